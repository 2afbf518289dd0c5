#!/usr/bin/env python3
"""Writes dev.json: the questions of our fifty-first own set with their
gold SQL (SQLite). Written on 2026-12-05 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

I_C = "installations i JOIN customers c ON i.customer_id = c.customer_id"
R_I_C = "readings r JOIN installations i ON r.installation_id = i.installation_id JOIN customers c ON i.customer_id = c.customer_id"
K_C = "children k JOIN classes c ON k.class_id = c.class_id"
A_K = "attendance a JOIN children k ON a.child_id = k.child_id"
YESTERDAY = "{c} = date('now','-1 day')"


def per_month(c):
    return f"strftime('%Y-%m', {c})"


Q = {
    "solar": [
        ("how many installations did we do last month", "SELECT COUNT(*) FROM installations WHERE " + LAST_MONTH.format(c="installed_on")),
        ("total capacity installed this year", f"SELECT SUM(capacity_kw) FROM installations WHERE installed_on >= {THIS_YEAR}"),
        ("average installation capacity", "SELECT AVG(capacity_kw) FROM installations"),
        ("which city has the most installations", f"SELECT c.city FROM {I_C} GROUP BY c.city ORDER BY COUNT(*) DESC LIMIT 1"),
        ("energy generated yesterday", "SELECT SUM(kwh) FROM readings WHERE " + YESTERDAY.format(c="reading_date")),
        ("top 5 customers by energy generated", f"SELECT c.customer_name FROM {R_I_C} GROUP BY c.customer_id ORDER BY SUM(r.kwh) DESC LIMIT 5"),
        ("installations with no readings", "SELECT installation_id FROM installations WHERE installation_id NOT IN (SELECT installation_id FROM readings)"),
        ("installation revenue this year", f"SELECT SUM(price) FROM installations WHERE installed_on >= {THIS_YEAR}"),
        ("largest installation", "SELECT installation_id FROM installations ORDER BY capacity_kw DESC LIMIT 1"),
        ("kwh generated per month", f"SELECT {per_month('reading_date')}, SUM(kwh) FROM readings GROUP BY {per_month('reading_date')}"),
        ("customers with more than one installation", f"SELECT c.customer_name FROM {I_C} GROUP BY c.customer_id HAVING COUNT(*) > 1"),
        ("how many customers are in Fresno", "SELECT COUNT(*) FROM customers WHERE city = 'Fresno'"),
        ("total kWh this month", f"SELECT SUM(kwh) FROM readings WHERE reading_date >= {THIS_MONTH}"),
        ("number of installations per city", f"SELECT c.city, COUNT(*) FROM {I_C} GROUP BY c.city"),
        ("most expensive installation", "SELECT installation_id FROM installations ORDER BY price DESC LIMIT 1"),
    ],
    "kindergarten": [
        ("大班有几个孩子", f"SELECT COUNT(*) FROM {K_C} WHERE c.grade = '大班'"),
        ("每个班有多少个孩子", f"SELECT c.class_name, COUNT(*) FROM {K_C} GROUP BY c.class_id"),
        ("本月收了多少学费", f"SELECT SUM(amount) FROM fee_payments WHERE paid_on >= {THIS_MONTH}"),
        ("上个月缺勤最多的孩子", f"SELECT k.name FROM {A_K} WHERE a.present = 0 AND " + LAST_MONTH.format(c="a.day") + " GROUP BY k.child_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("哪个班的孩子最多", f"SELECT c.class_name FROM {K_C} GROUP BY c.class_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("男孩有多少个", "SELECT COUNT(*) FROM children WHERE gender = '男'"),
        ("今年的学费收入", f"SELECT SUM(amount) FROM fee_payments WHERE paid_on >= {THIS_YEAR}"),
        ("没交过费的孩子", "SELECT name FROM children WHERE child_id NOT IN (SELECT child_id FROM fee_payments)"),
        ("王丽老师带哪个班", "SELECT c.class_name FROM classes c JOIN teachers t ON c.teacher_id = t.teacher_id WHERE t.name = '王丽'"),
        ("每个年级有几个班", "SELECT grade, COUNT(*) FROM classes GROUP BY grade"),
        ("本月缺勤了多少次", f"SELECT COUNT(*) FROM attendance WHERE present = 0 AND day >= {THIS_MONTH}"),
        ("年龄最小的孩子", "SELECT name FROM children ORDER BY birth_date DESC LIMIT 1"),
        ("每个月的学费收入", f"SELECT {per_month('paid_on')}, SUM(amount) FROM fee_payments GROUP BY {per_month('paid_on')}"),
        ("女孩最多的班", f"SELECT c.class_name FROM {K_C} WHERE k.gender = '女' GROUP BY c.class_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("一共有多少个老师", "SELECT COUNT(*) FROM teachers"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
