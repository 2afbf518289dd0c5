//! Calculations over the grouped rows: a period comparison's measure, a
//! share of the total and a running total, applied once the rest of the
//! question is read (they need what it groups by).

use super::*;
use crate::intent::Calculation;
use chatdb_knowledge::text::stem;

/// Words of a column name that make its values per-unit (a price, a rate,
/// an age, a score): adding them up means nothing.
const PER_UNIT: &[&str] = &[
    "price",
    "rate",
    "ratio",
    "percent",
    "pct",
    "percentage",
    "share",
    "age",
    "score",
    "rating",
    "star",
    "grade",
    "avg",
    "average",
    "mean",
    "level",
    "rank",
    "temperature",
    "价格",
    "单价",
    "价",
    "率",
    "比例",
    "占比",
    "年龄",
    "评分",
    "得分",
    "分数",
    "平均",
    "均价",
    "等级",
    "排名",
];

/// Whether a column's name makes its values per unit (a price, a rate, an
/// age): adding them up means nothing. A total of them is none
/// (`total_price`, 总价).
pub(super) fn is_per_unit(c: &ColumnRef) -> bool {
    let words = chatdb_knowledge::text::name_words(&c.column);
    let a_total = words.iter().any(|w| w == "total") || c.column.contains('总');
    !a_total
        && (words.iter().any(|w| PER_UNIT.contains(&w.as_str()))
            || PER_UNIT
                .iter()
                .any(|w| !w.is_ascii() && c.column.contains(w)))
}

/// Whether a column keeps a span of one event (`delay_min`,
/// `duration`, [`crate::units::names_a_span_of_one_event`]): a level of
/// each row, whose average per group is each group's own.
pub(super) fn is_span_of_one_event(c: &ColumnRef) -> bool {
    // (Or the time one row took, from its first day to its last.)
    crate::derived::Elapsed::is_named(&c.column)
        || crate::units::names_a_span_of_one_event(&chatdb_knowledge::text::split_identifier(
            &c.column,
        ))
}

/// How the note on an average of a total begins (`aggregations`): an
/// average over groups answers it.
pub(super) const AVERAGE_OF_A_TOTAL: &str = "an average of the total";

impl Parser<'_, '_> {
    /// come / came / 来自 beside a share: where the share comes from (the
    /// groups, or the part) is said again by what follows.
    fn where_a_share_comes_from(&mut self) {
        let from: Vec<usize> = (0..self.q.tokens.len())
            .filter(|k| matches!(self.q.tokens[*k].norm.as_str(), "come" | "came" | "来自"))
            .collect();
        self.understood_tokens.extend(from);
    }

    /// 今年销售额同比增长最快的大区, "which region's revenue grew the most
    /// compared to last year": a superlative said of the growth (增长, 增幅,
    /// 涨幅, grew, growth, increase) in a period comparison of groups over a
    /// range ranks the groups by their percentage change — the fastest
    /// first (最快, 最多, most, fastest …) or the slowest (最慢, least …); of a
    /// fall (下降, 跌幅, declined, fell) the largest fall first.
    fn ranked_by_growth(&mut self) {
        // ("which region's total revenue grew the most": the superlative
        // took the amount as what it ranks by — it is what is compared.)
        let ranked = match &self.intent.order {
            Some(Order {
                key: OrderKey::Aggregate { measure },
                ..
            }) if self.intent.measures.is_empty() => Some(measure.clone()),
            _ => None,
        };
        let measured = self.intent.measures.len() + usize::from(ranked.is_some());
        if self.intent.comparison.is_none()
            || self.intent.grain.is_some()
            || self.intent.time_range.is_none()
            || measured != 1
            || self.intent.calculation.is_some()
        {
            return;
        }
        let tokens = &self.q.tokens;
        let found = (0..tokens.len()).find_map(|k| {
            let rise = crate::cues::is_rise_word(&tokens[k].norm);
            let fall = crate::cues::is_fall_word(&tokens[k].norm);
            if !rise && !fall {
                return None;
            }
            // (Right after it, or past "the": "grew the most".)
            let after = (k + 1..tokens.len().min(k + 3)).find(|j| tokens[*j].norm != "the")?;
            // (Ending the question, jieba may cut 最多 in two: 最 | 多.)
            let (word, last) = match tokens.get(after + 1) {
                Some(next) if tokens[after].norm == "最" => {
                    (format!("最{}", next.norm), after + 1)
                }
                _ => (tokens[after].norm.clone(), after),
            };
            let most = matches!(
                word.as_str(),
                "最快"
                    | "最多"
                    | "最大"
                    | "最高"
                    | "most"
                    | "fastest"
                    | "biggest"
                    | "largest"
                    | "highest"
            );
            let least = matches!(
                word.as_str(),
                "最慢" | "最少" | "最小" | "最低" | "least" | "slowest" | "smallest" | "lowest"
            );
            (most || least).then_some((k, after, last, most == rise))
        });
        let Some((k, after, last, descending)) = found else {
            return;
        };
        // (今年销售额同比增长最快的大区: the groups named after the
        // superlative and 的, as 销售额最高的门店 names them.)
        if self.intent.dimensions.is_empty() {
            let next =
                last + 1 + usize::from(self.q.tokens.get(last + 1).is_some_and(|t| t.norm == "的"));
            let named = self
                .slot_of_token(next)
                .filter(|j| !self.slots[*j].used && self.slots[*j].tokens.start == next);
            let d = named.and_then(|j| {
                let t = self.target(j)?.clone();
                let d = match &t {
                    Target::Table(_) => self.grouping_by(&t)?,
                    Target::Column(c) if self.is_label(c) || self.holds_a_category(c) => c.clone(),
                    _ => return None,
                };
                Some((j, d))
            });
            let Some((j, d)) = d else {
                return;
            };
            self.slots[j].used = true;
            self.intent.dimensions.push(d);
        }
        self.intent.measures.extend(ranked);
        self.intent.order = Some(Order {
            key: OrderKey::Change { index: 0 },
            descending,
        });
        self.intent.limit = self.intent.limit.or(Some(1));
        self.understood_tokens.extend([k, after, last]);
        for t in [k, after, last] {
            if let Some(j) = self.slot_of_token(t) {
                self.slots[j].used = true;
            }
        }
    }

