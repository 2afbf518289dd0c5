#!/usr/bin/env python3
"""Builds the databases of our twelfth own set (own_fresh11), written to be
held out: scored when written, after that session's engine changes and
before any change aimed at it. A clinic (`clinic`: doctors, patients,
appointments with a nullable check-in time, invoices) asked in English and
Chinese, and a factory with English names asked about only in Chinese
(`factory`: plants, machines, production runs, downtime events). Seeded,
anchored at today.

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


def clinic(rng):
    con = open_db("clinic")
    con.executescript(
        """
        CREATE TABLE doctors (
            doctor_id INTEGER PRIMARY KEY, doctor_name TEXT NOT NULL, specialty TEXT NOT NULL,
            hired_on DATE NOT NULL);
        CREATE TABLE patients (
            patient_id INTEGER PRIMARY KEY, patient_name TEXT NOT NULL, gender TEXT NOT NULL,
            age INTEGER NOT NULL, city TEXT NOT NULL, registered_on DATE NOT NULL);
        CREATE TABLE appointments (
            appointment_id INTEGER PRIMARY KEY,
            doctor_id INTEGER NOT NULL REFERENCES doctors(doctor_id),
            patient_id INTEGER NOT NULL REFERENCES patients(patient_id),
            scheduled_at TIMESTAMP NOT NULL, checked_in_at TIMESTAMP, visit_type TEXT NOT NULL);
        CREATE TABLE invoices (
            invoice_id INTEGER PRIMARY KEY,
            appointment_id INTEGER NOT NULL REFERENCES appointments(appointment_id),
            issued_on DATE NOT NULL, amount REAL NOT NULL, insurance_paid REAL NOT NULL);
        """
    )
    specs = ["cardiology", "dermatology", "pediatrics", "orthopedics", "general"]
    docs = [(i, f"Dr. {n}", rng.choice(specs), day(rng, dt.date(2010, 1, 1)).isoformat())
            for i, n in enumerate(["Adams", "Baker", "Clark", "Davis", "Ellis", "Foster", "Grant",
                                   "Hayes", "Irwin", "Jones", "Kerr", "Lowe"], start=1)]
    con.executemany("INSERT INTO doctors VALUES (?,?,?,?)", docs)
    first = ["Anna", "Ben", "Cara", "Dev", "Eva", "Finn", "Gia", "Hugo", "Ivy", "Jack", "Kai", "Lena"]
    last = ["Moss", "Nash", "Ortiz", "Park", "Quinn", "Ross", "Shaw", "Tate"]
    cities = ["Boston", "Salem", "Lowell", "Quincy"]
    pats = [(i, f"{rng.choice(first)} {rng.choice(last)}", rng.choice(["F", "M"]), rng.randrange(1, 90),
             rng.choice(cities), day(rng, dt.date(2018, 1, 1)).isoformat()) for i in range(1, 401)]
    con.executemany("INSERT INTO patients VALUES (?,?,?,?,?,?)", pats)
    appts, invs = [], []
    for i in range(1, 3001):
        when = dt.datetime.combine(day(rng, dt.date(TODAY.year - 1, 1, 1), TODAY + dt.timedelta(days=30)),
                                   dt.time(rng.randrange(8, 18), rng.choice([0, 20, 40])))
        past = when.date() < TODAY
        shown = past and rng.random() < 0.9
        appts.append((i, rng.randrange(1, len(docs) + 1), rng.randrange(1, 401), when.isoformat(sep=" "),
                      (when + dt.timedelta(minutes=rng.randrange(-10, 15))).isoformat(sep=" ") if shown else None,
                      rng.choices(["checkup", "follow-up", "urgent"], [5, 3, 1])[0]))
        if shown:
            amount = float(rng.randrange(80, 600, 10))
            invs.append((len(invs) + 1, i, when.date().isoformat(), amount,
                         round(amount * rng.choice([0, 0.5, 0.8]), 2)))
    con.executemany("INSERT INTO appointments VALUES (?,?,?,?,?,?)", appts)
    con.executemany("INSERT INTO invoices VALUES (?,?,?,?,?)", invs)
    con.commit()


def factory(rng):
    con = open_db("factory")
    con.executescript(
        """
        CREATE TABLE plants (
            plant_id INTEGER PRIMARY KEY, plant_name TEXT NOT NULL, city TEXT NOT NULL,
            opened_year INTEGER NOT NULL);
        CREATE TABLE machines (
            machine_id INTEGER PRIMARY KEY,
            plant_id INTEGER NOT NULL REFERENCES plants(plant_id),
            machine_type TEXT NOT NULL, installed_on DATE NOT NULL);
        CREATE TABLE production_runs (
            run_id INTEGER PRIMARY KEY,
            machine_id INTEGER NOT NULL REFERENCES machines(machine_id),
            run_date DATE NOT NULL, units_produced INTEGER NOT NULL, defective_units INTEGER NOT NULL,
            energy_kwh REAL NOT NULL);
        CREATE TABLE downtime_events (
            event_id INTEGER PRIMARY KEY,
            machine_id INTEGER NOT NULL REFERENCES machines(machine_id),
            started_at TIMESTAMP NOT NULL, minutes INTEGER NOT NULL, reason TEXT NOT NULL);
        """
    )
    plants = [(1, "Suzhou Plant", "Suzhou", 2008), (2, "Wuxi Plant", "Wuxi", 2012),
              (3, "Ningbo Plant", "Ningbo", 2015), (4, "Foshan Plant", "Foshan", 2019)]
    con.executemany("INSERT INTO plants VALUES (?,?,?,?)", plants)
    machines = [(i, rng.randrange(1, 5), rng.choice(["press", "lathe", "welder", "molder"]),
                 day(rng, dt.date(2010, 1, 1)).isoformat()) for i in range(1, 61)]
    con.executemany("INSERT INTO machines VALUES (?,?,?,?)", machines)
    runs = []
    for i in range(1, 6001):
        units = rng.randrange(200, 2000)
        runs.append((i, rng.randrange(1, 61), day(rng, dt.date(TODAY.year - 1, 1, 1)).isoformat(), units,
                     int(units * rng.uniform(0, 0.05)), round(units * rng.uniform(0.8, 1.6), 1)))
    con.executemany("INSERT INTO production_runs VALUES (?,?,?,?,?,?)", runs)
    downs = [(i, rng.randrange(1, 61),
              dt.datetime.combine(day(rng, dt.date(TODAY.year - 1, 1, 1)),
                                  dt.time(rng.randrange(24), rng.randrange(60))).isoformat(sep=" "),
              rng.randrange(5, 480), rng.choice(["breakdown", "setup", "maintenance", "power"]))
             for i in range(1, 801)]
    con.executemany("INSERT INTO downtime_events VALUES (?,?,?,?,?)", downs)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(11)
    clinic(rng)
    factory(rng)
