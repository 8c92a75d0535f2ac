//! `penny pension --batch`: one Age Pension estimate per JSON line (`AgePensionRequest`'s fields),
//! answered as [`PensionView`].

use std::borrow::Cow;

use chrono::NaiveDate;
use finance_domain::retirement::age_pension::{self, AgePensionRequest, AgePensionResult, Binding};
use serde::Serialize;

use crate::json::Num;

/// `AgePensionResult` with money as JSON numbers (a batch feeds programs); its serde form's keys.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PensionView<'a> {
    fortnightly: Num,
    annual: Num,
    income_test_fortnightly: Num,
    assets_test_fortnightly: Num,
    deemed_income_fortnightly: Num,
    binding: Binding,
    rates_as_at: NaiveDate,
    thresholds_as_at: NaiveDate,
    provisional: bool,
    provisional_reasons: &'a [Cow<'static, str>],
}

impl<'a> From<&'a AgePensionResult> for PensionView<'a> {
    fn from(r: &'a AgePensionResult) -> Self {
        PensionView {
            fortnightly: Num(r.fortnightly),
            annual: Num(r.annual),
            income_test_fortnightly: Num(r.income_test_fortnightly),
            assets_test_fortnightly: Num(r.assets_test_fortnightly),
            deemed_income_fortnightly: Num(r.deemed_income_fortnightly),
            binding: r.binding,
            rates_as_at: r.rates_as_at,
            thresholds_as_at: r.thresholds_as_at,
            provisional: r.provisional,
            provisional_reasons: &r.provisional_reasons,
        }
    }
}

/// Answers one line: the estimate, or `{"error": …}` naming the field or the JSON fault.
pub fn answer(line: &[u8], out: &mut Vec<u8>) {
    crate::line::answer(
        line,
        out,
        |req: &AgePensionRequest| age_pension::estimate(req),
        |r, out| crate::line::write_json(out, &PensionView::from(r)),
    );
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use crate::runner::answers;
    use serde_json::Value;

    fn run_batch(input: &str) -> Vec<Value> {
        answers(input, 2, 64, answer)
    }

    /// The view is the domain's serde form with money as numbers: same keys, same values.
    #[test]
    fn lines_answer_in_order_as_the_domain_does() {
        let good = [
            r#"{"date":"2025-10-01","relationship":"single","homeowner":true,"assets":450000,"financialAssets":300000,"otherIncomeFortnightly":0}"#,
            r#"{"date":"2026-11-24","relationship":"couple","homeowner":true,"assets":0,"financialAssets":0}"#,
        ];
        let input = [good[0], "not json", "", good[1], r#"{"relationship":1}"#].join("\n");
        let out = run_batch(&input);
        assert_eq!(out.len(), 5);
        for (i, line) in [(0, good[0]), (3, good[1])] {
            let req: AgePensionRequest = serde_json::from_str(line).unwrap();
            let domain = serde_json::to_value(age_pension::estimate(&req).unwrap()).unwrap();
            let (Value::Object(ours), Value::Object(theirs)) = (&out[i], domain) else {
                panic!("not objects");
            };
            assert_eq!(ours.len(), theirs.len());
            for (k, v) in theirs {
                let ours = &ours[&k];
                match (ours, &v) {
                    (Value::Number(n), Value::String(s)) => {
                        let a: rust_decimal::Decimal = n.to_string().parse().unwrap();
                        assert_eq!(a, s.parse().unwrap(), "{k}");
                    }
                    _ => assert_eq!(ours, &v, "{k}"),
                }
            }
        }
        assert_eq!(out[0]["fortnightly"], serde_json::json!(793.2));
        assert!(
            out[1]["error"]
                .as_str()
                .unwrap()
                .starts_with("invalid JSON")
        );
        assert_eq!(out[2]["error"], "empty line");
        assert_eq!(out[3]["provisional"], true);
        assert!(
            out[4]["error"]
                .as_str()
                .unwrap()
                .starts_with("relationship: ")
        );
    }
}
