#!/usr/bin/env python3
"""Writes dev.json: the questions of our seventy-fifth own set with their
gold SQL (SQLite). Written on 2026-12-06 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

S_V = "shifts s JOIN volunteers v ON s.volunteer_id = v.volunteer_id"
S_E = "shifts s JOIN events e ON s.event_id = e.event_id"
D_F = "deliveries d JOIN farmers f ON d.farmer_id = f.farmer_id"


def per_month(c):
    return f"strftime('%Y-%m', {c})"


Q = {
    "volunteering": [
        ("how many volunteers joined this year", f"SELECT COUNT(*) FROM volunteers WHERE joined_on >= {THIS_YEAR}"),
        ("total volunteer hours last month", f"SELECT SUM(s.hours) FROM {S_E} WHERE " + LAST_MONTH.format(c="e.event_date")),
        ("who has volunteered the most hours", f"SELECT v.full_name FROM {S_V} GROUP BY v.volunteer_id ORDER BY SUM(s.hours) DESC LIMIT 1"),
        ("volunteers by city", "SELECT city, COUNT(*) FROM volunteers GROUP BY city"),
        ("events per type", "SELECT event_type, COUNT(*) FROM events GROUP BY event_type"),
        ("average hours per shift", "SELECT AVG(hours) FROM shifts"),
        ("volunteers who have never done a shift", "SELECT full_name FROM volunteers WHERE volunteer_id NOT IN (SELECT volunteer_id FROM shifts)"),
        ("how many beach cleanups this year", f"SELECT COUNT(*) FROM events WHERE event_type = 'beach cleanup' AND event_date >= {THIS_YEAR}"),
        ("hours by event type", f"SELECT e.event_type, SUM(s.hours) FROM {S_E} GROUP BY e.event_type"),
        ("which event had the most volunteers", f"SELECT e.title FROM {S_E} GROUP BY e.event_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("how many drivers do we have", "SELECT COUNT(DISTINCT volunteer_id) FROM shifts WHERE role = 'driver'"),
        ("volunteers in York", "SELECT full_name FROM volunteers WHERE city = 'York'"),
        ("events per month this year", f"SELECT {per_month('event_date')}, COUNT(*) FROM events WHERE event_date >= {THIS_YEAR} GROUP BY {per_month('event_date')}"),
        ("newest volunteer", "SELECT full_name FROM volunteers ORDER BY joined_on DESC LIMIT 1"),
        ("how many events this month", f"SELECT COUNT(*) FROM events WHERE event_date >= {THIS_MONTH}"),
    ],
    "grain": [
        ("这个月一共收了多少公斤粮食", f"SELECT SUM(weight_kg) FROM deliveries WHERE delivery_date >= {THIS_MONTH}"),
        ("每个村有多少农户", "SELECT village, COUNT(*) FROM farmers GROUP BY village"),
        ("今年玉米收购了多少公斤", f"SELECT SUM(weight_kg) FROM deliveries WHERE crop = '玉米' AND delivery_date >= {THIS_YEAR}"),
        ("今年收购金额最多的农户", f"SELECT f.farmer_name FROM {D_F} WHERE d.delivery_date >= {THIS_YEAR} GROUP BY f.farmer_id ORDER BY SUM(d.amount) DESC LIMIT 1"),
        ("各品种的平均收购价", "SELECT crop, AVG(price_per_kg) FROM deliveries GROUP BY crop"),
        ("上个月的收购总额", "SELECT SUM(amount) FROM deliveries WHERE " + LAST_MONTH.format(c="delivery_date")),
        ("一等小麦收了几笔", "SELECT COUNT(*) FROM deliveries WHERE grade = '一等' AND crop = '小麦'"),
        ("今年每个月收了多少公斤", f"SELECT {per_month('delivery_date')}, SUM(weight_kg) FROM deliveries WHERE delivery_date >= {THIS_YEAR} GROUP BY {per_month('delivery_date')}"),
        ("还没交过粮的农户", "SELECT farmer_name FROM farmers WHERE farmer_id NOT IN (SELECT farmer_id FROM deliveries)"),
        ("王家村的农户", "SELECT farmer_name FROM farmers WHERE village = '王家村'"),
        ("单笔最重的一次是谁交的", f"SELECT f.farmer_name FROM {D_F} ORDER BY d.weight_kg DESC LIMIT 1"),
        ("大豆的最高收购价", "SELECT MAX(price_per_kg) FROM deliveries WHERE crop = '大豆'"),
        ("每个等级的收购量", "SELECT grade, SUM(weight_kg) FROM deliveries GROUP BY grade"),
        ("张建国一共交了几次粮", f"SELECT COUNT(*) FROM {D_F} WHERE f.farmer_name = '张建国'"),
        ("今年收购了多少笔", f"SELECT COUNT(*) FROM deliveries WHERE delivery_date >= {THIS_YEAR}"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
