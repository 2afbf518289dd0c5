#!/usr/bin/env python3
"""Writes dev.json: the questions of our thirty-fourth own set with their
gold SQL (SQLite). Written on 2026-12-04 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

P_S = "purchases p JOIN stores s ON p.store_id = s.store_id"
P_M = "purchases p JOIN members m ON p.member_id = m.member_id"
T_D = "trips t JOIN drivers d ON t.driver_id = d.driver_id"
T_V = "trips t JOIN vehicles v ON t.vehicle_id = v.vehicle_id"


def per_month(c):
    return f"strftime('%Y-%m', {c})"


Q = {
    "coffee": [
        ("how many stores do we have", "SELECT COUNT(*) FROM stores"),
        ("revenue this month", f"SELECT SUM(amount) FROM purchases WHERE bought_at >= {THIS_MONTH}"),
        ("top 3 stores by revenue", f"SELECT s.store_name, SUM(p.amount) FROM {P_S} GROUP BY s.store_id ORDER BY SUM(p.amount) DESC LIMIT 3"),
        ("average purchase amount", "SELECT AVG(amount) FROM purchases"),
        ("most popular drink", "SELECT drink FROM purchases GROUP BY drink ORDER BY COUNT(*) DESC LIMIT 1"),
        ("members by tier", "SELECT tier, COUNT(*) FROM members GROUP BY tier"),
        ("how many purchases were made without a member", "SELECT COUNT(*) FROM purchases WHERE member_id IS NULL"),
        ("how many members joined this year", f"SELECT COUNT(*) FROM members WHERE joined_on >= {THIS_YEAR}"),
        ("which city has the most stores", "SELECT city FROM stores GROUP BY city ORDER BY COUNT(*) DESC LIMIT 1"),
        ("revenue per month this year", f"SELECT {per_month('bought_at')}, SUM(amount) FROM purchases WHERE bought_at >= {THIS_YEAR} GROUP BY {per_month('bought_at')}"),
        ("gold members", "SELECT member_name FROM members WHERE tier = 'gold'"),
        ("members who have never bought anything", "SELECT member_name FROM members WHERE member_id NOT IN (SELECT member_id FROM purchases WHERE member_id IS NOT NULL)"),
        ("newest store", "SELECT store_name FROM stores ORDER BY opened_on DESC LIMIT 1"),
        ("total spent by each member", f"SELECT m.member_name, SUM(p.amount) FROM {P_M} GROUP BY m.member_id"),
        ("how many lattes were sold last month", "SELECT COUNT(*) FROM purchases WHERE drink = 'latte' AND " + LAST_MONTH.format(c="bought_at")),
    ],
    "fleet": [
        ("一共有多少辆车", "SELECT COUNT(*) FROM vehicles"),
        ("每种车型有几辆", "SELECT vehicle_type, COUNT(*) FROM vehicles GROUP BY vehicle_type"),
        ("里程最高的车", "SELECT plate FROM vehicles ORDER BY mileage DESC LIMIT 1"),
        ("上个月跑了多少公里", "SELECT SUM(distance_km) FROM trips WHERE " + LAST_MONTH.format(c="started_at")),
        ("每个司机的出车次数", f"SELECT d.name, COUNT(*) FROM {T_D} GROUP BY d.driver_id"),
        ("油费最高的司机", f"SELECT d.name FROM {T_D} GROUP BY d.driver_id ORDER BY SUM(t.fuel_cost) DESC LIMIT 1"),
        ("平均每趟多少公里", "SELECT AVG(distance_km) FROM trips"),
        ("今年的油费总额", f"SELECT SUM(fuel_cost) FROM trips WHERE started_at >= {THIS_YEAR}"),
        ("货车有几辆", "SELECT COUNT(*) FROM vehicles WHERE vehicle_type = 'truck'"),
        ("没出过车的司机", "SELECT name FROM drivers WHERE driver_id NOT IN (SELECT driver_id FROM trips)"),
        ("今年每个月的行驶里程", f"SELECT {per_month('started_at')}, SUM(distance_km) FROM trips WHERE started_at >= {THIS_YEAR} GROUP BY {per_month('started_at')}"),
        ("每辆车的出车次数", f"SELECT v.plate, COUNT(*) FROM {T_V} GROUP BY v.vehicle_id"),
        ("2020年以前买的车", "SELECT plate FROM vehicles WHERE bought_on < '2020-01-01'"),
        ("每种车型的平均里程", "SELECT vehicle_type, AVG(mileage) FROM vehicles GROUP BY vehicle_type"),
        ("油费超过500的行程有多少", "SELECT COUNT(*) FROM trips WHERE fuel_cost > 500"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
