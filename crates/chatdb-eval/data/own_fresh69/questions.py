#!/usr/bin/env python3
"""Writes dev.json: the questions of our seventieth own set with their
gold SQL (SQLite). Written on 2026-12-05 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, LAST_YEAR, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

C_I = "classes c JOIN instructors i ON c.instructor_id = i.instructor_id"
A_C_M = "attendance a JOIN classes c ON a.class_id = c.class_id JOIN members m ON a.member_id = m.member_id"
A_M = "attendance a JOIN members m ON a.member_id = m.member_id"
E_C = "egg_records e JOIN coops c ON e.coop_id = c.coop_id"


def per_month(c):
    return f"strftime('%Y-%m', {c})"


Q = {
    "dojo": [
        ("how many members do we have", "SELECT COUNT(*) FROM members"),
        ("black belts", "SELECT member_name FROM members WHERE belt = 'black'"),
        ("how many classes did Kenji Sato teach last month", f"SELECT COUNT(*) FROM {C_I} WHERE i.instructor_name = 'Kenji Sato' AND " + LAST_MONTH.format(c="c.class_date")),
        ("who came to the most classes this year", f"SELECT m.member_name FROM {A_C_M} WHERE c.class_date >= {THIS_YEAR} GROUP BY m.member_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("members who joined this year", f"SELECT member_name FROM members WHERE joined_date >= {THIS_YEAR}"),
        ("how many gradings were failed this year", f"SELECT COUNT(*) FROM gradings WHERE passed = 0 AND grading_date >= {THIS_YEAR}"),
        ("grading fees last year", "SELECT SUM(fee) FROM gradings WHERE " + LAST_YEAR.format(c="grading_date")),
        ("members by belt", "SELECT belt, COUNT(*) FROM members GROUP BY belt"),
        ("members who have never attended a class", "SELECT member_name FROM members WHERE member_id NOT IN (SELECT member_id FROM attendance)"),
        ("judo classes this year", f"SELECT COUNT(*) FROM classes WHERE style = 'judo' AND class_date >= {THIS_YEAR}"),
        ("grading pass rate", "SELECT 100.0 * SUM(passed) / COUNT(*) FROM gradings"),
        ("which instructor teaches the most classes", f"SELECT i.instructor_name FROM {C_I} GROUP BY i.instructor_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("classes per month this year", f"SELECT {per_month('class_date')}, COUNT(*) FROM classes WHERE class_date >= {THIS_YEAR} GROUP BY {per_month('class_date')}"),
        ("when did Ella Ward last come to class", f"SELECT MAX(c.class_date) FROM {A_C_M} WHERE m.member_name = 'Ella Ward'"),
        ("top 3 members by attendance", f"SELECT m.member_name FROM {A_M} GROUP BY m.member_id ORDER BY COUNT(*) DESC LIMIT 3"),
    ],
    "poultry_farm": [
        ("今天捡了多少个蛋", "SELECT SUM(eggs) FROM egg_records WHERE record_date = date('now')"),
        ("上个月一共产了多少蛋", "SELECT SUM(eggs) FROM egg_records WHERE " + LAST_MONTH.format(c="record_date")),
        ("哪个鸡舍产蛋最多", f"SELECT c.coop_name FROM {E_C} GROUP BY c.coop_id ORDER BY SUM(e.eggs) DESC LIMIT 1"),
        ("每个鸡舍有多少只鸡", "SELECT coop_name, hen_count FROM coops"),
        ("海兰褐一共有多少只鸡", "SELECT SUM(hen_count) FROM coops WHERE breed = '海兰褐'"),
        ("这个月破了多少个蛋", f"SELECT SUM(broken) FROM egg_records WHERE record_date >= {THIS_MONTH}"),
        ("今年饲料花了多少钱", f"SELECT SUM(amount) FROM feed_purchases WHERE purchase_date >= {THIS_YEAR}"),
        ("从正大买了多少公斤饲料", "SELECT SUM(kg) FROM feed_purchases WHERE supplier = '正大'"),
        ("今年每个月的产蛋量", f"SELECT {per_month('record_date')}, SUM(eggs) FROM egg_records WHERE record_date >= {THIS_YEAR} GROUP BY {per_month('record_date')}"),
        ("破蛋率是多少", "SELECT 100.0 * SUM(broken) / SUM(eggs) FROM egg_records"),
        ("3号鸡舍上个月产了多少蛋", f"SELECT SUM(e.eggs) FROM {E_C} WHERE c.coop_name = '3号鸡舍' AND " + LAST_MONTH.format(c="e.record_date")),
        ("买饲料次数最多的供应商", "SELECT supplier FROM feed_purchases GROUP BY supplier ORDER BY COUNT(*) DESC LIMIT 1"),
        ("鸡最多的鸡舍", "SELECT coop_name FROM coops ORDER BY hen_count DESC LIMIT 1"),
        ("每家供应商的饲料采购金额", "SELECT supplier, SUM(amount) FROM feed_purchases GROUP BY supplier"),
        ("罗曼粉的鸡舍有哪些", "SELECT coop_name FROM coops WHERE breed = '罗曼粉'"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
