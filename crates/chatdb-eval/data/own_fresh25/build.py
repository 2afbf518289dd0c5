#!/usr/bin/env python3
"""Builds the databases of our twenty-sixth own set (own_fresh25), written
to be held out: scored when written, before any change aimed at it. A
conference organiser's events asked in English (`events`: venues, events,
attendees, registrations) and a property manager's buildings with English
names asked about only in Chinese (`property`: buildings, units, tenants,
leases, repair requests). Seeded, anchored at today.

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


def events(rng):
    con = open_db("events")
    con.executescript(
        """
        CREATE TABLE venues (venue_id INTEGER PRIMARY KEY, venue_name TEXT NOT NULL, city TEXT NOT NULL,
            capacity INTEGER NOT NULL);
        CREATE TABLE events (event_id INTEGER PRIMARY KEY, title TEXT NOT NULL, topic TEXT NOT NULL,
            venue_id INTEGER NOT NULL REFERENCES venues(venue_id), starts_on DATE NOT NULL,
            ticket_price REAL NOT NULL);
        CREATE TABLE attendees (attendee_id INTEGER PRIMARY KEY, full_name TEXT NOT NULL, company TEXT,
            country TEXT NOT NULL);
        CREATE TABLE registrations (
            registration_id INTEGER PRIMARY KEY,
            event_id INTEGER NOT NULL REFERENCES events(event_id),
            attendee_id INTEGER NOT NULL REFERENCES attendees(attendee_id),
            registered_at DATETIME NOT NULL, cancelled_at DATETIME, checked_in INTEGER NOT NULL,
            amount_paid REAL NOT NULL);
        """
    )
    venues = [(1, "Harbour Hall", "Lisbon", 800), (2, "Expo North", "Berlin", 2500), (3, "Canal Forum", "Amsterdam", 600),
              (4, "Old Mill", "Manchester", 350), (5, "Riverside Center", "Lisbon", 1200), (6, "Glass House", "Berlin", 450)]
    con.executemany("INSERT INTO venues VALUES (?,?,?,?)", venues)
    topics = ["data", "security", "cloud", "design", "data", "cloud", "security", "data", "product", "design",
              "cloud", "data", "product", "security", "cloud", "data", "design", "product", "data", "cloud"]
    prices = rng.sample(range(50, 900), len(topics))  # no two alike: one most expensive event
    evs = []
    for i, t in enumerate(topics, 1):
        starts = day(rng, dt.date(TODAY.year - 1, 2, 1), TODAY + dt.timedelta(days=120))
        evs.append((i, f"{t.title()} Summit {i}", t, rng.choice(venues)[0], starts.isoformat(), float(prices[i - 1])))
    con.executemany("INSERT INTO events VALUES (?,?,?,?,?,?)", evs)
    first = ["Ana", "Ben", "Carla", "Dmitri", "Elif", "Farid", "Greta", "Hiro", "Ines", "Jakub", "Kemi", "Lars",
             "Maya", "Nils", "Olga", "Pablo", "Quinn", "Rosa", "Sven", "Tara"]
    last = ["Lopez", "Schmidt", "Rossi", "Ivanov", "Kaya", "Haddad", "Berg", "Sato", "Costa", "Novak", "Adeyemi", "Holm"]
    countries = ["Portugal", "Germany", "Netherlands", "UK", "Spain", "France", "Poland", "Sweden"]
    attendees = []
    for i in range(1, 401):
        attendees.append((i, f"{rng.choice(first)} {rng.choice(last)}",
                          rng.choice([None, "Acme", "Globex", "Initech", "Umbrella", "Hooli", "Stark"]),
                          rng.choices(countries, [3, 5, 3, 4, 2, 2, 1, 1])[0]))
    con.executemany("INSERT INTO attendees VALUES (?,?,?,?)", attendees)
    regs = []
    popularity = {e[0]: rng.uniform(0.3, 3.0) for e in evs}
    for i in range(1, 3001):
        e = rng.choices(evs[:-2], [popularity[x[0]] for x in evs[:-2]])[0]  # the last two events: no sign-ups yet
        a = rng.choice(attendees[:-15])  # fifteen attendees never registered
        starts = dt.date.fromisoformat(e[4])
        reg_day = starts - dt.timedelta(days=rng.randrange(1, 90))
        if reg_day > TODAY:
            reg_day = TODAY - dt.timedelta(days=rng.randrange(0, 20))
        reg = dt.datetime.combine(reg_day, dt.time(rng.randrange(7, 23), rng.randrange(60)))
        cancelled = None
        if rng.random() < 0.1:
            c = reg + dt.timedelta(days=rng.randrange(1, 20))
            if c.date() <= TODAY:
                cancelled = c.isoformat(sep=" ")
        checked = int(cancelled is None and starts <= TODAY and rng.random() < 0.85)
        paid = 0.0 if cancelled else round(e[5] * rng.choice([1, 1, 1, 0.8, 0.5]), 2)
        regs.append((i, e[0], a[0], reg.isoformat(sep=" "), cancelled, checked, paid))
    con.executemany("INSERT INTO registrations VALUES (?,?,?,?,?,?,?)", regs)
    con.commit()


def property_db(rng):
    con = open_db("property")
    con.executescript(
        """
        CREATE TABLE buildings (building_id INTEGER PRIMARY KEY, building_name TEXT NOT NULL, district TEXT NOT NULL,
            built_year INTEGER NOT NULL);
        CREATE TABLE units (unit_id INTEGER PRIMARY KEY, building_id INTEGER NOT NULL REFERENCES buildings(building_id),
            unit_no TEXT NOT NULL, floor INTEGER NOT NULL, area_sqm REAL NOT NULL, bedrooms INTEGER NOT NULL);
        CREATE TABLE tenants (tenant_id INTEGER PRIMARY KEY, tenant_name TEXT NOT NULL, phone TEXT NOT NULL);
        CREATE TABLE leases (
            lease_id INTEGER PRIMARY KEY,
            unit_id INTEGER NOT NULL REFERENCES units(unit_id),
            tenant_id INTEGER NOT NULL REFERENCES tenants(tenant_id),
            start_date DATE NOT NULL, end_date DATE NOT NULL, monthly_rent REAL NOT NULL);
        CREATE TABLE repair_requests (
            request_id INTEGER PRIMARY KEY,
            unit_id INTEGER NOT NULL REFERENCES units(unit_id),
            category TEXT NOT NULL, reported_at DATETIME NOT NULL, fixed_at DATETIME, cost REAL);
        """
    )
    buildings = [(1, "Maple Court", "Xuhui", 2005), (2, "Lotus Tower", "Pudong", 2016), (3, "Riverside Garden", "Pudong", 2011),
                 (4, "Elm House", "Jing'an", 1998), (5, "Bamboo Residences", "Minhang", 2020), (6, "Cedar Point", "Xuhui", 2009)]
    con.executemany("INSERT INTO buildings VALUES (?,?,?,?)", buildings)
    units = []
    for b in buildings:
        for f in range(1, rng.randrange(6, 15)):
            for n in range(1, rng.randrange(2, 5)):
                i = len(units) + 1
                beds = rng.choice([1, 1, 2, 2, 3, 4])
                units.append((i, b[0], f"{f:02d}{n:02d}", f, round(28 + beds * 22 + rng.uniform(-8, 12), 1), beds))
    con.executemany("INSERT INTO units VALUES (?,?,?,?,?,?)", units)
    surnames = ["Wang", "Li", "Zhang", "Liu", "Chen", "Yang", "Zhao", "Huang", "Zhou", "Wu"]
    tenants = [(i, f"{rng.choice(surnames)} {rng.choice(['Wei', 'Fang', 'Min', 'Jie', 'Lei', 'Yan', 'Hao'])} {i}",
                f"139{rng.randrange(10**7, 10**8)}") for i in range(1, 241)]
    con.executemany("INSERT INTO tenants VALUES (?,?,?)", tenants)
    leases = []
    rents = rng.sample(range(3000, 30000), 600)  # no two alike
    for u in units:
        start = dt.date(TODAY.year - 3, 1, 1) + dt.timedelta(days=rng.randrange(0, 200))
        while start <= TODAY and rng.random() < 0.92:
            months = rng.choice([6, 12, 12, 24])
            end = start + dt.timedelta(days=30 * months)
            i = len(leases) + 1
            leases.append((i, u[0], rng.choice(tenants)[0], start.isoformat(), end.isoformat(),
                           float(rents[i - 1] - rents[i - 1] % 10)))
            start = end + dt.timedelta(days=rng.randrange(1, 60))
    con.executemany("INSERT INTO leases VALUES (?,?,?,?,?,?)", leases)
    reqs = []
    for i in range(1, 1501):
        u = rng.choice(units)
        reported = dt.datetime.combine(day(rng, dt.date(TODAY.year - 1, 1, 1)), dt.time(rng.randrange(7, 22), rng.randrange(60)))
        fixed, cost = None, None
        if (dt.datetime.combine(TODAY, dt.time(23, 59)) - reported).days > 14 or rng.random() < 0.5:
            f = reported + dt.timedelta(hours=rng.randrange(2, 24 * 10))
            if f.date() <= TODAY:
                fixed, cost = f.isoformat(sep=" "), float(rng.randrange(50, 3000, 10))
        reqs.append((i, u[0], rng.choices(["plumbing", "electrical", "heating", "appliance", "pest"], [5, 3, 2, 3, 1])[0],
                     reported.isoformat(sep=" "), fixed, cost))
    con.executemany("INSERT INTO repair_requests VALUES (?,?,?,?,?,?)", reqs)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(25)
    events(rng)
    property_db(rng)
