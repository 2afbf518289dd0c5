#!/usr/bin/env python3
"""Builds the databases of our twenty-eighth own set (own_fresh27),
written to be held out: scored when written, before any change aimed at
it. A fitness club asked in English (`gym`: members, trainers, classes,
bookings, payments), a freight shipper with English names asked about
only in Chinese (`freight`: warehouses, carriers, shipments) and a
company's people asked in English and Chinese (`people`: departments,
employees, leave requests). Seeded, anchored at today.

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


def gym(rng):
    con = open_db("gym")
    con.executescript(
        """
        CREATE TABLE members (member_id INTEGER PRIMARY KEY, full_name TEXT NOT NULL, plan TEXT NOT NULL,
            city TEXT NOT NULL, joined_on DATE NOT NULL);
        CREATE TABLE trainers (trainer_id INTEGER PRIMARY KEY, trainer_name TEXT NOT NULL, specialty TEXT NOT NULL);
        CREATE TABLE classes (
            class_id INTEGER PRIMARY KEY, class_name TEXT NOT NULL, category TEXT NOT NULL,
            trainer_id INTEGER NOT NULL REFERENCES trainers(trainer_id), capacity INTEGER NOT NULL);
        CREATE TABLE bookings (
            booking_id INTEGER PRIMARY KEY,
            member_id INTEGER NOT NULL REFERENCES members(member_id),
            class_id INTEGER NOT NULL REFERENCES classes(class_id),
            class_date DATE NOT NULL, attended INTEGER NOT NULL);
        CREATE TABLE payments (
            payment_id INTEGER PRIMARY KEY,
            member_id INTEGER NOT NULL REFERENCES members(member_id),
            paid_on DATE NOT NULL, amount REAL NOT NULL);
        """
    )
    first = ["Anna", "Ben", "Chloe", "David", "Emma", "Felix", "Grace", "Hugo", "Isla", "Jack", "Kate", "Liam",
             "Mia", "Noah", "Olivia", "Paul", "Ruby", "Sam", "Tara", "Victor"]
    last = ["Smith", "Jones", "Brown", "Taylor", "Wilson", "Davies", "Evans", "Thomas", "Roberts", "Walker"]
    members = []
    for i in range(1, 301):
        members.append((i, f"{first[i % 20]} {last[(i * 7) % 10]} {i}",
                        rng.choices(["basic", "premium", "student"], [5, 3, 2])[0],
                        rng.choices(["Leeds", "York", "Bradford", "Harrogate"], [5, 3, 3, 1])[0],
                        day(rng, dt.date(TODAY.year - 2, 1, 1)).isoformat()))
    # the newest member joined today, alone
    members[-1] = members[-1][:4] + (TODAY.isoformat(),)
    members = [m if m[0] == 300 or m[4] < TODAY.isoformat() else m[:4] + ((TODAY - dt.timedelta(days=1)).isoformat(),)
               for m in members]
    con.executemany("INSERT INTO members VALUES (?,?,?,?,?)", members)
    trainers = [(1, "Rosa Diaz", "yoga"), (2, "Marcus Lee", "strength"), (3, "Priya Shah", "cycling"),
                (4, "Tom Becker", "hiit"), (5, "Lena Vogel", "pilates"), (6, "Owen Price", "boxing")]
    con.executemany("INSERT INTO trainers VALUES (?,?,?)", trainers)
    classes = [(1, "Morning Flow", "yoga", 1, 20), (2, "Power Yoga", "yoga", 1, 25), (3, "Spin 45", "spin", 3, 30),
               (4, "Spin Climb", "spin", 3, 28), (5, "HIIT Blast", "hiit", 4, 18), (6, "Core Pilates", "pilates", 5, 15),
               (7, "Barbell Club", "strength", 2, 12), (8, "Evening Stretch", "yoga", 5, 22), (9, "Tabata", "hiit", 4, 16),
               (10, "Spin Sprint", "spin", 3, 26)]
    con.executemany("INSERT INTO classes VALUES (?,?,?,?,?)", classes)
    bookings, payments = [], []
    for m in members:
        joined = dt.date.fromisoformat(m[4])
        if m[0] % 17 == 0:
            continue  # a few members never booked
        for _ in range(rng.randrange(1, 40)):
            c = rng.choices(classes, [6, 4, 9, 5, 5, 3, 2, 3, 2, 4])[0]
            bookings.append((len(bookings) + 1, m[0], c[0], day(rng, joined).isoformat(), int(rng.random() < 0.82)))
        months = (TODAY.year - joined.year) * 12 + TODAY.month - joined.month + 1
        fee = {"basic": 29.0, "premium": 59.0, "student": 19.0}[m[2]]
        for k in range(months):
            y, mo = divmod(joined.month - 1 + k, 12)
            when = dt.date(joined.year + y, mo + 1, min(joined.day, 28))
            if when <= TODAY:
                payments.append((len(payments) + 1, m[0], when.isoformat(), fee))
    con.executemany("INSERT INTO bookings VALUES (?,?,?,?,?)", bookings)
    con.executemany("INSERT INTO payments VALUES (?,?,?,?)", payments)
    con.commit()


def freight(rng):
    con = open_db("freight")
    con.executescript(
        """
        CREATE TABLE warehouses (warehouse_id INTEGER PRIMARY KEY, warehouse_name TEXT NOT NULL, city TEXT NOT NULL,
            capacity_m3 INTEGER NOT NULL);
        CREATE TABLE carriers (carrier_id INTEGER PRIMARY KEY, carrier_name TEXT NOT NULL);
        CREATE TABLE shipments (
            shipment_id INTEGER PRIMARY KEY,
            warehouse_id INTEGER NOT NULL REFERENCES warehouses(warehouse_id),
            carrier_id INTEGER NOT NULL REFERENCES carriers(carrier_id),
            destination_city TEXT NOT NULL, weight_kg REAL NOT NULL, freight_cost REAL NOT NULL,
            shipped_on DATE NOT NULL, delivered_on DATE, status TEXT NOT NULL);
        """
    )
    warehouses = [(1, "Shanghai Hub", "Shanghai", 52000), (2, "Suzhou DC", "Suzhou", 30000),
                  (3, "Guangzhou Hub", "Guangzhou", 48000), (4, "Chengdu DC", "Chengdu", 21000),
                  (5, "Wuhan DC", "Wuhan", 26000), (6, "Shanghai Pudong Annex", "Shanghai", 9000),
                  (7, "Xi'an DC", "Xi'an", 15000)]
    con.executemany("INSERT INTO warehouses VALUES (?,?,?,?)", warehouses)
    carriers = [(1, "SF Express"), (2, "ZTO"), (3, "YTO"), (4, "JD Logistics"), (5, "Deppon")]
    con.executemany("INSERT INTO carriers VALUES (?,?)", carriers)
    cities = ["Beijing", "Shanghai", "Shenzhen", "Hangzhou", "Nanjing", "Tianjin", "Chongqing", "Harbin", "Kunming"]
    shipments = []
    for i in range(1, 6001):
        w = rng.choice(warehouses[:-1])  # Xi'an DC opens next month: nothing shipped yet
        c = rng.choices(carriers, [5, 4, 3, 3, 1])[0]
        shipped = day(rng, dt.date(TODAY.year - 1, 1, 1))
        weight = round(rng.uniform(0.5, 800), 1) if i != 4242 else 812.5  # one heaviest, no tie
        cost = round(8 + weight * rng.uniform(0.8, 1.6), 2)
        took = rng.randrange(1, 8) + (c[0] == 5) * 2
        r = rng.random()
        if shipped + dt.timedelta(days=took) > TODAY:
            delivered, status = None, "in_transit"
        elif r < 0.01:
            delivered, status = None, "lost"
        else:
            delivered, status = (shipped + dt.timedelta(days=took)).isoformat(), "delivered"
        shipments.append((i, w[0], c[0], rng.choice(cities), weight, cost, shipped.isoformat(), delivered, status))
    con.executemany("INSERT INTO shipments VALUES (?,?,?,?,?,?,?,?,?)", shipments)
    con.commit()


def people(rng):
    con = open_db("people")
    con.executescript(
        """
        CREATE TABLE departments (dept_id INTEGER PRIMARY KEY, dept_name TEXT NOT NULL, location TEXT NOT NULL);
        CREATE TABLE employees (
            emp_id INTEGER PRIMARY KEY, name TEXT NOT NULL,
            dept_id INTEGER NOT NULL REFERENCES departments(dept_id),
            title TEXT NOT NULL, hire_date DATE NOT NULL, salary INTEGER NOT NULL,
            manager_id INTEGER REFERENCES employees(emp_id));
        CREATE TABLE leave_requests (
            request_id INTEGER PRIMARY KEY,
            emp_id INTEGER NOT NULL REFERENCES employees(emp_id),
            leave_type TEXT NOT NULL, start_date DATE NOT NULL, end_date DATE NOT NULL, approved INTEGER NOT NULL);
        """
    )
    departments = [(1, "Sales", "London"), (2, "Engineering", "Berlin"), (3, "Finance", "London"),
                   (4, "Marketing", "Paris"), (5, "Support", "Dublin"), (6, "Legal", "London")]
    con.executemany("INSERT INTO departments VALUES (?,?,?)", departments)
    names = ["Alice", "Bruno", "Carla", "Dmitri", "Elena", "Farid", "Greta", "Hans", "Ines", "Jonas", "Karin",
             "Luca", "Marta", "Nils", "Oscar", "Paula", "Quentin", "Rita", "Stefan", "Ursula", "Viktor", "Wanda"]
    titles = {1: ["Account Executive", "Sales Manager"], 2: ["Software Engineer", "Senior Engineer", "Engineering Manager"],
              3: ["Accountant", "Controller"], 4: ["Marketing Specialist", "Marketing Manager"],
              5: ["Support Agent", "Support Lead"], 6: ["Counsel"]}
    weights = [30, 45, 10, 12, 25, 3]
    employees = []
    heads = {}
    for i in range(1, 126):
        d = rng.choices(departments, weights)[0][0]
        t = rng.choice(titles[d])
        base = {"Sales": 9000, "Engineering": 15000, "Finance": 12000, "Marketing": 10000, "Support": 7000,
                "Legal": 18000}[departments[d - 1][1]]
        salary = base + rng.randrange(0, 12) * 1000 + i  # + i: no two salaries tie
        hired = day(rng, dt.date(TODAY.year - 8, 1, 1)).isoformat()
        manager = heads.get(d)
        if manager is None:
            heads[d] = i
        employees.append((i, f"{names[i % 22]} {chr(65 + i % 26)}. {i}", d, t, hired, salary, manager))
    con.executemany("INSERT INTO employees VALUES (?,?,?,?,?,?,?)", employees)
    requests = []
    for e in employees:
        for _ in range(rng.randrange(0, 6)):
            start = day(rng, max(dt.date.fromisoformat(e[4]), dt.date(TODAY.year - 1, 1, 1)))
            kind = rng.choices(["annual", "sick", "unpaid"], [6, 3, 1])[0]
            end = start + dt.timedelta(days=rng.randrange(0, 10))
            requests.append((len(requests) + 1, e[0], kind, start.isoformat(), end.isoformat(), int(rng.random() < 0.85)))
    # the most sick leave, no tie: one more for the employee who has most
    sick = {}
    for r in requests:
        sick[r[1]] = sick.get(r[1], 0) + (r[2] == "sick")
    most = max(sick, key=lambda e: (sick[e], -e))
    requests.append((len(requests) + 1, most, "sick", (TODAY - dt.timedelta(days=400)).isoformat(),
                     (TODAY - dt.timedelta(days=398)).isoformat(), 1))
    con.executemany("INSERT INTO leave_requests VALUES (?,?,?,?,?,?)", requests)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(27)
    gym(rng)
    freight(rng)
    people(rng)
