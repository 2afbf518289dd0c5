#!/usr/bin/env python3
"""Builds the databases of our ninety-sixth own set (own_fresh95), written
in the session of 2026-12-07 (tenth), after its first engine changes and
before the engine was run on these databases.
A plumbing firm asked in English (`plumbing`: technicians hired on a day
at an hourly rate; customers of an area; jobs of a type for a customer
by a technician on a day, some hours for a fee, done, cancelled (fee 0)
or scheduled) and a health-checkup centre (体检中心) with English names
asked about only in Chinese (`checkups`: packages at a price; clients of
a gender, a birth year and a company; appointments of a client for a
package on a day, 已完成, 已取消 or 已预约; results of an appointment, one
per item checked, abnormal or not). Seeded, anchored at today.

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


def plumbing(rng):
    con = open_db("plumbing")
    con.executescript(
        """
        CREATE TABLE technicians (tech_id INTEGER PRIMARY KEY, tech_name TEXT NOT NULL, hired_on DATE NOT NULL,
                                  hourly_rate REAL NOT NULL);
        CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, customer_name TEXT NOT NULL, area TEXT NOT NULL);
        CREATE TABLE jobs (job_id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
                           tech_id INTEGER NOT NULL REFERENCES technicians(tech_id), job_type TEXT NOT NULL,
                           job_date DATE NOT NULL, hours REAL NOT NULL, fee REAL NOT NULL, status TEXT NOT NULL);
        """
    )
    techs = [(1, "Mike Shaw", "2017-03-01", 48.0), (2, "Priya Nair", "2019-06-15", 52.0),
             (3, "Tom Walsh", "2021-01-10", 45.0), (4, "Lena Berg", "2022-09-05", 55.0),
             (5, "Omar Haddad", "2024-02-20", 42.0)]
    con.executemany("INSERT INTO technicians VALUES (?,?,?,?)", techs)
    first = ["Alan", "Beth", "Chris", "Dina", "Eric", "Fay", "Glen", "Hana", "Ivan", "Jill", "Kurt", "Lisa",
             "Max", "Nora", "Owen", "Pam", "Rick", "Sue", "Ted", "Vera", "Will", "Zoe"]
    customers = [(i, f"{n} {rng.choice(['Hill', 'Ford', 'Gray', 'Moss', 'Reid', 'West'])}",
                  rng.choice(["North", "South", "East", "West", "Central"])) for i, n in enumerate(first, 1)]
    con.executemany("INSERT INTO customers VALUES (?,?,?)", customers)
    jobs = []
    for i in range(1, 451):
        t = rng.choices(techs, weights=[5, 4, 4, 3, 2])[0]
        c = rng.choice(customers[:19])  # three customers never had a job
        kind = rng.choice(["leak", "drain", "boiler", "install"])
        date = day(rng, TODAY - dt.timedelta(days=540), TODAY + dt.timedelta(days=40))
        hours = round(rng.uniform(0.5, 6), 1)
        if date > TODAY:
            status = "scheduled"
        else:
            status = "cancelled" if rng.random() < 0.1 else "done"
        fee = 0.0 if status == "cancelled" else round(hours * t[3] + 30, 2)
        jobs.append((i, c[0], t[0], kind, date.isoformat(), hours, fee, status))
    con.executemany("INSERT INTO jobs VALUES (?,?,?,?,?,?,?,?)", jobs)
    by_tech, by_customer = {}, {}
    for j in jobs:
        by_tech[j[2]] = by_tech.get(j[2], 0) + 1
        by_customer[j[1]] = by_customer.get(j[1], 0) + j[6]
    top_is_clear(by_tech, "the busiest technician")
    top_is_clear(by_customer, "the customer paying most")
    third = sorted(by_customer.values(), reverse=True)
    assert third[2] > third[3], "the top 3 customers by fees are tied at the edge"
    con.commit()


def checkups(rng):
    con = open_db("checkups")
    con.executescript(
        """
        CREATE TABLE packages (package_id INTEGER PRIMARY KEY, package_name TEXT NOT NULL, price REAL NOT NULL);
        CREATE TABLE clients (client_id INTEGER PRIMARY KEY, name TEXT NOT NULL, gender TEXT NOT NULL,
                              birth_year INTEGER NOT NULL, company TEXT NOT NULL);
        CREATE TABLE appointments (appt_id INTEGER PRIMARY KEY, client_id INTEGER NOT NULL REFERENCES clients(client_id),
                                   package_id INTEGER NOT NULL REFERENCES packages(package_id),
                                   appt_date DATE NOT NULL, status TEXT NOT NULL);
        CREATE TABLE results (result_id INTEGER PRIMARY KEY, appt_id INTEGER NOT NULL REFERENCES appointments(appt_id),
                              item TEXT NOT NULL, abnormal INTEGER NOT NULL);
        """
    )
    packages = [(1, "基础套餐", 399.0), (2, "标准套餐", 799.0), (3, "深度套餐", 1599.0), (4, "女性专项", 999.0)]
    con.executemany("INSERT INTO packages VALUES (?,?,?)", packages)
    surnames = "张王李赵刘陈杨黄吴周徐孙马朱胡郭何林"
    given = ["伟", "芳", "娜", "敏", "静", "强", "磊", "洋", "艳", "勇", "军", "杰", "娟", "涛", "婷", "鹏"]
    companies = ["华为", "腾讯", "阿里巴巴", "字节跳动", "美团"]
    clients = []
    for i in range(1, 121):
        clients.append((i, rng.choice(surnames) + rng.choice(given) + rng.choice(["", "华", "明", "丽"]),
                        rng.choice(["男", "女"]), rng.randint(1965, 2002),
                        rng.choices(companies, weights=[6, 4, 3, 3, 2])[0]))
    con.executemany("INSERT INTO clients VALUES (?,?,?,?,?)", clients)
    companies_count = {}
    for c in clients:
        companies_count[c[4]] = companies_count.get(c[4], 0) + 1
    top_is_clear(companies_count, "the company with most clients")
    appts, results = [], []
    for i in range(1, 401):
        c = rng.choice(clients[:110])  # ten clients never booked
        p = rng.choices(packages, weights=[4, 5, 2, 2 if c[2] == "女" else 0])[0]
        date = day(rng, TODAY - dt.timedelta(days=500), TODAY + dt.timedelta(days=50))
        if date > TODAY:
            status = "已预约"
        else:
            status = "已取消" if rng.random() < 0.12 else "已完成"
        appts.append((i, c[0], p[0], date.isoformat(), status))
        if status == "已完成":
            for item in ["血压", "血糖", "血脂"]:
                results.append((len(results) + 1, i, item, 1 if rng.random() < {"血压": 0.2, "血糖": 0.1, "血脂": 0.3}[item] else 0))
    by_client = {}
    for a in appts:
        by_client[a[1]] = by_client.get(a[1], 0) + 1
    top = max(by_client, key=lambda k: (by_client[k], -k))
    appts.append((401, top, 1, (TODAY - dt.timedelta(days=2)).isoformat(), "已完成"))  # breaks a tie at the top
    for item in ["血压", "血糖", "血脂"]:
        results.append((len(results) + 1, 401, item, 0))
    con.executemany("INSERT INTO appointments VALUES (?,?,?,?,?)", appts)
    con.executemany("INSERT INTO results VALUES (?,?,?,?)", results)
    con.commit()


if __name__ == "__main__":
    plumbing(random.Random(95))
    checkups(random.Random(9595))
