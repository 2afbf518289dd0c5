#!/usr/bin/env python3
"""Writes dev.json: the questions of our sixty-eighth own set with their
gold SQL (SQLite). Written on 2026-12-05 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

A_C = "alterations a JOIN customers c ON a.customer_id = c.customer_id"
A_T = "alterations a JOIN tailors t ON a.tailor_id = t.tailor_id"
P_C = "parcels p JOIN couriers c ON p.courier_id = c.courier_id"
P_R = "parcels p JOIN recipients r ON p.recipient_id = r.recipient_id"


def per_month(c):
    return f"strftime('%Y-%m', {c})"


Q = {
    "tailor_shop": [
        ("how many alterations came in last month", "SELECT COUNT(*) FROM alterations WHERE " + LAST_MONTH.format(c="received_date")),
        ("revenue this year", f"SELECT SUM(price) FROM alterations WHERE received_date >= {THIS_YEAR}"),
        ("which tailor did the most alterations", f"SELECT t.tailor_name FROM {A_T} GROUP BY t.tailor_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("average price of a hem", "SELECT AVG(price) FROM alterations WHERE work_type = 'hem'"),
        ("how many garments are waiting to be collected", "SELECT COUNT(*) FROM alterations WHERE collected_date IS NULL"),
        ("alterations by garment", "SELECT garment, COUNT(*) FROM alterations GROUP BY garment"),
        ("customers with more than 100 alterations", f"SELECT c.customer_name FROM {A_C} GROUP BY c.customer_id HAVING COUNT(*) > 100"),
        ("top 3 customers by spend", f"SELECT c.customer_name FROM {A_C} GROUP BY c.customer_id ORDER BY SUM(a.price) DESC LIMIT 3"),
        ("monthly revenue this year", f"SELECT {per_month('received_date')}, SUM(price) FROM alterations WHERE received_date >= {THIS_YEAR} GROUP BY {per_month('received_date')}"),
        ("how much has Grace Lee spent", f"SELECT SUM(a.price) FROM {A_C} WHERE c.customer_name = 'Grace Lee'"),
        ("share of revenue from suits", "SELECT 100.0 * SUM(CASE WHEN garment = 'suit' THEN price ELSE 0 END) / SUM(price) FROM alterations"),
        ("tailors hired this year", f"SELECT tailor_name FROM tailors WHERE hired_date >= {THIS_YEAR}"),
        ("customers who never brought anything in", "SELECT customer_name FROM customers WHERE customer_id NOT IN (SELECT customer_id FROM alterations)"),
        ("which kind of work is most expensive on average", "SELECT work_type FROM alterations GROUP BY work_type ORDER BY AVG(price) DESC LIMIT 1"),
        ("how many zip repairs did Mei Lin do this year", f"SELECT COUNT(*) FROM {A_T} WHERE t.tailor_name = 'Mei Lin' AND a.work_type = 'zip' AND a.received_date >= {THIS_YEAR}"),
    ],
    "parcel_station": [
        ("这个月到了多少个快递", f"SELECT COUNT(*) FROM parcels WHERE arrived_date >= {THIS_MONTH}"),
        ("还没取的包裹有多少", "SELECT COUNT(*) FROM parcels WHERE picked_up_date IS NULL"),
        ("哪家快递公司的件最多", f"SELECT c.courier_name FROM {P_C} GROUP BY c.courier_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("每家快递的包裹数量", f"SELECT c.courier_name, COUNT(*) FROM {P_C} GROUP BY c.courier_id"),
        ("3号楼的住户", "SELECT recipient_name FROM recipients WHERE building = '3号楼'"),
        ("孙丽有几个包裹没取", f"SELECT COUNT(*) FROM {P_R} WHERE r.recipient_name = '孙丽' AND p.picked_up_date IS NULL"),
        ("上个月的保管费收入", "SELECT SUM(storage_fee) FROM parcels WHERE " + LAST_MONTH.format(c="arrived_date")),
        ("大件包裹占比", "SELECT 100.0 * SUM(size = '大件') / COUNT(*) FROM parcels"),
        ("从来没收过快递的住户", "SELECT recipient_name FROM recipients WHERE recipient_id NOT IN (SELECT recipient_id FROM parcels)"),
        ("今年每个月的包裹数", f"SELECT {per_month('arrived_date')}, COUNT(*) FROM parcels WHERE arrived_date >= {THIS_YEAR} GROUP BY {per_month('arrived_date')}"),
        ("收件最多的5个人", f"SELECT r.recipient_name FROM {P_R} GROUP BY r.recipient_id ORDER BY COUNT(*) DESC LIMIT 5"),
        ("顺丰今年到了多少件", f"SELECT COUNT(*) FROM {P_C} WHERE c.courier_name = '顺丰' AND p.arrived_date >= {THIS_YEAR}"),
        ("哪栋楼的包裹最多", f"SELECT r.building FROM {P_R} GROUP BY r.building ORDER BY COUNT(*) DESC LIMIT 1"),
        ("平均保管费是多少", "SELECT AVG(storage_fee) FROM parcels"),
        ("各种尺寸的包裹各有多少", "SELECT size, COUNT(*) FROM parcels GROUP BY size"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
