#!/usr/bin/env python3
"""Writes dev.json: the questions of our hundredth own set with their gold
SQL (SQLite). Written on 2026-12-07 before the engine was run on these
databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

V_P = "visits v JOIN pets p ON v.pet_id = p.pet_id"
V_V = "visits v JOIN vets t ON v.vet_id = t.vet_id"
P_O = "pets p JOIN owners o ON p.owner_id = o.owner_id"
M_W = "stock_moves m JOIN warehouses w ON m.warehouse_id = w.warehouse_id"
M_I = "stock_moves m JOIN items i ON m.item_id = i.item_id"

Q = {
    "vet_clinic": [
        ("how many visits this month", f"SELECT COUNT(*) FROM visits WHERE visit_date >= {THIS_MONTH}"),
        ("total fees last month", "SELECT SUM(fee) FROM visits WHERE " + LAST_MONTH.format(c="visit_date")),
        ("which vet had the most visits", f"SELECT t.vet_name FROM {V_V} GROUP BY t.vet_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("how many dogs do we have", "SELECT COUNT(*) FROM pets WHERE species = 'dog'"),
        ("average visit fee", "SELECT AVG(fee) FROM visits"),
        ("pets that have never visited", "SELECT pet_name FROM pets WHERE pet_id NOT IN (SELECT pet_id FROM visits)"),
        ("visits by reason", "SELECT reason, COUNT(*) FROM visits GROUP BY reason"),
        ("revenue per vet this year", f"SELECT t.vet_name, SUM(v.fee) FROM {V_V} WHERE v.visit_date >= {THIS_YEAR} GROUP BY t.vet_id"),
        ("top 5 owners by spend", f"SELECT o.owner_name FROM {V_P} JOIN owners o ON p.owner_id = o.owner_id GROUP BY o.owner_id ORDER BY SUM(v.fee) DESC LIMIT 5"),
        ("cats owned by people in Leeds", f"SELECT p.pet_name FROM {P_O} WHERE p.species = 'cat' AND o.city = 'Leeds'"),
        ("most expensive visit", "SELECT visit_id FROM visits ORDER BY fee DESC LIMIT 1"),
        ("number of vaccinations this year", f"SELECT COUNT(*) FROM visits WHERE reason = 'vaccination' AND visit_date >= {THIS_YEAR}"),
        ("oldest pet", "SELECT pet_name FROM pets ORDER BY born_on ASC LIMIT 1"),
        ("how many pets does each owner have", f"SELECT o.owner_name, COUNT(*) FROM {P_O} GROUP BY o.owner_id"),
        ("visits per month", "SELECT strftime('%Y-%m', visit_date), COUNT(*) FROM visits GROUP BY strftime('%Y-%m', visit_date)"),
    ],
    "warehouse_stock": [
        ("上个月的入库数量", "SELECT SUM(qty) FROM stock_moves WHERE direction = '入库' AND " + LAST_MONTH.format(c="moved_on")),
        ("每个仓库的出库总量", f"SELECT w.warehouse_name, SUM(m.qty) FROM {M_W} WHERE m.direction = '出库' GROUP BY w.warehouse_id"),
        ("哪个商品出库最多", f"SELECT i.item_name FROM {M_I} WHERE m.direction = '出库' GROUP BY i.item_id ORDER BY SUM(m.qty) DESC LIMIT 1"),
        ("饮料类的商品有哪些", "SELECT item_name FROM items WHERE category = '饮料'"),
        ("单价最高的商品", "SELECT item_name FROM items ORDER BY unit_price DESC LIMIT 1"),
        ("一共有几个仓库", "SELECT COUNT(*) FROM warehouses"),
        ("上海的仓库有哪些", "SELECT warehouse_name FROM warehouses WHERE city = '上海'"),
        ("今年每个月的出库量", f"SELECT strftime('%Y-%m', moved_on), SUM(qty) FROM stock_moves WHERE direction = '出库' AND moved_on >= {THIS_YEAR} GROUP BY strftime('%Y-%m', moved_on)"),
        ("从来没有出库过的商品", "SELECT item_name FROM items WHERE item_id NOT IN (SELECT item_id FROM stock_moves WHERE direction = '出库')"),
        ("每个品类有多少商品", "SELECT category, COUNT(*) FROM items GROUP BY category"),
        ("商品的平均单价", "SELECT AVG(unit_price) FROM items"),
        ("华东仓今年入库了几次", f"SELECT COUNT(*) FROM {M_W} WHERE w.warehouse_name = '华东仓' AND m.direction = '入库' AND m.moved_on >= {THIS_YEAR}"),
        ("出库记录有多少条", "SELECT COUNT(*) FROM stock_moves WHERE direction = '出库'"),
        ("各仓库的库存", f"SELECT w.warehouse_name, SUM(CASE WHEN m.direction = '入库' THEN m.qty ELSE -m.qty END) FROM {M_W} GROUP BY w.warehouse_id"),
        ("最近一次入库是哪天", "SELECT MAX(moved_on) FROM stock_moves WHERE direction = '入库'"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
