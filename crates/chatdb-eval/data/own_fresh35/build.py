#!/usr/bin/env python3
"""Builds the databases of our thirty-sixth own set (own_fresh35), written
to be held out: scored when written, before any change aimed at it. A
software team's deployments and incidents asked in English (`devops`:
services, deployments, incidents — one still open has not been resolved)
and a sports centre's court bookings with English names asked about only
in Chinese (`courts`: courts, members, bookings — some cancelled).
Seeded, anchored at today.

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


def devops(rng):
    con = open_db("devops")
    con.executescript(
        """
        CREATE TABLE services (service_id INTEGER PRIMARY KEY, service_name TEXT NOT NULL, team TEXT NOT NULL);
        CREATE TABLE deployments (
            deployment_id INTEGER PRIMARY KEY,
            service_id INTEGER NOT NULL REFERENCES services(service_id),
            deployed_at DATETIME NOT NULL, environment TEXT NOT NULL, status TEXT NOT NULL,
            duration_sec INTEGER NOT NULL);
        CREATE TABLE incidents (
            incident_id INTEGER PRIMARY KEY,
            service_id INTEGER NOT NULL REFERENCES services(service_id),
            opened_at DATETIME NOT NULL, resolved_at DATETIME, severity TEXT NOT NULL, title TEXT NOT NULL);
        """
    )
    services = [(1, "checkout-api", "payments"), (2, "search", "discovery"), (3, "recommendations", "discovery"),
                (4, "auth", "platform"), (5, "notifications", "platform"), (6, "billing-worker", "payments"),
                (7, "web-frontend", "web"), (8, "legacy-reports", "web")]
    con.executemany("INSERT INTO services VALUES (?,?,?)", services)
    deployments = []
    for i in range(1, 2501):
        s = rng.choices(services[:-1], [6, 4, 3, 5, 2, 3, 7])[0]  # legacy-reports: never deployed
        when = dt.datetime.combine(day(rng, dt.date(TODAY.year - 1, 1, 1)), dt.time(rng.randrange(24), rng.randrange(60)))
        env = rng.choices(["production", "staging"], [2, 3])[0]
        status = rng.choices(["succeeded", "failed", "rolled_back"], [17, 2, 1])[0]
        deployments.append((i, s[0], when.isoformat(sep=" "), env, status, rng.randrange(40, 1800) + i % 3))
    con.executemany("INSERT INTO deployments VALUES (?,?,?,?,?,?)", deployments)
    incidents = []
    titles = ["latency spike", "error rate", "timeout", "memory leak", "disk full", "bad config"]
    for i in range(1, 301):
        s = rng.choices(services, [5, 3, 2, 4, 2, 3, 4, 1])[0]
        opened = dt.datetime.combine(day(rng, dt.date(TODAY.year - 1, 1, 1)), dt.time(rng.randrange(24), rng.randrange(60)))
        resolved = opened + dt.timedelta(minutes=rng.randrange(10, 60 * 30))
        if (TODAY - opened.date()).days < 20 and rng.random() < 0.5 or resolved.date() > TODAY:
            resolved = None
        incidents.append((i, s[0], opened.isoformat(sep=" "), resolved.isoformat(sep=" ") if resolved else None,
                          rng.choices(["sev1", "sev2", "sev3"], [1, 3, 6])[0], rng.choice(titles)))
    con.executemany("INSERT INTO incidents VALUES (?,?,?,?,?,?)", incidents)
    con.commit()


def courts(rng):
    con = open_db("courts")
    con.executescript(
        """
        CREATE TABLE courts (court_id INTEGER PRIMARY KEY, court_name TEXT NOT NULL, sport TEXT NOT NULL,
            price_per_hour REAL NOT NULL);
        CREATE TABLE members (member_id INTEGER PRIMARY KEY, name TEXT NOT NULL, phone TEXT NOT NULL, joined_on DATE NOT NULL);
        CREATE TABLE bookings (
            booking_id INTEGER PRIMARY KEY,
            court_id INTEGER NOT NULL REFERENCES courts(court_id),
            member_id INTEGER NOT NULL REFERENCES members(member_id),
            booked_for DATE NOT NULL, start_hour INTEGER NOT NULL, hours INTEGER NOT NULL,
            amount REAL NOT NULL, cancelled BOOLEAN NOT NULL);
        """
    )
    courts = [(1, "羽毛球1号场", "badminton", 60.0), (2, "羽毛球2号场", "badminton", 60.0), (3, "羽毛球3号场", "badminton", 50.0),
              (4, "网球场A", "tennis", 120.0), (5, "网球场B", "tennis", 100.0), (6, "篮球馆", "basketball", 200.0),
              (7, "乒乓球室", "table tennis", 30.0)]
    con.executemany("INSERT INTO courts VALUES (?,?,?,?)", courts)
    surnames = "王李张刘陈杨赵黄周吴徐孙胡朱高林何郭马罗"
    given = ["伟", "芳", "娜", "敏", "静", "磊", "洋", "勇", "艳", "杰", "娟", "涛", "明", "超", "秀英", "霞"]
    members = []
    for i in range(1, 201):
        members.append((i, surnames[i % 20] + given[(i * 7) % 16], f"13{rng.randrange(100000000, 999999999)}",
                        day(rng, dt.date(TODAY.year - 3, 1, 1)).isoformat()))
    con.executemany("INSERT INTO members VALUES (?,?,?,?)", members)
    bookings = []
    for i in range(1, 4001):
        c = rng.choices(courts, [5, 5, 4, 3, 3, 2, 4])[0]
        m = rng.choices(members[:-15], [1 + (j * 13) % 11 for j in range(185)])[0]  # the last fifteen never booked
        when = day(rng, max(dt.date.fromisoformat(m[3]), dt.date(TODAY.year - 1, 1, 1)))
        hours = rng.choices([1, 2, 3], [5, 4, 1])[0]
        bookings.append((i, c[0], m[0], when.isoformat(), rng.randrange(8, 21), hours, round(hours * c[3], 2),
                         1 if rng.random() < 0.08 else 0))
    con.executemany("INSERT INTO bookings VALUES (?,?,?,?,?,?,?,?)", bookings)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(35)
    devops(rng)
    courts(rng)
