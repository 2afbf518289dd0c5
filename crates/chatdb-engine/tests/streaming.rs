//! Constructs of a podcast app's data, asked the way its analysts ask:
//! podcasts, programs kept in seconds, subscribers and their listens; and, in
//! Chinese over English names, a bank's accounts and payments.

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn podcasts() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("podcasts")
            .with_key("podcast_id", Integer)
            .with_column("podcast_name", Text),
        Table::new("programs")
            .with_key("program_id", Integer)
            .with_reference("podcast_id", Integer, "podcasts", "podcast_id")
            .with_column("title", Text)
            .with_column("length_sec", Integer),
        Table::new("subscribers")
            .with_key("subscriber_id", Integer)
            .with_column("username", Text),
        Table::new("listens")
            .with_key("listen_id", Integer)
            .with_reference("program_id", Integer, "programs", "program_id")
            .with_reference("subscriber_id", Integer, "subscribers", "subscriber_id")
            .with_column("listened_at", Timestamp)
            .with_column("seconds_listened", Integer),
    ]);
    (schema, Vec::new())
}

#[test]
fn a_number_in_minutes_over_a_column_kept_in_seconds_is_converted() {
    for (q, cmp) in [
        ("programs longer than 30 minutes", "> 1800"),
        ("超过半小时的节目", "> 1800"),
        ("programs under 90 seconds", "< 90"),
        ("programs over 1.5 hours", "> 5400"),
    ] {
        let p = plan(&podcasts(), q);
        let Some(sql) = p.sql else {
            // (半小时, "half an hour", is no number the engine reads; it
            // may abstain, never compare another column.)
            assert!(q.contains('半'), "{q}: abstained");
            continue;
        };
        assert!(
            sql.contains(&format!(r#""programs"."length_sec" {cmp}"#)),
            "{q}: {sql}"
        );
    }
    // Kilograms are no time: the seconds column is not compared with them.
    let p = plan(&podcasts(), "programs over 3 kg");
    assert!(
        p.sql.as_ref().is_none_or(|s| !s.contains("length_sec")),
        "{:?}",
        p.sql
    );
}

#[test]
fn top_n_by_rows_said_bare_counts_them() {
    let sql = answered(&podcasts(), "top 3 podcasts by listens")
        .sql
        .unwrap();
    assert!(sql.contains("COUNT(*)"), "{sql}");
    assert!(
        sql.contains(r#"JOIN "listens""#) || sql.contains(r#"FROM "listens""#),
        "{sql}"
    );
    assert!(sql.contains("DESC LIMIT 3"), "{sql}");
    // Rows said by a noun of money are totalled, not counted: "by sales"
    // is the money the sales brought; "by orders" is how many.
    let shop = (
        sqlite_schema(vec![
            Table::new("customers")
                .with_key("customer_id", Integer)
                .with_column("customer_name", Text),
            Table::new("sales")
                .with_key("sale_id", Integer)
                .with_reference("customer_id", Integer, "customers", "customer_id")
                .with_column("sold_on", Date)
                .with_column("amount", Float),
        ]),
        Vec::new(),
    );
    let p = plan(&shop, "top 3 customers by sales");
    assert!(
        p.sql.as_ref().is_none_or(|s| !s.contains("COUNT(*)")),
        "{:?}",
        p.sql
    );
}

fn bank() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("accounts")
            .with_key("account_id", Integer)
            .with_column("holder", Text),
        Table::new("payments")
            .with_key("payment_id", Integer)
            .with_reference("account_id", Integer, "accounts", "account_id")
            .with_column("paid_on", Date)
            .with_column("amount", Float),
    ]);
    (schema, Vec::new())
}

