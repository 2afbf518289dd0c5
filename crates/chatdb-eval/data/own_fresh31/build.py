#!/usr/bin/env python3
"""Builds the databases of our thirty-second own set (own_fresh31), written
to be held out: scored when written, before any change aimed at it. A
builder's sites asked in English (`construction`: sites, contractors,
work orders) and a pharmacy chain with English names asked about only in
Chinese (`pharmacy`: stores, drugs, sales). Seeded, anchored at today.

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


def construction(rng):
    con = open_db("construction")
    con.executescript(
        """
        CREATE TABLE sites (site_id INTEGER PRIMARY KEY, site_name TEXT NOT NULL, city TEXT NOT NULL,
            budget REAL NOT NULL, started_on DATE NOT NULL, finished_on DATE);
        CREATE TABLE contractors (contractor_id INTEGER PRIMARY KEY, company_name TEXT NOT NULL, trade TEXT NOT NULL);
        CREATE TABLE work_orders (
            order_id INTEGER PRIMARY KEY,
            site_id INTEGER NOT NULL REFERENCES sites(site_id),
            contractor_id INTEGER NOT NULL REFERENCES contractors(contractor_id),
            issued_on DATE NOT NULL, cost REAL NOT NULL, status TEXT NOT NULL);
        """
    )
    cities = ["Leeds", "Manchester", "Bristol", "York"]
    sites = []
    for i in range(1, 41):
        start = day(rng, dt.date(TODAY.year - 3, 1, 1), TODAY - dt.timedelta(days=30))
        fin = None
        if rng.random() < 0.6:
            f = start + dt.timedelta(days=rng.randrange(60, 700))
            fin = f.isoformat() if f < TODAY else None
        sites.append((i, f"Site {i:02d} {rng.choice(['Court', 'House', 'Works', 'Yard', 'Park'])}",
                      rng.choices(cities, [4, 3, 2, 1])[0], float(rng.randrange(200, 5000) * 1000) + i,
                      start.isoformat(), fin))
    con.executemany("INSERT INTO sites VALUES (?,?,?,?,?,?)", sites)
    trades = ["plumbing", "electrical", "roofing", "carpentry", "painting"]
    contractors = [(i, f"{n} Ltd", trades[i % 5]) for i, n in enumerate(
        ["Acme Build", "Brightwire", "Castle Roofs", "Dovetail", "Evercoat", "Flowright", "Greenspark",
         "Hilltop Roofing", "Ironwood", "Jetpaint", "Keystone Pipes", "Lumen Electric"], start=1)]
    con.executemany("INSERT INTO contractors VALUES (?,?,?)", contractors)
    orders = []
    for s in sites:
        for _ in range(rng.randrange(2, 12)):
            c = rng.choices(contractors[:-1], [6, 5, 4, 3, 3, 2, 2, 2, 1, 1, 1])[0]  # Lumen Electric: none yet
            start = dt.date.fromisoformat(s[4])
            end = dt.date.fromisoformat(s[5]) if s[5] else TODAY
            when = day(rng, start, end)
            done = s[5] is not None or rng.random() < 0.6
            orders.append((len(orders) + 1, s[0], c[0], when.isoformat(), float(rng.randrange(5, 300) * 100) + len(orders) % 7,
                           "done" if done else "open"))
    con.executemany("INSERT INTO work_orders VALUES (?,?,?,?,?,?)", orders)
    con.commit()


def pharmacy(rng):
    con = open_db("pharmacy")
    con.executescript(
        """
        CREATE TABLE stores (store_id INTEGER PRIMARY KEY, store_name TEXT NOT NULL, district TEXT NOT NULL);
        CREATE TABLE drugs (drug_id INTEGER PRIMARY KEY, drug_name TEXT NOT NULL, category TEXT NOT NULL,
            unit_price REAL NOT NULL, prescription_only INTEGER NOT NULL);
        CREATE TABLE sales (
            sale_id INTEGER PRIMARY KEY,
            store_id INTEGER NOT NULL REFERENCES stores(store_id),
            drug_id INTEGER NOT NULL REFERENCES drugs(drug_id),
            sold_at DATETIME NOT NULL, quantity INTEGER NOT NULL, amount REAL NOT NULL);
        """
    )
    stores = [(1, "Kangjian Xuhui", "Xuhui"), (2, "Kangjian Jing'an", "Jing'an"), (3, "Kangjian Pudong 1", "Pudong"),
              (4, "Kangjian Pudong 2", "Pudong"), (5, "Kangjian Pudong 3", "Pudong"), (6, "Kangjian Minhang", "Minhang"),
              (7, "Kangjian Minhang 2", "Minhang")]
    con.executemany("INSERT INTO stores VALUES (?,?,?)", stores)
    drugs = [(1, "Ibuprofen", "pain relief", 12.5, 0), (2, "Paracetamol", "pain relief", 8.0, 0),
             (3, "Amoxicillin", "antibiotic", 26.0, 1), (4, "Cephalexin", "antibiotic", 32.0, 1),
             (5, "Loratadine", "allergy", 18.0, 0), (6, "Vitamin C", "vitamin", 9.5, 0),
             (7, "Metformin", "diabetes", 15.0, 1), (8, "Insulin Pen", "diabetes", 168.0, 1),
             (9, "Cough Syrup", "cold", 22.0, 0), (10, "Throat Lozenges", "cold", 6.5, 0),
             (11, "Atorvastatin", "heart", 45.0, 1)]
    con.executemany("INSERT INTO drugs VALUES (?,?,?,?,?)", drugs)
    sales = []
    for i in range(1, 6001):
        s = rng.choices(stores, [3, 2, 4, 2, 2, 2, 1])[0]
        d = rng.choices(drugs[:-1], [8, 9, 3, 2, 4, 6, 3, 1, 5, 4])[0]  # atorvastatin: not sold yet
        q = rng.randrange(1, 4)
        when = dt.datetime.combine(day(rng, dt.date(TODAY.year - 1, 1, 1)), dt.time(rng.randrange(8, 22), rng.randrange(60)))
        sales.append((i, s[0], d[0], when.isoformat(sep=" "), q, round(q * d[3], 2)))
    con.executemany("INSERT INTO sales VALUES (?,?,?,?,?,?)", sales)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(31)
    construction(rng)
    pharmacy(rng)
