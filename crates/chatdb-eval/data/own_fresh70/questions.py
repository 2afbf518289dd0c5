#!/usr/bin/env python3
"""Writes dev.json: the questions of our seventy-first own set with their
gold SQL (SQLite). Written on 2026-12-05 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

P_A = "performances p JOIN acts a ON p.act_id = a.act_id"
P_S = "performances p JOIN stages s ON p.stage_id = s.stage_id"
V_V = "vaccinations v JOIN vaccines x ON v.vaccine_id = x.vaccine_id"
V_P = "vaccinations v JOIN people p ON v.person_id = p.person_id"


def per_month(c):
    return f"strftime('%Y-%m', {c})"


Q = {
    "festival": [
        ("how many tickets did we sell last month", "SELECT COUNT(*) FROM tickets WHERE " + LAST_MONTH.format(c="sold_date")),
        ("ticket revenue this year", f"SELECT SUM(price) FROM tickets WHERE sold_date >= {THIS_YEAR}"),
        ("which stage had the highest total attendance", f"SELECT s.stage_name FROM {P_S} GROUP BY s.stage_id ORDER BY SUM(p.attendance) DESC LIMIT 1"),
        ("average act fee", "SELECT AVG(fee) FROM acts"),
        ("acts by genre", "SELECT genre, COUNT(*) FROM acts GROUP BY genre"),
        ("acts that have never performed", "SELECT act_name FROM acts WHERE act_id NOT IN (SELECT act_id FROM performances)"),
        ("top 3 acts by total attendance", f"SELECT a.act_name FROM {P_A} GROUP BY a.act_id ORDER BY SUM(p.attendance) DESC LIMIT 3"),
        ("how many VIP tickets were sold", "SELECT COUNT(*) FROM tickets WHERE ticket_type = 'vip'"),
        ("share of tickets bought from Germany", "SELECT 100.0 * SUM(buyer_country = 'Germany') / COUNT(*) FROM tickets"),
        ("how many minutes did Nova Lights play in total", f"SELECT SUM(p.duration_min) FROM {P_A} WHERE a.act_name = 'Nova Lights'"),
        ("stages with a capacity over 5000", "SELECT stage_name FROM stages WHERE capacity > 5000"),
        ("tickets sold per month this year", f"SELECT {per_month('sold_date')}, COUNT(*) FROM tickets WHERE sold_date >= {THIS_YEAR} GROUP BY {per_month('sold_date')}"),
        ("most expensive act", "SELECT act_name FROM acts ORDER BY fee DESC LIMIT 1"),
        ("how many performances were on the Main Stage", f"SELECT COUNT(*) FROM {P_S} WHERE s.stage_name = 'Main Stage'"),
        ("when did The Foxes last perform", f"SELECT MAX(p.perf_date) FROM {P_A} WHERE a.act_name = 'The Foxes'"),
    ],
    "vaccination": [
        ("这个月接种了多少次", f"SELECT COUNT(*) FROM vaccinations WHERE vacc_date >= {THIS_MONTH}"),
        ("上个月接种了多少人次", "SELECT COUNT(*) FROM vaccinations WHERE " + LAST_MONTH.format(c="vacc_date")),
        ("哪种疫苗打得最多", f"SELECT x.vaccine_name FROM {V_V} GROUP BY x.vaccine_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("每种疫苗的接种次数", f"SELECT x.vaccine_name, COUNT(*) FROM {V_V} GROUP BY x.vaccine_id"),
        ("流感疫苗今年打了多少次", f"SELECT COUNT(*) FROM {V_V} WHERE x.vaccine_name = '流感疫苗' AND v.vacc_date >= {THIS_YEAR}"),
        ("从来没打过疫苗的人", "SELECT person_name FROM people WHERE person_id NOT IN (SELECT person_id FROM vaccinations)"),
        ("女性有多少人", "SELECT COUNT(*) FROM people WHERE gender = '女'"),
        ("HPV疫苗多少钱", "SELECT price FROM vaccines WHERE vaccine_name = 'HPV疫苗'"),
        ("打过第三针的有多少人", "SELECT COUNT(DISTINCT person_id) FROM vaccinations WHERE dose_no = 3"),
        ("今年每个月的接种量", f"SELECT {per_month('vacc_date')}, COUNT(*) FROM vaccinations WHERE vacc_date >= {THIS_YEAR} GROUP BY {per_month('vacc_date')}"),
        ("哪个护士打的针最多", "SELECT nurse FROM vaccinations GROUP BY nurse ORDER BY COUNT(*) DESC LIMIT 1"),
        ("疫苗的平均价格", "SELECT AVG(price) FROM vaccines"),
        ("朝阳区的人打了多少次疫苗", f"SELECT COUNT(*) FROM {V_P} WHERE p.district = '朝阳区'"),
        ("张伟最近一次接种是哪天", f"SELECT MAX(v.vacc_date) FROM {V_P} WHERE p.person_name = '张伟'"),
        ("每个厂家的疫苗数量", "SELECT maker, COUNT(*) FROM vaccines GROUP BY maker"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
