#!/usr/bin/env python3
"""Builds the databases of our hundred-and-sixth own set (own_fresh105),
written in the session of 2026-12-07 (fifteenth), at its start and before
the engine was run on these databases.
A landlord's maintenance desk asked in English (`work_orders`: buildings
with a name and a city; units of a building with a floor; work orders for
a unit of a trade, reported on a day, due by a day, maybe closed on a day,
with a priority and a cost) and a rent collection of flats with English
names asked about only in Chinese (`rent_roll`: tenants with a Chinese
name and a phone; flats in a district stored in Chinese with a monthly
rent and an area; bills of a flat and a tenant for a month, with the
amount due, the amount paid and maybe the day paid). Seeded, anchored at
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


def work_orders(rng):
    con = open_db("work_orders")
    con.executescript(
        """
        CREATE TABLE buildings (building_id INTEGER PRIMARY KEY, building_name TEXT NOT NULL, city TEXT NOT NULL);
        CREATE TABLE units (unit_id INTEGER PRIMARY KEY, building_id INTEGER NOT NULL REFERENCES buildings(building_id),
                            unit_number TEXT NOT NULL, floor INTEGER NOT NULL);
        CREATE TABLE work_orders (order_id INTEGER PRIMARY KEY, unit_id INTEGER NOT NULL REFERENCES units(unit_id),
                                  trade TEXT NOT NULL, priority TEXT NOT NULL, reported_on DATE NOT NULL,
                                  due_by DATE NOT NULL, closed_on DATE, cost REAL);
        """
    )
    buildings = [(1, "Maple Court", "Leeds"), (2, "Harbour View", "Hull"), (3, "Elm House", "Leeds"),
                 (4, "Canal Wharf", "York"), (5, "Oak Terrace", "Hull")]
    con.executemany("INSERT INTO buildings VALUES (?,?,?)", buildings)
    units, uid = [], 0
    for b, n in zip(buildings, [12, 8, 10, 6, 4]):
        for k in range(n):
            uid += 1
            floor = k // 3
            units.append((uid, b[0], f"{floor}{k % 3 + 1:02d}", floor))
    con.executemany("INSERT INTO units VALUES (?,?,?,?)", units)
    weights = {1: 5, 2: 3, 3: 8, 4: 2, 5: 0}  # Oak Terrace has had no work orders
    trades = ["plumbing", "electrical", "heating", "carpentry", "painting"]
    orders = []
    for i in range(1, 421):
        u = rng.choices(units, weights=[weights[u[1]] for u in units])[0]
        trade = rng.choices(trades, weights=[9, 5, 7, 3, 2])[0]
        priority = rng.choices(["urgent", "normal", "low"], weights=[2, 6, 3])[0]
        reported = day(rng, TODAY - dt.timedelta(days=430))
        due = reported + dt.timedelta(days={"urgent": 2, "normal": 10, "low": 30}[priority])
        closed, cost = None, None
        took = rng.choice([1, 2, 3, 5, 8, 12, 20, 35])
        if reported + dt.timedelta(days=took) <= TODAY and rng.random() < 0.95:
            closed = (reported + dt.timedelta(days=took)).isoformat()
            cost = round(rng.uniform(40, 900), 2)
        orders.append((i, u[0], trade, priority, reported.isoformat(), due.isoformat(), closed, cost))
    con.executemany("INSERT INTO work_orders VALUES (?,?,?,?,?,?,?,?)", orders)
    by_building, by_trade, cost_by_building = {}, {}, {}
    unit_building = {u[0]: u[1] for u in units}
    for o in orders:
        b = unit_building[o[1]]
        by_building[b] = by_building.get(b, 0) + 1
        by_trade[o[2]] = by_trade.get(o[2], 0) + 1
        cost_by_building[b] = cost_by_building.get(b, 0) + (o[7] or 0)
    top_is_clear(by_building, "the building with the most work orders")
    top_is_clear(by_trade, "the most common trade")
    top_is_clear(cost_by_building, "the building costing the most")
    con.commit()


def rent_roll(rng):
    con = open_db("rent_roll")
    con.executescript(
        """
        CREATE TABLE tenants (tenant_id INTEGER PRIMARY KEY, tenant_name TEXT NOT NULL, phone TEXT NOT NULL);
        CREATE TABLE flats (flat_id INTEGER PRIMARY KEY, flat_no TEXT NOT NULL, district TEXT NOT NULL,
                            monthly_rent REAL NOT NULL, area_sqm REAL NOT NULL);
        CREATE TABLE bills (bill_id INTEGER PRIMARY KEY, flat_id INTEGER NOT NULL REFERENCES flats(flat_id),
                            tenant_id INTEGER NOT NULL REFERENCES tenants(tenant_id), bill_month DATE NOT NULL,
                            amount_due REAL NOT NULL, amount_paid REAL NOT NULL, paid_on DATE);
        """
    )
    names = ["张伟", "王芳", "李娜", "刘洋", "陈静", "杨磊", "赵敏", "黄强", "周婷", "吴刚"]
    tenants = [(i, n, f"138{rng.randrange(10**8):08d}") for i, n in enumerate(names, 1)]
    con.executemany("INSERT INTO tenants VALUES (?,?,?)", tenants)
    districts = ["朝阳", "海淀", "朝阳", "东城", "海淀", "朝阳", "丰台", "海淀", "朝阳", "东城", "丰台"]
    flats = []
    for i, d in enumerate(districts, 1):
        area = float(rng.choice([38, 45, 52, 60, 75, 88, 96]))
        flats.append((i, f"{rng.randint(1, 30)}-{rng.randint(1, 6)}0{rng.randint(1, 4)}", d,
                      round(area * rng.uniform(80, 130) / 10) * 10.0, area))
    flats[2] = (3, flats[2][1], "朝阳", 12800.0, 96.0)  # the dearest flat, clearly
    con.executemany("INSERT INTO flats VALUES (?,?,?,?,?)", flats)
    # Ten flats let, one to each tenant, billed monthly for the last 18 months; flat 11 is empty.
    bills, bid = [], 0
    first = dt.date(TODAY.year, TODAY.month, 1)
    months = []
    y, m = first.year, first.month
    for _ in range(18):
        months.append(dt.date(y, m, 1))
        m -= 1
        if m == 0:
            y, m = y - 1, 12
    payer = [0.99, 0.9, 0.97, 0.6, 0.95, 0.85, 0.99, 0.8, 0.92, 0.98]
    for f, t in zip(flats[:10], tenants):
        for mon in months:
            bid += 1
            due = f[3]
            r = rng.random()
            if r < payer[t[0] - 1]:
                paid, on = due, mon + dt.timedelta(days=rng.randint(0, 12))
            elif r < payer[t[0] - 1] + (1 - payer[t[0] - 1]) / 2:
                paid, on = round(due * 0.5, 2), mon + dt.timedelta(days=rng.randint(3, 20))
            else:
                paid, on = 0.0, None
            if on is not None and on > TODAY:
                on = TODAY
            bills.append((bid, f[0], t[0], mon.isoformat(), due, paid, on.isoformat() if on else None))
    con.executemany("INSERT INTO bills VALUES (?,?,?,?,?,?,?)", bills)
    owed = {}
    for b in bills:
        owed[b[2]] = owed.get(b[2], 0) + b[4] - b[5]
    top_is_clear(owed, "the tenant owing the most")
    top_is_clear({f[0]: f[3] for f in flats}, "the dearest flat")
    top_is_clear({f[0]: -f[4] for f in flats}, "the smallest flat")
    con.commit()


if __name__ == "__main__":
    work_orders(random.Random(105))
    rent_roll(random.Random(1050))
