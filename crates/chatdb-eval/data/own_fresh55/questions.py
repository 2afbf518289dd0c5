#!/usr/bin/env python3
"""Writes dev.json: the questions of our fifty-sixth own set with their
gold SQL (SQLite). Written on 2026-12-05 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

O_S = "orders o JOIN shops s ON o.shop_id = s.shop_id"
O_B = "orders o JOIN bouquets b ON o.bouquet_id = b.bouquet_id"
O_C = "orders o JOIN customers c ON o.customer_id = c.customer_id"
M_C = "moves m JOIN crews c ON m.crew_id = c.crew_id"
M_T = "moves m JOIN trucks t ON m.truck_id = t.truck_id"
THIS_YEAR_END = "date('now','start of year','+1 year')"


def per_month(c):
    return f"strftime('%Y-%m', {c})"


Q = {
    "florist": [
        ("how many orders did we get last month", "SELECT COUNT(*) FROM orders WHERE " + LAST_MONTH.format(c="order_date")),
        ("revenue by shop", f"SELECT s.shop_name, SUM(o.amount) FROM {O_S} GROUP BY s.shop_id"),
        ("best selling bouquet", f"SELECT b.bouquet_name FROM {O_B} GROUP BY b.bouquet_id ORDER BY SUM(o.quantity) DESC LIMIT 1"),
        ("average order value", "SELECT AVG(amount) FROM orders"),
        ("which city has the most shops", "SELECT city FROM shops GROUP BY city ORDER BY COUNT(*) DESC LIMIT 1"),
        ("wedding bouquets", "SELECT bouquet_name FROM bouquets WHERE occasion = 'wedding'"),
        ("how many orders got 5 stars", "SELECT COUNT(*) FROM orders WHERE rating = 5"),
        ("average rating per shop", f"SELECT s.shop_name, AVG(o.rating) FROM {O_S} GROUP BY s.shop_id"),
        ("customers who signed up this year", f"SELECT name FROM customers WHERE signup_date >= {THIS_YEAR}"),
        ("what percentage of orders are picked up", "SELECT SUM(CASE WHEN delivery_method = 'pickup' THEN 1 ELSE 0 END) * 100.0 / COUNT(*) FROM orders"),
        ("monthly revenue this year", f"SELECT {per_month('order_date')}, SUM(amount) FROM orders WHERE order_date >= {THIS_YEAR} GROUP BY {per_month('order_date')}"),
        ("top 3 customers by spend", f"SELECT c.name FROM {O_C} GROUP BY c.customer_id ORDER BY SUM(o.amount) DESC LIMIT 3"),
        ("cheapest funeral bouquet", "SELECT bouquet_name FROM bouquets WHERE occasion = 'funeral' ORDER BY price ASC LIMIT 1"),
        ("how many bouquets cost more than 80", "SELECT COUNT(*) FROM bouquets WHERE price > 80"),
        ("how many Red Roses did we sell this month", f"SELECT SUM(o.quantity) FROM {O_B} WHERE b.bouquet_name = 'Red Roses' AND o.order_date >= {THIS_MONTH}"),
    ],
    "movers": [
        ("上个月有多少单搬家", "SELECT COUNT(*) FROM moves WHERE " + LAST_MONTH.format(c="move_date")),
        ("平均每单收费多少", "SELECT AVG(fee) FROM moves"),
        ("每个班组完成了多少单", f"SELECT c.leader, COUNT(*) FROM {M_C} WHERE m.status = '已完成' GROUP BY c.crew_id"),
        ("距离最远的一单是谁家", "SELECT customer_name FROM moves ORDER BY distance_km DESC LIMIT 1"),
        ("从朝阳区搬出去的有多少单", "SELECT COUNT(*) FROM moves WHERE from_district = '朝阳区'"),
        ("搬到海淀区的客户", "SELECT customer_name FROM moves WHERE to_district = '海淀区'"),
        ("今年的总收入", f"SELECT SUM(fee) FROM moves WHERE move_date >= {THIS_YEAR} AND move_date < {THIS_YEAR_END}"),
        ("每辆车跑了多少公里", f"SELECT t.plate, SUM(m.distance_km) FROM {M_T} GROUP BY t.truck_id"),
        ("取消的订单有几个", "SELECT COUNT(*) FROM moves WHERE status = '已取消'"),
        ("赔偿总额是多少", "SELECT SUM(compensation) FROM damages"),
        ("哪个班组赔钱最多", f"SELECT c.leader FROM {M_C} JOIN damages d ON d.move_id = m.move_id GROUP BY c.crew_id ORDER BY SUM(d.compensation) DESC LIMIT 1"),
        ("平均搬运体积是多少", "SELECT AVG(volume_m3) FROM moves"),
        ("每个月的订单量", f"SELECT {per_month('move_date')}, COUNT(*) FROM moves GROUP BY {per_month('move_date')}"),
        ("没出过车的货车", "SELECT plate FROM trucks WHERE truck_id NOT IN (SELECT truck_id FROM moves)"),
        ("超过30公里的搬家有多少单", "SELECT COUNT(*) FROM moves WHERE distance_km > 30"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
