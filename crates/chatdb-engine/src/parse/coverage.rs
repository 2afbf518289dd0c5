//! Pass 3: coverage. The share of the question's content words that ended
//! up with a role is the parser's own score; with the shape of the reading
//! it gives the confidence (`crate::calibration`). Words nobody understood
//! are reported.

use super::*;
use crate::calibration::{self, Signals};

impl Parser<'_, '_> {
    /// 上海门店, 李宁的商品, "Shanghai stores": a table named right after a value of
    /// one of its columns, and not read otherwise, is the value's head
    /// noun — the rows the value picks out.
    fn head_nouns_of_values(&mut self) {
        for i in 0..self.slots.len().saturating_sub(1) {
            let Some(Target::Value { column, .. }) = self.target(i) else {
                continue;
            };
            let Some(j) = self.next_meaningful(i, 1) else {
                continue;
            };
            // (李宁的商品: 的 between.)
            if !self.slots[i].used || self.slots[j].used || !self.modifies(i, j) {
                continue;
            }
            let table = column.table.clone();
            if self.names_rows_of(j, &table) {
                self.slots[j].used = true;
            }
        }
    }

    /// 菇房 of mushroom rooms whose every stored variety (香菇, 平菇, 金针菇)
    /// is a 菇, "shrimp ponds" of ponds that all raise some shrimp: a word
    /// right before the rows' noun that every stored value of one of
    /// their text columns holds says which rows are meant — all of them —,
    /// asking nothing else. Only where the profile saw every value, two or
    /// more; a word some rows lack is a condition no reading placed.
    fn modifiers_every_row_holds(&mut self) {
        for j in 0..self.slots.len() {
            let Some(table) = self.table_named_at(j).map(str::to_string) else {
                continue;
            };
            let Some(k) = self.slots[j].tokens.start.checked_sub(1) else {
                continue;
            };
            let word = self.q.tokens[k].norm.as_str();
            if !self.slots[j].used
                || self.slot_of_token(k).is_some()
                || self.q.tokens[k].kind != TokenKind::Word
                || crate::cues::is_cue_word(word)
                || chatdb_knowledge::text::is_stopword(word)
            {
                continue;
            }
            let Some(profile) = self.cx.profiles.iter().find(|p| p.table == table) else {
                continue;
            };
            let held_by_all = profile.columns.iter().any(|c| {
                let Some(seen) = c.every_text_value() else {
                    return false;
                };
                seen.len() >= 2
                    && c.null_fraction == 0.0
                    && seen.iter().all(|v| super::stored_text_says(v, word))
            });
            if held_by_all {
                self.understood_tokens.push(k);
            }
        }
    }

    /// "founded after the year 2008": "year" (or "year of") right before a
    /// number that is one (1800–2100), read as a value, says what the
    /// number is — which the reading of it says already.
    fn year_said_before_its_number(&mut self) {
        for k in 0..self.q.tokens.len() {
            if self.q.tokens[k].norm != "year" || self.slot_of_token(k).is_some() {
                continue;
            }
            let of = usize::from(self.q.tokens.get(k + 1).is_some_and(|t| t.norm == "of"));
            let n = k + 1 + of;
            let a_year_read = self.slot_of_token(n).is_some_and(|s| {
                self.slots[s].used
                    && matches!(self.slots[s].item, Item::Number(y)
                        if y.fract() == 0.0 && (1800.0..=2100.0).contains(&y))
            });
            if a_year_read {
                self.understood_tokens.extend(k..n);
            }
        }
    }

    /// 每个月新增多少客户, "new customers this month": "new" before the
    /// rows counted says they were added in the period — which the period
    /// already says, on the table's own date. Without a period or a time
    /// grain it says a recent one it does not name (a note).
    fn new_rows_of_a_period(&mut self) {
        let timed = self.intent.time_range.is_some() || self.intent.grain.is_some();
        let counted = |p: &Self, table: &str| {
            p.intent.measures.iter().any(|m| {
                m.aggregation == Aggregation::Count
                    && matches!(&m.target, MeasureTarget::Rows { table: t } if t == table)
            }) || p.intent.projections.iter().any(|c| c.table == table)
        };
        // (The date the period is on.)
        let range_column = self
            .intent
            .time_range
            .as_ref()
            .and_then(|r| r.column.clone());
        for k in 0..self.q.tokens.len() {
            if self.slot_of_token(k).is_some() {
                continue;
            }
            // 去年新开的门店: jieba glues 新 to the verb of the event whose
            // date the period is on (开 of 开业日期) — new in that period.
            let glued = self.q.tokens[k]
                .norm
                .strip_prefix('新')
                .filter(|verb| !verb.is_empty() && *verb != "增");
            if let Some(verb) = glued {
                // (今年新来的技术员: "newly come", of the rows listed or
                // counted, is when they joined — their own date the period
                // is on.)
                let on_its_event = range_column.as_ref().is_some_and(|c| {
                    self.chinese_names_of(c).iter().any(|n| n.contains(verb))
                        || verb == "来" && counted(self, &c.table)
                });
                if on_its_event {
                    self.understood_tokens.push(k);
                }
                continue;
            }
            // 上个月新加入的志愿者: 新 said apart before the verb naming the
            // date the period is on (加入 of `joined_on`) — "newly".
            let before_its_event = self.q.tokens[k].norm == "新"
                && self.slot_of_token(k + 1).is_some_and(|j| {
                    matches!(self.target(j), Some(Target::Column(c)) if Some(c) == range_column.as_ref())
                });
            if before_its_event {
                self.understood_tokens.push(k);
                continue;
            }
            if !matches!(self.q.tokens[k].norm.as_str(), "新增" | "新" | "new") {
                continue;
            }
            // (新增多少客户: past the question word.)
            let next = self.slot_after_token(k).and_then(|j| match self.cue_at(j) {
                Some(CueKind::HowMuch | CueKind::Count) => self.next_meaningful(j, 1),
                _ => Some(j),
            });
            // 新客户数: a count metric of the rows, timed on their own date.
            if let Some(Target::Metric(id)) = next.and_then(|j| self.target(j)) {
                let table = self.metric_table(id);
                // (The date a range bounds, or the one a grain orders by.)
                let date = self
                    .intent
                    .time_range
                    .as_ref()
                    .and_then(|r| r.column.as_ref())
                    .or(match (&self.intent.grain, &self.intent.order) {
                        (
                            Some(_),
                            Some(Order {
                                key: OrderKey::Column { column },
                                ..
                            }),
                        ) => Some(column),
                        _ => None,
                    });
                let on_its_date = date.is_some_and(|c| Some(c.table.as_str()) == table);
                if on_its_date {
                    self.understood_tokens.push(k);
                    continue;
                }
            }
            let rows = next.and_then(|j| self.table_named_at(j).map(str::to_string));
            let Some(table) = rows.filter(|t| counted(self, t)) else {
                continue;
            };
            let dated = self.table(&table).is_some_and(crate::derived::keeps_a_date);
            if timed && dated {
                self.understood_tokens.push(k);
            } else {
                self.notes.push("new without a period".into());
            }
        }
    }

