//! Linking questions in Chinese, English and both, against a small retail
//! schema with profiles and a semantic layer.

use chatdb_core::profile::{ColumnProfile, TableProfile};
use chatdb_core::{Column, Dialect, ForeignKey, LogicalType, Schema, Table, TableKind, Value};
use chatdb_knowledge::{index, Linker, SchemaIndex, SemanticLayer};

fn col(name: &str, t: LogicalType, comment: &str) -> Column {
    Column {
        name: name.into(),
        db_type: format!("{t:?}"),
        logical_type: t,
        nullable: true,
        comment: Some(comment.into()),
    }
}

fn fk(c: &str, t: &str, r: &str) -> ForeignKey {
    ForeignKey {
        columns: vec![c.into()],
        ref_table: t.into(),
        ref_columns: vec![r.into()],
    }
}

fn table(name: &str, comment: &str, columns: Vec<Column>, fks: Vec<ForeignKey>) -> Table {
    let pk = vec![columns[0].name.clone()];
    Table {
        schema: None,
        name: name.into(),
        kind: TableKind::Table,
        comment: Some(comment.into()),
        columns,
        primary_key: pk,
        foreign_keys: fks,
    }
}

fn schema() -> Schema {
    use LogicalType::*;
    Schema {
        dialect: Dialect::DuckDb,
        tables: vec![
            table(
                "regions",
                "销售大区 / Sales regions",
                vec![
                    col("region_id", Integer, "大区编号"),
                    col("region_name", Text, "大区名称"),
                ],
                vec![],
            ),
            table(
                "stores",
                "门店 / Stores",
                vec![
                    col("store_id", Integer, "门店编号"),
                    col("store_name", Text, "门店名称"),
                    col("city", Text, "城市"),
                    col("region_id", Integer, "大区"),
                ],
                vec![fk("region_id", "regions", "region_id")],
            ),
            table(
                "customers",
                "客户 / Customers",
                vec![
                    col("customer_id", Integer, "客户编号"),
                    col("customer_name", Text, "姓名"),
                    col("region_id", Integer, "大区"),
                ],
                vec![fk("region_id", "regions", "region_id")],
            ),
            table(
                "products",
                "商品 / Products",
                vec![
                    col("product_id", Integer, "商品编号"),
                    col("product_name", Text, "商品名称"),
                    col("brand", Text, "品牌"),
                    col("unit_price", Decimal, "标价"),
                ],
                vec![],
            ),
            table(
                "orders",
                "订单 / Orders",
                vec![
                    col("order_id", Integer, "订单编号"),
                    col("customer_id", Integer, "客户"),
                    col("store_id", Integer, "门店"),
                    col("order_date", Date, "下单日期"),
                    col("status", Text, "状态"),
                    col("total_amount", Decimal, "订单金额"),
                ],
                vec![
                    fk("customer_id", "customers", "customer_id"),
                    fk("store_id", "stores", "store_id"),
                ],
            ),
            table(
                "order_items",
                "订单明细 / Order lines",
                vec![
                    col("order_item_id", Integer, "明细编号"),
                    col("order_id", Integer, "订单"),
                    col("product_id", Integer, "商品"),
                    col("quantity", Integer, "数量"),
                    col("amount", Decimal, "金额"),
                ],
                vec![
                    fk("order_id", "orders", "order_id"),
                    fk("product_id", "products", "product_id"),
                ],
            ),
            table(
                "schools",
                "学校",
                vec![
                    col("school_id", Integer, "学校编号"),
                    col("school_name", Text, "学校名称"),
                    col("district", Text, "区县"),
                ],
                vec![],
            ),
        ],
    }
}

fn profiles() -> Vec<TableProfile> {
    let text = |c: &str, vals: &[&str]| ColumnProfile {
        column: c.into(),
        logical_type: LogicalType::Text,
        distinct_count: vals.len() as u64,
        distinct_approximate: false,
        null_fraction: 0.0,
        min: Value::Null,
        max: Value::Null,
        top_values: vals
            .iter()
            .map(|v| (Value::Text((*v).into()), 10))
            .collect(),
        samples: vec![],
    };
    vec![
        TableProfile {
            table: "regions".into(),
            row_count: 7,
            sampled: false,
            columns: vec![text("region_name", &["华东", "华北", "华南", "西南"])],
        },
        TableProfile {
            table: "orders".into(),
            row_count: 100,
            sampled: false,
            columns: vec![text("status", &["completed", "cancelled", "refunded"])],
        },
        TableProfile {
            table: "schools".into(),
            row_count: 6,
            sampled: false,
            columns: vec![text("district", &["海淀区", "朝阳区"])],
        },
    ]
}

