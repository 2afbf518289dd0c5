//! One aggregate cue placed: what a count, total, average, extreme or
//! "how many" governs — the mention it takes and the measure or ordering it
//! makes — read cue by cue, counts and amounts before superlatives.

use super::*;

/// An aggregate cue as read before it is placed.
struct AggregateCue {
    /// The cue's slot.
    at: usize,
    kind: CueKind,
    aggregation: Aggregation,
    /// 多少 / "how many": it asks an amount.
    how_many: bool,
    /// A Chinese cue said after what it aggregates (数量最多).
    suffix_style: bool,
    /// It picks rows by the extreme rather than asking the extreme's value.
    superlative: bool,
    /// A distinct cue is said beside it.
    distinct: bool,
    /// The table noun (first slot) qualifying the column said after the
    /// cue (second slot): "the average order amount".
    qualified: Option<(usize, usize)>,
    /// The mentions it may govern, in the order they are tried.
    candidates: Vec<usize>,
}

/// What an aggregate cue made of one mention it may govern.
enum Placement {
    /// Nothing: the next mention is tried.
    NotHere,
    /// Placed on the mention, which is used (and shared with the next cue
    /// of a chain).
    OnTheMention,
    /// Placed; the mention is left as it is.
    Elsewhere,
}

impl Parser<'_, '_> {
    /// Places every aggregate cue, counts and amounts first, superlatives
    /// last: each is read ([`AggregateCue`]), then tried as a superlative of
    /// a period or of an aggregate said, then on the mentions it governs,
    /// and last on what no word names.
    pub(in crate::parse) fn aggregations(&mut self) {
        let n = self.slots.len();
        let superlative_context =
            self.has_cue(CueKind::Which) || !self.intent.dimensions.is_empty();
        // Counts and amounts first, superlatives last: "the most number of
        // concerts" counts concerts, then orders by that count.
        let rank = |k: Option<CueKind>| match k {
            Some(CueKind::Count | CueKind::HowMuch) => 0,
            Some(CueKind::Max | CueKind::Min) => 2,
            _ => 1,
        };
        let mut order: Vec<usize> = (0..n).collect();
        order.sort_by_key(|i| (rank(self.cue_at(*i)), *i));
        // Mentions a cue took, which the next cue of a chain shares.
        let mut claimed: BTreeSet<usize> = BTreeSet::new();
        for i in order {
            let Some(cue) = self.aggregate_cue(i, &claimed, superlative_context) else {
                continue;
            };
            if self.superlative_of_a_period(&cue) || self.superlative_of_an_aggregate(&cue) {
                continue;
            }
            let placed = self.aggregate_governed(&cue, &mut claimed)
                || self.aggregate_with_nothing_governed(&cue);
            if placed {
                self.slots[i].used = true;
                for k in i.saturating_sub(2)..(i + 3).min(self.slots.len()) {
                    if self.cue_at(k) == Some(CueKind::Distinct) {
                        self.slots[k].used = true;
                    }
                }
            }
        }
    }

