#!/usr/bin/env python3
"""Writes dev.json: the questions of our thirteenth own set with their gold
SQL (SQLite). Written on 2026-12-03 before the engine was run on these
databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, LAST_YEAR, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

M_P = "members m JOIN plans p ON m.plan_id = p.plan_id"
PAY_P = "payments y JOIN members m ON y.member_id = m.member_id JOIN plans p ON m.plan_id = p.plan_id"
C_T = "classes c JOIN trainers t ON c.trainer_id = t.trainer_id"
B_C = "bookings b JOIN classes c ON b.class_id = c.class_id"
CI_M = "check_ins i JOIN members m ON i.member_id = m.member_id"
T_P = "tasks t JOIN projects p ON t.project_id = p.project_id"
S_P = "timesheets s JOIN people e ON s.person_id = e.person_id"
S_T_P = "timesheets s JOIN tasks t ON s.task_id = t.task_id JOIN projects p ON t.project_id = p.project_id"
MONTH = "strftime('%Y-%m', {c})"

Q = {
    "gym": [
        ("how many active members do we have", "SELECT COUNT(*) FROM members WHERE status = 'active'"),
        ("members per plan", f"SELECT p.plan_name, COUNT(*) FROM {M_P} GROUP BY p.plan_id"),
        ("check-ins last month", "SELECT COUNT(*) FROM check_ins WHERE " + LAST_MONTH.format(c="checked_in_at")),
        ("每个月新加入的会员数", "SELECT " + MONTH.format(c="joined_on") + ", COUNT(*) FROM members GROUP BY " + MONTH.format(c="joined_on")),
        ("which trainer teaches the most classes", f"SELECT t.trainer_name FROM {C_T} GROUP BY t.trainer_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("revenue this year", f"SELECT SUM(amount) FROM payments WHERE paid_on >= {THIS_YEAR}"),
        ("members who never checked in", "SELECT member_name FROM members WHERE member_id NOT IN (SELECT member_id FROM check_ins)"),
        ("top 5 members by number of check-ins", f"SELECT m.member_name FROM {CI_M} GROUP BY m.member_id ORDER BY COUNT(*) DESC LIMIT 5"),
        ("各个城市的会员数量", "SELECT city, COUNT(*) FROM members GROUP BY city"),
        ("how many members cancelled", "SELECT COUNT(*) FROM members WHERE status = 'cancelled'"),
        ("bookings by class type", f"SELECT c.class_type, COUNT(*) FROM {B_C} GROUP BY c.class_type"),
        ("上个月的收入", "SELECT SUM(amount) FROM payments WHERE " + LAST_MONTH.format(c="paid_on")),
        ("revenue by plan", f"SELECT p.plan_name, SUM(y.amount) FROM {PAY_P} GROUP BY p.plan_id"),
        ("what's the cheapest plan", "SELECT plan_name FROM plans ORDER BY monthly_price ASC LIMIT 1"),
        ("哪个教练的课最多", f"SELECT t.trainer_name FROM {C_T} GROUP BY t.trainer_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("members who joined before 2020", "SELECT member_name FROM members WHERE joined_on < '2020-01-01'"),
        ("今年的签到次数", f"SELECT COUNT(*) FROM check_ins WHERE checked_in_at >= {THIS_YEAR}"),
        ("average class capacity", "SELECT AVG(capacity) FROM classes"),
        ("monthly revenue", "SELECT " + MONTH.format(c="paid_on") + ", SUM(amount) FROM payments GROUP BY " + MONTH.format(c="paid_on")),
        ("yoga trainers", "SELECT trainer_name FROM trainers WHERE specialty = 'yoga'"),
    ],
    "projects": [
        ("一共有多少个项目", "SELECT COUNT(*) FROM projects"),
        ("每个项目有多少个任务", f"SELECT p.project_name, COUNT(*) FROM {T_P} GROUP BY p.project_id"),
        ("每个人上个月的工时", f"SELECT e.full_name, SUM(s.hours) FROM {S_P} WHERE " + LAST_MONTH.format(c="s.work_date") + " GROUP BY e.person_id"),
        ("预算最高的项目", "SELECT project_name FROM projects ORDER BY budget DESC LIMIT 1"),
        ("各客户的项目数", "SELECT client, COUNT(*) FROM projects GROUP BY client"),
        ("今年总共记录了多少工时", f"SELECT SUM(hours) FROM timesheets WHERE work_date >= {THIS_YEAR}"),
        ("每个项目的总工时", f"SELECT p.project_name, SUM(s.hours) FROM {S_T_P} GROUP BY p.project_id"),
        ("没有分配任务的员工", "SELECT full_name FROM people WHERE person_id NOT IN (SELECT assignee_id FROM tasks WHERE assignee_id IS NOT NULL)"),
        ("平均时薪是多少", "SELECT AVG(hourly_rate) FROM people"),
        ("高优先级的任务有多少个", "SELECT COUNT(*) FROM tasks WHERE priority = 'high'"),
        ("每个月的工时", "SELECT " + MONTH.format(c="work_date") + ", SUM(hours) FROM timesheets GROUP BY " + MONTH.format(c="work_date")),
        ("每个角色有多少人", "SELECT role, COUNT(*) FROM people GROUP BY role"),
        ("预算超过200万的项目", "SELECT project_name FROM projects WHERE budget > 2000000"),
        ("工时最多的项目", f"SELECT p.project_name FROM {S_T_P} GROUP BY p.project_id ORDER BY SUM(s.hours) DESC LIMIT 1"),
        ("2023年开始的项目", "SELECT project_name FROM projects WHERE start_date >= '2023-01-01' AND start_date < '2024-01-01'"),
        ("本月完成的任务数", f"SELECT COUNT(*) FROM tasks WHERE completed_at >= {THIS_MONTH}"),
        ("各状态的任务数量", "SELECT status, COUNT(*) FROM tasks GROUP BY status"),
        ("时薪最高的员工", "SELECT full_name FROM people ORDER BY hourly_rate DESC LIMIT 1"),
        ("每个客户的总预算", "SELECT client, SUM(budget) FROM projects GROUP BY client"),
        ("去年的总工时", "SELECT SUM(hours) FROM timesheets WHERE " + LAST_YEAR.format(c="work_date")),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
