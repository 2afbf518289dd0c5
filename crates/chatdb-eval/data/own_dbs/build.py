#!/usr/bin/env python3
"""Builds the three databases of our own held-out set (own_dbs) as SQLite
files in the Spider layout: database/<db_id>/<db_id>.sqlite.

They are schemas of the kind users point ChatDB at, written for this set
and used by no rule: a SaaS company's billing (English names, English
values), a clinic's outpatient records (English names, Chinese values), a small
trader's stock books named in pinyin (cangku, shangpin, xiaoshou_dan …,
Chinese values) and the same books named in English (stock_books). The data is random but seeded, and anchored at today
(the last 35 months up to today), so relative periods in the questions
(this year, last month) always have rows; run it again on another day and
the golds still hold.

    python3 build.py            # writes database/ beside this file
"""
import datetime as dt
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from own_sets import TODAY, database_opener  # noqa: E402
from own_sets import day as day_between  # noqa: E402

START = dt.date(TODAY.year - 2, 1, 1)
open_db = database_opener(HERE)


def day(rng, start=START, end=TODAY):
    return day_between(rng, start, end)


def saas(rng):
    con = open_db("saas_billing")
    con.executescript(
        """
        CREATE TABLE employees (
            employee_id INTEGER PRIMARY KEY, full_name TEXT NOT NULL,
            department TEXT NOT NULL, title TEXT, hire_date DATE,
            salary REAL, manager_id INTEGER REFERENCES employees(employee_id));
        CREATE TABLE plans (
            plan_id INTEGER PRIMARY KEY, plan_name TEXT NOT NULL,
            tier TEXT NOT NULL, monthly_price REAL NOT NULL);
        CREATE TABLE accounts (
            account_id INTEGER PRIMARY KEY, company_name TEXT NOT NULL,
            industry TEXT, country TEXT, city TEXT, created_at DATE,
            sales_rep_id INTEGER REFERENCES employees(employee_id));
        CREATE TABLE subscriptions (
            subscription_id INTEGER PRIMARY KEY,
            account_id INTEGER NOT NULL REFERENCES accounts(account_id),
            plan_id INTEGER NOT NULL REFERENCES plans(plan_id),
            started_on DATE NOT NULL, cancelled_on DATE, seats INTEGER,
            status TEXT NOT NULL);
        CREATE TABLE invoices (
            invoice_id INTEGER PRIMARY KEY,
            subscription_id INTEGER NOT NULL REFERENCES subscriptions(subscription_id),
            invoice_date DATE NOT NULL, amount REAL NOT NULL, status TEXT NOT NULL);
        CREATE TABLE tickets (
            ticket_id INTEGER PRIMARY KEY,
            account_id INTEGER NOT NULL REFERENCES accounts(account_id),
            opened_at DATE NOT NULL, resolved_at DATE, priority TEXT NOT NULL,
            channel TEXT NOT NULL, csat INTEGER);
        """
    )
    first = ["Alice", "Bob", "Carol", "David", "Emma", "Frank", "Grace", "Henry",
             "Iris", "Jack", "Kevin", "Linda", "Mike", "Nina", "Oscar", "Paula"]
    last = ["Smith", "Chen", "Wang", "Garcia", "Müller", "Tanaka", "Brown", "Li"]
    depts = [("Sales", "Account Executive"), ("Sales", "Sales Manager"),
             ("Support", "Support Engineer"), ("Engineering", "Software Engineer"),
             ("Marketing", "Marketing Specialist"), ("Finance", "Accountant")]
    employees = []
    for i in range(1, 31):
        dept, title = depts[0] if i <= 8 else rng.choice(depts)
        if i in (1, 2):
            dept, title = "Sales", "Sales Manager"
        manager = None if i <= 2 else rng.choice([1, 2]) if dept == "Sales" else rng.randrange(1, i)
        employees.append((i, f"{rng.choice(first)} {rng.choice(last)}", dept, title,
                          day(rng, dt.date(2015, 1, 1), TODAY - dt.timedelta(days=60)).isoformat(),
                          round(rng.uniform(6000, 30000), -2), manager))
    con.executemany("INSERT INTO employees VALUES (?,?,?,?,?,?,?)", employees)
    reps = [e[0] for e in employees if e[2] == "Sales"]
    plans = [(1, "Starter", "basic", 29.0), (2, "Team", "pro", 99.0),
             (3, "Business", "pro", 299.0), (4, "Enterprise", "enterprise", 999.0)]
    con.executemany("INSERT INTO plans VALUES (?,?,?,?)", plans)
    industries = ["Retail", "Finance", "Healthcare", "Education", "Manufacturing", "Software"]
    places = {"China": ["Shanghai", "Beijing", "Shenzhen"],
              "United States": ["New York", "San Francisco", "Austin"],
              "Germany": ["Berlin", "Munich"], "Japan": ["Tokyo", "Osaka"],
              "Singapore": ["Singapore"]}
    words = ["Blue", "North", "Bright", "Silver", "Nova", "Delta", "Apex", "Lotus",
             "Cedar", "Harbor", "Summit", "Orbit", "Pixel", "Quantum", "River"]
    kinds = ["Labs", "Systems", "Group", "Tech", "Works", "Partners", "Health", "Foods"]
    accounts, seen = [], set()
    for i in range(1, 241):
        while True:
            name = f"{rng.choice(words)} {rng.choice(kinds)}"
            if name not in seen:
                break
            name = f"{name} {rng.randrange(2, 9)}"
            if name not in seen:
                break
        seen.add(name)
        country = rng.choice(list(places))
        accounts.append((i, name, rng.choice(industries), country, rng.choice(places[country]),
                         day(rng).isoformat(), rng.choice(reps)))
    con.executemany("INSERT INTO accounts VALUES (?,?,?,?,?,?,?)", accounts)
    subs, invoices, inv_id = [], [], 1
    for i, acc in enumerate(accounts, start=1):
        created = dt.date.fromisoformat(acc[5])
        plan = rng.choices(plans, weights=[5, 4, 2, 1])[0]
        status = rng.choices(["active", "cancelled", "trial"], weights=[6, 3, 1])[0]
        started = created + dt.timedelta(days=rng.randrange(0, 20))
        if started > TODAY:
            started = TODAY
        cancelled = None
        if status == "cancelled":
            cancelled = started + dt.timedelta(days=rng.randrange(30, 400))
            if cancelled > TODAY:
                cancelled = TODAY
        seats = rng.choice([1, 3, 5, 10, 25, 50]) if plan[0] > 1 else 1
        subs.append((i, acc[0], plan[0], started.isoformat(),
                     cancelled.isoformat() if cancelled else None, seats, status))
        if status == "trial":
            continue
        month = dt.date(started.year, started.month, 1)
        end = cancelled or TODAY
        while month <= end:
            paid = rng.random()
            inv_status = "paid" if paid < 0.9 else ("overdue" if paid < 0.97 else "void")
            invoices.append((inv_id, i, month.isoformat(), plan[3] * seats, inv_status))
            inv_id += 1
            month = dt.date(month.year + (month.month == 12), month.month % 12 + 1, 1)
    con.executemany("INSERT INTO subscriptions VALUES (?,?,?,?,?,?,?)", subs)
    con.executemany("INSERT INTO invoices VALUES (?,?,?,?,?)", invoices)
    tickets = []
    for i in range(1, 901):
        acc = rng.choice(accounts)
        opened = day(rng, dt.date.fromisoformat(acc[5]))
        resolved = None
        if rng.random() < 0.85:
            resolved = opened + dt.timedelta(days=rng.randrange(0, 15))
            if resolved > TODAY:
                resolved = None
        csat = rng.choice([1, 2, 3, 4, 4, 5, 5, 5]) if resolved and rng.random() < 0.7 else None
        tickets.append((i, acc[0], opened.isoformat(), resolved.isoformat() if resolved else None,
                        rng.choices(["low", "medium", "high", "urgent"], weights=[4, 4, 2, 1])[0],
                        rng.choice(["email", "chat", "phone"]), csat))
    con.executemany("INSERT INTO tickets VALUES (?,?,?,?,?,?,?)", tickets)
    con.commit()
    con.close()


