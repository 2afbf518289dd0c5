//! The run lifecycle every front end shares. A run is a state moved from
//! node to node by one driver ([`drive`]) until it is done or waits on the
//! user: within a step limit, cancellable between nodes and inside one,
//! every node timed, traced into the run's record and sent as events. The
//! state between two nodes is serializable, so a run can be checkpointed
//! after any node and go on in another process.
//!
//! Two graphs run on it: the question pipeline ([`crate::Pipeline`]'s
//! nodes, [`crate::Node`]) and the ETL workflow's agents (`chatdb_etl`).

use crate::events::{Event, EventSink, Tracer};
use chatdb_connect::CancellationToken;
use std::time::{Duration, Instant};

/// A graph of nodes over one kind of run state.
#[async_trait::async_trait]
pub trait Graph: Sync {
    /// Everything a run knows between two nodes.
    type State: Send;

    /// The name of the node the run goes to next (traces, events, errors).
    fn next_name(state: &Self::State) -> &'static str;
    /// True when the run is over: done, failed, or waiting on the user.
    fn is_finished(state: &Self::State) -> bool;
    /// The run's node count, which the step limit bounds.
    fn steps(state: &mut Self::State) -> &mut u32;
    /// Ends the run as failed with `message` (the step limit, a
    /// cancellation).
    fn fail(state: &mut Self::State, message: String);
    /// Keeps a finished node in the run's record: its name, when it
    /// started (`at`, since the run began), how long it took, and what it
    /// did.
    fn record(
        state: &mut Self::State,
        node: &'static str,
        at: Duration,
        took: Duration,
        detail: &str,
    );
    /// Runs the state's next node, moves the state to the node after it,
    /// and says in words what the node did.
    async fn run_node(&self, state: &mut Self::State, tracer: &Tracer) -> String;
}

/// What bounds and observes one drive of a graph.
#[derive(Clone)]
pub struct Limits {
    /// At most this many nodes.
    pub max_steps: u32,
    /// Stops the run between nodes or in the middle of one.
    pub cancel: CancellationToken,
    /// Where node events go as they happen.
    pub events: Option<EventSink>,
}

/// Drives `state` through `graph` until it is finished; returns how long
/// the drive took. A run over the step limit, or cancelled, ends failed
/// with a message that names the node it stopped before.
pub async fn drive<G: Graph>(graph: &G, state: &mut G::State, limits: &Limits) -> Duration {
    let tracer = Tracer::new(limits.events.clone());
    while !G::is_finished(state) {
        let steps = *G::steps(state);
        if steps >= limits.max_steps {
            let at = G::next_name(state);
            let limit = limits.max_steps;
            G::fail(
                state,
                format!("stopped after {limit} steps (the limit) before {at}"),
            );
            break;
        }
        let stopped = tokio::select! {
            _ = step(graph, state, &tracer) => false,
            _ = limits.cancel.cancelled() => true,
        };
        if stopped || (limits.cancel.is_cancelled() && !G::is_finished(state)) {
            let at = G::next_name(state);
            G::fail(state, format!("the run was cancelled (at {at})"));
            break;
        }
    }
    tracer.start.elapsed()
}

/// Runs the state's next node only: timed, counted, recorded and sent.
pub async fn step<G: Graph>(graph: &G, state: &mut G::State, tracer: &Tracer) {
    let node = G::next_name(state);
    tracer.emit(Event::NodeStarted {
        node: node.to_string(),
    });
    let at = tracer.start.elapsed();
    let t0 = Instant::now();
    let detail = graph.run_node(state, tracer).await;
    let took = t0.elapsed();
    *G::steps(state) += 1;
    tracer.node_finished(node, took, &detail);
    G::record(state, node, at, took, &detail);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A counter that goes up to its goal, one node per step.
    struct Count {
        goal: u32,
    }

    #[derive(Default)]
    struct Tally {
        value: u32,
        steps: u32,
        failed: Option<String>,
        trace: Vec<String>,
    }

    #[async_trait::async_trait]
    impl Graph for Count {
        type State = Tally;
        fn next_name(_: &Tally) -> &'static str {
            "add"
        }
        fn is_finished(s: &Tally) -> bool {
            s.failed.is_some() || s.value >= 3
        }
        fn steps(s: &mut Tally) -> &mut u32 {
            &mut s.steps
        }
        fn fail(s: &mut Tally, message: String) {
            s.failed = Some(message);
        }
        fn record(s: &mut Tally, node: &'static str, _: Duration, _: Duration, detail: &str) {
            s.trace.push(format!("{node}: {detail}"));
        }
        async fn run_node(&self, s: &mut Tally, _: &Tracer) -> String {
            if self.goal == u32::MAX {
                std::future::pending::<()>().await;
            }
            s.value += 1;
            format!("now {}", s.value)
        }
    }

    fn limits(max_steps: u32) -> Limits {
        Limits {
            max_steps,
            cancel: CancellationToken::new(),
            events: None,
        }
    }

    #[tokio::test]
    async fn runs_to_the_end_recording_every_node() {
        let mut s = Tally::default();
        drive(&Count { goal: 3 }, &mut s, &limits(10)).await;
        assert_eq!((s.value, s.steps, s.failed), (3, 3, None));
        assert_eq!(s.trace, ["add: now 1", "add: now 2", "add: now 3"]);
    }

    #[tokio::test]
    async fn the_step_limit_stops_a_run_and_says_where() {
        let mut s = Tally::default();
        drive(&Count { goal: 3 }, &mut s, &limits(2)).await;
        assert_eq!(s.value, 2);
        assert_eq!(
            s.failed.as_deref(),
            Some("stopped after 2 steps (the limit) before add")
        );
    }

    #[tokio::test]
    async fn a_cancelled_run_stops_inside_a_node() {
        let l = limits(10);
        let cancel = l.cancel.clone();
        let mut s = Tally::default();
        let driven = drive(&Count { goal: u32::MAX }, &mut s, &l);
        let canceller = async {
            tokio::time::sleep(Duration::from_millis(20)).await;
            cancel.cancel();
        };
        tokio::join!(driven, canceller);
        assert_eq!(s.failed.as_deref(), Some("the run was cancelled (at add)"));
        assert!(s.trace.is_empty());
    }
}
