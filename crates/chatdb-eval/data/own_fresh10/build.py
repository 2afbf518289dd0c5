#!/usr/bin/env python3
"""Builds the databases of our eleventh own set (own_fresh10), written to be
held out: scored when written, before any engine change aimed at it. A
haulier's shipments (`logistics`: warehouses, drivers, trucks, shipments
with a nullable delivery time) asked in English and Chinese, and a
company's people with English names asked about only in Chinese (`hr`:
departments, employees, leave requests, payslips). Seeded, anchored at
today.

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


def logistics(rng):
    con = open_db("logistics")
    con.executescript(
        """
        CREATE TABLE warehouses (
            warehouse_id INTEGER PRIMARY KEY, warehouse_name TEXT NOT NULL, city TEXT NOT NULL);
        CREATE TABLE drivers (
            driver_id INTEGER PRIMARY KEY, full_name TEXT NOT NULL, hired_on DATE NOT NULL,
            license_class TEXT NOT NULL);
        CREATE TABLE trucks (
            truck_id INTEGER PRIMARY KEY, plate TEXT NOT NULL, model_year INTEGER NOT NULL,
            capacity_kg INTEGER NOT NULL);
        CREATE TABLE shipments (
            shipment_id INTEGER PRIMARY KEY,
            warehouse_id INTEGER NOT NULL REFERENCES warehouses(warehouse_id),
            driver_id INTEGER NOT NULL REFERENCES drivers(driver_id),
            truck_id INTEGER NOT NULL REFERENCES trucks(truck_id),
            shipped_at TIMESTAMP NOT NULL, delivered_at TIMESTAMP,
            destination_city TEXT NOT NULL, weight_kg REAL NOT NULL,
            freight_charge REAL NOT NULL, status TEXT NOT NULL);
        """
    )
    cities = ["Leeds", "Bristol", "Glasgow", "Cardiff", "Norwich", "York", "Exeter", "Dundee"]
    whs = [(i, f"{c} Depot", c) for i, c in enumerate(["Leeds", "Bristol", "Glasgow", "Cardiff", "Norwich"], start=1)]
    con.executemany("INSERT INTO warehouses VALUES (?,?,?)", whs)
    first = ["Sam", "Alex", "Jo", "Chris", "Pat", "Lee", "Kim", "Dana", "Robin", "Jamie"]
    last = ["Walker", "Hughes", "Evans", "Price", "Lloyd", "Morgan", "Owen", "Bell"]
    drivers = [(i, f"{rng.choice(first)} {rng.choice(last)}", day(rng, dt.date(2015, 1, 1)).isoformat(),
                rng.choice(["C", "C1", "C+E"])) for i in range(1, 41)]
    con.executemany("INSERT INTO drivers VALUES (?,?,?,?)", drivers)
    trucks = [(i, f"{rng.choice('ABCDEFGHKLMNPR')}{rng.choice('ABCDEFGHKLMNPR')}{rng.randrange(10, 74)} "
                  f"{''.join(rng.choice('ABCDEFGHJKLMNPRSTUVWXYZ') for _ in range(3))}",
               rng.randrange(2008, 2025), rng.choice([3500, 7500, 12000, 18000, 26000])) for i in range(1, 31)]
    con.executemany("INSERT INTO trucks VALUES (?,?,?,?)", trucks)
    ships = []
    for i in range(1, 2501):
        shipped = dt.datetime.combine(day(rng, dt.date(TODAY.year - 1, 1, 1)),
                                      dt.time(rng.randrange(5, 20), rng.randrange(60)))
        delivered = shipped + dt.timedelta(hours=rng.randrange(4, 96))
        done = delivered.date() < TODAY and rng.random() > 0.02
        truck = rng.choice(trucks)
        weight = round(rng.uniform(50, truck[3] * 0.8), 1)
        ships.append((i, rng.randrange(1, len(whs) + 1), rng.randrange(1, 36), truck[0],
                      shipped.isoformat(sep=" "), delivered.isoformat(sep=" ") if done else None,
                      rng.choice(cities), weight, round(40 + weight * rng.uniform(0.05, 0.12), 2),
                      "delivered" if done else "in transit"))
    con.executemany("INSERT INTO shipments VALUES (?,?,?,?,?,?,?,?,?,?)", ships)
    con.commit()


def hr(rng):
    con = open_db("hr")
    con.executescript(
        """
        CREATE TABLE departments (
            dept_id INTEGER PRIMARY KEY, dept_name TEXT NOT NULL, location TEXT NOT NULL);
        CREATE TABLE employees (
            emp_id INTEGER PRIMARY KEY, emp_name TEXT NOT NULL,
            dept_id INTEGER NOT NULL REFERENCES departments(dept_id),
            title TEXT NOT NULL, gender TEXT NOT NULL, hire_date DATE NOT NULL,
            salary REAL NOT NULL);
        CREATE TABLE leave_requests (
            request_id INTEGER PRIMARY KEY,
            emp_id INTEGER NOT NULL REFERENCES employees(emp_id),
            leave_type TEXT NOT NULL, start_date DATE NOT NULL, days INTEGER NOT NULL,
            approved INTEGER NOT NULL);
        CREATE TABLE payslips (
            payslip_id INTEGER PRIMARY KEY,
            emp_id INTEGER NOT NULL REFERENCES employees(emp_id),
            pay_month DATE NOT NULL, gross_pay REAL NOT NULL, bonus REAL NOT NULL, tax REAL NOT NULL);
        """
    )
    depts = [(1, "Sales", "Shanghai"), (2, "Engineering", "Beijing"), (3, "Finance", "Shanghai"),
             (4, "Marketing", "Guangzhou"), (5, "Support", "Chengdu"), (6, "Legal", "Beijing")]
    con.executemany("INSERT INTO departments VALUES (?,?,?)", depts)
    surnames = ["Wang", "Li", "Zhang", "Liu", "Chen", "Yang", "Zhao", "Huang", "Zhou", "Wu"]
    given = ["Wei", "Fang", "Na", "Min", "Jing", "Lei", "Qiang", "Yan", "Jun", "Hui", "Tao", "Ling"]
    titles = ["engineer", "manager", "analyst", "specialist", "director"]
    emps = []
    for i in range(1, 181):
        title = rng.choices(titles, [5, 2, 3, 3, 1])[0]
        base = {"engineer": 18000, "manager": 26000, "analyst": 15000, "specialist": 12000, "director": 40000}[title]
        emps.append((i, f"{rng.choice(surnames)} {rng.choice(given)}", rng.randrange(1, 7), title,
                     rng.choice(["M", "F"]), day(rng, dt.date(2012, 1, 1)).isoformat(),
                     float(base + rng.randrange(-40, 60) * 100)))
    con.executemany("INSERT INTO employees VALUES (?,?,?,?,?,?,?)", emps)
    leaves = []
    for i in range(1, 401):
        leaves.append((i, rng.randrange(1, 171), rng.choices(["annual", "sick", "personal", "parental"], [6, 3, 2, 1])[0],
                       day(rng, dt.date(TODAY.year - 1, 1, 1)).isoformat(), rng.randrange(1, 11),
                       1 if rng.random() < 0.85 else 0))
    con.executemany("INSERT INTO leave_requests VALUES (?,?,?,?,?,?)", leaves)
    slips, sid = [], 1
    month = dt.date(TODAY.year - 1, 1, 1)
    while month <= TODAY:
        for e in emps:
            if dt.date.fromisoformat(e[5]) <= month:
                bonus = float(rng.choice([0, 0, 0, 0, 1000, 2000, 5000])) if month.month in (6, 12) else 0.0
                gross = e[6] + bonus
                slips.append((sid, e[0], month.isoformat(), gross, bonus, round(gross * 0.12, 2)))
                sid += 1
        month = (month.replace(day=28) + dt.timedelta(days=4)).replace(day=1)
    con.executemany("INSERT INTO payslips VALUES (?,?,?,?,?,?)", slips)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(10)
    logistics(rng)
    hr(rng)
