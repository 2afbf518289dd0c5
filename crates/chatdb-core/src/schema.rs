//! The schema model: what introspection returns for any database.

use crate::dialect::Dialect;
use crate::types::LogicalType;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

/// Whether a relation is a base table or a view.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TableKind {
    Table,
    View,
}

/// One column of a table or view.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Column {
    pub name: String,
    /// The database's declared type, as it spells it.
    pub db_type: String,
    pub logical_type: LogicalType,
    pub nullable: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub comment: Option<String>,
}

/// A foreign key: `columns` of this table reference `ref_columns` of `ref_table`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ForeignKey {
    pub columns: Vec<String>,
    /// The referenced table's qualified name, as in [`Table::qualified_name`].
    pub ref_table: String,
    pub ref_columns: Vec<String>,
}

/// A table or view with its columns and keys.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Table {
    /// The schema (namespace) when it is not the connection's default one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub schema: Option<String>,
    pub name: String,
    pub kind: TableKind,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub comment: Option<String>,
    pub columns: Vec<Column>,
    #[serde(default)]
    pub primary_key: Vec<String>,
    #[serde(default)]
    pub foreign_keys: Vec<ForeignKey>,
}

impl Table {
    /// `schema.name` for tables outside the default schema, else `name`.
    pub fn qualified_name(&self) -> String {
        match &self.schema {
            Some(s) => format!("{s}.{}", self.name),
            None => self.name.clone(),
        }
    }

    /// True when the column is (part of) the primary key or a foreign key.
    pub fn is_key(&self, column: &str) -> bool {
        self.primary_key.iter().any(|k| k == column)
            || self
                .foreign_keys
                .iter()
                .any(|f| f.columns.iter().any(|k| k == column))
    }

    /// The label column: what rows are called (a name or title), i.e. what a
    /// question asks for without naming a column. The first non-key text
    /// column named like a name, else one named as the table is
    /// (`course.Course`), else the first non-key text column that is not a
    /// date kept as text (`Staring_Date`), else the first non-key text
    /// column, else a column numbering the table's rows (`lanes.lane_no`:
    /// rows with no name are called by their number), else the primary
    /// key, else the first column.
    pub fn label_column(&self) -> Option<&str> {
        let text: Vec<&Column> = self
            .columns
            .iter()
            .filter(|c| c.logical_type == LogicalType::Text && !self.is_key(&c.name))
            .collect();
        text.iter()
            .find(|c| named_like_a_name(&c.name))
            .or_else(|| text.iter().find(|c| names_its_table(&c.name, &self.name)))
            .or_else(|| text.iter().find(|c| !named_like_a_time(&c.name)))
            .or(text.first())
            .map(|c| c.name.as_str())
            .or_else(|| {
                self.columns
                    .iter()
                    .find(|c| !self.is_key(&c.name) && numbers_its_table(&c.name, &self.name))
                    .map(|c| c.name.as_str())
            })
            .or_else(|| self.primary_key.first().map(String::as_str))
            .or_else(|| self.columns.first().map(|c| c.name.as_str()))
    }

    /// A column by name (exact, then case-insensitive).
    pub fn column(&self, name: &str) -> Option<&Column> {
        self.columns.iter().find(|c| c.name == name).or_else(|| {
            self.columns
                .iter()
                .find(|c| c.name.eq_ignore_ascii_case(name))
        })
    }
}

/// Everything introspection found in one data source.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Schema {
    pub dialect: Dialect,
    pub tables: Vec<Table>,
}

impl Schema {
    /// A table by qualified name (exact, then case-insensitive). Compares
    /// without allocating: it sits on hot paths of linking and validation.
    pub fn table(&self, qualified: &str) -> Option<&Table> {
        let matches = |t: &Table, eq: fn(&str, &str) -> bool| match &t.schema {
            None => eq(&t.name, qualified),
            Some(s) => qualified
                .split_once('.')
                .is_some_and(|(qs, qn)| eq(s, qs) && eq(&t.name, qn)),
        };
        let exact: fn(&str, &str) -> bool = |a, b| a == b;
        let folded: fn(&str, &str) -> bool = |a, b| a.eq_ignore_ascii_case(b);
        self.tables
            .iter()
            .find(|t| matches(t, exact))
            .or_else(|| self.tables.iter().find(|t| matches(t, folded)))
    }

    /// Whether rows of `from` reach `to` along foreign keys (each row has
    /// one row there: stores → regions) in at most `hops` steps. A table
    /// reaches itself.
    pub fn reaches(&self, from: &str, to: &str, hops: usize) -> bool {
        self.hops(from, to, hops, false).is_some()
    }

