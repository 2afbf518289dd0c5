#!/usr/bin/env python3
"""Writes dev.json: the questions of our sixty-second own set with their
gold SQL (SQLite). Written on 2026-12-05 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, LAST_YEAR, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

L_T = "lessons l JOIN tutors t ON l.tutor_id = t.tutor_id"
L_S = "lessons l JOIN students s ON l.student_id = s.student_id"
P_S = "performances p JOIN shows s ON p.show_id = s.show_id"
T_P_S = "tickets k JOIN performances p ON k.performance_id = p.performance_id JOIN shows s ON p.show_id = s.show_id"


def per_month(c):
    return f"strftime('%Y-%m', {c})"


Q = {
    "tutoring": [
        ("how many lessons last month", "SELECT COUNT(*) FROM lessons WHERE " + LAST_MONTH.format(c="lesson_date")),
        ("total fees this year", f"SELECT SUM(fee) FROM lessons WHERE lesson_date >= {THIS_YEAR}"),
        ("which subject brings in the most money", f"SELECT t.subject FROM {L_T} GROUP BY t.subject ORDER BY SUM(l.fee) DESC LIMIT 1"),
        ("average lesson length", "SELECT AVG(minutes) FROM lessons"),
        ("how many students are in year 11", "SELECT COUNT(*) FROM students WHERE year_group = 11"),
        ("who teaches maths", "SELECT full_name FROM tutors WHERE subject = 'Maths'"),
        ("what percentage of lessons were no-shows", "SELECT 100.0 * SUM(status = 'no_show') / COUNT(*) FROM lessons"),
        ("top 3 tutors by minutes taught", f"SELECT t.full_name FROM {L_T} GROUP BY t.tutor_id ORDER BY SUM(l.minutes) DESC LIMIT 3"),
        ("students who have never had a lesson", "SELECT student_name FROM students WHERE student_id NOT IN (SELECT student_id FROM lessons)"),
        ("number of lessons per tutor", f"SELECT t.full_name, COUNT(*) FROM {L_T} GROUP BY t.tutor_id"),
        ("how much has Mia Chen paid in total", f"SELECT SUM(l.fee) FROM {L_S} WHERE s.student_name = 'Mia Chen'"),
        ("online lessons this month", f"SELECT COUNT(*) FROM lessons WHERE online = 1 AND lesson_date >= {THIS_MONTH}"),
        ("which tutor has the highest hourly rate", "SELECT full_name FROM tutors ORDER BY hourly_rate DESC LIMIT 1"),
        ("lessons per month this year", f"SELECT {per_month('lesson_date')}, COUNT(*) FROM lessons WHERE lesson_date >= {THIS_YEAR} GROUP BY {per_month('lesson_date')}"),
        ("cancelled lessons by tutor", f"SELECT t.full_name, COUNT(*) FROM {L_T} WHERE l.status = 'cancelled' GROUP BY t.tutor_id"),
    ],
    "theatre": [
        ("上个月卖了多少张票", "SELECT COUNT(*) FROM tickets WHERE " + LAST_MONTH.format(c="sold_on")),
        ("每部剧的票房", f"SELECT s.title, SUM(k.price) FROM {T_P_S} GROUP BY s.show_id"),
        ("哪个剧场座位最多", "SELECT hall_name FROM halls ORDER BY seats DESC LIMIT 1"),
        ("音乐剧有哪些", "SELECT title FROM shows WHERE genre = '音乐剧'"),
        ("今年演了多少场", f"SELECT COUNT(*) FROM performances WHERE performance_date >= {THIS_YEAR}"),
        ("网上卖的票占多少比例", "SELECT 100.0 * SUM(channel = 'online') / COUNT(*) FROM tickets"),
        ("平均票价", "SELECT AVG(price) FROM tickets"),
        ("退了多少张票", "SELECT COUNT(*) FROM tickets WHERE refunded = 1"),
        ("票房最高的剧", f"SELECT s.title FROM {T_P_S} GROUP BY s.show_id ORDER BY SUM(k.price) DESC LIMIT 1"),
        ("今年每个月的票房", f"SELECT {per_month('sold_on')}, SUM(price) FROM tickets WHERE sold_on >= {THIS_YEAR} GROUP BY {per_month('sold_on')}"),
        ("VIP票平均多少钱", "SELECT AVG(price) FROM tickets WHERE seat_class = 'VIP'"),
        ("还没演过的剧", "SELECT title FROM shows WHERE show_id NOT IN (SELECT show_id FROM performances)"),
        ("各类剧的演出场次", f"SELECT s.genre, COUNT(*) FROM {P_S} GROUP BY s.genre"),
        ("茶馆去年卖了多少张票", f"SELECT COUNT(*) FROM {T_P_S} WHERE s.title = '茶馆' AND " + LAST_YEAR.format(c="k.sold_on")),
        ("时长超过两个小时的剧", "SELECT title FROM shows WHERE running_minutes > 120"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