const SEMANTIC: &str = "
tables:
  regions:
    synonyms: [地区, 区域, region]
  orders:
    synonyms: [订单, order, purchase]
    columns:
      total_amount: {synonyms: [销售额, 营业额, sales, revenue]}
  order_items:
    columns:
      quantity: {synonyms: [销量, units, sold]}
join_hints:
  - {left: orders.store_id, right: stores.store_id, preferred: true}
metrics:
  - id: sales_amount
    name: 销售额
    synonyms: [销售额, 营业额, sales, revenue]
    table: orders
    expression: SUM(orders.total_amount)
    filters: [\"orders.status = 'completed'\"]
    time_column: orders.order_date
";

fn link(question: &str) -> chatdb_knowledge::LinkedSchema {
    let s = schema();
    let p = profiles();
    let sem = SemanticLayer::parse(SEMANTIC, "t.yaml", Some(&s)).expect("valid");
    let idx = SchemaIndex::in_memory(&index::items(&s, &p, Some(&sem))).expect("index");
    Linker::new(&s, &p, Some(&sem), &idx)
        .link(question)
        .expect("links")
}

fn names(l: &chatdb_knowledge::LinkedSchema) -> Vec<&str> {
    l.tables.iter().map(|t| t.name.as_str()).collect()
}

#[test]
fn chinese_metric_and_dimension_question() {
    let l = link("每个地区去年的销售额是多少？");
    let t = names(&l);
    assert!(t.contains(&"regions") && t.contains(&"orders"), "{t:?}");
    assert!(
        t.contains(&"stores"),
        "the preferred join path goes through stores: {t:?}"
    );
    assert!(!t.contains(&"schools"), "{t:?}");
    assert_eq!(l.metrics, ["sales_amount"]);
    assert!(l
        .qualified_columns()
        .contains(&"orders.total_amount".to_string()));
    assert!(l
        .qualified_columns()
        .contains(&"orders.order_date".to_string()));
    assert!(l.prompt_tokens < l.full_schema_tokens);
}

#[test]
fn english_question_reaches_lines_and_products() {
    let l = link("Which 5 products sold the most last month?");
    let t = names(&l);
    assert!(
        t.contains(&"products") && t.contains(&"order_items"),
        "{t:?}"
    );
    assert!(
        l.qualified_columns()
            .contains(&"order_items.quantity".to_string()),
        "{:?}",
        l.qualified_columns()
    );
}

#[test]
fn values_in_the_question_are_found() {
    let l = link("华东的订单有多少？");
    assert!(
        l.values
            .iter()
            .any(|v| v.value == "华东" && v.table == "regions" && v.exact),
        "{:?}",
        l.values
    );
    assert!(names(&l).contains(&"orders"));
    let l = link("how many cancelled orders");
    assert!(
        l.values
            .iter()
            .any(|v| v.value == "cancelled" && v.column == "status"),
        "{:?}",
        l.values
    );
}

#[test]
fn mixed_language_and_typos() {
    let l = link("每个region的order数量");
    let t = names(&l);
    assert!(t.contains(&"regions") && t.contains(&"orders"), "{t:?}");
    let l = link("list all custmers and their names");
    assert!(names(&l).contains(&"customers"), "{:?}", names(&l));
    let l = link("海淀区有哪些学校");
    assert_eq!(names(&l), ["schools"]);
}

#[test]
fn columns_without_evidence_are_named_but_not_detailed() {
    let s = schema();
    let p = profiles();
    let idx = SchemaIndex::in_memory(&index::items(&s, &p, None)).expect("index");
    let options = chatdb_knowledge::LinkOptions {
        narrow_table: 0,
        ..Default::default()
    };
    let l = Linker::new(&s, &p, None, &idx)
        .with_options(options)
        .link("Which products does the brand column list?")
        .expect("links");
    let products = l
        .tables
        .iter()
        .find(|t| t.name == "products")
        .expect("products linked");
    // Every column stays usable; only those with evidence (and the keys and
    // the label) carry types, comments and samples.
    assert_eq!(
        products.columns,
        ["product_id", "product_name", "brand", "unit_price"]
    );
    assert!(products.detailed.contains(&"brand".to_string()));
    assert!(products.detailed.contains(&"product_id".to_string()));
    assert!(products.detailed.contains(&"product_name".to_string()));
    assert!(!products.detailed.contains(&"unit_price".to_string()));
    assert!(l.prompt.contains("  also: unit_price"), "{}", l.prompt);
    assert!(!l.prompt.contains("unit_price Decimal"), "{}", l.prompt);
}

#[test]
fn a_prompt_budget_drops_samples_then_names_then_the_weakest_tables() {
    let s = schema();
    let p = profiles();
    let sem = SemanticLayer::parse(SEMANTIC, "t.yaml", Some(&s)).expect("valid");
    let idx = SchemaIndex::in_memory(&index::items(&s, &p, Some(&sem))).expect("index");
    let linker = Linker::new(&s, &p, Some(&sem), &idx);
    let l = linker.link("每个地区去年的销售额是多少？").expect("links");
    assert!(l.prompt.contains(" e.g. "), "samples shown: {}", l.prompt);

    // A budget it fits in: the prompt as linked.
    let same = linker.prompt_within(&l, l.prompt_tokens);
    assert_eq!(
        (same.text.as_str(), same.trimmed.len()),
        (l.prompt.as_str(), 0)
    );

    // One token less: samples go first, every table stays.
    let lean = linker.prompt_within(&l, l.prompt_tokens - 1);
    assert!(lean.tokens < l.prompt_tokens);
    assert!(!lean.text.contains(" e.g. "), "{}", lean.text);
    assert_eq!(lean.trimmed[0], "sample values");
    for t in &l.tables {
        assert!(
            lean.text.contains(&format!("table {}", t.name)),
            "{}",
            lean.text
        );
    }

    // A tiny budget: down to one table, the strongest match.
    let tiny = linker.prompt_within(&l, 10);
    assert_eq!(tiny.text.matches("table ").count(), 1, "{}", tiny.text);
    let strongest = l
        .tables
        .iter()
        .max_by(|a, b| a.score.total_cmp(&b.score))
        .expect("tables");
    assert!(
        tiny.text.starts_with(&format!("table {}", strongest.name)),
        "{}",
        tiny.text
    );
    assert!(tiny.trimmed.iter().any(|t| t.starts_with("table ")));

    // In between, the result fits the budget it was given.
    let budget = (lean.tokens + tiny.tokens) / 2;
    let mid = linker.prompt_within(&l, budget);
    assert!(mid.tokens <= budget, "{} > {budget}", mid.tokens);
}

#[test]
fn a_weaker_table_explaining_nothing_new_is_dropped() {
    // "order" is all order_items has in common with the question, and
    // orders explains it better.
    let l = link("How many orders are there?");
    let t = names(&l);
    assert!(t.contains(&"orders"), "{t:?}");
    assert!(!t.contains(&"order_items"), "{t:?}");
    // Named outright, it stays.
    let l = link("How many order items are there?");
    assert!(names(&l).contains(&"order_items"), "{:?}", names(&l));
}

fn link_in(schema: &Schema, question: &str) -> chatdb_knowledge::LinkedSchema {
    let idx = SchemaIndex::in_memory(&index::items(schema, &[], None)).unwrap();
    Linker::new(schema, &[], None, &idx).link(question).unwrap()
}

#[test]
fn tables_of_another_schema_that_join_nothing_are_left_out() {
    use LogicalType::*;
    let in_schema = |t: Table, s: &str| Table {
        schema: Some(s.into()),
        ..t
    };
    let schema = Schema::new(
        Dialect::Postgres,
        vec![
            in_schema(
                Table::new("customers")
                    .with_key("customer_id", Integer)
                    .with_column("customer_name", Text),
                "sales",
            ),
            in_schema(
                Table::new("orders")
                    .with_key("order_id", Integer)
                    .with_reference("customer_id", Integer, "sales.customers", "customer_id")
                    .with_column("amount", Decimal),
                "sales",
            ),
            // Another subject, with nothing that joins it to the orders.
            in_schema(
                Table::new("campaigns")
                    .with_key("campaign_id", Integer)
                    .with_column("campaign_title", Text)
                    .with_column("preferred_channel_group_code", Text),
                "marketing",
            ),
        ],
    );
    let linked = link_in(
        &schema,
        "How many orders did each customer place per channel?",
    );
    let kept = names(&linked);
    assert!(
        kept.contains(&"sales.orders") && kept.contains(&"sales.customers"),
        "{kept:?}"
    );
    assert!(!kept.contains(&"marketing.campaigns"), "{kept:?}");
}

#[test]
fn a_chance_overlap_of_letters_is_no_evidence_but_a_typo_is() {
    // "count" is no word of this schema; its letters overlap "coupon"
    // (co, ou, cou) by chance — that does not bring the coupons in. A
    // misspelt name ("trainrs") still finds its table by its letters.
    use LogicalType::*;
    let schema = Schema::new(
        Dialect::Sqlite,
        vec![
            Table::new("trainer")
                .with_key("trainer_id", Integer)
                .with_column("name", Text)
                .with_column("age", Integer),
            Table::new("coupon")
                .with_key("coupon_id", Integer)
                .with_column("coupon", Text)
                .with_column("first_day", Text),
            Table::new("schedule")
                .with_key("coupon_id", Integer)
                .with_reference("trainer_id", Integer, "trainer", "trainer_id")
                .with_column("room", Integer),
        ],
    );
    let l = link_in(&schema, "What is the total count of trainers?");
    assert_eq!(names(&l), ["trainer"], "{}", l.prompt);
    let l = link_in(&schema, "list the names of all trainrs");
    assert!(names(&l).contains(&"trainer"), "{}", l.prompt);
}

#[test]
fn a_wide_table_names_only_the_columns_with_evidence() {
    use LogicalType::*;
    // A customer table as warehouses keep them: a few columns a question
    // names, and dozens of attributes it does not.
    let mut customers = Table::new("customers")
        .with_key("customer_id", Integer)
        .with_column("customer_name", Text)
        .with_column("age", Integer)
        .with_column("signup_year", Integer);
    for i in 0..60 {
        customers = customers.with_column(&format!("attr_{i}_flag"), Boolean);
    }
    let wide = Schema::new(Dialect::Postgres, vec![customers]);
    let linked = link_in(
        &wide,
        "names of customers older than 30 who signed up in 2020",
    );
    let t = &linked.tables[0];
    // The name is asked for; "older" implies the age and 2020 a year.
    for c in ["customer_id", "customer_name", "age", "signup_year"] {
        assert!(t.columns.contains(&c.to_string()), "{c}: {:?}", t.columns);
    }
    assert!(t.columns.len() < 10, "{:?}", t.columns);
    assert!(
        linked.prompt.contains("more columns not shown"),
        "{}",
        linked.prompt
    );
    // A narrow table names every column.
    let linked = link_in(&schema(), "how many stores are there");
    let stores = linked
        .tables
        .iter()
        .find(|t| t.name == "stores")
        .expect("stores");
    let all = schema().table("stores").expect("stores").columns.len();
    assert_eq!(stores.columns.len(), all);
    assert!(!linked.prompt.contains("not shown"));
}

/// A wide table of a warehouse: the attributes `names` and sixty more no
/// question names.
fn wide_table(name: &str, key: &str, names: &[(&str, LogicalType)]) -> Table {
    let mut t = Table::new(name).with_key(key, LogicalType::Integer);
    for (c, ty) in names {
        t = t.with_column(c, *ty);
    }
    for i in 0..60 {
        t = t.with_column(&format!("attr_{i}_flag"), LogicalType::Boolean);
    }
    t
}

#[test]
fn a_wide_table_names_columns_said_alike_or_in_chinese() {
    use LogicalType::*;
    let members = wide_table(
        "members",
        "member_id",
        &[
            ("full_name", Text),
            ("nickname", Text),
            ("sex", Text),
            ("country", Text),
            ("age", Integer),
        ],
    );
    let wide = Schema::new(Dialect::Postgres, vec![members]);
    let kept = |q: &str| link_in(&wide, q).tables[0].columns.clone();
    // "gender" is said as `sex` is (性别), "nation" as `country` (国家).
    let cols = kept("how many members of each gender come from each nation");
    for c in ["sex", "country"] {
        assert!(cols.contains(&c.to_string()), "{c}: {cols:?}");
    }
    // Every name of the rows (a table may keep several).
    for c in ["full_name", "nickname"] {
        assert!(cols.contains(&c.to_string()), "{c}: {cols:?}");
    }
    // A Chinese question names an English column by its Chinese (年龄 of
    // `age`, also inside 平均年龄); "how old" is about an age.
    assert!(kept("会员的平均年龄是多少").contains(&"age".to_string()));
    assert!(kept("how old is the oldest member").contains(&"age".to_string()));
    // What is said of nothing names nothing.
    let cols = kept("how many members are there");
    assert!(!cols.contains(&"sex".to_string()), "{cols:?}");
    assert!(cols.len() < 10, "{cols:?}");
}

#[test]
fn a_chinese_question_finds_the_english_tables_it_names() {
    use LogicalType::*;
    let schema = Schema::new(
        Dialect::Sqlite,
        vec![
            Table::new("stadium")
                .with_key("stadium_id", Integer)
                .with_column("name", Text)
                .with_column("capacity", Integer),
            Table::new("concert")
                .with_key("concert_id", Integer)
                .with_column("concert_name", Text)
                .with_column("year", Text)
                .with_reference("stadium_id", Integer, "stadium", "stadium_id"),
            Table::new("singer")
                .with_key("singer_id", Integer)
                .with_column("name", Text)
                .with_column("age", Integer),
        ],
    );
    let tables = |q: &str| {
        link_in(&schema, q)
            .tables
            .iter()
            .map(|t| t.name.clone())
            .collect::<Vec<_>>()
    };
    assert!(tables("体育场的名称和容量").contains(&"stadium".to_string()));
    let t = tables("举办音乐会最多的体育场叫什么");
    assert!(
        t.contains(&"stadium".to_string()) && t.contains(&"concert".to_string()),
        "{t:?}"
    );
    assert!(tables("歌手的平均年龄").contains(&"singer".to_string()));
}
