#!/usr/bin/env python3
"""Builds the databases of our twenty-ninth own set (own_fresh28), written
to be held out: scored when written, before any change aimed at it. A
clinic asked in English (`clinic`: doctors, patients, appointments) and a
school with English names asked about only in Chinese (`school`: teachers,
students, courses, enrollments). Seeded, anchored at today.

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


def clinic(rng):
    con = open_db("clinic")
    con.executescript(
        """
        CREATE TABLE doctors (doctor_id INTEGER PRIMARY KEY, doctor_name TEXT NOT NULL, specialty TEXT NOT NULL,
            salary INTEGER NOT NULL, hired_on DATE NOT NULL);
        CREATE TABLE patients (patient_id INTEGER PRIMARY KEY, patient_name TEXT NOT NULL, birth_date DATE NOT NULL,
            gender TEXT NOT NULL, city TEXT NOT NULL);
        CREATE TABLE appointments (
            appt_id INTEGER PRIMARY KEY,
            patient_id INTEGER NOT NULL REFERENCES patients(patient_id),
            doctor_id INTEGER NOT NULL REFERENCES doctors(doctor_id),
            appt_date DATE NOT NULL, fee REAL NOT NULL, showed_up INTEGER NOT NULL);
        """
    )
    specialties = ["cardiology", "dermatology", "pediatrics", "orthopedics"]
    doctors = []
    for i in range(1, 15):
        hired = day(rng, dt.date(TODAY.year - 10, 1, 1)) if i != 14 else TODAY - dt.timedelta(days=20)
        doctors.append((i, f"Dr. {['Adams', 'Baker', 'Clark', 'Dunn', 'Ellis', 'Ford', 'Gray', 'Hale', 'Irwin', 'Jain', 'Khan', 'Lowe', 'Moss', 'Nash'][i - 1]}",
                        specialties[i % 4], 90000 + rng.randrange(0, 80) * 1000 + i, hired.isoformat()))
    con.executemany("INSERT INTO doctors VALUES (?,?,?,?,?)", doctors)
    patients = []
    for i in range(1, 801):
        patients.append((i, f"Patient {i}", day(rng, dt.date(1940, 1, 1), dt.date(2020, 1, 1)).isoformat(),
                         rng.choice(["female", "male"]), rng.choice(["Springfield", "Shelbyville", "Ogdenville"])))
    con.executemany("INSERT INTO patients VALUES (?,?,?,?,?)", patients)
    appts = []
    for i in range(1, 6001):
        p = rng.randrange(1, 781)  # the last twenty patients have not been seen yet
        d = rng.choice(doctors)
        appts.append((i, p, d[0], day(rng, dt.date(TODAY.year - 1, 1, 1)).isoformat(),
                      round(rng.uniform(50, 400), 2) if i != 777 else 950.0, int(rng.random() < 0.9)))
    con.executemany("INSERT INTO appointments VALUES (?,?,?,?,?,?)", appts)
    con.commit()


def school(rng):
    con = open_db("school")
    con.executescript(
        """
        CREATE TABLE teachers (teacher_id INTEGER PRIMARY KEY, teacher_name TEXT NOT NULL, subject TEXT NOT NULL,
            salary INTEGER NOT NULL, hire_date DATE NOT NULL);
        CREATE TABLE students (student_id INTEGER PRIMARY KEY, student_name TEXT NOT NULL, grade INTEGER NOT NULL,
            gender TEXT NOT NULL);
        CREATE TABLE courses (course_id INTEGER PRIMARY KEY, course_name TEXT NOT NULL,
            teacher_id INTEGER NOT NULL REFERENCES teachers(teacher_id), credits INTEGER NOT NULL);
        CREATE TABLE enrollments (
            enroll_id INTEGER PRIMARY KEY,
            student_id INTEGER NOT NULL REFERENCES students(student_id),
            course_id INTEGER NOT NULL REFERENCES courses(course_id),
            score REAL, enrolled_on DATE NOT NULL);
        """
    )
    teachers = [(1, "Wang Li", "Math", 9800, "2015-09-01"), (2, "Zhang Wei", "Math", 10400, "2019-09-01"),
                (3, "Liu Yang", "English", 9100, "2017-02-15"), (4, "Chen Jing", "Physics", 11200, "2012-09-01"),
                (5, "Yang Fan", "Chemistry", 8700, (TODAY - dt.timedelta(days=60)).isoformat()),
                (6, "Zhao Min", "History", 8300, "2021-03-01"), (7, "Huang Lei", "English", 9500, "2016-09-01")]
    con.executemany("INSERT INTO teachers VALUES (?,?,?,?,?)", teachers)
    students = [(i, f"Student {i}", 7 + i % 3, rng.choice(["male", "female"])) for i in range(1, 301)]
    con.executemany("INSERT INTO students VALUES (?,?,?,?)", students)
    courses = [(1, "Algebra", 1, 4), (2, "Geometry", 2, 3), (3, "Reading", 3, 2), (4, "Mechanics", 4, 5),
               (5, "Lab Chemistry", 5, 3), (6, "World History", 6, 2), (7, "Writing", 7, 1), (8, "Statistics", 1, 2)]
    con.executemany("INSERT INTO courses VALUES (?,?,?,?)", courses)
    enrollments = []
    for s in students:
        if s[0] % 25 == 0:
            continue  # a few students took no course
        for c in rng.sample(courses, rng.randrange(1, 5)):
            if c[0] == 1 and rng.random() < 0.5:
                continue
            enrollments.append((len(enrollments) + 1, s[0], c[0], round(rng.uniform(40, 100), 1),
                                day(rng, dt.date(TODAY.year - 1, 9, 1)).isoformat()))
    con.executemany("INSERT INTO enrollments VALUES (?,?,?,?,?)", enrollments)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(28)
    clinic(rng)
    school(rng)
