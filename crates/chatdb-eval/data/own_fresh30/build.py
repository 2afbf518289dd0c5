#!/usr/bin/env python3
"""Builds the databases of our thirty-first own set (own_fresh30), written
to be held out: scored when written, before any change aimed at it. A
veterinary practice asked in English (`vet`: owners, pets, vets, visits)
and a used-car dealer with English names asked about only in Chinese
(`dealer`: salespeople, customers, cars, sales). Seeded, anchored at today.

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


def vet(rng):
    con = open_db("vet")
    con.executescript(
        """
        CREATE TABLE owners (owner_id INTEGER PRIMARY KEY, full_name TEXT NOT NULL, phone TEXT, city TEXT NOT NULL);
        CREATE TABLE vets (vet_id INTEGER PRIMARY KEY, vet_name TEXT NOT NULL, specialty TEXT NOT NULL, hired_on DATE NOT NULL);
        CREATE TABLE pets (
            pet_id INTEGER PRIMARY KEY,
            owner_id INTEGER NOT NULL REFERENCES owners(owner_id),
            pet_name TEXT NOT NULL, species TEXT NOT NULL, breed TEXT, born_on DATE NOT NULL);
        CREATE TABLE visits (
            visit_id INTEGER PRIMARY KEY,
            pet_id INTEGER NOT NULL REFERENCES pets(pet_id),
            vet_id INTEGER NOT NULL REFERENCES vets(vet_id),
            visited_on DATE NOT NULL, reason TEXT NOT NULL, fee REAL NOT NULL);
        """
    )
    vets = [(1, "Dr. Alice Moreau", "surgery", "2015-03-01"), (2, "Dr. Ben Okafor", "general", "2019-06-15"),
            (3, "Dr. Chen Lin", "dentistry", "2021-09-01"), (4, "Dr. Dana Ruiz", "general", "2023-02-01")]
    con.executemany("INSERT INTO vets VALUES (?,?,?,?)", vets)
    first = ["Anna", "Brian", "Carla", "David", "Emma", "Felix", "Grace", "Hugo", "Iris", "Jack", "Kate", "Liam"]
    last = ["Smith", "Jones", "Brown", "Taylor", "Wilson", "Evans", "Walker", "Hall", "Young", "King"]
    owners = []
    for i in range(1, 151):
        owners.append((i, f"{first[i % 12]} {last[(i * 7) % 10]} {i}", f"555-{1000 + i}" if i % 9 else None,
                       rng.choices(["Springfield", "Riverton", "Lakeside", "Hillview"], [4, 3, 2, 1])[0]))
    con.executemany("INSERT INTO owners VALUES (?,?,?,?)", owners)
    breeds = {"dog": ["Labrador", "Beagle", "Poodle", None], "cat": ["Siamese", "Persian", None],
              "rabbit": [None], "parrot": [None]}
    names = ["Max", "Bella", "Charlie", "Luna", "Rocky", "Milo", "Daisy", "Coco", "Oscar", "Ruby", "Toby", "Nala"]
    pets = []
    for o in owners:
        for _ in range(rng.choices([1, 2, 3, 4], [6, 3, 1, 0.4])[0]):
            sp = rng.choices(list(breeds), [6, 4, 1, 0.5])[0]
            born = day(rng, dt.date(TODAY.year - 15, 1, 1), TODAY - dt.timedelta(days=60))
            pets.append((len(pets) + 1, o[0], f"{rng.choice(names)}", sp, rng.choice(breeds[sp]), born.isoformat()))
    con.executemany("INSERT INTO pets VALUES (?,?,?,?,?,?)", pets)
    reasons = [("checkup", 45.0), ("vaccination", 60.0), ("dental cleaning", 150.0), ("surgery", 600.0), ("injury", 120.0)]
    visits = []
    for p in pets:
        if p[0] % 11 == 0:
            continue  # registered, never seen
        for _ in range(rng.randrange(1, 7)):
            r = rng.choices(reasons, [8, 5, 2, 0.6, 2])[0]
            v = vets[0] if r[0] == "surgery" else vets[2] if r[0] == "dental cleaning" else rng.choice([vets[1], vets[3], vets[1]])
            when = day(rng, max(dt.date.fromisoformat(v[3]), dt.date(TODAY.year - 2, 1, 1)))
            visits.append((len(visits) + 1, p[0], v[0], when.isoformat(), r[0], r[1] + rng.choice([0, 0, 10, 25])))
    con.executemany("INSERT INTO visits VALUES (?,?,?,?,?,?)", visits)
    con.commit()


def dealer(rng):
    con = open_db("dealer")
    con.executescript(
        """
        CREATE TABLE salespeople (salesperson_id INTEGER PRIMARY KEY, name TEXT NOT NULL, branch TEXT NOT NULL);
        CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, name TEXT NOT NULL, city TEXT NOT NULL);
        CREATE TABLE cars (car_id INTEGER PRIMARY KEY, make TEXT NOT NULL, model TEXT NOT NULL, year INTEGER NOT NULL,
            color TEXT NOT NULL, list_price REAL NOT NULL, status TEXT NOT NULL);
        CREATE TABLE sales (
            sale_id INTEGER PRIMARY KEY,
            car_id INTEGER NOT NULL REFERENCES cars(car_id),
            salesperson_id INTEGER NOT NULL REFERENCES salespeople(salesperson_id),
            customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
            sold_on DATE NOT NULL, sale_price REAL NOT NULL);
        """
    )
    people = [(1, "Wang Lei", "Beijing North"), (2, "Li Na", "Beijing North"), (3, "Zhang Wei", "Shanghai East"),
              (4, "Liu Yang", "Shanghai East"), (5, "Chen Jie", "Shanghai East"), (6, "Zhao Min", "Chengdu")]
    con.executemany("INSERT INTO salespeople VALUES (?,?,?)", people)
    customers = [(i, f"Customer {i:03d}", rng.choices(["Beijing", "Shanghai", "Chengdu", "Tianjin"], [4, 4, 2, 1])[0])
                 for i in range(1, 301)]
    con.executemany("INSERT INTO customers VALUES (?,?,?)", customers)
    models = [("Toyota", "Corolla", 90000), ("Toyota", "Camry", 150000), ("Honda", "Civic", 95000),
              ("Honda", "Accord", 160000), ("Volkswagen", "Passat", 170000), ("BMW", "X3", 330000),
              ("BYD", "Han", 210000), ("Tesla", "Model 3", 240000)]
    weights = [6, 3, 5, 2, 3, 1, 4, 2]
    cars, sales = [], []
    for i in range(1, 601):
        mk, md, base = rng.choices(models, weights)[0]
        year = rng.randrange(TODAY.year - 9, TODAY.year)
        price = round(base * (0.93 ** (TODAY.year - year)) * rng.uniform(0.9, 1.05), -2)
        sold = i % 5 != 0 and rng.random() < 0.85
        cars.append((i, mk, md, year, rng.choices(["white", "black", "silver", "red", "blue"], [5, 4, 3, 1, 1])[0],
                     price, "sold" if sold else "in stock"))
        if sold:
            when = day(rng, dt.date(TODAY.year - 2, 1, 1))
            sales.append((len(sales) + 1, i, rng.choices(people, [4, 3, 5, 3, 2, 2])[0][0],
                          rng.choice(customers)[0], when.isoformat(), round(price * rng.uniform(0.92, 1.0), -2)))
    con.executemany("INSERT INTO cars VALUES (?,?,?,?,?,?,?)", cars)
    con.executemany("INSERT INTO sales VALUES (?,?,?,?,?,?)", sales)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(30)
    vet(rng)
    dealer(rng)
