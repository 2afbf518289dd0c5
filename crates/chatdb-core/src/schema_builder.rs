//! Building schemas in code: for sources described by hand (a catalog
//! written in YAML, a test's small schema) rather than introspected.
//!
//! ```
//! use chatdb_core::{Dialect, LogicalType::*, Schema, Table};
//! let schema = Schema::new(Dialect::Sqlite, vec![
//!     Table::new("country").with_key("id", Integer).with_column("name", Text),
//!     Table::new("singer").with_key("id", Integer).with_column("name", Text)
//!         .with_reference("country_id", Integer, "country", "id"),
//! ]);
//! assert_eq!(schema.tables[1].foreign_keys[0].ref_table, "country");
//! ```

use crate::dialect::Dialect;
use crate::schema::{Column, ForeignKey, Schema, Table, TableKind};
use crate::types::LogicalType;

impl Column {
    /// A nullable column without a comment; its declared type is the
    /// logical type's name.
    pub fn new(name: &str, logical_type: LogicalType) -> Column {
        Column {
            name: name.into(),
            db_type: format!("{logical_type:?}").to_uppercase(),
            logical_type,
            nullable: true,
            comment: None,
        }
    }
}

impl Table {
    /// An empty base table in the default schema.
    pub fn new(name: &str) -> Table {
        Table {
            schema: None,
            name: name.into(),
            kind: TableKind::Table,
            comment: None,
            columns: Vec::new(),
            primary_key: Vec::new(),
            foreign_keys: Vec::new(),
        }
    }

    /// Adds a column.
    pub fn with_column(mut self, name: &str, logical_type: LogicalType) -> Table {
        self.columns.push(Column::new(name, logical_type));
        self
    }

    /// Adds a column that is (part of) the primary key.
    pub fn with_key(mut self, name: &str, logical_type: LogicalType) -> Table {
        self.primary_key.push(name.into());
        self.with_column(name, logical_type)
    }

    /// Adds a column referencing `ref_column` of `ref_table`.
    pub fn with_reference(
        mut self,
        name: &str,
        logical_type: LogicalType,
        ref_table: &str,
        ref_column: &str,
    ) -> Table {
        self.foreign_keys.push(ForeignKey {
            columns: vec![name.into()],
            ref_table: ref_table.into(),
            ref_columns: vec![ref_column.into()],
        });
        self.with_column(name, logical_type)
    }

    /// Sets the primary key (for a key that is also a reference, or a key
    /// of several columns).
    pub fn with_primary_key(mut self, columns: &[&str]) -> Table {
        self.primary_key = columns.iter().map(|c| c.to_string()).collect();
        self
    }

    /// Sets the table's comment.
    pub fn with_comment(mut self, comment: &str) -> Table {
        self.comment = Some(comment.into());
        self
    }

    /// Sets the comment of the last column added.
    pub fn with_column_comment(mut self, comment: &str) -> Table {
        if let Some(c) = self.columns.last_mut() {
            c.comment = Some(comment.into());
        }
        self
    }
}

impl Schema {
    /// A schema of `tables` in `dialect`.
    pub fn new(dialect: Dialect, tables: Vec<Table>) -> Schema {
        Schema { dialect, tables }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use LogicalType::*;

    #[test]
    fn builds_keys_references_and_comments() {
        let t = Table::new("orders")
            .with_key("id", Integer)
            .with_reference("customer_id", Integer, "customers", "id")
            .with_column("amount", Decimal)
            .with_column_comment("含税金额")
            .with_comment("订单");
        assert_eq!(t.primary_key, vec!["id"]);
        assert!(t.is_key("customer_id") && !t.is_key("amount"));
        assert_eq!(
            t.column("amount").and_then(|c| c.comment.as_deref()),
            Some("含税金额")
        );
        assert_eq!(t.comment.as_deref(), Some("订单"));
        assert_eq!(t.columns[0].db_type, "INTEGER");
    }
}
