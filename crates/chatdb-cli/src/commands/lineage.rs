//! `chatdb lineage`: upstream or downstream steps of a table or column,
//! from a workflow (`--dir`, stored for the source afterwards) or from
//! the lineage stored for the data source; `--openlineage` exports the
//! workflow's run events.

use anyhow::{bail, Context as _, Result};
use chatdb_core::Dialect;
use chatdb_lineage::analysis::relation_key;
use chatdb_lineage::{Analysis, Direction, LineageGraph, Workflow};
use serde::Serialize;
use std::io::Write as _;
use std::path::Path;
use std::process::ExitCode;

pub struct Args<'a> {
    pub dir: Option<&'a Path>,
    pub direction: Direction,
    pub depth: usize,
    pub json: bool,
    pub openlineage: Option<&'a Path>,
    pub target: &'a str,
}

#[derive(Serialize)]
struct Output<'a> {
    table: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    column: Option<String>,
    direction: Direction,
    depth: usize,
    steps: Vec<chatdb_lineage::graph::Step>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    influences: Vec<&'a chatdb_lineage::Influence>,
}

pub async fn run(db: Option<&str>, args: Args<'_>) -> Result<ExitCode> {
    if args.target.trim().is_empty() {
        bail!("name a TABLE or TABLE.COLUMN to trace");
    }
    let loaded = match db {
        Some(db) => Some(crate::context::load(Some(db)).await?),
        None => None,
    };
    let ws = crate::workspace::workspace()?;
    let graph = match args.dir {
        Some(dir) => {
            let dialect = loaded.as_ref().map_or(Dialect::DuckDb, |l| l.source.dialect());
            let wf = Workflow::read(dir, dialect).with_context(|| format!("reading {}", dir.display()))?;
            for p in &wf.problems {
                eprintln!("warning: {}:{}: {}", p.file.display(), p.line, p.message);
            }
            let analysis = Analysis::new(&wf, loaded.as_ref().map(|l| &l.catalog.schema));
            let graph = LineageGraph::new(&wf, &analysis);
            if let Some(file) = args.openlineage {
                let namespace = loaded.as_ref().map_or_else(|| "chatdb".to_string(), |l| l.name.clone());
                let job_ns = format!("chatdb://{}", wf.root.display());
                let events = chatdb_lineage::openlineage::events(&wf, &analysis, &namespace, &job_ns);
                let mut out = std::fs::File::create(file).with_context(|| format!("creating {}", file.display()))?;
                for e in &events {
                    writeln!(out, "{}", serde_json::to_string(e)?)?;
                }
                eprintln!("wrote {} OpenLineage events to {}", events.len(), file.display());
            }
            if let Some(l) = &loaded {
                ws.lineage(&l.source).save(&wf.root, &graph)?;
            }
            graph
        }
        None => match &loaded {
            Some(l) => ws.lineage(&l.source).load()?,
            None => bail!("nothing to trace: give --dir WORKFLOW, or --db for the lineage stored by earlier `chatdb lineage --dir` / `chatdb review` runs"),
        },
    };
    let (table, column) = split_target(&graph, args.target);
    if !graph.knows(&table) {
        bail!(
            "`{table}` appears in no lineage{}",
            if args.dir.is_some() {
                " of this workflow"
            } else {
                " stored for this source (run `chatdb lineage --dir WORKFLOW` first)"
            }
        );
    }
    let steps = graph.walk(&table, column.as_deref(), args.direction, args.depth);
    let influences: Vec<&chatdb_lineage::Influence> = match (args.direction, &column) {
        (Direction::Upstream, None) => graph
            .influences
            .get(&relation_key(&table))
            .into_iter()
            .flatten()
            .collect(),
        _ => Vec::new(),
    };
    if args.json {
        crate::output::print_json(&Output {
            table,
            column,
            direction: args.direction,
            depth: args.depth,
            steps,
            influences,
        })?;
        return Ok(ExitCode::SUCCESS);
    }
    let what = match &column {
        Some(c) => format!("{table}.{c}"),
        None => table.clone(),
    };
    let way = match args.direction {
        Direction::Upstream => "comes from",
        Direction::Downstream => "feeds",
    };
    if steps.is_empty() {
        println!("{what}: nothing {way} it in the lineage known");
    } else {
        println!("{what} {way}:");
    }
    for s in &steps {
        let how = s
            .transform
            .map(|t| format!(" ({t:?})").to_lowercase())
            .unwrap_or_default();
        let (near, far) = match args.direction {
            Direction::Upstream => (&s.to, &s.from),
            Direction::Downstream => (&s.from, &s.to),
        };
        let arrow = match args.direction {
            Direction::Upstream => "←",
            Direction::Downstream => "→",
        };
        println!(
            "{}{near} {arrow} {far}{how}  [model {}]",
            "  ".repeat(s.depth),
            s.model
        );
    }
    if !influences.is_empty() {
        println!("rows decided by:");
        for i in influences {
            println!("  {} ({:?})", i.column, i.kind);
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// `TABLE` or `TABLE.COLUMN`: a dotted name the graph knows as a table is
/// a table (`dws.sales`); otherwise the last part is a column.
fn split_target(graph: &LineageGraph, target: &str) -> (String, Option<String>) {
    let t = target.trim();
    if graph.knows(t) {
        return (t.to_string(), None);
    }
    match t.rsplit_once('.') {
        Some((table, column)) => (table.to_string(), Some(column.to_string())),
        None => (t.to_string(), None),
    }
}
