//! Conditions through related rows: rows with or without related rows
//! (students who have a pet, 没有订单的客户), and the conditions on many
//! related rows a plain filter would get wrong.

use super::*;

/// Adverbs said where a clause's verb could be (stemmed): they say when or
/// whether, and are no verb of having related rows.
const NOT_VERBS: &[&str] = &[
    "last", "first", "never", "ever", "recent", "late", "also", "onli", "just", "still", "alreadi",
    "often", "usual",
];

impl Parser<'_, '_> {
    /// 从来没用过的充电桩, "chargers that were never used": using a thing,
    /// negated, names the rows that record its use — the one table that
    /// refers to the one table the question names — whose absence
    /// `absence` reads. (In Chinese only the verb with its aspect after it:
    /// 用 before a noun is "with" — 没有用现金支付过, paid with cash.) So
    /// does coming, of people (从没来过的居民): a visit is what the one
    /// table referring to them records.
    pub(super) fn negated_use_names_the_rows_of_use(&mut self) {
        let tokens = &self.q.tokens;
        let used_at = |k: usize| match tokens[k].norm.as_str() {
            "use" | "用过" | "使用过" | "来过" => true,
            "用" | "使用" | "来" => tokens
                .get(k + 1)
                .is_some_and(|t| matches!(t.norm.as_str(), "过" | "了")),
            _ => false,
        };
        // (来 is a filler elsewhere: 来一份报表.)
        let unread = |k: usize| {
            self.slot_of_token(k)
                .is_none_or(|s| self.is_filler(s) && tokens[k].norm.starts_with('来'))
        };
        let Some(k) = (0..tokens.len()).find(|k| used_at(*k) && unread(*k)) else {
            return;
        };
        if !self.negated_right_before(k) {
            return;
        }
        let named: BTreeSet<&str> = (0..self.slots.len())
            .filter_map(|j| match self.target(j) {
                Some(Target::Table(t)) => Some(t.as_str()),
                _ => None,
            })
            .collect();
        let [used] = named.into_iter().collect::<Vec<_>>()[..] else {
            return;
        };
        let mut referring = self
            .cx
            .schema
            .tables
            .iter()
            .map(|t| t.qualified_name())
            .filter(|t| t != used && self.references(t, used));
        if let (Some(rows), None) = (referring.next(), referring.next()) {
            let s = self.read_as(k..k + 1, Target::Table(rows));
            self.slots[s].used = false;
        }
    }

    /// "products never sold", 没有卖出过的商品: a measure said right after a
    /// negation, of a table that the rows asked about relate to, names
    /// those related rows — there are none — not an amount to compute.
    /// (The rows are the metric's table's, under the metric's own
    /// `table.column = 'text'` filters; any other filter abstains.)
    pub(super) fn negated_measure_names_its_rows(&mut self) {
        for i in 0..self.slots.len() {
            if self.cue_at(i) != Some(CueKind::Negation) || self.slots[i].used {
                continue;
            }
            let Some(j) = self.next_meaningful(i, 1) else {
                continue;
            };
            let Some(Target::Metric(id)) = self.target(j) else {
                continue;
            };
            // Only grammar between: "never been sold", 没有被卖出过 — not
            // "no longer sold", which says a state ended.
            let grammar = (self.slots[i].tokens.end..self.slots[j].tokens.start).all(|k| {
                matches!(
                    self.q.tokens[k].norm.as_str(),
                    "被" | "有"
                        | "过"
                        | "been"
                        | "be"
                        | "ever"
                        | "any"
                        | "have"
                        | "ha"
                        | "has"
                        | "had"
                        | "is"
                        | "are"
                        | "wa"
                        | "was"
                        | "were"
                ) || self.q.tokens[k].kind != TokenKind::Word
            });
            if !grammar {
                continue;
            }
            let Some(rows) = self.metric_table(id).map(str::to_string) else {
                continue;
            };
            let related = (0..self.slots.len()).any(|k| {
                k != j
                    && self.target(k).and_then(Target::table).is_some_and(|t| {
                        t != rows && (self.references(&rows, t) || self.references(t, &rows))
                    })
            });
            if !related {
                continue;
            }
            let filters = self
                .cx
                .semantic
                .and_then(|s| s.metric(id))
                .map(|m| m.filters.clone())
                .unwrap_or_default();
            let conditions: Option<Vec<Filter>> =
                filters.iter().map(|f| equality_condition(f)).collect();
            match conditions {
                Some(conditions) => {
                    self.row_conditions.push((rows.clone(), conditions));
                    self.slots[j].item = Item::Mention(Target::Table(rows));
                }
                None => self.notes.push(format!(
                    "{id} said negated: which of its rows count (its filters) is not sure"
                )),
            }
        }
    }

    /// An unclaimed negation before a table directly related to the
    /// subject: rows of the subject without related rows there.
    pub(super) fn absence(&mut self) {
        let n = self.slots.len();
        for i in 0..n {
            if self.cue_at(i) != Some(CueKind::Negation) || self.slots[i].used {
                continue;
            }
            // "no programs hosted by Ann Lee": the column named next may be
            // the value filter's already.
            let next_column = || {
                (i + 1..n)
                    .find(|k| !self.is_filler(*k))
                    .filter(|k| matches!(self.target(*k), Some(Target::Column(_))))
            };
            let Some(j) = self.mention_after(i, &[], 3).or_else(next_column) else {
                self.never_did_the_one_thing(i);
                continue;
            };
            let j = self.restated_rows_with(i, j).unwrap_or(j);
            let head = self.head_of_a_chinese_clause(j);
            let related = match &head {
                Some((subject, _)) => self
                    .target(j)
                    .and_then(Target::table)
                    .map(|other| (subject.clone(), other.to_string(), None)),
                None => self
                    .related_subject(j)
                    .map(|(subject, other)| (subject, other, None))
                    .or_else(|| self.related_through_a_chain(j)),
            };
            let Some((subject, other, far)) = related else {
                self.never_did_the_one_thing(i);
                continue;
            };
            self.slots[i].used = true;
            self.slots[j].used = true;
            if let Some(k) = self.bare_object_of(j, &other) {
                self.slots[k].used = true;
            }
            for k in head.map(|(_, objects)| objects).unwrap_or_default() {
                self.slots[k].used = true;
            }
            self.relate(subject, other, true);
            // (Those of them the far rows name.)
            if let (Some(far), Some(crate::intent::SubqueryFilter::Related { conditions, .. })) =
                (far, self.intent.subquery_filters.last_mut())
            {
                conditions.push(far);
            }
            // "who never placed an order", 从来没有下过订单: the
            // clause's verb between the negation and the rows.
            let between: Vec<usize> = (self.slots[i].tokens.end..self.slots[j].tokens.start)
                .filter(|k| {
                    self.q.tokens[*k].kind == TokenKind::Word && self.slot_of_token(*k).is_none()
                })
                .collect();
            if between.len() <= 2 {
                self.understood_tokens.extend(between);
            }
        }
    }

