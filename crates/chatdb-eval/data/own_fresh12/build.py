#!/usr/bin/env python3
"""Builds the databases of our thirteenth own set (own_fresh12), written to
be held out: scored when written, before any change aimed at it. A gym
(`gym`: plans, members, trainers, classes, bookings, check-ins, payments)
asked in English and Chinese, and a consultancy's project tracker with
English names asked about only in Chinese (`projects`: projects, people,
tasks, timesheets). Seeded, anchored at today.

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


def gym(rng):
    con = open_db("gym")
    con.executescript(
        """
        CREATE TABLE plans (
            plan_id INTEGER PRIMARY KEY, plan_name TEXT NOT NULL, monthly_price REAL NOT NULL);
        CREATE TABLE members (
            member_id INTEGER PRIMARY KEY, member_name TEXT NOT NULL, city TEXT NOT NULL,
            joined_on DATE NOT NULL, plan_id INTEGER NOT NULL REFERENCES plans(plan_id),
            status TEXT NOT NULL);
        CREATE TABLE trainers (
            trainer_id INTEGER PRIMARY KEY, trainer_name TEXT NOT NULL, specialty TEXT NOT NULL);
        CREATE TABLE classes (
            class_id INTEGER PRIMARY KEY, class_type TEXT NOT NULL,
            trainer_id INTEGER NOT NULL REFERENCES trainers(trainer_id),
            starts_at TIMESTAMP NOT NULL, capacity INTEGER NOT NULL);
        CREATE TABLE bookings (
            booking_id INTEGER PRIMARY KEY,
            class_id INTEGER NOT NULL REFERENCES classes(class_id),
            member_id INTEGER NOT NULL REFERENCES members(member_id),
            booked_at TIMESTAMP NOT NULL);
        CREATE TABLE check_ins (
            check_in_id INTEGER PRIMARY KEY,
            member_id INTEGER NOT NULL REFERENCES members(member_id),
            checked_in_at TIMESTAMP NOT NULL);
        CREATE TABLE payments (
            payment_id INTEGER PRIMARY KEY,
            member_id INTEGER NOT NULL REFERENCES members(member_id),
            paid_on DATE NOT NULL, amount REAL NOT NULL);
        """
    )
    plans = [(1, "Basic", 29.0), (2, "Standard", 49.0), (3, "Premium", 79.0), (4, "Student", 19.0)]
    con.executemany("INSERT INTO plans VALUES (?,?,?)", plans)
    first = ["Amy", "Bo", "Chen", "Dana", "Eli", "Fay", "Gus", "Hana", "Ian", "Jo", "Kim", "Leo", "Mia", "Noah"]
    last = ["Wu", "Li", "Berg", "Cole", "Diaz", "Egan", "Fox", "Gray", "Holt", "Ito"]
    cities = ["Austin", "Dallas", "Houston"]
    members = []
    for i in range(1, 501):
        plan = rng.choices([1, 2, 3, 4], [4, 3, 2, 1])[0]
        members.append((i, f"{rng.choice(first)} {rng.choice(last)}", rng.choice(cities),
                        day(rng, dt.date(2017, 1, 1)).isoformat(), plan,
                        rng.choices(["active", "frozen", "cancelled"], [7, 1, 2])[0]))
    con.executemany("INSERT INTO members VALUES (?,?,?,?,?,?)", members)
    trainers = [(i, n, rng.choice(["yoga", "strength", "cardio"]))
                for i, n in enumerate(["Alex Stone", "Bea Ruiz", "Cal Young", "Dee Park", "Ed Moore",
                                       "Flo Hart"], start=1)]
    con.executemany("INSERT INTO trainers VALUES (?,?,?)", trainers)
    classes, bookings = [], []
    for i in range(1, 801):
        when = dt.datetime.combine(day(rng, dt.date(TODAY.year - 1, 1, 1), TODAY + dt.timedelta(days=14)),
                                   dt.time(rng.choice([7, 9, 12, 18, 19])))
        cap = rng.choice([10, 15, 20])
        classes.append((i, rng.choice(["yoga", "spin", "pilates", "hiit", "boxing"]), rng.randrange(1, 7),
                        when.isoformat(sep=" "), cap))
        for m in rng.sample(range(1, 501), rng.randrange(0, cap + 1)):
            bookings.append((len(bookings) + 1, i, m,
                             (when - dt.timedelta(hours=rng.randrange(2, 200))).isoformat(sep=" ")))
    con.executemany("INSERT INTO classes VALUES (?,?,?,?,?)", classes)
    con.executemany("INSERT INTO bookings VALUES (?,?,?,?)", bookings)
    checks = []
    for i in range(1, 9001):
        m = rng.randrange(1, 481)  # the last twenty members never come
        checks.append((i, m, dt.datetime.combine(day(rng, dt.date(TODAY.year - 1, 1, 1)),
                                                 dt.time(rng.randrange(6, 22), rng.randrange(60))).isoformat(sep=" ")))
    con.executemany("INSERT INTO check_ins VALUES (?,?,?)", checks)
    pays = []
    for m in members:
        price = plans[m[4] - 1][2]
        start = max(dt.date.fromisoformat(m[3]), dt.date(TODAY.year - 1, 1, 1))
        d = start
        while d <= TODAY and (m[5] == "active" or rng.random() < 0.9):
            pays.append((len(pays) + 1, m[0], d.isoformat(), price))
            d = (d.replace(day=1) + dt.timedelta(days=32)).replace(day=min(d.day, 28))
    con.executemany("INSERT INTO payments VALUES (?,?,?,?)", pays)
    con.commit()


def projects(rng):
    con = open_db("projects")
    con.executescript(
        """
        CREATE TABLE projects (
            project_id INTEGER PRIMARY KEY, project_name TEXT NOT NULL, client TEXT NOT NULL,
            budget REAL NOT NULL, start_date DATE NOT NULL, status TEXT NOT NULL);
        CREATE TABLE people (
            person_id INTEGER PRIMARY KEY, full_name TEXT NOT NULL, role TEXT NOT NULL,
            hourly_rate REAL NOT NULL);
        CREATE TABLE tasks (
            task_id INTEGER PRIMARY KEY,
            project_id INTEGER NOT NULL REFERENCES projects(project_id),
            assignee_id INTEGER REFERENCES people(person_id),
            title TEXT NOT NULL, priority TEXT NOT NULL, status TEXT NOT NULL,
            due_date DATE NOT NULL, completed_at DATE);
        CREATE TABLE timesheets (
            entry_id INTEGER PRIMARY KEY,
            person_id INTEGER NOT NULL REFERENCES people(person_id),
            task_id INTEGER NOT NULL REFERENCES tasks(task_id),
            work_date DATE NOT NULL, hours REAL NOT NULL);
        """
    )
    clients = ["Acme Bank", "Globex", "Initech", "Umbrella Retail", "Stark Energy"]
    names = ["CRM Migration", "Data Lake", "Mobile App", "Billing Revamp", "ERP Rollout", "Web Portal",
             "Fraud Model", "Supply Chain BI", "HR Portal", "Cloud Move", "Pricing Engine", "Chatbot"]
    projs = [(i, n, rng.choice(clients), float(rng.randrange(200, 3000) * 1000),
              day(rng, dt.date(2022, 1, 1)).isoformat(), rng.choice(["active", "active", "on_hold", "closed"]))
             for i, n in enumerate(names, start=1)]
    con.executemany("INSERT INTO projects VALUES (?,?,?,?,?,?)", projs)
    roles = ["developer", "developer", "analyst", "designer", "manager", "tester"]
    fn = ["Wang Fang", "Li Na", "Zhang Wei", "Liu Yang", "Chen Jie", "Yang Min", "Zhao Lei", "Huang Tao",
          "Zhou Xin", "Wu Hao", "Xu Jing", "Sun Li", "Ma Chao", "Zhu Ying", "Hu Bin", "Guo Qiang"]
    people = [(i, n, rng.choice(roles), float(rng.randrange(40, 160, 5))) for i, n in enumerate(fn, start=1)]
    con.executemany("INSERT INTO people VALUES (?,?,?,?)", people)
    verbs = ["Design", "Build", "Test", "Review", "Deploy", "Document"]
    things = ["login", "report", "API", "schema", "dashboard", "import job", "alerts"]
    tasks = []
    for i in range(1, 601):
        due = day(rng, dt.date(TODAY.year - 1, 1, 1), TODAY + dt.timedelta(days=60))
        done = rng.random() < 0.6 and due - dt.timedelta(days=20) <= TODAY
        completed = min(TODAY, due + dt.timedelta(days=rng.randrange(-20, 10))) if done else None
        assignee = None if i % 25 == 0 else rng.randrange(1, 15)  # people 15 and 16 get no task
        tasks.append((i, rng.randrange(1, len(projs) + 1), assignee,
                      f"{rng.choice(verbs)} {rng.choice(things)}", rng.choice(["low", "medium", "high"]),
                      "done" if done else rng.choice(["todo", "in_progress"]), due.isoformat(),
                      completed.isoformat() if completed else None))
    con.executemany("INSERT INTO tasks VALUES (?,?,?,?,?,?,?,?)", tasks)
    sheets = []
    for t in tasks:
        if t[2] is None:
            continue
        for _ in range(rng.randrange(0, 8)):
            sheets.append((len(sheets) + 1, t[2], t[0], day(rng, dt.date(TODAY.year - 1, 1, 1)).isoformat(),
                           rng.choice([0.5, 1.0, 2.0, 3.0, 4.0, 6.0, 8.0])))
    con.executemany("INSERT INTO timesheets VALUES (?,?,?,?,?)", sheets)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(12)
    gym(rng)
    projects(rng)
