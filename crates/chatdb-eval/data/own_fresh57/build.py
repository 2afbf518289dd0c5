#!/usr/bin/env python3
"""Builds the databases of our fifty-eighth own set (own_fresh57), written
to be held out: scored when written, late in a session, after that
session's changes from own_fresh55 and own_fresh56. An escape-room venue
asked in English (`escape_rooms`: rooms of a theme and a difficulty with a
price per person, bookings of a room on a day by a group of a size, with
the amount paid, whether the group got out and, when it did, the minutes
it took) and an EV charging network with English names asked about only
in Chinese (`charging`: stations in a district, chargers at a station of
a kind — 快充, 慢充 — and a power in kW, charging sessions on a charger on
a day with the energy in kWh, the minutes, the fee and how it was paid —
微信, 支付宝, 会员卡). Seeded, anchored at today.

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


def escape_rooms(rng):
    con = open_db("escape_rooms")
    con.executescript(
        """
        CREATE TABLE rooms (room_id INTEGER PRIMARY KEY, room_name TEXT NOT NULL, theme TEXT NOT NULL,
                            difficulty TEXT NOT NULL, price_per_person REAL NOT NULL);
        CREATE TABLE bookings (booking_id INTEGER PRIMARY KEY, room_id INTEGER NOT NULL REFERENCES rooms(room_id),
                               booking_date DATE NOT NULL, group_size INTEGER NOT NULL, amount REAL NOT NULL,
                               escaped INTEGER NOT NULL, minutes_taken INTEGER);
        """
    )
    rooms = [(1, "The Pharaoh's Tomb", "history", "hard", 32.0), (2, "Prison Break", "crime", "medium", 28.0),
             (3, "Haunted Manor", "horror", "hard", 30.0), (4, "Space Station Zeta", "sci-fi", "medium", 29.0),
             (5, "The Wizard's Study", "fantasy", "easy", 25.0), (6, "Bank Heist", "crime", "expert", 35.0)]
    con.executemany("INSERT INTO rooms VALUES (?,?,?,?,?)", rooms)
    rate = {"easy": 0.85, "medium": 0.62, "hard": 0.41, "expert": 0.22}
    bookings = []
    for b in range(1, 1601):
        r = rng.choices(rooms, [5, 6, 5, 4, 3, 2])[0]
        when = day(rng, dt.date(TODAY.year - 1, 1, 1), TODAY)
        size = rng.choice([2, 3, 4, 4, 5, 6])
        escaped = 1 if rng.random() < rate[r[3]] else 0
        minutes = rng.randint(38, 60) if escaped else None
        bookings.append((b, r[0], when.isoformat(), size, r[4] * size, escaped, minutes))
    con.executemany("INSERT INTO bookings VALUES (?,?,?,?,?,?,?)", bookings)
    con.commit()


def charging(rng):
    con = open_db("charging")
    con.executescript(
        """
        CREATE TABLE stations (station_id INTEGER PRIMARY KEY, station_name TEXT NOT NULL, district TEXT NOT NULL);
        CREATE TABLE chargers (charger_id INTEGER PRIMARY KEY, station_id INTEGER NOT NULL REFERENCES stations(station_id),
                               charger_type TEXT NOT NULL, power_kw REAL NOT NULL);
        CREATE TABLE sessions (session_id INTEGER PRIMARY KEY, charger_id INTEGER NOT NULL REFERENCES chargers(charger_id),
                               session_date DATE NOT NULL, energy_kwh REAL NOT NULL, minutes INTEGER NOT NULL,
                               fee REAL NOT NULL, payment TEXT NOT NULL);
        """
    )
    stations = [(1, "科技园充电站", "南山区"), (2, "会展中心充电站", "福田区"), (3, "机场充电站", "宝安区"),
                (4, "东门充电站", "罗湖区"), (5, "大学城充电站", "南山区"), (6, "龙华汽车站充电站", "龙华区")]
    con.executemany("INSERT INTO stations VALUES (?,?,?)", stations)
    chargers = []
    cid = 0
    for s in stations:
        for _ in range(rng.randint(4, 10)):
            cid += 1
            fast = rng.random() < 0.55
            chargers.append((cid, s[0], "快充" if fast else "慢充", rng.choice([60.0, 120.0, 160.0]) if fast else 7.0))
    con.executemany("INSERT INTO chargers VALUES (?,?,?,?)", chargers)
    sessions = []
    for n in range(1, 5001):
        c = rng.choice(chargers[:-3])  # the last three chargers have never been used
        when = day(rng, dt.date(TODAY.year, 1, 1), TODAY)
        kwh = round(rng.uniform(8, 60), 2)
        minutes = int(kwh / min(c[3], 60) * 60 * rng.uniform(1.1, 1.5)) + 5
        fee = round(kwh * (1.6 if c[2] == "快充" else 1.2), 2)
        sessions.append((n, c[0], when.isoformat(), kwh, minutes, fee, rng.choices(["微信", "支付宝", "会员卡"], [5, 3, 2])[0]))
    con.executemany("INSERT INTO sessions VALUES (?,?,?,?,?,?,?)", sessions)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(57)
    escape_rooms(rng)
    charging(rng)
