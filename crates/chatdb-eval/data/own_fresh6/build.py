#!/usr/bin/env python3
"""Builds the databases of our seventh own set (own_fresh6), written to be
held out: scored when written, before any change aimed at it. A small ERP
whose names are abbreviated as legacy schemas name them (`erp_lite`: cust,
prod, ord_hdr, ord_dtl with cust_nm, ord_dt, unit_prc, qty, line_amt …) and
a payroll database named in CamelCase, SQL Server style (`hr_payroll`:
Departments, Employees, Payroll). Seeded, anchored at today.

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


def erp(rng):
    con = open_db("erp_lite")
    con.executescript(
        """
        CREATE TABLE cust (
            cust_id INTEGER PRIMARY KEY, cust_nm TEXT NOT NULL, city TEXT NOT NULL,
            cust_lvl TEXT NOT NULL, reg_dt DATE NOT NULL);
        CREATE TABLE prod (
            prod_id INTEGER PRIMARY KEY, prod_nm TEXT NOT NULL, cat_nm TEXT NOT NULL,
            unit_prc REAL NOT NULL, stock_qty INTEGER NOT NULL);
        CREATE TABLE ord_hdr (
            ord_id INTEGER PRIMARY KEY,
            cust_id INTEGER NOT NULL REFERENCES cust(cust_id),
            ord_dt DATE NOT NULL, status_cd TEXT NOT NULL, ord_amt REAL NOT NULL);
        CREATE TABLE ord_dtl (
            dtl_id INTEGER PRIMARY KEY,
            ord_id INTEGER NOT NULL REFERENCES ord_hdr(ord_id),
            prod_id INTEGER NOT NULL REFERENCES prod(prod_id),
            qty INTEGER NOT NULL, line_amt REAL NOT NULL);
        """
    )
    cities = ["北京", "上海", "广州", "深圳", "杭州", "成都"]
    con.executemany("INSERT INTO cust VALUES (?,?,?,?,?)",
                    [(i, f"客户{i:03d}", rng.choice(cities), rng.choices(["普通", "银卡", "金卡"], weights=[6, 3, 1])[0],
                      day(rng, dt.date(2019, 1, 1)).isoformat()) for i in range(1, 201)])
    prods = [("办公椅", "家具"), ("升降桌", "家具"), ("书柜", "家具"), ("打印纸", "耗材"), ("墨盒", "耗材"),
             ("订书机", "文具"), ("中性笔", "文具"), ("笔记本", "文具"), ("显示器", "电子"), ("键盘", "电子"),
             ("鼠标", "电子"), ("投影仪", "电子")]
    prices = {"家具": (300, 2000), "耗材": (20, 200), "文具": (3, 40), "电子": (60, 3000)}
    prod_rows = [(i, n, c, round(rng.uniform(*prices[c]), 2), rng.randrange(0, 500))
                 for i, (n, c) in enumerate(prods, start=1)]
    con.executemany("INSERT INTO prod VALUES (?,?,?,?,?)", prod_rows)
    orders, lines, line_id = [], [], 1
    for i in range(1, 2501):
        picked = rng.sample(prod_rows, rng.randrange(1, 4))
        amt = 0.0
        for p in picked:
            q = rng.randrange(1, 10)
            la = round(q * p[3], 2)
            lines.append((line_id, i, p[0], q, la))
            line_id += 1
            amt += la
        orders.append((i, rng.randrange(1, 191), day(rng, dt.date(TODAY.year - 1, 1, 1)).isoformat(),
                       rng.choices(["NEW", "PAID", "SHIPPED", "CANCELLED"], weights=[1, 3, 5, 1])[0], round(amt, 2)))
    con.executemany("INSERT INTO ord_hdr VALUES (?,?,?,?,?)", orders)
    con.executemany("INSERT INTO ord_dtl VALUES (?,?,?,?,?)", lines)
    con.commit()
    con.close()


def payroll(rng):
    con = open_db("hr_payroll")
    con.executescript(
        """
        CREATE TABLE Departments (
            DepartmentID INTEGER PRIMARY KEY, DepartmentName TEXT NOT NULL, Location TEXT NOT NULL);
        CREATE TABLE Employees (
            EmployeeID INTEGER PRIMARY KEY, FullName TEXT NOT NULL, Gender TEXT NOT NULL,
            DepartmentID INTEGER NOT NULL REFERENCES Departments(DepartmentID),
            JobTitle TEXT NOT NULL, HireDate DATE NOT NULL, BaseSalary REAL NOT NULL, IsManager INTEGER NOT NULL);
        CREATE TABLE Payroll (
            PayrollID INTEGER PRIMARY KEY,
            EmployeeID INTEGER NOT NULL REFERENCES Employees(EmployeeID),
            PayDate DATE NOT NULL, GrossPay REAL NOT NULL, Bonus REAL NOT NULL, TaxAmount REAL NOT NULL, NetPay REAL NOT NULL);
        """
    )
    depts = [(1, "Engineering", "Shenzhen"), (2, "Sales", "Shanghai"), (3, "Finance", "Beijing"),
             (4, "HR", "Beijing"), (5, "Marketing", "Shanghai")]
    con.executemany("INSERT INTO Departments VALUES (?,?,?)", depts)
    titles = {1: ["Engineer", "Senior Engineer"], 2: ["Sales Rep", "Account Manager"], 3: ["Accountant"],
              4: ["HR Specialist"], 5: ["Marketing Specialist"]}
    first = ["Li", "Wang", "Zhang", "Liu", "Chen", "Yang", "Zhao", "Huang", "Zhou", "Wu"]
    given = ["Wei", "Fang", "Na", "Min", "Jing", "Lei", "Yang", "Yan", "Yong", "Jun", "Jie", "Tao"]
    emps = []
    for i in range(1, 121):
        d = rng.choices([1, 2, 3, 4, 5], weights=[5, 4, 1, 1, 2])[0]
        emps.append((i, f"{rng.choice(first)} {rng.choice(given)}", rng.choice(["M", "F"]), d,
                     rng.choice(titles[d]), day(rng, dt.date(2015, 1, 1)).isoformat(),
                     round(rng.uniform(8000, 40000), -2), 1 if i % 15 == 0 else 0))
    con.executemany("INSERT INTO Employees VALUES (?,?,?,?,?,?,?,?)", emps)
    pays, pid = [], 1
    start = dt.date(TODAY.year - 1, 1, 1)
    months = []
    m = start
    while m <= TODAY:
        months.append(m.replace(day=25) if m.replace(day=25) <= TODAY else None)
        m = (m.replace(day=1) + dt.timedelta(days=32)).replace(day=1)
    for e in emps:
        hired = dt.date.fromisoformat(e[5])
        for pay_day in [x for x in months if x and x >= hired]:
            bonus = round(rng.choice([0, 0, 0, 500, 1000, 3000]), 2)
            gross = e[6] + bonus
            tax = round(gross * 0.12, 2)
            pays.append((pid, e[0], pay_day.isoformat(), gross, bonus, tax, round(gross - tax, 2)))
            pid += 1
    con.executemany("INSERT INTO Payroll VALUES (?,?,?,?,?,?,?)", pays)
    con.commit()
    con.close()


if __name__ == "__main__":
    erp(random.Random(91))
    payroll(random.Random(97))
