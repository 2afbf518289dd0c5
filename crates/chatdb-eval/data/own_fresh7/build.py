#!/usr/bin/env python3
"""Builds the databases of our eighth own set (own_fresh7), written to be
held out: scored when written, after that session's engine changes and
before any aimed at it. A factory's shop floor (`factory`: snake_case names
with some abbreviations — machines, work_orders with qty_good, qty_scrap,
start_dt — and defects) and a gym named in Chinese (`健身房`: 会员, 教练,
课程, 签到). Seeded, anchored at today.

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


def factory(rng):
    con = open_db("factory")
    con.executescript(
        """
        CREATE TABLE machines (
            machine_id INTEGER PRIMARY KEY, machine_nm TEXT NOT NULL, line TEXT NOT NULL,
            vendor TEXT NOT NULL, install_dt DATE NOT NULL, is_active INTEGER NOT NULL);
        CREATE TABLE work_orders (
            wo_id INTEGER PRIMARY KEY,
            machine_id INTEGER NOT NULL REFERENCES machines(machine_id),
            product_code TEXT NOT NULL, start_dt DATE NOT NULL, shift TEXT NOT NULL,
            qty_planned INTEGER NOT NULL, qty_good INTEGER NOT NULL, qty_scrap INTEGER NOT NULL);
        CREATE TABLE defects (
            defect_id INTEGER PRIMARY KEY,
            wo_id INTEGER NOT NULL REFERENCES work_orders(wo_id),
            defect_type TEXT NOT NULL, severity TEXT NOT NULL, found_dt DATE NOT NULL);
        """
    )
    lines = ["A", "B", "C"]
    vendors = ["Siemens", "Fanuc", "Haas", "DMG"]
    machines = [(i, f"M-{i:02d}", lines[i % 3], rng.choice(vendors), day(rng, dt.date(2015, 1, 1), dt.date(2024, 1, 1)).isoformat(),
                 0 if i in (5, 11) else 1) for i in range(1, 19)]
    con.executemany("INSERT INTO machines VALUES (?,?,?,?,?,?)", machines)
    wos, defects, did = [], [], 1
    for i in range(1, 3001):
        planned = rng.randrange(100, 1000)
        scrap = rng.randrange(0, planned // 10)
        good = planned - scrap - rng.randrange(0, 20)
        start = day(rng, dt.date(TODAY.year - 1, 1, 1))
        wos.append((i, rng.randrange(1, 19), rng.choice(["P100", "P200", "P300", "P400"]), start.isoformat(),
                    rng.choice(["day", "night"]), planned, good, scrap))
        for _ in range(rng.choice([0, 0, 0, 1, 2])):
            defects.append((did, i, rng.choice(["scratch", "dent", "misalignment", "crack"]),
                            rng.choices(["minor", "major", "critical"], weights=[6, 3, 1])[0],
                            (start + dt.timedelta(days=rng.randrange(0, 3))).isoformat()))
            did += 1
    con.executemany("INSERT INTO work_orders VALUES (?,?,?,?,?,?,?,?)", wos)
    con.executemany("INSERT INTO defects VALUES (?,?,?,?,?)", defects)
    con.commit()
    con.close()


def gym(rng):
    con = open_db("健身房")
    con.executescript(
        """
        CREATE TABLE 教练 (教练编号 INTEGER PRIMARY KEY, 姓名 TEXT NOT NULL, 专长 TEXT NOT NULL, 入职日期 DATE NOT NULL);
        CREATE TABLE 会员 (
            会员编号 INTEGER PRIMARY KEY, 姓名 TEXT NOT NULL, 性别 TEXT NOT NULL, 年龄 INTEGER NOT NULL,
            会员卡类型 TEXT NOT NULL, 开卡日期 DATE NOT NULL);
        CREATE TABLE 课程 (
            课程编号 INTEGER PRIMARY KEY, 课程名称 TEXT NOT NULL,
            教练编号 INTEGER NOT NULL REFERENCES 教练(教练编号), 价格 REAL NOT NULL, 时长 INTEGER NOT NULL);
        CREATE TABLE 签到 (
            签到编号 INTEGER PRIMARY KEY,
            会员编号 INTEGER NOT NULL REFERENCES 会员(会员编号),
            课程编号 INTEGER NOT NULL REFERENCES 课程(课程编号), 签到日期 DATE NOT NULL);
        """
    )
    coaches = [(1, "王强", "力量训练"), (2, "李娜", "瑜伽"), (3, "张伟", "搏击"), (4, "刘洋", "动感单车"), (5, "陈静", "普拉提")]
    con.executemany("INSERT INTO 教练 VALUES (?,?,?,?)",
                    [(i, n, s, day(rng, dt.date(2016, 1, 1), dt.date(2024, 6, 1)).isoformat()) for i, n, s in coaches])
    courses = [("增肌入门", 1), ("核心力量", 1), ("晨间瑜伽", 2), ("阴瑜伽", 2), ("拳击基础", 3), ("动感单车45", 4),
               ("燃脂单车", 4), ("普拉提塑形", 5)]
    con.executemany("INSERT INTO 课程 VALUES (?,?,?,?,?)",
                    [(i, n, c, float(rng.choice([60, 80, 99, 120, 150])) + i / 10, rng.choice([45, 60, 90]))
                     for i, (n, c) in enumerate(courses, start=1)])
    surnames = ["王", "李", "张", "刘", "陈", "杨", "赵", "黄"]
    given = ["伟", "芳", "娜", "敏", "静", "磊", "洋", "艳", "勇", "军"]
    members = [(i, rng.choice(surnames) + rng.choice(given) + rng.choice(["", rng.choice(given)]), rng.choice(["男", "女"]),
                rng.randrange(16, 65), rng.choices(["月卡", "季卡", "年卡"], weights=[3, 2, 4])[0],
                day(rng, dt.date(2020, 1, 1)).isoformat()) for i in range(1, 251)]
    con.executemany("INSERT INTO 会员 VALUES (?,?,?,?,?,?)", members)
    checkins = [(i, rng.randrange(1, 231), rng.randrange(1, len(courses) + 1),
                 day(rng, dt.date(TODAY.year - 1, 1, 1)).isoformat()) for i in range(1, 4001)]
    con.executemany("INSERT INTO 签到 VALUES (?,?,?,?)", checkins)
    con.commit()
    con.close()


if __name__ == "__main__":
    factory(random.Random(101))
    gym(random.Random(103))
