//! Pass 1: the question's spans become slots — schema mentions resolved to
//! one reading, cue words, numbers (with 万/thousand multipliers) and quoted
//! text — in question order.

use super::*;

impl Parser<'_, '_> {
    /// Slots in question order, with each mention resolved to one target.
    pub(super) fn collect_slots(
        &mut self,
        mentions: &[Mention],
        cue_list: &[Cue],
        taken: &BTreeSet<usize>,
    ) {
        // Tables the question is certainly about.
        // (A weak match — only the head word of a longer name — is not certain.)
        let mut context: BTreeSet<String> = BTreeSet::new();
        for m in mentions.iter().filter(|m| !m.weak) {
            if m.targets.len() == 1 {
                if let Some(t) = m.targets[0].table() {
                    context.insert(t.to_string());
                }
            }
        }
        // The tables of the metrics said (客户数 is about customers).
        let metric_tables: BTreeSet<String> = mentions
            .iter()
            .filter_map(|m| match m.targets.as_slice() {
                [Target::Metric(id)] => self.cx.semantic?.metric(id)?.table.clone(),
                _ => None,
            })
            .collect();
        for m in mentions {
            if m.targets.len() > 1 {
                if let Some(t) = m.targets.iter().find_map(|t| match t {
                    Target::Table(t) => Some(t.clone()),
                    _ => None,
                }) {
                    context.insert(t);
                }
            }
        }
        let nouns_at: BTreeSet<usize> = mentions.iter().map(|m| m.tokens.start).collect();
        for m in mentions {
            let target = self.choose(m, &context, &metric_tables, &nouns_at);
            self.slots.push(Slot {
                item: Item::Mention(target),
                alts: m.targets.clone(),
                tokens: m.tokens.clone(),
                used: false,
            });
        }
        for c in cue_list {
            // ("300 per night" is a rate, `compare::per_unit_of_time`: its
            // "per" groups nothing.)
            let a_rate = c.kind == CueKind::Group
                && !self.q.chinese
                && c.tokens.len() == 1
                && c.tokens.start.checked_sub(1).is_some_and(|b| {
                    self.q.tokens[b].kind == TokenKind::Number
                        && super::compare::per_unit_of_time(&self.q.tokens, c.tokens.start)
                            .is_some()
                });
            let kind = if a_rate { CueKind::Filler } else { c.kind };
            self.slots.push(Slot {
                alts: Vec::new(),
                item: Item::Cue(kind),
                tokens: c.tokens.clone(),
                used: kind == CueKind::Filler,
            });
        }
        // Numbers nobody took, with 万/亿/thousand multipliers.
        let tokens = &self.q.tokens;
        let mut i = 0;
        while i < tokens.len() {
            let t = &tokens[i];
            let mut value = None;
            if !taken.contains(&i) {
                if t.kind == TokenKind::Number {
                    let text = t.norm.trim_end_matches('%');
                    value = text.parse::<f64>().ok().map(|v| {
                        if t.norm.ends_with('%') {
                            v / 100.0
                        } else {
                            v
                        }
                    });
                } else if t.kind == TokenKind::Word {
                    // jieba cuts 二百零五 into 二百|零五.
                    let joined = tokens
                        .get(i + 1)
                        .filter(|n| {
                            !taken.contains(&(i + 1)) && is_numeral(&t.norm) && is_numeral(&n.norm)
                        })
                        .and_then(|n| chinese_numeral(&format!("{}{}", t.norm, n.norm)));
                    if let Some(v) = joined {
                        self.slots.push(Slot {
                            alts: Vec::new(),
                            item: Item::Number(v),
                            tokens: i..i + 2,
                            used: false,
                        });
                        i += 2;
                        continue;
                    }
                    value = chinese_numeral(&t.norm)
                        .filter(|_| t.norm.chars().count() <= 3 || is_numeral(&t.norm))
                        .or_else(|| english_numeral(&t.norm))
                        .or_else(|| cues::one_said_after_a_comparison(tokens, i).then_some(1.0));
                }
            }
            if !taken.contains(&i) && t.kind == TokenKind::Quoted {
                self.slots.push(Slot {
                    alts: Vec::new(),
                    item: Item::Quoted(original_case(&self.q, t)),
                    tokens: i..i + 1,
                    used: false,
                });
            }
            if let Some(mut v) = value {
                let mut end = i + 1;
                if let Some(next) = tokens.get(i + 1) {
                    if let Some(m) = multiplier(&next.norm).or_else(|| glued_multiplier(&next.norm))
                    {
                        v *= m;
                        end = i + 2;
                    }
                }
                self.slots.push(Slot {
                    alts: Vec::new(),
                    item: Item::Number(v),
                    tokens: i..end,
                    used: false,
                });
                i = end;
            } else {
                i += 1;
            }
        }
        self.slots.sort_by_key(|s| s.tokens.start);
        // "the city Anthony": a value found in several columns belongs to
        // the column named next to it.
        for i in 0..self.slots.len() {
            if !matches!(self.slots[i].item, Item::Mention(Target::Value { .. }))
                || self.slots[i].alts.len() < 2
            {
                continue;
            }
            let near = [self.prev_meaningful(i), self.next_meaningful(i, 1)];
            for j in near.into_iter().flatten() {
                // "the city Anthony": that column; "airport 'AKO'": a column
                // of that table.
                let fits = |column: &ColumnRef| match self.target(j) {
                    Some(Target::Column(c)) => column == c,
                    Some(Target::Table(t)) => column.table == *t,
                    _ => false,
                };
                if let Some(v) = self.slots[i]
                    .alts
                    .iter()
                    .find(|t| matches!(t, Target::Value { column, .. } if fits(column)))
                    .cloned()
                {
                    self.slots[i].item = Item::Mention(v);
                    break;
                }
            }
        }
        self.columns_of_the_table_after_of();
        self.kinds_said_before_their_table();
        self.entities_asked_for_by_name();
        self.counts_of_named_rows();
        self.quantity_compared_of_the_rows_after();
        self.amounts_said_after_a_value();
        self.each_occurrence_of_an_average();
        self.relative_clause_columns();
        self.verbs_ranked_by_their_rows();
    }

