//! Ordering, top-N and superlatives: 按年龄降序, top 5, 人口最多的3个, "the
//! most common hometown", "which country has the most singers".

use super::*;

impl Parser<'_, '_> {
    /// Ordering by a column: 按年龄降序 / ordered by age desc.
    pub(super) fn ordering(&mut self) {
        let n = self.slots.len();
        let mut descending = None;
        for i in 0..n {
            match self.cue_at(i) {
                Some(CueKind::Desc) => {
                    descending = Some(true);
                    self.slots[i].used = true;
                }
                Some(CueKind::Asc) => {
                    descending = Some(false);
                    self.slots[i].used = true;
                }
                _ => {}
            }
        }
        for i in 0..n {
            if self.cue_at(i) != Some(CueKind::OrderBy) {
                continue;
            }
            // 销售额排名前五的门店: a ranking said with its first N is the
            // top-N's (descending, by the amount before it), not an order
            // by the column next to 排名.
            let first_n = self
                .next_meaningful(i, 1)
                .is_some_and(|j| self.cue_at(j) == Some(CueKind::Top));
            if self.q.chinese && first_n {
                continue;
            }
            self.slots[i].used = true;
            // 各大区的销售额排名, 按客户数排名: a ranking by an amount, not a
            // column — ordered by its measure once the measures are known,
            // largest first unless a direction is said.
            if self.ranks_by_an_amount(i) {
                self.pending_ranking = Some(descending.unwrap_or(true));
                self.rows_ranked_are_groups(i);
                continue;
            }
            self.order_by_column_near(i, 3, descending.unwrap_or(false));
            // 按 before an ordering is not a grouping.
            if let Some(g) = (0..i)
                .rev()
                .find(|k| self.cue_at(*k) == Some(CueKind::Group))
            {
                // (At most two slots between, filler not counted: 按拥有枪支总数由多到少排列.)
                if (g + 1..i).filter(|k| !self.is_filler(*k)).count() <= 2 {
                    self.slots[g].used = true;
                }
            }
        }
        if self.intent.order.is_none() && descending.is_some() {
            // 按年龄降序 without 排序.
            if let Some(i) =
                (0..n).find(|i| matches!(self.cue_at(*i), Some(CueKind::Desc | CueKind::Asc)))
            {
                if let Some(j) = self.order_by_column_near(i, 2, descending.unwrap_or(false)) {
                    if let Some(g) = (0..j)
                        .rev()
                        .find(|k| self.cue_at(*k) == Some(CueKind::Group))
                    {
                        self.slots[g].used = true;
                    }
                }
            }
        }
        // "the titles of the cartoons sorted alphabetically": no column
        // named, the listing is what is sorted (decided once it is known).
        if self.intent.order.is_none() {
            self.pending_order = descending;
        }
    }

    /// 最近 is "the latest" only of a date said right after it (最近开业的
    /// 门店, 最近注册的客户), or of one row of a dated table (最近一笔订单:
    /// 一 and a classifier say one row; 最近的订单是哪天: a date is asked),
    /// the table said by its name or by a value of its rows (最近一次入库).
    /// Before anything else (最近销售额是多少, 最近卖得最好的商品) it is
    /// "lately": a period whose length is not said, which is not understood
    /// — its slot goes, and the word stays unplaced.
    pub(super) fn lately_is_no_superlative(&mut self) {
        for i in (0..self.slots.len()).rev() {
            if self.cue_at(i) != Some(CueKind::Max) || self.raw(i) != "最近" {
                continue;
            }
            let date_next = self.next_meaningful(i, 1).is_some_and(|j| {
                matches!(self.target(j), Some(Target::Column(c)) if self.column_type(c).is_temporal())
            });
            let latest_row = (self.one_row_named_after(i) || self.picks_a_period)
                && self.mention_after(i, &[], 2).is_some_and(|j| {
                    // (最近一次入库: rows said by a value of theirs.)
                    let rows = match self.target(j) {
                        Some(Target::Table(t)) => Some(t.as_str()),
                        Some(Target::Value { column, .. }) => Some(column.table.as_str()),
                        _ => None,
                    };
                    rows.is_some_and(|t| self.own_date_column(t).is_some())
                });
            if !date_next && !latest_row {
                self.slots.remove(i);
            }
        }
        self.first_time_is_of_an_event();
    }

    /// 出发最多的站点, 注册最少的月份: 最多 and 最少 say how many, never
    /// how late — right after an event's date named by its verb (出发 of
    /// `started_at`, not a word of time: 日期, 时间) they say how often the
    /// event happened, which the date's rows are: the mention reads as
    /// its table.
    pub(super) fn most_of_an_event_is_how_often(&mut self) {
        if !self.q.chinese {
            return;
        }
        for i in 1..self.slots.len() {
            if !matches!(self.cue_at(i), Some(CueKind::Max | CueKind::Min))
                || !matches!(self.raw(i), "最多" | "最少")
            {
                continue;
            }
            let Some(k) = self.prev_meaningful(i) else {
                continue;
            };
            let Some(Target::Column(c)) = self.target(k).cloned() else {
                continue;
            };
            let a_word_of_time = ["日期", "时间", "日", "天", "月", "年", "时"]
                .iter()
                .any(|w| self.raw(k).contains(w));
            if self.column_type(&c).is_temporal() && !a_word_of_time && !self.slots[k].used {
                let tokens = self.slots[k].tokens.clone();
                self.read_as(tokens, Target::Table(c.table));
            }
        }
    }

    /// 第一次, 首次, 最后一次 ("the first / last time") pick the earliest or
    /// latest date of an event — when a date is asked of it (第一次下单的
    /// 日期, 首次购买是什么时候). Where dates are compared with a value
    /// (2014年10月1日之前首次播出的节目) the words only name the event whose
    /// date is compared; their slot goes, and they stay unplaced.
    fn first_time_is_of_an_event(&mut self) {
        let compared = !self.time_tokens.is_empty() && !self.picks_a_period
            || self
                .slots
                .iter()
                .any(|s| matches!(s.item, Item::Cue(k) if k.compares()));
        for i in (0..self.slots.len()).rev() {
            if !matches!(self.raw(i), "第一次" | "首次" | "最后一次") {
                continue;
            }
            let date_asked = self.picks_a_period
                || (i + 1..self.slots.len()).any(|j| {
                    matches!(self.target(j), Some(Target::Column(c)) if self.column_type(c).is_temporal())
                });
            if compared || !date_asked {
                self.slots.remove(i);
            }
        }
    }

