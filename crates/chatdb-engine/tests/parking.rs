//! Constructs of a car-park operator's data, asked the way its staff ask:
//! car parks, the sensors in them (a model, an install date) and their
//! readings, the stays of cars (a `duration_minutes`, a fee) and invoices
//! (an `amount`, a nullable `paid_on`); and a hotel group's reviews and
//! bookings. English names, questions in Chinese and English.

mod common;

use chatdb_core::profile::{ColumnProfile, TableProfile};
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn operator() -> (Schema, Vec<TableProfile>) {
    let mut invoices = Table::new("invoices")
        .with_key("invoice_id", Integer)
        .with_reference("car_park_id", Integer, "car_parks", "car_park_id")
        .with_column("issued_on", Date)
        .with_column("amount", Float)
        .with_column("paid_on", Date);
    for c in &mut invoices.columns {
        c.nullable = c.name == "paid_on";
    }
    let schema = sqlite_schema(vec![
        Table::new("car_parks")
            .with_key("car_park_id", Integer)
            .with_column("park_name", Text)
            .with_column("district", Text),
        Table::new("sensors")
            .with_key("sensor_id", Integer)
            .with_reference("car_park_id", Integer, "car_parks", "car_park_id")
            .with_column("sensor_model", Text)
            .with_column("installed_on", Date),
        Table::new("readings")
            .with_key("reading_id", Integer)
            .with_reference("sensor_id", Integer, "sensors", "sensor_id")
            .with_column("taken_at", Timestamp)
            .with_column("level", Float),
        Table::new("stays")
            .with_key("stay_id", Integer)
            .with_reference("car_park_id", Integer, "car_parks", "car_park_id")
            .with_column("entered_at", Timestamp)
            .with_column("duration_minutes", Integer)
            .with_column("fee", Float),
        invoices,
    ]);
    // (Some invoices are not paid yet: their paid_on is empty.)
    let paid_on = ColumnProfile {
        logical_type: Date,
        null_fraction: 0.2,
        ..ColumnProfile::of_values("paid_on", &[])
    };
    (
        schema,
        vec![TableProfile::new("invoices", 100, vec![paid_on])],
    )
}

fn hotels() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("hotels")
            .with_key("hotel_id", Integer)
            .with_column("hotel_name", Text)
            .with_column("property_type", Text)
            .with_column("city", Text),
        Table::new("guest_reviews")
            .with_key("review_id", Integer)
            .with_reference("hotel_id", Integer, "hotels", "hotel_id")
            .with_column("rating", Integer)
            .with_column("posted_on", Date),
        Table::new("bookings")
            .with_key("booking_id", Integer)
            .with_reference("hotel_id", Integer, "hotels", "hotel_id")
            .with_column("nights", Integer)
            .with_column("total_price", Float),
    ]);
    (schema, Vec::new())
}

