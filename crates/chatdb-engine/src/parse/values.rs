//! Values as filters: stored values the index found, quoted text, negation
//! (不含, 除了…以外, not) and IN for several values of one column.

use super::*;

impl Parser<'_, '_> {
    /// Quoted text next to a text column: that column equals it.
    pub(super) fn quoted_text(&mut self) {
        let n = self.slots.len();
        for i in 0..n {
            let Item::Quoted(text) = self.slots[i].item.clone() else {
                continue;
            };
            // ("names that do not contain 'x'": past the negation.)
            let before = self.prev_meaningful(i);
            let past_negation = before
                .filter(|k| self.cue_at(*k) == Some(CueKind::Negation))
                .and_then(|k| self.prev_meaningful(k));
            let after = self.next_meaningful(i, 1);
            // ("documents that contain 'w' in their description": a column
            // said after the text says where it is, before the rows' table.)
            let part = self.text_part(i);
            let column_after = part.is_some()
                && after.is_some_and(|k| matches!(self.target(k), Some(Target::Column(_))))
                && before.is_some_and(|k| matches!(self.target(k), Some(Target::Table(_))));
            let near = if column_after {
                [after, before, past_negation]
            } else {
                [before, after, past_negation]
            };
            for j in near.into_iter().flatten() {
                let column = match self.target(j).cloned() {
                    // "the abbreviation of airline 'JetBlue Airways'": the
                    // column whose profile holds the text, when another does.
                    Some(Target::Column(c)) => Some(
                        self.column_holding(&c.table, &text)
                            .filter(|_| !self.holds(&c, &text))
                            .unwrap_or(c),
                    ),
                    // "airline 'JetBlue Airways'": the table's column that
                    // holds the text, when its profile shows it.
                    Some(Target::Table(t)) => self
                        .column_holding(&t, &text)
                        .or_else(|| self.text_column_among_readings(j)),
                    _ => self.text_column_among_readings(j),
                };
                if let Some(c) = column {
                    if self.column_type(&c) == LogicalType::Text {
                        // "do not have the nationality 'USA'".
                        let negation = self.negation_before(i, &c);
                        if let Some(k) = negation {
                            self.slots[k].used = true;
                        }
                        self.slots[i].used = true;
                        // The mention named the filtered column (or its table);
                        // a column redirected from is still to be listed.
                        let redirected =
                            matches!(self.target(j), Some(Target::Column(m)) if *m != c);
                        if !redirected {
                            self.slots[j].used = true;
                        }
                        // "names containing 'son'", 以'张'开头: a part of
                        // the text, matched as a pattern.
                        let pattern = part.clone().map(|(p, said)| {
                            for k in said {
                                self.understand_token(k);
                            }
                            p
                        });
                        let (op, value) = match (&pattern, negation.is_some()) {
                            (Some(p), false) => (FilterOp::Like, p.pattern(&text)),
                            (Some(p), true) => (FilterOp::NotLike, p.pattern(&text)),
                            (None, false) => (FilterOp::Eq, text.clone()),
                            (None, true) => (FilterOp::NotEq, text.clone()),
                        };
                        // ("… contain the letter w in their description":
                        // a column said after the text is where it is,
                        // not another column to list.)
                        let said_where = j > i
                            && self.intent.projections.iter().any(|p| *p != c)
                            && self.intent.projections.contains(&c);
                        if said_where {
                            self.intent.projections.retain(|p| *p != c);
                        }
                        self.intent.filters.push(Filter {
                            column: c,
                            op,
                            values: vec![Literal::Text(value)],
                        });
                        break;
                    }
                }
                // 'Ben Jones' or 'Brandon Vietti': the second of two quoted
                // texts joined by or is another value of the first's column.
                let or_before = self.prev_meaningful(i).filter(|k| {
                    self.cue_at(*k) == Some(CueKind::Or)
                        && self
                            .prev_meaningful(*k)
                            .is_some_and(|q| matches!(self.slots[q].item, Item::Quoted(_)))
                });
                if let Some(k) = or_before {
                    let text_column = self
                        .intent
                        .filters
                        .last()
                        .is_some_and(|f| self.column_type(&f.column) == LogicalType::Text);
                    if let Some(f) = self
                        .intent
                        .filters
                        .last_mut()
                        .filter(|f| text_column && matches!(f.op, FilterOp::Eq | FilterOp::In))
                    {
                        f.op = FilterOp::In;
                        f.values.push(Literal::Text(text.clone()));
                        self.slots[i].used = true;
                        self.slots[k].used = true;
                        break;
                    }
                }
            }
        }
    }

    /// Whether the quoted text at slot `i` is said to be part of a value:
    /// contained ("containing", "with the letter", 包含), a start ("starts
    /// with", 以…开头) or an end ("ends with", 以…结尾) — with the tokens
    /// that say so.
    fn text_part(&self, i: usize) -> Option<(TextPart, Vec<usize>)> {
        const CONTAINED: &[&str] = &[
            "contain",
            "contains",
            "containing",
            "include",
            "includes",
            "including",
            "letter",
            "substring",
            "包含",
            "含有",
            "含",
            "带有",
            "字母",
        ];
        const STARTS: &[&str] = &[
            "start",
            "starts",
            "starting",
            "begin",
            "begins",
            "beginning",
        ];
        const ENDS: &[&str] = &["end", "ends", "ending"];
        let first = self.slots[i].tokens.start;
        let last = self.slots[i].tokens.end;
        let before: Vec<usize> = (first.saturating_sub(3)..first).collect();
        let raw = |k: usize| self.q.lower[self.q.tokens[k].span.clone()].to_string();
        let said_before = |words: &[&str]| {
            before
                .iter()
                .rev()
                .find(|k| words.contains(&raw(**k).as_str()))
                .copied()
        };
        let after =
            |word: &str| (last..(last + 2).min(self.q.tokens.len())).find(|k| raw(*k) == word);
        let (part, said) = if let Some(k) = said_before(CONTAINED) {
            (TextPart::Contained, vec![k])
        } else if let Some(k) = said_before(STARTS) {
            (TextPart::Start, vec![k])
        } else if let Some(k) = said_before(ENDS) {
            (TextPart::End, vec![k])
        } else if let Some(k) = after("开头") {
            (TextPart::Start, vec![k])
        } else if let Some(k) = after("结尾") {
            (TextPart::End, vec![k])
        } else {
            return None;
        };
        Some((part, said))
    }

