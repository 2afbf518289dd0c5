//! What pass 1 found in a question, before any role was given: the schema
//! mentions with all their readings, the cue words, the values and
//! comparisons in order, the time expressions and the words no span took.
//!
//! Two wordings of one request name the same things even when the roles
//! pass reads one of them differently or not at all ("the average weight
//! for each pet type" / "the average weight for each type of pet"), so a
//! sketch is what another wording can be recognised by
//! (`chatdb_learn::paraphrase`). It says nothing about how the parts relate;
//! whoever compares sketches must keep that in mind.

use super::*;
use serde::Deserialize;

/// The parts of a question pass 1 found.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Sketch {
    /// Each schema mention's readings, best first: `table`,
    /// `table.column` (a value's column too) or `metric:name`.
    pub mentions: Vec<Vec<String>>,
    /// The cue kinds, other than filler and "which", sorted and
    /// deduplicated (`count`, `avg`, `group`, `desc` …).
    pub cues: Vec<String>,
    /// In question order, what a reordering would change the meaning of:
    /// values (`=text`), numbers (`#n`), negations and comparisons (`Gt`;
    /// `<Gt` when said after what it compares).
    pub sequence: Vec<String>,
    /// The time expressions as resolved (range, grain, comparison).
    pub time: Vec<String>,
    /// Content words (normalized) no span took.
    pub uncovered: Vec<String>,
    /// Every word of the question (normalized), punctuation aside.
    pub words: Vec<String>,
    /// `uncovered` and `words` as written (lower-cased, not stemmed), in
    /// the same order: what a dictionary is looked up with.
    #[serde(default)]
    pub uncovered_written: Vec<String>,
    #[serde(default)]
    pub written: Vec<String>,
    /// Whether a value named could be in more than one column (a city of
    /// origin or of destination): then the words around it decide.
    #[serde(default)]
    pub ambiguous_values: bool,
}

impl Sketch {
    /// True when pass 1 found nothing of the schema: there is nothing to
    /// recognise the question by.
    pub fn is_empty(&self) -> bool {
        self.mentions.is_empty()
    }
}

fn target_key(t: &Target) -> String {
    match t {
        Target::Table(t) => t.to_lowercase(),
        Target::Column(c) | Target::Value { column: c, .. } => {
            format!("{}.{}", c.table, c.column).to_lowercase()
        }
        Target::Metric(m) => format!("metric:{m}"),
    }
}

/// Cues whose place among the values decides what they apply to.
fn ordered(kind: CueKind) -> bool {
    kind.compares() || matches!(kind, CueKind::Negation | CueKind::Or)
}

/// Cues that say the same thing in other words, reduced to one way of
/// saying it — facts about how questions are put, not about any schema:
/// - "the greatest number of documents" is "the most documents": a count
///   beside a superlative says no more than the superlative;
/// - "each"/"every" with nothing aggregated is "all" ("the age of every
///   teacher"), not a grouping;
/// - "the different codes, and how many use each": grouped values are
///   distinct already;
/// - "top" beside a superlative, and an ordering beside its direction,
///   say nothing more.
fn normalize(cues: &mut BTreeSet<CueKind>, count_beside_superlative: bool) {
    if count_beside_superlative {
        cues.remove(&CueKind::Count);
    }
    let aggregated = cues.iter().any(|k| {
        k.aggregation().is_some() || matches!(k, CueKind::MostCommon | CueKind::LeastCommon)
    });
    if !aggregated {
        cues.remove(&CueKind::Group);
    }
    if cues.contains(&CueKind::Group) {
        cues.remove(&CueKind::Distinct);
    }
    // "top 3 highest rated" is "the 3 highest rated": beside a
    // superlative, "top" says no more.
    if cues.contains(&CueKind::Max) || cues.contains(&CueKind::Min) {
        cues.remove(&CueKind::Top);
    }
    // "sorted descending by", "in descending order of": a direction says
    // there is an ordering.
    if cues.contains(&CueKind::Desc) || cues.contains(&CueKind::Asc) {
        cues.remove(&CueKind::OrderBy);
    }
}

