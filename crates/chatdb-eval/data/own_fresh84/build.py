#!/usr/bin/env python3
"""Builds the databases of our eighty-fifth own set (own_fresh84), written
at the start of the session of 2026-12-06 (fourth) and kept unrun until
its end, to measure the session's changes on databases nobody tuned on.
A tattoo studio asked in English (`tattoo`: artists with a specialty;
clients from a city; appointments of a client with an artist on a day, in
a style, for some hours at a price) and a study room (自习室) with
English names asked about only in Chinese (`studyroom`: seats in a zone
with an hourly price; members of a card level who joined on a day;
reservations of a seat by a member on a day for some hours, with the
amount paid). Seeded, anchored at today.

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


def tattoo(rng):
    con = open_db("tattoo")
    con.executescript(
        """
        CREATE TABLE artists (artist_id INTEGER PRIMARY KEY, artist_name TEXT NOT NULL, specialty TEXT NOT NULL);
        CREATE TABLE clients (client_id INTEGER PRIMARY KEY, client_name TEXT NOT NULL, city TEXT NOT NULL);
        CREATE TABLE appointments (appointment_id INTEGER PRIMARY KEY,
                                   artist_id INTEGER NOT NULL REFERENCES artists(artist_id),
                                   client_id INTEGER NOT NULL REFERENCES clients(client_id),
                                   appt_date DATE NOT NULL, style TEXT NOT NULL, hours REAL NOT NULL,
                                   price REAL NOT NULL);
        """
    )
    artists = [(1, "Lena Park", "Fine line"), (2, "Marco Diaz", "Traditional"), (3, "Sofia Berg", "Blackwork"),
               (4, "Kai Turner", "Realism"), (5, "June Ito", "Watercolor")]
    con.executemany("INSERT INTO artists VALUES (?,?,?)", artists)
    first = ["Amy", "Ben", "Cara", "Dan", "Eva", "Finn", "Gia", "Hugo"]
    last = ["Cole", "Ward", "Lowe", "Nash", "Price"]
    names = rng.sample([f"{f} {s}" for f in first for s in last], 26)
    cities = ["Leeds", "York", "Bradford", "Harrogate"]
    clients = [(i, n, rng.choice(cities)) for i, n in enumerate(names, start=1)]
    con.executemany("INSERT INTO clients VALUES (?,?,?)", clients)
    styles = ["Fine line", "Traditional", "Blackwork", "Realism", "Watercolor"]
    appts = []
    for a in range(1, 201):
        artist = rng.choice(artists[:4]) if a > 150 else rng.choice(artists)  # June has had none lately
        when = day(rng, TODAY - dt.timedelta(days=480), TODAY - dt.timedelta(days=40)) if artist[0] == 5 \
            else day(rng, TODAY - dt.timedelta(days=480))
        hours = float(rng.choice([1, 1.5, 2, 3, 4, 6]))
        style = artist[2] if rng.random() < 0.7 else rng.choice(styles)
        appts.append((a, artist[0], rng.choice(clients[:-2])[0], when.isoformat(), style, hours,
                      round(hours * rng.uniform(90, 140), 2)))
    con.executemany("INSERT INTO appointments VALUES (?,?,?,?,?,?,?)", appts)
    con.commit()


def studyroom(rng):
    con = open_db("studyroom")
    con.executescript(
        """
        CREATE TABLE seats (seat_id INTEGER PRIMARY KEY, seat_no TEXT NOT NULL, zone TEXT NOT NULL,
                            hourly_price REAL NOT NULL);
        CREATE TABLE members (member_id INTEGER PRIMARY KEY, member_name TEXT NOT NULL, member_level TEXT NOT NULL,
                              joined_on DATE NOT NULL);
        CREATE TABLE reservations (reservation_id INTEGER PRIMARY KEY,
                                   seat_id INTEGER NOT NULL REFERENCES seats(seat_id),
                                   member_id INTEGER NOT NULL REFERENCES members(member_id),
                                   res_date DATE NOT NULL, hours REAL NOT NULL, amount REAL NOT NULL);
        """
    )
    zones = ["静音区", "讨论区", "窗边"]
    prices = rng.sample([x / 2 for x in range(8, 40)], 24)  # no ties
    seats = [(i, f"{'ABC'[(i - 1) % 3]}{i:02d}", zones[(i - 1) % 3] if i != 24 else "静音区", prices[i - 1])
             for i in range(1, 25)]
    con.executemany("INSERT INTO seats VALUES (?,?,?,?)", seats)
    surnames = "李王张刘陈杨"
    given = ["明", "华", "婷", "强", "丽", "杰"]
    names = rng.sample([s + g for s in surnames for g in given], 30)
    if "李明" not in names:
        names[0] = "李明"
    last_month_end = TODAY.replace(day=1) - dt.timedelta(days=1)
    members = [(i, n, rng.choice(["月卡", "次卡", "年卡"]),
                (day(rng, last_month_end.replace(day=1), last_month_end) if i % 9 == 0  # a few joined last month
                 else day(rng, TODAY - dt.timedelta(days=600))).isoformat()) for i, n in enumerate(names, start=1)]
    con.executemany("INSERT INTO members VALUES (?,?,?,?)", members)
    res = []
    for r in range(1, 361):
        seat = rng.choice(seats)
        hours = float(rng.choice([2, 3, 4, 6, 8]))
        res.append((r, seat[0], rng.choice(members[:-3])[0], day(rng, TODAY - dt.timedelta(days=400)).isoformat(),
                    hours, round(hours * seat[3], 2)))
    con.executemany("INSERT INTO reservations VALUES (?,?,?,?,?,?)", res)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(84)
    tattoo(rng)
    studyroom(rng)
