#!/usr/bin/env python3
"""Writes dev.json: the questions of our sixth own set with their gold SQL
(SQLite). Written on 2026-12-02 (a new session) before any change aimed at
these databases and before the engine was run on them; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, LAST_YEAR, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

T_A = "tickets t JOIN agents a ON t.agent_id = a.agent_id"
T_C = "tickets t JOIN customers c ON t.customer_id = c.customer_id"
D_M = "dingdan d JOIN mendian m ON d.mendian_id = m.mendian_id"
X_C = "dingdan_mingxi x JOIN caipin c ON x.caipin_id = c.caipin_id"

Q = {
    "support_desk": [
        ("how many tickets are still open", "SELECT COUNT(*) FROM tickets WHERE status = 'open'"),
        ("每个渠道的工单数", "SELECT channel, COUNT(*) FROM tickets GROUP BY channel"),
        ("average satisfaction score", "SELECT AVG(satisfaction) FROM tickets"),
        ("哪个客服处理的工单最多", f"SELECT a.agent_name FROM {T_A} GROUP BY a.agent_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("tickets created this month", f"SELECT COUNT(*) FROM tickets WHERE created_at >= {THIS_MONTH}"),
        ("紧急工单有多少", "SELECT COUNT(*) FROM tickets WHERE priority = 'urgent'"),
        ("average first response time by team", f"SELECT a.team, AVG(t.first_response_minutes) FROM {T_A} GROUP BY a.team"),
        ("每个产品的平均满意度", "SELECT product, AVG(satisfaction) FROM tickets GROUP BY product"),
        ("customers on the enterprise plan", "SELECT customer_name FROM customers WHERE plan = 'enterprise'"),
        ("上个月新建了多少工单", "SELECT COUNT(*) FROM tickets WHERE " + LAST_MONTH.format(c="created_at")),
        ("which country has the most customers", "SELECT country FROM customers GROUP BY country ORDER BY COUNT(*) DESC LIMIT 1"),
        ("每个月的工单量", "SELECT strftime('%Y-%m', created_at), COUNT(*) FROM tickets GROUP BY strftime('%Y-%m', created_at)"),
        ("how many agents are active", "SELECT COUNT(*) FROM agents WHERE is_active = 1"),
        ("没有提过工单的客户有多少", "SELECT COUNT(*) FROM customers WHERE customer_id NOT IN (SELECT customer_id FROM tickets)"),
        ("tickets by priority", "SELECT priority, COUNT(*) FROM tickets GROUP BY priority"),
        ("视频会议的工单有多少", "SELECT COUNT(*) FROM tickets WHERE product = '视频会议'"),
        ("top 3 customers by number of tickets", f"SELECT c.customer_name FROM {T_C} GROUP BY c.customer_id ORDER BY COUNT(*) DESC LIMIT 3"),
        ("各状态的工单数量", "SELECT status, COUNT(*) FROM tickets GROUP BY status"),
        ("德国的客户提了多少工单", f"SELECT COUNT(*) FROM {T_C} WHERE c.country = 'Germany'"),
        ("每个团队有几个客服", "SELECT team, COUNT(*) FROM agents GROUP BY team"),
    ],
    "canyin": [
        ("一共有几家门店", "SELECT COUNT(*) FROM mendian"),
        ("每个城市有几家店", "SELECT chengshi, COUNT(*) FROM mendian GROUP BY chengshi"),
        ("今年的营业额是多少", f"SELECT SUM(jine) FROM dingdan WHERE xiadan_shijian >= {THIS_YEAR}"),
        ("最贵的菜是哪道", "SELECT caipin_mingcheng FROM caipin ORDER BY jiage DESC LIMIT 1"),
        ("每个门店的订单数", f"SELECT m.mendian_mingcheng, COUNT(*) FROM {D_M} GROUP BY m.mendian_id"),
        ("辣的菜有哪些", "SELECT caipin_mingcheng FROM caipin WHERE shi_la = 1"),
        ("平均每单多少钱", "SELECT AVG(jine) FROM dingdan"),
        ("各分类菜品的平均价格", "SELECT fenlei, AVG(jiage) FROM caipin GROUP BY fenlei"),
        ("上个月每家店的营业额", f"SELECT m.mendian_mingcheng, SUM(d.jine) FROM {D_M} WHERE " + LAST_MONTH.format(c="d.xiadan_shijian") + " GROUP BY m.mendian_id"),
        ("卖得最多的菜是什么", f"SELECT c.caipin_mingcheng FROM {X_C} GROUP BY c.caipin_id ORDER BY SUM(x.shuliang) DESC LIMIT 1"),
        ("深圳的门店营业额一共多少", f"SELECT SUM(d.jine) FROM {D_M} WHERE m.chengshi = '深圳'"),
        ("每种支付方式的订单数", "SELECT zhifu_fangshi, COUNT(*) FROM dingdan GROUP BY zhifu_fangshi"),
        ("面积最大的门店", "SELECT mendian_mingcheng FROM mendian ORDER BY mianji DESC LIMIT 1"),
        ("平均每桌几个人", "SELECT AVG(jiucan_renshu) FROM dingdan"),
        ("今年每个月的订单量", f"SELECT strftime('%Y-%m', xiadan_shijian), COUNT(*) FROM dingdan WHERE xiadan_shijian >= {THIS_YEAR} GROUP BY strftime('%Y-%m', xiadan_shijian)"),
        ("座位数超过100的门店有哪些", "SELECT mendian_mingcheng FROM mendian WHERE zuowei_shu > 100"),
        ("凉菜有几道", "SELECT COUNT(*) FROM caipin WHERE fenlei = '凉菜'"),
        ("营业额最高的城市", f"SELECT m.chengshi FROM {D_M} GROUP BY m.chengshi ORDER BY SUM(d.jine) DESC LIMIT 1"),
        ("去年一共接待了多少客人", "SELECT SUM(jiucan_renshu) FROM dingdan WHERE " + LAST_YEAR.format(c="xiadan_shijian")),
        ("每道菜卖了多少份", f"SELECT c.caipin_mingcheng, SUM(x.shuliang) FROM {X_C} GROUP BY c.caipin_id"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
