#!/usr/bin/env python3
"""Builds the databases of our fifty-fourth own set (own_fresh53), written
to be held out: scored when written, in the middle of a session, after
that session's first changes. A campsite asked in English (`campsite`:
pitches of a type with or without electricity and a nightly rate, guests
of a country, bookings of a pitch by a guest from a day for some nights
and people, with the total price) and a car repair garage with English
names asked about only in Chinese (`garage`: customers in a city,
vehicles of a customer with a brand and a year, mechanics of a level,
repairs of a vehicle by a mechanic on a day, of a type — 保养, 钣金, 喷漆,
换轮胎, 发动机维修 — with labour and parts costs and a status). Seeded,
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


def campsite(rng):
    con = open_db("campsite")
    con.executescript(
        """
        CREATE TABLE pitches (pitch_id INTEGER PRIMARY KEY, pitch_code TEXT NOT NULL, pitch_type TEXT NOT NULL,
                              has_electricity INTEGER NOT NULL, nightly_rate REAL NOT NULL);
        CREATE TABLE guests (guest_id INTEGER PRIMARY KEY, guest_name TEXT NOT NULL, country TEXT NOT NULL);
        CREATE TABLE bookings (booking_id INTEGER PRIMARY KEY, guest_id INTEGER NOT NULL REFERENCES guests(guest_id),
                               pitch_id INTEGER NOT NULL REFERENCES pitches(pitch_id), check_in DATE NOT NULL,
                               nights INTEGER NOT NULL, people INTEGER NOT NULL, total_price REAL NOT NULL);
        """
    )
    pitches = []
    for kind, n, rate, power in [("tent", 30, 18.0, 0.3), ("caravan", 24, 32.0, 1.0), ("glamping", 8, 95.0, 1.0)]:
        for k in range(1, n + 1):
            pitches.append((len(pitches) + 1, f"{kind[0].upper()}{k:02d}", kind, 1 if rng.random() < power else 0,
                            rate + (6.0 if kind == "tent" and k % 5 == 0 else 0.0)))
    con.executemany("INSERT INTO pitches VALUES (?,?,?,?,?)", pitches)
    names = ["de Vries", "Jansen", "Müller", "Schmidt", "Dubois", "Martin", "Brown", "Murphy", "Peeters", "Olsen"]
    countries = ["Netherlands", "Netherlands", "Germany", "Germany", "France", "France", "UK", "Ireland", "Belgium", "Denmark"]
    guests = [(i, f"{names[i % 10]} {chr(65 + i % 26)}. {i}", countries[(i * 3) % 10] if i % 7 else "Netherlands")
              for i in range(1, 221)]
    con.executemany("INSERT INTO guests VALUES (?,?,?)", guests)
    bookings = []
    for b in range(1, 2201):
        p = rng.choice(pitches[:-3])  # three pitches opened lately, not booked yet
        g = rng.choice(guests)
        nights = rng.choice([1, 2, 2, 3, 4, 7, 7, 10, 14])
        people = rng.choice([1, 2, 2, 2, 3, 4, 4, 5, 6])
        bookings.append((b, g[0], p[0], day(rng, dt.date(TODAY.year - 1, 1, 1), TODAY).isoformat(), nights, people,
                         round(nights * p[4], 2)))
    con.executemany("INSERT INTO bookings VALUES (?,?,?,?,?,?,?)", bookings)
    con.commit()


def garage(rng):
    con = open_db("garage")
    con.executescript(
        """
        CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, name TEXT NOT NULL, phone TEXT NOT NULL,
                                city TEXT NOT NULL);
        CREATE TABLE vehicles (vehicle_id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
                               plate TEXT NOT NULL, brand TEXT NOT NULL, model_year INTEGER NOT NULL);
        CREATE TABLE mechanics (mechanic_id INTEGER PRIMARY KEY, name TEXT NOT NULL, level TEXT NOT NULL);
        CREATE TABLE repairs (repair_id INTEGER PRIMARY KEY, vehicle_id INTEGER NOT NULL REFERENCES vehicles(vehicle_id),
                              mechanic_id INTEGER NOT NULL REFERENCES mechanics(mechanic_id), repair_date DATE NOT NULL,
                              repair_type TEXT NOT NULL, labor_cost REAL NOT NULL, parts_cost REAL NOT NULL,
                              status TEXT NOT NULL);
        """
    )
    surnames = "王李张刘陈杨黄赵吴周徐孙马朱胡"
    customers = [(i, surnames[i % 15] + ["先生", "女士"][i % 2] + str(i), f"139{i:08d}",
                  rng.choice(["上海", "上海", "苏州", "无锡", "嘉兴"])) for i in range(1, 181)]
    con.executemany("INSERT INTO customers VALUES (?,?,?,?)", customers)
    brands = ["大众", "丰田", "本田", "宝马", "奔驰", "比亚迪", "特斯拉", "别克"]
    vehicles = [(i, customers[(i * 7) % 180][0], f"沪{chr(65 + i % 12)}{10000 + i * 37}", brands[(i * 5) % 8],
                 2008 + (i * 3) % 18) for i in range(1, 241)]
    con.executemany("INSERT INTO vehicles VALUES (?,?,?,?,?)", vehicles)
    mechanics = [(1, "张伟", "高级技师"), (2, "李强", "技师"), (3, "王磊", "技师"), (4, "刘洋", "学徒"),
                 (5, "陈杰", "高级技师"), (6, "赵鹏", "技师")]
    con.executemany("INSERT INTO mechanics VALUES (?,?,?)", mechanics)
    kinds = [("保养", 150, 300, 10), ("钣金", 400, 200, 3), ("喷漆", 600, 500, 3), ("换轮胎", 80, 1200, 2),
             ("发动机维修", 1200, 2500, 1)]
    repairs = []
    for r in range(1, 2601):
        k = rng.choices(kinds, [x[3] for x in kinds])[0]
        m = rng.choices(mechanics, [6, 5, 5, 2, 4, 5])[0]
        when = day(rng, dt.date(TODAY.year - 1, 1, 1), TODAY)
        status = "进行中" if (TODAY - when).days < 4 and rng.random() < 0.7 else "已完工"
        repairs.append((r, rng.choice(vehicles[:-10])[0], m[0], when.isoformat(), k[0],  # ten cars never repaired
                        round(k[1] * rng.uniform(0.8, 1.3), 0), round(k[2] * rng.uniform(0.5, 1.5), 0), status))
    con.executemany("INSERT INTO repairs VALUES (?,?,?,?,?,?,?,?)", repairs)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(53)
    campsite(rng)
    garage(rng)
