//! Calibrated confidence: the probability that the rule engine's reading of
//! a question is right, from features of the parse.
//!
//! The parser's own score (the share of the question's words it placed,
//! lowered for guesses) says how much was understood, not how often such a
//! reading is right. A logistic model over that score and the shape of the
//! reading (joins, groups, conditions on counts, superlatives, competing
//! readings…) turns it into an estimate of the chance of being right, fitted
//! on questions whose answers were checked (`chatdb calibrate`, by leaving
//! one database out at a time) and shipped as `data/calibration.json`.
//!
//! Invariants: the features are facts about the parse and the intent, never
//! about particular words; a feature the fitting data never shows gets no
//! weight (it is neutral), so constructs the benchmarks lack neither raise nor
//! lower confidence; an empty intent has confidence 0.

use crate::intent::{Aggregation, Intent, MeasureTarget, OrderKey};
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;
use std::sync::OnceLock;

/// What the parser knows about how it read a question, besides the intent.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Signals {
    /// The parser's own score: share of content words placed, lowered for
    /// unplaced words, guesses and notes (0–1).
    pub coverage: f32,
    /// Content words (not punctuation) in the question.
    pub words: usize,
    /// Content words no construct placed.
    pub unplaced: usize,
    /// Readings the parser doubted ("an order by a column the groups don't
    /// have", conditions on counts of different rows…).
    pub notes: usize,
    /// Choices made without evidence (a default column, a guessed join).
    pub guesses: usize,
    /// Schema mentions with more than one possible target.
    pub ambiguous_mentions: usize,
    /// The question is in Chinese.
    pub chinese: bool,
    /// It asks which or who (the parser's `Which` cue: which/who, 哪/谁):
    /// rows named, not a number.
    #[serde(default)]
    pub asks_which: bool,
    /// It asks how many (its `Count` or `HowMuch` cue: how many, number
    /// of, 多少, 几).
    #[serde(default)]
    pub asks_how_many: bool,
    /// A top N is asked with nothing to rank the rows by ("top 10
    /// customers"): not a feature of confidence, but what a clarification
    /// can ask (by what?).
    #[serde(default)]
    pub unranked_top: bool,
    /// Rows listed by their key alone, their label fixed by a filter
    /// ("completed appointments last month"): listed or counted is what a
    /// clarification can ask. Not a feature of confidence (its note is).
    #[serde(default)]
    pub rows_or_count: bool,
    /// A superlative of judgement no construct placed, as the question
    /// says it (最好的门店, "the best store"): a ranking by something
    /// unnamed — what a clarification can ask.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub judged_superlative: Option<String>,
    /// How much was sold (今年卖了多少) with no unit, where measures the
    /// verb names are counted in several (元, 件): which one is meant is
    /// what a clarification can ask.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unsaid_unit: Option<UnsaidUnit>,
    /// Growth ranked with no measure said (今年哪个大区增长最快), as the
    /// question says the growth word: growth of what is what a
    /// clarification can ask.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unmeasured_growth: Option<String>,
}

/// 卖了多少 said without its unit: where the unit would go and the units
/// the measures its verb names are counted in (钱 for any currency).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct UnsaidUnit {
    /// Byte offset in the lower-cased question right after 多少.
    pub at: usize,
    /// The units to say there, each in the question's own words (钱, 件).
    pub units: Vec<String>,
}

/// The names of the model's features, in order.
pub const FEATURES: [&str; 21] = [
    "coverage",
    "fully_placed",
    "unplaced",
    "notes",
    "guesses",
    "ambiguous_mentions",
    "words",
    "chinese",
    "tables",
    "measures",
    "count_measure",
    "groups",
    "projections",
    "filters",
    "subqueries",
    "having",
    "ordered",
    "ranked_groups",
    "set_operation",
    "which_without_rows",
    "how_many_without_count",
];

