//! A measure named by its unit: 卖了多少件 asks for the one measure the
//! semantic layer counts in 件 (units sold), 多少单 for the one in 单. In
//! Chinese a number is asked for with its classifier, and a declared unit
//! is that classifier.

use super::*;
use crate::cues::{GOODS_CLASSIFIERS, THING_CLASSIFIERS};
use crate::mention::{is_currency, said_by};

/// Whether 多少 + `unit` counts rows when no measure is counted in it and
/// no verb says one: the classifiers of things, and of goods said without
/// a verb (有多少只, 多少本, 多少张, 多少台, 多少件, 多少节). (多少届 and
/// 多少季 are count cues already.)
fn counts_rows(unit: &str) -> bool {
    THING_CLASSIFIERS.contains(&unit) || ["只", "本", "张", "台", "件", "节"].contains(&unit)
}

/// The verb said before a 多少 (卖了, 卖出): where it starts, its tokens
/// (with the aspect particles 了 / 出 / 过 after it), the verb itself, and
/// its slot when the word is also a metric's name (卖出 of 卖出件数).
pub(super) struct VerbBefore {
    pub(super) start: usize,
    pub(super) tokens: Vec<usize>,
    pub(super) said: Option<String>,
    pub(super) slot: Option<usize>,
}

/// Whether a Chinese word says "in all" (一共, 总共, 共计 …): what follows
/// is a total.
fn says_in_all(word: &str) -> bool {
    matches!(word, "一共" | "总共" | "共计" | "共" | "总计")
}

impl Parser<'_, '_> {
    /// The verb before the 多少 of slot `i`: only a word a measure's own
    /// names can say (卖出件数) — 有 / 一共 / 是 say nothing.
    pub(super) fn verb_before(&self, i: usize) -> VerbBefore {
        let start = self.before_the_aspect(i);
        let tokens: Vec<usize> = (start..self.slots[i].tokens.start).rev().collect();
        let mut verb = VerbBefore {
            start,
            tokens,
            said: None,
            slot: None,
        };
        if let Some(t) = start.checked_sub(1).map(|b| &self.q.tokens[b]) {
            let slot = self.slot_of_token(start - 1);
            let metric = slot.filter(|s| {
                !self.slots[*s].used && matches!(self.target(*s), Some(Target::Metric(_)))
            });
            let free = (slot.is_none() || metric.is_some())
                && t.kind == TokenKind::Word
                && t.norm.chars().all(crate::question::is_han)
                && !matches!(t.norm.as_str(), "有" | "一共" | "总共" | "共" | "是" | "的");
            if free {
                verb.said = Some(t.norm.clone());
                verb.slot = metric;
                verb.tokens.push(start - 1);
                verb.start -= 1;
            }
        }
        verb
    }

    /// The first token of the aspect particles (了, 出, 过) said right
    /// before slot `i` (卖了多少, 来过几次), or the slot's own start.
    pub(super) fn before_the_aspect(&self, i: usize) -> usize {
        let mut start = self.slots[i].tokens.start;
        while start > 0 && matches!(self.q.tokens[start - 1].norm.as_str(), "了" | "出" | "过") {
            start -= 1;
        }
        start
    }

    /// 今年卖了多少: how much was sold with no unit after 多少, where the
    /// measures the verb names are counted in more than one unit (销售额 in
    /// 元, 销量 in 件) — the amount or the quantity? Kept as a signal, for
    /// the user to be asked which (the reading itself stays unsure).
    fn note_unsaid_unit(&mut self, i: usize) {
        let Some(verb) = self.verb_before(i).said else {
            return;
        };
        let Some(semantic) = self.cx.semantic else {
            return;
        };
        let totals = semantic
            .metrics
            .iter()
            .filter(|m| m.expression.is_some() && self.metric_is_a_total(&m.id))
            .filter(|m| says_verb(&m.name, &m.synonyms, &verb))
            .filter_map(|m| m.unit.as_deref());
        let mut units: Vec<String> = Vec::new();
        for unit in totals {
            let said = if is_currency(unit) { "钱" } else { unit };
            if !units.iter().any(|u| u == said) {
                units.push(said.to_string());
            }
        }
        let Some(last) = self.slots[i].tokens.end.checked_sub(1) else {
            return;
        };
        if units.len() > 1 {
            self.unsaid_unit = Some(crate::calibration::UnsaidUnit {
                at: self.q.tokens[last].span.end,
                units,
            });
        }
    }

    /// 每个套餐多少钱, Enterprise套餐多少钱: money asked, with no verb and
    /// no average, of the rows of the one table named, which take no money
    /// in and no measure counts in money, is what each costs — that
    /// table's one price, as 每个套餐的价格 says it. Read before the
    /// groupings, so that 每个 lists each by its name beside its price;
    /// the prices of all rows asked without 每个 (套餐多少钱) are not read
    /// so, a list of bare prices.
    pub(super) fn price_asked_in_money(&mut self) {
        if !self.q.chinese {
            return;
        }
        // (平均每笔多少钱 asks an average, read with the units.)
        if (0..self.slots.len()).any(|a| self.cue_at(a) == Some(CueKind::Avg)) {
            return;
        }
        for i in 0..self.slots.len() {
            if self.cue_at(i) != Some(CueKind::HowMuch) || self.slots[i].used {
                continue;
            }
            let after = self.slots[i].tokens.end;
            let Some(unit) = self.q.tokens.get(after).map(|t| t.norm.clone()) else {
                continue;
            };
            // (每小时 before it is a unit, not a verb: 每 | 小时 | 多少钱.)
            let verb = self.verb_before(i).said.is_some()
                && self
                    .per_unit_said_before(self.slots[i].tokens.start)
                    .is_none();
            if self.slot_of_token(after).is_some()
                || verb
                || self.measure_in_unit(&unit, None, false).is_some()
            {
                continue;
            }
            let Some(price) = self.price_of_the_rows(&unit) else {
                self.price_of_a_named_row(i, &unit);
                continue;
            };
            // (The table's name right before joins it: one mention of the
            // column, as 套餐的价格 is.)
            let Some(j) = i
                .checked_sub(1)
                .filter(|j| self.table_named_at(*j).is_some() && !self.slots[*j].used)
            else {
                self.price_of_a_named_row(i, &unit);
                continue;
            };
            let each = j
                .checked_sub(1)
                .is_some_and(|g| self.cue_at(g) == Some(CueKind::Group));
            if !each && !self.value_said_of(&price.table) {
                continue;
            }
            self.slots[j].item = Item::Mention(Target::Column(price));
            self.slots[j].tokens.end = self.slots[i].tokens.end;
            self.slots[i].item = Item::Cue(CueKind::Filler);
            self.understood_tokens.push(after);
        }
    }

    /// 染发多少钱: money asked right after a row's own name (a value of
    /// its table's label: the service 染发) is that row's price, where its
    /// table keeps one — the money slot `i` (多少, then the unit) read as
    /// the price.
    ///
    /// (塑料瓶每公斤多少钱, 电竞区每小时多少钱: with "each" and a unit said
    /// between, the row's one rate per that unit — `price_per_kg`,
    /// `hourly_price`.)
    fn price_of_a_named_row(&mut self, i: usize, unit: &str) {
        if !says_money(unit) {
            return;
        }
        let start = self.slots[i].tokens.start;
        let per_unit = self.per_unit_said_before(start);
        let value_end = per_unit.as_ref().map_or(start, |(tokens, _)| tokens.start);
        let Some(Target::Value { column, .. }) = (0..self.slots.len())
            .find(|&j| self.slots[j].tokens.end == value_end && j < i)
            .and_then(|j| self.target(j))
        else {
            return;
        };
        if !self.is_label(column) {
            return;
        }
        let price = match &per_unit {
            Some((_, per)) => self.rate_per(&column.table, per),
            None => self.price_column_of(&column.table),
        };
        let Some(price) = price else {
            return;
        };
        let after = self.slots[i].tokens.end;
        self.slots[i].item = Item::Mention(Target::Column(price));
        self.understood_tokens.push(after);
        if let Some((tokens, _)) = per_unit {
            // (The unit is no period to group by: 每小时 of a rate.)
            self.slots
                .retain(|s| s.tokens.start >= tokens.end || s.tokens.end <= tokens.start);
            self.intent.grain = None;
            self.understood_tokens.extend(tokens);
        }
    }

