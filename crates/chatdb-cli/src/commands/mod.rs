//! One module per subcommand.

mod ask;
mod calibrate;
mod check;
mod demo;
mod etl;
mod eval;
mod eval_linking;
mod feedback;
mod init;
mod learn;
mod lineage;
mod link;
mod mcp;
pub mod profile;
mod resume;
mod review;
mod schema;
mod serve;
mod sql;
mod trace;

use crate::cli::{Cli, Command};
use anyhow::Result;
use std::process::ExitCode;

/// Runs a parsed command line.
pub async fn run(cli: Cli) -> Result<ExitCode> {
    match cli.command {
        Command::Demo { rebuild, json } => demo::run(rebuild, json),
        Command::Schema {
            source,
            level,
            json,
        } => schema::run(source.db.as_deref(), level, json).await,
        Command::Sql {
            source,
            json,
            max_rows,
            timeout,
            sql,
        } => sql::run(source.db.as_deref(), &sql, max_rows, timeout, json).await,
        Command::Check {
            dialect,
            db,
            json,
            sql,
        } => check::run(dialect.as_deref(), db.as_deref(), json, &sql).await,
        Command::Link {
            source,
            json,
            question,
        } => link::run(source.db.as_deref(), json, &question).await,
        Command::Ask {
            source,
            model,
            thread,
            json,
            chart,
            limits,
            question,
        } => {
            ask::run(ask::AskArgs {
                db: source.db.as_deref(),
                model: &model,
                limits: &limits,
                thread: thread.as_deref(),
                json,
                chart: chart.as_deref(),
                question: &question,
            })
            .await
        }
        Command::Eval {
            dataset,
            out,
            limit,
            learn,
            store,
            model,
        } => {
            let learn = learn.then_some(store.as_deref());
            eval::run(&dataset, out.as_deref(), limit, learn, &model).await
        }
        Command::Resume {
            source,
            model,
            thread,
            json,
            limits,
            answer,
        } => {
            resume::run(
                source.db.as_deref(),
                &model,
                &limits,
                &thread,
                json,
                &answer,
            )
            .await
        }
        Command::Trace { run_id, json } => trace::run(&run_id, json).await,
        Command::Serve { addr, config } => serve::run(addr, config.as_deref()).await,
        Command::Mcp { config } => mcp::run(config.as_deref()).await,
        Command::Review {
            source,
            dialect,
            no_run,
            large_rows,
            json,
            path,
        } => {
            review::run(
                source.db.as_deref(),
                dialect,
                !no_run,
                large_rows,
                json,
                &path,
            )
            .await
        }
        Command::Etl {
            source,
            model,
            out,
            apply,
            no_test,
            confirm,
            target,
            thread,
            json,
            limits,
            request,
        } => {
            etl::run(etl::Args {
                db: source.db.as_deref(),
                model: &model,
                limits: &limits,
                out: out.as_deref(),
                apply,
                test: !no_test,
                target: target.as_deref(),
                thread: thread.as_deref(),
                confirm,
                json,
                request: &request,
            })
            .await
        }
        Command::Lineage {
            source,
            dir,
            upstream: _,
            downstream,
            depth,
            json,
            openlineage,
            target,
        } => {
            let direction = if downstream {
                chatdb_lineage::Direction::Downstream
            } else {
                chatdb_lineage::Direction::Upstream
            };
            let args = lineage::Args {
                dir: dir.as_deref(),
                direction,
                depth,
                json,
                openlineage: openlineage.as_deref(),
                target: &target,
            };
            lineage::run(source.db.as_deref(), args).await
        }
        Command::Feedback {
            run_id,
            up,
            down,
            reason,
            sql,
            db,
            json,
        } => {
            feedback::run(feedback::Args {
                run_id: &run_id,
                up,
                down,
                reason: reason.as_deref(),
                sql: sql.as_deref(),
                db: db.as_deref(),
                json,
            })
            .await
        }
        Command::Learn { action } => learn::run(action).await,
        Command::Calibrate {
            predictions,
            threshold,
            write,
            out,
            json,
        } => calibrate::run(
            &predictions,
            threshold,
            write.as_deref(),
            out.as_deref(),
            json,
        ),
        Command::EvalLinking {
            dataset,
            out,
            wide,
            distractors,
            each_database,
        } => eval_linking::run(&dataset, out.as_deref(), wide, &distractors, each_database).await,
        Command::Init { source, force } => init::run(source.db.as_deref(), force).await,
        Command::Profile {
            source,
            refresh,
            json,
        } => profile::run(source.db.as_deref(), refresh, json).await,
    }
}
