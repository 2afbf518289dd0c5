#!/usr/bin/env python3
"""Writes dev.json: the questions of our ninety-seventh own set with their
gold SQL (SQLite). Written on 2026-12-07 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_YEAR, write_dev  # noqa: E402

B_R = "bookings b JOIN rooms r ON b.room_id = r.room_id"
B_E = "bookings b JOIN employees e ON b.emp_id = e.emp_id"
O_B = "orders o JOIN buyers b ON o.buyer_id = b.buyer_id"
O_P = "orders o JOIN products p ON o.product_id = p.product_id"

Q = {
    "meeting_rooms": [
        ("how many bookings last month", "SELECT COUNT(*) FROM bookings WHERE " + LAST_MONTH.format(c="booked_for")),
        ("which room gets booked the most", f"SELECT r.room_name FROM {B_R} GROUP BY r.room_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("total hours booked per department", f"SELECT e.department, SUM(b.hours) FROM {B_E} GROUP BY e.department"),
        ("rooms on floor 3", "SELECT room_name FROM rooms WHERE floor = 3"),
        ("average number of attendees", "SELECT AVG(attendees) FROM bookings"),
        ("how many bookings were cancelled", "SELECT COUNT(*) FROM bookings WHERE cancelled = 1"),
        ("biggest room", "SELECT room_name FROM rooms ORDER BY capacity DESC LIMIT 1"),
        ("who booked the most hours this year", f"SELECT e.emp_name FROM {B_E} WHERE b.booked_for >= {THIS_YEAR} GROUP BY e.emp_id ORDER BY SUM(b.hours) DESC LIMIT 1"),
        ("rooms that have never been booked", "SELECT room_name FROM rooms WHERE room_id NOT IN (SELECT room_id FROM bookings)"),
        ("bookings by month", "SELECT strftime('%Y-%m', booked_for), COUNT(*) FROM bookings GROUP BY strftime('%Y-%m', booked_for)"),
        ("cancellation rate", "SELECT 100.0 * SUM(cancelled = 1) / COUNT(*) FROM bookings"),
        ("employees in Sales", "SELECT emp_name FROM employees WHERE department = 'Sales'"),
        ("bookings per room last month", f"SELECT r.room_name, COUNT(*) FROM {B_R} WHERE " + LAST_MONTH.format(c="b.booked_for") + " GROUP BY r.room_id"),
        ("average room capacity by floor", "SELECT floor, AVG(capacity) FROM rooms GROUP BY floor"),
        ("how many bookings had more than 10 attendees", "SELECT COUNT(*) FROM bookings WHERE attendees > 10"),
    ],
    "exports": [
        ("今年的销售额", f"SELECT SUM(amount) FROM orders WHERE order_date >= {THIS_YEAR}"),
        ("每个国家的订单数", f"SELECT b.country, COUNT(*) FROM {O_B} GROUP BY b.country"),
        ("哪个国家的买家最多", "SELECT country FROM buyers GROUP BY country ORDER BY COUNT(*) DESC LIMIT 1"),
        ("单价最高的产品", "SELECT product_name FROM products ORDER BY unit_price DESC LIMIT 1"),
        ("上个月的订单量", "SELECT COUNT(*) FROM orders WHERE " + LAST_MONTH.format(c="order_date")),
        ("还没发货的订单有多少", "SELECT COUNT(*) FROM orders WHERE status = 'pending'"),
        ("每个品类的销售额", f"SELECT p.category, SUM(o.amount) FROM {O_P} GROUP BY p.category"),
        ("平均每单金额", "SELECT AVG(amount) FROM orders"),
        ("从来没下过单的买家", "SELECT company FROM buyers WHERE buyer_id NOT IN (SELECT buyer_id FROM orders)"),
        ("销量最好的三个产品", f"SELECT p.product_name FROM {O_P} GROUP BY p.product_id ORDER BY SUM(o.quantity) DESC LIMIT 3"),
        ("每个月的订单金额", "SELECT strftime('%Y-%m', order_date), SUM(amount) FROM orders GROUP BY strftime('%Y-%m', order_date)"),
        ("美国客户的订单总额", f"SELECT SUM(o.amount) FROM {O_B} WHERE b.country = '美国'"),
        ("德国有几家买家", "SELECT COUNT(*) FROM buyers WHERE country = '德国'"),
        ("家居类的产品有哪些", "SELECT product_name FROM products WHERE category = '家居'"),
        ("数量超过300的订单有多少", "SELECT COUNT(*) FROM orders WHERE quantity > 300"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
