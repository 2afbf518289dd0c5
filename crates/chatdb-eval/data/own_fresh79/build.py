#!/usr/bin/env python3
"""Builds the databases of our eightieth own set (own_fresh79), written at
the start of the session of 2026-12-06 (second), before the engine had
seen these databases. A bowling alley asked in English (`bowling`: lanes
by number; bowlers of a league who joined on a day; games of a bowler on a
lane on a day with a score and a number of strikes) and a pawn shop with
English names asked about only in Chinese (`pawnshop`: customers of a
city; pawns of a customer — an item of a category, its appraised value,
the loan, the day pawned, the day due and a status). Seeded, anchored at
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


def bowling(rng):
    con = open_db("bowling")
    con.executescript(
        """
        CREATE TABLE lanes (lane_id INTEGER PRIMARY KEY, lane_no INTEGER NOT NULL);
        CREATE TABLE bowlers (bowler_id INTEGER PRIMARY KEY, bowler_name TEXT NOT NULL, league TEXT NOT NULL,
                              joined_on DATE NOT NULL);
        CREATE TABLE games (game_id INTEGER PRIMARY KEY, bowler_id INTEGER NOT NULL REFERENCES bowlers(bowler_id),
                            lane_id INTEGER NOT NULL REFERENCES lanes(lane_id), game_date DATE NOT NULL,
                            score INTEGER NOT NULL, strikes INTEGER NOT NULL);
        """
    )
    con.executemany("INSERT INTO lanes VALUES (?,?)", [(i, i) for i in range(1, 13)])
    first = ["Lisa", "Tom", "Maria", "Jake", "Nora", "Sam", "Priya", "Ben", "Chloe", "Omar"]
    last = ["Park", "Reed", "Cole", "Shaw", "Diaz", "Kim"]
    names = rng.sample([f"{f} {l}" for f in first for l in last], 36)
    if "Lisa Park" not in names:
        names[0] = "Lisa Park"
    bowlers = [(i, n, rng.choice(["Tuesday", "Thursday", "Friday"]), day(rng, dt.date(2021, 1, 1)).isoformat())
               for i, n in enumerate(names, start=1)]
    con.executemany("INSERT INTO bowlers VALUES (?,?,?,?)", bowlers)
    skill = {b[0]: rng.uniform(110, 200) for b in bowlers}
    games = []
    g = 0
    resting = {b[0] for b in bowlers[-4:]}  # four bowlers have not come this month
    d = TODAY - dt.timedelta(days=400)
    while d <= TODAY:
        for b in rng.sample(bowlers, rng.randint(3, 10)):
            if dt.date.fromisoformat(b[3]) > d or (b[0] in resting and d >= TODAY.replace(day=1)):
                continue
            for _ in range(rng.randint(1, 3)):
                g += 1
                score = max(40, min(300, int(rng.gauss(skill[b[0]], 25))))
                games.append((g, b[0], rng.randint(1, 12), d.isoformat(), score, max(0, min(12, (score - 90) // 18))))
        d += dt.timedelta(days=1)
    con.executemany("INSERT INTO games VALUES (?,?,?,?,?,?)", games)
    con.commit()


def pawnshop(rng):
    con = open_db("pawnshop")
    con.executescript(
        """
        CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, customer_name TEXT NOT NULL, city TEXT NOT NULL);
        CREATE TABLE pawns (pawn_id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
                            item TEXT NOT NULL, category TEXT NOT NULL, appraised_value REAL NOT NULL,
                            loan_amount REAL NOT NULL, pawn_date DATE NOT NULL, due_date DATE NOT NULL,
                            status TEXT NOT NULL);
        """
    )
    surnames = "王李张刘陈杨赵黄周吴徐孙"
    given = ["伟", "芳", "娜", "敏", "静", "强", "磊", "洋", "艳", "勇"]
    names = rng.sample([s + g for s in surnames for g in given], 50)
    customers = [(i, n, rng.choices(["杭州", "宁波", "温州", "绍兴"], [4, 2, 2, 1])[0]) for i, n in enumerate(names, start=1)]
    con.executemany("INSERT INTO customers VALUES (?,?,?)", customers)
    items = {"黄金": ["金手镯", "金项链", "金条", "金戒指"], "手表": ["劳力士", "欧米茄", "浪琴"],
             "电子产品": ["笔记本电脑", "手机", "相机"], "车辆": ["轿车", "摩托车"]}
    value = {"黄金": (3000, 40000), "手表": (8000, 90000), "电子产品": (1500, 12000), "车辆": (30000, 200000)}
    pawns = []
    for p in range(1, 221):
        cat = rng.choices(list(items), [5, 2, 3, 1])[0]
        appraised = round(rng.uniform(*value[cat]), -2)
        pawned = day(rng, TODAY - dt.timedelta(days=500))
        due = pawned + dt.timedelta(days=rng.choice([30, 60, 90, 180]))
        status = "在当" if due >= TODAY else rng.choices(["已赎回", "绝当"], [4, 1])[0]
        pawns.append((p, rng.choice(customers[:44])[0], rng.choice(items[cat]), cat, appraised,
                      round(appraised * rng.uniform(0.5, 0.8), -2), pawned.isoformat(), due.isoformat(), status))
    con.executemany("INSERT INTO pawns VALUES (?,?,?,?,?,?,?,?,?)", pawns)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(79)
    bowling(rng)
    pawnshop(rng)
