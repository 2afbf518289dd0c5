//! Linking against a synthetic catalog of 5,000 tables and 100,000
//! columns: index build time, and per-question latency (criterion's
//! estimate plus a p95 over many different questions).
//!
//! Run: `cargo bench -p chatdb-knowledge --bench linking`

use chatdb_core::{Column, Dialect, ForeignKey, LogicalType, Schema, Table, TableKind};
use chatdb_knowledge::{index, Linker, SchemaIndex};
use criterion::{criterion_group, criterion_main, Criterion};
use std::time::Instant;

const TABLES: usize = 5_000;
const COLUMNS_PER_TABLE: usize = 20;

const NOUNS: &[&str] = &[
    "order",
    "customer",
    "product",
    "invoice",
    "payment",
    "shipment",
    "supplier",
    "warehouse",
    "employee",
    "department",
    "account",
    "ledger",
    "campaign",
    "lead",
    "ticket",
    "contract",
    "asset",
    "vehicle",
    "route",
    "store",
    "region",
    "school",
    "student",
    "course",
    "exam",
    "patient",
    "visit",
    "claim",
    "policy",
    "device",
];
const ATTRS: &[&str] = &[
    "name",
    "code",
    "status",
    "amount",
    "date",
    "type",
    "category",
    "price",
    "quantity",
    "score",
    "city",
    "country",
    "created_at",
    "updated_at",
    "owner",
    "level",
    "rate",
    "balance",
    "weight",
    "description",
];

fn synthetic() -> Schema {
    let mut tables = Vec::with_capacity(TABLES);
    for i in 0..TABLES {
        let noun = NOUNS[i % NOUNS.len()];
        let name = format!("{noun}_{}", i / NOUNS.len());
        let mut columns = vec![Column {
            name: "id".into(),
            db_type: "BIGINT".into(),
            logical_type: LogicalType::Integer,
            nullable: false,
            comment: None,
        }];
        for j in 1..COLUMNS_PER_TABLE {
            let attr = ATTRS[(i * 7 + j) % ATTRS.len()];
            columns.push(Column {
                name: format!("{attr}_{j}"),
                db_type: "VARCHAR".into(),
                logical_type: LogicalType::Text,
                nullable: true,
                comment: Some(format!("{noun} {attr}")),
            });
        }
        // Each table references one or two earlier ones.
        let mut foreign_keys = Vec::new();
        for k in [1usize, 37] {
            if i >= k {
                foreign_keys.push(ForeignKey {
                    columns: vec![format!(
                        "{}_{}",
                        ATTRS[(i * 7 + k) % ATTRS.len()],
                        k % COLUMNS_PER_TABLE
                    )],
                    ref_table: format!(
                        "{}_{}",
                        NOUNS[(i - k) % NOUNS.len()],
                        (i - k) / NOUNS.len()
                    ),
                    ref_columns: vec!["id".into()],
                });
            }
        }
        tables.push(Table {
            schema: None,
            name,
            kind: TableKind::Table,
            comment: Some(format!("{noun} records")),
            columns,
            primary_key: vec!["id".into()],
            foreign_keys,
        });
    }
    Schema {
        dialect: Dialect::Postgres,
        tables,
    }
}

fn questions() -> Vec<String> {
    let mut q = Vec::new();
    for (i, n) in NOUNS.iter().enumerate() {
        let a = ATTRS[i % ATTRS.len()];
        let b = ATTRS[(i * 3 + 1) % ATTRS.len()];
        q.push(format!("what is the total {a} of each {n} by {b}"));
        q.push(format!("每个{n}的{a}是多少"));
        q.push(format!("top 10 {n}s with the highest {b} last month"));
    }
    q
}

fn bench(c: &mut Criterion) {
    let schema = synthetic();
    let started = Instant::now();
    let items = index::items(&schema, &[], None);
    let idx = SchemaIndex::in_memory(&items).expect("index builds");
    eprintln!(
        "index build: {} items in {:.2?}",
        items.len(),
        started.elapsed()
    );
    let started = Instant::now();
    let linker = Linker::new(&schema, &[], None, &idx);
    eprintln!(
        "linker setup (full-schema token count): {:.2?}",
        started.elapsed()
    );

    let qs = questions();
    let mut times: Vec<f64> = Vec::new();
    for _ in 0..5 {
        for q in &qs {
            let t = Instant::now();
            let linked = linker.link(q).expect("links");
            times.push(t.elapsed().as_secs_f64() * 1000.0);
            assert!(!linked.tables.is_empty());
        }
    }
    times.sort_by(f64::total_cmp);
    let p = |f: f64| times[((times.len() as f64 - 1.0) * f).round() as usize];
    eprintln!(
        "link latency over {} questions: p50 {:.2} ms, p95 {:.2} ms, max {:.2} ms",
        times.len(),
        p(0.5),
        p(0.95),
        p(1.0)
    );

    let mut i = 0;
    c.bench_function("link 5k tables / 100k columns", |b| {
        b.iter(|| {
            i = (i + 1) % qs.len();
            linker.link(&qs[i]).expect("links")
        })
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(30);
    targets = bench
}
criterion_main!(benches);
