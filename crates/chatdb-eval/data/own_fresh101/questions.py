#!/usr/bin/env python3
"""Writes dev.json: the questions of our hundred-and-second own set with
their gold SQL (SQLite). Written on 2026-12-07 before the engine was run
on these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, LAST_YEAR, THIS_YEAR, write_dev  # noqa: E402

P_C = "pledges p JOIN campaigns c ON p.campaign_id = c.campaign_id"
C_R = "campaigns c JOIN creators r ON c.creator_id = r.creator_id"
H_B = "households h JOIN buildings b ON h.building_id = b.building_id"
F_H = "fee_bills f JOIN households h ON f.household_id = h.household_id"

Q = {
    "crowdfunding": [
        ("how many campaigns are live", "SELECT COUNT(*) FROM campaigns WHERE status = 'live'"),
        ("total pledged this year", f"SELECT SUM(amount) FROM pledges WHERE pledged_on >= {THIS_YEAR}"),
        ("which campaign raised the most", f"SELECT c.title FROM {P_C} GROUP BY c.campaign_id ORDER BY SUM(p.amount) DESC LIMIT 1"),
        ("average pledge", "SELECT AVG(amount) FROM pledges"),
        ("number of backers per campaign", f"SELECT c.title, COUNT(DISTINCT p.backer_email) FROM {P_C} GROUP BY c.campaign_id"),
        ("creators from Canada", "SELECT name FROM creators WHERE country = 'Canada'"),
        ("pledges per month", "SELECT strftime('%Y-%m', pledged_on), COUNT(*) FROM pledges GROUP BY strftime('%Y-%m', pledged_on)"),
        ("top 5 campaigns by number of pledges", f"SELECT c.title FROM {P_C} GROUP BY c.campaign_id ORDER BY COUNT(*) DESC LIMIT 5"),
        ("how many pledges were refunded", "SELECT COUNT(*) FROM pledges WHERE refunded = 1"),
        ("campaigns without any pledges", "SELECT title FROM campaigns WHERE campaign_id NOT IN (SELECT campaign_id FROM pledges)"),
        ("money raised by category", f"SELECT c.category, SUM(p.amount) FROM {P_C} GROUP BY c.category"),
        ("which campaign has the highest goal", "SELECT title FROM campaigns ORDER BY goal DESC LIMIT 1"),
        ("campaigns launched last month", "SELECT title FROM campaigns WHERE " + LAST_MONTH.format(c="launched_on")),
        ("how many creators have more than one campaign", "SELECT COUNT(*) FROM (SELECT creator_id FROM campaigns GROUP BY creator_id HAVING COUNT(*) > 1)"),
        ("gadgets campaigns by Tom Okafor", f"SELECT c.title FROM {C_R} WHERE c.category = 'gadgets' AND r.name = 'Tom Okafor'"),
    ],
    "property_fees": [
        ("一共有多少户", "SELECT COUNT(*) FROM households"),
        ("每栋楼有多少户", f"SELECT b.building_name, COUNT(*) FROM {H_B} GROUP BY b.building_id"),
        ("未缴的账单有多少张", "SELECT COUNT(*) FROM fee_bills WHERE status = '未缴'"),
        ("今年收了多少物业费", f"SELECT SUM(amount) FROM fee_bills WHERE status = '已缴' AND issued_on >= {THIS_YEAR}"),
        ("面积最大的那户业主是谁", "SELECT owner_name FROM households ORDER BY area DESC LIMIT 1"),
        ("平均每户面积多大", "SELECT AVG(area) FROM households"),
        ("欠费最多的业主", f"SELECT h.owner_name FROM {F_H} WHERE f.status = '未缴' GROUP BY h.household_id ORDER BY SUM(f.amount) DESC LIMIT 1"),
        ("3号楼的业主有哪些", f"SELECT h.owner_name FROM {H_B} WHERE b.building_name = '3号楼'"),
        ("去年搬进来的有几户", "SELECT COUNT(*) FROM households WHERE " + LAST_YEAR.format(c="moved_in")),
        ("已缴账单占多少比例", "SELECT SUM(status = '已缴') * 1.0 / COUNT(*) FROM fee_bills"),
        ("每栋楼的未缴金额", f"SELECT b.building_name, SUM(f.amount) FROM {F_H} JOIN buildings b ON h.building_id = b.building_id WHERE f.status = '未缴' GROUP BY b.building_id"),
        ("哪栋楼住户最多", f"SELECT b.building_name FROM {H_B} GROUP BY b.building_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("还没有任何账单的业主", "SELECT owner_name FROM households WHERE household_id NOT IN (SELECT household_id FROM fee_bills)"),
        ("金额最大的一张账单是多少钱", "SELECT MAX(amount) FROM fee_bills"),
        ("每个季度开出的账单金额", "SELECT strftime('%Y', issued_on) || '-Q' || ((CAST(strftime('%m', issued_on) AS INTEGER) + 2) / 3), SUM(amount) FROM fee_bills GROUP BY 1"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