    /// 来自法国的歌手: 来自 before a value is "from" before it ("singers
    /// from France") — the value's filter says it already. Before which
    /// and a column (客人来自哪些国家, "which countries are the guests
    /// from"), it asks for that column's values: where the rows are from.
    pub(super) fn come_from_a_value(&mut self) {
        let from: Vec<usize> = (0..self.q.tokens.len())
            .filter(|k| self.q.tokens[*k].norm == "来自")
            .filter(|k| {
                let value_after = self.slot_of_token(k + 1).is_some_and(|j| {
                    matches!(self.slots[j].item, Item::Mention(Target::Value { .. }))
                });
                let which_column_after = self.slot_of_token(k + 1).is_some_and(|j| {
                    self.cue_at(j) == Some(CueKind::Which)
                        && self.next_meaningful(j, 1).is_some_and(|c| {
                            matches!(self.target(c), Some(Target::Column(c)) if !self.is_numeric(c))
                        })
                });
                value_after || which_column_after
            })
            .collect();
        self.understood_tokens.extend(from);
        // ("tickets that came from customers in Germany": English says it
        // with "come from", before the rows or value they come from.)
        let came: Vec<usize> = (0..self.q.tokens.len().saturating_sub(2))
            .filter(|&k| matches!(self.q.tokens[k].norm.as_str(), "come" | "came" | "comes"))
            .filter(|&k| self.q.tokens[k + 1].norm == "from")
            .filter(|&k| {
                (0..self.slots.len())
                    .find(|&j| self.slots[j].tokens.start > k + 1 && !self.is_filler(j))
                    .is_some_and(|j| {
                        matches!(
                            self.target(j),
                            Some(Target::Table(_) | Target::Value { .. })
                        )
                    })
            })
            .collect();
        self.understood_tokens.extend(came);
    }

