#!/usr/bin/env python3
"""Builds the databases of our thirty-ninth own set (own_fresh38),
written to be held out: scored when written, before any change aimed at
it. An e-mail marketing platform asked in English (`marketing`:
campaigns, contacts — some unsubscribed —, sends with 0/1 `opened` and
`clicked` flags) and a food-delivery business with English names asked
about only in Chinese (`delivery`: merchants, riders, orders — one still
on its way has no delivery time). Seeded, anchored at today.

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


def marketing(rng):
    con = open_db("marketing")
    con.executescript(
        """
        CREATE TABLE campaigns (campaign_id INTEGER PRIMARY KEY, campaign_name TEXT NOT NULL, channel TEXT NOT NULL,
                                launched_on DATE NOT NULL, budget REAL NOT NULL);
        CREATE TABLE contacts (contact_id INTEGER PRIMARY KEY, email TEXT NOT NULL, country TEXT NOT NULL,
                               subscribed_on DATE NOT NULL, unsubscribed_on DATE);
        CREATE TABLE sends (
            send_id INTEGER PRIMARY KEY,
            campaign_id INTEGER NOT NULL REFERENCES campaigns(campaign_id),
            contact_id INTEGER NOT NULL REFERENCES contacts(contact_id),
            sent_at DATETIME NOT NULL, opened INTEGER NOT NULL, clicked INTEGER NOT NULL);
        """
    )
    names = ["Spring Sale", "Welcome Series", "Black Friday", "Product Launch", "Summer Deals", "Win-back",
             "Newsletter March", "Newsletter June", "Holiday Gifts", "Webinar Invite", "Cyber Monday", "Year in Review"]
    campaigns = []
    for i, n in enumerate(names, start=1):
        launched = day(rng, dt.date(TODAY.year - 1, 1, 1), TODAY - dt.timedelta(days=3))
        campaigns.append((i, n, rng.choice(["email", "sms", "push"]), launched.isoformat(), float(rng.randrange(5, 80) * 100)))
    con.executemany("INSERT INTO campaigns VALUES (?,?,?,?,?)", campaigns)
    countries = ["Germany", "France", "Spain", "Italy", "Netherlands", "Sweden"]
    contacts = []
    for i in range(1, 1201):
        sub = day(rng, dt.date(TODAY.year - 3, 1, 1))
        unsub = day(rng, sub) if rng.random() < 0.18 else None
        contacts.append((i, f"user{i}@example.com", rng.choices(countries, [5, 4, 3, 3, 2, 1])[0], sub.isoformat(),
                         unsub.isoformat() if unsub else None))
    con.executemany("INSERT INTO contacts VALUES (?,?,?,?,?)", contacts)
    sends = []
    k = 0
    for c in campaigns:
        launched = dt.date.fromisoformat(c[3])
        for ct in rng.sample(contacts, rng.randrange(150, 700)):
            k += 1
            when = dt.datetime.combine(launched + dt.timedelta(days=rng.randrange(3)), dt.time(rng.randrange(24), rng.randrange(60)))
            opened = 1 if rng.random() < 0.35 else 0
            clicked = 1 if opened and rng.random() < 0.3 else 0
            sends.append((k, c[0], ct[0], when.isoformat(sep=" "), opened, clicked))
    con.executemany("INSERT INTO sends VALUES (?,?,?,?,?,?)", sends)
    con.commit()


def delivery(rng):
    con = open_db("delivery")
    con.executescript(
        """
        CREATE TABLE merchants (merchant_id INTEGER PRIMARY KEY, merchant_name TEXT NOT NULL, category TEXT NOT NULL, district TEXT NOT NULL);
        CREATE TABLE riders (rider_id INTEGER PRIMARY KEY, rider_name TEXT NOT NULL, joined_on DATE NOT NULL);
        CREATE TABLE orders (
            order_id INTEGER PRIMARY KEY,
            merchant_id INTEGER NOT NULL REFERENCES merchants(merchant_id),
            rider_id INTEGER NOT NULL REFERENCES riders(rider_id),
            ordered_at DATETIME NOT NULL, delivered_at DATETIME,
            amount REAL NOT NULL, delivery_fee REAL NOT NULL);
        """
    )
    merchants = [(1, "老王快餐", "快餐", "朝阳区"), (2, "一点点奶茶", "奶茶", "海淀区"), (3, "蜀香火锅", "火锅", "朝阳区"),
                 (4, "喜茶", "奶茶", "东城区"), (5, "麦当劳", "快餐", "海淀区"), (6, "海底捞", "火锅", "西城区"),
                 (7, "沙县小吃", "快餐", "东城区"), (8, "CoCo都可", "奶茶", "朝阳区"), (9, "兰州拉面", "面食", "西城区")]
    con.executemany("INSERT INTO merchants VALUES (?,?,?,?)", merchants)
    riders = [(i, n, day(rng, dt.date(TODAY.year - 3, 1, 1)).isoformat()) for i, n in enumerate(
        ["张伟", "王强", "李军", "刘洋", "陈杰", "杨磊", "赵鹏", "黄勇", "周涛", "吴斌", "徐亮", "孙浩"], start=1)]
    riders[10] = (11, "徐亮", dt.date(TODAY.year, 2, 10).isoformat())
    riders[11] = (12, "孙浩", (TODAY - dt.timedelta(days=2)).isoformat())  # 孙浩: no order yet
    con.executemany("INSERT INTO riders VALUES (?,?,?)", riders)
    base = {"快餐": 28, "奶茶": 22, "火锅": 120, "面食": 25}
    now = dt.datetime.combine(TODAY, dt.time(12, 0))
    orders = []
    for i in range(1, 9001):
        m = rng.choices(merchants, [5, 4, 2, 4, 5, 2, 3, 3, 2])[0]
        r = rng.choice(riders[:11])
        when = dt.datetime.combine(day(rng, dt.date(TODAY.year - 1, 1, 1), TODAY - dt.timedelta(days=1)),
                                   dt.time(rng.randrange(9, 23), rng.randrange(60)))
        took = rng.randrange(15, 70)
        orders.append((i, m[0], r[0], when.isoformat(sep=" "), (when + dt.timedelta(minutes=took)).isoformat(sep=" "),
                       round(base[m[2]] * rng.uniform(0.6, 2.2), 1), rng.choice([0.0, 3.0, 5.0, 6.5])))
    for k in range(9001, 9013):
        m = rng.choice(merchants)
        when = now - dt.timedelta(minutes=5 * (k - 9000))
        done = when + dt.timedelta(minutes=25)
        orders.append((k, m[0], riders[k % 11][0], when.isoformat(sep=" "), done.isoformat(sep=" ") if done < now else None,
                       round(base[m[2]] * 1.1, 1), 5.0))
    con.executemany("INSERT INTO orders VALUES (?,?,?,?,?,?,?)", orders)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(38)
    marketing(rng)
    delivery(rng)
