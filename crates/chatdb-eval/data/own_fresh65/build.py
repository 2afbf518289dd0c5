#!/usr/bin/env python3
"""Builds the databases of our sixty-sixth own set (own_fresh65), written
at the start of a session, before the engine had seen them, and scored
only after the changes made for own_fresh64. A vending machine operator
asked in English (`vending`: sites in a city; machines with a serial
number at a site, installed on a day; products of a category — drink or
snack — with a price; sales of a product at a machine on a day, a
quantity and an amount; restocks of a machine on a day with a number of
units) and a recycling centre with English names asked about only in
Chinese (`recycling`: materials with a price per kilogram; residents of
a community (小区); drop-offs of a material by a resident on a day with a
weight in kilograms and the payout; pickups of a material by a buyer on
a day with a weight and the revenue). Seeded, anchored at today.

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


def vending(rng):
    con = open_db("vending")
    con.executescript(
        """
        CREATE TABLE sites (site_id INTEGER PRIMARY KEY, site_name TEXT NOT NULL, city TEXT NOT NULL);
        CREATE TABLE machines (machine_id INTEGER PRIMARY KEY, serial_no TEXT NOT NULL,
                               site_id INTEGER NOT NULL REFERENCES sites(site_id), installed_on DATE NOT NULL);
        CREATE TABLE products (product_id INTEGER PRIMARY KEY, product_name TEXT NOT NULL, category TEXT NOT NULL,
                               price REAL NOT NULL);
        CREATE TABLE sales (sale_id INTEGER PRIMARY KEY, machine_id INTEGER NOT NULL REFERENCES machines(machine_id),
                            product_id INTEGER NOT NULL REFERENCES products(product_id), sale_date DATE NOT NULL,
                            quantity INTEGER NOT NULL, amount REAL NOT NULL);
        CREATE TABLE restocks (restock_id INTEGER PRIMARY KEY,
                               machine_id INTEGER NOT NULL REFERENCES machines(machine_id),
                               restock_date DATE NOT NULL, units INTEGER NOT NULL);
        """
    )
    sites = [(1, "Central Library", "Leeds"), (2, "City Hospital", "Leeds"), (3, "Bus Station", "York"),
             (4, "Sports Centre", "York"), (5, "Tech Park", "Leeds"), (6, "University Hall", "Hull")]
    con.executemany("INSERT INTO sites VALUES (?,?,?)", sites)
    machines = []
    for m in range(1, 15):
        machines.append((m, f"VM-{m:03d}", sites[(m * 5) % len(sites)][0],
                         day(rng, dt.date(TODAY.year - 3, 1, 1)).isoformat()))
    con.executemany("INSERT INTO machines VALUES (?,?,?,?)", machines)
    products = [(1, "Cola", "drink", 1.5), (2, "Orange Juice", "drink", 1.8), (3, "Still Water", "drink", 1.0),
                (4, "Iced Coffee", "drink", 2.2), (5, "Crisps", "snack", 1.2), (6, "Chocolate Bar", "snack", 1.1),
                (7, "Granola Bar", "snack", 1.4), (8, "Peanuts", "snack", 1.3), (9, "Energy Drink", "drink", 2.5)]
    con.executemany("INSERT INTO products VALUES (?,?,?,?)", products)
    sales = []
    for s in range(1, 4001):
        m = rng.choices(machines, [1 + (i * 3) % 7 for i in range(len(machines))])[0]
        p = rng.choices(products[:-1], [9, 4, 6, 3, 7, 8, 2, 5])[0]  # the energy drink never sold
        q = rng.choices([1, 2, 3], [8, 3, 1])[0]
        sales.append((s, m[0], p[0], day(rng, dt.date(TODAY.year - 1, 1, 1)).isoformat(), q, round(q * p[3], 2)))
    con.executemany("INSERT INTO sales VALUES (?,?,?,?,?,?)", sales)
    restocks = []
    for r in range(1, 301):
        m = rng.choice(machines)
        restocks.append((r, m[0], day(rng, dt.date(TODAY.year - 1, 1, 1)).isoformat(), rng.randint(20, 80)))
    con.executemany("INSERT INTO restocks VALUES (?,?,?,?)", restocks)
    con.commit()


def recycling(rng):
    con = open_db("recycling")
    con.executescript(
        """
        CREATE TABLE materials (material_id INTEGER PRIMARY KEY, material_name TEXT NOT NULL,
                                price_per_kg REAL NOT NULL);
        CREATE TABLE residents (resident_id INTEGER PRIMARY KEY, resident_name TEXT NOT NULL,
                                community TEXT NOT NULL);
        CREATE TABLE drop_offs (drop_off_id INTEGER PRIMARY KEY,
                                resident_id INTEGER NOT NULL REFERENCES residents(resident_id),
                                material_id INTEGER NOT NULL REFERENCES materials(material_id),
                                drop_off_date DATE NOT NULL, weight_kg REAL NOT NULL, payout REAL NOT NULL);
        CREATE TABLE pickups (pickup_id INTEGER PRIMARY KEY, material_id INTEGER NOT NULL REFERENCES materials(material_id),
                              buyer TEXT NOT NULL, pickup_date DATE NOT NULL, weight_kg REAL NOT NULL,
                              revenue REAL NOT NULL);
        """
    )
    materials = [(1, "纸板", 1.2), (2, "塑料瓶", 2.0), (3, "铝罐", 8.5), (4, "旧衣物", 0.8), (5, "玻璃", 0.3),
                 (6, "废铁", 1.6)]
    con.executemany("INSERT INTO materials VALUES (?,?,?)", materials)
    names = ["王芳", "李娜", "张伟", "刘洋", "陈杰", "杨磊", "赵敏", "黄强", "周静", "吴斌", "徐婷", "孙浩", "马超",
             "朱琳", "胡军", "何丽", "高飞", "林峰", "罗欣", "郑爽"]
    communities = ["阳光小区", "翠湖小区", "金桥小区"]
    residents = [(i + 1, n, communities[(i * 7) % 3 if i % 4 else 0]) for i, n in enumerate(names)]
    con.executemany("INSERT INTO residents VALUES (?,?,?)", residents)
    drops = []
    for d in range(1, 2001):
        r = rng.choices(residents[:-2], [1 + (i * 5) % 9 for i in range(len(residents) - 2)])[0]
        m = rng.choices(materials, [9, 7, 3, 4, 2, 3])[0]
        w = round(rng.uniform(0.5, 12.0), 1)
        drops.append((d, r[0], m[0], day(rng, dt.date(TODAY.year - 1, 1, 1)).isoformat(), w, round(w * m[2], 2)))
    con.executemany("INSERT INTO drop_offs VALUES (?,?,?,?,?,?)", drops)
    pickups = []
    for p in range(1, 121):
        m = rng.choice(materials)
        w = round(rng.uniform(80, 400), 1)
        pickups.append((p, m[0], rng.choice(["绿源再生", "华东回收", "城市矿产"]),
                        day(rng, dt.date(TODAY.year - 1, 1, 1)).isoformat(), w, round(w * m[2] * 1.3, 2)))
    con.executemany("INSERT INTO pickups VALUES (?,?,?,?,?,?)", pickups)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(65)
    vending(rng)
    recycling(rng)