    /// Values: filters, with negation and IN for several of one column.
    pub(super) fn value_filters(&mut self) {
        let n = self.slots.len();
        for i in 0..n {
            let Some(Target::Value { column, value }) = self.target(i).cloned() else {
                continue;
            };
            if self.slots[i].used {
                // A condition inside a subquery already.
                continue;
            }
            // 近几年美国哪个城市发生校园枪击 over 美国近几年校园枪击事件: a
            // value its own table's name spells out names the table.
            let raw = self.raw(i).to_string();
            if self.q.chinese && raw.chars().count() >= 2 && column.table.contains(raw.as_str()) {
                self.slots[i].used = true;
                continue;
            }
            let negated_column = self.negation_before_column(i, &column);
            let negated = self.negation_before(i, &column).is_some()
                || (i + 1..(i + 2).min(n)).any(|k| {
                    self.cue_at(k) == Some(CueKind::Negation)
                        && self.slots[k].tokens.start > 0
                        && zh_suffix_negation(&self.q, &self.slots[k])
                })
                || self.negated_inline(&value, &raw);
            if negated {
                for k in (i.saturating_sub(3)..(i + 2).min(n)).chain(negated_column) {
                    if self.cue_at(k) == Some(CueKind::Negation) {
                        self.slots[k].used = true;
                    }
                }
            }
            self.slots[i].used = true;
            if self.head_of_a_compound_of_values(i, &column) {
                continue;
            }
            self.code_column_named_before(i, &column);
            // "隶属机构不为北京电视台": the column named before the value is the filter's.
            let before: Vec<usize> = (0..i)
                .rev()
                .filter(|j| !self.is_filler(*j) && self.cue_at(*j) != Some(CueKind::Negation))
                .take(2)
                .collect();
            // (The column after it only in the same clause: "…不为控球后卫？
            // 他在场上位置是什么" asks for the column again.)
            let after = self
                .next_meaningful(i, 1)
                .filter(|j| !self.clause_break_between(i, *j));
            for j in before.into_iter().chain(after) {
                if matches!(self.target(j), Some(Target::Column(c)) if *c == column) {
                    self.slots[j].used = true;
                }
            }
            if let Some(prev) = self
                .intent
                .filters
                .iter()
                .position(|f| f.column == column && f.op == FilterOp::Eq)
            {
                let _ = prev;
                let between: Vec<&str> = self.q.tokens[..self.slots[i].tokens.start]
                    .iter()
                    .rev()
                    .take(2)
                    .map(|t| &self.q.lower[t.span.clone()])
                    .collect();
                // (Unless the column is also a grouping, 金卡和钻石会员各有多少人:
                // then "and" joins the groups, each value its own.)
                let joined_by_and = between.contains(&"and")
                    || between.contains(&"和")
                    || between.contains(&"并且")
                    || between.contains(&"both");
                // "online vs store revenue": two values set against each
                // other are each one's, in either language.
                let versus = |w: &str| matches!(w, "vs" | "vs." | "versus");
                let set_against = between.iter().any(|w| versus(w));
                // Nor when they are taken together (金卡和钻石会员一共有多少人,
                // "gold and diamond members combined"): the union is meant.
                let together = [
                    "一共",
                    "总共",
                    "共计",
                    "合计",
                    "加起来",
                    "combined",
                    "altogether",
                    "in total",
                ]
                .iter()
                .any(|w| self.q.lower.contains(w));
                // "compare online and store sales": compared, they are set
                // against each other too.
                let compare_word = |t: &crate::question::Token| {
                    matches!(t.norm.as_str(), "对比" | "比较" | "相比" | "compar")
                };
                let compared = self.q.tokens.iter().any(compare_word);
                // "how many male and female customers": values said before
                // the noun of the rows counted, each row holding one, are
                // each one's (no customer is both).
                let said_of_counted_rows = self.next_meaningful(i, 1).is_some_and(|k| {
                    self.names_rows_of(k, &column.table)
                }) && self.intent.measures.iter().all(|m| {
                    m.aggregation == Aggregation::Count
                        && matches!(&m.target, MeasureTarget::Rows { table } if *table == column.table)
                });
                // 北京和上海的销售额, 线上和线下的订单数: an amount of two
                // values joined by 和 is each one's — grouped by their
                // column (the rows of the breakdown add up to both).
                let each_ones = (self.q.chinese || set_against || compared || said_of_counted_rows)
                    && !self.intent.measures.is_empty()
                    && self.intent.dimensions.is_empty()
                    && self.intent.grain.is_none()
                    && self.intent.order.is_none()
                    && self.intent.calculation.is_none()
                    && self.intent.comparison.is_none()
                    && !negated;
                if (joined_by_and || set_against) && !together && each_ones {
                    self.intent.dimensions.push(column.clone());
                    // (线上和线下的销售额对比: the breakdown is the comparison.)
                    let compared: Vec<usize> = (0..self.q.tokens.len())
                        .filter(|k| {
                            let t = &self.q.tokens[*k];
                            compare_word(t) || set_against && versus(&self.q.lower[t.span.clone()])
                        })
                        .collect();
                    self.understood_tokens.extend(compared);
                } else if joined_by_and && !together && !self.intent.dimensions.contains(&column) {
                    self.notes
                        .push("two values of one column joined by and".into());
                }
            }
            let lit = Literal::Text(value);
            if let Some(f) = self.intent.filters.iter_mut().find(|f| {
                f.column == column
                    && matches!(
                        f.op,
                        FilterOp::Eq | FilterOp::In | FilterOp::NotEq | FilterOp::NotIn
                    )
                    && matches!(f.op, FilterOp::NotEq | FilterOp::NotIn) == negated
            }) {
                f.op = if negated {
                    FilterOp::NotIn
                } else {
                    FilterOp::In
                };
                f.values.push(lit);
                // "France or Netherlands": the or is understood.
                for k in i.saturating_sub(3)..i {
                    if self.cue_at(k) == Some(CueKind::Or) {
                        self.slots[k].used = true;
                    }
                }
            } else if let Some((subject, other)) = negated
                .then(|| self.rows_owned_through(&column.table))
                .flatten()
            {
                // "students who do not have a cat", 没有在线上下单的客户:
                // a value of rows each subject row has many of, negated,
                // means no such row — not rows other than it. (过 of
                // 没有…支付过 says "ever".)
                let end = self.slots[i].tokens.end;
                let ever = (end..(end + 3).min(self.q.tokens.len()))
                    .find(|k| self.q.tokens[*k].norm == "过" && self.slot_of_token(*k).is_none());
                self.understood_tokens.extend(ever);
                // (With the conditions already read on those rows: "never
                // opened an email" — no send of an e-mail campaign opened.)
                let mut conditions = self.take_filters_on(&other);
                conditions.push(Filter {
                    column,
                    op: FilterOp::Eq,
                    values: vec![lit],
                });
                self.intent
                    .subquery_filters
                    .push(crate::intent::SubqueryFilter::Related {
                        table: subject,
                        other,
                        negated: true,
                        conditions,
                    });
            } else {
                self.intent.filters.push(Filter {
                    column,
                    op: if negated {
                        FilterOp::NotEq
                    } else {
                        FilterOp::Eq
                    },
                    values: vec![lit],
                });
            }
        }
    }

    /// "zip repairs": in English a noun right after another, nothing
    /// between, is the head the first modifies (repairs of zips) — two
    /// values of one column said so are one, the first, not a list of two
    /// (a list is joined: "zip or hem repairs"). Whether the value at slot
    /// `i` is such a head, after the filter its modifier made.
    fn head_of_a_compound_of_values(&self, i: usize, column: &ColumnRef) -> bool {
        let modifier = i.checked_sub(1).filter(|&k| {
            self.slots[k].tokens.end == self.slots[i].tokens.start
                && matches!(self.target(k), Some(Target::Value { column: c, .. }) if c == column)
        });
        !self.q.chinese
            && modifier.is_some()
            && self
                .intent
                .filters
                .iter()
                .any(|f| f.column == *column && f.op == FilterOp::Eq)
    }

    /// When the subject's rows each have many rows of `table` — `table`
    /// references the subject, or a link table between them does — the
    /// subject and the table referencing it.
    fn rows_owned_through(&self, table: &str) -> Option<(String, String)> {
        let subject = self.subject_table()?;
        if subject == table {
            return None;
        }
        if self.references(table, &subject) {
            return Some((subject, table.to_string()));
        }
        // (Has_Pet between Student and Pets.)
        let link = self.bridge_between(&subject, table)?;
        Some((subject, link))
    }

