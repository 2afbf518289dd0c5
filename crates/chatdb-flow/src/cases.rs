//! The case library's storage: cases and failure notes, in the same store
//! as threads and runs (SQLite in the data directory, or PostgreSQL when
//! `CHATDB_STORE` names one — several hosts then share what was learned).
//! A case is kept as JSON beside the columns it is found by (source,
//! signature) and the counters that change under concurrent use (votes,
//! uses), which are updated in place.

use crate::checkpoint::{PgStore, SqliteCheckpointer};
use crate::store::{now, StoreError, ThreadStore};
use chatdb_learn::{Case, Failure};
use rusqlite::params;

/// Cases few-shot examples, paraphrases and reference SQL are looked for
/// among (the most used ones, [`CaseStore::example_pool`]), so a big
/// library costs a run a bounded read.
pub const EXAMPLE_POOL: usize = 500;

/// Where cases and failure notes live.
#[async_trait::async_trait]
pub trait CaseStore: Send + Sync {
    /// The case for a request on a source, if any.
    async fn case_for(&self, source: &str, signature: &str) -> Result<Option<Case>, StoreError>;
    /// Stores a case, replacing the one with the same source and signature
    /// (its SQL, question, origin and votes; its uses are kept).
    async fn put_case(&self, case: &Case) -> Result<(), StoreError>;
    /// Stores many cases in one transaction: all of them or none.
    async fn put_cases(&self, cases: &[Case]) -> Result<(), StoreError>;
    async fn case(&self, id: &str) -> Result<Option<Case>, StoreError>;
    /// Every case (of one source, when given), newest first.
    async fn cases(&self, source: Option<&str>) -> Result<Vec<Case>, StoreError>;
    /// A source's usable cases most used first (then newest), at most
    /// `limit`: the pool a model's few-shot examples are ranked from.
    async fn example_pool(&self, source: &str, limit: usize) -> Result<Vec<Case>, StoreError>;
    /// One more vote for (or against) a case.
    async fn vote(&self, id: &str, up: bool) -> Result<(), StoreError>;
    /// A case answered a question; `rescued` when the rule engine alone
    /// would not have.
    async fn record_use(&self, id: &str, rescued: bool) -> Result<(), StoreError>;
    /// Its SQL no longer passes the guard: never reused again.
    async fn mark_stale(&self, id: &str) -> Result<(), StoreError>;
    /// The source's cases last checked against another schema (not stale).
    async fn outdated(&self, source: &str, fingerprint: &str) -> Result<Vec<Case>, StoreError>;
    /// A case was checked against the schema with this fingerprint.
    async fn set_schema(&self, id: &str, fingerprint: &str) -> Result<(), StoreError>;
    /// Deletes a case; false when there was none.
    async fn forget(&self, id: &str) -> Result<bool, StoreError>;
    async fn put_failure(&self, failure: &Failure) -> Result<(), StoreError>;
    /// The failures noted for a request on a source, oldest first.
    async fn failures(&self, source: &str, signature: &str) -> Result<Vec<Failure>, StoreError>;
    /// Votes on answers cases gave: (up, down), from later feedback.
    async fn case_answer_votes(&self) -> Result<(u64, u64), StoreError>;
}

/// Counts 👍 and 👎 among stored feedback records on case answers.
fn count_case_votes(records: &[String]) -> (u64, u64) {
    let mut up = 0;
    let mut down = 0;
    for r in records {
        let Ok(f) = serde_json::from_str::<crate::store::Feedback>(r) else {
            continue;
        };
        if f.case_id.is_none() {
            continue;
        }
        match f.verdict {
            crate::store::Verdict::Up => up += 1,
            crate::store::Verdict::Down | crate::store::Verdict::Correction => down += 1,
        }
    }
    (up, down)
}

const CASE_COLUMNS: &str = "record, up, down, use_count, rescues, last_used, stale, schema";

/// A case from its stored JSON and its counters.
fn assemble(row: CaseRow) -> Result<Case, StoreError> {
    let (record, up, down, use_count, rescues, last_used, stale, schema) = row;
    let mut c: Case = serde_json::from_str(&record)?;
    c.schema = schema;
    c.up = up.max(0) as u32;
    c.down = down.max(0) as u32;
    c.use_count = use_count.max(0) as u64;
    c.rescues = rescues.max(0) as u64;
    c.last_used = last_used;
    c.stale = stale;
    Ok(c)
}

