#!/usr/bin/env python3
"""Writes dev.json: the questions of our ninetieth own set with their gold
SQL (SQLite). Written on 2026-12-06 before the engine was run on these
databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

T_S = "tickets t JOIN sailings s ON t.sailing_id = s.sailing_id"
L_T = "lessons l JOIN teachers t ON l.teacher_id = t.teacher_id"
L_S = "lessons l JOIN students s ON l.student_id = s.student_id"

Q = {
    "ferry": [
        ("how many sailings last month", "SELECT COUNT(*) FROM sailings WHERE " + LAST_MONTH.format(c="depart_date")),
        ("tickets sold per route", f"SELECT r.route_name, COUNT(*) FROM {T_S} JOIN routes r ON s.route_id = r.route_id GROUP BY r.route_id"),
        ("ticket revenue this year", f"SELECT SUM(t.fare) FROM {T_S} WHERE s.depart_date >= {THIS_YEAR}"),
        ("which vessel carried the most passengers", f"SELECT v.vessel_name FROM {T_S} JOIN vessels v ON s.vessel_id = v.vessel_id GROUP BY v.vessel_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("how many sailings were cancelled", "SELECT COUNT(*) FROM sailings WHERE cancelled = 1"),
        ("average child fare", "SELECT AVG(fare) FROM tickets WHERE passenger_type = 'child'"),
        ("vessels with capacity over 300", "SELECT vessel_name FROM vessels WHERE capacity > 300"),
        ("passengers per month", f"SELECT strftime('%Y-%m', s.depart_date), COUNT(*) FROM {T_S} GROUP BY strftime('%Y-%m', s.depart_date)"),
        ("longest route", "SELECT route_name FROM routes ORDER BY distance_km DESC LIMIT 1"),
        ("revenue by passenger type", "SELECT passenger_type, SUM(fare) FROM tickets GROUP BY passenger_type"),
        ("routes with no sailings this month", f"SELECT route_name FROM routes WHERE route_id NOT IN (SELECT route_id FROM sailings WHERE depart_date >= {THIS_MONTH})"),
        ("how many tickets included a vehicle", "SELECT COUNT(*) FROM tickets WHERE with_vehicle = 1"),
        ("sailings per vessel", "SELECT v.vessel_name, COUNT(*) FROM sailings s JOIN vessels v ON s.vessel_id = v.vessel_id GROUP BY v.vessel_id"),
        ("which route had the most cancellations", "SELECT r.route_name FROM sailings s JOIN routes r ON s.route_id = r.route_id WHERE s.cancelled = 1 GROUP BY r.route_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("share of tickets that are senior", "SELECT CAST(SUM(passenger_type = 'senior') AS REAL) / COUNT(*) FROM tickets"),
    ],
    "music_school": [
        ("一共有多少个学员", "SELECT COUNT(*) FROM students"),
        ("每个老师上了多少节课", f"SELECT t.name, COUNT(*) FROM {L_T} GROUP BY t.teacher_id"),
        ("上个月的课时费收入", "SELECT SUM(fee) FROM lessons WHERE " + LAST_MONTH.format(c="lesson_date")),
        ("哪个老师的学生最多", f"SELECT t.name FROM {L_T} GROUP BY t.teacher_id ORDER BY COUNT(DISTINCT l.student_id) DESC LIMIT 1"),
        ("教钢琴的老师有哪些", "SELECT name FROM teachers WHERE instrument = '钢琴'"),
        ("今年新来的学员有几个", f"SELECT COUNT(*) FROM students WHERE joined_on >= {THIS_YEAR}"),
        ("平均每节课多长时间", "SELECT AVG(minutes) FROM lessons"),
        ("这个月上了多少节课", f"SELECT COUNT(*) FROM lessons WHERE lesson_date >= {THIS_MONTH}"),
        ("年龄最小的学员", "SELECT name FROM students ORDER BY age LIMIT 1"),
        ("每种乐器的课时收入", f"SELECT t.instrument, SUM(l.fee) FROM {L_T} GROUP BY t.instrument"),
        ("哪个学员上课最多", f"SELECT s.name FROM {L_S} GROUP BY s.student_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("从来没上过课的学员", "SELECT name FROM students WHERE student_id NOT IN (SELECT student_id FROM lessons)"),
        ("每个月的收入", "SELECT strftime('%Y-%m', lesson_date), SUM(fee) FROM lessons GROUP BY strftime('%Y-%m', lesson_date)"),
        ("张敏这个月上了几节课", f"SELECT COUNT(*) FROM {L_T} WHERE t.name = '张敏' AND l.lesson_date >= {THIS_MONTH}"),
        ("上课总时长最多的老师", f"SELECT t.name FROM {L_T} GROUP BY t.teacher_id ORDER BY SUM(l.minutes) DESC LIMIT 1"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
