#!/usr/bin/env python3
"""Writes dev.json: the questions of our eighty-eighth own set with their
gold SQL (SQLite). Written on 2026-12-06 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, LAST_YEAR, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

S_D = "stays s JOIN dogs d ON s.dog_id = d.dog_id"
D_O = "dogs d JOIN owners o ON d.owner_id = o.owner_id"
SE_H = "sessions se JOIN hosts h ON se.host_id = h.host_id"
SE_S = "sessions se JOIN scripts sc ON se.script_id = sc.script_id"

Q = {
    "daycare": [
        ("how many dogs do we have", "SELECT COUNT(*) FROM dogs"),
        ("dogs per breed", "SELECT breed, COUNT(*) FROM dogs GROUP BY breed"),
        ("which dog comes the most", f"SELECT d.dog_name FROM {S_D} GROUP BY d.dog_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("how many stays last month", "SELECT COUNT(*) FROM stays WHERE " + LAST_MONTH.format(c="stay_date")),
        ("total fees this year", f"SELECT SUM(fee) FROM stays WHERE stay_date >= {THIS_YEAR}"),
        ("owners in Fitzroy", "SELECT owner_name FROM owners WHERE suburb = 'Fitzroy'"),
        ("dogs that have never stayed", "SELECT dog_name FROM dogs WHERE dog_id NOT IN (SELECT dog_id FROM stays)"),
        ("average fee for a large dog", f"SELECT AVG(s.fee) FROM {S_D} WHERE d.size = 'large'"),
        ("incidents by kind", "SELECT kind, COUNT(*) FROM incidents GROUP BY kind"),
        ("which owner has the most dogs", f"SELECT o.owner_name FROM {D_O} GROUP BY o.owner_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("revenue per month", "SELECT strftime('%Y-%m', stay_date), SUM(fee) FROM stays GROUP BY strftime('%Y-%m', stay_date)"),
        ("how many small dogs", "SELECT COUNT(*) FROM dogs WHERE size = 'small'"),
        ("oldest dog", "SELECT dog_name FROM dogs ORDER BY birth_date ASC LIMIT 1"),
        ("when did Luna last come", f"SELECT MAX(s.stay_date) FROM {S_D} WHERE d.dog_name = 'Luna'"),
        ("how many incidents involved a Labrador", "SELECT COUNT(*) FROM incidents i JOIN stays s ON i.stay_id = s.stay_id "
         "JOIN dogs d ON s.dog_id = d.dog_id WHERE d.breed = 'Labrador'"),
    ],
    "mystery": [
        ("一共有几个剧本", "SELECT COUNT(*) FROM scripts"),
        ("恐怖本有哪些", "SELECT title FROM scripts WHERE genre = '恐怖'"),
        ("哪个剧本开得最多", f"SELECT sc.title FROM {SE_S} GROUP BY sc.script_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("上个月开了多少场", "SELECT COUNT(*) FROM sessions WHERE " + LAST_MONTH.format(c="session_date")),
        ("这个月的流水是多少", f"SELECT SUM(takings) FROM sessions WHERE session_date >= {THIS_MONTH}"),
        ("每个主持人带了多少场", f"SELECT h.host_name, COUNT(*) FROM {SE_H} GROUP BY h.host_id"),
        ("从来没开过的剧本", "SELECT title FROM scripts WHERE script_id NOT IN (SELECT script_id FROM sessions)"),
        ("平均每场几个玩家", "SELECT AVG(player_count) FROM sessions"),
        ("每种类型的剧本数量", "SELECT genre, COUNT(*) FROM scripts GROUP BY genre"),
        ("单价最贵的剧本", "SELECT title FROM scripts ORDER BY price_per_player DESC LIMIT 1"),
        ("每个月的营业额", "SELECT strftime('%Y-%m', session_date), SUM(takings) FROM sessions GROUP BY strftime('%Y-%m', session_date)"),
        ("今年收入最高的主持人", f"SELECT h.host_name FROM {SE_H} WHERE se.session_date >= {THIS_YEAR} GROUP BY h.host_id ORDER BY SUM(se.takings) DESC LIMIT 1"),
        ("阿杰主持了几场", f"SELECT COUNT(*) FROM {SE_H} WHERE h.host_name = '阿杰'"),
        ("六人本有几个", "SELECT COUNT(*) FROM scripts WHERE players = 6"),
        ("去年总共来了多少玩家", "SELECT SUM(player_count) FROM sessions WHERE " + LAST_YEAR.format(c="session_date")),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
