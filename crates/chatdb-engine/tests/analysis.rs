//! The analyst's core over a retail schema of our own: period comparisons
//! (同比 / 环比 / to date), shares of a total, running totals and the top
//! rows per group, in English and Chinese.

use chatdb_core::{Column, Dialect, ForeignKey, LogicalType, Schema, Table, TableKind};
use chatdb_engine::{Engine, Plan};
use chatdb_knowledge::{index, Linker, SchemaIndex};
use chrono::NaiveDate;

fn col(name: &str, t: LogicalType) -> Column {
    Column {
        name: name.into(),
        db_type: "x".into(),
        logical_type: t,
        nullable: true,
        comment: None,
    }
}

fn table(name: &str, cols: Vec<Column>, fks: Vec<(&str, &str)>) -> Table {
    Table {
        schema: None,
        name: name.into(),
        kind: TableKind::Table,
        comment: None,
        primary_key: vec![cols[0].name.clone()],
        columns: cols,
        foreign_keys: fks
            .into_iter()
            .map(|(c, t)| ForeignKey {
                columns: vec![c.into()],
                ref_table: t.into(),
                ref_columns: vec![c.into()],
            })
            .collect(),
    }
}

use LogicalType::*;

fn english(dialect: Dialect) -> Schema {
    Schema {
        dialect,
        tables: vec![
            table(
                "region",
                vec![col("region_id", Integer), col("region_name", Text)],
                vec![],
            ),
            table(
                "store",
                vec![
                    col("store_id", Integer),
                    col("store_name", Text),
                    col("city", Text),
                    col("floor_area", Integer),
                    col("region_id", Integer),
                ],
                vec![("region_id", "region")],
            ),
            table(
                "product",
                vec![
                    col("product_id", Integer),
                    col("product_name", Text),
                    col("category", Text),
                ],
                vec![],
            ),
            table(
                "orders",
                vec![
                    col("order_id", Integer),
                    col("store_id", Integer),
                    col("order_date", Date),
                    col("channel", Text),
                    col("revenue", Decimal),
                ],
                vec![("store_id", "store")],
            ),
            table(
                "order_line",
                vec![
                    col("line_id", Integer),
                    col("order_id", Integer),
                    col("product_id", Integer),
                    col("quantity", Integer),
                    col("line_revenue", Decimal),
                ],
                vec![("order_id", "orders"), ("product_id", "product")],
            ),
        ],
    }
}

fn chinese(dialect: Dialect) -> Schema {
    Schema {
        dialect,
        tables: vec![
            table(
                "地区",
                vec![col("地区编号", Integer), col("地区名称", Text)],
                vec![],
            ),
            table(
                "门店",
                vec![
                    col("门店编号", Integer),
                    col("门店名称", Text),
                    col("城市", Text),
                    col("地区编号", Integer),
                ],
                vec![("地区编号", "地区")],
            ),
            table(
                "商品",
                vec![
                    col("商品编号", Integer),
                    col("商品名称", Text),
                    col("品类", Text),
                ],
                vec![],
            ),
            table(
                "订单",
                vec![
                    col("订单编号", Integer),
                    col("门店编号", Integer),
                    col("下单日期", Date),
                    col("渠道", Text),
                    col("销售额", Decimal),
                ],
                vec![("门店编号", "门店")],
            ),
            table(
                "订单明细",
                vec![
                    col("明细编号", Integer),
                    col("订单编号", Integer),
                    col("商品编号", Integer),
                    col("数量", Integer),
                    col("金额", Decimal),
                ],
                vec![("订单编号", "订单"), ("商品编号", "商品")],
            ),
        ],
    }
}

