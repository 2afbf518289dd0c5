#!/usr/bin/env python3
"""Builds the databases of our seventy-fifth own set (own_fresh74), written
at the start of the session of 2026-12-06, before the engine had seen these
databases. A volunteer centre asked in English (`volunteering`: volunteers
of a city who joined on a day; events of a type on a day; shifts a
volunteer worked at an event, in a role, for some hours) and a grain
purchase station with English names asked about only in Chinese (`grain`:
farmers of a village; deliveries of a crop of a grade by a farmer on a day,
weighed in kilograms, paid at a price per kilogram). Seeded, anchored at
today.

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


def volunteering(rng):
    con = open_db("volunteering")
    con.executescript(
        """
        CREATE TABLE volunteers (volunteer_id INTEGER PRIMARY KEY, full_name TEXT NOT NULL, city TEXT NOT NULL,
                                 joined_on DATE NOT NULL);
        CREATE TABLE events (event_id INTEGER PRIMARY KEY, title TEXT NOT NULL, event_type TEXT NOT NULL,
                             event_date DATE NOT NULL);
        CREATE TABLE shifts (shift_id INTEGER PRIMARY KEY,
                             volunteer_id INTEGER NOT NULL REFERENCES volunteers(volunteer_id),
                             event_id INTEGER NOT NULL REFERENCES events(event_id),
                             role TEXT NOT NULL, hours REAL NOT NULL);
        """
    )
    first = ["Priya", "Tom", "Aisha", "Ben", "Chloe", "Dev", "Ella", "Finn", "Grace", "Hassan", "Isla", "Jack"]
    last = ["Shah", "Evans", "Khan", "Wright", "Murphy", "Patel", "Hughes", "Lewis"]
    names = rng.sample([f"{f} {l}" for f in first for l in last], 60)
    joined = rng.sample(range((TODAY - dt.date(TODAY.year - 3, 1, 1)).days), 60)  # one volunteer a day at most
    volunteers = [(i, n, rng.choices(["Leeds", "York", "Bradford", "Hull"], [5, 3, 3, 2])[0],
                   (dt.date(TODAY.year - 3, 1, 1) + dt.timedelta(days=d)).isoformat())
                  for i, (n, d) in enumerate(zip(names, joined), start=1)]
    con.executemany("INSERT INTO volunteers VALUES (?,?,?,?)", volunteers)
    kinds = {"food bank": "Food bank", "beach cleanup": "Beach cleanup", "tutoring": "Homework club",
             "park planting": "Park planting"}
    events = []
    for e in range(1, 121):
        k = rng.choices(list(kinds), [5, 2, 3, 2])[0]
        events.append((e, f"{kinds[k]} #{e}", k, day(rng, dt.date(TODAY.year - 1, 1, 1)).isoformat()))
    con.executemany("INSERT INTO events VALUES (?,?,?,?)", events)
    shifts = []
    s = 0
    active = volunteers[:-4]  # the last four have not worked a shift yet
    for e in events:
        n = rng.randint(2, 9) if e[0] != 60 else 12  # one big event draws the most
        for v in rng.sample(active, n):  # a volunteer works one shift an event
            s += 1
            shifts.append((s, v[0], e[0], rng.choices(["helper", "driver", "cook", "lead"], [6, 2, 2, 1])[0],
                           rng.choice([1.5, 2.0, 3.0, 4.0, 6.0])))
    con.executemany("INSERT INTO shifts VALUES (?,?,?,?,?)", shifts)
    con.commit()


def grain(rng):
    con = open_db("grain")
    con.executescript(
        """
        CREATE TABLE farmers (farmer_id INTEGER PRIMARY KEY, farmer_name TEXT NOT NULL, village TEXT NOT NULL);
        CREATE TABLE deliveries (delivery_id INTEGER PRIMARY KEY,
                                 farmer_id INTEGER NOT NULL REFERENCES farmers(farmer_id),
                                 delivery_date DATE NOT NULL, crop TEXT NOT NULL, grade TEXT NOT NULL,
                                 weight_kg REAL NOT NULL, price_per_kg REAL NOT NULL, amount REAL NOT NULL);
        """
    )
    surnames = "王李张刘陈杨赵黄周吴"
    given = ["建国", "秀英", "桂兰", "志强", "玉梅", "德胜", "春花", "国庆", "红军", "金凤"]
    names = rng.sample([s + g for s in surnames for g in given], 45)
    if "张建国" not in names:
        names[0] = "张建国"
    farmers = [(i, n, rng.choices(["王家村", "李庄", "河西村", "南湾村"], [4, 3, 3, 2])[0])
               for i, n in enumerate(names, start=1)]
    con.executemany("INSERT INTO farmers VALUES (?,?,?)", farmers)
    price = {"小麦": 2.8, "玉米": 2.4, "稻谷": 2.9, "大豆": 5.6}
    bonus = {"一等": 0.1, "二等": 0.0, "三等": -0.15}
    deliveries = []
    for d in range(1, 1201):
        f = rng.choice(farmers[:-3])  # the last three have delivered nothing yet
        crop = rng.choices(list(price), [4, 4, 3, 1])[0]
        grade = rng.choices(list(bonus), [3, 5, 2])[0]
        kg = round(rng.uniform(200, 3000), 1)
        p = round(price[crop] + bonus[grade] + rng.choice([-0.05, 0, 0.05]), 2)
        deliveries.append((d, f[0], day(rng, dt.date(TODAY.year - 1, 1, 1)).isoformat(), crop, grade, kg, p,
                           round(kg * p, 2)))
    con.executemany("INSERT INTO deliveries VALUES (?,?,?,?,?,?,?,?)", deliveries)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(74)
    volunteering(rng)
    grain(rng)
