//! Time: the date column a time range or grain applies to, or a year
//! column for a calendar year.

use super::*;

/// Whether the column name `name`, said in the lower-cased question
/// `lower` as its words (`monthly_rent` as "monthly rent", a plural
/// allowed) or as written, covers the byte span `span` and more: a period
/// word inside a name is part of the name.
pub(super) fn name_said_over(lower: &str, name: &str, span: &std::ops::Range<usize>) -> bool {
    let words = chatdb_knowledge::text::split_identifier(name);
    let said = [words.join(" "), name.to_lowercase()];
    let boundary = |at: usize| {
        !lower[..at]
            .chars()
            .next_back()
            .is_some_and(|c| c.is_ascii_alphanumeric())
    };
    let ends = |at: usize| {
        let rest = lower[at..].strip_prefix('s').unwrap_or(&lower[at..]);
        !rest
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphanumeric())
    };
    said.iter()
        .filter(|phrase| phrase.len() > span.len())
        .any(|phrase| {
            lower.match_indices(phrase.as_str()).any(|(at, _)| {
                let end = at + phrase.len();
                at <= span.start && span.end <= end && boundary(at) && ends(end)
            })
        })
}

impl Parser<'_, '_> {
    /// `c` when it keeps a time of day, else the one timestamp column of
    /// its table.
    fn time_of_day_column(&self, c: &ColumnRef) -> Option<ColumnRef> {
        let timed = |t: LogicalType| matches!(t, LogicalType::Timestamp | LogicalType::TimestampTz);
        if timed(self.column_type(c)) {
            return Some(c.clone());
        }
        let table = self.table(&c.table)?;
        let mut stamps = table.columns.iter().filter(|col| timed(col.logical_type));
        match (stamps.next(), stamps.next()) {
            (Some(col), None) => Some(ColumnRef::new(&c.table, &col.name)),
            _ => None,
        }
    }

    /// The timestamp that records the same event as the date column `c`
    /// more finely — its table's one timestamp, named for the same thing
    /// (order_time beside order_date) — if `c` is a date.
    pub(super) fn stamp_of_the_same_event(&self, c: &ColumnRef) -> Option<ColumnRef> {
        if self.column_type(c) != LogicalType::Date {
            return None;
        }
        let stamp = self.time_of_day_column(c)?;
        let event = |name: &str| name.split('_').next().map(str::to_lowercase);
        (event(&stamp.column) == event(&c.column)).then_some(stamp)
    }

