//! The checkpointer interface: where interrupted runs' states, thread memory and run
//! records live. Two real stores: SQLite in the data directory (the
//! embedded default, [`crate::store::ThreadStore`]) and PostgreSQL
//! ([`PgStore`], for a shared deployment), chosen by `CHATDB_STORE`.

use crate::cases::CaseStore;
use crate::state::RunState;
use crate::store::{decode_checkpoint, now, Feedback, StoreError, ThreadStore};
use chatdb_intent::Intent;
use serde_json::Value as Json;

/// A store of threads and runs (and, through [`CaseStore`], of what was
/// learned from feedback).
#[async_trait::async_trait]
pub trait Checkpointer: CaseStore + Send + Sync {
    /// Saves the state of a run that interrupted, keyed by its thread.
    async fn put_checkpoint(&self, thread_id: &str, state: &RunState) -> Result<(), StoreError>;
    /// The state of the run a thread waits on, if any.
    async fn checkpoint(&self, thread_id: &str) -> Result<Option<RunState>, StoreError>;
    async fn clear_checkpoint(&self, thread_id: &str) -> Result<(), StoreError>;
    async fn put_memory(
        &self,
        thread_id: &str,
        intent: &Intent,
        turns: u32,
    ) -> Result<(), StoreError>;
    async fn memory(&self, thread_id: &str) -> Result<Option<(Intent, u32)>, StoreError>;
    async fn begin_run(
        &self,
        run_id: &str,
        thread_id: &str,
        question: &str,
    ) -> Result<(), StoreError>;
    async fn put_run(&self, run_id: &str, thread_id: &str, record: &Json)
        -> Result<(), StoreError>;
    async fn run(&self, run_id: &str) -> Result<Option<Json>, StoreError>;
    /// The records of a thread's runs, oldest first.
    async fn thread_runs(&self, thread_id: &str) -> Result<Vec<Json>, StoreError>;
    /// Stores one piece of feedback on a run.
    async fn put_feedback(&self, feedback: &Feedback) -> Result<(), StoreError>;
    /// The feedback given on a run, oldest first.
    async fn feedback(&self, run_id: &str) -> Result<Vec<Feedback>, StoreError>;
    /// Saves the checkpoint of a waiting ETL run (what it asked and its
    /// state, as `chatdb_etl` writes them), replacing the thread's earlier
    /// one.
    async fn put_etl_checkpoint(&self, thread_id: &str, waiting: &Json) -> Result<(), StoreError>;
    /// The checkpoint of the ETL run a thread waits on, if any.
    async fn etl_checkpoint(&self, thread_id: &str) -> Result<Option<Json>, StoreError>;
    async fn clear_etl_checkpoint(&self, thread_id: &str) -> Result<(), StoreError>;
}

/// The SQLite store behind the interface (its calls are short and local).
pub struct SqliteCheckpointer(pub std::sync::Mutex<ThreadStore>);

impl SqliteCheckpointer {
    pub(crate) fn with_mut<T>(
        &self,
        f: impl FnOnce(&mut ThreadStore) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        let mut guard = self.0.lock().unwrap_or_else(|p| p.into_inner());
        f(&mut guard)
    }

    pub(crate) fn with<T>(
        &self,
        f: impl FnOnce(&ThreadStore) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        let guard = self.0.lock().unwrap_or_else(|p| p.into_inner());
        f(&guard)
    }
}

