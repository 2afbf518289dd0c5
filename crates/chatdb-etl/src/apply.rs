//! Applying a workflow to its source (`--apply`): every model's statements
//! pass the guard's write policy first — writes to the declared targets
//! only, queries the read-only guard allows — and only then does a
//! [`chatdb_connect::apply::Writer`] run them, in one transaction where
//! the database allows, and count the targets' rows before committing.

use crate::developer::ModelSql;
use crate::record::TargetResult;
use chatdb_connect::apply::Writer;
use chatdb_connect::DataSource;
use chatdb_core::{Dialect, Schema};
use chatdb_guard::{check_write, Guard, GuardConfig, WriteChecked};

/// Checks every model's statements against the write policy; nothing is
/// run when any is refused. Ephemeral models have no statements: their
/// query is inside the statements of the models reading them.
pub fn check(
    models: &[ModelSql],
    dialect: Dialect,
    schema: &Schema,
    targets: &[String],
) -> Result<Vec<WriteChecked>, String> {
    let config = GuardConfig::default();
    let mut out = Vec::new();
    for m in models.iter().filter(|m| !m.is_ephemeral()) {
        let writes = check_write(&m.sql, dialect, &config, Some(schema), targets)
            .map_err(|e| format!("model `{}` refused by the write policy: {e}", m.name))?;
        out.extend(writes);
    }
    Ok(out)
}

/// Runs checked writes on the source and returns the targets' row counts.
pub async fn apply(
    source: &DataSource,
    writes: &[WriteChecked],
    targets: &[String],
) -> Result<Vec<TargetResult>, String> {
    let mut writer = Writer::open(source)
        .await
        .map_err(|e| format!("opening the source for writing: {e}"))?;
    for w in writes {
        if let Err(e) = writer.apply(w).await {
            let _ = writer.rollback().await;
            return Err(format!(
                "writing `{}` failed, nothing was kept: {e}",
                w.target()
            ));
        }
    }
    let config = GuardConfig::default();
    let guard = Guard::new(writer.dialect(), &config);
    let mut results = Vec::new();
    for t in targets {
        let count = guard
            .check(&format!("SELECT COUNT(*) FROM {t}"))
            .map_err(|e| format!("counting `{t}`: {e}"))?;
        let rows = writer
            .scalar(&count)
            .await
            .map_err(|e| format!("counting `{t}`: {e}"))?
            .and_then(|v| v.parse::<u64>().ok());
        results.push(TargetResult {
            name: t.clone(),
            rows,
            applied: true,
        });
    }
    writer
        .commit()
        .await
        .map_err(|e| format!("committing: {e}"))?;
    Ok(results)
}
