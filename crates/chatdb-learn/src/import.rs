//! Question + SQL pairs people already have: JSONL (`{"question", "sql"}`
//! per line; `query` also accepted), CSV with a header naming `question`
//! and `sql` (or `query`), or a Spider-layout `dev.json` (an array of
//! `{db_id, question, query}`). Every error names its line; a file with
//! any error imports nothing.

use serde_json::Value as Json;
use std::path::Path;

/// One pair, with where it came from.
#[derive(Debug, Clone, PartialEq)]
pub struct Pair {
    pub question: String,
    pub sql: String,
    /// The Spider `db_id`, when the file names one.
    pub db_id: Option<String>,
    /// 1-based line (JSONL, CSV) or entry number (JSON array).
    pub line: usize,
}

/// A file that can't be imported.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{file}:{line}: {message}")]
pub struct ImportError {
    pub file: String,
    pub line: usize,
    pub message: String,
}

/// Reads every pair of a file, by its extension (`.jsonl`, `.csv`,
/// `.json`).
pub fn read(path: &Path) -> Result<Vec<Pair>, ImportError> {
    let file = path.display().to_string();
    let err = |line: usize, message: String| ImportError {
        file: file.clone(),
        line,
        message,
    };
    let text = std::fs::read_to_string(path).map_err(|e| err(0, e.to_string()))?;
    let ext = path
        .extension()
        .and_then(|e| e.to_str())
        .unwrap_or("")
        .to_ascii_lowercase();
    let pairs = match ext.as_str() {
        "jsonl" | "ndjson" => jsonl(&text).map_err(|(l, m)| err(l, m))?,
        "csv" => csv_pairs(&text).map_err(|(l, m)| err(l, m))?,
        "json" => json_array(&text).map_err(|(l, m)| err(l, m))?,
        other => {
            return Err(err(
                0,
                format!("unknown file type {other:?}: use .jsonl, .csv or a Spider-layout .json"),
            ))
        }
    };
    if pairs.is_empty() {
        return Err(err(0, "the file has no question + SQL pairs".into()));
    }
    Ok(pairs)
}

fn pair(v: &Json, line: usize) -> Result<Pair, (usize, String)> {
    let text = |k: &str| {
        v.get(k)
            .and_then(Json::as_str)
            .map(str::trim)
            .filter(|s| !s.is_empty())
    };
    let question = text("question").ok_or((line, "no \"question\"".to_string()))?;
    let sql = text("sql")
        .or_else(|| text("query"))
        .ok_or((line, "no \"sql\" (or \"query\")".to_string()))?;
    Ok(Pair {
        question: question.to_string(),
        sql: sql.to_string(),
        db_id: text("db_id").map(str::to_string),
        line,
    })
}

fn jsonl(text: &str) -> Result<Vec<Pair>, (usize, String)> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let v: Json = serde_json::from_str(line).map_err(|e| (i + 1, format!("not JSON: {e}")))?;
        out.push(pair(&v, i + 1)?);
    }
    Ok(out)
}

fn json_array(text: &str) -> Result<Vec<Pair>, (usize, String)> {
    let v: Json = serde_json::from_str(text).map_err(|e| (e.line(), format!("not JSON: {e}")))?;
    let items = v.as_array().ok_or((
        1,
        "expected an array of {question, query} entries".to_string(),
    ))?;
    items
        .iter()
        .enumerate()
        .map(|(i, item)| pair(item, i + 1))
        .collect()
}

fn csv_pairs(text: &str) -> Result<Vec<Pair>, (usize, String)> {
    let mut reader = csv::ReaderBuilder::new()
        .flexible(false)
        .from_reader(text.as_bytes());
    let headers = reader
        .headers()
        .map_err(|e| (1, e.to_string()))?
        .iter()
        .map(|h| h.trim().to_ascii_lowercase())
        .collect::<Vec<_>>();
    let col = |names: &[&str]| headers.iter().position(|h| names.contains(&h.as_str()));
    let q = col(&["question"]).ok_or((1, "the header has no \"question\" column".to_string()))?;
    let s = col(&["sql", "query"]).ok_or((1, "the header has no \"sql\" column".to_string()))?;
    let d = col(&["db_id"]);
    let mut out = Vec::new();
    for (i, rec) in reader.records().enumerate() {
        let line = i + 2;
        let rec = rec.map_err(|e| (line, e.to_string()))?;
        let get = |c: usize| rec.get(c).map(str::trim).unwrap_or("").to_string();
        let (question, sql) = (get(q), get(s));
        if question.is_empty() || sql.is_empty() {
            return Err((line, "an empty question or SQL".into()));
        }
        out.push(Pair {
            question,
            sql,
            db_id: d.map(get).filter(|x| !x.is_empty()),
            line,
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file(name: &str, text: &str) -> (tempfile_dir::Dir, std::path::PathBuf) {
        let dir = tempfile_dir::Dir::new();
        let p = dir.0.join(name);
        std::fs::write(&p, text).unwrap();
        (dir, p)
    }

    /// A throwaway directory without a dev-dependency.
    mod tempfile_dir {
        pub struct Dir(pub std::path::PathBuf);
        impl Dir {
            pub fn new() -> Dir {
                let p = std::env::temp_dir().join(format!(
                    "chatdb-learn-import-{}-{:?}",
                    std::process::id(),
                    std::thread::current().id()
                ));
                let _ = std::fs::remove_dir_all(&p);
                std::fs::create_dir_all(&p).unwrap();
                Dir(p)
            }
        }
        impl Drop for Dir {
            fn drop(&mut self) {
                let _ = std::fs::remove_dir_all(&self.0);
            }
        }
    }

    #[test]
    fn the_three_formats_read() {
        let (_d, p) = file("a.jsonl", "{\"question\": \"how many\", \"sql\": \"SELECT 1\"}\n\n{\"question\": \"q2\", \"query\": \"SELECT 2\"}\n");
        let pairs = read(&p).unwrap();
        assert_eq!(pairs.len(), 2);
        assert_eq!((pairs[1].sql.as_str(), pairs[1].line), ("SELECT 2", 3));
        let (_d, p) = file("b.csv", "question,sql\n\"a, b\",SELECT 1\nc,SELECT 2\n");
        let pairs = read(&p).unwrap();
        assert_eq!(pairs[0].question, "a, b");
        let (_d, p) = file(
            "dev.json",
            "[{\"db_id\": \"x\", \"question\": \"q\", \"query\": \"SELECT 1\"}]",
        );
        assert_eq!(read(&p).unwrap()[0].db_id.as_deref(), Some("x"));
    }

    #[test]
    fn errors_name_the_line_and_nothing_is_half_read() {
        let (_d, p) = file(
            "a.jsonl",
            "{\"question\": \"q\", \"sql\": \"SELECT 1\"}\n{oops\n",
        );
        let e = read(&p).unwrap_err();
        assert_eq!(e.line, 2);
        assert!(e.to_string().contains("a.jsonl:2"), "{e}");
        let (_d, p) = file("a.csv", "question,sql\nq,\n");
        assert_eq!(read(&p).unwrap_err().line, 2);
        let (_d, p) = file("a.csv", "q,s\nq,SELECT 1\n");
        assert!(read(&p).unwrap_err().message.contains("question"));
        let (_d, p) = file("empty.jsonl", "\n");
        assert!(read(&p).unwrap_err().message.contains("no question"));
        let (_d, p) = file("a.txt", "x");
        assert!(read(&p).unwrap_err().message.contains("unknown file type"));
    }
}
