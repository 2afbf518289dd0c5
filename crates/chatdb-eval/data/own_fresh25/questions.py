#!/usr/bin/env python3
"""Writes dev.json: the questions of our twenty-sixth own set with their
gold SQL (SQLite). Written on 2026-12-04 before the engine was run on these
databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

R_E = "registrations r JOIN events e ON r.event_id = e.event_id"
E_V = "events e JOIN venues v ON e.venue_id = v.venue_id"
R_A = "registrations r JOIN attendees a ON r.attendee_id = a.attendee_id"
U_B = "units u JOIN buildings b ON u.building_id = b.building_id"
Q_U_B = "repair_requests q JOIN units u ON q.unit_id = u.unit_id JOIN buildings b ON u.building_id = b.building_id"
L_U_B = "leases l JOIN units u ON l.unit_id = u.unit_id JOIN buildings b ON u.building_id = b.building_id"
L_T = "leases l JOIN tenants t ON l.tenant_id = t.tenant_id"


def per_month(c):
    return f"strftime('%Y-%m', {c})"


Q = {
    "events": [
        ("registrations per event", f"SELECT e.title, COUNT(*) FROM {R_E} GROUP BY e.event_id"),
        ("how many people registered last month", "SELECT COUNT(*) FROM registrations WHERE " + LAST_MONTH.format(c="registered_at")),
        ("upcoming events", "SELECT title FROM events WHERE starts_on >= date('now')"),
        ("events in Berlin", f"SELECT e.title FROM {E_V} WHERE v.city = 'Berlin'"),
        ("total revenue by event", f"SELECT e.title, SUM(r.amount_paid) FROM {R_E} GROUP BY e.event_id"),
        ("which event had the most registrations", f"SELECT e.title FROM {R_E} GROUP BY e.event_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("how many registrations were cancelled", "SELECT COUNT(*) FROM registrations WHERE cancelled_at IS NOT NULL"),
        ("most expensive event", "SELECT title FROM events ORDER BY ticket_price DESC LIMIT 1"),
        ("attendees who never registered", "SELECT full_name FROM attendees WHERE attendee_id NOT IN (SELECT attendee_id FROM registrations)"),
        ("events per topic", "SELECT topic, COUNT(*) FROM events GROUP BY topic"),
        ("biggest venue", "SELECT venue_name FROM venues ORDER BY capacity DESC LIMIT 1"),
        ("registrations by month this year", f"SELECT {per_month('registered_at')}, COUNT(*) FROM registrations WHERE registered_at >= {THIS_YEAR} GROUP BY {per_month('registered_at')}"),
        ("attendees from Germany", "SELECT full_name FROM attendees WHERE country = 'Germany'"),
        ("average ticket price by topic", "SELECT topic, AVG(ticket_price) FROM events GROUP BY topic"),
        ("events with no registrations", "SELECT title FROM events WHERE event_id NOT IN (SELECT event_id FROM registrations)"),
        ("how many attendees checked in", "SELECT COUNT(*) FROM registrations WHERE checked_in = 1"),
        ("revenue this year", f"SELECT SUM(amount_paid) FROM registrations WHERE registered_at >= {THIS_YEAR}"),
        ("venues in Lisbon", "SELECT venue_name FROM venues WHERE city = 'Lisbon'"),
        ("number of events per venue", f"SELECT v.venue_name, COUNT(*) FROM {E_V} GROUP BY v.venue_id"),
        ("top 3 events by revenue", f"SELECT e.title FROM {R_E} GROUP BY e.event_id ORDER BY SUM(r.amount_paid) DESC LIMIT 3"),
    ],
    "property": [
        ("每栋楼有多少套房", f"SELECT b.building_name, COUNT(*) FROM {U_B} GROUP BY b.building_id"),
        ("浦东有几栋楼", "SELECT COUNT(*) FROM buildings WHERE district = 'Pudong'"),
        ("上个月报修了多少次", "SELECT COUNT(*) FROM repair_requests WHERE " + LAST_MONTH.format(c="reported_at")),
        ("还没修好的报修有多少", "SELECT COUNT(*) FROM repair_requests WHERE fixed_at IS NULL"),
        ("各类报修的数量", "SELECT category, COUNT(*) FROM repair_requests GROUP BY category"),
        ("维修费用总共多少", "SELECT SUM(cost) FROM repair_requests"),
        ("今年每个月的维修费用", f"SELECT {per_month('reported_at')}, SUM(cost) FROM repair_requests WHERE reported_at >= {THIS_YEAR} GROUP BY {per_month('reported_at')}"),
        ("月租金最高的租约", "SELECT lease_id FROM leases ORDER BY monthly_rent DESC LIMIT 1"),
        ("平均月租金", "SELECT AVG(monthly_rent) FROM leases"),
        ("三居室有多少套", "SELECT COUNT(*) FROM units WHERE bedrooms = 3"),
        ("面积超过100平米的房子", "SELECT unit_no FROM units WHERE area_sqm > 100"),
        ("哪栋楼的报修最多", f"SELECT b.building_name FROM {Q_U_B} GROUP BY b.building_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("每栋楼的平均月租金", f"SELECT b.building_name, AVG(l.monthly_rent) FROM {L_U_B} GROUP BY b.building_id"),
        ("最早建成的楼", "SELECT building_name FROM buildings ORDER BY built_year ASC LIMIT 1"),
        ("各区有几栋楼", "SELECT district, COUNT(*) FROM buildings GROUP BY district"),
        ("今年新签了多少份租约", f"SELECT COUNT(*) FROM leases WHERE start_date >= {THIS_YEAR}"),
        ("下个月到期的租约", "SELECT lease_id FROM leases WHERE end_date >= date('now','start of month','+1 month') AND end_date < date('now','start of month','+2 month')"),
        ("没有签过租约的租客", "SELECT tenant_name FROM tenants WHERE tenant_id NOT IN (SELECT tenant_id FROM leases)"),
        ("水管类报修的平均维修费用", "SELECT AVG(cost) FROM repair_requests WHERE category = 'plumbing'"),
        ("本月的报修数量", f"SELECT COUNT(*) FROM repair_requests WHERE reported_at >= {THIS_MONTH}"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
