//! `penny tax --batch`: one tax calculation per JSON line.

use finance_domain::DomainError;
use finance_domain::clock::Today;
use finance_domain::tax::{TaxInput, TaxResult, calculate_valid};

use crate::json::write_result;
use crate::runner::write_error;

/// One calculation from raw inputs (a batch line's or `penny tax`'s flags). The default tax year is
/// the one in force on the person's own date (their country and state's time zone). `to_request`
/// checks the fields and returns the proof, so the engine does not check them a second time.
pub fn tax(input: &TaxInput, today: Today) -> Result<TaxResult, DomainError> {
    let valid = input.to_request()?;
    let r = valid.request();
    calculate_valid(&valid, today.date_for(r.country, r.state))
}

/// Answers one line: the result, or `{"error": …}` naming the field or the JSON fault.
pub fn answer(line: &[u8], out: &mut Vec<u8>, today: Today) {
    match serde_json::from_slice::<TaxInput>(line) {
        // A well-formed line with a wrong or unknown field is not "invalid JSON".
        Err(e) if e.is_data() => write_error(out, &e.to_string()),
        Err(e) => write_error(out, &format!("invalid JSON: {e}")),
        Ok(input) => match tax(&input, today) {
            Ok(r) => write_result(out, &r),
            Err(e) => write_error(out, &e.to_string()),
        },
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use crate::runner::answers;
    use chrono::NaiveDate;
    use finance_domain::tax::{TaxRequest, calculate};
    use rust_decimal::Decimal;
    use rust_decimal_macros::dec;
    use serde_json::Value;

    fn today() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, 21).unwrap()
    }

    fn run_batch(input: &str, threads: usize, chunk: usize) -> Vec<Value> {
        answers(input, threads, chunk, |l, o| {
            answer(l, o, Today::Fixed(today()))
        })
    }

    /// The batch JSON has exactly the keys and values of `TaxResult`'s serde form, with the money
    /// as numbers instead of strings.
    #[test]
    fn batch_json_matches_serde() {
        let us = TaxRequest {
            country: finance_domain::Country::Us,
            income: dec!(85000),
            state: Some(finance_domain::Region::UsCa),
            dependents: 2,
            age: Some(66),
            pre_tax_retirement: Some(dec!(6000)),
            ..TaxRequest::default()
        };
        let au = TaxRequest {
            country: finance_domain::Country::Australia,
            income: dec!(95000),
            state: Some(finance_domain::Region::AuWa),
            help_debt: Some(dec!(30000)),
            salary_sacrifice: Some(dec!(5000.5)),
            ..TaxRequest::default()
        };
        for req in [us, au] {
            let r = calculate(&req, today()).unwrap();
            let mut out = Vec::new();
            write_result(&mut out, &r);
            let mine: Value = serde_json::from_slice(&out).unwrap();
            let theirs = serde_json::to_value(&r).unwrap();
            assert_eq!(normalise(mine), normalise(theirs));
        }
    }

    fn normalise(v: Value) -> Value {
        match v {
            Value::Number(n) => Value::String(
                n.to_string()
                    .parse::<Decimal>()
                    .unwrap()
                    .normalize()
                    .to_string(),
            ),
            Value::String(s) => match s.parse::<Decimal>() {
                Ok(d) => Value::String(d.normalize().to_string()),
                Err(_) => Value::String(s),
            },
            Value::Array(a) => Value::Array(a.into_iter().map(normalise).collect()),
            Value::Object(o) => {
                Value::Object(o.into_iter().map(|(k, v)| (k, normalise(v))).collect())
            }
            other => other,
        }
    }

    #[test]
    fn batch_answers_every_line_in_order_and_survives_bad_lines() {
        let input = [
            r#"{"country":"us","state":"CA","filingStatus":"married_filing_jointly","taxYear":"2026","income":"85000"}"#,
            r#"{"country":"australia","taxYear":"2025-26","income":"85000","privateHospitalCover":false}"#,
            "not json",
            "",
            r#"{"country":"us","income":"-1"}"#,
            r#"{"country":"us","taxYear":"2026","filingStatus":"single","income":85000}"#,
            r#"{"country":"australia","taxYear":"2025-26","income":95000,"helpDebt":30000}"#,
            r#"{"country":"us","taxYear":"2026","income":95000,"helpDebt":30000}"#,
            r#"{"country":"us","taxYear":"2026","income":95000,"hecsDebt":30000}"#,
            r#"{"country":"us","taxYear":"2026","filingStatus":"single","income":85000,"preTaxRetirement":5100,"age":40}"#,
        ]
        .join("\n");
        for (threads, chunk) in [(1, crate::runner::CHUNK), (3, 64)] {
            let out = run_batch(&input, threads, chunk);
            assert_eq!(out.len(), 10);
            assert_eq!(out[0]["filingStatus"], "married_filing_jointly");
            assert_eq!(out[0]["state"], "US-CA");
            assert!(out[0]["federalTax"].is_number());
            assert!(out[0].get("helpRepayment").is_none());
            assert_eq!(out[1]["taxYear"], "2025-26");
            assert_eq!(out[1]["federalTax"].as_f64(), Some(16288.0));
            assert_eq!(out[1]["helpRepayment"].as_f64(), Some(0.0));
            assert!(
                out[2]["error"]
                    .as_str()
                    .unwrap()
                    .starts_with("invalid JSON")
            );
            assert_eq!(out[3]["error"], "empty line");
            assert!(out[4]["error"].as_str().unwrap().starts_with("income:"));
            assert_eq!(out[5]["federalTax"].as_f64(), Some(9870.0));
            assert_eq!(out[5]["takeHome"].as_f64(), Some(68627.5));
            assert_eq!(out[6]["helpRepayment"].as_f64(), Some(4200.0));
            assert_eq!(
                out[7]["error"].as_str().unwrap(),
                "helpDebt: applies to Australia only"
            );
            assert!(
                out[8]["error"]
                    .as_str()
                    .unwrap()
                    .contains("unknown field `hecsDebt`")
            );
            assert_eq!(out[9]["takeHome"].as_f64(), Some(64649.5));
            assert_eq!(
                out[9]["takeHomePerPeriod"]["monthly"].as_f64(),
                Some(5387.46)
            );
        }
    }
}
