#!/usr/bin/env python3
"""Builds the databases of our fifty-first own set (own_fresh50), written
to be held out: scored when written, in the middle of a session, with no
change aimed at it. A solar installer asked in English (`solar`:
customers of a city, installations of a capacity in kW at a price,
installed on a day, daily readings of the energy they generated) and a
kindergarten with English names asked about only in Chinese
(`kindergarten`: classes of a grade — 小班, 中班, 大班 — with a teacher,
children of a gender in a class, fee payments, daily attendance).
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


def solar(rng):
    con = open_db("solar")
    con.executescript(
        """
        CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, customer_name TEXT NOT NULL, city TEXT NOT NULL);
        CREATE TABLE installations (installation_id INTEGER PRIMARY KEY,
                                    customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
                                    installed_on DATE NOT NULL, capacity_kw REAL NOT NULL, price REAL NOT NULL);
        CREATE TABLE readings (reading_id INTEGER PRIMARY KEY,
                               installation_id INTEGER NOT NULL REFERENCES installations(installation_id),
                               reading_date DATE NOT NULL, kwh REAL NOT NULL);
        """
    )
    cities = ["Sacramento"] * 5 + ["Fresno"] * 3 + ["San Diego"] * 4 + ["Bakersfield"] * 2 + ["Oakland"]
    first = ["Ava", "Liam", "Noah", "Mia", "Ella", "Lucas", "Zoe", "Owen", "Ruby", "Eli", "Ivy", "Jack"]
    last = ["Garcia", "Nguyen", "Patel", "Kim", "Lopez", "Walker", "Reed", "Hayes", "Cruz", "Shaw"]
    customers = [(i, f"{first[i % 12]} {last[(i * 3) % 10]} {i}", rng.choice(cities)) for i in range(1, 161)]
    con.executemany("INSERT INTO customers VALUES (?,?,?)", customers)
    inst = []
    for i in range(1, 221):
        c = customers[(i * 7) % 160] if i > 160 else customers[i - 1]
        kw = round(rng.choice([4.0, 5.5, 6.6, 8.0, 10.0, 12.5]) * rng.uniform(0.9, 1.1), 1)
        inst.append((i, c[0], day(rng, dt.date(TODAY.year - 2, 6, 1), TODAY - dt.timedelta(days=3)).isoformat(),
                     kw, round(kw * rng.uniform(2600, 3200), 0)))
    inst[100] = inst[100][:3] + (48.0, 131000.0)  # one commercial system, clearly the largest
    con.executemany("INSERT INTO installations VALUES (?,?,?,?,?)", inst)
    readings = []
    for ins in inst[:-4]:  # the four newest never reported
        start = max(dt.date.fromisoformat(ins[2]), TODAY - dt.timedelta(days=60))
        d = start
        while d < TODAY:
            readings.append((len(readings) + 1, ins[0], d.isoformat(), round(ins[3] * rng.uniform(2.0, 5.5), 2)))
            d += dt.timedelta(days=1)
    con.executemany("INSERT INTO readings VALUES (?,?,?,?)", readings)
    con.commit()


def kindergarten(rng):
    con = open_db("kindergarten")
    con.executescript(
        """
        CREATE TABLE teachers (teacher_id INTEGER PRIMARY KEY, name TEXT NOT NULL);
        CREATE TABLE classes (class_id INTEGER PRIMARY KEY, class_name TEXT NOT NULL, grade TEXT NOT NULL,
                              teacher_id INTEGER NOT NULL REFERENCES teachers(teacher_id));
        CREATE TABLE children (child_id INTEGER PRIMARY KEY, name TEXT NOT NULL, gender TEXT NOT NULL,
                               birth_date DATE NOT NULL, class_id INTEGER NOT NULL REFERENCES classes(class_id));
        CREATE TABLE fee_payments (payment_id INTEGER PRIMARY KEY,
                                   child_id INTEGER NOT NULL REFERENCES children(child_id),
                                   paid_on DATE NOT NULL, amount REAL NOT NULL);
        CREATE TABLE attendance (attendance_id INTEGER PRIMARY KEY,
                                 child_id INTEGER NOT NULL REFERENCES children(child_id),
                                 day DATE NOT NULL, present INTEGER NOT NULL);
        """
    )
    teachers = [(1, "王丽"), (2, "李娜"), (3, "张敏"), (4, "刘静"), (5, "陈芳"), (6, "杨洁")]
    con.executemany("INSERT INTO teachers VALUES (?,?)", teachers)
    classes = [(1, "小一班", "小班", 1), (2, "小二班", "小班", 2), (3, "中一班", "中班", 3),
               (4, "中二班", "中班", 4), (5, "大一班", "大班", 5), (6, "大二班", "大班", 6)]
    con.executemany("INSERT INTO classes VALUES (?,?,?,?)", classes)
    surnames = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗"
    given = ["子涵", "欣怡", "梓萱", "浩宇", "宇轩", "一诺", "雨桐", "子墨", "沐阳", "思远", "可馨", "俊熙"]
    sizes = {1: 22, 2: 20, 3: 25, 4: 24, 5: 28, 6: 26}
    children = []
    for cid, n in sizes.items():
        age = {"小班": 3, "中班": 4, "大班": 5}[classes[cid - 1][2]]
        for _ in range(n):
            i = len(children) + 1
            birth = TODAY - dt.timedelta(days=365 * age + rng.randrange(0, 360))
            children.append((i, surnames[i % 20] + given[(i // 20) % 12], "男" if rng.random() < 0.52 else "女",
                             birth.isoformat(), cid))
    con.executemany("INSERT INTO children VALUES (?,?,?,?,?)", children)
    fee = {"小班": 3200.0, "中班": 3000.0, "大班": 2800.0}
    payments = []
    month = dt.date(TODAY.year - 1, 1, 1)
    while month <= TODAY:
        for ch in children[:-3]:  # three newly enrolled, not paid yet
            if rng.random() < 0.97:
                payments.append((len(payments) + 1, ch[0], (month + dt.timedelta(days=rng.randrange(0, 10))).isoformat(),
                                 fee[classes[ch[4] - 1][2]]))
        month = (month.replace(day=28) + dt.timedelta(days=5)).replace(day=1)
    payments = [p for p in payments if p[2] < TODAY.isoformat()]
    con.executemany("INSERT INTO fee_payments VALUES (?,?,?,?)", payments)
    att = []
    d = TODAY - dt.timedelta(days=90)
    while d < TODAY:
        if d.weekday() < 5:
            for ch in children:
                absent = 0.04 + (0.10 if ch[0] % 17 == 0 else 0.0) + (0.45 if ch[0] == 41 else 0.0)
                att.append((len(att) + 1, ch[0], d.isoformat(), 0 if rng.random() < absent else 1))
        d += dt.timedelta(days=1)
    con.executemany("INSERT INTO attendance VALUES (?,?,?,?)", att)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(50)
    solar(rng)
    kindergarten(rng)
