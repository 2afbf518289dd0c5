#!/usr/bin/env python3
"""Writes dev.json: the questions of our thirty-seventh own set with their
gold SQL (SQLite). Written on 2026-12-04 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

T_P = "pick_tasks t JOIN pickers p ON t.picker_id = p.picker_id"
S_S = "fuel_sales f JOIN stations s ON f.station_id = s.station_id"
S_M = "fuel_sales f JOIN members m ON f.member_id = m.member_id"
YESTERDAY = "finished_at >= date('now','-1 day') AND finished_at < date('now')"


def per_month(c):
    return f"strftime('%Y-%m', {c})"


Q = {
    "picking": [
        ("how many pick tasks were finished yesterday", f"SELECT COUNT(*) FROM pick_tasks WHERE {YESTERDAY}"),
        ("items picked per picker", f"SELECT p.picker_name, SUM(t.items_picked) FROM {T_P} GROUP BY p.picker_id"),
        ("who picked the most items last month", f"SELECT p.picker_name FROM {T_P} WHERE " + LAST_MONTH.format(c="t.started_at") + " GROUP BY p.picker_id ORDER BY SUM(t.items_picked) DESC LIMIT 1"),
        ("average items per task", "SELECT AVG(items_picked) FROM pick_tasks"),
        ("how many tasks are still in progress", "SELECT COUNT(*) FROM pick_tasks WHERE finished_at IS NULL"),
        ("total errors by zone", "SELECT zone, SUM(errors) FROM pick_tasks GROUP BY zone"),
        ("average time to finish a pick task", "SELECT AVG(julianday(finished_at) - julianday(started_at)) FROM pick_tasks"),
        ("pickers who have never picked anything", "SELECT picker_name FROM pickers WHERE picker_id NOT IN (SELECT picker_id FROM pick_tasks)"),
        ("shipments by carrier", "SELECT carrier, COUNT(*) FROM shipments GROUP BY carrier"),
        ("how many parcels did we ship this month", f"SELECT SUM(parcels) FROM shipments WHERE shipped_at >= {THIS_MONTH}"),
        ("weight of the heaviest shipment", "SELECT MAX(weight_kg) FROM shipments"),
        ("night shift pickers", "SELECT picker_name FROM pickers WHERE shift = 'night'"),
        ("tasks per zone this year", f"SELECT zone, COUNT(*) FROM pick_tasks WHERE started_at >= {THIS_YEAR} GROUP BY zone"),
        ("monthly shipments this year", f"SELECT {per_month('shipped_at')}, COUNT(*) FROM shipments WHERE shipped_at >= {THIS_YEAR} GROUP BY {per_month('shipped_at')}"),
        ("total weight shipped with DHL last month", "SELECT SUM(weight_kg) FROM shipments WHERE carrier = 'DHL' AND " + LAST_MONTH.format(c="shipped_at")),
    ],
    "fuel": [
        ("一共有几个加油站", "SELECT COUNT(*) FROM stations"),
        ("上个月卖了多少升油", "SELECT SUM(liters) FROM fuel_sales WHERE " + LAST_MONTH.format(c="sold_at")),
        ("哪个加油站收入最高", f"SELECT s.station_name FROM {S_S} GROUP BY s.station_id ORDER BY SUM(f.amount) DESC LIMIT 1"),
        ("每种油品的销量", "SELECT grade, SUM(liters) FROM fuel_sales GROUP BY grade"),
        ("95号汽油今年卖了多少钱", f"SELECT SUM(amount) FROM fuel_sales WHERE grade = '95' AND sold_at >= {THIS_YEAR}"),
        ("金卡会员有多少", "SELECT COUNT(*) FROM members WHERE level = '金卡'"),
        ("平均每次加油多少升", "SELECT AVG(liters) FROM fuel_sales"),
        ("今年每个月的销售额", f"SELECT {per_month('sold_at')}, SUM(amount) FROM fuel_sales WHERE sold_at >= {THIS_YEAR} GROUP BY {per_month('sold_at')}"),
        ("每个城市有几个加油站", "SELECT city, COUNT(*) FROM stations GROUP BY city"),
        ("非会员的消费金额", "SELECT SUM(amount) FROM fuel_sales WHERE member_id IS NULL"),
        ("最新开业的加油站", "SELECT station_name FROM stations ORDER BY opened_on DESC LIMIT 1"),
        ("柴油一共卖了多少升", "SELECT SUM(liters) FROM fuel_sales WHERE grade = 'diesel'"),
        ("消费最多的会员", f"SELECT m.name FROM {S_M} GROUP BY m.member_id ORDER BY SUM(f.amount) DESC LIMIT 1"),
        ("南京的加油站", "SELECT station_name FROM stations WHERE city = '南京'"),
        ("今年加入的会员有多少", f"SELECT COUNT(*) FROM members WHERE joined_on >= {THIS_YEAR}"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
