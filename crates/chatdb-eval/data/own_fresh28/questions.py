#!/usr/bin/env python3
"""Writes dev.json: the questions of our twenty-ninth own set with their
gold SQL (SQLite). Written on 2026-12-04 before the engine was run on these
databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

A_D = "appointments a JOIN doctors d ON a.doctor_id = d.doctor_id"
A_P = "appointments a JOIN patients p ON a.patient_id = p.patient_id"
C_T = "courses c JOIN teachers t ON c.teacher_id = t.teacher_id"
E_C = "enrollments e JOIN courses c ON e.course_id = c.course_id"

Q = {
    "clinic": [
        ("how many patients do we have", "SELECT COUNT(*) FROM patients"),
        ("appointments per doctor", f"SELECT d.doctor_name, COUNT(*) FROM {A_D} GROUP BY d.doctor_id"),
        ("which doctor earns the most", "SELECT doctor_name FROM doctors ORDER BY salary DESC LIMIT 1"),
        ("appointments last month", "SELECT COUNT(*) FROM appointments WHERE " + LAST_MONTH.format(c="appt_date")),
        ("highest paid doctor in each specialty", "SELECT specialty, doctor_name FROM doctors d WHERE salary = (SELECT MAX(salary) FROM doctors d2 WHERE d2.specialty = d.specialty)"),
        ("total fees this year", f"SELECT SUM(fee) FROM appointments WHERE appt_date >= {THIS_YEAR}"),
        ("average fee by specialty", f"SELECT d.specialty, AVG(a.fee) FROM {A_D} GROUP BY d.specialty"),
        ("patients who never had an appointment", "SELECT patient_name FROM patients WHERE patient_id NOT IN (SELECT patient_id FROM appointments)"),
        ("busiest doctor", f"SELECT d.doctor_name FROM {A_D} GROUP BY d.doctor_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("how many people had an appointment this month", f"SELECT COUNT(DISTINCT patient_id) FROM appointments WHERE appt_date >= {THIS_MONTH}"),
        ("patients by gender", "SELECT gender, COUNT(*) FROM patients GROUP BY gender"),
        ("oldest patient", "SELECT patient_name FROM patients ORDER BY birth_date LIMIT 1"),
        ("average doctor salary", "SELECT AVG(salary) FROM doctors"),
        ("doctors hired this year", f"SELECT doctor_name FROM doctors WHERE hired_on >= {THIS_YEAR}"),
        ("most expensive appointment", "SELECT appt_id FROM appointments ORDER BY fee DESC LIMIT 1"),
    ],
    "school": [
        ("有多少个学生", "SELECT COUNT(*) FROM students"),
        ("每个老师教几门课", f"SELECT t.teacher_name, COUNT(*) FROM {C_T} GROUP BY t.teacher_id"),
        ("工资最高的老师", "SELECT teacher_name FROM teachers ORDER BY salary DESC LIMIT 1"),
        ("每门课的平均分", f"SELECT c.course_name, AVG(e.score) FROM {E_C} GROUP BY c.course_id"),
        ("哪门课选的人最多", f"SELECT c.course_name FROM {E_C} GROUP BY c.course_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("没有选课的学生", "SELECT student_name FROM students WHERE student_id NOT IN (SELECT student_id FROM enrollments)"),
        ("每个年级有多少人", "SELECT grade, COUNT(*) FROM students GROUP BY grade"),
        ("老师的平均工资", "SELECT AVG(salary) FROM teachers"),
        ("今年入职的老师", f"SELECT teacher_name FROM teachers WHERE hire_date >= {THIS_YEAR}"),
        ("学分最多的课程", "SELECT course_name FROM courses ORDER BY credits DESC LIMIT 1"),
        ("每个科目有几个老师", "SELECT subject, COUNT(*) FROM teachers GROUP BY subject"),
        ("上个月有多少人选课", "SELECT COUNT(DISTINCT student_id) FROM enrollments WHERE " + LAST_MONTH.format(c="enrolled_on")),
        ("男生有多少", "SELECT COUNT(*) FROM students WHERE gender = 'male'"),
        ("数学老师有几个", "SELECT COUNT(*) FROM teachers WHERE subject = 'Math'"),
        ("工资最低的英语老师", "SELECT teacher_name FROM teachers WHERE subject = 'English' ORDER BY salary LIMIT 1"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
