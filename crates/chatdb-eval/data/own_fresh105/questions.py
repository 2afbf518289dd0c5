#!/usr/bin/env python3
"""Writes dev.json: the questions of our hundred-and-sixth own set with
their gold SQL (SQLite). Written on 2026-12-07 before the engine was run
on these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

W_B = "work_orders w JOIN units u ON w.unit_id = u.unit_id JOIN buildings b ON u.building_id = b.building_id"
B_T = "bills b JOIN tenants t ON b.tenant_id = t.tenant_id"

Q = {
    "work_orders": [
        ("how many open work orders", "SELECT COUNT(*) FROM work_orders WHERE closed_on IS NULL"),
        ("how many work orders this month", f"SELECT COUNT(*) FROM work_orders WHERE reported_on >= {THIS_MONTH}"),
        ("which building has the most work orders",
         f"SELECT b.building_name FROM {W_B} GROUP BY b.building_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("total cost of work orders closed last month",
         "SELECT SUM(cost) FROM work_orders WHERE " + LAST_MONTH.format(c="closed_on")),
        ("average cost per work order", "SELECT AVG(cost) FROM work_orders"),
        ("work orders by trade", "SELECT trade, COUNT(*) FROM work_orders GROUP BY trade"),
        ("urgent work orders still open",
         "SELECT order_id FROM work_orders WHERE priority = 'urgent' AND closed_on IS NULL"),
        ("how many work orders were closed late", "SELECT COUNT(*) FROM work_orders WHERE closed_on > due_by"),
        ("overdue work orders", "SELECT order_id FROM work_orders WHERE closed_on IS NULL AND due_by < date('now')"),
        ("buildings in Leeds", "SELECT building_name FROM buildings WHERE city = 'Leeds'"),
        ("which building had the highest repair costs",
         f"SELECT b.building_name FROM {W_B} GROUP BY b.building_id ORDER BY SUM(w.cost) DESC LIMIT 1"),
        ("buildings with no work orders",
         f"SELECT building_name FROM buildings WHERE building_id NOT IN (SELECT u.building_id FROM {W_B})"),
        ("work orders per month",
         "SELECT strftime('%Y-%m', reported_on), COUNT(*) FROM work_orders GROUP BY strftime('%Y-%m', reported_on)"),
        ("how many units does each building have",
         "SELECT b.building_name, COUNT(*) FROM units u JOIN buildings b ON u.building_id = b.building_id "
         "GROUP BY b.building_id"),
        ("average days to close a work order",
         "SELECT AVG(julianday(closed_on) - julianday(reported_on)) FROM work_orders"),
    ],
    "rent_roll": [
        ("一共有几套房", "SELECT COUNT(*) FROM flats"),
        ("朝阳区的房子有几套", "SELECT COUNT(*) FROM flats WHERE district = '朝阳'"),
        ("租金最贵的房子", "SELECT flat_no FROM flats ORDER BY monthly_rent DESC LIMIT 1"),
        ("这个月应收多少房租", f"SELECT SUM(amount_due) FROM bills WHERE bill_month >= {THIS_MONTH}"),
        ("这个月实收多少", f"SELECT SUM(amount_paid) FROM bills WHERE bill_month >= {THIS_MONTH}"),
        ("谁欠的房租最多",
         f"SELECT t.tenant_name FROM {B_T} GROUP BY t.tenant_id ORDER BY SUM(b.amount_due - b.amount_paid) DESC LIMIT 1"),
        ("哪些账单还没交", "SELECT bill_id FROM bills WHERE paid_on IS NULL"),
        ("每个区的平均租金", "SELECT district, AVG(monthly_rent) FROM flats GROUP BY district"),
        ("今年一共收了多少房租", f"SELECT SUM(amount_paid) FROM bills WHERE paid_on >= {THIS_YEAR}"),
        ("面积最小的房子", "SELECT flat_no FROM flats ORDER BY area_sqm LIMIT 1"),
        ("每个月的应收租金",
         "SELECT strftime('%Y-%m', bill_month), SUM(amount_due) FROM bills GROUP BY strftime('%Y-%m', bill_month)"),
        ("没交全的账单有多少", "SELECT COUNT(*) FROM bills WHERE amount_paid < amount_due"),
        ("空置的房子", "SELECT flat_no FROM flats WHERE flat_id NOT IN (SELECT flat_id FROM bills)"),
        ("租户有几个", "SELECT COUNT(*) FROM tenants"),
        ("租金超过8000的房子有几套", "SELECT COUNT(*) FROM flats WHERE monthly_rent > 8000"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
