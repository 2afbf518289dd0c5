#!/usr/bin/env python3
"""Writes dev.json: the questions of our seventy-third own set with their
gold SQL (SQLite). Written on 2026-12-05 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

A_A = "adoptions d JOIN animals a ON d.animal_id = a.animal_id"
V_A = "vet_visits v JOIN animals a ON v.animal_id = a.animal_id"
O_P = "orders o JOIN products p ON o.product_id = p.product_id"
O_L = "orders o JOIN leaders l ON o.leader_id = l.leader_id"


def per_month(c):
    return f"strftime('%Y-%m', {c})"


Q = {
    "shelter": [
        ("how many dogs do we have", "SELECT COUNT(*) FROM animals WHERE species = 'dog'"),
        ("animals by species", "SELECT species, COUNT(*) FROM animals GROUP BY species"),
        ("animals still waiting for a home", "SELECT name FROM animals WHERE animal_id NOT IN (SELECT animal_id FROM adoptions)"),
        ("how many adoptions this year", f"SELECT COUNT(*) FROM adoptions WHERE adoption_date >= {THIS_YEAR}"),
        ("adoption fees collected this year", f"SELECT SUM(fee) FROM adoptions WHERE adoption_date >= {THIS_YEAR}"),
        ("total vet costs last month", "SELECT SUM(cost) FROM vet_visits WHERE " + LAST_MONTH.format(c="visit_date")),
        ("which animal has cost us the most at the vet", f"SELECT a.name FROM {V_A} GROUP BY a.animal_id ORDER BY SUM(v.cost) DESC LIMIT 1"),
        ("heaviest dog", "SELECT name FROM animals WHERE species = 'dog' ORDER BY weight_kg DESC LIMIT 1"),
        ("average weight of the cats", "SELECT AVG(weight_kg) FROM animals WHERE species = 'cat'"),
        ("who adopted Buddy", f"SELECT d.adopter_name FROM {A_A} WHERE a.name = 'Buddy'"),
        ("vet spend per species", f"SELECT a.species, SUM(v.cost) FROM {V_A} GROUP BY a.species"),
        ("how many animals did we take in this year", f"SELECT COUNT(*) FROM animals WHERE intake_date >= {THIS_YEAR}"),
        ("how many vet visits has Max had", f"SELECT COUNT(*) FROM {V_A} WHERE a.name = 'Max'"),
        ("intakes per month this year", f"SELECT {per_month('intake_date')}, COUNT(*) FROM animals WHERE intake_date >= {THIS_YEAR} GROUP BY {per_month('intake_date')}"),
        ("how many cats have been adopted", f"SELECT COUNT(*) FROM {A_A} WHERE a.species = 'cat'"),
    ],
    "groupbuy": [
        ("这个月的销售额", f"SELECT SUM(amount) FROM orders WHERE order_date >= {THIS_MONTH}"),
        ("上个月一共多少单", "SELECT COUNT(*) FROM orders WHERE " + LAST_MONTH.format(c="order_date")),
        ("哪个团长卖得最多", f"SELECT l.leader_name FROM {O_L} GROUP BY l.leader_id ORDER BY SUM(o.amount) DESC LIMIT 1"),
        ("每个小区的销售额", f"SELECT l.community, SUM(o.amount) FROM {O_L} GROUP BY l.community"),
        ("卖得最好的商品", f"SELECT p.product_name FROM {O_P} GROUP BY p.product_id ORDER BY SUM(o.quantity) DESC LIMIT 1"),
        ("水果类商品有哪些", "SELECT product_name FROM products WHERE category = '水果'"),
        ("今年草莓卖了多少份", f"SELECT SUM(o.quantity) FROM {O_P} WHERE p.product_name = '草莓' AND o.order_date >= {THIS_YEAR}"),
        ("还没开过单的团长", "SELECT leader_name FROM leaders WHERE leader_id NOT IN (SELECT leader_id FROM orders)"),
        ("最贵的商品", "SELECT product_name FROM products ORDER BY unit_price DESC LIMIT 1"),
        ("各品类的销售额", f"SELECT p.category, SUM(o.amount) FROM {O_P} GROUP BY p.category"),
        ("平均每单多少钱", "SELECT AVG(amount) FROM orders"),
        ("今年每个月的订单数", f"SELECT {per_month('order_date')}, COUNT(*) FROM orders WHERE order_date >= {THIS_YEAR} GROUP BY {per_month('order_date')}"),
        ("王姐今年的销售额", f"SELECT SUM(o.amount) FROM {O_L} WHERE l.leader_name = '王姐' AND o.order_date >= {THIS_YEAR}"),
        ("阳光小区有几个团长", "SELECT COUNT(*) FROM leaders WHERE community = '阳光小区'"),
        ("从来没人买过的商品", "SELECT product_name FROM products WHERE product_id NOT IN (SELECT product_id FROM orders)"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
