#!/usr/bin/env python3
"""Writes dev.json: the questions of our eleventh own set with their gold
SQL (SQLite). Written on 2026-12-03 before any engine change aimed at these
databases or the engine was run on them; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, LAST_YEAR, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

S_D = "shipments s JOIN drivers d ON s.driver_id = d.driver_id"
S_W = "shipments s JOIN warehouses w ON s.warehouse_id = w.warehouse_id"
S_T = "shipments s JOIN trucks t ON s.truck_id = t.truck_id"
E_D = "employees e JOIN departments d ON e.dept_id = d.dept_id"
L_E = "leave_requests l JOIN employees e ON l.emp_id = e.emp_id"
P_E_D = "payslips p JOIN employees e ON p.emp_id = e.emp_id JOIN departments d ON e.dept_id = d.dept_id"
MONTH = "strftime('%Y-%m', {c})"

Q = {
    "logistics": [
        ("how many shipments last month", "SELECT COUNT(*) FROM shipments WHERE " + LAST_MONTH.format(c="shipped_at")),
        ("total freight charges this year", f"SELECT SUM(freight_charge) FROM shipments WHERE shipped_at >= {THIS_YEAR}"),
        ("shipments by status", "SELECT status, COUNT(*) FROM shipments GROUP BY status"),
        ("average shipment weight", "SELECT AVG(weight_kg) FROM shipments"),
        ("which driver did the most shipments", f"SELECT d.full_name FROM {S_D} GROUP BY d.driver_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("how many shipments haven't been delivered yet", "SELECT COUNT(*) FROM shipments WHERE delivered_at IS NULL"),
        ("top 3 destinations by number of shipments", "SELECT destination_city FROM shipments GROUP BY destination_city ORDER BY COUNT(*) DESC LIMIT 3"),
        ("每个仓库发了多少货", f"SELECT w.warehouse_name, COUNT(*) FROM {S_W} GROUP BY w.warehouse_id"),
        ("运费最高的5单", "SELECT shipment_id FROM shipments ORDER BY freight_charge DESC LIMIT 5"),
        ("freight revenue by month", "SELECT " + MONTH.format(c="shipped_at") + ", SUM(freight_charge) FROM shipments GROUP BY " + MONTH.format(c="shipped_at")),
        ("trucks older than 2015", "SELECT plate FROM trucks WHERE model_year < 2015"),
        ("drivers hired this year", f"SELECT full_name FROM drivers WHERE hired_on >= {THIS_YEAR}"),
        ("total weight shipped from each warehouse", f"SELECT w.warehouse_name, SUM(s.weight_kg) FROM {S_W} GROUP BY w.warehouse_id"),
        ("今年每个月的发货量", "SELECT " + MONTH.format(c="shipped_at") + f", COUNT(*) FROM shipments WHERE shipped_at >= {THIS_YEAR} GROUP BY " + MONTH.format(c="shipped_at")),
        ("which truck carried the heaviest load", f"SELECT t.plate FROM {S_T} ORDER BY s.weight_kg DESC LIMIT 1"),
        ("shipments over 10 tonnes", "SELECT shipment_id FROM shipments WHERE weight_kg > 10000"),
        ("drivers with no shipments", "SELECT full_name FROM drivers WHERE driver_id NOT IN (SELECT driver_id FROM shipments)"),
        ("去年的运费总额", "SELECT SUM(freight_charge) FROM shipments WHERE " + LAST_YEAR.format(c="shipped_at")),
        ("average freight charge per destination", "SELECT destination_city, AVG(freight_charge) FROM shipments GROUP BY destination_city"),
        ("how many trucks can carry more than 10000 kg", "SELECT COUNT(*) FROM trucks WHERE capacity_kg > 10000"),
    ],
    "hr": [
        ("公司一共有多少员工", "SELECT COUNT(*) FROM employees"),
        ("每个部门的平均工资", f"SELECT d.dept_name, AVG(e.salary) FROM {E_D} GROUP BY d.dept_id"),
        ("工资最高的员工是谁", "SELECT emp_name FROM employees WHERE salary = (SELECT MAX(salary) FROM employees)"),
        ("今年入职的员工", f"SELECT emp_name FROM employees WHERE hire_date >= {THIS_YEAR}"),
        ("男女员工各多少人", "SELECT gender, COUNT(*) FROM employees GROUP BY gender"),
        ("人最多的部门", f"SELECT d.dept_name FROM {E_D} GROUP BY d.dept_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("上个月发了多少工资", "SELECT SUM(gross_pay) FROM payslips WHERE " + LAST_MONTH.format(c="pay_month")),
        ("每个月的工资总额", "SELECT " + MONTH.format(c="pay_month") + ", SUM(gross_pay) FROM payslips GROUP BY " + MONTH.format(c="pay_month")),
        ("请假天数最多的员工", f"SELECT e.emp_name FROM {L_E} GROUP BY e.emp_id ORDER BY SUM(l.days) DESC LIMIT 1"),
        ("各类假期的申请次数", "SELECT leave_type, COUNT(*) FROM leave_requests GROUP BY leave_type"),
        ("在北京的部门有哪些", "SELECT dept_name FROM departments WHERE location = 'Beijing'"),
        ("工资超过两万的员工有多少", "SELECT COUNT(*) FROM employees WHERE salary > 20000"),
        ("今年发的奖金总额", f"SELECT SUM(bonus) FROM payslips WHERE pay_month >= {THIS_YEAR}"),
        ("没请过假的员工", "SELECT emp_name FROM employees WHERE emp_id NOT IN (SELECT emp_id FROM leave_requests)"),
        ("每个职位有几个人", "SELECT title, COUNT(*) FROM employees GROUP BY title"),
        ("病假一共请了多少天", "SELECT SUM(days) FROM leave_requests WHERE leave_type = 'sick'"),
        ("销售部的员工名单", f"SELECT e.emp_name FROM {E_D} WHERE d.dept_name = 'Sales'"),
        ("各部门今年的奖金总额", f"SELECT d.dept_name, SUM(p.bonus) FROM {P_E_D} WHERE p.pay_month >= {THIS_YEAR} GROUP BY d.dept_id"),
        ("入职最早的员工", "SELECT emp_name FROM employees WHERE hire_date = (SELECT MIN(hire_date) FROM employees)"),
        ("本月的个税总额", f"SELECT SUM(tax) FROM payslips WHERE pay_month >= {THIS_MONTH}"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
