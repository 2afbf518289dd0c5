#!/usr/bin/env python3
"""Builds the databases of our sixty-fifth own set (own_fresh64), written
at the start of a session before the engine had seen them. A bike share
asked in English (`bike_share`: stations in a district with a capacity;
bikes of a type — classic or electric — kept at a home station; riders
on a plan — member or casual — who signed up on a day; trips of a rider
on a bike from a station to a station on a day, for some minutes, with
a fare; repairs of a bike on a day with an issue and a cost) and a
public library with English names asked about only in Chinese
(`library`: books with a title, an author, a category — 小说, 历史, 科技,
少儿 — and a number of copies; readers with a card type — 普通, 学生,
老年 — registered on a day; loans of a book to a reader on a day, due
on a day, returned on a day or not yet; fines of a loan on a day with
an amount, paid or not). Seeded, anchored at today.

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


def bike_share(rng):
    con = open_db("bike_share")
    con.executescript(
        """
        CREATE TABLE stations (station_id INTEGER PRIMARY KEY, station_name TEXT NOT NULL, district TEXT NOT NULL,
                               capacity INTEGER NOT NULL);
        CREATE TABLE bikes (bike_id INTEGER PRIMARY KEY, bike_no TEXT NOT NULL, bike_type TEXT NOT NULL,
                            home_station_id INTEGER NOT NULL REFERENCES stations(station_id));
        CREATE TABLE riders (rider_id INTEGER PRIMARY KEY, rider_name TEXT NOT NULL, plan TEXT NOT NULL,
                             signed_up DATE NOT NULL);
        CREATE TABLE trips (trip_id INTEGER PRIMARY KEY, rider_id INTEGER NOT NULL REFERENCES riders(rider_id),
                            bike_id INTEGER NOT NULL REFERENCES bikes(bike_id),
                            start_station_id INTEGER NOT NULL REFERENCES stations(station_id),
                            end_station_id INTEGER NOT NULL REFERENCES stations(station_id),
                            trip_date DATE NOT NULL, minutes INTEGER NOT NULL, fare REAL NOT NULL);
        CREATE TABLE repairs (repair_id INTEGER PRIMARY KEY, bike_id INTEGER NOT NULL REFERENCES bikes(bike_id),
                              repair_date DATE NOT NULL, issue TEXT NOT NULL, cost REAL NOT NULL);
        """
    )
    stations = [(1, "Harbour Square", "Centre", 30), (2, "Old Mill", "Centre", 20), (3, "Riverside", "East", 25),
                (4, "College Gate", "North", 35), (5, "Market Hall", "Centre", 15), (6, "Park Lane", "West", 20),
                (7, "Station Road", "East", 40), (8, "Hill Top", "North", 10)]
    con.executemany("INSERT INTO stations VALUES (?,?,?,?)", stations)
    bikes = []
    for b in range(1, 61):
        t = "electric" if b % 3 == 0 else "classic"
        bikes.append((b, f"B{b:03d}", t, rng.choice(stations)[0]))
    con.executemany("INSERT INTO bikes VALUES (?,?,?,?)", bikes)
    names = ["Amy Price", "Ben Ford", "Cara Lowe", "Dev Patel", "Ella Moss", "Finn Hart", "Gia Russo", "Hugo Lind",
             "Iris Cole", "Jack Webb", "Kira Sato", "Liam Byrne", "Maya Ross", "Noah Diaz", "Olga Ivanova",
             "Pete Marsh", "Quinn Ray", "Rosa Vidal"]
    riders = []
    for i, n in enumerate(names):
        riders.append((i + 1, n, rng.choices(["member", "casual"], [6, 4])[0],
                       day(rng, dt.date(TODAY.year - 2, 1, 1)).isoformat()))
    con.executemany("INSERT INTO riders VALUES (?,?,?,?)", riders)
    trips = []
    weights = [i + 1 for i in range(len(riders) - 2)]  # uneven, so rankings have clear tops
    for t in range(1, 3001):
        r = rng.choices(riders[:-2], weights)[0]  # the last two riders never rode
        b = rng.choice(bikes)
        s = rng.choices(stations, [8, 3, 5, 6, 2, 4, 7, 1])[0]
        e = rng.choice(stations)
        minutes = rng.randint(3, 60)
        rate = 0.15 if b[2] == "electric" else 0.08
        fare = round((1.0 if r[2] == "casual" else 0.0) + rate * minutes, 2)
        trips.append((t, r[0], b[0], s[0], e[0], day(rng, dt.date(TODAY.year - 1, 1, 1)).isoformat(), minutes, fare))
    con.executemany("INSERT INTO trips VALUES (?,?,?,?,?,?,?,?)", trips)
    repairs = []
    for k in range(1, 121):
        b = rng.choices(bikes, [1 + (i * 5) % 17 for i in range(len(bikes))])[0]
        repairs.append((k, b[0], day(rng, dt.date(TODAY.year - 1, 1, 1)).isoformat(),
                        rng.choice(["flat tyre", "brakes", "chain", "battery", "lights"]),
                        rng.choice([12.0, 25.0, 40.0, 80.0])))
    con.executemany("INSERT INTO repairs VALUES (?,?,?,?,?)", repairs)
    con.commit()


def library(rng):
    con = open_db("library")
    con.executescript(
        """
        CREATE TABLE books (book_id INTEGER PRIMARY KEY, title TEXT NOT NULL, author TEXT NOT NULL,
                            category TEXT NOT NULL, copies INTEGER NOT NULL);
        CREATE TABLE readers (reader_id INTEGER PRIMARY KEY, reader_name TEXT NOT NULL, card_type TEXT NOT NULL,
                              registered_on DATE NOT NULL);
        CREATE TABLE loans (loan_id INTEGER PRIMARY KEY, book_id INTEGER NOT NULL REFERENCES books(book_id),
                            reader_id INTEGER NOT NULL REFERENCES readers(reader_id), loan_date DATE NOT NULL,
                            due_date DATE NOT NULL, return_date DATE);
        CREATE TABLE fines (fine_id INTEGER PRIMARY KEY, loan_id INTEGER NOT NULL REFERENCES loans(loan_id),
                            fine_date DATE NOT NULL, amount REAL NOT NULL, paid INTEGER NOT NULL);
        """
    )
    books = [(1, "呐喊", "鲁迅", "小说"), (2, "彷徨", "鲁迅", "小说"), (3, "朝花夕拾", "鲁迅", "小说"),
             (4, "活着", "余华", "小说"), (5, "许三观卖血记", "余华", "小说"), (6, "平凡的世界", "路遥", "小说"),
             (7, "万历十五年", "黄仁宇", "历史"), (8, "明朝那些事儿", "当年明月", "历史"), (9, "史记选读", "司马迁", "历史"),
             (10, "时间简史", "霍金", "科技"), (11, "三体", "刘慈欣", "小说"), (12, "人工智能导论", "李明", "科技"),
             (13, "Python编程", "张强", "科技"), (14, "小王子", "圣埃克苏佩里", "少儿"), (15, "草房子", "曹文轩", "少儿"),
             (16, "十万个为什么", "韩启德", "少儿"), (17, "中国通史", "吕思勉", "历史"), (18, "数学之美", "吴军", "科技")]
    con.executemany("INSERT INTO books VALUES (?,?,?,?,?)", [b + (rng.randint(1, 6),) for b in books])
    names = ["王芳", "李娜", "张伟", "刘洋", "陈杰", "杨磊", "赵敏", "黄强", "周静", "吴斌", "徐婷", "孙浩", "马超",
             "朱琳", "胡军", "何丽", "高飞", "林峰", "罗欣", "郑爽", "谢云", "宋佳"]
    readers = []
    for i, n in enumerate(names):
        readers.append((i + 1, n, rng.choices(["普通", "学生", "老年"], [5, 3, 2])[0],
                        day(rng, dt.date(TODAY.year - 3, 1, 1)).isoformat()))
    con.executemany("INSERT INTO readers VALUES (?,?,?,?)", readers)
    loans = []
    fines = []
    rweights = [1 + (i * 7) % 11 for i in range(len(readers) - 3)]
    bweights = [1 + (i * 5) % 13 for i in range(len(books))]
    for k in range(1, 1501):
        r = rng.choices(readers[:-3], rweights)[0]  # the last three readers never borrowed
        b = rng.choices(books, bweights)[0]
        lent = day(rng, dt.date(TODAY.year - 1, 1, 1))
        due = lent + dt.timedelta(days=30)
        back = lent + dt.timedelta(days=rng.randint(3, 45))
        returned = back.isoformat() if back <= TODAY - dt.timedelta(days=2) or rng.random() < 0.1 else None
        if returned is not None and back > TODAY:
            returned = None
        loans.append((k, b[0], r[0], lent.isoformat(), due.isoformat(), returned))
        late_until = back if returned else TODAY
        if late_until > due:
            fines.append((len(fines) + 1, k, min(late_until, TODAY).isoformat(),
                          round(0.5 * (late_until - due).days, 2), 1 if returned and rng.random() < 0.7 else 0))
    con.executemany("INSERT INTO loans VALUES (?,?,?,?,?,?)", loans)
    con.executemany("INSERT INTO fines VALUES (?,?,?,?,?)", fines)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(64)
    bike_share(rng)
    library(rng)