    pub(super) fn apply_time(
        &mut self,
        mut times: time::TimeMentions,
        time_tokens: &BTreeSet<usize>,
    ) {
        // (A period asked of the latest row was answered by its date: no
        // grain is left to group by.)
        if times.picks_a_period && !self.picks_a_period {
            times.grain = None;
        }
        // (电竞区每小时多少钱: "each hour" before money asked is what a rate
        // is per, not a grouping by the hour.)
        if times.grain.is_some() && self.a_rate_per_the_unit_asked(time_tokens) {
            times.grain = None;
        }
        if times.range.is_none() && times.grain.is_none() && times.comparison.is_none() {
            return;
        }
        self.catalogue_money_over_a_period();
        // 哪些客户今年没有下单: the period is a condition on the related
        // rows (the orders), not on the subject's own dates.
        if self.range_on_related_rows(&times, time_tokens) {
            return;
        }
        // "tickets resolved this month", 今年解决的工单: a date column said
        // right beside the period is the one it bounds, whichever date its
        // table keeps first.
        let mut column = self
            .date_said_beside(time_tokens)
            .or_else(|| self.the_one_date_said_by_its_verb())
            .or_else(|| self.time_column());
        // 每个小时的订单数: the hour is read from a time of day — the date
        // column's own, or its table's timestamp (orders' order_time beside
        // order_date).
        if times.grain == Some(crate::intent::Grain::Hour) {
            match column.as_ref().and_then(|c| self.time_of_day_column(c)) {
                Some(t) => column = Some(t),
                None => self
                    .notes
                    .push("the hour of the day is asked, but no column keeps a time of day".into()),
            }
        }
        match column {
            Some(c) => {
                // ("opened in 2020", "opened each year": the date column
                // named by its verb, right beside the period.)
                if times.range.is_some() || times.grain.is_some() {
                    self.date_said_with_its_period(&c, time_tokens);
                }
                if let Some(mut r) = times.range {
                    r.column = Some(c.clone());
                    // 今年同比: this year so far against the same days of
                    // last year, not a whole year against a part of one.
                    let tomorrow = self.cx.today.succ_opt();
                    if times.comparison.is_some()
                        && r.start.is_some_and(|s| s <= self.cx.today)
                        && r.end.zip(tomorrow).is_some_and(|(e, t)| e > t)
                    {
                        r.period = r.start.zip(r.end);
                        r.end = tomorrow;
                        r.label = format!("{} (to date)", r.label);
                    }
                    self.intent.time_range = Some(r);
                }
                if times.grain.is_some() {
                    self.intent.grain = times.grain;
                    // ("sales by month" over `sold_on`, empty for items not
                    // sold: a row without the date is in no period.)
                    if self.intent.time_range.is_none() && self.empty_in_places(&c) {
                        self.keep_rows_with(c.clone());
                    }
                }
                if let Some(cmp) = times.comparison {
                    self.intent.comparison = Some(cmp);
                    // 销售额同比 with no period: the yearly (同比) or monthly
                    // (环比) series, each period against its previous one.
                    if self.intent.time_range.is_none() && self.intent.grain.is_none() {
                        self.intent.grain = Some(match cmp {
                            crate::intent::Comparison::YearOverYear => crate::intent::Grain::Year,
                            crate::intent::Comparison::PeriodOverPeriod => {
                                crate::intent::Grain::Month
                            }
                        });
                    }
                }
                // "orders by month", 订单的趋势: a table named over periods
                // with nothing measured asks how many rows each period has
                // (its rows listed by date say nothing per period); so does
                // one compared with an earlier period ("orders this week vs
                // last week", 本月订单环比).
                // (orders named alone are listed by the columns that show
                // a row — its key and channel — though no column was said.)
                // (Rows dated by the row they belong to — goals by their
                // match's day — are counted as well: "goals per month".)
                let rows = self.intent.projections.first().map(|p| p.table.clone());
                let rows = rows.filter(|t| {
                    *t == c.table
                        || crate::derived::date_of_the_row_it_belongs_to(self.cx.schema, t).as_ref()
                            == Some(&c)
                });
                let no_column_said = |rows: &str| {
                    !self.slots.iter().any(
                        |s| matches!(&s.item, Item::Mention(Target::Column(x)) if x.table == rows),
                    )
                };
                let rows_named = rows.filter(|rows| {
                    self.intent
                        .projections
                        .iter()
                        .all(|p| p.table == *rows && (self.is_label(p) || no_column_said(rows)))
                });
                if let Some(table) = rows_named.filter(|_| {
                    (self.intent.grain.is_some() || self.intent.comparison.is_some())
                        && self.intent.measures.is_empty()
                        && self.intent.having.is_empty()
                }) {
                    self.intent.projections.clear();
                    self.intent.measures.push(Measure {
                        aggregation: Aggregation::Count,
                        target: MeasureTarget::Rows { table },
                    });
                }
                // (每月的治疗费用: the date the series is over, said by its
                // event's verb before an amount, is the periods already.)
                if self.intent.grain.is_some()
                    && self.intent.projections.len() > 1
                    && self.intent.projections.contains(&c)
                {
                    self.intent.projections.retain(|p| *p != c);
                }
                // 今年每个月的退款金额: an amount said over periods is each
                // period's total, as a count is. One that does not add up
                // over time (a price, a balance) is not guessed.
                let amounts = self.intent.grain.is_some()
                    && self.intent.measures.is_empty()
                    && self.intent.having.is_empty()
                    && !self.intent.projections.is_empty()
                    && self
                        .intent
                        .projections
                        .iter()
                        .all(|p| self.is_numeric(p) && !self.is_key(p));
                if amounts {
                    if self.intent.projections.iter().all(|p| self.adds_up(p)) {
                        for column in std::mem::take(&mut self.intent.projections) {
                            self.intent.measures.push(Measure {
                                aggregation: Aggregation::Sum,
                                target: MeasureTarget::Column { column },
                            });
                        }
                    } else {
                        self.notes.push(
                            "a figure over periods is asked, but the value named does not add up over time".into(),
                        );
                    }
                } else if self.intent.grain.is_some()
                    && self.intent.measures.is_empty()
                    && self.intent.having.is_empty()
                {
                    // 每个月的商品单价: rows listed say nothing per period.
                    self.notes
                        .push("periods are asked for, but nothing is measured per period".into());
                }
                // 哪个月的订单最多: the periods are ranked by what is
                // measured, so the date column is kept by a range that
                // bounds nothing (the order no longer names it).
                if self.intent.grain.is_some()
                    && self.intent.time_range.is_none()
                    && self
                        .intent
                        .order
                        .as_ref()
                        .is_some_and(|o| !matches!(o.key, OrderKey::Column { .. }))
                {
                    self.intent.time_range = Some(crate::intent::TimeRange {
                        column: Some(c.clone()),
                        start: None,
                        end: None,
                        label: String::new(),
                        period: None,
                        days: Vec::new(),
                    });
                }
                // Time-grained results read in time order.
                if self.intent.grain.is_some() && self.intent.order.is_none() {
                    self.intent.order = Some(Order {
                        key: OrderKey::Column { column: c },
                        descending: false,
                    });
                }
            }
            None => {
                // "concerts in 2014" over a table that keeps a year column.
                let year = times.range.as_ref().and_then(calendar_year);
                let plain = times.grain.is_none()
                    && times.comparison.is_none()
                    && times.range.as_ref().is_some_and(|r| r.days.is_empty());
                // (2013年以后的音乐会: the years after it.)
                let by_year = year
                    .map(|y| (FilterOp::Eq, y))
                    .or_else(|| times.range.as_ref().and_then(years_from_or_before))
                    .filter(|_| plain);
                if let Some(((op, y), c)) = by_year.and_then(|y| Some((y, self.year_column()?))) {
                    // (2000年以后建校的学校: 建校 names the year column, 建校年份.)
                    self.date_said_with_its_period(&c, time_tokens);
                    let value = if self.is_numeric(&c) {
                        Literal::Int(i64::from(y))
                    } else {
                        Literal::Text(y.to_string())
                    };
                    let filter = Filter {
                        column: c,
                        op,
                        values: vec![value],
                    };
                    // "stadiums that did not have a concert in 2014": the
                    // year is a condition on the related rows.
                    let related = self
                        .intent
                        .subquery_filters
                        .iter_mut()
                        .find_map(|sf| match sf {
                            crate::intent::SubqueryFilter::Related {
                                other, conditions, ..
                            } if *other == filter.column.table => Some(conditions),
                            _ => None,
                        });
                    match related {
                        Some(conditions) => conditions.push(filter),
                        None => self.intent.filters.push(filter),
                    }
                    self.understood_tokens.extend(time_tokens.iter().copied());
                    return;
                }
                // "the average weight of cars each year" over a year column.
                let yearly = times.grain == Some(crate::intent::Grain::Year)
                    && times.range.is_none()
                    && times.comparison.is_none();
                if let Some(c) = yearly.then(|| self.year_column()).flatten() {
                    // "the average weight and year for each year": the year
                    // named beside the measure is this grouping.
                    for s in &mut self.slots {
                        if s.item == Item::Mention(Target::Column(c.clone())) {
                            s.used = true;
                        }
                    }
                    if !self.intent.dimensions.contains(&c) {
                        self.intent.dimensions.push(c);
                    }
                    self.understood_tokens.extend(time_tokens.iter().copied());
                    return;
                }
                let words: Vec<String> = time_tokens
                    .iter()
                    .map(|i| self.q.tokens[*i].norm.clone())
                    .collect();
                self.notes
                    .push(format!("no date column for {}", words.join(" ")));
            }
        }
    }

    /// A plain range (no grain, no comparison) with a related-rows
    /// condition on a table that has a date column: the range becomes two
    /// conditions on those rows. True when it did.
    fn range_on_related_rows(
        &mut self,
        times: &time::TimeMentions,
        time_tokens: &BTreeSet<usize>,
    ) -> bool {
        let Some(range) = times
            .range
            .as_ref()
            .filter(|_| times.grain.is_none() && times.comparison.is_none())
        else {
            return false;
        };
        let related_rows = self
            .intent
            .subquery_filters
            .iter()
            .any(|sf| matches!(sf, crate::intent::SubqueryFilter::Related { .. }));
        if !range.days.is_empty() {
            // (Days of the week are not carried into the related rows.)
            if related_rows {
                self.notes
                    .push("days of the week said of related rows".into());
            }
            return related_rows;
        }
        let (schema, semantic) = (self.cx.schema, self.cx.semantic);
        let date_of = |table: &str| -> Option<ColumnRef> {
            let declared = semantic
                .and_then(|s| s.tables.get(table))
                .and_then(|s| s.time_column.clone());
            declared
                .or_else(|| {
                    schema.table(table).and_then(|t| {
                        t.columns
                            .iter()
                            .find(|c| c.logical_type.is_temporal())
                            .map(|c| c.name.clone())
                    })
                })
                .map(|c| ColumnRef::new(table, c))
        };
        // "volunteers with no shifts this year": related rows that keep no
        // date of their own (shifts, dated by their event) cannot be
        // bounded inside their subquery; the period is not the subject's
        // own date either, unless the question says that date.
        // (A year kept as a number — concerts' `Year` — takes the period
        // later, as a year.)
        let undated_related = self.intent.subquery_filters.iter().any(|sf| {
            matches!(sf, crate::intent::SubqueryFilter::Related { other, .. }
                if date_of(other).is_none()
                    && self.column_named(other, "year", |ty| !ty.is_temporal()).is_none())
        });
        let subject_date_said = self.date_said_beside(time_tokens).is_some()
            || self.the_one_date_said_by_its_verb().is_some();
        let related = self
            .intent
            .subquery_filters
            .iter_mut()
            .find_map(|sf| match sf {
                crate::intent::SubqueryFilter::Related {
                    other, conditions, ..
                } => Some((date_of(other)?, conditions)),
                _ => None,
            });
        let Some((column, conditions)) = related else {
            if undated_related && !subject_date_said {
                self.notes
                    .push("a period said of related rows that keep no date of their own".into());
                return true;
            }
            return false;
        };
        let bounds = [(FilterOp::Ge, range.start), (FilterOp::Lt, range.end)];
        for (op, day) in bounds {
            if let Some(day) = day {
                conditions.push(Filter {
                    column: column.clone(),
                    op,
                    values: vec![Literal::Text(day.to_string())],
                });
            }
        }
        self.understood_tokens.extend(time_tokens.iter().copied());
        true
    }

