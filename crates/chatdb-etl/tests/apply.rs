//! `apply` on every connector: the target is written in SQLite,
//! PostgreSQL and MariaDB through the write policy, the source tables
//! are unchanged, and a write the policy refuses leaves nothing behind.

mod common;

use chatdb_connect::DataSource;
use chatdb_etl::EtlStatus;
use chatdb_flow::Workspace;

const FIXTURE: &str = "
CREATE TABLE shop (shop_id INTEGER PRIMARY KEY, shop_name VARCHAR(40) NOT NULL, city VARCHAR(40) NOT NULL);
CREATE TABLE sale (sale_id INTEGER PRIMARY KEY, shop_id INTEGER NOT NULL REFERENCES shop(shop_id), amount DECIMAL(10,2) NOT NULL);
INSERT INTO shop VALUES (1, 'North', 'Lyon'), (2, 'South', 'Nice'), (3, 'East', 'Lyon');
INSERT INTO sale VALUES (1, 1, 10.50), (2, 1, 4.50), (3, 2, 7.00), (4, 3, 3.00), (5, 2, 1.00);";

fn server_url(var: &str, default: &str, db: &str) -> String {
    let base = std::env::var(var).unwrap_or_else(|_| default.into());
    format!(
        "{}/{db}",
        base.rsplit_once('/').map_or(base.as_str(), |(h, _)| h)
    )
}

/// A fresh PostgreSQL database `db` holding the fixture; its URL.
async fn postgres_with_fixture(db: &str) -> String {
    let url = |db: &str| {
        server_url(
            "CHATDB_TEST_PG_URL",
            "postgres://postgres@127.0.0.1:5432/test",
            db,
        )
    };
    let (admin, conn) = tokio_postgres::connect(&url("test"), tokio_postgres::NoTls)
        .await
        .expect("PostgreSQL is running");
    tokio::spawn(conn);
    for sql in [
        format!("DROP DATABASE IF EXISTS {db} WITH (FORCE)"),
        format!("CREATE DATABASE {db}"),
    ] {
        admin.batch_execute(&sql).await.expect("create db");
    }
    let (client, conn) = tokio_postgres::connect(&url(db), tokio_postgres::NoTls)
        .await
        .expect("connect");
    tokio::spawn(conn);
    client.batch_execute(FIXTURE).await.expect("pg fixture");
    url(db)
}

/// The fixture in SQLite (in `dir`), PostgreSQL and MariaDB, each in a
/// fresh database named `db`.
async fn sources(dir: &std::path::Path, db: &str) -> Vec<DataSource> {
    let sqlite = dir.join(format!("{db}.sqlite"));
    rusqlite::Connection::open(&sqlite)
        .and_then(|c| c.execute_batch(FIXTURE))
        .expect("sqlite");
    let my = |db: &str| {
        server_url(
            "CHATDB_TEST_MYSQL_URL",
            "mysql://root@127.0.0.1:3306/test",
            db,
        )
    };
    use mysql_async::prelude::Queryable;
    let mut admin = mysql_async::Conn::from_url(my("test"))
        .await
        .expect("MariaDB is running");
    admin
        .query_drop(format!(
            "DROP DATABASE IF EXISTS {db}; CREATE DATABASE {db} CHARACTER SET utf8mb4"
        ))
        .await
        .expect("create db");
    let mut conn = mysql_async::Conn::from_url(my(db)).await.expect("connect");
    conn.query_drop(FIXTURE).await.expect("mysql fixture");
    vec![
        DataSource::Sqlite { path: sqlite },
        DataSource::Postgres {
            url: postgres_with_fixture(db).await,
        },
        DataSource::MySql { url: my(db) },
    ]
}