    /// The aggregate cue at slot `i` read: none when there is none, it is
    /// used, or it names no aggregate of its own (then it is used, or its
    /// count averaged, here). `claimed` are the mentions earlier cues took;
    /// `superlative_context` whether the question, before any cue was
    /// placed, asked which or grouped.
    fn aggregate_cue(
        &mut self,
        i: usize,
        claimed: &BTreeSet<usize>,
        superlative_context: bool,
    ) -> Option<AggregateCue> {
        let zh = self.q.chinese;
        let n = self.slots.len();
        let kind = self.cue_at(i)?;
        if self.slots[i].used {
            return None;
        }
        let agg = kind.aggregation()?;
        let how_many = kind == CueKind::HowMuch
            || kind == CueKind::Count && crate::parse::compare::asks_how_many(self.raw(i));
        if self.names_no_aggregate_of_its_own(i, kind, how_many) {
            return None;
        }
        let skip = [CueKind::Distinct, CueKind::Group];
        // "average, minimum and maximum age": a chain shares its target.
        let chain = [
            CueKind::Distinct,
            CueKind::Avg,
            CueKind::Sum,
            CueKind::Min,
            CueKind::Max,
            CueKind::Count,
        ];
        // (哪个公司的品牌最多，以及它的平均市场份额: not across a comma.)
        let shared = (i + 1..n)
            .filter(|j| !self.is_filler(*j))
            .take_while(|j| !zh || !self.clause_break_between(i, *j))
            .take_while(|j| {
                matches!(self.cue_at(*j), Some(k) if chain.contains(&k))
                    || self.target(*j).is_some()
            })
            .take(4)
            .find(|j| self.target(*j).is_some() && claimed.contains(j));
        // (共有多少个，他们平均年龄是多少: not across the comma.)
        let after = shared.or_else(|| {
            self.mention_after(i, &skip, 3)
                .filter(|j| !zh || !self.clause_break_between(i, *j))
        });
        // 多少个有门店的洗衣机牌子: a clause 有…的 after the count
        // modifies the noun after its 的, which is what is counted — not
        // a word inside the clause.
        let after = match after {
            Some(j) if zh && how_many => self.head_of_a_having_clause(i, j).or(Some(j)),
            Some(j) => Some(self.past_a_value_qualifying(j)),
            other => other,
        };
        let before = self
            .amount_asked_before_on_average(i, after)
            .or_else(|| self.mention_before(i, &skip, 2));
        // (送了多少桶, 几桶: a count kept in a column said right after 多少
        // or 几 is what it asks, not the rows said before it.)
        let right_after = |said: &dyn Fn(&Target) -> bool| {
            how_many
                && after.is_some_and(|j| {
                    self.slots[j].tokens.start == self.slots[i].tokens.end
                        && self.target(j).is_some_and(said)
                })
        };
        let a_count_right_after =
            right_after(&|t| matches!(t, Target::Column(c) if self.holds_a_count(c)));
        // (金卡会员有多少销售额: 多少 right before a measure of the layer
        // asks how much of it, not how many of the rows said before.)
        let a_metric_right_after = right_after(&|t| matches!(t, Target::Metric(_)));
        let suffix_style =
            zh && self.cue_is_suffix(i) && !a_count_right_after && !a_metric_right_after;
        // (平均每单送几桶: an average said before it in the clause is
        // of that count.)
        if let (true, Some(j)) = (a_count_right_after, after) {
            if self.count_averaged(i, j) {
                return None;
            }
        }
        // "the average order amount": the table's noun qualifies the
        // column after it, which is what is measured.
        let qualified = after.and_then(|j| self.column_qualified_by(j).map(|k| (j, k)));
        let candidates: Vec<usize> = if suffix_style {
            before.into_iter().chain(after).collect()
        } else {
            qualified
                .map(|(_, k)| k)
                .into_iter()
                .chain(after)
                .chain(before)
                .collect()
        };
        let distinct = (i.saturating_sub(2)..(i + 3).min(n))
            .any(|k| self.cue_at(k) == Some(CueKind::Distinct));
        let aggregate_word = matches!(
            self.raw(i),
            "maximum" | "minimum" | "max" | "min" | "最大值" | "最小值"
        );
        // 功能得分最少是多少: asks for the value, not for the row.
        let asks_how_much = |j: usize| {
            let rest = self
                .text_after(j)
                .trim_start_matches(['的', '有', '了', ' ']);
            rest.starts_with("是多少") || rest.starts_with("多少")
        };
        // (最少防守多少: the amount asked right after its column.)
        let column_then_how_much = zh && after.is_some_and(|j| j == i + 1 && asks_how_much(j));
        let asks_value = asks_how_much(i) || column_then_how_much;
        // "which model has the minimum horsepower": with a which, even
        // "minimum" picks a row.
        // 哪些公司…及其最大的用户数量: "its largest" is each group's
        // extreme, not a ranking.
        let its = zh
            && self.slots[i]
                .tokens
                .start
                .checked_sub(1)
                .is_some_and(|k| matches!(self.q.tokens[k].norm.as_str(), "其" | "及其"));
        let superlative = matches!(kind, CueKind::Max | CueKind::Min)
            && !its
            && (!aggregate_word
                || self.has_cue(CueKind::Which) && self.intent.dimensions.is_empty())
            && !asks_value
            && (self.has_cue(CueKind::Which)
                || self.picks_a_period
                || superlative_context
                    && matches!(self.raw(i), "most" | "least" | "fewest" | "最多" | "最少")
                || self.superlative_phrase(i));
        Some(AggregateCue {
            at: i,
            kind,
            aggregation: agg,
            how_many,
            suffix_style,
            superlative,
            distinct,
            qualified,
            candidates,
        })
    }

    /// "how long is a lesson on average": "on average" said last, with no
    /// mention after it, is of the one number column the question names
    /// before it, however far — not of the rows said right before it.
    fn amount_asked_before_on_average(&self, i: usize, after: Option<usize>) -> Option<usize> {
        let on_average = self.cue_at(i) == Some(CueKind::Avg)
            && after.is_none()
            && self.slots[i]
                .tokens
                .start
                .checked_sub(1)
                .is_some_and(|k| self.q.tokens[k].norm == "on");
        if !on_average {
            return None;
        }
        let mut numbers =
            (0..i).filter(|j| !self.slots[*j].used && self.numeric_column_at(Some(*j)));
        match (numbers.next(), numbers.next()) {
            (Some(j), None) => Some(j),
            _ => None,
        }
    }

    /// The mention an aggregate governs when the first one after it is
    /// slot `j`: a stored value said right before a number column is an
    /// adjective of the rows measured ("average child fare", 平均儿童票价:
    /// the fares of child tickets), so the column is what is measured and
    /// the value is left to filter; otherwise `j`.
    fn past_a_value_qualifying(&self, j: usize) -> usize {
        if !matches!(self.target(j), Some(Target::Value { .. })) {
            return j;
        }
        self.next_meaningful(j, 1)
            .filter(|k| !self.slots[*k].used && self.numeric_column_at(Some(*k)))
            .unwrap_or(j)
    }

