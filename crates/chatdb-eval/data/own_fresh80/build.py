#!/usr/bin/env python3
"""Builds the databases of our eighty-first own set (own_fresh80), written
late in the session of 2026-12-06 (second), before the engine was run on
these databases, to measure the end build held out. A hackathon asked in
English (`hackathon`: teams from a school with a number of members;
projects of a team in a track, submitted on a day, with a judges' score)
and a fishing pond with English names asked about only in Chinese
(`fishing`: anglers from a city who joined on a day; sessions of an
angler on a day with the hours fished, the fish caught in kilograms and
the fee paid). Seeded, anchored at today.

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


def hackathon(rng):
    con = open_db("hackathon")
    con.executescript(
        """
        CREATE TABLE teams (team_id INTEGER PRIMARY KEY, team_name TEXT NOT NULL, school TEXT NOT NULL,
                            members INTEGER NOT NULL);
        CREATE TABLE projects (project_id INTEGER PRIMARY KEY, team_id INTEGER NOT NULL REFERENCES teams(team_id),
                               title TEXT NOT NULL, track TEXT NOT NULL, submitted_on DATE NOT NULL,
                               score REAL NOT NULL);
        """
    )
    schools = ["MIT", "Stanford", "Oxford", "ETH"]
    adjectives = ["Quantum", "Rapid", "Silent", "Neon", "Lucky", "Brave", "Solar", "Iron", "Pixel", "Cosmic"]
    nouns = ["Owls", "Coders", "Foxes", "Bytes", "Hackers", "Wolves"]
    names = rng.sample([f"{a} {n}" for a in adjectives for n in nouns], 24)
    teams = [(i, n, rng.choices(schools, [3, 3, 2, 2])[0], rng.randint(2, 5)) for i, n in enumerate(names, start=1)]
    con.executemany("INSERT INTO teams VALUES (?,?,?,?)", teams)
    tracks = ["AI", "Health", "Climate", "Fintech"]
    projects = []
    scores = rng.sample([x / 10 for x in range(400, 1000)], 60)  # no ties
    for p in range(1, 61):
        team = rng.choice(teams[:-3])  # three teams have not submitted
        projects.append((p, team[0], f"Project {p}", rng.choice(tracks),
                         day(rng, TODAY - dt.timedelta(days=300)).isoformat(), scores[p - 1]))
    con.executemany("INSERT INTO projects VALUES (?,?,?,?,?,?)", projects)
    con.commit()


def fishing(rng):
    con = open_db("fishing")
    con.executescript(
        """
        CREATE TABLE anglers (angler_id INTEGER PRIMARY KEY, angler_name TEXT NOT NULL, city TEXT NOT NULL,
                              joined_on DATE NOT NULL);
        CREATE TABLE sessions (session_id INTEGER PRIMARY KEY,
                               angler_id INTEGER NOT NULL REFERENCES anglers(angler_id),
                               fish_date DATE NOT NULL, hours REAL NOT NULL, catch_kg REAL NOT NULL,
                               fee REAL NOT NULL);
        """
    )
    surnames = "王李张刘陈杨赵黄周吴"
    given = ["建国", "志强", "海涛", "永明", "立新", "德胜", "振华", "宏伟"]
    names = rng.sample([s + g for s in surnames for g in given], 30)
    if "王建国" not in names:
        names[0] = "王建国"
    anglers = [(i, n, rng.choices(["苏州", "无锡", "常州"], [3, 2, 1])[0],
                day(rng, dt.date(TODAY.year - 2, 1, 1)).isoformat()) for i, n in enumerate(names, start=1)]
    con.executemany("INSERT INTO anglers VALUES (?,?,?,?)", anglers)
    sessions = []
    s = 0
    d = TODAY - dt.timedelta(days=400)
    while d <= TODAY:
        for a in rng.sample(anglers[:-3], rng.randint(2, 8)):  # three anglers have never come
            if dt.date.fromisoformat(a[3]) > d:
                continue
            s += 1
            hours = rng.choice([2, 4, 6, 8])
            sessions.append((s, a[0], d.isoformat(), hours, round(rng.uniform(0, 3) * hours / 2, 1), hours * 15.0))
        d += dt.timedelta(days=1)
    con.executemany("INSERT INTO sessions VALUES (?,?,?,?,?,?)", sessions)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(80)
    hackathon(rng)
    fishing(rng)
