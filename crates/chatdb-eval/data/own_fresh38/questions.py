#!/usr/bin/env python3
"""Writes dev.json: the questions of our thirty-ninth own set with their
gold SQL (SQLite). Written on 2026-12-04 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_YEAR, write_dev  # noqa: E402

S_C = "sends s JOIN campaigns c ON s.campaign_id = c.campaign_id"
O_M = "orders o JOIN merchants m ON o.merchant_id = m.merchant_id"
O_R = "orders o JOIN riders r ON o.rider_id = r.rider_id"


def per_month(c):
    return f"strftime('%Y-%m', {c})"


Q = {
    "marketing": [
        ("open rate by campaign", f"SELECT c.campaign_name, AVG(s.opened) FROM {S_C} GROUP BY c.campaign_id"),
        ("which campaign got the most clicks", f"SELECT c.campaign_name FROM {S_C} WHERE s.clicked = 1 GROUP BY c.campaign_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("how many emails did we send this year", f"SELECT COUNT(*) FROM {S_C} WHERE c.channel = 'email' AND s.sent_at >= {THIS_YEAR}"),
        ("total budget of campaigns launched this year", f"SELECT SUM(budget) FROM campaigns WHERE launched_on >= {THIS_YEAR}"),
        ("contacts who never opened an email", f"SELECT email FROM contacts WHERE contact_id NOT IN (SELECT s.contact_id FROM {S_C} WHERE c.channel = 'email' AND s.opened = 1)"),
        ("how many contacts have unsubscribed", "SELECT COUNT(*) FROM contacts WHERE unsubscribed_on IS NOT NULL"),
        ("overall click rate", "SELECT AVG(clicked) FROM sends"),
        ("campaigns launched this year", f"SELECT campaign_name FROM campaigns WHERE launched_on >= {THIS_YEAR}"),
        ("average budget by channel", "SELECT channel, AVG(budget) FROM campaigns GROUP BY channel"),
        ("contacts by country", "SELECT country, COUNT(*) FROM contacts GROUP BY country"),
        ("how many contacts are still subscribed", "SELECT COUNT(*) FROM contacts WHERE unsubscribed_on IS NULL"),
        ("sends per campaign", f"SELECT c.campaign_name, COUNT(*) FROM {S_C} GROUP BY c.campaign_id"),
        ("most expensive campaign", "SELECT campaign_name FROM campaigns ORDER BY budget DESC LIMIT 1"),
        ("which country has the most contacts", "SELECT country FROM contacts GROUP BY country ORDER BY COUNT(*) DESC LIMIT 1"),
        ("clicks this year", f"SELECT COUNT(*) FROM sends WHERE clicked = 1 AND sent_at >= {THIS_YEAR}"),
    ],
    "delivery": [
        ("今天有多少单", "SELECT COUNT(*) FROM orders WHERE ordered_at >= date('now')"),
        ("上个月的订单总额", "SELECT SUM(amount) FROM orders WHERE " + LAST_MONTH.format(c="ordered_at")),
        ("哪个骑手送的单最多", f"SELECT r.rider_name FROM {O_R} GROUP BY r.rider_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("每个商家的营业额", f"SELECT m.merchant_name, SUM(o.amount) FROM {O_M} GROUP BY m.merchant_id"),
        ("平均配送时长是多少分钟", "SELECT AVG((julianday(delivered_at) - julianday(ordered_at)) * 1440) FROM orders"),
        ("奶茶店有几家", "SELECT COUNT(*) FROM merchants WHERE category = '奶茶'"),
        ("每个区的商家数量", "SELECT district, COUNT(*) FROM merchants GROUP BY district"),
        ("配送费一共收了多少", "SELECT SUM(delivery_fee) FROM orders"),
        ("正在配送的订单有多少", "SELECT COUNT(*) FROM orders WHERE delivered_at IS NULL"),
        ("客单价最高的商家", f"SELECT m.merchant_name FROM {O_M} GROUP BY m.merchant_id ORDER BY AVG(o.amount) DESC LIMIT 1"),
        ("今年新加入的骑手", f"SELECT rider_name FROM riders WHERE joined_on >= {THIS_YEAR}"),
        ("每个月的订单数", f"SELECT {per_month('ordered_at')}, COUNT(*) FROM orders GROUP BY {per_month('ordered_at')}"),
        ("火锅类商家的总营业额", f"SELECT SUM(o.amount) FROM {O_M} WHERE m.category = '火锅'"),
        ("没有接过单的骑手", "SELECT rider_name FROM riders WHERE rider_id NOT IN (SELECT rider_id FROM orders)"),
        ("朝阳区的商家", "SELECT merchant_name FROM merchants WHERE district = '朝阳区'"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
