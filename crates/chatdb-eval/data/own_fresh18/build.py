#!/usr/bin/env python3
"""Builds the databases of our nineteenth own set (own_fresh18), written to
be held out: scored when written, before any change aimed at it. A hotel
group (`hotel`: hotels, rooms, guests, stays, reviews) asked in English
and Chinese, and a bike-sharing scheme with English names asked about only
in Chinese (`bikeshare`: stations, bikes, riders, trips with a start and
an end station, repairs). Seeded, anchored at today.

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


def hotel(rng):
    con = open_db("hotel")
    con.executescript(
        """
        CREATE TABLE hotels (hotel_id INTEGER PRIMARY KEY, hotel_name TEXT NOT NULL, city TEXT NOT NULL,
            stars INTEGER NOT NULL);
        CREATE TABLE rooms (
            room_id INTEGER PRIMARY KEY, hotel_id INTEGER NOT NULL REFERENCES hotels(hotel_id),
            room_number TEXT NOT NULL, room_type TEXT NOT NULL, nightly_rate REAL NOT NULL);
        CREATE TABLE guests (
            guest_id INTEGER PRIMARY KEY, guest_name TEXT NOT NULL, email TEXT NOT NULL,
            nationality TEXT NOT NULL, vip INTEGER NOT NULL);
        CREATE TABLE stays (
            stay_id INTEGER PRIMARY KEY,
            room_id INTEGER NOT NULL REFERENCES rooms(room_id),
            guest_id INTEGER NOT NULL REFERENCES guests(guest_id),
            check_in DATE NOT NULL, check_out DATE NOT NULL, nights INTEGER NOT NULL,
            amount_paid REAL NOT NULL, channel TEXT NOT NULL);
        CREATE TABLE reviews (
            review_id INTEGER PRIMARY KEY,
            stay_id INTEGER NOT NULL REFERENCES stays(stay_id),
            rating INTEGER NOT NULL, written_on DATE NOT NULL, comment TEXT);
        """
    )
    hotels = [(1, "Harbour View", "Sydney", 5), (2, "City Lodge", "Sydney", 3), (3, "Riverside Inn", "Melbourne", 4),
              (4, "Grand Palace", "Melbourne", 5), (5, "Sunset Motel", "Perth", 2), (6, "Park Hotel", "Brisbane", 4)]
    con.executemany("INSERT INTO hotels VALUES (?,?,?,?)", hotels)
    kinds = [("single", 90, 160), ("double", 130, 240), ("suite", 260, 520)]
    rooms = []
    for h in hotels:
        for n in range(1, 13):
            kind, lo, hi = rng.choices(kinds, [3, 5, 1])[0]
            rooms.append((len(rooms) + 1, h[0], f"{rng.randrange(1, 9)}{n:02d}", kind,
                          round(rng.uniform(lo, hi) * (0.7 + h[3] * 0.1), 0)))
    con.executemany("INSERT INTO rooms VALUES (?,?,?,?,?)", rooms)
    first = ["Ava", "Ben", "Chloe", "Dev", "Emma", "Finn", "Grace", "Hiro", "Isla", "Jack", "Kim", "Luca", "Mei"]
    last = ["Clark", "Nguyen", "Rossi", "Dubois", "Tanaka", "Wilson", "Zhou", "Patel", "Moore"]
    nations = ["Australia", "China", "France", "Japan", "United States", "India", "Italy"]
    guests = []
    for i in range(1, 301):
        f, la = rng.choice(first), rng.choice(last)
        guests.append((i, f"{f} {la}", f"{f.lower()}.{la.lower()}{i}@example.com",
                       rng.choices(nations, [6, 3, 1, 2, 2, 1, 1])[0], 1 if rng.random() < 0.1 else 0))
    con.executemany("INSERT INTO guests VALUES (?,?,?,?,?)", guests)
    channels = ["direct", "booking.com", "expedia", "phone"]
    stays, reviews = [], []
    for i in range(1, 2501):
        room = rng.choice(rooms)
        nights = rng.choices([1, 2, 3, 4, 5, 7, 10], [5, 5, 4, 2, 2, 1, 1])[0]
        start = day(rng, dt.date(TODAY.year - 1, 1, 1), TODAY - dt.timedelta(days=1))
        stays.append((i, room[0], rng.randrange(1, 281), start.isoformat(),
                      (start + dt.timedelta(days=nights)).isoformat(), nights, round(nights * room[4], 2),
                      rng.choices(channels, [4, 3, 2, 1])[0]))
        written = start + dt.timedelta(days=nights + rng.randrange(0, 5))
        if rng.random() < 0.35 and written <= TODAY:
            reviews.append((len(reviews) + 1, i, rng.choices([1, 2, 3, 4, 5], [1, 1, 3, 5, 5])[0],
                            written.isoformat(), rng.choice([None, "great", "noisy", "clean", "friendly staff"])))
    con.executemany("INSERT INTO stays VALUES (?,?,?,?,?,?,?,?)", stays)
    con.executemany("INSERT INTO reviews VALUES (?,?,?,?,?)", reviews)
    con.commit()


def bikeshare(rng):
    con = open_db("bikeshare")
    con.executescript(
        """
        CREATE TABLE stations (station_id INTEGER PRIMARY KEY, station_name TEXT NOT NULL,
            district TEXT NOT NULL, docks INTEGER NOT NULL);
        CREATE TABLE bikes (bike_id INTEGER PRIMARY KEY, bike_type TEXT NOT NULL, in_service_since DATE NOT NULL);
        CREATE TABLE riders (rider_id INTEGER PRIMARY KEY, rider_name TEXT NOT NULL, plan TEXT NOT NULL,
            signed_up DATE NOT NULL);
        CREATE TABLE trips (
            trip_id INTEGER PRIMARY KEY,
            bike_id INTEGER NOT NULL REFERENCES bikes(bike_id),
            rider_id INTEGER NOT NULL REFERENCES riders(rider_id),
            start_station_id INTEGER NOT NULL REFERENCES stations(station_id),
            end_station_id INTEGER NOT NULL REFERENCES stations(station_id),
            started_at DATETIME NOT NULL, duration_min INTEGER NOT NULL, fare REAL NOT NULL);
        CREATE TABLE repairs (
            repair_id INTEGER PRIMARY KEY, bike_id INTEGER NOT NULL REFERENCES bikes(bike_id),
            repaired_on DATE NOT NULL, issue TEXT NOT NULL, cost REAL NOT NULL);
        """
    )
    districts = ["Haidian", "Chaoyang", "Dongcheng", "Xicheng", "Fengtai"]
    stations = [(i, f"{rng.choice(['North', 'South', 'East', 'West', 'Central'])} "
                 f"{rng.choice(['Gate', 'Park', 'Square', 'Market', 'Station', 'Bridge'])} {i}",
                 rng.choice(districts), docks) for i, docks in zip(range(1, 31), rng.sample(range(10, 61), 30))]
    con.executemany("INSERT INTO stations VALUES (?,?,?,?)", stations)
    bikes = [(i, "electric" if rng.random() < 0.3 else "classic",
              day(rng, dt.date(TODAY.year - 3, 1, 1), dt.date(TODAY.year - 1, 6, 30)).isoformat()) for i in range(1, 201)]
    con.executemany("INSERT INTO bikes VALUES (?,?,?)", bikes)
    given = ["Wei", "Fang", "Lei", "Jing", "Tao", "Min", "Yan", "Jun", "Hui", "Bo"]
    family = ["Zhang", "Wang", "Li", "Zhao", "Chen", "Liu", "Sun", "Zhou"]
    riders = [(i, f"{rng.choice(family)} {rng.choice(given)}",
               rng.choices(["pay_as_you_go", "monthly", "annual"], [5, 3, 2])[0],
               day(rng, dt.date(TODAY.year - 2, 1, 1)).isoformat()) for i in range(1, 501)]
    con.executemany("INSERT INTO riders VALUES (?,?,?,?)", riders)
    trips = []
    for i in range(1, 6001):
        bike = rng.choice(bikes)
        rider = riders[int(rng.triangular(0, 500, 0))]  # some ride far more than others
        first_day = max(dt.date.fromisoformat(rider[3]), dt.date(TODAY.year - 1, 1, 1))
        when = dt.datetime.combine(day(rng, first_day), dt.time(rng.randrange(6, 23), rng.randrange(60)))
        minutes = max(2, int(rng.expovariate(1 / 18)))
        fare = round(1.5 + minutes * (0.1 if bike[1] == "classic" else 0.2), 2)
        start = rng.randrange(1, 31)
        trips.append((i, bike[0], rider[0], start, rng.randrange(1, 31), when.isoformat(sep=" "), minutes, fare))
    con.executemany("INSERT INTO trips VALUES (?,?,?,?,?,?,?,?)", trips)
    repairs = []
    for b in bikes[:170]:  # bikes 171 to 200 were never repaired
        for _ in range(rng.randrange(1, 4)):
            repairs.append((len(repairs) + 1, b[0], day(rng, dt.date.fromisoformat(b[2])).isoformat(),
                            rng.choice(["brakes", "tyre", "chain", "battery" if b[1] == "electric" else "tyre"]),
                            round(rng.uniform(10, 300), 2)))
    con.executemany("INSERT INTO repairs VALUES (?,?,?,?,?)", repairs)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(18)
    hotel(rng)
    bikeshare(rng)
