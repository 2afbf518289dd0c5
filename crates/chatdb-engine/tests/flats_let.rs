//! A landlord's flats asked in Chinese over English names: a noun said
//! with a noun suffix (房子) is named by the character before it (房, the
//! head of 套房, a flat), and the amounts due and paid by 应收 and 实收 —
//! also compared with each other (实收少于应收), rows paid short (没交全,
//! "not paid in full") — and what is owed (欠款, "owes") as the amount due
//! less the amount paid.

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn flats() -> (Schema, Vec<TableProfile>) {
    (
        sqlite_schema(vec![
            Table::new("tenants")
                .with_key("tenant_id", Integer)
                .with_column("tenant_name", Text),
            Table::new("flats")
                .with_key("flat_id", Integer)
                .with_column("flat_no", Text)
                .with_column("monthly_rent", Float)
                .with_column("area_sqm", Float),
            Table::new("bills")
                .with_key("bill_id", Integer)
                .with_reference("flat_id", Integer, "flats", "flat_id")
                .with_reference("tenant_id", Integer, "tenants", "tenant_id")
                .with_column("bill_month", Date)
                .with_column("amount_due", Float)
                .with_column("amount_paid", Float),
        ]),
        Vec::new(),
    )
}

#[test]
fn a_noun_with_a_suffix_is_named_by_its_head() {
    let sql = sql_of(&flats(), "租金超过5000的房子有几套");
    assert!(
        sql.starts_with(r#"SELECT COUNT(*) AS "count" FROM "flats""#),
        "{sql}"
    );
    assert!(!sql.contains("bills"), "{sql}");
    let sql = sql_of(&flats(), "面积最大的房子");
    assert!(sql.contains(r#""flats"."flat_no""#), "{sql}");
    assert!(sql.contains("area_sqm"), "{sql}");
}

#[test]
fn amounts_due_and_paid_are_said_by_what_is_due_and_what_came_in() {
    let sql = sql_of(&flats(), "上个月实收多少");
    assert!(
        sql.starts_with(r#"SELECT SUM("bills"."amount_paid")"#),
        "{sql}"
    );
    assert!(
        sql.contains(r#""bills"."bill_month" >= '2026-10-01'"#),
        "{sql}"
    );
    let sql = sql_of(&flats(), "每个租户的应收金额");
    assert!(sql.contains(r#"SUM("bills"."amount_due")"#), "{sql}");
    assert!(sql.contains(r#""tenants"."tenant_name""#), "{sql}");
}

#[test]
fn amounts_due_and_paid_said_in_chinese_are_compared() {
    let sql = sql_of(&flats(), "实收少于应收的账单有多少");
    assert!(sql.starts_with("SELECT COUNT(*)"), "{sql}");
    assert!(
        sql.contains(r#"WHERE "bills"."amount_paid" < "bills"."amount_due""#),
        "{sql}"
    );
}

#[test]
fn what_is_owed_is_the_amount_due_less_the_amount_paid() {
    let owed = r#"SUM(("bills"."amount_due" - "bills"."amount_paid"))"#;
    let sql = sql_of(&flats(), "欠款最多的租户");
    assert!(sql.contains(r#""tenants"."tenant_name""#), "{sql}");
    assert!(
        sql.contains(&format!("ORDER BY {owed} DESC LIMIT 1")),
        "{sql}"
    );
    let sql = sql_of(&flats(), "what is the total amount owed");
    assert!(sql.starts_with(&format!("SELECT {owed}")), "{sql}");
}

#[test]
fn nothing_is_owed_without_an_amount_paid() {
    let (mut schema, profiles) = flats();
    for t in &mut schema.tables {
        t.columns.retain(|c| c.name != "amount_paid");
    }
    let plan = plan(&(schema, profiles), "欠款最多的租户");
    assert!(
        plan.sql.as_deref().is_none_or(|s| !s.contains(" - ")),
        "{plan:?}"
    );
}

#[test]
fn rows_paid_short_paid_less_than_was_due() {
    for q in [
        "没交全的账单有多少",
        "未付清的账单",
        "bills not paid in full",
    ] {
        let sql = sql_of(&flats(), q);
        assert!(
            sql.contains(r#"WHERE "bills"."amount_paid" < "bills"."amount_due""#),
            "{q}: {sql}"
        );
    }
}
