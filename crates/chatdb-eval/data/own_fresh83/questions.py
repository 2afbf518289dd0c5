#!/usr/bin/env python3
"""Writes dev.json: the questions of our eighty-fourth own set with their
gold SQL (SQLite). Written on 2026-12-06 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

S_A = "sessions s JOIN artists a ON s.artist_id = a.artist_id"
S_S = "sessions s JOIN studios st ON s.studio_id = st.studio_id"
C_B = "catches c JOIN boats b ON c.boat_id = b.boat_id"

Q = {
    "recording": [
        ("how many sessions this month", f"SELECT COUNT(*) FROM sessions WHERE session_date >= {THIS_MONTH}"),
        ("total hours booked per studio", f"SELECT st.studio_name, SUM(s.hours) FROM {S_S} GROUP BY st.studio_id"),
        ("which artist spent the most", f"SELECT a.artist_name FROM {S_A} GROUP BY a.artist_id ORDER BY SUM(s.fee) DESC LIMIT 1"),
        ("average session length", "SELECT AVG(hours) FROM sessions"),
        ("rock artists", "SELECT artist_name FROM artists WHERE genre = 'Rock'"),
        ("cheapest studio", "SELECT studio_name FROM studios ORDER BY hourly_rate LIMIT 1"),
        ("how many sessions did Mia Chen engineer", "SELECT COUNT(*) FROM sessions WHERE engineer = 'Mia Chen'"),
        ("revenue last month", "SELECT SUM(fee) FROM sessions WHERE " + LAST_MONTH.format(c="session_date")),
        ("artists who haven't recorded this year", f"SELECT artist_name FROM artists WHERE artist_id NOT IN (SELECT artist_id FROM sessions WHERE session_date >= {THIS_YEAR})"),
        ("revenue by month", "SELECT strftime('%Y-%m', session_date), SUM(fee) FROM sessions GROUP BY strftime('%Y-%m', session_date)"),
        ("artists with more than 20 sessions", f"SELECT a.artist_name FROM {S_A} GROUP BY a.artist_id HAVING COUNT(*) > 20"),
        ("number of artists per genre", "SELECT genre, COUNT(*) FROM artists GROUP BY genre"),
        ("studio with the most sessions", f"SELECT st.studio_name FROM {S_S} GROUP BY st.studio_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("total fees from jazz artists", f"SELECT SUM(s.fee) FROM {S_A} WHERE a.genre = 'Jazz'"),
        ("how many sessions lasted more than 5 hours", "SELECT COUNT(*) FROM sessions WHERE hours > 5"),
    ],
    "fleet": [
        ("一共有多少条船", "SELECT COUNT(*) FROM boats"),
        ("今年的总捕捞量", f"SELECT SUM(weight_kg) FROM catches WHERE landed_on >= {THIS_YEAR}"),
        ("每个港口有几条船", "SELECT home_port, COUNT(*) FROM boats GROUP BY home_port"),
        ("哪条船的捕捞量最大", f"SELECT b.boat_name FROM {C_B} GROUP BY b.boat_id ORDER BY SUM(c.weight_kg) DESC LIMIT 1"),
        ("带鱼一共捕了多少公斤", "SELECT SUM(weight_kg) FROM catches WHERE species = '带鱼'"),
        ("上个月的销售额", "SELECT SUM(sale_amount) FROM catches WHERE " + LAST_MONTH.format(c="landed_on")),
        ("各鱼种的总重量", "SELECT species, SUM(weight_kg) FROM catches GROUP BY species"),
        ("长度超过30米的船", "SELECT boat_name FROM boats WHERE length_m > 30"),
        ("每个月的销售额", "SELECT strftime('%Y-%m', landed_on), SUM(sale_amount) FROM catches GROUP BY strftime('%Y-%m', landed_on)"),
        ("舟山的船有哪些", "SELECT boat_name FROM boats WHERE home_port = '舟山'"),
        ("今年没有捕捞记录的船", f"SELECT boat_name FROM boats WHERE boat_id NOT IN (SELECT boat_id FROM catches WHERE landed_on >= {THIS_YEAR})"),
        ("最老的船", "SELECT boat_name FROM boats ORDER BY built_year LIMIT 1"),
        ("2010年以后造的船有几条", "SELECT COUNT(*) FROM boats WHERE built_year > 2010"),
        ("平均每次捕多少公斤", "SELECT AVG(weight_kg) FROM catches"),
        ("每条船的销售额", f"SELECT b.boat_name, SUM(c.sale_amount) FROM {C_B} GROUP BY b.boat_id"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