    /// "which guest books the most", "who ordered the least": a date
    /// named by its verb (`booked_for`), said right before "the most" or
    /// "the least" that ends the question, ranks by how often that was
    /// done — the date's rows, counted — as a table's verb does ("which
    /// court gets reserved the most"). Not before a measure ("booked the
    /// most seats").
    fn verbs_ranked_by_their_rows(&mut self) {
        if self.q.chinese {
            return;
        }
        for k in 0..self.slots.len() {
            let Some(Target::Column(c)) = self.target(k).cloned() else {
                continue;
            };
            let said = self.raw(k).to_lowercase();
            let by_its_verb = self.column_type(&c).is_temporal()
                && crate::mention::english_event_participle(&c.column).is_some()
                && !super::dates::says_the_date_itself(&said);
            let Some(m) = self.next_meaningful(k, 1) else {
                continue;
            };
            // (Said alone: "most recently" asks how late.)
            let most_or_least = matches!(self.cue_at(m), Some(CueKind::Max | CueKind::Min))
                && self.slots[m].tokens.clone().all(|x| {
                    matches!(
                        self.q.tokens[x].norm.as_str(),
                        "the" | "most" | "least" | "fewest"
                    )
                });
            // (Last in the question: "opened most recently", "sold the
            // most units" go on.)
            let last = self.q.tokens[self.slots[m].tokens.end..]
                .iter()
                .all(|x| x.kind == crate::question::TokenKind::Punct);
            // ("which flavour sold the most": rows keeping an amount are
            // ranked by it, `ordering`.)
            let no_amount = self.money_of(&c.table).is_none()
                && self.the_one_amount_that_adds_up(&c.table).is_none();
            if by_its_verb && most_or_least && last && no_amount {
                self.slots[k].item = Item::Mention(Target::Table(c.table.clone()));
            }
        }
    }

    /// 取款总额, 上个月的存款总额, 出库量, 入库数量: a total of money (总额,
    /// 总金额) or an amount of things (量, 总量, 数量, 总数量) said right
    /// after a stored value is what the rows of that value amount to — the
    /// one column of their table keeping money or a quantity, added up —
    /// as 销售总额 and 销量 are of the sales (`mention` reads a table's
    /// word so). Not the rows of a document (订单, 工单): they are counted
    /// (已取消数量 of orders is how many), never measured.
    fn amounts_said_after_a_value(&mut self) {
        use crate::derived::Flow;
        if !self.q.chinese {
            return;
        }
        for i in (0..self.slots.len()).rev() {
            let Some(Target::Value { column, value }) = self.target(i).cloned() else {
                continue;
            };
            let end = self.slots[i].tokens.end;
            let next = self.slots.get(i + 1).filter(|s| s.tokens.start == end);
            let token = |k: usize| self.q.tokens.get(k).map(|t| t.norm.as_str());
            // (领|用量: jieba may glue 量 to the value's last character,
            // making a word of its own — 用量, "dosage"; the value's words
            // then end in the amount's, and that last word is the amount.)
            let glued = self.slots[i].tokens.len() >= 2
                && self
                    .raw(i)
                    .strip_prefix(value.as_str())
                    .is_some_and(|rest| rest == "量");
            // The words of the amount, and the flow they say.
            let (flow, words) = match next.map(|s| (&s.item, &self.q.tokens[s.tokens.clone()])) {
                _ if glued => (Flow::Quantity, end - 1..end),
                Some((Item::Cue(CueKind::Sum), [w]))
                    if matches!(w.norm.as_str(), "总额" | "总金额") =>
                {
                    (Flow::Money, end..end + 1)
                }
                Some((Item::Cue(CueKind::Sum), [w])) if w.norm == "总量" => {
                    (Flow::Quantity, end..end + 1)
                }
                Some((Item::Cue(CueKind::Count), [w])) if w.norm == "数量" => {
                    (Flow::Quantity, end..end + 1)
                }
                // (jieba cuts 总数量 as 总数 and 量.)
                Some((Item::Cue(CueKind::Count), [w]))
                    if w.norm == "总数" && token(end + 1) == Some("量") =>
                {
                    (Flow::Quantity, end..end + 2)
                }
                None if token(end) == Some("量") && self.slot_of_token(end).is_none() => {
                    (Flow::Quantity, end..end + 1)
                }
                _ => continue,
            };
            let Some(table) = self.table(&column.table) else {
                continue;
            };
            let a_document = crate::mention::rows_in_chinese(table)
                .iter()
                .any(|zh| crate::mention::names_a_document(zh));
            if flow == Flow::Quantity && a_document {
                continue;
            }
            let Some(amount) = flow
                .only_column(table, self.cx.profiles)
                .map(|c| ColumnRef::new(&column.table, &c.name))
            else {
                continue;
            };
            // The amount's words take the cue's slot after the value, or
            // a slot of their own (glued: the value's last word, given up).
            if next.is_some() && !glued {
                self.slots[i + 1].item = Item::Mention(Target::Column(amount));
                self.slots[i + 1].alts.clear();
                self.slots[i + 1].tokens = words;
            } else {
                if glued {
                    self.slots[i].tokens.end -= 1;
                }
                self.read_as(words, Target::Column(amount));
            }
        }
    }

    /// Whether the cue at `i` says "each time", "each one" (每次, 每笔,
    /// 每单): of an average, per row.
    pub(super) fn says_each_occurrence(&self, i: usize) -> bool {
        self.cue_at(i) == Some(CueKind::Group) && matches!(self.raw(i), "每次" | "每笔" | "每单")
    }

    /// The slot at `k` asks nothing of its own: a filler, its other
    /// readings dropped, understood.
    fn said_in_passing(&mut self, k: usize) {
        self.slots[k].item = Item::Cue(CueKind::Filler);
        self.slots[k].alts.clear();
        self.slots[k].used = true;
    }

