#!/usr/bin/env python3
"""Writes dev.json: the questions of our forty-fifth own set with their
gold SQL (SQLite). Written on 2026-12-04 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, LAST_YEAR, THIS_YEAR, write_dev  # noqa: E402

E_S = "episodes e JOIN shows s ON e.show_id = s.show_id"
W_T = "work_orders w JOIN technicians t ON w.tech_id = t.tech_id"


def per_month(c):
    return f"strftime('%Y-%m', {c})"


Q = {
    "podcasts": [
        ("how many episodes were published this year", f"SELECT COUNT(*) FROM episodes WHERE published_on >= {THIS_YEAR}"),
        ("most downloaded episode", "SELECT title FROM episodes ORDER BY downloads DESC LIMIT 1"),
        ("total downloads per show", f"SELECT s.show_name, SUM(e.downloads) FROM {E_S} GROUP BY s.show_id"),
        ("average episode length", "SELECT AVG(duration_min) FROM episodes"),
        ("which genre has the most shows", "SELECT genre FROM shows GROUP BY genre ORDER BY COUNT(*) DESC LIMIT 1"),
        ("shows launched last year", "SELECT show_name FROM shows WHERE " + LAST_YEAR.format(c="launched_on")),
        ("sponsorship revenue by sponsor", "SELECT sponsor, SUM(fee) FROM ad_reads GROUP BY sponsor"),
        ("top 3 shows by total downloads", f"SELECT s.show_name FROM {E_S} GROUP BY s.show_id ORDER BY SUM(e.downloads) DESC LIMIT 3"),
        ("how many episodes are longer than an hour", "SELECT COUNT(*) FROM episodes WHERE duration_min > 60"),
        ("average downloads per episode for each show", f"SELECT s.show_name, AVG(e.downloads) FROM {E_S} GROUP BY s.show_id"),
        ("shows with no episodes this year", f"SELECT show_name FROM shows WHERE show_id NOT IN (SELECT show_id FROM episodes WHERE published_on >= {THIS_YEAR})"),
        ("episodes per month this year", f"SELECT {per_month('published_on')}, COUNT(*) FROM episodes WHERE published_on >= {THIS_YEAR} GROUP BY {per_month('published_on')}"),
        ("which host has the most shows", "SELECT host FROM shows GROUP BY host ORDER BY COUNT(*) DESC LIMIT 1"),
        ("biggest sponsor", "SELECT sponsor FROM ad_reads GROUP BY sponsor ORDER BY SUM(fee) DESC LIMIT 1"),
        ("longest episode", "SELECT title FROM episodes ORDER BY duration_min DESC LIMIT 1"),
    ],
    "repairs": [
        ("一共有多少个维修师傅", "SELECT COUNT(*) FROM technicians"),
        ("上个月的工单数量", "SELECT COUNT(*) FROM work_orders WHERE " + LAST_MONTH.format(c="created_at")),
        ("还没完成的工单有多少", "SELECT COUNT(*) FROM work_orders WHERE finished_at IS NULL"),
        ("每种家电的维修次数", "SELECT appliance, COUNT(*) FROM work_orders GROUP BY appliance"),
        ("哪个师傅接的单最多", f"SELECT t.tech_name FROM {W_T} GROUP BY t.tech_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("今年的维修收入", f"SELECT SUM(fee) FROM work_orders WHERE created_at >= {THIS_YEAR}"),
        ("平均维修费用", "SELECT AVG(fee) FROM work_orders"),
        ("空调维修的平均评分", "SELECT AVG(rating) FROM work_orders WHERE appliance = '空调'"),
        ("每个城市有几个师傅", "SELECT city, COUNT(*) FROM technicians GROUP BY city"),
        ("评分最高的师傅", f"SELECT t.tech_name FROM {W_T} GROUP BY t.tech_id ORDER BY AVG(w.rating) DESC LIMIT 1"),
        ("每个月的工单量", f"SELECT {per_month('created_at')}, COUNT(*) FROM work_orders GROUP BY {per_month('created_at')}"),
        ("从来没有报修过的客户有多少", "SELECT COUNT(*) FROM customers WHERE customer_id NOT IN (SELECT customer_id FROM work_orders)"),
        ("冰箱的维修工单有几个", "SELECT COUNT(*) FROM work_orders WHERE appliance = '冰箱'"),
        ("朝阳区的客户有多少", "SELECT COUNT(*) FROM customers WHERE district = '朝阳区'"),
        ("今年入职的师傅", f"SELECT tech_name FROM technicians WHERE hired_on >= {THIS_YEAR}"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
