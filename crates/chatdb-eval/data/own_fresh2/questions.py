#!/usr/bin/env python3
"""Writes dev.json: the questions of our third own set with their gold SQL
(SQLite). Written on 2026-12-02 before any engine change of that session
and before the engine was run on them; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

B_R_H = "bookings b JOIN rooms r ON b.room_id = r.room_id JOIN hotels h ON r.hotel_id = h.hotel_id"
R_H = "rooms r JOIN hotels h ON r.hotel_id = h.hotel_id"
S_C = "daily_stats s JOIN campaigns c ON s.campaign_id = c.campaign_id"
S_C_CH = S_C + " JOIN channels ch ON c.channel_id = ch.channel_id"
C_CH = "campaigns c JOIN channels ch ON c.channel_id = ch.channel_id"

Q = {
    "hotel_stays": [
        ("how many hotels do we have", "SELECT COUNT(*) FROM hotels"),
        ("每个城市有几家酒店", "SELECT city, COUNT(*) FROM hotels GROUP BY city"),
        ("上个月入住的订单总金额", "SELECT SUM(total_price) FROM bookings WHERE " + LAST_MONTH.format(c="check_in")),
        ("average nightly rate by room type", "SELECT room_type, AVG(nightly_rate) FROM rooms GROUP BY room_type"),
        ("取消的预订有多少", "SELECT COUNT(*) FROM bookings WHERE status = 'cancelled'"),
        ("which channel brings the most bookings", "SELECT channel FROM bookings GROUP BY channel ORDER BY COUNT(*) DESC LIMIT 1"),
        ("每个酒店的预订数量", f"SELECT h.hotel_name, COUNT(*) FROM {B_R_H} GROUP BY h.hotel_id"),
        ("五星级酒店有哪些", "SELECT hotel_name FROM hotels WHERE star_rating = 5"),
        ("list the platinum members", "SELECT full_name FROM guests WHERE member_level = 'platinum'"),
        ("平均每次住几晚", "SELECT AVG(nights) FROM bookings"),
        ("今年每个月新增多少会员", f"SELECT strftime('%Y-%m', joined_on), COUNT(*) FROM guests WHERE joined_on >= {THIS_YEAR} GROUP BY strftime('%Y-%m', joined_on)"),
        ("北京的酒店一共有多少间房", f"SELECT COUNT(*) FROM {R_H} WHERE h.city = '北京'"),
        ("最贵的房间在哪个酒店", f"SELECT h.hotel_name FROM {R_H} ORDER BY r.nightly_rate DESC LIMIT 1"),
        ("how many guests are from japan", "SELECT COUNT(*) FROM guests WHERE country = 'Japan'"),
        ("哪个国家的客人最多", "SELECT country FROM guests GROUP BY country ORDER BY COUNT(*) DESC LIMIT 1"),
        ("average booking value by channel", "SELECT channel, AVG(total_price) FROM bookings GROUP BY channel"),
        ("从来没有预订过的客人有多少", "SELECT COUNT(*) FROM guests WHERE guest_id NOT IN (SELECT guest_id FROM bookings)"),
        ("how many bookings were no shows", "SELECT COUNT(*) FROM bookings WHERE status = 'no_show'"),
        ("各星级酒店的平均房价", f"SELECT h.star_rating, AVG(r.nightly_rate) FROM {R_H} GROUP BY h.star_rating"),
        ("top 3 hotels by revenue", f"SELECT h.hotel_name FROM {B_R_H} GROUP BY h.hotel_id ORDER BY SUM(b.total_price) DESC LIMIT 3"),
    ],
    "ad_campaigns": [
        ("how many campaigns do we have", "SELECT COUNT(*) FROM campaigns"),
        ("每个渠道的花费", f"SELECT ch.channel_name, SUM(s.spend) FROM {S_C_CH} GROUP BY ch.channel_name"),
        ("total spend last month", "SELECT SUM(spend) FROM daily_stats WHERE " + LAST_MONTH.format(c="stat_date")),
        ("昨天的点击量", "SELECT SUM(clicks) FROM daily_stats WHERE stat_date = date('now','-1 day')"),
        ("which campaign has the most conversions", f"SELECT c.campaign_name FROM {S_C} GROUP BY c.campaign_id ORDER BY SUM(s.conversions) DESC LIMIT 1"),
        ("每个月的花费", "SELECT strftime('%Y-%m', stat_date), SUM(spend) FROM daily_stats GROUP BY strftime('%Y-%m', stat_date)"),
        ("average budget of our campaigns", "SELECT AVG(budget) FROM campaigns"),
        ("抖音上有哪些活动", f"SELECT c.campaign_name FROM {C_CH} WHERE ch.channel_name = 'Douyin'"),
        ("total revenue this year", f"SELECT SUM(revenue) FROM daily_stats WHERE stat_date >= {THIS_YEAR}"),
        ("各个目标类型的活动数量", "SELECT objective, COUNT(*) FROM campaigns GROUP BY objective"),
        ("campaigns that ended last month", "SELECT campaign_name FROM campaigns WHERE " + LAST_MONTH.format(c="end_date")),
        ("budget by owner", "SELECT owner, SUM(budget) FROM campaigns GROUP BY owner"),
        ("花费最多的3个活动", f"SELECT c.campaign_name FROM {S_C} GROUP BY c.campaign_id ORDER BY SUM(s.spend) DESC LIMIT 3"),
        ("how many clicks did wechat get this year", f"SELECT SUM(s.clicks) FROM {S_C_CH} WHERE ch.channel_name = 'WeChat' AND s.stat_date >= {THIS_YEAR}"),
        ("本月每天的曝光量", f"SELECT stat_date, SUM(impressions) FROM daily_stats WHERE stat_date >= {THIS_MONTH} GROUP BY stat_date"),
        ("conversions by channel last month", f"SELECT ch.channel_name, SUM(s.conversions) FROM {S_C_CH} WHERE " + LAST_MONTH.format(c="s.stat_date") + " GROUP BY ch.channel_name"),
        ("预算超过5万的活动", "SELECT campaign_name FROM campaigns WHERE budget > 50000"),
        ("how many campaigns does each channel have", f"SELECT ch.channel_name, COUNT(*) FROM {C_CH} GROUP BY ch.channel_name"),
        ("谁负责的活动最多", "SELECT owner FROM campaigns GROUP BY owner ORDER BY COUNT(*) DESC LIMIT 1"),
        ("去年的总收入", "SELECT SUM(revenue) FROM daily_stats WHERE stat_date >= date('now','start of year','-1 year') AND stat_date < date('now','start of year')"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
