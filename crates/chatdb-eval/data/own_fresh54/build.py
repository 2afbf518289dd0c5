#!/usr/bin/env python3
"""Builds the databases of our fifty-fifth own set (own_fresh54), written
to be held out: scored when written, late in a session, after that
session's changes. An auction house asked in English (`auctions`:
auctions held in a city on a day, bidders of a country, lots of a
category offered at an auction with a low and a high estimate and — when
sold — a hammer price and a buyer) and a wedding planner with English
names asked about only in Chinese (`weddings`: planners of a level,
packages — 简约, 经典, 豪华, 定制 — with a price, weddings of a couple with
a package and a planner on a day in a city, with a number of guests, the
amount charged and a status — 已完成, 筹备中, 已取消). Seeded, anchored at
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


def auctions(rng):
    con = open_db("auctions")
    con.executescript(
        """
        CREATE TABLE auctions (auction_id INTEGER PRIMARY KEY, title TEXT NOT NULL, auction_date DATE NOT NULL,
                               city TEXT NOT NULL);
        CREATE TABLE bidders (bidder_id INTEGER PRIMARY KEY, name TEXT NOT NULL, country TEXT NOT NULL);
        CREATE TABLE lots (lot_id INTEGER PRIMARY KEY, auction_id INTEGER NOT NULL REFERENCES auctions(auction_id),
                           lot_title TEXT NOT NULL, category TEXT NOT NULL, estimate_low REAL NOT NULL,
                           estimate_high REAL NOT NULL, hammer_price REAL,
                           buyer_id INTEGER REFERENCES bidders(bidder_id));
        """
    )
    cities = ["London", "London", "Paris", "New York", "Geneva", "Hong Kong"]
    auctions = []
    for a in range(1, 61):
        when = day(rng, dt.date(TODAY.year - 1, 1, 5), TODAY - dt.timedelta(days=3))
        city = cities[a % 6]
        auctions.append((a, f"{city} {['Spring', 'Summer', 'Autumn', 'Winter'][a % 4]} Sale {a}", when.isoformat(), city))
    con.executemany("INSERT INTO auctions VALUES (?,?,?,?)", auctions)
    first = ["Anna", "Louis", "Mei", "James", "Sofia", "Hans", "Olivia", "Kenji", "Clara", "Omar"]
    countries = ["UK", "UK", "France", "USA", "USA", "USA", "Switzerland", "China", "Japan", "Germany"]
    bidders = [(i, f"{first[i % 10]} {chr(65 + (i * 7) % 26)}{i}", countries[(i * 3) % 10]) for i in range(1, 151)]
    con.executemany("INSERT INTO bidders VALUES (?,?,?)", bidders)
    cats = [("painting", 20000, 4), ("jewellery", 8000, 3), ("furniture", 5000, 2), ("watch", 12000, 2)]
    nouns = {"painting": ["Landscape", "Portrait", "Still Life", "Seascape"], "jewellery": ["Necklace", "Ring", "Brooch"],
             "furniture": ["Cabinet", "Table", "Chair"], "watch": ["Chronograph", "Pocket Watch", "Diver"]}
    lots = []
    for l in range(1, 1501):
        a = rng.choice(auctions)
        c = rng.choices(cats, [x[2] for x in cats])[0]
        low = round(c[1] * rng.uniform(0.3, 3.0), -2)
        high = low * 1.5
        sold = rng.random() < 0.72
        price = round(low * rng.uniform(0.8, 2.2), -1) if sold else None
        buyer = rng.choice(bidders[:-12])[0] if sold else None  # twelve bidders never won a lot
        lots.append((l, a[0], f"{rng.choice(nouns[c[0]])} no. {l}", c[0], low, high, price, buyer))
    con.executemany("INSERT INTO lots VALUES (?,?,?,?,?,?,?,?)", lots)
    con.commit()


def weddings(rng):
    con = open_db("weddings")
    con.executescript(
        """
        CREATE TABLE planners (planner_id INTEGER PRIMARY KEY, name TEXT NOT NULL, level TEXT NOT NULL);
        CREATE TABLE packages (package_id INTEGER PRIMARY KEY, package_name TEXT NOT NULL, price REAL NOT NULL);
        CREATE TABLE weddings (wedding_id INTEGER PRIMARY KEY, couple_name TEXT NOT NULL,
                               package_id INTEGER NOT NULL REFERENCES packages(package_id),
                               planner_id INTEGER NOT NULL REFERENCES planners(planner_id),
                               wedding_date DATE NOT NULL, city TEXT NOT NULL, guest_count INTEGER NOT NULL,
                               total_amount REAL NOT NULL, status TEXT NOT NULL);
        """
    )
    planners = [(1, "林晓", "资深"), (2, "周敏", "资深"), (3, "陈静", "普通"), (4, "王芳", "普通"), (5, "赵雪", "普通"),
                (6, "孙悦", "实习")]
    con.executemany("INSERT INTO planners VALUES (?,?,?)", planners)
    packages = [(1, "简约", 38000.0), (2, "经典", 68000.0), (3, "豪华", 128000.0), (4, "定制", 200000.0)]
    con.executemany("INSERT INTO packages VALUES (?,?,?)", packages)
    sur = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗"
    weddings = []
    for w in range(1, 801):
        p = rng.choices(packages, [5, 6, 3, 1])[0]
        pl = rng.choices(planners[:-1], [6, 6, 4, 4, 3])[0]  # the intern has no wedding yet
        when = day(rng, dt.date(TODAY.year - 1, 1, 1), TODAY + dt.timedelta(days=120))
        if when > TODAY:
            status = "筹备中"
        else:
            status = "已取消" if rng.random() < 0.06 else "已完成"
        guests = rng.choice([60, 80, 100, 120, 150, 180, 200, 250, 300, 350, 400])
        weddings.append((w, f"{sur[w % 20]}{sur[(w * 7) % 20]}夫妇{w}", p[0], pl[0], when.isoformat(),
                         rng.choice(["上海", "上海", "杭州", "苏州", "南京"]), guests,
                         round(p[2] + guests * rng.choice([0, 100, 150, 200]), 0), status))
    con.executemany("INSERT INTO weddings VALUES (?,?,?,?,?,?,?,?,?)", weddings)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(54)
    auctions(rng)
    weddings(rng)
