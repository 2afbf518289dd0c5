//! A wedding planner with English names asked in Chinese: planners,
//! packages and guests have their everyday Chinese names (策划师, 套餐,
//! 宾客); 办 (hold) and 负责 (be in charge of) relate what the question
//! names and say nothing more; the cheapest package is by its price, the
//! most popular by its weddings.

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn weddings() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("planners")
            .with_key("planner_id", Integer)
            .with_column("name", Text),
        Table::new("packages")
            .with_key("package_id", Integer)
            .with_column("package_name", Text)
            .with_column("price", Float),
        Table::new("weddings")
            .with_key("wedding_id", Integer)
            .with_column("couple_name", Text)
            .with_reference("package_id", Integer, "packages", "package_id")
            .with_reference("planner_id", Integer, "planners", "planner_id")
            .with_column("wedding_date", Date)
            .with_column("guest_count", Integer)
            .with_column("total_amount", Float),
    ]);
    let profiles = vec![values(
        "packages",
        "package_name",
        &["简约", "经典", "豪华"],
    )];
    (schema, profiles)
}

#[test]
fn planners_packages_and_guests_have_their_chinese_names() {
    let setup = weddings();
    let sql = sql_of(&setup, "最受欢迎的套餐");
    assert!(
        sql.contains(r#"GROUP BY "packages"."package_name""#),
        "{sql}"
    );
    assert!(sql.contains("ORDER BY COUNT(*) DESC LIMIT 1"), "{sql}");
    let sql = sql_of(&setup, "平均每场婚礼有多少宾客");
    assert!(sql.contains(r#"AVG("weddings"."guest_count")"#), "{sql}");
    let sql = sql_of(&setup, "业绩最好的策划师");
    assert!(sql.contains(r#"SUM("weddings"."total_amount")"#), "{sql}");
    assert!(sql.contains(r#"GROUP BY "planners"."name""#), "{sql}");
}

#[test]
fn holding_and_being_in_charge_relate_what_is_named() {
    let setup = weddings();
    let sql = sql_of(&setup, "今年办了多少场婚礼");
    assert!(sql.contains("COUNT(*)"), "{sql}");
    assert!(sql.contains(r#""weddings"."wedding_date" >="#), "{sql}");
    let sql = sql_of(&setup, "每个策划师负责了几场婚礼");
    assert!(sql.contains(r#"GROUP BY "planners"."name""#), "{sql}");
    assert!(sql.contains("COUNT(*)"), "{sql}");
}

#[test]
fn the_cheapest_package_is_by_its_price_not_by_weddings() {
    let setup = weddings();
    let sql = sql_of(&setup, "最便宜的套餐");
    assert!(
        sql.contains(r#"ORDER BY "packages"."price" LIMIT 1"#),
        "{sql}"
    );
    assert!(!sql.contains("COUNT"), "{sql}");
}

#[test]
fn what_deals_closed_at_is_the_money_taken() {
    let setup = weddings();
    let sql = sql_of(&setup, "豪华套餐的平均成交金额");
    assert!(sql.contains(r#"AVG("weddings"."total_amount")"#), "{sql}");
    assert!(
        sql.contains(r#""packages"."package_name" = '豪华'"#),
        "{sql}"
    );
}
