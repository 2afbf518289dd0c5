//! Bearer tokens: who is asking (a `chatdb_flow::Caller`: which sources
//! they may use and what their access policy lets them read). Tokens are compared by their
//! SHA-256, so the server holds no token in a form worth stealing.

use crate::config::TokenConfig;
use crate::error::ApiError;
use chatdb_flow::Caller;
use sha2::{Digest, Sha256};

/// The server's tokens.
#[derive(Debug, Clone)]
pub struct Auth {
    tokens: Vec<([u8; 32], Caller)>,
}

/// A token that can't be used, said at start-up.
#[derive(Debug, thiserror::Error)]
#[error("token {name:?}: {message}")]
pub struct TokenError {
    pub name: String,
    pub message: String,
}

impl Auth {
    /// Reads the tokens (secrets from the environment).
    pub fn from_config(tokens: &[TokenConfig]) -> Result<Auth, TokenError> {
        let mut out = Vec::new();
        for t in tokens {
            let err = |message: String| TokenError {
                name: t.name.clone(),
                message,
            };
            let digest = match (&t.token_env, &t.token_sha256) {
                (Some(var), _) => {
                    let secret = std::env::var(var)
                        .ok()
                        .filter(|v| !v.trim().is_empty())
                        .ok_or_else(|| err(format!("the environment variable {var} is not set")))?;
                    if secret.len() < 16 {
                        return Err(err(format!(
                            "the token in {var} is shorter than 16 characters; use a long random one"
                        )));
                    }
                    sha256(secret.trim())
                }
                (None, Some(hex)) => decode_hex(hex)
                    .ok_or_else(|| err("token_sha256 is not 64 hex digits".into()))?,
                (None, None) => return Err(err("no token_env or token_sha256".into())),
            };
            let sources = if t.sources.iter().any(|s| s == "*") {
                None
            } else {
                Some(t.sources.clone())
            };
            out.push((digest, Caller::new(&t.name, sources, t.access.clone())));
        }
        Ok(Auth { tokens: out })
    }

    /// True when requests need a token.
    pub fn required(&self) -> bool {
        !self.tokens.is_empty()
    }

    /// The caller an `Authorization` header value names.
    pub fn authenticate(&self, header: Option<&str>) -> Result<Caller, ApiError> {
        if !self.required() {
            return Ok(Caller::anyone());
        }
        let Some(value) = header else {
            return Err(ApiError::unauthorized("this server needs a bearer token"));
        };
        let token = value
            .strip_prefix("Bearer ")
            .or_else(|| value.strip_prefix("bearer "))
            .map(str::trim)
            .filter(|t| !t.is_empty())
            .ok_or_else(|| ApiError::unauthorized("use `Authorization: Bearer <token>`"))?;
        let digest = sha256(token);
        self.tokens
            .iter()
            .find(|(d, _)| constant_time_eq(d, &digest))
            .map(|(_, p)| p.clone())
            .ok_or_else(|| ApiError::unauthorized("the token is not valid"))
    }
}

fn sha256(text: &str) -> [u8; 32] {
    Sha256::digest(text.as_bytes()).into()
}

fn decode_hex(hex: &str) -> Option<[u8; 32]> {
    if hex.len() != 64 {
        return None;
    }
    let mut out = [0u8; 32];
    for (i, byte) in out.iter_mut().enumerate() {
        *byte = u8::from_str_radix(hex.get(2 * i..2 * i + 2)?, 16).ok()?;
    }
    Some(out)
}

/// Compares two digests in time independent of where they differ.
fn constant_time_eq(a: &[u8; 32], b: &[u8; 32]) -> bool {
    a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    fn token(name: &str, hex: &str, sources: &[&str]) -> TokenConfig {
        TokenConfig {
            name: name.into(),
            token_env: None,
            token_sha256: Some(hex.into()),
            sources: sources.iter().map(|s| s.to_string()).collect(),
            access: std::collections::BTreeMap::new(),
        }
    }

    #[test]
    fn tokens_are_matched_by_digest_and_scoped_to_sources() {
        let secret = "a-long-random-token-for-tests";
        let hex: String = sha256(secret).iter().map(|b| format!("{b:02x}")).collect();
        let auth = Auth::from_config(&[token("alice", &hex, &["sales"])]).expect("valid");
        assert!(auth.required());
        let p = auth
            .authenticate(Some(&format!("Bearer {secret}")))
            .expect("known token");
        assert_eq!(p.name, "alice");
        assert!(p.may_use("sales"));
        assert!(!p.may_use("hr"));
        assert!(!p.sees_all());
        for bad in [
            None,
            Some("Bearer wrong-token-of-some-length"),
            Some(secret),
            Some("Bearer "),
        ] {
            let e = auth.authenticate(bad).expect_err("refused");
            assert_eq!(e.status, axum::http::StatusCode::UNAUTHORIZED);
        }
    }

    #[test]
    fn without_tokens_everyone_may_use_everything() {
        let auth = Auth::from_config(&[]).expect("valid");
        assert!(!auth.required());
        let p = auth.authenticate(None).expect("open");
        assert!(p.sees_all() && p.may_use("anything"));
    }

    #[test]
    fn short_or_missing_environment_tokens_are_refused() {
        let mut t = token("bob", "", &["*"]);
        t.token_sha256 = None;
        t.token_env = Some("CHATDB_TEST_TOKEN_THAT_IS_NOT_SET".into());
        let e = Auth::from_config(&[t]).expect_err("unset");
        assert!(e.to_string().contains("not set"), "{e}");
    }
}