    /// 平均每次播放多少秒, 每笔订单平均多少钱, 平均每次消费多少钱: "each
    /// time", "each one" before the rows an average is taken over — or
    /// right before a number column of theirs — says the average is per
    /// row: no grouping (each row is one occurrence).
    fn each_occurrence_of_an_average(&mut self) {
        if !self.q.chinese
            || !self
                .slots
                .iter()
                .any(|s| matches!(s.item, Item::Cue(CueKind::Avg)))
        {
            return;
        }
        for i in 0..self.slots.len().saturating_sub(1) {
            if !self.says_each_occurrence(i) {
                continue;
            }
            // (每笔取款: a stored value names rows too, those holding it;
            // 每次租借的费用: so does their noun said with 的 in one
            // column's words.)
            let of_the_rows = |k: usize| {
                self.q.tokens[self.slots[k].tokens.clone()]
                    .iter()
                    .any(|t| t.norm == "的")
            };
            let rows = self
                .rows_named_by(i + 1)
                .or_else(|| match self.target(i + 1) {
                    Some(Target::Value { column, .. }) => Some(column.table.clone()),
                    Some(Target::Column(c)) if of_the_rows(i + 1) => Some(c.table.clone()),
                    // (平均每次消费多少钱: or the number itself, right after.)
                    Some(Target::Column(c)) if self.is_numeric(c) && !self.is_key(c) => {
                        Some(c.table.clone())
                    }
                    _ => None,
                });
            // (每次考试的平均分 groups: the scores averaged are not the
            // exams' own — each exam is a group of them.)
            let averaged_there = rows.is_some_and(|t| {
                (i + 1..self.slots.len()).any(|k| {
                    matches!(self.target(k), Some(Target::Column(c))
                        if c.table == t && self.is_numeric(c) && !self.is_key(c))
                })
            });
            if averaged_there {
                self.slots[i].item = Item::Cue(CueKind::Filler);
                self.slots[i].used = true;
                // (平均每次预约多少小时: the rows' own noun right after, an
                // average said before, only says which rows — the
                // average is of their number said after it.)
                let average_before = (0..i).any(|k| self.cue_at(k) == Some(CueKind::Avg));
                if average_before && matches!(self.target(i + 1), Some(Target::Table(_))) {
                    self.said_in_passing(i + 1);
                }
                continue;
            }
            // (平均每次钓几个小时: a verb after "each time" says what was
            // done each time — a number said after it is averaged per
            // row, and the verb names no rows to group by.)
            let number_after = |from: usize| {
                (from..self.slots.len()).any(|k| {
                    matches!(self.target(k), Some(Target::Column(c)) if self.is_numeric(c) && !self.is_key(c))
                })
            };
            let verb_after =
                crate::question::is_verb(self.raw(i + 1)) && self.slots[i + 1].tokens.len() == 1;
            if verb_after && number_after(i + 2) {
                for k in [i, i + 1] {
                    self.said_in_passing(k);
                }
                continue;
            }
            // (平均每次几个小时, 平均每次玩多少分钟: or "how many" right
            // after it, then the number — past a verb jieba left alone,
            // which says what was done each time.)
            let how_many_next =
                matches!(self.cue_at(i + 1), Some(CueKind::HowMuch | CueKind::Count));
            let number_next = matches!(self.target(i + 2),
                Some(Target::Column(c)) if self.is_numeric(c) && !self.is_key(c));
            if how_many_next && number_next {
                self.said_in_passing(i);
                for k in self.slots[i].tokens.end..self.slots[i + 1].tokens.start {
                    if crate::question::is_verb(&self.q.tokens[k].norm) {
                        self.understood_tokens.push(k);
                    }
                }
            }
        }
    }

    /// 各类型门店, 各类型学校的学生数: Chinese says a kind of rows before
    /// the rows' noun, as 门店类型 says it after — the kind is that table's
    /// column (the stores' 门店类型, not the schools' 类型), and the noun
    /// is the kind's head, not rows of their own to list (said with 的
    /// between, they may be what is counted: 公司的品牌数). Only a text
    /// column that sorts rows into kinds, right before the noun.
    fn kinds_said_before_their_table(&mut self) {
        if !self.q.chinese {
            return;
        }
        for i in 0..self.slots.len() {
            let Some(Target::Column(said)) = self.target(i).cloned() else {
                continue;
            };
            let Some(j) = self.next_meaningful(i, 1) else {
                continue;
            };
            // (门店 names the stores and their name column alike.)
            let table = match self.target(j) {
                Some(Target::Table(t)) => t.clone(),
                Some(Target::Column(c)) if self.is_label(c) => c.table.clone(),
                _ => continue,
            };
            // (类型的门店: 的 between.)
            if !self.modifies(i, j) {
                continue;
            }
            // (门店类型: the phrase the schema knows, the other way round.)
            let column = if said.table == table {
                Some(said)
            } else {
                let turned = Question::new(&format!("{}{}", self.raw(j), self.raw(i)));
                match self.lexicon.find(&turned, &BTreeSet::new()).as_slice() {
                    [m] if m.tokens == (0..turned.tokens.len()) => {
                        m.targets.iter().find_map(|t| match t {
                            Target::Column(c) if c.table == table => Some(c.clone()),
                            _ => None,
                        })
                    }
                    _ => None,
                }
            };
            let Some(column) = column.filter(|c| self.names_kinds(c)) else {
                continue;
            };
            self.slots[i].item = Item::Mention(Target::Column(column));
            // (公司的洗衣机品牌数: after 的 the rows may be what is counted;
            // so are they with a count word right after them, 区县学校数量.)
            let counted = self
                .q
                .tokens
                .get(self.slots[j].tokens.end)
                .is_some_and(|t| matches!(t.norm.as_str(), "数量" | "数" | "个数" | "总数"));
            if self.slots[i].tokens.end == self.slots[j].tokens.start && !counted {
                self.slots[j].used = true;
            }
        }
    }

    /// "the ids and emails of customers of the store …": "of" and the
    /// table after it say whose the columns before it are — all of a list
    /// joined by and / commas, not only the last. A column word several
    /// tables have (ids) is that table's when it has one.
    fn columns_of_the_table_after_of(&mut self) {
        if self.q.chinese {
            return;
        }
        for i in 0..self.slots.len() {
            let Some(Target::Column(_)) = self.target(i) else {
                continue;
            };
            if self.slots[i].alts.len() < 2 {
                continue;
            }
            let Some(owner) = self.table_after_of(self.slots[i].tokens.end) else {
                continue;
            };
            let own = self.slots[i]
                .alts
                .iter()
                .find(|t| matches!(t, Target::Column(c) if c.table == owner))
                .cloned();
            if let Some(t) = own {
                self.slots[i].item = Item::Mention(t);
            }
        }
    }

    /// The table named after "of" (the / all / each between) that follows
    /// token `k` across only and, commas and other columns' names — or
    /// the table of such a name said with its "of" (emails of customers).
    fn table_after_of(&self, mut k: usize) -> Option<String> {
        let tokens = &self.q.tokens;
        while let Some(t) = tokens.get(k) {
            match t.norm.as_str() {
                "and" | "," => k += 1,
                "of" => break,
                _ => {
                    let s = self.slot_of_token(k)?;
                    let Some(Target::Column(c)) = self.target(s) else {
                        return None;
                    };
                    // "emails of customers" is one name: its table.
                    if tokens[self.slots[s].tokens.clone()]
                        .iter()
                        .any(|t| t.norm == "of")
                    {
                        return Some(c.table.clone());
                    }
                    k = self.slots[s].tokens.end;
                }
            }
        }
        k += 1;
        while tokens
            .get(k)
            .is_some_and(|t| matches!(t.norm.as_str(), "the" | "all" | "each" | "every"))
        {
            k += 1;
        }
        let s = self.slot_of_token(k)?;
        match self.target(s) {
            Some(Target::Table(t)) if self.slots[s].tokens.start == k => Some(t.clone()),
            _ => None,
        }
    }

