//! Seed 003's schema-manager properties 6, 7, 8, 20 and 21.

use chatdb_core::RequestType;
use chatdb_knowledge::manager::{level_for, Fetched, SchemaLevel, SchemaManager, SchemaSource};
use std::cell::{Cell, RefCell};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// A source that counts fetches and can change its structure.
struct Counting {
    fetches: Cell<usize>,
    version: Cell<u32>,
    last_tables: RefCell<Option<Vec<String>>>,
}

impl Counting {
    fn new() -> Self {
        Counting {
            fetches: Cell::new(0),
            version: Cell::new(1),
            last_tables: RefCell::new(None),
        }
    }
}

impl SchemaSource for Counting {
    type Error = std::convert::Infallible;
    fn fetch(&self, level: SchemaLevel, tables: Option<&[String]>) -> Result<Fetched, Self::Error> {
        self.fetches.set(self.fetches.get() + 1);
        *self.last_tables.borrow_mut() = tables.map(<[String]>::to_vec);
        Ok(Fetched {
            content: format!("{level:?} v{} {tables:?}", self.version.get()),
            fingerprint: format!("v{}", self.version.get()),
        })
    }
}

/// Tests here run one at a time: the log test needs the cache's log line
/// callsite to be registered under its subscriber, not concurrently by
/// another test's thread that has none.
fn serial() -> std::sync::MutexGuard<'static, ()> {
    static LOCK: Mutex<()> = Mutex::new(());
    LOCK.lock().unwrap_or_else(|p| p.into_inner())
}

fn ok<T>(r: Result<T, std::convert::Infallible>) -> T {
    match r {
        Ok(v) => v,
        Err(never) => match never {},
    }
}

#[test]
fn property_6_levels_follow_the_request_type() {
    let _serial = serial();
    for t in RequestType::ALL {
        let want = match t {
            RequestType::DataQuery
            | RequestType::Visualization
            | RequestType::MultiStepAnalysis => SchemaLevel::Detailed,
            _ => SchemaLevel::Basic,
        };
        assert_eq!(level_for(t), want, "{t:?}");
    }
}

#[test]
fn property_7_a_second_call_within_the_ttl_is_a_hit_with_the_same_content() {
    let _serial = serial();
    let m = SchemaManager::default();
    let src = Counting::new();
    for level in [SchemaLevel::Basic, SchemaLevel::Detailed] {
        let first = ok(m.get("db", level, None, &src));
        let second = ok(m.get("db", level, None, &src));
        assert!(!first.hit && second.hit);
        assert_eq!(first.content, second.content);
    }
    assert_eq!(
        src.fetches.get(),
        2,
        "basic and detailed are cached separately"
    );
}

#[test]
fn entries_expire_after_the_ttl() {
    let _serial = serial();
    let now = Arc::new(Mutex::new(Instant::now()));
    let clock = now.clone();
    let m = SchemaManager::with_clock(Duration::from_secs(1800), move || {
        *clock.lock().unwrap_or_else(|p| p.into_inner())
    });
    let src = Counting::new();
    ok(m.get("db", SchemaLevel::Basic, None, &src));
    *now.lock().unwrap_or_else(|p| p.into_inner()) += Duration::from_secs(1799);
    assert!(ok(m.get("db", SchemaLevel::Basic, None, &src)).hit);
    *now.lock().unwrap_or_else(|p| p.into_inner()) += Duration::from_secs(2);
    assert!(
        !ok(m.get("db", SchemaLevel::Basic, None, &src)).hit,
        "expired after 30 minutes"
    );
    assert_eq!(src.fetches.get(), 2);
}

#[test]
fn property_8_detailed_schema_for_selected_tables_is_one_fetch() {
    let _serial = serial();
    let m = SchemaManager::default();
    let src = Counting::new();
    let tables = vec![
        "orders".to_string(),
        "customers".to_string(),
        "regions".to_string(),
    ];
    ok(m.get("db", SchemaLevel::Detailed, Some(&tables), &src));
    assert_eq!(src.fetches.get(), 1);
    assert_eq!(src.last_tables.borrow().as_deref(), Some(tables.as_slice()));
    // The same tables in another order are the same cache entry.
    let reordered = vec![
        "regions".to_string(),
        "orders".to_string(),
        "customers".to_string(),
    ];
    assert!(ok(m.get("db", SchemaLevel::Detailed, Some(&reordered), &src)).hit);
}

#[test]
fn property_20_a_changed_structure_fetches_fresh_data() {
    let _serial = serial();
    let m = SchemaManager::default();
    let src = Counting::new();
    ok(m.get("db", SchemaLevel::Detailed, None, &src));
    ok(m.get("other", SchemaLevel::Detailed, None, &src));
    assert_eq!(
        m.invalidate_if_changed("db", "v1"),
        0,
        "same structure: nothing dropped"
    );
    src.version.set(2);
    assert_eq!(m.invalidate_if_changed("db", "v2"), 1);
    let fresh = ok(m.get("db", SchemaLevel::Detailed, None, &src));
    assert!(!fresh.hit && fresh.content.contains("v2"));
    assert!(
        ok(m.get("other", SchemaLevel::Detailed, None, &src)).hit,
        "other sources keep their cache"
    );
    m.invalidate("other");
    assert!(!ok(m.get("other", SchemaLevel::Detailed, None, &src)).hit);
}

/// Captures what tracing writes.
#[derive(Clone, Default)]
struct Captured(Arc<Mutex<Vec<u8>>>);

impl std::io::Write for Captured {
    fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
        self.0
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .extend_from_slice(b);
        Ok(b.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[test]
fn property_21_cache_hits_are_logged() {
    let _serial = serial();
    let captured = Captured::default();
    let sink = captured.clone();
    let subscriber = tracing_subscriber::fmt()
        .with_writer(move || sink.clone())
        .with_ansi(false)
        .finish();
    tracing::subscriber::with_default(subscriber, || {
        // Tests in this binary run on other threads without a subscriber;
        // one of them may have cached "no interest" for the log's callsite.
        tracing::callsite::rebuild_interest_cache();
        let m = SchemaManager::default();
        let src = Counting::new();
        ok(m.get("db", SchemaLevel::Basic, None, &src));
        ok(m.get("db", SchemaLevel::Basic, None, &src));
    });
    let log =
        String::from_utf8_lossy(&captured.0.lock().unwrap_or_else(|p| p.into_inner())).to_string();
    assert_eq!(log.matches("cache hit").count(), 1, "{log}");
    assert!(log.contains("[Using cached schema]"));
}
