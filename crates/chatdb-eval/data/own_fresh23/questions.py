#!/usr/bin/env python3
"""Writes dev.json: the questions of our twenty-fourth own set with their
gold SQL (SQLite). Written on 2026-12-04 before the engine was run on these
databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, LAST_YEAR, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

PO_S = "purchase_orders po JOIN suppliers s ON po.supplier_id = s.supplier_id"
ST_W = "stock st JOIN warehouses w ON st.warehouse_id = w.warehouse_id"
T_S_F = "tickets t JOIN screenings s ON t.screening_id = s.screening_id JOIN films f ON s.film_id = f.film_id"
T_S_C = "tickets t JOIN screenings s ON t.screening_id = s.screening_id JOIN cinemas c ON s.cinema_id = c.cinema_id"
S_C = "screenings s JOIN cinemas c ON s.cinema_id = c.cinema_id"
T_R = "trips t JOIN routes r ON t.route_id = r.route_id"
V_R = "vehicles v JOIN routes r ON v.route_id = r.route_id"
T_V = "trips t JOIN vehicles v ON t.vehicle_id = v.vehicle_id"
NEXT_MONTH = "date('now','start of month','+1 month')"


def per_month(c):
    return f"strftime('%Y-%m', {c})"


Q = {
    "inventory": [
        ("total stock in each warehouse", f"SELECT w.warehouse_name, SUM(st.on_hand) FROM {ST_W} GROUP BY w.warehouse_id"),
        ("how many purchase orders haven't been received yet", "SELECT COUNT(*) FROM purchase_orders WHERE received_on IS NULL AND status = 'open'"),
        ("top supplier by spend", f"SELECT s.supplier_name FROM {PO_S} GROUP BY s.supplier_id ORDER BY SUM(po.total_cost) DESC LIMIT 1"),
        ("average lead time per supplier", f"SELECT s.supplier_name, AVG(julianday(po.received_on) - julianday(po.ordered_on)) FROM {PO_S} WHERE po.received_on IS NOT NULL GROUP BY s.supplier_id"),
        ("products in the electronics category", "SELECT product_name FROM products WHERE category = 'electronics'"),
        ("which warehouse holds the most stock", f"SELECT w.warehouse_name FROM {ST_W} GROUP BY w.warehouse_id ORDER BY SUM(st.on_hand) DESC LIMIT 1"),
        ("purchase orders last month", "SELECT COUNT(*) FROM purchase_orders WHERE " + LAST_MONTH.format(c="ordered_on")),
        ("total spend this year", f"SELECT SUM(total_cost) FROM purchase_orders WHERE ordered_on >= {THIS_YEAR}"),
        ("most expensive product", "SELECT product_name FROM products ORDER BY unit_cost DESC LIMIT 1"),
        ("products never ordered", "SELECT product_name FROM products WHERE product_id NOT IN (SELECT product_id FROM purchase_orders)"),
        ("number of products per category", "SELECT category, COUNT(*) FROM products GROUP BY category"),
        ("suppliers in germany", "SELECT supplier_name FROM suppliers WHERE country = 'Germany'"),
        ("cancelled orders by supplier", f"SELECT s.supplier_name, COUNT(*) FROM {PO_S} WHERE po.status = 'cancelled' GROUP BY s.supplier_id"),
        ("monthly spend", f"SELECT {per_month('ordered_on')}, SUM(total_cost) FROM purchase_orders GROUP BY {per_month('ordered_on')}"),
        ("average order quantity", "SELECT AVG(qty) FROM purchase_orders"),
        ("how many suppliers do we have", "SELECT COUNT(*) FROM suppliers"),
        ("units in stock in Rotterdam", f"SELECT SUM(st.on_hand) FROM {ST_W} WHERE w.city = 'Rotterdam'"),
        ("suppliers with more than 200 purchase orders", f"SELECT s.supplier_name FROM {PO_S} GROUP BY s.supplier_id HAVING COUNT(*) > 200"),
        ("how many orders arrived late", "SELECT COUNT(*) FROM purchase_orders WHERE received_on > expected_on"),
        ("cheapest product in furniture", "SELECT product_name FROM products WHERE category = 'furniture' ORDER BY unit_cost ASC LIMIT 1"),
    ],
    "cinema": [
        ("每部电影卖了多少张票", f"SELECT f.title, COUNT(*) FROM {T_S_F} GROUP BY f.film_id"),
        ("票房最高的电影", f"SELECT f.title FROM {T_S_F} GROUP BY f.film_id ORDER BY SUM(t.price) DESC LIMIT 1"),
        ("上个月的票房", "SELECT SUM(price) FROM tickets WHERE " + LAST_MONTH.format(c="sold_at")),
        ("每家影院排了多少场", f"SELECT c.cinema_name, COUNT(*) FROM {S_C} GROUP BY c.cinema_id"),
        ("喜剧片有哪些", "SELECT title FROM films WHERE genre = 'comedy'"),
        ("平均票价是多少", "SELECT AVG(price) FROM tickets"),
        ("哪个城市的影院最多", "SELECT city FROM cinemas GROUP BY city ORDER BY COUNT(*) DESC LIMIT 1"),
        ("每个月的票房", f"SELECT {per_month('sold_at')}, SUM(price) FROM tickets GROUP BY {per_month('sold_at')}"),
        ("时长超过150分钟的电影", "SELECT title FROM films WHERE duration_min > 150"),
        ("没有排过场的电影", "SELECT title FROM films WHERE film_id NOT IN (SELECT film_id FROM screenings)"),
        ("各渠道的售票数量", "SELECT channel, COUNT(*) FROM tickets GROUP BY channel"),
        ("今年上映的电影", f"SELECT title FROM films WHERE release_date >= {THIS_YEAR}"),
        ("上海有几家影院", "SELECT COUNT(*) FROM cinemas WHERE city = 'Shanghai'"),
        ("本月卖了多少张票", f"SELECT COUNT(*) FROM tickets WHERE sold_at >= {THIS_MONTH} AND sold_at < {NEXT_MONTH}"),
        ("票房超过10万的电影", f"SELECT f.title FROM {T_S_F} GROUP BY f.film_id HAVING SUM(t.price) > 100000"),
        ("哪家影院的票房最高", f"SELECT c.cinema_name FROM {T_S_C} GROUP BY c.cinema_id ORDER BY SUM(t.price) DESC LIMIT 1"),
        ("每种类型的电影有几部", "SELECT genre, COUNT(*) FROM films GROUP BY genre"),
        ("最长的电影", "SELECT title FROM films ORDER BY duration_min DESC LIMIT 1"),
        ("各渠道的票房", "SELECT channel, SUM(price) FROM tickets GROUP BY channel"),
        ("去年每家影院的平均票价", f"SELECT c.cinema_name, AVG(t.price) FROM {T_S_C} WHERE " + LAST_YEAR.format(c="t.sold_at") + " GROUP BY c.cinema_id"),
    ],
    "transit": [
        ("average delay per route", f"SELECT r.route_name, AVG(t.delay_min) FROM {T_R} GROUP BY r.route_id"),
        ("which route has the most passengers", f"SELECT r.route_name FROM {T_R} GROUP BY r.route_id ORDER BY SUM(t.boardings) DESC LIMIT 1"),
        ("trips yesterday", "SELECT COUNT(*) FROM trips WHERE date(departed_at) = date('now','-1 day')"),
        ("how many trips were more than 10 minutes late", "SELECT COUNT(*) FROM trips WHERE delay_min > 10"),
        ("总乘客数", "SELECT SUM(boardings) FROM trips"),
        ("每条线路有几辆车", f"SELECT r.route_name, COUNT(*) FROM {V_R} GROUP BY r.route_id"),
        ("bus routes", "SELECT route_name FROM routes WHERE mode = 'bus'"),
        ("ridership by month", f"SELECT {per_month('departed_at')}, SUM(boardings) FROM trips GROUP BY {per_month('departed_at')}"),
        ("地铁线路有几条", "SELECT COUNT(*) FROM routes WHERE mode = 'metro'"),
        ("vehicles added this year", f"SELECT plate_no FROM vehicles WHERE in_service_since >= {THIS_YEAR}"),
        ("上个月平均延误多少分钟", "SELECT AVG(delay_min) FROM trips WHERE " + LAST_MONTH.format(c="departed_at")),
        ("most delayed route last month", f"SELECT r.route_name FROM {T_R} WHERE " + LAST_MONTH.format(c="t.departed_at") + " GROUP BY r.route_id ORDER BY AVG(t.delay_min) DESC LIMIT 1"),
        ("stops per district", "SELECT district, COUNT(*) FROM stops GROUP BY district"),
        ("哪个区的站点最多", "SELECT district FROM stops GROUP BY district ORDER BY COUNT(*) DESC LIMIT 1"),
        ("routes with no vehicles", "SELECT route_name FROM routes WHERE route_id NOT IN (SELECT route_id FROM vehicles)"),
        ("how many trips were on time", "SELECT COUNT(*) FROM trips WHERE delay_min = 0"),
        ("每条线路的总客流", f"SELECT r.route_name, SUM(t.boardings) FROM {T_R} GROUP BY r.route_id"),
        ("trips per day this month", f"SELECT date(departed_at), COUNT(*) FROM trips WHERE departed_at >= {THIS_MONTH} GROUP BY date(departed_at)"),
        ("average boardings per trip", "SELECT AVG(boardings) FROM trips"),
        ("平均延误最长的车辆", f"SELECT v.plate_no FROM {T_V} GROUP BY v.vehicle_id ORDER BY AVG(t.delay_min) DESC LIMIT 1"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
