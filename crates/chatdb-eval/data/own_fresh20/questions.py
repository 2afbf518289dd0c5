#!/usr/bin/env python3
"""Writes dev.json: the questions of our twenty-first own set with their
gold SQL (SQLite). Written on 2026-12-03 before the engine was run on these
databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

F_O = "flights f JOIN airports a ON f.origin = a.airport_code"
B_P = "bookings b JOIN passengers p ON b.passenger_id = p.passenger_id"
D_C = "donations d JOIN campaigns c ON d.campaign_id = c.campaign_id"
D_D = "donations d JOIN donors o ON d.donor_id = o.donor_id"
S_V = "shifts s JOIN volunteers v ON s.volunteer_id = v.volunteer_id"
O_L = "orders o JOIN listings l ON o.listing_id = l.listing_id"
O_S = O_L + " JOIN sellers s ON l.seller_id = s.seller_id"
R_S = "returns r JOIN orders o ON r.order_id = o.order_id JOIN listings l ON o.listing_id = l.listing_id JOIN sellers s ON l.seller_id = s.seller_id"
MONTH = "strftime('%Y-%m', {c})"


def per_month(c):
    return MONTH.format(c=c)


Q = {
    "airline": [
        ("how many flights were cancelled last month", "SELECT COUNT(*) FROM flights WHERE status = 'cancelled' AND " + LAST_MONTH.format(c="departure_time")),
        ("busiest departure airport", f"SELECT a.airport_name FROM {F_O} GROUP BY f.origin ORDER BY COUNT(*) DESC LIMIT 1"),
        ("average fare by cabin", "SELECT cabin, AVG(fare) FROM bookings GROUP BY cabin"),
        ("flights delayed by more than 2 hours", "SELECT flight_no FROM flights WHERE delay_min > 120"),
        ("booking revenue per month this year", f"SELECT {per_month('booked_on')}, SUM(fare) FROM bookings WHERE booked_on >= {THIS_YEAR} GROUP BY {per_month('booked_on')}"),
        ("gold tier passengers", "SELECT full_name FROM passengers WHERE tier = 'gold'"),
        ("passengers who have never booked a flight", "SELECT full_name FROM passengers WHERE passenger_id NOT IN (SELECT passenger_id FROM bookings)"),
        ("passengers by nationality", "SELECT nationality, COUNT(*) FROM passengers GROUP BY nationality"),
        ("total fare of first class bookings", "SELECT SUM(fare) FROM bookings WHERE cabin = 'first'"),
        ("aircraft with more than 300 seats", "SELECT model FROM aircraft WHERE seats > 300"),
        ("newest aircraft", "SELECT model FROM aircraft ORDER BY year_built DESC LIMIT 1"),
        ("how many flights depart from each airport", f"SELECT a.airport_name, COUNT(*) FROM {F_O} GROUP BY f.origin"),
        ("每个国家有几个机场", "SELECT country, COUNT(*) FROM airports GROUP BY country"),
        ("今年延误的航班有多少", f"SELECT COUNT(*) FROM flights WHERE status = 'delayed' AND departure_time >= {THIS_YEAR} AND departure_time < date('now','start of year','+1 year')"),
        ("平均延误时间", "SELECT AVG(delay_min) FROM flights"),
        ("商务舱的平均票价", "SELECT AVG(fare) FROM bookings WHERE cabin = 'business'"),
        ("今年每个月的订票数", f"SELECT {per_month('booked_on')}, COUNT(*) FROM bookings WHERE booked_on >= {THIS_YEAR} GROUP BY {per_month('booked_on')}"),
        ("从北京出发的航班有多少", f"SELECT COUNT(*) FROM {F_O} WHERE a.city = 'Beijing'"),
        ("票价总额最高的乘客", f"SELECT p.full_name FROM {B_P} GROUP BY p.passenger_id ORDER BY SUM(b.fare) DESC LIMIT 1"),
        ("票价最高的一张机票是哪天订的", "SELECT booked_on FROM bookings ORDER BY fare DESC LIMIT 1"),
    ],
    "charity": [
        ("每个项目筹到了多少钱", f"SELECT c.campaign_name, SUM(d.amount) FROM {D_C} GROUP BY c.campaign_id"),
        ("今年的捐款总额", f"SELECT SUM(amount) FROM donations WHERE donated_on >= {THIS_YEAR}"),
        ("捐款金额最多的捐赠者", f"SELECT o.donor_name FROM {D_D} GROUP BY o.donor_id ORDER BY SUM(d.amount) DESC LIMIT 1"),
        ("每个月的捐款笔数", f"SELECT {per_month('donated_on')}, COUNT(*) FROM donations GROUP BY {per_month('donated_on')}"),
        ("一共有多少名志愿者", "SELECT COUNT(*) FROM volunteers"),
        ("志愿者一共服务了多少小时", "SELECT SUM(hours) FROM shifts"),
        ("平均每笔捐款多少钱", "SELECT AVG(amount) FROM donations"),
        ("来自上海的捐赠者", "SELECT donor_name FROM donors WHERE city = 'Shanghai'"),
        ("企业捐赠者有多少个", "SELECT COUNT(*) FROM donors WHERE donor_type = 'company'"),
        ("从来没有捐过款的捐赠者", "SELECT donor_name FROM donors WHERE donor_id NOT IN (SELECT donor_id FROM donations)"),
        ("目标金额超过20万的项目", "SELECT campaign_name FROM campaigns WHERE goal_amount > 200000"),
        ("各个渠道的捐款金额", "SELECT channel, SUM(amount) FROM donations GROUP BY channel"),
        ("上个月新加入的志愿者", "SELECT volunteer_name FROM volunteers WHERE " + LAST_MONTH.format(c="joined_on")),
        ("超过1万元的捐款有几笔", "SELECT COUNT(*) FROM donations WHERE amount > 10000"),
        ("服务时长最多的志愿者", f"SELECT v.volunteer_name FROM {S_V} GROUP BY v.volunteer_id ORDER BY SUM(s.hours) DESC LIMIT 1"),
        ("每个城市有多少捐赠者", "SELECT city, COUNT(*) FROM donors GROUP BY city"),
        ("教育类的项目有哪些", "SELECT campaign_name FROM campaigns WHERE cause = 'education'"),
        ("最近一笔捐款是哪天", "SELECT MAX(donated_on) FROM donations"),
        ("每个项目有多少人捐款", f"SELECT c.campaign_name, COUNT(DISTINCT d.donor_id) FROM {D_C} GROUP BY c.campaign_id"),
        ("已经结束的项目", "SELECT campaign_name FROM campaigns WHERE end_date < date('now')"),
    ],
    "marketplace": [
        ("how many sellers are there", "SELECT COUNT(*) FROM sellers"),
        ("which shop has the most listings", "SELECT s.shop_name FROM listings l JOIN sellers s ON l.seller_id = s.seller_id GROUP BY s.seller_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("average price per category", "SELECT category, AVG(price) FROM listings GROUP BY category"),
        ("top 10 listings by revenue", f"SELECT l.title FROM {O_L} GROUP BY l.listing_id ORDER BY SUM(o.total) DESC LIMIT 10"),
        ("sellers with a rating above 4.5", "SELECT shop_name FROM sellers WHERE rating > 4.5"),
        ("how many orders were returned", "SELECT COUNT(*) FROM returns"),
        ("most common return reason", "SELECT reason FROM returns GROUP BY reason ORDER BY COUNT(*) DESC LIMIT 1"),
        ("total sales by seller", f"SELECT s.shop_name, SUM(o.total) FROM {O_S} GROUP BY s.seller_id"),
        ("listings that have never been ordered", "SELECT title FROM listings WHERE listing_id NOT IN (SELECT listing_id FROM orders)"),
        ("sellers in Germany", "SELECT shop_name FROM sellers WHERE country = 'Germany'"),
        ("cheapest electronics listing", "SELECT title FROM listings WHERE category = 'electronics' ORDER BY price LIMIT 1"),
        ("revenue by month", f"SELECT {per_month('ordered_at')}, SUM(total) FROM orders GROUP BY {per_month('ordered_at')}"),
        ("average order value", "SELECT AVG(total) FROM orders"),
        ("how many items were sold in total", "SELECT SUM(quantity) FROM orders"),
        ("shops opened this year", f"SELECT shop_name FROM sellers WHERE opened_on >= {THIS_YEAR}"),
        ("how many orders over $500", "SELECT COUNT(*) FROM orders WHERE total > 500"),
        ("categories with more than 200 listings", "SELECT category FROM listings GROUP BY category HAVING COUNT(*) > 200"),
        ("number of returns per seller", f"SELECT s.shop_name, COUNT(*) FROM {R_S} GROUP BY s.seller_id"),
        ("which category has the highest average price", "SELECT category FROM listings GROUP BY category ORDER BY AVG(price) DESC LIMIT 1"),
        ("how many orders this month", f"SELECT COUNT(*) FROM orders WHERE ordered_at >= {THIS_MONTH}"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
