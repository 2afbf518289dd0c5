//! The persisted index updates only what changed.

use chatdb_core::{Column, Dialect, LogicalType, Schema, Table, TableKind};
use chatdb_knowledge::{index, SchemaIndex};

fn schema(extra_column: bool) -> Schema {
    let col = |n: &str| Column {
        name: n.into(),
        db_type: "TEXT".into(),
        logical_type: LogicalType::Text,
        nullable: true,
        comment: None,
    };
    let mut a = vec![col("id"), col("name")];
    if extra_column {
        a.push(col("nickname"));
    }
    let t = |n: &str, columns: Vec<Column>| Table {
        schema: None,
        name: n.into(),
        kind: TableKind::Table,
        comment: None,
        columns,
        primary_key: vec![],
        foreign_keys: vec![],
    };
    Schema {
        dialect: Dialect::Sqlite,
        tables: vec![t("people", a), t("pets", vec![col("id"), col("species")])],
    }
}

#[test]
fn only_changed_tables_are_reindexed() {
    let dir = tempfile::tempdir().expect("tempdir");
    let items = index::items(&schema(false), &[], None);
    let (idx, n) = SchemaIndex::open_or_update(dir.path(), &items).expect("build");
    assert_eq!(n, 2);
    let docs = idx.len();
    drop(idx);

    let (idx, n) = SchemaIndex::open_or_update(dir.path(), &items).expect("reopen");
    assert_eq!(n, 0, "nothing changed");
    assert_eq!(idx.len(), docs);
    drop(idx);

    let items = index::items(&schema(true), &[], None);
    let (idx, n) = SchemaIndex::open_or_update(dir.path(), &items).expect("update");
    assert_eq!(n, 1, "only `people` changed");
    assert_eq!(idx.len(), docs + 1);
    let hits = idx.search(&["nicknam".into()], 5).expect("search");
    assert_eq!(hits[0].column.as_deref(), Some("nickname"));

    // A damaged index directory is rebuilt, not an error.
    std::fs::write(dir.path().join("meta.json"), b"garbage").expect("write");
    let (idx, n) = SchemaIndex::open_or_update(dir.path(), &items).expect("rebuild");
    assert_eq!(n, 2);
    assert_eq!(idx.len(), docs + 1);
}

#[test]
fn processes_opening_a_new_index_at_once_take_turns() {
    // Several `ask`s started together on a fresh data directory: each must
    // get a whole index, none may clear files another is writing.
    let dir = tempfile::tempdir().expect("tempdir");
    let items = index::items(&schema(true), &[], None);
    let built: Vec<(u64, usize)> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..4)
            .map(|_| {
                s.spawn(|| {
                    let (idx, n) =
                        SchemaIndex::open_or_update(dir.path(), &items).expect("open or build");
                    (idx.len(), n)
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("thread"))
            .collect()
    });
    let full = SchemaIndex::in_memory(&items).expect("in memory").len();
    assert!(built.iter().all(|(len, _)| *len == full), "{built:?}");
    assert_eq!(
        built.iter().filter(|(_, n)| *n > 0).count(),
        1,
        "one of them built it, the others found it built: {built:?}"
    );
}
