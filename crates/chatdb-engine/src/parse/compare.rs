//! Comparisons: a column against a number (人口超过100万, older than 30), a
//! count (with more than 2 singers) or its own aggregate (above the average
//! age), and the attributes comparatives imply.

use super::*;
use crate::units::{unit_kept_by, unit_of_word};

/// The unit of time said at token `k` of an English question as a rate's
/// ("a night", "per day", "every hour"), with the adjectives a name says
/// it with (`nightly`, `daily`, `hourly`).
pub(super) fn per_unit_of_time(
    tokens: &[crate::question::Token],
    k: usize,
) -> Option<(&str, &'static [&'static str])> {
    if !matches!(
        tokens.get(k)?.norm.as_str(),
        "a" | "an" | "per" | "each" | "every"
    ) {
        return None;
    }
    let unit = tokens.get(k + 1)?.norm.as_str();
    crate::units::PER_UNIT_OF_TIME
        .iter()
        .find(|(u, _, _)| *u == unit)
        .map(|(_, adjectives, _)| (unit, *adjectives))
}

/// What a length is kept as where no column is named a length: how long
/// a thing lasts or goes, how many words or pages it has.
const LENGTHS: [&str; 5] = ["duration", "distance", "runtime", "word", "page"];

/// What English names what is paid for a thing, besides its price: what
/// "expensive" and 贵 are said of.
const COSTS: [&str; 4] = ["cost", "rent", "fee", "fare"];

impl Parser<'_, '_> {
    /// "orders over 10000", 超过5000的商品: rows compared with a bare
    /// number, right after or before their table's name, are compared by
    /// the one amount the table keeps (not a key, not a date or year).
    /// (Not the table's noun as a verb: "customers who ordered more than
    /// 5" says how many times, not how much.) Of several amounts, the one
    /// whose stored values reach the numbers `said` — "games over 200" of
    /// a score from 40 to 272 and strikes from 0 to 12: a threshold outside
    /// a column's range keeps all of its rows or none.
    fn sole_amount_compared(&self, i: usize, said: &[Literal]) -> Option<ColumnRef> {
        let beside = [self.prev_meaningful(i), self.next_meaningful(i, 3)];
        let table = beside
            .into_iter()
            .flatten()
            .filter(|j| !self.raw(*j).ends_with("ed"))
            .find_map(|j| self.table_named_at(j))?
            .to_string();
        let t = self.table(&table)?;
        let amounts: Vec<ColumnRef> = crate::derived::amount_columns(t, self.cx.profiles)
            .into_iter()
            .filter(|c| !t.is_key(&c.name) && !crate::mention::is_time_name(&c.name))
            .map(|c| ColumnRef::new(&table, &c.name))
            .collect();
        let within: Vec<&ColumnRef> = amounts
            .iter()
            .filter(|c| !said.is_empty() && said.iter().all(|v| self.within_stored_range(c, v)))
            .collect();
        match (amounts.as_slice(), within.as_slice()) {
            ([c], _) => Some(c.clone()),
            (_, [c]) => Some((*c).clone()),
            _ => None,
        }
    }

    /// Whether the number `v` lies within the profiled values of `c`, from
    /// its least to its greatest (unknown without a profile).
    fn within_stored_range(&self, c: &ColumnRef, v: &Literal) -> bool {
        let v = match v {
            Literal::Int(n) => *n as f64,
            Literal::Float(f) => *f,
            _ => return false,
        };
        self.cx
            .profiles
            .iter()
            .find(|p| p.table == c.table)
            .and_then(|p| p.column(&c.column))
            .and_then(|p| Some((p.min.as_f64()?, p.max.as_f64()?)))
            .is_some_and(|(lo, hi)| lo <= v && v <= hi)
    }

    /// "suites under 300 a night", "vans over 80 per day": a number said
    /// per a unit of time (a, an, per, each + night, day, hour, week, month,
    /// year, from token `k` on) is a rate — what is paid or done for each
    /// of them, never how many of them there are. The tokens saying it and
    /// the one numeric column (of the table said before the comparison at
    /// slot `i`, else of the schema) named as per that unit: `nightly_rate`,
    /// `daily_rate`, `hourly_wage`, `price_per_night`.
    fn rate_per_unit_of_time(&self, k: usize, i: usize) -> Option<(Vec<usize>, Option<ColumnRef>)> {
        if self.q.chinese {
            return None;
        }
        let (unit, adjectives) = per_unit_of_time(&self.q.tokens, k)?;
        let column = self.the_numeric_column_named(i, |words| {
            words.iter().any(|w| adjectives.contains(&w.as_str()))
                || words.windows(2).any(|p| p[0] == "per" && p[1] == unit)
        });
        Some((vec![k, k + 1], column))
    }

    /// "rides over 60 minutes", 超过2小时的骑行, "tracks longer than 5
    /// minutes": a number said in a unit of time, weight or distance (the
    /// word at token `k`) is compared with the one numeric column kept in a
    /// unit of the same kind, its name ending in it (`duration_min`,
    /// `length_hours`, `duration_sec`, `weight_kg`) — of the table said
    /// before the comparison at slot `i`, else of the schema; one in the
    /// very unit said before one in another. The number is then turned into
    /// the column's unit ([`Self::unit_factor`]: 5 minutes are 300 over
    /// `duration_sec`).
    fn column_kept_in_unit(&self, k: usize, i: usize) -> Option<ColumnRef> {
        let said = self.q.tokens.get(k)?.norm.as_str();
        let (kind, size) = unit_of_word(said)?;
        let kept_in = |words: &[String]| unit_kept_by(words).filter(|(of, _)| *of == kind);
        let same = self
            .the_numeric_column_named(i, |words| kept_in(words).is_some_and(|(_, s)| s == size));
        same.or_else(|| self.the_numeric_column_named(i, |w| kept_in(w).is_some()))
    }

    /// The one numeric column of `table` kept in the unit said at token
    /// `k` (kilograms: `weight_kg`).
    fn column_of_table_in_unit(&self, k: usize, table: &str) -> Option<ColumnRef> {
        let (kind, _) = unit_of_word(self.q.tokens.get(k)?.norm.as_str())?;
        let kept = self.numeric_columns_named(self.table(table)?, |words| {
            unit_kept_by(words).is_some_and(|(of, _)| of == kind)
        });
        match kept.as_slice() {
            [one] => Some(one.clone()),
            _ => None,
        }
    }

    /// The factor turning a number said in the unit at token `k` into the
    /// unit `column` is kept in, when both are units of one kind (5 minutes
    /// over `duration_sec`: 60).
    fn unit_factor(&self, k: usize, column: &ColumnRef) -> Option<f64> {
        let (kind, size) = unit_of_word(self.q.tokens.get(k)?.norm.as_str())?;
        let (kept_kind, kept) = crate::units::unit_kept_by_name(&column.column)?;
        (kept_kind == kind).then_some(size / kept)
    }

    /// The one numeric column whose name's words (lower-cased) `fit`: of
    /// the table said before slot `i`, else — when it has none — of the
    /// schema; none when several do.
    fn the_numeric_column_named(
        &self,
        i: usize,
        fit: impl Fn(&[String]) -> bool,
    ) -> Option<ColumnRef> {
        let fitting = |t: &chatdb_core::Table| self.numeric_columns_named(t, &fit);
        let mut found = self
            .table_before(i)
            .as_deref()
            .and_then(|t| self.table(t))
            .map(fitting)
            .unwrap_or_default();
        if found.is_empty() {
            found = self.cx.schema.tables.iter().flat_map(fitting).collect();
        }
        match found.as_slice() {
            [one] => Some(one.clone()),
            _ => None,
        }
    }

    /// The numeric columns of `t` whose name's words (lower-cased) `fit`.
    fn numeric_columns_named(
        &self,
        t: &chatdb_core::Table,
        fit: impl Fn(&[String]) -> bool,
    ) -> Vec<ColumnRef> {
        t.columns
            .iter()
            .filter(|c| fit(&chatdb_knowledge::text::split_identifier(&c.name)))
            .map(|c| ColumnRef::new(t.qualified_name(), &c.name))
            .filter(|c| self.is_numeric(c))
            .collect()
    }

    /// "products priced 100 to 200", 单价100到200元的商品: two numbers joined
    /// by "to" (到, 至) are a range, as "between 100 and 200" (100到200之间)
    /// says it — the word joining them is read as the range's cue when the
    /// question says no other.
    pub(super) fn a_range_said_with_to(&mut self) {
        if self.has_cue(CueKind::Between) {
            return;
        }
        let number =
            |p: &Self, j: usize| matches!(p.slots[j].item, Item::Number(_)) && !p.slots[j].used;
        for a in (0..self.slots.len()).filter(|&a| number(self, a)) {
            let Some(b) = (a + 1..self.slots.len()).find(|&b| number(self, b)) else {
                continue;
            };
            // (Exactly one word between the numbers, and it is "to".)
            let to = self.slots[a].tokens.end;
            let joined = self.slots[b].tokens.start == to + 1
                && matches!(self.q.tokens[to].norm.as_str(), "to" | "到" | "至");
            if !joined {
                continue;
            }
            let cue = Item::Cue(CueKind::Between);
            match self.slot_of_token(to) {
                Some(s) if self.is_filler(s) => {
                    self.slots[s].item = cue;
                    self.slots[s].used = false;
                }
                Some(_) => continue,
                None => self.slots.insert(
                    a + 1,
                    Slot {
                        alts: Vec::new(),
                        item: cue,
                        tokens: to..to + 1,
                        used: false,
                    },
                ),
            }
            return;
        }
    }

