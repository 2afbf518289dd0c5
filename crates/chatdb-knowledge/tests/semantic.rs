//! Loading and validating semantic-layer YAML.

use chatdb_core::{Column, Dialect, LogicalType, Schema, Table, TableKind};
use chatdb_knowledge::SemanticLayer;

fn schema() -> Schema {
    let col = |n: &str, t: LogicalType| Column {
        name: n.into(),
        db_type: "x".into(),
        logical_type: t,
        nullable: true,
        comment: None,
    };
    Schema {
        dialect: Dialect::DuckDb,
        tables: vec![Table {
            schema: None,
            name: "orders".into(),
            kind: TableKind::Table,
            comment: None,
            columns: vec![
                col("order_id", LogicalType::Integer),
                col("total_amount", LogicalType::Decimal),
                col("status", LogicalType::Text),
            ],
            primary_key: vec!["order_id".into()],
            foreign_keys: vec![],
        }],
    }
}

#[test]
fn the_demo_layer_is_valid() {
    let layer =
        SemanticLayer::parse(chatdb_demo_yaml(), "demo.yaml", None).expect("valid demo YAML");
    assert!(layer.metric("infra").is_some());
    assert_eq!(layer.children("infra").len(), 3);
}

fn chatdb_demo_yaml() -> &'static str {
    include_str!("../../chatdb-demo/semantic/demo.yaml")
}

#[test]
fn shape_errors_name_the_file_line_and_field() {
    let yaml = "tables:\n  orders:\n    synonyms: [sales]\n    colour: red\n";
    let errs = SemanticLayer::parse(yaml, "s.yaml", None).expect_err("unknown field");
    assert_eq!(errs.len(), 1);
    let e = &errs[0];
    assert_eq!((e.file.as_str(), e.line), ("s.yaml", 4), "{e}");
    assert!(e.to_string().contains("colour"), "{e}");

    let errs = SemanticLayer::parse(
        "metrics:\n  - id: a\n    name: A\n    weight: heavy\n",
        "m.yaml",
        None,
    )
    .expect_err("bad type");
    assert_eq!(errs[0].line, 4, "{}", errs[0]);
}

#[test]
fn references_are_checked_against_the_schema() {
    let yaml = "\
tables:
  orders:
    columns:
      total_amount: {synonyms: [销售额]}
      totl: {synonyms: [typo]}
  ghosts:
    synonyms: [x]
metrics:
  - id: sales
    name: 销售额
    expression: SUM(orders.total_amount)
    time_column: orders.order_date
  - id: child
    name: c
    parent: nobody
    expression: COUNT(*)
";
    let errs = SemanticLayer::parse(yaml, "s.yaml", Some(&schema())).expect_err("bad references");
    let by_field: Vec<(String, usize)> = errs.iter().map(|e| (e.field.clone(), e.line)).collect();
    assert!(
        by_field.contains(&("tables.orders.columns.totl".into(), 5)),
        "{by_field:?}"
    );
    assert!(
        by_field.contains(&("tables.ghosts".into(), 6)),
        "{by_field:?}"
    );
    assert!(
        errs.iter()
            .any(|e| e.message.contains("orders.order_date") && e.line == 12),
        "{errs:?}"
    );
    assert!(
        errs.iter()
            .any(|e| e.message.contains("parent `nobody`") && e.line == 15),
        "{errs:?}"
    );
    // The same file without the mistakes is fine.
    let fixed = "tables:\n  orders:\n    columns:\n      total_amount: {synonyms: [销售额]}\n";
    assert!(SemanticLayer::parse(fixed, "s.yaml", Some(&schema())).is_ok());
}

#[test]
fn sibling_weights_must_sum_to_one() {
    let yaml = "metrics:\n  - {id: p, name: P, aggregation: weighted_children}\n  - {id: a, name: A, parent: p, weight: 0.5, expression: 'AVG(x)'}\n  - {id: b, name: B, parent: p, weight: 0.4, expression: 'AVG(y)'}\n";
    let errs = SemanticLayer::parse(yaml, "w.yaml", None).expect_err("weights");
    assert!(errs[0].message.contains("sum to 0.9"), "{}", errs[0]);
}

#[test]
fn quality_rules_are_read_and_checked() {
    let yaml = "\
tables:
  orders:
    quality:
      row_count: {min: 1}
      unique_key: [order_id]
    columns:
      status:
        quality:
          - not_null
          - accepted_values: [paid, refunded]
      total_amount:
        sensitive: true
        quality:
          - range: {min: 0}
";
    let layer = SemanticLayer::parse(yaml, "q.yaml", Some(&schema())).expect("valid");
    let orders = &layer.tables["orders"];
    assert_eq!(orders.quality.unique_key, vec!["order_id".to_string()]);
    assert_eq!(
        orders.quality.row_count.as_ref().and_then(|r| r.min),
        Some(1.0)
    );
    let status = &orders.columns["status"].quality;
    assert_eq!(status.len(), 2);
    assert!(matches!(
        status[0],
        chatdb_knowledge::semantic::ColumnRule::NotNull
    ));
    assert!(orders.columns["total_amount"].sensitive);

    let bad = "\
tables:
  orders:
    quality:
      unique_key: [order_no]
    columns:
      status:
        quality:
          - relationships: statuses.code
          - range: {min: 5, max: 1}
          - accepted_values: []
";
    let errors = SemanticLayer::parse(bad, "q.yaml", Some(&schema())).expect_err("invalid");
    let text: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
    assert_eq!(errors.len(), 4, "{text:#?}");
    assert!(
        text.iter()
            .any(|e| e.contains("order_no") && e.starts_with("q.yaml:4:")),
        "{text:#?}"
    );
    assert!(
        text.iter().any(|e| e.contains("statuses.code")),
        "{text:#?}"
    );
    assert!(
        text.iter()
            .any(|e| e.contains("min 5 is greater than max 1")),
        "{text:#?}"
    );
    assert!(
        text.iter().any(|e| e.contains("at least one value")),
        "{text:#?}"
    );

    let unknown_rule =
        "tables:\n  orders:\n    columns:\n      status:\n        quality: [not_empty]\n";
    let errors = SemanticLayer::parse(unknown_rule, "q.yaml", None).expect_err("unknown rule");
    assert!(errors[0].line >= 5, "{errors:?}");
}