    /// "stores opened in 2024", 今年注册的客户: the date column named right
    /// before its period (a preposition between at most; in Chinese, right
    /// after it) says which date the period is on; it is not listed. A listing left with nothing lists the
    /// rows' names.
    /// "accounts created last year", "number of accounts created by
    /// country", "customers who opened a ticket": a date named by its
    /// event's verb right after its table's noun, or right before it,
    /// says which rows (a relative clause), not a value asked for —
    /// unless the question asks when. The period, if any, is still on it
    /// ([`Self::date_said_beside`]).
    pub(super) fn dates_said_as_their_rows_verb(&mut self) {
        if self.period_asked || self.q.chinese {
            return;
        }
        for k in 1..self.slots.len() {
            let Some(Target::Column(c)) = self.target(k).cloned() else {
                continue;
            };
            let said = self.raw(k).to_lowercase();
            let by_its_verb = self.column_type(&c).is_temporal()
                && said.ends_with("ed")
                && !says_the_date_itself(&said);
            let after_its_rows = matches!(self.target(k - 1), Some(Target::Table(t)) if *t == c.table)
                && self.slots[k - 1].tokens.end == self.slots[k].tokens.start;
            // (Said before a grouping or last: "opened more than 5 years
            // ago" compares the date itself.)
            let clause_ends = self
                .next_meaningful(k, 1)
                .is_none_or(|j| self.cue_at(j) == Some(CueKind::Group));
            // ("customers who opened a ticket last month": the verb of a
            // relative clause said before its rows, as their object — not
            // an attribute ranked, "the most recently hired doctor".)
            // (Or right after its subject: "which customers opened".)
            let after_its_subject = matches!(self.target(k - 1), Some(Target::Table(t)) if *t != c.table)
                && self.slots[k - 1].tokens.end == self.slots[k].tokens.start;
            let in_a_clause = after_its_subject
                || self.slots[k].tokens.start.checked_sub(1).is_some_and(|b| {
                    matches!(
                        self.q.tokens[b].norm.as_str(),
                        "who"
                            | "that"
                            | "which"
                            | "have"
                            | "ha"
                            | "has"
                            | "had"
                            | "did"
                            | "never"
                            | "ever"
                    )
                });
            let before_its_rows = in_a_clause
                && self.next_meaningful(k, 1).is_some_and(
                    |j| matches!(self.target(j), Some(Target::Table(t)) if *t == c.table),
                );
            let its_clause = after_its_rows && clause_ends || before_its_rows;
            if by_its_verb && its_clause && !self.slots[k].used {
                self.slots[k].used = true;
            }
        }
    }

    /// "how many people applied this month": a participle said right
    /// before a period is the verb of the date it names (applied_on) —
    /// the period says when they applied — not the stored value it also
    /// spells (a stage 'applied').
    pub(super) fn participle_beside_its_period(&mut self) {
        let Some(&period) = self.time_tokens.first() else {
            return;
        };
        for k in 0..self.slots.len() {
            if !matches!(self.slots[k].item, Item::Mention(Target::Value { .. })) {
                continue;
            }
            let said = self.raw(k).to_lowercase();
            let date = self.slots[k].alts.iter().find_map(|t| match t {
                Target::Column(c)
                    if self.column_type(c).is_temporal()
                        && crate::mention::english_event_participle(&c.column)
                            .is_some_and(|(p, _)| p == said) =>
                {
                    Some(c.clone())
                }
                _ => None,
            });
            let Some(date) = date else {
                continue;
            };
            if self.slots[k].tokens.end == period {
                self.slots[k].item = Item::Mention(Target::Column(date));
            }
        }
    }

    /// Whether slot `k` is said right beside the period of `time_tokens`:
    /// just before it, or (Chinese says the period first: 今年注册的客户,
    /// 2023年以来开业的门店) just after it.
    fn beside_the_period(&self, k: usize, time_tokens: &BTreeSet<usize>) -> bool {
        let (Some(first), Some(last)) = (time_tokens.first().copied(), time_tokens.last().copied())
        else {
            return false;
        };
        let s = &self.slots[k];
        // (上个月新加入的: 新, "newly", may stand between them.)
        let newly = |t: usize| self.q.tokens.get(t).is_some_and(|t| t.norm == "新");
        s.tokens.end == first
            || s.tokens.end + 1 == first
            || self.q.chinese && s.tokens.start == last + 1
            || self.q.chinese && s.tokens.start == last + 2 && newly(last + 1)
    }

    /// 上个月有多少人完成了课程, "how many students last month completed":
    /// the one date the question says, by its verb (完成 of completed_on),
    /// away from the period, is the date the period bounds — not one the
    /// rows keep unsaid.
    pub(super) fn the_one_date_said_by_its_verb(&self) -> Option<ColumnRef> {
        const DATE_WORDS: &[&str] = &["date", "time", "day", "year", "日期", "时间", "日", "年"];
        let mut said = (0..self.slots.len()).filter_map(|k| match self.target(k) {
            Some(Target::Column(c)) if self.column_type(c).is_temporal() => {
                let raw = self.raw(k).to_lowercase();
                let by_a_verb = !DATE_WORDS.iter().any(|w| raw.contains(w));
                by_a_verb.then(|| c.clone())
            }
            _ => None,
        });
        match (said.next(), said.next()) {
            (Some(c), None) => Some(c),
            _ => None,
        }
    }

