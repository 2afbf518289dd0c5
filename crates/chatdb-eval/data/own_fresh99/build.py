#!/usr/bin/env python3
"""Builds the databases of our hundredth own set (own_fresh99), written in
the session of 2026-12-07 (twelfth), at its start, before the engine was
run on these databases.
A vet clinic asked in English (`vet_clinic`: owners in a city; pets of an
owner, a species, born on a day; vets; visits of a pet to a vet on a day,
for a reason, with a fee) and a warehouse's stock movements with English
names asked about only in Chinese (`warehouse_stock`: warehouses in a
city, their names Chinese; items of a category, stored in Chinese, with
a unit price; stock moves of an item in a warehouse on a day, in or out
(入库 / 出库, stored in Chinese), some quantity). Seeded, anchored at
today.

    python3 build.py            # writes database/ beside this file
"""
import datetime as dt
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from own_sets import TODAY, database_opener, day, top_is_clear  # noqa: E402

open_db = database_opener(HERE)


def vet_clinic(rng):
    con = open_db("vet_clinic")
    con.executescript(
        """
        CREATE TABLE owners (owner_id INTEGER PRIMARY KEY, owner_name TEXT NOT NULL, city TEXT NOT NULL);
        CREATE TABLE pets (pet_id INTEGER PRIMARY KEY, owner_id INTEGER NOT NULL REFERENCES owners(owner_id),
                           pet_name TEXT NOT NULL, species TEXT NOT NULL, born_on DATE NOT NULL);
        CREATE TABLE vets (vet_id INTEGER PRIMARY KEY, vet_name TEXT NOT NULL);
        CREATE TABLE visits (visit_id INTEGER PRIMARY KEY, pet_id INTEGER NOT NULL REFERENCES pets(pet_id),
                             vet_id INTEGER NOT NULL REFERENCES vets(vet_id), visit_date DATE NOT NULL,
                             reason TEXT NOT NULL, fee REAL NOT NULL);
        """
    )
    cities = ["Leeds", "York", "Leeds", "Hull"]
    owners = [(i, n, rng.choice(cities)) for i, n in enumerate(
        ["Alice Moore", "Brian Shaw", "Chloe Dean", "David Pratt", "Ella Stone", "Frank Doyle", "Grace Hunt",
         "Harry Lamb", "Isla Reid", "Jack Nash", "Kate Lowe", "Liam Pope", "Mia Hart", "Noah Birch"], 1)]
    con.executemany("INSERT INTO owners VALUES (?,?,?)", owners)
    pet_names = ["Biscuit", "Luna", "Milo", "Bella", "Coco", "Max", "Daisy", "Oscar", "Ruby", "Teddy", "Poppy",
                 "Simba", "Nala", "Pepper", "Rolo", "Willow", "Bruno", "Maple", "Ziggy", "Honey"]
    pets = [(i, rng.choice(owners)[0], n, rng.choices(["dog", "cat", "rabbit"], weights=[5, 4, 1])[0],
             day(rng, TODAY - dt.timedelta(days=5000), TODAY - dt.timedelta(days=200)).isoformat())
            for i, n in enumerate(pet_names, 1)]
    con.executemany("INSERT INTO pets VALUES (?,?,?,?,?)", pets)
    vets = [(1, "Dr Patel"), (2, "Dr Owens"), (3, "Dr Byrne")]
    con.executemany("INSERT INTO vets VALUES (?,?)", vets)
    fees = {"checkup": (35, 60), "vaccination": (40, 70), "injury": (80, 400), "dental": (120, 300)}
    visits = []
    for i in range(1, 501):
        p = rng.choice(pets[:18])  # two pets never came
        reason = rng.choices(list(fees), weights=[5, 3, 2, 1])[0]
        visits.append((i, p[0], rng.choices(vets, weights=[5, 4, 3])[0][0],
                       day(rng, TODAY - dt.timedelta(days=500)).isoformat(), reason,
                       round(rng.uniform(*fees[reason]), 2)))
    con.executemany("INSERT INTO visits VALUES (?,?,?,?,?,?)", visits)
    by_vet, spend, oldest = {}, {}, {}
    owner_of = {p[0]: p[1] for p in pets}
    for v in visits:
        by_vet[v[2]] = by_vet.get(v[2], 0) + 1
        spend[owner_of[v[1]]] = spend.get(owner_of[v[1]], 0) + v[5]
    top_is_clear(by_vet, "the busiest vet")
    top_is_clear(spend, "the top 5 owners by spend", edge=5)
    top_is_clear({v[0]: v[5] for v in visits}, "the most expensive visit")
    top_is_clear({p[0]: -dt.date.fromisoformat(p[4]).toordinal() for p in pets}, "the oldest pet")
    con.commit()


def warehouse_stock(rng):
    con = open_db("warehouse_stock")
    con.executescript(
        """
        CREATE TABLE warehouses (warehouse_id INTEGER PRIMARY KEY, warehouse_name TEXT NOT NULL, city TEXT NOT NULL);
        CREATE TABLE items (item_id INTEGER PRIMARY KEY, item_name TEXT NOT NULL, category TEXT NOT NULL,
                            unit_price REAL NOT NULL);
        CREATE TABLE stock_moves (move_id INTEGER PRIMARY KEY, item_id INTEGER NOT NULL REFERENCES items(item_id),
                                  warehouse_id INTEGER NOT NULL REFERENCES warehouses(warehouse_id),
                                  moved_on DATE NOT NULL, direction TEXT NOT NULL, qty INTEGER NOT NULL);
        """
    )
    warehouses = [(1, "华东仓", "上海"), (2, "华南仓", "广州"), (3, "华北仓", "天津"), (4, "浦东仓", "上海")]
    con.executemany("INSERT INTO warehouses VALUES (?,?,?)", warehouses)
    items = [(1, "矿泉水", "饮料", 1.5), (2, "可乐", "饮料", 3.0), (3, "橙汁", "饮料", 5.5), (4, "薯片", "零食", 6.8),
             (5, "饼干", "零食", 8.9), (6, "坚果礼盒", "零食", 99.0), (7, "洗衣液", "日用品", 32.0),
             (8, "纸巾", "日用品", 12.5), (9, "牙膏", "日用品", 15.8), (10, "沐浴露", "日用品", 45.0)]
    con.executemany("INSERT INTO items VALUES (?,?,?,?)", items)
    moves = []
    for i in range(1, 1201):
        it = rng.choices(items, weights=[8, 7, 4, 6, 5, 1, 3, 6, 3, 2])[0]
        w = rng.choices(warehouses, weights=[5, 4, 3, 2])[0]
        direction = rng.choices(["入库", "出库"], weights=[3, 2])[0]
        if it[0] == 6:
            direction = "入库"  # the gift boxes have not sold yet
        moves.append((i, it[0], w[0], day(rng, TODAY - dt.timedelta(days=420)).isoformat(), direction,
                      rng.randint(10, 400)))
    con.executemany("INSERT INTO stock_moves VALUES (?,?,?,?,?,?)", moves)
    out_by_item = {}
    for m in moves:
        if m[4] == "出库":
            out_by_item[m[1]] = out_by_item.get(m[1], 0) + m[5]
    top_is_clear(out_by_item, "the item shipped out most")
    top_is_clear({it[0]: it[3] for it in items}, "the dearest item")
    con.commit()


if __name__ == "__main__":
    vet_clinic(random.Random(99))
    warehouse_stock(random.Random(9999))