    /// 客户的数量, 门店个数, 门店数: a count word right after a table's name
    /// counts its rows — it is no other table's column that happens to be
    /// called so (order_items.quantity, 数量).
    fn counts_of_named_rows(&mut self) {
        for i in 1..self.slots.len() {
            let Some(Target::Column(c)) = self.target(i).cloned() else {
                continue;
            };
            if !matches!(self.raw(i), "数量" | "个数" | "数目" | "总数") {
                continue;
            }
            let Some(p) = self.prev_meaningful(i) else {
                continue;
            };
            // (国家数量 of 参赛国家数量 is that column, named in full.)
            let named_in_full = c.column.contains(self.raw(p));
            if self.table_named_at(p).is_some_and(|t| t != c.table) && !named_in_full {
                self.slots[i].item = Item::Cue(CueKind::Count);
                self.slots[i].alts.clear();
            }
        }
        // 门店数, 订单量, 签到次数, 下单次数, 理赔笔数: 数, 量 ("the volume
        // of"), or a count of happenings ([`counts_happenings`]) on its
        // own, right after a table's name or its event, is "the number of"
        // them too — unless it completes
        // a column's name (国家数 of 建交国家数量), or a comparison follows
        // (比赛记录数大于5, a count condition read as such).
        // ("ticket volume": English says so of rows too, when "volume"
        // names nothing of theirs — a quantity kept is the lexicon's
        // "sales volume".)
        let volume = chatdb_knowledge::text::stem("volume");
        for i in (0..self.slots.len()).rev() {
            let after = self.slots[i].tokens.end;
            let Some(count_word) = self
                .q
                .tokens
                .get(after)
                .map(|t| t.norm.clone())
                .filter(|w| {
                    matches!(w.as_str(), "数" | "量")
                        || counts_happenings(w)
                        || !self.q.chinese && *w == volume
                })
            else {
                continue;
            };
            let count_word = count_word.as_str();
            let bare =
                (self.q.chinese || count_word == volume) && self.slot_of_token(after).is_none();
            // (付款笔数, 播放次数: happenings counted after their verb, which
            // also names a column of theirs — paid_on, seconds_played — are
            // their rows.)
            if bare && counts_happenings(count_word) {
                self.take_the_rows_a_column_is_of(i);
            }
            let Some(table) = self.table_named_at(i).filter(|_| bare) else {
                continue;
            };
            // (次数 and 人次, times, count happenings: not rows other dated
            // rows are recorded about — 租车次数 is no count of the cars,
            // whose rentals are the happenings — unless said by their
            // very name, 签到次数, or its Chinese, 借阅次数 of loans.)
            let very_name = || {
                self.raw(i) == table
                    || self.table(table).is_some_and(|t| {
                        crate::mention::rows_in_chinese(t)
                            .iter()
                            .any(|zh| zh == self.raw(i))
                    })
            };
            let a_thing = || {
                self.cx.schema.tables.iter().any(|t| {
                    !t.name.eq_ignore_ascii_case(table)
                        && super::refers(t, table)
                        && crate::derived::keeps_a_date(t)
                })
            };
            if counts_happenings(count_word) && !very_name() && a_thing() {
                continue;
            }
            let word = format!("{}{count_word}", self.raw(i));
            let in_a_name = self.cx.schema.tables.iter().any(|t| {
                t.columns
                    .iter()
                    .any(|c| c.name.to_lowercase().contains(&word))
            });
            let compared = self.slots.get(i + 1).is_some_and(
                |s| matches!(s.item, Item::Cue(k) if k.compares() || k == CueKind::Negation),
            );
            // (预订次数最多的会员: times said before a superlative are how
            // it ranks the rows after it — as 预订最多的会员 — not a count
            // of their own.)
            let ranked = counts_happenings(count_word)
                && self
                    .slots
                    .get(i + 1)
                    .is_some_and(|s| matches!(s.item, Item::Cue(CueKind::Max | CueKind::Min)));
            // (采摘量, 发货量 of rows that keep a weight and no quantity:
            // the number of pickings, or the kilograms picked — Chinese
            // says both so.)
            // (订单量 counts the orders: a document is counted, never
            // measured.)
            let weighed = count_word == "量"
                && !crate::mention::names_a_document(self.raw(i))
                && self.table(table).is_some_and(|t| {
                    crate::derived::the_one_weighed_amount(t, self.cx.profiles).is_some()
                });
            if weighed && !in_a_name && !compared {
                self.notes.push(format!(
                    "{word}: how many {table} there are, or the weight or volume they keep"
                ));
            }
            if !in_a_name && !compared {
                self.slots.insert(
                    i + 1,
                    Slot {
                        alts: Vec::new(),
                        item: Item::Cue(if ranked {
                            CueKind::Filler
                        } else {
                            CueKind::Count
                        }),
                        tokens: after..after + 1,
                        used: ranked,
                    },
                );
            }
        }
        self.happenings_counted_of_their_kind();
    }

    /// 数量超过300的订单: 数量 said alone before a comparison and a number,
    /// then 的 and the rows it describes, is each row's quantity — the one
    /// column of their table keeping one — not how many rows there are
    /// (which no single row has). Said after rows (订单数量超过20的买家) it
    /// stays their count.
    fn quantity_compared_of_the_rows_after(&mut self) {
        if !self.q.chinese {
            return;
        }
        for i in 0..self.slots.len() {
            if self.cue_at(i) != Some(CueKind::Count) || self.raw(i) != "数量" {
                continue;
            }
            if self
                .prev_meaningful(i)
                .is_some_and(|p| self.target(p).is_some())
            {
                continue;
            }
            let compared = self.cue_at(i + 1).is_some_and(|k| k.compares())
                && matches!(
                    self.slots.get(i + 2).map(|s| &s.item),
                    Some(Item::Number(_))
                );
            if !compared {
                continue;
            }
            // (Then 的, and the rows.)
            let de = self.de_after(i + 2) && self.is_filler(i + 3);
            let Some(Target::Table(t)) = self.target(i + 4).filter(|_| de).cloned() else {
                continue;
            };
            let Some(c) = self.table(&t).and_then(|table| {
                crate::derived::Flow::Quantity.only_column(table, self.cx.profiles)
            }) else {
                continue;
            };
            let target = Target::Column(ColumnRef::new(&t, &c.name));
            self.slots[i].item = Item::Mention(target.clone());
            self.slots[i].alts = vec![target];
        }
    }