    /// 上个月有多少人完成了课程, "how many completed": a count of the one date
    /// said by its verb counts the events, not the distinct days they fell
    /// on — the rows whose date is kept (it happened), or, asked of people
    /// (多少人, "how many people"), the distinct people those rows are of.
    pub(super) fn events_counted_not_their_days(&mut self) {
        let Some(date) = self.the_one_date_said_by_its_verb() else {
            return;
        };
        let days_counted = match self.intent.measures.as_slice() {
            [Measure {
                aggregation: Aggregation::CountDistinct,
                target: MeasureTarget::Column { column },
            }] if *column == date => true,
            [Measure {
                aggregation: Aggregation::Count,
                target: MeasureTarget::Rows { table },
            }] if *table == date.table => false,
            _ => return,
        };
        // (今年入职了多少人: rows that are people themselves are counted.)
        let rows_are_people = self
            .table(&date.table)
            .is_some_and(crate::derived::names_people);
        let measure = if self.people_asked() && !rows_are_people {
            let Some(column) = self.the_people_rows_are_of(&date.table) else {
                return;
            };
            Measure {
                aggregation: Aggregation::CountDistinct,
                target: MeasureTarget::Column { column },
            }
        } else if days_counted {
            Measure {
                aggregation: Aggregation::Count,
                target: MeasureTarget::Rows {
                    table: date.table.clone(),
                },
            }
        } else {
            return;
        };
        self.intent.measures = vec![measure];
        if self.may_be_empty(&date) {
            self.keep_rows_with(date);
        }
    }

    /// Keeps only the rows where `date` is set, unless a condition says so
    /// already.
    fn keep_rows_with(&mut self, date: ColumnRef) {
        let kept = self
            .intent
            .filters
            .iter()
            .any(|f| f.column == date && f.op == FilterOp::IsNotNull);
        if !kept {
            self.intent.filters.push(Filter {
                column: date,
                op: FilterOp::IsNotNull,
                values: Vec::new(),
            });
        }
    }

    /// Whether the question counts people: 多少人, 几个人, 人数, "how many
    /// people" — not 多少人次, person-times, which counts the happenings.
    fn people_asked(&self) -> bool {
        let said = |w: &str| {
            self.q
                .lower
                .match_indices(w)
                .any(|(at, _)| !self.q.lower[at + w.len()..].starts_with('次'))
        };
        ["多少人", "多少个人", "几个人", "几人", "多少位", "人数"]
            .iter()
            .any(|w| said(w))
            || (0..self.q.tokens.len()).any(|k| {
                matches!(
                    self.q.tokens[k].norm.as_str(),
                    "people" | "peopl" | "person"
                ) && self.counted_at(k)
            })
    }

    /// Whether token `k` is what a count counts: right after the count's
    /// cue ("how many people", "the number of different people") — not
    /// a noun said later ("how many cats are owned by people in Leeds").
    fn counted_at(&self, k: usize) -> bool {
        let mut b = k;
        while b > 0
            && matches!(
                self.q.tokens[b - 1].norm.as_str(),
                "different" | "differ" | "unique" | "uniqu" | "distinct" | "the" | "of"
            )
        {
            b -= 1;
        }
        b.checked_sub(1)
            .and_then(|p| self.slot_of_token(p))
            .is_some_and(|s| self.cue_at(s) == Some(CueKind::Count))
    }

    /// "how many drivers do we have": a value of a column keeping what a
    /// person is in a row (a role, a position: `shifts.role`,
    /// `derived::keeps_a_role`), said as the thing counted — no noun of
    /// the rows said —, counts people, not the rows they are in.
    fn a_role_counted(&self) -> bool {
        let Some(table) = self.rows_counted_alone() else {
            return false;
        };
        let rows_said = self
            .slots
            .iter()
            .any(|s| s.used && matches!(&s.item, Item::Mention(Target::Table(t)) if t == table));
        let role_said = self.slots.iter().any(|s| {
            s.used
                && matches!(&s.item, Item::Mention(Target::Value { column, .. })
                    if column.table == *table
                        && self.table(table).and_then(|t| t.column(&column.column))
                            .is_some_and(crate::derived::keeps_a_role))
        });
        role_said && !rows_said
    }

    /// The column by which the rows of `table` refer to the one table of
    /// people they are of (enrollments.student_id), if exactly one.
    fn the_people_rows_are_of(&self, table: &str) -> Option<ColumnRef> {
        let t = self.table(table)?;
        let mut people = t.foreign_keys.iter().filter(|f| {
            f.columns.len() == 1
                && self
                    .table(&f.ref_table)
                    .is_some_and(crate::derived::names_people)
        });
        match (people.next(), people.next()) {
            (Some(fk), None) => Some(ColumnRef::new(table, &fk.columns[0])),
            _ => None,
        }
    }

    /// 今年有多少人报名, 今年的报名人数, "how many people enrolled": people
    /// counted where the rows named are events of people (enrollments of
    /// students) are the distinct people, not the events — when the rows
    /// refer to exactly one table of people.
    pub(super) fn people_counted_not_their_events(&mut self) {
        if !self.people_asked() && !self.a_role_counted() {
            return;
        }
        // (报名人数: 人数 right after the events' name is their count, where
        // nothing else is measured or grouped.)
        let count_word = self.q.tokens.iter().position(|t| t.norm == "人数");
        let events_slot = count_word.and_then(|k| {
            let j = self.slot_of_token(k.checked_sub(1)?)?;
            match self.target(j) {
                Some(Target::Table(t)) if self.slots[j].tokens.end == k => Some((j, t.clone())),
                _ => None,
            }
        });
        let events_before = events_slot.as_ref().map(|(_, t)| t.clone());
        let listed_alone = self.intent.measures.is_empty()
            && self.intent.dimensions.is_empty()
            && self.intent.order.is_none()
            && self
                .intent
                .projections
                .iter()
                .all(|p| events_before.as_deref() == Some(p.table.as_str()));
        let table = match (self.intent.measures.as_slice(), events_before) {
            (
                [Measure {
                    aggregation: Aggregation::Count,
                    target: MeasureTarget::Rows { table },
                }],
                _,
            ) => table.clone(),
            ([], Some(t)) if listed_alone => t,
            _ => return,
        };
        if self.table(&table).is_some_and(crate::derived::names_people) {
            return;
        }
        let Some(column) = self.the_people_rows_are_of(&table) else {
            return;
        };
        self.intent.projections.clear();
        self.intent.measures = vec![Measure {
            aggregation: Aggregation::CountDistinct,
            target: MeasureTarget::Column { column },
        }];
        // (人数 is the count word; 每场比赛的报名人数: the events' name
        // before it says whose people are counted.)
        self.understood_tokens.extend(count_word);
        if let Some((j, _)) = events_slot.filter(|(_, t)| *t == table) {
            self.slots[j].used = true;
        }
    }

    /// Whether the profile of date column `c` saw a day after today: the
    /// column keeps days planned, not only days that have been.
    fn holds_days_to_come(&self, c: &ColumnRef) -> bool {
        let latest = self.column_profile(c).and_then(|p| match &p.max {
            chatdb_core::Value::Date(d) => Some(*d),
            chatdb_core::Value::Timestamp(t) => Some(t.date()),
            chatdb_core::Value::Text(t) => {
                NaiveDate::parse_from_str(t.get(..10).unwrap_or(t), "%Y-%m-%d").ok()
            }
            _ => None,
        });
        latest.is_some_and(|d| d > self.cx.today)
    }

