#!/usr/bin/env python3
"""Writes dev.json: the questions of our forty-third own set with their
gold SQL (SQLite). Written on 2026-12-04 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_YEAR, write_dev  # noqa: E402

T_D = "trips t JOIN drivers d ON t.driver_id = d.driver_id"
A_S = "appointments a JOIN services s ON a.service_id = s.service_id"
P_O = "pets p JOIN owners o ON p.owner_id = o.owner_id"


def per_month(c):
    return f"strftime('%Y-%m', {c})"


Q = {
    "rides": [
        ("how many trips last month", "SELECT COUNT(*) FROM trips WHERE " + LAST_MONTH.format(c="requested_at")),
        ("average fare", "SELECT AVG(fare) FROM trips"),
        ("total fares this year", f"SELECT SUM(fare) FROM trips WHERE requested_at >= {THIS_YEAR}"),
        ("top 3 drivers by number of trips", f"SELECT d.driver_name FROM {T_D} GROUP BY d.driver_id ORDER BY COUNT(*) DESC LIMIT 3"),
        ("average rating per driver", f"SELECT d.driver_name, AVG(t.rating) FROM {T_D} GROUP BY d.driver_id"),
        ("which city has the most drivers", "SELECT city FROM drivers GROUP BY city ORDER BY COUNT(*) DESC LIMIT 1"),
        ("how many trips were cancelled", "SELECT COUNT(*) FROM trips WHERE cancelled = 1"),
        ("riders who never took a trip", "SELECT rider_name FROM riders WHERE rider_id NOT IN (SELECT rider_id FROM trips)"),
        ("average trip distance", "SELECT AVG(distance_km) FROM trips"),
        ("trips per month this year", f"SELECT {per_month('requested_at')}, COUNT(*) FROM trips WHERE requested_at >= {THIS_YEAR} GROUP BY {per_month('requested_at')}"),
        ("driver with the highest average rating", f"SELECT d.driver_name FROM {T_D} GROUP BY d.driver_id ORDER BY AVG(t.rating) DESC LIMIT 1"),
        ("drivers who joined this year", f"SELECT driver_name FROM drivers WHERE joined_on >= {THIS_YEAR}"),
        ("fares by city", f"SELECT d.city, SUM(t.fare) FROM {T_D} GROUP BY d.city"),
        ("what percentage of trips get cancelled", "SELECT AVG(cancelled) FROM trips"),
        ("how many riders signed up last month", "SELECT COUNT(*) FROM riders WHERE " + LAST_MONTH.format(c="signed_up_on")),
    ],
    "petcare": [
        ("一共有多少只宠物", "SELECT COUNT(*) FROM pets"),
        ("猫和狗各有多少只", "SELECT species, COUNT(*) FROM pets GROUP BY species"),
        ("上个月的预约数量", "SELECT COUNT(*) FROM appointments WHERE " + LAST_MONTH.format(c="appointment_at")),
        ("最受欢迎的服务", f"SELECT s.service_name FROM {A_S} GROUP BY s.service_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("今年的营业收入", f"SELECT SUM(paid_amount) FROM appointments WHERE appointment_at >= {THIS_YEAR}"),
        ("每项服务的价格", "SELECT service_name, price FROM services"),
        ("被取消的预约有多少", "SELECT COUNT(*) FROM appointments WHERE status = '已取消'"),
        ("哪个主人的宠物最多", f"SELECT o.owner_name FROM {P_O} GROUP BY o.owner_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("每个月的预约数", f"SELECT {per_month('appointment_at')}, COUNT(*) FROM appointments GROUP BY {per_month('appointment_at')}"),
        ("从来没有预约过的宠物", "SELECT pet_name FROM pets WHERE pet_id NOT IN (SELECT pet_id FROM appointments)"),
        ("金毛有几只", "SELECT COUNT(*) FROM pets WHERE breed = '金毛'"),
        ("最贵的服务是什么", "SELECT service_name FROM services ORDER BY price DESC LIMIT 1"),
        ("每种服务的收入", f"SELECT s.service_name, SUM(a.paid_amount) FROM {A_S} GROUP BY s.service_id"),
        ("还有多少预约待服务", "SELECT COUNT(*) FROM appointments WHERE status = '待服务'"),
        ("美容服务的平均实付金额", f"SELECT AVG(a.paid_amount) FROM {A_S} WHERE s.service_name = '美容'"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
