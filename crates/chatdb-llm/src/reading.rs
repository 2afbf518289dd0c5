//! Tolerant reading of what models write. Many models — small local ones
//! above all — ignore or half-follow the format they were asked for: they
//! wrap JSON in code fences or prose, leave trailing commas, use single
//! quotes or bare keys, or answer with SQL in a fence, after "SQL:" or in a
//! sentence. What can be read is read, and how it was read is said, so the
//! trace shows every fallback.

use crate::schema::validate;
use serde_json::Value as Json;

/// Reads another way what is not the JSON asked for (SQL in prose, say),
/// as a value and how it was found.
pub type Fallback<'a> = &'a (dyn Fn(&str) -> Option<(Json, String)> + Sync);

/// A reply as a value matching `schema`: its JSON read tolerantly, else
/// what `fallback` reads in it (also checked against the schema), with how
/// it was read; `Err` says what is wrong with the JSON.
pub fn read_structured(
    text: &str,
    schema: &Json,
    fallback: Fallback<'_>,
) -> Result<(Json, Option<String>), String> {
    let problem = match read_json(text) {
        Ok(found) => match validate(&found.value, schema) {
            Ok(()) => return Ok((found.value, found.how.map(|h| format!("JSON {h}")))),
            Err(e) => e,
        },
        Err(e) => e,
    };
    match fallback(text) {
        Some((value, how)) if validate(&value, schema).is_ok() => Ok((value, Some(how))),
        _ => Err(problem),
    }
}

/// JSON found in a reply, and how it had to be read.
#[derive(Debug, Clone, PartialEq)]
pub struct FoundJson {
    pub value: Json,
    /// `None` when the reply was exactly JSON; otherwise what was done
    /// ("in a code fence", "repaired: JSON5 syntax", …).
    pub how: Option<String>,
}

/// The JSON inside a reply: the whole text, a fenced block, or the
/// outermost `{…}` — each parsed strictly first, then leniently (JSON5:
/// trailing commas, single quotes, unquoted keys, comments).
pub fn read_json(text: &str) -> Result<FoundJson, String> {
    let t = text.trim();
    let mut candidates: Vec<(&str, Option<&str>)> = vec![(t, None)];
    for block in fenced_blocks(t) {
        candidates.push((block.body, Some("in a code fence")));
    }
    if let (Some(a), Some(b)) = (t.find('{'), t.rfind('}')) {
        if a < b {
            candidates.push((&t[a..=b], Some("surrounded by text")));
        }
    }
    for (body, how) in &candidates {
        if let Ok(value) = serde_json::from_str::<Json>(body) {
            if value.is_object() || how.is_none() {
                return Ok(FoundJson {
                    value,
                    how: how.map(str::to_string),
                });
            }
        }
    }
    for (body, how) in &candidates {
        if let Ok(value) = json5::from_str::<Json>(body) {
            if value.is_object() {
                let how = match how {
                    Some(h) => format!("{h}, repaired (JSON5 syntax)"),
                    None => "repaired (JSON5 syntax)".to_string(),
                };
                return Ok(FoundJson {
                    value,
                    how: Some(how),
                });
            }
        }
    }
    Err(match serde_json::from_str::<Json>(t) {
        Err(e) => format!("not JSON: {e}"),
        Ok(_) => "no JSON object in the reply".to_string(),
    })
}

/// A block between ``` fences, with its language tag.
struct Fenced<'a> {
    lang: &'a str,
    body: &'a str,
}

/// The fenced code blocks of a text, in order (an unclosed last fence runs
/// to the end).
fn fenced_blocks(text: &str) -> Vec<Fenced<'_>> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find("```") {
        let after = &rest[start + 3..];
        // A tag is the first word: alone on its line, or a known language
        // before code on the same line ("```sql SELECT 1```");
        // "```SELECT 1```" has no tag.
        let word_end = after
            .find(|c: char| c.is_whitespace())
            .unwrap_or(after.len());
        let word = &after[..word_end];
        let line_end = after.find('\n').unwrap_or(after.len());
        let alone = after[..line_end].trim() == word;
        let known = ["sql", "json", "sqlite", "postgresql", "mysql"]
            .iter()
            .any(|k| word.eq_ignore_ascii_case(k));
        let (lang, body_start) =
            if word.chars().all(|c| c.is_ascii_alphanumeric()) && (alone || known) {
                (word, word_end)
            } else {
                ("", 0)
            };
        let body = &after[body_start..];
        match body.find("```") {
            Some(end) => {
                out.push(Fenced {
                    lang,
                    body: body[..end].trim(),
                });
                rest = &body[end + 3..];
            }
            None => {
                out.push(Fenced {
                    lang,
                    body: body.trim(),
                });
                break;
            }
        }
    }
    out
}

/// SQL found in a reply, and how.
#[derive(Debug, Clone, PartialEq)]
pub struct FoundSql {
    /// The one query to run.
    pub sql: String,
    /// Where it was found ("in a sql code fence", "after 'SQL:'", …).
    pub how: String,
    /// Other statements the reply held, not run.
    pub dropped: Vec<String>,
}

/// The query in a reply that is not the JSON asked for: a ```sql fence,
/// then any fence, then text after "SQL:", then the first statement
/// starting with SELECT / WITH in prose. Of several statements the first
/// query is taken and the others are dropped (never run).
pub fn read_sql(text: &str) -> Option<FoundSql> {
    let blocks = fenced_blocks(text);
    // Any tag but json counts as SQL (sql, postgresql, mysql, …).
    let tagged = blocks
        .iter()
        .filter(|b| !b.lang.is_empty() && !b.lang.eq_ignore_ascii_case("json"))
        .map(|b| (b.body, "in a sql code fence"));
    let untagged = blocks
        .iter()
        .filter(|b| b.lang.is_empty())
        .map(|b| (b.body, "in a code fence"));
    for (body, how) in tagged.chain(untagged) {
        if let Some(found) = first_query(body, how) {
            return Some(found);
        }
    }
    let lower = text.to_ascii_lowercase();
    if let Some(at) = lower.find("sql:") {
        if let Some(found) = first_query(&text[at + 4..], "after 'SQL:'") {
            return Some(found);
        }
    }
    let start = query_start(text)?;
    first_query(&text[start..], "in prose")
}

