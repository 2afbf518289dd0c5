#!/usr/bin/env python3
"""Writes dev.json: the questions of our thirty-third own set with their
gold SQL (SQLite). Written on 2026-12-04 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

A_W = "admissions a JOIN wards w ON a.ward_id = w.ward_id"
A_P = "admissions a JOIN patients p ON a.patient_id = p.patient_id"
R_P = "returns r JOIN order_lines l ON r.line_id = l.line_id JOIN products p ON l.product_id = p.product_id"
L_O = "order_lines l JOIN orders o ON l.order_id = o.order_id"
L_P = "order_lines l JOIN products p ON l.product_id = p.product_id"
O_C = "orders o JOIN customers c ON o.customer_id = c.customer_id"


def per_month(c):
    return f"strftime('%Y-%m', {c})"


Q = {
    "hospital": [
        ("how many patients are currently admitted", "SELECT COUNT(*) FROM admissions WHERE discharged_on IS NULL"),
        ("admissions this month", f"SELECT COUNT(*) FROM admissions WHERE admitted_on >= {THIS_MONTH}"),
        ("which ward has the most admissions", f"SELECT w.ward_name FROM {A_W} GROUP BY w.ward_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("average length of stay in days", "SELECT AVG(julianday(discharged_on) - julianday(admitted_on)) FROM admissions WHERE discharged_on IS NOT NULL"),
        ("patients by gender", "SELECT gender, COUNT(*) FROM patients GROUP BY gender"),
        ("total number of beds", "SELECT SUM(beds) FROM wards"),
        ("most common diagnosis", "SELECT diagnosis FROM admissions GROUP BY diagnosis ORDER BY COUNT(*) DESC LIMIT 1"),
        ("wards on floor 3", "SELECT ward_name FROM wards WHERE floor = 3"),
        ("admissions per month this year", f"SELECT {per_month('admitted_on')}, COUNT(*) FROM admissions WHERE admitted_on >= {THIS_YEAR} GROUP BY {per_month('admitted_on')}"),
        ("how many patients were discharged last month", "SELECT COUNT(DISTINCT patient_id) FROM admissions WHERE " + LAST_MONTH.format(c="discharged_on")),
        ("oldest patient", "SELECT full_name FROM patients ORDER BY birth_date LIMIT 1"),
        ("patients admitted more than once", f"SELECT p.full_name FROM {A_P} GROUP BY p.patient_id HAVING COUNT(*) > 1"),
        ("how many female patients", "SELECT COUNT(*) FROM patients WHERE gender = 'female'"),
        ("beds per ward", "SELECT ward_name, beds FROM wards"),
        ("patients never admitted", "SELECT full_name FROM patients WHERE patient_id NOT IN (SELECT patient_id FROM admissions)"),
    ],
    "webshop": [
        ("上个月的订单数", "SELECT COUNT(*) FROM orders WHERE " + LAST_MONTH.format(c="order_date")),
        ("每个城市的客户数", "SELECT city, COUNT(*) FROM customers GROUP BY city"),
        ("退货最多的商品", f"SELECT p.product_name FROM {R_P} GROUP BY p.product_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("VIP客户有多少", "SELECT COUNT(*) FROM customers WHERE vip = 1"),
        ("今年的销售额", f"SELECT SUM(l.line_amount) FROM {L_O} WHERE o.order_date >= {THIS_YEAR}"),
        ("每个品类有几个商品", "SELECT category, COUNT(*) FROM products GROUP BY category"),
        ("最贵的商品", "SELECT product_name FROM products ORDER BY price DESC LIMIT 1"),
        ("退货原因分布", "SELECT reason, COUNT(*) FROM returns GROUP BY reason"),
        ("本月退货数", f"SELECT COUNT(*) FROM returns WHERE returned_on >= {THIS_MONTH}"),
        ("已取消的订单有多少", "SELECT COUNT(*) FROM orders WHERE status = 'cancelled'"),
        ("每个商品的销量", f"SELECT p.product_name, SUM(l.quantity) FROM {L_P} GROUP BY p.product_id"),
        ("今年每个月的订单数", f"SELECT {per_month('order_date')}, COUNT(*) FROM orders WHERE order_date >= {THIS_YEAR} GROUP BY {per_month('order_date')}"),
        ("没下过单的客户", "SELECT name FROM customers WHERE customer_id NOT IN (SELECT customer_id FROM orders)"),
        ("上海的VIP客户", "SELECT name FROM customers WHERE city = 'Shanghai' AND vip = 1"),
        ("订单最多的客户", f"SELECT c.name FROM {O_C} GROUP BY c.customer_id ORDER BY COUNT(*) DESC LIMIT 1"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
