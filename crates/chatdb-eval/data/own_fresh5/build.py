#!/usr/bin/env python3
"""Builds the databases of our sixth own set (own_fresh5), written to be
held out: scored when written, before any change aimed at it. A customer
support desk (`support_desk`: English names, English status and channel
codes, Chinese product names) and a restaurant chain whose schema is named
in pinyin (`canyin`: mendian, caipin, dingdan, dingdan_mingxi), as many
Chinese companies name theirs. Seeded, anchored at today.

    python3 build.py            # writes database/ beside this file
"""
import datetime as dt
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from own_sets import TODAY, database_opener, day  # noqa: E402

open_db = database_opener(HERE)


def support(rng):
    con = open_db("support_desk")
    con.executescript(
        """
        CREATE TABLE agents (
            agent_id INTEGER PRIMARY KEY, agent_name TEXT NOT NULL, team TEXT NOT NULL,
            hired_on DATE NOT NULL, is_active INTEGER NOT NULL);
        CREATE TABLE customers (
            customer_id INTEGER PRIMARY KEY, customer_name TEXT NOT NULL, company TEXT,
            plan TEXT NOT NULL, country TEXT NOT NULL, joined_on DATE NOT NULL);
        CREATE TABLE tickets (
            ticket_id INTEGER PRIMARY KEY,
            customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
            agent_id INTEGER REFERENCES agents(agent_id),
            subject TEXT NOT NULL, product TEXT NOT NULL, priority TEXT NOT NULL,
            channel TEXT NOT NULL, status TEXT NOT NULL,
            created_at DATE NOT NULL, resolved_at DATE,
            first_response_minutes INTEGER, satisfaction INTEGER);
        """
    )
    teams = ["billing", "technical", "onboarding"]
    first = ["Anna", "Ben", "Chen", "Dina", "Eric", "Fang", "Gina", "Hui", "Ivan", "Jing", "Kate", "Lei"]
    agents = [(i, name, teams[i % 3], day(rng, dt.date(2019, 1, 1)).isoformat(), 0 if i in (4, 9) else 1)
              for i, name in enumerate(first, start=1)]
    con.executemany("INSERT INTO agents VALUES (?,?,?,?,?)", agents)
    plans = ["free", "pro", "enterprise"]
    countries = ["China", "Singapore", "Germany", "USA", "Japan"]
    customers = [(i, f"customer{i:03d}", rng.choice([None, f"Company {i % 40}"]),
                  rng.choices(plans, weights=[5, 3, 1])[0], rng.choice(countries),
                  day(rng, dt.date(2020, 1, 1)).isoformat()) for i in range(1, 401)]
    con.executemany("INSERT INTO customers VALUES (?,?,?,?,?,?)", customers)
    products = ["云盘", "邮箱", "视频会议", "在线文档"]
    subjects = ["cannot log in", "refund request", "slow upload", "invoice missing", "feature question",
                "account locked", "sync error"]
    tickets = []
    for i in range(1, 3001):
        created = day(rng, dt.date(TODAY.year - 1, 1, 1))
        status = rng.choices(["open", "pending", "resolved", "closed"], weights=[2, 1, 4, 4])[0]
        done = status in ("resolved", "closed")
        resolved = created + dt.timedelta(days=rng.randrange(0, 10)) if done else None
        if resolved and resolved > TODAY:
            resolved = TODAY
        agent = None if status == "open" and rng.random() < 0.5 else rng.randrange(1, 13)
        tickets.append((i, rng.randrange(1, 381), agent, rng.choice(subjects), rng.choice(products),
                        rng.choices(["low", "medium", "high", "urgent"], weights=[3, 4, 2, 1])[0],
                        rng.choices(["email", "chat", "phone"], weights=[4, 4, 2])[0], status,
                        created.isoformat(), resolved.isoformat() if resolved else None,
                        rng.randrange(1, 600) if agent else None,
                        rng.randrange(1, 6) if done and rng.random() < 0.6 else None))
    con.executemany("INSERT INTO tickets VALUES (?,?,?,?,?,?,?,?,?,?,?,?)", tickets)
    con.commit()
    con.close()


