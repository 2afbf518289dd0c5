#!/usr/bin/env python3
"""Writes dev.json: the questions of our eighth own set with their gold SQL
(SQLite). Written on 2026-12-02 after that session's engine changes and
before any aimed at these databases or the engine was run on them; see
README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, LAST_YEAR, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

W_M = "work_orders w JOIN machines m ON w.machine_id = m.machine_id"
D_W = "defects d JOIN work_orders w ON d.wo_id = w.wo_id"
Q_K = "签到 q JOIN 课程 k ON q.课程编号 = k.课程编号"
K_J = "课程 k JOIN 教练 j ON k.教练编号 = j.教练编号"
Q_H = "签到 q JOIN 会员 h ON q.会员编号 = h.会员编号"

Q = {
    "factory": [
        ("how many machines are there", "SELECT COUNT(*) FROM machines"),
        ("每条产线有几台机器", "SELECT line, COUNT(*) FROM machines GROUP BY line"),
        ("total scrap quantity this year", f"SELECT SUM(qty_scrap) FROM work_orders WHERE start_dt >= {THIS_YEAR}"),
        ("上个月的良品数量", "SELECT SUM(qty_good) FROM work_orders WHERE " + LAST_MONTH.format(c="start_dt")),
        ("defects by type", "SELECT defect_type, COUNT(*) FROM defects GROUP BY defect_type"),
        ("严重缺陷有多少个", "SELECT COUNT(*) FROM defects WHERE severity = 'critical'"),
        ("which machine has the most work orders", f"SELECT m.machine_nm FROM {W_M} GROUP BY m.machine_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("每个班次的报废数量", "SELECT shift, SUM(qty_scrap) FROM work_orders GROUP BY shift"),
        ("machines by vendor", "SELECT vendor, COUNT(*) FROM machines GROUP BY vendor"),
        ("how many machines are inactive", "SELECT COUNT(*) FROM machines WHERE is_active = 0"),
        ("今年每个月的工单数", f"SELECT strftime('%Y-%m', start_dt), COUNT(*) FROM work_orders WHERE start_dt >= {THIS_YEAR} GROUP BY strftime('%Y-%m', start_dt)"),
        ("average planned quantity per work order", "SELECT AVG(qty_planned) FROM work_orders"),
        ("每台机器的良品总数", f"SELECT m.machine_nm, SUM(w.qty_good) FROM {W_M} GROUP BY m.machine_id"),
        ("P100的工单有多少", "SELECT COUNT(*) FROM work_orders WHERE product_code = 'P100'"),
        ("scrap by line", f"SELECT m.line, SUM(w.qty_scrap) FROM {W_M} GROUP BY m.line"),
        ("2020年以前安装的机器", "SELECT machine_nm FROM machines WHERE install_dt < '2020-01-01'"),
        ("defects found last month", "SELECT COUNT(*) FROM defects WHERE " + LAST_MONTH.format(c="found_dt")),
        ("夜班有多少工单", "SELECT COUNT(*) FROM work_orders WHERE shift = 'night'"),
        ("top 3 machines by scrap", f"SELECT m.machine_nm FROM {W_M} GROUP BY m.machine_id ORDER BY SUM(w.qty_scrap) DESC LIMIT 3"),
        ("每种产品的计划产量", "SELECT product_code, SUM(qty_planned) FROM work_orders GROUP BY product_code"),
    ],
    "健身房": [
        ("一共有多少会员", "SELECT COUNT(*) FROM 会员"),
        ("每种会员卡有多少人", "SELECT 会员卡类型, COUNT(*) FROM 会员 GROUP BY 会员卡类型"),
        ("会员的平均年龄", "SELECT AVG(年龄) FROM 会员"),
        ("最贵的课程是哪个", "SELECT 课程名称 FROM 课程 ORDER BY 价格 DESC LIMIT 1"),
        ("每个教练带几门课", f"SELECT j.姓名, COUNT(*) FROM {K_J} GROUP BY j.教练编号"),
        ("上个月签到了多少次", "SELECT COUNT(*) FROM 签到 WHERE " + LAST_MONTH.format(c="签到日期")),
        ("哪门课签到人次最多", f"SELECT k.课程名称 FROM {Q_K} GROUP BY k.课程编号 ORDER BY COUNT(*) DESC LIMIT 1"),
        ("女会员有多少", "SELECT COUNT(*) FROM 会员 WHERE 性别 = '女'"),
        ("今年新开卡的会员有多少", f"SELECT COUNT(*) FROM 会员 WHERE 开卡日期 >= {THIS_YEAR}"),
        ("每个月的签到次数", "SELECT strftime('%Y-%m', 签到日期), COUNT(*) FROM 签到 GROUP BY strftime('%Y-%m', 签到日期)"),
        ("瑜伽教练是谁", "SELECT 姓名 FROM 教练 WHERE 专长 = '瑜伽'"),
        ("年卡会员的平均年龄", "SELECT AVG(年龄) FROM 会员 WHERE 会员卡类型 = '年卡'"),
        ("从来没签到过的会员有多少", "SELECT COUNT(*) FROM 会员 WHERE 会员编号 NOT IN (SELECT 会员编号 FROM 签到)"),
        ("时长90分钟的课程有哪些", "SELECT 课程名称 FROM 课程 WHERE 时长 = 90"),
        ("每门课的签到次数", f"SELECT k.课程名称, COUNT(*) FROM {Q_K} GROUP BY k.课程编号"),
        ("年龄最大的会员", "SELECT 姓名 FROM 会员 WHERE 年龄 = (SELECT MAX(年龄) FROM 会员)"),
        ("王强教的课有哪些", f"SELECT k.课程名称 FROM {K_J} WHERE j.姓名 = '王强'"),
        ("男会员和女会员各有多少", "SELECT 性别, COUNT(*) FROM 会员 GROUP BY 性别"),
        ("课程的平均价格", "SELECT AVG(价格) FROM 课程"),
        ("签到最多的会员是谁", f"SELECT h.姓名 FROM {Q_H} GROUP BY h.会员编号 ORDER BY COUNT(*) DESC LIMIT 1"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
