"""What the build and question scripts of our own sets (own_fresh …) share:
the day they are anchored at, a seeded day in a range, a fresh SQLite
database under a set's database/ folder, the check that a ranking's edge
is not tied, SQLite's relative periods for the gold queries, and the
writer of a set's dev.json. Each set's scripts import
it from the folder above them."""
import datetime as dt
import functools
import json
import os
import sqlite3

TODAY = dt.date.today()

# SQLite's relative periods, as the gold queries say them.
THIS_YEAR = "date('now','start of year')"
THIS_MONTH = "date('now','start of month')"
LAST_MONTH = "{c} >= date('now','start of month','-1 month') AND {c} < date('now','start of month')"
LAST_YEAR = "{c} >= date('now','start of year','-1 year') AND {c} < date('now','start of year')"


def day(rng, start, end=TODAY):
    """A day from `start` to `end`, both included, drawn from `rng`."""
    return start + dt.timedelta(days=rng.randrange((end - start).days + 1))


def database_opener(here):
    """open_db(name) for the set in folder `here`: a new, empty
    database/NAME/NAME.sqlite there, with foreign keys on."""
    return functools.partial(_open_db, here)


def _open_db(here, name):
    folder = os.path.join(here, "database", name)
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, name + ".sqlite")
    if os.path.exists(path):
        os.remove(path)
    con = sqlite3.connect(path)
    con.execute("PRAGMA foreign_keys = ON")
    return con


def top_is_clear(counts, what, edge=1):
    """Asserts that the `edge`-th largest of `counts`' values is larger than
    the next: a top-N ranking of them has one right answer."""
    ranked = sorted(counts.values(), reverse=True)
    assert len(ranked) <= edge or ranked[edge - 1] > ranked[edge], f"{what} is tied at the edge"


def write_dev(here, questions):
    """Writes here/dev.json from {db_id: [(question, gold SQL), ...]}."""
    out = [{"db_id": db, "question": q, "query": sql} for db, qs in questions.items() for q, sql in qs]
    with open(os.path.join(here, "dev.json"), "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
        f.write("\n")
