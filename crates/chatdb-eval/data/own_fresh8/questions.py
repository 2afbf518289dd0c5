#!/usr/bin/env python3
"""Writes dev.json: the questions of our ninth own set with their gold SQL
(SQLite). Written on 2026-12-02 before any engine change aimed at these
databases or the engine was run on them; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, LAST_YEAR, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

A_D = "appointments a JOIN doctors d ON a.doctor_id = d.doctor_id"
A_P = "appointments a JOIN patients p ON a.patient_id = p.patient_id"
R_A = "prescriptions r JOIN appointments a ON r.appt_id = a.appt_id"
L_B = "loans l JOIN books b ON l.book_id = b.book_id"
L_M = "loans l JOIN members m ON l.member_id = m.member_id"

Q = {
    "clinic": [
        ("how many patients do we have", "SELECT COUNT(*) FROM patients"),
        ("appointments per doctor", f"SELECT d.doctor_name, COUNT(*) FROM {A_D} GROUP BY d.doctor_id"),
        ("total fees this year", f"SELECT SUM(fee) FROM appointments WHERE appt_date >= {THIS_YEAR}"),
        ("上个月取消了多少预约", "SELECT COUNT(*) FROM appointments WHERE status = 'cancelled' AND " + LAST_MONTH.format(c="appt_date")),
        ("patients by city", "SELECT city, COUNT(*) FROM patients GROUP BY city"),
        ("每个科室有几个医生", "SELECT specialty, COUNT(*) FROM doctors GROUP BY specialty"),
        ("which doctor has the most appointments", f"SELECT d.doctor_name FROM {A_D} GROUP BY d.doctor_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("average fee per appointment", "SELECT AVG(fee) FROM appointments"),
        ("no-show rate", "SELECT AVG(CASE WHEN status = 'no_show' THEN 1.0 ELSE 0 END) FROM appointments"),
        ("most prescribed drug", "SELECT drug_name FROM prescriptions GROUP BY drug_name ORDER BY COUNT(*) DESC LIMIT 1"),
        ("今年每个月的预约数", f"SELECT strftime('%Y-%m', appt_date), COUNT(*) FROM appointments WHERE appt_date >= {THIS_YEAR} GROUP BY strftime('%Y-%m', appt_date)"),
        ("女病人有多少", "SELECT COUNT(*) FROM patients WHERE gender = 'F'"),
        ("revenue by specialty", f"SELECT d.specialty, SUM(a.fee) FROM {A_D} GROUP BY d.specialty"),
        ("每位医生的平均诊费", f"SELECT d.doctor_name, AVG(a.fee) FROM {A_D} GROUP BY d.doctor_id"),
        ("doctors hired after 2020", "SELECT doctor_name FROM doctors WHERE hired_on >= '2021-01-01'"),
        ("来自波士顿的病人", "SELECT full_name FROM patients WHERE city = 'Boston'"),
        ("total quantity of ibuprofen prescribed", "SELECT SUM(qty) FROM prescriptions WHERE drug_name = 'ibuprofen'"),
        ("top 5 patients by number of appointments", f"SELECT p.full_name FROM {A_P} GROUP BY p.patient_id ORDER BY COUNT(*) DESC LIMIT 5"),
        ("completed appointments last month", "SELECT COUNT(*) FROM appointments WHERE status = 'completed' AND " + LAST_MONTH.format(c="appt_date")),
        ("每种药开了多少次", "SELECT drug_name, COUNT(*) FROM prescriptions GROUP BY drug_name"),
    ],
    "library": [
        ("一共有多少本书", "SELECT COUNT(*) FROM books"),
        ("每种类型的书有多少", "SELECT genre, COUNT(*) FROM books GROUP BY genre"),
        ("今年借出了多少次", f"SELECT COUNT(*) FROM loans WHERE loan_date >= {THIS_YEAR}"),
        ("还没还的书有多少", "SELECT COUNT(*) FROM loans WHERE return_date IS NULL"),
        ("罚款总额", "SELECT SUM(amount) FROM fines"),
        ("未缴的罚款有多少钱", "SELECT SUM(amount) FROM fines WHERE paid = 0"),
        ("借书最多的会员是谁", f"SELECT m.member_name FROM {L_M} GROUP BY m.member_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("最受欢迎的5本书", f"SELECT b.title FROM {L_B} GROUP BY b.book_id ORDER BY COUNT(*) DESC LIMIT 5"),
        ("每个作者有几本书", "SELECT author, COUNT(*) FROM books GROUP BY author"),
        ("学生会员有多少人", "SELECT COUNT(*) FROM members WHERE membership_type = 'student'"),
        ("上个月每天的借阅量", "SELECT loan_date, COUNT(*) FROM loans WHERE " + LAST_MONTH.format(c="loan_date") + " GROUP BY loan_date"),
        ("2000年以后出版的书", "SELECT title FROM books WHERE published_year > 2000"),
        ("每种类型的借阅次数", f"SELECT b.genre, COUNT(*) FROM {L_B} GROUP BY b.genre"),
        ("奥威尔写的书", "SELECT title FROM books WHERE author = 'Orwell'"),
        ("每种会员类型的人数", "SELECT membership_type, COUNT(*) FROM members GROUP BY membership_type"),
        ("平均每笔罚款多少钱", "SELECT AVG(amount) FROM fines"),
        ("今年加入的会员", f"SELECT member_name FROM members WHERE joined_on >= {THIS_YEAR}"),
        ("副本最多的书", "SELECT title FROM books WHERE copies = (SELECT MAX(copies) FROM books)"),
        ("每个月的借阅数量", "SELECT strftime('%Y-%m', loan_date), COUNT(*) FROM loans GROUP BY strftime('%Y-%m', loan_date)"),
        ("从没借过书的会员有多少", "SELECT COUNT(*) FROM members WHERE member_id NOT IN (SELECT member_id FROM loans)"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
