//! Which model to call: `--llm openai:MODEL`, `anthropic:MODEL`,
//! `openai-compatible:MODEL@BASE_URL` or a named preset (`deepseek:MODEL`,
//! `hunyuan:MODEL`, `ollama:MODEL`), with keys from the environment and
//! optional capabilities after `;` (`;tools=off;format=json_object;system=off`).
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

/// How a server takes a request for structured output.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ResponseFormat {
    /// `response_format: {type: json_schema}` (OpenAI, vLLM, recent Ollama).
    JsonSchema,
    /// `response_format: {type: json_object}`, the schema in the prompt
    /// (DeepSeek, many compatible servers).
    JsonObject,
    /// No switch at all: the schema is asked for in the prompt only.
    Prompt,
}

impl ResponseFormat {
    /// The next weaker way, for a server that refused this one.
    pub fn weaker(self) -> Option<ResponseFormat> {
        match self {
            ResponseFormat::JsonSchema => Some(ResponseFormat::JsonObject),
            ResponseFormat::JsonObject => Some(ResponseFormat::Prompt),
            ResponseFormat::Prompt => None,
        }
    }
}

/// What a model's server accepts. Configured per model (presets, `;`
/// options), and narrowed at run time when the server refuses a parameter.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Capabilities {
    /// Tool (function) calling.
    pub tools: bool,
    pub format: ResponseFormat,
    /// A system message; without it the system prompt leads the first
    /// user message.
    pub system: bool,
}

impl Default for Capabilities {
    fn default() -> Self {
        Capabilities {
            tools: true,
            format: ResponseFormat::JsonSchema,
            system: true,
        }
    }
}

/// A configured model.
#[derive(Clone, PartialEq, Eq)]
pub struct LlmSpec {
    pub protocol: Protocol,
    pub model: String,
    /// Base URL without the endpoint path, e.g. `https://api.openai.com/v1`.
    pub base_url: String,
    api_key: Option<String>,
    /// What the server accepts, as configured.
    pub capabilities: Capabilities,
}

/// A named provider that speaks the OpenAI protocol at a known address.
struct Preset {
    name: &'static str,
    base_url: &'static str,
    /// Variable that overrides the base URL.
    url_var: &'static str,
    key_var: Option<&'static str>,
    capabilities: Capabilities,
}

const PRESETS: &[Preset] = &[
    Preset {
        name: "deepseek",
        base_url: "https://api.deepseek.com/v1",
        url_var: "DEEPSEEK_BASE_URL",
        key_var: Some("DEEPSEEK_API_KEY"),
        capabilities: Capabilities {
            tools: true,
            format: ResponseFormat::JsonObject,
            system: true,
        },
    },
    Preset {
        name: "hunyuan",
        base_url: "https://api.hunyuan.cloud.tencent.com/v1",
        url_var: "HUNYUAN_BASE_URL",
        key_var: Some("HUNYUAN_API_KEY"),
        capabilities: Capabilities {
            tools: true,
            format: ResponseFormat::JsonObject,
            system: true,
        },
    },
    Preset {
        name: "ollama",
        base_url: "http://127.0.0.1:11434/v1",
        url_var: "OLLAMA_BASE_URL",
        key_var: None,
        capabilities: Capabilities {
            tools: true,
            format: ResponseFormat::JsonSchema,
            system: true,
        },
    },
];

impl fmt::Debug for LlmSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("LlmSpec")
            .field("protocol", &self.protocol)
            .field("model", &self.model)
            .field("base_url", &self.base_url)
            .field("api_key", &self.api_key.as_ref().map(|_| "<set>"))
            .field("capabilities", &self.capabilities)
            .finish()
    }
}

impl LlmSpec {
    /// Parses a spec, reading keys (and base URLs) through `env`.
    pub fn parse_with(
        spec: &str,
        env: &dyn Fn(&str) -> Option<String>,
    ) -> Result<LlmSpec, LlmError> {
        let mut parts = spec.split(';');
        let head = parts.next().unwrap_or_default();
        let mut out = Self::parse_head(spec, head, env)?;
        for option in parts.filter(|o| !o.trim().is_empty()) {
            out.capabilities = apply_option(spec, out.capabilities, option)?;
        }
        Ok(out)
    }