    /// The first slot after token `k` that is not a filler.
    pub(super) fn slot_after_token(&self, k: usize) -> Option<usize> {
        (0..self.slots.len()).find(|j| self.slots[*j].tokens.start > k && !self.is_filler(*j))
    }

    /// 还有多少预约, 还剩几个名额: "there still are" right before the
    /// question's 多少 or 几 says no more than the count does.
    fn still_there_before_how_many(&mut self) {
        for k in 1..self.q.tokens.len() {
            let still = matches!(self.q.tokens[k - 1].norm.as_str(), "还有" | "还剩");
            let how_many = self
                .slot_of_token(k)
                .is_some_and(|j| matches!(self.cue_at(j), Some(CueKind::HowMuch | CueKind::Count)));
            if still && how_many && self.slot_of_token(k - 1).is_none() {
                self.understood_tokens.push(k - 1);
            }
        }
    }

    /// 叫什么名字, 是什么名称: the noun "name" right after 什么 says what
    /// 什么 asks — the rows' name —, where the reading returns a column
    /// naming them.
    fn name_asked_after_what(&mut self) {
        let names_returned = self
            .intent
            .projections
            .iter()
            .chain(&self.intent.dimensions)
            .any(|c| self.is_label(c) || chatdb_core::schema::named_like_a_name(&c.column));
        if !names_returned {
            return;
        }
        for k in 1..self.q.tokens.len() {
            let name = matches!(self.q.tokens[k].norm.as_str(), "名字" | "名称");
            if name
                && self.q.tokens[k - 1].norm == "什么"
                && self.slot_of_token(k).is_none()
                && !self.understood_tokens.contains(&k)
            {
                self.understood_tokens.push(k);
            }
        }
    }

    /// 现在在当的有多少件, "which orders are currently on hold": "now"
    /// said of rows held to a state by a filter on a column of values
    /// (no period asked) is what the state says already — rows are in
    /// their state as the data is now.
    fn now_of_a_state(&mut self) {
        const NOW: &[&str] = &["现在", "目前", "当前", "眼下", "currently", "now"];
        let a_state = self.intent.time_range.is_none()
            && self.intent.filters.iter().any(|f| {
                f.op == FilterOp::Eq
                    && matches!(f.values.as_slice(), [Literal::Text(_) | Literal::Bool(_)])
            });
        if !a_state {
            return;
        }
        for k in 0..self.q.tokens.len() {
            if NOW.contains(&self.q.tokens[k].norm.as_str()) && self.slot_of_token(k).is_none() {
                self.understood_tokens.push(k);
            }
        }
    }

    /// 低于60分: 分 right after a number is its unit (points), no name —
    /// a character that also says a score (平均分) or a minute.
    fn points_after_a_number(&mut self) {
        for k in 1..self.q.tokens.len() {
            let (before, t) = (&self.q.tokens[k - 1], &self.q.tokens[k]);
            if t.norm == "分"
                && before.kind == TokenKind::Number
                && before.span.end == t.span.start
                && self.slot_of_token(k).is_none()
            {
                self.understood_tokens.push(k);
            }
        }
    }

    /// 单笔订单的最高金额: 单 and a classifier ("a single") before the rows
    /// say what each value is of — one row — which they already are.
    fn a_single_row(&mut self) {
        for k in 0..self.q.tokens.len() {
            if self.slot_of_token(k).is_some() {
                continue;
            }
            let word = self.q.tokens[k].norm.as_str();
            let single = word
                .strip_prefix('单')
                .is_some_and(|unit| !unit.is_empty() && super::compare::is_unit(unit));
            let before_rows = self.slot_after_token(k).is_some_and(|j| {
                self.slots[j].tokens.start == k + 1 && self.table_named_at(j).is_some()
            });
            if single && before_rows {
                self.understood_tokens.push(k);
            }
        }
    }

    /// 用微信支付的订单: around a value, the head of its column's name
    /// (支付 of 支付方式) says the column again, and 用 / 通过 / 使用
    /// ("using") only introduce the value.
    fn value_said_with_its_column_verb(&mut self) {
        for i in 0..self.slots.len() {
            let Some(Target::Value { column, .. }) = self.target(i).cloned() else {
                continue;
            };
            if !self.slots[i].used {
                continue;
            }
            if !self.q.chinese {
                self.english_verb_of_a_value(i, &column);
                continue;
            }
            let names = self.chinese_names_of(&column);
            let (start, end) = (self.slots[i].tokens.start, self.slots[i].tokens.end);
            let free = |p: &Self, k: usize| {
                p.q.tokens.get(k).is_some_and(|t| t.kind == TokenKind::Word)
                    && p.slot_of_token(k).is_none()
            };
            if free(self, end) {
                let w = self.q.tokens[end].norm.clone();
                if w.chars().count() >= 2 && names.iter().any(|n| n.starts_with(&w) && *n != w) {
                    self.understood_tokens.push(end);
                }
            }
            // (用了支付宝: the verb's 了 between.)
            let verb = match start.checked_sub(1) {
                Some(k) if k > 0 && self.q.tokens[k].norm == "了" => Some(k - 1),
                k => k,
            };
            if let Some(k) = verb.filter(|k| {
                free(self, *k) && matches!(self.q.tokens[*k].norm.as_str(), "用" | "通过" | "使用")
            }) {
                self.understood_tokens.push(k);
            }
        }
    }

