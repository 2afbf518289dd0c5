//! `chatdb init`: a starter semantic-layer YAML for a data source.

use anyhow::{bail, Context, Result};
use std::process::ExitCode;

pub async fn run(db: Option<&str>, force: bool) -> Result<ExitCode> {
    let (source, connector) = crate::workspace::connect(db).await?;
    let ws = crate::workspace::workspace()?;
    let path = ws.semantic_path(&source);
    if path.exists() && !force {
        bail!(
            "{} already exists; edit it, or pass --force to overwrite it",
            path.display()
        );
    }
    let catalog =
        crate::commands::profile::current_catalog(&source, connector.as_ref(), false).await?;
    let layer = chatdb_knowledge::starter::starter(&catalog.schema, &catalog.tables);
    let yaml = chatdb_knowledge::starter::to_yaml(&layer, &source.to_string())?;
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    }
    std::fs::write(&path, yaml).with_context(|| format!("cannot write {}", path.display()))?;
    println!(
        "wrote {} ({} tables); edit it to add synonyms, metrics and value labels",
        path.display(),
        layer.tables.len()
    );
    Ok(ExitCode::SUCCESS)
}