    /// Whether the period words `time_tokens` end in "each" and a unit
    /// (每小时) said right before money asked (多少钱), and some table keeps
    /// a rate per that unit: the rate is asked.
    pub(super) fn a_rate_per_the_unit_asked(&self, time_tokens: &BTreeSet<usize>) -> bool {
        let Some(&last) = time_tokens.last() else {
            return false;
        };
        let money_asked = self
            .q
            .tokens
            .get(last + 1)
            .is_some_and(|t| t.norm == "多少")
            && self
                .q
                .tokens
                .get(last + 2)
                .is_some_and(|t| says_money(&t.norm));
        let Some((_, per)) = self.per_unit_said_before(last + 1) else {
            return false;
        };
        money_asked
            && self
                .cx
                .schema
                .tables
                .iter()
                .any(|t| self.rate_per(&t.qualified_name(), &per).is_some())
    }

    /// The tokens right before token `end` saying "each" and a unit (每公斤,
    /// 每 | 小时), and the unit.
    fn per_unit_said_before(&self, end: usize) -> Option<(std::ops::Range<usize>, String)> {
        let last = end.checked_sub(1)?;
        let word = self.q.tokens[last].norm.as_str();
        if let Some(unit) = word.strip_prefix('每').filter(|u| !u.is_empty()) {
            return Some((last..end, unit.to_string()));
        }
        let each = last.checked_sub(1)?;
        (self.q.tokens[each].norm == "每").then(|| (each..end, word.to_string()))
    }

    /// The one number column of `table` named as a rate per the unit
    /// `per` (公斤, 小时) says in Chinese.
    fn rate_per(&self, table: &str, per: &str) -> Option<ColumnRef> {
        self.the_one_number_named(table, |words| {
            crate::units::rate_named_by(words).is_some_and(|(units, _)| units.contains(&per))
        })
    }

    /// 每个仓库发了多少单, 今年发了几单: a count in a classifier of things
    /// or 单 (an order, a waybill), with nothing named after it, counts
    /// the rows the verb before it makes — the one table whose rows'
    /// Chinese name starts with the verb (发 of 发货, the shipments).
    pub(super) fn rows_counted_by_their_verb(&mut self) {
        if !self.q.chinese {
            return;
        }
        for i in 0..self.slots.len() {
            if self.cue_at(i) != Some(CueKind::Count) || self.slots[i].used {
                continue;
            }
            let classifier = self
                .raw(i)
                .chars()
                .last()
                .map(String::from)
                .unwrap_or_default();
            if !(counts_rows(&classifier) || classifier == "单")
                || self.mention_after(i, &[], 1).is_some()
            {
                continue;
            }
            let VerbBefore {
                tokens, said, slot, ..
            } = self.verb_before(i);
            // (卖了多少单: or, in 单 after a verb of selling or buying, the
            // orders 单 abbreviates — not after any verb: 吃单 is no word.)
            let Some(table) = said.as_deref().and_then(|v| {
                self.rows_made_by_the_verb(v).or_else(|| {
                    let trading = is_sell_form(v) || is_buy_form(v.trim_end_matches('了'));
                    (classifier == "单" && trading)
                        .then(|| self.table_said_by_its_head('单'))
                        .flatten()
                })
            }) else {
                continue;
            };
            self.push_measure(Measure {
                aggregation: Aggregation::Count,
                target: MeasureTarget::Rows { table },
            });
            self.slots[i].used = true;
            if let Some(s) = slot {
                self.slots[s].used = true;
            }
            self.understood_tokens.extend(tokens);
        }
    }

    /// 几个小时, 多少个月: 个 is the classifier of a unit of measure too
    /// (一个小时) — how many of a unit asks an amount in it, as 多少小时
    /// does, never how many distinct values there are.
    pub(super) fn units_counted_are_an_amount(&mut self) {
        if !self.q.chinese {
            return;
        }
        for i in 0..self.slots.len() {
            let counted_in_ge = matches!(self.raw(i), "几个" | "多少个");
            let unit_after = self
                .q
                .tokens
                .get(self.slots[i].tokens.end)
                .is_some_and(|t| crate::units::unit_of_word(&t.norm).is_some());
            if self.cue_at(i) == Some(CueKind::Count) && counted_in_ge && unit_after {
                self.slots[i].item = Item::Cue(CueKind::HowMuch);
            }
        }
    }

    pub(super) fn measures_named_by_their_unit(&mut self) {
        if !self.q.chinese {
            return;
        }
        self.numbers_named_by_their_unit();
        for i in 0..self.slots.len() {
            if self.cue_at(i) != Some(CueKind::HowMuch) || self.slots[i].used {
                continue;
            }
            let after = self.slots[i].tokens.end;
            let Some(unit) = self
                .q
                .tokens
                .get(after)
                .filter(|t| t.kind != TokenKind::Punct)
                .map(|t| t.norm.clone())
            else {
                self.note_unsaid_unit(i);
                continue;
            };
            if self.slot_of_token(after).is_some() {
                continue;
            }
            let VerbBefore {
                start,
                mut tokens,
                said,
                slot: verb_slot,
            } = self.verb_before(i);
            // 平均每个订单多少钱: an average said, and of the measures in the
            // unit one average (客单价) — not a total averaged over what.
            // (苹果的商品平均多少钱, no verb: the average of the named rows'
            // own price, before any one measure in money.)
            let average_cue = (0..self.slots.len())
                .find(|a| self.cue_at(*a) == Some(CueKind::Avg) && !self.slots[*a].used);
            let averaged = average_cue
                .and_then(|a| {
                    let average = self
                        .average_in_unit(&unit)
                        .or_else(|| {
                            said.is_none()
                                .then(|| self.averaged_own_column(&unit))
                                .flatten()
                        })
                        .or_else(|| {
                            self.money_of_each_order(&unit)
                                .or_else(|| self.money_of_the_rows(&unit))
                                .or_else(|| self.the_column_kept_in(&unit, said.as_deref()))
                                .map(|column| Measure {
                                    aggregation: Aggregation::Avg,
                                    target: MeasureTarget::Column { column },
                                })
                        })?;
                    Some((average, Some(a)))
                })
                .or_else(|| {
                    // (罚了多少钱, 一共罚了多少钱: the verb done, with its
                    // aspect or a total, asks what it came to; said bare,
                    // 闯红灯罚多少钱 asks its rate.)
                    let done = tokens
                        .iter()
                        .any(|&t| matches!(self.q.tokens[t].norm.as_str(), "了" | "过"))
                        || start
                            .checked_sub(1)
                            .is_some_and(|b| says_in_all(&self.q.tokens[b].norm));
                    self.measure_in_unit(&unit, said.as_deref(), done)
                        .map(|m| (m, None))
                });
            let Some((target, average_cue)) = averaged else {
                // 有多少场音乐会, 一共有多少辆汽车: no measure is counted in
                // the classifier and no verb says one — it counts the rows
                // of what follows, as 多少个 does.
                // (举办过多少场: the aspect particle before it is grammar.)
                if said.is_none() && counts_rows(&unit) {
                    self.slots[i].item = Item::Cue(CueKind::Count);
                    self.understood_tokens.push(after);
                    self.understood_tokens.extend(tokens);
                }
                continue;
            };
            if let Some(a) = average_cue {
                self.slots[a].used = true;
                // (平均每次卖几箱: "each time" between says the average is
                // per row, as `each_occurrence_of_an_average` reads it.)
                if matches!(target.target, MeasureTarget::Column { .. }) {
                    for e in a + 1..i {
                        if self.says_each_occurrence(e) && !self.slots[e].used {
                            self.slots[e].item = Item::Cue(CueKind::Filler);
                            self.slots[e].used = true;
                        }
                    }
                }
            }
            // 一共卖出多少件: "in all" says it is a total, which it is.
            let mut total_cue = None;
            if let Some(b) = start.checked_sub(1) {
                match self.slot_of_token(b) {
                    Some(s) if self.cue_at(s) == Some(CueKind::Sum) && !self.slots[s].used => {
                        total_cue = Some(s);
                    }
                    None if says_in_all(&self.q.tokens[b].norm) => tokens.push(b),
                    _ => {}
                }
            }
            if let Some(s) = total_cue {
                self.slots[s].used = true;
            }
            if let Some(s) = verb_slot {
                self.slots[s].used = true;
            }
            self.push_measure(target);
            self.slots[i].used = true;
            self.understood_tokens.push(after);
            self.understood_tokens.extend(tokens);
            // 多少件商品: the noun after the unit is what is counted — the
            // rows the measure's table reaches, not a grouping.
            if let Some(j) = self.slot_of_token(after + 1) {
                if self.table_named_at(j).is_some() {
                    self.slots[j].used = true;
                }
            }
        }
    }

