#!/usr/bin/env python3
"""Builds the databases of our fifty-ninth own set (own_fresh58), written
to be held out: scored when written, at the start of a session, before
any change of that session. A boat-tour operator asked in English
(`boat_tours`: tours on a route lasting some minutes with an adult and a
child price, boats with a capacity, departures of a tour on a boat on a
day, some cancelled, tickets on a departure for a passenger type —
adult, child, senior — at a price, sold through a channel — online,
kiosk, agent) and a bottled-water delivery business with English names
asked about only in Chinese (`water_delivery`: customers of a type —
家庭, 公司 — in a residential community, products of a brand with a price
per bucket, couriers covering an area, deliveries of buckets of a product
to a customer by a courier on a day, with the amount charged). Seeded,
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


def boat_tours(rng):
    con = open_db("boat_tours")
    con.executescript(
        """
        CREATE TABLE tours (tour_id INTEGER PRIMARY KEY, tour_name TEXT NOT NULL, route TEXT NOT NULL,
                            duration_minutes INTEGER NOT NULL, adult_price REAL NOT NULL, child_price REAL NOT NULL);
        CREATE TABLE boats (boat_id INTEGER PRIMARY KEY, boat_name TEXT NOT NULL, capacity INTEGER NOT NULL);
        CREATE TABLE departures (departure_id INTEGER PRIMARY KEY, tour_id INTEGER NOT NULL REFERENCES tours(tour_id),
                                 boat_id INTEGER NOT NULL REFERENCES boats(boat_id), departure_date DATE NOT NULL,
                                 departure_time TEXT NOT NULL, cancelled INTEGER NOT NULL);
        CREATE TABLE tickets (ticket_id INTEGER PRIMARY KEY, departure_id INTEGER NOT NULL REFERENCES departures(departure_id),
                              passenger_type TEXT NOT NULL, price REAL NOT NULL, channel TEXT NOT NULL);
        """
    )
    tours = [(1, "Harbour Highlights", "harbour", 60, 24.0, 12.0), (2, "Sunset Cruise", "bay", 95, 39.0, 19.0),
             (3, "Island Hopper", "islands", 180, 55.0, 27.0), (4, "Seal Spotting", "coast", 120, 45.0, 22.0),
             (5, "River Lights", "river", 75, 29.0, 15.0)]
    con.executemany("INSERT INTO tours VALUES (?,?,?,?,?,?)", tours)
    boats = [(1, "Mary Rose", 80), (2, "Sea Breeze", 120), (3, "Little Tern", 40), (4, "Northern Star", 150)]
    con.executemany("INSERT INTO boats VALUES (?,?,?)", boats)
    departures, tickets = [], []
    tid = 0
    for d in range(1, 901):
        t = rng.choices(tours, [6, 4, 2, 3, 5])[0]
        b = rng.choice(boats)
        when = day(rng, dt.date(TODAY.year - 1, 3, 1), TODAY)
        cancelled = 1 if rng.random() < 0.06 else 0
        departures.append((d, t[0], b[0], when.isoformat(), rng.choice(["10:00", "13:00", "16:00", "19:00"]), cancelled))
        if cancelled:
            continue
        for _ in range(rng.randint(3, min(b[2], 30))):
            tid += 1
            kind = rng.choices(["adult", "child", "senior"], [6, 2, 2])[0]
            price = t[4] if kind == "adult" else t[5] if kind == "child" else round(t[4] * 0.8, 2)
            tickets.append((tid, d, kind, price, rng.choices(["online", "kiosk", "agent"], [5, 3, 2])[0]))
    con.executemany("INSERT INTO departures VALUES (?,?,?,?,?,?)", departures)
    con.executemany("INSERT INTO tickets VALUES (?,?,?,?,?)", tickets)
    con.commit()


def water_delivery(rng):
    con = open_db("water_delivery")
    con.executescript(
        """
        CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, customer_name TEXT NOT NULL,
                                customer_type TEXT NOT NULL, community TEXT NOT NULL);
        CREATE TABLE products (product_id INTEGER PRIMARY KEY, product_name TEXT NOT NULL, brand TEXT NOT NULL,
                               price_per_bucket REAL NOT NULL);
        CREATE TABLE couriers (courier_id INTEGER PRIMARY KEY, courier_name TEXT NOT NULL, area TEXT NOT NULL);
        CREATE TABLE deliveries (delivery_id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
                                 product_id INTEGER NOT NULL REFERENCES products(product_id),
                                 courier_id INTEGER NOT NULL REFERENCES couriers(courier_id),
                                 delivery_date DATE NOT NULL, buckets INTEGER NOT NULL, amount REAL NOT NULL);
        """
    )
    communities = ["阳光花园", "翠湖小区", "金色家园", "滨江苑", "科技大厦"]
    surnames = "王李张刘陈杨赵黄周吴徐孙马朱胡郭何高林罗"
    given = "伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚"
    customers = []
    for c in range(1, 181):
        if rng.random() < 0.25:
            name = rng.choice(["星辰科技", "蓝海贸易", "远航物流", "启明教育", "恒达建筑", "方圆设计", "博远咨询",
                               "华信会计", "绿野传媒", "鼎盛地产"]) + f"{c}号"
            customers.append((c, name, "公司", rng.choice(communities)))
        else:
            customers.append((c, rng.choice(surnames) + rng.choice(given) + rng.choice(given), "家庭", rng.choice(communities)))
    con.executemany("INSERT INTO customers VALUES (?,?,?,?)", customers)
    products = [(1, "农夫山泉天然水18.9L", "农夫山泉", 22.0), (2, "怡宝纯净水18.9L", "怡宝", 20.0),
                (3, "景田百岁山18.9L", "百岁山", 28.0), (4, "娃哈哈纯净水18.9L", "娃哈哈", 18.0),
                (5, "农夫山泉天然水12L", "农夫山泉", 16.0)]
    con.executemany("INSERT INTO products VALUES (?,?,?,?)", products)
    couriers = [(1, "张伟", "阳光花园"), (2, "李强", "翠湖小区"), (3, "王磊", "金色家园"), (4, "赵军", "滨江苑"),
                (5, "刘洋", "科技大厦")]
    con.executemany("INSERT INTO couriers VALUES (?,?,?)", couriers)
    deliveries = []
    ordering = customers[:-12]  # the last twelve customers have never ordered
    for n in range(1, 3201):
        c = rng.choice(ordering)
        p = rng.choices(products, [5, 4, 2, 3, 1])[0]
        courier = next(k for k in couriers if k[2] == c[3])
        when = day(rng, dt.date(TODAY.year - 1, 1, 1), TODAY)
        buckets = rng.choice([1, 1, 2, 2, 3]) if c[2] == "家庭" else rng.choice([3, 4, 5, 6, 8, 10])
        deliveries.append((n, c[0], p[0], courier[0], when.isoformat(), buckets, p[3] * buckets))
    con.executemany("INSERT INTO deliveries VALUES (?,?,?,?,?,?,?)", deliveries)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(58)
    boat_tours(rng)
    water_delivery(rng)
