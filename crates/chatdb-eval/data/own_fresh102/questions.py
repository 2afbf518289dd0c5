#!/usr/bin/env python3
"""Writes dev.json: the questions of our hundred-and-third own set with
their gold SQL (SQLite). Written on 2026-12-07 before the engine was run
on these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_YEAR, write_dev  # noqa: E402

W_K = "walks w JOIN walkers k ON w.walker_id = k.walker_id"
W_D = "walks w JOIN dogs d ON w.dog_id = d.dog_id"
D_M = "deliveries d JOIN members m ON d.member_id = m.member_id"
P_M = "payments p JOIN members m ON p.member_id = m.member_id"

Q = {
    "dog_walking": [
        ("how many walks last month", "SELECT COUNT(*) FROM walks WHERE " + LAST_MONTH.format(c="walked_on")),
        ("total walk revenue this year", f"SELECT SUM(price) FROM walks WHERE walked_on >= {THIS_YEAR}"),
        ("which walker did the most walks", f"SELECT k.name FROM {W_K} GROUP BY k.walker_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("average walk duration", "SELECT AVG(duration_minutes) FROM walks"),
        ("dogs that have never been walked", "SELECT dog_name FROM dogs WHERE dog_id NOT IN (SELECT dog_id FROM walks)"),
        ("large dogs", "SELECT dog_name FROM dogs WHERE size = 'large'"),
        ("walks per walker", f"SELECT k.name, COUNT(*) FROM {W_K} GROUP BY k.walker_id"),
        ("top 3 dogs by number of walks", f"SELECT d.dog_name FROM {W_D} GROUP BY d.dog_id ORDER BY COUNT(*) DESC LIMIT 3"),
        ("average rating per walker", f"SELECT k.name, AVG(w.rating) FROM {W_K} GROUP BY k.walker_id"),
        ("how many labradors do we walk", "SELECT COUNT(*) FROM dogs WHERE breed = 'labrador'"),
        ("how long was the longest walk", "SELECT MAX(duration_minutes) FROM walks"),
        ("how many walks were rated below 3", "SELECT COUNT(*) FROM walks WHERE rating < 3"),
        ("revenue per month", "SELECT strftime('%Y-%m', walked_on), SUM(price) FROM walks GROUP BY strftime('%Y-%m', walked_on)"),
        ("walkers who charge more than 15 an hour", "SELECT name FROM walkers WHERE hourly_rate > 15"),
        ("which owner spent the most", f"SELECT d.owner_name FROM {W_D} GROUP BY d.owner_name ORDER BY SUM(w.price) DESC LIMIT 1"),
    ],
    "coop": [
        ("社员有多少人", "SELECT COUNT(*) FROM members"),
        ("今年玉米交了多少公斤", f"SELECT SUM(weight_kg) FROM deliveries WHERE crop = '玉米' AND delivered_on >= {THIS_YEAR}"),
        ("每个村的社员数", "SELECT village, COUNT(*) FROM members GROUP BY village"),
        ("交售量最多的社员", f"SELECT m.member_name FROM {D_M} GROUP BY m.member_id ORDER BY SUM(d.weight_kg) DESC LIMIT 1"),
        ("平均收购价", "SELECT AVG(price_per_kg) FROM deliveries"),
        ("上个月付了多少钱", "SELECT SUM(amount) FROM payments WHERE " + LAST_MONTH.format(c="paid_on")),
        ("一级品的比例", "SELECT SUM(grade = '一级') * 1.0 / COUNT(*) FROM deliveries"),
        ("张家村的社员", "SELECT member_name FROM members WHERE village = '张家村'"),
        ("每种作物的交售总量", "SELECT crop, SUM(weight_kg) FROM deliveries GROUP BY crop"),
        ("从没交售过的社员", "SELECT member_name FROM members WHERE member_id NOT IN (SELECT member_id FROM deliveries)"),
        ("每个月的付款金额", "SELECT strftime('%Y-%m', paid_on), SUM(amount) FROM payments GROUP BY strftime('%Y-%m', paid_on)"),
        ("大豆的平均收购价", "SELECT AVG(price_per_kg) FROM deliveries WHERE crop = '大豆'"),
        ("付款最多的前三位社员", f"SELECT m.member_name FROM {P_M} GROUP BY m.member_id ORDER BY SUM(p.amount) DESC LIMIT 3"),
        ("最近一次交售是哪天", "SELECT MAX(delivered_on) FROM deliveries"),
        ("王建国交了几次货", f"SELECT COUNT(*) FROM {D_M} WHERE m.member_name = '王建国'"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
