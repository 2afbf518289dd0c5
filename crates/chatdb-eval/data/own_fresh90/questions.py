#!/usr/bin/env python3
"""Writes dev.json: the questions of our ninety-first own set with their
gold SQL (SQLite). Written on 2026-12-06 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

S_SH = "sales s JOIN shifts sh ON s.shift_id = sh.shift_id"
C_E = "claims c JOIN employees e ON c.emp_id = e.emp_id"

Q = {
    "food_trucks": [
        ("total sales last month", f"SELECT SUM(s.amount) FROM {S_SH} WHERE " + LAST_MONTH.format(c="sh.shift_date")),
        ("which truck made the most money this year", f"SELECT t.truck_name FROM {S_SH} JOIN trucks t ON sh.truck_id = t.truck_id WHERE sh.shift_date >= {THIS_YEAR} GROUP BY t.truck_id ORDER BY SUM(s.amount) DESC LIMIT 1"),
        ("sales by district", f"SELECT l.district, SUM(s.amount) FROM {S_SH} JOIN locations l ON sh.location_id = l.location_id GROUP BY l.district"),
        ("how many shifts did each truck work", "SELECT t.truck_name, COUNT(*) FROM shifts sh JOIN trucks t ON sh.truck_id = t.truck_id GROUP BY t.truck_id"),
        ("best selling item", "SELECT item FROM sales GROUP BY item ORDER BY SUM(quantity) DESC LIMIT 1"),
        ("average sale amount", "SELECT AVG(amount) FROM sales"),
        ("mexican trucks", "SELECT truck_name FROM trucks WHERE cuisine = 'Mexican'"),
        ("hours worked this month", f"SELECT SUM(hours) FROM shifts WHERE shift_date >= {THIS_MONTH}"),
        ("locations we have never parked at", "SELECT location_name FROM locations WHERE location_id NOT IN (SELECT location_id FROM shifts)"),
        ("daily sales this month", f"SELECT sh.shift_date, SUM(s.amount) FROM {S_SH} WHERE sh.shift_date >= {THIS_MONTH} GROUP BY sh.shift_date"),
        ("which location brings in the most revenue", f"SELECT l.location_name FROM {S_SH} JOIN locations l ON sh.location_id = l.location_id GROUP BY l.location_id ORDER BY SUM(s.amount) DESC LIMIT 1"),
        ("number of sales per truck", f"SELECT t.truck_name, COUNT(*) FROM {S_SH} JOIN trucks t ON sh.truck_id = t.truck_id GROUP BY t.truck_id"),
        ("how many tacos did we sell", "SELECT SUM(quantity) FROM sales WHERE item = 'taco'"),
        ("average shift length", "SELECT AVG(hours) FROM shifts"),
        ("revenue by item last month", f"SELECT s.item, SUM(s.amount) FROM {S_SH} WHERE " + LAST_MONTH.format(c="sh.shift_date") + " GROUP BY s.item"),
    ],
    "expenses": [
        ("这个月提交的报销总金额", f"SELECT SUM(amount) FROM claims WHERE submitted_on >= {THIS_MONTH}"),
        ("每个部门的报销金额", f"SELECT d.dept_name, SUM(c.amount) FROM {C_E} JOIN departments d ON e.dept_id = d.dept_id GROUP BY d.dept_id"),
        ("待审批的报销单有多少", "SELECT COUNT(*) FROM claims WHERE status = '待审批'"),
        ("报销金额最多的员工", f"SELECT e.name FROM {C_E} GROUP BY e.emp_id ORDER BY SUM(c.amount) DESC LIMIT 1"),
        ("差旅费一共多少", "SELECT SUM(amount) FROM claims WHERE category = '差旅'"),
        ("被驳回的有几单", "SELECT COUNT(*) FROM claims WHERE status = '已驳回'"),
        ("平均每单报销多少钱", "SELECT AVG(amount) FROM claims"),
        ("每个月的报销总额", "SELECT strftime('%Y-%m', submitted_on), SUM(amount) FROM claims GROUP BY strftime('%Y-%m', submitted_on)"),
        ("上个月报销过招待费的员工", f"SELECT DISTINCT e.name FROM {C_E} WHERE c.category = '招待' AND " + LAST_MONTH.format(c="c.submitted_on")),
        ("哪个部门人最多", "SELECT d.dept_name FROM employees e JOIN departments d ON e.dept_id = d.dept_id GROUP BY d.dept_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("从没报销过的员工", "SELECT name FROM employees WHERE emp_id NOT IN (SELECT emp_id FROM claims)"),
        ("每种类型的报销笔数", "SELECT category, COUNT(*) FROM claims GROUP BY category"),
        ("金额最大的一笔报销是谁的", f"SELECT e.name FROM {C_E} ORDER BY c.amount DESC LIMIT 1"),
        ("销售部今年报销了多少", f"SELECT SUM(c.amount) FROM {C_E} JOIN departments d ON e.dept_id = d.dept_id WHERE d.dept_name = '销售部' AND c.submitted_on >= {THIS_YEAR}"),
        ("今年入职的员工", f"SELECT name FROM employees WHERE hired_on >= {THIS_YEAR}"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
