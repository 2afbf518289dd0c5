#!/usr/bin/env python3
"""Builds the databases of our fifty-sixth own set (own_fresh55), written
to be held out: scored when written, at the start of a session, before
any change of that session. A florist chain asked in English (`florist`:
shops in a city, bouquets for an occasion at a price, customers who
signed up on a day, orders of a quantity of a bouquet from a shop on a
day, with the amount paid, how it was handed over — pickup or courier —
and, when the customer gave one, a rating of 1 to 5) and a removals
company with English names asked about only in Chinese (`movers`: crews
with a leader and a number of members, trucks with a plate and a
capacity in cubic metres, moves of a customer on a day from one district
to another, with the distance, the volume, the crew, the truck, the fee
and a status — 已完成, 已预约, 已取消 — and damage claims on a move: the
item and the compensation paid). Seeded, anchored at today.

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


def florist(rng):
    con = open_db("florist")
    con.executescript(
        """
        CREATE TABLE shops (shop_id INTEGER PRIMARY KEY, shop_name TEXT NOT NULL, city TEXT NOT NULL);
        CREATE TABLE bouquets (bouquet_id INTEGER PRIMARY KEY, bouquet_name TEXT NOT NULL, occasion TEXT NOT NULL,
                               price REAL NOT NULL);
        CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, name TEXT NOT NULL, email TEXT NOT NULL,
                                signup_date DATE NOT NULL);
        CREATE TABLE orders (order_id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
                             shop_id INTEGER NOT NULL REFERENCES shops(shop_id),
                             bouquet_id INTEGER NOT NULL REFERENCES bouquets(bouquet_id),
                             order_date DATE NOT NULL, quantity INTEGER NOT NULL, amount REAL NOT NULL,
                             delivery_method TEXT NOT NULL, rating INTEGER);
        """
    )
    shops = [(1, "Petal & Stem Soho", "London"), (2, "Petal & Stem Camden", "London"),
             (3, "Petal & Stem Clifton", "Bristol"), (4, "Petal & Stem Jericho", "Oxford"),
             (5, "Petal & Stem Deansgate", "Manchester"), (6, "Petal & Stem Chelsea", "London"),
             (7, "Petal & Stem Ancoats", "Manchester")]
    con.executemany("INSERT INTO shops VALUES (?,?,?)", shops)
    bouquets = [(1, "Red Roses", "valentine", 65.0), (2, "Spring Tulips", "birthday", 38.0),
                (3, "White Lilies", "funeral", 55.0), (4, "Peony Dream", "wedding", 120.0),
                (5, "Sunflower Smile", "birthday", 32.0), (6, "Orchid Elegance", "anniversary", 90.0),
                (7, "Bridal Cascade", "wedding", 180.0), (8, "Sympathy Wreath", "funeral", 85.0),
                (9, "Mixed Seasonal", "birthday", 28.0), (10, "Rose & Lily", "anniversary", 75.0)]
    con.executemany("INSERT INTO bouquets VALUES (?,?,?,?)", bouquets)
    first = ["Emma", "Oliver", "Amelia", "Harry", "Isla", "Jack", "Ava", "George", "Mia", "Noah", "Grace", "Leo"]
    last = ["Smith", "Jones", "Taylor", "Brown", "Wilson", "Evans", "Thomas", "Roberts", "Walker", "Wright"]
    customers = []
    for c in range(1, 401):
        name = f"{first[c % 12]} {last[(c * 7) % 10]}"
        signed = day(rng, dt.date(TODAY.year - 2, 1, 1), TODAY - dt.timedelta(days=1))
        customers.append((c, f"{name} {c}", f"{name.split()[0].lower()}.{c}@example.com", signed.isoformat()))
    con.executemany("INSERT INTO customers VALUES (?,?,?,?)", customers)
    orders = []
    for o in range(1, 3001):
        cu = rng.choice(customers[:-25])  # twenty-five customers have not ordered yet
        signed = dt.date.fromisoformat(cu[3])
        when = day(rng, max(signed, dt.date(TODAY.year - 1, 1, 1)), TODAY)
        b = rng.choices(bouquets, [9, 7, 3, 2, 6, 3, 1, 2, 5, 4])[0]
        q = rng.choices([1, 2, 3, 5], [20, 5, 2, 1])[0]
        s = rng.choices(shops, [6, 5, 3, 3, 4, 2, 2])[0]
        method = "courier" if rng.random() < 0.64 else "pickup"
        amount = round(b[3] * q + (6.5 if method == "courier" else 0), 2)
        rating = rng.choices([None, 1, 2, 3, 4, 5], [40, 2, 3, 8, 20, 27])[0]
        orders.append((o, cu[0], s[0], b[0], when.isoformat(), q, amount, method, rating))
    con.executemany("INSERT INTO orders VALUES (?,?,?,?,?,?,?,?,?)", orders)
    con.commit()


def movers(rng):
    con = open_db("movers")
    con.executescript(
        """
        CREATE TABLE crews (crew_id INTEGER PRIMARY KEY, leader TEXT NOT NULL, members INTEGER NOT NULL);
        CREATE TABLE trucks (truck_id INTEGER PRIMARY KEY, plate TEXT NOT NULL, capacity_m3 REAL NOT NULL,
                             model TEXT NOT NULL);
        CREATE TABLE moves (move_id INTEGER PRIMARY KEY, customer_name TEXT NOT NULL, move_date DATE NOT NULL,
                            from_district TEXT NOT NULL, to_district TEXT NOT NULL, distance_km REAL NOT NULL,
                            volume_m3 REAL NOT NULL, crew_id INTEGER NOT NULL REFERENCES crews(crew_id),
                            truck_id INTEGER NOT NULL REFERENCES trucks(truck_id), fee REAL NOT NULL,
                            status TEXT NOT NULL);
        CREATE TABLE damages (damage_id INTEGER PRIMARY KEY, move_id INTEGER NOT NULL REFERENCES moves(move_id),
                              item TEXT NOT NULL, compensation REAL NOT NULL);
        """
    )
    crews = [(1, "刘强", 4), (2, "王磊", 3), (3, "张建国", 5), (4, "李勇", 3), (5, "陈刚", 4), (6, "赵军", 2)]
    con.executemany("INSERT INTO crews VALUES (?,?,?)", crews)
    trucks = [(1, "京A12345", 16.0, "依维柯"), (2, "京A23456", 16.0, "依维柯"), (3, "京B34567", 24.0, "江铃"),
              (4, "京B45678", 24.0, "江铃"), (5, "京C56789", 38.0, "解放"), (6, "京C67890", 38.0, "解放"),
              (7, "京D78901", 9.0, "五菱")]
    con.executemany("INSERT INTO trucks VALUES (?,?,?,?)", trucks)
    districts = ["朝阳区", "海淀区", "东城区", "西城区", "丰台区", "通州区", "昌平区", "大兴区"]
    sur = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗"
    given = "先生女士"
    moves = []
    for m in range(1, 1201):
        when = day(rng, dt.date(TODAY.year - 1, 1, 1), TODAY + dt.timedelta(days=30))
        fr, to = rng.sample(districts, 2)
        dist = round(rng.uniform(3, 45), 2)
        vol = round(rng.uniform(4, 36), 1)
        crew = rng.choices(crews, [6, 5, 5, 4, 4, 2])[0]
        truck = rng.choice([t for t in trucks[:-1] if t[2] >= vol] or [trucks[4]])  # the small van is never used
        fee = round(300 + dist * 12 + vol * 25, 0)
        if when > TODAY:
            status = "已预约"
        else:
            status = "已取消" if rng.random() < 0.07 else "已完成"
        moves.append((m, f"{sur[m % 20]}{given[2 * (m % 2):2 * (m % 2) + 2]}{m}", when.isoformat(), fr, to, dist, vol,
                      crew[0], truck[0], fee, status))
    con.executemany("INSERT INTO moves VALUES (?,?,?,?,?,?,?,?,?,?,?)", moves)
    items = ["冰箱", "电视", "衣柜", "沙发", "餐桌", "钢琴", "洗衣机", "书架"]
    damages = []
    done = [m for m in moves if m[10] == "已完成"]
    for d in range(1, 91):
        mv = rng.choice(done)
        damages.append((d, mv[0], rng.choice(items), float(rng.choice([100, 200, 300, 500, 800, 1200, 2000]))))
    con.executemany("INSERT INTO damages VALUES (?,?,?,?)", damages)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(55)
    florist(rng)
    movers(rng)
