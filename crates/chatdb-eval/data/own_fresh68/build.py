#!/usr/bin/env python3
"""Builds the databases of our sixty-ninth own set (own_fresh68), written
at the start of a session before the engine had seen them. A beekeeping
co-operative asked in English (`beekeeping`: apiaries in a region; hives
at an apiary, installed on a day, with a queen's breed; harvests of a
hive on a day, a weight of honey in kilograms and its kind; inspections of
a hive on a day counting varroa mites) and a nursing home with English
names asked about only in Chinese (`nursing_home`: residents of a gender,
born and admitted on a day, in a room, at a care level — 自理, 半护理,
全护理; caregivers hired on a day; care logs of a caregiver's service —
洗澡, 喂药, 理发, 康复训练 — to a resident on a day, lasting minutes;
monthly bills of a resident, paid or not). Seeded, anchored at today.

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


def beekeeping(rng):
    con = open_db("beekeeping")
    con.executescript(
        """
        CREATE TABLE apiaries (apiary_id INTEGER PRIMARY KEY, apiary_name TEXT NOT NULL, region TEXT NOT NULL);
        CREATE TABLE hives (hive_id INTEGER PRIMARY KEY, apiary_id INTEGER NOT NULL REFERENCES apiaries(apiary_id),
                            installed_date DATE NOT NULL, queen_breed TEXT NOT NULL);
        CREATE TABLE harvests (harvest_id INTEGER PRIMARY KEY, hive_id INTEGER NOT NULL REFERENCES hives(hive_id),
                               harvest_date DATE NOT NULL, honey_kg REAL NOT NULL, honey_type TEXT NOT NULL);
        CREATE TABLE inspections (inspection_id INTEGER PRIMARY KEY,
                                  hive_id INTEGER NOT NULL REFERENCES hives(hive_id),
                                  inspection_date DATE NOT NULL, varroa_count INTEGER NOT NULL);
        """
    )
    apiaries = [(1, "Oak Meadow", "Devon"), (2, "Heath End", "Cornwall"), (3, "Mill Lane", "Devon"),
                (4, "Clover Hill", "Somerset"), (5, "River Bend", "Dorset"), (6, "Stone Barn", "Cornwall")]
    con.executemany("INSERT INTO apiaries VALUES (?,?,?)", apiaries)
    hives = []
    for h in range(1, 41):
        a = apiaries[(h * 7) % len(apiaries)]
        hives.append((h, a[0], day(rng, dt.date(TODAY.year - 4, 1, 1), dt.date(TODAY.year - 1, 3, 1)).isoformat(),
                      rng.choice(["Carniolan", "Italian", "Buckfast"])))
    con.executemany("INSERT INTO hives VALUES (?,?,?,?)", hives)
    harvests = []
    kinds = {"Heath End": "heather", "Stone Barn": "heather", "Clover Hill": "clover"}
    for k in range(1, 401):
        h = rng.choice(hives[:-3])  # the last three hives are new and never harvested
        apiary = apiaries[h[1] - 1][1]
        when = day(rng, dt.date(TODAY.year - 2, 5, 1))
        honey = kinds.get(apiary, rng.choice(["wildflower", "clover"]))
        harvests.append((k, h[0], when.isoformat(), round(rng.uniform(4, 18), 1), honey))
    con.executemany("INSERT INTO harvests VALUES (?,?,?,?,?)", harvests)
    inspections = []
    for k in range(1, 601):
        h = rng.choice(hives)
        inspections.append((k, h[0], day(rng, dt.date(TODAY.year - 1, 1, 1)).isoformat(),
                            rng.choices(range(0, 25), [30 - i for i in range(25)])[0]))
    con.executemany("INSERT INTO inspections VALUES (?,?,?,?)", inspections)
    con.commit()


def nursing_home(rng):
    con = open_db("nursing_home")
    con.executescript(
        """
        CREATE TABLE residents (resident_id INTEGER PRIMARY KEY, resident_name TEXT NOT NULL, gender TEXT NOT NULL,
                                birth_date DATE NOT NULL, room_no TEXT NOT NULL, admitted_date DATE NOT NULL,
                                care_level TEXT NOT NULL);
        CREATE TABLE caregivers (caregiver_id INTEGER PRIMARY KEY, caregiver_name TEXT NOT NULL,
                                 hired_date DATE NOT NULL);
        CREATE TABLE care_logs (log_id INTEGER PRIMARY KEY,
                                resident_id INTEGER NOT NULL REFERENCES residents(resident_id),
                                caregiver_id INTEGER NOT NULL REFERENCES caregivers(caregiver_id),
                                log_date DATE NOT NULL, service TEXT NOT NULL, minutes INTEGER NOT NULL);
        CREATE TABLE bills (bill_id INTEGER PRIMARY KEY, resident_id INTEGER NOT NULL REFERENCES residents(resident_id),
                            bill_date DATE NOT NULL, amount REAL NOT NULL, paid INTEGER NOT NULL);
        """
    )
    people = [("李秀英", "女"), ("王桂兰", "女"), ("张德福", "男"), ("刘淑珍", "女"), ("陈国强", "男"),
              ("杨玉梅", "女"), ("赵建华", "男"), ("黄凤英", "女"), ("周振兴", "男"), ("吴桂芳", "女"),
              ("孙志刚", "男"), ("马兰芝", "女"), ("朱永福", "男"), ("胡翠花", "女")]
    levels = ["自理", "半护理", "全护理"]
    residents = []
    for i, (n, g) in enumerate(people):
        born = dt.date(1930 + (i * 3) % 25, 1 + (i * 5) % 12, 1 + (i * 11) % 28)
        came = day(rng, dt.date(TODAY.year - 5, 1, 1), dt.date(TODAY.year - 1, 12, 31)) if i < 11 else \
            day(rng, dt.date(TODAY.year, 1, 1), TODAY - dt.timedelta(days=20))
        residents.append((i + 1, n, g, born.isoformat(), f"{2 + i // 6}0{1 + i % 6}", came.isoformat(),
                          levels[(i * 2) % 3]))
    con.executemany("INSERT INTO residents VALUES (?,?,?,?,?,?,?)", residents)
    carers = [(1, "小刘", dt.date(TODAY.year - 5, 5, 1)), (2, "小张", dt.date(TODAY.year - 3, 8, 1)),
              (3, "小王", dt.date(TODAY.year - 2, 2, 1)), (4, "小陈", dt.date(TODAY.year - 1, 10, 1))]
    con.executemany("INSERT INTO caregivers VALUES (?,?,?)", [(c, n, d.isoformat()) for c, n, d in carers])
    minutes = {"洗澡": (30, 50), "喂药": (5, 15), "理发": (20, 30), "康复训练": (40, 90)}
    logs = []
    for k in range(1, 1501):
        r = rng.choice(residents[:-1])  # the last resident came lately and has no log yet
        c = rng.choices(carers, [4, 3, 3, 2])[0]
        start = max(dt.date.fromisoformat(r[5]), c[2], dt.date(TODAY.year - 1, 1, 1))
        s = rng.choices(list(minutes), [3, 5, 1, 2])[0]
        logs.append((k, r[0], c[0], day(rng, start).isoformat(), s, rng.randint(*minutes[s])))
    con.executemany("INSERT INTO care_logs VALUES (?,?,?,?,?,?)", logs)
    bills = []
    fee = {"自理": 3500.0, "半护理": 5200.0, "全护理": 7800.0}
    b = 0
    for r in residents:
        m = max(dt.date.fromisoformat(r[5]).replace(day=1), dt.date(TODAY.year - 1, 1, 1))
        while m <= TODAY:
            b += 1
            recent = (TODAY.year, TODAY.month) == (m.year, m.month)
            bills.append((b, r[0], m.isoformat(), fee[r[6]], 0 if recent and rng.random() < 0.5 else 1))
            m = (m + dt.timedelta(days=32)).replace(day=1)
    con.executemany("INSERT INTO bills VALUES (?,?,?,?,?)", bills)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(68)
    beekeeping(rng)
    nursing_home(rng)