    /// Comparisons with numbers: age > 30, 人口超过100万.
    pub(super) fn comparisons(&mut self) {
        let n = self.slots.len();
        for i in 0..n {
            let op = match self.cue_at(i) {
                Some(CueKind::Gt) => FilterOp::Gt,
                Some(CueKind::Ge) => FilterOp::Ge,
                Some(CueKind::Lt) => FilterOp::Lt,
                Some(CueKind::Le) => FilterOp::Le,
                Some(CueKind::Between) => FilterOp::Between,
                Some(CueKind::EqualTo) => FilterOp::Eq,
                // 市场份额不是2%: a negated number.
                Some(CueKind::Negation) if self.has_number_after(i) => FilterOp::NotEq,
                // 有最少50个明星 / 最多500家门店: a bound right before its number.
                Some(CueKind::Min | CueKind::Max) if self.bound_before_number(i) => {
                    if self.cue_at(i) == Some(CueKind::Min) {
                        FilterOp::Ge
                    } else {
                        FilterOp::Le
                    }
                }
                _ => continue,
            };
            // "not higher than 4": the opposite comparison.
            let negation = self
                .prev_meaningful(i)
                .filter(|k| self.cue_at(*k) == Some(CueKind::Negation) && !self.slots[*k].used);
            let op = match (negation, op) {
                (Some(k), FilterOp::Gt | FilterOp::Ge | FilterOp::Lt | FilterOp::Le) => {
                    self.slots[k].used = true;
                    match op {
                        FilterOp::Gt => FilterOp::Le,
                        FilterOp::Ge => FilterOp::Lt,
                        FilterOp::Lt => FilterOp::Ge,
                        _ => FilterOp::Gt,
                    }
                }
                _ => op,
            };
            // "above the average age" / 高于平均年龄: a comparison with an aggregate.
            if self.compare_to_aggregate(i, op) {
                continue;
            }
            // The number: after the cue, or before for 以上/以下/之间.
            let num_after = (i + 1..n)
                .take(3)
                .find(|j| matches!(self.slots[*j].item, Item::Number(_)) && !self.slots[*j].used);
            let num_before = (0..i)
                .rev()
                .take(2)
                .find(|j| matches!(self.slots[*j].item, Item::Number(_)) && !self.slots[*j].used);
            let mut numbers = Vec::new();
            if op == FilterOp::Between {
                let pool: Vec<usize> = (0..n)
                    .filter(|j| {
                        matches!(self.slots[*j].item, Item::Number(_)) && !self.slots[*j].used
                    })
                    .filter(|j| j.abs_diff(i) <= 4)
                    .take(2)
                    .collect();
                if let [a, b] = pool[..] {
                    // 在1000到2000之间: the word joining the bounds is the
                    // range's own.
                    let joining: Vec<usize> =
                        (self.slots[a].tokens.end..self.slots[b].tokens.start).collect();
                    if let [k] = joining[..] {
                        if matches!(
                            self.q.tokens[k].norm.as_str(),
                            "到" | "至" | "and" | "to" | "-" | "~" | "～"
                        ) {
                            self.understood_tokens.push(k);
                        }
                    }
                    numbers = pool;
                }
            } else if let Some(j) = if cues::is_postfix_comparison(self.raw(i)) {
                num_before.or(num_after)
            } else {
                num_after.or(num_before)
            } {
                numbers.push(j);
            }
            if numbers.is_empty() {
                if !self.compare_to_column(i, op) {
                    self.compare_to_stored_time(i, op);
                }
                continue;
            }
            // 开业超过5年的门店, "signed up more than 2 years ago": a date
            // compared with a span of time is how long ago it was.
            if self.date_older_or_newer(i, op, &numbers) {
                continue;
            }
            let first_num = *numbers.iter().min().unwrap_or(&i);
            let anchor = i.min(first_num);
            // 2014年之前上线: a year also compares a time column kept as text
            // (上线时间 = '2018年').
            let a_year_number = numbers.len() == 1
                && matches!(self.slots[numbers[0]].item, Item::Number(v) if v.fract() == 0.0 && (1800.0..=2100.0).contains(&v));
            let comparable = |p: &Self, c: &ColumnRef| {
                p.is_numeric(c)
                    || a_year_number
                        && p.column_type(c) == LogicalType::Text
                        && crate::mention::is_time_name(&c.column)
            };
            // The column: a numeric column just before, else just after.
            let numeric_column = |p: &Self, j: usize| {
                !p.slots[j].used
                    && matches!(p.target(j), Some(Target::Column(c)) if comparable(p, c))
            };
            let before = (0..anchor).rev().take(4).find(|j| numeric_column(self, *j));
            let last_num = *numbers.iter().max().unwrap_or(&i);
            // "above age 20": the column between the comparison and its number.
            let inside = (i + 1..first_num).find(|j| numeric_column(self, *j));
            // (4星级以上: the column between the number and a comparison
            // said after it.)
            let inside = inside.or_else(|| (first_num + 1..i).find(|j| numeric_column(self, *j)));
            let before = inside.or(before);
            // "suites under 300 a night": a rate per unit of time, never
            // the count of nights named after it.
            let rate = self.rate_per_unit_of_time(self.slots[last_num.max(i)].tokens.end, i);
            let after = (last_num.max(i) + 1..n)
                .take(3)
                .find(|j| numeric_column(self, *j))
                .filter(|j| {
                    rate.as_ref()
                        .is_none_or(|(said, _)| !said.contains(&self.slots[*j].tokens.start))
                });
            let values: Vec<Literal> = numbers
                .iter()
                .filter_map(|j| match self.slots[*j].item {
                    Item::Number(v) => Some(number_literal(v)),
                    _ => None,
                })
                .collect();
            // "with more than 2 singers": a condition on a count.
            // The table must follow the number directly (a measure word
            // like 个 aside): in 超过100万的城市 the table is what is filtered.
            let counted = self
                .next_meaningful(last_num.max(i), 1)
                .filter(|j| self.rows_named_at(*j).is_some() && !self.slots[*j].used)
                .filter(|j| {
                    let from = self.slots[last_num.max(i)].tokens.end;
                    let to = self.slots[*j].tokens.start;
                    self.q.tokens[from.min(to)..to]
                        .iter()
                        .all(|t| is_unit(&t.norm))
                });
            // 洗衣机品牌不少于2个: the table just before, counted in units.
            let after_num = self.slots[last_num.max(i)].tokens.end;
            let unit_after = self
                .q
                .tokens
                .get(after_num)
                .is_some_and(|t| is_unit(&t.norm));
            // 比赛记录数大于5: the table and a count word right before the
            // comparison count its rows, with or without a unit.
            let count_word_before = self.slots[i]
                .tokens
                .start
                .checked_sub(1)
                .is_some_and(|k| is_count_word(&self.q.tokens[k].norm));
            // (Only when no number column around is what is compared.)
            let nothing_else_compared = self.q.chinese && before.is_none() && after.is_none();
            let counted = counted.or_else(|| {
                let plain = nothing_else_compared && (unit_after || count_word_before);
                // (数量 of 夏季奥运会数量小于5 is a count cue of its own)
                let prev = self.prev_meaningful(i).map(|j| {
                    let count_cue = self.cue_at(j) == Some(CueKind::Count)
                        && is_count_word(self.raw(j))
                        && count_word_before;
                    match count_cue {
                        true => self.prev_meaningful(j).unwrap_or(j),
                        false => j,
                    }
                });
                prev.filter(|j| plain && self.rows_named_at(*j).is_some() && !self.slots[*j].used)
            });
            // "customers who ordered more than 5 times": times after the
            // number count how often the verb before the comparison, which
            // names a table's rows, happened — those rows.
            let times_after = !self.q.chinese
                && self
                    .q
                    .tokens
                    .get(after_num)
                    .is_some_and(|t| matches!(t.norm.as_str(), "time" | "times"));
            // ("patients admitted more than once": or the date of the event
            // its verb names, read as those rows.)
            let rows_of = |p: &Self, j: usize| {
                p.rows_named_at(j).or_else(|| match p.target(j) {
                    Some(Target::Column(c))
                        if times_after
                            && p.column_type(c).is_temporal()
                            && p.slots[j].alts.contains(&Target::Table(c.table.clone())) =>
                    {
                        Some(c.table.clone())
                    }
                    _ => None,
                })
            };
            let counted = counted.or_else(|| {
                let j = self.prev_meaningful(i)?;
                (times_after && rows_of(self, j).is_some() && !self.slots[j].used).then_some(j)
            });
            if let Some(j) = counted {
                if let Some(t) = rows_of(self, j) {
                    self.count_condition(t, op, values, i, &numbers);
                    self.slots[j].used = true;
                    if count_word_before {
                        self.understood_tokens.push(self.slots[i].tokens.start - 1);
                        // (订单个数超过20的买家: the count cue is the
                        // condition's — the buyers are listed, not counted.)
                        if let Some(k) = self
                            .prev_meaningful(i)
                            .filter(|k| *k > j && self.cue_at(*k) == Some(CueKind::Count))
                        {
                            self.slots[k].used = true;
                        }
                    }
                    if times_after {
                        self.understood_tokens.push(after_num);
                    }
                    continue;
                }
            }
            // …首播，数量大于等于5的综艺节目系列名: a count word alone before
            // the comparison, nothing else to compare, counts the rows of the
            // table the question is about (for the groups it asks for).
            // (Not with a unit after the number: 数量不大于5个的城市在哪些省份
            // counts the cities of groups named elsewhere.)
            let count_word_only = nothing_else_compared && count_word_before && !unit_after;
            let lone_count = count_word_only
                && self.prev_meaningful(i).is_some_and(|k| {
                    self.cue_at(k) == Some(CueKind::Count)
                        && is_count_word(self.raw(k))
                        && self.prev_meaningful(k).is_none_or(|p| {
                            self.target(p).is_none() || self.clause_break_between(p, k)
                        })
                });
            // 哪些城市举办的奥运会数等于5: the word before the count word
            // ends a table's name (夏季奥运会): its rows are counted.
            let tail_of_table = count_word_only
                .then(|| {
                    let k = self.slots[i].tokens.start.checked_sub(2)?;
                    let w = self.q.tokens[k].norm.as_str();
                    if w.chars().count() < 2 || self.slot_of_token(k).is_some() {
                        return None;
                    }
                    let mut ending = self
                        .cx
                        .schema
                        .tables
                        .iter()
                        .filter(|t| t.name.to_lowercase().ends_with(w));
                    match (ending.next(), ending.next()) {
                        (Some(t), None) => Some(t.qualified_name()),
                        _ => None,
                    }
                })
                .flatten();
            let from_tail = tail_of_table.is_some();
            if from_tail {
                let start = self.slots[i].tokens.start;
                self.understood_tokens.extend([start - 2, start - 1]);
            }
            if let Some(t) = tail_of_table.or_else(|| self.subject_table().filter(|_| lone_count)) {
                self.count_condition(t, op, values, i, &numbers);
                if let Some(k) = self.prev_meaningful(i).filter(|_| !from_tail) {
                    self.slots[k].used = true;
                }
                continue;
            }
            // 销售额超过100万的门店, "stores with sales over 1000000": a
            // metric compared, for each of the rows named.
            // ("products that sold more than 1000 units": the unit after the
            // number names the column the metric before it totals.)
            let metrics_unit = after.filter(|j| self.totals_the_column_at(i, *j));
            if before.is_none()
                && (after.is_none() || metrics_unit.is_some())
                && self.metric_condition(i, op, &numbers)
            {
                if let Some(j) = metrics_unit {
                    self.slots[j].used = true;
                }
                continue;
            }
            // The column: named next to the comparison, else implied by it
            // ("older than 30": the adjective names the attribute;
            // "weighing more than 3500": the verb before it does).
            let named = before.or(after).and_then(|j| match self.target(j) {
                Some(Target::Column(c)) => Some((Some(j), c.clone())),
                _ => None,
            });
            // (the rate's own column, when nothing else is named)
            let (rate_said, rate_column) = rate.unzip();
            let named = named.or(rate_column.flatten().map(|c| (None, c)));
            // ("rides over 60 minutes", 超过60分钟的骑行: the column kept in
            // the unit said after the number.)
            let unit_at = self.slots[last_num.max(i)].tokens.end;
            // ("suppliers who delivered more than 100 kg": the date a verb
            // names right before is of the rows it did — their column kept
            // in the unit.)
            let verbs_rows = self.prev_meaningful(i).and_then(|j| match self.target(j) {
                Some(Target::Column(c))
                    if !self.slots[j].used && self.column_type(c).is_temporal() =>
                {
                    Some((j, self.column_of_table_in_unit(unit_at, &c.table)?))
                }
                _ => None,
            });
            let in_unit = match (&named, verbs_rows) {
                (None, Some((j, c))) => {
                    self.slots[j].used = true;
                    Some(c)
                }
                (None, None) => self.column_kept_in_unit(unit_at, i),
                (Some(_), _) => None,
            };
            let unit_said = in_unit.is_some().then_some(unit_at);
            let named = named.or(in_unit.map(|c| (None, c)));
            // (or the unit after the number: 不到19岁 is an age)
            let verb = self.slots[i]
                .tokens
                .start
                .checked_sub(1)
                .filter(|k| implied_attribute(&self.q.tokens[*k].norm).is_some())
                .or_else(|| {
                    // (After the number, or after its unit: "10 minutes
                    // late".)
                    let end = self.slots[last_num.max(i)].tokens.end;
                    [Some(end), unit_said.map(|u| u + 1)]
                        .into_iter()
                        .flatten()
                        .find(|k| {
                            self.q
                                .tokens
                                .get(*k)
                                .is_some_and(|t| implied_attribute(&t.norm).is_some())
                        })
                });
            // ("orders over $500", 超过1万元的捐款: a currency sign before
            // the number, or the unit jieba glued to its multiplier, says
            // an amount as 元 after it does.)
            let currency = numbers
                .iter()
                .flat_map(|j| self.slots[*j].tokens.clone())
                .chain(self.slots[first_num].tokens.start.checked_sub(1))
                .find(|k| crate::mention::is_currency(&self.q.tokens[*k].norm));
            let verb = verb.or(currency);
            // "concerts after 2013": a year compares the year column.
            // (2013年以后, 2014年及之前: the Chinese words say the same.)
            let a_year = a_year_number && cues::is_time_comparison(self.raw(i));
            // ("horsepower of the cars before 1980": before is about time,
            // not horsepower.)
            // "founded before 2003" names the year column itself.
            let named_year = named
                .clone()
                .filter(|(_, c)| crate::mention::is_time_name(&c.column));
            let year = a_year
                .then(|| {
                    named_year
                        .or_else(|| self.year_column_of(self.table_before(i)).map(|c| (None, c)))
                })
                .flatten();
            // "stores opened before 2020": with no year column, a year
            // bounds the date said before it (or the rows' own date).
            if a_year && year.is_none() && self.year_bounds_a_date(i, anchor, op, &values) {
                for k in &numbers {
                    self.slots[*k].used = true;
                }
                continue;
            }
            let column = year
                .or(named)
                .or_else(|| {
                    implied_attribute(self.raw(i))
                        .or_else(|| verb.and_then(|k| implied_attribute(&self.q.tokens[k].norm)))
                        .and_then(|a| self.attribute_column(a, &[self.table_before(i)]))
                        .map(|c| (None, c))
                })
                .or_else(|| {
                    // (Not when the comparison names an attribute the rows
                    // lack: "stadiums older than 30"; nor when a classifier
                    // after the number says things are counted — 商品超过
                    // 20个, 门店超过3家 — which no price or area is.)
                    // (A sum of money names no attribute the rows could
                    // lack: 超过1万元的订单 is their amount, whatever its name.)
                    let money =
                        verb.is_some_and(|k| crate::mention::is_currency(&self.q.tokens[k].norm));
                    let attribute =
                        implied_attribute(self.raw(i)).is_some() || verb.is_some() && !money;
                    let counted = self.q.chinese && unit_after;
                    (!attribute && !counted)
                        .then(|| self.sole_amount_compared(i, &values))
                        .flatten()
                        .map(|c| (None, c))
                });
            if let Some((j, c)) = column {
                // (the number's unit, when the column is kept in one of its kind)
                let unit_factor = self.unit_factor(unit_at, &c);
                let unit_said = unit_said.or(unit_factor.map(|_| unit_at));
                for k in rate_said.into_iter().flatten().chain(unit_said) {
                    match self.slot_of_token(k) {
                        Some(j) => self.slots[j].used = true,
                        None => self.understood_tokens.push(k),
                    }
                }
                // A year against a text column compares as text; a number
                // said in another unit than the column's is converted.
                let values = if self.is_numeric(&c) {
                    match unit_factor.filter(|f| *f != 1.0) {
                        Some(f) => values.into_iter().map(|v| in_other_unit(v, f)).collect(),
                        None => values,
                    }
                } else {
                    values
                        .into_iter()
                        .map(|v| match v {
                            Literal::Int(y) => Literal::Text(y.to_string()),
                            other => other,
                        })
                        .collect()
                };
                // 哪些公司的打车APP平均覆盖城市少于10个: an average (or total)
                // right before the column, with groups asked for, is a
                // condition on each group's aggregate.
                let aggregated = j.and_then(|j| self.group_aggregate_around(j, i, &c));
                let in_total = match aggregated {
                    None => self.totals_of_rows_named_before(i, j, last_num.max(i), unit_said, &c),
                    Some(_) => None,
                };
                match j {
                    Some(j) => self.slots[j].used = true,
                    None => self.understood_tokens.extend(verb),
                }
                self.slots[i].used = true;
                for k in &numbers {
                    self.slots[*k].used = true;
                }
                // ("an amount over 10000 yuan": the currency says what the
                // number is in.)
                let unit_at = self.slots[last_num.max(i)].tokens.end;
                if self
                    .q
                    .tokens
                    .get(unit_at)
                    .is_some_and(|t| crate::mention::is_currency(&t.norm))
                    && self.slot_of_token(unit_at).is_none()
                {
                    self.understood_tokens.push(unit_at);
                }
                if let Some((said, group)) = in_total {
                    for k in said {
                        self.slots[k].used = true;
                    }
                    if !self.intent.dimensions.contains(&group) {
                        self.intent.dimensions.push(group);
                    }
                    self.intent.having.push(MeasureFilter {
                        measure: Measure {
                            aggregation: Aggregation::Sum,
                            target: MeasureTarget::Column { column: c },
                        },
                        op,
                        values,
                    });
                    continue;
                }
                if let Some((k, aggregation)) = aggregated {
                    self.slots[k].used = true;
                    self.intent.having.push(MeasureFilter {
                        measure: Measure {
                            aggregation,
                            target: MeasureTarget::Column { column: c },
                        },
                        op,
                        values,
                    });
                    continue;
                }
                self.intent.filters.push(Filter {
                    column: c,
                    op,
                    values,
                });
            }
        }
    }

