//! Another wording of a case's request. Two questions whose signatures
//! differ may still ask the same thing: the engine placed a word in one
//! and not in the other ("show" vs "list", 多少 vs 几). A case is taken for
//! such a question only when nothing tells them apart:
//! - the same values, and
//! - the same reading: measures, groups, filters, order, limit, time …
//!   all equal (a case with a group-by the new reading lacks is another
//!   request, even if the engine might have missed it), and
//! - as many negations in one as in the other (not, never, 没有, 不 …), and
//! - where a value could be in several columns, the same direction words
//!   ("flights from Paris" is not "flights to Paris"), and
//! - every word the engine could not place in one question appears in the
//!   other — so a word the engine doesn't understand ("lowest", "average"
//!   when unparsed) can never be what differs.
//!
//! What may differ is only words the engine read the same way in both or
//! could not place but that both questions contain — which is what tells a
//! paraphrase from the signature's exact match.
//!
//! `same_sketch` recognises a wording the engine read only in part by what
//! its first pass found (`chatdb_engine::parse::Sketch`), with the same
//! care: nothing found in one may be missing from the other.

use crate::signature::masked_intent;
use chatdb_engine::parse::Sketch;
use chatdb_engine::Parsed;
use serde_json::Value as Json;
use std::collections::BTreeSet;

fn empty(v: &Json) -> bool {
    match v {
        Json::Null => true,
        Json::Bool(b) => !b,
        Json::Array(a) => a.is_empty(),
        Json::Object(o) => o.is_empty(),
        _ => false,
    }
}

/// The words of `text` (stemmed, as the engine reports unplaced words),
/// and a mark for each way a relation goes that it says ([`direction`]).
fn words(text: &str) -> BTreeSet<String> {
    let mut out: BTreeSet<String> = chatdb_knowledge::text::words(text)
        .into_iter()
        .map(|w| w.to_lowercase())
        .collect();
    out.extend(directions(text).into_iter().map(|d| direction_mark(&d)));
    out
}

/// Which way a word says a relation goes, from or to
/// ([`chatdb_knowledge::direction::said_by`]).
fn direction(word: &str) -> Option<&'static str> {
    chatdb_knowledge::direction::said_by(word).map(|way| match way {
        chatdb_knowledge::direction::Way::From => "from",
        chatdb_knowledge::direction::Way::To => "to",
    })
}

fn direction_mark(way: &str) -> String {
    format!("->{way}")
}

/// Words of `unplaced` (as the engine reported them) that `text` lacks.
fn missing_in(unplaced: &[String], text: &BTreeSet<String>) -> Vec<String> {
    unplaced
        .iter()
        .flat_map(|w| words(w))
        .filter(|w| !said_in(w, text.iter()) && !points_back(w))
        .collect()
}

/// Words that ask nothing of their own: nouns that name no kind of thing
/// and point back to rows the question names otherwise ("the names of the
/// drivers and the number of trips for each person", "the one with the
/// most seats"; stemmed), and Chinese aspect particles (去过几次:
/// 过 says it happened, 了 that it is done, 着 that it goes on).
fn points_back(word: &str) -> bool {
    matches!(
        word,
        "person"
            | "peopl"
            | "one"
            | "individu"
            | "thing"
            | "item"
            | "someon"
            | "anyon"
            | "entiti"
            | "过"
            | "了"
            | "着"
    )
}

/// Whether `word` is one of `words`, or a slip of the keys away from one
/// ("frequnet" / "frequent", "catgeory" / "category"): a word of six letters
/// or more, one letter off (added, dropped, changed, or two swapped) but
/// not its first. Shorter words one letter apart are often other words
/// ("form" / "from", "loyal" / "royal"), and so are words of another
/// first letter ("winner" / "dinner").
fn said_in<'w>(word: &str, mut words: impl Iterator<Item = &'w String>) -> bool {
    const LONG_ENOUGH: usize = 6;
    let long = |w: &str| w.len() >= LONG_ENOUGH && w.chars().all(|c| c.is_ascii_alphabetic());
    // (A verb of leaving or arriving is said by any word of its way:
    // "depart from Leeds" is "from Leeds".)
    let way = direction(word).map(direction_mark);
    words.any(|w| {
        w == word
            || way.as_ref() == Some(w)
            || (long(w)
                && long(word)
                && w.as_bytes()[0] == word.as_bytes()[0]
                && strsim::osa_distance(w, word) <= 1)
    })
}

/// Negation flips what a question asks, and the word analysis drops most
/// of these as stop words: they are compared on the raw text.
fn negations(text: &str) -> usize {
    const EN: &[&str] = &[
        "not", "no", "never", "without", "none", "neither", "nor", "except",
    ];
    const ZH: &[&str] = &["没有", "不", "未", "无", "非", "除了", "除"];
    let lower = text.to_lowercase();
    let english = lower
        .split(|c: char| !c.is_alphanumeric() && c != '\'')
        .filter(|w| EN.contains(w) || w.ends_with("n't"))
        .count();
    let chinese = ZH.iter().map(|w| lower.matches(w).count()).sum::<usize>();
    english + chinese
}

