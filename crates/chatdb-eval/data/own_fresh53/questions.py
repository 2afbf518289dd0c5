#!/usr/bin/env python3
"""Writes dev.json: the questions of our fifty-fourth own set with their
gold SQL (SQLite). Written on 2026-12-05 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, LAST_YEAR, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

B_P = "bookings b JOIN pitches p ON b.pitch_id = p.pitch_id"
B_G = "bookings b JOIN guests g ON b.guest_id = g.guest_id"
R_M = "repairs r JOIN mechanics m ON r.mechanic_id = m.mechanic_id"
R_V = "repairs r JOIN vehicles v ON r.vehicle_id = v.vehicle_id"


def per_month(c):
    return f"strftime('%Y-%m', {c})"


Q = {
    "campsite": [
        ("how many pitches have electricity", "SELECT COUNT(*) FROM pitches WHERE has_electricity = 1"),
        ("bookings this month", f"SELECT COUNT(*) FROM bookings WHERE check_in >= {THIS_MONTH}"),
        ("average number of nights", "SELECT AVG(nights) FROM bookings"),
        ("revenue by pitch type", f"SELECT p.pitch_type, SUM(b.total_price) FROM {B_P} GROUP BY p.pitch_type"),
        ("which country do most of our guests come from", "SELECT country FROM guests GROUP BY country ORDER BY COUNT(*) DESC LIMIT 1"),
        ("top 3 guests by nights stayed", f"SELECT g.guest_name FROM {B_G} GROUP BY g.guest_id ORDER BY SUM(b.nights) DESC LIMIT 3"),
        ("glamping revenue this year", f"SELECT SUM(b.total_price) FROM {B_P} WHERE p.pitch_type = 'glamping' AND b.check_in >= {THIS_YEAR}"),
        ("average nightly rate by pitch type", "SELECT pitch_type, AVG(nightly_rate) FROM pitches GROUP BY pitch_type"),
        ("guests who booked more than 15 times", f"SELECT g.guest_name FROM {B_G} GROUP BY g.guest_id HAVING COUNT(*) > 15"),
        ("how many guests from Germany", "SELECT COUNT(*) FROM guests WHERE country = 'Germany'"),
        ("total nights booked last month", "SELECT SUM(nights) FROM bookings WHERE " + LAST_MONTH.format(c="check_in")),
        ("average group size", "SELECT AVG(people) FROM bookings"),
        ("pitches that were never booked", "SELECT pitch_code FROM pitches WHERE pitch_id NOT IN (SELECT pitch_id FROM bookings)"),
        ("revenue per month", f"SELECT {per_month('check_in')}, SUM(total_price) FROM bookings GROUP BY {per_month('check_in')}"),
        ("bookings last year", "SELECT COUNT(*) FROM bookings WHERE " + LAST_YEAR.format(c="check_in")),
    ],
    "garage": [
        ("上个月修了多少辆车", f"SELECT COUNT(DISTINCT vehicle_id) FROM repairs WHERE " + LAST_MONTH.format(c="repair_date")),
        ("每种维修类型的平均工时费", "SELECT repair_type, AVG(labor_cost) FROM repairs GROUP BY repair_type"),
        ("今年的配件费一共多少", f"SELECT SUM(parts_cost) FROM repairs WHERE repair_date >= {THIS_YEAR}"),
        ("哪个师傅修车最多", f"SELECT m.name FROM {R_M} GROUP BY m.mechanic_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("宝马车有几辆", "SELECT COUNT(*) FROM vehicles WHERE brand = '宝马'"),
        ("每个品牌的车辆数", "SELECT brand, COUNT(*) FROM vehicles GROUP BY brand"),
        ("从来没修过的车", "SELECT plate FROM vehicles WHERE vehicle_id NOT IN (SELECT vehicle_id FROM repairs)"),
        ("还有多少单没完工", "SELECT COUNT(*) FROM repairs WHERE status = '进行中'"),
        ("每月维修单数", f"SELECT {per_month('repair_date')}, COUNT(*) FROM repairs GROUP BY {per_month('repair_date')}"),
        ("高级技师有几个", "SELECT COUNT(*) FROM mechanics WHERE level = '高级技师'"),
        ("去年的工时费总额", "SELECT SUM(labor_cost) FROM repairs WHERE " + LAST_YEAR.format(c="repair_date")),
        ("苏州的客户有多少", "SELECT COUNT(*) FROM customers WHERE city = '苏州'"),
        ("张伟今年修了几次车", f"SELECT COUNT(*) FROM {R_M} WHERE m.name = '张伟' AND r.repair_date >= {THIS_YEAR}"),
        ("喷漆的平均配件费", "SELECT AVG(parts_cost) FROM repairs WHERE repair_type = '喷漆'"),
        ("每个师傅的工时费总额", f"SELECT m.name, SUM(r.labor_cost) FROM {R_M} GROUP BY m.mechanic_id"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
