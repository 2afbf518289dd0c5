#!/usr/bin/env python3
"""Builds the databases of our fiftieth own set (own_fresh49), written to
be held out: scored when written, at the start of a session, with no
change aimed at it. A ski resort asked in English (`ski`: lifts of a type
with a capacity, guests of a country, passes of a type bought on a day at
a price, lift rides on a pass) and an optician chain with English names
asked about only in Chinese (`optical`: stores in a city, products of a
category — 镜框, 镜片, 隐形眼镜, 太阳镜 — and a brand with a price, orders
of a store with their total, order items of a quantity and amount).
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


def ski(rng):
    con = open_db("ski")
    con.executescript(
        """
        CREATE TABLE lifts (lift_id INTEGER PRIMARY KEY, lift_name TEXT NOT NULL, lift_type TEXT NOT NULL,
                            capacity_per_hour INTEGER NOT NULL);
        CREATE TABLE guests (guest_id INTEGER PRIMARY KEY, full_name TEXT NOT NULL, country TEXT NOT NULL);
        CREATE TABLE passes (pass_id INTEGER PRIMARY KEY, guest_id INTEGER NOT NULL REFERENCES guests(guest_id),
                             pass_type TEXT NOT NULL, price REAL NOT NULL, purchased_on DATE NOT NULL);
        CREATE TABLE lift_rides (ride_id INTEGER PRIMARY KEY, pass_id INTEGER NOT NULL REFERENCES passes(pass_id),
                                 lift_id INTEGER NOT NULL REFERENCES lifts(lift_id), ridden_at DATETIME NOT NULL);
        """
    )
    lifts = [(1, "Eagle Express", "chairlift", 2400), (2, "Summit Gondola", "gondola", 2800),
             (3, "Bunny Tow", "drag lift", 600), (4, "Pine Chair", "chairlift", 1800),
             (5, "Glacier Gondola", "gondola", 3200), (6, "Ridge T-Bar", "drag lift", 900),
             (7, "Valley Quad", "chairlift", 2000), (8, "North Face Chair", "chairlift", 1500)]
    con.executemany("INSERT INTO lifts VALUES (?,?,?,?)", lifts)
    first = ["Anna", "Lukas", "Sophie", "Marco", "Emma", "Jonas", "Chloe", "Pierre", "Lena", "Tom",
             "Mia", "Felix", "Julia", "Oscar", "Nina", "Hugo", "Clara", "Leo", "Eva", "Max"]
    last = ["Müller", "Rossi", "Dubois", "Smith", "Jansen", "Novak", "Berger", "Keller", "Moreau", "Brown"]
    countries = ["Germany"] * 6 + ["Switzerland"] * 4 + ["France"] * 3 + ["Italy"] * 2 + ["United Kingdom", "Netherlands"]
    guests = [(i, f"{first[i % 20]} {last[(i * 7) % 10]} {i}", rng.choice(countries)) for i in range(1, 301)]
    con.executemany("INSERT INTO guests VALUES (?,?,?)", guests)
    price = {"day": 62.0, "week": 310.0, "season": 890.0}
    passes = []
    for p in range(1, 2201):
        g = rng.choices(guests, [1 + (k * 13) % 17 for k in range(300)])[0]
        t = rng.choices(["day", "week", "season"], [70, 25, 5])[0]
        passes.append((p, g[0], t, round(price[t] * rng.choice([1.0, 1.0, 0.9, 0.85]), 2),
                       day(rng, dt.date(TODAY.year - 1, 1, 1), TODAY - dt.timedelta(days=1)).isoformat()))
    con.executemany("INSERT INTO passes VALUES (?,?,?,?,?)", passes)
    rides = []
    for r in range(1, 20001):
        p = rng.choice(passes)
        bought = dt.date.fromisoformat(p[4])
        span = {"day": 0, "week": 6, "season": 120}[p[2]]
        d = min(bought + dt.timedelta(days=rng.randrange(span + 1)), TODAY)
        lift = rng.choices(lifts[:-1], [9, 7, 3, 6, 5, 2, 4])[0]  # North Face Chair newly built, never ridden
        rides.append((r, p[0], lift[0], dt.datetime.combine(d, dt.time(rng.randrange(8, 17), rng.randrange(60)))
                      .isoformat(sep=" ")))
    con.executemany("INSERT INTO lift_rides VALUES (?,?,?,?)", rides)
    con.commit()


def optical(rng):
    con = open_db("optical")
    con.executescript(
        """
        CREATE TABLE stores (store_id INTEGER PRIMARY KEY, store_name TEXT NOT NULL, city TEXT NOT NULL);
        CREATE TABLE products (product_id INTEGER PRIMARY KEY, product_name TEXT NOT NULL, category TEXT NOT NULL,
                               brand TEXT NOT NULL, price REAL NOT NULL);
        CREATE TABLE orders (order_id INTEGER PRIMARY KEY, store_id INTEGER NOT NULL REFERENCES stores(store_id),
                             order_date DATE NOT NULL, total_amount REAL NOT NULL);
        CREATE TABLE order_items (item_id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES orders(order_id),
                                  product_id INTEGER NOT NULL REFERENCES products(product_id),
                                  quantity INTEGER NOT NULL, amount REAL NOT NULL);
        """
    )
    stores = [(1, "南京西路店", "上海"), (2, "徐家汇店", "上海"), (3, "五角场店", "上海"), (4, "三里屯店", "北京"),
              (5, "西单店", "北京"), (6, "天河城店", "广州"), (7, "春熙路店", "成都"), (8, "湖滨店", "杭州")]
    con.executemany("INSERT INTO stores VALUES (?,?,?)", stores)
    catalogue = [
        ("镜框", "雷朋", ["雷朋经典板材框", "雷朋金属细框"], 900), ("镜框", "暴龙", ["暴龙钛架", "暴龙半框"], 700),
        ("镜框", "帕莎", ["帕莎圆框", "帕莎方框"], 500),
        ("镜片", "依视路", ["依视路钻晶A4", "依视路爱赞全晰"], 1200), ("镜片", "蔡司", ["蔡司泽锐", "蔡司成长乐", "蔡司莲花膜"], 1500),
        ("镜片", "明月", ["明月1.60非球面"], 300),
        ("隐形眼镜", "强生", ["强生安视优日抛", "强生欧舒适双周抛"], 250), ("隐形眼镜", "博士伦", ["博士伦纯视月抛", "博士伦清朗"], 180),
        ("太阳镜", "雷朋", ["雷朋飞行员墨镜", "雷朋徒步旅行者"], 1300), ("太阳镜", "暴龙", ["暴龙偏光太阳镜"], 800),
        ("太阳镜", "陌森", ["陌森潮流墨镜"], 600),
    ]
    products = []
    for cat, brand, names, base in catalogue:
        for n in names:
            products.append((len(products) + 1, n, cat, brand, round(base * rng.uniform(0.8, 1.3), 0)))
    con.executemany("INSERT INTO products VALUES (?,?,?,?,?)", products)
    orders, items = [], []
    for o in range(1, 6001):
        s = rng.choices(stores, [9, 6, 4, 8, 5, 6, 5, 3])[0]
        d = day(rng, dt.date(TODAY.year - 1, 1, 1), TODAY - dt.timedelta(days=1)).isoformat()
        total = 0.0
        for _ in range(rng.choice([1, 1, 2, 2, 3])):
            p = rng.choices(products[:-1], [1 + (k * 5) % 9 for k in range(len(products) - 1)])[0]  # one never sold
            q = rng.choice([1, 1, 1, 2]) if p[2] != "隐形眼镜" else rng.choice([1, 2, 4, 6])
            items.append((len(items) + 1, o, p[0], q, q * p[4]))
            total += q * p[4]
        orders.append((o, s[0], d, total))
    con.executemany("INSERT INTO orders VALUES (?,?,?,?)", orders)
    con.executemany("INSERT INTO order_items VALUES (?,?,?,?,?)", items)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(49)
    ski(rng)
    optical(rng)
