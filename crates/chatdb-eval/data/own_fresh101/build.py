#!/usr/bin/env python3
"""Builds the databases of our hundred-and-second own set (own_fresh101),
written in the session of 2026-12-07 (thirteenth), at its start, before
the engine was run on these databases.
Crowdfunding asked in English (`crowdfunding`: creators from a country;
campaigns by a creator, in a category, with a goal, launched on a day and
a status; pledges to a campaign by a backer's email, of an amount, on a
day, maybe refunded) and a residential compound's property fees with
English names asked about only in Chinese (`property_fees`: buildings,
their names Chinese; households in a building with a room, an owner, a
floor area and the day they moved in; fee bills of a household issued
on a day, of an amount, with a status stored in Chinese). Seeded,
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


def crowdfunding(rng):
    con = open_db("crowdfunding")
    con.executescript(
        """
        CREATE TABLE creators (creator_id INTEGER PRIMARY KEY, name TEXT NOT NULL, country TEXT NOT NULL);
        CREATE TABLE campaigns (campaign_id INTEGER PRIMARY KEY,
                                creator_id INTEGER NOT NULL REFERENCES creators(creator_id),
                                title TEXT NOT NULL, category TEXT NOT NULL, goal REAL NOT NULL,
                                launched_on DATE NOT NULL, status TEXT NOT NULL);
        CREATE TABLE pledges (pledge_id INTEGER PRIMARY KEY,
                              campaign_id INTEGER NOT NULL REFERENCES campaigns(campaign_id),
                              backer_email TEXT NOT NULL, amount REAL NOT NULL, pledged_on DATE NOT NULL,
                              refunded INTEGER NOT NULL);
        """
    )
    creators = [(1, "Maya Lindqvist", "Sweden"), (2, "Tom Okafor", "Canada"), (3, "Ines Duarte", "Portugal"),
                (4, "Raj Mehta", "Canada"), (5, "Lena Vogel", "Germany"), (6, "Sam Price", "USA")]
    con.executemany("INSERT INTO creators VALUES (?,?,?)", creators)
    titles = [("Solar Backpack", "gadgets"), ("Pocket Synth", "music"), ("Tiny Forest Board Game", "games"),
              ("Ceramic Pour-Over", "design"), ("Indie Horror Film", "film"), ("Smart Plant Pot", "gadgets"),
              ("Folk Album Vinyl", "music"), ("Co-op Card Game", "games"), ("Bamboo Desk Lamp", "design"),
              ("Documentary on Bees", "film"), ("E-ink Calendar", "gadgets"), ("Retro Platformer", "games")]
    campaigns = []
    for i, (t, c) in enumerate(titles, 1):
        launched = day(rng, TODAY - dt.timedelta(days=400))
        if i == 11:  # one launched last month for sure
            launched = (TODAY.replace(day=1) - dt.timedelta(days=10))
        status = "live" if (TODAY - launched).days < 60 else rng.choice(["funded", "funded", "failed"])
        creator = [1, 2, 3, 4, 5, 2, 3, 1, 5, 6, 4, 2][i - 1]
        campaigns.append((i, creator, t, c, float(rng.choice([5000, 8000, 12000, 20000, 30000, 50000])) + i,
                          launched.isoformat(), status))
    con.executemany("INSERT INTO campaigns VALUES (?,?,?,?,?,?,?)", campaigns)
    backers = [f"backer{n}@mail.example" for n in range(1, 181)]
    pledges = []
    for i in range(1, 1201):
        c = rng.choices(campaigns[:11], weights=[9, 6, 8, 3, 4, 5, 2, 7, 3, 2, 4])[0]  # the platformer has none
        launched = dt.date.fromisoformat(c[5])
        on = day(rng, launched, min(TODAY, launched + dt.timedelta(days=45)))
        pledges.append((i, c[0], rng.choice(backers), round(rng.choice([10, 25, 25, 50, 75, 100, 250]) * 1.0, 2),
                        on.isoformat(), 1 if rng.random() < 0.04 else 0))
    con.executemany("INSERT INTO pledges VALUES (?,?,?,?,?,?)", pledges)
    raised, count = {}, {}
    for p in pledges:
        raised[p[1]] = raised.get(p[1], 0) + p[3]
        count[p[1]] = count.get(p[1], 0) + 1
    top_is_clear(raised, "the campaign raising the most")
    top_is_clear(count, "the top 5 campaigns by pledges", edge=5)
    con.commit()


def property_fees(rng):
    con = open_db("property_fees")
    con.executescript(
        """
        CREATE TABLE buildings (building_id INTEGER PRIMARY KEY, building_name TEXT NOT NULL);
        CREATE TABLE households (household_id INTEGER PRIMARY KEY,
                                 building_id INTEGER NOT NULL REFERENCES buildings(building_id),
                                 room_no TEXT NOT NULL, owner_name TEXT NOT NULL, area REAL NOT NULL,
                                 moved_in DATE NOT NULL);
        CREATE TABLE fee_bills (bill_id INTEGER PRIMARY KEY,
                                household_id INTEGER NOT NULL REFERENCES households(household_id),
                                issued_on DATE NOT NULL, amount REAL NOT NULL, status TEXT NOT NULL);
        """
    )
    buildings = [(1, "1号楼"), (2, "2号楼"), (3, "3号楼"), (4, "5号楼")]
    con.executemany("INSERT INTO buildings VALUES (?,?)", buildings)
    surnames = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗"
    given = ["伟", "芳", "娜", "敏", "静", "强", "磊", "军", "洋", "勇", "艳", "杰", "涛", "明", "超", "霞"]
    households, used = [], set()
    per_building = {1: 14, 2: 11, 3: 9, 4: 6}
    hid = 0
    for b, n in per_building.items():
        for k in range(n):
            hid += 1
            name = rng.choice(surnames) + rng.choice(given)
            while name in used:
                name = rng.choice(surnames) + rng.choice(given) + rng.choice(given)
            used.add(name)
            room = f"{k // 4 + 1}0{k % 4 + 1}"
            area = round(rng.uniform(60, 140), 1) if hid != 17 else 188.5
            moved = day(rng, TODAY - dt.timedelta(days=1500))
            if hid in (5, 23):  # two moved in last year for sure
                moved = dt.date(TODAY.year - 1, 6 + hid % 3, 12)
            households.append((hid, b, room, name, area, moved.isoformat()))
    con.executemany("INSERT INTO households VALUES (?,?,?,?,?,?)", households)
    bills, bid = [], 0
    for h in households[:-2]:  # the two last households have no bill yet
        moved = dt.date.fromisoformat(h[5])
        q = dt.date(max(moved.year, TODAY.year - 2), 1, 1)
        while q <= TODAY:
            if q >= moved:
                bid += 1
                late = (TODAY - q).days < 100
                status = "未缴" if (late and rng.random() < 0.5) or rng.random() < 0.05 else "已缴"
                bills.append((bid, h[0], q.isoformat(), round(h[4] * 2.2 * 3, 2), status))
            q = dt.date(q.year + (q.month + 3 > 12), (q.month + 2) % 12 + 1, 1)
    con.executemany("INSERT INTO fee_bills VALUES (?,?,?,?,?)", bills)
    unpaid, per_b = {}, {}
    for b in bills:
        if b[4] == "未缴":
            unpaid[b[1]] = unpaid.get(b[1], 0) + b[3]
    for h in households:
        per_b[h[1]] = per_b.get(h[1], 0) + 1
    top_is_clear(unpaid, "the household owing the most")
    top_is_clear(per_b, "the building with the most households")
    con.commit()


if __name__ == "__main__":
    crowdfunding(random.Random(101))
    property_fees(random.Random(10100))
