#!/usr/bin/env python3
"""Builds the databases of our forty-second own set (own_fresh41), written
to be held out: scored when written, before any change aimed at it. An
app store asked in English (`appstore`: developers, apps with a price —
0 when free —, installs by platform, reviews with stars, in-app
purchases) and a bubble-tea chain with English names asked about only in
Chinese (`teashop`: stores, drinks of a category, orders by channel,
order lines with a quantity). Seeded, anchored at today.

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


def appstore(rng):
    con = open_db("appstore")
    con.executescript(
        """
        CREATE TABLE developers (developer_id INTEGER PRIMARY KEY, developer_name TEXT NOT NULL, country TEXT NOT NULL);
        CREATE TABLE apps (
            app_id INTEGER PRIMARY KEY, app_name TEXT NOT NULL,
            developer_id INTEGER NOT NULL REFERENCES developers(developer_id),
            category TEXT NOT NULL, price REAL NOT NULL, released_on DATE NOT NULL);
        CREATE TABLE installs (
            install_id INTEGER PRIMARY KEY, app_id INTEGER NOT NULL REFERENCES apps(app_id),
            installed_at DATETIME NOT NULL, platform TEXT NOT NULL);
        CREATE TABLE reviews (
            review_id INTEGER PRIMARY KEY, app_id INTEGER NOT NULL REFERENCES apps(app_id),
            stars INTEGER NOT NULL, reviewed_at DATETIME NOT NULL, comment TEXT);
        CREATE TABLE purchases (
            purchase_id INTEGER PRIMARY KEY, app_id INTEGER NOT NULL REFERENCES apps(app_id),
            purchased_at DATETIME NOT NULL, amount REAL NOT NULL);
        """
    )
    devs = [(1, "Nimbus Labs", "Germany"), (2, "Pixel Forge", "United States"), (3, "Kite Apps", "India"),
            (4, "Blue Harbor", "Germany"), (5, "Lumen Soft", "Canada"), (6, "Tiny Giant", "United Kingdom")]
    con.executemany("INSERT INTO developers VALUES (?,?,?)", devs)
    cats = ["games", "productivity", "health", "education", "finance"]
    names = ["Skyline Run", "TaskPad", "FitPulse", "WordWise", "CoinTrack", "Dungeon Dash", "NoteNest", "SleepWell",
             "MathMate", "BudgetBee", "Pixel Pets", "FocusTimer", "YogaFlow", "LingoLeap", "StockSense", "Space Miner",
             "MailMind", "StepCount"]
    apps = []
    for i, n in enumerate(names, start=1):
        dev = [1, 2, 3, 1, 4, 2, 5, 6, 3, 4, 2, 5, 6, 3, 1, 2, 5, 6][i - 1]
        price = [0.0, 0.0, 2.99, 0.0, 4.99][i % 5]
        released = day(rng, dt.date(TODAY.year - 3, 1, 1), TODAY - dt.timedelta(days=20))
        if i in (17, 18):
            released = day(rng, dt.date(TODAY.year, 1, 10), TODAY - dt.timedelta(days=40))
        apps.append((i, n, dev, cats[(i * 3) % 5], price, released.isoformat()))
    con.executemany("INSERT INTO apps VALUES (?,?,?,?,?,?)", apps)
    installs, reviews, purchases = [], [], []
    weights = [40, 35, 12, 20, 8, 30, 15, 10, 9, 11, 25, 7, 13, 16, 5, 22, 4, 6]
    now = dt.datetime.combine(TODAY, dt.time(8, 0))
    for i in range(1, 9001):
        a = rng.choices(apps, weights)[0]
        start = max(dt.date.fromisoformat(a[5]), dt.date(TODAY.year - 1, 1, 1))
        when = dt.datetime.combine(day(rng, start, TODAY - dt.timedelta(days=1)), dt.time(rng.randrange(24), rng.randrange(60)))
        installs.append((i, a[0], when.isoformat(sep=" "), rng.choices(["ios", "android"], [2, 3])[0]))
    r = p = 0
    for inst in installs:
        if rng.random() < 0.12 and inst[1] not in (9, 15):  # two apps never reviewed
            r += 1
            t = dt.datetime.fromisoformat(inst[2]) + dt.timedelta(days=rng.randrange(1, 30))
            if t < now:
                stars = min(5, max(1, round(rng.gauss(3.2 + (inst[1] % 4) * 0.4, 1.1))))
                reviews.append((r, inst[1], stars, t.isoformat(sep=" "), rng.choice([None, "great", "buggy", "ok"])))
        if rng.random() < 0.2:
            p += 1
            t = dt.datetime.fromisoformat(inst[2]) + dt.timedelta(days=rng.randrange(0, 20))
            if t < now:
                purchases.append((p, inst[1], t.isoformat(sep=" "), rng.choice([0.99, 1.99, 4.99, 9.99])))
    con.executemany("INSERT INTO installs VALUES (?,?,?,?)", installs)
    con.executemany("INSERT INTO reviews VALUES (?,?,?,?,?)", reviews)
    con.executemany("INSERT INTO purchases VALUES (?,?,?,?)", purchases)
    con.commit()


def teashop(rng):
    con = open_db("teashop")
    con.executescript(
        """
        CREATE TABLE stores (store_id INTEGER PRIMARY KEY, store_name TEXT NOT NULL, city TEXT NOT NULL, opened_on DATE NOT NULL);
        CREATE TABLE drinks (drink_id INTEGER PRIMARY KEY, drink_name TEXT NOT NULL, category TEXT NOT NULL, price REAL NOT NULL);
        CREATE TABLE orders (
            order_id INTEGER PRIMARY KEY, store_id INTEGER NOT NULL REFERENCES stores(store_id),
            ordered_at DATETIME NOT NULL, channel TEXT NOT NULL, total_amount REAL NOT NULL);
        CREATE TABLE order_items (
            item_id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES orders(order_id),
            drink_id INTEGER NOT NULL REFERENCES drinks(drink_id), quantity INTEGER NOT NULL, sugar_level TEXT NOT NULL);
        """
    )
    stores = [(1, "人民广场店", "上海", "2023-04-01"), (2, "静安寺店", "上海", "2024-06-15"), (3, "西湖店", "杭州", "2023-09-01"),
              (4, "武林广场店", "杭州", "2025-03-20"), (5, "春熙路店", "成都", "2024-01-10"),
              (6, "宽窄巷子店", "成都", f"{TODAY.year}-05-01"), (7, "徐家汇店", "上海", f"{TODAY.year}-02-14")]
    con.executemany("INSERT INTO stores VALUES (?,?,?,?)", stores)
    drinks = [(1, "珍珠奶茶", "奶茶", 15.0), (2, "芋泥波波奶茶", "奶茶", 18.0), (3, "杨枝甘露", "果茶", 22.0),
              (4, "满杯红柚", "果茶", 19.0), (5, "多肉葡萄", "果茶", 25.0), (6, "美式咖啡", "咖啡", 16.0),
              (7, "生椰拿铁", "咖啡", 21.0), (8, "柠檬茶", "果茶", 12.0)]
    con.executemany("INSERT INTO drinks VALUES (?,?,?,?)", drinks)
    orders, items = [], []
    k = 0
    for i in range(1, 15001):
        s = rng.choices(stores, [9, 6, 7, 4, 5, 3, 4])[0]
        start = max(dt.date.fromisoformat(s[3]), dt.date(TODAY.year - 1, 1, 1))
        when = dt.datetime.combine(day(rng, start, TODAY - dt.timedelta(days=1)), dt.time(rng.randrange(9, 23), rng.randrange(60)))
        total = 0.0
        for d in rng.sample(drinks, rng.choices([1, 2, 3], [6, 3, 1])[0]):
            k += 1
            q = rng.choices([1, 2, 3], [7, 2, 1])[0]
            total += q * d[3]
            items.append((k, i, d[0], q, rng.choice(["全糖", "七分糖", "半糖", "三分糖", "无糖"])))
        orders.append((i, s[0], when.isoformat(sep=" "), rng.choices(["外卖", "堂食", "自提"], [5, 3, 2])[0], total))
    con.executemany("INSERT INTO orders VALUES (?,?,?,?,?)", orders)
    con.executemany("INSERT INTO order_items VALUES (?,?,?,?,?)", items)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(41)
    appstore(rng)
    teashop(rng)
