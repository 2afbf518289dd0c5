//! Typed cell values as every connector returns them.
//!
//! JSON form: SQL NULL is `null`, booleans and integers are JSON booleans and
//! numbers, floats are numbers (non-finite ones the strings `"NaN"`,
//! `"Infinity"`, `"-Infinity"`), and everything whose exact form a JSON
//! number would lose travels as a string: decimals keep every digit, dates
//! are `YYYY-MM-DD`, timestamps ISO 8601, time-zone-aware timestamps RFC 3339
//! with an offset, bytes `\x`-prefixed hex. The column's [`LogicalType`]
//! says which reading applies, so the JSON never loses meaning, and
//! [`Value::from_json`] reads it back.

use crate::types::LogicalType;
use chrono::{DateTime, FixedOffset, NaiveDate, NaiveDateTime, NaiveTime};
use serde::{Serialize, Serializer};
use std::cmp::Ordering;
use std::fmt;

/// One cell of a result.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    Null,
    Bool(bool),
    Int(i64),
    Float(f64),
    /// An exact decimal in canonical text form (`-12.50`, `1e40` is never used).
    Decimal(String),
    Text(String),
    Date(NaiveDate),
    Time(NaiveTime),
    Timestamp(NaiveDateTime),
    TimestampTz(DateTime<FixedOffset>),
    Bytes(Vec<u8>),
}

impl Value {
    /// True for SQL NULL.
    pub fn is_null(&self) -> bool {
        matches!(self, Value::Null)
    }

    /// The value as a float, for numeric values (decimals parsed).
    pub fn as_f64(&self) -> Option<f64> {
        match self {
            Value::Int(i) => Some(*i as f64),
            Value::Float(f) => Some(*f),
            Value::Decimal(d) => d.parse().ok(),
            Value::Bool(b) => Some(if *b { 1.0 } else { 0.0 }),
            _ => None,
        }
    }

    /// An integer from a wider type: exact as `Int` when it fits in i64,
    /// otherwise as an exact `Decimal`.
    pub fn from_i128(v: i128) -> Value {
        match i64::try_from(v) {
            Ok(i) => Value::Int(i),
            Err(_) => Value::Decimal(v.to_string()),
        }
    }

    /// Reads back the JSON form written by `Serialize`, given the column's
    /// logical type. Values that don't fit the type are kept as text rather
    /// than dropped.
    pub fn from_json(json: &serde_json::Value, ty: LogicalType) -> Value {
        use serde_json::Value as J;
        match json {
            J::Null => Value::Null,
            J::Bool(b) => Value::Bool(*b),
            J::Number(n) => {
                if ty == LogicalType::Decimal {
                    Value::Decimal(n.to_string())
                } else if let Some(i) = n.as_i64() {
                    Value::Int(i)
                } else {
                    Value::Float(n.as_f64().unwrap_or(f64::NAN))
                }
            }
            J::String(s) => Value::parse_text(s, ty),
            other => Value::Text(other.to_string()),
        }
    }

    /// Interprets a textual rendering of a value of the given logical type;
    /// falls back to `Text` when the text doesn't parse as that type.
    pub fn parse_text(s: &str, ty: LogicalType) -> Value {
        let parsed = match ty {
            LogicalType::Integer => s.trim().parse::<i64>().ok().map(Value::Int),
            LogicalType::Float => match s.trim() {
                "NaN" => Some(Value::Float(f64::NAN)),
                "Infinity" | "inf" => Some(Value::Float(f64::INFINITY)),
                "-Infinity" | "-inf" => Some(Value::Float(f64::NEG_INFINITY)),
                t => t.parse::<f64>().ok().map(Value::Float),
            },
            LogicalType::Decimal => {
                is_decimal_text(s.trim()).then(|| Value::Decimal(s.trim().into()))
            }
            LogicalType::Boolean => match s.trim().to_ascii_lowercase().as_str() {
                "t" | "true" | "1" => Some(Value::Bool(true)),
                "f" | "false" | "0" => Some(Value::Bool(false)),
                _ => None,
            },
            LogicalType::Date => NaiveDate::parse_from_str(s.trim(), "%Y-%m-%d")
                .ok()
                .map(Value::Date),
            LogicalType::Time => NaiveTime::parse_from_str(s.trim(), "%H:%M:%S%.f")
                .ok()
                .map(Value::Time),
            LogicalType::Timestamp => parse_naive_timestamp(s).map(Value::Timestamp),
            LogicalType::TimestampTz => parse_tz_timestamp(s).map(Value::TimestampTz),
            LogicalType::Bytes => s.strip_prefix("\\x").and_then(decode_hex).map(Value::Bytes),
            _ => None,
        };
        parsed.unwrap_or_else(|| Value::Text(s.to_string()))
    }

