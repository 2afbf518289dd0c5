#!/usr/bin/env python3
"""Writes dev.json: the questions of our sixty-sixth own set with their
gold SQL (SQLite). Written on 2026-12-05 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, LAST_YEAR, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

S_P = "sales s JOIN products p ON s.product_id = p.product_id"
S_M = "sales s JOIN machines m ON s.machine_id = m.machine_id"
S_SITE = S_M + " JOIN sites t ON m.site_id = t.site_id"
M_T = "machines m JOIN sites t ON m.site_id = t.site_id"
R_M = "restocks r JOIN machines m ON r.machine_id = m.machine_id"
D_R = "drop_offs d JOIN residents r ON d.resident_id = r.resident_id"
D_M = "drop_offs d JOIN materials m ON d.material_id = m.material_id"


def per_month(c):
    return f"strftime('%Y-%m', {c})"


Q = {
    "vending": [
        ("how much did we sell today", "SELECT SUM(amount) FROM sales WHERE sale_date = date('now')"),
        ("best selling product this month", f"SELECT p.product_name FROM {S_P} WHERE s.sale_date >= {THIS_MONTH} GROUP BY p.product_id ORDER BY SUM(s.quantity) DESC LIMIT 1"),
        ("how many machines are in Leeds", f"SELECT COUNT(*) FROM {M_T} WHERE t.city = 'Leeds'"),
        ("average price of drinks", "SELECT AVG(price) FROM products WHERE category = 'drink'"),
        ("revenue by site", f"SELECT t.site_name, SUM(s.amount) FROM {S_SITE} GROUP BY t.site_id"),
        ("machines installed this year", f"SELECT serial_no FROM machines WHERE installed_on >= {THIS_YEAR}"),
        ("machine with the lowest revenue last month", f"SELECT m.serial_no FROM {S_M} WHERE " + LAST_MONTH.format(c="s.sale_date") + " GROUP BY m.machine_id ORDER BY SUM(s.amount) LIMIT 1"),
        ("units restocked this month", f"SELECT SUM(units) FROM restocks WHERE restock_date >= {THIS_MONTH}"),
        ("monthly revenue last year", f"SELECT {per_month('sale_date')}, SUM(amount) FROM sales WHERE " + LAST_YEAR.format(c="sale_date") + f" GROUP BY {per_month('sale_date')}"),
        ("products that never sold", "SELECT product_name FROM products WHERE product_id NOT IN (SELECT product_id FROM sales)"),
        ("how many cans of Cola did we sell this year", f"SELECT SUM(s.quantity) FROM {S_P} WHERE p.product_name = 'Cola' AND s.sale_date >= {THIS_YEAR}"),
        ("share of revenue from snacks", f"SELECT 100.0 * SUM(CASE WHEN p.category = 'snack' THEN s.amount ELSE 0 END) / SUM(s.amount) FROM {S_P}"),
        ("top 3 products by revenue", f"SELECT p.product_name FROM {S_P} GROUP BY p.product_id ORDER BY SUM(s.amount) DESC LIMIT 3"),
        ("when was VM-007 last restocked", f"SELECT MAX(r.restock_date) FROM {R_M} WHERE m.serial_no = 'VM-007'"),
        ("number of sites", "SELECT COUNT(*) FROM sites"),
    ],
    "recycling": [
        ("今年一共回收了多少公斤", f"SELECT SUM(weight_kg) FROM drop_offs WHERE drop_off_date >= {THIS_YEAR}"),
        ("塑料瓶每公斤多少钱", "SELECT price_per_kg FROM materials WHERE material_name = '塑料瓶'"),
        ("哪个小区送来的废品最多", f"SELECT r.community FROM {D_R} GROUP BY r.community ORDER BY SUM(d.weight_kg) DESC LIMIT 1"),
        ("上个月付给居民多少钱", "SELECT SUM(payout) FROM drop_offs WHERE " + LAST_MONTH.format(c="drop_off_date")),
        ("每种材料回收了多少公斤", f"SELECT m.material_name, SUM(d.weight_kg) FROM {D_M} GROUP BY m.material_id"),
        ("送废品次数最多的居民", f"SELECT r.resident_name FROM {D_R} GROUP BY r.resident_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("今天有几个人来送废品", "SELECT COUNT(DISTINCT resident_id) FROM drop_offs WHERE drop_off_date = date('now')"),
        ("阳光小区有多少居民", "SELECT COUNT(*) FROM residents WHERE community = '阳光小区'"),
        ("卖给回收厂一共收入多少", "SELECT SUM(revenue) FROM pickups"),
        ("今年每个月的回收量", f"SELECT {per_month('drop_off_date')}, SUM(weight_kg) FROM drop_offs WHERE drop_off_date >= {THIS_YEAR} GROUP BY {per_month('drop_off_date')}"),
        ("平均每次送来多少公斤", "SELECT AVG(weight_kg) FROM drop_offs"),
        ("从没来过的居民", "SELECT resident_name FROM residents WHERE resident_id NOT IN (SELECT resident_id FROM drop_offs)"),
        ("铝罐今年回收了多少公斤", f"SELECT SUM(d.weight_kg) FROM {D_M} WHERE m.material_name = '铝罐' AND d.drop_off_date >= {THIS_YEAR}"),
        ("最贵的材料", "SELECT material_name FROM materials ORDER BY price_per_kg DESC LIMIT 1"),
        ("李娜一共拿了多少钱", f"SELECT SUM(d.payout) FROM {D_R} WHERE r.resident_name = '李娜'"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
