#!/usr/bin/env python3
"""Writes dev.json: the questions of our sixty-fifth own set with their
gold SQL (SQLite). Written on 2026-12-05 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

T_R = "trips t JOIN riders r ON t.rider_id = r.rider_id"
T_S = "trips t JOIN stations s ON t.start_station_id = s.station_id"
T_B = "trips t JOIN bikes b ON t.bike_id = b.bike_id"
R_B = "repairs p JOIN bikes b ON p.bike_id = b.bike_id"
L_R = "loans l JOIN readers r ON l.reader_id = r.reader_id"
L_B = "loans l JOIN books b ON l.book_id = b.book_id"
L_B_R = L_B + " JOIN readers r ON l.reader_id = r.reader_id"


def per_month(c):
    return f"strftime('%Y-%m', {c})"


Q = {
    "bike_share": [
        ("how many trips yesterday", "SELECT COUNT(*) FROM trips WHERE trip_date = date('now','-1 day')"),
        ("number of trips this month", f"SELECT COUNT(*) FROM trips WHERE trip_date >= {THIS_MONTH}"),
        ("average trip length in minutes", "SELECT AVG(minutes) FROM trips"),
        ("busiest start station", f"SELECT s.station_name FROM {T_S} GROUP BY s.station_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("fare revenue last month", "SELECT SUM(fare) FROM trips WHERE " + LAST_MONTH.format(c="trip_date")),
        ("how many electric bikes do we have", "SELECT COUNT(*) FROM bikes WHERE bike_type = 'electric'"),
        ("riders who signed up this year", f"SELECT rider_name FROM riders WHERE signed_up >= {THIS_YEAR}"),
        ("stations in each district", "SELECT district, COUNT(*) FROM stations GROUP BY district"),
        ("top 5 riders by number of trips", f"SELECT r.rider_name FROM {T_R} GROUP BY r.rider_id ORDER BY COUNT(*) DESC LIMIT 5"),
        ("total repair cost this year", f"SELECT SUM(cost) FROM repairs WHERE repair_date >= {THIS_YEAR}"),
        ("which bike was repaired most often", f"SELECT b.bike_no FROM {R_B} GROUP BY b.bike_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("share of trips on electric bikes", f"SELECT 100.0 * SUM(b.bike_type = 'electric') / COUNT(*) FROM {T_B}"),
        ("monthly trips this year", f"SELECT {per_month('trip_date')}, COUNT(*) FROM trips WHERE trip_date >= {THIS_YEAR} GROUP BY {per_month('trip_date')}"),
        ("riders with no trips", "SELECT rider_name FROM riders WHERE rider_id NOT IN (SELECT rider_id FROM trips)"),
        ("average fare for casual riders", f"SELECT AVG(t.fare) FROM {T_R} WHERE r.plan = 'casual'"),
    ],
    "library": [
        ("小说类的书有哪些", "SELECT title FROM books WHERE category = '小说'"),
        ("这个月借出了多少本书", f"SELECT COUNT(*) FROM loans WHERE loan_date >= {THIS_MONTH}"),
        ("还没还的书有多少本", "SELECT COUNT(*) FROM loans WHERE return_date IS NULL"),
        ("借书最多的读者", f"SELECT r.reader_name FROM {L_R} GROUP BY r.reader_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("哪本书被借的次数最多", f"SELECT b.title FROM {L_B} GROUP BY b.book_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("每个类别有多少本书", "SELECT category, COUNT(*) FROM books GROUP BY category"),
        ("学生卡的读者有几个", "SELECT COUNT(*) FROM readers WHERE card_type = '学生'"),
        ("今年的罚款总额", f"SELECT SUM(amount) FROM fines WHERE fine_date >= {THIS_YEAR}"),
        ("还没交的罚款一共多少钱", "SELECT SUM(amount) FROM fines WHERE paid = 0"),
        ("鲁迅的书有哪些", "SELECT title FROM books WHERE author = '鲁迅'"),
        ("从来没借过书的读者", "SELECT reader_name FROM readers WHERE reader_id NOT IN (SELECT reader_id FROM loans)"),
        ("今年每个月的借阅量", f"SELECT {per_month('loan_date')}, COUNT(*) FROM loans WHERE loan_date >= {THIS_YEAR} GROUP BY {per_month('loan_date')}"),
        ("逾期没还的书", f"SELECT b.title FROM {L_B} WHERE l.return_date IS NULL AND l.due_date < date('now')"),
        ("王芳借过哪些书", f"SELECT DISTINCT b.title FROM {L_B_R} WHERE r.reader_name = '王芳'"),
        ("各类书的借阅次数", f"SELECT b.category, COUNT(*) FROM {L_B} GROUP BY b.category"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
