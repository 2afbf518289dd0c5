#!/usr/bin/env python3
"""Builds the databases of our ninety-first own set (own_fresh90), written
at the start of the session of 2026-12-06 (seventh) and kept unrun until
the session's engine changes were done, to measure them on databases
nobody tuned on.
A food-truck business asked in English (`food_trucks`: trucks of a
cuisine; locations in a district; shifts of a truck at a location on a
day, some hours long; sales on a shift of an item, a quantity and an
amount) and expense claims (员工报销) with English names asked about only
in Chinese (`expenses`: departments; employees of a department hired on a
day; claims of an employee in a category, an amount, submitted on a day,
with a status).
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


def food_trucks(rng):
    con = open_db("food_trucks")
    con.executescript(
        """
        CREATE TABLE trucks (truck_id INTEGER PRIMARY KEY, truck_name TEXT NOT NULL, cuisine TEXT NOT NULL);
        CREATE TABLE locations (location_id INTEGER PRIMARY KEY, location_name TEXT NOT NULL, district TEXT NOT NULL);
        CREATE TABLE shifts (shift_id INTEGER PRIMARY KEY, truck_id INTEGER NOT NULL REFERENCES trucks(truck_id),
                             location_id INTEGER NOT NULL REFERENCES locations(location_id),
                             shift_date DATE NOT NULL, hours REAL NOT NULL);
        CREATE TABLE sales (sale_id INTEGER PRIMARY KEY, shift_id INTEGER NOT NULL REFERENCES shifts(shift_id),
                            item TEXT NOT NULL, quantity INTEGER NOT NULL, amount REAL NOT NULL);
        """
    )
    trucks = [(1, "Taco Loco", "Mexican"), (2, "Burrito Bus", "Mexican"), (3, "Seoul Wheels", "Korean"),
              (4, "Curry Cart", "Indian"), (5, "Dough Bros", "Pizza")]
    con.executemany("INSERT INTO trucks VALUES (?,?,?)", trucks)
    locations = [(1, "Market Square", "Downtown"), (2, "Riverside Park", "Riverside"), (3, "Tech Campus", "Uptown"),
                 (4, "Stadium Gate", "Uptown"), (5, "Old Docks", "Riverside"), (6, "Library Lawn", "Downtown")]
    con.executemany("INSERT INTO locations VALUES (?,?,?)", locations)
    menu = {1: [("taco", 4.5), ("quesadilla", 7.0)], 2: [("burrito", 9.0), ("nachos", 6.0)],
            3: [("bibimbap", 11.0), ("kimchi fries", 6.5)], 4: [("chicken curry", 10.0), ("samosa", 3.0)],
            5: [("margherita", 12.0), ("garlic knots", 5.0)]}
    shifts, sales = [], []
    sid = 0
    for sh in range(1, 361):
        truck = rng.choice(trucks)
        loc = rng.choice(locations[:5])  # nobody has parked at the library lawn yet
        shifts.append((sh, truck[0], loc[0], day(rng, TODAY - dt.timedelta(days=420)).isoformat(),
                       rng.choice([4.0, 5.0, 6.0, 8.0])))
        for _ in range(rng.randint(3, 12)):
            sid += 1
            item, price = rng.choice(menu[truck[0]])
            q = rng.randint(1, 4)
            sales.append((sid, sh, item, q, q * price))
    con.executemany("INSERT INTO shifts VALUES (?,?,?,?,?)", shifts)
    sold = {}
    for s in sales:
        sold[s[2]] = sold.get(s[2], 0) + s[3]
    top = max(sold, key=lambda i: (sold[i], i))  # one more sale breaks any tie at the top
    truck = next(t for t, items in menu.items() if top in [i for i, _ in items])
    price = dict(menu[truck])[top]
    shift = next(s for s in shifts if s[1] == truck)
    sales.append((sid + 1, shift[0], top, 2, 2 * price))
    con.executemany("INSERT INTO sales VALUES (?,?,?,?,?)", sales)
    con.commit()


def expenses(rng):
    con = open_db("expenses")
    con.executescript(
        """
        CREATE TABLE departments (dept_id INTEGER PRIMARY KEY, dept_name TEXT NOT NULL);
        CREATE TABLE employees (emp_id INTEGER PRIMARY KEY, name TEXT NOT NULL,
                                dept_id INTEGER NOT NULL REFERENCES departments(dept_id), hired_on DATE NOT NULL);
        CREATE TABLE claims (claim_id INTEGER PRIMARY KEY, emp_id INTEGER NOT NULL REFERENCES employees(emp_id),
                             category TEXT NOT NULL, amount REAL NOT NULL, submitted_on DATE NOT NULL,
                             status TEXT NOT NULL);
        """
    )
    depts = [(1, "销售部"), (2, "市场部"), (3, "研发部"), (4, "财务部"), (5, "行政部")]
    con.executemany("INSERT INTO departments VALUES (?,?)", depts)
    names = ["王芳", "李伟", "张丽", "刘强", "陈杰", "杨静", "黄磊", "赵敏", "周涛", "吴婷", "徐明", "孙悦",
             "马超", "朱琳", "胡斌", "郭佳", "何勇", "林雪"]
    dept_of = [1, 1, 1, 1, 1, 2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 5, 5]  # 研发部 has the most people
    employees = []
    for i, n in enumerate(names, start=1):
        hired = day(rng, dt.date(2018, 1, 1), TODAY - dt.timedelta(days=400)) if i <= 15 else \
            day(rng, TODAY.replace(month=1, day=1), TODAY)
        employees.append((i, n, dept_of[i - 1], hired.isoformat()))
    con.executemany("INSERT INTO employees VALUES (?,?,?,?)", employees)
    categories = ["差旅", "餐饮", "交通", "办公用品", "招待"]
    statuses = ["已通过", "已通过", "已通过", "待审批", "已驳回"]
    claims = []
    for c in range(1, 301):
        e = rng.choice(employees[:16])  # two newcomers have claimed nothing yet
        cat = rng.choice(categories)
        high = {"差旅": 3000, "招待": 2000, "餐饮": 400, "交通": 300, "办公用品": 500}[cat]
        claims.append((c, e[0], cat, round(rng.uniform(20, high), 2),
                       day(rng, max(dt.date.fromisoformat(e[3]), TODAY - dt.timedelta(days=420))).isoformat(),
                       rng.choice(statuses)))
    con.executemany("INSERT INTO claims VALUES (?,?,?,?,?,?)", claims)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(90)
    food_trucks(rng)
    expenses(rng)
