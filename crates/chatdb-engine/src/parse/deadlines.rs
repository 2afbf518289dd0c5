//! Rows against the day they were due: "overdue" (逾期, 超期) rows are
//! past their due date and not ended; rows done "late" ended after it.
//! Both need a table the question names with exactly one date named due
//! (`due_on`, `due_by`, `due_date`) — or, with none, one set ahead
//! (`expected_on`, `planned_out`) — and a date of the row's ending.

use super::*;

/// Words saying a row is past its due date and not yet ended.
const OVERDUE: &[&str] = &["overdue", "逾期", "超期"];

impl Parser<'_, '_> {
    /// The one date of `t` that `keep` accepts.
    fn the_one_date(t: &Table, keep: &dyn Fn(&chatdb_core::Column) -> bool) -> Option<ColumnRef> {
        let mut dates = t
            .columns
            .iter()
            .filter(|c| c.logical_type.is_temporal() && keep(c));
        match (dates.next(), dates.next()) {
            (Some(c), None) => Some(ColumnRef::new(t.qualified_name(), &c.name)),
            _ => None,
        }
    }

    /// The one date of `t` named due, else the one set ahead
    /// (`expected_delivery`, `planned_out`: what is done after it is late).
    fn due_date(t: &Table) -> Option<ColumnRef> {
        let due_word = chatdb_knowledge::text::stem("due");
        Self::the_one_date(t, &|c| {
            chatdb_knowledge::text::name_words(&c.name).contains(&due_word)
        })
        .or_else(|| Self::the_one_date(t, &|c| super::spans::planned_ahead(&c.name)))
    }

    /// The date of `t` its rows end on: the one named by a verb of ending
    /// (`returned_on`), else the one other than the due date that may be
    /// left empty — the day an invoice was settled (`paid_on`) is empty
    /// until it is.
    fn ending_date(t: &Table, due: &ColumnRef) -> Option<ColumnRef> {
        let dates: Vec<&chatdb_core::Column> = t
            .columns
            .iter()
            .filter(|c| c.logical_type.is_temporal() && c.name != due.column)
            .collect();
        match super::dates::ending_dates(&dates).as_slice() {
            [c] => Some(ColumnRef::new(t.qualified_name(), &c.name)),
            _ => None,
        }
    }

    /// The date named due and the date rows end on, of the first table the
    /// question names that keeps both: the end is the date `said` names,
    /// where one is said (a date of that table, not its due date).
    fn due_and_end(&self, said: Option<&ColumnRef>) -> Option<(ColumnRef, ColumnRef)> {
        let tables = self.tables_mentioned();
        tables.iter().filter_map(|t| self.table(t)).find_map(|t| {
            let due = Self::due_date(t)?;
            let end = match said {
                Some(c) if c.table == t.qualified_name() && c.column != due.column => c.clone(),
                Some(_) => return None,
                None => Self::ending_date(t, &due)?,
            };
            Some((due, end))
        })
    }

    /// Whether token `k` is a word of `words` that nothing placed.
    fn unplaced_word(&self, k: usize, words: &[&str]) -> bool {
        let norm = self.q.tokens[k].norm.as_str();
        let a_filler = self
            .slot_of_token(k)
            .is_none_or(|j| matches!(self.slots[j].item, Item::Cue(crate::cues::CueKind::Filler)));
        a_filler
            && !self.understood_tokens.contains(&k)
            && words
                .iter()
                .any(|w| chatdb_knowledge::text::stem(w) == norm)
    }

    /// "overdue loans", 逾期的借阅: rows past the day they were due that have
    /// not ended — the date named due before today, and the date of their
    /// ending (`returned_on`, `paid_at`) not kept (a nullable column).
    /// Said right before the verb of a date (逾期归还), the word is how
    /// that was done: late.
    pub(super) fn overdue_rows(&mut self) {
        for k in 0..self.q.tokens.len() {
            if !self.unplaced_word(k, OVERDUE) {
                continue;
            }
            let verb = self
                .q
                .chinese
                .then(|| {
                    self.date_said_at(k + 1)
                        .or_else(|| self.ended_rows_at(k + 1))
                })
                .flatten();
            if verb.is_some() && self.ended_late(k, verb) {
                continue;
            }
            let Some((due, end)) = self.due_and_end(None) else {
                continue;
            };
            if !self.may_be_empty(&end) {
                continue;
            }
            self.intent.filters.push(Filter {
                column: due,
                op: FilterOp::Lt,
                values: vec![Literal::Text(self.cx.today.format("%Y-%m-%d").to_string())],
            });
            self.intent.filters.push(Filter {
                column: end,
                op: FilterOp::IsNull,
                values: Vec::new(),
            });
            self.understand_token(k);
        }
    }

    /// "loans returned late", "how many work orders were closed late",
    /// "bills paid late": rows whose date of ending — the date the verb
    /// right before "late" names, else the table's one date of ending — is
    /// after the date named due. Rows not ended are not among them.
    pub(super) fn late_rows(&mut self) {
        for k in 0..self.q.tokens.len() {
            if self.unplaced_word(k, &["late"]) {
                let verb = k.checked_sub(1).and_then(|b| self.date_said_at(b));
                self.ended_late(k, verb);
            }
        }
    }

    /// The slot of token `k` and the date it names, if it names one.
    fn date_said_at(&self, k: usize) -> Option<(usize, ColumnRef)> {
        let j = self.slot_of_token(k)?;
        match self.target(j) {
            Some(Target::Column(c)) if self.column_type(c).is_temporal() => Some((j, c.clone())),
            _ => None,
        }
    }

    /// The slot of token `k` and a date of its rows, where the verb there
    /// was read as the rows it was done to (归还的租赁: the rentals
    /// returned, their `returned_at` kept).
    fn ended_rows_at(&self, k: usize) -> Option<(usize, ColumnRef)> {
        let j = self.slot_of_token(k)?;
        let Some(Target::Table(t)) = self.target(j) else {
            return None;
        };
        let done = self.intent.filters.iter().find(|f| {
            f.op == FilterOp::IsNotNull
                && f.column.table == *t
                && self.column_type(&f.column).is_temporal()
        })?;
        Some((j, done.column.clone()))
    }

    /// Reads the word at `k` as rows ended after their due date: the date
    /// `verb` names (a slot and its date), else their one date of ending,
    /// of a table the question names with one due date. False when there
    /// is none.
    fn ended_late(&mut self, k: usize, verb: Option<(usize, ColumnRef)>) -> bool {
        let Some((due, end)) = self.due_and_end(verb.as_ref().map(|(_, c)| c)) else {
            return false;
        };
        if let Some((j, _)) = verb {
            self.slots[j].used = true;
        }
        self.intent
            .column_comparisons
            .push(crate::intent::ColumnComparison {
                left: end,
                op: FilterOp::Gt,
                right: due,
            });
        self.understand_token(k);
        true
    }
}
