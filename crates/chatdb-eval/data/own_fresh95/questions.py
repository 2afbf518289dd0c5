#!/usr/bin/env python3
"""Writes dev.json: the questions of our ninety-sixth own set with their
gold SQL (SQLite). Written on 2026-12-07 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

J_T = "jobs j JOIN technicians t ON j.tech_id = t.tech_id"
J_C = "jobs j JOIN customers c ON j.customer_id = c.customer_id"
A_P = "appointments a JOIN packages p ON a.package_id = p.package_id"
A_C = "appointments a JOIN clients c ON a.client_id = c.client_id"
NEXT_MONTH = "appt_date >= date('now','start of month','+1 month') AND appt_date < date('now','start of month','+2 month')"

Q = {
    "plumbing": [
        ("number of jobs this month", f"SELECT COUNT(*) FROM jobs WHERE job_date >= {THIS_MONTH} AND job_date < date('now','start of month','+1 month')"),
        ("revenue last month", "SELECT SUM(fee) FROM jobs WHERE " + LAST_MONTH.format(c="job_date")),
        ("which technician did the most jobs", f"SELECT t.tech_name FROM {J_T} GROUP BY t.tech_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("average hours per job", "SELECT AVG(hours) FROM jobs"),
        ("how many jobs were cancelled this year", f"SELECT COUNT(*) FROM jobs WHERE status = 'cancelled' AND job_date >= {THIS_YEAR}"),
        ("boiler jobs by area", f"SELECT c.area, COUNT(*) FROM {J_C} WHERE j.job_type = 'boiler' GROUP BY c.area"),
        ("customers with no jobs", "SELECT customer_name FROM customers WHERE customer_id NOT IN (SELECT customer_id FROM jobs)"),
        ("who has the highest hourly rate", "SELECT tech_name FROM technicians ORDER BY hourly_rate DESC LIMIT 1"),
        ("total hours worked by each technician", f"SELECT t.tech_name, SUM(j.hours) FROM {J_T} GROUP BY t.tech_id"),
        ("technicians hired before 2020", "SELECT tech_name FROM technicians WHERE hired_on < '2020-01-01'"),
        ("average fee for drain jobs", "SELECT AVG(fee) FROM jobs WHERE job_type = 'drain'"),
        ("jobs per month this year", f"SELECT strftime('%Y-%m', job_date), COUNT(*) FROM jobs WHERE job_date >= {THIS_YEAR} AND job_date < date('now','start of year','+1 year') GROUP BY strftime('%Y-%m', job_date)"),
        ("what percentage of jobs were cancelled", "SELECT 100.0 * SUM(status = 'cancelled') / COUNT(*) FROM jobs"),
        ("top 3 customers by fees paid", f"SELECT c.customer_name FROM {J_C} GROUP BY c.customer_id ORDER BY SUM(j.fee) DESC LIMIT 3"),
        ("how many scheduled jobs does Tom Walsh have", f"SELECT COUNT(*) FROM {J_T} WHERE t.tech_name = 'Tom Walsh' AND j.status = 'scheduled'"),
    ],
    "checkups": [
        ("今年完成了多少次体检", f"SELECT COUNT(*) FROM appointments WHERE status = '已完成' AND appt_date >= {THIS_YEAR}"),
        ("每个套餐的预约数", f"SELECT p.package_name, COUNT(*) FROM {A_P} GROUP BY p.package_id"),
        ("最贵的套餐", "SELECT package_name FROM packages ORDER BY price DESC LIMIT 1"),
        ("哪个公司的客户最多", "SELECT company FROM clients GROUP BY company ORDER BY COUNT(*) DESC LIMIT 1"),
        ("取消的预约有多少", "SELECT COUNT(*) FROM appointments WHERE status = '已取消'"),
        ("血压异常的有多少例", "SELECT COUNT(*) FROM results WHERE item = '血压' AND abnormal = 1"),
        ("女性客户有多少", "SELECT COUNT(*) FROM clients WHERE gender = '女'"),
        ("套餐的平均价格", "SELECT AVG(price) FROM packages"),
        ("每个月的预约量", "SELECT strftime('%Y-%m', appt_date), COUNT(*) FROM appointments GROUP BY strftime('%Y-%m', appt_date)"),
        ("从来没预约过的客户", "SELECT name FROM clients WHERE client_id NOT IN (SELECT client_id FROM appointments)"),
        ("上个月的体检收入", f"SELECT SUM(p.price) FROM {A_P} WHERE a.status = '已完成' AND " + LAST_MONTH.format(c="a.appt_date")),
        ("每个检查项目的异常率", "SELECT item, AVG(abnormal) FROM results GROUP BY item"),
        ("90后客户有多少", "SELECT COUNT(*) FROM clients WHERE birth_year BETWEEN 1990 AND 1999"),
        ("预约次数最多的客户", f"SELECT c.name FROM {A_C} GROUP BY c.client_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("下个月已经约了多少人", "SELECT COUNT(*) FROM appointments WHERE status = '已预约' AND " + NEXT_MONTH),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
