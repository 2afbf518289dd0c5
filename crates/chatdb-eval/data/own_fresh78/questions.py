#!/usr/bin/env python3
"""Writes dev.json: the questions of our seventy-ninth own set with their
gold SQL (SQLite). Written on 2026-12-06 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

P_G = "passages p JOIN gates g ON p.gate_id = g.gate_id"
H_T = "hauls h JOIN trucks t ON h.truck_id = t.truck_id"
H_P = "hauls h JOIN pits p ON h.pit_id = p.pit_id"

Q = {
    "tolls": [
        ("toll revenue last month", "SELECT SUM(fee) FROM passages WHERE " + LAST_MONTH.format(c="pass_date")),
        ("how many trucks passed this month", f"SELECT COUNT(*) FROM passages WHERE vehicle_class = 'truck' AND pass_date >= {THIS_MONTH}"),
        ("busiest gate", f"SELECT g.gate_name FROM {P_G} GROUP BY g.gate_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("revenue by highway", f"SELECT g.highway, SUM(p.fee) FROM {P_G} GROUP BY g.highway"),
        ("average fee for buses", "SELECT AVG(fee) FROM passages WHERE vehicle_class = 'bus'"),
        ("share of passages paid in cash", "SELECT 100.0 * SUM(payment = 'cash') / COUNT(*) FROM passages"),
        ("daily revenue this month", f"SELECT pass_date, SUM(fee) FROM passages WHERE pass_date >= {THIS_MONTH} GROUP BY pass_date"),
        ("gates with more than 4 lanes", "SELECT gate_name FROM gates WHERE lanes > 4"),
        ("how many gates on the A1", "SELECT COUNT(*) FROM gates WHERE highway = 'A1'"),
        ("passages by payment method", "SELECT payment, COUNT(*) FROM passages GROUP BY payment"),
        ("which vehicle class brings in the most money", "SELECT vehicle_class FROM passages GROUP BY vehicle_class ORDER BY SUM(fee) DESC LIMIT 1"),
        ("gates with no traffic yesterday", "SELECT gate_name FROM gates WHERE gate_id NOT IN (SELECT gate_id FROM passages WHERE pass_date = date('now','-1 day'))"),
        ("how many times did KX-4411 pass", "SELECT COUNT(*) FROM passages WHERE plate = 'KX-4411'"),
        ("fees collected at North Plaza this year", f"SELECT SUM(p.fee) FROM {P_G} WHERE g.gate_name = 'North Plaza' AND p.pass_date >= {THIS_YEAR}"),
        ("monthly traffic this year", f"SELECT strftime('%Y-%m', pass_date), COUNT(*) FROM passages WHERE pass_date >= {THIS_YEAR} GROUP BY strftime('%Y-%m', pass_date)"),
    ],
    "quarry": [
        ("今天拉了多少吨", "SELECT SUM(tonnes) FROM hauls WHERE haul_date = date('now')"),
        ("每个矿坑这个月的产量", f"SELECT p.pit_name, SUM(h.tonnes) FROM {H_P} WHERE h.haul_date >= {THIS_MONTH} GROUP BY p.pit_id"),
        ("拉得最多的司机", f"SELECT t.driver_name FROM {H_T} GROUP BY t.truck_id ORDER BY SUM(h.tonnes) DESC LIMIT 1"),
        ("一共有多少辆车", "SELECT COUNT(*) FROM trucks"),
        ("载重30吨以上的车", "SELECT plate FROM trucks WHERE capacity_t > 30"),
        ("花岗岩一共出了多少吨", f"SELECT SUM(h.tonnes) FROM {H_P} WHERE p.rock_type = '花岗岩'"),
        ("上个月每天的出矿量", "SELECT haul_date, SUM(tonnes) FROM hauls WHERE " + LAST_MONTH.format(c="haul_date") + " GROUP BY haul_date"),
        ("这个月没出过车的车辆", f"SELECT plate FROM trucks WHERE truck_id NOT IN (SELECT truck_id FROM hauls WHERE haul_date >= {THIS_MONTH})"),
        ("平均每车拉多少吨", "SELECT AVG(tonnes) FROM hauls"),
        ("每种石料的总产量", f"SELECT p.rock_type, SUM(h.tonnes) FROM {H_P} GROUP BY p.rock_type"),
        ("今年每个月的产量", f"SELECT strftime('%Y-%m', haul_date), SUM(tonnes) FROM hauls WHERE haul_date >= {THIS_YEAR} GROUP BY strftime('%Y-%m', haul_date)"),
        ("东坑今年拉了多少车", f"SELECT COUNT(*) FROM {H_P} WHERE p.pit_name = '东坑' AND h.haul_date >= {THIS_YEAR}"),
        ("最早开采的矿坑", "SELECT pit_name FROM pits ORDER BY opened_on LIMIT 1"),
        ("王建军这个月跑了几趟", f"SELECT COUNT(*) FROM {H_T} WHERE t.driver_name = '王建军' AND h.haul_date >= {THIS_MONTH}"),
        ("每辆车拉了多少趟", f"SELECT t.plate, COUNT(*) FROM {H_T} GROUP BY t.truck_id"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
