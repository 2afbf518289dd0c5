#!/usr/bin/env python3
"""Builds the databases of our fourteenth own set (own_fresh13), written to
be held out: scored when written, before any change aimed at it. A SaaS
company's billing (`saas`: plans, accounts, subscriptions, invoices,
usage events) asked in English and Chinese, and a school's grade book
with English names asked about only in Chinese (`school`: teachers,
classes, students, subjects, exams, scores). Seeded, anchored at today.

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
        CREATE TABLE plans (
            plan_id INTEGER PRIMARY KEY, plan_name TEXT NOT NULL, seat_price REAL NOT NULL);
        CREATE TABLE accounts (
            account_id INTEGER PRIMARY KEY, company_name TEXT NOT NULL, country TEXT NOT NULL,
            industry TEXT NOT NULL, signed_up_at DATE NOT NULL);
        CREATE TABLE subscriptions (
            subscription_id INTEGER PRIMARY KEY,
            account_id INTEGER NOT NULL REFERENCES accounts(account_id),
            plan_id INTEGER NOT NULL REFERENCES plans(plan_id),
            seats INTEGER NOT NULL, started_on DATE NOT NULL, cancelled_on DATE);
        CREATE TABLE invoices (
            invoice_id INTEGER PRIMARY KEY,
            account_id INTEGER NOT NULL REFERENCES accounts(account_id),
            issued_on DATE NOT NULL, amount REAL NOT NULL, paid INTEGER NOT NULL);
        CREATE TABLE usage_events (
            event_id INTEGER PRIMARY KEY,
            account_id INTEGER NOT NULL REFERENCES accounts(account_id),
            feature TEXT NOT NULL, occurred_at TIMESTAMP NOT NULL);
        """
    )
    plans = [(1, "Starter", 10.0), (2, "Team", 25.0), (3, "Business", 45.0), (4, "Enterprise", 80.0)]
    con.executemany("INSERT INTO plans VALUES (?,?,?)", plans)
    words = ["Blue", "North", "Apex", "Nimbus", "Pine", "Vertex", "Orbit", "Lumen", "Atlas", "Cedar",
             "Delta", "Echo", "Falcon", "Granite", "Harbor", "Iris"]
    kinds = ["Labs", "Systems", "Health", "Foods", "Logistics", "Studio", "Bank"]
    countries = ["US", "Germany", "France", "Japan", "Brazil", "India"]
    industries = ["software", "retail", "finance", "healthcare", "education"]
    accounts = []
    for i in range(1, 301):
        accounts.append((i, f"{rng.choice(words)} {rng.choice(kinds)} {i}", rng.choice(countries),
                         rng.choice(industries), day(rng, dt.date(2019, 1, 1)).isoformat()))
    con.executemany("INSERT INTO accounts VALUES (?,?,?,?,?)", accounts)
    subs, invoices = [], []
    for a in accounts:
        if a[0] > 285:  # the last fifteen never subscribe
            continue
        start = dt.date.fromisoformat(a[4]) + dt.timedelta(days=rng.randrange(0, 30))
        if start > TODAY:
            start = TODAY
        plan = rng.choices([1, 2, 3, 4], [4, 3, 2, 1])[0]
        seats = rng.randrange(1, 60)
        cancelled = None
        if rng.random() < 0.3:
            cancelled = day(rng, start, TODAY)
        subs.append((len(subs) + 1, a[0], plan, seats, start.isoformat(),
                     cancelled.isoformat() if cancelled else None))
        d = start
        end = cancelled or TODAY
        while d <= end:
            invoices.append((len(invoices) + 1, a[0], d.isoformat(), round(seats * plans[plan - 1][2], 2),
                             1 if rng.random() < 0.93 or d < TODAY - dt.timedelta(days=60) else 0))
            d = (d.replace(day=1) + dt.timedelta(days=32)).replace(day=min(d.day, 28))
    con.executemany("INSERT INTO subscriptions VALUES (?,?,?,?,?,?)", subs)
    con.executemany("INSERT INTO invoices VALUES (?,?,?,?,?)", invoices)
    features = ["dashboards", "exports", "api", "alerts", "sharing"]
    events = []
    for i in range(1, 12001):
        events.append((i, rng.randrange(1, 286), rng.choices(features, [5, 2, 3, 2, 1])[0],
                       dt.datetime.combine(day(rng, dt.date(TODAY.year - 1, 1, 1)),
                                           dt.time(rng.randrange(24), rng.randrange(60))).isoformat(sep=" ")))
    con.executemany("INSERT INTO usage_events VALUES (?,?,?,?)", events)
    con.commit()


