//! Rendering results for people (aligned tables) and machines (JSON), and
//! progress on stderr.

use chatdb_core::{ResultSet, Value};
use comfy_table::{presets::UTF8_FULL_CONDENSED, Cell, CellAlignment, ContentArrangement, Table};
use indicatif::{ProgressBar, ProgressStyle};
use std::io::IsTerminal;
use std::time::Duration;

/// An aligned text table of a result (CJK-width aware), with a footer line
/// giving the row count and whether the cap cut it short.
pub fn render_table(rs: &ResultSet) -> String {
    let headers: Vec<&str> = rs.columns.iter().map(|c| c.name.as_str()).collect();
    let table = rows_table(&headers, &rs.rows);
    let n = rs.rows.len();
    let rows = if n == 1 {
        "1 row".to_string()
    } else {
        format!("{n} rows")
    };
    let more = match (&rs.note, rs.truncated) {
        (Some(note), _) => format!(" (truncated: {note})"),
        (None, true) => " (more rows not shown: raise --max-rows)".to_string(),
        (None, false) => String::new(),
    };
    format!("{table}\n{rows}{more} in {} ms", rs.elapsed_ms)
}

/// Characters a cell shows in a terminal table; longer text is cut with "…"
/// (the JSON output keeps it whole).
const CELL_CHARS: usize = 80;

/// A value as a terminal cell: on one line, at most [`CELL_CHARS`].
fn cell_text(v: &Value) -> String {
    let text = v.to_string().replace(['\n', '\r'], " ");
    if text.chars().count() <= CELL_CHARS {
        return text;
    }
    let cut: String = text.chars().take(CELL_CHARS - 1).collect();
    format!("{cut}…")
}

/// Rows under headers as an aligned text table; numbers right-aligned.
pub fn rows_table(headers: &[&str], rows: &[Vec<Value>]) -> Table {
    let mut table = Table::new();
    table
        .load_preset(UTF8_FULL_CONDENSED)
        .set_content_arrangement(ContentArrangement::Disabled)
        .set_header(headers.iter().map(Cell::new));
    for row in rows {
        table.add_row(row.iter().map(|v| {
            let cell = Cell::new(cell_text(v));
            if matches!(v, Value::Int(_) | Value::Float(_) | Value::Decimal(_)) {
                cell.set_alignment(CellAlignment::Right)
            } else {
                cell
            }
        }));
    }
    table
}

/// A spinner on stderr when it is a terminal; hidden otherwise so logs and
/// pipes stay clean.
pub fn spinner(message: &str) -> ProgressBar {
    let pb = if std::io::stderr().is_terminal() {
        ProgressBar::new_spinner()
    } else {
        ProgressBar::hidden()
    };
    pb.set_style(
        ProgressStyle::with_template("{spinner} {msg} [{elapsed}]")
            .unwrap_or_else(|_| ProgressStyle::default_spinner()),
    );
    pb.set_message(message.to_string());
    pb.enable_steady_tick(Duration::from_millis(120));
    pb
}

/// A progress bar over `total` steps on stderr (hidden when not a terminal).
pub fn progress_bar(total: u64, message: &str) -> ProgressBar {
    let pb = if std::io::stderr().is_terminal() {
        ProgressBar::new(total)
    } else {
        ProgressBar::hidden()
    };
    pb.set_style(
        ProgressStyle::with_template("{msg} [{bar:30}] {pos}/{len} {wide_msg}")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    pb.set_message(message.to_string());
    pb
}

/// Progress of a long preparation (building the demo, profiling) on
/// stderr: a spinner for the demo's steps, a bar over tables for profiling.
#[derive(Default)]
pub struct Progress {
    bar: Option<ProgressBar>,
    used: bool,
}

impl Progress {
    /// Shows one report.
    pub fn show(&mut self, p: chatdb_flow::Progress<'_>) {
        match p {
            chatdb_flow::Progress::BuildingDemo(step) => {
                self.used = true;
                self.bar
                    .get_or_insert_with(|| spinner("building the demo warehouse (first run only)"))
                    .set_message(format!("building the demo warehouse: {step}"));
            }
            chatdb_flow::Progress::Profiling { table, done, total } => {
                self.used = true;
                let bar = self.bar.get_or_insert_with(|| progress_bar(0, "profiling"));
                bar.set_length(total as u64);
                bar.set_position(done as u64);
                bar.set_message(format!("profiling {table}"));
            }
            chatdb_flow::Progress::Done => {
                if let Some(bar) = self.bar.take() {
                    bar.finish_and_clear();
                }
            }
        }
    }

    /// True once anything was shown.
    pub fn was_used(&self) -> bool {
        self.used
    }
}

/// What the case library learned, in a sentence.
pub fn learned(l: &chatdb_flow::learning::Learned) -> String {
    use chatdb_flow::learning::Learned;
    match l {
        Learned::Voted { case_id, up } => format!(
            "case {case_id}: one vote {}",
            if *up { "for" } else { "against" }
        ),
        Learned::Case { case_id, origin } => {
            format!(
                "new case {case_id} ({}): the same request will be answered from it",
                origin.name()
            )
        }
        Learned::Failure { kind, case_id } => match case_id {
            Some(id) => format!(
                "noted the failure ({}); case {id} now answers this request",
                kind.name()
            ),
            None => format!(
                "noted the failure ({}); this SQL won't be given again",
                kind.name()
            ),
        },
        Learned::Nothing { why } => format!("nothing learned: {why}"),
    }
}

/// Pretty JSON on stdout.
pub fn print_json(value: &impl serde::Serialize) -> anyhow::Result<()> {
    println!("{}", serde_json::to_string_pretty(value)?);
    Ok(())
}

/// A JSONL output file, created before the (long) work that fills it, so a
/// bad path fails at once instead of after the run.
pub struct JsonLines(std::io::BufWriter<std::fs::File>);

impl JsonLines {
    /// Creates `path`, or nothing when there is no path.
    pub fn create(path: Option<&std::path::Path>) -> anyhow::Result<Option<JsonLines>> {
        use anyhow::Context as _;
        path.map(|p| {
            std::fs::File::create(p)
                .map(|f| JsonLines(std::io::BufWriter::new(f)))
                .with_context(|| format!("cannot create {}", p.display()))
        })
        .transpose()
    }

    /// Writes one line per item and flushes.
    pub fn write_all<T: serde::Serialize>(mut self, items: &[T]) -> anyhow::Result<()> {
        use std::io::Write as _;
        for item in items {
            writeln!(self.0, "{}", serde_json::to_string(item)?)?;
        }
        self.0.flush()?;
        Ok(())
    }
}
