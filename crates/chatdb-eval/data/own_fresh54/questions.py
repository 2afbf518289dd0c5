#!/usr/bin/env python3
"""Writes dev.json: the questions of our fifty-fifth own set with their
gold SQL (SQLite). Written on 2026-12-05 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, LAST_YEAR, THIS_YEAR, write_dev  # noqa: E402

L_A = "lots l JOIN auctions a ON l.auction_id = a.auction_id"
L_B = "lots l JOIN bidders b ON l.buyer_id = b.bidder_id"
W_PL = "weddings w JOIN planners p ON w.planner_id = p.planner_id"
W_PK = "weddings w JOIN packages k ON w.package_id = k.package_id"


def per_month(c):
    return f"strftime('%Y-%m', {c})"


Q = {
    "auctions": [
        ("how many lots went unsold", "SELECT COUNT(*) FROM lots WHERE hammer_price IS NULL"),
        ("total hammer price last year", f"SELECT SUM(l.hammer_price) FROM {L_A} WHERE " + LAST_YEAR.format(c="a.auction_date")),
        ("most expensive painting", "SELECT lot_title FROM lots WHERE category = 'painting' ORDER BY hammer_price DESC LIMIT 1"),
        ("average hammer price by category", "SELECT category, AVG(hammer_price) FROM lots GROUP BY category"),
        ("which buyer spent the most", f"SELECT b.name FROM {L_B} GROUP BY b.bidder_id ORDER BY SUM(l.hammer_price) DESC LIMIT 1"),
        ("auctions in Geneva", "SELECT title FROM auctions WHERE city = 'Geneva'"),
        ("how many bidders are from the USA", "SELECT COUNT(*) FROM bidders WHERE country = 'USA'"),
        ("lots that sold above their high estimate", "SELECT lot_title FROM lots WHERE hammer_price > estimate_high"),
        ("number of lots per auction", f"SELECT a.title, COUNT(*) FROM {L_A} GROUP BY a.auction_id"),
        ("how many auctions this year", f"SELECT COUNT(*) FROM auctions WHERE auction_date >= {THIS_YEAR}"),
        ("top 5 lots by hammer price", "SELECT lot_title FROM lots ORDER BY hammer_price DESC LIMIT 5"),
        ("bidders who never won a lot", "SELECT name FROM bidders WHERE bidder_id NOT IN (SELECT buyer_id FROM lots WHERE buyer_id IS NOT NULL)"),
        ("what percentage of lots sold", "SELECT COUNT(hammer_price) * 100.0 / COUNT(*) FROM lots"),
        ("average low estimate of watches", "SELECT AVG(estimate_low) FROM lots WHERE category = 'watch'"),
        ("sales by month", f"SELECT {per_month('a.auction_date')}, SUM(l.hammer_price) FROM {L_A} GROUP BY {per_month('a.auction_date')}"),
    ],
    "weddings": [
        ("今年办了多少场婚礼", f"SELECT COUNT(*) FROM weddings WHERE wedding_date >= {THIS_YEAR} AND wedding_date < date('now','start of year','+1 year')"),
        ("每个策划师负责了几场婚礼", f"SELECT p.name, COUNT(*) FROM {W_PL} GROUP BY p.planner_id"),
        ("豪华套餐多少钱", "SELECT price FROM packages WHERE package_name = '豪华'"),
        ("平均每场婚礼有多少宾客", "SELECT AVG(guest_count) FROM weddings"),
        ("取消了多少场婚礼", "SELECT COUNT(*) FROM weddings WHERE status = '已取消'"),
        ("哪个城市的婚礼最多", "SELECT city FROM weddings GROUP BY city ORDER BY COUNT(*) DESC LIMIT 1"),
        ("上个月的营业额", "SELECT SUM(total_amount) FROM weddings WHERE " + LAST_MONTH.format(c="wedding_date")),
        ("宾客超过350人的婚礼", "SELECT couple_name FROM weddings WHERE guest_count > 350"),
        ("最受欢迎的套餐", f"SELECT k.package_name FROM {W_PK} GROUP BY k.package_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("每月婚礼数量", f"SELECT {per_month('wedding_date')}, COUNT(*) FROM weddings GROUP BY {per_month('wedding_date')}"),
        ("还在筹备中的婚礼有几场", "SELECT COUNT(*) FROM weddings WHERE status = '筹备中'"),
        ("业绩最好的策划师", f"SELECT p.name FROM {W_PL} GROUP BY p.planner_id ORDER BY SUM(w.total_amount) DESC LIMIT 1"),
        ("定制套餐的平均成交金额", f"SELECT AVG(w.total_amount) FROM {W_PK} WHERE k.package_name = '定制'"),
        ("没有接过婚礼的策划师", "SELECT name FROM planners WHERE planner_id NOT IN (SELECT planner_id FROM weddings)"),
        ("杭州今年有几场婚礼", f"SELECT COUNT(*) FROM weddings WHERE city = '杭州' AND wedding_date >= {THIS_YEAR} AND wedding_date < date('now','start of year','+1 year')"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
