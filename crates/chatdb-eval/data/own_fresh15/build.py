#!/usr/bin/env python3
"""Builds the databases of our sixteenth own set (own_fresh15), written to
be held out: scored when written, before any change aimed at it. A
restaurant group (`dining`: restaurants, dishes, orders, order_lines,
reviews) asked in English and Chinese, and an electricity supplier with
English names asked about only in Chinese (`power`: regions, customers,
meters, readings, bills, outages). Seeded, anchored at today.

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


def dining(rng):
    con = open_db("dining")
    con.executescript(
        """
        CREATE TABLE restaurants (
            restaurant_id INTEGER PRIMARY KEY, name TEXT NOT NULL, city TEXT NOT NULL,
            opened_on DATE NOT NULL, seats INTEGER NOT NULL);
        CREATE TABLE dishes (
            dish_id INTEGER PRIMARY KEY, dish_name TEXT NOT NULL, category TEXT NOT NULL,
            price REAL NOT NULL, is_vegetarian INTEGER NOT NULL);
        CREATE TABLE orders (
            order_id INTEGER PRIMARY KEY,
            restaurant_id INTEGER NOT NULL REFERENCES restaurants(restaurant_id),
            ordered_at TIMESTAMP NOT NULL, channel TEXT NOT NULL,
            total_amount REAL NOT NULL, tip REAL NOT NULL);
        CREATE TABLE order_lines (
            order_id INTEGER NOT NULL REFERENCES orders(order_id),
            dish_id INTEGER NOT NULL REFERENCES dishes(dish_id),
            quantity INTEGER NOT NULL, PRIMARY KEY (order_id, dish_id));
        CREATE TABLE reviews (
            review_id INTEGER PRIMARY KEY,
            restaurant_id INTEGER NOT NULL REFERENCES restaurants(restaurant_id),
            rating INTEGER NOT NULL, reviewed_on DATE NOT NULL, comment TEXT);
        """
    )
    places = [("Harbour Grill", "Sydney"), ("Lotus Garden", "Melbourne"), ("The Copper Pot", "Sydney"),
              ("Blue Fig", "Brisbane"), ("Saffron House", "Melbourne"), ("Old Mill Kitchen", "Perth"),
              ("Nori Bar", "Sydney"), ("Olive Tree", "Adelaide")]
    rest = [(i, n, c, day(rng, dt.date(2015, 1, 1), dt.date(TODAY.year - 1, 6, 30)).isoformat(),
             rng.choice([40, 60, 80, 120])) for i, (n, c) in enumerate(places, start=1)]
    con.executemany("INSERT INTO restaurants VALUES (?,?,?,?,?)", rest)
    menu = [("Caesar Salad", "starter", 12.5, 1), ("Garlic Bread", "starter", 7.0, 1),
            ("Soup of the Day", "starter", 9.0, 1), ("Beef Burger", "main", 19.0, 0),
            ("Grilled Salmon", "main", 28.0, 0), ("Mushroom Risotto", "main", 22.0, 1),
            ("Chicken Curry", "main", 21.0, 0), ("Margherita Pizza", "main", 18.0, 1),
            ("Steak Frites", "main", 34.0, 0), ("Chocolate Cake", "dessert", 11.0, 1),
            ("Lemon Tart", "dessert", 10.0, 1), ("Ice Cream", "dessert", 8.0, 1),
            ("Espresso", "drink", 4.5, 1), ("Lemonade", "drink", 5.5, 1), ("House Wine", "drink", 9.5, 1)]
    con.executemany("INSERT INTO dishes VALUES (?,?,?,?,?)",
                    [(i, *m) for i, m in enumerate(menu, start=1)])
    orders, lines = [], []
    for i in range(1, 4001):
        r = rng.randrange(1, 9)
        opened = dt.date.fromisoformat(rest[r - 1][3])
        when = dt.datetime.combine(day(rng, max(opened, dt.date(TODAY.year - 1, 1, 1))),
                                   dt.time(rng.randrange(11, 22), rng.randrange(60)))
        picked = rng.sample(range(1, 16), rng.randrange(1, 5))
        total = 0.0
        for d in picked:
            q = rng.randrange(1, 4)
            lines.append((i, d, q))
            total += q * menu[d - 1][2]
        channel = rng.choices(["dine-in", "takeaway", "delivery"], [5, 2, 3])[0]
        tip = round(total * rng.choice([0, 0, 0.05, 0.1]), 2) if channel == "dine-in" else 0.0
        orders.append((i, r, when.isoformat(sep=" "), channel, round(total, 2), tip))
    con.executemany("INSERT INTO orders VALUES (?,?,?,?,?,?)", orders)
    con.executemany("INSERT INTO order_lines VALUES (?,?,?)", lines)
    reviews = []
    for i in range(1, 501):  # Olive Tree (8) has no reviews
        r = rng.randrange(1, 8)
        reviews.append((i, r, rng.choices([1, 2, 3, 4, 5], [1, 1, 3, 5, 4])[0],
                        day(rng, dt.date(TODAY.year - 1, 1, 1)).isoformat(),
                        rng.choice([None, "great", "slow service", "lovely staff", "too noisy"])))
    con.executemany("INSERT INTO reviews VALUES (?,?,?,?,?)", reviews)
    con.commit()


def power(rng):
    con = open_db("power")
    con.executescript(
        """
        CREATE TABLE regions (region_id INTEGER PRIMARY KEY, region_name TEXT NOT NULL);
        CREATE TABLE customers (
            customer_id INTEGER PRIMARY KEY, customer_name TEXT NOT NULL, customer_type TEXT NOT NULL,
            region_id INTEGER NOT NULL REFERENCES regions(region_id), joined_on DATE NOT NULL);
        CREATE TABLE meters (
            meter_id INTEGER PRIMARY KEY,
            customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
            meter_model TEXT NOT NULL, installed_on DATE NOT NULL);
        CREATE TABLE readings (
            reading_id INTEGER PRIMARY KEY,
            meter_id INTEGER NOT NULL REFERENCES meters(meter_id),
            read_on DATE NOT NULL, kwh REAL NOT NULL);
        CREATE TABLE bills (
            bill_id INTEGER PRIMARY KEY,
            customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
            period_start DATE NOT NULL, amount REAL NOT NULL, paid_on DATE);
        CREATE TABLE outages (
            outage_id INTEGER PRIMARY KEY,
            region_id INTEGER NOT NULL REFERENCES regions(region_id),
            started_at TIMESTAMP NOT NULL, duration_minutes INTEGER NOT NULL);
        """
    )
    regions = ["Dongcheng", "Xicheng", "Chaoyang", "Fengtai", "Haidian", "Tongzhou"]
    con.executemany("INSERT INTO regions VALUES (?,?)", list(enumerate(regions, start=1)))
    sur = ["Wang", "Li", "Zhang", "Liu", "Chen", "Yang", "Zhao", "Huang", "Zhou", "Wu", "Xu", "Sun"]
    customers = []
    for i in range(1, 301):
        ctype = rng.choices(["residential", "business"], [4, 1])[0]
        name = f"{rng.choice(sur)} {rng.choice(['Wei', 'Fang', 'Min', 'Jing', 'Lei', 'Yan'])}" if ctype == "residential" \
            else f"{rng.choice(['Sunrise', 'Golden', 'Great Wall', 'Jade'])} {rng.choice(['Trading', 'Foods', 'Textiles', 'Tech'])} Co."
        customers.append((i, name, ctype, rng.randrange(1, 7),
                          day(rng, dt.date(2012, 1, 1), TODAY - dt.timedelta(days=5)).isoformat()))
    con.executemany("INSERT INTO customers VALUES (?,?,?,?,?)", customers)
    meters, readings = [], []
    for c in range(1, 291):  # customers 291 to 300 have no meter yet
        for _ in range(1 if rng.random() < 0.85 else 2):
            joined = dt.date.fromisoformat(customers[c - 1][4])
            meters.append((len(meters) + 1, c, rng.choice(["DDS-1", "DTS-3", "SmartX"]),
                           day(rng, joined).isoformat()))
    for m, c, _, installed in meters:
        start = max(dt.date.fromisoformat(installed), dt.date(TODAY.year - 1, 1, 1))
        first = dt.date(start.year, start.month, 1)
        month = first
        while month <= TODAY:
            business = customers[c - 1][2] == "business"
            readings.append((len(readings) + 1, m, month.isoformat(),
                             round(rng.uniform(2000, 9000) if business else rng.uniform(80, 600), 1)))
            month = (month.replace(day=28) + dt.timedelta(days=4)).replace(day=1)
    con.executemany("INSERT INTO meters VALUES (?,?,?,?)", meters)
    con.executemany("INSERT INTO readings VALUES (?,?,?,?)", readings)
    bills = []
    for c in range(1, 291):
        month = dt.date(TODAY.year - 1, 1, 1)
        while month <= TODAY:
            amount = round(rng.uniform(40, 400) * (12 if customers[c - 1][2] == "business" else 1), 2)
            due = month + dt.timedelta(days=35)
            paid = None if month + dt.timedelta(days=3) > TODAY or (due > TODAY and rng.random() < 0.7) \
                or rng.random() < 0.04 \
                else day(rng, month + dt.timedelta(days=3), min(due, TODAY)).isoformat()
            bills.append((len(bills) + 1, c, month.isoformat(), amount, paid))
            month = (month.replace(day=28) + dt.timedelta(days=4)).replace(day=1)
    con.executemany("INSERT INTO bills VALUES (?,?,?,?,?)", bills)
    outages = []
    for i in range(1, 121):
        when = dt.datetime.combine(day(rng, dt.date(TODAY.year - 1, 1, 1)), dt.time(rng.randrange(24), rng.randrange(60)))
        outages.append((i, rng.choices(range(1, 7), [1, 1, 2, 3, 2, 4])[0], when.isoformat(sep=" "),
                        rng.randrange(5, 300)))
    con.executemany("INSERT INTO outages VALUES (?,?,?,?)", outages)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(15)
    dining(rng)
    power(rng)