    pub(super) fn apply_calculation(
        &mut self,
        calcs: &calc::CalcMentions,
        share_tokens: &BTreeSet<usize>,
    ) {
        if share_tokens.is_empty() {
            self.rate_of_a_value();
            self.rate_of_a_state();
            self.rate_of_a_value_said_by_its_noun();
        }
        let running_here = calcs.running.is_some() && self.intent.grain.is_some();
        if self.intent.comparison.is_some() || !share_tokens.is_empty() || running_here {
            self.amount_named_alone_is_its_total();
        }
        if let Some(first) = share_tokens.first() {
            self.rows_named_before_a_share_are_counted(*first);
            self.shares_of_a_category();
        }
        let measured = !self.intent.measures.is_empty()
            && self.intent.comparison.is_none()
            && self.intent.calculation.is_none();
        if !share_tokens.is_empty() {
            // 各地区销售额占比: each group's share. With nothing to group by
            // (上海的销售额占比) the total it is a share of is not built.
            if measured && (!self.intent.dimensions.is_empty() || self.intent.grain.is_some()) {
                self.intent.calculation = Some(Calculation::Share);
                self.understood_tokens.extend(share_tokens.iter().copied());
                // "what percentage of sales comes from each region", 来自:
                // where the shares come from is the grouping, said again.
                self.where_a_share_comes_from();
            } else if self.intent.comparison.is_some() {
                self.notes
                    .push("a share and a period comparison in one question".into());
            } else if measured && !self.intent.filters.is_empty() && !self.intent.any_filter {
                // 线上渠道的销售额占比, "what percentage of orders are
                // cancelled": no groups, so the rows the question picks
                // out are the part, and all rows the whole.
                let part = std::mem::take(&mut self.intent.filters);
                self.intent.calculation = Some(Calculation::PartShare { part });
                self.understood_tokens.extend(share_tokens.iter().copied());
                // "what share of revenue comes from flagship stores": the
                // part, said again.
                self.where_a_share_comes_from();
            } else {
                self.notes.push("a share of a total without groups".into());
            }
        }
        self.ranked_by_growth();
        if let Some(span) = calcs.per_average.as_ref() {
            self.average_over_groups(span, calcs.per_period);
        }
        // 每月累计销售额: a running total over the periods. Without a grain
        // 累计 is a plain total, which the aggregation cue already read.
        if let Some(span) = calcs.running.as_ref() {
            if measured && running_here {
                self.intent.calculation = Some(Calculation::Running);
                let words: Vec<usize> = self.q.tokens_in(span).collect();
                self.understood_tokens.extend(words);
            }
        }
    }

    /// Whether `d` keys the rows measured themselves: a key of the table
    /// every measure is of (not a reference to another table's rows).
    fn is_own_row_key(&self, d: &ColumnRef) -> bool {
        if !self.is_key(d) {
            return false;
        }
        let referenced = self
            .table(&d.table)
            .is_some_and(|t| t.foreign_keys.iter().any(|f| f.columns.contains(&d.column)));
        // (A metric is of the table it is computed over: 销量 of order
        // lines is not of the orders.)
        let of_its_table = |m: &Measure| match &m.target {
            MeasureTarget::Column { column } => column.table == d.table,
            MeasureTarget::Rows { table } => *table == d.table,
            MeasureTarget::Metric { id } => self.metric_table(id).is_none_or(|t| t == d.table),
        };
        !referenced && self.intent.measures.iter().all(of_its_table)
    }

