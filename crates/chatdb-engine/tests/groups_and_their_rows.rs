//! A small publisher and a company's projects, both with English names and
//! asked in Chinese and English: the rows asked for by 哪些 or "which"
//! under a grouping (每个作者有哪些书, "which books does each author have")
//! are listed, once each, beside the name of the group each belongs to —
//! never counted.

mod common;

use chatdb_core::profile::{ColumnProfile, TableProfile};
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn publisher() -> (Schema, Vec<TableProfile>) {
    (
        sqlite_schema(vec![
            Table::new("authors")
                .with_key("author_id", Integer)
                .with_column("name", Text)
                .with_column("country", Text),
            Table::new("books")
                .with_key("book_id", Integer)
                .with_reference("author_id", Integer, "authors", "author_id")
                .with_column("title", Text)
                .with_column("published_on", Date)
                .with_column("price", Float),
        ]),
        vec![TableProfile::new(
            "authors",
            40,
            vec![
                ColumnProfile::of_values("name", &["Mo Yan", "Yu Hua"]),
                ColumnProfile::of_values("country", &["China", "Japan"]),
            ],
        )],
    )
}

fn projects() -> (Schema, Vec<TableProfile>) {
    (
        sqlite_schema(vec![
            Table::new("departments")
                .with_key("department_id", Integer)
                .with_column("department_name", Text),
            Table::new("employees")
                .with_key("employee_id", Integer)
                .with_reference("department_id", Integer, "departments", "department_id")
                .with_column("employee_name", Text)
                .with_column("hired_on", Date),
        ]),
        vec![values(
            "departments",
            "department_name",
            &["Sales", "Finance"],
        )],
    )
}

#[test]
fn rows_asked_which_under_a_grouping_are_listed_beside_their_group() {
    for q in [
        "每个作者有哪些书",
        "每个作者的哪些书",
        "which books does each author have",
    ] {
        let sql = sql_of(&publisher(), q);
        assert!(!sql.contains("COUNT"), "{q}: {sql}");
        assert!(sql.contains("SELECT DISTINCT"), "{q}: {sql}");
        assert!(sql.contains(r#""authors"."name""#), "{q}: {sql}");
        assert!(sql.contains(r#""books"."title""#), "{q}: {sql}");
    }
    let sql = sql_of(&projects(), "每个部门有哪些员工");
    assert!(!sql.contains("COUNT"), "{sql}");
    assert!(sql.contains(r#""departments"."department_name""#), "{sql}");
    assert!(sql.contains(r#""employees"."employee_name""#), "{sql}");
}

#[test]
fn how_many_under_a_grouping_still_counts() {
    for q in ["每个作者有几本书", "每个部门有多少员工"] {
        let setup = if q.contains("作者") {
            publisher()
        } else {
            projects()
        };
        let sql = sql_of(&setup, q);
        assert!(sql.contains("COUNT("), "{q}: {sql}");
    }
}
