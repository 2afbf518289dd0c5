//! `calibrate`: fitting the engine's confidence model and checking it the
//! honest way — every database left out once.
//!
//! Input is `eval --out` lines from runs with `--min-confidence 0` (so every
//! reading the engine could build is answered and scored). For each
//! database, the model is fitted on the others' readings and scores the
//! left-out database's; the summed out-of-database predictions give the
//! reliability table and the precision and execution accuracy at a
//! threshold. Which features the model uses is chosen the same way: from
//! the parser's score, a feature is added while it lowers the
//! out-of-database Brier score (the mean squared error of the
//! probabilities) by at least [`MIN_GAIN`]. The model written for shipping
//! is fitted on everything, on the chosen features.

use chatdb_engine::calibration::{feature_index, Calibration, FEATURES};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The L2 penalty on standardized weights: enough to keep rare features
/// (few readings have them) from swinging a fold.
pub const L2: f64 = 2.0;

/// The smallest drop of the out-of-database Brier score that earns a
/// feature its place.
pub const MIN_GAIN: f64 = 0.0005;

/// One scored question, as `eval --out` wrote it.
#[derive(Debug, Clone, Deserialize)]
pub struct Scored {
    pub db_id: String,
    pub sql: Option<String>,
    #[serde(default)]
    pub features: Option<Vec<f32>>,
    pub correct: bool,
}

/// The questions of one evaluation run (one dataset).
#[derive(Debug, Clone)]
pub struct ScoredSet {
    /// The set's name (its file's stem).
    pub name: String,
    pub questions: Vec<Scored>,
}

impl ScoredSet {
    /// Reads `eval --out` JSON lines.
    pub fn parse(name: &str, text: &str) -> Result<ScoredSet, String> {
        let questions = text
            .lines()
            .filter(|l| !l.trim().is_empty())
            .enumerate()
            .map(|(i, l)| {
                serde_json::from_str::<Scored>(l).map_err(|e| format!("line {}: {e}", i + 1))
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(ScoredSet {
            name: name.to_string(),
            questions,
        })
    }
}

/// A built reading with its out-of-database and in-sample probabilities.
#[derive(Debug, Clone, Serialize)]
pub struct Prediction {
    pub set: String,
    pub db_id: String,
    pub held_out: f32,
    pub in_sample: f32,
    /// The parser's own score (the first feature), for comparison.
    pub coverage: f32,
    pub correct: bool,
}

/// One bin of the reliability table.
#[derive(Debug, Clone, Serialize)]
pub struct Bin {
    pub low: f32,
    pub high: f32,
    pub readings: usize,
    pub mean_predicted: f64,
    pub observed: f64,
}

/// Precision and accuracy of one set at one threshold.
#[derive(Debug, Clone, Serialize)]
pub struct AtThreshold {
    pub set: String,
    pub questions: usize,
    pub answered: usize,
    pub correct: usize,
}

impl AtThreshold {
    pub fn accuracy(&self) -> f64 {
        self.correct as f64 / self.questions.max(1) as f64
    }
    pub fn precision(&self) -> f64 {
        self.correct as f64 / self.answered.max(1) as f64
    }
}

/// A reading the engine built: its set, database, features and rightness.
struct Reading<'a> {
    set: &'a str,
    db_id: &'a str,
    features: &'a [f32],
    correct: bool,
}

fn readings(sets: &[ScoredSet]) -> Vec<Reading<'_>> {
    sets.iter()
        .flat_map(|s| {
            s.questions.iter().filter_map(move |q| {
                let f = q.features.as_ref()?;
                (q.sql.is_some() && f.len() == FEATURES.len()).then_some(Reading {
                    set: &s.name,
                    db_id: &q.db_id,
                    features: f,
                    correct: q.correct,
                })
            })
        })
        .collect()
}

