#!/usr/bin/env python3
"""Builds the databases of our twenty-first own set (own_fresh20), written
to be held out: scored when written, before any change aimed at it. An
airline (`airline`: airports, aircraft, flights with two airports,
passengers, bookings) asked in English and Chinese, a charity with English
names asked about only in Chinese (`charity`: donors, campaigns, donations,
volunteers, shifts) and an online marketplace asked in English
(`marketplace`: sellers, listings, orders, returns). Seeded, anchored at
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

FIRST = ["Anna", "Ben", "Chloe", "David", "Emma", "Felix", "Grace", "Hugo", "Iris", "Jack", "Lena", "Mark",
         "Nora", "Omar", "Paula", "Ravi", "Sara", "Tom", "Uma", "Victor", "Wen", "Yuki"]
LAST = ["Smith", "Garcia", "Müller", "Chen", "Kim", "Rossi", "Dubois", "Novak", "Silva", "Khan", "Tanaka", "Brown"]


def person(rng):
    return f"{rng.choice(FIRST)} {rng.choice(LAST)}"


def airline(rng):
    con = open_db("airline")
    con.executescript(
        """
        CREATE TABLE airports (airport_code TEXT PRIMARY KEY, airport_name TEXT NOT NULL, city TEXT NOT NULL,
            country TEXT NOT NULL);
        CREATE TABLE aircraft (aircraft_id INTEGER PRIMARY KEY, model TEXT NOT NULL, seats INTEGER NOT NULL,
            year_built INTEGER NOT NULL);
        CREATE TABLE flights (
            flight_id INTEGER PRIMARY KEY, flight_no TEXT NOT NULL,
            origin TEXT NOT NULL REFERENCES airports(airport_code),
            destination TEXT NOT NULL REFERENCES airports(airport_code),
            aircraft_id INTEGER NOT NULL REFERENCES aircraft(aircraft_id),
            departure_time DATETIME NOT NULL, status TEXT NOT NULL, delay_min INTEGER NOT NULL);
        CREATE TABLE passengers (passenger_id INTEGER PRIMARY KEY, full_name TEXT NOT NULL,
            nationality TEXT NOT NULL, tier TEXT NOT NULL);
        CREATE TABLE bookings (
            booking_id INTEGER PRIMARY KEY,
            flight_id INTEGER NOT NULL REFERENCES flights(flight_id),
            passenger_id INTEGER NOT NULL REFERENCES passengers(passenger_id),
            booked_on DATE NOT NULL, cabin TEXT NOT NULL, fare REAL NOT NULL);
        """
    )
    airports = [("PEK", "Beijing Capital", "Beijing", "China"), ("PVG", "Shanghai Pudong", "Shanghai", "China"),
                ("CAN", "Guangzhou Baiyun", "Guangzhou", "China"), ("HND", "Tokyo Haneda", "Tokyo", "Japan"),
                ("NRT", "Narita", "Tokyo", "Japan"), ("ICN", "Incheon", "Seoul", "South Korea"),
                ("SIN", "Changi", "Singapore", "Singapore"), ("LHR", "Heathrow", "London", "United Kingdom"),
                ("FRA", "Frankfurt", "Frankfurt", "Germany"), ("JFK", "John F. Kennedy", "New York", "United States"),
                ("LAX", "Los Angeles", "Los Angeles", "United States"), ("SYD", "Sydney Kingsford Smith", "Sydney", "Australia")]
    con.executemany("INSERT INTO airports VALUES (?,?,?,?)", airports)
    models = [("A320", 180), ("A321", 220), ("B737-800", 189), ("B787-9", 290), ("A350-900", 325), ("B777-300ER", 360)]
    aircraft = [(i, *rng.choice(models), rng.randrange(2000, TODAY.year)) for i in range(1, 31)]
    con.executemany("INSERT INTO aircraft VALUES (?,?,?,?)", aircraft)
    codes = [a[0] for a in airports]
    hubs = [5, 4, 3, 2, 1, 2, 2, 2, 1, 2, 1, 1]
    flights = []
    for i in range(1, 2401):
        origin = rng.choices(codes, hubs)[0]
        destination = rng.choice([c for c in codes if c != origin])
        when = dt.datetime.combine(day(rng, dt.date(TODAY.year - 1, 1, 1), TODAY + dt.timedelta(days=30)),
                                   dt.time(rng.randrange(6, 23), rng.choice([0, 15, 30, 45])))
        status = rng.choices(["on time", "delayed", "cancelled"], [14, 5, 1])[0]
        delay = rng.randrange(15, 300) if status == "delayed" else 0
        flights.append((i, f"CD{rng.randrange(100, 999)}", origin, destination, rng.randrange(1, 31),
                        when.isoformat(sep=" "), status, delay))
    con.executemany("INSERT INTO flights VALUES (?,?,?,?,?,?,?,?)", flights)
    nationalities = ["China", "Japan", "United States", "Germany", "United Kingdom", "South Korea", "Australia"]
    passengers = [(i, person(rng), rng.choices(nationalities, [6, 2, 3, 1, 1, 2, 1])[0],
                   rng.choices(["none", "silver", "gold"], [7, 2, 1])[0]) for i in range(1, 1201)]
    con.executemany("INSERT INTO passengers VALUES (?,?,?,?)", passengers)
    fares = {"economy": (80, 900), "business": (900, 4000), "first": (3000, 9000)}
    bookings = []
    flown = [f for f in flights if f[6] != "cancelled"]
    for i in range(1, 9001):
        f = rng.choice(flown)
        cabin = rng.choices(list(fares), [16, 3, 1])[0]
        departs = dt.date.fromisoformat(f[5][:10])
        booked = max(dt.date(TODAY.year - 1, 1, 1), departs - dt.timedelta(days=rng.randrange(1, 90)))
        bookings.append((i, f[0], rng.randrange(1, 1101), min(booked, TODAY).isoformat(), cabin,
                         round(rng.uniform(*fares[cabin]), 2)))  # passengers 1101- never book
    con.executemany("INSERT INTO bookings VALUES (?,?,?,?,?,?)", bookings)
    con.commit()


def charity(rng):
    con = open_db("charity")
    con.executescript(
        """
        CREATE TABLE donors (donor_id INTEGER PRIMARY KEY, donor_name TEXT NOT NULL, city TEXT NOT NULL,
            donor_type TEXT NOT NULL);
        CREATE TABLE campaigns (campaign_id INTEGER PRIMARY KEY, campaign_name TEXT NOT NULL, cause TEXT NOT NULL,
            goal_amount REAL NOT NULL, start_date DATE NOT NULL, end_date DATE NOT NULL);
        CREATE TABLE donations (
            donation_id INTEGER PRIMARY KEY,
            donor_id INTEGER NOT NULL REFERENCES donors(donor_id),
            campaign_id INTEGER NOT NULL REFERENCES campaigns(campaign_id),
            amount REAL NOT NULL, donated_on DATE NOT NULL, channel TEXT NOT NULL);
        CREATE TABLE volunteers (volunteer_id INTEGER PRIMARY KEY, volunteer_name TEXT NOT NULL, city TEXT NOT NULL,
            joined_on DATE NOT NULL);
        CREATE TABLE shifts (
            shift_id INTEGER PRIMARY KEY,
            volunteer_id INTEGER NOT NULL REFERENCES volunteers(volunteer_id),
            campaign_id INTEGER NOT NULL REFERENCES campaigns(campaign_id),
            shift_date DATE NOT NULL, hours REAL NOT NULL);
        """
    )
    cities = ["Beijing", "Shanghai", "Shenzhen", "Hangzhou", "Chengdu", "Wuhan"]
    family = ["Zhang", "Wang", "Li", "Zhao", "Chen", "Liu", "Sun", "Zhou", "Wu", "Xu"]
    given = ["Wei", "Fang", "Lei", "Jing", "Tao", "Min", "Yan", "Jun", "Hui", "Bo", "Li", "Xin"]
    firms = ["Tech", "Foods", "Logistics", "Bank", "Media", "Energy"]
    donors = []
    for i in range(1, 501):
        if rng.random() < 0.15:
            donors.append((i, f"{rng.choice(['Sunrise', 'Harmony', 'Evergreen', 'Lotus', 'Pioneer'])} {rng.choice(firms)}",
                           rng.choice(cities), "company"))
        else:
            donors.append((i, f"{rng.choice(family)} {rng.choice(given)}", rng.choice(cities), "individual"))
    con.executemany("INSERT INTO donors VALUES (?,?,?,?)", donors)
    causes = ["education", "health", "environment", "disaster relief", "elderly care"]
    campaigns = []
    for i in range(1, 25):
        start = day(rng, dt.date(TODAY.year - 2, 1, 1), TODAY - dt.timedelta(days=20))
        end = start + dt.timedelta(days=rng.choice([90, 180, 365, 730]))
        campaigns.append((i, f"{rng.choice(['Bright', 'Clean', 'Warm', 'Safe', 'Green', 'Open'])} "
                             f"{rng.choice(['Future', 'Schools', 'Rivers', 'Homes', 'Hearts', 'Books'])} {i}",
                          rng.choice(causes), rng.choice([50000, 100000, 200000, 500000, 1000000]),
                          start.isoformat(), end.isoformat()))
    con.executemany("INSERT INTO campaigns VALUES (?,?,?,?,?,?)", campaigns)
    donations = []
    for i in range(1, 6001):
        c = rng.choice(campaigns)
        d = donors[rng.randrange(460)]  # donors 461- have not given yet
        start, end = dt.date.fromisoformat(c[4]), min(TODAY, dt.date.fromisoformat(c[5]))
        amount = round(rng.uniform(5000, 200000), 2) if d[3] == "company" else round(rng.expovariate(1 / 800) + 10, 2)
        donations.append((i, d[0], c[0], amount, day(rng, start, end).isoformat(),
                          rng.choices(["online", "bank transfer", "cash"], [6, 3, 1])[0]))
    con.executemany("INSERT INTO donations VALUES (?,?,?,?,?,?)", donations)
    volunteers = [(i, f"{rng.choice(family)} {rng.choice(given)}", rng.choice(cities),
                   day(rng, dt.date(TODAY.year - 3, 1, 1)).isoformat()) for i in range(1, 201)]
    con.executemany("INSERT INTO volunteers VALUES (?,?,?,?)", volunteers)
    shifts = []
    for i in range(1, 2001):
        v = volunteers[rng.randrange(len(volunteers))]
        c = rng.choice(campaigns)
        start = max(dt.date.fromisoformat(v[3]), dt.date.fromisoformat(c[4]))
        shifts.append((i, v[0], c[0], day(rng, min(start, TODAY), TODAY).isoformat(), rng.choice([2, 3, 4, 4, 6, 8])))
    con.executemany("INSERT INTO shifts VALUES (?,?,?,?,?)", shifts)
    con.commit()


def marketplace(rng):
    con = open_db("marketplace")
    con.executescript(
        """
        CREATE TABLE sellers (seller_id INTEGER PRIMARY KEY, shop_name TEXT NOT NULL, country TEXT NOT NULL,
            rating REAL NOT NULL, opened_on DATE NOT NULL);
        CREATE TABLE listings (
            listing_id INTEGER PRIMARY KEY, seller_id INTEGER NOT NULL REFERENCES sellers(seller_id),
            title TEXT NOT NULL, category TEXT NOT NULL, price REAL NOT NULL);
        CREATE TABLE orders (
            order_id INTEGER PRIMARY KEY, listing_id INTEGER NOT NULL REFERENCES listings(listing_id),
            buyer_email TEXT NOT NULL, quantity INTEGER NOT NULL, total REAL NOT NULL, ordered_at DATETIME NOT NULL);
        CREATE TABLE returns (
            return_id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES orders(order_id),
            returned_on DATE NOT NULL, reason TEXT NOT NULL);
        """
    )
    countries = ["Germany", "France", "Italy", "Spain", "Poland", "Netherlands"]
    sellers = [(i, f"{rng.choice(['Little', 'Happy', 'Urban', 'Cozy', 'Bright', 'Old'])} "
                   f"{rng.choice(['Corner', 'Workshop', 'Attic', 'Market', 'Studio', 'Store'])} {i}",
                rng.choice(countries), round(rng.uniform(3.0, 5.0), 1),
                day(rng, dt.date(TODAY.year - 5, 1, 1)).isoformat()) for i in range(1, 81)]
    con.executemany("INSERT INTO sellers VALUES (?,?,?,?,?)", sellers)
    categories = {"electronics": (30, 900), "clothing": (10, 150), "home": (15, 400), "toys": (5, 120),
                  "books": (5, 60), "jewelry": (20, 700)}
    listings = []
    for i in range(1, 1201):
        cat = rng.choices(list(categories), [2, 4, 3, 2, 3, 1])[0]
        listings.append((i, 1 + int(rng.triangular(0, 80, 0)) if rng.random() < 0.97 else rng.randrange(1, 81),
                         f"{rng.choice(['Vintage', 'Handmade', 'Classic', 'Mini', 'Deluxe', 'Eco'])} "
                         f"{rng.choice(['Lamp', 'Shirt', 'Speaker', 'Puzzle', 'Novel', 'Ring', 'Mug', 'Bag'])} {i}",
                         cat, round(rng.uniform(*categories[cat]), 2)))
    con.executemany("INSERT INTO listings VALUES (?,?,?,?,?)", listings)
    orders = []
    sold = listings[:1000]  # the last 200 listings never sold
    for i in range(1, 7001):
        li = rng.choice(sold)
        q = rng.choices([1, 2, 3, 5], [10, 3, 1, 1])[0]
        when = dt.datetime.combine(day(rng, dt.date(TODAY.year - 1, 1, 1)), dt.time(rng.randrange(24), rng.randrange(60)))
        orders.append((i, li[0], f"buyer{rng.randrange(1, 2500)}@example.com", q, round(q * li[4], 2),
                       when.isoformat(sep=" ")))
    con.executemany("INSERT INTO orders VALUES (?,?,?,?,?,?)", orders)
    returns = []
    for o in orders:
        if rng.random() < 0.06:
            ordered = dt.date.fromisoformat(o[5][:10])
            returns.append((len(returns) + 1, o[0], min(TODAY, ordered + dt.timedelta(days=rng.randrange(2, 30))).isoformat(),
                            rng.choices(["damaged", "wrong size", "not as described", "changed mind"], [2, 3, 2, 4])[0]))
    con.executemany("INSERT INTO returns VALUES (?,?,?,?)", returns)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(20)
    airline(rng)
    charity(rng)
    marketplace(rng)
