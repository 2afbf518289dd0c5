#!/usr/bin/env python3
"""Builds the databases of our seventy-first own set (own_fresh70), written
mid-session after the changes made for own_fresh67 to 69, before the
engine had seen these databases. A music festival asked in English
(`festival`: stages with a capacity; acts of a genre with a fee;
performances of an act on a stage on a day, lasting minutes, with an
attendance; tickets of a type sold on a day at a price to a buyer from a
country) and a vaccination point with English names asked about only in
Chinese (`vaccination`: vaccines by a maker at a price; people of a
gender, born on a day, living in a district; vaccinations of a person
with a vaccine on a day, the dose's number, given by a nurse). Seeded,
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


def festival(rng):
    con = open_db("festival")
    con.executescript(
        """
        CREATE TABLE stages (stage_id INTEGER PRIMARY KEY, stage_name TEXT NOT NULL, capacity INTEGER NOT NULL);
        CREATE TABLE acts (act_id INTEGER PRIMARY KEY, act_name TEXT NOT NULL, genre TEXT NOT NULL, fee REAL NOT NULL);
        CREATE TABLE performances (performance_id INTEGER PRIMARY KEY,
                                   act_id INTEGER NOT NULL REFERENCES acts(act_id),
                                   stage_id INTEGER NOT NULL REFERENCES stages(stage_id),
                                   perf_date DATE NOT NULL, duration_min INTEGER NOT NULL,
                                   attendance INTEGER NOT NULL);
        CREATE TABLE tickets (ticket_id INTEGER PRIMARY KEY, ticket_type TEXT NOT NULL, price REAL NOT NULL,
                              sold_date DATE NOT NULL, buyer_country TEXT NOT NULL);
        """
    )
    stages = [(1, "Main Stage", 12000), (2, "Forest Tent", 3000), (3, "River Stage", 6000), (4, "Club Dome", 1500)]
    con.executemany("INSERT INTO stages VALUES (?,?,?)", stages)
    names = ["Nova Lights", "The Foxes", "Lunar Tide", "Brass Attic", "Kite Parade", "Echo Valley",
             "Silver Moths", "Paper Hearts", "Neon Cedar", "Velvet Rooks", "Atlas Drum", "Glass Harbour"]
    genres = ["rock", "pop", "electronic", "jazz", "folk"]
    acts = [(i + 1, n, genres[(i * 3) % 5], float(2000 + (i * 1379) % 9000)) for i, n in enumerate(names)]
    con.executemany("INSERT INTO acts VALUES (?,?,?,?)", acts)
    perfs = []
    for p in range(1, 161):
        a = rng.choice(acts[:-2])  # the last two acts are booked but have not played
        s = rng.choice(stages)
        perfs.append((p, a[0], s[0], day(rng, dt.date(TODAY.year - 2, 6, 1)).isoformat(),
                      rng.choice([45, 60, 75, 90]), int(s[2] * rng.uniform(0.3, 0.95))))
    con.executemany("INSERT INTO performances VALUES (?,?,?,?,?,?)", perfs)
    prices = {"day": 69.0, "weekend": 149.0, "vip": 299.0}
    tickets = []
    for t in range(1, 3001):
        kind = rng.choices(list(prices), [6, 3, 1])[0]
        tickets.append((t, kind, prices[kind], day(rng, dt.date(TODAY.year - 1, 1, 1)).isoformat(),
                        rng.choices(["UK", "Germany", "France", "Netherlands"], [6, 2, 1, 1])[0]))
    con.executemany("INSERT INTO tickets VALUES (?,?,?,?,?)", tickets)
    con.commit()


def vaccination(rng):
    con = open_db("vaccination")
    con.executescript(
        """
        CREATE TABLE vaccines (vaccine_id INTEGER PRIMARY KEY, vaccine_name TEXT NOT NULL, maker TEXT NOT NULL,
                               price REAL NOT NULL);
        CREATE TABLE people (person_id INTEGER PRIMARY KEY, person_name TEXT NOT NULL, gender TEXT NOT NULL,
                             birth_date DATE NOT NULL, district TEXT NOT NULL);
        CREATE TABLE vaccinations (vaccination_id INTEGER PRIMARY KEY,
                                   person_id INTEGER NOT NULL REFERENCES people(person_id),
                                   vaccine_id INTEGER NOT NULL REFERENCES vaccines(vaccine_id),
                                   vacc_date DATE NOT NULL, dose_no INTEGER NOT NULL, nurse TEXT NOT NULL);
        """
    )
    vaccines = [(1, "流感疫苗", "华兰生物", 98.0), (2, "新冠疫苗", "科兴", 0.0), (3, "乙肝疫苗", "智飞", 45.0),
                (4, "HPV疫苗", "万泰", 329.0), (5, "狂犬疫苗", "成大生物", 280.0)]
    con.executemany("INSERT INTO vaccines VALUES (?,?,?,?)", vaccines)
    names = [("张伟", "男"), ("王芳", "女"), ("李娜", "女"), ("刘强", "男"), ("陈静", "女"), ("杨洋", "男"),
             ("赵丽", "女"), ("黄勇", "男"), ("周敏", "女"), ("吴磊", "男"), ("徐婷", "女"), ("孙浩", "男"),
             ("马琳", "女"), ("朱军", "男"), ("胡佳", "女"), ("郭涛", "男"), ("何静", "女"), ("高明", "男")]
    people = []
    for i, (n, g) in enumerate(names):
        born = dt.date(1950 + (i * 7) % 60, 1 + (i * 5) % 12, 1 + (i * 3) % 28)
        people.append((i + 1, n, g, born.isoformat(), ["朝阳区", "海淀区", "东城区"][(i * 2) % 3]))
    con.executemany("INSERT INTO people VALUES (?,?,?,?,?)", people)
    rows = []
    doses = {}
    for v in range(1, 1201):
        p = rng.choice(people[:-3])  # the last three were never vaccinated
        vac = rng.choices(vaccines, [5, 3, 2, 1, 1])[0]
        k = doses.get((p[0], vac[0]), 0) + 1
        doses[(p[0], vac[0])] = k
        rows.append((v, p[0], vac[0], day(rng, dt.date(TODAY.year - 1, 1, 1)).isoformat(), k,
                     rng.choices(["刘护士", "陈护士", "王护士"], [5, 3, 2])[0]))
    con.executemany("INSERT INTO vaccinations VALUES (?,?,?,?,?,?)", rows)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(70)
    festival(rng)
    vaccination(rng)