def school(rng):
    con = open_db("school")
    con.executescript(
        """
        CREATE TABLE teachers (
            teacher_id INTEGER PRIMARY KEY, teacher_name TEXT NOT NULL, gender TEXT NOT NULL,
            hire_date DATE NOT NULL);
        CREATE TABLE classes (
            class_id INTEGER PRIMARY KEY, class_name TEXT NOT NULL, grade INTEGER NOT NULL,
            head_teacher_id INTEGER NOT NULL REFERENCES teachers(teacher_id));
        CREATE TABLE students (
            student_id INTEGER PRIMARY KEY, student_name TEXT NOT NULL, gender TEXT NOT NULL,
            birth_date DATE NOT NULL, class_id INTEGER NOT NULL REFERENCES classes(class_id));
        CREATE TABLE subjects (
            subject_id INTEGER PRIMARY KEY, subject_name TEXT NOT NULL);
        CREATE TABLE exams (
            exam_id INTEGER PRIMARY KEY, exam_name TEXT NOT NULL, exam_date DATE NOT NULL,
            subject_id INTEGER NOT NULL REFERENCES subjects(subject_id));
        CREATE TABLE scores (
            score_id INTEGER PRIMARY KEY,
            exam_id INTEGER NOT NULL REFERENCES exams(exam_id),
            student_id INTEGER NOT NULL REFERENCES students(student_id),
            score REAL NOT NULL);
        """
    )
    tn = ["Wang Li", "Zhang Min", "Liu Qiang", "Chen Hong", "Yang Fan", "Zhao Yun", "Sun Mei", "Zhou Jun",
          "Wu Lan", "Xu Gang"]
    teachers = [(i, n, rng.choice(["male", "female"]), day(rng, dt.date(2005, 1, 1), dt.date(2024, 8, 31)).isoformat())
                for i, n in enumerate(tn, start=1)]
    con.executemany("INSERT INTO teachers VALUES (?,?,?,?)", teachers)
    classes = []
    for g in (7, 8, 9):
        for k in (1, 2, 3):
            classes.append((len(classes) + 1, f"Grade {g} Class {k}", g, rng.randrange(1, 11)))
    con.executemany("INSERT INTO classes VALUES (?,?,?,?)", classes)
    sur = ["Li", "Wang", "Zhang", "Liu", "Chen", "Yang", "Huang", "Zhao", "Wu", "Zhou", "Xu", "Sun"]
    given = ["Hao", "Yu", "Xin", "Jie", "Ting", "Lei", "Na", "Bo", "Yi", "Rui", "Qi", "Hui", "Kai"]
    students = []
    for i in range(1, 361):
        c = classes[(i - 1) % len(classes)]
        born = dt.date(TODAY.year - 6 - c[2], 1, 1) + dt.timedelta(days=rng.randrange(365))
        students.append((i, f"{rng.choice(sur)} {rng.choice(given)}", rng.choice(["male", "female"]),
                         born.isoformat(), c[0]))
    con.executemany("INSERT INTO students VALUES (?,?,?,?,?)", students)
    subjects = [(1, "Chinese"), (2, "Math"), (3, "English"), (4, "Physics"), (5, "Chemistry"), (6, "History")]
    con.executemany("INSERT INTO subjects VALUES (?,?)", subjects)
    exams = []
    for term, when in (("Midterm", dt.date(TODAY.year - 1, 11, 10)), ("Final", dt.date(TODAY.year, 1, 12)),
                       ("Midterm", dt.date(TODAY.year, 4, 20)), ("Final", dt.date(TODAY.year, 6, 28))):
        for s in subjects:
            exams.append((len(exams) + 1, f"{when.year} {term} {s[1]}", (when + dt.timedelta(days=s[0] - 1)).isoformat(), s[0]))
    con.executemany("INSERT INTO exams VALUES (?,?,?,?)", exams)
    scores = []
    for e in exams:
        for st in students:
            if rng.random() < 0.03:
                continue  # absent
            scores.append((len(scores) + 1, e[0], st[0], float(max(20, min(100, round(rng.gauss(75, 12)))))))
    con.executemany("INSERT INTO scores VALUES (?,?,?,?)", scores)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(13)
    saas(rng)
    school(rng)
