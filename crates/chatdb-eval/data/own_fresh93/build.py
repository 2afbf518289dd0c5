#!/usr/bin/env python3
"""Builds the databases of our ninety-fourth own set (own_fresh93), written
at the start of the session of 2026-12-07 (ninth) before the engine was run
on them.
A dance studio asked in English (`dance_studio`: classes of a style taught
by an instructor on a weekday with a capacity and a price; students of a
level who joined on a day; bookings of a student in a class on a date,
attended or not) and a travel agency (旅行社) with English names asked
about only in Chinese (`travel_agency`: tours to a destination starting on
a day for some days at a price per person; customers of a city; bookings
of a customer on a tour made on a day for some people, the amount paid and
a status). Seeded, anchored at today.

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


def dance_studio(rng):
    con = open_db("dance_studio")
    con.executescript(
        """
        CREATE TABLE classes (class_id INTEGER PRIMARY KEY, class_name TEXT NOT NULL, style TEXT NOT NULL,
                              instructor TEXT NOT NULL, weekday TEXT NOT NULL, capacity INTEGER NOT NULL,
                              price REAL NOT NULL);
        CREATE TABLE students (student_id INTEGER PRIMARY KEY, student_name TEXT NOT NULL, level TEXT NOT NULL,
                               joined_on DATE NOT NULL);
        CREATE TABLE bookings (booking_id INTEGER PRIMARY KEY, class_id INTEGER NOT NULL REFERENCES classes(class_id),
                               student_id INTEGER NOT NULL REFERENCES students(student_id),
                               class_date DATE NOT NULL, attended INTEGER NOT NULL);
        """
    )
    classes = [
        (1, "Salsa Basics", "salsa", "Maria Lopez", "Monday", 16, 12.0),
        (2, "Salsa Improvers", "salsa", "Maria Lopez", "Wednesday", 14, 14.0),
        (3, "Ballet Barre", "ballet", "Anna Petrova", "Tuesday", 12, 15.0),
        (4, "Tango Night", "tango", "Diego Ruiz", "Friday", 20, 13.0),
        (5, "Hip Hop Kids", "hip hop", "Jay Carter", "Saturday", 18, 10.0),
        (6, "Contemporary", "contemporary", "Anna Petrova", "Thursday", 12, 15.0),
        (7, "Swing Social", "swing", "Jay Carter", "Monday", 24, 11.0),
    ]
    con.executemany("INSERT INTO classes VALUES (?,?,?,?,?,?,?)", classes)
    names = ["Amy Baker", "Ben Clark", "Cara Diaz", "Dan Evans", "Ella Fox", "Finn Gale", "Gina Hart", "Hugo Ives",
             "Iris Jones", "Jack King", "Kate Lane", "Liam Mills", "Mia Noble", "Noah Owen", "Olga Park", "Paul Quinn",
             "Rosa Reed", "Sam Stone", "Tara Todd", "Uma Vance"]
    students = [(i, n, rng.choice(["beginner", "beginner", "intermediate", "advanced"]),
                 day(rng, TODAY - dt.timedelta(days=900)).isoformat()) for i, n in enumerate(names, 1)]
    con.executemany("INSERT INTO students VALUES (?,?,?,?)", students)
    bookings = []
    for b in range(1, 801):
        s = rng.choice(students[:18])  # two students never booked
        c = rng.choices(classes, weights=[5, 3, 3, 4, 2, 2, 3])[0]
        bookings.append((b, c[0], s[0], day(rng, TODAY - dt.timedelta(days=500)).isoformat(),
                         0 if rng.random() < 0.12 else 1))
    counts = {}
    for bk in bookings:
        counts[bk[2]] = counts.get(bk[2], 0) + 1
    top = max(counts, key=lambda s: (counts[s], -s))
    bookings.append((801, 1, top, (TODAY - dt.timedelta(days=3)).isoformat(), 1))  # breaks a tie at the top
    con.executemany("INSERT INTO bookings VALUES (?,?,?,?,?)", bookings)
    con.commit()


def travel_agency(rng):
    con = open_db("travel_agency")
    con.executescript(
        """
        CREATE TABLE tours (tour_id INTEGER PRIMARY KEY, tour_name TEXT NOT NULL, destination TEXT NOT NULL,
                            start_date DATE NOT NULL, days INTEGER NOT NULL, price REAL NOT NULL);
        CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, name TEXT NOT NULL, city TEXT NOT NULL,
                                phone TEXT NOT NULL);
        CREATE TABLE bookings (booking_id INTEGER PRIMARY KEY, tour_id INTEGER NOT NULL REFERENCES tours(tour_id),
                               customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
                               booked_on DATE NOT NULL, people INTEGER NOT NULL, amount REAL NOT NULL,
                               status TEXT NOT NULL);
        """
    )
    places = [("云南", 6, 3800.0), ("海南", 5, 4200.0), ("西藏", 8, 6500.0), ("日本", 6, 7800.0), ("泰国", 5, 3900.0)]
    tours = []
    for i in range(1, 21):
        p = places[i % 5]
        start = day(rng, TODAY - dt.timedelta(days=600), TODAY + dt.timedelta(days=60))
        tours.append((i, f"{p[0]}{p[1]}日游第{i}团", p[0], start.isoformat(), p[1], p[2] + rng.choice([0, 200, -300])))
    top = max(range(len(tours)), key=lambda i: (tours[i][5], -i))
    tours[top] = tours[top][:5] + (tours[top][5] + 100,)  # one tour clearly dearest
    con.executemany("INSERT INTO tours VALUES (?,?,?,?,?,?)", tours)
    surnames = "张王李赵刘陈杨黄吴徐孙马朱胡林郭何高罗郑"
    given = ["伟", "芳", "娜", "敏", "静", "丽", "强", "磊", "洋", "艳", "勇", "军", "杰", "娟", "涛", "鑫", "婷"]
    cities = ["上海", "杭州", "南京", "苏州"]
    customers = [(i, rng.choice(surnames) + rng.choice(given) + rng.choice(["", "华", "明"]), rng.choice(cities),
                  f"13{rng.randint(100000000, 999999999)}") for i in range(1, 91)]
    con.executemany("INSERT INTO customers VALUES (?,?,?,?)", customers)
    bookings = []
    bid = 0
    for t in tours:
        start = dt.date.fromisoformat(t[3])
        for c in rng.sample(customers[:82], rng.randint(4, 14)):  # eight customers never booked
            bid += 1
            people = rng.choice([1, 2, 2, 3, 4])
            status = rng.choices(["已付款", "已取消", "待付款"], weights=[8, 1, 1])[0]
            booked = start - dt.timedelta(days=rng.randint(10, 90))
            bookings.append((bid, t[0], c[0], booked.isoformat(), people,
                             0.0 if status == "已取消" else t[5] * people, status))
    con.executemany("INSERT INTO bookings VALUES (?,?,?,?,?,?,?)", bookings)
    con.commit()


if __name__ == "__main__":
    dance_studio(random.Random(93))
    travel_agency(random.Random(9393))
