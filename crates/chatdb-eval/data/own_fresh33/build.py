#!/usr/bin/env python3
"""Builds the databases of our thirty-fourth own set (own_fresh33), written
to be held out: scored when written, before any change aimed at it. A
coffee chain's loyalty programme asked in English (`coffee`: stores,
members, purchases — a guest's purchase has no member) and a company's
vehicle fleet with English names asked about only in Chinese (`fleet`:
vehicles, drivers, trips). Seeded, anchored at today.

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


def coffee(rng):
    con = open_db("coffee")
    con.executescript(
        """
        CREATE TABLE stores (store_id INTEGER PRIMARY KEY, store_name TEXT NOT NULL, city TEXT NOT NULL, opened_on DATE NOT NULL);
        CREATE TABLE members (member_id INTEGER PRIMARY KEY, member_name TEXT NOT NULL, joined_on DATE NOT NULL, tier TEXT NOT NULL);
        CREATE TABLE purchases (
            purchase_id INTEGER PRIMARY KEY,
            member_id INTEGER REFERENCES members(member_id),
            store_id INTEGER NOT NULL REFERENCES stores(store_id),
            bought_at DATETIME NOT NULL, amount REAL NOT NULL, drink TEXT NOT NULL);
        """
    )
    stores = [(1, "Bean There Soho", "London", "2015-04-01"), (2, "Bean There Camden", "London", "2017-09-12"),
              (3, "Bean There Shoreditch", "London", "2021-02-20"), (4, "Bean There Deansgate", "Manchester", "2018-06-01"),
              (5, "Bean There Northern Quarter", "Manchester", "2023-03-15"), (6, "Bean There Clifton", "Bristol", "2019-11-05")]
    con.executemany("INSERT INTO stores VALUES (?,?,?,?)", stores)
    names = ["Alex", "Sam", "Jo", "Chris", "Pat", "Robin", "Charlie", "Jamie", "Morgan", "Taylor"]
    members = [(i, f"{names[i % 10]} {chr(65 + i % 26)}. {i}", day(rng, dt.date(TODAY.year - 3, 1, 1)).isoformat(),
                rng.choices(["green", "silver", "gold"], [6, 3, 1])[0]) for i in range(1, 401)]
    con.executemany("INSERT INTO members VALUES (?,?,?,?)", members)
    drinks = [("latte", 3.6), ("flat white", 3.4), ("americano", 2.9), ("cappuccino", 3.5), ("mocha", 3.9), ("tea", 2.4)]
    purchases = []
    for i in range(1, 9001):
        m = rng.choice(members[:-30]) if rng.random() < 0.8 else None  # the last thirty never bought
        s = rng.choices(stores, [5, 4, 3, 3, 2, 2])[0]
        when = dt.datetime.combine(day(rng, max(dt.date.fromisoformat(s[3]), dt.date(TODAY.year - 1, 1, 1))),
                                   dt.time(rng.randrange(7, 19), rng.randrange(60)))
        if m is not None and when.date() < dt.date.fromisoformat(m[2]):
            m = None
        d = rng.choices(drinks, [6, 4, 3, 3, 2, 1])[0]
        q = rng.choices([1, 2, 3], [7, 2, 1])[0]
        purchases.append((i, m[0] if m else None, s[0], when.isoformat(sep=" "), round(q * d[1], 2), d[0]))
    con.executemany("INSERT INTO purchases VALUES (?,?,?,?,?,?)", purchases)
    con.commit()


def fleet(rng):
    con = open_db("fleet")
    con.executescript(
        """
        CREATE TABLE vehicles (vehicle_id INTEGER PRIMARY KEY, plate TEXT NOT NULL, vehicle_type TEXT NOT NULL,
            bought_on DATE NOT NULL, mileage INTEGER NOT NULL);
        CREATE TABLE drivers (driver_id INTEGER PRIMARY KEY, name TEXT NOT NULL, licensed_on DATE NOT NULL);
        CREATE TABLE trips (
            trip_id INTEGER PRIMARY KEY,
            vehicle_id INTEGER NOT NULL REFERENCES vehicles(vehicle_id),
            driver_id INTEGER NOT NULL REFERENCES drivers(driver_id),
            started_at DATETIME NOT NULL, distance_km REAL NOT NULL, fuel_cost REAL NOT NULL);
        """
    )
    vehicles = []
    for i in range(1, 31):
        t = rng.choices(["truck", "van", "car"], [3, 4, 3])[0]
        vehicles.append((i, f"沪A{10000 + i * 37}", t, day(rng, dt.date(2016, 1, 1), dt.date(TODAY.year, 1, 1)).isoformat(),
                         rng.randrange(20000, 400000) + i))
    con.executemany("INSERT INTO vehicles VALUES (?,?,?,?,?)", vehicles)
    drivers = [(i, n, day(rng, dt.date(2000, 1, 1), dt.date(2022, 1, 1)).isoformat()) for i, n in enumerate(
        ["Wang Gang", "Li Qiang", "Zhang Min", "Liu Bo", "Chen Hao", "Yang Fan", "Zhao Lei", "Huang Tao", "Zhou Jun"], start=1)]
    con.executemany("INSERT INTO drivers VALUES (?,?,?)", drivers)
    trips = []
    for i in range(1, 3001):
        v = rng.choice(vehicles)
        d = rng.choices(drivers[:-1], [5, 4, 4, 3, 3, 2, 2, 1])[0]  # Zhou Jun: not driven yet
        km = round(rng.uniform(10, 600 if v[2] == "truck" else 250), 1)
        rate = {"truck": 1.6, "van": 0.9, "car": 0.6}[v[2]]
        when = dt.datetime.combine(day(rng, dt.date(TODAY.year - 1, 1, 1)), dt.time(rng.randrange(6, 20), rng.randrange(60)))
        trips.append((i, v[0], d[0], when.isoformat(sep=" "), km, round(km * rate + i % 7 * 0.01, 2)))
    con.executemany("INSERT INTO trips VALUES (?,?,?,?,?,?)", trips)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(33)
    coffee(rng)
    fleet(rng)
