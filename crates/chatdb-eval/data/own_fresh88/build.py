#!/usr/bin/env python3
"""Builds the databases of our eighty-ninth own set (own_fresh88),
written at the start of the session of 2026-12-06 (sixth) and kept unrun
until the session's engine changes were done, to measure them on
databases nobody tuned on.
A wind farm operator asked in English (`windfarm`: sites in a region;
turbines of a model at a site with a capacity, installed on a day; daily
readings of a turbine's energy and average wind speed; faults of a turbine
on a day, of a severity, with hours of downtime, resolved or not) and a
web shop's returns (网店退货) with English names asked about only in
Chinese (`shop_returns`: products of a category at a price; orders of a
product from a city on a day, a quantity and an amount; returns of an
order on a day, for a reason, with a refund).
Seeded, anchored at today.

    python3 build.py            # writes database/ beside this file
"""
import datetime as dt
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from own_sets import TODAY, database_opener, day  # noqa: E402

open_db = database_opener(HERE)


def windfarm(rng):
    con = open_db("windfarm")
    con.executescript(
        """
        CREATE TABLE sites (site_id INTEGER PRIMARY KEY, site_name TEXT NOT NULL, region TEXT NOT NULL);
        CREATE TABLE turbines (turbine_id INTEGER PRIMARY KEY, turbine_code TEXT NOT NULL,
                               site_id INTEGER NOT NULL REFERENCES sites(site_id), model TEXT NOT NULL,
                               capacity_kw INTEGER NOT NULL, installed_on DATE NOT NULL);
        CREATE TABLE readings (reading_id INTEGER PRIMARY KEY,
                               turbine_id INTEGER NOT NULL REFERENCES turbines(turbine_id),
                               reading_date DATE NOT NULL, energy_kwh REAL NOT NULL, avg_wind_speed REAL NOT NULL);
        CREATE TABLE faults (fault_id INTEGER PRIMARY KEY,
                             turbine_id INTEGER NOT NULL REFERENCES turbines(turbine_id),
                             fault_date DATE NOT NULL, severity TEXT NOT NULL, downtime_hours REAL NOT NULL,
                             resolved INTEGER NOT NULL);
        """
    )
    sites = [(1, "Ridgeback", "North"), (2, "Saltmarsh", "Coast"), (3, "Highmoor", "North"), (4, "Gullwing", "Coast")]
    con.executemany("INSERT INTO sites VALUES (?,?,?)", sites)
    models = [("V90", 2000), ("V112", 3300), ("SG132", 3400), ("E82", 2300)]
    turbines = []
    for i in range(1, 21):
        model, cap = models[(i * 3) % 4] if i < 20 else models[1]  # V112 is the most common model
        turbines.append((i, f"T{i:02d}", 1 + i % 4, model, cap,
                         day(rng, dt.date(2014, 1, 1), dt.date(2024, 6, 30)).isoformat()))
    con.executemany("INSERT INTO turbines VALUES (?,?,?,?,?,?)", turbines)
    readings = []
    rid = 0
    start = TODAY - dt.timedelta(days=430)
    for t in turbines:
        d = start
        while d <= TODAY:
            rid += 1
            wind = round(rng.uniform(2, 14), 1)
            readings.append((rid, t[0], d.isoformat(), round(t[4] * 24 * min(1.0, (wind / 13) ** 3) * rng.uniform(0.8, 1.0), 1), wind))
            d += dt.timedelta(days=3)
    con.executemany("INSERT INTO readings VALUES (?,?,?,?,?)", readings)
    severities = ["minor", "minor", "major", "critical"]
    faults = [(f, rng.choice(turbines[:-4])[0], day(rng, TODAY - dt.timedelta(days=500)).isoformat(),
               rng.choice(severities), round(rng.uniform(1, 72), 1), 1 if rng.random() < 0.85 else 0)
              for f in range(1, 91)]
    con.executemany("INSERT INTO faults VALUES (?,?,?,?,?,?)", faults)
    con.commit()


def shop_returns(rng):
    con = open_db("shop_returns")
    con.executescript(
        """
        CREATE TABLE products (product_id INTEGER PRIMARY KEY, product_name TEXT NOT NULL, category TEXT NOT NULL,
                               price REAL NOT NULL);
        CREATE TABLE orders (order_id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL REFERENCES products(product_id),
                             city TEXT NOT NULL, order_date DATE NOT NULL, quantity INTEGER NOT NULL,
                             amount REAL NOT NULL);
        CREATE TABLE returns (return_id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES orders(order_id),
                              return_date DATE NOT NULL, reason TEXT NOT NULL, refund_amount REAL NOT NULL);
        """
    )
    items = [("纯棉T恤", "服装"), ("牛仔裤", "服装"), ("羽绒服", "服装"), ("运动鞋", "鞋靴"), ("雪地靴", "鞋靴"),
             ("保温杯", "家居"), ("四件套", "家居"), ("台灯", "家居"), ("蓝牙耳机", "数码"), ("充电宝", "数码"),
             ("手机壳", "数码"), ("双肩包", "箱包")]
    prices = rng.sample(range(29, 600), len(items))
    products = [(i, n, c, float(prices[i - 1])) for i, (n, c) in enumerate(items, start=1)]
    con.executemany("INSERT INTO products VALUES (?,?,?,?)", products)
    cities = ["北京", "上海", "广州", "深圳", "杭州", "成都"]
    weights = [5, 6, 3, 4, 3, 2]
    orders = []
    for o in range(1, 801):
        p = rng.choice(products)
        q = rng.choice([1, 1, 1, 2, 3])
        orders.append((o, p[0], rng.choices(cities, weights)[0], day(rng, TODAY - dt.timedelta(days=420)).isoformat(),
                       q, q * p[3]))
    con.executemany("INSERT INTO orders VALUES (?,?,?,?,?,?)", orders)
    reasons = ["尺码不合适", "质量问题", "七天无理由", "发错货", "与描述不符"]
    returnable = [o for o in orders if o[1] not in (6, 12)]  # two products were never sent back
    returns = []
    for r, o in enumerate(rng.sample(returnable, 90), start=1):
        placed = dt.date.fromisoformat(o[3])
        returns.append((r, o[0], day(rng, placed, min(TODAY, placed + dt.timedelta(days=15))).isoformat(),
                        rng.choice(reasons), o[5] if rng.random() < 0.8 else round(o[5] * 0.5, 2)))
    by_order = {o[0]: o for o in orders}
    counts = {}
    for r in returns:
        counts[by_order[r[1]][1]] = counts.get(by_order[r[1]][1], 0) + 1
    top = max(counts, key=lambda p: (counts[p], -p))  # one more return breaks any tie at the top
    sent_back = {r[1] for r in returns}
    extra = next(o for o in orders if o[1] == top and o[0] not in sent_back)
    returns.append((len(returns) + 1, extra[0], max(extra[3], (TODAY - dt.timedelta(days=40)).isoformat()),
                    "尺码不合适", extra[5]))
    con.executemany("INSERT INTO returns VALUES (?,?,?,?,?)", returns)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(88)
    windfarm(rng)
    shop_returns(rng)
