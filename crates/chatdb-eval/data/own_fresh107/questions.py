#!/usr/bin/env python3
"""Writes dev.json: the questions of our hundred-and-eighth own set with
their gold SQL (SQLite). Written on 2026-12-07 before the engine was run
on these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, LAST_YEAR, THIS_YEAR, write_dev  # noqa: E402

R_G = "reservations r JOIN guests g ON r.guest_id = g.guest_id"
R_T = "reservations r JOIN dining_tables t ON r.table_id = t.table_id"
B_H = "bills b JOIN households h ON b.household_id = h.household_id"
R_H = "readings r JOIN meters m ON r.meter_id = m.meter_id JOIN households h ON m.household_id = h.household_id"

Q = {
    "table_bookings": [
        ("how many reservations do we have today", "SELECT COUNT(*) FROM reservations WHERE booked_for = date('now')"),
        ("how many no-shows last month",
         "SELECT COUNT(*) FROM reservations WHERE status = 'no-show' AND " + LAST_MONTH.format(c="booked_for")),
        ("average party size", "SELECT AVG(party_size) FROM reservations"),
        ("tables on the patio", "SELECT table_no FROM dining_tables WHERE area = 'patio'"),
        ("which guest books the most",
         f"SELECT g.guest_name FROM {R_G} GROUP BY g.guest_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("cancellation rate",
         "SELECT 100.0 * SUM(CASE WHEN status = 'cancelled' THEN 1 ELSE 0 END) / COUNT(*) FROM reservations"),
        ("reservations by month",
         "SELECT strftime('%Y-%m', booked_for), COUNT(*) FROM reservations GROUP BY strftime('%Y-%m', booked_for)"),
        ("biggest table", "SELECT table_no FROM dining_tables ORDER BY seats DESC LIMIT 1"),
        ("vip guests", "SELECT guest_name FROM guests WHERE is_vip = 1"),
        ("guests who have never booked",
         "SELECT guest_name FROM guests WHERE guest_id NOT IN (SELECT guest_id FROM reservations)"),
        ("number of reservations per area", f"SELECT t.area, COUNT(*) FROM {R_T} GROUP BY t.area"),
        ("busiest day of the week",
         "SELECT strftime('%w', booked_for) FROM reservations GROUP BY strftime('%w', booked_for) "
         "ORDER BY COUNT(*) DESC LIMIT 1"),
        ("largest party size this year",
         f"SELECT MAX(party_size) FROM reservations WHERE booked_for >= {THIS_YEAR}"),
        ("how many people are booked for tomorrow",
         "SELECT SUM(party_size) FROM reservations WHERE booked_for = date('now','+1 day')"),
        ("cancelled reservations last month",
         "SELECT reservation_id FROM reservations WHERE status = 'cancelled' AND "
         + LAST_MONTH.format(c="booked_for")),
    ],
    "water_meters": [
        ("一共有多少户", "SELECT COUNT(*) FROM households"),
        ("每个小区有多少户", "SELECT community, COUNT(*) FROM households GROUP BY community"),
        ("上个月的用水量", "SELECT SUM(usage_m3) FROM readings WHERE " + LAST_MONTH.format(c="read_on")),
        ("用水最多的是哪一户",
         f"SELECT h.owner_name FROM {R_H} GROUP BY h.household_id ORDER BY SUM(r.usage_m3) DESC LIMIT 1"),
        ("还没缴费的账单", "SELECT bill_id FROM bills WHERE paid_on IS NULL"),
        ("水费总额", "SELECT SUM(amount) FROM bills"),
        ("平均水费", "SELECT AVG(amount) FROM bills"),
        ("欠费的有几户", "SELECT COUNT(DISTINCT household_id) FROM bills WHERE paid_on IS NULL"),
        ("每个月的用水量",
         "SELECT strftime('%Y-%m', read_on), SUM(usage_m3) FROM readings GROUP BY strftime('%Y-%m', read_on)"),
        ("今年收了多少水费", f"SELECT SUM(amount) FROM bills WHERE paid_on >= {THIS_YEAR}"),
        ("阳光小区的住户", "SELECT owner_name FROM households WHERE community = '阳光小区'"),
        ("没装水表的住户",
         "SELECT owner_name FROM households WHERE household_id NOT IN (SELECT household_id FROM meters)"),
        ("去年装了几块水表", "SELECT COUNT(*) FROM meters WHERE " + LAST_YEAR.format(c="installed_on")),
        ("单次抄表用水量最大是多少", "SELECT MAX(usage_m3) FROM readings"),
        ("各小区的水费总额", f"SELECT h.community, SUM(b.amount) FROM {B_H} GROUP BY h.community"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
