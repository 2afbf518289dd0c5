#!/usr/bin/env python3
"""Writes dev.json: the questions of our ninety-ninth own set with their
gold SQL (SQLite). Written on 2026-12-07 before the engine was run on
these databases; see README.md."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from own_sets import LAST_MONTH, THIS_MONTH, THIS_YEAR, write_dev  # noqa: E402

RU_R = "runs u JOIN runners r ON u.runner_id = r.runner_id"
R_C = "runners r JOIN clubs c ON r.club_id = c.club_id"
C_A = "chats c JOIN agents a ON c.agent_id = a.agent_id"

Q = {
    "running": [
        ("total distance run this month", f"SELECT SUM(distance_km) FROM runs WHERE run_date >= {THIS_MONTH}"),
        ("how many runs last month", "SELECT COUNT(*) FROM runs WHERE " + LAST_MONTH.format(c="run_date")),
        ("who ran the furthest in total", f"SELECT r.runner_name FROM {RU_R} GROUP BY r.runner_id ORDER BY SUM(u.distance_km) DESC LIMIT 1"),
        ("average distance per run", "SELECT AVG(distance_km) FROM runs"),
        ("which club has the most runners", f"SELECT c.club_name FROM {R_C} GROUP BY c.club_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("runners in Bristol clubs", f"SELECT r.runner_name FROM {R_C} WHERE c.city = 'Bristol'"),
        ("longest run", "SELECT run_id FROM runs ORDER BY distance_km DESC LIMIT 1"),
        ("runs over 20 km", "SELECT run_id FROM runs WHERE distance_km > 20"),
        ("runners who never logged a run", "SELECT runner_name FROM runners WHERE runner_id NOT IN (SELECT runner_id FROM runs)"),
        ("kilometres per month this year", f"SELECT strftime('%Y-%m', run_date), SUM(distance_km) FROM runs WHERE run_date >= {THIS_YEAR} GROUP BY strftime('%Y-%m', run_date)"),
        ("how many female runners", "SELECT COUNT(*) FROM runners WHERE gender = 'F'"),
        ("top 3 runners by distance", f"SELECT r.runner_name FROM {RU_R} GROUP BY r.runner_id ORDER BY SUM(u.distance_km) DESC LIMIT 3"),
        ("runners who joined this year", f"SELECT runner_name FROM runners WHERE joined_on >= {THIS_YEAR}"),
        ("total minutes run per club", f"SELECT c.club_name, SUM(u.minutes) FROM {RU_R} JOIN clubs c ON r.club_id = c.club_id GROUP BY c.club_id"),
        ("average run length in minutes", "SELECT AVG(minutes) FROM runs"),
    ],
    "service_chats": [
        ("上个月的会话量", "SELECT COUNT(*) FROM chats WHERE " + LAST_MONTH.format(c="started_on")),
        ("每个客服处理了多少会话", f"SELECT a.agent_name, COUNT(*) FROM {C_A} GROUP BY a.agent_id"),
        ("哪个渠道的会话最多", "SELECT channel FROM chats GROUP BY channel ORDER BY COUNT(*) DESC LIMIT 1"),
        ("平均会话时长", "SELECT AVG(duration_sec) FROM chats"),
        ("满意率是多少", "SELECT 100.0 * SUM(satisfied = 1) / COUNT(*) FROM chats"),
        ("每个组的满意率", f"SELECT a.team, AVG(c.satisfied) FROM {C_A} GROUP BY a.team"),
        ("接待量最多的客服", f"SELECT a.agent_name FROM {C_A} GROUP BY a.agent_id ORDER BY COUNT(*) DESC LIMIT 1"),
        ("售后组有几个客服", "SELECT COUNT(*) FROM agents WHERE team = '售后'"),
        ("微信渠道的会话有多少", "SELECT COUNT(*) FROM chats WHERE channel = '微信'"),
        ("不满意的会话有多少", "SELECT COUNT(*) FROM chats WHERE satisfied = 0"),
        ("每个月的会话数", "SELECT strftime('%Y-%m', started_on), COUNT(*) FROM chats GROUP BY strftime('%Y-%m', started_on)"),
        ("时长超过20分钟的会话有多少", "SELECT COUNT(*) FROM chats WHERE duration_sec > 1200"),
        ("小林的平均会话时长", f"SELECT AVG(c.duration_sec) FROM {C_A} WHERE a.agent_name = '小林'"),
        ("各渠道的会话占比", "SELECT channel, 100.0 * COUNT(*) / (SELECT COUNT(*) FROM chats) FROM chats GROUP BY channel"),
        ("今年每个客服的会话数", f"SELECT a.agent_name, COUNT(*) FROM {C_A} WHERE c.started_on >= {THIS_YEAR} GROUP BY a.agent_id"),
    ],
}

if __name__ == "__main__":
    write_dev(os.path.dirname(os.path.abspath(__file__)), Q)
