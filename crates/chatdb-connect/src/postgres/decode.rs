//! Decoding PostgreSQL's binary result format into [`Value`]s, including
//! exact `numeric` (which tokio-postgres leaves to optional crates with
//! limited precision).

use chatdb_core::Value;
use chrono::{DateTime, NaiveDate, NaiveDateTime, NaiveTime, Utc};
use std::error::Error;
use tokio_postgres::types::{FromSql, Kind, Type};

type BoxError = Box<dyn Error + Sync + Send>;

/// One decoded cell.
pub(crate) struct Cell(pub Value);

/// True for the types [`Cell`] decodes from the binary protocol.
pub(crate) fn is_decodable(ty: &Type) -> bool {
    match ty.kind() {
        Kind::Enum(_) => true,
        Kind::Domain(inner) => is_decodable(inner),
        Kind::Simple => {
            matches!(
                *ty,
                Type::BOOL
                    | Type::INT2
                    | Type::INT4
                    | Type::INT8
                    | Type::OID
                    | Type::FLOAT4
                    | Type::FLOAT8
                    | Type::NUMERIC
                    | Type::TEXT
                    | Type::VARCHAR
                    | Type::BPCHAR
                    | Type::NAME
                    | Type::UNKNOWN
                    | Type::CHAR
                    | Type::DATE
                    | Type::TIME
                    | Type::TIMESTAMP
                    | Type::TIMESTAMPTZ
                    | Type::BYTEA
                    | Type::JSON
                    | Type::JSONB
                    | Type::UUID
                    | Type::INTERVAL
            ) || ty.name() == "citext"
        }
        _ => false,
    }
}

impl<'a> FromSql<'a> for Cell {
    fn from_sql(ty: &Type, raw: &'a [u8]) -> Result<Self, BoxError> {
        decode(ty, raw).map(Cell)
    }

    fn from_sql_null(_: &Type) -> Result<Self, BoxError> {
        Ok(Cell(Value::Null))
    }

    fn accepts(ty: &Type) -> bool {
        is_decodable(ty)
    }
}

fn utf8(raw: &[u8]) -> Result<String, BoxError> {
    Ok(std::str::from_utf8(raw)?.to_string())
}

fn decode(ty: &Type, raw: &[u8]) -> Result<Value, BoxError> {
    if let Kind::Domain(inner) = ty.kind() {
        return decode(inner, raw);
    }
    if let Kind::Enum(_) = ty.kind() {
        return Ok(Value::Text(utf8(raw)?));
    }
    Ok(match *ty {
        Type::BOOL => Value::Bool(bool::from_sql(ty, raw)?),
        Type::INT2 => Value::Int(i16::from_sql(ty, raw)?.into()),
        Type::INT4 => Value::Int(i32::from_sql(ty, raw)?.into()),
        Type::INT8 => Value::Int(i64::from_sql(ty, raw)?),
        Type::OID => Value::Int(u32::from_sql(ty, raw)?.into()),
        Type::FLOAT4 => Value::Float(f32::from_sql(ty, raw)?.into()),
        Type::FLOAT8 => Value::Float(f64::from_sql(ty, raw)?),
        Type::NUMERIC => numeric(raw)?,
        Type::CHAR => Value::Text(char::from(*raw.first().unwrap_or(&b' ')).to_string()),
        Type::DATE => NaiveDate::from_sql(ty, raw)
            .map(Value::Date)
            .unwrap_or_else(|_| infinite(raw)),
        Type::TIME => Value::Time(NaiveTime::from_sql(ty, raw)?),
        Type::TIMESTAMP => NaiveDateTime::from_sql(ty, raw)
            .map(Value::Timestamp)
            .unwrap_or_else(|_| infinite(raw)),
        Type::TIMESTAMPTZ => DateTime::<Utc>::from_sql(ty, raw)
            .map(|t| Value::TimestampTz(t.fixed_offset()))
            .unwrap_or_else(|_| infinite(raw)),
        Type::BYTEA => Value::Bytes(raw.to_vec()),
        // jsonb's binary form is a version byte followed by the JSON text.
        Type::JSONB => Value::Text(utf8(raw.get(1..).unwrap_or_default())?),
        Type::UUID => uuid(raw)?,
        Type::INTERVAL => interval(raw)?,
        _ => Value::Text(utf8(raw)?),
    })
}

