#!/usr/bin/env python3
"""Writes dev.json: the questions of our fortieth own set with their gold
SQL (SQLite). Written on 2026-12-04 before the engine was run on these
databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_YEAR, write_dev  # noqa: E402

B_M = "bookings b JOIN members m ON b.member_id = m.member_id"
S_C = "students s JOIN coaches c ON s.coach_id = c.coach_id"


def per_month(c):
    return f"strftime('%Y-%m', {c})"


Q = {
    "cowork": [
        ("how many members left this year", f"SELECT COUNT(*) FROM members WHERE left_on >= {THIS_YEAR}"),
        ("members by plan", "SELECT plan, COUNT(*) FROM members GROUP BY plan"),
        ("how many bookings were cancelled", "SELECT COUNT(*) FROM bookings WHERE cancelled = 1"),
        ("cancellation rate by room", "SELECT room, AVG(cancelled) FROM bookings GROUP BY room"),
        ("how many invoices are unpaid", "SELECT COUNT(*) FROM invoices WHERE paid = 0"),
        ("total amount of unpaid invoices", "SELECT SUM(amount) FROM invoices WHERE paid = 0"),
        ("which room is booked the most", "SELECT room FROM bookings GROUP BY room ORDER BY COUNT(*) DESC LIMIT 1"),
        ("who books the most hours", f"SELECT m.full_name FROM {B_M} GROUP BY m.member_id ORDER BY SUM(b.hours) DESC LIMIT 1"),
        ("invoiced amount this year", f"SELECT SUM(amount) FROM invoices WHERE issued_on >= {THIS_YEAR}"),
        ("members who never booked a room", "SELECT full_name FROM members WHERE member_id NOT IN (SELECT member_id FROM bookings)"),
        ("average booking length in hours", "SELECT AVG(hours) FROM bookings"),
        ("newest member", "SELECT full_name FROM members ORDER BY joined_on DESC LIMIT 1"),
        ("members with unpaid invoices", "SELECT full_name FROM members WHERE member_id IN (SELECT member_id FROM invoices WHERE paid = 0)"),
        ("monthly bookings this year", f"SELECT {per_month('starts_at')}, COUNT(*) FROM bookings WHERE starts_at >= {THIS_YEAR} GROUP BY {per_month('starts_at')}"),
        ("how many members are still active", "SELECT COUNT(*) FROM members WHERE left_on IS NULL"),
    ],
    "driving": [
        ("一共有多少学员", "SELECT COUNT(*) FROM students"),
        ("科目一的通过率", "SELECT AVG(passed) FROM exams WHERE subject = '科目一'"),
        ("每个教练带了多少学员", f"SELECT c.coach_name, COUNT(*) FROM {S_C} GROUP BY c.coach_id"),
        ("今年报名的学员有多少", f"SELECT COUNT(*) FROM students WHERE enrolled_on >= {THIS_YEAR}"),
        ("考试没通过的次数", "SELECT COUNT(*) FROM exams WHERE passed = 0"),
        ("平均分最高的科目", "SELECT subject FROM exams GROUP BY subject ORDER BY AVG(score) DESC LIMIT 1"),
        ("女学员有多少", "SELECT COUNT(*) FROM students WHERE gender = '女'"),
        ("经验最丰富的教练", "SELECT coach_name FROM coaches ORDER BY years_experience DESC LIMIT 1"),
        ("每个科目的平均分", "SELECT subject, AVG(score) FROM exams GROUP BY subject"),
        ("上个月考了多少次试", "SELECT COUNT(*) FROM exams WHERE " + LAST_MONTH.format(c="taken_on")),
        ("还没有考过试的学员", "SELECT name FROM students WHERE student_id NOT IN (SELECT student_id FROM exams)"),
        ("哪个教练的学员最多", f"SELECT c.coach_name FROM {S_C} GROUP BY c.coach_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("科目二的平均分", "SELECT AVG(score) FROM exams WHERE subject = '科目二'"),
        ("通过了科目四的学员", "SELECT DISTINCT s.name FROM exams e JOIN students s ON e.student_id = s.student_id WHERE e.subject = '科目四' AND e.passed = 1"),
        ("每个月的考试次数", f"SELECT {per_month('taken_on')}, COUNT(*) FROM exams GROUP BY {per_month('taken_on')}"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
