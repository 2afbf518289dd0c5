//! `chatdb demo`: create or locate the demo warehouse.

use anyhow::Result;
use std::process::ExitCode;

pub fn run(rebuild: bool, json: bool) -> Result<ExitCode> {
    let demo = crate::workspace::demo(rebuild)?;
    if json {
        crate::output::print_json(&serde_json::json!({
            "database": demo.database,
            "semantic_yaml": demo.semantic_yaml,
        }))?;
    } else {
        println!("database:      {}", demo.database.display());
        println!("semantic layer: {}", demo.semantic_yaml.display());
    }
    Ok(ExitCode::SUCCESS)
}
