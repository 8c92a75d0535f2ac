use thiserror::Error;

/// Everything an advisor can fail with. `Provider` carries the upstream cause for the logs only;
/// the API shows a generic message for it.
#[derive(Debug, Error)]
pub enum LlmError {
    #[error("the advisor took too long to answer")]
    Timeout,
    #[error("the advisor provider failed: {0}")]
    Provider(String),
    #[error("advisor configuration is invalid: {0}")]
    Config(String),
    #[error("the advisor used more than {0} tool rounds without answering")]
    TooManyToolRounds(usize),
}
