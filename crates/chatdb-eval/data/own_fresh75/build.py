#!/usr/bin/env python3
"""Builds the databases of our seventy-sixth own set (own_fresh75), written
at the start of the session of 2026-12-06, before the engine had seen these
databases. Greenhouses asked in English (`greenhouse`: houses growing a
crop over an area; daily readings of a house's temperature and humidity;
harvests of a house on a day, in kilograms) and traffic violations with
English names asked about only in Chinese (`traffic`: drivers of a
district; vehicles with a plate, of a type, owned by a driver; violations of
a vehicle on a day, an offence, a fine, penalty points and whether the fine
is paid). Seeded, anchored at today.

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


def greenhouse(rng):
    con = open_db("greenhouse")
    con.executescript(
        """
        CREATE TABLE houses (house_id INTEGER PRIMARY KEY, house_name TEXT NOT NULL, crop TEXT NOT NULL,
                             area_m2 REAL NOT NULL);
        CREATE TABLE readings (reading_id INTEGER PRIMARY KEY,
                               house_id INTEGER NOT NULL REFERENCES houses(house_id),
                               reading_date DATE NOT NULL, temperature_c REAL NOT NULL, humidity_pct REAL NOT NULL);
        CREATE TABLE harvests (harvest_id INTEGER PRIMARY KEY,
                               house_id INTEGER NOT NULL REFERENCES houses(house_id),
                               harvest_date DATE NOT NULL, kg REAL NOT NULL);
        """
    )
    houses = [(1, "North 1", "tomato", 1200.0), (2, "North 2", "tomato", 900.0), (3, "South 1", "cucumber", 1500.0),
              (4, "South 2", "pepper", 800.0), (5, "East", "lettuce", 600.0), (6, "West", "strawberry", 1000.0)]
    con.executemany("INSERT INTO houses VALUES (?,?,?,?)", houses)
    readings = []
    r = 0
    start = TODAY - dt.timedelta(days=400)
    for h in houses:
        warm, damp = rng.uniform(-2, 2), rng.uniform(-8, 8)
        d = start
        while d <= TODAY:
            r += 1
            season = 6 * (1 - abs((d.timetuple().tm_yday - 196) / 182))
            readings.append((r, h[0], d.isoformat(), round(18 + season + warm + rng.gauss(0, 4), 1),
                             round(min(98, max(30, 70 + damp + rng.gauss(0, 8))), 1)))
            d += dt.timedelta(days=1)
    con.executemany("INSERT INTO readings VALUES (?,?,?,?,?)", readings)
    harvests = []
    k = 0
    for h in houses[:-1]:  # the strawberries were planted late: nothing harvested yet
        d = start + dt.timedelta(days=rng.randint(0, 20))
        while d <= TODAY:
            k += 1
            harvests.append((k, h[0], d.isoformat(), round(h[3] * rng.uniform(0.05, 0.3), 1)))
            d += dt.timedelta(days=rng.randint(5, 12))
    con.executemany("INSERT INTO harvests VALUES (?,?,?,?)", harvests)
    con.commit()


def traffic(rng):
    con = open_db("traffic")
    con.executescript(
        """
        CREATE TABLE drivers (driver_id INTEGER PRIMARY KEY, driver_name TEXT NOT NULL, district TEXT NOT NULL);
        CREATE TABLE vehicles (vehicle_id INTEGER PRIMARY KEY, plate TEXT NOT NULL UNIQUE,
                               driver_id INTEGER NOT NULL REFERENCES drivers(driver_id), vehicle_type TEXT NOT NULL);
        CREATE TABLE violations (violation_id INTEGER PRIMARY KEY,
                                 vehicle_id INTEGER NOT NULL REFERENCES vehicles(vehicle_id),
                                 violation_date DATE NOT NULL, offence TEXT NOT NULL, fine REAL NOT NULL,
                                 points INTEGER NOT NULL, paid INTEGER NOT NULL);
        """
    )
    surnames = "王李张刘陈杨赵黄周吴徐孙"
    given = ["伟", "芳", "磊", "静", "军", "敏", "涛", "丽", "强", "燕"]
    names = rng.sample([s + g for s in surnames for g in given], 50)
    drivers = [(i, n, rng.choices(["朝阳区", "海淀区", "丰台区", "通州区"], [4, 4, 2, 2])[0])
               for i, n in enumerate(names, start=1)]
    con.executemany("INSERT INTO drivers VALUES (?,?,?)", drivers)
    plates = rng.sample(range(10000, 99999), 70)
    vehicles = [(1, "京A12345", 1, "轿车")]
    for v in range(2, 71):
        vehicles.append((v, f"京{rng.choice('ABCEFGHJKLNPQ')}{plates[v - 1]}", rng.choice(drivers)[0],
                         rng.choices(["轿车", "货车", "摩托车"], [7, 2, 1])[0]))
    con.executemany("INSERT INTO vehicles VALUES (?,?,?,?)", vehicles)
    offences = {"超速": (200, 3), "闯红灯": (200, 6), "违停": (150, 0), "不系安全带": (50, 2), "逆行": (200, 3)}
    violations = []
    for i in range(1, 901):
        v = rng.choice(vehicles[:-6])  # the last six vehicles have a clean record
        o = rng.choices(list(offences), [5, 2, 6, 2, 1])[0]
        when = day(rng, dt.date(TODAY.year - 1, 1, 1))
        paid = int((TODAY - when).days > 15 and rng.random() < 0.9)
        violations.append((i, v[0], when.isoformat(), o, offences[o][0], offences[o][1], paid))
    con.executemany("INSERT INTO violations VALUES (?,?,?,?,?,?,?)", violations)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(75)
    greenhouse(rng)
    traffic(rng)