/// The feature vector of a reading, in the order of [`FEATURES`].
pub fn features(signals: &Signals, intent: &Intent) -> Vec<f32> {
    let mut tables: BTreeSet<&str> = intent.columns().iter().map(|c| c.table.as_str()).collect();
    for m in &intent.measures {
        if let MeasureTarget::Rows { table } = &m.target {
            tables.insert(table);
        }
    }
    let count_measure = intent.measures.iter().any(|m| {
        matches!(
            m.aggregation,
            Aggregation::Count | Aggregation::CountDistinct
        )
    });
    // A grain is a grouping too (one row per month).
    let groups = intent.dimensions.len() + usize::from(intent.grain.is_some());
    let grouped = groups > 0;
    let ranked_groups = grouped
        && intent.limit.is_some()
        && matches!(
            intent.order.as_ref().map(|o| &o.key),
            Some(OrderKey::Measure { .. } | OrderKey::Aggregate { .. })
        );
    let flag = |b: bool| if b { 1.0 } else { 0.0 };
    vec![
        signals.coverage,
        flag(signals.unplaced == 0 && signals.notes == 0),
        signals.unplaced as f32,
        signals.notes as f32,
        signals.guesses as f32,
        signals.ambiguous_mentions as f32,
        (signals.words as f32).ln_1p(),
        flag(signals.chinese),
        tables.len().saturating_sub(1) as f32,
        intent.measures.len() as f32,
        flag(count_measure),
        groups as f32,
        intent.projections.len() as f32,
        intent.filters.len() as f32,
        intent.subquery_filters.len() as f32,
        intent.having.len() as f32,
        flag(intent.order.is_some()),
        flag(ranked_groups),
        flag(intent.set_operation.is_some()),
        flag(signals.asks_which && intent.projections.is_empty() && !grouped),
        flag(signals.asks_how_many && !count_measure),
    ]
}

/// A fitted logistic model over some of [`FEATURES`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Calibration {
    /// The features the model uses (names from [`FEATURES`]), in order.
    pub features: Vec<String>,
    /// Each used feature's mean and spread in the fitting data
    /// (standardization).
    pub mean: Vec<f32>,
    pub scale: Vec<f32>,
    pub weights: Vec<f32>,
    pub bias: f32,
    /// What it was fitted on, for the record.
    #[serde(default)]
    pub fitted_on: String,
}

/// The shipped model, fitted by `chatdb calibrate --write`.
const SHIPPED: &str = include_str!("../data/calibration.json");

/// The position of a feature in [`FEATURES`].
pub fn feature_index(name: &str) -> Option<usize> {
    FEATURES.iter().position(|f| *f == name)
}

impl Calibration {
    /// The model shipped with the engine; `None` when the file names a
    /// feature that is not in [`FEATURES`] (the parser's score is then used
    /// as it is).
    pub fn shipped() -> Option<&'static Calibration> {
        static MODEL: OnceLock<Option<Calibration>> = OnceLock::new();
        MODEL
            .get_or_init(|| {
                serde_json::from_str::<Calibration>(SHIPPED)
                    .ok()
                    .filter(Calibration::is_consistent)
            })
            .as_ref()
    }

    fn is_consistent(&self) -> bool {
        !self.features.is_empty()
            && self.features.iter().all(|f| feature_index(f).is_some())
            && [&self.mean, &self.scale, &self.weights]
                .iter()
                .all(|v| v.len() == self.features.len())
    }

    /// The probability that a reading with these features (all of
    /// [`FEATURES`], in order) is right.
    pub fn probability(&self, x: &[f32]) -> f32 {
        let z = self.bias
            + self
                .features
                .iter()
                .zip(&self.mean)
                .zip(&self.scale)
                .zip(&self.weights)
                .map(|(((f, m), s), w)| {
                    let v = feature_index(f)
                        .and_then(|i| x.get(i))
                        .copied()
                        .unwrap_or(*m);
                    w * (v - m) / s
                })
                .sum::<f32>();
        1.0 / (1.0 + (-z).exp())
    }

    /// Fits the model on `used` features of readings whose rightness is
    /// known (vectors of all [`FEATURES`]), by Newton's method on the
    /// L2-penalized log-likelihood (`l2` on the standardized weights, not
    /// on the bias). A feature that never varies gets weight 0.
    pub fn fit(
        samples: &[(Vec<f32>, bool)],
        used: &[usize],
        l2: f64,
        fitted_on: &str,
    ) -> Calibration {
        let n = samples.len().max(1) as f64;
        let k = used.len();
        let value = |x: &[f32], j: usize| x.get(used[j]).copied().unwrap_or(0.0) as f64;
        let mut mean = vec![0f64; k];
        for (x, _) in samples {
            for (j, m) in mean.iter_mut().enumerate() {
                *m += value(x, j) / n;
            }
        }
        let mut var = vec![0f64; k];
        for (x, _) in samples {
            for (j, v) in var.iter_mut().enumerate() {
                *v += (value(x, j) - mean[j]).powi(2) / n;
            }
        }
        let varies: Vec<bool> = var.iter().map(|v| *v > 1e-12).collect();
        let scale: Vec<f64> = var
            .iter()
            .map(|v| if *v > 1e-12 { v.sqrt() } else { 1.0 })
            .collect();
        let rows: Vec<(Vec<f64>, f64)> = samples
            .iter()
            .map(|(x, y)| {
                let mut z = vec![1.0];
                z.extend((0..k).map(|j| {
                    if varies[j] {
                        (value(x, j) - mean[j]) / scale[j]
                    } else {
                        0.0
                    }
                }));
                (z, if *y { 1.0 } else { 0.0 })
            })
            .collect();
        let beta = newton(&rows, &varies, l2);
        Calibration {
            features: used.iter().map(|i| FEATURES[*i].to_string()).collect(),
            mean: mean.iter().map(|m| *m as f32).collect(),
            scale: scale.iter().map(|s| *s as f32).collect(),
            weights: beta[1..].iter().map(|b| *b as f32).collect(),
            bias: beta[0] as f32,
            fitted_on: fitted_on.to_string(),
        }
    }
}