impl Parser<'_, '_> {
    /// Whether every count cue stands right beside a superlative ("the
    /// greatest number of", "most number of", 数量最多).
    fn count_beside_superlative(&self) -> bool {
        let superlative = |j: Option<usize>| {
            j.and_then(|j| self.cue_at(j))
                .is_some_and(|k| matches!(k, CueKind::Max | CueKind::Min))
        };
        let counts: Vec<usize> = (0..self.slots.len())
            .filter(|i| self.cue_at(*i) == Some(CueKind::Count))
            .collect();
        !counts.is_empty()
            && counts.iter().all(|i| {
                superlative(self.prev_meaningful(*i)) || superlative(self.next_meaningful(*i, 1))
            })
    }

    /// The sketch of the question from the slots of pass 1 (call before
    /// roles are given: it reads every slot, used or not).
    pub(super) fn sketch(&self, times: &time::TimeMentions, taken: &BTreeSet<usize>) -> Sketch {
        let mut sketch = Sketch::default();
        let mut cues: BTreeSet<CueKind> = BTreeSet::new();
        let mut in_slot: BTreeSet<usize> = taken.clone();
        for (i, s) in self.slots.iter().enumerate() {
            in_slot.extend(s.tokens.clone());
            match &s.item {
                Item::Mention(t) => {
                    let mut readings = vec![target_key(t)];
                    for alt in &s.alts {
                        let k = target_key(alt);
                        if !readings.contains(&k) {
                            readings.push(k);
                        }
                    }
                    sketch.mentions.push(readings);
                    if let Target::Value { value, .. } = t {
                        sketch
                            .sequence
                            .push(format!("={}", value.trim().to_lowercase()));
                        let columns: BTreeSet<&ColumnRef> = s
                            .alts
                            .iter()
                            .filter_map(|a| match a {
                                Target::Value { column, .. } => Some(column),
                                _ => None,
                            })
                            .collect();
                        sketch.ambiguous_values |= columns.len() > 1;
                    }
                }
                Item::Quoted(text) => sketch
                    .sequence
                    .push(format!("={}", text.trim().to_lowercase())),
                Item::Number(n) => sketch.sequence.push(format!("#{n}")),
                Item::Cue(CueKind::Filler | CueKind::Which) => {}
                // "either" only announces the "or" to come.
                Item::Cue(CueKind::Or) if self.q.tokens[s.tokens.start].norm == "either" => {}
                // A comparison said after what it compares (2014年之前,
                // 100个以上) is marked `<` for whoever binds it.
                Item::Cue(k) if ordered(*k) && cues::is_postfix_comparison(self.raw(i)) => {
                    sketch.sequence.push(format!("<{k:?}"))
                }
                Item::Cue(k) if ordered(*k) => sketch.sequence.push(format!("{k:?}")),
                Item::Cue(k) => {
                    cues.insert(*k);
                }
            }
        }
        normalize(&mut cues, self.count_beside_superlative());
        sketch.cues = cues
            .into_iter()
            .map(|k| format!("{k:?}").to_lowercase())
            .collect();
        if let Some(r) = &times.range {
            sketch.time.push(format!("{:?}..{:?}", r.start, r.end));
        }
        if let Some(g) = times.grain {
            sketch.time.push(format!("{g:?}"));
        }
        if let Some(c) = times.comparison {
            sketch.time.push(format!("{c:?}"));
        }
        for (i, t) in self.q.tokens.iter().enumerate() {
            if t.kind == TokenKind::Punct {
                continue;
            }
            let written = self.q.lower[t.span.clone()].to_string();
            sketch.words.push(t.norm.clone());
            sketch.written.push(written.clone());
            if !in_slot.contains(&i) && !chatdb_knowledge::text::is_stopword(&t.norm) {
                sketch.uncovered.push(t.norm.clone());
                sketch.uncovered_written.push(written);
            }
        }
        sketch
    }
}
