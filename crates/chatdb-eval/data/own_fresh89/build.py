#!/usr/bin/env python3
"""Builds the databases of our ninetieth own set (own_fresh89), written at
the start of the session of 2026-12-06 (seventh) before the engine ran on
them.
A ferry operator asked in English (`ferry`: routes between two ports with
a distance; vessels with a capacity; sailings of a route by a vessel on a
day, cancelled or not; tickets on a sailing for a kind of passenger, a
fare, with a vehicle or not) and a music school (琴行) with English names
asked about only in Chinese (`music_school`: teachers of an instrument;
students of an age who joined on a day; lessons of a student with a
teacher on a day, minutes long, for a fee).
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


def ferry(rng):
    con = open_db("ferry")
    con.executescript(
        """
        CREATE TABLE routes (route_id INTEGER PRIMARY KEY, route_name TEXT NOT NULL, origin TEXT NOT NULL,
                             destination TEXT NOT NULL, distance_km REAL NOT NULL);
        CREATE TABLE vessels (vessel_id INTEGER PRIMARY KEY, vessel_name TEXT NOT NULL, capacity INTEGER NOT NULL);
        CREATE TABLE sailings (sailing_id INTEGER PRIMARY KEY, route_id INTEGER NOT NULL REFERENCES routes(route_id),
                               vessel_id INTEGER NOT NULL REFERENCES vessels(vessel_id), depart_date DATE NOT NULL,
                               cancelled INTEGER NOT NULL);
        CREATE TABLE tickets (ticket_id INTEGER PRIMARY KEY,
                              sailing_id INTEGER NOT NULL REFERENCES sailings(sailing_id),
                              passenger_type TEXT NOT NULL, fare REAL NOT NULL, with_vehicle INTEGER NOT NULL);
        """
    )
    routes = [(1, "Harbour Line", "Portsea", "Gull Isle", 18.5), (2, "Island Hopper", "Gull Isle", "Marram", 9.0),
              (3, "Bay Express", "Portsea", "Kelby", 32.0), (4, "North Channel", "Kelby", "Stack Point", 24.5),
              (5, "Evening Run", "Portsea", "Marram", 21.0)]
    con.executemany("INSERT INTO routes VALUES (?,?,?,?,?)", routes)
    vessels = [(1, "MV Tern", 250), (2, "MV Puffin", 420), (3, "MV Skua", 180), (4, "MV Gannet", 360)]
    con.executemany("INSERT INTO vessels VALUES (?,?,?)", vessels)
    sailings = []
    for s in range(1, 401):
        route = rng.choice(routes[:4]) if s > 5 else routes[4]  # the evening run sailed only long ago
        when = day(rng, TODAY - dt.timedelta(days=400)) if s > 5 else day(rng, TODAY - dt.timedelta(days=400),
                                                                           TODAY - dt.timedelta(days=200))
        sailings.append((s, route[0], rng.choice(vessels)[0], when.isoformat(), 1 if rng.random() < 0.06 else 0))
    cancelled = {}
    for s in sailings:
        cancelled[s[1]] = cancelled.get(s[1], 0) + s[4]
    top = max(cancelled, key=lambda r: (cancelled[r], -r))  # one more cancellation breaks any tie at the top
    sailings.append((len(sailings) + 1, top, 1, (TODAY - dt.timedelta(days=9)).isoformat(), 1))
    con.executemany("INSERT INTO sailings VALUES (?,?,?,?,?)", sailings)
    base = {"adult": 1.0, "child": 0.5, "senior": 0.7}
    tickets = []
    t = 0
    for s in sailings:
        if s[4]:
            continue
        dist = routes[s[1] - 1][4]
        for _ in range(rng.randint(2, 9)):
            t += 1
            kind = rng.choices(["adult", "child", "senior"], [6, 2, 2])[0]
            vehicle = 1 if rng.random() < 0.2 else 0
            tickets.append((t, s[0], kind, round(dist * 0.9 * base[kind] + (25 if vehicle else 0), 2), vehicle))
    con.executemany("INSERT INTO tickets VALUES (?,?,?,?,?)", tickets)
    con.commit()


def music_school(rng):
    con = open_db("music_school")
    con.executescript(
        """
        CREATE TABLE teachers (teacher_id INTEGER PRIMARY KEY, name TEXT NOT NULL, instrument TEXT NOT NULL);
        CREATE TABLE students (student_id INTEGER PRIMARY KEY, name TEXT NOT NULL, age INTEGER NOT NULL,
                               joined_on DATE NOT NULL);
        CREATE TABLE lessons (lesson_id INTEGER PRIMARY KEY,
                              student_id INTEGER NOT NULL REFERENCES students(student_id),
                              teacher_id INTEGER NOT NULL REFERENCES teachers(teacher_id),
                              lesson_date DATE NOT NULL, minutes INTEGER NOT NULL, fee REAL NOT NULL);
        """
    )
    teachers = [(1, "张敏", "钢琴"), (2, "李娜", "钢琴"), (3, "王磊", "小提琴"), (4, "赵强", "吉他"),
                (5, "陈静", "古筝"), (6, "刘洋", "架子鼓")]
    con.executemany("INSERT INTO teachers VALUES (?,?,?)", teachers)
    names = ["小雨", "乐乐", "朵朵", "浩然", "子涵", "一诺", "欣怡", "梓轩", "思远", "可馨", "天佑", "雨桐",
             "俊杰", "若曦", "明轩", "佳怡", "宇航", "诗琪", "博文", "安琪"]
    ages = rng.sample(range(5, 40), len(names))
    students = [(i, n, ages[i - 1], day(rng, dt.date(2023, 1, 1)).isoformat()) for i, n in enumerate(names, start=1)]
    con.executemany("INSERT INTO students VALUES (?,?,?,?)", students)
    lessons = []
    lid = 0
    for s in students:
        if s[0] in (19, 20):
            continue  # two students never came to a lesson
        teacher = rng.choice(teachers)
        joined = dt.date.fromisoformat(s[3])
        for _ in range(rng.randint(3, 30)):
            lid += 1
            t = teacher if rng.random() < 0.8 else rng.choice(teachers)
            minutes = rng.choice([30, 45, 60, 60, 90])
            lessons.append((lid, s[0], t[0], day(rng, joined, TODAY).isoformat(), minutes, minutes * 3.0))
    counts = {}
    for les in lessons:
        counts[les[1]] = counts.get(les[1], 0) + 1
    top = max(counts, key=lambda k: (counts[k], -k))  # one more lesson breaks any tie at the top
    lid += 1
    lessons.append((lid, top, 1, (TODAY - dt.timedelta(days=2)).isoformat(), 60, 180.0))
    con.executemany("INSERT INTO lessons VALUES (?,?,?,?,?,?)", lessons)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(89)
    ferry(rng)
    music_school(rng)
