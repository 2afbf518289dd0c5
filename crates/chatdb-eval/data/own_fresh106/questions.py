#!/usr/bin/env python3
"""Writes dev.json: the questions of our hundred-and-seventh own set with
their gold SQL (SQLite). Written on 2026-12-07 before the engine was run
on these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, LAST_YEAR, THIS_MONTH, write_dev  # noqa: E402

T_P = "time_entries t JOIN projects p ON t.project_id = p.project_id"
I_C = "invoices i JOIN clients c ON i.client_id = c.client_id"
S_P = "stays s JOIN pets p ON s.pet_id = p.pet_id"

Q = {
    "freelance": [
        ("how many clients do we have", "SELECT COUNT(*) FROM clients"),
        ("total hours this month", f"SELECT SUM(hours) FROM time_entries WHERE worked_on >= {THIS_MONTH}"),
        ("which project has the most hours",
         f"SELECT p.project_name FROM {T_P} GROUP BY p.project_id ORDER BY SUM(t.hours) DESC LIMIT 1"),
        ("unpaid invoices", "SELECT invoice_id FROM invoices WHERE paid_on IS NULL"),
        ("overdue invoices", "SELECT invoice_id FROM invoices WHERE paid_on IS NULL AND due_on < date('now')"),
        ("how many invoices were paid late", "SELECT COUNT(*) FROM invoices WHERE paid_on > due_on"),
        ("total invoiced last month", "SELECT SUM(amount) FROM invoices WHERE " + LAST_MONTH.format(c="issued_on")),
        ("which client did we bill the most",
         f"SELECT c.client_name FROM {I_C} GROUP BY c.client_id ORDER BY SUM(i.amount) DESC LIMIT 1"),
        ("clients in the UK", "SELECT client_name FROM clients WHERE country = 'UK'"),
        ("average invoice amount", "SELECT AVG(amount) FROM invoices"),
        ("clients with no projects",
         "SELECT client_name FROM clients WHERE client_id NOT IN (SELECT client_id FROM projects)"),
        ("hours per project", f"SELECT p.project_name, SUM(t.hours) FROM {T_P} GROUP BY p.project_id"),
        ("revenue by month",
         "SELECT strftime('%Y-%m', issued_on), SUM(amount) FROM invoices GROUP BY strftime('%Y-%m', issued_on)"),
        ("project with the biggest budget", "SELECT project_name FROM projects ORDER BY budget DESC LIMIT 1"),
        ("average days to get paid", "SELECT AVG(julianday(paid_on) - julianday(issued_on)) FROM invoices"),
    ],
    "pet_boarding": [
        ("现在还有多少宠物没接走", "SELECT COUNT(DISTINCT pet_id) FROM stays WHERE checked_out IS NULL"),
        ("一共有几只猫", "SELECT COUNT(*) FROM pets WHERE species = '猫'"),
        ("最重的宠物", "SELECT pet_name FROM pets ORDER BY weight_kg DESC LIMIT 1"),
        ("来寄养次数最多的宠物",
         f"SELECT p.pet_name FROM {S_P} GROUP BY p.pet_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("每种宠物的寄养次数", f"SELECT p.species, COUNT(*) FROM {S_P} GROUP BY p.species"),
        ("平均每晚多少钱", "SELECT AVG(nightly_rate) FROM stays"),
        ("这个月来了多少单寄养", f"SELECT COUNT(*) FROM stays WHERE checked_in >= {THIS_MONTH}"),
        ("超期未接走的寄养", "SELECT stay_id FROM stays WHERE planned_out < date('now') AND checked_out IS NULL"),
        ("比预计晚接走的寄养有多少", "SELECT COUNT(*) FROM stays WHERE checked_out > planned_out"),
        ("从没来寄养过的宠物", "SELECT pet_name FROM pets WHERE pet_id NOT IN (SELECT pet_id FROM stays)"),
        ("每个主人有几只宠物",
         "SELECT o.owner_name, COUNT(*) FROM pets p JOIN owners o ON p.owner_id = o.owner_id GROUP BY o.owner_id"),
        ("平均每次寄养几天", "SELECT AVG(julianday(checked_out) - julianday(checked_in)) FROM stays"),
        ("去年寄养了多少次", "SELECT COUNT(*) FROM stays WHERE " + LAST_YEAR.format(c="checked_in")),
        ("狗的平均体重", "SELECT AVG(weight_kg) FROM pets WHERE species = '狗'"),
        ("每个月的寄养单数",
         "SELECT strftime('%Y-%m', checked_in), COUNT(*) FROM stays GROUP BY strftime('%Y-%m', checked_in)"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