    /// "customers who never printed anything", "bowlers who haven't
    /// played this month", 从没烤过的产品: a negation before a verb nothing
    /// placed ([`Self::the_verb_never_done`]), with no other rows named,
    /// is said of the subject's one table of
    /// events (`Self::the_one_table_referring_to`) — its rows without any
    /// there (in the period said, which is the events'). Only where the
    /// subject is the one table named, the events refer to it by one key,
    /// and the verb, with at most "anything" or a particle, ends the
    /// clause.
    fn never_did_the_one_thing(&mut self, i: usize) {
        let Some(verb_words) = self.the_verb_never_done(i) else {
            return;
        };
        let mut tables =
            (0..self.slots.len()).filter_map(|j| Some((j, self.table_named_at(j)?.to_string())));
        let (Some((named_at, subject)), None) = (tables.next(), tables.next()) else {
            return;
        };
        let Some(events) = self.the_one_table_referring_to(&subject) else {
            return;
        };
        // (Games that refer to players as white and as black: never played
        // as which? Only events that refer to the subject once.)
        let keys_to_subject = self.table(&events).map_or(0, |t| {
            t.foreign_keys
                .iter()
                .filter(|f| f.ref_table.eq_ignore_ascii_case(&subject))
                .count()
        });
        if keys_to_subject != 1 {
            return;
        }
        self.slots[i].used = true;
        self.slots[named_at].used = true;
        self.understood_tokens.extend(verb_words);
        self.relate(subject, events, true);
    }

    /// The words of the verb said negated at slot `i`, when it is all that
    /// is said of the subject: in English the verb ending the clause, past
    /// a passive's auxiliaries, with at most "anything" or a particle after
    /// it ("never printed anything", "haven't been walked"); in Chinese the
    /// verb with its aspect (过, 了) and at most 东西 before the 的 of the
    /// subject (从没烤过的产品, 从来没有报修过的客户) — a word naming what
    /// was done to (订过水) may say which events, and is not taken.
    fn the_verb_never_done(&self, i: usize) -> Option<Vec<usize>> {
        const EMPTY_OBJECTS: &[&str] = &["anything", "anyth", "any", "in", "out", "up", "ever"];
        const EMPTY_OBJECTS_ZH: &[&str] = &["东西", "任何东西"];
        let free = |k: &usize| self.slot_of_token(*k).is_none_or(|s| self.is_filler(s));
        if self.q.chinese {
            let start = self.slots[i].tokens.end;
            let de = (start..self.q.tokens.len()).find(|k| self.q.tokens[*k].norm == "的")?;
            let words: Vec<usize> = (start..de).collect();
            let (&verb, after) = words.split_first()?;
            let word = self.q.tokens[verb].norm.as_str();
            let a_verb = crate::question::is_verb(word)
                || word
                    .strip_suffix('过')
                    .is_some_and(|v| !v.is_empty() && crate::question::is_verb(v));
            let only_aspect = after.iter().all(|k| {
                let w = self.q.tokens[*k].norm.as_str();
                matches!(w, "过" | "了") || EMPTY_OBJECTS_ZH.contains(&w)
            });
            let subject_after = self
                .slot_of_token(de + 1)
                .is_some_and(|j| self.table_named_at(j).is_some());
            return (a_verb && only_aspect && subject_after && words.iter().all(free))
                .then_some(words);
        }
        // (Past the auxiliaries of a passive: "never been walked".)
        let rest: Vec<usize> = (self.slots[i].tokens.end..self.q.tokens.len())
            .filter(|k| self.q.tokens[*k].kind == TokenKind::Word && !self.time_tokens.contains(k))
            .skip_while(|k| matches!(self.q.tokens[*k].norm.as_str(), "been" | "be" | "being"))
            .collect();
        let (&verb, after) = rest.split_first()?;
        let word = self.q.tokens[verb].norm.as_str();
        let a_verb = crate::question::is_past_participle(word)
            || self.q.lower[self.q.tokens[verb].span.clone()].ends_with("ed");
        let only_empty_objects = after
            .iter()
            .all(|k| EMPTY_OBJECTS.contains(&self.q.tokens[*k].norm.as_str()));
        (a_verb && only_empty_objects && rest.iter().all(free)).then_some(rest)
    }