    /// Orders two values of comparable kinds (numbers with numbers, text
    /// with text, dates with dates); NULL sorts first. Used by the profiler
    /// and by result comparison, never to decide SQL semantics.
    pub fn cmp_loose(&self, other: &Value) -> Ordering {
        match (self, other) {
            (Value::Null, Value::Null) => Ordering::Equal,
            (Value::Null, _) => Ordering::Less,
            (_, Value::Null) => Ordering::Greater,
            (Value::Int(a), Value::Int(b)) => a.cmp(b),
            (a, b) if a.as_f64().is_some() && b.as_f64().is_some() => a
                .as_f64()
                .unwrap_or(0.0)
                .total_cmp(&b.as_f64().unwrap_or(0.0)),
            (Value::Date(a), Value::Date(b)) => a.cmp(b),
            (Value::Timestamp(a), Value::Timestamp(b)) => a.cmp(b),
            (Value::TimestampTz(a), Value::TimestampTz(b)) => a.cmp(b),
            (Value::Time(a), Value::Time(b)) => a.cmp(b),
            (a, b) => a.to_string().cmp(&b.to_string()),
        }
    }
}

fn is_decimal_text(s: &str) -> bool {
    let digits = s
        .strip_prefix('-')
        .or_else(|| s.strip_prefix('+'))
        .unwrap_or(s);
    let mut parts = digits.splitn(2, '.');
    let int = parts.next().unwrap_or("");
    let frac = parts.next().unwrap_or("");
    (!int.is_empty() || !frac.is_empty())
        && int.bytes().all(|b| b.is_ascii_digit())
        && frac.bytes().all(|b| b.is_ascii_digit())
}

fn parse_naive_timestamp(s: &str) -> Option<NaiveDateTime> {
    let s = s.trim();
    ["%Y-%m-%dT%H:%M:%S%.f", "%Y-%m-%d %H:%M:%S%.f"]
        .iter()
        .find_map(|f| NaiveDateTime::parse_from_str(s, f).ok())
}

fn parse_tz_timestamp(s: &str) -> Option<DateTime<FixedOffset>> {
    let s = s.trim();
    DateTime::parse_from_rfc3339(s).ok().or_else(|| {
        // PostgreSQL's text form: `2024-01-02 03:04:05+08` or `+05:30`.
        ["%Y-%m-%d %H:%M:%S%.f%#z", "%Y-%m-%d %H:%M:%S%.f%:z"]
            .iter()
            .find_map(|f| DateTime::parse_from_str(s, f).ok())
    })
}

fn decode_hex(s: &str) -> Option<Vec<u8>> {
    if !s.len().is_multiple_of(2) {
        return None;
    }
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(s.get(i..i + 2)?, 16).ok())
        .collect()
}

fn format_float(f: f64) -> String {
    if f.is_nan() {
        "NaN".into()
    } else if f.is_infinite() {
        if f > 0.0 { "Infinity" } else { "-Infinity" }.into()
    } else {
        f.to_string()
    }
}

