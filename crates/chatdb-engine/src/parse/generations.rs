//! Generations said by the decade people were born in: 90后 ("post-90s")
//! are those born 1990–1999, 00后 in 2000–2009, 95后 in 1995–1999 — a
//! condition on the one birth-year column of the rows asked about.

use super::*;

impl Parser<'_, '_> {
    /// 90后客户有多少, 00后会员: a number of years (a multiple of five)
    /// right before 后 is the people born from that year to the decade's
    /// end, kept by the subject table's birth year.
    pub(super) fn generations(&mut self) {
        if !self.q.chinese {
            return;
        }
        for i in 0..self.slots.len() {
            let Item::Number(n) = self.slots[i].item else {
                continue;
            };
            let after = self.slots[i].tokens.end;
            let said = self.q.tokens.get(after).is_some_and(|t| t.norm == "后");
            let digits = self.q.tokens[self.slots[i].tokens.start].norm.len() == 2;
            if self.slots[i].used || !said || !digits || n.fract() != 0.0 || n % 5.0 != 0.0 {
                continue;
            }
            // (00后 … 25后 are of this century; 30后 … 95后 of the last.)
            let from = n as i32 + if n < 30.0 { 2000 } else { 1900 };
            let to = from - from % 10 + 9;
            let Some(column) = self.subject_table().and_then(|t| self.birth_year_of(&t)) else {
                continue;
            };
            self.slots[i].used = true;
            self.understand_token(after);
            self.intent.filters.push(Filter {
                column,
                op: FilterOp::Between,
                values: vec![Literal::Int(from.into()), Literal::Int(to.into())],
            });
        }
    }

    /// The column of `table` keeping its rows' birth year.
    fn birth_year_of(&self, table: &str) -> Option<ColumnRef> {
        let t = self.table(table)?;
        let spec = self.cx.semantic.and_then(|s| s.table_spec(t));
        crate::derived::birth_year(t, |c| crate::mention::other_names(c, spec))
            .map(|c| ColumnRef::new(table, &c.name))
    }
}
