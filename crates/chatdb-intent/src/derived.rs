//! Derived columns in the intent: a value computed from other columns of
//! the same row (the sum of the parts a table keeps apart, an amount over an
//! area or over the column counting its unit, an age from a birth year, the
//! time from the day a row began to the day it ended).
//!
//! A derived column travels through the intent as a [`ColumnRef`] whose
//! name is its expression over its table's columns
//! (`民用枪支数 + 军用枪支数`), so every construct that takes a column
//! (filters, ordering, aggregates, comparisons with an average, listing)
//! takes it too. The builder writes it from the operands, each checked
//! against the schema and quoted; nothing else in such a name is SQL.
//! Arithmetic uses the database's own operators, as an analyst writes it.

use crate::intent::ColumnRef;
use chatdb_core::{Dialect, Table};

/// How the operands of a derived column combine.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Arithmetic {
    /// The parts of a whole.
    Sum,
    /// An amount per unit (the first operand over the second).
    Ratio,
    /// A quantity at a price per unit: what a line comes to.
    Product,
    /// The first less the second: what is still owed of an amount due
    /// after the amount paid.
    Difference,
}

impl Arithmetic {
    /// How the operator is written in a derived column's name and in SQL.
    fn separator(self) -> &'static str {
        match self {
            Arithmetic::Sum => " + ",
            Arithmetic::Ratio => " / ",
            Arithmetic::Product => " * ",
            Arithmetic::Difference => " - ",
        }
    }
}

/// An age in whole years: the year the question is asked in, less a birth
/// year column — written `2026 - birth_year`, the year a number the engine
/// puts in (as it puts in the dates of "this year").
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Age {
    pub year: i32,
    pub birth_year: String,
}

impl Age {
    /// The name a [`ColumnRef`] carries for this value.
    pub fn name(&self) -> String {
        format!("{} - {}", self.year, self.birth_year)
    }

    /// The column reference of this value in `table`.
    pub fn column_ref(&self, table: &str) -> ColumnRef {
        ColumnRef::new(table, self.name())
    }

    /// Reads an age's name back, when it is not a real column and its
    /// birth year is a column of `table`.
    pub fn parse(name: &str, table: &Table) -> Option<Age> {
        if table.column(name).is_some() {
            return None;
        }
        let (year, column) = name.split_once(" - ")?;
        let year: i32 = year.parse().ok()?;
        let birth_year = table.column(column)?.name.clone();
        Some(Age { year, birth_year })
    }

    /// The SQL expression, given how to write the birth year column.
    pub fn sql(&self, column: impl Fn(&str) -> String) -> String {
        format!("({} - {})", self.year, column(&self.birth_year))
    }
}

/// The unit an [`Elapsed`] time is told in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SpanUnit {
    Days,
    Hours,
    Minutes,
}

impl SpanUnit {
    fn name(self) -> &'static str {
        match self {
            SpanUnit::Days => "days",
            SpanUnit::Hours => "hours",
            SpanUnit::Minutes => "minutes",
        }
    }

    /// Seconds in one unit.
    fn seconds(self) -> &'static str {
        match self {
            SpanUnit::Days => "86400.0",
            SpanUnit::Hours => "3600.0",
            SpanUnit::Minutes => "60.0",
        }
    }
}

/// The time from one date of a row to a later one — from the day a ticket
/// was opened to the day it was solved, an order's lead time —, in days
/// (with their fraction), hours or minutes; NULL while the later day is
/// not kept.
/// Written `days_from(opened_at, solved_at)`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Elapsed {
    pub from: String,
    pub to: String,
    pub unit: SpanUnit,
}

impl Elapsed {
    /// The name a [`ColumnRef`] carries for this value.
    pub fn name(&self) -> String {
        format!("{}_from({}, {})", self.unit.name(), self.from, self.to)
    }

    /// The column reference of this value in `table`.
    pub fn column_ref(&self, table: &str) -> ColumnRef {
        ColumnRef::new(table, self.name())
    }

    /// The parts a name of this shape says — its unit and the two column
    /// names —, whatever table it is read against.
    fn parts_of(name: &str) -> Option<(SpanUnit, &str, &str)> {
        let (unit, rest) = name.split_once("_from(")?;
        let unit = [SpanUnit::Days, SpanUnit::Hours, SpanUnit::Minutes]
            .into_iter()
            .find(|u| u.name() == unit)?;
        let (from, to) = rest.strip_suffix(')')?.split_once(", ")?;
        Some((unit, from, to))
    }

    /// Whether `name` is written as an elapsed time's (the parse of a
    /// column name alone, no table at hand).
    pub fn is_named(name: &str) -> bool {
        Elapsed::parts_of(name).is_some()
    }