    /// A cue that names no aggregate of its own, used up: a how-many after
    /// an aggregate asks that aggregate's amount; a count right before a
    /// grouped number column is that column's name.
    fn names_no_aggregate_of_its_own(&mut self, i: usize, kind: CueKind, how_many: bool) -> bool {
        // 平均有多少参赛运动员, 最多有多少: the amount the aggregate
        // before it asks for, not a count of its own. (一共有多少个城市
        // still counts the cities; 大项项目最多是多少个 names the amount
        // before.)
        if how_many
            && self.prev_meaningful(i).is_some_and(|k| {
                matches!(
                    self.cue_at(k),
                    Some(CueKind::Avg | CueKind::Sum | CueKind::Max | CueKind::Min)
                ) && (self.numeric_column_at(self.mention_after(i, &[], 2))
                    || self.numeric_column_at(self.prev_meaningful(k)))
            })
        {
            self.slots[i].used = true;
            return true;
        }
        // "average weight by number of cylinders": a count said right
        // before a number column the rows are grouped by is that
        // column's name (the number each row keeps), not a count; so
        // is it after another aggregate of a column keeping a count
        // ("the average and maximum number of tickets").
        let after_an_aggregate = self.prev_meaningful(i).is_some_and(|p| {
            matches!(
                self.cue_at(p),
                Some(CueKind::Avg | CueKind::Max | CueKind::Min | CueKind::Sum)
            )
        });
        let names_a_grouped_number = kind == CueKind::Count
            && self.next_meaningful(i, 1).is_some_and(|j| {
                matches!(self.target(j), Some(Target::Column(c))
                    if self.is_numeric(c)
                        && (self.intent.dimensions.contains(c)
                            || after_an_aggregate && self.holds_a_count(c)))
            });
        if names_a_grouped_number {
            self.slots[i].used = true;
            return true;
        }
        false
    }

    /// A superlative asked with a period (哪天, "when"): the date of the
    /// latest or earliest row, measured (then the cue is placed), or the
    /// date of the one row it picks, shown.
    fn superlative_of_a_period(&mut self, cue: &AggregateCue) -> bool {
        let (i, superlative, agg) = (cue.at, cue.superlative, cue.aggregation);
        // 最近一笔订单是哪天, 最早的订单是哪天: the period asked of the
        // latest or earliest row is that row's date — the date's extreme.
        if superlative
            && self.picks_a_period
            && crate::parse::compare::is_date_superlative(self.raw(i))
        {
            // (客户最早是什么时候注册的: or the date itself, said after.)
            let date = self
                .implied_column(i)
                .or_else(
                    || match self.next_past_top_n(i, &[]).and_then(|j| self.target(j)) {
                        Some(Target::Column(c)) => Some(c.clone()),
                        _ => None,
                    },
                )
                .filter(|c| self.column_type(c).is_temporal())
                // (最早的保单是哪天开始的: a row keeping two dates, the
                // one said after it.)
                .or_else(|| self.date_said_after_the_row(i));
            if let Some(c) = date.filter(|_| self.intent.measures.is_empty()) {
                // (The date said after the superlative is the measured
                // one, not a column to show.)
                for k in i + 1..self.slots.len() {
                    if matches!(self.target(k), Some(Target::Column(d)) if *d == c) {
                        self.slots[k].used = true;
                    }
                }
                self.push_measure(Measure {
                    aggregation: agg,
                    target: MeasureTarget::Column { column: c },
                });
                self.picks_a_period = false;
                // (一笔: the one row, said.)
                if self.one_row_named_after(i) {
                    for k in i + 1..self.slots.len() {
                        match self.slots[k].item {
                            Item::Number(_) => self.slots[k].used = true,
                            Item::Mention(_) => break,
                            _ => {}
                        }
                    }
                }
                let asked = self.time_tokens.iter().copied().collect::<Vec<_>>();
                self.understood_tokens.extend(asked);
                self.slots[i].used = true;
                return true;
            }
        }
        // 金额最大的一笔理赔是哪天: the superlative picks one row (一笔
        // of the table after it), and 哪天 asks that row's date — not
        // the day with the most rows: the date is shown for the row the
        // amount before the superlative ranks first. (With no amount
        // said — 最大的一笔订单是哪天下的 — nothing says what ranks it.)
        if superlative && self.picks_a_period && self.one_row_named_after(i) {
            match self.date_of_the_one_row(i) {
                Some(date) => {
                    self.picks_a_period = false;
                    if !self.intent.projections.contains(&date) {
                        self.intent.projections.push(date);
                    }
                    let asked = self.time_tokens.iter().copied().collect::<Vec<_>>();
                    self.understood_tokens.extend(asked);
                }
                None => self.notes.push(
                    "a superlative of one row, asked for its date, is no ranking of periods".into(),
                ),
            }
        }
        false
    }

    /// A superlative ranking by an aggregate: the count said just before
    /// it, the rows of a table counted per value, or an aggregate said
    /// right after it.
    fn superlative_of_an_aggregate(&mut self, cue: &AggregateCue) -> bool {
        let zh = self.q.chinese;
        let (i, kind, superlative, suffix_style) =
            (cue.at, cue.kind, cue.superlative, cue.suffix_style);
        // 门店数量最多的城市: the superlative ranks by the count just
        // said; the table after it is what is ranked.
        if superlative && suffix_style {
            let counted = self.prev_meaningful(i).filter(|k| {
                self.slots[*k].used
                    && matches!(self.cue_at(*k), Some(CueKind::Count | CueKind::HowMuch))
            });
            let measure = self
                .intent
                .measures
                .iter()
                .rposition(|m| m.aggregation == Aggregation::Count);
            if let (Some(_), Some(m)) = (counted, measure) {
                self.order_by_measure(m, kind == CueKind::Max);
                self.slots[i].used = true;
                return true;
            }
        }
        // 电视剧最多的出品公司: the rows of the table before the
        // superlative, counted for each value of the column after it.
        if zh
            && matches!(kind, CueKind::Max | CueKind::Min)
            && (self.ranks_rows_by_count(i) || self.ranks_asked_entities_by_count(i))
        {
            return true;
        }
        // "the highest total amount", "the largest average order
        // amount": a superlative said of an aggregate ranks by it (the
        // aggregate, read before, measured the column already).
        if superlative && matches!(kind, CueKind::Max | CueKind::Min) {
            if let Some(m) = self.aggregate_right_after(i) {
                self.order_by_measure(m, kind == CueKind::Max);
                self.intent.limit.get_or_insert(1);
                self.slots[i].used = true;
                return true;
            }
        }
        false
    }

