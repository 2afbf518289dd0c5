//! Checking a model's JSON against the schema we asked for: the subset of
//! JSON Schema our prompts use (type, properties, required, items, enum,
//! additionalProperties: false). Written here rather than pulling a full
//! validator: the subset is small and its errors go back to the model.

use serde_json::Value as Json;

/// The first way `value` breaks `schema`, as a path and a reason.
pub fn validate(value: &Json, schema: &Json) -> Result<(), String> {
    check(value, schema, "$")
}

fn type_ok(value: &Json, ty: &str) -> bool {
    match ty {
        "object" => value.is_object(),
        "array" => value.is_array(),
        "string" => value.is_string(),
        "integer" => value.is_i64() || value.is_u64(),
        "number" => value.is_number(),
        "boolean" => value.is_boolean(),
        "null" => value.is_null(),
        _ => true,
    }
}

fn check(value: &Json, schema: &Json, path: &str) -> Result<(), String> {
    match schema.get("type") {
        Some(Json::String(t)) if !type_ok(value, t) => {
            return Err(format!("{path}: expected {t}, found {value}"));
        }
        Some(Json::Array(ts))
            if !ts
                .iter()
                .filter_map(Json::as_str)
                .any(|t| type_ok(value, t)) =>
        {
            return Err(format!("{path}: expected one of {ts:?}, found {value}"));
        }
        _ => {}
    }
    if let Some(Json::Array(options)) = schema.get("enum") {
        if !options.contains(value) {
            return Err(format!(
                "{path}: {value} is not one of {}",
                Json::Array(options.clone())
            ));
        }
    }
    if let Some(obj) = value.as_object() {
        if let Some(Json::Array(required)) = schema.get("required") {
            for r in required.iter().filter_map(Json::as_str) {
                if !obj.contains_key(r) {
                    return Err(format!("{path}: missing required field {r:?}"));
                }
            }
        }
        let props = schema.get("properties").and_then(Json::as_object);
        for (k, v) in obj {
            match props.and_then(|p| p.get(k)) {
                Some(s) => check(v, s, &format!("{path}.{k}"))?,
                None if schema.get("additionalProperties") == Some(&Json::Bool(false)) => {
                    return Err(format!("{path}: unexpected field {k:?}"));
                }
                None => {}
            }
        }
    }
    if let (Some(items), Some(arr)) = (schema.get("items"), value.as_array()) {
        for (i, v) in arr.iter().enumerate() {
            check(v, items, &format!("{path}[{i}]"))?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn validates_the_subset_we_use() {
        let schema = json!({
            "type": "object",
            "required": ["sql", "kind"],
            "additionalProperties": false,
            "properties": {
                "sql": {"type": "string"},
                "kind": {"enum": ["basic", "trend"]},
                "tables": {"type": "array", "items": {"type": "string"}}
            }
        });
        assert!(validate(
            &json!({"sql": "SELECT 1", "kind": "basic", "tables": ["t"]}),
            &schema
        )
        .is_ok());
        assert!(validate(&json!({"sql": "SELECT 1"}), &schema)
            .unwrap_err()
            .contains("kind"));
        assert!(validate(&json!({"sql": 1, "kind": "basic"}), &schema).is_err());
        assert!(validate(&json!({"sql": "x", "kind": "other"}), &schema).is_err());
        assert!(validate(
            &json!({"sql": "x", "kind": "basic", "tables": [1]}),
            &schema
        )
        .unwrap_err()
        .contains("tables[0]"));
        assert!(validate(&json!({"sql": "x", "kind": "basic", "extra": 1}), &schema).is_err());
    }
}
