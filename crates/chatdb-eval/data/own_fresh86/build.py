#!/usr/bin/env python3
"""Builds the databases of our eighty-seventh own set (own_fresh86),
written at the start of the session of 2026-12-06 (fifth) and kept unrun
until the session's engine changes were done, to measure them on
databases nobody tuned on.
A student dormitory asked in English (`dorm`: buildings with floors;
students of a course living in a building since a day; repair requests a
student reported on a day, of a category, fixed on a later day or still
open, at a cost) and a renovation company (装修公司) with English names
asked about only in Chinese (`renovation`: projects of a client in a
district, started on a day, with a budget; workers of a trade with a daily
wage; work logs of a worker on a project on a day, for some hours).
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


def dorm(rng):
    con = open_db("dorm")
    con.executescript(
        """
        CREATE TABLE buildings (building_id INTEGER PRIMARY KEY, building_name TEXT NOT NULL, floors INTEGER NOT NULL);
        CREATE TABLE students (student_id INTEGER PRIMARY KEY, student_name TEXT NOT NULL, course TEXT NOT NULL,
                               building_id INTEGER NOT NULL REFERENCES buildings(building_id),
                               moved_in DATE NOT NULL);
        CREATE TABLE repair_requests (request_id INTEGER PRIMARY KEY,
                                      student_id INTEGER NOT NULL REFERENCES students(student_id),
                                      reported_on DATE NOT NULL, category TEXT NOT NULL, fixed_on DATE,
                                      cost REAL);
        """
    )
    buildings = [(1, "Oak Hall", 5), (2, "Birch House", 3), (3, "Cedar Court", 7), (4, "Elm Lodge", 4)]
    con.executemany("INSERT INTO buildings VALUES (?,?,?)", buildings)
    first = ["Ada", "Ben", "Cleo", "Dev", "Ezra", "Flo", "Gabe", "Iris", "Jude", "Kit"]
    last = ["Moss", "Vale", "Park", "Quinn", "Shaw"]
    names = rng.sample([f"{f} {s}" for f in first for s in last], 40)
    courses = ["Physics", "History", "Law", "Nursing", "Design"]
    students = [(i, n, rng.choice(courses), 1 + (i * 3) % 4,
                 day(rng, TODAY - dt.timedelta(days=800)).isoformat()) for i, n in enumerate(names, start=1)]
    con.executemany("INSERT INTO students VALUES (?,?,?,?,?)", students)
    categories = ["plumbing", "heating", "electrical", "furniture", "internet"]
    reqs = []
    for r in range(1, 161):
        student = rng.choice(students[:-6])  # a few have never reported anything
        reported = day(rng, max(dt.date.fromisoformat(student[4]), TODAY - dt.timedelta(days=400)))
        fixed = None
        cost = None
        if rng.random() < 0.8 and reported < TODAY:
            fixed = day(rng, reported + dt.timedelta(days=1), min(TODAY, reported + dt.timedelta(days=20)))
            cost = round(rng.uniform(15, 400), 2)
        reqs.append((r, student[0], reported.isoformat(), rng.choice(categories),
                     fixed.isoformat() if fixed else None, cost))
    counts = {}
    for req in reqs:
        counts[req[1]] = counts.get(req[1], 0) + 1
    busiest = max(counts, key=lambda s: (counts[s], -s))  # one more request breaks any tie at the top
    reqs.append((len(reqs) + 1, busiest, TODAY.isoformat(), "internet", None, None))
    con.executemany("INSERT INTO repair_requests VALUES (?,?,?,?,?,?)", reqs)
    con.commit()


def renovation(rng):
    con = open_db("renovation")
    con.executescript(
        """
        CREATE TABLE projects (project_id INTEGER PRIMARY KEY, client_name TEXT NOT NULL, district TEXT NOT NULL,
                               start_date DATE NOT NULL, budget REAL NOT NULL);
        CREATE TABLE workers (worker_id INTEGER PRIMARY KEY, worker_name TEXT NOT NULL, trade TEXT NOT NULL,
                              daily_wage REAL NOT NULL);
        CREATE TABLE work_logs (log_id INTEGER PRIMARY KEY,
                                worker_id INTEGER NOT NULL REFERENCES workers(worker_id),
                                project_id INTEGER NOT NULL REFERENCES projects(project_id),
                                work_date DATE NOT NULL, hours REAL NOT NULL);
        """
    )
    surnames = "赵钱孙李周吴郑王"
    given = ["先生", "女士"]
    districts = ["朝阳区", "海淀区", "丰台区", "通州区"]
    budgets = rng.sample(range(60, 400), 24)  # in thousands, no ties
    projects = [(i, rng.choice(surnames) + rng.choice(given), rng.choice(districts),
                 day(rng, TODAY - dt.timedelta(days=500)).isoformat(), budgets[i - 1] * 1000.0)
                for i in range(1, 25)]
    con.executemany("INSERT INTO projects VALUES (?,?,?,?,?)", projects)
    trades = ["木工", "瓦工", "水电工", "油漆工"]
    wnames = rng.sample([s + g for s in "陈林黄何罗高马梁" for g in ["师傅", "工"]], 14)
    wages = rng.sample(range(300, 700, 10), 14)
    workers = [(i, n, trades[i % 4], float(wages[i - 1])) for i, n in enumerate(wnames, start=1)]
    con.executemany("INSERT INTO workers VALUES (?,?,?,?)", workers)
    logs = []
    for lg in range(1, 501):
        project = rng.choice(projects)
        start = dt.date.fromisoformat(project[3])
        logs.append((lg, rng.choice(workers[:-2])[0], project[0],
                     day(rng, start, min(TODAY, start + dt.timedelta(days=120))).isoformat(),
                     float(rng.choice([4, 6, 8, 8, 8, 10]))))
    con.executemany("INSERT INTO work_logs VALUES (?,?,?,?,?)", logs)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(86)
    dorm(rng)
    renovation(rng)
