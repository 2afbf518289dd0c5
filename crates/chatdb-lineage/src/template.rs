//! The part of dbt's Jinja a workflow may use: `{{ ref('m') }}`,
//! `{{ source('s', 't') }}`, `{{ this }}` and `{{ config(...) }}`. Nothing
//! else is evaluated — other tags are reported, and removed so the SQL
//! around them can still be read. Replacements keep the line count, so
//! problems found later point at the right line of the file.

use regex::Regex;
use std::sync::LazyLock;

/// How a template's calls are resolved to relation names.
pub trait Resolve {
    /// The relation a `ref('name')` stands for, or an error message.
    fn model(&self, name: &str) -> Result<String, String>;
    /// The relation a `source('source', 'table')` stands for, or an error.
    fn source(&self, source: &str, table: &str) -> Result<String, String>;
}

/// A template rendered to plain SQL.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Rendered {
    pub sql: String,
    /// Models named by `ref()`, in order.
    pub refs: Vec<String>,
    /// `materialized=` of a `config()` call.
    pub materialized: Option<String>,
    /// `unique_key=` of a `config()` call.
    pub unique_key: Vec<String>,
    /// (1-based line, message) of what could not be rendered.
    pub problems: Vec<(usize, String)>,
}

static TAG: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?s)\{\{(.*?)\}\}|\{%(.*?)%\}|\{#(.*?)#\}").expect("valid regex")
});
static REF: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r#"^ref\(\s*['"]([^'"]+)['"]\s*(?:,\s*['"]([^'"]+)['"]\s*)?(?:,\s*v(?:ersion)?\s*=\s*\S+\s*)?\)$"#)
        .expect("valid regex")
});
static SOURCE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r#"^source\(\s*['"]([^'"]+)['"]\s*,\s*['"]([^'"]+)['"]\s*\)$"#).expect("valid regex")
});
static CONFIG: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?s)^config\((.*)\)$").expect("valid regex"));
static MATERIALIZED: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r#"materialized\s*=\s*['"](\w+)['"]"#).expect("valid regex"));
static UNIQUE_KEY: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r#"unique_key\s*=\s*(\[[^\]]*\]|['"][^'"]*['"])"#).expect("valid regex")
});
static QUOTED: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r#"['"]([^'"]+)['"]"#).expect("valid regex"));

/// Renders `text`; `this` is the model's own relation name.
pub fn render(text: &str, this: &str, resolve: &dyn Resolve) -> Rendered {
    let mut out = Rendered::default();
    let mut sql = String::with_capacity(text.len());
    let mut last = 0;
    for m in TAG.find_iter(text) {
        sql.push_str(&text[last..m.start()]);
        last = m.end();
        let line = 1 + text[..m.start()].matches('\n').count();
        let whole = m.as_str();
        let newlines = "\n".repeat(whole.matches('\n').count());
        let replacement = if whole.starts_with("{{") {
            let inner = whole[2..whole.len() - 2].trim();
            expression(inner, this, resolve, line, &mut out)
        } else if whole.starts_with("{%") {
            out.problems.push((
                line,
                format!(
                    "Jinja statement `{}` is not supported (only ref, source, this and config are)",
                    shorten(whole)
                ),
            ));
            String::new()
        } else {
            String::new()
        };
        sql.push_str(&replacement);
        sql.push_str(&newlines);
    }
    sql.push_str(&text[last..]);
    out.sql = sql;
    out
}

fn expression(
    inner: &str,
    this: &str,
    resolve: &dyn Resolve,
    line: usize,
    out: &mut Rendered,
) -> String {
    if inner == "this" {
        return this.to_string();
    }
    if let Some(c) = REF.captures(inner) {
        let name = c.get(2).or(c.get(1)).map_or("", |m| m.as_str()).to_string();
        out.refs.push(name.clone());
        return resolve.model(&name).unwrap_or_else(|e| {
            out.problems.push((line, e));
            name
        });
    }
    if let Some(c) = SOURCE.captures(inner) {
        let (s, t) = (&c[1], &c[2]);
        return resolve.source(s, t).unwrap_or_else(|e| {
            out.problems.push((line, e));
            t.to_string()
        });
    }
    if let Some(c) = CONFIG.captures(inner) {
        let args = &c[1];
        if let Some(m) = MATERIALIZED.captures(args) {
            out.materialized = Some(m[1].to_lowercase());
        }
        if let Some(k) = UNIQUE_KEY.captures(args) {
            out.unique_key = QUOTED
                .captures_iter(&k[1])
                .flat_map(|q| {
                    q[1].split(',')
                        .map(|s| s.trim().to_string())
                        .collect::<Vec<_>>()
                })
                .filter(|s| !s.is_empty())
                .collect();
        }
        return String::new();
    }
    out.problems.push((
        line,
        format!("Jinja expression `{{{{ {} }}}}` is not supported (only ref, source, this and config are)", shorten(inner)),
    ));
    "NULL".to_string()
}

fn shorten(s: &str) -> String {
    let s = s.split_whitespace().collect::<Vec<_>>().join(" ");
    if s.chars().count() > 60 {
        format!("{}…", s.chars().take(60).collect::<String>())
    } else {
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Names;
    impl Resolve for Names {
        fn model(&self, name: &str) -> Result<String, String> {
            if name == "missing" {
                Err("ref('missing'): no model named missing".into())
            } else {
                Ok(name.to_string())
            }
        }
        fn source(&self, _s: &str, t: &str) -> Result<String, String> {
            Ok(format!("raw.{t}"))
        }
    }

    #[test]
    fn refs_sources_and_config_render_and_keep_lines() {
        let text = "{{ config(materialized='table', unique_key=['month', 'region']) }}\n\
                    select * from {{ ref('stg_orders') }} o\n\
                    join {{ source('shop', 'customers') }} c on true\n\
                    {% if is_incremental() %}\nwhere 1=1\n{% endif %}\n\
                    join {{ ref('missing') }} m on true";
        let r = render(text, "me", &Names);
        assert_eq!(r.materialized.as_deref(), Some("table"));
        assert_eq!(r.unique_key, vec!["month", "region"]);
        assert_eq!(r.refs, vec!["stg_orders", "missing"]);
        assert!(r.sql.contains("from stg_orders o"));
        assert!(r.sql.contains("join raw.customers c"));
        assert_eq!(r.sql.lines().count(), text.lines().count());
        let lines: Vec<usize> = r.problems.iter().map(|p| p.0).collect();
        assert_eq!(lines, vec![4, 6, 7], "{:?}", r.problems);
    }
}
