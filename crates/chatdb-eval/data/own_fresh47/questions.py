#!/usr/bin/env python3
"""Writes dev.json: the questions of our forty-eighth own set with their
gold SQL (SQLite). Written on 2026-12-05 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

L_O = "order_lines l JOIN orders o ON l.order_id = o.order_id"
L_W = "order_lines l JOIN wines w ON l.wine_id = w.wine_id"
L_O_C = f"{L_O} JOIN customers c ON o.customer_id = c.customer_id"
A_S = "appointments a JOIN stylists s ON a.stylist_id = s.stylist_id"
A_V = "appointments a JOIN services v ON a.service_id = v.service_id"
A_C = "appointments a JOIN customers c ON a.customer_id = c.customer_id"
YESTERDAY = "appointment_time >= date('now','-1 day') AND appointment_time < date('now')"


def per_month(c):
    return f"strftime('%Y-%m', {c})"


Q = {
    "winery": [
        ("how many bottles did we sell last month", f"SELECT SUM(l.bottles) FROM {L_O} WHERE " + LAST_MONTH.format(c="o.order_date")),
        ("revenue by channel", f"SELECT o.channel, SUM(l.line_total) FROM {L_O} GROUP BY o.channel"),
        ("best selling wine", f"SELECT w.wine_name FROM {L_W} GROUP BY w.wine_id ORDER BY SUM(l.bottles) DESC LIMIT 1"),
        ("average price per bottle", "SELECT AVG(price_per_bottle) FROM wines"),
        ("how many wine club members do we have", "SELECT COUNT(*) FROM customers WHERE club_member = 1"),
        ("orders per month this year", f"SELECT {per_month('order_date')}, COUNT(*) FROM orders WHERE order_date >= {THIS_YEAR} GROUP BY {per_month('order_date')}"),
        ("top 3 customers by spend", f"SELECT c.customer_name FROM {L_O_C} GROUP BY c.customer_id ORDER BY SUM(l.line_total) DESC LIMIT 3"),
        ("wines from the 2019 vintage", "SELECT wine_name FROM wines WHERE vintage = 2019"),
        ("cheapest wine", "SELECT wine_name FROM wines ORDER BY price_per_bottle ASC LIMIT 1"),
        ("which country has the most customers", "SELECT country FROM customers GROUP BY country ORDER BY COUNT(*) DESC LIMIT 1"),
        ("total revenue this year", f"SELECT SUM(l.line_total) FROM {L_O} WHERE o.order_date >= {THIS_YEAR}"),
        ("customers who never ordered", "SELECT customer_name FROM customers WHERE customer_id NOT IN (SELECT customer_id FROM orders)"),
        ("how many different grapes do we have", "SELECT COUNT(DISTINCT grape) FROM wines"),
        ("average order value", "SELECT AVG(t) FROM (SELECT SUM(line_total) AS t FROM order_lines GROUP BY order_id)"),
        ("Pinot Noir sales this year", f"SELECT SUM(l.line_total) FROM {L_O} JOIN wines w ON l.wine_id = w.wine_id WHERE w.grape = 'Pinot Noir' AND o.order_date >= {THIS_YEAR}"),
    ],
    "salon": [
        ("上个月的营业额", "SELECT SUM(paid_amount) FROM appointments WHERE " + LAST_MONTH.format(c="appointment_time")),
        ("哪个发型师的预约最多", f"SELECT s.stylist_name FROM {A_S} GROUP BY s.stylist_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("染发多少钱", "SELECT price FROM services WHERE service_name = '染发'"),
        ("今年每个月的预约数", f"SELECT {per_month('appointment_time')}, COUNT(*) FROM appointments WHERE appointment_time >= {THIS_YEAR} GROUP BY {per_month('appointment_time')}"),
        ("小费一共多少", "SELECT SUM(tip) FROM appointments"),
        ("女顾客有多少", "SELECT COUNT(*) FROM customers WHERE gender = '女'"),
        ("收入最高的发型师", f"SELECT s.stylist_name FROM {A_S} GROUP BY s.stylist_id ORDER BY SUM(a.paid_amount) DESC LIMIT 1"),
        ("最贵的服务", "SELECT service_name FROM services ORDER BY price DESC LIMIT 1"),
        ("本月有多少个预约", f"SELECT COUNT(*) FROM appointments WHERE appointment_time >= {THIS_MONTH}"),
        ("平均每次消费多少钱", "SELECT AVG(paid_amount) FROM appointments"),
        ("从来没来过的顾客", "SELECT name FROM customers WHERE customer_id NOT IN (SELECT customer_id FROM appointments)"),
        ("每个级别有几个发型师", "SELECT level, COUNT(*) FROM stylists GROUP BY level"),
        ("烫发做了多少次", f"SELECT COUNT(*) FROM {A_V} WHERE v.service_name = '烫发'"),
        ("哪个顾客来得最多", f"SELECT c.name FROM {A_C} GROUP BY c.customer_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("昨天有多少预约", f"SELECT COUNT(*) FROM appointments WHERE {YESTERDAY}"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
