#!/usr/bin/env python3
"""Builds the databases of our ninety-second own set (own_fresh91), written
at the start of the session of 2026-12-06 (eighth) and kept unrun until
the session's engine changes were done, to measure them on databases
nobody tuned on.
A car park operator asked in English (`car_parks`: lots in a city with a
capacity; members on a plan who joined on a day; parking sessions at a
lot by a plate, some by a member, entered and left at a time, a fee paid
by a method) and a moving company (搬家公司) with English names asked about
only in Chinese (`movers`: crews with a leader and a size; customers in a
city; jobs of a customer done by a crew on a day, from one district to
another, a distance, a price and a status; damages on a job, an item and
the compensation paid).
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


def car_parks(rng):
    con = open_db("car_parks")
    con.executescript(
        """
        CREATE TABLE lots (lot_id INTEGER PRIMARY KEY, lot_name TEXT NOT NULL, city TEXT NOT NULL, capacity INTEGER NOT NULL);
        CREATE TABLE members (member_id INTEGER PRIMARY KEY, member_name TEXT NOT NULL, plate TEXT NOT NULL,
                              plan TEXT NOT NULL, joined_on DATE NOT NULL);
        CREATE TABLE parking_sessions (session_id INTEGER PRIMARY KEY, lot_id INTEGER NOT NULL REFERENCES lots(lot_id),
                                       plate TEXT NOT NULL, member_id INTEGER REFERENCES members(member_id),
                                       entered_at DATETIME NOT NULL, exited_at DATETIME NOT NULL,
                                       fee REAL NOT NULL, payment_method TEXT NOT NULL);
        """
    )
    lots = [(1, "Central Station Garage", "Springfield", 420), (2, "Harbour Lot", "Springfield", 150),
            (3, "Airport Long Stay", "Shelbyville", 800), (4, "Mall East Deck", "Shelbyville", 260),
            (5, "Hospital Visitors", "Springfield", 90), (6, "Old Town Square", "Ogdenville", 120)]
    con.executemany("INSERT INTO lots VALUES (?,?,?,?)", lots)
    first = ["Ana", "Ben", "Carla", "Dev", "Eli", "Fay", "Gus", "Hana", "Ivo", "Jun", "Kai", "Lea", "Moe", "Nia"]
    members = []
    for i, n in enumerate(first, 1):
        members.append((i, n + " " + rng.choice(["Park", "Stone", "Reyes", "Quinn", "Lowe"]),
                        "SP-%04d" % rng.randint(1000, 9999), rng.choice(["monthly", "monthly", "annual"]),
                        day(rng, TODAY - dt.timedelta(days=700)).isoformat()))
    con.executemany("INSERT INTO members VALUES (?,?,?,?,?)", members)
    visitors = ["XY-%04d" % rng.randint(1000, 9999) for _ in range(40)]
    sessions = []
    for sid in range(1, 1501):
        lot = rng.choices(lots[:5], weights=[5, 3, 4, 3, 1])[0]  # nobody has parked at Old Town Square yet
        member = rng.choice(members[:12]) if rng.random() < 0.35 else None  # two members never parked
        plate = member[2] if member else rng.choice(visitors)
        d = day(rng, TODAY - dt.timedelta(days=400))
        start = dt.datetime.combine(d, dt.time(rng.randint(6, 20), rng.choice([0, 15, 30, 45])))
        minutes = rng.choice([20, 45, 60, 90, 120, 180, 240, 480])
        fee = 0.0 if member else round(2.5 * (minutes / 60), 2)
        sessions.append((sid, lot[0], plate, member[0] if member else None, start.isoformat(sep=" "),
                         (start + dt.timedelta(minutes=minutes)).isoformat(sep=" "), fee,
                         rng.choice(["card", "card", "app", "cash"]) if not member else "pass"))
    counts = {}
    for s in sessions:
        counts[s[2]] = counts.get(s[2], 0) + 1
    ranked = sorted(counts.values(), reverse=True)
    while ranked[2] == ranked[3]:  # one more visit of the third plate breaks a tie at the top three's edge
        third = sorted(counts, key=lambda p: (-counts[p], p))[2]
        last = next(s for s in sessions if s[2] == third)
        sid = len(sessions) + 1
        sessions.append((sid,) + last[1:])
        counts[third] += 1
        ranked = sorted(counts.values(), reverse=True)
    con.executemany("INSERT INTO parking_sessions VALUES (?,?,?,?,?,?,?,?)", sessions)
    con.commit()


def movers(rng):
    con = open_db("movers")
    con.executescript(
        """
        CREATE TABLE crews (crew_id INTEGER PRIMARY KEY, crew_name TEXT NOT NULL, leader TEXT NOT NULL, size INTEGER NOT NULL);
        CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, name TEXT NOT NULL, city TEXT NOT NULL);
        CREATE TABLE jobs (job_id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
                           crew_id INTEGER NOT NULL REFERENCES crews(crew_id), move_date DATE NOT NULL,
                           from_district TEXT NOT NULL, to_district TEXT NOT NULL, distance_km REAL NOT NULL,
                           price REAL NOT NULL, status TEXT NOT NULL);
        CREATE TABLE damages (damage_id INTEGER PRIMARY KEY, job_id INTEGER NOT NULL REFERENCES jobs(job_id),
                              item TEXT NOT NULL, compensation REAL NOT NULL);
        """
    )
    crews = [(1, "一组", "王强", 4), (2, "二组", "李军", 6), (3, "三组", "赵磊", 3), (4, "四组", "孙涛", 5),
             (5, "五组", "周鹏", 4)]
    con.executemany("INSERT INTO crews VALUES (?,?,?,?)", crews)
    surnames = "张王李赵刘陈杨黄吴徐孙马朱胡林郭何高罗郑"
    given = ["伟", "芳", "娜", "敏", "静", "丽", "强", "磊", "洋", "艳", "勇", "军", "杰", "娟", "涛"]
    customers = [(i, rng.choice(surnames) + rng.choice(given) + rng.choice(["", "华", "明"]),
                  rng.choice(["上海", "上海", "苏州", "杭州"])) for i in range(1, 61)]
    con.executemany("INSERT INTO customers VALUES (?,?,?)", customers)
    districts = ["浦东", "徐汇", "静安", "闵行", "宝山", "杨浦"]
    jobs = []
    for j in range(1, 401):
        c = rng.choice(customers)
        a, b = rng.sample(districts, 2)
        km = round(rng.uniform(3, 45), 1)
        jobs.append((j, c[0], rng.choice(crews)[0], day(rng, TODAY - dt.timedelta(days=500)).isoformat(), a, b, km,
                     round(300 + km * 12 + rng.choice([0, 100, 200, 400]), 0),
                     rng.choices(["已完成", "已取消", "待上门"], weights=[8, 1, 1])[0]))
    counts = {}
    for jb in jobs:
        counts[jb[1]] = counts.get(jb[1], 0) + 1
    top = max(counts, key=lambda c: (counts[c], -c))
    last = next(jb for jb in jobs if jb[1] == top)
    jobs.append((len(jobs) + 1,) + last[1:])  # one more move of the customer who moved most breaks a tie at the top
    con.executemany("INSERT INTO jobs VALUES (?,?,?,?,?,?,?,?,?)", jobs)
    done = [jb for jb in jobs if jb[8] == "已完成" and jb[2] != 3]  # crew 三组 has never broken anything
    damages = [(i, jb[0], rng.choice(["沙发", "衣柜", "电视", "花瓶", "餐桌"]), rng.choice([100.0, 200.0, 500.0, 800.0]))
               for i, jb in enumerate(rng.sample(done, 25), 1)]
    con.executemany("INSERT INTO damages VALUES (?,?,?,?)", damages)
    con.commit()


if __name__ == "__main__":
    car_parks(random.Random(91))
    movers(random.Random(9191))