    /// Top N: top 5 / 前5 / first 3; also "which 5 products", 人口最多的3个 and "the 3 oldest".
    pub(super) fn top_n(&mut self) {
        let n = self.slots.len();
        for i in 0..n {
            let is_top = self.cue_at(i) == Some(CueKind::Top);
            let is_which = self.cue_at(i) == Some(CueKind::Which);
            let is_superlative = matches!(self.cue_at(i), Some(CueKind::Max | CueKind::Min));
            if !(is_top || is_which || is_superlative) {
                continue;
            }
            // 人口最多的3个城市 is a top 3; 最少50个 is "at least 50".
            let de_follows = || self.de_after(i);
            // ("latest 10 orders", "cheapest 3 products": English may say
            // the number after the superlative, right before the rows.)
            let number_then_rows = |j: usize| {
                matches!(self.slots[j].item, Item::Number(_))
                    && self.next_meaningful(j, 1).is_some_and(|k| {
                        matches!(self.target(k), Some(Target::Table(_) | Target::Column(_)))
                    })
            };
            let number = match (is_superlative, self.q.chinese) {
                (true, false) => self
                    .prev_meaningful(i)
                    .filter(|j| matches!(self.slots[*j].item, Item::Number(_)))
                    .or_else(|| self.next_meaningful(i, 1).filter(|j| number_then_rows(*j))),
                // 最早开业的3家门店: the superlative's column said between.
                // (最近一笔订单: 一笔 right after it is the one row.)
                (true, true)
                    if !de_follows() && (self.picks_a_period || !self.one_row_named_after(i)) =>
                {
                    self.column_after_superlative(i)
                        .and_then(|c| self.next_meaningful(c, 1))
                }
                _ => self.next_meaningful(i, 1),
            };
            // "top stores by revenue": "top" right before the rows with no
            // number ranks them all, the largest first, by the amount said;
            // before one row ("the top store by revenue"), that one.
            let rows_next = |j: usize| {
                !self.q.chinese
                    && matches!(self.target(j), Some(Target::Table(_) | Target::Column(_)))
            };
            if is_top
                && !self.slots[i].used
                && self.raw(i) == "top"
                && number.is_some_and(rows_next)
                && self.pending_ranking.is_none()
                && !self.top_of_a_kind(i)
            {
                self.slots[i].used = true;
                self.pending_ranking = Some(true);
                if let Some(j) = number {
                    let word = self.raw(j);
                    let plural = word.ends_with('s') && !word.ends_with("ss");
                    if !plural {
                        self.intent.limit = Some(1);
                    }
                    self.rows_are_groups(j);
                }
                continue;
            }
            if let Some(j) = number.filter(|j| !self.slots[*j].used) {
                if let Item::Number(v) = self.slots[j].item {
                    if v >= 1.0 && v.fract() == 0.0 && v <= 1000.0 {
                        self.intent.limit = Some(v as u64);
                        self.slots[j].used = true;
                        if is_top {
                            self.slots[i].used = true;
                        }
                    }
                }
            }
        }
    }

    /// "the most common hometown": group by it, the largest group first.
    pub(super) fn most_common(&mut self) {
        let n = self.slots.len();
        for i in 0..n {
            let descending = match self.cue_at(i) {
                Some(CueKind::MostCommon) => true,
                Some(CueKind::LeastCommon) => false,
                Some(CueKind::Top) if self.top_of_a_kind(i) => true,
                _ => continue,
            };
            // "the template type that is most commonly used in documents":
            // the adverb is about what came before, not the noun after.
            if self.raw(i).ends_with("ly") {
                continue;
            }
            // ("which payment method is used most": said after its noun.)
            let before = || {
                self.prev_meaningful(i)
                    .filter(|j| self.target(*j).is_some() && !self.clause_break_between(*j, i))
            };
            // ("which payment method do customers use the most": what
            // "which" asks is what is most used, not the customers using.)
            let asked_by_which = || {
                (0..i)
                    .find(|k| self.cue_at(*k) == Some(CueKind::Which))
                    .and_then(|k| self.mention_after(k, &[], 1))
                    .filter(|m| *m < i && self.target(*m).is_some())
            };
            let Some(j) = self
                .mention_after(i, &[], 2)
                .or_else(asked_by_which)
                .or_else(before)
            else {
                continue;
            };
            let Some(target) = self.target(j).cloned() else {
                continue;
            };
            let Some(d) = self.dimension_of(&target) else {
                continue;
            };
            let Some(table) = target.table().map(str::to_string) else {
                continue;
            };
            // ("the most popular category": a value every row has its own,
            // a category's name, is as common as any other; counting its
            // rows ranks nothing — its commonness is how many rows of the
            // one table referring to it choose it: "the most popular class"
            // has the most bookings.)
            // (A table named is its own rows: one to each of its names.)
            let named_as_rows = matches!(target, Target::Table(_));
            let entity = named_as_rows || matches!(&target, Target::Column(c) if self.is_label(c));
            let own_rows = named_as_rows || self.one_row_per_value(&d);
            let counted = if d.table == table && own_rows {
                // (最受欢迎的品类: the rows referring to a category are its
                // goods — priced, sold in quantities —, popular by what
                // sells best, not by how many there are.)
                let goods = |p: &Self, r: &str| p.says_popularity(i) && p.sold_as_goods(r);
                match self.the_one_table_referring_to(&table).filter(|_| entity) {
                    Some(referring) if !goods(self, &referring) => referring,
                    _ => {
                        // ("the most popular product": where something is
                        // sold, what is popular sells best.)
                        if entity && self.says_popularity(i) {
                            self.popular_is_best_selling(i, j, d, descending);
                        }
                        continue;
                    }
                }
            } else {
                // (哪个目的地最受欢迎: what is popular is chosen — an
                // attribute of named rows offered (the tours' destination)
                // is as popular as the events choosing them, the bookings.)
                self.chosen_by_people(i, &table).unwrap_or(table)
            };
            self.slots[i].used = true;
            self.slots[j].used = true;
            if !self.intent.dimensions.contains(&d) {
                self.intent.dimensions.push(d);
            }
            self.rank_by_row_count(counted, descending);
        }
    }

