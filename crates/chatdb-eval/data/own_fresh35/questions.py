#!/usr/bin/env python3
"""Writes dev.json: the questions of our thirty-sixth own set with their
gold SQL (SQLite). Written on 2026-12-04 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_YEAR, write_dev  # noqa: E402

D_S = "deployments d JOIN services s ON d.service_id = s.service_id"
I_S = "incidents i JOIN services s ON i.service_id = s.service_id"
B_C = "bookings b JOIN courts c ON b.court_id = c.court_id"
B_M = "bookings b JOIN members m ON b.member_id = m.member_id"


def per_month(c):
    return f"strftime('%Y-%m', {c})"


Q = {
    "devops": [
        ("how many deployments last month", "SELECT COUNT(*) FROM deployments WHERE " + LAST_MONTH.format(c="deployed_at")),
        ("how many deployments failed this year", f"SELECT COUNT(*) FROM deployments WHERE status = 'failed' AND deployed_at >= {THIS_YEAR}"),
        ("deployments per service", f"SELECT s.service_name, COUNT(*) FROM {D_S} GROUP BY s.service_id"),
        ("average deployment duration", "SELECT AVG(duration_sec) FROM deployments"),
        ("which service deploys the most", f"SELECT s.service_name FROM {D_S} GROUP BY s.service_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("how many incidents are still open", "SELECT COUNT(*) FROM incidents WHERE resolved_at IS NULL"),
        ("incidents by severity", "SELECT severity, COUNT(*) FROM incidents GROUP BY severity"),
        ("services that have never been deployed", "SELECT service_name FROM services WHERE service_id NOT IN (SELECT service_id FROM deployments)"),
        ("how many sev1 incidents this year", f"SELECT COUNT(*) FROM incidents WHERE severity = 'sev1' AND opened_at >= {THIS_YEAR}"),
        ("deployments per month this year", f"SELECT {per_month('deployed_at')}, COUNT(*) FROM deployments WHERE deployed_at >= {THIS_YEAR} GROUP BY {per_month('deployed_at')}"),
        ("how many production deployments last month", "SELECT COUNT(*) FROM deployments WHERE environment = 'production' AND " + LAST_MONTH.format(c="deployed_at")),
        ("which team has the most incidents", f"SELECT s.team FROM {I_S} GROUP BY s.team ORDER BY COUNT(*) DESC LIMIT 1"),
        ("longest deployment duration", "SELECT MAX(duration_sec) FROM deployments"),
        ("percentage of deployments that failed", "SELECT 100.0 * SUM(CASE WHEN status = 'failed' THEN 1 ELSE 0 END) / COUNT(*) FROM deployments"),
        ("when was checkout-api last deployed", f"SELECT MAX(d.deployed_at) FROM {D_S} WHERE s.service_name = 'checkout-api'"),
    ],
    "courts": [
        ("一共有多少个场地", "SELECT COUNT(*) FROM courts"),
        ("每种运动有几个场地", "SELECT sport, COUNT(*) FROM courts GROUP BY sport"),
        ("上个月的预订金额是多少", "SELECT SUM(amount) FROM bookings WHERE " + LAST_MONTH.format(c="booked_for")),
        ("哪个场地被预订得最多", f"SELECT c.court_name FROM {B_C} GROUP BY c.court_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("取消了多少个预订", "SELECT COUNT(*) FROM bookings WHERE cancelled = 1"),
        ("会员有多少人", "SELECT COUNT(*) FROM members"),
        ("今年新加入的会员有多少", f"SELECT COUNT(*) FROM members WHERE joined_on >= {THIS_YEAR}"),
        ("每小时价格最高的场地", "SELECT court_name FROM courts ORDER BY price_per_hour DESC LIMIT 1"),
        ("预订次数最多的会员", f"SELECT m.name FROM {B_M} GROUP BY m.member_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("从来没预订过的会员", "SELECT name FROM members WHERE member_id NOT IN (SELECT member_id FROM bookings)"),
        ("平均每次预订几个小时", "SELECT AVG(hours) FROM bookings"),
        ("网球场地的预订次数", f"SELECT COUNT(*) FROM {B_C} WHERE c.sport = 'tennis'"),
        ("今年每个月的预订金额", f"SELECT {per_month('booked_for')}, SUM(amount) FROM bookings WHERE booked_for >= {THIS_YEAR} GROUP BY {per_month('booked_for')}"),
        ("每个场地的总收入", f"SELECT c.court_name, SUM(b.amount) FROM {B_C} GROUP BY c.court_id"),
        ("羽毛球场地一共有几个", "SELECT COUNT(*) FROM courts WHERE sport = 'badminton'"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
