#!/usr/bin/env python3
"""Builds the databases of our eighty-fourth own set (own_fresh83), written
at the start of the session of 2026-12-06 (fourth) before the engine ran on
them. A recording studio asked in English (`recording`: studios with an
hourly rate; artists of a genre; sessions of an artist in a studio on a
day, for some hours, with an engineer and the fee charged) and a fishing
fleet with English names asked about only in Chinese (`fleet`: boats of a
home port with a length and the year built; catches a boat landed on a
day, of a species, weighed in kilograms and sold for an amount). Seeded,
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


def recording(rng):
    con = open_db("recording")
    con.executescript(
        """
        CREATE TABLE studios (studio_id INTEGER PRIMARY KEY, studio_name TEXT NOT NULL, hourly_rate REAL NOT NULL);
        CREATE TABLE artists (artist_id INTEGER PRIMARY KEY, artist_name TEXT NOT NULL, genre TEXT NOT NULL);
        CREATE TABLE sessions (session_id INTEGER PRIMARY KEY,
                               studio_id INTEGER NOT NULL REFERENCES studios(studio_id),
                               artist_id INTEGER NOT NULL REFERENCES artists(artist_id),
                               session_date DATE NOT NULL, hours REAL NOT NULL, engineer TEXT NOT NULL,
                               fee REAL NOT NULL);
        """
    )
    studios = [(1, "Studio A", 85.0), (2, "Studio B", 60.0), (3, "The Booth", 45.0), (4, "Live Room", 120.0)]
    con.executemany("INSERT INTO studios VALUES (?,?,?)", studios)
    names = ["The Low Tides", "Nora Vale", "Copper Lane", "Mika Stone", "Velvet Static", "Jonah Reyes",
             "Blue Harbour", "Ada Quinn", "Night Owls", "Leo Marsh", "Paper Kites", "Ruby Fox"]
    genres = ["Rock", "Jazz", "Pop", "Folk"]
    artists = [(i, n, genres[(i * 7) % 4]) for i, n in enumerate(names, start=1)]
    con.executemany("INSERT INTO artists VALUES (?,?,?)", artists)
    engineers = ["Mia Chen", "Tom Park", "Ravi Shah"]
    sessions = []
    active = [a[0] for a in artists[:-2]]  # the last two have not recorded for over a year
    for s in range(1, 181):
        studio = rng.choice(studios)
        when = day(rng, TODAY - dt.timedelta(days=500))
        artist = rng.choice(active)
        hours = float(rng.choice([2, 3, 4, 5, 6, 8]))
        sessions.append((s, studio[0], artist, when.isoformat(), hours, rng.choice(engineers),
                         round(hours * studio[2], 2)))
    for s, artist in ((181, 11), (182, 12)):
        when = TODAY - dt.timedelta(days=400 + s)
        sessions.append((s, 3, artist, when.isoformat(), 2.0, "Tom Park", 90.0))
    con.executemany("INSERT INTO sessions VALUES (?,?,?,?,?,?,?)", sessions)
    con.commit()


def fleet(rng):
    con = open_db("fleet")
    con.executescript(
        """
        CREATE TABLE boats (boat_id INTEGER PRIMARY KEY, boat_name TEXT NOT NULL, home_port TEXT NOT NULL,
                            length_m REAL NOT NULL, built_year INTEGER NOT NULL);
        CREATE TABLE catches (catch_id INTEGER PRIMARY KEY, boat_id INTEGER NOT NULL REFERENCES boats(boat_id),
                              species TEXT NOT NULL, weight_kg REAL NOT NULL, landed_on DATE NOT NULL,
                              sale_amount REAL NOT NULL);
        """
    )
    ports = ["舟山", "石浦", "象山"]
    years = rng.sample([y for y in range(1996, 2024) if y != 2010], 10)  # none built in 2010 itself
    lengths = rng.sample(range(18, 46), 10)  # no ties
    boats = [(i, f"浙渔{100 + i * 7}", ports[i % 3], float(lengths[i - 1]), years[i - 1]) for i in range(1, 11)]
    con.executemany("INSERT INTO boats VALUES (?,?,?,?,?)", boats)
    species = {"带鱼": 38.0, "小黄鱼": 45.0, "鲳鱼": 60.0, "梭子蟹": 90.0}
    catches = []
    working = [b[0] for b in boats if b[0] != 10]  # boat 10 has been laid up since last year
    for c in range(1, 241):
        boat = rng.choice(working)
        sp = rng.choice(list(species))
        kg = round(rng.uniform(80, 1500), 1)
        catches.append((c, boat, sp, kg, day(rng, TODAY - dt.timedelta(days=450)).isoformat(),
                        round(kg * species[sp] * rng.uniform(0.8, 1.2), 2)))
    catches.append((241, 10, "带鱼", 300.0, dt.date(TODAY.year - 1, 3, 5).isoformat(), 11000.0))
    con.executemany("INSERT INTO catches VALUES (?,?,?,?,?,?)", catches)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(83)
    recording(rng)
    fleet(rng)
