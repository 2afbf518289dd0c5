#!/usr/bin/env python3
"""Writes dev.json: the questions of our forty-second own set with their
gold SQL (SQLite). Written on 2026-12-04 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_YEAR, write_dev  # noqa: E402

I_A = "installs i JOIN apps a ON i.app_id = a.app_id"
R_A = "reviews r JOIN apps a ON r.app_id = a.app_id"
A_D = "apps a JOIN developers d ON a.developer_id = d.developer_id"
O_S = "orders o JOIN stores s ON o.store_id = s.store_id"
OI_D = "order_items oi JOIN drinks d ON oi.drink_id = d.drink_id"


def per_month(c):
    return f"strftime('%Y-%m', {c})"


Q = {
    "appstore": [
        ("how many apps do we have", "SELECT COUNT(*) FROM apps"),
        ("installs per platform", "SELECT platform, COUNT(*) FROM installs GROUP BY platform"),
        ("top 5 apps by installs", f"SELECT a.app_name FROM {I_A} GROUP BY a.app_id ORDER BY COUNT(*) DESC LIMIT 5"),
        ("average rating per app", f"SELECT a.app_name, AVG(r.stars) FROM {R_A} GROUP BY a.app_id"),
        ("which developer has the most apps", f"SELECT d.developer_name FROM {A_D} GROUP BY d.developer_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("in-app revenue last month", "SELECT SUM(amount) FROM purchases WHERE " + LAST_MONTH.format(c="purchased_at")),
        ("list the free apps", "SELECT app_name FROM apps WHERE price = 0"),
        ("apps with no reviews", "SELECT app_name FROM apps WHERE app_id NOT IN (SELECT app_id FROM reviews)"),
        ("how many 1 star reviews this year", f"SELECT COUNT(*) FROM reviews WHERE stars = 1 AND reviewed_at >= {THIS_YEAR}"),
        ("monthly installs this year", f"SELECT {per_month('installed_at')}, COUNT(*) FROM installs WHERE installed_at >= {THIS_YEAR} GROUP BY {per_month('installed_at')}"),
        ("what share of installs are on android", "SELECT AVG(platform = 'android') FROM installs"),
        ("revenue by app category", "SELECT a.category, SUM(p.amount) FROM purchases p JOIN apps a ON p.app_id = a.app_id GROUP BY a.category"),
        ("apps released this year", f"SELECT app_name FROM apps WHERE released_on >= {THIS_YEAR}"),
        ("highest rated app", f"SELECT a.app_name FROM {R_A} GROUP BY a.app_id ORDER BY AVG(r.stars) DESC LIMIT 1"),
        ("developers based in Germany", "SELECT developer_name FROM developers WHERE country = 'Germany'"),
    ],
    "teashop": [
        ("一共有几家门店", "SELECT COUNT(*) FROM stores"),
        ("每家门店的订单数", f"SELECT s.store_name, COUNT(*) FROM {O_S} GROUP BY s.store_id"),
        ("今年的销售额", f"SELECT SUM(total_amount) FROM orders WHERE ordered_at >= {THIS_YEAR}"),
        ("卖得最好的饮品", f"SELECT d.drink_name FROM {OI_D} GROUP BY d.drink_id ORDER BY SUM(oi.quantity) DESC LIMIT 1"),
        ("上个月外卖订单有多少", "SELECT COUNT(*) FROM orders WHERE channel = '外卖' AND " + LAST_MONTH.format(c="ordered_at")),
        ("每个城市的销售额", f"SELECT s.city, SUM(o.total_amount) FROM {O_S} GROUP BY s.city"),
        ("果茶类的饮品有哪些", "SELECT drink_name FROM drinks WHERE category = '果茶'"),
        ("最贵的饮品是哪个", "SELECT drink_name FROM drinks ORDER BY price DESC LIMIT 1"),
        ("平均客单价", "SELECT AVG(total_amount) FROM orders"),
        ("每个月的订单数", f"SELECT {per_month('ordered_at')}, COUNT(*) FROM orders GROUP BY {per_month('ordered_at')}"),
        ("外卖订单占比", "SELECT AVG(channel = '外卖') FROM orders"),
        ("上海有哪些门店", "SELECT store_name FROM stores WHERE city = '上海'"),
        ("销售额最高的门店", f"SELECT s.store_name FROM {O_S} GROUP BY s.store_id ORDER BY SUM(o.total_amount) DESC LIMIT 1"),
        ("今年新开的门店", f"SELECT store_name FROM stores WHERE opened_on >= {THIS_YEAR}"),
        ("每种饮品的销量", f"SELECT d.drink_name, SUM(oi.quantity) FROM {OI_D} GROUP BY d.drink_id"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