    /// 从来没借过书的读者, "readers who never borrowed a book": a clause
    /// said before 的 is of the noun right after it — the rows related (at
    /// slot `j`) are that table's, not the first table named. Tables those
    /// rows refer to, said between them and 的 (书 of 借过书), are what
    /// the verb is done to: any of their rows, no condition. The subject,
    /// and the slots of those objects.
    fn head_of_a_chinese_clause(&self, j: usize) -> Option<(String, Vec<usize>)> {
        if !self.q.chinese {
            return None;
        }
        let Some(Target::Table(related)) = self.target(j) else {
            return None;
        };
        // (past its aspect particle: 借 | 过 | 书)
        let mut end = self.slots[j].tokens.end;
        if self
            .q
            .tokens
            .get(end)
            .is_some_and(|t| matches!(t.norm.as_str(), "过" | "了"))
        {
            end += 1;
        }
        let mut objects = Vec::new();
        while let Some(k) = self.slot_of_token(end) {
            match self.target(k) {
                Some(Target::Table(t)) if t != related && self.references(related, t) => {
                    objects.push(k);
                    end = self.slots[k].tokens.end;
                }
                _ => break,
            }
        }
        if self.q.tokens.get(end)?.norm != "的" {
            return None;
        }
        let Some(Target::Table(subject)) = self.target(self.slot_of_token(end + 1)?) else {
            return None;
        };
        let an_object = objects
            .iter()
            .any(|&k| self.target(k).and_then(Target::table) == Some(subject.as_str()));
        (subject != related && !an_object && self.references(related, subject))
            .then(|| (subject.clone(), objects))
    }

    /// "members who never booked a class": a table each of the related
    /// rows names (a booking's class), said after them with only an
    /// article and nothing after it, is what the verb is done to — any of
    /// its rows, no condition. Its slot, when so.
    pub(super) fn bare_object_of(&self, j: usize, related: &str) -> Option<usize> {
        let k = (j + 1..self.slots.len()).find(|k| !self.is_filler(*k))?;
        let Some(Target::Table(object)) = self.target(k) else {
            return None;
        };
        let article = |t: usize| matches!(self.q.tokens[t].norm.as_str(), "a" | "an" | "any");
        let between = (self.slots[j].tokens.end..self.slots[k].tokens.start).all(article);
        let last = (self.slots[k].tokens.end..self.q.tokens.len())
            .all(|t| self.q.tokens[t].kind == TokenKind::Punct);
        (between && last && !self.slots[k].used && self.references(related, object)).then_some(k)
    }

    /// "all authors except for authors having a book": the rows named
    /// again after the negation (at `j`, the negation at `i`) are the
    /// subject said before it; what they must not have is the table after
    /// having / with / that … — the slot of that table.
    fn restated_rows_with(&self, i: usize, j: usize) -> Option<usize> {
        let Some(Target::Table(rows)) = self.target(j) else {
            return None;
        };
        let said_before = (0..i).any(|k| self.target(k).and_then(Target::table) == Some(rows));
        let link = self.q.tokens.get(self.slots[j].tokens.end)?;
        let links = matches!(
            link.norm.as_str(),
            "have" | "ha" | "has" | "having" | "with" | "that" | "who" | "which"
        );
        if !said_before || !links {
            return None;
        }
        let k = self.mention_after(j, &[], 3)?;
        match self.target(k) {
            Some(Target::Table(other)) if other != rows => Some(k),
            _ => None,
        }
    }

    /// An unclaimed table right after "have"/"has"/"with" — or after the
    /// verb of a relative clause, "customers who placed orders" — directly
    /// related to the subject: rows of the subject with related rows there
    /// (not the other table's rows listed beside them).
    pub(super) fn existence(&mut self) {
        for j in 0..self.slots.len() {
            if self.slots[j].used || !matches!(self.target(j), Some(Target::Table(_))) {
                continue;
            }
            if let Some((subject, other, object)) = self.chinese_existence(j) {
                self.slots[j].used = true;
                self.relate(subject, other, false);
                self.move_object_into_related_rows(&object);
                continue;
            }
            // (The subject of a relation already read is not related again,
            // the other way round.)
            let already = self.intent.subquery_filters.iter().any(|f| {
                matches!((f, self.target(j)), (crate::intent::SubqueryFilter::Related { table, .. }, Some(Target::Table(t))) if t == table)
            });
            if already {
                continue;
            }
            // ("members with unpaid invoices": past the state the related
            // rows are said in, which is their condition.)
            let mut start = self.slots[j].tokens.start;
            if let Some(a) = j.checked_sub(1) {
                let state_of_these = matches!(
                    (self.target(a), self.target(j)),
                    (Some(Target::Column(c)), Some(Target::Table(t)))
                        if c.table == *t && self.slots[a].used && self.says_yes_or_no(c)
                );
                if state_of_these && self.slots[a].tokens.end == start {
                    start = self.slots[a].tokens.start;
                }
            }
            let mut before = (0..start).rev().filter(|k| {
                !matches!(
                    self.q.tokens[*k].norm.as_str(),
                    "a" | "an" | "the" | "ani" | "any" | "some"
                )
            });
            let (verb, mut pronoun) = (before.next(), before.next());
            let word = |k: Option<usize>| k.map(|k| self.q.tokens[k].norm.as_str());
            // ("how many dogs did we walk": after "did" the word before the
            // other table's noun is who did it — a pronoun, or words the
            // schema names; "did Xyzzy walk" names someone nothing holds.)
            let subject_unknown = word(pronoun) == Some("did")
                && !matches!(word(verb), Some("we" | "you" | "they" | "i" | "he" | "she"))
                && verb.is_some_and(|k| !self.slots.iter().any(|s| s.tokens.contains(&k)));
            if subject_unknown {
                continue;
            }
            // "customers have placed an order": an auxiliary between the
            // table's name and the verb.
            if matches!(
                pronoun.map(|k| self.q.tokens[k].norm.as_str()),
                Some("have" | "ha" | "has" | "had" | "did")
            ) {
                if let Some(k) = before.next() {
                    pronoun = Some(k);
                }
            }
            let possessive = matches!(word(verb), Some("have" | "ha" | "has" | "had" | "with"));
            // "who placed", "that bought", "customers made": a word no
            // construct or schema name took (fillers such as "made" may be
            // verbs), right after a relative pronoun or a table's name.
            let names_a_table = |k: usize| {
                self.slots.iter().enumerate().any(|(i, s)| {
                    s.tokens.contains(&k) && matches!(self.target(i), Some(Target::Table(_)))
                })
            };
            let after_table = pronoun.is_some_and(names_a_table);
            // (Not an adverb said before the noun: "customers last order",
            // "customers never ordered".)
            let adverb = word(verb).is_some_and(|w| NOT_VERBS.contains(&w));
            // "customers who ordered this month": the other table's own
            // noun is the clause's verb (no noun follows who/that directly).
            // ("how many customers ordered this year": in the past tense,
            // right after the subject's own name.)
            let in_past_tense = self.raw(j).ends_with("ed") && verb.is_some_and(names_a_table);
            let noun_as_verb = matches!(word(verb), Some("who" | "that")) || in_past_tense;
            // ("who opened a ticket": the verb may name the date the other
            // table's rows keep of it, opened_at.)
            let other_table = match self.target(j) {
                Some(Target::Table(t)) => Some(t.clone()),
                _ => None,
            };
            let its_event = |s: &Slot| {
                matches!(&s.item, Item::Mention(Target::Column(c))
                    if Some(&c.table) == other_table.as_ref()
                        && self.column_type(c).is_temporal()
                        && crate::mention::english_event_participle(&c.column)
                            .is_some_and(|(p, _)| self.q.lower.get(self.q.tokens[s.tokens.start].span.clone()) == Some(p.as_str())))
            };
            let relative = noun_as_verb
                || (matches!(word(pronoun), Some("who" | "that" | "which")) || after_table)
                    && verb.is_some_and(|k| {
                        self.q.tokens[k].kind != TokenKind::Punct
                            && !self.slots.iter().any(|s| {
                                s.tokens.contains(&k)
                                    && s.item != Item::Cue(CueKind::Filler)
                                    && !its_event(s)
                            })
                    });
            if !possessive && !relative || adverb {
                continue;
            }
            // Only when nothing more is said of the other table ("who have
            // concerts in Paris" needs its rows, not just their existence);
            // after a clause's verb or "had", a period said last is on those
            // rows ("who placed orders last month", "patients who had an
            // appointment this month").
            let filler_token = |k: usize| {
                self.slots
                    .iter()
                    .any(|s| s.tokens.contains(&k) && s.item == Item::Cue(CueKind::Filler))
            };
            let last = (self.slots[j].tokens.end..self.q.tokens.len()).all(|k| {
                self.q.tokens[k].kind == TokenKind::Punct
                    || filler_token(k)
                    || ((relative || possessive) && self.time_tokens.contains(&k))
            });
            if !last {
                continue;
            }
            if let Some((subject, other)) = self.related_subject(j) {
                self.slots[j].used = true;
                if relative {
                    self.understood_tokens.extend(verb);
                }
                self.relate(subject, other, false);
            }
        }
    }

