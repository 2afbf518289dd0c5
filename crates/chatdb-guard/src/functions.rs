//! The allow-lists of functions a read-only query may call.
//!
//! The guard admits a function only if its name is on the list for the
//! dialect: a function nobody listed (a new file reader, a side-effecting
//! extension, a user-defined procedure) is rejected by default. Every name
//! here is a pure computation over its arguments: no file, network, session
//! or catalog access, no sleeping, no sequence advancing.

use chatdb_core::Dialect;

/// Aggregate, window, math, string, date, conditional and conversion
/// functions common to the four dialects (where a dialect lacks one, the
/// database itself reports it unknown).
const COMMON: &[&str] = &[
    // aggregates
    "count", "sum", "avg", "min", "max", "total", "group_concat", "string_agg", "array_agg",
    "listagg", "stddev", "stddev_pop", "stddev_samp", "variance", "var_pop", "var_samp",
    "median", "mode", "percentile_cont", "percentile_disc", "bool_and", "bool_or", "every",
    "any_value", "corr", "covar_pop", "covar_samp", "regr_slope", "regr_intercept", "regr_r2",
    "regr_count", "regr_avgx", "regr_avgy", "bit_and", "bit_or", "bit_xor", "count_if",
    "json_agg", "jsonb_agg", "json_object_agg", "json_group_array", "json_group_object",
    "json_arrayagg", "json_objectagg", "std", "stddev_samp",
    // window functions
    "row_number", "rank", "dense_rank", "percent_rank", "cume_dist", "ntile", "lag", "lead",
    "first_value", "last_value", "nth_value",
    // math
    "abs", "ceil", "ceiling", "floor", "round", "trunc", "truncate", "sign", "sqrt", "cbrt",
    "power", "pow", "exp", "ln", "log", "log10", "log2", "mod", "div", "greatest", "least", "pi",
    "sin", "cos", "tan", "cot", "asin", "acos", "atan", "atan2", "degrees", "radians", "random",
    "rand", "width_bucket", "factorial", "gcd", "lcm", "isnan", "isinf", "isfinite",
    // strings
    "length", "len", "char_length", "character_length", "octet_length", "bit_length", "lower",
    "upper", "lcase", "ucase", "trim", "ltrim", "rtrim", "btrim", "substr", "substring",
    "substring_index", "left", "right", "replace", "concat", "concat_ws", "instr", "position",
    "strpos", "locate", "lpad", "rpad", "repeat", "reverse", "split_part", "initcap", "ascii",
    "chr", "char", "unicode", "format", "printf", "quote", "regexp_matches", "regexp_replace",
    "regexp_extract", "regexp_like", "regexp_substr", "regexp_instr", "regexp_count",
    "starts_with", "ends_with", "contains", "translate", "soundex", "space", "md5", "sha1",
    "sha256", "to_hex", "hex", "unhex", "lengthb", "field", "find_in_set", "elt", "insert",
    "mid", "strcmp", "string_to_array", "array_to_string", "levenshtein", "jaro_winkler_similarity",
    // dates and times
    "now", "current_date", "current_time", "current_timestamp", "localtime", "localtimestamp",
    "today", "date", "time", "datetime", "julianday", "strftime", "unixepoch", "date_trunc",
    "date_part", "datepart", "extract", "year", "month", "day", "quarter", "week", "weekofyear",
    "dayofweek", "dayofmonth", "dayofyear", "weekday", "hour", "minute", "second", "dayname",
    "monthname", "to_char", "to_date", "to_timestamp", "to_number", "date_add", "date_sub",
    "adddate", "subdate", "datediff", "date_diff", "timestampdiff", "timestampadd", "age",
    "make_date", "make_time", "make_timestamp", "last_day", "epoch", "epoch_ms", "strptime",
    "date_format", "str_to_date", "curdate", "curtime", "makedate", "maketime", "yearweek",
    "from_unixtime", "unix_timestamp", "period_add", "period_diff", "justify_days",
    "justify_hours", "isodow", "isoyear", "dow", "doy", "yearweek", "to_days", "from_days",
    "time_to_sec", "sec_to_time", "timediff", "addtime", "subtime", "utc_date", "utc_time",
    "utc_timestamp", "sysdate", "date_bin", "time_bucket", "clock_timestamp",
    "statement_timestamp", "transaction_timestamp",
    // conditionals and conversion
    "coalesce", "ifnull", "nullif", "isnull", "nvl", "nvl2", "if", "iif", "decode", "cast",
    "try_cast", "convert", "typeof", "pg_typeof", "to_json", "to_jsonb", "row_to_json",
    "array_length", "cardinality", "unnest", "array", "list", "struct_pack", "row",
    // JSON (pure functions of their arguments)
    "json", "json_extract", "json_extract_path", "json_extract_path_text", "jsonb_extract_path",
    "jsonb_extract_path_text", "json_value", "json_query", "json_object", "json_array",
    "json_array_length", "jsonb_array_length", "json_type", "json_valid", "json_keys",
    "json_contains", "json_unquote", "json_quote", "json_build_object", "json_build_array",
    "jsonb_build_object", "jsonb_build_array", "json_extract_string", "json_length",
];

