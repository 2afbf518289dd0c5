//! Prometheus metrics (text exposition at `/metrics`): requests by route
//! and status, request latency, runs by status, model calls and tokens,
//! guard refusals.

use prometheus_client::encoding::EncodeLabelSet;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::histogram::{exponential_buckets, Histogram};
use prometheus_client::registry::Registry;

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct RequestLabels {
    method: String,
    route: String,
    status: u16,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct RouteLabels {
    route: String,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct StatusLabels {
    status: String,
}

/// The server's metrics.
pub struct Metrics {
    registry: Registry,
    requests: Family<RequestLabels, Counter>,
    latency: Family<RouteLabels, Histogram>,
    runs: Family<StatusLabels, Counter>,
    llm_calls: Counter,
    llm_tokens: Counter,
    guard_refusals: Counter,
}

impl Default for Metrics {
    fn default() -> Self {
        Self::new()
    }
}

impl Metrics {
    pub fn new() -> Metrics {
        let mut registry = Registry::with_prefix("chatdb");
        let requests = Family::<RequestLabels, Counter>::default();
        registry.register(
            "http_requests",
            "HTTP requests by method, route and status",
            requests.clone(),
        );
        let latency = Family::<RouteLabels, Histogram>::new_with_constructor(|| {
            Histogram::new(exponential_buckets(0.001, 2.0, 16))
        });
        registry.register(
            "http_request_duration_seconds",
            "HTTP request latency by route",
            latency.clone(),
        );
        let runs = Family::<StatusLabels, Counter>::default();
        registry.register("runs", "Runs by final status", runs.clone());
        let llm_calls = Counter::default();
        registry.register("llm_calls", "Model calls made by runs", llm_calls.clone());
        let llm_tokens = Counter::default();
        registry.register(
            "llm_tokens",
            "Model tokens used by runs",
            llm_tokens.clone(),
        );
        let guard_refusals = Counter::default();
        registry.register(
            "guard_refusals",
            "Statements the guard refused",
            guard_refusals.clone(),
        );
        Metrics {
            registry,
            requests,
            latency,
            runs,
            llm_calls,
            llm_tokens,
            guard_refusals,
        }
    }

    /// Counts one finished request.
    pub fn request(&self, method: &str, route: &str, status: u16, seconds: f64) {
        self.requests
            .get_or_create(&RequestLabels {
                method: method.to_string(),
                route: route.to_string(),
                status,
            })
            .inc();
        self.latency
            .get_or_create(&RouteLabels {
                route: route.to_string(),
            })
            .observe(seconds);
    }

    /// Counts what a finished run did.
    pub fn run(&self, record: &chatdb_flow::RunRecord) {
        let status = serde_json::to_value(record.status)
            .ok()
            .and_then(|v| v.as_str().map(str::to_string))
            .unwrap_or_default();
        self.runs.get_or_create(&StatusLabels { status }).inc();
        self.llm_calls.inc_by(u64::from(record.llm_calls));
        self.llm_tokens.inc_by(record.tokens);
        let refused = record
            .trace
            .iter()
            .filter(|t| t.node == "guard" && t.detail.starts_with("rejected"))
            .count();
        self.guard_refusals.inc_by(refused as u64);
    }

    /// Counts a statement the guard refused outside a run (`/api/sql`).
    pub fn guard_refusal(&self) {
        self.guard_refusals.inc();
    }

    /// The text exposition format.
    pub fn encode(&self) -> String {
        let mut out = String::new();
        if prometheus_client::encoding::text::encode(&mut out, &self.registry).is_err() {
            out.clear();
        }
        out
    }
}
