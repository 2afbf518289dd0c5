//! Values not stored: a column said with a word of absence — 性别为空,
//! 没有填写性别, 缺少支付方式, "without a payment method", "gender is
//! missing" — is `IS NULL`; 不为空 / 非空 / "is not null" `IS NOT NULL`.
//! Only a column that may hold nothing (nullable, not a key, not the name
//! that says its rows) is read so; a table said with "without" / 没有 is
//! rows without related rows (`related.rs`).

use super::*;

/// Words after a column that say it holds nothing, or something.
const EMPTY_AFTER: &[&str] = &[
    "为空",
    "是空的",
    "为null",
    "缺失",
    "未填写",
    "未填",
    "没填写",
    "没填",
    "没有填写",
    "is missing",
    "are missing",
    "is null",
    "are null",
    "is empty",
    "are empty",
    "is blank",
    "is unknown",
];
const SET_AFTER: &[&str] = &[
    "不为空",
    "非空",
    "不是空的",
    "已填写",
    "is not null",
    "are not null",
    "is not empty",
];
/// Words before a column that say it holds nothing: of filling it in …
const EMPTY_BEFORE: &[&str] = &["没有填写", "没填写", "未填写", "没有填", "未填"];
/// … or of having none, which of an amount (没有门店 over 门店数量) says
/// zero, and of a word that also names a table, rows without related
/// rows: read only of a text column named by nothing else.
const NONE_BEFORE: &[&str] = &[
    "缺少",
    "缺失",
    "没有",
    "without a",
    "without an",
    "without",
    "with no",
    "have no",
    "has no",
    "missing",
    "missing a",
    "missing an",
];

/// Words before an event's verb saying it is under way, not done (正在配送,
/// 还在配送): `open_until_ended` reads the row as not ended.
pub(super) const UNDER_WAY_BEFORE: &[&str] = &["正在", "还在", "仍在"];

/// Words before an event's verb that say it has not happened yet.
pub(super) const NOT_YET_BEFORE: &[&str] = &[
    "还没有",
    "还没",
    "还未",
    "尚未",
    "没有",
    "未",
    "没",
    "not yet",
    "not",
    "never",
    "not been",
    "not yet been",
    "never been",
    // ("alterations still to be collected", "waiting to be shipped": a
    // passive infinitive of what is awaited.)
    "still to be",
    "yet to be",
    "left to be",
    "waiting to be",
];

/// Whether a date records the event that makes its table's rows — its
/// verb is the table's noun (`bookings.booked_on`, `orders.ordered_at`):
/// a row there has happened, so "never booked" says there is no such row,
/// not an empty date.
fn records_its_rows_making(c: &ColumnRef) -> bool {
    use chatdb_knowledge::text::{name_words, stem};
    let verb = name_words(&c.column).into_iter().next();
    let noun = name_words(&c.table).into_iter().last();
    matches!((verb, noun), (Some(v), Some(n)) if stem(&v) == stem(&n))
}

impl Parser<'_, '_> {
    /// "unresolved tickets", 未解决的工单, "orders not yet delivered": an
    /// event a nullable date column records (resolved_at, named by its
    /// verb), said undone, has no date yet — `IS NULL`. So has a
    /// reference named by a participle ("unassigned devices" of
    /// assigned_to): no one yet.
    pub(super) fn events_not_yet_happened(&mut self) {
        let lower = self.q.lower.clone();
        for j in 0..self.slots.len() {
            let Some(Target::Column(c)) = self.target(j).cloned() else {
                continue;
            };
            let dated_or_given = self.column_type(&c).is_temporal()
                || crate::mention::reference_participle(&c.column).is_some();
            if self.slots[j].used
                || !dated_or_given
                || !self.may_be_empty(&c)
                || records_its_rows_making(&c)
                || self.begins_rows_of_another_subject(j, &c)
            {
                continue;
            }
            let Some(span) = self.byte_span(j) else {
                continue;
            };
            let said = &lower[span.clone()];
            // (Named by its verb — 解决, "resolved" —, not as a date.)
            let by_its_verb =
                !said.contains("date") && !said.contains("time") && !said.ends_with(['期', '间']);
            if !by_its_verb {
                continue;
            }
            // (欠费 of `paid_on`: owing is not paid yet.)
            let undone = said.starts_with("un") && !c.column.to_lowercase().starts_with("un")
                || crate::derived::OWING_ZH.contains(&said);
            let before = lower[..span.start].trim_end();
            let negation = NOT_YET_BEFORE
                .iter()
                .filter(|w| crate::question::ends_with_word(before, w))
                .max_by_key(|w| w.len())
                .map(|w| before.len() - w.len()..span.start)
                .or_else(|| self.contracted_negation_before(j));
            if !undone && negation.is_none() {
                continue;
            }
            if let Some(k) = self.bare_object_of(j, &c.table) {
                self.slots[k].used = true;
            }
            self.intent.filters.push(Filter {
                column: c,
                op: FilterOp::IsNull,
                values: Vec::new(),
            });
            self.slots[j].used = true;
            for k in negation
                .map(|r| self.q.tokens_in(&r).collect::<Vec<_>>())
                .unwrap_or_default()
            {
                self.understand_token(k);
            }
        }
    }

