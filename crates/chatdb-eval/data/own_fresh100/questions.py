#!/usr/bin/env python3
"""Writes dev.json: the questions of our hundred-and-first own set with
their gold SQL (SQLite). Written on 2026-12-07 before the engine was run
on these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

T_E = "tickets t JOIN events e ON t.event_id = e.event_id"
E_V = "events e JOIN venues v ON e.venue_id = v.venue_id"
V_D = "visits v JOIN doctors d ON v.doctor_id = d.doctor_id"
D_P = "doctors d JOIN departments p ON d.dept_id = p.dept_id"

Q = {
    "ticketing": [
        ("tickets sold this month", f"SELECT COUNT(*) FROM tickets WHERE sold_on >= {THIS_MONTH}"),
        ("ticket revenue last month", "SELECT SUM(price) FROM tickets WHERE " + LAST_MONTH.format(c="sold_on")),
        ("which event sold the most tickets", f"SELECT e.event_name FROM {T_E} GROUP BY e.event_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("average ticket price", "SELECT AVG(price) FROM tickets"),
        ("how many vip tickets have we sold", "SELECT COUNT(*) FROM tickets WHERE tier = 'vip'"),
        ("events in Glasgow", f"SELECT e.event_name FROM {E_V} WHERE v.city = 'Glasgow'"),
        ("upcoming events", "SELECT event_name FROM events WHERE event_date > date('now')"),
        ("revenue by genre", f"SELECT e.genre, SUM(t.price) FROM {T_E} GROUP BY e.genre"),
        ("top 3 events by revenue", f"SELECT e.event_name FROM {T_E} GROUP BY e.event_id ORDER BY SUM(t.price) DESC LIMIT 3"),
        ("events with no tickets sold", "SELECT event_name FROM events WHERE event_id NOT IN (SELECT event_id FROM tickets)"),
        ("biggest venue", "SELECT venue_name FROM venues ORDER BY capacity DESC LIMIT 1"),
        ("tickets sold per month", "SELECT strftime('%Y-%m', sold_on), COUNT(*) FROM tickets GROUP BY strftime('%Y-%m', sold_on)"),
        ("how many comedy events this year", f"SELECT COUNT(*) FROM events WHERE genre = 'comedy' AND event_date >= {THIS_YEAR} AND event_date < date('now','start of year','+1 year')"),
        ("which venue made the most money", f"SELECT v.venue_name FROM {T_E} JOIN venues v ON e.venue_id = v.venue_id GROUP BY v.venue_id ORDER BY SUM(t.price) DESC LIMIT 1"),
        ("number of events per venue", f"SELECT v.venue_name, COUNT(*) FROM {E_V} GROUP BY v.venue_id"),
    ],
    "outpatient": [
        ("上个月的门诊量", "SELECT COUNT(*) FROM visits WHERE " + LAST_MONTH.format(c="visit_date")),
        ("每个科室的就诊人次", f"SELECT p.dept_name, COUNT(*) FROM {V_D} JOIN departments p ON d.dept_id = p.dept_id GROUP BY p.dept_id"),
        ("哪个医生接诊的病人最多", f"SELECT d.doctor_name FROM {V_D} GROUP BY d.doctor_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("平均诊费是多少", "SELECT AVG(fee) FROM visits"),
        ("主任医师有几位", "SELECT COUNT(*) FROM doctors WHERE title = '主任医师'"),
        ("儿科今年的就诊次数", f"SELECT COUNT(*) FROM {V_D} JOIN departments p ON d.dept_id = p.dept_id WHERE p.dept_name = '儿科' AND v.visit_date >= {THIS_YEAR}"),
        ("今年的诊费总收入", f"SELECT SUM(fee) FROM visits WHERE visit_date >= {THIS_YEAR}"),
        ("每个月的就诊人次", "SELECT strftime('%Y-%m', visit_date), COUNT(*) FROM visits GROUP BY strftime('%Y-%m', visit_date)"),
        ("超过80岁的病人就诊了多少次", "SELECT COUNT(*) FROM visits WHERE patient_age > 80"),
        ("内科有哪些医生", f"SELECT d.doctor_name FROM {D_P} WHERE p.dept_name = '内科'"),
        ("没有接诊过病人的医生", "SELECT doctor_name FROM doctors WHERE doctor_id NOT IN (SELECT doctor_id FROM visits)"),
        ("接诊量前三的医生", f"SELECT d.doctor_name FROM {V_D} GROUP BY d.doctor_id ORDER BY COUNT(*) DESC LIMIT 3"),
        ("各科室的平均诊费", f"SELECT p.dept_name, AVG(v.fee) FROM {V_D} JOIN departments p ON d.dept_id = p.dept_id GROUP BY p.dept_id"),
        ("病人的平均年龄", "SELECT AVG(patient_age) FROM visits"),
        ("张伟医生这个月看了多少病人", f"SELECT COUNT(*) FROM {V_D} WHERE d.doctor_name = '张伟' AND v.visit_date >= {THIS_MONTH}"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
