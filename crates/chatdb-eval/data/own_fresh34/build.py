#!/usr/bin/env python3
"""Builds the databases of our thirty-fifth own set (own_fresh34), written
to be held out: scored when written, before any change aimed at it. A
news publisher asked in English (`newsroom`: authors, articles, page views)
and a city's car parks with English names asked about only in Chinese
(`parking`: car parks, parking sessions — one still parked has not left —,
monthly passes). Seeded, anchored at today.

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


def newsroom(rng):
    con = open_db("newsroom")
    con.executescript(
        """
        CREATE TABLE authors (author_id INTEGER PRIMARY KEY, author_name TEXT NOT NULL, desk TEXT NOT NULL, hired_on DATE NOT NULL);
        CREATE TABLE articles (
            article_id INTEGER PRIMARY KEY,
            author_id INTEGER NOT NULL REFERENCES authors(author_id),
            headline TEXT NOT NULL, section TEXT NOT NULL, published_at DATETIME NOT NULL,
            word_count INTEGER NOT NULL, is_paywalled BOOLEAN NOT NULL);
        CREATE TABLE page_views (
            view_id INTEGER PRIMARY KEY,
            article_id INTEGER NOT NULL REFERENCES articles(article_id),
            viewed_at DATETIME NOT NULL, country TEXT NOT NULL, seconds_read INTEGER NOT NULL);
        """
    )
    sections = ["politics", "sport", "business", "culture", "science"]
    names = ["Ada Quinn", "Ben Okafor", "Clara Voss", "Dev Patel", "Erin Walsh", "Felix Moreau", "Grace Lin",
             "Hugo Brandt", "Iris Novak", "Jonas Berg", "Kemi Adeyemi", "Liam Foster"]
    authors = [(i, n, sections[i % 5], day(rng, dt.date(2012, 1, 1), dt.date(TODAY.year, 6, 1)).isoformat())
               for i, n in enumerate(names, start=1)]
    con.executemany("INSERT INTO authors VALUES (?,?,?,?)", authors)
    words = ["Budget", "Election", "Final", "Market", "Festival", "Vaccine", "Strike", "Merger", "Derby", "Comet",
             "Reform", "Record", "Tariff", "Premiere", "Drought"]
    articles = []
    for i in range(1, 801):
        a = rng.choices(authors[:-2], [6, 5, 5, 4, 4, 3, 3, 3, 2, 1])[0]  # the last two have written nothing
        sec = a[2] if rng.random() < 0.8 else rng.choice(sections)
        when = dt.datetime.combine(day(rng, max(dt.date.fromisoformat(a[3]), dt.date(TODAY.year - 2, 1, 1))),
                                   dt.time(rng.randrange(6, 23), rng.randrange(60)))
        head = f"{rng.choice(words)} {rng.choice(['talks', 'shock', 'latest', 'explained', 'live', 'verdict'])} #{i}"
        articles.append((i, a[0], head, sec, when.isoformat(sep=" "), rng.randrange(300, 3000) + i % 3,
                         1 if rng.random() < 0.35 else 0))
    con.executemany("INSERT INTO articles VALUES (?,?,?,?,?,?,?)", articles)
    views = []
    countries = ["UK", "US", "Ireland", "Germany", "India", "Australia"]
    for i in range(1, 20001):
        art = rng.choices(articles, [1 + (j * 7919) % 23 for j in range(len(articles))])[0]
        start = dt.datetime.fromisoformat(art[4])
        when = start + dt.timedelta(minutes=rng.randrange(1, 60 * 24 * 20))
        if when.date() > TODAY:
            when = dt.datetime.combine(TODAY, dt.time(0, 30))
        views.append((i, art[0], when.isoformat(sep=" "), rng.choices(countries, [8, 5, 2, 1, 2, 1])[0],
                      rng.randrange(5, 600)))
    con.executemany("INSERT INTO page_views VALUES (?,?,?,?,?)", views)
    con.commit()


def parking(rng):
    con = open_db("parking")
    con.executescript(
        """
        CREATE TABLE car_parks (park_id INTEGER PRIMARY KEY, park_name TEXT NOT NULL, district TEXT NOT NULL,
            capacity INTEGER NOT NULL, hourly_rate REAL NOT NULL);
        CREATE TABLE parking_sessions (
            session_id INTEGER PRIMARY KEY,
            park_id INTEGER NOT NULL REFERENCES car_parks(park_id),
            plate TEXT NOT NULL, entered_at DATETIME NOT NULL, left_at DATETIME, fee REAL);
        CREATE TABLE monthly_passes (
            pass_id INTEGER PRIMARY KEY,
            park_id INTEGER NOT NULL REFERENCES car_parks(park_id),
            plate TEXT NOT NULL, starts_on DATE NOT NULL, ends_on DATE NOT NULL, price REAL NOT NULL);
        """
    )
    parks = [(1, "陆家嘴中心停车场", "浦东新区", 420, 15.0), (2, "世纪公园停车场", "浦东新区", 260, 10.0),
             (3, "徐家汇地下停车场", "徐汇区", 350, 12.0), (4, "静安寺停车库", "静安区", 180, 18.0),
             (5, "南京西路停车场", "静安区", 120, 16.0), (6, "人民广场停车库", "黄浦区", 500, 14.0),
             (7, "外滩停车场", "黄浦区", 90, 20.0)]
    con.executemany("INSERT INTO car_parks VALUES (?,?,?,?,?)", parks)
    plates = [f"沪{'ABCDE'[i % 5]}{12000 + i * 53}" for i in range(300)]
    now = dt.datetime.combine(TODAY, dt.time(12, 0))
    sessions = []
    for i in range(1, 6001):
        p = rng.choices(parks, [5, 3, 4, 3, 2, 6, 2])[0]
        plate = rng.choices(plates, [1 + (j * 31) % 17 for j in range(len(plates))])[0]
        entered = dt.datetime.combine(day(rng, dt.date(TODAY.year - 1, 1, 1)), dt.time(rng.randrange(7, 22), rng.randrange(60)))
        hours = rng.randrange(1, 9)
        left = entered + dt.timedelta(hours=hours, minutes=rng.randrange(60))
        if left > now:
            sessions.append((i, p[0], plate, entered.isoformat(sep=" "), None, None))  # still parked
        else:
            sessions.append((i, p[0], plate, entered.isoformat(sep=" "), left.isoformat(sep=" "), round(hours * p[4] + i % 5 * 0.5, 2)))
    for k, i in enumerate(range(6001, 6013)):
        sessions.append((i, parks[k % 7][0], plates[k * 7], (now - dt.timedelta(hours=k % 5 + 1)).isoformat(sep=" "), None, None))
    con.executemany("INSERT INTO parking_sessions VALUES (?,?,?,?,?,?)", sessions)
    passes = []
    for i in range(1, 151):
        p = rng.choice(parks)
        start = day(rng, dt.date(TODAY.year - 1, 1, 1)).replace(day=1)
        months = rng.choice([1, 3, 6, 12])
        end = (start + dt.timedelta(days=31 * months)).replace(day=1) - dt.timedelta(days=1)
        passes.append((i, p[0], rng.choice(plates), start.isoformat(), end.isoformat(), round(months * p[4] * 40, 2)))
    con.executemany("INSERT INTO monthly_passes VALUES (?,?,?,?,?,?)", passes)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(34)
    newsroom(rng)
    parking(rng)
