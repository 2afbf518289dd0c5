//! Constructs of a fitness club's data, asked the way its staff ask:
//! members (a birth date and a join date), trainers, the classes they
//! teach, members' bookings of classes and their payments; a courier
//! company's couriers and parcels, asked in Chinese over English names;
//! and a car rental firm's cars and rentals.

mod common;

use chatdb_core::profile::{ColumnProfile, TableProfile};
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn club() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("members")
            .with_key("member_id", Integer)
            .with_column("full_name", Text)
            .with_column("gender", Text)
            .with_column("birth_date", Date)
            .with_column("joined_on", Date)
            .with_column("plan", Text),
        Table::new("trainers")
            .with_key("trainer_id", Integer)
            .with_column("name", Text),
        Table::new("classes")
            .with_key("class_id", Integer)
            .with_column("class_name", Text)
            .with_reference("trainer_id", Integer, "trainers", "trainer_id")
            .with_column("capacity", Integer),
        Table::new("bookings")
            .with_key("booking_id", Integer)
            .with_reference("member_id", Integer, "members", "member_id")
            .with_reference("class_id", Integer, "classes", "class_id")
            .with_column("booked_on", Date),
        Table::new("payments")
            .with_key("payment_id", Integer)
            .with_reference("member_id", Integer, "members", "member_id")
            .with_column("paid_at", Timestamp)
            .with_column("amount", Float)
            .with_column("method", Text),
    ]);
    // Each class has a name of its own; payment methods repeat.
    let names = ["Morning Flow", "Power Lift", "Spin Blast", "Yin Yoga"];
    let profiles = vec![
        TableProfile::new(
            "classes",
            names.len() as u64,
            vec![ColumnProfile::of_values("class_name", &names)],
        ),
        repeated_values("payments", "method", &["card", "cash", "transfer"]),
    ];
    (schema, profiles)
}

fn couriers() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("couriers")
            .with_key("courier_id", Integer)
            .with_column("courier_name", Text)
            .with_column("hired_on", Date),
        Table::new("parcels")
            .with_key("parcel_id", Integer)
            .with_reference("courier_id", Integer, "couriers", "courier_id")
            .with_column("weight_kg", Float)
            .with_column("shipped_on", Date),
    ]);
    (schema, Vec::new())
}