    /// 品牌item_product_4_16: the word right before a code names the code's
    /// column (品牌 for 品牌id).
    fn code_column_named_before(&mut self, i: usize, column: &ColumnRef) {
        let Some(k) = self.slots[i].tokens.start.checked_sub(1) else {
            return;
        };
        let word = self.q.tokens[k].norm.as_str();
        let name = column.column.to_lowercase();
        let named = word.chars().count() >= 2
            && name
                .strip_prefix(word)
                .is_some_and(|rest| matches!(rest, "id" | "_id" | "编号" | "代码" | "编码"));
        if !named {
            return;
        }
        self.understood_tokens.push(k);
        for s in &mut self.slots {
            if s.tokens == (k..k + 1) && !matches!(s.item, Item::Mention(Target::Value { .. })) {
                s.used = true;
            }
        }
    }

    /// 非小前锋: jieba may glue the negation to the value (非小|前锋), so
    /// the text right before the value is checked too — the value as
    /// stored, else as said (还有多少单没完工 of 已完工: 没 and 未 deny a
    /// state reached, said without its 已).
    pub(super) fn negated_inline(&self, value: &str, said: &str) -> bool {
        const DENIALS: &[&str] = &["非", "不是", "不为", "不等于", "除了", "不属于"];
        const NOT_REACHED: &[&str] = &["没", "未", "没有"];
        let v = value.to_lowercase();
        if let Some(pos) = self.q.lower.find(v.trim()) {
            let before = self.q.lower[..pos].trim_end();
            return DENIALS.iter().any(|n| before.ends_with(n));
        }
        let Some(bare) = v.trim().strip_prefix('已').filter(|b| !b.is_empty()) else {
            return false;
        };
        let said = said.to_lowercase();
        let glued = NOT_REACHED
            .iter()
            .any(|n| said.strip_prefix(n) == Some(bare));
        let before = self
            .q
            .lower
            .find(bare)
            .map(|pos| self.q.lower[..pos].trim_end());
        glued || before.is_some_and(|b| NOT_REACHED.iter().chain(DENIALS).any(|n| b.ends_with(n)))
    }

    /// An unused negation that governs the value at slot `i` of `column`:
    /// before the value's own column ("not have the nationality USA"),
    /// else within three slots before it.
    fn negation_before(&self, i: usize, column: &ColumnRef) -> Option<usize> {
        let unused_negation =
            |k: &usize| self.cue_at(*k) == Some(CueKind::Negation) && !self.slots[*k].used;
        self.negation_before_column(i, column)
            .or_else(|| (i.saturating_sub(3)..i).find(unused_negation))
    }

    /// The unused negation right before the value's own column, filler
    /// aside: "not | have the | nationality | USA".
    fn negation_before_column(&self, i: usize, column: &ColumnRef) -> Option<usize> {
        self.prev_meaningful(i)
            .filter(|k| matches!(self.target(*k), Some(Target::Column(c)) if c == column))
            .and_then(|k| self.prev_meaningful(k))
            .filter(|k| self.cue_at(*k) == Some(CueKind::Negation) && !self.slots[*k].used)
    }

    /// The first text column among the other readings of the mention at `j`.
    fn text_column_among_readings(&self, j: usize) -> Option<ColumnRef> {
        self.slots[j].alts.iter().find_map(|t| match t {
            Target::Column(c) if self.column_type(c) == LogicalType::Text => Some(c.clone()),
            _ => None,
        })
    }

    /// True when the column's profiled values include `text`.
    fn holds(&self, column: &ColumnRef, text: &str) -> bool {
        self.column_profile(column)
            .is_some_and(|p| profile_holds(p, text))
    }

    /// A column of `table` whose profiled values include `text`.
    pub(super) fn column_holding(&self, table: &str, text: &str) -> Option<ColumnRef> {
        let profile = self.cx.profiles.iter().find(|p| p.table == table)?;
        profile
            .columns
            .iter()
            .find(|c| profile_holds(c, text))
            .map(|c| ColumnRef::new(table, &c.column))
    }

    /// Values whose column was picked among text columns of other tables
    /// holding them too, where nothing in the question names one of those
    /// tables — no mention of their rows or columns, no other value only
    /// they hold, no measure on them (上海的销售额 over customers' and
    /// stores' cities; not 上海门店的销售额, nor 杭州有多少客户 — where the
    /// value's column is taken from the one table named). Where the
    /// semantic layer prefers a join to one of them (sales count where
    /// they were made: orders → stores), that one is taken, as for a
    /// column; the others are left open, to be asked.
    pub(super) fn open_values(&mut self) -> Vec<OpenValue> {
        let named = self.tables_named();
        let mut out: Vec<OpenValue> = Vec::new();
        for i in 0..self.slots.len() {
            let s = &self.slots[i];
            let (true, Item::Mention(Target::Value { column, value })) = (s.used, &s.item) else {
                continue;
            };
            let (column, value) = (column.clone(), value.clone());
            let mut others: Vec<(ColumnRef, String)> = Vec::new();
            for t in &s.alts {
                if let Target::Value {
                    column: c,
                    value: v,
                } = t
                {
                    if c.table != column.table
                        && v.eq_ignore_ascii_case(&value)
                        && self.column_type(c) == LogicalType::Text
                        && !others.iter().any(|(o, _)| o == c)
                    {
                        others.push((c.clone(), v.clone()));
                    }
                }
            }
            let filtered = self.intent.filters.iter().any(|f| f.column == column);
            if others.is_empty() || !filtered || named.contains(&column.table) {
                continue;
            }
            // 苏州有几家旗舰店 (stores counted): the one other column in a
            // table the question names is the value's.
            let mut in_named = others.iter().filter(|(c, _)| named.contains(&c.table));
            if let (Some(other), None) = (in_named.next(), in_named.next()) {
                let other = other.clone();
                self.intent.reread_value(&(column, value), &other);
                continue;
            }
            if others.iter().any(|(c, _)| named.contains(&c.table)) {
                continue;
            }
            let candidates: Vec<&ColumnRef> = std::iter::once(&column)
                .chain(others.iter().map(|(c, _)| c))
                .collect();
            if let Some(preferred) = self.preferred_by_join_hint(&candidates) {
                let preferred = preferred.clone();
                let stored = others
                    .iter()
                    .find(|(c, _)| *c == preferred)
                    .map_or(value.clone(), |(_, v)| v.clone());
                self.intent
                    .reread_value(&(column, value), &(preferred, stored));
                continue;
            }
            if !out.iter().any(|o| o.chosen.0 == column) {
                out.push(OpenValue {
                    value: value.clone(),
                    chosen: (column, value),
                    others,
                });
            }
        }
        out
    }

