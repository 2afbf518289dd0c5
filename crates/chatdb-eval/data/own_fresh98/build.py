#!/usr/bin/env python3
"""Builds the databases of our ninety-ninth own set (own_fresh98), written
in the session of 2026-12-07 (eleventh), after its engine changes and
before the engine was run on these databases.
A running app asked in English (`running`: clubs of a city; runners of a
club, a gender, joined on a day; runs of a runner on a day, some
kilometres in some minutes) and an online shop's customer service (客服)
with English names asked about only in Chinese (`service_chats`: agents
of a team, stored in Chinese; chats handled by an agent, started on a
day through a channel stored in Chinese, lasting some seconds, the
customer satisfied or not). Seeded, anchored at today.

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


def running(rng):
    con = open_db("running")
    con.executescript(
        """
        CREATE TABLE clubs (club_id INTEGER PRIMARY KEY, club_name TEXT NOT NULL, city TEXT NOT NULL);
        CREATE TABLE runners (runner_id INTEGER PRIMARY KEY, club_id INTEGER NOT NULL REFERENCES clubs(club_id),
                              runner_name TEXT NOT NULL, gender TEXT NOT NULL, joined_on DATE NOT NULL);
        CREATE TABLE runs (run_id INTEGER PRIMARY KEY, runner_id INTEGER NOT NULL REFERENCES runners(runner_id),
                           run_date DATE NOT NULL, distance_km REAL NOT NULL, minutes REAL NOT NULL);
        """
    )
    clubs = [(1, "Harbour Harriers", "Bristol"), (2, "Hill Striders", "Bath"), (3, "Night Owls RC", "Bristol"),
             (4, "Canal Joggers", "Leeds")]
    con.executemany("INSERT INTO clubs VALUES (?,?,?)", clubs)
    names = ["Amy Ford", "Ben Hale", "Cara Lin", "Dev Shah", "Eva Ross", "Finn Cole", "Gus Park", "Holly Ng",
             "Ian Webb", "Jade Fox", "Kai Mori", "Lola Vega", "Max Bell", "Nina Cruz", "Olly Dunn", "Pia Roth",
             "Raj Iyer", "Sara Kim", "Tom Gale", "Uma Das", "Vic Lowe", "Wes Hart"]
    runners = [(i, rng.choices(clubs, weights=[5, 3, 4, 2])[0][0], n, rng.choice(["F", "M"]),
                day(rng, TODAY - dt.timedelta(days=900)).isoformat()) for i, n in enumerate(names, 1)]
    con.executemany("INSERT INTO runners VALUES (?,?,?,?,?)", runners)
    runs = []
    for i in range(1, 801):
        r = rng.choice(runners[:20])  # two runners never ran
        joined = dt.date.fromisoformat(r[4])
        km = round(rng.uniform(3, 21), 2)
        runs.append((i, r[0], day(rng, max(joined, TODAY - dt.timedelta(days=400))).isoformat(), km,
                     round(km * rng.uniform(4.5, 7.0), 1)))
    con.executemany("INSERT INTO runs VALUES (?,?,?,?,?)", runs)
    km_by_runner, km_by_club, members = {}, {}, {}
    for run in runs:
        km_by_runner[run[1]] = km_by_runner.get(run[1], 0) + run[3]
    for r in runners:
        members[r[1]] = members.get(r[1], 0) + 1
        km_by_club[r[1]] = km_by_club.get(r[1], 0) + km_by_runner.get(r[0], 0)
    top_is_clear(km_by_runner, "the runner running furthest")
    top_is_clear(km_by_runner, "the top 3 runners by distance", edge=3)
    top_is_clear(members, "the biggest club")
    con.commit()


def service_chats(rng):
    con = open_db("service_chats")
    con.executescript(
        """
        CREATE TABLE agents (agent_id INTEGER PRIMARY KEY, agent_name TEXT NOT NULL, team TEXT NOT NULL);
        CREATE TABLE chats (chat_id INTEGER PRIMARY KEY, agent_id INTEGER NOT NULL REFERENCES agents(agent_id),
                            started_on DATE NOT NULL, channel TEXT NOT NULL, duration_sec INTEGER NOT NULL,
                            satisfied INTEGER NOT NULL);
        """
    )
    agents = [(1, "小林", "售前"), (2, "小周", "售前"), (3, "小吴", "售后"), (4, "小郑", "售后"), (5, "小王", "售后"),
              (6, "小陈", "投诉")]
    con.executemany("INSERT INTO agents VALUES (?,?,?)", agents)
    chats = []
    for i in range(1, 901):
        a = rng.choices(agents, weights=[5, 4, 6, 5, 4, 2])[0]
        channel = rng.choices(["微信", "电话", "网页"], weights=[5, 2, 3])[0]
        chats.append((i, a[0], day(rng, TODAY - dt.timedelta(days=300)).isoformat(), channel,
                      rng.randint(40, 1500), 1 if rng.random() < (0.7 if a[2] != "投诉" else 0.45) else 0))
    con.executemany("INSERT INTO chats VALUES (?,?,?,?,?,?)", chats)
    by_agent, by_channel = {}, {}
    for c in chats:
        by_agent[c[1]] = by_agent.get(c[1], 0) + 1
        by_channel[c[3]] = by_channel.get(c[3], 0) + 1
    top_is_clear(by_agent, "the busiest agent")
    top_is_clear(by_channel, "the busiest channel")
    con.commit()


if __name__ == "__main__":
    running(random.Random(98))
    service_chats(random.Random(9898))
