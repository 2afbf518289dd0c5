#!/usr/bin/env python3
"""Writes dev.json: the questions of our ninety-second own set with their
gold SQL (SQLite). Written on 2026-12-06 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

PS_L = "parking_sessions ps JOIN lots l ON ps.lot_id = l.lot_id"
J_C = "jobs j JOIN crews c ON j.crew_id = c.crew_id"

Q = {
    "car_parks": [
        ("total parking fees last month", "SELECT SUM(fee) FROM parking_sessions WHERE " + LAST_MONTH.format(c="entered_at")),
        ("which car park earns the most", f"SELECT l.lot_name FROM {PS_L} GROUP BY l.lot_id ORDER BY SUM(ps.fee) DESC LIMIT 1"),
        ("number of sessions per lot", f"SELECT l.lot_name, COUNT(*) FROM {PS_L} GROUP BY l.lot_id"),
        ("average fee", "SELECT AVG(fee) FROM parking_sessions"),
        ("lots in Springfield", "SELECT lot_name FROM lots WHERE city = 'Springfield'"),
        ("busiest lot this month", f"SELECT l.lot_name FROM {PS_L} WHERE ps.entered_at >= {THIS_MONTH} GROUP BY l.lot_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("revenue by payment method", "SELECT payment_method, SUM(fee) FROM parking_sessions GROUP BY payment_method"),
        ("how many members are on the annual plan", "SELECT COUNT(*) FROM members WHERE plan = 'annual'"),
        ("members who joined this year", f"SELECT member_name FROM members WHERE joined_on >= {THIS_YEAR}"),
        ("lots with more than 200 spaces", "SELECT lot_name FROM lots WHERE capacity > 200"),
        ("total capacity by city", "SELECT city, SUM(capacity) FROM lots GROUP BY city"),
        ("monthly parking revenue this year", f"SELECT strftime('%Y-%m', entered_at), SUM(fee) FROM parking_sessions WHERE entered_at >= {THIS_YEAR} GROUP BY strftime('%Y-%m', entered_at)"),
        ("members who have never parked", "SELECT member_name FROM members WHERE member_id NOT IN (SELECT member_id FROM parking_sessions WHERE member_id IS NOT NULL)"),
        ("top 3 plates by number of visits", "SELECT plate FROM parking_sessions GROUP BY plate ORDER BY COUNT(*) DESC LIMIT 3"),
        ("how much was paid in cash this year", f"SELECT SUM(fee) FROM parking_sessions WHERE payment_method = 'cash' AND entered_at >= {THIS_YEAR}"),
    ],
    "movers": [
        ("上个月完成了多少单", "SELECT COUNT(*) FROM jobs WHERE status = '已完成' AND " + LAST_MONTH.format(c="move_date")),
        ("今年的总收入", f"SELECT SUM(price) FROM jobs WHERE move_date >= {THIS_YEAR}"),
        ("每个班组接了多少单", f"SELECT c.crew_name, COUNT(*) FROM {J_C} GROUP BY c.crew_id"),
        ("哪个班组收入最高", f"SELECT c.crew_name FROM {J_C} GROUP BY c.crew_id ORDER BY SUM(j.price) DESC LIMIT 1"),
        ("平均搬运距离", "SELECT AVG(distance_km) FROM jobs"),
        ("取消的订单有几个", "SELECT COUNT(*) FROM jobs WHERE status = '已取消'"),
        ("赔偿总额是多少", "SELECT SUM(compensation) FROM damages"),
        ("哪个客户搬家次数最多", "SELECT cu.name FROM jobs j JOIN customers cu ON j.customer_id = cu.customer_id GROUP BY cu.customer_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("每个月的订单数", "SELECT strftime('%Y-%m', move_date), COUNT(*) FROM jobs GROUP BY strftime('%Y-%m', move_date)"),
        ("距离超过20公里的订单有多少", "SELECT COUNT(*) FROM jobs WHERE distance_km > 20"),
        ("从来没有损坏过东西的班组", "SELECT crew_name FROM crews WHERE crew_id NOT IN (SELECT j.crew_id FROM damages d JOIN jobs j ON d.job_id = j.job_id)"),
        ("上海的客户有哪些", "SELECT name FROM customers WHERE city = '上海'"),
        ("每个区搬出去的单数", "SELECT from_district, COUNT(*) FROM jobs GROUP BY from_district"),
        ("人数最多的班组", "SELECT crew_name FROM crews ORDER BY size DESC LIMIT 1"),
        ("平均每单多少钱", "SELECT AVG(price) FROM jobs"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
