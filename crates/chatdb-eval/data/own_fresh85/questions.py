#!/usr/bin/env python3
"""Writes dev.json: the questions of our eighty-sixth own set with their
gold SQL (SQLite). Written on 2026-12-06 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

A_C = "ascents a JOIN climbers c ON a.climber_id = c.climber_id"
A_R = "ascents a JOIN routes r ON a.route_id = r.route_id"
S_F = "sales s JOIN fruits f ON s.fruit_id = f.fruit_id"
P_F = "purchases p JOIN fruits f ON p.fruit_id = f.fruit_id"
P_S = "purchases p JOIN suppliers s ON p.supplier_id = s.supplier_id"

Q = {
    "climbing": [
        ("how many climbers are there", "SELECT COUNT(*) FROM climbers"),
        ("routes in the Cave", "SELECT route_name FROM routes WHERE wall = 'Cave'"),
        ("number of routes per grade", "SELECT grade, COUNT(*) FROM routes GROUP BY grade"),
        ("who logged the most ascents", f"SELECT c.full_name FROM {A_C} GROUP BY c.climber_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("average attempts per ascent", "SELECT AVG(attempts) FROM ascents"),
        ("ascents this month", f"SELECT COUNT(*) FROM ascents WHERE climbed_on >= {THIS_MONTH}"),
        ("advanced climbers", "SELECT full_name FROM climbers WHERE level = 'advanced'"),
        ("climbers who joined this year", f"SELECT full_name FROM climbers WHERE joined_on >= {THIS_YEAR}"),
        ("most popular route", f"SELECT r.route_name FROM {A_R} GROUP BY r.route_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("how many times has Dina Frost climbed", f"SELECT COUNT(*) FROM {A_C} WHERE c.full_name = 'Dina Frost'"),
        ("climbers with no ascents", "SELECT full_name FROM climbers WHERE climber_id NOT IN (SELECT climber_id FROM ascents)"),
        ("ascents per month", "SELECT strftime('%Y-%m', climbed_on), COUNT(*) FROM ascents GROUP BY strftime('%Y-%m', climbed_on)"),
        ("newest route", "SELECT route_name FROM routes ORDER BY set_on DESC LIMIT 1"),
        ("how many ascents were topped", "SELECT COUNT(*) FROM ascents WHERE topped = 1"),
        ("routes with more than 20 ascents", f"SELECT r.route_name FROM {A_R} GROUP BY r.route_id HAVING COUNT(*) > 20"),
    ],
    "fruitshop": [
        ("一共有几种水果", "SELECT COUNT(*) FROM fruits"),
        ("今年的销售额", f"SELECT SUM(amount) FROM sales WHERE sale_date >= {THIS_YEAR}"),
        ("每种水果卖了多少公斤", f"SELECT f.fruit_name, SUM(s.weight_kg) FROM {S_F} GROUP BY f.fruit_id"),
        ("最贵的水果", "SELECT fruit_name FROM fruits ORDER BY price_per_kg DESC LIMIT 1"),
        ("热带水果有哪些", "SELECT fruit_name FROM fruits WHERE category = '热带水果'"),
        ("广州的供应商", "SELECT supplier_name FROM suppliers WHERE city = '广州'"),
        ("上个月的进货成本", "SELECT SUM(cost) FROM purchases WHERE " + LAST_MONTH.format(c="purchase_date")),
        ("供货次数最多的供应商", f"SELECT s.supplier_name FROM {P_S} GROUP BY s.supplier_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("每个月的销售额", "SELECT strftime('%Y-%m', sale_date), SUM(amount) FROM sales GROUP BY strftime('%Y-%m', sale_date)"),
        ("从没供过货的供应商", "SELECT supplier_name FROM suppliers WHERE supplier_id NOT IN (SELECT supplier_id FROM purchases)"),
        ("哪种水果卖得最好", f"SELECT f.fruit_name FROM {S_F} GROUP BY f.fruit_id ORDER BY SUM(s.amount) DESC LIMIT 1"),
        ("最近两个月没卖出去的水果", "SELECT fruit_name FROM fruits WHERE fruit_id NOT IN (SELECT fruit_id FROM sales WHERE sale_date >= date('now','-2 months'))"),
        ("平均每单卖多少钱", "SELECT AVG(amount) FROM sales"),
        ("每个类别的平均价格", "SELECT category, AVG(price_per_kg) FROM fruits GROUP BY category"),
        ("苹果今年进了多少公斤", f"SELECT SUM(p.weight_kg) FROM {P_F} WHERE f.fruit_name = '苹果' AND p.purchase_date >= {THIS_YEAR}"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