    /// Whether `c`, said at slot `j`, is the day a table's rows begin,
    /// where they also keep the day they end (opened_at beside solved_at),
    /// said of other rows they refer to, named before it: "customers who
    /// never opened a ticket" have no such row — every ticket was opened —,
    /// not one whose date is still to come. ("unsigned contracts" are the
    /// contracts themselves, asked.)
    fn begins_rows_of_another_subject(&self, j: usize, c: &ColumnRef) -> bool {
        let ends = self.table(&c.table).is_some_and(|t| {
            t.columns
                .iter()
                .any(|d| d.logical_type.is_temporal() && super::dates::dates_an_ending(&d.name))
        });
        let subject = (0..j).find_map(|k| match self.target(k) {
            Some(Target::Table(t)) if *t != c.table => Some(t.clone()),
            _ => None,
        });
        let of_the_subject = subject.is_some_and(|s| {
            self.table(&c.table)
                .is_some_and(|rows| super::refers(rows, &s))
        });
        ends && of_the_subject && self.own_date_column(&c.table).as_ref() == Some(c)
    }

    /// "parcels that haven't arrived", "hasn't been paid": a negation
    /// written into its verb ("n't", a token "not" of its own) right before
    /// slot `j`, past a "been" — the bytes from it to the slot.
    fn contracted_negation_before(&self, j: usize) -> Option<std::ops::Range<usize>> {
        let first = self.slots[j].tokens.start;
        let mut k = first.checked_sub(1)?;
        if self.q.tokens[k].norm == "been" {
            k = k.checked_sub(1)?;
        }
        let t = &self.q.tokens[k];
        (t.norm == "not").then(|| t.span.start..self.q.tokens[first].span.start)
    }

    /// Filters a column on holding no value where a word of absence is
    /// said with it.
    pub(super) fn missing_values(&mut self) {
        let lower = self.q.lower.clone();
        for j in 0..self.slots.len() {
            let Some(Target::Column(c)) = self.target(j).cloned() else {
                continue;
            };
            // (A name column says its rows: 没有商品的品类 is categories
            // without products.) A reference to the rows' own table, said
            // by its role ("without a manager"), is read so too.
            let own_role = self
                .table(&c.table)
                .is_some_and(|t| crate::derived::refers_to_its_own_table(t, &c.column));
            if self.slots[j].used
                || self.is_key(&c) && !own_role
                || self.is_label(&c)
                || !self.may_be_empty(&c)
            {
                continue;
            }
            let Some(span) = self.byte_span(j) else {
                continue;
            };
            let after = &lower[span.end..];
            let before = &lower[..span.start];
            let after_said = |words: &[&str]| {
                let trimmed = after.trim_start();
                words
                    .iter()
                    .filter(|w| trimmed.starts_with(*w))
                    .max_by_key(|w| w.len())
                    .map(|w| span.end..span.end + (after.len() - trimmed.len()) + w.len())
            };
            let only_text = (!self.is_numeric(&c) || own_role)
                && !self.slots[j]
                    .alts
                    .iter()
                    .any(|t| matches!(t, Target::Table(_)));
            let before_said = || {
                let trimmed = before.trim_end();
                let words = EMPTY_BEFORE
                    .iter()
                    .chain(NONE_BEFORE.iter().filter(|_| only_text));
                words
                    .filter(|w| crate::question::ends_with_word(trimmed, w))
                    .max_by_key(|w| w.len())
                    .map(|w| trimmed.len() - w.len()..span.start)
            };
            let (op, words) = if let Some(r) = after_said(SET_AFTER) {
                (FilterOp::IsNotNull, r)
            } else if let Some(r) = after_said(EMPTY_AFTER).or_else(before_said) {
                (FilterOp::IsNull, r)
            } else {
                continue;
            };
            self.intent.filters.push(Filter {
                column: c,
                op,
                values: Vec::new(),
            });
            self.slots[j].used = true;
            // The words of absence: cue slots among them are used, the
            // rest understood.
            for k in self.q.tokens_in(&words) {
                let t = &self.q.tokens[k].span;
                if t.start < words.start || t.end > words.end {
                    continue;
                }
                self.understand_token(k);
            }
        }
    }

