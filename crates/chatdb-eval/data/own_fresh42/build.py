#!/usr/bin/env python3
"""Builds the databases of our forty-third own set (own_fresh42), written
to be held out: scored when written, before any change aimed at it. A
ride-hailing service asked in English (`rides`: drivers of a city,
riders, trips with a fare, a distance, a 0/1 `cancelled` flag and a
rating — empty when the rider gave none) and a pet grooming shop with
English names asked about only in Chinese (`petcare`: owners, their pets
of a species and breed, services with a price, appointments with a
status and the amount paid). Seeded, anchored at today.

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


def rides(rng):
    con = open_db("rides")
    con.executescript(
        """
        CREATE TABLE drivers (driver_id INTEGER PRIMARY KEY, driver_name TEXT NOT NULL, city TEXT NOT NULL,
                              car_model TEXT NOT NULL, joined_on DATE NOT NULL);
        CREATE TABLE riders (rider_id INTEGER PRIMARY KEY, rider_name TEXT NOT NULL, signed_up_on DATE NOT NULL);
        CREATE TABLE trips (
            trip_id INTEGER PRIMARY KEY,
            driver_id INTEGER NOT NULL REFERENCES drivers(driver_id),
            rider_id INTEGER NOT NULL REFERENCES riders(rider_id),
            requested_at DATETIME NOT NULL, distance_km REAL NOT NULL, fare REAL NOT NULL,
            cancelled INTEGER NOT NULL, rating INTEGER);
        """
    )
    first = ["Ali", "Bea", "Carlos", "Dee", "Eli", "Fay", "Gus", "Hal", "Ines", "Jon", "Kim", "Leo"]
    last = ["Moss", "Nash", "Ortiz", "Price", "Quinn", "Reyes", "Stone", "Tran"]
    cities = ["Austin", "Denver", "Seattle", "Boston"]
    models = ["Toyota Prius", "Honda Civic", "Tesla Model 3", "Kia Niro"]
    drivers = []
    for i in range(1, 41):
        joined = day(rng, dt.date(TODAY.year - 3, 1, 1), TODAY - dt.timedelta(days=10))
        drivers.append((i, f"{first[i % 12]} {last[(i * 5) % 8]}", cities[[0, 0, 1, 2, 3, 0, 2, 1, 0, 3][i % 10]],
                        rng.choice(models), joined.isoformat()))
    con.executemany("INSERT INTO drivers VALUES (?,?,?,?,?)", drivers)
    riders = [(i, f"rider_{i:04d}", day(rng, dt.date(TODAY.year - 2, 1, 1), TODAY - dt.timedelta(days=5)).isoformat()) for i in range(1, 1201)]
    con.executemany("INSERT INTO riders VALUES (?,?,?)", riders)
    trips = []
    now = dt.datetime.combine(TODAY, dt.time(6, 0))
    for i in range(1, 16001):
        d = rng.choices(drivers, [1 + (k % 7) for k in range(40)])[0]
        r = rng.choice(riders[:1150])  # fifty riders never ride
        start = max(dt.date.fromisoformat(d[4]), dt.date.fromisoformat(r[2]), dt.date(TODAY.year - 1, 1, 1))
        when = dt.datetime.combine(day(rng, start, TODAY - dt.timedelta(days=1)), dt.time(rng.randrange(24), rng.randrange(60)))
        if when >= now:
            continue
        km = round(rng.uniform(1.0, 30.0), 1)
        cancelled = 1 if rng.random() < 0.08 else 0
        fare = 0.0 if cancelled else round(3.0 + km * 1.6, 2)
        rating = None if cancelled or rng.random() < 0.3 else min(5, max(1, round(rng.gauss(4.2 - (d[0] % 5) * 0.15, 0.8))))
        trips.append((i, d[0], r[0], when.isoformat(sep=" "), km, fare, cancelled, rating))
    con.executemany("INSERT INTO trips VALUES (?,?,?,?,?,?,?,?)", trips)
    con.commit()


def petcare(rng):
    con = open_db("petcare")
    con.executescript(
        """
        CREATE TABLE owners (owner_id INTEGER PRIMARY KEY, owner_name TEXT NOT NULL, phone TEXT NOT NULL);
        CREATE TABLE pets (
            pet_id INTEGER PRIMARY KEY, owner_id INTEGER NOT NULL REFERENCES owners(owner_id),
            pet_name TEXT NOT NULL, species TEXT NOT NULL, breed TEXT NOT NULL);
        CREATE TABLE services (service_id INTEGER PRIMARY KEY, service_name TEXT NOT NULL, price REAL NOT NULL);
        CREATE TABLE appointments (
            appointment_id INTEGER PRIMARY KEY,
            pet_id INTEGER NOT NULL REFERENCES pets(pet_id),
            service_id INTEGER NOT NULL REFERENCES services(service_id),
            appointment_at DATETIME NOT NULL, status TEXT NOT NULL, paid_amount REAL);
        """
    )
    surnames = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗"
    given = ["伟", "芳", "娜", "敏", "静", "磊", "洋", "艳", "勇", "军", "杰", "娟", "涛", "明", "超"]
    owners = []
    for i in range(1, 221):
        owners.append((i, surnames[i % 20] + given[(i * 7) % 15] + ("" if i % 3 else given[i % 15]),
                       f"139{i:08d}"))
    con.executemany("INSERT INTO owners VALUES (?,?,?)", owners)
    breeds = {"狗": ["金毛", "泰迪", "柯基", "柴犬", "边牧"], "猫": ["英短", "布偶", "美短", "橘猫"]}
    names = ["豆豆", "球球", "旺财", "咪咪", "可乐", "布丁", "奶茶", "花花", "小白", "毛毛", "团子", "糖糖"]
    pets = []
    k = 0
    for o in owners:
        n = rng.choices([1, 2, 3], [7, 2, 1])[0]
        if o[0] == 17:
            n = 5  # one owner with the most pets
        for _ in range(n):
            k += 1
            species = rng.choices(["狗", "猫"], [3, 2])[0]
            pets.append((k, o[0], rng.choice(names), species, rng.choice(breeds[species])))
    con.executemany("INSERT INTO pets VALUES (?,?,?,?,?)", pets)
    services = [(1, "洗澡", 60.0), (2, "美容", 180.0), (3, "寄养", 120.0), (4, "驱虫", 50.0), (5, "剪指甲", 20.0)]
    con.executemany("INSERT INTO services VALUES (?,?,?)", services)
    appts = []
    now = dt.datetime.combine(TODAY, dt.time(12, 0))
    for i in range(1, 5001):
        p = rng.choice(pets[:-25])  # the last 25 pets never came
        s = rng.choices(services, [10, 6, 3, 4, 5])[0]
        when = dt.datetime.combine(day(rng, dt.date(TODAY.year - 1, 1, 1), TODAY + dt.timedelta(days=14)),
                                   dt.time(rng.randrange(9, 19), rng.choice([0, 30])))
        if when > now:
            status, paid = "待服务", None
        elif rng.random() < 0.1:
            status, paid = "已取消", None
        else:
            status, paid = "已完成", s[2] * rng.choice([1.0, 1.0, 0.9, 0.8])
        appts.append((i, p[0], s[0], when.isoformat(sep=" "), status, paid))
    con.executemany("INSERT INTO appointments VALUES (?,?,?,?,?,?)", appts)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(42)
    rides(rng)
    petcare(rng)
