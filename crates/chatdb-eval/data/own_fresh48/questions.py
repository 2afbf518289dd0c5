#!/usr/bin/env python3
"""Writes dev.json: the questions of our forty-ninth own set with their
gold SQL (SQLite). Written on 2026-12-05 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, LAST_YEAR, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

S_P = "sales s JOIN plants p ON s.plant_id = p.plant_id"
P_U = "plants p JOIN suppliers u ON p.supplier_id = u.supplier_id"
B_R = "bookings b JOIN rooms r ON b.room_id = r.room_id"
B_C = "bookings b JOIN customers c ON b.customer_id = c.customer_id"
YESTERDAY = "{c} >= date('now','-1 day') AND {c} < date('now')"


def per_month(c):
    return f"strftime('%Y-%m', {c})"


Q = {
    "garden": [
        ("revenue this month", f"SELECT SUM(revenue) FROM sales WHERE sold_on >= {THIS_MONTH}"),
        ("which plant sold the most units this year", f"SELECT p.plant_name FROM {S_P} WHERE s.sold_on >= {THIS_YEAR} GROUP BY p.plant_id ORDER BY SUM(s.qty) DESC LIMIT 1"),
        ("average price of succulents", "SELECT AVG(price) FROM plants WHERE category = 'succulent'"),
        ("suppliers from the Netherlands", "SELECT supplier_name FROM suppliers WHERE country = 'Netherlands'"),
        ("plants that never sold", "SELECT plant_name FROM plants WHERE plant_id NOT IN (SELECT plant_id FROM sales)"),
        ("sales by category", f"SELECT p.category, SUM(s.revenue) FROM {S_P} GROUP BY p.category"),
        ("how many plants does each supplier provide", f"SELECT u.supplier_name, COUNT(*) FROM {P_U} GROUP BY u.supplier_id"),
        ("revenue per month last year", f"SELECT {per_month('sold_on')}, SUM(revenue) FROM sales WHERE " + LAST_YEAR.format(c="sold_on") + f" GROUP BY {per_month('sold_on')}"),
        ("plants with fewer than 10 in stock", "SELECT plant_name FROM plants WHERE stock_qty < 10"),
        ("most expensive tree", "SELECT plant_name FROM plants WHERE category = 'tree' ORDER BY price DESC LIMIT 1"),
        ("units sold yesterday", "SELECT SUM(qty) FROM sales WHERE " + YESTERDAY.format(c="sold_on")),
        ("top 5 plants by revenue", f"SELECT p.plant_name FROM {S_P} GROUP BY p.plant_id ORDER BY SUM(s.revenue) DESC LIMIT 5"),
        ("how many herbs do we carry", "SELECT COUNT(*) FROM plants WHERE category = 'herb'"),
        ("which supplier provides the most plants", f"SELECT u.supplier_name FROM {P_U} GROUP BY u.supplier_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("average sale value", "SELECT AVG(revenue) FROM sales"),
    ],
    "ktv": [
        ("昨天的营业额", "SELECT SUM(amount) FROM bookings WHERE " + YESTERDAY.format(c="start_time")),
        ("大包有几间", "SELECT COUNT(*) FROM rooms WHERE room_type = '大包'"),
        ("哪种包厢预订最多", f"SELECT r.room_type FROM {B_R} GROUP BY r.room_type ORDER BY COUNT(*) DESC LIMIT 1"),
        ("平均每次唱几个小时", "SELECT AVG(hours) FROM bookings"),
        ("上个月每种包厢的收入", f"SELECT r.room_type, SUM(b.amount) FROM {B_R} WHERE " + LAST_MONTH.format(c="b.start_time") + " GROUP BY r.room_type"),
        ("消费最多的客人", f"SELECT c.name FROM {B_C} GROUP BY c.customer_id ORDER BY SUM(b.amount) DESC LIMIT 1"),
        ("每个月的预订数", f"SELECT {per_month('start_time')}, COUNT(*) FROM bookings GROUP BY {per_month('start_time')}"),
        ("小包的价格是多少", "SELECT DISTINCT hourly_price FROM rooms WHERE room_type = '小包'"),
        ("从来没被订过的包厢", "SELECT room_no FROM rooms WHERE room_id NOT IN (SELECT room_id FROM bookings)"),
        ("本月的营业额", f"SELECT SUM(amount) FROM bookings WHERE start_time >= {THIS_MONTH}"),
        ("每个包厢的预订次数", f"SELECT r.room_no, COUNT(*) FROM {B_R} GROUP BY r.room_id"),
        ("订了超过60次的客人", f"SELECT c.name FROM {B_C} GROUP BY c.customer_id HAVING COUNT(*) > 60"),
        ("一共唱了多少小时", "SELECT SUM(hours) FROM bookings"),
        ("去年的总收入", "SELECT SUM(amount) FROM bookings WHERE " + LAST_YEAR.format(c="start_time")),
        ("会员消费了多少钱", f"SELECT SUM(b.amount) FROM {B_C} WHERE c.is_member = 1"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
