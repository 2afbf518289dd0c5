#!/usr/bin/env python3
"""Writes dev.json: the questions of our twenty-second own set with their
gold SQL (SQLite). Written on 2026-12-03 before the engine was run on these
databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

A_D = "appointments a JOIN doctors d ON a.doctor_id = d.doctor_id"
A_P = "appointments a JOIN patients p ON a.patient_id = p.patient_id"
S_W = "shipments s JOIN warehouses w ON s.warehouse_id = w.warehouse_id"
S_C = "shipments s JOIN carriers c ON s.carrier_id = c.carrier_id"
S_P = "subscriptions s JOIN plans p ON s.plan_id = p.plan_id"
I_A = "invoices i JOIN accounts a ON i.account_id = a.account_id"
NEXT_MONTH = "date('now','start of month','+1 month')"
NEXT_YEAR = "date('now','start of year','+1 year')"


def per_month(c):
    return f"strftime('%Y-%m', {c})"


Q = {
    "clinic": [
        ("how many appointments this month", f"SELECT COUNT(*) FROM appointments WHERE scheduled_at >= {THIS_MONTH} AND scheduled_at < {NEXT_MONTH}"),
        ("doctors by specialty", "SELECT specialty, COUNT(*) FROM doctors GROUP BY specialty"),
        ("busiest doctor last month", f"SELECT d.doctor_name FROM {A_D} WHERE " + LAST_MONTH.format(c="a.scheduled_at") + " GROUP BY d.doctor_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("total fees this year", f"SELECT SUM(fee) FROM appointments WHERE scheduled_at >= {THIS_YEAR} AND scheduled_at < {NEXT_YEAR}"),
        ("average fee by specialty", f"SELECT d.specialty, AVG(a.fee) FROM {A_D} GROUP BY d.specialty"),
        ("patients who never had an appointment", "SELECT full_name FROM patients WHERE patient_id NOT IN (SELECT patient_id FROM appointments)"),
        ("cardiology appointments last month", f"SELECT COUNT(*) FROM {A_D} WHERE d.specialty = 'cardiology' AND " + LAST_MONTH.format(c="a.scheduled_at")),
        ("most prescribed drug", "SELECT drug_name FROM prescriptions GROUP BY drug_name ORDER BY COUNT(*) DESC LIMIT 1"),
        ("how many patients live in Boston", "SELECT COUNT(*) FROM patients WHERE city = 'Boston'"),
        ("appointments per month", f"SELECT {per_month('scheduled_at')}, COUNT(*) FROM appointments GROUP BY {per_month('scheduled_at')}"),
        ("no-shows this year", f"SELECT COUNT(*) FROM appointments WHERE status = 'no-show' AND scheduled_at >= {THIS_YEAR}"),
        ("which doctor charges the highest average fee", f"SELECT d.doctor_name FROM {A_D} GROUP BY d.doctor_id ORDER BY AVG(a.fee) DESC LIMIT 1"),
        ("number of female patients", "SELECT COUNT(*) FROM patients WHERE gender = 'female'"),
        ("how many ibuprofen prescriptions", "SELECT COUNT(*) FROM prescriptions WHERE drug_name = 'ibuprofen'"),
        ("most recently hired doctor", "SELECT doctor_name FROM doctors ORDER BY hired_on DESC LIMIT 1"),
        ("patients with more than 20 appointments", f"SELECT p.full_name FROM {A_P} GROUP BY p.patient_id HAVING COUNT(*) > 20"),
        ("appointments by status", "SELECT status, COUNT(*) FROM appointments GROUP BY status"),
        ("top 3 doctors by revenue", f"SELECT d.doctor_name FROM {A_D} GROUP BY d.doctor_id ORDER BY SUM(a.fee) DESC LIMIT 3"),
        ("patients born before 1950", "SELECT full_name FROM patients WHERE birth_date < '1950-01-01'"),
        ("upcoming appointments", "SELECT appointment_id FROM appointments WHERE status = 'scheduled'"),
    ],
    "logistics": [
        ("每个仓库发了多少单", f"SELECT w.warehouse_name, COUNT(*) FROM {S_W} GROUP BY w.warehouse_id"),
        ("上个月的运费总额", "SELECT SUM(freight_cost) FROM shipments WHERE " + LAST_MONTH.format(c="shipped_on")),
        ("丢了几个包裹", "SELECT COUNT(*) FROM shipments WHERE status = 'lost'"),
        ("平均运费是多少", "SELECT AVG(freight_cost) FROM shipments"),
        ("哪家承运商的运单最多", f"SELECT c.carrier_name FROM {S_C} GROUP BY c.carrier_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("还在运输途中的有多少", "SELECT COUNT(*) FROM shipments WHERE status = 'in transit'"),
        ("重量超过100公斤的货", "SELECT shipment_id FROM shipments WHERE weight_kg > 100"),
        ("上海有哪些仓库", "SELECT warehouse_name FROM warehouses WHERE city = 'Shanghai'"),
        ("容量最大的仓库", "SELECT warehouse_name FROM warehouses ORDER BY capacity DESC LIMIT 1"),
        ("每个月的发货量", f"SELECT {per_month('shipped_on')}, COUNT(*) FROM shipments GROUP BY {per_month('shipped_on')}"),
        ("各承运商的平均运费", f"SELECT c.carrier_name, AVG(s.freight_cost) FROM {S_C} GROUP BY c.carrier_id"),
        ("今年发了多少货", f"SELECT COUNT(*) FROM shipments WHERE shipped_on >= {THIS_YEAR}"),
        ("一共有几个仓库", "SELECT COUNT(*) FROM warehouses"),
        ("运费最贵的那单是哪家快递送的", f"SELECT c.carrier_name FROM {S_C} ORDER BY s.freight_cost DESC LIMIT 1"),
        ("没发过货的仓库", "SELECT warehouse_name FROM warehouses WHERE warehouse_id NOT IN (SELECT warehouse_id FROM shipments)"),
        ("每个城市有几个仓库", "SELECT city, COUNT(*) FROM warehouses GROUP BY city"),
        ("已经送达的运单数量", "SELECT COUNT(*) FROM shipments WHERE status = 'delivered'"),
        ("货物总重量", "SELECT SUM(weight_kg) FROM shipments"),
        ("北京的仓库今年发了多少单", f"SELECT COUNT(*) FROM {S_W} WHERE w.city = 'Beijing' AND s.shipped_on >= {THIS_YEAR}"),
        ("顺丰今年的运费总额", f"SELECT SUM(s.freight_cost) FROM {S_C} WHERE c.carrier_name = 'SF Express' AND s.shipped_on >= {THIS_YEAR}"),
    ],
    "saas": [
        ("how many active subscriptions", "SELECT COUNT(*) FROM subscriptions WHERE cancelled_on IS NULL"),
        ("customers by industry", "SELECT industry, COUNT(*) FROM accounts GROUP BY industry"),
        ("unpaid invoices", "SELECT invoice_id FROM invoices WHERE status = 'unpaid'"),
        ("total invoiced this year", f"SELECT SUM(amount) FROM invoices WHERE issued_on >= {THIS_YEAR}"),
        ("which plan has the most subscriptions", f"SELECT p.plan_name FROM {S_P} GROUP BY p.plan_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("signups per month", f"SELECT {per_month('signed_up_on')}, COUNT(*) FROM accounts GROUP BY {per_month('signed_up_on')}"),
        ("accounts in Germany", "SELECT company_name FROM accounts WHERE country = 'Germany'"),
        ("average invoice amount", "SELECT AVG(amount) FROM invoices"),
        ("top 3 customers by invoiced amount", f"SELECT a.company_name FROM {I_A} GROUP BY a.account_id ORDER BY SUM(i.amount) DESC LIMIT 3"),
        ("subscriptions cancelled last month", "SELECT COUNT(*) FROM subscriptions WHERE " + LAST_MONTH.format(c="cancelled_on")),
        ("每个套餐多少钱", "SELECT plan_name, monthly_price FROM plans"),
        ("逾期的发票有多少张", "SELECT COUNT(*) FROM invoices WHERE status = 'overdue'"),
        ("上个月新注册的客户", "SELECT company_name FROM accounts WHERE " + LAST_MONTH.format(c="signed_up_on")),
        ("今年开了多少钱的发票", f"SELECT SUM(amount) FROM invoices WHERE issued_on >= {THIS_YEAR}"),
        ("每个行业有多少客户", "SELECT industry, COUNT(*) FROM accounts GROUP BY industry"),
        ("最贵的套餐", "SELECT plan_name FROM plans ORDER BY monthly_price DESC LIMIT 1"),
        ("每个月的开票金额", f"SELECT {per_month('issued_on')}, SUM(amount) FROM invoices GROUP BY {per_month('issued_on')}"),
        ("没有订阅过的客户", "SELECT company_name FROM accounts WHERE account_id NOT IN (SELECT account_id FROM subscriptions)"),
        ("来自中国的客户有几个", "SELECT COUNT(*) FROM accounts WHERE country = 'China'"),
        ("开票金额最高的客户", f"SELECT a.company_name FROM {I_A} GROUP BY a.account_id ORDER BY SUM(i.amount) DESC LIMIT 1"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
