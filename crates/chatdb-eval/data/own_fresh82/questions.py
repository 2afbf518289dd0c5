#!/usr/bin/env python3
"""Writes dev.json: the questions of our eighty-third own set with their
gold SQL (SQLite). Written on 2026-12-06 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

P_T = "plots p JOIN tenants t ON p.tenant_id = t.tenant_id"
B_R = "bookings b JOIN rooms r ON b.room_id = r.room_id"

Q = {
    "allotments": [
        ("how many plots at each site", "SELECT site, COUNT(*) FROM plots GROUP BY site"),
        ("vacant plots", "SELECT plot_code FROM plots WHERE tenant_id IS NULL"),
        ("average plot size", "SELECT AVG(size_sqm) FROM plots"),
        ("total annual rent", "SELECT SUM(annual_rent) FROM plots"),
        ("biggest plot", "SELECT plot_code FROM plots ORDER BY size_sqm DESC LIMIT 1"),
        ("tenants with more than one plot", f"SELECT t.tenant_name FROM {P_T} GROUP BY t.tenant_id HAVING COUNT(*) > 1"),
        ("how many tenants", "SELECT COUNT(*) FROM tenants"),
        ("plots at Riverside", "SELECT plot_code FROM plots WHERE site = 'Riverside'"),
        ("rent per site", "SELECT site, SUM(annual_rent) FROM plots GROUP BY site"),
        ("tenants who joined this year", f"SELECT tenant_name FROM tenants WHERE joined_on >= {THIS_YEAR}"),
        ("smallest plot at Hillside", "SELECT plot_code FROM plots WHERE site = 'Hillside' ORDER BY size_sqm LIMIT 1"),
        ("tenants without a plot", "SELECT tenant_name FROM tenants WHERE tenant_id NOT IN (SELECT tenant_id FROM plots WHERE tenant_id IS NOT NULL)"),
        ("plots bigger than 300 square metres", "SELECT plot_code FROM plots WHERE size_sqm > 300"),
        ("how much rent does each tenant pay", f"SELECT t.tenant_name, SUM(p.annual_rent) FROM {P_T} GROUP BY t.tenant_id"),
        ("how many plots are let", "SELECT COUNT(*) FROM plots WHERE tenant_id IS NOT NULL"),
    ],
    "guesthouse": [
        ("一共有几间房", "SELECT COUNT(*) FROM rooms"),
        ("这个月有多少订单", f"SELECT COUNT(*) FROM bookings WHERE check_in >= {THIS_MONTH}"),
        ("各渠道的订单数", "SELECT channel, COUNT(*) FROM bookings GROUP BY channel"),
        ("平均住几晚", "SELECT AVG(nights) FROM bookings"),
        ("哪个房间收入最高", f"SELECT r.room_name FROM {B_R} GROUP BY r.room_id ORDER BY SUM(b.amount) DESC LIMIT 1"),
        ("今年的总收入", f"SELECT SUM(amount) FROM bookings WHERE check_in >= {THIS_YEAR}"),
        ("携程来的订单有多少", "SELECT COUNT(*) FROM bookings WHERE channel = '携程'"),
        ("每个月的收入", "SELECT strftime('%Y-%m', check_in), SUM(amount) FROM bookings GROUP BY strftime('%Y-%m', check_in)"),
        ("住超过3晚的订单有几个", "SELECT COUNT(*) FROM bookings WHERE nights > 3"),
        ("没人订过的房间", "SELECT room_name FROM rooms WHERE room_id NOT IN (SELECT room_id FROM bookings)"),
        ("张伟订了几次", "SELECT COUNT(*) FROM bookings WHERE guest_name = '张伟'"),
        ("最贵的一单多少钱", "SELECT MAX(amount) FROM bookings"),
        ("每种房型的平均价格", "SELECT room_type, AVG(base_price) FROM rooms GROUP BY room_type"),
        ("上个月的收入", "SELECT SUM(amount) FROM bookings WHERE " + LAST_MONTH.format(c="check_in")),
        ("家庭房有几间", "SELECT COUNT(*) FROM rooms WHERE room_type = '家庭房'"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
