//! A software team's deployments and incidents: "time to resolve" is the
//! time between an incident's opening and its resolution; a rate glued by
//! jieba to the value it is of (失败率, 成功率) is the share of rows with
//! that value, not those rows; so is a rate said after the noun of the
//! value's verb ("failure rate" of 'failed'). Each with a near miss.

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn devops() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("services")
            .with_key("service_id", Integer)
            .with_column("service_name", Text)
            .with_column("team", Text),
        Table::new("deployments")
            .with_key("deployment_id", Integer)
            .with_reference("service_id", Integer, "services", "service_id")
            .with_column("deployed_at", Timestamp)
            .with_column("status", Text),
        Table::new("incidents")
            .with_key("incident_id", Integer)
            .with_reference("service_id", Integer, "services", "service_id")
            .with_column("title", Text)
            .with_column("opened_at", Timestamp)
            .with_column("resolved_at", Timestamp),
    ]);
    let statuses = repeated_values("deployments", "status", &["succeeded", "failed"]);
    (schema, vec![statuses])
}

#[test]
fn time_to_do_something_is_the_time_its_rows_took() {
    let setup = devops();
    for q in [
        "average time to resolve incidents",
        "mean time to resolution",
    ] {
        let sql = sql_of(&setup, q);
        assert!(
            sql.contains(r#"AVG((julianday("incidents"."resolved_at") - julianday("incidents"."opened_at")))"#),
            "{q}: {sql}"
        );
    }
    // Near miss: incidents resolved in a month are counted by that date,
    // with no span.
    let sql = sql_of(&setup, "how many incidents were resolved last month");
    assert!(
        sql.contains(r#""incidents"."resolved_at" >= '2026-10-01'"#),
        "{sql}"
    );
    assert!(!sql.contains("julianday"), "{sql}");
}

#[test]
fn a_rate_glued_to_its_value_is_a_share_of_the_rows() {
    let setup = devops();
    let sql = sql_of(&setup, "部署失败率");
    assert!(
        sql.contains(r#"100.0 * COUNT(CASE WHEN ("deployments"."status" = 'failed') THEN 1 END) / NULLIF(COUNT(*), 0)"#),
        "{sql}"
    );
    let sql = sql_of(&setup, "各服务的成功率");
    assert!(sql.contains(r#"= 'succeeded') THEN 1 END)"#), "{sql}");
    assert!(
        sql.contains(r#"GROUP BY "services"."service_name""#),
        "{sql}"
    );
    // Near miss: the failed deployments counted are a count, not a rate.
    let sql = sql_of(&setup, "失败的部署有多少");
    assert!(
        sql.contains(r#"WHERE "deployments"."status" = 'failed'"#),
        "{sql}"
    );
    assert!(!sql.contains("100.0"), "{sql}");
}

#[test]
fn a_rate_said_by_the_noun_of_a_values_verb_is_a_share() {
    let setup = devops();
    let sql = sql_of(&setup, "deployment failure rate");
    assert!(
        sql.contains(r#"COUNT(CASE WHEN ("deployments"."status" = 'failed') THEN 1 END)"#),
        "{sql}"
    );
    // The services named, their deployments' rate per service.
    let sql = sql_of(&setup, "failure rate by service");
    assert!(
        sql.contains(r#"GROUP BY "services"."service_name""#),
        "{sql}"
    );
    assert!(sql.contains(r#"= 'failed') THEN 1 END)"#), "{sql}");
    // Near miss: no stored value is a participle of "approve".
    doubted(&setup, "deployment approval rate");
}

#[test]
fn things_counted_and_what_was_done_to_them_add_up() {
    let setup = (
        sqlite_schema(vec![
            Table::new("pickers")
                .with_key("picker_id", Integer)
                .with_column("picker_name", Text),
            Table::new("pick_tasks")
                .with_key("task_id", Integer)
                .with_reference("picker_id", Integer, "pickers", "picker_id")
                .with_column("started_at", Timestamp)
                .with_column("items_picked", Integer),
        ]),
        Vec::new(),
    );
    let sql = sql_of(&setup, "items picked per picker");
    assert!(sql.contains(r#"SUM("pick_tasks"."items_picked")"#), "{sql}");
    assert!(sql.contains(r#"GROUP BY "pickers"."picker_name""#), "{sql}");
    // Near miss: a level named by a participle does not add up.
    let graded = (
        sqlite_schema(vec![
            Table::new("pickers")
                .with_key("picker_id", Integer)
                .with_column("picker_name", Text),
            Table::new("reviews")
                .with_key("review_id", Integer)
                .with_reference("picker_id", Integer, "pickers", "picker_id")
                .with_column("stars_given", Integer),
        ]),
        Vec::new(),
    );
    let p = plan(&graded, "stars given per picker");
    assert!(
        p.sql.as_deref().is_none_or(|s| !s.contains("SUM(")),
        "{:?}",
        p.sql
    );
}
