//! A borrowed view of a `TaxResult` for batch output: the same keys as its serde form, with money
//! and rates as JSON numbers instead of strings (a batch feeds programs, not the browser).

use std::borrow::Cow;

use finance_domain::tax::result::PayPeriods;
use finance_domain::tax::{FilingStatus, TaxLine, TaxResult};
use finance_domain::{Country, Region};
use rust_decimal::Decimal;
use serde::{Serialize, Serializer};

/// A decimal written as a JSON number. Money (to 1e12 with cents) and rates have mantissas below
/// 2^53, so `mantissa / 10^scale` in f64 is the nearest double to the exact value and its shortest
/// form prints the same digits back.
#[derive(Debug, Clone, Copy)]
pub struct Num(pub Decimal);

const POW10: [f64; 23] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
];
const EXACT: u128 = 1 << 53;

impl Serialize for Num {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let m = self.0.mantissa();
        let scale = self.0.scale() as usize;
        match (i64::try_from(m), POW10.get(scale)) {
            (Ok(m), Some(p)) if m.unsigned_abs() as u128 <= EXACT => {
                let unit = 10i64.pow(scale as u32);
                if m % unit == 0 {
                    s.serialize_i64(m / unit)
                } else {
                    s.serialize_f64(m as f64 / p)
                }
            }
            // Beyond the engine's bounds; the nearest double is the best a JSON number can do.
            _ => {
                s.serialize_f64(rust_decimal::prelude::ToPrimitive::to_f64(&self.0).unwrap_or(0.0))
            }
        }
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Line<'a> {
    label: &'a str,
    amount: Num,
}

struct Lines<'a>(&'a [TaxLine]);

impl Serialize for Lines<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.0.iter().map(|l| Line {
            label: &l.label,
            amount: Num(l.amount),
        }))
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Periods {
    weekly: Num,
    fortnightly: Num,
    monthly: Num,
}

impl From<PayPeriods> for Periods {
    fn from(p: PayPeriods) -> Self {
        Periods {
            weekly: Num(p.weekly),
            fortnightly: Num(p.fortnightly),
            monthly: Num(p.monthly),
        }
    }
}

/// `TaxResult` with numbers; field for field its serde form.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ResultView<'a> {
    country: Country,
    tax_year: &'a str,
    income: Num,
    filing_status: Option<FilingStatus>,
    state: Option<Region>,
    federal_tax: Num,
    state_tax: Num,
    fica_tax: Num,
    take_home: Num,
    take_home_per_period: Periods,
    pre_tax_contributions: Num,
    #[serde(skip_serializing_if = "Option::is_none")]
    help_repayment: Option<Num>,
    breakdown: Lines<'a>,
    refundable_credits: Lines<'a>,
    marginal_rate: Num,
    average_rate: Num,
    provisional: bool,
    provisional_reasons: &'a [Cow<'static, str>],
    assumptions: &'a [Cow<'static, str>],
    not_modelled: &'a [Cow<'static, str>],
}

impl<'a> From<&'a TaxResult> for ResultView<'a> {
    fn from(r: &'a TaxResult) -> Self {
        ResultView {
            country: r.country,
            tax_year: &r.tax_year,
            income: Num(r.income),
            filing_status: r.filing_status,
            state: r.state,
            federal_tax: Num(r.federal_tax),
            state_tax: Num(r.state_tax),
            fica_tax: Num(r.fica_tax),
            take_home: Num(r.take_home),
            take_home_per_period: r.take_home_per_period.into(),
            pre_tax_contributions: Num(r.pre_tax_contributions),
            help_repayment: r.help_repayment.map(Num),
            breakdown: Lines(&r.breakdown),
            refundable_credits: Lines(&r.refundable_credits),
            marginal_rate: Num(r.marginal_rate),
            average_rate: Num(r.average_rate),
            provisional: r.provisional,
            provisional_reasons: &r.provisional_reasons,
            assumptions: &r.assumptions,
            not_modelled: &r.not_modelled,
        }
    }
}

/// Appends `r` as one compact JSON object.
pub fn write_result(out: &mut Vec<u8>, r: &TaxResult) {
    // Writing to a Vec cannot fail and every field serializes.
    let _ = serde_json::to_writer(out, &ResultView::from(r));
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use rust_decimal_macros::dec;

    #[test]
    fn decimals_are_json_numbers_with_their_digits() {
        let cases = [
            (dec!(0), "0"),
            (dec!(0.00), "0"),
            (dec!(85000.00), "85000"),
            (dec!(68627.5), "68627.5"),
            (dec!(-1650.55), "-1650.55"),
            (dec!(0.0765), "0.0765"),
            (dec!(-0.05), "-0.05"),
            (dec!(999999999999.99), "999999999999.99"),
            (dec!(0.1), "0.1"),
        ];
        for (d, s) in cases {
            assert_eq!(serde_json::to_string(&Num(d)).unwrap(), s);
        }
    }
}
