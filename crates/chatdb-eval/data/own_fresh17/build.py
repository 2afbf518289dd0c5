#!/usr/bin/env python3
"""Builds the databases of our eighteenth own set (own_fresh17), written to
be held out: scored when written, before any change aimed at it. A car
rental company (`rental`: branches, cars, customers, rentals, damages)
asked in English and Chinese, and a farm cooperative with English names
asked about only in Chinese (`farm`: farms, fields, crops, plantings,
harvests). Seeded, anchored at today.

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


def rental(rng):
    con = open_db("rental")
    con.executescript(
        """
        CREATE TABLE branches (branch_id INTEGER PRIMARY KEY, branch_name TEXT NOT NULL, city TEXT NOT NULL);
        CREATE TABLE cars (
            car_id INTEGER PRIMARY KEY, plate TEXT NOT NULL, make TEXT NOT NULL, model TEXT NOT NULL,
            car_class TEXT NOT NULL, daily_rate REAL NOT NULL,
            branch_id INTEGER NOT NULL REFERENCES branches(branch_id), bought_on DATE NOT NULL);
        CREATE TABLE customers (
            customer_id INTEGER PRIMARY KEY, full_name TEXT NOT NULL, country TEXT NOT NULL,
            licence_since DATE NOT NULL);
        CREATE TABLE rentals (
            rental_id INTEGER PRIMARY KEY,
            car_id INTEGER NOT NULL REFERENCES cars(car_id),
            customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
            picked_up_on DATE NOT NULL, returned_on DATE, days INTEGER NOT NULL, total_price REAL NOT NULL);
        CREATE TABLE damages (
            damage_id INTEGER PRIMARY KEY,
            rental_id INTEGER NOT NULL REFERENCES rentals(rental_id),
            reported_on DATE NOT NULL, repair_cost REAL NOT NULL);
        """
    )
    branches = [(1, "Airport", "Auckland"), (2, "Downtown", "Auckland"), (3, "Harbour", "Wellington"),
                (4, "Central", "Christchurch"), (5, "Lakeside", "Queenstown")]
    con.executemany("INSERT INTO branches VALUES (?,?,?)", branches)
    fleet = [("Toyota", "Corolla", "compact", 59.0), ("Toyota", "RAV4", "suv", 89.0), ("Mazda", "CX-5", "suv", 92.0),
             ("Suzuki", "Swift", "economy", 45.0), ("Kia", "Sportage", "suv", 85.0), ("Tesla", "Model 3", "premium", 139.0),
             ("Hyundai", "i30", "compact", 62.0), ("Ford", "Ranger", "ute", 110.0)]
    cars = []
    for i in range(1, 81):
        make, model, cls, rate = rng.choice(fleet)
        cars.append((i, f"{rng.choice('ABCDEFGHJK')}{rng.choice('LMNPRSTUVW')}{rng.randrange(100, 999)}",
                     make, model, cls, rate, rng.randrange(1, 6),
                     day(rng, dt.date(2018, 1, 1), dt.date(TODAY.year - 1, 12, 31)).isoformat()))
    con.executemany("INSERT INTO cars VALUES (?,?,?,?,?,?,?,?)", cars)
    countries = ["New Zealand", "Australia", "China", "Germany", "United States", "United Kingdom", "Japan"]
    first = ["Amy", "Ben", "Chen", "Dana", "Eli", "Fay", "Gus", "Hana", "Ivan", "Jo", "Kai", "Lea"]
    last = ["Ng", "Smith", "Wang", "Muller", "Brown", "Sato", "Jones", "Li", "Taylor", "King"]
    customers = [(i, f"{rng.choice(first)} {rng.choice(last)}", rng.choices(countries, [5, 3, 2, 1, 1, 1, 1])[0],
                  day(rng, dt.date(1990, 1, 1), dt.date(2022, 12, 31)).isoformat()) for i in range(1, 401)]
    con.executemany("INSERT INTO customers VALUES (?,?,?,?)", customers)
    rentals, damages = [], []
    for i in range(1, 3001):
        car = cars[rng.randrange(0, 76)]  # cars 77 to 80 were never rented
        start = day(rng, dt.date(TODAY.year - 1, 1, 1))
        days = rng.choices([1, 2, 3, 5, 7, 10, 14], [3, 4, 4, 3, 2, 1, 1])[0]
        back = start + dt.timedelta(days=days)
        returned = None if back > TODAY else back.isoformat()
        rentals.append((i, car[0], rng.randrange(1, 381), start.isoformat(), returned, days, round(days * car[5], 2)))
        if rng.random() < 0.05:
            damages.append((len(damages) + 1, i, min(back, TODAY).isoformat(), round(rng.uniform(80, 2500), 2)))
    con.executemany("INSERT INTO rentals VALUES (?,?,?,?,?,?,?)", rentals)
    con.executemany("INSERT INTO damages VALUES (?,?,?,?)", damages)
    con.commit()


def farm(rng):
    con = open_db("farm")
    con.executescript(
        """
        CREATE TABLE farms (farm_id INTEGER PRIMARY KEY, farm_name TEXT NOT NULL, province TEXT NOT NULL,
            owner_name TEXT NOT NULL);
        CREATE TABLE fields (
            field_id INTEGER PRIMARY KEY, farm_id INTEGER NOT NULL REFERENCES farms(farm_id),
            area_mu REAL NOT NULL, soil_type TEXT NOT NULL, irrigated INTEGER NOT NULL);
        CREATE TABLE crops (crop_id INTEGER PRIMARY KEY, crop_name TEXT NOT NULL, category TEXT NOT NULL);
        CREATE TABLE plantings (
            planting_id INTEGER PRIMARY KEY,
            field_id INTEGER NOT NULL REFERENCES fields(field_id),
            crop_id INTEGER NOT NULL REFERENCES crops(crop_id),
            sown_on DATE NOT NULL, seed_cost REAL NOT NULL);
        CREATE TABLE harvests (
            harvest_id INTEGER PRIMARY KEY,
            planting_id INTEGER NOT NULL REFERENCES plantings(planting_id),
            harvested_on DATE NOT NULL, yield_kg REAL NOT NULL, sale_price REAL NOT NULL);
        """
    )
    farms = [(1, "Green Valley", "Shandong", "Zhang Wei"), (2, "Sunny Acres", "Henan", "Li Na"),
             (3, "Golden Field", "Heilongjiang", "Wang Qiang"), (4, "River Bend", "Jiangsu", "Liu Yang"),
             (5, "Hill Top", "Sichuan", "Chen Jie"), (6, "North Plain", "Heilongjiang", "Zhao Lei")]
    con.executemany("INSERT INTO farms VALUES (?,?,?,?)", farms)
    fields = [(i, rng.randrange(1, 7), round(rng.uniform(5, 120), 1), rng.choice(["loam", "clay", "sandy", "black soil"]),
               1 if rng.random() < 0.6 else 0) for i in range(1, 61)]
    con.executemany("INSERT INTO fields VALUES (?,?,?,?,?)", fields)
    crops = [(1, "wheat", "grain"), (2, "corn", "grain"), (3, "rice", "grain"), (4, "soybean", "legume"),
             (5, "peanut", "legume"), (6, "cotton", "fibre"), (7, "potato", "tuber"), (8, "tomato", "vegetable")]
    con.executemany("INSERT INTO crops VALUES (?,?,?)", crops)
    plantings, harvests = [], []
    for f in fields:
        for year in (TODAY.year - 2, TODAY.year - 1, TODAY.year):
            crop = rng.randrange(1, 9)
            sown = dt.date(year, rng.randrange(3, 6), rng.randrange(1, 28))
            if sown > TODAY:
                continue
            plantings.append((len(plantings) + 1, f[0], crop, sown.isoformat(), round(f[2] * rng.uniform(40, 90), 2)))
            cut = sown + dt.timedelta(days=rng.randrange(90, 160))
            if cut <= TODAY:
                harvests.append((len(harvests) + 1, len(plantings), cut.isoformat(),
                                 round(f[2] * rng.uniform(300, 700), 1), round(rng.uniform(1.2, 6.5), 2)))
    con.executemany("INSERT INTO plantings VALUES (?,?,?,?,?)", plantings)
    con.executemany("INSERT INTO harvests VALUES (?,?,?,?,?)", harvests)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(17)
    rental(rng)
    farm(rng)
