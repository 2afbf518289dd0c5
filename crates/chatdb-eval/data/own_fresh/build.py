#!/usr/bin/env python3
"""Builds the databases of our second own set (own_fresh), written to be
held out: it was scored when written and again only at the end of that
session, with no change aimed at it. An HR system (`hr_people`) and a
parcel carrier's shipments (`logistics`), English names; values in English
for HR, Chinese city names for shipments. Seeded, anchored at today.

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


def hr(rng):
    con = open_db("hr_people")
    con.executescript(
        """
        CREATE TABLE departments (
            dept_id INTEGER PRIMARY KEY, dept_name TEXT NOT NULL, location TEXT);
        CREATE TABLE employees (
            emp_id INTEGER PRIMARY KEY, first_name TEXT NOT NULL, last_name TEXT NOT NULL,
            gender TEXT, birth_date DATE, hire_date DATE NOT NULL,
            dept_id INTEGER REFERENCES departments(dept_id), job_title TEXT,
            salary REAL, manager_id INTEGER REFERENCES employees(emp_id),
            status TEXT NOT NULL, termination_date DATE);
        CREATE TABLE leave_requests (
            request_id INTEGER PRIMARY KEY,
            emp_id INTEGER NOT NULL REFERENCES employees(emp_id),
            leave_type TEXT NOT NULL, start_date DATE NOT NULL, days INTEGER NOT NULL,
            approved INTEGER NOT NULL);
        CREATE TABLE reviews (
            review_id INTEGER PRIMARY KEY,
            emp_id INTEGER NOT NULL REFERENCES employees(emp_id),
            review_year INTEGER NOT NULL, score REAL NOT NULL);
        """
    )
    depts = [(1, "Engineering", "Beijing"), (2, "Sales", "Shanghai"), (3, "Marketing", "Shanghai"),
             (4, "Finance", "Beijing"), (5, "Human Resources", "Shenzhen"), (6, "Support", "Chengdu")]
    con.executemany("INSERT INTO departments VALUES (?,?,?)", depts)
    firsts = ["Wei", "Fang", "Lei", "Jing", "Min", "Tao", "Yan", "Hui", "Jun", "Ling", "Peng", "Xin",
              "Amy", "Brian", "Chloe", "Daniel", "Ethan", "Fiona"]
    lasts = ["Wang", "Li", "Zhang", "Liu", "Chen", "Yang", "Zhao", "Huang", "Zhou", "Wu"]
    titles = {1: ["Software Engineer", "Senior Engineer", "Engineering Manager"],
              2: ["Sales Representative", "Account Manager", "Sales Director"],
              3: ["Marketing Specialist", "Content Manager"], 4: ["Accountant", "Financial Analyst"],
              5: ["HR Specialist", "Recruiter"], 6: ["Support Agent", "Support Lead"]}
    emps = []
    for i in range(1, 301):
        dept = rng.choices([1, 2, 3, 4, 5, 6], weights=[8, 6, 3, 2, 2, 4])[0]
        hired = day(rng, dt.date(2012, 1, 1))
        status = "terminated" if rng.random() < 0.15 else "active"
        term = day(rng, hired + dt.timedelta(days=30)).isoformat() if status == "terminated" else None
        emps.append((i, rng.choice(firsts), rng.choice(lasts), rng.choice(["M", "F"]),
                     day(rng, dt.date(1965, 1, 1), dt.date(2002, 12, 31)).isoformat(), hired.isoformat(),
                     dept, rng.choice(titles[dept]), round(rng.uniform(8000, 60000), -2),
                     None if i <= 6 else rng.randrange(1, 7), status, term))
    con.executemany("INSERT INTO employees VALUES (?,?,?,?,?,?,?,?,?,?,?,?)", emps)
    leaves, rid = [], 1
    for _ in range(900):
        e = rng.choice(emps)
        leaves.append((rid, e[0], rng.choice(["annual", "sick", "personal", "maternity"]),
                       day(rng, dt.date(TODAY.year - 2, 1, 1)).isoformat(), rng.randrange(1, 15),
                       1 if rng.random() < 0.85 else 0))
        rid += 1
    con.executemany("INSERT INTO leave_requests VALUES (?,?,?,?,?,?)", leaves)
    reviews, rv = [], 1
    for e in emps:
        for year in range(TODAY.year - 3, TODAY.year):
            if int(e[5][:4]) <= year:
                reviews.append((rv, e[0], year, round(rng.uniform(2.0, 5.0), 1)))
                rv += 1
    con.executemany("INSERT INTO reviews VALUES (?,?,?,?)", reviews)
    con.commit()
    con.close()


def logistics(rng):
    con = open_db("logistics")
    con.executescript(
        """
        CREATE TABLE carriers (
            carrier_id INTEGER PRIMARY KEY, carrier_name TEXT NOT NULL, country TEXT);
        CREATE TABLE customers (
            customer_id INTEGER PRIMARY KEY, customer_name TEXT NOT NULL, city TEXT,
            tier TEXT);
        CREATE TABLE shipments (
            shipment_id INTEGER PRIMARY KEY,
            customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
            carrier_id INTEGER NOT NULL REFERENCES carriers(carrier_id),
            origin_city TEXT NOT NULL, destination_city TEXT NOT NULL,
            shipped_at DATE NOT NULL, delivered_at DATE, weight_kg REAL NOT NULL,
            shipping_cost REAL NOT NULL, status TEXT NOT NULL);
        """
    )
    carriers = [(1, "SF Express", "China"), (2, "JD Logistics", "China"), (3, "ZTO", "China"),
                (4, "DHL", "Germany"), (5, "FedEx", "United States")]
    con.executemany("INSERT INTO carriers VALUES (?,?,?)", carriers)
    cities = ["上海", "北京", "广州", "深圳", "杭州", "成都", "武汉", "西安"]
    names = ["华为", "小米", "美团", "京东", "拼多多", "网易", "字节跳动", "比亚迪", "蔚来", "海尔",
             "格力", "联想", "携程", "顺丰", "安踏"]
    customers = [(i, n, rng.choice(cities), rng.choice(["gold", "silver", "standard"]))
                 for i, n in enumerate(names, start=1)]
    con.executemany("INSERT INTO customers VALUES (?,?,?,?)", customers)
    ships = []
    for i in range(1, 4001):
        origin = rng.choice(cities)
        dest = rng.choice([c for c in cities if c != origin])
        shipped = day(rng, dt.date(TODAY.year - 1, 1, 1))
        status = rng.choices(["delivered", "in_transit", "lost", "returned"], weights=[85, 10, 2, 3])[0]
        delivered = None
        if status == "delivered":
            d = shipped + dt.timedelta(days=rng.randrange(1, 7))
            delivered = d.isoformat() if d <= TODAY else None
            if delivered is None:
                status = "in_transit"
        weight = round(rng.uniform(0.2, 80), 1)
        ships.append((i, rng.randrange(1, len(customers) + 1), rng.choice(carriers)[0], origin, dest,
                      shipped.isoformat(), delivered, weight, round(8 + weight * rng.uniform(1.5, 3), 2),
                      status))
    con.executemany("INSERT INTO shipments VALUES (?,?,?,?,?,?,?,?,?,?)", ships)
    con.commit()
    con.close()


if __name__ == "__main__":
    hr(random.Random(41))
    logistics(random.Random(43))
