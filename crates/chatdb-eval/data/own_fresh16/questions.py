#!/usr/bin/env python3
"""Writes dev.json: the questions of our seventeenth own set with their gold
SQL (SQLite). Written on 2026-12-03 before the engine was run on these
databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, LAST_YEAR, THIS_YEAR, write_dev  # noqa: E402

B_C = "bookings b JOIN classes c ON b.class_id = c.class_id"
C_T = "classes c JOIN trainers t ON c.trainer_id = t.trainer_id"
P_M = "payments p JOIN members m ON p.member_id = m.member_id"
C_D = "couriers c JOIN depots d ON c.depot_id = d.depot_id"
P_C = "parcels p JOIN couriers c ON p.courier_id = c.courier_id"
MONTH = "strftime('%Y-%m', {c})"

Q = {
    "gym": [
        ("how many members do we have", "SELECT COUNT(*) FROM members"),
        ("new members this year", f"SELECT full_name FROM members WHERE joined_on >= {THIS_YEAR}"),
        ("members by plan", "SELECT plan, COUNT(*) FROM members GROUP BY plan"),
        ("total payments this year", f"SELECT SUM(amount) FROM payments WHERE paid_at >= {THIS_YEAR}"),
        ("most popular class", f"SELECT c.class_name FROM {B_C} GROUP BY c.class_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("每个教练的课程数", f"SELECT t.name, COUNT(*) FROM {C_T} GROUP BY t.trainer_id"),
        ("members who never booked a class", "SELECT full_name FROM members WHERE member_id NOT IN (SELECT member_id FROM bookings)"),
        ("average payment by method", "SELECT method, AVG(amount) FROM payments GROUP BY method"),
        ("女会员有多少", "SELECT COUNT(*) FROM members WHERE gender = 'F'"),
        ("monthly revenue", "SELECT " + MONTH.format(c="paid_at") + ", SUM(amount) FROM payments GROUP BY " + MONTH.format(c="paid_at")),
        ("classes on monday", "SELECT class_name FROM classes WHERE weekday = 'Monday'"),
        ("容量最大的课程", "SELECT class_name FROM classes ORDER BY capacity DESC LIMIT 1"),
        ("top 5 members by total payments", f"SELECT m.full_name FROM {P_M} GROUP BY m.member_id ORDER BY SUM(p.amount) DESC LIMIT 5"),
        ("上个月的预约数", "SELECT COUNT(*) FROM bookings WHERE " + LAST_MONTH.format(c="booked_on")),
        ("yoga classes", "SELECT class_name FROM classes WHERE category = 'yoga'"),
        ("revenue last year", "SELECT SUM(amount) FROM payments WHERE " + LAST_YEAR.format(c="paid_at")),
        ("oldest member", "SELECT full_name FROM members ORDER BY birth_date ASC LIMIT 1"),
        ("缺席的预约有多少", "SELECT COUNT(*) FROM bookings WHERE attended = 0"),
        ("哪个教练的课预约最多", f"SELECT t.name FROM {B_C} JOIN trainers t ON c.trainer_id = t.trainer_id GROUP BY t.trainer_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("number of bookings per class", f"SELECT c.class_name, COUNT(*) FROM {B_C} GROUP BY c.class_id"),
    ],
    "courier": [
        ("一共有多少个包裹", "SELECT COUNT(*) FROM parcels"),
        ("每个网点的快递员人数", f"SELECT d.depot_name, COUNT(*) FROM {C_D} GROUP BY d.depot_id"),
        ("今年发了多少件包裹", f"SELECT COUNT(*) FROM parcels WHERE shipped_on >= {THIS_YEAR}"),
        ("还没送达的包裹有多少", "SELECT COUNT(*) FROM parcels WHERE delivered_on IS NULL"),
        ("包裹的平均重量", "SELECT AVG(weight_kg) FROM parcels"),
        ("每个收件城市的包裹数", "SELECT recipient_city, COUNT(*) FROM parcels GROUP BY recipient_city"),
        ("运费总收入", "SELECT SUM(fee) FROM parcels"),
        ("投诉最多的快递员", f"SELECT c.courier_name FROM complaints k JOIN parcels p ON k.parcel_id = p.parcel_id JOIN couriers c ON p.courier_id = c.courier_id GROUP BY c.courier_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("上个月的投诉数量", "SELECT COUNT(*) FROM complaints WHERE " + LAST_MONTH.format(c="filed_on")),
        ("各投诉原因的数量", "SELECT reason, COUNT(*) FROM complaints GROUP BY reason"),
        ("2024年入职的快递员", "SELECT courier_name FROM couriers WHERE hired_on >= '2024-01-01' AND hired_on < '2025-01-01'"),
        ("骑电动车的快递员有几个", "SELECT COUNT(*) FROM couriers WHERE vehicle = 'e-bike'"),
        ("重量超过10公斤的包裹有多少", "SELECT COUNT(*) FROM parcels WHERE weight_kg > 10"),
        ("每个月的运费收入", "SELECT " + MONTH.format(c="shipped_on") + ", SUM(fee) FROM parcels GROUP BY " + MONTH.format(c="shipped_on")),
        ("派送包裹最多的快递员", f"SELECT c.courier_name FROM {P_C} GROUP BY c.courier_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("北京有几个网点", "SELECT COUNT(*) FROM depots WHERE city = 'Beijing'"),
        ("没有派送过包裹的快递员", "SELECT courier_name FROM couriers WHERE courier_id NOT IN (SELECT courier_id FROM parcels)"),
        ("运费最高的10个包裹", "SELECT parcel_id FROM parcels ORDER BY fee DESC LIMIT 10"),
        ("每个网点的包裹数量", f"SELECT d.depot_name, COUNT(*) FROM {P_C} JOIN depots d ON c.depot_id = d.depot_id GROUP BY d.depot_id"),
        ("最早入职的快递员", "SELECT courier_name FROM couriers ORDER BY hired_on ASC LIMIT 1"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
