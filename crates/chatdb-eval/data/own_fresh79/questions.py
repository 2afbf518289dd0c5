#!/usr/bin/env python3
"""Writes dev.json: the questions of our eightieth own set with their gold
SQL (SQLite). Written on 2026-12-06 before the engine was run on these
databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

G_B = "games g JOIN bowlers b ON g.bowler_id = b.bowler_id"
G_L = "games g JOIN lanes l ON g.lane_id = l.lane_id"
P_C = "pawns p JOIN customers c ON p.customer_id = c.customer_id"

Q = {
    "bowling": [
        ("highest score ever", "SELECT MAX(score) FROM games"),
        ("who bowled the highest game", f"SELECT b.bowler_name FROM {G_B} ORDER BY g.score DESC LIMIT 1"),
        ("average score per league", f"SELECT b.league, AVG(g.score) FROM {G_B} GROUP BY b.league"),
        ("games per lane this month", f"SELECT l.lane_no, COUNT(*) FROM {G_L} WHERE g.game_date >= {THIS_MONTH} GROUP BY l.lane_id"),
        ("how many bowlers joined this year", f"SELECT COUNT(*) FROM bowlers WHERE joined_on >= {THIS_YEAR}"),
        ("best average in the Tuesday league", f"SELECT b.bowler_name FROM {G_B} WHERE b.league = 'Tuesday' GROUP BY b.bowler_id ORDER BY AVG(g.score) DESC LIMIT 1"),
        ("how many games over 200 last month", "SELECT COUNT(*) FROM games WHERE score > 200 AND " + LAST_MONTH.format(c="game_date")),
        ("total strikes by bowler", f"SELECT b.bowler_name, SUM(g.strikes) FROM {G_B} GROUP BY b.bowler_id"),
        ("bowlers who haven't played this month", f"SELECT bowler_name FROM bowlers WHERE bowler_id NOT IN (SELECT bowler_id FROM games WHERE game_date >= {THIS_MONTH})"),
        ("average strikes per game", "SELECT AVG(strikes) FROM games"),
        ("most used lane", f"SELECT l.lane_no FROM {G_L} GROUP BY l.lane_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("games bowled yesterday", "SELECT COUNT(*) FROM games WHERE game_date = date('now','-1 day')"),
        ("monthly games this year", f"SELECT strftime('%Y-%m', game_date), COUNT(*) FROM games WHERE game_date >= {THIS_YEAR} GROUP BY strftime('%Y-%m', game_date)"),
        ("Lisa Park's average score", f"SELECT AVG(g.score) FROM {G_B} WHERE b.bowler_name = 'Lisa Park'"),
        ("bowlers in the Friday league", "SELECT bowler_name FROM bowlers WHERE league = 'Friday'"),
    ],
    "pawnshop": [
        ("这个月当出去多少钱", f"SELECT SUM(loan_amount) FROM pawns WHERE pawn_date >= {THIS_MONTH}"),
        ("每类物品当了多少件", "SELECT category, COUNT(*) FROM pawns GROUP BY category"),
        ("现在在当的有多少件", "SELECT COUNT(*) FROM pawns WHERE status = '在当'"),
        ("绝当的物品", "SELECT item FROM pawns WHERE status = '绝当'"),
        ("黄金类的平均估值", "SELECT AVG(appraised_value) FROM pawns WHERE category = '黄金'"),
        ("借款最多的客户", f"SELECT c.customer_name FROM {P_C} GROUP BY c.customer_id ORDER BY SUM(p.loan_amount) DESC LIMIT 1"),
        ("上个月每天的放款金额", "SELECT pawn_date, SUM(loan_amount) FROM pawns WHERE " + LAST_MONTH.format(c="pawn_date") + " GROUP BY pawn_date"),
        ("已赎回的当品一共借了多少钱", "SELECT SUM(loan_amount) FROM pawns WHERE status = '已赎回'"),
        ("本月到期的当品", "SELECT item FROM pawns WHERE strftime('%Y-%m', due_date) = strftime('%Y-%m', 'now')"),
        ("杭州的客户", "SELECT customer_name FROM customers WHERE city = '杭州'"),
        ("每个客户当了几次", f"SELECT c.customer_name, COUNT(*) FROM {P_C} GROUP BY c.customer_id"),
        ("估值最高的当品", "SELECT item FROM pawns ORDER BY appraised_value DESC LIMIT 1"),
        ("每月放款总额", "SELECT strftime('%Y-%m', pawn_date), SUM(loan_amount) FROM pawns GROUP BY strftime('%Y-%m', pawn_date)"),
        ("没当过东西的客户", "SELECT customer_name FROM customers WHERE customer_id NOT IN (SELECT customer_id FROM pawns)"),
        ("平均每笔借多少钱", "SELECT AVG(loan_amount) FROM pawns"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