#[tokio::test(flavor = "multi_thread")]
async fn the_target_is_written_on_every_connector_and_nothing_else() {
    let dir = tempfile::tempdir().expect("dir");
    let home = tempfile::tempdir().expect("home");
    let ws = Workspace::at(home.path());
    for source in sources(dir.path(), "chatdb_t_etl").await {
        let record = common::apply(
            &ws,
            &source,
            "Total amount per city into a table named dws_city_amount",
        )
        .await;
        assert_eq!(
            record.status,
            EtlStatus::Done,
            "{source}: {}",
            record.message
        );
        assert_eq!(record.targets[0].rows, Some(2), "{source}");
        // A summary over a join: the join is an ephemeral wide model,
        // inlined into the target's statements and never written itself.
        let wide = &record.models[0];
        assert!(wide.is_ephemeral(), "{source}: {:?}", record.models);
        assert_eq!(record.models[1].depends_on, vec![wide.name.clone()]);
        assert!(
            common::rows(&source, &format!("SELECT COUNT(*) FROM {}", wide.name))
                .await
                .is_err(),
            "{source}: the wide model was written"
        );
        let intent = record.intent.as_ref().expect("intent");
        assert_eq!(intent.target.grain, vec!["city".to_string()], "{source}");
        let columns = &intent.operations.last().expect("sink").columns;
        let measure = columns
            .iter()
            .find(|c| *c != "city")
            .expect("a measure column");
        let total = common::scalar(
            &source,
            &format!("SELECT SUM({measure}) FROM dws_city_amount"),
        )
        .await;
        assert_eq!(total.parse::<f64>().ok(), Some(26.0), "{source}");
        assert_eq!(
            common::scalar(&source, "SELECT COUNT(*) FROM sale").await,
            "5",
            "{source}"
        );
        // Again as a merge on the grain: the loaded keys are replaced.
        let record = common::apply(
            &ws,
            &source,
            "Total amount per city, merge into table dws_city_amount",
        )
        .await;
        assert_eq!(
            record.status,
            EtlStatus::Done,
            "{source}: {}\n{:#?}",
            record.message,
            record.review
        );
        assert_eq!(record.targets[0].rows, Some(2), "{source}");
        let total = common::scalar(
            &source,
            &format!("SELECT SUM({measure}) FROM dws_city_amount"),
        )
        .await;
        assert_eq!(total.parse::<f64>().ok(), Some(26.0), "{source}");
        // PostgreSQL merges with MERGE; the others replace the loaded keys.
        let target_sql = &record.models.last().expect("target").sql;
        assert_eq!(
            target_sql.starts_with("MERGE INTO"),
            matches!(source, DataSource::Postgres { .. }),
            "{source}: {target_sql}"
        );
        // Appending the same summary would repeat every key: the sandbox
        // tests catch it and nothing is written.
        let record = common::apply(
            &ws,
            &source,
            "Total amount per city, append to table dws_city_amount",
        )
        .await;
        assert_eq!(
            record.status,
            EtlStatus::NeedsReview,
            "{source}: {}",
            record.message
        );
        assert_eq!(
            common::scalar(&source, "SELECT COUNT(*) FROM dws_city_amount").await,
            "2",
            "{source}"
        );
    }
}

/// A star schema on every connector: the shop a sale is grouped by
/// becomes a dimension of its own, the fact keeps the shop's key, and
/// both are written — the only tables written.
#[tokio::test(flavor = "multi_thread")]
async fn a_star_schemas_fact_and_dimension_are_written_on_every_connector() {
    let dir = tempfile::tempdir().expect("dir");
    let home = tempfile::tempdir().expect("home");
    let ws = Workspace::at(home.path());
    for source in sources(dir.path(), "chatdb_t_star").await {
        let record = common::apply(
            &ws,
            &source,
            "Total amount per shop as a star schema, fact table fct_shop_amount",
        )
        .await;
        assert_eq!(
            record.status,
            EtlStatus::Done,
            "{source}: {}\n{:#?}",
            record.message,
            record.tests
        );
        let written: Vec<(&str, Option<u64>)> = record
            .targets
            .iter()
            .map(|t| (t.name.as_str(), t.rows))
            .collect();
        assert_eq!(
            written,
            vec![("dim_shop", Some(3)), ("fct_shop_amount", Some(3))],
            "{source}"
        );
        let intent = record.intent.as_ref().expect("intent");
        assert_eq!(intent.target.grain, vec!["shop_id".to_string()], "{source}");
        // The Knowledge agent linked both tables and saw nothing
        // describes them (the fixture has no comments, no semantic layer).
        let knowledge = record.knowledge.as_ref().expect("knowledge");
        for table in ["sale", "shop"] {
            assert!(
                knowledge.tables.iter().any(|t| t == table),
                "{source}: {knowledge:?}"
            );
            assert!(
                knowledge
                    .gaps
                    .contains(&format!("`{table}` has no description (no table comment, nothing in the semantic layer)")),
                "{source}: {knowledge:?}"
            );
        }
        // Per shop, not per shop name: the amounts add up to the sales',
        // and the fact joins back to its dimension one to one.
        let measure = intent
            .operations
            .last()
            .expect("sink")
            .columns
            .iter()
            .find(|c| *c != "shop_id")
            .expect("a measure column")
            .clone();
        let total = common::scalar(
            &source,
            &format!("SELECT SUM({measure}) FROM fct_shop_amount"),
        )
        .await;
        assert_eq!(total.parse::<f64>().ok(), Some(26.0), "{source}");
        assert_eq!(
            common::scalar(
                &source,
                "SELECT COUNT(*) FROM fct_shop_amount x JOIN dim_shop d ON d.shop_id = x.shop_id"
            )
            .await,
            "3",
            "{source}"
        );
        assert_eq!(
            common::scalar(&source, "SELECT COUNT(*) FROM sale").await,
            "5",
            "{source}"
        );
    }
}

