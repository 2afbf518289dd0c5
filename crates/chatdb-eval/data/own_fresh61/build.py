#!/usr/bin/env python3
"""Builds the databases of our sixty-second own set (own_fresh61), written
to be held out: scored with the session-start build before any change of
the session that wrote it. A tutoring centre asked in English
(`tutoring`: tutors of a subject with an hourly rate; students in a year
group; lessons of a student with a tutor on a day, for some minutes,
online or not, with a fee and a status — completed, cancelled, no_show —
a cancelled lesson costing nothing) and a theatre with English names asked
about only in Chinese (`theatre`: shows of a genre — 话剧, 音乐剧, 儿童剧,
相声 — with a running time; halls with a number of seats; performances of
a show in a hall on a day; tickets of a performance in a seat class, with
a price, the day sold, the channel and whether refunded). Seeded, anchored
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


def tutoring(rng):
    con = open_db("tutoring")
    con.executescript(
        """
        CREATE TABLE tutors (tutor_id INTEGER PRIMARY KEY, full_name TEXT NOT NULL, subject TEXT NOT NULL,
                             hourly_rate REAL NOT NULL);
        CREATE TABLE students (student_id INTEGER PRIMARY KEY, student_name TEXT NOT NULL,
                               year_group INTEGER NOT NULL);
        CREATE TABLE lessons (lesson_id INTEGER PRIMARY KEY, student_id INTEGER NOT NULL REFERENCES students(student_id),
                              tutor_id INTEGER NOT NULL REFERENCES tutors(tutor_id), lesson_date DATE NOT NULL,
                              minutes INTEGER NOT NULL, online INTEGER NOT NULL, fee REAL NOT NULL,
                              status TEXT NOT NULL);
        """
    )
    tutors = [(1, "Grace Hopper", "Maths", 42.0), (2, "Alan Reed", "Maths", 38.0), (3, "Nina Shah", "English", 35.0),
              (4, "Owen Price", "Physics", 45.0), (5, "Lena Kowalski", "Chemistry", 40.0),
              (6, "Sam Okafor", "English", 33.0), (7, "Rita Gomez", "Biology", 36.0)]
    con.executemany("INSERT INTO tutors VALUES (?,?,?,?)", tutors)
    first = ["Mia", "Leo", "Ava", "Noah", "Isla", "Jack", "Zoe", "Ethan", "Lily", "Omar", "Ruby", "Finn", "Chloe",
             "Theo", "Maya", "Adam", "Ella", "Ryan", "Grace", "Luca"]
    last = ["Chen", "Brown", "Wilson", "Khan", "Taylor", "Evans", "Walker", "Singh", "Hughes", "Green"]
    students = []
    for i, f in enumerate(first):
        students.append((i + 1, f"{f} {last[i % len(last)]}", rng.choice([9, 10, 11, 12, 13])))
    con.executemany("INSERT INTO students VALUES (?,?,?)", students)
    lessons = []
    for n in range(1, 1601):
        s = rng.choice(students[:-2])  # the last two students never had a lesson
        t = rng.choice(tutors)
        minutes = rng.choice([45, 60, 60, 90])
        status = rng.choices(["completed", "cancelled", "no_show"], [86, 9, 5])[0]
        fee = 0.0 if status == "cancelled" else round(t[3] * minutes / 60, 2)
        online = 1 if rng.random() < 0.35 else 0
        lessons.append((n, s[0], t[0], day(rng, dt.date(TODAY.year - 1, 1, 1)).isoformat(), minutes, online, fee,
                        status))
    con.executemany("INSERT INTO lessons VALUES (?,?,?,?,?,?,?,?)", lessons)
    con.commit()


def theatre(rng):
    con = open_db("theatre")
    con.executescript(
        """
        CREATE TABLE shows (show_id INTEGER PRIMARY KEY, title TEXT NOT NULL, genre TEXT NOT NULL,
                            running_minutes INTEGER NOT NULL);
        CREATE TABLE halls (hall_id INTEGER PRIMARY KEY, hall_name TEXT NOT NULL, seats INTEGER NOT NULL);
        CREATE TABLE performances (performance_id INTEGER PRIMARY KEY, show_id INTEGER NOT NULL REFERENCES shows(show_id),
                                   hall_id INTEGER NOT NULL REFERENCES halls(hall_id), performance_date DATE NOT NULL);
        CREATE TABLE tickets (ticket_id INTEGER PRIMARY KEY,
                              performance_id INTEGER NOT NULL REFERENCES performances(performance_id),
                              seat_class TEXT NOT NULL, price REAL NOT NULL, sold_on DATE NOT NULL,
                              channel TEXT NOT NULL, refunded INTEGER NOT NULL);
        """
    )
    shows = [(1, "茶馆", "话剧", 150), (2, "雷雨", "话剧", 165), (3, "猫", "音乐剧", 140),
             (4, "悲惨世界", "音乐剧", 175), (5, "小红帽", "儿童剧", 70), (6, "三只小猪", "儿童剧", 60),
             (7, "相声专场", "相声", 110), (8, "歌剧魅影", "音乐剧", 155)]  # 歌剧魅影 not performed yet
    con.executemany("INSERT INTO shows VALUES (?,?,?,?)", shows)
    halls = [(1, "大剧场", 1200), (2, "中剧场", 600), (3, "小剧场", 250)]
    con.executemany("INSERT INTO halls VALUES (?,?,?)", halls)
    perfs = []
    for p in range(1, 301):
        s = rng.choice(shows[:-1])
        h = rng.choice(halls)
        perfs.append((p, s[0], h[0], day(rng, dt.date(TODAY.year - 1, 1, 10)).isoformat()))
    con.executemany("INSERT INTO performances VALUES (?,?,?,?)", perfs)
    base = {"VIP": 880.0, "A": 480.0, "B": 280.0}
    tickets = []
    for t in range(1, 6001):
        p = rng.choice(perfs)
        seat = rng.choices(["VIP", "A", "B"], [1, 3, 4])[0]
        price = base[seat] * (0.5 if shows[p[1] - 1][2] == "儿童剧" else 1.0)
        pdate = dt.date.fromisoformat(p[3])
        sold = pdate - dt.timedelta(days=rng.randrange(0, 30))
        channel = rng.choices(["online", "box office"], [7, 3])[0]
        refunded = 1 if rng.random() < 0.04 else 0
        tickets.append((t, p[0], seat, price, sold.isoformat(), channel, refunded))
    con.executemany("INSERT INTO tickets VALUES (?,?,?,?,?,?,?)", tickets)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(61)
    tutoring(rng)
    theatre(rng)