    /// "active subscriptions", "how many memberships are still current",
    /// "contacts still subscribed", 有效的订阅: a row whose end — a date
    /// named by a verb of ending (cancelled_on, ended_at, closed_at,
    /// terminated_on) or undoing another date's (unsubscribed_on), empty in
    /// places — is not kept has not ended: the state word is that date
    /// `IS NULL`. Only a word nothing placed (a status stored as 'active'
    /// is read as the value), of a table said in the question with
    /// exactly one such date.
    pub(super) fn open_until_ended(&mut self) {
        use chatdb_knowledge::text::stem;
        const OPEN: &[&str] = &[
            "active",
            "current",
            "currently",
            "open",
            "ongoing",
            "underway",
            "有效",
            "进行中",
            // (正在停车: in the midst of the rows' event; 现在, 目前: as
            // "currently".)
            "正在",
            "现在",
            "目前",
        ];
        let tables = self.tables_mentioned();
        for k in 0..self.q.tokens.len() {
            let norm = self.q.tokens[k].norm.as_str();
            // (A slot of a date it names by its stem is no reading of the
            // state: "open" is not the day opened_on keeps.)
            let slot = self.slot_of_token(k);
            let of_a_date = slot.is_some_and(|j| {
                matches!(&self.slots[j].item, Item::Mention(Target::Column(c))
                    if self.column_type(c).is_temporal())
            });
            // (The adjective as said: "opening" is no state.)
            let said = self.q.lower.get(self.q.tokens[k].span.clone());
            // ("still in progress", "underway": said in a phrase.)
            // (仍 and 在 are words read as filling otherwise.)
            let a_filler = slot.is_some_and(|j| {
                matches!(self.slots[j].item, Item::Cue(crate::cues::CueKind::Filler))
            });
            // (还在停车, 仍在: "still" and 在 before the event's verb.)
            // ("still subscribed": "still" before the participle of the
            // date the rows began on.)
            let next = self
                .q
                .tokens
                .get(k + 1)
                .and_then(|t| self.q.lower.get(t.span.clone()));
            let started = (said == Some("still"))
                .then_some(next)
                .flatten()
                .is_some_and(|participle| {
                    crate::question::is_past_participle(participle)
                        && tables.iter().filter_map(|t| self.table(t)).any(|t| {
                            t.columns.iter().any(|c| {
                                c.logical_type.is_temporal()
                                    && crate::mention::english_event_participle(&c.name)
                                        .is_some_and(|(p, _)| p == *participle)
                            })
                        })
                });
            // ("loans still out": out, not back — a row lent, hired or
            // checked out that has not ended.)
            let after = |word: &str| {
                k.checked_sub(1)
                    .is_some_and(|b| self.q.tokens[b].norm == word)
            };
            let in_progress = said == Some("progress") && after("in")
                || said == Some("out") && after("still")
                || started
                || matches!(norm, "还在" | "仍在")
                || matches!(norm, "还" | "仍")
                    && self.q.tokens.get(k + 1).is_some_and(|t| t.norm == "在");
            if !in_progress
                && !OPEN
                    .iter()
                    .any(|w| stem(w) == norm && said.is_none_or(|s| !s.is_ascii() || s == *w))
                || slot.is_some() && !of_a_date && !(in_progress && a_filler)
                || self.understood_tokens.contains(&k) && !in_progress
            {
                continue;
            }
            let mut ends = tables.iter().filter_map(|t| self.table(t)).flat_map(|t| {
                t.columns
                    .iter()
                    .filter(|c| c.logical_type.is_temporal())
                    .filter(|c| {
                        super::dates::dates_an_ending(&c.name)
                            || super::dates::dates_an_undoing(t, &c.name)
                    })
                    .map(|c| ColumnRef::new(t.qualified_name(), &c.name))
            });
            let (Some(end), None) = (ends.next(), ends.next()) else {
                continue;
            };
            if !self.empty_in_places(&end) {
                continue;
            }
            // (正在配送的订单: the verb after it names the ending's own event,
            // under way — not that it took place.)
            // (还 | 在 | 配送: after the 在.)
            let verb_at = if matches!(norm, "还" | "仍") {
                k + 2
            } else {
                k + 1
            };
            if let Some(j) = self.slot_of_token(verb_at) {
                if matches!(self.target(j), Some(Target::Column(c)) if *c == end) {
                    self.slots[j].used = true;
                }
            }
            self.intent.filters.push(Filter {
                column: end,
                op: FilterOp::IsNull,
                values: Vec::new(),
            });
            match slot {
                Some(j) => self.slots[j].used = true,
                None => self.understood_tokens.push(k),
            }
            // (在 after 还, 仍; the participle after "still".)
            if matches!(norm, "还" | "仍") || started {
                self.understand_token(k + 1);
            }
        }
    }

