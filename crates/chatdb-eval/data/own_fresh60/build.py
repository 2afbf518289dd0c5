#!/usr/bin/env python3
"""Builds the databases of our sixty-first own set (own_fresh60), written
to be held out: scored when written, in a session, after that session's
changes from own_fresh58 and own_fresh59. A print shop asked in English
(`print_shop`: customers of a type — business, student, individual —;
printers of a model at a location; print jobs of a customer on a printer,
ordered on a day, with the pages, whether in colour, the paper size, the
price and a status — done, waiting, cancelled) and a teahouse with
English names asked about only in Chinese (`teahouse`: private rooms with
a capacity and an hourly rate; teas of a kind — 绿茶, 红茶, 乌龙, 普洱 —
with a price per pot; visits to a room on a day by a party of guests for
some hours, with the amount paid; the pots of each tea a visit had).
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


def print_shop(rng):
    con = open_db("print_shop")
    con.executescript(
        """
        CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, customer_name TEXT NOT NULL,
                                customer_type TEXT NOT NULL);
        CREATE TABLE printers (printer_id INTEGER PRIMARY KEY, model TEXT NOT NULL, location TEXT NOT NULL);
        CREATE TABLE print_jobs (job_id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
                                 printer_id INTEGER NOT NULL REFERENCES printers(printer_id), ordered_on DATE NOT NULL,
                                 pages INTEGER NOT NULL, colour INTEGER NOT NULL, paper_size TEXT NOT NULL,
                                 price REAL NOT NULL, status TEXT NOT NULL);
        """
    )
    names = ["Acme Ltd", "Brightside Cafe", "Cole & Sons", "Delta Design", "Evergreen School", "Fox Legal",
             "Greenway Gym", "Harbor Realty", "Iris Florist", "Juniper Dental"]
    people = ["Amy Ross", "Ben Kerr", "Cara Doyle", "Dev Patel", "Eli Stone", "Fay Moss", "Gus Hale", "Hana Ito",
              "Ivan Roy", "Jo Park", "Kim Lee", "Lou Grant"]
    customers = [(i + 1, n, "business") for i, n in enumerate(names)]
    for p in people:
        customers.append((len(customers) + 1, p, rng.choice(["student", "individual"])))
    con.executemany("INSERT INTO customers VALUES (?,?,?)", customers)
    printers = [(1, "Xerox C70", "front desk"), (2, "Canon imagePRESS", "back room"), (3, "HP LaserJet", "front desk"),
                (4, "Epson SureColor", "studio")]
    con.executemany("INSERT INTO printers VALUES (?,?,?)", printers)
    jobs = []
    for j in range(1, 1501):
        c = rng.choice(customers[:-3])  # the last three customers never printed
        p = rng.choice(printers)
        pages = rng.choice([1, 2, 5, 10, 20, 50, 100, 200])
        colour = 1 if rng.random() < 0.4 else 0
        size = rng.choices(["A4", "A3", "A5"], [7, 2, 1])[0]
        price = round(pages * (0.5 if colour else 0.1) * (2 if size == "A3" else 1), 2)
        status = rng.choices(["done", "waiting", "cancelled"], [85, 8, 7])[0]
        jobs.append((j, c[0], p[0], day(rng, dt.date(TODAY.year - 1, 1, 1)).isoformat(), pages, colour, size, price, status))
    con.executemany("INSERT INTO print_jobs VALUES (?,?,?,?,?,?,?,?,?)", jobs)
    con.commit()


def teahouse(rng):
    con = open_db("teahouse")
    con.executescript(
        """
        CREATE TABLE rooms (room_id INTEGER PRIMARY KEY, room_name TEXT NOT NULL, capacity INTEGER NOT NULL,
                            hourly_rate REAL NOT NULL);
        CREATE TABLE teas (tea_id INTEGER PRIMARY KEY, tea_name TEXT NOT NULL, tea_type TEXT NOT NULL,
                           price_per_pot REAL NOT NULL);
        CREATE TABLE visits (visit_id INTEGER PRIMARY KEY, room_id INTEGER NOT NULL REFERENCES rooms(room_id),
                             visit_date DATE NOT NULL, guests INTEGER NOT NULL, hours REAL NOT NULL, amount REAL NOT NULL);
        CREATE TABLE visit_teas (visit_id INTEGER NOT NULL REFERENCES visits(visit_id),
                                 tea_id INTEGER NOT NULL REFERENCES teas(tea_id), pots INTEGER NOT NULL,
                                 PRIMARY KEY (visit_id, tea_id));
        """
    )
    rooms = [(1, "听雨轩", 4, 60.0), (2, "松风阁", 6, 80.0), (3, "竹韵斋", 8, 100.0), (4, "兰亭", 10, 120.0),
             (5, "梅影居", 4, 58.0)]
    con.executemany("INSERT INTO rooms VALUES (?,?,?,?)", rooms)
    teas = [(1, "西湖龙井", "绿茶", 88.0), (2, "碧螺春", "绿茶", 78.0), (3, "正山小种", "红茶", 68.0),
            (4, "祁门红茶", "红茶", 72.0), (5, "大红袍", "乌龙", 128.0), (6, "铁观音", "乌龙", 98.0),
            (7, "熟普洱", "普洱", 108.0)]
    con.executemany("INSERT INTO teas VALUES (?,?,?,?)", teas)
    visits, lines = [], []
    for v in range(1, 1201):
        r = rng.choice(rooms)
        guests = rng.randint(2, r[2])
        hours = rng.choice([1.5, 2.0, 2.5, 3.0, 4.0])
        chosen = rng.sample(teas[:-1], rng.randint(1, 3))  # nobody has had the 熟普洱
        tea_cost = 0.0
        for t in chosen:
            pots = rng.randint(1, 3)
            lines.append((v, t[0], pots))
            tea_cost += pots * t[3]
        visits.append((v, r[0], day(rng, dt.date(TODAY.year - 1, 1, 1)).isoformat(), guests, hours,
                       round(hours * r[3] + tea_cost, 2)))
    con.executemany("INSERT INTO visits VALUES (?,?,?,?,?,?)", visits)
    con.executemany("INSERT INTO visit_teas VALUES (?,?,?)", lines)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(60)
    print_shop(rng)
    teahouse(rng)
