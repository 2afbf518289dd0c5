#!/usr/bin/env python3
"""Writes dev.json: the questions of our second own set with their gold
SQL (SQLite). Written on 2026-12-01, after that session's first engine
changes and before any aimed at these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_YEAR, write_dev  # noqa: E402

LAST_YEAR_NUMBER = "CAST(strftime('%Y', 'now', '-1 year') AS INTEGER)"
E_D = "employees e JOIN departments d ON e.dept_id = d.dept_id"
S_C = "shipments s JOIN carriers c ON s.carrier_id = c.carrier_id"
S_U = "shipments s JOIN customers u ON s.customer_id = u.customer_id"

Q = {
    "hr_people": [
        ("how many employees do we have", "SELECT COUNT(*) FROM employees"),
        ("headcount by department", f"SELECT d.dept_name, COUNT(*) FROM {E_D} GROUP BY d.dept_name"),
        ("average salary in each department", f"SELECT d.dept_name, AVG(e.salary) FROM {E_D} GROUP BY d.dept_name"),
        ("每个部门有多少员工", f"SELECT d.dept_name, COUNT(*) FROM {E_D} GROUP BY d.dept_name"),
        ("今年入职了多少人", f"SELECT COUNT(*) FROM employees WHERE hire_date >= {THIS_YEAR}"),
        ("哪个部门的平均工资最高", f"SELECT d.dept_name FROM {E_D} GROUP BY d.dept_name ORDER BY AVG(e.salary) DESC LIMIT 1"),
        ("employees hired in 2020", "SELECT first_name, last_name FROM employees WHERE strftime('%Y', hire_date) = '2020'"),
        ("how many employees left this year", f"SELECT COUNT(*) FROM employees WHERE status = 'terminated' AND termination_date >= {THIS_YEAR}"),
        ("女员工有多少", "SELECT COUNT(*) FROM employees WHERE gender = 'F'"),
        ("工资最高的5个员工", "SELECT first_name, last_name FROM employees ORDER BY salary DESC LIMIT 5"),
        ("average review score by year", "SELECT review_year, AVG(score) FROM reviews GROUP BY review_year"),
        ("去年的平均绩效分数", f"SELECT AVG(score) FROM reviews WHERE review_year = {LAST_YEAR_NUMBER}"),
        ("total leave days by leave type", "SELECT leave_type, SUM(days) FROM leave_requests GROUP BY leave_type"),
        ("每个月的请假天数", "SELECT strftime('%Y-%m', start_date), SUM(days) FROM leave_requests GROUP BY strftime('%Y-%m', start_date)"),
        ("how many sick leave requests were there last month", "SELECT COUNT(*) FROM leave_requests WHERE leave_type = 'sick' AND " + LAST_MONTH.format(c="start_date")),
        ("北京的部门有哪些", "SELECT dept_name FROM departments WHERE location = 'Beijing'"),
        ("employees in engineering", f"SELECT e.first_name, e.last_name FROM {E_D} WHERE d.dept_name = 'Engineering'"),
        ("销售部门的员工平均工资", f"SELECT AVG(e.salary) FROM {E_D} WHERE d.dept_name = 'Sales'"),
        ("how many job titles are there", "SELECT COUNT(DISTINCT job_title) FROM employees"),
        ("在职员工有多少", "SELECT COUNT(*) FROM employees WHERE status = 'active'"),
    ],
    "logistics": [
        ("how many shipments last month", "SELECT COUNT(*) FROM shipments WHERE " + LAST_MONTH.format(c="shipped_at")),
        ("shipments by carrier", f"SELECT c.carrier_name, COUNT(*) FROM {S_C} GROUP BY c.carrier_name"),
        ("每个承运商的运单数量", f"SELECT c.carrier_name, COUNT(*) FROM {S_C} GROUP BY c.carrier_name"),
        ("average shipping cost by carrier", f"SELECT c.carrier_name, AVG(s.shipping_cost) FROM {S_C} GROUP BY c.carrier_name"),
        ("运费总额最高的客户", f"SELECT u.customer_name FROM {S_U} GROUP BY u.customer_id ORDER BY SUM(s.shipping_cost) DESC LIMIT 1"),
        ("how many shipments are still in transit", "SELECT COUNT(*) FROM shipments WHERE status = 'in_transit'"),
        ("从上海发出的运单有多少", "SELECT COUNT(*) FROM shipments WHERE origin_city = '上海'"),
        ("发往北京的包裹数", "SELECT COUNT(*) FROM shipments WHERE destination_city = '北京'"),
        ("今年每个月的运费", f"SELECT strftime('%Y-%m', shipped_at), SUM(shipping_cost) FROM shipments WHERE shipped_at >= {THIS_YEAR} GROUP BY strftime('%Y-%m', shipped_at)"),
        ("total weight shipped this year", f"SELECT SUM(weight_kg) FROM shipments WHERE shipped_at >= {THIS_YEAR}"),
        ("how many shipments were lost", "SELECT COUNT(*) FROM shipments WHERE status = 'lost'"),
        ("每个城市有多少客户", "SELECT city, COUNT(*) FROM customers GROUP BY city"),
        ("gold tier customers", "SELECT customer_name FROM customers WHERE tier = 'gold'"),
        ("哪家承运商的平均运费最低", f"SELECT c.carrier_name FROM {S_C} GROUP BY c.carrier_name ORDER BY AVG(s.shipping_cost) ASC LIMIT 1"),
        ("average weight per shipment", "SELECT AVG(weight_kg) FROM shipments"),
        ("上个月深圳发出的运单的总重量", "SELECT SUM(weight_kg) FROM shipments WHERE origin_city = '深圳' AND " + LAST_MONTH.format(c="shipped_at")),
        ("shipments per customer", f"SELECT u.customer_name, COUNT(*) FROM {S_U} GROUP BY u.customer_id"),
        ("华为今年发了多少单", f"SELECT COUNT(*) FROM {S_U} WHERE u.customer_name = '华为' AND s.shipped_at >= {THIS_YEAR}"),
        ("which destination city receives the most shipments", "SELECT destination_city FROM shipments GROUP BY destination_city ORDER BY COUNT(*) DESC LIMIT 1"),
        ("退回的运单有多少", "SELECT COUNT(*) FROM shipments WHERE status = 'returned'"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
