//! The thread store: checkpoints of runs waiting for the user
//! (clarifications), thread memory and runs' records, in an SQLite file in the data directory (WAL).
//! Every write is one transaction, so a process killed mid-run leaves the
//! file either before or after the write — never unreadable.

use crate::clarify::Pending;
use crate::state::RunState;
use chatdb_intent::Intent;
use rusqlite::{params, Connection, OptionalExtension};
use serde_json::Value as Json;
use std::path::Path;

/// What can go wrong with the store.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("thread store: {0}")]
    Sqlite(#[from] rusqlite::Error),
    #[error("thread store: bad stored state: {0}")]
    Json(#[from] serde_json::Error),
    #[error("thread store (PostgreSQL): {0}")]
    Postgres(String),
}

/// Reads a stored checkpoint: a run state, or (from stores written before
/// run states were checkpointed) a bare clarification, which becomes the
/// state of a run interrupted at the clarify node.
pub(crate) fn decode_checkpoint(text: &str, thread_id: &str) -> Result<RunState, StoreError> {
    match serde_json::from_str::<RunState>(text) {
        Ok(state) => Ok(state),
        Err(e) => match serde_json::from_str::<Pending>(text) {
            Ok(p) => Ok(RunState::interrupted_at_clarify(p, thread_id)),
            Err(_) => Err(StoreError::Json(e)),
        },
    }
}

/// The store's schema version (`PRAGMA user_version`): 1 had threads,
/// runs and feedback; 2 adds the case library.
const STORE_VERSION: i64 = 2;

/// An open thread store.
pub struct ThreadStore {
    conn: Connection,
}

impl ThreadStore {
    pub(crate) fn conn(&self) -> &Connection {
        &self.conn
    }

    pub(crate) fn conn_mut(&mut self) -> &mut Connection {
        &mut self.conn
    }

    /// Opens (creating if needed) the store at `path`. Several processes
    /// may open a new store at the same moment (a CLI and a server, two
    /// servers): SQLite can refuse the set-up (WAL switch, schema) with
    /// "locked" without waiting, so a busy set-up is tried again.
    pub fn open(path: &Path) -> Result<ThreadStore, StoreError> {
        let mut attempt = 0;
        loop {
            match Self::open_once(path) {
                Err(StoreError::Sqlite(e)) if is_busy(&e) && attempt < 20 => {
                    attempt += 1;
                    std::thread::sleep(std::time::Duration::from_millis(25 * attempt));
                }
                other => return other,
            }
        }
    }

    fn open_once(path: &Path) -> Result<ThreadStore, StoreError> {
        let conn = Connection::open(path)?;
        // The busy timeout first: switching a new file to WAL takes a lock
        // that another process opening it at the same moment may hold.
        conn.busy_timeout(std::time::Duration::from_secs(5))?;
        conn.pragma_update(None, "journal_mode", "WAL")?;
        conn.pragma_update(None, "synchronous", "NORMAL")?;
        conn.execute_batch(
            "CREATE TABLE IF NOT EXISTS pending (
                thread_id TEXT PRIMARY KEY,
                state TEXT NOT NULL,
                updated_at INTEGER NOT NULL
             );
             CREATE TABLE IF NOT EXISTS etl_pending (
                thread_id TEXT PRIMARY KEY,
                waiting TEXT NOT NULL,
                updated_at INTEGER NOT NULL
             );
             CREATE TABLE IF NOT EXISTS runs (
                run_id TEXT PRIMARY KEY,
                thread_id TEXT NOT NULL,
                record TEXT NOT NULL,
                created_at INTEGER NOT NULL,
                status TEXT NOT NULL DEFAULT 'done',
                pid INTEGER
             );
             CREATE INDEX IF NOT EXISTS runs_thread ON runs(thread_id);
             CREATE TABLE IF NOT EXISTS memory (
                thread_id TEXT PRIMARY KEY,
                intent TEXT NOT NULL,
                turns INTEGER NOT NULL,
                updated_at INTEGER NOT NULL
             );
             CREATE TABLE IF NOT EXISTS feedback (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                run_id TEXT NOT NULL,
                record TEXT NOT NULL,
                created_at INTEGER NOT NULL
             );
             CREATE INDEX IF NOT EXISTS feedback_run ON feedback(run_id);",
        )?;
        let store = ThreadStore { conn };
        store.migrate()?;
        store.recover()?;
        Ok(store)
    }

    /// Brings a store written by an earlier version up to date.
    fn migrate(&self) -> Result<(), StoreError> {
        let mut stmt = self
            .conn
            .prepare("SELECT name FROM pragma_table_info('runs')")?;
        let columns: Vec<String> = stmt
            .query_map([], |r| r.get(0))?
            .filter_map(Result::ok)
            .collect();
        if !columns.iter().any(|c| c == "status") {
            self.conn
                .execute_batch("ALTER TABLE runs ADD COLUMN status TEXT NOT NULL DEFAULT 'done'")?;
        }
        if !columns.iter().any(|c| c == "pid") {
            self.conn
                .execute_batch("ALTER TABLE runs ADD COLUMN pid INTEGER")?;
        }
        // Version 2: the case library (cases, failure notes).
        let version: i64 = self
            .conn
            .pragma_query_value(None, "user_version", |r| r.get(0))?;
        if version < STORE_VERSION {
            self.create_case_tables()?;
            self.conn
                .pragma_update(None, "user_version", STORE_VERSION)?;
        }
        Ok(())
    }

    /// Runs left `running` by a process that no longer exists (killed,
    /// crashed) are marked failed, so none stays in limbo.
    fn recover(&self) -> Result<(), StoreError> {
        let mut stmt = self
            .conn
            .prepare("SELECT run_id, pid FROM runs WHERE status = 'running'")?;
        let stale: Vec<String> = stmt
            .query_map([], |r| {
                Ok((r.get::<_, String>(0)?, r.get::<_, Option<i64>>(1)?))
            })?
            .filter_map(Result::ok)
            .filter(|(_, pid)| !pid.is_some_and(process_alive))
            .map(|(id, _)| id)
            .collect();
        for id in stale {
            self.conn.execute(
                "UPDATE runs SET status = 'failed',
                 record = json_set(record, '$.status', 'failed', '$.answer', 'the run was interrupted')
                 WHERE run_id = ?1",
                [id],
            )?;
        }
        Ok(())
    }

    /// Records that a run started (in this process).
    pub fn begin_run(
        &self,
        run_id: &str,
        thread_id: &str,
        question: &str,
    ) -> Result<(), StoreError> {
        let record = serde_json::json!({
            "run_id": run_id,
            "thread_id": thread_id,
            "question": question,
            "status": "running",
        });
        self.conn.execute(
            "INSERT OR REPLACE INTO runs (run_id, thread_id, record, created_at, status, pid)
             VALUES (?1, ?2, ?3, ?4, 'running', ?5)",
            params![
                run_id,
                thread_id,
                record.to_string(),
                now(),
                std::process::id()
            ],
        )?;
        Ok(())
    }

    /// Saves the checkpoint of a run waiting on the user (replacing any
    /// earlier one of the thread).
    pub fn put_checkpoint(&self, thread_id: &str, state: &RunState) -> Result<(), StoreError> {
        let state = serde_json::to_string(state)?;
        self.conn.execute(
            "INSERT INTO pending (thread_id, state, updated_at) VALUES (?1, ?2, ?3)
             ON CONFLICT(thread_id) DO UPDATE SET state = excluded.state, updated_at = excluded.updated_at",
            params![thread_id, state, now()],
        )?;
        Ok(())
    }

    /// The checkpoint of the run a thread waits on, if any.
    pub fn checkpoint(&self, thread_id: &str) -> Result<Option<RunState>, StoreError> {
        let state: Option<String> = self
            .conn
            .query_row(
                "SELECT state FROM pending WHERE thread_id = ?1",
                [thread_id],
                |r| r.get(0),
            )
            .optional()?;
        state.map(|s| decode_checkpoint(&s, thread_id)).transpose()
    }

    /// Drops a thread's checkpoint (its run went on or ended).
    pub fn clear_checkpoint(&self, thread_id: &str) -> Result<(), StoreError> {
        self.conn
            .execute("DELETE FROM pending WHERE thread_id = ?1", [thread_id])?;
        Ok(())
    }

    /// Saves the checkpoint of a waiting ETL run (replacing the thread's
    /// earlier one).
    pub fn put_etl_checkpoint(&self, thread_id: &str, waiting: &Json) -> Result<(), StoreError> {
        self.conn.execute(
            "INSERT INTO etl_pending (thread_id, waiting, updated_at) VALUES (?1, ?2, ?3)
             ON CONFLICT(thread_id) DO UPDATE SET waiting = excluded.waiting, updated_at = excluded.updated_at",
            params![thread_id, waiting.to_string(), now()],
        )?;
        Ok(())
    }

    /// The checkpoint of the ETL run a thread waits on, if any.
    pub fn etl_checkpoint(&self, thread_id: &str) -> Result<Option<Json>, StoreError> {
        let waiting: Option<String> = self
            .conn
            .query_row(
                "SELECT waiting FROM etl_pending WHERE thread_id = ?1",
                [thread_id],
                |r| r.get(0),
            )
            .optional()?;
        Ok(waiting.map(|w| serde_json::from_str(&w)).transpose()?)
    }

    /// Drops a thread's ETL checkpoint.
    pub fn clear_etl_checkpoint(&self, thread_id: &str) -> Result<(), StoreError> {
        self.conn
            .execute("DELETE FROM etl_pending WHERE thread_id = ?1", [thread_id])?;
        Ok(())
    }

    /// Remembers the intent a thread last answered; `turns` counts the
    /// thread's messages.
    pub fn put_memory(
        &self,
        thread_id: &str,
        intent: &Intent,
        turns: u32,
    ) -> Result<(), StoreError> {
        let json = serde_json::to_string(intent)?;
        self.conn.execute(
            "INSERT INTO memory (thread_id, intent, turns, updated_at) VALUES (?1, ?2, ?3, ?4)
             ON CONFLICT(thread_id) DO UPDATE SET intent = excluded.intent, turns = excluded.turns,
             updated_at = excluded.updated_at",
            params![thread_id, json, turns, now()],
        )?;
        Ok(())
    }

    /// The intent a thread last answered and how many messages it has had.
    pub fn memory(&self, thread_id: &str) -> Result<Option<(Intent, u32)>, StoreError> {
        let row: Option<(String, u32)> = self
            .conn
            .query_row(
                "SELECT intent, turns FROM memory WHERE thread_id = ?1",
                [thread_id],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .optional()?;
        Ok(match row {
            Some((json, turns)) => Some((serde_json::from_str(&json)?, turns)),
            None => None,
        })
    }

    /// Stores a run's record (as JSON).
    pub fn put_run(
        &self,
        run_id: &str,
        thread_id: &str,
        record: &impl serde::Serialize,
    ) -> Result<(), StoreError> {
        let json = serde_json::to_string(record)?;
        self.conn.execute(
            "INSERT OR REPLACE INTO runs (run_id, thread_id, record, created_at, status, pid)
             VALUES (?1, ?2, ?3, ?4, 'done', NULL)",
            params![run_id, thread_id, json, now()],
        )?;
        Ok(())
    }

    /// The records of a thread's runs, oldest first.
    pub fn thread_runs(&self, thread_id: &str) -> Result<Vec<serde_json::Value>, StoreError> {
        let mut stmt = self
            .conn
            .prepare("SELECT record FROM runs WHERE thread_id = ?1 ORDER BY created_at, rowid")?;
        let texts: Vec<String> = stmt
            .query_map([thread_id], |r| r.get(0))?
            .collect::<Result<_, _>>()?;
        texts
            .iter()
            .map(|t| serde_json::from_str(t).map_err(StoreError::from))
            .collect()
    }

    /// Stores one piece of feedback on a run.
    pub fn put_feedback(&self, feedback: &Feedback) -> Result<(), StoreError> {
        self.conn.execute(
            "INSERT INTO feedback (run_id, record, created_at) VALUES (?1, ?2, ?3)",
            params![feedback.run_id, serde_json::to_string(feedback)?, now()],
        )?;
        Ok(())
    }

    /// The feedback given on a run, oldest first.
    pub fn feedback(&self, run_id: &str) -> Result<Vec<Feedback>, StoreError> {
        let mut stmt = self
            .conn
            .prepare("SELECT record FROM feedback WHERE run_id = ?1 ORDER BY id")?;
        let texts: Vec<String> = stmt
            .query_map([run_id], |r| r.get(0))?
            .collect::<Result<_, _>>()?;
        texts
            .iter()
            .map(|t| serde_json::from_str(t).map_err(StoreError::from))
            .collect()
    }

    /// A stored run's record.
    pub fn run(&self, run_id: &str) -> Result<Option<serde_json::Value>, StoreError> {
        let json: Option<String> = self
            .conn
            .query_row("SELECT record FROM runs WHERE run_id = ?1", [run_id], |r| {
                r.get(0)
            })
            .optional()?;
        Ok(match json {
            Some(s) => Some(serde_json::from_str(&s)?),
            None => None,
        })
    }
}

/// What someone said about a run's answer.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Feedback {
    pub run_id: String,
    pub verdict: Verdict,
    /// Why (for a thumbs-down), in the user's words.
    #[serde(default)]
    pub reason: Option<String>,
    /// The corrected SQL (for a correction), as the guard printed it.
    #[serde(default)]
    pub sql: Option<String>,
    /// Who gave it (a token's name on the server, the OS user on the CLI).
    #[serde(default)]
    pub by: Option<String>,
    /// The question and SQL of the run it is about, copied when it is given.
    #[serde(default)]
    pub question: Option<String>,
    #[serde(default)]
    pub run_sql: Option<String>,
    /// The data source the run answered from.
    #[serde(default)]
    pub source: Option<String>,
    /// The case that gave the answer, if one did.
    #[serde(default)]
    pub case_id: Option<String>,
}