    /// Chinese says rows with related rows by naming the related rows'
    /// table — often by its verb, 下过单 — as a clause before 的 (下过单的客户)
    /// or as the predicate closing the question (有多少客户下过单). Read so
    /// only when that table refers to the subject's (each order names its
    /// customer), so the subject's rows are the ones that have such rows;
    /// 门店的订单 (orders refer to stores, not stores to orders) stays the
    /// stores' orders.
    ///
    /// Values said between the verb and 的 are its object (买过手机数码的客户:
    /// bought 手机数码), conditions on the related rows: their columns come
    /// back third, for [`Self::move_object_into_related_rows`].
    fn chinese_existence(&self, j: usize) -> Option<(String, String, Vec<ColumnRef>)> {
        if !self.q.chinese {
            return None;
        }
        let Some(Target::Table(other)) = self.target(j) else {
            return None;
        };
        let subject_at = |k: usize| match self.target(k) {
            Some(Target::Table(t)) if t != other => Some(t.clone()),
            _ => None,
        };
        let mut end = self.slots[j].tokens.end;
        let mut object: Vec<ColumnRef> = Vec::new();
        while let Some(k) = self.slot_of_token(end) {
            let Some(Target::Value { column, .. }) = self.target(k) else {
                break;
            };
            object.push(column.clone());
            end = self.slots[k].tokens.end;
        }
        if !object.is_empty() && self.q.tokens.get(end).is_none_or(|t| t.norm != "的") {
            return None;
        }
        let subject = if self.q.tokens.get(end).is_some_and(|t| t.norm == "的") {
            // 下过单的客户: the subject right after 的 — past values said of
            // it (下过单的钻石客户, 下过单的女客户: kinds of its rows).
            let mut k = self.slot_of_token(end + 1)?;
            let mut kinds_of: Vec<String> = Vec::new();
            while let Some(Target::Value { column, .. }) = self.target(k) {
                kinds_of.push(column.table.clone());
                k = self.slot_of_token(self.slots[k].tokens.end)?;
            }
            let subject = subject_at(k)?;
            if kinds_of.iter().any(|t| *t != subject) {
                return None;
            }
            subject
        } else {
            // 有多少客户下过单: the related table closes the question, right
            // after the subject (or a period said of it).
            let closes = (end..self.q.tokens.len()).all(|k| {
                self.q.tokens[k].kind == TokenKind::Punct
                    || self.slot_of_token(k).is_some_and(|s| self.is_filler(s))
            });
            if !closes {
                return None;
            }
            let k = (0..self.slots[j].tokens.start)
                .rev()
                .find(|k| !self.time_tokens.contains(k))?;
            subject_at(self.slot_of_token(k)?)?
        };
        // (The object is of the related rows, not of the subject's own.)
        if object.iter().any(|c| c.table == subject) {
            return None;
        }
        self.references(other, &subject)
            .then(|| (subject, other.clone(), object))
    }

