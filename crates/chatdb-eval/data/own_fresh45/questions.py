#!/usr/bin/env python3
"""Writes dev.json: the questions of our forty-sixth own set with their
gold SQL (SQLite). Written on 2026-12-04 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_YEAR, write_dev  # noqa: E402

P_C = "projects p JOIN clients c ON p.client_id = c.client_id"
P_F = "projects p JOIN freelancers f ON p.freelancer_id = f.freelancer_id"
P_L = "parcels p JOIN lockers l ON p.locker_id = l.locker_id"
P_K = "parcels p JOIN couriers k ON p.courier_id = k.courier_id"
YESTERDAY = "deposited_at >= date('now','-1 day') AND deposited_at < date('now')"


def per_month(c):
    return f"strftime('%Y-%m', {c})"


Q = {
    "gigs": [
        ("how many freelancers do we have", "SELECT COUNT(*) FROM freelancers"),
        ("average hourly rate by skill", "SELECT skill, AVG(hourly_rate) FROM freelancers GROUP BY skill"),
        ("total budget of projects posted this year", f"SELECT SUM(budget) FROM projects WHERE posted_on >= {THIS_YEAR}"),
        ("top 2 freelancers by number of projects", f"SELECT f.full_name FROM {P_F} GROUP BY f.freelancer_id ORDER BY COUNT(*) DESC LIMIT 2"),
        ("which client posted the most projects", f"SELECT c.company FROM {P_C} GROUP BY c.client_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("how many projects were completed last month", "SELECT COUNT(*) FROM projects WHERE " + LAST_MONTH.format(c="completed_on")),
        ("freelancers who never got a project", "SELECT full_name FROM freelancers WHERE freelancer_id NOT IN (SELECT freelancer_id FROM projects WHERE freelancer_id IS NOT NULL)"),
        ("average project budget", "SELECT AVG(budget) FROM projects"),
        ("list the open projects", "SELECT title FROM projects WHERE status = 'open'"),
        ("projects per month this year", f"SELECT {per_month('posted_on')}, COUNT(*) FROM projects WHERE posted_on >= {THIS_YEAR} GROUP BY {per_month('posted_on')}"),
        ("most expensive freelancer", "SELECT full_name FROM freelancers ORDER BY hourly_rate DESC LIMIT 1"),
        ("freelancers from India", "SELECT full_name FROM freelancers WHERE country = 'India'"),
        ("project budget by industry", f"SELECT c.industry, SUM(p.budget) FROM {P_C} GROUP BY c.industry"),
        ("what share of projects get cancelled", "SELECT AVG(status = 'cancelled') FROM projects"),
        ("clients in retail", "SELECT company FROM clients WHERE industry = 'retail'"),
    ],
    "lockers": [
        ("一共有多少个快递柜", "SELECT COUNT(*) FROM lockers"),
        ("昨天存入的包裹有多少", f"SELECT COUNT(*) FROM parcels WHERE {YESTERDAY}"),
        ("还没取走的包裹有多少", "SELECT COUNT(*) FROM parcels WHERE picked_up_at IS NULL"),
        ("每个快递公司的包裹数", f"SELECT k.company, COUNT(*) FROM {P_K} GROUP BY k.company"),
        ("哪个快递柜的包裹最多", f"SELECT l.location_name FROM {P_L} GROUP BY l.locker_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("上个月的包裹数量", "SELECT COUNT(*) FROM parcels WHERE " + LAST_MONTH.format(c="deposited_at")),
        ("每个区有几个快递柜", "SELECT district, COUNT(*) FROM lockers GROUP BY district"),
        ("哪个快递员送的包裹最多", f"SELECT k.courier_name FROM {P_K} GROUP BY k.courier_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("顺丰的快递员有哪些", "SELECT courier_name FROM couriers WHERE company = '顺丰'"),
        ("大件包裹有多少", "SELECT COUNT(*) FROM parcels WHERE size = '大'"),
        ("每个月的包裹数量", f"SELECT {per_month('deposited_at')}, COUNT(*) FROM parcels GROUP BY {per_month('deposited_at')}"),
        ("从来没有用过的快递柜", "SELECT location_name FROM lockers WHERE locker_id NOT IN (SELECT locker_id FROM parcels)"),
        ("每个区的包裹数量", f"SELECT l.district, COUNT(*) FROM {P_L} GROUP BY l.district"),
        ("中通一共送了多少包裹", f"SELECT COUNT(*) FROM {P_K} WHERE k.company = '中通'"),
        ("今年的包裹总数", f"SELECT COUNT(*) FROM parcels WHERE deposited_at >= {THIS_YEAR}"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
