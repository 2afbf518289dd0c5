#!/usr/bin/env python3
"""Builds the databases of our forty-seventh own set (own_fresh46), written
to be held out: scored when written, at the start of a session, with no
change aimed at it. A museum asked in English (`museum`: exhibitions in a
gallery with a start and an end date, artworks of an artist with an
insured value, tickets of a type with a price and a visit date) and a
laundry chain with English names asked about only in Chinese (`laundry`:
shops of a district, customers who may be members, orders of a garment —
衬衫, 西装, 羽绒服, 床单, 大衣 — with pieces, an amount, a status, a
receiving time and a pick-up time, empty until collected). Seeded,
anchored at today.

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


def museum(rng):
    con = open_db("museum")
    con.executescript(
        """
        CREATE TABLE exhibitions (exhibition_id INTEGER PRIMARY KEY, title TEXT NOT NULL, gallery TEXT NOT NULL,
                                  start_date DATE NOT NULL, end_date DATE NOT NULL);
        CREATE TABLE artworks (artwork_id INTEGER PRIMARY KEY, title TEXT NOT NULL, artist TEXT NOT NULL,
                               year_created INTEGER NOT NULL, medium TEXT NOT NULL, insured_value REAL NOT NULL,
                               exhibition_id INTEGER REFERENCES exhibitions(exhibition_id));
        CREATE TABLE tickets (ticket_id INTEGER PRIMARY KEY, exhibition_id INTEGER NOT NULL REFERENCES exhibitions(exhibition_id),
                              ticket_type TEXT NOT NULL, price REAL NOT NULL, visit_date DATE NOT NULL);
        """
    )
    galleries = ["North Wing", "South Wing", "Atrium", "Basement"]
    titles = ["Light and Shadow", "Modern Masters", "Ancient Egypt", "The Sea", "Portraits", "Urban Dreams",
              "Silk Road", "Impressions", "Machines", "Future Cities"]
    ex = []
    for i, t in enumerate(titles, 1):
        start = TODAY - dt.timedelta(days=700 - i * 65)
        end = start + dt.timedelta(days=120 + (i * 37) % 90)
        ex.append((i, t, galleries[i % 4], start.isoformat(), end.isoformat()))
    ex.append((11, "Coming Soon: Glass", "Atrium", (TODAY + dt.timedelta(days=40)).isoformat(),
               (TODAY + dt.timedelta(days=160)).isoformat()))  # not open yet, no ticket sold
    con.executemany("INSERT INTO exhibitions VALUES (?,?,?,?,?)", ex)
    artists = ["Claude Monet", "Frida Kahlo", "Katsushika Hokusai", "Rembrandt van Rijn", "Georgia O'Keeffe",
               "Wassily Kandinsky", "Unknown"]
    media = ["oil", "watercolour", "woodblock print", "sculpture", "photograph"]
    art = []
    for i in range(1, 181):
        a = artists[(i * 3) % 7]
        year = -1200 + (i * 97) % 600 if a == "Unknown" else 1600 + (i * 41) % 380
        art.append((i, f"Work {i}", a, year, media[(i * 7) % 5], round(rng.uniform(5, 900) * 1000, -2),
                    1 + (i % 10)))
    art[20] = art[20][:5] + (25_000_000.0,) + art[20][6:]  # one clearly most valuable
    art[33] = art[33][:3] + (-2500,) + art[33][4:]  # one clearly oldest
    con.executemany("INSERT INTO artworks VALUES (?,?,?,?,?,?,?)", art)
    prices = {"adult": 18.0, "child": 8.0, "senior": 12.0, "member": 0.0}
    tickets = []
    for t in range(1, 20001):
        e = rng.choices(ex[:10], [3, 5, 2, 4, 6, 3, 4, 5, 2, 3])[0]
        start, end = dt.date.fromisoformat(e[3]), min(dt.date.fromisoformat(e[4]), TODAY - dt.timedelta(days=1))
        if start > end:
            continue
        kind = rng.choices(list(prices), [6, 2, 2, 1])[0]
        tickets.append((len(tickets) + 1, e[0], kind, prices[kind] + (4.0 if e[0] in (2, 5) and kind != "member" else 0.0),
                        day(rng, start, end).isoformat()))
    con.executemany("INSERT INTO tickets VALUES (?,?,?,?,?)", tickets)
    con.commit()


def laundry(rng):
    con = open_db("laundry")
    con.executescript(
        """
        CREATE TABLE shops (shop_id INTEGER PRIMARY KEY, shop_name TEXT NOT NULL, district TEXT NOT NULL);
        CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, name TEXT NOT NULL, phone TEXT NOT NULL,
                                is_member INTEGER NOT NULL);
        CREATE TABLE orders (
            order_id INTEGER PRIMARY KEY, shop_id INTEGER NOT NULL REFERENCES shops(shop_id),
            customer_id INTEGER NOT NULL REFERENCES customers(customer_id), garment TEXT NOT NULL,
            pieces INTEGER NOT NULL, amount REAL NOT NULL, status TEXT NOT NULL,
            received_at DATETIME NOT NULL, picked_up_at DATETIME);
        """
    )
    shops = [(1, "洁净洗衣(望京店)", "朝阳区"), (2, "洁净洗衣(国贸店)", "朝阳区"), (3, "白云干洗(中关村店)", "海淀区"),
             (4, "白云干洗(五道口店)", "海淀区"), (5, "清风洗衣(东四店)", "东城区"), (6, "清风洗衣(丰台店)", "丰台区")]
    con.executemany("INSERT INTO shops VALUES (?,?,?)", shops)
    surnames = "王李张刘陈杨黄赵吴周徐孙马朱胡"
    given = ["伟", "芳", "娜", "敏", "静", "磊", "洋", "勇", "艳", "杰", "娟", "涛", "明", "超", "霞"]
    customers = [(i, surnames[i % 15] + given[(i // 15) % 15] + ("" if i < 225 else given[(i // 225) % 15]),
                  f"13{rng.randrange(100000000, 999999999)}", 1 if i % 3 == 0 else 0) for i in range(1, 301)]
    con.executemany("INSERT INTO customers VALUES (?,?,?,?)", customers)
    unit = {"衬衫": 15.0, "西装": 45.0, "羽绒服": 60.0, "床单": 20.0, "大衣": 50.0}
    orders = []
    now = dt.datetime.combine(TODAY, dt.time(7, 0))
    for i in range(1, 9001):
        s = rng.choices(shops[:5], [5, 4, 6, 3, 4])[0]  # the Fengtai shop has just opened
        c = rng.choice(customers[:280])  # twenty customers never ordered
        g = rng.choices(list(unit), [6, 2, 2, 3, 2])[0]
        n = rng.choice([1, 1, 1, 2, 2, 3, 5])
        amount = unit[g] * n * (0.8 if c[3] else 1.0)
        when = dt.datetime.combine(day(rng, dt.date(TODAY.year - 1, 1, 1), TODAY - dt.timedelta(days=1)),
                                   dt.time(rng.randrange(8, 21), rng.randrange(60)))
        back = when + dt.timedelta(hours=rng.randrange(24, 240))
        status = "collected" if back < now else rng.choice(["washing", "ready"])
        orders.append((i, s[0], c[0], g, n, amount, status, when.isoformat(sep=" "),
                       back.isoformat(sep=" ") if back < now else None))
    con.executemany("INSERT INTO orders VALUES (?,?,?,?,?,?,?,?,?)", orders)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(46)
    museum(rng)
    laundry(rng)
