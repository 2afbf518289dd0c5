#!/usr/bin/env python3
"""Writes dev.json: the questions of our seventy-seventh own set with their
gold SQL (SQLite). Written on 2026-12-06 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

G_T = "games g JOIN tournaments t ON g.tournament_id = t.tournament_id"
P_K = "pickings p JOIN pickers k ON p.picker_id = k.picker_id"
P_L = "pickings p JOIN plots l ON p.plot_id = l.plot_id"


def per_month(c):
    return f"strftime('%Y-%m', {c})"


Q = {
    "chess": [
        ("how many players per club", "SELECT club, COUNT(*) FROM players GROUP BY club"),
        ("highest rated player", "SELECT player_name FROM players ORDER BY rating DESC LIMIT 1"),
        ("average rating at Kingside", "SELECT AVG(rating) FROM players WHERE club = 'Kingside'"),
        ("how many games were drawn", "SELECT COUNT(*) FROM games WHERE result = '1/2-1/2'"),
        ("games per tournament", f"SELECT t.tournament_name, COUNT(*) FROM {G_T} GROUP BY t.tournament_id"),
        ("how many tournaments this year", f"SELECT COUNT(*) FROM tournaments WHERE start_date >= {THIS_YEAR}"),
        ("average game length in moves", "SELECT AVG(moves) FROM games"),
        ("which city hosted the most tournaments", "SELECT city FROM tournaments GROUP BY city ORDER BY COUNT(*) DESC LIMIT 1"),
        ("players who have never played", "SELECT player_name FROM players WHERE player_id NOT IN (SELECT white_id FROM games) AND player_id NOT IN (SELECT black_id FROM games)"),
        ("how many games did Magnus Berg play as white", "SELECT COUNT(*) FROM games g JOIN players p ON g.white_id = p.player_id WHERE p.player_name = 'Magnus Berg'"),
        ("tournaments in Oslo", "SELECT tournament_name FROM tournaments WHERE city = 'Oslo'"),
        ("players rated above 2200", "SELECT player_name FROM players WHERE rating > 2200"),
        ("how many games were played last month", "SELECT COUNT(*) FROM games WHERE " + LAST_MONTH.format(c="game_date")),
        ("most recent tournament", "SELECT tournament_name FROM tournaments ORDER BY start_date DESC LIMIT 1"),
        ("lowest rated player at Fjord CC", "SELECT player_name FROM players WHERE club = 'Fjord CC' ORDER BY rating LIMIT 1"),
    ],
    "tea_garden": [
        ("今天一共采了多少公斤", "SELECT SUM(fresh_kg) FROM pickings WHERE pick_date = date('now')"),
        ("这个月每个采茶工采了多少", f"SELECT k.picker_name, SUM(p.fresh_kg) FROM {P_K} WHERE p.pick_date >= {THIS_MONTH} GROUP BY k.picker_id"),
        ("哪块茶园产量最高", f"SELECT l.plot_name FROM {P_L} GROUP BY l.plot_id ORDER BY SUM(p.fresh_kg) DESC LIMIT 1"),
        ("这个月要发多少工资", f"SELECT SUM(wage) FROM pickings WHERE pick_date >= {THIS_MONTH}"),
        ("每个品种的采摘量", f"SELECT l.tea_variety, SUM(p.fresh_kg) FROM {P_L} GROUP BY l.tea_variety"),
        ("特级茶青一共多少公斤", "SELECT SUM(fresh_kg) FROM pickings WHERE grade = '特级'"),
        ("采茶工有多少人", "SELECT COUNT(*) FROM pickers"),
        ("安徽来的采茶工", "SELECT picker_name FROM pickers WHERE hometown = '安徽'"),
        ("今年新招了几个采茶工", f"SELECT COUNT(*) FROM pickers WHERE hired_on >= {THIS_YEAR}"),
        ("还没上过工的采茶工", "SELECT picker_name FROM pickers WHERE picker_id NOT IN (SELECT picker_id FROM pickings)"),
        ("龙井茶园的总面积", "SELECT SUM(area_mu) FROM plots WHERE tea_variety = '龙井'"),
        ("上个月每天的采摘量", "SELECT pick_date, SUM(fresh_kg) FROM pickings WHERE " + LAST_MONTH.format(c="pick_date") + " GROUP BY pick_date"),
        ("今年工资最高的采茶工", f"SELECT k.picker_name FROM {P_K} WHERE p.pick_date >= {THIS_YEAR} GROUP BY k.picker_id ORDER BY SUM(p.wage) DESC LIMIT 1"),
        ("每个等级采了多少次", "SELECT grade, COUNT(*) FROM pickings GROUP BY grade"),
        ("梅家坞今年采了多少公斤", f"SELECT SUM(p.fresh_kg) FROM {P_L} WHERE l.plot_name = '梅家坞' AND p.pick_date >= {THIS_YEAR}"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
