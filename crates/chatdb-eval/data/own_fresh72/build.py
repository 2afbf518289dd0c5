#!/usr/bin/env python3
"""Builds the databases of our seventy-third own set (own_fresh72), written
at the start of the session of 2026-12-05 (second), before the engine had
seen these databases. An animal shelter asked in English (`shelter`:
animals of a species and breed, taken in on a day, weighing kg; adoptions
of an animal by an adopter on a day for a fee; vet visits of an animal on a
day at a cost) and a community group-buying business with English names
asked about only in Chinese (`groupbuy`: group leaders in a neighbourhood;
products of a category at a unit price; orders of a product through a
leader on a day, a quantity and the amount paid). Seeded, anchored at
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


def shelter(rng):
    con = open_db("shelter")
    con.executescript(
        """
        CREATE TABLE animals (animal_id INTEGER PRIMARY KEY, name TEXT NOT NULL, species TEXT NOT NULL,
                              breed TEXT NOT NULL, intake_date DATE NOT NULL, weight_kg REAL NOT NULL);
        CREATE TABLE adoptions (adoption_id INTEGER PRIMARY KEY,
                                animal_id INTEGER NOT NULL REFERENCES animals(animal_id),
                                adopter_name TEXT NOT NULL, adoption_date DATE NOT NULL, fee REAL NOT NULL);
        CREATE TABLE vet_visits (visit_id INTEGER PRIMARY KEY,
                                 animal_id INTEGER NOT NULL REFERENCES animals(animal_id),
                                 visit_date DATE NOT NULL, cost REAL NOT NULL);
        """
    )
    kinds = [("dog", ["labrador", "beagle", "collie", "mixed"]), ("cat", ["tabby", "siamese", "mixed"]),
             ("rabbit", ["lop", "mixed"])]
    names = ["Buddy", "Luna", "Max", "Bella", "Charlie", "Daisy", "Rocky", "Milo", "Coco", "Bailey", "Lucy",
             "Oscar", "Rosie", "Toby", "Molly", "Leo", "Ruby", "Jack", "Nala", "Ziggy", "Pepper", "Hazel",
             "Finn", "Olive", "Murphy", "Maple", "Scout", "Willow", "Biscuit", "Juniper"]
    animals = []
    for i, n in enumerate(names):
        species, breeds = kinds[rng.choices([0, 1, 2], [5, 4, 1])[0]]
        w = {"dog": rng.uniform(8, 35), "cat": rng.uniform(3, 6), "rabbit": rng.uniform(1.2, 2.8)}[species]
        animals.append((i + 1, n, species, rng.choice(breeds), day(rng, dt.date(TODAY.year - 2, 1, 1)).isoformat(),
                        round(w, 1)))
    con.executemany("INSERT INTO animals VALUES (?,?,?,?,?,?)", animals)
    adoptions = []
    adopters = ["Emma Hall", "Noah Price", "Olivia King", "Liam Ward", "Ava Scott", "Ethan Hughes",
                "Mia Turner", "Lucas Green", "Sophie Bell", "Jacob Wood", "Grace Hill", "Henry Cox"]
    for k, a in enumerate(rng.sample(animals, 18)):
        start = dt.date.fromisoformat(a[4])
        fee = {"dog": 150.0, "cat": 90.0, "rabbit": 40.0}[a[2]]
        adoptions.append((k + 1, a[0], adopters[k % len(adopters)], day(rng, start).isoformat(), fee))
    con.executemany("INSERT INTO adoptions VALUES (?,?,?,?,?)", adoptions)
    visits = []
    for v in range(1, 181):
        a = rng.choice(animals)
        visits.append((v, a[0], day(rng, dt.date.fromisoformat(a[4])).isoformat(),
                       rng.choice([35.0, 60.0, 85.0, 120.0, 240.0])))
    con.executemany("INSERT INTO vet_visits VALUES (?,?,?,?)", visits)
    con.commit()


def groupbuy(rng):
    con = open_db("groupbuy")
    con.executescript(
        """
        CREATE TABLE leaders (leader_id INTEGER PRIMARY KEY, leader_name TEXT NOT NULL, community TEXT NOT NULL);
        CREATE TABLE products (product_id INTEGER PRIMARY KEY, product_name TEXT NOT NULL, category TEXT NOT NULL,
                               unit_price REAL NOT NULL);
        CREATE TABLE orders (order_id INTEGER PRIMARY KEY,
                             leader_id INTEGER NOT NULL REFERENCES leaders(leader_id),
                             product_id INTEGER NOT NULL REFERENCES products(product_id),
                             order_date DATE NOT NULL, quantity INTEGER NOT NULL, amount REAL NOT NULL);
        """
    )
    leaders = [(1, "王姐", "阳光小区"), (2, "李哥", "幸福家园"), (3, "赵阿姨", "翠苑小区"), (4, "孙姐", "阳光小区"),
               (5, "周叔", "绿城花园"), (6, "吴姐", "幸福家园")]
    con.executemany("INSERT INTO leaders VALUES (?,?,?)", leaders)
    products = [(1, "草莓", "水果", 29.9), (2, "车厘子", "水果", 59.9), (3, "五常大米", "粮油", 49.0),
                (4, "土鸡蛋", "蛋奶", 25.0), (5, "纯牛奶", "蛋奶", 39.0), (6, "花生油", "粮油", 68.0),
                (7, "苹果", "水果", 19.9), (8, "猪肉", "肉禽", 32.0), (9, "三文鱼", "水产", 88.0)]
    con.executemany("INSERT INTO products VALUES (?,?,?,?)", products)
    orders = []
    for o in range(1, 2201):
        ld = rng.choices(leaders[:-1], [5, 4, 3, 2, 2])[0]  # 吴姐 is new and has no orders yet
        pr = rng.choices(products[:-1], [5, 3, 4, 4, 3, 2, 5, 3])[0]
        q = rng.randint(1, 5)
        orders.append((o, ld[0], pr[0], day(rng, dt.date(TODAY.year - 1, 1, 1)).isoformat(), q, round(q * pr[3], 2)))
    con.executemany("INSERT INTO orders VALUES (?,?,?,?,?,?)", orders)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(72)
    shelter(rng)
    groupbuy(rng)
