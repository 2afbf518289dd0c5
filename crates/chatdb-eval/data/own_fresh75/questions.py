#!/usr/bin/env python3
"""Writes dev.json: the questions of our seventy-sixth own set with their
gold SQL (SQLite). Written on 2026-12-06 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

R_H = "readings r JOIN houses h ON r.house_id = h.house_id"
K_H = "harvests k JOIN houses h ON k.house_id = h.house_id"
V_V = "violations x JOIN vehicles v ON x.vehicle_id = v.vehicle_id"
V_D = V_V + " JOIN drivers d ON v.driver_id = d.driver_id"


def per_month(c):
    return f"strftime('%Y-%m', {c})"


Q = {
    "greenhouse": [
        ("average temperature this month", f"SELECT AVG(temperature_c) FROM readings WHERE reading_date >= {THIS_MONTH}"),
        ("which greenhouse had the highest average humidity last month", f"SELECT h.house_name FROM {R_H} WHERE " + LAST_MONTH.format(c="r.reading_date") + " GROUP BY h.house_id ORDER BY AVG(r.humidity_pct) DESC LIMIT 1"),
        ("how much did we harvest this year", f"SELECT SUM(kg) FROM harvests WHERE harvest_date >= {THIS_YEAR}"),
        ("harvest by crop", f"SELECT h.crop, SUM(k.kg) FROM {K_H} GROUP BY h.crop"),
        ("greenhouses growing tomatoes", "SELECT house_name FROM houses WHERE crop = 'tomato'"),
        ("total greenhouse area", "SELECT SUM(area_m2) FROM houses"),
        ("max temperature per greenhouse", f"SELECT h.house_name, MAX(r.temperature_c) FROM {R_H} GROUP BY h.house_id"),
        ("monthly harvest this year", f"SELECT {per_month('harvest_date')}, SUM(kg) FROM harvests WHERE harvest_date >= {THIS_YEAR} GROUP BY {per_month('harvest_date')}"),
        ("how many readings above 30 degrees", "SELECT COUNT(*) FROM readings WHERE temperature_c > 30"),
        ("which greenhouse produced the most", f"SELECT h.house_name FROM {K_H} GROUP BY h.house_id ORDER BY SUM(k.kg) DESC LIMIT 1"),
        ("greenhouses with no harvest yet", "SELECT house_name FROM houses WHERE house_id NOT IN (SELECT house_id FROM harvests)"),
        ("lowest humidity recorded", "SELECT MIN(humidity_pct) FROM readings"),
        ("kg harvested per square metre by greenhouse", f"SELECT h.house_name, SUM(k.kg) / h.area_m2 FROM {K_H} GROUP BY h.house_id"),
        ("how many harvests last month", "SELECT COUNT(*) FROM harvests WHERE " + LAST_MONTH.format(c="harvest_date")),
        ("average harvest size for cucumbers", f"SELECT AVG(k.kg) FROM {K_H} WHERE h.crop = 'cucumber'"),
    ],
    "traffic": [
        ("这个月有多少起违章", f"SELECT COUNT(*) FROM violations WHERE violation_date >= {THIS_MONTH}"),
        ("每种违章的罚款总额", "SELECT offence, SUM(fine) FROM violations GROUP BY offence"),
        ("还没交的罚款一共多少钱", "SELECT SUM(fine) FROM violations WHERE paid = 0"),
        ("今年超速多少次", f"SELECT COUNT(*) FROM violations WHERE offence = '超速' AND violation_date >= {THIS_YEAR}"),
        ("哪个司机扣分最多", f"SELECT d.driver_name FROM {V_D} GROUP BY d.driver_id ORDER BY SUM(x.points) DESC LIMIT 1"),
        ("每个区的司机人数", "SELECT district, COUNT(*) FROM drivers GROUP BY district"),
        ("没有违章记录的车辆", "SELECT plate FROM vehicles WHERE vehicle_id NOT IN (SELECT vehicle_id FROM violations)"),
        ("货车违章了多少次", f"SELECT COUNT(*) FROM {V_V} WHERE v.vehicle_type = '货车'"),
        ("平均每起违章罚多少钱", "SELECT AVG(fine) FROM violations"),
        ("上个月开出的罚款总额", "SELECT SUM(fine) FROM violations WHERE " + LAST_MONTH.format(c="violation_date")),
        ("今年每个月的违章数量", f"SELECT {per_month('violation_date')}, COUNT(*) FROM violations WHERE violation_date >= {THIS_YEAR} GROUP BY {per_month('violation_date')}"),
        ("京A12345有几次违章", f"SELECT COUNT(*) FROM {V_V} WHERE v.plate = '京A12345'"),
        ("闯红灯罚多少钱", "SELECT DISTINCT fine FROM violations WHERE offence = '闯红灯'"),
        ("每辆车的违章次数", f"SELECT v.plate, COUNT(*) FROM {V_V} GROUP BY v.vehicle_id"),
        ("违章罚款的缴纳率", "SELECT AVG(paid) FROM violations"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
