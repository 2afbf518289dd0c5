#!/usr/bin/env python3
"""Writes dev.json: the questions of our thirty-first own set with their
gold SQL (SQLite). Written on 2026-12-04 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

V_V = "visits v JOIN vets d ON v.vet_id = d.vet_id"
S_C = "sales s JOIN cars c ON s.car_id = c.car_id"
S_P = "sales s JOIN salespeople p ON s.salesperson_id = p.salesperson_id"


def per_month(c):
    return f"strftime('%Y-%m', {c})"


Q = {
    "vet": [
        ("how many dogs do we have", "SELECT COUNT(*) FROM pets WHERE species = 'dog'"),
        ("visits this month", f"SELECT COUNT(*) FROM visits WHERE visited_on >= {THIS_MONTH}"),
        ("total fees last month", "SELECT SUM(fee) FROM visits WHERE " + LAST_MONTH.format(c="visited_on")),
        ("which vet saw the most patients", f"SELECT d.vet_name FROM {V_V} GROUP BY d.vet_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("pets by species", "SELECT species, COUNT(*) FROM pets GROUP BY species"),
        ("average fee per visit", "SELECT AVG(fee) FROM visits"),
        ("owners with more than 2 pets", "SELECT o.full_name FROM owners o JOIN pets p ON o.owner_id = p.owner_id GROUP BY o.owner_id HAVING COUNT(*) > 2"),
        ("pets that have never had a visit", "SELECT pet_name FROM pets WHERE pet_id NOT IN (SELECT pet_id FROM visits)"),
        ("number of visits per month this year", f"SELECT {per_month('visited_on')}, COUNT(*) FROM visits WHERE visited_on >= {THIS_YEAR} GROUP BY {per_month('visited_on')}"),
        ("oldest cat", "SELECT pet_name FROM pets WHERE species = 'cat' ORDER BY born_on LIMIT 1"),
        ("revenue by vet", f"SELECT d.vet_name, SUM(v.fee) FROM {V_V} GROUP BY d.vet_id"),
        ("how many owners live in Springfield", "SELECT COUNT(*) FROM owners WHERE city = 'Springfield'"),
        ("most common reason for a visit", "SELECT reason FROM visits GROUP BY reason ORDER BY COUNT(*) DESC LIMIT 1"),
        ("top 5 owners by total fees", "SELECT o.full_name, SUM(v.fee) FROM owners o JOIN pets p ON o.owner_id = p.owner_id JOIN visits v ON p.pet_id = v.pet_id GROUP BY o.owner_id ORDER BY SUM(v.fee) DESC LIMIT 5"),
        ("owners without a phone number", "SELECT full_name FROM owners WHERE phone IS NULL"),
    ],
    "dealer": [
        ("库存里还有多少辆车", "SELECT COUNT(*) FROM cars WHERE status = 'in stock'"),
        ("今年卖了多少辆车", f"SELECT COUNT(*) FROM sales WHERE sold_on >= {THIS_YEAR}"),
        ("每个销售员的销售额", f"SELECT p.name, SUM(s.sale_price) FROM {S_P} GROUP BY p.salesperson_id"),
        ("哪个品牌卖得最多", f"SELECT c.make FROM {S_C} GROUP BY c.make ORDER BY COUNT(*) DESC LIMIT 1"),
        ("平均成交价", "SELECT AVG(sale_price) FROM sales"),
        ("上个月的销售额", "SELECT SUM(sale_price) FROM sales WHERE " + LAST_MONTH.format(c="sold_on")),
        ("红色的车有几辆", "SELECT COUNT(*) FROM cars WHERE color = 'red'"),
        ("每个分店有几个销售员", "SELECT branch, COUNT(*) FROM salespeople GROUP BY branch"),
        ("标价最高的车是什么型号", "SELECT model FROM cars ORDER BY list_price DESC LIMIT 1"),
        ("2022年的车有几辆", "SELECT COUNT(*) FROM cars WHERE year = 2022"),
        ("业绩最好的销售员是谁", f"SELECT p.name FROM {S_P} GROUP BY p.salesperson_id ORDER BY SUM(s.sale_price) DESC LIMIT 1"),
        ("今年每个月卖了几辆车", f"SELECT {per_month('sold_on')}, COUNT(*) FROM sales WHERE sold_on >= {THIS_YEAR} GROUP BY {per_month('sold_on')}"),
        ("北京的客户有多少", "SELECT COUNT(*) FROM customers WHERE city = 'Beijing'"),
        ("每个品牌的平均售价", f"SELECT c.make, AVG(s.sale_price) FROM {S_C} GROUP BY c.make"),
        ("买过两辆以上车的客户", "SELECT c.name FROM customers c JOIN sales s ON c.customer_id = s.customer_id GROUP BY c.customer_id HAVING COUNT(*) >= 2"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