    /// 每种交易类型的笔数, 各类交易的笔数: a count of happenings (笔数,
    /// 次数) said with 的 after rows that happen — a dated table, or a
    /// column of one — counts those rows. (每个网点的笔数 names no rows
    /// that happen: whose happenings is not guessed.)
    fn happenings_counted_of_their_kind(&mut self) {
        if !self.q.chinese {
            return;
        }
        for i in (0..self.slots.len()).rev() {
            let de = self.slots[i].tokens.end;
            let at = de + 1;
            let counted = self.q.tokens.get(de).is_some_and(|t| t.norm == "的")
                && self
                    .q
                    .tokens
                    .get(at)
                    .is_some_and(|t| counts_happenings(&t.norm))
                && self.slot_of_token(at).is_none();
            let rows = match self.target(i) {
                Some(Target::Table(t)) => Some(t.clone()),
                Some(Target::Column(c)) => Some(c.table.clone()),
                _ => None,
            };
            let happen = rows
                .and_then(|t| self.table(&t))
                .is_some_and(crate::derived::keeps_a_date);
            if !counted || !happen {
                continue;
            }
            let p = self
                .slots
                .iter()
                .position(|s| s.tokens.start > at)
                .unwrap_or(self.slots.len());
            self.slots.insert(
                p,
                Slot {
                    alts: Vec::new(),
                    item: Item::Cue(CueKind::Count),
                    tokens: at..at + 1,
                    used: false,
                },
            );
        }
    }

    /// Reads the mention at slot `i` as its column's table, when it names
    /// a column of a table it may also name.
    fn take_the_rows_a_column_is_of(&mut self, i: usize) {
        if let Some(rows) = self.rows_named_by(i) {
            self.slots[i].item = Item::Mention(Target::Table(rows));
        }
    }

    /// 哪个门店, 每个门店, 最多的门店, "by store": after a word asking for
    /// entities, going over them or picking the top ones, a word naming both a table and a value (门店: the
    /// stores, and the orders' channel 'store') is the table — a value is
    /// not asked for with "which" or gone over "each".
    fn entities_asked_for_by_name(&mut self) {
        for i in 1..self.slots.len() {
            if !matches!(self.slots[i].item, Item::Mention(Target::Value { .. })) {
                continue;
            }
            // (销售额最高的门店: the rows a superlative picks, too.)
            let chinese = self.q.chinese;
            // (前五的门店: past the top-N's number.)
            let before = self.prev_meaningful(i).map(|p| match self.slots[p].item {
                Item::Number(_) => self.prev_meaningful(p).unwrap_or(p),
                _ => p,
            });
            let asked = before.is_some_and(|p| match self.cue_at(p) {
                Some(CueKind::Which | CueKind::Group) => true,
                Some(CueKind::Max | CueKind::Min | CueKind::Top) => chinese,
                _ => false,
            });
            let s = &self.slots[i];
            if !asked || kind_glued_to_its_noun(&self.q, &s.tokens, &s.alts).is_some() {
                continue;
            }
            if let Some(t) = self.slots[i]
                .alts
                .iter()
                .find(|t| matches!(t, Target::Table(_)))
                .cloned()
            {
                self.slots[i].item = Item::Mention(t);
            }
        }
    }

    /// "a cat that is age 3", "the pets whose weight…": a column named in a
    /// relative clause is the one of the table named just before it (the
    /// cat's pet_age, not the student's Age), when the mention can be read so.
    fn relative_clause_columns(&mut self) {
        if self.q.chinese {
            return;
        }
        for i in 1..self.slots.len() {
            if !matches!(self.slots[i].item, Item::Mention(Target::Column(_)))
                || self.slots[i].alts.len() < 2
            {
                continue;
            }
            let start = self.slots[i].tokens.start;
            let relative = self.q.tokens[..start]
                .iter()
                .rev()
                .map(|t| t.norm.as_str())
                .take_while(|w| {
                    matches!(
                        *w,
                        "that" | "which" | "whose" | "is" | "ha" | "has" | "a" | "an" | "the"
                    )
                })
                .any(|w| matches!(w, "that" | "which" | "whose"));
            let Some(j) = self.prev_meaningful(i).filter(|_| relative) else {
                continue;
            };
            let Some(table) = self.target(j).and_then(|t| t.table()).map(str::to_string) else {
                continue;
            };
            if let Some(c) = self.slots[i]
                .alts
                .iter()
                .find(|t| matches!(t, Target::Column(c) if c.table == table))
                .cloned()
            {
                self.slots[i].item = Item::Mention(c);
            }
        }
    }

    /// Picks one target for a mention: metrics first, then a column or value
    /// of a table the question is about, then a table, then the first.
    pub(super) fn choose(
        &mut self,
        m: &Mention,
        context: &BTreeSet<String>,
        metric_tables: &BTreeSet<String>,
        nouns_at: &BTreeSet<usize>,
    ) -> Target {
        let mut t = self.choose_target(m, context, metric_tables, nouns_at);
        // 车辆有多少 counted the vehicles of type 'car' (0.96): a Chinese
        // word naming a table and, through the dictionary, a stored value
        // of one of its columns — the value not written as stored — names
        // the table; the value's rows are only some of them. (A kind glued
        // to the noun, 英语老师, is the value again, below.)
        if let Target::Value { column, value } = &t {
            let rows = Target::Table(column.table.clone());
            if self.q.chinese
                && m.targets.contains(&rows)
                && !self.q.lower.contains(&value.to_lowercase())
            {
                t = rows;
            }
        }
        if matches!(t, Target::Table(_)) {
            if let Some(kind) = kind_glued_to_its_noun(&self.q, &m.tokens, &m.targets) {
                t = kind.clone();
            }
        }
        if m.guessed {
            self.guesses += 1;
        }
        // 销售部门 read as 'Marketing' (0.94) where 'Sales' was as near: a
        // word naming two stored values of one column as well says
        // neither.
        if let Target::Value { column, value } = &t {
            let weight_of = |x: &Target| {
                m.targets
                    .iter()
                    .position(|y| y == x)
                    .and_then(|k| m.weights.get(k).copied())
            };
            let chosen = weight_of(&t);
            let rival = m.targets.iter().find(|o| {
                matches!(o, Target::Value { column: c, value: v }
                    if c == column && !v.eq_ignore_ascii_case(value))
                    && weight_of(o) == chosen
            });
            if let Some(Target::Value { value: other, .. }) = rival {
                self.notes.push(format!(
                    "one word names two values of {}.{}: {value} and {other}",
                    column.table, column.column
                ));
            }
        }
        // 电动车有几辆 counted every vehicle (0.93): a kind of the rows read
        // as all of them has dropped what kind.
        if m.a_kind {
            self.notes.push(format!(
                "{} is a kind of {}, read as all of them",
                self.q.tokens[m.tokens.clone()]
                    .iter()
                    .map(|t| t.norm.as_str())
                    .collect::<String>(),
                describe(&t)
            ));
        }
        // "names" matching only the head word of another table's series_name
        // is a guess about a table the question never named (a metric names
        // its table: 客户数 is about customers).
        if m.weak
            && t.table()
                .is_some_and(|x| !context.contains(x) && !metric_tables.contains(x))
        {
            self.notes
                .push(format!("only part of a name matched {}", describe(&t)));
        }
        t
    }