    /// "paid with alipay", "paid in cash": before a value (and a preposition), the verb its
    /// column's name is made from — payment_method from pay — says the
    /// column again.
    fn english_verb_of_a_value(&mut self, i: usize, column: &ColumnRef) {
        let start = self.slots[i].tokens.start;
        let free = |p: &Self, k: usize| {
            p.q.tokens.get(k).is_some_and(|t| t.kind == TokenKind::Word)
                && p.slot_of_token(k).is_none_or(|s| p.is_filler(s))
        };
        // ("paid by wechat": a "by" that grouped nothing by the value's
        // column is the preposition.)
        let by_unused = |p: &Self, k: usize| {
            p.slot_of_token(k).filter(|s| {
                p.cue_at(*s) == Some(CueKind::Group) && !p.intent.dimensions.contains(column)
            })
        };
        let mut k = start;
        let mut preposition = None;
        if k > 0
            && (free(self, k - 1) || by_unused(self, k - 1).is_some())
            && matches!(
                self.q.tokens[k - 1].norm.as_str(),
                "with" | "by" | "in" | "use" | "using" | "via" | "through"
            )
        {
            preposition = by_unused(self, k - 1);
            k -= 1;
        }
        // "artworks by Frida Kahlo", "songs by Adele", "campaigns by Tom
        // Okafor": right after the rows, "by" before a value of their own
        // column, or of the rows they refer to (a campaign's creator),
        // says who made them — the value's filter, no grouping.
        let rows_by = k < start
            && self.q.tokens[k].norm == "by"
            && k.checked_sub(1)
                .and_then(|r| self.slot_of_token(r))
                .and_then(|r| self.table_named_at(r))
                .is_some_and(|t| t == column.table || self.references(t, &column.table));
        if rows_by {
            if let Some(s) = preposition {
                self.slots[s].used = true;
            }
            self.understood_tokens.push(k);
            return;
        }
        let Some(verb) = k.checked_sub(1).filter(|v| free(self, *v)) else {
            return;
        };
        let word = self.q.tokens[verb].norm.as_str();
        // "patients who live in Boston", "offices located in Ohio", "staff
        // working in sales": a verb of being somewhere before "in" says
        // only where the rows are, as "in" alone does.
        const BEING_SOMEWHERE: &[&str] = &[
            "live", "lives", "living", "reside", "resides", "located", "based", "situated", "work",
            "works", "working",
        ];
        let in_said = k < start && self.q.tokens[k].norm == "in";
        if in_said
            && BEING_SOMEWHERE
                .iter()
                .any(|w| chatdb_knowledge::text::stem(w) == word)
        {
            self.understood_tokens.push(verb);
            return;
        }
        // (Irregular past forms, whose stem is not the verb's.)
        let lemma = chatdb_knowledge::text::verb_of_irregular_participle(word).unwrap_or(word);
        let first = chatdb_knowledge::text::name_words(&column.column)
            .into_iter()
            .next()
            .unwrap_or_default();
        if lemma.len() >= 3 && first.starts_with(lemma) && first != lemma {
            self.understood_tokens.extend(verb..start);
            if let Some(s) = preposition {
                self.slots[s].used = true;
            }
        }
    }

    /// A column's Chinese names: its other names (synonyms, comment parts)
    /// that are written in Chinese, and — for an English date named by its
    /// event's verb (opened_on) — the verb's Chinese words (开放, 打开).
    fn chinese_names_of(&self, c: &ColumnRef) -> Vec<String> {
        let Some(col) = self.table(&c.table).and_then(|t| t.column(&c.column)) else {
            return Vec::new();
        };
        let spec = self.cx.semantic.and_then(|s| s.tables.get(&c.table));
        let mut names = crate::mention::other_names(col, spec);
        names.retain(|n| n.chars().any(crate::question::is_han));
        if let Some((participle, verb)) = crate::mention::english_event_participle(&col.name) {
            for english in [participle, verb] {
                names.extend(
                    chatdb_knowledge::bilingual::chinese_words(&english)
                        .into_iter()
                        .map(str::to_string),
                );
            }
        }
        names
    }

    /// Whether an equality filter pins `c` to one value.
    pub(super) fn pinned(&self, c: &ColumnRef) -> bool {
        self.intent
            .filters
            .iter()
            .any(|f| f.column == *c && f.op == FilterOp::Eq && f.values.len() == 1)
    }

    /// "…, and how many templates correspond to each?": a trailing "each"
    /// refers back to the grouping already there.
    fn each_said_again(&mut self) {
        if self.intent.dimensions.is_empty() {
            return;
        }
        for i in 0..self.slots.len() {
            if self.cue_at(i) == Some(CueKind::Group)
                && !self.slots[i].used
                && self.mention_after(i, &[], 2).is_none()
            {
                self.slots[i].used = true;
            }
        }
    }