    /// How many foreign-key joins separate two tables, following each key
    /// either way (order lines → products → categories and back), or None
    /// when they are more than `max` apart. A table is 0 from itself.
    pub fn join_hops(&self, from: &str, to: &str, max: usize) -> Option<usize> {
        self.hops(from, to, max, true)
    }

    /// Breadth first from `from` along foreign keys — towards the tables
    /// referenced, and also back from those referencing when `both_ways` —
    /// each table visited once, so cycles and wide catalogs cost no more
    /// than their keys: the steps to `to`, at most `max`.
    fn hops(&self, from: &str, to: &str, max: usize, both_ways: bool) -> Option<usize> {
        let mut seen: Vec<&str> = vec![from];
        let mut frontier: Vec<&str> = vec![from];
        for hops in 0..=max {
            if frontier.iter().any(|t| t.eq_ignore_ascii_case(to)) {
                return Some(hops);
            }
            let mut next = Vec::new();
            for t in &frontier {
                let referenced = self
                    .table(t)
                    .into_iter()
                    .flat_map(|x| x.foreign_keys.iter().map(|f| f.ref_table.as_str()));
                let referencing = self
                    .tables
                    .iter()
                    .filter(|x| {
                        both_ways
                            && x.foreign_keys
                                .iter()
                                .any(|f| f.ref_table.eq_ignore_ascii_case(t))
                    })
                    .map(|x| x.name.as_str());
                for n in referenced.chain(referencing) {
                    if !seen.iter().any(|s| s.eq_ignore_ascii_case(n)) {
                        seen.push(n);
                        next.push(n);
                    }
                }
            }
            frontier = next;
        }
        None
    }

    /// Number of columns over all tables.
    pub fn column_count(&self) -> usize {
        self.tables.iter().map(|t| t.columns.len()).sum()
    }

    /// A hex digest of the structure (tables, columns, types, nullability,
    /// keys) that changes whenever the structure does and never otherwise.
    /// Comments are left out: editing a comment doesn't invalidate profiles.
    pub fn fingerprint(&self) -> String {
        let mut tables: Vec<&Table> = self.tables.iter().collect();
        tables.sort_by_key(|t| t.qualified_name());
        let mut h = Sha256::new();
        h.update(self.dialect.name());
        for t in tables {
            h.update([0u8]);
            h.update(t.qualified_name());
            h.update(if t.kind == TableKind::View { "v" } else { "t" });
            for c in &t.columns {
                h.update([1u8]);
                h.update(&c.name);
                h.update([2u8]);
                h.update(&c.db_type);
                h.update(if c.nullable { "n" } else { "N" });
            }
            h.update([3u8]);
            h.update(t.primary_key.join("\u{1}"));
            for fk in &t.foreign_keys {
                h.update([4u8]);
                h.update(fk.columns.join("\u{1}"));
                h.update(&fk.ref_table);
                h.update(fk.ref_columns.join("\u{1}"));
            }
        }
        h.finalize().iter().map(|b| format!("{b:02x}")).collect()
    }
}

/// True for a column named like a name or title (`customer_name`, `Title`,
/// 名称, 姓名): what a row is called, not a category.
pub fn named_like_a_name(column: &str) -> bool {
    let n = column.to_lowercase();
    n.ends_with("name") || n.ends_with("title") || n.contains("名称") || n == "名字" || n == "姓名"
}

/// Whether a column is named as its table is, in the singular or the
/// plural (`course.Course`, `courses.course`): the table's thing itself.
fn names_its_table(column: &str, table: &str) -> bool {
    let (c, t) = (column.to_lowercase(), table.to_lowercase());
    c == t || format!("{c}s") == t || format!("{c}es") == t
}

/// Whether a column is named as the number of its table's thing
/// (`lanes.lane_no`, `Rooms.RoomNumber`): what each row is called by,
/// never a count — a row does not count its own kind.
pub fn numbers_its_table(column: &str, table: &str) -> bool {
    let c = column.to_lowercase();
    ["_number", "_no", "_num", "number", "no", "num"]
        .iter()
        .find_map(|s| c.strip_suffix(s))
        .is_some_and(|thing| !thing.is_empty() && names_its_table(thing, table))
}

