//! Two rows set against each other on one column: 乌拉圭的人口比美国多多少
//! (a difference), 是美国的多少倍 (a ratio), "how many more students does A
//! have than B". The two sides are stored values of one column, one before
//! the pivot word (比, 是, than) and one after it; the compared column is a
//! number column of the same table named in the question.

use super::*;
use crate::intent::{Contrast, ContrastOp};

/// A contrast's wording: its kind, the pivot token (比 / 是 / than) and the
/// tokens that say it (the pivot through 多少 / 倍).
struct Wording {
    op: ContrastOp,
    pivot: usize,
    tokens: Vec<usize>,
    /// Words between the adjective and 多少 (多覆盖了多少): the verb of the
    /// amount compared, understood once the compared column is found.
    verbs: Vec<usize>,
}

/// The two sides of a contrast: the column whose stored values pick them,
/// and each side's slot and value.
struct Sides {
    column: ColumnRef,
    first: (usize, String),
    second: (usize, String),
}

/// Adjectives a difference is asked with: 多多少, 高了多少, 贵了多少钱.
const DIFFERENCE_WORDS: &[&str] = &[
    "多", "高", "大", "贵", "早", "晚", "长", "少", "低", "小", "便宜", "短", "重", "轻",
];

impl Parser<'_, '_> {
    /// The contrast, when the question asks for one: the side values, the
    /// compared column and the wording become understood.
    pub(super) fn contrast(&mut self) {
        let Some(w) = self.contrast_wording() else {
            return;
        };
        let pivot_slot = self
            .slots
            .iter()
            .position(|s| s.tokens.start > w.pivot)
            .unwrap_or(self.slots.len());
        let Some(sides) = self.contrast_sides(pivot_slot) else {
            return;
        };
        let split = sides.column;
        let Some((column, column_slots)) = self.contrasted_column(&split, &w) else {
            return;
        };
        let (a, b) = (sides.first.0, sides.second.0);
        self.intent.contrast = Some(Contrast {
            op: w.op,
            column,
            split: split.clone(),
            sides: vec![Literal::Text(sides.first.1), Literal::Text(sides.second.1)],
        });
        for i in [a, b].into_iter().chain(column_slots) {
            self.slots[i].used = true;
        }
        // The wording's cues (多少, 高于…) and the table the sides belong to
        // ("国家乌拉圭") say the contrast.
        let wording: BTreeSet<usize> = w.tokens.iter().copied().collect();
        for i in 0..self.slots.len() {
            let in_wording = self.slots[i].tokens.clone().any(|t| wording.contains(&t));
            let side_table = matches!(self.slots[i].item, Item::Mention(Target::Table(_)))
                && self.slots[i]
                    .alts
                    .iter()
                    .any(|t| matches!(t, Target::Table(t) if *t == split.table));
            if in_wording && matches!(self.slots[i].item, Item::Cue(_)) || side_table {
                self.slots[i].used = true;
            }
        }
        self.understood_tokens.extend(w.tokens);
        self.understood_tokens.extend(w.verbs);
    }

    /// Finds the wording of a difference or ratio between two rows.
    fn contrast_wording(&self) -> Option<Wording> {
        let tokens = &self.q.tokens;
        let clause_end = |from: usize| self.clause_of(from).end;
        let norm = |k: usize| tokens[k].norm.as_str();
        if self.q.chinese {
            let how_much = |k: usize| super::compare::asks_how_many(norm(k));
            for (pivot, t) in tokens.iter().enumerate() {
                let end = clause_end(pivot);
                // 比 B (…) 多/高/贵 (了) (…) 多少/几: a difference.
                let adjective = |k: &usize| {
                    let word = norm(*k).strip_suffix('了').unwrap_or(norm(*k));
                    DIFFERENCE_WORDS.contains(&word)
                };
                if t.norm == "比" {
                    if let Some(adj) = (pivot + 2..end).find(adjective) {
                        if let Some(q) = (adj + 1..end.min(adj + 6)).find(|k| how_much(*k)) {
                            let mut words = vec![pivot, adj, q];
                            // 多少钱: the amount is a price.
                            if q + 1 < end && norm(q + 1) == "钱" {
                                words.push(q + 1);
                            }
                            return Some(Wording {
                                op: ContrastOp::Difference,
                                pivot,
                                tokens: words,
                                // Words between (多覆盖了多少) are the amount's verb.
                                verbs: (adj + 1..q).collect(),
                            });
                        }
                    }
                }
                // 是 B 的 多少倍 / 几倍: a ratio.
                if t.norm == "是" {
                    let times = (pivot + 2..end)
                        .find(|k| norm(*k).ends_with('倍') && (how_much(*k) || how_much(k - 1)));
                    if let Some(times) = times {
                        let words = std::iter::once(pivot)
                            .chain((pivot + 1..=times).filter(|k| {
                                matches!(norm(*k), "的" | "多少" | "几") || norm(*k).ends_with('倍')
                            }))
                            .collect();
                        return Some(Wording {
                            op: ContrastOp::Ratio,
                            pivot,
                            tokens: words,
                            verbs: Vec::new(),
                        });
                    }
                }
            }
            return None;
        }
        // "how many more … than B", "how many times … than B".
        let start = (0..tokens.len().saturating_sub(2)).find(|k| {
            norm(*k) == "how"
                && matches!(norm(*k + 1), "much" | "many")
                && matches!(
                    norm(*k + 2),
                    "more"
                        | "higher"
                        | "larger"
                        | "bigger"
                        | "greater"
                        | "less"
                        | "fewer"
                        | "lower"
                        | "times"
                )
        })?;
        let pivot = (start + 3..clause_end(start)).find(|k| norm(*k) == "than")?;
        let op = if norm(start + 2) == "times" {
            ContrastOp::Ratio
        } else {
            ContrastOp::Difference
        };
        Some(Wording {
            op,
            pivot,
            tokens: vec![start, start + 1, start + 2, pivot],
            verbs: Vec::new(),
        })
    }

