#!/usr/bin/env python3
"""Writes dev.json: the questions of our eighty-ninth own set with their
gold SQL (SQLite). Written on 2026-12-06 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, LAST_YEAR, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

T_S = "turbines t JOIN sites s ON t.site_id = s.site_id"
R_T = "readings r JOIN turbines t ON r.turbine_id = t.turbine_id"
F_T = "faults f JOIN turbines t ON f.turbine_id = t.turbine_id"
R_O_P = "returns r JOIN orders o ON r.order_id = o.order_id JOIN products p ON o.product_id = p.product_id"

Q = {
    "windfarm": [
        ("how many turbines are there", "SELECT COUNT(*) FROM turbines"),
        ("turbines per site", f"SELECT s.site_name, COUNT(*) FROM {T_S} GROUP BY s.site_id"),
        ("total energy last month", "SELECT SUM(energy_kwh) FROM readings WHERE " + LAST_MONTH.format(c="reading_date")),
        ("which turbine produced the most energy this year", f"SELECT t.turbine_code FROM {R_T} WHERE r.reading_date >= {THIS_YEAR} GROUP BY t.turbine_id ORDER BY SUM(r.energy_kwh) DESC LIMIT 1"),
        ("average wind speed by site", f"SELECT s.site_name, AVG(r.avg_wind_speed) FROM {R_T} JOIN sites s ON t.site_id = s.site_id GROUP BY s.site_id"),
        ("how many faults this month", f"SELECT COUNT(*) FROM faults WHERE fault_date >= {THIS_MONTH}"),
        ("turbines that never had a fault", "SELECT turbine_code FROM turbines WHERE turbine_id NOT IN (SELECT turbine_id FROM faults)"),
        ("downtime by site", f"SELECT s.site_name, SUM(f.downtime_hours) FROM {F_T} JOIN sites s ON t.site_id = s.site_id GROUP BY s.site_id"),
        ("energy per day this month", f"SELECT reading_date, SUM(energy_kwh) FROM readings WHERE reading_date >= {THIS_MONTH} GROUP BY reading_date"),
        ("which model do we have the most of", "SELECT model FROM turbines GROUP BY model ORDER BY COUNT(*) DESC LIMIT 1"),
        ("how many faults are unresolved", "SELECT COUNT(*) FROM faults WHERE resolved = 0"),
        ("turbines installed before 2020", "SELECT turbine_code FROM turbines WHERE installed_on < '2020-01-01'"),
        ("average downtime of a critical fault", "SELECT AVG(downtime_hours) FROM faults WHERE severity = 'critical'"),
        ("which site had the most faults last year", f"SELECT s.site_name FROM {F_T} JOIN sites s ON t.site_id = s.site_id WHERE " + LAST_YEAR.format(c="f.fault_date") + " GROUP BY s.site_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("monthly energy output", "SELECT strftime('%Y-%m', reading_date), SUM(energy_kwh) FROM readings GROUP BY strftime('%Y-%m', reading_date)"),
    ],
    "shop_returns": [
        ("一共有多少笔退货", "SELECT COUNT(*) FROM returns"),
        ("每个退货原因各有多少单", "SELECT reason, COUNT(*) FROM returns GROUP BY reason"),
        ("上个月退款总额", "SELECT SUM(refund_amount) FROM returns WHERE " + LAST_MONTH.format(c="return_date")),
        ("退货最多的商品", f"SELECT p.product_name FROM {R_O_P} GROUP BY p.product_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("哪个城市的订单最多", "SELECT city FROM orders GROUP BY city ORDER BY COUNT(*) DESC LIMIT 1"),
        ("这个月的销售额", f"SELECT SUM(amount) FROM orders WHERE order_date >= {THIS_MONTH}"),
        ("从没被退过的商品", "SELECT product_name FROM products WHERE product_id NOT IN "
         "(SELECT o.product_id FROM returns r JOIN orders o ON r.order_id = o.order_id)"),
        ("平均退款金额", "SELECT AVG(refund_amount) FROM returns"),
        ("每个品类的销售额", "SELECT p.category, SUM(o.amount) FROM orders o JOIN products p ON o.product_id = p.product_id GROUP BY p.category"),
        ("今年卖了多少件", f"SELECT SUM(quantity) FROM orders WHERE order_date >= {THIS_YEAR}"),
        ("价格最高的商品", "SELECT product_name FROM products ORDER BY price DESC LIMIT 1"),
        ("每个月的退货数量", "SELECT strftime('%Y-%m', return_date), COUNT(*) FROM returns GROUP BY strftime('%Y-%m', return_date)"),
        ("质量问题的退货有几单", "SELECT COUNT(*) FROM returns WHERE reason = '质量问题'"),
        ("北京的订单数", "SELECT COUNT(*) FROM orders WHERE city = '北京'"),
        ("退货率是多少", "SELECT CAST((SELECT COUNT(*) FROM returns) AS REAL) / (SELECT COUNT(*) FROM orders)"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