#[test]
fn shu_after_a_noun_is_the_number_of_it() {
    // 读数 (a reading) ends in 数, but 传感器数 is how many sensors.
    for q in ["每个停车场的传感器数", "每个停车场的传感器数量"] {
        let sql = answered(&operator(), q).sql.unwrap();
        assert!(sql.contains("COUNT(*)"), "{q}: {sql}");
        assert!(
            sql.contains(r#"GROUP BY "car_parks"."park_name""#),
            "{q}: {sql}"
        );
        assert!(!sql.contains("readings"), "{q}: {sql}");
    }
}

#[test]
fn a_column_is_named_by_its_head_word() {
    // sensor_model is the sensors' model: 型号, as "model" in English.
    for q in ["每种传感器型号的数量", "每个型号的传感器数"] {
        let sql = answered(&operator(), q).sql.unwrap();
        assert!(
            sql.contains(r#"GROUP BY "sensors"."sensor_model""#),
            "{q}: {sql}"
        );
        assert!(sql.contains("COUNT(*)"), "{q}: {sql}");
    }
    // The head word alone, where no other column has it: property_type
    // is the hotels' 类型, said after their word too.
    let sql = answered(&hotels(), "每种酒店类型的数量").sql.unwrap();
    assert!(
        sql.contains(r#"GROUP BY "hotels"."property_type""#),
        "{sql}"
    );
    assert!(sql.contains(r#"FROM "hotels""#), "{sql}");
    // Where two have it (型号 is a model and a type), neither is taken.
    let mut both = operator();
    both.0.tables[0]
        .columns
        .push(chatdb_core::Column::new("park_type", Text));
    let p = plan(&both, "每个型号的传感器数");
    assert!(p.sql.is_none(), "{:?}", p.sql);
}

#[test]
fn a_unit_ending_a_name_is_not_said() {
    for q in ["平均时长", "停留的平均时长", "average duration"] {
        let sql = answered(&operator(), q).sql.unwrap();
        assert!(
            sql.contains(r#"AVG("stays"."duration_minutes")"#),
            "{q}: {sql}"
        );
    }
    // 分钟 after a number is its unit: how many stays were so long.
    for q in ["时长超过90分钟的有几次", "时长超过90分钟的有多少"] {
        let sql = answered(&operator(), q).sql.unwrap();
        assert!(sql.contains("COUNT(*)"), "{q}: {sql}");
        assert!(
            sql.contains(r#""stays"."duration_minutes" > 90"#),
            "{q}: {sql}"
        );
    }
}

#[test]
fn shuliang_of_rows_with_an_amount_counts_them() {
    // The dictionary glosses "amount" 数量 too; of money it is none.
    let sql = answered(&operator(), "发票数量").sql.unwrap();
    assert!(sql.contains("COUNT(*)"), "{sql}");
    assert!(!sql.contains("SUM"), "{sql}");
    let sql = answered(&operator(), "发票金额的总和").sql.unwrap();
    assert!(sql.contains(r#"SUM("invoices"."amount")"#), "{sql}");
}

#[test]
fn paid_is_fukuan() {
    let sql = answered(&operator(), "未付款的发票有多少").sql.unwrap();
    assert!(sql.contains(r#""invoices"."paid_on" IS NULL"#), "{sql}");
    let sql = answered(&operator(), "已付款发票的平均金额").sql.unwrap();
    assert!(sql.contains(r#""invoices"."paid_on" IS NOT NULL"#), "{sql}");
    assert!(sql.contains(r#"AVG("invoices"."amount")"#), "{sql}");
}

#[test]
fn the_value_of_rows_keeping_money_is_that_money() {
    let sql = answered(&operator(), "average invoice value by district")
        .sql
        .unwrap();
    assert!(sql.contains(r#"AVG("invoices"."amount")"#), "{sql}");
    assert!(sql.contains(r#"GROUP BY "car_parks"."district""#), "{sql}");
}

#[test]
fn a_per_unit_value_of_many_rows_ranks_by_its_average() {
    // Ratings don't add up: the best rated hotel has the best average.
    for q in [
        "highest rated hotel",
        "评分最高的酒店",
        "which hotel has the lowest rating",
        "top 3 hotels by rating",
        "评分最高的3家酒店",
    ] {
        let sql = answered(&hotels(), q).sql.unwrap();
        assert!(
            sql.contains(r#"ORDER BY AVG("guest_reviews"."rating")"#),
            "{q}: {sql}"
        );
        assert!(
            sql.contains(r#"GROUP BY "hotels"."hotel_name""#),
            "{q}: {sql}"
        );
    }
    // A total is summed, though it is a price.
    let sql = answered(&hotels(), "top 3 hotels by total price")
        .sql
        .unwrap();
    assert!(
        sql.contains(r#"ORDER BY SUM("bookings"."total_price") DESC LIMIT 3"#),
        "{sql}"
    );
}

#[test]
fn a_camel_case_event_date_is_said_by_its_participle() {
    // PaidOn is paid_on written another way: "paid invoices" are those
    // with a date there.
    let mut invoices = Table::new("Invoices")
        .with_key("InvoiceID", Integer)
        .with_column("Amount", Float)
        .with_column("PaidOn", Date);
    for c in &mut invoices.columns {
        c.nullable = c.name == "PaidOn";
    }
    let paid_on = ColumnProfile {
        logical_type: Date,
        null_fraction: 0.3,
        ..ColumnProfile::of_values("PaidOn", &[])
    };
    let setup = (
        sqlite_schema(vec![invoices]),
        vec![TableProfile::new("Invoices", 100, vec![paid_on])],
    );
    for q in [
        "how many invoices were paid",
        "paid invoices",
        "已付款的发票有多少",
        "average amount of paid invoices",
    ] {
        let sql = answered(&setup, q).sql.unwrap();
        assert!(
            sql.contains(r#""Invoices"."PaidOn" IS NOT NULL"#),
            "{q}: {sql}"
        );
    }
}

#[test]
fn a_stored_irregular_participle_is_said_with_yi() {
    // A status 'paid' is 已付款 as 'refunded' is 已退款: a state a verb
    // ended in, regular or not.
    let setup = (
        sqlite_schema(vec![Table::new("orders")
            .with_key("order_id", Integer)
            .with_column("status", Text)
            .with_column("total", Float)]),
        vec![repeated_values(
            "orders",
            "status",
            &["paid", "pending", "refunded"],
        )],
    );
    for (q, value) in [
        ("已付款的订单有多少", "paid"),
        ("已退款的订单有多少", "refunded"),
    ] {
        let sql = answered(&setup, q).sql.unwrap();
        assert!(
            sql.contains(&format!(r#""orders"."status" = '{value}'"#)),
            "{q}: {sql}"
        );
    }
}

#[test]
fn a_rating_is_counted_in_stars() {
    for q in ["how many 1 star reviews", "how many 5-star reviews"] {
        let sql = answered(&hotels(), q).sql.unwrap();
        assert!(sql.contains("COUNT(*)"), "{q}: {sql}");
        assert!(sql.contains(r#""guest_reviews"."rating" = "#), "{q}: {sql}");
    }
    // A review is 评论 (the dictionary has "review" for study only).
    let setup = (
        sqlite_schema(vec![Table::new("reviews")
            .with_key("review_id", Integer)
            .with_column("rating", Integer)
            .with_column("posted_on", Date)]),
        Vec::new(),
    );
    let sql = answered(&setup, "有多少条评论").sql.unwrap();
    assert!(sql.contains(r#"FROM "reviews""#), "{sql}");
}

#[test]
fn cishu_after_an_event_counts_its_rows() {
    // 预订次数: how many times booked — the bookings counted.
    let sql = answered(&hotels(), "每家酒店的预订次数").sql.unwrap();
    assert!(sql.contains("COUNT(*)"), "{sql}");
    assert!(sql.contains(r#"FROM "bookings""#), "{sql}");
    assert!(sql.contains(r#"GROUP BY "hotels"."hotel_name""#), "{sql}");
}