#[async_trait::async_trait]
impl Checkpointer for SqliteCheckpointer {
    async fn put_checkpoint(&self, t: &str, state: &RunState) -> Result<(), StoreError> {
        self.with(|s| s.put_checkpoint(t, state))
    }
    async fn checkpoint(&self, t: &str) -> Result<Option<RunState>, StoreError> {
        self.with(|s| s.checkpoint(t))
    }
    async fn clear_checkpoint(&self, t: &str) -> Result<(), StoreError> {
        self.with(|s| s.clear_checkpoint(t))
    }
    async fn put_memory(&self, t: &str, i: &Intent, turns: u32) -> Result<(), StoreError> {
        self.with(|s| s.put_memory(t, i, turns))
    }
    async fn memory(&self, t: &str) -> Result<Option<(Intent, u32)>, StoreError> {
        self.with(|s| s.memory(t))
    }
    async fn begin_run(&self, r: &str, t: &str, q: &str) -> Result<(), StoreError> {
        self.with(|s| s.begin_run(r, t, q))
    }
    async fn put_run(&self, r: &str, t: &str, rec: &Json) -> Result<(), StoreError> {
        self.with(|s| s.put_run(r, t, rec))
    }
    async fn run(&self, r: &str) -> Result<Option<Json>, StoreError> {
        self.with(|s| s.run(r))
    }
    async fn thread_runs(&self, t: &str) -> Result<Vec<Json>, StoreError> {
        self.with(|s| s.thread_runs(t))
    }
    async fn put_feedback(&self, f: &Feedback) -> Result<(), StoreError> {
        self.with(|s| s.put_feedback(f))
    }
    async fn feedback(&self, r: &str) -> Result<Vec<Feedback>, StoreError> {
        self.with(|s| s.feedback(r))
    }
    async fn put_etl_checkpoint(&self, t: &str, waiting: &Json) -> Result<(), StoreError> {
        self.with(|s| s.put_etl_checkpoint(t, waiting))
    }
    async fn etl_checkpoint(&self, t: &str) -> Result<Option<Json>, StoreError> {
        self.with(|s| s.etl_checkpoint(t))
    }
    async fn clear_etl_checkpoint(&self, t: &str) -> Result<(), StoreError> {
        self.with(|s| s.clear_etl_checkpoint(t))
    }
}

/// The PostgreSQL store: the same three tables, prefixed `chatdb_`.
pub struct PgStore {
    client: tokio_postgres::Client,
    /// For operations that need a connection of their own (transactions).
    url: String,
}

fn pg(e: tokio_postgres::Error) -> StoreError {
    StoreError::Postgres(e.to_string())
}

fn host() -> String {
    std::fs::read_to_string("/etc/hostname")
        .map(|h| h.trim().to_string())
        .unwrap_or_default()
}

impl PgStore {
    pub(crate) fn client(&self) -> &tokio_postgres::Client {
        &self.client
    }

    pub(crate) fn url(&self) -> &str {
        &self.url
    }

    /// Connects, creates the tables if needed and marks runs of dead
    /// processes on this host failed.
    pub async fn connect(url: &str) -> Result<PgStore, StoreError> {
        let (client, connection) = tokio_postgres::connect(url, tokio_postgres::NoTls)
            .await
            .map_err(pg)?;
        tokio::spawn(async move {
            if let Err(e) = connection.await {
                tracing::warn!("thread store connection ended: {e}");
            }
        });
        // Several processes may start at once on one database: the DDL runs
        // under a transaction-scoped advisory lock, so they don't race.
        client
            .batch_execute(
                "BEGIN;
                 SELECT pg_advisory_xact_lock(7277917394520710);
                 CREATE TABLE IF NOT EXISTS chatdb_pending (
                    thread_id TEXT PRIMARY KEY, state TEXT NOT NULL, updated_at BIGINT NOT NULL);
                 CREATE TABLE IF NOT EXISTS chatdb_etl_pending (
                    thread_id TEXT PRIMARY KEY, waiting TEXT NOT NULL, updated_at BIGINT NOT NULL);
                 CREATE TABLE IF NOT EXISTS chatdb_memory (
                    thread_id TEXT PRIMARY KEY, intent TEXT NOT NULL, turns INTEGER NOT NULL, updated_at BIGINT NOT NULL);
                 CREATE TABLE IF NOT EXISTS chatdb_runs (
                    run_id TEXT PRIMARY KEY, thread_id TEXT NOT NULL, record TEXT NOT NULL,
                    created_at BIGINT NOT NULL, status TEXT NOT NULL DEFAULT 'done', pid BIGINT, host TEXT);
                 CREATE INDEX IF NOT EXISTS chatdb_runs_thread ON chatdb_runs(thread_id);
                 CREATE TABLE IF NOT EXISTS chatdb_feedback (
                    id BIGSERIAL PRIMARY KEY, run_id TEXT NOT NULL, record TEXT NOT NULL,
                    created_at BIGINT NOT NULL);
                 CREATE INDEX IF NOT EXISTS chatdb_feedback_run ON chatdb_feedback(run_id);",
            )
            .await
            .map_err(pg)?;
        client
            .batch_execute(&format!("{}\nCOMMIT;", crate::cases::PG_CASE_TABLES))
            .await
            .map_err(pg)?;
        let store = PgStore {
            client,
            url: url.to_string(),
        };
        store.recover().await?;
        Ok(store)
    }