    /// 每个会员等级的人数: a unit and 数 — 人数, "the number in 人" — is the
    /// one measure the semantic layer counts in that unit (客户数, in 人),
    /// where no schema name took the word.
    fn numbers_named_by_their_unit(&mut self) {
        for k in 0..self.q.tokens.len() {
            if self.slot_of_token(k).is_some() {
                continue;
            }
            let word = self.q.tokens[k].norm.clone();
            let Some(unit) = word
                .strip_suffix('数')
                .filter(|u| u.chars().count() == 1 && u.chars().all(crate::question::is_han))
            else {
                continue;
            };
            if let Some(target) = self.measure_counted(|u| u == unit, None) {
                self.push_measure(Measure {
                    aggregation: Aggregation::Sum,
                    target,
                });
                self.understood_tokens.push(k);
            }
        }
    }

    /// "how many units did we sell", "how many products were sold last
    /// month": how many of a thing were sold is the measure counted in a
    /// unit that is not money whose names say "sell" (units sold) — not a
    /// count of rows. Between "how many" and the verb only what is counted
    /// (units, items, pieces or a table's noun) and the verb's helpers
    /// (did we, were, have …) may stand. (Chinese says it with its
    /// classifier: 卖了多少件, [`Self::measures_named_by_their_unit`].)
    /// "How much did we sell" asks for the money: the one measure in a
    /// currency whose names say "sell" (sales), with nothing counted.
    pub(super) fn how_many_were_sold(&mut self) {
        if self.q.chinese {
            self.how_many_were_sold_zh();
            return;
        }
        let Some(i) = (0..self.slots.len()).find(|i| {
            matches!(self.cue_at(*i), Some(CueKind::Count | CueKind::HowMuch))
                && !self.slots[*i].used
                && self.q.tokens[self.slots[*i].tokens.start].norm == "how"
        }) else {
            return;
        };
        let money = self.cue_at(i) == Some(CueKind::HowMuch);
        let from = self.slots[i].tokens.end;
        let Some(k) = (from..self.q.tokens.len()).find(|k| is_sell_form(&self.q.tokens[*k].norm))
        else {
            return;
        };
        let Some((target, read)) = self.sold(money) else {
            return;
        };
        // ("were sold" may name the measure itself: units sold.)
        let verb_slot = self.slot_of_token(k);
        if verb_slot.is_some_and(|v| self.target(v) != Some(&read)) {
            return;
        }
        let mut counted = Vec::new();
        let mut helpers = Vec::new();
        for t in from..k {
            let word = self.q.tokens[t].norm.as_str();
            if matches!(
                word,
                "did"
                    | "do"
                    | "does"
                    | "we"
                    | "you"
                    | "they"
                    | "were"
                    | "was"
                    | "have"
                    | "has"
                    | "had"
                    | "been"
                    | "get"
                    | "got"
            ) {
                helpers.push(t);
            } else if money {
                return;
            } else if matches!(
                word,
                "unit" | "units" | "item" | "items" | "piece" | "pieces"
            ) || is_a_package(word)
            {
                counted.extend(self.slot_of_token(t));
                helpers.push(t);
            } else if word == "of" && t > from && helpers.contains(&(t - 1)) {
                // ("how many cans of Cola": of the goods named next.)
                helpers.push(t);
            } else if let Some(j) = self
                .slot_of_token(t)
                // ("how many bottles did we sell": or the measure itself.)
                .filter(|j| self.table_named_at(*j).is_some() || self.target(*j) == Some(&read))
            {
                counted.push(j);
            } else if matches!(
                self.slot_of_token(t).and_then(|j| self.target(j)),
                Some(Target::Value { .. })
            ) {
                // ("how many Red Roses did we sell": what is counted, by
                // its name — a condition, left to the value filters.)
            } else {
                return;
            }
        }
        // "how many products do we sell" asks what is on offer; what was
        // sold is said in the past ("sold", "did we sell").
        let past = self.q.tokens[k].norm == "sold"
            || helpers.iter().any(|t| self.q.tokens[*t].norm == "did");
        if !past {
            return;
        }
        self.push_measure(Measure {
            aggregation: Aggregation::Sum,
            target,
        });
        self.slots[i].used = true;
        // ("units" is what is counted, not a column named unit.)
        for j in counted.into_iter().chain(verb_slot) {
            if matches!(self.target(j), Some(Target::Column(c)) if !self.is_label(c)) {
                self.slots[j].item = Item::Mention(read.clone());
            }
            self.slots[j].used = true;
        }
        self.understood_tokens.push(k);
        self.understood_tokens.extend(helpers);
    }

    /// 每个商品的销量, 销量最高的商品: the volume of sales is the quantity
    /// sold ([`Self::sold`]), where nothing else is named so.
    pub(super) fn sales_volume_is_the_quantity_sold(&mut self) {
        let Some(k) = (0..self.q.tokens.len()).find(|k| {
            matches!(
                self.q.tokens[*k].norm.as_str(),
                "销量" | "销售量" | "销售数量"
            ) && self.slot_of_token(*k).is_none()
        }) else {
            return;
        };
        if let Some((_, read)) = self.sold(false) {
            self.read_as(k..k + 1, read);
        }
    }

