#!/usr/bin/env python3
"""Writes dev.json: the questions of our sixty-third own set with their
gold SQL (SQLite). Written on 2026-12-05 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_YEAR, write_dev  # noqa: E402

A_D = "appointments a JOIN dentists d ON a.dentist_id = d.dentist_id"
A_P = "appointments a JOIN patients p ON a.patient_id = p.patient_id"
A_Z = "animals a JOIN zones z ON a.zone_id = z.zone_id"
F_A = "feedings f JOIN animals a ON f.animal_id = a.animal_id"


def per_month(c):
    return f"strftime('%Y-%m', {c})"


Q = {
    "dental": [
        ("appointments last month", "SELECT COUNT(*) FROM appointments WHERE " + LAST_MONTH.format(c="appointment_date")),
        ("revenue per dentist", f"SELECT d.name, SUM(a.cost) FROM {A_D} GROUP BY d.dentist_id"),
        ("most common treatment", "SELECT treatment FROM appointments GROUP BY treatment ORDER BY COUNT(*) DESC LIMIT 1"),
        ("average cost of a filling", "SELECT AVG(cost) FROM appointments WHERE treatment = 'filling'"),
        ("how many patients live in Leeds", "SELECT COUNT(*) FROM patients WHERE city = 'Leeds'"),
        ("patients with no appointments this year", f"SELECT name FROM patients WHERE patient_id NOT IN (SELECT patient_id FROM appointments WHERE appointment_date >= {THIS_YEAR})"),
        ("which dentist had the most appointments this year", f"SELECT d.name FROM {A_D} WHERE a.appointment_date >= {THIS_YEAR} GROUP BY d.dentist_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("missed appointments last month", "SELECT COUNT(*) FROM appointments WHERE attended = 0 AND " + LAST_MONTH.format(c="appointment_date")),
        ("how much was paid by insurance this year", f"SELECT SUM(cost) FROM appointments WHERE paid_by = 'insurance' AND appointment_date >= {THIS_YEAR}"),
        ("how many crowns this year", f"SELECT COUNT(*) FROM appointments WHERE treatment = 'crown' AND appointment_date >= {THIS_YEAR}"),
        ("oldest patient", "SELECT name FROM patients ORDER BY birth_date ASC LIMIT 1"),
        ("appointments per month this year", f"SELECT {per_month('appointment_date')}, COUNT(*) FROM appointments WHERE appointment_date >= {THIS_YEAR} GROUP BY {per_month('appointment_date')}"),
        ("dentists and their specialities", "SELECT name, speciality FROM dentists"),
        ("top 5 patients by spend", f"SELECT p.name FROM {A_P} GROUP BY p.patient_id ORDER BY SUM(a.cost) DESC LIMIT 5"),
        ("number of appointments by treatment", "SELECT treatment, COUNT(*) FROM appointments GROUP BY treatment"),
    ],
    "zoo": [
        ("今年卖了多少张门票", f"SELECT SUM(quantity) FROM ticket_sales WHERE sale_date >= {THIS_YEAR}"),
        ("上个月的门票收入", "SELECT SUM(amount) FROM ticket_sales WHERE " + LAST_MONTH.format(c="sale_date")),
        ("每种门票各卖了多少张", "SELECT ticket_type, SUM(quantity) FROM ticket_sales GROUP BY ticket_type"),
        ("大熊猫有几只", "SELECT COUNT(*) FROM animals WHERE species = '大熊猫'"),
        ("每个园区有多少只动物", f"SELECT z.zone_name, COUNT(*) FROM {A_Z} GROUP BY z.zone_id"),
        ("哪个园区的动物最多", f"SELECT z.zone_name FROM {A_Z} GROUP BY z.zone_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("老虎平均每次喂多少公斤", f"SELECT AVG(f.food_kg) FROM {F_A} WHERE a.species = '老虎'"),
        ("年纪最大的动物是哪只", "SELECT name FROM animals ORDER BY born_on ASC LIMIT 1"),
        ("今年出生的动物", f"SELECT name FROM animals WHERE born_on >= {THIS_YEAR}"),
        ("上个月一共喂了多少公斤", "SELECT SUM(food_kg) FROM feedings WHERE " + LAST_MONTH.format(c="fed_on")),
        ("雌性企鹅有几只", "SELECT COUNT(*) FROM animals WHERE species = '企鹅' AND sex = '雌'"),
        ("今年每个月的门票收入", f"SELECT {per_month('sale_date')}, SUM(amount) FROM ticket_sales WHERE sale_date >= {THIS_YEAR} GROUP BY {per_month('sale_date')}"),
        ("平均每单买几张票", "SELECT AVG(quantity) FROM ticket_sales"),
        ("鸟语林有哪些动物", f"SELECT a.name FROM {A_Z} WHERE z.zone_name = '鸟语林'"),
        ("哪天卖的票最多", "SELECT sale_date FROM ticket_sales GROUP BY sale_date ORDER BY SUM(quantity) DESC LIMIT 1"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
