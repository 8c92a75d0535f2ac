//! How a goal's inputs are read from JSON (the API's bodies, and later the model's tool arguments):
//! amounts as numbers or numeric strings, dates as `YYYY-MM-DD`, `null` or an empty string as none.
//! Bounds are checked afterwards by `validate`, whose errors name the field.

use std::str::FromStr;

use chrono::NaiveDate;
use rust_decimal::Decimal;
use serde::de::Error;
use serde::{Deserialize, Deserializer};
use serde_json::Value;

fn decimal_from(v: Value) -> Result<Option<Decimal>, String> {
    let text = match v {
        Value::Null => return Ok(None),
        Value::Number(n) => n.to_string(),
        Value::String(s) if s.trim().is_empty() => return Ok(None),
        Value::String(s) => s.trim().to_string(),
        _ => return Err("must be a number or a numeric string".into()),
    };
    let ok_chars = text
        .chars()
        .all(|c| c.is_ascii_digit() || matches!(c, '.' | '-' | '+' | 'e' | 'E'));
    ok_chars
        .then(|| Decimal::from_str(&text).or_else(|_| Decimal::from_scientific(&text)))
        .and_then(Result::ok)
        .map(Some)
        .ok_or_else(|| format!("must be a number, got {text}"))
}

fn date_from(v: Value) -> Result<Option<NaiveDate>, String> {
    match v {
        Value::Null => Ok(None),
        Value::String(s) if s.trim().is_empty() => Ok(None),
        Value::String(s) => NaiveDate::parse_from_str(s.trim(), "%Y-%m-%d")
            .map(Some)
            .map_err(|_| format!("must be a date such as 2029-12-31, got {s}")),
        _ => Err("must be a date such as 2029-12-31".into()),
    }
}

/// An amount: a number or a numeric string; `null` or `""` is none.
pub(crate) fn amount<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Decimal>, D::Error> {
    decimal_from(Value::deserialize(d)?).map_err(D::Error::custom)
}

/// A date `YYYY-MM-DD`; `null` or `""` is none.
pub(crate) fn date<'de, D: Deserializer<'de>>(d: D) -> Result<Option<NaiveDate>, D::Error> {
    date_from(Value::deserialize(d)?).map_err(D::Error::custom)
}

/// In a patch: absent is `None` (untouched), present is `Some` (`Some(None)` for `null` or `""`).
pub(crate) fn patch_amount<'de, D: Deserializer<'de>>(
    d: D,
) -> Result<Option<Option<Decimal>>, D::Error> {
    amount(d).map(Some)
}

pub(crate) fn patch_date<'de, D: Deserializer<'de>>(
    d: D,
) -> Result<Option<Option<NaiveDate>>, D::Error> {
    date(d).map(Some)
}

/// A patch's text: `null` is kept apart from absent so that it can be refused by name.
pub(crate) fn patch_text<'de, D: Deserializer<'de>>(
    d: D,
) -> Result<Option<Option<String>>, D::Error> {
    Option::<String>::deserialize(d).map(Some)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rust_decimal_macros::dec;
    use serde_json::json;

    #[test]
    fn amounts_are_numbers_or_numeric_strings() {
        assert_eq!(decimal_from(json!(40000)), Ok(Some(dec!(40000))));
        assert_eq!(decimal_from(json!(40000.5)), Ok(Some(dec!(40000.5))));
        assert_eq!(decimal_from(json!(" 18000.25 ")), Ok(Some(dec!(18000.25))));
        assert_eq!(decimal_from(json!(1e5)), Ok(Some(dec!(100000))));
        assert_eq!(decimal_from(json!(null)), Ok(None));
        assert_eq!(decimal_from(json!("")), Ok(None));
        assert!(decimal_from(json!("$40,000")).is_err());
        assert!(decimal_from(json!(true)).is_err());
        assert!(decimal_from(json!([1])).is_err());
    }

    #[test]
    fn dates_are_iso_calendar_dates() {
        assert_eq!(
            date_from(json!("2029-12-31")),
            Ok(NaiveDate::from_ymd_opt(2029, 12, 31))
        );
        assert!(date_from(json!("31/12/2029")).is_err());
        assert!(date_from(json!("2029-02-30")).is_err());
        assert!(date_from(json!(2029)).is_err());
        assert_eq!(date_from(json!(null)), Ok(None));
    }
}
