#!/usr/bin/env python3
"""Writes dev.json: the questions of our fifty-ninth own set with their
gold SQL (SQLite). Written on 2026-12-05 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, LAST_YEAR, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

T_D = "tickets t JOIN departures d ON t.departure_id = d.departure_id"
T_D_TO = "tickets t JOIN departures d ON t.departure_id = d.departure_id JOIN tours o ON d.tour_id = o.tour_id"
D_B = "departures d JOIN boats b ON d.boat_id = b.boat_id"
D_C = "deliveries d JOIN customers c ON d.customer_id = c.customer_id"
D_P = "deliveries d JOIN products p ON d.product_id = p.product_id"
D_K = "deliveries d JOIN couriers k ON d.courier_id = k.courier_id"


def per_month(c):
    return f"strftime('%Y-%m', {c})"


Q = {
    "boat_tours": [
        ("how many tickets did we sell last month", f"SELECT COUNT(*) FROM {T_D} WHERE " + LAST_MONTH.format(c="d.departure_date")),
        ("revenue by tour this year", f"SELECT o.tour_name, SUM(t.price) FROM {T_D_TO} WHERE d.departure_date >= {THIS_YEAR} GROUP BY o.tour_id"),
        ("longest tour", "SELECT tour_name FROM tours ORDER BY duration_minutes DESC LIMIT 1"),
        ("how many departures were cancelled this year", f"SELECT COUNT(*) FROM departures WHERE cancelled = 1 AND departure_date >= {THIS_YEAR}"),
        ("biggest boat", "SELECT boat_name FROM boats ORDER BY capacity DESC LIMIT 1"),
        ("average price of a child ticket", "SELECT AVG(price) FROM tickets WHERE passenger_type = 'child'"),
        ("share of tickets sold online", "SELECT 100.0 * SUM(channel = 'online') / COUNT(*) FROM tickets"),
        ("which boat has the most departures", f"SELECT b.boat_name FROM {D_B} GROUP BY b.boat_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("number of tickets sold each month this year", f"SELECT {per_month('d.departure_date')}, COUNT(*) FROM {T_D} WHERE d.departure_date >= {THIS_YEAR} GROUP BY {per_month('d.departure_date')}"),
        ("how much did the Sunset Cruise make last month", f"SELECT SUM(t.price) FROM {T_D_TO} WHERE o.tour_name = 'Sunset Cruise' AND " + LAST_MONTH.format(c="d.departure_date")),
        ("tickets by channel", "SELECT channel, COUNT(*) FROM tickets GROUP BY channel"),
        ("tours longer than 90 minutes", "SELECT tour_name FROM tours WHERE duration_minutes > 90"),
        ("adult price for Island Hopper", "SELECT adult_price FROM tours WHERE tour_name = 'Island Hopper'"),
        ("how many seniors travelled this year", f"SELECT COUNT(*) FROM {T_D} WHERE t.passenger_type = 'senior' AND d.departure_date >= {THIS_YEAR}"),
        ("total revenue from agents", "SELECT SUM(price) FROM tickets WHERE channel = 'agent'"),
    ],
    "water_delivery": [
        ("上个月一共送了多少桶水", "SELECT SUM(buckets) FROM deliveries WHERE " + LAST_MONTH.format(c="delivery_date")),
        ("每个送水工这个月送了多少单", f"SELECT k.courier_name, COUNT(*) FROM {D_K} WHERE d.delivery_date >= {THIS_MONTH} GROUP BY k.courier_id"),
        ("公司客户有多少家", "SELECT COUNT(*) FROM customers WHERE customer_type = '公司'"),
        ("今年的销售额", f"SELECT SUM(amount) FROM deliveries WHERE delivery_date >= {THIS_YEAR}"),
        ("每个小区有多少客户", "SELECT community, COUNT(*) FROM customers GROUP BY community"),
        ("哪种水最贵", "SELECT product_name FROM products ORDER BY price_per_bucket DESC LIMIT 1"),
        ("从来没订过水的客户", "SELECT customer_name FROM customers WHERE customer_id NOT IN (SELECT customer_id FROM deliveries)"),
        ("平均每单送几桶", "SELECT AVG(buckets) FROM deliveries"),
        ("今年每个月送了多少桶", f"SELECT {per_month('delivery_date')}, SUM(buckets) FROM deliveries WHERE delivery_date >= {THIS_YEAR} GROUP BY {per_month('delivery_date')}"),
        ("张伟上个月送了多少桶", f"SELECT SUM(d.buckets) FROM {D_K} WHERE k.courier_name = '张伟' AND " + LAST_MONTH.format(c="d.delivery_date")),
        ("农夫山泉一共卖了多少钱", f"SELECT SUM(d.amount) FROM {D_P} WHERE p.brand = '农夫山泉'"),
        ("家庭客户平均每单多少钱", f"SELECT AVG(d.amount) FROM {D_C} WHERE c.customer_type = '家庭'"),
        ("哪个小区的订单最多", f"SELECT c.community FROM {D_C} GROUP BY c.community ORDER BY COUNT(*) DESC LIMIT 1"),
        ("各个品牌卖了多少桶", f"SELECT p.brand, SUM(d.buckets) FROM {D_P} GROUP BY p.brand"),
        ("去年的送水收入", "SELECT SUM(amount) FROM deliveries WHERE " + LAST_YEAR.format(c="delivery_date")),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
