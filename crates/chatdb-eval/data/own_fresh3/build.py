#!/usr/bin/env python3
"""Builds the databases of our fourth own set (own_fresh3), written to be
held out: scored when written, before any change aimed at it. An online
course platform (`edu_platform`: English names, Chinese titles and cities)
and a ride-hailing fleet (`fleet`: English names and values, Chinese city
names). Seeded, anchored at today.

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


def edu(rng):
    con = open_db("edu_platform")
    con.executescript(
        """
        CREATE TABLE teachers (
            teacher_id INTEGER PRIMARY KEY, teacher_name TEXT NOT NULL, city TEXT,
            joined_on DATE NOT NULL);
        CREATE TABLE courses (
            course_id INTEGER PRIMARY KEY, title TEXT NOT NULL, category TEXT NOT NULL,
            price REAL NOT NULL, teacher_id INTEGER NOT NULL REFERENCES teachers(teacher_id),
            launched_on DATE NOT NULL);
        CREATE TABLE students (
            student_id INTEGER PRIMARY KEY, student_name TEXT NOT NULL, gender TEXT,
            city TEXT, signup_date DATE NOT NULL);
        CREATE TABLE enrollments (
            enrollment_id INTEGER PRIMARY KEY,
            student_id INTEGER NOT NULL REFERENCES students(student_id),
            course_id INTEGER NOT NULL REFERENCES courses(course_id),
            enrolled_at DATE NOT NULL, paid_amount REAL NOT NULL,
            progress_pct INTEGER NOT NULL, completed INTEGER NOT NULL);
        """
    )
    cities = ["北京", "上海", "广州", "深圳", "杭州", "南京", "成都"]
    tnames = ["张老师", "李老师", "王老师", "刘老师", "陈老师", "杨老师", "赵老师", "黄老师"]
    teachers = [(i, n, rng.choice(cities), day(rng, dt.date(2018, 1, 1), dt.date(2023, 12, 31)).isoformat())
                for i, n in enumerate(tnames, start=1)]
    con.executemany("INSERT INTO teachers VALUES (?,?,?,?)", teachers)
    cats = {"编程": ["Python入门", "Java进阶", "数据结构", "机器学习实战", "SQL从零开始"],
            "设计": ["PS基础", "UI设计", "插画入门"],
            "语言": ["商务英语", "日语N2", "雅思冲刺"],
            "职场": ["Excel高效办公", "PPT演示", "时间管理"]}
    courses, cid = [], 1
    for cat, titles in cats.items():
        for t in titles:
            courses.append((cid, t, cat, float(rng.choice([99, 199, 299, 399, 599, 899])) + cid / 100,
                            rng.randrange(1, len(teachers) + 1),
                            day(rng, dt.date(2022, 1, 1), dt.date(TODAY.year, 1, 1)).isoformat()))
            cid += 1
    con.executemany("INSERT INTO courses VALUES (?,?,?,?,?,?)", courses)
    surnames = ["王", "李", "张", "刘", "陈", "杨", "赵", "黄", "周", "吴", "徐", "孙"]
    given = ["明", "华", "婷", "强", "丽", "军", "磊", "敏", "静", "洋", "雪", "鹏"]
    students = [(i, rng.choice(surnames) + rng.choice(given) + rng.choice(given), rng.choice(["男", "女"]),
                 rng.choice(cities), day(rng, dt.date(TODAY.year - 2, 1, 1)).isoformat())
                for i in range(1, 801)]
    con.executemany("INSERT INTO students VALUES (?,?,?,?,?)", students)
    enr = []
    for i in range(1, 2501):
        s = rng.randrange(1, 721)  # students 721..800 never enrolled
        c = rng.choice(courses)
        signup = dt.date.fromisoformat(students[s - 1][4])
        when = day(rng, max(signup, dt.date.fromisoformat(c[5])))
        progress = rng.randrange(0, 101)
        paid = round(c[3] * rng.choice([1.0, 1.0, 0.8, 0.5]), 2)
        enr.append((i, s, c[0], when.isoformat(), paid, progress, 1 if progress == 100 or rng.random() < 0.3 else 0))
    con.executemany("INSERT INTO enrollments VALUES (?,?,?,?,?,?,?)", enr)
    con.commit()
    con.close()


def fleet(rng):
    con = open_db("fleet")
    con.executescript(
        """
        CREATE TABLE vehicles (
            vehicle_id INTEGER PRIMARY KEY, plate_no TEXT NOT NULL, brand TEXT NOT NULL,
            seats INTEGER NOT NULL, fuel_type TEXT NOT NULL, purchase_date DATE NOT NULL,
            status TEXT NOT NULL);
        CREATE TABLE drivers (
            driver_id INTEGER PRIMARY KEY, driver_name TEXT NOT NULL, hire_date DATE NOT NULL,
            rating REAL NOT NULL);
        CREATE TABLE trips (
            trip_id INTEGER PRIMARY KEY,
            vehicle_id INTEGER NOT NULL REFERENCES vehicles(vehicle_id),
            driver_id INTEGER NOT NULL REFERENCES drivers(driver_id),
            city TEXT NOT NULL, started_at DATE NOT NULL, distance_km REAL NOT NULL,
            fare REAL NOT NULL, payment_method TEXT NOT NULL);
        """
    )
    brands = ["BYD", "Tesla", "Toyota", "Geely", "NIO"]
    vehicles = []
    for i in range(1, 121):
        b = rng.choice(brands)
        fuel = "electric" if b in ("BYD", "Tesla", "NIO") else rng.choice(["petrol", "hybrid"])
        vehicles.append((i, f"粤B{rng.randrange(10000, 99999)}", b, rng.choice([5, 5, 5, 7]), fuel,
                         day(rng, dt.date(2019, 1, 1), dt.date(TODAY.year, 6, 30)).isoformat(),
                         rng.choices(["active", "maintenance", "retired"], weights=[85, 10, 5])[0]))
    con.executemany("INSERT INTO vehicles VALUES (?,?,?,?,?,?,?)", vehicles)
    first = ["Chen", "Lin", "Huang", "Zhou", "Wu", "Xu", "Sun", "Ma", "Zhu", "Hu"]
    given = ["Wei", "Jie", "Bo", "Hao", "Yu", "Kai", "Long", "Qiang", "Ping", "Gang"]
    drivers = [(i, f"{rng.choice(first)} {rng.choice(given)}", day(rng, dt.date(2018, 1, 1)).isoformat(),
                round(rng.uniform(3.5, 5.0), 2)) for i in range(1, 61)]
    con.executemany("INSERT INTO drivers VALUES (?,?,?,?)", drivers)
    cities = ["深圳", "广州", "东莞", "佛山"]
    trips = []
    for i in range(1, 6001):
        km = round(rng.uniform(1.5, 45), 1)
        trips.append((i, rng.randrange(1, 121), rng.randrange(1, 56), rng.choice(cities),
                      day(rng, dt.date(TODAY.year - 1, 1, 1)).isoformat(), km,
                      round(10 + km * rng.uniform(2.2, 3.2), 2),
                      rng.choices(["wechat", "alipay", "card", "cash"], weights=[5, 4, 1, 1])[0]))
    con.executemany("INSERT INTO trips VALUES (?,?,?,?,?,?,?,?)", trips)
    con.commit()
    con.close()


if __name__ == "__main__":
    edu(random.Random(64))
    fleet(random.Random(70))
