//! Consultation (seed 003): suggestions for analysis drawn from the actual
//! schema — at least one dimension, one chart type and one example
//! question — with no SQL and at most one tool call (reading the schema).

use chatdb_core::profile::TableProfile;
use chatdb_core::{LogicalType, Schema};
use chatdb_knowledge::SemanticLayer;

/// Suggestions for a consultation request.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Suggestions {
    pub dimensions: Vec<String>,
    pub charts: Vec<String>,
    pub example_questions: Vec<String>,
}

impl Suggestions {
    /// The suggestions as a paragraph in the user's language.
    pub fn text(&self, chinese: bool) -> String {
        if chinese {
            format!(
                "可以从这些维度分析：{}。适合的图表：{}。可以试着问：{}",
                self.dimensions.join("、"),
                self.charts.join("、"),
                self.example_questions.join("；")
            )
        } else {
            format!(
                "Dimensions worth analysing: {}. Charts that fit: {}. Try asking: {}",
                self.dimensions.join(", "),
                self.charts.join(", "),
                self.example_questions.join("; ")
            )
        }
    }
}

/// Suggests from categorical columns (few distinct values), numeric
/// measures, metrics and date columns of the schema.
pub fn suggest(
    schema: &Schema,
    profiles: &[TableProfile],
    semantic: Option<&SemanticLayer>,
    chinese: bool,
) -> Suggestions {
    let mut dimensions = Vec::new();
    let mut measures = Vec::new();
    let mut has_dates = false;
    for t in &schema.tables {
        let profile = profiles.iter().find(|p| p.table == t.qualified_name());
        for c in &t.columns {
            if t.is_key(&c.name) {
                continue;
            }
            let distinct = profile
                .and_then(|p| p.column(&c.name))
                .map(|p| p.distinct_count);
            match c.logical_type {
                LogicalType::Text if distinct.is_none_or(|d| (2..=50).contains(&d)) => {
                    dimensions.push(format!("{}.{}", t.name, c.name));
                }
                ty if ty.is_numeric() => measures.push(format!("{}.{}", t.name, c.name)),
                ty if ty.is_temporal() => has_dates = true,
                _ => {}
            }
        }
    }
    let metric_names: Vec<String> = semantic
        .map(|s| {
            s.metrics
                .iter()
                .filter(|m| m.expression.is_some())
                .map(|m| m.name.clone())
                .collect()
        })
        .unwrap_or_default();
    dimensions.truncate(5);
    if dimensions.is_empty() {
        if let Some(t) = schema.tables.first() {
            dimensions.push(t.name.clone());
        }
    }
    let mut charts = vec![if chinese {
        "柱状图（按维度比较）".to_string()
    } else {
        "bar chart (compare across a dimension)".to_string()
    }];
    if has_dates {
        charts.push(if chinese {
            "折线图（看趋势）".into()
        } else {
            "line chart (trends over time)".into()
        });
    }
    charts.push(if chinese {
        "饼图（看占比）".into()
    } else {
        "pie chart (shares of a whole)".into()
    });
    let dim = dimensions.first().cloned().unwrap_or_default();
    let dim_col = dim.rsplit('.').next().unwrap_or(&dim).to_string();
    let measure = metric_names.first().cloned().or_else(|| {
        measures
            .first()
            .map(|m| m.rsplit('.').next().unwrap_or(m).to_string())
    });
    let mut example_questions = Vec::new();
    match (&measure, chinese) {
        (Some(m), true) => example_questions.push(format!("每个{dim_col}的{m}是多少？")),
        (Some(m), false) => {
            example_questions.push(format!("What is the total {m} for each {dim_col}?"))
        }
        (None, true) => example_questions.push(format!("每个{dim_col}有多少条记录？")),
        (None, false) => {
            example_questions.push(format!("How many rows are there for each {dim_col}?"))
        }
    }
    if has_dates {
        if let Some(m) = &measure {
            example_questions.push(if chinese {
                format!("按月看{m}的趋势")
            } else {
                format!("monthly {m}")
            });
        }
    }
    Suggestions {
        dimensions,
        charts,
        example_questions,
    }
}