    /// Ends the parse: marks the words that only repeat what the reading
    /// says, notes the doubts about it (`doubts.rs`), and scores it — the
    /// share of words placed, the notes and the signals give the
    /// confidence.
    pub(super) fn finish(mut self, time_tokens: &BTreeSet<usize>, sketch: Sketch) -> Parsed {
        self.each_said_again();
        self.head_nouns_of_values();
        self.modifiers_every_row_holds();
        self.year_said_before_its_number();
        self.value_said_with_its_column_verb();
        self.tables_said_on_the_way();
        self.new_rows_of_a_period();
        self.a_person_by_both_names();
        self.a_single_row();
        self.points_after_a_number();
        self.still_there_before_how_many();
        self.name_asked_after_what();
        self.now_of_a_state();
        self.doubt_the_reading();
        let (covered, understood) = self.placed_tokens(time_tokens);
        let content: Vec<usize> = (0..self.q.tokens.len())
            .filter(|i| {
                let t = &self.q.tokens[*i];
                t.kind != TokenKind::Punct
            })
            .collect();
        let unplaced_tokens: Vec<usize> = content
            .iter()
            .copied()
            .filter(|i| !covered.contains(i))
            .collect();
        let unplaced: Vec<String> = unplaced_tokens
            .iter()
            .map(|i| self.q.tokens[*i].norm.clone())
            .collect();
        let total = content.len().max(1) as f32;
        let mut coverage =
            (total - unplaced.len() as f32) / total * 0.8f32.powi(unplaced.len() as i32);
        coverage *= 0.93f32.powi(self.guesses as i32);
        if !self.notes.is_empty() {
            coverage *= 0.5;
        }
        let mut signals = Signals {
            words: content.len(),
            unplaced: unplaced.len(),
            notes: self.notes.len(),
            guesses: self.guesses,
            ambiguous_mentions: self
                .slots
                .iter()
                .filter(|s| s.used && matches!(s.item, Item::Mention(_)) && s.alts.len() > 1)
                .count(),
            chinese: self.q.chinese,
            asks_which: self
                .slots
                .iter()
                .any(|s| s.item == Item::Cue(CueKind::Which)),
            asks_how_many: self
                .slots
                .iter()
                .any(|s| matches!(s.item, Item::Cue(CueKind::Count | CueKind::HowMuch))),
            coverage: 0.0,
            unranked_top: self.unranked_top,
            rows_or_count: self.rows_or_count,
            // (Only where nothing is ranked: "the best selling products" is
            // ranked by what they sold.)
            judged_superlative: if self.intent.order.is_none() {
                self.first_unplaced(&unplaced_tokens, |w| {
                    cues::judged_highest_first(w).is_some()
                })
            } else {
                None
            },
            unsaid_unit: self.unsaid_unit.take(),
            unmeasured_growth: if self.intent.measures.is_empty() {
                self.first_unplaced(&unplaced_tokens, cues::is_growth_word)
            } else {
                None
            },
        };
        let mut unplaced = unplaced;
        if let Some(note) = self.condition_on_many_related_rows() {
            coverage *= 0.5;
            signals.notes += 1;
            unplaced.push(note.into());
        }
        if self.intent.is_empty() {
            coverage = 0.0;
        }
        signals.coverage = coverage;
        let open_values = self.open_values();
        unplaced.extend(self.notes);
        Parsed {
            confidence: calibration::confidence(&signals, &self.intent),
            intent: self.intent,
            understood,
            unplaced,
            signals,
            sketch,
            open_values,
        }
    }