    /// The cue placed on a mention it governs, tried in order (or on the
    /// age oldest/youngest imply); reports whether it was placed.
    fn aggregate_governed(&mut self, cue: &AggregateCue, claimed: &mut BTreeSet<usize>) -> bool {
        let (i, kind) = (cue.at, cue.kind);
        // "the type and weight of the youngest pet": youngest is about
        // the age, whatever column stands next to it.
        // ("the oldest store": rows with no age are as old as their own
        // date is early — the order turns round.)
        let (implied, by_date_for_age) = match self.implied_column(i) {
            Some(c) => (Some(c), false),
            None => (self.date_standing_for_an_age(i), true),
        };
        let latest_first = (kind == CueKind::Max) != by_date_for_age;
        if let Some(c) = implied {
            self.aggregate_implied(cue, c, latest_first);
            return true;
        }
        for &j in &cue.candidates {
            match self.place_on(cue, j, claimed) {
                Placement::NotHere => continue,
                Placement::Elsewhere => return true,
                Placement::OnTheMention => {
                    self.slots[j].used = true;
                    claimed.insert(j);
                    if let Some((table, _)) = cue.qualified.filter(|(_, k)| *k == j) {
                        self.slots[table].used = true;
                    }
                    return true;
                }
            }
        }
        false
    }