    /// The one table of rows by which people choose rows of `table` (the
    /// bookings of tours, [`Self::the_one_table_referring_to`]), where the cue at `i`
    /// says popularity (popular, 受欢迎, 热门) — demand, not how common a
    /// value is among the rows offered.
    fn chosen_by_people(&self, i: usize, table: &str) -> Option<String> {
        // (The orders' payment method: rows that are choices themselves are
        // counted as they are.)
        let offered = self
            .table(table)
            .is_some_and(|t| t.label_column().is_some() && !crate::derived::names_people(t));
        if !self.says_popularity(i) || !offered {
            return None;
        }
        self.the_one_table_referring_to(table)
    }

    /// Whether `table`'s rows are goods: each keeps a price, and the rows
    /// keeping the quantity sold ([`Self::sold`]: order lines) refer to
    /// them.
    fn sold_as_goods(&self, table: &str) -> bool {
        let lines = match self.sold(false) {
            Some((MeasureTarget::Column { column }, _)) => column.table,
            Some((MeasureTarget::Metric { id }, _)) => match self.metric_table(&id) {
                Some(t) => t.to_string(),
                None => return false,
            },
            _ => return false,
        };
        let priced = self.table(table).is_some_and(|t| {
            t.columns
                .iter()
                .any(|c| c.logical_type.is_numeric() && crate::derived::names_a_price(&c.name))
        });
        priced
            && !lines.eq_ignore_ascii_case(table)
            && self.table(&lines).is_some_and(|o| refers(o, table))
    }

    /// Whether the cue at `i` says popularity (popular, 受欢迎, 热门).
    fn says_popularity(&self, i: usize) -> bool {
        let raw = self.raw(i);
        raw.ends_with("popular") || raw.contains("受欢迎") || raw.contains("热门")
    }

    /// [`Self::most_common`] of things sold, said "most popular" (cue at
    /// `i`, the things at `j`, listed by `d`): ranked by the quantity sold
    /// (`units::sold`), as "best selling" is.
    fn popular_is_best_selling(&mut self, i: usize, j: usize, d: ColumnRef, descending: bool) {
        let Some((sold, _)) = self.sold(false) else {
            return;
        };
        self.slots[i].used = true;
        self.slots[j].used = true;
        if !self.intent.dimensions.contains(&d) {
            self.intent.dimensions.push(d);
        }
        let index = self.push_measure(Measure {
            aggregation: Aggregation::Sum,
            target: sold,
        });
        self.order_by_measure(index, descending);
        self.intent.limit.get_or_insert(1);
    }

    /// "top candidate source", "top category": "top" right before a column
    /// that sorts rows into kinds, with no number and nothing said to rank
    /// them by (no amount, no aggregate), is the kind most rows are of.
    fn top_of_a_kind(&self, i: usize) -> bool {
        if self.raw(i) != "top" || self.slots[i].used {
            return false;
        }
        let Some(Target::Column(c)) = self.mention_after(i, &[], 1).and_then(|j| self.target(j))
        else {
            return false;
        };
        let a_kind = !self.is_numeric(c)
            && !self.is_key(c)
            && !self.is_label(c)
            && !self.column_type(c).is_temporal();
        let numbered = self
            .q
            .tokens
            .get(self.slots[i].tokens.end)
            .is_some_and(|t| t.kind == TokenKind::Number);
        let ranked_by_something = self.slots.iter().enumerate().any(|(k, s)| {
            matches!(&s.item, Item::Mention(Target::Column(d) | Target::Value { column: d, .. }) if self.is_numeric(d))
                || matches!(&s.item, Item::Mention(Target::Metric(_)))
                || matches!(
                    self.cue_at(k),
                    Some(CueKind::Sum | CueKind::Avg | CueKind::Count | CueKind::Max | CueKind::Min)
                )
        });
        // (Where the layer names measures, or the rows keep an amount,
        // "top" may rank by them: ask rather than count.)
        let measures_known = self.cx.semantic.is_some_and(|s| !s.metrics.is_empty())
            || self.table(&c.table).is_some_and(|t| {
                t.columns.iter().any(|col| {
                    let d = ColumnRef::new(&c.table, &col.name);
                    self.is_numeric(&d) && !self.is_key(&d) && self.adds_up(&d)
                })
            });
        a_kind && !numbered && !ranked_by_something && !measures_known
    }

    /// Whether slot `i` says the most (true) or the least (false) in the
    /// words `most` and `least` — how many, not how much of a column.
    fn most_or_least(&self, i: usize, most: &str, least: &str) -> Option<bool> {
        match (self.cue_at(i), self.raw(i)) {
            (Some(CueKind::Max), said) if said == most => Some(true),
            (Some(CueKind::Min), said) if said == least => Some(false),
            _ => None,
        }
    }

    /// "the most rented car model", "the least booked class": "most" or
    /// "least" before a participle naming the rows of an event, before
    /// what those rows are of — that is ranked by how many there are.
    pub(super) fn most_done_to(&mut self) {
        if self.q.chinese {
            return;
        }
        for i in 0..self.slots.len() {
            let Some(descending) = self.most_or_least(i, "most", "least") else {
                continue;
            };
            let j = i + 1;
            if j >= self.slots.len() {
                continue;
            }
            // (The rows, or the date of the event they record: "booked"
            // names bookings and their booked_on.)
            let events = match self.target(j) {
                Some(Target::Table(t)) => t.clone(),
                Some(Target::Column(c)) if self.column_type(c).is_temporal() => c.table.clone(),
                _ => continue,
            };
            if self.slots[i].used
                || self.slots[j].used
                || !crate::question::is_past_participle(self.raw(j))
            {
                continue;
            }
            let Some(k) = self.mention_after(j, &[], 1) else {
                continue;
            };
            let Some(d) = self.target(k).and_then(|t| self.dimension_of(t)) else {
                continue;
            };
            // ("the most prescribed drug": a kind the events keep
            // themselves — a drug's name on each prescription — is ranked
            // by its events as well.)
            let own_kind = d.table == events
                && !self.is_numeric(&d)
                && !self.column_type(&d).is_temporal()
                && !self.is_key(&d);
            if !own_kind && (d.table == events || !self.cx.schema.reaches(&events, &d.table, 2)) {
                continue;
            }
            for s in [i, j, k] {
                self.slots[s].used = true;
            }
            if !self.intent.dimensions.contains(&d) {
                self.intent.dimensions.push(d);
            }
            self.rank_by_row_count(events, descending);
        }
    }