    /// 平均每天的销售额, 日均订单数, "average revenue per store": an
    /// average said with the unit it is per (`calc::per_average`), of
    /// totals or counts grouped by that one unit, is the average of the
    /// groups' totals. Each group's own average (每个门店的平均销售额) is
    /// not said so and stays doubtful.
    fn average_over_groups(&mut self, span: &std::ops::Range<usize>, per_period: bool) {
        let groupings = self.intent.dimensions.len() + usize::from(self.intent.grain.is_some());
        let english_per = self.q.lower.get(span.clone()).is_some_and(|w| w.is_ascii());
        let per_kind = ["每种", "每类"].iter().any(|w| self.q.lower.contains(w));
        // 平均每笔订单金额, 平均每单金额: per one row (a classifier, or 单
        // for the orders it names) a number said after it is averaged over
        // the rows.
        // (After a classifier, the noun must be the rows': 每个城市 is per
        // city, not per row.)
        let unit_at = self.q.lower.get(span.end..).map(|rest| {
            let skipped = if rest.starts_with('每') {
                '每'.len_utf8()
            } else {
                0
            };
            span.end + skipped
        });
        let unit = unit_at.and_then(|at| Some((at, self.q.lower.get(at..)?.chars().next()?)));
        let said_after = |at: usize| {
            let k = self.q.tokens.iter().position(|t| t.span.start == at)?;
            self.slot_of_token(k).and_then(|j| self.target(j).cloned())
        };
        let per_one = |c: &ColumnRef| match unit {
            // (单 is an order: per one row of the table it names — 每单件数
            // of order lines is per order, not per line.)
            Some((_, '单')) => self
                .table_said_by_its_head('单')
                .is_some_and(|t| t == c.table),
            Some((at, u)) if "笔个件位名".contains(u) => match said_after(at + u.len_utf8()) {
                Some(Target::Table(t)) => t == c.table,
                Some(Target::Column(d)) => d == *c,
                // (平均每笔取款金额: per one row of a stored value's.)
                Some(Target::Value { column, .. }) => column.table == c.table,
                _ => false,
            },
            _ => false,
        };
        // (每 read the number as a grouping: 每单金额.)
        let said: Vec<ColumnRef> = self
            .intent
            .dimensions
            .iter()
            .chain(&self.intent.projections)
            .filter(|c| self.is_numeric(c) && !self.is_key(c))
            .cloned()
            .collect();
        let averaged = said.first().filter(|c| {
            said.iter().all(|d| d == *c) && self.intent.dimensions.iter().all(|d| d == *c)
        });
        let nothing_else = self.intent.grain.is_none() && self.intent.measures.is_empty();
        if let Some(column) = averaged.filter(|c| nothing_else && per_one(c)).cloned() {
            self.intent.dimensions.clear();
            self.intent.projections.clear();
            self.push_measure(Measure {
                aggregation: Aggregation::Avg,
                target: MeasureTarget::Column { column },
            });
            self.take_construct_words(span);
            return;
        }
        // 每个门店平均每天的销售额: per period, for each group — the periods
        // are averaged and the groups kept.
        let per_period_of_groups =
            per_period && self.intent.grain.is_some() && !self.intent.dimensions.is_empty();
        // "average daily revenue", 平均每天的收入: the one average word is
        // the construct's own, so the amount read with it is each unit's
        // total (undone below unless the rest fits).
        // (Not where the question picks groups — "which city …, its average"
        // — whose own figures it wants.)
        let read = self.intent.measures.clone();
        let words: Vec<usize> = self.q.tokens_in(span).collect();
        let averages: Vec<usize> = (0..self.slots.len())
            .filter(|i| self.cue_at(*i) == Some(CueKind::Avg))
            .collect();
        let only_the_constructs = matches!(averages.as_slice(), [a] if self.slots[*a].tokens.clone().any(|t| words.contains(&t)));
        if only_the_constructs && self.intent.having.is_empty() && !self.has_cue(CueKind::Which) {
            let amounts: Vec<bool> = read
                .iter()
                .map(|m| match (&m.target, m.aggregation) {
                    (MeasureTarget::Column { column }, Aggregation::Avg) => {
                        self.is_amount(column)
                            && !self.said_as_each_rows_amount(column)
                            && !is_span_of_one_event(column)
                    }
                    _ => false,
                })
                .collect();
            for (m, amount) in self.intent.measures.iter_mut().zip(amounts) {
                if amount {
                    m.aggregation = Aggregation::Sum;
                }
            }
        }
        let adds_up = |m: &Measure| match (&m.target, m.aggregation) {
            (MeasureTarget::Metric { id }, _) => self.metric_is_a_total(id),
            (_, Aggregation::Sum | Aggregation::Count | Aggregation::CountDistinct) => true,
            _ => false,
        };
        // (Periods come in time order; that is no ranking.)
        let ranked = match &self.intent.order {
            None => false,
            Some(o) => {
                self.intent.grain.is_none()
                    || o.descending
                    || !matches!(o.key, OrderKey::Column { .. })
            }
        };
        let fits = !self.intent.measures.is_empty()
            && self.intent.measures.iter().all(adds_up)
            && self.intent.comparison.is_none()
            && self.intent.calculation.is_none()
            && !ranked
            && self.intent.limit.is_none()
            && (groupings == 1 || per_period_of_groups)
            // (Per own row — 每个订单 grouped by the order's key — there is
            // nothing to average over; per the order an order line
            // references, "average quantity per order", there is.)
            && !self.intent.dimensions.iter().any(|d| self.is_own_row_key(d))
            // (Nor per entity of the rows counted — customers counted per
            // customer — where every group counts one.)
            && !self.counts_the_grouped_entity()
            // ("average attendance per result": per a kind of thing, not
            // per a unit counted, English asks each kind's own average; so
            // does Chinese saying the kind, 每种服务平均多少分钟.)
            && !((english_per || per_kind)
                && self.intent.dimensions.iter().any(|d| self.names_kinds(d)));
        if !fits {
            self.intent.measures = read;
            // 日均客单价: 日均 said the grain and the average both; read as
            // the grain alone it would drop the average.
            let word = self.q.lower.get(span.clone()).unwrap_or_default();
            if matches!(word, "日均" | "月均" | "周均" | "年均") {
                self.notes
                    .push(format!("{word}: an average per period of what is no total"));
            }
            return;
        }
        // (The periods' order stays: it says which date column they are
        // of when no time range does.)
        self.intent.calculation = Some(Calculation::AverageOfGroups);
        self.take_construct_words(span);
        self.notes.retain(|n| !n.starts_with(AVERAGE_OF_A_TOTAL));
    }

