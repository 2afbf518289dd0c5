//! Prompts for the model agents: versioned template files under `prompts/`
//! and what every prompt says about the data — the pruned schema, the values
//! the question names and the metric definitions it touches — fitted into
//! a token budget.

use chatdb_knowledge::render::count_tokens;
use chatdb_knowledge::{LinkedSchema, Linker, SemanticLayer};

/// The semantic parser: the question as a structured intent.
pub const SEMANTIC_PARSER: &str = include_str!("../prompts/semantic_parser.v1.txt");
/// The SQL generator: one statement (and alternative readings).
pub const SQL_GENERATOR: &str = include_str!("../prompts/sql_generator.v2.txt");
/// The SQL generator for complex questions: sub-questions first (MAC-SQL's
/// Decomposer), then the final statement.
pub const DECOMPOSER: &str = include_str!("../prompts/decomposer.v2.txt");
/// A failed statement sent back with the error history.
pub const REFINE: &str = include_str!("../prompts/refine.v1.txt");

/// Tokens a system prompt may use by default. The schema gets what the
/// template, values and metrics leave (at the least, its best table).
pub const DEFAULT_PROMPT_BUDGET: usize = 6000;

/// Fills `{name}` placeholders of a template.
pub fn fill(template: &str, vars: &[(&str, &str)]) -> String {
    let mut out = template.to_string();
    for (k, v) in vars {
        out = out.replace(&format!("{{{k}}}"), v);
    }
    out
}

/// What a prompt says about the data, apart from the schema.
#[derive(Debug, Clone)]
pub struct DataContext {
    pub dialect: String,
    pub today: String,
    /// `- table.column = 'value'` lines, or `(none)`.
    pub values: String,
    /// One line per metric the question touches, or `(none)`.
    pub metrics: String,
}

impl DataContext {
    /// The context of a linked question.
    pub fn new(
        linked: &LinkedSchema,
        semantic: Option<&SemanticLayer>,
        dialect: &str,
        today: &str,
    ) -> DataContext {
        let values: Vec<String> = linked
            .values
            .iter()
            .map(|v| format!("- {}.{} = '{}'", v.table, v.column, v.value))
            .collect();
        let metrics: Vec<String> = linked
            .metrics
            .iter()
            .filter_map(|id| semantic.and_then(|s| s.metrics.iter().find(|m| &m.id == id)))
            .map(|m| {
                let mut line = format!("- {} ({})", m.id, m.name);
                if let Some(e) = &m.expression {
                    line.push_str(&format!(": {e}"));
                }
                if let Some(t) = &m.table {
                    line.push_str(&format!(" over {t}"));
                }
                if !m.filters.is_empty() {
                    line.push_str(&format!(" where {}", m.filters.join(" AND ")));
                }
                if let Some(t) = &m.time_column {
                    line.push_str(&format!("; time column {t}"));
                }
                line
            })
            .collect();
        let or_none = |lines: Vec<String>| {
            if lines.is_empty() {
                "(none)".to_string()
            } else {
                lines.join("\n")
            }
        };
        DataContext {
            dialect: dialect.to_string(),
            today: today.to_string(),
            values: or_none(values),
            metrics: or_none(metrics),
        }
    }

    /// `template` filled in, with the linked schema shrunk to what the
    /// budget leaves after everything else. Returns the prompt and what was
    /// trimmed from the schema to fit.
    pub fn system(
        &self,
        template: &str,
        linker: &Linker<'_>,
        linked: &LinkedSchema,
        budget: usize,
    ) -> (String, Vec<String>) {
        let vars = |schema: &str| {
            fill(
                template,
                &[
                    ("dialect", &self.dialect),
                    ("today", &self.today),
                    ("values", &self.values),
                    ("metrics", &self.metrics),
                    ("schema", schema),
                ],
            )
        };
        let rest = count_tokens(&vars(""));
        let fitted = linker.prompt_within(linked, budget.saturating_sub(rest));
        (vars(&fitted.text), fitted.trimmed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn templates_fill_every_placeholder() {
        let vars = [
            ("dialect", "duckdb"),
            ("today", "2026-11-22"),
            ("values", "(none)"),
            ("metrics", "(none)"),
            ("schema", "table t\n  a INTEGER"),
        ];
        for template in [SEMANTIC_PARSER, SQL_GENERATOR, DECOMPOSER] {
            let s = fill(template, &vars);
            assert!(s.contains("duckdb") || template == SEMANTIC_PARSER, "{s}");
            assert!(s.contains("table t\n  a INTEGER") && s.contains("2026-11-22"));
            for v in ["{dialect}", "{today}", "{values}", "{metrics}", "{schema}"] {
                assert!(!s.contains(v), "{v} left in {s}");
            }
        }
        let r = fill(
            REFINE,
            &[("history", "1. x"), ("error_type", "SYNTAX_ERROR")],
        );
        assert!(r.contains("1. x") && r.contains("SYNTAX_ERROR") && !r.contains("{history}"));
    }
}