/// Newton's method for the penalized logistic likelihood over rows of
/// (1, standardized features) and 0/1 outcomes; features that don't vary
/// keep weight 0.
fn newton(rows: &[(Vec<f64>, f64)], varies: &[bool], l2: f64) -> Vec<f64> {
    let k = varies.len();
    let mut beta = vec![0f64; k + 1];
    for _ in 0..50 {
        let mut grad = vec![0f64; k + 1];
        let mut hess = vec![vec![0f64; k + 1]; k + 1];
        for (z, y) in rows {
            let eta: f64 = z.iter().zip(&beta).map(|(a, b)| a * b).sum();
            let p = 1.0 / (1.0 + (-eta).exp());
            let w = (p * (1.0 - p)).max(1e-9);
            for i in 0..=k {
                grad[i] += (y - p) * z[i];
                for j in 0..=k {
                    hess[i][j] += w * z[i] * z[j];
                }
            }
        }
        for i in 1..=k {
            grad[i] -= l2 * beta[i];
            hess[i][i] += l2;
        }
        for (i, ok) in varies.iter().enumerate() {
            if !ok {
                grad[i + 1] = 0.0;
                hess[i + 1] = vec![0.0; k + 1];
                for row in hess.iter_mut() {
                    row[i + 1] = 0.0;
                }
                hess[i + 1][i + 1] = 1.0;
            }
        }
        let Some(step) = solve(hess, grad) else { break };
        let size: f64 = step.iter().map(|s| s.abs()).sum();
        for (b, s) in beta.iter_mut().zip(&step) {
            *b += s;
        }
        if size < 1e-8 {
            break;
        }
    }
    beta
}

/// Solves `a · x = b` by Gaussian elimination with partial pivoting; `None`
/// when `a` is singular.
fn solve(mut a: Vec<Vec<f64>>, mut b: Vec<f64>) -> Option<Vec<f64>> {
    let n = b.len();
    for col in 0..n {
        let pivot = (col..n).max_by(|i, j| a[*i][col].abs().total_cmp(&a[*j][col].abs()))?;
        if a[pivot][col].abs() < 1e-12 {
            return None;
        }
        a.swap(col, pivot);
        b.swap(col, pivot);
        let (done, rest) = a.split_at_mut(col + 1);
        let pivot_row = &done[col];
        for (offset, row) in rest.iter_mut().enumerate() {
            let f = row[col] / pivot_row[col];
            for (x, p) in row[col..].iter_mut().zip(&pivot_row[col..]) {
                *x -= f * p;
            }
            b[col + 1 + offset] -= f * b[col];
        }
    }
    let mut x = vec![0f64; n];
    for row in (0..n).rev() {
        let rest: f64 = (row + 1..n).map(|c| a[row][c] * x[c]).sum();
        x[row] = (b[row] - rest) / a[row][row];
    }
    Some(x)
}