    /// Tables the question names: by a mention of their rows or columns, a
    /// metric on them, a value only they hold, or a measure on them.
    fn tables_named(&self) -> BTreeSet<String> {
        let mut named: BTreeSet<String> = BTreeSet::new();
        for s in self.slots.iter().filter(|s| s.used) {
            match &s.item {
                Item::Mention(Target::Table(t)) => {
                    named.insert(t.clone());
                }
                Item::Mention(Target::Column(c)) => {
                    named.insert(c.table.clone());
                }
                Item::Mention(Target::Metric(id)) => {
                    named.extend(self.metric_table(id).map(str::to_string));
                }
                Item::Mention(Target::Value { column, .. })
                    if !s.alts.iter().any(
                        |t| matches!(t, Target::Value { column: c, .. } if c.table != column.table),
                    ) =>
                {
                    named.insert(column.table.clone());
                }
                _ => {}
            }
        }
        for m in &self.intent.measures {
            match &m.target {
                MeasureTarget::Rows { table } => {
                    named.insert(table.clone());
                }
                MeasureTarget::Column { column } => {
                    named.insert(column.table.clone());
                }
                MeasureTarget::Metric { id } => {
                    named.extend(self.metric_table(id).map(str::to_string));
                }
            }
        }
        named
    }

    /// The one candidate whose table a preferred join hint of the semantic
    /// layer names (the way facts reach such columns).
    fn preferred_by_join_hint<'c>(&self, candidates: &[&'c ColumnRef]) -> Option<&'c ColumnRef> {
        let mut preferred = candidates
            .iter()
            .filter(|c| self.on_a_preferred_join(&c.table));
        match (preferred.next(), preferred.next()) {
            (Some(c), None) => Some(c),
            _ => None,
        }
    }

    /// "cars with 8 cylinders or made before 1980": an "or" left between
    /// conditions means any of them is enough.
    pub(super) fn alternatives(&mut self) {
        let Some(k) = (0..self.slots.len())
            .find(|k| self.cue_at(*k) == Some(CueKind::Or) && !self.slots[*k].used)
        else {
            return;
        };
        let plain_conditions = self.intent.filters.len() >= 2
            && self.intent.having.is_empty()
            && self.intent.subquery_filters.is_empty();
        // Conditions on both sides of it.
        let condition_at = |p: &Self, j: usize| {
            p.slots[j].used
                && (matches!(p.slots[j].item, Item::Number(_) | Item::Quoted(_))
                    || matches!(p.target(j), Some(Target::Value { .. })))
        };
        let before = (0..k).any(|j| condition_at(self, j));
        let after = (k + 1..self.slots.len()).any(|j| condition_at(self, j));
        if plain_conditions && before && after {
            self.intent.any_filter = true;
            for j in 0..self.slots.len() {
                if self.cue_at(j) == Some(CueKind::Or) {
                    self.slots[j].used = true;
                }
            }
        }
    }
}

/// 不 written after a value (北京以外, 除了北京之外) negates it.
pub(super) fn zh_suffix_negation(q: &Question, slot: &Slot) -> bool {
    let text: String = slot
        .tokens
        .clone()
        .map(|k| q.tokens[k].norm.clone())
        .collect();
    matches!(text.as_str(), "以外" | "之外")
}

/// True when a profile's frequent or sample values include `text` (case
/// and surrounding spaces aside).
fn profile_holds(p: &ColumnProfile, text: &str) -> bool {
    let wanted = text.trim().to_lowercase();
    p.known_values()
        .any(|v| matches!(v, chatdb_core::Value::Text(s) if s.trim().to_lowercase() == wanted))
}