    /// The one date column said right beside the period, if any.
    fn date_said_beside(&self, time_tokens: &BTreeSet<usize>) -> Option<ColumnRef> {
        let mut said = (0..self.slots.len()).filter_map(|k| match self.target(k) {
            Some(Target::Column(c))
                if self.column_type(c).is_temporal() && self.beside_the_period(k, time_tokens) =>
            {
                Some(c.clone())
            }
            _ => None,
        });
        match (said.next(), said.next()) {
            (Some(c), None) => Some(c),
            _ => None,
        }
    }

    fn date_said_with_its_period(&mut self, c: &ColumnRef, time_tokens: &BTreeSet<usize>) {
        let said: Vec<usize> = (0..self.slots.len())
            .filter(|k| {
                self.slots[*k].item == Item::Mention(Target::Column(c.clone()))
                    && self.beside_the_period(*k, time_tokens)
            })
            .collect();
        if said.is_empty() {
            return;
        }
        for k in said {
            self.slots[k].used = true;
        }
        if !self.intent.measures.is_empty() || !self.intent.projections.contains(c) {
            return;
        }
        self.intent.projections.retain(|p| p != c);
        if self.intent.projections.is_empty() {
            if let Some(label) = self.table(&c.table).and_then(label_column) {
                self.intent
                    .projections
                    .push(ColumnRef::new(&c.table, label));
            }
        }
    }

    /// "the amount paid per method" of a `paid_on` date: an event's verb
    /// said with no period, no comparison and no "when" names the rows
    /// of the event (the payments), not the date they keep — which no one
    /// asks for by the verb alone. Where some rows keep no date
    /// ("cancelled subscriptions", 取消的订阅 of a `cancelled_on` the
    /// profile finds empty in places), those are the rows it happened to:
    /// the date is set. (Said undone — "not resolved" — it is a date not
    /// yet kept; said with a superlative or an order — "opened most
    /// recently" — the dates are what ranks; but "most" and "least" say
    /// how much, never how late: "which room gets booked the most", "who
    /// booked the most hours" are said of the bookings.)
    pub(super) fn event_verbs_name_their_rows(&mut self) {
        let how_much = |k: usize| {
            matches!(self.slots[k].item, Item::Cue(CueKind::Max | CueKind::Min))
                && super::aggregate::says_how_much(self.raw(k))
        };
        // (A period said beside the verb is of its date — "rooms booked
        // last month" — unless an amount ranks the rows: "who booked the
        // most hours this year".)
        let ranked_by_how_much = (0..self.slots.len()).any(how_much);
        if !self.time_tokens.is_empty() && !ranked_by_how_much {
            return;
        }
        // ("the most expensive item we sold": a superlative that says its
        // attribute — a price, a weight — ranks by that, not by the dates;
        // an age may be a date's, "the oldest order we shipped".)
        let of_another_attribute = |k: usize| {
            matches!(self.slots[k].item, Item::Cue(CueKind::Max | CueKind::Min))
                && chatdb_knowledge::attribute::implied_attribute(self.raw(k))
                    .is_some_and(|a| a != "age")
        };
        let about_the_dates = (0..self.slots.len()).any(|k| {
            let s = &self.slots[k];
            !how_much(k)
                && !of_another_attribute(k)
                && matches!(
                    s.item,
                    Item::Cue(
                        CueKind::Negation
                            | CueKind::Max
                            | CueKind::Min
                            | CueKind::Top
                            | CueKind::OrderBy
                            | CueKind::Desc
                            | CueKind::Asc
                    )
                )
                || matches!(s.item, Item::Cue(k) if k.compares())
        });
        if about_the_dates {
            return;
        }
        let asks_when = self
            .q
            .tokens
            .iter()
            .any(|t| matches!(t.norm.as_str(), "when" | "date" | "time"));
        if asks_when {
            return;
        }
        for k in 0..self.slots.len() {
            let Item::Mention(Target::Column(c)) = &self.slots[k].item else {
                continue;
            };
            if !self.column_type(c).is_temporal() || self.slots[k].tokens.len() != 1 {
                continue;
            }
            // ("which flavour sold the most": a sale ranked says how much
            // was sold — the units or the money, which the measures read.)
            // (Nor where the rows are named after it — "which client posted
            // the most projects": the verb is said of them there.)
            let rows_named = (0..self.slots.len())
                .any(|j| j != k && self.target(j) == Some(&Target::Table(c.table.clone())));
            if ranked_by_how_much && (crate::derived::dates_a_sale(&c.column) || rows_named) {
                continue;
            }
            // (Said as the name writes it — "paid" of paid_on, "opened"
            // of opened_on: a participle; "still open" is a state.)
            // (PaidOn as paid_on: the name's words lower-cased.)
            let participle = crate::mention::english_event_participle(&c.column).map(|(p, _)| p);
            let said = self.raw(k);
            let compared = self.slots.get(k + 1).is_some_and(|n| {
                matches!(n.item, Item::Number(_))
                    || self.cue_at(k + 1).is_some_and(|c| c.compares())
            });
            // (取消 of cancelled_on: the verb in Chinese, not its date —
            // unless said not yet done: 未解决.)
            let before = self
                .byte_span(k)
                .map(|span| self.q.lower[..span.start].trim_end().to_string())
                .unwrap_or_default();
            let not_yet = super::missing::NOT_YET_BEFORE
                .iter()
                .any(|w| crate::question::ends_with_word(&before, w));
            // (正在配送的订单: the event that ends a row, under way, has not
            // taken place — `missing::open_until_ended` reads it.)
            let under_way = super::missing::UNDER_WAY_BEFORE
                .iter()
                .any(|w| crate::question::ends_with_word(&before, w))
                && dates_an_ending(&c.column);
            // (欠费 of `paid_on` is not paid yet — `missing` reads it.)
            let owing = crate::derived::OWING_ZH.contains(&said);
            let verb_in_chinese = participle.is_some()
                && !not_yet
                && !under_way
                && !owing
                && said.chars().all(crate::question::is_han)
                && !said.ends_with(['期', '间']);
            // ("still to be collected": an English participle awaited is
            // not yet done either — `missing` reads it.)
            // ("litres brewed" of brew_date: the participle of a name's
            // bare verb is said of it too.)
            let participle_done = participle.as_deref().is_some_and(|p| {
                p == said
                    || said.ends_with("ed")
                        && chatdb_knowledge::text::verb_forms(said)
                            .iter()
                            .any(|v| v == p)
            }) && !not_yet;
            if (participle_done || verb_in_chinese) && !compared {
                let c = c.clone();
                if self.empty_in_places(&c) {
                    self.intent.filters.push(Filter {
                        column: c.clone(),
                        op: FilterOp::IsNotNull,
                        values: Vec::new(),
                    });
                } else if self.intent.time_range.is_none()
                    && self.time_tokens.is_empty()
                    && !sets_a_day_to_come(&c.column)
                    && self.holds_days_to_come(&c)
                {
                    // (已经结束的项目: a date set on every row, some of them
                    // still to come — a schedule —, has passed for the rows
                    // the verb is said of.)
                    self.intent.time_range = Some(crate::intent::TimeRange {
                        column: Some(c.clone()),
                        start: None,
                        end: self.cx.today.succ_opt(),
                        label: self.raw(k).to_string(),
                        period: None,
                        days: Vec::new(),
                    });
                }
                self.slots[k].item = Item::Mention(Target::Table(c.table));
                self.slots[k].alts.clear();
            }
        }
    }

