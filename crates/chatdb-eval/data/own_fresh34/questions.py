#!/usr/bin/env python3
"""Writes dev.json: the questions of our thirty-fifth own set with their
gold SQL (SQLite). Written on 2026-12-04 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

A_U = "articles a JOIN authors u ON a.author_id = u.author_id"
V_A = "page_views v JOIN articles a ON v.article_id = a.article_id"
V_A_U = f"{V_A} JOIN authors u ON a.author_id = u.author_id"
S_P = "parking_sessions s JOIN car_parks p ON s.park_id = p.park_id"


def per_month(c):
    return f"strftime('%Y-%m', {c})"


Q = {
    "newsroom": [
        ("how many articles did we publish last month", "SELECT COUNT(*) FROM articles WHERE " + LAST_MONTH.format(c="published_at")),
        ("articles per section", "SELECT section, COUNT(*) FROM articles GROUP BY section"),
        ("average word count", "SELECT AVG(word_count) FROM articles"),
        ("which author wrote the most articles", f"SELECT u.author_name FROM {A_U} GROUP BY u.author_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("most viewed article", f"SELECT a.headline FROM {V_A} GROUP BY a.article_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("page views this month", f"SELECT COUNT(*) FROM page_views WHERE viewed_at >= {THIS_MONTH}"),
        ("views by country", "SELECT country, COUNT(*) FROM page_views GROUP BY country"),
        ("authors who haven't published anything this year", f"SELECT author_name FROM authors WHERE author_id NOT IN (SELECT author_id FROM articles WHERE published_at >= {THIS_YEAR})"),
        ("longest article", "SELECT headline FROM articles ORDER BY word_count DESC LIMIT 1"),
        ("how many paywalled articles are there", "SELECT COUNT(*) FROM articles WHERE is_paywalled = 1"),
        ("average time spent reading", "SELECT AVG(seconds_read) FROM page_views"),
        ("top 5 authors by page views", f"SELECT u.author_name, COUNT(*) FROM {V_A_U} GROUP BY u.author_id ORDER BY COUNT(*) DESC LIMIT 5"),
        ("sport articles published this year", f"SELECT headline FROM articles WHERE section = 'sport' AND published_at >= {THIS_YEAR}"),
        ("when was the last article published", "SELECT MAX(published_at) FROM articles"),
        ("monthly page views this year", f"SELECT {per_month('viewed_at')}, COUNT(*) FROM page_views WHERE viewed_at >= {THIS_YEAR} GROUP BY {per_month('viewed_at')}"),
    ],
    "parking": [
        ("一共有几个停车场", "SELECT COUNT(*) FROM car_parks"),
        ("每个停车场有多少车位", "SELECT park_name, capacity FROM car_parks"),
        ("上个月停车费收入多少", "SELECT SUM(fee) FROM parking_sessions WHERE " + LAST_MONTH.format(c="entered_at")),
        ("收入最高的停车场", f"SELECT p.park_name FROM {S_P} GROUP BY p.park_id ORDER BY SUM(s.fee) DESC LIMIT 1"),
        ("现在还停着多少辆车", "SELECT COUNT(*) FROM parking_sessions WHERE left_at IS NULL"),
        ("每个区有几个停车场", "SELECT district, COUNT(*) FROM car_parks GROUP BY district"),
        ("平均停车费是多少", "SELECT AVG(fee) FROM parking_sessions"),
        ("月卡一共卖了多少张", "SELECT COUNT(*) FROM monthly_passes"),
        ("哪个停车场每小时收费最贵", "SELECT park_name FROM car_parks ORDER BY hourly_rate DESC LIMIT 1"),
        ("今年每个月的停车次数", f"SELECT {per_month('entered_at')}, COUNT(*) FROM parking_sessions WHERE entered_at >= {THIS_YEAR} GROUP BY {per_month('entered_at')}"),
        ("停车次数最多的车牌", "SELECT plate FROM parking_sessions GROUP BY plate ORDER BY COUNT(*) DESC LIMIT 1"),
        ("静安区有哪些停车场", "SELECT park_name FROM car_parks WHERE district = '静安区'"),
        ("车位超过300个的停车场", "SELECT park_name FROM car_parks WHERE capacity > 300"),
        ("每个停车场的平均停车费", f"SELECT p.park_name, AVG(s.fee) FROM {S_P} GROUP BY p.park_id"),
        ("已经过期的月卡有多少张", "SELECT COUNT(*) FROM monthly_passes WHERE ends_on < date('now')"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
