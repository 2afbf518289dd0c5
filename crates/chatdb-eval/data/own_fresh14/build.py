#!/usr/bin/env python3
"""Builds the databases of our fifteenth own set (own_fresh14), written to
be held out: scored when written, before any change aimed at it. An
estate agency (`realty`: agents, properties, viewings, offers) asked in
English and Chinese, and a delivery company's fleet with English names
asked about only in Chinese (`fleet`: depots, drivers, vehicles, trips,
fuel_purchases, repairs). Seeded, anchored at today.

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


def realty(rng):
    con = open_db("realty")
    con.executescript(
        """
        CREATE TABLE agents (
            agent_id INTEGER PRIMARY KEY, agent_name TEXT NOT NULL, office TEXT NOT NULL,
            commission_rate REAL NOT NULL);
        CREATE TABLE properties (
            property_id INTEGER PRIMARY KEY, address TEXT NOT NULL, district TEXT NOT NULL,
            property_type TEXT NOT NULL, bedrooms INTEGER NOT NULL, area_sqm REAL NOT NULL,
            asking_price REAL NOT NULL, listed_on DATE NOT NULL, sold_on DATE,
            agent_id INTEGER NOT NULL REFERENCES agents(agent_id));
        CREATE TABLE viewings (
            viewing_id INTEGER PRIMARY KEY,
            property_id INTEGER NOT NULL REFERENCES properties(property_id),
            viewed_at TIMESTAMP NOT NULL, buyer_name TEXT NOT NULL);
        CREATE TABLE offers (
            offer_id INTEGER PRIMARY KEY,
            property_id INTEGER NOT NULL REFERENCES properties(property_id),
            offered_on DATE NOT NULL, amount REAL NOT NULL, accepted INTEGER NOT NULL);
        """
    )
    names = ["Ava Reed", "Ben Cho", "Cara Diaz", "Dev Patel", "Ella Moss", "Finn Lowe", "Gia Russo", "Hugo Park"]
    agents = [(i, n, rng.choice(["North", "Central", "Harbour"]), rng.choice([0.015, 0.02, 0.025]))
              for i, n in enumerate(names, start=1)]
    con.executemany("INSERT INTO agents VALUES (?,?,?,?)", agents)
    streets = ["Oak", "Elm", "Bay", "Hill", "Park", "Mill", "Lake", "Rose"]
    districts = ["Riverside", "Old Town", "Westgate", "Northfield", "Seaview"]
    props, views, offers = [], [], []
    for i in range(1, 401):
        ptype = rng.choices(["apartment", "house", "townhouse", "studio"], [5, 3, 2, 1])[0]
        beds = 0 if ptype == "studio" else rng.randrange(1, 6)
        area = round(25 + beds * rng.uniform(18, 35), 1)
        price = round(area * rng.uniform(3000, 6500), -3)
        listed = day(rng, dt.date(TODAY.year - 2, 1, 1))
        sold = None
        if rng.random() < 0.55 and (TODAY - listed).days > 20:
            sold = day(rng, listed + dt.timedelta(days=10), TODAY)
        props.append((i, f"{rng.randrange(1, 200)} {rng.choice(streets)} St", rng.choice(districts), ptype, beds,
                      area, price, listed.isoformat(), sold.isoformat() if sold else None, rng.randrange(1, 9)))
        end = sold or TODAY
        for _ in range(rng.randrange(0, 9)):
            when = dt.datetime.combine(day(rng, listed, end), dt.time(rng.randrange(9, 19)))
            views.append((len(views) + 1, i, when.isoformat(sep=" "),
                          f"{rng.choice(['Lee', 'Kim', 'Ng', 'Roy', 'Sun', 'Tan'])} family"))
        n_offers = rng.randrange(0, 4) if i % 17 else 0
        for k in range(n_offers):
            acc = 1 if sold and k == n_offers - 1 else 0
            offers.append((len(offers) + 1, i, day(rng, listed, end).isoformat(),
                           round(price * rng.uniform(0.85, 1.05), -3), acc))
    con.executemany("INSERT INTO properties VALUES (?,?,?,?,?,?,?,?,?,?)", props)
    con.executemany("INSERT INTO viewings VALUES (?,?,?,?)", views)
    con.executemany("INSERT INTO offers VALUES (?,?,?,?,?)", offers)
    con.commit()


def fleet(rng):
    con = open_db("fleet")
    con.executescript(
        """
        CREATE TABLE depots (
            depot_id INTEGER PRIMARY KEY, depot_name TEXT NOT NULL, city TEXT NOT NULL);
        CREATE TABLE drivers (
            driver_id INTEGER PRIMARY KEY, driver_name TEXT NOT NULL, hired_on DATE NOT NULL,
            depot_id INTEGER NOT NULL REFERENCES depots(depot_id));
        CREATE TABLE vehicles (
            vehicle_id INTEGER PRIMARY KEY, plate_number TEXT NOT NULL, brand TEXT NOT NULL,
            vehicle_type TEXT NOT NULL, purchase_year INTEGER NOT NULL,
            depot_id INTEGER NOT NULL REFERENCES depots(depot_id));
        CREATE TABLE trips (
            trip_id INTEGER PRIMARY KEY,
            vehicle_id INTEGER NOT NULL REFERENCES vehicles(vehicle_id),
            driver_id INTEGER NOT NULL REFERENCES drivers(driver_id),
            trip_date DATE NOT NULL, distance_km REAL NOT NULL, parcels INTEGER NOT NULL);
        CREATE TABLE fuel_purchases (
            purchase_id INTEGER PRIMARY KEY,
            vehicle_id INTEGER NOT NULL REFERENCES vehicles(vehicle_id),
            purchased_on DATE NOT NULL, liters REAL NOT NULL, cost REAL NOT NULL);
        CREATE TABLE repairs (
            repair_id INTEGER PRIMARY KEY,
            vehicle_id INTEGER NOT NULL REFERENCES vehicles(vehicle_id),
            repaired_on DATE NOT NULL, description TEXT NOT NULL, cost REAL NOT NULL);
        """
    )
    depots = [(1, "Pudong Hub", "Shanghai"), (2, "Minhang Hub", "Shanghai"), (3, "Haidian Hub", "Beijing"),
              (4, "Tianhe Hub", "Guangzhou"), (5, "Nanshan Hub", "Shenzhen")]
    con.executemany("INSERT INTO depots VALUES (?,?,?)", depots)
    sur = ["Wang", "Li", "Zhang", "Liu", "Chen", "Yang", "Zhao", "Huang", "Zhou", "Wu"]
    giv = ["Wei", "Qiang", "Jun", "Lei", "Tao", "Bin", "Hao", "Peng", "Gang", "Ming"]
    drivers = [(i, f"{rng.choice(sur)} {rng.choice(giv)}", day(rng, dt.date(2015, 1, 1), TODAY - dt.timedelta(days=30)).isoformat(),
                rng.randrange(1, 6)) for i in range(1, 61)]
    con.executemany("INSERT INTO drivers VALUES (?,?,?,?)", drivers)
    vehicles = []
    for i in range(1, 81):
        vtype = rng.choices(["van", "truck", "e-bike"], [5, 2, 3])[0]
        brand = {"van": rng.choice(["Ford", "Foton", "JAC"]), "truck": rng.choice(["Isuzu", "FAW"]),
                 "e-bike": rng.choice(["Yadea", "Niu"])}[vtype]
        vehicles.append((i, f"沪A{rng.randrange(10000, 99999)}", brand, vtype, rng.randrange(2014, TODAY.year + 1),
                         rng.randrange(1, 6)))
    con.executemany("INSERT INTO vehicles VALUES (?,?,?,?,?,?)", vehicles)
    trips, fuel, repairs = [], [], []
    for i in range(1, 6001):
        v = rng.randrange(1, 81)
        trips.append((i, v, rng.randrange(1, 61), day(rng, dt.date(TODAY.year - 1, 1, 1)).isoformat(),
                      round(rng.uniform(5, 180), 1), rng.randrange(5, 120)))
    for i in range(1, 1501):
        v = rng.randrange(1, 81)
        if vehicles[v - 1][3] == "e-bike":
            continue
        lit = round(rng.uniform(20, 90), 1)
        fuel.append((len(fuel) + 1, v, day(rng, dt.date(TODAY.year - 1, 1, 1)).isoformat(), lit, round(lit * 7.8, 2)))
    for i in range(1, 301):  # vehicles 71 to 80 are never repaired
        repairs.append((i, rng.randrange(1, 71), day(rng, dt.date(TODAY.year - 1, 1, 1)).isoformat(),
                        rng.choice(["tyres", "brakes", "battery", "engine", "lights"]), round(rng.uniform(100, 6000), 2)))
    con.executemany("INSERT INTO trips VALUES (?,?,?,?,?,?)", trips)
    con.executemany("INSERT INTO fuel_purchases VALUES (?,?,?,?,?)", fuel)
    con.executemany("INSERT INTO repairs VALUES (?,?,?,?,?)", repairs)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(14)
    realty(rng)
    fleet(rng)