    /// The words of mention `m` as the question says them, lower-cased,
    /// one space between.
    fn said_by(&self, m: &Mention) -> Option<String> {
        self.q.tokens.get(m.tokens.clone()).map(|ts| {
            ts.iter()
                .map(|t| &self.q.lower[t.span.clone()])
                .collect::<Vec<_>>()
                .join(" ")
        })
    }

    pub(super) fn choose_target(
        &mut self,
        m: &Mention,
        context: &BTreeSet<String>,
        metric_tables: &BTreeSet<String>,
        nouns_at: &BTreeSet<usize>,
    ) -> Target {
        if m.targets.len() == 1 {
            return m.targets[0].clone();
        }
        if let Some(t) = m.targets.iter().find(|t| matches!(t, Target::Metric(_))) {
            return t.clone();
        }
        // "stores with more than 2000 orders": a word that names a table
        // and a stored value, followed by what modifies a noun (with, that,
        // who…), is that noun — the table; a value modifies a noun after it
        // ("store orders", 门店订单). So is such a word after a quantifier:
        // "all stores", "each store" quantify rows, never a value.
        let head_noun = !self.q.chinese
            && self.q.tokens.get(m.tokens.end).is_some_and(|t| {
                matches!(
                    t.norm.as_str(),
                    "with"
                        | "without"
                        | "that"
                        | "which"
                        | "who"
                        | "whose"
                        | "have"
                        | "having"
                        | "where"
                )
            });
        let quantified = !self.q.chinese
            && m.tokens
                .start
                .checked_sub(1)
                .and_then(|k| self.q.tokens.get(k))
                .is_some_and(|t| matches!(t.norm.as_str(), "all" | "every" | "each"));
        if (head_noun || quantified) && m.targets.iter().any(|t| matches!(t, Target::Value { .. }))
        {
            if let Some(t) = m.targets.iter().find(|t| matches!(t, Target::Table(_))) {
                return t.clone();
            }
        }
        // 今年没有订单的门店: Chinese puts the modifier first — after 的,
        // with no other noun following, the word is the noun modified, not
        // a value: the other readings are chosen from.
        let head_noun_zh = self.q.chinese
            && m.tokens
                .start
                .checked_sub(1)
                .is_some_and(|k| self.q.tokens[k].norm == "的")
            && !nouns_at.contains(&m.tokens.end);
        let is_value = |t: &Target| matches!(t, Target::Value { .. });
        if head_noun_zh && m.targets.iter().any(is_value) && !m.targets.iter().all(is_value) {
            let (targets, weights) = m
                .targets
                .iter()
                .zip(&m.weights)
                .filter(|(t, _)| !is_value(t))
                .map(|(t, w)| (t.clone(), *w))
                .unzip();
            let nouns = Mention {
                targets,
                weights,
                ..m.clone()
            };
            return self.choose_target(&nouns, context, metric_tables, nouns_at);
        }
        // 预订 for `bookings` and for a channel stored as 'booking': a value
        // that is its own table's noun is said as the table is, and the
        // table is meant (as "bookings" is, below, in English).
        let own_noun_value = |t: &Target| {
            matches!(t, Target::Value { column, value }
            if chatdb_knowledge::text::split_identifier(&column.table)
                .last()
                .is_some_and(|noun| {
                    let nouns = chatdb_knowledge::text::singular_forms(&noun.to_lowercase());
                    nouns.contains(&value.to_lowercase())
                }))
        };
        if self.q.chinese && m.targets.iter().any(own_noun_value) {
            if let Some(t) = m.targets.iter().find(|t| {
                matches!(t, Target::Table(name)
                    if m.targets.iter().any(|v| own_noun_value(v) && v.table() == Some(name.as_str())))
            }) {
                return t.clone();
            }
        }
        // "engineers": of two stored values a word reaches by its stem
        // ('Engineer', 'Engineering'), the one it spells (a plural of it)
        // is meant.
        if m.targets.iter().all(is_value) {
            if let Some(said) = self.said_by(m) {
                let spelled: Vec<&Target> = m
                    .targets
                    .iter()
                    .filter(|t| matches!(t, Target::Value { value, .. } if spells(&said, value)))
                    .collect();
                if let [one] = spelled.as_slice() {
                    return (*one).clone();
                }
            }
        }
        // "accounts per sales rep": a word that spells a table's name reads
        // the table, not a stored value it only shares a stem with
        // ('Accountant', a title) — and "the accountants" the value, not
        // the table `accounts` it shares the stem with.
        if let Some(said) = self.said_by(m) {
            // (Either may be the plural: "store" spells `stores`.)
            let forms = chatdb_knowledge::text::singular_forms;
            let spelled_table = m.targets.iter().find(|t| {
                matches!(t, Target::Table(name)
                if chatdb_knowledge::text::split_identifier(name).last().is_some_and(|noun| {
                    let nouns = forms(noun);
                    forms(&said).iter().any(|f| nouns.contains(f))
                }))
            });
            let unspelled_values = m
                .targets
                .iter()
                .any(|t| matches!(t, Target::Value { value, .. } if !spells(&said, value)))
                && !m
                    .targets
                    .iter()
                    .any(|t| matches!(t, Target::Value { value, .. } if spells(&said, value)));
            if let (Some(t), true) = (spelled_table, unspelled_values) {
                return t.clone();
            }
            // "how many bookings are there" where a channel is called
            // 'booking': a word that is the table's very name (a plural of
            // rows) names the rows, not a value it is only the plural of.
            let exactly = |name: &str| name.eq_ignore_ascii_case(&said);
            let the_tables_name = spelled_table.filter(|t| {
                matches!(t, Target::Table(name)
                    if chatdb_knowledge::text::split_identifier(name).last().is_some_and(|n| exactly(n)))
            });
            let a_value_said_as_stored = m
                .targets
                .iter()
                .any(|t| matches!(t, Target::Value { value, .. } if exactly(value)));
            // (So is it over a date its rows' verb names: "enrollments"
            // are not their enrolled_at.)
            let a_value_or_date = m.targets.iter().any(|t| {
                is_value(t) || matches!(t, Target::Column(c) if self.column_type(c).is_temporal())
            });
            if let (Some(t), false, true, false) = (
                the_tables_name,
                a_value_said_as_stored,
                a_value_or_date,
                self.q.chinese,
            ) {
                return t.clone();
            }
            // ("average pickup weight": a noun in the singular before
            // another is the table's too, over the date its rows' verb
            // names — `picked_up_on`.)
            let own_date = |t: &Target| {
                matches!(t, Target::Column(c) if self.column_type(c).is_temporal()
                    && spelled_table.and_then(|s| s.table()) == Some(c.table.as_str()))
            };
            if let (Some(t), true, false, false) = (
                spelled_table,
                m.targets.iter().any(own_date),
                m.targets.iter().any(is_value),
                self.q.chinese,
            ) {
                return t.clone();
            }
            // (Not below another reading: 'booked', a state every
            // reservation with a `booked_for` went through, is the rows'
            // verb first — `mention::build`.)
            let strongest = m.weights.iter().copied().max();
            let spelled_values: Vec<&Target> = m
                .targets
                .iter()
                .zip(&m.weights)
                .filter(|(t, w)| {
                    Some(**w) == strongest
                        && matches!(t, Target::Value { value, .. } if spells(&said, value))
                })
                .map(|(t, _)| t)
                .collect();
            if let ([value], None) = (spelled_values.as_slice(), spelled_table) {
                return (*value).clone();
            }
        }
        // "how many sales": a word naming a table and an amount its rows
        // keep (the money `sales` bring) names the rows; an aggregate or a
        // measure takes the amount later (`parse::flows`).
        if let Some(t @ Target::Table(table)) = m.targets.first() {
            let own_money = |x: &Target| {
                matches!(x, Target::Column(c) if c.table == *table
                    && self.money_named_by_noun(m, c))
            };
            if m.targets.len() == 2 && own_money(&m.targets[1]) {
                return t.clone();
            }
        }
        let in_context = |t: &&Target| {
            !matches!(t, Target::Table(_)) && t.table().is_some_and(|x| context.contains(x))
        };
        let contextual: Vec<&Target> = m.targets.iter().filter(in_context).collect();
        // "average rating per walker": an English word that is one
        // column's whole name, its strongest reading, is that column — not
        // another table's, in context, whose name holds only a word of the
        // same stem (hourly_rate: a rate is not a rating; pet_age holds
        // "age" itself).
        let said = self
            .said_by(m)
            .filter(|w| m.tokens.len() == 1 && w.is_ascii());
        let weight_of = |k: usize| m.weights.get(k).copied().unwrap_or(0);
        let strongest = (0..m.targets.len()).map(weight_of).max();
        if let (Some(said), [Target::Column(other)]) = (said, contextual.as_slice()) {
            let whole_names: Vec<&Target> = m
                .targets
                .iter()
                .enumerate()
                .filter(|(k, t)| {
                    Some(weight_of(*k)) == strongest
                        && matches!(t, Target::Column(c) if c.column.to_lowercase() == said)
                })
                .map(|(_, t)| t)
                .collect();
            let said_in_the_other = chatdb_knowledge::text::split_identifier(&other.column)
                .iter()
                .any(|w| w.to_lowercase() == said);
            if let ([one], false) = (whole_names.as_slice(), said_in_the_other) {
                return (*one).clone();
            }
        }
        if contextual.len() == 1 {
            return contextual[0].clone();
        }
        // 售价 names 型号.售价 by its full name and 门店.平均售价 only by its
        // head word: the full name wins when both tables are in context.
        let weighed: Vec<(&Target, u8)> = m
            .targets
            .iter()
            .zip(m.weights.iter().copied())
            .filter(|(t, _)| in_context(t))
            .collect();
        let best = weighed.iter().map(|(_, w)| *w).max();
        let strongest: Vec<&Target> = weighed
            .iter()
            .filter(|(_, w)| Some(*w) == best)
            .map(|(t, _)| *t)
            .collect();
        if strongest.len() == 1 && m.weights.iter().any(|w| Some(*w) != best) {
            return strongest[0].clone();
        }
        if let Some(t) = m.targets.iter().find(|t| matches!(t, Target::Table(_))) {
            return t.clone();
        }
        let pool: Vec<&Target> = if contextual.is_empty() {
            m.targets.iter().collect()
        } else {
            contextual.clone()
        };
        // "number of customers by city": the column of a metric's own table.
        let of_metric: Vec<&&Target> = pool
            .iter()
            .filter(|t| matches!(t, Target::Column(_)))
            .filter(|t| t.table().is_some_and(|x| metric_tables.contains(x)))
            .collect();
        if of_metric.len() == 1 {
            return (*of_metric[0]).clone();
        }
        // "revenue by city" (the stores' and the customers' city): the
        // semantic layer's preferred join says which way facts reach such
        // columns (sales count where they were made) — the column of the
        // one candidate table a preferred join names.
        if of_metric.is_empty() {
            let led_to: Vec<&&Target> = pool
                .iter()
                .filter(|t| matches!(t, Target::Column(_)))
                .filter(|t| self.on_a_preferred_join(t.table().unwrap_or_default()))
                .collect();
            if led_to.len() == 1 {
                return (*led_to[0]).clone();
            }
        }
        // "the category with the highest average price" (the products' and
        // the order lines' price): the column of the table fewest joins
        // from the tables named — a farther table is reached through the
        // nearer one, whose own column is what is said of it. Still a guess.
        self.guesses += 1;
        if let Some(t) = self.nearest_to(m, &pool, context) {
            return t;
        }
        // 去年的总销售额 (an order's total and its lines' amounts): with
        // nothing else said to choose, the column of the rows the others
        // belong to — the header's own total, no join to its lines.
        if context.is_empty() {
            if let Some(t) = self.the_rows_the_others_belong_to(&pool) {
                return t;
            }
        }
        // Prefer the linker's order among the remaining candidates.
        let rank = |t: &Target| {
            t.table()
                .and_then(|x| self.cx.tables.iter().position(|y| y == x))
                .unwrap_or(usize::MAX)
        };
        pool.into_iter()
            .min_by_key(|t| rank(t))
            .cloned()
            .unwrap_or_else(|| m.targets[0].clone())
    }
}

