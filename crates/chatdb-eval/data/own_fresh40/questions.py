#!/usr/bin/env python3
"""Writes dev.json: the questions of our forty-first own set with their
gold SQL (SQLite). Written on 2026-12-04 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_YEAR, write_dev  # noqa: E402

E_C = "enrollments e JOIN courses c ON e.course_id = c.course_id"
R_V = "rentals r JOIN venues v ON r.venue_id = v.venue_id"


def per_month(c):
    return f"strftime('%Y-%m', {c})"


Q = {
    "elearn": [
        ("how many learners signed up this year", f"SELECT COUNT(*) FROM learners WHERE signed_up_on >= {THIS_YEAR}"),
        ("enrollments per course", f"SELECT c.title, COUNT(*) FROM {E_C} GROUP BY c.course_id"),
        ("most popular course", f"SELECT c.title FROM {E_C} GROUP BY c.course_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("completion rate by course", f"SELECT c.title, AVG(e.completed_at IS NOT NULL) FROM {E_C} GROUP BY c.course_id"),
        ("how many enrollments are still in progress", "SELECT COUNT(*) FROM enrollments WHERE completed_at IS NULL"),
        ("average quiz score", "SELECT AVG(score) FROM quiz_attempts"),
        ("quiz pass rate", "SELECT AVG(passed) FROM quiz_attempts"),
        ("learners who never enrolled", "SELECT learner_name FROM learners WHERE learner_id NOT IN (SELECT learner_id FROM enrollments)"),
        ("courses by category", "SELECT category, COUNT(*) FROM courses GROUP BY category"),
        ("most expensive course", "SELECT title FROM courses ORDER BY price DESC LIMIT 1"),
        ("learners by country", "SELECT country, COUNT(*) FROM learners GROUP BY country"),
        ("enrollments last month", "SELECT COUNT(*) FROM enrollments WHERE " + LAST_MONTH.format(c="enrolled_at")),
        ("average price of data courses", "SELECT AVG(price) FROM courses WHERE category = 'data'"),
        ("monthly enrollments this year", f"SELECT {per_month('enrolled_at')}, COUNT(*) FROM enrollments WHERE enrolled_at >= {THIS_YEAR} GROUP BY {per_month('enrolled_at')}"),
        ("how many quiz attempts failed", "SELECT COUNT(*) FROM quiz_attempts WHERE passed = 0"),
    ],
    "powerbank": [
        ("一共有多少个用户", "SELECT COUNT(*) FROM users"),
        ("上个月的租借次数", "SELECT COUNT(*) FROM rentals WHERE " + LAST_MONTH.format(c="rented_at")),
        ("还没归还的充电宝有多少", "SELECT COUNT(*) FROM rentals WHERE returned_at IS NULL"),
        ("每个城市的租借次数", f"SELECT v.city, COUNT(*) FROM {R_V} GROUP BY v.city"),
        ("哪个场地的收入最高", f"SELECT v.venue_name FROM {R_V} GROUP BY v.venue_id ORDER BY SUM(r.fee) DESC LIMIT 1"),
        ("今年的总收入", f"SELECT SUM(fee) FROM rentals WHERE rented_at >= {THIS_YEAR}"),
        ("平均每次租借的费用", "SELECT AVG(fee) FROM rentals"),
        ("商场类场地有几个", "SELECT COUNT(*) FROM venues WHERE venue_type = '商场'"),
        ("北京的场地", "SELECT venue_name FROM venues WHERE city = '北京'"),
        ("从来没租过的用户有多少", "SELECT COUNT(*) FROM users WHERE user_id NOT IN (SELECT user_id FROM rentals)"),
        ("每种场地类型的租借次数", f"SELECT v.venue_type, COUNT(*) FROM {R_V} GROUP BY v.venue_type"),
        ("今年注册的用户", f"SELECT nickname FROM users WHERE registered_on >= {THIS_YEAR}"),
        ("每个月的收入", f"SELECT {per_month('rented_at')}, SUM(fee) FROM rentals GROUP BY {per_month('rented_at')}"),
        ("交通枢纽的租借次数", f"SELECT COUNT(*) FROM {R_V} WHERE v.venue_type = '交通枢纽'"),
        ("成都有几个场地", "SELECT COUNT(*) FROM venues WHERE city = '成都'"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
