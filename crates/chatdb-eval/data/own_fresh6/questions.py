#!/usr/bin/env python3
"""Writes dev.json: the questions of our seventh own set with their gold SQL
(SQLite). Written on 2026-12-02 (later in a session) before any change
aimed at these databases and before the engine was run on them; see
README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, LAST_YEAR, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

O_C = "ord_hdr o JOIN cust c ON o.cust_id = c.cust_id"
D_P = "ord_dtl d JOIN prod p ON d.prod_id = p.prod_id"
E_D = "Employees e JOIN Departments d ON e.DepartmentID = d.DepartmentID"
P_E = "Payroll p JOIN Employees e ON p.EmployeeID = e.EmployeeID"
P_E_D = P_E + " JOIN Departments d ON e.DepartmentID = d.DepartmentID"

Q = {
    "erp_lite": [
        ("how many customers are there", "SELECT COUNT(*) FROM cust"),
        ("每个城市有多少客户", "SELECT city, COUNT(*) FROM cust GROUP BY city"),
        ("total order amount this year", f"SELECT SUM(ord_amt) FROM ord_hdr WHERE ord_dt >= {THIS_YEAR}"),
        ("最贵的产品是什么", "SELECT prod_nm FROM prod ORDER BY unit_prc DESC LIMIT 1"),
        ("金卡客户有几个", "SELECT COUNT(*) FROM cust WHERE cust_lvl = '金卡'"),
        ("orders by status", "SELECT status_cd, COUNT(*) FROM ord_hdr GROUP BY status_cd"),
        ("每个品类的产品数", "SELECT cat_nm, COUNT(*) FROM prod GROUP BY cat_nm"),
        ("上个月的订单金额", "SELECT SUM(ord_amt) FROM ord_hdr WHERE " + LAST_MONTH.format(c="ord_dt")),
        ("which product sold the most units", f"SELECT p.prod_nm FROM {D_P} GROUP BY p.prod_id ORDER BY SUM(d.qty) DESC LIMIT 1"),
        ("库存低于50的产品", "SELECT prod_nm FROM prod WHERE stock_qty < 50"),
        ("average order amount", "SELECT AVG(ord_amt) FROM ord_hdr"),
        ("每个客户的订单数", f"SELECT c.cust_nm, COUNT(*) FROM {O_C} GROUP BY c.cust_id"),
        ("how many orders were cancelled", "SELECT COUNT(*) FROM ord_hdr WHERE status_cd = 'CANCELLED'"),
        ("上海客户的订单总额", f"SELECT SUM(o.ord_amt) FROM {O_C} WHERE c.city = '上海'"),
        ("sales by category", f"SELECT p.cat_nm, SUM(d.line_amt) FROM {D_P} GROUP BY p.cat_nm"),
        ("今年每个月的订单数", f"SELECT strftime('%Y-%m', ord_dt), COUNT(*) FROM ord_hdr WHERE ord_dt >= {THIS_YEAR} GROUP BY strftime('%Y-%m', ord_dt)"),
        ("customers who never ordered", "SELECT cust_nm FROM cust WHERE cust_id NOT IN (SELECT cust_id FROM ord_hdr)"),
        ("电子类产品的平均单价", "SELECT AVG(unit_prc) FROM prod WHERE cat_nm = '电子'"),
        ("top 5 customers by order amount", f"SELECT c.cust_nm FROM {O_C} GROUP BY c.cust_id ORDER BY SUM(o.ord_amt) DESC LIMIT 5"),
        ("今年注册的客户有多少", f"SELECT COUNT(*) FROM cust WHERE reg_dt >= {THIS_YEAR}"),
    ],
    "hr_payroll": [
        ("how many employees do we have", "SELECT COUNT(*) FROM Employees"),
        ("每个部门有多少人", f"SELECT d.DepartmentName, COUNT(*) FROM {E_D} GROUP BY d.DepartmentID"),
        ("average base salary by department", f"SELECT d.DepartmentName, AVG(e.BaseSalary) FROM {E_D} GROUP BY d.DepartmentID"),
        ("工资最高的员工是谁", "SELECT FullName FROM Employees ORDER BY BaseSalary DESC LIMIT 1"),
        ("total net pay last month", "SELECT SUM(NetPay) FROM Payroll WHERE " + LAST_MONTH.format(c="PayDate")),
        ("今年发了多少奖金", f"SELECT SUM(Bonus) FROM Payroll WHERE PayDate >= {THIS_YEAR}"),
        ("how many managers are there", "SELECT COUNT(*) FROM Employees WHERE IsManager = 1"),
        ("女员工有多少", "SELECT COUNT(*) FROM Employees WHERE Gender = 'F'"),
        ("employees hired this year", f"SELECT FullName FROM Employees WHERE HireDate >= {THIS_YEAR}"),
        ("每个职位的平均工资", "SELECT JobTitle, AVG(BaseSalary) FROM Employees GROUP BY JobTitle"),
        ("total tax paid by each department", f"SELECT d.DepartmentName, SUM(p.TaxAmount) FROM {P_E_D} GROUP BY d.DepartmentID"),
        ("销售部有多少员工", f"SELECT COUNT(*) FROM {E_D} WHERE d.DepartmentName = 'Sales'"),
        ("which department is in Shenzhen", "SELECT DepartmentName FROM Departments WHERE Location = 'Shenzhen'"),
        ("去年的工资总支出", "SELECT SUM(GrossPay) FROM Payroll WHERE " + LAST_YEAR.format(c="PayDate")),
        ("每个月的实发工资总额", "SELECT strftime('%Y-%m', PayDate), SUM(NetPay) FROM Payroll GROUP BY strftime('%Y-%m', PayDate)"),
        ("最早入职的员工", "SELECT FullName FROM Employees ORDER BY HireDate LIMIT 1"),
        ("employees with base salary above 30000", "SELECT FullName FROM Employees WHERE BaseSalary > 30000"),
        ("how many engineers", "SELECT COUNT(*) FROM Employees WHERE JobTitle = 'Engineer'"),
        ("每个部门的奖金总额", f"SELECT d.DepartmentName, SUM(p.Bonus) FROM {P_E_D} GROUP BY d.DepartmentID"),
        ("average bonus per payroll", "SELECT AVG(Bonus) FROM Payroll"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
