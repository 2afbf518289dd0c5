#!/usr/bin/env python3
"""Builds the databases of our seventy-fourth own set (own_fresh73), written
at the start of the session of 2026-12-05 (second), before the engine had
seen these databases. A testing laboratory asked in English (`lab`:
clients of a sector; samples of a type from a client, received on a day;
tests of a sample by a method, run on a day by an analyst, passed or not,
taking hours) and livestream selling with English names asked about only in
Chinese (`livestream`: hosts of a platform; streams of a host on a day,
lasting minutes, with a peak viewer count; orders placed during a stream,
an item, a quantity, the amount and whether it was refunded). Seeded,
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


def lab(rng):
    con = open_db("lab")
    con.executescript(
        """
        CREATE TABLE clients (client_id INTEGER PRIMARY KEY, client_name TEXT NOT NULL, sector TEXT NOT NULL);
        CREATE TABLE samples (sample_id INTEGER PRIMARY KEY,
                              client_id INTEGER NOT NULL REFERENCES clients(client_id),
                              sample_type TEXT NOT NULL, received_date DATE NOT NULL);
        CREATE TABLE tests (test_id INTEGER PRIMARY KEY,
                            sample_id INTEGER NOT NULL REFERENCES samples(sample_id),
                            method TEXT NOT NULL, analyst TEXT NOT NULL, test_date DATE NOT NULL,
                            passed INTEGER NOT NULL, hours REAL NOT NULL);
        """
    )
    clients = [(1, "Greenfield Water", "utilities"), (2, "Orchard Foods", "food"), (3, "Riverside Council", "public"),
               (4, "Apex Pharma", "pharma"), (5, "Hilltop Dairy", "food"), (6, "Blue Lake Brewing", "food"),
               (7, "Northgate Hospital", "health")]
    con.executemany("INSERT INTO clients VALUES (?,?,?)", clients)
    samples = []
    for s in range(1, 401):
        c = rng.choices(clients[:-1], [5, 4, 2, 3, 3, 1])[0]  # the hospital has sent nothing yet
        samples.append((s, c[0], rng.choices(["water", "food", "soil", "swab"], [4, 4, 1, 2])[0],
                        day(rng, dt.date(TODAY.year - 1, 1, 1)).isoformat()))
    con.executemany("INSERT INTO samples VALUES (?,?,?,?)", samples)
    tests = []
    t = 0
    for s in samples:
        for _ in range(rng.randint(1, 3)):
            t += 1
            received = dt.date.fromisoformat(s[3])
            done = min(received + dt.timedelta(days=rng.randint(0, 6)), TODAY)
            tests.append((t, s[0], rng.choices(["PCR", "culture", "ICP-MS", "HPLC"], [3, 4, 2, 2])[0],
                          rng.choices(["Ana", "Bilal", "Chen", "Dora"], [4, 3, 3, 1])[0], done.isoformat(),
                          int(rng.random() < 0.85), rng.choice([1.5, 2.0, 4.0, 6.0, 24.0])))
    con.executemany("INSERT INTO tests VALUES (?,?,?,?,?,?,?)", tests)
    con.commit()


def livestream(rng):
    con = open_db("livestream")
    con.executescript(
        """
        CREATE TABLE hosts (host_id INTEGER PRIMARY KEY, host_name TEXT NOT NULL, platform TEXT NOT NULL);
        CREATE TABLE streams (stream_id INTEGER PRIMARY KEY,
                              host_id INTEGER NOT NULL REFERENCES hosts(host_id),
                              stream_date DATE NOT NULL, duration_min INTEGER NOT NULL, peak_viewers INTEGER NOT NULL);
        CREATE TABLE orders (order_id INTEGER PRIMARY KEY,
                             stream_id INTEGER NOT NULL REFERENCES streams(stream_id),
                             item TEXT NOT NULL, quantity INTEGER NOT NULL, amount REAL NOT NULL,
                             refunded INTEGER NOT NULL);
        """
    )
    hosts = [(1, "小美", "抖音"), (2, "阿强", "快手"), (3, "果果", "抖音"), (4, "老李", "淘宝直播"), (5, "甜甜", "快手")]
    con.executemany("INSERT INTO hosts VALUES (?,?,?)", hosts)
    streams = []
    for s in range(1, 241):
        h = rng.choices(hosts[:-1], [5, 3, 4, 2])[0]  # 甜甜 has not streamed yet
        streams.append((s, h[0], day(rng, dt.date(TODAY.year - 1, 1, 1)).isoformat(),
                        rng.choice([60, 90, 120, 180]), rng.randint(300, 20000)))
    con.executemany("INSERT INTO streams VALUES (?,?,?,?,?)", streams)
    items = {"赣南脐橙": 39.9, "五常大米": 59.0, "云南鲜花饼": 29.9, "阳澄湖大闸蟹": 199.0, "新疆红枣": 45.0}
    orders = []
    for o in range(1, 3001):
        s = rng.choice(streams)
        item = rng.choices(list(items), [5, 3, 4, 1, 3])[0]
        q = rng.randint(1, 4)
        orders.append((o, s[0], item, q, round(q * items[item], 2), int(rng.random() < 0.08)))
    con.executemany("INSERT INTO orders VALUES (?,?,?,?,?,?)", orders)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(73)
    lab(rng)
    livestream(rng)