/// A case row: record JSON, up, down, uses, rescues, last used, stale,
/// schema fingerprint.
type CaseRow = (String, i64, i64, i64, i64, Option<i64>, bool, String);

fn sqlite_case(r: &rusqlite::Row<'_>) -> rusqlite::Result<CaseRow> {
    Ok((
        r.get(0)?,
        r.get(1)?,
        r.get(2)?,
        r.get(3)?,
        r.get(4)?,
        r.get(5)?,
        r.get::<_, i64>(6)? != 0,
        r.get(7)?,
    ))
}

impl ThreadStore {
    /// The case tables (schema version 2 of the store).
    pub(crate) fn create_case_tables(&self) -> Result<(), StoreError> {
        self.conn().execute_batch(
            "CREATE TABLE IF NOT EXISTS cases (
                id TEXT PRIMARY KEY,
                source TEXT NOT NULL,
                signature TEXT NOT NULL,
                record TEXT NOT NULL,
                up INTEGER NOT NULL DEFAULT 0,
                down INTEGER NOT NULL DEFAULT 0,
                use_count INTEGER NOT NULL DEFAULT 0,
                rescues INTEGER NOT NULL DEFAULT 0,
                last_used INTEGER,
                stale INTEGER NOT NULL DEFAULT 0,
                schema TEXT NOT NULL DEFAULT '',
                created INTEGER NOT NULL,
                UNIQUE (source, signature)
             );
             CREATE TABLE IF NOT EXISTS failures (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                source TEXT NOT NULL,
                signature TEXT NOT NULL,
                record TEXT NOT NULL,
                created INTEGER NOT NULL
             );
             CREATE INDEX IF NOT EXISTS failures_signature ON failures(source, signature);
             CREATE INDEX IF NOT EXISTS cases_checked ON cases(source, stale, schema);",
        )?;
        Ok(())
    }

    fn put_case_in(tx: &rusqlite::Connection, c: &Case) -> Result<(), StoreError> {
        tx.execute(
            "INSERT INTO cases (id, source, signature, record, up, down, stale, schema, created)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, 0, ?7, ?8)
             ON CONFLICT(source, signature) DO UPDATE SET
                record = json_set(excluded.record, '$.id', cases.id),
                up = excluded.up, down = excluded.down, stale = 0, schema = excluded.schema",
            params![
                c.id,
                c.source,
                c.signature,
                serde_json::to_string(c)?,
                c.up,
                c.down,
                c.schema,
                c.created
            ],
        )?;
        Ok(())
    }

    fn case_where(
        &self,
        clause: &str,
        args: &[&dyn rusqlite::ToSql],
    ) -> Result<Vec<Case>, StoreError> {
        let sql = format!("SELECT {CASE_COLUMNS} FROM cases {clause}");
        let mut stmt = self.conn().prepare(&sql)?;
        let rows = stmt
            .query_map(args, sqlite_case)?
            .collect::<Result<Vec<_>, _>>()?;
        rows.into_iter().map(assemble).collect()
    }
}

