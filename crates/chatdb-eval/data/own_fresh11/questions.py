#!/usr/bin/env python3
"""Writes dev.json: the questions of our twelfth own set with their gold
SQL (SQLite). Written on 2026-12-03 after that session's engine changes,
before the engine was run on these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, LAST_YEAR, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

A_D = "appointments a JOIN doctors d ON a.doctor_id = d.doctor_id"
A_P = "appointments a JOIN patients p ON a.patient_id = p.patient_id"
I_A_D = "invoices i JOIN appointments a ON i.appointment_id = a.appointment_id JOIN doctors d ON a.doctor_id = d.doctor_id"
R_M = "production_runs r JOIN machines m ON r.machine_id = m.machine_id"
R_M_P = R_M + " JOIN plants p ON m.plant_id = p.plant_id"
D_M = "downtime_events e JOIN machines m ON e.machine_id = m.machine_id"
MONTH = "strftime('%Y-%m', {c})"

Q = {
    "clinic": [
        ("how many patients do we have", "SELECT COUNT(*) FROM patients"),
        ("appointments per doctor", f"SELECT d.doctor_name, COUNT(*) FROM {A_D} GROUP BY d.doctor_id"),
        ("total invoiced last month", "SELECT SUM(amount) FROM invoices WHERE " + LAST_MONTH.format(c="issued_on")),
        ("average patient age by city", "SELECT city, AVG(age) FROM patients GROUP BY city"),
        ("which doctor has the most appointments", f"SELECT d.doctor_name FROM {A_D} GROUP BY d.doctor_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("no-shows: appointments in the past that were never checked in",
         "SELECT COUNT(*) FROM appointments WHERE checked_in_at IS NULL AND scheduled_at < date('now')"),
        ("patients older than 65", "SELECT patient_name FROM patients WHERE age > 65"),
        ("revenue by specialty", f"SELECT d.specialty, SUM(i.amount) FROM {I_A_D} GROUP BY d.specialty"),
        ("每个月的就诊次数", "SELECT " + MONTH.format(c="scheduled_at") + ", COUNT(*) FROM appointments GROUP BY " + MONTH.format(c="scheduled_at")),
        ("今年新注册的病人有多少", f"SELECT COUNT(*) FROM patients WHERE registered_on >= {THIS_YEAR}"),
        ("how many urgent appointments this month", f"SELECT COUNT(*) FROM appointments WHERE visit_type = 'urgent' AND scheduled_at >= {THIS_MONTH} AND scheduled_at < date('now','start of month','+1 month')"),
        ("average invoice amount", "SELECT AVG(amount) FROM invoices"),
        ("how much did insurance pay this year", f"SELECT SUM(insurance_paid) FROM invoices WHERE issued_on >= {THIS_YEAR}"),
        ("number of patients by gender", "SELECT gender, COUNT(*) FROM patients GROUP BY gender"),
        ("每位医生的平均账单金额", f"SELECT d.doctor_name, AVG(i.amount) FROM {I_A_D} GROUP BY d.doctor_id"),
        ("doctors with no appointments", "SELECT doctor_name FROM doctors WHERE doctor_id NOT IN (SELECT doctor_id FROM appointments)"),
        ("top 4 patients by number of visits", f"SELECT p.patient_name FROM {A_P} GROUP BY p.patient_id ORDER BY COUNT(*) DESC LIMIT 4"),
        ("dermatologists", "SELECT doctor_name FROM doctors WHERE specialty = 'dermatology'"),
        ("去年的总收入", "SELECT SUM(amount) FROM invoices WHERE " + LAST_YEAR.format(c="issued_on")),
        ("largest invoice", "SELECT MAX(amount) FROM invoices"),
    ],
    "factory": [
        ("一共有几个工厂", "SELECT COUNT(*) FROM plants"),
        ("每个工厂有多少台机器", "SELECT p.plant_name, COUNT(*) FROM machines m JOIN plants p ON m.plant_id = p.plant_id GROUP BY p.plant_id"),
        ("今年的总产量", f"SELECT SUM(units_produced) FROM production_runs WHERE run_date >= {THIS_YEAR}"),
        ("每个月的产量", "SELECT " + MONTH.format(c="run_date") + ", SUM(units_produced) FROM production_runs GROUP BY " + MONTH.format(c="run_date")),
        ("各工厂的次品数", f"SELECT p.plant_name, SUM(r.defective_units) FROM {R_M_P} GROUP BY p.plant_id"),
        ("产量最高的机器", "SELECT machine_id FROM production_runs GROUP BY machine_id ORDER BY SUM(units_produced) DESC LIMIT 1"),
        ("各类机器有多少台", "SELECT machine_type, COUNT(*) FROM machines GROUP BY machine_type"),
        ("上个月停机了多少分钟", "SELECT SUM(minutes) FROM downtime_events WHERE " + LAST_MONTH.format(c="started_at")),
        ("停机原因分布", "SELECT reason, COUNT(*) FROM downtime_events GROUP BY reason"),
        ("苏州工厂的机器", "SELECT m.machine_id FROM machines m JOIN plants p ON m.plant_id = p.plant_id WHERE p.city = 'Suzhou'"),
        ("2015年以后开的工厂", "SELECT plant_name FROM plants WHERE opened_year > 2015"),
        ("每种机器的平均能耗", f"SELECT m.machine_type, AVG(r.energy_kwh) FROM {R_M} GROUP BY m.machine_type"),
        ("停机次数最多的机器", "SELECT machine_id FROM downtime_events GROUP BY machine_id HAVING COUNT(*) = (SELECT MAX(c) FROM (SELECT COUNT(*) AS c FROM downtime_events GROUP BY machine_id))"),
        ("去年的总能耗", "SELECT SUM(energy_kwh) FROM production_runs WHERE " + LAST_YEAR.format(c="run_date")),
        ("因为故障停机的次数", "SELECT COUNT(*) FROM downtime_events WHERE reason = 'breakdown'"),
        ("平均每次生产多少件", "SELECT AVG(units_produced) FROM production_runs"),
        ("本月每天的产量", f"SELECT run_date, SUM(units_produced) FROM production_runs WHERE run_date >= {THIS_MONTH} GROUP BY run_date"),
        ("从来没停过机的机器", "SELECT machine_id FROM machines WHERE machine_id NOT IN (SELECT machine_id FROM downtime_events)"),
        ("各工厂今年的停机总时长", f"SELECT p.plant_name, SUM(e.minutes) FROM {D_M} JOIN plants p ON m.plant_id = p.plant_id WHERE e.started_at >= {THIS_YEAR} GROUP BY p.plant_id"),
        ("次品率最高的工厂", f"SELECT p.plant_name FROM {R_M_P} GROUP BY p.plant_id ORDER BY SUM(r.defective_units) * 1.0 / SUM(r.units_produced) DESC LIMIT 1"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
