#!/usr/bin/env python3
"""Writes dev.json: the questions of our forty-seventh own set with their
gold SQL (SQLite). Written on 2026-12-05 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_YEAR, write_dev  # noqa: E402

T_E = "tickets t JOIN exhibitions e ON t.exhibition_id = e.exhibition_id"
O_S = "orders o JOIN shops s ON o.shop_id = s.shop_id"
O_C = "orders o JOIN customers c ON o.customer_id = c.customer_id"


def per_month(c):
    return f"strftime('%Y-%m', {c})"


Q = {
    "museum": [
        ("how many tickets did we sell last month", "SELECT COUNT(*) FROM tickets WHERE " + LAST_MONTH.format(c="visit_date")),
        ("ticket revenue by exhibition", f"SELECT e.title, SUM(t.price) FROM {T_E} GROUP BY e.exhibition_id"),
        ("which exhibition sold the most tickets", f"SELECT e.title FROM {T_E} GROUP BY e.exhibition_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("average ticket price", "SELECT AVG(price) FROM tickets"),
        ("tickets sold per month this year", f"SELECT {per_month('visit_date')}, COUNT(*) FROM tickets WHERE visit_date >= {THIS_YEAR} GROUP BY {per_month('visit_date')}"),
        ("artworks by Frida Kahlo", "SELECT title FROM artworks WHERE artist = 'Frida Kahlo'"),
        ("how many artworks does each artist have", "SELECT artist, COUNT(*) FROM artworks GROUP BY artist"),
        ("oldest artwork", "SELECT title FROM artworks ORDER BY year_created ASC LIMIT 1"),
        ("most valuable artwork", "SELECT title FROM artworks ORDER BY insured_value DESC LIMIT 1"),
        ("exhibitions in the Atrium", "SELECT title FROM exhibitions WHERE gallery = 'Atrium'"),
        ("what share of tickets are child tickets", "SELECT AVG(ticket_type = 'child') FROM tickets"),
        ("total revenue from adult tickets", "SELECT SUM(price) FROM tickets WHERE ticket_type = 'adult'"),
        ("exhibitions with no tickets sold", "SELECT title FROM exhibitions WHERE exhibition_id NOT IN (SELECT exhibition_id FROM tickets)"),
        ("top 3 exhibitions by revenue", f"SELECT e.title FROM {T_E} GROUP BY e.exhibition_id ORDER BY SUM(t.price) DESC LIMIT 3"),
        ("number of watercolours", "SELECT COUNT(*) FROM artworks WHERE medium = 'watercolour'"),
    ],
    "laundry": [
        ("一共有几家门店", "SELECT COUNT(*) FROM shops"),
        ("每家门店的订单数", f"SELECT s.shop_name, COUNT(*) FROM {O_S} GROUP BY s.shop_id"),
        ("上个月的营业额", "SELECT SUM(amount) FROM orders WHERE " + LAST_MONTH.format(c="received_at")),
        ("一共洗了多少件羽绒服", "SELECT SUM(pieces) FROM orders WHERE garment = '羽绒服'"),
        ("哪家店收入最高", f"SELECT s.shop_name FROM {O_S} GROUP BY s.shop_id ORDER BY SUM(o.amount) DESC LIMIT 1"),
        ("会员有多少人", "SELECT COUNT(*) FROM customers WHERE is_member = 1"),
        ("还没取的订单有多少", "SELECT COUNT(*) FROM orders WHERE picked_up_at IS NULL"),
        ("平均每单多少钱", "SELECT AVG(amount) FROM orders"),
        ("每个月的营业额", f"SELECT {per_month('received_at')}, SUM(amount) FROM orders GROUP BY {per_month('received_at')}"),
        ("消费最多的顾客是谁", f"SELECT c.name FROM {O_C} GROUP BY c.customer_id ORDER BY SUM(o.amount) DESC LIMIT 1"),
        ("朝阳区有哪些门店", "SELECT shop_name FROM shops WHERE district = '朝阳区'"),
        ("今年的订单数", f"SELECT COUNT(*) FROM orders WHERE received_at >= {THIS_YEAR}"),
        ("每种衣物的订单数", "SELECT garment, COUNT(*) FROM orders GROUP BY garment"),
        ("从来没下过单的顾客", "SELECT name FROM customers WHERE customer_id NOT IN (SELECT customer_id FROM orders)"),
        ("西装订单的平均金额", "SELECT AVG(amount) FROM orders WHERE garment = '西装'"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
