#!/usr/bin/env python3
"""Writes dev.json: the questions of our ninety-third own set with their
gold SQL (SQLite). Written on 2026-12-06 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_YEAR, write_dev  # noqa: E402

R_G = "rounds r JOIN golfers g ON r.golfer_id = g.golfer_id"
E_V = "entries en JOIN events ev ON en.event_id = ev.event_id"

Q = {
    "golf_club": [
        ("how many rounds were played last month", "SELECT COUNT(*) FROM rounds WHERE " + LAST_MONTH.format(c="played_on")),
        ("average score on each course", "SELECT c.course_name, AVG(r.strokes) FROM rounds r JOIN courses c ON r.course_id = c.course_id GROUP BY c.course_id"),
        ("who has the lowest handicap", "SELECT golfer_name FROM golfers ORDER BY handicap ASC LIMIT 1"),
        ("green fee revenue this year", f"SELECT SUM(green_fee) FROM rounds WHERE played_on >= {THIS_YEAR}"),
        ("most popular course", "SELECT c.course_name FROM rounds r JOIN courses c ON r.course_id = c.course_id GROUP BY c.course_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("junior members", "SELECT golfer_name FROM golfers WHERE membership = 'junior'"),
        ("lowest score ever", "SELECT MIN(strokes) FROM rounds"),
        ("rounds per golfer", f"SELECT g.golfer_name, COUNT(*) FROM {R_G} GROUP BY g.golfer_id"),
        ("how many rounds used a cart", "SELECT COUNT(*) FROM rounds WHERE used_cart = 1"),
        ("golfers who haven't played this year", f"SELECT golfer_name FROM golfers WHERE golfer_id NOT IN (SELECT golfer_id FROM rounds WHERE played_on >= {THIS_YEAR})"),
        ("average green fee", "SELECT AVG(green_fee) FROM rounds"),
        ("18 hole courses", "SELECT course_name FROM courses WHERE holes = 18"),
        ("rounds by month this year", f"SELECT strftime('%Y-%m', played_on), COUNT(*) FROM rounds WHERE played_on >= {THIS_YEAR} GROUP BY strftime('%Y-%m', played_on)"),
        ("golfers with a handicap under 10", "SELECT golfer_name FROM golfers WHERE handicap < 10"),
        ("which golfer spent the most on green fees", f"SELECT g.golfer_name FROM {R_G} GROUP BY g.golfer_id ORDER BY SUM(r.green_fee) DESC LIMIT 1"),
    ],
    "races": [
        ("今年办了几场比赛", f"SELECT COUNT(*) FROM events WHERE race_date >= {THIS_YEAR}"),
        ("每场比赛的报名人数", f"SELECT ev.event_name, COUNT(*) FROM {E_V} GROUP BY ev.event_id"),
        ("女选手有多少", "SELECT COUNT(*) FROM runners WHERE gender = '女'"),
        ("报名费总收入", "SELECT SUM(fee) FROM entries"),
        ("哪场比赛报名人数最多", f"SELECT ev.event_name FROM {E_V} GROUP BY ev.event_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("没完赛的有多少人次", "SELECT COUNT(*) FROM entries WHERE finish_seconds IS NULL"),
        ("最快的完赛成绩", "SELECT MIN(finish_seconds) FROM entries"),
        ("在杭州举办的比赛", "SELECT event_name FROM events WHERE city = '杭州'"),
        ("参赛次数最多的选手", "SELECT r.name FROM entries en JOIN runners r ON en.runner_id = r.runner_id GROUP BY r.runner_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("平均完赛时间", "SELECT AVG(finish_seconds) FROM entries"),
        ("每个城市办了几场比赛", "SELECT city, COUNT(*) FROM events GROUP BY city"),
        ("距离超过20公里的比赛", "SELECT event_name FROM events WHERE distance_km > 20"),
        ("从没参加过比赛的选手", "SELECT name FROM runners WHERE runner_id NOT IN (SELECT runner_id FROM entries)"),
        ("每年的报名人数", f"SELECT strftime('%Y', ev.race_date), COUNT(*) FROM {E_V} GROUP BY strftime('%Y', ev.race_date)"),
        ("1990年以后出生的选手有多少", "SELECT COUNT(*) FROM runners WHERE birth_year >= 1990"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
