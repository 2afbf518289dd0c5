//! Which table a count or a value names: a table abbreviated by its head
//! character (门店 → 店), the table of the values or states said before a
//! count, the rows a value names, the people or events counted.

use super::*;

impl Parser<'_, '_> {
    /// The one Chinese character a count at slot `i` counts in: after
    /// 多少/几 in its cue (多少单), or the word right after it (几 家).
    pub(super) fn noun_of_count(&self, i: usize) -> Option<char> {
        let raw = self.raw(i);
        let in_cue = raw
            .strip_prefix("多少")
            .or_else(|| raw.strip_prefix('几'))
            .filter(|rest| rest.chars().count() == 1);
        let after = self.slots[i].tokens.end;
        let word = match in_cue {
            Some(rest) => rest,
            None if !self.slots.iter().any(|s| s.tokens.contains(&after)) => {
                self.q.tokens.get(after)?.norm.as_str()
            }
            None => return None,
        };
        let mut chars = word.chars();
        match (chars.next(), chars.next()) {
            (Some(head), None) if crate::question::is_han(head) => Some(head),
            _ => None,
        }
    }

    /// 下了多少单, 有几家店: the noun of a count — the one character after
    /// 多少/几 in its cue, or the word right after it — that ends exactly
    /// one table's two-character Chinese name (订单, 门店): the name said by
    /// its head. Measure words that count anything (个, 家, 人 …) are not
    /// such a noun.
    pub(super) fn table_abbreviated_in(&self, i: usize) -> Option<String> {
        self.table_abbreviated_by(self.noun_of_count(i)?)
    }

    /// The table a count's noun `head` abbreviates, unless it is a measure
    /// word that counts anything (个, 家, 人 …).
    pub(in crate::parse) fn table_abbreviated_by(&self, head: char) -> Option<String> {
        if crate::cues::MEASURE_WORDS.contains(head) {
            return None;
        }
        self.table_said_by_its_head(head)
    }

    /// 今年卖出去多少单: the count at slot `i` has a noun of its own naming a
    /// table (单 of 订单), and metric `id` is not counted in it (销量 is in 件).
    pub(super) fn counts_a_table_not_the_metric(&self, i: usize, id: &str) -> bool {
        let Some(noun) = self.noun_of_count(i) else {
            return false;
        };
        let unit = self
            .cx
            .semantic
            .and_then(|s| s.metric(id))
            .and_then(|m| m.unit.as_deref());
        self.table_abbreviated_by(noun).is_some() && !unit.is_some_and(|u| u.chars().eq([noun]))
    }

    /// The one table whose two-character Chinese name ends in `head` (单 of
    /// 订单, 店 of 门店): the noun said by its head. With none, 单 is still
    /// 订单's head: the business's orders, as 订单 is where no table is
    /// called so (每单, 多少单 of a water round's deliveries).
    pub(in crate::parse) fn table_said_by_its_head(&self, head: char) -> Option<String> {
        let mut tables = self.cx.schema.tables.iter().filter(|t| {
            self.two_character_names(t)
                .iter()
                .any(|name| name.ends_with(head))
        });
        match (tables.next(), tables.next()) {
            (Some(t), None) => Some(t.name.clone()),
            (None, _) if head == '单' => self.lexicon.orders().map(str::to_string),
            _ => None,
        }
    }

    /// Whether the value at slot `j` names rows of `table`: said with the
    /// table's noun after it or within its phrase ("flagship stores",
    /// "diamond members"), or, in Chinese, ending in the last character of
    /// the table's two-character name (旗舰店 of 门店).
    pub(super) fn value_names_rows(&self, j: usize, table: &str) -> bool {
        if self
            .next_meaningful(j, 1)
            .is_some_and(|k| self.names_rows_of(k, table))
        {
            return true;
        }
        let Some(Target::Value { value, column }) = self.target(j) else {
            return false;
        };
        // (哪个门店的退款最多, "the most refunds": a state the rows are in,
        // said as a noun, is the rows in it — each one a refund; 取消率最高
        // ranks a rate.)
        let rate = self.raw(j).ends_with('率') || self.rate_said_after(j);
        if said_a_state(column) && !rate {
            return true;
        }
        // ("diamond members": an English phrase for a stored Chinese value
        // is its word before one of the table's nouns, `mention`.)
        if !self.q.chinese
            && self.slots[j].tokens.len() >= 2
            && value.chars().all(crate::question::is_han)
        {
            return true;
        }
        let Some(t) = self.table(table) else {
            return false;
        };
        let last = value.chars().last();
        value.chars().count() > 2
            && self
                .two_character_names(t)
                .iter()
                .any(|name| name.chars().last() == last)
    }

    /// A table's Chinese names of two characters (订单, 门店), from the
    /// semantic layer's synonyms and its comment: a noun said by its head.
    pub(super) fn two_character_names(&self, t: &chatdb_core::Table) -> Vec<String> {
        let spec = self.cx.semantic.and_then(|s| s.tables.get(&t.name));
        let comment = t
            .comment
            .iter()
            .flat_map(|c| crate::mention::comment_parts(c));
        // (An English name's own Chinese, from the dictionary: 订单 of
        // `orders` — the commonest first.)
        let translated = if t.name.chars().any(crate::question::is_han) {
            Vec::new()
        } else {
            crate::mention::rows_in_chinese(t)
                .into_iter()
                .take(2)
                .collect()
        };
        spec.into_iter()
            .flat_map(|s| s.synonyms.iter().map(String::as_str))
            .chain(comment)
            .map(str::trim)
            .map(str::to_string)
            .chain(translated)
            .filter(|name| name.chars().count() == 2 && name.chars().all(crate::question::is_han))
            .collect()
    }

