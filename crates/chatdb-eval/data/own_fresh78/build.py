#!/usr/bin/env python3
"""Builds the databases of our seventy-ninth own set (own_fresh78),
written at the start of the session of 2026-12-06 (second), before the
engine had seen these databases. A toll road asked in English (`tolls`:
gates on a highway with a number of lanes; passages through a gate on a
day — a plate, a vehicle class, the fee and how it was paid) and a quarry
with English names asked about only in Chinese (`quarry`: pits of a rock
type opened on a day; trucks with a plate, a capacity in tonnes and a
driver; hauls of a truck from a pit on a day, in tonnes). Seeded, anchored
at today.

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


def tolls(rng):
    con = open_db("tolls")
    con.executescript(
        """
        CREATE TABLE gates (gate_id INTEGER PRIMARY KEY, gate_name TEXT NOT NULL, highway TEXT NOT NULL,
                            lanes INTEGER NOT NULL);
        CREATE TABLE passages (passage_id INTEGER PRIMARY KEY, gate_id INTEGER NOT NULL REFERENCES gates(gate_id),
                               pass_date DATE NOT NULL, plate TEXT NOT NULL, vehicle_class TEXT NOT NULL,
                               fee REAL NOT NULL, payment TEXT NOT NULL);
        """
    )
    gates = [(1, "North Plaza", "A1", 8), (2, "Bridge East", "A1", 4), (3, "Valley Gate", "A1", 3),
             (4, "Coast Road", "A7", 6), (5, "Pine Junction", "A7", 2), (6, "Airport Link", "M4", 5),
             (7, "Old Quarry Exit", "M4", 2)]
    con.executemany("INSERT INTO gates VALUES (?,?,?,?)", gates)
    fees = {"car": 2.5, "truck": 9.0, "bus": 6.0, "motorbike": 1.0}
    plates = [f"{rng.choice('KLMX')}{rng.choice('ABRX')}-{rng.randint(1000, 9999)}" for _ in range(300)]
    if "KX-4411" not in plates:
        plates[0] = "KX-4411"
    passages = []
    p = 0
    d = TODAY - dt.timedelta(days=430)
    while d <= TODAY:
        for g in gates:
            if g[0] == 7 and d == TODAY - dt.timedelta(days=1):
                continue  # the old quarry exit was closed yesterday
            for _ in range(rng.randint(1, g[3] * 2)):
                p += 1
                cls = rng.choices(list(fees), [10, 3, 1, 1])[0]
                passages.append((p, g[0], d.isoformat(), rng.choice(plates), cls,
                                 fees[cls] * (1.5 if g[2] == "M4" else 1.0), rng.choices(["tag", "cash", "card"], [6, 2, 3])[0]))
        d += dt.timedelta(days=1)
    con.executemany("INSERT INTO passages VALUES (?,?,?,?,?,?,?)", passages)
    con.commit()


def quarry(rng):
    con = open_db("quarry")
    con.executescript(
        """
        CREATE TABLE pits (pit_id INTEGER PRIMARY KEY, pit_name TEXT NOT NULL, rock_type TEXT NOT NULL,
                           opened_on DATE NOT NULL);
        CREATE TABLE trucks (truck_id INTEGER PRIMARY KEY, plate TEXT NOT NULL, capacity_t REAL NOT NULL,
                             driver_name TEXT NOT NULL);
        CREATE TABLE hauls (haul_id INTEGER PRIMARY KEY, truck_id INTEGER NOT NULL REFERENCES trucks(truck_id),
                            pit_id INTEGER NOT NULL REFERENCES pits(pit_id), haul_date DATE NOT NULL,
                            tonnes REAL NOT NULL);
        """
    )
    pits = [(1, "东坑", "花岗岩", "2015-03-01"), (2, "西坑", "石灰岩", "2012-08-18"), (3, "南坑", "花岗岩", "2019-05-20"),
            (4, "北坑", "玄武岩", "2021-10-01")]
    con.executemany("INSERT INTO pits VALUES (?,?,?,?)", pits)
    drivers = ["王建军", "李志强", "张国庆", "刘海涛", "陈永明", "杨立新", "赵德胜", "黄振华", "周宏伟", "吴春生", "孙大勇", "马俊"]
    trucks = [(i, f"浙B{rng.randint(10000, 99999)}", rng.choice([20.0, 25.0, 32.0, 40.0]), n)
              for i, n in enumerate(drivers, start=1)]
    con.executemany("INSERT INTO trucks VALUES (?,?,?,?)", trucks)
    hauls = []
    h = 0
    d = TODAY - dt.timedelta(days=420)
    while d <= TODAY:
        for t in trucks:
            if t[0] >= 11 and d >= TODAY.replace(day=1):
                continue  # two trucks are in the workshop this month
            for _ in range(rng.randint(0, 3)):
                h += 1
                hauls.append((h, t[0], rng.choices(pits, [4, 3, 2, 1])[0][0], d.isoformat(),
                              round(t[2] * rng.uniform(0.7, 1.0), 1)))
        d += dt.timedelta(days=1)
    con.executemany("INSERT INTO hauls VALUES (?,?,?,?,?)", hauls)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(78)
    tolls(rng)
    quarry(rng)
