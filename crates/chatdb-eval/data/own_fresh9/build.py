#!/usr/bin/env python3
"""Builds the databases of our tenth own set (own_fresh9), written to be
held out: scored when written, before any engine change aimed at it. A
landlord's rentals (`rentals`: properties, tenants, leases, rent payments,
maintenance requests) and a ticket seller with English names that is asked
about in Chinese (`ticketing`: venues, events, customers, orders with a
channel and refunds). Seeded, anchored at today.

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


def rentals(rng):
    con = open_db("rentals")
    con.executescript(
        """
        CREATE TABLE properties (
            property_id INTEGER PRIMARY KEY, address TEXT NOT NULL, city TEXT NOT NULL,
            property_type TEXT NOT NULL, bedrooms INTEGER NOT NULL, monthly_rent REAL NOT NULL);
        CREATE TABLE tenants (
            tenant_id INTEGER PRIMARY KEY, tenant_name TEXT NOT NULL, phone TEXT NOT NULL,
            moved_in DATE NOT NULL);
        CREATE TABLE leases (
            lease_id INTEGER PRIMARY KEY,
            property_id INTEGER NOT NULL REFERENCES properties(property_id),
            tenant_id INTEGER NOT NULL REFERENCES tenants(tenant_id),
            start_date DATE NOT NULL, end_date DATE NOT NULL, monthly_rent REAL NOT NULL,
            status TEXT NOT NULL);
        CREATE TABLE payments (
            payment_id INTEGER PRIMARY KEY,
            lease_id INTEGER NOT NULL REFERENCES leases(lease_id),
            paid_on DATE NOT NULL, amount REAL NOT NULL, method TEXT NOT NULL);
        CREATE TABLE maintenance_requests (
            request_id INTEGER PRIMARY KEY,
            property_id INTEGER NOT NULL REFERENCES properties(property_id),
            opened_on DATE NOT NULL, closed_on DATE, category TEXT NOT NULL, cost REAL NOT NULL);
        """
    )
    streets = ["Oak St", "Maple Ave", "Pine Rd", "Elm St", "Cedar Ln", "Birch Way", "Lake Dr"]
    cities = ["Denver", "Portland", "Austin", "Raleigh"]
    types = ["apartment", "house", "studio"]
    props = []
    for i in range(1, 121):
        kind = rng.choice(types)
        beds = 0 if kind == "studio" else rng.randrange(1, 5)
        props.append((i, f"{rng.randrange(10, 999)} {rng.choice(streets)}", rng.choice(cities), kind, beds,
                      float(rng.randrange(900, 3500, 50))))
    con.executemany("INSERT INTO properties VALUES (?,?,?,?,?,?)", props)
    first = ["Ava", "Liam", "Mia", "Noah", "Zoe", "Omar", "Yuki", "Raj", "Sofia", "Tom", "Wei", "Lucy"]
    last = ["Reed", "Patel", "Garcia", "Chen", "Miller", "Khan", "Silva", "Young"]
    tenants = [(i, f"{rng.choice(first)} {rng.choice(last)}", f"555-{rng.randrange(1000, 9999)}",
                day(rng, dt.date(2019, 1, 1)).isoformat()) for i in range(1, 161)]
    con.executemany("INSERT INTO tenants VALUES (?,?,?,?)", tenants)
    leases, pays, pid = [], [], 1
    for i in range(1, 201):
        prop = rng.choice(props)
        start = day(rng, dt.date(TODAY.year - 2, 1, 1), TODAY - dt.timedelta(days=30))
        end = start + dt.timedelta(days=365)
        status = "active" if end > TODAY else "ended"
        rent = prop[5]
        leases.append((i, prop[0], rng.randrange(1, 161), start.isoformat(), end.isoformat(), rent, status))
        month = start
        while month <= min(end, TODAY):
            if rng.random() < 0.95:
                pays.append((pid, i, month.isoformat(), rent, rng.choices(["bank", "card", "cash"], [6, 3, 1])[0]))
                pid += 1
            month += dt.timedelta(days=30)
    con.executemany("INSERT INTO leases VALUES (?,?,?,?,?,?,?)", leases)
    con.executemany("INSERT INTO payments VALUES (?,?,?,?,?)", pays)
    reqs = []
    for i in range(1, 301):
        opened = day(rng, dt.date(TODAY.year - 1, 1, 1))
        closed = opened + dt.timedelta(days=rng.randrange(0, 20))
        reqs.append((i, rng.randrange(1, 111), opened.isoformat(),
                     None if closed > TODAY or rng.random() < 0.1 else closed.isoformat(),
                     rng.choice(["plumbing", "electrical", "heating", "appliance"]),
                     round(rng.uniform(50, 1500), 2)))
    con.executemany("INSERT INTO maintenance_requests VALUES (?,?,?,?,?,?)", reqs)
    con.commit()


def ticketing(rng):
    con = open_db("ticketing")
    con.executescript(
        """
        CREATE TABLE venues (
            venue_id INTEGER PRIMARY KEY, venue_name TEXT NOT NULL, city TEXT NOT NULL,
            capacity INTEGER NOT NULL);
        CREATE TABLE events (
            event_id INTEGER PRIMARY KEY,
            venue_id INTEGER NOT NULL REFERENCES venues(venue_id),
            event_name TEXT NOT NULL, category TEXT NOT NULL, event_date DATE NOT NULL);
        CREATE TABLE customers (
            customer_id INTEGER PRIMARY KEY, customer_name TEXT NOT NULL, city TEXT NOT NULL,
            signup_date DATE NOT NULL);
        CREATE TABLE orders (
            order_id INTEGER PRIMARY KEY,
            event_id INTEGER NOT NULL REFERENCES events(event_id),
            customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
            order_time TIMESTAMP NOT NULL, channel TEXT NOT NULL, quantity INTEGER NOT NULL,
            total_price REAL NOT NULL, refunded INTEGER NOT NULL);
        """
    )
    cities = ["Shanghai", "Beijing", "Shenzhen", "Chengdu", "Hangzhou"]
    venues = [(i, f"{c} {k}", c, rng.randrange(500, 20000, 500))
              for i, (c, k) in enumerate(((c, k) for c in cities for k in ["Arena", "Theatre"]), start=1)]
    con.executemany("INSERT INTO venues VALUES (?,?,?,?)", venues)
    cats = ["concert", "theatre", "sports", "comedy"]
    events = []
    for i in range(1, 81):
        d = day(rng, dt.date(TODAY.year - 1, 1, 1), TODAY + dt.timedelta(days=90))
        cat = rng.choice(cats)
        events.append((i, rng.randrange(1, len(venues) + 1), f"{cat.title()} Night {i}", cat, d.isoformat()))
    con.executemany("INSERT INTO events VALUES (?,?,?,?,?)", events)
    names = ["Li Lei", "Han Mei", "Zhang Wei", "Wang Fang", "Liu Yang", "Chen Jing", "Zhao Min", "Sun Hao"]
    customers = [(i, f"{rng.choice(names)} {i}", rng.choice(cities), day(rng, dt.date(2020, 1, 1)).isoformat())
                 for i in range(1, 401)]
    con.executemany("INSERT INTO customers VALUES (?,?,?,?)", customers)
    orders = []
    for i in range(1, 3001):
        ev = rng.choice(events)
        ev_day = dt.date.fromisoformat(ev[4])
        latest = min(ev_day, TODAY)
        when = day(rng, latest - dt.timedelta(days=60), latest)
        stamp = dt.datetime.combine(when, dt.time(rng.randrange(8, 23), rng.randrange(60)))
        qty = rng.choice([1, 1, 2, 2, 2, 3, 4])
        price = qty * rng.choice([180.0, 280.0, 380.0, 580.0])
        orders.append((i, ev[0], rng.randrange(1, 401), stamp.isoformat(sep=" "),
                       rng.choices(["app", "web", "box_office"], [5, 3, 1])[0], qty, price,
                       1 if rng.random() < 0.05 else 0))
    con.executemany("INSERT INTO orders VALUES (?,?,?,?,?,?,?,?)", orders)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(9)
    rentals(rng)
    ticketing(rng)