impl fmt::Display for Value {
    /// The human rendering used in tables and answers (NULL shows as `NULL`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Null => f.write_str("NULL"),
            Value::Bool(b) => write!(f, "{b}"),
            Value::Int(i) => write!(f, "{i}"),
            Value::Float(x) => f.write_str(&format_float(*x)),
            Value::Decimal(d) | Value::Text(d) => f.write_str(d),
            Value::Date(d) => write!(f, "{}", d.format("%Y-%m-%d")),
            Value::Time(t) => write!(f, "{}", t.format("%H:%M:%S%.f")),
            Value::Timestamp(t) => write!(f, "{}", t.format("%Y-%m-%d %H:%M:%S%.f")),
            Value::TimestampTz(t) => write!(f, "{}", t.to_rfc3339()),
            Value::Bytes(b) => {
                f.write_str("\\x")?;
                b.iter().try_for_each(|x| write!(f, "{x:02x}"))
            }
        }
    }
}

impl Serialize for Value {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Value::Null => s.serialize_none(),
            Value::Bool(b) => s.serialize_bool(*b),
            Value::Int(i) => s.serialize_i64(*i),
            Value::Float(x) if x.is_finite() => s.serialize_f64(*x),
            Value::Float(x) => s.serialize_str(&format_float(*x)),
            Value::Timestamp(t) => s.serialize_str(&t.format("%Y-%m-%dT%H:%M:%S%.f").to_string()),
            other => s.serialize_str(&other.to_string()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn round_trip(v: Value, ty: LogicalType) {
        let j = serde_json::to_value(&v).expect("serializes");
        assert_eq!(Value::from_json(&j, ty), v, "{j}");
    }

    #[test]
    fn every_kind_round_trips_through_json() {
        let date = NaiveDate::from_ymd_opt(2024, 2, 29).expect("valid date");
        let ts = date.and_hms_micro_opt(13, 4, 5, 120).expect("valid time");
        let tz = DateTime::parse_from_rfc3339("2024-02-29T13:04:05+08:00").expect("valid rfc3339");
        round_trip(Value::Null, LogicalType::Text);
        round_trip(Value::Bool(true), LogicalType::Boolean);
        round_trip(Value::Int(-42), LogicalType::Integer);
        round_trip(Value::Int(i64::MAX), LogicalType::Integer);
        round_trip(Value::Float(1.5), LogicalType::Float);
        round_trip(Value::Float(f64::INFINITY), LogicalType::Float);
        round_trip(
            Value::Decimal("12345678901234567890.0100".into()),
            LogicalType::Decimal,
        );
        round_trip(Value::Text("华东".into()), LogicalType::Text);
        round_trip(Value::Date(date), LogicalType::Date);
        round_trip(Value::Timestamp(ts), LogicalType::Timestamp);
        round_trip(Value::TimestampTz(tz), LogicalType::TimestampTz);
        round_trip(Value::Bytes(vec![0, 255, 16]), LogicalType::Bytes);
    }

    #[test]
    fn decimals_keep_every_digit_as_strings() {
        let v = Value::Decimal("0.10".into());
        assert_eq!(serde_json::to_value(&v).expect("serializes"), json!("0.10"));
        assert_eq!(
            Value::from_i128(i128::MAX),
            Value::Decimal(i128::MAX.to_string())
        );
        assert_eq!(Value::from_i128(7), Value::Int(7));
    }

    #[test]
    fn text_that_does_not_parse_stays_text() {
        assert_eq!(
            Value::parse_text("soon", LogicalType::Date),
            Value::Text("soon".into())
        );
        assert_eq!(
            Value::parse_text("1.2.3", LogicalType::Decimal),
            Value::Text("1.2.3".into())
        );
        assert_eq!(
            Value::parse_text("2024-01-02 03:04:05+08", LogicalType::TimestampTz),
            Value::TimestampTz(
                DateTime::parse_from_rfc3339("2024-01-02T03:04:05+08:00").expect("valid")
            )
        );
    }

    #[test]
    fn loose_ordering_compares_numbers_across_kinds() {
        assert_eq!(
            Value::Int(2).cmp_loose(&Value::Decimal("10.5".into())),
            Ordering::Less
        );
        assert_eq!(Value::Null.cmp_loose(&Value::Int(0)), Ordering::Less);
    }
}
