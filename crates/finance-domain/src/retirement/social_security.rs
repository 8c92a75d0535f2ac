//! US Social Security retirement benefit, simplified as the plan needs it: 35 years of earnings at
//! today's wage level, so AIME = floor(min(earnings, wage base) / 12); the PIA from the year's bend
//! points; the early or late claiming adjustment; the full retirement age by birth year. Sources:
//! SSA, "Benefit formula bend points", "Full retirement age", "Early or late retirement"
//! (42 U.S.C. §415(a), §402(q), §402(w), §416(l)).

use std::borrow::Cow;

use rust_decimal::{Decimal, RoundingStrategy};
use rust_decimal_macros::dec;
use serde::{Deserialize, Serialize};

use crate::contribution_limits::{self, Figure};
use crate::error::DomainError;

/// PIA bend points for people first eligible (turning 62) in `year`.
#[derive(Debug, Clone, Copy)]
pub struct BendPoints {
    pub year: i32,
    pub first: Figure,
    pub second: Figure,
}

const SSA_BEND: &str = "SSA, Benefit formula bend points (42 U.S.C. §415(a)(1)(B))";

pub const BEND_POINTS: [BendPoints; 2] = [
    BendPoints {
        year: 2025,
        first: Figure {
            value: dec!(1_226),
            source: SSA_BEND,
        },
        second: Figure {
            value: dec!(7_391),
            source: SSA_BEND,
        },
    },
    BendPoints {
        year: 2026,
        first: Figure {
            value: dec!(1_286),
            source: SSA_BEND,
        },
        second: Figure {
            value: dec!(7_749),
            source: SSA_BEND,
        },
    },
];

/// Earliest and latest claiming ages the benefit rules allow (42 U.S.C. §402(a), §402(w)).
pub const EARLIEST_CLAIM_AGE: u32 = 62;
pub const LATEST_CLAIM_AGE: u32 = 70;

/// The year's bend points, or the nearest year's with the reason.
pub fn bend_points(year: i32) -> (&'static BendPoints, Option<String>) {
    let [first, rest @ ..] = &BEND_POINTS;
    let used = rest.iter().fold(first, |best, b| {
        if (b.year - year).abs() < (best.year - year).abs() {
            b
        } else {
            best
        }
    });
    let why = (used.year != year).then(|| {
        format!(
            "The {year} Social Security bend points are not in Penny yet; the {} bend points are used",
            used.year
        )
    });
    (used, why)
}

/// Full retirement age (42 U.S.C. §416(l)): 65 for 1937 and earlier, then two months more a
/// birth year to 66 for 1943-1954, two months more a year from 1955 to 67 for 1960 and later.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
pub struct FullRetirementAge {
    pub years: u32,
    pub months: u32,
}

impl FullRetirementAge {
    pub fn in_months(self) -> u32 {
        self.years * 12 + self.months
    }
}

pub fn full_retirement_age(birth_year: i32) -> FullRetirementAge {
    let months = match birth_year {
        ..=1937 => 65 * 12,
        1938..=1942 => 65 * 12 + 2 * (birth_year - 1937) as u32,
        1943..=1954 => 66 * 12,
        1955..=1959 => 66 * 12 + 2 * (birth_year - 1954) as u32,
        _ => 67 * 12,
    };
    FullRetirementAge {
        years: months / 12,
        months: months % 12,
    }
}

/// The share of the PIA paid when claiming at `claim_months` of age: 5/9 of 1% less for each of
/// the first 36 months early and 5/12 of 1% for each month beyond; 2/3 of 1% more for each month
/// late, up to age 70 (delayed retirement credits for people born 1943 or later).
pub fn claiming_factor(claim_months: u32, fra: FullRetirementAge) -> Decimal {
    let fra = fra.in_months();
    if claim_months < fra {
        let early = Decimal::from(fra - claim_months);
        let first = early.min(dec!(36));
        let beyond = (early - dec!(36)).max(Decimal::ZERO);
        Decimal::ONE - first * dec!(5) / dec!(900) - beyond * dec!(5) / dec!(1200)
    } else {
        let late = Decimal::from(claim_months.min(LATEST_CLAIM_AGE * 12) - fra);
        Decimal::ONE + late * dec!(2) / dec!(300)
    }
}

fn floor_to(v: Decimal, dp: u32) -> Decimal {
    v.round_dp_with_strategy(dp, RoundingStrategy::ToZero)
}