    /// "devices assigned to Grace Lee": a reference named by a participle
    /// (assigned_to), said by that participle, is the verb joining the
    /// rows to the one named — the rows, not the key they keep.
    pub(super) fn reference_verbs_name_their_rows(&mut self) {
        for k in 0..self.slots.len() {
            let Item::Mention(Target::Column(c)) = &self.slots[k].item else {
                continue;
            };
            // (Said alone, after the rows' noun — "devices assigned" — or
            // with its preposition: "assigned to".)
            let said = self.raw(k);
            let said = said
                .strip_suffix(" to")
                .or_else(|| said.strip_suffix(" by"))
                .unwrap_or(said);
            let said_so = crate::mention::reference_participle(&c.column)
                .is_some_and(|p| said.split_whitespace().last() == Some(p.as_str()));
            // (Only a key referring to other rows: `directed_by` keeping a
            // director's name is what "directed by Ben Jones" compares.)
            let refers = self.table(&c.table).is_some_and(|t| {
                t.foreign_keys
                    .iter()
                    .any(|fk| fk.columns.len() == 1 && fk.columns[0] == c.column)
            });
            if said_so && refers {
                let rows = Target::Table(c.table.clone());
                self.slots[k].item = Item::Mention(rows.clone());
                self.slots[k].alts = vec![rows];
            }
        }
    }

    /// "total fees collected last month": a catalogue's money (a course's
    /// fee or price, `derived::is_catalogue`) totalled over a period is what
    /// the dated rows referring to it took in then — the one such table
    /// keeping money taken (enrolments' amount paid); a verb of taking money
    /// right after it ("collected", "received") is said of that money. A
    /// catalogue's number that is no money (a script's players) stays
    /// its own.
    fn catalogue_money_over_a_period(&mut self) {
        for m in 0..self.intent.measures.len() {
            let Measure {
                aggregation: Aggregation::Sum,
                target: MeasureTarget::Column { column },
            } = &self.intent.measures[m]
            else {
                continue;
            };
            let column = column.clone();
            let catalogue = self
                .table(&column.table)
                .is_some_and(|t| crate::derived::is_catalogue(self.cx.schema, t));
            let money = self.keeps_money(&column) || crate::derived::names_a_price(&column.column);
            if !catalogue || !money {
                continue;
            }
            let mut taking = self.cx.schema.tables.iter().filter_map(|r| {
                let dated = crate::derived::keeps_a_date(r);
                (dated && super::refers(r, &column.table))
                    .then(|| self.money_taken_by(&r.qualified_name()))
                    .flatten()
            });
            let (Some(paid), None) = (taking.next(), taking.next()) else {
                continue;
            };
            self.intent.measures[m].target = MeasureTarget::Column { column: paid };
            let said_after = self
                .slots
                .iter()
                .find(|s| s.item == Item::Mention(Target::Column(column.clone())))
                .map(|s| s.tokens.end);
            if let Some(k) = said_after.filter(|k| {
                self.q.tokens.get(*k).is_some_and(|t| {
                    ["collect", "receiv", "taken", "paid", "earn"]
                        .iter()
                        .any(|v| t.norm.starts_with(v))
                })
            }) {
                self.understood_tokens.push(k);
            }
        }
    }

    /// A column of the subject table that holds a year (`year`, `Year_Opened`).
    pub(super) fn year_column(&self) -> Option<ColumnRef> {
        self.year_column_of(None)
    }

    /// A year column of `first`, else of the subject table, else of another
    /// table the question names ("stadiums with a concert in 2014": the
    /// concert's year).
    pub(super) fn year_column_of(&self, first: Option<String>) -> Option<ColumnRef> {
        let named = self.slots.iter().filter_map(|s| match &s.item {
            Item::Mention(Target::Table(t)) => Some(t.clone()),
            _ => None,
        });
        first
            .into_iter()
            .chain(self.subject_table())
            .chain(named)
            .find_map(|t| self.column_named(&t, "year", |ty| !ty.is_temporal()))
    }

    pub(super) fn time_column(&self) -> Option<ColumnRef> {
        time_column_for(
            &self.intent,
            self.subject_table(),
            self.cx.schema,
            self.cx.semantic,
        )
        .map(|c| self.date_of_the_event_named(c))
        .or_else(|| self.date_new_rows_of_a_metric_are_new_by())
    }

    /// 上个月购买华为商品的客户有多少: the period is on the event the
    /// question names (购买, the orders, whose date the semantic layer
    /// declares), not on a date of the rows counted that nothing declares
    /// nor says (the customers' signup date) — when exactly one such event
    /// is named and no measure is a metric with a date of its own.
    fn date_of_the_event_named(&self, c: ColumnRef) -> ColumnRef {
        let Some(semantic) = self.cx.semantic else {
            return c;
        };
        let declared = |t: &str| semantic.tables.get(t).and_then(|s| s.time_column.clone());
        let said = self
            .slots
            .iter()
            .any(|s| matches!(&s.item, Item::Mention(Target::Column(x)) if *x == c));
        let metric = self
            .intent
            .measures
            .iter()
            .any(|m| matches!(m.target, MeasureTarget::Metric { .. }));
        if declared(&c.table).is_some() || said || metric {
            return c;
        }
        let mut events: Vec<ColumnRef> = Vec::new();
        for s in &self.slots {
            if let Item::Mention(Target::Table(t)) = &s.item {
                if let Some(tc) = declared(t).filter(|_| *t != c.table) {
                    let e = ColumnRef::new(t, tc);
                    if !events.contains(&e) {
                        events.push(e);
                    }
                }
            }
        }
        match events.as_slice() {
            [event] => event.clone(),
            _ => c,
        }
    }

    /// 去年每个月的新客户数: a metric that keeps no date column of its own,
    /// said of *new* rows (新, new) — rows are new by the date they were
    /// added, their table's own date column (the semantic layer's, else
    /// the only one there).
    fn date_new_rows_of_a_metric_are_new_by(&self) -> Option<ColumnRef> {
        let new_said = self
            .q
            .tokens
            .iter()
            .any(|t| matches!(t.norm.as_str(), "新" | "新增" | "new"));
        if !new_said {
            return None;
        }
        let semantic = self.cx.semantic?;
        let [Measure {
            target: MeasureTarget::Metric { id },
            ..
        }] = self.intent.measures.as_slice()
        else {
            return None;
        };
        let table = semantic.metric(id)?.table.clone()?;
        self.own_date_column(&table)
    }