/// Whether the words `said` (lowercase) spell the stored `value`, or its
/// plural (engineers for 'Engineer', companies for 'Company').
pub(super) fn spells(said: &str, value: &str) -> bool {
    let value = value.trim().to_lowercase();
    chatdb_knowledge::text::singular_forms(said).contains(&value)
}

impl Parser<'_, '_> {
    /// Of column candidates of different tables, the one whose table every
    /// other candidate's table refers to (orders, of orders.total_amount
    /// and order_items.amount), when there is one.
    fn the_rows_the_others_belong_to(&self, pool: &[&Target]) -> Option<Target> {
        if pool.len() < 2 || !pool.iter().all(|t| matches!(t, Target::Column(_))) {
            return None;
        }
        let referred = |of: &&Target| {
            let table = of.table().unwrap_or_default();
            pool.iter().all(|other| {
                other.table() == Some(table)
                    || other
                        .table()
                        .and_then(|o| self.table(o))
                        .is_some_and(|o| super::refers(o, table))
            })
        };
        match pool.iter().filter(|t| referred(t)).collect::<Vec<_>>()[..] {
            [one] => Some((*one).clone()),
            _ => None,
        }
    }

    /// The one column candidate whose table is fewest joins from the
    /// tables in `context`, when exactly one is nearest among those the
    /// mention names equally well (a full name outweighs a head word: that
    /// is said, distance is inferred). Only for columns that hold facts of
    /// their own: a key holds the same values in every table it joins, so
    /// which one it is read from is a question of joins (the reading's),
    /// not of meaning.
    fn nearest_to(
        &self,
        m: &Mention,
        pool: &[&Target],
        context: &BTreeSet<String>,
    ) -> Option<Target> {
        const MAX_HOPS: usize = 4;
        let is_key = |t: &Target| match t {
            Target::Column(c) => self.table(&c.table).is_none() || self.is_key(c),
            _ => true,
        };
        if context.is_empty() || pool.iter().any(|t| is_key(t)) {
            return None;
        }
        let distance = |t: &Target| {
            let table = t.table()?;
            context
                .iter()
                .filter_map(|c| self.cx.schema.join_hops(table, c, MAX_HOPS))
                .min()
        };
        let weight = |t: &Target| {
            m.targets
                .iter()
                .position(|x| x == t)
                .and_then(|i| m.weights.get(i).copied())
        };
        let strongest = pool.iter().filter_map(|t| weight(t)).max();
        let scored: Vec<(usize, &Target)> = pool
            .iter()
            .filter(|t| weight(t) == strongest)
            .filter_map(|t| Some((distance(t)?, *t)))
            .collect();
        let best = scored.iter().map(|(d, _)| *d).min()?;
        match scored
            .iter()
            .filter(|(d, _)| *d == best)
            .collect::<Vec<_>>()[..]
        {
            [(_, t)] => Some((*t).clone()),
            _ => None,
        }
    }
}