/// Whether `new` (the question `new_q`) asks what the case question
/// `case_q` (read as `case`) asked; `Err` says what differs.
pub fn same_request(new: &Parsed, new_q: &str, case: &Parsed, case_q: &str) -> Result<(), String> {
    let (a, mut la) = masked_intent(new);
    let (b, mut lb) = masked_intent(case);
    let key = |v: &Json| v.to_string();
    la.sort_by_key(key);
    lb.sort_by_key(key);
    if la != lb {
        return Err("the values differ".into());
    }
    if new.intent.is_empty() {
        return Err("nothing of the new question was understood".into());
    }
    let (Some(a), Some(b)) = (a.as_object(), b.as_object()) else {
        return Err("no intent".into());
    };
    for k in a.keys().chain(b.keys()) {
        let (va, vb) = (
            a.get(k).unwrap_or(&Json::Null),
            b.get(k).unwrap_or(&Json::Null),
        );
        if empty(va) && empty(vb) {
            continue;
        }
        if va != vb {
            return Err(format!("{k} differs"));
        }
    }
    said_apart(new, new_q, case, case_q)?;
    let missing = missing_in(&new.unplaced, &words(case_q));
    if !missing.is_empty() {
        return Err(format!(
            "unplaced words not in the case: {}",
            missing.join(", ")
        ));
    }
    let missing = missing_in(&case.unplaced, &words(new_q));
    if !missing.is_empty() {
        return Err(format!(
            "the case's unplaced words are missing: {}",
            missing.join(", ")
        ));
    }
    Ok(())
}

/// The ways a relation goes that a question says ("flights from Paris" /
/// "flights to Paris", "departing trains"), compared on the raw text: the
/// cue lexicon drops them as filler. They matter where a value could be
/// in more than one column (a city of origin or of destination).
fn directions(text: &str) -> BTreeSet<String> {
    let lower = text.to_lowercase();
    let mut found: BTreeSet<String> = lower
        .split(|c: char| !c.is_alphanumeric())
        .filter_map(direction)
        .map(str::to_string)
        .collect();
    found.extend(
        chatdb_knowledge::direction::chinese_words()
            .filter(|w| lower.contains(w))
            .filter_map(direction)
            .map(str::to_string),
    );
    found
}

/// What the raw wording tells apart whichever way the two were read:
/// negations, and direction words where a value could be in several
/// columns.
fn said_apart(new: &Parsed, new_q: &str, case: &Parsed, case_q: &str) -> Result<(), String> {
    if negations(new_q) != negations(case_q) {
        return Err("one question negates what the other does not".into());
    }
    let ambiguous = new.sketch.ambiguous_values || case.sketch.ambiguous_values;
    if ambiguous && directions(new_q) != directions(case_q) {
        return Err("a value of several columns, related in other directions (from/to)".into());
    }
    Ok(())
}

/// A value or number of a sketch's sequence with the comparison or
/// negation said of it ("超过 10000", "2014年 之前", "not Paris"), or a
/// comparison or negation that has none.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
struct Unit {
    op: Option<String>,
    operand: Option<String>,
}

impl Unit {
    /// Whether a number is in it: a number can be read against more than
    /// one column, a value is tied to its own.
    fn numeric(&self) -> bool {
        self.operand.as_deref().is_some_and(|o| o.starts_with('#'))
    }
}

fn is_operand(token: &str) -> bool {
    token.starts_with('=') || token.starts_with('#')
}

/// A sketch's sequence cut into units: a comparison marked `<` (said after
/// what it compares: 2014年之前, 100个以上) takes the value or number right
/// before it; any other comparison, and a negation, take the one right
/// after it.
fn units(sequence: &[String]) -> Vec<Unit> {
    let mut units: Vec<Unit> = Vec::new();
    let mut i = 0;
    while i < sequence.len() {
        let t = &sequence[i];
        if is_operand(t) {
            units.push(Unit {
                op: None,
                operand: Some(t.clone()),
            });
        } else if let Some(op) = t.strip_prefix('<') {
            match units.last_mut() {
                Some(last) if last.op.is_none() && last.operand.is_some() => {
                    last.op = Some(op.to_string())
                }
                _ => units.push(Unit {
                    op: Some(op.to_string()),
                    operand: None,
                }),
            }
        } else {
            let operand = sequence.get(i + 1).filter(|n| is_operand(n)).cloned();
            i += usize::from(operand.is_some());
            units.push(Unit {
                op: Some(t.clone()),
                operand,
            });
        }
        i += 1;
    }
    units
}

/// Whether two sequences say the same values and comparisons, in an order
/// that cannot change what they mean. Clauses move freely in a wording
/// ("2020年之前开业的门店中，面积最大的三家" / "哪3家门店在2020年之前开业且面积最大"),
/// so the same units in another order are the same — except that the
/// units with numbers keep their order among themselves (a number is not
/// tied to a column, so swapping two could swap what they bound), and a
/// sequence with an "or" is compared as it stands (what it joins depends
/// on its place).
fn same_sequence(a: &[String], b: &[String]) -> bool {
    if a == b {
        return true;
    }
    if a.iter().chain(b).any(|t| t == "Or") {
        return false;
    }
    let (mut ua, mut ub) = (units(a), units(b));
    let numbers = |u: &[Unit]| -> Vec<Unit> { u.iter().filter(|u| u.numeric()).cloned().collect() };
    if numbers(&ua) != numbers(&ub) {
        return false;
    }
    ua.sort();
    ub.sort();
    ua == ub
}

