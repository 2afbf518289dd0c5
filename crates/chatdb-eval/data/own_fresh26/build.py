#!/usr/bin/env python3
"""Builds the databases of our twenty-seventh own set (own_fresh26),
written to be held out: scored when written, before any change aimed at
it. A web shop's traffic asked in English (`analytics`: campaigns,
visitors, sessions, orders) and a bakery chain's production with English
names asked about only in Chinese (`bakery`: shops, products, batches).
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


def analytics(rng):
    con = open_db("analytics")
    con.executescript(
        """
        CREATE TABLE campaigns (campaign_id INTEGER PRIMARY KEY, campaign_name TEXT NOT NULL, channel TEXT NOT NULL,
            budget REAL NOT NULL);
        CREATE TABLE visitors (visitor_id INTEGER PRIMARY KEY, country TEXT NOT NULL, device TEXT NOT NULL,
            first_seen DATE NOT NULL);
        CREATE TABLE sessions (
            session_id INTEGER PRIMARY KEY,
            visitor_id INTEGER NOT NULL REFERENCES visitors(visitor_id),
            campaign_id INTEGER REFERENCES campaigns(campaign_id),
            started_at DATETIME NOT NULL, ended_at DATETIME NOT NULL, pages_viewed INTEGER NOT NULL,
            converted INTEGER NOT NULL);
        CREATE TABLE orders (
            order_id INTEGER PRIMARY KEY,
            session_id INTEGER NOT NULL REFERENCES sessions(session_id),
            amount REAL NOT NULL, ordered_at DATETIME NOT NULL);
        """
    )
    campaigns = [(1, "Spring Sale", "email", 5000.0), (2, "Brand Search", "search", 12000.0),
                 (3, "Influencer Q2", "social", 8000.0), (4, "Retargeting", "display", 6500.0),
                 (5, "Black Friday", "email", 9000.0), (6, "Summer Social", "social", 4000.0),
                 (7, "Podcast Spots", "audio", 3000.0)]
    con.executemany("INSERT INTO campaigns VALUES (?,?,?,?)", campaigns)
    countries = ["US", "UK", "Germany", "France", "Canada", "Spain", "Japan"]
    visitors = []
    for i in range(1, 1501):
        visitors.append((i, rng.choices(countries, [8, 4, 4, 3, 2, 2, 1])[0],
                         rng.choices(["mobile", "desktop", "tablet"], [6, 4, 1])[0],
                         day(rng, dt.date(TODAY.year - 1, 1, 1)).isoformat()))
    con.executemany("INSERT INTO visitors VALUES (?,?,?,?)", visitors)
    sessions, orders = [], []
    for i in range(1, 8001):
        v = rng.choice(visitors)
        first = dt.date.fromisoformat(v[3])
        start = dt.datetime.combine(day(rng, first), dt.time(rng.randrange(24), rng.randrange(60), rng.randrange(60)))
        end = start + dt.timedelta(seconds=rng.randrange(10, 3600))
        camp = rng.choice(campaigns)[0] if rng.random() < 0.45 and rng.random() < 0.99 else None
        if camp == 7:
            camp = None  # the podcast spots brought no one yet
        converted = int(rng.random() < 0.06)
        sessions.append((i, v[0], camp, start.isoformat(sep=" "), end.isoformat(sep=" "), rng.randrange(1, 30), converted))
        if converted:
            orders.append((len(orders) + 1, i, round(rng.uniform(15, 400), 2), (end - dt.timedelta(seconds=5)).isoformat(sep=" ")))
    con.executemany("INSERT INTO sessions VALUES (?,?,?,?,?,?,?)", sessions)
    con.executemany("INSERT INTO orders VALUES (?,?,?,?)", orders)
    con.commit()


def bakery(rng):
    con = open_db("bakery")
    con.executescript(
        """
        CREATE TABLE shops (shop_id INTEGER PRIMARY KEY, shop_name TEXT NOT NULL, district TEXT NOT NULL,
            opened_on DATE NOT NULL);
        CREATE TABLE products (product_id INTEGER PRIMARY KEY, product_name TEXT NOT NULL, category TEXT NOT NULL,
            price REAL NOT NULL);
        CREATE TABLE batches (
            batch_id INTEGER PRIMARY KEY,
            shop_id INTEGER NOT NULL REFERENCES shops(shop_id),
            product_id INTEGER NOT NULL REFERENCES products(product_id),
            baked_on DATE NOT NULL, qty_baked INTEGER NOT NULL, qty_sold INTEGER NOT NULL);
        """
    )
    shops = [(1, "Golden Crust Xuhui", "Xuhui", "2018-05-01"), (2, "Golden Crust Jing'an", "Jing'an", "2019-09-15"),
             (3, "Golden Crust Pudong", "Pudong", "2020-03-20"), (4, "Golden Crust Minhang", "Minhang", "2021-11-11"),
             (5, "Golden Crust Lujiazui", "Pudong", "2023-06-01"), (6, "Golden Crust Yangpu", "Yangpu", (TODAY - dt.timedelta(days=40)).isoformat())]
    con.executemany("INSERT INTO shops VALUES (?,?,?,?)", shops)
    products = [(1, "Croissant", "pastry", 12.0), (2, "Baguette", "bread", 15.0), (3, "Sourdough Loaf", "bread", 32.0),
                (4, "Egg Tart", "pastry", 8.0), (5, "Cheesecake Slice", "cake", 28.0), (6, "Matcha Roll", "cake", 26.0),
                (7, "Red Bean Bun", "bread", 9.0), (8, "Chocolate Muffin", "pastry", 14.0), (9, "Black Forest", "cake", 198.0)]
    con.executemany("INSERT INTO products VALUES (?,?,?,?)", products)
    batches = []
    start = dt.date(TODAY.year - 1, 1, 1)
    for d in range((TODAY - start).days + 1):
        when = start + dt.timedelta(days=d)
        for s in shops:
            if dt.date.fromisoformat(s[3]) > when or rng.random() < 0.5:
                continue
            for p in rng.sample(products[:-1], 3):  # the Black Forest is made to order: never baked in batches
                baked = rng.randrange(20, 120)
                batches.append((len(batches) + 1, s[0], p[0], when.isoformat(), baked, baked - rng.randrange(0, baked // 3)))
    con.executemany("INSERT INTO batches VALUES (?,?,?,?,?,?)", batches)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(26)
    analytics(rng)
    bakery(rng)