    /// "employees without a manager", 没有经理的员工: a role a reference to
    /// the rows' own table names (`manager_id` of employees,
    /// [`crate::mention::role_of_a_self_reference`]), said right after a
    /// word of having none, is that reference left empty — `IS NULL`.
    /// Only of a table the question names, where the role word is placed
    /// nowhere else ("employees and their managers" stays unplaced).
    pub(super) fn roles_left_empty(&mut self) {
        use chatdb_knowledge::text::stem;
        let named: Vec<String> = self
            .slots
            .iter()
            .filter_map(|s| match &s.item {
                Item::Mention(Target::Table(t)) => Some(t.clone()),
                _ => None,
            })
            .collect();
        for table in named {
            let Some(t) = self.table(&table) else {
                continue;
            };
            let roles: Vec<(ColumnRef, Vec<String>, String)> = t
                .columns
                .iter()
                .filter(|c| c.nullable)
                .filter_map(|c| {
                    let words = chatdb_knowledge::text::name_words(&c.name);
                    crate::mention::role_of_a_self_reference(self.cx.schema, t, &c.name, &words)
                        .filter(|said| said.len() == 1)
                        .map(|said| {
                            // (The Chinese of the role as written: manager_id's
                            // manager, 经理 — not of its stem.)
                            let written = chatdb_knowledge::text::split_identifier(&c.name);
                            let role = written[..written.len().saturating_sub(1)].join("_");
                            (ColumnRef::new(&table, &c.name), said, role)
                        })
                })
                .collect();
            for (column, said, role) in roles {
                let chinese = chatdb_knowledge::bilingual::chinese_names(&role, 6);
                let Some(k) = (0..self.q.tokens.len()).find(|k| {
                    let norm = &self.q.tokens[*k].norm;
                    self.slot_of_token(*k).is_none()
                        && (stem(norm) == said[0] || chinese.contains(norm))
                }) else {
                    continue;
                };
                let before = self.q.lower[..self.q.tokens[k].span.start].trim_end();
                let Some(none) = NONE_BEFORE
                    .iter()
                    .filter(|w| crate::question::ends_with_word(before, w))
                    .max_by_key(|w| w.len())
                else {
                    continue;
                };
                let words = before.len() - none.len()..self.q.tokens[k].span.end;
                self.intent.filters.push(Filter {
                    column,
                    op: FilterOp::IsNull,
                    values: Vec::new(),
                });
                for k in self.q.tokens_in(&words).collect::<Vec<_>>() {
                    match self.slot_of_token(k) {
                        Some(s) => self.slots[s].used = true,
                        None => self.understand_token(k),
                    }
                }
            }
        }
    }

    /// Whether a column may hold no value: declared nullable.
    pub(super) fn may_be_empty(&self, c: &ColumnRef) -> bool {
        self.table(&c.table)
            .and_then(|t| t.column(&c.column))
            .is_some_and(|col| col.nullable)
    }

    /// Whether a column is empty in some rows: declared nullable, and the
    /// profile finds NULLs (a date every row keeps tells no rows apart).
    pub(super) fn empty_in_places(&self, c: &ColumnRef) -> bool {
        self.may_be_empty(c)
            && self
                .column_profile(c)
                .is_some_and(|p| p.null_fraction > 0.0)
    }
}