    /// "opened before 2020", "orders after 2023": a year compared with a
    /// date is the first day of that year (before, since) or of the next
    /// (after, no later than). The date is the one named just before the
    /// comparison at `i`, else the time column of the rows said before it.
    fn year_bounds_a_date(
        &mut self,
        i: usize,
        anchor: usize,
        op: FilterOp,
        values: &[Literal],
    ) -> bool {
        let [Literal::Int(year)] = values else {
            return false;
        };
        let first_day = match op {
            FilterOp::Lt | FilterOp::Ge => *year,
            FilterOp::Gt | FilterOp::Le => year + 1,
            _ => return false,
        };
        let op = match op {
            FilterOp::Lt | FilterOp::Le => FilterOp::Lt,
            _ => FilterOp::Ge,
        };
        let named = (0..anchor)
            .rev()
            .take(4)
            .find_map(|j| match self.target(j) {
                Some(Target::Column(c))
                    if !self.slots[j].used && self.column_type(c).is_temporal() =>
                {
                    Some((Some(j), c.clone()))
                }
                _ => None,
            });
        let rows = self.table_before(i);
        let own = || {
            self.time_column()
                .filter(|c| rows.as_deref() == Some(c.table.as_str()))
                .map(|c| (None, c))
        };
        let Some((j, column)) = named.or_else(own) else {
            return false;
        };
        if let Some(j) = j {
            self.slots[j].used = true;
        }
        self.slots[i].used = true;
        self.intent.filters.push(Filter {
            column,
            op,
            values: vec![Literal::Text(format!("{first_day:04}-01-01"))],
        });
        true
    }