    /// "how many orders were placed last month", "customers added this
    /// year", "how many orders did we place": a verb of making said of
    /// rows in the passive, or asked of them with "did" (placed, made,
    /// created, added, recorded, registered, submitted, issued) says they
    /// came to be — the event their own date records — and asks nothing
    /// else. Understood only where the rows have their own date (or that
    /// of the row they belong to) and any period said is on it. A verb of
    /// selling says the same of rows that are each one sale
    /// (`derived::price_of_one_sale`: "how many tickets did we sell"), and
    /// a participle right after the rows is their passive too
    /// ("exhibitions with no tickets sold", "orders placed last month").
    pub(super) fn rows_made(&mut self) {
        const MAKING: &[&str] = &[
            "placed",
            "made",
            "created",
            "added",
            "recorded",
            "registered",
            "submitted",
            "issued",
        ];
        if self.q.chinese {
            return;
        }
        let making: Vec<String> = MAKING
            .iter()
            .map(|w| chatdb_knowledge::text::stem(w))
            .collect();
        for k in 1..self.q.tokens.len() {
            let word = self.q.tokens[k].norm.as_str();
            let selling = super::units::is_sell_form(word);
            if !(making.iter().any(|m| m == word) || selling) || self.slot_of_token(k).is_some() {
                continue;
            }
            // ("tickets sold", "orders placed": the participle after the
            // rows, said of them.)
            let participle =
                crate::question::is_past_participle(&self.q.lower[self.q.tokens[k].span.clone()]);
            let rows_before = self
                .slot_of_token(k - 1)
                .and_then(|j| self.table_named_at(j))
                .is_some();
            let mut b = k - 1;
            let mut helpers = 0;
            while b > 0
                && helpers < 2
                && matches!(
                    self.q.tokens[b].norm.as_str(),
                    "were" | "was" | "been" | "be" | "are" | "is" | "have" | "has" | "had"
                )
            {
                b -= 1;
                helpers += 1;
            }
            // Active, asked of the rows made: "how many orders did
            // customers in Beijing place" — the rows come right before the
            // question's "did", whoever made them after it.
            if helpers == 0 && !(participle && rows_before) {
                let Some(aux) = (k.saturating_sub(6)..k)
                    .rev()
                    .find(|a| matches!(self.q.tokens[*a].norm.as_str(), "did" | "do" | "does"))
                else {
                    continue;
                };
                let Some(before) = aux.checked_sub(1) else {
                    continue;
                };
                b = before;
            }
            let Some(table) = self.slot_of_token(b).and_then(|j| self.table_named_at(j)) else {
                continue;
            };
            let table = table.to_string();
            // (Tickets of a departure keep no date: they were sold when it
            // left, the row they belong to.)
            let Some(own) = self
                .own_date_column(&table)
                .or_else(|| crate::derived::date_of_the_row_it_belongs_to(self.cx.schema, &table))
            else {
                continue;
            };
            if selling && !self.sold_one_a_row(&table) {
                continue;
            }
            let on_own = self
                .intent
                .time_range
                .as_ref()
                .and_then(|r| r.column.as_ref())
                .is_none_or(|c| *c == own);
            if on_own {
                self.understood_tokens.push(k);
            }
        }
    }

    /// The date a table's rows are dated by: the semantic layer's time
    /// column for it, else its only date column.
    pub(super) fn own_date_column(&self, table: &str) -> Option<ColumnRef> {
        if let Some(c) = self
            .cx
            .semantic
            .and_then(|s| s.tables.get(table))
            .and_then(|t| t.time_column.clone())
        {
            return Some(ColumnRef::new(table, c));
        }
        let dates: Vec<&chatdb_core::Column> = self
            .table(table)?
            .columns
            .iter()
            .filter(|c| c.logical_type.is_temporal())
            .collect();
        // (Of a row that begins and ends — opened_on and closed_on,
        // started_on and cancelled_on —, the day it began is its own.)
        let begun = || {
            let mut begun = dates.iter().filter(|c| !dates_an_ending(&c.name));
            match (begun.next(), begun.next()) {
                (Some(c), None) => Some(ColumnRef::new(table, &c.name)),
                _ => None,
            }
        };
        match dates.as_slice() {
            [c] => Some(ColumnRef::new(table, &c.name)),
            [_, ..] if dates.iter().any(|c| dates_an_ending(&c.name)) => begun(),
            _ => None,
        }
    }

    /// Whether `table`'s rows are each one sale, with a price of one sale
    /// (`derived::price_of_one_sale`): selling them makes them.
    pub(super) fn sold_one_a_row(&self, table: &str) -> bool {
        self.table(table)
            .and_then(|t| crate::derived::price_of_one_sale(self.cx.schema, t))
            .is_some()
    }

    /// Whether `c` is the price of one sale (tickets.price beside
    /// `sold_at`, `derived::price_of_one_sale`): its total over a period
    /// is what the period took in.
    pub(super) fn is_price_of_one_sale(&self, c: &ColumnRef) -> bool {
        self.table(&c.table)
            .and_then(|t| crate::derived::price_of_one_sale(self.cx.schema, t))
            .is_some_and(|p| p.name == c.column)
    }

    /// Whether a column holds an amount that adds up over time — what was
    /// paid, sold, spent or set aside (amount, quantity, revenue, cost,
    /// budget, a total; 金额, 数量, 销量, 花费), a count of things (clicks,
    /// 点击量) or a quantity kept in a unit of measure (`honey_kg`,
    /// `volume_ml`) — by its name or its synonyms. A price, a rate, an age
    /// or a balance does not.
    pub(super) fn adds_up(&self, c: &ColumnRef) -> bool {
        use crate::derived::Flow;
        // (`sale_id`: a key — its own or a reference — names a row,
        // whatever its words say.)
        if self.is_key(c) {
            return false;
        }
        // (The time one row took is its own, as a price is: "average lead
        // time per supplier" is each supplier's average.)
        let elapsed = self.table(&c.table).is_some_and(|t| {
            matches!(
                crate::derived::Computed::parse(&c.column, t),
                Some(crate::derived::Computed::Elapsed(_))
            )
        });
        if elapsed {
            return false;
        }
        let synonyms = self
            .cx
            .semantic
            .and_then(|s| s.tables.get(&c.table))
            .and_then(|t| t.columns.get(&c.column))
            .map(|spec| spec.synonyms.as_slice())
            .unwrap_or_default();
        Flow::of_name(&c.column).is_some()
            || synonyms.iter().any(|s| Flow::of_text(s).is_some())
            || self.keeps_money(c)
            || crate::derived::names_time_spent(&c.column)
            // (`price_per_kg` is a rate, kept in no unit.)
            || crate::units::unit_kept_by(&chatdb_knowledge::text::split_identifier(&c.column))
                .is_some()
            || crate::derived::names_energy(&c.column)
            || crate::derived::names_consumption(&c.column)
            || self.holds_a_count(c)
    }
}

/// A range open on one side whose bound is a new year (2013年以后 starts
/// on 1 January 2014): the years from it on, or those before it.
fn years_from_or_before(r: &crate::intent::TimeRange) -> Option<(FilterOp, i32)> {
    use chrono::Datelike;
    let new_year = |d: chrono::NaiveDate| d.ordinal() == 1;
    match (r.start, r.end) {
        (Some(s), None) if new_year(s) => Some((FilterOp::Ge, s.year())),
        (None, Some(e)) if new_year(e) => Some((FilterOp::Lt, e.year())),
        _ => None,
    }
}

