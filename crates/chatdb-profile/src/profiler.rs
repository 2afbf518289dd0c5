//! Profiling columns with a handful of aggregate queries per table.

use crate::ProfileError;
use chatdb_connect::{Connector, QueryOptions};
use chatdb_core::profile::{ColumnProfile, TableProfile};
use chatdb_core::{Dialect, LogicalType, Schema, Table, Value};
use std::time::Duration;

/// Tunables for profiling.
#[derive(Debug, Clone)]
pub struct ProfileOptions {
    /// How many most-frequent values to keep per column. They are what the
    /// retrieval index knows of a column's values, so a question naming a
    /// value outside them can't be matched to its column: enough for the
    /// names, places and categories people ask about, capped so a large
    /// warehouse's index stays small.
    pub top_k: usize,
    /// How many sample values to keep per column.
    pub samples: usize,
    /// Numeric columns with at most this many distinct values also get
    /// top values (codes, ratings, years).
    pub categorical_max_distinct: u64,
    /// Databases without approximate distinct counts profile a sample of
    /// this many rows when a table is larger.
    pub sample_rows: u64,
    /// Time limit for each profiling query.
    pub query_timeout: Duration,
}

impl Default for ProfileOptions {
    fn default() -> Self {
        ProfileOptions {
            top_k: 200,
            samples: 5,
            categorical_max_distinct: 50,
            sample_rows: 200_000,
            query_timeout: Duration::from_secs(120),
        }
    }
}

/// Progress of a profiling run, reported once per table.
#[derive(Debug, Clone)]
pub struct ProfileProgress<'a> {
    pub table: &'a str,
    pub done: usize,
    pub total: usize,
}

