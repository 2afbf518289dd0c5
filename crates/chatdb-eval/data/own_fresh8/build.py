#!/usr/bin/env python3
"""Builds the databases of our ninth own set (own_fresh8), written to be
held out: scored when written, before any engine change aimed at it. A
clinic (`clinic`: patients, doctors, appointments with a status and a fee,
prescriptions) and a lending library with English names that is asked
about in Chinese (`library`: members, books, loans with due and return
dates, fines). Seeded, anchored at today.

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
        CREATE TABLE patients (
            patient_id INTEGER PRIMARY KEY, full_name TEXT NOT NULL, gender TEXT NOT NULL,
            birth_date DATE NOT NULL, city TEXT NOT NULL);
        CREATE TABLE doctors (
            doctor_id INTEGER PRIMARY KEY, doctor_name TEXT NOT NULL, specialty TEXT NOT NULL,
            hired_on DATE NOT NULL);
        CREATE TABLE appointments (
            appt_id INTEGER PRIMARY KEY,
            patient_id INTEGER NOT NULL REFERENCES patients(patient_id),
            doctor_id INTEGER NOT NULL REFERENCES doctors(doctor_id),
            appt_date DATE NOT NULL, status TEXT NOT NULL, fee REAL NOT NULL);
        CREATE TABLE prescriptions (
            rx_id INTEGER PRIMARY KEY,
            appt_id INTEGER NOT NULL REFERENCES appointments(appt_id),
            drug_name TEXT NOT NULL, qty INTEGER NOT NULL, unit_cost REAL NOT NULL);
        """
    )
    first = ["Anna", "Ben", "Chen", "Dana", "Eli", "Fang", "Gus", "Hui", "Ivan", "Jing", "Kai", "Lena"]
    last = ["Smith", "Wang", "Lopez", "Kim", "Li", "Novak", "Zhao", "Brown"]
    cities = ["Boston", "Denver", "Austin", "Seattle"]
    patients = [(i, f"{rng.choice(first)} {rng.choice(last)}", rng.choice(["F", "M"]),
                 day(rng, dt.date(1940, 1, 1), dt.date(2015, 1, 1)).isoformat(), rng.choice(cities))
                for i in range(1, 401)]
    con.executemany("INSERT INTO patients VALUES (?,?,?,?,?)", patients)
    specs = ["cardiology", "pediatrics", "dermatology", "orthopedics", "general"]
    doctors = [(i, f"Dr. {rng.choice(first)} {last[i % len(last)]}", specs[i % len(specs)],
                day(rng, dt.date(2005, 1, 1), dt.date(2024, 6, 1)).isoformat()) for i in range(1, 16)]
    con.executemany("INSERT INTO doctors VALUES (?,?,?,?)", doctors)
    appts, rxs, rid = [], [], 1
    drugs = [("amoxicillin", 0.8), ("ibuprofen", 0.2), ("lisinopril", 0.5), ("metformin", 0.3), ("cetirizine", 0.4)]
    for i in range(1, 3001):
        status = rng.choices(["completed", "cancelled", "no_show"], weights=[8, 1, 1])[0]
        fee = round(rng.uniform(40, 300), 2)
        appts.append((i, rng.randrange(1, 401), rng.randrange(1, 16),
                      day(rng, dt.date(TODAY.year - 1, 1, 1)).isoformat(), status, fee))
        if status == "completed":
            for _ in range(rng.choice([0, 1, 1, 2])):
                name, cost = rng.choice(drugs)
                rxs.append((rid, i, name, rng.randrange(5, 60), cost))
                rid += 1
    con.executemany("INSERT INTO appointments VALUES (?,?,?,?,?,?)", appts)
    con.executemany("INSERT INTO prescriptions VALUES (?,?,?,?,?)", rxs)
    con.commit()


def library(rng):
    con = open_db("library")
    con.executescript(
        """
        CREATE TABLE members (
            member_id INTEGER PRIMARY KEY, member_name TEXT NOT NULL, joined_on DATE NOT NULL,
            membership_type TEXT NOT NULL);
        CREATE TABLE books (
            book_id INTEGER PRIMARY KEY, title TEXT NOT NULL, author TEXT NOT NULL,
            genre TEXT NOT NULL, published_year INTEGER NOT NULL, copies INTEGER NOT NULL);
        CREATE TABLE loans (
            loan_id INTEGER PRIMARY KEY,
            member_id INTEGER NOT NULL REFERENCES members(member_id),
            book_id INTEGER NOT NULL REFERENCES books(book_id),
            loan_date DATE NOT NULL, due_date DATE NOT NULL, return_date DATE);
        CREATE TABLE fines (
            fine_id INTEGER PRIMARY KEY,
            loan_id INTEGER NOT NULL REFERENCES loans(loan_id),
            amount REAL NOT NULL, paid INTEGER NOT NULL);
        """
    )
    names = ["Alice", "Bob", "Carol", "David", "Emma", "Frank", "Grace", "Henry", "Iris", "Jack"]
    members = [(i, f"{rng.choice(names)} {chr(65 + i % 26)}.", day(rng, dt.date(2018, 1, 1)).isoformat(),
                rng.choice(["standard", "student", "senior"])) for i in range(1, 251)]
    con.executemany("INSERT INTO members VALUES (?,?,?,?)", members)
    genres = ["fiction", "history", "science", "children", "mystery"]
    authors = ["Austen", "Orwell", "Sagan", "Rowling", "Christie", "Tolkien", "Hawking", "Eco"]
    books = [(i, f"Book {i}", rng.choice(authors), rng.choice(genres), rng.randrange(1900, 2024),
              rng.randrange(1, 6)) for i in range(1, 301)]
    con.executemany("INSERT INTO books VALUES (?,?,?,?,?,?)", books)
    loans, fines, fid = [], [], 1
    for i in range(1, 2501):
        start = day(rng, dt.date(TODAY.year - 1, 1, 1))
        due = start + dt.timedelta(days=21)
        r = rng.random()
        if r < 0.15 or start > TODAY - dt.timedelta(days=10):
            ret = None
        else:
            ret = start + dt.timedelta(days=rng.randrange(1, 40))
            if ret > TODAY:
                ret = None
        loans.append((i, rng.randrange(1, 251), rng.randrange(1, 301), start.isoformat(), due.isoformat(),
                      ret.isoformat() if ret else None))
        if ret and ret > due:
            fines.append((fid, i, round((ret - due).days * 0.25, 2), rng.choice([0, 1])))
            fid += 1
    con.executemany("INSERT INTO loans VALUES (?,?,?,?,?,?)", loans)
    con.executemany("INSERT INTO fines VALUES (?,?,?,?)", fines)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(8)
    clinic(rng)
    library(rng)