impl Parser<'_, '_> {
    /// 在售商品, "active products": a yes/no column named right before the
    /// rows it describes, or a number of theirs (退款的金额, "refunded
    /// amount"), picks those where it holds (不在售, 停售: where it
    /// doesn't).
    pub(super) fn yes_no_adjectives(&mut self) {
        for i in 0..self.slots.len() {
            let Some(Target::Column(c)) = self.target(i).cloned() else {
                continue;
            };
            if self.slots[i].used || !self.says_yes_or_no(&c) {
                continue;
            }
            let negation = self
                .prev_meaningful(i)
                .filter(|k| self.cue_at(*k) == Some(CueKind::Negation) && !self.slots[*k].used);
            // (血压异常的有多少, 异常的有几例: in Chinese the state and 的
            // with no noun after it name the rows in that state.)
            let headless = self.q.chinese
                && self.de_after(i)
                && self.next_meaningful(i, 1).is_none_or(|j| {
                    matches!(
                        self.cue_at(j),
                        Some(CueKind::Count | CueKind::HowMuch | CueKind::Which)
                    ) && !super::slots::counts_happenings(self.raw(j))
                });
            if headless {
                self.rows_in_state(i, c, negation);
                continue;
            }
            let Some(mut j) = self.next_meaningful(i, 1) else {
                continue;
            };
            // (批准了多少个请假申请: in Chinese the state as a verb, done,
            // before the count of the rows it was done to.)
            let verb_done = self.q.chinese
                && self
                    .q
                    .tokens
                    .get(self.slots[i].tokens.end)
                    .is_some_and(|t| t.norm == "了");
            if verb_done && matches!(self.cue_at(j), Some(CueKind::Count | CueKind::HowMuch)) {
                match self.next_meaningful(j, 1) {
                    Some(r) => j = r,
                    None => continue,
                }
            }
            // (会员消费了多少钱, "amount spent by members": a flag said by
            // its noun — is_member — before an amount of rows that belong
            // to its rows says whose.)
            // (会员一共消费了多少: past the total said before the amount.)
            let amount_at = match self.cue_at(j) {
                Some(CueKind::Sum | CueKind::Avg) => self.next_meaningful(j, 1).unwrap_or(j),
                _ => j,
            };
            let whose_amount = super::aggregate::is_flag_of_a_noun(&c.column)
                && matches!(self.target(amount_at), Some(Target::Column(m))
                    if m.table != c.table
                        && self.is_numeric(m)
                        && self.table(&m.table).is_some_and(|t| super::refers(t, &c.table)));
            // (退款的金额, "refunded amount": or a number of its own rows
            // right after it — the amount of the rows in that state.)
            let own_number = matches!(self.target(j), Some(Target::Column(m))
                if m.table == c.table
                    && self.is_numeric(m)
                    && !self.says_yes_or_no(m)
                    && !self.is_key(m));
            if !self.names_rows_of(j, &c.table) && !whose_amount && !own_number {
                continue;
            }
            self.rows_in_state(i, c, negation);
        }
        self.yes_no_predicates();
        self.yes_no_said_as_the_subjects_verb();
        self.times_a_state_held_are_counted();
    }

    /// 通过了科目四的学员, 没有通过科目二的学员: in Chinese a yes/no column
    /// said as a verb — done (了, 过) —, its object's values and 的 before
    /// the rows those rows belong to picks the owners with such a row in
    /// that state (negated: with none).
    fn yes_no_verb_of_a_relative_clause(&mut self) {
        for i in 0..self.slots.len() {
            let Some(Target::Column(c)) = self.target(i).cloned() else {
                continue;
            };
            let end = self.slots[i].tokens.end;
            let done = self
                .q
                .tokens
                .get(end)
                .is_some_and(|t| matches!(t.norm.as_str(), "了" | "过"));
            let negation = self
                .prev_meaningful(i)
                .filter(|n| self.cue_at(*n) == Some(CueKind::Negation) && !self.slots[*n].used);
            if self.slots[i].used || !(done || negation.is_some()) || !self.says_yes_or_no(&c) {
                continue;
            }
            // The object: values of the same rows, then 的 and the owners
            // (past fillers: 了, 的).
            let mut objects = Vec::new();
            let mut k = i + 1;
            loop {
                match self.target(k) {
                    Some(Target::Value { column, .. }) if column.table == c.table => {
                        objects.push(k)
                    }
                    None if self.is_filler(k) => {}
                    _ => break,
                }
                k += 1;
            }
            let Some(owner) = self.table_named_at(k).map(str::to_string) else {
                continue;
            };
            let said_de = objects.last().is_some_and(|o| self.de_after(*o));
            if objects.is_empty()
                || !said_de
                || !self
                    .table(&c.table)
                    .is_some_and(|kept| super::refers(kept, &owner))
            {
                continue;
            }
            let mut conditions = vec![self.in_state(c.clone(), true)];
            for o in &objects {
                if let Some(Target::Value { column, value }) = self.target(*o).cloned() {
                    conditions.push(Filter {
                        column,
                        op: FilterOp::Eq,
                        values: vec![Literal::Text(value)],
                    });
                }
                self.slots[*o].used = true;
            }
            if let Some(n) = negation {
                self.slots[n].used = true;
            }
            self.slots[i].used = true;
            if done {
                self.understand_token(end);
            }
            self.intent
                .subquery_filters
                .push(crate::intent::SubqueryFilter::Related {
                    table: owner,
                    other: c.table.clone(),
                    negated: negation.is_some(),
                    conditions,
                });
            return;
        }
    }

    /// "clicks this year", "how many wins", "opens by campaign": the
    /// plural noun of a yes/no column's verb (`derived::times_a_state_held`)
    /// with nothing measured counts the rows where it holds — unless a
    /// superlative before it ranks by them ("the most clicks").
    fn times_a_state_held_are_counted(&mut self) {
        if self.q.chinese || !self.intent.measures.is_empty() {
            return;
        }
        let found = (0..self.slots.len()).find_map(|i| match self.target(i) {
            Some(Target::Column(c))
                if !self.slots[i].used
                    && self.says_yes_or_no(c)
                    && crate::derived::times_a_state_held(&c.column).as_deref()
                        == Some(self.raw(i).to_lowercase().as_str()) =>
            {
                Some((i, c.clone()))
            }
            _ => None,
        });
        let Some((i, c)) = found else {
            return;
        };
        let before = self.prev_meaningful(i).filter(|b| !self.slots[*b].used);
        match before.and_then(|b| self.cue_at(b)) {
            Some(CueKind::Max | CueKind::Min | CueKind::Top) => return,
            Some(CueKind::Count | CueKind::HowMuch) => {
                if let Some(b) = before {
                    self.slots[b].used = true;
                }
            }
            _ => {}
        }
        let table = c.table.clone();
        self.rows_in_state(i, c, None);
        self.push_measure(Measure {
            aggregation: Aggregation::Count,
            target: MeasureTarget::Rows { table },
        });
    }

