#!/usr/bin/env python3
"""Builds the databases of our third own set (own_fresh2), written to be
held out: scored when written, before any change aimed at it. A hotel
group's bookings (`hotel_stays`: Chinese hotel and city names, English
codes) and an advertiser's campaigns (`ad_campaigns`: daily statistics per
campaign, channels named in pinyin-like English). Seeded, anchored at today.

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


def hotels(rng):
    con = open_db("hotel_stays")
    con.executescript(
        """
        CREATE TABLE hotels (
            hotel_id INTEGER PRIMARY KEY, hotel_name TEXT NOT NULL, city TEXT NOT NULL,
            star_rating INTEGER NOT NULL, opened_year INTEGER);
        CREATE TABLE rooms (
            room_id INTEGER PRIMARY KEY,
            hotel_id INTEGER NOT NULL REFERENCES hotels(hotel_id),
            room_number TEXT NOT NULL, room_type TEXT NOT NULL, nightly_rate REAL NOT NULL);
        CREATE TABLE guests (
            guest_id INTEGER PRIMARY KEY, full_name TEXT NOT NULL, gender TEXT,
            country TEXT, member_level TEXT NOT NULL, joined_on DATE NOT NULL);
        CREATE TABLE bookings (
            booking_id INTEGER PRIMARY KEY,
            guest_id INTEGER NOT NULL REFERENCES guests(guest_id),
            room_id INTEGER NOT NULL REFERENCES rooms(room_id),
            check_in DATE NOT NULL, check_out DATE NOT NULL, nights INTEGER NOT NULL,
            total_price REAL NOT NULL, channel TEXT NOT NULL, status TEXT NOT NULL);
        """
    )
    names = [("锦江之星外滩店", "上海", 3), ("和平饭店", "上海", 5), ("北京饭店", "北京", 5),
             ("如家王府井店", "北京", 2), ("白天鹅宾馆", "广州", 5), ("汉庭天河店", "广州", 2),
             ("西湖国宾馆", "杭州", 5), ("亚朵西溪店", "杭州", 4), ("成都香格里拉", "成都", 5),
             ("全季春熙路店", "成都", 3), ("深圳湾万丽", "深圳", 4), ("维也纳福田店", "深圳", 3)]
    hs = [(i, n, c, s, rng.randrange(1990, 2022)) for i, (n, c, s) in enumerate(names, start=1)]
    con.executemany("INSERT INTO hotels VALUES (?,?,?,?,?)", hs)
    rooms, rid = [], 1
    base = {2: 220, 3: 380, 4: 650, 5: 1200}
    for h in hs:
        for k in range(rng.randrange(15, 40)):
            kind = rng.choices(["standard", "deluxe", "suite"], weights=[6, 3, 1])[0]
            factor = {"standard": 1.0, "deluxe": 1.5, "suite": 2.8}[kind]
            rate = round(base[h[3]] * factor * rng.uniform(0.85, 1.2), 2)
            rooms.append((rid, h[0], f"{(k // 10) + 2}{k % 10:02d}", kind, rate))
            rid += 1
    con.executemany("INSERT INTO rooms VALUES (?,?,?,?,?)", rooms)
    surnames = ["王", "李", "张", "刘", "陈", "杨", "赵", "黄", "周", "吴"]
    given = ["伟", "芳", "娜", "敏", "静", "磊", "洋", "艳", "勇", "军", "杰", "涛"]
    foreign = [("John Smith", "United States"), ("Emma Brown", "United Kingdom"),
               ("Yuki Tanaka", "Japan"), ("Min-jun Kim", "South Korea"), ("Lukas Muller", "Germany"),
               ("Sakura Ito", "Japan"), ("Olivia Wilson", "United States"), ("Hiro Sato", "Japan")]
    guests = []
    for i in range(1, 501):
        if rng.random() < 0.8:
            name, country = rng.choice(surnames) + rng.choice(given) + rng.choice(["", rng.choice(given)]), "China"
        else:
            name, country = rng.choice(foreign)
        level = rng.choices(["none", "silver", "gold", "platinum"], weights=[10, 5, 3, 1])[0]
        guests.append((i, name, rng.choice(["M", "F"]), country, level,
                       day(rng, dt.date(TODAY.year - 3, 1, 1)).isoformat()))
    con.executemany("INSERT INTO guests VALUES (?,?,?,?,?,?)", guests)
    bookings = []
    for i in range(1, 3001):
        g = rng.randrange(1, 421)  # guests 421..500 never booked
        room = rng.choice(rooms)
        check_in = day(rng, dt.date(TODAY.year - 1, 1, 1), TODAY + dt.timedelta(days=60))
        nights = rng.choices([1, 2, 3, 4, 5, 7], weights=[30, 25, 15, 10, 8, 4])[0]
        if check_in > TODAY:
            status = rng.choices(["upcoming", "cancelled"], weights=[9, 1])[0]
        else:
            status = rng.choices(["completed", "cancelled", "no_show"], weights=[85, 10, 5])[0]
        price = round(room[4] * nights * rng.uniform(0.9, 1.05), 2)
        channel = rng.choices(["direct", "ctrip", "meituan", "booking"], weights=[4, 5, 3, 1])[0]
        bookings.append((i, g, room[0], check_in.isoformat(),
                         (check_in + dt.timedelta(days=nights)).isoformat(), nights, price, channel,
                         status))
    con.executemany("INSERT INTO bookings VALUES (?,?,?,?,?,?,?,?,?)", bookings)
    con.commit()
    con.close()


def ads(rng):
    con = open_db("ad_campaigns")
    con.executescript(
        """
        CREATE TABLE channels (
            channel_id INTEGER PRIMARY KEY, channel_name TEXT NOT NULL);
        CREATE TABLE campaigns (
            campaign_id INTEGER PRIMARY KEY, campaign_name TEXT NOT NULL,
            channel_id INTEGER NOT NULL REFERENCES channels(channel_id),
            objective TEXT NOT NULL, budget REAL NOT NULL,
            start_date DATE NOT NULL, end_date DATE NOT NULL, owner TEXT NOT NULL);
        CREATE TABLE daily_stats (
            stat_date DATE NOT NULL,
            campaign_id INTEGER NOT NULL REFERENCES campaigns(campaign_id),
            impressions INTEGER NOT NULL, clicks INTEGER NOT NULL, spend REAL NOT NULL,
            conversions INTEGER NOT NULL, revenue REAL NOT NULL,
            PRIMARY KEY (stat_date, campaign_id));
        """
    )
    chans = [(1, "WeChat"), (2, "Douyin"), (3, "Baidu"), (4, "Xiaohongshu"), (5, "Weibo")]
    con.executemany("INSERT INTO channels VALUES (?,?)", chans)
    themes = ["Spring Sale", "618 Promo", "Double 11", "New Arrivals", "Brand Week", "Summer Deals",
              "Back to School", "Year End Clearance", "Member Day", "Flash Sale"]
    owners = ["Alice Zhou", "Bob Li", "Cathy Wang", "David Chen", "Eva Liu"]
    camps = []
    for i in range(1, 41):
        start = day(rng, dt.date(TODAY.year - 1, 1, 1), TODAY - dt.timedelta(days=10))
        end = start + dt.timedelta(days=rng.randrange(7, 90))
        camps.append((i, f"{rng.choice(themes)} {i:02d}", rng.randrange(1, 6),
                      rng.choice(["awareness", "traffic", "sales"]),
                      round(rng.uniform(5000, 120000), -2), start.isoformat(), end.isoformat(),
                      rng.choice(owners)))
    con.executemany("INSERT INTO campaigns VALUES (?,?,?,?,?,?,?,?)", camps)
    stats = []
    for c in camps:
        d = dt.date.fromisoformat(c[5])
        end = min(dt.date.fromisoformat(c[6]), TODAY - dt.timedelta(days=1))
        while d <= end:
            imp = rng.randrange(2000, 80000)
            clicks = int(imp * rng.uniform(0.005, 0.06))
            conv = int(clicks * rng.uniform(0.0, 0.08))
            stats.append((d.isoformat(), c[0], imp, clicks, round(clicks * rng.uniform(0.5, 3.0), 2),
                          conv, round(conv * rng.uniform(50, 400), 2)))
            d += dt.timedelta(days=1)
    con.executemany("INSERT INTO daily_stats VALUES (?,?,?,?,?,?,?)", stats)
    con.commit()
    con.close()


if __name__ == "__main__":
    hotels(random.Random(51))
    ads(random.Random(53))
