#!/usr/bin/env python3
"""Writes dev.json: the questions of our sixty-ninth own set with their
gold SQL (SQLite). Written on 2026-12-05 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, LAST_YEAR, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

H_A = "harvests v JOIN hives h ON v.hive_id = h.hive_id JOIN apiaries a ON h.apiary_id = a.apiary_id"
I_A = "inspections i JOIN hives h ON i.hive_id = h.hive_id JOIN apiaries a ON h.apiary_id = a.apiary_id"
L_C = "care_logs l JOIN caregivers c ON l.caregiver_id = c.caregiver_id"
L_R = "care_logs l JOIN residents r ON l.resident_id = r.resident_id"


def per_month(c):
    return f"strftime('%Y-%m', {c})"


Q = {
    "beekeeping": [
        ("how much honey did we harvest this year", f"SELECT SUM(honey_kg) FROM harvests WHERE harvest_date >= {THIS_YEAR}"),
        ("how many hives do we have", "SELECT COUNT(*) FROM hives"),
        ("which apiary produced the most honey", f"SELECT a.apiary_name FROM {H_A} GROUP BY a.apiary_id ORDER BY SUM(v.honey_kg) DESC LIMIT 1"),
        ("average honey per harvest", "SELECT AVG(honey_kg) FROM harvests"),
        ("number of hives per apiary", "SELECT a.apiary_name, COUNT(*) FROM hives h JOIN apiaries a ON h.apiary_id = a.apiary_id GROUP BY a.apiary_id"),
        ("heather honey harvested last year", "SELECT SUM(honey_kg) FROM harvests WHERE honey_type = 'heather' AND " + LAST_YEAR.format(c="harvest_date")),
        ("hives that have never been harvested", "SELECT hive_id FROM hives WHERE hive_id NOT IN (SELECT hive_id FROM harvests)"),
        ("honey per month this year", f"SELECT {per_month('harvest_date')}, SUM(honey_kg) FROM harvests WHERE harvest_date >= {THIS_YEAR} GROUP BY {per_month('harvest_date')}"),
        ("top 5 hives by honey", "SELECT hive_id FROM harvests GROUP BY hive_id ORDER BY SUM(honey_kg) DESC LIMIT 5"),
        ("how many Buckfast hives are there", "SELECT COUNT(*) FROM hives WHERE queen_breed = 'Buckfast'"),
        ("when was hive 12 last inspected", "SELECT MAX(inspection_date) FROM inspections WHERE hive_id = 12"),
        ("how many inspections found more than 20 mites this year", f"SELECT COUNT(*) FROM inspections WHERE varroa_count > 20 AND inspection_date >= {THIS_YEAR}"),
        ("share of honey that is clover", "SELECT 100.0 * SUM(CASE WHEN honey_type = 'clover' THEN honey_kg ELSE 0 END) / SUM(honey_kg) FROM harvests"),
        ("apiaries in Devon", "SELECT apiary_name FROM apiaries WHERE region = 'Devon'"),
        ("average mite count by apiary", f"SELECT a.apiary_name, AVG(i.varroa_count) FROM {I_A} GROUP BY a.apiary_id"),
    ],
    "nursing_home": [
        ("一共住了多少位老人", "SELECT COUNT(*) FROM residents"),
        ("全护理的老人有哪些", "SELECT resident_name FROM residents WHERE care_level = '全护理'"),
        ("哪个护工的服务次数最多", f"SELECT c.caregiver_name FROM {L_C} GROUP BY c.caregiver_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("这个月有多少条护理记录", f"SELECT COUNT(*) FROM care_logs WHERE log_date >= {THIS_MONTH}"),
        ("每种护理服务的次数", "SELECT service, COUNT(*) FROM care_logs GROUP BY service"),
        ("今年新入住的老人", f"SELECT resident_name FROM residents WHERE admitted_date >= {THIS_YEAR}"),
        ("上个月的账单总额", "SELECT SUM(amount) FROM bills WHERE " + LAST_MONTH.format(c="bill_date")),
        ("还没交费的账单有几张", "SELECT COUNT(*) FROM bills WHERE paid = 0"),
        ("平均每次护理多少分钟", "SELECT AVG(minutes) FROM care_logs"),
        ("年纪最大的老人是谁", "SELECT resident_name FROM residents ORDER BY birth_date LIMIT 1"),
        ("女性老人有多少", "SELECT COUNT(*) FROM residents WHERE gender = '女'"),
        ("李秀英这个月护理了几次", f"SELECT COUNT(*) FROM {L_R} WHERE r.resident_name = '李秀英' AND l.log_date >= {THIS_MONTH}"),
        ("没有护理记录的老人", "SELECT resident_name FROM residents WHERE resident_id NOT IN (SELECT resident_id FROM care_logs)"),
        ("康复训练一共花了多少小时", "SELECT SUM(minutes) / 60.0 FROM care_logs WHERE service = '康复训练'"),
        ("各护理等级的人数", "SELECT care_level, COUNT(*) FROM residents GROUP BY care_level"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
