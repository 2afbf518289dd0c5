//! ETL runs waiting on the user — what the user is asked, and the run's
//! checkpointed state — kept in the store of threads and runs (SQLite in
//! the data directory, or PostgreSQL), so `chatdb resume --thread ID
//! ANSWER` continues them from any process, and from any host sharing a
//! PostgreSQL store.

use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// What a waiting ETL run waits for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Waiting {
    /// The target table's name.
    #[default]
    Target,
    /// Approval of the built workflow before it is written (`--confirm`):
    /// approve, reject with a reason, or a SELECT to use instead.
    Approval,
    /// Which reading of an ambiguous select part is meant: the question
    /// pipeline asked, and its run goes on with the answer.
    Meaning,
}

/// What a waiting ETL run needs to continue.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Pending {
    pub thread_id: String,
    pub request: String,
    /// The question asked.
    pub question: String,
    /// The target name offered (or, for approval, the one built), taken
    /// when the answer accepts it.
    pub suggestion: Option<String>,
    #[serde(default)]
    pub waiting: Waiting,
    /// The run's `--out` and `--apply`, for the continued run.
    #[serde(default)]
    pub out: Option<PathBuf>,
    #[serde(default)]
    pub apply: bool,
    /// The select part the workflow was built from (a user's correction
    /// replaces it).
    #[serde(default)]
    pub select: Option<String>,
    /// The source the run reads (its name in run records), so a server
    /// continues it on the same one.
    #[serde(default)]
    pub source: Option<String>,
    /// The run's state ([`crate::state::EtlState`]) when it stopped, from
    /// which it goes on (none in files written before runs were
    /// checkpointed: those start again from the request).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub state: Option<serde_json::Value>,
}

/// What an answer to an approval says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    Approve,
    Reject(String),
    /// A corrected select part.
    Modify(String),
}

/// Reads an answer to an approval question; `None` when it is none of
/// approve, reject (with an optional reason) or a SELECT.
pub fn verdict(answer: &str) -> Option<Verdict> {
    let a = answer.trim();
    let lower = a.to_lowercase();
    let word = lower.trim_end_matches(['.', '!', '。', '！']);
    const APPROVE: &[&str] = &[
        "approve", "approved", "yes", "y", "ok", "okay", "lgtm", "同意", "批准", "通过", "可以",
        "好", "好的", "确认",
    ];
    if APPROVE.contains(&word) {
        return Some(Verdict::Approve);
    }
    for prefix in ["reject", "no", "拒绝", "不同意", "驳回"] {
        if let Some(rest) = lower.strip_prefix(prefix) {
            if prefix.is_ascii() && rest.starts_with(|c: char| c.is_ascii_alphanumeric()) {
                continue; // "north", "nothing": not a rejection
            }
            let reason = a[a.len() - rest.len()..]
                .trim_start_matches([':', '：', ',', '，', ' '])
                .trim();
            return Some(Verdict::Reject(reason.to_string()));
        }
    }
    if lower.starts_with("select") || lower.starts_with("with") {
        return Some(Verdict::Modify(a.trim_end_matches(';').to_string()));
    }
    None
}

/// The ETL directory of a data directory: the rejection log, and the
/// files of runs that waited before they were kept in the store.
pub fn dir(data_dir: &Path) -> PathBuf {
    data_dir.join("etl")
}

/// The waiting ETL runs of a store. Runs that waited before they were
/// kept in the store are files under `data_dir/etl`: read and removed
/// there too, so an upgrade loses none.
pub struct PendingStore<'a> {
    store: &'a dyn chatdb_flow::Checkpointer,
    dir: PathBuf,
}

impl<'a> PendingStore<'a> {
    /// The waiting runs of `store`, with the earlier files and the
    /// rejection log under `data_dir/etl`.
    pub fn new(store: &'a dyn chatdb_flow::Checkpointer, data_dir: &Path) -> PendingStore<'a> {
        PendingStore {
            store,
            dir: dir(data_dir),
        }
    }

    /// The directory of the earlier files and the rejection log.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    fn file(&self, thread: &str) -> Option<PathBuf> {
        let safe = !thread.is_empty()
            && thread
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
        safe.then(|| self.dir.join(format!("{thread}.json")))
    }

    /// Records a waiting run.
    pub async fn put(&self, p: &Pending) -> Result<(), String> {
        let json = serde_json::to_value(p).map_err(|e| e.to_string())?;
        self.store
            .put_etl_checkpoint(&p.thread_id, &json)
            .await
            .map_err(|e| e.to_string())
    }

    /// The waiting run of a thread, if any.
    pub async fn get(&self, thread: &str) -> Result<Option<Pending>, String> {
        let stored = self
            .store
            .etl_checkpoint(thread)
            .await
            .map_err(|e| e.to_string())?;
        if let Some(json) = stored {
            return serde_json::from_value(json)
                .map(Some)
                .map_err(|e| format!("the waiting run of {thread} can't be read: {e}"));
        }
        let Some(file) = self.file(thread) else {
            return Ok(None);
        };
        match std::fs::read(&file) {
            Ok(bytes) => serde_json::from_slice(&bytes)
                .map(Some)
                .map_err(|e| format!("{}: {e}", file.display())),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(format!("{}: {e}", file.display())),
        }
    }