    async fn recover(&self) -> Result<(), StoreError> {
        let rows = self
            .client
            .query(
                "SELECT run_id, pid FROM chatdb_runs WHERE status = 'running' AND host = $1",
                &[&host()],
            )
            .await
            .map_err(pg)?;
        for r in rows {
            let id: String = r.get(0);
            let pid: Option<i64> = r.get(1);
            if pid.is_some_and(crate::store::process_alive) {
                continue;
            }
            let rec = self
                .run(&id)
                .await?
                .unwrap_or_else(|| serde_json::json!({}));
            let mut rec = rec;
            rec["status"] = "failed".into();
            rec["answer"] = "the run was interrupted".into();
            self.client
                .execute(
                    "UPDATE chatdb_runs SET status = 'failed', record = $2 WHERE run_id = $1",
                    &[&id, &rec.to_string()],
                )
                .await
                .map_err(pg)?;
        }
        Ok(())
    }
}

#[async_trait::async_trait]
impl Checkpointer for PgStore {
    async fn put_checkpoint(&self, t: &str, state: &RunState) -> Result<(), StoreError> {
        let state = serde_json::to_string(state)?;
        self.client
            .execute(
                "INSERT INTO chatdb_pending (thread_id, state, updated_at) VALUES ($1, $2, $3)
                 ON CONFLICT (thread_id) DO UPDATE SET state = EXCLUDED.state, updated_at = EXCLUDED.updated_at",
                &[&t, &state, &now()],
            )
            .await
            .map_err(pg)?;
        Ok(())
    }
    async fn checkpoint(&self, t: &str) -> Result<Option<RunState>, StoreError> {
        let row = self
            .client
            .query_opt(
                "SELECT state FROM chatdb_pending WHERE thread_id = $1",
                &[&t],
            )
            .await
            .map_err(pg)?;
        row.map(|r| decode_checkpoint(&r.get::<_, String>(0), t))
            .transpose()
    }
    async fn clear_checkpoint(&self, t: &str) -> Result<(), StoreError> {
        self.client
            .execute("DELETE FROM chatdb_pending WHERE thread_id = $1", &[&t])
            .await
            .map_err(pg)?;
        Ok(())
    }
    async fn put_etl_checkpoint(&self, t: &str, waiting: &Json) -> Result<(), StoreError> {
        self.client
            .execute(
                "INSERT INTO chatdb_etl_pending (thread_id, waiting, updated_at) VALUES ($1, $2, $3)
                 ON CONFLICT (thread_id) DO UPDATE SET waiting = EXCLUDED.waiting, updated_at = EXCLUDED.updated_at",
                &[&t, &waiting.to_string(), &now()],
            )
            .await
            .map_err(pg)?;
        Ok(())
    }
    async fn etl_checkpoint(&self, t: &str) -> Result<Option<Json>, StoreError> {
        let row = self
            .client
            .query_opt(
                "SELECT waiting FROM chatdb_etl_pending WHERE thread_id = $1",
                &[&t],
            )
            .await
            .map_err(pg)?;
        Ok(row
            .map(|r| serde_json::from_str(&r.get::<_, String>(0)))
            .transpose()?)
    }
    async fn clear_etl_checkpoint(&self, t: &str) -> Result<(), StoreError> {
        self.client
            .execute("DELETE FROM chatdb_etl_pending WHERE thread_id = $1", &[&t])
            .await
            .map_err(pg)?;
        Ok(())
    }
    async fn put_memory(&self, t: &str, i: &Intent, turns: u32) -> Result<(), StoreError> {
        let json = serde_json::to_string(i)?;
        self.client
            .execute(
                "INSERT INTO chatdb_memory (thread_id, intent, turns, updated_at) VALUES ($1, $2, $3, $4)
                 ON CONFLICT (thread_id) DO UPDATE SET intent = EXCLUDED.intent, turns = EXCLUDED.turns,
                 updated_at = EXCLUDED.updated_at",
                &[&t, &json, &(turns as i32), &now()],
            )
            .await
            .map_err(pg)?;
        Ok(())
    }
    async fn memory(&self, t: &str) -> Result<Option<(Intent, u32)>, StoreError> {
        let row = self
            .client
            .query_opt(
                "SELECT intent, turns FROM chatdb_memory WHERE thread_id = $1",
                &[&t],
            )
            .await
            .map_err(pg)?;
        Ok(match row {
            Some(r) => Some((
                serde_json::from_str(&r.get::<_, String>(0))?,
                r.get::<_, i32>(1).max(0) as u32,
            )),
            None => None,
        })
    }
    async fn begin_run(&self, r: &str, t: &str, q: &str) -> Result<(), StoreError> {
        let rec =
            serde_json::json!({"run_id": r, "thread_id": t, "question": q, "status": "running"});
        self.client
            .execute(
                "INSERT INTO chatdb_runs (run_id, thread_id, record, created_at, status, pid, host)
                 VALUES ($1, $2, $3, $4, 'running', $5, $6)
                 ON CONFLICT (run_id) DO UPDATE SET record = EXCLUDED.record, status = 'running'",
                &[
                    &r,
                    &t,
                    &rec.to_string(),
                    &now(),
                    &(std::process::id() as i64),
                    &host(),
                ],
            )
            .await
            .map_err(pg)?;
        Ok(())
    }
    async fn put_run(&self, r: &str, t: &str, rec: &Json) -> Result<(), StoreError> {
        self.client
            .execute(
                "INSERT INTO chatdb_runs (run_id, thread_id, record, created_at, status)
                 VALUES ($1, $2, $3, $4, 'done')
                 ON CONFLICT (run_id) DO UPDATE SET record = EXCLUDED.record, status = 'done', pid = NULL",
                &[&r, &t, &rec.to_string(), &now()],
            )
            .await
            .map_err(pg)?;
        Ok(())
    }
    async fn run(&self, r: &str) -> Result<Option<Json>, StoreError> {
        let row = self
            .client
            .query_opt("SELECT record FROM chatdb_runs WHERE run_id = $1", &[&r])
            .await
            .map_err(pg)?;
        Ok(match row {
            Some(row) => Some(serde_json::from_str(&row.get::<_, String>(0))?),
            None => None,
        })
    }
    async fn thread_runs(&self, t: &str) -> Result<Vec<Json>, StoreError> {
        let rows = self
            .client
            .query(
                "SELECT record FROM chatdb_runs WHERE thread_id = $1 ORDER BY created_at, run_id",
                &[&t],
            )
            .await
            .map_err(pg)?;
        rows.iter()
            .map(|r| serde_json::from_str(&r.get::<_, String>(0)).map_err(StoreError::from))
            .collect()
    }
    async fn put_feedback(&self, f: &Feedback) -> Result<(), StoreError> {
        self.client
            .execute(
                "INSERT INTO chatdb_feedback (run_id, record, created_at) VALUES ($1, $2, $3)",
                &[&f.run_id, &serde_json::to_string(f)?, &now()],
            )
            .await
            .map_err(pg)?;
        Ok(())
    }
    async fn feedback(&self, r: &str) -> Result<Vec<Feedback>, StoreError> {
        let rows = self
            .client
            .query(
                "SELECT record FROM chatdb_feedback WHERE run_id = $1 ORDER BY id",
                &[&r],
            )
            .await
            .map_err(pg)?;
        rows.iter()
            .map(|r| serde_json::from_str(&r.get::<_, String>(0)).map_err(StoreError::from))
            .collect()
    }
}

/// Opens the store `CHATDB_STORE` names (a `postgres://` URL), else the
/// SQLite store at `sqlite_path`.
pub async fn open(
    store_url: Option<&str>,
    sqlite_path: &std::path::Path,
) -> Result<Box<dyn Checkpointer>, StoreError> {
    match store_url.filter(|u| !u.trim().is_empty()) {
        Some(url) if url.starts_with("postgres://") || url.starts_with("postgresql://") => {
            Ok(Box::new(PgStore::connect(url).await?))
        }
        Some(other) => Err(StoreError::Postgres(format!(
            "CHATDB_STORE must be a postgres:// URL (got {:?}); unset it for the SQLite store",
            other.split('@').next_back().unwrap_or("")
        ))),
        None => Ok(Box::new(SqliteCheckpointer(std::sync::Mutex::new(
            ThreadStore::open(sqlite_path)?,
        )))),
    }
}
