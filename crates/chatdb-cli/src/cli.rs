//! Command-line arguments (the stable contract in PRODUCT.md).

use clap::{Args, Parser, Subcommand, ValueEnum};

#[derive(Parser, Debug)]
#[command(
    name = "chatdb",
    version,
    about = "Ask databases questions in Chinese or English",
    long_about = "ChatDB links a question to the schema, writes SQL, checks it and runs it \
                  read-only. Without --db it uses the demo warehouse, built on first use."
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
    /// Memory one query may use (e.g. 512MiB, 2GiB; default 1GiB): the
    /// database's own limit where it has one
    #[arg(long, global = true, env = "CHATDB_MAX_MEMORY", value_parser = size)]
    pub max_memory: Option<u64>,
}

fn size(text: &str) -> Result<u64, String> {
    chatdb_connect::parse_size(text)
}

/// Options shared by commands that read a data source.
#[derive(clap::Args, Debug, Clone)]
pub struct SourceArgs {
    /// Data source: a .duckdb/.sqlite/.db file, duckdb:/sqlite: URL,
    /// postgres://… or mysql://… (default: the demo warehouse)
    #[arg(long, env = "CHATDB_DB")]
    pub db: Option<String>,
}

/// The model for questions the rule engine can't answer.
#[derive(Args, Debug, Clone)]
pub struct ModelArgs {
    /// LLM for questions the rule engine can't answer: openai:MODEL,
    /// anthropic:MODEL, openai-compatible:MODEL@BASE_URL, deepseek:MODEL,
    /// hunyuan:MODEL or ollama:MODEL; capabilities after ';'
    /// (;tools=off;format=json_object|none;system=off)
    #[arg(long, env = "CHATDB_LLM")]
    pub llm: Option<String>,
    /// Append every model request and response (never a key) to this
    /// file as JSON lines
    #[arg(long, env = "CHATDB_LLM_LOG")]
    pub llm_log: Option<std::path::PathBuf>,
    /// Model calls one question may make (repairs included)
    #[arg(long, default_value_t = chatdb_flow::ModelBudget::default().calls, value_parser = clap::value_parser!(u32).range(1..))]
    pub max_model_calls: u32,
    /// Seconds one question may spend before another model call
    #[arg(long, default_value_t = chatdb_flow::ModelBudget::default().time.as_secs_f64())]
    pub model_seconds: f64,
    /// Tokens a model's prompt may use; the pruned schema is trimmed to fit
    #[arg(long, env = "CHATDB_PROMPT_BUDGET", default_value_t = chatdb_flow::prompt::DEFAULT_PROMPT_BUDGET)]
    pub prompt_budget: usize,
    /// The rule engine answers at or above this confidence (0–1); below it,
    /// it abstains or hands the question to the model
    #[arg(long, env = "CHATDB_MIN_CONFIDENCE", default_value_t = chatdb_engine::DEFAULT_THRESHOLD, value_parser = confidence_in_range)]
    pub min_confidence: f32,
}

/// Limits of one run's queries.
#[derive(Args, Debug, Clone)]
pub struct LimitArgs {
    /// Return at most this many rows
    #[arg(long, default_value_t = 1000)]
    pub max_rows: usize,
    /// Cancel the query after this many seconds
    #[arg(long, default_value_t = 30.0)]
    pub timeout: f64,
}

/// What to do with the case library.
#[derive(Subcommand, Debug)]
pub enum LearnAction {
    /// Import question + SQL pairs (JSONL, CSV, or a Spider-layout dev.json)
    Import {
        #[command(flatten)]
        source: SourceArgs,
        /// The file (.jsonl, .csv or .json)
        file: std::path::PathBuf,
    },
    /// List the cases of a source
    List {
        #[command(flatten)]
        source: SourceArgs,
        /// Every source's cases
        #[arg(long)]
        all: bool,
        #[arg(long)]
        json: bool,
    },
    /// Show one case, with the failures noted for its request
    Show {
        id: String,
        #[arg(long)]
        json: bool,
    },
    /// Delete a case
    Forget { id: String },
    /// Write a source's cases as JSONL (re-importable)
    Export {
        #[command(flatten)]
        source: SourceArgs,
        /// Every source's cases
        #[arg(long)]
        all: bool,
        /// The file to write (default: stdout)
        #[arg(long)]
        out: Option<std::path::PathBuf>,
    },
    /// Cases, reuse, accuracy of reused answers, model calls saved
    Stats {
        #[command(flatten)]
        source: SourceArgs,
        /// Every source's cases
        #[arg(long)]
        all: bool,
        #[arg(long)]
        json: bool,
    },
}

