//! What the reviewer infers from conventions rather than declarations,
//! over a small warehouse-like schema written for this test: a key
//! declared in a model's own DDL, a Hive-style `dt` partition column,
//! source tables that other tables reference, personal data marked in a
//! dbt project's YAML, and values partly masked with `'****'`.

use chatdb_core::{Column, Dialect, ForeignKey, LogicalType, Schema, Table, TableKind};
use chatdb_lineage::{Analysis, Workflow};
use chatdb_review::{Context, Finding, ReviewOptions, Severity};
use std::collections::BTreeMap;

fn column(name: &str, t: LogicalType) -> Column {
    Column {
        name: name.into(),
        db_type: format!("{t:?}"),
        logical_type: t,
        nullable: true,
        comment: None,
    }
}

/// `ods_orders` (partitioned by `dt` by convention), `members` (referenced
/// by `ods_orders`), `shops`.
fn schema() -> Schema {
    use LogicalType::{Date, Decimal, Integer, Text};
    let table = |name: &str, cols: Vec<Column>, pk: &str, fks: Vec<ForeignKey>| Table {
        schema: None,
        name: name.into(),
        kind: TableKind::Table,
        comment: None,
        columns: cols,
        primary_key: vec![pk.into()],
        foreign_keys: fks,
    };
    Schema {
        dialect: Dialect::DuckDb,
        tables: vec![
            table(
                "members",
                vec![
                    column("member_id", Integer),
                    column("member_name", Text),
                    column("mobile", Text),
                    column("city", Text),
                ],
                "member_id",
                vec![],
            ),
            table(
                "shops",
                vec![column("shop_id", Integer), column("shop_name", Text)],
                "shop_id",
                vec![],
            ),
            table(
                "ods_orders",
                vec![
                    column("order_id", Integer),
                    column("member_id", Integer),
                    column("shop_id", Integer),
                    column("amount", Decimal),
                    column("dt", Date),
                ],
                "order_id",
                vec![
                    ForeignKey {
                        columns: vec!["member_id".into()],
                        ref_table: "members".into(),
                        ref_columns: vec!["member_id".into()],
                    },
                    ForeignKey {
                        columns: vec!["shop_id".into()],
                        ref_table: "shops".into(),
                        ref_columns: vec!["shop_id".into()],
                    },
                ],
            ),
        ],
    }
}

fn review(files: &[(&str, &str)]) -> Vec<Finding> {
    let dir = tempfile::tempdir().expect("tempdir");
    for (name, text) in files {
        let path = dir.path().join(name);
        std::fs::create_dir_all(path.parent().expect("parent")).expect("mkdir");
        std::fs::write(path, text).expect("write");
    }
    let schema = schema();
    let wf = Workflow::read(dir.path(), Dialect::DuckDb).expect("reads");
    let analysis = Analysis::new(&wf, Some(&schema));
    let cx = Context {
        workflow: &wf,
        analysis: &analysis,
        schema: Some(&schema),
        semantic: None,
        row_counts: BTreeMap::new(),
        options: ReviewOptions::default(),
    };
    chatdb_review::review(&cx)
}

fn rules(findings: &[Finding]) -> Vec<&'static str> {
    findings.iter().map(|f| f.rule).collect()
}

fn errors(findings: &[Finding]) -> Vec<(&'static str, &str)> {
    findings
        .iter()
        .filter(|f| f.severity == Severity::Error)
        .map(|f| (f.rule, f.message.as_str()))
        .collect()
}

const DAILY_DDL: &str = "CREATE OR REPLACE TABLE dws_shop_daily (\n  dt DATE,\n  shop_id INTEGER,\n  amount DECIMAL(14,2),\n  PRIMARY KEY ({key})\n);\nINSERT INTO dws_shop_daily\nSELECT dt, shop_id, SUM(amount)\nFROM ods_orders\nWHERE dt >= DATE '2026-01-01'\nGROUP BY dt, shop_id;\n";

#[test]
fn a_primary_key_in_the_models_ddl_is_its_declared_grain() {
    let wrong = DAILY_DDL.replace("{key}", "dt");
    let found = review(&[("dws_shop_daily.sql", &wrong)]);
    let grain = found
        .iter()
        .find(|f| f.rule == "correctness/grain")
        .unwrap_or_else(|| panic!("no grain finding: {found:?}"));
    assert_eq!(grain.severity, Severity::Error);
    assert_eq!(grain.line, 7, "located at the INSERT: {grain:?}");
    let right = DAILY_DDL.replace("{key}", "dt, shop_id");
    let found = review(&[("dws_shop_daily.sql", &right)]);
    assert!(errors(&found).is_empty(), "{:?}", errors(&found));
}

