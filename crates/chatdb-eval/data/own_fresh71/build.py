#!/usr/bin/env python3
"""Builds the databases of our seventy-second own set (own_fresh71), written
at the start of the session of 2026-12-05 (second), before the engine had
seen these databases. A craft brewery asked in English (`brewery`: beers of
a style with a strength; brew batches of a beer on a day, litres brewed, by
a brewer; taproom sales of a beer on a day, pints and the amount taken) and
a swimming pool with English names asked about only in Chinese (`pool`:
members holding a card type, joined on a day; visits of a member on a day
lasting minutes; lessons of a member with a coach on a day at a price).
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


def brewery(rng):
    con = open_db("brewery")
    con.executescript(
        """
        CREATE TABLE beers (beer_id INTEGER PRIMARY KEY, beer_name TEXT NOT NULL, style TEXT NOT NULL,
                            abv REAL NOT NULL);
        CREATE TABLE batches (batch_id INTEGER PRIMARY KEY,
                              beer_id INTEGER NOT NULL REFERENCES beers(beer_id),
                              brew_date DATE NOT NULL, litres INTEGER NOT NULL, brewer TEXT NOT NULL);
        CREATE TABLE sales (sale_id INTEGER PRIMARY KEY,
                            beer_id INTEGER NOT NULL REFERENCES beers(beer_id),
                            sale_date DATE NOT NULL, pints INTEGER NOT NULL, amount REAL NOT NULL);
        """
    )
    beers = [(1, "Harbour Pale", "pale ale", 4.6), (2, "Old Anchor", "stout", 5.8), (3, "Citra Storm", "IPA", 6.4),
             (4, "Summer Wheat", "wheat", 4.9), (5, "Night Shift", "porter", 5.2), (6, "Hop Lantern", "IPA", 7.1),
             (7, "Copper Bell", "amber", 5.0), (8, "Winter Warmer", "stout", 8.2)]
    con.executemany("INSERT INTO beers VALUES (?,?,?,?)", beers)
    batches = []
    for b in range(1, 121):
        beer = rng.choice(beers[:-1])  # the winter warmer has not been brewed yet
        batches.append((b, beer[0], day(rng, dt.date(TODAY.year - 2, 1, 1)).isoformat(),
                        rng.choice([400, 500, 600, 800, 1000]), rng.choices(["Tom", "Priya", "Sven"], [5, 3, 2])[0]))
    con.executemany("INSERT INTO batches VALUES (?,?,?,?,?)", batches)
    sales = []
    for s in range(1, 2401):
        beer = rng.choices(beers[:-1], [6, 3, 5, 4, 2, 3, 2])[0]
        pints = rng.randint(1, 6)
        sales.append((s, beer[0], day(rng, dt.date(TODAY.year - 1, 1, 1)).isoformat(), pints,
                      round(pints * (5.5 + beer[3] * 0.3), 2)))
    con.executemany("INSERT INTO sales VALUES (?,?,?,?,?)", sales)
    con.commit()


def pool(rng):
    con = open_db("pool")
    con.executescript(
        """
        CREATE TABLE members (member_id INTEGER PRIMARY KEY, member_name TEXT NOT NULL, card_type TEXT NOT NULL,
                              join_date DATE NOT NULL);
        CREATE TABLE visits (visit_id INTEGER PRIMARY KEY,
                             member_id INTEGER NOT NULL REFERENCES members(member_id),
                             visit_date DATE NOT NULL, minutes INTEGER NOT NULL);
        CREATE TABLE lessons (lesson_id INTEGER PRIMARY KEY,
                              member_id INTEGER NOT NULL REFERENCES members(member_id),
                              coach TEXT NOT NULL, lesson_date DATE NOT NULL, price REAL NOT NULL);
        """
    )
    names = ["林晓", "赵敏", "钱程", "孙悦", "李想", "周杰", "吴昊", "郑爽", "王磊", "冯雪",
             "陈晨", "褚亮", "卫东", "蒋欣", "沈冰", "韩梅", "杨帆", "朱琳", "秦岚", "许诺"]
    members = []
    for i, n in enumerate(names):
        members.append((i + 1, n, ["年卡", "季卡", "次卡"][(i * 2) % 3],
                        day(rng, dt.date(TODAY.year - 3, 1, 1)).isoformat()))
    con.executemany("INSERT INTO members VALUES (?,?,?,?)", members)
    visits = []
    for v in range(1, 2001):
        m = rng.choice(members[:-2])  # the last two have never come
        visits.append((v, m[0], day(rng, dt.date(TODAY.year - 1, 1, 1)).isoformat(), rng.choice([30, 45, 60, 90])))
    con.executemany("INSERT INTO visits VALUES (?,?,?,?)", visits)
    lessons = []
    for l in range(1, 301):
        m = rng.choice(members)
        coach = rng.choices(["张教练", "李教练", "刘教练"], [5, 3, 2])[0]
        lessons.append((l, m[0], coach, day(rng, dt.date(TODAY.year - 1, 1, 1)).isoformat(),
                        {"张教练": 200.0, "李教练": 180.0, "刘教练": 150.0}[coach]))
    con.executemany("INSERT INTO lessons VALUES (?,?,?,?,?)", lessons)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(71)
    brewery(rng)
    pool(rng)
