#!/usr/bin/env python3
"""Builds the databases of our eighty-sixth own set (own_fresh85), written
at the start of the session of 2026-12-06 (fifth) and run once on the
start build before any engine change, as a held-out measure.
A climbing gym asked in English (`climbing`: climbers with a level who
joined on a day; routes of a grade on a wall, set on a day; ascents of a
route by a climber on a day, with the attempts it took and whether it was
topped) and a fruit shop (水果店) with English names asked about only in
Chinese (`fruitshop`: fruits of a category with a price per kilogram;
suppliers from a city; purchases of a fruit from a supplier on a day, by
weight and cost; sales of a fruit on a day, by weight and amount).
Seeded, anchored at today.

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


def climbing(rng):
    con = open_db("climbing")
    con.executescript(
        """
        CREATE TABLE climbers (climber_id INTEGER PRIMARY KEY, full_name TEXT NOT NULL, level TEXT NOT NULL,
                               joined_on DATE NOT NULL);
        CREATE TABLE routes (route_id INTEGER PRIMARY KEY, route_name TEXT NOT NULL, grade TEXT NOT NULL,
                             wall TEXT NOT NULL, set_on DATE NOT NULL);
        CREATE TABLE ascents (ascent_id INTEGER PRIMARY KEY,
                              climber_id INTEGER NOT NULL REFERENCES climbers(climber_id),
                              route_id INTEGER NOT NULL REFERENCES routes(route_id),
                              climbed_on DATE NOT NULL, attempts INTEGER NOT NULL, topped INTEGER NOT NULL);
        """
    )
    first = ["Alex", "Bea", "Chris", "Dina", "Eli", "Fay", "Gus", "Hana", "Ivo"]
    last = ["Stone", "Reed", "Hill", "Marsh", "Frost"]
    names = rng.sample([f"{f} {s}" for f in first for s in last], 32)
    if "Dina Frost" not in names:
        names[0] = "Dina Frost"
    climbers = [(i, n, rng.choice(["beginner", "intermediate", "advanced"]),
                 day(rng, TODAY - dt.timedelta(days=900)).isoformat()) for i, n in enumerate(names, start=1)]
    con.executemany("INSERT INTO climbers VALUES (?,?,?,?)", climbers)
    words = ["Crimson", "Quiet", "Slab", "Moon", "Pinch", "Tiger", "Cobalt", "Lemon", "Storm", "Ember"]
    nouns = ["Crack", "Arete", "Roof", "Dyno", "Traverse", "Line"]
    rnames = rng.sample([f"{w} {n}" for w in words for n in nouns], 30)
    grades = ["V1", "V2", "V3", "V4", "V5", "V6"]
    walls = ["North wall", "Cave", "Slab wall", "Training wall"]
    routes = [(i, n, grades[(i * 7) % 6], walls[i % 4], day(rng, TODAY - dt.timedelta(days=500)).isoformat())
              for i, n in enumerate(rnames, start=1)]
    con.executemany("INSERT INTO routes VALUES (?,?,?,?,?)", routes)
    ascents = []
    for a in range(1, 421):
        route = rng.choice(routes)
        when = max(dt.date.fromisoformat(route[4]), day(rng, TODAY - dt.timedelta(days=500)))
        attempts = rng.choice([1, 1, 2, 2, 3, 4, 5, 6])
        ascents.append((a, rng.choice(climbers[:-4])[0], route[0], when.isoformat(), attempts,
                        1 if rng.random() < 0.65 else 0))
    counts = {}
    for asc in ascents:
        counts[asc[1]] = counts.get(asc[1], 0) + 1
    busiest = max(counts, key=lambda c: (counts[c], -c))  # one more ascent breaks any tie at the top
    ascents.append((len(ascents) + 1, busiest, routes[0][0], TODAY.isoformat(), 2, 1))
    con.executemany("INSERT INTO ascents VALUES (?,?,?,?,?,?)", ascents)
    con.commit()


def fruitshop(rng):
    con = open_db("fruitshop")
    con.executescript(
        """
        CREATE TABLE fruits (fruit_id INTEGER PRIMARY KEY, fruit_name TEXT NOT NULL, category TEXT NOT NULL,
                             price_per_kg REAL NOT NULL);
        CREATE TABLE suppliers (supplier_id INTEGER PRIMARY KEY, supplier_name TEXT NOT NULL, city TEXT NOT NULL);
        CREATE TABLE purchases (purchase_id INTEGER PRIMARY KEY,
                                fruit_id INTEGER NOT NULL REFERENCES fruits(fruit_id),
                                supplier_id INTEGER NOT NULL REFERENCES suppliers(supplier_id),
                                purchase_date DATE NOT NULL, weight_kg REAL NOT NULL, cost REAL NOT NULL);
        CREATE TABLE sales (sale_id INTEGER PRIMARY KEY,
                            fruit_id INTEGER NOT NULL REFERENCES fruits(fruit_id),
                            sale_date DATE NOT NULL, weight_kg REAL NOT NULL, amount REAL NOT NULL);
        """
    )
    fruits = [(1, "苹果", "仁果类", 12.8), (2, "香蕉", "热带水果", 7.5), (3, "橙子", "柑橘类", 9.9),
              (4, "葡萄", "浆果类", 18.0), (5, "西瓜", "瓜类", 4.2), (6, "芒果", "热带水果", 16.5),
              (7, "草莓", "浆果类", 32.0), (8, "梨", "仁果类", 8.8), (9, "柚子", "柑橘类", 6.6),
              (10, "榴莲", "热带水果", 45.0), (11, "哈密瓜", "瓜类", 10.5), (12, "猕猴桃", "浆果类", 21.0)]
    con.executemany("INSERT INTO fruits VALUES (?,?,?,?)", fruits)
    suppliers = [(1, "鲜果源", "广州"), (2, "绿野果业", "昆明"), (3, "南国果园", "海口"),
                 (4, "北方果品", "烟台"), (5, "天天鲜", "广州"), (6, "山里红", "西安")]
    con.executemany("INSERT INTO suppliers VALUES (?,?,?)", suppliers)
    purchases = []
    for p in range(1, 181):
        fruit = rng.choice(fruits)
        supplier = rng.choice(suppliers[:5])  # 山里红 has never supplied
        kg = float(rng.randrange(20, 200))
        purchases.append((p, fruit[0], supplier[0], day(rng, TODAY - dt.timedelta(days=420)).isoformat(), kg,
                          round(kg * fruit[3] * rng.uniform(0.45, 0.6), 2)))
    con.executemany("INSERT INTO purchases VALUES (?,?,?,?,?,?)", purchases)
    sales = []
    for s in range(1, 601):
        fruit = rng.choice(fruits[:11]) if s > 500 else rng.choice(fruits)  # 猕猴桃 not sold lately
        when = day(rng, TODAY - dt.timedelta(days=420), TODAY - dt.timedelta(days=70)) if fruit[0] == 12 \
            else day(rng, TODAY - dt.timedelta(days=420))
        kg = round(rng.uniform(0.5, 6), 1)
        sales.append((s, fruit[0], when.isoformat(), kg, round(kg * fruit[3], 2)))
    con.executemany("INSERT INTO sales VALUES (?,?,?,?,?)", sales)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(85)
    climbing(rng)
    fruitshop(rng)