/// 👍, 👎 or ✏️.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    Up,
    Down,
    Correction,
}

/// SQLite's "the database is busy or locked".
fn is_busy(e: &rusqlite::Error) -> bool {
    matches!(
        e.sqlite_error_code(),
        Some(rusqlite::ErrorCode::DatabaseBusy | rusqlite::ErrorCode::DatabaseLocked)
    )
}

/// Seconds since the Unix epoch, for the stores' timestamps.
pub(crate) fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}

/// True when a process with this id exists (Linux: `/proc/<pid>`; elsewhere
/// a run is assumed alive, and only this platform recovers stale runs).
pub(crate) fn process_alive(pid: i64) -> bool {
    if cfg!(target_os = "linux") {
        std::path::Path::new(&format!("/proc/{pid}")).exists()
    } else {
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn checkpoints_and_runs_survive_reopening() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("threads.sqlite");
        let p = Pending {
            original: "帮我看看基础设施的情况".into(),
            question: "?".into(),
            options: vec!["a".into(), "b".into()],
            intents: vec![Default::default(), Default::default()],
        };
        let state = RunState::interrupted_at_clarify(p.clone(), "t1");
        {
            let s = ThreadStore::open(&path).unwrap();
            s.put_checkpoint("t1", &state).unwrap();
            s.put_run("r1", "t1", &serde_json::json!({"status": "clarification"}))
                .unwrap();
            // A checkpoint written before run states were stored: a bare clarification.
            s.conn
                .execute(
                    "INSERT INTO pending (thread_id, state, updated_at) VALUES ('old', ?1, 0)",
                    [serde_json::to_string(&p).unwrap()],
                )
                .unwrap();
        }
        let s = ThreadStore::open(&path).unwrap();
        let back = s.checkpoint("t1").unwrap().expect("checkpoint kept");
        assert_eq!(
            serde_json::to_value(&back).unwrap(),
            serde_json::to_value(&state).unwrap()
        );
        let old = s.checkpoint("old").unwrap().expect("old checkpoint read");
        assert_eq!(old.pending, Some(p));
        assert_eq!(old.next, crate::state::Node::Clarify);
        assert_eq!(s.run("r1").unwrap().unwrap()["status"], "clarification");
        s.clear_checkpoint("t1").unwrap();
        assert!(s.checkpoint("t1").unwrap().is_none());
        assert!(s.run("nope").unwrap().is_none());
    }

    #[test]
    fn many_openers_of_a_new_store_all_succeed() {
        for round in 0..5 {
            let dir = tempfile::tempdir().unwrap();
            let path = dir.path().join("threads.sqlite");
            let handles: Vec<_> = (0..8)
                .map(|i| {
                    let path = path.clone();
                    std::thread::spawn(move || {
                        let s = ThreadStore::open(&path)?;
                        s.begin_run(&format!("r{i}"), "t", "q")?;
                        Ok::<_, StoreError>(())
                    })
                })
                .collect();
            for h in handles {
                h.join()
                    .unwrap()
                    .unwrap_or_else(|e| panic!("round {round}: {e}"));
            }
            let s = ThreadStore::open(&path).unwrap();
            assert_eq!(s.thread_runs("t").unwrap().len(), 8);
        }
    }

    #[test]
    fn runs_of_dead_processes_are_marked_failed_on_open() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("threads.sqlite");
        {
            let s = ThreadStore::open(&path).unwrap();
            s.begin_run("mine", "t", "q").unwrap();
            // A run begun by a process that is gone (pids never get this high).
            s.conn
                .execute(
                    "INSERT INTO runs (run_id, thread_id, record, created_at, status, pid)
                     VALUES ('dead', 't', '{\"status\":\"running\"}', 0, 'running', 999999999)",
                    [],
                )
                .unwrap();
        }
        let s = ThreadStore::open(&path).unwrap();
        assert_eq!(s.run("dead").unwrap().unwrap()["status"], "failed");
        assert_eq!(
            s.run("mine").unwrap().unwrap()["status"],
            "running",
            "this process is alive"
        );
    }
}
