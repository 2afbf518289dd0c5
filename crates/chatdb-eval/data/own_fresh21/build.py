#!/usr/bin/env python3
"""Builds the databases of our twenty-second own set (own_fresh21), written
to be held out: scored when written, before any change aimed at it. A clinic
asked in English (`clinic`: patients, doctors, appointments, prescriptions),
a logistics company with English names asked about only in Chinese
(`logistics`: warehouses, carriers, shipments) and a SaaS business asked in
English and Chinese (`saas`: accounts, plans, subscriptions, invoices).
Seeded, anchored at today.

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

FIRST_F = ["Anna", "Chloe", "Emma", "Grace", "Iris", "Lena", "Nora", "Paula", "Sara", "Uma", "Yuki", "Maria"]
FIRST_M = ["Ben", "David", "Felix", "Hugo", "Jack", "Mark", "Omar", "Ravi", "Tom", "Victor", "Wen", "Luis"]
LAST = ["Smith", "Garcia", "Miller", "Chen", "Kim", "Rossi", "Dubois", "Novak", "Silva", "Khan", "Tanaka", "Brown"]


def clinic(rng):
    con = open_db("clinic")
    con.executescript(
        """
        CREATE TABLE patients (patient_id INTEGER PRIMARY KEY, full_name TEXT NOT NULL, gender TEXT NOT NULL,
            birth_date DATE NOT NULL, city TEXT NOT NULL);
        CREATE TABLE doctors (doctor_id INTEGER PRIMARY KEY, doctor_name TEXT NOT NULL, specialty TEXT NOT NULL,
            hired_on DATE NOT NULL);
        CREATE TABLE appointments (
            appointment_id INTEGER PRIMARY KEY,
            patient_id INTEGER NOT NULL REFERENCES patients(patient_id),
            doctor_id INTEGER NOT NULL REFERENCES doctors(doctor_id),
            scheduled_at DATETIME NOT NULL, status TEXT NOT NULL, fee REAL NOT NULL);
        CREATE TABLE prescriptions (
            prescription_id INTEGER PRIMARY KEY,
            appointment_id INTEGER NOT NULL REFERENCES appointments(appointment_id),
            drug_name TEXT NOT NULL, quantity INTEGER NOT NULL);
        """
    )
    cities = ["Boston", "Cambridge", "Somerville", "Quincy", "Newton"]
    patients = []
    for i in range(1, 901):
        gender = rng.choice(["female", "male"])
        first = rng.choice(FIRST_F if gender == "female" else FIRST_M)
        born = day(rng, dt.date(1935, 1, 1), dt.date(2020, 12, 31))
        patients.append((i, f"{first} {rng.choice(LAST)}", gender, born.isoformat(),
                         rng.choices(cities, [5, 2, 2, 1, 1])[0]))
    con.executemany("INSERT INTO patients VALUES (?,?,?,?,?)", patients)
    specialties = {"cardiology": (180, 320), "dermatology": (120, 220), "pediatrics": (90, 160),
                   "general practice": (60, 120), "orthopedics": (150, 300)}
    doctors = []
    for i in range(1, 25):
        spec = rng.choices(list(specialties), [2, 1, 2, 4, 1])[0]
        doctors.append((i, f"Dr. {rng.choice(FIRST_F + FIRST_M)} {rng.choice(LAST)}", spec,
                        day(rng, dt.date(TODAY.year - 12, 1, 1)).isoformat()))
    con.executemany("INSERT INTO doctors VALUES (?,?,?,?)", doctors)
    appointments = []
    for i in range(1, 8001):
        d = rng.choice(doctors)
        when = dt.datetime.combine(day(rng, dt.date(TODAY.year - 1, 1, 1), TODAY + dt.timedelta(days=21)),
                                   dt.time(rng.randrange(8, 18), rng.choice([0, 20, 40])))
        if when.date() > TODAY:
            status = "scheduled"
        else:
            status = rng.choices(["completed", "no-show", "cancelled"], [16, 2, 2])[0]
        appointments.append((i, rng.randrange(1, 851), d[0], when.isoformat(sep=" "), status,
                             round(rng.uniform(*specialties[d[2]]), 2)))  # patients 851- never came
    con.executemany("INSERT INTO appointments VALUES (?,?,?,?,?,?)", appointments)
    drugs = ["ibuprofen", "amoxicillin", "lisinopril", "metformin", "atorvastatin", "cetirizine"]
    prescriptions = []
    for a in appointments:
        if a[4] == "completed" and rng.random() < 0.45:
            for _ in range(rng.choice([1, 1, 1, 2])):
                prescriptions.append((len(prescriptions) + 1, a[0], rng.choices(drugs, [5, 3, 2, 2, 2, 1])[0],
                                      rng.choice([10, 14, 20, 30, 60])))
    con.executemany("INSERT INTO prescriptions VALUES (?,?,?,?)", prescriptions)
    con.commit()


def logistics(rng):
    con = open_db("logistics")
    con.executescript(
        """
        CREATE TABLE warehouses (warehouse_id INTEGER PRIMARY KEY, warehouse_name TEXT NOT NULL,
            city TEXT NOT NULL, capacity INTEGER NOT NULL);
        CREATE TABLE carriers (carrier_id INTEGER PRIMARY KEY, carrier_name TEXT NOT NULL);
        CREATE TABLE shipments (
            shipment_id INTEGER PRIMARY KEY,
            warehouse_id INTEGER NOT NULL REFERENCES warehouses(warehouse_id),
            carrier_id INTEGER NOT NULL REFERENCES carriers(carrier_id),
            shipped_on DATE NOT NULL, delivered_on DATE, weight_kg REAL NOT NULL,
            freight_cost REAL NOT NULL, status TEXT NOT NULL);
        """
    )
    cities = ["Beijing", "Shanghai", "Guangzhou", "Shenzhen", "Chengdu", "Wuhan", "Xi'an"]
    capacities = rng.sample(range(4000, 32000, 500), 14)  # no two alike: the largest is one warehouse
    warehouses = []
    for i in range(1, 15):
        city = cities[(i - 1) % len(cities)]
        warehouses.append((i, f"{city} {rng.choice(['North', 'South', 'East', 'West', 'Central'])} Hub {i}", city,
                           capacities[i - 1]))
    con.executemany("INSERT INTO warehouses VALUES (?,?,?,?)", warehouses)
    carriers = [(1, "SF Express"), (2, "JD Logistics"), (3, "ZTO Express"), (4, "YTO Express"), (5, "China Post"),
                (6, "Deppon")]
    con.executemany("INSERT INTO carriers VALUES (?,?)", carriers)
    shipments = []
    for i in range(1, 9001):
        w = rng.randrange(1, 13)  # warehouses 13 and 14 are new and have shipped nothing
        c = rng.choices([1, 2, 3, 4, 5, 6], [5, 4, 3, 3, 1, 1])[0]
        shipped = day(rng, dt.date(TODAY.year - 1, 1, 1))
        weight = round(rng.expovariate(1 / 25) + 0.5, 1)
        cost = round(8 + weight * rng.uniform(1.5, 3.0), 2)
        if (TODAY - shipped).days < 4 and rng.random() < 0.8:
            status, delivered = "in transit", None
        else:
            status = rng.choices(["delivered", "lost", "returned"], [60, 1, 2])[0]
            delivered = (shipped + dt.timedelta(days=rng.randrange(1, 7))).isoformat() if status == "delivered" else None
        shipments.append((i, w, c, shipped.isoformat(), delivered, weight, cost, status))
    con.executemany("INSERT INTO shipments VALUES (?,?,?,?,?,?,?,?)", shipments)
    con.commit()


def saas(rng):
    con = open_db("saas")
    con.executescript(
        """
        CREATE TABLE accounts (account_id INTEGER PRIMARY KEY, company_name TEXT NOT NULL, industry TEXT NOT NULL,
            country TEXT NOT NULL, signed_up_on DATE NOT NULL);
        CREATE TABLE plans (plan_id INTEGER PRIMARY KEY, plan_name TEXT NOT NULL, monthly_price REAL NOT NULL);
        CREATE TABLE subscriptions (
            subscription_id INTEGER PRIMARY KEY,
            account_id INTEGER NOT NULL REFERENCES accounts(account_id),
            plan_id INTEGER NOT NULL REFERENCES plans(plan_id),
            started_on DATE NOT NULL, cancelled_on DATE);
        CREATE TABLE invoices (
            invoice_id INTEGER PRIMARY KEY,
            account_id INTEGER NOT NULL REFERENCES accounts(account_id),
            issued_on DATE NOT NULL, amount REAL NOT NULL, status TEXT NOT NULL);
        """
    )
    industries = ["retail", "finance", "healthcare", "education", "manufacturing", "media"]
    countries = ["United States", "Germany", "United Kingdom", "France", "China", "Japan"]
    accounts = []
    for i in range(1, 401):
        accounts.append((i, f"{rng.choice(['Blue', 'North', 'Swift', 'Prime', 'Nova', 'Zen', 'Acme', 'Terra'])}"
                            f"{rng.choice(['soft', 'works', 'labs', 'data', 'ly', 'hub'])} {i}",
                         rng.choice(industries), rng.choices(countries, [5, 2, 2, 1, 2, 1])[0],
                         day(rng, dt.date(TODAY.year - 3, 1, 1)).isoformat()))
    con.executemany("INSERT INTO accounts VALUES (?,?,?,?,?)", accounts)
    plans = [(1, "Starter", 29.0), (2, "Team", 99.0), (3, "Business", 299.0), (4, "Enterprise", 999.0)]
    con.executemany("INSERT INTO plans VALUES (?,?,?)", plans)
    subscriptions, invoices = [], []
    for a in accounts[:370]:  # accounts 371- signed up and never subscribed
        start = dt.date.fromisoformat(a[4]) + dt.timedelta(days=rng.randrange(0, 30))
        if start > TODAY:
            continue
        plan = rng.choices(plans, [5, 4, 2, 1])[0]
        cancelled = None
        if rng.random() < 0.3:
            cancelled = day(rng, start, TODAY)
        subscriptions.append((len(subscriptions) + 1, a[0], plan[0], start.isoformat(),
                              cancelled.isoformat() if cancelled else None))
        month = dt.date(start.year, start.month, 1)
        end = cancelled or TODAY
        while month <= end:
            status = "paid"
            if (TODAY - month).days < 45:
                status = rng.choices(["paid", "unpaid", "overdue"], [6, 3, 1])[0]
            elif rng.random() < 0.03:
                status = "overdue"
            invoices.append((len(invoices) + 1, a[0], month.isoformat(), plan[2], status))
            month = dt.date(month.year + (month.month == 12), month.month % 12 + 1, 1)
    con.executemany("INSERT INTO subscriptions VALUES (?,?,?,?,?)", subscriptions)
    con.executemany("INSERT INTO invoices VALUES (?,?,?,?,?)", invoices)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(21)
    clinic(rng)
    logistics(rng)
    saas(rng)