    /// "which player won the most matches", "customers who paid": in
    /// English a yes/no column named by a participle alone (`won`, `paid`,
    /// `churned`), said as the verb of the rows it is kept for, keeps the
    /// rows where it holds ("never churned": where it doesn't). Said of
    /// the rows they belong to (a player's results), it keeps those rows
    /// before what measures them, else picks the owners with such a row
    /// ("players who won") or with none ("players who never won").
    fn yes_no_said_as_the_subjects_verb(&mut self) {
        if self.q.chinese {
            self.yes_no_verb_of_a_relative_clause();
            return;
        }
        for i in 1..self.slots.len() {
            let Some(Target::Column(c)) = self.target(i).cloned() else {
                continue;
            };
            let said = self.raw(i).to_lowercase();
            if self.slots[i].used
                || !self.says_yes_or_no(&c)
                || !crate::question::is_past_participle(&said)
                || c.column.to_lowercase() != said
            {
                continue;
            }
            // (Past the relative pronoun: "players who won".)
            let Some((k, negation)) = self.said_of(i, &["who", "which", "that"]) else {
                continue;
            };
            if self.names_rows_of(k, &c.table) {
                self.rows_in_state(i, c, negation);
                continue;
            }
            let Some(owner) = self.table_named_at(k).map(str::to_string) else {
                continue;
            };
            if !self
                .table(&c.table)
                .is_some_and(|kept| super::refers(kept, &owner))
            {
                continue;
            }
            // (Of the rows they belong to: measured per owner when a measure
            // follows — "won the most matches" —, else the owners with such
            // a row, or with none: "players who never won".)
            // (Negated, the absence of such rows is `related::absence`'s,
            // read once every condition on them is: "never opened an
            // email" — of an e-mail campaign.)
            if negation.is_some() {
                let filter = self.in_state(c, true);
                // (Or the absence was read already, of those rows: the state
                // is one more condition on them.)
                let absent = self
                    .intent
                    .subquery_filters
                    .iter_mut()
                    .find_map(|sf| match sf {
                        crate::intent::SubqueryFilter::Related {
                            other,
                            negated: true,
                            conditions,
                            ..
                        } if *other == filter.column.table => Some(conditions),
                        _ => None,
                    });
                match absent {
                    Some(conditions) => {
                        conditions.push(filter);
                        if let Some(n) = negation {
                            self.slots[n].used = true;
                        }
                        self.slots[i].used = true;
                    }
                    None => {
                        self.intent.filters.push(filter);
                        self.understood_tokens.extend(self.slots[i].tokens.clone());
                    }
                }
            } else if self.next_meaningful(i, 1).is_some() {
                self.rows_in_state(i, c, None);
            } else {
                let kept = c.table.clone();
                self.rows_in_state(i, c, None);
                self.relate(owner, kept, false);
            }
        }
    }

    /// "which products are active", "how many products are inactive",
    /// 哪些商品停售了: a yes/no column said last, after its rows (and in
    /// English a copula), says what the rows are.
    fn yes_no_predicates(&mut self) {
        self.rows_apart_from_their_state();
        for i in 1..self.slots.len() {
            let Some(Target::Column(c)) = self.target(i).cloned() else {
                continue;
            };
            let last = self.next_meaningful(i, 1).is_none();
            if self.slots[i].used || !last || !self.says_yes_or_no(&c) {
                continue;
            }
            // ("products which are active": past the relative pronoun.)
            let Some((k, negation)) = self.said_of(i, &["which", "that"]) else {
                continue;
            };
            if !self.names_rows_of(k, &c.table) {
                continue;
            }
            let (Some(from), Some(to)) = (
                self.q
                    .tokens
                    .get(self.slots[k].tokens.end.saturating_sub(1)),
                self.q.tokens.get(self.slots[i].tokens.start),
            ) else {
                continue;
            };
            let between = &self.q.lower[from.span.end..to.span.start];
            // (哪些商品在售, 哪些商品已经停售了: in Chinese the state follows
            // the rows directly.)
            // ("how many sessions converted": or, in English, the
            // column's own participle said as the rows' verb.)
            let said = self.raw(i).to_lowercase();
            let its_verb = !self.q.chinese
                && between.trim().is_empty()
                && crate::question::is_past_participle(&said)
                && c.column.to_lowercase().starts_with(&said);
            // ("pitches with electricity", "how many pitches have
            // electricity", "tickets that included a vehicle": a has_ or
            // with_ flag's noun had by the rows — and "without" it, not.)
            let has_flag = super::aggregate::is_flag_of_having(&c.column);
            let having = has_flag
                && if self.q.chinese {
                    matches!(between.trim(), "有" | "带" | "带有")
                } else {
                    between
                        .split(|ch: char| !ch.is_ascii_alphabetic())
                        .filter(|w| !w.is_empty())
                        .all(|w| {
                            matches!(
                                w,
                                "with"
                                    | "have"
                                    | "has"
                                    | "had"
                                    | "having"
                                    | "include"
                                    | "includes"
                                    | "included"
                                    | "including"
                                    | "that"
                                    | "which"
                                    | "a"
                                    | "an"
                            ) || w == "without" && negation.is_some()
                        })
                        && !between.trim().is_empty()
                };
            let copula = its_verb
                || having
                || if self.q.chinese {
                    matches!(between.trim(), "" | "是" | "已" | "已经" | "还" | "仍")
                } else {
                    between
                        .split(|ch: char| !ch.is_ascii_alphabetic())
                        .any(|w| matches!(w, "are" | "is" | "was" | "were" | "be"))
                };
            if !copula {
                continue;
            }
            let between = self.slots[k].tokens.end..self.slots[i].tokens.start;
            self.understood_tokens.extend(between);
            self.rows_in_state(i, c, negation);
        }
    }