    /// Whether `column` is said with its rows' noun before it — "booking
    /// amount", "order value", 订单金额 —, or by that noun alone in the
    /// singular right after "average" ("average pledge per campaign"): the
    /// amount of each row, whose average per group is each group's own,
    /// not one of their totals.
    fn said_as_each_rows_amount(&self, column: &ColumnRef) -> bool {
        let Some(table) = self.table(&column.table) else {
            return false;
        };
        let averaged_by_their_noun = (0..self.slots.len()).any(|j| {
            matches!(self.target(j), Some(Target::Table(t)) if *t == column.table)
                && self
                    .prev_meaningful(j)
                    .is_some_and(|a| self.cue_at(a) == Some(CueKind::Avg))
        });
        if averaged_by_their_noun && self.rows_said_in_the_singular(&column.table) {
            return true;
        }
        let nouns = chatdb_knowledge::text::name_words(&table.name);
        let chinese = crate::mention::rows_in_chinese(table);
        // (Said in one name, or the table's name right before the column's.)
        let table_right_before = |j: usize| {
            j.checked_sub(1).is_some_and(|b| {
                matches!(self.target(b), Some(Target::Table(t)) if *t == column.table)
                    && self.slots[b].tokens.end == self.slots[j].tokens.start
            })
        };
        self.slots.iter().enumerate().any(|(j, s)| {
            matches!(self.target(j), Some(Target::Column(c)) if c == column)
                && (s.tokens.len() >= 2
                    && (nouns.contains(&self.q.tokens[s.tokens.start].norm)
                        || chinese
                            .iter()
                            .any(|zh| self.raw(j).starts_with(zh.as_str())))
                    || table_right_before(j))
        })
    }

    /// 客户的性别比例, "the proportion of customers by gender": a share
    /// said of a category column alone, with nothing measured nor grouped,
    /// is how its rows split among its values — counted per value, each
    /// count's share of all.
    fn shares_of_a_category(&mut self) {
        if !self.intent.measures.is_empty() || !self.intent.dimensions.is_empty() {
            return;
        }
        let [c] = self.intent.projections.as_slice() else {
            return;
        };
        let c = c.clone();
        if self.is_numeric(&c)
            || self.column_type(&c).is_temporal()
            || self.is_key(&c)
            || self.names_its_rows(&c)
            || !self.holds_a_category(&c)
        {
            return;
        }
        self.intent.projections.clear();
        self.intent.distinct = false;
        self.intent.dimensions.push(c.clone());
        self.push_measure(Measure {
            aggregation: Aggregation::Count,
            target: MeasureTarget::Rows { table: c.table },
        });
    }

    /// The words of a construct's `span` are understood, and the slots
    /// they fall in used.
    fn take_construct_words(&mut self, span: &std::ops::Range<usize>) {
        let words: Vec<usize> = self.q.tokens_in(span).collect();
        for slot in &mut self.slots {
            if slot.tokens.clone().any(|t| words.contains(&t)) {
                slot.used = true;
            }
        }
        self.understood_tokens.extend(words);
    }

