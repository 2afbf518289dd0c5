//! Every connector is opened inside [`Bounded`]: it names the memory bound
//! in the errors of statements that passed it, and — under a server —
//! makes concurrent queries share one memory budget: each query holds its
//! bound's worth of the budget while it runs, and a query that finds no
//! room within the wait fails `Busy` (the server answers 503 with
//! Retry-After) instead of taking the machine down.

use crate::error::ConnectError;
use crate::{Connector, QueryOptions};
use async_trait::async_trait;
use chatdb_core::{Dialect, ResultSet, Schema};
use chatdb_guard::Checked;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Semaphore;

/// Memory shared by the queries of every connection opened with it, in MiB
/// permits.
#[derive(Debug, Clone)]
pub struct MemoryBudget {
    permits: Arc<Semaphore>,
    total: u64,
    wait: Duration,
}

impl MemoryBudget {
    /// A budget of `total` bytes; a query waits at most `wait` for room.
    pub fn new(total: u64, wait: Duration) -> MemoryBudget {
        let mib = (total >> 20).clamp(1, Semaphore::MAX_PERMITS as u64) as usize;
        MemoryBudget {
            permits: Arc::new(Semaphore::new(mib)),
            total,
            wait,
        }
    }

    /// The budget in bytes.
    pub fn total(&self) -> u64 {
        self.total
    }

    /// Room for one query bounded to `bytes` (at most the whole budget).
    async fn reserve(&self, bytes: u64) -> Result<tokio::sync::SemaphorePermit<'_>, ConnectError> {
        let want = ((bytes >> 20).max(1)).min(self.total >> 20).max(1) as u32;
        match tokio::time::timeout(self.wait, self.permits.acquire_many(want)).await {
            Ok(Ok(permit)) => Ok(permit),
            _ => Err(ConnectError::Busy {
                budget: self.total,
                wait: self.wait,
            }),
        }
    }
}

/// A connector whose queries keep within a memory bound (and a shared
/// budget, when given).
pub(crate) struct Bounded {
    pub inner: Box<dyn Connector>,
    pub max_memory: u64,
    pub budget: Option<MemoryBudget>,
}

#[async_trait]
impl Connector for Bounded {
    fn dialect(&self) -> Dialect {
        self.inner.dialect()
    }

    fn source_name(&self) -> &str {
        self.inner.source_name()
    }

    async fn introspect(&self) -> Result<Schema, ConnectError> {
        self.inner.introspect().await
    }

    async fn query(
        &self,
        statement: &Checked,
        options: &QueryOptions,
    ) -> Result<ResultSet, ConnectError> {
        let _room = match &self.budget {
            Some(b) => Some(b.reserve(self.max_memory).await?),
            None => None,
        };
        self.inner
            .query(statement, options)
            .await
            .map_err(|e| e.about_memory(self.max_memory))
    }
}
