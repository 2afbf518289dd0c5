#!/usr/bin/env python3
"""Writes dev.json: the questions of our fourth own set with their gold SQL
(SQLite). Written on 2026-12-02 after that session's first engine and
linking changes, before any aimed at these databases and before the engine
was run on them; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, LAST_YEAR, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

E_C = "enrollments e JOIN courses c ON e.course_id = c.course_id"
C_T = "courses c JOIN teachers t ON c.teacher_id = t.teacher_id"
E_C_T = E_C + " JOIN teachers t ON c.teacher_id = t.teacher_id"
E_S = "enrollments e JOIN students s ON e.student_id = s.student_id"
T_V = "trips t JOIN vehicles v ON t.vehicle_id = v.vehicle_id"
T_D = "trips t JOIN drivers d ON t.driver_id = d.driver_id"

Q = {
    "edu_platform": [
        ("how many students signed up this year", f"SELECT COUNT(*) FROM students WHERE signup_date >= {THIS_YEAR}"),
        ("每个类别有几门课", "SELECT category, COUNT(*) FROM courses GROUP BY category"),
        ("total revenue from enrollments last month", "SELECT SUM(paid_amount) FROM enrollments WHERE " + LAST_MONTH.format(c="enrolled_at")),
        ("最贵的课程是哪门", "SELECT title FROM courses ORDER BY price DESC LIMIT 1"),
        ("average course price by category", "SELECT category, AVG(price) FROM courses GROUP BY category"),
        ("每门课的报名人数", f"SELECT c.title, COUNT(*) FROM {E_C} GROUP BY c.course_id"),
        ("which teacher has the most courses", f"SELECT t.teacher_name FROM {C_T} GROUP BY t.teacher_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("上海的学生有多少", "SELECT COUNT(*) FROM students WHERE city = '上海'"),
        ("编程类课程的总收入", f"SELECT SUM(e.paid_amount) FROM {E_C} WHERE c.category = '编程'"),
        ("how many enrollments were completed", "SELECT COUNT(*) FROM enrollments WHERE completed = 1"),
        ("今年每个月的报名数", f"SELECT strftime('%Y-%m', enrolled_at), COUNT(*) FROM enrollments WHERE enrolled_at >= {THIS_YEAR} GROUP BY strftime('%Y-%m', enrolled_at)"),
        ("女学生有多少", "SELECT COUNT(*) FROM students WHERE gender = '女'"),
        ("top 5 courses by revenue", f"SELECT c.title FROM {E_C} GROUP BY c.course_id ORDER BY SUM(e.paid_amount) DESC LIMIT 5"),
        ("从没报过课的学生有多少", "SELECT COUNT(*) FROM students WHERE student_id NOT IN (SELECT student_id FROM enrollments)"),
        ("average progress of enrollments", "SELECT AVG(progress_pct) FROM enrollments"),
        ("价格超过500的课程有哪些", "SELECT title FROM courses WHERE price > 500"),
        ("students by city", "SELECT city, COUNT(*) FROM students GROUP BY city"),
        ("去年的报名总金额", "SELECT SUM(paid_amount) FROM enrollments WHERE " + LAST_YEAR.format(c="enrolled_at")),
        ("每个老师的课程收入", f"SELECT t.teacher_name, SUM(e.paid_amount) FROM {E_C_T} GROUP BY t.teacher_id"),
        ("which city has the most students", "SELECT city FROM students GROUP BY city ORDER BY COUNT(*) DESC LIMIT 1"),
    ],
    "fleet": [
        ("how many vehicles do we have", "SELECT COUNT(*) FROM vehicles"),
        ("每个品牌有多少辆车", "SELECT brand, COUNT(*) FROM vehicles GROUP BY brand"),
        ("total fare last month", "SELECT SUM(fare) FROM trips WHERE " + LAST_MONTH.format(c="started_at")),
        ("深圳今年有多少单", f"SELECT COUNT(*) FROM trips WHERE city = '深圳' AND started_at >= {THIS_YEAR}"),
        ("average trip distance by city", "SELECT city, AVG(distance_km) FROM trips GROUP BY city"),
        ("评分最高的司机是谁", "SELECT driver_name FROM drivers ORDER BY rating DESC LIMIT 1"),
        ("which driver made the most trips", f"SELECT d.driver_name FROM {T_D} GROUP BY d.driver_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("电动车有几辆", "SELECT COUNT(*) FROM vehicles WHERE fuel_type = 'electric'"),
        ("每个月的车费收入", "SELECT strftime('%Y-%m', started_at), SUM(fare) FROM trips GROUP BY strftime('%Y-%m', started_at)"),
        ("how many vehicles are in maintenance", "SELECT COUNT(*) FROM vehicles WHERE status = 'maintenance'"),
        ("各支付方式的订单数", "SELECT payment_method, COUNT(*) FROM trips GROUP BY payment_method"),
        ("total distance driven this year", f"SELECT SUM(distance_km) FROM trips WHERE started_at >= {THIS_YEAR}"),
        ("比亚迪的车今年跑了多少公里", f"SELECT SUM(t.distance_km) FROM {T_V} WHERE v.brand = 'BYD' AND t.started_at >= {THIS_YEAR}"),
        ("7座的车有哪些", "SELECT plate_no FROM vehicles WHERE seats = 7"),
        ("drivers who never made a trip", "SELECT driver_name FROM drivers WHERE driver_id NOT IN (SELECT driver_id FROM trips)"),
        ("fare by brand", f"SELECT v.brand, SUM(t.fare) FROM {T_V} GROUP BY v.brand"),
        ("平均每单车费是多少", "SELECT AVG(fare) FROM trips"),
        ("本月每天的订单量", f"SELECT started_at, COUNT(*) FROM trips WHERE started_at >= {THIS_MONTH} GROUP BY started_at"),
        ("top 3 drivers by total fare", f"SELECT d.driver_name FROM {T_D} GROUP BY d.driver_id ORDER BY SUM(t.fare) DESC LIMIT 3"),
        ("2024年买的车有多少", "SELECT COUNT(*) FROM vehicles WHERE strftime('%Y', purchase_date) = '2024'"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
