#!/usr/bin/env python3
"""Writes dev.json: the questions of our thirtieth own set with their gold
SQL (SQLite). Written on 2026-12-04 before the engine was run on these
databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

S_P = "subscriptions s JOIN plans p ON s.plan_id = p.plan_id"
I_C = "invoices i JOIN customers c ON i.customer_id = c.customer_id"
O_R = "orders o JOIN restaurants r ON o.restaurant_id = r.restaurant_id"
I_D = "order_items i JOIN dishes d ON i.dish_id = d.dish_id"


def per_month(c):
    return f"strftime('%Y-%m', {c})"


Q = {
    "saas": [
        ("how many customers signed up this year", f"SELECT COUNT(*) FROM customers WHERE signed_up_on >= {THIS_YEAR}"),
        ("how many subscriptions are still active", "SELECT COUNT(*) FROM subscriptions WHERE cancelled_on IS NULL"),
        ("monthly price of each plan", "SELECT plan_name, monthly_price FROM plans"),
        ("total invoiced last month", "SELECT SUM(amount) FROM invoices WHERE " + LAST_MONTH.format(c="issued_on")),
        ("how many invoices are unpaid", "SELECT COUNT(*) FROM invoices WHERE paid = 0"),
        ("customers by country", "SELECT country, COUNT(*) FROM customers GROUP BY country"),
        ("which plan has the most subscriptions", f"SELECT p.plan_name FROM {S_P} GROUP BY p.plan_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("cancellations this month", f"SELECT COUNT(*) FROM subscriptions WHERE cancelled_on >= {THIS_MONTH}"),
        ("average invoice amount", "SELECT AVG(amount) FROM invoices"),
        ("top 3 customers by amount invoiced", f"SELECT c.company_name, SUM(i.amount) FROM {I_C} GROUP BY c.customer_id ORDER BY SUM(i.amount) DESC LIMIT 3"),
        ("customers who never subscribed", "SELECT company_name FROM customers WHERE customer_id NOT IN (SELECT customer_id FROM subscriptions)"),
        ("monthly invoice totals this year", f"SELECT {per_month('issued_on')}, SUM(amount) FROM invoices WHERE issued_on >= {THIS_YEAR} GROUP BY {per_month('issued_on')}"),
        ("cheapest plan", "SELECT plan_name FROM plans ORDER BY monthly_price LIMIT 1"),
        ("share of invoices paid", "SELECT AVG(paid) FROM invoices"),
        ("how many customers had an invoice last month", "SELECT COUNT(*) FROM customers WHERE customer_id IN (SELECT customer_id FROM invoices WHERE " + LAST_MONTH.format(c="issued_on") + ")"),
    ],
    "dining": [
        ("每家餐厅的订单数", f"SELECT r.restaurant_name, COUNT(*) FROM {O_R} GROUP BY r.restaurant_id"),
        ("上个月的营业额", "SELECT SUM(total) FROM orders WHERE " + LAST_MONTH.format(c="ordered_at")),
        ("最贵的菜", "SELECT dish_name FROM dishes ORDER BY price DESC LIMIT 1"),
        ("卖得最好的菜", f"SELECT d.dish_name FROM {I_D} GROUP BY d.dish_id ORDER BY SUM(i.quantity) DESC LIMIT 1"),
        ("每个城市有几家餐厅", "SELECT city, COUNT(*) FROM restaurants GROUP BY city"),
        ("座位最多的餐厅", "SELECT restaurant_name FROM restaurants ORDER BY seats DESC LIMIT 1"),
        ("平均客单价", "SELECT AVG(total) FROM orders"),
        ("今年每个月的营业额", f"SELECT {per_month('ordered_at')}, SUM(total) FROM orders WHERE ordered_at >= {THIS_YEAR} GROUP BY {per_month('ordered_at')}"),
        ("甜点有哪些", "SELECT dish_name FROM dishes WHERE category = 'dessert'"),
        ("哪家餐厅营业额最高", f"SELECT r.restaurant_name FROM {O_R} GROUP BY r.restaurant_id ORDER BY SUM(o.total) DESC LIMIT 1"),
        ("没有卖出过的菜", "SELECT dish_name FROM dishes WHERE dish_id NOT IN (SELECT dish_id FROM order_items)"),
        ("本月订单数", f"SELECT COUNT(*) FROM orders WHERE ordered_at >= {THIS_MONTH}"),
        ("上海的餐厅", "SELECT restaurant_name FROM restaurants WHERE city = 'Shanghai'"),
        ("价格超过50元的菜有几道", "SELECT COUNT(*) FROM dishes WHERE price > 50"),
        ("各类菜的平均价格", "SELECT category, AVG(price) FROM dishes GROUP BY category"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
