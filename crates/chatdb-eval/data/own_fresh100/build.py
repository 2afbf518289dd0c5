#!/usr/bin/env python3
"""Builds the databases of our hundred-and-first own set (own_fresh100),
written in the session of 2026-12-07 (twelfth), after its first engine
changes and before the engine was run on these databases.
Event ticketing asked in English (`ticketing`: venues in a city; events
at a venue on a day, of a genre; tickets of an event sold on a day at a
price, in a tier) and a hospital's outpatient clinic with English names
asked about only in Chinese (`outpatient`: departments, their names
Chinese; doctors of a department with a title, stored in Chinese; visits
to a doctor on a day, with a fee and the patient's age). Seeded, anchored
at today.

    python3 build.py            # writes database/ beside this file
"""
import datetime as dt
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from own_sets import TODAY, database_opener, day, top_is_clear  # noqa: E402

open_db = database_opener(HERE)


def ticketing(rng):
    con = open_db("ticketing")
    con.executescript(
        """
        CREATE TABLE venues (venue_id INTEGER PRIMARY KEY, venue_name TEXT NOT NULL, city TEXT NOT NULL,
                             capacity INTEGER NOT NULL);
        CREATE TABLE events (event_id INTEGER PRIMARY KEY, venue_id INTEGER NOT NULL REFERENCES venues(venue_id),
                             event_name TEXT NOT NULL, event_date DATE NOT NULL, genre TEXT NOT NULL);
        CREATE TABLE tickets (ticket_id INTEGER PRIMARY KEY, event_id INTEGER NOT NULL REFERENCES events(event_id),
                              sold_on DATE NOT NULL, price REAL NOT NULL, tier TEXT NOT NULL);
        """
    )
    venues = [(1, "Riverside Arena", "Glasgow", 9000), (2, "The Old Mill", "Glasgow", 800),
              (3, "Harbour Hall", "Dundee", 2500), (4, "Castle Theatre", "Edinburgh", 1200)]
    con.executemany("INSERT INTO venues VALUES (?,?,?,?)", venues)
    names = ["Neon Tide", "Brass Lanterns", "Comedy Night", "Swan Lake", "Jazz Brunch", "Indie Fest",
             "Rock Revival", "Stand-up Showcase", "Folk Session", "Hamlet", "Electro Pulse", "Choir Gala",
             "Blues Evening", "Opera Classics", "Punk Reunion", "Magic Show"]
    genres = ["music", "music", "comedy", "theatre", "music", "music", "music", "comedy", "music", "theatre",
              "music", "music", "music", "theatre", "music", "comedy"]
    events = [(i, rng.choices(venues, weights=[3, 4, 3, 2])[0][0], n,
               day(rng, TODAY - dt.timedelta(days=330), TODAY + dt.timedelta(days=60)).isoformat(), g)
              for i, (n, g) in enumerate(zip(names, genres), 1)]
    con.executemany("INSERT INTO events VALUES (?,?,?,?,?)", events)
    tickets = []
    for i in range(1, 1401):
        e = rng.choice(events[:15])  # the magic show has sold nothing yet
        edate = dt.date.fromisoformat(e[3])
        sold = day(rng, edate - dt.timedelta(days=90), min(edate, TODAY))
        tier = rng.choices(["standard", "vip"], weights=[6, 1])[0]
        base = rng.uniform(15, 60)
        tickets.append((i, e[0], sold.isoformat(), round(base * (2.5 if tier == "vip" else 1), 2), tier))
    con.executemany("INSERT INTO tickets VALUES (?,?,?,?,?)", tickets)
    sold_by_event, takings_by_venue, takings_by_event = {}, {}, {}
    venue_of = {e[0]: e[1] for e in events}
    for t in tickets:
        sold_by_event[t[1]] = sold_by_event.get(t[1], 0) + 1
        takings_by_event[t[1]] = takings_by_event.get(t[1], 0) + t[3]
        takings_by_venue[venue_of[t[1]]] = takings_by_venue.get(venue_of[t[1]], 0) + t[3]
    top_is_clear(sold_by_event, "the best-selling event")
    top_is_clear(takings_by_event, "the top 3 events by revenue", edge=3)
    top_is_clear(takings_by_venue, "the venue taking the most")
    con.commit()


def outpatient(rng):
    con = open_db("outpatient")
    con.executescript(
        """
        CREATE TABLE departments (dept_id INTEGER PRIMARY KEY, dept_name TEXT NOT NULL);
        CREATE TABLE doctors (doctor_id INTEGER PRIMARY KEY, dept_id INTEGER NOT NULL REFERENCES departments(dept_id),
                              doctor_name TEXT NOT NULL, title TEXT NOT NULL);
        CREATE TABLE visits (visit_id INTEGER PRIMARY KEY, doctor_id INTEGER NOT NULL REFERENCES doctors(doctor_id),
                             visit_date DATE NOT NULL, fee REAL NOT NULL, patient_age INTEGER NOT NULL);
        """
    )
    depts = [(1, "内科"), (2, "外科"), (3, "儿科"), (4, "眼科")]
    con.executemany("INSERT INTO departments VALUES (?,?)", depts)
    doctors = [(1, 1, "张伟", "主任医师"), (2, 1, "李娜", "主治医师"), (3, 2, "王强", "主任医师"),
               (4, 2, "刘洋", "住院医师"), (5, 3, "陈静", "主治医师"), (6, 3, "杨帆", "住院医师"),
               (7, 4, "赵敏", "主治医师"), (8, 4, "孙磊", "住院医师")]
    con.executemany("INSERT INTO doctors VALUES (?,?,?,?)", doctors)
    visits = []
    for i in range(1, 1601):
        d = rng.choices(doctors[:7], weights=[6, 5, 4, 3, 5, 3, 2])[0]  # 孙磊 is new: no visits yet
        age = rng.randint(1, 14) if d[1] == 3 else rng.randint(18, 88)
        fee = round(rng.uniform(20, 60) * (1.8 if d[3] == "主任医师" else 1), 1)
        visits.append((i, d[0], day(rng, TODAY - dt.timedelta(days=450)).isoformat(), fee, age))
    con.executemany("INSERT INTO visits VALUES (?,?,?,?,?)", visits)
    by_doctor = {}
    for v in visits:
        by_doctor[v[1]] = by_doctor.get(v[1], 0) + 1
    top_is_clear(by_doctor, "the busiest doctor")
    top_is_clear(by_doctor, "the top 3 doctors by visits", edge=3)
    con.commit()


if __name__ == "__main__":
    ticketing(random.Random(100))
    outpatient(random.Random(10000))
