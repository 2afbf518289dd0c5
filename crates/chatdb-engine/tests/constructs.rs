//! One test per construct the rule engine understands, in English and
//! Chinese, over two small schemas.

mod common;

use chatdb_core::profile::{ColumnProfile, TableProfile};
use chatdb_core::{Column, Dialect, LogicalType, Schema, Table};
use chatdb_engine::Plan;
use chatdb_intent::intent::{Aggregation, FilterOp, Grain, Literal, MeasureTarget, OrderKey};
use chatdb_knowledge::SemanticLayer;
use common::*;
use LogicalType::*;

fn english() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("singer")
            .with_key("singer_id", Integer)
            .with_column("name", Text)
            .with_column("country", Text)
            .with_column("age", Integer)
            .with_column("net_worth", Float),
        Table::new("stadium")
            .with_key("stadium_id", Integer)
            .with_column("stadium_name", Text)
            .with_column("capacity", Integer),
        Table::new("concert")
            .with_key("concert_id", Integer)
            .with_column("concert_name", Text)
            .with_column("year", Integer)
            .with_reference("stadium_id", Integer, "stadium", "stadium_id"),
        Table::new("sale")
            .with_key("sale_id", Integer)
            .with_column("sale_date", Date)
            .with_column("amount", Decimal)
            .with_reference("singer_id", Integer, "singer", "singer_id"),
    ]);
    let profiles = vec![values(
        "singer",
        "country",
        &["France", "Netherlands", "United States"],
    )];
    (schema, profiles)
}

fn chinese() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("城市")
            .with_key("词条id", Integer)
            .with_column("名称", Text)
            .with_column("所属省份", Text)
            .with_column("人口", Integer)
            .with_column("面积", Float),
        Table::new("门店")
            .with_key("门店id", Integer)
            .with_column("门店名称", Text)
            .with_reference("城市id", Integer, "城市", "词条id")
            .with_column("开业日期", Date)
            .with_column("营业额", Decimal),
    ]);
    let profiles = vec![values("城市", "所属省份", &["江苏", "浙江", "广东"])];
    (schema, profiles)
}

#[test]
fn counting_rows() {
    for q in [
        "How many singers are there?",
        "What is the total number of singers?",
    ] {
        let p = answered(&english(), q);
        assert_eq!(
            p.sql.as_deref(),
            Some(r#"SELECT COUNT(*) AS "count" FROM "singer""#),
            "{q}"
        );
    }
    let p = answered(&chinese(), "一共有多少个城市？");
    assert!(
        matches!(&p.parsed.intent.measures[0].target, MeasureTarget::Rows { table } if table == "城市")
    );
}

#[test]
fn a_classifier_after_how_many_counts_rows() {
    // 场 counts events, as 个 counts anything: over English names too.
    for q in ["有多少场音乐会", "一共举办过多少场音乐会？"] {
        let p = answered(&english(), q);
        assert_eq!(
            p.sql.as_deref(),
            Some(r#"SELECT COUNT(*) AS "count" FROM "concert""#),
            "{q}"
        );
    }
    let p = answered(&english(), "每个体育场有多少场音乐会");
    assert!(
        matches!(&p.parsed.intent.measures[0].target, MeasureTarget::Rows { table } if table == "concert"),
        "{:?}",
        p.parsed.intent
    );
    // … and after a number in a condition on the count.
    let p = answered(&english(), "音乐会超过1场的体育场");
    let sql = p.sql.as_deref().unwrap_or("");
    assert!(sql.ends_with("HAVING COUNT(*) > 1"), "{sql}");
    // A verb says what was counted, which rows may not be (卖了多少台 is
    // units sold): the engine does not count rows for it.
    let p = plan(&english(), "卖了多少台");
    assert!(p.sql.is_none(), "{:?}", p.sql);
}

#[test]
fn an_english_value_said_in_chinese() {
    // 'France' is stored; 法国 is how a Chinese question says it, with or
    // without 来自 ("from") before it.
    let p = answered(&english(), "法国歌手有多少个");
    let sql = p.sql.as_deref().unwrap_or("");
    assert!(
        sql.contains("COUNT(*)") && sql.contains(r#""singer"."country" = 'France'"#),
        "{sql}"
    );
    let p = answered(&english(), "来自法国的歌手的平均年龄");
    let sql = p.sql.as_deref().unwrap_or("");
    assert!(
        sql.contains(r#"AVG("singer"."age")"#) && sql.contains("= 'France'"),
        "{sql}"
    );
}

#[test]
fn a_persons_name_said_in_chinese() {
    let p = answered(&english(), "年龄最大的歌手的姓名");
    assert_eq!(
        p.sql.as_deref(),
        Some(r#"SELECT "singer"."name" FROM "singer" ORDER BY "singer"."age" DESC LIMIT 1"#)
    );
}

#[test]
fn a_tables_chinese_synonym_with_mingcheng_is_its_label() {
    // The layer calls customers 客户; 客户的名称 is its label column, as
    // 客户名称 is.
    for q in ["客户的名称和性别", "每个客户的名称"] {
        let sql = retail_sql(q);
        assert!(
            sql.starts_with(r#"SELECT "customers"."customer_name""#) && !sql.contains("JOIN"),
            "{q}: {sql}"
        );
    }
    let sql = retail_sql("每个门店的名称和所在城市");
    assert!(
        sql.contains(r#""stores"."store_name""#) && sql.contains(r#""stores"."city""#),
        "{sql}"
    );
}

#[test]
fn aggregates_of_a_column() {
    let p = answered(
        &english(),
        "What is the average, minimum, and maximum age of all singers?",
    );
    let aggs: Vec<Aggregation> = p
        .parsed
        .intent
        .measures
        .iter()
        .map(|m| m.aggregation)
        .collect();
    assert_eq!(
        aggs,
        vec![Aggregation::Avg, Aggregation::Min, Aggregation::Max]
    );
    let p = answered(&chinese(), "城市的平均人口是多少");
    assert_eq!(p.parsed.intent.measures[0].aggregation, Aggregation::Avg);
    assert!(p.sql.unwrap().contains(r#"AVG("城市"."人口")"#));
}

#[test]
fn grouping_by_a_dimension() {
    let p = answered(&english(), "How many singers are there for each country?");
    let sql = p.sql.unwrap();
    assert!(sql.contains(r#"GROUP BY "singer"."country""#), "{sql}");
    let p = answered(&chinese(), "每个所属省份有多少个城市？");
    assert!(p.sql.unwrap().contains(r#"GROUP BY "城市"."所属省份""#));
}

#[test]
fn value_filters_and_negation() {
    let p = answered(&english(), "How many singers are from France?");
    assert!(p
        .sql
        .unwrap()
        .contains(r#"WHERE "singer"."country" = 'France'"#));
    let p = answered(&english(), "List the names of singers not from France.");
    assert!(p.sql.unwrap().contains(r#""singer"."country" <> 'France'"#));
    let p = answered(
        &english(),
        "How many singers are from France or Netherlands?",
    );
    let f = &p.parsed.intent.filters[0];
    assert_eq!(f.op, FilterOp::In);
    assert_eq!(f.values.len(), 2);
    let p = answered(&chinese(), "江苏的城市有哪些？");
    assert!(p.sql.unwrap().contains(r#""城市"."所属省份" = '江苏'"#));
    let p = answered(&chinese(), "除了江苏以外的城市有多少个");
    assert_eq!(p.parsed.intent.filters[0].op, FilterOp::NotEq);
}

#[test]
fn numeric_comparisons() {
    let p = answered(
        &english(),
        "What are the names of singers whose age is more than 30?",
    );
    let f = &p.parsed.intent.filters[0];
    assert_eq!(
        (f.op, f.values.clone()),
        (FilterOp::Gt, vec![Literal::Int(30)])
    );
    let p = answered(&english(), "How many singers have age between 20 and 30?");
    assert_eq!(p.parsed.intent.filters[0].op, FilterOp::Between);
    let p = answered(&chinese(), "人口超过100万的城市有哪些");
    let f = &p.parsed.intent.filters[0];
    assert_eq!(
        (f.op, f.values.clone()),
        (FilterOp::Gt, vec![Literal::Int(1_000_000)])
    );
    let p = answered(&chinese(), "人口不少于50万的城市有多少个");
    assert_eq!(p.parsed.intent.filters[0].op, FilterOp::Ge);
}

#[test]
fn a_year_before_or_after_compares_the_year_column() {
    // A year with a word about time compares the table's year column, in
    // Chinese as in English.
    for (q, op, year) in [
        (
            "How many concerts were there after 2013?",
            FilterOp::Gt,
            2013,
        ),
        ("2013年以后有多少场音乐会", FilterOp::Ge, 2014),
        ("2014年及之后举办的音乐会有多少场", FilterOp::Ge, 2014),
        ("2010年之前的音乐会有哪些", FilterOp::Lt, 2010),
        ("2010年及以前的音乐会有哪些", FilterOp::Lt, 2011),
    ] {
        let p = answered(&english(), q);
        let f = &p.parsed.intent.filters[0];
        assert_eq!(
            (f.column.column.as_str(), f.op, f.values.clone()),
            ("year", op, vec![Literal::Int(year)]),
            "{q}"
        );
    }
    // 以上 is not about time: 30岁以上 compares an age, not a year.
    let p = answered(&english(), "30岁以上的歌手有多少个");
    assert_eq!(p.parsed.intent.filters[0].column.column, "age");
}

#[test]
fn superlatives_and_top_n() {
    let p = answered(
        &english(),
        "What is the name of the singer with the highest net worth?",
    );
    let sql = p.sql.unwrap();
    assert!(
        sql.ends_with(r#"ORDER BY "singer"."net_worth" DESC LIMIT 1"#),
        "{sql}"
    );
    let p = answered(&english(), "Which country has the most singers?");
    let sql = p.sql.unwrap();
    assert!(
        sql.contains(r#"GROUP BY "singer"."country" ORDER BY COUNT(*) DESC LIMIT 1"#),
        "{sql}"
    );
    let p = answered(&english(), "Show the top 3 singers by net worth");
    assert_eq!(p.parsed.intent.limit, Some(3));
    let p = answered(&chinese(), "人口最多的城市是哪个");
    let sql = p.sql.unwrap();
    assert!(
        sql.contains(r#"ORDER BY "城市"."人口" DESC LIMIT 1"#),
        "{sql}"
    );
}

#[test]
fn ordering_and_distinct() {
    let p = answered(
        &english(),
        "List the name and age of singers ordered by age in descending order.",
    );
    let o = p.parsed.intent.order.clone().unwrap();
    assert!(o.descending && matches!(o.key, OrderKey::Column { .. }));
    let p = answered(&chinese(), "按人口降序列出城市的名称");
    assert!(p.sql.unwrap().contains(r#"ORDER BY "城市"."人口" DESC"#));
    let p = answered(&english(), "What are the different countries of singers?");
    assert!(p.sql.unwrap().starts_with("SELECT DISTINCT"));
}

#[test]
fn time_ranges_and_grains() {
    let p = answered(&english(), "What is the total amount of sales last year?");
    let sql = p.sql.unwrap();
    assert!(
        sql.contains(r#""sale"."sale_date" >= '2025-01-01' AND "sale"."sale_date" < '2026-01-01'"#),
        "{sql}"
    );
    let p = answered(&chinese(), "按月统计门店的营业额总和");
    assert_eq!(p.parsed.intent.grain, Some(Grain::Month));
    assert!(p.sql.unwrap().contains("strftime('%Y-%m'"));
}

#[test]
fn joins_follow_foreign_keys() {
    let p = answered(&chinese(), "江苏的门店有多少个");
    let sql = p.sql.unwrap();
    assert!(sql.contains(r#"JOIN "城市" ON"#), "{sql}");
}

#[test]
fn unknown_things_abstain() {
    for q in [
        "What is the weather on Mars?",
        "Which singers won a Grammy award?",
        "火星上的天气怎么样",
    ] {
        let p = plan(&english(), q);
        assert!(p.sql.is_none(), "{q} should abstain: {:?}", p.sql);
        assert!(p.abstain_reason.is_some());
    }
}

#[test]
fn a_count_of_each_groups_own_row_is_a_doubt() {
    // 每种会员卡有多少人 counted the members grouped by their own names
    // (0.94), one to each group: 会员卡 is not the card type's column, and
    // a count of a table's rows in groups its rows name counts nothing.
    let gym = gym_in_chinese();
    let p = plan(&gym, "每种会员卡有多少人");
    assert!(p.sql.is_none(), "{:?}", p.sql);
    // Said by the column's whole name, it is a count per card type.
    let p = answered(&gym, "每种会员卡类型有多少人");
    assert_eq!(
        p.sql.as_deref(),
        Some(
            r#"SELECT "会员"."会员卡类型", COUNT(*) AS "count" FROM "会员" GROUP BY "会员"."会员卡类型""#
        )
    );
}

#[test]
fn nested_conditions_above_average_and_absence() {
    let p = answered(
        &english(),
        "What are the names of singers whose age is above the average?",
    );
    let sql = p.sql.unwrap();
    assert!(
        sql.contains(r#""singer"."age" > (SELECT AVG("singer"."age") FROM "singer")"#),
        "{sql}"
    );
    let p = answered(&chinese(), "人口高于平均人口的城市有哪些");
    assert!(p
        .sql
        .unwrap()
        .contains(r#"> (SELECT AVG("城市"."人口") FROM "城市")"#));
    let p = answered(&chinese(), "没有门店的城市有哪些？");
    let sql = p.sql.unwrap();
    assert!(
        sql.contains(r#""城市"."词条id" NOT IN (SELECT "门店"."城市id" FROM "门店""#),
        "{sql}"
    );
    assert!(sql.starts_with(r#"SELECT "城市"."名称""#), "{sql}");
}

#[test]
fn comparatives_imply_their_attribute() {
    let p = answered(
        &english(),
        "Show the name and country of singers older than 30.",
    );
    assert_eq!(
        p.sql.as_deref(),
        Some(
            r#"SELECT "singer"."name", "singer"."country" FROM "singer" WHERE "singer"."age" > 30"#
        )
    );
    let p = answered(
        &english(),
        "Which singers are from France and younger than 40?",
    );
    let f = &p.parsed.intent.filters;
    assert!(
        f.iter().any(|f| f.column.column == "age"
            && f.op == FilterOp::Lt
            && f.values == [Literal::Int(40)]),
        "{f:?}"
    );
    assert!(f.iter().any(|f| f.column.column == "country"), "{f:?}");
    // No attribute to imply: the comparison stays unplaced.
    let p = plan(&english(), "Which stadiums are older than 30?");
    assert!(p.sql.is_none(), "{:?}", p.sql);
}

#[test]
fn absence_when_the_subject_is_named_by_its_column() {
    for q in [
        "Show the names of stadiums that have no concerts.",
        "Show the names of stadiums without concerts.",
    ] {
        let p = answered(&english(), q);
        assert_eq!(
            p.sql.as_deref(),
            Some(
                r#"SELECT "stadium"."stadium_name" FROM "stadium" WHERE "stadium"."stadium_id" NOT IN (SELECT "concert"."stadium_id" FROM "concert" WHERE "concert"."stadium_id" IS NOT NULL)"#
            ),
            "{q}"
        );
    }
}

#[test]
fn columns_of_the_entity_ranked_by_a_count() {
    let p = answered(
        &english(),
        "What is the name and capacity of the stadium with the most concerts?",
    );
    assert_eq!(
        p.sql.as_deref(),
        Some(
            r#"SELECT "stadium"."stadium_name", "stadium"."capacity" FROM "stadium" JOIN "concert" ON "concert"."stadium_id" = "stadium"."stadium_id" GROUP BY "stadium"."stadium_name", "stadium"."capacity" ORDER BY COUNT(*) DESC LIMIT 1"#
        )
    );
    // Asked for explicitly, the count stays a column.
    let p = answered(
        &english(),
        "Show the stadium name and the number of concerts in each stadium.",
    );
    assert_eq!(p.parsed.intent.measures.len(), 1);
    assert!(p.parsed.intent.order.is_none());
}

#[test]
fn a_calendar_year_filters_a_year_column() {
    let p = answered(&english(), "Show the names of concerts in 2014.");
    assert_eq!(
        p.sql.as_deref(),
        Some(r#"SELECT "concert"."concert_name" FROM "concert" WHERE "concert"."year" = 2014"#)
    );
}

#[test]
fn chinese_rankings_by_a_count_and_top_n_after_the_superlative() {
    let p = answered(&chinese(), "门店数量最多的城市是哪个？");
    assert_eq!(
        p.sql.as_deref(),
        Some(
            r#"SELECT "城市"."名称" FROM "城市" JOIN "门店" ON "门店"."城市id" = "城市"."词条id" GROUP BY "城市"."名称" ORDER BY COUNT(*) DESC LIMIT 1"#
        )
    );
    // The rows counted named by their label column's word (商品 is the
    // products and their name): 商品最少的品类.
    let setup = (
        sqlite_schema(vec![
            Table::new("categories")
                .with_comment("品类")
                .with_key("category_id", Integer)
                .with_column("category_name", Text),
            Table::new("products")
                .with_key("product_id", Integer)
                .with_column("product_name", Text)
                .with_reference("category_id", Integer, "categories", "category_id"),
        ]),
        Vec::new(),
    );
    let layer = SemanticLayer::parse(
        "tables:\n  categories: {synonyms: [品类]}\n  products:\n    columns:\n      product_name: {synonyms: [商品]}\n",
        "goods.yaml",
        Some(&setup.0),
    )
    .expect("valid layer");
    let p = plan_with(&setup, Some(&layer), "商品最少的品类");
    let sql = p.sql.unwrap_or_else(|| panic!("{:?}", p.abstain_reason));
    assert!(
        sql.contains("COUNT(*)") && sql.ends_with("ORDER BY COUNT(*) LIMIT 1"),
        "{sql}"
    );
    // (前 before the number says the same: 人口最多的前3个城市.)
    for q in ["人口最多的3个城市是哪些？", "人口最多的前3个城市是哪些？"] {
        let p = answered(&chinese(), q);
        assert_eq!(
            p.sql.as_deref(),
            Some(r#"SELECT "城市"."名称" FROM "城市" ORDER BY "城市"."人口" DESC LIMIT 3"#),
            "{q}"
        );
    }
    let p = answered(&english(), "Who are the 3 oldest singers?");
    assert_eq!(p.parsed.intent.limit, Some(3), "{:?}", p.sql);
    let p = answered(&chinese(), "不属于江苏的城市有哪些？");
    assert_eq!(
        p.sql.as_deref(),
        Some(r#"SELECT "城市"."名称" FROM "城市" WHERE "城市"."所属省份" <> '江苏'"#)
    );
}

fn dusql_like() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("洗衣机品牌")
            .with_key("词条id", Integer)
            .with_column("名称", Text)
            .with_column("所属公司", Text)
            .with_column("成立时间", Integer)
            .with_column("市场份额", Float),
        Table::new("打车APP")
            .with_key("词条id", Integer)
            .with_column("app名称", Text)
            .with_column("所属公司", Text)
            .with_column("上线时间", Integer)
            .with_column("覆盖城市数", Integer)
            .with_column("服务用户数量", Integer),
    ]);
    let mut profiles = vec![values("洗衣机品牌", "名称", &["西门子", "三星", "海尔"])];
    let companies = values("洗衣机品牌", "所属公司", &["海尔集团", "美的集团"]);
    profiles[0].columns.extend(companies.columns);
    (schema, profiles)
}

#[test]
fn years_kept_as_numbers_counts_in_units_and_negated_numbers() {
    let setup = dusql_like();
    let p = answered(&setup, "2010年以后上线的打车APP有哪些？");
    assert_eq!(
        p.sql.as_deref(),
        Some(r#"SELECT "打车APP"."app名称" FROM "打车APP" WHERE "打车APP"."上线时间" > 2010"#)
    );
    let p = answered(&setup, "2014年及其之后上线的打车APP有哪些？");
    assert!(
        p.sql
            .as_deref()
            .is_some_and(|s| s.contains(r#""上线时间" >= 2014"#)),
        "{:?}",
        p.sql
    );
    let p = answered(&setup, "哪些公司的洗衣机品牌不少于2个？");
    assert_eq!(
        p.sql.as_deref(),
        Some(
            r#"SELECT "洗衣机品牌"."所属公司" FROM "洗衣机品牌" GROUP BY "洗衣机品牌"."所属公司" HAVING COUNT(*) >= 2"#
        )
    );
    let p = answered(&setup, "拥有洗衣机品牌数量最多的公司是哪个？");
    assert_eq!(
        p.sql.as_deref(),
        Some(
            r#"SELECT "洗衣机品牌"."所属公司" FROM "洗衣机品牌" GROUP BY "洗衣机品牌"."所属公司" ORDER BY COUNT(*) DESC LIMIT 1"#
        )
    );
    let p = answered(&setup, "市场份额不是2%的洗衣机品牌有哪些？");
    assert!(
        p.sql
            .as_deref()
            .is_some_and(|s| s.contains(r#""市场份额" <> 0.02"#)),
        "{:?}",
        p.sql
    );
}

#[test]
fn set_operations_from_both_but_not_and_either() {
    let p = answered(
        &english(),
        "Show countries that have both singers older than 40 and singers younger than 30.",
    );
    assert_eq!(
        p.sql.as_deref(),
        Some(
            r#"SELECT "singer"."country" FROM "singer" WHERE "singer"."age" > 40 INTERSECT SELECT "singer"."country" FROM "singer" WHERE "singer"."age" < 30"#
        )
    );
    let p = answered(
        &english(),
        "Show the names of stadiums that have concerts in 2014 but not in 2015.",
    );
    let sql = p.sql.unwrap_or_default();
    // (The year is said of the concerts: it goes inside their condition.)
    assert!(
        sql.contains(r#""year" = 2014) EXCEPT SELECT"#) && sql.ends_with(r#""year" = 2015)"#),
        "{sql}"
    );
    let p = answered(
        &english(),
        "List the names of singers who are either from France or older than 40.",
    );
    assert!(p.sql.unwrap_or_default().contains(" UNION SELECT "));
}

#[test]
fn number_words_relation_verbs_and_the_nearest_table_for_an_implied_attribute() {
    // "more than one": a number in words; "own" relates the two tables.
    let p = answered(&english(), "Which singers have more than two sales?");
    assert!(
        p.sql
            .as_deref()
            .is_some_and(|s| s.contains("HAVING COUNT(*) > 2")),
        "{:?}",
        p.sql
    );
    // "sales of singers who are older than 40": the age is the singers'.
    let p = answered(
        &english(),
        "How many sales belong to singers who are older than 40?",
    );
    assert!(
        p.sql
            .as_deref()
            .is_some_and(|s| s.contains(r#""singer"."age" > 40"#)),
        "{:?}",
        p.sql
    );
}

#[test]
fn existence_of_related_rows() {
    let p = answered(&english(), "What are the names of singers who have sales?");
    assert_eq!(
        p.sql.as_deref(),
        Some(
            r#"SELECT "singer"."name" FROM "singer" WHERE "singer"."singer_id" IN (SELECT "sale"."singer_id" FROM "sale" WHERE "sale"."singer_id" IS NOT NULL)"#
        )
    );
    // A period said of the other table is on its rows, inside the
    // condition: each stadium once, however many concerts it had.
    let p = answered(
        &english(),
        "Show the names of stadiums that have concerts in 2014.",
    );
    assert!(
        p.sql.as_deref().is_some_and(|s| s.contains(
            r#"IN (SELECT "concert"."stadium_id" FROM "concert" WHERE "concert"."stadium_id" IS NOT NULL AND "concert"."year" = 2014)"#
        )),
        "{:?}",
        p.sql
    );
}

#[test]
fn conditions_on_many_related_rows_are_not_guessed() {
    // A negated value of a table the subject's rows don't reach along
    // foreign keys: "without such sales", which a filter can't say.
    let p = plan(
        &english(),
        "What are the names of singers who do not have sales of 100?",
    );
    assert!(p.sql.is_none(), "{:?}", p.sql);
    // The stadiums without concerts list the stadiums' names, not the
    // concerts' (the mention "names" had both readings).
    let p = answered(
        &english(),
        "What are the names of the stadiums without any concerts?",
    );
    assert!(
        p.sql.as_deref().is_some_and(
            |s| s.starts_with(r#"SELECT "stadium"."stadium_name" FROM "stadium" WHERE"#)
        ),
        "{:?}",
        p.sql
    );
}

#[test]
fn at_least_n_is_not_a_top_n_and_shared_stems_stay_unmatched() {
    // 最少50个 is "at least 50", not the 50 smallest.
    let p = plan(&dusql_like(), "有最少5个洗衣机品牌的是哪些公司");
    assert_ne!(p.parsed.intent.limit, Some(5), "{:?}", p.sql);
    // 成立 is 成立时间's only reading; a stem two columns share is no one's.
    let (mut schema, profiles) = dusql_like();
    schema.tables[0].columns.push(Column {
        name: "成立地点".into(),
        db_type: "x".into(),
        logical_type: LogicalType::Text,
        nullable: true,
        comment: None,
    });
    let p = plan(&(schema, profiles), "1935年之前成立的洗衣机品牌有哪些？");
    assert!(p.sql.is_none(), "{:?}", p.sql);
    let p = answered(&dusql_like(), "1935年之前成立的洗衣机品牌有哪些？");
    assert!(p.sql.unwrap_or_default().contains(r#""成立时间" < 1935"#));
}

#[test]
fn verbs_and_generic_table_names_and_ids() {
    // "older than average": the adjective names the column compared.
    let p = answered(
        &english(),
        "What are the names of singers older than average?",
    );
    assert!(
        p.sql
            .as_deref()
            .is_some_and(|s| s.contains(r#""singer"."age" > (SELECT AVG("singer"."age")"#)),
        "{:?}",
        p.sql
    );
    let schema = sqlite_schema(vec![Table::new("cars_data")
        .with_key("id", Integer)
        .with_column("weight", Integer)
        .with_column("year", Integer)]);
    let setup = (schema, Vec::new());
    // "cars" names cars_data; "weighing" names its weight.
    let p = answered(&setup, "How many cars weighing more than 3000 are there?");
    assert_eq!(
        p.sql.as_deref(),
        Some(r#"SELECT COUNT(*) AS "count" FROM "cars_data" WHERE "cars_data"."weight" > 3000"#)
    );
    // "ids" is the plural of the key's "id".
    let p = answered(&setup, "List the ids of cars.");
    assert_eq!(
        p.sql.as_deref(),
        Some(r#"SELECT "cars_data"."id" FROM "cars_data""#)
    );
}

#[test]
fn a_superlative_adjective_ranks_by_its_attribute_not_the_column_beside_it() {
    let p = answered(
        &english(),
        "Find the name and net worth of the youngest singer.",
    );
    assert_eq!(
        p.sql.as_deref(),
        Some(
            r#"SELECT "singer"."name", "singer"."net_worth" FROM "singer" ORDER BY "singer"."age" LIMIT 1"#
        )
    );
}

#[test]
fn the_number_of_rows_is_a_count_even_beside_a_number_column() {
    let schema = sqlite_schema(vec![Table::new("flights")
        .with_key("flight_id", Integer)
        .with_column("flight_no", Integer)
        .with_column("origin", Text)]);
    let p = answered(&(schema, Vec::new()), "Return the number of flights.");
    assert_eq!(
        p.sql.as_deref(),
        Some(r#"SELECT COUNT(*) AS "count" FROM "flights""#)
    );
}

#[test]
fn the_most_common_value_and_a_trailing_each() {
    let p = answered(&english(), "What is the most common country of singers?");
    assert_eq!(
        p.sql.as_deref(),
        Some(
            r#"SELECT "singer"."country" FROM "singer" GROUP BY "singer"."country" ORDER BY COUNT(*) DESC LIMIT 1"#
        )
    );
    let p = answered(
        &english(),
        "What are the different countries, and how many singers are in each?",
    );
    assert_eq!(
        p.sql.as_deref(),
        Some(
            r#"SELECT "singer"."country", COUNT(*) AS "count" FROM "singer" GROUP BY "singer"."country""#
        )
    );
}

#[test]
fn a_chinese_table_name_with_ming_is_its_name_column() {
    let p = answered(&dusql_like(), "给出打车APP名以及所属公司");
    assert_eq!(
        p.sql.as_deref(),
        Some(r#"SELECT "打车APP"."app名称", "打车APP"."所属公司" FROM "打车APP""#)
    );
}

#[test]
fn rows_without_related_rows_that_meet_a_condition() {
    let schema = sqlite_schema(vec![
        Table::new("station")
            .with_key("station_id", Integer)
            .with_column("station_name", Text)
            .with_column("frequency", Text),
        Table::new("program")
            .with_key("program_id", Integer)
            .with_column("title", Text)
            .with_column("host", Text)
            .with_reference("station_id", Integer, "station", "station_id"),
    ]);
    let profiles = vec![values("program", "host", &["Ann Lee", "Bo Chan"])];
    let p = answered(
        &(schema, profiles),
        "What are the frequencies of all stations that are not playing any programs hosted by Ann Lee?",
    );
    assert_eq!(
        p.sql.as_deref(),
        Some(
            r#"SELECT "station"."frequency" FROM "station" WHERE "station"."station_id" NOT IN (SELECT "program"."station_id" FROM "program" WHERE "program"."station_id" IS NOT NULL AND "program"."host" = 'Ann Lee')"#
        )
    );
}

#[test]
fn comparisons_with_an_aggregate_over_named_rows() {
    let setup = dusql_like();
    let p = answered(
        &setup,
        "哪些洗衣机品牌的市场份额小于所有洗衣机品牌的平均市场份额？",
    );
    assert_eq!(
        p.sql.as_deref(),
        Some(
            r#"SELECT "洗衣机品牌"."名称" FROM "洗衣机品牌" WHERE "洗衣机品牌"."市场份额" < (SELECT AVG("洗衣机品牌"."市场份额") FROM "洗衣机品牌")"#
        )
    );
    // A value before the aggregate picks the rows aggregated, not the rows listed.
    let p = answered(
        &setup,
        "哪些洗衣机品牌的市场份额小于海尔集团的洗衣机品牌的最大市场份额？",
    );
    assert_eq!(
        p.sql.as_deref(),
        Some(
            r#"SELECT "洗衣机品牌"."名称" FROM "洗衣机品牌" WHERE "洗衣机品牌"."市场份额" < (SELECT MAX("洗衣机品牌"."市场份额") FROM "洗衣机品牌" WHERE "洗衣机品牌"."所属公司" = '海尔集团')"#
        )
    );
}

#[test]
fn chinese_comparison_words_short_column_names_and_the_entity_before_which() {
    let setup = dusql_like();
    // 之前 takes the number before it; 不到 is "less than"; 覆盖城市 is 覆盖城市数.
    let p = answered(
        &setup,
        "在2014年之前上线，且覆盖城市不到100个的打车APP是哪些？",
    );
    assert_eq!(
        p.sql.as_deref(),
        Some(
            r#"SELECT "打车APP"."app名称" FROM "打车APP" WHERE "打车APP"."上线时间" < 2014 AND "打车APP"."覆盖城市数" < 100"#
        )
    );
    let p = answered(&setup, "覆盖城市刚好100个的打车APP有哪些？");
    assert!(
        p.sql
            .as_deref()
            .is_some_and(|s| s.contains(r#""覆盖城市数" = 100"#)),
        "{:?}",
        p.sql
    );
    // 打车APP有哪些？: the entity named before the question word is listed first.
    let p = answered(
        &setup,
        "服务用户数量不等于500的打车APP有哪些？所属公司是什么？",
    );
    assert_eq!(
        p.sql.as_deref(),
        Some(
            r#"SELECT "打车APP"."app名称", "打车APP"."所属公司" FROM "打车APP" WHERE "打车APP"."服务用户数量" <> 500"#
        )
    );
}

#[test]
fn years_before_after_and_each_year_on_a_year_column() {
    let setup = english();
    // "after 2013" is about the concert's year, even with capacity nearby.
    let p = answered(&setup, "How many concerts were held after 2013?");
    assert_eq!(
        p.sql.as_deref(),
        Some(r#"SELECT COUNT(*) AS "count" FROM "concert" WHERE "concert"."year" > 2013"#)
    );
    let p = answered(&setup, "How many concerts are there each year?");
    assert!(
        p.sql
            .as_deref()
            .is_some_and(|s| s.contains(r#"GROUP BY "concert"."year""#)),
        "{:?}",
        p.sql
    );
    // The year belongs to the related rows the stadium must lack.
    let p = answered(
        &setup,
        "What are the names of stadiums that did not have a concert in 2014?",
    );
    assert_eq!(
        p.sql.as_deref(),
        Some(
            r#"SELECT "stadium"."stadium_name" FROM "stadium" WHERE "stadium"."stadium_id" NOT IN (SELECT "concert"."stadium_id" FROM "concert" WHERE "concert"."stadium_id" IS NOT NULL AND "concert"."year" = 2014)"#
        )
    );
}

#[test]
fn a_column_between_the_comparison_and_its_number() {
    let p = answered(&english(), "How many singers above age 30 are there?");
    assert_eq!(
        p.sql.as_deref(),
        Some(r#"SELECT COUNT(*) AS "count" FROM "singer" WHERE "singer"."age" > 30"#)
    );
}

#[test]
fn conditions_that_cannot_both_hold_are_not_answered() {
    let p = plan(
        &english(),
        "Show the names of singers with age below 30 and age above 40.",
    );
    assert!(p.sql.is_none(), "{:?}", p.sql);
    assert!(
        p.parsed
            .unplaced
            .iter()
            .any(|u| u.contains("can't both hold")),
        "{:?}",
        p.parsed.unplaced
    );
}

#[test]
fn conditions_joined_by_or() {
    let setup = english();
    let p = answered(
        &setup,
        "Show the names of singers from France or older than 40.",
    );
    assert_eq!(
        p.sql.as_deref(),
        Some(
            r#"SELECT "singer"."name" FROM "singer" WHERE ("singer"."age" > 40 OR "singer"."country" = 'France')"#
        )
    );
    // Two quoted texts joined by or are two values of one column.
    let p = answered(
        &setup,
        "Show the names of singers whose country is 'Spain' or 'Italy'.",
    );
    assert_eq!(
        p.sql.as_deref(),
        Some(
            r#"SELECT "singer"."name" FROM "singer" WHERE "singer"."country" IN ('Spain', 'Italy')"#
        )
    );
}

#[test]
fn a_time_kept_as_text_is_compared_with_its_stored_value() {
    let schema = sqlite_schema(vec![Table::new("电视剧")
        .with_key("词条id", Integer)
        .with_column("名称", Text)
        .with_column("出品时间", Text)]);
    let profiles = vec![values(
        "电视剧",
        "出品时间",
        &["2012年", "2013年", "2014年"],
    )];
    let p = answered(&(schema, profiles), "2013年之后出品的电视剧有哪些？");
    assert_eq!(
        p.sql.as_deref(),
        Some(r#"SELECT "电视剧"."名称" FROM "电视剧" WHERE "电视剧"."出品时间" > '2013年'"#)
    );
}

#[test]
fn a_comparative_around_its_column_and_the_last_words_of_a_long_name() {
    let p = answered(&english(), "How many singers have a greater age than 30?");
    assert_eq!(
        p.sql.as_deref(),
        Some(r#"SELECT COUNT(*) AS "count" FROM "singer" WHERE "singer"."age" > 30"#)
    );
    let schema = sqlite_schema(vec![Table::new("templates")
        .with_key("template_id", Integer)
        .with_column("template_type_code", Text)
        .with_column("version_number", Integer)]);
    let p = answered(
        &(schema, vec![]),
        "Show the type codes of templates with a version number greater than 5.",
    );
    assert_eq!(
        p.sql.as_deref(),
        Some(
            r#"SELECT "templates"."template_type_code" FROM "templates" WHERE "templates"."version_number" > 5"#
        )
    );
}

#[test]
fn a_chinese_total_of_a_number_column_is_its_sum() {
    let p = answered(&dusql_like(), "每个公司的打车APP服务用户总数是多少？");
    assert_eq!(
        p.sql.as_deref(),
        Some(
            r#"SELECT "打车APP"."所属公司", SUM("打车APP"."服务用户数量") AS "total_服务用户数量" FROM "打车APP" GROUP BY "打车APP"."所属公司""#
        )
    );
}

#[test]
fn ids_grouped_by_a_condition_on_a_count() {
    let schema = sqlite_schema(vec![
        Table::new("documents")
            .with_key("document_id", Integer)
            .with_column("document_name", Text),
        Table::new("paragraphs")
            .with_key("paragraph_id", Integer)
            .with_reference("document_id", Integer, "documents", "document_id")
            .with_column("paragraph_text", Text),
    ]);
    let p = answered(
        &(schema, vec![]),
        "List all document ids with at least two paragraphs.",
    );
    let sql = p.sql.unwrap_or_default();
    assert!(sql.contains("HAVING COUNT(*) >= 2"), "{sql}");
    assert!(
        sql.contains(r#"GROUP BY "documents"."document_id""#)
            || sql.contains(r#"GROUP BY "paragraphs"."document_id""#),
        "{sql}"
    );
}

#[test]
fn chinese_names_said_apart_or_shortened() {
    let schema = sqlite_schema(vec![Table::new("电视台")
        .with_key("词条id", Integer)
        .with_column("名称", Text)
        .with_column("开播时间", Text)
        .with_column("上线时间", Text)
        .with_column("频道数量", Integer)]);
    let mut profiles = vec![values(
        "电视台",
        "开播时间",
        &["1997年1月1日", "2001年5月1日"],
    )];
    let online = values("电视台", "上线时间", &["1997年1月1日", "2003年9月1日"]);
    profiles[0].columns.extend(online.columns);
    let setup = (schema, profiles);
    // 开播的时间 is 开播时间, though the date is stored in both time columns.
    let p = answered(&setup, "开播的时间在1997年1月1日之前的电视台有哪些？");
    assert_eq!(
        p.sql.as_deref(),
        Some(r#"SELECT "电视台"."名称" FROM "电视台" WHERE "电视台"."开播时间" < '1997年1月1日'"#)
    );
    // 频道数 for 频道数量.
    let p = answered(&setup, "频道数超过3个的电视台有哪些？");
    assert_eq!(
        p.sql.as_deref(),
        Some(r#"SELECT "电视台"."名称" FROM "电视台" WHERE "电视台"."频道数量" > 3"#)
    );
}

#[test]
fn sorted_alphabetically_sorts_the_listing() {
    let p = answered(
        &english(),
        "List the names of singers in alphabetical order.",
    );
    assert_eq!(
        p.sql.as_deref(),
        Some(r#"SELECT "singer"."name" FROM "singer" ORDER BY "singer"."name""#)
    );
}

#[test]
fn a_reference_table_is_named_without_its_prefix() {
    let schema = sqlite_schema(vec![Table::new("Ref_Colors")
        .with_key("color_code", Text)
        .with_column("color_description", Text)]);
    let p = answered(&(schema, vec![]), "How many colors are there?");
    assert_eq!(
        p.sql.as_deref(),
        Some(r#"SELECT COUNT(*) AS "count" FROM "Ref_Colors""#)
    );
}

#[test]
fn numbers_kept_as_text_are_numbers() {
    let schema = sqlite_schema(vec![Table::new("cars")
        .with_key("id", Integer)
        .with_column("model", Text)
        .with_column("horsepower", Text)]);
    let profiles = vec![values("cars", "horsepower", &["130", "165", "150", "null"])];
    let p = answered(
        &(schema, profiles),
        "What is the average horsepower of the cars?",
    );
    assert_eq!(
        p.sql.as_deref(),
        Some(r#"SELECT AVG("cars"."horsepower") AS "avg_horsepower" FROM "cars""#)
    );
}

#[test]
fn a_tables_name_and_id_are_its_label_and_key() {
    let schema = sqlite_schema(vec![Table::new("continents")
        .with_key("ContId", Integer)
        .with_column("Continent", Text)]);
    let p = answered(
        &(schema, vec![]),
        "List the continent id and continent name.",
    );
    assert_eq!(
        p.sql.as_deref(),
        Some(r#"SELECT "continents"."ContId", "continents"."Continent" FROM "continents""#)
    );
}

#[test]
fn negated_comparisons_and_negated_named_values() {
    let setup = english();
    let p = answered(&setup, "How many singers have an age not higher than 30?");
    assert_eq!(
        p.sql.as_deref(),
        Some(r#"SELECT COUNT(*) AS "count" FROM "singer" WHERE "singer"."age" <= 30"#)
    );
    let p = answered(
        &setup,
        "Show the names of singers that do not have the country France.",
    );
    assert_eq!(
        p.sql.as_deref(),
        Some(r#"SELECT "singer"."name" FROM "singer" WHERE "singer"."country" <> 'France'"#)
    );
    let p = answered(
        &setup,
        "Show the names of singers that do not have the country 'Spain'.",
    );
    assert_eq!(
        p.sql.as_deref(),
        Some(r#"SELECT "singer"."name" FROM "singer" WHERE "singer"."country" <> 'Spain'"#)
    );
    // "where … from" asks for a place no column was named for.
    let p = plan(&setup, "Where is the oldest singer from?");
    assert!(p.sql.is_none(), "{:?}", p.sql);
}

#[test]
fn verbs_echoing_a_joined_table_and_a_named_year_column() {
    let schema = sqlite_schema(vec![
        Table::new("conductor")
            .with_key("conductor_id", Integer)
            .with_column("name", Text)
            .with_column("year_of_work", Integer),
        Table::new("orchestra")
            .with_key("orchestra_id", Integer)
            .with_column("orchestra_name", Text)
            .with_reference("conductor_id", Integer, "conductor", "conductor_id")
            .with_column("year_of_founded", Integer),
    ]);
    // "conducted" says the join the conductor and orchestra tables already
    // make; "founded after 2008" is the orchestra's year, not the conductor's.
    let p = answered(
        &(schema, vec![]),
        "Show the names of conductors that have conducted orchestras founded after 2008.",
    );
    assert_eq!(
        p.sql.as_deref(),
        Some(
            r#"SELECT "conductor"."name" FROM "conductor" JOIN "orchestra" ON "orchestra"."conductor_id" = "conductor"."conductor_id" WHERE "orchestra"."year_of_founded" > 2008"#
        )
    );
}

#[test]
fn which_with_maximum_picks_a_row_and_quoted_text_finds_its_column() {
    let p = answered(&english(), "Which singer has the maximum net worth?");
    assert_eq!(
        p.sql.as_deref(),
        Some(r#"SELECT "singer"."name" FROM "singer" ORDER BY "singer"."net_worth" DESC LIMIT 1"#)
    );
    let schema = sqlite_schema(vec![Table::new("airlines")
        .with_key("uid", Integer)
        .with_column("airline", Text)
        .with_column("abbreviation", Text)]);
    let profiles = vec![values(
        "airlines",
        "airline",
        &["JetBlue Airways", "Delta Airlines"],
    )];
    let p = answered(
        &(schema, profiles),
        r#"What is the abbreviation of airline "JetBlue Airways"?"#,
    );
    assert_eq!(
        p.sql.as_deref(),
        Some(
            r#"SELECT "airlines"."abbreviation" FROM "airlines" WHERE "airlines"."airline" = 'JetBlue Airways'"#
        )
    );
}

#[test]
fn camel_case_abbreviations_and_the_x_of_the_y() {
    let schema = sqlite_schema(vec![
        Table::new("Student")
            .with_key("StuID", Integer)
            .with_column("LName", Text)
            .with_column("Fname", Text),
        Table::new("Has_Pet")
            .with_reference("StuID", Integer, "Student", "StuID")
            .with_key("PetID", Integer),
    ]);
    // LName is "last name"; "the id of the pet" is PetID.
    let p = answered(
        &(schema, vec![]),
        "What is the id of the pet owned by the student whose last name is 'Smith'?",
    );
    assert_eq!(
        p.sql.as_deref(),
        Some(
            r#"SELECT "Has_Pet"."PetID" FROM "Has_Pet" JOIN "Student" ON "Student"."StuID" = "Has_Pet"."StuID" WHERE "Student"."LName" = 'Smith'"#
        )
    );
}

#[test]
fn a_number_right_before_or_after_its_column_is_its_value() {
    let p = answered(&english(), "Show the names of singers that are age 30.");
    assert_eq!(
        p.sql.as_deref(),
        Some(r#"SELECT "singer"."name" FROM "singer" WHERE "singer"."age" = 30"#)
    );
    let schema = sqlite_schema(vec![Table::new("cars")
        .with_key("id", Integer)
        .with_column("model", Text)
        .with_column("cylinders", Integer)
        .with_column("horsepower", Integer)]);
    let p = answered(
        &(schema, vec![]),
        "For the cars with 4 cylinders, which model has the largest horsepower?",
    );
    assert_eq!(
        p.sql.as_deref(),
        Some(
            r#"SELECT "cars"."model" FROM "cars" WHERE "cars"."cylinders" = 4 ORDER BY "cars"."horsepower" DESC LIMIT 1"#
        )
    );
}

#[test]
fn the_id_of_the_groups_listed_beside_them() {
    let schema = sqlite_schema(vec![
        Table::new("makers")
            .with_key("id", Integer)
            .with_column("full_name", Text)
            .with_column("country", Text),
        Table::new("models")
            .with_key("model_id", Integer)
            .with_column("model", Text)
            .with_reference("maker_id", Integer, "makers", "id"),
    ]);
    let setup = (schema, vec![]);
    let p = answered(
        &setup,
        "What is the full name of each maker, along with its id and how many models it has?",
    );
    let sql = p.sql.unwrap_or_default();
    assert!(
        sql.contains(r#"GROUP BY "makers"."full_name", "makers"."id""#),
        "{sql}"
    );
    // Grouped by an attribute (country), the makers' id is not a group.
    let p = plan(
        &setup,
        "For each country, how many makers are there and what is the maker id?",
    );
    assert!(
        !p.sql
            .unwrap_or_default()
            .contains(r#"GROUP BY "makers"."country", "makers"."id""#),
        "an attribute grouping does not take the rows' key"
    );
}

/// Teachers and courses, linked by course_arrange.
fn teachers_and_courses() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("teacher")
            .with_key("teacher_id", Integer)
            .with_column("name", Text),
        Table::new("course")
            .with_key("course_id", Integer)
            .with_column("course", Text),
        Table::new("course_arrange")
            .with_reference("course_id", Integer, "course", "course_id")
            .with_reference("teacher_id", Integer, "teacher", "teacher_id")
            .with_column("grade", Integer)
            .with_primary_key(&["course_id"]),
    ]);
    (schema, vec![])
}

#[test]
fn counting_rows_named_by_their_same_named_column() {
    let schema = teachers_and_courses().0;
    // "two courses" names the course rows (course.course is called like its table).
    let p = answered(
        &(schema, vec![]),
        "Show names of teachers that teach at least two courses.",
    );
    let sql = p.sql.unwrap_or_default();
    assert!(
        sql.contains(r#"GROUP BY "teacher"."name" HAVING COUNT(*) >= 2"#),
        "{sql}"
    );
}

#[test]
fn counts_of_different_rows_are_not_one_having() {
    let p = plan(
        &english(),
        "Which stadiums have more than 2 concerts and more than 3 singers?",
    );
    assert!(p.sql.is_none(), "{:?}", p.sql);
    assert!(
        p.parsed
            .unplaced
            .iter()
            .any(|u| u.contains("counts of different rows")),
        "{:?}",
        p.parsed.unplaced
    );
}

#[test]
fn or_after_and_or_before_are_inclusive_bounds() {
    let p = answered(
        &english(),
        "How many concerts were there in year 2014 or after?",
    );
    assert_eq!(
        p.sql.as_deref(),
        Some(r#"SELECT COUNT(*) AS "count" FROM "concert" WHERE "concert"."year" >= 2014"#)
    );
}

#[test]
fn chinese_names_with_de_between_their_words_or_without_ming() {
    let schema = sqlite_schema(vec![Table::new("篮球运动员")
        .with_key("词条id", Integer)
        .with_column("中文名", Text)
        .with_column("场上位置", Text)
        .with_column("系列名", Text)]);
    let setup = (schema, vec![]);
    // 场上的位置 for 场上位置.
    let p = answered(&setup, "给出篮球运动员的中文名和场上的位置");
    assert_eq!(
        p.sql.as_deref(),
        Some(r#"SELECT "篮球运动员"."中文名", "篮球运动员"."场上位置" FROM "篮球运动员""#)
    );
    // 系列 for 系列名.
    let p = answered(&setup, "给出篮球运动员的中文名和系列");
    assert_eq!(
        p.sql.as_deref(),
        Some(r#"SELECT "篮球运动员"."中文名", "篮球运动员"."系列名" FROM "篮球运动员""#)
    );
}

#[test]
fn which_before_a_qualified_column_lists_its_table_and_a_column_asked_again() {
    let schema = sqlite_schema(vec![Table::new("篮球运动员")
        .with_key("词条id", Integer)
        .with_column("中文名", Text)
        .with_column("场上位置", Text)
        .with_column("球队", Text)]);
    let profiles = vec![values("篮球运动员", "场上位置", &["控球后卫", "中锋"])];
    let p = answered(
        &(schema, profiles),
        "哪些篮球运动员场上位置不为控球后卫？他们的场上位置和球队是什么？",
    );
    assert_eq!(
        p.sql.as_deref(),
        Some(
            r#"SELECT "篮球运动员"."中文名", "篮球运动员"."场上位置", "篮球运动员"."球队" FROM "篮球运动员" WHERE "篮球运动员"."场上位置" <> '控球后卫'"#
        )
    );
}

#[test]
fn a_total_glued_to_its_column() {
    let schema = sqlite_schema(vec![Table::new("国家")
        .with_key("词条id", Integer)
        .with_column("名称", Text)
        .with_column("人口数量", Integer)]);
    // jieba keeps 总人口 as one word.
    let p = answered(&(schema, vec![]), "所有国家总人口是多少");
    assert_eq!(
        p.sql.as_deref(),
        Some(r#"SELECT SUM("国家"."人口数量") AS "total_人口数量" FROM "国家""#)
    );
}

#[test]
fn an_age_said_by_its_unit() {
    let schema = sqlite_schema(vec![Table::new("篮球运动员")
        .with_key("词条id", Integer)
        .with_column("中文名", Text)
        .with_column("年龄", Integer)]);
    // 岁 after the number says the comparison is about the age.
    let p = answered(&(schema, vec![]), "不到19岁的篮球运动员有哪些？");
    assert_eq!(
        p.sql.as_deref(),
        Some(r#"SELECT "篮球运动员"."中文名" FROM "篮球运动员" WHERE "篮球运动员"."年龄" < 19"#)
    );
}

#[test]
fn two_rows_set_against_each_other() {
    let setup = dusql_like();
    let p = answered(&setup, "西门子的市场份额比三星高多少？");
    assert_eq!(
        p.sql.as_deref(),
        Some(
            r#"SELECT a."市场份额" - b."市场份额" AS "difference_市场份额" FROM (SELECT "洗衣机品牌"."市场份额" FROM "洗衣机品牌" WHERE "洗衣机品牌"."名称" = '西门子') AS a, (SELECT "洗衣机品牌"."市场份额" FROM "洗衣机品牌" WHERE "洗衣机品牌"."名称" = '三星') AS b"#
        )
    );
    // A ratio divides in floating point; the shared condition holds on both sides.
    let p = answered(&setup, "海尔集团的海尔的市场份额是三星的多少倍？");
    let sql = p.sql.unwrap_or_default();
    assert!(
        sql.contains(r#"a."市场份额" * 1.0 / b."市场份额""#),
        "{sql}"
    );
    assert!(
        sql.contains(r#""名称" = '海尔'"#) && sql.contains(r#""名称" = '三星'"#),
        "{sql}"
    );
    // 多覆盖了多少个城市: the compared column's name is spelled out with other words between.
    let mut setup = dusql_like();
    setup.1.push(values(
        "打车APP",
        "app名称",
        &["首汽约车", "神州专车", "滴滴出行"],
    ));
    let p = answered(&setup, "首汽约车比神州专车多覆盖了多少个城市？");
    let sql = p.sql.unwrap_or_default();
    assert!(
        sql.starts_with(r#"SELECT a."覆盖城市数" - b."覆盖城市数""#),
        "{sql}"
    );
    assert!(sql.contains(r#"= '首汽约车') AS a"#), "{sql}");
    // Without a second value of the same column there is nothing to set against.
    let p = plan(&setup, "西门子比海尔集团高多少？");
    assert!(
        p.sql.as_deref().is_none_or(|s| !s.contains(" AS a,")),
        "{:?}",
        p.sql
    );

    let mut setup = english();
    let names = values("singer", "name", &["Joe Sharp", "Rose White"]);
    setup.1[0].columns.extend(names.columns);
    let p = answered(
        &setup,
        "How much more net worth does Joe Sharp have than Rose White?",
    );
    let sql = p.sql.unwrap_or_default();
    assert!(
        sql.starts_with(r#"SELECT a."net_worth" - b."net_worth""#),
        "{sql}"
    );
    assert!(sql.contains(r#""name" = 'Joe Sharp') AS a"#), "{sql}");
}

#[test]
fn codes_kept_in_a_number_column_are_values_named_by_their_column() {
    let schema = sqlite_schema(vec![Table::new("品牌门店")
        .with_key("品牌id", Decimal)
        .with_column("城市", Text)
        .with_column("门店数量", Decimal)]);
    let mut profiles = vec![values(
        "品牌门店",
        "品牌id",
        &["item_p_4_16", "item_p_4_17"],
    )];
    profiles[0].columns[0].logical_type = Decimal;
    let cities = values("品牌门店", "城市", &["北京", "上海"]);
    profiles[0].columns.extend(cities.columns);
    let setup = (schema, profiles);
    let p = answered(&setup, "品牌item_p_4_16在北京比上海多开设了多少家门店？");
    let sql = p.sql.unwrap_or_default();
    // The code is a value (not a number to subtract); 品牌 names its column.
    assert!(
        sql.starts_with(r#"SELECT a."门店数量" - b."门店数量""#),
        "{sql}"
    );
    assert!(
        sql.contains(r#""品牌id" = 'item_p_4_16' AND "品牌门店"."城市" = '北京'"#),
        "{sql}"
    );
}

#[test]
fn chinese_rankings_amounts_and_table_name_parts() {
    let setup = dusql_like();
    // A table before 最多 and its column after: the values ranked by their rows.
    let p = answered(&setup, "1955年以后成立的洗衣机品牌最多的所属公司");
    assert_eq!(
        p.sql.as_deref(),
        Some(
            r#"SELECT "洗衣机品牌"."所属公司" FROM "洗衣机品牌" WHERE "洗衣机品牌"."成立时间" > 1955 GROUP BY "洗衣机品牌"."所属公司" ORDER BY COUNT(*) DESC LIMIT 1"#
        )
    );
    // 平均有多少 asks for the average, not a count beside it; 此类 is filler.
    let p = answered(
        &setup,
        "上线时间在2014年之后的打车APP中，每个所属公司的此类打车APP平均有多少服务用户数量",
    );
    assert_eq!(
        p.sql.as_deref(),
        Some(
            r#"SELECT "打车APP"."所属公司", AVG("打车APP"."服务用户数量") AS "avg_服务用户数量" FROM "打车APP" WHERE "打车APP"."上线时间" > 2014 GROUP BY "打车APP"."所属公司""#
        )
    );
    // 二百零五 is one number though jieba cuts it in two.
    let p = answered(&setup, "覆盖城市数小于二百零五的打车APP有哪些？");
    assert!(
        p.sql
            .as_deref()
            .is_some_and(|s| s.contains(r#""覆盖城市数" < 205"#)),
        "{:?}",
        p.sql
    );
    // 打车 is part of the name of the table asked about.
    let p = answered(&setup, "每个所属公司的打车服务用户数量一共有多少？");
    assert!(
        p.sql
            .as_deref()
            .is_some_and(|s| s.contains(r#"SUM("打车APP"."服务用户数量")"#)),
        "{:?}",
        p.sql
    );
    // 哪个X的最多 with nothing measured ranks the X by their rows.
    let p = answered(
        &setup,
        "市场份额超过2%的洗衣机品牌中，哪个所属公司的最多，并给出总共有多少市场份额",
    );
    assert_eq!(
        p.sql.as_deref(),
        Some(
            r#"SELECT "洗衣机品牌"."所属公司", SUM("洗衣机品牌"."市场份额") AS "total_市场份额" FROM "洗衣机品牌" WHERE "洗衣机品牌"."市场份额" > 0.02 GROUP BY "洗衣机品牌"."所属公司" ORDER BY COUNT(*) DESC LIMIT 1"#
        )
    );
    // 哪N个X的平均Y最多: the average ranks, it is not listed.
    let p = answered(&setup, "哪2个所属公司的洗衣机品牌平均市场份额最多");
    assert_eq!(
        p.sql.as_deref(),
        Some(
            r#"SELECT "洗衣机品牌"."所属公司" FROM "洗衣机品牌" GROUP BY "洗衣机品牌"."所属公司" ORDER BY AVG("洗衣机品牌"."市场份额") DESC LIMIT 2"#
        )
    );
    // A superlative over a total ranks the companies without listing it.
    let p = answered(&setup, "哪个所属公司的洗衣机品牌市场份额加起来最大？");
    assert_eq!(
        p.sql.as_deref(),
        Some(
            r#"SELECT "洗衣机品牌"."所属公司" FROM "洗衣机品牌" GROUP BY "洗衣机品牌"."所属公司" ORDER BY SUM("洗衣机品牌"."市场份额") DESC LIMIT 1"#
        )
    );
}

#[test]
fn chinese_column_names_asked_around_other_words() {
    let setup = dusql_like();
    // 公司id names the values of 所属公司; 所属什么公司 spells 所属公司 around 什么.
    let p = answered(&setup, "每个公司id的打车APP的覆盖城市数的最小值是多少");
    assert!(
        p.sql
            .as_deref()
            .is_some_and(|s| s.contains(r#"MIN("打车APP"."覆盖城市数")"#)
                && s.contains(r#"GROUP BY "打车APP"."所属公司""#)),
        "{:?}",
        p.sql
    );
    let p = answered(&setup, "市场份额超过2%的洗衣机品牌有哪些？所属什么公司？");
    assert_eq!(
        p.sql.as_deref(),
        Some(
            r#"SELECT "洗衣机品牌"."名称", "洗衣机品牌"."所属公司" FROM "洗衣机品牌" WHERE "洗衣机品牌"."市场份额" > 0.02"#
        )
    );
}

/// Asserts the SQL a question is answered with.
fn assert_sql(setup: &(Schema, Vec<TableProfile>), question: &str, expected: &str) {
    let p = answered(setup, question);
    assert_eq!(p.sql.as_deref(), Some(expected), "{question}");
}

fn with_derived_columns() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("国家")
            .with_key("词条id", Integer)
            .with_column("名称", Text)
            .with_column("民用枪支数", Integer)
            .with_column("军用枪支数", Integer)
            .with_column("每100人持有的民用枪支数", Integer),
        Table::new("城市")
            .with_key("词条id", Integer)
            .with_column("名称", Text)
            .with_column("所属省份", Text)
            .with_column("常住人口", Integer)
            .with_column("城区面积", Float),
        Table::new("打车APP")
            .with_key("词条id", Integer)
            .with_column("app名称", Text)
            .with_column("所属公司", Text)
            .with_column("覆盖城市数", Integer)
            .with_column("服务用户数量", Integer),
    ]);
    (schema, vec![])
}

#[test]
fn sums_of_parts_densities_and_amounts_per_unit() {
    let setup = with_derived_columns();
    // 枪支总数: the parts the table keeps apart, added (not the per-100 rate).
    assert_sql(
        &setup,
        "按拥有枪支总数由多到少排列所有国家",
        r#"SELECT "国家"."名称" FROM "国家" ORDER BY ("国家"."民用枪支数" + "国家"."军用枪支数") DESC"#,
    );
    let p = answered(&setup, "哪些国家拥有的枪支总数小于所有国家平均拥有枪支数");
    assert!(
        p.sql.as_deref().is_some_and(|s| s.contains(
            r#"WHERE ("国家"."民用枪支数" + "国家"."军用枪支数") < (SELECT AVG(("国家"."民用枪支数" + "国家"."军用枪支数"))"#
        )),
        "{:?}",
        p.sql
    );
    // 人口密度: an amount over the area.
    assert_sql(
        &setup,
        "找出城市的人口密度的平均值",
        r#"SELECT AVG(("城市"."常住人口" / "城市"."城区面积")) AS "avg_常住人口_per_城区面积" FROM "城市""#,
    );
    // 每个城市平均服务用户: the amount over the column counting cities.
    assert_sql(
        &setup,
        "哪3个打车APP每个城市平均服务用户最多",
        r#"SELECT "打车APP"."app名称" FROM "打车APP" ORDER BY ("打车APP"."服务用户数量" / "打车APP"."覆盖城市数") DESC LIMIT 3"#,
    );
    let p = answered(&setup, "给出所有打车APP的所属公司以及每城市平均用户数量");
    assert!(
        p.sql.as_deref().is_some_and(|s| s
            .contains(r#"("打车APP"."服务用户数量" / "打车APP"."覆盖城市数")"#)
            && s.contains(r#""打车APP"."所属公司""#)),
        "{:?}",
        p.sql
    );
    // Without a column counting the unit, 每 is a grouping as before.
    let p = answered(&setup, "每个省份的城市有多少个");
    assert!(
        p.sql
            .as_deref()
            .is_some_and(|s| s.contains(r#"GROUP BY "城市"."所属省份""#)),
        "{:?}",
        p.sql
    );
}

#[test]
fn a_count_column_said_as_its_verb_and_noun_apart() {
    let setup = dusql_like();
    assert_sql(
        &setup,
        "覆盖的城市超过100个的打车APP有哪些",
        r#"SELECT "打车APP"."app名称" FROM "打车APP" WHERE "打车APP"."覆盖城市数" > 100"#,
    );
    let p = answered(&setup, "每个公司一共覆盖了多少个城市");
    assert!(
        p.sql
            .as_deref()
            .is_some_and(|s| s.contains(r#"SUM("打车APP"."覆盖城市数")"#)
                && s.contains(r#"GROUP BY "打车APP"."所属公司""#)),
        "{:?}",
        p.sql
    );
}

#[test]
fn how_many_between_a_count_columns_verb_and_noun_counts_nothing() {
    let setup = dusql_like();
    let p = answered(&setup, "每个公司一共覆盖了多少个城市，平均服务多少用户");
    let sql = p.sql.unwrap_or_default();
    assert!(!sql.contains("COUNT("), "{sql}");
    assert!(sql.contains(r#"SUM("打车APP"."覆盖城市数")"#), "{sql}");
}

#[test]
fn a_value_its_tables_name_spells_out_is_no_filter_and_a_total_ranks_unlisted() {
    let schema = sqlite_schema(vec![Table::new("美国校园枪击事件")
        .with_key("年份", Integer)
        .with_column("发生城市", Text)
        .with_column("枪击者国籍", Text)
        .with_column("受影响学生数量", Integer)]);
    let mut profiles = vec![values("美国校园枪击事件", "发生城市", &["南加州", "纽约"])];
    let nationality = values("美国校园枪击事件", "枪击者国籍", &["美国", "中国"]);
    profiles[0].columns.extend(nationality.columns);
    let setup = (schema, profiles);
    let p = answered(&setup, "美国哪个城市的受影响学生数量最多");
    let sql = p.sql.unwrap_or_default();
    assert!(!sql.contains("WHERE"), "{sql}");
    assert_sql(
        &setup,
        "哪个城市受影响学生数量的总数最少",
        r#"SELECT "美国校园枪击事件"."发生城市" FROM "美国校园枪击事件" GROUP BY "美国校园枪击事件"."发生城市" ORDER BY SUM("美国校园枪击事件"."受影响学生数量") LIMIT 1"#,
    );
}

#[test]
fn a_text_column_said_as_its_verb_and_noun_apart() {
    let schema = sqlite_schema(vec![Table::new("电视剧")
        .with_key("词条id", Integer)
        .with_column("名称", Text)
        .with_column("出品时间", Text)
        .with_column("出品公司", Text)
        .with_column("发行公司", Text)]);
    let setup = (schema, vec![]);
    assert_sql(
        &setup,
        "出品电视剧最多的3家公司是哪些",
        r#"SELECT "电视剧"."出品公司" FROM "电视剧" GROUP BY "电视剧"."出品公司" ORDER BY COUNT(*) DESC LIMIT 3"#,
    );
    // A table listed before "，以及" stands for its rows' names.
    let p = answered(&setup, "给出出品时间在2018年之后的电视剧，以及发行公司");
    assert!(
        p.sql
            .as_deref()
            .is_some_and(|s| s.starts_with(r#"SELECT "电视剧"."名称", "电视剧"."发行公司""#)),
        "{:?}",
        p.sql
    );
}

#[test]
fn one_character_names_of_belonging_columns() {
    // 所属省份 is said 省 (each province), 所属洲 is said 洲; the 省 of 省份
    // inside a longer word is no mention of its own.
    let setup = chinese();
    for q in ["每个省的城市有多少个？", "哪个省有超过15个城市？"] {
        // (jieba glues 省有 into one word: the particle after it aside.)
        let p = answered(&setup, q);
        assert!(
            p.sql
                .as_deref()
                .is_some_and(|s| s.contains(r#"GROUP BY "城市"."所属省份""#)),
            "{q}: {:?}",
            p.sql
        );
    }
}

#[test]
fn a_text_column_before_a_superlative_names_the_rows_counted() {
    let schema = sqlite_schema(vec![Table::new("线路上的国家")
        .with_key("国家", Text)
        .with_column("线路", Text)
        .with_column("加入时间", Text)]);
    let setup = (schema, vec![]);
    assert_sql(
        &setup,
        "线路最少的是哪个国家？",
        r#"SELECT "线路上的国家"."国家" FROM "线路上的国家" GROUP BY "线路上的国家"."国家" ORDER BY COUNT(*) LIMIT 1"#,
    );
}

#[test]
fn a_superlative_before_a_verb_and_how_many_asks_the_value() {
    let setup = dusql_like();
    let p = answered(&setup, "每个公司最少服务了多少用户");
    let sql = p.sql.unwrap_or_default();
    assert!(sql.contains(r#"MIN("打车APP"."服务用户数量")"#), "{sql}");
    assert!(!sql.contains("ORDER BY"), "{sql}");
}

#[test]
fn a_latin_word_of_a_chinese_table_name_echoes_it() {
    let setup = dusql_like();
    let p = answered(
        &setup,
        "有哪些打车APP的覆盖城市数不超过100个，这些APP是由哪些公司开发的",
    );
    assert_eq!(
        p.sql.as_deref(),
        Some(
            r#"SELECT "打车APP"."app名称", "打车APP"."所属公司" FROM "打车APP" WHERE "打车APP"."覆盖城市数" <= 100"#
        )
    );
}

#[test]
fn each_one_when_and_a_count_said_apart_before_its_unit() {
    let setup = chinese();
    // 每一家 groups like 每个; 当…时 frames a condition.
    let p = answered(&setup, "给出每一家门店的营业额");
    assert!(p.sql.is_some());
    let p = answered(&setup, "当人口大于100时，每个省份的城市有多少个");
    let sql = p.sql.unwrap_or_default();
    assert!(
        sql.contains(r#""城市"."人口" > 100"#) && sql.contains(r#"GROUP BY "城市"."所属省份""#),
        "{sql}"
    );
    // 覆盖的城市数: the 数 after the noun of a count said apart repeats it.
    let setup = dusql_like();
    assert_sql(
        &setup,
        "覆盖的城市数大于100的打车APP有哪些",
        r#"SELECT "打车APP"."app名称" FROM "打车APP" WHERE "打车APP"."覆盖城市数" > 100"#,
    );
}

/// A schema of one table, with no profiles.
fn one_table(table: Table) -> (Schema, Vec<TableProfile>) {
    (sqlite_schema(vec![table]), vec![])
}

fn ratings_and_shows() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("平台评分")
            .with_key("品牌id", Integer)
            .with_column("平台", Text)
            .with_column("总评分", Float),
        Table::new("综艺节目")
            .with_key("词条id", Integer)
            .with_column("节目名称", Text)
            .with_column("系列名", Text)
            .with_column("播出频道", Text),
        Table::new("夏季奥运会")
            .with_key("词条id", Integer)
            .with_column("名称", Text)
            .with_column("举办城市", Text)
            .with_column("参赛国家数量", Integer),
        Table::new("国家")
            .with_key("词条id", Integer)
            .with_column("名称", Text),
    ]);
    (
        schema,
        vec![values("平台评分", "平台", &["京东商城", "天猫商城"])],
    )
}

#[test]
fn chinese_numbers_with_multipliers_equality_by_wei_and_counts_after_a_table() {
    let setup = dusql_like();
    // 10万人: jieba glues 万 to its unit.
    assert_sql(
        &setup,
        "服务用户数量超过10万人的打车APP有哪些？",
        r#"SELECT "打车APP"."app名称" FROM "打车APP" WHERE "打车APP"."服务用户数量" > 100000"#,
    );
    // 两万五千 in words; 不超 is "at most".
    assert_sql(
        &setup,
        "服务用户数量不超两万五千的打车APP有哪些？",
        r#"SELECT "打车APP"."app名称" FROM "打车APP" WHERE "打车APP"."服务用户数量" <= 25000"#,
    );
    // 覆盖城市数为100: a number column, 为, a number.
    assert_sql(
        &setup,
        "覆盖城市数为100的打车APP有哪些？",
        r#"SELECT "打车APP"."app名称" FROM "打车APP" WHERE "打车APP"."覆盖城市数" = 100"#,
    );
    // 夏季奥运会数量小于5: 数量 after a table counts its rows, while
    // 参赛的国家数量 still names 参赛国家数量.
    let setup = ratings_and_shows();
    let p = plan(&setup, "哪些举办城市的夏季奥运会数量小于5？");
    let intent = &p.parsed.intent;
    assert!(intent.filters.is_empty(), "{intent:?}");
    assert!(
        matches!(&intent.having[..], [h] if h.op == FilterOp::Lt
            && matches!(&h.measure.target, MeasureTarget::Rows { table } if table == "夏季奥运会")),
        "{intent:?}"
    );
    let p = answered(&setup, "参赛的国家数量大于200的夏季奥运会有哪些？");
    let intent = &p.parsed.intent;
    assert!(intent.having.is_empty(), "{intent:?}");
    assert!(
        matches!(&intent.filters[..], [f] if f.column.column == "参赛国家数量" && f.op == FilterOp::Gt),
        "{intent:?}"
    );
}

#[test]
fn totals_a_table_keeps_in_a_column_and_superlatives_of_their_own_clause() {
    let schema = sqlite_schema(vec![
        Table::new("洗衣机品牌门店")
            .with_key("品牌id", Integer)
            .with_column("城市", Text)
            .with_column("门店数量", Integer),
        Table::new("校园枪击事件")
            .with_key("词条id", Integer)
            .with_column("发生城市", Text)
            .with_column("受影响学生数量", Integer),
    ]);
    let setup = (schema, vec![]);
    // 门店总数 of a table whose rows count their stores: the sum.
    let p = answered(&setup, "哪个城市拥有的洗衣机品牌门店总数最少");
    assert!(
        p.sql
            .as_deref()
            .is_some_and(|s| s.contains(r#"ORDER BY SUM("洗衣机品牌门店"."门店数量") LIMIT 1"#)),
        "{:?}",
        p.sql
    );
    // 总洗衣机品牌门店: the same sum, said before the name.
    let p = answered(&setup, "总洗衣机品牌门店最少的是哪个城市？");
    assert!(
        p.sql
            .as_deref()
            .is_some_and(|s| s.ends_with(r#"ORDER BY SUM("洗衣机品牌门店"."门店数量") LIMIT 1"#)),
        "{:?}",
        p.sql
    );
    // 门店平均最多: the average of that column.
    let p = answered(&setup, "哪个城市拥有的洗衣机品牌门店平均最多");
    assert!(
        p.sql.as_deref().is_some_and(
            |s| s.ends_with(r#"ORDER BY AVG("洗衣机品牌门店"."门店数量") DESC LIMIT 1"#)
        ),
        "{:?}",
        p.sql
    );
    // 最多 ranks the cities by their rows; the average asked after
    // ，以及 is listed, not ranked.
    let p = answered(
        &setup,
        "哪个城市发生校园枪击事件最多，以及平均有多少学生受影响",
    );
    let sql = p.sql.as_deref().unwrap_or_default();
    assert!(
        sql.contains(r#"AVG("校园枪击事件"."受影响学生数量")"#),
        "{sql}"
    );
    assert!(sql.ends_with("ORDER BY COUNT(*) DESC LIMIT 1"), "{sql}");
}

#[test]
fn words_of_a_name_read_in_pieces_and_units_after_numbers_are_understood() {
    // 参赛的|国家|数量: 参赛 begins the name 参赛国家数量 the rest spells.
    let p = answered(
        &ratings_and_shows(),
        "每个举办城市来参赛的国家数量小于30个的夏季奥运会中，平均有多少参赛国家？",
    );
    assert!(p.parsed.unplaced.is_empty(), "{:?}", p.parsed.unplaced);
    assert!(
        p.sql
            .as_deref()
            .is_some_and(|s| s.contains(r#""参赛国家数量" < 30"#)),
        "{:?}",
        p.sql
    );
    // 座 after the number a comparison used says what was counted.
    assert_sql(
        &dusql_like(),
        "覆盖城市超过400座的打车APP有哪些？",
        r#"SELECT "打车APP"."app名称" FROM "打车APP" WHERE "打车APP"."覆盖城市数" > 400"#,
    );
}

#[test]
fn how_old_asks_the_age_and_an_implied_age_named_again_is_the_same() {
    let setup = one_table(
        Table::new("篮球运动员")
            .with_key("词条id", Integer)
            .with_column("中文名", Text)
            .with_column("场上位置", Text)
            .with_column("年龄", Integer),
    );
    assert_sql(
        &setup,
        "最年轻的篮球运动员多少岁",
        r#"SELECT "篮球运动员"."年龄" FROM "篮球运动员" ORDER BY "篮球运动员"."年龄" LIMIT 1"#,
    );
    assert_sql(
        &setup,
        "每个位置对应的所有篮球运动员中，最老的其年龄是多少岁",
        r#"SELECT "篮球运动员"."场上位置", MAX("篮球运动员"."年龄") AS "max_年龄" FROM "篮球运动员" GROUP BY "篮球运动员"."场上位置""#,
    );
}

#[test]
fn english_filler_words_across_and_times() {
    assert_sql(
        &english(),
        "Return the average age across all singers.",
        r#"SELECT AVG("singer"."age") AS "avg_age" FROM "singer""#,
    );
    // "not a single": no related rows at all.
    let p = answered(
        &english(),
        "What are the names of the stadiums where there is not a single concert?",
    );
    assert!(
        p.sql.as_deref().is_some_and(|s| s.contains("NOT IN")),
        "{:?}",
        p.sql
    );
    // (A schema name wins over a filler word: "amount" of sale.amount
    // stays a column.)
    let p = answered(&english(), "What is the total amount of all sales?");
    assert!(
        p.sql
            .as_deref()
            .is_some_and(|s| s.contains(r#"SUM("sale"."amount")"#)),
        "{:?}",
        p.sql
    );
}

#[test]
fn a_bare_count_word_is_no_column_of_its_own() {
    let setup = one_table(
        Table::new("城市")
            .with_key("词条id", Integer)
            .with_column("城市", Text)
            .with_column("所属省份", Text)
            .with_column("建交国家数量", Integer)
            .with_column("跨国公司数量", Integer)
            .with_column("大使馆数量", Integer),
    );
    // 并且数量不大于5个的城市: 数量 could be any …数量 column; it is not
    // read as one of them.
    let p = plan(
        &setup,
        "建交国家数量不大于72个并且数量不大于5个的城市在哪些省份？",
    );
    let intent = &p.parsed.intent;
    assert!(
        intent
            .filters
            .iter()
            .all(|f| f.column.column == "建交国家数量"),
        "{intent:?}"
    );
}

#[test]
fn each_groups_extreme_asked_with_its() {
    // 及其最大的服务用户数量: each company's largest, beside the condition.
    assert_sql(
        &dusql_like(),
        "哪些公司的打车APP平均覆盖城市数大于100个及其最大的服务用户数量",
        r#"SELECT "打车APP"."所属公司", MAX("打车APP"."服务用户数量") AS "max_服务用户数量" FROM "打车APP" GROUP BY "打车APP"."所属公司" HAVING AVG("打车APP"."覆盖城市数") > 100"#,
    );
    let setup = one_table(
        Table::new("城市")
            .with_key("词条id", Integer)
            .with_column("城市", Text)
            .with_column("所属省份", Text)
            .with_column("建交国家数量", Integer),
    );
    // 建交国家最少的其建交国家数量: each province's minimum, not the province
    // with the smallest minimum.
    assert_sql(
        &setup,
        "每个省份管辖的城市中，建交国家最少的其建交国家数量是多少",
        r#"SELECT "城市"."所属省份", MIN("城市"."建交国家数量") AS "min_建交国家数量" FROM "城市" GROUP BY "城市"."所属省份""#,
    );
}

#[test]
fn a_count_word_between_a_table_and_its_superlative_ranks_its_rows() {
    let setup = one_table(
        Table::new("比赛记录")
            .with_key("球员id", Integer)
            .with_column("球队", Text)
            .with_column("出场次数", Integer),
    );
    // 比赛记录的数量最少的球队: the teams ranked by their rows; the table
    // named again to qualify 出场次数 does not ask for its rows.
    assert_sql(
        &setup,
        "拥有比赛记录的数量最少的球队，比赛记录的出场次数的总和",
        r#"SELECT "比赛记录"."球队", SUM("比赛记录"."出场次数") AS "total_出场次数" FROM "比赛记录" GROUP BY "比赛记录"."球队" ORDER BY COUNT(*) LIMIT 1"#,
    );
}

#[test]
fn a_count_with_nothing_named_after_it_counts_the_grouped_rows() {
    let setup = one_table(
        Table::new("品牌平台评分")
            .with_key("品牌id", Integer)
            .with_column("平台", Text)
            .with_column("总评分", Float),
    );
    assert_sql(
        &setup,
        "每个平台上有几个品牌？",
        r#"SELECT "品牌平台评分"."平台", COUNT(*) AS "count" FROM "品牌平台评分" GROUP BY "品牌平台评分"."平台""#,
    );
}

#[test]
fn a_word_of_a_columns_own_name_beside_it_says_it_again() {
    let setup = one_table(
        Table::new("visitor")
            .with_key("ID", Integer)
            .with_column("Name", Text)
            .with_column("Level_of_membership", Integer)
            .with_column("Age", Integer),
    );
    // "membership level": the name's words in another order.
    let q = "What is the average age of the visitors whose membership level is not higher than 4?";
    assert_sql(
        &setup,
        q,
        r#"SELECT AVG("visitor"."Age") AS "avg_Age" FROM "visitor" WHERE "visitor"."Level_of_membership" <= 4"#,
    );
    let p = plan(&setup, q);
    assert!(p.parsed.unplaced.is_empty(), "{:?}", p.parsed.unplaced);
}

#[test]
fn a_verb_echoing_the_table_that_links_two_others_is_understood() {
    let p = plan(
        &teachers_and_courses(),
        "Show names of teachers and the courses they are arranged to teach.",
    );
    assert!(p.parsed.unplaced.is_empty(), "{:?}", p.parsed.unplaced);
    assert!(
        p.sql
            .as_deref()
            .is_some_and(|s| s.contains(r#"JOIN "course_arrange""#)),
        "{:?}",
        p.sql
    );
}

#[test]
fn rows_asked_for_after_a_ranking_of_their_groups_are_not_an_echo() {
    let setup = one_table(
        Table::new("综艺节目")
            .with_key("词条id", Integer)
            .with_column("节目名称", Text)
            .with_column("系列名", Text),
    );
    // The series are ranked; 的综艺 at the end asks for the shows in them,
    // which the ranking does not list: not understood, so no confident
    // answer.
    let p = plan(&setup, "综艺节目最多的两种系列，给出这些系列名的综艺");
    assert!(
        p.parsed.unplaced.iter().any(|w| w == "综艺"),
        "{:?}",
        p.parsed.unplaced
    );
    assert!(p.sql.is_none(), "{:?}", p.sql);
}

#[test]
fn a_superlative_does_not_share_an_aggregate_across_a_comma() {
    let setup = dusql_like();
    // 品牌最多 ranks the companies by their brands; the average after the
    // comma is only listed.
    let p = answered(
        &setup,
        "洗衣机中，哪个公司的品牌最多，以及它的平均市场份额是多少",
    );
    let sql = p.sql.as_deref().unwrap_or_default();
    assert!(sql.contains(r#"AVG("洗衣机品牌"."市场份额")"#), "{sql}");
    assert!(sql.ends_with("ORDER BY COUNT(*) DESC LIMIT 1"), "{sql}");
}

#[test]
fn each_row_ordered_by_its_column_is_a_listing_not_a_doubtful_grouping() {
    // 各打车APP with nothing aggregated lists the apps, which have the
    // column they are ordered by.
    assert_sql(
        &dusql_like(),
        "按服务用户数量由少到多给出各打车APP",
        r#"SELECT "打车APP"."app名称" FROM "打车APP" ORDER BY "打车APP"."服务用户数量""#,
    );
}

#[test]
fn a_lone_count_word_before_a_comparison_counts_the_subjects_rows() {
    let setup = one_table(
        Table::new("综艺节目")
            .with_key("词条id", Integer)
            .with_column("节目名称", Text)
            .with_column("系列名", Text)
            .with_column("嘉宾数量", Integer)
            .with_column("观众数量", Integer),
    );
    // 奥运会数: the word before 数 ends the name 夏季奥运会.
    let p = plan(&ratings_and_shows(), "哪些举办城市的奥运会数等于5？");
    let intent = &p.parsed.intent;
    assert!(
        matches!(&intent.having[..], [h] if h.op == FilterOp::Eq
            && matches!(&h.measure.target, MeasureTarget::Rows { table } if table == "夏季奥运会")),
        "{intent:?}"
    );
    // 数量 could be either …数量 column: it counts the shows.
    assert_sql(
        &setup,
        "数量大于等于5的综艺节目系列名有哪些？",
        r#"SELECT "综艺节目"."系列名" FROM "综艺节目" GROUP BY "综艺节目"."系列名" HAVING COUNT(*) >= 5"#,
    );
}

#[test]
fn a_count_whose_words_name_only_a_condition_counts_the_subjects_rows() {
    let (schema, _) = one_table(
        Table::new("Cartoon")
            .with_key("id", Integer)
            .with_column("Title", Text)
            .with_column("Written_by", Text),
    );
    let profiles = vec![values(
        "Cartoon",
        "Written_by",
        &["Joseph Kuhr", "Todd Casey"],
    )];
    assert_sql(
        &(schema, profiles),
        "What is the number of cartoons written by Joseph Kuhr?",
        r#"SELECT COUNT(*) AS "count" FROM "Cartoon" WHERE "Cartoon"."Written_by" = 'Joseph Kuhr'"#,
    );
}

#[test]
fn a_column_in_a_relative_clause_belongs_to_the_noun_before_it() {
    let schema = sqlite_schema(vec![
        Table::new("Student")
            .with_key("StuID", Integer)
            .with_column("LName", Text)
            .with_column("Age", Integer),
        Table::new("Has_Pet")
            .with_reference("StuID", Integer, "Student", "StuID")
            .with_reference("PetID", Integer, "Pets", "PetID")
            .with_primary_key(&["StuID"]),
        Table::new("Pets")
            .with_key("PetID", Integer)
            .with_column("PetType", Text)
            .with_column("pet_age", Integer),
    ]);
    let profiles = vec![values("Pets", "PetType", &["cat", "dog"])];
    // "a cat that is age 3": the cat's age, not the student's.
    let p = answered(
        &(schema, profiles),
        "Find the last name of the student who has a cat that is age 3.",
    );
    let sql = p.sql.as_deref().unwrap_or_default();
    assert!(sql.contains(r#""Pets"."pet_age" = 3"#), "{sql}");
    assert!(!sql.contains(r#""Student"."Age""#), "{sql}");
}

#[test]
fn an_average_glued_to_its_column_is_an_average() {
    // 平均年龄 may reach the parser as one word; the 平均 in it is the
    // aggregation, whatever the column is called.
    let setup = one_table(
        Table::new("客户")
            .with_key("客户id", Integer)
            .with_column("姓名", Text)
            .with_column("地区", Text)
            .with_column("年龄", Integer),
    );
    assert_sql(
        &setup,
        "每个地区的客户平均年龄",
        r#"SELECT "客户"."地区", AVG("客户"."年龄") AS "avg_年龄" FROM "客户" GROUP BY "客户"."地区""#,
    );
    assert_sql(
        &setup,
        "客户的平均年龄",
        r#"SELECT AVG("客户"."年龄") AS "avg_年龄" FROM "客户""#,
    );
    // A superlative after it ranks the groups by that average.
    assert_sql(
        &setup,
        "哪个地区的客户平均年龄最大",
        r#"SELECT "客户"."地区" FROM "客户" GROUP BY "客户"."地区" ORDER BY AVG("客户"."年龄") DESC LIMIT 1"#,
    );
}

/// A construct, a question that uses it and the exact statement it must
/// build over one of this file's schemas.
/// A trader's stock books with English names (no semantic layer): sales
/// and purchases keep an amount of money and a quantity each, and a sale
/// keeps its customer's name, repeated over the sales.
fn stock_books() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("warehouses")
            .with_key("warehouse_id", Integer)
            .with_column("warehouse_name", Text)
            .with_column("city", Text),
        Table::new("suppliers")
            .with_key("supplier_id", Integer)
            .with_column("name", Text),
        Table::new("products")
            .with_key("product_id", Integer)
            .with_column("product_name", Text)
            .with_column("unit_price", Decimal),
        Table::new("sales")
            .with_key("sale_id", Integer)
            .with_reference("product_id", Integer, "products", "product_id")
            .with_reference("warehouse_id", Integer, "warehouses", "warehouse_id")
            .with_column("sale_date", Date)
            .with_column("quantity", Integer)
            .with_column("amount", Decimal)
            .with_column("customer_name", Text),
        Table::new("purchases")
            .with_key("purchase_id", Integer)
            .with_reference("supplier_id", Integer, "suppliers", "supplier_id")
            .with_reference("product_id", Integer, "products", "product_id")
            .with_column("purchase_date", Date)
            .with_column("quantity", Integer)
            .with_column("amount", Decimal),
    ]);
    let profiles = vec![values(
        "sales",
        "customer_name",
        &["永辉超市", "联华超市", "物美", "沃尔玛"],
    )];
    (schema, profiles)
}

/// The stock books with products in categories stored in Chinese.
fn stock_books_with_categories() -> (Schema, Vec<TableProfile>) {
    let (mut schema, mut profiles) = stock_books();
    if let Some(products) = schema.tables.iter_mut().find(|t| t.name == "products") {
        products.columns.push(Column::new("category", Text));
    }
    profiles.push(values("products", "category", &["小家电", "日化", "食品"]));
    (schema, profiles)
}

/// The same books named in pinyin, as many Chinese companies name them.
fn stock_books_in_pinyin() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("cangku")
            .with_key("cangku_id", Integer)
            .with_column("cangku_mingcheng", Text)
            .with_column("chengshi", Text),
        Table::new("shangpin")
            .with_key("shangpin_id", Integer)
            .with_column("shangpin_mingcheng", Text)
            .with_column("danjia", Decimal),
        Table::new("xiaoshou_dan")
            .with_key("xiaoshou_id", Integer)
            .with_reference("shangpin_id", Integer, "shangpin", "shangpin_id")
            .with_reference("cangku_id", Integer, "cangku", "cangku_id")
            .with_column("xiaoshou_riqi", Date)
            .with_column("shuliang", Integer)
            .with_column("jine", Decimal),
    ]);
    (schema, Vec::new())
}

/// A restaurant chain named in pinyin: stores (门店), dishes (菜品) and
/// their orders (订单).
fn restaurants_in_pinyin() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("mendian")
            .with_key("mendian_id", Integer)
            .with_column("mendian_mingcheng", Text)
            .with_column("chengshi", Text)
            .with_column("zuowei_shu", Integer),
        Table::new("caipin")
            .with_key("caipin_id", Integer)
            .with_column("caipin_mingcheng", Text)
            .with_column("jiage", Decimal),
        Table::new("dingdan")
            .with_key("dingdan_id", Integer)
            .with_reference("mendian_id", Integer, "mendian", "mendian_id")
            .with_column("xiadan_shijian", Date)
            .with_column("jine", Decimal),
    ]);
    (schema, Vec::new())
}

/// Support tickets raised by customers, each on a channel.
fn tickets_of_customers() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("customers")
            .with_key("customer_id", Integer)
            .with_column("customer_name", Text),
        Table::new("tickets")
            .with_key("ticket_id", Integer)
            .with_reference("customer_id", Integer, "customers", "customer_id")
            .with_column("channel", Text)
            .with_column("created_at", Date),
    ]);
    (schema, Vec::new())
}

/// Support tickets opened and, when done, resolved; subscriptions with an
/// English status.
fn support_desk() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("tickets")
            .with_key("ticket_id", Integer)
            .with_column("opened_at", Date)
            .with_column("resolved_at", Date)
            .with_column("priority", Text),
        Table::new("subscriptions")
            .with_key("subscription_id", Integer)
            .with_column("started_on", Date)
            .with_column("status", Text),
    ]);
    let profiles = vec![
        values("subscriptions", "status", &["active", "cancelled", "trial"]),
        values("tickets", "priority", &["low", "high"]),
    ];
    (schema, profiles)
}

/// Accounts each looked after by one employee, their sales rep; staff
/// with titles that share a stem with the accounts ('Accountant').
fn accounts_and_reps() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("employees")
            .with_key("employee_id", Integer)
            .with_column("full_name", Text)
            .with_column("title", Text),
        Table::new("accounts")
            .with_key("account_id", Integer)
            .with_column("company_name", Text)
            .with_column("country", Text)
            .with_column("created_at", Date)
            .with_reference("sales_rep_id", Integer, "employees", "employee_id"),
    ]);
    let profiles = vec![values(
        "employees",
        "title",
        &["Accountant", "Sales Manager"],
    )];
    (schema, profiles)
}

/// Prescription lines keeping a quantity and a price per unit, no amount.
fn prescriptions() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![Table::new("prescriptions")
        .with_key("prescription_id", Integer)
        .with_column("drug_name", Text)
        .with_column("quantity", Integer)
        .with_column("unit_price", Decimal)]);
    (schema, Vec::new())
}

/// Staff kept two ways: employees with their department as text, and
/// doctors each in a row of departments.
fn staff() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("employees")
            .with_key("employee_id", Integer)
            .with_column("full_name", Text)
            .with_column("department", Text),
        Table::new("wards")
            .with_key("ward_id", Integer)
            .with_column("ward_name", Text),
        Table::new("nurses")
            .with_key("nurse_id", Integer)
            .with_column("name", Text)
            .with_reference("ward_id", Integer, "wards", "ward_id"),
    ]);
    let profiles = vec![values("employees", "department", &["Sales", "Support"])];
    (schema, profiles)
}

/// A web publisher's sites and their daily traffic: counts of things
/// (`visits`, `downloads`), money spent and earned, and a level (`stars`).
fn site_traffic() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("sites")
            .with_key("site_id", Integer)
            .with_column("site_name", Text)
            .with_column("owner", Text)
            .with_column("category", Text)
            .with_column("hosting_budget", Float)
            .with_column("monthly_price", Float)
            .with_column("stars", Integer),
        Table::new("traffic")
            .with_column("visit_date", Date)
            .with_reference("site_id", Integer, "sites", "site_id")
            .with_column("visits", Integer)
            .with_column("downloads", Integer)
            .with_column("server_cost", Float),
    ]);
    let profiles = vec![values("sites", "owner", &["Ann", "Bo", "Cy"])];
    (schema, profiles)
}

/// Inns rated by stars (a number column said with the number before it:
/// 五星级).
fn inns() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![Table::new("inns")
        .with_key("inn_id", Integer)
        .with_column("inn_name", Text)
        .with_column("star_rating", Integer)
        .with_column("city", Text)]);
    (schema, Vec::new())
}

/// Reservations whose sales channel has a value spelled as the table's
/// noun ('reservation', a channel beside 'phone' and 'web').
fn reservations() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![Table::new("reservations")
        .with_key("reservation_id", Integer)
        .with_column("channel", Text)
        .with_column("nights", Integer)]);
    let profiles = vec![values(
        "reservations",
        "channel",
        &["reservation", "phone", "web"],
    )];
    (schema, profiles)
}

/// Course enrollments with a flag kept as a whole number (`finished`,
/// 0 or 1) and a date named by the rows' verb (`enrolled_on`).
fn course_enrollments() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![Table::new("enrollments")
        .with_key("enrollment_id", Integer)
        .with_column("enrolled_on", Date)
        .with_column("finished", Integer)
        .with_column("fee", Float)]);
    let finished = ColumnProfile {
        logical_type: Integer,
        distinct_count: 2,
        top_values: vec![
            (chatdb_core::Value::Int(0), 60),
            (chatdb_core::Value::Int(1), 40),
        ],
        ..ColumnProfile::of_values("finished", &[])
    };
    let profiles = vec![TableProfile::new("enrollments", 100, vec![finished])];
    (schema, profiles)
}

/// Staff in departments, named in CamelCase as SQL Server schemas are,
/// with a manager flag kept as a whole number (IsManager, 0 or 1).
fn camel_case_staff() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("Departments")
            .with_key("DepartmentID", Integer)
            .with_column("DepartmentName", Text),
        Table::new("Employees")
            .with_key("EmployeeID", Integer)
            .with_column("FullName", Text)
            .with_reference("DepartmentID", Integer, "Departments", "DepartmentID")
            .with_column("IsManager", Integer),
    ]);
    let manager = ColumnProfile {
        logical_type: Integer,
        distinct_count: 2,
        top_values: vec![
            (chatdb_core::Value::Int(0), 90),
            (chatdb_core::Value::Int(1), 10),
        ],
        ..ColumnProfile::of_values("IsManager", &[])
    };
    let profiles = vec![TableProfile::new("Employees", 100, vec![manager])];
    (schema, profiles)
}

/// A small ERP named with the abbreviations of legacy naming standards.
fn abbreviated_erp() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("cust")
            .with_key("cust_id", Integer)
            .with_column("cust_nm", Text)
            .with_column("city", Text)
            .with_column("reg_dt", Date),
        Table::new("prod")
            .with_key("prod_id", Integer)
            .with_column("prod_nm", Text)
            .with_column("unit_prc", Float),
        Table::new("ord_hdr")
            .with_key("ord_id", Integer)
            .with_reference("cust_id", Integer, "cust", "cust_id")
            .with_column("ord_dt", Date)
            .with_column("ord_amt", Float),
        Table::new("ord_dtl")
            .with_key("dtl_id", Integer)
            .with_reference("ord_id", Integer, "ord_hdr", "ord_id")
            .with_reference("prod_id", Integer, "prod", "prod_id")
            .with_column("qty", Integer),
    ]);
    (schema, Vec::new())
}

/// A gym named in Chinese: members, their check-ins, and courses.
fn gym_in_chinese() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("会员")
            .with_key("会员编号", Integer)
            .with_column("姓名", Text)
            .with_column("性别", Text)
            .with_column("会员卡类型", Text),
        Table::new("课程")
            .with_key("课程编号", Integer)
            .with_column("课程名称", Text)
            .with_column("价格", Float),
        Table::new("签到")
            .with_key("签到编号", Integer)
            .with_reference("会员编号", Integer, "会员", "会员编号")
            .with_reference("课程编号", Integer, "课程", "课程编号")
            .with_column("签到日期", Date),
    ]);
    (schema, Vec::new())
}

/// Cars with a model and a price.
fn priced_cars() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![Table::new("cars")
        .with_key("car_id", Integer)
        .with_column("model", Text)
        .with_column("price", Float)]);
    (schema, Vec::new())
}

/// A gym's members and the fees they paid: one column of money taken in
/// (`fee_paid`), and one spent (`marketing_cost`).
fn gym() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("members")
            .with_key("member_id", Integer)
            .with_column("member_name", Text)
            .with_column("city", Text)
            .with_column("marketing_cost", Float),
        Table::new("payments")
            .with_key("payment_id", Integer)
            .with_reference("member_id", Integer, "members", "member_id")
            .with_column("paid_on", Date)
            .with_column("fee_paid", Float),
    ]);
    (schema, Vec::new())
}

/// A shop named in Chinese: goods with a price, orders with a date.
fn chinese_shop() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("商品")
            .with_key("商品id", Integer)
            .with_column("商品名称", Text)
            .with_column("售价", Float),
        Table::new("订单")
            .with_key("订单id", Integer)
            .with_reference("商品id", Integer, "商品", "商品id")
            .with_column("下单日期", Date)
            .with_column("实付金额", Float),
    ]);
    (schema, Vec::new())
}

/// Apartments keeping how many rooms each has (`room_count`).
fn apartments() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![Table::new("apartments")
        .with_key("apartment_id", Integer)
        .with_column("apartment_name", Text)
        .with_column("room_count", Integer)]);
    (schema, Vec::new())
}

struct SqlCase {
    construct: &'static str,
    schema: fn() -> (Schema, Vec<TableProfile>),
    question: &'static str,
    sql: &'static str,
}

/// Constructs judged by the statement they build, one question each.
const SQL_CASES: &[SqlCase] = &[
    SqlCase {
        construct: "derived columns ranked and listed beside the entities",
        schema: with_derived_columns,
        question: "给出人口密度最大的3个城市",
        sql: r#"SELECT "城市"."名称" FROM "城市" ORDER BY ("城市"."常住人口" / "城市"."城区面积") DESC LIMIT 3"#,
    },
    SqlCase {
        construct: "derived columns ranked and listed beside the entities",
        schema: with_derived_columns,
        question: "给出所有的打车APP 和平均每个城市服务用户数量",
        sql: r#"SELECT "打车APP"."app名称", ("打车APP"."服务用户数量" / "打车APP"."覆盖城市数") FROM "打车APP""#,
    },
    SqlCase {
        construct: "respectively refers back and who lists the names",
        schema: dusql_like,
        question: "各公司分别开发了几款打车APP？",
        sql: r#"SELECT "打车APP"."所属公司", COUNT(*) AS "count" FROM "打车APP" GROUP BY "打车APP"."所属公司""#,
    },
    SqlCase {
        construct: "respectively refers back and who lists the names",
        schema: dusql_like,
        question: "市场份额超过2%的洗衣机品牌都有谁？所属什么公司？",
        sql: r#"SELECT "洗衣机品牌"."名称", "洗衣机品牌"."所属公司" FROM "洗衣机品牌" WHERE "洗衣机品牌"."市场份额" > 0.02"#,
    },
    SqlCase {
        construct: "a number of rows with a measure word is an exact count",
        schema: dusql_like,
        question: "哪些公司拥有2个洗衣机品牌",
        sql: r#"SELECT "洗衣机品牌"."所属公司" FROM "洗衣机品牌" GROUP BY "洗衣机品牌"."所属公司" HAVING COUNT(*) = 2"#,
    },
    SqlCase {
        construct: "an average compared for the groups asked is a having",
        schema: dusql_like,
        question: "哪些公司的打车APP平均覆盖城市数少于10个",
        sql: r#"SELECT "打车APP"."所属公司" FROM "打车APP" GROUP BY "打车APP"."所属公司" HAVING AVG("打车APP"."覆盖城市数") < 10"#,
    },
    SqlCase {
        construct: "a table and a count word before a comparison count its rows",
        schema: dusql_like,
        question: "哪些公司的洗衣机品牌数大于5",
        sql: r#"SELECT "洗衣机品牌"."所属公司" FROM "洗衣机品牌" GROUP BY "洗衣机品牌"."所属公司" HAVING COUNT(*) > 5"#,
    },
    // 牌子 is said for 品牌.
    SqlCase {
        construct: "everyday words for name parts",
        schema: dusql_like,
        question: "哪些公司有2个洗衣机牌子？",
        sql: r#"SELECT "洗衣机品牌"."所属公司" FROM "洗衣机品牌" GROUP BY "洗衣机品牌"."所属公司" HAVING COUNT(*) = 2"#,
    },
    SqlCase {
        construct: "at least and at most before a number are bounds",
        schema: dusql_like,
        question: "有最少2个洗衣机品牌的是哪些公司？",
        sql: r#"SELECT "洗衣机品牌"."所属公司" FROM "洗衣机品牌" GROUP BY "洗衣机品牌"."所属公司" HAVING COUNT(*) >= 2"#,
    },
    SqlCase {
        construct: "an aggregate after its column compared for the groups is a having",
        schema: dusql_like,
        question: "覆盖城市数的平均值不小于100的公司有哪些？",
        sql: r#"SELECT "打车APP"."所属公司" FROM "打车APP" GROUP BY "打车APP"."所属公司" HAVING AVG("打车APP"."覆盖城市数") >= 100"#,
    },
    SqlCase {
        construct: "zhan before a share is a relation verb",
        schema: dusql_like,
        question: "各公司的洗衣机品牌平均占多少市场份额？",
        sql: r#"SELECT "洗衣机品牌"."所属公司", AVG("洗衣机品牌"."市场份额") AS "avg_市场份额" FROM "洗衣机品牌" GROUP BY "洗衣机品牌"."所属公司""#,
    },
    // 根据…排序 orders like 按…排序; 售卖/出名/开设/拍/评价 only say the relation.
    SqlCase {
        construct: "relation verbs and gen ju for ordering",
        schema: dusql_like,
        question: "根据市场份额从多到少给出洗衣机品牌",
        sql: r#"SELECT "洗衣机品牌"."名称" FROM "洗衣机品牌" ORDER BY "洗衣机品牌"."市场份额" DESC"#,
    },
    SqlCase {
        construct: "relation verbs and gen ju for ordering",
        schema: dusql_like,
        question: "哪些公司售卖的洗衣机品牌低于2种",
        sql: r#"SELECT "洗衣机品牌"."所属公司" FROM "洗衣机品牌" GROUP BY "洗衣机品牌"."所属公司" HAVING COUNT(*) < 2"#,
    },
    // 总评分 per platform, with no aggregate word: the total is summed.
    SqlCase {
        construct: "groups with nothing measured sum a total or list the grouped column",
        schema: ratings_and_shows,
        question: "各平台的总评分是多少？",
        sql: r#"SELECT "平台评分"."平台", SUM("平台评分"."总评分") AS "总评分" FROM "平台评分" GROUP BY "平台评分"."平台""#,
    },
    // 每一个综艺节目播出频道: the column after 每 is listed, not dropped.
    SqlCase {
        construct: "groups with nothing measured sum a total or list the grouped column",
        schema: ratings_and_shows,
        question: "给出每一个综艺节目播出频道和所属系列",
        sql: r#"SELECT "综艺节目"."播出频道", "综艺节目"."系列名" FROM "综艺节目""#,
    },
    SqlCase {
        construct: "a table's Chinese word and a column's name that column",
        schema: stock_books,
        question: "各供应商的采购金额",
        sql: r#"SELECT "suppliers"."name", SUM("purchases"."amount") AS "total_amount" FROM "purchases" JOIN "suppliers" ON "suppliers"."supplier_id" = "purchases"."supplier_id" GROUP BY "suppliers"."name""#,
    },
    SqlCase {
        construct: "rows said with 额 are their money, totalled per group",
        schema: stock_books,
        question: "每个仓库的销售额",
        sql: r#"SELECT "warehouses"."warehouse_name", SUM("sales"."amount") AS "total_amount" FROM "sales" JOIN "warehouses" ON "warehouses"."warehouse_id" = "sales"."warehouse_id" GROUP BY "warehouses"."warehouse_name""#,
    },
    SqlCase {
        construct: "rows said with 总额 are their money, totalled",
        schema: stock_books,
        question: "上个月的销售总额",
        sql: r#"SELECT SUM("sales"."amount") AS "total_amount" FROM "sales" WHERE "sales"."sale_date" >= '2026-10-01' AND "sales"."sale_date" < '2026-11-01'"#,
    },
    SqlCase {
        construct: "the quantity said as one word (销量) ranks the rows it is kept for",
        schema: stock_books,
        question: "销量最高的商品",
        sql: r#"SELECT "products"."product_name", SUM("sales"."quantity") AS "total_quantity" FROM "sales" JOIN "products" ON "products"."product_id" = "sales"."product_id" GROUP BY "products"."product_name" ORDER BY SUM("sales"."quantity") DESC LIMIT 1"#,
    },
    SqlCase {
        construct: "rows named by a noun of money, totalled",
        schema: stock_books,
        question: "total sales last month",
        sql: r#"SELECT SUM("sales"."amount") AS "total_amount" FROM "sales" WHERE "sales"."sale_date" >= '2026-10-01' AND "sales"."sale_date" < '2026-11-01'"#,
    },
    SqlCase {
        construct: "rows named by a noun of money, totalled per group",
        schema: stock_books,
        question: "sales by warehouse",
        sql: r#"SELECT "warehouses"."warehouse_name", SUM("sales"."amount") AS "total_amount" FROM "sales" JOIN "warehouses" ON "warehouses"."warehouse_id" = "sales"."warehouse_id" GROUP BY "warehouses"."warehouse_name""#,
    },
    SqlCase {
        construct: "rows named by a noun of money, counted by a count word",
        schema: stock_books,
        question: "how many sales last month",
        sql: r#"SELECT COUNT(*) AS "count" FROM "sales" WHERE "sales"."sale_date" >= '2026-10-01' AND "sales"."sale_date" < '2026-11-01'"#,
    },
    SqlCase {
        construct: "the name of another thing names those things",
        schema: stock_books,
        question: "每个客户的销售额",
        sql: r#"SELECT "sales"."customer_name", SUM("sales"."amount") AS "total_amount" FROM "sales" GROUP BY "sales"."customer_name""#,
    },
    SqlCase {
        construct: "an amount of a period is its total",
        schema: stock_books,
        question: "永辉超市今年的销售额",
        sql: r#"SELECT SUM("sales"."amount") AS "total_amount" FROM "sales" WHERE "sales"."customer_name" = '永辉超市' AND "sales"."sale_date" >= '2026-01-01' AND "sales"."sale_date" < '2027-01-01'"#,
    },
    SqlCase {
        construct: "a name of two words the dictionary says as one",
        schema: stock_books,
        question: "单价最高的商品",
        sql: r#"SELECT "products"."product_name" FROM "products" ORDER BY "products"."unit_price" DESC LIMIT 1"#,
    },
    SqlCase {
        construct: "names in pinyin are said by the words they spell",
        schema: stock_books_in_pinyin,
        question: "每个仓库的销售额",
        sql: r#"SELECT "cangku"."cangku_mingcheng", SUM("xiaoshou_dan"."jine") AS "total_jine" FROM "xiaoshou_dan" JOIN "cangku" ON "cangku"."cangku_id" = "xiaoshou_dan"."cangku_id" GROUP BY "cangku"."cangku_mingcheng""#,
    },
    SqlCase {
        construct: "names in pinyin are said by the words they spell",
        schema: stock_books_in_pinyin,
        question: "单价最高的商品",
        sql: r#"SELECT "shangpin"."shangpin_mingcheng" FROM "shangpin" ORDER BY "shangpin"."danjia" DESC LIMIT 1"#,
    },
    SqlCase {
        construct: "each and its classifier glued to a noun stand apart from it",
        schema: restaurants_in_pinyin,
        question: "每家店的营业额",
        sql: r#"SELECT "mendian"."mendian_mingcheng", SUM("dingdan"."jine") AS "total_jine" FROM "dingdan" JOIN "mendian" ON "mendian"."mendian_id" = "dingdan"."mendian_id" GROUP BY "mendian"."mendian_mingcheng""#,
    },
    SqlCase {
        construct: "a lone noun names the collective noun it begins",
        schema: restaurants_in_pinyin,
        question: "一共有几道菜",
        sql: r#"SELECT COUNT(*) AS "count" FROM "caipin""#,
    },
    SqlCase {
        construct: "a superlative's attribute is part of a name spelled in pinyin",
        schema: restaurants_in_pinyin,
        question: "最贵的菜是哪道",
        sql: r#"SELECT "caipin"."caipin_mingcheng" FROM "caipin" ORDER BY "caipin"."jiage" DESC LIMIT 1"#,
    },
    SqlCase {
        construct: "a count column in pinyin is its noun with 数",
        schema: restaurants_in_pinyin,
        question: "座位数超过100的门店有哪些",
        sql: r#"SELECT "mendian"."mendian_mingcheng" FROM "mendian" WHERE "mendian"."zuowei_shu" > 100"#,
    },
    SqlCase {
        construct: "量 right after a table's name counts its rows",
        schema: restaurants_in_pinyin,
        question: "每个门店的订单量",
        sql: r#"SELECT "mendian"."mendian_mingcheng", COUNT(*) AS "count" FROM "dingdan" JOIN "mendian" ON "mendian"."mendian_id" = "dingdan"."mendian_id" GROUP BY "mendian"."mendian_mingcheng""#,
    },
    SqlCase {
        construct: "top N ranked by the number of another table's rows",
        schema: tickets_of_customers,
        question: "top 3 customers by number of tickets",
        sql: r#"SELECT "customers"."customer_name", COUNT(*) AS "count" FROM "tickets" JOIN "customers" ON "customers"."customer_id" = "tickets"."customer_id" GROUP BY "customers"."customer_name" ORDER BY COUNT(*) DESC LIMIT 3"#,
    },
    SqlCase {
        construct: "a noun jieba cut to make 单数 is whole before its count word",
        schema: tickets_of_customers,
        question: "每个渠道的工单数",
        sql: r#"SELECT "tickets"."channel", COUNT(*) AS "count" FROM "tickets" GROUP BY "tickets"."channel""#,
    },
    SqlCase {
        construct: "a yes/no flag of a noun counts the rows it holds for",
        schema: camel_case_staff,
        question: "how many managers are there",
        sql: r#"SELECT COUNT(*) AS "count" FROM "Employees" WHERE "Employees"."IsManager" = 1"#,
    },
    SqlCase {
        construct: "how many people per group that are a table's rows",
        schema: camel_case_staff,
        question: "每个部门有多少人",
        sql: r#"SELECT "Departments"."DepartmentName", COUNT(*) AS "count" FROM "Employees" JOIN "Departments" ON "Departments"."DepartmentID" = "Employees"."DepartmentID" GROUP BY "Departments"."DepartmentName""#,
    },
    SqlCase {
        construct: "abbreviated names are said spelled out",
        schema: abbreviated_erp,
        question: "how many customers are there",
        sql: r#"SELECT COUNT(*) AS "count" FROM "cust""#,
    },
    SqlCase {
        construct: "abbreviated names are said spelled out",
        schema: abbreviated_erp,
        question: "最贵的产品是什么",
        sql: r#"SELECT "prod"."prod_nm" FROM "prod" ORDER BY "prod"."unit_prc" DESC LIMIT 1"#,
    },
    SqlCase {
        construct: "an order's lines are not what orders names, its header is",
        schema: abbreviated_erp,
        question: "how many orders",
        sql: r#"SELECT COUNT(*) AS "count" FROM "ord_hdr""#,
    },
    SqlCase {
        construct: "an order's lines are not what orders names, its header is",
        schema: abbreviated_erp,
        question: "每个客户的订单数",
        sql: r#"SELECT "cust"."cust_nm", COUNT(*) AS "count" FROM "ord_hdr" JOIN "cust" ON "cust"."cust_id" = "ord_hdr"."cust_id" GROUP BY "cust"."cust_nm""#,
    },
    SqlCase {
        construct: "abbreviated names are said spelled out",
        schema: abbreviated_erp,
        question: "今年注册的客户有多少",
        sql: r#"SELECT COUNT(*) AS "count" FROM "cust" WHERE "cust"."reg_dt" >= '2026-01-01' AND "cust"."reg_dt" < '2027-01-01'"#,
    },
    SqlCase {
        construct: "selling best ranks by the one quantity the lines keep",
        schema: abbreviated_erp,
        question: "which product sold the most",
        sql: r#"SELECT "prod"."prod_nm", SUM("ord_dtl"."qty") AS "total_qty" FROM "ord_dtl" JOIN "prod" ON "prod"."prod_id" = "ord_dtl"."prod_id" GROUP BY "prod"."prod_nm" ORDER BY SUM("ord_dtl"."qty") DESC LIMIT 1"#,
    },
    SqlCase {
        construct: "selling best ranks by the one quantity the lines keep",
        schema: abbreviated_erp,
        question: "which product sold the most units",
        sql: r#"SELECT "prod"."prod_nm", SUM("ord_dtl"."qty") AS "total_qty" FROM "ord_dtl" JOIN "prod" ON "prod"."prod_id" = "ord_dtl"."prod_id" GROUP BY "prod"."prod_nm" ORDER BY SUM("ord_dtl"."qty") DESC LIMIT 1"#,
    },
    SqlCase {
        construct: "selling best ranks by the one quantity the lines keep",
        schema: abbreviated_erp,
        question: "卖得最多的产品是什么",
        sql: r#"SELECT "prod"."prod_nm", SUM("ord_dtl"."qty") AS "total_qty" FROM "ord_dtl" JOIN "prod" ON "prod"."prod_id" = "ord_dtl"."prod_id" GROUP BY "prod"."prod_nm" ORDER BY SUM("ord_dtl"."qty") DESC LIMIT 1"#,
    },
    SqlCase {
        construct: "abbreviated names are said spelled out",
        schema: abbreviated_erp,
        question: "每个城市有多少客户",
        sql: r#"SELECT "cust"."city", COUNT(*) AS "count" FROM "cust" GROUP BY "cust"."city""#,
    },
    SqlCase {
        construct: "a lone noun names the two-character table word it begins",
        schema: gym_in_chinese,
        question: "一共有几门课",
        sql: r#"SELECT COUNT(*) AS "count" FROM "课程""#,
    },
    SqlCase {
        construct: "次数 right after a table's name counts its rows",
        schema: gym_in_chinese,
        question: "每门课的签到次数",
        sql: r#"SELECT "课程"."课程名称", COUNT(*) AS "count" FROM "签到" JOIN "课程" ON "课程"."课程编号" = "签到"."课程编号" GROUP BY "课程"."课程名称""#,
    },
    SqlCase {
        construct: "an event said undone has no date yet",
        schema: support_desk,
        question: "how many tickets are still unresolved",
        sql: r#"SELECT COUNT(*) AS "count" FROM "tickets" WHERE "tickets"."resolved_at" IS NULL"#,
    },
    SqlCase {
        construct: "an event said undone has no date yet",
        schema: support_desk,
        question: "未解决的工单有多少",
        sql: r#"SELECT COUNT(*) AS "count" FROM "tickets" WHERE "tickets"."resolved_at" IS NULL"#,
    },
    SqlCase {
        construct: "an event said undone has no date yet",
        schema: support_desk,
        question: "tickets that have not been resolved",
        sql: r#"SELECT "tickets"."ticket_id", "tickets"."priority" FROM "tickets" WHERE "tickets"."resolved_at" IS NULL"#,
    },
    SqlCase {
        construct: "the period bounds the date said beside it",
        schema: support_desk,
        question: "本月解决了多少工单",
        sql: r#"SELECT COUNT(*) AS "count" FROM "tickets" WHERE "tickets"."resolved_at" >= '2026-11-01' AND "tickets"."resolved_at" < '2026-12-01'"#,
    },
    SqlCase {
        construct: "an English state said in Chinese by its verb, with 已",
        schema: support_desk,
        question: "已取消的订阅有多少",
        sql: r#"SELECT COUNT(*) AS "count" FROM "subscriptions" WHERE "subscriptions"."status" = 'cancelled'"#,
    },
    SqlCase {
        construct: "a reference named by the role its rows play names them",
        schema: accounts_and_reps,
        question: "how many accounts does each sales rep have",
        sql: r#"SELECT "employees"."full_name", COUNT(*) AS "count" FROM "accounts" JOIN "employees" ON "employees"."employee_id" = "accounts"."sales_rep_id" GROUP BY "employees"."full_name""#,
    },
    SqlCase {
        construct: "a word spelling a table reads it, not a value sharing its stem",
        schema: accounts_and_reps,
        question: "how many accounts are there",
        sql: r#"SELECT COUNT(*) AS "count" FROM "accounts""#,
    },
    SqlCase {
        construct: "a word spelling a value reads it, not a table sharing its stem",
        schema: accounts_and_reps,
        question: "list the accountants",
        sql: r#"SELECT "employees"."full_name" FROM "employees" WHERE "employees"."title" = 'Accountant'"#,
    },
    SqlCase {
        construct: "what a line comes to is its quantity times its unit price",
        schema: prescriptions,
        question: "处方总金额",
        sql: r#"SELECT SUM(("prescriptions"."quantity" * "prescriptions"."unit_price")) AS "total_quantity_times_unit_price" FROM "prescriptions""#,
    },
    SqlCase {
        construct: "what a line comes to is its quantity times its unit price",
        schema: prescriptions,
        question: "total prescription amount by drug",
        sql: r#"SELECT "prescriptions"."drug_name", SUM(("prescriptions"."quantity" * "prescriptions"."unit_price")) AS "total_quantity_times_unit_price" FROM "prescriptions" GROUP BY "prescriptions"."drug_name""#,
    },
    SqlCase {
        construct: "a stored value with 类 after it is that kind",
        schema: stock_books_with_categories,
        question: "小家电类商品的销量",
        sql: r#"SELECT SUM("sales"."quantity") AS "total_quantity" FROM "sales" JOIN "products" ON "products"."product_id" = "sales"."product_id" WHERE "products"."category" = '小家电'"#,
    },
    SqlCase {
        construct: "rows said with the verb of their date, grouped by an attribute after by",
        schema: accounts_and_reps,
        question: "number of accounts created by country",
        sql: r#"SELECT "accounts"."country", COUNT(*) AS "count" FROM "accounts" GROUP BY "accounts"."country""#,
    },
    SqlCase {
        construct: "rows said with the verb of their date, grouped by an attribute after by",
        schema: accounts_and_reps,
        question: "accounts created last year by country",
        sql: r#"SELECT "accounts"."country", COUNT(*) AS "count" FROM "accounts" WHERE "accounts"."created_at" >= '2025-01-01' AND "accounts"."created_at" < '2026-01-01' GROUP BY "accounts"."country""#,
    },
    SqlCase {
        construct: "a count of things kept in a column is totalled",
        schema: site_traffic,
        question: "how many downloads last month",
        sql: r#"SELECT SUM("traffic"."downloads") AS "total_downloads" FROM "traffic" WHERE "traffic"."visit_date" >= '2026-10-01' AND "traffic"."visit_date" < '2026-11-01'"#,
    },
    SqlCase {
        construct: "a count of things kept in a column is totalled",
        schema: site_traffic,
        question: "上个月的访问量",
        sql: r#"SELECT SUM("traffic"."visits") AS "total_visits" FROM "traffic" WHERE "traffic"."visit_date" >= '2026-10-01' AND "traffic"."visit_date" < '2026-11-01'"#,
    },
    SqlCase {
        construct: "rows ranked by a count of things on their rows are ranked by its total",
        schema: site_traffic,
        question: "which site has the most visits",
        sql: r#"SELECT "sites"."site_name", SUM("traffic"."visits") AS "total_visits" FROM "traffic" JOIN "sites" ON "sites"."site_id" = "traffic"."site_id" GROUP BY "sites"."site_name" ORDER BY SUM("traffic"."visits") DESC LIMIT 1"#,
    },
    SqlCase {
        construct: "money spent adds up over groups",
        schema: site_traffic,
        question: "hosting budget by owner",
        sql: r#"SELECT "sites"."owner", SUM("sites"."hosting_budget") AS "total_hosting_budget" FROM "sites" GROUP BY "sites"."owner""#,
    },
    SqlCase {
        construct: "money spent adds up over groups",
        schema: site_traffic,
        question: "每个站点的服务器成本",
        sql: r#"SELECT "sites"."site_name", SUM("traffic"."server_cost") AS "total_server_cost" FROM "traffic" JOIN "sites" ON "sites"."site_id" = "traffic"."site_id" GROUP BY "sites"."site_name""#,
    },
    SqlCase {
        construct: "a number said right before the number column it gives",
        schema: inns,
        question: "五星级酒店有哪些",
        sql: r#"SELECT "inns"."inn_name" FROM "inns" WHERE "inns"."star_rating" = 5"#,
    },
    SqlCase {
        construct: "a number said right before the number column it gives",
        schema: inns,
        question: "3星级的酒店有几家",
        sql: r#"SELECT COUNT(*) AS "count" FROM "inns" WHERE "inns"."star_rating" = 3"#,
    },
    SqlCase {
        construct: "a number column between its number and a comparison after it",
        schema: inns,
        question: "四星级以上的酒店",
        sql: r#"SELECT "inns"."inn_name" FROM "inns" WHERE "inns"."star_rating" > 4"#,
    },
    SqlCase {
        construct: "a word that is the table's very name names its rows, not a value",
        schema: reservations,
        question: "how many reservations are there",
        sql: r#"SELECT COUNT(*) AS "count" FROM "reservations""#,
    },
    SqlCase {
        construct: "a word that is the table's very name names its rows, not a value",
        schema: reservations,
        question: "一共有多少预订",
        sql: r#"SELECT COUNT(*) AS "count" FROM "reservations""#,
    },
    SqlCase {
        construct: "a word that is the table's very name names its rows, not a value",
        schema: reservations,
        question: "which channel brings the most reservations",
        sql: r#"SELECT "reservations"."channel" FROM "reservations" GROUP BY "reservations"."channel" ORDER BY COUNT(*) DESC LIMIT 1"#,
    },
    SqlCase {
        construct: "a flag kept as 0 or 1 says yes or no",
        schema: course_enrollments,
        question: "how many enrollments were finished",
        sql: r#"SELECT COUNT(*) AS "count" FROM "enrollments" WHERE "enrollments"."finished" = 1"#,
    },
    SqlCase {
        construct: "a word that is the table's very name names its rows, not its date",
        schema: course_enrollments,
        question: "how many enrollments are there",
        sql: r#"SELECT COUNT(*) AS "count" FROM "enrollments""#,
    },
    SqlCase {
        construct: "哪 glued to a classifier asks which",
        schema: priced_cars,
        question: "最贵的汽车是哪辆",
        sql: r#"SELECT "cars"."model" FROM "cars" ORDER BY "cars"."price" DESC LIMIT 1"#,
    },
    SqlCase {
        construct: "revenue is the one column of money taken in",
        schema: gym,
        question: "total revenue last month",
        sql: r#"SELECT SUM("payments"."fee_paid") AS "total_fee_paid" FROM "payments" WHERE "payments"."paid_on" >= '2026-10-01' AND "payments"."paid_on" < '2026-11-01'"#,
    },
    SqlCase {
        construct: "revenue is the one column of money taken in",
        schema: gym,
        question: "每个城市的收入",
        sql: r#"SELECT "members"."city", SUM("payments"."fee_paid") AS "total_fee_paid" FROM "payments" JOIN "members" ON "members"."member_id" = "payments"."member_id" GROUP BY "members"."city""#,
    },
    SqlCase {
        construct: "rows picked by the extreme of an amount said before it are named beside it",
        schema: chinese_shop,
        question: "售价最贵的三个商品",
        sql: r#"SELECT "商品"."商品名称", "商品"."售价" FROM "商品" ORDER BY "商品"."售价" DESC LIMIT 3"#,
    },
    SqlCase {
        construct: "the noun jieba glues to 数 is what is counted",
        schema: chinese_shop,
        question: "去年的订单数",
        sql: r#"SELECT COUNT(*) AS "count" FROM "订单" WHERE "订单"."下单日期" >= '2025-01-01' AND "订单"."下单日期" < '2026-01-01'"#,
    },
    SqlCase {
        construct: "a count column is said by its noun with 数",
        schema: apartments,
        question: "平均房间数是多少",
        sql: r#"SELECT AVG("apartments"."room_count") AS "avg_room_count" FROM "apartments""#,
    },
    SqlCase {
        construct: "人数 counts the people of each group",
        schema: staff,
        question: "各部门的人数",
        sql: r#"SELECT "employees"."department", COUNT(*) AS "count" FROM "employees" GROUP BY "employees"."department""#,
    },
    SqlCase {
        construct: "人数 counts the people of each group",
        schema: staff,
        question: "每个病房的人数",
        sql: r#"SELECT "wards"."ward_name", COUNT(*) AS "count" FROM "nurses" JOIN "wards" ON "wards"."ward_id" = "nurses"."ward_id" GROUP BY "wards"."ward_name""#,
    },
];

#[test]
fn each_construct_builds_its_statement() {
    let wrong: Vec<String> = SQL_CASES
        .iter()
        .filter_map(|c| {
            let got = plan(&(c.schema)(), c.question).sql;
            (got.as_deref() != Some(c.sql)).then(|| {
                format!(
                    "{}: {}\n  built: {got:?}\n  want:  {}",
                    c.construct, c.question, c.sql
                )
            })
        })
        .collect();
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn a_relative_clause_verb_before_a_related_table_asks_for_related_rows() {
    // "who made sales", "singers made sales": rows with related rows, the
    // period said after them on those rows.
    let p = answered(&english(), "singers who made sales last year");
    let sql = p.sql.unwrap();
    assert!(
        sql.contains(r#""singer"."singer_id" IN (SELECT "sale"."singer_id" FROM "sale""#)
            && sql.contains(r#""sale"."sale_date" >= '2025-01-01'"#),
        "{sql}"
    );
    let p = answered(&english(), "How many singers made sales?");
    let sql = p.sql.unwrap();
    assert!(
        sql.starts_with("SELECT COUNT(*)") && sql.contains(r#"IN (SELECT "sale"."singer_id""#),
        "{sql}"
    );
    // A word a construct took is no verb of a clause: "singers who sold
    // more than 3" is not read as "with sales".
    let p = plan(&english(), "singers older than 30 with sales");
    assert!(p.sql.is_some_and(|s| s.contains("> 30")));
}

#[test]
fn related_rows_through_a_table_that_links_the_two() {
    // Teachers reach courses only through course_arrange: its rows are the
    // related rows.
    let p = answered(&teachers_and_courses(), "Which teachers have no courses?");
    let sql = p.sql.unwrap();
    assert!(
        sql.contains(r#""teacher"."teacher_id" NOT IN (SELECT "course_arrange"."teacher_id" FROM "course_arrange""#),
        "{sql}"
    );
}

#[test]
fn a_superlative_said_of_an_aggregate_ranks_by_it() {
    for (q, agg) in [
        ("Which singer has the highest total sale amount?", "SUM"),
        ("which singer has the largest total amount of sales", "SUM"),
        ("Which singer has the highest average sale amount?", "AVG"),
    ] {
        let p = answered(&english(), q);
        let sql = p.sql.unwrap_or_default();
        assert!(
            sql.contains(&format!(r#"ORDER BY {agg}("sale"."amount") DESC"#)),
            "{q}: {sql}"
        );
        assert!(
            sql.contains("LIMIT 1") && sql.contains("GROUP BY"),
            "{q}: {sql}"
        );
    }
    // The lowest: ascending.
    let p = answered(&english(), "Which singer has the lowest total sale amount?");
    let sql = p.sql.unwrap_or_default();
    assert!(
        sql.contains(r#"ORDER BY SUM("sale"."amount") LIMIT 1"#)
            || sql.contains(r#"ORDER BY SUM("sale"."amount") ASC"#),
        "{sql}"
    );
}

#[test]
fn a_table_noun_qualifies_the_column_after_it() {
    let setup = (
        sqlite_schema(vec![
            Table::new("customer")
                .with_key("customer_id", Integer)
                .with_column("customer_name", Text),
            Table::new("orders")
                .with_key("order_id", Integer)
                .with_column("total_amount", Decimal)
                .with_reference("customer_id", Integer, "customer", "customer_id"),
        ]),
        Vec::new(),
    );
    let p = answered(&setup, "average order amount");
    let sql = p.sql.unwrap();
    assert!(sql.contains(r#"AVG("orders"."total_amount")"#), "{sql}");
    let p = answered(
        &setup,
        "which customer has the largest average order amount",
    );
    let sql = p.sql.unwrap();
    assert!(
        sql.contains(r#"GROUP BY "customer"."customer_name""#)
            && sql.ends_with(r#"ORDER BY AVG("orders"."total_amount") DESC LIMIT 1"#),
        "{sql}"
    );
    // Read without its groups, the superlative would rank one aggregate
    // row: that reading is refused, with the reason.
    let p = plan(&setup, "customer with the highest average order amount");
    match &p.sql {
        Some(sql) => assert!(sql.contains("GROUP BY"), "{sql}"),
        None => assert!(
            p.parsed
                .unplaced
                .iter()
                .any(|u| u.contains("one aggregate row")),
            "{:?}",
            p.parsed.unplaced
        ),
    }
}

#[test]
fn an_amount_highest_before_de_and_an_entity_ranks_the_entities() {
    // 营业额最高的城市: the stores' takings totalled per city, the top one
    // (with a number, the top N).
    let p = answered(&chinese(), "营业额最高的城市");
    let sql = p.sql.unwrap();
    assert!(
        sql.contains(r#"SUM("门店"."营业额")"#)
            && sql.contains(r#"GROUP BY "城市"."名称""#)
            && sql.ends_with("DESC LIMIT 1"),
        "{sql}"
    );
    let p = answered(&chinese(), "营业额最低的3个城市");
    let sql = p.sql.unwrap();
    assert!(
        sql.contains(r#"GROUP BY "城市"."名称""#)
            && sql.ends_with(r#"ORDER BY SUM("门店"."营业额") LIMIT 3"#),
        "{sql}"
    );
    // The city's own column is its rows' value, not a total.
    let p = answered(&chinese(), "人口最多的城市");
    let sql = p.sql.unwrap();
    assert!(
        sql.contains(r#"ORDER BY "城市"."人口" DESC LIMIT 1"#),
        "{sql}"
    );
}

#[test]
fn the_askers_own_words_name_nothing() {
    for q in [
        "how many sales did we get",
        "how many sales do we have",
        "what is our sale count",
    ] {
        let p = answered(&english(), q);
        let sql = p.sql.unwrap();
        assert!(
            sql.contains("COUNT(") && sql.contains(r#"FROM "sale""#),
            "{q}: {sql}"
        );
    }
    let p = answered(&english(), "what is our total sale amount");
    assert!(p.sql.unwrap().contains(r#"SUM("sale"."amount")"#));
}

#[test]
fn a_share_of_a_tables_rows_is_a_share_of_their_count() {
    for (setup, q) in [
        (english(), "share of concerts by year"),
        (english(), "percentage of singers by country"),
        (chinese(), "各省份的城市占比"),
    ] {
        let p = answered(&setup, q);
        let sql = p.sql.unwrap();
        assert!(
            sql.contains("100.0 * COUNT(*) / NULLIF(SUM(COUNT(*)) OVER (), 0)")
                && sql.contains("GROUP BY"),
            "{q}: {sql}"
        );
    }
    // With nothing to group by, the total it is a share of is not built.
    assert!(plan(&english(), "share of concerts").sql.is_none());
}

#[test]
fn return_asks_only_as_a_request() {
    let p = answered(&english(), "Return the number of sales");
    assert!(p.sql.unwrap().contains(r#"FROM "sale""#));
    // "were returned" says what happened to them: not a plain count.
    let p = plan(&english(), "how many sales were returned");
    assert!(p.sql.is_none(), "{:?}", p.sql);
}

fn shop() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("customer")
            .with_key("customer_id", Integer)
            .with_column("customer_name", Text),
        Table::new("category")
            .with_key("category_id", Integer)
            .with_column("category_name", Text),
        Table::new("product")
            .with_key("product_id", Integer)
            .with_column("product_name", Text)
            .with_reference("category_id", Integer, "category", "category_id"),
        Table::new("orders")
            .with_key("order_id", Integer)
            .with_column("order_date", Date)
            .with_reference("customer_id", Integer, "customer", "customer_id"),
        Table::new("order_line")
            .with_key("line_id", Integer)
            .with_column("quantity", Integer)
            .with_reference("order_id", Integer, "orders", "order_id")
            .with_reference("product_id", Integer, "product", "product_id"),
    ]);
    (schema, Vec::new())
}

/// The shop's metrics: units sold, and customers counted.
fn shop_metrics(schema: &Schema) -> SemanticLayer {
    let yaml = "
metrics:
  - id: units_sold
    name: units sold
    synonyms: [units sold, sold]
    table: order_line
    expression: SUM(order_line.quantity)
  - id: customer_count
    name: number of customers
    synonyms: [number of customers]
    table: customer
    expression: COUNT(DISTINCT customer.customer_id)
";
    SemanticLayer::parse(yaml, "shop.yaml", Some(schema)).expect("valid layer")
}

#[test]
fn a_tables_noun_right_after_who_is_the_clauses_verb() {
    // "who ordered" is "who placed orders": customers with orders, not
    // customers grouped by something of the orders.
    let p = answered(&shop(), "customers who ordered in 2025");
    let sql = p.sql.unwrap();
    assert!(
        sql.contains(r#"IN (SELECT "orders"."customer_id" FROM "orders""#)
            && !sql.contains("GROUP BY"),
        "{sql}"
    );
    // Counted through a metric, the condition still holds.
    let setup = shop();
    let layer = shop_metrics(&setup.0);
    let p = plan_with(&setup, Some(&layer), "number of customers who ordered");
    let sql = p.sql.expect("answered");
    assert!(
        sql.contains(r#"IN (SELECT "orders"."customer_id" FROM "orders""#)
            && !sql.contains("GROUP BY"),
        "{sql}"
    );
}

#[test]
fn a_table_named_that_the_reading_leaves_out_is_not_answered() {
    // Whatever "sold by" is taken for, the categories can't vanish from the
    // answer: grouped by them, or not given.
    let setup = shop();
    let layer = shop_metrics(&setup.0);
    for semantic in [None, Some(&layer)] {
        let p = plan_with(&setup, semantic, "total quantity sold by category");
        if let Some(sql) = &p.sql {
            assert!(
                sql.contains(r#"GROUP BY "category"."category_name""#),
                "{sql}"
            );
        }
    }
    let p = answered(&shop(), "total quantity by category");
    assert!(p
        .sql
        .unwrap()
        .contains(r#"GROUP BY "category"."category_name""#));
}

#[test]
fn the_best_row_in_each_group_is_ranked_within_it() {
    let setup = (
        sqlite_schema(vec![
            Table::new("category")
                .with_key("category_id", Integer)
                .with_column("category_name", Text),
            Table::new("product")
                .with_key("product_id", Integer)
                .with_column("product_name", Text)
                .with_column("brand", Text)
                .with_column("price", Decimal)
                .with_reference("category_id", Integer, "category", "category_id"),
        ]),
        Vec::new(),
    );
    for (q, order) in [
        ("the most expensive product in each category", " DESC"),
        ("cheapest product in each category", ""),
    ] {
        let p = answered(&setup, q);
        let sql = p.sql.unwrap();
        assert!(
            sql.contains(&format!(
                r#"ROW_NUMBER() OVER (PARTITION BY "category"."category_name" ORDER BY "product"."price"{order})"#
            )) && sql.contains(r#""product"."product_name""#)
                && sql.contains("<= 1"),
            "{q}: {sql}"
        );
    }
    // Groups of the rows' own column too: each brand's priciest product,
    // not its price alone.
    let sql = answered(&setup, "what is the most expensive product in each brand")
        .sql
        .unwrap();
    assert!(
        sql.contains(
            r#"ROW_NUMBER() OVER (PARTITION BY "product"."brand" ORDER BY "product"."price" DESC)"#
        ) && sql.contains(r#""product"."product_name""#),
        "{sql}"
    );
    // Without a grouping, the one priciest product; in Chinese over the
    // English columns too (最贵: the price).
    for q in ["what is the most expensive product", "最贵的产品"] {
        let p = answered(&setup, q);
        let sql = p.sql.unwrap();
        assert!(
            sql.ends_with(r#"ORDER BY "product"."price" DESC LIMIT 1"#),
            "{q}: {sql}"
        );
    }
}

#[test]
fn groupings_joined_by_and_and_rows_counted_per_group() {
    // "by A and B" groups by both.
    let p = answered(&english(), "number of singers by country and age");
    let sql = p.sql.unwrap();
    assert!(
        sql.contains(r#"GROUP BY "singer"."country", "singer"."age""#),
        "{sql}"
    );
    // A table named and grouped, nothing measured: its rows counted.
    let p = answered(&english(), "singers by country");
    let sql = p.sql.unwrap();
    assert!(
        sql.contains("COUNT(*)") && sql.contains(r#"GROUP BY "singer"."country""#),
        "{sql}"
    );
    // An average per row of its own table is over all rows.
    let p = answered(&english(), "average amount per sale");
    assert_eq!(
        p.sql.as_deref(),
        Some(r#"SELECT AVG("sale"."amount") AS "avg_amount" FROM "sale""#)
    );
}

#[test]
fn per_entity_without_a_name_groups_by_its_key() {
    // Orders have no name; their channel repeats over many rows: "per
    // order" is per order id, not per channel.
    let setup = (
        sqlite_schema(vec![
            Table::new("orders")
                .with_key("order_id", Integer)
                .with_column("channel", Text),
            Table::new("order_line")
                .with_key("line_id", Integer)
                .with_column("quantity", Integer)
                .with_reference("order_id", Integer, "orders", "order_id"),
        ]),
        vec![values("orders", "channel", &["online", "store"])],
    );
    let p = answered(&setup, "average quantity per order");
    let sql = p.sql.unwrap();
    assert!(sql.contains(r#"GROUP BY "orders"."order_id""#), "{sql}");
}

#[test]
fn a_date_said_with_its_period_is_not_listed() {
    let setup = (
        sqlite_schema(vec![Table::new("store")
            .with_key("store_id", Integer)
            .with_column("store_name", Text)
            .with_column("opened_on", Date)]),
        Vec::new(),
    );
    let p = answered(&setup, "list stores opened in 2024");
    let sql = p.sql.unwrap();
    assert!(
        sql.starts_with(
            r#"SELECT "store"."store_name" FROM "store" WHERE "store"."opened_on" >= '2024-01-01'"#
        ),
        "{sql}"
    );
}

/// A small retail warehouse named in English, described in Chinese by its
/// semantic layer (as the demo is): stores, customers and their orders.
fn retail() -> ((Schema, Vec<TableProfile>), SemanticLayer) {
    let schema = sqlite_schema(vec![
        Table::new("stores")
            .with_key("store_id", Integer)
            .with_column("store_name", Text)
            .with_column("city", Text)
            .with_column("area_sqm", Integer)
            .with_column("store_type", Text)
            .with_column("opened_on", Date),
        Table::new("customers")
            .with_key("customer_id", Integer)
            .with_column("customer_name", Text)
            .with_column("gender", Text)
            .with_column("member_level", Text)
            .with_column("signup_date", Date),
        Table::new("orders")
            .with_key("order_id", Integer)
            .with_reference("store_id", Integer, "stores", "store_id")
            .with_reference("customer_id", Integer, "customers", "customer_id")
            .with_column("channel", Text)
            .with_column("status", Text)
            .with_column("payment_method", Text)
            .with_column("order_date", Date)
            .with_column("total_amount", Decimal),
    ]);
    let profiles = vec![
        TableProfile::new(
            "orders",
            100,
            vec![
                ColumnProfile::of_values("channel", &["online", "store"]),
                ColumnProfile::of_values("status", &["completed", "cancelled", "refunded"]),
                ColumnProfile::of_values("payment_method", &["wechat", "alipay", "cash"]),
            ],
        ),
        TableProfile::new(
            "stores",
            3,
            vec![
                ColumnProfile::of_values("city", &["上海", "北京", "广州"]),
                ColumnProfile::of_values("store_type", &["旗舰店", "标准店", "社区店"]),
            ],
        ),
        TableProfile::new(
            "customers",
            50,
            vec![
                ColumnProfile::of_values("gender", &["男", "女"]),
                ColumnProfile::of_values("member_level", &["普通", "银卡", "金卡", "钻石"]),
            ],
        ),
    ];
    let yaml = "
tables:
  stores:
    synonyms: [门店, store]
    columns:
      store_name: {synonyms: [门店]}
      city: {synonyms: [城市]}
      area_sqm: {synonyms: [面积]}
      opened_on: {synonyms: [开业日期]}
  customers:
    synonyms: [客户, customer]
    columns:
      signup_date: {synonyms: [注册日期]}
  orders:
    synonyms: [订单, 下单, 下过单, order]
    columns:
      total_amount: {synonyms: [金额, 销售额, sales]}
      channel:
        synonyms: [渠道]
        values: {online: 线上, store: 门店}
      status:
        synonyms: [状态]
        values: {completed: 已完成, cancelled: 已取消, refunded: 已退款}
      payment_method:
        synonyms: [支付方式]
        values: {wechat: 微信, alipay: 支付宝, cash: 现金}
metrics:
  - id: order_count
    name: 订单数
    synonyms: [订单数]
    table: orders
    expression: COUNT(orders.order_id)
  - id: sales_amount
    name: 营收
    synonyms: [营收, revenue]
    table: orders
    expression: SUM(orders.total_amount)
    filters: [\"orders.status = 'completed'\"]
    time_column: orders.order_date
  - id: customer_count
    name: 客户数
    synonyms: [客户数]
    table: customers
    expression: COUNT(DISTINCT customers.customer_id)
";
    let layer = SemanticLayer::parse(yaml, "retail.yaml", Some(&schema)).expect("valid layer");
    ((schema, profiles), layer)
}

/// The SQL answering `question` over a schema and its semantic layer.
fn described_sql(
    (setup, layer): ((Schema, Vec<TableProfile>), SemanticLayer),
    question: &str,
) -> String {
    let p = plan_with(&setup, Some(&layer), question);
    p.sql
        .unwrap_or_else(|| panic!("{question}: abstained: {:?}", p.abstain_reason))
}

fn retail_sql(question: &str) -> String {
    described_sql(retail(), question)
}

#[test]
fn number_of_before_a_number_column_grouped_by_names_the_column() {
    // "by number of doors": the number each car keeps, not a count.
    let setup = (
        sqlite_schema(vec![Table::new("cars")
            .with_key("car_id", Integer)
            .with_column("model", Text)
            .with_column("doors", Integer)
            .with_column("price", Decimal)]),
        Vec::new(),
    );
    for q in [
        "average price by number of doors",
        "average price for each number of doors",
    ] {
        let sql = answered(&setup, q).sql.unwrap_or_default();
        assert!(
            sql.contains(r#"AVG("cars"."price")"#)
                && sql.contains(r#"GROUP BY "cars"."doors""#)
                && !sql.contains("COUNT"),
            "{q}: {sql}"
        );
    }
}

#[test]
fn a_chinese_word_is_linked_to_an_english_table_by_its_head_character() {
    // 游客 is no dictionary word for `visitor`, but ends as 访客 and 门客
    // do (客, a guest): a compound ends in its head. A guess, counted so.
    let setup = (
        sqlite_schema(vec![Table::new("visitor")
            .with_key("id", Integer)
            .with_column("name", Text)
            .with_column("age", Integer)]),
        Vec::new(),
    );
    let p = answered(&setup, "游客的平均年龄");
    assert_eq!(
        p.sql.as_deref(),
        Some(r#"SELECT AVG("visitor"."age") AS "avg_age" FROM "visitor""#)
    );
    let exact = answered(&setup, "访客的平均年龄");
    assert!(
        p.confidence < exact.confidence,
        "{} {}",
        p.confidence,
        exact.confidence
    );
    // 宠物 is glossed "house pet", a kind of pet: it names `pets` — the
    // table named by that one noun, not `has_pet`.
    let pets = (
        sqlite_schema(vec![
            Table::new("pets")
                .with_key("pet_id", Integer)
                .with_column("pet_type", Text)
                .with_column("weight", Decimal),
            Table::new("has_pet")
                .with_reference("pet_id", Integer, "pets", "pet_id")
                .with_column("owner", Text),
        ]),
        Vec::new(),
    );
    let sql = answered(&pets, "宠物的平均重量").sql.unwrap_or_default();
    assert_eq!(
        sql,
        r#"SELECT AVG("pets"."weight") AS "avg_weight" FROM "pets""#
    );
}

#[test]
fn a_year_column_is_said_nianfen_and_its_values_ranked_by_row_count() {
    // 年份 is "year" (the dictionary glosses it otherwise); a year is a
    // period's label, so 音乐会最多的年份 counts the concerts of each year.
    let setup = (
        sqlite_schema(vec![Table::new("concert")
            .with_key("concert_id", Integer)
            .with_column("concert_name", Text)
            .with_column("year", Integer)
            .with_column("release_year", Integer)]),
        Vec::new(),
    );
    let sql = answered(&setup, "音乐会最多的年份").sql.unwrap_or_default();
    assert_eq!(
        sql,
        r#"SELECT "concert"."year" FROM "concert" GROUP BY "concert"."year" ORDER BY COUNT(*) DESC LIMIT 1"#
    );
    let sql = answered(&setup, "每个年份的音乐会数量")
        .sql
        .unwrap_or_default();
    assert!(sql.contains(r#"GROUP BY "concert"."year""#), "{sql}");
    let sql = answered(&setup, "每场音乐会的名称和发行年份")
        .sql
        .unwrap_or_default();
    assert!(sql.contains(r#""concert"."release_year""#), "{sql}");
    // The word before "year" alone names it too: 发行年份 for
    // song_release_year.
    let singers = (
        sqlite_schema(vec![Table::new("singer")
            .with_key("singer_id", Integer)
            .with_column("name", Text)
            .with_column("song_release_year", Integer)]),
        Vec::new(),
    );
    let sql = answered(&singers, "每个歌手的名字和发行年份")
        .sql
        .unwrap_or_default();
    assert!(sql.contains(r#""singer"."song_release_year""#), "{sql}");
}

#[test]
fn a_participle_after_a_count_column_says_how_the_things_came_about() {
    // "tickets sold": the count kept is of tickets sold; nothing to place.
    let setup = (
        sqlite_schema(vec![
            Table::new("museum")
                .with_key("museum_id", Integer)
                .with_column("name", Text),
            Table::new("visit")
                .with_reference("museum_id", Integer, "museum", "museum_id")
                .with_column("num_of_ticket", Integer),
        ]),
        Vec::new(),
    );
    let sql = answered(&setup, "total tickets sold per museum")
        .sql
        .unwrap_or_default();
    assert!(
        sql.contains(r#"SUM("visit"."num_of_ticket")"#)
            && sql.contains(r#"GROUP BY "museum"."name""#),
        "{sql}"
    );
    // After another aggregate, "number of" names the count column: no
    // total is added.
    let sql = answered(&setup, "the average and maximum number of tickets bought")
        .sql
        .unwrap_or_default();
    assert_eq!(
        sql,
        r#"SELECT AVG("visit"."num_of_ticket") AS "avg_num_of_ticket", MAX("visit"."num_of_ticket") AS "max_num_of_ticket" FROM "visit""#
    );
}

#[test]
fn a_verb_inside_its_agent_noun_is_not_the_verbs_column() {
    // 制造商 is the maker, not the make: the `make` column's 制造 found
    // inside it is left alone, and the makers' table is named instead.
    let setup = (
        sqlite_schema(vec![
            Table::new("car_makers")
                .with_key("id", Integer)
                .with_column("maker", Text),
            Table::new("car_names")
                .with_key("make_id", Integer)
                .with_column("make", Text)
                .with_reference("maker_id", Integer, "car_makers", "id"),
        ]),
        Vec::new(),
    );
    let p = plan(&setup, "有多少个制造商");
    let sql = p.sql.unwrap_or_default();
    assert!(!sql.contains(r#""car_names"."make""#), "{sql}");
    assert!(
        sql.is_empty() || sql.contains(r#"FROM "car_makers""#),
        "{sql}"
    );
}

#[test]
fn a_person_is_named_by_both_names() {
    // A table keeping a first and a last name: "who" gives both; one name
    // asked by its own words stays one.
    let setup = (
        sqlite_schema(vec![Table::new("student")
            .with_key("stu_id", Integer)
            .with_column("lname", Text)
            .with_column("fname", Text)
            .with_column("age", Integer)]),
        Vec::new(),
    );
    for q in ["who is the oldest student", "年龄最大的学生是谁"] {
        let sql = answered(&setup, q).sql.unwrap_or_default();
        assert!(
            sql.starts_with(r#"SELECT "student"."fname", "student"."lname" FROM"#),
            "{q}: {sql}"
        );
    }
    let sql = answered(&setup, "what is the last name of the oldest student")
        .sql
        .unwrap_or_default();
    assert!(sql.starts_with(r#"SELECT "student"."lname" FROM"#), "{sql}");
}

#[test]
fn a_count_column_named_number_of_is_said_in_chinese_by_its_noun() {
    // Num_of_Staff: 员工 (staff) and 员工人数 name it, as "staff" does.
    let setup = (
        sqlite_schema(vec![Table::new("museum")
            .with_key("museum_id", Integer)
            .with_column("name", Text)
            .with_column("num_of_staff", Integer)]),
        Vec::new(),
    );
    for q in ["员工最多的博物馆", "员工人数最多的博物馆是哪个"] {
        let sql = answered(&setup, q).sql.unwrap_or_default();
        assert!(
            sql.ends_with(r#"ORDER BY "museum"."num_of_staff" DESC LIMIT 1"#),
            "{q}: {sql}"
        );
    }
}

#[test]
fn a_tables_noun_after_the_column_grouped_by_says_whose_it_is() {
    // 城市门店: the stores' city — the noun is understood, not left over.
    for q in ["每个城市门店的平均面积", "各城市的门店销售额"] {
        let sql = retail_sql(q);
        assert!(sql.contains(r#"GROUP BY "stores"."city""#), "{q}: {sql}");
    }
}

#[test]
fn groups_ranked_by_a_rate_are_ranked_by_the_share() {
    // "which channel has the highest cancellation rate": the channels
    // asked for, each one's rate, the highest first.
    let sql = retail_sql("which channel has the highest cancellation rate");
    assert!(
        sql.contains(r#"GROUP BY "orders"."channel""#)
            && sql.ends_with(r#"ORDER BY "count_share_pct" DESC LIMIT 1"#),
        "{sql}"
    );
    // Another table's rows named after the superlative: the stores the
    // orders counted belong to.
    let sql = retail_sql("取消率最高的门店");
    assert!(
        sql.contains(r#"GROUP BY "stores"."store_name""#)
            && sql.ends_with(r#"ORDER BY "count_share_pct" DESC LIMIT 1"#),
        "{sql}"
    );
    let sql = retail_sql("which payment method has the lowest cancellation rate");
    assert!(
        sql.ends_with(r#"ORDER BY "count_share_pct" LIMIT 1"#),
        "{sql}"
    );
}

#[test]
fn a_share_of_the_rows_a_value_picks_out() {
    // No groups: the rows the value picks are the part, all rows the whole.
    let sql = retail_sql("what percentage of orders are cancelled");
    assert!(
        sql.contains(
            r#"100.0 * COUNT(CASE WHEN ("orders"."status" = 'cancelled') THEN 1 END) / NULLIF(COUNT(*), 0)"#
        ) && !sql.contains("WHERE"),
        "{sql}"
    );
    let sql = retail_sql("线上渠道的销售额占比");
    assert!(
        sql.contains(
            r#"SUM(CASE WHEN ("orders"."channel" = 'online') THEN "orders"."total_amount" END)"#
        ) && sql.contains(r#"NULLIF(SUM("orders"."total_amount"), 0)"#),
        "{sql}"
    );
    // "comes from" says where the part is: understood, not left over.
    let (setup, layer) = retail();
    let p = plan_with(
        &setup,
        Some(&layer),
        "what share of revenue comes from online orders",
    );
    assert!(
        p.sql.as_deref().is_some_and(|s| s.contains(
            r#"SUM(CASE WHEN ("orders"."channel" = 'online') THEN orders.total_amount END)"#
        )),
        "{:?} {:?}",
        p.sql,
        p.abstain_reason
    );
    assert!(p.parsed.unplaced.is_empty(), "{:?}", p.parsed.unplaced);
    // A rate said after a state is the share of the rows in it, per group.
    for q in ["cancellation rate by channel", "各渠道的取消率"] {
        let sql = retail_sql(q);
        assert!(
            sql.contains(r#"COUNT(CASE WHEN ("orders"."status" = 'cancelled') THEN 1 END) / NULLIF(COUNT(*), 0)"#)
                && sql.contains(r#"GROUP BY "orders"."channel""#),
            "{q}: {sql}"
        );
    }
    // Ranked by the rate: with "which", or the groups named after the
    // superlative (退款率最高的渠道).
    for q in [
        "哪个渠道的取消率最高",
        "取消率最高的渠道",
        "the channel with the highest cancellation rate",
    ] {
        let sql = retail_sql(q);
        assert!(
            sql.contains(r#"GROUP BY "orders"."channel""#)
                && sql.ends_with(r#"ORDER BY "count_share_pct" DESC LIMIT 1"#),
            "{q}: {sql}"
        );
    }
    // Per period: the periods' count is the whole the rate is of.
    for q in ["每个月的取消率", "cancellation rate by month"] {
        let sql = retail_sql(q);
        assert!(
            sql.contains(r#"COUNT(CASE WHEN ("orders"."status" = 'cancelled') THEN 1 END) / NULLIF(COUNT(*), 0)"#)
                && sql.contains(r#"GROUP BY strftime('%Y-%m', "orders"."order_date")"#),
            "{q}: {sql}"
        );
    }
    // An average has no share of a total.
    let (setup, layer) = retail();
    assert!(plan_with(&setup, Some(&layer), "线上渠道的平均金额占比")
        .sql
        .is_none());
}

#[test]
fn the_rows_a_superlative_picks_are_named_by_their_label() {
    // 门店 names the stores' name column as well as the table: the store
    // with the largest area, not the largest area.
    let sql = retail_sql("面积最大的门店");
    assert!(
        sql.starts_with(r#"SELECT "stores"."store_name" FROM "stores""#)
            && sql.ends_with(r#"ORDER BY "stores"."area_sqm" DESC LIMIT 1"#),
        "{sql}"
    );
    // An average said in the amount's word ranks by the average.
    let sql = retail_sql("平均金额最高的门店");
    assert!(
        sql.contains(r#"ORDER BY AVG("orders"."total_amount") DESC"#),
        "{sql}"
    );
}

#[test]
fn a_word_for_a_table_and_a_value_asked_with_which_is_the_table() {
    // 门店 is also the channel 'store'; 哪个门店 asks for stores.
    let sql = retail_sql("哪个门店的订单最多");
    assert!(
        sql.contains(r#"GROUP BY "stores"."store_name""#) && !sql.contains("'store'"),
        "{sql}"
    );
    // A label that repeats (the orders' channel) does not name the rows:
    // the orders are counted per channel.
    let sql = retail_sql("orders by channel");
    assert!(
        sql.contains("COUNT(*)") && sql.contains(r#"GROUP BY "orders"."channel""#),
        "{sql}"
    );
}

#[test]
fn chinese_names_of_states_and_events() {
    // 已退款 is said 退款.
    let sql = retail_sql("退款订单有多少");
    assert!(sql.contains(r#""orders"."status" = 'refunded'"#), "{sql}");
    // 注册日期 is said 注册: the period is on that date.
    let sql = retail_sql("今年注册的客户有多少");
    assert!(
        sql.contains(r#""customers"."signup_date" >= '2026-01-01'"#),
        "{sql}"
    );
    // 新注册: "newly", with a period; without one it names no period.
    let sql = retail_sql("今年新注册的客户有多少");
    assert!(
        sql.contains(r#""customers"."signup_date" >= '2026-01-01'"#),
        "{sql}"
    );
    let (setup, layer) = retail();
    assert!(plan_with(&setup, Some(&layer), "新注册的客户")
        .sql
        .is_none());
    // 用微信支付: "using" the value, and the head of its column's name.
    let sql = retail_sql("用微信支付的订单有多少");
    assert!(
        sql.contains(r#""orders"."payment_method" = 'wechat'"#),
        "{sql}"
    );
    // 上海门店: the stores the value picks out, said with their noun.
    let sql = retail_sql("上海门店的订单数");
    assert!(sql.contains(r#""stores"."city" = '上海'"#), "{sql}");
}

#[test]
fn the_first_n_by_an_amount() {
    // 前五 (one word to jieba) is "the first 5", as 前5 is; 排名 between
    // the amount and it says the same.
    for q in [
        "销售额前五的门店",
        "销售额前5的门店",
        "销售额排名前五的门店",
    ] {
        let sql = retail_sql(q);
        assert!(
            sql.contains(r#"ORDER BY SUM("orders"."total_amount") DESC LIMIT 5"#)
                && sql.contains(r#"GROUP BY "stores"."store_name""#),
            "{q}: {sql}"
        );
    }
}

#[test]
fn rows_compared_with_a_bare_number_by_their_one_amount() {
    // Orders keep one amount: "orders over 10000" compares it. Their
    // label (the channel) repeats, so they are listed by their key too.
    let sql = retail_sql("show me orders over 10000");
    assert!(
        sql.starts_with(r#"SELECT "orders"."order_id", "orders"."channel" FROM "orders""#)
            && sql.contains(r#""orders"."total_amount" > 10000"#),
        "{sql}"
    );
    // Singers keep two numbers (age, net worth): which one is not guessed.
    assert!(plan(&english(), "singers over 30").sql.is_none());
}

/// Products and the lines they are sold on, with a yes/no column and a
/// measure the semantic layer counts in 件.
fn goods() -> ((Schema, Vec<TableProfile>), SemanticLayer) {
    let schema = sqlite_schema(vec![
        Table::new("products")
            .with_key("product_id", Integer)
            .with_column("product_name", Text)
            .with_column("brand", Text)
            .with_column("unit_price", Decimal)
            .with_column("is_active", Boolean),
        Table::new("order_lines")
            .with_key("line_id", Integer)
            .with_reference("product_id", Integer, "products", "product_id")
            .with_column("quantity", Integer)
            .with_column("refunded_quantity", Integer)
            .with_column("amount", Decimal),
    ]);
    let yaml = "
tables:
  products:
    synonyms: [商品, product]
    columns:
      is_active: {synonyms: [在售, active]}
      brand: {synonyms: [品牌]}
      unit_price: {synonyms: [单价]}
  order_lines:
    columns:
      quantity: {synonyms: [数量]}
metrics:
  - id: units_sold
    name: 销量
    synonyms: [销量, 卖出件数]
    table: order_lines
    expression: SUM(order_lines.quantity)
    unit: 件
  - id: sales
    name: 销售额
    table: order_lines
    expression: SUM(order_lines.amount)
    unit: 元
  - id: average_price
    name: 平均成交价
    table: order_lines
    expression: AVG(order_lines.amount / order_lines.quantity)
    unit: 元
";
    let layer = SemanticLayer::parse(yaml, "goods.yaml", Some(&schema)).expect("valid layer");
    let profiles = vec![TableProfile::new(
        "products",
        100,
        vec![ColumnProfile::of_values("brand", &["华为", "小米", "苹果"])],
    )];
    ((schema, profiles), layer)
}

fn goods_sql(question: &str) -> String {
    described_sql(goods(), question)
}

#[test]
fn a_count_word_after_a_tables_name_counts_its_rows() {
    // 数量 is also the lines' quantity; after 商品 it counts the products.
    let sql = goods_sql("商品的数量");
    assert_eq!(sql, r#"SELECT COUNT(*) AS "count" FROM "products""#);
    // 总 said inside a metric's name: 订单总数 is 订单数.
    let sql = retail_sql("订单总数是多少");
    assert!(sql.contains("COUNT(orders.order_id)"), "{sql}");
}

/// Orders and their lines, the orders called 订单 (单 said by its head),
/// the units sold counted in 件.
fn orders_and_lines() -> ((Schema, Vec<TableProfile>), SemanticLayer) {
    let schema = sqlite_schema(vec![
        Table::new("orders")
            .with_key("order_id", Integer)
            .with_column("order_date", Date)
            .with_column("total_amount", Decimal),
        Table::new("order_lines")
            .with_key("line_id", Integer)
            .with_reference("order_id", Integer, "orders", "order_id")
            .with_reference("product_id", Integer, "products", "product_id")
            .with_column("quantity", Integer),
        Table::new("products")
            .with_key("product_id", Integer)
            .with_column("product_name", Text),
    ]);
    let yaml = "
tables:
  products:
    synonyms: [商品, product]
  orders:
    synonyms: [订单, order]
    columns:
      total_amount: {synonyms: [金额]}
  order_lines:
    columns:
      quantity: {synonyms: [件数]}
metrics:
  - id: units_sold
    name: 销量
    synonyms: [销量, 卖出件数]
    table: order_lines
    expression: SUM(order_lines.quantity)
    time_column: orders.order_date
    unit: 件
";
    let layer = SemanticLayer::parse(yaml, "orders.yaml", Some(&schema)).expect("valid layer");
    ((schema, Vec::new()), layer)
}

#[test]
fn a_counts_own_noun_says_what_is_counted() {
    // 单 is 订单 said by its head: 卖出多少单 counts orders, not the units
    // sold (counted in 件) the verb names; 卖出多少件 is the units.
    let (setup, layer) = orders_and_lines();
    let units = plan_with(&setup, Some(&layer), "今年卖出多少件");
    assert!(
        units
            .sql
            .as_deref()
            .is_some_and(|s| s.contains("SUM(order_lines.quantity)")),
        "{:?}",
        units.sql
    );
    // Never the units for 多少单 (an abstention is fine: 卖 names no order).
    let orders = plan_with(&setup, Some(&layer), "今年卖出去多少单");
    assert!(
        orders
            .sql
            .as_deref()
            .is_none_or(|s| !s.contains("quantity"))
            || orders.parsed.confidence < 0.8,
        "{:?}",
        orders.sql
    );
    // With nothing else named, the noun alone is the rows counted.
    let sql = plan_with(&setup, Some(&layer), "今年一共多少单")
        .sql
        .unwrap_or_default();
    assert!(
        sql.starts_with(
            r#"SELECT COUNT(*) AS "count" FROM "orders" WHERE "orders"."order_date" >="#
        ),
        "{sql}"
    );
}

#[test]
fn per_order_is_per_row_only_of_the_orders() {
    // 平均每单金额: an amount of each order, averaged over the orders.
    let (setup, layer) = orders_and_lines();
    let sql = plan_with(&setup, Some(&layer), "平均每单金额")
        .sql
        .unwrap_or_default();
    assert!(sql.contains(r#"AVG("orders"."total_amount")"#), "{sql}");
    // 平均每单件数: the lines' quantities are per line, so their plain
    // average is not per order.
    let p = plan_with(&setup, Some(&layer), "平均每单件数");
    assert!(
        p.sql
            .as_deref()
            .is_none_or(|s| !s.contains(r#"AVG("order_lines"."quantity")"#))
            || p.parsed.confidence < 0.8,
        "{:?}",
        p.sql
    );
}

#[test]
fn per_order_said_by_its_head_groups_the_orders() {
    // 平均每单多少件商品: 每单 is per order; 商品 after 多少件 is what is
    // counted, never what the average is per.
    let (setup, layer) = orders_and_lines();
    for q in [
        "平均每单多少件商品",
        "平均每个订单有多少件商品",
        "每个订单平均有多少件商品",
    ] {
        let p = plan_with(&setup, Some(&layer), q);
        let sql = p.sql.clone().unwrap_or_default();
        assert!(
            sql.contains(r#"GROUP BY "orders"."order_id""#)
                && sql.contains("SUM(order_lines.quantity)")
                && sql.starts_with("SELECT AVG(")
                && !sql.contains("product_name")
                && p.parsed.confidence >= 0.8,
            "{q}: {sql}"
        );
    }
    // 每单金额: the order's own column is each order's, listed.
    let sql = plan_with(&setup, Some(&layer), "每单金额")
        .sql
        .unwrap_or_default();
    assert!(!sql.contains("GROUP BY"), "{sql}");
}

#[test]
fn a_category_column_ranked_by_an_amount() {
    // 品牌 is a category of the products: its values are ranked, by the
    // average the amount's word says, or by a measure of another table.
    let sql = goods_sql("平均单价最高的品牌");
    assert!(
        sql.contains(r#"GROUP BY "products"."brand""#)
            && sql.contains(r#"ORDER BY AVG("products"."unit_price") DESC LIMIT 1"#),
        "{sql}"
    );
    let sql = goods_sql("销量最高的3个品牌");
    assert!(
        sql.contains(r#"GROUP BY "products"."brand""#) && sql.ends_with("DESC LIMIT 3"),
        "{sql}"
    );
    // Without an aggregate said, "the highest price" of a brand is not guessed.
    let (setup, layer) = goods();
    assert!(plan_with(&setup, Some(&layer), "单价最高的品牌")
        .sql
        .is_none());
}

#[test]
fn a_measure_asked_for_by_its_unit() {
    let (setup, layer) = goods();
    // 多少件 asks for the measure counted in 件; 卖 is in its own name.
    for q in ["卖了多少件商品", "一共卖出多少件"] {
        let p = plan_with(&setup, Some(&layer), q);
        let sql = p
            .sql
            .unwrap_or_else(|| panic!("{q}: {:?}", p.abstain_reason));
        assert!(sql.contains(r#"SUM(order_lines.quantity)"#), "{q}: {sql}");
    }
    // A verb the measure's names don't say is not taken for it.
    assert!(plan_with(&setup, Some(&layer), "退了多少件").sql.is_none());
    // With no unit, what was sold is the amount (元) or the units (件):
    // unsure, with the units to ask about and where they go.
    for q in ["卖了多少", "华为的商品卖了多少？"] {
        let p = plan_with(&setup, Some(&layer), q);
        assert!(p.sql.is_none(), "{q}: {:?}", p.sql);
        let unit = p.parsed.signals.unsaid_unit.expect("units to ask about");
        assert_eq!(unit.units, ["件", "钱"], "{q}");
        assert!(q[..unit.at].ends_with("多少"), "{q}: {}", unit.at);
    }
    // A verb no measure's names say, or a unit said, leaves nothing to ask.
    for q in ["退了多少", "卖了多少件"] {
        let p = plan_with(&setup, Some(&layer), q);
        assert!(p.parsed.signals.unsaid_unit.is_none(), "{q}");
    }
    // Goods counted in their own classifier (台, 双) are items, as in 件 —
    // when the measure's verb is said; 多少台 alone names no measure.
    for q in ["卖了多少台", "一共卖出多少双"] {
        let p = plan_with(&setup, Some(&layer), q);
        let sql = p
            .sql
            .unwrap_or_else(|| panic!("{q}: {:?}", p.abstain_reason));
        assert!(sql.contains(r#"SUM(order_lines.quantity)"#), "{q}: {sql}");
    }
    let p = plan_with(&setup, Some(&layer), "有多少台");
    assert!(
        !p.sql
            .unwrap_or_default()
            .contains("SUM(order_lines.quantity)"),
        "有多少台"
    );
}

#[test]
fn a_yes_no_column_before_the_rows_picks_them() {
    let (setup, layer) = goods();
    for (q, value) in [
        ("在售商品有多少个", "true"),
        ("不在售的商品", "false"),
        ("停售的商品有哪些", "false"),
        ("active products", "true"),
    ] {
        let p = plan_with(&setup, Some(&layer), q);
        let sql = p
            .sql
            .unwrap_or_else(|| panic!("{q}: {:?}", p.abstain_reason));
        assert!(
            sql.contains(&format!(r#""products"."is_active" = {value}"#)),
            "{q}: {sql}"
        );
    }
}

#[test]
fn a_yes_no_state_said_ended_picks_the_rows_where_it_does_not_hold() {
    // A comment that asks (是否上线), with no semantic layer: 下线 is the
    // state's end, 上线 the state itself.
    let setup = (
        sqlite_schema(vec![Table::new("apps")
            .with_key("app_id", Integer)
            .with_column("app_name", Text)
            .with_column("is_online", Boolean)
            .with_column_comment("是否上线")]),
        Vec::new(),
    );
    for (q, value) in [
        ("下线的应用有哪些", "false"),
        ("上线的应用有多少个", "true"),
    ] {
        let p = answered(&setup, q);
        let sql = p.sql.unwrap_or_default();
        assert!(
            sql.contains(&format!(r#""apps"."is_online" = {value}"#)),
            "{q}: {sql}"
        );
    }
}

#[test]
fn rows_without_related_rows_said_with_a_verb() {
    // "placed", 下过: the clause's verb between the negation and the rows.
    for q in [
        "customers who never placed an order",
        "哪些客户从来没有下过订单",
    ] {
        let sql = retail_sql(q);
        assert!(
            sql.contains(r#""customers"."customer_id" NOT IN (SELECT "orders"."customer_id""#),
            "{q}: {sql}"
        );
    }
}

#[test]
fn rows_with_related_rows_said_with_an_auxiliary() {
    // "have placed": the auxiliary between the table's name and the verb.
    let sql = retail_sql("how many customers have placed an order");
    assert!(
        sql.starts_with(r#"SELECT COUNT(*) AS "count" FROM "customers" WHERE "customers"."customer_id" IN (SELECT "orders"."customer_id""#),
        "{sql}"
    );
}

#[test]
fn the_value_used_most_is_the_most_common() {
    for (q, order) in [
        ("which channel is used most", " DESC"),
        ("most used channel", " DESC"),
        ("the least used channel", ""),
    ] {
        let sql = retail_sql(q);
        assert!(
            sql.contains(r#"GROUP BY "orders"."channel""#)
                && sql.ends_with(&format!("ORDER BY COUNT(*){order} LIMIT 1")),
            "{q}: {sql}"
        );
    }
}

#[test]
fn a_negated_value_of_rows_each_subject_has_many_of_is_their_absence() {
    // Customers have many orders: not having paid in cash is having no
    // such order, not having some order paid otherwise.
    let sql = retail_sql("没有用现金支付过的客户有多少");
    assert!(
        sql.contains(r#""customers"."customer_id" NOT IN (SELECT "orders"."customer_id" FROM "orders" WHERE "orders"."customer_id" IS NOT NULL AND "orders"."payment_method" = 'cash')"#),
        "{sql}"
    );
    // Through a link table, the subquery joins the value's table.
    let setup = (
        sqlite_schema(vec![
            Table::new("student")
                .with_key("stu_id", Integer)
                .with_column("name", Text),
            Table::new("pets")
                .with_key("pet_id", Integer)
                .with_column("pet_type", Text),
            Table::new("has_pet")
                .with_reference("stu_id", Integer, "student", "stu_id")
                .with_reference("pet_id", Integer, "pets", "pet_id"),
        ]),
        vec![values("pets", "pet_type", &["cat", "dog"])],
    );
    let p = answered(&setup, "names of students who do not have a cat");
    let sql = p.sql.unwrap();
    assert!(
        sql.contains(r#""student"."stu_id" NOT IN (SELECT "has_pet"."stu_id" FROM "has_pet" JOIN "pets" ON "pets"."pet_id" = "has_pet"."pet_id""#)
            && sql.contains(r#""pets"."pet_type" = 'cat'"#),
        "{sql}"
    );
}

#[test]
fn rows_counted_by_how_many_related_rows_they_have() {
    // The customers are counted, each kept when its orders number so many.
    let sql = retail_sql("how many customers have more than 10 orders");
    assert!(
        sql.contains(r#"FROM "customers" WHERE "customers"."customer_id" IN (SELECT "orders"."customer_id" FROM "orders" WHERE "orders"."customer_id" IS NOT NULL GROUP BY "orders"."customer_id" HAVING COUNT(*) > 10)"#),
        "{sql}"
    );
    // Fewer than 2 includes customers with none: the complement.
    let sql = retail_sql("how many customers have fewer than 2 orders");
    assert!(
        sql.contains(r#"NOT IN (SELECT "orders"."customer_id""#)
            && sql.contains("HAVING COUNT(*) >= 2)"),
        "{sql}"
    );
}

#[test]
fn a_superlative_of_a_date_picks_the_row() {
    // 开业 is said for the opening date; the earliest or latest of a date
    // orders the rows by it — it is no count of stores.
    let sql = retail_sql("开业最早的门店");
    assert!(
        sql.ends_with(r#"ORDER BY "stores"."opened_on" LIMIT 1"#),
        "{sql}"
    );
    let sql = retail_sql("哪家门店开业最晚");
    assert!(
        sql.ends_with(r#"ORDER BY "stores"."opened_on" DESC LIMIT 1"#),
        "{sql}"
    );
}

#[test]
fn the_number_of_rows_said_with_a_bare_count_word() {
    // 门店数: 数 alone after the stores' name counts them, per group and
    // as what a superlative ranks by (jieba glues 数最多).
    let sql = retail_sql("每个城市的门店数");
    assert!(
        sql.contains("COUNT(*)") && sql.contains(r#"GROUP BY "stores"."city""#),
        "{sql}"
    );
    let sql = retail_sql("门店数最多的城市");
    assert!(
        sql.contains(r#"GROUP BY "stores"."city""#)
            && sql.ends_with("ORDER BY COUNT(*) DESC LIMIT 1"),
        "{sql}"
    );
}

#[test]
fn which_group_has_the_most_rows_named_by_their_label() {
    // "stores" may be read as the stores' name column: the most or fewest
    // of them is a count of their rows per group.
    let sql = retail_sql("哪个城市的门店最多");
    assert!(
        sql.contains(r#"GROUP BY "stores"."city""#)
            && sql.ends_with("ORDER BY COUNT(*) DESC LIMIT 1"),
        "{sql}"
    );
    let sql = retail_sql("which city has the fewest stores");
    assert!(
        sql.contains(r#"GROUP BY "stores"."city""#) && sql.ends_with("ORDER BY COUNT(*) LIMIT 1"),
        "{sql}"
    );
}

#[test]
fn a_yes_no_adjective_before_what_is_counted() {
    // 在售 filters the products a count counts; it is not what is counted.
    let sql = goods_sql("每个品牌有多少个在售商品");
    assert!(
        sql.contains("COUNT(*)")
            && sql.contains(r#""products"."is_active" = true"#)
            && sql.contains(r#"GROUP BY "products"."brand""#),
        "{sql}"
    );
}

#[test]
fn money_asked_for_by_its_everyday_word() {
    // 钱 is any currency; of the measures in 元, the verb picks the one
    // its names say (卖 is 销/售 in writing: 销售额, not 平均成交价).
    let sql = goods_sql("卖了多少钱");
    assert!(sql.contains("SUM(order_lines.amount)"), "{sql}");
    // Without a verb, two measures in 元 are not guessed between.
    let p = plan_with(&goods().0, Some(&goods().1), "有多少钱");
    assert!(p.sql.is_none(), "{:?}", p.sql);
}

#[test]
fn a_value_and_its_head_noun_with_de_between() {
    // 华为的商品: 商品 names the rows 华为 picks out, as in 华为商品.
    let p = plan_with(&goods().0, Some(&goods().1), "华为的商品卖了多少件");
    let sql = p.sql.unwrap_or_default();
    assert!(
        sql.contains("SUM(order_lines.quantity)") && sql.contains(r#""products"."brand" = '华为'"#),
        "{sql}"
    );
    assert!(p.confidence >= 0.8, "{}", p.confidence);
}

#[test]
fn new_rows_counted_in_a_period() {
    // 新增 / new: rows added in the period said, by the table's own date.
    let sql = retail_sql("每个月新增多少客户");
    assert!(
        sql.contains(r#"GROUP BY strftime('%Y-%m', "customers"."signup_date")"#)
            && sql.contains("COUNT(*)"),
        "{sql}"
    );
    let sql = retail_sql("how many new customers this month");
    assert!(
        sql.contains(r#""customers"."signup_date" >="#) && sql.contains("COUNT(*)"),
        "{sql}"
    );
    // With no period, "new" is a recent one nobody named: not answered.
    let p = plan_with(&retail().0, Some(&retail().1), "new customers");
    assert!(p.sql.is_none(), "{:?}", p.sql);
}

#[test]
fn offline_is_the_value_that_is_not_online() {
    // The channel's values are online (线上) and store: offline (线下) is
    // the other one.
    for q in ["线下订单有多少", "how many offline orders"] {
        let sql = retail_sql(q);
        assert!(
            sql.contains(r#""orders"."channel" = 'store'"#) && sql.contains("COUNT(*)"),
            "{q}: {sql}"
        );
    }
}

#[test]
fn the_sexes_as_people_say_them_name_the_stored_codes() {
    // 男/女 stored: 女性, 男士, "female" name them.
    for (q, value) in [
        ("女性客户有多少", "女"),
        ("男士客户的数量", "男"),
        ("how many female customers", "女"),
    ] {
        let sql = retail_sql(q);
        assert!(
            sql.contains(&format!(r#""customers"."gender" = '{value}'"#))
                && sql.contains("COUNT(*)"),
            "{q}: {sql}"
        );
    }
    // M/F stored, in another schema: the same words.
    let schema = sqlite_schema(vec![Table::new("student")
        .with_key("stuid", Integer)
        .with_column("name", Text)
        .with_column("sex", Text)
        .with_column("age", Integer)]);
    let profiles = vec![TableProfile::new(
        "student",
        30,
        vec![ColumnProfile::of_values("sex", &["M", "F"])],
    )];
    for (q, value) in [
        ("how many male students are there", "M"),
        ("average age of female students", "F"),
        ("女学生有多少", "F"),
        // A person word jieba keeps whole with its sex (女病人, here
        // 女学员): the sex is not swallowed by the noun.
        ("女学员有多少", "F"),
        ("男学员有几个", "M"),
    ] {
        let p = plan_with(&(schema.clone(), profiles.clone()), None, q);
        let sql = p
            .sql
            .unwrap_or_else(|| panic!("{q}: {:?}", p.abstain_reason));
        assert!(sql.contains(&format!(r#""sex" = '{value}'"#)), "{q}: {sql}");
    }
    // A column of other codes is not read as sex.
    let profiles = vec![TableProfile::new(
        "student",
        30,
        vec![ColumnProfile::of_values("sex", &["M", "F", "X", "Y", "Z"])],
    )];
    let p = plan_with(&(schema, profiles), None, "how many female students");
    assert!(
        p.sql.as_deref().is_none_or(|s| !s.contains("'F'")),
        "{:?}",
        p.sql
    );
}

#[test]
fn a_ranking_by_an_amount_orders_the_groups_by_it() {
    // 排名 after a metric: the groups ordered by it, largest first.
    let sql = retail_sql("各城市的订单数排名");
    assert!(
        sql.contains(r#"GROUP BY "stores"."city""#)
            && sql.contains("ORDER BY COUNT(orders.order_id) DESC"),
        "{sql}"
    );
    // 排名 after a column still orders by that column.
    let sql = retail_sql("门店按面积排名");
    assert!(sql.contains(r#"ORDER BY "stores"."area_sqm""#), "{sql}");
    // Two measures before 排名: which one ranks is not said, so the
    // reading is doubtful, not confidently left unordered.
    let (setup, layer) = retail();
    let p = plan_with(&setup, Some(&layer), "各城市的订单数和销售额排名");
    assert!(
        p.sql.is_none() || p.parsed.confidence < 0.8,
        "{:?} at {}",
        p.sql,
        p.parsed.confidence
    );
}

#[test]
fn a_distribution_is_a_count_per_value() {
    for (q, column) in [
        ("门店的城市分布", r#""stores"."city""#),
        (
            "show the distribution of payment methods",
            r#""orders"."payment_method""#,
        ),
    ] {
        let sql = retail_sql(q);
        assert!(
            sql.contains(&format!("GROUP BY {column}")) && sql.contains("COUNT(*)"),
            "{q}: {sql}"
        );
    }
    // Amounts spread over a range are not counted per value.
    let p = plan_with(&retail().0, Some(&retail().1), "订单金额分布");
    assert!(
        p.sql.as_deref().is_none_or(|s| !s.contains("GROUP BY")),
        "{:?}",
        p.sql
    );
}

#[test]
fn an_english_question_names_chinese_values_as_english_spells_them() {
    // 广州 is stored; "Guangzhou" is its pinyin.
    let sql = retail_sql("how many stores are in Guangzhou");
    assert!(
        sql.contains(r#""stores"."city" = '广州'"#) && sql.contains("COUNT(*)"),
        "{sql}"
    );
    let sql = retail_sql("list the stores in Beijing");
    assert!(sql.contains(r#""stores"."city" = '北京'"#), "{sql}");
}

#[test]
fn ids_asked_for_are_returned_or_the_reading_is_not_trusted() {
    let schema = sqlite_schema(vec![
        Table::new("templates")
            .with_key("template_id", Integer)
            .with_column("template_details", Text),
        Table::new("documents")
            .with_key("document_id", Integer)
            .with_reference("template_id", Integer, "templates", "template_id")
            .with_column("document_name", Text),
    ]);
    let setup = (schema, Vec::new());
    let selects_an_id = |p: &Plan| {
        p.sql
            .as_deref()
            .and_then(|sql| sql.split("FROM").next())
            .is_some_and(|select| select.contains("_id"))
    };
    let flagged = |p: &Plan| {
        p.parsed
            .unplaced
            .iter()
            .any(|u| u.contains("ids are asked"))
    };
    let q = "Show ids for all templates that are used by more than one document.";
    let p = plan_with(&setup, None, q);
    assert!(selects_an_id(&p) || flagged(&p), "{q}: {:?}", p.sql);
    let p = plan_with(&setup, None, "What are the ids and names of all documents?");
    assert!(selects_an_id(&p) && !flagged(&p), "{:?}", p.sql);
    // An id that is a condition is not asked for.
    let p = plan_with(&setup, None, "What is the name of the document with id 3?");
    assert!(!flagged(&p), "{:?}", p.parsed.unplaced);
}

#[test]
fn a_unit_after_a_compared_number_is_understood() {
    // 平 is short for 平方米.
    let p = plan_with(&retail().0, Some(&retail().1), "面积超过500平的门店有几家");
    let sql = p.sql.unwrap_or_default();
    assert!(
        sql.contains(r#""stores"."area_sqm" > 500"#) && sql.contains("COUNT(*)"),
        "{sql}"
    );
    assert!(p.parsed.unplaced.is_empty(), "{:?}", p.parsed.unplaced);
}

#[test]
fn new_rows_of_a_metric_are_new_by_their_own_date() {
    // The metric keeps no date column; new customers are new by the date
    // they were added (the customers' only date).
    let ((schema, profiles), _) = retail();
    let yaml = "
tables:
  customers:
    synonyms: [客户]
metrics:
  - id: customer_count
    name: 客户数
    synonyms: [客户数, number of customers]
    table: customers
    expression: COUNT(DISTINCT customers.customer_id)
";
    let layer = SemanticLayer::parse(yaml, "m.yaml", Some(&schema)).expect("valid layer");
    let setup = (schema, profiles);
    let p = plan_with(&setup, Some(&layer), "去年每个月的新客户数");
    let sql = p
        .sql
        .unwrap_or_else(|| panic!("abstained: {:?}", p.abstain_reason));
    assert!(
        sql.contains("signup_date") && sql.contains("GROUP BY"),
        "{sql}"
    );
    assert!(p.parsed.unplaced.is_empty(), "{:?}", p.parsed.unplaced);
    // Without "new", a period says nothing about which date: no guess.
    let p = plan_with(&setup, Some(&layer), "去年每个月的客户数");
    assert!(
        p.sql.as_deref().is_none_or(|s| !s.contains("signup_date")) || p.parsed.confidence < 0.8,
        "{:?}",
        p.sql
    );
}

#[test]
fn the_noun_of_a_count_names_what_is_counted() {
    // 单 (of 订单) after 多少: orders are counted, the customers said
    // before only say whose.
    let sql = retail_sql("客户一共下了多少单");
    assert!(
        sql.contains("COUNT(*)") && sql.contains(r#"FROM "orders""#),
        "{sql}"
    );
    // A measure word names no table: the customers are counted.
    let sql = retail_sql("客户有多少个");
    assert!(sql.contains(r#"FROM "customers""#), "{sql}");
}

#[test]
fn a_count_of_the_rows_a_value_names() {
    // 已取消的有多少笔: nothing counted is named; the value said before
    // names rows of its column's table.
    let sql = retail_sql("已取消的有多少笔");
    assert!(
        sql.contains("COUNT(*)") && sql.contains(r#""orders"."status" = 'cancelled'"#),
        "{sql}"
    );
}

#[test]
fn a_period_asked_for_as_the_thing_picked() {
    // 哪个月 / which month / …的月份: the months are the groups, one is
    // picked by the superlative.
    for q in [
        "哪个月的订单最多",
        "订单最多的月份",
        "which month had the most orders",
    ] {
        let sql = retail_sql(q);
        assert!(
            sql.contains(r#"GROUP BY strftime('%Y-%m', "orders"."order_date")"#)
                && sql.ends_with("DESC LIMIT 1"),
            "{q}: {sql}"
        );
    }
}

#[test]
fn english_verbs_a_column_is_named_after() {
    // payment_method is made from "pay": "paid with alipay" says the
    // column again; signup_date is "signed up", and said with its period
    // it is when — the customers are counted, not their dates.
    // ("by" / "in" before the value introduces it; it groups nothing.)
    for q in [
        "how many orders were paid with alipay",
        "how many orders were paid by alipay",
        "how many orders were paid in cash",
    ] {
        let p = plan_with(&retail().0, Some(&retail().1), q);
        let sql = p.sql.unwrap_or_default();
        assert!(
            (sql.contains(r#""orders"."payment_method" = 'alipay'"#)
                || sql.contains(r#""orders"."payment_method" = 'cash'"#))
                && sql.contains("COUNT(*)"),
            "{q}: {sql}"
        );
        assert!(p.parsed.unplaced.is_empty(), "{q}: {:?}", p.parsed.unplaced);
    }
    let sql = retail_sql("how many customers signed up last year");
    assert!(
        sql.starts_with(r#"SELECT COUNT(*) AS "count" FROM "customers""#)
            && sql.contains(r#""customers"."signup_date" >= '2025-01-01'"#),
        "{sql}"
    );
}

#[test]
fn words_that_say_one_row_of_a_table() {
    // "the average product price": the products qualify the price, as "the
    // average order amount" does; 单笔订单 ("a single order") says each
    // value is one order's.
    let sql = goods_sql("average product price");
    assert_eq!(
        sql,
        r#"SELECT AVG("products"."unit_price") AS "avg_unit_price" FROM "products""#
    );
    let p = plan_with(&retail().0, Some(&retail().1), "单笔订单的最高金额");
    let sql = p.sql.unwrap_or_default();
    assert!(sql.contains(r#"MAX("orders"."total_amount")"#), "{sql}");
    assert!(p.confidence >= 0.8, "{}", p.confidence);
}

#[test]
fn an_english_word_before_a_table_noun_names_its_chinese_value() {
    // The dictionary's sense of the word is the stored value, or the value
    // less its table's own ending (社区 + 店 of 门店).
    for (q, value) in [
        ("how many flagship stores", "旗舰店"),
        ("list the community stores", "社区店"),
        ("how many diamond customers", "钻石"),
        ("how many ordinary customers", "普通"),
    ] {
        let sql = retail_sql(q);
        assert!(sql.contains(&format!("= '{value}'")), "{q}: {sql}");
    }
    // A question word keeps its sense beside the noun: "average" is no
    // member level.
    let (setup, layer) = retail();
    let p = plan_with(&setup, Some(&layer), "the average customer signup date");
    assert!(
        p.sql.as_deref().is_none_or(|s| !s.contains("普通")),
        "{:?}",
        p.sql
    );
}

#[test]
fn each_after_what_is_split_counts_per_value() {
    // 各 after a column, or after values of one column, and before how
    // many: a count per value.
    let sql = retail_sql("男女客户各有多少");
    assert!(
        sql.contains(r#"GROUP BY "customers"."gender""#) && sql.contains("COUNT("),
        "{sql}"
    );
    let (setup, layer) = retail();
    let p = plan_with(&setup, Some(&layer), "金卡和钻石客户各有多少人");
    let sql = p.sql.clone().unwrap_or_default();
    assert!(
        sql.contains("IN ('金卡', '钻石')")
            && sql.contains(r#"GROUP BY "customers"."member_level""#),
        "{sql}"
    );
    assert!(p.parsed.confidence >= 0.8, "{}", p.parsed.confidence);
    // 各有 after a grouping already said refers back to it.
    let sql = retail_sql("各城市各有多少门店");
    assert!(
        sql.contains(r#"GROUP BY "stores"."city""#) && sql.contains("COUNT("),
        "{sql}"
    );
    // Taken together, the two values are one set: no groups.
    let p = plan_with(&setup, Some(&layer), "金卡和钻石客户一共有多少人");
    let sql = p.sql.clone().unwrap_or_default();
    assert!(
        sql.contains("IN ('金卡', '钻石')") && !sql.contains("GROUP BY"),
        "{sql}"
    );
    assert!(p.parsed.confidence >= 0.8, "{}", p.parsed.confidence);
}

#[test]
fn names_asked_for_are_returned_or_the_reading_is_not_trusted() {
    let schema = sqlite_schema(vec![
        Table::new("countries")
            .with_key("country_id", Integer)
            .with_column("country_name", Text),
        Table::new("car_makers")
            .with_key("maker_id", Integer)
            .with_column("maker", Text)
            .with_reference("country", Integer, "countries", "country_id"),
    ]);
    let setup = (schema, Vec::new());
    let p = plan_with(
        &setup,
        None,
        "Which country has the most car makers? List the country name.",
    );
    let flagged = p
        .parsed
        .unplaced
        .iter()
        .any(|u| u.contains("names are asked"));
    let returns_the_name = p
        .sql
        .as_deref()
        .and_then(|sql| sql.split("FROM").next())
        .is_some_and(|select| select.contains("country_name"));
    assert!(returns_the_name || flagged, "{:?}", p.sql);
    assert!(returns_the_name || p.parsed.confidence < 0.8);
    // Names asked and returned: nothing doubtful.
    let p = plan_with(&setup, None, "What are the names of all countries?");
    assert!(
        !p.parsed
            .unplaced
            .iter()
            .any(|u| u.contains("names are asked")),
        "{:?}",
        p.parsed.unplaced
    );
}

#[test]
fn not_having_one_of_many_related_rows_is_not_an_inequality() {
    // A student with a cat and a dog has a pet that is not a cat: `<>` over
    // the join answers another question than "students without a cat".
    let schema = sqlite_schema(vec![
        Table::new("students")
            .with_key("stu_id", Integer)
            .with_column("first_name", Text),
        Table::new("pets")
            .with_key("pet_id", Integer)
            .with_column("pet_type", Text),
        Table::new("has_pet")
            .with_reference("stu_id", Integer, "students", "stu_id")
            .with_reference("pet_id", Integer, "pets", "pet_id"),
    ]);
    let profiles = vec![TableProfile::new(
        "pets",
        10,
        vec![ColumnProfile::of_values("pet_type", &["cat", "dog"])],
    )];
    let setup = (schema, profiles);
    let p = plan(
        &setup,
        "Find the ids of students who do not have a cat pet.",
    );
    let sql = p.sql.clone().unwrap_or_default();
    let absence = sql.contains("NOT IN") || sql.contains("NOT EXISTS") || sql.contains("EXCEPT");
    assert!(
        absence || p.parsed.confidence < 0.8,
        "{sql} at {}",
        p.parsed.confidence
    );
    // Read as an absence, the same question keeps its confidence.
    let p = plan(
        &setup,
        "Find the first names of students who do not have a cat.",
    );
    let sql = p.sql.clone().unwrap_or_default();
    assert!(
        sql.contains("NOT IN") && p.parsed.confidence >= 0.8,
        "{sql} at {}",
        p.parsed.confidence
    );
}

#[test]
fn chinese_rows_with_related_rows_said_by_the_related_table() {
    // The related table (named by its verb) as a clause before 的, or as
    // the predicate closing the question: the subject's rows that have
    // such rows — and a period said is on those rows, not the subject's.
    for q in ["上个月有多少客户下过单", "上个月下过单的客户有多少"] {
        let sql = retail_sql(q);
        assert!(
            sql.contains(r#""customers"."customer_id" IN (SELECT "orders"."customer_id""#)
                && sql.contains(r#""orders"."order_date" >="#)
                && !sql.contains("signup_date"),
            "{q}: {sql}"
        );
    }
    let sql = retail_sql("下过单的客户");
    assert!(
        sql.contains(r#"IN (SELECT "orders"."customer_id""#) && !sql.contains("JOIN"),
        "{sql}"
    );
    // Stores don't refer to orders: 上海门店的订单 are the orders of the
    // stores in 上海, not orders that have stores.
    let sql = retail_sql("上海门店的订单有多少");
    assert!(
        sql.contains(r#""stores"."city" = '上海'"#) && !sql.contains("IN (SELECT"),
        "{sql}"
    );
}

#[test]
fn a_superlative_of_a_date_said_before_its_event() {
    // 最早/最晚/最近/最新 + the event a date column is named for + 的 + the
    // rows: the rows ordered by that date, the first N when a number is said.
    for (q, order, limit) in [
        (
            "最早开业的3家门店",
            r#"ORDER BY "stores"."opened_on" LIMIT 3"#,
            3,
        ),
        (
            "最晚开业的门店",
            r#"ORDER BY "stores"."opened_on" DESC LIMIT 1"#,
            1,
        ),
        (
            "最近开业的5家门店",
            r#"ORDER BY "stores"."opened_on" DESC LIMIT 5"#,
            5,
        ),
        // (新开业 inside 最新开业 is no "newly opened": 最新 is the latest.)
        (
            "最新开业的门店",
            r#"ORDER BY "stores"."opened_on" DESC LIMIT 1"#,
            1,
        ),
    ] {
        let sql = retail_sql(q);
        assert!(sql.contains(order), "{q} (top {limit}): {sql}");
    }
    // 最近 with a length of time is still a period.
    let sql = retail_sql("最近30天有多少订单");
    assert!(
        sql.contains(r#""orders"."order_date" >="#) && !sql.contains("LIMIT"),
        "{sql}"
    );
}

#[test]
fn the_word_joining_a_range_is_understood() {
    let (setup, layer) = retail();
    let p = plan_with(&setup, Some(&layer), "金额在1000到2000之间的订单有多少");
    let sql = p.sql.clone().unwrap_or_default();
    assert!(sql.contains("BETWEEN 1000 AND 2000"), "{sql}");
    assert!(p.parsed.unplaced.is_empty(), "{:?}", p.parsed.unplaced);
}

#[test]
fn a_metric_compared_for_each_of_the_rows_named() {
    // 营收超过100万的门店: the stores whose revenue is over 1,000,000 (万
    // multiplies), the revenue shown beside them; the metric's own filter
    // and date apply.
    for q in ["营收超过100万的门店", "stores with revenue over 1000000"] {
        let sql = retail_sql(q);
        assert!(
            sql.contains(r#"GROUP BY "stores"."store_name""#)
                && sql.contains("HAVING SUM(orders.total_amount) > 1000000")
                && sql.contains("orders.status = 'completed'"),
            "{q}: {sql}"
        );
    }
    let sql = retail_sql("今年营收超过50万的门店有哪些");
    assert!(
        sql.contains(r#""orders"."order_date" >="#) && !sql.contains("opened_on"),
        "{sql}"
    );
    let sql = retail_sql("订单数超过2000的城市");
    assert!(
        sql.contains(r#"GROUP BY "stores"."city""#)
            && sql.contains("HAVING COUNT(orders.order_id) > 2000"),
        "{sql}"
    );
    // How many such rows there are: the groups counted.
    for q in [
        "营收超过100万的门店有多少",
        "how many stores with revenue over 1000000",
    ] {
        let sql = retail_sql(q);
        assert!(
            sql.starts_with(r#"SELECT COUNT(*) AS "count" FROM (SELECT "stores"."store_name""#)
                && sql.ends_with(r#"HAVING SUM(orders.total_amount) > 1000000) AS "grouped""#),
            "{q}: {sql}"
        );
    }
}

#[test]
fn a_period_applies_to_the_rows_ranked_by_their_count() {
    // 上个月的订单: the orders are counted and ranked, so the period is on
    // their date — not on the stores' opening date.
    let sql = retail_sql("哪个门店上个月的订单最少");
    assert!(
        sql.contains(r#""orders"."order_date" >="#)
            && !sql.contains("opened_on")
            && sql.contains("ORDER BY COUNT(*)"),
        "{sql}"
    );
}

#[test]
fn each_group_is_kept_or_the_reading_is_doubtful() {
    // The rows' own name within a column of theirs (the stores of each
    // city) is an entity within a group: the best one per group.
    let sql = retail_sql("每个城市营收最高的门店");
    assert!(
        sql.contains(r#"PARTITION BY "stores"."city""#) && sql.contains(r#""stores"."store_name""#),
        "{sql}"
    );
    // 分别 before a which asks something of each row picked (its city),
    // not the best per city.
    let sql = retail_sql("营收最高的3家门店分别在哪个城市");
    assert!(
        !sql.contains("PARTITION BY")
            && sql.contains(r#""stores"."city""#)
            && sql.ends_with("DESC LIMIT 3"),
        "{sql}"
    );
    // 每个 asks for every group: a reading that keeps only the top one
    // is not trusted.
    let (setup, layer) = retail();
    let p = plan_with(&setup, Some(&layer), "每个城市面积最大的门店");
    let sql = p.sql.clone().unwrap_or_default();
    assert!(
        sql.contains("PARTITION BY") || p.parsed.confidence < 0.8,
        "{sql} at {}",
        p.parsed.confidence
    );
}

#[test]
fn groups_having_none_are_not_rows_that_differ() {
    // 没有 said of cities: the cities with no flagship store — not the
    // cities of the stores that are not flagships.
    let (setup, layer) = retail();
    let p = plan_with(&setup, Some(&layer), "哪些城市没有旗舰店");
    let sql = p.sql.clone().unwrap_or_default();
    assert!(
        !sql.contains("<> '旗舰店'") || p.parsed.confidence < 0.8,
        "{sql} at {}",
        p.parsed.confidence
    );
    // 不是 said of the stores themselves is that inequality.
    let p = plan_with(&setup, Some(&layer), "哪些门店不是旗舰店");
    let sql = p.sql.clone().unwrap_or_default();
    assert!(
        sql.contains("<> '旗舰店'") && p.parsed.confidence >= 0.8,
        "{sql} at {}",
        p.parsed.confidence
    );
}

#[test]
fn a_word_naming_a_table_and_a_value_is_the_table_as_a_head_noun() {
    // "store" is a stored channel and the stores table: followed by "with"
    // it is the noun the clause modifies; before a noun it is the value.
    let sql = retail_sql("stores with more than 20 orders");
    assert!(
        sql.contains(r#"GROUP BY "stores"."store_name""#)
            && sql.contains("HAVING COUNT(*) > 20")
            && !sql.contains("'store'"),
        "{sql}"
    );
    let sql = retail_sql("how many store orders");
    assert!(sql.contains(r#""orders"."channel" = 'store'"#), "{sql}");
    // Chinese puts the modifier first: after 的, no noun following, 门店
    // is the stores; before a noun (门店订单) it is the channel.
    let sql = retail_sql("今年没有订单的门店有多少家");
    assert!(
        sql.contains(r#"FROM "stores" WHERE "stores"."store_id" NOT IN"#)
            && !sql.contains("'store'"),
        "{sql}"
    );
    let sql = retail_sql("门店订单有多少");
    assert!(sql.contains(r#""orders"."channel" = 'store'"#), "{sql}");
    // 还 (still, yet) before the negation changes nothing; nor does the
    // 了 of the verb before a value (用了支付宝).
    let sql = retail_sql("多少订单用了支付宝");
    assert!(
        sql.contains(r#""orders"."payment_method" = 'alipay'"#) && sql.contains("COUNT"),
        "{sql}"
    );
    let sql = retail_sql("哪些门店今年还没有订单");
    assert!(
        sql.contains(r#"FROM "stores" WHERE "stores"."store_id" NOT IN"#),
        "{sql}"
    );
}

#[test]
fn how_well_things_sell_is_how_many_were_sold() {
    // "best-selling", 卖得最好, 最畅销 rank by the measure counted in units
    // whose names say sell (销量), not by the takings (销售额, in 元).
    for (q, limit) in [
        ("what's the best selling product", "LIMIT 1"),
        ("the 3 best-selling products", "LIMIT 3"),
        ("卖得最好的商品", "LIMIT 1"),
        ("最畅销的3个商品", "LIMIT 3"),
    ] {
        let sql = goods_sql(q);
        assert!(
            sql.contains(r#""products"."product_name""#)
                && sql.contains("ORDER BY SUM(order_lines.quantity) DESC")
                && sql.ends_with(limit),
            "{q}: {sql}"
        );
    }
    let sql = goods_sql("卖得最多的品牌");
    assert!(
        sql.contains(r#"GROUP BY "products"."brand""#)
            && sql.contains("ORDER BY SUM(order_lines.quantity) DESC"),
        "{sql}"
    );
    // In English the superlative may follow the verb, as in Chinese.
    for q in ["which brand sells the most", "which brand sells the most?"] {
        let sql = goods_sql(q);
        assert!(
            sql.contains(r#"GROUP BY "products"."brand""#)
                && sql.ends_with("ORDER BY SUM(order_lines.quantity) DESC LIMIT 1"),
            "{q}: {sql}"
        );
    }
    let sql = goods_sql("worst selling product");
    assert!(
        sql.ends_with("ORDER BY SUM(order_lines.quantity) LIMIT 1"),
        "{sql}"
    );
    // 卖得最贵 is sold dearest — a price — not selling best.
    let (setup, layer) = goods();
    let p = plan_with(&setup, Some(&layer), "卖得最贵的商品");
    assert!(
        !p.sql.as_deref().unwrap_or_default().contains("quantity"),
        "{:?}",
        p.sql
    );
    // Any amount said between the superlative and the rows ranks them.
    for q in ["the highest revenue city", "最高营收的城市"] {
        let sql = retail_sql(q);
        assert!(
            sql.contains(r#"GROUP BY "stores"."city""#)
                && sql.ends_with("ORDER BY SUM(orders.total_amount) DESC LIMIT 1"),
            "{q}: {sql}"
        );
    }
    // A layer written in English says sell in its names, in any case.
    let ((schema, profiles), _) = goods();
    let yaml = "
metrics:
  - id: units
    name: Units Sold
    table: order_lines
    expression: SUM(order_lines.quantity)
    unit: pcs
  - id: takings
    name: Sales
    table: order_lines
    expression: SUM(order_lines.amount)
    unit: USD
";
    let layer = SemanticLayer::parse(yaml, "english.yaml", Some(&schema)).expect("valid layer");
    let sql = plan_with(&(schema, profiles), Some(&layer), "best selling product")
        .sql
        .expect("answered");
    assert!(
        sql.contains("ORDER BY SUM(order_lines.quantity) DESC"),
        "{sql}"
    );
    // The takings stay the takings.
    let sql = goods_sql("销售额最高的商品");
    assert!(sql.contains("SUM(order_lines.amount)"), "{sql}");
    // With no measure counted in units, selling is not guessed.
    let (setup, layer) = retail();
    assert!(plan_with(&setup, Some(&layer), "best selling store")
        .sql
        .is_none());
}

#[test]
fn a_column_two_tables_share_is_the_one_the_preferred_join_leads_to() {
    // Orders reach a city through the store and through the customer; the
    // layer says sales count where they were made.
    let setup = two_cities();
    let yaml = "
join_hints:
  - {left: orders.store_id, right: stores.store_id, preferred: true}
metrics:
  - id: revenue
    name: revenue
    table: orders
    expression: SUM(orders.total_amount)
  - id: customer_count
    name: number of customers
    table: customers
    expression: COUNT(customers.customer_id)
";
    let layer = SemanticLayer::parse(yaml, "cities.yaml", Some(&setup.0)).expect("valid layer");
    let sql = plan_with(&setup, Some(&layer), "revenue by city")
        .sql
        .expect("answered");
    assert!(sql.contains(r#"GROUP BY "stores"."city""#), "{sql}");
    // Said with the customers, or a metric of theirs, it is theirs.
    for q in ["customers by city", "number of customers by city"] {
        let sql = plan_with(&setup, Some(&layer), q).sql.expect("answered");
        assert!(sql.contains(r#"GROUP BY "customers"."city""#), "{q}: {sql}");
    }
}

#[test]
fn an_amount_or_rows_over_periods_are_each_periods_total() {
    // An amount said per month is each month's total, rows named alone
    // are counted per month.
    let sql = retail_sql("今年每个月的退款金额");
    assert!(
        sql.contains(r#"SUM("orders"."total_amount")"#)
            && sql.contains(r#""orders"."status" = 'refunded'"#)
            && sql.contains("GROUP BY"),
        "{sql}"
    );
    let sql = retail_sql("total amount by month");
    assert!(
        sql.contains(r#"SUM("orders"."total_amount")"#) && sql.contains("GROUP BY"),
        "{sql}"
    );
    let sql = retail_sql("orders by month");
    assert!(
        sql.contains("COUNT(*)") && sql.contains("GROUP BY"),
        "{sql}"
    );
    // An area does not add up over time: not guessed, nor listed by date.
    let (setup, layer) = retail();
    let p = plan_with(&setup, Some(&layer), "每个月的门店面积");
    assert!(p.sql.is_none(), "{:?}", p.sql);
}

#[test]
fn lately_without_a_length_of_time_is_not_understood() {
    // 最近 before a date is "the latest"; before an amount it is "lately",
    // a period whose length is not said: not read as a maximum, not dropped.
    let (setup, layer) = goods();
    for q in ["最近卖得最好的商品", "最近销量最高的商品"] {
        assert!(plan_with(&setup, Some(&layer), q).sql.is_none(), "{q}");
    }
    let (setup, layer) = retail();
    assert!(plan_with(&setup, Some(&layer), "最近营收是多少")
        .sql
        .is_none());
    let sql = retail_sql("最近开业的门店");
    assert!(
        sql.contains(r#"ORDER BY "stores"."opened_on" DESC"#),
        "{sql}"
    );
}

#[test]
fn newest_and_earliest_rows_are_by_their_own_date() {
    for (q, end) in [
        (
            "the 3 newest stores",
            r#"ORDER BY "stores"."opened_on" DESC LIMIT 3"#,
        ),
        ("最早的门店", r#"ORDER BY "stores"."opened_on" LIMIT 1"#),
    ] {
        let sql = retail_sql(q);
        assert!(sql.ends_with(end), "{q}: {sql}");
    }
    // Rows with no date of their own have no newest.
    let (setup, layer) = goods();
    assert!(plan_with(&setup, Some(&layer), "the newest products")
        .sql
        .is_none());
}

#[test]
fn weekends_and_weekdays_keep_their_days() {
    // In SQLite's numbering (0 = Sunday), turned to ISO days.
    let sql = retail_sql("周末的营收");
    assert!(
        sql.contains("strftime('%w', \"orders\".\"order_date\")") && sql.contains("IN (6, 7)"),
        "{sql}"
    );
    let sql = retail_sql("how many orders on weekdays last year");
    assert!(
        sql.contains("IN (1, 2, 3, 4, 5)") && sql.contains(r#""orders"."order_date" >= '"#),
        "{sql}"
    );
    // A particular weekend with no week said is not guessed.
    let (setup, layer) = retail();
    assert!(plan_with(&setup, Some(&layer), "这个周末的订单数")
        .sql
        .is_none());
}

#[test]
fn rows_counted_through_a_table_repeating_them_are_refused() {
    // Stores and customers each have their own region; counting both per
    // region through the orders that join them counts a store once per
    // order, however the region is reached.
    let schema = sqlite_schema(vec![
        Table::new("regions")
            .with_key("region_id", Integer)
            .with_column("region_name", Text),
        Table::new("stores")
            .with_key("store_id", Integer)
            .with_column("store_name", Text)
            .with_reference("region_id", Integer, "regions", "region_id"),
        Table::new("customers")
            .with_key("customer_id", Integer)
            .with_column("customer_name", Text)
            .with_reference("region_id", Integer, "regions", "region_id"),
        Table::new("orders")
            .with_key("order_id", Integer)
            .with_reference("store_id", Integer, "stores", "store_id")
            .with_reference("customer_id", Integer, "customers", "customer_id"),
    ]);
    // (Customers counted distinct, as a metric does, are not repeated.)
    let yaml = "
metrics:
  - id: customer_count
    name: number of customers
    table: customers
    expression: COUNT(DISTINCT customers.customer_id)
";
    let layer = SemanticLayer::parse(yaml, "regions.yaml", Some(&schema)).expect("valid layer");
    let setup = (schema, Vec::new());
    let p = plan_with(
        &setup,
        Some(&layer),
        "number of stores and number of customers in each region",
    );
    assert!(p.sql.is_none(), "{:?}", p.sql);
    // One count per region is its own rows'.
    let sql = answered(&setup, "number of stores in each region")
        .sql
        .unwrap();
    assert!(sql.contains("COUNT(*)") && !sql.contains("orders"), "{sql}");
}

#[test]
fn a_value_the_column_does_not_hold_is_doubtful() {
    // The profile saw every episode: "Sky Radio" is none of them (it names
    // a channel elsewhere), so an episode equal to it is a misreading.
    let setup = (
        sqlite_schema(vec![
            Table::new("tv_series")
                .with_key("id", Integer)
                .with_column("episode", Text)
                .with_column("rating", Decimal),
            Table::new("tv_channel")
                .with_key("channel_id", Integer)
                .with_column("series_name", Text),
        ]),
        vec![
            TableProfile::new(
                "tv_series",
                2,
                vec![ColumnProfile::of_values(
                    "episode",
                    &["A Love of a Lifetime", "Friendly Visit"],
                )],
            ),
            TableProfile::new(
                "tv_channel",
                2,
                vec![ColumnProfile::of_values(
                    "series_name",
                    &["Sky Radio", "Sky Music"],
                )],
            ),
        ],
    );
    let p = plan(&setup, "What is the rating of the episode \"Sky Radio\"?");
    assert!(p.sql.is_none(), "{:?}", p.sql);
    // A value that is nowhere is simply not in the data: no rows.
    let p = answered(&setup, "What is the rating of the episode \"Moon Walk\"?");
    assert!(p.sql.unwrap().contains("'Moon Walk'"));
    let p = answered(
        &setup,
        "What is the rating of the episode \"Friendly Visit\"?",
    );
    assert!(p.sql.unwrap().contains("'Friendly Visit'"));
}

#[test]
fn which_values_of_an_attribute_are_the_set_of_them() {
    // 有哪些品牌 asks which brands there are, not a brand per product; the
    // products themselves (their names), or the brands of products said,
    // are listed row by row.
    let setup = (
        sqlite_schema(vec![
            Table::new("categories")
                .with_comment("品类")
                .with_key("category_id", Integer)
                .with_column("category_name", Text)
                .with_column_comment("品类名称"),
            Table::new("products")
                .with_comment("商品")
                .with_key("product_id", Integer)
                .with_column("product_name", Text)
                .with_column("brand", Text)
                .with_column_comment("品牌")
                .with_reference("category_id", Integer, "categories", "category_id"),
        ]),
        vec![TableProfile::new(
            "categories",
            2,
            vec![ColumnProfile::of_values("category_name", &["手机", "家电"])],
        )],
    );
    // So does an attribute named for itself, its rows unsaid.
    for q in [
        "手机品类有哪些品牌",
        "which brands are in the category 手机",
        "list all brands",
        "所有品牌",
    ] {
        let sql = answered(&setup, q).sql.unwrap();
        assert!(
            sql.contains(r#"SELECT DISTINCT "products"."brand""#),
            "{q}: {sql}"
        );
    }
    for q in [
        "which products are in the category 手机",
        "what are the brands of the products",
    ] {
        let sql = answered(&setup, q).sql.unwrap();
        assert!(!sql.contains("DISTINCT"), "{q}: {sql}");
    }
}

#[test]
fn a_column_two_tables_share_is_the_nearest_tables_own() {
    // A product's price and an order line's price: said of categories, it
    // is the products' (the order lines are reached through them), whichever
    // table is declared first.
    let setup = (
        sqlite_schema(vec![
            Table::new("categories")
                .with_key("category_id", Integer)
                .with_column("category_name", Text),
            Table::new("order_items")
                .with_key("item_id", Integer)
                .with_reference("product_id", Integer, "products", "product_id")
                .with_column("quantity", Integer)
                .with_column("price", Decimal),
            Table::new("products")
                .with_key("product_id", Integer)
                .with_column("product_name", Text)
                .with_column("price", Decimal)
                .with_reference("category_id", Integer, "categories", "category_id"),
        ]),
        Vec::new(),
    );
    let p = plan(&setup, "which category has the highest average price");
    let sql = p
        .sql
        .unwrap_or_else(|| panic!("abstained: {:?}", p.abstain_reason));
    assert!(sql.contains(r#"AVG("products"."price")"#), "{sql}");
    assert!(!sql.contains("order_items"), "{sql}");
}

#[test]
fn rows_ranked_by_a_count_or_a_total_said_before_them() {
    // 5 stores in 3 cities: the city is still a category the stores share
    // (not a name of each store), so its values are ranked; 订单最多的门店
    // counts each store's orders.
    let setup = (
        sqlite_schema(vec![
            Table::new("门店")
                .with_key("门店编号", Integer)
                .with_column("门店名称", Text)
                .with_column("城市", Text),
            Table::new("订单")
                .with_key("订单编号", Integer)
                .with_reference("门店编号", Integer, "门店", "门店编号")
                .with_column("金额", Decimal),
        ]),
        vec![TableProfile::new(
            "门店",
            5,
            vec![ColumnProfile::of_values("城市", &["上海", "北京", "深圳"])],
        )],
    );
    let sql = answered(&setup, "金额最高的城市").sql.unwrap();
    assert!(
        sql.contains(r#"GROUP BY "门店"."城市""#) && sql.ends_with("DESC LIMIT 1"),
        "{sql}"
    );
    for (q, limit) in [
        ("订单最多的门店", "DESC LIMIT 1"),
        ("订单最少的2家门店", ") LIMIT 2"),
    ] {
        let sql = answered(&setup, q).sql.unwrap();
        assert!(
            sql.contains(r#""门店"."门店名称""#)
                && sql.contains("ORDER BY COUNT(*)")
                && sql.ends_with(limit),
            "{q}: {sql}"
        );
    }
}

#[test]
fn an_event_time_is_named_by_its_verb() {
    // launch_date is said "launched"; order_date is not said "ordered"
    // (order is the table's noun).
    let setup = one_table(
        Table::new("products")
            .with_key("product_id", Integer)
            .with_column("product_name", Text)
            .with_column("launch_date", Date),
    );
    let p = answered(&setup, "how many products were launched in 2024");
    let sql = p.sql.unwrap();
    assert!(sql.contains(r#""products"."launch_date""#), "{sql}");
    assert!(p.parsed.unplaced.is_empty(), "{:?}", p.parsed.unplaced);
}

#[test]
fn by_after_a_measure_named_with_a_participle_groups() {
    // "units sold by brand": "sold" is part of the measure's name, so
    // "by" groups — it introduces no agent of a passive.
    let ((schema, profiles), _) = goods();
    let yaml = "
tables:
  products:
    synonyms: [product]
    columns:
      brand: {synonyms: [brand]}
metrics:
  - id: units_sold
    name: units sold
    table: order_lines
    expression: SUM(order_lines.quantity)
    unit: 件
";
    let layer = SemanticLayer::parse(yaml, "units.yaml", Some(&schema)).expect("valid layer");
    let p = plan_with(&(schema, profiles), Some(&layer), "units sold by brand");
    let sql = p.sql.unwrap_or_default();
    assert!(sql.contains(r#"GROUP BY "products"."brand""#), "{sql}");
}

#[test]
fn how_many_were_sold_is_the_units_sold() {
    // What was sold is counted in the layer's units sold, not in rows; what
    // "we sell" (present) is what is on offer.
    for q in [
        "how many units did we sell",
        "how many products were sold",
        "how many products did we sell",
    ] {
        let sql = goods_sql(q);
        assert!(sql.contains("SUM(order_lines.quantity)"), "{q}: {sql}");
    }
    // How much was sold is the money: the one measure in a currency whose
    // names say sell (销售额), not the average price (also in 元).
    let sql = goods_sql("how much did we sell");
    assert!(sql.contains("SUM(order_lines.amount)"), "{sql}");
    let ((schema, profiles), layer) = goods();
    let p = plan_with(
        &(schema, profiles),
        Some(&layer),
        "how many products do we sell",
    );
    assert!(
        !p.sql.as_deref().unwrap_or("").contains("quantity"),
        "{:?}",
        p.sql
    );
}

#[test]
fn rows_compared_with_an_earlier_period_are_counted() {
    // "orders this week vs last week": the table's rows counted in each
    // period, as "orders by month" counts them per month.
    let setup = one_table(
        Table::new("orders")
            .with_key("order_id", Integer)
            .with_column("channel", Text)
            .with_column("order_date", Date),
    );
    for q in ["orders this week vs last week", "本月orders环比"] {
        let p = answered(&setup, q);
        assert!(p.parsed.intent.comparison.is_some(), "{q}");
        let sql = p.sql.unwrap_or_default();
        assert!(sql.contains("COUNT(*)"), "{q}: {sql}");
    }
}

#[test]
fn rows_compared_by_a_repeated_name_are_compared_by_their_key_too() {
    // Two customers called 张伟: "ordered last year but not this year" is
    // about customers, not names — and the second half keeps the verb.
    let ((schema, mut profiles), layer) = retail();
    let mut names = ColumnProfile::of_values("customer_name", &["张伟", "李娜"]);
    names.top_values[0].1 = 2;
    profiles.push(TableProfile::new("customers", 50, vec![names]));
    let p = plan_with(
        &(schema, profiles),
        Some(&layer),
        "customers who ordered last year but not this year",
    );
    let sql = p.sql.unwrap_or_default();
    let halves: Vec<&str> = sql.split(" EXCEPT ").collect();
    assert_eq!(halves.len(), 2, "{sql}");
    for half in halves {
        assert!(
            half.starts_with(r#"SELECT "customers"."customer_id", "customers"."customer_name""#)
                && half.contains(r#"IN (SELECT "orders"."customer_id" FROM "orders""#),
            "{sql}"
        );
    }
    // How many of them is not the counts of each half set against each
    // other: the customers' keys are, and what they leave is counted.
    let ((schema, profiles), layer) = retail();
    let p = plan_with(
        &(schema, profiles),
        Some(&layer),
        "how many customers ordered last year but not this year",
    );
    let sql = p.sql.unwrap_or_default();
    assert!(
        !sql.contains("EXCEPT SELECT COUNT")
            && sql.starts_with(
                r#"SELECT COUNT(*) AS "count" FROM (SELECT "customers"."customer_id""#
            ),
        "{sql}"
    );
}

#[test]
fn the_best_rows_of_each_entity_with_a_repeated_name_are_taken_per_entity() {
    // Two customers called 张伟: "the last order of each customer" is one
    // order per customer, not one per name.
    let with_names = |seen_twice: bool| {
        let ((schema, mut profiles), layer) = retail();
        let mut names = ColumnProfile::of_values("customer_name", &["张伟", "李娜"]);
        if seen_twice {
            names.top_values[0].1 = 2;
        }
        match profiles.iter_mut().find(|p| p.table == "customers") {
            Some(p) => {
                if !seen_twice {
                    names.distinct_count = p.row_count;
                }
                p.columns.push(names)
            }
            None => profiles.push(TableProfile::new("customers", 2, vec![names])),
        }
        ((schema, profiles), layer)
    };
    let repeated = || with_names(true);
    for q in ["the last order of each customer", "每个客户最近的一笔订单"] {
        let (setup, layer) = repeated();
        let sql = plan_with(&setup, Some(&layer), q).sql.unwrap_or_default();
        assert!(
            sql.contains(r#"PARTITION BY "customers"."customer_name", "customers"."customer_id" ORDER BY "orders"."order_date" DESC"#),
            "{q}: {sql}"
        );
    }
    // Unique names (nothing seen twice) are partitioned by the name alone.
    let (setup, layer) = with_names(false);
    let sql = plan_with(&setup, Some(&layer), "the last order of each customer")
        .sql
        .unwrap_or_default();
    assert!(
        sql.contains(r#"PARTITION BY "customers"."customer_name" ORDER BY"#),
        "{sql}"
    );
}

#[test]
fn a_contracted_not_negates_as_not_does() {
    let sql = retail_sql("customers who haven't ordered this year");
    assert_eq!(sql, retail_sql("customers who have not ordered this year"));
    assert!(
        sql.contains(r#""customers"."customer_id" NOT IN (SELECT "orders"."customer_id""#),
        "{sql}"
    );
    assert_eq!(
        retail_sql("stores that didn't get any orders this month"),
        retail_sql("stores that did not get any orders this month")
    );
}

#[test]
fn the_first_n_places_are_the_top_n() {
    // 前十名 is 前十: the rank word after the number says nothing more.
    let sql = retail_sql("销售额前十名的客户");
    assert_eq!(sql, retail_sql("销售额前十的客户"));
    assert!(sql.ends_with("DESC LIMIT 10"), "{sql}");
}

#[test]
fn total_before_a_tables_noun_counts_its_rows() {
    assert_eq!(
        retail_sql("total orders"),
        r#"SELECT COUNT(*) AS "count" FROM "orders""#
    );
    let sql = retail_sql("total customers by gender");
    assert!(
        sql.starts_with(r#"SELECT "customers"."gender", COUNT(*)"#),
        "{sql}"
    );
    // With a number to add up, "total" is its sum.
    let sql = retail_sql("total orders amount");
    assert!(sql.contains("SUM("), "{sql}");
}

#[test]
fn mei_alone_negates_as_meiyou_does() {
    // 没 is 没有 said colloquially: customers without orders this year.
    let sql = retail_sql("今年没下过单的客户有多少");
    assert!(
        sql.contains(r#""customers"."customer_id" NOT IN (SELECT "orders"."customer_id""#),
        "{sql}"
    );
}

#[test]
fn rows_made_in_a_period_are_dated_by_their_own_date() {
    // "were placed" says the orders came to be: the event their own date
    // records, nothing more to place.
    let setup = one_table(
        Table::new("orders")
            .with_key("order_id", Integer)
            .with_column("channel", Text)
            .with_column("order_date", Date),
    );
    for q in [
        "how many orders were placed in 2024",
        "how many orders were created in 2024",
        "how many orders did we place in 2024",
    ] {
        let p = answered(&setup, q);
        let sql = p.sql.unwrap();
        assert!(
            sql.contains("COUNT(*)") && sql.contains(r#""orders"."order_date" >= '2024-01-01'"#),
            "{q}: {sql}"
        );
        assert!(p.parsed.unplaced.is_empty(), "{q}: {:?}", p.parsed.unplaced);
    }
}

#[test]
fn what_a_thing_costs_is_its_price() {
    // "cost" before a comparison names the price, as "weighing" names the
    // weight.
    let setup = one_table(
        Table::new("products")
            .with_key("product_id", Integer)
            .with_column("product_name", Text)
            .with_column("unit_price", Decimal),
    );
    for (q, cond) in [
        (
            "how many products cost less than 100",
            r#""products"."unit_price" < 100"#,
        ),
        (
            "products costing more than 3000",
            r#""products"."unit_price" > 3000"#,
        ),
    ] {
        let sql = answered(&setup, q).sql.unwrap();
        assert!(sql.contains(cond), "{q}: {sql}");
    }
}

#[test]
fn a_category_that_labels_its_rows_is_listed_as_a_set() {
    // Orders have no name: their first text column, the channel, labels
    // them, but two values over many orders name no order.
    let setup = (
        sqlite_schema(vec![Table::new("orders")
            .with_key("order_id", Integer)
            .with_column("channel", Text)
            .with_column("amount", Decimal)]),
        vec![TableProfile::new(
            "orders",
            100,
            vec![ColumnProfile::of_values("channel", &["online", "store"])],
        )],
    );
    let sql = answered(&setup, "list the channels").sql.unwrap();
    assert!(sql.contains("SELECT DISTINCT"), "{sql}");
}

#[test]
fn a_number_of_things_counted_is_no_amount() {
    // 门店超过3家: the classifier says stores are counted; the stores' one
    // amount (their area) is not what is compared — also where 门店 names
    // the stores by their name column.
    let schema = sqlite_schema(vec![Table::new("stores")
        .with_key("store_id", Integer)
        .with_column("store_name", Text)
        .with_column("city", Text)
        .with_column("area_sqm", Integer)]);
    let yaml = "
tables:
  stores:
    synonyms: [门店]
    columns:
      store_name: {synonyms: [门店, 店名]}
      city: {synonyms: [城市]}
      area_sqm: {synonyms: [面积]}
";
    let layer = SemanticLayer::parse(yaml, "stores.yaml", Some(&schema)).expect("valid layer");
    let setup = (schema, Vec::new());
    for q in ["哪些城市的门店超过3家", "门店超过3家的城市"] {
        let p = plan_with(&setup, Some(&layer), q);
        assert!(
            !p.sql.as_deref().unwrap_or("").contains("area_sqm"),
            "{q}: {:?}",
            p.sql
        );
    }
    // Said as an area, it is the area.
    let sql = plan_with(&setup, Some(&layer), "面积超过300的门店")
        .sql
        .expect("answered");
    assert!(sql.contains(r#""stores"."area_sqm" > 300"#), "{sql}");
}

#[test]
fn the_most_common_value_is_of_values_rows_share() {
    // Every category has a name of its own: "the most popular category"
    // counted over the categories ranks nothing (each name once), so it is
    // not read that way; the products' brands repeat, and are.
    let setup = (
        sqlite_schema(vec![
            Table::new("categories")
                .with_key("category_id", Integer)
                .with_column("category_name", Text),
            Table::new("products")
                .with_key("product_id", Integer)
                .with_column("product_name", Text)
                .with_column("brand", Text)
                .with_reference("category_id", Integer, "categories", "category_id"),
        ]),
        vec![
            TableProfile::new(
                "categories",
                3,
                vec![ColumnProfile::of_values(
                    "category_name",
                    &["phones", "appliances", "books"],
                )],
            ),
            TableProfile::new(
                "products",
                50,
                vec![ColumnProfile::of_values("brand", &["acme", "globex"])],
            ),
        ],
    );
    let p = plan(&setup, "most popular category");
    assert!(
        !p.sql
            .as_deref()
            .is_some_and(|s| s.contains(r#"GROUP BY "categories"."category_name""#)),
        "{:?}",
        p.sql
    );
    let sql = answered(&setup, "most common brand").sql.unwrap();
    assert!(
        sql.contains(r#"GROUP BY "products"."brand""#) && sql.contains("ORDER BY COUNT(*) DESC"),
        "{sql}"
    );
}

#[test]
fn a_year_before_or_after_bounds_a_date() {
    // With no year column, "before 2020" is before that year's first day
    // and "after 2022" from the next year's, of the date named before the
    // comparison or the rows' own date.
    let setup = one_table(
        Table::new("stores")
            .with_key("store_id", Integer)
            .with_column("store_name", Text)
            .with_column("opened_on", Date),
    );
    for (q, cond) in [
        (
            "list stores opened before 2020",
            r#""stores"."opened_on" < '2020-01-01'"#,
        ),
        (
            "stores opened after 2022",
            r#""stores"."opened_on" >= '2023-01-01'"#,
        ),
        (
            "how many stores before 2020",
            r#""stores"."opened_on" < '2020-01-01'"#,
        ),
    ] {
        let p = answered(&setup, q);
        let sql = p.sql.unwrap();
        assert!(sql.contains(cond), "{q}: {sql}");
        assert!(p.parsed.unplaced.is_empty(), "{q}: {:?}", p.parsed.unplaced);
    }
}

#[test]
fn an_amount_averaged_is_a_number_said_without_its_unit() {
    // area_sqm is said "area" (the unit is not said); where "area" also
    // names the sales regions, what an average or a total governs is the
    // number.
    let schema = sqlite_schema(vec![
        Table::new("regions")
            .with_key("region_id", Integer)
            .with_column("region_name", Text),
        Table::new("stores")
            .with_key("store_id", Integer)
            .with_column("store_name", Text)
            .with_column("area_sqm", Integer)
            .with_reference("region_id", Integer, "regions", "region_id"),
    ]);
    let yaml = "
tables:
  regions:
    synonyms: [region, area]
";
    let layer = SemanticLayer::parse(yaml, "regions.yaml", Some(&schema)).expect("valid layer");
    let setup = (schema, Vec::new());
    for (q, part) in [
        ("average store area", r#"AVG("stores"."area_sqm")"#),
        ("average area", r#"AVG("stores"."area_sqm")"#),
        (
            "what is the average area of stores in each region",
            r#"GROUP BY "regions"."region_name""#,
        ),
        ("total area of all stores", r#"SUM("stores"."area_sqm")"#),
    ] {
        let p = plan_with(&setup, Some(&layer), q);
        let sql = p
            .sql
            .unwrap_or_else(|| panic!("{q}: abstained: {:?}", p.abstain_reason));
        assert!(sql.contains(part) && sql.contains("area_sqm"), "{q}: {sql}");
    }
}

/// Customers and their orders, with the layer's sales (a total in 元).
fn shoppers() -> ((Schema, Vec<TableProfile>), SemanticLayer) {
    let schema = sqlite_schema(vec![
        Table::new("customers")
            .with_key("customer_id", Integer)
            .with_column("customer_name", Text),
        Table::new("orders")
            .with_key("order_id", Integer)
            .with_reference("customer_id", Integer, "customers", "customer_id")
            .with_column("amount", Decimal),
    ]);
    let yaml = "
tables:
  customers:
    synonyms: [客户, customer]
  orders:
    synonyms: [订单, order]
metrics:
  - id: sales
    name: 销售额
    synonyms: [sales]
    table: orders
    expression: SUM(orders.amount)
    unit: 元
";
    let layer = SemanticLayer::parse(yaml, "shoppers.yaml", Some(&schema)).expect("valid layer");
    ((schema, Vec::new()), layer)
}

#[test]
fn what_buyers_spend_is_what_was_sold() {
    // spend / 消费 / money name the one total of money whose names say
    // selling.
    let (setup, layer) = shoppers();
    for (q, tail) in [
        ("which customers spent the most", "DESC LIMIT 1"),
        ("top 5 customers by spending", "DESC LIMIT 5"),
        ("消费总额最高的客户", "DESC LIMIT 1"),
        ("which customer made the most money", "DESC LIMIT 1"),
    ] {
        let p = plan_with(&setup, Some(&layer), q);
        let sql = p
            .sql
            .unwrap_or_else(|| panic!("{q}: abstained: {:?}", p.abstain_reason));
        assert!(
            sql.contains(r#"GROUP BY "customers"."customer_name""#)
                && sql.contains("ORDER BY SUM(orders.amount)")
                && sql.ends_with(tail),
            "{q}: {sql}"
        );
    }
}

#[test]
fn what_a_seller_achieves_is_its_sales() {
    // 业绩 (a seller's results) names the one money total whose names say
    // selling.
    let schema = sqlite_schema(vec![
        Table::new("stores")
            .with_key("store_id", Integer)
            .with_column("store_name", Text),
        Table::new("orders")
            .with_key("order_id", Integer)
            .with_reference("store_id", Integer, "stores", "store_id")
            .with_column("amount", Decimal),
    ]);
    let yaml = "
tables:
  stores:
    synonyms: [门店, store]
metrics:
  - id: sales
    name: 销售额
    table: orders
    expression: SUM(orders.amount)
    unit: 元
";
    let layer = SemanticLayer::parse(yaml, "sellers.yaml", Some(&schema)).expect("valid layer");
    let setup = (schema, Vec::new());
    for (q, tail) in [
        ("业绩最好的门店", "DESC LIMIT 1"),
        ("业绩最差的3个门店", "LIMIT 3"),
    ] {
        let p = plan_with(&setup, Some(&layer), q);
        let sql = p
            .sql
            .unwrap_or_else(|| panic!("{q}: abstained: {:?}", p.abstain_reason));
        assert!(
            sql.contains(r#"GROUP BY "stores"."store_name""#)
                && sql.contains("ORDER BY SUM(orders.amount)")
                && sql.ends_with(tail),
            "{q}: {sql}"
        );
    }
}

#[test]
fn of_and_a_table_say_whose_every_column_of_a_list_is() {
    // "the ids and emails of customers": "of customers" says whose the
    // ids are too, though the store named later has ids of its own.
    let setup = (
        sqlite_schema(vec![
            Table::new("stores")
                .with_key("store_id", Integer)
                .with_column("store_name", Text)
                .with_column("city", Text),
            Table::new("customers")
                .with_key("customer_id", Integer)
                .with_reference("store_id", Integer, "stores", "store_id")
                .with_column("customer_name", Text)
                .with_column("email", Text),
        ]),
        Vec::new(),
    );
    for q in [
        "list the ids and emails of customers of the store named 'Downtown'",
        "show the ids, names and emails of the customers in the store named 'Downtown'",
    ] {
        let sql = answered(&setup, q).sql.unwrap_or_default();
        assert!(
            sql.contains(r#""customers"."customer_id""#)
                && !sql.contains(r#"SELECT "stores"."store_id""#)
                && sql.contains(r#""customers"."email""#),
            "{q}: {sql}"
        );
    }
}

#[test]
fn rows_restated_after_except_are_the_subject_without_what_follows() {
    // "all authors except for authors having a book": the authors named
    // again after "except" are the subject; what they must not have is
    // the table after "having".
    let setup = (
        sqlite_schema(vec![
            Table::new("authors")
                .with_key("author_id", Integer)
                .with_column("name", Text),
            Table::new("books")
                .with_key("book_id", Integer)
                .with_reference("author_id", Integer, "authors", "author_id")
                .with_column("title", Text)
                .with_column("year", Integer),
        ]),
        Vec::new(),
    );
    for q in [
        "show the names of all authors except for authors having a book in 2020",
        "list the names of all authors except authors with books",
    ] {
        let sql = answered(&setup, q).sql.unwrap_or_default();
        assert!(
            sql.starts_with(r#"SELECT "authors"."name" FROM "authors""#)
                && sql.contains(r#""authors"."author_id" NOT IN (SELECT "books"."author_id""#),
            "{q}: {sql}"
        );
    }
}

#[test]
fn a_word_for_rows_and_a_value_is_the_rows_when_quantified_or_modified() {
    // In the retail schema "store" is a table and a channel of orders.
    // "all stores" quantifies rows, and "stores having / without …" is a
    // noun its clause modifies: the table, never channel = 'store'.
    let (setup, layer) = retail();
    for q in [
        "show the names of all stores except for stores having an order",
        "stores without orders this year",
    ] {
        let sql = described_sql((setup.clone(), layer.clone()), q);
        assert!(
            sql.starts_with(r#"SELECT "stores"."store_name" FROM "stores""#)
                && sql.contains(r#""stores"."store_id" NOT IN (SELECT "orders"."store_id""#)
                && !sql.contains("channel"),
            "{q}: {sql}"
        );
    }
}

#[test]
fn a_value_both_required_and_excluded_is_doubted() {
    // A reading whose conditions keep and exclude one value returns no
    // row whatever the data: not a confident answer.
    let (setup, layer) = retail();
    for q in [
        "online orders except online orders paid with wechat",
        "store orders that are not store orders",
    ] {
        let p = plan_with(&setup, Some(&layer), q);
        assert!(
            p.sql.is_none() || p.parsed.confidence < 0.8,
            "{q}: {:?} at {}",
            p.sql,
            p.parsed.confidence
        );
    }
}

/// The goods schema with a layer whose 销量 ("sold") adds up the lines'
/// quantity ("units", "quantity") not refunded.
fn goods_sold() -> ((Schema, Vec<TableProfile>), SemanticLayer) {
    let (schema, _) = goods();
    let yaml = "
tables:
  products:
    columns:
      brand: {synonyms: [品牌, brand]}
  order_lines:
    columns:
      quantity: {synonyms: [数量, quantity, units]}
metrics:
  - id: units_sold
    name: 销量
    synonyms: [销量, sold]
    table: order_lines
    expression: SUM(order_lines.quantity)
    filters: [\"order_lines.refunded_quantity = 0\"]
";
    let layer = SemanticLayer::parse(yaml, "sold.yaml", Some(&schema.0)).expect("valid layer");
    (schema, layer)
}

#[test]
fn groups_ranked_by_a_column_a_metric_totals_are_ranked_by_the_metric() {
    // "which brand sold the most units": units name the quantity, which
    // 销量 adds up; each brand has a total of it, not one value.
    let (schema, layer) = goods_sold();
    for (q, direction) in [
        ("which brand sold the most units", "DESC LIMIT 1"),
        ("which brand sold the fewest units", "LIMIT 1"),
    ] {
        let sql = described_sql((schema.clone(), layer.clone()), q);
        assert!(
            sql.contains(r#"GROUP BY "products"."brand""#)
                && sql.ends_with(
                    &format!("ORDER BY SUM(order_lines.quantity) {direction}").replace("  ", " ")
                ),
            "{q}: {sql}"
        );
    }
}

#[test]
fn a_top_n_with_nothing_ordered_is_doubted() {
    // "who are our top 3 customers": nothing says top by what; any three
    // customers are no answer.
    let (setup, layer) = retail();
    let p = plan_with(&setup, Some(&layer), "who are our top 3 customers");
    assert!(
        p.sql.as_deref().is_some_and(|s| s.contains("ORDER BY")) || p.parsed.confidence < 0.8,
        "{:?} at {}",
        p.sql,
        p.parsed.confidence
    );
}

#[test]
fn top_selling_is_best_selling() {
    for q in ["top selling products", "the top-selling brand"] {
        let sql = goods_sql(q);
        assert!(
            sql.contains("ORDER BY SUM(order_lines.quantity) DESC LIMIT 1"),
            "{q}: {sql}"
        );
    }
}

#[test]
fn new_glued_to_the_verb_of_the_period_s_event_is_understood() {
    // jieba reads 新开 as one word: new, opened — in the period said on
    // the opening date (开 of 开业日期).
    let (setup, layer) = retail();
    for q in ["去年新开的门店", "今年新开了几家门店"] {
        let p = plan_with(&setup, Some(&layer), q);
        let sql = p.sql.clone().unwrap_or_default();
        assert!(
            sql.contains(r#""stores"."opened_on" >= "#) && p.parsed.confidence >= 0.8,
            "{q}: {sql} at {}",
            p.parsed.confidence
        );
    }
}

#[test]
fn an_amount_said_of_a_period_is_the_period_s_total() {
    // 上周的退款金额: the amount of a period, no rows named one by one, is
    // its total — where the layer adds that column up (营收 sums it).
    let (setup, layer) = retail();
    for q in ["上周的退款金额", "今天的订单金额"] {
        let sql = described_sql((setup.clone(), layer.clone()), q);
        assert!(
            sql.contains(r#"SUM("orders"."total_amount")"#) && !sql.contains("DISTINCT"),
            "{q}: {sql}"
        );
    }
    // Each order's amount is asked row by row: never one total.
    let p = plan_with(&setup, Some(&layer), "上个月每笔订单的金额");
    assert!(
        p.sql
            .as_deref()
            .is_none_or(|s| !s.contains("SUM(") || s.contains(r#"GROUP BY "orders"."order_id""#)),
        "{:?}",
        p.sql
    );
}

/// Customers, their orders (with an amount) and the goods on each order.
fn buyers() -> ((Schema, Vec<TableProfile>), SemanticLayer) {
    let schema = sqlite_schema(vec![
        Table::new("customers")
            .with_key("customer_id", Integer)
            .with_column("customer_name", Text),
        Table::new("orders")
            .with_key("order_id", Integer)
            .with_reference("customer_id", Integer, "customers", "customer_id")
            .with_column("order_date", Date)
            .with_column("total_amount", Decimal),
        Table::new("products")
            .with_key("product_id", Integer)
            .with_column("product_name", Text)
            .with_column("brand", Text),
        Table::new("order_lines")
            .with_key("line_id", Integer)
            .with_reference("order_id", Integer, "orders", "order_id")
            .with_reference("product_id", Integer, "products", "product_id")
            .with_column("quantity", Integer),
    ]);
    let profiles = vec![TableProfile::new(
        "products",
        20,
        vec![ColumnProfile::of_values("brand", &["华为", "小米"])],
    )];
    let yaml = "
tables:
  customers:
    synonyms: [客户]
  orders:
    synonyms: [订单, 下单, 购买]
    columns:
      total_amount: {synonyms: [订单金额, 金额]}
  products:
    synonyms: [商品]
";
    let layer = SemanticLayer::parse(yaml, "buyers.yaml", Some(&schema)).expect("valid layer");
    ((schema, profiles), layer)
}

#[test]
fn buyers_of_some_goods_are_counted_once_each() {
    // 购买过华为商品的客户有多少: each customer reaches the products through
    // many order lines; counting customers counts each one once (their
    // distinct keys), and 过 after the verb naming the orders says only
    // that it happened.
    let (setup, layer) = buyers();
    let p = plan_with(&setup, Some(&layer), "购买过华为商品的客户有多少");
    let sql = p.sql.clone().unwrap_or_default();
    assert!(
        sql.contains(r#"COUNT(DISTINCT "customers"."customer_id")"#)
            && sql.contains(r#""products"."brand" = '华为'"#)
            && p.parsed.confidence >= 0.8,
        "{sql} at {}",
        p.parsed.confidence
    );
}

#[test]
fn a_number_of_times_counts_events_never_an_amount() {
    // 下单超过10次, "ordered more than 10 times": 次 / times count how
    // often — the orders each customer placed, not an order amount over 10.
    let (setup, layer) = buyers();
    for q in [
        "下单超过10次的客户有多少",
        "下单超过10次的客户",
        "how many customers ordered more than 10 times",
        "customers who ordered more than 10 times",
    ] {
        let sql = described_sql((setup.clone(), layer.clone()), q);
        assert!(
            sql.contains("COUNT(*) > 10") && !sql.contains("total_amount"),
            "{q}: {sql}"
        );
    }
}

#[test]
fn a_unit_and_shu_is_the_number_counted_in_that_unit() {
    // 人数, "the number in 人": the one measure the layer counts in 人.
    let ((schema, profiles), _) = retail();
    let yaml = "
tables:
  customers:
    synonyms: [客户, 会员]
    columns:
      member_level: {synonyms: [会员等级]}
metrics:
  - id: customer_count
    name: 客户数
    table: customers
    expression: COUNT(customers.customer_id)
    unit: 人
";
    let layer = SemanticLayer::parse(yaml, "people.yaml", Some(&schema)).expect("valid layer");
    let p = plan_with(&(schema, profiles), Some(&layer), "每个会员等级的人数");
    let sql = p.sql.clone().unwrap_or_default();
    assert!(
        sql.contains(r#"GROUP BY "customers"."member_level""#)
            && sql.contains("COUNT(customers.customer_id)")
            && p.parsed.confidence >= 0.8,
        "{sql} at {}",
        p.parsed.confidence
    );
}

#[test]
fn what_sellers_earn_is_what_was_sold() {
    // earn names the same total as spend: what buyers spend, sellers earn
    // (money, 钱 said in English, in `what_buyers_spend_is_what_was_sold`).
    let (setup, layer) = shoppers();
    let p = plan_with(&setup, Some(&layer), "how much did each customer earn");
    let sql = p
        .sql
        .unwrap_or_else(|| panic!("abstained: {:?}", p.abstain_reason));
    assert!(
        sql.contains(r#"GROUP BY "customers"."customer_name""#)
            && sql.contains("SUM(orders.amount)")
            && p.parsed.confidence >= 0.8,
        "{sql} at {}",
        p.parsed.confidence
    );
    // make / generate are the verbs of an amount named beside them.
    let (setup, layer) = retail();
    let p = plan_with(
        &setup,
        Some(&layer),
        "how much revenue did each city make last year",
    );
    let sql = p
        .sql
        .unwrap_or_else(|| panic!("abstained: {:?}", p.abstain_reason));
    assert!(
        sql.contains(r#"GROUP BY "stores"."city""#)
            && sql.contains("SUM(orders.total_amount)")
            && sql.contains("completed"),
        "{sql}"
    );
    assert!(p.parsed.confidence >= 0.8, "{}", p.parsed.confidence);
}

#[test]
fn how_much_answered_by_no_number_is_not_understood() {
    // Nothing in the retail layer is named by "make" on its own: a
    // reading of "how much did each store make" that lists stores
    // returns no amount, and is not given as the answer.
    let (setup, layer) = retail();
    let p = plan_with(
        &setup,
        Some(&layer),
        "how much did each store make last month",
    );
    assert!(
        p.sql.is_none() || p.parsed.confidence < 0.8,
        "{:?} at {}",
        p.sql,
        p.parsed.confidence
    );
    // 多少 over a numeric column read out is answered by that number.
    let p = plan_with(&setup, Some(&layer), "上海门店的面积是多少");
    assert!(
        p.sql.as_deref().is_some_and(|s| s.contains("area_sqm")) && p.parsed.confidence >= 0.8,
        "{:?} at {}",
        p.sql,
        p.parsed.confidence
    );
}

#[test]
fn a_total_said_with_the_metric_that_adds_it_up_is_the_metric() {
    // "total quantity sold": the quantity's total and 销量 are one amount,
    // the metric's (with its filters), not two columns of the same sum.
    let (schema, layer) = goods_sold();
    for q in ["total quantity sold", "what is the total quantity sold"] {
        let sql = described_sql((schema.clone(), layer.clone()), q);
        assert!(
            sql.matches("SUM(").count() == 1 && sql.contains("refunded_quantity = 0"),
            "{q}: {sql}"
        );
    }
}

#[test]
fn a_condition_on_what_buyers_spent_is_on_each_buyers_total() {
    // "customers who spent more than 5000": the rows right before the
    // metric (with who/that between, or nothing) are the groups, the
    // comparison a HAVING on each one's total.
    let (setup, layer) = shoppers();
    for q in [
        "which customers spent more than 5000",
        "customers who spent more than 5000",
        "customers that have spent more than 5000",
    ] {
        let p = plan_with(&setup, Some(&layer), q);
        let sql = p
            .sql
            .unwrap_or_else(|| panic!("{q}: abstained: {:?}", p.abstain_reason));
        assert!(
            sql.contains(r#"GROUP BY "customers"."customer_name""#)
                && sql.contains("HAVING SUM(orders.amount) > 5000"),
            "{q}: {sql}"
        );
    }
}

#[test]
fn an_average_of_a_total_is_not_the_total() {
    // 每个客户的平均销售额: each customer's average (of their orders?) —
    // read as each customer's total it would drop "average".
    let (setup, layer) = shoppers();
    let p = plan_with(&setup, Some(&layer), "每个客户的平均销售额");
    assert!(p.confidence < 0.7, "{} {:?}", p.confidence, p.sql);
    // "average sales per customer" says the unit: the customers' totals,
    // averaged.
    let p = plan_with(&setup, Some(&layer), "average sales per customer");
    let sql = p.sql.unwrap_or_default();
    assert!(
        sql.starts_with(r#"SELECT AVG("grouped"."#) && sql.contains("GROUP BY"),
        "{sql}"
    );
}

#[test]
fn the_rows_named_before_with_the_most_are_ranked() {
    // "the store with the most orders" asks which store, as "which store
    // has the most orders" does: the stores ranked by their orders.
    // So do "that has", "having" and, after "what", the verb alone.
    for q in [
        "the store with the most orders",
        "store with the most orders last month",
        "What is the store that has the most orders?",
        "the store having the most orders",
        "what store had the most orders",
    ] {
        let sql = retail_sql(q);
        assert!(
            sql.contains(r#"GROUP BY "stores"."store_name""#)
                && sql.ends_with("ORDER BY COUNT(*) DESC LIMIT 1"),
            "{q}: {sql}"
        );
    }
}

#[test]
fn a_column_of_the_counted_rows_named_before_with_the_most_groups_them() {
    // "the city with the most stores": which city, by the stores in it.
    for q in [
        "the city with the most stores",
        "store type with the most stores",
        "the city that has the most stores",
    ] {
        let sql = retail_sql(q);
        let column = if q.contains("city") {
            "city"
        } else {
            "store_type"
        };
        assert!(
            sql.contains(&format!(r#"GROUP BY "stores"."{column}""#))
                && sql.ends_with("ORDER BY COUNT(*) DESC LIMIT 1"),
            "{q}: {sql}"
        );
    }
}

#[test]
fn a_count_said_by_its_classifier_counts_the_rows_that_refer_to_the_grouped_ones() {
    // 单 is the classifier of 订单: 每个客户下了几单 counts each customer's
    // orders, and 平均每个客户下了几单 averages those counts.
    let sql = retail_sql("每个客户下了几单");
    assert!(
        sql.contains(r#"FROM "orders""#) && sql.contains(r#"GROUP BY "customers"."customer_name""#),
        "{sql}"
    );
    for q in ["平均每个客户下了几单", "平均每个客户下了多少单"] {
        let sql = retail_sql(q);
        assert!(
            sql.starts_with(r#"SELECT AVG("grouped"."#) && sql.contains(r#"FROM "orders""#),
            "{q}: {sql}"
        );
    }
    // Customers counted per customer count one each: no average of that.
    let ((schema, profiles), layer) = retail();
    let p = plan_with(
        &(schema, profiles),
        Some(&layer),
        "平均每个客户有多少个客户",
    );
    assert!(
        !p.sql.as_deref().unwrap_or_default().contains("\"grouped\""),
        "{:?}",
        p.sql
    );
}

#[test]
fn a_count_condition_on_rows_named_by_their_name_column_too() {
    // 门店 names the stores and their store_name both: "more than 3
    // stores" counts the stores of each city.
    for q in [
        "which cities have more than 3 stores",
        "哪些城市的门店超过3家",
        "门店数超过3家的城市",
    ] {
        let sql = retail_sql(q);
        assert!(
            sql.contains(r#"GROUP BY "stores"."city" HAVING COUNT(*) > 3"#),
            "{q}: {sql}"
        );
    }
}

#[test]
fn how_many_values_meet_a_count_condition_counts_the_groups() {
    // "how many cities have more than 3 stores": the cities are the groups
    // the condition is on; the answer is how many groups meet it, not a
    // count of distinct cities beside a HAVING with nothing grouped.
    for q in [
        "how many cities have more than 3 stores",
        "有多少个城市的门店超过3家",
    ] {
        let sql = retail_sql(q);
        assert!(sql.starts_with("SELECT COUNT(*)"), "{q}: {sql}");
        assert!(
            sql.contains(r#"GROUP BY "stores"."city" HAVING COUNT(*) > 3"#),
            "{q}: {sql}"
        );
        assert!(!sql.contains("DISTINCT"), "{q}: {sql}");
    }
    // Asked which, the groups are listed, not counted.
    let (setup, layer) = retail();
    let p = plan_with(&setup, Some(&layer), "门店数量小于5的城市有哪些");
    assert!(
        !p.sql
            .as_deref()
            .unwrap_or("")
            .starts_with("SELECT COUNT(*)"),
        "{:?}",
        p.sql
    );
}

#[test]
fn money_averaged_per_row_of_an_average_metrics_own_table_is_that_metric() {
    // 平均每个订单多少钱: of the two measures in 元, the average one (客单价)
    // is per order; per customer it would be an average of totals, and
    // with nothing named an average of what is not said.
    let ((schema, profiles), _) = retail();
    let yaml = "
tables:
  orders:
    synonyms: [订单, order]
  customers:
    synonyms: [客户]
metrics:
  - id: sales_amount
    name: 销售额
    table: orders
    expression: SUM(orders.total_amount)
    unit: 元
  - id: avg_order_value
    name: 客单价
    table: orders
    expression: AVG(orders.total_amount)
    unit: 元
";
    let layer = SemanticLayer::parse(yaml, "aov.yaml", Some(&schema)).expect("valid layer");
    let setup = (schema, profiles);
    for q in ["平均每个订单多少钱", "每个订单平均多少钱"] {
        let p = plan_with(&setup, Some(&layer), q);
        let sql = p.sql.unwrap_or_default();
        assert!(
            sql.contains("AVG(orders.total_amount)") && !sql.contains("GROUP BY"),
            "{q}: {sql}"
        );
        assert!(p.confidence >= 0.8, "{q}: {}", p.confidence);
    }
    for q in ["平均每个客户花了多少钱", "平均多少钱"] {
        let p = plan_with(&setup, Some(&layer), q);
        assert!(
            !p.sql
                .as_deref()
                .unwrap_or_default()
                .contains("AVG(orders.total_amount)")
                || p.confidence < 0.5,
            "{q}: {:?} {}",
            p.sql,
            p.confidence
        );
    }
}

#[test]
fn an_average_per_period_totals_an_amount_and_keeps_the_groups() {
    // "average daily revenue": the one average word is the construct's,
    // so the amount is totalled per day and the days' totals averaged —
    // not each day's average listed. By store, each store's average.
    let setup = one_table(
        Table::new("sales")
            .with_key("sale_id", Integer)
            .with_column("store", Text)
            .with_column("unit_price", Decimal)
            .with_column("sale_date", Date)
            .with_column("revenue", Decimal),
    );
    for q in ["average daily revenue", "平均每天的revenue"] {
        let sql = answered(&setup, q).sql.unwrap_or_default();
        assert!(
            sql.starts_with(r#"SELECT AVG("grouped"."#)
                && sql.contains(r#"SUM("sales"."revenue")"#),
            "{q}: {sql}"
        );
    }
    let sql = answered(&setup, "average daily revenue by store")
        .sql
        .unwrap_or_default();
    assert!(
        sql.starts_with(r#"SELECT "grouped"."store", AVG("grouped"."#)
            && sql.ends_with(r#"GROUP BY "grouped"."store""#),
        "{sql}"
    );
    // A price per day is each day's average price; a plain average is one.
    for (q, want) in [
        ("average daily unit price", r#"AVG("sales"."unit_price")"#),
        ("average revenue", r#"AVG("sales"."revenue")"#),
    ] {
        let sql = answered(&setup, q).sql.unwrap_or_default();
        assert!(sql.contains(want) && !sql.contains("grouped"), "{q}: {sql}");
    }
    // With a layer's total: each store's average per day.
    let sql = retail_sql("每个门店平均每天的营收");
    assert!(sql.ends_with(r#"GROUP BY "grouped"."store_name""#), "{sql}");
}

#[test]
fn an_amount_of_two_values_joined_by_and_is_each_ones() {
    // 微信和支付宝的订单数: each value's count, not one count of both;
    // 一共 takes them together.
    let sql = retail_sql("微信和支付宝的订单数");
    assert!(
        sql.contains(r#""orders"."payment_method" IN ('wechat', 'alipay')"#)
            && sql.contains(r#"GROUP BY "orders"."payment_method""#),
        "{sql}"
    );
    let sql = retail_sql("微信和支付宝一共有多少订单");
    assert!(!sql.contains("GROUP BY"), "{sql}");
    // Set against each other (vs, 对比, compare), in either language: each
    // one's, and the comparison word is what the breakdown shows.
    let (setup, layer) = retail();
    for q in [
        "wechat vs alipay revenue",
        "微信和支付宝的订单数对比",
        "compare wechat and alipay revenue",
    ] {
        let p = plan_with(&setup, Some(&layer), q);
        assert!(p.parsed.unplaced.is_empty(), "{q}: {:?}", p.parsed.unplaced);
        let sql = p.sql.unwrap_or_default();
        assert!(
            sql.contains(r#"GROUP BY "orders"."payment_method""#),
            "{q}: {sql}"
        );
    }
}

#[test]
fn a_superlative_of_a_value_that_names_rows_counts_them() {
    // 旗舰店 are stores (店 of 门店), "flagship stores" said with the noun:
    // the most of them is a count of those stores per group.
    for q in [
        "哪个城市的旗舰店最多",
        "which city has the most flagship stores",
    ] {
        let sql = retail_sql(q);
        assert!(
            sql.contains(r#"WHERE "stores"."store_type" = '旗舰店' GROUP BY "stores"."city""#)
                && sql.ends_with("ORDER BY COUNT(*) DESC LIMIT 1"),
            "{q}: {sql}"
        );
    }
    // The table's noun inside the value's English phrase says it too.
    let sql = retail_sql("which gender has the most diamond customers");
    assert!(
        sql.contains(r#""customers"."member_level" = '钻石' GROUP BY "customers"."gender""#)
            && sql.ends_with("ORDER BY COUNT(*) DESC LIMIT 1"),
        "{sql}"
    );
}

#[test]
fn an_average_per_unit_of_totals_averages_the_groups_totals() {
    // 平均每天, 日均, "per store": the unit is the grouping, and what is
    // averaged is each group's total or count.
    for (q, grouped_by) in [
        ("average revenue per store", r#""stores"."store_name""#),
        ("平均每家门店的营收", r#""stores"."store_name""#),
        ("平均每个月的营收", r#""orders"."order_date""#),
        ("近30天的日均营收", r#""orders"."order_date""#),
        (
            "how many orders do we get per day on average",
            r#""orders"."order_date""#,
        ),
        ("每天平均有多少订单", r#""orders"."order_date""#),
    ] {
        let sql = retail_sql(q);
        let averaged = sql.starts_with(r#"SELECT AVG("grouped"."#);
        let grouped = sql.contains(&format!("GROUP BY {grouped_by}"))
            || sql.contains("GROUP BY strftime") && sql.contains(grouped_by);
        assert!(averaged && grouped, "{q}: {sql}");
    }
    // Each group's own average is not said this way; an average of a
    // column per group is that average; per own row there is nothing to
    // average over.
    let ((schema, profiles), layer) = retail();
    for q in [
        "每个门店的平均营收",
        "average amount per customer",
        "平均每个订单的订单数",
    ] {
        let p = plan_with(&(schema.clone(), profiles.clone()), Some(&layer), q);
        assert!(
            !p.sql.as_deref().unwrap_or_default().contains("\"grouped\""),
            "{q}: {:?}",
            p.sql
        );
    }
    // "average attendance per result": per a kind of row (a value many
    // rows share), English asks each kind's own average, not the average
    // of the kinds' totals.
    let shows = (
        sqlite_schema(vec![Table::new("show")
            .with_key("show_id", Integer)
            .with_column("result", Text)
            .with_column("attendance", Decimal)]),
        vec![TableProfile::new(
            "show",
            10,
            vec![ColumnProfile::of_values("result", &["T", "F"])],
        )],
    );
    let sql = answered(&shows, "average attendance per show result")
        .sql
        .unwrap_or_default();
    assert!(
        sql.contains(r#"AVG("show"."attendance")"#)
            && sql.contains(r#"GROUP BY "show"."result""#)
            && !sql.contains("grouped"),
        "{sql}"
    );
    // Per one row (每笔, 每单: per order) a number of the rows is their
    // average.
    for q in ["平均每笔订单金额", "平均每单金额"] {
        let p = plan_with(&(schema.clone(), profiles.clone()), Some(&layer), q);
        assert_eq!(
            p.sql.as_deref(),
            Some(r#"SELECT AVG("orders"."total_amount") AS "avg_total_amount" FROM "orders""#),
            "{q}: {:?}",
            p.abstain_reason
        );
    }
    // 日均 of an average says the grain and an average both: the daily
    // averages listed would drop the second.
    let p = plan_with(&(schema, profiles), Some(&layer), "日均平均金额");
    assert!(p.confidence < 0.7, "{} {:?}", p.confidence, p.sql);
}

#[test]
fn a_date_named_by_its_verb_beside_a_grain_is_the_one_grouped_by() {
    // "stores opened each year": opened names opened_on, the date the
    // periods are of — understood, as it is beside a range ("opened in
    // 2020").
    for (q, column) in [
        (
            "number of stores opened each year",
            r#""stores"."opened_on""#,
        ),
        (
            "how many customers signed up each month",
            r#""customers"."signup_date""#,
        ),
    ] {
        let (setup, layer) = retail();
        let p = plan_with(&setup, Some(&layer), q);
        assert!(p.parsed.unplaced.is_empty(), "{q}: {:?}", p.parsed.unplaced);
        let sql = p.sql.unwrap_or_default();
        assert!(
            sql.contains("GROUP BY strftime(") && sql.contains(column),
            "{q}: {sql}"
        );
    }
}

#[test]
fn groups_of_a_period_comparison_ranked_by_their_growth() {
    // 今年哪个门店的营收同比增长最快: the stores ranked by the percentage
    // change of their revenue, the fastest first; a fall said ranks the
    // largest fall first. Without a superlative of the growth, the groups
    // are compared, not ranked.
    let (setup, layer) = retail();
    for (q, direction) in [
        ("今年哪个门店的营收同比增长最快", " DESC LIMIT 1"),
        (
            "which store's revenue grew the most this year compared to last year",
            " DESC LIMIT 1",
        ),
        ("本月营收环比下降最多的门店", " LIMIT 1"),
        // (The groups named after 最快 and 的, as after 最多.)
        ("今年营收同比增长最快的门店", " DESC LIMIT 1"),
    ] {
        let p = plan_with(&setup, Some(&layer), q);
        let sql = p
            .sql
            .unwrap_or_else(|| panic!("{q}: abstained: {:?}", p.abstain_reason));
        assert!(
            sql.contains(r#"ORDER BY CASE WHEN 100.0 * (c."营收" - p."营收") / NULLIF(p."营收", 0) IS NULL THEN 1 ELSE 0 END"#)
                && sql.ends_with(&format!(r#"NULLIF(p."营收", 0){direction}"#)),
            "{q}: {sql}"
        );
    }
    let sql = retail_sql("今年每个门店的营收同比");
    assert!(!sql.contains("LIMIT"), "{sql}");
}

#[test]
fn an_amount_named_after_its_number_is_what_the_rows_are_compared_by() {
    // "stores with more than 1000000 in revenue": the metric after the
    // number, by in, is compared for each store — not the one amount the
    // stores keep (their area); so with the metric before the number, the
    // rows before it ("had revenue of", 哪些门店的营收).
    for q in [
        "which stores had more than 1000000 in revenue",
        "stores with more than 1000000 in revenue",
        "which stores made more than 1000000 in revenue",
        "which stores had revenue of more than 1000000",
        "哪些门店的营收超过100万",
        "哪些门店去年营收超过100万",
    ] {
        let sql = retail_sql(q);
        assert!(
            sql.contains(r#"GROUP BY "stores"."store_name""#)
                && sql.contains("HAVING SUM(orders.total_amount) > 1000000")
                && !sql.contains("area_sqm"),
            "{q}: {sql}"
        );
    }
    // How many of them: the groups that meet it, counted.
    let sql = retail_sql("有多少门店的营收超过100万");
    assert!(
        sql.starts_with("SELECT COUNT(*)")
            && sql.contains("HAVING SUM(orders.total_amount) > 1000000"),
        "{sql}"
    );
    // 上海门店的营收超过100万吗 asks of the stores of one value, not of each.
    let p = plan_with(&retail().0, Some(&retail().1), "上海门店的营收超过100万吗");
    assert!(
        p.sql.as_deref().is_none_or(|s| !s.contains("GROUP BY")) || p.confidence < 0.8,
        "{:?} {}",
        p.sql,
        p.confidence
    );
}

#[test]
fn a_period_named_as_the_one_picked_is_a_group() {
    // 营收最高的一天, 订单最多的年份: the days (years) are the groups and
    // one is picked — not one total cut to a row by LIMIT 1.
    for (q, grain) in [
        ("今年营收最高的一天", "'%Y-%m-%d'"),
        ("营收最高的一个月", "'%Y-%m'"),
        ("订单最多的年份", "'%Y'"),
        ("which year had the most orders", "'%Y'"),
    ] {
        let sql = retail_sql(q);
        assert!(
            sql.contains("GROUP BY") && sql.contains(grain) && sql.ends_with("DESC LIMIT 1"),
            "{q}: {sql}"
        );
    }
}

/// Stores and customers that both keep a city, and their orders.
fn two_cities() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("stores")
            .with_key("store_id", Integer)
            .with_column("store_name", Text)
            .with_column("city", Text),
        Table::new("customers")
            .with_key("customer_id", Integer)
            .with_column("customer_name", Text)
            .with_column("city", Text),
        Table::new("orders")
            .with_key("order_id", Integer)
            .with_reference("store_id", Integer, "stores", "store_id")
            .with_reference("customer_id", Integer, "customers", "customer_id")
            .with_column("total_amount", Decimal),
    ]);
    let cities = ["Shanghai", "Beijing"];
    let profiles = vec![
        TableProfile::new("stores", 2, vec![ColumnProfile::of_values("city", &cities)]),
        TableProfile::new(
            "customers",
            2,
            vec![ColumnProfile::of_values("city", &cities)],
        ),
    ];
    (schema, profiles)
}

/// What the engine read, before building.
fn parsed_with(
    setup: &(Schema, Vec<TableProfile>),
    semantic: Option<&SemanticLayer>,
    question: &str,
) -> chatdb_engine::Parsed {
    with_engine(setup, semantic, question, |e, linked| {
        e.understand(question, linked, None).0
    })
}

#[test]
fn a_value_two_unnamed_tables_hold_is_left_open() {
    // "orders in Shanghai": the stores' city or the customers'? Neither
    // table is named, so the reading's pick is reported as open.
    let setup = two_cities();
    let p = parsed_with(&setup, None, "how many orders in Shanghai");
    let open = p.open_values.first().expect("an open value");
    let mut tables: Vec<&str> = std::iter::once(&open.chosen)
        .chain(&open.others)
        .map(|(c, _)| c.table.as_str())
        .collect();
    tables.sort();
    assert_eq!(tables, ["customers", "stores"], "{:?}", p.open_values);
    // Named rows settle it: their own city.
    for q in [
        "how many orders from customers in Shanghai",
        "how many customers in Shanghai",
        "how many orders from stores in Shanghai",
    ] {
        let p = parsed_with(&setup, None, q);
        assert!(p.open_values.is_empty(), "{q}: {:?}", p.open_values);
    }
    // So does a join the semantic layer prefers from the measured rows:
    // sales count where they were made.
    let yaml = "
join_hints:
  - {left: orders.store_id, right: stores.store_id, preferred: true}
";
    let layer = SemanticLayer::parse(yaml, "two.yaml", Some(&setup.0)).expect("valid layer");
    let p = parsed_with(&setup, Some(&layer), "how many orders in Shanghai");
    assert!(p.open_values.is_empty(), "{:?}", p.open_values);
    let filter = p.intent.filters.first().expect("a filter");
    assert_eq!(
        (filter.column.table.as_str(), filter.column.column.as_str()),
        ("stores", "city")
    );
}

#[test]
fn hours_come_from_a_time_of_day() {
    // 每个小时的订单数 over orders with a date and a timestamp: the hour of
    // the timestamp. Where no column keeps a time of day there is no hour
    // to read, and the engine does not answer with the dates.
    let timed = sqlite_schema(vec![Table::new("orders")
        .with_key("order_id", Integer)
        .with_column("order_date", Date)
        .with_column("order_time", Timestamp)
        .with_column("amount", Decimal)]);
    let p = answered(&(timed, Vec::new()), "number of orders by hour");
    let sql = p.sql.unwrap_or_default();
    assert!(
        sql.contains(r#"CAST(strftime('%H', "orders"."order_time") AS INTEGER) AS "hour""#),
        "{sql}"
    );
    let p = plan(&retail().0, "每个小时的订单数");
    assert!(p.sql.is_none(), "{:?}", p.sql);
    // The days of the week, ISO-numbered (SQLite's %w counts from Sunday).
    let sql = retail_sql("每个星期几的营收");
    assert!(
        sql.contains(
            r#"((CAST(strftime('%w', "orders"."order_date") AS INTEGER) + 6) % 7 + 1) AS "weekday""#
        ),
        "{sql}"
    );
}

#[test]
fn a_year_set_against_the_year_before_is_a_comparison() {
    // 去年的营收比前年多多少: last year's revenue beside the year before's
    // and the change — not last year's alone with 比前年 left over.
    for q in [
        "去年的营收比前年多多少",
        "2025年的营收比2024年增长了多少",
        "revenue in 2025 compared to 2024",
    ] {
        let sql = retail_sql(q);
        assert!(
            sql.contains("'2025-01-01'")
                && sql.contains("'2024-01-01'")
                && sql.contains("_change_pct"),
            "{q}: {sql}"
        );
    }
}

#[test]
fn a_chinese_count_among_values_counts_the_rows_they_describe() {
    // 上海有几家旗舰店: the clause names only values, and stores are the
    // one table both can be columns of — the stores are counted.
    for q in ["上海有几家旗舰店", "北京有多少家社区店"] {
        let sql = retail_sql(q);
        assert!(
            sql.starts_with(r#"SELECT COUNT(*) AS "count" FROM "stores" WHERE"#)
                && sql.contains(r#""stores"."store_type" = "#),
            "{q}: {sql}"
        );
    }
    // A value two named-or-not tables hold is the counted table's.
    let setup = two_cities();
    let p = parsed_with(&setup, None, "how many customers are in Shanghai");
    assert!(p.open_values.is_empty(), "{:?}", p.open_values);
    assert_eq!(
        p.intent.filters.first().map(|f| f.column.table.as_str()),
        Some("customers")
    );
}

#[test]
fn an_amount_said_of_each_group_in_another_table_is_its_total() {
    // 各门店的金额: the orders' amounts totalled for each store the orders
    // refer to — not the amounts listed with the stores left out.
    for q in ["各门店的金额", "每个门店已退款的金额"] {
        let sql = retail_sql(q);
        assert!(
            sql.contains(r#"SUM("orders"."total_amount")"#)
                && sql.contains(r#"GROUP BY "stores"."store_name""#),
            "{q}: {sql}"
        );
    }
}

#[test]
fn units_said_of_a_metric_that_totals_them_are_its_condition() {
    // "products that sold more than 1000 units": units name the quantity
    // the units-sold metric totals, so the condition is on each product's
    // total — not a single line's quantity (nor the products' price).
    let (setup, _) = goods();
    let yaml = "
tables:
  products:
    synonyms: [product]
  order_lines:
    columns:
      quantity: {synonyms: [units]}
metrics:
  - id: units_sold
    name: units sold
    synonyms: [units sold, sold]
    table: order_lines
    expression: SUM(order_lines.quantity)
";
    let layer = SemanticLayer::parse(yaml, "units.yaml", Some(&setup.0)).expect("valid layer");
    for q in [
        "which products sold more than 1000 units",
        "products with more than 1000 units sold",
    ] {
        let sql = plan_with(&setup, Some(&layer), q)
            .sql
            .unwrap_or_else(|| panic!("{q}: abstained"));
        assert!(
            sql.contains(r#"GROUP BY "products"."product_name""#)
                && sql.contains("HAVING SUM(order_lines.quantity) > 1000")
                && !sql.contains("WHERE"),
            "{q}: {sql}"
        );
    }
}

#[test]
fn a_table_listed_with_a_metric_on_its_rows_counts_them() {
    // "revenue and orders by channel": orders beside revenue (a metric on
    // the orders) is how many orders — by the layer's own count, so the
    // revenue's completed-only filter stays the revenue's.
    for q in [
        "revenue and orders by channel",
        "orders and revenue by channel",
        "各渠道的营收和订单",
    ] {
        let sql = retail_sql(q);
        assert!(
            sql.contains("COUNT(orders.order_id)")
                && sql.contains("SUM(CASE WHEN (orders.status = 'completed')")
                && sql.contains(r#"GROUP BY "orders"."channel""#),
            "{q}: {sql}"
        );
    }
}

#[test]
fn a_superlative_of_one_row_asked_for_its_day_is_not_the_busiest_day() {
    // 最大的一笔订单是哪天下的 asks the date of the largest order; read as
    // "the day with the most orders" it would be answered wrongly, so it
    // is not answered at all. 订单最多的一天 is that day.
    let (setup, layer) = retail();
    let p = plan_with(&setup, Some(&layer), "最大的一笔订单是哪天下的");
    assert!(p.sql.is_none(), "{:?} {}", p.sql, p.confidence);
    let sql = retail_sql("订单最多的一天是哪天");
    assert!(
        sql.contains("'%Y-%m-%d'") && sql.ends_with("DESC LIMIT 1"),
        "{sql}"
    );
}

#[test]
fn a_superlative_that_ranks_nothing_is_not_answered_with_a_total() {
    // "what did we sell most last week": "most" is taken, but with nothing
    // grouped there is nothing to rank; one total of units is no answer.
    let schema = sqlite_schema(vec![
        Table::new("products")
            .with_key("product_id", Integer)
            .with_column("product_name", Text),
        Table::new("order_lines")
            .with_key("line_id", Integer)
            .with_reference("product_id", Integer, "products", "product_id")
            .with_column("sold_on", Date)
            .with_column("quantity", Integer),
    ]);
    let yaml = "
tables:
  products:
    synonyms: [product]
metrics:
  - id: units_sold
    name: units sold
    synonyms: [units sold, sold]
    table: order_lines
    expression: SUM(order_lines.quantity)
    time_column: order_lines.sold_on
    unit: units
";
    let layer = SemanticLayer::parse(yaml, "units.yaml", Some(&schema)).expect("valid layer");
    let setup = (schema, Vec::new());
    let p = plan_with(&setup, Some(&layer), "what did we sell most last week");
    assert!(p.sql.is_none(), "{:?} {}", p.sql, p.confidence);
    // Said of products, it ranks them.
    let sql = plan_with(&setup, Some(&layer), "which product sold the most")
        .sql
        .expect("answered");
    assert!(sql.ends_with("DESC LIMIT 1"), "{sql}");
}

#[test]
fn a_date_compared_with_a_span_of_time_is_how_long_ago() {
    // 开业超过5年的门店: opened more than five years before today (the
    // tests' today is 2026-11-21); 不到 / less than … ago: after it.
    for (q, cond) in [
        (
            "开业超过5年的门店",
            r#""stores"."opened_on" < '2021-11-21'"#,
        ),
        (
            "开业不到3个月的门店",
            r#""stores"."opened_on" > '2026-08-21'"#,
        ),
        (
            "stores opened more than 5 years ago",
            r#""stores"."opened_on" < '2021-11-21'"#,
        ),
    ] {
        let sql = retail_sql(q);
        assert!(sql.contains(cond), "{q}: {sql}");
    }
}

#[test]
fn groups_picked_by_a_ranking_are_values_of_their_column() {
    // "which payment method is least used": where the profile saw orders
    // with no payment method, those are no payment method — not the least
    // used one. Every group is still listed when none is picked.
    let ((schema, mut profiles), layer) = retail();
    for p in profiles.iter_mut().filter(|p| p.table == "orders") {
        for c in p
            .columns
            .iter_mut()
            .filter(|c| c.column == "payment_method")
        {
            c.null_fraction = 0.05;
        }
    }
    let setup = (schema, profiles);
    let sql = plan_with(&setup, Some(&layer), "which payment method is least used")
        .sql
        .expect("answered");
    assert!(
        sql.contains(r#""orders"."payment_method" IS NOT NULL"#) && sql.ends_with("LIMIT 1"),
        "{sql}"
    );
    let sql = plan_with(&setup, Some(&layer), "orders by payment method")
        .sql
        .expect("answered");
    assert!(!sql.contains("IS NOT NULL"), "{sql}");
    // Without NULLs seen, nothing is added.
    let sql = retail_sql("which payment method is least used");
    assert!(!sql.contains("IS NOT NULL"), "{sql}");
}

#[test]
fn a_verb_of_having_before_a_ranked_count_says_the_relation() {
    // "placed" says only that the orders are the customer's; "returned"
    // could be a condition on them and is not taken.
    let sql = retail_sql("which customers placed the most orders");
    assert!(
        sql.contains(r#"JOIN "orders""#) && sql.ends_with("ORDER BY COUNT(*) DESC LIMIT 1"),
        "{sql}"
    );
    let (setup, layer) = retail();
    let p = plan_with(
        &setup,
        Some(&layer),
        "which customers returned the most orders",
    );
    assert!(p.sql.is_none(), "{:?}", p.sql);
}

#[test]
fn what_before_a_table_asks_for_its_rows() {
    // 什么 before a table is 哪些: the rows by name, beside what else is
    // asked of them.
    for q in ["都有什么门店？营业额是多少？", "哪些门店？营业额是多少？"]
    {
        let p = answered(&chinese(), q);
        let sql = p.sql.as_deref().unwrap_or("");
        assert!(
            sql.starts_with(r#"SELECT "门店"."门店名称", "门店"."营业额""#),
            "{q}: {sql}"
        );
    }
}

#[test]
fn a_sum_of_money_compares_an_amount() {
    // The currency after the number says what it is in; with no column
    // named, it is the rows' amount.
    for q in [
        "orders over 10000 yuan",
        "orders with an amount over 10000 yuan",
        "超过10000元的订单有多少",
    ] {
        let sql = retail_sql(q);
        assert!(
            sql.contains(r#""orders"."total_amount" > 10000"#),
            "{q}: {sql}"
        );
    }
    // The unit said after a column named in Chinese.
    let p = answered(&chinese(), "营业额超过100万元的门店");
    let f = &p.parsed.intent.filters[0];
    assert_eq!(
        (f.column.column.as_str(), f.op, f.values.clone()),
        ("营业额", FilterOp::Gt, vec![Literal::Int(1_000_000)]),
        "{:?}",
        p.sql
    );
}

#[test]
fn a_code_column_is_named_by_its_noun() {
    // city_code is "the city", in English and Chinese, when no table is
    // named by the noun; a reference to a table (singer_id) is not.
    let setup = (
        sqlite_schema(vec![Table::new("student")
            .with_key("stu_id", Integer)
            .with_column("last_name", Text)
            .with_column("city_code", Text)]),
        Vec::new(),
    );
    for q in ["How many students are in each city?", "每个城市有多少学生"] {
        let p = answered(&setup, q);
        assert_eq!(
            p.parsed
                .intent
                .dimensions
                .first()
                .map(|c| c.column.as_str()),
            Some("city_code"),
            "{q}: {:?}",
            p.parsed.intent
        );
    }
    let p = answered(&english(), "How many sales does each singer have?");
    assert_eq!(
        p.parsed
            .intent
            .dimensions
            .first()
            .map(|c| (c.table.as_str(), c.column.as_str())),
        Some(("singer", "name")),
        "{:?}",
        p.sql
    );
}

#[test]
fn counts_kept_in_a_column_add_up_per_group() {
    // Schools keep how many students they have; a district has many
    // schools. "How many students" is the counts added up, per district.
    let setup = (
        sqlite_schema(vec![Table::new("schools")
            .with_key("school_id", Integer)
            .with_column("school_name", Text)
            .with_column("district", Text)
            .with_column_comment("所在区县")
            .with_column("student_count", Integer)
            .with_column_comment("在校学生数")
            .with_column("score", Float)
            .with_column_comment("得分")]),
        vec![values(
            "schools",
            "district",
            &["东城区", "西城区", "海淀区"],
        )],
    );
    for q in [
        "how many students per district",
        "各区县的在校学生数",
        "每个区县的在校学生数是多少",
    ] {
        let p = answered(&setup, q);
        let sql = p.sql.as_deref().unwrap_or("");
        assert!(
            sql.contains(r#"SUM("schools"."student_count")"#)
                && sql.contains(r#"GROUP BY "schools"."district""#),
            "{q}: {sql}"
        );
    }
    // A score does not add up: it is not totalled per district.
    let p = plan(&setup, "各区县的得分");
    assert!(
        !p.sql.as_deref().unwrap_or("").contains("SUM("),
        "{:?}",
        p.sql
    );
}

#[test]
fn a_superlative_before_a_kind_of_row_said_by_its_value_picks_the_row() {
    // 面积最大的旗舰店: the flagship store with the largest area, not the
    // largest area among flagship stores.
    let sql = retail_sql("面积最大的旗舰店");
    assert!(sql.contains("\"stores\".\"store_name\""), "{sql}");
    assert!(sql.contains("'旗舰店'"), "{sql}");
    assert!(
        sql.contains("ORDER BY \"stores\".\"area_sqm\" DESC LIMIT 1"),
        "{sql}"
    );
    assert!(!sql.contains("MAX("), "{sql}");
    // Rows without names of their own, their table said after the value.
    let sql = retail_sql("金额最高的线上订单");
    assert!(sql.contains("'online'"), "{sql}");
    assert!(
        sql.contains("ORDER BY \"orders\".\"total_amount\" DESC LIMIT 1"),
        "{sql}"
    );
    assert!(!sql.contains("MAX("), "{sql}");
    // The value of a name is no kind of row; an amount asked stays one.
    let sql = retail_sql("旗舰店的最大面积是多少");
    assert!(sql.contains("MAX(\"stores\".\"area_sqm\")"), "{sql}");
}

#[test]
fn used_the_most_said_after_its_noun_ranks_values_by_rows() {
    // 用得最多 is "used the most" (as 最常用): the value with the most rows.
    for (q, direction) in [
        ("哪个支付方式用得最多", "DESC LIMIT 1"),
        ("哪种支付方式使用最少", "COUNT(*) LIMIT 1"),
    ] {
        let sql = retail_sql(q);
        assert!(
            sql.contains("GROUP BY \"orders\".\"payment_method\""),
            "{q}: {sql}"
        );
        assert!(sql.contains(direction), "{q}: {sql}");
    }
}

#[test]
fn a_period_named_last_in_a_list_of_groupings_is_the_grain() {
    // 按渠道和月份: by channel, and by month.
    for q in ["按渠道和月份汇总订单数", "按渠道及年度统计订单数量"] {
        let sql = retail_sql(q);
        assert!(sql.contains("\"orders\".\"channel\""), "{q}: {sql}");
        assert!(sql.contains("strftime("), "{q}: {sql}");
        assert!(sql.contains("GROUP BY"), "{q}: {sql}");
    }
    // A listed word that only begins with a period word is no grain.
    let p = plan(&retail().0, "按渠道和年龄统计客户");
    assert!(
        p.sql.as_deref().is_none_or(|s| !s.contains("strftime(")),
        "{:?}",
        p.sql
    );
}

#[test]
fn the_agent_of_a_participle_and_by_names_the_column() {
    // Directed_by is the director, Produced_by the producer (导演, 制片人).
    let setup = (
        sqlite_schema(vec![Table::new("film")
            .with_key("film_id", Integer)
            .with_column("title", Text)
            .with_column("directed_by", Text)
            .with_column("produced_by", Text)
            .with_column("release_year", Integer)]),
        vec![TableProfile::new(
            "film",
            40,
            vec![
                ColumnProfile::of_values("directed_by", &["Ann Lee", "Bo Chen", "Cy Park"]),
                ColumnProfile::of_values("produced_by", &["Dee Wu", "Ed Ma"]),
            ],
        )],
    );
    for (q, column) in [
        ("number of films per director", "directed_by"),
        ("how many films did each producer make", "produced_by"),
        ("每个导演有多少部电影", "directed_by"),
        // A count of the grouped column's own values is the group's rows.
        (
            "Find the number of films directed by each of the directors",
            "directed_by",
        ),
    ] {
        let sql = answered(&setup, q).sql.unwrap_or_default();
        assert!(
            sql.contains(&format!("GROUP BY \"film\".\"{column}\"")),
            "{q}: {sql}"
        );
        assert!(sql.contains("COUNT(*)"), "{q}: {sql}");
        assert!(!sql.contains("DISTINCT"), "{q}: {sql}");
    }
}

#[test]
fn a_yes_no_column_said_after_the_rows_is_what_they_are() {
    let (setup, layer) = goods();
    for (q, value) in [
        ("which products are active", "true"),
        ("how many products are inactive", "false"),
        ("products that are not active", "false"),
        ("哪些商品在售", "true"),
        ("哪些商品已经停售了", "false"),
        ("有多少商品不在售", "false"),
    ] {
        let p = plan_with(&setup, Some(&layer), q);
        let sql = p
            .sql
            .unwrap_or_else(|| panic!("{q}: {:?}", p.abstain_reason));
        assert!(
            sql.contains(&format!(r#""products"."is_active" = {value}"#)),
            "{q}: {sql}"
        );
    }
    // No semantic layer: the column's own name says the state, and a
    // negative prefix says its opposite.
    let setup = (
        sqlite_schema(vec![Table::new("books")
            .with_key("book_id", Integer)
            .with_column("title", Text)
            .with_column("is_available", Boolean)]),
        Vec::new(),
    );
    for (q, value) in [
        ("unavailable books", "false"),
        ("how many books are unavailable", "false"),
        ("which books are available", "true"),
    ] {
        let sql = answered(&setup, q).sql.unwrap_or_default();
        assert!(
            sql.contains(&format!(r#""books"."is_available" = {value}"#)),
            "{q}: {sql}"
        );
    }
}

#[test]
fn the_latest_or_earliest_date_is_its_extreme() {
    // A date's own superlative asked by itself is its MAX or MIN.
    for (q, expected) in [
        ("最晚的注册日期", r#"MAX("customers"."signup_date")"#),
        (
            "the earliest signup date",
            r#"MIN("customers"."signup_date")"#,
        ),
        // 哪天 asked of the latest or earliest row is that row's date, not
        // a ranking of days (一笔: one row).
        ("最近一笔订单是哪天", r#"MAX("orders"."order_date")"#),
        ("最早的订单是哪天", r#"MIN("orders"."order_date")"#),
        // 什么时候, 何时 and a question's "when" ask that date too (一次:
        // one time, one row); a date said after the superlative is the
        // one (客户最早是什么时候注册的 ranked sign-up days by their count).
        ("最近一次下单是什么时候", r#"MAX("orders"."order_date")"#),
        ("最早一笔订单是何时", r#"MIN("orders"."order_date")"#),
        (
            "客户最早是什么时候注册的",
            r#"MIN("customers"."signup_date")"#,
        ),
        ("when was the latest order", r#"MAX("orders"."order_date")"#),
    ] {
        let sql = retail_sql(q);
        assert!(
            sql.contains(expected) && !sql.contains("GROUP BY"),
            "{q}: {sql}"
        );
    }
    // 最近 before anything else is "lately", which is not understood.
    let (setup, layer) = retail();
    assert!(plan_with(&setup, Some(&layer), "最近的营收").sql.is_none());
}

#[test]
fn the_number_of_times_of_rows_is_their_count() {
    // 次数 after the orders said by their event repeats the count made of
    // them.
    let sql = retail_sql("下单次数最多的客户是谁");
    assert!(
        sql.contains(r#""customers"."customer_name""#)
            && sql.contains("ORDER BY COUNT(*) DESC LIMIT 1"),
        "{sql}"
    );
}

#[test]
fn a_measure_said_negated_names_the_rows_there_are_none_of() {
    // 没有销量的商品 was a SUM of the quantities with the products NOT IN
    // … at 0.97: the measure names the related rows, which must not exist.
    // 卖出 is the event of the count 卖出件数.
    for q in ["没有销量的商品", "哪些商品从来没有卖出过"] {
        let sql = goods_sql(q);
        assert!(
            sql.contains(r#""products"."product_id" NOT IN (SELECT "order_lines"."product_id""#)
                && !sql.contains("SUM("),
            "{q}: {sql}"
        );
    }
    // "no longer sold" says a state ended, not that there are no sales.
    let (setup, layer) = goods();
    let p = plan_with(&setup, Some(&layer), "products that are no longer sold");
    assert!(
        !p.sql.unwrap_or_default().contains("NOT IN"),
        "no longer sold"
    );
    // A metric's own filters hold for its rows: no revenue is no
    // completed order.
    let sql = retail_sql("没有营收的门店");
    assert!(
        sql.contains(r#""stores"."store_id" NOT IN (SELECT "orders"."store_id""#)
            && sql.contains(r#""orders"."status" = 'completed')"#)
            && !sql.contains("SUM("),
        "{sql}"
    );
}

#[test]
fn a_count_before_a_having_clause_counts_the_noun_after_its_de() {
    // 多少个有门店的奶茶品牌: 有门店的 modifies the brands, which are
    // counted — not the stores kept in 门店数量, added up.
    let setup = (
        sqlite_schema(vec![
            Table::new("奶茶品牌")
                .with_key("品牌id", Integer)
                .with_column("名称", Text),
            Table::new("奶茶品牌门店")
                .with_reference("品牌id", Integer, "奶茶品牌", "品牌id")
                .with_column("城市", Text)
                .with_column("门店数量", Integer),
        ]),
        Vec::new(),
    );
    let sql = answered(&setup, "每个城市有多少个有门店的奶茶品牌")
        .sql
        .unwrap_or_default();
    assert!(
        sql.contains("COUNT(*)")
            && sql.contains(r#"GROUP BY "奶茶品牌门店"."城市""#)
            && !sql.contains("SUM("),
        "{sql}"
    );
    // Without the clause, the stores kept per city are added up.
    let sql = answered(&setup, "每个城市有多少个门店")
        .sql
        .unwrap_or_default();
    assert!(sql.contains(r#"SUM("奶茶品牌门店"."门店数量")"#), "{sql}");
}

#[test]
fn a_category_asked_by_which_is_ranked_by_the_total_its_rows_count() {
    // "which district has the most doctors" was the district of the one
    // hospital with most doctors: a category the rows share is ranked by
    // the total of the count its rows keep; a row asked by its name is
    // still the row with the largest count.
    let setup = (
        sqlite_schema(vec![Table::new("hospitals")
            .with_key("hospital_id", Integer)
            .with_column("hospital_name", Text)
            .with_column("district", Text)
            .with_column("doctor_count", Integer)]),
        vec![values("hospitals", "district", &["North", "South"])],
    );
    let sql = answered(&setup, "which district has the most doctors")
        .sql
        .unwrap_or_default();
    assert!(
        sql.contains(r#"GROUP BY "hospitals"."district""#)
            && sql.contains(r#"ORDER BY SUM("hospitals"."doctor_count") DESC LIMIT 1"#),
        "{sql}"
    );
    // "the biggest hospital" is a size of one, not how many there are:
    // of which column is not said, so it is not guessed.
    let p = plan(&setup, "which district has the biggest hospital");
    assert!(
        !p.sql.unwrap_or_default().contains("COUNT"),
        "biggest is no count"
    );
    let sql = answered(&setup, "which hospital has the most doctors")
        .sql
        .unwrap_or_default();
    assert!(
        sql.contains(r#"ORDER BY "hospitals"."doctor_count" DESC LIMIT 1"#)
            && !sql.contains("GROUP BY"),
        "{sql}"
    );
    // Said last after the superlative and 的, in Chinese, the same.
    let setup = (
        sqlite_schema(vec![Table::new("医院")
            .with_key("医院id", Integer)
            .with_column("医院名称", Text)
            .with_column("区县", Text)
            .with_column("医生数", Integer)]),
        vec![values("医院", "区县", &["东区", "西区"])],
    );
    for (q, descending) in [("医生数最多的区县", " DESC"), ("医生数最少的区县", "")]
    {
        let sql = answered(&setup, q).sql.unwrap_or_default();
        assert!(
            sql.contains(r#"GROUP BY "医院"."区县""#)
                && sql.contains(&format!(
                    r#"ORDER BY SUM("医院"."医生数"){descending} LIMIT 1"#
                )),
            "{q}: {sql}"
        );
    }
    let sql = answered(&setup, "医生数最多的医院").sql.unwrap_or_default();
    assert!(!sql.contains("GROUP BY"), "{sql}");
}

#[test]
fn an_average_per_own_row_keeps_the_other_groupings() {
    // "per hospital" says what one value is: the hospitals are averaged
    // over, not grouped by; "by district" stays a grouping. A text label
    // that repeats (a category) is no row of its own and stays.
    let setup = (
        sqlite_schema(vec![Table::new("hospitals")
            .with_key("hospital_id", Integer)
            .with_column("hospital_name", Text)
            .with_column("district", Text)
            .with_column("doctor_count", Integer)]),
        vec![values("hospitals", "district", &["North", "South"])],
    );
    let sql = answered(&setup, "average doctors per hospital by district")
        .sql
        .unwrap_or_default();
    assert!(
        sql.contains(r#"AVG("hospitals"."doctor_count")"#)
            && sql.contains(r#"GROUP BY "hospitals"."district""#)
            && !sql.contains("hospital_name"),
        "{sql}"
    );
    let sql = answered(&setup, "average doctors per hospital")
        .sql
        .unwrap_or_default();
    assert!(
        sql.contains(r#"AVG("hospitals"."doctor_count")"#) && !sql.contains("GROUP BY"),
        "{sql}"
    );
}

#[test]
fn an_age_is_reckoned_from_a_birth_year() {
    // A table that keeps a birth year and no age: "older than 40", 年龄,
    // 岁 and oldest are this year less the birth year (2026, the day the
    // tests ask on).
    let setup = (
        sqlite_schema(vec![Table::new("members")
            .with_key("member_id", Integer)
            .with_column("member_name", Text)
            .with_column("birth_year", Integer)]),
        Vec::new(),
    );
    for q in [
        "members older than 40",
        "how many members are older than 40",
        "年龄大于40岁的members有多少",
    ] {
        let sql = answered(&setup, q).sql.unwrap_or_default();
        assert!(
            sql.contains(r#"(2026 - "members"."birth_year") > 40"#),
            "{q}: {sql}"
        );
    }
    let sql = answered(&setup, "the oldest member")
        .sql
        .unwrap_or_default();
    assert!(
        sql.contains(r#"ORDER BY (2026 - "members"."birth_year") DESC LIMIT 1"#),
        "{sql}"
    );
    // A table with an age of its own keeps it.
    let setup = (
        sqlite_schema(vec![Table::new("members")
            .with_key("member_id", Integer)
            .with_column("member_name", Text)
            .with_column("age", Integer)
            .with_column("birth_year", Integer)]),
        Vec::new(),
    );
    let sql = answered(&setup, "members older than 40")
        .sql
        .unwrap_or_default();
    assert!(sql.contains(r#""members"."age" > 40"#), "{sql}");
}

#[test]
fn a_superlatives_top_n_of_periods_ranks_the_periods() {
    // 订单数最多的三天 was the order count with LIMIT 3 (0.94, on the demo):
    // the top three days by that count, as 哪天 picks one.
    for (q, grain, limit) in [
        ("订单最多的三天", "'%Y-%m-%d'", "DESC LIMIT 3"),
        ("营收最低的两天", "'%Y-%m-%d'", "LIMIT 2"),
        ("营收最高的3个月", "'%Y-%m'", "DESC LIMIT 3"),
        ("the day with the most orders", "'%Y-%m-%d'", "DESC LIMIT 1"),
        (
            "which 3 months had the highest revenue",
            "'%Y-%m'",
            "DESC LIMIT 3",
        ),
        // "by" an amount after the periods says what ranks them ("top 3
        // months by orders" was each order by month, in date order).
        ("top 5 days by revenue", "'%Y-%m-%d'", "DESC LIMIT 5"),
        ("top 3 months by orders", "'%Y-%m'", "DESC LIMIT 3"),
        ("top 2 weeks by sales", "'%Y-W%W'", "DESC LIMIT 2"),
    ] {
        let sql = retail_sql(q);
        assert!(
            sql.contains(&format!("GROUP BY strftime({grain}")) && sql.ends_with(limit),
            "{q}: {sql}"
        );
        // (Ranked by the amount, never by the period itself.)
        assert!(
            !sql.contains("ORDER BY strftime") && !sql.contains(r#""order_id" FROM"#),
            "{q}: {sql}"
        );
    }
    // Nothing to rank them by: no answer, not the first periods in order.
    let (setup, layer) = retail();
    assert!(plan_with(&setup, Some(&layer), "top 5 days by")
        .sql
        .is_none());
}

#[test]
fn a_verb_of_earning_says_the_amount_it_names() {
    // "brings (in)" relates the groups to the amount named after it, as
    // "made" and "generated" do; so do 带来, 贡献 and 产生.
    for q in [
        "which payment method brings the most revenue",
        "which channel brought in the most revenue",
        "哪个渠道带来的营收最多",
        "哪种支付方式贡献的营收最多",
    ] {
        let sql = retail_sql(q);
        assert!(
            sql.contains("SUM(orders.total_amount)") && sql.ends_with("DESC LIMIT 1"),
            "{q}: {sql}"
        );
    }
}

#[test]
fn a_size_said_of_rows_is_their_one_amount_or_not_guessed() {
    // An order's size is its amount, the one column of the orders that
    // adds up; a store's size is not said by any column that adds up.
    for (q, want) in [
        (
            "the 3 biggest orders",
            r#"ORDER BY "orders"."total_amount" DESC LIMIT 3"#,
        ),
        (
            "最大的订单",
            r#"ORDER BY "orders"."total_amount" DESC LIMIT 1"#,
        ),
        ("最大的门店面积", r#"MAX("stores"."area_sqm")"#),
    ] {
        let sql = retail_sql(q);
        assert!(sql.contains(want) && !sql.contains("COUNT"), "{q}: {sql}");
    }
    let (setup, layer) = retail();
    let p = plan_with(&setup, Some(&layer), "which city has the biggest store");
    assert!(p.sql.is_none(), "{:?}", p.sql);
}

#[test]
fn the_rows_said_before_a_ranked_amount_are_ranked() {
    // 门店销售额排名前五 abstained ("nothing orders the rows"): with nothing
    // named after the top N, the rows said before the amount are ranked
    // by it, as 销售额排名前五的门店 ranks the stores named after.
    for q in [
        "门店营收排名前五",
        "门店按营收排名前五",
        "营收排名前五的门店",
    ] {
        let sql = retail_sql(q);
        assert!(
            sql.contains(r#"GROUP BY "stores"."store_name""#)
                && sql.ends_with("ORDER BY SUM(orders.total_amount) DESC LIMIT 5"),
            "{q}: {sql}"
        );
    }
    // Named after the number, the rows are those (营收前五的门店); with no
    // rows named anywhere there is nothing to rank.
    let (setup, layer) = retail();
    assert!(plan_with(&setup, Some(&layer), "营收排名前五")
        .sql
        .is_none());
}

#[test]
fn english_may_say_a_superlatives_number_after_it() {
    // "latest 10 orders" abstained ("latest, 10" unplaced): the number
    // right before the rows is the top N, as in "the 10 latest orders".
    for (q, want) in [
        (
            "latest 10 orders",
            r#"ORDER BY "orders"."order_date" DESC LIMIT 10"#,
        ),
        (
            "the 10 latest orders",
            r#"ORDER BY "orders"."order_date" DESC LIMIT 10"#,
        ),
        (
            "earliest 2 customers",
            r#"ORDER BY "customers"."signup_date" LIMIT 2"#,
        ),
    ] {
        let sql = retail_sql(q);
        assert!(sql.ends_with(want), "{q}: {sql}");
    }
    // Rows of one day are told apart by the time the same event was
    // stamped: order_time beside order_date, never another event's stamp.
    let setup = (
        sqlite_schema(vec![
            Table::new("orders")
                .with_key("order_id", Integer)
                .with_column("order_date", Date)
                .with_column("order_time", Timestamp),
            Table::new("customers")
                .with_key("customer_id", Integer)
                .with_column("customer_name", Text)
                .with_column("signup_date", Date)
                .with_column("updated_at", Timestamp),
        ]),
        Vec::new(),
    );
    let yaml = "
tables:
  orders: {time_column: order_date}
  customers: {time_column: signup_date}
";
    let layer = SemanticLayer::parse(yaml, "stamps.yaml", Some(&setup.0)).expect("valid layer");
    let sql = described_sql((setup.clone(), layer.clone()), "latest 10 orders");
    assert!(
        sql.ends_with(r#"ORDER BY "orders"."order_time" DESC LIMIT 10"#),
        "{sql}"
    );
    let sql = described_sql((setup, layer), "the newest customer");
    assert!(
        sql.contains(r#"ORDER BY "customers"."signup_date" DESC"#),
        "{sql}"
    );
    // A number that is no count of the rows stays out of it.
    let (setup, layer) = retail();
    let p = plan_with(&setup, Some(&layer), "latest orders over 500");
    assert!(
        p.sql.as_deref().is_none_or(|s| !s.contains("LIMIT 500")),
        "{:?}",
        p.sql
    );
}

#[test]
fn each_groups_average_count_is_an_average_over_the_groups() {
    // 每个客户平均有多少订单 abstained (平均 unplaced): a count asked after
    // 每个X平均 is no average within one customer — it is the customers'
    // counts averaged, as 平均每个客户有多少订单 is.
    for q in ["每个客户平均有多少订单", "平均每个客户有多少订单"] {
        let sql = retail_sql(q);
        assert!(
            sql.starts_with(r#"SELECT AVG("grouped"."count")"#)
                && sql.contains(r#"GROUP BY "customers"."customer_name""#),
            "{q}: {sql}"
        );
    }
    // Each store's own average stays so.
    let sql = retail_sql("每个门店的平均金额");
    assert!(
        sql.contains(r#"AVG("orders"."total_amount")"#) && !sql.contains("grouped"),
        "{sql}"
    );
}

#[test]
fn a_rate_over_a_count_named_after_its_unit_is_no_grouping() {
    // "students per teacher" grouped the schools by teacher_count (0.96):
    // a count column named for the unit said after "per" makes a rate,
    // which this reading does not build — it is doubted, not grouped.
    let setup = (
        sqlite_schema(vec![Table::new("schools")
            .with_key("school_id", Integer)
            .with_column("school_name", Text)
            .with_column("district", Text)
            .with_column("student_count", Integer)
            .with_column("teacher_count", Integer)]),
        Vec::new(),
    );
    for q in [
        "students per teacher",
        "average students per teacher by district",
    ] {
        let p = plan(&setup, q);
        assert!(
            p.sql.is_none() || p.confidence < 0.8,
            "{q}: {:?} at {}",
            p.sql,
            p.confidence
        );
    }
    // Per a kind of row, it stays a grouping.
    let sql = answered(&setup, "total students per district")
        .sql
        .unwrap_or_default();
    assert!(sql.contains(r#"GROUP BY "schools"."district""#), "{sql}");
}

#[test]
fn an_average_per_the_rows_a_line_references_averages_their_totals() {
    // "average quantity per order" averaged each order's lines (0.96):
    // per the order the lines reference, the unit is the order — each
    // order's total, averaged. Per own row there is nothing to average.
    let setup = (
        sqlite_schema(vec![
            Table::new("orders")
                .with_key("order_id", Integer)
                .with_column("order_date", Date)
                .with_column("total_amount", Decimal),
            Table::new("order_lines")
                .with_key("line_id", Integer)
                .with_reference("order_id", Integer, "orders", "order_id")
                .with_column("quantity", Integer),
        ]),
        Vec::new(),
    );
    let sql = answered(&setup, "average quantity per order")
        .sql
        .unwrap_or_default();
    assert!(
        sql.starts_with(r#"SELECT AVG("grouped"."#)
            && sql.contains(r#"SUM("order_lines"."quantity")"#)
            && sql.contains(r#"."order_id") AS "grouped""#),
        "{sql}"
    );
    let sql = answered(&setup, "average total amount per order")
        .sql
        .unwrap_or_default();
    assert!(
        sql.contains(r#"AVG("orders"."total_amount")"#) && !sql.contains("grouped"),
        "{sql}"
    );
}

#[test]
fn asking_for_it_says_nothing_of_the_data() {
    // 帮我查一下 abstained on 我查 (jieba's glue), 帮忙查下 and 麻烦 on
    // themselves: words of asking are no part of what is asked.
    for q in [
        "帮我查一下营收",
        "帮忙查下营收",
        "麻烦查询营收",
        "查一下营收",
    ] {
        let sql = retail_sql(q);
        assert!(sql.contains("SUM(orders.total_amount)"), "{q}: {sql}");
    }
}

#[test]
fn a_column_said_empty_holds_no_value() {
    // 性别为空 / 没有填写性别 / "without a payment method" abstained (no
    // reading had IS NULL): a word of absence with a column that may hold
    // nothing filters on it holding nothing; 不为空 on it holding something.
    for (q, want) in [
        ("性别为空的客户有多少", r#""customers"."gender" IS NULL"#),
        ("有多少客户没有填写性别", r#""customers"."gender" IS NULL"#),
        (
            "how many orders are missing a payment method",
            r#""orders"."payment_method" IS NULL"#,
        ),
        (
            "orders without a payment method",
            r#""orders"."payment_method" IS NULL"#,
        ),
        (
            "支付方式不为空的订单有多少",
            r#""orders"."payment_method" IS NOT NULL"#,
        ),
        // ("have no" / "has no" as "with no".)
        (
            "how many orders have no payment method",
            r#""orders"."payment_method" IS NULL"#,
        ),
    ] {
        let sql = retail_sql(q);
        assert!(sql.contains(want), "{q}: {sql}");
    }
    // A table said with "without" is rows without related rows.
    let sql = retail_sql("customers without orders");
    assert!(
        sql.contains("NOT IN (SELECT") && !sql.contains("IS NULL\n"),
        "{sql}"
    );
    assert!(!sql.contains(r#""gender" IS NULL"#), "{sql}");
}

#[test]
fn a_table_noun_in_the_past_tense_after_the_subject_is_its_verb() {
    // "how many customers ordered this year" abstained ("order" unplaced):
    // the orders' noun as a past-tense verb right after the customers' is
    // the clause's verb, as after "who" — customers with orders this year.
    for q in [
        "how many customers ordered this year",
        "which customers ordered last month",
    ] {
        let sql = retail_sql(q);
        assert!(
            sql.contains(r#""customers"."customer_id" IN (SELECT "orders"."customer_id""#),
            "{q}: {sql}"
        );
    }
}

/// Products in categories with Chinese and English names, and orders whose
/// first text column (their channel) is shared by many orders.
fn shelves(categories: &[&str]) -> ((Schema, Vec<TableProfile>), SemanticLayer) {
    let schema = sqlite_schema(vec![
        Table::new("product_categories")
            .with_key("category_id", Integer)
            .with_column("category_name", Text)
            .with_column("category_name_en", Text),
        Table::new("products")
            .with_key("product_id", Integer)
            .with_column("product_name", Text)
            .with_reference("category_id", Integer, "product_categories", "category_id")
            .with_column("unit_price", Decimal),
        Table::new("orders")
            .with_key("order_id", Integer)
            .with_column("channel", Text)
            .with_column("order_date", Date),
        Table::new("order_lines")
            .with_key("line_id", Integer)
            .with_reference("order_id", Integer, "orders", "order_id")
            .with_reference("product_id", Integer, "products", "product_id")
            .with_column("discount_rate", Decimal)
            .with_column("amount", Decimal),
    ]);
    let profiles = vec![
        TableProfile::new(
            "product_categories",
            categories.len() as u64,
            vec![
                ColumnProfile::of_values("category_name", categories),
                ColumnProfile::of_values("category_name_en", &["Food & Beverage", "Apparel"]),
            ],
        ),
        TableProfile::new(
            "orders",
            1000,
            vec![ColumnProfile::of_values("channel", &["online", "store"])],
        ),
    ];
    let yaml = "
tables:
  product_categories:
    synonyms: [品类, 类别]
  products:
    synonyms: [商品]
    columns:
      unit_price: {synonyms: [价格]}
  orders:
    synonyms: [订单]
  order_lines:
    columns:
      discount_rate: {synonyms: [折扣, 折扣率]}
      amount: {synonyms: [金额]}
";
    let layer = SemanticLayer::parse(yaml, "shelves.yaml", Some(&schema)).expect("valid layer");
    ((schema, profiles), layer)
}

#[test]
fn a_word_said_with_lei_is_the_one_category_holding_it() {
    // 饮料类商品有多少个 counted every product at 0.94: 饮料类 was linked to
    // the categories table by its head 类 and 饮料 dropped. X类 is "the
    // category of X": the one stored name that holds X (above a
    // dictionary's Chinese for an English name, 'Food & Beverage').
    for (q, value) in [
        ("饮料类商品有多少个", "食品饮料"),
        ("服装类商品的平均价格", "服装鞋帽"),
    ] {
        let sql = described_sql(shelves(&["食品饮料", "服装鞋帽", "手机数码"]), q);
        assert!(
            sql.contains(&format!(r#""category_name" = '{value}'"#)),
            "{q}: {sql}"
        );
    }
    // Two names hold it: neither is guessed, and the word is not dropped.
    let (setup, layer) = shelves(&["食品饮料", "酒水饮料"]);
    let p = plan_with(&setup, Some(&layer), "饮料类商品有多少个");
    assert!(p.sql.is_none(), "{:?}", p.sql);
}

#[test]
fn rows_whose_label_repeats_are_named_by_their_key() {
    // 折扣最大的订单 grouped the orders by their channel (the first text
    // column, which two values repeat over a thousand orders) and summed
    // the lines' discount rates. Orders are told apart by their key, and a
    // rate has no total: the order of the line with the largest one.
    let sql = described_sql(shelves(&["食品饮料"]), "折扣最大的订单");
    assert!(sql.contains(r#"SELECT "orders"."order_id""#), "{sql}");
    assert!(!sql.contains("GROUP BY") && !sql.contains("SUM("), "{sql}");
    // An amount adds up per order.
    let sql = described_sql(shelves(&["食品饮料"]), "金额最大的订单");
    assert!(
        sql.contains(r#"SUM("order_lines"."amount")"#)
            && sql.contains(r#"GROUP BY "orders"."order_id""#),
        "{sql}"
    );
}

#[test]
fn values_joined_by_and_before_the_rows_counted_are_each_ones() {
    // "how many male and female customers" abstained ("two values of one
    // column joined by and"): values said before the noun of the rows
    // counted, each row holding one, break the count down by them.
    for (q, column) in [
        ("how many male and female customers", "gender"),
        ("how many online and store orders last month", "channel"),
    ] {
        let sql = retail_sql(q);
        assert!(
            sql.contains("GROUP BY") && sql.contains(&format!(r#"."{column}" IN ("#)),
            "{q}: {sql}"
        );
    }
    // Taken together, they are one count.
    let sql = retail_sql("how many online and store orders combined");
    assert!(!sql.contains("GROUP BY"), "{sql}");
}

#[test]
fn an_adverb_before_a_tables_noun_is_no_verb_of_having_its_rows() {
    // "when did customers last order" answered at 0.94 with customers who
    // have orders, by their sign-up day: "last" was taken for the verb of
    // "customers (placed) orders". An adverb says when or whether, not
    // that the rows exist.
    let (setup, layer) = retail();
    for q in [
        "when did customers last order",
        "how many customers last order",
    ] {
        let p = plan_with(&setup, Some(&layer), q);
        assert!(
            p.sql.as_deref().is_none_or(|s| !s.contains("IN (SELECT")),
            "{q}: {:?}",
            p.sql
        );
    }
    // The verb itself still is one.
    let sql = retail_sql("how many customers ordered this year");
    assert!(
        sql.contains(r#""customers"."customer_id" IN (SELECT"#),
        "{sql}"
    );
}

#[test]
fn a_kind_said_before_its_tables_noun_is_that_tables_column() {
    // 各类型门店的销售额 linked 类型 to the schools' type and left 门店
    // unplaced; 各类型学校的学生数 listed every school (0.90). A kind said
    // before the rows' noun (门店类型 said the other way round) is that
    // table's column, and the noun is its head, not rows to list.
    let schema = sqlite_schema(vec![
        Table::new("stores")
            .with_key("store_id", Integer)
            .with_column("store_name", Text)
            .with_column("store_type", Text),
        Table::new("schools")
            .with_key("school_id", Integer)
            .with_column("school_name", Text)
            .with_column("school_type", Text)
            .with_column("student_count", Integer),
    ]);
    let kinds = |table: &str, column: &str| {
        TableProfile::new(
            table,
            100,
            vec![ColumnProfile {
                distinct_count: 3,
                ..ColumnProfile::of_values(column, &["甲", "乙", "丙"])
            }],
        )
    };
    let profiles = vec![
        kinds("stores", "store_type"),
        kinds("schools", "school_type"),
    ];
    let yaml = "
tables:
  stores:
    synonyms: [门店]
    columns:
      store_type: {synonyms: [门店类型]}
  schools:
    synonyms: [学校]
    columns:
      school_type: {synonyms: [类型, 学校类型]}
      student_count: {synonyms: [学生数]}
";
    let layer = SemanticLayer::parse(yaml, "kinds.yaml", Some(&schema)).expect("valid layer");
    let sql = |q: &str| described_sql(((schema.clone(), profiles.clone()), layer.clone()), q);
    for q in ["各类型门店有多少家", "每种类型的门店有多少家"] {
        let got = sql(q);
        assert!(
            got.contains(r#"GROUP BY "stores"."store_type""#),
            "{q}: {got}"
        );
    }
    // 甲类型学校数量: a count word right after the rows' noun counts them;
    // the kind before is the grouping.
    let got = sql("各类型学校数量");
    assert!(
        got.contains(r#"GROUP BY "schools"."school_type""#) && got.contains("COUNT(*)"),
        "{got}"
    );
    let got = sql("各类型学校的学生数");
    assert!(
        got.contains(r#"SUM("schools"."student_count")"#)
            && got.contains(r#"GROUP BY "schools"."school_type""#)
            && !got.contains("school_name"),
        "{got}"
    );
}

#[test]
fn the_earliest_rows_are_named_and_never_ranked_by_a_count() {
    // 注册最早的客户 answered the sign-up date alone (0.93); 下单最早的客户
    // ranked customers by how few orders they had (0.95). Rows asked for
    // and picked by one of their dates are named beside it; the earliest
    // or latest is said of a date, never of a count.
    let sql = retail_sql("注册最早的客户");
    assert!(
        sql.contains(r#"SELECT "customers"."customer_name", "customers"."signup_date""#),
        "{sql}"
    );
    let (setup, layer) = retail();
    let p = plan_with(&setup, Some(&layer), "下单最早的客户");
    assert!(
        p.sql.as_deref().is_none_or(|s| !s.contains("COUNT(")),
        "{:?}",
        p.sql
    );
    // A day asked of the earliest row is that date alone.
    let sql = retail_sql("最早的订单是哪天");
    assert!(sql.contains(r#"MIN("orders"."order_date")"#), "{sql}");
}

#[test]
fn a_noun_phrase_with_a_superlative_asks_which_rows() {
    // "store with the highest revenue" abstained ("a ranking of one
    // aggregate row"): a question that is only a noun phrase — the rows'
    // noun, with, a superlative — asks which of them, as "which store has
    // the highest revenue" does.
    for q in [
        "store with the highest revenue",
        "the stores with the highest revenue",
        "which store has the highest revenue",
    ] {
        let sql = retail_sql(q);
        assert!(
            sql.contains(r#"GROUP BY "stores"."store_name""#) && sql.contains("DESC LIMIT 1"),
            "{q}: {sql}"
        );
    }
}

#[test]
fn once_and_twice_after_a_comparison_are_a_number_of_times() {
    // "how many customers ordered more than once" abstained (once
    // unplaced); read as a bare number it would be compared with the
    // orders' amount. Once, twice after a comparison say 1 times, 2 times:
    // a count of the verb's rows per customer.
    for (q, having) in [
        ("how many customers ordered more than once", "> 1"),
        ("which customers ordered at least twice", ">= 2"),
    ] {
        let sql = retail_sql(q);
        assert!(
            sql.contains(&format!("HAVING COUNT(*) {having}")),
            "{q}: {sql}"
        );
        assert!(!sql.contains("total_amount"), "{q}: {sql}");
    }
    // A bare number after the table's noun as a verb says how many times,
    // not the amount: never the orders' amount (the noun is: "orders over
    // 10000").
    let (setup, layer) = retail();
    let p = plan_with(&setup, Some(&layer), "customers who ordered more than 5");
    assert!(
        p.sql.as_deref().is_none_or(|s| !s.contains("total_amount")),
        "{:?}",
        p.sql
    );
    assert!(retail_sql("orders over 10000").contains(r#""orders"."total_amount" > 10000"#));
}

#[test]
fn a_state_said_before_a_superlative_counts_the_rows_in_it() {
    // 退款最多的门店 abstained (最多 unplaced): a state said where the rows'
    // noun would be (订单最多的门店) names the rows in that state — the
    // refunded orders — counted per entity.
    let sql = retail_sql("退款最多的门店");
    assert!(
        sql.contains(r#""orders"."status" = 'refunded'"#)
            && sql.contains("ORDER BY COUNT(*) DESC LIMIT 1")
            && sql.contains(r#"GROUP BY "stores"."store_name""#),
        "{sql}"
    );
}

#[test]
fn a_median_is_taken_where_the_dialect_has_one() {
    // 订单金额的中位数, "median order amount" abstained (中位数 / median
    // unplaced): the middle value, DuckDB's MEDIAN and PostgreSQL's
    // PERCENTILE_CONT; SQLite and MySQL have none, and say so.
    let ((schema, profiles), layer) = retail();
    for (dialect, want) in [
        (Dialect::DuckDb, r#"MEDIAN("orders"."total_amount")"#),
        (
            Dialect::Postgres,
            r#"PERCENTILE_CONT(0.5) WITHIN GROUP (ORDER BY "orders"."total_amount")"#,
        ),
    ] {
        let schema = Schema {
            dialect,
            ..schema.clone()
        };
        for q in ["订单金额的中位数", "median order amount"] {
            let sql = described_sql(((schema.clone(), profiles.clone()), layer.clone()), q);
            assert!(sql.contains(want), "{dialect:?} {q}: {sql}");
        }
    }
    let p = plan_with(&(schema, profiles), Some(&layer), "median order amount");
    assert!(p.sql.is_none(), "{:?}", p.sql);
    assert!(
        p.abstain_reason
            .as_deref()
            .is_some_and(|r| r.contains("median")),
        "{:?}",
        p.abstain_reason
    );
    // A median of a total is of the totals of something unsaid.
    let p = plan_with(&retail().0, Some(&retail().1), "median revenue");
    assert!(p.sql.is_none(), "{:?}", p.sql);
}

#[test]
fn an_ended_state_with_its_aspect_word_glued_on_is_still_ended() {
    // 有多少商品已下架 counted the products on sale (0.96): jieba keeps
    // 已下架 as one word, and the ended state (下架, of 上架) was only
    // recognised alone. 新品 ("new products") was guessed as the products
    // by its head 品, 新 dropped: every product listed (0.92).
    let schema = sqlite_schema(vec![Table::new("products")
        .with_key("product_id", Integer)
        .with_column("product_name", Text)
        .with_column("is_active", Boolean)]);
    let yaml = "
tables:
  products:
    synonyms: [商品]
    columns:
      is_active: {synonyms: [上架]}
";
    let layer = SemanticLayer::parse(yaml, "shelf.yaml", Some(&schema)).expect("valid layer");
    let setup = (schema, Vec::new());
    for (q, value) in [("有多少商品已下架", "false"), ("下架的商品有哪些", "false")]
    {
        let p = plan_with(&setup, Some(&layer), q);
        let sql = p
            .sql
            .unwrap_or_else(|| panic!("{q}: {:?}", p.abstain_reason));
        assert!(
            sql.contains(&format!(r#""products"."is_active" = {value}"#)),
            "{q}: {sql}"
        );
    }
    let p = plan_with(&setup, Some(&layer), "新品有哪些");
    assert!(p.sql.is_none(), "{:?}", p.sql);
}

#[test]
fn a_year_kept_as_a_number_is_named_by_its_event() {
    // "schools founded before 1990" abstained ("found" unplaced): as
    // launch_date is said "launched", founded_year — a year kept as a
    // number — is said "founded".
    let setup = (
        sqlite_schema(vec![Table::new("schools")
            .with_key("school_id", Integer)
            .with_column("school_name", Text)
            .with_column("founded_year", Integer)]),
        Vec::new(),
    );
    for (q, want) in [
        (
            "schools founded before 1990",
            r#""schools"."founded_year" < 1990"#,
        ),
        (
            "how many schools were founded after 2000",
            r#""schools"."founded_year" > 2000"#,
        ),
    ] {
        let sql = answered(&setup, q).sql.unwrap_or_default();
        assert!(sql.contains(want), "{q}: {sql}");
    }
}

#[test]
fn a_total_said_last_restates_the_one_number_asked() {
    // "how many orders in total" abstained ("in, total" unplaced): said
    // after the one count or total asked, it asks nothing more.
    for q in ["how many orders in total", "how many customers altogether"] {
        let sql = retail_sql(q);
        assert!(
            sql.contains("COUNT(") && !sql.contains("GROUP BY"),
            "{q}: {sql}"
        );
    }
}

#[test]
fn the_groups_of_a_top_n_may_be_said_before_by() {
    // "top 2 stores in each city by revenue" abstained, though "top 2
    // stores by revenue in each city" was read: the groups said between
    // the rows and "by" are the same groups.
    for q in [
        "top 2 stores in each city by revenue",
        "top 2 stores by revenue in each city",
    ] {
        let sql = retail_sql(q);
        assert!(
            sql.contains(r#"PARTITION BY "stores"."city""#) && sql.contains("<= 2"),
            "{q}: {sql}"
        );
    }
}

#[test]
fn the_bottom_n_are_the_smallest_first() {
    // "bottom 3 stores by revenue" abstained: the bottom N are the top N
    // from the other end.
    let sql = retail_sql("bottom 3 stores by revenue");
    assert!(
        sql.contains(r#"GROUP BY "stores"."store_name""#)
            && sql.ends_with("LIMIT 3")
            && !sql.contains("DESC"),
        "{sql}"
    );
}

#[test]
fn a_name_inside_its_bands_is_not_that_name() {
    // 各年龄段的客户数 counted customers by each single age (0.94): 年龄
    // was found inside jieba's 年龄段, "age bands", which no column keeps.
    let setup = (
        sqlite_schema(vec![Table::new("customers")
            .with_key("customer_id", Integer)
            .with_column("customer_name", Text)
            .with_column("age", Integer)]),
        Vec::new(),
    );
    let yaml = "
tables:
  customers:
    synonyms: [客户]
    columns:
      age: {synonyms: [年龄]}
";
    let schema = &setup.0;
    let layer = SemanticLayer::parse(yaml, "ages.yaml", Some(schema)).expect("valid layer");
    let p = plan_with(&setup, Some(&layer), "各年龄段的客户数");
    assert!(p.sql.is_none(), "{:?}", p.sql);
    let sql = described_sql((setup, layer), "各年龄的客户数");
    assert!(sql.contains(r#"GROUP BY "customers"."age""#), "{sql}");
}

#[test]
fn a_generation_is_the_decade_its_people_were_born_in() {
    // 90后客户有多少 abstained (90, 后 unplaced): 90后 are the people born
    // 1990–1999, 00后 2000–2009, 95后 1995–1999 — kept by the one column
    // of the rows' birth year.
    let schema = sqlite_schema(vec![Table::new("members")
        .with_key("member_id", Integer)
        .with_column("member_name", Text)
        .with_column("birth_year", Integer)]);
    let layer = SemanticLayer::parse(
        "tables:\n  members:\n    synonyms: [会员]\n",
        "members.yaml",
        Some(&schema),
    )
    .expect("valid layer");
    for (q, from, to) in [
        ("90后会员有多少", 1990, 1999),
        ("00后会员有多少", 2000, 2009),
        ("95后会员有多少", 1995, 1999),
    ] {
        let sql = described_sql(((schema.clone(), Vec::new()), layer.clone()), q);
        assert!(
            sql.contains(&format!(
                r#""members"."birth_year" BETWEEN {from} AND {to}"#
            )),
            "{q}: {sql}"
        );
    }
}

#[test]
fn a_which_question_closed_by_a_bare_comparative_asks_for_the_top_one() {
    // 哪家门店订单多 answered 0.95 with every store that has an order, and
    // 客户多的城市 listed every city: 多 was a filler. A which-question
    // closed by a bare 多 / 高 / 少 … asks for the one that is most so,
    // as with 最; elsewhere 多 is no longer dropped.
    for q in ["哪个城市的门店多", "哪家门店的订单多"] {
        let sql = retail_sql(q);
        assert!(sql.contains("ORDER BY COUNT(*) DESC LIMIT 1"), "{q}: {sql}");
    }
    let (setup, layer) = retail();
    // 哪些 asks for a set, 多大 for an amount: neither is the top one.
    for q in ["哪些门店的营收高", "哪个门店的面积有多大"] {
        let p = plan_with(&setup, Some(&layer), q);
        assert!(
            p.sql.as_deref().is_none_or(|s| !s.contains("LIMIT 1")),
            "{q}: {:?}",
            p.sql
        );
    }
    let p = plan_with(&setup, Some(&layer), "订单多的门店");
    assert!(
        p.sql
            .as_deref()
            .is_none_or(|s| s.contains("ORDER BY") || s.contains("HAVING")),
        "{:?}",
        p.sql
    );
}

#[test]
fn last_left_by_the_time_words_is_the_latest() {
    // "last order date of each customer" abstained ("last" unplaced), and
    // "when was the last order" ranked days by their orders: what the time
    // rules leave of "last" (last year, the last 7 days are theirs) is the
    // latest — except in a person's last name.
    let sql = retail_sql("last order date of each customer");
    assert!(
        sql.contains(r#"MAX("orders"."order_date")"#) && sql.contains("GROUP BY"),
        "{sql}"
    );
    let sql = retail_sql("when was the last order");
    assert!(sql.contains(r#"MAX("orders"."order_date")"#), "{sql}");
    let setup = (
        sqlite_schema(vec![Table::new("student")
            .with_key("stu_id", Integer)
            .with_column("fname", Text)
            .with_column("lname", Text)
            .with_column("age", Integer)]),
        Vec::new(),
    );
    let sql = answered(&setup, "what is the last name of the youngest student")
        .sql
        .unwrap_or_default();
    assert!(
        sql.contains(r#""student"."lname""#) && sql.contains(r#"ORDER BY "student"."age""#),
        "{sql}"
    );
}

#[test]
fn one_row_picked_by_a_date_many_rows_share_is_every_row_of_that_date() {
    // 注册最早的客户 named one customer of the first sign-up day, where a
    // dozen signed up: the one row picked by a date many rows share is
    // every row of that date (the ties kept), or a doubt where a condition
    // the subquery would not see narrows the rows; so is the oldest
    // customer of the thirty birth years. Ten picked are ten of
    // the latest; dates of their own (stores' openings) pick their row.
    let schema = sqlite_schema(vec![
        Table::new("customers")
            .with_key("customer_id", Integer)
            .with_column("customer_name", Text)
            .with_column("signup_date", Date)
            .with_column("birth_year", Integer),
        Table::new("stores")
            .with_key("store_id", Integer)
            .with_column("store_name", Text)
            .with_column("opened_on", Date),
    ]);
    let shared = |column: &str, distinct: u64| ColumnProfile {
        distinct_count: distinct,
        ..ColumnProfile::of_values(column, &[])
    };
    let profiles = vec![
        TableProfile::new(
            "customers",
            100,
            vec![shared("signup_date", 10), shared("birth_year", 30)],
        ),
        TableProfile::new("stores", 100, vec![shared("opened_on", 100)]),
    ];
    let layer = SemanticLayer::parse(
        "tables:\n  customers:\n    synonyms: [客户]\n    columns:\n      signup_date: {synonyms: [注册日期]}\n  stores:\n    synonyms: [门店]\n    columns:\n      opened_on: {synonyms: [开业日期]}\n",
        "dates.yaml",
        Some(&schema),
    )
    .expect("valid layer");
    let setup = (schema, profiles);
    let p = plan_with(&setup, Some(&layer), "注册日期最早的客户");
    let sql = p.sql.expect("answered");
    assert!(
        sql.contains(r#"WHERE "customers"."signup_date" = (SELECT MIN("customers"."signup_date") FROM "customers")"#)
            && !sql.contains("LIMIT"),
        "{sql}"
    );
    let sql = plan_with(&setup, Some(&layer), "注册日期最晚的客户")
        .sql
        .expect("answered");
    assert!(
        sql.contains(r#"(SELECT MAX("customers"."signup_date")"#),
        "{sql}"
    );
    // An age by its birth year is shared as a sign-up day is.
    let sql = plan_with(&setup, Some(&layer), "年龄最大的客户")
        .sql
        .expect("answered");
    assert!(
        sql.contains(r#"= (SELECT MAX(("#) && sql.contains("birth_year") && !sql.contains("LIMIT"),
        "{sql}"
    );
    // Within a period the subquery would have to repeat: still a doubt.
    let p = plan_with(&setup, Some(&layer), "今年注册日期最早的客户");
    assert!(p.sql.is_none(), "{:?}", p.sql);
    let p = plan_with(&setup, Some(&layer), "开业日期最早的门店");
    assert!(p.sql.is_some(), "{:?}", p.abstain_reason);
}

#[test]
fn rows_asked_by_their_noun_and_picked_by_their_latest_date_are_named() {
    // "the store that opened most recently" answered the date alone (0.96):
    // the latest date said of rows asked for by their noun picks the rows,
    // named beside the date. A date asked for ("when …", 哪天) is the date.
    for q in [
        "the store that opened most recently",
        "the most recently opened store",
    ] {
        let sql = retail_sql(q);
        assert!(
            sql.contains(r#"SELECT "stores"."store_name", "stores"."opened_on""#)
                && sql.contains(r#"ORDER BY "stores"."opened_on" DESC LIMIT 1"#),
            "{q}: {sql}"
        );
    }
    for q in ["when did the last store open", "when was the last order"] {
        let sql = retail_sql(q);
        assert!(sql.contains("MAX(") && !sql.contains("LIMIT"), "{q}: {sql}");
    }
    let sql = retail_sql("最早的订单是哪天");
    assert!(sql.contains(r#"MIN("orders"."order_date")"#), "{sql}");
}

#[test]
fn a_size_word_with_by_is_ranked_by_the_number_named() {
    // "the 3 largest stores by floor area" abstained ("largest: of what
    // size"): the number after "by" is the size, the number before the
    // size word how many.
    for (q, order) in [
        (
            "the 3 largest stores by area sqm",
            r#"ORDER BY "stores"."area_sqm" DESC LIMIT 3"#,
        ),
        (
            "the smallest store by area sqm",
            r#"ORDER BY "stores"."area_sqm" LIMIT 1"#,
        ),
    ] {
        let sql = retail_sql(q);
        assert!(
            sql.contains(r#""stores"."store_name""#) && sql.ends_with(order),
            "{q}: {sql}"
        );
    }
}

#[test]
fn a_name_each_row_has_its_own_is_no_commoner_than_another_by_an_estimate() {
    // "the most popular product" ranked 102 unique names by their one row
    // each (0.93): DuckDB's distinct sketch said 101 of 102, and the exact
    // count of the most frequent name — once — was not believed.
    let schema = sqlite_schema(vec![Table::new("products")
        .with_key("product_id", Integer)
        .with_column("product_name", Text)
        .with_column("brand", Text)]);
    let names: Vec<String> = (0..102).map(|k| format!("product {k}")).collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let profiles = vec![TableProfile::new(
        "products",
        102,
        vec![
            ColumnProfile {
                distinct_count: 101,
                distinct_approximate: true,
                ..ColumnProfile::of_values("product_name", &names)
            },
            ColumnProfile {
                distinct_count: 20,
                distinct_approximate: true,
                top_values: vec![(chatdb_core::Value::Text("acme".into()), 9)],
                ..ColumnProfile::of_values("brand", &[])
            },
        ],
    )];
    let setup = (schema, profiles);
    let p = plan_with(&setup, None, "what is the most common product name");
    assert!(
        p.sql.as_deref().is_none_or(|s| !s.contains("COUNT(*)")),
        "{:?}",
        p.sql
    );
    // A value rows share is still counted.
    let sql = plan_with(&setup, None, "what is the most common brand")
        .sql
        .expect("answered");
    assert!(sql.contains("ORDER BY COUNT(*) DESC LIMIT 1"), "{sql}");
}

#[test]
fn groups_with_a_column_of_rows_many_to_each_group_listed_are_a_doubt() {
    // 各门店类型的数量 listed every order line's quantity beside its store's
    // type (0.90): groups asked with nothing measured, listing a column of
    // rows that are many to each group's row, say nothing per group.
    let (setup, layer) = goods();
    let p = plan_with(&setup, Some(&layer), "各品牌的数量");
    assert!(
        p.sql
            .as_deref()
            .is_none_or(|s| !s.contains(r#""order_lines"."quantity" FROM"#)),
        "{:?}",
        p.sql
    );
    // Measured per group, it is a total.
    let sql = goods_sql("各品牌的销量");
    assert!(sql.contains("SUM(order_lines.quantity)"), "{sql}");
}

#[test]
fn the_first_and_last_time_are_an_events_earliest_and_latest_date() {
    // 第一次下单 / 最后一次下单: the date of the first or last order, for
    // each customer.
    let sql = retail_sql("每个客户第一次下单是什么时候");
    assert!(
        sql.contains(r#"MIN("orders"."order_date")"#) && sql.contains("GROUP BY"),
        "{sql}"
    );
    let sql = retail_sql("每个客户最后一次下单是什么时候");
    assert!(sql.contains(r#"MAX("orders"."order_date")"#), "{sql}");
    // Where a date is compared with a value, 首次 names the event whose
    // date is compared: no pick of the earliest.
    let (setup, layer) = retail();
    let p = plan_with(&setup, Some(&layer), "2025年1月1日之前首次下单的客户");
    assert!(
        p.sql
            .as_deref()
            .is_none_or(|s| !s.contains("MIN(") && !s.contains("LIMIT 1")),
        "{:?}",
        p.sql
    );
}

#[test]
fn each_groups_top_row_by_a_column_said_before_the_superlative() {
    // 每个客户金额最大的一笔订单: the column before 最大, the rows after
    // it — each customer's largest order, named by its key (orders have no
    // name), not the customers ranked.
    let (setup, layer) = retail();
    let p = plan_with(&setup, Some(&layer), "每个客户金额最大的一笔订单");
    let sql = p.sql.clone().unwrap_or_default();
    assert!(
        sql.contains(r#"ORDER BY "orders"."total_amount" DESC"#)
            && sql.contains("rank_in_group\" <= 1")
            && sql.contains(r#""orders"."order_id""#)
            && !sql.contains(r#""orders"."channel""#)
            && p.parsed.confidence >= 0.8,
        "{sql}"
    );
    // 最近一笔订单 per store: 一笔 is the one row, said right after 最近.
    let p = plan_with(&setup, Some(&layer), "每家门店最近一笔订单");
    let sql = p.sql.clone().unwrap_or_default();
    assert!(
        sql.contains(r#"ORDER BY "orders"."order_date" DESC"#)
            && sql.contains("rank_in_group\" <= 1")
            && p.parsed.confidence >= 0.8,
        "{sql}"
    );
}

#[test]
fn rate_after_a_value_is_no_rate_column() {
    // "refund rate" over a schema with a discount_rate column: the rate of
    // refunded orders, not the discount rate the word alone matches.
    let ((mut schema, profiles), _) = retail();
    schema.tables.push(
        Table::new("order_lines")
            .with_key("line_id", Integer)
            .with_reference("order_id", Integer, "orders", "order_id")
            .with_column("discount_rate", Decimal),
    );
    let (_, layer) = retail();
    let setup = (schema, profiles);
    for q in ["refund rate by month", "refund rate by channel"] {
        let p = plan_with(&setup, Some(&layer), q);
        let sql = p.sql.clone().unwrap_or_default();
        assert!(
            sql.contains(r#"COUNT(CASE WHEN ("orders"."status" = 'refunded') THEN 1 END)"#)
                && !sql.contains("discount_rate")
                && p.parsed.confidence >= 0.8,
            "{q}: {sql} {:?}",
            p.abstain_reason
        );
    }
    // Said alone, "discount rate" is still the column.
    let sql = plan_with(&setup, Some(&layer), "average discount rate")
        .sql
        .unwrap_or_default();
    assert!(sql.contains("discount_rate"), "{sql}");
}

#[test]
fn rows_named_before_an_english_ranking_by_an_amount_are_its_groups() {
    // "stores ranked by revenue": each store's revenue, the largest first —
    // not one total ranked alone.
    let sql = retail_sql("stores ranked by revenue");
    assert!(
        sql.contains(r#"GROUP BY "stores"."store_name""#)
            && sql.ends_with(r#"ORDER BY SUM(orders.total_amount) DESC"#),
        "{sql}"
    );
    // A count said before the table ranked by: "number of stores".
    let sql = retail_sql("cities ranked by number of stores");
    assert!(
        sql.contains(r#"GROUP BY "stores"."city""#) && sql.ends_with("ORDER BY COUNT(*) DESC"),
        "{sql}"
    );
    // Ranked by a column of their own, the rows stay rows.
    let sql = retail_sql("stores ranked by area");
    assert!(
        !sql.contains("GROUP BY") && sql.contains(r#"ORDER BY "stores"."area_sqm""#),
        "{sql}"
    );
}

#[test]
fn the_oldest_of_rows_without_an_age_is_the_earliest_of_their_own_date() {
    // Stores keep no age but the date they opened: the oldest opened
    // first, the youngest (newest) last.
    for (q, ending) in [
        ("oldest store", r#"ORDER BY "stores"."opened_on" LIMIT 1"#),
        (
            "the 3 oldest stores",
            r#"ORDER BY "stores"."opened_on" LIMIT 3"#,
        ),
        (
            "youngest store",
            r#"ORDER BY "stores"."opened_on" DESC LIMIT 1"#,
        ),
        ("最老的门店", r#"ORDER BY "stores"."opened_on" LIMIT 1"#),
    ] {
        let sql = retail_sql(q);
        assert!(sql.ends_with(ending), "{q}: {sql}");
    }
    // 每个城市最早开业的门店: a date said after the superlative, the rows
    // after it — each city's first store, not the cities ranked by a count.
    let sql = retail_sql("每个城市最早开业的门店");
    assert!(
        sql.contains(r#"PARTITION BY "stores"."city" ORDER BY "stores"."opened_on")"#)
            && !sql.contains("COUNT("),
        "{sql}"
    );
    // Within each group, the same order.
    let sql = retail_sql("the oldest store in each city");
    assert!(
        sql.contains(r#"PARTITION BY "stores"."city" ORDER BY "stores"."opened_on")"#),
        "{sql}"
    );
}

#[test]
fn a_period_is_on_the_event_named_not_on_an_undeclared_date_of_the_rows_counted() {
    // 上个月购买华为商品的客户: customers who bought in the month — the
    // orders' declared date, not the customers' signup date.
    let schema = sqlite_schema(vec![
        Table::new("customers")
            .with_key("customer_id", Integer)
            .with_column("customer_name", Text)
            .with_column("signup_date", Date),
        Table::new("orders")
            .with_key("order_id", Integer)
            .with_reference("customer_id", Integer, "customers", "customer_id")
            .with_column("order_date", Date),
        Table::new("order_lines")
            .with_key("line_id", Integer)
            .with_reference("order_id", Integer, "orders", "order_id")
            .with_reference("product_id", Integer, "products", "product_id")
            .with_column("quantity", Integer),
        Table::new("products")
            .with_key("product_id", Integer)
            .with_column("product_name", Text)
            .with_column("brand", Text),
    ]);
    let profiles = vec![TableProfile::new(
        "products",
        100,
        vec![ColumnProfile::of_values("brand", &["华为", "小米"])],
    )];
    let yaml = "
tables:
  customers:
    synonyms: [客户]
    columns:
      signup_date: {synonyms: [注册日期]}
  orders:
    synonyms: [订单, 购买]
    time_column: order_date
  products:
    synonyms: [商品]
";
    let layer = SemanticLayer::parse(yaml, "shop.yaml", Some(&schema)).expect("valid layer");
    let setup = (schema, profiles);
    let sql = plan_with(&setup, Some(&layer), "上个月购买华为商品的客户有多少")
        .sql
        .unwrap_or_default();
    assert!(
        sql.contains(r#""orders"."order_date" >="#) && !sql.contains("signup_date"),
        "{sql}"
    );
    // The customers' own date, said, stays theirs.
    let sql = plan_with(&setup, Some(&layer), "注册日期在上个月的客户有多少")
        .sql
        .unwrap_or_default();
    assert!(
        sql.contains(r#""customers"."signup_date" >="#) && !sql.contains("order_date"),
        "{sql}"
    );
}

#[test]
fn a_proportion_of_a_category_is_its_rows_split_among_its_values() {
    // 客户的男女比例, 性别比例: how the customers split by gender — a count
    // per value and its share — not the gender of every customer listed.
    for q in [
        "客户的男女比例",
        "客户性别比例",
        "proportion of customers by gender",
    ] {
        let sql = retail_sql(q);
        assert!(
            sql.contains(r#"GROUP BY "customers"."gender""#)
                && sql.contains("100.0 * COUNT(*) / NULLIF(SUM(COUNT(*)) OVER (), 0)"),
            "{q}: {sql}"
        );
    }
}

#[test]
fn how_many_of_a_thing_a_column_counts_adds_the_counts_up() {
    // 初中有多少学生 listed each junior school's distinct student count
    // (0.93): how many students is the counts kept, added up over the rows
    // picked — unless an average governs it.
    let schema = sqlite_schema(vec![Table::new("schools")
        .with_key("school_id", Integer)
        .with_column("school_name", Text)
        .with_column("school_type", Text)
        .with_column("student_count", Integer)]);
    let profiles = vec![TableProfile::new(
        "schools",
        100,
        vec![ColumnProfile::of_values(
            "school_type",
            &["小学", "初中", "高中"],
        )],
    )];
    let yaml = "
tables:
  schools:
    synonyms: [学校]
    columns:
      student_count: {synonyms: [学生数, 学生]}
";
    let layer = SemanticLayer::parse(yaml, "schools.yaml", Some(&schema)).expect("valid layer");
    let sql = |q: &str| described_sql(((schema.clone(), profiles.clone()), layer.clone()), q);
    let got = sql("初中有多少学生");
    assert!(
        got.contains(r#"SUM("schools"."student_count")"#)
            && got.contains(r#""schools"."school_type" = '初中'"#)
            && !got.contains("DISTINCT"),
        "{got}"
    );
    let got = sql("平均每所学校有多少学生");
    assert!(got.contains(r#"AVG("schools"."student_count")"#), "{got}");
}

#[test]
fn the_oldest_of_rows_keeping_the_year_they_began_is_the_earliest_year() {
    let setup = (
        sqlite_schema(vec![Table::new("schools")
            .with_key("school_id", Integer)
            .with_column("school_name", Text)
            .with_column("founded_year", Integer)]),
        Vec::new(),
    );
    let sql = answered(&setup, "oldest school").sql.unwrap_or_default();
    assert!(
        sql.ends_with(r#"ORDER BY "schools"."founded_year" LIMIT 1"#),
        "{sql}"
    );
}

#[test]
fn a_place_stored_in_english_is_named_by_its_chinese_characters() {
    // A Chinese question over English data: 上海 reads 'Shanghai', and the
    // dictionary's 北京市 for 'Beijing' is said without its 市.
    let schema = sqlite_schema(vec![Table::new("departments")
        .with_key("dept_id", Integer)
        .with_column("dept_name", Text)
        .with_column("location", Text)]);
    let profiles = vec![TableProfile::new(
        "departments",
        4,
        vec![ColumnProfile::of_values(
            "location",
            &["Beijing", "Shanghai", "Shenzhen"],
        )],
    )];
    let setup = (schema, profiles);
    for (q, place) in [
        ("上海的部门有哪些", "Shanghai"),
        ("北京的部门有哪些", "Beijing"),
    ] {
        let p = plan(&setup, q);
        let sql = p.sql.clone().unwrap_or_default();
        assert!(
            sql.contains(&format!(r#""departments"."location" = '{place}'"#)),
            "{q}: {sql} {:?}",
            p.abstain_reason
        );
    }
}

#[test]
fn a_word_means_the_stored_value_it_spells_over_one_it_only_stems_to() {
    // "engineers in Beijing": 'Engineer' (a job title) is spelled,
    // 'Engineering' (a department) only shares the stem — the engineers,
    // whatever other table the question names.
    let schema = sqlite_schema(vec![
        Table::new("departments")
            .with_key("dept_id", Integer)
            .with_column("dept_name", Text)
            .with_column("location", Text),
        Table::new("employees")
            .with_key("emp_id", Integer)
            .with_column("full_name", Text)
            .with_column("job_title", Text)
            .with_reference("dept_id", Integer, "departments", "dept_id"),
    ]);
    let profiles = vec![
        TableProfile::new(
            "departments",
            4,
            vec![
                ColumnProfile::of_values("dept_name", &["Engineering", "Sales"]),
                ColumnProfile::of_values("location", &["Beijing", "Shanghai"]),
            ],
        ),
        TableProfile::new(
            "employees",
            200,
            vec![ColumnProfile::of_values(
                "job_title",
                &["Engineer", "Manager", "Analyst"],
            )],
        ),
    ];
    let setup = (schema, profiles);
    let sql = plan(&setup, "engineers in Beijing").sql.unwrap_or_default();
    assert!(
        sql.contains(r#""employees"."job_title" = 'Engineer'"#) && !sql.contains("'Engineering'"),
        "{sql}"
    );
    // A listing of nothing but a value the question names ('Sales' as the
    // department's name) tells nothing: never answered so.
    let p = plan(&setup, "managers in the sales department");
    assert!(
        p.parsed.confidence < 0.8
            || p.sql
                .as_deref()
                .is_some_and(|s| s.contains(r#""employees"."full_name""#)),
        "{:?} {}",
        p.sql,
        p.parsed.confidence
    );
}

#[test]
fn everyday_chinese_business_words_name_english_columns() {
    // 工资 is a salary (the dictionary glosses it "wages"); 工资总额 is
    // the salaries added up, never the top earner's department.
    let schema = sqlite_schema(vec![
        Table::new("departments")
            .with_key("dept_id", Integer)
            .with_column("dept_name", Text),
        Table::new("employees")
            .with_key("emp_id", Integer)
            .with_column("full_name", Text)
            .with_column("salary", Decimal)
            .with_reference("dept_id", Integer, "departments", "dept_id"),
    ]);
    let setup = (schema, Vec::new());
    let sql = answered(&setup, "每个部门的平均工资")
        .sql
        .unwrap_or_default();
    assert!(
        sql.contains(r#"AVG("employees"."salary")"#)
            && sql.contains(r#"GROUP BY "departments"."dept_name""#),
        "{sql}"
    );
    let sql = answered(&setup, "每个部门的工资总额")
        .sql
        .unwrap_or_default();
    assert!(sql.contains(r#"SUM("employees"."salary")"#), "{sql}");
    // 入职 is the event hire_date records, said by its verb.
    let hired = (
        sqlite_schema(vec![Table::new("employees")
            .with_key("emp_id", Integer)
            .with_column("full_name", Text)
            .with_column("hire_date", Date)]),
        Vec::new(),
    );
    let sql = answered(&hired, "2024年入职的员工有多少")
        .sql
        .unwrap_or_default();
    assert!(
        sql.contains(r#""employees"."hire_date" >= '2024-01-01'"#),
        "{sql}"
    );
    let p = plan(&setup, "哪个部门的员工工资总额最高");
    assert!(
        p.parsed.confidence < 0.8
            || p.sql
                .as_deref()
                .is_some_and(|s| s.contains(r#"SUM("employees"."salary")"#)),
        "{:?}",
        p.sql
    );
}

#[test]
fn a_chinese_clause_denied_after_but_leaves_the_rows_of_the_first() {
    // 去年下过单但今年没下单的客户 abstained (去年, 下过, 单, 但 unplaced),
    // while "customers who ordered last year but not this year" answered:
    // the second clause, negated after 但, is taken away from the first.
    for q in [
        "去年下过单但今年没下单的客户",
        "去年下过单但是今年没有的客户有哪些",
    ] {
        let sql = retail_sql(q);
        assert!(
            sql.contains("EXCEPT")
                && sql.starts_with(r#"SELECT "customers"."customer_name" FROM "customers""#)
                && sql.contains(r#""orders"."order_date" >= '2025-01-01' AND "orders"."order_date" < '2026-01-01'"#)
                && sql.contains(r#""orders"."order_date" >= '2026-01-01' AND "orders"."order_date" < '2027-01-01'"#),
            "{q}: {sql}"
        );
    }
}

/// Customers, their orders and the goods' categories the order lines
/// reach, with a layer naming buying as orders.
fn goods_retail() -> ((Schema, Vec<TableProfile>), SemanticLayer) {
    let schema = sqlite_schema(vec![
        Table::new("customers")
            .with_key("customer_id", Integer)
            .with_column("customer_name", Text),
        Table::new("categories")
            .with_key("category_id", Integer)
            .with_column("category_name", Text),
        Table::new("products")
            .with_key("product_id", Integer)
            .with_column("product_name", Text)
            .with_reference("category_id", Integer, "categories", "category_id"),
        Table::new("orders")
            .with_key("order_id", Integer)
            .with_reference("customer_id", Integer, "customers", "customer_id")
            .with_column("order_date", Date),
        Table::new("order_items")
            .with_key("item_id", Integer)
            .with_reference("order_id", Integer, "orders", "order_id")
            .with_reference("product_id", Integer, "products", "product_id")
            .with_column("quantity", Integer),
    ]);
    let yaml = "
tables:
  customers:
    synonyms: [客户, customer]
  orders:
    synonyms: [订单, 下单, 下过单, 购买, 买过, order]
  categories:
    synonyms: [品类]
";
    let layer =
        SemanticLayer::parse(yaml, "goods_retail.yaml", Some(&schema)).expect("valid layer");
    let profiles = vec![TableProfile::new(
        "categories",
        2,
        vec![ColumnProfile::of_values(
            "category_name",
            &["手机数码", "家用电器"],
        )],
    )];
    ((schema, profiles), layer)
}

#[test]
fn the_object_of_a_related_clause_is_a_condition_on_the_related_rows() {
    // 买过手机数码的客户: the customers whose orders hold goods of that
    // category — the value said between the verb and 的 goes inside the
    // related rows' subquery (joined there along the order lines), not
    // onto the customers joined to every order. A second clause dropping
    // the object (但这个月没买过) takes the first's, in its own period.
    let sql = described_sql(goods_retail(), "买过手机数码的客户有多少");
    assert!(
        sql.starts_with(r#"SELECT COUNT(*) AS "count" FROM "customers" WHERE "customers"."customer_id" IN (SELECT "orders"."customer_id" FROM "orders" JOIN"#)
            && sql.contains(r#""categories"."category_name" = '手机数码'"#),
        "{sql}"
    );
    let sql = described_sql(
        goods_retail(),
        "上个月买过手机数码但这个月没买过的客户有多少",
    );
    assert!(
        sql.matches(r#""categories"."category_name" = '手机数码'"#)
            .count()
            == 2
            && sql.contains(" EXCEPT ")
            && sql.contains(r#""orders"."order_date" >= '2026-10-01'"#)
            && sql.contains(r#""orders"."order_date" >= '2026-11-01'"#),
        "{sql}"
    );
}

#[test]
fn a_set_operation_of_counts_counts_the_rows_it_leaves() {
    // "how many customers ordered last year but not this year" abstained:
    // the counts of each side combined mean nothing, so the sides are the
    // counted rows' keys, and the rows the EXCEPT leaves are counted.
    // (…的客户数: a metric that counts the customers counts them too.)
    for q in [
        "去年下过单但今年没下单的客户有多少",
        "去年下过单但今年没下单的客户数",
        "how many customers ordered last year but not this year",
    ] {
        let sql = retail_sql(q);
        assert!(
            sql.starts_with(r#"SELECT COUNT(*) AS "count" FROM (SELECT "customers"."customer_id" FROM "customers""#)
                && sql.contains(" EXCEPT SELECT \"customers\".\"customer_id\" FROM")
                && sql.ends_with(r#") AS "combined""#),
            "{q}: {sql}"
        );
    }
    // Orders of last year but not this year are all of last year's: no
    // set operation of the dated rows themselves.
    let (setup, layer) = retail();
    let p = plan_with(
        &setup,
        Some(&layer),
        "how many orders last year but not this year",
    );
    assert!(
        p.sql.as_deref().is_none_or(|s| !s.contains("EXCEPT")),
        "{:?}",
        p.sql
    );
}

#[test]
fn a_kind_said_of_the_rows_after_a_related_clause_keeps_the_rows() {
    // 去年下过单的钻石客户 listed last year's orders (0.85): the value before
    // 客户 hid the customers from the clause 下过单的 — a kind of the rows
    // said between 的 and their noun is a filter on them.
    let sql = retail_sql("去年下过单的钻石客户");
    assert!(
        sql.starts_with(r#"SELECT "customers"."customer_name" FROM "customers""#)
            && sql.contains(r#""customers"."member_level" = '钻石'"#)
            && sql.contains(r#""customers"."customer_id" IN (SELECT "orders"."customer_id""#)
            && sql.contains(r#""orders"."order_date" >= '2025-01-01'"#),
        "{sql}"
    );
}

#[test]
fn growth_ranked_in_one_period_is_against_the_period_before() {
    // 去年哪个门店的营收下降最多: growth said of one calendar year, with no
    // period to grow from, is against the year before; ranked by it (最多
    // cut in two by jieba at the end of the question), the largest fall
    // first.
    // (Every word that says only a fall: 下滑, 下跌.)
    for q in [
        "去年哪个门店的营收下降最多",
        "去年营收下降最多的门店",
        "去年哪个门店的营收下滑最多",
        "去年营收下跌最多的门店",
    ] {
        let sql = retail_sql(q);
        assert!(
            sql.contains(
                r#""orders"."order_date" >= '2025-01-01' AND "orders"."order_date" < '2026-01-01'"#
            ) && sql.contains(
                r#""orders"."order_date" >= '2024-01-01' AND "orders"."order_date" < '2025-01-01'"#
            ) && sql.ends_with(r#"/ NULLIF(p."营收", 0) LIMIT 1"#),
            "{q}: {sql}"
        );
    }
}

#[test]
fn top_with_no_number_ranks_every_row() {
    // "top stores by revenue": every store, the largest first — no number
    // is no cut; "the top store" is the one.
    let sql = retail_sql("top stores by revenue this year");
    assert!(
        sql.contains(r#"GROUP BY "stores"."store_name""#)
            && sql.ends_with(r#"ORDER BY SUM(orders.total_amount) DESC"#),
        "{sql}"
    );
    let sql = retail_sql("which store is the top store by revenue");
    assert!(sql.ends_with("DESC LIMIT 1"), "{sql}");
    // With nothing to rank by, unsure — and the user can be asked by what.
    let (setup, layer) = retail();
    let p = plan_with(&setup, Some(&layer), "top stores this year");
    assert!(
        p.sql.is_none() && p.parsed.signals.unranked_top,
        "{:?}",
        p.sql
    );
}

/// Clubs and their players: a player's `club` refers to a `football_club`.
fn clubs() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("football_club")
            .with_key("club_id", Integer)
            .with_column("founded", Text)
            .with_column("city", Text),
        Table::new("player")
            .with_key("player_id", Integer)
            .with_column("player_name", Text)
            .with_reference("club", Integer, "football_club", "club_id"),
        Table::new("course")
            .with_key("course_id", Integer)
            .with_column("starting_date", Text)
            .with_column("course", Text),
    ]);
    (schema, vec![])
}

#[test]
fn a_reference_named_by_a_tables_last_word_names_that_table() {
    // "clubs" are football clubs — a player's `club` says so — not the
    // references players keep: counted, they are the clubs' rows.
    for q in ["how many clubs are there", "一共有多少个俱乐部"] {
        let p = answered(&clubs(), q);
        assert_eq!(
            p.sql.as_deref(),
            Some(r#"SELECT COUNT(*) AS "count" FROM "football_club""#),
            "{q}"
        );
    }
    let sql = answered(&clubs(), "每个城市有几个俱乐部").sql.unwrap();
    assert!(
        sql.contains(r#"GROUP BY "football_club"."city""#) && !sql.contains("player"),
        "{sql}"
    );
}

#[test]
fn a_tables_label_is_the_column_named_as_it_never_a_date() {
    // course.course is what a course is called; its starting date, kept as
    // text, is not.
    for q in ["list all the courses", "列出所有课程的名称"] {
        let p = answered(&clubs(), q);
        assert_eq!(
            p.sql.as_deref(),
            Some(r#"SELECT "course"."course" FROM "course""#),
            "{q}"
        );
    }
}

#[test]
fn how_many_with_a_classifier_jieba_glued_to_it_counts_rows() {
    // 几门课程: jieba's 几门 is 几 and the classifier of courses.
    for q in ["一共有几门课程", "有多少门课程"] {
        let p = answered(&clubs(), q);
        assert_eq!(
            p.sql.as_deref(),
            Some(r#"SELECT COUNT(*) AS "count" FROM "course""#),
            "{q}"
        );
    }
}

#[test]
fn which_few_lists_and_a_lone_head_character_names_its_table() {
    // 哪几家 is "which ones", not how many (几家); 店 alone is the stores
    // by the head of their Chinese name (商店, 店铺).
    for q in ["上海有哪几家门店", "上海有哪几家店"] {
        let sql = retail_sql(q);
        assert!(
            sql.starts_with(r#"SELECT "stores"."store_name""#)
                && sql.contains(r#""stores"."city" = '上海'"#)
                && !sql.contains("COUNT"),
            "{q}: {sql}"
        );
    }
    let sql = retail_sql("上海有几家店");
    assert_eq!(
        sql,
        r#"SELECT COUNT(*) AS "count" FROM "stores" WHERE "stores"."city" = '上海'"#
    );
}

#[test]
fn an_average_in_money_of_named_rows_is_of_their_own_price() {
    // 苹果的商品平均多少钱: no verb, the products named — their own column
    // kept in 元 (the price), not the order lines' sales in 元.
    let ((schema, profiles), _) = goods();
    let yaml = "
tables:
  products:
    synonyms: [商品, product]
    columns:
      brand: {synonyms: [品牌]}
      unit_price: {synonyms: [单价], unit: 元}
  order_lines:
    columns:
      amount: {unit: 元}
metrics:
  - id: sales
    name: 销售额
    table: order_lines
    expression: SUM(order_lines.amount)
    unit: 元
";
    let layer = SemanticLayer::parse(yaml, "goods.yaml", Some(&schema)).expect("valid layer");
    let setup = (schema, profiles);
    let p = plan_with(&setup, Some(&layer), "苹果的商品平均多少钱");
    assert_eq!(
        p.sql.as_deref(),
        Some(
            r#"SELECT AVG("products"."unit_price") AS "avg_unit_price" FROM "products" WHERE "products"."brand" = '苹果'"#
        )
    );
    // With a verb the money is what was sold, never the price.
    let p = plan_with(&setup, Some(&layer), "苹果的商品平均卖了多少钱");
    assert!(
        p.sql.as_deref().is_none_or(|s| !s.contains("unit_price")),
        "{:?}",
        p.sql
    );
}

#[test]
fn a_noun_of_any_thing_names_nothing() {
    // 小米的东西: Xiaomi's goods — 东西 ("things") is what the value is
    // of, not a name to place.
    let sql = goods_sql("小米的东西卖了多少件");
    assert!(
        sql.contains("SUM(order_lines.quantity)") && sql.contains(r#""products"."brand" = '小米'"#),
        "{sql}"
    );
}

#[test]
fn a_level_or_a_price_is_never_totalled() {
    // Stars are a level and a price is a price: neither adds up over rows,
    // so neither is a total per group or a ranking by a total.
    for q in [
        "which site has the most stars",
        "monthly price by category",
        "stars by owner",
    ] {
        let p = plan(&site_traffic(), q);
        assert!(
            p.sql.as_deref().is_none_or(|s| !s.contains("SUM(")),
            "{q}: {:?}",
            p.sql
        );
    }
    // Nor listed row by row beside groups "by" an attribute the rows share:
    // which figure each group has is not said.
    let p = plan(&site_traffic(), "stars by owner");
    assert!(p.sql.is_none(), "{:?}", p.sql);
}

#[test]
fn a_superlative_of_an_attribute_never_ranks_by_a_count() {
    // 最便宜的房间 ranks rooms by their price; where no column keeps a
    // price (a nightly rate is not named one), the reading must not fall
    // back to the hotel with the most rooms.
    let setup = (
        sqlite_schema(vec![
            Table::new("hotels")
                .with_key("hotel_id", Integer)
                .with_column("hotel_name", Text),
            Table::new("rooms")
                .with_key("room_id", Integer)
                .with_reference("hotel_id", Integer, "hotels", "hotel_id")
                .with_column("nightly_rate", Float),
        ]),
        Vec::new(),
    );
    for q in [
        "最便宜的房间在哪家酒店",
        "which hotel has the most expensive room",
    ] {
        let p = plan(&setup, q);
        assert!(
            p.sql.as_deref().is_none_or(|s| !s.contains("COUNT")),
            "{q}: {:?}",
            p.sql
        );
    }
    // "the most rooms" is a count.
    let p = answered(&setup, "which hotel has the most rooms");
    assert!(p.sql.is_some_and(|s| s.contains("COUNT(*) DESC")));
}

#[test]
fn a_kind_of_the_rows_is_not_all_of_them() {
    // 二手车 is a kind of car (the dictionary's kinds of "car"), said with a
    // word before the head of the cars' own 汽车: which cars is not kept,
    // so counting every car would answer another question.
    let setup = (
        sqlite_schema(vec![Table::new("cars")
            .with_key("car_id", Integer)
            .with_column("plate", Text)
            .with_column("seats", Integer)]),
        Vec::new(),
    );
    let p = plan(&setup, "二手车有多少辆");
    assert!(p.sql.is_none(), "{:?}", p.sql);
    let p = answered(&setup, "汽车有多少辆");
    assert_eq!(
        p.sql.as_deref(),
        Some(r#"SELECT COUNT(*) AS "count" FROM "cars""#)
    );
}

#[test]
fn revenue_of_several_columns_of_money_taken_in_is_not_guessed() {
    // Two columns of money taken in (a sale's amount, a fee): which one is
    // the revenue is not said.
    let setup = (
        sqlite_schema(vec![
            Table::new("sales")
                .with_key("sale_id", Integer)
                .with_column("sold_on", Date)
                .with_column("amount", Float),
            Table::new("memberships")
                .with_key("membership_id", Integer)
                .with_column("joined_on", Date)
                .with_column("fee", Float),
        ]),
        Vec::new(),
    );
    let p = plan(&setup, "total income last month");
    assert!(p.sql.is_none(), "{:?}", p.sql);
}

#[test]
fn a_word_naming_two_values_of_one_column_says_neither() {
    // 销售 is the dictionary's word for both 'Sales' and 'Marketing':
    // which department is meant is not said.
    let setup = (
        sqlite_schema(vec![Table::new("employees")
            .with_key("employee_id", Integer)
            .with_column("full_name", Text)
            .with_column("department", Text)
            .with_column("salary", Float)]),
        vec![values(
            "employees",
            "department",
            &["Sales", "Marketing", "Engineering"],
        )],
    );
    let p = plan(&setup, "销售部门的平均工资");
    assert!(p.sql.is_none(), "{:?}", p.sql);
    // Said as stored, it is one value.
    let p = answered(&setup, "average salary in Engineering");
    assert!(p.sql.is_some_and(|s| s.contains("'Engineering'")));
}

#[test]
fn a_word_jieba_keeps_before_a_name_is_not_dropped() {
    // 在职员工 ("employees on the payroll") is one word to jieba, ending in
    // the employees' 员工: 在职 says which of them, and nothing keeps it.
    let setup = (
        sqlite_schema(vec![Table::new("employees")
            .with_key("employee_id", Integer)
            .with_column("full_name", Text)
            .with_column("hired_on", Date)]),
        Vec::new(),
    );
    let p = plan(&setup, "在职员工有多少");
    assert!(p.sql.is_none(), "{:?}", p.sql);
    let p = answered(&setup, "员工有多少");
    assert_eq!(
        p.sql.as_deref(),
        Some(r#"SELECT COUNT(*) AS "count" FROM "employees""#)
    );
}

#[test]
fn a_lone_character_names_the_chinese_table_it_ends() {
    // 书 is the head of the table 图书, as 店 is of 门店.
    let setup = (
        sqlite_schema(vec![Table::new("图书")
            .with_key("图书id", Integer)
            .with_column("书名", Text)
            .with_column("分类", Text)
            .with_column("定价", Float)]),
        vec![values("图书", "分类", &["科幻", "文学"])],
    );
    let p = answered(&setup, "每个分类有几本书");
    assert_eq!(
        p.sql.as_deref(),
        Some(r#"SELECT "图书"."分类", COUNT(*) AS "count" FROM "图书" GROUP BY "图书"."分类""#)
    );
}

#[test]
fn a_column_named_by_a_count_word_is_not_totalled_unasked() {
    // Order lines keep a column called 数量: 每种状态的数量 may be how many
    // lines have each status, or their quantities added — not said.
    let setup = (
        sqlite_schema(vec![Table::new("订单明细")
            .with_key("明细id", Integer)
            .with_column("状态", Text)
            .with_column("数量", Integer)]),
        vec![values("订单明细", "状态", &["已完成", "已取消"])],
    );
    let p = plan(&setup, "每种状态的数量");
    assert!(p.sql.is_none(), "{:?}", p.sql);
    // Said as a total, it is the column's.
    let p = answered(&setup, "每种状态的总数量");
    assert!(p
        .sql
        .is_some_and(|s| s.contains(r#"SUM("订单明细"."数量")"#)));
}

#[test]
fn everyday_chinese_names_a_lending_librarys_english_tables() {
    // 罚款 (a fine) and 借阅 (a loan) are what Chinese speakers call them;
    // the dictionary glosses them under other senses (the first under
    // "penalty", and 借阅 not at all).
    let schema = sqlite_schema(vec![
        Table::new("books")
            .with_key("book_id", Integer)
            .with_column("title", Text)
            .with_column("genre", Text),
        Table::new("members")
            .with_key("member_id", Integer)
            .with_column("member_name", Text),
        Table::new("loans")
            .with_key("loan_id", Integer)
            .with_reference("member_id", Integer, "members", "member_id")
            .with_reference("book_id", Integer, "books", "book_id")
            .with_column("loan_date", Date),
        Table::new("fines")
            .with_key("fine_id", Integer)
            .with_reference("loan_id", Integer, "loans", "loan_id")
            .with_column("amount", Float),
    ]);
    let profiles = vec![repeated_values(
        "books",
        "genre",
        &["fiction", "history", "science"],
    )];
    let setup = (schema, profiles);
    for (q, wanted) in [
        ("罚款总额", r#"SUM("fines"."amount")"#),
        (
            "每个会员的借阅量",
            r#"JOIN "members" ON "members"."member_id" = "loans"."member_id""#,
        ),
        ("每个月的借阅数量", r#"FROM "loans""#),
    ] {
        let p = plan_with(&setup, None, q);
        let sql = p
            .sql
            .unwrap_or_else(|| panic!("{q}: {:?}", p.abstain_reason));
        assert!(sql.contains(wanted), "{q}: {sql}");
    }
}

#[test]
fn rows_listed_by_their_key_alone_are_a_doubt() {
    // "closed tickets": the tickets' label (status) is fixed by the
    // filter, so the listing would show nothing but ids — as likely a
    // count was meant. Asked of a period, rows with no name of their own
    // are that period's volume, counted; asked to be listed, they are.
    let schema = sqlite_schema(vec![
        Table::new("customers")
            .with_key("customer_id", Integer)
            .with_column("customer_name", Text),
        Table::new("tickets")
            .with_key("ticket_id", Integer)
            .with_reference("customer_id", Integer, "customers", "customer_id")
            .with_column("status", Text)
            .with_column("opened_on", Date),
    ]);
    let profiles = vec![repeated_values(
        "tickets",
        "status",
        &["open", "closed", "pending"],
    )];
    let setup = (schema, profiles);
    let p = plan(&setup, "closed tickets");
    assert!(p.sql.is_none(), "{:?}", p.sql);
    for q in [
        "closed tickets last month",
        "how many closed tickets last month",
        "tickets of last month",
    ] {
        let sql = answered(&setup, q).sql.unwrap();
        assert!(sql.contains("COUNT(*)"), "{q}: {sql}");
    }
    let p = answered(&setup, "list the tickets of last month");
    assert!(p.sql.unwrap().contains(r#""tickets"."status""#));
}

/// A utility's invoices and contracts: a column named with a period word
/// (`monthly_fee`) and a date named by its event's verb (`paid_on`).
fn invoices() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("contracts")
            .with_key("contract_id", Integer)
            .with_column("status", Text)
            .with_column("start_date", Date)
            .with_column("monthly_fee", Float),
        Table::new("invoices")
            .with_key("invoice_id", Integer)
            .with_reference("contract_id", Integer, "contracts", "contract_id")
            .with_column("paid_on", Date)
            .with_column("amount", Float)
            .with_column("method", Text),
    ]);
    let profiles = vec![
        repeated_values("contracts", "status", &["active", "ended"]),
        repeated_values("invoices", "method", &["bank", "card", "cash"]),
    ];
    (schema, profiles)
}

#[test]
fn a_period_word_inside_a_column_name_is_the_columns() {
    let setup = invoices();
    // "monthly fee" is the `monthly_fee` column, not a series by month…
    let sql = answered(&setup, "total monthly fee of active contracts")
        .sql
        .unwrap();
    assert!(sql.contains(r#"SUM("contracts"."monthly_fee")"#), "{sql}");
    assert!(!sql.contains("GROUP BY"), "{sql}");
    // …while a period word no name holds still groups by the period.
    let sql = answered(&setup, "monthly amount of invoices").sql.unwrap();
    assert!(sql.contains("strftime('%Y-%m'"), "{sql}");
}

#[test]
fn an_event_verb_alone_names_the_rows_and_how_much_asks_an_amount() {
    let setup = invoices();
    // "paid" (of `paid_on`) says the invoices were paid; "how much" asks
    // the amount — never how many payment dates there are.
    for q in [
        "how much was paid by each method",
        "amount paid per method",
        "total amount paid by each method",
    ] {
        let sql = answered(&setup, q).sql.unwrap();
        assert!(sql.contains(r#"SUM("invoices"."amount")"#), "{q}: {sql}");
        assert!(
            sql.contains(r#"GROUP BY "invoices"."method""#),
            "{q}: {sql}"
        );
        assert!(!sql.contains("paid_on"), "{q}: {sql}");
    }
    // Asked when, the date is what is asked.
    let sql = answered(&setup, "when was the last invoice paid")
        .sql
        .unwrap();
    assert!(sql.contains(r#""invoices"."paid_on""#), "{sql}");
}

#[test]
fn what_was_invoiced_is_money_not_a_count() {
    let setup = invoices();
    // "total invoiced": the participle of a verb whose object is money
    // names the invoices' amount; the invoices as a noun are counted.
    let sql = answered(&setup, "total invoiced last month").sql.unwrap();
    assert!(sql.contains(r#"SUM("invoices"."amount")"#), "{sql}");
    let sql = answered(&setup, "how many invoices last month")
        .sql
        .unwrap();
    assert!(sql.contains("COUNT(*)"), "{sql}");
}

#[test]
fn an_event_verb_said_as_a_state_is_not_its_rows() {
    // "still open" of `opened_on` is a state no column keeps, not the
    // requests that were opened: it stays unplaced, and all rows are not
    // counted with confidence.
    let schema = sqlite_schema(vec![Table::new("repair_requests")
        .with_key("request_id", Integer)
        .with_column("opened_on", Date)
        .with_column("closed_on", Date)
        .with_column("cost", Float)]);
    let p = plan(
        &(schema, Vec::new()),
        "how many repair requests are still open",
    );
    assert!(p.sql.is_none(), "{:?}", p.sql);
}

#[test]
fn expensive_is_said_of_what_is_paid_and_keeps_its_ties() {
    // No column is named price: "expensive" is said of the rent. Rents set
    // in steps share the highest, and every property at it is listed;
    // where each rent is its own, the one is picked.
    let schema = sqlite_schema(vec![Table::new("properties")
        .with_key("property_id", Integer)
        .with_column("address", Text)
        .with_column("monthly_rent", Float)]);
    let shared = TableProfile::new(
        "properties",
        300,
        vec![ColumnProfile::of_values(
            "monthly_rent",
            &["900", "950", "1000"],
        )],
    );
    let setup = (schema.clone(), vec![shared]);
    let sql = answered(&setup, "most expensive property").sql.unwrap();
    assert!(
        sql.contains(r#""properties"."monthly_rent" = (SELECT MAX("#),
        "{sql}"
    );
    let own = TableProfile::new(
        "properties",
        3,
        vec![ColumnProfile::of_values(
            "monthly_rent",
            &["900", "950", "1000"],
        )],
    );
    let setup = (schema, vec![own]);
    let sql = answered(&setup, "cheapest property").sql.unwrap();
    assert!(
        sql.contains(r#"ORDER BY "properties"."monthly_rent""#),
        "{sql}"
    );
    assert!(sql.contains("LIMIT 1"), "{sql}");
}
