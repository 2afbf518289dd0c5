#!/usr/bin/env python3
"""Writes dev.json: the questions of our twentieth own set with their gold
SQL (SQLite). Written on 2026-12-03 before the engine was run on these
databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_YEAR, write_dev  # noqa: E402

T_A = "tracks t JOIN albums al ON t.album_id = al.album_id JOIN artists a ON al.artist_id = a.artist_id"
P_T = "plays p JOIN tracks t ON p.track_id = t.track_id"
P_A = P_T + " JOIN albums al ON t.album_id = al.album_id JOIN artists a ON al.artist_id = a.artist_id"
P_C = "policies p JOIN customers c ON p.customer_id = c.customer_id"
MONTH = "strftime('%Y-%m', {c})"

Q = {
    "music": [
        ("how many tracks does each artist have", f"SELECT a.artist_name, COUNT(*) FROM {T_A} GROUP BY a.artist_id"),
        ("most played track", f"SELECT t.title FROM {P_T} GROUP BY t.track_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("plays per month this year", "SELECT " + MONTH.format(c="played_at") + ", COUNT(*) FROM plays WHERE played_at >= " + THIS_YEAR + " GROUP BY " + MONTH.format(c="played_at")),
        ("premium listeners", "SELECT username FROM listeners WHERE subscription = 'premium'"),
        ("how many listeners joined last month", "SELECT COUNT(*) FROM listeners WHERE " + LAST_MONTH.format(c="joined_on")),
        ("average track length", "SELECT AVG(duration_sec) FROM tracks"),
        ("albums released this year", f"SELECT title FROM albums WHERE released_on >= {THIS_YEAR}"),
        ("artists from Sweden", "SELECT artist_name FROM artists WHERE country = 'Sweden'"),
        ("top 5 artists by plays", f"SELECT a.artist_name FROM {P_A} GROUP BY a.artist_id ORDER BY COUNT(*) DESC LIMIT 5"),
        ("explicit tracks", "SELECT title FROM tracks WHERE explicit = 1"),
        ("listeners by country", "SELECT country, COUNT(*) FROM listeners GROUP BY country"),
        ("tracks longer than 5 minutes", "SELECT title FROM tracks WHERE duration_sec > 300"),
        ("每个流派有多少位歌手", "SELECT genre, COUNT(*) FROM artists GROUP BY genre"),
        ("播放次数最多的歌手", f"SELECT a.artist_name FROM {P_A} GROUP BY a.artist_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("上个月的播放量", "SELECT COUNT(*) FROM plays WHERE " + LAST_MONTH.format(c="played_at")),
        ("免费用户有多少", "SELECT COUNT(*) FROM listeners WHERE subscription = 'free'"),
        ("从来没被播放过的歌曲", "SELECT title FROM tracks WHERE track_id NOT IN (SELECT track_id FROM plays)"),
        ("每张专辑的歌曲数", "SELECT al.title, COUNT(*) FROM tracks t JOIN albums al ON t.album_id = al.album_id GROUP BY al.album_id"),
        ("平均每次播放多少秒", "SELECT AVG(seconds_played) FROM plays"),
        ("最新发行的专辑", "SELECT title FROM albums ORDER BY released_on DESC LIMIT 1"),
    ],
    "insurance": [
        ("一共有多少张保单", "SELECT COUNT(*) FROM policies"),
        ("每个产品的保单数量", "SELECT product, COUNT(*) FROM policies GROUP BY product"),
        ("今年的理赔总金额", f"SELECT SUM(amount) FROM claims WHERE claim_date >= {THIS_YEAR}"),
        ("平均保费", "SELECT AVG(premium) FROM policies"),
        ("被拒绝的理赔有多少", "SELECT COUNT(*) FROM claims WHERE status = 'rejected'"),
        ("保费总额最高的客户", f"SELECT c.full_name FROM {P_C} GROUP BY c.customer_id ORDER BY SUM(p.premium) DESC LIMIT 1"),
        ("每个省的客户数", "SELECT province, COUNT(*) FROM customers GROUP BY province"),
        ("哪个代理人卖出的保单最多", "SELECT a.agent_name FROM policies p JOIN agents a ON p.agent_id = a.agent_id GROUP BY a.agent_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("有效保单有多少", "SELECT COUNT(*) FROM policies WHERE status = 'active'"),
        ("上个月新增的保单数", "SELECT COUNT(*) FROM policies WHERE " + LAST_MONTH.format(c="start_date")),
        ("每个分公司有几个代理人", "SELECT branch, COUNT(*) FROM agents GROUP BY branch"),
        ("从来没有理赔过的客户", "SELECT full_name FROM customers WHERE customer_id NOT IN (SELECT p.customer_id FROM policies p JOIN claims c ON c.policy_id = p.policy_id)"),
        ("金额超过一万的理赔有几笔", "SELECT COUNT(*) FROM claims WHERE amount > 10000"),
        ("每个月的理赔笔数", "SELECT " + MONTH.format(c="claim_date") + ", COUNT(*) FROM claims GROUP BY " + MONTH.format(c="claim_date")),
        ("车险的平均保费", "SELECT AVG(premium) FROM policies WHERE product = 'auto'"),
        ("女性客户有多少", "SELECT COUNT(*) FROM customers WHERE gender = 'F'"),
        ("金额最大的一笔理赔是哪天", "SELECT claim_date FROM claims ORDER BY amount DESC LIMIT 1"),
        ("各个状态的理赔金额", "SELECT status, SUM(amount) FROM claims GROUP BY status"),
        ("最早的保单是哪天开始的", "SELECT MIN(start_date) FROM policies"),
        ("已赔付的理赔总额", "SELECT SUM(amount) FROM claims WHERE status = 'paid'"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
