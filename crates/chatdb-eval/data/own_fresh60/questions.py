#!/usr/bin/env python3
"""Writes dev.json: the questions of our sixty-first own set with their
gold SQL (SQLite). Written on 2026-12-05 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, LAST_YEAR, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

J_C = "print_jobs j JOIN customers c ON j.customer_id = c.customer_id"
J_P = "print_jobs j JOIN printers p ON j.printer_id = p.printer_id"
V_R = "visits v JOIN rooms r ON v.room_id = r.room_id"
VT_T = "visit_teas vt JOIN teas t ON vt.tea_id = t.tea_id"
VT_T_V = "visit_teas vt JOIN teas t ON vt.tea_id = t.tea_id JOIN visits v ON vt.visit_id = v.visit_id"


def per_month(c):
    return f"strftime('%Y-%m', {c})"


Q = {
    "print_shop": [
        ("how many print jobs this month", f"SELECT COUNT(*) FROM print_jobs WHERE ordered_on >= {THIS_MONTH}"),
        ("total pages printed last month", "SELECT SUM(pages) FROM print_jobs WHERE " + LAST_MONTH.format(c="ordered_on")),
        ("revenue by customer type", f"SELECT c.customer_type, SUM(j.price) FROM {J_C} GROUP BY c.customer_type"),
        ("how many jobs are still waiting", "SELECT COUNT(*) FROM print_jobs WHERE status = 'waiting'"),
        ("share of colour jobs", "SELECT 100.0 * SUM(colour) / COUNT(*) FROM print_jobs"),
        ("which printer printed the most pages", f"SELECT p.model FROM {J_P} GROUP BY p.printer_id ORDER BY SUM(j.pages) DESC LIMIT 1"),
        ("customers who never printed anything", "SELECT customer_name FROM customers WHERE customer_id NOT IN (SELECT customer_id FROM print_jobs)"),
        ("average price of an A3 job", "SELECT AVG(price) FROM print_jobs WHERE paper_size = 'A3'"),
        ("jobs per paper size", "SELECT paper_size, COUNT(*) FROM print_jobs GROUP BY paper_size"),
        ("how much did Acme Ltd spend this year", f"SELECT SUM(j.price) FROM {J_C} WHERE c.customer_name = 'Acme Ltd' AND j.ordered_on >= {THIS_YEAR}"),
        ("printers at the front desk", "SELECT model FROM printers WHERE location = 'front desk'"),
        ("monthly revenue this year", f"SELECT {per_month('ordered_on')}, SUM(price) FROM print_jobs WHERE ordered_on >= {THIS_YEAR} GROUP BY {per_month('ordered_on')}"),
        ("how many jobs were cancelled last year", "SELECT COUNT(*) FROM print_jobs WHERE status = 'cancelled' AND " + LAST_YEAR.format(c="ordered_on")),
        ("which customer printed the most pages", f"SELECT c.customer_name FROM {J_C} GROUP BY c.customer_id ORDER BY SUM(j.pages) DESC LIMIT 1"),
        ("number of business customers", "SELECT COUNT(*) FROM customers WHERE customer_type = 'business'"),
    ],
    "teahouse": [
        ("上个月来了多少位客人", "SELECT SUM(guests) FROM visits WHERE " + LAST_MONTH.format(c="visit_date")),
        ("每个包间今年的收入", f"SELECT r.room_name, SUM(v.amount) FROM {V_R} WHERE v.visit_date >= {THIS_YEAR} GROUP BY r.room_id"),
        ("最贵的茶是哪一款", "SELECT tea_name FROM teas ORDER BY price_per_pot DESC LIMIT 1"),
        ("绿茶有哪几种", "SELECT tea_name FROM teas WHERE tea_type = '绿茶'"),
        ("平均每桌坐几个人", "SELECT AVG(guests) FROM visits"),
        ("今年每个月的营业额", f"SELECT {per_month('visit_date')}, SUM(amount) FROM visits WHERE visit_date >= {THIS_YEAR} GROUP BY {per_month('visit_date')}"),
        ("哪种茶卖得最多", f"SELECT t.tea_name FROM {VT_T} GROUP BY t.tea_id ORDER BY SUM(vt.pots) DESC LIMIT 1"),
        ("从来没人点过的茶", "SELECT tea_name FROM teas WHERE tea_id NOT IN (SELECT tea_id FROM visit_teas)"),
        ("包间的小时价格", "SELECT room_name, hourly_rate FROM rooms"),
        ("能坐8个人以上的包间", "SELECT room_name FROM rooms WHERE capacity >= 8"),
        ("平均每次消费多少钱", "SELECT AVG(amount) FROM visits"),
        ("兰亭去年接待了多少次", f"SELECT COUNT(*) FROM {V_R} WHERE r.room_name = '兰亭' AND " + LAST_YEAR.format(c="v.visit_date")),
        ("各类茶一共卖了多少壶", f"SELECT t.tea_type, SUM(vt.pots) FROM {VT_T} GROUP BY t.tea_type"),
        ("客人平均待几个小时", "SELECT AVG(hours) FROM visits"),
        ("今年的总收入", f"SELECT SUM(amount) FROM visits WHERE visit_date >= {THIS_YEAR}"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
