use std::time::Duration;

/// How the advisor is chosen and limited. No `api_key` means the built-in advisor.
#[derive(Debug, Clone)]
pub struct LlmConfig {
    pub api_key: Option<String>,
    /// An OpenAI-compatible base URL such as `http://localhost:11434/v1`; `None` is OpenAI's.
    pub base_url: Option<String>,
    pub model: Option<String>,
    /// The limit for one whole reply, tool rounds included.
    pub timeout: Duration,
    pub max_tool_rounds: usize,
    /// Example messages in the chat completions format (user, assistant with `tool_calls`, tool),
    /// sent after the system prompt and before the conversation. Empty for real use: a capable
    /// model needs none. The local-model test (`scripts/test-local-model.sh`) sets a few so that a
    /// 135M-parameter model reliably answers with a tool call.
    pub few_shot: Vec<serde_json::Value>,
}

pub const DEFAULT_MODEL: &str = "gpt-4o-mini";
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(30);
pub const DEFAULT_MAX_TOOL_ROUNDS: usize = 4;

impl Default for LlmConfig {
    fn default() -> Self {
        LlmConfig {
            api_key: None,
            base_url: None,
            model: None,
            timeout: DEFAULT_TIMEOUT,
            max_tool_rounds: DEFAULT_MAX_TOOL_ROUNDS,
            few_shot: Vec::new(),
        }
    }
}