def clinic(rng):
    con = open_db("clinic")
    con.executescript(
        """
        CREATE TABLE departments (
            dept_id INTEGER PRIMARY KEY, dept_name TEXT NOT NULL, floor INTEGER);
        CREATE TABLE doctors (
            doctor_id INTEGER PRIMARY KEY, name TEXT NOT NULL,
            dept_id INTEGER NOT NULL REFERENCES departments(dept_id),
            title TEXT, gender TEXT, years_experience INTEGER);
        CREATE TABLE patients (
            patient_id INTEGER PRIMARY KEY, name TEXT NOT NULL, gender TEXT,
            birth_date DATE, city TEXT, insurance_type TEXT);
        CREATE TABLE appointments (
            appointment_id INTEGER PRIMARY KEY,
            patient_id INTEGER NOT NULL REFERENCES patients(patient_id),
            doctor_id INTEGER NOT NULL REFERENCES doctors(doctor_id),
            visit_date DATE NOT NULL, status TEXT NOT NULL, fee REAL);
        CREATE TABLE prescriptions (
            prescription_id INTEGER PRIMARY KEY,
            appointment_id INTEGER NOT NULL REFERENCES appointments(appointment_id),
            drug_name TEXT NOT NULL, quantity INTEGER NOT NULL, unit_price REAL NOT NULL);
        """
    )
    depts = [(1, "内科", 2), (2, "外科", 3), (3, "儿科", 1), (4, "妇产科", 4),
             (5, "眼科", 5), (6, "口腔科", 5), (7, "皮肤科", 4)]
    con.executemany("INSERT INTO departments VALUES (?,?,?)", depts)
    surnames = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗"
    given = "伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华"
    titles = ["主任医师", "副主任医师", "主治医师", "住院医师"]
    doctors = []
    for i in range(1, 36):
        doctors.append((i, rng.choice(surnames) + rng.choice(given) + rng.choice(given),
                        depts[(i - 1) % len(depts)][0], rng.choice(titles),
                        rng.choice(["男", "女"]), rng.randrange(2, 35)))
    con.executemany("INSERT INTO doctors VALUES (?,?,?,?,?,?)", doctors)
    cities = ["北京", "上海", "杭州", "苏州", "南京", "广州"]
    insurance = ["城镇职工医保", "城乡居民医保", "商业保险", "自费"]
    patients = []
    for i in range(1, 1201):
        birth = day(rng, dt.date(1940, 1, 1), dt.date(2024, 12, 31))
        patients.append((i, rng.choice(surnames) + rng.choice(given) + (rng.choice(given) if rng.random() < 0.6 else ""),
                         rng.choice(["男", "女"]), birth.isoformat(), rng.choice(cities),
                         rng.choices(insurance, weights=[5, 4, 1, 1])[0]))
    con.executemany("INSERT INTO patients VALUES (?,?,?,?,?,?)", patients)
    drugs = [("阿莫西林胶囊", 12.5), ("布洛芬缓释胶囊", 18.0), ("头孢克肟片", 32.0),
             ("维生素C片", 6.0), ("氯雷他定片", 22.0), ("奥美拉唑肠溶胶囊", 28.0),
             ("复方甘草片", 9.5), ("左氧氟沙星滴眼液", 16.0)]
    appts, rxs, rx_id = [], [], 1
    for i in range(1, 6001):
        doc = rng.choice(doctors)
        status = rng.choices(["completed", "no_show", "cancelled"], weights=[85, 8, 7])[0]
        fee = {"主任医师": 50.0, "副主任医师": 30.0, "主治医师": 20.0, "住院医师": 10.0}[doc[3]]
        appts.append((i, rng.randrange(1, 1201), doc[0], day(rng).isoformat(), status, fee))
        if status == "completed" and rng.random() < 0.6:
            for drug in rng.sample(drugs, rng.choice([1, 1, 2, 3])):
                rxs.append((rx_id, i, drug[0], rng.choice([1, 1, 2, 3]), drug[1]))
                rx_id += 1
    con.executemany("INSERT INTO appointments VALUES (?,?,?,?,?,?)", appts)
    con.executemany("INSERT INTO prescriptions VALUES (?,?,?,?,?)", rxs)
    con.commit()
    con.close()