    /// The tokens the reading placed — its slots, the period, the words
    /// constructs understood, and the words that only repeat what those
    /// say (a unit after a number, 过 after a verb, 类 after a value …) —
    /// and a description of each mention it took.
    fn placed_tokens(&self, time_tokens: &BTreeSet<usize>) -> (BTreeSet<usize>, Vec<String>) {
        let mut covered: BTreeSet<usize> = BTreeSet::new();
        // Glossary terms (综合评分, GMV) describe metrics: with a metric in
        // the intent, naming them is understood.
        let has_metric = self
            .intent
            .measures
            .iter()
            .any(|m| matches!(m.target, MeasureTarget::Metric { .. }));
        if let (true, Some(sem)) = (has_metric, self.cx.semantic) {
            for g in &sem.glossary {
                let term = g.term.to_lowercase();
                if term.is_empty() {
                    continue;
                }
                if let Some(pos) = self.q.lower.find(&term) {
                    covered.extend(self.q.tokens_in(&(pos..pos + term.len())));
                }
            }
        }
        let time_ok = self.intent.time_range.is_some() || self.intent.grain.is_some();
        if time_ok {
            covered.extend(time_tokens.iter().copied());
        }
        covered.extend(self.understood_tokens.iter().copied());
        let mut understood = Vec::new();
        for s in &self.slots {
            if s.used {
                covered.extend(s.tokens.clone());
                if let Item::Mention(t) = &s.item {
                    understood.push(describe(t));
                }
            }
        }
        covered.extend(self.schema_echoes(&covered));
        covered.extend(self.table_said_after_its_grouping());
        // 公司id: "id" right after a column names that column's values; 数
        // after 服务用户 (服务用户数量) only repeats that it is a count; "date"
        // after a date said by another word ("the due date" of `due_by`)
        // only that it is a date.
        let after_column: Vec<usize> = (1..self.q.tokens.len())
            .filter(|k| !covered.contains(k))
            .filter(|k| {
                let w = self.q.tokens[*k].norm.as_str();
                let id = w == "id";
                let count = self.q.chinese && super::compare::is_count_word(w);
                let date = matches!(w, "date" | "day" | "日期");
                (id || count || date)
                    && self.slots.iter().any(|s| {
                        s.used
                            && s.tokens.end == *k
                            && matches!(&s.item, Item::Mention(Target::Column(c))
                                if id
                                    || count && (c.column.ends_with('数') || c.column.ends_with("数量"))
                                    || date && self.column_type(c).is_temporal())
                    })
            })
            .collect();
        covered.extend(after_column);
        // 建交的国家数: 数 after a word a construct understood.
        let after_understood: Vec<usize> = (1..self.q.tokens.len())
            .filter(|k| !covered.contains(k) && self.q.chinese)
            .filter(|k| matches!(self.q.tokens[*k].norm.as_str(), "数" | "数量"))
            .filter(|k| self.understood_tokens.contains(&(k - 1)))
            .collect();
        covered.extend(after_understood);
        // 报名人数最多: jieba cuts 人数 as 人|数 before a superlative; 数
        // after 人 is "the number of people", understood where rows are
        // counted.
        let rows_counted = self.intent.measures.iter().chain(match &self.intent.order {
            Some(Order {
                key: OrderKey::Aggregate { measure },
                ..
            }) => Some(measure),
            _ => None,
        });
        let counts_rows = rows_counted.into_iter().any(|m| {
            matches!(
                m.aggregation,
                Aggregation::Count | Aggregation::CountDistinct
            )
        });
        let of_people: Vec<usize> = (1..self.q.tokens.len())
            .filter(|k| counts_rows && self.q.chinese && !covered.contains(k))
            .filter(|k| self.q.tokens[*k].norm == "数" && self.q.tokens[k - 1].norm == "人")
            .collect();
        covered.extend(of_people);
        // 下单次数最多的客户: 次数 ("the number of times", or 笔数) after a table said
        // by its event repeats the count of its rows that was made.
        let counted = |t: &str| {
            let rows = |m: &Measure| {
                m.aggregation == Aggregation::Count
                    && matches!(&m.target, MeasureTarget::Rows { table } if table == t)
            };
            let ranked = matches!(&self.intent.order,
                Some(Order { key: OrderKey::Aggregate { measure }, .. }) if rows(measure));
            ranked || self.intent.measures.iter().any(rows)
        };
        let times_of_rows: Vec<usize> = (1..self.q.tokens.len())
            .filter(|k| {
                !covered.contains(k) && super::slots::counts_happenings(&self.q.tokens[*k].norm)
            })
            .filter(|k| {
                self.slots.iter().any(|s| {
                    s.tokens.end == *k
                        && matches!(&s.item, Item::Mention(Target::Table(t)) if counted(t))
                })
            })
            .collect();
        covered.extend(times_of_rows);
        // 来参赛的国家数量: a word next to a column named with it (参赛 of
        // 参赛国家数量, 的 between) repeats that name.
        let beside_its_column: Vec<usize> = (0..self.q.tokens.len())
            .filter(|k| !covered.contains(k) && self.q.chinese)
            .filter(|k| {
                let w = self.q.tokens[*k].norm.as_str();
                let next = if self.q.tokens.get(k + 1).is_some_and(|t| t.norm == "的") {
                    k + 2
                } else {
                    k + 1
                };
                // (or the rest of the name follows, read in pieces:
                // 参赛的|国家|数量 for 参赛国家数量)
                let rest_follows = |c: &ColumnRef| {
                    let rest = &c.column[w.len()..];
                    !rest.is_empty()
                        && self.q.tokens.get(next).is_some_and(|t| {
                            self.q.lower[t.span.start..].starts_with(&rest.to_lowercase())
                        })
                };
                w.chars().count() >= 2
                    && w.chars().all(crate::question::is_han)
                    && self.slots.iter().any(|s| {
                        s.used
                            && matches!(&s.item, Item::Mention(Target::Column(c))
                                if c.column.starts_with(w)
                                    && (s.tokens.start == next || rest_follows(c)))
                    })
            })
            .collect();
        covered.extend(beside_its_column);
        let units = self.units_after_numbers(&covered);
        covered.extend(units);
        let own_names = self.own_name_beside(&covered);
        covered.extend(own_names);
        let participles = self.participle_after_a_count(&covered);
        covered.extend(participles);
        let particles = self.particle_of_a_tables_verb(&covered);
        covered.extend(particles);
        let working = self.working_before_its_hours(&covered);
        covered.extend(working);
        let separable = self.separable_verb_around_a_count(&covered);
        covered.extend(separable);
        // 购买过华为商品的客户: 过 right after the verb that named the
        // related rows' table (购买, the orders) marks that it happened —
        // the experiential aspect —, asking nothing else. So does it after
        // any verb right before a count (举办过多少场, 来过几次).
        let aspect: Vec<usize> = (1..self.q.tokens.len())
            .filter(|k| {
                let before_a_count = self.slot_of_token(k + 1).is_some_and(|c| {
                    matches!(self.cue_at(c), Some(CueKind::Count | CueKind::HowMuch))
                });
                self.q.tokens[*k].norm == "过"
                    && self.slot_of_token(k - 1).is_some_and(|s| {
                        let counting_verb = before_a_count && crate::question::is_verb(self.raw(s));
                        self.slots[s].tokens.end == *k
                            && (counting_verb
                                || self.slots[s].used
                                    // (or a column of them, the word naming both: 被播放过;
                                    // or the date of the event its verb names: 卖出过)
                                    && (self.rows_named_by(s).is_some()
                                        || matches!(self.target(s), Some(Target::Column(c))
                                            if self.column_type(c).is_temporal())))
                    })
            })
            .collect();
        covered.extend(aspect);
        // 教育类的活动, 电子类商品: 类 ("kind") right after a value read as a
        // filter says the rows are of that kind, asking nothing else.
        let kind_of_value: Vec<usize> = (1..self.q.tokens.len())
            .filter(|k| {
                self.q.tokens[*k].norm == "类"
                    && self.slot_of_token(*k).is_none()
                    && self.slot_of_token(k - 1).is_some_and(|s| {
                        self.slots[s].used
                            && self.slots[s].tokens.end == *k
                            && matches!(self.target(s), Some(Target::Value { .. }))
                    })
            })
            .collect();
        covered.extend(kind_of_value);
        // 平均每次播放多少秒, 播放的平均秒数: the unit the amount is asked in,
        // when a column measured keeps it (seconds_played, duration_sec) —
        // named by it again or not ("average trip length in minutes" of
        // `minutes`).
        let measured_again = |s: usize| {
            !self.slots[s].used
                && matches!(self.target(s), Some(Target::Column(c))
                    if self.measured_columns().any(|m| m == c))
        };
        let asked_unit: Vec<usize> = (0..self.q.tokens.len())
            .filter(|k| !covered.contains(k) && self.slot_of_token(*k).is_none_or(measured_again))
            .filter(|k| {
                let w = self.q.tokens[*k].norm.as_str();
                let unit = crate::units::unit_of_word(w.strip_suffix('数').unwrap_or(w));
                unit.is_some()
                    && self.measured_columns().any(|c| {
                        chatdb_knowledge::text::split_identifier(&c.column)
                            .iter()
                            .any(|n| crate::units::unit_kept(&n.to_lowercase()) == unit)
                    })
            })
            .collect();
        covered.extend(asked_unit);
        (covered, understood)
    }

