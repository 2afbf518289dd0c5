#!/usr/bin/env python3
"""Builds the databases of our ninety-third own set (own_fresh92), written
at the start of the session of 2026-12-06 (eighth) and kept unrun until
the session's engine changes were done, to measure them on databases
nobody tuned on.
A golf club asked in English (`golf_club`: courses of some holes and a
par; golfers with a handicap and a membership; rounds of a golfer on a
course on a day, the strokes taken, the green fee paid and whether a cart
was used) and road races (马拉松赛事) with English names asked about only
in Chinese (`races`: events in a city on a day over a distance; runners
of a gender born in a year; entries of a runner in an event with a bib,
a fee and a finish time in seconds, none when they did not finish).
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


def golf_club(rng):
    con = open_db("golf_club")
    con.executescript(
        """
        CREATE TABLE courses (course_id INTEGER PRIMARY KEY, course_name TEXT NOT NULL, holes INTEGER NOT NULL, par INTEGER NOT NULL);
        CREATE TABLE golfers (golfer_id INTEGER PRIMARY KEY, golfer_name TEXT NOT NULL, handicap REAL NOT NULL,
                              membership TEXT NOT NULL);
        CREATE TABLE rounds (round_id INTEGER PRIMARY KEY, golfer_id INTEGER NOT NULL REFERENCES golfers(golfer_id),
                             course_id INTEGER NOT NULL REFERENCES courses(course_id), played_on DATE NOT NULL,
                             strokes INTEGER NOT NULL, green_fee REAL NOT NULL, used_cart INTEGER NOT NULL);
        """
    )
    courses = [(1, "Lakeside", 18, 72), (2, "Pines", 18, 71), (3, "Meadow Nine", 9, 35), (4, "Links", 18, 70)]
    con.executemany("INSERT INTO courses VALUES (?,?,?,?)", courses)
    names = ["Alan Birch", "Beth Cole", "Carl Dunn", "Dina Ford", "Evan Gray", "Fran Hale", "Glen Irwin",
             "Hope Judd", "Ian Kerr", "Jill Lamb", "Ken Moss", "Lola Nash", "Max Orr", "Nora Pike"]
    golfers = []
    for i, n in enumerate(names, 1):
        golfers.append((i, n, round(rng.uniform(4, 30), 1), rng.choice(["full", "full", "weekday", "junior"])))
    golfers[4] = golfers[4][:2] + (2.1,) + golfers[4][3:]  # one clear best handicap
    con.executemany("INSERT INTO golfers VALUES (?,?,?,?)", golfers)
    rounds = []
    for r in range(1, 701):
        g = rng.choice(golfers[:12])  # two golfers have not played this year (nor ever)
        c = rng.choices(courses, weights=[4, 3, 2, 3])[0]
        strokes = c[3] + int(g[2] * (0.5 if c[2] == 9 else 1)) + rng.randint(-4, 8)
        fee = {1: 85.0, 2: 70.0, 3: 30.0, 4: 95.0}[c[0]] * (0.8 if g[3] == "weekday" else 1)
        rounds.append((r, g[0], c[0], day(rng, TODAY - dt.timedelta(days=600)).isoformat(), strokes, fee,
                       rng.choice([0, 1])))
    con.executemany("INSERT INTO rounds VALUES (?,?,?,?,?,?,?)", rounds)
    con.commit()


def races(rng):
    con = open_db("races")
    con.executescript(
        """
        CREATE TABLE events (event_id INTEGER PRIMARY KEY, event_name TEXT NOT NULL, city TEXT NOT NULL,
                             race_date DATE NOT NULL, distance_km REAL NOT NULL);
        CREATE TABLE runners (runner_id INTEGER PRIMARY KEY, name TEXT NOT NULL, gender TEXT NOT NULL, birth_year INTEGER NOT NULL);
        CREATE TABLE entries (entry_id INTEGER PRIMARY KEY, event_id INTEGER NOT NULL REFERENCES events(event_id),
                              runner_id INTEGER NOT NULL REFERENCES runners(runner_id), bib TEXT NOT NULL,
                              fee REAL NOT NULL, finish_seconds INTEGER);
        """
    )
    cities = ["杭州", "苏州", "南京", "宁波"]
    events = []
    for i in range(1, 13):
        km = rng.choice([42.195, 21.0975, 10.0])
        events.append((i, f"{cities[i % 4]}{'马拉松' if km > 40 else '半程马拉松' if km > 20 else '十公里跑'}{i}",
                       cities[i % 4], day(rng, TODAY - dt.timedelta(days=700), TODAY - dt.timedelta(days=5)).isoformat(), km))
    con.executemany("INSERT INTO events VALUES (?,?,?,?,?)", events)
    surnames = "张王李赵刘陈杨黄吴徐孙马朱胡林郭何高罗郑"
    given = ["伟", "芳", "娜", "敏", "静", "丽", "强", "磊", "洋", "艳", "勇", "军", "杰", "娟", "涛", "鑫", "婷"]
    runners = [(i, rng.choice(surnames) + rng.choice(given) + rng.choice(["", "宇", "琳"]), rng.choice(["男", "女"]),
                rng.randint(1965, 2004)) for i in range(1, 121)]
    con.executemany("INSERT INTO runners VALUES (?,?,?,?)", runners)
    entries = []
    eid = 0
    for e in events:
        for r in rng.sample(runners[:110], rng.randint(20, 60)):  # ten runners never entered
            eid += 1
            pace = rng.uniform(270, 420)  # seconds per km
            fin = None if rng.random() < 0.07 else int(pace * e[4])
            entries.append((eid, e[0], r[0], f"B{eid:05d}", {42.195: 200.0, 21.0975: 150.0, 10.0: 80.0}[e[4]], fin))
    counts = {}
    for en in entries:
        counts[en[2]] = counts.get(en[2], 0) + 1
    top = max(counts, key=lambda r: (counts[r], -r))
    taken = {en[1] for en in entries if en[2] == top}
    free = next(e for e in events if e[0] not in taken)  # one more race of the runner who ran most breaks a tie
    entries.append((eid + 1, free[0], top, f"B{eid + 1:05d}", 80.0, 3000))
    con.executemany("INSERT INTO entries VALUES (?,?,?,?,?,?)", entries)
    con.commit()


if __name__ == "__main__":
    golf_club(random.Random(92))
    races(random.Random(9292))
