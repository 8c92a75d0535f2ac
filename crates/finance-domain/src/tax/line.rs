//! One labelled amount in a tax breakdown.

use std::borrow::Cow;

use rust_decimal::Decimal;
use serde::Serialize;

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TaxLine {
    pub label: Cow<'static, str>,
    pub amount: Decimal,
}

impl TaxLine {
    pub fn new(label: impl Into<Cow<'static, str>>, amount: Decimal) -> Self {
        TaxLine {
            label: label.into(),
            amount,
        }
    }
}
