//! A removals company with English names asked in Chinese: a move is 搬家
//! and its verb 搬 names the moves (搬出去 is 搬 and the way it goes); 订单
//! with no table called so is the business's one dated table taking money
//! in; a crew is a 班组, and a count of nothing named per crew counts the
//! rows a state said before it belongs to; money is said by its verb and
//! 钱 (赔钱, 赔了多少钱: the compensation paid); 最远 ranks by distance.

mod common;

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType::*, Schema, Table};
use common::*;

fn movers() -> (Schema, Vec<TableProfile>) {
    let schema = sqlite_schema(vec![
        Table::new("crews")
            .with_key("crew_id", Integer)
            .with_column("leader", Text)
            .with_column("members", Integer),
        Table::new("trucks")
            .with_key("truck_id", Integer)
            .with_column("plate", Text)
            .with_column("capacity_m3", Float),
        Table::new("moves")
            .with_key("move_id", Integer)
            .with_column("customer_name", Text)
            .with_column("move_date", Date)
            .with_column("from_district", Text)
            .with_column("to_district", Text)
            .with_column("distance_km", Float)
            .with_reference("crew_id", Integer, "crews", "crew_id")
            .with_reference("truck_id", Integer, "trucks", "truck_id")
            .with_column("fee", Float)
            .with_column("status", Text),
        Table::new("damages")
            .with_key("damage_id", Integer)
            .with_reference("move_id", Integer, "moves", "move_id")
            .with_column("item", Text)
            .with_column("compensation", Float),
    ]);
    let mut districts = values("moves", "from_district", &["朝阳区", "海淀区", "东城区"]);
    districts
        .columns
        .extend(values("moves", "to_district", &["朝阳区", "海淀区", "东城区"]).columns);
    districts
        .columns
        .extend(values("moves", "status", &["已完成", "已预约", "已取消"]).columns);
    (schema, vec![districts])
}

#[test]
fn a_move_is_said_by_its_noun_and_its_verb() {
    let setup = movers();
    let sql = sql_of(&setup, "上个月有多少单搬家");
    assert!(sql.contains("COUNT(*)"), "{sql}");
    assert!(sql.contains(r#"FROM "moves" WHERE"#), "{sql}");
    assert!(sql.contains(r#""moves"."move_date" >="#), "{sql}");
    // (搬出去: the verb and the way it goes, out of the district said.)
    let sql = sql_of(&setup, "从朝阳区搬出去的有多少单");
    assert!(
        sql.contains(r#""moves"."from_district" = '朝阳区'"#),
        "{sql}"
    );
    assert!(!sql.contains("to_district"), "{sql}");
}

#[test]
fn orders_with_no_table_of_their_own_are_the_dated_rows_taking_money() {
    let setup = movers();
    let sql = sql_of(&setup, "取消的订单有几个");
    assert!(sql.contains("COUNT(*)"), "{sql}");
    assert!(sql.contains(r#""moves"."status" = '已取消'"#), "{sql}");
    let sql = sql_of(&setup, "每个月的订单量");
    assert!(
        sql.contains(r#"strftime('%Y-%m', "moves"."move_date")"#),
        "{sql}"
    );
    assert!(sql.contains("COUNT(*)"), "{sql}");
}

#[test]
fn a_count_per_crew_counts_the_rows_the_state_said_is_of() {
    let setup = movers();
    let sql = sql_of(&setup, "每个班组完成了多少单");
    assert!(sql.contains(r#"GROUP BY "crews"."leader""#), "{sql}");
    assert!(sql.contains(r#""moves"."status" = '已完成'"#), "{sql}");
    assert!(sql.contains("COUNT(*)"), "{sql}");
}

#[test]
fn money_is_said_by_the_verb_that_pays_it() {
    let setup = movers();
    let sql = sql_of(&setup, "哪个班组赔钱最多");
    assert!(
        sql.contains(r#"ORDER BY SUM("damages"."compensation") DESC LIMIT 1"#),
        "{sql}"
    );
    assert!(sql.contains(r#"GROUP BY "crews"."leader""#), "{sql}");
    let sql = sql_of(&setup, "一共赔了多少钱");
    assert!(sql.contains(r#"SUM("damages"."compensation")"#), "{sql}");
    // (收 takes the fee in: 收费.)
    let sql = sql_of(&setup, "今年收了多少钱");
    assert!(sql.contains(r#"SUM("moves"."fee")"#), "{sql}");
    assert!(!sql.contains("compensation"), "{sql}");
}

#[test]
fn the_farthest_is_by_distance_and_which_one_names_the_row() {
    let setup = movers();
    let sql = sql_of(&setup, "距离最远的是哪一单");
    assert!(
        sql.contains(r#"ORDER BY "moves"."distance_km" DESC LIMIT 1"#),
        "{sql}"
    );
    assert!(sql.contains(r#""moves"."customer_name""#), "{sql}");
    // (The distance asked as a number is the distance, not whose it is.)
    let sql = sql_of(&setup, "最长的距离是多少");
    assert!(
        sql.starts_with(r#"SELECT "moves"."distance_km" FROM"#),
        "{sql}"
    );
    let sql = sql_of(&setup, "最远的搬家");
    assert!(
        sql.contains(r#"ORDER BY "moves"."distance_km" DESC LIMIT 1"#),
        "{sql}"
    );
}
