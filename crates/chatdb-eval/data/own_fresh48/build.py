#!/usr/bin/env python3
"""Builds the databases of our forty-ninth own set (own_fresh48), written
to be held out: scored when written, near the end of a session, with no
change aimed at it. A garden centre asked in English (`garden`: plants of
a category with a price and a stock, their suppliers of a country, sales
of a quantity with the revenue taken) and a karaoke chain with English
names asked about only in Chinese (`ktv`: rooms of a type — 大包, 中包,
小包 — with an hourly price, customers who may be members, bookings with
a start time, hours sung and the amount paid). Seeded, anchored at today.

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


def garden(rng):
    con = open_db("garden")
    con.executescript(
        """
        CREATE TABLE suppliers (supplier_id INTEGER PRIMARY KEY, supplier_name TEXT NOT NULL, country TEXT NOT NULL);
        CREATE TABLE plants (plant_id INTEGER PRIMARY KEY, plant_name TEXT NOT NULL, category TEXT NOT NULL,
                             price REAL NOT NULL, stock_qty INTEGER NOT NULL,
                             supplier_id INTEGER NOT NULL REFERENCES suppliers(supplier_id));
        CREATE TABLE sales (sale_id INTEGER PRIMARY KEY, plant_id INTEGER NOT NULL REFERENCES plants(plant_id),
                            sold_on DATE NOT NULL, qty INTEGER NOT NULL, revenue REAL NOT NULL);
        """
    )
    suppliers = [(1, "GreenLeaf BV", "Netherlands"), (2, "Bloom & Co", "United Kingdom"), (3, "Verde SpA", "Italy"),
                 (4, "Tulip Trade", "Netherlands"), (5, "Forest Roots", "Germany")]
    con.executemany("INSERT INTO suppliers VALUES (?,?,?)", suppliers)
    names = {"rose": ["Red Rose", "White Rose", "Climbing Rose", "Tea Rose", "Rambler Rose"],
             "herb": ["Basil", "Mint", "Rosemary", "Thyme", "Sage", "Parsley"],
             "tree": ["Olive Tree", "Lemon Tree", "Japanese Maple", "Fig Tree"],
             "succulent": ["Aloe Vera", "Jade Plant", "Echeveria", "Haworthia", "Agave"]}
    base = {"rose": 18, "herb": 5, "tree": 90, "succulent": 9}
    plants = []
    for cat, ns in names.items():
        for n in ns:
            i = len(plants) + 1
            plants.append((i, n, cat, round(base[cat] * rng.uniform(0.7, 1.5), 2), rng.randrange(0, 60),
                           1 + sum(i > t for t in (6, 11, 15, 18))))
    plants[12] = plants[12][:3] + (240.0,) + plants[12][4:]  # one tree clearly dearest
    con.executemany("INSERT INTO plants VALUES (?,?,?,?,?,?)", plants)
    sales = []
    for s in range(1, 5001):
        p = rng.choices(plants[:-2], [1 + (k * 5) % 7 for k in range(len(plants) - 2)])[0]  # two never sold
        q = rng.choice([1, 1, 2, 3, 5])
        sales.append((s, p[0], day(rng, dt.date(TODAY.year - 1, 1, 1), TODAY - dt.timedelta(days=1)).isoformat(),
                      q, round(q * p[3], 2)))
    con.executemany("INSERT INTO sales VALUES (?,?,?,?,?)", sales)
    con.commit()


def ktv(rng):
    con = open_db("ktv")
    con.executescript(
        """
        CREATE TABLE rooms (room_id INTEGER PRIMARY KEY, room_no TEXT NOT NULL, room_type TEXT NOT NULL,
                            hourly_price REAL NOT NULL);
        CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, name TEXT NOT NULL, is_member INTEGER NOT NULL);
        CREATE TABLE bookings (booking_id INTEGER PRIMARY KEY, room_id INTEGER NOT NULL REFERENCES rooms(room_id),
                               customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
                               start_time DATETIME NOT NULL, hours INTEGER NOT NULL, amount REAL NOT NULL);
        """
    )
    price = {"大包": 168.0, "中包": 118.0, "小包": 78.0}
    rooms = [(i, f"{800 + i}", ["小包", "小包", "中包", "中包", "大包"][i % 5], 0.0) for i in range(1, 21)]
    rooms = [(r[0], r[1], r[2], price[r[2]]) for r in rooms]
    con.executemany("INSERT INTO rooms VALUES (?,?,?,?)", rooms)
    surnames = "王李张刘陈杨黄赵吴周徐孙马朱胡"
    given = ["伟", "芳", "娜", "敏", "静", "磊", "洋", "勇", "艳", "杰", "娟", "涛", "明", "超", "霞"]
    customers = [(i, surnames[i % 15] + given[(i // 15) % 15], 1 if i % 4 == 0 else 0) for i in range(1, 151)]
    con.executemany("INSERT INTO customers VALUES (?,?,?)", customers)
    bookings = []
    for b in range(1, 7001):
        r = rng.choice(rooms[:-1])  # room 820 newly opened, never booked
        c = rng.choices(customers, [1 + (k * 11) % 13 for k in range(150)])[0]
        h = rng.choice([2, 2, 3, 3, 4, 5])
        when = dt.datetime.combine(day(rng, dt.date(TODAY.year - 1, 1, 1), TODAY - dt.timedelta(days=1)),
                                   dt.time(rng.randrange(12, 23), 0))
        bookings.append((b, r[0], c[0], when.isoformat(sep=" "), h, h * r[3] * (0.9 if c[2] else 1.0)))
    con.executemany("INSERT INTO bookings VALUES (?,?,?,?,?,?)", bookings)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(48)
    garden(rng)
    ktv(rng)