/// Profiles every table of `schema`, calling `progress` before each table.
pub async fn profile(
    connector: &dyn Connector,
    schema: &Schema,
    options: &ProfileOptions,
    progress: &mut (dyn FnMut(ProfileProgress<'_>) + Send),
) -> Result<Vec<TableProfile>, ProfileError> {
    let mut out = Vec::with_capacity(schema.tables.len());
    for (i, table) in schema.tables.iter().enumerate() {
        progress(ProfileProgress {
            table: &table.name,
            done: i,
            total: schema.tables.len(),
        });
        out.push(profile_table(connector, table, options).await?);
    }
    Ok(out)
}

async fn profile_table(
    connector: &dyn Connector,
    table: &Table,
    options: &ProfileOptions,
) -> Result<TableProfile, ProfileError> {
    let dialect = connector.dialect();
    let q = |s: &str| dialect.quote_ident(s);
    let name = dialect.quote_qualified(table.schema.as_deref(), &table.name);
    let run = |sql: String, max_rows: usize| {
        let opts = QueryOptions::with_max_rows(max_rows).timeout(options.query_timeout);
        async move {
            // The profiler's own aggregates pass the guard like any query.
            let checked = chatdb_guard::check(&sql, dialect)?;
            Ok::<_, ProfileError>(connector.query(&checked, &opts).await?)
        }
    };
    let row_count = count(
        run(format!("SELECT COUNT(*) FROM {name}"), 1)
            .await?
            .scalar(),
    );
    // DuckDB counts distinct values with a sketch over the whole table;
    // elsewhere a large table is profiled through a sample of its rows.
    let sampled = dialect != Dialect::DuckDb && row_count > options.sample_rows;
    let source = if sampled {
        format!(
            "(SELECT * FROM {name} LIMIT {}) AS chatdb_sample",
            options.sample_rows
        )
    } else {
        name.clone()
    };
    let mut columns: Vec<ColumnProfile> = table
        .columns
        .iter()
        .map(|c| ColumnProfile {
            column: c.name.clone(),
            logical_type: c.logical_type,
            distinct_count: 0,
            distinct_approximate: sampled || dialect == Dialect::DuckDb,
            null_fraction: 0.0,
            min: Value::Null,
            max: Value::Null,
            top_values: Vec::new(),
            samples: Vec::new(),
        })
        .collect();
    if table.columns.is_empty() {
        return Ok(TableProfile {
            table: table.qualified_name(),
            row_count,
            sampled,
            columns,
        });
    }

    // One pass for counts, distinct counts and ranges of every column.
    let mut select = vec!["COUNT(*)".to_string()];
    let mut slots = Vec::new(); // (column index, has_distinct, has_range)
    for (i, c) in table.columns.iter().enumerate() {
        let col = q(&c.name);
        select.push(format!("COUNT({col})"));
        let distinct = comparable(c.logical_type);
        if distinct {
            select.push(match dialect {
                Dialect::DuckDb => format!("approx_count_distinct({col})"),
                _ => format!("COUNT(DISTINCT {col})"),
            });
        }
        let range = orderable(c.logical_type);
        if range {
            select.push(format!("MIN({col})"));
            select.push(format!("MAX({col})"));
        }
        slots.push((i, distinct, range));
    }
    let stats = run(format!("SELECT {} FROM {source}", select.join(", ")), 1).await?;
    if let Some(row) = stats.rows.first() {
        let total = count(row.first()).max(1) as f64;
        let mut k = 1;
        for (i, distinct, range) in slots {
            let non_null = count(row.get(k));
            k += 1;
            let p = &mut columns[i];
            p.null_fraction = if count(row.first()) == 0 {
                0.0
            } else {
                1.0 - non_null as f64 / total
            };
            if distinct {
                p.distinct_count = count(row.get(k));
                k += 1;
            }
            if range {
                p.min = row.get(k).cloned().unwrap_or(Value::Null);
                p.max = row.get(k + 1).cloned().unwrap_or(Value::Null);
                k += 2;
            }
        }
    }

    // Most frequent values of categorical columns.
    for (i, c) in table.columns.iter().enumerate() {
        let p = &columns[i];
        let categorical = match c.logical_type {
            LogicalType::Text | LogicalType::Boolean => true,
            LogicalType::Integer | LogicalType::Decimal | LogicalType::Date => {
                p.distinct_count <= options.categorical_max_distinct
            }
            _ => false,
        };
        if !categorical || p.distinct_count == 0 {
            continue;
        }
        let col = q(&c.name);
        let top = run(
            format!(
                "SELECT {col}, COUNT(*) FROM {source} WHERE {col} IS NOT NULL \
                 GROUP BY {col} ORDER BY 2 DESC, 1 LIMIT {}",
                options.top_k
            ),
            options.top_k,
        )
        .await?;
        columns[i].top_values = top
            .rows
            .into_iter()
            .filter_map(|mut r| {
                let n = count(r.get(1));
                r.drain(..).next().map(|v| (v, n))
            })
            .collect();
    }

    // A few sample values per column from the first rows.
    let sample = run(format!("SELECT * FROM {name} LIMIT 50"), 50).await?;
    for (i, p) in columns.iter_mut().enumerate() {
        for row in &sample.rows {
            if p.samples.len() >= options.samples {
                break;
            }
            if let Some(v) = row.get(i) {
                if !v.is_null() && !p.samples.contains(v) {
                    p.samples.push(v.clone());
                }
            }
        }
    }
    Ok(TableProfile {
        table: table.qualified_name(),
        row_count,
        sampled,
        columns,
    })
}

/// Types whose values can be counted distinct in every supported database.
fn comparable(t: LogicalType) -> bool {
    !matches!(
        t,
        LogicalType::Json | LogicalType::Other | LogicalType::Bytes
    )
}

/// Types with a meaningful MIN/MAX in every supported database.
fn orderable(t: LogicalType) -> bool {
    comparable(t)
        && !matches!(
            t,
            LogicalType::Boolean | LogicalType::Uuid | LogicalType::Interval
        )
}

fn count(v: Option<&Value>) -> u64 {
    v.and_then(Value::as_f64).map_or(0, |f| f.max(0.0) as u64)
}
