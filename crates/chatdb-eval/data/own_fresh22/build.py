#!/usr/bin/env python3
"""Builds the databases of our twenty-third own set (own_fresh22), written
to be held out: scored when written, before any change aimed at it. A
recruiting team asked in English (`recruiting`: departments, job openings,
candidates, applications, interviews), a hotel group with English names
asked about only in Chinese (`hotels`: hotels, rooms, guests, bookings) and
an online-course school asked in English and Chinese (`courses`:
instructors, courses, students, enrollments). Seeded, anchored at today.

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

FIRST = ["Alice", "Bruno", "Carla", "Dmitri", "Elena", "Farid", "Greta", "Hiro", "Ines", "Jonas", "Kofi", "Lucia",
         "Mateo", "Nadia", "Oscar", "Priya", "Quentin", "Rosa", "Stefan", "Tara"]
LAST = ["Adams", "Baker", "Costa", "Dietrich", "Evans", "Fischer", "Gomez", "Hansen", "Ito", "Jensen", "Kowalski",
        "Lopez", "Moreau", "Nguyen", "Olsen", "Patel"]


def person(rng):
    return f"{rng.choice(FIRST)} {rng.choice(LAST)}"


def recruiting(rng):
    con = open_db("recruiting")
    con.executescript(
        """
        CREATE TABLE departments (department_id INTEGER PRIMARY KEY, department_name TEXT NOT NULL,
            location TEXT NOT NULL);
        CREATE TABLE job_openings (
            opening_id INTEGER PRIMARY KEY,
            department_id INTEGER NOT NULL REFERENCES departments(department_id),
            title TEXT NOT NULL, opened_on DATE NOT NULL, closed_on DATE,
            salary_min INTEGER NOT NULL, salary_max INTEGER NOT NULL);
        CREATE TABLE candidates (candidate_id INTEGER PRIMARY KEY, full_name TEXT NOT NULL,
            email TEXT NOT NULL, source TEXT NOT NULL);
        CREATE TABLE applications (
            application_id INTEGER PRIMARY KEY,
            candidate_id INTEGER NOT NULL REFERENCES candidates(candidate_id),
            opening_id INTEGER NOT NULL REFERENCES job_openings(opening_id),
            applied_on DATE NOT NULL, stage TEXT NOT NULL);
        CREATE TABLE interviews (
            interview_id INTEGER PRIMARY KEY,
            application_id INTEGER NOT NULL REFERENCES applications(application_id),
            interviewer TEXT NOT NULL, held_on DATE NOT NULL, score INTEGER NOT NULL);
        """
    )
    departments = [(1, "Engineering", "Berlin"), (2, "Sales", "London"), (3, "Marketing", "London"),
                   (4, "Finance", "Paris"), (5, "Support", "Lisbon"), (6, "Legal", "Paris")]
    con.executemany("INSERT INTO departments VALUES (?,?,?)", departments)
    titles = {1: ["Backend Engineer", "Frontend Engineer", "Data Engineer", "Site Reliability Engineer",
                  "Engineering Manager"],
              2: ["Account Executive", "Sales Development Rep", "Sales Manager"],
              3: ["Content Marketer", "Growth Marketer", "Brand Designer"],
              4: ["Financial Analyst", "Accountant"],
              5: ["Support Specialist", "Support Lead"],
              6: ["Legal Counsel"]}
    openings = []
    maxima = rng.sample(range(50000, 160000, 1000), 40)  # no two alike: the best paid opening is one
    for dept, weight in [(1, 12), (2, 8), (3, 6), (4, 4), (5, 5), (6, 1)]:
        for _ in range(weight):
            opened = day(rng, dt.date(TODAY.year - 1, 1, 1), TODAY - dt.timedelta(days=3))
            closed = None
            if rng.random() < 0.6:
                closed = day(rng, opened, TODAY)
            top = maxima[len(openings)]
            openings.append((len(openings) + 1, dept, rng.choice(titles[dept]), opened.isoformat(),
                             closed.isoformat() if closed else None, top - rng.randrange(10, 30) * 1000, top))
    con.executemany("INSERT INTO job_openings VALUES (?,?,?,?,?,?,?)", openings)
    sources = ["referral", "linkedin", "job board", "agency", "career site"]
    candidates = []
    for i in range(1, 1201):
        name = person(rng)
        candidates.append((i, name, name.lower().replace(" ", ".") + f"{i}@mail.example",
                           rng.choices(sources, [2, 6, 4, 1, 3])[0]))
    con.executemany("INSERT INTO candidates VALUES (?,?,?,?)", candidates)
    applications, interviews = [], []
    interviewers = ["Maya Stone", "Leo Brandt", "Ada Novak", "Sam Okafor", "Ivy Chen", "Raj Mehta"]
    for c in candidates[:1100]:  # candidates 1101- are in the pool and applied to nothing
        for _ in range(rng.choices([1, 2, 3, 4, 5], [50, 25, 12, 6, 2])[0]):
            o = rng.choice(openings[:-2])  # the last two openings have no applications yet
            opened = dt.date.fromisoformat(o[3])
            end = dt.date.fromisoformat(o[4]) if o[4] else TODAY
            applied = day(rng, opened, end)
            stage = rng.choices(["applied", "screen", "interview", "offer", "hired", "rejected"],
                                [20, 15, 12, 3, 4, 46])[0]
            applications.append((len(applications) + 1, c[0], o[0], applied.isoformat(), stage))
            if stage in ("interview", "offer", "hired") or (stage == "rejected" and rng.random() < 0.3):
                for _ in range(rng.randrange(1, 4)):
                    held = min(TODAY, applied + dt.timedelta(days=rng.randrange(3, 25)))
                    interviews.append((len(interviews) + 1, len(applications), rng.choices(
                        interviewers, [6, 5, 4, 3, 2, 1])[0], held.isoformat(), rng.randrange(1, 6)))
    con.executemany("INSERT INTO applications VALUES (?,?,?,?,?)", applications)
    con.executemany("INSERT INTO interviews VALUES (?,?,?,?,?)", interviews)
    con.commit()


def hotels(rng):
    con = open_db("hotels")
    con.executescript(
        """
        CREATE TABLE hotels (hotel_id INTEGER PRIMARY KEY, hotel_name TEXT NOT NULL, city TEXT NOT NULL,
            stars INTEGER NOT NULL);
        CREATE TABLE rooms (room_id INTEGER PRIMARY KEY, hotel_id INTEGER NOT NULL REFERENCES hotels(hotel_id),
            room_number TEXT NOT NULL, room_type TEXT NOT NULL, nightly_rate REAL NOT NULL);
        CREATE TABLE guests (guest_id INTEGER PRIMARY KEY, guest_name TEXT NOT NULL, country TEXT NOT NULL);
        CREATE TABLE bookings (
            booking_id INTEGER PRIMARY KEY,
            guest_id INTEGER NOT NULL REFERENCES guests(guest_id),
            room_id INTEGER NOT NULL REFERENCES rooms(room_id),
            check_in DATE NOT NULL, check_out DATE NOT NULL, total_price REAL NOT NULL, status TEXT NOT NULL);
        """
    )
    hotel_rows = [(1, "Grand Bund Hotel", "Shanghai", 5), (2, "Jing An Garden Inn", "Shanghai", 4),
                  (3, "Pudong Riverside", "Shanghai", 4), (4, "Forbidden City Lodge", "Beijing", 5),
                  (5, "Chaoyang Business Hotel", "Beijing", 3), (6, "West Lake Retreat", "Hangzhou", 5),
                  (7, "Pearl River Hotel", "Guangzhou", 4), (8, "Panda Valley Inn", "Chengdu", 3),
                  (9, "Tianfu Suites", "Chengdu", 4), (10, "Harbour View Shenzhen", "Shenzhen", 3)]
    con.executemany("INSERT INTO hotels VALUES (?,?,?,?)", hotel_rows)
    base = {"single": 300, "double": 480, "suite": 1200}
    rooms = []
    for h in hotel_rows:
        for n in range(rng.randrange(8, 31)):
            kind = rng.choices(list(base), [4, 5, 1])[0]
            rate = round(base[kind] * (0.6 + 0.2 * h[3]) * rng.uniform(0.85, 1.15), 0)
            rooms.append((len(rooms) + 1, h[0], f"{rng.randrange(1, 20)}{n:02d}", kind, rate))
    con.executemany("INSERT INTO rooms VALUES (?,?,?,?,?)", rooms)
    countries = ["China", "Japan", "South Korea", "United States", "Germany", "Singapore", "Australia"]
    guests = [(i, person(rng), rng.choices(countries, [12, 3, 2, 2, 1, 1, 1])[0]) for i in range(1, 1501)]
    con.executemany("INSERT INTO guests VALUES (?,?,?)", guests)
    bookings = []
    booked_rooms = rooms[:-6]  # the last rooms (new in the last hotel) were never booked
    for i in range(1, 7001):
        g = rng.choice(guests)
        r = rng.choice(booked_rooms)
        check_in = day(rng, dt.date(TODAY.year - 1, 1, 1), TODAY + dt.timedelta(days=30))
        nights = rng.choices([1, 2, 3, 4, 5, 7], [30, 25, 18, 10, 8, 4])[0]
        if check_in > TODAY:
            status = rng.choices(["confirmed", "cancelled"], [9, 1])[0]
        else:
            status = rng.choices(["completed", "cancelled", "no-show"], [88, 9, 3])[0]
        bookings.append((i, g[0], r[0], check_in.isoformat(), (check_in + dt.timedelta(days=nights)).isoformat(),
                         r[4] * nights, status))
    con.executemany("INSERT INTO bookings VALUES (?,?,?,?,?,?,?)", bookings)
    con.commit()


def courses(rng):
    con = open_db("courses")
    con.executescript(
        """
        CREATE TABLE instructors (instructor_id INTEGER PRIMARY KEY, instructor_name TEXT NOT NULL,
            joined_on DATE NOT NULL);
        CREATE TABLE courses (course_id INTEGER PRIMARY KEY, title TEXT NOT NULL, category TEXT NOT NULL,
            instructor_id INTEGER NOT NULL REFERENCES instructors(instructor_id), price REAL NOT NULL,
            published_on DATE NOT NULL);
        CREATE TABLE students (student_id INTEGER PRIMARY KEY, student_name TEXT NOT NULL, country TEXT NOT NULL,
            registered_on DATE NOT NULL);
        CREATE TABLE enrollments (
            enrollment_id INTEGER PRIMARY KEY,
            student_id INTEGER NOT NULL REFERENCES students(student_id),
            course_id INTEGER NOT NULL REFERENCES courses(course_id),
            enrolled_on DATE NOT NULL, completed_on DATE, rating INTEGER);
        """
    )
    instructors = [(i, person(rng), day(rng, dt.date(TODAY.year - 4, 1, 1), dt.date(TODAY.year - 1, 6, 30))
                    .isoformat()) for i in range(1, 13)]
    con.executemany("INSERT INTO instructors VALUES (?,?,?)", instructors)
    topics = {"data science": ["Pandas Basics", "Machine Learning 101", "Statistics for Analysts", "Deep Learning",
                               "SQL for Data Science"],
              "web development": ["HTML and CSS", "Modern JavaScript", "React in Practice", "Node.js APIs"],
              "design": ["UX Fundamentals", "Figma Masterclass", "Typography"],
              "business": ["Excel for Managers", "Project Management", "Negotiation", "Startup Finance"],
              "languages": ["Spanish A1", "Mandarin for Beginners"]}
    prices = rng.sample(range(19, 240, 5), 18)  # no two alike
    course_rows = []
    for cat, names in topics.items():
        for t in names:
            course_rows.append((len(course_rows) + 1, t, cat, rng.choices(range(1, 12), [6] + [1] * 10)[0],
                                float(prices[len(course_rows)]),
                                day(rng, dt.date(TODAY.year - 3, 1, 1), dt.date(TODAY.year, 1, 31)).isoformat()))
    con.executemany("INSERT INTO courses VALUES (?,?,?,?,?,?)", course_rows)  # instructor 12 (and others) teach nothing
    countries = ["China", "India", "United States", "Brazil", "Germany", "Nigeria", "Indonesia"]
    students = [(i, person(rng), rng.choices(countries, [6, 5, 4, 2, 1, 1, 2])[0],
                 day(rng, dt.date(TODAY.year - 3, 1, 1)).isoformat()) for i in range(1, 2001)]
    con.executemany("INSERT INTO students VALUES (?,?,?,?)", students)
    popularity = [rng.uniform(0.2, 3.0) for _ in course_rows]
    quality = [rng.uniform(2.5, 4.8) for _ in course_rows]
    enrollments = []
    for s in students[:1850]:  # the newest students' rows 1851- enrolled in nothing
        registered = dt.date.fromisoformat(s[3])
        taken = set()
        for _ in range(rng.choices([1, 2, 3, 4, 6], [40, 30, 15, 10, 5])[0]):
            c = rng.choices(course_rows, popularity)[0]
            if c[0] in taken:
                continue
            taken.add(c[0])
            start = max(registered, dt.date.fromisoformat(c[5]))
            if start > TODAY:
                continue
            enrolled = day(rng, start)
            completed, rating = None, None
            if rng.random() < 0.45 and (TODAY - enrolled).days > 10:
                completed = day(rng, enrolled + dt.timedelta(days=7), TODAY)
                rating = max(1, min(5, round(rng.gauss(quality[c[0] - 1], 0.8))))
            enrollments.append((len(enrollments) + 1, s[0], c[0], enrolled.isoformat(),
                                completed.isoformat() if completed else None, rating))
    con.executemany("INSERT INTO enrollments VALUES (?,?,?,?,?,?)", enrollments)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(22)
    recruiting(rng)
    hotels(rng)
    courses(rng)
