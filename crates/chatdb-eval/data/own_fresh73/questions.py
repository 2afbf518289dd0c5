#!/usr/bin/env python3
"""Writes dev.json: the questions of our seventy-fourth own set with their
gold SQL (SQLite). Written on 2026-12-05 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

S_C = "samples s JOIN clients c ON s.client_id = c.client_id"
T_S = "tests t JOIN samples s ON t.sample_id = s.sample_id"
S_H = "streams s JOIN hosts h ON s.host_id = h.host_id"
O_S = "orders o JOIN streams s ON o.stream_id = s.stream_id"
O_H = O_S + " JOIN hosts h ON s.host_id = h.host_id"


def per_month(c):
    return f"strftime('%Y-%m', {c})"


Q = {
    "lab": [
        ("how many samples did we receive last month", "SELECT COUNT(*) FROM samples WHERE " + LAST_MONTH.format(c="received_date")),
        ("samples by type", "SELECT sample_type, COUNT(*) FROM samples GROUP BY sample_type"),
        ("which client sends us the most samples", f"SELECT c.client_name FROM {S_C} GROUP BY c.client_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("how many tests failed this year", f"SELECT COUNT(*) FROM tests WHERE passed = 0 AND test_date >= {THIS_YEAR}"),
        ("pass rate by method", "SELECT method, AVG(passed) FROM tests GROUP BY method"),
        ("average hours per test", "SELECT AVG(hours) FROM tests"),
        ("tests run per analyst", "SELECT analyst, COUNT(*) FROM tests GROUP BY analyst"),
        ("clients that have never sent a sample", "SELECT client_name FROM clients WHERE client_id NOT IN (SELECT client_id FROM samples)"),
        ("how many water samples came in this year", f"SELECT COUNT(*) FROM samples WHERE sample_type = 'water' AND received_date >= {THIS_YEAR}"),
        ("total testing hours for Apex Pharma", f"SELECT SUM(t.hours) FROM {T_S} JOIN clients c ON s.client_id = c.client_id WHERE c.client_name = 'Apex Pharma'"),
        ("food sector clients", "SELECT client_name FROM clients WHERE sector = 'food'"),
        ("samples received per month this year", f"SELECT {per_month('received_date')}, COUNT(*) FROM samples WHERE received_date >= {THIS_YEAR} GROUP BY {per_month('received_date')}"),
        ("how many PCR tests has Chen run", "SELECT COUNT(*) FROM tests WHERE method = 'PCR' AND analyst = 'Chen'"),
        ("which analyst spent the most hours testing", "SELECT analyst FROM tests GROUP BY analyst ORDER BY SUM(hours) DESC LIMIT 1"),
        ("tests this month", f"SELECT COUNT(*) FROM tests WHERE test_date >= {THIS_MONTH}"),
    ],
    "livestream": [
        ("这个月播了几场", f"SELECT COUNT(*) FROM streams WHERE stream_date >= {THIS_MONTH}"),
        ("每个主播的直播场次", f"SELECT h.host_name, COUNT(*) FROM {S_H} GROUP BY h.host_id"),
        ("哪个主播卖得最多", f"SELECT h.host_name FROM {O_H} GROUP BY h.host_id ORDER BY SUM(o.amount) DESC LIMIT 1"),
        ("今年的总成交额", f"SELECT SUM(o.amount) FROM {O_S} WHERE s.stream_date >= {THIS_YEAR}"),
        ("退款的订单有多少", "SELECT COUNT(*) FROM orders WHERE refunded = 1"),
        ("每个商品的销量", "SELECT item, SUM(quantity) FROM orders GROUP BY item"),
        ("观看人数最多的一场是哪天", "SELECT stream_date FROM streams ORDER BY peak_viewers DESC LIMIT 1"),
        ("平均每场直播多长时间", "SELECT AVG(duration_min) FROM streams"),
        ("还没开播的主播", "SELECT host_name FROM hosts WHERE host_id NOT IN (SELECT host_id FROM streams)"),
        ("抖音上有几个主播", "SELECT COUNT(*) FROM hosts WHERE platform = '抖音'"),
        ("小美今年播了多少场", f"SELECT COUNT(*) FROM {S_H} WHERE h.host_name = '小美' AND s.stream_date >= {THIS_YEAR}"),
        ("大闸蟹一共卖了多少钱", "SELECT SUM(amount) FROM orders WHERE item = '阳澄湖大闸蟹'"),
        ("今年每个月的直播场次", f"SELECT {per_month('stream_date')}, COUNT(*) FROM streams WHERE stream_date >= {THIS_YEAR} GROUP BY {per_month('stream_date')}"),
        ("卖得最好的商品", "SELECT item FROM orders GROUP BY item ORDER BY SUM(quantity) DESC LIMIT 1"),
        ("每个平台的成交额", f"SELECT h.platform, SUM(o.amount) FROM {O_H} GROUP BY h.platform"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
