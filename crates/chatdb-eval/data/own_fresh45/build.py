#!/usr/bin/env python3
"""Builds the databases of our forty-sixth own set (own_fresh45), written
to be held out: scored when written, at the end of a session, with no
change aimed at it. A freelance marketplace asked in English (`gigs`:
freelancers of a skill with an hourly rate, clients of an industry,
projects with a budget, a status and a completion date — empty until
done) and parcel lockers with English names asked about only in Chinese
(`lockers`: lockers of a district, couriers of a company, parcels with
a size, a drop-off time and a pick-up time — empty until collected).
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


def gigs(rng):
    con = open_db("gigs")
    con.executescript(
        """
        CREATE TABLE freelancers (freelancer_id INTEGER PRIMARY KEY, full_name TEXT NOT NULL, country TEXT NOT NULL,
                                  skill TEXT NOT NULL, hourly_rate REAL NOT NULL, joined_on DATE NOT NULL);
        CREATE TABLE clients (client_id INTEGER PRIMARY KEY, company TEXT NOT NULL, industry TEXT NOT NULL);
        CREATE TABLE projects (
            project_id INTEGER PRIMARY KEY, client_id INTEGER NOT NULL REFERENCES clients(client_id),
            freelancer_id INTEGER REFERENCES freelancers(freelancer_id), title TEXT NOT NULL, budget REAL NOT NULL,
            status TEXT NOT NULL, posted_on DATE NOT NULL, completed_on DATE);
        """
    )
    first = ["Aisha", "Bruno", "Chloe", "Diego", "Esra", "Farid", "Gina", "Hiro", "Ivana", "Jamal", "Kira", "Lars", "Mei", "Nora"]
    last = ["Khan", "Silva", "Martin", "Lopez", "Yilmaz", "Rahimi", "Rossi", "Tanaka", "Novak", "Brown", "Ivanova"]
    countries = ["India", "Brazil", "France", "Mexico", "Turkey", "Japan", "United States", "Ukraine"]
    skills = ["design", "writing", "development", "marketing"]
    fl = []
    for i in range(1, 121):
        skill = skills[i % 4]
        rate = round({"design": 45, "writing": 35, "development": 70, "marketing": 50}[skill] * rng.uniform(0.6, 1.5), 2)
        fl.append((i, f"{first[i % 14]} {last[(i * 5) % 11]}", countries[(i * 3) % 8], skill, rate,
                   day(rng, dt.date(TODAY.year - 3, 1, 1), TODAY - dt.timedelta(days=5)).isoformat()))
    fl[56] = fl[56][:4] + (199.0,) + fl[56][5:]  # one clearly most expensive
    con.executemany("INSERT INTO freelancers VALUES (?,?,?,?,?,?)", fl)
    industries = ["retail", "finance", "healthcare", "education", "media"]
    names = ["Acme", "Globex", "Initech", "Umbrella", "Stark", "Wayne", "Hooli", "Vandelay", "Soylent", "Tyrell",
             "Cyberdyne", "Wonka", "Gringotts", "Oscorp", "Pied Piper"]
    clients = [(i, f"{names[i - 1]} {['Inc', 'Ltd', 'Group'][i % 3]}", industries[i % 5]) for i in range(1, 16)]
    con.executemany("INSERT INTO clients VALUES (?,?,?)", clients)
    projects = []
    for p in range(1, 1501):
        c = rng.choices(clients, [1 + (k * 7) % 5 for k in range(15)])[0]
        if c[0] == 4:
            c = rng.choice(clients)
        posted = day(rng, dt.date(TODAY.year - 2, 1, 1), TODAY - dt.timedelta(days=1))
        status = rng.choices(["open", "in progress", "completed", "cancelled"], [1, 2, 6, 1])[0]
        f = None if status == "open" else rng.choice(fl[:110])[0]  # ten freelancers never hired
        completed = None
        if status == "completed":
            completed = min(posted + dt.timedelta(days=rng.randrange(3, 60)), TODAY - dt.timedelta(days=1)).isoformat()
        projects.append((p, c[0], f, f"{rng.choice(['Logo', 'Blog', 'App', 'Campaign', 'Website', 'Newsletter'])} #{p}",
                         float(rng.choice([200, 500, 1000, 2500, 5000])), status, posted.isoformat(), completed))
    con.executemany("INSERT INTO projects VALUES (?,?,?,?,?,?,?,?)", projects)
    con.commit()


def lockers(rng):
    con = open_db("lockers")
    con.executescript(
        """
        CREATE TABLE lockers (locker_id INTEGER PRIMARY KEY, location_name TEXT NOT NULL, district TEXT NOT NULL);
        CREATE TABLE couriers (courier_id INTEGER PRIMARY KEY, courier_name TEXT NOT NULL, company TEXT NOT NULL);
        CREATE TABLE parcels (
            parcel_id INTEGER PRIMARY KEY, locker_id INTEGER NOT NULL REFERENCES lockers(locker_id),
            courier_id INTEGER NOT NULL REFERENCES couriers(courier_id), size TEXT NOT NULL,
            deposited_at DATETIME NOT NULL, picked_up_at DATETIME);
        """
    )
    locs = [(1, "阳光小区东门", "朝阳区"), (2, "阳光小区西门", "朝阳区"), (3, "科技园A座", "海淀区"), (4, "科技园B座", "海淀区"),
            (5, "大学城北门", "海淀区"), (6, "地铁站出口", "东城区"), (7, "幸福里小区", "朝阳区"), (8, "老街菜市场", "东城区")]
    con.executemany("INSERT INTO lockers VALUES (?,?,?)", locs)
    surnames = "王李张刘陈杨黄赵吴周"
    couriers = [(i, surnames[i % 10] + ["师傅", "小哥", "大哥"][i % 3] + str(i), ["顺丰", "中通", "圆通", "韵达"][i % 4])
                for i in range(1, 25)]
    con.executemany("INSERT INTO couriers VALUES (?,?,?)", couriers)
    parcels = []
    now = dt.datetime.combine(TODAY, dt.time(7, 0))
    for i in range(1, 12001):
        l = rng.choices(locs[:7], [6, 4, 5, 3, 4, 2, 3])[0]  # the market's locker is new and unused
        c = rng.choices(couriers, [1 + (k * 5) % 9 for k in range(24)])[0]
        when = dt.datetime.combine(day(rng, dt.date(TODAY.year - 1, 1, 1), TODAY - dt.timedelta(days=1)),
                                   dt.time(rng.randrange(7, 21), rng.randrange(60)))
        back = when + dt.timedelta(hours=rng.randrange(1, 72))
        parcels.append((i, l[0], c[0], rng.choices(["大", "中", "小"], [1, 3, 4])[0], when.isoformat(sep=" "),
                        back.isoformat(sep=" ") if back < now else None))
    con.executemany("INSERT INTO parcels VALUES (?,?,?,?,?,?)", parcels)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(45)
    gigs(rng)
    lockers(rng)