/// The year a range covers when it is exactly one calendar year.
pub(super) fn calendar_year(r: &crate::intent::TimeRange) -> Option<i32> {
    use chrono::Datelike;
    let (start, end) = (r.start?, r.end?);
    let whole = start.ordinal() == 1 && end.ordinal() == 1 && end.year() == start.year() + 1;
    whole.then_some(start.year())
}

/// The date column time ranges of an intent apply to: its metric's, the
/// semantic layer's for the measured (or subject) table, else the first date
/// column there.
pub fn time_column_for(
    intent: &Intent,
    subject: Option<String>,
    schema: &Schema,
    semantic: Option<&SemanticLayer>,
) -> Option<ColumnRef> {
    for m in &intent.measures {
        if let MeasureTarget::Metric { id } = &m.target {
            if let Some((t, c)) = semantic
                .and_then(|s| s.metric(id))
                .and_then(|m| m.time_column.as_deref())
                .and_then(|tc| tc.rsplit_once('.'))
            {
                return Some(ColumnRef::new(t, c));
            }
        }
    }
    let mut tables: Vec<String> = Vec::new();
    // The rows measured: asked for, ranked by (哪个门店上个月的订单最少:
    // last month's orders, not stores opened last month) or conditioned on.
    for m in intent.all_measures() {
        match &m.target {
            MeasureTarget::Rows { table } => tables.push(table.clone()),
            MeasureTarget::Column { column } => tables.push(column.table.clone()),
            MeasureTarget::Metric { .. } => {}
        }
    }
    // A table's own date: the semantic layer's, else its first date
    // column — not a person's birth date while the rows keep another ("new
    // members this year" joined this year, they were not born in it).
    let own_date = |t: &String| -> Option<ColumnRef> {
        if let Some(tc) = semantic
            .and_then(|s| s.tables.get(t))
            .and_then(|s| s.time_column.clone())
        {
            return Some(ColumnRef::new(t, tc));
        }
        let tb = schema.table(t)?;
        let mut dates = tb.columns.iter().filter(|c| c.logical_type.is_temporal());
        let first = dates.clone().next();
        let date = dates
            .find(|c| !crate::derived::is_birth_date(c))
            .or(first)?;
        Some(ColumnRef::new(t, &date.name))
    };
    // ("sales by month" of an item's `sale_price`: a number named after an
    // event is dated by that event's date, `sold_on`, not the rows' first
    // date, `listed_on`.)
    let declared = |t: &str| {
        semantic
            .and_then(|s| s.tables.get(t))
            .is_some_and(|s| s.time_column.is_some())
    };
    let event_date = intent.all_measures().find_map(|m| match &m.target {
        MeasureTarget::Column { column } if !declared(&column.table) => {
            let tb = schema.table(&column.table)?;
            let mut dates = tb.columns.iter().filter(|c| {
                c.logical_type.is_temporal()
                    && crate::derived::dates_the_event_of(&c.name, &column.column)
            });
            match (dates.next(), dates.next()) {
                (Some(c), None) => Some(ColumnRef::new(&column.table, &c.name)),
                _ => None,
            }
        }
        _ => None,
    });
    if event_date.is_some() {
        return event_date;
    }
    let belongs = |t: &String| crate::derived::date_of_the_row_it_belongs_to(schema, t);
    // "total volunteer hours last month": rows measured that keep no date
    // happened when the row they belong to did (the shift's event), never
    // on a date of the subject said beside them (the volunteers' joining
    // day).
    let subject: Vec<String> = subject.into_iter().collect();
    tables
        .iter()
        .find_map(own_date)
        .or_else(|| tables.iter().find_map(belongs))
        .or_else(|| subject.iter().find_map(own_date))
        .or_else(|| subject.iter().find_map(belongs))
}

/// Verbs of a row's end, whose participle names the day it ended
/// (cancelled_on, closed_at, end_date) — by stopping or by being done
/// (completed_at, resolved_on, received_on, fixed_at).
pub(super) const ENDING: &[&str] = &[
    "cancelled",
    "canceled",
    "ended",
    "closed",
    "terminated",
    "churned",
    "expired",
    "deactivated",
    "stopped",
    "completed",
    "finished",
    "resolved",
    "solved",
    "received",
    "delivered",
    "fixed",
    "repaired",
    "discharged",
    "returned",
    // (Of a stay: left_at, exited_at.)
    "left",
    "exited",
];

/// Whether `name` is the date of undoing what another date of `table`
/// keeps: un- before its verb (`unsubscribed_on` beside `subscribed_on`,
/// `uninstalled_at` beside `installed_at`) — the end of what that began.
pub(super) fn dates_an_undoing(table: &Table, name: &str) -> bool {
    let Some((participle, _)) = crate::mention::english_event_participle(name) else {
        return false;
    };
    let Some(done) = participle.strip_prefix("un") else {
        return false;
    };
    table.columns.iter().any(|c| {
        c.logical_type.is_temporal()
            && crate::mention::english_event_participle(&c.name).is_some_and(|(p, _)| p == done)
    })
}

/// Whether a date column's mention `said` (lower-cased) names the date
/// itself — "booking date", "time", "day", "year" — rather than the event
/// by its verb ("booked").
pub(super) fn says_the_date_itself(said: &str) -> bool {
    ["date", "time", "day", "year"]
        .iter()
        .any(|w| said.contains(w))
}

/// Which of a row's `dates` (dates set aside already left out) it ends on:
/// the one named by a verb of ending; where several are, those of them
/// that may be left empty (a job `received_on` and `delivered_on` ends
/// when delivered), and where none is, those of all (an invoice's
/// `paid_on`, empty until it is paid).
pub(super) fn ending_dates<'c>(dates: &[&'c chatdb_core::Column]) -> Vec<&'c chatdb_core::Column> {
    let named: Vec<&chatdb_core::Column> = dates
        .iter()
        .copied()
        .filter(|c| dates_an_ending(&c.name))
        .collect();
    if named.len() == 1 {
        return named;
    }
    let pool = if named.is_empty() { dates } else { &named[..] };
    pool.iter().copied().filter(|c| c.nullable).collect()
}

/// Whether a date column is named by a verb of ending (closed_on).
pub(super) fn dates_an_ending(name: &str) -> bool {
    crate::mention::english_event_participle(name).is_some_and(|(_, verb)| {
        ENDING
            .iter()
            .any(|e| chatdb_knowledge::text::stem(e) == verb)
    })
}

/// Whether a date column keeps the day something was set for (booked_for,
/// scheduled_for): the act — the booking — is done whether that day has
/// come or not.
fn sets_a_day_to_come(name: &str) -> bool {
    let words = chatdb_knowledge::text::split_identifier(name);
    words.len() == 2 && words[1].eq_ignore_ascii_case("for")
}