    /// 上个月卖了多少个面包, 可颂一共卖了多少个, 卖出几件: the verb of selling
    /// (with 了 or 出 after it) right before a count said in things (多少个,
    /// 几件 — a classifier, not 多少钱) asks the quantity sold, as "how
    /// many were sold" does ([`Self::sold`]); added up.
    fn how_many_were_sold_zh(&mut self) {
        let tokens = &self.q.tokens;
        let Some(k) = (0..tokens.len())
            .find(|k| is_sell_form(&tokens[*k].norm) && self.slot_of_token(*k).is_none())
        else {
            return;
        };
        let mut next = k + 1;
        let mut helpers = Vec::new();
        while tokens
            .get(next)
            .is_some_and(|t| matches!(t.norm.as_str(), "了" | "出" | "出去"))
        {
            helpers.push(next);
            next += 1;
        }
        let Some(i) = self.slot_of_token(next).filter(|i| {
            matches!(self.cue_at(*i), Some(CueKind::Count | CueKind::HowMuch))
                && !self.slots[*i].used
        }) else {
            return;
        };
        // (In things: 多少个, 几件 — or 多少 with a classifier after it,
        // the generic ones or one of goods: 多少副眼镜, 几双鞋.)
        let raw = self.raw(i).to_string();
        let after = self.slots[i].tokens.end;
        // (张 counts flat things sold: tickets, cards.)
        let in_things_words = || ["个", "件", "份", "张"].iter().chain(GOODS_CLASSIFIERS);
        let classifier_after = tokens
            .get(after)
            .is_some_and(|t| in_things_words().any(|c| *c == t.norm));
        let in_things = in_things_words().any(|c| raw.ends_with(c)) || classifier_after;
        // (今天卖了多少钱: or in money, the takings.)
        let money_after = tokens.get(after).is_some_and(|t| t.norm == "钱");
        let in_money = !in_things && (raw.ends_with('钱') || money_after);
        if !in_things && !in_money {
            return;
        }
        let Some((target, read)) = self.sold(in_money) else {
            return;
        };
        self.push_measure(Measure {
            aggregation: Aggregation::Sum,
            target,
        });
        self.slots[i].used = true;
        // (一共卖了多少个: the total said before the verb is this sum.)
        if let Some(b) = k.checked_sub(1).and_then(|b| self.slot_of_token(b)) {
            if self.cue_at(b) == Some(CueKind::Sum) {
                self.slots[b].used = true;
            }
        }
        // (卖了多少张门票: the goods said after the count, where their word
        // names the quantity sold, are what it counts.)
        let goods_at = if classifier_after { after + 1 } else { after };
        if let Some(g) = self
            .slot_of_token(goods_at)
            .filter(|g| self.target(*g) == Some(&read))
        {
            self.slots[g].used = true;
        }
        let j = self.read_as(k..k + 1, read);
        self.slots[j].used = true;
        if classifier_after || money_after {
            self.understood_tokens.push(after);
        }
        self.understood_tokens.extend(helpers);
    }

    /// "best-selling products" (top-selling), 卖得最好的商品, 最畅销的品牌: how well a thing
    /// sells is how many of it were sold, so the superlative ranks by the
    /// one measure counted in a unit that is not money whose names say
    /// "sell" (销量, units sold) — never by the takings (销售额, in 元).
    /// The verb is read as that measure and a "best"/"worst" before it as
    /// the superlative; the ranking itself is the superlative's, as for
    /// 销量最高的商品.
    pub(super) fn superlatives_of_selling(&mut self) {
        let tokens = &self.q.tokens;
        let Some(k) = (0..tokens.len()).find(|k| is_sell_form(&tokens[*k].norm)) else {
            return;
        };
        // ("which plant sold the most units": "sold" may also name the day
        // sold_on keeps, by its verb; with a superlative it is the verb.)
        let a_dates_verb = self.slot_of_token(k).is_some_and(|s| {
            self.slots[s].tokens == (k..k + 1)
                && matches!(self.target(s), Some(Target::Column(c)) if self.column_type(c).is_temporal())
        });
        if self.slot_of_token(k).is_some() && !a_dates_verb {
            return;
        }
        let word = |i: usize| tokens.get(i).map(|t| t.norm.as_str());
        // The superlative: before the verb in English ("best selling",
        // "best-selling", "most sold"), after it in Chinese (卖得最好, 卖出最多)
        // and in English past its article ("sells the most"), or 最 before
        // it (最畅销, 最好卖).
        let mut before = k.checked_sub(1);
        if before.is_some_and(|b| word(b) == Some("-")) {
            before = before.and_then(|b| b.checked_sub(1));
        }
        // (卖得最好; "sells the most": the article before the superlative.)
        let mut after = k + 1;
        if matches!(word(after), Some("得" | "的" | "the")) {
            after += 1;
        }
        let superlative = |i: usize| {
            let said = match word(i)? {
                "best" | "最" | "最好" => Some(CueKind::Max),
                "worst" | "最差" => Some(CueKind::Min),
                _ => None,
            };
            // (A word another slot took is that slot's unless it is a
            // plain superlative cue: 卖得最贵 is sold dearest, a price, not
            // selling best.)
            match self.slot_of_token(i) {
                // "top-selling" is best-selling.
                Some(s) if self.cue_at(s) == Some(CueKind::Top) && self.raw(s) == "top" => {
                    Some(CueKind::Max)
                }
                Some(s) => self.cue_at(s).filter(|c| {
                    matches!(c, CueKind::Max | CueKind::Min)
                        && matches!(
                            self.raw(s),
                            "最" | "最好"
                                | "最多"
                                | "最差"
                                | "最少"
                                | "best"
                                | "worst"
                                | "most"
                                | "least"
                        )
                }),
                None => said,
            }
        };
        let Some((at, kind)) = before
            .and_then(|b| superlative(b).map(|c| (b, c)))
            .or_else(|| superlative(after).map(|c| (after, c)))
        else {
            return;
        };
        let Some(target) = self
            .sold(false)
            .map(|(_, target)| target)
            .or_else(|| self.the_table_of_sales().map(Target::Table))
        else {
            return;
        };
        match self.slot_of_token(at) {
            None => {
                self.slots.push(Slot {
                    item: Item::Cue(kind),
                    alts: Vec::new(),
                    tokens: at..at + 1,
                    used: false,
                });
                self.slots.sort_by_key(|s| s.tokens.start);
            }
            Some(s) if self.cue_at(s) == Some(CueKind::Top) => self.slots[s].item = Item::Cue(kind),
            Some(_) => {}
        }
        // (卖得最好: 得 belongs to the verb.)
        let end = if at == after && after == k + 2 {
            k + 2
        } else {
            k + 1
        };
        // ("sold the most units": the quantity's own unit after the
        // superlative says what was counted, which the measure is.)
        let unit_after = at + 1;
        if at > k
            && matches!(
                word(unit_after),
                Some("unit" | "units" | "item" | "items" | "piec" | "pieces")
            )
            && self.slot_of_token(unit_after).is_none()
        {
            self.understood_tokens.push(unit_after);
        }
        // ("which wine sold the most bottles": the measure's own word after
        // the superlative is the verb's measure said again.)
        let said_again = (at > k)
            .then(|| self.slot_of_token(unit_after))
            .flatten()
            .filter(|j| self.target(*j) == Some(&target) && !self.slots[*j].used);
        if let Some(j) = said_again {
            self.slots[j].item = Item::Cue(CueKind::Filler);
            self.slots[j].used = true;
        }
        let by = match &target {
            Target::Table(rows) => Some(MeasureTarget::Rows {
                table: rows.clone(),
            }),
            Target::Column(quantity) => Some(MeasureTarget::Column {
                column: quantity.clone(),
            }),
            _ => None,
        };
        let verb = self.read_as(k..end, target);
        if let Some(by) = by {
            self.kinds_of_the_sales_ranked(verb, by, kind == CueKind::Max);
        }
    }

