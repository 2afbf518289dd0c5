#!/usr/bin/env python3
"""Builds the databases of our twentieth own set (own_fresh19), written to
be held out: scored when written, before any change aimed at it. A music
streaming service (`music`: artists, albums, tracks, listeners, plays)
asked in English and Chinese, and an insurer with English names asked
about only in Chinese (`insurance`: customers, agents, policies, claims).
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


def music(rng):
    con = open_db("music")
    con.executescript(
        """
        CREATE TABLE artists (artist_id INTEGER PRIMARY KEY, artist_name TEXT NOT NULL, country TEXT NOT NULL,
            genre TEXT NOT NULL);
        CREATE TABLE albums (
            album_id INTEGER PRIMARY KEY, artist_id INTEGER NOT NULL REFERENCES artists(artist_id),
            title TEXT NOT NULL, released_on DATE NOT NULL);
        CREATE TABLE tracks (
            track_id INTEGER PRIMARY KEY, album_id INTEGER NOT NULL REFERENCES albums(album_id),
            title TEXT NOT NULL, duration_sec INTEGER NOT NULL, explicit INTEGER NOT NULL);
        CREATE TABLE listeners (
            listener_id INTEGER PRIMARY KEY, username TEXT NOT NULL, country TEXT NOT NULL,
            subscription TEXT NOT NULL, joined_on DATE NOT NULL);
        CREATE TABLE plays (
            play_id INTEGER PRIMARY KEY,
            track_id INTEGER NOT NULL REFERENCES tracks(track_id),
            listener_id INTEGER NOT NULL REFERENCES listeners(listener_id),
            played_at DATETIME NOT NULL, seconds_played INTEGER NOT NULL);
        """
    )
    countries = ["Sweden", "United States", "United Kingdom", "South Korea", "China", "Brazil"]
    genres = ["pop", "rock", "jazz", "hip hop", "electronic", "folk"]
    words = ["Blue", "Night", "Silver", "River", "Echo", "Golden", "Paper", "Neon", "Wild", "Quiet", "Glass", "North"]
    artists = [(i, f"{rng.choice(words)} {rng.choice(['Foxes', 'Lights', 'Parade', 'Owls', 'Kids', 'Static'])}",
                rng.choice(countries), rng.choice(genres)) for i in range(1, 41)]
    con.executemany("INSERT INTO artists VALUES (?,?,?,?)", artists)
    albums = []
    for a in artists:
        for _ in range(rng.randrange(1, 5)):
            albums.append((len(albums) + 1, a[0], f"{rng.choice(words)} {rng.choice(words)}",
                           day(rng, dt.date(TODAY.year - 8, 1, 1)).isoformat()))
    con.executemany("INSERT INTO albums VALUES (?,?,?,?)", albums)
    tracks = []
    for al in albums:
        for _ in range(rng.randrange(6, 13)):
            tracks.append((len(tracks) + 1, al[0], f"{rng.choice(words)} {rng.choice(['Song', 'Dance', 'Dream', 'Road', 'Heart'])}",
                           rng.randrange(120, 420), 1 if rng.random() < 0.15 else 0))
    con.executemany("INSERT INTO tracks VALUES (?,?,?,?,?)", tracks)
    listeners = [(i, f"user{i:04d}", rng.choices(countries, [2, 5, 3, 2, 4, 2])[0],
                  rng.choices(["free", "premium", "family"], [6, 3, 1])[0],
                  day(rng, dt.date(TODAY.year - 3, 1, 1)).isoformat()) for i in range(1, 801)]
    con.executemany("INSERT INTO listeners VALUES (?,?,?,?,?)", listeners)
    plays = []
    popular = tracks[: len(tracks) * 2 // 3]  # the last third is never played
    for i in range(1, 12001):
        t = popular[int(rng.triangular(0, len(popular), 0))]
        who = listeners[rng.randrange(len(listeners))]
        first_day = max(dt.date.fromisoformat(who[4]), dt.date(TODAY.year - 1, 1, 1))
        when = dt.datetime.combine(day(rng, first_day), dt.time(rng.randrange(24), rng.randrange(60)))
        plays.append((i, t[0], who[0], when.isoformat(sep=" "), rng.randrange(10, t[3] + 1)))
    con.executemany("INSERT INTO plays VALUES (?,?,?,?,?)", plays)
    con.commit()


def insurance(rng):
    con = open_db("insurance")
    con.executescript(
        """
        CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, full_name TEXT NOT NULL, gender TEXT NOT NULL,
            birth_date DATE NOT NULL, province TEXT NOT NULL);
        CREATE TABLE agents (agent_id INTEGER PRIMARY KEY, agent_name TEXT NOT NULL, branch TEXT NOT NULL);
        CREATE TABLE policies (
            policy_id INTEGER PRIMARY KEY,
            customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
            agent_id INTEGER NOT NULL REFERENCES agents(agent_id),
            product TEXT NOT NULL, premium REAL NOT NULL, start_date DATE NOT NULL, end_date DATE NOT NULL,
            status TEXT NOT NULL);
        CREATE TABLE claims (
            claim_id INTEGER PRIMARY KEY, policy_id INTEGER NOT NULL REFERENCES policies(policy_id),
            claim_date DATE NOT NULL, amount REAL NOT NULL, status TEXT NOT NULL);
        """
    )
    provinces = ["Guangdong", "Zhejiang", "Jiangsu", "Sichuan", "Shandong", "Hubei"]
    given = ["Wei", "Fang", "Lei", "Jing", "Tao", "Min", "Yan", "Jun", "Hui", "Bo", "Li", "Xin"]
    family = ["Zhang", "Wang", "Li", "Zhao", "Chen", "Liu", "Sun", "Zhou", "Wu", "Xu"]
    customers = [(i, f"{rng.choice(family)} {rng.choice(given)}", rng.choice(["F", "M"]),
                  day(rng, dt.date(1950, 1, 1), dt.date(2002, 12, 31)).isoformat(), rng.choice(provinces))
                 for i in range(1, 601)]
    con.executemany("INSERT INTO customers VALUES (?,?,?,?,?)", customers)
    agents = [(i, f"{rng.choice(family)} {rng.choice(given)}", rng.choice(["Guangzhou", "Hangzhou", "Nanjing", "Chengdu"]))
              for i in range(1, 26)]
    con.executemany("INSERT INTO agents VALUES (?,?,?)", agents)
    products = {"auto": (2000, 8000), "home": (500, 3000), "life": (3000, 20000), "health": (1000, 6000)}
    policies = []
    for i in range(1, 1501):
        product = rng.choices(list(products), [5, 2, 2, 3])[0]
        lo, hi = products[product]
        start = day(rng, dt.date(TODAY.year - 4, 1, 1))
        end = start + dt.timedelta(days=365 * rng.choice([1, 1, 1, 5, 10]))
        status = "cancelled" if rng.random() < 0.08 else ("active" if end > TODAY else "lapsed")
        agent = 1 if rng.random() < 0.04 else int(rng.triangular(1, 26, 1))  # agent 1 sells the most
        policies.append((i, rng.randrange(1, 541), agent, product, round(rng.uniform(lo, hi), 2),
                         start.isoformat(), end.isoformat(), status))
    con.executemany("INSERT INTO policies VALUES (?,?,?,?,?,?,?,?)", policies)
    claims = []
    for p in policies:
        for _ in range(rng.choices([0, 1, 2, 3], [6, 3, 1, 1])[0]):
            start = dt.date.fromisoformat(p[5])
            claims.append((len(claims) + 1, p[0], day(rng, start, min(TODAY, start + dt.timedelta(days=900))).isoformat(),
                           round(rng.expovariate(1 / 6000), 2), rng.choices(["paid", "rejected", "pending"], [6, 2, 1])[0]))
    con.executemany("INSERT INTO claims VALUES (?,?,?,?,?)", claims)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(19)
    music(rng)
    insurance(rng)
