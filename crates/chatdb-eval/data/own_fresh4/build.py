#!/usr/bin/env python3
"""Builds the databases of our fifth own set (own_fresh4), written to be
held out: scored when written, before any change aimed at it. Schemas named
in Chinese, as many Chinese companies name theirs (and as DuSQL's are): a
public library (`图书馆`: 图书, 读者, 借阅记录) and a small online shop
(`网店`: 商品, 会员, 订单). Seeded, anchored at today.

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


def library(rng):
    con = open_db("图书馆")
    con.executescript(
        """
        CREATE TABLE 图书 (
            图书id INTEGER PRIMARY KEY, 书名 TEXT NOT NULL, 作者 TEXT NOT NULL,
            分类 TEXT NOT NULL, 出版年份 INTEGER NOT NULL, 定价 REAL NOT NULL, 馆藏数量 INTEGER NOT NULL);
        CREATE TABLE 读者 (
            读者id INTEGER PRIMARY KEY, 姓名 TEXT NOT NULL, 性别 TEXT NOT NULL,
            年龄 INTEGER NOT NULL, 办证日期 DATE NOT NULL, 读者类型 TEXT NOT NULL);
        CREATE TABLE 借阅记录 (
            记录id INTEGER PRIMARY KEY,
            读者id INTEGER NOT NULL REFERENCES 读者(读者id),
            图书id INTEGER NOT NULL REFERENCES 图书(图书id),
            借出日期 DATE NOT NULL, 归还日期 DATE, 逾期天数 INTEGER NOT NULL);
        """
    )
    books = [("三体", "刘慈欣", "科幻"), ("流浪地球", "刘慈欣", "科幻"), ("球状闪电", "刘慈欣", "科幻"),
             ("活着", "余华", "文学"), ("许三观卖血记", "余华", "文学"), ("平凡的世界", "路遥", "文学"),
             ("人生", "路遥", "文学"), ("白鹿原", "陈忠实", "文学"), ("围城", "钱钟书", "文学"),
             ("明朝那些事儿", "当年明月", "历史"), ("万历十五年", "黄仁宇", "历史"), ("史记", "司马迁", "历史"),
             ("算法导论", "科尔曼", "计算机"), ("深入理解计算机系统", "布莱恩特", "计算机"),
             ("Python编程", "马瑟斯", "计算机"), ("小王子", "圣埃克苏佩里", "童书"), ("窗边的小豆豆", "黑柳彻子", "童书")]
    rows = [(i, b, a, c, rng.randrange(1950, 2024), round(rng.uniform(20, 150), 1) + i / 100, rng.randrange(1, 12))
            for i, (b, a, c) in enumerate(books, start=1)]
    con.executemany("INSERT INTO 图书 VALUES (?,?,?,?,?,?,?)", rows)
    surnames = ["王", "李", "张", "刘", "陈", "杨", "赵", "黄", "周", "吴"]
    given = ["伟", "芳", "娜", "敏", "静", "磊", "洋", "艳", "勇", "军", "杰", "涛", "明", "丽"]
    readers = [(i, rng.choice(surnames) + rng.choice(given) + rng.choice(["", rng.choice(given)]),
                rng.choice(["男", "女"]), rng.randrange(8, 75), day(rng, dt.date(2015, 1, 1)).isoformat(),
                rng.choices(["学生", "教师", "社会读者"], weights=[5, 2, 3])[0]) for i in range(1, 301)]
    con.executemany("INSERT INTO 读者 VALUES (?,?,?,?,?,?)", readers)
    loans = []
    for i in range(1, 2001):
        r = rng.randrange(1, 281)  # readers 281..300 never borrowed
        b = rng.randrange(1, len(books) + 1)
        out = day(rng, dt.date(TODAY.year - 1, 1, 1))
        back = out + dt.timedelta(days=rng.randrange(3, 60))
        late = max(0, (back - out).days - 30)
        returned = back.isoformat() if back <= TODAY and rng.random() < 0.9 else None
        loans.append((i, r, b, out.isoformat(), returned, late if returned else 0))
    con.executemany("INSERT INTO 借阅记录 VALUES (?,?,?,?,?,?)", loans)
    con.commit()
    con.close()


def shop(rng):
    con = open_db("网店")
    con.executescript(
        """
        CREATE TABLE 商品 (
            商品id INTEGER PRIMARY KEY, 商品名称 TEXT NOT NULL, 品类 TEXT NOT NULL,
            售价 REAL NOT NULL, 库存 INTEGER NOT NULL, 上架日期 DATE NOT NULL);
        CREATE TABLE 会员 (
            会员id INTEGER PRIMARY KEY, 昵称 TEXT NOT NULL, 城市 TEXT NOT NULL,
            会员等级 TEXT NOT NULL, 注册日期 DATE NOT NULL);
        CREATE TABLE 订单 (
            订单id INTEGER PRIMARY KEY,
            会员id INTEGER NOT NULL REFERENCES 会员(会员id),
            商品id INTEGER NOT NULL REFERENCES 商品(商品id),
            下单日期 DATE NOT NULL, 数量 INTEGER NOT NULL, 实付金额 REAL NOT NULL,
            订单状态 TEXT NOT NULL);
        """
    )
    goods = [("无线耳机", "数码"), ("机械键盘", "数码"), ("充电宝", "数码"), ("智能手表", "数码"),
             ("保温杯", "家居"), ("四件套", "家居"), ("台灯", "家居"), ("羽绒服", "服饰"),
             ("运动鞋", "服饰"), ("围巾", "服饰"), ("咖啡豆", "食品"), ("坚果礼盒", "食品"), ("绿茶", "食品")]
    items = [(i, n, c, round(rng.uniform(30, 900), 0) + i / 10, 0 if i in (3, 7) else rng.randrange(1, 300),
              day(rng, dt.date(2022, 1, 1), dt.date(TODAY.year, 3, 1)).isoformat())
             for i, (n, c) in enumerate(goods, start=1)]
    con.executemany("INSERT INTO 商品 VALUES (?,?,?,?,?,?)", items)
    cities = ["北京", "上海", "广州", "深圳", "杭州", "成都", "武汉"]
    members = [(i, f"用户{i:04d}", rng.choice(cities), rng.choices(["普通", "银卡", "金卡", "钻石"], weights=[10, 5, 3, 1])[0],
                day(rng, dt.date(TODAY.year - 3, 1, 1)).isoformat()) for i in range(1, 601)]
    con.executemany("INSERT INTO 会员 VALUES (?,?,?,?,?)", members)
    orders = []
    for i in range(1, 5001):
        it = rng.choice(items)
        q = rng.choices([1, 2, 3, 4], weights=[10, 4, 2, 1])[0]
        orders.append((i, rng.randrange(1, 551), it[0], day(rng, dt.date(TODAY.year - 1, 1, 1)).isoformat(), q,
                       round(it[3] * q * rng.uniform(0.8, 1.0), 2),
                       rng.choices(["已完成", "已取消", "已退款", "待发货"], weights=[80, 8, 5, 7])[0]))
    con.executemany("INSERT INTO 订单 VALUES (?,?,?,?,?,?,?)", orders)
    con.commit()
    con.close()


if __name__ == "__main__":
    library(random.Random(81))
    shop(random.Random(83))
