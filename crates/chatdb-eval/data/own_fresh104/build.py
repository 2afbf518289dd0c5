#!/usr/bin/env python3
"""Builds the databases of our hundred-and-fifth own set (own_fresh104),
written in the session of 2026-12-07 (fourteenth), after its first engine
changes and before the engine was run on these databases.
A community tool library asked in English (`tool_library`: members who
joined on a day; tools of a category with a replacement value; loans of a
tool to a member, borrowed on a day, due on a day and maybe returned on
one, with a late fee) and a children's indoor playground with English
names asked about only in Chinese (`playground`: members — children with
a Chinese name, an age and a card type stored in Chinese; visits of a
member on a day, with hours and a fee; purchases of a snack stored in
Chinese, a quantity and an amount on a day, maybe by a member). Seeded,
anchored at today.

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


def tool_library(rng):
    con = open_db("tool_library")
    con.executescript(
        """
        CREATE TABLE members (member_id INTEGER PRIMARY KEY, member_name TEXT NOT NULL, joined_on DATE NOT NULL);
        CREATE TABLE tools (tool_id INTEGER PRIMARY KEY, tool_name TEXT NOT NULL, category TEXT NOT NULL,
                            replacement_value REAL NOT NULL);
        CREATE TABLE loans (loan_id INTEGER PRIMARY KEY, tool_id INTEGER NOT NULL REFERENCES tools(tool_id),
                            member_id INTEGER NOT NULL REFERENCES members(member_id),
                            borrowed_on DATE NOT NULL, due_on DATE NOT NULL, returned_on DATE,
                            late_fee REAL NOT NULL DEFAULT 0);
        """
    )
    names = ["Alice Moreau", "Ben Okoye", "Chloe Daniels", "Dev Raman", "Erin Walsh", "Femi Adebayo",
             "Gus Lindqvist", "Hana Sato", "Ivo Petrov"]
    members = [(i, n, day(rng, TODAY - dt.timedelta(days=900)).isoformat()) for i, n in enumerate(names, 1)]
    con.executemany("INSERT INTO members VALUES (?,?,?)", members)
    tools = [(1, "cordless drill", "power tools", 120.0), (2, "circular saw", "power tools", 180.0),
             (3, "hedge trimmer", "garden", 95.0), (4, "ladder", "hand tools", 140.0),
             (5, "pressure washer", "power tools", 260.0), (6, "wheelbarrow", "garden", 85.0),
             (7, "tile cutter", "hand tools", 70.0), (8, "lawn aerator", "garden", 150.0),
             (9, "stud finder", "hand tools", 35.0), (10, "belt sander", "power tools", 110.0)]
    con.executemany("INSERT INTO tools VALUES (?,?,?,?)", tools)
    loans = []
    for i in range(1, 361):
        t = rng.choices(tools[:9], weights=[9, 5, 6, 4, 7, 3, 2, 3, 1])[0]  # the belt sander is new
        m = rng.choices(members, weights=[6, 3, 8, 2, 5, 4, 2, 3, 1])[0]
        borrowed = day(rng, TODAY - dt.timedelta(days=420))
        due = borrowed + dt.timedelta(days=7)
        returned, fee = None, 0.0
        back = borrowed + dt.timedelta(days=rng.choice([2, 4, 6, 7, 7, 9, 12]))
        if back <= TODAY and rng.random() < 0.97:
            returned = back.isoformat()
            fee = max(0, (back - due).days) * 2.0
        loans.append((i, t[0], m[0], borrowed.isoformat(), due.isoformat(), returned, fee))
    con.executemany("INSERT INTO loans VALUES (?,?,?,?,?,?,?)", loans)
    by_member, by_tool = {}, {}
    for l in loans:
        by_member[l[2]] = by_member.get(l[2], 0) + 1
        by_tool[l[1]] = by_tool.get(l[1], 0) + 1
    top_is_clear(by_member, "the member borrowing the most")
    top_is_clear(by_tool, "the most borrowed tool")
    con.commit()


def playground(rng):
    con = open_db("playground")
    con.executescript(
        """
        CREATE TABLE members (member_id INTEGER PRIMARY KEY, kid_name TEXT NOT NULL, age INTEGER NOT NULL,
                              card_type TEXT NOT NULL);
        CREATE TABLE visits (visit_id INTEGER PRIMARY KEY,
                             member_id INTEGER NOT NULL REFERENCES members(member_id),
                             visited_on DATE NOT NULL, hours REAL NOT NULL, fee REAL NOT NULL);
        CREATE TABLE purchases (purchase_id INTEGER PRIMARY KEY, member_id INTEGER REFERENCES members(member_id),
                                item TEXT NOT NULL, qty INTEGER NOT NULL, amount REAL NOT NULL,
                                bought_on DATE NOT NULL);
        """
    )
    kids = [("乐乐", 4), ("豆豆", 6), ("朵朵", 3), ("天天", 7), ("小宝", 5), ("果果", 8), ("米粒", 2),
            ("糖糖", 6), ("安安", 5), ("壮壮", 9), ("悠悠", 4)]
    cards = ["次卡", "月卡", "次卡", "年卡", "月卡", "次卡", "次卡", "月卡", "年卡", "次卡", "次卡"]
    members = [(i, k[0], k[1], cards[i - 1]) for i, k in enumerate(kids, 1)]
    con.executemany("INSERT INTO members VALUES (?,?,?,?)", members)
    visits = []
    for i in range(1, 701):
        m = rng.choices(members[:10], weights=[6, 3, 9, 2, 5, 4, 3, 7, 2, 1])[0]  # 悠悠 never came
        hours = rng.choice([1.0, 1.5, 2.0, 2.0, 3.0])
        fee = {"次卡": 40.0, "月卡": 0.0, "年卡": 0.0}[m[3]] + hours * 10
        visits.append((i, m[0], day(rng, TODAY - dt.timedelta(days=400)).isoformat(), hours, fee))
    con.executemany("INSERT INTO visits VALUES (?,?,?,?,?)", visits)
    snacks = {"可乐": 5.0, "薯片": 8.0, "冰淇淋": 12.0, "果汁": 10.0}
    purchases = []
    for i in range(1, 401):
        item = rng.choices(list(snacks), weights=[5, 3, 8, 2])[0]
        qty = rng.randint(1, 3)
        m = rng.choice(members[:10])[0] if rng.random() < 0.8 else None
        purchases.append((i, m, item, qty, snacks[item] * qty, day(rng, TODAY - dt.timedelta(days=400)).isoformat()))
    con.executemany("INSERT INTO purchases VALUES (?,?,?,?,?,?)", purchases)
    by_kid, by_item = {}, {}
    for v in visits:
        by_kid[v[1]] = by_kid.get(v[1], 0) + 1
    for p in purchases:
        by_item[p[2]] = by_item.get(p[2], 0) + p[3]
    top_is_clear(by_kid, "the child visiting the most")
    top_is_clear(by_item, "the best-selling snack")
    top_is_clear({m[0]: -m[2] for m in members}, "the youngest child")
    con.commit()


if __name__ == "__main__":
    tool_library(random.Random(104))
    playground(random.Random(10400))
