#!/usr/bin/env python3
"""Writes dev.json: the questions of our hundred-and-fourth own set with
their gold SQL (SQLite). Written on 2026-12-07 before the engine was run
on these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

I_C = "items i JOIN consignors c ON i.consignor_id = c.consignor_id"
P_C = "payouts p JOIN consignors c ON p.consignor_id = c.consignor_id"
S_G = "sessions s JOIN games g ON s.game_id = g.game_id"
S_M = "sessions s JOIN members m ON s.member_id = m.member_id"

Q = {
    "consignment": [
        ("how many items sold last month", "SELECT COUNT(*) FROM items WHERE " + LAST_MONTH.format(c="sold_on")),
        ("total sales this year", f"SELECT SUM(sale_price) FROM items WHERE sold_on >= {THIS_YEAR}"),
        ("how many consignors do we have", "SELECT COUNT(*) FROM consignors"),
        ("which consignor has sold the most items",
         f"SELECT c.full_name FROM {I_C} WHERE i.sold_on IS NOT NULL GROUP BY c.consignor_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("average sale price by category", "SELECT category, AVG(sale_price) FROM items GROUP BY category"),
        ("top 3 consignors by sales",
         f"SELECT c.full_name FROM {I_C} GROUP BY c.consignor_id ORDER BY SUM(i.sale_price) DESC LIMIT 3"),
        ("how much have we paid out this year", f"SELECT SUM(amount) FROM payouts WHERE paid_on >= {THIS_YEAR}"),
        ("payouts per consignor", f"SELECT c.full_name, SUM(p.amount) FROM {P_C} GROUP BY c.consignor_id"),
        ("what is the most expensive item we sold", "SELECT title FROM items ORDER BY sale_price DESC LIMIT 1"),
        ("items that sold below the asking price", "SELECT title FROM items WHERE sale_price < asking_price"),
        ("how many furniture items are listed", "SELECT COUNT(*) FROM items WHERE category = 'furniture'"),
        ("sales by month",
         "SELECT strftime('%Y-%m', sold_on), SUM(sale_price) FROM items WHERE sold_on IS NOT NULL "
         "GROUP BY strftime('%Y-%m', sold_on)"),
        ("average asking price of clothing", "SELECT AVG(asking_price) FROM items WHERE category = 'clothing'"),
        ("what is Jin Park's phone number", "SELECT phone FROM consignors WHERE full_name = 'Jin Park'"),
        ("number of items per category", "SELECT category, COUNT(*) FROM items GROUP BY category"),
    ],
    "boardgame_cafe": [
        ("一共有多少款游戏", "SELECT COUNT(*) FROM games"),
        ("这个月的营业额", f"SELECT SUM(fee) FROM sessions WHERE played_on >= {THIS_MONTH}"),
        ("哪个游戏玩得最多", f"SELECT g.game_name FROM {S_G} GROUP BY g.game_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("每个类别有几款游戏", "SELECT category, COUNT(*) FROM games GROUP BY category"),
        ("金卡会员有几个", "SELECT COUNT(*) FROM members WHERE level = '金卡'"),
        ("平均每局几个人", "SELECT AVG(players) FROM sessions"),
        ("上个月开了多少局", "SELECT COUNT(*) FROM sessions WHERE " + LAST_MONTH.format(c="played_on")),
        ("消费最多的会员", f"SELECT m.member_name FROM {S_M} GROUP BY m.member_id ORDER BY SUM(s.fee) DESC LIMIT 1"),
        ("每个月的营业额",
         "SELECT strftime('%Y-%m', played_on), SUM(fee) FROM sessions GROUP BY strftime('%Y-%m', played_on)"),
        ("从来没人玩过的游戏", "SELECT game_name FROM games WHERE game_id NOT IN (SELECT game_id FROM sessions)"),
        ("策略类的游戏有哪些", "SELECT game_name FROM games WHERE category = '策略'"),
        ("今年新加入的会员", f"SELECT member_name FROM members WHERE joined_on >= {THIS_YEAR}"),
        ("平均每局玩多久", "SELECT AVG(hours) FROM sessions"),
        ("来得最多的前三个会员", f"SELECT m.member_name FROM {S_M} GROUP BY m.member_id ORDER BY COUNT(*) DESC LIMIT 3"),
        ("聚会类游戏一共玩了多少局", f"SELECT COUNT(*) FROM {S_G} WHERE g.category = '聚会'"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
