#!/usr/bin/env python3
"""Builds the databases of our ninety-seventh own set (own_fresh96),
written in the session of 2026-12-07 (eleventh), at its start, before the
engine was run on these databases.
An office's meeting rooms asked in English (`meeting_rooms`: rooms on a
floor for some people; employees of a department; bookings of a room by
an employee for a day, some hours, some attendees, cancelled or not) and
an export trader (外贸公司) with English names asked about only in Chinese
(`exports`: buyers of a country, stored in Chinese; products of a
category at a unit price; orders of a buyer for a product on a day, a
quantity for an amount, 'shipped' or 'pending' as English words). Seeded,
anchored at today.

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


def meeting_rooms(rng):
    con = open_db("meeting_rooms")
    con.executescript(
        """
        CREATE TABLE rooms (room_id INTEGER PRIMARY KEY, room_name TEXT NOT NULL, floor INTEGER NOT NULL,
                            capacity INTEGER NOT NULL);
        CREATE TABLE employees (emp_id INTEGER PRIMARY KEY, emp_name TEXT NOT NULL, department TEXT NOT NULL);
        CREATE TABLE bookings (booking_id INTEGER PRIMARY KEY, room_id INTEGER NOT NULL REFERENCES rooms(room_id),
                               emp_id INTEGER NOT NULL REFERENCES employees(emp_id), booked_for DATE NOT NULL,
                               hours REAL NOT NULL, attendees INTEGER NOT NULL, cancelled INTEGER NOT NULL);
        """
    )
    rooms = [(1, "Aurora", 1, 12), (2, "Birch", 1, 6), (3, "Cedar", 2, 8), (4, "Delta", 2, 20),
             (5, "Ember", 3, 4), (6, "Fjord", 3, 10), (7, "Granite", 4, 16)]
    con.executemany("INSERT INTO rooms VALUES (?,?,?,?)", rooms)
    names = ["Ava Brooks", "Ben Carter", "Cleo Diaz", "Dan Evans", "Eli Foster", "Gina Hale", "Hugo Irwin",
             "Ivy James", "Jack Kent", "Kara Lowe", "Liam Moore", "Mia Nash", "Noah Ortiz", "Olga Price",
             "Paul Quinn", "Rosa Stone"]
    depts = ["Sales", "Engineering", "Finance", "Marketing"]
    employees = [(i, n, depts[(i * 7) % 4]) for i, n in enumerate(names, 1)]
    con.executemany("INSERT INTO employees VALUES (?,?,?)", employees)
    bookings = []
    for i in range(1, 521):
        r = rng.choices(rooms[:6], weights=[5, 3, 4, 6, 2, 3])[0]  # Granite was never booked
        e = rng.choice(employees)
        date = day(rng, TODAY - dt.timedelta(days=420), TODAY + dt.timedelta(days=20))
        hours = rng.choice([0.5, 1.0, 1.0, 1.5, 2.0, 3.0])
        attendees = rng.randint(2, r[3])
        bookings.append((i, r[0], e[0], date.isoformat(), hours, attendees, 1 if rng.random() < 0.15 else 0))
    con.executemany("INSERT INTO bookings VALUES (?,?,?,?,?,?,?)", bookings)
    by_room, hours_this_year = {}, {}
    for b in bookings:
        by_room[b[1]] = by_room.get(b[1], 0) + 1
        if b[3] >= f"{TODAY.year}-01-01":
            hours_this_year[b[2]] = hours_this_year.get(b[2], 0) + b[4]
    top_is_clear(by_room, "the most booked room")
    top_is_clear(hours_this_year, "the employee booking most hours this year")
    con.commit()


def exports(rng):
    con = open_db("exports")
    con.executescript(
        """
        CREATE TABLE buyers (buyer_id INTEGER PRIMARY KEY, company TEXT NOT NULL, country TEXT NOT NULL);
        CREATE TABLE products (product_id INTEGER PRIMARY KEY, product_name TEXT NOT NULL, category TEXT NOT NULL,
                               unit_price REAL NOT NULL);
        CREATE TABLE orders (order_id INTEGER PRIMARY KEY, buyer_id INTEGER NOT NULL REFERENCES buyers(buyer_id),
                             product_id INTEGER NOT NULL REFERENCES products(product_id), order_date DATE NOT NULL,
                             quantity INTEGER NOT NULL, amount REAL NOT NULL, status TEXT NOT NULL);
        """
    )
    countries = ["美国", "德国", "日本", "巴西", "澳大利亚"]
    buyers = []
    for i in range(1, 26):
        country = rng.choices(countries, weights=[6, 4, 3, 2, 2])[0]
        buyers.append((i, f"{rng.choice(['Nova', 'Apex', 'Blue', 'Prime', 'Zen', 'Atlas'])} "
                          f"{rng.choice(['Trading', 'Imports', 'Supply', 'Goods'])} {i}", country))
    con.executemany("INSERT INTO buyers VALUES (?,?,?)", buyers)
    by_country = {}
    for b in buyers:
        by_country[b[2]] = by_country.get(b[2], 0) + 1
    top_is_clear(by_country, "the country with most buyers")
    products = [(1, "蓝牙耳机", "电子", 18.5), (2, "充电宝", "电子", 9.8), (3, "智能手表", "电子", 42.0),
                (4, "保温杯", "家居", 4.2), (5, "收纳盒", "家居", 2.6), (6, "台灯", "家居", 11.3),
                (7, "运动鞋", "服装", 21.0), (8, "羽绒服", "服装", 58.0), (9, "T恤", "服装", 3.9)]
    con.executemany("INSERT INTO products VALUES (?,?,?,?)", products)
    orders = []
    for i in range(1, 601):
        b = rng.choice(buyers[:22])  # three buyers never ordered
        p = rng.choices(products, weights=[5, 6, 3, 4, 4, 2, 3, 2, 5])[0]
        date = day(rng, TODAY - dt.timedelta(days=600), TODAY)
        quantity = rng.randrange(20, 400, 10)
        status = "pending" if (TODAY - date).days < 20 and rng.random() < 0.7 else "shipped"
        orders.append((i, b[0], p[0], date.isoformat(), quantity, round(quantity * p[3], 2), status))
    con.executemany("INSERT INTO orders VALUES (?,?,?,?,?,?,?)", orders)
    by_product = {}
    for o in orders:
        by_product[o[2]] = by_product.get(o[2], 0) + o[4]
    top_is_clear(by_product, "the three best-selling products", edge=3)
    con.commit()


if __name__ == "__main__":
    meeting_rooms(random.Random(96))
    exports(random.Random(9697))