    /// Whether a count is of the rows a grouping names one by one (its
    /// key, or the name of the entity): each group then counts one row.
    fn counts_the_grouped_entity(&self) -> bool {
        self.intent
            .measures
            .iter()
            .any(|m| match (&m.target, m.aggregation) {
                (MeasureTarget::Rows { table }, Aggregation::Count) => {
                    self.intent.dimensions.iter().any(|d| {
                        d.table == *table
                            && (self.is_key(d) || chatdb_core::schema::named_like_a_name(&d.column))
                    })
                }
                _ => false,
            })
    }

    /// Whether the word right after slot `v` is "rate" or 率 (退款率,
    /// "refund rate").
    pub(super) fn rate_said_after(&self, v: usize) -> bool {
        self.q
            .tokens
            .get(self.slots[v].tokens.end)
            .is_some_and(|w| matches!(w.norm.as_str(), "rate" | "率"))
    }

    /// "refund rate": the word right after a value (rate, 率) is the rate
    /// of rows with that value, not a column read from the word alone
    /// (a discount rate). Before the roles are read its slot becomes a word
    /// that says nothing else; `rate_of_a_value` reads it afterwards.
    pub(super) fn rate_word_is_no_column(&mut self) {
        for v in (0..self.slots.len()).rev() {
            if !matches!(self.target(v), Some(Target::Value { .. })) {
                continue;
            }
            let k = self.slots[v].tokens.end;
            let rate = self.rate_said_after(v);
            let Some(r) = self.slot_of_token(k).filter(|_| rate) else {
                continue;
            };
            let Some(read) = self.target(r).cloned() else {
                continue;
            };
            if matches!(read, Target::Column(_)) && self.slots[r].tokens.len() == 1 {
                self.slots[r].item = Item::Cue(CueKind::Filler);
                self.slots[r].alts.clear();
                // (Nor is a doubt about that reading left.)
                let said = describe(&read);
                self.notes.retain(|n| !n.ends_with(&said));
            }
        }
    }

    /// "cancellation rate by channel", 各渠道的退款率: a rate said right
    /// after a value (a state of the rows) is the share of the rows in that
    /// state — of each group's rows when grouped — not a column named
    /// "rate".
    fn rate_of_a_value(&mut self) {
        // (失败率, 退货率: jieba keeps the value and its 率 as one word, which
        // the value's mention holds; unless read as a rate below, those
        // rows are not what is asked.)
        let glued = (0..self.slots.len()).find(|&v| {
            matches!(self.target(v), Some(Target::Value { .. })) && self.raw(v).ends_with('率')
        });
        if let Some(v) = glued {
            if !self.read_rate_of_a_value() {
                let said = self.raw(v).to_string();
                self.notes.push(format!(
                    "{said} is a rate of rows with a value, not read as one"
                ));
            }
            return;
        }
        self.read_rate_of_a_value();
    }

    /// [`Self::rate_of_a_value`]'s reading; whether it was read.
    fn read_rate_of_a_value(&mut self) -> bool {
        if self.intent.comparison.is_some() || self.intent.calculation.is_some() {
            return false;
        }
        // Nothing measured yet, or (每个月的退款率) the periods' count of
        // one table's rows, read for the grain: the whole the rate is of.
        let counted = match self.intent.measures.as_slice() {
            [] => None,
            [Measure {
                aggregation: Aggregation::Count,
                target: MeasureTarget::Rows { table },
            }] if self.intent.grain.is_some() => Some(table.clone()),
            _ => return false,
        };
        // The rate's word: its own token right after the value (率 may be
        // no mention at all; "rate" may have been read as a rate column),
        // or the end of the value's own word (失败率).
        let found = (0..self.slots.len()).find_map(|v| {
            let Some(Target::Value { column, value }) = self.target(v) else {
                return None;
            };
            if self.slots[v].used && self.raw(v).ends_with('率') {
                return Some((None, column.clone(), value.clone()));
            }
            let k = self.slots[v].tokens.end;
            let word = self.q.tokens.get(k)?;
            (self.slots[v].used && matches!(word.norm.as_str(), "rate" | "率"))
                .then(|| (Some(k), column.clone(), value.clone()))
        });
        let Some((k, column, value)) = found else {
            return false;
        };
        // (Another table's rows counted are no whole of these.)
        if counted.is_some_and(|t| t != column.table) {
            return false;
        }
        let Some(at) = self.intent.filters.iter().position(|f| {
            f.column == column && f.op == FilterOp::Eq && f.values == [Literal::Text(value.clone())]
        }) else {
            return false;
        };
        // Whatever the rate's word was read as elsewhere is not asked for.
        match k.map(|k| (k, self.slot_of_token(k))) {
            None => {}
            Some((_, Some(r))) => {
                if let Some(Target::Column(c)) = self.target(r).cloned() {
                    self.intent.projections.retain(|p| *p != c);
                    let said = describe(&Target::Column(c));
                    self.notes.retain(|n| !n.ends_with(&said));
                }
                self.slots[r].used = true;
            }
            Some((k, None)) => self.understood_tokens.push(k),
        }
        let part = vec![self.intent.filters.remove(at)];
        self.intent.measures.clear();
        self.intent.measures.push(Measure {
            aggregation: Aggregation::Count,
            target: MeasureTarget::Rows {
                table: column.table.clone(),
            },
        });
        self.intent.calculation = Some(Calculation::PartShare { part });
        self.rate_ranked();
        true
    }

