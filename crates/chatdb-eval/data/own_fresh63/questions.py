#!/usr/bin/env python3
"""Writes dev.json: the questions of our sixty-fourth own set with their
gold SQL (SQLite). Written on 2026-12-05 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, LAST_YEAR, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

S_P = "shoots s JOIN photographers p ON s.photographer_id = p.photographer_id"
S_C = "shoots s JOIN clients c ON s.client_id = c.client_id"
SE_M = "sessions s JOIN members m ON s.member_id = m.member_id"
SE_Z = "sessions s JOIN machines k ON s.machine_id = k.machine_id JOIN zones z ON k.zone_id = z.zone_id"
K_Z = "machines k JOIN zones z ON k.zone_id = z.zone_id"
T_M = "top_ups t JOIN members m ON t.member_id = m.member_id"


def per_month(c):
    return f"strftime('%Y-%m', {c})"


Q = {
    "photo_studio": [
        ("how many shoots last month", "SELECT COUNT(*) FROM shoots WHERE " + LAST_MONTH.format(c="shoot_date")),
        ("revenue this year", f"SELECT SUM(price) FROM shoots WHERE shoot_date >= {THIS_YEAR}"),
        ("which package is booked most often", "SELECT package FROM shoots GROUP BY package ORDER BY COUNT(*) DESC LIMIT 1"),
        ("average price of a wedding shoot", "SELECT AVG(price) FROM shoots WHERE package = 'wedding'"),
        ("shoots per photographer", f"SELECT p.name, COUNT(*) FROM {S_P} GROUP BY p.photographer_id"),
        ("clients from Bath", "SELECT client_name FROM clients WHERE city = 'Bath'"),
        ("how many shoots were cancelled this year", f"SELECT COUNT(*) FROM shoots WHERE status = 'cancelled' AND shoot_date >= {THIS_YEAR}"),
        ("clients who never booked a shoot", "SELECT client_name FROM clients WHERE client_id NOT IN (SELECT client_id FROM shoots)"),
        ("top 3 clients by spend", f"SELECT c.client_name FROM {S_C} GROUP BY c.client_id ORDER BY SUM(s.price) DESC LIMIT 3"),
        ("how many hours did Ana Silva shoot last year", f"SELECT SUM(s.hours) FROM {S_P} WHERE p.name = 'Ana Silva' AND " + LAST_YEAR.format(c="s.shoot_date")),
        ("share of outdoor shoots", "SELECT 100.0 * SUM(location = 'outdoor') / COUNT(*) FROM shoots"),
        ("monthly revenue this year", f"SELECT {per_month('shoot_date')}, SUM(price) FROM shoots WHERE shoot_date >= {THIS_YEAR} GROUP BY {per_month('shoot_date')}"),
        ("photographers who do weddings", "SELECT name FROM photographers WHERE speciality = 'weddings'"),
        ("how many shoots are still booked", "SELECT COUNT(*) FROM shoots WHERE status = 'booked'"),
        ("revenue by package", "SELECT package, SUM(price) FROM shoots GROUP BY package"),
    ],
    "netcafe": [
        ("今天有多少人上网", "SELECT COUNT(DISTINCT member_id) FROM sessions WHERE session_date = date('now')"),
        ("上个月的上网收入", "SELECT SUM(amount) FROM sessions WHERE " + LAST_MONTH.format(c="session_date")),
        ("每个区有几台机器", f"SELECT z.zone_name, COUNT(*) FROM {K_Z} GROUP BY z.zone_id"),
        ("电竞区每小时多少钱", "SELECT hourly_price FROM zones WHERE zone_name = '电竞区'"),
        ("黄金会员有多少个", "SELECT COUNT(*) FROM members WHERE level = '黄金'"),
        ("今年会员充值了多少钱", f"SELECT SUM(amount) FROM top_ups WHERE top_up_date >= {THIS_YEAR}"),
        ("平均每次上网几个小时", "SELECT AVG(hours) FROM sessions"),
        ("哪个会员上网时间最长", f"SELECT m.member_name FROM {SE_M} GROUP BY m.member_id ORDER BY SUM(s.hours) DESC LIMIT 1"),
        ("从来没来上过网的会员", "SELECT member_name FROM members WHERE member_id NOT IN (SELECT member_id FROM sessions)"),
        ("各个区的收入", f"SELECT z.zone_name, SUM(s.amount) FROM {SE_Z} GROUP BY z.zone_id"),
        ("今年每个月的上网收入", f"SELECT {per_month('session_date')}, SUM(amount) FROM sessions WHERE session_date >= {THIS_YEAR} GROUP BY {per_month('session_date')}"),
        ("张伟今年来了几次", f"SELECT COUNT(*) FROM {SE_M} WHERE m.member_name = '张伟' AND s.session_date >= {THIS_YEAR}"),
        ("今年新加入的会员", f"SELECT member_name FROM members WHERE joined_on >= {THIS_YEAR}"),
        ("充值最多的会员", f"SELECT m.member_name FROM {T_M} GROUP BY m.member_id ORDER BY SUM(t.amount) DESC LIMIT 1"),
        ("这个月充值了多少笔", f"SELECT COUNT(*) FROM top_ups WHERE top_up_date >= {THIS_MONTH}"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