    /// The filters on `object`'s columns, said as the object of a related
    /// clause's verb, go inside the last related-rows condition: the rows
    /// related are those (customers who bought 手机数码: whose orders hold
    /// 手机数码 goods), not the subject's rows joined to them.
    fn move_object_into_related_rows(&mut self, object: &[ColumnRef]) {
        if object.is_empty() {
            return;
        }
        let (said, rest): (Vec<Filter>, Vec<Filter>) = std::mem::take(&mut self.intent.filters)
            .into_iter()
            .partition(|f| object.contains(&f.column));
        self.intent.filters = rest;
        if let Some(crate::intent::SubqueryFilter::Related { conditions, .. }) =
            self.intent.subquery_filters.last_mut()
        {
            conditions.extend(said);
        }
    }

    /// Rows of `subject` with (or, `negated`, without) related rows in
    /// `other`. The other table is only a condition: none of its columns is
    /// listed.
    pub(super) fn relate(&mut self, subject: String, other: String, negated: bool) {
        self.intent.projections.retain(|c| c.table != other);
        // "not playing any cartoons directed by Ben Jones": conditions on
        // the other table's rows belong inside the subquery.
        let mut conditions = self.take_filters_on(&other);
        for (_, named) in self.row_conditions.iter().filter(|(t, _)| *t == other) {
            conditions.extend(named.iter().cloned());
        }
        self.intent
            .subquery_filters
            .push(crate::intent::SubqueryFilter::Related {
                table: subject,
                other,
                negated,
                conditions,
            });
    }

    /// The filters read so far on `table`'s rows, taken out of the
    /// reading's own: conditions of related rows, for their subquery.
    pub(super) fn take_filters_on(&mut self, table: &str) -> Vec<Filter> {
        let (on, rest): (Vec<Filter>, Vec<Filter>) = std::mem::take(&mut self.intent.filters)
            .into_iter()
            .partition(|f| f.column.table == table);
        self.intent.filters = rest;
        on
    }

    /// For a table (or a column of it) mentioned at slot `j`: the subject it
    /// relates to by a
    /// foreign key (either way) — the first other table named, else the
    /// table of the first column named ("the names of stadiums without …").
    pub(super) fn related_subject(&self, j: usize) -> Option<(String, String)> {
        let n = self.slots.len();
        // The other table, or the table of the column named ("no programs
        // hosted by …" names program.host).
        let other = match self.target(j) {
            Some(Target::Table(t)) => t.clone(),
            Some(Target::Column(c)) => c.table.clone(),
            _ => return None,
        };
        let subject = self
            .first_table_but(j, &other)
            .or_else(|| {
                (0..n).find_map(|k| match self.target(k) {
                    Some(t @ (Target::Column(_) | Target::Value { .. })) if k != j => {
                        t.table().filter(|t| *t != other).map(str::to_string)
                    }
                    _ => None,
                })
            })
            .or_else(|| {
                // "number of customers who ordered": a metric counts its
                // table's rows.
                (0..n).find_map(|k| match self.target(k) {
                    Some(Target::Metric(id)) => self
                        .metric_table(id)
                        .filter(|t| *t != other)
                        .map(str::to_string),
                    _ => None,
                })
            })?;
        if self.references(&other, &subject) || self.references(&subject, &other) {
            return Some((subject, other));
        }
        // "products never ordered": a table whose rows link the two (an
        // order line names its product and its order) holds the related
        // rows — unless a period is said, which would be on the other
        // table's rows, beyond the link ("never ordered this year").
        if !self.time_tokens.is_empty() {
            return None;
        }
        let bridge = self.bridge_between(&subject, &other)?;
        Some((subject, bridge))
    }

    /// The first table named at a slot other than `j`, other than `other`.
    fn first_table_but(&self, j: usize, other: &str) -> Option<String> {
        (0..self.slots.len()).find_map(|k| match self.target(k) {
            Some(Target::Table(t)) if k != j && t != other => Some(t.clone()),
            _ => None,
        })
    }

    /// 从来没写过评价的客人, "guests who never wrote a review": a table (at
    /// slot `j`) whose rows name rows of the one table that names the
    /// subject's (a review names its stay, a stay its guest) relates them
    /// through it — the subject, that middle table, and the condition that
    /// a far row names the middle one (its key not null once joined).
    /// Not with a period said: it would be on the far rows.
    fn related_through_a_chain(&self, j: usize) -> Option<(String, String, Option<Filter>)> {
        let Some(Target::Table(far)) = self.target(j) else {
            return None;
        };
        if !self.time_tokens.is_empty() {
            return None;
        }
        let subject = self.first_table_but(j, far)?;
        let mut middles = self.cx.schema.tables.iter().filter(|t| {
            let name = t.qualified_name();
            name != subject && name != *far && refers(t, &subject) && self.references(far, &name)
        });
        let middle = match (middles.next(), middles.next()) {
            (Some(m), None) => m.qualified_name(),
            _ => return None,
        };
        let key = match self.table(far)?.primary_key.as_slice() {
            [key] => key.clone(),
            _ => return None,
        };
        let named = Filter {
            column: ColumnRef::new(far.clone(), key),
            op: FilterOp::IsNotNull,
            values: Vec::new(),
        };
        Some((subject, middle, Some(named)))
    }

