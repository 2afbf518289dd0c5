#!/usr/bin/env python3
"""Writes dev.json: the questions of our hundred-and-ninth own set with
their gold SQL (SQLite). Written on 2026-12-08 before the engine was run
on these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_YEAR, write_dev  # noqa: E402

R_A = "registrations r JOIN attendees a ON r.attendee_id = a.attendee_id"
R_S = "registrations r JOIN sessions s ON r.session_id = s.session_id"
M_C = "meter_readings m JOIN customers c ON m.customer_id = c.customer_id"
B_C = "bills b JOIN customers c ON b.customer_id = c.customer_id"

Q = {
    "conference": [
        ("how many attendees", "SELECT COUNT(*) FROM attendees"),
        ("attendees who never registered",
         "SELECT full_name FROM attendees WHERE attendee_id NOT IN (SELECT attendee_id FROM registrations)"),
        ("which attendee registers the most",
         f"SELECT a.full_name FROM {R_A} GROUP BY a.attendee_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("registrations per session", f"SELECT s.title, COUNT(*) FROM {R_S} GROUP BY s.session_id"),
        ("how many registrations were cancelled", "SELECT COUNT(*) FROM registrations WHERE status = 'cancelled'"),
        ("sessions in Hall A", "SELECT title FROM sessions WHERE room = 'Hall A'"),
        ("speakers", "SELECT full_name FROM attendees WHERE ticket_type = 'speaker'"),
        ("attendees per company", "SELECT company, COUNT(*) FROM attendees GROUP BY company"),
        ("session with the biggest capacity", "SELECT title FROM sessions ORDER BY capacity DESC LIMIT 1"),
        ("upcoming sessions", "SELECT title FROM sessions WHERE held_on >= date('now')"),
        ("registrations last month",
         "SELECT COUNT(*) FROM registrations WHERE " + LAST_MONTH.format(c="registered_on")),
        ("total capacity of all sessions", "SELECT SUM(capacity) FROM sessions"),
        ("which session has the most registrations",
         f"SELECT s.title FROM {R_S} GROUP BY s.session_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("attendance rate",
         "SELECT 100.0 * SUM(CASE WHEN status = 'attended' THEN 1 ELSE 0 END) / COUNT(*) FROM registrations"),
        ("how many VIP attendees", "SELECT COUNT(*) FROM attendees WHERE ticket_type = 'VIP'"),
    ],
    "power_supply": [
        ("一共有多少个用户", "SELECT COUNT(*) FROM customers"),
        ("每个区有多少用户", "SELECT district, COUNT(*) FROM customers GROUP BY district"),
        ("上个月的用电量", "SELECT SUM(kwh_used) FROM meter_readings WHERE " + LAST_MONTH.format(c="read_on")),
        ("用电量最多的用户",
         f"SELECT c.customer_name FROM {M_C} GROUP BY c.customer_id ORDER BY SUM(m.kwh_used) DESC LIMIT 1"),
        ("平均电费", "SELECT AVG(amount) FROM bills"),
        ("电费总额", "SELECT SUM(amount) FROM bills"),
        ("还没缴费的账单有多少张", "SELECT COUNT(*) FROM bills WHERE paid_on IS NULL"),
        ("欠费的用户", f"SELECT DISTINCT c.customer_name FROM {B_C} WHERE b.paid_on IS NULL"),
        ("逾期未缴的账单", "SELECT bill_id FROM bills WHERE paid_on IS NULL AND due_on < date('now')"),
        ("每个月的用电量",
         "SELECT strftime('%Y-%m', read_on), SUM(kwh_used) FROM meter_readings GROUP BY strftime('%Y-%m', read_on)"),
        ("东城区的用户", "SELECT customer_name FROM customers WHERE district = '东城区'"),
        ("今年的电费收入", f"SELECT SUM(amount) FROM bills WHERE paid_on >= {THIS_YEAR}"),
        ("没有抄表记录的用户",
         "SELECT customer_name FROM customers WHERE customer_id NOT IN (SELECT customer_id FROM meter_readings)"),
        ("各区的电费总额", f"SELECT c.district, SUM(b.amount) FROM {B_C} GROUP BY c.district"),
        ("单月用电量最高是多少", "SELECT MAX(kwh_used) FROM meter_readings"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
