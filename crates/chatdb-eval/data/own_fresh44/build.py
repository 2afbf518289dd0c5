#!/usr/bin/env python3
"""Builds the databases of our forty-fifth own set (own_fresh44), written
to be held out: scored when written, before any change aimed at it. A
podcast network asked in English (`podcasts`: shows of a genre with a
host, episodes with a length in minutes and a download count, ad reads
of a sponsor with a fee) and a home-appliance repair service with
English names asked about only in Chinese (`repairs`: technicians of a
city, customers of a district, work orders for an appliance with a fee,
a finish time — empty while open — and a rating). Seeded, anchored at
today.

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


def podcasts(rng):
    con = open_db("podcasts")
    con.executescript(
        """
        CREATE TABLE shows (show_id INTEGER PRIMARY KEY, show_name TEXT NOT NULL, genre TEXT NOT NULL,
                            host TEXT NOT NULL, launched_on DATE NOT NULL);
        CREATE TABLE episodes (
            episode_id INTEGER PRIMARY KEY, show_id INTEGER NOT NULL REFERENCES shows(show_id),
            title TEXT NOT NULL, published_on DATE NOT NULL, duration_min INTEGER NOT NULL, downloads INTEGER NOT NULL);
        CREATE TABLE ad_reads (
            ad_id INTEGER PRIMARY KEY, episode_id INTEGER NOT NULL REFERENCES episodes(episode_id),
            sponsor TEXT NOT NULL, fee REAL NOT NULL);
        """
    )
    shows = [(1, "Deep Dive", "science", "Maya Lin", "2021-03-01"), (2, "Money Talks", "business", "Raj Patel", "2020-06-15"),
             (3, "True Crime Daily", "true crime", "Sara Cole", "2022-01-10"), (4, "Startup Stories", "business", "Raj Patel", "2023-04-01"),
             (5, "Laugh Track", "comedy", "Tom Reed", "2021-09-20"), (6, "Star Gazers", "science", "Maya Lin", "2024-02-05"),
             (7, "Cold Cases", "true crime", "Ana Ruiz", "2022-11-11"), (8, "Market Minute", "business", "Raj Patel", f"{TODAY.year - 1}-05-01"),
             (9, "Body Lab", "health", "Ana Ruiz", f"{TODAY.year - 1}-08-15"), (10, "Weekend Giggles", "comedy", "Tom Reed", "2025-01-01")]
    con.executemany("INSERT INTO shows VALUES (?,?,?,?,?)", shows)
    words = ["The", "Hidden", "Last", "Secret", "Great", "Quiet", "Lost", "Bright"]
    nouns = ["Signal", "Deal", "Witness", "Joke", "Orbit", "Habit", "Market", "Clue", "Galaxy"]
    eps, ads = [], []
    a = 0
    for e in range(1, 1401):
        s = rng.choices(shows, [5, 6, 4, 3, 4, 2, 3, 2, 2, 1])[0]
        start = max(dt.date.fromisoformat(s[4]), dt.date(TODAY.year - 3, 1, 1))
        pub = day(rng, start, TODAY - dt.timedelta(days=1))
        dur = rng.randrange(15, 121)
        downloads = int(rng.lognormvariate(8, 0.8) * (1 + s[0] % 3))
        eps.append((e, s[0], f"{rng.choice(words)} {rng.choice(nouns)} #{e}", pub.isoformat(), dur, downloads))
        for _ in range(rng.choices([0, 1, 2], [3, 4, 2])[0]):
            a += 1
            ads.append((a, e, rng.choices(["Audible", "Squarespace", "HelloFresh", "NordVPN", "Casper"], [4, 3, 3, 2, 1])[0],
                        round(rng.choice([250, 500, 800, 1200]) * (1 + downloads / 20000), 2)))
    # shows 6 and 10 publish nothing this year
    eps = [x for x in eps if not (x[1] in (6, 10) and x[3] >= f"{TODAY.year}-01-01")]
    kept = {x[0] for x in eps}
    ads = [x for x in ads if x[1] in kept]
    # one special, longer than any other episode
    eps = [x[:4] + (150,) + x[5:] if x[0] == 700 else x for x in eps]
    con.executemany("INSERT INTO episodes VALUES (?,?,?,?,?,?)", eps)
    con.executemany("INSERT INTO ad_reads VALUES (?,?,?,?)", ads)
    con.commit()


def repairs(rng):
    con = open_db("repairs")
    con.executescript(
        """
        CREATE TABLE technicians (tech_id INTEGER PRIMARY KEY, tech_name TEXT NOT NULL, city TEXT NOT NULL, hired_on DATE NOT NULL);
        CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, customer_name TEXT NOT NULL, district TEXT NOT NULL);
        CREATE TABLE work_orders (
            order_id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
            tech_id INTEGER NOT NULL REFERENCES technicians(tech_id), appliance TEXT NOT NULL,
            created_at DATETIME NOT NULL, finished_at DATETIME, fee REAL, rating INTEGER);
        """
    )
    surnames = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗"
    given = ["建国", "志强", "海涛", "国庆", "卫东", "永刚", "德明", "春生", "振华", "宏伟", "立新", "文斌"]
    techs = []
    for i in range(1, 31):
        techs.append((i, surnames[i % 20] + given[(i * 5) % 12], ["北京", "北京", "上海", "广州", "北京", "上海"][i % 6],
                      (day(rng, dt.date(TODAY.year - 6, 1, 1), TODAY - dt.timedelta(days=20))
                       if i % 7 else day(rng, dt.date(TODAY.year, 1, 5), TODAY - dt.timedelta(days=20))).isoformat()))
    con.executemany("INSERT INTO technicians VALUES (?,?,?,?)", techs)
    districts = ["朝阳区", "海淀区", "浦东新区", "天河区", "西城区", "徐汇区"]
    customers = [(i, surnames[(i * 3) % 20] + given[(i * 7) % 12][0] + "女士" if i % 2 else surnames[(i * 3) % 20] + "先生" + str(i),
                  rng.choice(districts)) for i in range(1, 901)]
    con.executemany("INSERT INTO customers VALUES (?,?,?)", customers)
    orders = []
    now = dt.datetime.combine(TODAY, dt.time(10, 0))
    for i in range(1, 6001):
        c = rng.choice(customers[:850])  # fifty customers never call
        t = rng.choices(techs, [1 + (k * 3) % 7 for k in range(30)])[0]
        start = max(dt.date.fromisoformat(t[3]), dt.date(TODAY.year - 1, 1, 1))
        created = dt.datetime.combine(day(rng, start), dt.time(rng.randrange(8, 20), rng.randrange(60)))
        if created >= now:
            continue
        done = created + dt.timedelta(hours=rng.randrange(2, 96))
        app = rng.choices(["空调", "冰箱", "洗衣机", "热水器"], [5, 3, 3, 2])[0]
        if done < now:
            fee = float(rng.choice([80, 120, 150, 200, 300]) + (100 if app == "空调" else 0))
            rating = min(5, max(1, round(rng.gauss(4.1 - (t[0] % 4) * 0.2, 0.8))))
            orders.append((i, c[0], t[0], app, created.isoformat(sep=" "), done.isoformat(sep=" "), fee, rating))
        else:
            orders.append((i, c[0], t[0], app, created.isoformat(sep=" "), None, None, None))
    con.executemany("INSERT INTO work_orders VALUES (?,?,?,?,?,?,?,?)", orders)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(44)
    podcasts(rng)
    repairs(rng)
