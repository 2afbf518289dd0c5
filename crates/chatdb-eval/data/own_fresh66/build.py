#!/usr/bin/env python3
"""Builds the databases of our sixty-seventh own set (own_fresh66), written
mid-session after the changes made for own_fresh64 and own_fresh65, before
the engine had seen these databases. A blood donation service asked in
English (`blood_bank`: donors of a blood type from a city, born on a day;
drives held at a location on a day; donations of a donor at a drive on a
day, a volume in millilitres, accepted or deferred) and a pest control
firm with English names asked about only in Chinese (`pest_control`:
customers of a type — 住宅, 餐厅, 办公室 — in a district; technicians
hired on a day; services for a customer by a technician on a day, against
a pest — 蟑螂, 老鼠, 白蚁, 蚊子 —, with a fee and a status — 完成 or 取消,
a cancelled service charging nothing). Seeded, anchored at today.

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


def blood_bank(rng):
    con = open_db("blood_bank")
    con.executescript(
        """
        CREATE TABLE donors (donor_id INTEGER PRIMARY KEY, donor_name TEXT NOT NULL, blood_type TEXT NOT NULL,
                             city TEXT NOT NULL, birth_date DATE NOT NULL);
        CREATE TABLE drives (drive_id INTEGER PRIMARY KEY, drive_name TEXT NOT NULL, location TEXT NOT NULL,
                             drive_date DATE NOT NULL);
        CREATE TABLE donations (donation_id INTEGER PRIMARY KEY, donor_id INTEGER NOT NULL REFERENCES donors(donor_id),
                                drive_id INTEGER NOT NULL REFERENCES drives(drive_id), donation_date DATE NOT NULL,
                                volume_ml INTEGER NOT NULL, status TEXT NOT NULL);
        """
    )
    names = ["Omar Haddad", "Lena Fischer", "Ravi Kumar", "Sofia Rossi", "Tom Baker", "Mia Chen", "Jonas Berg",
             "Aisha Bello", "Carlos Ruiz", "Nina Petrova", "Owen Jones", "Priya Shah", "Hana Sato", "Leo Martin",
             "Zoe Clark", "Ivan Horvat"]
    types = ["O+", "O-", "A+", "A-", "B+", "AB+"]
    donors = []
    for i, n in enumerate(names):
        born = dt.date(1960 + (i * 7) % 40, 1 + (i * 5) % 12, 1 + (i * 11) % 28)
        donors.append((i + 1, n, types[(i * 5) % len(types)], rng.choice(["Leeds", "York", "Hull"]),
                       born.isoformat()))
    con.executemany("INSERT INTO donors VALUES (?,?,?,?,?)", donors)
    drives = []
    for d in range(1, 41):
        drives.append((d, f"Drive {d:02d}", rng.choice(["Leeds", "York", "Hull", "Wakefield"]),
                       day(rng, dt.date(TODAY.year - 1, 1, 1)).isoformat()))
    con.executemany("INSERT INTO drives VALUES (?,?,?,?)", drives)
    donations = []
    weights = [1 + (i * 7) % 13 for i in range(len(donors) - 2)]
    for k in range(1, 701):
        d = rng.choices(donors[:-2], weights)[0]  # the last two donors never gave
        drive = rng.choice(drives)
        status = rng.choices(["accepted", "deferred"], [9, 1])[0]
        vol = rng.choice([450, 470, 500]) if status == "accepted" else 0
        donations.append((k, d[0], drive[0], drive[3], vol, status))
    con.executemany("INSERT INTO donations VALUES (?,?,?,?,?,?)", donations)
    con.commit()


def pest_control(rng):
    con = open_db("pest_control")
    con.executescript(
        """
        CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, customer_name TEXT NOT NULL,
                                customer_type TEXT NOT NULL, district TEXT NOT NULL);
        CREATE TABLE technicians (technician_id INTEGER PRIMARY KEY, tech_name TEXT NOT NULL, hired_on DATE NOT NULL);
        CREATE TABLE services (service_id INTEGER PRIMARY KEY,
                               customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
                               technician_id INTEGER NOT NULL REFERENCES technicians(technician_id),
                               service_date DATE NOT NULL, pest TEXT NOT NULL, fee REAL NOT NULL,
                               status TEXT NOT NULL);
        """
    )
    names = ["阳光花园", "老王饭店", "星辰大厦", "李记面馆", "翠苑小区", "金融中心", "张家小院", "海底捞分店",
             "创业园", "幸福里", "川味小馆", "科技大厦", "绿城家园", "好再来餐厅", "滨江公寓", "西湖茶楼"]
    kinds = {"饭店": "餐厅", "面馆": "餐厅", "分店": "餐厅", "小馆": "餐厅", "餐厅": "餐厅", "茶楼": "餐厅",
             "大厦": "办公室", "中心": "办公室", "创业园": "办公室"}
    customers = []
    for i, n in enumerate(names):
        kind = next((v for k, v in kinds.items() if n.endswith(k)), "住宅")
        customers.append((i + 1, n, kind, rng.choice(["朝阳区", "海淀区", "西城区"])))
    con.executemany("INSERT INTO customers VALUES (?,?,?,?)", customers)
    techs = [(1, "王建国", dt.date(TODAY.year - 4, 3, 1)), (2, "李强", dt.date(TODAY.year - 2, 6, 15)),
             (3, "赵磊", dt.date(TODAY.year - 1, 9, 1)), (4, "陈晓", dt.date(TODAY.year, 2, 20)),
             (5, "刘洋", dt.date(TODAY.year, 7, 1))]
    con.executemany("INSERT INTO technicians VALUES (?,?,?)", [(t, n, d.isoformat()) for t, n, d in techs])
    base = {"蟑螂": 200.0, "老鼠": 300.0, "白蚁": 800.0, "蚊子": 150.0}
    services = []
    for s in range(1, 1201):
        c = rng.choice(customers[:-2])  # the last two customers never called
        t = rng.choices(techs, [5, 4, 3, 2, 1])[0]
        start = max(t[2], dt.date(TODAY.year - 1, 1, 1))
        pest = rng.choices(list(base), [5, 3, 1, 3])[0]
        status = rng.choices(["完成", "取消"], [9, 1])[0]
        fee = base[pest] + rng.choice([0, 50, 100]) if status == "完成" else 0.0
        services.append((s, c[0], t[0], day(rng, start).isoformat(), pest, fee, status))
    con.executemany("INSERT INTO services VALUES (?,?,?,?,?,?,?)", services)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(66)
    blood_bank(rng)
    pest_control(rng)