    /// "best selling item", "which item sold the most": a kind of thing
    /// sold kept on the rows of the sales themselves (purchases.item, its
    /// values repeating), named right after the verb or asked with which
    /// before it, is what is ranked — by its number of sales where each
    /// sale is one row, else by the quantity it sold in all (`by`), never by
    /// one row's quantity.
    fn kinds_of_the_sales_ranked(&mut self, verb: usize, by: MeasureTarget, descending: bool) {
        let (rows, aggregation) = match &by {
            MeasureTarget::Rows { table } => (table.clone(), Aggregation::Count),
            MeasureTarget::Column { column } => (column.table.clone(), Aggregation::Sum),
            MeasureTarget::Metric { .. } => return,
        };
        if !self.intent.dimensions.is_empty() {
            return;
        }
        let named_after = self.next_meaningful(verb, 1);
        let asked_before = self.prev_meaningful(verb).filter(|&k| {
            self.prev_meaningful(k)
                .is_some_and(|w| self.cue_at(w) == Some(CueKind::Which))
        });
        // (Its values repeat over the sales: a kind, even where it is what
        // the rows are called.)
        let kind = named_after.into_iter().chain(asked_before).find(|&k| {
            matches!(self.target(k), Some(Target::Column(c))
                if c.table == rows
                    && !self.slots[k].used
                    && !self.is_numeric(c)
                    && self
                        .distinct_of_rows(c)
                        .is_some_and(|(distinct, rows)| distinct < rows))
        });
        let superlative = (0..self.slots.len()).find(|&s| {
            matches!(self.cue_at(s), Some(CueKind::Max | CueKind::Min)) && !self.slots[s].used
        });
        let (Some(k), Some(s)) = (kind, superlative) else {
            return;
        };
        let Some(Target::Column(c)) = self.target(k).cloned() else {
            return;
        };
        self.intent.dimensions.push(c);
        self.intent.order = Some(Order {
            key: OrderKey::Aggregate {
                measure: Measure {
                    aggregation,
                    target: by,
                },
            },
            descending,
        });
        self.intent.limit.get_or_insert(1);
        for j in [s, verb, k] {
            self.slots[j].used = true;
        }
    }

    /// What was sold, and the mention naming it: the one measure whose
    /// names say sell, counted in a unit that is not money (销量, units
    /// sold) — or, for the money taken, in a currency (销售额, sales).
    ///
    /// With no such measure declared, the units sold are the one quantity
    /// column (qty, 数量) of the tables that record events — those that
    /// refer to others, as order lines do — never a stock kept on the
    /// thing itself (stock_qty).
    pub(super) fn sold(&self, money: bool) -> Option<(MeasureTarget, Target)> {
        // (In money with no measure defined: what the one table of sales
        // took in — else the business's orders, its one dated table taking
        // money in: what a water round sold is what its deliveries took.)
        let takings = || {
            self.the_table_of_sales()
                .or_else(|| self.lexicon.orders().map(str::to_string))
                .and_then(|t| self.money_taken_by(&t))
                .map(|column| MeasureTarget::Column { column })
        };
        let target = self
            .measure_counted(|u| is_currency(u) == money, Some("卖"))
            .or_else(|| {
                if money {
                    takings()
                } else {
                    self.the_quantity_moved()
                }
            })?;
        let named = named_by(&target)?;
        Some((target, named))
    }

    /// "dishes never sold", 没有卖出过的菜, "customers who never bought
    /// anything": the verb of selling or buying, negated, names the rows
    /// that record a sale — the one table of sales (or purchases), else,
    /// for buying, the one of orders, else the one keeping the quantity
    /// moved (order lines) —, whose absence
    /// `related::absence` reads. Only with nothing but grammar between the
    /// negation and the verb ("never been sold", 从没被卖出过).
    pub(super) fn negated_selling_names_its_rows(&mut self) {
        let tokens = &self.q.tokens;
        let Some(k) = (0..tokens.len()).find(|k| {
            // (卖出去, "sold off", is said only of what was not.)
            let norm = tokens[*k].norm.as_str();
            (is_sell_form(norm) || is_buy_form(norm) || norm == "卖出去")
                && self.slot_of_token(*k).is_none()
        }) else {
            return;
        };
        let buying = is_buy_form(&tokens[k].norm);
        if !self.negated_right_before(k) {
            return;
        }
        // (What a buyer bought are their purchases, or else their orders:
        // "customers who never bought anything".)
        let rows = self
            .the_table_of_sales_by_side(buying)
            .or_else(|| buying.then(|| self.the_table_of_orders()).flatten())
            .or_else(|| match self.the_quantity_moved() {
                Some(MeasureTarget::Column { column }) if !buying => Some(column.table),
                _ => None,
            });
        if let Some(rows) = rows {
            self.read_as(k..k + 1, Target::Table(rows));
        }
    }

    /// 卖水果的商户, 教钢琴的老师: a verb right before a stored kind of the
    /// rows named after 的 says they are the ones doing it with that kind —
    /// the value picks them; the verb asks nothing more. The verb is one of
    /// selling, or the one the rows' own noun is made of (教 of 教师, a
    /// teacher: who teaches; 驾驶 of 驾驶员).
    pub(super) fn doers_said_by_what_they_do(&mut self) {
        if !self.q.chinese {
            return;
        }
        for k in 0..self.q.tokens.len().saturating_sub(1) {
            if self.slot_of_token(k).is_some() {
                continue;
            }
            let Some(j) = self.slot_of_token(k + 1) else {
                continue;
            };
            let Some(Target::Value { column, .. }) = self.target(j) else {
                continue;
            };
            let after = self.slots[j].tokens.end;
            let doers_named = self.de_after(j)
                && self
                    .slot_of_token(after + 1)
                    .and_then(|m| self.table_named_at(m))
                    .is_some_and(|t| t == column.table);
            let verb = self.q.tokens[k].norm.as_str();
            let their_doing = is_sell_form(verb)
                || self
                    .table(&column.table)
                    .is_some_and(|t| named_by_who_does(t, verb));
            if doers_named && their_doing {
                self.understood_tokens.push(k);
            }
        }
    }

    /// Whether a negation comes right before token `k`, with nothing but
    /// grammar between (从没被卖出过, "never been used").
    pub(super) fn negated_right_before(&self, k: usize) -> bool {
        (0..self.slots.len()).any(|i| {
            self.cue_at(i) == Some(CueKind::Negation)
                && self.slots[i].tokens.end <= k
                && k - self.slots[i].tokens.end <= 2
                && (self.slots[i].tokens.end..k)
                    .all(|b| self.slot_of_token(b).is_none_or(|s| self.is_filler(s)))
        })
    }

    /// The one table of orders (its name's last word "order"), referring
    /// to others — who placed them.
    fn the_table_of_orders(&self) -> Option<String> {
        let order = chatdb_knowledge::text::stem("order");
        self.the_one_referring_table(|t| {
            chatdb_knowledge::text::name_words(&t.name).last() == Some(&order)
        })
    }

    /// Where nothing keeps a quantity sold, the one table of sales — named
    /// by the verb (`sales`, 销售记录), or by the buyer's side of a sale
    /// (`purchases`, 购买记录), and referring to what was sold —, each row
    /// one thing sold: how well a thing sells is how many of these rows it
    /// has.
    fn the_table_of_sales(&self) -> Option<String> {
        self.the_one_referring_table(|t| sells(t) || buys(t))
    }

