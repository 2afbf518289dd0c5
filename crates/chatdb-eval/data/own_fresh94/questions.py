#!/usr/bin/env python3
"""Writes dev.json: the questions of our ninety-fifth own set with their
gold SQL (SQLite). Written on 2026-12-07 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_YEAR, write_dev  # noqa: E402

DN_D = "donations x JOIN donors d ON x.donor_id = d.donor_id"
P_F = "pickups p JOIN families f ON p.family_id = f.family_id"
S_C = "sales s JOIN cars c ON s.car_id = c.car_id"
S_C_D = S_C + " JOIN dealers d ON c.dealer_id = d.dealer_id"

Q = {
    "food_bank": [
        ("total kg donated this year", f"SELECT SUM(weight_kg) FROM donations WHERE received_on >= {THIS_YEAR}"),
        ("donations by category", "SELECT category, COUNT(*) FROM donations GROUP BY category"),
        ("top donor by weight", f"SELECT d.donor_name FROM {DN_D} GROUP BY d.donor_id ORDER BY SUM(x.weight_kg) DESC LIMIT 1"),
        ("how many families registered last month", "SELECT COUNT(*) FROM families WHERE " + LAST_MONTH.format(c="registered_on")),
        ("business donors", "SELECT donor_name FROM donors WHERE donor_type = 'business'"),
        ("families that never picked up", "SELECT family_name FROM families WHERE family_id NOT IN (SELECT family_id FROM pickups)"),
        ("average pickup weight", "SELECT AVG(weight_kg) FROM pickups"),
        ("pickups per month", "SELECT strftime('%Y-%m', picked_up_on), COUNT(*) FROM pickups GROUP BY strftime('%Y-%m', picked_up_on)"),
        ("largest family", "SELECT family_name FROM families ORDER BY members DESC LIMIT 1"),
        ("how many donors in each city", "SELECT city, COUNT(*) FROM donors GROUP BY city"),
        ("kg of fresh food donated last month", "SELECT SUM(weight_kg) FROM donations WHERE category = 'fresh' AND " + LAST_MONTH.format(c="received_on")),
        ("which family picked up the most food", f"SELECT f.family_name FROM {P_F} GROUP BY f.family_id ORDER BY SUM(p.weight_kg) DESC LIMIT 1"),
        ("number of donations from churches", f"SELECT COUNT(*) FROM {DN_D} WHERE d.donor_type = 'church'"),
        ("total members across all families", "SELECT SUM(members) FROM families"),
        ("donors who gave more than 500 kg in total", f"SELECT d.donor_name FROM {DN_D} GROUP BY d.donor_id HAVING SUM(x.weight_kg) > 500"),
    ],
    "used_cars": [
        ("今年卖了多少辆车", f"SELECT COUNT(*) FROM sales WHERE sold_on >= {THIS_YEAR}"),
        ("每个品牌的平均挂牌价", "SELECT brand, AVG(list_price) FROM cars GROUP BY brand"),
        ("哪个车商卖得最多", f"SELECT d.dealer_name FROM {S_C_D} GROUP BY d.dealer_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("上个月的成交额", "SELECT SUM(sale_price) FROM sales WHERE " + LAST_MONTH.format(c="sold_on")),
        ("还没卖出去的车有几辆", "SELECT COUNT(*) FROM cars WHERE car_id NOT IN (SELECT car_id FROM sales)"),
        ("宝马车有多少辆", "SELECT COUNT(*) FROM cars WHERE brand = '宝马'"),
        ("杭州的车商有哪些", "SELECT dealer_name FROM dealers WHERE city = '杭州'"),
        ("每个城市的成交量", f"SELECT d.city, COUNT(*) FROM {S_C_D} GROUP BY d.city"),
        ("平均成交价", "SELECT AVG(sale_price) FROM sales"),
        ("成交价最高的车是什么牌子", f"SELECT c.brand FROM {S_C} ORDER BY s.sale_price DESC LIMIT 1"),
        ("每月成交额", "SELECT strftime('%Y-%m', sold_on), SUM(sale_price) FROM sales GROUP BY strftime('%Y-%m', sold_on)"),
        ("比亚迪卖了几辆", f"SELECT COUNT(*) FROM {S_C} WHERE c.brand = '比亚迪'"),
        ("挂牌价超过20万的车", "SELECT model FROM cars WHERE list_price > 200000"),
        ("各车商挂牌的车辆数", "SELECT d.dealer_name, COUNT(*) FROM cars c JOIN dealers d ON c.dealer_id = d.dealer_id GROUP BY d.dealer_id"),
        ("平均里程", "SELECT AVG(mileage_km) FROM cars"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
