#!/usr/bin/env python3
"""Builds the databases of our hundred-and-third own set (own_fresh102),
written in the session of 2026-12-07 (thirteenth), after its engine
changes and before the engine was run on these databases.
Dog walking asked in English (`dog_walking`: walkers with an hourly rate;
dogs with an owner, a breed and a size; walks of a dog by a walker on a
day, with minutes, a price and maybe a rating) and a farmers' co-op with
English names asked about only in Chinese (`coop`: members from a village,
names Chinese; deliveries of a crop by a member on a day, in kilograms at
a price per kilogram, of a grade — crops and grades stored in Chinese;
payments to a member on a day). Seeded, anchored at today.

    python3 build.py            # writes database/ beside this file
"""
import datetime as dt
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from own_sets import TODAY, database_opener, day, top_is_clear  # noqa: E402

open_db = database_opener(HERE)


def dog_walking(rng):
    con = open_db("dog_walking")
    con.executescript(
        """
        CREATE TABLE walkers (walker_id INTEGER PRIMARY KEY, name TEXT NOT NULL, hourly_rate REAL NOT NULL);
        CREATE TABLE dogs (dog_id INTEGER PRIMARY KEY, dog_name TEXT NOT NULL, owner_name TEXT NOT NULL,
                           breed TEXT NOT NULL, size TEXT NOT NULL);
        CREATE TABLE walks (walk_id INTEGER PRIMARY KEY, dog_id INTEGER NOT NULL REFERENCES dogs(dog_id),
                            walker_id INTEGER NOT NULL REFERENCES walkers(walker_id), walked_on DATE NOT NULL,
                            duration_minutes INTEGER NOT NULL, price REAL NOT NULL, rating INTEGER);
        """
    )
    walkers = [(1, "Priya Shah", 14.0), (2, "Owen Hughes", 18.0), (3, "Marta Novak", 16.5), (4, "Leo Grant", 12.0)]
    con.executemany("INSERT INTO walkers VALUES (?,?,?)", walkers)
    dogs = [(1, "Biscuit", "Hannah Lee", "labrador", "large"), (2, "Pip", "Hannah Lee", "terrier", "small"),
            (3, "Rolo", "Sam Carter", "spaniel", "medium"), (4, "Bear", "Sam Carter", "labrador", "large"),
            (5, "Mochi", "Aiko Tanaka", "shiba", "medium"), (6, "Ziggy", "Ravi Patel", "poodle", "small"),
            (7, "Duke", "Ravi Patel", "labrador", "large"), (8, "Luna", "Grace Obi", "husky", "large"),
            (9, "Peanut", "Tom Reid", "dachshund", "small"), (10, "Nala", "Grace Obi", "collie", "medium")]
    con.executemany("INSERT INTO dogs VALUES (?,?,?,?,?)", dogs)
    walks = []
    for i in range(1, 901):
        d = rng.choices(dogs[:9], weights=[9, 4, 6, 7, 5, 3, 8, 6, 2])[0]  # Nala is new: never walked
        w = rng.choices(walkers, weights=[6, 4, 5, 2])[0]
        minutes = rng.choice([30, 30, 45, 60, 60, 90])
        price = round(w[2] * minutes / 60, 2)
        rating = rng.choice([None, None, 2, 3, 4, 4, 5, 5, 5])
        walks.append((i, d[0], w[0], day(rng, TODAY - dt.timedelta(days=420)).isoformat(), minutes, price, rating))
    con.executemany("INSERT INTO walks VALUES (?,?,?,?,?,?,?)", walks)
    by_walker, by_dog, spent = {}, {}, {}
    owner = {d[0]: d[2] for d in dogs}
    for w in walks:
        by_walker[w[2]] = by_walker.get(w[2], 0) + 1
        by_dog[w[1]] = by_dog.get(w[1], 0) + 1
        spent[owner[w[1]]] = spent.get(owner[w[1]], 0) + w[5]
    top_is_clear(by_walker, "the busiest walker")
    top_is_clear(by_dog, "the top 3 dogs by walks", edge=3)
    top_is_clear(spent, "the owner spending the most")
    con.commit()


def coop(rng):
    con = open_db("coop")
    con.executescript(
        """
        CREATE TABLE members (member_id INTEGER PRIMARY KEY, member_name TEXT NOT NULL, village TEXT NOT NULL);
        CREATE TABLE deliveries (delivery_id INTEGER PRIMARY KEY,
                                 member_id INTEGER NOT NULL REFERENCES members(member_id),
                                 crop TEXT NOT NULL, weight_kg REAL NOT NULL, price_per_kg REAL NOT NULL,
                                 grade TEXT NOT NULL, delivered_on DATE NOT NULL);
        CREATE TABLE payments (payment_id INTEGER PRIMARY KEY,
                               member_id INTEGER NOT NULL REFERENCES members(member_id),
                               amount REAL NOT NULL, paid_on DATE NOT NULL);
        """
    )
    names = ["王建国", "李秀英", "张伟", "刘芳", "陈强", "杨丽", "赵军", "黄敏", "周磊", "吴霞", "徐涛", "孙燕"]
    villages = ["张家村", "李庄", "河西村"]
    members = [(i, n, villages[i % 3]) for i, n in enumerate(names, 1)]
    con.executemany("INSERT INTO members VALUES (?,?,?)", members)
    crops = {"玉米": 2.4, "大豆": 5.6, "小麦": 2.8}
    deliveries = []
    for i in range(1, 701):
        m = rng.choices(members[:11], weights=[5, 3, 8, 4, 6, 2, 7, 3, 4, 5, 2])[0]  # 孙燕 joined, no delivery yet
        crop = rng.choice(list(crops))
        grade = rng.choices(["一级", "二级", "三级"], weights=[3, 5, 2])[0]
        price = round(crops[crop] * {"一级": 1.1, "二级": 1.0, "三级": 0.85}[grade], 2)
        deliveries.append((i, m[0], crop, round(rng.uniform(50, 900), 1), price, grade,
                           day(rng, TODAY - dt.timedelta(days=500)).isoformat()))
    con.executemany("INSERT INTO deliveries VALUES (?,?,?,?,?,?,?)", deliveries)
    payments = []
    for i in range(1, 301):
        m = rng.choice(members[:11])
        payments.append((i, m[0], round(rng.uniform(300, 5000), 2), day(rng, TODAY - dt.timedelta(days=480)).isoformat()))
    con.executemany("INSERT INTO payments VALUES (?,?,?,?)", payments)
    weight, paid = {}, {}
    for d in deliveries:
        weight[d[1]] = weight.get(d[1], 0) + d[3]
    for p in payments:
        paid[p[1]] = paid.get(p[1], 0) + p[2]
    top_is_clear(weight, "the member delivering the most")
    top_is_clear(paid, "the top 3 members by payments", edge=3)
    con.commit()


if __name__ == "__main__":
    dog_walking(random.Random(102))
    coop(random.Random(10200))