    fn parse_head(
        spec: &str,
        head: &str,
        env: &dyn Fn(&str) -> Option<String>,
    ) -> Result<LlmSpec, LlmError> {
        let presets: Vec<&str> = PRESETS.iter().map(|p| p.name).collect();
        let (kind, rest) = head.split_once(':').ok_or_else(|| {
            LlmError::Config(format!(
                "--llm {spec:?}: expected openai:MODEL, anthropic:MODEL, openai-compatible:MODEL@BASE_URL or {}:MODEL",
                presets.join(":MODEL, ")
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
        let spec_of = |protocol, model, base_url: String, api_key| LlmSpec {
            protocol,
            model,
            base_url: base_url.trim_end_matches('/').to_string(),
            api_key,
            capabilities: Capabilities::default(),
        };
        if let Some(p) = PRESETS.iter().find(|p| p.name == kind) {
            let mut out = spec_of(
                Protocol::OpenAi,
                nonempty(rest, "model")?,
                env(p.url_var).unwrap_or_else(|| p.base_url.into()),
                p.key_var.and_then(env),
            );
            out.capabilities = p.capabilities;
            return Ok(out);
        }
        match kind {
            "openai" => Ok(spec_of(
                Protocol::OpenAi,
                nonempty(rest, "model")?,
                env("OPENAI_BASE_URL").unwrap_or_else(|| "https://api.openai.com/v1".into()),
                env("OPENAI_API_KEY"),
            )),
            "openai-compatible" => {
                let (model, url) = rest.split_once('@').ok_or_else(|| {
                    LlmError::Config(format!("--llm {spec:?}: expected openai-compatible:MODEL@BASE_URL"))
                })?;
                let url = nonempty(url, "base URL")?;
                if !(url.starts_with("http://") || url.starts_with("https://")) {
                    return Err(LlmError::Config(format!("--llm {spec:?}: the base URL must start with http:// or https://")));
                }
                Ok(spec_of(
                    Protocol::OpenAi,
                    nonempty(model, "model")?,
                    url,
                    env("OPENAI_API_KEY"),
                ))
            }
            "anthropic" => Ok(spec_of(
                Protocol::Anthropic,
                nonempty(rest, "model")?,
                env("ANTHROPIC_BASE_URL").unwrap_or_else(|| "https://api.anthropic.com".into()),
                env("ANTHROPIC_API_KEY"),
            )),
            other => Err(LlmError::Config(format!(
                "--llm {spec:?}: unknown provider {other:?} (openai, anthropic, openai-compatible, {})",
                presets.join(", ")
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
            capabilities: Capabilities::default(),
        }
    }

    /// The same spec with other capabilities.
    pub fn with_capabilities(mut self, capabilities: Capabilities) -> LlmSpec {
        self.capabilities = capabilities;
        self
    }

    pub(crate) fn api_key(&self) -> Option<&str> {
        self.api_key.as_deref()
    }
}

/// One `;key=value` option of a spec.
fn apply_option(
    spec: &str,
    mut caps: Capabilities,
    option: &str,
) -> Result<Capabilities, LlmError> {
    let bad = |why: String| LlmError::Config(format!("--llm {spec:?}: {why}"));
    let (key, value) = option
        .split_once('=')
        .ok_or_else(|| bad(format!("option {option:?} is not key=value")))?;
    let flag = |v: &str| match v.trim() {
        "on" | "true" | "yes" => Ok(true),
        "off" | "false" | "no" => Ok(false),
        v => Err(bad(format!("{key}={v}: expected on or off"))),
    };
    match key.trim() {
        "tools" => caps.tools = flag(value)?,
        "system" => caps.system = flag(value)?,
        "format" => {
            caps.format = match value.trim() {
                "json_schema" => ResponseFormat::JsonSchema,
                "json_object" => ResponseFormat::JsonObject,
                "none" | "prompt" => ResponseFormat::Prompt,
                v => {
                    return Err(bad(format!(
                        "format={v}: expected json_schema, json_object or none"
                    )))
                }
            }
        }
        k => return Err(bad(format!("unknown option {k:?} (tools, format, system)"))),
    }
    Ok(caps)
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
        let s = LlmSpec::parse_with("deepseek:deepseek-chat", &|k| {
            (k == "DEEPSEEK_API_KEY").then(|| "ds-secret".to_string())
        })
        .unwrap();
        assert_eq!(s.base_url, "https://api.deepseek.com/v1");
        assert_eq!(s.api_key(), Some("ds-secret"));
        assert_eq!(s.capabilities.format, ResponseFormat::JsonObject);
        let s = LlmSpec::parse_with("hunyuan:hunyuan-turbos-latest", &env).unwrap();
        assert_eq!(s.base_url, "https://api.hunyuan.cloud.tencent.com/v1");
        let s = LlmSpec::parse_with(
            "openai-compatible:qwen@http://h:8000/v1;tools=off;format=none;system=off",
            &env,
        )
        .unwrap();
        assert_eq!(
            (s.base_url.as_str(), s.capabilities),
            (
                "http://h:8000/v1",
                Capabilities {
                    tools: false,
                    format: ResponseFormat::Prompt,
                    system: false
                }
            )
        );
        for bad in [
            "ollama:m;tools",
            "ollama:m;tools=maybe",
            "ollama:m;colour=red",
            "ollama:m;format=xml",
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