    /// The two sides: the last stored value before the pivot whose column
    /// has another stored value after it, and that value.
    fn contrast_sides(&self, pivot_slot: usize) -> Option<Sides> {
        let stored = |i: usize| match self.target(i) {
            Some(Target::Value { column, value }) if !self.slots[i].used => {
                Some((column.clone(), value.clone()))
            }
            _ => None,
        };
        (0..pivot_slot).rev().find_map(|a| {
            let (column, first) = stored(a)?;
            let (b, second) = (pivot_slot..self.slots.len())
                .take_while(|j| !self.clause_break_between(a, *j))
                .find_map(|j| stored(j).filter(|(c, _)| *c == column).map(|(_, v)| (j, v)))?;
            Some(Sides {
                column,
                first: (a, first),
                second: (b, second),
            })
        })
    }

    /// The number column compared: one named in the question (every mention
    /// of it), else one whose name the words after the pivot spell out with
    /// other words between (多覆盖了多少个城市 → 覆盖城市数), else the column an
    /// adjective implies (贵 → a price).
    fn contrasted_column(
        &mut self,
        split: &ColumnRef,
        w: &Wording,
    ) -> Option<(ColumnRef, Vec<usize>)> {
        let named = self
            .slots
            .iter()
            .enumerate()
            .find_map(|(i, s)| match &s.item {
                Item::Mention(Target::Column(c))
                    if !s.used && c.table == split.table && *c != *split && self.is_numeric(c) =>
                {
                    Some((i, c.clone()))
                }
                _ => None,
            });
        if let Some((_, c)) = named {
            let all: Vec<usize> = (0..self.slots.len())
                .filter(|i| matches!(self.target(*i), Some(Target::Column(x)) if *x == c))
                .collect();
            return Some((c, all));
        }
        let table = self.table(&split.table)?;
        // Words no slot claimed (filler words may be part of a name), in
        // the pivot's clause.
        let claimed: BTreeSet<usize> = self
            .slots
            .iter()
            .filter(|s| s.used && s.item != Item::Cue(CueKind::Filler))
            .flat_map(|s| s.tokens.clone())
            .chain(w.tokens.iter().copied())
            .collect();
        let clause = self.clause_of(w.pivot);
        let free: Vec<(usize, &str)> = clause
            .filter(|k| !claimed.contains(k))
            .map(|k| (k, self.q.tokens[k].norm.as_str()))
            .collect();
        let spelled = table.columns.iter().find_map(|c| {
            let r = ColumnRef::new(&split.table, &c.name);
            if r == *split || !self.is_numeric(&r) {
                return None;
            }
            let words = spelled_out(&c.name.to_lowercase(), &free)?;
            Some((r, words))
        });
        if let Some((c, words)) = spelled {
            self.understood_tokens.extend(words);
            return Some((c, Vec::new()));
        }
        let implied =
            w.tokens
                .iter()
                .find_map(|k| match self.q.tokens[*k].norm.trim_end_matches('了') {
                    "贵" | "便宜" | "钱" => Some("价"),
                    _ => None,
                })?;
        self.column_named(&split.table, implied, |t| t.is_numeric())
            .map(|c| (c, Vec::new()))
    }

    /// The tokens of the clause (between punctuation) that holds token `k`.
    fn clause_of(&self, k: usize) -> std::ops::Range<usize> {
        let tokens = &self.q.tokens;
        let is_break = |i: &usize| tokens[*i].kind == TokenKind::Punct;
        let start = (0..k).rev().find(is_break).map_or(0, |i| i + 1);
        let end = (k..tokens.len()).find(is_break).unwrap_or(tokens.len());
        start..end
    }
}

/// The tokens among `words` that together spell out `name` (less a count
/// suffix), each covering a part of it not covered yet, in two words or more:
/// 覆盖 … 城市 for 覆盖城市数, 学生 受 影响 for 受影响学生数量.
fn spelled_out(name: &str, words: &[(usize, &str)]) -> Option<Vec<usize>> {
    let stem = ["数量", "数目", "个数", "数"]
        .iter()
        .find_map(|s| name.strip_suffix(s))
        .unwrap_or(name);
    if stem.chars().count() < 3 {
        return None;
    }
    let mut covered = vec![false; stem.len()];
    let mut used = Vec::new();
    for (k, w) in words {
        if w.is_empty() {
            continue;
        }
        let free = stem
            .match_indices(w)
            .find(|(at, _)| !covered[*at..at + w.len()].iter().any(|c| *c));
        if let Some((at, _)) = free {
            covered[at..at + w.len()].iter_mut().for_each(|c| *c = true);
            used.push(*k);
        }
    }
    (covered.iter().all(|c| *c) && used.len() >= 2).then_some(used)
}
