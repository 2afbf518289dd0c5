#!/usr/bin/env python3
"""Writes dev.json: the questions of our hundred-and-fifth own set with
their gold SQL (SQLite). Written on 2026-12-07 before the engine was run
on these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

L_T = "loans l JOIN tools t ON l.tool_id = t.tool_id"
L_M = "loans l JOIN members m ON l.member_id = m.member_id"
V_M = "visits v JOIN members m ON v.member_id = m.member_id"

Q = {
    "tool_library": [
        ("how many tools do we have", "SELECT COUNT(*) FROM tools"),
        ("how many loans are still out", "SELECT COUNT(*) FROM loans WHERE returned_on IS NULL"),
        ("how many loans this month", f"SELECT COUNT(*) FROM loans WHERE borrowed_on >= {THIS_MONTH}"),
        ("which member borrowed the most",
         f"SELECT m.member_name FROM {L_M} GROUP BY m.member_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("most borrowed tool", f"SELECT t.tool_name FROM {L_T} GROUP BY t.tool_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("overdue loans", "SELECT loan_id FROM loans WHERE returned_on IS NULL AND due_on < date('now')"),
        ("total late fees", "SELECT SUM(late_fee) FROM loans"),
        ("tools that have never been borrowed",
         "SELECT tool_name FROM tools WHERE tool_id NOT IN (SELECT tool_id FROM loans)"),
        ("loans per category", f"SELECT t.category, COUNT(*) FROM {L_T} GROUP BY t.category"),
        ("members who joined this year", f"SELECT member_name FROM members WHERE joined_on >= {THIS_YEAR}"),
        ("list the power tools", "SELECT tool_name FROM tools WHERE category = 'power tools'"),
        ("total replacement value of all tools", "SELECT SUM(replacement_value) FROM tools"),
        ("members with more than 50 loans",
         f"SELECT m.member_name FROM {L_M} GROUP BY m.member_id HAVING COUNT(*) > 50"),
        ("loans by month",
         "SELECT strftime('%Y-%m', borrowed_on), COUNT(*) FROM loans GROUP BY strftime('%Y-%m', borrowed_on)"),
        ("how many loans were returned late", "SELECT COUNT(*) FROM loans WHERE returned_on > due_on"),
    ],
    "playground": [
        ("一共有多少会员", "SELECT COUNT(*) FROM members"),
        ("这个月来了多少人次", f"SELECT COUNT(*) FROM visits WHERE visited_on >= {THIS_MONTH}"),
        ("月卡会员有几个", "SELECT COUNT(*) FROM members WHERE card_type = '月卡'"),
        ("平均每次玩几个小时", "SELECT AVG(hours) FROM visits"),
        ("上个月的门票收入", "SELECT SUM(fee) FROM visits WHERE " + LAST_MONTH.format(c="visited_on")),
        ("来的次数最多的小朋友", f"SELECT m.kid_name FROM {V_M} GROUP BY m.member_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("哪种零食卖得最多", "SELECT item FROM purchases GROUP BY item ORDER BY SUM(qty) DESC LIMIT 1"),
        ("每种卡的会员人数", "SELECT card_type, COUNT(*) FROM members GROUP BY card_type"),
        ("今年零食的销售额", f"SELECT SUM(amount) FROM purchases WHERE bought_on >= {THIS_YEAR}"),
        ("从来没来过的会员", "SELECT kid_name FROM members WHERE member_id NOT IN (SELECT member_id FROM visits)"),
        ("每个月的门票收入",
         "SELECT strftime('%Y-%m', visited_on), SUM(fee) FROM visits GROUP BY strftime('%Y-%m', visited_on)"),
        ("年龄最小的小朋友", "SELECT kid_name FROM members ORDER BY age LIMIT 1"),
        ("不到5岁的小朋友有几个", "SELECT COUNT(*) FROM members WHERE age < 5"),
        ("平均每单零食多少钱", "SELECT AVG(amount) FROM purchases"),
        ("可乐一共卖了多少瓶", "SELECT SUM(qty) FROM purchases WHERE item = '可乐'"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
