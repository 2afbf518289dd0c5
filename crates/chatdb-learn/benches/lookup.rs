//! Case lookup cost: the signature of a parsed question and a lookup in
//! 10,000 cases by signature key (what the recall node does besides one
//! indexed store query).

use chatdb_engine::Parsed;
use chatdb_intent::intent::{ColumnRef, Filter, FilterOp, Intent, Literal};
use criterion::{criterion_group, criterion_main, Criterion};
use std::collections::HashMap;

fn parsed(i: usize) -> Parsed {
    Parsed {
        intent: Intent {
            filters: vec![Filter {
                column: ColumnRef::new(format!("t{}", i % 50), format!("c{}", i % 7)),
                op: FilterOp::Eq,
                values: vec![Literal::Text(format!("v{i}"))],
            }],
            limit: Some((i % 10) as u64),
            ..Intent::default()
        },
        confidence: 0.5,
        understood: vec![],
        unplaced: vec![format!("w{}", i % 13)],
        signals: Default::default(),
        sketch: Default::default(),
        open_values: Vec::new(),
    }
}

fn bench(c: &mut Criterion) {
    let index: HashMap<String, usize> = (0..10_000)
        .map(|i| (chatdb_learn::signature(&parsed(i)).key, i))
        .collect();
    let q = parsed(4242);
    c.bench_function("signature + lookup in 10k cases", |b| {
        b.iter(|| {
            let s = chatdb_learn::signature(std::hint::black_box(&q));
            index.get(&s.key).copied()
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