    /// "sessions converted": a yes/no column named in full by its rows'
    /// noun and its participle is those rows and their verb, two slots.
    fn rows_apart_from_their_state(&mut self) {
        for i in 0..self.slots.len() {
            let Some(Target::Column(c)) = self.target(i).cloned() else {
                continue;
            };
            let tokens = self.slots[i].tokens.clone();
            if self.slots[i].used || tokens.len() != 2 || !self.says_yes_or_no(&c) {
                continue;
            }
            let noun = chatdb_knowledge::text::name_words(&c.table).pop();
            let first = &self.q.tokens[tokens.start];
            let said = self
                .q
                .lower
                .get(self.q.tokens[tokens.start + 1].span.clone())
                .unwrap_or_default()
                .to_string();
            if noun.as_deref() != Some(first.norm.as_str())
                || !crate::question::is_past_participle(&said)
            {
                continue;
            }
            self.slots[i].tokens = tokens.start + 1..tokens.end;
            self.slots.insert(
                i,
                Slot {
                    item: Item::Mention(Target::Table(c.table.clone())),
                    alts: Vec::new(),
                    tokens: tokens.start..tokens.start + 1,
                    used: false,
                },
            );
            return;
        }
    }

    /// What the state said at slot `i` is said of: the slot before it,
    /// past a negation (which it returns too) and then one of `pronouns`
    /// ("products that are not active", "players who never won").
    fn said_of(&self, i: usize, pronouns: &[&str]) -> Option<(usize, Option<usize>)> {
        let mut k = self.prev_meaningful(i)?;
        let negation =
            (self.cue_at(k) == Some(CueKind::Negation) && !self.slots[k].used).then_some(k);
        if let Some(n) = negation {
            k = self.prev_meaningful(n)?;
        }
        if pronouns.contains(&self.raw(k)) {
            k = self.prev_meaningful(k)?;
        }
        Some((k, negation))
    }

    /// Keeps the rows where the yes/no column `c` (said at `i`) holds, or
    /// doesn't where a negation slot or the word itself says so.
    pub(super) fn rows_in_state(&mut self, i: usize, c: ColumnRef, negation: Option<usize>) {
        if let Some(n) = negation {
            self.slots[n].used = true;
        }
        let holds = negation.is_none() && !self.state_said_negated(i);
        self.slots[i].used = true;
        let filter = self.in_state(c, holds);
        self.intent.filters.push(filter);
    }

    /// The filter keeping the rows where the yes/no column `c` holds (or,
    /// `holds` false, doesn't). A flag kept as a whole number holds 1 or 0.
    pub(super) fn in_state(&self, c: ColumnRef, holds: bool) -> Filter {
        let value = if self.column_type(&c) == LogicalType::Boolean {
            Literal::Bool(holds)
        } else {
            Literal::Int(i64::from(holds))
        };
        Filter {
            column: c,
            op: FilterOp::Eq,
            values: vec![value],
        }
    }

    /// Whether a column says yes or no (`crate::derived::says_yes_or_no`).
    pub(super) fn says_yes_or_no(&self, c: &ColumnRef) -> bool {
        self.table(&c.table)
            .and_then(|t| t.column(&c.column))
            .is_some_and(|col| crate::derived::says_yes_or_no(col, self.column_profile(c)))
    }

    /// 缺勤最多的孩子 of `attendance.present`: a yes/no flag said by its
    /// opposite state (absent, 缺勤) and added up is no amount — its sum
    /// counts where it holds, the opposite of what was said. The rows where
    /// it does not hold are counted instead.
    pub(super) fn opposite_state_counts_its_rows(&mut self) {
        let said_negated = |p: &Self, column: &ColumnRef| {
            p.slots.iter().enumerate().any(|(j, s)| {
                matches!(&s.item, Item::Mention(Target::Column(c)) if c == column)
                    && p.state_said_negated(j)
            })
        };
        // ("absences this month": the flag's values listed are no answer.)
        if let [listed] = self.intent.projections.as_slice() {
            if self.intent.measures.is_empty()
                && self.says_yes_or_no(listed)
                && said_negated(self, listed)
            {
                self.notes
                    .push("the values of a yes/no column said by its opposite are listed".into());
            }
        }
        for k in 0..self.intent.measures.len() {
            let Measure {
                aggregation: Aggregation::Sum,
                target: MeasureTarget::Column { column },
            } = &self.intent.measures[k]
            else {
                continue;
            };
            let column = column.clone();
            if !said_negated(self, &column) || !self.says_yes_or_no(&column) {
                continue;
            }
            self.intent.measures[k] = Measure {
                aggregation: Aggregation::Count,
                target: MeasureTarget::Rows {
                    table: column.table.clone(),
                },
            };
            let filter = self.in_state(column, false);
            self.intent.filters.push(filter);
        }
    }

    /// Whether the yes/no state at `i` is said negated in its own word: a
    /// negation glued to it (jieba's 不在|售) or an ended state (停售,
    /// inactive).
    pub(super) fn state_said_negated(&self, i: usize) -> bool {
        let start = self.q.tokens[self.slots[i].tokens.start].span.start;
        ["不", "未", "非", "没"]
            .iter()
            .any(|n| self.raw(i).starts_with(n) || self.q.lower[..start].ends_with(n))
            || self.lexicon.says_ended(self.raw(i))
    }
}

/// Which part of a stored text a quoted one is said to be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum TextPart {
    Contained,
    Start,
    End,
}

impl TextPart {
    /// The LIKE pattern matching `text` as this part.
    fn pattern(self, text: &str) -> String {
        match self {
            TextPart::Contained => format!("%{text}%"),
            TextPart::Start => format!("{text}%"),
            TextPart::End => format!("%{text}"),
        }
    }
}
