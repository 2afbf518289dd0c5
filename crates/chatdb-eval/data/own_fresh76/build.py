#!/usr/bin/env python3
"""Builds the databases of our seventy-seventh own set (own_fresh76),
written at the start of the session of 2026-12-06, before the engine had
seen these databases. A chess league asked in English (`chess`: players of
a club with a rating; tournaments in a city starting on a day; games of a
tournament on a day between a white and a black player, with a result and
a number of moves) and a tea garden with English names asked about only in
Chinese (`tea_garden`: pickers from a home province hired on a day; plots
of a tea variety over an area in mu; pickings of a picker on a plot on a
day, fresh leaf in kilograms, a grade and the wage paid). Seeded, anchored
at today.

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


def chess(rng):
    con = open_db("chess")
    con.executescript(
        """
        CREATE TABLE players (player_id INTEGER PRIMARY KEY, player_name TEXT NOT NULL, club TEXT NOT NULL,
                              rating INTEGER NOT NULL);
        CREATE TABLE tournaments (tournament_id INTEGER PRIMARY KEY, tournament_name TEXT NOT NULL,
                                  city TEXT NOT NULL, start_date DATE NOT NULL);
        CREATE TABLE games (game_id INTEGER PRIMARY KEY,
                            tournament_id INTEGER NOT NULL REFERENCES tournaments(tournament_id),
                            game_date DATE NOT NULL,
                            white_id INTEGER NOT NULL REFERENCES players(player_id),
                            black_id INTEGER NOT NULL REFERENCES players(player_id),
                            result TEXT NOT NULL, moves INTEGER NOT NULL);
        """
    )
    first = ["Magnus", "Anna", "Lars", "Ingrid", "Erik", "Sofia", "Nils", "Freya", "Olav", "Maja"]
    last = ["Berg", "Dahl", "Lund", "Holm", "Strand", "Vik"]
    names = rng.sample([f"{f} {l}" for f in first for l in last], 40)
    if "Magnus Berg" not in names:
        names[0] = "Magnus Berg"
    ratings = rng.sample(range(1400, 2600), 40)  # no two players rated the same
    players = [(i, n, rng.choices(["Kingside", "Rook & Pawn", "Fjord CC"], [3, 2, 2])[0], r)
               for i, (n, r) in enumerate(zip(names, ratings), start=1)]
    con.executemany("INSERT INTO players VALUES (?,?,?,?)", players)
    cities = ["Oslo", "Bergen", "Trondheim", "Stavanger"]
    tournaments = []
    for t in range(1, 19):
        start = day(rng, dt.date(TODAY.year - 1, 1, 1), TODAY - dt.timedelta(days=3))
        if t == 18:  # the latest was held last month
            start = TODAY.replace(day=1) - dt.timedelta(days=18)
        city = rng.choices(cities, [5, 3, 2, 2])[0]
        tournaments.append((t, f"{city} {['Open', 'Rapid', 'Classic', 'Cup'][t % 4]} {start.year}-{t}", city,
                            start.isoformat()))
    con.executemany("INSERT INTO tournaments VALUES (?,?,?,?)", tournaments)
    games = []
    g = 0
    playing = players[:-3]  # three new members have not played yet
    for t in tournaments:
        start = dt.date.fromisoformat(t[3])
        for _ in range(rng.randint(8, 30)):
            g += 1
            w, b = rng.sample(playing, 2)
            edge = (w[3] - b[3]) / 400
            result = rng.choices(["1-0", "0-1", "1/2-1/2"], [1 + edge, 1 - edge if edge < 1 else 0.05, 0.8])[0]
            games.append((g, t[0], min(start + dt.timedelta(days=rng.randint(0, 2)), TODAY).isoformat(),
                          w[0], b[0], result, rng.randint(18, 90)))
    con.executemany("INSERT INTO games VALUES (?,?,?,?,?,?,?)", games)
    con.commit()


def tea_garden(rng):
    con = open_db("tea_garden")
    con.executescript(
        """
        CREATE TABLE pickers (picker_id INTEGER PRIMARY KEY, picker_name TEXT NOT NULL, hometown TEXT NOT NULL,
                              hired_on DATE NOT NULL);
        CREATE TABLE plots (plot_id INTEGER PRIMARY KEY, plot_name TEXT NOT NULL, tea_variety TEXT NOT NULL,
                            area_mu REAL NOT NULL);
        CREATE TABLE pickings (picking_id INTEGER PRIMARY KEY,
                               picker_id INTEGER NOT NULL REFERENCES pickers(picker_id),
                               plot_id INTEGER NOT NULL REFERENCES plots(plot_id),
                               pick_date DATE NOT NULL, fresh_kg REAL NOT NULL, grade TEXT NOT NULL,
                               wage REAL NOT NULL);
        """
    )
    surnames = "王李张刘陈杨赵黄周吴何"
    given = ["秀兰", "桂芳", "玉珍", "春梅", "凤英", "翠花", "小红", "淑珍"]
    names = rng.sample([s + g for s in surnames for g in given], 30)
    pickers = [(i, n, rng.choices(["安徽", "江西", "浙江", "贵州"], [4, 3, 3, 2])[0],
                day(rng, dt.date(TODAY.year - 3, 1, 1)).isoformat()) for i, n in enumerate(names, start=1)]
    con.executemany("INSERT INTO pickers VALUES (?,?,?,?)", pickers)
    plots = [(1, "狮峰一号", "龙井", 12.0), (2, "狮峰二号", "龙井", 8.5), (3, "梅家坞", "龙井", 15.0),
             (4, "东山坡", "碧螺春", 10.0), (5, "西山坡", "碧螺春", 6.0), (6, "黄山脚", "毛峰", 9.0)]
    con.executemany("INSERT INTO plots VALUES (?,?,?,?)", plots)
    rate = {"特级": 40.0, "一级": 24.0, "二级": 14.0}
    pickings = []
    p = 0
    working = pickers[:-2]  # two new pickers start next week
    d = TODAY - dt.timedelta(days=420)
    while d <= TODAY:
        for w in rng.sample(working, rng.randint(6, 14)):  # picked every day
            p += 1
            grade = rng.choices(list(rate), [1, 3, 4])[0]
            kg = round(rng.uniform(1.0, 6.0), 1)
            pickings.append((p, w[0], rng.choice(plots)[0], d.isoformat(), kg, grade, round(kg * rate[grade], 1)))
        d += dt.timedelta(days=1)
    con.executemany("INSERT INTO pickings VALUES (?,?,?,?,?,?,?)", pickings)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(76)
    chess(rng)
    tea_garden(rng)