#[async_trait::async_trait]
impl CaseStore for SqliteCheckpointer {
    async fn case_for(&self, source: &str, signature: &str) -> Result<Option<Case>, StoreError> {
        self.with(|s| {
            Ok(s.case_where(
                "WHERE source = ?1 AND signature = ?2",
                &[&source, &signature],
            )?
            .into_iter()
            .next())
        })
    }
    async fn put_case(&self, case: &Case) -> Result<(), StoreError> {
        self.with(|s| ThreadStore::put_case_in(s.conn(), case))
    }
    async fn put_cases(&self, cases: &[Case]) -> Result<(), StoreError> {
        self.with_mut(|s| {
            let tx = s.conn_mut().transaction()?;
            for c in cases {
                ThreadStore::put_case_in(&tx, c)?;
            }
            tx.commit()?;
            Ok(())
        })
    }
    async fn case(&self, id: &str) -> Result<Option<Case>, StoreError> {
        self.with(|s| Ok(s.case_where("WHERE id = ?1", &[&id])?.into_iter().next()))
    }
    async fn cases(&self, source: Option<&str>) -> Result<Vec<Case>, StoreError> {
        self.with(|s| match source {
            Some(src) => s.case_where("WHERE source = ?1 ORDER BY created DESC, id", &[&src]),
            None => s.case_where("ORDER BY created DESC, id", &[]),
        })
    }
    async fn example_pool(&self, source: &str, limit: usize) -> Result<Vec<Case>, StoreError> {
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        self.with(|s| {
            s.case_where(
                "WHERE source = ?1 AND stale = 0 ORDER BY use_count DESC, created DESC, id LIMIT ?2",
                &[&source, &limit],
            )
        })
    }
    async fn vote(&self, id: &str, up: bool) -> Result<(), StoreError> {
        let sql = if up {
            "UPDATE cases SET up = up + 1 WHERE id = ?1"
        } else {
            "UPDATE cases SET down = down + 1 WHERE id = ?1"
        };
        self.with(|s| Ok(s.conn().execute(sql, [id]).map(|_| ())?))
    }
    async fn record_use(&self, id: &str, rescued: bool) -> Result<(), StoreError> {
        self.with(|s| {
            s.conn().execute(
                "UPDATE cases SET use_count = use_count + 1, rescues = rescues + ?2, last_used = ?3
                 WHERE id = ?1",
                params![id, i64::from(rescued), now()],
            )?;
            Ok(())
        })
    }
    async fn mark_stale(&self, id: &str) -> Result<(), StoreError> {
        self.with(|s| {
            Ok(s.conn()
                .execute("UPDATE cases SET stale = 1 WHERE id = ?1", [id])
                .map(|_| ())?)
        })
    }
    async fn outdated(&self, source: &str, fingerprint: &str) -> Result<Vec<Case>, StoreError> {
        self.with(|s| {
            s.case_where(
                "WHERE source = ?1 AND schema <> ?2 AND stale = 0",
                &[&source, &fingerprint],
            )
        })
    }
    async fn set_schema(&self, id: &str, fingerprint: &str) -> Result<(), StoreError> {
        self.with(|s| {
            s.conn().execute(
                "UPDATE cases SET schema = ?2 WHERE id = ?1",
                [id, fingerprint],
            )?;
            Ok(())
        })
    }
    async fn forget(&self, id: &str) -> Result<bool, StoreError> {
        self.with(|s| Ok(s.conn().execute("DELETE FROM cases WHERE id = ?1", [id])? > 0))
    }
    async fn put_failure(&self, f: &Failure) -> Result<(), StoreError> {
        self.with(|s| {
            s.conn().execute(
                "INSERT INTO failures (source, signature, record, created) VALUES (?1, ?2, ?3, ?4)",
                params![f.source, f.signature, serde_json::to_string(f)?, now()],
            )?;
            Ok(())
        })
    }
    async fn failures(&self, source: &str, signature: &str) -> Result<Vec<Failure>, StoreError> {
        self.with(|s| {
            let mut stmt = s.conn().prepare(
                "SELECT record FROM failures WHERE source = ?1 AND signature = ?2 ORDER BY id",
            )?;
            let texts: Vec<String> = stmt
                .query_map([source, signature], |r| r.get(0))?
                .collect::<Result<_, _>>()?;
            texts
                .iter()
                .map(|t| serde_json::from_str(t).map_err(StoreError::from))
                .collect()
        })
    }
    async fn case_answer_votes(&self) -> Result<(u64, u64), StoreError> {
        self.with(|s| {
            let mut stmt = s
                .conn()
                .prepare("SELECT record FROM feedback WHERE record LIKE '%\"case_id\":\"%'")?;
            let texts: Vec<String> = stmt
                .query_map([], |r| r.get(0))?
                .collect::<Result<_, _>>()?;
            Ok(count_case_votes(&texts))
        })
    }
}

/// The PostgreSQL tables, created with the store's others.
pub(crate) const PG_CASE_TABLES: &str = "
    CREATE TABLE IF NOT EXISTS chatdb_cases (
        id TEXT PRIMARY KEY, source TEXT NOT NULL, signature TEXT NOT NULL, record TEXT NOT NULL,
        up INTEGER NOT NULL DEFAULT 0, down INTEGER NOT NULL DEFAULT 0,
        use_count BIGINT NOT NULL DEFAULT 0, rescues BIGINT NOT NULL DEFAULT 0,
        last_used BIGINT, stale BOOLEAN NOT NULL DEFAULT false,
        schema TEXT NOT NULL DEFAULT '', created BIGINT NOT NULL,
        UNIQUE (source, signature));
    CREATE TABLE IF NOT EXISTS chatdb_failures (
        id BIGSERIAL PRIMARY KEY, source TEXT NOT NULL, signature TEXT NOT NULL,
        record TEXT NOT NULL, created BIGINT NOT NULL);
    CREATE INDEX IF NOT EXISTS chatdb_failures_signature ON chatdb_failures(source, signature);
    CREATE INDEX IF NOT EXISTS chatdb_cases_checked ON chatdb_cases(source, stale, schema);";