    /// 哪个顾客来得最多, 打得最少的疫苗: a verb with 得 before 最多 or 最少
    /// says how often it was done — the thing the question names is
    /// ranked by how many of its events there are (the one dated table
    /// referring to it, [`Self::the_one_table_referring_to`]). Not a verb
    /// of money or trade (卖得最多, 赚得最多: an amount, not a count), nor
    /// events that weigh or count what they move (拉得最多: trips or
    /// tonnes?) — unless the times are said (来的次数最多, 供货次数最多).
    pub(super) fn done_the_most_times(&mut self) {
        const OF_MONEY: &[&str] = &["卖", "买", "赚", "挣", "花", "付", "交", "收", "销"];
        if !self.q.chinese || self.intent.order.is_some() || !self.intent.measures.is_empty() {
            return;
        }
        for i in 0..self.slots.len() {
            let Some(descending) = self.most_or_least(i, "最多", "最少") else {
                continue;
            };
            // (来得 in one word, or 预订 | 得.)
            let start = self.slots[i].tokens.start;
            let Some(before) = start.checked_sub(1) else {
                continue;
            };
            let word = self.q.tokens[before].norm.clone();
            // (来的次数最多, 供货次数最多: or the times it was done, said.)
            let times = super::slots::counts_happenings(&word);
            let (verb, tokens) = match word.strip_suffix('得') {
                Some(v) if !v.is_empty() => (v.to_string(), before..start),
                _ if word == "得" && before > 0 => {
                    (self.q.tokens[before - 1].norm.clone(), before - 1..start)
                }
                _ if times => match self.verb_before_its_times(before) {
                    Some(from) => (self.q.tokens[from].norm.clone(), from..start),
                    None => continue,
                },
                _ => continue,
            };
            if self.slots[i].used
                || !crate::question::is_verb(&verb)
                || !times && OF_MONEY.iter().any(|m| verb.starts_with(m))
                || tokens
                    .clone()
                    .any(|k| self.slot_of_token(k).is_some_and(|s| !self.is_filler(s)))
            {
                continue;
            }
            let mut things = (0..self.slots.len()).filter_map(|j| {
                self.table_named_at(j)
                    .filter(|_| matches!(self.slots[j].item, Item::Mention(_)))
                    .map(|t| (j, t.to_string()))
            });
            let (Some((j, thing)), None) = (things.next(), things.next()) else {
                continue;
            };
            let Some(events) = self.the_one_table_referring_to(&thing) else {
                continue;
            };
            // (拉得最多的司机 of hauls that keep tonnes: the most trips, or
            // the most tonnes? Events that weigh or count what they move
            // leave it open.)
            let moves_an_amount = self.table(&events).is_some_and(|t| {
                crate::derived::the_one_weighed_amount(t, self.cx.profiles).is_some()
                    || crate::derived::Flow::Quantity
                        .only_column(t, self.cx.profiles)
                        .is_some()
            });
            if moves_an_amount && !times {
                continue;
            }
            let Some(d) = self.row_name(&thing) else {
                continue;
            };
            self.slots[i].used = true;
            self.slots[j].used = true;
            for k in tokens.clone() {
                self.understand_token(k);
            }
            // (被预订得最多: the passive's 被 says the thing had it done.)
            if let Some(bei) = tokens.start.checked_sub(1) {
                if self.q.tokens[bei].norm == "被" && self.slot_of_token(bei).is_none() {
                    self.understood_tokens.push(bei);
                }
            }
            self.intent.dimensions.push(d);
            self.rank_by_row_count(events, descending);
            return;
        }
    }

    /// 来的次数, 供货次数, 送废品次数: the token of the verb whose times
    /// (次数, at `times`) are said — right before them, before a 的
    /// between, or before its object (a word nothing placed).
    fn verb_before_its_times(&self, times: usize) -> Option<usize> {
        let mut verb = times.checked_sub(1)?;
        if self.q.tokens[verb].norm == "的" {
            verb = verb.checked_sub(1)?;
        }
        let is_verb = |k: usize| crate::question::is_verb(&self.q.tokens[k].norm);
        match verb.checked_sub(1) {
            Some(before)
                if !is_verb(verb) && is_verb(before) && self.slot_of_token(verb).is_none() =>
            {
                Some(before)
            }
            _ => Some(verb),
        }
    }

    /// The one table with a foreign key to `table`, if exactly one has,
    /// dated, and no dated table refers to it in turn: events that choose
    /// one (bookings of a class, a doctor's appointments — whose
    /// prescriptions are details of them, not events of their own), not
    /// things made of it that events choose in turn (a trainer's classes,
    /// a category's products).
    ///
    /// ("the busiest start station": of several, the one table whose key
    /// to it says the way the question says — a trip's start station.)
    pub(super) fn the_one_table_referring_to(&self, table: &str) -> Option<String> {
        let tables = &self.cx.schema.tables;
        let mut referring: Vec<&Table> = tables
            .iter()
            .filter(|t| !t.name.eq_ignore_ascii_case(table) && refers(t, table))
            .collect();
        if let Some(way) = self.the_way_said().filter(|_| referring.len() > 1) {
            referring.retain(|t| {
                super::refers_by(t, table, |c| {
                    chatdb_knowledge::direction::kept_by(c) == Some(way)
                })
            });
        }
        let dated = |t: &Table| crate::derived::keeps_a_date(t);
        let event = |t: &Table| {
            dated(t)
                && !tables.iter().any(|o| {
                    !o.name.eq_ignore_ascii_case(&t.name) && refers(o, &t.name) && dated(o)
                })
        };
        match referring.as_slice() {
            [t] if event(t) => Some(t.name.clone()),
            _ => None,
        }
    }