#[test]
fn the_number_of_transactions_counts_their_rows() {
    // 笔 is the measure word of transactions: 付款笔数 is how many there
    // were, by month or last month.
    let sql = answered(&bank(), "每个月的付款笔数").sql.unwrap();
    assert!(sql.contains("COUNT(*)"), "{sql}");
    assert!(sql.contains("GROUP BY"), "{sql}");
    let sql = answered(&bank(), "上个月的付款笔数").sql.unwrap();
    assert!(sql.contains("COUNT(*)"), "{sql}");
    assert!(sql.contains(r#""payments"."paid_on" >="#), "{sql}");
    assert!(!sql.contains("SUM("), "{sql}");
}

#[test]
fn a_total_said_after_the_amount_aggregates_it_per_entity() {
    // Chinese says 总额, 总和 and 平均值 after what they aggregate.
    for (q, agg, limit) in [
        ("付款总额最高的账户", "SUM", "LIMIT 1"),
        ("金额总和最大的3个账户", "SUM", "LIMIT 3"),
        ("金额平均值最低的账户", "AVG", "LIMIT 1"),
    ] {
        let sql = answered(&bank(), q).sql.unwrap();
        assert!(
            sql.contains(&format!(r#"{agg}("payments"."amount")"#)),
            "{q}: {sql}"
        );
        assert!(
            sql.contains(r#"GROUP BY"#) && sql.contains(r#""accounts"."#),
            "{q}: {sql}"
        );
        assert!(sql.ends_with(limit), "{q}: {sql}");
    }
}

#[test]
fn never_having_happened_is_said_with_the_experiential_aspect() {
    // 过 after the verb that names the listens (and their listened_at)
    // says it happened, asking nothing more.
    let sql = answered(&podcasts(), "从来没被收听过的节目").sql.unwrap();
    assert!(sql.contains("NOT IN"), "{sql}");
    assert!(sql.contains(r#"FROM "listens""#), "{sql}");
}

/// A shop's orders, each dated and with its amount.
fn orders() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![Table::new("orders")
        .with_key("order_id", Integer)
        .with_column("ordered_on", Date)
        .with_column("amount", Float)]);
    (schema, Vec::new())
}

#[test]
fn the_day_of_the_one_row_a_superlative_picks() {
    // 哪天 after 金额最大的一笔订单 asks that order's date — not the day
    // with the most orders.
    let shop = orders();
    for (q, desc) in [
        ("金额最大的一笔订单是哪天", " DESC"),
        ("金额最小的一笔订单是什么时候", ""),
    ] {
        let sql = answered(&shop, q).sql.unwrap();
        assert!(sql.contains(r#""orders"."ordered_on""#), "{q}: {sql}");
        assert!(
            sql.contains(&format!(r#"ORDER BY "orders"."amount"{desc} LIMIT 1"#)),
            "{q}: {sql}"
        );
        assert!(
            !sql.contains("GROUP BY") && !sql.contains("COUNT("),
            "{q}: {sql}"
        );
    }
    // With nothing said to rank the rows by, no day is ranked instead.
    let p = plan(&shop, "最大的一笔订单是哪天");
    assert!(
        p.sql.as_ref().is_none_or(|s| !s.contains("COUNT(")) || p.confidence < 0.8,
        "{:?}",
        p.sql
    );
}

#[test]
fn the_earliest_row_keeping_two_dates_is_dated_by_the_one_said() {
    // A contract starts and ends: 最早的合同是哪天开始的 asks the earliest
    // start, the date said after the rows.
    let contracts = (
        sqlite_schema(vec![Table::new("contracts")
            .with_key("contract_id", Integer)
            .with_column("start_date", Date)
            .with_column("end_date", Date)
            .with_column("value", Float)]),
        Vec::new(),
    );
    let sql = answered(&contracts, "最早的合同是哪天开始的").sql.unwrap();
    assert!(sql.contains(r#"MIN("contracts"."start_date")"#), "{sql}");
    assert!(!sql.contains("COUNT("), "{sql}");
}

#[test]
fn time_spent_is_asked_as_a_length() {
    // A call's duration_sec is how long it was: "average call length".
    // temp_min is a minimum, no length.
    let calls = (
        sqlite_schema(vec![
            Table::new("calls")
                .with_key("call_id", Integer)
                .with_column("started_at", Timestamp)
                .with_column("duration_sec", Integer),
            Table::new("readings")
                .with_key("reading_id", Integer)
                .with_column("taken_on", Date)
                .with_column("temp_min", Float),
        ]),
        Vec::new(),
    );
    let sql = answered(&calls, "average call length").sql.unwrap();
    assert!(sql.contains(r#"AVG("calls"."duration_sec")"#), "{sql}");
    let p = plan(&calls, "average reading length");
    assert!(
        p.sql.as_ref().is_none_or(|s| !s.contains("temp_min")) || p.confidence < 0.8,
        "{:?}",
        p.sql
    );
}

#[test]
fn one_character_names_of_administrative_divisions() {
    // 省, 市, 区 are how Chinese says province, city and district after
    // "each" or "which".
    let customers = (
        sqlite_schema(vec![Table::new("customers")
            .with_key("customer_id", Integer)
            .with_column("full_name", Text)
            .with_column("province", Text)
            .with_column("city", Text)]),
        Vec::new(),
    );
    for (q, column) in [("每个省的客户数", "province"), ("哪个市的客户最多", "city")]
    {
        let sql = answered(&customers, q).sql.unwrap();
        assert!(
            sql.contains(&format!(r#"GROUP BY "customers"."{column}""#)),
            "{q}: {sql}"
        );
    }
}

#[test]
fn an_average_per_occurrence_is_over_the_rows() {
    // 每笔 before the orders an average is taken over is per order: no
    // grouping by order.
    let shop = orders();
    for q in ["平均每笔订单的金额", "每笔订单的平均金额"] {
        let sql = answered(&shop, q).sql.unwrap();
        assert!(sql.contains(r#"AVG("orders"."amount")"#), "{q}: {sql}");
        assert!(!sql.contains("GROUP BY"), "{q}: {sql}");
    }
}

#[test]
fn an_average_per_play_in_the_seconds_its_column_keeps() {
    // 每次播放 is "each play": the average is over the plays, not grouped
    // by play; 多少秒 asks it in the seconds seconds_played keeps.
    let radio = (
        sqlite_schema(vec![
            Table::new("songs")
                .with_key("song_id", Integer)
                .with_column("title", Text),
            Table::new("plays")
                .with_key("play_id", Integer)
                .with_reference("song_id", Integer, "songs", "song_id")
                .with_column("played_at", Timestamp)
                .with_column("seconds_played", Integer),
        ]),
        Vec::new(),
    );
    for q in ["平均每次播放多少秒", "每次播放平均多少秒"] {
        let sql = answered(&radio, q).sql.unwrap();
        assert!(
            sql.contains(r#"AVG("plays"."seconds_played")"#),
            "{q}: {sql}"
        );
        assert!(!sql.contains("GROUP BY"), "{q}: {sql}");
    }
}

#[test]
fn each_exam_is_a_group_of_the_scores_averaged() {
    // 每次考试的平均分: the scores are not the exams' own; each exam is a
    // group of them.
    let school = (
        sqlite_schema(vec![
            Table::new("exams")
                .with_key("exam_id", Integer)
                .with_column("exam_name", Text)
                .with_column("held_on", Date),
            Table::new("scores")
                .with_key("score_id", Integer)
                .with_reference("exam_id", Integer, "exams", "exam_id")
                .with_column("score", Float),
        ]),
        Vec::new(),
    );
    let sql = answered(&school, "每次考试的平均分").sql.unwrap();
    assert!(sql.contains("GROUP BY"), "{sql}");
    assert!(sql.contains(r#"AVG("scores"."score")"#), "{sql}");
}
