#!/usr/bin/env python3
"""Builds the databases of our sixty-eighth own set (own_fresh67), written
at the start of a session before the engine had seen them. A tailor's shop
asked in English (`tailor_shop`: customers; tailors hired on a day;
alterations of a customer's garment — suit, dress, trousers, shirt, coat —
by a tailor, a kind of work — hem, resize, repair, zip —, a price, the day
it came in, the day it was ready and the day it was collected, none while
it waits) and a parcel pick-up station with English names asked about only
in Chinese (`parcel_station`: couriers; recipients living in a building;
parcels of a courier for a recipient, arrived on a day, picked up on a day
or not yet, a size — 小件, 中件, 大件 — and a storage fee charged when one
waited long). Seeded, anchored at today.

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


def tailor_shop(rng):
    con = open_db("tailor_shop")
    con.executescript(
        """
        CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, customer_name TEXT NOT NULL, phone TEXT NOT NULL);
        CREATE TABLE tailors (tailor_id INTEGER PRIMARY KEY, tailor_name TEXT NOT NULL, hired_date DATE NOT NULL);
        CREATE TABLE alterations (alteration_id INTEGER PRIMARY KEY,
                                  customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
                                  tailor_id INTEGER NOT NULL REFERENCES tailors(tailor_id),
                                  garment TEXT NOT NULL, work_type TEXT NOT NULL, price REAL NOT NULL,
                                  received_date DATE NOT NULL, ready_date DATE NOT NULL, collected_date DATE);
        """
    )
    names = ["Grace Lee", "Paul Adams", "Fatima Noor", "George Hill", "Emma Stone", "Raj Patel", "Lucy Brown",
             "Daniel Kim", "Sara Lopez", "Mark Evans", "Yuki Tanaka", "Ben Carter", "Olga Ivanova", "Chris Wood"]
    customers = [(i + 1, n, f"07700 900{100 + i * 7}") for i, n in enumerate(names)]
    con.executemany("INSERT INTO customers VALUES (?,?,?)", customers)
    tailors = [(1, "Anna Kowalski", dt.date(TODAY.year - 6, 4, 1)), (2, "Hugo Moreau", dt.date(TODAY.year - 3, 9, 1)),
               (3, "Mei Lin", dt.date(TODAY.year - 1, 1, 10)), (4, "Sam Okafor", dt.date(TODAY.year, 3, 2))]
    con.executemany("INSERT INTO tailors VALUES (?,?,?)", [(t, n, d.isoformat()) for t, n, d in tailors])
    base = {"hem": 12.0, "resize": 30.0, "repair": 18.0, "zip": 15.0}
    garments = {"suit": 1.6, "dress": 1.3, "trousers": 1.0, "shirt": 0.9, "coat": 1.4}
    weights = [1 + (i * 5) % 11 for i in range(len(customers) - 2)]
    rows = []
    for k in range(1, 901):
        c = rng.choices(customers[:-2], weights)[0]  # the last two customers only registered
        t = rng.choices(tailors, [4, 3, 2, 1])[0]
        start = max(t[2], dt.date(TODAY.year - 1, 1, 1))
        came = day(rng, start)
        g = rng.choices(list(garments), [3, 2, 5, 3, 1])[0]
        w = rng.choices(list(base), [5, 2, 3, 2])[0]
        price = round(base[w] * garments[g] + rng.choice([0, 2, 5]), 2)
        ready = came + dt.timedelta(days=rng.randint(2, 7))
        collected = ready + dt.timedelta(days=rng.randint(0, 20))
        rows.append((k, c[0], t[0], g, w, price, came.isoformat(), ready.isoformat(),
                     collected.isoformat() if collected <= TODAY else None))
    con.executemany("INSERT INTO alterations VALUES (?,?,?,?,?,?,?,?,?)", rows)
    con.commit()


def parcel_station(rng):
    con = open_db("parcel_station")
    con.executescript(
        """
        CREATE TABLE couriers (courier_id INTEGER PRIMARY KEY, courier_name TEXT NOT NULL);
        CREATE TABLE recipients (recipient_id INTEGER PRIMARY KEY, recipient_name TEXT NOT NULL,
                                 building TEXT NOT NULL);
        CREATE TABLE parcels (parcel_id INTEGER PRIMARY KEY, courier_id INTEGER NOT NULL REFERENCES couriers(courier_id),
                              recipient_id INTEGER NOT NULL REFERENCES recipients(recipient_id),
                              arrived_date DATE NOT NULL, picked_up_date DATE, size TEXT NOT NULL,
                              storage_fee REAL NOT NULL);
        """
    )
    couriers = [(1, "顺丰"), (2, "中通"), (3, "圆通"), (4, "韵达"), (5, "京东")]
    con.executemany("INSERT INTO couriers VALUES (?,?)", couriers)
    names = ["张伟", "王芳", "李娜", "刘洋", "陈静", "杨帆", "赵敏", "黄磊", "周杰", "吴婷", "徐明", "孙丽",
             "马超", "朱琳", "胡军", "郭靖", "何雪", "高峰"]
    recipients = [(i + 1, n, f"{1 + (i * 7) % 5}号楼") for i, n in enumerate(names)]
    con.executemany("INSERT INTO recipients VALUES (?,?,?)", recipients)
    weights = [1 + (i * 7) % 13 for i in range(len(recipients) - 2)]
    parcels = []
    for p in range(1, 2001):
        r = rng.choices(recipients[:-2], weights)[0]  # the last two recipients never got a parcel
        c = rng.choices(couriers, [4, 5, 3, 3, 2])[0]
        came = day(rng, dt.date(TODAY.year - 1, 1, 1))
        wait = rng.choices([0, 1, 2, 3, 5, 8], [4, 4, 3, 2, 1, 1])[0]
        taken = came + dt.timedelta(days=wait)
        size = rng.choices(["小件", "中件", "大件"], [6, 3, 1])[0]
        fee = 0.0 if wait < 3 or taken > TODAY else 1.0 * (wait - 2)
        parcels.append((p, c[0], r[0], came.isoformat(), taken.isoformat() if taken <= TODAY else None, size, fee))
    con.executemany("INSERT INTO parcels VALUES (?,?,?,?,?,?,?)", parcels)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(67)
    tailor_shop(rng)
    parcel_station(rng)