    /// The first of the `unplaced` tokens whose word `is` one, as the
    /// question says it (for a clarification to quote).
    fn first_unplaced(&self, unplaced: &[usize], is: impl Fn(&str) -> bool) -> Option<String> {
        unplaced.iter().find_map(|k| {
            let t = &self.q.tokens[*k];
            is(&t.norm).then(|| {
                self.q
                    .lower
                    .get(t.span.clone())
                    .unwrap_or_default()
                    .to_string()
            })
        })
    }

    /// 超过400座, 不足5部, 40场时, 500平: the unit after a number a construct
    /// used says what was counted or measured (jieba may glue 时/且 to it);
    /// so does, in any language, the unit a compared column's name ends in
    /// ("more than 10000 kg" of `capacity_kg`).
    fn units_after_numbers(&self, covered: &BTreeSet<usize>) -> Vec<usize> {
        let compared_units: Vec<String> = self
            .intent
            .filters
            .iter()
            .map(|f| &f.column)
            .chain(
                self.intent
                    .having
                    .iter()
                    .filter_map(|h| match &h.measure.target {
                        MeasureTarget::Column { column } => Some(column),
                        _ => None,
                    }),
            )
            .filter_map(|c| chatdb_knowledge::text::split_identifier(&c.column).pop())
            .map(|w| w.to_lowercase())
            .filter(|w| w.len() <= 3 && !matches!(w.as_str(), "id" | "no" | "num"))
            .collect();
        self.slots
            .iter()
            .filter(|s| s.used && matches!(s.item, Item::Number(_)))
            .map(|s| s.tokens.end)
            .filter(|k| !covered.contains(k))
            .filter(|k| {
                self.q.tokens.get(*k).is_some_and(|t| {
                    let w = t.norm.as_str();
                    if compared_units.iter().any(|u| *u == w) {
                        return true;
                    }
                    let w = w.strip_suffix(['时', '且']).unwrap_or(w);
                    self.q.chinese
                        && (super::compare::is_unit(w)
                            || matches!(w, "场" | "季" | "届" | "次" | "人" | "人次")
                            || is_measurement_unit(w))
                })
            })
            .collect()
    }

    /// "tickets sold", "items bought": an English past participle right
    /// after a column that keeps a count of things (Num_of_Ticket) says
    /// how the things counted came about, adding nothing to ask. So does a
    /// verb of paying after money kept or a price ("fees paid", "amount
    /// spent", "rent collected", "the highest price ever charged"), and any
    /// verb after time counted in its units ("nights stayed", "days
    /// rented"). (A value said so — "orders cancelled" — is placed as the
    /// value before this.)
    fn participle_after_a_count(&self, covered: &BTreeSet<usize>) -> Vec<usize> {
        const PAID: &[&str] = &[
            "paid",
            "spent",
            "earned",
            "collected",
            "charged",
            "received",
        ];
        (1..self.q.tokens.len())
            .filter(|k| !covered.contains(k) && !self.q.chinese)
            .filter(|k| {
                // (As written: the stem of "stayed" is no participle.)
                let said = &self.q.lower[self.q.tokens[*k].span.clone()];
                let participle = crate::question::is_past_participle(said);
                let paid = PAID.contains(&said);
                // ("the highest price ever charged": fillers between.)
                let mut end = *k;
                while end > 0 && self.slot_of_token(end - 1).is_some_and(|f| self.is_filler(f)) {
                    end -= 1;
                }
                participle
                    && self.slots.iter().any(|s| {
                        s.used
                            && (s.tokens.end == *k || s.tokens.end == end)
                            && matches!(&s.item, Item::Mention(Target::Column(c))
                                if self.holds_a_count(c)
                                    || paid && (self.keeps_money(c) || super::calculation::is_per_unit(c))
                                    || crate::units::counts_units_of_time(&c.column))
                    })
            })
            .collect()
    }

    /// "how much have we paid out", "how many people checked in": the
    /// particle of a phrasal verb whose noun, written as one word, names a
    /// table the reading is over (`payouts`, `checkins`) — after the verb
    /// placed — says which verb it is, asking nothing else.
    fn particle_of_a_tables_verb(&self, covered: &BTreeSet<usize>) -> Vec<usize> {
        const PARTICLES: &[&str] = &["up", "out", "off", "in", "down", "back"];
        let tables = self.intent_tables();
        let heads: Vec<String> = tables
            .iter()
            .filter_map(|t| chatdb_knowledge::text::name_words(t).last().cloned())
            .collect();
        (1..self.q.tokens.len())
            .filter(|k| !covered.contains(k) && covered.contains(&(k - 1)) && !self.q.chinese)
            .filter(|k| {
                let particle = self.q.tokens[*k].norm.as_str();
                let said = &self.q.lower[self.q.tokens[k - 1].span.clone()];
                let verbs = chatdb_knowledge::text::verbs_a_form_of(said);
                PARTICLES.contains(&particle)
                    && verbs.iter().any(|v| {
                        let noun = chatdb_knowledge::text::stem(&format!("{v}{particle}"));
                        heads.contains(&noun)
                    })
            })
            .collect()
    }

