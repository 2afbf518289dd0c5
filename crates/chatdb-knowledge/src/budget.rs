//! Fitting a pruned schema into a prompt's token budget. The linker favours
//! recall; a prompt has a hard size. When the linked schema is too big it is
//! shrunk in the order that loses least: sample values first, then the
//! columns listed by name only, then whole tables, weakest match first.

use crate::linker::{LinkedSchema, Linker};
use crate::render::{count_tokens, render, Detail, Selection, TableSelection};

/// A pruned schema rendered within a budget.
#[derive(Debug, Clone, PartialEq)]
pub struct Fitted {
    pub text: String,
    pub tokens: usize,
    /// What was left out to fit, in the order it was dropped (empty when
    /// the linked schema fitted as it was).
    pub trimmed: Vec<String>,
}

impl LinkedSchema {
    /// The selection the linker rendered: each kept table with its detailed
    /// columns in full and the rest by name.
    pub fn selection(&self) -> Selection {
        Selection {
            tables: self
                .tables
                .iter()
                .map(|t| TableSelection {
                    name: t.name.clone(),
                    detailed: Some(t.detailed.clone()),
                    named: t.columns.clone(),
                })
                .collect(),
        }
    }
}

impl Linker<'_> {
    /// The linked schema's prompt text in at most `budget` tokens, if it
    /// can be had by trimming; otherwise the smallest form (one table, no
    /// samples), which may still be over.
    pub fn prompt_within(&self, linked: &LinkedSchema, budget: usize) -> Fitted {
        if linked.prompt_tokens <= budget {
            return Fitted {
                text: linked.prompt.clone(),
                tokens: linked.prompt_tokens,
                trimmed: Vec::new(),
            };
        }
        let mut selection = linked.selection();
        let mut trimmed = vec!["sample values".to_string()];
        let mut fitted = self.render_lean(&selection);
        if fitted.1 <= budget {
            return done(fitted, trimmed);
        }
        for t in &mut selection.tables {
            t.named.clear();
        }
        trimmed.push("columns without evidence".into());
        fitted = self.render_lean(&selection);
        // Weakest tables go first; the schema's order is kept for the rest.
        let mut by_score: Vec<(&str, f32)> = linked
            .tables
            .iter()
            .map(|t| (t.name.as_str(), t.score))
            .collect();
        by_score.sort_by(|a, b| a.1.total_cmp(&b.1));
        let mut weakest = by_score.into_iter().map(|(n, _)| n);
        while fitted.1 > budget && selection.tables.len() > 1 {
            let Some(name) = weakest.next() else { break };
            selection.tables.retain(|t| t.name != name);
            trimmed.push(format!("table {name}"));
            fitted = self.render_lean(&selection);
        }
        done(fitted, trimmed)
    }

    fn render_lean(&self, selection: &Selection) -> (String, usize) {
        let text = render(
            self.schema(),
            selection,
            self.profiles(),
            self.semantic(),
            Detail::Lean,
        );
        let tokens = count_tokens(&text);
        (text, tokens)
    }
}

fn done((text, tokens): (String, usize), trimmed: Vec<String>) -> Fitted {
    Fitted {
        text,
        tokens,
        trimmed,
    }
}