    /// "owned by", "made by": `by` after a participle introduces an agent.
    pub(super) fn is_passive_by(&self, i: usize) -> bool {
        if self.raw(i) != "by" {
            return false;
        }
        let start = self.slots[i].tokens.start;
        let Some(prev) = start.checked_sub(1).and_then(|k| self.q.tokens.get(k)) else {
            return false;
        };
        // ("units sold by category": a participle that is part of a
        // metric's name is no verb, and "by" groups. A column's name keeps
        // its verb: "written by" in written_by names the agent.)
        let in_a_measure = self.slot_of_token(start - 1).is_some_and(|s| {
            matches!(self.target(s), Some(Target::Metric(_))) && self.slots[s].tokens.len() > 1
        });
        if in_a_measure {
            return false;
        }
        let w = &self.q.lower[prev.span.clone()];
        // ("accounts created by country": an attribute of the rows after
        // "by" groups them; an agent is a table's rows, a stored value, a
        // column the participle names — written_by — or one that says who
        // did it, an agent noun — the maker.)
        // (An agent noun is a verb's with -er/-or: the maker, an owner;
        // not gender or number.)
        let agent_noun = |j: usize| {
            !chatdb_knowledge::bilingual::agent_nouns(&self.raw(j).to_lowercase()).is_empty()
        };
        let groups_by_an_attribute = self.mention_after(i, &[], 1).is_some_and(|j| {
            !agent_noun(j)
                && matches!(self.target(j), Some(Target::Column(c))
                if !chatdb_knowledge::text::name_words(&c.column)
                    .contains(&chatdb_knowledge::text::stem(w))
                    && !c.column.to_lowercase().ends_with("_by")
                    && !self.is_label(c)
                    && !self.is_key(c))
        });
        if groups_by_an_attribute {
            return false;
        }
        // ("wind speed by site": a word ending in -ed is a participle only
        // where the dictionary knows a verb it is formed from — not
        // "speed".)
        let participle = w.ends_with("ed")
            && chatdb_knowledge::text::verb_forms(w)
                .iter()
                .any(|v| chatdb_knowledge::bilingual::is_english_word(v));
        participle
            || matches!(
                w,
                "made"
                    | "sold"
                    | "held"
                    | "written"
                    | "taught"
                    | "done"
                    | "run"
                    | "won"
                    | "given"
                    | "built"
                    | "drawn"
                    | "known"
                    | "shown"
                    | "kept"
                    | "led"
                    | "paid"
                    | "directed"
                    | "sung"
                    | "produced"
            )
    }

    pub(super) fn measures_touch(&self, table: &str) -> bool {
        self.intent.measures.iter().any(|m| match &m.target {
            MeasureTarget::Rows { table: t } => t == table,
            MeasureTarget::Column { column } => column.table == table,
            MeasureTarget::Metric { id } => self.metric_table(id) == Some(table),
        })
    }

    /// The table a metric of the semantic layer is computed over.
    pub(super) fn metric_table(&self, id: &str) -> Option<&str> {
        self.cx
            .semantic
            .and_then(|s| s.metric(id))
            .and_then(|m| m.table.as_deref())
    }

    /// Conditions on a table the subject's rows don't reach along foreign
    /// keys (one subject row, many such rows) that a plain filter would get
    /// wrong: "students who do not have a cat pet" means students without
    /// one, not students with a pet of another kind; "channels playing
    /// cartoons by A and cartoons by B" means both, not either.
    pub(super) fn condition_on_many_related_rows(&self) -> Option<&'static str> {
        // What the rows are: the table of what is listed, else the subject.
        let listed = self
            .intent
            .projections
            .first()
            .or(self.intent.dimensions.first())
            .map(|c| c.table.clone());
        let subject = listed.or_else(|| self.subject_table())?;
        let many = |f: &Filter| {
            f.column.table != subject && !self.cx.schema.reaches(&subject, &f.column.table, 3)
        };
        let negated =
            |f: &Filter| matches!(f.op, FilterOp::NotEq | FilterOp::NotIn | FilterOp::NotLike);
        let both = |f: &Filter| f.op == FilterOp::In && !self.has_cue(CueKind::Or);
        let filters = &self.intent.filters;
        if filters.iter().any(|f| many(f) && negated(f)) {
            Some("a negated condition on related rows")
        } else if filters.iter().any(|f| many(f) && both(f)) {
            Some("values joined by 'and' on related rows (both, or either?)")
        } else {
            None
        }
    }

    /// "the names of the stadiums without any concerts": a column read in a
    /// table the subject's rows must lack is the subject's own column of
    /// that name (another reading of the mention), else its label.
    pub(super) fn listed_instead_of_lacked(&self, i: usize, c: ColumnRef) -> ColumnRef {
        let subject = self.intent.subquery_filters.iter().find_map(|f| match f {
            crate::intent::SubqueryFilter::Related {
                table,
                other,
                negated: true,
                ..
            } if *other == c.table => Some(table.clone()),
            _ => None,
        });
        let Some(subject) = subject else {
            return c;
        };
        let alt = self.slots[i].alts.iter().find_map(|t| match t {
            Target::Column(a) if a.table == subject => Some(a.clone()),
            _ => None,
        });
        alt.or_else(|| {
            let label = self.table(&subject).and_then(label_column)?;
            Some(ColumnRef::new(&subject, label))
        })
        .unwrap_or(c)
    }
}

/// A metric's filter `table.column = 'text'` as a condition; `None` for
/// anything else.
fn equality_condition(sql: &str) -> Option<Filter> {
    let (left, right) = sql.split_once('=')?;
    let (table, column) = left.trim().split_once('.')?;
    let text = right.trim().strip_prefix('\'')?.strip_suffix('\'')?;
    let plain = |s: &str| !s.is_empty() && s.chars().all(|c| c.is_alphanumeric() || c == '_');
    (plain(table) && plain(column) && !text.contains('\'')).then(|| Filter {
        column: ColumnRef::new(table, column),
        op: FilterOp::Eq,
        values: vec![Literal::Text(text.to_string())],
    })
}