#[test]
fn new_rows_are_new_by_the_day_they_came_not_a_birth_date() {
    // A period on people is on when they joined, not when they were born.
    for q in [
        "new members this year",
        "how many members joined last month",
        "今年新增了多少会员",
    ] {
        let sql = answered(&club(), q).sql.unwrap();
        assert!(sql.contains(r#""members"."joined_on" >="#), "{q}: {sql}");
        assert!(!sql.contains("birth_date"), "{q}: {sql}");
    }
}

#[test]
fn the_oldest_person_has_the_earliest_birth_date() {
    let sql = answered(&club(), "who is our oldest member").sql.unwrap();
    assert!(
        sql.contains(r#"ORDER BY "members"."birth_date" LIMIT 1"#),
        "{sql}"
    );
    let sql = answered(&club(), "the youngest member").sql.unwrap();
    assert!(
        sql.contains(r#"ORDER BY "members"."birth_date" DESC LIMIT 1"#),
        "{sql}"
    );
    // Never by another date they keep: the oldest member is not the
    // longest-standing one.
    let mut joined_only = club();
    joined_only.0.tables[0]
        .columns
        .retain(|c| c.name != "birth_date");
    let p = plan(&joined_only, "oldest member");
    assert!(
        p.sql.as_deref().is_none_or(|s| !s.contains("joined_on")),
        "{:?}",
        p.sql
    );
}

#[test]
fn payments_are_sums_of_money() {
    for (q, aggregate) in [
        ("total payments this year", "SUM"),
        ("average payment by method", "AVG"),
        ("monthly payments", "SUM"),
    ] {
        let sql = answered(&club(), q).sql.unwrap();
        assert!(
            sql.contains(&format!(r#"{aggregate}("payments"."amount")"#)),
            "{q}: {sql}"
        );
    }
    // Counted, they are rows.
    let sql = answered(&club(), "how many payments were made by card")
        .sql
        .unwrap();
    assert!(sql.contains("COUNT(*)"), "{sql}");
}

#[test]
fn an_entity_is_popular_by_the_rows_that_choose_it() {
    // The most popular class has the most bookings, the one table naming
    // classes.
    for q in [
        "most popular class",
        "least popular class",
        "最受欢迎的课程",
    ] {
        let sql = answered(&club(), q).sql.unwrap();
        assert!(sql.contains(r#"JOIN "bookings""#), "{q}: {sql}");
        assert!(sql.contains("ORDER BY COUNT(*)"), "{q}: {sql}");
    }
    // A trainer's classes are not choices of them: no count of classes
    // stands for a trainer's popularity.
    let p = plan(&club(), "most popular trainer");
    assert!(
        p.sql
            .as_deref()
            .is_none_or(|s| !s.contains("ORDER BY COUNT(*)")),
        "{:?}",
        p.sql
    );
    // An attribute every row has its own is not ranked by another table.
    let p = plan(&club(), "the most common class capacity");
    assert!(
        p.sql.as_deref().is_none_or(|s| !s.contains("bookings")),
        "{:?}",
        p.sql
    );
}

#[test]
fn a_table_said_on_the_way_between_two_is_the_join() {
    for q in [
        "which trainer's classes have the most bookings",
        "哪个教练的课程预约最多",
    ] {
        let sql = answered(&club(), q).sql.unwrap();
        assert!(sql.contains(r#"JOIN "classes""#), "{q}: {sql}");
        assert!(sql.contains(r#"JOIN "bookings""#), "{q}: {sql}");
        assert!(sql.contains(r#""trainers"."name""#), "{q}: {sql}");
    }
}

#[test]
fn the_object_of_a_negated_verb_adds_no_condition() {
    let sql = answered(&club(), "members who never booked a class")
        .sql
        .unwrap();
    assert!(
        sql.contains(r#""members"."member_id" NOT IN (SELECT "bookings"."member_id""#),
        "{sql}"
    );
    assert!(!sql.contains("classes"), "{sql}");
}

#[test]
fn an_agent_suffix_completes_a_tables_noun() {
    // jieba splits 快递员 into 快递 and 员; 投递员 is the couriers' word.
    for q in ["最早入职的快递员", "哪个快递员的包裹最多"] {
        let p = answered(&couriers(), q);
        assert!(
            p.sql.unwrap().contains(r#""couriers"."courier_name""#),
            "{q}"
        );
    }
}

fn rentals() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("cars")
            .with_key("car_id", Integer)
            .with_column("plate", Text)
            .with_column("model", Text),
        Table::new("rentals")
            .with_key("rental_id", Integer)
            .with_reference("car_id", Integer, "cars", "car_id")
            .with_column("picked_up_on", Date)
            .with_column("returned_on", Date)
            .with_column("total_price", Float),
    ]);
    (schema, Vec::new())
}

#[test]
fn a_noun_made_of_its_verb_with_al_is_named_by_the_verb() {
    // Rentals are what was rented, as orders what was ordered.
    let sql = answered(&rentals(), "cars that were never rented")
        .sql
        .unwrap();
    assert!(
        sql.contains(r#""cars"."car_id" NOT IN (SELECT "rentals"."car_id""#),
        "{sql}"
    );
    let sql = answered(&rentals(), "how many cars were rented last month")
        .sql
        .unwrap();
    assert!(sql.contains(r#""rentals"."picked_up_on" >="#), "{sql}");
}

#[test]
fn most_before_a_participle_of_events_ranks_by_how_many() {
    for (q, order) in [
        ("most rented car model", "ORDER BY COUNT(*) DESC LIMIT 1"),
        ("the least rented car", "ORDER BY COUNT(*) LIMIT 1"),
    ] {
        let sql = answered(&rentals(), q).sql.unwrap();
        assert!(sql.contains(r#"JOIN "rentals""#), "{q}: {sql}");
        assert!(sql.contains(order), "{q}: {sql}");
    }
    let sql = answered(&club(), "the most booked class").sql.unwrap();
    assert!(sql.contains(r#""classes"."class_name""#), "{sql}");
    assert!(sql.contains("ORDER BY COUNT(*) DESC LIMIT 1"), "{sql}");
}

#[test]
fn return_names_a_date_unless_it_asks() {
    // "returned" is the event returned_on records; a bare "Return" asks
    // for a result.
    let sql = answered(&rentals(), "rentals not returned yet")
        .sql
        .unwrap();
    assert!(sql.contains(r#""rentals"."returned_on" IS NULL"#), "{sql}");
    let sql = answered(&rentals(), "Return the plates of all cars")
        .sql
        .unwrap();
    assert!(!sql.contains("returned_on"), "{sql}");
    assert!(sql.contains(r#""cars"."plate""#), "{sql}");
}

#[test]
fn times_before_a_superlative_rank_the_rows_after_it() {
    // 预约次数最多的会员 is 预约最多的会员: members by their bookings.
    for (q, order) in [
        ("预约次数最多的会员", "ORDER BY COUNT(*) DESC LIMIT 1"),
        ("预约次数最少的会员", "ORDER BY COUNT(*) LIMIT 1"),
    ] {
        let sql = answered(&club(), q).sql.unwrap();
        assert!(sql.contains(r#""members"."full_name""#), "{q}: {sql}");
        assert!(sql.contains(order), "{q}: {sql}");
    }
    // Said alone, the times are counted.
    let sql = answered(&club(), "预约次数").sql.unwrap();
    assert!(sql.contains("COUNT(*)"), "{sql}");
    assert!(!sql.contains("ORDER BY"), "{sql}");
}
