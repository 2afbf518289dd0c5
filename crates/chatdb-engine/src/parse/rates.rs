//! Rates: an amount per counted unit — 每个城市平均服务用户, "users per
//! city" — is the amount over the column that counts that unit
//! (服务用户数量 / 覆盖城市数). The amount's mention becomes the derived
//! column, so the other steps order, filter, compare and aggregate it like
//! any column.

use super::*;
use crate::derived::{amount_columns, count_named_after, count_of, Arithmetic};
use crate::question::is_han;

/// Words after an amount that only repeat that it is an amount (用户数量).
const AMOUNT_WORDS: &[&str] = &["数", "数量", "人数", "总数", "量"];

impl Parser<'_, '_> {
    pub(super) fn rates(&mut self) {
        let mut g = 0;
        while g < self.slots.len() {
            if self.cue_at(g) == Some(CueKind::Group) && !self.slots[g].used {
                self.rate_at(g);
            }
            g += 1;
        }
    }

    /// The unit after the per-cue at slot `g`: its token index and text
    /// (measure words skipped).
    fn unit_after(&self, g: usize) -> Option<(usize, String)> {
        let raw = self.raw(g).to_string();
        let per = raw.starts_with('每') || raw == "per";
        if !per {
            return None;
        }
        let mut k = self.slots[g].tokens.end;
        while self
            .q
            .tokens
            .get(k)
            .is_some_and(|t| super::compare::is_unit(&t.norm))
        {
            k += 1;
        }
        let t = self.q.tokens.get(k)?;
        (t.kind == TokenKind::Word).then(|| (k, t.norm.clone()))
    }

    fn rate_at(&mut self, g: usize) {
        let Some((unit_token, unit)) = self.unit_after(g) else {
            return;
        };
        // The table keeping a count of the unit (覆盖城市数 for 城市), the
        // subject's table first.
        let subject = self.subject_table();
        let mut tables: Vec<&Table> = self.cx.schema.tables.iter().collect();
        tables.sort_by_key(|t| Some(t.qualified_name()) != subject);
        let Some((table, count, amounts)) = tables.into_iter().find_map(|t| {
            let amounts = amount_columns(t, self.cx.profiles);
            let count = count_of(&amounts, &unit)?.name.clone();
            let others: Vec<String> = amounts
                .iter()
                .map(|c| c.name.clone())
                .filter(|c| *c != count)
                .collect();
            Some((t, count, others))
        }) else {
            // ("students per teacher" over teacher_count: a rate this
            // reading does not build — doubted, not grouped by the count.)
            let counted = self.cx.schema.tables.iter().find_map(|t| {
                count_named_after(&amount_columns(t, self.cx.profiles), &unit)
                    .map(|c| c.name.clone())
            });
            if let Some(c) = counted {
                self.notes
                    .push(format!("per {unit}: a rate over {c}, which is not read"));
            }
            return;
        };
        let tname = table.qualified_name();
        let unit_slot = self.slot_of_token(unit_token);
        let after = unit_slot.map_or(unit_token + 1, |u| self.slots[u].tokens.end);
        let Some((amount, amount_tokens)) = self.rate_amount(g, after, &tname, &amounts) else {
            return;
        };
        let derived = Derived {
            op: Arithmetic::Ratio,
            operands: vec![amount, count],
        };
        let target = Target::Column(derived.column_ref(&tname));
        let a = self.read_as(amount_tokens, target);
        // (A new slot comes after the unit: `g` has not moved.)
        self.slots[g].used = true;
        self.understand_token(unit_token);
        // 每…平均 / 平均每…: the average is the rate itself.
        let (lo, hi) = (g.min(a), g.max(a));
        let around = self.prev_meaningful(lo).into_iter().chain(lo + 1..hi);
        for k in around.collect::<Vec<_>>() {
            if self.cue_at(k) == Some(CueKind::Avg) && !self.slots[k].used {
                self.slots[k].used = true;
                break;
            }
        }
        // Words between the unit and the amount (服务, 的, 在) and after it
        // (用户数量) are the rate's own.
        let end = self.slots[a].tokens.end;
        for k in self.slots[g].tokens.end..self.slots[a].tokens.start {
            if self.slot_of_token(k).is_none() {
                self.understood_tokens.push(k);
            }
        }
        if let Some(t) = self.q.tokens.get(end) {
            if AMOUNT_WORDS.contains(&t.norm.as_str()) && self.slot_of_token(end).is_none() {
                self.understood_tokens.push(end);
            }
        }
    }

    /// The amount a rate is of: a mention of another amount column of the
    /// unit's table within the clause (after the unit, else before the
    /// cue), else a word after the unit that only one such column's name
    /// holds (用户 in 服务用户数量). Returns the column and the tokens that
    /// name it.
    fn rate_amount(
        &self,
        g: usize,
        after: usize,
        table: &str,
        amounts: &[String],
    ) -> Option<(String, std::ops::Range<usize>)> {
        let fits = |k: usize| match self.target(k) {
            Some(Target::Column(c)) if !self.slots[k].used && c.table == table => {
                amounts.contains(&c.column).then(|| c.column.clone())
            }
            _ => None,
        };
        let clause_end = (after..self.q.tokens.len())
            .find(|k| self.q.tokens[*k].kind == TokenKind::Punct)
            .unwrap_or(self.q.tokens.len());
        let later: Vec<usize> = (0..self.slots.len())
            .filter(|k| {
                self.slots[*k].tokens.start >= after && self.slots[*k].tokens.end <= clause_end
            })
            .take(4)
            .collect();
        for k in later {
            if let Some(c) = fits(k) {
                return Some((c, self.slots[k].tokens.clone()));
            }
        }
        for k in (0..g).rev().take(3) {
            if self.clause_break_between(k, g) {
                break;
            }
            if let Some(c) = fits(k) {
                return Some((c, self.slots[k].tokens.clone()));
            }
        }
        // A bare word: 用户 of 服务用户数量.
        for k in after..clause_end.min(after + 5) {
            let w = &self.q.tokens[k].norm;
            if self.slot_of_token(k).is_some() || w.chars().count() < 2 || !w.chars().all(is_han) {
                continue;
            }
            let holders: Vec<&String> = amounts.iter().filter(|c| c.contains(w.as_str())).collect();
            if let [one] = holders.as_slice() {
                return Some(((*one).clone(), k..k + 1));
            }
        }
        None
    }
}