/// DuckDB's extra pure functions.
const DUCKDB: &[&str] = &[
    "approx_count_distinct", "approx_quantile", "quantile", "quantile_cont", "quantile_disc",
    "arg_max", "arg_min", "argmax", "argmin", "max_by", "min_by", "first", "last", "list_value",
    "list_contains", "list_aggregate", "list_sort", "list_distinct", "list_extract", "list_slice",
    "array_contains", "array_slice", "array_extract", "struct_extract", "map", "map_extract",
    "regexp_split_to_array", "string_split", "str_split", "dayofmonth", "millisecond",
    "microsecond", "strip_accents", "nfc_normalize", "damerau_levenshtein", "hamming", "jaccard",
    "bar", "fsum", "sumkahan", "kahan_sum", "product", "histogram", "entropy", "kurtosis",
    "skewness", "mad", "reservoir_quantile", "favg", "geomean", "bitstring_agg", "prefix",
    "suffix", "like_escape", "ilike_escape", "array_length", "generate_series", "range",
    "epoch_us", "epoch_ns", "century", "decade", "millennium", "era", "yearweek", "isoyear",
    "week", "weekofyear", "dayofweek", "time_bucket", "date_sub", "datesub", "datediff",
    "dateadd", "timezone", "to_days", "to_hours", "to_minutes", "to_seconds", "to_months",
    "to_years", "to_weeks",
];

/// SQLite's extra pure functions (GLOB here is the pattern match, not a file lister).
const SQLITE: &[&str] = &["glob", "like", "likelihood", "likely", "unlikely", "zeroblob", "trim"];

/// PostgreSQL's extra pure functions.
const POSTGRES: &[&str] = &[
    "generate_series", "array_position", "array_positions", "array_append", "array_prepend",
    "array_cat", "array_remove", "array_replace", "array_upper", "array_lower", "array_dims",
    "regexp_split_to_array", "regexp_split_to_table", "make_interval", "date_bin",
    "jsonb_path_query", "jsonb_path_exists", "jsonb_each", "jsonb_each_text", "json_each",
    "json_each_text", "json_array_elements", "jsonb_array_elements", "json_array_elements_text",
    "jsonb_array_elements_text", "jsonb_typeof", "json_typeof", "jsonb_pretty", "num_nonnulls",
    "num_nulls", "scale", "min_scale", "trim_scale", "mode",
];

/// MySQL/MariaDB's extra pure functions.
const MYSQL: &[&str] = &[
    "json_search", "json_overlaps", "json_pretty", "json_depth", "format", "inet_aton",
    "inet_ntoa", "bin", "oct", "conv", "crc32", "weight_string", "char_length", "ord",
    "make_set", "export_set", "quarter", "to_seconds",
];

/// Table-valued functions allowed in FROM (pure generators over their arguments).
const TABLE_FUNCTIONS: &[(Dialect, &str)] = &[
    (Dialect::DuckDb, "range"),
    (Dialect::DuckDb, "generate_series"),
    (Dialect::DuckDb, "unnest"),
    (Dialect::Postgres, "generate_series"),
    (Dialect::Postgres, "unnest"),
    (Dialect::Postgres, "json_each"),
    (Dialect::Postgres, "jsonb_each"),
    (Dialect::Postgres, "json_array_elements"),
    (Dialect::Postgres, "jsonb_array_elements"),
    (Dialect::Postgres, "regexp_split_to_table"),
    (Dialect::Sqlite, "json_each"),
    (Dialect::Sqlite, "json_tree"),
];

/// True when `name` (already lower-cased) is an allowed scalar, aggregate
/// or window function in `dialect`.
pub fn is_allowed_function(dialect: Dialect, name: &str, extra: &[String]) -> bool {
    let name = name.to_ascii_lowercase();
    let extra_hit = || extra.iter().any(|e| e.eq_ignore_ascii_case(&name));
    COMMON.contains(&name.as_str())
        || match dialect {
            Dialect::DuckDb => DUCKDB.contains(&name.as_str()),
            Dialect::Sqlite => SQLITE.contains(&name.as_str()),
            Dialect::Postgres => POSTGRES.contains(&name.as_str()),
            Dialect::MySql => MYSQL.contains(&name.as_str()),
        }
        || extra_hit()
}

/// True when `name` may be used as a table-valued function in FROM.
pub fn is_allowed_table_function(dialect: Dialect, name: &str) -> bool {
    TABLE_FUNCTIONS
        .iter()
        .any(|(d, f)| *d == dialect && f.eq_ignore_ascii_case(name))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_network_session_and_sleep_functions_are_not_listed() {
        let forbidden = [
            "read_csv", "read_csv_auto", "read_parquet", "read_json", "read_json_auto", "read_text",
            "read_blob", "glob", "query_table", "query", "load_extension", "readfile", "writefile",
            "pg_read_file", "pg_read_binary_file", "pg_ls_dir", "lo_import", "lo_export", "dblink",
            "dblink_exec", "pg_sleep", "set_config", "nextval", "setval", "load_file", "sleep",
            "benchmark", "get_lock", "release_lock", "current_setting", "pg_terminate_backend",
            "current_user", "user", "database", "version", "system", "getenv", "sniff_csv",
        ];
        for d in [Dialect::DuckDb, Dialect::Postgres, Dialect::MySql] {
            for f in forbidden {
                assert!(!is_allowed_function(d, f, &[]), "{d}: {f}");
            }
        }
        for f in ["load_extension", "readfile", "writefile", "fts3_tokenizer", "edit"] {
            assert!(!is_allowed_function(Dialect::Sqlite, f, &[]), "sqlite: {f}");
        }
        assert!(is_allowed_function(Dialect::Sqlite, "glob", &[]), "SQLite's glob is pattern matching");
        assert!(is_allowed_function(Dialect::DuckDb, "COUNT", &[]));
        assert!(is_allowed_function(Dialect::MySql, "my_udf", &["MY_UDF".into()]));
        assert!(!is_allowed_table_function(Dialect::DuckDb, "read_csv"));
        assert!(is_allowed_table_function(Dialect::DuckDb, "range"));
    }
}
