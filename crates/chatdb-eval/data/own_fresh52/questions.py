#!/usr/bin/env python3
"""Writes dev.json: the questions of our fifty-third own set with their
gold SQL (SQLite). Written on 2026-12-05 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, LAST_YEAR, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

W_S = "washes w JOIN sites s ON w.site_id = s.site_id"
W_P = "washes w JOIN wash_programs p ON w.program_id = p.program_id"
W_C = "washes w JOIN customers c ON w.customer_id = c.customer_id"
O_W = "orders o JOIN workers w ON o.worker_id = w.worker_id"
O_C = "orders o JOIN clients c ON o.client_id = c.client_id"


def per_month(c):
    return f"strftime('%Y-%m', {c})"


Q = {
    "car_wash": [
        ("how many washes yesterday", "SELECT COUNT(*) FROM washes WHERE washed_on = date('now','-1 day')"),
        ("revenue by site this month", f"SELECT s.site_name, SUM(w.amount_paid) FROM {W_S} WHERE w.washed_on >= {THIS_MONTH} GROUP BY s.site_id"),
        ("most popular wash program", f"SELECT p.program_name FROM {W_P} GROUP BY p.program_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("average wash time", "SELECT AVG(duration_min) FROM washes"),
        ("how many members do we have", "SELECT COUNT(*) FROM customers WHERE is_member = 1"),
        ("customers who never came for a wash", "SELECT customer_name FROM customers WHERE customer_id NOT IN (SELECT customer_id FROM washes)"),
        ("top 5 customers by spend", f"SELECT c.customer_name FROM {W_C} GROUP BY c.customer_id ORDER BY SUM(w.amount_paid) DESC LIMIT 5"),
        ("which site had the most washes last month", f"SELECT s.site_name FROM {W_S} WHERE " + LAST_MONTH.format(c="w.washed_on") + " GROUP BY s.site_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("cheapest program", "SELECT program_name FROM wash_programs ORDER BY price LIMIT 1"),
        ("total revenue last year", "SELECT SUM(amount_paid) FROM washes WHERE " + LAST_YEAR.format(c="washed_on")),
        ("washes per month", f"SELECT {per_month('washed_on')}, COUNT(*) FROM washes GROUP BY {per_month('washed_on')}"),
        ("deluxe washes this year", f"SELECT COUNT(*) FROM {W_P} WHERE p.program_name = 'Deluxe' AND w.washed_on >= {THIS_YEAR}"),
        ("how many sites in Leeds", "SELECT COUNT(*) FROM sites WHERE city = 'Leeds'"),
        ("average amount per wash", "SELECT AVG(amount_paid) FROM washes"),
        ("sites that took more than 8000 this year", f"SELECT s.site_name FROM {W_S} WHERE w.washed_on >= {THIS_YEAR} GROUP BY s.site_id HAVING SUM(w.amount_paid) > 8000"),
    ],
    "housekeeping": [
        ("员工一共有多少人", "SELECT COUNT(*) FROM workers"),
        ("上个月接了多少单", "SELECT COUNT(*) FROM orders WHERE " + LAST_MONTH.format(c="order_date")),
        ("每种服务的订单量", "SELECT service_type, COUNT(*) FROM orders GROUP BY service_type"),
        ("今年的总收入", f"SELECT SUM(amount) FROM orders WHERE order_date >= {THIS_YEAR}"),
        ("时薪最高的员工", "SELECT worker_name FROM workers ORDER BY hourly_rate DESC LIMIT 1"),
        ("从来没下过单的客户", "SELECT client_name FROM clients WHERE client_id NOT IN (SELECT client_id FROM orders)"),
        ("每个区有多少客户", "SELECT district, COUNT(*) FROM clients GROUP BY district"),
        ("保洁平均做几个小时", "SELECT AVG(hours) FROM orders WHERE service_type = '保洁'"),
        ("上海的员工有多少", "SELECT COUNT(*) FROM workers WHERE city = '上海'"),
        ("每月订单量", f"SELECT {per_month('order_date')}, COUNT(*) FROM orders GROUP BY {per_month('order_date')}"),
        ("评分低于3分的订单有多少", "SELECT COUNT(*) FROM orders WHERE rating < 3"),
        ("下单最多的客户", f"SELECT c.client_name FROM {O_C} GROUP BY c.client_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("女员工的平均年龄", "SELECT AVG(age) FROM workers WHERE gender = '女'"),
        ("收入超过3万的员工", f"SELECT w.worker_name FROM {O_W} GROUP BY w.worker_id HAVING SUM(o.amount) > 30000"),
        ("月嫂订单的平均金额", "SELECT AVG(amount) FROM orders WHERE service_type = '月嫂'"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
