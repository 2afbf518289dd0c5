#!/usr/bin/env python3
"""Builds the databases of our ninety-eighth own set (own_fresh97),
written in the session of 2026-12-07 (eleventh), after its first engine
changes and before the engine was run on these databases.
A company's IT assets asked in English (`it_assets`: employees of a
department; devices of a type and a brand bought on a day for a cost,
assigned to an employee or to no one; repairs of a device reported on a
day, fixed on a later day or not yet, for a cost) and a food-review site
(点评) with English names asked about only in Chinese (`food_reviews`:
restaurants of a district and a cuisine, stored in Chinese; users of a
city and a level; reviews of a restaurant by a user on a day, a rating
from 1 to 5, with photos or not). Seeded, anchored at today.

    python3 build.py            # writes database/ beside this file
"""
import datetime as dt
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from own_sets import TODAY, database_opener, day, top_is_clear  # noqa: E402

open_db = database_opener(HERE)


def it_assets(rng):
    con = open_db("it_assets")
    con.executescript(
        """
        CREATE TABLE employees (emp_id INTEGER PRIMARY KEY, full_name TEXT NOT NULL, department TEXT NOT NULL);
        CREATE TABLE devices (device_id INTEGER PRIMARY KEY, device_type TEXT NOT NULL, brand TEXT NOT NULL,
                              purchased_on DATE NOT NULL, cost REAL NOT NULL,
                              assigned_to INTEGER REFERENCES employees(emp_id));
        CREATE TABLE repairs (repair_id INTEGER PRIMARY KEY, device_id INTEGER NOT NULL REFERENCES devices(device_id),
                              reported_on DATE NOT NULL, fixed_on DATE, repair_cost REAL NOT NULL);
        """
    )
    names = ["Aiko Tanaka", "Bruno Silva", "Chloe Martin", "Deepak Rao", "Elena Petrova", "Finn Murphy",
             "Grace Lee", "Hassan Ali", "Isla Brown", "Jonas Weber", "Kofi Mensah", "Lucia Rossi",
             "Marta Nowak", "Nils Berg", "Oscar Diaz", "Priya Shah", "Quinn Baker", "Rhea Kapoor"]
    depts = ["IT", "Finance", "Sales", "HR", "Design"]
    employees = [(i, n, rng.choice(depts)) for i, n in enumerate(names, 1)]
    con.executemany("INSERT INTO employees VALUES (?,?,?)", employees)
    kinds = {"laptop": (["Dell", "Lenovo", "Apple", "HP"], 900, 2400), "monitor": (["Dell", "LG", "Samsung"], 150, 600),
             "phone": (["Apple", "Samsung"], 400, 1200)}
    devices = []
    for i in range(1, 91):
        kind = rng.choices(list(kinds), weights=[5, 4, 2])[0]
        brands, lo, hi = kinds[kind]
        owner = None if rng.random() < 0.15 else rng.choice(employees)[0]
        devices.append((i, kind, rng.choice(brands), day(rng, TODAY - dt.timedelta(days=1400)).isoformat(),
                        round(rng.uniform(lo, hi), 2), owner))
    con.executemany("INSERT INTO devices VALUES (?,?,?,?,?,?)", devices)
    repairs = []
    for i in range(1, 141):
        d = rng.choice(devices[:80])  # ten devices never broke
        reported = day(rng, max(dt.date.fromisoformat(d[3]), TODAY - dt.timedelta(days=500)))
        fixed = None if reported > TODAY - dt.timedelta(days=15) and rng.random() < 0.6 else \
            min(reported + dt.timedelta(days=rng.randint(0, 12)), TODAY)
        repairs.append((i, d[0], reported.isoformat(), fixed.isoformat() if fixed else None,
                        round(rng.uniform(20, 400), 2)))
    con.executemany("INSERT INTO repairs VALUES (?,?,?,?,?)", repairs)
    by_brand, by_device, spend = {}, {}, {}
    for d in devices:
        by_brand[d[2]] = by_brand.get(d[2], 0) + 1
    for r in repairs:
        by_device[r[1]] = by_device.get(r[1], 0) + 1
    for d in devices:
        if d[5] is not None:
            spend[d[5]] = spend.get(d[5], 0) + d[4]
    top_is_clear(by_brand, "the commonest brand")
    top_is_clear(spend, "the employee with the costliest devices")
    con.commit()


def food_reviews(rng):
    con = open_db("food_reviews")
    con.executescript(
        """
        CREATE TABLE restaurants (restaurant_id INTEGER PRIMARY KEY, name TEXT NOT NULL, district TEXT NOT NULL,
                                  cuisine TEXT NOT NULL);
        CREATE TABLE users (user_id INTEGER PRIMARY KEY, nickname TEXT NOT NULL, city TEXT NOT NULL,
                            level INTEGER NOT NULL);
        CREATE TABLE reviews (review_id INTEGER PRIMARY KEY,
                              restaurant_id INTEGER NOT NULL REFERENCES restaurants(restaurant_id),
                              user_id INTEGER NOT NULL REFERENCES users(user_id), review_date DATE NOT NULL,
                              rating INTEGER NOT NULL, has_photo INTEGER NOT NULL);
        """
    )
    restaurants = [(1, "老王火锅", "朝阳区", "火锅"), (2, "小桥面馆", "海淀区", "面食"), (3, "蜀香川菜", "朝阳区", "川菜"),
                   (4, "粤来粤好", "东城区", "粤菜"), (5, "一品烤鸭", "东城区", "烤鸭"), (6, "辣妹子火锅", "海淀区", "火锅"),
                   (7, "兰州拉面", "西城区", "面食"), (8, "湘里人家", "朝阳区", "湘菜"), (9, "江南小馆", "西城区", "江浙菜"),
                   (10, "巴蜀人家", "海淀区", "川菜"), (11, "深夜食堂", "朝阳区", "日料")]
    con.executemany("INSERT INTO restaurants VALUES (?,?,?,?)", restaurants)
    users = [(i, f"吃货{i:03d}", rng.choice(["北京", "天津", "上海"]), rng.randint(1, 6)) for i in range(1, 61)]
    con.executemany("INSERT INTO users VALUES (?,?,?,?)", users)
    reviews = []
    quality = {r[0]: rng.uniform(2.5, 4.6) for r in restaurants}
    for i in range(1, 701):
        r = rng.choices(restaurants[:10], weights=[8, 5, 6, 4, 5, 6, 3, 4, 3, 5])[0]  # 深夜食堂 has no review
        u = rng.choice(users)
        rating = max(1, min(5, round(rng.gauss(quality[r[0]], 1.0))))
        reviews.append((i, r[0], u[0], day(rng, TODAY - dt.timedelta(days=450)).isoformat(), rating,
                        1 if rng.random() < 0.35 else 0))
    con.executemany("INSERT INTO reviews VALUES (?,?,?,?,?,?)", reviews)
    avg, by_user, by_district = {}, {}, {}
    for rv in reviews:
        avg.setdefault(rv[1], []).append(rv[4])
        by_user[rv[2]] = by_user.get(rv[2], 0) + 1
    for r in restaurants:
        by_district[r[2]] = by_district.get(r[2], 0) + 1
    top_is_clear({k: sum(v) / len(v) for k, v in avg.items()}, "the best rated restaurant")
    top_is_clear(by_user, "the user writing most reviews")
    top_is_clear(by_district, "the district with most restaurants")
    con.commit()


if __name__ == "__main__":
    it_assets(random.Random(97))
    food_reviews(random.Random(9797))