/// The confidence of a reading: the shipped model's probability, or the
/// parser's own score when no model is shipped; 0 for an empty intent.
pub fn confidence(signals: &Signals, intent: &Intent) -> f32 {
    if intent.is_empty() {
        return 0.0;
    }
    match Calibration::shipped() {
        Some(model) => model.probability(&features(signals, intent)),
        None => signals.coverage,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample(coverage: f32, right: bool) -> (Vec<f32>, bool) {
        let mut x = vec![0.0; FEATURES.len()];
        x[0] = coverage;
        (x, right)
    }

    #[test]
    fn fitted_probabilities_follow_the_observed_rates() {
        // At coverage 1 nine in ten are right; at 0.5 one in two.
        let mut samples = Vec::new();
        for i in 0..100 {
            samples.push(sample(1.0, i % 10 != 0));
            samples.push(sample(0.5, i % 2 == 0));
        }
        let all: Vec<usize> = (0..FEATURES.len()).collect();
        let model = Calibration::fit(&samples, &all, 0.0, "test");
        let high = model.probability(&sample(1.0, true).0);
        let low = model.probability(&sample(0.5, true).0);
        assert!((high - 0.9).abs() < 0.01, "{high}");
        assert!((low - 0.5).abs() < 0.01, "{low}");
        // The constant features got no weight.
        assert!(model.weights[1..].iter().all(|w| *w == 0.0));
    }

    #[test]
    fn a_penalty_pulls_towards_the_base_rate() {
        let mut samples = Vec::new();
        for i in 0..20 {
            samples.push(sample(1.0, true));
            samples.push(sample(0.0, i < 2));
        }
        let free = Calibration::fit(&samples, &[0], 0.0, "test");
        let held = Calibration::fit(&samples, &[0], 50.0, "test");
        let x = sample(1.0, true).0;
        assert!(held.probability(&x) < free.probability(&x));
        assert!(held.probability(&x) > 0.55);
    }

    #[test]
    fn the_shipped_model_describes_these_features() {
        let model = Calibration::shipped().expect("data/calibration.json names FEATURES");
        assert_eq!(model.features.first().map(String::as_str), Some("coverage"));
    }

    fn feature(x: &[f32], name: &str) -> f32 {
        x[FEATURES.iter().position(|f| *f == name).expect("a feature")]
    }

    #[test]
    fn features_describe_the_reading_not_its_words() {
        use crate::intent::{ColumnRef, Measure, Order};
        let count = Measure {
            aggregation: Aggregation::Count,
            target: MeasureTarget::Rows {
                table: "concert".into(),
            },
        };
        // "Which stadium has the most concerts?" read as a ranking of
        // stadium names by their concerts' count.
        let ranking = Intent {
            measures: vec![count.clone()],
            dimensions: vec![ColumnRef::new("stadium", "name")],
            order: Some(Order {
                key: OrderKey::Measure { index: 0 },
                descending: true,
            }),
            limit: Some(1),
            ..Intent::default()
        };
        // "which stadium has the most concerts?"
        let which = Signals {
            asks_which: true,
            ..Signals::default()
        };
        let x = features(&which, &ranking);
        assert_eq!(feature(&x, "tables"), 1.0, "concert joined to stadium");
        assert_eq!(feature(&x, "ranked_groups"), 1.0);
        assert_eq!(feature(&x, "which_without_rows"), 0.0);
        // The same question read as a bare count names no stadium.
        let bare = Intent {
            measures: vec![count],
            ..Intent::default()
        };
        let x = features(&which, &bare);
        assert_eq!(feature(&x, "which_without_rows"), 1.0);
        assert_eq!(feature(&x, "tables"), 0.0);
        // 江苏有多少个城市: how many asked, and a listing given.
        let how_many = Signals {
            asks_how_many: true,
            ..Signals::default()
        };
        let listing = Intent {
            projections: vec![ColumnRef::new("城市", "名称")],
            ..Intent::default()
        };
        assert_eq!(
            feature(&features(&how_many, &listing), "how_many_without_count"),
            1.0
        );
    }

    #[test]
    fn an_empty_intent_has_no_confidence() {
        let signals = Signals {
            coverage: 1.0,
            ..Signals::default()
        };
        assert_eq!(confidence(&signals, &Intent::default()), 0.0);
    }
}
