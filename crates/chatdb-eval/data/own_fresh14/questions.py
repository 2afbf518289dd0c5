#!/usr/bin/env python3
"""Writes dev.json: the questions of our fifteenth own set with their gold
SQL (SQLite). Written on 2026-12-03 before the engine was run on these
databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, LAST_YEAR, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

P_A = "properties p JOIN agents a ON p.agent_id = a.agent_id"
V_P = "viewings v JOIN properties p ON v.property_id = p.property_id"
D_P = "drivers d JOIN depots p ON d.depot_id = p.depot_id"
T_V = "trips t JOIN vehicles v ON t.vehicle_id = v.vehicle_id"
T_D = "trips t JOIN drivers d ON t.driver_id = d.driver_id"
R_V = "repairs r JOIN vehicles v ON r.vehicle_id = v.vehicle_id"
MONTH = "strftime('%Y-%m', {c})"

Q = {
    "realty": [
        ("unsold properties", "SELECT address FROM properties WHERE sold_on IS NULL"),
        ("average asking price by district", "SELECT district, AVG(asking_price) FROM properties GROUP BY district"),
        ("properties sold last month", "SELECT address FROM properties WHERE " + LAST_MONTH.format(c="sold_on")),
        ("which agent sold the most properties", f"SELECT a.agent_name FROM {P_A} WHERE p.sold_on IS NOT NULL GROUP BY a.agent_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("每个区的房源数量", "SELECT district, COUNT(*) FROM properties GROUP BY district"),
        ("3 bedroom houses", "SELECT address FROM properties WHERE bedrooms = 3 AND property_type = 'house'"),
        ("which district gets the most viewings", f"SELECT p.district FROM {V_P} GROUP BY p.district ORDER BY COUNT(*) DESC LIMIT 1"),
        ("how many viewings this month", f"SELECT COUNT(*) FROM viewings WHERE viewed_at >= {THIS_MONTH}"),
        ("average offer amount", "SELECT AVG(amount) FROM offers"),
        ("how many offers were accepted", "SELECT COUNT(*) FROM offers WHERE accepted = 1"),
        ("挂牌价最高的房源", "SELECT address FROM properties ORDER BY asking_price DESC LIMIT 1"),
        ("agents by number of listings", f"SELECT a.agent_name, COUNT(*) FROM {P_A} GROUP BY a.agent_id"),
        ("平均面积是多少", "SELECT AVG(area_sqm) FROM properties"),
        ("properties listed this year", f"SELECT address FROM properties WHERE listed_on >= {THIS_YEAR}"),
        ("properties with no offers", "SELECT address FROM properties WHERE property_id NOT IN (SELECT property_id FROM offers)"),
        ("各类型房产的平均价格", "SELECT property_type, AVG(asking_price) FROM properties GROUP BY property_type"),
        ("how many properties have sold", "SELECT COUNT(*) FROM properties WHERE sold_on IS NOT NULL"),
        ("每个月的看房次数", "SELECT " + MONTH.format(c="viewed_at") + ", COUNT(*) FROM viewings GROUP BY " + MONTH.format(c="viewed_at")),
        ("哪个办公室的经纪人最多", "SELECT office FROM agents GROUP BY office ORDER BY COUNT(*) DESC LIMIT 1"),
        ("cheapest apartment", "SELECT address FROM properties WHERE property_type = 'apartment' ORDER BY asking_price ASC LIMIT 1"),
    ],
    "fleet": [
        ("一共有多少辆车", "SELECT COUNT(*) FROM vehicles"),
        ("每个仓库有多少司机", f"SELECT p.depot_name, COUNT(*) FROM {D_P} GROUP BY p.depot_id"),
        ("今年的加油费用", f"SELECT SUM(cost) FROM fuel_purchases WHERE purchased_on >= {THIS_YEAR}"),
        ("每辆车的总行驶距离", f"SELECT v.plate_number, SUM(t.distance_km) FROM {T_V} GROUP BY v.vehicle_id"),
        ("哪个司机的行程最多", f"SELECT d.driver_name FROM {T_D} GROUP BY d.driver_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("各品牌的车辆数", "SELECT brand, COUNT(*) FROM vehicles GROUP BY brand"),
        ("维修总费用最高的车辆", f"SELECT v.plate_number FROM {R_V} GROUP BY v.vehicle_id ORDER BY SUM(r.cost) DESC LIMIT 1"),
        ("上个月一共送了多少个包裹", "SELECT SUM(parcels) FROM trips WHERE " + LAST_MONTH.format(c="trip_date")),
        ("每个月的加油量", "SELECT " + MONTH.format(c="purchased_on") + ", SUM(liters) FROM fuel_purchases GROUP BY " + MONTH.format(c="purchased_on")),
        ("2020年以前买的车", "SELECT plate_number FROM vehicles WHERE purchase_year < 2020"),
        ("每种车型的平均行驶距离", f"SELECT v.vehicle_type, AVG(t.distance_km) FROM {T_V} GROUP BY v.vehicle_type"),
        ("没有维修记录的车辆", "SELECT plate_number FROM vehicles WHERE vehicle_id NOT IN (SELECT vehicle_id FROM repairs)"),
        ("每个城市有几个仓库", "SELECT city, COUNT(*) FROM depots GROUP BY city"),
        ("最近入职的司机", "SELECT driver_name FROM drivers ORDER BY hired_on DESC LIMIT 1"),
        ("去年的维修费用总额", "SELECT SUM(cost) FROM repairs WHERE " + LAST_YEAR.format(c="repaired_on")),
        ("平均每次加油多少升", "SELECT AVG(liters) FROM fuel_purchases"),
        ("电动车有多少辆", "SELECT COUNT(*) FROM vehicles WHERE vehicle_type = 'e-bike'"),
        ("每个司机的平均行驶距离", f"SELECT d.driver_name, AVG(t.distance_km) FROM {T_D} GROUP BY d.driver_id"),
        ("距离超过100公里的行程有多少", "SELECT COUNT(*) FROM trips WHERE distance_km > 100"),
        ("各个仓库的车辆数量", "SELECT p.depot_name, COUNT(*) FROM vehicles v JOIN depots p ON v.depot_id = p.depot_id GROUP BY p.depot_id"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
