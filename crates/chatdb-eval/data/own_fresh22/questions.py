#!/usr/bin/env python3
"""Writes dev.json: the questions of our twenty-third own set with their
gold SQL (SQLite). Written on 2026-12-04 before the engine was run on these
databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, LAST_YEAR, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

O_D = "job_openings o JOIN departments d ON o.department_id = d.department_id"
A_O = "applications a JOIN job_openings o ON a.opening_id = o.opening_id"
A_C = "applications a JOIN candidates c ON a.candidate_id = c.candidate_id"
R_H = "rooms r JOIN hotels h ON r.hotel_id = h.hotel_id"
B_R_H = "bookings b JOIN rooms r ON b.room_id = r.room_id JOIN hotels h ON r.hotel_id = h.hotel_id"
B_G = "bookings b JOIN guests g ON b.guest_id = g.guest_id"
E_C = "enrollments e JOIN courses c ON e.course_id = c.course_id"
E_S = "enrollments e JOIN students s ON e.student_id = s.student_id"
C_I = "courses c JOIN instructors i ON c.instructor_id = i.instructor_id"
NEXT_MONTH = "date('now','start of month','+1 month')"


def per_month(c):
    return f"strftime('%Y-%m', {c})"


Q = {
    "recruiting": [
        ("how many openings are still open", "SELECT COUNT(*) FROM job_openings WHERE closed_on IS NULL"),
        ("applications per opening", f"SELECT o.title, COUNT(*) FROM {A_O} GROUP BY o.opening_id"),
        ("top candidate source", "SELECT source FROM candidates GROUP BY source ORDER BY COUNT(*) DESC LIMIT 1"),
        ("how many candidates were hired", "SELECT COUNT(*) FROM applications WHERE stage = 'hired'"),
        ("average interview score by interviewer", "SELECT interviewer, AVG(score) FROM interviews GROUP BY interviewer"),
        ("open roles in engineering", f"SELECT o.title FROM {O_D} WHERE d.department_name = 'Engineering' AND o.closed_on IS NULL"),
        ("applications last month", "SELECT COUNT(*) FROM applications WHERE " + LAST_MONTH.format(c="applied_on")),
        ("which department has the most openings", f"SELECT d.department_name FROM {O_D} GROUP BY d.department_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("highest paying job", "SELECT title FROM job_openings ORDER BY salary_max DESC LIMIT 1"),
        ("candidates who applied to more than 3 jobs", f"SELECT c.full_name FROM {A_C} GROUP BY c.candidate_id HAVING COUNT(*) > 3"),
        ("candidates from referrals", "SELECT full_name FROM candidates WHERE source = 'referral'"),
        ("interviews per month", f"SELECT {per_month('held_on')}, COUNT(*) FROM interviews GROUP BY {per_month('held_on')}"),
        ("openings with no applications", "SELECT title FROM job_openings WHERE opening_id NOT IN (SELECT opening_id FROM applications)"),
        ("how many people applied this month", f"SELECT COUNT(DISTINCT candidate_id) FROM applications WHERE applied_on >= {THIS_MONTH}"),
        ("rejections by department", f"SELECT d.department_name, COUNT(*) FROM {A_O} JOIN departments d ON o.department_id = d.department_id WHERE a.stage = 'rejected' GROUP BY d.department_id"),
        ("who did the most interviews", "SELECT interviewer FROM interviews GROUP BY interviewer ORDER BY COUNT(*) DESC LIMIT 1"),
        ("average interview score last month", "SELECT AVG(score) FROM interviews WHERE " + LAST_MONTH.format(c="held_on")),
        ("applications by stage", "SELECT stage, COUNT(*) FROM applications GROUP BY stage"),
        ("newest job opening", "SELECT title FROM job_openings ORDER BY opened_on DESC LIMIT 1"),
        ("number of openings per department", f"SELECT d.department_name, COUNT(*) FROM {O_D} GROUP BY d.department_id"),
    ],
    "hotels": [
        ("每家酒店有多少个房间", f"SELECT h.hotel_name, COUNT(*) FROM {R_H} GROUP BY h.hotel_id"),
        ("上个月的订单总金额", "SELECT SUM(total_price) FROM bookings WHERE " + LAST_MONTH.format(c="check_in")),
        ("取消了多少个预订", "SELECT COUNT(*) FROM bookings WHERE status = 'cancelled'"),
        ("五星级酒店有哪些", "SELECT hotel_name FROM hotels WHERE stars = 5"),
        ("哪个城市的酒店最多", "SELECT city FROM hotels GROUP BY city ORDER BY COUNT(*) DESC LIMIT 1"),
        ("套房的平均房价", "SELECT AVG(nightly_rate) FROM rooms WHERE room_type = 'suite'"),
        ("每个月的预订量", f"SELECT {per_month('check_in')}, COUNT(*) FROM bookings GROUP BY {per_month('check_in')}"),
        ("来自日本的客人", "SELECT guest_name FROM guests WHERE country = 'Japan'"),
        ("消费最多的客人", f"SELECT g.guest_name FROM {B_G} GROUP BY g.guest_id ORDER BY SUM(b.total_price) DESC LIMIT 1"),
        ("哪家酒店的收入最高", f"SELECT h.hotel_name FROM {B_R_H} GROUP BY h.hotel_id ORDER BY SUM(b.total_price) DESC LIMIT 1"),
        ("平均房价最高的酒店", f"SELECT h.hotel_name FROM {R_H} GROUP BY h.hotel_id ORDER BY AVG(r.nightly_rate) DESC LIMIT 1"),
        ("各星级的酒店数量", "SELECT stars, COUNT(*) FROM hotels GROUP BY stars"),
        ("从来没被预订过的房间", "SELECT room_number FROM rooms WHERE room_id NOT IN (SELECT room_id FROM bookings)"),
        ("北京的酒店", "SELECT hotel_name FROM hotels WHERE city = 'Beijing'"),
        ("本月有多少预订", f"SELECT COUNT(*) FROM bookings WHERE check_in >= {THIS_MONTH} AND check_in < {NEXT_MONTH}"),
        ("预订超过10次的客人", f"SELECT g.guest_name FROM {B_G} GROUP BY g.guest_id HAVING COUNT(*) > 10"),
        ("每家酒店的平均订单金额", f"SELECT h.hotel_name, AVG(b.total_price) FROM {B_R_H} GROUP BY h.hotel_id"),
        ("去年的总收入", "SELECT SUM(total_price) FROM bookings WHERE " + LAST_YEAR.format(c="check_in")),
        ("客人来自哪些国家", "SELECT DISTINCT country FROM guests"),
        ("每个房型有多少间房", "SELECT room_type, COUNT(*) FROM rooms GROUP BY room_type"),
    ],
    "courses": [
        ("how many enrollments this month", f"SELECT COUNT(*) FROM enrollments WHERE enrolled_on >= {THIS_MONTH} AND enrolled_on < {NEXT_MONTH}"),
        ("most popular course", f"SELECT c.title FROM {E_C} GROUP BY c.course_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("average rating by course", f"SELECT c.title, AVG(e.rating) FROM {E_C} GROUP BY c.course_id"),
        ("courses by category", "SELECT category, COUNT(*) FROM courses GROUP BY category"),
        ("每个讲师开了几门课", f"SELECT i.instructor_name, COUNT(*) FROM {C_I} GROUP BY i.instructor_id"),
        ("how many enrollments were completed", "SELECT COUNT(*) FROM enrollments WHERE completed_on IS NOT NULL"),
        ("students who never enrolled", "SELECT student_name FROM students WHERE student_id NOT IN (SELECT student_id FROM enrollments)"),
        ("今年新增了多少学生", f"SELECT COUNT(*) FROM students WHERE registered_on >= {THIS_YEAR}"),
        ("average course price", "SELECT AVG(price) FROM courses"),
        ("enrollments per month", f"SELECT {per_month('enrolled_on')}, COUNT(*) FROM enrollments GROUP BY {per_month('enrolled_on')}"),
        ("data science courses", "SELECT title FROM courses WHERE category = 'data science'"),
        ("每个国家有多少学生", "SELECT country, COUNT(*) FROM students GROUP BY country"),
        ("评分最低的课程", f"SELECT c.title FROM {E_C} GROUP BY c.course_id ORDER BY AVG(e.rating) ASC LIMIT 1"),
        ("students enrolled in more than 3 courses", f"SELECT s.student_name FROM {E_S} GROUP BY s.student_id HAVING COUNT(*) > 3"),
        ("cheapest course", "SELECT title FROM courses ORDER BY price ASC LIMIT 1"),
        ("上个月有多少人完成了课程", "SELECT COUNT(DISTINCT student_id) FROM enrollments WHERE " + LAST_MONTH.format(c="completed_on")),
        ("which instructor has the most courses", f"SELECT i.instructor_name FROM {C_I} GROUP BY i.instructor_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("价格超过100的课程", "SELECT title FROM courses WHERE price > 100"),
        ("今年的报名人数", f"SELECT COUNT(DISTINCT student_id) FROM enrollments WHERE enrolled_on >= {THIS_YEAR}"),
        ("instructors without any course", "SELECT instructor_name FROM instructors WHERE instructor_id NOT IN (SELECT instructor_id FROM courses)"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
