#!/usr/bin/env python3
"""Builds the databases of our twenty-fourth own set (own_fresh23), written
to be held out: scored when written, before any change aimed at it. A
distributor's stock and purchasing asked in English (`inventory`:
warehouses, products, suppliers, stock, purchase orders), a cinema chain
with English names asked about only in Chinese (`cinema`: cinemas, films,
screenings, tickets) and a city's public transport asked in English and
Chinese (`transit`: routes, stops, vehicles, trips). Seeded, anchored at
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


def inventory(rng):
    con = open_db("inventory")
    con.executescript(
        """
        CREATE TABLE warehouses (warehouse_id INTEGER PRIMARY KEY, warehouse_name TEXT NOT NULL,
            city TEXT NOT NULL);
        CREATE TABLE products (product_id INTEGER PRIMARY KEY, sku TEXT NOT NULL, product_name TEXT NOT NULL,
            category TEXT NOT NULL, unit_cost REAL NOT NULL, reorder_level INTEGER NOT NULL);
        CREATE TABLE suppliers (supplier_id INTEGER PRIMARY KEY, supplier_name TEXT NOT NULL,
            country TEXT NOT NULL);
        CREATE TABLE stock (
            warehouse_id INTEGER NOT NULL REFERENCES warehouses(warehouse_id),
            product_id INTEGER NOT NULL REFERENCES products(product_id),
            on_hand INTEGER NOT NULL, PRIMARY KEY (warehouse_id, product_id));
        CREATE TABLE purchase_orders (
            po_id INTEGER PRIMARY KEY,
            supplier_id INTEGER NOT NULL REFERENCES suppliers(supplier_id),
            product_id INTEGER NOT NULL REFERENCES products(product_id),
            warehouse_id INTEGER NOT NULL REFERENCES warehouses(warehouse_id),
            qty INTEGER NOT NULL, total_cost REAL NOT NULL,
            ordered_on DATE NOT NULL, expected_on DATE NOT NULL, received_on DATE, status TEXT NOT NULL);
        """
    )
    warehouses = [(1, "Rotterdam Hub", "Rotterdam"), (2, "Hamburg North", "Hamburg"),
                  (3, "Lyon Depot", "Lyon"), (4, "Milan South", "Milan"), (5, "Rotterdam Port", "Rotterdam")]
    con.executemany("INSERT INTO warehouses VALUES (?,?,?)", warehouses)
    catalog = {"electronics": ["USB-C Cable", "Wireless Mouse", "Keyboard", "27in Monitor", "Webcam", "Headset"],
               "furniture": ["Office Chair", "Standing Desk", "Filing Cabinet", "Bookshelf"],
               "stationery": ["A4 Paper Box", "Ballpoint Pens", "Sticky Notes", "Stapler", "Notebook"],
               "cleaning": ["Hand Soap", "Disinfectant Spray", "Paper Towels"]}
    costs = rng.sample(range(2, 400), 18)  # no two alike: one most expensive product
    products = []
    for cat, names in catalog.items():
        for n in names:
            i = len(products) + 1
            products.append((i, f"SKU-{1000 + i}", n, cat, float(costs[i - 1]) + 0.99, rng.randrange(20, 200, 10)))
    con.executemany("INSERT INTO products VALUES (?,?,?,?,?,?)", products)
    suppliers = [(1, "Nordic Office Supply", "Sweden"), (2, "Rhein Elektronik", "Germany"),
                 (3, "Bureau Plus", "France"), (4, "Clean & Co", "Netherlands"), (5, "Shenzhen Parts Ltd", "China"),
                 (6, "Mobili Italia", "Italy"), (7, "Berlin Paper Works", "Germany"), (8, "Atlas Trading", "Poland")]
    con.executemany("INSERT INTO suppliers VALUES (?,?,?)", suppliers)
    stock = []
    for w in warehouses:
        for p in products:
            if rng.random() < 0.85:
                stock.append((w[0], p[0], rng.choice([0, 0] + list(range(5, 600)))))
    con.executemany("INSERT INTO stock VALUES (?,?,?)", stock)
    makes = {"electronics": [2, 5], "furniture": [6, 1], "stationery": [1, 3, 7], "cleaning": [4, 3]}
    orders = []
    ordered_products = products[:-2]  # the last two products (cleaning) were never ordered
    for i in range(1, 1401):
        p = rng.choice(ordered_products)
        s = rng.choice(makes[p[3]])
        w = rng.choice(warehouses)
        qty = rng.randrange(10, 500, 10)
        ordered = day(rng, dt.date(TODAY.year - 1, 1, 1))
        expected = ordered + dt.timedelta(days=rng.randrange(5, 30))
        received, status = None, "open"
        r = rng.random()
        if r < 0.07:
            status = "cancelled"
        elif (TODAY - ordered).days > 40 or r < 0.6:
            lateness = rng.choices([-3, -1, 0, 2, 6, 12], [3, 5, 10, 4, 2, 1])[0]
            got = expected + dt.timedelta(days=lateness)
            if got <= TODAY:
                received, status = got, "received"
        orders.append((i, s, p[0], w[0], qty, round(qty * p[4] * rng.uniform(0.9, 1.05), 2), ordered.isoformat(),
                       expected.isoformat(), received.isoformat() if received else None, status))
    con.executemany("INSERT INTO purchase_orders VALUES (?,?,?,?,?,?,?,?,?,?)", orders)
    con.commit()


def cinema(rng):
    con = open_db("cinema")
    con.executescript(
        """
        CREATE TABLE cinemas (cinema_id INTEGER PRIMARY KEY, cinema_name TEXT NOT NULL, city TEXT NOT NULL,
            opened_year INTEGER NOT NULL);
        CREATE TABLE films (film_id INTEGER PRIMARY KEY, title TEXT NOT NULL, genre TEXT NOT NULL,
            duration_min INTEGER NOT NULL, release_date DATE NOT NULL);
        CREATE TABLE screenings (
            screening_id INTEGER PRIMARY KEY,
            film_id INTEGER NOT NULL REFERENCES films(film_id),
            cinema_id INTEGER NOT NULL REFERENCES cinemas(cinema_id),
            hall TEXT NOT NULL, starts_at DATETIME NOT NULL);
        CREATE TABLE tickets (
            ticket_id INTEGER PRIMARY KEY,
            screening_id INTEGER NOT NULL REFERENCES screenings(screening_id),
            seat TEXT NOT NULL, price REAL NOT NULL, sold_at DATETIME NOT NULL, channel TEXT NOT NULL);
        """
    )
    cinemas = [(1, "Starlight Xintiandi", "Shanghai", 2012), (2, "Starlight Pudong", "Shanghai", 2016),
               (3, "Starlight Wangfujing", "Beijing", 2010), (4, "Starlight Sanlitun", "Beijing", 2018),
               (5, "Starlight Tianhe", "Guangzhou", 2015), (6, "Starlight Chunxi", "Chengdu", 2019),
               (7, "Starlight Jiefangbei", "Chongqing", 2021), (8, "Starlight Xintiandi Wuhan", "Wuhan", 2017),
               (9, "Starlight Lujiazui", "Shanghai", 2022)]
    con.executemany("INSERT INTO cinemas VALUES (?,?,?,?)", cinemas)
    titles = [("Iron Harbor", "action"), ("The Quiet Lake", "drama"), ("Laugh Track", "comedy"),
              ("Night Shift", "thriller"), ("Moon Rabbit", "animation"), ("Dragon Gate", "action"),
              ("Second Spring", "romance"), ("Office Party", "comedy"), ("Deep Signal", "sci-fi"),
              ("Paper Kites", "drama"), ("Lost in Chengdu", "comedy"), ("Red Meridian", "thriller"),
              ("Starfall", "sci-fi"), ("Little Giants", "animation"), ("Autumn Letters", "romance"),
              ("Cold Front", "action")]
    durations = rng.sample(range(85, 175), len(titles))  # no two alike: one longest film
    films = []
    for i, (t, g) in enumerate(titles, 1):
        released = day(rng, dt.date(TODAY.year - 1, 1, 1), TODAY - dt.timedelta(days=10))
        if i > len(titles) - 2:  # the last two films open soon: never screened yet
            released = TODAY + dt.timedelta(days=7 * (i - len(titles) + 3))
        films.append((i, t, g, durations[i - 1], released.isoformat()))
    con.executemany("INSERT INTO films VALUES (?,?,?,?,?)", films)
    shown = [f for f in films if dt.date.fromisoformat(f[4]) <= TODAY]
    appeal = {f[0]: rng.uniform(0.3, 3.0) for f in shown}
    screenings, tickets = [], []
    for i in range(1, 2501):
        f = rng.choices(shown, [appeal[x[0]] for x in shown])[0]
        c = rng.choice(cinemas[:-1])  # the newest cinema has not shown anything yet
        released = dt.date.fromisoformat(f[4])
        start_day = day(rng, released, min(TODAY, released + dt.timedelta(days=60)))
        starts = dt.datetime.combine(start_day, dt.time(rng.choice([10, 13, 16, 19, 21]), rng.choice([0, 30])))
        screenings.append((i, f[0], c[0], f"Hall {rng.randrange(1, 8)}", starts.isoformat(sep=" ")))
        base = 35 + 10 * (c[2] in ("Shanghai", "Beijing"))
        for n in range(rng.randrange(0, 40)):
            sold = starts - dt.timedelta(hours=rng.randrange(0, 96), minutes=rng.randrange(60))
            channel = rng.choices(["app", "box office", "partner"], [6, 2, 3])[0]
            price = float(base + rng.choice([0, 0, 5, 10, 20]) - (5 if channel == "partner" else 0))
            tickets.append((len(tickets) + 1, i, f"{chr(65 + n // 12)}{n % 12 + 1}", price,
                            sold.isoformat(sep=" "), channel))
    con.executemany("INSERT INTO screenings VALUES (?,?,?,?,?)", screenings)
    con.executemany("INSERT INTO tickets VALUES (?,?,?,?,?,?)", tickets)
    con.commit()


def transit(rng):
    con = open_db("transit")
    con.executescript(
        """
        CREATE TABLE routes (route_id INTEGER PRIMARY KEY, route_name TEXT NOT NULL, mode TEXT NOT NULL);
        CREATE TABLE stops (stop_id INTEGER PRIMARY KEY, stop_name TEXT NOT NULL, district TEXT NOT NULL);
        CREATE TABLE vehicles (vehicle_id INTEGER PRIMARY KEY, route_id INTEGER REFERENCES routes(route_id),
            plate_no TEXT NOT NULL, in_service_since DATE NOT NULL);
        CREATE TABLE trips (
            trip_id INTEGER PRIMARY KEY,
            route_id INTEGER NOT NULL REFERENCES routes(route_id),
            vehicle_id INTEGER NOT NULL REFERENCES vehicles(vehicle_id),
            departed_at DATETIME NOT NULL, delay_min INTEGER NOT NULL, boardings INTEGER NOT NULL);
        """
    )
    routes = [(1, "Line 1", "metro"), (2, "Line 2", "metro"), (3, "Line 3", "metro"), (4, "T1", "tram"),
              (5, "T2", "tram"), (6, "Bus 11", "bus"), (7, "Bus 24", "bus"), (8, "Bus 38", "bus"),
              (9, "Bus 52", "bus"), (10, "Bus 77", "bus"), (11, "Night Bus N1", "bus"), (12, "Airport Express", "bus")]
    con.executemany("INSERT INTO routes VALUES (?,?,?)", routes)
    districts = ["Old Town", "Riverside", "University", "Harbour", "Airport", "Northgate"]
    stops = [(i, f"Stop {i:03d}", rng.choices(districts, [5, 4, 3, 3, 1, 2])[0]) for i in range(1, 121)]
    con.executemany("INSERT INTO stops VALUES (?,?,?)", stops)
    vehicles = []
    for r in routes[:-1]:  # the airport express has no vehicle of its own yet
        for _ in range({"metro": 6, "tram": 4, "bus": 3}[r[2]]):
            i = len(vehicles) + 1
            vehicles.append((i, r[0], f"V-{4000 + i * 7}",
                             day(rng, dt.date(TODAY.year - 12, 1, 1), TODAY).isoformat()))
    con.executemany("INSERT INTO vehicles VALUES (?,?,?,?)", vehicles)
    lateness = {r[0]: rng.uniform(0.5, 6.0) for r in routes}
    crowd = {"metro": 180, "tram": 60, "bus": 35}
    trips = []
    for i in range(1, 12001):
        v = rng.choice(vehicles)
        r = routes[v[1] - 1]
        start = max(dt.date.fromisoformat(v[3]), dt.date(TODAY.year - 1, 1, 1))
        d = day(rng, start, TODAY)
        at = dt.datetime.combine(d, dt.time(rng.randrange(5, 24), rng.randrange(0, 60, 5)))
        delay = max(0, round(rng.expovariate(1 / lateness[r[0]])) - 1)
        trips.append((i, r[0], v[0], at.isoformat(sep=" "), delay, max(0, round(rng.gauss(crowd[r[2]], crowd[r[2]] / 3)))))
    con.executemany("INSERT INTO trips VALUES (?,?,?,?,?,?)", trips)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(23)
    inventory(rng)
    cinema(rng)
    transit(rng)
