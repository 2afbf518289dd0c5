#!/usr/bin/env python3
"""Builds the databases of our hundred-and-fourth own set (own_fresh103),
written in the session of 2026-12-07 (fourteenth), at its start, before
the engine was run on these databases.
A consignment shop asked in English (`consignment`: consignors who bring
items; items of a category listed at a price on a day and maybe sold at a
price on a later day; payouts to a consignor on a day) and a board-game
café with English names asked about only in Chinese (`boardgame_cafe`:
games with a Chinese name, a category stored in Chinese and a number of
copies; members of a level stored in Chinese who joined on a day; sessions
of a member playing a game on a day, with players, hours and a fee).
Seeded, anchored at today.

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


def consignment(rng):
    con = open_db("consignment")
    con.executescript(
        """
        CREATE TABLE consignors (consignor_id INTEGER PRIMARY KEY, full_name TEXT NOT NULL, phone TEXT NOT NULL);
        CREATE TABLE items (item_id INTEGER PRIMARY KEY,
                            consignor_id INTEGER NOT NULL REFERENCES consignors(consignor_id),
                            title TEXT NOT NULL, category TEXT NOT NULL, asking_price REAL NOT NULL,
                            listed_on DATE NOT NULL, sold_on DATE, sale_price REAL);
        CREATE TABLE payouts (payout_id INTEGER PRIMARY KEY,
                              consignor_id INTEGER NOT NULL REFERENCES consignors(consignor_id),
                              amount REAL NOT NULL, paid_on DATE NOT NULL);
        """
    )
    consignors = [(1, "Nadia Brooks", "555-0101"), (2, "Carlos Mendes", "555-0102"), (3, "Ruth Abernathy", "555-0103"),
                  (4, "Jin Park", "555-0104"), (5, "Ellen Fisk", "555-0105"), (6, "Omar Haddad", "555-0106")]
    con.executemany("INSERT INTO consignors VALUES (?,?,?)", consignors)
    kinds = {"furniture": ["oak dresser", "armchair", "side table", "bookcase", "bar stool"],
             "clothing": ["wool coat", "denim jacket", "silk scarf", "leather boots", "summer dress"],
             "books": ["atlas", "cookbook", "first edition novel", "poetry set"],
             "toys": ["wooden train", "doll house", "puzzle box"]}
    base = {"furniture": 120, "clothing": 35, "books": 15, "toys": 25}
    items = []
    for i in range(1, 421):
        c = rng.choices(consignors, weights=[7, 4, 6, 3, 5, 2])[0]
        cat = rng.choices(list(kinds), weights=[3, 5, 2, 2])[0]
        asking = round(base[cat] * rng.uniform(0.5, 2.5), 2)
        listed = day(rng, TODAY - dt.timedelta(days=400))
        sold_on, sale = None, None
        if rng.random() < 0.6:
            sold = listed + dt.timedelta(days=rng.randrange(1, 90))
            if sold <= TODAY:
                sold_on = sold.isoformat()
                sale = round(asking * rng.choice([1.0, 1.0, 0.9, 0.8, 0.75]), 2)
        items.append((i, c[0], rng.choice(kinds[cat]), cat, asking, listed.isoformat(), sold_on, sale))
    con.executemany("INSERT INTO items VALUES (?,?,?,?,?,?,?,?)", items)
    payouts = []
    for i in range(1, 121):
        c = rng.choices(consignors, weights=[6, 4, 5, 3, 4, 2])[0]
        payouts.append((i, c[0], round(rng.uniform(20, 400), 2), day(rng, TODAY - dt.timedelta(days=380)).isoformat()))
    con.executemany("INSERT INTO payouts VALUES (?,?,?,?)", payouts)
    sold_n, sales, top_sale = {}, {}, {}
    for it in items:
        if it[6]:
            sold_n[it[1]] = sold_n.get(it[1], 0) + 1
            sales[it[1]] = sales.get(it[1], 0) + it[7]
            top_sale[it[0]] = it[7]
    top_is_clear(sold_n, "the consignor selling the most items")
    top_is_clear(sales, "the top 3 consignors by sales", edge=3)
    top_is_clear(top_sale, "the most expensive item sold")
    con.commit()


def boardgame_cafe(rng):
    con = open_db("boardgame_cafe")
    con.executescript(
        """
        CREATE TABLE games (game_id INTEGER PRIMARY KEY, game_name TEXT NOT NULL, category TEXT NOT NULL,
                            copies INTEGER NOT NULL);
        CREATE TABLE members (member_id INTEGER PRIMARY KEY, member_name TEXT NOT NULL, level TEXT NOT NULL,
                              joined_on DATE NOT NULL);
        CREATE TABLE sessions (session_id INTEGER PRIMARY KEY,
                               member_id INTEGER NOT NULL REFERENCES members(member_id),
                               game_id INTEGER NOT NULL REFERENCES games(game_id),
                               played_on DATE NOT NULL, players INTEGER NOT NULL, hours REAL NOT NULL,
                               fee REAL NOT NULL);
        """
    )
    games = [(1, "卡坦岛", "策略", 3), (2, "狼人杀", "聚会", 5), (3, "阿瓦隆", "聚会", 2), (4, "璀璨宝石", "策略", 2),
             (5, "瘟疫危机", "合作", 1), (6, "花火", "合作", 2), (7, "三国杀", "聚会", 4), (8, "农场主", "策略", 1),
             (9, "禁闭岛", "合作", 1)]
    con.executemany("INSERT INTO games VALUES (?,?,?,?)", games)
    names = ["林晓", "王磊", "陈思", "赵敏", "刘洋", "周杰", "吴桐", "郑爽", "孙悦", "钱坤"]
    members = []
    for i, n in enumerate(names, 1):
        level = "金卡" if i in (2, 5, 9) else "普通"
        members.append((i, n, level, day(rng, TODAY - dt.timedelta(days=700)).isoformat()))
    con.executemany("INSERT INTO members VALUES (?,?,?,?)", members)
    sessions = []
    for i in range(1, 801):
        m = rng.choices(members, weights=[5, 8, 3, 4, 6, 2, 3, 2, 7, 1])[0]
        g = rng.choices(games[:8], weights=[6, 9, 4, 5, 3, 2, 7, 2])[0]  # 禁闭岛 is new: never played
        players = rng.randint(2, 8)
        hours = rng.choice([1.0, 1.5, 2.0, 2.5, 3.0])
        fee = round(players * hours * (15 if m[2] == "普通" else 12), 2)
        sessions.append((i, m[0], g[0], day(rng, TODAY - dt.timedelta(days=450)).isoformat(), players, hours, fee))
    con.executemany("INSERT INTO sessions VALUES (?,?,?,?,?,?,?)", sessions)
    by_game, spent, plays = {}, {}, {}
    for s in sessions:
        by_game[s[2]] = by_game.get(s[2], 0) + 1
        spent[s[1]] = spent.get(s[1], 0) + s[6]
        plays[s[1]] = plays.get(s[1], 0) + 1
    top_is_clear(by_game, "the most played game")
    top_is_clear(spent, "the member spending the most")
    top_is_clear(plays, "the top 3 members by sessions", edge=3)
    con.commit()


if __name__ == "__main__":
    consignment(random.Random(103))
    boardgame_cafe(random.Random(10300))
