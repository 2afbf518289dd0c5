#!/usr/bin/env python3
"""Writes dev.json: the questions of our eighty-first own set with their
gold SQL (SQLite). Written on 2026-12-06 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

P_T = "projects p JOIN teams t ON p.team_id = t.team_id"
S_A = "sessions s JOIN anglers a ON s.angler_id = a.angler_id"

Q = {
    "hackathon": [
        ("how many teams from each school", "SELECT school, COUNT(*) FROM teams GROUP BY school"),
        ("top scoring project", "SELECT title FROM projects ORDER BY score DESC LIMIT 1"),
        ("average score by track", "SELECT track, AVG(score) FROM projects GROUP BY track"),
        ("projects submitted last month", "SELECT title FROM projects WHERE " + LAST_MONTH.format(c="submitted_on")),
        ("teams with more than 3 members", "SELECT team_name FROM teams WHERE members > 3"),
        ("teams that haven't submitted anything", "SELECT team_name FROM teams WHERE team_id NOT IN (SELECT team_id FROM projects)"),
        ("how many projects per team", f"SELECT t.team_name, COUNT(*) FROM {P_T} GROUP BY t.team_id"),
        ("which school has the highest average score", f"SELECT t.school FROM {P_T} GROUP BY t.school ORDER BY AVG(p.score) DESC LIMIT 1"),
        ("total members across all teams", "SELECT SUM(members) FROM teams"),
        ("how many AI projects", "SELECT COUNT(*) FROM projects WHERE track = 'AI'"),
        ("best project in the Health track", "SELECT title FROM projects WHERE track = 'Health' ORDER BY score DESC LIMIT 1"),
        ("projects from Oxford teams", f"SELECT p.title FROM {P_T} WHERE t.school = 'Oxford'"),
        ("lowest score this year", f"SELECT MIN(score) FROM projects WHERE submitted_on >= {THIS_YEAR}"),
        ("monthly submissions this year", f"SELECT strftime('%Y-%m', submitted_on), COUNT(*) FROM projects WHERE submitted_on >= {THIS_YEAR} GROUP BY strftime('%Y-%m', submitted_on)"),
        ("projects scoring above 90", "SELECT title FROM projects WHERE score > 90"),
    ],
    "fishing": [
        ("一共有多少个钓友", "SELECT COUNT(*) FROM anglers"),
        ("这个月收了多少钱", f"SELECT SUM(fee) FROM sessions WHERE fish_date >= {THIS_MONTH}"),
        ("每个城市有几个钓友", "SELECT city, COUNT(*) FROM anglers GROUP BY city"),
        ("今年一共钓了多少公斤鱼", f"SELECT SUM(catch_kg) FROM sessions WHERE fish_date >= {THIS_YEAR}"),
        ("平均每次钓几个小时", "SELECT AVG(hours) FROM sessions"),
        ("苏州的钓友", "SELECT angler_name FROM anglers WHERE city = '苏州'"),
        ("今年新加入的钓友有多少", f"SELECT COUNT(*) FROM anglers WHERE joined_on >= {THIS_YEAR}"),
        ("上个月每天的收入", "SELECT fish_date, SUM(fee) FROM sessions WHERE " + LAST_MONTH.format(c="fish_date") + " GROUP BY fish_date"),
        ("王建国来了多少次", f"SELECT COUNT(*) FROM {S_A} WHERE a.angler_name = '王建国'"),
        ("从来没来过的钓友", "SELECT angler_name FROM anglers WHERE angler_id NOT IN (SELECT angler_id FROM sessions)"),
        ("每个月的收入", "SELECT strftime('%Y-%m', fish_date), SUM(fee) FROM sessions GROUP BY strftime('%Y-%m', fish_date)"),
        ("每个钓友一共花了多少钱", f"SELECT a.angler_name, SUM(s.fee) FROM {S_A} GROUP BY a.angler_id"),
        ("今天来了几个人", "SELECT COUNT(DISTINCT angler_id) FROM sessions WHERE fish_date = date('now')"),
        ("钓鱼时间最长的一次是多少小时", "SELECT MAX(hours) FROM sessions"),
        ("无锡钓友今年的总渔获", f"SELECT SUM(s.catch_kg) FROM {S_A} WHERE a.city = '无锡' AND s.fish_date >= {THIS_YEAR}"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
