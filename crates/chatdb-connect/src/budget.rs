//! How much of a result is kept: at most `max_rows` rows and about
//! `max_bytes` bytes of cell data. Rows are read one at a time and the
//! reading stops at either bound, so a huge result never reaches memory
//! whole; a row whose cells alone pass the byte bound has its long cells
//! shortened. Either way the result says `truncated`; a cut by bytes also
//! says why (a note).

use crate::QueryOptions;
use chatdb_core::Value;

/// Collects rows within a query's output bounds.
pub(crate) struct Collector {
    max_rows: usize,
    max_bytes: usize,
    bytes: usize,
    rows: Vec<Vec<Value>>,
    truncated: bool,
    note: Option<String>,
}

/// A cell's share of the output: its text or bytes, else a small constant.
fn size(v: &Value) -> usize {
    match v {
        Value::Text(s) | Value::Decimal(s) => s.len(),
        Value::Bytes(b) => b.len(),
        _ => 16,
    }
}

/// `text` cut to at most `budget` bytes at a character boundary, with "…".
fn shorten(text: &str, budget: usize) -> String {
    let mut end = budget.min(text.len());
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}…", &text[..end])
}

/// Bytes in a human unit, for notes.
pub fn human_bytes(n: u64) -> String {
    const MIB: u64 = 1 << 20;
    if n >= 1 << 30 && n.is_multiple_of(1 << 30) {
        format!("{} GiB", n >> 30)
    } else if n >= MIB {
        format!("{:.0} MiB", n as f64 / MIB as f64)
    } else if n >= 1024 {
        format!("{:.0} KiB", n as f64 / 1024.0)
    } else {
        format!("{n} bytes")
    }
}

impl Collector {
    pub fn new(options: &QueryOptions) -> Collector {
        Collector {
            max_rows: options.max_rows,
            max_bytes: options.max_bytes,
            bytes: 0,
            rows: Vec::new(),
            truncated: false,
            note: None,
        }
    }

    /// Whether one more row (which exists) may be kept; false, and the
    /// result marked truncated, once a bound is reached.
    pub fn room(&mut self) -> bool {
        if self.rows.len() >= self.max_rows {
            // The row cap is the usual cut: `truncated` alone says it.
            self.truncated = true;
            return false;
        }
        if self.bytes >= self.max_bytes {
            self.truncated = true;
            return false;
        }
        true
    }

    /// Keeps a row, shortening its long cells when it would pass the byte
    /// bound (and then no more rows are kept).
    pub fn push(&mut self, mut row: Vec<Value>) {
        let total: usize = row.iter().map(size).sum();
        if self.bytes + total > self.max_bytes {
            let left = self.max_bytes.saturating_sub(self.bytes);
            let each = (left / row.len().max(1)).max(64);
            for cell in &mut row {
                match cell {
                    Value::Text(s) if s.len() > each => *s = shorten(s, each),
                    Value::Bytes(b) if b.len() > each => b.truncate(each),
                    _ => {}
                }
            }
            self.truncated = true;
            self.note = Some(format!(
                "the output passed {}; long values were shortened and the rest was not read",
                human_bytes(self.max_bytes as u64)
            ));
            self.bytes = self.max_bytes;
        } else {
            self.bytes += total;
        }
        self.rows.push(row);
    }

    /// The rows kept, whether the result was cut, and why.
    pub fn finish(self) -> (Vec<Vec<Value>>, bool, Option<String>) {
        (self.rows, self.truncated, self.note)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn options(max_rows: usize, max_bytes: usize) -> QueryOptions {
        QueryOptions {
            max_rows,
            max_bytes,
            ..QueryOptions::default()
        }
    }

    #[test]
    fn rows_and_bytes_are_bounded() {
        let mut c = Collector::new(&options(2, 1000));
        for _ in 0..3 {
            if !c.room() {
                break;
            }
            c.push(vec![Value::Int(1)]);
        }
        let (rows, truncated, note) = c.finish();
        assert_eq!((rows.len(), truncated, note), (2, true, None));

        let mut c = Collector::new(&options(100, 1000));
        let mut read = 0;
        for _ in 0..100 {
            if !c.room() {
                break;
            }
            read += 1;
            c.push(vec![Value::Text("x".repeat(300))]);
        }
        let (rows, truncated, note) = c.finish();
        assert_eq!(read, 4, "the fourth row passes the bound and stops reading");
        assert!(truncated && note.unwrap().contains("1000 bytes"));
        let kept: usize = rows.iter().flatten().map(size).sum();
        assert!(kept <= 1000 + 3, "{kept}");
        assert!(matches!(&rows[3][0], Value::Text(s) if s.ends_with('…')));
    }

    #[test]
    fn one_huge_cell_is_shortened_at_a_character_boundary() {
        let mut c = Collector::new(&options(10, 100));
        assert!(c.room());
        c.push(vec![Value::Text("数".repeat(1000)), Value::Int(7)]);
        assert!(!c.room());
        let (rows, truncated, _) = c.finish();
        assert!(truncated);
        let Value::Text(s) = &rows[0][0] else {
            panic!("text")
        };
        assert!(s.len() <= 68 && s.ends_with('…'), "{s}");
        assert_eq!(rows[0][1], Value::Int(7));
        assert_eq!(human_bytes(1 << 30), "1 GiB");
    }
}
