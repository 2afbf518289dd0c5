#!/usr/bin/env python3
"""Builds the databases of our thirty-seventh own set (own_fresh36),
written to be held out: scored when written, before any change aimed at
it. A warehouse's picking floor asked in English (`picking`: pickers,
pick tasks — one not finished yet has no finish —, shipments) and a chain
of petrol stations with English names asked about only in Chinese
(`fuel`: stations, fuel sales by grade, loyalty members). Seeded,
anchored at today.

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


def picking(rng):
    con = open_db("picking")
    con.executescript(
        """
        CREATE TABLE pickers (picker_id INTEGER PRIMARY KEY, picker_name TEXT NOT NULL, shift TEXT NOT NULL, hired_on DATE NOT NULL);
        CREATE TABLE pick_tasks (
            task_id INTEGER PRIMARY KEY,
            picker_id INTEGER NOT NULL REFERENCES pickers(picker_id),
            zone TEXT NOT NULL, started_at DATETIME NOT NULL, finished_at DATETIME,
            items_picked INTEGER NOT NULL, errors INTEGER NOT NULL);
        CREATE TABLE shipments (
            shipment_id INTEGER PRIMARY KEY, carrier TEXT NOT NULL, shipped_at DATETIME NOT NULL,
            parcels INTEGER NOT NULL, weight_kg REAL NOT NULL);
        """
    )
    names = ["Aisha Khan", "Bogdan Popescu", "Carmen Ruiz", "Dmitri Ivanov", "Ewa Nowak", "Farid Haddad",
             "Greta Olsen", "Hassan Ali", "Ines Costa", "Jakub Novak"]
    pickers = [(i, n, ["early", "late", "night"][i % 3], day(rng, dt.date(2018, 1, 1), dt.date(TODAY.year, 3, 1)).isoformat())
               for i, n in enumerate(names, start=1)]
    con.executemany("INSERT INTO pickers VALUES (?,?,?,?)", pickers)
    tasks = []
    now = dt.datetime.combine(TODAY, dt.time(12, 0))
    for i in range(1, 5001):
        p = rng.choices(pickers[:-1], [5, 4, 4, 3, 3, 3, 2, 2, 1])[0]  # Jakub Novak: no task yet
        start = dt.datetime.combine(day(rng, dt.date(TODAY.year - 1, 1, 1)), dt.time(rng.randrange(6, 22), rng.randrange(60)))
        finish = start + dt.timedelta(minutes=rng.randrange(5, 90))
        items = rng.randrange(3, 60)
        tasks.append((i, p[0], rng.choice(["A", "B", "C", "D"]), start.isoformat(sep=" "),
                      finish.isoformat(sep=" ") if finish < now else None, items, rng.choices([0, 1, 2], [20, 3, 1])[0]))
    for k, i in enumerate(range(5001, 5007)):
        start = now - dt.timedelta(minutes=10 + k * 7)
        tasks.append((i, pickers[k][0], "A", start.isoformat(sep=" "), None, 10 + k, 0))
    con.executemany("INSERT INTO pick_tasks VALUES (?,?,?,?,?,?,?)", tasks)
    shipments = []
    for i in range(1, 1501):
        when = dt.datetime.combine(day(rng, dt.date(TODAY.year - 1, 1, 1)), dt.time(rng.randrange(8, 20), rng.randrange(60)))
        parcels = rng.randrange(1, 40)
        shipments.append((i, rng.choices(["DHL", "UPS", "DPD", "Royal Mail"], [4, 3, 2, 2])[0], when.isoformat(sep=" "),
                          parcels, round(parcels * rng.uniform(0.4, 6.0), 1)))
    con.executemany("INSERT INTO shipments VALUES (?,?,?,?,?)", shipments)
    con.commit()


def fuel(rng):
    con = open_db("fuel")
    con.executescript(
        """
        CREATE TABLE stations (station_id INTEGER PRIMARY KEY, station_name TEXT NOT NULL, city TEXT NOT NULL, opened_on DATE NOT NULL);
        CREATE TABLE members (member_id INTEGER PRIMARY KEY, name TEXT NOT NULL, level TEXT NOT NULL, joined_on DATE NOT NULL);
        CREATE TABLE fuel_sales (
            sale_id INTEGER PRIMARY KEY,
            station_id INTEGER NOT NULL REFERENCES stations(station_id),
            member_id INTEGER REFERENCES members(member_id),
            sold_at DATETIME NOT NULL, grade TEXT NOT NULL, liters REAL NOT NULL, amount REAL NOT NULL);
        """
    )
    stations = [(1, "中山路加油站", "南京", "2012-05-01"), (2, "江北加油站", "南京", "2016-08-18"),
                (3, "新区加油站", "苏州", "2019-03-09"), (4, "湖滨加油站", "杭州", "2014-11-20"),
                (5, "高新加油站", "杭州", "2022-06-30"), (6, "机场路加油站", "苏州", "2024-01-15")]
    con.executemany("INSERT INTO stations VALUES (?,?,?,?)", stations)
    surnames = "王李张刘陈杨赵黄周吴"
    given = ["建国", "丽", "强", "婷", "军", "敏", "鹏", "雪", "浩", "静", "凯", "璐"]
    members = [(i, surnames[i % 10] + given[(i * 5) % 12] + str(i), rng.choices(["普通", "银卡", "金卡"], [6, 3, 1])[0],
                day(rng, dt.date(TODAY.year - 4, 1, 1)).isoformat()) for i in range(1, 301)]
    con.executemany("INSERT INTO members VALUES (?,?,?,?)", members)
    price = {"92": 7.6, "95": 8.1, "98": 9.0, "diesel": 7.3}
    sales = []
    for i in range(1, 8001):
        s = rng.choices(stations, [5, 3, 4, 4, 2, 2])[0]
        when = dt.datetime.combine(day(rng, max(dt.date.fromisoformat(s[3]), dt.date(TODAY.year - 1, 1, 1))),
                                   dt.time(rng.randrange(24), rng.randrange(60)))
        m = rng.choice(members) if rng.random() < 0.6 else None
        g = rng.choices(["92", "95", "98", "diesel"], [6, 4, 1, 2])[0]
        liters = round(rng.uniform(10, 70 if g != "diesel" else 200), 2)
        sales.append((i, s[0], m[0] if m else None, when.isoformat(sep=" "), g, liters, round(liters * price[g], 2)))
    con.executemany("INSERT INTO fuel_sales VALUES (?,?,?,?,?,?,?)", sales)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(36)
    picking(rng)
    fuel(rng)