    /// 工作了多少小时, 平均做几个小时: a verb of working or doing right
    /// before the hours asked (多少 / 几个, then a column keeping time
    /// spent) says what the time went on — which the hours are already.
    fn working_before_its_hours(&self, covered: &BTreeSet<usize>) -> Vec<usize> {
        const WORKING: &[&str] = &["工作", "做", "干", "上班", "干活"];
        let time_spent_at = |k: usize| {
            self.slot_of_token(k).is_some_and(|s| {
                self.slots[s].used
                    && matches!(self.target(s), Some(Target::Column(c))
                        if crate::derived::names_time_spent(&c.column))
            })
        };
        self.verbs_before_counts(covered, |p, s, verb| {
            WORKING.contains(&verb)
                && matches!(p.cue_at(s), Some(CueKind::Count | CueKind::HowMuch))
                && time_spent_at(p.slots[s].tokens.end)
        })
    }

    /// 接了多少单, 请了几次假: a verb and its object written as one word
    /// (接单, 下单 — a separable verb) said apart around the count of rows
    /// its object's classifier ends: the verb says how the rows counted
    /// came about, asking nothing else.
    fn separable_verb_around_a_count(&self, covered: &BTreeSet<usize>) -> Vec<usize> {
        let counts_rows = self.intent.measures.iter().any(|m| {
            m.aggregation == Aggregation::Count && matches!(m.target, MeasureTarget::Rows { .. })
        });
        if !counts_rows {
            return Vec::new();
        }
        self.verbs_before_counts(covered, |p, s, verb| {
            // (多少|单, or 几单 as one token: its last character.)
            let slot = &p.slots[s];
            let Some(object) = p.q.tokens[slot.tokens.end - 1].norm.chars().last() else {
                return false;
            };
            // (The verb a verb in jieba's dictionary, the two a word of
            // it: 多了多少人次 is "more by", 多 no act.)
            verb.chars().count() == 1
                && crate::question::is_verb(verb)
                && chatdb_knowledge::text::jieba().has_word(&format!("{verb}{object}"))
                && slot.used
                && p.cue_at(s) == Some(CueKind::Count)
                && crate::question::is_han(object)
        })
    }

    /// The tokens (the verb and its aspect particles) of each Chinese verb
    /// said right before a count or amount slot (`Self::verb_before`), not
    /// covered and named nothing, that `says` accepts of (the slot, the
    /// verb).
    fn verbs_before_counts(
        &self,
        covered: &BTreeSet<usize>,
        says: impl Fn(&Self, usize, &str) -> bool,
    ) -> Vec<usize> {
        if !self.q.chinese {
            return Vec::new();
        }
        (0..self.slots.len())
            .filter(|s| matches!(self.cue_at(*s), Some(CueKind::Count | CueKind::HowMuch)))
            .flat_map(|s| {
                let super::units::VerbBefore {
                    start, said, slot, ..
                } = self.verb_before(s);
                let verb_at_start = said
                    .filter(|verb| {
                        slot.is_none() && !covered.contains(&start) && says(self, s, verb)
                    })
                    .is_some();
                if verb_at_start {
                    vec![start]
                } else {
                    Vec::new()
                }
            })
            .collect()
    }

    /// "membership level" for Level_of_membership, "the type CV" for a
    /// value of Template_Type_Code: a word of a column's own name right
    /// beside its mention (or its value's) says that column again.
    fn own_name_beside(&self, covered: &BTreeSet<usize>) -> Vec<usize> {
        (0..self.q.tokens.len())
            .filter(|k| !covered.contains(k) && !self.q.chinese)
            .filter(|k| {
                let w = chatdb_knowledge::text::stem(&self.q.tokens[*k].norm);
                self.slots.iter().any(|s| {
                    let column = match &s.item {
                        Item::Mention(Target::Column(c)) => c,
                        Item::Mention(Target::Value { column, .. }) => column,
                        _ => return false,
                    };
                    s.used
                        && (s.tokens.start == k + 1 || s.tokens.end == *k)
                        && chatdb_knowledge::text::name_words(&column.column)
                            .iter()
                            .any(|n| chatdb_knowledge::text::stem(n) == w)
                })
            })
            .collect()
    }

    /// 每个城市门店的客单价, 各城市的门店销售额: a table's noun right after
    /// its own column the rows are grouped by (的 between or not) says
    /// whose column it is — the stores' city —, asking nothing more.
    fn table_said_after_its_grouping(&self) -> Vec<usize> {
        (0..self.slots.len())
            .filter(|j| !self.slots[*j].used)
            .filter(|j| {
                let Some(table) = self.table_named_at(*j) else {
                    return false;
                };
                let mut before = self.slots[*j].tokens.start;
                if before > 0 && self.q.tokens[before - 1].norm == "的" {
                    before -= 1;
                }
                self.slots.iter().any(|s| {
                    s.used
                        && s.tokens.end == before
                        && matches!(&s.item, Item::Mention(Target::Column(c))
                            if c.table == table && self.intent.dimensions.contains(c))
                })
            })
            .flat_map(|j| self.slots[j].tokens.clone())
            .collect()
    }

    /// The tables the intent reads: its columns', the rows it counts, and
    /// both sides of a condition on related rows.
    pub(super) fn intent_tables(&self) -> BTreeSet<&str> {
        let mut tables: BTreeSet<&str> = BTreeSet::new();
        for c in self.intent.columns() {
            tables.insert(&c.table);
        }
        for m in self.intent.all_measures() {
            if let MeasureTarget::Rows { table } = &m.target {
                tables.insert(table);
            }
        }
        for sf in &self.intent.subquery_filters {
            if let crate::intent::SubqueryFilter::Related { table, other, .. } = sf {
                tables.insert(table);
                tables.insert(other);
            }
        }
        tables
    }

