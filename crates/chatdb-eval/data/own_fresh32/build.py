#!/usr/bin/env python3
"""Builds the databases of our thirty-third own set (own_fresh32), written
to be held out: scored when written, before any change aimed at it. A
hospital's admissions asked in English (`hospital`: wards, patients,
admissions) and a web shop with returns, English names asked about only
in Chinese (`webshop`: customers, products, orders, order lines,
returns). Seeded, anchored at today.

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


def hospital(rng):
    con = open_db("hospital")
    con.executescript(
        """
        CREATE TABLE wards (ward_id INTEGER PRIMARY KEY, ward_name TEXT NOT NULL, floor INTEGER NOT NULL, beds INTEGER NOT NULL);
        CREATE TABLE patients (patient_id INTEGER PRIMARY KEY, full_name TEXT NOT NULL, birth_date DATE NOT NULL,
            gender TEXT NOT NULL);
        CREATE TABLE admissions (
            admission_id INTEGER PRIMARY KEY,
            patient_id INTEGER NOT NULL REFERENCES patients(patient_id),
            ward_id INTEGER NOT NULL REFERENCES wards(ward_id),
            admitted_on DATE NOT NULL, discharged_on DATE, diagnosis TEXT NOT NULL);
        """
    )
    wards = [(1, "Cardiology", 2, 24), (2, "Orthopaedics", 3, 30), (3, "Maternity", 1, 18),
             (4, "Neurology", 3, 16), (5, "General Surgery", 4, 36), (6, "Paediatrics", 1, 20)]
    con.executemany("INSERT INTO wards VALUES (?,?,?,?)", wards)
    first = ["Olivia", "Noah", "Amelia", "George", "Isla", "Harry", "Ava", "Oscar", "Mia", "Leo", "Ella", "Jack"]
    last = ["Patel", "Khan", "Murphy", "Clarke", "Wright", "Green", "Baker", "Hughes", "Lewis", "Price"]
    patients = []
    for i in range(1, 301):
        g = rng.choice(["female", "male"])
        patients.append((i, f"{first[i % 12]} {last[(i * 3) % 10]} {i}",
                         day(rng, dt.date(1935, 1, 1) + dt.timedelta(days=i), dt.date(2022, 1, 1)).isoformat(), g))
    con.executemany("INSERT INTO patients VALUES (?,?,?,?)", patients)
    diagnoses = {1: ["heart failure", "arrhythmia"], 2: ["fracture", "joint replacement"], 3: ["childbirth"],
                 4: ["stroke", "migraine"], 5: ["appendicitis", "hernia"], 6: ["bronchiolitis", "asthma"]}
    admissions = []
    for p in patients:
        if p[0] % 12 == 0:
            continue  # registered, never admitted
        for _ in range(rng.choices([1, 2, 3], [7, 2, 1])[0]):
            w = rng.choices(wards, [4, 4, 2, 2, 5, 2])[0]
            start = day(rng, dt.date(TODAY.year - 2, 1, 1))
            stay = rng.randrange(1, 15)
            end = start + dt.timedelta(days=stay)
            admissions.append((len(admissions) + 1, p[0], w[0], start.isoformat(),
                               end.isoformat() if end < TODAY else None, rng.choices(diagnoses[w[0]], [3, 1][:len(diagnoses[w[0]])])[0]))
    con.executemany("INSERT INTO admissions VALUES (?,?,?,?,?,?)", admissions)
    con.commit()


def webshop(rng):
    con = open_db("webshop")
    con.executescript(
        """
        CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, name TEXT NOT NULL, city TEXT NOT NULL, vip INTEGER NOT NULL);
        CREATE TABLE products (product_id INTEGER PRIMARY KEY, product_name TEXT NOT NULL, category TEXT NOT NULL, price REAL NOT NULL);
        CREATE TABLE orders (
            order_id INTEGER PRIMARY KEY,
            customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
            order_date DATE NOT NULL, status TEXT NOT NULL);
        CREATE TABLE order_lines (
            line_id INTEGER PRIMARY KEY,
            order_id INTEGER NOT NULL REFERENCES orders(order_id),
            product_id INTEGER NOT NULL REFERENCES products(product_id),
            quantity INTEGER NOT NULL, line_amount REAL NOT NULL);
        CREATE TABLE returns (
            return_id INTEGER PRIMARY KEY,
            line_id INTEGER NOT NULL REFERENCES order_lines(line_id),
            returned_on DATE NOT NULL, reason TEXT NOT NULL);
        """
    )
    customers = [(i, f"Customer {i:03d}", rng.choices(["Shanghai", "Beijing", "Hangzhou", "Nanjing"], [4, 3, 2, 1])[0],
                  int(rng.random() < 0.15)) for i in range(1, 501)]
    con.executemany("INSERT INTO customers VALUES (?,?,?,?)", customers)
    products = [(1, "Running Shoes", "shoes", 499.0), (2, "Trail Shoes", "shoes", 699.0), (3, "Rain Jacket", "clothing", 399.0),
                (4, "Down Jacket", "clothing", 1299.0), (5, "T-Shirt", "clothing", 99.0), (6, "Backpack", "bags", 259.0),
                (7, "Tote Bag", "bags", 89.0), (8, "Water Bottle", "accessories", 59.0), (9, "Sunglasses", "accessories", 329.0)]
    con.executemany("INSERT INTO products VALUES (?,?,?,?)", products)
    orders, lines, rets = [], [], []
    for i in range(1, 4001):
        c = rng.choice(customers[:-40])  # the last forty never ordered
        when = day(rng, dt.date(TODAY.year - 1, 1, 1))
        status = rng.choices(["completed", "cancelled", "shipped"], [8, 1, 1])[0]
        orders.append((i, c[0], when.isoformat(), status))
        for p in rng.sample(products, rng.randrange(1, 3)):
            q = rng.randrange(1, 3)
            lines.append((len(lines) + 1, i, p[0], q, q * p[3]))
            rate = 0.15 if p[2] == "shoes" else 0.06
            if status == "completed" and rng.random() < rate:
                r = when + dt.timedelta(days=rng.randrange(2, 20))
                if r <= TODAY:
                    rets.append((len(rets) + 1, len(lines), r.isoformat(),
                                 rng.choices(["wrong size", "damaged", "changed mind"], [5, 2, 3])[0]))
    con.executemany("INSERT INTO orders VALUES (?,?,?,?)", orders)
    con.executemany("INSERT INTO order_lines VALUES (?,?,?,?,?)", lines)
    con.executemany("INSERT INTO returns VALUES (?,?,?,?)", rets)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(32)
    hospital(rng)
    webshop(rng)