    /// The label of a result column holding this value's aggregate:
    /// `days_from(opened_at, solved_at)` is `days_from_opened_at_to_solved_at`.
    pub fn label(name: &str) -> Option<String> {
        let (unit, from, to) = Elapsed::parts_of(name)?;
        Some(format!("{}_from_{from}_to_{to}", unit.name()))
    }

    /// Reads an elapsed time's name back, when it is not a real column and
    /// both its days are date or time columns of `table`.
    pub fn parse(name: &str, table: &Table) -> Option<Elapsed> {
        if table.column(name).is_some() {
            return None;
        }
        let (unit, from, to) = Elapsed::parts_of(name)?;
        let dated = |c: &str| {
            table
                .column(c)
                .filter(|c| c.logical_type.is_temporal())
                .map(|c| c.name.clone())
        };
        Some(Elapsed {
            from: dated(from)?,
            to: dated(to)?,
            unit,
        })
    }

    /// The SQL expression in `dialect`, given how to write a column: the
    /// seconds between the two, over the unit's.
    pub fn sql(&self, dialect: Dialect, column: impl Fn(&str) -> String) -> String {
        let (from, to) = (column(&self.from), column(&self.to));
        let per = self.unit.seconds();
        match dialect {
            Dialect::Sqlite => match self.unit {
                SpanUnit::Days => format!("(julianday({to}) - julianday({from}))"),
                SpanUnit::Hours => format!("((julianday({to}) - julianday({from})) * 24)"),
                SpanUnit::Minutes => format!("((julianday({to}) - julianday({from})) * 1440)"),
            },
            Dialect::DuckDb => format!(
                "((epoch(CAST({to} AS TIMESTAMP)) - epoch(CAST({from} AS TIMESTAMP))) / {per})"
            ),
            Dialect::Postgres => format!(
                "(EXTRACT(EPOCH FROM (CAST({to} AS TIMESTAMP) - CAST({from} AS TIMESTAMP))) / {per})"
            ),
            Dialect::MySql => format!("(TIMESTAMPDIFF(SECOND, {from}, {to}) / {per})"),
        }
    }
}

/// Any value a derived column's name computes: arithmetic over its
/// table's columns, an age, or the time a row took.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Computed {
    Arithmetic(Derived),
    Age(Age),
    Elapsed(Elapsed),
}

impl Computed {
    /// Reads a derived column's name back (see [`Derived::parse`],
    /// [`Age::parse`], [`Elapsed::parse`]).
    pub fn parse(name: &str, table: &Table) -> Option<Computed> {
        Age::parse(name, table)
            .map(Computed::Age)
            .or_else(|| Elapsed::parse(name, table).map(Computed::Elapsed))
            .or_else(|| Derived::parse(name, table).map(Computed::Arithmetic))
    }

    /// The SQL expression in `dialect`, given how to write one operand
    /// column.
    pub fn sql(&self, dialect: Dialect, column: impl Fn(&str) -> String) -> String {
        match self {
            Computed::Arithmetic(d) => d.sql(column),
            Computed::Age(a) => a.sql(column),
            Computed::Elapsed(e) => e.sql(dialect, column),
        }
    }
}

/// A value computed from columns of one table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Derived {
    pub op: Arithmetic,
    /// Column names, in order (for a ratio: the amount, then the unit).
    pub operands: Vec<String>,
}

impl Derived {
    /// The name a [`ColumnRef`] carries for this value.
    pub fn name(&self) -> String {
        self.operands.join(self.op.separator())
    }

    /// The column reference of this value in `table`.
    pub fn column_ref(&self, table: &str) -> ColumnRef {
        ColumnRef::new(table, self.name())
    }

    /// Reads a derived column's name back, when it is not a real column and
    /// every operand is a column of `table`.
    pub fn parse(name: &str, table: &Table) -> Option<Derived> {
        if table.column(name).is_some() {
            return None;
        }
        [
            Arithmetic::Sum,
            Arithmetic::Ratio,
            Arithmetic::Product,
            Arithmetic::Difference,
        ]
        .into_iter()
        .find_map(|op| {
            let operands: Vec<String> = name
                .split(op.separator())
                .map(|s| table.column(s).map(|c| c.name.clone()))
                .collect::<Option<Vec<_>>>()?;
            (operands.len() >= 2).then_some(Derived { op, operands })
        })
    }

    /// The SQL expression, given how to write one operand column.
    pub fn sql(&self, column: impl Fn(&str) -> String) -> String {
        let parts: Vec<String> = self.operands.iter().map(|c| column(c)).collect();
        format!("({})", parts.join(self.op.separator()))
    }
}