    /// 哪个教练的课程预约最多, "which trainer's classes have the most
    /// bookings": a table named beside two the reading reads that are not
    /// related themselves, which it alone chains (classes name their
    /// trainer, bookings their class), is the way from one to the other —
    /// the join goes through it, and it adds no condition.
    fn tables_said_on_the_way(&mut self) {
        let tables: Vec<String> = self
            .intent_tables()
            .into_iter()
            .map(str::to_string)
            .collect();
        let linked = |a: &str, b: &str| self.references(a, b) || self.references(b, a);
        // (A chain, one named by the other: not a table of pairs naming
        // both — which pairs, Has_Pet's, may be what is asked.)
        let chains = |x: &str, a: &str, b: &str| {
            self.references(x, a) && self.references(b, x)
                || self.references(x, b) && self.references(a, x)
        };
        let links = |x: &str, a: &str, b: &str| x != a && x != b && chains(x, a, b);
        let mut ways = Vec::new();
        for k in 0..self.slots.len() {
            let Some(Target::Table(t)) = self.target(k) else {
                continue;
            };
            if self.slots[k].used || tables.contains(t) {
                continue;
            }
            let on_the_way = tables.iter().enumerate().any(|(n, a)| {
                tables[n + 1..].iter().any(|b| {
                    !linked(a, b)
                        && links(t, a, b)
                        && self
                            .cx
                            .schema
                            .tables
                            .iter()
                            .filter(|x| links(&x.name, a, b))
                            .count()
                            == 1
                })
            });
            if on_the_way {
                ways.push(k);
            }
        }
        for k in ways {
            self.slots[k].used = true;
        }
    }

    /// Words left over that echo the names of the tables the intent already
    /// uses: "conductors who conducted", "visited" beside a `visit` table,
    /// "arranged" beside `course_arrange`. They say the relation the joins
    /// already say. (Not column names: a column word left over may be a
    /// column the reading missed.) English: four letters or more; Chinese:
    /// two characters or more inside the table's name.
    fn schema_echoes(&self, covered: &BTreeSet<usize>) -> Vec<usize> {
        let mut tables = self.intent_tables();
        let mut names: Vec<String> = Vec::new();
        if self.q.chinese {
            // 洗衣机 for 洗衣机型号, 运动员 for 篮球运动员: part of the name of
            // a table the intent uses, two characters or more. (In a listing,
            // only of a table whose rows are listed by name: "给出所有韩国
            // 自杀的明星" without their names has not placed 明星.)
            let listing = self.intent.measures.is_empty() && self.intent.dimensions.is_empty();
            tables.retain(|t| {
                !listing
                    || self
                        .intent
                        .projections
                        .iter()
                        .any(|c| c.table == *t && self.is_label(c))
            });
            // (…，给出这些系列名的综艺: the word the question ends on, after
            // 的, asks for those rows themselves — which grouped rows don't
            // list.)
            let grouped = !self.intent.dimensions.is_empty();
            let asked_last = |i: usize| {
                grouped
                    && i.checked_sub(1)
                        .is_some_and(|b| self.q.tokens[b].norm == "的")
                    && self.q.tokens[i + 1..]
                        .iter()
                        .all(|t| t.kind == TokenKind::Punct)
            };
            return (0..self.q.tokens.len())
                .filter(|i| !covered.contains(i) && !asked_last(*i))
                .filter(|i| {
                    // (and 这些APP for 打车APP: a Latin word of three letters
                    // or more in a Chinese name)
                    let w = &self.q.tokens[*i].norm;
                    let han = w.chars().count() >= 2 && w.chars().all(crate::question::is_han);
                    let latin = w.len() >= 3 && w.chars().all(|c| c.is_ascii_alphabetic());
                    (han || latin) && tables.iter().any(|t| t.to_lowercase().contains(w.as_str()))
                })
                .collect();
        }
        // (and the tables that link two of them: "the courses they are
        // arranged to teach" joins teacher and course through
        // course_arrange)
        let links: Vec<&str> = self
            .cx
            .schema
            .tables
            .iter()
            .filter(|l| {
                let linked: BTreeSet<&str> = l
                    .foreign_keys
                    .iter()
                    .filter_map(|f| {
                        tables
                            .iter()
                            .find(|t| t.eq_ignore_ascii_case(&f.ref_table))
                            .copied()
                    })
                    .collect();
                linked.len() >= 2
            })
            .map(|l| l.name.as_str())
            .collect();
        for t in tables.into_iter().chain(links) {
            names.extend(chatdb_knowledge::text::name_words(t));
        }
        (0..self.q.tokens.len())
            .filter(|i| !covered.contains(i))
            .filter(|i| {
                let t = &self.q.tokens[*i];
                t.kind == TokenKind::Word
                    && t.norm.len() >= 4
                    && names.iter().any(|n| {
                        n.len() >= 4 && (n.starts_with(&t.norm) || t.norm.starts_with(n.as_str()))
                    })
            })
            .collect()
    }
}

/// Units of measurement said after a number, with their everyday
/// abbreviations (平/平米 for 平方米, 块 for 元).
fn is_measurement_unit(word: &str) -> bool {
    matches!(
        word,
        "元" | "块"
            | "岁"
            | "米"
            | "平"
            | "平米"
            | "平方"
            | "平方米"
            | "㎡"
            | "亩"
            | "公顷"
            | "公里"
            | "千米"
            | "公斤"
            | "千克"
            | "克"
            | "吨"
            | "件"
            | "天"
            | "小时"
            | "分钟"
            | "秒"
    )
}

impl Parser<'_, '_> {
    /// The columns the reading's measures aggregate.
    fn measured_columns(&self) -> impl Iterator<Item = &ColumnRef> {
        self.intent.measures.iter().filter_map(|m| match &m.target {
            MeasureTarget::Column { column } => Some(column),
            _ => None,
        })
    }
}