fn plan(schema: &Schema, question: &str) -> Plan {
    let profiles = Vec::new();
    let idx = SchemaIndex::in_memory(&index::items(schema, &profiles, None)).unwrap();
    let linker = Linker::new(schema, &profiles, None, &idx);
    let linked = linker.link(question).unwrap();
    let engine = Engine {
        schema,
        profiles: &profiles,
        semantic: None,
        linker: &linker,
        today: NaiveDate::from_ymd_opt(2026, 11, 25).unwrap(),
        threshold: 0.8,
    };
    engine.plan(question, &linked, None)
}

fn answered(schema: &Schema, question: &str) -> Plan {
    let p = plan(schema, question);
    assert!(
        p.sql.is_some(),
        "{question}: abstained: {:?}",
        p.abstain_reason
    );
    p
}

fn sql(p: &Plan) -> String {
    p.sql.clone().unwrap_or_default()
}

#[test]
fn a_range_is_compared_with_the_range_before_it() {
    let s = english(Dialect::DuckDb);
    // This year so far against the same days of last year (today is 2026-11-25).
    let p = answered(&s, "total revenue this year year over year");
    let q = sql(&p);
    assert!(
        q.contains("'2026-01-01'") && q.contains("< '2026-11-26'"),
        "{q}"
    );
    assert!(
        q.contains("'2025-01-01'") && q.contains("< '2025-11-26'"),
        "{q}"
    );
    assert!(q.contains("CROSS JOIN"), "{q}");
    assert_eq!(
        p.measure_labels,
        [
            "total_revenue",
            "total_revenue_previous",
            "total_revenue_change",
            "total_revenue_change_pct"
        ]
    );
    // An amount named alone is its total; the same question in Chinese.
    let p = answered(&s, "revenue this year compared to last year");
    assert_eq!(sql(&p), q);
    let z = chinese(Dialect::DuckDb);
    let p = answered(&z, "今年销售额同比增长多少");
    let q = sql(&p);
    assert!(
        q.contains("'2025-01-01'") && q.contains("< '2025-11-26'"),
        "{q}"
    );
    // 本月比上月: this month so far against the same days of last month.
    let p = answered(&z, "本月销售额比上月增长了多少");
    let q = sql(&p);
    assert!(
        q.contains(">= '2026-11-01'") && q.contains("< '2026-11-26'"),
        "{q}"
    );
    assert!(
        q.contains(">= '2026-10-01'") && q.contains("< '2026-10-26'"),
        "{q}"
    );
    // 本周环比 on a Wednesday: Monday to today against Monday to Wednesday
    // of last week, not against the three days just before.
    for question in ["本周销售额环比", "这周的销售额比上周多多少"] {
        let q = sql(&answered(&z, question));
        assert!(
            q.contains(">= '2026-11-23'") && q.contains("< '2026-11-26'"),
            "{question}: {q}"
        );
        assert!(
            q.contains(">= '2026-11-16'") && q.contains("< '2026-11-19'"),
            "{question}: {q}"
        );
    }
    // Per group: joined on the group, each group against its own past.
    let p = answered(
        &s,
        "total revenue by channel last month compared to last year",
    );
    let q = sql(&p);
    assert!(
        q.contains(r#"LEFT JOIN"#) && q.contains(r#"c."channel" = p."channel""#),
        "{q}"
    );
    assert!(
        q.contains("'2025-10-01'") && q.contains("'2025-11-01'"),
        "{q}"
    );
}

#[test]
fn a_series_takes_each_period_beside_its_previous_one() {
    let z = chinese(Dialect::DuckDb);
    // 环比 by month this year: December of last year is read for January,
    // then dropped.
    let p = answered(&z, "今年每个月的销售额环比");
    let q = sql(&p);
    assert!(
        q.contains("LAG(") && q.contains(r#"ORDER BY s."month""#),
        "{q}"
    );
    assert!(
        q.contains(">= '2025-12-01'") && q.contains(r#"t."month" >= '2026-01'"#),
        "{q}"
    );
    // 同比 by month: the same month a year earlier.
    let s = english(Dialect::Postgres);
    let p = answered(
        &s,
        "total revenue by month this year, year over year growth",
    );
    let q = sql(&p);
    assert!(q.contains(r#"PARTITION BY SUBSTR(s."month", 5)"#), "{q}");
    assert!(
        q.contains(">= '2025-01-01'") && q.contains(r#"t."month" >= '2026-01'"#),
        "{q}"
    );
    // No period: 环比 is the monthly series, QoQ the quarterly one.
    let p = answered(&s, "monthly revenue month over month");
    assert_eq!(
        p.parsed.intent.grain,
        Some(chatdb_intent::intent::Grain::Month)
    );
    let p = answered(&s, "revenue qoq");
    assert_eq!(
        p.parsed.intent.grain,
        Some(chatdb_intent::intent::Grain::Quarter)
    );
}

#[test]
fn a_trend_is_a_series_and_its_growth_each_period_against_the_last() {
    let z = chinese(Dialect::DuckDb);
    let p = answered(&z, "订单数的走势");
    assert_eq!(
        p.parsed.intent.grain,
        Some(chatdb_intent::intent::Grain::Month)
    );
    let s = english(Dialect::DuckDb);
    // A table named over periods with nothing measured: its rows counted
    // per period, not listed by date.
    for question in ["orders by month", "the trend of orders"] {
        let q = sql(&answered(&s, question));
        assert!(
            q.contains("COUNT(*)") && q.contains("GROUP BY"),
            "{question}: {q}"
        );
    }
    let p = answered(&s, "monthly revenue growth this year");
    let q = sql(&p);
    assert!(q.contains("LAG("), "{q}");
    assert_eq!(
        p.parsed.intent.comparison,
        Some(chatdb_intent::intent::Comparison::PeriodOverPeriod)
    );
}

#[test]
fn year_and_month_to_date_are_ranges() {
    let z = chinese(Dialect::Sqlite);
    let s = english(Dialect::Sqlite);
    let p = answered(&s, "total revenue year to date");
    let q = sql(&p);
    assert!(
        q.contains(">= '2026-01-01'") && q.contains("< '2026-11-26'"),
        "{q}"
    );
    assert!(p.parsed.intent.comparison.is_none());
    let p = plan(&z, "本月至今的销售额总和");
    let r = p.parsed.intent.time_range.expect("a range");
    assert_eq!(r.start, NaiveDate::from_ymd_opt(2026, 11, 1));
}

#[test]
fn shares_and_running_totals_are_windows_over_the_groups() {
    for dialect in [
        Dialect::DuckDb,
        Dialect::Sqlite,
        Dialect::Postgres,
        Dialect::MySql,
    ] {
        let z = chinese(dialect);
        let p = answered(&z, "各渠道销售额占比");
        let q = sql(&p);
        assert!(
            q.contains("OVER ()") && q.contains("100.0 *"),
            "{dialect:?}: {q}"
        );
        assert!(p.measure_labels.iter().any(|l| l.ends_with("_share_pct")));
        // Where the shares "come from" is the grouping said again.
        let s = english(dialect);
        let p = answered(&s, "what percentage of revenue comes from each channel");
        assert!(sql(&p).contains("OVER ()"), "{dialect:?}: {}", sql(&p));
        let p = answered(&z, "每月累计销售额");
        let q = sql(&p);
        assert!(
            q.contains("ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW"),
            "{dialect:?}: {q}"
        );
    }
    let s = english(Dialect::DuckDb);
    let p = answered(&s, "total revenue by region with share of total");
    assert!(sql(&p).contains(r#"GROUP BY "region"."region_name""#));
    let p = answered(&s, "cumulative revenue by month");
    assert!(sql(&p).contains("_running"));
    // Without groups there is no total to take a share of; without a
    // grain 累计 is a plain total.
    assert!(plan(&s, "share of total revenue").sql.is_none());
    let p = answered(&chinese(Dialect::DuckDb), "累计销售额");
    assert!(p.parsed.intent.calculation.is_none());
    assert!(!sql(&p).contains("OVER"));
    // An average has no share of a total.
    assert!(plan(&s, "average revenue by region with share of total")
        .sql
        .is_none());
}

#[test]
fn top_n_by_an_amount_ranks_the_entity_by_its_total_and_within_each_group() {
    let s = english(Dialect::MySql);
    // "by" after a top-N ranks; it does not group by the amount.
    let p = answered(&s, "top 3 products by line revenue");
    let q = sql(&p);
    assert!(q.contains("GROUP BY `product`.`product_name`"), "{q}");
    assert!(
        q.contains("ORDER BY SUM(`order_line`.`line_revenue`) DESC LIMIT 3"),
        "{q}"
    );
    // The entity's own column orders its rows.
    let p = answered(&s, "top 2 stores by floor area");
    let q = sql(&p);
    assert!(
        q.contains("ORDER BY `store`.`floor_area` DESC LIMIT 2") && !q.contains("SUM("),
        "{q}"
    );
    for question in [
        "top 3 products by line revenue in each region",
        "for each region, the top 3 products by total line revenue",
    ] {
        let p = answered(&s, question);
        let q = sql(&p);
        assert!(
            q.contains("ROW_NUMBER() OVER (PARTITION BY `region`.`region_name` ORDER BY SUM(`order_line`.`line_revenue`) DESC)"),
            "{question}: {q}"
        );
        assert!(
            q.contains("<= 3") && !q.contains("LIMIT"),
            "{question}: {q}"
        );
    }
}

#[test]
fn chinese_questions_name_english_tables_and_columns() {
    let s = Schema {
        dialect: Dialect::Postgres,
        tables: vec![
            table(
                "department",
                vec![
                    col("department_id", Integer),
                    col("name", Text),
                    col("budget", Decimal),
                ],
                vec![],
            ),
            table(
                "employee",
                vec![
                    col("employee_id", Integer),
                    col("name", Text),
                    col("age", Integer),
                    col("department_id", Integer),
                ],
                vec![("department_id", "department")],
            ),
        ],
    };
    let p = answered(&s, "一共有多少员工");
    assert_eq!(sql(&p), r#"SELECT COUNT(*) AS "count" FROM "employee""#);
    let p = answered(&s, "员工的平均年龄是多少");
    assert_eq!(
        sql(&p),
        r#"SELECT AVG("employee"."age") AS "avg_age" FROM "employee""#
    );
    // 岁 is the unit of an age, whatever the column is called.
    let p = answered(&s, "30岁以上的员工有多少");
    assert!(
        sql(&p).contains(r#"WHERE "employee"."age" > 30"#),
        "{}",
        sql(&p)
    );
    let p = answered(&s, "预算最高的部门");
    assert!(
        sql(&p).contains(r#"ORDER BY "department"."budget" DESC LIMIT 1"#),
        "{}",
        sql(&p)
    );
    // 按年龄 is an ordering by age, not a yearly grain (按年).
    let p = answered(&s, "按年龄降序列出员工");
    assert!(
        sql(&p).contains(r#"ORDER BY "employee"."age" DESC"#),
        "{}",
        sql(&p)
    );
}

#[test]
fn chinese_rankings_of_an_entity_by_an_amount_elsewhere() {
    let z = chinese(Dialect::DuckDb);
    let p = answered(&z, "金额最高的3个商品");
    let q = sql(&p);
    assert!(q.contains(r#"GROUP BY "商品"."商品名称""#), "{q}");
    assert!(
        q.contains(r#"ORDER BY SUM("订单明细"."金额") DESC LIMIT 3"#),
        "{q}"
    );
    let p = answered(&z, "每个地区金额最高的3个商品");
    let q = sql(&p);
    assert!(
        q.contains(r#"PARTITION BY "地区"."地区名称""#) && q.contains("<= 3"),
        "{q}"
    );
    let p = answered(&z, "数量最少的2个商品");
    assert!(
        sql(&p).contains(r#"ORDER BY SUM("订单明细"."数量") LIMIT 2"#),
        "{}",
        sql(&p)
    );
}

#[test]
fn a_count_word_after_a_table_counts_its_rows() {
    // 数量 is the order lines' column, but 门店数量 counts stores.
    let z = chinese(Dialect::DuckDb);
    let p = answered(&z, "每个城市的门店数量");
    assert_eq!(
        sql(&p),
        r#"SELECT "门店"."城市", COUNT(*) AS "count" FROM "门店" GROUP BY "门店"."城市""#
    );
}

#[test]
fn totals_repeated_by_a_join_are_refused() {
    let s = english(Dialect::DuckDb);
    // Each order's revenue would count once per order line.
    let p = plan(&s, "top 3 products by revenue");
    assert!(p.sql.is_none());
    assert!(
        p.abstain_reason
            .as_deref()
            .is_some_and(|r| r.contains("once per order_line row")),
        "{:?}",
        p.abstain_reason
    );
    // The lines' own amount is fine, and so is a count of the orders'
    // rows per something the lines reach.
    assert!(answered(&s, "top 3 products by line revenue").sql.is_some());
}

#[test]
fn question_words_are_not_dictionary_names() {
    // The dictionary gives 多少 for "amount"; it stays "how many".
    let s = Schema {
        dialect: Dialect::Sqlite,
        tables: vec![table(
            "payment",
            vec![col("payment_id", Integer), col("amount", Decimal)],
            vec![],
        )],
    };
    let p = answered(&s, "一共有多少笔付款");
    assert_eq!(sql(&p), r#"SELECT COUNT(*) AS "count" FROM "payment""#);
}

#[test]
fn a_period_said_with_missing_related_rows_is_on_those_rows() {
    let z = chinese(Dialect::DuckDb);
    let p = answered(&z, "哪些门店今年没有订单");
    let q = sql(&p);
    assert!(
        q.contains(r#"NOT IN (SELECT "订单"."门店编号" FROM "订单" WHERE "订单"."门店编号" IS NOT NULL AND "订单"."下单日期" >= '2026-01-01' AND "订单"."下单日期" < '2027-01-01')"#),
        "{q}"
    );
}

#[test]
fn a_name_that_is_not_unique_is_grouped_with_its_key() {
    use chatdb_core::profile::{ColumnProfile, TableProfile};
    use chatdb_core::Value;
    let s = english(Dialect::DuckDb);
    // Two of the three stores share a name (orders refer to the stores).
    let profiles = vec![TableProfile {
        table: "store".into(),
        row_count: 3,
        sampled: false,
        columns: vec![ColumnProfile {
            column: "store_name".into(),
            logical_type: Text,
            distinct_count: 2,
            distinct_approximate: false,
            null_fraction: 0.0,
            min: Value::Null,
            max: Value::Null,
            top_values: vec![],
            samples: vec![],
        }],
    }];
    let idx = SchemaIndex::in_memory(&index::items(&s, &profiles, None)).unwrap();
    let linker = Linker::new(&s, &profiles, None, &idx);
    let question = "total revenue of each store";
    let engine = Engine {
        schema: &s,
        profiles: &profiles,
        semantic: None,
        linker: &linker,
        today: NaiveDate::from_ymd_opt(2026, 11, 25).unwrap(),
        threshold: 0.8,
    };
    let p = engine.plan(question, &linker.link(question).unwrap(), None);
    let q = sql(&p);
    assert!(
        q.contains(r#"GROUP BY "store"."store_name", "store"."store_id""#),
        "{q}"
    );
    assert!(q.starts_with(r#"SELECT "store"."store_name", SUM("#), "{q}");
    // Without a profile nothing is known about repeats.
    let p = answered(&s, question);
    assert!(
        sql(&p).ends_with(r#"GROUP BY "store"."store_name""#),
        "{}",
        sql(&p)
    );
}