    /// The cue placed on the mention at slot `j`, if it governs it.
    fn place_on(
        &mut self,
        cue: &AggregateCue,
        j: usize,
        claimed: &mut BTreeSet<usize>,
    ) -> Placement {
        let zh = self.q.chinese;
        let (i, kind, agg, superlative) = (cue.at, cue.kind, cue.aggregation, cue.superlative);
        let Some(t) = self.target(j).cloned() else {
            return Placement::NotHere;
        };
        // ("the 3 biggest orders": said right before the rows; "which
        // greenhouse is the largest": said of the rows asked for.)
        let attributive = !zh && self.next_past_top_n(i, &[]) == Some(j);
        let predicate = !zh
            && j < i
            && self.next_meaningful(j, 1) == Some(i)
            && self
                .prev_meaningful(j)
                .is_some_and(|w| self.cue_at(w) == Some(CueKind::Which));
        if (superlative || attributive || predicate)
            && is_size_word(self.raw(i))
            && self.size_of_rows(i, j, agg, kind == CueKind::Max, predicate)
        {
            return Placement::Elsewhere;
        }
        // ("the highest station", 最高的山: right before the rows, or
        // said of the rows asked for.)
        let before_the_rows = self.next_past_top_n(i, &[]) == Some(j) && (superlative || !zh);
        if (before_the_rows || predicate)
            && is_height_word(self.raw(i))
            && self.height_of_rows(i, j, kind == CueKind::Max)
        {
            return Placement::Elsewhere;
        }
        match (&t, agg) {
            // 今年卖出去多少单: the count's own noun (单 of 订单) is
            // what is counted; a measure in another unit said beside
            // it (销量, in 件) is not.
            (Target::Metric(id), _) if zh && self.counts_a_table_not_the_metric(i, id) => {
                Placement::NotHere
            }
            (Target::Metric(id), _) => {
                self.aggregate_a_metric(cue, id);
                Placement::OnTheMention
            }
            (Target::Table(tb), Aggregation::Count) => {
                // 钻石会员下了多少单: the noun of the count (单, 订单)
                // is what is counted; the table said before it, one
                // it refers to, only says whose.
                let table = self
                    .table_abbreviated_in(i)
                    .filter(|t| {
                        t != tb && self.table(t).is_some_and(|x| crate::parse::refers(x, tb))
                    })
                    .unwrap_or_else(|| tb.clone());
                self.push_measure(Measure {
                    aggregation: Aggregation::Count,
                    target: MeasureTarget::Rows { table },
                });
                Placement::OnTheMention
            }
            // "average pledge", "the average donation this year": rows
            // named right after "average" by their noun in the singular,
            // where they keep one amount, are averaged by it — a pledge's
            // size is its amount.
            (Target::Table(tb), Aggregation::Avg)
                if !zh
                    && self.next_meaningful(i, 1) == Some(j)
                    && self.slots[j].tokens.len() == 1
                    && self.rows_said_in_the_singular(tb) =>
            {
                let Some(c) = self
                    .money_of(tb)
                    .or_else(|| self.the_one_amount_that_adds_up(tb))
                else {
                    return Placement::NotHere;
                };
                self.aggregate_a_number(cue, j, &c);
                Placement::OnTheMention
            }
            // 平均水费, 水费总额: Chinese rows named right beside the cue by
            // a word of money (水费, a water fee) are that money, averaged
            // or totalled — the one column keeping it.
            (Target::Table(tb), Aggregation::Avg | Aggregation::Sum)
                if zh
                    && self.slots[j].tokens.len() == 1
                    && crate::parse::flows::says_money_by_its_object(self.raw(j))
                    && (self.next_meaningful(i, 1) == Some(j)
                        || self.next_meaningful(j, 1) == Some(i)) =>
            {
                let Some(c) = self.money_of(tb) else {
                    return Placement::NotHere;
                };
                self.aggregate_a_number(cue, j, &c);
                Placement::OnTheMention
            }
            (Target::Table(tb), Aggregation::Max | Aggregation::Min) if superlative => {
                // "which country has the most singers"
                let m = self.push_measure(Measure {
                    aggregation: Aggregation::Count,
                    target: MeasureTarget::Rows { table: tb.clone() },
                });
                self.order_by_measure(m, kind == CueKind::Max);
                Placement::OnTheMention
            }
            (Target::Column(c), Aggregation::Count) => self.count_of_a_column(cue, j, c, claimed),
            (Target::Column(c), _) if self.is_numeric(c) => {
                self.aggregate_a_number(cue, j, c);
                Placement::OnTheMention
            }
            // "which region has the most stores", 哪个品类的商品最多,
            // where the stores were read as their name column: the
            // column names the rows, which are counted (as a table
            // named so is). (最多的商品 picks a product instead.)
            (Target::Column(c), Aggregation::Max | Aggregation::Min)
                if superlative
                    && (!zh && j > i || zh && j < i && self.next_meaningful(i, 1).is_none())
                    && !self.is_numeric(c)
                    && self.table_named_at(j) == Some(c.table.as_str())
                    && self.names_its_rows(c) =>
            {
                let m = self.push_measure(Measure {
                    aggregation: Aggregation::Count,
                    target: MeasureTarget::Rows {
                        table: c.table.clone(),
                    },
                });
                self.order_by_measure(m, kind == CueKind::Max);
                Placement::OnTheMention
            }
            // 开业最早的门店 / "the most recently opened store": a
            // superlative of a date picks the row with the earliest
            // or latest one (a date is not summed or averaged).
            // ("which car sold for the most": "most" and "least" say how
            // much, never how late.)
            (Target::Column(c), Aggregation::Max | Aggregation::Min)
                if superlative
                    && !super::says_how_much(self.raw(i))
                    && self.intent.dimensions.is_empty()
                    && self.intent.measures.is_empty()
                    && self.column_type(c).is_temporal() =>
            {
                self.rank_by_column(c.clone(), kind == CueKind::Max);
                Placement::OnTheMention
            }
            // 每个大区最早开业的门店: so, within each group, does each
            // group's top row.
            (Target::Column(c), Aggregation::Max | Aggregation::Min)
                if superlative
                    && self.column_type(c).is_temporal()
                    && self.best_row_in_each_group(i.max(j), c, kind == CueKind::Max) =>
            {
                Placement::OnTheMention
            }
            // 最晚的注册日期, "the earliest signup date": the extreme of
            // a date asked by itself is its MAX or MIN.
            (Target::Column(c), Aggregation::Max | Aggregation::Min)
                if !superlative && self.column_type(c).is_temporal() =>
            {
                self.push_measure(Measure {
                    aggregation: agg,
                    target: MeasureTarget::Column { column: c.clone() },
                });
                Placement::OnTheMention
            }
            // "which city has the most flagship stores", 哪个城市的
            // 旗舰店最多: a value that names rows of its table is
            // those rows counted; it stays their filter.
            (Target::Value { column, .. }, Aggregation::Max | Aggregation::Min)
                if superlative
                    && self.has_cue(CueKind::Which)
                    && self.value_names_rows(j, &column.table) =>
            {
                let m = self.push_measure(Measure {
                    aggregation: Aggregation::Count,
                    target: MeasureTarget::Rows {
                        table: column.table.clone(),
                    },
                });
                self.order_by_measure(m, kind == CueKind::Max);
                if let Some(k) = self
                    .next_meaningful(j, 1)
                    .filter(|k| self.names_rows_of(*k, &column.table))
                {
                    self.slots[k].used = true;
                }
                Placement::Elsewhere
            }
            _ => Placement::NotHere,
        }
    }

    /// A metric of the semantic layer aggregated: its total (or the
    /// median of an average's rows), ranked when superlative.
    fn aggregate_a_metric(&mut self, cue: &AggregateCue, id: &str) {
        let (kind, agg, superlative) = (cue.kind, cue.aggregation, cue.superlative);
        // "average revenue per store": an average of a
        // total is of the totals of something unsaid (per
        // store, per order, per month?); taken as the total
        // it would drop the word.
        if agg == Aggregation::Avg && self.metric_is_a_total(id) {
            self.notes.push(format!(
                "{} {id}: averaged over what",
                crate::parse::calculation::AVERAGE_OF_A_TOTAL
            ));
        }
        // "median revenue (per store)": a median of a total
        // is of the totals of something unsaid too; the
        // median of an average's values (median order
        // value) is of the rows it averages.
        let total = self.metric_is_a_total(id);
        if agg == Aggregation::Median && total {
            self.notes
                .push(format!("a median of the total {id}: of what"));
        }
        let aggregation = if agg == Aggregation::Median && !total {
            Aggregation::Median
        } else {
            Aggregation::Sum
        };
        let m = self.push_measure(Measure {
            aggregation,
            target: MeasureTarget::Metric { id: id.to_string() },
        });
        if superlative {
            self.order_by_measure(m, kind == CueKind::Max);
        }
    }

