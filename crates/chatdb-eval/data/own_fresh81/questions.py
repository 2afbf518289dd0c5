#!/usr/bin/env python3
"""Writes dev.json: the questions of our eighty-second own set with their
gold SQL (SQLite). Written on 2026-12-06 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

C_T = "callouts c JOIN technicians t ON c.tech_id = t.tech_id"
H_R = "harvests h JOIN rooms r ON h.room_id = r.room_id"

Q = {
    "locksmith": [
        ("how many callouts this month", f"SELECT COUNT(*) FROM callouts WHERE callout_date >= {THIS_MONTH}"),
        ("total fees last month", "SELECT SUM(fee) FROM callouts WHERE " + LAST_MONTH.format(c="callout_date")),
        ("average response time", "SELECT AVG(response_minutes) FROM callouts"),
        ("callouts by job type", "SELECT job_type, COUNT(*) FROM callouts GROUP BY job_type"),
        ("which technician did the most callouts", f"SELECT t.tech_name FROM {C_T} GROUP BY t.tech_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("revenue per technician", f"SELECT t.tech_name, SUM(c.fee) FROM {C_T} GROUP BY t.tech_id"),
        ("slowest response ever", "SELECT MAX(response_minutes) FROM callouts"),
        ("how many safe openings", "SELECT COUNT(*) FROM callouts WHERE job_type = 'safe opening'"),
        ("technicians hired this year", f"SELECT tech_name FROM technicians WHERE hired_on >= {THIS_YEAR}"),
        ("number of callouts in the East area last month", "SELECT COUNT(*) FROM callouts WHERE area = 'East' AND " + LAST_MONTH.format(c="callout_date")),
        ("average fee for lock changes", "SELECT AVG(fee) FROM callouts WHERE job_type = 'lock change'"),
        ("technicians with no callouts this month", f"SELECT tech_name FROM technicians WHERE tech_id NOT IN (SELECT tech_id FROM callouts WHERE callout_date >= {THIS_MONTH})"),
        ("callouts per month this year", f"SELECT strftime('%Y-%m', callout_date), COUNT(*) FROM callouts WHERE callout_date >= {THIS_YEAR} GROUP BY strftime('%Y-%m', callout_date)"),
        ("which area has the highest average fee", "SELECT area FROM callouts GROUP BY area ORDER BY AVG(fee) DESC LIMIT 1"),
        ("how many jobs cost more than 300", "SELECT COUNT(*) FROM callouts WHERE fee > 300"),
    ],
    "mushrooms": [
        ("一共有几个菇房", "SELECT COUNT(*) FROM rooms"),
        ("今年总共采了多少公斤", f"SELECT SUM(weight_kg) FROM harvests WHERE harvest_date >= {THIS_YEAR}"),
        ("每个品种的产量", f"SELECT r.variety, SUM(h.weight_kg) FROM {H_R} GROUP BY r.variety"),
        ("上个月每天的采收量", "SELECT harvest_date, SUM(weight_kg) FROM harvests WHERE " + LAST_MONTH.format(c="harvest_date") + " GROUP BY harvest_date"),
        ("香菇的总产量", f"SELECT SUM(h.weight_kg) FROM {H_R} WHERE r.variety = '香菇'"),
        ("一级的采收记录有多少条", "SELECT COUNT(*) FROM harvests WHERE grade = '一级'"),
        ("平均每次采多少公斤", "SELECT AVG(weight_kg) FROM harvests"),
        ("产量最高的菇房", f"SELECT r.room_name FROM {H_R} GROUP BY r.room_id ORDER BY SUM(h.weight_kg) DESC LIMIT 1"),
        ("每个月的产量", "SELECT strftime('%Y-%m', harvest_date), SUM(weight_kg) FROM harvests GROUP BY strftime('%Y-%m', harvest_date)"),
        ("面积最大的菇房是哪个", "SELECT room_name FROM rooms ORDER BY area_sqm DESC LIMIT 1"),
        ("这个月还没采收的菇房", f"SELECT room_name FROM rooms WHERE room_id NOT IN (SELECT room_id FROM harvests WHERE harvest_date >= {THIS_MONTH})"),
        ("平菇的平均价格", f"SELECT AVG(h.price_per_kg) FROM {H_R} WHERE r.variety = '平菇'"),
        ("每个菇房采收了多少次", f"SELECT r.room_name, COUNT(*) FROM {H_R} GROUP BY r.room_id"),
        ("单次采收超过50公斤的有几次", "SELECT COUNT(*) FROM harvests WHERE weight_kg > 50"),
        ("今年的销售额", f"SELECT SUM(weight_kg * price_per_kg) FROM harvests WHERE harvest_date >= {THIS_YEAR}"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
