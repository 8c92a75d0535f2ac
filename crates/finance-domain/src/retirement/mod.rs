//! Retirement: the spec's projection and outlook (section 9), and the plan beside it: a year-by-year
//! plan in today's dollars with the Age Pension or Social Security, drawdown and the odds it holds.
//! The model, its parameters and their sources are in docs/retirement.md.

pub mod age_pension;
pub mod monte_carlo;
pub mod plan;
pub mod projection;
pub mod social_security;

pub use projection::*;

/// Money in a JSON request as a number (`85000`, `85000.5`) or a numeric string (`"85000.50"`):
/// the number's shortest decimal spelling is what the sender wrote.
pub(crate) fn decimal_number_or_text<'de, D>(d: D) -> Result<rust_decimal::Decimal, D::Error>
where
    D: serde::Deserializer<'de>,
{
    use serde::Deserialize;
    use serde::de::Error;
    let text = match serde_json::Value::deserialize(d)? {
        serde_json::Value::Number(n) => n.to_string(),
        serde_json::Value::String(s) => s.trim().to_string(),
        _ => return Err(D::Error::custom("expected a number")),
    };
    text.parse()
        .map_err(|_| D::Error::custom(format!("expected a number, got {text}")))
}
