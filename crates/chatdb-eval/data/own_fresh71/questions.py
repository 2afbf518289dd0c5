#!/usr/bin/env python3
"""Writes dev.json: the questions of our seventy-second own set with their
gold SQL (SQLite). Written on 2026-12-05 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, LAST_YEAR, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

S_B = "sales s JOIN beers b ON s.beer_id = b.beer_id"
B_B = "batches t JOIN beers b ON t.beer_id = b.beer_id"
V_M = "visits v JOIN members m ON v.member_id = m.member_id"
L_M = "lessons l JOIN members m ON l.member_id = m.member_id"


def per_month(c):
    return f"strftime('%Y-%m', {c})"


Q = {
    "brewery": [
        ("taproom revenue last month", "SELECT SUM(amount) FROM sales WHERE " + LAST_MONTH.format(c="sale_date")),
        ("how many pints did we sell this year", f"SELECT SUM(pints) FROM sales WHERE sale_date >= {THIS_YEAR}"),
        ("best selling beer by pints", f"SELECT b.beer_name FROM {S_B} GROUP BY b.beer_id ORDER BY SUM(s.pints) DESC LIMIT 1"),
        ("strongest beer", "SELECT beer_name FROM beers ORDER BY abv DESC LIMIT 1"),
        ("how many IPAs do we have", "SELECT COUNT(*) FROM beers WHERE style = 'IPA'"),
        ("litres brewed per brewer", "SELECT brewer, SUM(litres) FROM batches GROUP BY brewer"),
        ("beers we have never brewed", "SELECT beer_name FROM beers WHERE beer_id NOT IN (SELECT beer_id FROM batches)"),
        ("how many batches of Citra Storm have we brewed", f"SELECT COUNT(*) FROM {B_B} WHERE b.beer_name = 'Citra Storm'"),
        ("average abv of our stouts", "SELECT AVG(abv) FROM beers WHERE style = 'stout'"),
        ("revenue by beer", f"SELECT b.beer_name, SUM(s.amount) FROM {S_B} GROUP BY b.beer_id"),
        ("when was Old Anchor last brewed", f"SELECT MAX(t.brew_date) FROM {B_B} WHERE b.beer_name = 'Old Anchor'"),
        ("monthly taproom sales this year", f"SELECT {per_month('sale_date')}, SUM(amount) FROM sales WHERE sale_date >= {THIS_YEAR} GROUP BY {per_month('sale_date')}"),
        ("beers stronger than 6%", "SELECT beer_name FROM beers WHERE abv > 6"),
        ("total litres brewed last year", "SELECT SUM(litres) FROM batches WHERE " + LAST_YEAR.format(c="brew_date")),
        ("which style sells the most pints", f"SELECT b.style FROM {S_B} GROUP BY b.style ORDER BY SUM(s.pints) DESC LIMIT 1"),
    ],
    "pool": [
        ("这个月来了多少人次", f"SELECT COUNT(*) FROM visits WHERE visit_date >= {THIS_MONTH}"),
        ("年卡会员有几个", "SELECT COUNT(*) FROM members WHERE card_type = '年卡'"),
        ("每种卡的会员人数", "SELECT card_type, COUNT(*) FROM members GROUP BY card_type"),
        ("哪个教练上的课最多", "SELECT coach FROM lessons GROUP BY coach ORDER BY COUNT(*) DESC LIMIT 1"),
        ("今年私教课收入多少", f"SELECT SUM(price) FROM lessons WHERE lesson_date >= {THIS_YEAR}"),
        ("从来没来游过泳的会员", "SELECT member_name FROM members WHERE member_id NOT IN (SELECT member_id FROM visits)"),
        ("平均每次游多长时间", "SELECT AVG(minutes) FROM visits"),
        ("林晓今年来了几次", f"SELECT COUNT(*) FROM {V_M} WHERE m.member_name = '林晓' AND v.visit_date >= {THIS_YEAR}"),
        ("来得最多的会员", f"SELECT m.member_name FROM {V_M} GROUP BY m.member_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("上个月每天的入场人次", "SELECT visit_date, COUNT(*) FROM visits WHERE " + LAST_MONTH.format(c="visit_date") + " GROUP BY visit_date"),
        ("每个教练的课时收入", "SELECT coach, SUM(price) FROM lessons GROUP BY coach"),
        ("今年新办卡的会员", f"SELECT member_name FROM members WHERE join_date >= {THIS_YEAR}"),
        ("张教练今年上了多少节课", f"SELECT COUNT(*) FROM lessons WHERE coach = '张教练' AND lesson_date >= {THIS_YEAR}"),
        ("今年每个月的游泳人次", f"SELECT {per_month('visit_date')}, COUNT(*) FROM visits WHERE visit_date >= {THIS_YEAR} GROUP BY {per_month('visit_date')}"),
        ("次卡会员一共来了多少次", f"SELECT COUNT(*) FROM {V_M} WHERE m.card_type = '次卡'"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
