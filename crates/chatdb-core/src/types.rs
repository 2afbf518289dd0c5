//! Logical column types: one small classification over every database's
//! type names, so later stages can ask "is this numeric? a date?" without
//! knowing the dialect.

use serde::{Deserialize, Serialize};

/// What kind of values a column holds, independent of the database.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum LogicalType {
    Boolean,
    Integer,
    Float,
    /// Exact decimal numbers; values travel as decimal strings.
    Decimal,
    Text,
    Date,
    Time,
    Timestamp,
    /// Timestamp with a time zone; values travel as RFC 3339 with an offset.
    TimestampTz,
    Interval,
    Bytes,
    Json,
    Uuid,
    /// Anything else (lists, structs, geometry…); values travel as text.
    Other,
}

impl LogicalType {
    /// Classifies a database type name such as `DECIMAL(12,2)`,
    /// `character varying`, `bigint unsigned` or `TIMESTAMP WITH TIME ZONE`.
    ///
    /// Follows SQLite's affinity rules where a name is unfamiliar, so a
    /// declared type like `NVARCHAR2` or `BIGNUM` still lands somewhere sane.
    pub fn from_type_name(name: &str) -> LogicalType {
        let t = name.trim().to_ascii_lowercase();
        let base = t.split('(').next().unwrap_or("").trim();
        match base {
            "bool" | "boolean" | "bit" => return LogicalType::Boolean,
            "date" => return LogicalType::Date,
            "time" | "time without time zone" | "timetz" | "time with time zone" => {
                return LogicalType::Time
            }
            "timestamptz" | "timestamp with time zone" => return LogicalType::TimestampTz,
            "timestamp"
            | "datetime"
            | "timestamp without time zone"
            | "timestamp_s"
            | "timestamp_ms"
            | "timestamp_ns"
            | "smalldatetime"
            | "datetime2" => return LogicalType::Timestamp,
            "interval" => return LogicalType::Interval,
            "json" | "jsonb" => return LogicalType::Json,
            "uuid" => return LogicalType::Uuid,
            "decimal" | "numeric" | "money" | "number" => return LogicalType::Decimal,
            "real" | "float" | "float4" | "float8" | "double" | "double precision" => {
                return LogicalType::Float
            }
            "year" => return LogicalType::Integer,
            _ => {}
        }
        if t.starts_with("timestamp") && t.contains("with time zone") {
            return LogicalType::TimestampTz;
        }
        if t.ends_with("[]") || base.starts_with("struct") || base.starts_with("map") {
            return LogicalType::Other;
        }
        // SQLite affinity order: INT, then TEXT, then BLOB, then REAL.
        if t.contains("int") || base == "serial" || base == "bigserial" {
            return LogicalType::Integer;
        }
        if t.contains("char")
            || t.contains("clob")
            || t.contains("text")
            || t.contains("string")
            || base == "enum"
            || base == "set"
            || base == "name"
            || base == "citext"
        {
            return LogicalType::Text;
        }
        if t.contains("blob") || t.contains("binary") || base == "bytea" || base == "varbinary" {
            return LogicalType::Bytes;
        }
        if t.contains("real") || t.contains("floa") || t.contains("doub") {
            return LogicalType::Float;
        }
        if t.is_empty() {
            // SQLite columns declared without a type.
            return LogicalType::Other;
        }
        LogicalType::Other
    }

    /// Numbers that can be summed and averaged.
    pub fn is_numeric(self) -> bool {
        matches!(
            self,
            LogicalType::Integer | LogicalType::Float | LogicalType::Decimal
        )
    }

    /// Dates and timestamps: candidates for time filters and grains.
    pub fn is_temporal(self) -> bool {
        matches!(
            self,
            LogicalType::Date | LogicalType::Timestamp | LogicalType::TimestampTz
        )
    }
}

#[cfg(test)]
mod tests {
    use super::LogicalType::*;
    use super::*;

    #[test]
    fn classifies_common_type_names() {
        let cases = [
            ("INTEGER", Integer),
            ("bigint unsigned", Integer),
            ("DECIMAL(12,2)", Decimal),
            ("numeric", Decimal),
            ("character varying", Text),
            ("VARCHAR(255)", Text),
            ("nvarchar2", Text),
            ("double precision", Float),
            ("REAL", Float),
            ("timestamp with time zone", TimestampTz),
            ("TIMESTAMP", Timestamp),
            ("datetime", Timestamp),
            ("date", Date),
            ("boolean", Boolean),
            ("bytea", Bytes),
            ("BLOB", Bytes),
            ("jsonb", Json),
            ("uuid", Uuid),
            ("integer[]", Other),
            ("", Other),
        ];
        for (name, want) in cases {
            assert_eq!(LogicalType::from_type_name(name), want, "{name}");
        }
    }
}
