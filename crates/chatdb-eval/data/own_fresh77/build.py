#!/usr/bin/env python3
"""Builds the databases of our seventy-eighth own set (own_fresh77),
written at the start of the session of 2026-12-06 (second), before the
engine had seen these databases. Weather stations asked in English
(`weather`: stations of a region at an elevation, opened on a day; daily
readings of a station — highest and lowest temperature in degrees C,
rainfall in mm, wind in km/h) and a dairy farm with English names asked
about only in Chinese (`dairy`: cows with an ear tag, a breed, a barn and a
birthday; milkings of a cow on a day, morning or evening, in litres;
treatments of a cow on a day with a drug and its cost). Seeded, anchored
at today.

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


def weather(rng):
    con = open_db("weather")
    con.executescript(
        """
        CREATE TABLE stations (station_id INTEGER PRIMARY KEY, station_name TEXT NOT NULL, region TEXT NOT NULL,
                               elevation_m INTEGER NOT NULL, opened_on DATE NOT NULL);
        CREATE TABLE readings (reading_id INTEGER PRIMARY KEY,
                               station_id INTEGER NOT NULL REFERENCES stations(station_id),
                               reading_date DATE NOT NULL, temp_max_c REAL NOT NULL, temp_min_c REAL NOT NULL,
                               rainfall_mm REAL NOT NULL, wind_kmh REAL NOT NULL);
        """
    )
    stations = [(1, "Hilltop", "North", 812, "2009-04-01"), (2, "Riverside", "North", 95, "2012-06-15"),
                (3, "Airport", "South", 41, "2005-01-10"), (4, "Harbour", "South", 3, "2017-09-01"),
                (5, "Forest Edge", "East", 330, "2019-03-20"), (6, "Old Mill", "East", 150, "2014-11-11"),
                (7, "Summit", "West", 1460, "2021-07-07"), (8, "Lakeside", "West", 220, "2025-05-05")]
    con.executemany("INSERT INTO stations VALUES (?,?,?,?,?)", stations)
    readings = []
    r = 0
    d = TODAY - dt.timedelta(days=500)
    while d <= TODAY:
        season = 12 * __import__("math").sin((d.timetuple().tm_yday - 110) / 365 * 6.283)
        for s in stations:
            if s[0] == 8 and TODAY.replace(day=1) - dt.timedelta(days=31) <= d < TODAY.replace(day=1):
                continue  # Lakeside was down all last month
            if dt.date.fromisoformat(s[4]) > d:
                continue
            r += 1
            base = 14 + season - s[3] / 150
            hi = round(base + rng.uniform(2, 9), 1)
            lo = round(base - rng.uniform(2, 9), 1)
            rain = round(rng.choices([0, rng.uniform(0.2, 20), rng.uniform(20, 70)], [6, 3, 1])[0], 1)
            readings.append((r, s[0], d.isoformat(), hi, lo, rain, round(rng.uniform(2, 30) + s[3] / 100, 1)))
        d += dt.timedelta(days=1)
    con.executemany("INSERT INTO readings VALUES (?,?,?,?,?,?,?)", readings)
    con.commit()


def dairy(rng):
    con = open_db("dairy")
    con.executescript(
        """
        CREATE TABLE cows (cow_id INTEGER PRIMARY KEY, ear_tag TEXT NOT NULL, breed TEXT NOT NULL,
                           barn TEXT NOT NULL, born_on DATE NOT NULL);
        CREATE TABLE milkings (milking_id INTEGER PRIMARY KEY, cow_id INTEGER NOT NULL REFERENCES cows(cow_id),
                               milk_date DATE NOT NULL, session TEXT NOT NULL, litres REAL NOT NULL);
        CREATE TABLE treatments (treatment_id INTEGER PRIMARY KEY, cow_id INTEGER NOT NULL REFERENCES cows(cow_id),
                                 treat_date DATE NOT NULL, drug TEXT NOT NULL, cost REAL NOT NULL);
        """
    )
    cows = []
    for i in range(1, 46):
        cows.append((i, f"CN-{1000 + i * 7}", rng.choices(["荷斯坦", "娟姗", "西门塔尔"], [6, 2, 1])[0],
                     rng.choice(["1号", "2号", "3号"]), day(rng, dt.date(2019, 1, 1), dt.date(2024, 6, 30)).isoformat()))
    con.executemany("INSERT INTO cows VALUES (?,?,?,?,?)", cows)
    milkings = []
    m = 0
    d = TODAY - dt.timedelta(days=400)
    while d <= TODAY:
        for c in cows[:-4]:  # four heifers are not milked yet
            for session in ("早上", "晚上"):
                m += 1
                milkings.append((m, c[0], d.isoformat(), session,
                                 round(rng.uniform(8, 18) * (0.8 if c[2] == "娟姗" else 1.0), 1)))
        d += dt.timedelta(days=1)
    con.executemany("INSERT INTO milkings VALUES (?,?,?,?,?)", milkings)
    drugs = {"青霉素": 35.0, "头孢": 60.0, "驱虫药": 20.0, "维生素": 12.0}
    treatments = []
    for t in range(1, 140):
        drug = rng.choices(list(drugs), [5, 3, 2, 2])[0]
        treatments.append((t, rng.choice(cows[:30])[0], day(rng, TODAY - dt.timedelta(days=400)).isoformat(), drug,
                           round(drugs[drug] * rng.uniform(1, 3), 1)))
    con.executemany("INSERT INTO treatments VALUES (?,?,?,?,?)", treatments)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(77)
    weather(rng)
    dairy(rng)
