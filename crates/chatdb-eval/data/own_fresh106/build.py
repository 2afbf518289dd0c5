#!/usr/bin/env python3
"""Builds the databases of our hundred-and-seventh own set (own_fresh106),
written in the session of 2026-12-07 (fifteenth), after its first engine
changes and before the engine was run on these databases.
A freelancer's books asked in English (`freelance`: clients in a country;
projects for a client with a budget, started on a day; time entries of
hours on a project on a day; invoices to a client issued on a day, due on
a day, with an amount and maybe the day paid) and a pet boarding house
with English names asked about only in Chinese (`pet_boarding`: owners
with a Chinese name; pets of an owner with a name and a species stored in
Chinese; stays of a pet checked in on a day, planned out on a day and
maybe checked out, with a nightly rate). Seeded, anchored at today.

    python3 build.py            # writes database/ beside this file
"""
import datetime as dt
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from own_sets import TODAY, database_opener, day, top_is_clear  # noqa: E402

open_db = database_opener(HERE)


def freelance(rng):
    con = open_db("freelance")
    con.executescript(
        """
        CREATE TABLE clients (client_id INTEGER PRIMARY KEY, client_name TEXT NOT NULL, country TEXT NOT NULL);
        CREATE TABLE projects (project_id INTEGER PRIMARY KEY, client_id INTEGER NOT NULL REFERENCES clients(client_id),
                               project_name TEXT NOT NULL, budget REAL NOT NULL, started_on DATE NOT NULL);
        CREATE TABLE time_entries (entry_id INTEGER PRIMARY KEY,
                                   project_id INTEGER NOT NULL REFERENCES projects(project_id),
                                   worked_on DATE NOT NULL, hours REAL NOT NULL);
        CREATE TABLE invoices (invoice_id INTEGER PRIMARY KEY, client_id INTEGER NOT NULL REFERENCES clients(client_id),
                               issued_on DATE NOT NULL, due_on DATE NOT NULL, amount REAL NOT NULL, paid_on DATE);
        """
    )
    clients = [(1, "Northwind Ltd", "UK"), (2, "Blue Harbor GmbH", "Germany"), (3, "Kestrel Labs", "UK"),
               (4, "Maple & Co", "Canada"), (5, "Orchid Studio", "France"), (6, "Pine Analytics", "Canada")]
    con.executemany("INSERT INTO clients VALUES (?,?,?)", clients)
    names = ["website redesign", "data pipeline", "brand refresh", "mobile app", "SEO audit", "dashboard",
             "API integration", "newsletter", "migration"]
    projects = []
    for i, n in enumerate(names, 1):
        c = clients[(i - 1) % 5][0]  # Pine Analytics has no project
        projects.append((i, c, n, float(rng.choice([3000, 4500, 6000, 8000, 12000, 15000])),
                         day(rng, TODAY - dt.timedelta(days=500)).isoformat()))
    projects[3] = (4, 2, "mobile app", 25000.0, projects[3][4])  # the biggest budget, clearly
    con.executemany("INSERT INTO projects VALUES (?,?,?,?,?)", projects)
    entries = []
    for i in range(1, 501):
        p = rng.choices(projects, weights=[5, 8, 2, 9, 1, 4, 3, 2, 3])[0]
        start = dt.date.fromisoformat(p[4])
        entries.append((i, p[0], day(rng, start).isoformat(), rng.choice([0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0])))
    con.executemany("INSERT INTO time_entries VALUES (?,?,?,?)", entries)
    invoices = []
    for i in range(1, 121):
        c = rng.choices(clients, weights=[6, 5, 3, 4, 2, 1])[0]
        issued = day(rng, TODAY - dt.timedelta(days=420))
        due = issued + dt.timedelta(days=30)
        paid = None
        if rng.random() < 0.88:
            p = issued + dt.timedelta(days=rng.choice([5, 12, 20, 28, 35, 45, 60]))
            if p <= TODAY:
                paid = p.isoformat()
        invoices.append((i, c[0], issued.isoformat(), due.isoformat(), float(rng.randrange(400, 6000, 50)), paid))
    con.executemany("INSERT INTO invoices VALUES (?,?,?,?,?,?)", invoices)
    billed, hours = {}, {}
    for v in invoices:
        billed[v[1]] = billed.get(v[1], 0) + v[4]
    for e in entries:
        hours[e[1]] = hours.get(e[1], 0) + e[3]
    top_is_clear(billed, "the client billed the most")
    top_is_clear(hours, "the project with the most hours")
    con.commit()


def pet_boarding(rng):
    con = open_db("pet_boarding")
    con.executescript(
        """
        CREATE TABLE owners (owner_id INTEGER PRIMARY KEY, owner_name TEXT NOT NULL, phone TEXT NOT NULL);
        CREATE TABLE pets (pet_id INTEGER PRIMARY KEY, owner_id INTEGER NOT NULL REFERENCES owners(owner_id),
                           pet_name TEXT NOT NULL, species TEXT NOT NULL, weight_kg REAL NOT NULL);
        CREATE TABLE stays (stay_id INTEGER PRIMARY KEY, pet_id INTEGER NOT NULL REFERENCES pets(pet_id),
                            checked_in DATE NOT NULL, planned_out DATE NOT NULL, checked_out DATE,
                            nightly_rate REAL NOT NULL);
        """
    )
    owners = [(i, n, f"139{rng.randrange(10**8):08d}") for i, n in
              enumerate(["孙丽", "周杰", "吴昊", "郑爽", "冯涛", "陈晨", "褚明"], 1)]
    con.executemany("INSERT INTO owners VALUES (?,?,?)", owners)
    pets = [(1, 1, "旺财", "狗", 12.5), (2, 1, "咪咪", "猫", 4.2), (3, 2, "豆豆", "狗", 6.8),
            (4, 3, "雪球", "猫", 3.9), (5, 4, "大黄", "狗", 28.0), (6, 5, "花花", "兔子", 1.8),
            (7, 6, "球球", "猫", 5.1), (8, 6, "小黑", "狗", 9.4), (9, 7, "团子", "仓鼠", 0.2)]
    con.executemany("INSERT INTO pets VALUES (?,?,?,?,?)", pets)
    rate = {"狗": 120.0, "猫": 80.0, "兔子": 50.0, "仓鼠": 30.0}
    stays = []
    for i in range(1, 241):
        p = rng.choices(pets[:8], weights=[7, 4, 5, 3, 6, 1, 4, 2])[0]  # 团子 never stayed
        cin = day(rng, TODAY - dt.timedelta(days=380))
        planned = cin + dt.timedelta(days=rng.choice([2, 3, 5, 7, 10]))
        actual = planned + dt.timedelta(days=rng.choice([0, 0, 0, 1, 2, -1]))
        cout = actual.isoformat() if actual <= TODAY else None
        if cout and (TODAY - planned).days in range(1, 12) and rng.random() < 0.5:
            cout = None  # not picked up yet, past the planned day
        stays.append((i, p[0], cin.isoformat(), planned.isoformat(), cout, rate[p[3]]))
    con.executemany("INSERT INTO stays VALUES (?,?,?,?,?,?)", stays)
    by_pet = {}
    for s in stays:
        by_pet[s[1]] = by_pet.get(s[1], 0) + 1
    top_is_clear(by_pet, "the pet staying most often")
    top_is_clear({p[0]: p[4] for p in pets}, "the heaviest pet")
    con.commit()


if __name__ == "__main__":
    freelance(random.Random(106))
    pet_boarding(random.Random(1060))