    /// The one table of sales said by the side of the trade asked — of a
    /// shop's `sales` and `purchases`, the sales are what it sold, the
    /// purchases what it bought —, else [`Self::the_table_of_sales`].
    fn the_table_of_sales_by_side(&self, buying: bool) -> Option<String> {
        let side = if buying { buys } else { sells };
        self.the_one_referring_table(side)
            .or_else(|| self.the_table_of_sales())
    }

    /// The one table referring to others that `said` accepts (by its name,
    /// or by what it keeps), if exactly one is.
    pub(super) fn the_one_referring_table(&self, said: impl Fn(&Table) -> bool) -> Option<String> {
        let mut found = self
            .cx
            .schema
            .tables
            .iter()
            .filter(|t| !t.foreign_keys.is_empty() && said(t));
        match (found.next(), found.next()) {
            (Some(t), None) => Some(t.qualified_name()),
            _ => None,
        }
    }

    /// The one numeric quantity column of the tables that refer to others —
    /// of several, the one whose name says sold (`qty_sold` beside
    /// `qty_baked`). With none, the one count of things
    /// (`derived::names_things_counted`: `bottles`) of a table referring to
    /// things with a price — an order line of wines, how many were taken.
    fn the_quantity_moved(&self) -> Option<MeasureTarget> {
        self.the_quantity_column_moved()
            .or_else(|| self.the_count_of_priced_things_moved())
            .map(|column| MeasureTarget::Column { column })
    }

    /// `the_quantity_moved`'s count of things of a table referring to
    /// priced things, if exactly one is kept.
    fn the_count_of_priced_things_moved(&self) -> Option<ColumnRef> {
        let price = chatdb_knowledge::text::stem("price");
        let priced = |name: &str| {
            self.table(name).is_some_and(|t| {
                t.columns.iter().any(|c| {
                    c.logical_type.is_numeric()
                        && chatdb_knowledge::text::name_words(&c.name).contains(&price)
                })
            })
        };
        let mut found = self.cx.schema.tables.iter().flat_map(|t| {
            let refers_to_priced = t.foreign_keys.iter().any(|f| priced(&f.ref_table));
            t.columns
                .iter()
                .filter(move |c| {
                    refers_to_priced
                        && !t.is_key(&c.name)
                        && crate::derived::names_things_counted(c)
                })
                .map(move |c| ColumnRef::new(t.qualified_name(), &c.name))
        });
        match (found.next(), found.next()) {
            (Some(column), None) => Some(column),
            _ => None,
        }
    }

    /// `the_quantity_moved`'s quantity column.
    fn the_quantity_column_moved(&self) -> Option<ColumnRef> {
        let found: Vec<ColumnRef> = self
            .cx
            .schema
            .tables
            .iter()
            // (Or a dated table named for its sales, `ticket_sales`, though
            // it refers to nothing.)
            .filter(|t| {
                !t.foreign_keys.is_empty()
                    || crate::mention::said_by(&t.name, "卖")
                        && crate::derived::is_dated(self.cx.schema, t)
            })
            .flat_map(|t| {
                t.columns
                    .iter()
                    .filter(|c| {
                        c.logical_type.is_numeric()
                            && !t.is_key(&c.name)
                            && crate::derived::Flow::of_name(&c.name)
                                == Some(crate::derived::Flow::Quantity)
                    })
                    .map(move |c| ColumnRef::new(t.qualified_name(), &c.name))
            })
            .collect();
        let sold: Vec<&ColumnRef> = found
            .iter()
            .filter(|c| crate::mention::said_by(&c.column, "卖"))
            .collect();
        // (plants.stock_qty beside sales.qty: a quantity kept on a thing
        // other rows refer to is how much of it there is; the rows no
        // other refers to are the movements.)
        let referred = |c: &&ColumnRef| {
            self.cx
                .schema
                .tables
                .iter()
                .any(|t| super::refers(t, &c.table))
        };
        let moved: Vec<&ColumnRef> = found.iter().filter(|c| !referred(c)).collect();
        match (found.as_slice(), sold.as_slice(), moved.as_slice()) {
            ([column], _, _) => Some(column.clone()),
            (_, [column], _) | (_, _, [column]) => Some((*column).clone()),
            _ => None,
        }
    }

    /// The one metric in `unit` (钱 is any currency) that is an average,
    /// not a total — only when the rows it averages over are the one table
    /// the question names (平均每个订单多少钱): per customer or per store
    /// (平均每个客户花了多少钱) it would be an average of totals, and with
    /// nothing named, an average of what is not said.
    fn average_in_unit(&self, unit: &str) -> Option<Measure> {
        let semantic = self.cx.semantic?;
        let mut averages = semantic.metrics.iter().filter(|m| {
            m.expression.is_some()
                && m.unit.as_deref().is_some_and(|u| said_in(u, unit))
                && !self.metric_is_a_total(&m.id)
        });
        let named = self.tables_named_as_rows();
        match (averages.next(), averages.next()) {
            (Some(m), None)
                if m.table
                    .as_deref()
                    .is_some_and(|t| named == BTreeSet::from([t])) =>
            {
                Some(Measure {
                    aggregation: Aggregation::Sum,
                    target: MeasureTarget::Metric { id: m.id.clone() },
                })
            }
            _ => None,
        }
    }

    /// 平均每笔捐款多少钱, 这些订单一共多少钱: money asked of the rows of the
    /// one table the question names, where no unit is declared, is the
    /// money they took in — that table's one column keeping it.
    fn money_of_the_rows(&self, unit: &str) -> Option<ColumnRef> {
        self.money_asked_of_one_table(unit)
            .and_then(|table| self.money_taken_by(table))
    }

    /// 平均每单多少钱, 家庭客户平均每单多少钱: money asked per order (每单)
    /// is what each of the orders 单 abbreviates took in, whatever other
    /// rows are named.
    fn money_of_each_order(&self, unit: &str) -> Option<ColumnRef> {
        if !says_money(unit) || !(0..self.slots.len()).any(|e| self.raw(e) == "每单") {
            return None;
        }
        self.money_taken_by(&self.table_said_by_its_head('单')?)
    }

    /// 每种门票各卖了多少张: the goods' word names the quantity sold, and
    /// "each kind" of it is no grouping by the number — it is the kind of
    /// those goods, the one kind column of the quantity's table
    /// (`ticket_type`); with none or several, a doubt.
    pub(super) fn kinds_of_the_goods_counted(&mut self) {
        // (Only where kinds are said — 每种, 各类, "each kind of": "by
        // quantity" may group by the number itself.)
        let kinds_said = (0..self.slots.len()).any(|i| {
            self.cue_at(i) == Some(CueKind::Group)
                && (self.raw(i).contains(['种', '类']) || self.raw(i).contains("kind"))
        });
        if !kinds_said {
            return;
        }
        let Some(k) = self.intent.dimensions.iter().position(|d| {
            crate::derived::Flow::of_name(&d.column) == Some(crate::derived::Flow::Quantity)
        }) else {
            return;
        };
        let table = self.intent.dimensions[k].table.clone();
        match self.kind_column(&table) {
            Some(kind) if !self.intent.dimensions.contains(&kind) => {
                self.intent.dimensions[k] = kind;
            }
            _ => self
                .notes
                .push(format!("grouped by a quantity ({table}): of which kind")),
        }
    }