impl Parser<'_, '_> {
    /// 每个讲师开了几门课, 哪个代理人卖出的保单最多: a Chinese verb nothing
    /// placed, said right after one table's rows and before another's
    /// that refer to them (or they to it), is how the two are related —
    /// which the join already says. Read so as a guess.
    pub(super) fn verb_relating_two_tables(&mut self) {
        if !self.q.chinese {
            return;
        }
        for k in 0..self.q.tokens.len() {
            let t = &self.q.tokens[k];
            let word = t.norm.as_str();
            let a_verb = t.kind == TokenKind::Word
                && (1..=2).contains(&word.chars().count())
                && word.chars().all(crate::question::is_han)
                && !crate::cues::is_cue_word(word)
                && !chatdb_knowledge::text::is_stopword(word);
            // (A verb by its aspect — 开了, 卖过 — or one of two characters
            // before 的, 卖出的, or one the dictionary tags a verb, 做的单:
            // 订单多的门店 has an adjective there.)
            let next = self.q.tokens.get(k + 1).map(|t| t.norm.as_str());
            let marked = matches!(next, Some("了" | "过"))
                || next == Some("的")
                    && (word.chars().count() == 2 || crate::question::is_verb(word));
            if !a_verb
                || !marked
                || self.slot_of_token(k).is_some()
                || self.understood_tokens.contains(&k)
            {
                continue;
            }
            let Some(x) = (0..self.slots.len())
                .find(|&j| self.slots[j].tokens.end == k)
                .and_then(|j| self.table_named_at(j).map(str::to_string))
            else {
                continue;
            };
            // (Past 了, 过, 的 and the count's words.)
            let Some(y) = (0..self.slots.len())
                .find(|&j| {
                    self.slots[j].tokens.start > k
                        && self.slots[j].tokens.start <= k + 4
                        && matches!(self.slots[j].item, Item::Mention(_))
                })
                .and_then(|j| self.table_named_at(j).map(str::to_string))
            else {
                continue;
            };
            // (Not a verb a stored state of either spells: 退了几个订单
            // asks the refunded ones, 退款.)
            let a_state = word.chars().any(|c| {
                [&x, &y]
                    .iter()
                    .any(|t| self.lexicon.a_value_of_holds(t, &c.to_string()))
            });
            // (Nor one of an event falling through, 退货的订单: which ones.)
            let related = x != y
                && !a_state
                && !crate::question::says_it_fell_through(word)
                && self.one_refers_to_the_other(&x, &y);
            if related {
                self.understood_tokens.push(k);
                self.guesses += 1;
            }
        }
    }

    /// "which client sends us the most samples", "tests run per analyst",
    /// "which city hosted the most tournaments", "greenhouses growing
    /// tomatoes": an English verb nothing placed, right after one thing
    /// the reading took and a few words before another, where the two are
    /// one table's rows and their column or value or rows of two tables
    /// one refers to, is how they are related — which the reading says
    /// already. Not a verb a stored value of either spells (a state:
    /// "booked"), nor one of a row's end or an outcome ("returned",
    /// "failed"). Read so as a guess.
    pub(super) fn english_verb_relating_named_things(&mut self) {
        /// Verbs of an outcome, which say which rows rather than how.
        const OUTCOMES: &[&str] = &[
            "failed", "rejected", "refunded", "lost", "won", "missed", "declined", "drawn",
        ];
        if self.q.chinese {
            return;
        }
        for k in 0..self.q.tokens.len() {
            let word = self.q.tokens[k].norm.clone();
            if self.q.tokens[k].kind != TokenKind::Word
                || word.len() < 3
                || !word.chars().all(|c| c.is_ascii_alphabetic())
                || self.slot_of_token(k).is_some()
                || self.understood_tokens.contains(&k)
                || crate::cues::is_cue_word(&word)
                || chatdb_knowledge::text::is_stopword(&word)
            {
                continue;
            }
            let taken =
                |p: &Self, j: usize| p.slots[j].used && matches!(p.slots[j].item, Item::Mention(_));
            // (The thing before: right before, past "that" or "who".)
            let Some(x) = (0..self.slots.len())
                .rev()
                .find(|&j| self.slots[j].tokens.end <= k && self.slots[j].tokens.end + 2 > k)
            else {
                continue;
            };
            let between_x = (self.slots[x].tokens.end..k).all(|t| {
                self.slot_of_token(t)
                    .is_none_or(|s| self.is_filler(s) || self.cue_at(s) == Some(CueKind::Which))
            });
            // (The thing after, past "us", "the most", "per".)
            let Some(y) = (0..self.slots.len()).find(|&j| {
                self.slots[j].tokens.start > k
                    && self.slots[j].tokens.start <= k + 4
                    && taken(self, j)
            }) else {
                continue;
            };
            let between_y = (k + 1..self.slots[y].tokens.start).all(|t| {
                self.slot_of_token(t)
                    .is_none_or(|s| self.slots[s].used || self.is_filler(s))
            });
            if !taken(self, x) || !between_x || !between_y {
                continue;
            }
            let table_of = |j: usize| self.target(j).and_then(Target::table).map(str::to_string);
            let (Some(tx), Some(ty)) = (table_of(x), table_of(y)) else {
                continue;
            };
            let related = tx == ty || self.one_refers_to_the_other(&tx, &ty);
            // (A verb of a row's end or of an outcome is a condition on
            // the rows, never how they relate: "which customers returned
            // the most orders".)
            let a_condition = super::dates::ENDING
                .iter()
                .chain(OUTCOMES)
                .any(|w| chatdb_knowledge::text::stem(w) == word);
            let a_state = [&tx, &ty].iter().any(|t| {
                self.cx
                    .profiles
                    .iter()
                    .filter(|p| p.table == **t)
                    .flat_map(|p| &p.columns)
                    .flat_map(|c| c.known_values())
                    .any(|v| matches!(v, chatdb_core::Value::Text(text) if super::stored_text_says(text, &word)))
            });
            if related && !a_state && !a_condition {
                self.understood_tokens.push(k);
                self.guesses += 1;
            }
        }
    }

    /// A Chinese count in 次 (多少次, 几次 — times; 趟, 回 and 场 alike) at
    /// slot `i` and the table whose rows the one measure counts,
    /// `(i, table)`.
    fn times_counted(&self) -> Option<(usize, String)> {
        if !self.q.chinese {
            return None;
        }
        let i = (0..self.slots.len()).find(|i| {
            self.cue_at(*i) == Some(CueKind::Count)
                && self.raw(*i).ends_with(crate::cues::TIMES_CLASSIFIERS)
        })?;
        match self.intent.measures.as_slice() {
            [Measure {
                aggregation: Aggregation::Count,
                target: MeasureTarget::Rows { table },
            }] => Some((i, table.clone())),
            _ => None,
        }
    }