    /// The one table whose values are said before slot `i` in its clause,
    /// with nothing else named there: the rows those values pick out.
    pub(super) fn table_of_values_before(&self, i: usize) -> Option<String> {
        let only_values = (0..i)
            .filter(|k| !self.clause_break_between(*k, i))
            .all(|k| matches!(self.target(k), None | Some(Target::Value { .. })));
        only_values
            .then(|| self.table_of_states_before(i))
            .flatten()
    }

    /// The one table whose values are said before slot `i` in its clause,
    /// whatever else is named there (每个班组完成了多少单: the moves, of
    /// 已完成).
    pub(super) fn table_of_states_before(&self, i: usize) -> Option<String> {
        let tables: BTreeSet<&str> = (0..i)
            .filter(|k| !self.clause_break_between(*k, i))
            .filter_map(|k| match self.target(k) {
                Some(Target::Value { column, .. }) => Some(column.table.as_str()),
                _ => None,
            })
            .collect();
        match tables.len() {
            1 => tables.first().map(|t| t.to_string()),
            _ => None,
        }
    }

    /// The one table every value in the clause of slot `i` (before and
    /// after it) can be a column of, when the clause names nothing else.
    pub(super) fn table_of_values_around(&self, i: usize) -> Option<String> {
        let mut common: Option<BTreeSet<String>> = None;
        let clause = (0..self.slots.len())
            .filter(|k| *k != i && !self.clause_break_between((*k).min(i), (*k).max(i)));
        for k in clause {
            let Some(t) = self.target(k) else {
                continue;
            };
            let Target::Value { .. } = t else {
                return None;
            };
            let tables: BTreeSet<String> = std::iter::once(t)
                .chain(&self.slots[k].alts)
                .filter_map(|t| match t {
                    Target::Value { column, .. } => Some(column.table.clone()),
                    _ => None,
                })
                .collect();
            common = Some(match common {
                None => tables,
                Some(c) => c.intersection(&tables).cloned().collect(),
            });
        }
        let mut common = common?;
        match common.len() {
            1 => common.pop_first(),
            _ => None,
        }
    }

    /// 今年入住了多少次, 去年注册了多少: a verb right before the count that
    /// names a date column (入住 of `check_in`, 注册 of `signed_up`) names
    /// the event its rows record — the count is of that column's table.
    pub(super) fn rows_of_an_event_said_before(&self, i: usize) -> Option<String> {
        let k = self.prev_meaningful(i)?;
        let Some(Target::Column(c)) = self.target(k) else {
            return None;
        };
        let temporal = self.column_type(c).is_temporal();
        (temporal && crate::question::is_verb(self.raw(k))).then(|| c.table.clone())
    }

    /// 今年入职了多少人: a count said in persons (多少人, 几个人) that names
    /// no rows counts the schema's one table of people.
    pub(super) fn people_counted_by(&self, i: usize) -> Option<String> {
        if !self.raw(i).ends_with('人') {
            return None;
        }
        self.lexicon.people().map(str::to_string)
    }

    /// 上个月一共多少场: a count in times (次, 场, 趟, 回) that names no
    /// rows counts the schema's one table of events — rows dated by a
    /// date of their own that refer to other rows (the sessions of scripts
    /// and hosts), not people's; none when several tables are. Not with a
    /// verb before it that nothing placed (开了多少场, 来了多少次): the verb
    /// says which happenings, and the one table may keep others (a
    /// library's loans are no visits).
    pub(super) fn happenings_counted_by(&self, i: usize) -> Option<String> {
        if !self.raw(i).ends_with(crate::cues::TIMES_CLASSIFIERS) || self.unplaced_verb_before(i) {
            return None;
        }
        self.the_one_referring_table(|t| {
            crate::derived::keeps_a_date(t) && !crate::derived::names_people(t)
        })
    }

    /// Whether a verb (by jieba's dictionary) that names nothing is said
    /// right before slot `i`, past its aspect particles (开了, 来过).
    fn unplaced_verb_before(&self, i: usize) -> bool {
        self.before_the_aspect(i).checked_sub(1).is_some_and(|b| {
            crate::question::is_verb(&self.q.tokens[b].norm)
                && !self
                    .slot_of_token(b)
                    .is_some_and(|s| matches!(self.slots[s].item, Item::Mention(_)))
        })
    }

    /// Whether count cue `i` is a word for "the number" (数量, 数, 个数, or
    /// of happenings: 笔数, 次数) right after 的: 每种型号的数量.
    pub(super) fn count_word_after_de(&self, i: usize) -> bool {
        (super::compare::is_count_word(self.raw(i)) || super::slots::counts_happenings(self.raw(i)))
            && self.slots[i]
                .tokens
                .start
                .checked_sub(1)
                .is_some_and(|b| self.q.tokens[b].norm == "的")
    }
}

/// Whether `column` keeps the state each row is in (`status`,
/// `order_state`, `PaymentStatus`): its values are what became of the rows.
fn said_a_state(column: &ColumnRef) -> bool {
    chatdb_knowledge::text::split_identifier(&column.column)
        .last()
        .is_some_and(|w| matches!(w.to_lowercase().as_str(), "status" | "state"))
}