/// Where the first SELECT or WITH that begins a statement is: at the start
/// of a line or after ':' / whitespace, followed by whitespace.
fn query_start(text: &str) -> Option<usize> {
    let upper = text.to_ascii_uppercase();
    let mut best: Option<usize> = None;
    for kw in ["SELECT", "WITH"] {
        let mut from = 0;
        while let Some(i) = upper[from..].find(kw).map(|i| i + from) {
            let before = upper[..i].chars().next_back();
            let after = upper[i + kw.len()..].chars().next();
            let starts = before.is_none_or(|c| c.is_whitespace() || c == ':' || c == '(');
            let ends = after.is_some_and(|c| c.is_whitespace());
            if starts && ends {
                best = Some(best.map_or(i, |b: usize| b.min(i)));
                break;
            }
            from = i + kw.len();
        }
    }
    best
}

/// The statements of a text split at semicolons outside quotes; prose
/// after the last statement (a blank line, then words that are not SQL)
/// is cut.
fn statements(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut quote: Option<char> = None;
    for c in text.chars() {
        match quote {
            Some(q) if c == q => quote = None,
            Some(_) => {}
            None if c == '\'' || c == '"' || c == '`' => quote = Some(c),
            None if c == ';' => {
                out.push(std::mem::take(&mut cur));
                continue;
            }
            None => {}
        }
        cur.push(c);
    }
    out.push(cur);
    out.into_iter()
        .map(|s| cut_prose(&s).trim().to_string())
        .filter(|s| !s.is_empty())
        .collect()
}

/// A statement without the prose a model wrote after it (everything from
/// the first blank line on).
fn cut_prose(s: &str) -> &str {
    let s = s.trim_start();
    if let Some(i) = s.find("\n\n") {
        return &s[..i];
    }
    s
}

fn is_query(s: &str) -> bool {
    let head = s.trim_start_matches('(').trim_start().to_ascii_uppercase();
    head.starts_with("SELECT") || head.starts_with("WITH")
}

fn first_query(body: &str, how: &str) -> Option<FoundSql> {
    let all = statements(body);
    let i = all.iter().position(|s| is_query(s))?;
    let sql = all[i].clone();
    let dropped = all
        .into_iter()
        .enumerate()
        .filter(|(j, _)| *j != i)
        .map(|(_, s)| s)
        .collect();
    Some(FoundSql {
        sql,
        how: how.to_string(),
        dropped,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn json_is_read_from_fences_prose_and_near_json() {
        assert_eq!(read_json("{\"a\":1}").unwrap().how, None);
        let f = read_json("Here:\n```json\n{\"a\": 2}\n```").unwrap();
        assert_eq!(
            (f.value, f.how.as_deref()),
            (json!({"a": 2}), Some("in a code fence"))
        );
        let f = read_json("Sure! {\"a\": 3} Hope it helps").unwrap();
        assert_eq!(f.value, json!({"a": 3}));
        for near in [
            "{\"sql\": \"SELECT 1\",}",
            "{'sql': 'SELECT 1'}",
            "{sql: \"SELECT 1\"}",
            "```json\n{sql: 'SELECT 1', // the query\n}\n```",
        ] {
            let f = read_json(near).unwrap_or_else(|e| panic!("{near}: {e}"));
            assert_eq!(f.value, json!({"sql": "SELECT 1"}), "{near}");
            assert!(f.how.unwrap().contains("repaired"), "{near}");
        }
        assert!(read_json("{\"a\": ").is_err());
        assert!(read_json("no json here").is_err());
    }

    #[test]
    fn sql_is_read_from_fences_labels_and_prose() {
        let f = read_sql("Sure. ```sql SELECT COUNT(*) AS n FROM orders ```").unwrap();
        assert_eq!(f.sql, "SELECT COUNT(*) AS n FROM orders");
        let f = read_sql("Sure.\n```sql\nSELECT COUNT(*) AS n FROM orders;\n```\nThis counts.")
            .unwrap();
        assert_eq!(
            (f.sql.as_str(), f.how.as_str()),
            ("SELECT COUNT(*) AS n FROM orders", "in a sql code fence")
        );
        let f = read_sql("SQL: SELECT name FROM t WHERE x = 'a;b'").unwrap();
        assert_eq!(f.sql, "SELECT name FROM t WHERE x = 'a;b'");
        assert_eq!(f.how, "after 'SQL:'");
        let f =
            read_sql("You can use select avg(price) from products\n\nto get the average.").unwrap();
        assert_eq!(f.sql, "select avg(price) from products");
        assert_eq!(f.how, "in prose");
        let f = read_sql("```\nDROP TABLE t; SELECT 1; DELETE FROM t\n```").unwrap();
        assert_eq!(f.sql, "SELECT 1");
        assert_eq!(f.dropped, vec!["DROP TABLE t", "DELETE FROM t"]);
        let f = read_sql("WITH a AS (SELECT 1 AS x) SELECT x FROM a").unwrap();
        assert!(f.sql.starts_with("WITH a AS"));
        assert!(read_sql("I cannot answer that from this schema.").is_none());
        assert!(read_sql("Selection of tables is hard").is_none());
        assert!(read_sql("```sql\nDROP TABLE t\n```").is_none());
    }
}
