#!/usr/bin/env python3
"""Builds the databases of our sixtieth own set (own_fresh59), written to
be held out: scored when written, in a session, after that session's
changes from own_fresh58. A pottery studio asked in English (`pottery`:
students who joined on a day; courses of a level with a fee; enrolments
of a student in a course on a day, with the amount paid; kiln firings on a
day with the pieces fired and the peak temperature) and a food market's
stall lettings with English names asked about only in Chinese
(`market_stalls`: stalls in a zone with a monthly rent; vendors of a
category — 蔬菜, 水果, 肉类, 水产; leases of a stall to a vendor from a
start day, some ended; rent payments on a lease on a day with an amount
and a method — 现金, 微信, 转账). Seeded, anchored at today.

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


def pottery(rng):
    con = open_db("pottery")
    con.executescript(
        """
        CREATE TABLE students (student_id INTEGER PRIMARY KEY, student_name TEXT NOT NULL, joined_on DATE NOT NULL);
        CREATE TABLE courses (course_id INTEGER PRIMARY KEY, course_name TEXT NOT NULL, level TEXT NOT NULL,
                              fee REAL NOT NULL);
        CREATE TABLE enrolments (enrolment_id INTEGER PRIMARY KEY, student_id INTEGER NOT NULL REFERENCES students(student_id),
                                 course_id INTEGER NOT NULL REFERENCES courses(course_id), enrolled_on DATE NOT NULL,
                                 amount_paid REAL NOT NULL);
        CREATE TABLE firings (firing_id INTEGER PRIMARY KEY, kiln TEXT NOT NULL, fired_on DATE NOT NULL,
                              pieces INTEGER NOT NULL, peak_temperature INTEGER NOT NULL);
        """
    )
    first = ["Ava", "Ben", "Chloe", "Dan", "Ella", "Finn", "Grace", "Hugo", "Isla", "Jack", "Kate", "Leo",
             "Maya", "Noah", "Olive", "Paul", "Ruby", "Sam", "Tara", "Will"]
    last = ["Hart", "Price", "Lowe", "Reed", "Shaw", "Frost", "Bell", "Wade", "Nash", "Cole"]
    students = []
    for s in range(1, 121):
        students.append((s, f"{rng.choice(first)} {rng.choice(last)}",
                         day(rng, dt.date(TODAY.year - 2, 1, 1)).isoformat()))
    con.executemany("INSERT INTO students VALUES (?,?,?)", students)
    courses = [(1, "Wheel Throwing Basics", "beginner", 180.0), (2, "Hand Building", "beginner", 150.0),
               (3, "Glazing Workshop", "intermediate", 95.0), (4, "Advanced Wheel", "advanced", 240.0),
               (5, "Raku Firing Weekend", "advanced", 210.0), (6, "Kids Clay Club", "beginner", 80.0)]
    con.executemany("INSERT INTO courses VALUES (?,?,?,?)", courses)
    enrolments = []
    for e in range(1, 401):
        s = rng.choice(students[:-15])  # the last fifteen students never enrolled
        c = rng.choices(courses, [6, 5, 3, 2, 1, 4])[0]
        start = max(dt.date.fromisoformat(s[2]), dt.date(TODAY.year - 1, 1, 1))
        when = day(rng, start)
        paid = c[3] if rng.random() < 0.85 else round(c[3] * 0.5, 2)
        enrolments.append((e, s[0], c[0], when.isoformat(), paid))
    con.executemany("INSERT INTO enrolments VALUES (?,?,?,?,?)", enrolments)
    firings = []
    for f in range(1, 181):
        kiln = rng.choice(["Big Blue", "Little Red", "Raku Barrel"])
        firings.append((f, kiln, day(rng, dt.date(TODAY.year - 1, 1, 1)).isoformat(), rng.randint(8, 60),
                        rng.choice([1000, 1060, 1220, 1240, 1260]) if kiln != "Raku Barrel" else rng.randint(850, 1000)))
    con.executemany("INSERT INTO firings VALUES (?,?,?,?,?)", firings)
    con.commit()


def market_stalls(rng):
    con = open_db("market_stalls")
    con.executescript(
        """
        CREATE TABLE stalls (stall_id INTEGER PRIMARY KEY, stall_no TEXT NOT NULL, zone TEXT NOT NULL,
                             monthly_rent REAL NOT NULL);
        CREATE TABLE vendors (vendor_id INTEGER PRIMARY KEY, vendor_name TEXT NOT NULL, category TEXT NOT NULL,
                              phone TEXT NOT NULL);
        CREATE TABLE leases (lease_id INTEGER PRIMARY KEY, stall_id INTEGER NOT NULL REFERENCES stalls(stall_id),
                             vendor_id INTEGER NOT NULL REFERENCES vendors(vendor_id), start_date DATE NOT NULL,
                             end_date DATE);
        CREATE TABLE rent_payments (payment_id INTEGER PRIMARY KEY, lease_id INTEGER NOT NULL REFERENCES leases(lease_id),
                                    paid_on DATE NOT NULL, amount REAL NOT NULL, method TEXT NOT NULL);
        """
    )
    zones = {"A区": 2600.0, "B区": 2200.0, "C区": 1800.0, "D区": 1500.0}
    stalls = []
    sid = 0
    for z, rent in zones.items():
        for n in range(1, rng.randint(10, 16)):
            sid += 1
            stalls.append((sid, f"{z[0]}{n:02d}", z, rent + rng.choice([0, 100, 200, -100])))
    con.executemany("INSERT INTO stalls VALUES (?,?,?,?)", stalls)
    surnames = "王李张刘陈杨赵黄周吴徐孙马朱胡郭何高林罗"
    given = "伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚"
    cats = ["蔬菜", "水果", "肉类", "水产"]
    vendors = []
    for v in range(1, 61):
        vendors.append((v, rng.choice(surnames) + rng.choice(given) + rng.choice(given),
                        rng.choices(cats, [5, 3, 3, 2])[0], f"13{rng.randint(100000000, 999999999)}"))
    con.executemany("INSERT INTO vendors VALUES (?,?,?,?)", vendors)
    leases, payments = [], []
    pid = 0
    free = stalls[:]
    rng.shuffle(free)
    for lid, v in enumerate(vendors[:-5], start=1):  # the last five vendors hold no lease
        if not free:  # on some dates the draws leave fewer stalls than vendors
            break
        s = free.pop()
        start = day(rng, dt.date(TODAY.year - 2, 1, 1), TODAY - dt.timedelta(days=60))
        ended = rng.random() < 0.25
        end = day(rng, start + dt.timedelta(days=30), TODAY) if ended else None
        leases.append((lid, s[0], v[0], start.isoformat(), end.isoformat() if end else None))
        month = dt.date(start.year, start.month, 1)
        last = end or TODAY
        while month <= last:
            pid += 1
            paid = month + dt.timedelta(days=rng.randint(0, 9))
            if paid <= TODAY:
                payments.append((pid, lid, paid.isoformat(), s[3], rng.choices(["现金", "微信", "转账"], [2, 5, 3])[0]))
            month = dt.date(month.year + (month.month == 12), month.month % 12 + 1, 1)
    con.executemany("INSERT INTO leases VALUES (?,?,?,?,?)", leases)
    con.executemany("INSERT INTO rent_payments VALUES (?,?,?,?,?)", payments)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(59)
    pottery(rng)
    market_stalls(rng)
