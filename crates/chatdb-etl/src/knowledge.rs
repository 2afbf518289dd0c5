//! The Knowledge agent (seed 000): what the source knows that bears on a
//! request, gathered before the Analyst reads it — the tables it links to
//! (the schema linker the question pipeline uses), the join paths between
//! them (declared keys and the semantic layer's hints), the data-quality
//! rules on their columns, where they sit in the warehouse's layers,
//! reference SQL (trusted cases of the library whose questions are most
//! like the request) and the gaps: linked tables nothing describes.
//!
//! It decides nothing: the record shows it, and the Architect's risks
//! name the gaps.

use chatdb_flow::source::LoadedSource;
use chatdb_knowledge::semantic::ColumnRule;
use chatdb_knowledge::Linker;
use serde::{Deserialize, Serialize};

/// How many cases are offered as reference SQL.
const REFERENCES: usize = 3;

/// A trusted case like the request.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Reference {
    pub case_id: String,
    pub question: String,
    pub sql: String,
}

/// What the Knowledge agent found for a request.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Knowledge {
    /// Tables the request links to, best first.
    pub tables: Vec<String>,
    /// How they join: `a.x = b.y`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub joins: Vec<String>,
    /// Each linked table's warehouse layer, where the semantic layer or
    /// its name says (`orders: ODS`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub layers: Vec<String>,
    /// Data-quality rules of the linked tables' columns
    /// (`orders.status: not_null`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub quality: Vec<String>,
    /// Trusted cases whose questions are most like the request.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub references: Vec<Reference>,
    /// What is missing to read the request well.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub gaps: Vec<String>,
}

impl Knowledge {
    /// One line for the trace.
    pub fn summary(&self) -> String {
        format!(
            "linked [{}], {} joins, {} quality rules, {} reference cases, {} gaps",
            self.tables.join(", "),
            self.joins.len(),
            self.quality.len(),
            self.references.len(),
            self.gaps.len()
        )
    }
}

/// Gathers what `source` knows about `text` (the request without its
/// sink), with the case library's trusted cases when there is one.
pub async fn gather(
    source: &LoadedSource,
    text: &str,
    cases: Option<&dyn chatdb_flow::CaseStore>,
) -> Knowledge {
    let schema = &source.catalog.schema;
    let semantic = source.semantic.as_ref();
    let linker = Linker::new(schema, &source.catalog.tables, semantic, &source.index);
    let mut out = Knowledge::default();
    match linker.link(text) {
        Ok(linked) => {
            out.tables = linked
                .tables
                .iter()
                .filter(|t| t.reason != "fallback")
                .map(|t| t.name.clone())
                .collect();
            out.joins = linked
                .joins
                .iter()
                .map(|j| {
                    let side = |t: &str, cs: &[String]| {
                        cs.iter()
                            .map(|c| format!("{t}.{c}"))
                            .collect::<Vec<_>>()
                            .join(", ")
                    };
                    format!(
                        "{} = {}",
                        side(&j.left, &j.left_columns),
                        side(&j.right, &j.right_columns)
                    )
                })
                .collect();
        }
        Err(e) => out
            .gaps
            .push(format!("the schema index could not be searched: {e}")),
    }
    if out.tables.is_empty() {
        out.gaps
            .push("no table of the source matches the request's words".into());
    }
    for name in &out.tables {
        let spec = semantic.and_then(|l| {
            l.tables
                .iter()
                .find(|(n, _)| n.eq_ignore_ascii_case(name))
                .map(|(_, s)| s)
        });
        let layer = spec
            .and_then(|s| s.layer)
            .map(|l| format!("{l:?}").to_uppercase())
            .or_else(|| crate::architect::layer_of(name).map(str::to_uppercase));
        if let Some(layer) = layer {
            out.layers.push(format!("{name}: {layer}"));
        }
        if let Some(spec) = spec {
            for (column, c) in &spec.columns {
                for rule in &c.quality {
                    out.quality
                        .push(format!("{name}.{column}: {}", rule_text(rule)));
                }
            }
        }
        let commented = schema.table(name).is_some_and(|t| t.comment.is_some());
        let described = spec.is_some_and(|s| s.description.is_some() || s.display_name.is_some());
        if !commented && !described {
            out.gaps.push(format!(
                "`{name}` has no description (no table comment, nothing in the semantic layer)"
            ));
        }
    }
    if let Some(store) = cases {
        match store
            .example_pool(&source.key, chatdb_flow::cases::EXAMPLE_POOL)
            .await
        {
            Ok(pool) => {
                out.references =
                    chatdb_learn::similar::most_similar_trusted(text, &pool, REFERENCES)
                        .into_iter()
                        .map(|c| Reference {
                            case_id: c.id.clone(),
                            question: c.question.clone(),
                            sql: c.sql.clone(),
                        })
                        .collect();
            }
            Err(e) => out
                .gaps
                .push(format!("the case library could not be read: {e}")),
        }
    }
    out
}

/// A rule as the semantic layer's YAML writes it.
fn rule_text(rule: &ColumnRule) -> String {
    match rule {
        ColumnRule::NotNull => "not_null".into(),
        ColumnRule::Unique => "unique".into(),
        ColumnRule::AcceptedValues(v) => format!(
            "accepted_values [{}]",
            v.iter()
                .map(|x| serde_yaml::to_string(x)
                    .unwrap_or_default()
                    .trim()
                    .to_string())
                .collect::<Vec<_>>()
                .join(", ")
        ),
        ColumnRule::Relationships(to) => format!("relationships {to}"),
        ColumnRule::Range(r) => format!(
            "range [{}, {}]",
            r.min.map_or("-".into(), |m| m.to_string()),
            r.max.map_or("-".into(), |m| m.to_string())
        ),
    }
}