    /// True when the Chinese superlative at slot `i` (最少/最多) stands
    /// right before an unused whole number: a bound, not a ranking.
    fn bound_before_number(&self, i: usize) -> bool {
        self.q.chinese
            && matches!(self.raw(i), "最少" | "最多")
            && self.slots.get(i + 1).is_some_and(|s| {
                !s.used
                    && s.tokens.start == self.slots[i].tokens.end
                    && matches!(s.item, Item::Number(v) if v.fract() == 0.0)
            })
    }

    /// The unused 平均/总 cue right before the number column at slot `j`
    /// (平均覆盖城市), or right after it before the comparison at `i`
    /// (参赛运动员数量的总和大于100), in a Chinese question asking which
    /// groups: its slot and aggregation.
    fn group_aggregate_around(
        &self,
        j: usize,
        i: usize,
        c: &ColumnRef,
    ) -> Option<(usize, Aggregation)> {
        // (票房超过10万的电影: a word of takings is a total itself.)
        if self.takings_of_a_price(j) {
            return Some((j, Aggregation::Sum));
        }
        if !self.q.chinese || !self.has_cue(CueKind::Which) || !self.is_numeric(c) {
            return None;
        }
        let after = self.next_meaningful(j, 1).filter(|k| *k < i);
        [self.prev_meaningful(j), after]
            .into_iter()
            .flatten()
            .find_map(|k| {
                let aggregation = match self.cue_at(k)? {
                    CueKind::Avg => Aggregation::Avg,
                    CueKind::Sum => Aggregation::Sum,
                    _ => return None,
                };
                (!self.slots[k].used).then_some((k, aggregation))
            })
    }

    /// Whether slot `k` is a total (total, 总, 总共 …) not yet placed.
    fn unplaced_total(&self, k: usize) -> bool {
        self.cue_at(k) == Some(CueKind::Sum) && !self.slots[k].used
    }

    /// The total said right after a comparison's number (slot `last`) or
    /// its unit (token `unit`): "more than 500 kg in total", 超过500公斤
    /// 总共 — its slot, not yet placed.
    fn total_said_after(&self, last: usize, unit: Option<usize>) -> Option<usize> {
        let mut at = self.slots[last].tokens.end;
        if unit == Some(at) {
            at += 1;
        }
        self.slot_of_token(at).filter(|k| self.unplaced_total(*k))
    }

    /// The total said right before slot `m`, nothing between ("total
    /// revenue", 总消费): its slot, not yet placed.
    fn total_right_before(&self, m: usize) -> Option<usize> {
        self.prev_meaningful(m).filter(|k| {
            self.unplaced_total(*k) && self.slots[*k].tokens.end == self.slots[m].tokens.start
        })
    }

    /// "donors who donated more than 500 kg in total", "donors whose
    /// total donation weight is over 500": a column of other rows (named
    /// at `j`, if it is) compared with a total said after the number,
    /// right before the column or before the comparison is each of the
    /// rows named's total — named before the comparison in English, after
    /// the number and 的 in Chinese (总订单金额超过5000的客户). Returns their
    /// groups (the donors, by name) and the slots said so (the sum cue;
    /// the verb naming the column's rows). Not of the column's own rows
    /// ("orders over 500 in total" totals nothing per order).
    fn totals_of_rows_named_before(
        &self,
        i: usize,
        j: Option<usize>,
        last: usize,
        unit: Option<usize>,
        c: &ColumnRef,
    ) -> Option<(Vec<usize>, ColumnRef)> {
        // (Or before the column's rows' word: "total donation weight".)
        let own_rows = |k: usize| self.target(k) == Some(&Target::Table(c.table.clone()));
        let said_from = j.map(|j| {
            self.prev_meaningful(j)
                .filter(|k| own_rows(*k) && self.slots[*k].tokens.end == self.slots[j].tokens.start)
                .unwrap_or(j)
        });
        let before_column = said_from.and_then(|j| self.total_right_before(j));
        // (订单金额总共超过5000: or right before the comparison.)
        let before_comparison = self
            .prev_meaningful(i)
            .filter(|k| self.unplaced_total(*k) && Some(*k) != j);
        let k = self
            .total_said_after(last, unit)
            .or(before_column)
            .or(before_comparison)?;
        if !self.is_numeric(c) {
            return None;
        }
        let other_rows = |e: usize| match self.target(e) {
            Some(Target::Table(t)) if *t != c.table => Some(t.clone()),
            _ => None,
        };
        // (总订单金额超过5000的客户: Chinese names them after the number.)
        let rows = if self.q.chinese {
            self.said_after_by_de(last).and_then(other_rows)?
        } else {
            (0..i).rev().find_map(other_rows)?
        };
        if !self.cx.schema.reaches(&c.table, &rows, 2) {
            return None;
        }
        // (The column's rows said by their verb, right before the
        // comparison: "donated".)
        let verb = self
            .prev_meaningful(i)
            .filter(|v| Some(*v) != j && own_rows(*v));
        let said = [k]
            .into_iter()
            .chain(verb)
            .chain(said_from.filter(|f| Some(*f) != j))
            .collect();
        Some((said, self.dimension_of(&Target::Table(rows))?))
    }

    /// A comparison cue at `i` followed by an aggregate ("above the average
    /// age", 高于平均年龄) compares a column with its aggregate over the table.
    pub(super) fn compare_to_aggregate(&mut self, i: usize, op: FilterOp) -> bool {
        // 1955年之后 compares what comes before it, never an aggregate after.
        if !matches!(
            op,
            FilterOp::Gt | FilterOp::Ge | FilterOp::Lt | FilterOp::Le | FilterOp::Eq
        ) || cues::is_postfix_comparison(self.raw(i))
        {
            return false;
        }
        // "等于所有运动员的平均年龄": a table named in between is the scope;
        // 小于控球后卫的篮球运动员的平均年龄: a value there picks the rows
        // aggregated.
        let scope = |p: &Self, j: usize| {
            matches!(p.target(j), Some(Target::Table(_) | Target::Value { .. }))
        };
        let Some(a) = (i + 1..self.slots.len())
            .filter(|j| !self.is_filler(*j))
            .take(4)
            .find(|j| !scope(self, *j))
        else {
            return false;
        };
        let between: Vec<usize> = (i + 1..a).filter(|k| scope(self, *k)).collect();
        let conditions: Vec<(usize, ColumnRef, String)> = between
            .iter()
            .filter_map(|k| match self.target(*k) {
                Some(Target::Value { column, value }) if !self.slots[*k].used => {
                    Some((*k, column.clone(), value.clone()))
                }
                _ => None,
            })
            .collect();
        let numeric_at = |p: &Self, j: usize| match p.target(j) {
            Some(Target::Column(c)) if p.is_numeric(c) && !p.slots[j].used => Some(c.clone()),
            _ => None,
        };
        // 平均年龄 as one jieba token: the column mention itself starts with 平均.
        let (aggregation, agg_slot, after) = match self.cue_at(a) {
            Some(CueKind::Avg) if !self.slots[a].used => {
                (Aggregation::Avg, Some(a), self.mention_after(a, &[], 2))
            }
            Some(CueKind::Max) if !self.slots[a].used && !self.has_number_after(a) => {
                (Aggregation::Max, Some(a), self.mention_after(a, &[], 2))
            }
            Some(CueKind::Min) if !self.slots[a].used && !self.has_number_after(a) => {
                (Aggregation::Min, Some(a), self.mention_after(a, &[], 2))
            }
            None if numeric_at(self, a).is_some()
                && (self.raw(a).starts_with("平均") || self.raw(a).starts_with("average")) =>
            {
                (Aggregation::Avg, None, Some(a))
            }
            _ => return false,
        };
        let before = (0..i)
            .rev()
            .take(4)
            .find(|j| numeric_at(self, *j).is_some());
        let after_col = after.and_then(|j| numeric_at(self, j).map(|c| (j, c)));
        // "older than average": the adjective names the column.
        let implied = || {
            implied_attribute(self.raw(i))
                .and_then(|a| self.attribute_column(a, &[self.table_before(i)]))
                .map(|c| (None, c))
        };
        let column = before
            .and_then(|j| numeric_at(self, j).map(|c| (Some(j), c)))
            .or_else(|| after_col.clone().map(|(j, c)| (Some(j), c)))
            .or_else(implied);
        let Some((j, column)) = column else {
            return false;
        };
        if conditions.iter().any(|(_, c, _)| c.table != column.table) {
            return false;
        }
        self.slots[i].used = true;
        if let Some(j) = j {
            self.slots[j].used = true;
        }
        for k in between {
            self.slots[k].used = true;
        }
        if let Some(a) = agg_slot {
            self.slots[a].used = true;
        }
        if let Some((k, c)) = after_col {
            // 平均售价 read whole as another table's column, while it says
            // the average of this 售价.
            if c == column || agg_slot.is_none() && self.raw(k).ends_with(&column.column) {
                self.slots[k].used = true;
            }
        }
        self.intent
            .subquery_filters
            .push(crate::intent::SubqueryFilter::CompareToAggregate {
                column,
                op,
                aggregation,
                conditions: conditions
                    .into_iter()
                    .map(|(_, column, value)| Filter {
                        column,
                        op: FilterOp::Eq,
                        values: vec![Literal::Text(value)],
                    })
                    .collect(),
            });
        true
    }

