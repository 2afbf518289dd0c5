#!/usr/bin/env python3
"""Builds the databases of our eighty-third own set (own_fresh82), written
at the start of the session of 2026-12-06 (third) and kept unrun until
its end, to measure the session's changes on databases nobody tuned on.
Allotment gardens asked in English (`allotments`: tenants who joined on a
day; plots at a site with a size in square metres and a yearly rent, let
to a tenant or vacant) and a guesthouse (民宿) with English names asked
about only in Chinese (`guesthouse`: rooms of a type with a base price;
bookings of a room by a guest, checking in on a day for a number of
nights, with the amount paid and the channel booked through). Seeded,
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


def allotments(rng):
    con = open_db("allotments")
    con.executescript(
        """
        CREATE TABLE tenants (tenant_id INTEGER PRIMARY KEY, tenant_name TEXT NOT NULL, joined_on DATE NOT NULL);
        CREATE TABLE plots (plot_id INTEGER PRIMARY KEY, plot_code TEXT NOT NULL, site TEXT NOT NULL,
                            size_sqm REAL NOT NULL, annual_rent REAL NOT NULL,
                            tenant_id INTEGER REFERENCES tenants(tenant_id));
        """
    )
    first = ["Alice", "Brian", "Chloe", "Derek", "Ellen", "Frank", "Grace", "Harry", "Irene", "Jack"]
    last = ["Moss", "Reed", "Fern", "Ash", "Hale", "Pike"]
    names = rng.sample([f"{f} {s}" for f in first for s in last], 22)
    tenants = [(i, n, day(rng, dt.date(TODAY.year - 6, 1, 1)).isoformat()) for i, n in enumerate(names, start=1)]
    con.executemany("INSERT INTO tenants VALUES (?,?,?)", tenants)
    sites = ["Riverside", "Hillside", "Church Lane"]
    sizes = rng.sample(range(50, 400, 5), 36)  # no ties
    plots = []
    holders = [t[0] for t in tenants[:-2]]  # two tenants are waiting for a plot
    for p in range(1, 37):
        site = sites[(p - 1) % 3]
        tenant = rng.choice(holders) if rng.random() < 0.8 else None
        plots.append((p, f"{site[0]}{p:02d}", site, float(sizes[p - 1]), round(sizes[p - 1] * 0.4, 2), tenant))
    con.executemany("INSERT INTO plots VALUES (?,?,?,?,?,?)", plots)
    con.commit()


def guesthouse(rng):
    con = open_db("guesthouse")
    con.executescript(
        """
        CREATE TABLE rooms (room_id INTEGER PRIMARY KEY, room_name TEXT NOT NULL, room_type TEXT NOT NULL,
                            base_price REAL NOT NULL);
        CREATE TABLE bookings (booking_id INTEGER PRIMARY KEY, room_id INTEGER NOT NULL REFERENCES rooms(room_id),
                               guest_name TEXT NOT NULL, check_in DATE NOT NULL, nights INTEGER NOT NULL,
                               amount REAL NOT NULL, channel TEXT NOT NULL);
        """
    )
    types = [("大床房", 268.0), ("双床房", 298.0), ("家庭房", 428.0)]
    names = ["听雨", "观山", "望月", "临溪", "竹影", "松风", "桃源", "云居", "半山"]
    rooms = [(i, n, types[(i - 1) % 3][0], types[(i - 1) % 3][1] + 10 * i) for i, n in enumerate(names, start=1)]
    con.executemany("INSERT INTO rooms VALUES (?,?,?,?)", rooms)
    surnames = "张王李赵刘陈"
    given = ["伟", "芳", "娜", "敏", "静", "磊", "洋", "婷"]
    guests = [s + g for s in surnames for g in given]
    bookings = []
    b = 0
    d = TODAY - dt.timedelta(days=420)
    while d <= TODAY:
        for r in rng.sample(rooms[:-1], rng.randint(0, 3)):  # 半山 has never been booked
            b += 1
            nights = rng.choices([1, 2, 3, 4, 5], [5, 4, 2, 1, 1])[0]
            bookings.append((b, r[0], rng.choice(guests), d.isoformat(), nights,
                             round(r[3] * nights * rng.uniform(0.85, 1.15), 2),
                             rng.choices(["携程", "美团", "直订"], [4, 3, 2])[0]))
        d += dt.timedelta(days=1)
    con.executemany("INSERT INTO bookings VALUES (?,?,?,?,?,?,?)", bookings)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(82)
    allotments(rng)
    guesthouse(rng)