/// A confidence between 0 and 1.
fn confidence_in_range(text: &str) -> Result<f32, String> {
    let v: f32 = text
        .trim()
        .parse()
        .map_err(|_| format!("'{text}' is not a number"))?;
    if (0.0..=1.0).contains(&v) {
        Ok(v)
    } else {
        Err(format!("{v} is not between 0 and 1"))
    }
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Ask a question in Chinese or English: SQL, a table and an answer
    Ask {
        #[command(flatten)]
        source: SourceArgs,
        #[command(flatten)]
        model: ModelArgs,
        /// Conversation thread to continue (default: a new one)
        #[arg(long)]
        thread: Option<String>,
        /// Print the run record as JSON
        #[arg(long)]
        json: bool,
        /// Also draw the answer's chart into this SVG file
        #[arg(long, value_name = "FILE.svg")]
        chart: Option<std::path::PathBuf>,
        #[command(flatten)]
        limits: LimitArgs,
        /// The question
        question: String,
    },
    /// Answer the question a thread is waiting on (a clarification)
    Resume {
        #[command(flatten)]
        source: SourceArgs,
        #[command(flatten)]
        model: ModelArgs,
        /// The thread id `ask` printed
        #[arg(long)]
        thread: String,
        /// Print the run record as JSON
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        limits: LimitArgs,
        /// Your answer: an option's number or words
        answer: String,
    },
    /// Show what a run did, step by step
    Trace {
        /// The run id from `ask` (its footer or --json record)
        run_id: String,
        /// Print the stored run record as JSON
        #[arg(long)]
        json: bool,
    },
    /// Serve the HTTP API (and web UI) on the demo or the sources of a config file
    Serve {
        /// Address to listen on (a non-loopback address needs tokens in the config)
        #[arg(long, default_value = "127.0.0.1:8080", env = "CHATDB_ADDR")]
        addr: std::net::SocketAddr,
        /// chatdb.yaml: sources, tokens, limits (default: the demo warehouse, no tokens)
        #[arg(long, env = "CHATDB_CONFIG")]
        config: Option<std::path::PathBuf>,
    },
    /// Teach ChatDB about a run: --up, --down [--reason] or --sql CORRECTED
    #[command(group(clap::ArgGroup::new("verdict").required(true).args(["up", "down", "sql"])))]
    Feedback {
        /// The run id from `ask` (its footer or --json record)
        run_id: String,
        /// The answer was right
        #[arg(long)]
        up: bool,
        /// The answer was wrong
        #[arg(long)]
        down: bool,
        /// Why it was wrong (with --down)
        #[arg(long, requires = "down")]
        reason: Option<String>,
        /// The SQL that answers the question (it must pass the guard and run)
        #[arg(long)]
        sql: Option<String>,
        /// The run's data source (default: the one it was asked on)
        #[arg(long, env = "CHATDB_DB")]
        db: Option<String>,
        /// Print what was stored and learned as JSON
        #[arg(long)]
        json: bool,
    },
    /// The case library: what ChatDB learned (import, list, show, forget, export, stats)
    Learn {
        #[command(subcommand)]
        action: LearnAction,
    },
    /// Review a SQL workflow (a .sql file, a directory of them or a dbt
    /// project): findings in five families and, on the data source, a
    /// test run in a sandbox; exits 1 when anything is an error
    Review {
        #[command(flatten)]
        source: SourceArgs,
        /// SQL dialect of the files: duckdb, sqlite, postgres or mysql
        /// (default: the data source's)
        #[arg(long)]
        dialect: Option<chatdb_core::Dialect>,
        /// Only the static review: don't run the models in a sandbox
        #[arg(long)]
        no_run: bool,
        /// Tables with at least this many rows count as large
        #[arg(long, default_value_t = 1_000_000)]
        large_rows: u64,
        /// Print the report as JSON
        #[arg(long)]
        json: bool,
        /// The workflow: a .sql file or a directory
        path: std::path::PathBuf,
    },
    /// Turn a request ("按月汇总销售额，写入 dws_sales_monthly") into a
    /// planned, reviewed and sandbox-tested workflow; --out writes it as a
    /// dbt project, --apply writes its target in the source
    Etl {
        #[command(flatten)]
        source: SourceArgs,
        #[command(flatten)]
        model: ModelArgs,
        /// Write the workflow as a dbt project into this directory
        #[arg(long)]
        out: Option<std::path::PathBuf>,
        /// Write the target table in the data source (only the declared
        /// target, after the review and tests pass)
        #[arg(long)]
        apply: bool,
        /// Don't run the models in a sandbox before applying
        #[arg(long)]
        no_test: bool,
        /// Stop before writing anything and ask for approval (`chatdb
        /// resume --thread ID approve | "reject: REASON" | "SELECT …"`)
        #[arg(long)]
        confirm: bool,
        /// The target table (overrides the one the request names)
        #[arg(long)]
        target: Option<String>,
        /// Continue in this thread
        #[arg(long)]
        thread: Option<String>,
        /// Print the run record as JSON
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        limits: LimitArgs,
        /// The request, in Chinese or English
        request: String,
    },
    /// Where a table's or column's data comes from (--upstream) or goes
    /// (--downstream), from a workflow's SQL or the lineage stored for the
    /// data source
    Lineage {
        #[command(flatten)]
        source: SourceArgs,
        /// The workflow to trace (a .sql file or a directory); without it,
        /// the lineage earlier runs stored for the data source
        #[arg(long)]
        dir: Option<std::path::PathBuf>,
        /// Trace towards the sources (the default)
        #[arg(long, conflicts_with = "downstream")]
        upstream: bool,
        /// Trace towards what is computed from it
        #[arg(long)]
        downstream: bool,
        /// How many steps to follow
        #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(usize))]
        depth: usize,
        /// Print the steps as JSON
        #[arg(long)]
        json: bool,
        /// Also write the workflow's OpenLineage run events (JSON lines) here
        #[arg(long, requires = "dir")]
        openlineage: Option<std::path::PathBuf>,
        /// TABLE or TABLE.COLUMN
        target: String,
    },
    /// Serve ChatDB's tools and schema resources to an MCP client on stdio
    Mcp {
        /// chatdb.yaml: the sources (and limits) to offer (default: the demo warehouse)
        #[arg(long, env = "CHATDB_CONFIG")]
        config: Option<std::path::PathBuf>,
    },
    /// Measure execution accuracy on a Spider-layout dataset
    Eval {
        /// Dataset folder with dev.json and database/
        #[arg(long)]
        dataset: std::path::PathBuf,
        /// Write one JSON line per question here
        #[arg(long)]
        out: Option<std::path::PathBuf>,
        /// Only the first N questions
        #[arg(long)]
        limit: Option<usize>,
        /// Give each question's gold SQL back as feedback (👍 or a correction),
        /// so later questions can be answered from cases
        #[arg(long)]
        learn: bool,
        /// The case library's store for --learn (default: a fresh one per run)
        #[arg(long, requires = "learn")]
        store: Option<std::path::PathBuf>,
        #[command(flatten)]
        model: ModelArgs,
    },
    /// Create (or locate) the demo warehouse and print where it is
    Demo {
        /// Rebuild even if a current demo exists
        #[arg(long)]
        rebuild: bool,
        /// Print the locations as JSON
        #[arg(long)]
        json: bool,
    },
    /// Show the tables and columns of a data source
    Schema {
        #[command(flatten)]
        source: SourceArgs,
        /// basic: tables and descriptions; detailed: columns, types, keys, samples
        #[arg(long, value_enum, default_value_t = Level::Detailed)]
        level: Level,
        /// Print JSON instead of text
        #[arg(long)]
        json: bool,
    },
    /// Run one read-only SQL query (row-capped, time-limited)
    Sql {
        #[command(flatten)]
        source: SourceArgs,
        /// Print JSON instead of a table
        #[arg(long)]
        json: bool,
        /// Return at most this many rows
        #[arg(long, default_value_t = 1000)]
        max_rows: usize,
        /// Cancel the query after this many seconds
        #[arg(long, default_value_t = 30.0)]
        timeout: f64,
        /// The SQL statement
        sql: String,
    },
    /// Check SQL against the read-only guard: exit 0 when allowed, 1 when rejected
    Check {
        /// SQL dialect: duckdb, sqlite, postgres or mysql (default: that of --db, else duckdb)
        #[arg(long)]
        dialect: Option<String>,
        /// Also validate table and column names against this data source
        #[arg(long)]
        db: Option<String>,
        /// Print JSON instead of text
        #[arg(long)]
        json: bool,
        /// The SQL statement
        sql: String,
    },
    /// Show the pruned schema (tables, columns, joins, values) a question needs
    Link {
        #[command(flatten)]
        source: SourceArgs,
        /// Print JSON instead of text
        #[arg(long)]
        json: bool,
        /// The question
        question: String,
    },
    /// Fit the rule engine's confidence model on `eval --out` files (from
    /// runs with --min-confidence 0) and check it by leaving each database
    /// out once: reliability table, precision and accuracy per threshold
    Calibrate {
        /// `eval --out` JSON-lines files, one per dataset
        #[arg(required = true)]
        predictions: Vec<std::path::PathBuf>,
        /// The threshold to report precision and accuracy at
        #[arg(long, default_value_t = chatdb_engine::DEFAULT_THRESHOLD, value_parser = confidence_in_range)]
        threshold: f32,
        /// Write the model fitted on all the files here (the engine ships
        /// crates/chatdb-engine/data/calibration.json)
        #[arg(long)]
        write: Option<std::path::PathBuf>,
        /// Write each reading's out-of-database and in-sample probability
        /// here, one JSON line each
        #[arg(long)]
        out: Option<std::path::PathBuf>,
        /// Print JSON instead of text
        #[arg(long)]
        json: bool,
    },
    /// Measure schema linking on a Spider-layout dataset
    EvalLinking {
        /// Dataset folder with dev.json and database/
        #[arg(long)]
        dataset: std::path::PathBuf,
        /// Write one JSON line per question here
        #[arg(long)]
        out: Option<std::path::PathBuf>,
        /// Link against one catalog of every database (each under its own
        /// schema), every table given this many more columns (audit and
        /// load columns, then other databases' columns)
        #[arg(long, value_name = "EXTRA_COLUMNS")]
        wide: Option<usize>,
        /// With --wide: further datasets whose databases join the catalog
        /// as distractors
        #[arg(long, requires = "wide")]
        distractors: Vec<std::path::PathBuf>,
        /// With --wide: link each question against its own database alone,
        /// its tables widened (BIRD-style wide tables), not one catalog
        #[arg(long, requires = "wide", conflicts_with = "distractors")]
        each_database: bool,
    },
    /// Write a starter semantic-layer YAML for a data source
    Init {
        #[command(flatten)]
        source: SourceArgs,
        /// Overwrite an existing file
        #[arg(long)]
        force: bool,
    },
    /// Profile the columns of a data source (distinct counts, nulls, ranges, top values)
    Profile {
        #[command(flatten)]
        source: SourceArgs,
        /// Profile again even if the stored catalog is current
        #[arg(long)]
        refresh: bool,
        /// Print JSON instead of text
        #[arg(long)]
        json: bool,
    },
}

/// How much of the schema to show.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    Basic,
    Detailed,
}
