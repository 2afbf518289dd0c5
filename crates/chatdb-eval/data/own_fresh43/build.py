#!/usr/bin/env python3
"""Builds the databases of our forty-fourth own set (own_fresh43), written
to be held out: scored when written, before any change aimed at it. A
university's research office asked in English (`research`: departments
of a faculty, researchers with a title, grants from an agency with an
amount and a term, papers with a citation count) and a supermarket's
loyalty scheme with English names asked about only in Chinese
(`loyalty`: stores of a district, members of a level, purchases with an
amount and the points earned, redemptions of points for a gift). Seeded,
anchored at today.

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


def research(rng):
    con = open_db("research")
    con.executescript(
        """
        CREATE TABLE departments (dept_id INTEGER PRIMARY KEY, dept_name TEXT NOT NULL, faculty TEXT NOT NULL);
        CREATE TABLE researchers (
            researcher_id INTEGER PRIMARY KEY, full_name TEXT NOT NULL,
            dept_id INTEGER NOT NULL REFERENCES departments(dept_id), title TEXT NOT NULL, hired_on DATE NOT NULL);
        CREATE TABLE grants (
            grant_id INTEGER PRIMARY KEY, researcher_id INTEGER NOT NULL REFERENCES researchers(researcher_id),
            agency TEXT NOT NULL, amount REAL NOT NULL, awarded_on DATE NOT NULL, ends_on DATE NOT NULL);
        CREATE TABLE papers (
            paper_id INTEGER PRIMARY KEY, researcher_id INTEGER NOT NULL REFERENCES researchers(researcher_id),
            title TEXT NOT NULL, journal TEXT NOT NULL, published_on DATE NOT NULL, citations INTEGER NOT NULL);
        """
    )
    depts = [(1, "Physics", "Science"), (2, "Chemistry", "Science"), (3, "Biology", "Science"),
             (4, "History", "Humanities"), (5, "Economics", "Social Sciences"), (6, "Computer Science", "Engineering"),
             (7, "Civil Engineering", "Engineering")]
    con.executemany("INSERT INTO departments VALUES (?,?,?)", depts)
    first = ["Ada", "Boris", "Clara", "Dmitri", "Elena", "Felix", "Greta", "Hugo", "Irene", "Jonas", "Karin", "Luis",
             "Mira", "Nils", "Olga", "Pavel", "Rosa", "Sven", "Tara", "Umar"]
    last = ["Adler", "Berg", "Costa", "Dahl", "Eder", "Fink", "Gray", "Holm", "Ito", "Jung", "Klein"]
    titles = ["Professor", "Associate Professor", "Lecturer", "Research Fellow"]
    researchers = []
    for i in range(1, 91):
        researchers.append((i, f"{first[i % 20]} {last[(i * 3) % 11]}", 1 + (i * 5) % 7,
                            titles[[0, 1, 1, 2, 2, 2, 3, 3, 0, 1][i % 10]],
                            day(rng, dt.date(TODAY.year - 15, 1, 1), TODAY - dt.timedelta(days=30)).isoformat()))
    con.executemany("INSERT INTO researchers VALUES (?,?,?,?,?)", researchers)
    agencies = ["NSF", "NIH", "ERC", "Wellcome Trust", "DOE"]
    grants = []
    for g in range(1, 301):
        r = rng.choice(researchers[:80])  # ten researchers hold no grant
        awarded = day(rng, dt.date(TODAY.year - 5, 1, 1), TODAY - dt.timedelta(days=3))
        ends = awarded + dt.timedelta(days=365 * rng.choice([1, 2, 3, 5]))
        amount = round(rng.choice([50, 120, 250, 400, 800, 1500]) * 1000 * rng.uniform(0.8, 1.2), -2)
        grants.append((g, r[0], rng.choices(agencies, [5, 3, 2, 1, 2])[0], amount, awarded.isoformat(), ends.isoformat()))
    con.executemany("INSERT INTO grants VALUES (?,?,?,?,?,?)", grants)
    journals = ["Nature", "Science", "PLOS ONE", "Physical Review", "The Lancet", "JACM"]
    words = ["Quantum", "Protein", "Network", "Market", "Urban", "Neural", "Climate", "Medieval", "Bridge", "Graph"]
    nouns = ["Dynamics", "Folding", "Models", "Inequality", "Resilience", "Learning", "Feedback", "Trade", "Design"]
    papers = []
    for p in range(1, 1201):
        r = rng.choice(researchers)
        published = day(rng, dt.date(TODAY.year - 6, 1, 1), TODAY - dt.timedelta(days=1))
        age = (TODAY - published).days
        papers.append((p, r[0], f"{rng.choice(words)} {rng.choice(nouns)} {p}", rng.choice(journals), published.isoformat(),
                       int(rng.expovariate(1 / (1 + age / 40)))))
    con.executemany("INSERT INTO papers VALUES (?,?,?,?,?,?)", papers)
    con.commit()


def loyalty(rng):
    con = open_db("loyalty")
    con.executescript(
        """
        CREATE TABLE stores (store_id INTEGER PRIMARY KEY, store_name TEXT NOT NULL, district TEXT NOT NULL);
        CREATE TABLE members (member_id INTEGER PRIMARY KEY, member_name TEXT NOT NULL, level TEXT NOT NULL, joined_on DATE NOT NULL);
        CREATE TABLE purchases (
            purchase_id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL REFERENCES members(member_id),
            store_id INTEGER NOT NULL REFERENCES stores(store_id), purchased_at DATETIME NOT NULL,
            amount REAL NOT NULL, points_earned INTEGER NOT NULL);
        CREATE TABLE redemptions (
            redemption_id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL REFERENCES members(member_id),
            redeemed_at DATETIME NOT NULL, points_used INTEGER NOT NULL, gift_name TEXT NOT NULL);
        """
    )
    stores = [(1, "陆家嘴店", "浦东新区"), (2, "张江店", "浦东新区"), (3, "世纪公园店", "浦东新区"), (4, "徐家汇店", "徐汇区"),
              (5, "田林店", "徐汇区"), (6, "静安寺店", "静安区")]
    con.executemany("INSERT INTO stores VALUES (?,?,?)", stores)
    surnames = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗"
    given = ["子涵", "欣怡", "浩然", "梓轩", "雨桐", "宇航", "思彤", "俊杰", "诗琪", "博文", "佳怡", "一诺"]
    members = []
    for i in range(1, 1501):
        members.append((i, surnames[i % 20] + given[(i * 7) % 12], rng.choices(["普通", "银卡", "金卡"], [6, 3, 1])[0],
                        day(rng, dt.date(TODAY.year - 3, 1, 1), TODAY - dt.timedelta(days=1)).isoformat()))
    con.executemany("INSERT INTO members VALUES (?,?,?,?)", members)
    purchases = []
    now = dt.datetime.combine(TODAY, dt.time(8, 0))
    for i in range(1, 20001):
        m = rng.choice(members)
        start = max(dt.date.fromisoformat(m[3]), dt.date(TODAY.year - 1, 1, 1))
        when = dt.datetime.combine(day(rng, start), dt.time(rng.randrange(8, 22), rng.randrange(60)))
        if when >= now:
            continue
        amount = round(rng.lognormvariate(4.5, 0.7) * (1.5 if m[2] == "金卡" else 1.0), 2)
        purchases.append((i, m[0], rng.choices(stores, [5, 3, 2, 4, 2, 3])[0][0], when.isoformat(sep=" "), amount, int(amount)))
    con.executemany("INSERT INTO purchases VALUES (?,?,?,?,?,?)", purchases)
    gifts = ["购物袋", "保温杯", "电影票", "抵用券", "食用油"]
    reds = []
    for i in range(1, 1201):
        m = rng.choice(members[:1100])  # four hundred members never redeem
        when = dt.datetime.combine(day(rng, max(dt.date.fromisoformat(m[3]), dt.date(TODAY.year - 1, 1, 1))),
                                   dt.time(rng.randrange(9, 21), rng.randrange(60)))
        if when >= now:
            continue
        reds.append((i, m[0], when.isoformat(sep=" "), rng.choice([200, 500, 1000]), rng.choices(gifts, [5, 2, 3, 4, 1])[0]))
    con.executemany("INSERT INTO redemptions VALUES (?,?,?,?,?)", reds)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(43)
    research(rng)
    loyalty(rng)
