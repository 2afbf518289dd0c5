#!/usr/bin/env python3
"""Writes dev.json: the questions of our fifty-seventh own set with their
gold SQL (SQLite). Written on 2026-12-05 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_YEAR, write_dev  # noqa: E402

J_T = "jobs j JOIN translators t ON j.translator_id = t.translator_id"
J_C = "jobs j JOIN clients c ON j.client_id = c.client_id"
S_D = "sales s JOIN dishes d ON s.dish_id = d.dish_id"
S_W = "sales s JOIN dishes d ON s.dish_id = d.dish_id JOIN windows w ON d.window_id = w.window_id"


def per_month(c):
    return f"strftime('%Y-%m', {c})"


Q = {
    "translation": [
        ("how many jobs came in last month", "SELECT COUNT(*) FROM jobs WHERE " + LAST_MONTH.format(c="received_on")),
        ("average fee per job", "SELECT AVG(fee) FROM jobs"),
        ("which translator translated the most words", f"SELECT t.name FROM {J_T} GROUP BY t.translator_id ORDER BY SUM(j.word_count) DESC LIMIT 1"),
        ("jobs delivered late", "SELECT job_id FROM jobs WHERE delivered_on > due_on"),
        ("how many jobs are still in progress", "SELECT COUNT(*) FROM jobs WHERE status = 'in progress'"),
        ("revenue by client country", f"SELECT c.country, SUM(j.fee) FROM {J_C} GROUP BY c.country"),
        ("translators whose native language is French", "SELECT name FROM translators WHERE native_language = 'French'"),
        ("total words translated into German this year", f"SELECT SUM(word_count) FROM jobs WHERE target_language = 'German' AND received_on >= {THIS_YEAR}"),
        ("top 3 clients by fees", f"SELECT c.company FROM {J_C} GROUP BY c.client_id ORDER BY SUM(j.fee) DESC LIMIT 3"),
        ("cheapest translator", "SELECT name FROM translators ORDER BY rate_per_word ASC LIMIT 1"),
    ],
    "canteen": [
        ("今天卖了多少钱", "SELECT SUM(amount) FROM sales WHERE sale_date = date('now')"),
        ("哪个菜卖得最好", f"SELECT d.dish_name FROM {S_D} GROUP BY d.dish_id ORDER BY SUM(s.portions) DESC LIMIT 1"),
        ("每个窗口的营业额", f"SELECT w.window_name, SUM(s.amount) FROM {S_W} GROUP BY w.window_id"),
        ("用饭卡支付的比例", "SELECT SUM(CASE WHEN payment = '饭卡' THEN 1 ELSE 0 END) * 100.0 / COUNT(*) FROM sales"),
        ("素菜有哪些", "SELECT dish_name FROM dishes WHERE category = '素菜'"),
        ("最贵的菜", "SELECT dish_name FROM dishes ORDER BY price DESC LIMIT 1"),
        ("上个月卖了多少份红烧肉", f"SELECT SUM(s.portions) FROM {S_D} WHERE d.dish_name = '红烧肉' AND " + LAST_MONTH.format(c="s.sale_date")),
        ("每月的销售额", f"SELECT {per_month('sale_date')}, SUM(amount) FROM sales GROUP BY {per_month('sale_date')}"),
        ("二楼有几个窗口", "SELECT COUNT(*) FROM windows WHERE floor = 2"),
        ("平均每笔消费多少钱", "SELECT AVG(amount) FROM sales"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