/// AIME from a steady yearly income: floor(min(income, the year's wage base) / 12).
pub fn aime(annual_earnings: Decimal, year: i32) -> Decimal {
    let base = contribution_limits::us_retirement(year)
        .social_security_wage_base
        .value;
    (annual_earnings.max(Decimal::ZERO).min(base) / dec!(12)).floor()
}

/// PIA: 90% of AIME up to the first bend point, 32% up to the second, 15% above, rounded down to
/// the dime.
pub fn pia(aime: Decimal, bends: &BendPoints) -> Decimal {
    let (b1, b2) = (bends.first.value, bends.second.value);
    let tier1 = aime.min(b1);
    let tier2 = (aime.min(b2) - b1).max(Decimal::ZERO);
    let tier3 = (aime - b2).max(Decimal::ZERO);
    floor_to(
        tier1 * dec!(0.90) + tier2 * dec!(0.32) + tier3 * dec!(0.15),
        1,
    )
}

/// A `penny social-security` question.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SocialSecurityRequest {
    pub birth_year: i32,
    pub annual_earnings: Decimal,
    /// Whole years, 62 to 70; default the full retirement age.
    #[serde(default)]
    pub claim_age: Option<u32>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SocialSecurityResult {
    pub aime: Decimal,
    pub pia: Decimal,
    /// The PIA adjusted for the claiming age, rounded down to the whole dollar (42 U.S.C. §415(g)).
    pub monthly_benefit: Decimal,
    pub annual_benefit: Decimal,
    pub full_retirement_age: FullRetirementAge,
    /// Claiming age in months used (the full retirement age when none was given).
    pub claim_age_months: u32,
    pub provisional: bool,
    pub provisional_reasons: Vec<Cow<'static, str>>,
}

