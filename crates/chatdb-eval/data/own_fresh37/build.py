#!/usr/bin/env python3
"""Builds the databases of our thirty-eighth own set (own_fresh37),
written to be held out: scored when written, before any change aimed at
it. An online game asked in English (`game`: players, matches, each
player's result in a match, in-game purchases) and a group of scenic
spots with English names asked about only in Chinese (`scenic`: spots,
tickets sold for a visit day, visitors' reviews). Seeded, anchored at
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


def game(rng):
    con = open_db("game")
    con.executescript(
        """
        CREATE TABLE players (player_id INTEGER PRIMARY KEY, username TEXT NOT NULL, country TEXT NOT NULL, signed_up_at DATETIME NOT NULL);
        CREATE TABLE matches (match_id INTEGER PRIMARY KEY, mode TEXT NOT NULL, started_at DATETIME NOT NULL, duration_sec INTEGER NOT NULL);
        CREATE TABLE match_results (
            match_id INTEGER NOT NULL REFERENCES matches(match_id),
            player_id INTEGER NOT NULL REFERENCES players(player_id),
            kills INTEGER NOT NULL, deaths INTEGER NOT NULL, won INTEGER NOT NULL,
            PRIMARY KEY (match_id, player_id));
        CREATE TABLE purchases (
            purchase_id INTEGER PRIMARY KEY,
            player_id INTEGER NOT NULL REFERENCES players(player_id),
            item TEXT NOT NULL, price_usd REAL NOT NULL, purchased_at DATETIME NOT NULL);
        """
    )
    countries = ["Brazil", "Germany", "Japan", "Poland", "United States", "Korea", "France"]
    syll = ["zor", "ka", "vex", "lin", "tor", "mi", "rax", "on", "shi", "dra", "quo", "pel"]
    players = []
    for i in range(1, 401):
        name = rng.choice(syll).capitalize() + rng.choice(syll) + str(i)
        when = dt.datetime.combine(day(rng, dt.date(TODAY.year - 2, 1, 1)), dt.time(rng.randrange(24), rng.randrange(60)))
        players.append((i, name, rng.choices(countries, [5, 3, 4, 2, 5, 3, 2])[0], when.isoformat(sep=" ")))
    con.executemany("INSERT INTO players VALUES (?,?,?,?)", players)
    matches, results = [], []
    for i in range(1, 3001):
        when = dt.datetime.combine(day(rng, dt.date(TODAY.year - 1, 1, 1)), dt.time(rng.randrange(24), rng.randrange(60)))
        mode = rng.choices(["ranked", "casual", "arena"], [3, 5, 2])[0]
        matches.append((i, mode, when.isoformat(sep=" "), rng.randrange(300, 2400)))
        signed = [p for p in players if p[3] < when.isoformat(sep=" ")]
        if len(signed) < 4:
            continue
        who = rng.sample(signed[:-20] if len(signed) > 40 else signed, 4)  # the newest twenty rarely play
        winner = rng.randrange(4)
        for k, p in enumerate(who):
            results.append((i, p[0], rng.randrange(0, 15), rng.randrange(0, 12), 1 if k == winner else 0))
    con.executemany("INSERT INTO matches VALUES (?,?,?,?)", matches)
    con.executemany("INSERT INTO match_results VALUES (?,?,?,?,?)", results)
    items = [("Battle Pass", 9.99), ("Skin Pack", 4.99), ("Gem Bundle", 19.99), ("XP Boost", 1.99), ("Emote", 2.99)]
    purchases = []
    for i in range(1, 2501):
        p = rng.choice(players[:300])  # players 301..400 never buy
        it = rng.choices(items, [2, 4, 1, 5, 3])[0]
        start = max(dt.date.fromisoformat(p[3][:10]), dt.date(TODAY.year - 1, 1, 1))
        when = dt.datetime.combine(day(rng, start), dt.time(rng.randrange(24), rng.randrange(60)))
        purchases.append((i, p[0], it[0], it[1], when.isoformat(sep=" ")))
    con.executemany("INSERT INTO purchases VALUES (?,?,?,?,?)", purchases)
    con.commit()


def scenic(rng):
    con = open_db("scenic")
    con.executescript(
        """
        CREATE TABLE spots (spot_id INTEGER PRIMARY KEY, spot_name TEXT NOT NULL, city TEXT NOT NULL, level TEXT NOT NULL, opened_year INTEGER NOT NULL);
        CREATE TABLE tickets (
            ticket_id INTEGER PRIMARY KEY,
            spot_id INTEGER NOT NULL REFERENCES spots(spot_id),
            sold_at DATETIME NOT NULL, visit_date DATE NOT NULL,
            ticket_type TEXT NOT NULL, channel TEXT NOT NULL, price REAL NOT NULL);
        CREATE TABLE reviews (
            review_id INTEGER PRIMARY KEY,
            spot_id INTEGER NOT NULL REFERENCES spots(spot_id),
            score INTEGER NOT NULL, content TEXT, created_at DATETIME NOT NULL);
        """
    )
    spots = [(1, "西湖", "杭州", "5A", 1985), (2, "灵隐寺", "杭州", "4A", 1990), (3, "拙政园", "苏州", "5A", 1988),
             (4, "周庄古镇", "苏州", "4A", 1995), (5, "中山陵", "南京", "5A", 1986), (6, "夫子庙", "南京", "4A", 1991),
             (7, "千岛湖", "杭州", "5A", 2001), (8, "同里古镇", "苏州", "3A", 2005)]
    con.executemany("INSERT INTO spots VALUES (?,?,?,?,?)", spots)
    base = {1: 0, 2: 75, 3: 80, 4: 100, 5: 0, 6: 0, 7: 150, 8: 100}
    base = {k: (v if v else 40) for k, v in base.items()}
    factor = {"成人": 1.0, "学生": 0.5, "儿童": 0.3, "老人": 0.5}
    tickets = []
    for i in range(1, 9001):
        s = rng.choices(spots, [6, 4, 4, 3, 4, 3, 2, 1])[0]
        sold = dt.datetime.combine(day(rng, dt.date(TODAY.year - 1, 1, 1)), dt.time(rng.randrange(7, 23), rng.randrange(60)))
        visit = sold.date() + dt.timedelta(days=rng.choices([0, 1, 2, 7], [5, 3, 1, 1])[0])
        t = rng.choices(list(factor), [6, 2, 1, 1])[0]
        tickets.append((i, s[0], sold.isoformat(sep=" "), visit.isoformat(), t,
                        rng.choices(["线上", "窗口"], [7, 3])[0], round(base[s[0]] * factor[t], 2)))
    con.executemany("INSERT INTO tickets VALUES (?,?,?,?,?,?,?)", tickets)
    words = {5: "非常好", 4: "不错", 3: "一般", 2: "人太多", 1: "很差"}
    reviews = []
    for i in range(1, 1201):
        s = rng.choice(spots[:7])  # 同里古镇: no review yet
        mean = 4.4 if s[0] in (1, 3) else 3.6
        score = max(1, min(5, round(rng.gauss(mean, 0.9))))
        when = dt.datetime.combine(day(rng, dt.date(TODAY.year - 1, 1, 1)), dt.time(rng.randrange(24), rng.randrange(60)))
        reviews.append((i, s[0], score, words[score] if rng.random() < 0.7 else None, when.isoformat(sep=" ")))
    con.executemany("INSERT INTO reviews VALUES (?,?,?,?,?)", reviews)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(37)
    game(rng)
    scenic(rng)
