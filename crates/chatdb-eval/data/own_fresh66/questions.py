#!/usr/bin/env python3
"""Writes dev.json: the questions of our sixty-seventh own set with their
gold SQL (SQLite). Written on 2026-12-05 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, LAST_YEAR, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

D_DR = "donations d JOIN drives v ON d.drive_id = v.drive_id"
D_DO = "donations d JOIN donors o ON d.donor_id = o.donor_id"
S_T = "services s JOIN technicians t ON s.technician_id = t.technician_id"


def per_month(c):
    return f"strftime('%Y-%m', {c})"


Q = {
    "blood_bank": [
        ("how many donations last month", "SELECT COUNT(*) FROM donations WHERE " + LAST_MONTH.format(c="donation_date")),
        ("total volume collected this year", f"SELECT SUM(volume_ml) FROM donations WHERE donation_date >= {THIS_YEAR}"),
        ("donors with blood type O-", "SELECT donor_name FROM donors WHERE blood_type = 'O-'"),
        ("number of donors by blood type", "SELECT blood_type, COUNT(*) FROM donors GROUP BY blood_type"),
        ("which drive collected the most blood", f"SELECT v.drive_name FROM {D_DR} GROUP BY v.drive_id ORDER BY SUM(d.volume_ml) DESC LIMIT 1"),
        ("average donation volume", "SELECT AVG(volume_ml) FROM donations"),
        ("donors who have never donated", "SELECT donor_name FROM donors WHERE donor_id NOT IN (SELECT donor_id FROM donations)"),
        ("how many donations were deferred this year", f"SELECT COUNT(*) FROM donations WHERE status = 'deferred' AND donation_date >= {THIS_YEAR}"),
        ("top 5 donors by number of donations", f"SELECT o.donor_name FROM {D_DO} GROUP BY o.donor_id ORDER BY COUNT(*) DESC LIMIT 5"),
        ("monthly donations this year", f"SELECT {per_month('donation_date')}, COUNT(*) FROM donations WHERE donation_date >= {THIS_YEAR} GROUP BY {per_month('donation_date')}"),
        ("share of donations that were deferred", "SELECT 100.0 * SUM(status = 'deferred') / COUNT(*) FROM donations"),
        ("when did Omar Haddad last donate", f"SELECT MAX(d.donation_date) FROM {D_DO} WHERE o.donor_name = 'Omar Haddad'"),
        ("drives held in Leeds", "SELECT drive_name FROM drives WHERE location = 'Leeds'"),
        ("how many litres of blood did we collect last year", "SELECT SUM(volume_ml) / 1000.0 FROM donations WHERE " + LAST_YEAR.format(c="donation_date")),
        ("youngest donor", "SELECT donor_name FROM donors ORDER BY birth_date DESC LIMIT 1"),
    ],
    "pest_control": [
        ("这个月做了多少单", f"SELECT COUNT(*) FROM services WHERE service_date >= {THIS_MONTH}"),
        ("上个月的服务收入", "SELECT SUM(fee) FROM services WHERE " + LAST_MONTH.format(c="service_date")),
        ("哪个技术员做的单最多", f"SELECT t.tech_name FROM {S_T} GROUP BY t.technician_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("治蟑螂的服务有多少次", "SELECT COUNT(*) FROM services WHERE pest = '蟑螂'"),
        ("每种虫害的服务次数", "SELECT pest, COUNT(*) FROM services GROUP BY pest"),
        ("餐厅客户有几个", "SELECT COUNT(*) FROM customers WHERE customer_type = '餐厅'"),
        ("今年取消了多少单", f"SELECT COUNT(*) FROM services WHERE status = '取消' AND service_date >= {THIS_YEAR}"),
        ("平均每单收费多少", "SELECT AVG(fee) FROM services"),
        ("从来没找过我们的客户", "SELECT customer_name FROM customers WHERE customer_id NOT IN (SELECT customer_id FROM services)"),
        ("朝阳区的客户", "SELECT customer_name FROM customers WHERE district = '朝阳区'"),
        ("今年每个月的收入", f"SELECT {per_month('service_date')}, SUM(fee) FROM services WHERE service_date >= {THIS_YEAR} GROUP BY {per_month('service_date')}"),
        ("王建国今年做了多少单", f"SELECT COUNT(*) FROM {S_T} WHERE t.tech_name = '王建国' AND s.service_date >= {THIS_YEAR}"),
        ("灭鼠服务平均收费多少", "SELECT AVG(fee) FROM services WHERE pest = '老鼠'"),
        ("今年新来的技术员", f"SELECT tech_name FROM technicians WHERE hired_on >= {THIS_YEAR}"),
        ("白蚁服务的收入占比", "SELECT 100.0 * SUM(CASE WHEN pest = '白蚁' THEN fee ELSE 0 END) / SUM(fee) FROM services"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