    /// A superlative waiting for its measure ("sold the most").
    pub(super) fn resolve_pending_superlative(&mut self) {
        if let Some((desc, at)) = self.pending_superlative.take() {
            // 哪个城市发生校园枪击最多，以及平均有多少学生受影响: what is
            // measured in a later clause is not what the superlative ranks;
            // it ranks the groups by their rows.
            // (平均年龄最大: the average glued to its column is measured
            // there too.)
            let measured_in_its_clause = (0..self.slots.len()).any(|k| {
                k != at
                    && self.slots[k].used
                    && (self.cue_at(k).is_some_and(|c| c.aggregation().is_some())
                        || self.q.chinese && self.glued_aggregation(k).is_some())
                    && !self.clause_break_between(k.min(at), k.max(at))
            });
            if self.q.chinese
                && !self.intent.measures.is_empty()
                && !measured_in_its_clause
                && !self.intent.dimensions.is_empty()
            {
                if let Some(t) = self.subject_table() {
                    self.rank_by_row_count(t, desc);
                    return;
                }
            }
            if self.intent.measures.is_empty() {
                // "which X has the most Y-rows": count what is grouped.
                if let Some(t) = self.subject_table() {
                    let m = self.push_measure(Measure {
                        aggregation: Aggregation::Count,
                        target: MeasureTarget::Rows { table: t },
                    });
                    self.order_by_measure(m, desc);
                }
            } else {
                self.order_by_measure(0, desc);
            }
        }
    }

    /// "list the country and the number of channels" asks for the count; "the most number of
    /// concerts" only ranks by it (门店数量最多的城市 ranks by the count too).
    pub(super) fn ranking_by_a_count(&mut self) {
        self.ranking_amount_not_asked();
        self.verb_of_a_ranked_count();
        let n = self.slots.len();
        let ranks = |p: &Self, k: Option<usize>| {
            k.is_some_and(|k| matches!(p.cue_at(k), Some(CueKind::Max | CueKind::Min)))
        };
        let counted_explicitly = (0..n).any(|k| {
            self.slots[k].used
                && self.slots[k].item == Item::Cue(CueKind::Count)
                && !ranks(self, self.prev_meaningful(k))
                && !(self.q.chinese && ranks(self, self.next_meaningful(k, 1)))
        });
        let ranked_entity = !counted_explicitly && self.columns_of_ranked_entity();
        if (self.has_cue(CueKind::Which) || ranked_entity)
            && !self.intent.dimensions.is_empty()
            && !counted_explicitly
        {
            if let Some(Order {
                key: OrderKey::Measure { index },
                descending,
            }) = self.intent.order.clone()
            {
                if matches!(
                    self.intent.measures.get(index).map(|m| &m.target),
                    Some(MeasureTarget::Rows { .. })
                ) {
                    self.rank_by_unlisted_measure(index, descending);
                }
            }
        }
        if self
            .intent
            .order
            .as_ref()
            .is_some_and(|o| matches!(o.key, OrderKey::Measure { .. }))
            && self.intent.limit.is_none()
            && !self.has_cue(CueKind::OrderBy)
            && !self.ranks_all_on_top()
        {
            self.intent.limit = Some(1);
        }
        if self.intent.limit.is_some()
            && self.intent.order.is_none()
            && !self.intent.measures.is_empty()
            && !self.intent.dimensions.is_empty()
        {
            // "top 5 regions by sales": the largest first.
            self.intent.order = Some(Order {
                key: OrderKey::Measure { index: 0 },
                descending: true,
            });
        }
    }

    /// "which customers placed the most orders": a verb of having or
    /// making (placed, made, got, received, owns, wrote) between the rows
    /// ranked and the superlative of a count of rows that refer to them
    /// says only that relation, as does a verb of selling rows that are
    /// each one sale. (Another verb — returned, cancelled — may be a
    /// condition on the rows counted, and stays unplaced.)
    fn verb_of_a_ranked_count(&mut self) {
        // (Stemmed, as question words are.)
        const HAVING_OR_MAKING: &[&str] = &[
            "place", "made", "make", "got", "get", "receiv", "own", "creat", "submit", "wrote",
            "write", "written", "issu", "hold", "held",
            // (Taking an event named by its noun — a ride, a trip, a class
            // — is having it: "which guest took the most rides".)
            "take", "took", "taken",
        ];
        let Some(Order {
            key: OrderKey::Measure { index },
            ..
        }) = self.intent.order.clone()
        else {
            return;
        };
        let Some(MeasureTarget::Rows { table: counted }) =
            self.intent.measures.get(index).map(|m| m.target.clone())
        else {
            return;
        };
        let ranked: Vec<String> = self
            .intent
            .dimensions
            .iter()
            .map(|d| d.table.clone())
            .collect();
        // (Directly, or through the rows between: a guest's rides are on
        // the guest's passes.)
        let refers_to_ranked = ranked
            .iter()
            .any(|r| *r != counted && self.cx.schema.reaches(&counted, r, 3));
        if !refers_to_ranked {
            return;
        }
        if self.q.chinese {
            self.verb_before_the_rows_counted(&ranked, &counted);
            return;
        }
        for s in 0..self.slots.len() {
            if !matches!(self.cue_at(s), Some(CueKind::Max | CueKind::Min)) {
                continue;
            }
            let mut k = self.slots[s].tokens.start;
            // ("placed the most orders": past the article.)
            if k > 0 && self.q.tokens[k - 1].norm == "the" {
                k -= 1;
            }
            let Some(verb) = k.checked_sub(1) else {
                continue;
            };
            let before_verb = verb.checked_sub(1).and_then(|b| self.slot_of_token(b));
            let after_ranked = before_verb.is_some_and(|b| {
                self.target(b)
                    .and_then(|t| t.table())
                    .is_some_and(|t| ranked.iter().any(|r| r == t))
            });
            let word = &self.q.tokens[verb];
            // ("which exhibition sold the most tickets": selling rows that
            // are each one sale makes them.)
            let sold = super::units::is_sell_form(&word.norm) && self.sold_one_a_row(&counted);
            if after_ranked
                && word.kind == TokenKind::Word
                && (HAVING_OR_MAKING.contains(&word.norm.as_str()) || sold)
                && self.slot_of_token(verb).is_none()
                && !self.understood_tokens.contains(&verb)
            {
                self.understood_tokens.push(verb);
            }
        }
    }

