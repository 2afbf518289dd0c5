//! Splitting a SQL file into statements, each with the line it starts on,
//! so that one statement that doesn't parse leaves the others readable and
//! every problem can name its line.

/// One statement's text and the 1-based line of the file it starts on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Piece {
    pub text: String,
    pub line: usize,
}

/// Splits at top-level semicolons, respecting quotes ('', "", ``),
/// comments (`--`, `/* */`) and PostgreSQL dollar quotes. Pieces holding
/// only whitespace and comments are dropped.
pub fn statements(sql: &str) -> Vec<Piece> {
    let bytes = sql.as_bytes();
    let mut out = Vec::new();
    let mut start = 0;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            q @ (b'\'' | b'"' | b'`') => {
                i += 1;
                while i < bytes.len() {
                    if bytes[i] == q {
                        if bytes.get(i + 1) == Some(&q) {
                            i += 2;
                            continue;
                        }
                        break;
                    }
                    i += 1;
                }
            }
            b'-' if bytes.get(i + 1) == Some(&b'-') => {
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
            }
            b'/' if bytes.get(i + 1) == Some(&b'*') => {
                i += 2;
                while i + 1 < bytes.len() && !(bytes[i] == b'*' && bytes[i + 1] == b'/') {
                    i += 1;
                }
                i += 1;
            }
            b'$' => {
                if let Some(tag_len) = dollar_tag(&bytes[i..]) {
                    let tag = &sql[i..i + tag_len];
                    let body = i + tag_len;
                    i = match sql[body..].find(tag) {
                        Some(end) => body + end + tag_len - 1,
                        None => bytes.len(),
                    };
                }
            }
            b';' => {
                push(sql, start, i, &mut out);
                start = i + 1;
            }
            _ => {}
        }
        i += 1;
    }
    push(sql, start, sql.len(), &mut out);
    out
}

/// The length of a `$tag$` opening at the start of `b`, if one is there.
fn dollar_tag(b: &[u8]) -> Option<usize> {
    let end = b[1..].iter().position(|&c| c == b'$')? + 1;
    b[1..end]
        .iter()
        .all(|c| c.is_ascii_alphanumeric() || *c == b'_')
        .then_some(end + 1)
}

fn push(sql: &str, start: usize, end: usize, out: &mut Vec<Piece>) {
    let end = end.min(sql.len());
    let raw = &sql[start..end];
    let Some(code) = code_start(raw) else { return };
    let line = 1 + sql[..start + code].matches('\n').count();
    out.push(Piece {
        text: raw[code..].trim_end().to_string(),
        line,
    });
}

/// Where the first thing besides whitespace and comments starts, if any.
fn code_start(text: &str) -> Option<usize> {
    let mut rest = text.trim_start();
    loop {
        if let Some(r) = rest.strip_prefix("--") {
            rest = r.split_once('\n').map_or("", |(_, r)| r).trim_start();
        } else if let Some(r) = rest.strip_prefix("/*") {
            rest = r.split_once("*/").map_or("", |(_, r)| r).trim_start();
        } else if rest.is_empty() {
            return None;
        } else {
            return Some(text.len() - rest.len());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_at_top_level_semicolons_only() {
        let sql = "-- header\nDELETE FROM t;\n\nINSERT INTO t SELECT 'a;b', \"x;\" FROM s; /* c; */\n\
                   CREATE FUNCTION f() RETURNS int AS $$ SELECT 1; $$ LANGUAGE sql;\n-- trailing;\n";
        let pieces = statements(sql);
        let lines: Vec<usize> = pieces.iter().map(|p| p.line).collect();
        assert_eq!(pieces.len(), 3, "{pieces:#?}");
        assert_eq!(lines, vec![2, 4, 5]);
        assert_eq!(pieces[0].text, "DELETE FROM t");
        assert_eq!(pieces[1].text, "INSERT INTO t SELECT 'a;b', \"x;\" FROM s");
        assert!(pieces[2].text.contains("$$ SELECT 1; $$"));
    }
}