    /// The table whose rows the mention at `j` names: a table, or a column
    /// called like its table ("two courses": course.Course, or the course
    /// rows), or the name column of a table the same word names ("3
    /// stores", where 门店 names the stores and their store_name both).
    pub(super) fn rows_named_at(&self, j: usize) -> Option<String> {
        match self.target(j)? {
            Target::Table(t) => Some(t.clone()),
            Target::Column(c) => {
                let same_named = chatdb_knowledge::text::name_words(&c.column)
                    == chatdb_knowledge::text::name_words(&c.table);
                let its_name = chatdb_core::schema::named_like_a_name(&c.column);
                ((same_named || its_name)
                    && self.slots[j].alts.contains(&Target::Table(c.table.clone())))
                .then(|| c.table.clone())
            }
            _ => None,
        }
    }

    /// 哪些产品类别包含5种洗衣机型号 / 有5种打车软件的是哪些城市: a whole
    /// number with a measure word right before a table, and no comparison
    /// word, is how many of its rows each group has.
    pub(super) fn exact_counts(&mut self) {
        if !self.q.chinese || !self.has_cue(CueKind::Which) || !self.intent.having.is_empty() {
            return;
        }
        for i in 0..self.slots.len() {
            let Item::Number(v) = self.slots[i].item else {
                continue;
            };
            if self.slots[i].used || v < 1.0 || v.fract() != 0.0 {
                continue;
            }
            let end = self.slots[i].tokens.end;
            let measure_word = self.q.tokens.get(end).is_some_and(|t| is_unit(&t.norm));
            let Some(j) = self.next_meaningful(i, 1) else {
                continue;
            };
            if !measure_word || self.slots[j].used || self.slots[j].tokens.start != end + 1 {
                continue;
            }
            let Some(table) = self.rows_named_at(j) else {
                continue;
            };
            self.intent.having.push(MeasureFilter {
                measure: Measure {
                    aggregation: Aggregation::Count,
                    target: MeasureTarget::Rows { table },
                },
                op: FilterOp::Eq,
                values: vec![number_literal(v)],
            });
            self.slots[i].used = true;
            self.slots[j].used = true;
            return;
        }
    }

    /// A condition on a metric for each of the rows named (销售额超过100万的
    /// 门店: the stores' sales; "stores with sales over 1000000",
    /// "customers who spent more than 100000"): the metric right before the
    /// comparison, the rows right after its number (Chinese, past a unit)
    /// or before the metric (with, whose, who, that or nothing between).
    /// The rows become the groups.
    fn metric_condition(&mut self, i: usize, op: FilterOp, numbers: &[usize]) -> bool {
        let last = numbers.iter().copied().max().unwrap_or(i).max(i);
        let metric_at = |p: &Self, m: usize| match p.target(m) {
            Some(Target::Metric(id)) if !p.slots[m].used => Some(id.clone()),
            _ => None,
        };
        // (消费总共超过5000的客户: a total may be said between.)
        let total_between = self.prev_meaningful(i).filter(|k| self.unplaced_total(*k));
        if let Some((m, id)) = total_between
            .map_or(self.prev_meaningful(i), |k| self.prev_meaningful(k))
            .and_then(|m| Some((m, metric_at(self, m)?)))
        {
            // ("stores with total revenue over …", 总消费超过5000的客户: a
            // total said of the metric, which is one.)
            let total = self
                .total_right_before(m)
                .into_iter()
                .chain(self.total_said_after(last, None))
                .chain(total_between)
                .collect::<Vec<_>>();
            let said_from = total.iter().copied().filter(|k| *k < m).min().unwrap_or(m);
            return match self.rows_before_a_metric(said_from, last) {
                Some(e) if self.metric_condition_for(i, op, numbers, m, id, e) => {
                    for k in total {
                        self.slots[k].used = true;
                    }
                    true
                }
                _ => false,
            };
        }
        // "stores with more than 14 million in sales", "customers who spent
        // over 5000 in revenue": the amount is named after its number, by
        // in; the rows come right before the comparison.
        if self.q.chinese {
            return false;
        }
        let Some((m, id)) = self
            .next_meaningful(last, 1)
            .filter(|m| {
                let between =
                    &self.q.tokens[self.slots[last].tokens.end..self.slots[*m].tokens.start];
                // ("… more than 1000 units sold": the metric's own name.)
                matches!(between, [] | [_]) && between.iter().all(|w| w.norm == "in")
            })
            .and_then(|m| Some((m, metric_at(self, m)?)))
        else {
            return false;
        };
        let verb = |w: &str| {
            matches!(
                w,
                "with" | "who" | "that" | "had" | "have" | "has" | "made" | "make" | "did" | "do"
            )
        };
        let Some(e) = self.prev_meaningful(i).filter(|e| {
            let between = &self.q.tokens[self.slots[*e].tokens.end..self.slots[i].tokens.start];
            between.len() <= 2 && between.iter().all(|t| verb(&t.norm))
        }) else {
            return false;
        };
        // ("… more than 100 units sold in total": a total said after the
        // metric, which is one.)
        let total = self.total_said_after(m, None);
        let placed = self.metric_condition_for(i, op, numbers, m, id, e);
        if let Some(k) = total.filter(|_| placed) {
            self.slots[k].used = true;
        }
        placed
    }

    /// Whether the column named at slot `j` (after the comparison at `i`)
    /// is one the metric right before the comparison totals: 销量 is
    /// SUM(quantity), and "sold more than 1000 units" is said of it.
    fn totals_the_column_at(&self, i: usize, j: usize) -> bool {
        let Some(Target::Column(c)) = self.target(j) else {
            return false;
        };
        let Some(Target::Metric(id)) = self.prev_meaningful(i).and_then(|m| self.target(m)) else {
            return false;
        };
        self.metric_totals(id, c)
    }

    /// Whether the semantic layer's metric `id` adds up the column `c`
    /// (销量 is SUM(order_items.quantity)).
    pub(super) fn metric_totals(&self, id: &str, c: &ColumnRef) -> bool {
        let Some(expression) = self
            .cx
            .semantic
            .and_then(|s| s.metric(id))
            .and_then(|m| m.expression.as_deref())
        else {
            return false;
        };
        chatdb_knowledge::semantic::adds_up(expression)
            && chatdb_knowledge::semantic::qualified_names(expression).any(|(t, col)| {
                t.eq_ignore_ascii_case(&c.table) && col.eq_ignore_ascii_case(&c.column)
            })
    }

    /// The rows a metric at slot `m`, said before a comparison whose last
    /// number is at `last`, is compared for: after the number in Chinese
    /// (or before the metric), before the metric in English.
    fn rows_before_a_metric(&self, m: usize, last: usize) -> Option<usize> {
        // (The number's slot holds its 万/亿 already.)
        let rows = if self.q.chinese {
            // 销售额超过100万的门店; with nothing after the number, 哪些门店
            // 的销售额超过1400万 (the rows right before the metric, by 的).
            self.said_after_by_de(last).or_else(|| {
                self.next_meaningful(last, 1).is_none().then_some(())?;
                // (Not the rows of a value said before them — 华东大区
                // 的销售额超过1亿吗 asks of one region.)
                // (哪些客户去年消费超过10万: the period may come between.)
                self.prev_meaningful(m).filter(|e| {
                    let between = self.slots[*e].tokens.end..self.slots[m].tokens.start;
                    let joined = between
                        .clone()
                        .all(|k| self.q.tokens[k].norm == "的" || self.time_tokens.contains(&k));
                    let one_value = self
                        .prev_meaningful(*e)
                        .is_some_and(|k| matches!(self.target(k), Some(Target::Value { .. })));
                    joined && !one_value
                })
            })
        } else {
            // "stores with sales over …", "customers who spent more than …",
            // "customers spent over …" (the metric right after its rows).
            let joins = |w: &str| matches!(w, "with" | "whose" | "where" | "who" | "that");
            let verb = |w: &str| matches!(w, "have" | "has" | "had");
            // (who / that may be a slot of their own: a question word.)
            let relative = |k: usize| joins(&self.raw(k).to_lowercase());
            self.prev_meaningful(m)
                .and_then(|k| {
                    if relative(k) {
                        self.prev_meaningful(k)
                    } else {
                        Some(k)
                    }
                })
                .filter(|e| {
                    let between =
                        &self.q.tokens[self.slots[*e].tokens.end..self.slots[m].tokens.start];
                    match between {
                        // ("stores had sales of more than …")
                        [w] => joins(&w.norm) || verb(&w.norm),
                        [w, v] => joins(&w.norm) && w.norm != "with" && verb(&v.norm),
                        [] => true,
                        _ => false,
                    }
                })
        };
        rows
    }

