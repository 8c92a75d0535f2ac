//! `penny social-security --batch`: one Social Security estimate per JSON line
//! (`SocialSecurityRequest`'s fields) with one year's bend points, answered as
//! [`SocialSecurityView`].

use std::borrow::Cow;

use chrono::Datelike;
use finance_domain::Country;
use finance_domain::clock::Today;
use finance_domain::retirement::social_security::{
    self, FullRetirementAge, SocialSecurityRequest, SocialSecurityResult,
};
use serde::Serialize;

use crate::json::Num;

/// `SocialSecurityResult` with money as JSON numbers; its serde form's keys.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SocialSecurityView<'a> {
    aime: Num,
    pia: Num,
    monthly_benefit: Num,
    annual_benefit: Num,
    full_retirement_age: FullRetirementAge,
    claim_age_months: u32,
    provisional: bool,
    provisional_reasons: &'a [Cow<'static, str>],
}

impl<'a> From<&'a SocialSecurityResult> for SocialSecurityView<'a> {
    fn from(r: &'a SocialSecurityResult) -> Self {
        SocialSecurityView {
            aime: Num(r.aime),
            pia: Num(r.pia),
            monthly_benefit: Num(r.monthly_benefit),
            annual_benefit: Num(r.annual_benefit),
            full_retirement_age: r.full_retirement_age,
            claim_age_months: r.claim_age_months,
            provisional: r.provisional,
            provisional_reasons: &r.provisional_reasons,
        }
    }
}

/// The year whose bend points and wage base apply: today's year in the US (Eastern time, as the
/// tax engine's clock reads a US date with no state).
pub fn year(today: Today) -> i32 {
    today.date_for(Country::Us, None).year()
}

/// Answers one line with `year`'s figures: the estimate, or `{"error": …}` naming the field or the
/// JSON fault.
pub fn answer(line: &[u8], out: &mut Vec<u8>, year: i32) {
    crate::line::answer(
        line,
        out,
        |req: &SocialSecurityRequest| social_security::estimate(req, year),
        |r, out| crate::line::write_json(out, &SocialSecurityView::from(r)),
    );
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use chrono::NaiveDate;
    use serde_json::{Value, json};

    #[test]
    fn a_line_is_the_domain_estimate_with_numbers() {
        let mut out = Vec::new();
        answer(
            br#"{"birthYear":1980,"annualEarnings":85000,"claimAge":67}"#,
            &mut out,
            2026,
        );
        let v: Value = serde_json::from_slice(&out).unwrap();
        assert_eq!(
            v,
            json!({"aime":7083,"pia":3012.4,"monthlyBenefit":3012,"annualBenefit":36144,
                "fullRetirementAge":{"years":67,"months":0},"claimAgeMonths":804,
                "provisional":false,"provisionalReasons":[]})
        );
        out.clear();
        answer(
            br#"{"birthYear":1980,"annualEarnings":"x"}"#,
            &mut out,
            2026,
        );
        let v: Value = serde_json::from_slice(&out).unwrap();
        assert!(v["error"].as_str().unwrap().starts_with("annualEarnings: "));
    }

    /// The year turns at midnight in the US, not in UTC.
    #[test]
    fn the_year_is_the_us_year() {
        let utc = |s: &str| Today::At(s.parse().unwrap());
        assert_eq!(year(utc("2027-01-01T03:00:00Z")), 2026);
        assert_eq!(year(utc("2027-01-01T06:00:00Z")), 2027);
        let fixed = NaiveDate::from_ymd_opt(2025, 6, 1).unwrap();
        assert_eq!(year(Today::Fixed(fixed)), 2025);
    }
}
