#!/usr/bin/env python3
"""Builds the databases of our twenty-fifth own set (own_fresh24), written
to be held out: scored when written, before any change aimed at it. A
software company's help desk asked in English (`helpdesk`: agents,
customers, tickets), a retail bank with English names asked about only in
Chinese (`bank`: branches, clients, accounts, transactions) and a football
league asked in English and Chinese (`league`: teams, players, matches,
goals). Seeded, anchored at today.

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


def at(rng, d):
    """A time of day `d`, to the minute."""
    return dt.datetime.combine(d, dt.time(rng.randrange(0, 24), rng.randrange(0, 60)))


def helpdesk(rng):
    con = open_db("helpdesk")
    con.executescript(
        """
        CREATE TABLE agents (agent_id INTEGER PRIMARY KEY, agent_name TEXT NOT NULL, team TEXT NOT NULL,
            hired_on DATE NOT NULL);
        CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, company_name TEXT NOT NULL, plan TEXT NOT NULL,
            country TEXT NOT NULL);
        CREATE TABLE tickets (
            ticket_id INTEGER PRIMARY KEY,
            customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
            agent_id INTEGER REFERENCES agents(agent_id),
            subject TEXT NOT NULL, priority TEXT NOT NULL, status TEXT NOT NULL, channel TEXT NOT NULL,
            opened_at DATETIME NOT NULL, solved_at DATETIME, csat INTEGER);
        """
    )
    names = ["Ana Ruiz", "Ben Carter", "Chloe Martin", "Dev Patel", "Eva Novak", "Felix Wong", "Grace Kim",
             "Hugo Silva", "Ines Costa", "Jonas Berg", "Kara Olsen", "Liam Byrne"]
    teams = ["billing", "technical", "technical", "onboarding", "technical", "billing", "technical", "onboarding",
             "billing", "technical", "onboarding", "technical"]
    hired = sorted(rng.sample(range(30, 2500), len(names)), reverse=True)  # no two alike: one newest agent
    agents = [(i, n, t, (TODAY - dt.timedelta(days=hired[i - 1])).isoformat())
              for i, (n, t) in enumerate(zip(names, teams), 1)]
    con.executemany("INSERT INTO agents VALUES (?,?,?,?)", agents)
    companies = ["Acme Robotics", "Blue Fjord AS", "Cobalt Labs", "Delta Freight", "Evergreen Foods", "Fennec GmbH",
                 "Granite Bank", "Helios Solar", "Iris Health", "Juniper Media", "Kestrel Air", "Lumen Retail",
                 "Maple Schools", "Nimbus Games", "Orca Marine", "Pico Devices", "Quartz Legal", "Rivet Works",
                 "Sable Hotels", "Tundra Outdoor", "Umbra Security", "Vega Travel"]
    countries = ["USA", "Norway", "UK", "Germany", "Canada", "Germany", "USA", "Spain", "France", "UK", "Ireland",
                 "USA", "Canada", "Germany", "Norway", "Japan", "USA", "UK", "France", "Canada", "Germany", "Spain"]
    plans = rng.choices(["free", "pro", "enterprise"], [3, 5, 2], k=len(companies))
    customers = [(i, c, p, k) for i, (c, p, k) in enumerate(zip(companies, plans, countries), 1)]
    con.executemany("INSERT INTO customers VALUES (?,?,?,?)", customers)
    subjects = ["Cannot log in", "Invoice is wrong", "Export to CSV fails", "Add a new user", "Password reset",
                "API rate limit", "Refund request", "Slow dashboard", "SSO setup", "Change billing address",
                "Data import stuck", "Feature request: dark mode"]
    asking = customers[:-2]  # the last two customers never opened a ticket
    weight = {c[0]: rng.uniform(0.2, 3.0) for c in asking}
    tickets = []
    for i in range(1, 3201):
        c = rng.choices(asking, [weight[x[0]] for x in asking])[0]
        opened = at(rng, day(rng, dt.date(TODAY.year - 1, 1, 1)))
        priority = rng.choices(["low", "normal", "high", "urgent"], [3, 6, 2, 1])[0]
        channel = rng.choices(["email", "chat", "phone"], [5, 4, 1])[0]
        age = (dt.datetime.combine(TODAY, dt.time(23, 59)) - opened).days
        agent = rng.choice(agents)[0] if age > 10 or rng.random() < 0.6 else None
        status, solved, csat = "open", None, None
        if agent and ((age > 10 and rng.random() < 0.97) or rng.random() < 0.4):
            solved_at = opened + dt.timedelta(hours=rng.randrange(1, 24 * 6))
            if solved_at.date() <= TODAY:
                status, solved = "solved", solved_at.isoformat(sep=" ")
                csat = rng.choices([1, 2, 3, 4, 5, None], [1, 1, 2, 4, 5, 4])[0]
        elif agent and rng.random() < 0.4:
            status = "pending"
        tickets.append((i, c[0], agent, rng.choice(subjects), priority, status, channel,
                        opened.isoformat(sep=" "), solved, csat))
    con.executemany("INSERT INTO tickets VALUES (?,?,?,?,?,?,?,?,?,?)", tickets)
    con.commit()


def bank(rng):
    con = open_db("bank")
    con.executescript(
        """
        CREATE TABLE branches (branch_id INTEGER PRIMARY KEY, branch_name TEXT NOT NULL, city TEXT NOT NULL);
        CREATE TABLE clients (client_id INTEGER PRIMARY KEY, full_name TEXT NOT NULL, gender TEXT NOT NULL,
            birth_date DATE NOT NULL, city TEXT NOT NULL, segment TEXT NOT NULL,
            branch_id INTEGER NOT NULL REFERENCES branches(branch_id));
        CREATE TABLE accounts (
            account_id INTEGER PRIMARY KEY,
            client_id INTEGER NOT NULL REFERENCES clients(client_id),
            account_type TEXT NOT NULL, opened_on DATE NOT NULL, balance REAL NOT NULL);
        CREATE TABLE transactions (
            txn_id INTEGER PRIMARY KEY,
            account_id INTEGER NOT NULL REFERENCES accounts(account_id),
            txn_type TEXT NOT NULL, amount REAL NOT NULL, txn_at DATETIME NOT NULL);
        """
    )
    branches = [(1, "Shanghai Lujiazui", "Shanghai"), (2, "Shanghai Jing'an", "Shanghai"),
                (3, "Beijing Guomao", "Beijing"), (4, "Beijing Zhongguancun", "Beijing"),
                (5, "Shenzhen Futian", "Shenzhen"), (6, "Hangzhou Xihu", "Hangzhou"),
                (7, "Shanghai Hongqiao", "Shanghai"), (8, "Nanjing Xinjiekou", "Nanjing")]
    con.executemany("INSERT INTO branches VALUES (?,?,?)", branches)
    surnames = ["Wang", "Li", "Zhang", "Liu", "Chen", "Yang", "Zhao", "Huang", "Zhou", "Wu", "Xu", "Sun"]
    given = ["Wei", "Fang", "Min", "Jing", "Lei", "Yan", "Hao", "Xin", "Tao", "Ying", "Jun", "Lin", "Qiang", "Hui"]
    births = rng.sample(range(18 * 365, 80 * 365), 160)  # no two alike: one oldest client
    clients = []
    for i in range(1, 161):
        b = rng.choices(branches, [8, 3, 4, 2, 3, 2, 1, 2])[0]
        clients.append((i, f"{rng.choice(given)} {rng.choice(surnames)} {i}", rng.choice("MF"),
                        (TODAY - dt.timedelta(days=births[i - 1])).isoformat(),
                        b[2] if rng.random() < 0.9 else rng.choice(["Suzhou", "Ningbo", "Wuxi"]),
                        rng.choices(["retail", "private", "business"], [7, 1, 2])[0], b[0]))
    con.executemany("INSERT INTO clients VALUES (?,?,?,?,?,?,?)", clients)
    balances = rng.sample(range(0, 2_000_000), 400)  # no two alike
    accounts = []
    for c in clients[:-6]:  # six clients have no account yet
        for t in rng.sample(["checking", "savings", "credit"], rng.randrange(1, 4)):
            i = len(accounts) + 1
            bal = balances[i - 1] / 100.0
            if t == "credit":
                bal = -round(bal / 20, 2)
            accounts.append((i, c[0], t, day(rng, dt.date(TODAY.year - 8, 1, 1)).isoformat(), bal))
    con.executemany("INSERT INTO accounts VALUES (?,?,?,?,?)", accounts)
    txns = []
    amounts = rng.sample(range(100, 5_000_000), 9000)  # cents, no two alike: one largest transaction
    for i in range(1, 9001):
        a = rng.choice(accounts)
        start = max(dt.date.fromisoformat(a[3]), dt.date(TODAY.year - 1, 1, 1))
        kind = rng.choices(["deposit", "withdrawal", "transfer", "fee"], [5, 4, 3, 1])[0]
        amount = amounts[i - 1] / 100.0 if kind != "fee" else float(rng.choice([5, 10, 15, 25]))
        txns.append((i, a[0], kind, amount, at(rng, day(rng, start)).isoformat(sep=" ")))
    con.executemany("INSERT INTO transactions VALUES (?,?,?,?,?)", txns)
    con.commit()


def league(rng):
    con = open_db("league")
    con.executescript(
        """
        CREATE TABLE teams (team_id INTEGER PRIMARY KEY, team_name TEXT NOT NULL, city TEXT NOT NULL,
            founded INTEGER NOT NULL);
        CREATE TABLE players (player_id INTEGER PRIMARY KEY, player_name TEXT NOT NULL,
            team_id INTEGER NOT NULL REFERENCES teams(team_id), position TEXT NOT NULL,
            birth_date DATE NOT NULL, market_value REAL NOT NULL);
        CREATE TABLE matches (
            match_id INTEGER PRIMARY KEY,
            home_team_id INTEGER NOT NULL REFERENCES teams(team_id),
            away_team_id INTEGER NOT NULL REFERENCES teams(team_id),
            played_on DATE NOT NULL, home_goals INTEGER NOT NULL, away_goals INTEGER NOT NULL,
            attendance INTEGER NOT NULL);
        CREATE TABLE goals (
            goal_id INTEGER PRIMARY KEY,
            match_id INTEGER NOT NULL REFERENCES matches(match_id),
            player_id INTEGER NOT NULL REFERENCES players(player_id),
            minute INTEGER NOT NULL);
        """
    )
    teams = [(1, "Harbour City FC", "Porto Nuevo", 1898), (2, "Red Lions", "Kingsbridge", 1905),
             (3, "Northgate United", "Northgate", 1921), (4, "Kingsbridge Rovers", "Kingsbridge", 1933),
             (5, "Valley Athletic", "Greendale", 1912), (6, "Porto Nuevo Stars", "Porto Nuevo", 1950),
             (7, "Iron Town", "Ferrum", 1887), (8, "Seaside Wanderers", "Bayport", 1969),
             (9, "Kingsbridge Academy", "Kingsbridge", 2004), (10, "Mountain Eagles", "Highpeak", 1976)]
    con.executemany("INSERT INTO teams VALUES (?,?,?,?)", teams)
    first = ["Leo", "Marco", "Sam", "Tomas", "Yuki", "Ali", "Noah", "Ivan", "Kofi", "Luca", "Mateo", "Ruben",
             "Emil", "Oscar", "Diego", "Kai"]
    last = ["Silva", "Moreau", "Okafor", "Jensen", "Tanaka", "Rossi", "Novak", "Keller", "Mensah", "Duarte",
            "Larsen", "Costa", "Weber", "Haddad"]
    births = rng.sample(range(17 * 365, 37 * 365), 220)  # no two alike: one youngest player
    values = rng.sample(range(2, 1200), 220)  # in 100k: no two alike
    players = []
    for t in teams:
        for pos, n in [("goalkeeper", 2), ("defender", 7), ("midfielder", 7), ("forward", 5)]:
            for _ in range(n):
                i = len(players) + 1
                players.append((i, f"{rng.choice(first)} {rng.choice(last)}", t[0], pos,
                                (TODAY - dt.timedelta(days=births[i - 1])).isoformat(), values[i - 1] * 100000.0))
    con.executemany("INSERT INTO players VALUES (?,?,?,?,?,?)", players)
    strength = {t[0]: rng.uniform(0.6, 2.0) for t in teams}
    scorer_weight = {"goalkeeper": 0.0, "defender": 0.3, "midfielder": 1.0, "forward": 3.0}
    flair = {p[0]: rng.uniform(0.2, 2.0) * scorer_weight[p[3]] for p in players}
    matches, goals = [], []
    start = dt.date(TODAY.year - 1, 8, 1)
    for week in range(0, (TODAY - start).days // 7 + 1):
        if (start + dt.timedelta(days=7 * week)).month in (6, 7):
            continue  # summer break
        order = rng.sample(teams, len(teams))
        for h, a in zip(order[::2], order[1::2]):
            played = start + dt.timedelta(days=7 * week + rng.choice([5, 6]))
            if played > TODAY:
                continue
            mid = len(matches) + 1
            hg = min(6, int(rng.expovariate(1 / (strength[h[0]] * 0.9 + 0.3))))
            ag = min(6, int(rng.expovariate(1 / (strength[a[0]] * 0.7 + 0.2))))
            matches.append((mid, h[0], a[0], played.isoformat(), hg, ag, rng.randrange(4000, 42000)))
            for team, n in ((h[0], hg), (a[0], ag)):
                squad = [p for p in players if p[2] == team]
                for _ in range(n):
                    p = rng.choices(squad, [flair[x[0]] for x in squad])[0]
                    goals.append((len(goals) + 1, mid, p[0], rng.randrange(1, 91)))
    con.executemany("INSERT INTO matches VALUES (?,?,?,?,?,?,?)", matches)
    con.executemany("INSERT INTO goals VALUES (?,?,?,?)", goals)
    con.commit()


if __name__ == "__main__":
    rng = random.Random(24)
    helpdesk(rng)
    bank(rng)
    league(rng)
