//! `penny pension --batch` and `penny social-security --batch`: JSON lines on stdin, one JSON result
//! per line on stdout in order, `{"error": …}` for a line that cannot be answered, through the same
//! batch runner as `penny tax` (`finance_batch::run`).
//!
//! Money is written as JSON numbers from the decimal's own text (the domain's serde form uses
//! strings, as the HTTP API does); a test holds each line to the same keys and values.

use std::io;
use std::process::ExitCode;

use chrono::{Datelike, NaiveDate};
use finance_domain::retirement::age_pension::{self, AgePensionResult, Binding};
use finance_domain::retirement::social_security::{
    self, SocialSecurityRequest, SocialSecurityResult,
};

#[derive(clap::Args, Debug)]
pub struct BatchArgs {
    /// Read JSON lines from stdin and write one JSON result per line to stdout
    #[arg(long)]
    batch: bool,
    /// Answer as if today were this date (YYYY-MM-DD): the year of Social Security's bend points
    #[arg(long, hide = true)]
    today: Option<NaiveDate>,
}

fn quoted(s: &str) -> String {
    serde_json::Value::from(s).to_string()
}

fn reasons(list: &[std::borrow::Cow<'static, str>]) -> String {
    let items: Vec<String> = list.iter().map(|r| quoted(r)).collect();
    format!("[{}]", items.join(","))
}

fn pension_json(r: &AgePensionResult) -> String {
    let binding = match r.binding {
        Binding::Income => "income",
        Binding::Assets => "assets",
        Binding::None => "none",
    };
    format!(
        r#"{{"fortnightly":{},"annual":{},"incomeTestFortnightly":{},"assetsTestFortnightly":{},"deemedIncomeFortnightly":{},"binding":"{binding}","ratesAsAt":"{}","thresholdsAsAt":"{}","provisional":{},"provisionalReasons":{}}}"#,
        r.fortnightly,
        r.annual,
        r.income_test_fortnightly,
        r.assets_test_fortnightly,
        r.deemed_income_fortnightly,
        r.rates_as_at,
        r.thresholds_as_at,
        r.provisional,
        reasons(&r.provisional_reasons)
    )
}

fn social_security_json(r: &SocialSecurityResult) -> String {
    format!(
        r#"{{"aime":{},"pia":{},"monthlyBenefit":{},"annualBenefit":{},"fullRetirementAge":{{"years":{},"months":{}}},"claimAgeMonths":{},"provisional":{},"provisionalReasons":{}}}"#,
        r.aime,
        r.pia,
        r.monthly_benefit,
        r.annual_benefit,
        r.full_retirement_age.years,
        r.full_retirement_age.months,
        r.claim_age_months,
        r.provisional,
        reasons(&r.provisional_reasons)
    )
}

/// Parses one line, answers it with `answer`, and writes the JSON result or `{"error": …}`.
fn answer_line<T: serde::de::DeserializeOwned, R>(
    line: &[u8],
    out: &mut Vec<u8>,
    answer: impl Fn(&T) -> Result<R, finance_domain::DomainError>,
    json: impl Fn(&R) -> String,
) {
    match serde_json::from_slice::<T>(line) {
        // A well-formed line with a wrong or unknown field is not "invalid JSON".
        Err(e) if e.is_data() => finance_batch::write_error(out, &e.to_string()),
        Err(e) => finance_batch::write_error(out, &format!("invalid JSON: {e}")),
        Ok(req) => match answer(&req) {
            Ok(r) => out.extend_from_slice(json(&r).as_bytes()),
            Err(e) => finance_batch::write_error(out, &e.to_string()),
        },
    }
}

/// One `penny pension` line.
pub fn pension_line(line: &[u8], out: &mut Vec<u8>) {
    answer_line(line, out, age_pension::estimate, pension_json);
}

/// One `penny social-security` line, with the bend points of `year`.
pub fn social_security_line(line: &[u8], out: &mut Vec<u8>, year: i32) {
    answer_line(
        line,
        out,
        |req: &SocialSecurityRequest| social_security::estimate(req, year),
        social_security_json,
    );
}

fn finish(result: io::Result<()>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}

fn require_batch(args: &BatchArgs, name: &str) -> Option<ExitCode> {
    (!args.batch).then(|| {
        eprintln!("error: penny {name} reads JSON lines: use --batch");
        ExitCode::from(2)
    })
}

pub fn run_pension(args: BatchArgs) -> ExitCode {
    if let Some(code) = require_batch(&args, "pension") {
        return code;
    }
    finish(finance_batch::run(
        io::stdin(),
        io::stdout().lock(),
        0,
        pension_line,
    ))
}

pub fn run_social_security(args: BatchArgs) -> ExitCode {
    if let Some(code) = require_batch(&args, "social-security") {
        return code;
    }
    let year = args
        .today
        .unwrap_or_else(|| chrono::Local::now().date_naive())
        .year();
    finish(finance_batch::run(
        io::stdin(),
        io::stdout().lock(),
        0,
        |line: &[u8], out: &mut Vec<u8>| social_security_line(line, out, year),
    ))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use finance_domain::retirement::age_pension::AgePensionRequest;
    use rust_decimal::Decimal;
    use serde_json::Value;

    fn parse(line: &str) -> Value {
        serde_json::from_str(line).unwrap()
    }

    /// The hand-written line has the serde form's keys, with money as numbers of the same value.
    fn same_as_serde(line: &Value, serde: Value) {
        let (Value::Object(ours), Value::Object(theirs)) = (line, serde) else {
            panic!("not objects");
        };
        assert_eq!(
            ours.keys().collect::<Vec<_>>(),
            theirs.keys().collect::<Vec<_>>()
        );
        for (k, v) in theirs {
            match (&ours[&k], &v) {
                (Value::Number(n), Value::String(s)) => {
                    let a: Decimal = n.to_string().parse().unwrap();
                    let b: Decimal = s.parse().unwrap();
                    assert_eq!(a, b, "{k}");
                }
                (a, b) => assert_eq!(a, b, "{k}"),
            }
        }
    }

    #[test]
    fn pension_lines_answer_in_order_with_errors_for_bad_lines() {
        let input = concat!(
            r#"{"date":"2025-10-01","relationship":"single","homeowner":true,"assets":450000,"financialAssets":300000,"otherIncomeFortnightly":0}"#,
            "\n",
            "not json\n",
            "\n",
            r#"{"date":"2025-10-01","relationship":"couple","homeowner":false,"assets":10,"financialAssets":20}"#,
            "\n",
            r#"{"date":"2026-11-24","relationship":"couple","homeowner":true,"assets":0,"financialAssets":0}"#,
            "\n",
        );
        let mut out = Vec::new();
        finance_batch::run(input.as_bytes(), &mut out, 1, pension_line).unwrap();
        let out: Vec<Value> = String::from_utf8(out).unwrap().lines().map(parse).collect();
        assert_eq!(out.len(), 5);
        assert_eq!(out[0]["fortnightly"], serde_json::json!(793.20));
        assert_eq!(out[0]["binding"], "assets");
        assert_eq!(out[0]["ratesAsAt"], "2025-09-20");
        assert!(out[1]["error"].is_string());
        assert_eq!(out[2]["error"], "empty line");
        assert!(
            out[3]["error"]
                .as_str()
                .unwrap()
                .starts_with("financialAssets:")
        );
        assert_eq!(out[4]["fortnightly"], serde_json::json!(1810.40));
        assert_eq!(out[4]["provisional"], true);

        let req: AgePensionRequest = serde_json::from_str(input.lines().next().unwrap()).unwrap();
        let r = age_pension::estimate(&req).unwrap();
        same_as_serde(&out[0], serde_json::to_value(&r).unwrap());
    }

    #[test]
    fn social_security_lines() {
        let input = concat!(
            r#"{"birthYear":1980,"annualEarnings":85000,"claimAge":67}"#,
            "\n",
            r#"{"birthYear":1980,"annualEarnings":85000,"claimAge":75}"#,
            "\n",
            r#"{"birthYear":1980,"annualEarnings":85000,"extra":1}"#,
            "\n",
        );
        let mut out = Vec::new();
        finance_batch::run(
            input.as_bytes(),
            &mut out,
            1,
            |l: &[u8], o: &mut Vec<u8>| social_security_line(l, o, 2026),
        )
        .unwrap();
        let out: Vec<Value> = String::from_utf8(out).unwrap().lines().map(parse).collect();
        assert_eq!(out[0]["aime"], 7083);
        assert_eq!(out[0]["pia"], serde_json::json!(3012.40));
        assert_eq!(out[0]["monthlyBenefit"], 3012);
        assert_eq!(out[0]["annualBenefit"], 36144);
        assert_eq!(out[0]["fullRetirementAge"]["years"], 67);
        assert!(out[1]["error"].as_str().unwrap().starts_with("claimAge:"));
        assert!(out[2]["error"].as_str().unwrap().contains("unknown field"));

        let req: SocialSecurityRequest =
            serde_json::from_str(input.lines().next().unwrap()).unwrap();
        let r = social_security::estimate(&req, 2026).unwrap();
        same_as_serde(&out[0], serde_json::to_value(&r).unwrap());
    }
}