    /// "conversion rate", "churn rate by plan": a rate said after the noun
    /// of a verb whose participle names a yes/no column (converted,
    /// churned) is the share of the rows where it holds — of each group's
    /// rows when grouped —, as a rate after a value is
    /// ([`Self::rate_of_a_value`]). Only where the noun places nothing else.
    fn rate_of_a_state(&mut self) {
        if self.q.chinese {
            self.rate_glued_to_a_state();
            return;
        }
        if self.intent.comparison.is_some()
            || self.intent.calculation.is_some()
            || !self.intent.measures.is_empty()
        {
            return;
        }
        let Some((k, noun_at, spelled)) = self.noun_before_rate() else {
            return;
        };
        // ("attendance rate": the noun may name the column itself,
        // attended; anything else it names is not a state's noun.)
        // ("abnormal rate", "defect rate": or a yes/no column named
        // otherwise — the share where it holds.)
        let said = match self.slot_of_token(noun_at).map(|j| self.target(j)) {
            None => None,
            Some(Some(Target::Column(c))) => match self.reached_state(c).or_else(|| {
                (self.says_yes_or_no(c) && !c.column.contains("rate"))
                    .then(|| self.in_state(c.clone(), true))
            }) {
                Some(part) => Some(part),
                None => return,
            },
            Some(_) => return,
        };
        let noun = self.q.tokens[noun_at].norm.clone();
        let mut verbs = crate::mention::verbs_of_ion_noun(&spelled);
        verbs.push(noun);
        // The one state of the schema named by the participle of one of
        // those verbs: a yes/no column, or a date kept once it happened.
        let this = &*self;
        let states: Vec<Filter> = this
            .cx
            .schema
            .tables
            .iter()
            .flat_map(|t| {
                let verbs = &verbs;
                t.columns.iter().filter_map(move |c| {
                    let column = ColumnRef::new(t.qualified_name(), &c.name);
                    let participle = participle_named(&c.name)?;
                    // (won of win: an irregular participle's verb is no stem of it.)
                    let verb = chatdb_knowledge::text::verb_of_irregular_participle(&participle)
                        .map_or_else(|| stem(&participle), stem);
                    if !verbs.contains(&verb) {
                        return None;
                    }
                    this.reached_state(&column)
                })
            })
            .collect();
        let part = match (said, states.as_slice()) {
            (Some(part), _) => part,
            (None, [part]) => part.clone(),
            _ => return,
        };
        if self.grouped_apart_from(&part.column.table) {
            return;
        }
        self.read_as_rate_of(k, noun_at, part);
    }

    /// The rows a state named by a participle keeps: a yes/no column's
    /// where it holds (`converted`), or a date's, empty in places, where it
    /// is kept — the event happened ("completion rate" of `completed_at`).
    fn reached_state(&self, c: &ColumnRef) -> Option<Filter> {
        participle_named(&c.column)?;
        if self.says_yes_or_no(c) {
            return Some(self.in_state(c.clone(), true));
        }
        (self.column_type(c).is_temporal() && self.empty_in_places(c)).then(|| Filter {
            column: c.clone(),
            op: FilterOp::IsNotNull,
            values: Vec::new(),
        })
    }

    /// Whether the reading groups by something of rows `table`'s rows do
    /// not reach: not these rows' groups.
    fn grouped_apart_from(&self, table: &str) -> bool {
        self.intent
            .dimensions
            .iter()
            .any(|d| !self.cx.schema.reaches(table, &d.table, 3))
    }