/// The monthly benefit in `year`'s dollars for someone with steady earnings at today's level.
pub fn estimate(
    req: &SocialSecurityRequest,
    year: i32,
) -> Result<SocialSecurityResult, DomainError> {
    if !(1900..=2100).contains(&req.birth_year) {
        return Err(DomainError::invalid(
            "birthYear",
            "must be a year from 1900 to 2100",
        ));
    }
    if req.annual_earnings < Decimal::ZERO {
        return Err(DomainError::invalid(
            "annualEarnings",
            "must not be negative",
        ));
    }
    if let Some(age) = req.claim_age
        && !(EARLIEST_CLAIM_AGE..=LATEST_CLAIM_AGE).contains(&age)
    {
        return Err(DomainError::invalid(
            "claimAge",
            format!("must be a whole number from {EARLIEST_CLAIM_AGE} to {LATEST_CLAIM_AGE}"),
        ));
    }
    let mut reasons: Vec<Cow<'static, str>> = Vec::new();
    if let Some(why) = contribution_limits::us_retirement_provisional(year) {
        reasons.push(Cow::Owned(why));
    }
    let (bends, why) = bend_points(year);
    if let Some(why) = why {
        reasons.push(Cow::Owned(why));
    }
    let fra = full_retirement_age(req.birth_year);
    let claim_months = req.claim_age.map_or(fra.in_months(), |a| a * 12);
    let aime = aime(req.annual_earnings, year);
    let pia = pia(aime, bends);
    let monthly = floor_to(floor_to(pia * claiming_factor(claim_months, fra), 1), 0);
    Ok(SocialSecurityResult {
        aime,
        pia,
        monthly_benefit: monthly,
        annual_benefit: monthly * dec!(12),
        full_retirement_age: fra,
        claim_age_months: claim_months,
        provisional: !reasons.is_empty(),
        provisional_reasons: reasons,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// SSA, "Full retirement age": 1943-54 → 66; 1955 → 66 and 2 months; 1959 → 66 and 10
    /// months; 1960 and later → 67; 1938 → 65 and 2 months.
    #[test]
    fn full_retirement_age_follows_ssa_table() {
        let fra = |y| {
            let f = full_retirement_age(y);
            (f.years, f.months)
        };
        assert_eq!(fra(1937), (65, 0));
        assert_eq!(fra(1938), (65, 2));
        assert_eq!(fra(1942), (65, 10));
        assert_eq!(fra(1950), (66, 0));
        assert_eq!(fra(1955), (66, 2));
        assert_eq!(fra(1959), (66, 10));
        assert_eq!(fra(1960), (67, 0));
        assert_eq!(fra(1990), (67, 0));
    }

    /// SSA, "Early or late retirement": with a full retirement age of 67, claiming at 62 pays 70%
    /// of the PIA, at 65 86.67%, at 70 124%. Born 1955 (66 and 2 months), 62 pays 74.17%; born
    /// 1956 (66 and 4 months), 73.33%.
    #[test]
    fn claiming_factor_matches_ssa_examples() {
        let f67 = full_retirement_age(1960);
        assert_eq!(claiming_factor(62 * 12, f67), dec!(0.70));
        assert_eq!(claiming_factor(67 * 12, f67), dec!(1));
        assert_eq!(claiming_factor(70 * 12, f67), dec!(1.24));
        assert_eq!(claiming_factor(75 * 12, f67), dec!(1.24));
        let at65 = claiming_factor(65 * 12, f67);
        assert_eq!(at65.round_dp(4), dec!(0.8667));
        let f1955 = full_retirement_age(1955);
        assert_eq!(claiming_factor(62 * 12, f1955).round_dp(4), dec!(0.7417));
        let f1956 = full_retirement_age(1956);
        assert_eq!(claiming_factor(62 * 12, f1956).round_dp(4), dec!(0.7333));
    }

    /// SSA, "Benefit formula bend points" (2025): 90% of the first $1,226, 32% of AIME over $1,226
    /// through $7,391, 15% above. AIME $8,000: 1,103.40 + 1,972.80 + 91.35 = 3,167.55 → $3,167.50.
    #[test]
    fn pia_uses_the_bend_points_and_rounds_down_to_the_dime() {
        let (b, why) = bend_points(2025);
        assert!(why.is_none());
        assert_eq!(pia(dec!(8000), b), dec!(3167.50));
        assert_eq!(pia(dec!(1000), b), dec!(900.00));
        assert_eq!(pia(dec!(0), b), dec!(0));
        // 2026: $1,286 and $7,749; AIME $5,000 → 1,157.40 + 1,188.48 = 2,345.88 → $2,345.80.
        let (b, _) = bend_points(2026);
        assert_eq!(pia(dec!(5000), b), dec!(2345.80));
    }

    #[test]
    fn aime_is_capped_at_the_wage_base() {
        assert_eq!(aime(dec!(85_000), 2026), dec!(7083));
        assert_eq!(aime(dec!(500_000), 2026), dec!(15_375)); // 184,500 / 12
        assert_eq!(aime(dec!(500_000), 2025), dec!(14_675)); // 176,100 / 12
    }

    #[test]
    fn the_issue_example() {
        // 1980, $85,000, claim at 67 (= FRA), 2026: AIME 7,083; PIA 1,157.40 + 32% × 5,797
        // (1,855.04) = 3,012.44 → 3,012.40; benefit $3,012 a month.
        let r = estimate(
            &SocialSecurityRequest {
                birth_year: 1980,
                annual_earnings: dec!(85_000),
                claim_age: Some(67),
            },
            2026,
        )
        .unwrap();
        assert_eq!(r.aime, dec!(7083));
        assert_eq!(r.pia, dec!(3012.40));
        assert_eq!(r.monthly_benefit, dec!(3012));
        assert_eq!(r.annual_benefit, dec!(36144));
        assert_eq!(
            r.full_retirement_age,
            FullRetirementAge {
                years: 67,
                months: 0
            }
        );
        assert!(!r.provisional);
        let early = estimate(
            &SocialSecurityRequest {
                claim_age: Some(62),
                ..SocialSecurityRequest {
                    birth_year: 1980,
                    annual_earnings: dec!(85_000),
                    claim_age: None,
                }
            },
            2026,
        )
        .unwrap();
        // 3,012.40 × 0.70 = 2,108.68 → 2,108.60 → $2,108.
        assert_eq!(early.monthly_benefit, dec!(2108));
    }

    #[test]
    fn bad_input_is_a_named_error_and_later_years_are_provisional() {
        let ok = SocialSecurityRequest {
            birth_year: 1980,
            annual_earnings: dec!(50_000),
            claim_age: None,
        };
        let bad = SocialSecurityRequest {
            claim_age: Some(61),
            ..ok.clone()
        };
        assert_eq!(estimate(&bad, 2026).unwrap_err().field(), Some("claimAge"));
        let bad = SocialSecurityRequest {
            annual_earnings: dec!(-1),
            ..ok.clone()
        };
        assert_eq!(
            estimate(&bad, 2026).unwrap_err().field(),
            Some("annualEarnings")
        );
        let later = estimate(&ok, 2027).unwrap();
        assert!(later.provisional);
        assert!(
            later
                .provisional_reasons
                .iter()
                .any(|r| r.contains("bend points"))
        );
    }
}