    /// 哪个骑手送的单最多, 哪个客户下的订单最多: in Chinese, a verb right
    /// after the rows ranked and before 的 and the rows counted — which
    /// refer to them — says only that relation: what the ranked did. So
    /// the ranked are its doers — rows the counted refer to themselves, or
    /// people (a guest's rides, through the guest's passes); a region does
    /// nothing (哪个地区退货的订单最多 asks which orders). Never a verb of
    /// an event falling through (退货, 取消): that says which rows.
    fn verb_before_the_rows_counted(&mut self, ranked: &[String], counted: &str) {
        for r in 0..self.slots.len() {
            let doers = self.target(r).and_then(|t| t.table()).filter(|t| {
                ranked.iter().any(|x| x == t)
                    && (self.references(counted, t)
                        || self.table(t).is_some_and(crate::derived::names_people))
            });
            if doers.is_none() {
                continue;
            }
            let verb = self.slots[r].tokens.end;
            let (Some(word), Some(de)) = (self.q.tokens.get(verb), self.q.tokens.get(verb + 1))
            else {
                continue;
            };
            let counted_after = self
                .slot_of_token(verb + 2)
                .and_then(|c| self.target(c))
                .and_then(|t| t.table())
                == Some(counted);
            if de.norm == "的"
                && counted_after
                && crate::question::is_verb(&word.norm)
                && !crate::question::says_it_fell_through(&word.norm)
                && self.slot_of_token(verb).is_none()
                && !self.understood_tokens.contains(&verb)
            {
                self.understood_tokens.push(verb);
            }
        }
    }

    /// 哪个位置的运动员年龄加起来最大 / 哪5个省份平均建交国家数最多: the
    /// aggregate ranks the entities asked for and nobody asked its amount, so
    /// it is not listed. (Beside other asked amounts — 平均出场最多, 以及最少
    /// 防守多少 — the ranking one is not among them. A metric stays listed:
    /// "which 5 products sold the most" shows how much they sold.) Runs with
    /// the count ranking and again after the listing, which may add the
    /// entities' column.
    pub(super) fn ranking_amount_not_asked(&mut self) {
        if !self.has_cue(CueKind::Which) || self.intent.dimensions.is_empty() {
            return;
        }
        let Some(Order {
            key: OrderKey::Measure { index },
            descending,
        }) = self.intent.order.clone()
        else {
            return;
        };
        // (总数 of a number column is its total, not a count asked for.)
        let counts = (0..self.slots.len())
            .any(|k| self.cue_at(k) == Some(CueKind::Count) && self.raw(k) != "总数");
        let amount_asked = self.intent.measures.len() == 1
            && (self.has_cue(CueKind::HowMuch) || counts || self.q.lower.contains("多少"));
        let column = matches!(
            self.intent.measures.get(index).map(|m| &m.target),
            Some(MeasureTarget::Column { .. })
        );
        if !column || amount_asked {
            return;
        }
        self.rank_by_unlisted_measure(index, descending);
    }

    /// Moves measure `index` from the selected values to the ordering (the
    /// first row only, unless the question asked for an ordering).
    fn rank_by_unlisted_measure(&mut self, index: usize, descending: bool) {
        let measure = self.intent.measures.remove(index);
        self.intent.order = Some(Order {
            key: OrderKey::Aggregate { measure },
            descending,
        });
        if !self.has_cue(CueKind::OrderBy) {
            self.intent.limit.get_or_insert(1);
        }
    }

    /// Orders by the column an ordering cue at `i` names — before it in
    /// Chinese (按年龄降序), after it in English (ordered by age) — and
    /// returns that mention's slot.
    pub(super) fn order_by_column_near(
        &mut self,
        i: usize,
        window: usize,
        descending: bool,
    ) -> Option<usize> {
        let j = if self.q.chinese {
            self.mention_before(i, &[CueKind::Group], window)
                .or_else(|| self.mention_after(i, &[], 2))
        } else {
            self.mention_after(i, &[], window)
                .or_else(|| self.mention_before(i, &[CueKind::Group], 2))
        }?;
        let Some(Target::Column(c)) = self.target(j).cloned() else {
            return None;
        };
        self.slots[j].used = true;
        self.intent.order = Some(Order {
            key: OrderKey::Column { column: c },
            descending,
        });
        Some(j)
    }

    /// Whether the ordering cue at `i` is a ranking (排名, "ranked by")
    /// whose nearest mention (before it in Chinese, after it in English)
    /// is a metric or a count rather than a column.
    fn ranks_by_an_amount(&self, i: usize) -> bool {
        if !matches!(self.raw(i), "排名" | "ranked by") {
            return false;
        }
        let j = if self.q.chinese {
            self.mention_before(i, &[CueKind::Group], 3)
        } else {
            self.mention_after(i, &[], 3)
        };
        // (客户数排名: the count after its table; "ranked by number of
        // customers": before it.)
        let counted = |k: usize| {
            if self.q.chinese {
                self.next_meaningful(k, 1)
                    .is_some_and(|c| c < i && self.cue_at(c) == Some(CueKind::Count))
            } else {
                self.prev_meaningful(k)
                    .is_some_and(|c| c > i && self.cue_at(c) == Some(CueKind::Count))
            }
        };
        match j {
            Some(j) => match self.target(j) {
                Some(Target::Metric(_)) => true,
                Some(Target::Table(_)) => counted(j),
                // ("number of stores", stores read by their name.)
                Some(Target::Column(c)) => !self.q.chinese && self.is_label(c) && counted(j),
                _ => false,
            },
            None => false,
        }
    }

    /// "regions ranked by number of customers", "stores ranked by
    /// revenue": the rows named right before an English ranking by an
    /// amount are what is ranked — its groups.
    fn rows_ranked_are_groups(&mut self, i: usize) {
        if self.q.chinese {
            return;
        }
        if let Some(j) = self.prev_meaningful(i) {
            self.rows_are_groups(j);
        }
    }

    /// "top stores by revenue": a "top" with no number took the ranking —
    /// every row ranked, none cut.
    fn ranks_all_on_top(&self) -> bool {
        (0..self.slots.len()).any(|k| {
            self.slots[k].used && self.cue_at(k) == Some(CueKind::Top) && self.raw(k) == "top"
        }) && self.intent.limit.is_none()
    }