/// What a case's SQL reads and does: its tables and `table.column`s
/// (lower-case, as the case library stores them) and the cues it does
/// (`crate::sql_cues`). Empty, and the cues unknown, when the SQL could
/// not be read.
#[derive(Debug, Clone, Default)]
pub struct CaseSql {
    reads: BTreeSet<String>,
    cues: Option<crate::sql_cues::SqlCues>,
}

impl CaseSql {
    pub fn new<'a>(
        tables: impl IntoIterator<Item = &'a String>,
        columns: impl IntoIterator<Item = &'a String>,
        sql: &str,
        dialect: chatdb_core::Dialect,
    ) -> Self {
        CaseSql {
            reads: tables
                .into_iter()
                .chain(columns)
                .map(|n| n.to_lowercase())
                .collect(),
            cues: crate::sql_cues::cues_of(sql, dialect),
        }
    }

    fn reads(&self, reading: &str) -> bool {
        self.reads.contains(reading)
    }

    /// Whether `columns` are the very columns the SQL returns as they are
    /// — each of a table it reads, none missing, none more.
    fn shows_exactly(&self, columns: &[chatdb_intent::intent::ColumnRef]) -> bool {
        let Some(cues) = &self.cues else {
            return false;
        };
        let names: BTreeSet<String> = columns.iter().map(|c| c.column.to_lowercase()).collect();
        !columns.is_empty()
            && names == cues.shown
            && columns
                .iter()
                .all(|c| self.shows(&format!("{}.{}", c.table, c.column).to_lowercase()))
    }

    /// Whether `reading` (`table.column`) is a column the SQL returns, of
    /// a table it reads: "the names of the warehouses in Oslo" asks what
    /// "which warehouses are in Oslo" was answered with.
    fn shows(&self, reading: &str) -> bool {
        reading.split_once('.').is_some_and(|(table, column)| {
            self.reads(table) && self.cues.as_ref().is_some_and(|c| c.shown.contains(column))
        })
    }
}

/// Whether the two wordings' cues ask the same: the same cues, or cues the
/// case's SQL settles — each cue only the new wording says is one the SQL
/// does ("the most frequent destination" where the case said "most number
/// of": the SQL counts groups), and each only the case's wording says is
/// one the SQL does not do ("the order *by* the newest customer" read as a
/// grouping the SQL has not) or the new wording's cues imply.
fn cues_agree(new: &[String], case: &[String], sql: &CaseSql) -> Result<(), String> {
    if new == case {
        return Ok(());
    }
    // (With two aggregates or more, which column a cue is said of is not
    // in a set of cues: 门店一共多少、最多卖了多少 / 门店最多多少、一共卖了多少.)
    let Some(does) = sql
        .cues
        .as_ref()
        .filter(|c| c.aggregates.len() < 2)
        .map(|c| &c.does)
    else {
        return Err("the cues differ".into());
    };
    let new: BTreeSet<String> = new.iter().cloned().collect();
    let case: BTreeSet<String> = case.iter().cloned().collect();
    // ("how much does the youngest dog weigh" / "the weight of the
    // youngest dog": how much asks an amount, which any SQL returning one
    // answers — not how many rows there are.)
    let answers = |c: &str| does.contains(c) || c == "howmuch" && !does.contains("count");
    if let Some(cue) = new.difference(&case).find(|c| !answers(c)) {
        return Err(format!(
            "the cues differ: {cue}, which the case's SQL does not do"
        ));
    }
    let implied = crate::sql_cues::implied(&new);
    if let Some(cue) = case
        .difference(&new)
        .find(|c| does.contains(c.as_str()) && !implied.contains(*c))
    {
        return Err(format!(
            "the cues differ: the case's {cue} is not said in the new wording"
        ));
    }
    Ok(())
}