    /// 通过率, 转化率 of a yes/no column named by the verb (`passed`,
    /// `converted`): jieba keeps the rate glued to it, one word — the share
    /// of the rows where it holds, of each group's rows when grouped, as
    /// "pass rate" is. Not of a column that is itself a rate.
    fn rate_glued_to_a_state(&mut self) {
        if self.intent.comparison.is_some()
            || self.intent.calculation.is_some()
            || !self.intent.measures.is_empty()
        {
            return;
        }
        // (异常率: or said apart from it, 异常 | 率.)
        let found = (0..self.slots.len()).find_map(|j| match self.target(j) {
            Some(Target::Column(c))
                if (self.raw(j).ends_with('率') || self.rate_said_after(j))
                    && self.says_yes_or_no(c)
                    && !c.column.contains('率') =>
            {
                Some((j, c.clone()))
            }
            _ => None,
        });
        let Some((j, state)) = found else {
            return;
        };
        if self.grouped_apart_from(&state.table) {
            return;
        }
        if !self.raw(j).ends_with('率') {
            self.understand_token(self.slots[j].tokens.end);
        }
        self.slots[j].used = true;
        self.intent.projections.retain(|p| *p != state);
        self.intent.distinct = false;
        self.intent.measures.push(Measure {
            aggregation: Aggregation::Count,
            target: MeasureTarget::Rows {
                table: state.table.clone(),
            },
        });
        let part = self.in_state(state, true);
        self.intent.calculation = Some(Calculation::PartShare { part: vec![part] });
        self.rate_ranked();
    }

    /// A rate's word at token `k` after its noun at `noun_at` read as the
    /// share of the rows of `part`'s table it keeps — of each group's
    /// rows when grouped: whatever the rate's word was read as is not
    /// asked for, nor are the rows themselves listed.
    fn read_as_rate_of(&mut self, k: usize, noun_at: usize, part: Filter) {
        if let Some(r) = self.slot_of_token(k) {
            if let Some(Target::Column(c)) = self.target(r).cloned() {
                self.intent.projections.retain(|p| *p != c);
            }
            self.slots[r].used = true;
        } else {
            self.understood_tokens.push(k);
        }
        self.understood_tokens.push(noun_at);
        self.intent
            .projections
            .retain(|p| p.table != part.column.table);
        self.intent.measures.push(Measure {
            aggregation: Aggregation::Count,
            target: MeasureTarget::Rows {
                table: part.column.table.clone(),
            },
        });
        self.intent.calculation = Some(Calculation::PartShare { part: vec![part] });
        self.rate_ranked();
    }

    /// The first "rate" of an English question past its first word: its
    /// token, the token before it and that word as written.
    fn noun_before_rate(&self) -> Option<(usize, usize, String)> {
        let rate = stem("rate");
        let k = (1..self.q.tokens.len()).find(|&k| self.q.tokens[k].norm == rate)?;
        let spelled = self.q.lower.get(self.q.tokens[k - 1].span.clone())?;
        Some((k, k - 1, spelled.to_string()))
    }

    /// "deployment failure rate", "cancellation rate by channel": a rate
    /// said after the noun of the verb whose participle is a stored value
    /// (failure of 'failed', cancellation of 'cancelled') is the share of
    /// the rows with that value, as a rate after the value itself is
    /// ([`Self::rate_of_a_value`]). The value must be the one of a table
    /// the question names; the noun must place nothing else.
    fn rate_of_a_value_said_by_its_noun(&mut self) {
        if self.q.chinese
            || self.intent.comparison.is_some()
            || self.intent.calculation.is_some()
            || !self.intent.measures.is_empty()
            || !self.intent.filters.is_empty()
        {
            return;
        }
        let Some((k, noun_at, spelled)) = self.noun_before_rate() else {
            return;
        };
        if self.slot_of_token(noun_at).is_some() {
            return;
        }
        // (failure of fail, cancellation of cancel, renewal of renew.)
        let mut verbs = crate::mention::verbs_of_ion_noun(&spelled);
        for suffix in ["ure", "al"] {
            if let Some(verb) = spelled.strip_suffix(suffix).filter(|v| v.len() >= 3) {
                verbs.push(stem(verb));
            }
        }
        verbs.push(self.q.tokens[noun_at].norm.clone());
        let named = self.tables_mentioned();
        // (The tables named, those referring to one — "failure rate by
        // service": the services' deployments —, or, with none named, any.)
        let candidates: Vec<String> = self
            .cx
            .schema
            .tables
            .iter()
            .filter(|t| {
                named.is_empty()
                    || named.contains(&t.qualified_name())
                    || named.iter().any(|n| super::refers(t, n))
            })
            .map(|t| t.qualified_name())
            .collect();
        let mut found: Vec<(ColumnRef, String)> = Vec::new();
        for table in &candidates {
            let Some(t) = self.table(table) else { continue };
            for col in t
                .columns
                .iter()
                .filter(|c| c.logical_type == LogicalType::Text)
            {
                let c = ColumnRef::new(table, &col.name);
                let Some(profile) = self.column_profile(&c) else {
                    continue;
                };
                for v in profile.known_values() {
                    let chatdb_core::Value::Text(v) = v else {
                        continue;
                    };
                    let said = v.to_lowercase();
                    let a_participle = crate::question::is_past_participle(&said);
                    if a_participle
                        && verbs.contains(&stem(&said))
                        && !found.iter().any(|(_, w)| w == v)
                    {
                        found.push((c.clone(), v.clone()));
                    }
                }
            }
        }
        let [(column, value)] = found.as_slice() else {
            return;
        };
        let part = Filter {
            column: column.clone(),
            op: FilterOp::Eq,
            values: vec![Literal::Text(value.clone())],
        };
        self.read_as_rate_of(k, noun_at, part);
    }