fn pg(e: tokio_postgres::Error) -> StoreError {
    StoreError::Postgres(e.to_string())
}

fn pg_case(r: &tokio_postgres::Row) -> Result<Case, StoreError> {
    assemble((
        r.get::<_, String>(0),
        i64::from(r.get::<_, i32>(1)),
        i64::from(r.get::<_, i32>(2)),
        r.get(3),
        r.get(4),
        r.get(5),
        r.get(6),
        r.get(7),
    ))
}

/// The parameters of [`PG_UPSERT`] for one case.
struct Upsert<'a> {
    case: &'a Case,
    json: String,
    up: i32,
    down: i32,
}

impl<'a> Upsert<'a> {
    fn of(case: &'a Case) -> Result<Upsert<'a>, StoreError> {
        Ok(Upsert {
            case,
            json: serde_json::to_string(case)?,
            up: i32::try_from(case.up).unwrap_or(i32::MAX),
            down: i32::try_from(case.down).unwrap_or(i32::MAX),
        })
    }

    fn params(&self) -> [&(dyn tokio_postgres::types::ToSql + Sync); 8] {
        let c = self.case;
        [
            &c.id,
            &c.source,
            &c.signature,
            &self.json,
            &self.up,
            &self.down,
            &c.schema,
            &c.created,
        ]
    }
}

const PG_UPSERT: &str =
    "INSERT INTO chatdb_cases (id, source, signature, record, up, down, stale, schema, created)
     VALUES ($1, $2, $3, $4, $5, $6, false, $7, $8)
     ON CONFLICT (source, signature) DO UPDATE SET
        record = jsonb_set(EXCLUDED.record::jsonb, '{id}', to_jsonb(chatdb_cases.id))::text,
        up = EXCLUDED.up, down = EXCLUDED.down, stale = false, schema = EXCLUDED.schema";

#[async_trait::async_trait]
impl CaseStore for PgStore {
    async fn case_for(&self, source: &str, signature: &str) -> Result<Option<Case>, StoreError> {
        let row = self
            .client()
            .query_opt(
                &format!(
                    "SELECT {CASE_COLUMNS} FROM chatdb_cases WHERE source = $1 AND signature = $2"
                ),
                &[&source, &signature],
            )
            .await
            .map_err(pg)?;
        row.as_ref().map(pg_case).transpose()
    }
    async fn put_case(&self, c: &Case) -> Result<(), StoreError> {
        self.client()
            .execute(PG_UPSERT, &Upsert::of(c)?.params())
            .await
            .map_err(pg)?;
        Ok(())
    }
    async fn put_cases(&self, cases: &[Case]) -> Result<(), StoreError> {
        // A transaction needs a connection of its own: the shared client
        // serves concurrent requests.
        let (mut client, connection) = tokio_postgres::connect(self.url(), tokio_postgres::NoTls)
            .await
            .map_err(pg)?;
        let driver = tokio::spawn(connection);
        let result = async {
            let tx = client.transaction().await.map_err(pg)?;
            let stmt = tx.prepare(PG_UPSERT).await.map_err(pg)?;
            for c in cases {
                tx.execute(&stmt, &Upsert::of(c)?.params())
                    .await
                    .map_err(pg)?;
            }
            tx.commit().await.map_err(pg)
        }
        .await;
        drop(client);
        let _ = driver.await;
        result
    }
    async fn case(&self, id: &str) -> Result<Option<Case>, StoreError> {
        let row = self
            .client()
            .query_opt(
                &format!("SELECT {CASE_COLUMNS} FROM chatdb_cases WHERE id = $1"),
                &[&id],
            )
            .await
            .map_err(pg)?;
        row.as_ref().map(pg_case).transpose()
    }
    async fn cases(&self, source: Option<&str>) -> Result<Vec<Case>, StoreError> {
        let rows = match source {
            Some(s) => {
                self.client()
                    .query(
                        &format!("SELECT {CASE_COLUMNS} FROM chatdb_cases WHERE source = $1 ORDER BY created DESC, id"),
                        &[&s],
                    )
                    .await
            }
            None => {
                self.client()
                    .query(&format!("SELECT {CASE_COLUMNS} FROM chatdb_cases ORDER BY created DESC, id"), &[])
                    .await
            }
        }
        .map_err(pg)?;
        rows.iter().map(pg_case).collect()
    }
    async fn example_pool(&self, source: &str, limit: usize) -> Result<Vec<Case>, StoreError> {
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        let rows = self
            .client()
            .query(
                &format!("SELECT {CASE_COLUMNS} FROM chatdb_cases WHERE source = $1 AND NOT stale ORDER BY use_count DESC, created DESC, id LIMIT $2"),
                &[&source, &limit],
            )
            .await
            .map_err(pg)?;
        rows.iter().map(pg_case).collect()
    }
    async fn vote(&self, id: &str, up: bool) -> Result<(), StoreError> {
        let sql = if up {
            "UPDATE chatdb_cases SET up = up + 1 WHERE id = $1"
        } else {
            "UPDATE chatdb_cases SET down = down + 1 WHERE id = $1"
        };
        self.client().execute(sql, &[&id]).await.map_err(pg)?;
        Ok(())
    }
    async fn record_use(&self, id: &str, rescued: bool) -> Result<(), StoreError> {
        self.client()
            .execute(
                "UPDATE chatdb_cases SET use_count = use_count + 1, rescues = rescues + $2, last_used = $3 WHERE id = $1",
                &[&id, &i64::from(rescued), &now()],
            )
            .await
            .map_err(pg)?;
        Ok(())
    }
    async fn mark_stale(&self, id: &str) -> Result<(), StoreError> {
        self.client()
            .execute("UPDATE chatdb_cases SET stale = true WHERE id = $1", &[&id])
            .await
            .map_err(pg)?;
        Ok(())
    }
    async fn outdated(&self, source: &str, fingerprint: &str) -> Result<Vec<Case>, StoreError> {
        let rows = self
            .client()
            .query(
                &format!("SELECT {CASE_COLUMNS} FROM chatdb_cases WHERE source = $1 AND schema <> $2 AND NOT stale"),
                &[&source, &fingerprint],
            )
            .await
            .map_err(pg)?;
        rows.iter().map(pg_case).collect()
    }
    async fn set_schema(&self, id: &str, fingerprint: &str) -> Result<(), StoreError> {
        self.client()
            .execute(
                "UPDATE chatdb_cases SET schema = $2 WHERE id = $1",
                &[&id, &fingerprint],
            )
            .await
            .map_err(pg)?;
        Ok(())
    }
    async fn forget(&self, id: &str) -> Result<bool, StoreError> {
        let n = self
            .client()
            .execute("DELETE FROM chatdb_cases WHERE id = $1", &[&id])
            .await
            .map_err(pg)?;
        Ok(n > 0)
    }
    async fn put_failure(&self, f: &Failure) -> Result<(), StoreError> {
        self.client()
            .execute(
                "INSERT INTO chatdb_failures (source, signature, record, created) VALUES ($1, $2, $3, $4)",
                &[&f.source, &f.signature, &serde_json::to_string(f)?, &now()],
            )
            .await
            .map_err(pg)?;
        Ok(())
    }
    async fn failures(&self, source: &str, signature: &str) -> Result<Vec<Failure>, StoreError> {
        let rows = self
            .client()
            .query(
                "SELECT record FROM chatdb_failures WHERE source = $1 AND signature = $2 ORDER BY id",
                &[&source, &signature],
            )
            .await
            .map_err(pg)?;
        rows.iter()
            .map(|r| serde_json::from_str(&r.get::<_, String>(0)).map_err(StoreError::from))
            .collect()
    }
    async fn case_answer_votes(&self) -> Result<(u64, u64), StoreError> {
        let rows = self
            .client()
            .query(
                "SELECT record FROM chatdb_feedback WHERE record LIKE '%\"case_id\":\"%'",
                &[],
            )
            .await
            .map_err(pg)?;
        let texts: Vec<String> = rows.iter().map(|r| r.get(0)).collect();
        Ok(count_case_votes(&texts))
    }
}
