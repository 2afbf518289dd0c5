//! Who is asking, for front ends shared by several people (the HTTP and
//! MCP servers): which sources they may use, and what each source's access
//! policy lets them read.

use chatdb_guard::AccessPolicy;
use std::collections::BTreeMap;

/// The caller of a request.
#[derive(Debug, Clone)]
pub struct Caller {
    /// Who (a token's name; `anonymous` without authentication).
    pub name: String,
    /// `None`: every source.
    sources: Option<Vec<String>>,
    access: BTreeMap<String, AccessPolicy>,
}

impl Caller {
    /// Someone who may use every source, unrestricted (a server without
    /// tokens, a local MCP client on stdio).
    pub fn anyone() -> Caller {
        Caller {
            name: "anonymous".into(),
            sources: None,
            access: BTreeMap::new(),
        }
    }

    /// A caller limited to `sources` (`None` for all) and reading through
    /// `access` (per source id).
    pub fn new(
        name: &str,
        sources: Option<Vec<String>>,
        access: BTreeMap<String, AccessPolicy>,
    ) -> Caller {
        Caller {
            name: name.to_string(),
            sources,
            access,
        }
    }

    /// Whether this caller may use a source.
    pub fn may_use(&self, source: &str) -> bool {
        self.sources
            .as_ref()
            .is_none_or(|s| s.iter().any(|id| id == source))
    }

    /// Whether this caller may use every source (and so may learn which
    /// exist).
    pub fn sees_all(&self) -> bool {
        self.sources.is_none()
    }

    /// What this caller may read of a source, when limited.
    pub fn access(&self, source: &str) -> Option<&AccessPolicy> {
        self.access.get(source)
    }
}
