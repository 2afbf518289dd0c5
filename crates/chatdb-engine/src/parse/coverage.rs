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
            let dated = self
                .table(&table)
                .is_some_and(|t| t.columns.iter().any(|c| c.logical_type.is_temporal()));
            if timed && dated {
                self.understood_tokens.push(k);
            } else {
                self.notes.push("new without a period".into());
            }
        }
    }

    /// Whether `d` is a text label of its table's own (no reference to
    /// another's rows) that each row has a value of its own of.
    fn own_unique_label(&self, d: &ColumnRef) -> bool {
        let referring = self
            .table(&d.table)
            .is_some_and(|t| t.foreign_keys.iter().any(|f| f.columns.contains(&d.column)));
        !referring && self.column_type(d) == LogicalType::Text && self.one_row_per_value(d)
    }

    /// Whether the one measure counts a table's rows in groups named by
    /// its own name or primary key — one row to each group.
    fn counts_each_groups_own_row(&self) -> bool {
        let [Measure {
            aggregation: Aggregation::Count,
            target: MeasureTarget::Rows { table },
        }] = self.intent.measures.as_slice()
        else {
            return false;
        };
        // (A name or the primary key: a label that may be a category — a
        // platform, a channel —, or a reference, groups many rows.)
        // (Or a label each row has a value of its own of, by the profile:
        // films' unique titles.)
        let a_name = |d: &ColumnRef| {
            self.table(&d.table)
                .is_some_and(|t| t.primary_key == [d.column.clone()])
                || self.names_the_rows(d)
                    && (d.column.contains('名')
                        || chatdb_knowledge::text::name_words(&d.column)
                            .iter()
                            .any(|w| w == "name")
                        || self.own_unique_label(d))
        };
        !self.intent.dimensions.is_empty()
            && self
                .intent
                .dimensions
                .iter()
                .all(|d| d.table == *table && a_name(d))
    }

    /// Whether a measure totals a column whose whole name is a count word
    /// (数量, 个数, 数目) over groups of its own rows' attribute (每种订单状态
    /// of the orders) while no word of the question says a total (总, 合计,
    /// 一共, 加起来, 总和). (Entities ranked by the quantities of other rows
    /// — 数量最少的2个商品 — are ranked by their total.)
    fn count_word_column_totalled(&self) -> bool {
        const COUNT_NAMES: &[&str] = &["数量", "个数", "数目"];
        const TOTAL_WORDS: &[&str] = &["总", "合计", "一共", "加起来", "总和", "累计"];
        let dims = &self.intent.dimensions;
        let totalled = self.intent.measures.iter().any(|m| {
            m.aggregation == Aggregation::Sum
                && matches!(&m.target, MeasureTarget::Column { column }
                    if COUNT_NAMES.contains(&column.column.as_str())
                        && !dims.is_empty()
                        && dims.iter().all(|d| d.table == column.table))
        });
        totalled && !TOTAL_WORDS.iter().any(|w| self.q.lower.contains(w))
    }

    /// A column a measure totals per period of a series (a grain) over its
    /// own rows' date, when it does not add up over time ([`Self::adds_up`]:
    /// a salary, a price, a balance, not an amount paid or a quantity).
    fn level_totalled_over_periods(&self) -> Option<ColumnRef> {
        self.intent.grain?;
        let dated = self.time_column()?;
        self.intent.measures.iter().find_map(|m| match &m.target {
            MeasureTarget::Column { column }
                if m.aggregation == Aggregation::Sum
                    && column.table == dated.table
                    && !self.adds_up(column)
                    && !self.is_price_of_one_sale(column) =>
            {
                Some(column.clone())
            }
            _ => None,
        })
    }

    /// Whether the reading ranks by a count of rows while a superlative
    /// of the question says the attribute it ranks by (最贵, "oldest",
    /// "most expensive").
    fn attribute_superlative_ranks_a_count(&self) -> bool {
        let counts_rows = |m: &Measure| {
            m.aggregation == Aggregation::Count && matches!(m.target, MeasureTarget::Rows { .. })
        };
        let by_count = match self.intent.order.as_ref().map(|o| &o.key) {
            Some(OrderKey::Aggregate { measure }) => counts_rows(measure),
            Some(OrderKey::Measure { index }) => {
                self.intent.measures.get(*index).is_some_and(counts_rows)
            }
            _ => false,
        };
        by_count
            && (0..self.slots.len()).any(|k| {
                matches!(self.cue_at(k), Some(CueKind::Max | CueKind::Min))
                    && chatdb_knowledge::attribute::implied_attribute(self.raw(k)).is_some()
            })
    }

    /// Whether the reading lists, beside groups by an attribute its rows
    /// share (not their name or key), a number of theirs that does not add
    /// up.
    fn levels_listed_by_shared_groups(&self) -> bool {
        let dims = &self.intent.dimensions;
        let values: Vec<&ColumnRef> = self
            .intent
            .projections
            .iter()
            .filter(|p| !dims.contains(p))
            .collect();
        !dims.is_empty()
            && dims.iter().all(|d| !self.names_the_rows(d))
            && !values.is_empty()
            && values.iter().all(|v| {
                dims.iter().all(|d| d.table == v.table)
                    && self.is_numeric(v)
                    && !self.is_key(v)
                    && !self.adds_up(v)
            })
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
        // "artworks by Frida Kahlo", "songs by Adele": right after the
        // rows, "by" before a value of their own column says who made
        // them — the value's filter, no grouping.
        let rows_by = k < start
            && self.q.tokens[k].norm == "by"
            && k.checked_sub(1)
                .and_then(|r| self.slot_of_token(r))
                .and_then(|r| self.table_named_at(r))
                .is_some_and(|t| t == column.table);
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

    /// A listing — nothing measured or grouped — each of whose columns an
    /// equality filter pins to one value.
    fn lists_only_the_values_named(&self) -> bool {
        self.intent.measures.is_empty()
            && self.intent.dimensions.is_empty()
            && !self.intent.projections.is_empty()
            && self.intent.projections.iter().all(|c| self.pinned(c))
    }

    /// Whether one set of conditions — the reading's, or those on a
    /// subquery's rows — both requires and excludes the same value of one
    /// column (`c = v AND c <> v`).
    fn a_value_kept_and_excluded(&self) -> bool {
        let contradicts = |filters: &[Filter]| {
            filters.iter().any(|a| {
                a.op == FilterOp::Eq
                    && filters.iter().any(|b| {
                        b.op == FilterOp::NotEq && b.column == a.column && b.values == a.values
                    })
            })
        };
        contradicts(&self.intent.filters)
            || self.intent.subquery_filters.iter().any(|f| match f {
                crate::intent::SubqueryFilter::Related { conditions, .. } => {
                    contradicts(conditions)
                }
                _ => false,
            })
    }

    pub(super) fn finish(mut self, time_tokens: &BTreeSet<usize>, sketch: Sketch) -> Parsed {
        // "…, and how many templates correspond to each?": a trailing "each"
        // refers back to the grouping already there.
        if !self.intent.dimensions.is_empty() {
            for i in 0..self.slots.len() {
                if self.cue_at(i) == Some(CueKind::Group)
                    && !self.slots[i].used
                    && self.mention_after(i, &[], 2).is_none()
                {
                    self.slots[i].used = true;
                }
            }
        }
        self.head_nouns_of_values();
        self.value_said_with_its_column_verb();
        self.tables_said_on_the_way();
        // 新开业的门店: "newly" opened says a recent period it does not name
        // (每年新注册的客户: new in each period of a grain).
        let new_event = (0..self.slots.len()).any(|k| {
            matches!(self.target(k), Some(Target::Column(c)) if self.column_type(c).is_temporal())
                && self.raw(k).starts_with('新')
        });
        let per_period = self.intent.grain.is_some_and(|g| !g.is_cyclic());
        if new_event && self.intent.time_range.is_none() && !per_period {
            self.notes.push("新 (new) without a period".into());
        }
        self.new_rows_of_a_period();
        self.a_person_by_both_names();
        self.a_single_row();
        self.points_after_a_number();
        self.still_there_before_how_many();
        self.rows_listed_by_their_key_alone();
        self.superlative_with_nothing_ranked();
        if !self.intent.measures.is_empty()
            && self.intent.dimensions.is_empty()
            && matches!(
                self.intent.order.as_ref().map(|o| &o.key),
                Some(OrderKey::Column { .. })
            )
            && self.intent.grain.is_none()
        {
            self.notes.push("a superlative inside an aggregate".into());
        }
        // "customer with the highest average order amount" read without
        // its groups: an aggregate over no groups is one row, which no
        // superlative can rank.
        if !self.intent.measures.is_empty()
            && self.intent.dimensions.is_empty()
            && self.intent.group_keys.is_empty()
            && self.intent.grain.is_none()
            && self.intent.set_operation.is_none()
            && matches!(
                self.intent.order.as_ref().map(|o| &o.key),
                Some(OrderKey::Measure { .. } | OrderKey::Aggregate { .. })
            )
        {
            self.notes
                .push("a ranking of one aggregate row (nothing grouped to rank)".into());
        }
        // 每种订单状态的数量 totalled the orders' 数量 column (0.94): a column
        // named by a count word alone (数量, 个数) said with nothing that
        // says a total may as well be how many rows there are.
        if self.count_word_column_totalled() {
            self.notes.push(
                "a column named 数量 is totalled, but 数量 may be how many rows there are".into(),
            );
        }
        // "how many attendees checked in" counted the distinct values of
        // the checked_in flag (0.94): a yes/no column has two, which is
        // never what a count asks — the rows where it holds are.
        let flag_counted = self.intent.measures.iter().any(|m| {
            m.aggregation == Aggregation::CountDistinct
                && matches!(&m.target, MeasureTarget::Column { column } if self.says_yes_or_no(column))
        });
        if flag_counted {
            self.notes
                .push("the distinct values of a yes/no column are counted".into());
        }
        // 每种会员卡有多少人 counted the members by their own names (0.94):
        // a count of a table's rows in groups its own rows name — one row
        // to each group — counts nothing asked.
        if self.counts_each_groups_own_row() {
            self.notes
                .push("each group is one row of the table counted (a count of 1 each)".into());
        }
        // 最贵的房间在哪个酒店 ranked the hotels by their number of rooms
        // (0.85): a superlative that says its attribute — a price, an age,
        // a height — ranks by it, never by a count of rows.
        if self.attribute_superlative_ranks_a_count() {
            self.notes
                .push("a superlative of an attribute (a price, an age) ranks by a count".into());
        }
        // 每个月的工资总额 totalled the employees' salaries by the month
        // they were hired (0.94): a level — a salary, a price, a balance —
        // adds up over rows, not over time; its total per period of its
        // rows' own date is a figure nobody asked for.
        if let Some(c) = self.level_totalled_over_periods() {
            self.notes.push(format!(
                "a total per period of {}, which does not add up over time",
                c.column
            ));
        }
        // 各门店类型的数量 listed every order line's quantity beside its
        // store's type (0.90): with groups asked and nothing measured, a
        // column of rows that are many to each group's row (order lines of
        // a store) is not said per group — it was to be measured.
        let listed_only = self.intent.measures.is_empty()
            && self.intent.having.is_empty()
            && self.intent.order.is_none()
            && self.intent.calculation.is_none();
        if listed_only && !self.intent.dimensions.is_empty() {
            let repeats = self.intent.projections.iter().any(|p| {
                self.intent
                    .dimensions
                    .iter()
                    .all(|d| p.table != d.table && self.cx.schema.reaches(&p.table, &d.table, 3))
            });
            if repeats {
                self.notes.push(
                    "groups are asked, but a column of rows many to each group is listed, not measured"
                        .into(),
                );
            }
        }
        // "stars by owner" listed every site's stars beside its owner
        // (0.92): groups said by an attribute the rows share, and a value
        // of those rows that does not add up (a level, a price) listed row
        // by row, answer no "by" — each group would be one figure, and
        // which one (an average, the highest) is not said.
        if listed_only && self.has_cue(CueKind::Group) && self.levels_listed_by_shared_groups() {
            self.notes.push(
                "groups are asked, but a value that does not add up is listed row by row".into(),
            );
        }
        // "sales last month" totalled the sales' ids (0.96): a key names
        // rows, and names do not add up or average.
        let key_added_up = self.intent.measures.iter().any(|m| {
            matches!(m.aggregation, Aggregation::Sum | Aggregation::Avg)
                && matches!(&m.target, MeasureTarget::Column { column } if self.is_key(column))
        });
        if key_added_up {
            self.notes
                .push("a key column is added up or averaged".into());
        }
        // "litres brewed per brewer" listed each batch's litres and day
        // (0.91): groups asked where nothing is measured and other columns
        // are listed are not in the answer at all — the listing has no
        // place for them. (Rows said by their table's noun — "the age of
        // every teacher", grouped by their name or key — or by a name of
        // their own are one row to each group: the listing is per group.)
        if listed_only
            && !self.intent.projections.is_empty()
            && self.intent.dimensions.iter().any(|d| {
                !self.intent.projections.contains(d)
                    && self.column_said(d)
                    && !self.own_unique_label(d)
                    && !self.is_key(d)
            })
        {
            self.notes.push(
                "groups are asked, but nothing is measured and the listing leaves them out".into(),
            );
        }
        // "total quantity sold by product category": a table named after
        // "by" that nothing in the reading touches was dropped, not
        // understood.
        if let Some(t) = self.table_named_but_left_out() {
            self.notes
                .push(format!("{t} is named, but the reading leaves it out"));
        }
        // "makers that produce at least 2 models and make more than 3 cars":
        // two counts of different rows can't share one join.
        let counted: BTreeSet<String> = self.counted_in_having().into_iter().collect();
        if counted.len() > 1 {
            self.notes
                .push("conditions on counts of different rows".into());
        }
        // 哪个公司的品牌最多 read as "ordered by 市场份额": grouped rows have
        // no one value of a column they are not grouped by.
        // (按每城市平均服务的用户由少到多给出各打车APP: with nothing
        // aggregated, "each app" lists the rows, which have the column.)
        let grouped = !self.intent.measures.is_empty() || !self.intent.having.is_empty();
        if let Some(OrderKey::Column { column }) = self.intent.order.as_ref().map(|o| &o.key) {
            if grouped && self.intent.grain.is_none() && !self.intent.dimensions.contains(column) {
                self.notes
                    .push("an order by a column the groups don't have".into());
            }
        }
        // "show ids for all templates used by more than one document" read
        // as the templates' details: ids asked for and none returned.
        if self.ids_asked_but_not_returned() {
            self.notes
                .push("ids are asked for, but the reading returns none".into());
        }
        // 每个城市面积最大的门店 read as the one city with the largest: each
        // group is asked for, yet the reading keeps the top few groups.
        let groups_cut = self.intent.limit.is_some()
            && self.intent.calculation.is_none()
            && self
                .each_groups
                .iter()
                .any(|g| self.intent.dimensions.contains(g));
        if groups_cut {
            self.notes
                .push("each group is asked for, but the reading keeps only the first few".into());
        }
        // 每个司机的行程 read as the drivers that have trips (0.87): each
        // of the groups is asked for, and the reading measures nothing per
        // group — it only keeps the rows that have related ones.
        let each_said =
            (0..self.slots.len()).any(|k| self.cue_at(k) == Some(CueKind::Group) && !self.is_by(k));
        let each_dropped = each_said
            && self.intent.measures.is_empty()
            && self.intent.grain.is_none()
            && self.intent.subquery_filters.iter().any(|f| {
                matches!(
                    f,
                    crate::intent::SubqueryFilter::Related { negated: false, .. }
                )
            });
        if each_dropped {
            self.notes.push(
                "each group is asked for, but the reading only keeps those with related rows"
                    .into(),
            );
        }
        // "managers in the sales department" read as the departments'
        // names where the name is 'Sales': a listing of nothing but the
        // values the question itself names tells nothing.
        if self.lists_only_the_values_named() {
            self.notes
                .push("the rows listed show only the values the question names".into());
        }
        // "all stores except stores having an order" read with the value
        // 'store' both kept and excluded: no row can pass.
        if self.a_value_kept_and_excluded() {
            self.notes
                .push("one value is both required and excluded".into());
        }
        // 哪些城市没有旗舰店 read as the cities of the stores that are not
        // flagships: 没有 ("have none") said of groups, not of rows.
        if self.groups_without_read_as_rows_not() {
            self.notes.push(
                "groups having none of some rows are asked for, but the reading lists rows that differ".into(),
            );
        }
        // "students who do not have a cat" read as students with a pet
        // that is not a cat: a student with a cat and a dog passes.
        if self.negated_on_rows_each_has_many_of() {
            self.notes.push(
                "a negated condition on rows each answer has many of reads 'has one that is not', not 'has none'".into(),
            );
        }
        // "Which country has the most car makers? List the country name."
        // read as the makers' country codes: names asked, only numbers given.
        if self.names_asked_but_only_numbers_returned() {
            self.notes
                .push("names are asked for, but the reading returns only numbers".into());
        }
        // 'the episode for the TV series named "Sky Radio"' read as an
        // episode called so: a value the column does not hold, where the
        // profile saw every value it holds, and another column does, was
        // meant for that column.
        if let Some(v) = self.value_the_column_does_not_hold() {
            self.notes.push(format!(
                "'{v}' is not a value of the column it is compared with"
            ));
        }
        if contradictory(&self.intent.filters) {
            // "founded before 2003 and after 2003" means two sets of rows.
            self.notes
                .push("conditions on one column that can't both hold".into());
        }
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
        // after 服务用户 (服务用户数量) only repeats that it is a count.
        let after_column: Vec<usize> = (1..self.q.tokens.len())
            .filter(|k| !covered.contains(k))
            .filter(|k| {
                let w = self.q.tokens[*k].norm.as_str();
                let id = w == "id";
                let count = self.q.chinese && super::compare::is_count_word(w);
                (id || count)
                    && self.slots.iter().any(|s| {
                        s.used
                            && s.tokens.end == *k
                            && matches!(&s.item, Item::Mention(Target::Column(c))
                                if id || c.column.ends_with('数') || c.column.ends_with("数量"))
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
        let working = self.working_before_its_hours(&covered);
        covered.extend(working);
        let separable = self.separable_verb_around_a_count(&covered);
        covered.extend(separable);
        // 购买过华为商品的客户: 过 right after the verb that named the
        // related rows' table (购买, the orders) marks that it happened —
        // the experiential aspect —, asking nothing else.
        let aspect: Vec<usize> = (1..self.q.tokens.len())
            .filter(|k| {
                self.q.tokens[*k].norm == "过"
                    && self.slot_of_token(k - 1).is_some_and(|s| {
                        self.slots[s].used
                            && self.slots[s].tokens.end == *k
                            // (or a column of them, the word naming both: 被播放过;
                            // or the date of the event its verb names: 卖出过)
                            && (self.rows_named_by(s).is_some()
                                || matches!(self.target(s), Some(Target::Column(c))
                                    if self.column_type(c).is_temporal()))
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

    /// "what did we sell most last week": a superlative said and taken,
    /// yet nothing ranked or picked — no ordering, limit, extreme, HAVING,
    /// subquery or calculation — leaves the question's "which" unanswered
    /// (one total is no answer to it). So does a top N kept with nothing
    /// ordered.
    fn superlative_with_nothing_ranked(&mut self) {
        let said = self
            .slots
            .iter()
            .any(|s| s.used && matches!(s.item, Item::Cue(CueKind::Max | CueKind::Min)));
        let i = &self.intent;
        let extreme = i
            .measures
            .iter()
            .any(|m| matches!(m.aggregation, Aggregation::Max | Aggregation::Min));
        let ranked = i.order.is_some()
            || i.limit.is_some()
            || extreme
            || !i.having.is_empty()
            || !i.subquery_filters.is_empty()
            || i.calculation.is_some()
            || i.comparison.is_some();
        if said && !ranked {
            self.notes
                .push("a superlative is said, but nothing is ranked by it".into());
        }
        // "who are our top 3 customers" read as any 3 customers: top N
        // said, N rows kept, nothing ordered to say which are the top.
        let top = self.took_a_role(&Item::Cue(CueKind::Top));
        if top && i.limit.is_some() && i.order.is_none() && i.calculation.is_none() {
            self.notes
                .push("a top N is asked for, but nothing orders the rows".into());
            self.unranked_top = true;
        }
        // "bottom 5 …" read with the largest first.
        let bottom = (0..self.slots.len()).any(|k| {
            self.slots[k].used && self.cue_at(k) == Some(CueKind::Top) && self.raw(k) == "bottom"
        });
        if bottom && i.order.as_ref().is_none_or(|o| o.descending) {
            self.notes
                .push("the bottom N is asked for, but the largest come first".into());
        }
        // 下单最早的客户 ranked customers by how few orders they had: the
        // earliest, the latest are said of a date, never of a count.
        let of_a_date = (0..self.slots.len()).any(|k| {
            self.slots[k].used
                && matches!(self.slots[k].item, Item::Cue(CueKind::Max | CueKind::Min))
                && compare::is_date_superlative(self.raw(k))
        });
        let by_a_count = i.ranked_measure().is_some_and(|m| {
            matches!(
                m.aggregation,
                Aggregation::Count | Aggregation::CountDistinct
            )
        });
        if of_a_date && by_a_count {
            self.notes.push(
                "the earliest or latest is said of a date, but rows are ranked by a count".into(),
            );
        }
        // 注册最早的客户, "the last customer to sign up": the one row picked
        // by a date that many rows share (a dozen customers a day) is any
        // of those of that day, not the earliest — where its ties could not
        // be kept (listing.rs, `ties_of_a_shared_value`).
        if self.one_row_by_a_shared_value(false).is_some() {
            self.notes
                .push("the rows are picked by a date many of them share".into());
        }
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
    /// verb of paying after money kept ("fees paid", "amount spent", "rent
    /// collected"), and any verb after time counted in its units ("nights
    /// stayed", "days rented"). (A value said so — "orders cancelled" — is
    /// placed as the value before this.)
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
                participle
                    && self.slots.iter().any(|s| {
                        s.used
                            && s.tokens.end == *k
                            && matches!(&s.item, Item::Mention(Target::Column(c))
                                if self.holds_a_count(c)
                                    || paid && self.keeps_money(c)
                                    || crate::units::counts_units_of_time(&c.column))
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

/// True when two filters on one column exclude each other (age < 30 and
/// age > 40, country = 'France' and country = 'Spain').
impl Parser<'_, '_> {
    /// A table named after "by" and taken by some construct, which the
    /// intent never reads (no column, count, metric, condition or ranking
    /// of it): "sold by category" read as a passive, the categories lost.
    /// Only for readings whose tables can all be seen here: not through
    /// subqueries or set operations.
    fn table_named_but_left_out(&self) -> Option<String> {
        let i = &self.intent;
        if !i.subquery_filters.is_empty() || i.set_operation.is_some() {
            return None;
        }
        let mut read: BTreeSet<String> = self
            .intent_tables()
            .into_iter()
            .map(str::to_string)
            .collect();
        // A metric reads its own table (and its filters' joins, which a
        // table named for them would show as a column or a value).
        for m in &i.measures {
            if let MeasureTarget::Metric { id } = &m.target {
                read.insert(self.metric_table(id)?.to_string());
            }
        }
        // (Only a table said after "by": a table's word inside a longer
        // name, or one that qualifies a column, is taken without being read.)
        (1..self.slots.len()).find_map(|j| match self.target(j) {
            Some(Target::Table(t))
                if self.slots[j].used
                    && !read.contains(t)
                    && self.prev_meaningful(j).is_some_and(|i| self.raw(i) == "by") =>
            {
                Some(t.clone())
            }
            _ => None,
        })
    }
}

fn contradictory(filters: &[Filter]) -> bool {
    let number = |l: &Literal| match l {
        Literal::Int(v) => Some(*v as f64),
        Literal::Float(v) => Some(*v),
        Literal::Text(_) | Literal::Bool(_) => None,
    };
    filters.iter().enumerate().any(|(k, a)| {
        filters[k + 1..].iter().any(|b| {
            if a.column != b.column || a.values.len() != 1 || b.values.len() != 1 {
                return false;
            }
            let (x, y) = (&a.values[0], &b.values[0]);
            // An upper bound below a lower bound (equal only when both are
            // strict or one is).
            let apart = |hi: f64, lo: f64, both_inclusive: bool| {
                hi < lo || hi == lo && !both_inclusive
            };
            match (a.op, b.op) {
                (FilterOp::Eq, FilterOp::Eq) => x != y,
                (FilterOp::Lt | FilterOp::Le, FilterOp::Gt | FilterOp::Ge) => {
                    let inclusive = a.op == FilterOp::Le && b.op == FilterOp::Ge;
                    matches!((number(x), number(y)), (Some(hi), Some(lo)) if apart(hi, lo, inclusive))
                }
                (FilterOp::Gt | FilterOp::Ge, FilterOp::Lt | FilterOp::Le) => {
                    let inclusive = a.op == FilterOp::Ge && b.op == FilterOp::Le;
                    matches!((number(x), number(y)), (Some(lo), Some(hi)) if apart(hi, lo, inclusive))
                }
                _ => false,
            }
        })
    })
}

impl Parser<'_, '_> {
    /// Whether the question asks for ids (id, ids, 编号, ID) — not as a
    /// condition ("the student with id 5") — and the reading returns no
    /// column that identifies rows.
    fn ids_asked_but_not_returned(&self) -> bool {
        let said: Vec<usize> = (0..self.q.tokens.len())
            .filter(|k| matches!(self.q.tokens[*k].norm.as_str(), "id" | "编号"))
            .collect();
        if said.is_empty()
            || self
                .intent
                .measures
                .iter()
                .any(|m| m.aggregation == Aggregation::Count)
                && self.intent.dimensions.is_empty()
        {
            return false;
        }
        // A key, a reference to another table's key, or a column named so.
        let identifies = |c: &ColumnRef| {
            let name = c.column.to_lowercase();
            name.ends_with("id")
                || name.contains("id_")
                || name.contains("编号")
                || self.table(&c.table).is_some_and(|t| {
                    t.is_key(&c.column)
                        || t.foreign_keys
                            .iter()
                            .any(|fk| fk.columns.contains(&c.column))
                })
        };
        if self.intent.filters.iter().any(|f| identifies(&f.column)) {
            return false;
        }
        let returned = self.returned_columns();
        // "company id", 公司id: the id of a column said with it (or inside
        // its name), returned.
        let named_and_returned = said.iter().any(|k| {
            self.slots.iter().any(|slot| {
                (slot.tokens.contains(k) || slot.tokens.end == *k)
                    && matches!(&slot.item, Item::Mention(Target::Column(c)) if returned.contains(c))
            })
        });
        !returned.is_empty() && !named_and_returned && !returned.iter().any(identifies)
    }
}

impl Parser<'_, '_> {
    /// The columns a reading returns as its rows' identity: grouped rows
    /// return their groups only, else what is listed.
    fn returned_columns(&self) -> &[ColumnRef] {
        if self.intent.dimensions.is_empty() {
            &self.intent.projections
        } else {
            &self.intent.dimensions
        }
    }

    /// A `<>`/`NOT IN` condition on a table whose rows the returned rows
    /// each have many of — it references the returned table, or a table in
    /// between references both — so the condition holds of one related row,
    /// not of all of them.
    fn negated_on_rows_each_has_many_of(&self) -> bool {
        let returned = self.returned_columns();
        // (A reference returned stands for the table it references: the
        // StuID of Has_Pet is a student.)
        let Some(entity) = returned.first().map(|c| {
            self.table(&c.table)
                .and_then(|t| {
                    t.foreign_keys
                        .iter()
                        .find(|fk| fk.columns == [c.column.clone()])
                })
                .map_or(c.table.as_str(), |fk| fk.ref_table.as_str())
        }) else {
            return false;
        };
        let many = |other: &str| {
            self.references(other, entity)
                || self.cx.schema.tables.iter().any(|b| {
                    let b = b.qualified_name();
                    b != entity
                        && b != other
                        && self.references(&b, entity)
                        && self.references(&b, other)
                })
        };
        self.intent.filters.iter().any(|f| {
            matches!(f.op, FilterOp::NotEq | FilterOp::NotIn)
                && f.column.table != entity
                && many(&f.column.table)
        })
    }

    /// A `<>` on a column of the table whose category column is returned
    /// (the cities of stores), when the question says "have none"
    /// (没有, 无, without, no) rather than "is not" (不是, not).
    fn groups_without_read_as_rows_not(&self) -> bool {
        let have_none = self.q.tokens.iter().any(|t| {
            matches!(
                t.norm.as_str(),
                "没有" | "没" | "无" | "without" | "no" | "none"
            )
        });
        if !have_none {
            return false;
        }
        let returned = self.returned_columns();
        self.intent.filters.iter().any(|f| {
            matches!(f.op, FilterOp::NotEq | FilterOp::NotIn)
                && !returned.is_empty()
                && returned.iter().all(|c| {
                    c.table == f.column.table
                        && c.column != f.column.column
                        && !self.is_key(c)
                        && !(self.is_label(c) && self.names_its_rows(c))
                })
        })
    }

    /// A text value an equality (or IN) compares a column with that the
    /// column does not hold — where its profile is exact and saw all of
    /// its distinct values — while another column does.
    fn value_the_column_does_not_hold(&self) -> Option<String> {
        self.intent
            .filters
            .iter()
            .filter(|f| matches!(f.op, FilterOp::Eq | FilterOp::In))
            .find_map(|f| {
                let p = self.column_profile(&f.column)?;
                let known: BTreeSet<&str> = p
                    .known_values()
                    .filter_map(|v| match v {
                        chatdb_core::Value::Text(t) => Some(t.as_str()),
                        _ => None,
                    })
                    .collect();
                let complete = !p.distinct_approximate
                    && p.distinct_count > 0
                    && known.len() as u64 >= p.distinct_count;
                if !complete {
                    return None;
                }
                f.values.iter().find_map(|v| match v {
                    Literal::Text(t)
                        if !known.contains(t.as_str()) && self.held_elsewhere(t, &f.column) =>
                    {
                        Some(t.clone())
                    }
                    _ => None,
                })
            })
    }

    /// Whether another profiled column holds the text `value` (values
    /// that are nowhere are simply not in the data: no rows is the answer).
    fn held_elsewhere(&self, value: &str, column: &ColumnRef) -> bool {
        self.cx.profiles.iter().any(|p| {
            p.columns.iter().any(|c| {
                !(p.table == column.table && c.column == column.column)
                    && c.known_values()
                        .any(|v| matches!(v, chatdb_core::Value::Text(t) if t == value))
            })
        })
    }

    /// Names asked for (name, names, 名称, 名字, 姓名) while every column the
    /// reading returns holds numbers — unless a name is what the rows are
    /// picked by ("the age of the student whose name is …").
    fn names_asked_but_only_numbers_returned(&self) -> bool {
        let said = self.q.tokens.iter().any(|t| {
            matches!(
                &self.q.lower[t.span.clone()],
                "name" | "names" | "名称" | "名字" | "姓名"
            )
        });
        if !said
            || self.intent.filters.iter().any(|f| {
                chatdb_core::schema::named_like_a_name(&f.column.column)
                    || !self.is_numeric(&f.column)
            })
        {
            return false;
        }
        let returned = self.returned_columns();
        !returned.is_empty() && returned.iter().all(|c| self.is_numeric(c))
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
