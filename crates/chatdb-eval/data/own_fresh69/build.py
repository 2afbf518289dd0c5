#!/usr/bin/env python3
"""Builds the databases of our seventieth own set (own_fresh69), written at
the start of a session before the engine had seen them. A martial arts
club asked in English (`dojo`: members who joined on a day and hold a
belt; instructors; classes of a style taught by an instructor on a day;
attendance of members at classes; gradings of a member on a day for a
belt, passed or not, with a fee) and a chicken farm with English names
asked about only in Chinese (`poultry_farm`: coops — 1号鸡舍 … — of a
breed with a number of hens; daily egg records of a coop, eggs laid and
broken; feed purchases from a supplier on a day, in kilograms, with an
amount paid). Seeded, anchored at today.

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


def dojo(rng):
    con = open_db("dojo")
    con.executescript(
        """
        CREATE TABLE members (member_id INTEGER PRIMARY KEY, member_name TEXT NOT NULL, joined_date DATE NOT NULL,
                              belt TEXT NOT NULL);
        CREATE TABLE instructors (instructor_id INTEGER PRIMARY KEY, instructor_name TEXT NOT NULL);
        CREATE TABLE classes (class_id INTEGER PRIMARY KEY,
                              instructor_id INTEGER NOT NULL REFERENCES instructors(instructor_id),
                              class_date DATE NOT NULL, style TEXT NOT NULL);
        CREATE TABLE attendance (class_id INTEGER NOT NULL REFERENCES classes(class_id),
                                 member_id INTEGER NOT NULL REFERENCES members(member_id),
                                 PRIMARY KEY (class_id, member_id));
        CREATE TABLE gradings (grading_id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL REFERENCES members(member_id),
                               grading_date DATE NOT NULL, belt TEXT NOT NULL, passed INTEGER NOT NULL,
                               fee REAL NOT NULL);
        """
    )
    belts = ["white", "yellow", "green", "blue", "brown", "black"]
    names = ["Ella Ward", "Kai Nakamura", "Liam Byrne", "Sophie Turner", "Arjun Mehta", "Noah Fischer",
             "Chloe Martin", "Ethan Price", "Maya Cohen", "Oscar Lind", "Ruby Hughes", "Finn Walsh",
             "Isla Grant", "Leo Rossi", "Amara Obi", "Jack Dunn"]
    members = []
    for i, n in enumerate(names):
        joined = day(rng, dt.date(TODAY.year - 6, 1, 1), TODAY - dt.timedelta(days=30)) if i < 12 else \
            day(rng, dt.date(TODAY.year, 1, 1), TODAY - dt.timedelta(days=30))
        members.append((i + 1, n, joined.isoformat(), belts[(i * 5) % 6] if i < 12 else "white"))
    con.executemany("INSERT INTO members VALUES (?,?,?,?)", members)
    instructors = [(1, "Kenji Sato"), (2, "Maria Silva"), (3, "Tom Reid")]
    con.executemany("INSERT INTO instructors VALUES (?,?)", instructors)
    classes = []
    for c in range(1, 301):
        ins = rng.choices(instructors, [5, 3, 2])[0]
        classes.append((c, ins[0], day(rng, dt.date(TODAY.year - 1, 1, 1)).isoformat(),
                        rng.choices(["karate", "judo"], [3, 2])[0]))
    con.executemany("INSERT INTO classes VALUES (?,?,?,?)", classes)
    attendance = set()
    weights = [1 + (i * 7) % 11 for i in range(len(members) - 2)]
    for c in classes:
        for m in rng.choices(members[:-2], weights, k=rng.randint(3, 9)):  # the last two never came
            if m[2] <= c[2]:
                attendance.add((c[0], m[0]))
    con.executemany("INSERT INTO attendance VALUES (?,?)", sorted(attendance))
    gradings = []
    g = 0
    for m in members[:12]:
        for _ in range(rng.randint(1, 4)):
            g += 1
            gradings.append((g, m[0], day(rng, dt.date(TODAY.year - 1, 1, 1)).isoformat(), rng.choice(belts[1:]),
                             rng.choices([1, 0], [4, 1])[0], rng.choice([25.0, 35.0, 50.0])))
    con.executemany("INSERT INTO gradings VALUES (?,?,?,?,?,?)", gradings)
    con.commit()


def poultry_farm(rng):
    con = open_db("poultry_farm")
    con.executescript(
        """
        CREATE TABLE coops (coop_id INTEGER PRIMARY KEY, coop_name TEXT NOT NULL, breed TEXT NOT NULL,
                            hen_count INTEGER NOT NULL);
        CREATE TABLE egg_records (record_id INTEGER PRIMARY KEY, coop_id INTEGER NOT NULL REFERENCES coops(coop_id),
                                  record_date DATE NOT NULL, eggs INTEGER NOT NULL, broken INTEGER NOT NULL);
        CREATE TABLE feed_purchases (purchase_id INTEGER PRIMARY KEY, supplier TEXT NOT NULL,
                                     purchase_date DATE NOT NULL, kg REAL NOT NULL, amount REAL NOT NULL);
        """
    )
    breeds = ["海兰褐", "罗曼粉", "本地土鸡"]
    coops = [(i, f"{i}号鸡舍", breeds[(i * 2) % 3], 300 + (i * 137) % 500) for i in range(1, 7)]
    con.executemany("INSERT INTO coops VALUES (?,?,?,?)", coops)
    rate = {"海兰褐": 0.85, "罗曼粉": 0.8, "本地土鸡": 0.5}
    records = []
    r = 0
    d = dt.date(TODAY.year - 1, 1, 1)
    while d <= TODAY:
        for c in coops:
            r += 1
            eggs = int(c[3] * rate[c[2]] * rng.uniform(0.85, 1.0))
            records.append((r, c[0], d.isoformat(), eggs, rng.randint(0, eggs // 40)))
        d += dt.timedelta(days=1)
    con.executemany("INSERT INTO egg_records VALUES (?,?,?,?,?)", records)
    price = {"正大": 3.6, "新希望": 3.4, "大北农": 3.8}
    purchases = []
    for p in range(1, 121):
        s = rng.choices(list(price), [5, 4, 2])[0]
        kg = rng.choice([500.0, 1000.0, 1500.0, 2000.0])
        purchases.append((p, s, day(rng, dt.date(TODAY.year - 1, 1, 1)).isoformat(), kg,
                          round(kg * price[s] * rng.uniform(0.95, 1.05), 2)))
    con.executemany("INSERT INTO feed_purchases VALUES (?,?,?,?,?)", purchases)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(69)
    dojo(rng)
    poultry_farm(rng)
