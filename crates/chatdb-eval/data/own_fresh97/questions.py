#!/usr/bin/env python3
"""Writes dev.json: the questions of our ninety-eighth own set with their
gold SQL (SQLite). Written on 2026-12-07 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_YEAR, write_dev  # noqa: E402

D_E = "devices d JOIN employees e ON d.assigned_to = e.emp_id"
R_D = "repairs r JOIN devices d ON r.device_id = d.device_id"
V_R = "reviews v JOIN restaurants r ON v.restaurant_id = r.restaurant_id"
V_U = "reviews v JOIN users u ON v.user_id = u.user_id"

Q = {
    "it_assets": [
        ("how many laptops do we have", "SELECT COUNT(*) FROM devices WHERE device_type = 'laptop'"),
        ("total spent on devices this year", f"SELECT SUM(cost) FROM devices WHERE purchased_on >= {THIS_YEAR}"),
        ("devices per department", f"SELECT e.department, COUNT(*) FROM {D_E} GROUP BY e.department"),
        ("which brand do we have the most of", "SELECT brand FROM devices GROUP BY brand ORDER BY COUNT(*) DESC LIMIT 1"),
        ("unassigned devices", "SELECT device_id FROM devices WHERE assigned_to IS NULL"),
        ("repairs still open", "SELECT repair_id FROM repairs WHERE fixed_on IS NULL"),
        ("average repair cost", "SELECT AVG(repair_cost) FROM repairs"),
        ("how many repairs were reported last month", "SELECT COUNT(*) FROM repairs WHERE " + LAST_MONTH.format(c="reported_on")),
        ("total repair cost by device type", f"SELECT d.device_type, SUM(r.repair_cost) FROM {R_D} GROUP BY d.device_type"),
        ("most expensive laptop", "SELECT device_id FROM devices WHERE device_type = 'laptop' ORDER BY cost DESC LIMIT 1"),
        ("who has the most expensive devices in total", f"SELECT e.full_name FROM {D_E} GROUP BY e.emp_id ORDER BY SUM(d.cost) DESC LIMIT 1"),
        ("devices bought before 2024", "SELECT device_id FROM devices WHERE purchased_on < '2024-01-01'"),
        ("employees in Design", "SELECT full_name FROM employees WHERE department = 'Design'"),
        ("average cost of a monitor", "SELECT AVG(cost) FROM devices WHERE device_type = 'monitor'"),
        ("devices that never needed a repair", "SELECT device_id FROM devices WHERE device_id NOT IN (SELECT device_id FROM repairs)"),
    ],
    "food_reviews": [
        ("平均评分是多少", "SELECT AVG(rating) FROM reviews"),
        ("每个区有几家餐厅", "SELECT district, COUNT(*) FROM restaurants GROUP BY district"),
        ("评分最高的餐厅", f"SELECT r.name FROM {V_R} GROUP BY r.restaurant_id ORDER BY AVG(v.rating) DESC LIMIT 1"),
        ("五星评价有多少条", "SELECT COUNT(*) FROM reviews WHERE rating = 5"),
        ("带图评价的比例", "SELECT 100.0 * SUM(has_photo = 1) / COUNT(*) FROM reviews"),
        ("上个月的评价数", "SELECT COUNT(*) FROM reviews WHERE " + LAST_MONTH.format(c="review_date")),
        ("哪个用户写的评价最多", f"SELECT u.nickname FROM {V_U} GROUP BY u.user_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("没有评价的餐厅", "SELECT name FROM restaurants WHERE restaurant_id NOT IN (SELECT restaurant_id FROM reviews)"),
        ("每种菜系的平均评分", f"SELECT r.cuisine, AVG(v.rating) FROM {V_R} GROUP BY r.cuisine"),
        ("差评有多少", "SELECT COUNT(*) FROM reviews WHERE rating <= 2"),
        ("朝阳区的餐厅", "SELECT name FROM restaurants WHERE district = '朝阳区'"),
        ("火锅店的评价数量", f"SELECT COUNT(*) FROM {V_R} WHERE r.cuisine = '火锅'"),
        ("每个月的评价数", "SELECT strftime('%Y-%m', review_date), COUNT(*) FROM reviews GROUP BY strftime('%Y-%m', review_date)"),
        ("等级5以上的用户有多少", "SELECT COUNT(*) FROM users WHERE level >= 5"),
        ("今年评价最多的餐厅", f"SELECT r.name FROM {V_R} WHERE v.review_date >= {THIS_YEAR} GROUP BY r.restaurant_id ORDER BY COUNT(*) DESC LIMIT 1"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
