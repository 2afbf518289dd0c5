#!/usr/bin/env python3
"""Writes dev.json: the questions of our nineteenth own set with their gold
SQL (SQLite). Written on 2026-12-03 before the engine was run on these
databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_YEAR, write_dev  # noqa: E402

S_R_H = "stays s JOIN rooms r ON s.room_id = r.room_id JOIN hotels h ON r.hotel_id = h.hotel_id"
V_H = "reviews v JOIN stays s ON v.stay_id = s.stay_id JOIN rooms r ON s.room_id = r.room_id JOIN hotels h ON r.hotel_id = h.hotel_id"
S_G = "stays s JOIN guests g ON s.guest_id = g.guest_id"
T_R = "trips t JOIN riders r ON t.rider_id = r.rider_id"
MONTH = "strftime('%Y-%m', {c})"

Q = {
    "hotel": [
        ("how many hotels in each city", "SELECT city, COUNT(*) FROM hotels GROUP BY city"),
        ("total room revenue last month", "SELECT SUM(amount_paid) FROM stays WHERE " + LAST_MONTH.format(c="check_in")),
        ("average rating per hotel", f"SELECT h.hotel_name, AVG(v.rating) FROM {V_H} GROUP BY h.hotel_id"),
        ("guests who stayed more than 12 times", f"SELECT g.guest_name FROM {S_G} GROUP BY g.guest_id HAVING COUNT(*) > 12"),
        ("which booking channel brings the most stays", "SELECT channel FROM stays GROUP BY channel ORDER BY COUNT(*) DESC LIMIT 1"),
        ("suites under 300 a night", "SELECT room_number FROM rooms WHERE room_type = 'suite' AND nightly_rate < 300"),
        ("list vip guests", "SELECT guest_name FROM guests WHERE vip = 1"),
        ("stays per month this year", "SELECT " + MONTH.format(c="check_in") + ", COUNT(*) FROM stays WHERE check_in >= " + THIS_YEAR + " GROUP BY " + MONTH.format(c="check_in")),
        ("average number of nights per stay", "SELECT AVG(nights) FROM stays"),
        ("5 star hotels", "SELECT hotel_name FROM hotels WHERE stars = 5"),
        ("guests from France", "SELECT guest_name FROM guests WHERE nationality = 'France'"),
        ("revenue by hotel this year", f"SELECT h.hotel_name, SUM(s.amount_paid) FROM {S_R_H} WHERE s.check_in >= {THIS_YEAR} GROUP BY h.hotel_id"),
        ("每家酒店有多少间房", "SELECT h.hotel_name, COUNT(*) FROM rooms r JOIN hotels h ON r.hotel_id = h.hotel_id GROUP BY h.hotel_id"),
        ("评分最低的酒店", f"SELECT h.hotel_name FROM {V_H} GROUP BY h.hotel_id ORDER BY AVG(v.rating) ASC LIMIT 1"),
        ("今年入住了多少次", f"SELECT COUNT(*) FROM stays WHERE check_in >= {THIS_YEAR}"),
        ("套房的平均房价", "SELECT AVG(nightly_rate) FROM rooms WHERE room_type = 'suite'"),
        ("哪些客人从来没写过评价", "SELECT guest_name FROM guests WHERE guest_id NOT IN (SELECT s.guest_id FROM stays s JOIN reviews v ON v.stay_id = s.stay_id)"),
        ("上个月收到多少条评价", "SELECT COUNT(*) FROM reviews WHERE " + LAST_MONTH.format(c="written_on")),
        ("各房型的平均价格", "SELECT room_type, AVG(nightly_rate) FROM rooms GROUP BY room_type"),
        ("消费最多的前五位客人", f"SELECT g.guest_name FROM {S_G} GROUP BY g.guest_id ORDER BY SUM(s.amount_paid) DESC LIMIT 5"),
    ],
    "bikeshare": [
        ("一共有多少个站点", "SELECT COUNT(*) FROM stations"),
        ("每个区有几个站点", "SELECT district, COUNT(*) FROM stations GROUP BY district"),
        ("今年的骑行次数", f"SELECT COUNT(*) FROM trips WHERE started_at >= {THIS_YEAR}"),
        ("平均骑行时长", "SELECT AVG(duration_min) FROM trips"),
        ("电动车有多少辆", "SELECT COUNT(*) FROM bikes WHERE bike_type = 'electric'"),
        ("出发最多的站点", "SELECT st.station_name FROM trips t JOIN stations st ON t.start_station_id = st.station_id GROUP BY st.station_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("上个月的车费收入", "SELECT SUM(fare) FROM trips WHERE " + LAST_MONTH.format(c="started_at")),
        ("维修总费用最高的车", "SELECT bike_id FROM repairs GROUP BY bike_id ORDER BY SUM(cost) DESC LIMIT 1"),
        ("每种故障的维修次数", "SELECT issue, COUNT(*) FROM repairs GROUP BY issue"),
        ("年卡用户有多少", "SELECT COUNT(*) FROM riders WHERE plan = 'annual'"),
        ("骑行次数最多的用户", f"SELECT r.rider_name FROM {T_R} GROUP BY r.rider_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("每个月的骑行收入", "SELECT " + MONTH.format(c="started_at") + ", SUM(fare) FROM trips GROUP BY " + MONTH.format(c="started_at")),
        ("从来没修过的车", "SELECT bike_id FROM bikes WHERE bike_id NOT IN (SELECT bike_id FROM repairs)"),
        ("车位最多的站点", "SELECT station_name FROM stations ORDER BY docks DESC LIMIT 1"),
        ("今年新注册的用户", f"SELECT rider_name FROM riders WHERE signed_up >= {THIS_YEAR}"),
        ("超过60分钟的骑行有多少次", "SELECT COUNT(*) FROM trips WHERE duration_min > 60"),
        ("每种车型的平均骑行时长", "SELECT b.bike_type, AVG(t.duration_min) FROM trips t JOIN bikes b ON t.bike_id = b.bike_id GROUP BY b.bike_type"),
        ("各个套餐的用户数", "SELECT plan, COUNT(*) FROM riders GROUP BY plan"),
        ("最近一次维修是什么时候", "SELECT MAX(repaired_on) FROM repairs"),
        ("车费总额", "SELECT SUM(fare) FROM trips"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
