#!/usr/bin/env python3
"""Writes dev.json: the questions of our fifty-second own set with their
gold SQL (SQLite). Written on 2026-12-05 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, LAST_YEAR, THIS_YEAR, write_dev  # noqa: E402

B_O = "boats b JOIN owners o ON b.owner_id = o.owner_id"
S_B = "stays s JOIN boats b ON s.boat_id = b.boat_id"
S_BE = "stays s JOIN berths be ON s.berth_id = be.berth_id"
S_B_O = "stays s JOIN boats b ON s.boat_id = b.boat_id JOIN owners o ON b.owner_id = o.owner_id"
SA_SH = "sales s JOIN shops sh ON s.shop_id = sh.shop_id"
SA_B = "sales s JOIN books b ON s.book_id = b.book_id"


def per_month(c):
    return f"strftime('%Y-%m', {c})"


Q = {
    "marina": [
        ("how many boats are from Germany", f"SELECT COUNT(*) FROM {B_O} WHERE o.country = 'Germany'"),
        ("total mooring fees this year", f"SELECT SUM(fee) FROM stays WHERE arrival_date >= {THIS_YEAR}"),
        ("which dock earns the most", f"SELECT be.dock FROM {S_BE} GROUP BY be.dock ORDER BY SUM(s.fee) DESC LIMIT 1"),
        ("average boat length", "SELECT AVG(length_m) FROM boats"),
        ("boats that never stayed with us", "SELECT boat_name FROM boats WHERE boat_id NOT IN (SELECT boat_id FROM stays)"),
        ("number of stays per month", f"SELECT {per_month('arrival_date')}, COUNT(*) FROM stays GROUP BY {per_month('arrival_date')}"),
        ("longest boat", "SELECT boat_name FROM boats ORDER BY length_m DESC LIMIT 1"),
        ("how many catamarans", "SELECT COUNT(*) FROM boats WHERE boat_type = 'catamaran'"),
        ("top 3 owners by fees paid", f"SELECT o.owner_name FROM {S_B_O} GROUP BY o.owner_id ORDER BY SUM(s.fee) DESC LIMIT 3"),
        ("berths on dock C", "SELECT berth_code FROM berths WHERE dock = 'C'"),
        ("how many stays last month", "SELECT COUNT(*) FROM stays WHERE " + LAST_MONTH.format(c="arrival_date")),
        ("which berth was used the most", f"SELECT be.berth_code FROM {S_BE} GROUP BY be.berth_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("owners with more than one boat", f"SELECT o.owner_name FROM {B_O} GROUP BY o.owner_id HAVING COUNT(*) > 1"),
        ("fee revenue by boat type", f"SELECT b.boat_type, SUM(s.fee) FROM {S_B} GROUP BY b.boat_type"),
        ("sailboats longer than 20 meters", "SELECT boat_name FROM boats WHERE boat_type = 'sailboat' AND length_m > 20"),
    ],
    "bookshop": [
        ("余华的书有哪些", "SELECT title FROM books WHERE author = '余华'"),
        ("上个月每家书店的销售额", f"SELECT sh.shop_name, SUM(s.amount) FROM {SA_SH} WHERE " + LAST_MONTH.format(c="s.sale_date") + " GROUP BY sh.shop_id"),
        ("卖得最好的书", f"SELECT b.title FROM {SA_B} GROUP BY b.book_id ORDER BY SUM(s.quantity) DESC LIMIT 1"),
        ("小说的平均价格", "SELECT AVG(price) FROM books WHERE category = '小说'"),
        ("今年卖了多少本书", f"SELECT SUM(quantity) FROM sales WHERE sale_date >= {THIS_YEAR}"),
        ("哪个城市的销售额最高", f"SELECT sh.city FROM {SA_SH} GROUP BY sh.city ORDER BY SUM(s.amount) DESC LIMIT 1"),
        ("从没卖出去的书", "SELECT title FROM books WHERE book_id NOT IN (SELECT book_id FROM sales)"),
        ("每个分类的销量", f"SELECT b.category, SUM(s.quantity) FROM {SA_B} GROUP BY b.category"),
        ("最贵的历史书", "SELECT title FROM books WHERE category = '历史' ORDER BY price DESC LIMIT 1"),
        ("去年的营业额", "SELECT SUM(amount) FROM sales WHERE " + LAST_YEAR.format(c="sale_date")),
        ("吴军写了几本书", "SELECT COUNT(*) FROM books WHERE author = '吴军'"),
        ("每月销售额", f"SELECT {per_month('sale_date')}, SUM(amount) FROM sales GROUP BY {per_month('sale_date')}"),
        ("销售额超过10万的书店", f"SELECT sh.shop_name FROM {SA_SH} GROUP BY sh.shop_id HAVING SUM(s.amount) > 100000"),
        ("少儿类图书一共卖了多少钱", f"SELECT SUM(s.amount) FROM {SA_B} WHERE b.category = '少儿'"),
        ("南京的书店今年卖了多少本", f"SELECT SUM(s.quantity) FROM {SA_SH} WHERE sh.city = '南京' AND s.sale_date >= {THIS_YEAR}"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