def canyin(rng):
    con = open_db("canyin")
    con.executescript(
        """
        CREATE TABLE mendian (
            mendian_id INTEGER PRIMARY KEY, mendian_mingcheng TEXT NOT NULL, chengshi TEXT NOT NULL,
            kaiye_riqi DATE NOT NULL, mianji REAL NOT NULL, zuowei_shu INTEGER NOT NULL);
        CREATE TABLE caipin (
            caipin_id INTEGER PRIMARY KEY, caipin_mingcheng TEXT NOT NULL, fenlei TEXT NOT NULL,
            jiage REAL NOT NULL, shi_la INTEGER NOT NULL);
        CREATE TABLE dingdan (
            dingdan_id INTEGER PRIMARY KEY,
            mendian_id INTEGER NOT NULL REFERENCES mendian(mendian_id),
            xiadan_shijian DATE NOT NULL, jiucan_renshu INTEGER NOT NULL,
            zhifu_fangshi TEXT NOT NULL, jine REAL NOT NULL);
        CREATE TABLE dingdan_mingxi (
            mingxi_id INTEGER PRIMARY KEY,
            dingdan_id INTEGER NOT NULL REFERENCES dingdan(dingdan_id),
            caipin_id INTEGER NOT NULL REFERENCES caipin(caipin_id),
            shuliang INTEGER NOT NULL);
        """
    )
    stores = [("南山店", "深圳"), ("福田店", "深圳"), ("天河店", "广州"), ("越秀店", "广州"),
              ("徐汇店", "上海"), ("静安店", "上海"), ("朝阳店", "北京"), ("海淀店", "北京")]
    con.executemany("INSERT INTO mendian VALUES (?,?,?,?,?,?)",
                    [(i, n, c, day(rng, dt.date(2012, 1, 1), dt.date(2023, 12, 31)).isoformat(),
                      round(rng.uniform(120, 600), 1), rng.randrange(40, 200))
                     for i, (n, c) in enumerate(stores, start=1)])
    dishes = [("宫保鸡丁", "热菜", 1), ("麻婆豆腐", "热菜", 1), ("水煮鱼", "热菜", 1), ("红烧肉", "热菜", 0),
              ("糖醋里脊", "热菜", 0), ("拍黄瓜", "凉菜", 0), ("口水鸡", "凉菜", 1), ("凉拌木耳", "凉菜", 0),
              ("酸辣汤", "汤", 1), ("玉米排骨汤", "汤", 0), ("米饭", "主食", 0), ("担担面", "主食", 1),
              ("可乐", "饮料", 0), ("酸梅汤", "饮料", 0)]
    con.executemany("INSERT INTO caipin VALUES (?,?,?,?,?)",
                    [(i, n, f, round(rng.uniform(3, 20) if f in ("主食", "饮料") else rng.uniform(18, 98), 0), la)
                     for i, (n, f, la) in enumerate(dishes, start=1)])
    orders, lines = [], []
    line_id = 1
    for i in range(1, 5001):
        store = rng.randrange(1, 9)
        when = day(rng, dt.date(TODAY.year - 1, 1, 1))
        picked = rng.sample(range(1, len(dishes) + 1), rng.randrange(1, 6))
        total = 0.0
        for dish in picked:
            qty = rng.randrange(1, 4)
            lines.append((line_id, i, dish, qty))
            line_id += 1
            total += qty * 30
        orders.append((i, store, when.isoformat(), rng.randrange(1, 9),
                       rng.choices(["微信", "支付宝", "现金", "银行卡"], weights=[5, 4, 1, 1])[0],
                       round(total * rng.uniform(0.8, 1.2), 2)))
    con.executemany("INSERT INTO dingdan VALUES (?,?,?,?,?,?)", orders)
    con.executemany("INSERT INTO dingdan_mingxi VALUES (?,?,?,?)", lines)
    con.commit()
    con.close()


if __name__ == "__main__":
    support(random.Random(81))
    canyin(random.Random(83))
