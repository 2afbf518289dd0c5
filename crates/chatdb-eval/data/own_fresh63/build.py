#!/usr/bin/env python3
"""Builds the databases of our sixty-fourth own set (own_fresh63), written
mid-session after the changes made for own_fresh61 and own_fresh62, to
check them on questions they were not made for. A photography studio
asked in English (`photo_studio`: photographers of a speciality; clients
from a city; shoots of a client by a photographer on a day, of a package
— portrait, wedding, product, family —, for some hours, at a location —
studio or outdoor —, with a price and a status — done, booked, cancelled)
and an internet cafe with English names asked about only in Chinese
(`netcafe`: zones — 普通区, 电竞区, 包间区 — with an hourly price;
machines in a zone; members of a level — 普通, 白银, 黄金 — who joined
on a day; sessions of a member on a machine on a day for some hours,
with the amount charged; top-ups of a member on a day with an amount).
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


def photo_studio(rng):
    con = open_db("photo_studio")
    con.executescript(
        """
        CREATE TABLE photographers (photographer_id INTEGER PRIMARY KEY, name TEXT NOT NULL,
                                    speciality TEXT NOT NULL);
        CREATE TABLE clients (client_id INTEGER PRIMARY KEY, client_name TEXT NOT NULL, city TEXT NOT NULL);
        CREATE TABLE shoots (shoot_id INTEGER PRIMARY KEY, client_id INTEGER NOT NULL REFERENCES clients(client_id),
                             photographer_id INTEGER NOT NULL REFERENCES photographers(photographer_id),
                             shoot_date DATE NOT NULL, package TEXT NOT NULL, hours REAL NOT NULL,
                             location TEXT NOT NULL, price REAL NOT NULL, status TEXT NOT NULL);
        """
    )
    photographers = [(1, "Ana Silva", "weddings"), (2, "Ben Carter", "portraits"), (3, "Chloe Tan", "products"),
                     (4, "Dan Reyes", "weddings"), (5, "Eva Novak", "families")]
    con.executemany("INSERT INTO photographers VALUES (?,?,?)", photographers)
    names = ["Harper & Co", "Olsen Family", "Priya Nair", "Quartz Jewellery", "Rossi Wedding", "Sam Lee",
             "Tidewater Foods", "Uma Das", "Vega Studios", "Wren Bakery", "Xu Family", "Yara Khan", "Zed Motors",
             "Alba Rivera", "Boris Petrov"]
    cities = ["Bristol", "Bath", "Cardiff"]
    clients = [(i + 1, n, rng.choice(cities)) for i, n in enumerate(names)]
    con.executemany("INSERT INTO clients VALUES (?,?,?)", clients)
    base = {"portrait": 150.0, "wedding": 1200.0, "product": 300.0, "family": 220.0}
    shoots = []
    for s in range(1, 901):
        c = rng.choice(clients[:-2])  # the last two clients never had a shoot
        p = rng.choice(photographers)
        pkg = rng.choices(list(base), [4, 1, 2, 3])[0]
        hours = rng.choice([1.0, 2.0, 3.0]) if pkg != "wedding" else rng.choice([6.0, 8.0])
        loc = rng.choice(["studio", "outdoor"])
        status = rng.choices(["done", "booked", "cancelled"], [85, 7, 8])[0]
        shoots.append((s, c[0], p[0], day(rng, dt.date(TODAY.year - 1, 1, 1)).isoformat(), pkg, hours, loc,
                       round(base[pkg] + 40 * hours, 2), status))
    con.executemany("INSERT INTO shoots VALUES (?,?,?,?,?,?,?,?,?)", shoots)
    con.commit()


def netcafe(rng):
    con = open_db("netcafe")
    con.executescript(
        """
        CREATE TABLE zones (zone_id INTEGER PRIMARY KEY, zone_name TEXT NOT NULL, hourly_price REAL NOT NULL);
        CREATE TABLE machines (machine_id INTEGER PRIMARY KEY, machine_no TEXT NOT NULL,
                               zone_id INTEGER NOT NULL REFERENCES zones(zone_id));
        CREATE TABLE members (member_id INTEGER PRIMARY KEY, member_name TEXT NOT NULL, level TEXT NOT NULL,
                              joined_on DATE NOT NULL);
        CREATE TABLE sessions (session_id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL REFERENCES members(member_id),
                               machine_id INTEGER NOT NULL REFERENCES machines(machine_id), session_date DATE NOT NULL,
                               hours REAL NOT NULL, amount REAL NOT NULL);
        CREATE TABLE top_ups (top_up_id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL REFERENCES members(member_id),
                              top_up_date DATE NOT NULL, amount REAL NOT NULL);
        """
    )
    zones = [(1, "普通区", 5.0), (2, "电竞区", 10.0), (3, "包间区", 15.0)]
    con.executemany("INSERT INTO zones VALUES (?,?,?)", zones)
    machines = []
    for m in range(1, 41):
        z = 1 if m <= 20 else (2 if m <= 34 else 3)
        machines.append((m, f"A{m:02d}" if z == 1 else (f"E{m:02d}" if z == 2 else f"V{m:02d}"), z))
    con.executemany("INSERT INTO machines VALUES (?,?,?)", machines)
    names = ["张伟", "王芳", "李娜", "刘洋", "陈杰", "杨磊", "赵敏", "黄强", "周静", "吴斌", "徐婷", "孙浩", "马超",
             "朱琳", "胡军", "郭靖", "何丽", "高飞", "林峰", "罗欣"]
    members = []
    for i, n in enumerate(names):
        joined = day(rng, dt.date(TODAY.year - 3, 1, 1))
        members.append((i + 1, n, rng.choices(["普通", "白银", "黄金"], [5, 3, 2])[0], joined.isoformat()))
    con.executemany("INSERT INTO members VALUES (?,?,?,?)", members)
    sessions = []
    for s in range(1, 2501):
        mem = rng.choice(members[:-2])  # the last two members never came
        mac = rng.choice(machines)
        hours = rng.choice([1.0, 2.0, 3.0, 4.0, 6.0])
        sessions.append((s, mem[0], mac[0], day(rng, dt.date(TODAY.year - 1, 1, 1)).isoformat(), hours,
                         hours * zones[mac[2] - 1][2]))
    con.executemany("INSERT INTO sessions VALUES (?,?,?,?,?,?)", sessions)
    tops = []
    for t in range(1, 601):
        mem = rng.choice(members)
        tops.append((t, mem[0], day(rng, dt.date(TODAY.year - 1, 1, 1)).isoformat(), rng.choice([50.0, 100.0, 200.0])))
    con.executemany("INSERT INTO top_ups VALUES (?,?,?,?)", tops)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(63)
    photo_studio(rng)
    netcafe(rng)