/// Each reading's probability from a model fitted on the other databases'
/// readings (folds are databases, qualified by their set).
fn held_out(built: &[Reading<'_>], used: &[usize], l2: f64) -> Vec<f32> {
    let mut folds: BTreeMap<(&str, &str), Vec<usize>> = BTreeMap::new();
    for (i, r) in built.iter().enumerate() {
        folds.entry((r.set, r.db_id)).or_default().push(i);
    }
    let mut p = vec![0f32; built.len()];
    for members in folds.values() {
        let train: Vec<(Vec<f32>, bool)> = built
            .iter()
            .enumerate()
            .filter(|(i, _)| !members.contains(i))
            .map(|(_, r)| (r.features.to_vec(), r.correct))
            .collect();
        let model = Calibration::fit(&train, used, l2, "fold");
        for i in members {
            p[*i] = model.probability(built[*i].features);
        }
    }
    p
}

/// The mean squared error of probabilities against rightness.
fn brier(scored: impl ExactSizeIterator<Item = (f32, bool)>) -> f64 {
    let n = scored.len().max(1) as f64;
    scored
        .map(|(p, right)| (p as f64 - if right { 1.0 } else { 0.0 }).powi(2))
        .sum::<f64>()
        / n
}

/// The Brier score of the readings' out-of-database probabilities on the
/// `used` features.
fn held_out_brier(built: &[Reading<'_>], used: &[usize], l2: f64) -> f64 {
    let p = held_out(built, used, l2);
    brier(built.iter().zip(p).map(|(r, p)| (p, r.correct)))
}

/// The features chosen by forward selection on the out-of-database Brier
/// score, starting from the parser's score, with the score each step
/// reached.
pub fn select_features(sets: &[ScoredSet], l2: f64) -> Vec<(usize, f64)> {
    let built = readings(sets);
    let Some(start) = feature_index("coverage") else {
        return Vec::new();
    };
    let mut chosen = vec![(start, held_out_brier(&built, &[start], l2))];
    loop {
        let used: Vec<usize> = chosen.iter().map(|(i, _)| *i).collect();
        let best = (0..FEATURES.len())
            .filter(|i| !used.contains(i))
            .map(|i| {
                let mut with = used.clone();
                with.push(i);
                (i, held_out_brier(&built, &with, l2))
            })
            .min_by(|a, b| a.1.total_cmp(&b.1));
        let current = chosen.last().map_or(f64::MAX, |(_, b)| *b);
        match best {
            Some((i, b)) if b <= current - MIN_GAIN => chosen.push((i, b)),
            _ => return chosen,
        }
    }
}

/// Readings of `sets` that the engine built, with their out-of-database
/// and in-sample probabilities from models on the `used` features, and the
/// model fitted on all of them (the one to ship).
pub fn leave_one_database_out(
    sets: &[ScoredSet],
    used: &[usize],
    l2: f64,
) -> (Vec<Prediction>, Calibration) {
    let built = readings(sets);
    let all: Vec<(Vec<f32>, bool)> = built
        .iter()
        .map(|r| (r.features.to_vec(), r.correct))
        .collect();
    let names: Vec<&str> = sets.iter().map(|s| s.name.as_str()).collect();
    let fitted_on = format!("{} readings of {}", all.len(), names.join(", "));
    let everything = Calibration::fit(&all, used, l2, &fitted_on);
    let p = held_out(&built, used, l2);
    let coverage = feature_index("coverage").unwrap_or(0);
    let predictions = built
        .iter()
        .zip(p)
        .map(|(r, p)| Prediction {
            set: r.set.to_string(),
            db_id: r.db_id.to_string(),
            held_out: p,
            in_sample: everything.probability(r.features),
            coverage: r.features[coverage],
            correct: r.correct,
        })
        .collect();
    (predictions, everything)
}

/// The Brier score of the out-of-database probabilities.
pub fn brier_score(predictions: &[Prediction]) -> f64 {
    brier(predictions.iter().map(|p| (p.held_out, p.correct)))
}

/// Predicted against observed rightness, in `bins` equal-width bins of the
/// out-of-database probability.
pub fn reliability(predictions: &[Prediction], bins: usize) -> Vec<Bin> {
    (0..bins)
        .map(|b| {
            let low = b as f32 / bins as f32;
            let high = (b + 1) as f32 / bins as f32;
            let inside: Vec<&Prediction> = predictions
                .iter()
                .filter(|p| p.held_out >= low && (p.held_out < high || b + 1 == bins))
                .collect();
            let n = inside.len().max(1) as f64;
            Bin {
                low,
                high,
                readings: inside.len(),
                mean_predicted: inside.iter().map(|p| p.held_out as f64).sum::<f64>() / n,
                observed: inside.iter().filter(|p| p.correct).count() as f64 / n,
            }
        })
        .collect()
}

/// Per set, what answering at `threshold` by `score` gives.
pub fn at_threshold(
    sets: &[ScoredSet],
    predictions: &[Prediction],
    threshold: f32,
    score: impl Fn(&Prediction) -> f32,
) -> Vec<AtThreshold> {
    sets.iter()
        .map(|s| {
            let mine: Vec<&Prediction> = predictions
                .iter()
                .filter(|p| p.set == s.name && score(p) >= threshold)
                .collect();
            AtThreshold {
                set: s.name.clone(),
                questions: s.questions.len(),
                answered: mine.len(),
                correct: mine.iter().filter(|p| p.correct).count(),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(db: &str, coverage: f32, correct: bool) -> String {
        let mut f = vec![0f32; FEATURES.len()];
        f[0] = coverage;
        serde_json::json!({"db_id": db, "sql": "SELECT 1", "features": f, "correct": correct})
            .to_string()
    }

    fn set() -> ScoredSet {
        // Two databases where full coverage is right 9 times in 10 and
        // half coverage 3 times in 10, and an abstention.
        let mut text = String::new();
        for db in ["a", "b"] {
            for i in 0..20 {
                text.push_str(&line(db, 1.0, i % 10 != 0));
                text.push('\n');
                text.push_str(&line(db, 0.5, i % 10 < 3));
                text.push('\n');
            }
        }
        text.push_str(r#"{"db_id": "a", "sql": null, "features": null, "correct": false}"#);
        ScoredSet::parse("toy", &text).expect("parses")
    }

    #[test]
    fn held_out_probabilities_come_from_the_other_databases() {
        let sets = vec![set()];
        let (predictions, model) = leave_one_database_out(&sets, &[0], 0.0);
        assert!(
            model.fitted_on.starts_with("80 readings of toy"),
            "{}",
            model.fitted_on
        );
        assert_eq!(predictions.len(), 80, "abstentions are not readings");
        let high = predictions.iter().find(|p| p.coverage == 1.0).expect("one");
        assert!((high.held_out - 0.9).abs() < 0.02, "{}", high.held_out);
        let table = reliability(&predictions, 10);
        assert_eq!(table.iter().map(|b| b.readings).sum::<usize>(), 80);
        let top = table.last().expect("bins");
        assert!((top.observed - 0.9).abs() < 1e-9);
        let at = at_threshold(&sets, &predictions, 0.8, |p| p.held_out);
        assert_eq!(
            (at[0].questions, at[0].answered, at[0].correct),
            (81, 40, 36)
        );
        assert!((at[0].precision() - 0.9).abs() < 1e-9);
        // Nothing but the score varies: nothing else is chosen.
        let chosen = select_features(&sets, L2);
        assert_eq!(chosen.len(), 1);
        assert!(brier_score(&predictions) < 0.25);
    }

    #[test]
    fn bad_lines_say_where() {
        let err = ScoredSet::parse("x", "{\"db_id\": 3}").expect_err("bad");
        assert!(err.starts_with("line 1"), "{err}");
    }
}
