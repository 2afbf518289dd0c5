//! Rows named by their number: "hive 12", "room 101", "store 3". In
//! English a numeral right after a singular noun labels one thing (Room
//! 101, Gate 5); a quantity comes before its noun (12 hives). The number
//! is the row's own: the column its table keeps numbers in, else its key.

use super::*;

impl Parser<'_, '_> {
    /// "when was hive 12 last inspected": a singular noun naming a table,
    /// then a whole number with nothing it counts after it, is that table's
    /// row of that number — a condition on its number column (`room_no`,
    /// `flight_number`) or else its one integer key — when the number is
    /// within the column's values.
    pub(super) fn rows_named_by_their_number(&mut self) {
        if self.q.chinese {
            return;
        }
        for i in 0..self.slots.len().saturating_sub(1) {
            let Some(Target::Table(table)) = self.target(i).cloned() else {
                continue;
            };
            let n = i + 1;
            let Item::Number(v) = self.slots[n].item else {
                continue;
            };
            let (noun, number) = (self.slots[i].tokens.clone(), self.slots[n].tokens.clone());
            if self.slots[i].used
                || self.slots[n].used
                || noun.len() != 1
                || number.start != noun.end
                || number.len() != 1
                || v.fract() != 0.0
                || v < 0.0
                || !self.q.tokens[number.start]
                    .norm
                    .chars()
                    .all(|c| c.is_ascii_digit())
                || is_plural(&self.q.lower[self.q.tokens[noun.start].span.clone()])
                || self.counts_something_after(number.end)
            {
                continue;
            }
            let Some(column) = self.number_column_of(&table) else {
                continue;
            };
            // ("hive 99" of hives 1 to 40: a row nobody has — no answer, and
            // never the first 99 of anything.)
            if !self.within_the_values_of(&column, v) {
                self.slots[n].used = true;
                let said = &self.q.lower
                    [self.q.tokens[noun.start].span.start..self.q.tokens[number.start].span.end];
                self.notes
                    .push(format!("no {table} row is numbered as in \"{said}\""));
                continue;
            }
            let value = if self.column_type(&column).is_numeric() {
                Literal::Int(v as i64)
            } else {
                Literal::Text((v as i64).to_string())
            };
            self.slots[i].used = true;
            self.slots[n].used = true;
            self.intent.filters.push(Filter {
                column,
                op: FilterOp::Eq,
                values: vec![value],
            });
        }
    }

    /// Whether the word at token `k` is one a number before it counts or
    /// measures: a unit ("12 kg", "5 years"), "times", or a noun naming
    /// something of the schema ("3 orders").
    fn counts_something_after(&self, k: usize) -> bool {
        let Some(t) = self.q.tokens.get(k) else {
            return false;
        };
        let word = &self.q.lower[t.span.clone()];
        chatdb_knowledge::text::is_unit_word(word)
            || crate::units::unit_of_word(word).is_some()
            || matches!(
                word,
                "times"
                    | "old"
                    | "%"
                    | "day"
                    | "days"
                    | "week"
                    | "weeks"
                    | "month"
                    | "months"
                    | "year"
                    | "years"
            )
            || self
                .slot_of_token(k)
                .is_some_and(|s| matches!(self.slots[s].item, Item::Mention(_)))
    }

    /// The column of `table` a row's number is kept in: one whose name
    /// says it is a number (`room_no`, `flight_number`), else the table's
    /// one integer key.
    fn number_column_of(&self, table: &str) -> Option<ColumnRef> {
        let t = self.table(table)?;
        let says_number = |name: &str| {
            matches!(
                chatdb_knowledge::text::split_identifier(name)
                    .last()
                    .map(|w| w.to_lowercase())
                    .as_deref(),
                Some("number" | "no" | "num" | "nr")
            )
        };
        let named: Vec<&chatdb_core::Column> =
            t.columns.iter().filter(|c| says_number(&c.name)).collect();
        let column = match (named.as_slice(), t.primary_key.as_slice()) {
            ([one], _) => ColumnRef::new(table, &one.name),
            ([], [key]) => {
                let c = ColumnRef::new(table, key);
                if !self.column_type(&c).is_numeric() {
                    return None;
                }
                c
            }
            _ => return None,
        };
        Some(column)
    }

    /// Whether `v` lies between the least and the greatest value profiled
    /// of `column`; true where they are not known (a text column's values
    /// seen are only some of them).
    fn within_the_values_of(&self, column: &ColumnRef, v: f64) -> bool {
        self.column_profile(column)
            .and_then(|p| Some((p.min.as_f64()?, p.max.as_f64()?)))
            .is_none_or(|(lo, hi)| lo <= v && v <= hi)
    }
}

/// Whether an English noun is said in the plural: it ends in s, but not
/// in ss, us or is (class, bus, analysis).
fn is_plural(word: &str) -> bool {
    word.ends_with('s') && !["ss", "us", "is"].iter().any(|e| word.ends_with(e))
}
