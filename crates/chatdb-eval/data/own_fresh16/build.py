#!/usr/bin/env python3
"""Builds the databases of our seventeenth own set (own_fresh16), written to
be held out: scored when written, before any change aimed at it. A fitness
club (`gym`: members, trainers, classes, bookings, payments) asked in
English and Chinese, and a courier company with English names asked about
only in Chinese (`courier`: depots, couriers, parcels, complaints). Seeded,
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


def gym(rng):
    con = open_db("gym")
    con.executescript(
        """
        CREATE TABLE members (
            member_id INTEGER PRIMARY KEY, full_name TEXT NOT NULL, gender TEXT NOT NULL,
            birth_date DATE NOT NULL, joined_on DATE NOT NULL, plan TEXT NOT NULL);
        CREATE TABLE trainers (
            trainer_id INTEGER PRIMARY KEY, name TEXT NOT NULL, specialty TEXT NOT NULL);
        CREATE TABLE classes (
            class_id INTEGER PRIMARY KEY, class_name TEXT NOT NULL, category TEXT NOT NULL,
            trainer_id INTEGER NOT NULL REFERENCES trainers(trainer_id),
            weekday TEXT NOT NULL, capacity INTEGER NOT NULL);
        CREATE TABLE bookings (
            booking_id INTEGER PRIMARY KEY,
            member_id INTEGER NOT NULL REFERENCES members(member_id),
            class_id INTEGER NOT NULL REFERENCES classes(class_id),
            booked_on DATE NOT NULL, attended INTEGER NOT NULL);
        CREATE TABLE payments (
            payment_id INTEGER PRIMARY KEY,
            member_id INTEGER NOT NULL REFERENCES members(member_id),
            paid_at TIMESTAMP NOT NULL, amount REAL NOT NULL, method TEXT NOT NULL);
        """
    )
    first = ["Anna", "Ben", "Chloe", "David", "Emma", "Felix", "Grace", "Henry", "Isla", "Jack",
             "Kate", "Liam", "Mia", "Noah", "Olivia", "Paul"]
    last = ["Smith", "Brown", "Taylor", "Wilson", "Clark", "Hall", "Young", "King", "Wright", "Scott"]
    members = []
    for i in range(1, 251):
        members.append((i, f"{rng.choice(first)} {rng.choice(last)}", rng.choice(["F", "M"]),
                        day(rng, dt.date(1960, 1, 1), dt.date(2005, 12, 31)).isoformat(),
                        day(rng, dt.date(2019, 1, 1)).isoformat(),
                        rng.choices(["basic", "premium", "student"], [5, 3, 2])[0]))
    con.executemany("INSERT INTO members VALUES (?,?,?,?,?,?)", members)
    trainers = [(1, "Sara Lopez", "yoga"), (2, "Tom Reed", "strength"), (3, "Mei Chen", "pilates"),
                (4, "Omar Haddad", "spin"), (5, "Lucy Park", "yoga")]
    con.executemany("INSERT INTO trainers VALUES (?,?,?)", trainers)
    classes = [(1, "Morning Flow", "yoga", 1, "Monday", 20), (2, "Power Lift", "strength", 2, "Tuesday", 12),
               (3, "Core Pilates", "pilates", 3, "Wednesday", 15), (4, "Spin Blast", "spin", 4, "Thursday", 25),
               (5, "Yin Yoga", "yoga", 5, "Friday", 18), (6, "Evening Spin", "spin", 4, "Monday", 25),
               (7, "Kettlebell Basics", "strength", 2, "Saturday", 10), (8, "Reformer Pilates", "pilates", 3, "Sunday", 8),
               (9, "Hatha Yoga", "yoga", 1, "Wednesday", 22)]
    con.executemany("INSERT INTO classes VALUES (?,?,?,?,?,?)", classes)
    bookings = []
    for i in range(1, 3001):
        m = rng.randrange(1, 231)  # members 231 to 250 never booked
        joined = dt.date.fromisoformat(members[m - 1][4])
        c = rng.choices(range(1, 10), [5, 2, 3, 6, 2, 4, 1, 1, 3])[0]
        bookings.append((i, m, c, day(rng, max(joined, dt.date(TODAY.year - 1, 1, 1))).isoformat(),
                         1 if rng.random() < 0.82 else 0))
    con.executemany("INSERT INTO bookings VALUES (?,?,?,?,?)", bookings)
    payments = []
    for m in members:
        price = {"basic": 39.0, "premium": 69.0, "student": 25.0}[m[5]]
        month = max(dt.date.fromisoformat(m[4]), dt.date(TODAY.year - 1, 1, 1)).replace(day=1)
        while month <= TODAY:
            when = dt.datetime.combine(month + dt.timedelta(days=rng.randrange(3)),
                                       dt.time(rng.randrange(6, 22), rng.randrange(60)))
            if when.date() <= TODAY:
                payments.append((len(payments) + 1, m[0], when.isoformat(sep=" "), price + rng.choice([0, 0, 0, 15, 30]),
                                 rng.choices(["card", "cash", "transfer"], [6, 1, 2])[0]))
            month = (month.replace(day=28) + dt.timedelta(days=4)).replace(day=1)
    con.executemany("INSERT INTO payments VALUES (?,?,?,?,?)", payments)
    con.commit()


def courier(rng):
    con = open_db("courier")
    con.executescript(
        """
        CREATE TABLE depots (depot_id INTEGER PRIMARY KEY, depot_name TEXT NOT NULL, city TEXT NOT NULL);
        CREATE TABLE couriers (
            courier_id INTEGER PRIMARY KEY, courier_name TEXT NOT NULL,
            depot_id INTEGER NOT NULL REFERENCES depots(depot_id),
            hired_on DATE NOT NULL, vehicle TEXT NOT NULL);
        CREATE TABLE parcels (
            parcel_id INTEGER PRIMARY KEY,
            courier_id INTEGER NOT NULL REFERENCES couriers(courier_id),
            recipient_city TEXT NOT NULL, weight_kg REAL NOT NULL, fee REAL NOT NULL,
            shipped_on DATE NOT NULL, delivered_on DATE);
        CREATE TABLE complaints (
            complaint_id INTEGER PRIMARY KEY,
            parcel_id INTEGER NOT NULL REFERENCES parcels(parcel_id),
            filed_on DATE NOT NULL, reason TEXT NOT NULL);
        """
    )
    depots = [(1, "Pudong Hub", "Shanghai"), (2, "Minhang Station", "Shanghai"), (3, "Chaoyang Hub", "Beijing"),
              (4, "Haidian Station", "Beijing"), (5, "Tianhe Hub", "Guangzhou"), (6, "Nanshan Station", "Shenzhen")]
    con.executemany("INSERT INTO depots VALUES (?,?,?)", depots)
    sur = ["Wang", "Li", "Zhang", "Liu", "Chen", "Yang", "Zhao", "Huang", "Zhou", "Wu"]
    couriers = []
    for i in range(1, 61):
        couriers.append((i, f"{rng.choice(sur)} {rng.choice(['Qiang', 'Jun', 'Hao', 'Bo', 'Gang', 'Lin'])}",
                         rng.randrange(1, 7), day(rng, dt.date(2016, 1, 1), TODAY - dt.timedelta(days=20)).isoformat(),
                         rng.choices(["e-bike", "van", "tricycle"], [5, 2, 2])[0]))
    con.executemany("INSERT INTO couriers VALUES (?,?,?,?,?)", couriers)
    cities = ["Shanghai", "Beijing", "Guangzhou", "Shenzhen", "Hangzhou", "Nanjing", "Chengdu", "Wuhan"]
    parcels = []
    for i in range(1, 6001):
        c = rng.randrange(1, 59)  # couriers 59 and 60 have carried nothing yet
        hired = dt.date.fromisoformat(couriers[c - 1][3])
        shipped = day(rng, max(hired, dt.date(TODAY.year - 1, 1, 1)))
        weight = round(rng.choices([rng.uniform(0.1, 2), rng.uniform(2, 10), rng.uniform(10, 30)], [6, 3, 1])[0], 2)
        fee = round(8 + weight * 1.5, 2)
        arrived = shipped + dt.timedelta(days=rng.choices([1, 2, 3, 4, 6], [3, 4, 2, 1, 1])[0])
        delivered = None if arrived > TODAY or rng.random() < 0.01 else arrived.isoformat()
        parcels.append((i, c, rng.choice(cities), weight, fee, shipped.isoformat(), delivered))
    con.executemany("INSERT INTO parcels VALUES (?,?,?,?,?,?,?)", parcels)
    complaints = []
    for i in range(1, 181):
        p = parcels[rng.randrange(len(parcels))]
        filed = dt.date.fromisoformat(p[5]) + dt.timedelta(days=rng.randrange(1, 8))
        complaints.append((i, p[0], min(filed, TODAY).isoformat(),
                           rng.choices(["late", "damaged", "lost", "rude courier"], [5, 3, 1, 1])[0]))
    con.executemany("INSERT INTO complaints VALUES (?,?,?,?)", complaints)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(316)
    gym(rng)
    courier(rng)
