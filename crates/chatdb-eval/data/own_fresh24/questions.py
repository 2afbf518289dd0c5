#!/usr/bin/env python3
"""Writes dev.json: the questions of our twenty-fifth own set with their
gold SQL (SQLite). Written on 2026-12-04 before the engine was run on these
databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

T_A = "tickets t JOIN agents a ON t.agent_id = a.agent_id"
T_C = "tickets t JOIN customers c ON t.customer_id = c.customer_id"
C_B = "clients c JOIN branches b ON c.branch_id = b.branch_id"
A_C = "accounts a JOIN clients c ON a.client_id = c.client_id"
X_A = "transactions x JOIN accounts a ON x.account_id = a.account_id"
X_B = X_A + " JOIN clients c ON a.client_id = c.client_id JOIN branches b ON c.branch_id = b.branch_id"
P_T = "players p JOIN teams t ON p.team_id = t.team_id"
G_P = "goals g JOIN players p ON g.player_id = p.player_id"
G_M = "goals g JOIN matches m ON g.match_id = m.match_id"


def per_month(c):
    return f"strftime('%Y-%m', {c})"


Q = {
    "helpdesk": [
        ("how many tickets are still open", "SELECT COUNT(*) FROM tickets WHERE status = 'open'"),
        ("tickets opened this month", f"SELECT COUNT(*) FROM tickets WHERE opened_at >= {THIS_MONTH}"),
        ("number of tickets by priority", "SELECT priority, COUNT(*) FROM tickets GROUP BY priority"),
        ("which agent solved the most tickets", f"SELECT a.agent_name FROM {T_A} WHERE t.status = 'solved' GROUP BY a.agent_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("average csat by agent", f"SELECT a.agent_name, AVG(t.csat) FROM {T_A} GROUP BY a.agent_id"),
        ("average resolution time in hours", "SELECT AVG((julianday(solved_at) - julianday(opened_at)) * 24) FROM tickets WHERE solved_at IS NOT NULL"),
        ("urgent tickets that aren't solved", "SELECT subject FROM tickets WHERE priority = 'urgent' AND status != 'solved'"),
        ("tickets per channel last month", "SELECT channel, COUNT(*) FROM tickets WHERE " + LAST_MONTH.format(c="opened_at") + " GROUP BY channel"),
        ("customers on the enterprise plan", "SELECT company_name FROM customers WHERE plan = 'enterprise'"),
        ("which customers have never opened a ticket", "SELECT company_name FROM customers WHERE customer_id NOT IN (SELECT customer_id FROM tickets)"),
        ("unassigned tickets", "SELECT subject FROM tickets WHERE agent_id IS NULL"),
        ("monthly ticket volume this year", f"SELECT {per_month('opened_at')}, COUNT(*) FROM tickets WHERE opened_at >= {THIS_YEAR} GROUP BY {per_month('opened_at')}"),
        ("what percentage of tickets are solved", "SELECT 100.0 * SUM(status = 'solved') / COUNT(*) FROM tickets"),
        ("agents in the technical team", "SELECT agent_name FROM agents WHERE team = 'technical'"),
        ("how many tickets did each team handle", f"SELECT a.team, COUNT(*) FROM {T_A} GROUP BY a.team"),
        ("customer with the most tickets", f"SELECT c.company_name FROM {T_C} GROUP BY c.customer_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("average satisfaction score for chat tickets", "SELECT AVG(csat) FROM tickets WHERE channel = 'chat'"),
        ("how many tickets came from customers in Germany", f"SELECT COUNT(*) FROM {T_C} WHERE c.country = 'Germany'"),
        ("latest ticket", "SELECT subject FROM tickets ORDER BY opened_at DESC LIMIT 1"),
        ("newest agent", "SELECT agent_name FROM agents ORDER BY hired_on DESC LIMIT 1"),
    ],
    "bank": [
        ("每个城市有多少个网点", "SELECT city, COUNT(*) FROM branches GROUP BY city"),
        ("储蓄账户有多少个", "SELECT COUNT(*) FROM accounts WHERE account_type = 'savings'"),
        ("各类账户的总余额", "SELECT account_type, SUM(balance) FROM accounts GROUP BY account_type"),
        ("余额最高的客户是谁", f"SELECT c.full_name FROM {A_C} GROUP BY c.client_id ORDER BY SUM(a.balance) DESC LIMIT 1"),
        ("上个月的存款总额", "SELECT SUM(amount) FROM transactions WHERE txn_type = 'deposit' AND " + LAST_MONTH.format(c="txn_at")),
        ("今年每个月的交易笔数", f"SELECT {per_month('txn_at')}, COUNT(*) FROM transactions WHERE txn_at >= {THIS_YEAR} GROUP BY {per_month('txn_at')}"),
        ("哪个网点的客户最多", f"SELECT b.branch_name FROM {C_B} GROUP BY b.branch_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("女性客户有多少", "SELECT COUNT(*) FROM clients WHERE gender = 'F'"),
        ("私人银行客户的名单", "SELECT full_name FROM clients WHERE segment = 'private'"),
        ("今年新开了多少个账户", f"SELECT COUNT(*) FROM accounts WHERE opened_on >= {THIS_YEAR}"),
        ("没有任何账户的客户", "SELECT full_name FROM clients WHERE client_id NOT IN (SELECT client_id FROM accounts)"),
        ("平均每笔取款金额", "SELECT AVG(amount) FROM transactions WHERE txn_type = 'withdrawal'"),
        ("每种交易类型的笔数和总金额", "SELECT txn_type, COUNT(*), SUM(amount) FROM transactions GROUP BY txn_type"),
        ("上海的客户有多少", "SELECT COUNT(*) FROM clients WHERE city = 'Shanghai'"),
        ("金额最大的一笔交易是哪天", "SELECT date(txn_at) FROM transactions ORDER BY amount DESC LIMIT 1"),
        ("每个网点的存款总额", f"SELECT b.branch_name, SUM(x.amount) FROM {X_B} WHERE x.txn_type = 'deposit' GROUP BY b.branch_id"),
        ("手续费收入一共多少", "SELECT SUM(amount) FROM transactions WHERE txn_type = 'fee'"),
        ("年龄最大的客户", "SELECT full_name FROM clients ORDER BY birth_date ASC LIMIT 1"),
        ("最近一笔交易的时间", "SELECT MAX(txn_at) FROM transactions"),
        ("信用卡账户的平均余额", "SELECT AVG(balance) FROM accounts WHERE account_type = 'credit'"),
    ],
    "league": [
        ("how many players does each team have", f"SELECT t.team_name, COUNT(*) FROM {P_T} GROUP BY t.team_id"),
        ("top scorer", f"SELECT p.player_name FROM {G_P} GROUP BY p.player_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("average attendance", "SELECT AVG(attendance) FROM matches"),
        ("matches played last month", "SELECT COUNT(*) FROM matches WHERE " + LAST_MONTH.format(c="played_on")),
        ("list the goalkeepers", "SELECT player_name FROM players WHERE position = 'goalkeeper'"),
        ("how many goals were scored this year", f"SELECT COUNT(*) FROM {G_M} WHERE m.played_on >= {THIS_YEAR}"),
        ("youngest player", "SELECT player_name FROM players ORDER BY birth_date DESC LIMIT 1"),
        ("goals per month", f"SELECT {per_month('m.played_on')}, COUNT(*) FROM {G_M} GROUP BY {per_month('m.played_on')}"),
        ("players who have never scored", "SELECT player_name FROM players WHERE player_id NOT IN (SELECT player_id FROM goals)"),
        ("total market value of each team", f"SELECT t.team_name, SUM(p.market_value) FROM {P_T} GROUP BY t.team_id"),
        ("每个位置有多少球员", "SELECT position, COUNT(*) FROM players GROUP BY position"),
        ("进球最多的球队", f"SELECT t.team_name FROM {G_P} JOIN teams t ON p.team_id = t.team_id GROUP BY t.team_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("上个月一共踢了多少场比赛", "SELECT COUNT(*) FROM matches WHERE " + LAST_MONTH.format(c="played_on")),
        ("平均上座人数", "SELECT AVG(attendance) FROM matches"),
        ("哪个城市的球队最多", "SELECT city FROM teams GROUP BY city ORDER BY COUNT(*) DESC LIMIT 1"),
        ("最早成立的球队", "SELECT team_name FROM teams ORDER BY founded ASC LIMIT 1"),
        ("下半场进了多少球", "SELECT COUNT(*) FROM goals WHERE minute > 45"),
        ("身价最高的前五名球员", "SELECT player_name FROM players ORDER BY market_value DESC LIMIT 5"),
        ("各队球员的平均身价", f"SELECT t.team_name, AVG(p.market_value) FROM {P_T} GROUP BY t.team_id"),
        ("主场平均进球数", "SELECT AVG(home_goals) FROM matches"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