    /// The slot right after slot `last` (a comparison's number), with only
    /// 的 or a unit between (超过100万的门店): what Chinese says the number
    /// is of.
    fn said_after_by_de(&self, last: usize) -> Option<usize> {
        let end = self.slots[last].tokens.end;
        self.next_meaningful(last, 1).filter(|j| {
            let start = self.slots[*j].tokens.start;
            self.q.tokens[end.min(start)..start]
                .iter()
                .all(|t| t.norm == "的" || is_unit(&t.norm))
        })
    }

    /// The condition on metric `id` (slot `m`) for each of the rows named
    /// at slot `e`: they become the groups.
    fn metric_condition_for(
        &mut self,
        i: usize,
        op: FilterOp,
        numbers: &[usize],
        m: usize,
        id: String,
        e: usize,
    ) -> bool {
        if self.slots[e].used {
            return false;
        }
        let Some(group) = self.target(e).cloned().and_then(|t| match t {
            Target::Table(_) | Target::Column(_) => self.dimension_of(&t),
            _ => None,
        }) else {
            return false;
        };
        let values = numbers
            .iter()
            .filter_map(|j| match self.slots[*j].item {
                Item::Number(v) => Some(number_literal(v)),
                _ => None,
            })
            .collect();
        // 客单价超过1000的客户有多少 / "how many stores with revenue over …":
        // how many of the rows meet it — the groups counted.
        let counted = |k: usize| matches!(self.cue_at(k), Some(CueKind::Count | CueKind::HowMuch));
        let how_many = if self.q.chinese {
            // (有多少门店的销售额超过1400万: before the rows, when they come first.)
            self.next_meaningful(e, 1)
                .filter(|k| counted(*k))
                .or_else(|| self.prev_meaningful(e).filter(|k| e < m && counted(*k)))
        } else {
            (0..e).find(|k| counted(*k) && !self.slots[*k].used)
        };
        if let Some(k) = how_many {
            if self.intent.calculation.is_none() && self.intent.limit.is_none() {
                self.intent.calculation = Some(crate::intent::Calculation::CountGroups);
                self.slots[k].used = true;
            } else {
                self.notes
                    .push("how many rows meet a condition on an amount is not counted".into());
            }
        }
        if !self.intent.dimensions.contains(&group) {
            self.intent.dimensions.push(group);
        }
        let measure = Measure {
            aggregation: Aggregation::Sum,
            target: MeasureTarget::Metric { id },
        };
        // (Shown beside each group too: the amount the condition is on.)
        self.push_measure(measure.clone());
        self.intent.having.push(MeasureFilter {
            measure,
            op,
            values,
        });
        for k in numbers.iter().copied().chain([i, m, e]) {
            self.slots[k].used = true;
        }
        true
    }

    /// A HAVING on how many rows of `table` there are, claiming the
    /// comparison at slot `i` and its numbers.
    fn count_condition(
        &mut self,
        table: String,
        op: FilterOp,
        values: Vec<Literal>,
        i: usize,
        numbers: &[usize],
    ) {
        self.intent.having.push(MeasureFilter {
            measure: Measure {
                aggregation: Aggregation::Count,
                target: MeasureTarget::Rows { table },
            },
            op,
            values,
        });
        self.slots[i].used = true;
        for k in numbers {
            self.slots[*k].used = true;
        }
    }

    /// "the cars with 4 cylinders", "a cat that is age 3": a number written
    /// right next to a number column, with no comparison word, is that
    /// column's value.
    pub(super) fn numbers_before_their_column(&mut self) {
        for i in 0..self.slots.len() {
            let Item::Number(v) = self.slots[i].item else {
                continue;
            };
            if self.slots[i].used || self.an_age_said_in_years(i, v) {
                continue;
            }
            let j = if self.q.chinese {
                // 人口为2758万: a number column, 为/是, the number (jieba may
                // glue 为 to the column's last word: 覆盖城市|数为|100).
                let is_copula = |w: &str| matches!(w, "为" | "是");
                let separate = i.checked_sub(2).filter(|j| {
                    self.is_filler(j + 1)
                        && is_copula(self.raw(j + 1))
                        && self.slots[j + 1].tokens.start == self.slots[*j].tokens.end
                        && self.slots[i].tokens.start == self.slots[j + 1].tokens.end
                });
                let glued = i.checked_sub(1).filter(|j| {
                    self.slots[i].tokens.start == self.slots[*j].tokens.end
                        && self.raw(*j).ends_with(['为', '是'])
                        && matches!(self.target(*j), Some(Target::Column(c))
                            if !c.column.ends_with(['为', '是']))
                });
                // 5星级酒店, 三居室的房子: the number right before a number
                // column it gives the value of, the rows' noun or 的 after
                // — or how many there are (九年级有多少学生).
                let before = self.next_meaningful(i, 1).filter(|j| {
                    self.slots[*j].tokens.start == self.slots[i].tokens.end
                        && self.next_meaningful(*j, 1).is_some_and(|k| {
                            matches!(self.target(k), Some(Target::Table(_)))
                                || self.raw(k) == "的"
                                || matches!(self.cue_at(k), Some(CueKind::HowMuch | CueKind::Count))
                        })
                });
                separate.or(glued).or(before)
            } else {
                // "with 4 cylinders", "4-cylinder cars", or "that is age 3".
                let end = self.slots[i].tokens.end;
                let hyphen = self.q.tokens.get(end).is_some_and(|t| t.norm == "-");
                let after = self.next_meaningful(i, 1).filter(|j| {
                    let start = self.slots[*j].tokens.start;
                    start == end || hyphen && start == end + 1
                });
                let before = i
                    .checked_sub(1)
                    .filter(|j| self.slots[*j].tokens.end == self.slots[i].tokens.start);
                after
                    .filter(|j| matches!(self.target(*j), Some(Target::Column(_))))
                    .or(before)
            };
            let Some(j) = j else {
                continue;
            };
            let Some(Target::Column(c)) = self.target(j).cloned() else {
                continue;
            };
            if self.slots[j].used || !self.is_numeric(&c) || self.is_key(&c) {
                continue;
            }
            self.slots[i].used = true;
            self.slots[j].used = true;
            self.intent.filters.push(Filter {
                column: c,
                op: FilterOp::Eq,
                values: vec![number_literal(v)],
            });
        }
    }

    /// "a cat that is 3 years old", 3岁的猫: a number with the unit of an
    /// age and no comparison word is the age of the rows before it (or
    /// after, in Chinese) — their age column's value.
    fn an_age_said_in_years(&mut self, i: usize, v: f64) -> bool {
        let end = self.slots[i].tokens.end;
        let norm = |k: usize| self.q.tokens.get(k).map(|t| t.norm.as_str());
        let unit: Vec<usize> = if self.q.chinese {
            if norm(end) == Some("岁") {
                vec![end]
            } else {
                return false;
            }
        } else if norm(end) == Some("year") && norm(end + 1) == Some("old") {
            vec![end, end + 1]
        } else {
            return false;
        };
        // (The nearest thing said before: "a cat that is 3 years old" is
        // the pet's age, not its owner's.)
        let said_before = (0..i)
            .rev()
            .find_map(|k| self.target(k).and_then(|t| t.table()).map(str::to_string));
        let rows = if self.q.chinese {
            self.mention_after(i, &[], 3)
                .and_then(|j| self.rows_named_at(j))
                .or(said_before)
        } else {
            said_before
        };
        let Some(age) = ["age", "年龄"]
            .iter()
            .find_map(|a| self.attribute_column(a, std::slice::from_ref(&rows)))
        else {
            return false;
        };
        self.slots[i].used = true;
        self.understood_tokens.extend(unit);
        self.intent.filters.push(Filter {
            column: age,
            op: FilterOp::Eq,
            values: vec![number_literal(v)],
        });
        true
    }

    /// "items that sold below the asking price", 实收金额小于应收金额,
    /// "closed after the due date": a comparison with no number whose other
    /// side is a column of the same row — a number or a date named right
    /// after the cue, compared with a column of its table and kind named
    /// right before it or, unsaid, the one other such column whose name
    /// ends in the same word (`sale_price` beside `asking_price`).
    fn compare_to_column(&mut self, i: usize, op: FilterOp) -> bool {
        if op.comparison_sql().is_none() || op == FilterOp::Eq {
            return false;
        }
        let column_at = |p: &Self, j: usize| match p.target(j) {
            Some(Target::Column(c)) if !p.is_key(c) => Some(c.clone()),
            _ => None,
        };
        let kind = |p: &Self, c: &ColumnRef| {
            if p.column_type(c).is_temporal() {
                Some(true)
            } else if p.is_numeric(c) {
                Some(false)
            } else {
                None
            }
        };
        let Some(r) = self.mention_after(i, &[], 2) else {
            return false;
        };
        let Some(right) = column_at(self, r) else {
            return false;
        };
        let Some(temporal) = kind(self, &right) else {
            return false;
        };
        let comparable = |p: &Self, c: &ColumnRef| {
            c.table == right.table && *c != right && kind(p, c) == Some(temporal)
        };
        let said = self
            .mention_before(i, &[], 2)
            .and_then(|l| column_at(self, l).map(|c| (l, c)))
            .filter(|(_, c)| comparable(self, c));
        let left = match said {
            Some((l, c)) => {
                self.slots[l].used = true;
                c
            }
            None => {
                let alike: Vec<ColumnRef> = self
                    .named_alike(&right)
                    .into_iter()
                    .filter(|c| comparable(self, c))
                    .collect();
                // (None or several: which is meant is not said.)
                let [left] = alike.as_slice() else {
                    return false;
                };
                let left = left.clone();
                // ("items that sold below the asking price": the verb
                // right before, naming the date of the event the value
                // came of, says no more than the value does.)
                if let Some(v) = self.prev_meaningful(i).filter(|v| {
                    !temporal
                        && matches!(self.target(*v), Some(Target::Column(c))
                            if c.table == right.table && self.column_type(c).is_temporal())
                }) {
                    self.slots[v].used = true;
                }
                left
            }
        };
        self.slots[i].used = true;
        self.slots[r].used = true;
        self.intent
            .column_comparisons
            .push(crate::intent::ColumnComparison { left, op, right });
        true
    }