    /// 用现金交租的有多少笔: 笔 counts sums of money paid or taken — rows
    /// keeping money. A count in 笔 of rows that keep none, with a value
    /// said of the rows keeping it that refer to them, counts those rows
    /// (the rent payments made in cash, not the leases they pay).
    pub(super) fn counted_in_transactions(&mut self) {
        let in_bi = (0..self.slots.len())
            .any(|i| self.cue_at(i) == Some(CueKind::Count) && self.raw(i).ends_with('笔'));
        let Some(table) = self.rows_counted_alone() else {
            return;
        };
        if !self.q.chinese || !in_bi || self.money_taken_by(table).is_some() {
            return;
        }
        let mut keeping = self
            .intent
            .filters
            .iter()
            .map(|f| &f.column.table)
            .filter(|t| {
                *t != table && self.references(t, table) && self.money_taken_by(t).is_some()
            });
        let (Some(rows), None) = (keeping.next(), keeping.next()) else {
            return;
        };
        self.intent.measures[0].target = MeasureTarget::Rows {
            table: rows.clone(),
        };
    }

    /// 上个月收了多少租金, 一共付了多少运费: a verb of taking or paying
    /// money (收, 付, 交, 缴, 花, 赚, 挣) before how much of a money column
    /// that is added up is that money's own verb — said, not asked.
    pub(super) fn money_verbs_before_their_amount(&mut self) {
        const MONEY_VERBS: &[&str] = &["收", "付", "交", "缴", "花", "赚", "挣", "收取", "支付"];
        if !self.q.chinese {
            return;
        }
        for i in 0..self.slots.len() {
            if self.cue_at(i) != Some(CueKind::HowMuch) || !self.slots[i].used {
                continue;
            }
            let summed = self.slots.get(i + 1).is_some_and(|next| {
                next.tokens.start == self.slots[i].tokens.end
                    && matches!(&next.item, Item::Mention(Target::Column(c))
                        if crate::derived::Flow::of_name(&c.column) == Some(crate::derived::Flow::Money)
                            && self.intent.measures.iter().any(|m| m.aggregation == Aggregation::Sum
                                && m.target == MeasureTarget::Column { column: c.clone() }))
            });
            if !summed {
                continue;
            }
            let VerbBefore { said, tokens, .. } = self.verb_before(i);
            if said.is_some_and(|v| MONEY_VERBS.contains(&v.trim_end_matches('了'))) {
                self.understood_tokens.extend(tokens);
            }
        }
    }

    /// 套餐多少钱: the price of the rows of the one table the question
    /// names, asked in money — that table's one column named a price.
    fn price_of_the_rows(&self, unit: &str) -> Option<ColumnRef> {
        self.price_column_of(self.money_asked_of_one_table(unit)?)
    }

    /// `table`'s one number column named a price (price, 价).
    fn price_column_of(&self, table: &str) -> Option<ColumnRef> {
        let priced = |word| self.column_named(table, word, |t: LogicalType| t.is_numeric());
        priced("price").or_else(|| priced("价"))
    }

    /// The one table whose rows the question names, when `unit` is money
    /// (钱 or a currency).
    fn money_asked_of_one_table(&self, unit: &str) -> Option<&str> {
        if !says_money(unit) {
            return None;
        }
        match self.tables_named_as_rows().into_iter().collect::<Vec<_>>()[..] {
            [table] => Some(table),
            _ => None,
        }
    }

    /// The one table whose rows' Chinese name starts with `verb` (发 of
    /// 发货, the shipments; 了 after it is aspect).
    fn rows_made_by_the_verb(&self, verb: &str) -> Option<String> {
        let verb = verb.trim_end_matches(['了', '过']);
        if verb.is_empty() || !verb.chars().all(crate::question::is_han) {
            return None;
        }
        let mut tables = self.cx.schema.tables.iter().filter(|t| {
            crate::mention::rows_in_chinese(t)
                .iter()
                .any(|zh| zh.starts_with(verb) && zh.chars().count() > verb.chars().count())
        });
        match (tables.next(), tables.next()) {
            (Some(t), None) => Some(t.qualified_name()),
            _ => None,
        }
    }

    /// Whether a value of one of `table`'s columns is said (Enterprise of
    /// plan_name): the rows are picked by it.
    fn value_said_of(&self, table: &str) -> bool {
        (0..self.slots.len()).any(|k| {
            matches!(self.target(k), Some(Target::Value { column, .. }) if column.table == table)
        })
    }

    /// The tables whose rows the question names (by the table's name or
    /// its label; not by another column).
    fn tables_named_as_rows(&self) -> BTreeSet<&str> {
        (0..self.slots.len())
            .filter_map(|j| self.table_named_at(j))
            .collect()
    }

    /// 苹果的商品平均多少钱: an average in `unit` with no verb, of the rows
    /// of the one table the question names, is of that table's own column
    /// kept in the unit (a product's price) — when it has exactly one.
    fn averaged_own_column(&self, unit: &str) -> Option<Measure> {
        let semantic = self.cx.semantic?;
        let [table] = self.tables_named_as_rows().into_iter().collect::<Vec<_>>()[..] else {
            return None;
        };
        let spec = semantic.tables.get(table)?;
        let mut columns = spec
            .columns
            .iter()
            .filter(|(_, c)| c.unit.as_deref().is_some_and(|u| said_in(u, unit)));
        match (columns.next(), columns.next()) {
            (Some((name, _)), None) => Some(Measure {
                aggregation: Aggregation::Avg,
                target: MeasureTarget::Column {
                    column: ColumnRef::new(table, name),
                },
            }),
            _ => None,
        }
    }

    /// The one measure counted in `unit` (钱 is any currency)
    /// whose names say `verb` when one is said: a metric, else a column —
    /// the money a verb pays only when it is `done` (said with its aspect
    /// or a total).
    fn measure_in_unit(&self, unit: &str, verb: Option<&str>, done: bool) -> Option<Measure> {
        let target = self
            .measure_counted(|u| said_in(u, unit), verb)
            .or_else(|| {
                // 卖了多少台: goods counted in their own classifier are the
                // items counted in 件, when a verb of the measure is said.
                (verb.is_some() && GOODS_CLASSIFIERS.contains(&unit))
                    .then(|| self.measure_counted(|u| u == "件", verb))
                    .flatten()
            })
            .or_else(|| {
                // (赔了多少钱: the money the verb pays, 赔偿金.)
                verb.filter(|_| says_money(unit) && done)
                    .and_then(|v| self.lexicon.money_by_verb(v))
                    .map(|column| MeasureTarget::Column { column })
                    .or_else(|| {
                        // (花了多少钱: money spent — 花钱, 消费 — is what
                        // buyers spend, the money the rows take in.)
                        verb.filter(|v| says_money(unit) && done && matches!(*v, "花" | "消费"))
                            .and_then(|_| self.lexicon.spending())
                            .and_then(|t| self.amount_of(t))
                            .map(|(money, _)| money)
                    })
                    .or_else(|| {
                        self.money_of_the_rows(unit)
                            .map(|column| MeasureTarget::Column { column })
                    })
            })
            .or_else(|| {
                self.the_column_kept_in(unit, verb)
                    .map(|column| MeasureTarget::Column { column })
            })?;
        Some(Measure {
            aggregation: Aggregation::Sum,
            target,
        })
    }