    /// The rows named at slot `j` (a table, or a column that is no
    /// amount), unclaimed, are the groups a ranking ranks.
    fn rows_are_groups(&mut self, j: usize) {
        if self.slots[j].used {
            return;
        }
        let Some(t @ (Target::Table(_) | Target::Column(_))) = self.target(j).cloned() else {
            return;
        };
        if matches!(&t, Target::Column(c) if !self.is_label(c) && self.is_numeric(c)) {
            return;
        }
        let Some(d) = self.grouping_by(&t) else {
            return;
        };
        if !self.intent.dimensions.contains(&d) {
            self.intent.dimensions.push(d);
        }
        self.slots[j].used = true;
    }

    /// A ranking by an amount (see [`Self::ranks_by_an_amount`]) orders
    /// by the one measure asked for.
    pub(super) fn order_by_the_ranked_measure(&mut self) {
        let Some(descending) = self.pending_ranking.take() else {
            return;
        };
        if self.intent.order.is_some() {
            return;
        }
        self.ranked_by_an_amount_said_after_by();
        match self.intent.measures.len() {
            1 => self.order_by_measure(0, descending),
            // 排名 was read as a ranking, yet nothing says by what: a
            // doubtful reading, not an understood word.
            0 => {
                self.notes
                    .push("a ranking is asked for, but there is no measure to rank by".into());
                // ("top stores this year": by what is for the user to say.)
                self.unranked_top |= self.took_a_role(&Item::Cue(CueKind::Top));
            }
            _ => self
                .notes
                .push("a ranking is asked for, but not by which of the measures".into()),
        }
    }

    /// "top supplier by spend": a ranking with nothing measured, of
    /// groups, and an amount of other rows said right after "by" (read as
    /// one more grouping): the amount ranks the groups — its total per
    /// group (its average, for a per-unit value).
    fn ranked_by_an_amount_said_after_by(&mut self) {
        if !self.intent.measures.is_empty() {
            return;
        }
        let found = (1..self.slots.len()).find_map(|k| {
            let b = self.prev_meaningful(k)?;
            match self.target(k) {
                Some(Target::Column(c))
                    if self.raw(b) == "by"
                        && self.is_numeric(c)
                        && !self.is_key(c)
                        && self
                            .intent
                            .dimensions
                            .iter()
                            .any(|d| d.table != c.table && !self.is_numeric(d)) =>
                {
                    Some((b, k, c.clone()))
                }
                _ => None,
            }
        });
        let Some((b, k, column)) = found else {
            return;
        };
        self.intent.dimensions.retain(|d| *d != column);
        self.intent.projections.retain(|d| *d != column);
        let aggregation = self.per_entity_said(k, &column);
        self.push_measure(Measure {
            aggregation,
            target: MeasureTarget::Column { column },
        });
        self.slots[b].used = true;
        self.slots[k].used = true;
    }

    /// "which category sold the most units": grouped rows ranked by a
    /// column a measure of the reading adds up (units, the quantity that
    /// 销量 totals) are ranked by that measure — each group has a total of
    /// the column, not one value of it.
    pub(super) fn ranked_by_the_total_of_the_column(&mut self) {
        // (Or by that total already: 哪个品牌销量最高 of the brand's lines.)
        let (column, descending) = match self.intent.order.clone() {
            Some(Order {
                key: OrderKey::Column { column },
                descending,
            }) => (column, descending),
            Some(Order {
                key:
                    OrderKey::Aggregate {
                        measure:
                            Measure {
                                aggregation: Aggregation::Sum,
                                target: MeasureTarget::Column { column },
                            },
                    },
                descending,
            }) => (column, descending),
            _ => return,
        };
        if self.intent.dimensions.is_empty() || self.intent.dimensions.contains(&column) {
            return;
        }
        let totals: Vec<usize> = (0..self.intent.measures.len())
            .filter(|k| match &self.intent.measures[*k].target {
                MeasureTarget::Metric { id } => self.metric_totals(id, &column),
                MeasureTarget::Column { column: c } => {
                    *c == column && self.intent.measures[*k].aggregation == Aggregation::Sum
                }
                _ => false,
            })
            .collect();
        if let [index] = totals[..] {
            self.order_by_measure(index, descending);
        }
    }

    /// "which kiln fired the most pieces": which kind of rows (a column a
    /// few values repeat over many rows, [`Self::names_kinds`]) is ranked
    /// by a count the rows keep ([`Self::holds_a_count`], which adds up)
    /// or by the most of a number named by its noun, of its rows or of
    /// rows referring to them, is the kind whose rows total the most — the
    /// rows grouped by it —, not the kind of the one row with the largest
    /// count. (The event's
    /// date its verb projected goes: "fired" is no column asked.)
    pub(super) fn kinds_ranked_by_their_total(&mut self) {
        let Some((column, descending)) = self.which_one_by_a_column() else {
            return;
        };
        let Some(kind) = self.intent.projections.first().cloned() else {
            return;
        };
        let others_are_dates = self.intent.projections[1..]
            .iter()
            .all(|p| p.table == kind.table && self.column_type(p).is_temporal());
        // (The kind said as such: "the harvest with the most crates" names
        // rows, whatever column labels them.)
        let said = self.column_said(&kind);
        // ("which queen breed produces the most honey", "which genre had
        // the most attendance": so is "most" right before the noun of a
        // number, of the kind's rows or of rows referring to them — how
        // much of it, a total —; not "the most expensive act", an
        // adjective's superlative, one row's.)
        let of_its_rows = kind.table == column.table || self.references(&column.table, &kind.table);
        let most_of_it = (0..self.slots.len()).any(|s| {
            self.cue_at(s) == Some(CueKind::Max)
                && self.raw(s) == "most"
                && self.next_meaningful(s, 1).is_some_and(|j| {
                    matches!(self.target(j), Some(Target::Column(c)) if *c == column)
                        && super::compare::implied_attribute(self.raw(j)).is_none()
                })
        });
        let totals = self.holds_a_count(&column) || most_of_it;
        if !of_its_rows || !said || !others_are_dates || !totals || !self.names_kinds(&kind) {
            return;
        }
        self.intent.projections = vec![kind.clone()];
        self.intent.dimensions.push(kind);
        self.push_measure(Measure {
            aggregation: Aggregation::Sum,
            target: MeasureTarget::Column { column },
        });
        self.order_by_measure(0, descending);
    }

