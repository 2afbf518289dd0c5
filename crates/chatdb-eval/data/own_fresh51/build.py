#!/usr/bin/env python3
"""Builds the databases of our fifty-second own set (own_fresh51), written
to be held out: scored when written, late in a session, with no change
aimed at it. A marina asked in English (`marina`: berths of a length on a
dock, boat owners of a country, boats of a type and a length, stays of a
boat at a berth from arrival to departure with the fee paid) and a
bookshop chain with English names asked about only in Chinese
(`bookshop`: shops in a city, books of a category — 小说, 历史, 少儿,
科技 — by an author with a price, sales of a book at a shop on a day of a
quantity and an amount). Seeded, anchored at today.

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


def marina(rng):
    con = open_db("marina")
    con.executescript(
        """
        CREATE TABLE berths (berth_id INTEGER PRIMARY KEY, berth_code TEXT NOT NULL, dock TEXT NOT NULL,
                             max_length_m REAL NOT NULL);
        CREATE TABLE owners (owner_id INTEGER PRIMARY KEY, owner_name TEXT NOT NULL, country TEXT NOT NULL);
        CREATE TABLE boats (boat_id INTEGER PRIMARY KEY, boat_name TEXT NOT NULL, boat_type TEXT NOT NULL,
                            length_m REAL NOT NULL, owner_id INTEGER NOT NULL REFERENCES owners(owner_id));
        CREATE TABLE stays (stay_id INTEGER PRIMARY KEY, boat_id INTEGER NOT NULL REFERENCES boats(boat_id),
                            berth_id INTEGER NOT NULL REFERENCES berths(berth_id),
                            arrival_date DATE NOT NULL, departure_date DATE NOT NULL, fee REAL NOT NULL);
        """
    )
    berths = []
    for d, n, length in [("A", 12, 10.0), ("B", 10, 14.0), ("C", 8, 20.0), ("D", 4, 30.0)]:
        for k in range(1, n + 1):
            berths.append((len(berths) + 1, f"{d}{k:02d}", d, length))
    con.executemany("INSERT INTO berths VALUES (?,?,?,?)", berths)
    names = ["Hansen", "Larsen", "Dupont", "Rossi", "Meyer", "Smith", "Novak", "Berg", "Costa", "Weber"]
    countries = ["Denmark", "Denmark", "Germany", "Germany", "Germany", "France", "Netherlands", "Sweden", "Norway"]
    owners = [(i, f"{names[i % 10]} {chr(65 + i % 26)}.{i}", rng.choice(countries)) for i in range(1, 81)]
    con.executemany("INSERT INTO owners VALUES (?,?,?)", owners)
    boat_words = ["Sea", "Wind", "Blue", "Star", "Wave", "Gull", "Tide", "Moon"]
    boats = []
    for i in range(1, 121):
        t = rng.choices(["sailboat", "motorboat", "catamaran"], [6, 4, 1])[0]
        boats.append((i, f"{boat_words[i % 8]} {boat_words[(i // 8) % 8]} {i}", t,
                      round(rng.uniform(6, 28), 1), owners[(i * 7) % 80][0]))
    con.executemany("INSERT INTO boats VALUES (?,?,?,?,?)", boats)
    stays = []
    for s in range(1, 1501):
        b = rng.choice(boats[:-2])  # two boats registered, never moored yet
        fits = [x for x in berths if x[3] >= b[3] and x[2] != "D" or x[2] == "D" and b[3] > 20]
        berth = rng.choice(fits)
        arrive = day(rng, dt.date(TODAY.year - 1, 3, 1), TODAY - dt.timedelta(days=2))
        nights = rng.choice([1, 1, 2, 3, 5, 7, 14])
        stays.append((s, b[0], berth[0], arrive.isoformat(), (arrive + dt.timedelta(days=nights)).isoformat(),
                      round(nights * b[3] * 2.5, 2)))
    con.executemany("INSERT INTO stays VALUES (?,?,?,?,?,?)", stays)
    con.commit()


def bookshop(rng):
    con = open_db("bookshop")
    con.executescript(
        """
        CREATE TABLE shops (shop_id INTEGER PRIMARY KEY, shop_name TEXT NOT NULL, city TEXT NOT NULL);
        CREATE TABLE books (book_id INTEGER PRIMARY KEY, title TEXT NOT NULL, author TEXT NOT NULL,
                            category TEXT NOT NULL, price REAL NOT NULL);
        CREATE TABLE sales (sale_id INTEGER PRIMARY KEY, book_id INTEGER NOT NULL REFERENCES books(book_id),
                            shop_id INTEGER NOT NULL REFERENCES shops(shop_id), sale_date DATE NOT NULL,
                            quantity INTEGER NOT NULL, amount REAL NOT NULL);
        """
    )
    shops = [(1, "西湖书房", "杭州"), (2, "钟书阁", "上海"), (3, "言几又", "成都"), (4, "单向空间", "北京"),
             (5, "先锋书店", "南京"), (6, "方所", "广州"), (7, "猫的天空之城", "苏州")]
    con.executemany("INSERT INTO shops VALUES (?,?,?)", shops)
    catalogue = [
        ("活着", "余华", "小说", 35.0), ("许三观卖血记", "余华", "小说", 32.0), ("平凡的世界", "路遥", "小说", 88.0),
        ("白鹿原", "陈忠实", "小说", 59.0), ("三体", "刘慈欣", "小说", 93.0), ("围城", "钱钟书", "小说", 39.0),
        ("明朝那些事儿", "当年明月", "历史", 258.0), ("万历十五年", "黄仁宇", "历史", 42.0),
        ("人类简史", "尤瓦尔·赫拉利", "历史", 68.0), ("中国通史", "吕思勉", "历史", 98.0),
        ("小王子", "圣埃克苏佩里", "少儿", 29.0), ("窗边的小豆豆", "黑柳彻子", "少儿", 36.0),
        ("草房子", "曹文轩", "少儿", 25.0), ("时间简史", "霍金", "科技", 45.0), ("浪潮之巅", "吴军", "科技", 79.0),
        ("数学之美", "吴军", "科技", 69.0), ("上帝掷骰子吗", "曹天元", "科技", 58.0),
    ]
    books = [(i + 1,) + b for i, b in enumerate(catalogue)]
    con.executemany("INSERT INTO books VALUES (?,?,?,?,?)", books)
    sales = []
    for s in range(1, 6001):
        b = rng.choices(books[:-1], [1 + (k * 7) % 11 for k in range(len(books) - 1)])[0]  # one never sold
        shop = rng.choices(shops, [5, 8, 4, 6, 7, 3, 2])[0]
        q = rng.choice([1, 1, 1, 2, 3])
        sales.append((s, b[0], shop[0], day(rng, dt.date(TODAY.year - 1, 1, 1), TODAY - dt.timedelta(days=1)).isoformat(),
                      q, q * b[4]))
    con.executemany("INSERT INTO sales VALUES (?,?,?,?,?,?)", sales)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(51)
    marina(rng)
    bookshop(rng)