/// The characters [`chinese_numeral`] reads.
const NUMERAL_CHARS: &str = "零一二两三四五六七八九十百千万亿";

/// True when every character of `word` is a Chinese numeral.
pub(crate) fn is_numeral(word: &str) -> bool {
    !word.is_empty() && word.chars().all(|c| NUMERAL_CHARS.contains(c))
}

/// The value of the Chinese numeral `word` starts with (二百零五, 两万五千,
/// 十), or None when it starts with none or names no digit (万 alone).
pub(super) fn chinese_numeral(word: &str) -> Option<f64> {
    let digits: Vec<char> = word
        .chars()
        .take_while(|c| NUMERAL_CHARS.contains(*c))
        .collect();
    let d = |c: char| {
        "零一二三四五六七八九"
            .chars()
            .position(|x| x == c)
            .map(|p| p as f64)
            .or((c == '两').then_some(2.0))
    };
    if !digits.iter().any(|c| d(*c).is_some() || *c == '十') {
        return None;
    }
    // Sections of 亿 and 万, each made of 千/百/十 and a last digit.
    let (mut total, mut section, mut current) = (0.0, 0.0, 0.0);
    for c in digits {
        match c {
            '十' => {
                section += if current == 0.0 { 10.0 } else { current * 10.0 };
                current = 0.0;
            }
            '百' => {
                section += current * 100.0;
                current = 0.0;
            }
            '千' => {
                section += current * 1000.0;
                current = 0.0;
            }
            '万' | '亿' => {
                let unit = if c == '万' { 1e4 } else { 1e8 };
                total += (section + current) * unit;
                section = 0.0;
                current = 0.0;
            }
            _ => current = d(c)?,
        }
    }
    Some(total + section + current)
}

/// "more than one pet", "at least two": small numbers as words.
pub(super) fn english_numeral(word: &str) -> Option<f64> {
    const WORDS: &[&str] = &[
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    ];
    WORDS.iter().position(|w| *w == word).map(|n| n as f64)
}

/// A multiplier jieba glued to the unit after it: 万人, 千人, 万人次, 万元.
fn glued_multiplier(word: &str) -> Option<f64> {
    let mut chars = word.chars();
    let m = multiplier(chars.next()?.encode_utf8(&mut [0; 4]))?;
    let unit = chars.as_str();
    let units = [
        "人", "人次", "元", "个", "次", "座", "家", "名", "人时", "元时",
    ];
    units.contains(&unit).then_some(m)
}

pub(super) fn multiplier(word: &str) -> Option<f64> {
    match word {
        "万" => Some(1e4),
        "亿" => Some(1e8),
        "千" => Some(1e3),
        "百万" => Some(1e6),
        "thousand" => Some(1e3),
        "million" => Some(1e6),
        "billion" => Some(1e9),
        _ => None,
    }
}

/// 次数 ("times"), 人次 ("visits"), 笔数 (the number of transactions, 笔
/// being their measure word) and 场次 (of showings, matches: 场 theirs):
/// words that count happenings, each one row of the table that records
/// them.
pub(super) fn counts_happenings(word: &str) -> bool {
    matches!(word, "次数" | "人次" | "笔数" | "场次")
}

/// 工资最低的英语老师: a value said glued to the noun of its own rows in
/// one Chinese word (英语 + 老师: a subject of the teachers the word also
/// names) says which of those rows, not all of them — that value, among
/// the word's readings `targets`.
fn kind_glued_to_its_noun<'t>(
    q: &Question,
    tokens: &std::ops::Range<usize>,
    targets: &'t [Target],
) -> Option<&'t Target> {
    let glued = q.chinese && tokens.len() == 1 && q.tokens[tokens.start].norm.chars().count() >= 3;
    targets.iter().filter(|_| glued).find(|v| {
        matches!(v, Target::Value { column, value }
            if !q.lower.contains(&value.to_lowercase())
                && targets.contains(&Target::Table(column.table.clone())))
    })
}
