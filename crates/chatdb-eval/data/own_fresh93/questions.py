#!/usr/bin/env python3
"""Writes dev.json: the questions of our ninety-fourth own set with their
gold SQL (SQLite). Written on 2026-12-07 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_YEAR, write_dev  # noqa: E402

B_C = "bookings b JOIN classes c ON b.class_id = c.class_id"
B_S = "bookings b JOIN students s ON b.student_id = s.student_id"
B_T = "bookings b JOIN tours t ON b.tour_id = t.tour_id"

Q = {
    "dance_studio": [
        ("how many bookings last month", "SELECT COUNT(*) FROM bookings WHERE " + LAST_MONTH.format(c="class_date")),
        ("how many no-shows this year", f"SELECT COUNT(*) FROM bookings WHERE attended = 0 AND class_date >= {THIS_YEAR}"),
        ("salsa classes", "SELECT class_name FROM classes WHERE style = 'salsa'"),
        ("most popular class", f"SELECT c.class_name FROM {B_C} GROUP BY c.class_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("bookings per instructor", f"SELECT c.instructor, COUNT(*) FROM {B_C} GROUP BY c.instructor"),
        ("average class price", "SELECT AVG(price) FROM classes"),
        ("students who joined this year", f"SELECT student_name FROM students WHERE joined_on >= {THIS_YEAR}"),
        ("students who never booked a class", "SELECT student_name FROM students WHERE student_id NOT IN (SELECT student_id FROM bookings)"),
        ("which student has the most bookings", f"SELECT s.student_name FROM {B_S} GROUP BY s.student_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("classes on Monday", "SELECT class_name FROM classes WHERE weekday = 'Monday'"),
        ("beginner students", "SELECT student_name FROM students WHERE level = 'beginner'"),
        ("how many students per level", "SELECT level, COUNT(*) FROM students GROUP BY level"),
        ("attendance rate for each class", f"SELECT c.class_name, AVG(b.attended) FROM {B_C} GROUP BY c.class_id"),
        ("biggest class by capacity", "SELECT class_name FROM classes ORDER BY capacity DESC LIMIT 1"),
        ("total capacity of Anna Petrova's classes", "SELECT SUM(capacity) FROM classes WHERE instructor = 'Anna Petrova'"),
    ],
    "travel_agency": [
        ("今年的营业额", f"SELECT SUM(amount) FROM bookings WHERE booked_on >= {THIS_YEAR}"),
        ("每个目的地的订单数", f"SELECT t.destination, COUNT(*) FROM {B_T} GROUP BY t.destination"),
        ("哪个目的地最受欢迎", f"SELECT t.destination FROM {B_T} GROUP BY t.destination ORDER BY COUNT(*) DESC LIMIT 1"),
        ("订单总人数", "SELECT SUM(people) FROM bookings"),
        ("取消了多少单", "SELECT COUNT(*) FROM bookings WHERE status = '已取消'"),
        ("上海的客户有多少", "SELECT COUNT(*) FROM customers WHERE city = '上海'"),
        ("价格最高的线路", "SELECT tour_name FROM tours ORDER BY price DESC LIMIT 1"),
        ("每个月的订单数", "SELECT strftime('%Y-%m', booked_on), COUNT(*) FROM bookings GROUP BY strftime('%Y-%m', booked_on)"),
        ("平均每单金额", "SELECT AVG(amount) FROM bookings"),
        ("从没下过单的客户", "SELECT name FROM customers WHERE customer_id NOT IN (SELECT customer_id FROM bookings)"),
        ("下单最多的客户", "SELECT c.name FROM bookings b JOIN customers c ON b.customer_id = c.customer_id GROUP BY c.customer_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("日本线有几个团", "SELECT COUNT(*) FROM tours WHERE destination = '日本'"),
        ("超过7天的线路", "SELECT tour_name FROM tours WHERE days > 7"),
        ("待付款的订单总金额", "SELECT SUM(amount) FROM bookings WHERE status = '待付款'"),
        ("每个城市的客户数", "SELECT city, COUNT(*) FROM customers GROUP BY city"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
