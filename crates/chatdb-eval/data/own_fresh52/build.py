#!/usr/bin/env python3
"""Builds the databases of our fifty-third own set (own_fresh52), written
to be held out: scored when written, at the start of a session, before
any change of that session. A car wash chain asked in English
(`car_wash`: sites in a city, wash programs with a price, customers who
may be members, washes of a program at a site for a customer on a day,
with the minutes taken and the amount paid) and a housekeeping agency
with English names asked about only in Chinese (`housekeeping`: workers
of a sex, an age and a city with an hourly rate, clients in a district,
orders of a service type — 保洁, 保姆, 月嫂, 育儿嫂, 擦玻璃 — booked by a
client for a worker on a day, of some hours and an amount, rated 1 to 5
when rated). Seeded, anchored at today.

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


def car_wash(rng):
    con = open_db("car_wash")
    con.executescript(
        """
        CREATE TABLE sites (site_id INTEGER PRIMARY KEY, site_name TEXT NOT NULL, city TEXT NOT NULL);
        CREATE TABLE wash_programs (program_id INTEGER PRIMARY KEY, program_name TEXT NOT NULL, price REAL NOT NULL);
        CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, customer_name TEXT NOT NULL,
                                plate_number TEXT NOT NULL, is_member INTEGER NOT NULL, joined_on DATE NOT NULL);
        CREATE TABLE washes (wash_id INTEGER PRIMARY KEY, site_id INTEGER NOT NULL REFERENCES sites(site_id),
                             program_id INTEGER NOT NULL REFERENCES wash_programs(program_id),
                             customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
                             washed_on DATE NOT NULL, duration_min INTEGER NOT NULL, amount_paid REAL NOT NULL);
        """
    )
    sites = [(1, "Leeds Kirkstall", "Leeds"), (2, "Leeds Roundhay", "Leeds"), (3, "York Central", "York"),
             (4, "Sheffield Hillsborough", "Sheffield"), (5, "Bradford Manningham", "Bradford"),
             (6, "Leeds Headingley", "Leeds"), (7, "Harrogate North", "Harrogate")]
    con.executemany("INSERT INTO sites VALUES (?,?,?)", sites)
    programs = [(1, "Express", 6.0), (2, "Basic", 9.0), (3, "Deluxe", 15.0), (4, "Premium", 24.0),
                (5, "Interior Valet", 35.0)]
    con.executemany("INSERT INTO wash_programs VALUES (?,?,?)", programs)
    first = ["Oliver", "Amelia", "Harry", "Isla", "Jack", "Ava", "George", "Mia", "Noah", "Emily", "Leo", "Grace"]
    last = ["Smith", "Jones", "Taylor", "Brown", "Wilson", "Evans", "Walker", "Wright", "Khan", "Patel"]
    customers = []
    for i in range(1, 301):
        customers.append((i, f"{first[i % 12]} {last[(i * 7) % 10]} {i}", f"YK{i % 90 + 10:02d} {chr(65 + i % 26)}{chr(65 + (i * 3) % 26)}{chr(65 + (i * 5) % 26)}",
                          1 if rng.random() < 0.35 else 0,
                          day(rng, dt.date(TODAY.year - 3, 1, 1), TODAY - dt.timedelta(days=30)).isoformat()))
    con.executemany("INSERT INTO customers VALUES (?,?,?,?,?)", customers)
    washes = []
    minutes = {1: 6, 2: 10, 3: 18, 4: 30, 5: 55}
    for w in range(1, 9001):
        site = rng.choices(sites, [9, 6, 7, 5, 4, 3, 2])[0]
        prog = rng.choices(programs, [8, 10, 6, 3, 1])[0]
        cust = rng.choice(customers[:-6])  # six customers signed up, never washed
        paid = round(prog[2] * (0.8 if cust[3] else 1.0), 2)
        washes.append((w, site[0], prog[0], cust[0],
                       day(rng, dt.date(TODAY.year - 1, 1, 1), TODAY - dt.timedelta(days=1)).isoformat(),
                       minutes[prog[0]] + rng.randrange(-2, 5), paid))
    con.executemany("INSERT INTO washes VALUES (?,?,?,?,?,?,?)", washes)
    con.commit()


def housekeeping(rng):
    con = open_db("housekeeping")
    con.executescript(
        """
        CREATE TABLE workers (worker_id INTEGER PRIMARY KEY, worker_name TEXT NOT NULL, gender TEXT NOT NULL,
                              age INTEGER NOT NULL, city TEXT NOT NULL, hourly_rate REAL NOT NULL);
        CREATE TABLE clients (client_id INTEGER PRIMARY KEY, client_name TEXT NOT NULL, district TEXT NOT NULL);
        CREATE TABLE orders (order_id INTEGER PRIMARY KEY, client_id INTEGER NOT NULL REFERENCES clients(client_id),
                             worker_id INTEGER NOT NULL REFERENCES workers(worker_id), service_type TEXT NOT NULL,
                             order_date DATE NOT NULL, hours REAL NOT NULL, amount REAL NOT NULL, rating INTEGER);
        """
    )
    surnames = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗"
    given_f = ["秀英", "桂兰", "玉梅", "丽娟", "春花", "红霞", "美玲", "翠芳"]
    given_m = ["建国", "志强", "海涛", "国华"]
    cities = ["上海", "上海", "上海", "杭州", "杭州", "苏州", "南京"]
    workers = []
    for i in range(1, 61):
        male = i % 10 == 0
        name = surnames[i % 20] + (given_m[i % 4] if male else given_f[(i * 3) % 8])
        workers.append((i, name + ("" if i <= 20 else str(i)), "男" if male else "女", 28 + (i * 7) % 30,
                        rng.choice(cities), 30.0 + (i * 13) % 41))
    con.executemany("INSERT INTO workers VALUES (?,?,?,?,?,?)", workers)
    districts = ["浦东新区", "徐汇区", "静安区", "闵行区", "西湖区", "滨江区", "姑苏区", "鼓楼区"]
    clients = [(i, surnames[(i * 3) % 20] + ("先生" if i % 2 else "女士") + str(i), rng.choice(districts))
               for i in range(1, 201)]
    con.executemany("INSERT INTO clients VALUES (?,?,?)", clients)
    services = [("保洁", 3, 8), ("保姆", 8, 3), ("月嫂", 24, 1), ("育儿嫂", 10, 2), ("擦玻璃", 2, 2)]
    orders = []
    for o in range(1, 4001):
        svc = rng.choices(services, [s[2] for s in services])[0]
        w = rng.choice(workers)
        hours = float(svc[1] + rng.choice([0, 0, 1, 2]))
        rating = rng.choices([None, 1, 2, 3, 4, 5], [3, 1, 1, 3, 8, 10])[0]
        orders.append((o, rng.choice(clients[:-5])[0], w[0], svc[0],  # five clients never ordered
                       day(rng, dt.date(TODAY.year - 1, 1, 1), TODAY - dt.timedelta(days=1)).isoformat(),
                       hours, round(hours * w[5], 2), rating))
    con.executemany("INSERT INTO orders VALUES (?,?,?,?,?,?,?,?)", orders)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(52)
    car_wash(rng)
    housekeeping(rng)
