#!/usr/bin/env python3
"""Writes dev.json: the questions of our thirty-eighth own set with their
gold SQL (SQLite). Written on 2026-12-04 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_YEAR, write_dev  # noqa: E402

R_P = "match_results r JOIN players p ON r.player_id = p.player_id"
P_P = "purchases u JOIN players p ON u.player_id = p.player_id"
T_S = "tickets t JOIN spots s ON t.spot_id = s.spot_id"
R_S = "reviews r JOIN spots s ON r.spot_id = s.spot_id"
YESTERDAY = "started_at >= date('now','-1 day') AND started_at < date('now')"


def per_month(c):
    return f"strftime('%Y-%m', {c})"


Q = {
    "game": [
        ("how many players signed up this year", f"SELECT COUNT(*) FROM players WHERE signed_up_at >= {THIS_YEAR}"),
        ("players by country", "SELECT country, COUNT(*) FROM players GROUP BY country"),
        ("average match length", "SELECT AVG(duration_sec) FROM matches"),
        ("who has the most wins", f"SELECT p.username FROM {R_P} GROUP BY p.player_id ORDER BY SUM(r.won) DESC LIMIT 1"),
        ("total revenue last month", "SELECT SUM(price_usd) FROM purchases WHERE " + LAST_MONTH.format(c="purchased_at")),
        ("best selling item", "SELECT item FROM purchases GROUP BY item ORDER BY COUNT(*) DESC LIMIT 1"),
        ("matches per mode this year", f"SELECT mode, COUNT(*) FROM matches WHERE started_at >= {THIS_YEAR} GROUP BY mode"),
        ("players who never bought anything", "SELECT username FROM players WHERE player_id NOT IN (SELECT player_id FROM purchases)"),
        ("average kills", "SELECT AVG(kills) FROM match_results"),
        ("how many ranked matches were played yesterday", f"SELECT COUNT(*) FROM matches WHERE mode = 'ranked' AND {YESTERDAY}"),
        ("win rate by player", f"SELECT p.username, AVG(r.won) FROM {R_P} GROUP BY p.player_id"),
        ("biggest spender", f"SELECT p.username FROM {P_P} GROUP BY p.player_id ORDER BY SUM(u.price_usd) DESC LIMIT 1"),
        ("revenue by country", f"SELECT p.country, SUM(u.price_usd) FROM {P_P} GROUP BY p.country"),
        ("newest player", "SELECT username FROM players ORDER BY signed_up_at DESC LIMIT 1"),
        ("monthly revenue this year", f"SELECT {per_month('purchased_at')}, SUM(price_usd) FROM purchases WHERE purchased_at >= {THIS_YEAR} GROUP BY {per_month('purchased_at')}"),
    ],
    "scenic": [
        ("一共有多少个景区", "SELECT COUNT(*) FROM spots"),
        ("5A景区有哪些", "SELECT spot_name FROM spots WHERE level = '5A'"),
        ("上个月卖了多少张门票", "SELECT COUNT(*) FROM tickets WHERE " + LAST_MONTH.format(c="sold_at")),
        ("哪个景区门票收入最高", f"SELECT s.spot_name FROM {T_S} GROUP BY s.spot_id ORDER BY SUM(t.price) DESC LIMIT 1"),
        ("每个城市有几个景区", "SELECT city, COUNT(*) FROM spots GROUP BY city"),
        ("学生票卖了多少张", "SELECT COUNT(*) FROM tickets WHERE ticket_type = '学生'"),
        ("线上售票的比例", "SELECT AVG(channel = '线上') FROM tickets"),
        ("平均票价", "SELECT AVG(price) FROM tickets"),
        ("评分最高的景区", f"SELECT s.spot_name FROM {R_S} GROUP BY s.spot_id ORDER BY AVG(r.score) DESC LIMIT 1"),
        ("杭州有哪些景区", "SELECT spot_name FROM spots WHERE city = '杭州'"),
        ("评分低于3分的评价有多少条", "SELECT COUNT(*) FROM reviews WHERE score < 3"),
        ("今年每个月的门票收入", f"SELECT {per_month('sold_at')}, SUM(price) FROM tickets WHERE sold_at >= {THIS_YEAR} GROUP BY {per_month('sold_at')}"),
        ("每种票型的平均价格", "SELECT ticket_type, AVG(price) FROM tickets GROUP BY ticket_type"),
        ("还没有评价的景区", "SELECT spot_name FROM spots WHERE spot_id NOT IN (SELECT spot_id FROM reviews)"),
        ("各景区的平均评分", f"SELECT s.spot_name, AVG(r.score) FROM {R_S} GROUP BY s.spot_id"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
