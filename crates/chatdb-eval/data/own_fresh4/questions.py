#!/usr/bin/env python3
"""Writes dev.json: the questions of our fifth own set with their gold SQL
(SQLite). Written on 2026-12-02 after that session's engine changes so
far, before any aimed at these databases and before the engine was run on
them; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, LAST_YEAR, THIS_YEAR, write_dev  # noqa: E402

J_B = "借阅记录 j JOIN 图书 b ON j.图书id = b.图书id"
J_R = "借阅记录 j JOIN 读者 r ON j.读者id = r.读者id"
O_G = "订单 o JOIN 商品 g ON o.商品id = g.商品id"
O_M = "订单 o JOIN 会员 m ON o.会员id = m.会员id"

Q = {
    "图书馆": [
        ("馆里一共有多少种书", "SELECT COUNT(*) FROM 图书"),
        ("每个分类有几本书", "SELECT 分类, COUNT(*) FROM 图书 GROUP BY 分类"),
        ("刘慈欣写了哪些书", "SELECT 书名 FROM 图书 WHERE 作者 = '刘慈欣'"),
        ("定价最高的书是哪本", "SELECT 书名 FROM 图书 ORDER BY 定价 DESC LIMIT 1"),
        ("读者的平均年龄", "SELECT AVG(年龄) FROM 读者"),
        ("女读者有多少人", "SELECT COUNT(*) FROM 读者 WHERE 性别 = '女'"),
        ("每种读者类型有多少人", "SELECT 读者类型, COUNT(*) FROM 读者 GROUP BY 读者类型"),
        ("上个月借出了多少次书", "SELECT COUNT(*) FROM 借阅记录 WHERE " + LAST_MONTH.format(c="借出日期")),
        ("被借次数最多的书", f"SELECT b.书名 FROM {J_B} GROUP BY b.图书id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("还没有归还的借阅有多少", "SELECT COUNT(*) FROM 借阅记录 WHERE 归还日期 IS NULL"),
        ("每个月的借阅量", "SELECT strftime('%Y-%m', 借出日期), COUNT(*) FROM 借阅记录 GROUP BY strftime('%Y-%m', 借出日期)"),
        ("2000年以后出版的书有哪些", "SELECT 书名 FROM 图书 WHERE 出版年份 > 2000"),
        ("从来没借过书的读者有多少", "SELECT COUNT(*) FROM 读者 WHERE 读者id NOT IN (SELECT 读者id FROM 借阅记录)"),
        ("逾期天数最多的读者是谁", f"SELECT r.姓名 FROM {J_R} GROUP BY r.读者id ORDER BY SUM(j.逾期天数) DESC LIMIT 1"),
        ("科幻类的书一共有多少本馆藏", "SELECT SUM(馆藏数量) FROM 图书 WHERE 分类 = '科幻'"),
        ("每个分类的平均定价", "SELECT 分类, AVG(定价) FROM 图书 GROUP BY 分类"),
        ("今年办证的读者有多少", f"SELECT COUNT(*) FROM 读者 WHERE 办证日期 >= {THIS_YEAR}"),
        ("学生读者今年借了多少次书", f"SELECT COUNT(*) FROM {J_R} WHERE r.读者类型 = '学生' AND j.借出日期 >= {THIS_YEAR}"),
        ("每位作者有几本书", "SELECT 作者, COUNT(*) FROM 图书 GROUP BY 作者"),
        ("年龄超过60岁的读者", "SELECT 姓名 FROM 读者 WHERE 年龄 > 60"),
    ],
    "网店": [
        ("一共有多少个会员", "SELECT COUNT(*) FROM 会员"),
        ("每个品类有多少种商品", "SELECT 品类, COUNT(*) FROM 商品 GROUP BY 品类"),
        ("上个月的销售额", "SELECT SUM(实付金额) FROM 订单 WHERE " + LAST_MONTH.format(c="下单日期")),
        ("库存为0的商品有哪些", "SELECT 商品名称 FROM 商品 WHERE 库存 = 0"),
        ("卖得最多的商品", f"SELECT g.商品名称 FROM {O_G} GROUP BY g.商品id ORDER BY SUM(o.数量) DESC LIMIT 1"),
        ("每个城市的会员数", "SELECT 城市, COUNT(*) FROM 会员 GROUP BY 城市"),
        ("已取消的订单有多少", "SELECT COUNT(*) FROM 订单 WHERE 订单状态 = '已取消'"),
        ("金卡会员有多少", "SELECT COUNT(*) FROM 会员 WHERE 会员等级 = '金卡'"),
        ("每个月的实付金额", "SELECT strftime('%Y-%m', 下单日期), SUM(实付金额) FROM 订单 GROUP BY strftime('%Y-%m', 下单日期)"),
        ("售价最贵的三个商品", "SELECT 商品名称 FROM 商品 ORDER BY 售价 DESC LIMIT 3"),
        ("数码类商品今年卖了多少钱", f"SELECT SUM(o.实付金额) FROM {O_G} WHERE g.品类 = '数码' AND o.下单日期 >= {THIS_YEAR}"),
        ("哪个城市的会员下单最多", f"SELECT m.城市 FROM {O_M} GROUP BY m.城市 ORDER BY COUNT(*) DESC LIMIT 1"),
        ("平均每单实付多少钱", "SELECT AVG(实付金额) FROM 订单"),
        ("今年注册的会员有多少", f"SELECT COUNT(*) FROM 会员 WHERE 注册日期 >= {THIS_YEAR}"),
        ("去年的订单数", "SELECT COUNT(*) FROM 订单 WHERE " + LAST_YEAR.format(c="下单日期")),
        ("每个品类的销售额", f"SELECT g.品类, SUM(o.实付金额) FROM {O_G} GROUP BY g.品类"),
        ("没下过单的会员有多少", "SELECT COUNT(*) FROM 会员 WHERE 会员id NOT IN (SELECT 会员id FROM 订单)"),
        ("售价在100到300之间的商品", "SELECT 商品名称 FROM 商品 WHERE 售价 BETWEEN 100 AND 300"),
        ("每种订单状态的数量", "SELECT 订单状态, COUNT(*) FROM 订单 GROUP BY 订单状态"),
        ("钻石会员的平均实付金额", f"SELECT AVG(o.实付金额) FROM {O_M} WHERE m.会员等级 = '钻石'"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
