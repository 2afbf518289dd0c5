#!/usr/bin/env python3
"""Builds the databases of our hundred-and-eighth own set (own_fresh107),
written in the session of 2026-12-07 (sixteenth), before the engine was run
on these databases.
A restaurant's reservation book asked in English (`table_bookings`:
dining tables with a number, seats and an area; guests, some VIP;
reservations of a guest at a table for a day, with a party size, a status
and the day made) and a water utility with English names asked about only
in Chinese (`water_meters`: households in a residential compound named in
Chinese; meters of a household installed on a day; monthly readings of a
meter with the water used; monthly bills of a household with an amount and
maybe the day paid). Seeded, anchored at today.

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


def table_bookings(rng):
    con = open_db("table_bookings")
    con.executescript(
        """
        CREATE TABLE dining_tables (table_id INTEGER PRIMARY KEY, table_no TEXT NOT NULL, seats INTEGER NOT NULL,
                                    area TEXT NOT NULL);
        CREATE TABLE guests (guest_id INTEGER PRIMARY KEY, guest_name TEXT NOT NULL, phone TEXT NOT NULL,
                             is_vip INTEGER NOT NULL);
        CREATE TABLE reservations (reservation_id INTEGER PRIMARY KEY,
                                   guest_id INTEGER NOT NULL REFERENCES guests(guest_id),
                                   table_id INTEGER NOT NULL REFERENCES dining_tables(table_id),
                                   booked_for DATE NOT NULL, party_size INTEGER NOT NULL,
                                   status TEXT NOT NULL, created_on DATE NOT NULL);
        """
    )
    tables = [(1, "T1", 2, "bar"), (2, "T2", 2, "bar"), (3, "T3", 4, "main"), (4, "T4", 4, "main"),
              (5, "T5", 6, "main"), (6, "T6", 4, "patio"), (7, "T7", 2, "patio"), (8, "T8", 10, "patio")]
    con.executemany("INSERT INTO dining_tables VALUES (?,?,?,?)", tables)
    names = ["Alice Moreau", "Ben Carter", "Chloe Nguyen", "Daniel Ortiz", "Emma Fischer", "Farid Khan",
             "Grace Lee", "Hugo Silva", "Ines Rossi", "Jack Turner"]
    guests = [(i, n, f"07{rng.randrange(10**9):09d}", 1 if i in (2, 5, 8) else 0) for i, n in enumerate(names, 1)]
    con.executemany("INSERT INTO guests VALUES (?,?,?,?)", guests)
    res = []
    for i in range(1, 401):
        g = rng.choices(guests[:9], weights=[5, 9, 3, 4, 6, 2, 3, 4, 2])[0]  # Jack Turner never booked
        t = rng.choice(tables)
        when = day(rng, TODAY - dt.timedelta(days=400), TODAY + dt.timedelta(days=14))
        size = rng.randint(1, t[2])
        if when > TODAY:
            status = "booked"
        elif when == TODAY:
            status = rng.choice(["booked", "seated"])
        else:
            status = rng.choices(["seated", "cancelled", "no-show"], weights=[80, 14, 6])[0]
        made = when - dt.timedelta(days=rng.randint(0, 20))
        res.append((i, g[0], t[0], when.isoformat(), size, status, made.isoformat()))
    con.executemany("INSERT INTO reservations VALUES (?,?,?,?,?,?,?)", res)
    by_guest = {}
    for r in res:
        by_guest[r[1]] = by_guest.get(r[1], 0) + 1
    top_is_clear(by_guest, "the guest booking most often")
    top_is_clear({t[0]: t[2] for t in tables}, "the biggest table")
    con.commit()


def water_meters(rng):
    con = open_db("water_meters")
    con.executescript(
        """
        CREATE TABLE households (household_id INTEGER PRIMARY KEY, owner_name TEXT NOT NULL,
                                 community TEXT NOT NULL, address TEXT NOT NULL);
        CREATE TABLE meters (meter_id INTEGER PRIMARY KEY,
                             household_id INTEGER NOT NULL REFERENCES households(household_id),
                             meter_no TEXT NOT NULL, installed_on DATE NOT NULL);
        CREATE TABLE readings (reading_id INTEGER PRIMARY KEY, meter_id INTEGER NOT NULL REFERENCES meters(meter_id),
                               read_on DATE NOT NULL, usage_m3 REAL NOT NULL);
        CREATE TABLE bills (bill_id INTEGER PRIMARY KEY,
                            household_id INTEGER NOT NULL REFERENCES households(household_id),
                            bill_month TEXT NOT NULL, amount REAL NOT NULL, paid_on DATE);
        """
    )
    people = ["王建国", "李秀英", "张伟", "刘洋", "陈静", "杨磊", "赵敏", "黄涛", "周芳", "吴强", "徐丽", "孙斌"]
    compounds = ["阳光小区", "翠湖花园", "锦绣家园"]
    households = [(i, n, compounds[(i - 1) % 3], f"{compounds[(i - 1) % 3]}{(i % 7) + 1}栋{100 + i}室")
                  for i, n in enumerate(people, 1)]
    con.executemany("INSERT INTO households VALUES (?,?,?,?)", households)
    meters = []
    for h in households[:11]:  # 孙斌 has no meter yet
        installed = day(rng, TODAY - dt.timedelta(days=900), TODAY - dt.timedelta(days=200))
        meters.append((h[0], h[0], f"WM{1000 + h[0]}", installed.isoformat()))
    con.executemany("INSERT INTO meters VALUES (?,?,?,?)", meters)
    readings, rid = [], 0
    use = {m[0]: rng.uniform(6, 16) for m in meters}
    use[4] = 24.0  # 刘洋 uses the most, clearly
    month = dt.date(TODAY.year, TODAY.month, 1)
    for back in range(1, 15):
        y, mth = divmod(month.year * 12 + month.month - 1 - back, 12)
        read_on = dt.date(y, mth + 1, 25)
        for m in meters:
            if read_on < dt.date.fromisoformat(m[3]):
                continue
            rid += 1
            readings.append((rid, m[0], read_on.isoformat(), round(use[m[0]] * rng.uniform(0.8, 1.2), 1)))
    con.executemany("INSERT INTO readings VALUES (?,?,?,?)", readings)
    bills, bid = [], 0
    for (_, meter, read_on, usage) in readings:
        bid += 1
        r = dt.date.fromisoformat(read_on)
        paid = r + dt.timedelta(days=rng.randint(3, 40)) if rng.random() < 0.9 else None
        if paid and paid > TODAY:
            paid = None
        bills.append((bid, meter, read_on[:7], round(usage * 3.5, 2), paid.isoformat() if paid else None))
    con.executemany("INSERT INTO bills VALUES (?,?,?,?,?)", bills)
    used = {}
    for r in readings:
        used[r[1]] = used.get(r[1], 0) + r[3]
    top_is_clear(used, "the household using the most water")
    con.commit()


if __name__ == "__main__":
    table_bookings(random.Random(107))
    water_meters(random.Random(1070))
