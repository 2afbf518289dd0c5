//! The event stream of a run: nodes starting and finishing, tools called,
//! analysis steps reported. The CLI prints it as progress; the HTTP API
//! will stream it. The same events, finished ones, make up the run's trace.

use crate::record::{RunRecord, TraceEvent};
use serde::Serialize;
use std::fmt;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Something that happened during a run.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    NodeStarted {
        node: String,
    },
    NodeFinished {
        node: String,
        duration_ms: u64,
        detail: String,
    },
    ToolCalled {
        tool: String,
        detail: String,
    },
    /// A step of a multi-step analysis was evaluated.
    Step {
        detail: String,
    },
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Event::NodeStarted { node } => write!(f, "{node} …"),
            Event::NodeFinished {
                node,
                duration_ms,
                detail,
            } => write!(f, "{node} ({duration_ms} ms): {detail}"),
            Event::ToolCalled { tool, detail } => write!(f, "tool {tool}: {detail}"),
            Event::Step { detail } => write!(f, "{detail}"),
        }
    }
}

/// Where a run's events go while it is under way.
pub type EventSink = Arc<dyn Fn(&Event) + Send + Sync>;

/// Times a run's nodes and sends its events to the sink; for question
/// runs, also writes the trace and timings into the record.
pub struct Tracer {
    /// When the run (this drive of it) started.
    pub start: Instant,
    sink: Option<EventSink>,
}

impl Tracer {
    /// A tracer starting now.
    pub fn new(sink: Option<EventSink>) -> Tracer {
        Tracer {
            start: Instant::now(),
            sink,
        }
    }

    /// Sends an event to the sink, if there is one.
    pub fn emit(&self, event: Event) {
        if let Some(sink) = &self.sink {
            sink(&event);
        }
    }

    /// Logs a finished node and sends it as an event.
    pub fn node_finished(&self, name: &str, took: Duration, detail: &str) {
        let ms = took.as_millis() as u64;
        tracing::debug!(node = name, ms, "{detail}");
        self.emit(Event::NodeFinished {
            node: name.to_string(),
            duration_ms: ms,
            detail: detail.to_string(),
        });
    }

    /// Records an event with no duration (a tool call, an analysis step)
    /// and sends it.
    pub(crate) fn note(&self, record: &mut RunRecord, event: Event) {
        self.record(record, &event);
        self.emit(event);
    }

    /// Adds an event with no duration to the record's trace only (for
    /// events already sent as they happened).
    pub(crate) fn record(&self, record: &mut RunRecord, event: &Event) {
        let (node, detail) = match event {
            Event::ToolCalled { tool, detail } => (format!("tool:{tool}"), detail.clone()),
            Event::Step { detail } => ("step".to_string(), detail.clone()),
            other => ("event".to_string(), other.to_string()),
        };
        record.trace.push(TraceEvent {
            node,
            at_ms: self.start.elapsed().as_millis() as u64,
            duration_ms: 0,
            detail,
        });
    }
}

/// Adds a finished node (or sub-stage) to a question run's trace and
/// timings.
pub(crate) fn push_trace(
    record: &mut RunRecord,
    name: &str,
    at: Duration,
    took: Duration,
    detail: String,
) {
    let ms = took.as_millis() as u64;
    *record.timings_ms.entry(name.to_string()).or_insert(0) += ms;
    record.trace.push(TraceEvent {
        node: name.to_string(),
        at_ms: at.as_millis() as u64,
        duration_ms: ms,
        detail,
    });
}