    /// "which method fails most often", "which analyst passes most": a
    /// yes/no state has no more or less of itself to rank rows by — a
    /// kind ranked by it is the kind with the most rows in that state (or,
    /// said by its opposite, not in it): the rows grouped by the kind,
    /// counted where the state holds as said.
    pub(super) fn kinds_ranked_by_a_state(&mut self) {
        let Some((flag, descending)) = self.which_one_by_a_column() else {
            return;
        };
        let [kind] = self.intent.projections.as_slice() else {
            return;
        };
        let kind = kind.clone();
        if kind.table != flag.table || !self.says_yes_or_no(&flag) || !self.names_kinds(&kind) {
            return;
        }
        let Some(said) = (0..self.slots.len())
            .find(|&k| matches!(self.target(k), Some(Target::Column(c)) if *c == flag))
        else {
            return;
        };
        let holds = !self.state_said_negated(said);
        let filter = self.in_state(flag.clone(), holds);
        self.intent.filters.push(filter);
        self.intent.dimensions.push(kind);
        self.push_measure(Measure {
            aggregation: Aggregation::Count,
            target: MeasureTarget::Rows { table: flag.table },
        });
        // (The limit of one stays: the one kind asked.)
        self.order_by_measure(0, descending);
    }

    /// "which … the most …" read as the one row with the largest value of
    /// a column, nothing measured or grouped: that column, and whether
    /// descending.
    fn which_one_by_a_column(&self) -> Option<(ColumnRef, bool)> {
        let one_row = self.has_cue(CueKind::Which)
            && self.intent.dimensions.is_empty()
            && self.intent.measures.is_empty()
            && self.intent.limit == Some(1);
        one_row.then(|| self.ordered_by_a_column()).flatten()
    }

    /// The column the reading orders by, and whether descending, when it
    /// orders by a column's own values.
    pub(super) fn ordered_by_a_column(&self) -> Option<(ColumnRef, bool)> {
        match &self.intent.order {
            Some(Order {
                key: OrderKey::Column { column },
                descending,
            }) => Some((column.clone(), *descending)),
            _ => None,
        }
    }

    pub(super) fn order_by_measure(&mut self, index: usize, descending: bool) {
        self.intent.order = Some(Order {
            key: OrderKey::Measure { index },
            descending,
        });
    }

    /// Chinese cues written after what they apply to (年龄的平均值, 学生的数量).
    pub(super) fn cue_is_suffix(&self, i: usize) -> bool {
        let text: String = self.slots[i]
            .tokens
            .clone()
            .map(|k| self.q.tokens[k].norm.clone())
            .collect();
        matches!(
            text.as_str(),
            "总和"
                | "平均值"
                | "均值"
                | "总数"
                | "数量"
                | "数"
                | "个数"
                | "数目"
                | "总计"
                | "合计"
                | "总额"
                | "多少"
        ) || [
            "最高",
            "最大",
            "最多",
            "最低",
            "最小",
            "最少",
            "最长",
            "最短",
            "最远",
            "最贵",
            "最便宜",
            "最早",
            "最晚",
        ]
        .iter()
        .any(|w| text.starts_with(w))
            && self
                .mention_after(i, &[], 1)
                .is_none_or(|j| self.names_rows(j))
    }

    /// Whether the mention at `j` names a table's rows: the table, or the
    /// column its rows are called by (门店 for the stores and their name) —
    /// not a label that repeats, nor one of a table the question names by
    /// itself (拥有比赛记录的数量最多的球队: the records' teams).
    fn names_rows(&self, j: usize) -> bool {
        match self.target(j) {
            Some(Target::Table(_)) => true,
            Some(Target::Column(c)) => {
                self.is_label(c)
                    && self.names_its_rows(c)
                    && !self
                        .slots
                        .iter()
                        .any(|s| s.item == Item::Mention(Target::Table(c.table.clone())))
            }
            // 学生最多的小学: a kind of row said by its value names those
            // rows, where the rows have names of their own to give, or
            // where their table is said right after (金额最高的线上订单).
            Some(Target::Value { column, .. }) => {
                let named = self
                    .table(&column.table)
                    .and_then(label_column)
                    .is_some_and(|label| label != column.column);
                named
                    || self.next_past_top_n(j, &[]).is_some_and(
                        |k| matches!(self.target(k), Some(Target::Table(t)) if *t == column.table),
                    )
            }
            _ => false,
        }
    }

    /// 最早开业的3家门店: the column said between a Chinese superlative and
    /// the 的 that closes its clause — what the superlative orders by.
    fn column_after_superlative(&self, i: usize) -> Option<usize> {
        self.next_meaningful(i, 1)
            .filter(|c| matches!(self.target(*c), Some(Target::Column(_))))
            .filter(|c| self.de_after(*c))
    }

    /// "with the highest X", "that has the most X", X最高的Y, "the highest
    /// X Y": a superlative picking rows, not an aggregate.
    pub(super) fn superlative_phrase(&self, i: usize) -> bool {
        let start = self.slots[i].tokens.start;
        let before: Vec<&str> = self.q.tokens[start.saturating_sub(3)..start]
            .iter()
            .map(|t| t.norm.as_str())
            .collect();
        if before
            .iter()
            .any(|w| matches!(*w, "with" | "ha" | "has" | "have" | "had" | "by"))
        {
            return true;
        }
        // X最高的Y: the superlative is followed by 的 and a table (人口密度
        // 最大的3个城市: past the top-N's number).
        // 最早开业的门店, 最新上市的5个商品: X is a column said between.
        let column_between = || {
            self.column_after_superlative(i)
                .and_then(|j| self.next_past_top_n(j, &[]))
                .is_some_and(|k| self.names_rows(k))
        };
        // "the highest paid employee", "lowest priced product": English
        // says X between the superlative and the noun of X's own rows,
        // right before it.
        let column_before_its_rows = || {
            let Some(j) = self.next_meaningful(i, 1) else {
                return false;
            };
            // (A date's latest or earliest row is read as such elsewhere.)
            let Some(Target::Column(c)) = self.target(j) else {
                return false;
            };
            if self.column_type(c).is_temporal() {
                return false;
            }
            self.slot_of_token(self.slots[j].tokens.end)
                .is_some_and(|k| {
                    self.names_rows(k) && self.table_named_at(k) == Some(c.table.as_str())
                })
        };
        if self.q.chinese {
            self.next_past_top_n(i, &[])
                .is_some_and(|j| self.names_rows(j))
                || column_between()
        } else {
            column_before_its_rows()
        }
    }
}
