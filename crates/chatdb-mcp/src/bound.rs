//! Keeping tool results small enough for a model's context: at most so
//! many rows, and JSON of at most so many characters, saying when it cut.

use chatdb_core::Value;
use serde_json::{json, Value as Json};

/// A result table as JSON, within `max_rows` and `max_chars`; `extra`
/// fields are added to it. `truncated` says whether anything was left out
/// (here or by the query's own row cap).
pub fn table(
    columns: &[String],
    rows: &[Vec<Value>],
    already_truncated: bool,
    max_rows: usize,
    max_chars: usize,
    extra: Json,
) -> Json {
    let mut keep = rows.len().min(max_rows);
    loop {
        let mut out = json!({
            "columns": columns,
            "rows": &rows[..keep],
            "row_count": keep,
            "truncated": already_truncated || keep < rows.len(),
        });
        if let (Some(o), Json::Object(e)) = (out.as_object_mut(), &extra) {
            for (k, v) in e {
                o.insert(k.clone(), v.clone());
            }
        }
        if keep == 0 || out.to_string().chars().count() <= max_chars {
            if keep < rows.len() {
                out["note"] = json!(format!(
                    "showing {keep} of {} rows; narrow the question or add a LIMIT for the rest",
                    rows.len()
                ));
            }
            return out;
        }
        // Drop rows in proportion to the overshoot, at least one.
        let len = out.to_string().chars().count();
        let fewer = keep * max_chars / len.max(1);
        keep = fewer.min(keep - 1);
    }
}

/// Text within `max_chars`, with a note when it was cut.
pub fn text(text: &str, max_chars: usize) -> String {
    if text.chars().count() <= max_chars {
        return text.to_string();
    }
    let cut: String = text.chars().take(max_chars).collect();
    format!("{cut}\n… (truncated at {max_chars} characters)")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_are_cut_to_fit_and_it_says_so() {
        let columns = vec!["s".to_string()];
        let rows: Vec<Vec<Value>> = (0..1000)
            .map(|i| vec![Value::Text("x".repeat(50) + &i.to_string())])
            .collect();
        let out = table(
            &columns,
            &rows,
            false,
            200,
            2000,
            json!({"sql": "SELECT s"}),
        );
        assert!(
            out.to_string().chars().count() <= 2000 + 200,
            "{}",
            out.to_string().len()
        );
        let kept = out["rows"].as_array().unwrap().len();
        assert!(kept > 0 && kept < 200, "{kept}");
        assert_eq!(out["truncated"], true);
        assert_eq!(out["sql"], "SELECT s");
        assert!(out["note"].as_str().unwrap().contains("of 1000 rows"));

        let small = table(&columns, &rows[..3], false, 200, 20_000, json!({}));
        assert_eq!(small["rows"].as_array().unwrap().len(), 3);
        assert_eq!(small["truncated"], false);
        assert!(small.get("note").is_none());
        let capped = table(&columns, &rows[..3], true, 200, 20_000, json!({}));
        assert_eq!(capped["truncated"], true, "the query's own cap counts");
    }

    #[test]
    fn long_text_is_cut_with_a_note() {
        assert_eq!(text("short", 10), "short");
        let t = text(&"字".repeat(100), 10);
        assert!(t.starts_with(&"字".repeat(10)) && t.contains("truncated"));
    }
}
