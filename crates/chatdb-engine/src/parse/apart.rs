//! Columns said apart: a column named <verb><noun>数 (覆盖城市数,
//! 建交国家数量, 受影响学生数量) or <verb><noun> (出品公司) is asked as
//! the verb and its object with other words between — 覆盖了40座城市,
//! 和几个国家建交, 多少学生受影响, 出品电视剧最多的公司.
//! The verb becomes the column's mention and the noun is understood, so
//! the comparison, aggregation and listing steps see the column as if it
//! had been named whole.

use super::*;

/// The endings of a count column's name.
const COUNT_ENDINGS: &[&str] = &["数量", "个数", "人数", "数"];

/// How many tokens may stand between the verb and its noun.
const WINDOW: usize = 6;

impl Parser<'_, '_> {
    pub(super) fn names_said_apart(&mut self) {
        if !self.q.chinese {
            return;
        }
        // (和几个国家建交 of 建交国家数量 and 建交城市数量: where two columns
        // share a verb, the one whose noun is said nearer it is read — a
        // verb, as a noun, is read once.)
        let mut found: Vec<(usize, String, String, usize, usize)> = Vec::new();
        for (table, column, verb, noun) in self.columns_by_parts() {
            if let Some((v, n)) = self.said_apart(&verb, &noun) {
                found.push((v.abs_diff(n), table, column, v, n));
            }
        }
        found.sort_by_key(|f| f.0);
        let mut placed: Vec<String> = Vec::new();
        let mut read: Vec<usize> = Vec::new();
        for (_, table, column, v, n) in found {
            if placed.contains(&column) || read.contains(&v) || read.contains(&n) {
                continue;
            }
            self.read_apart(&table, &column, v, n);
            placed.push(column);
            read.extend([v, n]);
        }
    }

    /// (table, column, verb, noun) of every Chinese column whose name (a
    /// count's without its count ending) is a verb and a noun, each of two
    /// characters or more; with three words or more, the first word alone
    /// (even one character: 占…份额) is offered as the verb too.
    fn columns_by_parts(&self) -> Vec<(String, String, String, String)> {
        let mut out = Vec::new();
        for t in &self.cx.schema.tables {
            for c in &t.columns {
                let cref = ColumnRef::new(t.qualified_name(), &c.name);
                // 覆盖城市数: a count; 出品公司 (出品电视剧最多的公司), 占所在
                // 城市份额: a verb and its noun naming any column but a time
                // or the label.
                let count_stem = COUNT_ENDINGS.iter().find_map(|e| c.name.strip_suffix(e));
                let stem = match count_stem {
                    Some(stem) if self.is_numeric(&cref) => stem,
                    None if !crate::mention::is_time_name(&c.name) && !self.is_label(&cref) => {
                        c.name.as_str()
                    }
                    _ => continue,
                };
                // (Cut into words only a name whose first character the
                // question has: every verb starts the name.)
                let first_char = stem.chars().next();
                if !stem.chars().all(crate::question::is_han)
                    || !first_char.is_some_and(|f| self.q.lower.contains(f))
                {
                    continue;
                }
                let mut words = chatdb_knowledge::text::name_words(stem);
                // jieba keeps 出品公司 whole: two words of two characters.
                if let [one] = words.as_slice() {
                    let chars: Vec<char> = one.chars().collect();
                    if chars.len() == 4 {
                        words = vec![chars[..2].iter().collect(), chars[2..].iter().collect()];
                    }
                }
                let [verb @ .., noun] = words.as_slice() else {
                    continue;
                };
                if noun.chars().count() < 2 {
                    continue;
                }
                let first = verb.first().cloned();
                let verb: String = verb.concat();
                if verb.chars().count() >= 2 {
                    out.push((
                        t.qualified_name(),
                        c.name.clone(),
                        verb.clone(),
                        noun.clone(),
                    ));
                }
                // 占所在城市份额 is said 占…份额: with three words or more,
                // the first word alone is the verb too.
                if let Some(first) = first.filter(|f| *f != verb) {
                    out.push((t.qualified_name(), c.name.clone(), first, noun.clone()));
                }
            }
        }
        out
    }

    /// Token indices whose word is `w` (or, for a verb starting with 受/被,
    /// the verb without it: 影响 for 受影响) and that no used slot holds.
    fn free_tokens_saying(&self, w: &str) -> Vec<usize> {
        let bare = w
            .strip_prefix(['受', '被'])
            .filter(|b| b.chars().count() >= 2);
        (0..self.q.tokens.len())
            .filter(|k| {
                let norm = self.q.tokens[*k].norm.as_str();
                norm == w || Some(norm) == bare
            })
            .filter(|k| {
                // (A mention of this one word may be read anew; one inside
                // a longer name — 建交 of 建交国家数 — may not.)
                self.slots.iter().all(|s| {
                    !s.tokens.contains(k)
                        || !s.used
                            && match &s.item {
                                Item::Mention(Target::Value { .. }) => false,
                                Item::Mention(_) => s.tokens.len() == 1,
                                _ => true,
                            }
                })
            })
            .collect()
    }

    /// Where `verb … noun` is said: the verb's token and its nearest noun
    /// in the same clause, before or after it.
    fn said_apart(&self, verb: &str, noun: &str) -> Option<(usize, usize)> {
        let verbs = self.free_tokens_saying(verb);
        for v in verbs {
            let nouns: Vec<usize> = (0..self.q.tokens.len())
                .filter(|k| self.q.tokens[*k].norm == noun && k.abs_diff(v) <= WINDOW)
                .filter(|k| !self.understood_tokens.contains(k))
                .filter(|k| {
                    let (lo, hi) = (v.min(*k), v.max(*k));
                    !self.q.tokens[lo..hi]
                        .iter()
                        .any(|t| t.kind == TokenKind::Punct)
                })
                .filter(|k| {
                    self.slots
                        .iter()
                        .all(|s| !s.tokens.contains(k) || !s.used && s.tokens.len() == 1)
                })
                .collect();
            if let Some(n) = nouns.into_iter().min_by_key(|k| k.abs_diff(v)) {
                return Some((v, n));
            }
        }
        None
    }

    /// Reads the column at the verb `v` and its noun `n`.
    fn read_apart(&mut self, table: &str, column: &str, v: usize, n: usize) {
        let cref = ColumnRef::new(table, column);
        let count = self.is_numeric(&cref);
        // A count is measured where its verb stands (覆盖了40座城市); a
        // text column is named where its noun stands (…最多的3家公司).
        let (named_at, echo_at) = if count { (v, n) } else { (n, v) };
        let target = Target::Column(cref);
        self.read_as(named_at..named_at + 1, target);
        if let Some(s) = self.slot_of_token(echo_at) {
            self.slots[s].used = true;
        }
        self.understood_tokens.push(echo_at);
        if !count {
            return;
        }
        // 覆盖了多少座城市: the 多少 between asks the column's amount; it
        // counts nothing.
        let (lo, hi) = (v.min(n), v.max(n));
        for s in 0..self.slots.len() {
            let inside = self.slots[s].tokens.start > lo && self.slots[s].tokens.end <= hi;
            if inside && matches!(self.cue_at(s), Some(CueKind::HowMuch | CueKind::Count)) {
                self.slots[s].used = true;
            }
        }
    }
}