# The stock books' names in English, for the same books kept by a company
# that names its schema in English (the `stock_books` database).
ENGLISH = {
    "cangku_mingcheng": "warehouse_name", "gongyingshang_id": "supplier_id",
    "shangpin_mingcheng": "product_name", "caigou_riqi": "purchase_date",
    "xiaoshou_riqi": "sale_date", "kehu_mingcheng": "customer_name",
    "caigou_dan": "purchases", "xiaoshou_dan": "sales", "gongyingshang": "suppliers",
    "cangku_id": "warehouse_id", "shangpin_id": "product_id", "caigou_id": "purchase_id",
    "xiaoshou_id": "sale_id", "cangku": "warehouses", "shangpin": "products",
    "mingcheng": "name", "chengshi": "city", "mianji": "area", "lianxiren": "contact",
    "dianhua": "phone", "leibie": "category", "pinpai": "brand", "danjia": "unit_price",
    "jinjia": "cost_price", "shuliang": "quantity", "jine": "amount",
}


def in_english(text):
    """`text` with the pinyin names replaced by the English ones."""
    import re
    return re.sub(r"[a-z_]+", lambda m: ENGLISH.get(m.group(0), m.group(0)), text)


def jinxiaocun(rng, name="jinxiaocun", rename=lambda s: s):
    """Stock books named in pinyin, as small Chinese companies write them."""
    con = open_db(name)
    con.executescript(rename(
        """
        CREATE TABLE cangku (
            cangku_id INTEGER PRIMARY KEY, cangku_mingcheng TEXT NOT NULL,
            chengshi TEXT, mianji REAL);
        CREATE TABLE gongyingshang (
            gongyingshang_id INTEGER PRIMARY KEY, mingcheng TEXT NOT NULL,
            chengshi TEXT, lianxiren TEXT, dianhua TEXT);
        CREATE TABLE shangpin (
            shangpin_id INTEGER PRIMARY KEY, shangpin_mingcheng TEXT NOT NULL,
            leibie TEXT, pinpai TEXT, danjia REAL, jinjia REAL);
        CREATE TABLE caigou_dan (
            caigou_id INTEGER PRIMARY KEY,
            gongyingshang_id INTEGER NOT NULL REFERENCES gongyingshang(gongyingshang_id),
            shangpin_id INTEGER NOT NULL REFERENCES shangpin(shangpin_id),
            cangku_id INTEGER NOT NULL REFERENCES cangku(cangku_id),
            caigou_riqi DATE NOT NULL, shuliang INTEGER NOT NULL, jine REAL NOT NULL);
        CREATE TABLE xiaoshou_dan (
            xiaoshou_id INTEGER PRIMARY KEY,
            shangpin_id INTEGER NOT NULL REFERENCES shangpin(shangpin_id),
            cangku_id INTEGER NOT NULL REFERENCES cangku(cangku_id),
            xiaoshou_riqi DATE NOT NULL, shuliang INTEGER NOT NULL, jine REAL NOT NULL,
            kehu_mingcheng TEXT);
        """
    ))
    cangku = [(1, "华东一号仓", "上海", 5200.0), (2, "华东二号仓", "杭州", 3100.0),
              (3, "华南仓", "广州", 4500.0), (4, "华北仓", "天津", 3800.0),
              (5, "西南仓", "成都", 2600.0)]
    con.executemany(rename("INSERT INTO cangku") + " VALUES (?,?,?,?)", cangku)
    gys = [(1, "宏达贸易有限公司", "上海", "张经理", "021-5550101"),
           (2, "顺发电器", "佛山", "李总", "0757-5550102"),
           (3, "美佳日化", "广州", "王小姐", "020-5550103"),
           (4, "鑫源食品", "郑州", "赵先生", "0371-5550104"),
           (5, "金诚文具", "宁波", "陈经理", "0574-5550105"),
           (6, "北方粮油", "哈尔滨", "刘总", "0451-5550106")]
    con.executemany(rename("INSERT INTO gongyingshang") + " VALUES (?,?,?,?,?)", gys)
    goods = [("电饭煲", "小家电", "美的"), ("电水壶", "小家电", "苏泊尔"), ("吹风机", "小家电", "飞科"),
             ("洗发水", "日化", "海飞丝"), ("沐浴露", "日化", "六神"), ("牙膏", "日化", "云南白药"),
             ("方便面", "食品", "康师傅"), ("饼干", "食品", "奥利奥"), ("矿泉水", "食品", "农夫山泉"),
             ("中性笔", "文具", "晨光"), ("笔记本", "文具", "得力"), ("大米", "粮油", "福临门"),
             ("食用油", "粮油", "金龙鱼"), ("电风扇", "小家电", "美的"), ("洗衣液", "日化", "蓝月亮")]
    supplier_of = {"小家电": 2, "日化": 3, "食品": 4, "文具": 5, "粮油": 6}
    shangpin = []
    for i, (name, cat, brand) in enumerate(goods, start=1):
        cost = round(rng.uniform(3, 200), 1)
        shangpin.append((i, name, cat, brand, round(cost * rng.uniform(1.2, 1.8), 1), cost))
    con.executemany(rename("INSERT INTO shangpin") + " VALUES (?,?,?,?,?,?)", shangpin)
    caigou = []
    for i in range(1, 801):
        sp = rng.choice(shangpin)
        supplier = supplier_of[sp[2]] if rng.random() < 0.8 else 1
        qty = rng.randrange(20, 500)
        caigou.append((i, supplier, sp[0], rng.randrange(1, 6), day(rng).isoformat(), qty,
                       round(qty * sp[5], 2)))
    con.executemany(rename("INSERT INTO caigou_dan") + " VALUES (?,?,?,?,?,?,?)", caigou)
    kehu = ["永辉超市", "联华超市", "物美", "华润万家", "沃尔玛", "家乐福", "7-Eleven", "罗森"]
    xiaoshou = []
    for i in range(1, 3001):
        sp = rng.choice(shangpin)
        qty = rng.randrange(1, 80)
        xiaoshou.append((i, sp[0], rng.randrange(1, 6), day(rng).isoformat(), qty,
                         round(qty * sp[4], 2), rng.choice(kehu)))
    con.executemany(rename("INSERT INTO xiaoshou_dan") + " VALUES (?,?,?,?,?,?,?)", xiaoshou)
    con.commit()
    con.close()


if __name__ == "__main__":
    saas(random.Random(17))
    clinic(random.Random(23))
    jinxiaocun(random.Random(31))
    jinxiaocun(random.Random(31), "stock_books", in_english)