    /// A count of the column at slot `j`: its rows (a label naming them,
    /// a flag's noun), the counts it keeps added up, or its distinct
    /// values — or nothing, when the column is no thing counted.
    fn count_of_a_column(
        &mut self,
        cue: &AggregateCue,
        j: usize,
        c: &ColumnRef,
        claimed: &mut BTreeSet<usize>,
    ) -> Placement {
        let (i, kind, distinct) = (cue.at, cue.kind, cue.distinct);
        // "how many customers signed up last year": a date
        // said with its period is when, not what is counted.
        let beside_a_period = [
            self.slots[j].tokens.end,
            self.slots[j].tokens.start.wrapping_sub(1),
        ]
        .iter()
        .any(|k| self.time_tokens.contains(k));
        if beside_a_period && self.column_type(c).is_temporal() {
            return Placement::NotHere;
        }
        // 年龄是多少: the value itself. (初中有多少学生: a
        // column keeping a count of the thing asked is
        // added up over the rows, as "how many students" —
        // unless an average said governs it: 平均有多少.)
        let total_of_counts = self.holds_a_count(c) && !self.has_cue(CueKind::Avg);
        // (有多少会员 of is_member: a yes/no flag's noun is
        // rows counted, never a value asked.)
        let a_flags_noun = self.says_yes_or_no(c) && is_flag_of_a_noun(&c.column);
        if kind == CueKind::HowMuch
            && self.is_numeric(c)
            && !total_of_counts
            && !a_flags_noun
            && !self.how_much_of_an_amount(i, j, c)
        {
            return Placement::NotHere;
        }
        // "how much was paid" of a `paid_on` date, "how much has each
        // renter paid" of a `paid_by` method: English "how much" asks an
        // amount, never how many dates or values a column holds.
        if !self.is_numeric(c) && self.asks_an_amount_in_english(i) {
            return Placement::NotHere;
        }
        if self.raw(i) == "总数" && self.is_numeric(c) {
            // 建交国家总数: the total of a number column.
            self.push_measure(Measure {
                aggregation: Aggregation::Sum,
                target: MeasureTarget::Column { column: c.clone() },
            });
            self.slots[j].used = true;
            claimed.insert(j);
            return Placement::Elsewhere;
        }
        if self.intent.dimensions.contains(c) && self.counts_rows() {
            // "list the continent name and the count": said already.
            self.slots[i].used = true;
            return Placement::Elsewhere;
        }
        if self
            .slots
            .iter()
            .any(|s| matches!(&s.item, Item::Mention(Target::Value { column, .. }) if column == c))
        {
            return Placement::NotHere;
        }
        // "how many managers" of IsManager: a yes/no flag
        // named is/has and a noun, said by that noun, names
        // the rows it holds for, which are counted. So does
        // a flag said by its opposite state (缺勤了多少次 of
        // `present`): the rows where it does not hold.
        if !distinct
            && self.says_yes_or_no(c)
            && (is_flag_of_a_noun(&c.column) || self.state_said_negated(j))
        {
            let c = c.clone();
            self.rows_in_state(j, c.clone(), None);
            self.push_measure(Measure {
                aggregation: Aggregation::Count,
                target: MeasureTarget::Rows { table: c.table },
            });
            return Placement::Elsewhere;
        }
        // 学校数 / "how many schools": a label column names
        // its table's rows, which are counted (two schools
        // may share a name). A label that is only the first
        // text column, a few values over many rows (a
        // parcel's size), names kinds: "how many sizes",
        // 有多少种尺寸 count its values — unless the rows are
        // picked by an event of their own having happened or not
        // ("how many garments are waiting to be collected", "… were
        // collected last month": the garments are rows, not kinds).
        let rows_in_a_state = || {
            self.intent.filters.iter().any(|f| {
                f.column.table == c.table
                    && matches!(f.op, FilterOp::IsNull | FilterOp::IsNotNull)
                    && self.column_type(&f.column).is_temporal()
            }) || self
                .the_one_date_said_by_its_verb()
                .is_some_and(|d| d.table == c.table)
        };
        let (aggregation, target) = if !distinct
            && self.is_label(c)
            && (self.names_its_rows(c) || rows_in_a_state())
        {
            (
                Aggregation::Count,
                MeasureTarget::Rows {
                    table: c.table.clone(),
                },
            )
        } else if !distinct && (self.holds_a_count(c) || self.amount_in_the_unit_asked(cue, j, c)) {
            // "how many students" of schools that keep a
            // student_count: the counts kept, added up.
            (
                Aggregation::Sum,
                MeasureTarget::Column { column: c.clone() },
            )
        } else if distinct || !self.is_key(c) {
            (
                Aggregation::CountDistinct,
                MeasureTarget::Column { column: c.clone() },
            )
        } else {
            (
                Aggregation::Count,
                MeasureTarget::Column { column: c.clone() },
            )
        };
        self.push_measure(Measure {
            aggregation,
            target,
        });

        Placement::OnTheMention
    }