/// `infinity` / `-infinity` dates and timestamps: the extreme i32/i64.
fn infinite(raw: &[u8]) -> Value {
    let negative = raw.first().is_some_and(|b| b & 0x80 != 0);
    Value::Text(if negative { "-infinity" } else { "infinity" }.into())
}

fn uuid(raw: &[u8]) -> Result<Value, BoxError> {
    if raw.len() != 16 {
        return Err("uuid is not 16 bytes".into());
    }
    let hex: String = raw.iter().map(|b| format!("{b:02x}")).collect();
    Ok(Value::Text(format!(
        "{}-{}-{}-{}-{}",
        &hex[0..8],
        &hex[8..12],
        &hex[12..16],
        &hex[16..20],
        &hex[20..32]
    )))
}

fn interval(raw: &[u8]) -> Result<Value, BoxError> {
    if raw.len() != 16 {
        return Err("interval is not 16 bytes".into());
    }
    let micros = i64::from_be_bytes(raw[0..8].try_into()?);
    let days = i32::from_be_bytes(raw[8..12].try_into()?);
    let months = i32::from_be_bytes(raw[12..16].try_into()?);
    Ok(Value::Text(format!(
        "{months} months {days} days {micros} microseconds"
    )))
}

/// PostgreSQL `numeric` binary form: ndigits, weight, sign, dscale, then
/// base-10000 digits. Rendered exactly, with `dscale` fraction digits.
pub(crate) fn numeric(raw: &[u8]) -> Result<Value, BoxError> {
    let word = |i: usize| -> Result<u16, BoxError> {
        let b = raw
            .get(i * 2..i * 2 + 2)
            .ok_or("numeric value is truncated")?;
        Ok(u16::from_be_bytes([b[0], b[1]]))
    };
    let ndigits = word(0)? as usize;
    let weight = word(1)? as i16 as i32;
    let sign = word(2)?;
    let dscale = word(3)? as usize;
    match sign {
        0xC000 => return Ok(Value::Float(f64::NAN)),
        0xD000 => return Ok(Value::Float(f64::INFINITY)),
        0xF000 => return Ok(Value::Float(f64::NEG_INFINITY)),
        _ => {}
    }
    let digits: Vec<u16> = (0..ndigits)
        .map(|i| word(4 + i))
        .collect::<Result<_, _>>()?;
    let digit = |pos: i32| -> u16 {
        usize::try_from(pos)
            .ok()
            .and_then(|p| digits.get(p).copied())
            .unwrap_or(0)
    };
    let mut s = String::new();
    if sign == 0x4000 && digits.iter().any(|d| *d != 0) {
        s.push('-');
    }
    if weight < 0 {
        s.push('0');
    } else {
        for pos in 0..=weight {
            if pos == 0 {
                s.push_str(&digit(pos).to_string());
            } else {
                s.push_str(&format!("{:04}", digit(pos)));
            }
        }
    }
    if dscale > 0 {
        let mut frac = String::new();
        let mut pos = weight + 1;
        while frac.len() < dscale {
            frac.push_str(&format!("{:04}", digit(pos)));
            pos += 1;
        }
        frac.truncate(dscale);
        s.push('.');
        s.push_str(&frac);
    }
    Ok(Value::Decimal(s))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn encode(weight: i16, sign: u16, dscale: u16, digits: &[u16]) -> Vec<u8> {
        let mut v = Vec::new();
        for w in [digits.len() as u16, weight as u16, sign, dscale] {
            v.extend_from_slice(&w.to_be_bytes());
        }
        for d in digits {
            v.extend_from_slice(&d.to_be_bytes());
        }
        v
    }

    fn dec(weight: i16, sign: u16, dscale: u16, digits: &[u16]) -> String {
        match numeric(&encode(weight, sign, dscale, digits)).expect("decodes") {
            Value::Decimal(s) => s,
            other => panic!("not a decimal: {other:?}"),
        }
    }

    #[test]
    fn numerics_render_exactly() {
        assert_eq!(dec(0, 0, 2, &[12, 3400]), "12.34");
        assert_eq!(dec(1, 0, 0, &[1, 0]), "10000");
        assert_eq!(dec(-1, 0x4000, 5, &[500]), "-0.05000");
        assert_eq!(dec(0, 0, 0, &[]), "0");
        assert_eq!(dec(0, 0, 2, &[]), "0.00");
        assert_eq!(
            dec(4, 0, 1, &[1, 2345, 6789, 123, 4567, 8000]),
            "12345678901234567.8"
        );
    }
}
