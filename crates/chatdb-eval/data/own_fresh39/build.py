#!/usr/bin/env python3
"""Builds the databases of our fortieth own set (own_fresh39), written to
be held out: scored when written, before any change aimed at it. A
coworking space asked in English (`cowork`: members — some have left —,
room bookings with a 0/1 `cancelled` flag, invoices with a 0/1 `paid`
flag) and a driving school with English names asked about only in
Chinese (`driving`: coaches, students, exams by subject with a score and
a 0/1 `passed` flag). Seeded, anchored at today.

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


def cowork(rng):
    con = open_db("cowork")
    con.executescript(
        """
        CREATE TABLE members (member_id INTEGER PRIMARY KEY, full_name TEXT NOT NULL, plan TEXT NOT NULL,
                              joined_on DATE NOT NULL, left_on DATE);
        CREATE TABLE bookings (
            booking_id INTEGER PRIMARY KEY,
            member_id INTEGER NOT NULL REFERENCES members(member_id),
            room TEXT NOT NULL, starts_at DATETIME NOT NULL, hours REAL NOT NULL, cancelled INTEGER NOT NULL);
        CREATE TABLE invoices (
            invoice_id INTEGER PRIMARY KEY,
            member_id INTEGER NOT NULL REFERENCES members(member_id),
            issued_on DATE NOT NULL, amount REAL NOT NULL, paid INTEGER NOT NULL);
        """
    )
    first = ["Ada", "Bruno", "Chloe", "Diego", "Elif", "Femi", "Greta", "Hugo", "Iris", "Jonas", "Kemal", "Lena",
             "Marco", "Nadia", "Oscar", "Priya", "Quinn", "Rosa", "Sven", "Tara"]
    last = ["Berg", "Costa", "Dubois", "Eriksen", "Fischer", "Gomez", "Hansen", "Ivanova"]
    members = []
    for i in range(1, 121):
        joined = day(rng, dt.date(TODAY.year - 3, 1, 1), TODAY - dt.timedelta(days=5))
        left = day(rng, joined) if rng.random() < 0.25 else None
        members.append((i, f"{first[i % 20]} {last[(i * 7) % 8]}", rng.choices(["hot desk", "dedicated", "office"], [5, 3, 2])[0],
                        joined.isoformat(), left.isoformat() if left else None))
    con.executemany("INSERT INTO members VALUES (?,?,?,?,?)", members)
    bookings = []
    for i in range(1, 3001):
        m = rng.choice(members[:110])  # the last ten never book
        start = max(dt.date.fromisoformat(m[3]), dt.date(TODAY.year - 1, 1, 1))
        when = dt.datetime.combine(day(rng, start), dt.time(rng.randrange(8, 19), rng.choice([0, 30])))
        bookings.append((i, m[0], rng.choices(["Atlas", "Boreal", "Cirrus", "Delta"], [4, 3, 2, 1])[0], when.isoformat(sep=" "),
                         rng.choice([0.5, 1.0, 1.5, 2.0, 3.0, 4.0]), 1 if rng.random() < 0.12 else 0))
    con.executemany("INSERT INTO bookings VALUES (?,?,?,?,?,?)", bookings)
    invoices = []
    k = 0
    for m in members:
        start = dt.date.fromisoformat(m[3])
        end = dt.date.fromisoformat(m[4]) if m[4] else TODAY
        price = {"hot desk": 180.0, "dedicated": 320.0, "office": 750.0}[m[2]]
        d = dt.date(start.year, start.month, 1)
        while d <= end:
            k += 1
            recent = (TODAY - d).days < 70
            invoices.append((k, m[0], d.isoformat(), price, 0 if (recent and rng.random() < 0.5) or rng.random() < 0.03 else 1))
            d = dt.date(d.year + (d.month == 12), d.month % 12 + 1, 1)
    con.executemany("INSERT INTO invoices VALUES (?,?,?,?,?)", invoices)
    con.commit()


def driving(rng):
    con = open_db("driving")
    con.executescript(
        """
        CREATE TABLE coaches (coach_id INTEGER PRIMARY KEY, coach_name TEXT NOT NULL, years_experience INTEGER NOT NULL);
        CREATE TABLE students (
            student_id INTEGER PRIMARY KEY, name TEXT NOT NULL, gender TEXT NOT NULL,
            enrolled_on DATE NOT NULL, coach_id INTEGER NOT NULL REFERENCES coaches(coach_id));
        CREATE TABLE exams (
            exam_id INTEGER PRIMARY KEY,
            student_id INTEGER NOT NULL REFERENCES students(student_id),
            subject TEXT NOT NULL, taken_on DATE NOT NULL, score INTEGER NOT NULL, passed INTEGER NOT NULL);
        """
    )
    coaches = [(1, "王建国", 12), (2, "李春华", 7), (3, "张卫东", 15), (4, "刘海燕", 4), (5, "陈志强", 9), (6, "杨晓明", 2)]
    con.executemany("INSERT INTO coaches VALUES (?,?,?)", coaches)
    surnames = "赵钱孙李周吴郑王冯陈褚卫蒋沈韩杨"
    given = ["子涵", "一诺", "浩然", "欣怡", "梓轩", "雨桐", "宇航", "思彤", "俊杰", "佳琪"]
    students = []
    for i in range(1, 501):
        students.append((i, surnames[i % 16] + given[(i * 3) % 10] + str(i), rng.choice(["男", "女"]),
                         day(rng, dt.date(TODAY.year - 2, 1, 1), TODAY - dt.timedelta(days=3)).isoformat(),
                         rng.choices(coaches, [4, 3, 5, 2, 3, 1])[0][0]))
    con.executemany("INSERT INTO students VALUES (?,?,?,?,?)", students)
    exams = []
    k = 0
    for s in students:
        when = dt.date.fromisoformat(s[3]) + dt.timedelta(days=rng.randrange(20, 60))
        for subject, mean in [("科目一", 88), ("科目二", 82), ("科目三", 85), ("科目四", 91)]:
            while when < TODAY:
                k += 1
                score = max(40, min(100, round(rng.gauss(mean, 9))))
                passed = 1 if score >= 90 or (subject in ("科目二", "科目三") and score >= 80) else 0
                exams.append((k, s[0], subject, when.isoformat(), score, passed))
                when += dt.timedelta(days=rng.randrange(10, 40))
                if passed:
                    break
            else:
                break
    con.executemany("INSERT INTO exams VALUES (?,?,?,?,?,?)", exams)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(39)
    cowork(rng)
    driving(rng)
