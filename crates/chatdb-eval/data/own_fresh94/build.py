#!/usr/bin/env python3
"""Builds the databases of our ninety-fifth own set (own_fresh94), written
at the start of the session of 2026-12-07 (tenth) before the engine was run
on them.
A food bank asked in English (`food_bank`: donors of a type in a city;
donations of a donor received on a day, of a category, weighed in kg;
families of some members registered on a day; pickups of a family on a day,
weighed in kg) and a used-car dealer network (二手车) with English names
asked about only in Chinese (`used_cars`: dealers in a city; cars of a
brand and model listed by a dealer on a day, with a model year, a mileage
and a list price; sales of a car on a day at a price). Seeded, anchored at
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


def food_bank(rng):
    con = open_db("food_bank")
    con.executescript(
        """
        CREATE TABLE donors (donor_id INTEGER PRIMARY KEY, donor_name TEXT NOT NULL, donor_type TEXT NOT NULL,
                             city TEXT NOT NULL);
        CREATE TABLE donations (donation_id INTEGER PRIMARY KEY, donor_id INTEGER NOT NULL REFERENCES donors(donor_id),
                                received_on DATE NOT NULL, category TEXT NOT NULL, weight_kg REAL NOT NULL);
        CREATE TABLE families (family_id INTEGER PRIMARY KEY, family_name TEXT NOT NULL, members INTEGER NOT NULL,
                               registered_on DATE NOT NULL);
        CREATE TABLE pickups (pickup_id INTEGER PRIMARY KEY, family_id INTEGER NOT NULL REFERENCES families(family_id),
                              picked_up_on DATE NOT NULL, weight_kg REAL NOT NULL);
        """
    )
    donors = [
        (1, "Green Grocer", "business", "Springfield"), (2, "St Mary's", "church", "Springfield"),
        (3, "Alice Morgan", "individual", "Shelbyville"), (4, "FreshMart", "business", "Shelbyville"),
        (5, "Grace Chapel", "church", "Ogdenville"), (6, "Bob Turner", "individual", "Springfield"),
        (7, "Corner Bakery", "business", "Ogdenville"), (8, "Carol White", "individual", "Ogdenville"),
        (9, "Hilltop Farm", "business", "Springfield"), (10, "Dave Brown", "individual", "Shelbyville"),
    ]
    con.executemany("INSERT INTO donors VALUES (?,?,?,?)", donors)
    donations = []
    for i in range(1, 401):
        d = rng.choices(donors, weights=[6, 3, 1, 5, 2, 1, 4, 1, 5, 1])[0]
        w = round(rng.uniform(2, 60) * (3 if d[2] == "business" else 1), 1)
        donations.append((i, d[0], day(rng, TODAY - dt.timedelta(days=700)).isoformat(),
                          rng.choice(["canned", "fresh", "dry", "dairy"]), w))
    con.executemany("INSERT INTO donations VALUES (?,?,?,?,?)", donations)
    totals = {}
    for x in donations:
        totals[x[1]] = totals.get(x[1], 0) + x[4]
    ranked = sorted(totals.values(), reverse=True)
    assert ranked[0] - ranked[1] > 1, "the top donor by weight is tied"
    surnames = ["Adams", "Baker", "Chen", "Diaz", "Evans", "Foster", "Garcia", "Hughes", "Ito", "Jensen", "Khan",
                "Lopez", "Murphy", "Nguyen", "Okafor", "Patel", "Quinn", "Rossi", "Smith", "Tanaka", "Usman",
                "Vargas", "Wong", "Young"]
    families = [(i, s + " family", rng.randint(1, 6), day(rng, TODAY - dt.timedelta(days=800)).isoformat())
                for i, s in enumerate(surnames, 1)]
    families[6] = families[6][:2] + (9,) + families[6][3:]  # one family clearly largest
    con.executemany("INSERT INTO families VALUES (?,?,?,?)", families)
    pickups = []
    for i in range(1, 501):
        f = rng.choice(families[:21])  # three families never picked up
        pickups.append((i, f[0], day(rng, TODAY - dt.timedelta(days=600)).isoformat(),
                        round(rng.uniform(3, 15) + f[2], 1)))
    con.executemany("INSERT INTO pickups VALUES (?,?,?,?)", pickups)
    got = {}
    for p in pickups:
        got[p[1]] = got.get(p[1], 0) + p[3]
    ranked = sorted(got.values(), reverse=True)
    assert ranked[0] - ranked[1] > 1, "the family that picked up most is tied"
    con.commit()


def used_cars(rng):
    con = open_db("used_cars")
    con.executescript(
        """
        CREATE TABLE dealers (dealer_id INTEGER PRIMARY KEY, dealer_name TEXT NOT NULL, city TEXT NOT NULL);
        CREATE TABLE cars (car_id INTEGER PRIMARY KEY, dealer_id INTEGER NOT NULL REFERENCES dealers(dealer_id),
                           brand TEXT NOT NULL, model TEXT NOT NULL, year INTEGER NOT NULL,
                           mileage_km INTEGER NOT NULL, list_price REAL NOT NULL, listed_on DATE NOT NULL);
        CREATE TABLE sales (sale_id INTEGER PRIMARY KEY, car_id INTEGER NOT NULL REFERENCES cars(car_id),
                            sold_on DATE NOT NULL, sale_price REAL NOT NULL);
        """
    )
    dealers = [(1, "优信北京店", "北京"), (2, "瓜子上海店", "上海"), (3, "车易杭州店", "杭州"),
               (4, "人人车北京店", "北京"), (5, "好车杭州店", "杭州")]
    con.executemany("INSERT INTO dealers VALUES (?,?,?)", dealers)
    models = {"丰田": [("凯美瑞", 180000), ("卡罗拉", 120000)], "本田": [("雅阁", 170000), ("思域", 130000)],
              "大众": [("帕萨特", 190000), ("朗逸", 100000)], "宝马": [("3系", 300000), ("5系", 420000)],
              "比亚迪": [("汉", 220000), ("秦", 110000)]}
    cars = []
    for i in range(1, 161):
        brand = rng.choice(list(models))
        model, new_price = rng.choice(models[brand])
        year = rng.randint(2014, 2024)
        age = TODAY.year - year
        price = round(new_price * (0.9 ** age) * rng.uniform(0.85, 1.05), -2)
        cars.append((i, rng.choice(dealers)[0], brand, model, year, age * rng.randint(8000, 20000) + rng.randint(0, 999),
                     price, day(rng, TODAY - dt.timedelta(days=600)).isoformat()))
    con.executemany("INSERT INTO cars VALUES (?,?,?,?,?,?,?,?)", cars)
    sales = []
    for c in cars:
        if rng.random() < 0.7:
            listed = dt.date.fromisoformat(c[7])
            sold = day(rng, listed, min(TODAY, listed + dt.timedelta(days=120)))
            sales.append((len(sales) + 1, c[0], sold.isoformat(), round(c[6] * rng.uniform(0.9, 0.99), -2)))
    con.executemany("INSERT INTO sales VALUES (?,?,?,?)", sales)
    by_dealer = {}
    car_dealer = {c[0]: c[1] for c in cars}
    for s in sales:
        by_dealer[car_dealer[s[1]]] = by_dealer.get(car_dealer[s[1]], 0) + 1
    ranked = sorted(by_dealer.values(), reverse=True)
    assert ranked[0] > ranked[1], "the dealer selling most is tied"
    prices = sorted((s[3] for s in sales), reverse=True)
    assert prices[0] > prices[1], "the dearest sale is tied"
    con.commit()


if __name__ == "__main__":
    food_bank(random.Random(94))
    used_cars(random.Random(9494))
