#!/usr/bin/env python3
"""Scores a `chatdb eval --dataset DIR --min-confidence 0 --out FILE` file
of one of our own sets (own_dbs, own_fresh: DIR, default this folder) at a
confidence threshold, two ways:

- strict: the benchmark scorer's rule (the result equals the gold's as a
  multiset of rows, columns in any order);
- lenient: the analyst set's rule (every gold column is one of the
  answer's columns, row for row, and as many rows) — an answer may add a
  key or the measure of a ranking, and may give a share the gold gives as
  a fraction (0.22) in percent (22.0).

    python3 score.py OUT.jsonl [THRESHOLD [DIR]]   # default 0.8, this folder
"""
import itertools
import json
import os
import sqlite3
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DATASET = os.path.abspath(sys.argv[3]) if len(sys.argv) > 3 else HERE


def norm(v):
    if isinstance(v, float):
        return round(v, 6)
    return v


def rows(db, sql, percent=False):
    """The rows of `sql`, numbers rounded; with `percent`, fractions (floats
    from 0 to 1) said in percent."""
    con = sqlite3.connect(os.path.join(DATASET, "database", db, db + ".sqlite"))
    scale = (lambda v: v * 100 if isinstance(v, float) and 0 <= v <= 1 else v) if percent else (lambda v: v)
    return [tuple(norm(scale(v)) for v in r) for r in con.execute(sql).fetchall()]


def strict(gold, got):
    if len(gold) != len(got):
        return False
    if not gold:
        return True
    if len(gold[0]) != len(got[0]):
        return False
    return lenient(gold, got)


def lenient(gold, got, gold_percent=()):
    if len(gold) != len(got):
        return False
    if not gold:
        return True
    width, have = len(gold[0]), len(got[0]) if got else 0
    wants = {tuple(sorted(map(repr, gold))), tuple(sorted(map(repr, gold_percent)))}
    for cols in itertools.permutations(range(have), width):
        if tuple(sorted(repr(tuple(r[c] for c in cols)) for r in got)) in wants:
            return True
    return False


def main():
    path, threshold = sys.argv[1], float(sys.argv[2]) if len(sys.argv) > 2 else 0.8
    gold = {(e["db_id"], e["question"]): e["query"]
            for e in json.load(open(os.path.join(DATASET, "dev.json"), encoding="utf-8"))}
    tally = {}
    for line in open(path, encoding="utf-8"):
        r = json.loads(line)
        t = tally.setdefault(r["db_id"], [0, 0, 0, 0])
        t[0] += 1
        if not r.get("sql") or (r.get("confidence") or 0) < threshold:
            print(f"  abstain {r['confidence'] or 0:.2f} {r['question']}")
            continue
        t[1] += 1
        g = rows(r["db_id"], gold[(r["db_id"], r["question"])])
        g_percent = rows(r["db_id"], gold[(r["db_id"], r["question"])], percent=True)
        try:
            a = rows(r["db_id"], r["sql"])
        except Exception as e:  # noqa: BLE001 - a failing answer is wrong
            a = None
            print(f"  error   {r['question']}: {e}")
        s, l = a is not None and strict(g, a), a is not None and lenient(g, a, g_percent)
        t[2] += s
        t[3] += l
        mark = "right  " if l else "WRONG  "
        print(f"  {mark} {r['confidence']:.2f} {r['question']}\n          {r['sql']}")
    total = [sum(t[i] for t in tally.values()) for i in range(4)]
    for db, t in list(tally.items()) + [("all", total)]:
        print(f"{db:14} {t[0]:3} questions, {t[1]:3} answered, strict {t[2]:3} right, "
              f"lenient {t[3]:3} right (precision {t[3] / t[1] * 100 if t[1] else 0:.1f} %)")


if __name__ == "__main__":
    main()