    /// "how many hours did Ana shoot": a count said of a unit a number
    /// column is kept in (hours, km, kg) asks that amount, added up over
    /// the rows — not how many different amounts there are.
    /// (So does one of the things a quantity counts: "how many tickets
    /// were sold" of `ticket_sales.quantity`.)
    fn amount_in_the_unit_asked(&self, cue: &AggregateCue, j: usize, c: &ColumnRef) -> bool {
        if self.how_much_of_an_amount(cue.at, j, c) {
            return true;
        }
        matches!(cue.kind, CueKind::Count | CueKind::HowMuch)
            && self.is_numeric(c)
            && !self.is_key(c)
            && {
                // (The unit said first: "hours of shoots".)
                let first = &self.q.tokens[self.slots[j].tokens.start];
                chatdb_knowledge::text::is_unit_word(&self.q.lower[first.span.clone()])
                    || crate::derived::Flow::of_name(&c.column)
                        == Some(crate::derived::Flow::Quantity)
            }
    }

    /// "how much honey did we harvest": "how much" right before a noun
    /// (its determiner, not "how much is …") asks the quantity of what
    /// that noun names — added up over the rows, when the column it reads
    /// holds an amount that adds up (`honey_kg`, `amount`).
    fn how_much_of_an_amount(&self, i: usize, j: usize, c: &ColumnRef) -> bool {
        self.asks_an_amount_in_english(i)
            && self.slots[j].tokens.start == self.slots[i].tokens.end
            && self.is_numeric(c)
            && !self.is_key(c)
            && self.adds_up(c)
    }

    /// A number column at slot `j` aggregated: each group's extreme after
    /// 其, a category ranked by the total of its rows, the row with the
    /// extreme, each group's top row, or the aggregate (ranked when
    /// superlative).
    fn aggregate_a_number(&mut self, cue: &AggregateCue, j: usize, c: &ColumnRef) {
        let (i, kind, agg, superlative) = (cue.at, cue.kind, cue.aggregation, cue.superlative);
        let category_ranked = matches!(kind, CueKind::Max | CueKind::Min)
            .then(|| {
                self.asked_category(c)
                    .filter(|(k, _)| superlative && *k < i)
                    .or_else(|| self.category_said_after(i, c))
            })
            .flatten()
            .filter(|_| self.intent.limit.is_none())
            .filter(|_| self.holds_a_count(c) || self.adds_up(c));
        // 各个球队…出场最少的其出场次数是多少: the column named
        // after 其 ("its") asks each group's extreme, not a
        // ranking of the groups. (The word before the
        // superlative, 出场, begins that name.)
        let its = self.slots[j]
            .tokens
            .start
            .checked_sub(1)
            .filter(|t| j > i && self.q.tokens[*t].norm == "其");
        if let Some(t) = its.filter(|_| !self.intent.dimensions.is_empty()) {
            self.push_measure(Measure {
                aggregation: agg,
                target: MeasureTarget::Column { column: c.clone() },
            });
            self.understood_tokens.push(t);
            // (建交|国家 before 最少: the words right before
            // that spell the start of the name)
            let end = self.slots[i].tokens.start;
            let spelled = (0..end).rev().find(|b| {
                let w: String = self.q.tokens[*b..end]
                    .iter()
                    .map(|t| t.norm.as_str())
                    .collect();
                w.chars().count() >= 2 && c.column.starts_with(w.as_str())
            });
            if let Some(b) = spelled {
                self.understood_tokens.extend(b..end);
            }
        } else if let Some((k, g)) = category_ranked.filter(|_| self.intent.dimensions.is_empty()) {
            // "which district has the most students", 哪个区县
            // 的学生最多, 老师最少的区县: a category the rows
            // share, asked by which or said last, is ranked by
            // the total of what its rows count — not named by
            // its largest row.
            self.slots[k].used = true;
            self.intent.dimensions.push(g);
            self.intent.order = Some(Order {
                key: OrderKey::Aggregate {
                    measure: Measure {
                        aggregation: Aggregation::Sum,
                        target: MeasureTarget::Column { column: c.clone() },
                    },
                },
                descending: kind == CueKind::Max,
            });
            self.intent.limit.get_or_insert(1);
        } else if superlative && self.intent.dimensions.is_empty() {
            self.rank_by_column(c.clone(), kind == CueKind::Max);
        } else if superlative && self.best_row_in_each_group(i.max(j), c, kind == CueKind::Max) {
            // 每个客户金额最大的一笔订单, 每个区县最早成立的
            // 学校: the column said beside the superlative,
            // the rows after both — each group's top row.
            self.slots[j].used = true;
        } else {
            let m = self.push_measure(Measure {
                aggregation: agg,
                target: MeasureTarget::Column { column: c.clone() },
            });
            if superlative {
                self.order_by_measure(m, kind == CueKind::Max);
            }
        }
    }

