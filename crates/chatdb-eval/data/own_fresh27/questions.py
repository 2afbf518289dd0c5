#!/usr/bin/env python3
"""Writes dev.json: the questions of our twenty-eighth own set with their
gold SQL (SQLite). Written on 2026-12-04 before the engine was run on these
databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, LAST_YEAR, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

B_C = "bookings b JOIN classes c ON b.class_id = c.class_id"
C_T = "classes c JOIN trainers t ON c.trainer_id = t.trainer_id"
P_M = "payments p JOIN members m ON p.member_id = m.member_id"
S_W = "shipments s JOIN warehouses w ON s.warehouse_id = w.warehouse_id"
S_C = "shipments s JOIN carriers c ON s.carrier_id = c.carrier_id"
E_D = "employees e JOIN departments d ON e.dept_id = d.dept_id"
L_E = "leave_requests l JOIN employees e ON l.emp_id = e.emp_id"


def per_month(c):
    return f"strftime('%Y-%m', {c})"


Q = {
    "gym": [
        ("how many members do we have", "SELECT COUNT(*) FROM members"),
        ("members by plan", "SELECT plan, COUNT(*) FROM members GROUP BY plan"),
        ("new members this month", f"SELECT COUNT(*) FROM members WHERE joined_on >= {THIS_MONTH}"),
        ("revenue last month", "SELECT SUM(amount) FROM payments WHERE " + LAST_MONTH.format(c="paid_on")),
        ("monthly revenue this year", f"SELECT {per_month('paid_on')}, SUM(amount) FROM payments WHERE paid_on >= {THIS_YEAR} GROUP BY {per_month('paid_on')}"),
        ("which trainer teaches the most classes", f"SELECT t.trainer_name FROM {C_T} GROUP BY t.trainer_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("attendance rate", "SELECT AVG(attended) FROM bookings"),
        ("how many no-shows last month", "SELECT COUNT(*) FROM bookings WHERE attended = 0 AND " + LAST_MONTH.format(c="class_date")),
        ("most popular class", f"SELECT c.class_name FROM {B_C} GROUP BY c.class_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("bookings per category", f"SELECT c.category, COUNT(*) FROM {B_C} GROUP BY c.category"),
        ("members who never booked a class", "SELECT full_name FROM members WHERE member_id NOT IN (SELECT member_id FROM bookings)"),
        ("average payment amount", "SELECT AVG(amount) FROM payments"),
        ("top 5 members by total payments", f"SELECT m.full_name, SUM(p.amount) FROM {P_M} GROUP BY m.member_id ORDER BY SUM(p.amount) DESC LIMIT 5"),
        ("yoga classes with capacity over 20", "SELECT class_name FROM classes WHERE category = 'yoga' AND capacity > 20"),
        ("which city has the most members", "SELECT city FROM members GROUP BY city ORDER BY COUNT(*) DESC LIMIT 1"),
        ("total paid by premium members", f"SELECT SUM(p.amount) FROM {P_M} WHERE m.plan = 'premium'"),
        ("share of members on the student plan", "SELECT AVG(plan = 'student') FROM members"),
        ("bookings per month this year", f"SELECT {per_month('class_date')}, COUNT(*) FROM bookings WHERE class_date >= {THIS_YEAR} GROUP BY {per_month('class_date')}"),
        ("newest member", "SELECT full_name FROM members ORDER BY joined_on DESC LIMIT 1"),
        ("how many classes does each trainer teach", f"SELECT t.trainer_name, COUNT(*) FROM {C_T} GROUP BY t.trainer_id"),
    ],
    "freight": [
        ("一共有多少个仓库", "SELECT COUNT(*) FROM warehouses"),
        ("每个仓库发了多少单", f"SELECT w.warehouse_name, COUNT(*) FROM {S_W} GROUP BY w.warehouse_id"),
        ("上个月的运费总额", "SELECT SUM(freight_cost) FROM shipments WHERE " + LAST_MONTH.format(c="shipped_on")),
        ("哪家承运商的运单最多", f"SELECT c.carrier_name FROM {S_C} GROUP BY c.carrier_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("平均运费", "SELECT AVG(freight_cost) FROM shipments"),
        ("每家承运商的平均运输天数", f"SELECT c.carrier_name, AVG(julianday(s.delivered_on) - julianday(s.shipped_on)) FROM {S_C} GROUP BY c.carrier_id"),
        ("在途的运单有多少", "SELECT COUNT(*) FROM shipments WHERE status = 'in_transit'"),
        ("发往北京的运单数", "SELECT COUNT(*) FROM shipments WHERE destination_city = 'Beijing'"),
        ("今年每个月的发货量", f"SELECT {per_month('shipped_on')}, COUNT(*) FROM shipments WHERE shipped_on >= {THIS_YEAR} GROUP BY {per_month('shipped_on')}"),
        ("最重的一单", "SELECT shipment_id FROM shipments ORDER BY weight_kg DESC LIMIT 1"),
        ("每个城市有几个仓库", "SELECT city, COUNT(*) FROM warehouses GROUP BY city"),
        ("每家承运商运送的总重量", f"SELECT c.carrier_name, SUM(s.weight_kg) FROM {S_C} GROUP BY c.carrier_id"),
        ("没有发过货的仓库", "SELECT warehouse_name FROM warehouses WHERE warehouse_id NOT IN (SELECT warehouse_id FROM shipments)"),
        ("丢失的运单有几单", "SELECT COUNT(*) FROM shipments WHERE status = 'lost'"),
        ("运费总额最高的5个目的城市", "SELECT destination_city FROM shipments GROUP BY destination_city ORDER BY SUM(freight_cost) DESC LIMIT 5"),
        ("本月发货量", f"SELECT COUNT(*) FROM shipments WHERE shipped_on >= {THIS_MONTH}"),
        ("容量最大的仓库", "SELECT warehouse_name FROM warehouses ORDER BY capacity_m3 DESC LIMIT 1"),
        ("上海的仓库发了多少单", f"SELECT COUNT(*) FROM {S_W} WHERE w.city = 'Shanghai'"),
        ("各仓库的运费占比", f"SELECT w.warehouse_name, SUM(s.freight_cost) * 1.0 / (SELECT SUM(freight_cost) FROM shipments) FROM {S_W} GROUP BY w.warehouse_id"),
        ("最近一次发货是哪天", "SELECT MAX(shipped_on) FROM shipments"),
    ],
    "people": [
        ("headcount by department", f"SELECT d.dept_name, COUNT(*) FROM {E_D} GROUP BY d.dept_id"),
        ("average salary by department", f"SELECT d.dept_name, AVG(e.salary) FROM {E_D} GROUP BY d.dept_id"),
        ("who earns the most", "SELECT name FROM employees ORDER BY salary DESC LIMIT 1"),
        ("employees hired this year", f"SELECT name FROM employees WHERE hire_date >= {THIS_YEAR}"),
        ("how many people work in Sales", f"SELECT COUNT(*) FROM {E_D} WHERE d.dept_name = 'Sales'"),
        ("total payroll", "SELECT SUM(salary) FROM employees"),
        ("highest paid employee in each department", f"SELECT d.dept_name, e.name FROM {E_D} WHERE e.salary = (SELECT MAX(salary) FROM employees e2 WHERE e2.dept_id = e.dept_id)"),
        ("sick leave requests last month", "SELECT COUNT(*) FROM leave_requests WHERE leave_type = 'sick' AND " + LAST_MONTH.format(c="start_date")),
        ("employees without a manager", "SELECT name FROM employees WHERE manager_id IS NULL"),
        ("departments in London", "SELECT dept_name FROM departments WHERE location = 'London'"),
        ("how many leave requests are not approved", "SELECT COUNT(*) FROM leave_requests WHERE approved = 0"),
        ("hires per year", "SELECT strftime('%Y', hire_date), COUNT(*) FROM employees GROUP BY strftime('%Y', hire_date)"),
        ("who took the most sick leave", f"SELECT e.name FROM {L_E} WHERE l.leave_type = 'sick' GROUP BY e.emp_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("employees per title", "SELECT title, COUNT(*) FROM employees GROUP BY title"),
        ("哪个部门人最多", f"SELECT d.dept_name FROM {E_D} GROUP BY d.dept_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("每个部门的平均工资", f"SELECT d.dept_name, AVG(e.salary) FROM {E_D} GROUP BY d.dept_id"),
        ("今年入职了多少人", f"SELECT COUNT(*) FROM employees WHERE hire_date >= {THIS_YEAR}"),
        ("工资超过2万的员工", "SELECT name FROM employees WHERE salary > 20000"),
        ("各部门工资总额占比", f"SELECT d.dept_name, SUM(e.salary) * 1.0 / (SELECT SUM(salary) FROM employees) FROM {E_D} GROUP BY d.dept_id"),
        ("去年批准了多少个请假申请", "SELECT COUNT(*) FROM leave_requests WHERE approved = 1 AND " + LAST_YEAR.format(c="start_date")),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