/// Whether a column's name says it keeps a date or a time (`Staring_Date`,
/// `OpenYear`, 上线时间) — stored as text, it is still no label.
fn named_like_a_time(column: &str) -> bool {
    let n = column.to_lowercase();
    n.split(|c: char| !c.is_alphanumeric()).any(|w| {
        matches!(
            w,
            "date" | "time" | "year" | "day" | "datetime" | "timestamp"
        )
    }) || ["date", "time", "year", "时间", "日期", "年份"]
        .iter()
        .any(|s| n.ends_with(s))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_label_is_a_name_else_the_tables_own_word_never_a_date() {
        use LogicalType::{Integer, Text};
        let course = Table::new("course")
            .with_key("Course_ID", Integer)
            .with_column("Staring_Date", Text)
            .with_column("Course", Text);
        assert_eq!(course.label_column(), Some("Course"));
        let events = Table::new("events")
            .with_key("id", Integer)
            .with_column("event_date", Text)
            .with_column("venue", Text);
        assert_eq!(events.label_column(), Some("venue"));
        let singer = Table::new("singer")
            .with_key("Singer_ID", Integer)
            .with_column("Country", Text)
            .with_column("Name", Text);
        assert_eq!(singer.label_column(), Some("Name"));
        let dates = Table::new("holidays")
            .with_key("id", Integer)
            .with_column("holiday_date", Text);
        assert_eq!(dates.label_column(), Some("holiday_date"));
        // Rows with no name are called by their number, not their key.
        let lanes = Table::new("lanes")
            .with_key("lane_id", Integer)
            .with_column("lane_no", Integer);
        assert_eq!(lanes.label_column(), Some("lane_no"));
        let rooms = Table::new("Rooms")
            .with_key("id", Integer)
            .with_column("floor", Integer)
            .with_column("RoomNumber", Integer);
        assert_eq!(rooms.label_column(), Some("RoomNumber"));
        // (A count of something else is no number of the row.)
        let teams = Table::new("teams")
            .with_key("team_id", Integer)
            .with_column("player_num", Integer);
        assert_eq!(teams.label_column(), Some("team_id"));
    }

    #[test]
    fn reaches_follows_foreign_keys_within_the_hops() {
        use LogicalType::Integer;
        // order_lines → orders → stores → regions, and employees → employees.
        let s = Schema::new(
            Dialect::Sqlite,
            vec![
                Table::new("regions").with_key("region_id", Integer),
                Table::new("stores")
                    .with_key("store_id", Integer)
                    .with_reference("region_id", Integer, "regions", "region_id"),
                Table::new("orders")
                    .with_key("order_id", Integer)
                    .with_reference("store_id", Integer, "stores", "store_id"),
                Table::new("order_lines")
                    .with_key("line_id", Integer)
                    .with_reference("order_id", Integer, "orders", "order_id"),
                Table::new("employees")
                    .with_key("id", Integer)
                    .with_reference("manager_id", Integer, "employees", "id"),
            ],
        );
        assert!(s.reaches("orders", "orders", 0));
        assert!(s.reaches("order_lines", "Regions", 3));
        assert!(!s.reaches("order_lines", "regions", 2));
        assert!(
            !s.reaches("regions", "stores", 5),
            "only towards the referenced"
        );
        assert!(!s.reaches("employees", "regions", 100), "a cycle ends");
        // Join hops go either way along a key.
        assert_eq!(s.join_hops("regions", "order_lines", 5), Some(3));
        assert_eq!(s.join_hops("order_lines", "stores", 5), Some(2));
        assert_eq!(s.join_hops("orders", "Orders", 0), Some(0));
        assert_eq!(s.join_hops("regions", "order_lines", 2), None);
        assert_eq!(s.join_hops("employees", "regions", 9), None);
    }

    fn schema() -> Schema {
        Schema {
            dialect: Dialect::DuckDb,
            tables: vec![Table {
                schema: None,
                name: "orders".into(),
                kind: TableKind::Table,
                comment: Some("订单".into()),
                columns: vec![Column {
                    name: "id".into(),
                    db_type: "INTEGER".into(),
                    logical_type: LogicalType::Integer,
                    nullable: false,
                    comment: None,
                }],
                primary_key: vec!["id".into()],
                foreign_keys: vec![],
            }],
        }
    }

    #[test]
    fn fingerprint_tracks_structure_not_comments() {
        let a = schema();
        let mut b = schema();
        b.tables[0].comment = Some("orders".into());
        assert_eq!(a.fingerprint(), b.fingerprint());
        b.tables[0].columns[0].db_type = "BIGINT".into();
        assert_ne!(a.fingerprint(), b.fingerprint());
        let mut c = schema();
        c.tables[0].columns[0].nullable = true;
        assert_ne!(a.fingerprint(), c.fingerprint());
    }

    #[test]
    fn lookups_fall_back_to_case_insensitive() {
        let s = schema();
        assert!(s.table("ORDERS").is_some());
        assert!(s.tables[0].column("ID").is_some());
        assert!(s.table("customers").is_none());
    }
}
