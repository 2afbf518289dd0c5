use super::*;
use chatdb_core::{Column, Dialect, Table, TableKind};

fn schema() -> Schema {
    let col = |n: &str, t: LogicalType| Column {
        name: n.into(),
        db_type: "x".into(),
        logical_type: t,
        nullable: true,
        comment: None,
    };
    Schema {
        dialect: Dialect::Sqlite,
        tables: vec![Table {
            schema: None,
            name: "singer".into(),
            kind: TableKind::Table,
            comment: None,
            columns: vec![
                col("singer_id", LogicalType::Integer),
                col("name", LogicalType::Text),
                col("country", LogicalType::Text),
                col("net_worth_millions", LogicalType::Float),
            ],
            primary_key: vec!["singer_id".into()],
            foreign_keys: vec![],
        }],
    }
}

#[test]
fn longest_phrase_wins() {
    let s = schema();
    let lex = Lexicon::build(&s, &[], None, &[], 2026);
    let q = Question::new("What are the names of singers with net worth millions above 10?");
    let m = lex.find(&q, &BTreeSet::new());
    let targets: Vec<_> = m.iter().map(|m| m.targets[0].clone()).collect();
    // "names of singers" is read whole as singer.name.
    assert_eq!(m[0].tokens, 3..6, "{m:?}");
    assert!(targets.contains(&Target::Column(ColumnRef::new("singer", "name"))));
    assert!(targets.contains(&Target::Column(ColumnRef::new(
        "singer",
        "net_worth_millions"
    ))));
}

/// What the lexicon reads in `question` over `schema`: each match's
/// text and its first target.
fn read(schema: &Schema, question: &str) -> Vec<(String, Target)> {
    let lex = Lexicon::build(schema, &[], None, &[], 2026);
    let q = Question::new(question);
    lex.find(&q, &BTreeSet::new())
        .into_iter()
        .map(|m| {
            let text = q.tokens[m.tokens.clone()]
                .iter()
                .map(|t| q.lower[t.span.clone()].to_string())
                .collect::<String>();
            (text, m.targets[0].clone())
        })
        .collect()
}

#[test]
fn chinese_names_an_english_table_by_its_noun_and_a_column_with_de() {
    let mut s = schema();
    s.tables[0].columns.push(Column {
        name: "song_name".into(),
        db_type: "x".into(),
        logical_type: LogicalType::Text,
        nullable: true,
        comment: None,
    });
    s.tables.push(Table {
        schema: None,
        name: "cars_data".into(),
        kind: TableKind::Table,
        comment: None,
        columns: vec![Column {
            name: "horsepower".into(),
            db_type: "x".into(),
            logical_type: LogicalType::Integer,
            nullable: true,
            comment: None,
        }],
        primary_key: vec![],
        foreign_keys: vec![],
    });
    // 汽车 names `cars_data` (its generic ending dropped), as "cars" does.
    let found = read(&s, "汽车的平均马力");
    assert!(
        found.contains(&("汽车".to_string(), Target::Table("cars_data".into()))),
        "{found:?}"
    );
    // 歌曲的名称 is `song_name` said with 的, as "name of the song" is
    // (歌手的歌曲的名称 with the singer's word before it).
    let found = read(&s, "每个歌手的歌曲的名称");
    assert!(
        found
            .iter()
            .any(|(text, target)| text.ends_with("歌曲的名称")
                && *target == Target::Column(ColumnRef::new("singer", "song_name"))),
        "{found:?}"
    );
    assert_eq!(generic_free("tbl_orders").as_deref(), Some("orders"));
    assert_eq!(generic_free("model_list").as_deref(), Some("model"));
    assert_eq!(generic_free("data"), None);
    assert_eq!(generic_free("singer"), None);
}

#[test]
fn rows_named_by_a_noun_made_of_a_verb_are_said_by_it_in_chinese() {
    assert!(super::names::chinese_verbs_of_its_noun("performances").contains(&"演".to_string()));
    let arrivals = super::names::chinese_verbs_of_its_noun("arrivals");
    assert!(arrivals.contains(&"到达".to_string()), "{arrivals:?}");
    // (A noun made of no verb says none.)
    assert!(super::names::chinese_verbs_of_its_noun("animals").is_empty());
}
