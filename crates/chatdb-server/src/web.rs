//! The web page at `/`: static files embedded in the binary (no separate
//! web server, no Node.js to build or run). `assets/` holds the page, its
//! script and style, and a vendored ECharts (`assets/vendor/`, Apache-2.0)
//! that draws the chart specs ChatDB computes.

use axum::extract::Path;
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;

/// The embedded files: path under `/assets/`, content type, bytes.
const FILES: &[(&str, &str, &[u8])] = &[
    (
        "app.js",
        "text/javascript; charset=utf-8",
        include_bytes!("../assets/app.js"),
    ),
    (
        "app.css",
        "text/css; charset=utf-8",
        include_bytes!("../assets/app.css"),
    ),
    (
        "vendor/echarts.min.js",
        "text/javascript; charset=utf-8",
        include_bytes!("../assets/vendor/echarts.min.js"),
    ),
];

const INDEX: &[u8] = include_bytes!("../assets/index.html");

/// `/` and `/assets/…`, open to everyone (the page holds no data; the API
/// it calls asks for the token).
pub fn routes<S: Clone + Send + Sync + 'static>() -> Router<S> {
    Router::new()
        .route("/", get(index))
        .route("/assets/{*path}", get(asset))
}

async fn index() -> Response {
    file("text/html; charset=utf-8", INDEX, "no-cache")
}

async fn asset(Path(path): Path<String>) -> Response {
    match FILES.iter().find(|(p, _, _)| *p == path) {
        Some((_, ty, bytes)) => file(ty, bytes, "public, max-age=3600"),
        None => (StatusCode::NOT_FOUND, "no such file").into_response(),
    }
}

fn file(content_type: &'static str, bytes: &'static [u8], cache: &'static str) -> Response {
    (
        [
            (header::CONTENT_TYPE, HeaderValue::from_static(content_type)),
            (header::CACHE_CONTROL, HeaderValue::from_static(cache)),
            (
                header::CONTENT_SECURITY_POLICY,
                HeaderValue::from_static(
                    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'",
                ),
            ),
        ],
        bytes,
    )
        .into_response()
}
