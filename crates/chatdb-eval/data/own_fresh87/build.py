#!/usr/bin/env python3
"""Builds the databases of our eighty-eighth own set (own_fresh87),
written at the start of the session of 2026-12-06 (sixth) before the
engine ran on them.
A dog daycare asked in English (`daycare`: owners with a phone and a
suburb; dogs of an owner with a breed, a size and a birth date; stays of
a dog on a day, checked in and out at hours, with a fee; incidents of a
stay, of a kind) and a murder-mystery game venue (剧本杀店) with English
names asked about only in Chinese (`mystery`: scripts of a genre for some
players; hosts (DMs) hired on a day; sessions of a script run by a host on
a day with a number of players and the takings).
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


def daycare(rng):
    con = open_db("daycare")
    con.executescript(
        """
        CREATE TABLE owners (owner_id INTEGER PRIMARY KEY, owner_name TEXT NOT NULL, phone TEXT NOT NULL,
                             suburb TEXT NOT NULL);
        CREATE TABLE dogs (dog_id INTEGER PRIMARY KEY, dog_name TEXT NOT NULL, breed TEXT NOT NULL,
                           size TEXT NOT NULL, birth_date DATE NOT NULL,
                           owner_id INTEGER NOT NULL REFERENCES owners(owner_id));
        CREATE TABLE stays (stay_id INTEGER PRIMARY KEY, dog_id INTEGER NOT NULL REFERENCES dogs(dog_id),
                            stay_date DATE NOT NULL, check_in TEXT NOT NULL, check_out TEXT NOT NULL,
                            fee REAL NOT NULL);
        CREATE TABLE incidents (incident_id INTEGER PRIMARY KEY,
                                stay_id INTEGER NOT NULL REFERENCES stays(stay_id),
                                kind TEXT NOT NULL, note TEXT);
        """
    )
    suburbs = ["Northcote", "Fitzroy", "Brunswick", "Carlton"]
    first = ["Amy", "Bill", "Cara", "Dan", "Erin", "Finn", "Gina", "Hugo", "Ivy", "Joel"]
    last = ["Hart", "Lowe", "Nash", "Reid"]
    onames = rng.sample([f"{f} {s}" for f in first for s in last], 18)
    owners = [(i, n, f"04{rng.randrange(10**7, 10**8)}", rng.choice(suburbs)) for i, n in enumerate(onames, start=1)]
    con.executemany("INSERT INTO owners VALUES (?,?,?,?)", owners)
    breeds = [("Labrador", "large"), ("Beagle", "medium"), ("Poodle", "small"), ("Border Collie", "medium"),
              ("Great Dane", "large"), ("Pug", "small")]
    dnames = rng.sample(["Rex", "Milo", "Luna", "Bella", "Max", "Coco", "Ollie", "Daisy", "Teddy", "Rosie",
                         "Buddy", "Ruby", "Archie", "Lola", "Charlie", "Molly", "Bailey", "Nala", "Ziggy",
                         "Pepper", "Biscuit", "Willow", "Scout", "Hazel", "Otis", "Maple"], 26)
    dogs = []
    for i, n in enumerate(dnames, start=1):
        breed, size = rng.choice(breeds)
        dogs.append((i, n, breed, size, day(rng, TODAY - dt.timedelta(days=4000), TODAY - dt.timedelta(days=200)).isoformat(),
                     1 + (i * 5) % 18 if i < len(dnames) else 6))  # owner 6 has three dogs, the others two or one
    con.executemany("INSERT INTO dogs VALUES (?,?,?,?,?,?)", dogs)
    fee_by_size = {"small": 45.0, "medium": 55.0, "large": 65.0}
    stays = []
    for s in range(1, 401):
        dog = rng.choice(dogs[:-3])  # a few dogs have never stayed
        hin = rng.choice([7, 8, 8, 9])
        hout = rng.choice([16, 17, 17, 18])
        fee = fee_by_size[dog[3]] + (10.0 if hout - hin > 9 else 0.0)
        stays.append((s, dog[0], day(rng, TODAY - dt.timedelta(days=420)).isoformat(),
                      f"{hin:02d}:00", f"{hout:02d}:00", fee))
    counts = {}
    for st in stays:
        counts[st[1]] = counts.get(st[1], 0) + 1
    busiest = max(counts, key=lambda d: (counts[d], -d))  # one more stay breaks any tie at the top
    stays.append((len(stays) + 1, busiest, TODAY.isoformat(), "08:00", "17:00", 55.0))
    con.executemany("INSERT INTO stays VALUES (?,?,?,?,?,?)", stays)
    kinds = ["scuffle", "limping", "ate something", "ran off", "upset stomach"]
    incidents = [(i, rng.choice(stays)[0], rng.choice(kinds), None) for i in range(1, 41)]
    con.executemany("INSERT INTO incidents VALUES (?,?,?,?)", incidents)
    con.commit()


def mystery(rng):
    con = open_db("mystery")
    con.executescript(
        """
        CREATE TABLE scripts (script_id INTEGER PRIMARY KEY, title TEXT NOT NULL, genre TEXT NOT NULL,
                              players INTEGER NOT NULL, price_per_player REAL NOT NULL);
        CREATE TABLE hosts (host_id INTEGER PRIMARY KEY, host_name TEXT NOT NULL, hired_on DATE NOT NULL);
        CREATE TABLE sessions (session_id INTEGER PRIMARY KEY,
                               script_id INTEGER NOT NULL REFERENCES scripts(script_id),
                               host_id INTEGER NOT NULL REFERENCES hosts(host_id),
                               session_date DATE NOT NULL, player_count INTEGER NOT NULL,
                               takings REAL NOT NULL);
        """
    )
    titles = ["雾都疑案", "长安十二时辰", "古宅惊魂", "青春纪念册", "海上钢琴师", "午夜列车",
              "落花时节", "无人生还", "孤岛", "红楼旧梦", "山村诡事", "白夜行"]
    genres = ["推理", "恐怖", "情感", "欢乐"]
    prices = rng.sample(range(68, 200, 4), len(titles))  # no two scripts at one price
    scripts = [(i, t, genres[i % 4], rng.choice([5, 6, 6, 7, 8]), float(prices[i - 1]))
               for i, t in enumerate(titles, start=1)]
    con.executemany("INSERT INTO scripts VALUES (?,?,?,?,?)", scripts)
    hnames = ["阿杰", "小雨", "老白", "七七", "木子", "大鹏"]
    hosts = [(i, n, day(rng, TODAY - dt.timedelta(days=900), TODAY - dt.timedelta(days=100)).isoformat())
             for i, n in enumerate(hnames, start=1)]
    con.executemany("INSERT INTO hosts VALUES (?,?,?)", hosts)
    sessions = []
    for s in range(1, 301):
        script = rng.choice(scripts[:-2])  # two scripts have never been run
        count = script[3] - rng.choice([0, 0, 0, 1])
        sessions.append((s, script[0], rng.choice(hosts)[0], day(rng, TODAY - dt.timedelta(days=400)).isoformat(),
                         count, count * script[4]))
    for key in (1, 2):  # one more session breaks any tie at the top, by script and by host
        counts = {}
        for se in sessions:
            counts[se[key]] = counts.get(se[key], 0) + 1
        top = max(counts, key=lambda k: (counts[k], -k))
        other = next(se for se in sessions if se[key] == top)
        sessions.append((len(sessions) + 1, other[1], other[2], TODAY.isoformat(), other[4], other[5]))
    con.executemany("INSERT INTO sessions VALUES (?,?,?,?,?,?)", sessions)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(87)
    daycare(rng)
    mystery(rng)