    /// The attribute oldest/youngest imply (an age, or a date standing
    /// for one) aggregated, ranked, or each group's top row picked.
    fn aggregate_implied(&mut self, cue: &AggregateCue, c: ColumnRef, latest_first: bool) {
        let (i, agg, superlative) = (cue.at, cue.aggregation, cue.superlative);
        // (最老的其年龄是多少岁: the age named again is the same.)
        let mut named_again = false;
        for k in i + 1..(i + 5).min(self.slots.len()) {
            if self.target(k) == Some(&Target::Column(c.clone())) {
                self.slots[k].used = true;
                named_again = true;
            }
        }
        if self.best_row_in_each_group(i, &c, latest_first) {
            // "the most expensive product in each category".
        } else if self.intent.dimensions.is_empty() && self.intent.measures.is_empty() {
            // ("latest 10 orders": rows of one day are told
            // apart by the time the same event was stamped.)
            let c = if crate::parse::compare::is_date_superlative(self.raw(i)) {
                self.stamp_of_the_same_event(&c).unwrap_or(c)
            } else {
                c
            };
            // (最长的距离是多少: named again and asked as a number,
            // it is what is given — not whose it is.)
            if named_again && self.a_number_asked() && self.intent.projections.is_empty() {
                self.intent.projections.push(c.clone());
            }
            self.rank_by_column(c, latest_first);
        } else {
            let m = self.push_measure(Measure {
                aggregation: agg,
                target: MeasureTarget::Column { column: c },
            });
            if superlative {
                self.order_by_measure(m, latest_first);
            }
        }
    }

    /// "how many times": the count's cue followed by "times" counts
    /// happenings.
    fn counts_times(&self, i: usize) -> bool {
        let after = self.slots[i].tokens.end;
        self.q
            .tokens
            .get(after)
            .is_some_and(|t| &self.q.lower[t.span.clone()] == "times")
    }

    /// What happens to a table's rows: the one table of events referring
    /// to it ([`Self::the_one_table_referring_to`]), else the table itself
    /// when it is dated (its rows are events).
    fn events_of(&self, table: &str) -> Option<String> {
        self.the_one_table_referring_to(table).or_else(|| {
            self.table(table)
                .is_some_and(crate::derived::keeps_a_date)
                .then(|| table.to_string())
        })
    }

    /// The cue placed where no mention it governs took it: a superlative
    /// of the measure or groups there, a count of the rows no word
    /// named, a total of a count, or a bare 多少.
    fn aggregate_with_nothing_governed(&mut self, cue: &AggregateCue) -> bool {
        let zh = self.q.chinese;
        let n = self.slots.len();
        let (i, kind, superlative, how_many) = (cue.at, cue.kind, cue.superlative, cue.how_many);
        if matches!(kind, CueKind::Max | CueKind::Min) && superlative {
            // "sold the most": the superlative of a measure already there,
            // or of a count of rows per group.
            if !self.intent.measures.is_empty() || !self.intent.dimensions.is_empty() {
                self.pending_superlative = Some((kind == CueKind::Max, i));
                return true;
            }
        }
        // A count whose words found nothing to count counts rows: 每个平台
        // 上有几个品牌？ (nothing named after it in its clause) the grouped
        // table's; "What is the number of cartoons written by Joseph
        // Kuhr?" (its words named only a condition) the subject's.
        if kind == CueKind::Count && self.intent.measures.is_empty() {
            let rows = if zh {
                let nothing_named_after = (i + 1..n)
                    .take_while(|k| !self.clause_break_between(i, *k))
                    .all(|k| self.target(k).is_none());
                match self.intent.dimensions.as_slice() {
                    // (每个客户下了几单: the count's own noun, 单 of 订单,
                    // names rows that refer to the grouped ones.)
                    // (每种型号的数量: "the number" after 的 asks how
                    // many rows each group has, as 多少 does.)
                    // (每个班组完成了多少单: so do the rows a state said
                    // before it is of — the completed moves of each crew.)
                    [d] if (how_many || self.count_word_after_de(i)) && nothing_named_after => {
                        let of_the_groups = |t: &String| {
                            *t != d.table
                                && self
                                    .table(t)
                                    .is_some_and(|x| crate::parse::refers(x, &d.table))
                        };
                        Some(
                            self.table_abbreviated_in(i)
                                .filter(of_the_groups)
                                .or_else(|| self.table_of_states_before(i).filter(of_the_groups))
                                .unwrap_or_else(|| d.table.clone()),
                        )
                    }
                    // 社区店有多少家: a value said before names the rows
                    // its column's table has (社区店 are stores); with
                    // none, 今年一共多少单 counts the table the count's own
                    // noun names (单 of 订单).
                    [] if how_many && nothing_named_after => self
                        .table_of_values_before(i)
                        .or_else(|| self.table_abbreviated_in(i))
                        .or_else(|| self.rows_of_an_event_said_before(i))
                        .or_else(|| self.people_counted_by(i))
                        .or_else(|| self.happenings_counted_by(i)),
                    // 苏州有几家旗舰店: so do values said after it, with
                    // only values in its clause — the one table all of
                    // them can be a column of.
                    [] if how_many => self.table_of_values_around(i),
                    _ => None,
                }
            } else if self.intent.dimensions.is_empty() {
                // ("how many times has Dina Frost climbed": times are
                // happenings — the events of the subject, not the row
                // that names it.)
                let subject = self.subject_table();
                if self.counts_times(i) {
                    subject.and_then(|t| self.events_of(&t))
                } else {
                    subject
                }
            } else {
                None
            };
            if let Some(table) = rows {
                self.push_measure(Measure {
                    aggregation: Aggregation::Count,
                    target: MeasureTarget::Rows { table },
                });
                return true;
            }
        }
        if kind == CueKind::Sum && self.counts_rows() {
            // 一共有多少个 / in total: the count is the total.
            return true;
        }
        if kind == CueKind::HowMuch {
            // A bare 多少 next to a measure-like word is just the
            // question mark (`how_much_gets_a_number` takes that back
            // when nothing answers with a number).
            return true;
        }
        false
    }
}
