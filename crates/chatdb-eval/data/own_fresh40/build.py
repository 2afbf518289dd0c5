#!/usr/bin/env python3
"""Builds the databases of our forty-first own set (own_fresh40), written
to be held out: scored when written, before any change aimed at it. An
e-learning platform asked in English (`elearn`: learners, courses,
enrollments — one not finished has no completion —, quiz attempts with a
0/1 `passed` flag) and a power-bank rental network with English names
asked about only in Chinese (`powerbank`: venues, users, rentals — one
not returned has no return time). Seeded, anchored at today.

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


def elearn(rng):
    con = open_db("elearn")
    con.executescript(
        """
        CREATE TABLE learners (learner_id INTEGER PRIMARY KEY, learner_name TEXT NOT NULL, country TEXT NOT NULL, signed_up_on DATE NOT NULL);
        CREATE TABLE courses (course_id INTEGER PRIMARY KEY, title TEXT NOT NULL, category TEXT NOT NULL, price REAL NOT NULL, hours INTEGER NOT NULL);
        CREATE TABLE enrollments (
            enrollment_id INTEGER PRIMARY KEY,
            learner_id INTEGER NOT NULL REFERENCES learners(learner_id),
            course_id INTEGER NOT NULL REFERENCES courses(course_id),
            enrolled_at DATETIME NOT NULL, completed_at DATETIME);
        CREATE TABLE quiz_attempts (
            attempt_id INTEGER PRIMARY KEY,
            enrollment_id INTEGER NOT NULL REFERENCES enrollments(enrollment_id),
            attempted_at DATETIME NOT NULL, score INTEGER NOT NULL, passed INTEGER NOT NULL);
        """
    )
    names = ["Amara Obi", "Ben Carter", "Chen Wei", "Dana Levi", "Emil Novak", "Fatima Zahra", "Gabe Silva", "Hana Sato",
             "Ivo Petrov", "Julia Moreau", "Kofi Mensah", "Lucia Romano", "Mateo Diaz", "Nina Berg", "Omar Aziz"]
    countries = ["Nigeria", "United States", "China", "Israel", "Czechia", "Morocco", "Brazil", "Japan", "Bulgaria", "France"]
    learners = []
    for i in range(1, 301):
        learners.append((i, f"{names[i % 15].split()[0]} {names[(i * 7) % 15].split()[1]}-{i}", rng.choice(countries),
                         day(rng, dt.date(TODAY.year - 2, 1, 1)).isoformat()))
    con.executemany("INSERT INTO learners VALUES (?,?,?,?)", learners)
    courses = [(1, "SQL for Analysts", "data", 49.0, 12), (2, "Python Basics", "programming", 39.0, 20),
               (3, "Machine Learning 101", "data", 99.0, 35), (4, "UX Design", "design", 59.0, 15),
               (5, "Public Speaking", "soft skills", 29.0, 6), (6, "Advanced Excel", "data", 35.0, 10),
               (7, "Rust in Practice", "programming", 79.0, 30), (8, "Negotiation", "soft skills", 45.0, 8)]
    con.executemany("INSERT INTO courses VALUES (?,?,?,?,?)", courses)
    enrollments, attempts = [], []
    k = a = 0
    now = dt.datetime.combine(TODAY, dt.time(9, 0))
    for ln in learners[:280]:  # twenty learners never enrol
        for c in rng.sample(courses, rng.randrange(1, 4)):
            k += 1
            start = max(dt.date.fromisoformat(ln[3]), dt.date(TODAY.year - 1, 1, 1))
            when = dt.datetime.combine(day(rng, start), dt.time(rng.randrange(24), rng.randrange(60)))
            done = when + dt.timedelta(days=rng.randrange(5, 90))
            completed = done if done < now and rng.random() < 0.6 else None
            enrollments.append((k, ln[0], c[0], when.isoformat(sep=" "), completed.isoformat(sep=" ") if completed else None))
            for _ in range(rng.randrange(0, 4)):
                a += 1
                t = when + dt.timedelta(days=rng.randrange(1, 60))
                if t >= now:
                    continue
                score = rng.randrange(30, 101)
                attempts.append((a, k, t.isoformat(sep=" "), score, 1 if score >= 70 else 0))
    con.executemany("INSERT INTO enrollments VALUES (?,?,?,?,?)", enrollments)
    con.executemany("INSERT INTO quiz_attempts VALUES (?,?,?,?,?)", attempts)
    con.commit()


def powerbank(rng):
    con = open_db("powerbank")
    con.executescript(
        """
        CREATE TABLE venues (venue_id INTEGER PRIMARY KEY, venue_name TEXT NOT NULL, venue_type TEXT NOT NULL, city TEXT NOT NULL);
        CREATE TABLE users (user_id INTEGER PRIMARY KEY, nickname TEXT NOT NULL, registered_on DATE NOT NULL);
        CREATE TABLE rentals (
            rental_id INTEGER PRIMARY KEY,
            user_id INTEGER NOT NULL REFERENCES users(user_id),
            venue_id INTEGER NOT NULL REFERENCES venues(venue_id),
            rented_at DATETIME NOT NULL, returned_at DATETIME, fee REAL);
        """
    )
    venues = [(1, "万达广场", "商场", "上海"), (2, "星巴克南京西路店", "咖啡馆", "上海"), (3, "虹桥火车站", "交通枢纽", "上海"),
              (4, "国贸商城", "商场", "北京"), (5, "三里屯酒吧街", "酒吧", "北京"), (6, "北京南站", "交通枢纽", "北京"),
              (7, "太古里", "商场", "成都"), (8, "春熙路咖啡馆", "咖啡馆", "成都")]
    con.executemany("INSERT INTO venues VALUES (?,?,?,?)", venues)
    users = [(i, f"用户{i:04d}", day(rng, dt.date(TODAY.year - 2, 1, 1)).isoformat()) for i in range(1, 801)]
    con.executemany("INSERT INTO users VALUES (?,?,?)", users)
    now = dt.datetime.combine(TODAY, dt.time(12, 0))
    rentals = []
    for i in range(1, 12001):
        u = rng.choice(users[:760])  # forty users never rent
        v = rng.choices(venues, [6, 3, 5, 5, 2, 4, 4, 1])[0]
        start = max(dt.date.fromisoformat(u[2]), dt.date(TODAY.year - 1, 1, 1))
        when = dt.datetime.combine(day(rng, start), dt.time(rng.randrange(7, 24), rng.randrange(60)))
        back = when + dt.timedelta(minutes=rng.randrange(10, 600))
        if back < now:
            hours = -(-(back - when).seconds // 3600)
            rentals.append((i, u[0], v[0], when.isoformat(sep=" "), back.isoformat(sep=" "), float(min(hours * 3, 30))))
        else:
            rentals.append((i, u[0], v[0], when.isoformat(sep=" "), None, None))
    con.executemany("INSERT INTO rentals VALUES (?,?,?,?,?,?)", rentals)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(40)
    elearn(rng)
    powerbank(rng)
