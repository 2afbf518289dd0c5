#!/usr/bin/env python3
"""Writes dev.json: the questions of our eighteenth own set with their gold
SQL (SQLite). Written on 2026-12-03 before the engine was run on these
databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, LAST_YEAR, THIS_YEAR, write_dev  # noqa: E402

R_C = "rentals r JOIN cars c ON r.car_id = c.car_id"
C_B = "cars c JOIN branches b ON c.branch_id = b.branch_id"
F_F = "fields f JOIN farms m ON f.farm_id = m.farm_id"
P_C = "plantings p JOIN crops c ON p.crop_id = c.crop_id"
MONTH = "strftime('%Y-%m', {c})"

Q = {
    "rental": [
        ("how many cars do we have", "SELECT COUNT(*) FROM cars"),
        ("cars per branch", f"SELECT b.branch_name, COUNT(*) FROM {C_B} GROUP BY b.branch_id"),
        ("rental revenue this year", f"SELECT SUM(total_price) FROM rentals WHERE picked_up_on >= {THIS_YEAR}"),
        ("cars not returned yet", f"SELECT c.plate FROM {R_C} WHERE r.returned_on IS NULL"),
        ("average rental length", "SELECT AVG(days) FROM rentals"),
        ("most rented car model", f"SELECT c.model FROM {R_C} GROUP BY c.model ORDER BY COUNT(*) DESC LIMIT 1"),
        ("cars that were never rented", "SELECT plate FROM cars WHERE car_id NOT IN (SELECT car_id FROM rentals)"),
        ("total repair cost of damages last year", "SELECT SUM(repair_cost) FROM damages WHERE " + LAST_YEAR.format(c="reported_on")),
        ("customers from Germany", "SELECT full_name FROM customers WHERE country = 'Germany'"),
        ("monthly rentals", "SELECT " + MONTH.format(c="picked_up_on") + ", COUNT(*) FROM rentals GROUP BY " + MONTH.format(c="picked_up_on")),
        ("suv daily rates", "SELECT daily_rate FROM cars WHERE car_class = 'suv'"),
        ("每个城市有几个门店", "SELECT city, COUNT(*) FROM branches GROUP BY city"),
        ("日租金最高的车型", "SELECT model FROM cars ORDER BY daily_rate DESC LIMIT 1"),
        ("上个月的租车次数", "SELECT COUNT(*) FROM rentals WHERE " + LAST_MONTH.format(c="picked_up_on")),
        ("租车最多的客户", "SELECT cu.full_name FROM rentals r JOIN customers cu ON r.customer_id = cu.customer_id GROUP BY cu.customer_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("丰田的车有多少辆", "SELECT COUNT(*) FROM cars WHERE make = 'Toyota'"),
        ("revenue by car class", f"SELECT c.car_class, SUM(r.total_price) FROM {R_C} GROUP BY c.car_class"),
        ("top 3 branches by revenue", f"SELECT b.branch_name FROM {R_C} JOIN branches b ON c.branch_id = b.branch_id GROUP BY b.branch_id ORDER BY SUM(r.total_price) DESC LIMIT 3"),
        ("rentals longer than a week", "SELECT COUNT(*) FROM rentals WHERE days > 7"),
        ("each customer's number of rentals", "SELECT cu.full_name, COUNT(*) FROM rentals r JOIN customers cu ON r.customer_id = cu.customer_id GROUP BY cu.customer_id"),
    ],
    "farm": [
        ("一共有多少块地", "SELECT COUNT(*) FROM fields"),
        ("每个农场的土地面积", f"SELECT m.farm_name, SUM(f.area_mu) FROM {F_F} GROUP BY m.farm_id"),
        ("今年的总产量", f"SELECT SUM(yield_kg) FROM harvests WHERE harvested_on >= {THIS_YEAR}"),
        ("黑龙江有几个农场", "SELECT COUNT(*) FROM farms WHERE province = 'Heilongjiang'"),
        ("有灌溉的地块有多少", "SELECT COUNT(*) FROM fields WHERE irrigated = 1"),
        ("面积最大的地块", "SELECT field_id FROM fields ORDER BY area_mu DESC LIMIT 1"),
        ("每种作物种了几次", f"SELECT c.crop_name, COUNT(*) FROM {P_C} GROUP BY c.crop_id"),
        ("产量最高的作物", "SELECT c.crop_name FROM harvests h JOIN plantings p ON h.planting_id = p.planting_id JOIN crops c ON p.crop_id = c.crop_id GROUP BY c.crop_id ORDER BY SUM(h.yield_kg) DESC LIMIT 1"),
        ("每年的收获量", "SELECT strftime('%Y', harvested_on), SUM(yield_kg) FROM harvests GROUP BY strftime('%Y', harvested_on)"),
        ("平均售价", "SELECT AVG(sale_price) FROM harvests"),
        ("去年的种子成本", "SELECT SUM(seed_cost) FROM plantings WHERE " + LAST_YEAR.format(c="sown_on")),
        ("各种土壤类型的地块数", "SELECT soil_type, COUNT(*) FROM fields GROUP BY soil_type"),
        ("粮食类作物有哪些", "SELECT crop_name FROM crops WHERE category = 'grain'"),
        ("张伟的农场", "SELECT farm_name FROM farms WHERE owner_name = 'Zhang Wei'"),
        ("面积超过100亩的地块", "SELECT field_id FROM fields WHERE area_mu > 100"),
        ("每个省的农场数量", "SELECT province, COUNT(*) FROM farms GROUP BY province"),
        ("今年的种植记录有多少", f"SELECT COUNT(*) FROM plantings WHERE sown_on >= {THIS_YEAR}"),
        ("最近一次收获是哪天", "SELECT MAX(harvested_on) FROM harvests"),
        ("每个月的播种次数", "SELECT " + MONTH.format(c="sown_on") + ", COUNT(*) FROM plantings GROUP BY " + MONTH.format(c="sown_on")),
        ("平均每块地多少亩", "SELECT AVG(area_mu) FROM fields"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
