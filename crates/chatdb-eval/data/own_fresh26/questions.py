#!/usr/bin/env python3
"""Writes dev.json: the questions of our twenty-seventh own set with their
gold SQL (SQLite). Written on 2026-12-04 before the engine was run on these
databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

S_C = "sessions s JOIN campaigns c ON s.campaign_id = c.campaign_id"
S_V = "sessions s JOIN visitors v ON s.visitor_id = v.visitor_id"
O_S_C = "orders o JOIN sessions s ON o.session_id = s.session_id JOIN campaigns c ON s.campaign_id = c.campaign_id"
B_S = "batches b JOIN shops s ON b.shop_id = s.shop_id"
B_P = "batches b JOIN products p ON b.product_id = p.product_id"


def per_month(c):
    return f"strftime('%Y-%m', {c})"


Q = {
    "analytics": [
        ("sessions per campaign", f"SELECT c.campaign_name, COUNT(*) FROM {S_C} GROUP BY c.campaign_id"),
        ("how many sessions last month", "SELECT COUNT(*) FROM sessions WHERE " + LAST_MONTH.format(c="started_at")),
        ("average session duration in minutes", "SELECT AVG((julianday(ended_at) - julianday(started_at)) * 1440) FROM sessions"),
        ("conversion rate", "SELECT AVG(converted) FROM sessions"),
        ("revenue by campaign", f"SELECT c.campaign_name, SUM(o.amount) FROM {O_S_C} GROUP BY c.campaign_id"),
        ("which campaign brought the most sessions", f"SELECT c.campaign_name FROM {S_C} GROUP BY c.campaign_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("visitors by device", "SELECT device, COUNT(*) FROM visitors GROUP BY device"),
        ("campaigns with no sessions", "SELECT campaign_name FROM campaigns WHERE campaign_id NOT IN (SELECT campaign_id FROM sessions WHERE campaign_id IS NOT NULL)"),
        ("total budget of email campaigns", "SELECT SUM(budget) FROM campaigns WHERE channel = 'email'"),
        ("average order value", "SELECT AVG(amount) FROM orders"),
        ("orders this month", f"SELECT COUNT(*) FROM orders WHERE ordered_at >= {THIS_MONTH}"),
        ("sessions by country", f"SELECT v.country, COUNT(*) FROM {S_V} GROUP BY v.country"),
        ("average pages per session", "SELECT AVG(pages_viewed) FROM sessions"),
        ("how many visitors from Japan", "SELECT COUNT(*) FROM visitors WHERE country = 'Japan'"),
        ("monthly revenue this year", f"SELECT {per_month('ordered_at')}, SUM(amount) FROM orders WHERE ordered_at >= {THIS_YEAR} GROUP BY {per_month('ordered_at')}"),
        ("biggest order", "SELECT order_id FROM orders ORDER BY amount DESC LIMIT 1"),
        ("how many sessions converted", "SELECT COUNT(*) FROM sessions WHERE converted = 1"),
        ("new visitors this year", f"SELECT COUNT(*) FROM visitors WHERE first_seen >= {THIS_YEAR}"),
        ("campaign with the highest budget", "SELECT campaign_name FROM campaigns ORDER BY budget DESC LIMIT 1"),
        ("sessions on mobile last month", f"SELECT COUNT(*) FROM {S_V} WHERE v.device = 'mobile' AND " + LAST_MONTH.format(c="s.started_at")),
    ],
    "bakery": [
        ("每家店烤了多少个", f"SELECT s.shop_name, SUM(b.qty_baked) FROM {B_S} GROUP BY s.shop_id"),
        ("上个月卖了多少个面包", f"SELECT SUM(b.qty_sold) FROM {B_P} WHERE p.category = 'bread' AND " + LAST_MONTH.format(c="b.baked_on")),
        ("浦东有几家店", "SELECT COUNT(*) FROM shops WHERE district = 'Pudong'"),
        ("最贵的产品", "SELECT product_name FROM products ORDER BY price DESC LIMIT 1"),
        ("各类产品的平均价格", "SELECT category, AVG(price) FROM products GROUP BY category"),
        ("卖得最好的产品", f"SELECT p.product_name FROM {B_P} GROUP BY p.product_id ORDER BY SUM(b.qty_sold) DESC LIMIT 1"),
        ("今年每个月的销量", f"SELECT {per_month('baked_on')}, SUM(qty_sold) FROM batches WHERE baked_on >= {THIS_YEAR} GROUP BY {per_month('baked_on')}"),
        ("从没烤过的产品", "SELECT product_name FROM products WHERE product_id NOT IN (SELECT product_id FROM batches)"),
        ("最新开的店", "SELECT shop_name FROM shops ORDER BY opened_on DESC LIMIT 1"),
        ("蛋糕类产品有哪些", "SELECT product_name FROM products WHERE category = 'cake'"),
        ("每家店的销量", f"SELECT s.shop_name, SUM(b.qty_sold) FROM {B_S} GROUP BY s.shop_id"),
        ("哪家店卖得最多", f"SELECT s.shop_name FROM {B_S} GROUP BY s.shop_id ORDER BY SUM(b.qty_sold) DESC LIMIT 1"),
        ("本月的销量", f"SELECT SUM(qty_sold) FROM batches WHERE baked_on >= {THIS_MONTH}"),
        ("价格超过20元的产品", "SELECT product_name FROM products WHERE price > 20"),
        ("每个区有几家店", "SELECT district, COUNT(*) FROM shops GROUP BY district"),
        ("可颂一共卖了多少个", f"SELECT SUM(b.qty_sold) FROM {B_P} WHERE p.product_name = 'Croissant'"),
        ("产品一共有几种", "SELECT COUNT(*) FROM products"),
        ("每种产品的平均烤制数量", f"SELECT p.product_name, AVG(b.qty_baked) FROM {B_P} GROUP BY p.product_id"),
        ("去年的总销量", "SELECT SUM(qty_sold) FROM batches WHERE baked_on >= date('now','start of year','-1 year') AND baked_on < date('now','start of year')"),
        ("今年开业的店", f"SELECT shop_name FROM shops WHERE opened_on >= {THIS_YEAR}"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
