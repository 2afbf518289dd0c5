#!/usr/bin/env python3
"""Writes dev.json: the questions of our own held-out set with their gold
SQL (SQLite, relative periods through date('now')). Written on 2026-12-01
before any engine change of that session (stock_books, the stock books'
questions over the same data named in English, after the first); see
README.md for the figures."""
import json
import os

THIS_YEAR = "date('now','start of year')"
LAST_MONTH = ("{c} >= date('now','start of month','-1 month') AND {c} < date('now','start of month')")
LAST_YEAR = "strftime('%Y', {c}) = strftime('%Y', 'now', '-1 year')"
THIS_MONTH = "{c} >= date('now','start of month')"

Q = {
    "saas_billing": [
        ("how many customers do we have", "SELECT COUNT(*) FROM accounts"),
        ("how many accounts are in germany", "SELECT COUNT(*) FROM accounts WHERE country = 'Germany'"),
        ("accounts by industry", "SELECT industry, COUNT(*) FROM accounts GROUP BY industry"),
        ("total invoiced amount last month", "SELECT SUM(amount) FROM invoices WHERE " + LAST_MONTH.format(c="invoice_date")),
        ("invoiced amount by plan", "SELECT p.plan_name, SUM(i.amount) FROM invoices i JOIN subscriptions s ON i.subscription_id = s.subscription_id JOIN plans p ON s.plan_id = p.plan_id GROUP BY p.plan_name"),
        ("how many active subscriptions", "SELECT COUNT(*) FROM subscriptions WHERE status = 'active'"),
        ("number of subscriptions per plan", "SELECT p.plan_name, COUNT(*) FROM subscriptions s JOIN plans p ON s.plan_id = p.plan_id GROUP BY p.plan_name"),
        ("which plan has the most subscriptions", "SELECT p.plan_name FROM subscriptions s JOIN plans p ON s.plan_id = p.plan_id GROUP BY p.plan_name ORDER BY COUNT(*) DESC LIMIT 1"),
        ("average seats per subscription", "SELECT AVG(seats) FROM subscriptions"),
        ("total amount of overdue invoices", "SELECT SUM(amount) FROM invoices WHERE status = 'overdue'"),
        ("how many tickets were opened this month", "SELECT COUNT(*) FROM tickets WHERE " + THIS_MONTH.format(c="opened_at")),
        ("tickets by priority", "SELECT priority, COUNT(*) FROM tickets GROUP BY priority"),
        ("average csat by channel", "SELECT channel, AVG(csat) FROM tickets GROUP BY channel"),
        ("how many tickets are still unresolved", "SELECT COUNT(*) FROM tickets WHERE resolved_at IS NULL"),
        ("top 5 accounts by invoiced amount", "SELECT a.company_name FROM invoices i JOIN subscriptions s ON i.subscription_id = s.subscription_id JOIN accounts a ON s.account_id = a.account_id GROUP BY a.account_id ORDER BY SUM(i.amount) DESC LIMIT 5"),
        ("employees in the sales department", "SELECT full_name FROM employees WHERE department = 'Sales'"),
        ("average salary by department", "SELECT department, AVG(salary) FROM employees GROUP BY department"),
        ("which sales rep has the most accounts", "SELECT e.full_name FROM accounts a JOIN employees e ON a.sales_rep_id = e.employee_id GROUP BY e.employee_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("how many accounts were created in 2025", "SELECT COUNT(*) FROM accounts WHERE strftime('%Y', created_at) = '2025'"),
        ("monthly invoice amount this year", "SELECT strftime('%Y-%m', invoice_date), SUM(amount) FROM invoices WHERE invoice_date >= " + THIS_YEAR + " GROUP BY strftime('%Y-%m', invoice_date)"),
        ("一共有多少个客户", "SELECT COUNT(*) FROM accounts"),
        ("每个国家有多少账户", "SELECT country, COUNT(*) FROM accounts GROUP BY country"),
        ("每个套餐的订阅数", "SELECT p.plan_name, COUNT(*) FROM subscriptions s JOIN plans p ON s.plan_id = p.plan_id GROUP BY p.plan_name"),
        ("上个月的发票总金额", "SELECT SUM(amount) FROM invoices WHERE " + LAST_MONTH.format(c="invoice_date")),
        ("已取消的订阅有多少", "SELECT COUNT(*) FROM subscriptions WHERE status = 'cancelled'"),
        ("各优先级的工单数量", "SELECT priority, COUNT(*) FROM tickets GROUP BY priority"),
        ("平均工资最高的部门", "SELECT department FROM employees GROUP BY department ORDER BY AVG(salary) DESC LIMIT 1"),
        ("每个行业的客户数", "SELECT industry, COUNT(*) FROM accounts GROUP BY industry"),
        ("2025年每个月新增了多少账户", "SELECT strftime('%Y-%m', created_at), COUNT(*) FROM accounts WHERE strftime('%Y', created_at) = '2025' GROUP BY strftime('%Y-%m', created_at)"),
        ("逾期发票有多少张", "SELECT COUNT(*) FROM invoices WHERE status = 'overdue'"),
    ],
    "clinic": [
        ("每个科室有多少医生", "SELECT d.dept_name, COUNT(*) FROM doctors o JOIN departments d ON o.dept_id = d.dept_id GROUP BY d.dept_name"),
        ("一共有多少病人", "SELECT COUNT(*) FROM patients"),
        ("男病人有多少", "SELECT COUNT(*) FROM patients WHERE gender = '男'"),
        ("上个月有多少预约", "SELECT COUNT(*) FROM appointments WHERE " + LAST_MONTH.format(c="visit_date")),
        ("每个医生的预约数", "SELECT o.name, COUNT(*) FROM appointments a JOIN doctors o ON a.doctor_id = o.doctor_id GROUP BY o.doctor_id"),
        ("哪个医生的预约最多", "SELECT o.name FROM appointments a JOIN doctors o ON a.doctor_id = o.doctor_id GROUP BY o.doctor_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("各城市的病人数量", "SELECT city, COUNT(*) FROM patients GROUP BY city"),
        ("主任医师有哪些", "SELECT name FROM doctors WHERE title = '主任医师'"),
        ("内科有几个医生", "SELECT COUNT(*) FROM doctors o JOIN departments d ON o.dept_id = d.dept_id WHERE d.dept_name = '内科'"),
        ("平均从业年限最长的科室", "SELECT d.dept_name FROM doctors o JOIN departments d ON o.dept_id = d.dept_id GROUP BY d.dept_id ORDER BY AVG(o.years_experience) DESC LIMIT 1"),
        ("哪种药开的次数最多", "SELECT drug_name FROM prescriptions GROUP BY drug_name ORDER BY COUNT(*) DESC LIMIT 1"),
        ("每种药的总数量", "SELECT drug_name, SUM(quantity) FROM prescriptions GROUP BY drug_name"),
        ("处方总金额", "SELECT SUM(quantity * unit_price) FROM prescriptions"),
        ("每个月的预约数量", "SELECT strftime('%Y-%m', visit_date), COUNT(*) FROM appointments GROUP BY strftime('%Y-%m', visit_date)"),
        ("自费病人有多少", "SELECT COUNT(*) FROM patients WHERE insurance_type = '自费'"),
        ("年龄最大的病人", "SELECT name FROM patients ORDER BY birth_date ASC LIMIT 1"),
        ("how many doctors in each department", "SELECT d.dept_name, COUNT(*) FROM doctors o JOIN departments d ON o.dept_id = d.dept_id GROUP BY d.dept_name"),
        ("number of patients per insurance type", "SELECT insurance_type, COUNT(*) FROM patients GROUP BY insurance_type"),
        ("average appointment fee by doctor title", "SELECT o.title, AVG(a.fee) FROM appointments a JOIN doctors o ON a.doctor_id = o.doctor_id GROUP BY o.title"),
        ("cancelled appointments this year", "SELECT COUNT(*) FROM appointments WHERE status = 'cancelled' AND visit_date >= " + THIS_YEAR),
        ("how many patients from shanghai", "SELECT COUNT(*) FROM patients WHERE city = '上海'"),
        ("which department has the most appointments", "SELECT d.dept_name FROM appointments a JOIN doctors o ON a.doctor_id = o.doctor_id JOIN departments d ON o.dept_id = d.dept_id GROUP BY d.dept_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("how many female doctors", "SELECT COUNT(*) FROM doctors WHERE gender = '女'"),
        ("doctors with more than 20 years of experience", "SELECT name FROM doctors WHERE years_experience > 20"),
        ("average quantity per prescription", "SELECT AVG(quantity) FROM prescriptions"),
    ],
    "jinxiaocun": [
        ("一共有几个仓库", "SELECT COUNT(*) FROM cangku"),
        ("每个仓库的销售额", "SELECT c.cangku_mingcheng, SUM(x.jine) FROM xiaoshou_dan x JOIN cangku c ON x.cangku_id = c.cangku_id GROUP BY c.cangku_id"),
        ("上个月的销售总额", "SELECT SUM(jine) FROM xiaoshou_dan WHERE " + LAST_MONTH.format(c="xiaoshou_riqi")),
        ("销量最高的商品", "SELECT s.shangpin_mingcheng FROM xiaoshou_dan x JOIN shangpin s ON x.shangpin_id = s.shangpin_id GROUP BY s.shangpin_id ORDER BY SUM(x.shuliang) DESC LIMIT 1"),
        ("每个类别的商品数量", "SELECT leibie, COUNT(*) FROM shangpin GROUP BY leibie"),
        ("各供应商的采购金额", "SELECT g.mingcheng, SUM(c.jine) FROM caigou_dan c JOIN gongyingshang g ON c.gongyingshang_id = g.gongyingshang_id GROUP BY g.gongyingshang_id"),
        ("美的的商品有哪些", "SELECT shangpin_mingcheng FROM shangpin WHERE pinpai = '美的'"),
        ("单价最高的商品", "SELECT shangpin_mingcheng FROM shangpin ORDER BY danjia DESC LIMIT 1"),
        ("今年每个月的销售额", "SELECT strftime('%Y-%m', xiaoshou_riqi), SUM(jine) FROM xiaoshou_dan WHERE xiaoshou_riqi >= " + THIS_YEAR + " GROUP BY strftime('%Y-%m', xiaoshou_riqi)"),
        ("永辉超市今年的销售额", "SELECT SUM(jine) FROM xiaoshou_dan WHERE kehu_mingcheng = '永辉超市' AND xiaoshou_riqi >= " + THIS_YEAR),
        ("上海的仓库", "SELECT cangku_mingcheng FROM cangku WHERE chengshi = '上海'"),
        ("每个城市有多少供应商", "SELECT chengshi, COUNT(*) FROM gongyingshang GROUP BY chengshi"),
        ("采购数量最多的商品", "SELECT s.shangpin_mingcheng FROM caigou_dan c JOIN shangpin s ON c.shangpin_id = s.shangpin_id GROUP BY s.shangpin_id ORDER BY SUM(c.shuliang) DESC LIMIT 1"),
        ("每个客户的销售额", "SELECT kehu_mingcheng, SUM(jine) FROM xiaoshou_dan GROUP BY kehu_mingcheng"),
        ("商品的平均单价", "SELECT AVG(danjia) FROM shangpin"),
        ("面积最大的仓库", "SELECT cangku_mingcheng FROM cangku ORDER BY mianji DESC LIMIT 1"),
        ("去年的采购总金额", "SELECT SUM(jine) FROM caigou_dan WHERE " + LAST_YEAR.format(c="caigou_riqi")),
        ("小家电类商品的销量", "SELECT SUM(x.shuliang) FROM xiaoshou_dan x JOIN shangpin s ON x.shangpin_id = s.shangpin_id WHERE s.leibie = '小家电'"),
        ("华南仓今年卖了多少件", "SELECT SUM(x.shuliang) FROM xiaoshou_dan x JOIN cangku c ON x.cangku_id = c.cangku_id WHERE c.cangku_mingcheng = '华南仓' AND x.xiaoshou_riqi >= " + THIS_YEAR),
        ("采购金额最高的供应商", "SELECT g.mingcheng FROM caigou_dan c JOIN gongyingshang g ON c.gongyingshang_id = g.gongyingshang_id GROUP BY g.gongyingshang_id ORDER BY SUM(c.jine) DESC LIMIT 1"),
    ],
}

# The stock books kept with English names: the same questions.
from build import in_english  # noqa: E402

Q["stock_books"] = [(q, in_english(sql)) for q, sql in Q["jinxiaocun"]] + [
    ("total sales last month", "SELECT SUM(amount) FROM sales WHERE " + LAST_MONTH.format(c="sale_date")),
    ("sales by warehouse", "SELECT w.warehouse_name, SUM(s.amount) FROM sales s JOIN warehouses w ON s.warehouse_id = w.warehouse_id GROUP BY w.warehouse_id"),
    ("how many units did we sell this year", "SELECT SUM(quantity) FROM sales WHERE sale_date >= " + THIS_YEAR),
    ("purchase amount by supplier", "SELECT p.name, SUM(u.amount) FROM purchases u JOIN suppliers p ON u.supplier_id = p.supplier_id GROUP BY p.supplier_id"),
    ("average unit price by category", "SELECT category, AVG(unit_price) FROM products GROUP BY category"),
    ("which customer spent the most", "SELECT customer_name FROM sales GROUP BY customer_name ORDER BY SUM(amount) DESC LIMIT 1"),
    ("monthly sales this year", "SELECT strftime('%Y-%m', sale_date), SUM(amount) FROM sales WHERE sale_date >= " + THIS_YEAR + " GROUP BY strftime('%Y-%m', sale_date)"),
    ("products with a unit price over 100", "SELECT product_name FROM products WHERE unit_price > 100"),
    ("how many suppliers are in shanghai", "SELECT COUNT(*) FROM suppliers WHERE city = '上海'"),
    ("how many products does each brand have", "SELECT brand, COUNT(*) FROM products GROUP BY brand"),
]

if __name__ == "__main__":
    out = [{"db_id": db, "question": q, "query": sql} for db, qs in Q.items() for q, sql in qs]
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "dev.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print(len(out), "questions")