    /// 烫发做了多少次, 次卡会员一共来了多少次: how many times (多少次, 几次)
    /// a thing named by its own name (the service 烫发), or things that
    /// have names and refer to nothing (members of a card type), did
    /// something counts the dated rows that refer to them — the one table
    /// of happenings of them (their appointments, their visits) —, not the
    /// things' rows: things are not times. A verb right before the count
    /// (做了, 点过) says only that it was done. So does 每辆车拉了多少趟:
    /// each thing's times are its happenings, one row of its own each.
    pub(super) fn times_a_named_thing_was_done(&mut self) {
        let Some((i, thing)) = self.times_counted() else {
            return;
        };
        let dims = &self.intent.dimensions;
        let each_thing = !dims.is_empty() && dims.iter().all(|d| d.table == thing);
        if !dims.is_empty() && !each_thing {
            return;
        }
        let named = each_thing
            || self.intent.filters.iter().any(|f| {
                f.column.table == thing && f.op == FilterOp::Eq && self.is_label(&f.column)
            });
        // (Things: rows with a name that refer to nothing — stays, which
        // refer to rooms and guests, are happenings themselves.)
        let things_with_names = self
            .table(&thing)
            .is_some_and(|t| t.foreign_keys.is_empty() && super::label_column(t).is_some());
        if !named && !things_with_names {
            return;
        }
        let happenings: Vec<&Table> = self
            .cx
            .schema
            .tables
            .iter()
            .filter(|t| {
                super::refers(t, &thing) && self.own_date_column(&t.qualified_name()).is_some()
            })
            .collect();
        let [rows] = happenings.as_slice() else {
            // (张伟今年来了几次 of a member with sessions and top-ups: the
            // member's one row, dated by when they joined, is no count of
            // times — and which happenings are meant is not said.)
            if happenings.len() > 1 {
                let tables: Vec<&str> = happenings.iter().map(|t| t.name.as_str()).collect();
                self.notes.push(format!(
                    "how many times {thing} did something: {} each record times",
                    tables.join(" and ")
                ));
            }
            return;
        };
        self.intent.measures[0].target = MeasureTarget::Rows {
            table: rows.qualified_name(),
        };
        // (做了: the verb and its aspect, unplaced, right before — a word
        // there that is no verb, or names something, says more; so does
        // a verb of an event falling through, 取消了几场: which ones.)
        let super::units::VerbBefore {
            mut tokens,
            said,
            slot,
            ..
        } = self.verb_before(i);
        if said.is_some_and(|w| {
            slot.is_some()
                || !crate::question::is_verb(&w)
                || crate::question::says_it_fell_through(&w)
        }) {
            tokens.pop();
        }
        self.understood_tokens.extend(tokens);
    }

    /// 张伟今年修了几次车: 次 counts times — events, not things. A count in
    /// 次 of the rows of a thing (车, the vehicles) said after the verb
    /// naming the rows that refer to it (修, the repairs) counts those
    /// rows: the times it was done, not the things it was done to.
    pub(super) fn times_counted_are_the_verbs_rows(&mut self) {
        let Some((i, thing)) = self.times_counted() else {
            return;
        };
        let counted_after = self
            .next_meaningful(i, 1)
            .is_some_and(|j| self.table_named_at(j) == Some(thing.as_str()));
        let mut events = (0..i).filter_map(|j| match self.target(j) {
            Some(Target::Table(t)) if *t != thing => Some(t.clone()),
            _ => None,
        });
        let (Some(event), None) = (events.next(), events.next()) else {
            return;
        };
        if counted_after && self.table(&event).is_some_and(|t| super::refers(t, &thing)) {
            self.intent.measures[0].target = MeasureTarget::Rows { table: event };
        }
    }

    /// 几门课, 多少门课程: a classifier jieba leaves apart right after the
    /// question's 几 or 多少 is the count's, saying nothing of its own; so
    /// is one after "each" (每项服务, 各项指标: 每 | 项), and money (钱, 元)
    /// after 多少 where an amount of money is what is measured.
    pub(super) fn classifier_after_how_many(&mut self) {
        if !self.q.chinese {
            return;
        }
        for j in 0..self.slots.len() {
            let each = self.cue_at(j) == Some(CueKind::Group) && matches!(self.raw(j), "每" | "各");
            if !matches!(self.cue_at(j), Some(CueKind::HowMuch | CueKind::Count)) && !each {
                continue;
            }
            let k = self.slots[j].tokens.end;
            // (消费了多少钱: money asked of an amount of money said.)
            let money_of_a_measure = !each
                && self
                    .q
                    .tokens
                    .get(k)
                    .is_some_and(|t| super::units::says_money(&t.norm))
                && self.intent.measures.iter().any(|m| {
                    matches!(&m.target, MeasureTarget::Column { column }
                        if crate::derived::Flow::of_name(&column.column)
                            == Some(crate::derived::Flow::Money))
                });
            // (有多少套房产: any classifier, where rows are counted.)
            let rows_counted = self.intent.measures.iter().any(|m| {
                m.aggregation == Aggregation::Count
                    && matches!(m.target, MeasureTarget::Rows { .. })
            });
            let classifier = money_of_a_measure
                || self.q.tokens.get(k).is_some_and(|t| {
                    super::compare::is_unit(&t.norm)
                        || (each || rows_counted) && crate::cues::is_classifier(&t.norm)
                });
            if classifier && self.slot_of_token(k).is_none() && !self.understood_tokens.contains(&k)
            {
                self.understood_tokens.push(k);
            }
        }
    }
}