    /// 2014年之后上线 where 上线时间 stores '2014年': the stored value
    /// before a postfix comparison is its bound.
    fn compare_to_stored_time(&mut self, i: usize, op: FilterOp) {
        if !cues::is_postfix_comparison(self.raw(i)) || op == FilterOp::Between {
            return;
        }
        let Some(j) = self.prev_meaningful(i).filter(|j| !self.slots[*j].used) else {
            return;
        };
        let Some(Target::Value { column, value }) = self.target(j).cloned() else {
            return;
        };
        if !crate::mention::is_time_name(&column.column) {
            return;
        }
        self.slots[i].used = true;
        self.slots[j].used = true;
        // The column named next to it (首播时间在…之后, …之后上线) is this one.
        for k in j.saturating_sub(3)..(i + 3).min(self.slots.len()) {
            if matches!(self.target(k), Some(Target::Column(c)) if *c == column) {
                self.slots[k].used = true;
            }
        }
        self.intent.filters.push(Filter {
            column,
            op,
            values: vec![Literal::Text(value)],
        });
    }

    /// A span of time after the number of the comparison at `i` (5年, 3个
    /// 月, "2 years") with a date column named right before the comparison
    /// (by its name or its verb: 开业, opened): rows whose date is more than
    /// the span ago (超过, more than — older) or less (不到, less than —
    /// newer), counted back from today.
    fn date_older_or_newer(&mut self, i: usize, op: FilterOp, numbers: &[usize]) -> bool {
        let [num] = numbers else {
            return false;
        };
        let Item::Number(v) = self.slots[*num].item else {
            return false;
        };
        let mut unit_at = self.slots[*num].tokens.end;
        let word = |k: usize| self.q.tokens.get(k).map(|t| t.norm.as_str());
        // (3个月 may come as 3 | 个 | 月, or with 个 in the number's slot;
        // 月 alone after a number is a month's name, 5月, and 日 a day's.)
        let classified_month = word(unit_at) == Some("个") && word(unit_at + 1) == Some("月")
            || word(unit_at.wrapping_sub(1)) == Some("个") && word(unit_at) == Some("月");
        let classifier = (word(unit_at) == Some("个") && classified_month).then_some(unit_at);
        if classifier.is_some() {
            unit_at += 1;
        }
        let Some(unit) = word(unit_at) else {
            return false;
        };
        let a_span = match unit {
            "月" => classified_month,
            "日" | "星期" => false,
            _ => true,
        };
        if !a_span || v.fract() != 0.0 || v <= 0.0 || *num < i {
            return false;
        }
        let Some(then) = time::back_by(self.cx.today, v as u32, unit) else {
            return false;
        };
        let Some(j) = self.prev_meaningful(i).filter(|j| !self.slots[*j].used) else {
            return false;
        };
        let Some(Target::Column(c)) = self.target(j).cloned() else {
            return false;
        };
        if !self.column_type(&c).is_temporal() {
            return false;
        }
        // (More than 5 years is before then; less than, after it.)
        let op = match op {
            FilterOp::Gt => FilterOp::Lt,
            FilterOp::Ge => FilterOp::Le,
            FilterOp::Lt => FilterOp::Gt,
            FilterOp::Le => FilterOp::Ge,
            _ => return false,
        };
        self.intent.filters.push(Filter {
            column: c,
            op,
            values: vec![Literal::Text(then.format("%Y-%m-%d").to_string())],
        });
        for k in [i, j, *num] {
            self.slots[k].used = true;
        }
        self.understood_tokens.extend(classifier);
        // (The unit is the span's, whatever column "years" might name.)
        self.understand_token(unit_at);
        // ("… years ago": ago is the span's.)
        if self
            .q
            .tokens
            .get(unit_at + 1)
            .is_some_and(|t| t.norm == "ago")
        {
            self.understood_tokens.push(unit_at + 1);
        }
        true
    }

    pub(super) fn has_number_after(&self, i: usize) -> bool {
        self.next_meaningful(i, 1)
            .is_some_and(|j| matches!(self.slots[j].item, Item::Number(_)))
    }

    /// The table of rows said by a value of theirs right after slot `i`
    /// (past a number, 一次 / 一笔): 最近一次入库 is of the stock moves
    /// whose direction is 入库 — or the table named after the value
    /// (最近一笔取消的订单, 最近一笔北京订单: the orders).
    fn rows_said_by_a_value_after(&self, i: usize) -> Option<String> {
        let j = (i + 1..self.slots.len()).find(|j| {
            !matches!(
                self.slots[*j].item,
                Item::Number(_) | Item::Cue(CueKind::Filler)
            )
        })?;
        let Some(Target::Value { column, .. }) = self.target(j) else {
            return None;
        };
        match self.next_meaningful(j, 1).and_then(|k| self.target(k)) {
            Some(Target::Table(t)) => Some(t.clone()),
            _ => Some(column.table.clone()),
        }
    }

    /// The column a superlative adjective at slot `i` is about ("the oldest
    /// pet": the pet's age), in the table after it, else before it.
    pub(super) fn implied_column(&self, i: usize) -> Option<ColumnRef> {
        // Every reading of the table after it ("pet": Pets or Has_Pet).
        let mut tables: Vec<Option<String>> = self
            .mention_after(i, &[], 2)
            .map(|j| {
                self.target(j)
                    .into_iter()
                    .chain(self.slots[j].alts.iter())
                    .filter_map(|t| match t {
                        Target::Table(t) => Some(Some(t.clone())),
                        // ("the most expensive dessert": a kind of the
                        // rows, said as their noun.)
                        Target::Value { column, .. } => Some(Some(column.table.clone())),
                        _ => None,
                    })
                    .collect()
            })
            .unwrap_or_default();
        tables.push(self.table_before(i));
        // "the 5 newest products", 最新的订单: said right before the rows,
        // newest / latest / earliest are of their date — the layer's time
        // column of their table, else its one date column.
        if is_date_superlative(self.raw(i)) {
            // (最近一笔订单: past the one row's 一笔.)
            let after = if self.one_row_named_after(i) {
                self.mention_after(i, &[], 2)
            } else {
                self.next_past_top_n(i, &[])
            };
            let rows = after.and_then(|j| match self.target(j) {
                Some(Target::Table(t)) => Some(t.clone()),
                // (商品 names the products by their name column.)
                Some(Target::Column(c)) if self.is_label(c) => Some(c.table.clone()),
                _ => None,
            });
            // (最近一次入库: rows said by a value of theirs alone.)
            let rows = rows.or_else(|| self.rows_said_by_a_value_after(i))?;
            // (an aircraft's `year_built`: with no date kept, its year is
            // when it came to be.)
            return self
                .own_date_column(&rows)
                .or_else(|| self.column_named(&rows, "year", |ty| ty == LogicalType::Integer));
        }
        let attribute = implied_attribute(self.raw(i))?;
        // 最贵的商品 over English columns: unit_price says 价 as "price".
        let column = self.attribute_column(attribute, &tables).or_else(|| {
            let english = match attribute {
                "年龄" => "age",
                "价" => "price",
                "重量" => "weight",
                "长度" => "length",
                _ => return None,
            };
            self.attribute_column(english, &tables)
        });
        // "the longest article", 最短的骑行: with no length kept, a thing's
        // length is how long it lasts or goes, or how many words or pages
        // it has — the one column named so or kept in a unit of time or
        // distance.
        let length = matches!(attribute, "length" | "长度") || self.raw(i) == "shortest";
        if column.is_none() && length {
            return LENGTHS
                .iter()
                .find_map(|said| self.attribute_column(said, &tables))
                .or_else(|| self.the_column_kept_in_a_length(&tables));
        }
        // "the most expensive property" of a `monthly_rent`: what a thing
        // costs is its price, else its cost, rent, fee or fare — the name
        // English gives what is paid for it.
        if column.is_none() && matches!(attribute, "price" | "价") {
            return self
                .cost_named(&tables)
                .or_else(|| self.rate_per_unit_of_time_of(&tables));
        }
        column
    }

    /// What a thing costs besides its price, the first of `tables` (else
    /// the subject, else a table named) that keeps one: its cost, rent, fee
    /// or fare ([`COSTS`]).
    fn cost_named(&self, tables: &[Option<String>]) -> Option<ColumnRef> {
        COSTS
            .iter()
            .find_map(|cost| self.attribute_column(cost, tables))
    }

    /// The one number column of the first of `tables` named as a rate per
    /// a unit of time (`hourly_rate`, `daily_rate`, `price_per_night`) or
    /// of anything else (`rate_per_word`): what an hour, a day or a word of
    /// the thing costs — "the most expensive freelancer" by their hourly
    /// rate, "the cheapest translator" by the rate per word.
    fn rate_per_unit_of_time_of(&self, tables: &[Option<String>]) -> Option<ColumnRef> {
        let table = tables.iter().flatten().next()?;
        // (What is paid: a rate, a price, a wage — not "daily_visitors".)
        const PAID: &[&str] = &[
            "rate", "price", "wage", "fee", "cost", "rent", "fare", "pay",
        ];
        // (Or per any other unit a thing is sold by: a translator's
        // `rate_per_word`, a `price_per_kg`.)
        let paid_per_unit = |words: &[String]| match words.iter().position(|w| w == "per") {
            Some(p) => p + 1 < words.len() && words[..p].iter().any(|w| PAID.contains(&w.as_str())),
            None => false,
        };
        self.the_one_number_named(table, |words| {
            crate::units::rate_named_by(words)
                .is_some_and(|(_, rest)| rest.iter().any(|w| PAID.contains(w)))
                || paid_per_unit(words)
        })
    }