/// The dbt project written for a PostgreSQL source builds there with the
/// `profiles.yml` it was written with (dbt-postgres, when `CHATDB_DBT` is
/// set: `.ci/run` installs it beside dbt-duckdb).
#[tokio::test(flavor = "multi_thread")]
async fn a_postgres_sources_dbt_project_builds_with_its_own_profile() {
    let Ok(dbt) = std::env::var("CHATDB_DBT") else {
        eprintln!("CHATDB_DBT not set: skipping the dbt-postgres run (.ci/run sets it)");
        return;
    };
    let source = DataSource::Postgres {
        url: postgres_with_fixture("chatdb_t_dbt").await,
    };

    let home = tempfile::tempdir().expect("home");
    let out = tempfile::tempdir().expect("out");
    let ws = Workspace::at(home.path());
    let loaded = chatdb_flow::source::LoadedSource::load(&ws, source.clone(), None, &mut |_| {})
        .await
        .expect("loads");
    let options = chatdb_etl::EtlOptions {
        out: Some(out.path().to_path_buf()),
        ..chatdb_etl::EtlOptions::new(
            chatdb_flow::pipeline::RunOptions::at(chrono::Local::now().naive_local()),
            ws.dir().to_path_buf(),
        )
    };
    let record = chatdb_etl::Etl {
        source: std::sync::Arc::new(loaded),
        llm: None,
        store: None,
    }
    .run(
        "Total amount per city into a table named dws_city_amount",
        options,
    )
    .await;
    assert_eq!(record.status, EtlStatus::Done, "{}", record.message);
    let profile = std::fs::read_to_string(out.path().join("profiles.yml")).expect("profiles.yml");
    assert!(profile.contains("type: postgres"), "{profile}");
    // Nothing was written without --apply.
    assert!(
        common::rows(&source, "SELECT COUNT(*) FROM dws_city_amount")
            .await
            .is_err()
    );

    let run = std::process::Command::new(&dbt)
        .args(["build", "--profiles-dir", ".", "--project-dir", "."])
        .current_dir(out.path())
        .env("DBT_SEND_ANONYMOUS_USAGE_STATS", "false")
        .output()
        .expect("runs dbt");
    let log = format!(
        "{}{}",
        String::from_utf8_lossy(&run.stdout),
        String::from_utf8_lossy(&run.stderr)
    );
    assert!(run.status.success(), "dbt build failed:\n{profile}\n{log}");
    assert!(log.contains("PASS=") && log.contains("ERROR=0"), "{log}");
    assert_eq!(
        common::scalar(&source, "SELECT COUNT(*) FROM dws_city_amount").await,
        "2"
    );
    // The join's wide model is ephemeral in dbt too: nothing but the
    // target was built.
    let wide = &record.models[0].name;
    let file = std::fs::read_to_string(out.path().join(format!("models/dwd/{wide}.sql")))
        .expect("wide model file");
    assert!(file.contains("materialized='ephemeral'"), "{file}");
    assert!(
        common::rows(&source, &format!("SELECT COUNT(*) FROM {wide}"))
            .await
            .is_err(),
        "dbt built the ephemeral model"
    );
}