    /// 跑了多少公里: the one number column of the schema kept in the unit a
    /// question's word says (`distance_km` for 公里, `weight_kg` for 公斤,
    /// `duration_min` for 分钟: [`crate::units::unit_of_word`] and
    /// [`crate::units::unit_kept_by`] agree).
    fn the_column_kept_in(&self, unit: &str, verb: Option<&str>) -> Option<ColumnRef> {
        // (Where a number column is named — 延误多少分钟, 平均每次播放多少秒
        // — the unit is that column's.)
        let a_number_named = (0..self.slots.len())
            .any(|j| matches!(self.target(j), Some(Target::Column(c)) if self.is_numeric(c)));
        if a_number_named {
            return None;
        }
        if let Some(count) = self.the_count_in_its_classifier(unit) {
            return Some(count);
        }
        let said = crate::units::unit_of_word(unit)?;
        let found: Vec<ColumnRef> = self
            .cx
            .schema
            .tables
            .iter()
            .flat_map(|t| {
                t.columns
                    .iter()
                    .filter(|c| c.logical_type.is_numeric() && !t.is_key(&c.name))
                    .filter(|c| crate::units::unit_kept_by_name(&c.name) == Some(said))
                    .map(move |c| ColumnRef::new(t.qualified_name(), &c.name))
            })
            .collect();
        // (平均每次播放多少秒 with tracks' duration_sec and plays'
        // seconds_played: the one of the rows the question names — or,
        // 卖了多少公斤 of sales' and purchases' weight_kg, the rows its
        // verb says.)
        let named = self.tables_named_as_rows();
        let of_named: Vec<&ColumnRef> = found
            .iter()
            .filter(|c| named.contains(c.table.as_str()))
            .collect();
        let of_the_verb: Vec<&ColumnRef> = found
            .iter()
            .filter(|c| verb.is_some_and(|v| table_said_by_verb(&c.table, v)))
            .collect();
        match (
            found.as_slice(),
            of_named.as_slice(),
            of_the_verb.as_slice(),
        ) {
            ([one], _, _) => Some(one.clone()),
            (_, [one], _) => Some((*one).clone()),
            (_, [], [one]) => Some((*one).clone()),
            _ => None,
        }
    }

    /// 送了多少桶, 平均每单几瓶: the one column of the schema counting the
    /// goods a classifier counts — a count of things (`buckets`, `bottles`,
    /// `derived::names_things_counted`) whose noun's Chinese word has that
    /// classifier for its head (水桶, 瓶子).
    fn the_count_in_its_classifier(&self, classifier: &str) -> Option<ColumnRef> {
        if !GOODS_CLASSIFIERS.contains(&classifier) {
            return None;
        }
        let counted_in = |c: &chatdb_core::Column| {
            chatdb_knowledge::bilingual::chinese_names(&c.name, 18)
                .iter()
                .any(|zh| zh.strip_suffix('子').unwrap_or(zh).ends_with(classifier))
        };
        let mut found = self.cx.schema.tables.iter().flat_map(|t| {
            t.columns
                .iter()
                .filter(|c| crate::derived::names_things_counted(c) && counted_in(c))
                .map(move |c| ColumnRef::new(t.qualified_name(), &c.name))
        });
        match (found.next(), found.next()) {
            (Some(one), None) => Some(one),
            _ => None,
        }
    }

    /// The one measure whose declared unit passes `in_unit` and whose names
    /// say `verb` when one is said: a metric, else a column.
    fn measure_counted(
        &self,
        in_unit: impl Fn(&str) -> bool,
        verb: Option<&str>,
    ) -> Option<MeasureTarget> {
        let semantic = self.cx.semantic?;
        let in_unit = |u: &Option<String>| u.as_deref().is_some_and(&in_unit);
        let says = |names: &[String], name: &str| verb.is_none_or(|v| says_verb(name, names, v));
        let mut metrics = semantic
            .metrics
            .iter()
            .filter(|m| m.expression.is_some() && in_unit(&m.unit) && says(&m.synonyms, &m.name));
        if let (Some(m), None) = (metrics.next(), metrics.next()) {
            return Some(MeasureTarget::Metric { id: m.id.clone() });
        }
        let mut columns = semantic.tables.iter().flat_map(|(t, spec)| {
            spec.columns
                .iter()
                .filter(|(name, c)| in_unit(&c.unit) && says(&c.synonyms, name))
                .map(move |(name, _)| ColumnRef::new(t, name))
        });
        match (columns.next(), columns.next()) {
            (Some(column), None) => Some(MeasureTarget::Column { column }),
            _ => None,
        }
    }
}

/// Whether a measure's name or one of its synonyms says `verb` (销量 says
/// 卖).
fn says_verb(name: &str, synonyms: &[String], verb: &str) -> bool {
    std::iter::once(name)
        .chain(synonyms.iter().map(String::as_str))
        .any(|n| said_by(n, verb))
}

/// Whether `word` says money: 钱, or a currency (元, yuan, $ …).
pub(super) fn says_money(word: &str) -> bool {
    word == "钱" || is_currency(word)
}

/// Whether `word` (stemmed) is a package goods are sold by — a can, a
/// bottle, a box: "how many cans of Cola did we sell" counts the goods.
fn is_a_package(word: &str) -> bool {
    const PACKAGES: &[&str] = &[
        "can", "bottl", "bottle", "box", "pack", "packet", "bag", "carton", "cup", "bar", "jar",
        "tin", "case", "crate",
    ];
    PACKAGES.contains(&word) || PACKAGES.contains(&chatdb_knowledge::text::stem(word).as_str())
}

/// Whether a measure declared in `unit` is asked for in `said` (钱 is any
/// currency).
fn said_in(unit: &str, said: &str) -> bool {
    unit == said || said == "钱" && is_currency(unit)
}

/// The mention that names a measure's target (a table's rows are named by
/// no one mention).
fn named_by(target: &MeasureTarget) -> Option<Target> {
    match target {
        MeasureTarget::Metric { id } => Some(Target::Metric(id.clone())),
        MeasureTarget::Column { column } => Some(Target::Column(column.clone())),
        MeasureTarget::Rows { .. } => None,
    }
}

/// The forms of "buy" (stemmed, as question words are), and 买 / 购买.
fn is_buy_form(word: &str) -> bool {
    matches!(word, "buy" | "bought" | "买" | "购买" | "买过")
}

/// A form of the verb "sell" (stemmed, as question words are): selling,
/// sold, sells; 卖, 卖得, 卖出, 畅销 (sells well), 好卖.
pub(super) fn is_sell_form(word: &str) -> bool {
    matches!(
        word,
        "sell" | "sells" | "selling" | "sold" | "卖" | "卖得" | "卖出" | "畅销" | "好卖"
    )
}

/// A table named by selling (`sales`, 销售记录).
fn sells(t: &Table) -> bool {
    said_by(&t.name, "卖")
}

/// A table named by buying (`purchases`, 购买记录).
fn buys(t: &Table) -> bool {
    said_by(&t.name, "买")
        || chatdb_knowledge::text::name_words(&t.name)
            .contains(&chatdb_knowledge::text::stem("purchase"))
}

/// Whether the Chinese verb `verb` says table `name`'s rows: in the name
/// itself (销售记录, `sales` of 卖) or in a Chinese word for it (进 of 进货,
/// `purchases`).
fn table_said_by_verb(name: &str, verb: &str) -> bool {
    said_by(name, verb)
        || chatdb_knowledge::bilingual::chinese_names(name, 6)
            .iter()
            .any(|zh| zh.contains(verb))
}

/// Whether one of a table's Chinese nouns is `verb` and a character making
/// it into who does it (`mention::AGENT_SUFFIXES`: 教师 of 教 for
/// `teachers`, 驾驶员 of 驾驶).
fn named_by_who_does(table: &Table, verb: &str) -> bool {
    !verb.is_empty()
        && crate::mention::rows_in_chinese(table).iter().any(|zh| {
            zh.strip_prefix(verb).is_some_and(|rest| {
                let mut cs = rest.chars();
                matches!((cs.next(), cs.next()),
                    (Some(c), None) if crate::mention::AGENT_SUFFIXES.contains(c))
            })
        })
}