    /// The one number column of `table`, not a key, whose name's words
    /// (lower-cased) `named` accepts.
    pub(super) fn the_one_number_named(
        &self,
        table: &str,
        named: impl Fn(&[String]) -> bool,
    ) -> Option<ColumnRef> {
        let t = self.table(table)?;
        let mut found = t.columns.iter().filter(|c| {
            let words: Vec<String> = chatdb_knowledge::text::split_identifier(&c.name)
                .iter()
                .map(|w| w.to_lowercase())
                .collect();
            c.logical_type.is_numeric() && !t.is_key(&c.name) && named(&words)
        });
        match (found.next(), found.next()) {
            (Some(c), None) => Some(ColumnRef::new(table, &c.name)),
            _ => None,
        }
    }

    /// "free apps", 免费的课程, "which courses are free": a thing said free
    /// costs nothing — what it costs (its price, else its cost, rent, fee
    /// or fare) is 0. Only "free" / 免费 that nothing placed, right before
    /// the rows' table (past 的) or after "is" / "are" that follow it, where
    /// some row costs 0 (else "free" is no price of this data).
    pub(super) fn free_costs_nothing(&mut self) {
        for k in 0..self.q.tokens.len() {
            let said = self.q.tokens[k].norm.as_str();
            if !matches!(said, "free" | "免费")
                || self.slot_of_token(k).is_some()
                || self.understood_tokens.contains(&k)
            {
                continue;
            }
            let next = self.slot_after_token(k);
            let after = next.and_then(|j| self.table_named_at(j).map(str::to_string));
            let copula = k
                .checked_sub(1)
                .is_some_and(|b| matches!(self.q.tokens[b].norm.as_str(), "is" | "are"));
            let before = (copula && next.is_none())
                .then(|| {
                    (0..self.slots.len())
                        .rev()
                        .find_map(|j| self.table_named_at(j))
                })
                .flatten()
                .map(str::to_string);
            let Some(rows) = after.or(before) else {
                continue;
            };
            let tables = [Some(rows)];
            let cost = self
                .attribute_column("price", &tables)
                .or_else(|| self.cost_named(&tables));
            let Some(cost) = cost.filter(|c| {
                Some(c.table.as_str()) == tables[0].as_deref()
                    && self.column_type(c).is_numeric()
                    && self
                        .column_profile(c)
                        .is_some_and(|p| p.min.as_f64() == Some(0.0))
            }) else {
                continue;
            };
            self.intent.filters.push(Filter {
                column: cost,
                op: FilterOp::Eq,
                values: vec![Literal::Int(0)],
            });
            self.understood_tokens.push(k);
        }
    }

    /// The one numeric column of the first of `tables` (else the subject)
    /// kept in a unit of time or distance (`duration_min`, `route_km`).
    fn the_column_kept_in_a_length(&self, tables: &[Option<String>]) -> Option<ColumnRef> {
        let subject = self.subject_table();
        let table = tables
            .iter()
            .chain(std::iter::once(&subject))
            .flatten()
            .next()?;
        let t = self.table(table)?;
        let mut kept = t.columns.iter().filter(|c| {
            c.logical_type.is_numeric()
                && crate::units::unit_kept_by_name(&c.name).is_some_and(|(kind, _)| {
                    matches!(
                        kind,
                        crate::units::UnitKind::Time | crate::units::UnitKind::Distance
                    )
                })
        });
        match (kept.next(), kept.next()) {
            (Some(c), None) => Some(ColumnRef::new(table, &c.name)),
            _ => None,
        }
    }

    /// A numeric column named by `attribute` (one of its name words) in the
    /// first of `tables` that has one, else in the subject table.
    pub(super) fn attribute_column(
        &self,
        attribute: &str,
        tables: &[Option<String>],
    ) -> Option<ColumnRef> {
        let subject = self.subject_table();
        // Then any table the question names ("every pet who is older than
        // 1": pets, though "pet" also reads as has_pet).
        let named: Vec<Option<String>> = self
            .slots
            .iter()
            .flat_map(|s| match &s.item {
                Item::Mention(t) => std::iter::once(t).chain(s.alts.iter()).collect::<Vec<_>>(),
                _ => Vec::new(),
            })
            .filter_map(|t| match t {
                Target::Table(t) => Some(Some(t.clone())),
                _ => None,
            })
            .collect();
        let candidates = || {
            tables
                .iter()
                .chain(std::iter::once(&subject))
                .chain(named.iter())
                .flatten()
        };
        candidates()
            .find_map(|t| {
                self.column_named(t, attribute, |ty| {
                    ty.is_numeric() || ty == LogicalType::Text
                })
                .filter(|c| self.is_numeric(c))
            })
            // ("customers older than 60", 30岁以下: of a birth year.)
            .or_else(|| {
                matches!(attribute, "age" | "年龄")
                    .then(|| candidates().find_map(|t| self.age_of(t)))
                    .flatten()
            })
            // ("orders over $500": a sum of money is what the rows took
            // in, `total` of orders, whatever its name.)
            .or_else(|| {
                (attribute == "amount")
                    .then(|| candidates().find_map(|t| self.money_taken_by(t)))
                    .flatten()
            })
    }

    /// The one column of `table` keeping money taken in
    /// ([`crate::derived::keeps_money_taken`]), if exactly one does.
    pub(super) fn money_taken_by(&self, table: &str) -> Option<ColumnRef> {
        let t = self.table(table)?;
        match crate::derived::money_taken_columns(self.cx.schema, t, self.cx.profiles)[..] {
            [c] => Some(ColumnRef::new(table, &c.name)),
            _ => None,
        }
    }

    /// The age of `table`'s rows, reckoned from a birth year it keeps.
    pub(super) fn age_of(&self, table: &str) -> Option<ColumnRef> {
        let t = self.table(table)?;
        let spec = self.cx.semantic.and_then(|s| s.table_spec(t));
        let year = chrono::Datelike::year(&self.cx.today);
        crate::derived::age(t, year, |c| crate::mention::other_names(c, spec))
            .map(|age| age.column_ref(table))
    }

    /// The first column of `table` with `word` among its name words and a
    /// type that `fits`.
    pub(super) fn column_named(
        &self,
        table: &str,
        word: &str,
        fits: impl Fn(LogicalType) -> bool,
    ) -> Option<ColumnRef> {
        // A Chinese attribute is part of the name (价 in 售价 and 价格, also
        // spelled in pinyin: jiage), or the Chinese for an English one (年龄
        // for Age).
        let han = word.chars().all(crate::question::is_han);
        let spelled_with = |name: &str| {
            chatdb_knowledge::text::split_identifier(name)
                .iter()
                .any(|w| {
                    chatdb_knowledge::pinyin::spelled_words(w)
                        .first()
                        .is_some_and(|zh| zh.contains(word))
                })
        };
        let c = self.table(table)?.columns.iter().find(|c| {
            fits(c.logical_type)
                && (han
                    && (c.name.contains(word)
                        || spelled_with(&c.name)
                        || chatdb_knowledge::bilingual::chinese_names(&c.name, 18)
                            .iter()
                            .any(|zh| zh == word && !crate::cues::is_cue_word(zh)))
                    || chatdb_knowledge::text::name_words(&c.name)
                        .iter()
                        .any(|w| w == word))
        })?;
        Some(ColumnRef::new(table, &c.name))
    }
}

/// newest, latest, earliest, 最新, 最早 …: superlatives of a date.
pub(super) fn is_date_superlative(cue: &str) -> bool {
    matches!(
        cue,
        "newest"
            | "latest"
            | "last"
            | "earliest"
            | "most recent"
            | "最新"
            | "最早"
            | "最晚"
            | "最近"
            | "最后一次"
            | "第一次"
            | "首次"
    )
}

/// The attribute a word implies (`chatdb_knowledge::attribute`).
pub(super) fn implied_attribute(cue: &str) -> Option<&'static str> {
    chatdb_knowledge::attribute::implied_attribute(cue)
}

/// A Chinese measure word: 2个, 3家, 5名 — and the classifiers of single
/// things that are not goods (超过1场音乐会, 3辆, 2架 …; goods counted in 只,
/// 本, 台, 件 may be quantities, see `units.rs`).
pub(super) fn is_unit(word: &str) -> bool {
    matches!(
        word,
        "个" | "家" | "名" | "位" | "所" | "种" | "条" | "款" | "部" | "座" | "笔" | "次"
    ) || crate::cues::THING_CLASSIFIERS.contains(&word)
}

/// 多少…, 几…: a word asking how many or how much (多少个, 几次).
pub(super) fn asks_how_many(word: &str) -> bool {
    word.starts_with("多少") || word.starts_with('几')
}

/// 数, 数量, 个数: a word saying "the number of" after what is counted.
pub(super) fn is_count_word(word: &str) -> bool {
    matches!(word, "数" | "数量" | "个数")
}

pub(super) fn number_literal(v: f64) -> Literal {
    if v.fract() == 0.0 && v.abs() < 9e15 {
        Literal::Int(v as i64)
    } else {
        Literal::Float(v)
    }
}

/// A number said in one unit, in a unit `factor` times smaller (5 minutes
/// → 300 seconds).
fn in_other_unit(value: Literal, factor: f64) -> Literal {
    match value {
        Literal::Int(n) => number_literal(n as f64 * factor),
        Literal::Float(x) => number_literal(x * factor),
        other => other,
    }
}
