#!/usr/bin/env python3
"""Writes dev.json: the questions of our forty-fourth own set with their
gold SQL (SQLite). Written on 2026-12-04 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, LAST_YEAR, THIS_YEAR, write_dev  # noqa: E402

G_R_D = "grants g JOIN researchers r ON g.researcher_id = r.researcher_id JOIN departments d ON r.dept_id = d.dept_id"
P_R = "papers p JOIN researchers r ON p.researcher_id = r.researcher_id"
P_M = "purchases p JOIN members m ON p.member_id = m.member_id"
P_S = "purchases p JOIN stores s ON p.store_id = s.store_id"
NEXT_YEAR = "date('now','start of year','+1 year')"


def per_month(c):
    return f"strftime('%Y-%m', {c})"


Q = {
    "research": [
        ("how many researchers are professors", "SELECT COUNT(*) FROM researchers WHERE title = 'Professor'"),
        ("total grant funding this year", f"SELECT SUM(amount) FROM grants WHERE awarded_on >= {THIS_YEAR}"),
        ("grant funding by department", f"SELECT d.dept_name, SUM(g.amount) FROM {G_R_D} GROUP BY d.dept_id"),
        ("which agency gave the most money", "SELECT agency FROM grants GROUP BY agency ORDER BY SUM(amount) DESC LIMIT 1"),
        ("researchers without any grants", "SELECT full_name FROM researchers WHERE researcher_id NOT IN (SELECT researcher_id FROM grants)"),
        ("most cited paper", "SELECT title FROM papers ORDER BY citations DESC LIMIT 1"),
        ("average citations per paper", "SELECT AVG(citations) FROM papers"),
        ("how many papers were published last year", "SELECT COUNT(*) FROM papers WHERE " + LAST_YEAR.format(c="published_on")),
        ("top 5 researchers by total citations", f"SELECT r.full_name FROM {P_R} GROUP BY r.researcher_id ORDER BY SUM(p.citations) DESC LIMIT 5"),
        ("number of papers per journal", "SELECT journal, COUNT(*) FROM papers GROUP BY journal"),
        ("what is the largest grant amount", "SELECT MAX(amount) FROM grants"),
        ("how many grants end this year", f"SELECT COUNT(*) FROM grants WHERE ends_on >= {THIS_YEAR} AND ends_on < {NEXT_YEAR}"),
        ("departments in the science faculty", "SELECT dept_name FROM departments WHERE faculty = 'Science'"),
        ("papers per month this year", f"SELECT {per_month('published_on')}, COUNT(*) FROM papers WHERE published_on >= {THIS_YEAR} GROUP BY {per_month('published_on')}"),
        ("average grant size by agency", "SELECT agency, AVG(amount) FROM grants GROUP BY agency"),
    ],
    "loyalty": [
        ("金卡会员有多少个", "SELECT COUNT(*) FROM members WHERE level = '金卡'"),
        ("每个等级的会员人数", "SELECT level, COUNT(*) FROM members GROUP BY level"),
        ("今年的消费总额", f"SELECT SUM(amount) FROM purchases WHERE purchased_at >= {THIS_YEAR}"),
        ("消费最多的会员", f"SELECT m.member_name FROM {P_M} GROUP BY m.member_id ORDER BY SUM(p.amount) DESC LIMIT 1"),
        ("上个月新加入的会员有多少", "SELECT COUNT(*) FROM members WHERE " + LAST_MONTH.format(c="joined_on")),
        ("每家门店的销售额", f"SELECT s.store_name, SUM(p.amount) FROM {P_S} GROUP BY s.store_id"),
        ("哪个区的门店最多", "SELECT district FROM stores GROUP BY district ORDER BY COUNT(*) DESC LIMIT 1"),
        ("从来没兑换过积分的会员有多少", "SELECT COUNT(*) FROM members WHERE member_id NOT IN (SELECT member_id FROM redemptions)"),
        ("平均每笔消费金额", "SELECT AVG(amount) FROM purchases"),
        ("兑换最多的礼品", "SELECT gift_name FROM redemptions GROUP BY gift_name ORDER BY COUNT(*) DESC LIMIT 1"),
        ("每个月的消费金额", f"SELECT {per_month('purchased_at')}, SUM(amount) FROM purchases GROUP BY {per_month('purchased_at')}"),
        ("一共发放了多少积分", "SELECT SUM(points_earned) FROM purchases"),
        ("一共用掉了多少积分", "SELECT SUM(points_used) FROM redemptions"),
        ("银卡会员的消费总额", f"SELECT SUM(p.amount) FROM {P_M} WHERE m.level = '银卡'"),
        ("浦东新区的门店", "SELECT store_name FROM stores WHERE district = '浦东新区'"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
