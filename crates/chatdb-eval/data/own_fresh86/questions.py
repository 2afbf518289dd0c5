#!/usr/bin/env python3
"""Writes dev.json: the questions of our eighty-seventh own set with their
gold SQL (SQLite). Written on 2026-12-06 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

S_B = "students s JOIN buildings b ON s.building_id = b.building_id"
R_S = "repair_requests r JOIN students s ON r.student_id = s.student_id"
L_W = "work_logs l JOIN workers w ON l.worker_id = w.worker_id"

Q = {
    "dorm": [
        ("how many students live in Oak Hall", f"SELECT COUNT(*) FROM {S_B} WHERE b.building_name = 'Oak Hall'"),
        ("how many repair requests are still open", "SELECT COUNT(*) FROM repair_requests WHERE fixed_on IS NULL"),
        ("repair requests per category", "SELECT category, COUNT(*) FROM repair_requests GROUP BY category"),
        ("repair costs by category", "SELECT category, SUM(cost) FROM repair_requests GROUP BY category"),
        ("which building has the most repair requests", f"SELECT b.building_name FROM {R_S} JOIN buildings b ON s.building_id = b.building_id GROUP BY b.building_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("students studying Law", "SELECT student_name FROM students WHERE course = 'Law'"),
        ("students who moved in this year", f"SELECT student_name FROM students WHERE moved_in >= {THIS_YEAR}"),
        ("how many requests were reported last month", "SELECT COUNT(*) FROM repair_requests WHERE " + LAST_MONTH.format(c="reported_on")),
        ("average cost of a plumbing repair", "SELECT AVG(cost) FROM repair_requests WHERE category = 'plumbing'"),
        ("students who never reported a repair", "SELECT student_name FROM students WHERE student_id NOT IN (SELECT student_id FROM repair_requests)"),
        ("tallest building", "SELECT building_name FROM buildings ORDER BY floors DESC LIMIT 1"),
        ("students per course", "SELECT course, COUNT(*) FROM students GROUP BY course"),
        ("which student reported the most repairs", f"SELECT s.student_name FROM {R_S} GROUP BY s.student_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("requests per month", "SELECT strftime('%Y-%m', reported_on), COUNT(*) FROM repair_requests GROUP BY strftime('%Y-%m', reported_on)"),
        ("highest repair cost", "SELECT MAX(cost) FROM repair_requests"),
    ],
    "renovation": [
        ("一共有多少个项目", "SELECT COUNT(*) FROM projects"),
        ("朝阳区的项目有几个", "SELECT COUNT(*) FROM projects WHERE district = '朝阳区'"),
        ("预算最高的项目是哪个客户的", "SELECT client_name FROM projects ORDER BY budget DESC LIMIT 1"),
        ("每个区的项目数", "SELECT district, COUNT(*) FROM projects GROUP BY district"),
        ("每个工人的总工时", f"SELECT w.worker_name, SUM(l.hours) FROM {L_W} GROUP BY w.worker_id"),
        ("木工有哪些", "SELECT worker_name FROM workers WHERE trade = '木工'"),
        ("日薪最高的工人", "SELECT worker_name FROM workers ORDER BY daily_wage DESC LIMIT 1"),
        ("这个月的总工时", f"SELECT SUM(hours) FROM work_logs WHERE work_date >= {THIS_MONTH}"),
        ("平均预算是多少", "SELECT AVG(budget) FROM projects"),
        ("出工次数最多的工人", f"SELECT w.worker_name FROM {L_W} GROUP BY w.worker_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("从来没出过工的工人", "SELECT worker_name FROM workers WHERE worker_id NOT IN (SELECT worker_id FROM work_logs)"),
        ("每个月的工时", "SELECT strftime('%Y-%m', work_date), SUM(hours) FROM work_logs GROUP BY strftime('%Y-%m', work_date)"),
        ("今年开工的项目有多少个", f"SELECT COUNT(*) FROM projects WHERE start_date >= {THIS_YEAR}"),
        ("各工种的平均日薪", "SELECT trade, AVG(daily_wage) FROM workers GROUP BY trade"),
        ("预算超过30万的项目有几个", "SELECT COUNT(*) FROM projects WHERE budget > 300000"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
