#!/usr/bin/env python3
"""Writes dev.json: the questions of our fiftieth own set with their gold
SQL (SQLite). Written on 2026-12-05 before the engine was run on these
databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, LAST_YEAR, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

R_L = "lift_rides r JOIN lifts l ON r.lift_id = l.lift_id"
P_G = "passes p JOIN guests g ON p.guest_id = g.guest_id"
R_G = "lift_rides r JOIN passes p ON r.pass_id = p.pass_id JOIN guests g ON p.guest_id = g.guest_id"
O_S = "orders o JOIN stores s ON o.store_id = s.store_id"
I_P = "order_items i JOIN products p ON i.product_id = p.product_id"
I_O_P = "order_items i JOIN orders o ON i.order_id = o.order_id JOIN products p ON i.product_id = p.product_id"


def per_month(c):
    return f"strftime('%Y-%m', {c})"


Q = {
    "ski": [
        ("how many passes did we sell last month", "SELECT COUNT(*) FROM passes WHERE " + LAST_MONTH.format(c="purchased_on")),
        ("pass revenue this year", f"SELECT SUM(price) FROM passes WHERE purchased_on >= {THIS_YEAR}"),
        ("busiest lift", f"SELECT l.lift_name FROM {R_L} GROUP BY l.lift_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("how many guests are from Germany", "SELECT COUNT(*) FROM guests WHERE country = 'Germany'"),
        ("revenue by pass type", "SELECT pass_type, SUM(price) FROM passes GROUP BY pass_type"),
        ("lifts nobody has ridden", "SELECT lift_name FROM lifts WHERE lift_id NOT IN (SELECT lift_id FROM lift_rides)"),
        ("number of rides per month", f"SELECT {per_month('ridden_at')}, COUNT(*) FROM lift_rides GROUP BY {per_month('ridden_at')}"),
        ("top 3 countries by number of guests", "SELECT country FROM guests GROUP BY country ORDER BY COUNT(*) DESC LIMIT 3"),
        ("average price of a season pass", "SELECT AVG(price) FROM passes WHERE pass_type = 'season'"),
        ("guests who bought more than 20 passes", f"SELECT g.full_name FROM {P_G} GROUP BY g.guest_id HAVING COUNT(*) > 20"),
        ("list the gondolas", "SELECT lift_name FROM lifts WHERE lift_type = 'gondola'"),
        ("which lift has the highest capacity", "SELECT lift_name FROM lifts ORDER BY capacity_per_hour DESC LIMIT 1"),
        ("total rides this month", f"SELECT COUNT(*) FROM lift_rides WHERE ridden_at >= {THIS_MONTH}"),
        ("which guest took the most rides", f"SELECT g.full_name FROM {R_G} GROUP BY g.guest_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("day passes sold this year", f"SELECT COUNT(*) FROM passes WHERE pass_type = 'day' AND purchased_on >= {THIS_YEAR}"),
    ],
    "optical": [
        ("上个月每家门店的销售额", f"SELECT s.store_name, SUM(o.total_amount) FROM {O_S} WHERE " + LAST_MONTH.format(c="o.order_date") + " GROUP BY s.store_id"),
        ("上海有几家店", "SELECT COUNT(*) FROM stores WHERE city = '上海'"),
        ("隐形眼镜的平均价格", "SELECT AVG(price) FROM products WHERE category = '隐形眼镜'"),
        ("今年卖了多少副太阳镜", f"SELECT SUM(i.quantity) FROM {I_O_P} WHERE p.category = '太阳镜' AND o.order_date >= {THIS_YEAR}"),
        ("销量最高的镜框", f"SELECT p.product_name FROM {I_P} WHERE p.category = '镜框' GROUP BY p.product_id ORDER BY SUM(i.quantity) DESC LIMIT 1"),
        ("蔡司的镜片有哪些", "SELECT product_name FROM products WHERE brand = '蔡司' AND category = '镜片'"),
        ("本月订单数", f"SELECT COUNT(*) FROM orders WHERE order_date >= {THIS_MONTH}"),
        ("每个城市的营业额", f"SELECT s.city, SUM(o.total_amount) FROM {O_S} GROUP BY s.city"),
        ("从没卖出过的商品", "SELECT product_name FROM products WHERE product_id NOT IN (SELECT product_id FROM order_items)"),
        ("客单价是多少", "SELECT AVG(total_amount) FROM orders"),
        ("哪个品牌的销售额最高", f"SELECT p.brand FROM {I_P} GROUP BY p.brand ORDER BY SUM(i.amount) DESC LIMIT 1"),
        ("每个月的订单数", f"SELECT {per_month('order_date')}, COUNT(*) FROM orders GROUP BY {per_month('order_date')}"),
        ("最贵的太阳镜", "SELECT product_name FROM products WHERE category = '太阳镜' ORDER BY price DESC LIMIT 1"),
        ("去年的总销售额", "SELECT SUM(total_amount) FROM orders WHERE " + LAST_YEAR.format(c="order_date")),
        ("销售额超过200万的门店", f"SELECT s.store_name FROM {O_S} GROUP BY s.store_id HAVING SUM(o.total_amount) > 2000000"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
