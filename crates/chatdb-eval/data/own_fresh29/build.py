#!/usr/bin/env python3
"""Builds the databases of our thirtieth own set (own_fresh29), written to
be held out: scored when written, before any change aimed at it. A
software company's subscriptions asked in English (`saas`: plans,
customers, subscriptions, invoices) and a restaurant chain with English
names asked about only in Chinese (`dining`: restaurants, dishes, orders,
order items). Seeded, anchored at today.

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


def saas(rng):
    con = open_db("saas")
    con.executescript(
        """
        CREATE TABLE plans (plan_id INTEGER PRIMARY KEY, plan_name TEXT NOT NULL, monthly_price REAL NOT NULL);
        CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, company_name TEXT NOT NULL, country TEXT NOT NULL,
            signed_up_on DATE NOT NULL);
        CREATE TABLE subscriptions (
            sub_id INTEGER PRIMARY KEY,
            customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
            plan_id INTEGER NOT NULL REFERENCES plans(plan_id),
            started_on DATE NOT NULL, cancelled_on DATE);
        CREATE TABLE invoices (
            invoice_id INTEGER PRIMARY KEY,
            customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
            issued_on DATE NOT NULL, amount REAL NOT NULL, paid INTEGER NOT NULL);
        """
    )
    plans = [(1, "Starter", 19.0), (2, "Team", 49.0), (3, "Business", 129.0), (4, "Enterprise", 499.0)]
    con.executemany("INSERT INTO plans VALUES (?,?,?)", plans)
    customers = []
    for i in range(1, 401):
        customers.append((i, f"Company {i:03d}", rng.choices(["US", "UK", "Germany", "India", "Brazil"], [5, 2, 2, 2, 1])[0],
                          day(rng, dt.date(TODAY.year - 2, 1, 1)).isoformat()))
    con.executemany("INSERT INTO customers VALUES (?,?,?,?)", customers)
    subs, invoices = [], []
    for c in customers:
        if c[0] % 13 == 0:
            continue  # signed up, never subscribed
        plan = rng.choices(plans, [5, 4, 2, 1])[0]
        start = dt.date.fromisoformat(c[3]) + dt.timedelta(days=rng.randrange(0, 10))
        if start > TODAY:
            start = TODAY
        cancelled = None
        if rng.random() < 0.25:
            cancelled = day(rng, start).isoformat()
        subs.append((len(subs) + 1, c[0], plan[0], start.isoformat(), cancelled))
        end = dt.date.fromisoformat(cancelled) if cancelled else TODAY
        when = start
        while when <= end:
            invoices.append((len(invoices) + 1, c[0], when.isoformat(), plan[2], int(rng.random() < 0.93 or when < TODAY - dt.timedelta(days=90))))
            when += dt.timedelta(days=30)
    con.executemany("INSERT INTO subscriptions VALUES (?,?,?,?,?)", subs)
    con.executemany("INSERT INTO invoices VALUES (?,?,?,?,?)", invoices)
    con.commit()


def dining(rng):
    con = open_db("dining")
    con.executescript(
        """
        CREATE TABLE restaurants (restaurant_id INTEGER PRIMARY KEY, restaurant_name TEXT NOT NULL, city TEXT NOT NULL,
            seats INTEGER NOT NULL);
        CREATE TABLE dishes (dish_id INTEGER PRIMARY KEY, dish_name TEXT NOT NULL, category TEXT NOT NULL, price REAL NOT NULL);
        CREATE TABLE orders (
            order_id INTEGER PRIMARY KEY,
            restaurant_id INTEGER NOT NULL REFERENCES restaurants(restaurant_id),
            ordered_at DATETIME NOT NULL, total REAL NOT NULL);
        CREATE TABLE order_items (
            item_id INTEGER PRIMARY KEY,
            order_id INTEGER NOT NULL REFERENCES orders(order_id),
            dish_id INTEGER NOT NULL REFERENCES dishes(dish_id),
            quantity INTEGER NOT NULL);
        """
    )
    restaurants = [(1, "Jade Garden Jing'an", "Shanghai", 120), (2, "Jade Garden Xintiandi", "Shanghai", 80),
                   (3, "Jade Garden Sanlitun", "Beijing", 150), (4, "Jade Garden Tianhe", "Guangzhou", 95),
                   (5, "Jade Garden Nanshan", "Shenzhen", 60)]
    con.executemany("INSERT INTO restaurants VALUES (?,?,?,?)", restaurants)
    dishes = [(1, "Kung Pao Chicken", "main", 48.0), (2, "Mapo Tofu", "main", 32.0), (3, "Peking Duck", "main", 168.0),
              (4, "Fried Rice", "staple", 28.0), (5, "Dan Dan Noodles", "staple", 26.0), (6, "Mango Pudding", "dessert", 22.0),
              (7, "Sesame Balls", "dessert", 18.0), (8, "Hot and Sour Soup", "soup", 30.0), (9, "Braised Abalone", "main", 388.0)]
    con.executemany("INSERT INTO dishes VALUES (?,?,?,?)", dishes)
    orders, items = [], []
    for i in range(1, 5001):
        r = rng.choice(restaurants)
        when = dt.datetime.combine(day(rng, dt.date(TODAY.year - 1, 1, 1)), dt.time(rng.randrange(11, 22), rng.randrange(60)))
        total = 0.0
        for d in rng.sample(dishes[:-1], rng.randrange(1, 4)):  # the abalone has not sold yet
            q = rng.randrange(1, 4) if d[0] != 1 else rng.randrange(2, 6)
            items.append((len(items) + 1, i, d[0], q))
            total += q * d[3]
        orders.append((i, r[0], when.isoformat(sep=" "), round(total, 2)))
    con.executemany("INSERT INTO orders VALUES (?,?,?,?)", orders)
    con.executemany("INSERT INTO order_items VALUES (?,?,?,?)", items)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(29)
    saas(rng)
    dining(rng)
