//! Which model to call: `--llm openai:MODEL`, `anthropic:MODEL` or
//! `openai-compatible:MODEL@BASE_URL`, with keys from the environment.
//! Keys are never printed: `Debug` shows whether one is set, not what it is.

use crate::LlmError;
use std::fmt;

/// The wire protocol a provider speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Protocol {
    /// OpenAI chat completions (OpenAI, DeepSeek, Hunyuan's compatible
    /// endpoint, vLLM, Ollama, llama.cpp's server…).
    OpenAi,
    /// Anthropic Messages.
    Anthropic,
}

/// A configured model.
#[derive(Clone, PartialEq, Eq)]
pub struct LlmSpec {
    pub protocol: Protocol,
    pub model: String,
    /// Base URL without the endpoint path, e.g. `https://api.openai.com/v1`.
    pub base_url: String,
    api_key: Option<String>,
}

impl fmt::Debug for LlmSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("LlmSpec")
            .field("protocol", &self.protocol)
            .field("model", &self.model)
            .field("base_url", &self.base_url)
            .field("api_key", &self.api_key.as_ref().map(|_| "<set>"))
            .finish()
    }
}

impl LlmSpec {
    /// Parses a spec, reading keys (and `OPENAI_BASE_URL`) through `env`.
    pub fn parse_with(
        spec: &str,
        env: &dyn Fn(&str) -> Option<String>,
    ) -> Result<LlmSpec, LlmError> {
        let (kind, rest) = spec.split_once(':').ok_or_else(|| {
            LlmError::Config(format!(
                "--llm {spec:?}: expected openai:MODEL, anthropic:MODEL or openai-compatible:MODEL@BASE_URL"
            ))
        })?;
        let nonempty = |s: &str, what: &str| {
            if s.trim().is_empty() {
                Err(LlmError::Config(format!(
                    "--llm {spec:?}: the {what} is empty"
                )))
            } else {
                Ok(s.trim().to_string())
            }
        };
        match kind {
            "openai" => Ok(LlmSpec {
                protocol: Protocol::OpenAi,
                model: nonempty(rest, "model")?,
                base_url: env("OPENAI_BASE_URL").unwrap_or_else(|| "https://api.openai.com/v1".into()),
                api_key: env("OPENAI_API_KEY"),
            }),
            "openai-compatible" => {
                let (model, url) = rest.split_once('@').ok_or_else(|| {
                    LlmError::Config(format!("--llm {spec:?}: expected openai-compatible:MODEL@BASE_URL"))
                })?;
                let url = nonempty(url, "base URL")?;
                if !(url.starts_with("http://") || url.starts_with("https://")) {
                    return Err(LlmError::Config(format!("--llm {spec:?}: the base URL must start with http:// or https://")));
                }
                Ok(LlmSpec {
                    protocol: Protocol::OpenAi,
                    model: nonempty(model, "model")?,
                    base_url: url.trim_end_matches('/').to_string(),
                    api_key: env("OPENAI_API_KEY"),
                })
            }
            "anthropic" => Ok(LlmSpec {
                protocol: Protocol::Anthropic,
                model: nonempty(rest, "model")?,
                base_url: env("ANTHROPIC_BASE_URL").unwrap_or_else(|| "https://api.anthropic.com".into()),
                api_key: env("ANTHROPIC_API_KEY"),
            }),
            other => Err(LlmError::Config(format!(
                "--llm {spec:?}: unknown provider {other:?} (openai, anthropic or openai-compatible)"
            ))),
        }
    }

    /// Parses a spec with keys from the process environment.
    pub fn parse(spec: &str) -> Result<LlmSpec, LlmError> {
        Self::parse_with(spec, &|k| std::env::var(k).ok().filter(|v| !v.is_empty()))
    }

    /// A spec for a given protocol and server (tests, config files).
    pub fn new(protocol: Protocol, model: &str, base_url: &str, api_key: Option<&str>) -> LlmSpec {
        LlmSpec {
            protocol,
            model: model.into(),
            base_url: base_url.trim_end_matches('/').into(),
            api_key: api_key.map(str::to_string),
        }
    }

    pub(crate) fn api_key(&self) -> Option<&str> {
        self.api_key.as_deref()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(k: &str) -> Option<String> {
        match k {
            "OPENAI_API_KEY" => Some("sk-secret-123".into()),
            "ANTHROPIC_API_KEY" => Some("ant-secret-456".into()),
            _ => None,
        }
    }

    #[test]
    fn specs_parse_and_keys_stay_hidden() {
        let s = LlmSpec::parse_with("openai:gpt-4o-mini", &env).unwrap();
        assert_eq!(
            (s.protocol, s.model.as_str(), s.base_url.as_str()),
            (Protocol::OpenAi, "gpt-4o-mini", "https://api.openai.com/v1")
        );
        let s = LlmSpec::parse_with("openai-compatible:qwen2.5@http://127.0.0.1:11434/v1/", &env)
            .unwrap();
        assert_eq!(s.base_url, "http://127.0.0.1:11434/v1");
        let s = LlmSpec::parse_with("anthropic:claude-sonnet-4", &env).unwrap();
        assert_eq!(s.protocol, Protocol::Anthropic);
        let shown = format!("{s:?}");
        assert!(
            !shown.contains("secret") && shown.contains("<set>"),
            "{shown}"
        );
        for bad in [
            "gpt-4o",
            "openai:",
            "mystery:x",
            "openai-compatible:m",
            "openai-compatible:m@ftp://x",
        ] {
            assert!(LlmSpec::parse_with(bad, &env).is_err(), "{bad}");
        }
    }
}
