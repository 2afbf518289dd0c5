#!/usr/bin/env python3
"""Writes dev.json: the questions of our fourteenth own set with their gold
SQL (SQLite). Written on 2026-12-03 before the engine was run on these
databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_YEAR, write_dev  # noqa: E402

I_A = "invoices i JOIN accounts a ON i.account_id = a.account_id"
S_P = "subscriptions s JOIN plans p ON s.plan_id = p.plan_id"
I_S_P = "invoices i JOIN subscriptions s ON i.account_id = s.account_id JOIN plans p ON s.plan_id = p.plan_id"
S_A = "subscriptions s JOIN accounts a ON s.account_id = a.account_id"
SC_E_J = "scores c JOIN exams e ON c.exam_id = e.exam_id JOIN subjects j ON e.subject_id = j.subject_id"
SC_S_K = "scores c JOIN students s ON c.student_id = s.student_id JOIN classes k ON s.class_id = k.class_id"
ST_K = "students s JOIN classes k ON s.class_id = k.class_id"
K_T = "classes k JOIN teachers t ON k.head_teacher_id = t.teacher_id"
SC_E = "scores c JOIN exams e ON c.exam_id = e.exam_id"
SC_S = "scores c JOIN students s ON c.student_id = s.student_id"
MONTH = "strftime('%Y-%m', {c})"

Q = {
    "saas": [
        ("how many accounts signed up this year", f"SELECT COUNT(*) FROM accounts WHERE signed_up_at >= {THIS_YEAR}"),
        ("revenue by plan", f"SELECT p.plan_name, SUM(i.amount) FROM {I_S_P} GROUP BY p.plan_id"),
        ("accounts per country", "SELECT country, COUNT(*) FROM accounts GROUP BY country"),
        ("total invoiced last month", "SELECT SUM(amount) FROM invoices WHERE " + LAST_MONTH.format(c="issued_on")),
        ("how many unpaid invoices", "SELECT COUNT(*) FROM invoices WHERE paid = 0"),
        ("which plan has the most subscriptions", f"SELECT p.plan_name FROM {S_P} GROUP BY p.plan_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("accounts with no usage events", "SELECT company_name FROM accounts WHERE account_id NOT IN (SELECT account_id FROM usage_events)"),
        ("每个月的新注册客户数", "SELECT " + MONTH.format(c="signed_up_at") + ", COUNT(*) FROM accounts GROUP BY " + MONTH.format(c="signed_up_at")),
        ("今年的收入", f"SELECT SUM(amount) FROM invoices WHERE issued_on >= {THIS_YEAR}"),
        ("top 10 accounts by total invoiced", f"SELECT a.company_name FROM {I_A} GROUP BY a.account_id ORDER BY SUM(i.amount) DESC LIMIT 10"),
        ("average seats per subscription", "SELECT AVG(seats) FROM subscriptions"),
        ("how many subscriptions were cancelled this year", f"SELECT COUNT(*) FROM subscriptions WHERE cancelled_on >= {THIS_YEAR}"),
        ("各行业的客户数量", "SELECT industry, COUNT(*) FROM accounts GROUP BY industry"),
        ("most used feature", "SELECT feature FROM usage_events GROUP BY feature ORDER BY COUNT(*) DESC LIMIT 1"),
        ("usage events per month", "SELECT " + MONTH.format(c="occurred_at") + ", COUNT(*) FROM usage_events GROUP BY " + MONTH.format(c="occurred_at")),
        ("每个国家的收入", f"SELECT a.country, SUM(i.amount) FROM {I_A} GROUP BY a.country"),
        ("what's our most expensive plan", "SELECT plan_name FROM plans ORDER BY seat_price DESC LIMIT 1"),
        ("how many subscriptions are still active", "SELECT COUNT(*) FROM subscriptions WHERE cancelled_on IS NULL"),
        ("accounts in Germany", "SELECT company_name FROM accounts WHERE country = 'Germany'"),
        ("平均每个订阅多少个席位", "SELECT AVG(seats) FROM subscriptions"),
    ],
    "school": [
        ("一共有多少学生", "SELECT COUNT(*) FROM students"),
        ("每个班有多少学生", f"SELECT k.class_name, COUNT(*) FROM {ST_K} GROUP BY k.class_id"),
        ("数学的平均分", f"SELECT AVG(c.score) FROM {SC_E_J} WHERE j.subject_name = 'Math'"),
        ("各科目的平均分", f"SELECT j.subject_name, AVG(c.score) FROM {SC_E_J} GROUP BY j.subject_id"),
        ("男生和女生各有多少人", "SELECT gender, COUNT(*) FROM students GROUP BY gender"),
        ("最高分是多少", "SELECT MAX(score) FROM scores"),
        ("每个年级的学生人数", f"SELECT k.grade, COUNT(*) FROM {ST_K} GROUP BY k.grade"),
        ("平均分最高的班级", f"SELECT k.class_name FROM {SC_S_K} GROUP BY k.class_id ORDER BY AVG(c.score) DESC LIMIT 1"),
        ("哪些老师是班主任", "SELECT teacher_name FROM teachers WHERE teacher_id IN (SELECT head_teacher_id FROM classes)"),
        ("分数低于60分的有多少", "SELECT COUNT(*) FROM scores WHERE score < 60"),
        ("每次考试的平均分", f"SELECT e.exam_name, AVG(c.score) FROM {SC_E} GROUP BY e.exam_id"),
        ("2021年入职的老师", "SELECT teacher_name FROM teachers WHERE hire_date >= '2021-01-01' AND hire_date < '2022-01-01'"),
        ("每个老师当几个班的班主任", f"SELECT t.teacher_name, COUNT(*) FROM {K_T} GROUP BY t.teacher_id"),
        ("总分最高的学生", f"SELECT s.student_name FROM {SC_S} GROUP BY s.student_id ORDER BY SUM(c.score) DESC LIMIT 1"),
        ("今年考了几次试", f"SELECT COUNT(*) FROM exams WHERE exam_date >= {THIS_YEAR}"),
        ("各班的平均成绩", f"SELECT k.class_name, AVG(c.score) FROM {SC_S_K} GROUP BY k.class_id"),
        ("老师有多少位", "SELECT COUNT(*) FROM teachers"),
        ("年龄最小的学生", "SELECT student_name FROM students ORDER BY birth_date DESC LIMIT 1"),
        ("九年级有多少学生", f"SELECT COUNT(*) FROM {ST_K} WHERE k.grade = 9"),
        ("每个月有几场考试", "SELECT " + MONTH.format(c="exam_date") + ", COUNT(*) FROM exams GROUP BY " + MONTH.format(c="exam_date")),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