#[test]
fn a_dt_column_is_a_partition_to_filter_on() {
    let unfiltered = "CREATE OR REPLACE TABLE dws_shop_total AS\nSELECT shop_id, SUM(amount) AS amount FROM ods_orders GROUP BY shop_id;\n";
    let found = review(&[("dws_shop_total.sql", unfiltered)]);
    let f = found
        .iter()
        .find(|f| f.rule == "performance/missing-partition-filter")
        .unwrap_or_else(|| panic!("no partition finding: {found:?}"));
    assert_eq!(f.severity, Severity::Warning);
    assert!(
        f.message.contains("`dt`") && f.message.contains("convention"),
        "{}",
        f.message
    );
    let filtered = unfiltered.replace("GROUP BY", "WHERE dt = DATE '2026-11-24' GROUP BY");
    let found = review(&[("dws_shop_total.sql", &filtered)]);
    assert!(
        !rules(&found).contains(&"performance/missing-partition-filter"),
        "{found:?}"
    );
    // A table without such a column is not guessed partitioned.
    let found = review(&[(
        "dim_shop.sql",
        "CREATE OR REPLACE TABLE dim_shop AS SELECT shop_id, shop_name FROM shops;\n",
    )]);
    assert!(
        !rules(&found).contains(&"performance/missing-partition-filter"),
        "{found:?}"
    );
}

#[test]
fn appending_to_a_referenced_source_table_is_a_write_outside_the_workflow() {
    let found = review(&[(
        "load_members.sql",
        "INSERT INTO members (member_id, member_name, city)\nSELECT DISTINCT member_id + 1000000, 'guest', 'unknown' FROM ods_orders WHERE dt = DATE '2026-11-24';\n",
    )]);
    assert!(
        rules(&found).contains(&"security/write-outside-targets"),
        "{found:?}"
    );
    // The same pattern into a table the workflow creates is its own business.
    let found = review(&[(
        "dim_member.sql",
        "CREATE TABLE IF NOT EXISTS dim_member (member_id INTEGER PRIMARY KEY, city VARCHAR);\nDELETE FROM dim_member;\nINSERT INTO dim_member SELECT member_id, city FROM members;\n",
    )]);
    assert!(errors(&found).is_empty(), "{:?}", errors(&found));
    // And a DELETE of all of a referenced source table is destructive.
    let found = review(&[(
        "reload.sql",
        "DELETE FROM members;\nINSERT INTO members SELECT member_id, member_name, mobile, city FROM members;\n",
    )]);
    assert!(
        rules(&found).contains(&"security/destructive-statement"),
        "{found:?}"
    );
}

#[test]
fn partial_masks_count_as_masking_and_dbt_meta_marks_personal_data() {
    let masked = review(&[(
        "dwd_member.sql",
        "CREATE OR REPLACE TABLE dwd_member AS\nSELECT member_id, left(mobile, 3) || '****' || right(mobile, 4) AS mobile_masked, city FROM members;\n",
    )]);
    assert!(errors(&masked).is_empty(), "{:?}", errors(&masked));
    let cut_only = review(&[(
        "dwd_member.sql",
        "CREATE OR REPLACE TABLE dwd_member AS\nSELECT member_id, left(mobile, 11) AS mobile_prefix, city FROM members;\n",
    )]);
    assert!(
        rules(&cut_only).contains(&"security/sensitive-unmasked"),
        "cutting without masking characters hides nothing: {cut_only:?}"
    );
    let overlay = review(&[(
        "dwd_member.sql",
        "CREATE OR REPLACE TABLE dwd_member AS\nSELECT member_id, overlay(mobile placing 'XXXX' from 4 for 4) AS mobile_masked FROM members;\n",
    )]);
    assert!(errors(&overlay).is_empty(), "{:?}", errors(&overlay));
    // dbt: `city` is marked personal by meta and by tag in sources.yml.
    for marking in ["meta: {contains_pii: true}", "tags: [pii]"] {
        let sources = format!(
            "version: 2\nsources:\n  - name: crm\n    tables:\n      - name: members\n        columns:\n          - name: city\n            {marking}\n"
        );
        let found = review(&[
            ("dbt_project.yml", "name: crm\n"),
            ("models/sources.yml", &sources),
            (
                "models/dim_city.sql",
                "select member_id, city from {{ source('crm', 'members') }}\n",
            ),
        ]);
        let f = found
            .iter()
            .find(|f| f.rule == "security/sensitive-unmasked")
            .unwrap_or_else(|| panic!("{marking}: {found:?}"));
        assert!(f.message.contains("members.city"), "{}", f.message);
    }
}
