#!/usr/bin/env python3
"""Writes dev.json: the questions of our fifty-eighth own set with their
gold SQL (SQLite). Written on 2026-12-05 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

B_R = "bookings b JOIN rooms r ON b.room_id = r.room_id"
S_C = "sessions s JOIN chargers c ON s.charger_id = c.charger_id"
S_ST = "sessions s JOIN chargers c ON s.charger_id = c.charger_id JOIN stations st ON c.station_id = st.station_id"
C_ST = "chargers c JOIN stations st ON c.station_id = st.station_id"


def per_month(c):
    return f"strftime('%Y-%m', {c})"


Q = {
    "escape_rooms": [
        ("how many bookings this month", f"SELECT COUNT(*) FROM bookings WHERE booking_date >= {THIS_MONTH}"),
        ("escape rate by room", f"SELECT r.room_name, AVG(b.escaped) FROM {B_R} GROUP BY r.room_id"),
        ("average group size", "SELECT AVG(group_size) FROM bookings"),
        ("revenue last month", "SELECT SUM(amount) FROM bookings WHERE " + LAST_MONTH.format(c="booking_date")),
        ("fastest escape time", "SELECT MIN(minutes_taken) FROM bookings"),
        ("how many groups escaped from Haunted Manor", f"SELECT COUNT(*) FROM {B_R} WHERE r.room_name = 'Haunted Manor' AND b.escaped = 1"),
        ("most popular room", f"SELECT r.room_name FROM {B_R} GROUP BY r.room_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("crime rooms", "SELECT room_name FROM rooms WHERE theme = 'crime'"),
        ("bookings per month", f"SELECT {per_month('booking_date')}, COUNT(*) FROM bookings GROUP BY {per_month('booking_date')}"),
        ("most expensive room", "SELECT room_name FROM rooms ORDER BY price_per_person DESC LIMIT 1"),
    ],
    "charging": [
        ("今年充了多少度电", f"SELECT SUM(energy_kwh) FROM sessions WHERE session_date >= {THIS_YEAR}"),
        ("每个充电站有几个充电桩", f"SELECT st.station_name, COUNT(*) FROM {C_ST} GROUP BY st.station_id"),
        ("快充桩有多少个", "SELECT COUNT(*) FROM chargers WHERE charger_type = '快充'"),
        ("哪个区的充电收入最高", f"SELECT st.district FROM {S_ST} GROUP BY st.district ORDER BY SUM(s.fee) DESC LIMIT 1"),
        ("平均每次充电多长时间", "SELECT AVG(minutes) FROM sessions"),
        ("从来没用过的充电桩", "SELECT charger_id FROM chargers WHERE charger_id NOT IN (SELECT charger_id FROM sessions)"),
        ("上个月的充电费收入", "SELECT SUM(fee) FROM sessions WHERE " + LAST_MONTH.format(c="session_date")),
        ("用会员卡支付的有多少次", "SELECT COUNT(*) FROM sessions WHERE payment = '会员卡'"),
        ("南山区有几个充电站", "SELECT COUNT(*) FROM stations WHERE district = '南山区'"),
        ("每个月的充电量", f"SELECT {per_month('session_date')}, SUM(energy_kwh) FROM sessions GROUP BY {per_month('session_date')}"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
