#!/usr/bin/env python3
"""Builds the databases of our eighty-second own set (own_fresh81), written
at the start of the session of 2026-12-06 (third), before the engine was
run on these databases. A locksmith's callouts asked in English
(`locksmith`: technicians hired on a day; callouts of a technician on a
day in an area, of a kind of job, with the minutes to get there and the
fee) and a mushroom farm with English names asked about only in Chinese
(`mushrooms`: growing rooms of a variety with a floor area; harvests of a
room on a day with the weight in kilograms, a grade and the price per
kilogram). Seeded, anchored at today.

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


def locksmith(rng):
    con = open_db("locksmith")
    con.executescript(
        """
        CREATE TABLE technicians (tech_id INTEGER PRIMARY KEY, tech_name TEXT NOT NULL, hired_on DATE NOT NULL);
        CREATE TABLE callouts (callout_id INTEGER PRIMARY KEY,
                               tech_id INTEGER NOT NULL REFERENCES technicians(tech_id),
                               callout_date DATE NOT NULL, area TEXT NOT NULL, job_type TEXT NOT NULL,
                               response_minutes INTEGER NOT NULL, fee REAL NOT NULL);
        """
    )
    names = ["Dave Marsh", "Priya Shah", "Tom Evans", "Lena Novak", "Sam Okafor", "Kate Byrne",
             "Omar Haddad", "Ben Ward"]
    techs = [(i, n, day(rng, TODAY - dt.timedelta(days=1500)).isoformat()) for i, n in enumerate(names, start=1)]
    techs[-1] = (8, "Ben Ward", (TODAY - dt.timedelta(days=20)).isoformat())  # hired this month or last
    techs[-2] = (7, "Omar Haddad", dt.date(TODAY.year, 2, 3).isoformat())
    con.executemany("INSERT INTO technicians VALUES (?,?,?)", techs)
    areas = ["North", "South", "East", "West", "Centre"]
    jobs = [("house lockout", 80, 140), ("car lockout", 90, 160), ("lock change", 120, 260),
            ("safe opening", 200, 450)]
    callouts = []
    c = 0
    d = TODAY - dt.timedelta(days=420)
    while d <= TODAY:
        for _ in range(rng.randint(0, 4)):
            tech = rng.choices(techs[:-1], [5, 4, 4, 3, 3, 2, 1])[0]  # Ben Ward has had none yet
            if dt.date.fromisoformat(tech[2]) > d:
                continue
            c += 1
            job, lo, hi = rng.choices(jobs, [5, 3, 4, 1])[0]
            callouts.append((c, tech[0], d.isoformat(), rng.choice(areas), job, rng.randint(12, 95),
                             round(rng.uniform(lo, hi), 2)))
        d += dt.timedelta(days=1)
    con.executemany("INSERT INTO callouts VALUES (?,?,?,?,?,?,?)", callouts)
    con.commit()


def mushrooms(rng):
    con = open_db("mushrooms")
    con.executescript(
        """
        CREATE TABLE rooms (room_id INTEGER PRIMARY KEY, room_name TEXT NOT NULL, variety TEXT NOT NULL,
                            area_sqm REAL NOT NULL);
        CREATE TABLE harvests (harvest_id INTEGER PRIMARY KEY, room_id INTEGER NOT NULL REFERENCES rooms(room_id),
                               harvest_date DATE NOT NULL, weight_kg REAL NOT NULL, grade TEXT NOT NULL,
                               price_per_kg REAL NOT NULL);
        """
    )
    areas = rng.sample(range(60, 240, 5), 12)  # no ties
    rooms = [(i, f"{'ABC'[(i - 1) // 4]}{(i - 1) % 4 + 1}", ["香菇", "平菇", "金针菇"][(i - 1) % 3], float(areas[i - 1]))
             for i in range(1, 13)]
    con.executemany("INSERT INTO rooms VALUES (?,?,?,?)", rooms)
    price = {"香菇": 16.0, "平菇": 8.0, "金针菇": 6.0}
    harvests = []
    h = 0
    d = TODAY - dt.timedelta(days=400)
    while d <= TODAY:
        for r in rng.sample(rooms, rng.randint(0, 3)):
            if r[0] == 12 and d >= TODAY.replace(day=1):
                continue  # C4 is resting this month
            h += 1
            grade = rng.choices(["一级", "二级", "三级"], [2, 3, 1])[0]
            factor = {"一级": 1.3, "二级": 1.0, "三级": 0.7}[grade]
            harvests.append((h, r[0], d.isoformat(), round(rng.uniform(5, 30) * r[3] / 100, 1), grade,
                             round(price[r[2]] * factor + rng.uniform(-1, 1), 2)))
        d += dt.timedelta(days=1)
    con.executemany("INSERT INTO harvests VALUES (?,?,?,?,?,?)", harvests)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(81)
    locksmith(rng)
    mushrooms(rng)
