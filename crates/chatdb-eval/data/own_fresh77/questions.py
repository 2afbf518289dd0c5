#!/usr/bin/env python3
"""Writes dev.json: the questions of our seventy-eighth own set with their
gold SQL (SQLite). Written on 2026-12-06 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

R_S = "readings r JOIN stations s ON r.station_id = s.station_id"
M_C = "milkings m JOIN cows c ON m.cow_id = c.cow_id"

Q = {
    "weather": [
        ("how many stations per region", "SELECT region, COUNT(*) FROM stations GROUP BY region"),
        ("total rainfall last month", "SELECT SUM(rainfall_mm) FROM readings WHERE " + LAST_MONTH.format(c="reading_date")),
        ("average max temperature by station", f"SELECT s.station_name, AVG(r.temp_max_c) FROM {R_S} GROUP BY s.station_id"),
        ("which station had the most rain this year", f"SELECT s.station_name FROM {R_S} WHERE r.reading_date >= {THIS_YEAR} GROUP BY s.station_id ORDER BY SUM(r.rainfall_mm) DESC LIMIT 1"),
        ("highest station", "SELECT station_name FROM stations ORDER BY elevation_m DESC LIMIT 1"),
        ("how many days over 25 degrees at Hilltop this year", f"SELECT COUNT(*) FROM {R_S} WHERE s.station_name = 'Hilltop' AND r.temp_max_c > 25 AND r.reading_date >= {THIS_YEAR}"),
        ("stations opened after 2015", "SELECT station_name FROM stations WHERE opened_on >= '2016-01-01'"),
        ("monthly rainfall this year", f"SELECT strftime('%Y-%m', reading_date), SUM(rainfall_mm) FROM readings WHERE reading_date >= {THIS_YEAR} GROUP BY strftime('%Y-%m', reading_date)"),
        ("lowest temperature ever recorded", "SELECT MIN(temp_min_c) FROM readings"),
        ("average wind speed in the North region", f"SELECT AVG(r.wind_kmh) FROM {R_S} WHERE s.region = 'North'"),
        ("stations with no readings last month", "SELECT station_name FROM stations WHERE station_id NOT IN (SELECT station_id FROM readings WHERE " + LAST_MONTH.format(c="reading_date") + ")"),
        ("rainfall per station last month", f"SELECT s.station_name, SUM(r.rainfall_mm) FROM {R_S} WHERE " + LAST_MONTH.format(c="r.reading_date") + " GROUP BY s.station_id"),
        ("how many readings does each station have", f"SELECT s.station_name, COUNT(*) FROM {R_S} GROUP BY s.station_id"),
        ("windiest station on average", f"SELECT s.station_name FROM {R_S} GROUP BY s.station_id ORDER BY AVG(r.wind_kmh) DESC LIMIT 1"),
        ("max temperature at Airport yesterday", f"SELECT r.temp_max_c FROM {R_S} WHERE s.station_name = 'Airport' AND r.reading_date = date('now','-1 day')"),
    ],
    "dairy": [
        ("一共有多少头牛", "SELECT COUNT(*) FROM cows"),
        ("今天产奶多少升", "SELECT SUM(litres) FROM milkings WHERE milk_date = date('now')"),
        ("每个牛舍有几头牛", "SELECT barn, COUNT(*) FROM cows GROUP BY barn"),
        ("这个月产奶最多的牛", f"SELECT c.ear_tag FROM {M_C} WHERE m.milk_date >= {THIS_MONTH} GROUP BY c.cow_id ORDER BY SUM(m.litres) DESC LIMIT 1"),
        ("荷斯坦牛有多少头", "SELECT COUNT(*) FROM cows WHERE breed = '荷斯坦'"),
        ("上个月每天的产奶量", "SELECT milk_date, SUM(litres) FROM milkings WHERE " + LAST_MONTH.format(c="milk_date") + " GROUP BY milk_date"),
        ("平均每次挤奶多少升", "SELECT AVG(litres) FROM milkings"),
        ("今年治疗花了多少钱", f"SELECT SUM(cost) FROM treatments WHERE treat_date >= {THIS_YEAR}"),
        ("用得最多的药", "SELECT drug FROM treatments GROUP BY drug ORDER BY COUNT(*) DESC LIMIT 1"),
        ("没有治疗过的牛", "SELECT ear_tag FROM cows WHERE cow_id NOT IN (SELECT cow_id FROM treatments)"),
        ("每个品种的总产奶量", f"SELECT c.breed, SUM(m.litres) FROM {M_C} GROUP BY c.breed"),
        ("2023年出生的牛", "SELECT ear_tag FROM cows WHERE strftime('%Y', born_on) = '2023'"),
        ("早上和晚上各挤了多少奶", "SELECT session, SUM(litres) FROM milkings GROUP BY session"),
        ("3号牛舍今年的产奶量", f"SELECT SUM(m.litres) FROM {M_C} WHERE c.barn = '3号' AND m.milk_date >= {THIS_YEAR}"),
        ("每月的治疗费用", "SELECT strftime('%Y-%m', treat_date), SUM(cost) FROM treatments GROUP BY strftime('%Y-%m', treat_date)"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
