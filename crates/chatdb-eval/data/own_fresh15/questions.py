#!/usr/bin/env python3
"""Writes dev.json: the questions of our sixteenth own set with their gold
SQL (SQLite). Written on 2026-12-03 before the engine was run on these
databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_YEAR, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

O_R = "orders o JOIN restaurants r ON o.restaurant_id = r.restaurant_id"
V_R = "reviews v JOIN restaurants r ON v.restaurant_id = r.restaurant_id"
L_D = "order_lines l JOIN dishes d ON l.dish_id = d.dish_id"
C_R = "customers c JOIN regions g ON c.region_id = g.region_id"
O_G = "outages o JOIN regions g ON o.region_id = g.region_id"
B_C = "bills b JOIN customers c ON b.customer_id = c.customer_id"
R_M = "readings r JOIN meters m ON r.meter_id = m.meter_id"
MONTH = "strftime('%Y-%m', {c})"

Q = {
    "dining": [
        ("revenue by restaurant", f"SELECT r.name, SUM(o.total_amount) FROM {O_R} GROUP BY r.restaurant_id"),
        ("average rating per city", f"SELECT r.city, AVG(v.rating) FROM {V_R} GROUP BY r.city"),
        ("how many orders this month", f"SELECT COUNT(*) FROM orders WHERE ordered_at >= {THIS_MONTH}"),
        ("vegetarian dishes", "SELECT dish_name FROM dishes WHERE is_vegetarian = 1"),
        ("best selling dish", f"SELECT d.dish_name FROM {L_D} GROUP BY d.dish_id ORDER BY SUM(l.quantity) DESC LIMIT 1"),
        ("how many delivery orders this year", f"SELECT COUNT(*) FROM orders WHERE channel = 'delivery' AND ordered_at >= {THIS_YEAR}"),
        ("average tip", "SELECT AVG(tip) FROM orders"),
        ("每家餐厅的订单数", f"SELECT r.name, COUNT(*) FROM {O_R} GROUP BY r.restaurant_id"),
        ("评分最高的餐厅", f"SELECT r.name FROM {V_R} GROUP BY r.restaurant_id ORDER BY AVG(v.rating) DESC LIMIT 1"),
        ("restaurants with no reviews", "SELECT name FROM restaurants WHERE restaurant_id NOT IN (SELECT restaurant_id FROM reviews)"),
        ("dishes under $10", "SELECT dish_name FROM dishes WHERE price < 10"),
        ("甜点有哪些", "SELECT dish_name FROM dishes WHERE category = 'dessert'"),
        ("monthly revenue", "SELECT " + MONTH.format(c="ordered_at") + ", SUM(total_amount) FROM orders GROUP BY " + MONTH.format(c="ordered_at")),
        ("total number of seats", "SELECT SUM(seats) FROM restaurants"),
        ("哪个城市的餐厅最多", "SELECT city FROM restaurants GROUP BY city ORDER BY COUNT(*) DESC LIMIT 1"),
        ("restaurants opened since 2020", "SELECT name FROM restaurants WHERE opened_on >= '2020-01-01'"),
        ("average order value by channel", "SELECT channel, AVG(total_amount) FROM orders GROUP BY channel"),
        ("5 most expensive dishes", "SELECT dish_name FROM dishes ORDER BY price DESC LIMIT 5"),
        ("平均每单多少钱", "SELECT AVG(total_amount) FROM orders"),
        ("how many 1 star reviews", "SELECT COUNT(*) FROM reviews WHERE rating = 1"),
    ],
    "power": [
        ("有多少个客户", "SELECT COUNT(*) FROM customers"),
        ("每个地区的客户数", f"SELECT g.region_name, COUNT(*) FROM {C_R} GROUP BY g.region_id"),
        ("今年的总用电量", f"SELECT SUM(kwh) FROM readings WHERE read_on >= {THIS_YEAR}"),
        ("未付款的账单有多少", "SELECT COUNT(*) FROM bills WHERE paid_on IS NULL"),
        ("账单总金额最高的客户", f"SELECT c.customer_name FROM {B_C} GROUP BY c.customer_id ORDER BY SUM(b.amount) DESC LIMIT 1"),
        ("每个月的用电量", "SELECT " + MONTH.format(c="read_on") + ", SUM(kwh) FROM readings GROUP BY " + MONTH.format(c="read_on")),
        ("平均停电时长", "SELECT AVG(duration_minutes) FROM outages"),
        ("哪个地区停电次数最多", f"SELECT g.region_name FROM {O_G} GROUP BY g.region_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("去年的账单总额", "SELECT SUM(amount) FROM bills WHERE " + LAST_YEAR.format(c="period_start")),
        ("商业客户有多少", "SELECT COUNT(*) FROM customers WHERE customer_type = 'business'"),
        ("没有电表的客户", "SELECT customer_name FROM customers WHERE customer_id NOT IN (SELECT customer_id FROM meters)"),
        ("2023年安装的电表有多少", "SELECT COUNT(*) FROM meters WHERE installed_on >= '2023-01-01' AND installed_on < '2024-01-01'"),
        ("每种电表型号的数量", "SELECT meter_model, COUNT(*) FROM meters GROUP BY meter_model"),
        ("每个客户的平均账单金额", f"SELECT c.customer_name, AVG(b.amount) FROM {B_C} GROUP BY c.customer_id"),
        ("停电时长超过120分钟的有几次", "SELECT COUNT(*) FROM outages WHERE duration_minutes > 120"),
        ("最近加入的客户", "SELECT customer_name FROM customers ORDER BY joined_on DESC LIMIT 1"),
        ("用电量最大的电表", f"SELECT meter_id FROM readings GROUP BY meter_id ORDER BY SUM(kwh) DESC LIMIT 1"),
        ("每个地区的总用电量", f"SELECT g.region_name, SUM(r.kwh) FROM {R_M} JOIN customers c ON m.customer_id = c.customer_id JOIN regions g ON c.region_id = g.region_id GROUP BY g.region_id"),
        ("本月的账单数量", f"SELECT COUNT(*) FROM bills WHERE period_start >= {THIS_MONTH}"),
        ("已付款账单的平均金额", "SELECT AVG(amount) FROM bills WHERE paid_on IS NOT NULL"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
