#!/usr/bin/env python3
"""Writes dev.json: the questions of our tenth own set with their gold SQL
(SQLite). Written on 2026-12-02 before any engine change aimed at these
databases or the engine was run on them; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

M_P = "maintenance_requests r JOIN properties p ON r.property_id = p.property_id"
L_T = "leases l JOIN tenants t ON l.tenant_id = t.tenant_id"
E_V = "events e JOIN venues v ON e.venue_id = v.venue_id"
O_E = "orders o JOIN events e ON o.event_id = e.event_id"
O_C = "orders o JOIN customers c ON o.customer_id = c.customer_id"
NEXT_MONTH = "event_date >= date('now','start of month','+1 month') AND event_date < date('now','start of month','+2 month')"

Q = {
    "rentals": [
        ("how many properties do we have", "SELECT COUNT(*) FROM properties"),
        ("average rent by city", "SELECT city, AVG(monthly_rent) FROM properties GROUP BY city"),
        ("how many active leases", "SELECT COUNT(*) FROM leases WHERE status = 'active'"),
        ("rent collected this month", f"SELECT SUM(amount) FROM payments WHERE paid_on >= {THIS_MONTH}"),
        ("每个城市有多少套房子", "SELECT city, COUNT(*) FROM properties GROUP BY city"),
        ("how much was paid by each method", "SELECT method, SUM(amount) FROM payments GROUP BY method"),
        ("most expensive property", "SELECT address FROM properties WHERE monthly_rent = (SELECT MAX(monthly_rent) FROM properties)"),
        ("how many maintenance requests are still open", "SELECT COUNT(*) FROM maintenance_requests WHERE closed_on IS NULL"),
        ("维修费用最高的类别", "SELECT category FROM maintenance_requests GROUP BY category ORDER BY SUM(cost) DESC LIMIT 1"),
        ("average repair cost per property type", f"SELECT p.property_type, AVG(r.cost) FROM {M_P} GROUP BY p.property_type"),
        ("tenants who moved in this year", f"SELECT tenant_name FROM tenants WHERE moved_in >= {THIS_YEAR}"),
        ("每个月收了多少租金", "SELECT strftime('%Y-%m', paid_on), SUM(amount) FROM payments GROUP BY strftime('%Y-%m', paid_on)"),
        ("三居室及以上的房源", "SELECT address FROM properties WHERE bedrooms >= 3"),
        ("houses in Denver", "SELECT address FROM properties WHERE property_type = 'house' AND city = 'Denver'"),
        ("total monthly rent of active leases", "SELECT SUM(monthly_rent) FROM leases WHERE status = 'active'"),
        ("which city has the most maintenance requests", f"SELECT p.city FROM {M_P} GROUP BY p.city ORDER BY COUNT(*) DESC LIMIT 1"),
        ("share of payments made by card", "SELECT AVG(CASE WHEN method = 'card' THEN 1.0 ELSE 0 END) FROM payments"),
        ("上个月报修了几次", "SELECT COUNT(*) FROM maintenance_requests WHERE " + LAST_MONTH.format(c="opened_on")),
        ("tenants with more than one lease", f"SELECT t.tenant_name FROM {L_T} GROUP BY t.tenant_id HAVING COUNT(*) > 1"),
        ("properties that never had a maintenance request", "SELECT address FROM properties WHERE property_id NOT IN (SELECT property_id FROM maintenance_requests)"),
    ],
    "ticketing": [
        ("一共卖了多少张票", "SELECT SUM(quantity) FROM orders"),
        ("每个场馆办了几场活动", f"SELECT v.venue_name, COUNT(*) FROM {E_V} GROUP BY v.venue_id"),
        ("今年的销售额", f"SELECT SUM(total_price) FROM orders WHERE order_time >= {THIS_YEAR}"),
        ("每种活动类型的销售额", f"SELECT e.category, SUM(o.total_price) FROM {O_E} GROUP BY e.category"),
        ("容量最大的场馆", "SELECT venue_name FROM venues WHERE capacity = (SELECT MAX(capacity) FROM venues)"),
        ("退款的订单有多少", "SELECT COUNT(*) FROM orders WHERE refunded = 1"),
        ("各渠道的订单数", "SELECT channel, COUNT(*) FROM orders GROUP BY channel"),
        ("卖票最多的活动", f"SELECT e.event_name FROM {O_E} GROUP BY e.event_id ORDER BY SUM(o.quantity) DESC LIMIT 1"),
        ("上海的场馆", "SELECT venue_name FROM venues WHERE city = 'Shanghai'"),
        ("下个月有哪些活动", f"SELECT event_name FROM events WHERE {NEXT_MONTH}"),
        ("每个月的订单数", "SELECT strftime('%Y-%m', order_time), COUNT(*) FROM orders GROUP BY strftime('%Y-%m', order_time)"),
        ("平均每单买几张票", "SELECT AVG(quantity) FROM orders"),
        ("客户最多的城市", "SELECT city FROM customers GROUP BY city ORDER BY COUNT(*) DESC LIMIT 1"),
        ("今年注册的客户有多少", f"SELECT COUNT(*) FROM customers WHERE signup_date >= {THIS_YEAR}"),
        ("销售额前5的活动", f"SELECT e.event_name FROM {O_E} GROUP BY e.event_id ORDER BY SUM(o.total_price) DESC LIMIT 5"),
        ("演唱会一共有几场", "SELECT COUNT(*) FROM events WHERE category = 'concert'"),
        ("每个客户的消费总额", f"SELECT c.customer_name, SUM(o.total_price) FROM {O_C} GROUP BY c.customer_id"),
        ("app渠道的销售额占比", "SELECT SUM(CASE WHEN channel = 'app' THEN total_price ELSE 0 END) / SUM(total_price) FROM orders"),
        ("没有买过票的客户", "SELECT customer_name FROM customers WHERE customer_id NOT IN (SELECT customer_id FROM orders)"),
        ("本月每天的销售额", f"SELECT date(order_time), SUM(total_price) FROM orders WHERE order_time >= {THIS_MONTH} GROUP BY date(order_time)"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
