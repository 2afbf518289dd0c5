#!/usr/bin/env python3
"""Writes dev.json: the questions of our thirty-second own set with their
gold SQL (SQLite). Written on 2026-12-04 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, LAST_YEAR, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

W_C = "work_orders w JOIN contractors c ON w.contractor_id = c.contractor_id"
W_S = "work_orders w JOIN sites s ON w.site_id = s.site_id"
S_D = "sales s JOIN drugs d ON s.drug_id = d.drug_id"
S_T = "sales s JOIN stores t ON s.store_id = t.store_id"


def per_month(c):
    return f"strftime('%Y-%m', {c})"


Q = {
    "construction": [
        ("how many sites are still in progress", "SELECT COUNT(*) FROM sites WHERE finished_on IS NULL"),
        ("total budget across all sites", "SELECT SUM(budget) FROM sites"),
        ("which contractor has the most work orders", f"SELECT c.company_name FROM {W_C} GROUP BY c.contractor_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("average cost of a work order", "SELECT AVG(cost) FROM work_orders"),
        ("work orders issued last month", "SELECT COUNT(*) FROM work_orders WHERE " + LAST_MONTH.format(c="issued_on")),
        ("sites in Leeds", "SELECT site_name FROM sites WHERE city = 'Leeds'"),
        ("total cost per site", f"SELECT s.site_name, SUM(w.cost) FROM {W_S} GROUP BY s.site_id"),
        ("contractors by trade", "SELECT trade, COUNT(*) FROM contractors GROUP BY trade"),
        ("which site has the biggest budget", "SELECT site_name FROM sites ORDER BY budget DESC LIMIT 1"),
        ("how many work orders are open", "SELECT COUNT(*) FROM work_orders WHERE status = 'open'"),
        ("how many sites were finished this year", f"SELECT COUNT(*) FROM sites WHERE finished_on >= {THIS_YEAR}"),
        ("monthly spend on work orders this year", f"SELECT {per_month('issued_on')}, SUM(cost) FROM work_orders WHERE issued_on >= {THIS_YEAR} GROUP BY {per_month('issued_on')}"),
        ("contractors with no work orders", "SELECT company_name FROM contractors WHERE contractor_id NOT IN (SELECT contractor_id FROM work_orders)"),
        ("top 3 contractors by total cost", f"SELECT c.company_name, SUM(w.cost) FROM {W_C} GROUP BY c.contractor_id ORDER BY SUM(w.cost) DESC LIMIT 3"),
        ("which contractors do plumbing", "SELECT company_name FROM contractors WHERE trade = 'plumbing'"),
    ],
    "pharmacy": [
        ("本月销售额", f"SELECT SUM(amount) FROM sales WHERE sold_at >= {THIS_MONTH}"),
        ("每家门店的销售额", f"SELECT t.store_name, SUM(s.amount) FROM {S_T} GROUP BY t.store_id"),
        ("卖得最好的药", f"SELECT d.drug_name FROM {S_D} GROUP BY d.drug_id ORDER BY SUM(s.quantity) DESC LIMIT 1"),
        ("处方药有多少种", "SELECT COUNT(*) FROM drugs WHERE prescription_only = 1"),
        ("单价最高的药", "SELECT drug_name FROM drugs ORDER BY unit_price DESC LIMIT 1"),
        ("各类药品的数量", "SELECT category, COUNT(*) FROM drugs GROUP BY category"),
        ("上个月的销量", "SELECT SUM(quantity) FROM sales WHERE " + LAST_MONTH.format(c="sold_at")),
        ("哪个区的门店最多", "SELECT district FROM stores GROUP BY district ORDER BY COUNT(*) DESC LIMIT 1"),
        ("平均每笔销售金额", "SELECT AVG(amount) FROM sales"),
        ("去年的销售额", "SELECT SUM(amount) FROM sales WHERE " + LAST_YEAR.format(c="sold_at")),
        ("销售额最高的门店", f"SELECT t.store_name FROM {S_T} GROUP BY t.store_id ORDER BY SUM(s.amount) DESC LIMIT 1"),
        ("今年每个月的销量", f"SELECT {per_month('sold_at')}, SUM(quantity) FROM sales WHERE sold_at >= {THIS_YEAR} GROUP BY {per_month('sold_at')}"),
        ("从没卖出去过的药", "SELECT drug_name FROM drugs WHERE drug_id NOT IN (SELECT drug_id FROM sales)"),
        ("价格低于10元的药有几种", "SELECT COUNT(*) FROM drugs WHERE unit_price < 10"),
        ("每个区有几家门店", "SELECT district, COUNT(*) FROM stores GROUP BY district"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
