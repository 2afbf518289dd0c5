#!/usr/bin/env python3
"""Writes dev.json: the questions of our eighty-fifth own set with their
gold SQL (SQLite). Written on 2026-12-06 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

A_T = "appointments p JOIN artists a ON p.artist_id = a.artist_id"
A_C = "appointments p JOIN clients c ON p.client_id = c.client_id"
R_S = "reservations r JOIN seats s ON r.seat_id = s.seat_id"
R_M = "reservations r JOIN members m ON r.member_id = m.member_id"

Q = {
    "tattoo": [
        ("how many clients do we have", "SELECT COUNT(*) FROM clients"),
        ("revenue this year", f"SELECT SUM(price) FROM appointments WHERE appt_date >= {THIS_YEAR}"),
        ("which artist made the most money", f"SELECT a.artist_name FROM {A_T} GROUP BY a.artist_id ORDER BY SUM(p.price) DESC LIMIT 1"),
        ("appointments per style", "SELECT style, COUNT(*) FROM appointments GROUP BY style"),
        ("average price of a blackwork tattoo", "SELECT AVG(price) FROM appointments WHERE style = 'Blackwork'"),
        ("clients from Leeds", "SELECT client_name FROM clients WHERE city = 'Leeds'"),
        ("clients with more than 10 appointments", f"SELECT c.client_name FROM {A_C} GROUP BY c.client_id HAVING COUNT(*) > 10"),
        ("busiest artist last month", f"SELECT a.artist_name FROM {A_T} WHERE " + LAST_MONTH.format(c="p.appt_date") + " GROUP BY a.artist_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("total hours per artist", f"SELECT a.artist_name, SUM(p.hours) FROM {A_T} GROUP BY a.artist_id"),
        ("highest price ever charged", "SELECT MAX(price) FROM appointments"),
        ("artists with no appointments this month", f"SELECT artist_name FROM artists WHERE artist_id NOT IN (SELECT artist_id FROM appointments WHERE appt_date >= {THIS_MONTH})"),
        ("appointments by month", "SELECT strftime('%Y-%m', appt_date), COUNT(*) FROM appointments GROUP BY strftime('%Y-%m', appt_date)"),
        ("what does Lena Park specialise in", "SELECT specialty FROM artists WHERE artist_name = 'Lena Park'"),
        ("how many appointments did Marco Diaz have this year", f"SELECT COUNT(*) FROM {A_T} WHERE a.artist_name = 'Marco Diaz' AND p.appt_date >= {THIS_YEAR}"),
        ("average hours per appointment", "SELECT AVG(hours) FROM appointments"),
    ],
    "studyroom": [
        ("一共有多少个座位", "SELECT COUNT(*) FROM seats"),
        ("这个月的预约次数", f"SELECT COUNT(*) FROM reservations WHERE res_date >= {THIS_MONTH}"),
        ("静音区有几个座位", "SELECT COUNT(*) FROM seats WHERE zone = '静音区'"),
        ("每个区域的座位数", "SELECT zone, COUNT(*) FROM seats GROUP BY zone"),
        ("今年的营业额", f"SELECT SUM(amount) FROM reservations WHERE res_date >= {THIS_YEAR}"),
        ("哪个会员来的次数最多", f"SELECT m.member_name FROM {R_M} GROUP BY m.member_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("平均每次预约几个小时", "SELECT AVG(hours) FROM reservations"),
        ("年卡会员有哪些", "SELECT member_name FROM members WHERE member_level = '年卡'"),
        ("各区域的收入", f"SELECT s.zone, SUM(r.amount) FROM {R_S} GROUP BY s.zone"),
        ("上个月新加入的会员", "SELECT member_name FROM members WHERE " + LAST_MONTH.format(c="joined_on")),
        ("从来没预约过的会员", "SELECT member_name FROM members WHERE member_id NOT IN (SELECT member_id FROM reservations)"),
        ("每月营业额", "SELECT strftime('%Y-%m', res_date), SUM(amount) FROM reservations GROUP BY strftime('%Y-%m', res_date)"),
        ("单价最高的座位", "SELECT seat_no FROM seats ORDER BY hourly_price DESC LIMIT 1"),
        ("预约超过15次的会员", f"SELECT m.member_name FROM {R_M} GROUP BY m.member_id HAVING COUNT(*) > 15"),
        ("李明一共花了多少钱", f"SELECT SUM(r.amount) FROM {R_M} WHERE m.member_name = '李明'"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
