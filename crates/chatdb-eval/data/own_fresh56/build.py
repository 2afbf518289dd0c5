#!/usr/bin/env python3
"""Builds the databases of our fifty-seventh own set (own_fresh56), written
to be held out: scored when written, in the middle of a session, after
that session's changes from own_fresh55. A translation agency asked in
English (`translation`: translators with a native language and a rate per
word, clients of a country, jobs of a client from one language into
another, given to a translator, with a word count, the fee charged, the
day it came in, the day it was due, the day it was delivered — empty
while open — and a status) and a works canteen with English names asked
about only in Chinese (`canteen`: serving windows, dishes of a category —
荤菜, 素菜, 主食, 汤 — served at a window at a price, and sales of a dish
on a day, with the number of portions, the amount paid and how it was
paid — 饭卡, 微信, 支付宝). Seeded, anchored at today.

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


def translation(rng):
    con = open_db("translation")
    con.executescript(
        """
        CREATE TABLE translators (translator_id INTEGER PRIMARY KEY, name TEXT NOT NULL,
                                  native_language TEXT NOT NULL, rate_per_word REAL NOT NULL);
        CREATE TABLE clients (client_id INTEGER PRIMARY KEY, company TEXT NOT NULL, country TEXT NOT NULL);
        CREATE TABLE jobs (job_id INTEGER PRIMARY KEY, client_id INTEGER NOT NULL REFERENCES clients(client_id),
                           translator_id INTEGER NOT NULL REFERENCES translators(translator_id),
                           source_language TEXT NOT NULL, target_language TEXT NOT NULL,
                           word_count INTEGER NOT NULL, fee REAL NOT NULL, received_on DATE NOT NULL,
                           due_on DATE NOT NULL, delivered_on DATE, status TEXT NOT NULL);
        """
    )
    translators = [(1, "Marie Dubois", "French", 0.11), (2, "Hans Keller", "German", 0.12),
                   (3, "Li Na", "Chinese", 0.09), (4, "Yuki Sato", "Japanese", 0.13),
                   (5, "Carlos Ruiz", "Spanish", 0.10), (6, "Anna Rossi", "Italian", 0.105),
                   (7, "Wang Lei", "Chinese", 0.085), (8, "Pierre Martin", "French", 0.115)]
    con.executemany("INSERT INTO translators VALUES (?,?,?,?)", translators)
    countries = ["UK", "USA", "Germany", "France", "China", "Japan"]
    clients = [(c, f"{w} {s}", countries[c % 6]) for c, (w, s) in enumerate(
        [(a, b) for a in ["Acme", "Globex", "Initech", "Umbrella", "Stark", "Wayne", "Tyrell"]
         for b in ["Ltd", "GmbH", "Inc"]], start=1)]
    con.executemany("INSERT INTO clients VALUES (?,?,?)", clients)
    jobs = []
    for j in range(1, 901):
        t = rng.choices(translators, [5, 4, 6, 3, 4, 2, 5, 3])[0]
        src = "English"
        words = rng.choice([250, 500, 800, 1200, 2000, 3500, 5000, 8000])
        received = day(rng, dt.date(TODAY.year - 1, 1, 1), TODAY)
        due = received + dt.timedelta(days=rng.choice([2, 3, 5, 7, 10]))
        if received > TODAY - dt.timedelta(days=8) and rng.random() < 0.6:
            delivered, status = None, "in progress"
        elif rng.random() < 0.04:
            delivered, status = None, "cancelled"
        else:
            late = rng.random() < 0.15
            delivered = due + dt.timedelta(days=rng.randint(1, 4)) if late else due - dt.timedelta(days=rng.randint(0, 2))
            status = "delivered"
        jobs.append((j, rng.choice(clients)[0], t[0], src, t[2], words, round(words * t[3], 2),
                     received.isoformat(), due.isoformat(), delivered.isoformat() if delivered else None, status))
    con.executemany("INSERT INTO jobs VALUES (?,?,?,?,?,?,?,?,?,?,?)", jobs)
    con.commit()


def canteen(rng):
    con = open_db("canteen")
    con.executescript(
        """
        CREATE TABLE windows (window_id INTEGER PRIMARY KEY, window_name TEXT NOT NULL, floor INTEGER NOT NULL);
        CREATE TABLE dishes (dish_id INTEGER PRIMARY KEY, dish_name TEXT NOT NULL, category TEXT NOT NULL,
                             window_id INTEGER NOT NULL REFERENCES windows(window_id), price REAL NOT NULL);
        CREATE TABLE sales (sale_id INTEGER PRIMARY KEY, dish_id INTEGER NOT NULL REFERENCES dishes(dish_id),
                            sale_date DATE NOT NULL, portions INTEGER NOT NULL, amount REAL NOT NULL,
                            payment TEXT NOT NULL);
        """
    )
    windows = [(1, "一号窗口", 1), (2, "二号窗口", 1), (3, "面食窗口", 1), (4, "清真窗口", 2), (5, "小炒窗口", 2)]
    con.executemany("INSERT INTO windows VALUES (?,?,?)", windows)
    dishes = [(1, "红烧肉", "荤菜", 1, 12.0), (2, "宫保鸡丁", "荤菜", 1, 10.0), (3, "清炒时蔬", "素菜", 2, 5.0),
              (4, "麻婆豆腐", "素菜", 2, 6.0), (5, "米饭", "主食", 2, 1.0), (6, "牛肉面", "主食", 3, 15.0),
              (7, "西红柿鸡蛋汤", "汤", 2, 3.0), (8, "手抓饭", "主食", 4, 16.0), (9, "羊肉串", "荤菜", 4, 4.0),
              (10, "回锅肉", "荤菜", 5, 14.0), (11, "紫菜蛋花汤", "汤", 1, 2.5), (12, "酸辣土豆丝", "素菜", 5, 7.0)]
    con.executemany("INSERT INTO dishes VALUES (?,?,?,?,?)", dishes)
    sales = []
    for s in range(1, 4001):
        d = rng.choices(dishes, [8, 7, 6, 5, 12, 6, 4, 2, 3, 4, 3, 5])[0]
        when = day(rng, dt.date(TODAY.year, 1, 1), TODAY)
        portions = rng.choices([1, 2, 3], [20, 4, 1])[0]
        sales.append((s, d[0], when.isoformat(), portions, d[4] * portions, rng.choices(["饭卡", "微信", "支付宝"], [6, 3, 2])[0]))
    con.executemany("INSERT INTO sales VALUES (?,?,?,?,?,?)", sales)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(56)
    translation(rng)
    canteen(rng)
