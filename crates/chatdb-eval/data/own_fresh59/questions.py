#!/usr/bin/env python3
"""Writes dev.json: the questions of our sixtieth own set with their gold
SQL (SQLite). Written on 2026-12-05 before the engine was run on these
databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, LAST_YEAR, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

E_C = "enrolments e JOIN courses c ON e.course_id = c.course_id"
E_S = "enrolments e JOIN students s ON e.student_id = s.student_id"
L_S = "leases l JOIN stalls s ON l.stall_id = s.stall_id"
L_V = "leases l JOIN vendors v ON l.vendor_id = v.vendor_id"
P_L_S = "rent_payments p JOIN leases l ON p.lease_id = l.lease_id JOIN stalls s ON l.stall_id = s.stall_id"
P_L_V = "rent_payments p JOIN leases l ON p.lease_id = l.lease_id JOIN vendors v ON l.vendor_id = v.vendor_id"


def per_month(c):
    return f"strftime('%Y-%m', {c})"


Q = {
    "pottery": [
        ("how many students joined this year", f"SELECT COUNT(*) FROM students WHERE joined_on >= {THIS_YEAR}"),
        ("enrolments per course", f"SELECT c.course_name, COUNT(*) FROM {E_C} GROUP BY c.course_id"),
        ("most popular course", f"SELECT c.course_name FROM {E_C} GROUP BY c.course_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("total fees collected last month", "SELECT SUM(amount_paid) FROM enrolments WHERE " + LAST_MONTH.format(c="enrolled_on")),
        ("beginner courses", "SELECT course_name FROM courses WHERE level = 'beginner'"),
        ("cheapest course", "SELECT course_name FROM courses ORDER BY fee LIMIT 1"),
        ("students who never enrolled", "SELECT student_name FROM students WHERE student_id NOT IN (SELECT student_id FROM enrolments)"),
        ("how many pieces did we fire this year", f"SELECT SUM(pieces) FROM firings WHERE fired_on >= {THIS_YEAR}"),
        ("firings per kiln", "SELECT kiln, COUNT(*) FROM firings GROUP BY kiln"),
        ("average peak temperature of Big Blue", "SELECT AVG(peak_temperature) FROM firings WHERE kiln = 'Big Blue'"),
        ("monthly enrolments this year", f"SELECT {per_month('enrolled_on')}, COUNT(*) FROM enrolments WHERE enrolled_on >= {THIS_YEAR} GROUP BY {per_month('enrolled_on')}"),
        ("revenue per course level", f"SELECT c.level, SUM(e.amount_paid) FROM {E_C} GROUP BY c.level"),
        ("how many people signed up for Glazing Workshop", f"SELECT COUNT(*) FROM {E_C} WHERE c.course_name = 'Glazing Workshop'"),
        ("which kiln fired the most pieces", "SELECT kiln FROM firings GROUP BY kiln ORDER BY SUM(pieces) DESC LIMIT 1"),
        ("average amount paid per enrolment", "SELECT AVG(amount_paid) FROM enrolments"),
    ],
    "market_stalls": [
        ("一共有多少个摊位", "SELECT COUNT(*) FROM stalls"),
        ("每个区有几个摊位", "SELECT zone, COUNT(*) FROM stalls GROUP BY zone"),
        ("A区的平均月租", "SELECT AVG(monthly_rent) FROM stalls WHERE zone = 'A区'"),
        ("卖水果的商户有多少", "SELECT COUNT(*) FROM vendors WHERE category = '水果'"),
        ("上个月收了多少租金", "SELECT SUM(amount) FROM rent_payments WHERE " + LAST_MONTH.format(c="paid_on")),
        ("今年每个月的租金收入", f"SELECT {per_month('paid_on')}, SUM(amount) FROM rent_payments WHERE paid_on >= {THIS_YEAR} GROUP BY {per_month('paid_on')}"),
        ("用现金交租的有多少笔", "SELECT COUNT(*) FROM rent_payments WHERE method = '现金'"),
        ("哪个区的摊位最多", "SELECT zone FROM stalls GROUP BY zone ORDER BY COUNT(*) DESC LIMIT 1"),
        ("没有租摊位的商户", "SELECT vendor_name FROM vendors WHERE vendor_id NOT IN (SELECT vendor_id FROM leases)"),
        ("今年新签了几份租约", f"SELECT COUNT(*) FROM leases WHERE start_date >= {THIS_YEAR}"),
        ("已经退租的商户有多少", "SELECT COUNT(*) FROM leases WHERE end_date IS NOT NULL"),
        ("各种支付方式的笔数", "SELECT method, COUNT(*) FROM rent_payments GROUP BY method"),
        ("每个区去年的租金收入", f"SELECT s.zone, SUM(p.amount) FROM {P_L_S} WHERE " + LAST_YEAR.format(c="p.paid_on") + " GROUP BY s.zone"),
        ("各类商户的数量", "SELECT category, COUNT(*) FROM vendors GROUP BY category"),
        ("B区有哪些摊位", "SELECT stall_no FROM stalls WHERE zone = 'B区'"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