    /// 哪个渠道的退款率最高, "which channel has the highest refund rate",
    /// 退款率最高的渠道: the groups asked for (after which, or named
    /// after the superlative of the rate), ranked by the rate.
    fn rate_ranked(&mut self) {
        let n = self.slots.len();
        let superlative = (0..n).find(|i| {
            matches!(self.cue_at(*i), Some(CueKind::Max | CueKind::Min)) && !self.slots[*i].used
        });
        // (What was asked for was read as the values listed — attributes
        // the rows share, not their own names or keys; another table's
        // rows, 退款率最高的门店, are what the counted rows belong to.)
        let counted = self.intent.measures.iter().find_map(|m| match &m.target {
            MeasureTarget::Rows { table } => Some(table.clone()),
            _ => None,
        });
        if self.intent.dimensions.is_empty() {
            let attributes = !self.intent.projections.is_empty()
                && self.intent.projections.iter().all(|p| {
                    !self.names_the_rows(p) || counted.as_ref().is_some_and(|t| *t != p.table)
                });
            if !(self.has_cue(CueKind::Which) || superlative.is_some() && attributes)
                || self.intent.projections.is_empty()
            {
                return;
            }
            self.intent.dimensions = std::mem::take(&mut self.intent.projections);
            self.intent.distinct = false;
        }
        if let (Some(s), None) = (superlative, &self.intent.order) {
            self.intent.order = Some(Order {
                key: OrderKey::Measure { index: 0 },
                descending: self.cue_at(s) == Some(CueKind::Max),
            });
            self.intent.limit.get_or_insert(1);
            self.slots[s].used = true;
        }
    }

    /// 各渠道的订单占比, "share of orders by channel", "percentage of
    /// orders that are cancelled": with groups or a part picked out and
    /// nothing measured, a share of a table's rows (the table named just
    /// before the share, else right after it) is a share of their count.
    fn rows_named_before_a_share_are_counted(&mut self, share_at: usize) {
        if !self.intent.measures.is_empty()
            || self.intent.comparison.is_some()
            || self.intent.dimensions.is_empty()
                && self.intent.grain.is_none()
                && self.intent.filters.is_empty()
        {
            return;
        }
        // (门店 names the stores and their name column alike.)
        let table_at = |k: usize| match &self.slots[k].item {
            Item::Mention(Target::Table(t)) => Some((k, t.clone())),
            Item::Mention(Target::Column(c))
                if self.is_label(c) && !self.intent.dimensions.contains(c) =>
            {
                Some((k, c.table.clone()))
            }
            _ => None,
        };
        let n = self.slots.len();
        let named = (0..n)
            .rev()
            .filter(|k| self.slots[*k].tokens.end <= share_at)
            .find_map(table_at)
            // "share of orders by channel": the table right after it.
            .or_else(|| {
                (0..n)
                    .filter(|k| self.slots[*k].tokens.start > share_at)
                    .take(2)
                    .find_map(table_at)
            });
        if let Some((k, table)) = named {
            self.slots[k].used = true;
            self.intent.measures.push(Measure {
                aggregation: Aggregation::Count,
                target: MeasureTarget::Rows { table },
            });
        }
    }

    /// Whether a column holds amounts that add up: a number, not a key, not
    /// a per-unit value (a price, a rate, an age).
    fn is_amount(&self, c: &ColumnRef) -> bool {
        self.is_numeric(c) && !self.is_key(c) && !is_per_unit(c)
    }

    /// "revenue compared to last year", "percentage of revenue by channel",
    /// "cumulative revenue by month": a comparison, a share or a running
    /// total is of a total, so an amount named on its own (the one listed
    /// number column, not a key, not a per-unit value) is summed.
    fn amount_named_alone_is_its_total(&mut self) {
        if !self.intent.measures.is_empty() || self.intent.projections.len() != 1 {
            return;
        }
        let c = self.intent.projections[0].clone();
        if !self.is_amount(&c) {
            return;
        }
        self.intent.projections.clear();
        self.intent.dimensions.retain(|d| *d != c);
        self.intent.measures.push(Measure {
            aggregation: Aggregation::Sum,
            target: MeasureTarget::Column { column: c },
        });
    }
}

/// The past participle a column is named by, past is_ / has_ (attended,
/// is_converted), lower-cased.
fn participle_named(column: &str) -> Option<String> {
    let first = chatdb_knowledge::text::split_identifier(column)
        .into_iter()
        .map(|w| w.to_lowercase())
        .find(|w| w != "is" && w != "has")?;
    crate::question::is_past_participle(&first).then_some(first)
}
