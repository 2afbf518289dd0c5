//! The routes, each registered with its OpenAPI description (utoipa-axum),
//! so the document at `/api/openapi.json` lists every route there is.

mod ask;
mod catalog;
mod etl;
mod feedback;
mod ops;
mod runs;
mod sql;

use crate::state::Shared;
use axum::Router;
use utoipa::OpenApi;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

/// The API routes (under `/api`) and the operator routes, with their
/// document.
pub fn all() -> (Router<Shared>, Router<Shared>, utoipa::openapi::OpenApi) {
    let (api, api_doc) = OpenApiRouter::<Shared>::with_openapi(crate::docs::ApiDoc::openapi())
        .routes(routes!(ask::ask))
        .routes(routes!(ask::ask_stream))
        .routes(routes!(ask::resume))
        .routes(routes!(runs::get_run))
        .routes(routes!(runs::get_trace))
        .routes(routes!(runs::get_thread))
        .routes(routes!(sql::run_sql))
        .routes(routes!(sql::check))
        .routes(routes!(catalog::sources))
        .routes(routes!(catalog::schema))
        .routes(routes!(feedback::feedback))
        .routes(routes!(etl::etl))
        .routes(routes!(etl::etl_resume))
        .split_for_parts();
    let (ops, ops_doc) = OpenApiRouter::<Shared>::new()
        .routes(routes!(ops::healthz))
        .routes(routes!(ops::metrics))
        .routes(routes!(ops::openapi))
        .split_for_parts();
    let mut doc = api_doc;
    doc.merge(ops_doc);
    (api, ops, doc)
}
