#!/usr/bin/env python3
"""Builds the databases of our hundred-and-ninth own set (own_fresh108),
written in the session of 2026-12-07 (sixteenth), after its first engine
changes (622961a) and before the engine was run on these databases.
A tech conference asked in English (`conference`: attendees of a company
with a ticket type; sessions in a room on a day with a capacity;
registrations of an attendee for a session on a day, with a status) and
an electricity supplier with English names asked about only in Chinese
(`power_supply`: customers in a district named in Chinese; monthly meter
readings of a customer with the kWh used; monthly bills of a customer
with an amount, a due day and maybe the day paid). Seeded, anchored at
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


def conference(rng):
    con = open_db("conference")
    con.executescript(
        """
        CREATE TABLE attendees (attendee_id INTEGER PRIMARY KEY, full_name TEXT NOT NULL, company TEXT NOT NULL,
                                ticket_type TEXT NOT NULL);
        CREATE TABLE sessions (session_id INTEGER PRIMARY KEY, title TEXT NOT NULL, room TEXT NOT NULL,
                               held_on DATE NOT NULL, capacity INTEGER NOT NULL);
        CREATE TABLE registrations (registration_id INTEGER PRIMARY KEY,
                                    attendee_id INTEGER NOT NULL REFERENCES attendees(attendee_id),
                                    session_id INTEGER NOT NULL REFERENCES sessions(session_id),
                                    registered_on DATE NOT NULL, status TEXT NOT NULL);
        """
    )
    people = ["Ana Lima", "Bo Chen", "Carla Diaz", "Dev Patel", "Eli Novak", "Fay Wong", "Gus Berg",
              "Hana Sato", "Ivan Petrov", "Jo Kim", "Kai Müller", "Lea Roux"]
    companies = ["Acme", "Globex", "Initech", "Umbrella"]
    attendees = [(i, n, companies[i % 4], "VIP" if i % 5 == 0 else ("speaker" if i % 4 == 1 else "standard"))
                 for i, n in enumerate(people, 1)]
    con.executemany("INSERT INTO attendees VALUES (?,?,?,?)", attendees)
    titles = ["Rust in production", "Data contracts", "LLM evaluation", "Zero-downtime deploys",
              "SQL performance", "Observability 101", "Edge caching", "Career panel"]
    rooms = ["Hall A", "Hall B", "Room 3"]
    start = TODAY - dt.timedelta(days=40)
    sessions = [(i, t, rooms[i % 3], (start + dt.timedelta(days=i * 9)).isoformat(),
                 150 if i == 3 else (40 if i % 3 else 120))  # LLM evaluation seats the most
                for i, t in enumerate(titles, 1)]
    con.executemany("INSERT INTO sessions VALUES (?,?,?,?,?)", sessions)
    regs, rid = [], 0
    for a in attendees[:11]:  # Lea Roux registered for nothing
        picked = rng.sample(sessions, 8 if a[0] == 2 else rng.randint(1, 5))  # Bo Chen goes to all
        if a[0] % 2 and sessions[4] not in picked:  # SQL performance draws the most
            picked.append(sessions[4])
        for s in picked:
            rid += 1
            held = dt.date.fromisoformat(s[3])
            on = held - dt.timedelta(days=rng.randint(1, 30))
            status = ("registered" if held > TODAY else
                      rng.choices(["attended", "cancelled", "registered"], weights=[75, 15, 10])[0])
            regs.append((rid, a[0], s[0], on.isoformat(), status))
    con.executemany("INSERT INTO registrations VALUES (?,?,?,?,?)", regs)
    by_att, by_ses = {}, {}
    for r in regs:
        by_att[r[1]] = by_att.get(r[1], 0) + 1
        by_ses[r[2]] = by_ses.get(r[2], 0) + 1
    top_is_clear(by_att, "the attendee registering most")
    top_is_clear(by_ses, "the session with the most registrations")
    top_is_clear({s[0]: s[4] for s in sessions}, "the session with the biggest capacity")
    con.commit()


def power_supply(rng):
    con = open_db("power_supply")
    con.executescript(
        """
        CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, customer_name TEXT NOT NULL,
                                district TEXT NOT NULL);
        CREATE TABLE meter_readings (reading_id INTEGER PRIMARY KEY,
                                     customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
                                     read_on DATE NOT NULL, kwh_used REAL NOT NULL);
        CREATE TABLE bills (bill_id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
                            bill_month TEXT NOT NULL, amount REAL NOT NULL, due_on DATE NOT NULL, paid_on DATE);
        """
    )
    names = ["赵磊", "钱芳", "孙浩", "李娜", "周杰", "吴静", "郑强", "王丽", "冯伟", "陈红"]
    districts = ["东城区", "西城区", "南湖区"]
    customers = [(i, n, districts[i % 3]) for i, n in enumerate(names, 1)]
    con.executemany("INSERT INTO customers VALUES (?,?,?)", customers)
    use = {c[0]: rng.uniform(120, 300) for c in customers}
    use[7] = 520.0  # 郑强 uses the most, clearly
    readings, bills, rid = [], [], 0
    month = dt.date(TODAY.year, TODAY.month, 1)
    for back in range(1, 13):
        y, m = divmod(month.year * 12 + month.month - 1 - back, 12)
        read_on = dt.date(y, m + 1, 28)
        for c in customers[:9]:  # 陈红 moved in this month: no reading, no bill
            rid += 1
            kwh = round(use[c[0]] * rng.uniform(0.85, 1.15), 1)
            readings.append((rid, c[0], read_on.isoformat(), kwh))
            due = read_on + dt.timedelta(days=20)
            paid = read_on + dt.timedelta(days=rng.randint(2, 35)) if rng.random() < 0.9 else None
            if paid and paid > TODAY:
                paid = None
            bills.append((rid, c[0], read_on.isoformat()[:7], round(kwh * 0.6, 2), due.isoformat(),
                          paid.isoformat() if paid else None))
    con.executemany("INSERT INTO meter_readings VALUES (?,?,?,?)", readings)
    con.executemany("INSERT INTO bills VALUES (?,?,?,?,?,?)", bills)
    used = {}
    for r in readings:
        used[r[1]] = used.get(r[1], 0) + r[3]
    top_is_clear(used, "the customer using the most")
    con.commit()


if __name__ == "__main__":
    conference(random.Random(108))
    power_supply(random.Random(1080))
