#!/usr/bin/env python3
"""Builds the databases of our forty-eighth own set (own_fresh47), written
to be held out: scored when written, in the middle of a session, with no
change aimed at it. A winery asked in English (`winery`: wines of a grape
and a vintage with a price per bottle, customers of a country who may be
wine-club members, orders of a channel, order lines of bottles with a
line total) and a hair salon with English names asked about only in
Chinese (`salon`: stylists of a level, services with a price, customers of
a gender, appointments with a time, the amount paid and a tip). Seeded,
anchored at today.

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


def winery(rng):
    con = open_db("winery")
    con.executescript(
        """
        CREATE TABLE wines (wine_id INTEGER PRIMARY KEY, wine_name TEXT NOT NULL, grape TEXT NOT NULL,
                            vintage INTEGER NOT NULL, price_per_bottle REAL NOT NULL);
        CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, customer_name TEXT NOT NULL, country TEXT NOT NULL,
                                club_member INTEGER NOT NULL);
        CREATE TABLE orders (order_id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
                             order_date DATE NOT NULL, channel TEXT NOT NULL);
        CREATE TABLE order_lines (line_id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES orders(order_id),
                                  wine_id INTEGER NOT NULL REFERENCES wines(wine_id), bottles INTEGER NOT NULL,
                                  line_total REAL NOT NULL);
        """
    )
    grapes = ["Pinot Noir", "Chardonnay", "Riesling", "Syrah", "Merlot"]
    estates = ["Hillside", "River Bend", "Oak Ridge", "Stone Gate", "Sunvale"]
    wines = []
    for i in range(1, 26):
        g = grapes[i % 5]
        wines.append((i, f"{estates[(i // 5) % 5]} {g} {2015 + i % 7}", g, 2015 + i % 7,
                      round(rng.uniform(14, 60), 2)))
    wines[12] = wines[12][:4] + (9.5,)  # one clearly cheapest
    con.executemany("INSERT INTO wines VALUES (?,?,?,?,?)", wines)
    first = ["Anna", "Ben", "Carla", "David", "Elena", "Frank", "Greta", "Hugo", "Iris", "Jonas", "Klara", "Leo"]
    last = ["Meyer", "Dubois", "Rossi", "Smith", "Novak", "Berg", "Costa", "Weber"]
    countries = ["Germany", "France", "Italy", "United Kingdom", "Netherlands", "Germany", "Germany", "Denmark"]
    customers = [(i, f"{first[i % 12]} {last[(i // 12) % 8]}", countries[(i * 5) % 8], 1 if i % 4 == 0 else 0)
                 for i in range(1, 91)]
    con.executemany("INSERT INTO customers VALUES (?,?,?,?)", customers)
    orders, lines = [], []
    for o in range(1, 1601):
        c = rng.choice(customers[:84])  # six customers never ordered
        orders.append((o, c[0], day(rng, dt.date(TODAY.year - 1, 1, 1), TODAY - dt.timedelta(days=1)).isoformat(),
                       rng.choices(["online", "cellar door", "distributor"], [5, 3, 2])[0]))
        for w in rng.sample(wines, rng.choice([1, 1, 2, 3])):
            n = rng.choice([1, 2, 3, 6, 6, 12])
            lines.append((len(lines) + 1, o, w[0], n, round(n * w[4], 2)))
    con.executemany("INSERT INTO orders VALUES (?,?,?,?)", orders)
    con.executemany("INSERT INTO order_lines VALUES (?,?,?,?,?)", lines)
    con.commit()


def salon(rng):
    con = open_db("salon")
    con.executescript(
        """
        CREATE TABLE stylists (stylist_id INTEGER PRIMARY KEY, stylist_name TEXT NOT NULL, level TEXT NOT NULL);
        CREATE TABLE services (service_id INTEGER PRIMARY KEY, service_name TEXT NOT NULL, price REAL NOT NULL);
        CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, name TEXT NOT NULL, gender TEXT NOT NULL);
        CREATE TABLE appointments (
            appointment_id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
            stylist_id INTEGER NOT NULL REFERENCES stylists(stylist_id),
            service_id INTEGER NOT NULL REFERENCES services(service_id),
            appointment_time DATETIME NOT NULL, paid_amount REAL NOT NULL, tip REAL NOT NULL);
        """
    )
    stylists = [(1, "Tony", "总监"), (2, "Kevin", "高级"), (3, "Amy", "高级"), (4, "Jack", "普通"), (5, "Lily", "普通"),
                (6, "Leo", "普通"), (7, "Coco", "高级")]
    con.executemany("INSERT INTO stylists VALUES (?,?,?)", stylists)
    services = [(1, "剪发", 68.0), (2, "染发", 298.0), (3, "烫发", 458.0), (4, "护理", 158.0), (5, "洗吹", 38.0)]
    con.executemany("INSERT INTO services VALUES (?,?,?)", services)
    surnames = "王李张刘陈杨黄赵吴周徐孙马朱胡"
    given = ["伟", "芳", "娜", "敏", "静", "磊", "洋", "勇", "艳", "杰", "娟", "涛", "明", "超", "霞"]
    customers = [(i, surnames[i % 15] + given[(i // 15) % 15], "女" if i % 3 else "男") for i in range(1, 201)]
    con.executemany("INSERT INTO customers VALUES (?,?,?)", customers)
    appts = []
    for a in range(1, 6001):
        c = rng.choices(customers[:185], [1 + (k * 7) % 11 + (6 if k == 3 else 0) for k in range(185)])[0]  # fifteen never came
        s = rng.choices(stylists, [3, 5, 4, 6, 6, 5, 4])[0]
        v = rng.choices(services, [8, 2, 1, 2, 4])[0]
        when = dt.datetime.combine(day(rng, dt.date(TODAY.year - 1, 1, 1), TODAY - dt.timedelta(days=1)),
                                   dt.time(rng.randrange(10, 21), rng.choice([0, 30])))
        paid = v[2] * {"总监": 1.5, "高级": 1.2, "普通": 1.0}[s[2]]
        appts.append((a, c[0], s[0], v[0], when.isoformat(sep=" "), paid, float(rng.choice([0, 0, 0, 10, 20]))))
    con.executemany("INSERT INTO appointments VALUES (?,?,?,?,?,?,?)", appts)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(47)
    winery(rng)
    salon(rng)