    /// Forgets a thread's waiting run.
    pub async fn remove(&self, thread: &str) -> Result<(), String> {
        self.store
            .clear_etl_checkpoint(thread)
            .await
            .map_err(|e| e.to_string())?;
        match self.file(thread).map(std::fs::remove_file) {
            Some(Err(e)) if e.kind() != std::io::ErrorKind::NotFound => {
                Err(format!("{}: {e}", self.dir.display()))
            }
            _ => Ok(()),
        }
    }
}

/// The target an answer gives: an identifier in it, or the suggestion
/// when the answer accepts it (yes/ok/好/可以/用这个…).
pub fn target_from_answer(answer: &str, suggestion: Option<&str>) -> Option<String> {
    let a = answer.trim();
    let accept = [
        "y",
        "yes",
        "ok",
        "okay",
        "sure",
        "fine",
        "好",
        "好的",
        "可以",
        "行",
        "是",
        "对",
        "用这个",
        "就这个",
        "同意",
    ];
    if accept.contains(
        &a.to_lowercase()
            .trim_end_matches(['.', '!', '。', '！'])
            .trim(),
    ) {
        return suggestion.map(str::to_string);
    }
    let sink = crate::request::read(a);
    if let Some(t) = sink.table {
        return Some(t);
    }
    let ident = a.trim_matches(|c: char| c == '`' || c == '"' || c.is_whitespace());
    let valid = crate::request::is_identifier(ident);
    valid.then(|| ident.to_lowercase())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_name_a_table_or_accept_the_suggestion() {
        let s = Some("dws_payment_method_sum_total_amount");
        assert_eq!(target_from_answer("dws_pay", s).as_deref(), Some("dws_pay"));
        assert_eq!(target_from_answer(" yes ", s).as_deref(), s);
        assert_eq!(target_from_answer("好的", s).as_deref(), s);
        assert_eq!(
            target_from_answer("写入 ads_pay 表", s).as_deref(),
            Some("ads_pay")
        );
        assert_eq!(
            target_from_answer("into table Mart.Pay", s).as_deref(),
            Some("mart.pay")
        );
        assert_eq!(target_from_answer("随便", s), None);
        assert_eq!(target_from_answer("1; drop table x", s), None);
    }

    #[test]
    fn approval_answers() {
        assert_eq!(verdict("approve"), Some(Verdict::Approve));
        assert_eq!(verdict("同意。"), Some(Verdict::Approve));
        assert_eq!(
            verdict("reject: 口径不对，要含退款"),
            Some(Verdict::Reject("口径不对，要含退款".into()))
        );
        assert_eq!(verdict("拒绝"), Some(Verdict::Reject(String::new())));
        assert_eq!(
            verdict("SELECT city, COUNT(*) AS n FROM stores GROUP BY city;"),
            Some(Verdict::Modify(
                "SELECT city, COUNT(*) AS n FROM stores GROUP BY city".into()
            ))
        );
        assert_eq!(verdict("maybe later"), None);
        assert_eq!(verdict("north"), None);
    }

    #[tokio::test]
    async fn waiting_runs_survive_the_process_and_earlier_files_are_read() {
        let dir = tempfile::tempdir().expect("dir");
        let open = || {
            chatdb_flow::checkpoint::SqliteCheckpointer(std::sync::Mutex::new(
                chatdb_flow::ThreadStore::open(&dir.path().join("threads.db")).expect("store"),
            ))
        };
        let p = Pending {
            thread_id: "t-1".into(),
            request: "按月汇总销售额".into(),
            question: "Which table?".into(),
            suggestion: Some("dws_x".into()),
            waiting: Waiting::Target,
            out: None,
            apply: false,
            select: None,
            source: Some("demo".into()),
            state: Some(serde_json::json!({"next": "analyst"})),
        };
        let first = open();
        PendingStore::new(&first, dir.path())
            .put(&p)
            .await
            .expect("put");
        drop(first);
        let again = open();
        let store = PendingStore::new(&again, dir.path());
        assert_eq!(store.get("t-1").await.expect("get"), Some(p.clone()));
        store.remove("t-1").await.expect("remove");
        assert_eq!(store.get("t-1").await.expect("get"), None);
        // A run that waited as a file (before runs were kept in the store).
        let old = Pending {
            thread_id: "t-2".into(),
            state: None,
            ..p
        };
        std::fs::create_dir_all(store.dir()).expect("dir");
        let file = store.dir().join("t-2.json");
        std::fs::write(&file, serde_json::to_vec(&old).expect("json")).expect("write");
        assert_eq!(store.get("t-2").await.expect("get"), Some(old));
        assert_eq!(store.get("../etc/passwd").await.expect("get"), None);
        store.remove("t-2").await.expect("remove");
        assert!(!file.exists());
    }
}