/// Whose mentions [`mentions_covered`] checks, against the case's SQL.
#[derive(Clone, Copy)]
enum Mentions<'a> {
    /// The new wording's: a table the SQL reads is part of the request
    /// however the case's question named it ("the code of the warehouse
    /// the shipment left" / "the shipment's origin code").
    New(&'a CaseSql),
    /// The case wording's: a mention none of whose readings the SQL reads
    /// is a word of the case's wording, not of its request ("the supplier
    /// *shared* by most stores") — a metric's aside, which the SQL spells
    /// out in columns.
    Case(&'a CaseSql),
}

/// Whether every mention of `ours` is one of `theirs`: a reading in
/// common, or (a table) a table all of whose mentions' readings there
/// belong to it — "type of pet" names the pets' type as "pet type" does;
/// with the case's SQL, as [`Mentions`] says.
///
/// A column the other wording implies by an attribute's word ("how old"
/// of an age, "heaviest" of a weight, a year said as a number) is named
/// there too.
fn mentions_covered(
    ours: &[Vec<String>],
    theirs: &[Vec<String>],
    whose: Mentions<'_>,
    implied_there: &[&str],
    mut spare: usize,
) -> Result<(), String> {
    for m in ours {
        let shared = theirs
            .iter()
            .any(|t| t.iter().any(|reading| m.contains(reading)))
            || m.iter()
                .any(|reading| implies_column(implied_there, reading));
        let table_of_theirs = m.len() == 1
            && !m[0].contains('.')
            && theirs.iter().any(|t| {
                t.iter()
                    .all(|reading| reading.split_once('.').is_some_and(|(tb, _)| tb == m[0]))
            });
        let by_the_sql = match whose {
            Mentions::New(sql) => m.iter().any(|reading| {
                !reading.contains(['.', ':']) && sql.reads(reading) || sql.shows(reading)
            }),
            Mentions::Case(sql) => {
                !sql.reads.is_empty()
                    && m.iter()
                        .all(|reading| !reading.starts_with("metric:") && !sql.reads(reading))
            }
        };
        if shared || table_of_theirs || by_the_sql {
            continue;
        }
        // (A value the other wording says as a word: its column's mention.)
        if spare > 0 && m.iter().all(|reading| reading.contains('.')) {
            spare -= 1;
            continue;
        }
        return Err(format!("{} is not named in the other", m[0]));
    }
    Ok(())
}

/// Whether one of `attributes` names the column of a reading
/// (`student.age` by "age"); tables and values are named by none.
fn implies_column(attributes: &[&str], reading: &str) -> bool {
    let Some((_, column)) = reading.split_once('.') else {
        return false;
    };
    !reading.contains(':')
        && attributes
            .iter()
            .any(|a| chatdb_knowledge::attribute::names_column(a, column, None))
}

/// Whether a word one wording has and the engine could not place is said
/// in the other: the same word, a slip of the keys away from one, or a
/// word the dictionary says alike ([`said_alike`]: "leaving" /
/// "departing", 离开).
fn said_somewhere(norm: &str, written: Option<&String>, other: &Sketch) -> bool {
    if said_in(norm, other.words.iter()) || points_back(norm) {
        return true;
    }
    // (A verb of leaving or arriving, by any word of its way.)
    let way = |w: &String| direction(&w.to_lowercase());
    if direction(norm).is_some_and(|d| {
        other
            .words
            .iter()
            .chain(&other.written)
            .any(|w| way(w) == Some(d))
    }) {
        return true;
    }
    written.is_some_and(|written| {
        other
            .written
            .iter()
            .any(|w| w != written && said_alike(written, w))
    })
}

/// Whether two English words say one thing as the dictionary translates
/// them: they share one of their commonest Chinese words (leaving and
/// departing: 离开; German and Germany: 德国), or one's is the other's with
/// 人 or 籍 — a person or a nationality of it (Mexican, 墨西哥人, and
/// Mexico, 墨西哥). Words of three letters or more only.
fn said_alike(x: &str, y: &str) -> bool {
    const LONG_ENOUGH: usize = 3;
    let word =
        |w: &str| w.chars().count() >= LONG_ENOUGH && w.chars().all(|c| c.is_ascii_alphabetic());
    if !word(x) || !word(y) {
        return false;
    }
    let (xs, ys) = (
        chatdb_knowledge::bilingual::commonest_words(x),
        chatdb_knowledge::bilingual::commonest_words(y),
    );
    let of = |a: &str, b: &str| {
        a == b
            || a.strip_suffix(['人', '籍'])
                .is_some_and(|stem| stem == b && b.chars().count() >= 2)
    };
    xs.iter().any(|a| ys.iter().any(|b| of(a, b) || of(b, a)))
}

/// A sequence without the values the other wording says as a word it
/// left unplaced ("German suppliers" / "suppliers from Germany": 'germany'
/// and "German" said alike), and the indices of those words among the other's
/// unplaced ones.
fn values_said_as_words(sequence: &[String], other: &Sketch) -> (Vec<String>, Vec<usize>) {
    let mut kept = Vec::new();
    let mut excused = Vec::new();
    for t in sequence {
        let said = t
            .strip_prefix('=')
            .filter(|_| !other.sequence.contains(t))
            .and_then(|value| {
                other
                    .uncovered_written
                    .iter()
                    .enumerate()
                    .find(|(i, w)| !excused.contains(i) && said_alike(w, value))
                    .map(|(i, _)| i)
            });
        match said {
            Some(i) => excused.push(i),
            None => kept.push(t.clone()),
        }
    }
    (kept, excused)
}

/// Whether two wordings name the same things in the same way, by what the
/// first pass found in each (`chatdb_engine::parse::Sketch`) — when the
/// engine's full readings of them differ or fail. Nothing may tell them
/// apart:
/// - the same values, numbers, negations and comparisons, in order;
/// - the same cues (aggregations, grouping, ordering, superlatives), or
///   cues the case's SQL settles;
/// - the same time expressions;
/// - every schema mention of each named in the other;
/// - every word the first pass could not take in one appears in the other;
/// - the same negations, and direction words where they matter;
/// - where both readings have a part (measures, groups, order …), the
///   same part: a sketch does not say how its mentions relate, the
///   readings do where they exist.
///
/// `sql` is what the case's SQL reads and does: a table it reads counts as
/// named in the new wording, a mention of the case's wording it does not
/// read need not be in the new one, and it settles cues the wordings do
/// not share ([`cues_agree`]).
pub fn same_sketch(
    new: &Parsed,
    new_q: &str,
    case: &Parsed,
    case_q: &str,
    sql: &CaseSql,
) -> Result<(), String> {
    let (a, b) = (&new.sketch, &case.sketch);
    if a.is_empty() || b.is_empty() {
        return Err("nothing of the schema named".into());
    }
    // ("German suppliers" / "suppliers from Germany": a value one says, the
    // other says as a word it left unplaced.)
    let (seq_a, excused_b) = values_said_as_words(&a.sequence, b);
    let (seq_b, excused_a) = values_said_as_words(&b.sequence, a);
    if !same_sequence(&seq_a, &seq_b) {
        return Err("the values or comparisons differ".into());
    }
    cues_agree(&a.cues, &b.cues, sql)?;
    if a.time != b.time {
        return Err("the times differ".into());
    }
    let spare = |whole: &[String], kept: &[String]| whole.len() - kept.len();
    // ("how old are they" / "their age": an attribute's word is its column.)
    let (implied_a, implied_b) = (
        chatdb_knowledge::attribute::implied_by(new_q),
        chatdb_knowledge::attribute::implied_by(case_q),
    );
    mentions_covered(
        &a.mentions,
        &b.mentions,
        Mentions::New(sql),
        &implied_b,
        spare(&a.sequence, &seq_a),
    )?;
    mentions_covered(
        &b.mentions,
        &a.mentions,
        Mentions::Case(sql),
        &implied_a,
        spare(&b.sequence, &seq_b),
    )?;
    for (x, y, excused) in [(a, b, &excused_a), (b, a, &excused_b)] {
        // (An attribute's word left unplaced — "old" — whose column the
        // other wording names.)
        let names_its_column = |w: &str| {
            let implied = chatdb_knowledge::attribute::implied_by(w);
            y.mentions
                .iter()
                .flatten()
                .any(|reading| implies_column(&implied, reading))
        };
        if let Some(w) = x
            .uncovered
            .iter()
            .enumerate()
            .filter(|(i, _)| !excused.contains(i))
            .find(|(i, w)| {
                let written = x.uncovered_written.get(*i);
                !said_somewhere(w, written, y) && !written.is_some_and(|w| names_its_column(w))
            })
            .map(|(_, w)| w)
        {
            return Err(format!("{w:?} is not in the other"));
        }
    }
    said_apart(new, new_q, case, case_q)?;
    // (A reading the engine gives next to no confidence says little of
    // how the mentions relate: of one, only which way an order goes is
    // compared — 由短到长 / 由长到短 say the same words.)
    const A_READING: f32 = 0.25;
    let (ia, _) = masked_intent(new);
    let (ib, _) = masked_intent(case);
    let both_read = new.confidence >= A_READING && case.confidence >= A_READING;
    if let (Some(ia), Some(ib)) = (ia.as_object(), ib.as_object()) {
        for (k, va) in ia {
            let vb = ib.get(k).unwrap_or(&Json::Null);
            if !both_read {
                let way = |o: &Json| o.get("descending").cloned();
                if k == "order" && !empty(va) && !empty(vb) && way(va) != way(vb) {
                    return Err("the readings' orders go other ways".into());
                }
                continue;
            }
            // (The case's reading of its own wording may be the wrong one —
            // its SQL is the right one: columns the new reading shows that
            // are exactly those the case's SQL shows are what was asked.)
            let shown_by_the_case =
                k == "projections" && sql.shows_exactly(&new.intent.projections);
            if !empty(va) && !empty(vb) && va != vb && !shown_by_the_case {
                return Err(format!("the readings' {k} differ"));
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use chatdb_intent::intent::{
        Aggregation, ColumnRef, Filter, FilterOp, Intent, Literal, Measure, MeasureTarget, Order,
        OrderKey,
    };

    fn parsed(intent: Intent, unplaced: &[&str]) -> Parsed {
        Parsed {
            intent,
            confidence: 0.5,
            understood: Vec::new(),
            unplaced: unplaced.iter().map(|s| s.to_string()).collect(),
            signals: Default::default(),
            sketch: Default::default(),
            open_values: Vec::new(),
        }
    }

    fn avg_age() -> Intent {
        Intent {
            measures: vec![Measure {
                aggregation: Aggregation::Avg,
                target: MeasureTarget::Column {
                    column: ColumnRef::new("singer", "age"),
                },
            }],
            ..Intent::default()
        }
    }

    #[test]
    fn a_paraphrase_is_the_same_request_and_a_near_duplicate_is_not() {
        let case = parsed(
            Intent {
                filters: vec![Filter {
                    column: ColumnRef::new("singer", "country"),
                    op: FilterOp::Eq,
                    values: vec![Literal::Text("France".into())],
                }],
                ..avg_age()
            },
            &[],
        );
        let case_q = "What is the average age of singers from France?";
        // The same reading in other words: taken.
        let mut para = avg_age();
        para.filters = case.intent.filters.clone();
        // A word the engine couldn't place, absent from the case: not taken.
        let new = parsed(para.clone(), &["weighted"]);
        assert!(same_request(
            &new,
            "weighted average age of singers from France",
            &case,
            case_q
        )
        .unwrap_err()
        .contains("weight"));
        let new = parsed(para, &[]);
        assert!(same_request(&new, "Average singer age for France?", &case, case_q).is_ok());
        // Another value: not taken.
        let mut other = case.intent.clone();
        other.filters[0].values = vec![Literal::Text("Spain".into())];
        assert!(
            same_request(&parsed(other, &[]), "average age from Spain", &case, case_q).is_err()
        );
        // Another aggregation: not taken.
        let mut max = case.intent.clone();
        max.measures[0].aggregation = Aggregation::Max;
        assert!(same_request(
            &parsed(max, &[]),
            "oldest singer from France",
            &case,
            case_q
        )
        .unwrap_err()
        .contains("measures"));
        // Less than the case (its filter missed): not taken.
        assert!(same_request(
            &parsed(avg_age(), &[]),
            "Average singer age?",
            &case,
            case_q
        )
        .is_err());
        // An order the case doesn't have: not taken.
        let mut ordered = case.intent.clone();
        ordered.order = Some(Order {
            key: OrderKey::Column {
                column: ColumnRef::new("singer", "age"),
            },
            descending: false,
        });
        assert!(same_request(&parsed(ordered, &[]), "youngest first", &case, case_q).is_err());
        // A negation the readings both missed still tells them apart.
        assert!(same_request(
            &parsed(case.intent.clone(), &[]),
            "singers not from France: average age",
            &case,
            case_q
        )
        .is_err());
        // A word the engine couldn't place in the case must be in the new one.
        let case2 = parsed(case.intent.clone(), &["lowest"]);
        assert!(same_request(
            &parsed(case.intent.clone(), &["highest"]),
            "highest age of singers from France",
            &case2,
            "lowest age of singers from France"
        )
        .is_err());
    }

    #[test]
    fn a_verb_of_leaving_or_arriving_is_said_by_its_way() {
        let trains = || Intent {
            measures: vec![Measure {
                aggregation: Aggregation::Count,
                target: MeasureTarget::Rows {
                    table: "trains".into(),
                },
            }],
            filters: vec![Filter {
                column: ColumnRef::new("trains", "dest"),
                op: FilterOp::Eq,
                values: vec![Literal::Text("Leeds".into())],
            }],
            ..Intent::default()
        };
        let case = parsed(trains(), &["destination"]);
        let case_q = "How many trains have destination Leeds?";
        // "into" goes where a destination does.
        assert_eq!(
            Ok(()),
            same_request(
                &parsed(trains(), &[]),
                "Count the trains into Leeds",
                &case,
                case_q
            )
        );
        // Leaving is the other way: not taken.
        assert!(same_request(
            &parsed(trains(), &[]),
            "Count the trains from Leeds",
            &case,
            case_q
        )
        .is_err());
        let leaving = parsed(trains(), &["leaving"]);
        assert!(same_request(
            &parsed(trains(), &["departing"]),
            "trains departing Leeds",
            &leaving,
            "trains leaving Leeds"
        )
        .is_ok());
        assert!(same_request(
            &parsed(trains(), &["arriving"]),
            "trains arriving at Leeds",
            &leaving,
            "trains leaving Leeds"
        )
        .is_err());
    }

    #[test]
    fn a_noun_pointing_back_asks_nothing_of_its_own() {
        let case = parsed(avg_age(), &[]);
        let new = parsed(avg_age(), &["person"]);
        assert!(same_request(
            &new,
            "average age of each person",
            &case,
            "average age of our members"
        )
        .is_ok());
        // Any other word left unplaced still tells them apart.
        let new = parsed(avg_age(), &["weighted"]);
        assert!(same_request(
            &new,
            "weighted average age of our members",
            &case,
            "average age of our members"
        )
        .is_err());
    }

    fn mentions(m: &[&[&str]]) -> Vec<Vec<String>> {
        m.iter()
            .map(|readings| readings.iter().map(|r| r.to_string()).collect())
            .collect()
    }

    #[test]
    fn what_the_case_sql_reads_decides_which_mentions_matter() {
        let sql = CaseSql::new(
            &["warehouses".to_string(), "shipments".to_string()],
            &[
                "warehouses.code".to_string(),
                "warehouses.city".to_string(),
                "shipments.origin".to_string(),
            ],
            "SELECT code FROM warehouses WHERE city = 'Oslo'",
            chatdb_core::Dialect::Sqlite,
        );
        // "shipments from the warehouse W1" / "shipments of origin W1": the
        // warehouse names a table the SQL reads (to find the code).
        let new = mentions(&[&["shipments"], &["warehouses"], &["shipments.origin"]]);
        let case = mentions(&[&["shipments"], &["shipments.origin"]]);
        let unread = CaseSql::default();
        assert!(mentions_covered(&new, &case, Mentions::New(&unread), &[], 0).is_err());
        assert!(mentions_covered(&new, &case, Mentions::New(&sql), &[], 0).is_ok());
        // A column the SQL reads is not enough: the new wording may ask for
        // it besides what the case returns…
        let new = mentions(&[&["shipments"], &["warehouses.city"]]);
        assert!(mentions_covered(&new, &case, Mentions::New(&sql), &[], 0).is_err());
        // …but one it returns is what the case was answered with ("the
        // codes of warehouses …" / "which warehouses …").
        let new = mentions(&[&["shipments"], &["warehouses.code"]]);
        assert!(mentions_covered(&new, &case, Mentions::New(&sql), &[], 0).is_ok());
        // The case's wording named something its SQL does not read ("the
        // supplier shared by most stores"): not part of the request…
        let case = mentions(&[&["shipments"], &["suppliers.share"]]);
        let new = mentions(&[&["shipments"]]);
        assert!(mentions_covered(&case, &new, Mentions::Case(&unread), &[], 0).is_err());
        assert!(mentions_covered(&case, &new, Mentions::Case(&sql), &[], 0).is_ok());
        // …but a mention the SQL reads must be in the new wording, and
        // without the SQL's reads nothing is excused.
        let case = mentions(&[&["shipments"], &["warehouses.code"]]);
        assert!(mentions_covered(&case, &new, Mentions::Case(&sql), &[], 0).is_err());
        let case = mentions(&[&["shipments"], &["suppliers.share"]]);
        assert!(mentions_covered(&case, &new, Mentions::Case(&unread), &[], 0).is_err());
        // A metric is spelled out in columns: never excused.
        let case = mentions(&[&["shipments"], &["metric:delay"]]);
        assert!(mentions_covered(&case, &new, Mentions::Case(&sql), &[], 0).is_err());
    }

    #[test]
    fn an_attributes_word_names_its_column() {
        // "pets older than 1" / "pets whose age is above 1": "older" says
        // the age the other wording names; "heavier" says no age.
        let new = mentions(&[&["pets"]]);
        let case = mentions(&[&["pets"], &["pets.pet_age"]]);
        let sql = CaseSql::default();
        let older = chatdb_knowledge::attribute::implied_by("pets older than 1");
        let heavier = chatdb_knowledge::attribute::implied_by("pets heavier than 1");
        assert!(mentions_covered(&case, &new, Mentions::Case(&sql), &older, 0).is_ok());
        assert!(mentions_covered(&case, &new, Mentions::Case(&sql), &heavier, 0).is_err());
        assert!(mentions_covered(&case, &new, Mentions::Case(&sql), &[], 0).is_err());
        // A table is named by no attribute.
        assert!(!implies_column(&older, "pets"));
        assert!(implies_column(&older, "pets.pet_age"));
    }

    fn cue_list(cues: &[&str]) -> Vec<String> {
        cues.iter().map(|c| c.to_string()).collect()
    }

    fn sql(text: &str) -> CaseSql {
        CaseSql::new(&[], &[], text, chatdb_core::Dialect::Sqlite)
    }

    #[test]
    fn the_case_sql_settles_cues_the_wordings_do_not_share() {
        let busiest =
            sql("SELECT origin FROM shipments GROUP BY origin ORDER BY COUNT(*) DESC LIMIT 1");
        // "the most common origin" / "the origin with the most shipments":
        // the SQL counts groups and takes the first.
        assert!(cues_agree(&cue_list(&["mostcommon"]), &cue_list(&["max"]), &busiest).is_ok());
        // The superlative flipped: the SQL does not do it.
        assert!(cues_agree(&cue_list(&["leastcommon"]), &cue_list(&["max"]), &busiest).is_err());
        assert!(cues_agree(&cue_list(&["min"]), &cue_list(&["max"]), &busiest).is_err());
        // Another aggregate.
        let count = sql("SELECT COUNT(*) FROM customers");
        assert!(cues_agree(&cue_list(&["avg"]), &cue_list(&["count"]), &count).is_err());
        // "the order by the newest customer": a grouping the case's wording
        // seemed to say ("by") and its SQL does not do is not part of the
        // request…
        let newest = sql("SELECT order_id FROM customers ORDER BY joined DESC LIMIT 1");
        let case = cue_list(&["group", "max"]);
        assert!(cues_agree(&cue_list(&["max"]), &case, &newest).is_ok());
        // …one it does must be said in the new wording too.
        let grouped = sql("SELECT city, MAX(joined) FROM customers GROUP BY city");
        assert!(cues_agree(&cue_list(&["max"]), &case, &grouped).is_err());
        // Nor with two aggregates: which is said of which is not known.
        let two = sql("SELECT city, MAX(stores), SUM(sold) FROM s GROUP BY city");
        let case = cue_list(&["count", "group", "max", "sum"]);
        assert!(cues_agree(&cue_list(&["group", "max", "sum"]), &case, &two).is_err());
        // Unread SQL settles nothing.
        assert!(cues_agree(&cue_list(&["max"]), &case, &CaseSql::default()).is_err());
        // "how much does the youngest dog weigh" / "the weight of the
        // youngest dog": an amount returned answers how much…
        let weight = sql("SELECT weight FROM pets ORDER BY pet_age LIMIT 1");
        let case = cue_list(&["min"]);
        assert!(cues_agree(&cue_list(&["howmuch", "min"]), &case, &weight).is_ok());
        // …a count of rows does not.
        let counted = sql("SELECT COUNT(*) FROM pets WHERE pet_age < 2");
        let case = cue_list(&["count"]);
        assert!(cues_agree(&cue_list(&["howmuch"]), &case, &counted).is_err());
    }

    #[test]
    fn a_value_said_as_a_word_the_dictionary_translates_alike() {
        // "German suppliers" / "suppliers from Germany" (德国); "Mexican
        // stores" / "stores in Mexico" (墨西哥人 is a person of 墨西哥).
        assert!(said_alike("german", "germany"));
        assert!(said_alike("mexican", "mexico"));
        // Not words that merely look alike, nor short ones.
        assert!(!said_alike("german", "general"));
        assert!(!said_alike("us", "usa"));
        let other = Sketch {
            uncovered: vec!["german".into()],
            uncovered_written: vec!["german".into()],
            ..Sketch::default()
        };
        let (kept, excused) = values_said_as_words(&seq(&["=germany", "Gt", "#3"]), &other);
        assert_eq!(kept, seq(&["Gt", "#3"]));
        assert_eq!(excused, vec![0]);
        // Another country is still another value.
        let (kept, excused) = values_said_as_words(&seq(&["=france"]), &other);
        assert_eq!(kept, seq(&["=france"]));
        assert!(excused.is_empty());
    }

    fn seq(tokens: &[&str]) -> Vec<String> {
        tokens.iter().map(|t| t.to_string()).collect()
    }

    #[test]
    fn clauses_may_move_but_what_a_comparison_is_said_of_may_not() {
        // 2014年之前开业的门店中面积最大的三家 / 哪3家门店在2014年之前开业且面积最大
        assert!(same_sequence(
            &seq(&["=2014年", "<Lt", "#3"]),
            &seq(&["#3", "=2014年", "<Lt"])
        ));
        // 2014年之前上线、超过5个 / 超过5个、2014年之前上线
        assert!(same_sequence(
            &seq(&["=2014年", "<Lt", "Gt", "#5"]),
            &seq(&["Gt", "#5", "=2014年", "<Lt"])
        ));
        // A postfix and a prefix comparison of the same value are one.
        assert!(same_sequence(
            &seq(&["=2014年", "<Lt"]),
            &seq(&["Lt", "=2014年"])
        ));
        // The comparison taken by another value or number.
        assert!(!same_sequence(
            &seq(&["=2014年", "<Lt", "#3"]),
            &seq(&["=2014年", "#3", "<Lt"])
        ));
        assert!(!same_sequence(
            &seq(&["Gt", "#100", "#3"]),
            &seq(&["#100", "Gt", "#3"])
        ));
        // Two numbers swapped: they may now be said of other columns.
        assert!(!same_sequence(
            &seq(&["Ge", "#10000", "Gt", "#5"]),
            &seq(&["Gt", "#5", "Ge", "#10000"])
        ));
        // A negation goes with what follows it.
        assert!(!same_sequence(
            &seq(&["Negation", "=paris", "=london"]),
            &seq(&["=paris", "Negation", "=london"])
        ));
        // What an "or" joins depends on where it stands.
        assert!(!same_sequence(
            &seq(&["=cat", "Or", "=dog", "=red"]),
            &seq(&["=red", "=cat", "Or", "=dog"])
        ));
        // Another comparison, another value.
        assert!(!same_sequence(
            &seq(&["=2014年", "<Lt", "#3"]),
            &seq(&["#3", "=2014年", "<Gt"])
        ));
        assert!(!same_sequence(&seq(&["=2014年", "#3"]), &seq(&["#3"])));
    }

    #[test]
    fn the_columns_a_case_shows_are_what_its_sql_returns() {
        let sql = CaseSql::new(
            &["customer".to_string()],
            &["customer.name".to_string(), "customer.city".to_string()],
            "SELECT name FROM customer WHERE city = 'Paris'",
            chatdb_core::Dialect::Sqlite,
        );
        let name = ColumnRef::new("customer", "name");
        let city = ColumnRef::new("customer", "city");
        assert!(sql.shows_exactly(std::slice::from_ref(&name)));
        // (A column it only filters on, one more, or none: not what it
        // returns.)
        assert!(!sql.shows_exactly(std::slice::from_ref(&city)));
        assert!(!sql.shows_exactly(&[name.clone(), city]));
        assert!(!sql.shows_exactly(&[]));
        // (Nor a column of that name in a table it does not read.)
        assert!(!sql.shows_exactly(&[ColumnRef::new("supplier", "name")]));
    }

    #[test]
    fn readings_given_next_to_no_confidence_are_compared_only_for_their_way() {
        let sketch = Sketch {
            mentions: vec![vec!["stations".into()], vec!["stations.opened".into()]],
            uncovered: vec!["由".into(), "长".into(), "到".into(), "短".into()],
            words: vec!["由".into(), "长".into(), "到".into(), "短".into()],
            ..Sketch::default()
        };
        let ordered = |column: &str, descending: bool, confidence: f32| {
            let mut p = parsed(
                Intent {
                    order: Some(Order {
                        key: OrderKey::Column {
                            column: ColumnRef::new("stations", column),
                        },
                        descending,
                    }),
                    ..Intent::default()
                },
                &[],
            );
            p.confidence = confidence;
            p.sketch = sketch.clone();
            p
        };
        let sql = CaseSql::default();
        let (new_q, case_q) = ("按开通时间由长到短排列", "按开通时间由短到长排列");
        // (Readings the engine half trusts: their orders must agree.)
        let same = |a: &Parsed, b: &Parsed| same_sketch(a, new_q, b, case_q, &sql);
        assert!(same(&ordered("opened", true, 0.5), &ordered("name", true, 0.5)).is_err());
        // (Of a reading it all but rejects, the key says little…)
        assert!(same(&ordered("opened", true, 0.1), &ordered("name", true, 0.5)).is_ok());
        // …but which way the order goes still tells the two apart: 由长到短
        // and 由短到长 say the same words.
        assert!(same(
            &ordered("opened", true, 0.1),
            &ordered("opened", false, 0.1)
        )
        .is_err());
    }
}
