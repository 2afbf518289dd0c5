#!/usr/bin/env python3
"""Builds the databases of our sixty-third own set (own_fresh62), written
at the start of a session with own_fresh61 but scored only after the
changes made for own_fresh61, to check them on questions they were not
made for. A dental practice asked in English (`dental`: dentists of a
speciality; patients born on a day, living in a city; appointments of a
patient with a dentist on a day for a treatment — checkup, cleaning,
filling, extraction, crown — with a cost, who paid it — insurance or
patient — and whether the patient came) and a zoo with English names asked
about only in Chinese (`zoo`: zones; animals of a species in a zone, born
on a day, of a sex; feedings of an animal on a day with the kilograms of
food; ticket sales on a day of a ticket type — 成人, 儿童, 老人 — for a
quantity and an amount). Seeded, anchored at today.

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


def dental(rng):
    con = open_db("dental")
    con.executescript(
        """
        CREATE TABLE dentists (dentist_id INTEGER PRIMARY KEY, name TEXT NOT NULL, speciality TEXT NOT NULL);
        CREATE TABLE patients (patient_id INTEGER PRIMARY KEY, name TEXT NOT NULL, birth_date DATE NOT NULL,
                               city TEXT NOT NULL);
        CREATE TABLE appointments (appointment_id INTEGER PRIMARY KEY,
                                   patient_id INTEGER NOT NULL REFERENCES patients(patient_id),
                                   dentist_id INTEGER NOT NULL REFERENCES dentists(dentist_id),
                                   appointment_date DATE NOT NULL, treatment TEXT NOT NULL, cost REAL NOT NULL,
                                   paid_by TEXT NOT NULL, attended INTEGER NOT NULL);
        """
    )
    dentists = [(1, "Dr Helen Ward", "general"), (2, "Dr Raj Mehta", "orthodontics"), (3, "Dr Paul Finch", "general"),
                (4, "Dr Sofia Lind", "oral surgery"), (5, "Dr Tom Baker", "hygiene")]
    con.executemany("INSERT INTO dentists VALUES (?,?,?)", dentists)
    first = ["Alice", "Bruno", "Clara", "Dylan", "Erin", "Felix", "Gemma", "Harry", "Iris", "Jonah", "Kate", "Liam",
             "Megan", "Nathan", "Olivia", "Peter", "Quinn", "Rosa", "Simon", "Tara", "Umar", "Vera", "Will", "Xena"]
    last = ["Young", "Hall", "King", "Wright", "Scott", "Adams", "Baker", "Clark"]
    cities = ["Leeds", "York", "Bradford", "Harrogate"]
    patients = []
    for i, f in enumerate(first):
        born = dt.date(rng.randint(1940, 2015), rng.randint(1, 12), rng.randint(1, 28))
        patients.append((i + 1, f"{f} {last[i % len(last)]}", born.isoformat(), rng.choice(cities)))
    con.executemany("INSERT INTO patients VALUES (?,?,?,?)", patients)
    prices = {"checkup": 45.0, "cleaning": 70.0, "filling": 120.0, "extraction": 150.0, "crown": 480.0}
    appts = []
    for a in range(1, 1401):
        p = rng.choice(patients)
        d = rng.choice(dentists)
        treat = rng.choices(list(prices), [40, 25, 20, 8, 7])[0]
        when = day(rng, dt.date(TODAY.year - 1, 1, 1))
        if p[0] > 21 and when.year == TODAY.year:  # the last three patients have not come this year
            when = when.replace(year=TODAY.year - 1)
        appts.append((a, p[0], d[0], when.isoformat(), treat, prices[treat],
                      rng.choices(["insurance", "patient"], [45, 55])[0], 0 if rng.random() < 0.06 else 1))
    con.executemany("INSERT INTO appointments VALUES (?,?,?,?,?,?,?,?)", appts)
    con.commit()


def zoo(rng):
    con = open_db("zoo")
    con.executescript(
        """
        CREATE TABLE zones (zone_id INTEGER PRIMARY KEY, zone_name TEXT NOT NULL);
        CREATE TABLE animals (animal_id INTEGER PRIMARY KEY, name TEXT NOT NULL, species TEXT NOT NULL,
                              zone_id INTEGER NOT NULL REFERENCES zones(zone_id), born_on DATE NOT NULL,
                              sex TEXT NOT NULL);
        CREATE TABLE feedings (feeding_id INTEGER PRIMARY KEY, animal_id INTEGER NOT NULL REFERENCES animals(animal_id),
                               fed_on DATE NOT NULL, food_kg REAL NOT NULL);
        CREATE TABLE ticket_sales (sale_id INTEGER PRIMARY KEY, sale_date DATE NOT NULL, ticket_type TEXT NOT NULL,
                                   quantity INTEGER NOT NULL, amount REAL NOT NULL);
        """
    )
    zones = [(1, "熊猫馆"), (2, "猛兽区"), (3, "鸟语林"), (4, "海洋馆")]
    con.executemany("INSERT INTO zones VALUES (?,?)", zones)
    kinds = [("大熊猫", 1, 12.0), ("小熊猫", 1, 1.0), ("老虎", 2, 8.0), ("狮子", 2, 7.5), ("孔雀", 3, 0.3),
             ("火烈鸟", 3, 0.4), ("企鹅", 4, 1.2), ("海豚", 4, 9.0)]
    counts = {"大熊猫": 4, "小熊猫": 3, "老虎": 3, "狮子": 4, "孔雀": 6, "火烈鸟": 8, "企鹅": 9, "海豚": 2}
    names = iter(["团团", "圆圆", "美香", "添添", "毛毛", "豆豆", "乐乐", "虎子", "大王", "雪球", "阿辛", "娜娜", "辛巴",
                  "大毛", "小蓝", "翠翠", "金羽", "彩云", "小凤", "白羽", "粉粉", "红红", "霞光", "晚霞", "朝阳", "火火",
                  "桃子", "波波", "胖胖", "嘟嘟", "笨笨", "点点", "圆子", "跳跳", "冰冰", "蓝蓝", "可乐", "雪碧", "汤圆"])
    animals = []
    for species, zone, _ in kinds:
        for _ in range(counts[species]):
            born = dt.date(rng.randint(2005, TODAY.year - 1), rng.randint(1, 12), rng.randint(1, 28))
            animals.append([len(animals) + 1, next(names), species, zone, born.isoformat(), rng.choice(["雄", "雌"])])
    animals[5][4] = dt.date(TODAY.year, 3, 14).isoformat()  # two born this year
    animals[30][4] = dt.date(TODAY.year, 6, 2).isoformat()
    con.executemany("INSERT INTO animals VALUES (?,?,?,?,?,?)", animals)
    food = {s: kg for s, _, kg in kinds}
    feedings = []
    for f in range(1, 4001):
        a = rng.choice(animals)
        feedings.append((f, a[0], day(rng, dt.date(TODAY.year - 1, 1, 1)).isoformat(),
                         round(food[a[2]] * rng.uniform(0.8, 1.2), 1)))
    con.executemany("INSERT INTO feedings VALUES (?,?,?,?)", feedings)
    price = {"成人": 120.0, "儿童": 60.0, "老人": 40.0}
    sales = []
    for s in range(1, 3001):
        t = rng.choices(list(price), [6, 3, 1])[0]
        q = rng.randint(1, 5)
        sales.append((s, day(rng, dt.date(TODAY.year - 1, 1, 1)).isoformat(), t, q, q * price[t]))
    con.executemany("INSERT INTO ticket_sales VALUES (?,?,?,?,?)", sales)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(62)
    dental(rng)
    zoo(rng)
