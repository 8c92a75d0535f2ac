//! The Australian Age Pension: maximum rates, the income test with deeming and the assets test
//! (Social Security Act 1991 s 1064, Pension Rate Calculator A), with rates and thresholds as data,
//! one table per rate period (20 March and 20 September) and per threshold year (1 July).
//!
//! The rule is written once over [`Amount`], so the exact answer (`Decimal`, for `penny pension`)
//! and the plan's fast paths (`f64`, thousands of Monte Carlo years) cannot drift apart.

use std::borrow::Cow;
use std::ops::{Add, Div, Mul, Sub};

use chrono::{Datelike, NaiveDate};
use rust_decimal::prelude::ToPrimitive;
use rust_decimal::{Decimal, RoundingStrategy};
use rust_decimal_macros::dec;
use serde::{Deserialize, Serialize};

use crate::contribution_limits::Figure;
use crate::error::DomainError;

/// Age Pension age for people born on or after 1 January 1957 (Social Security Act 1991 s 23(5A)).
pub const PENSION_AGE: u32 = 67;
/// Pension is paid fortnightly; a year is taken as 26 fortnights, as Services Australia annualises.
pub const FORTNIGHTS_PER_YEAR: Decimal = dec!(26);
/// Income test taper: 50 cents a fortnight per dollar over the free area (couples: 25 cents each,
/// 50 cents combined). Social Security Act 1991 s 1064, Module E.
pub const INCOME_TAPER: Figure = Figure {
    value: dec!(0.5),
    source: "Social Security Act 1991 s 1064 point 1064-E4; Services Australia, Income test for pensions",
};
/// Assets test taper: $3 a fortnight per $1,000 over the threshold (couples: $1.50 each, $3
/// combined). Social Security Act 1991 s 1064, Module F.
pub const ASSETS_TAPER_PER_DOLLAR: Figure = Figure {
    value: dec!(0.003),
    source: "Social Security Act 1991 s 1064 point 1064-G3; Services Australia, Assets test for pensions",
};

/// Arithmetic the means tests need, for `Decimal` (exact answers) and `f64` (the plan's loops).
pub trait Amount:
    Copy
    + PartialOrd
    + Add<Output = Self>
    + Sub<Output = Self>
    + Mul<Output = Self>
    + Div<Output = Self>
{
    const ZERO: Self;
}

impl Amount for Decimal {
    const ZERO: Self = Decimal::ZERO;
}

impl Amount for f64 {
    const ZERO: Self = 0.0;
}

fn max<N: Amount>(a: N, b: N) -> N {
    if a >= b { a } else { b }
}

fn min<N: Amount>(a: N, b: N) -> N {
    if a <= b { a } else { b }
}

/// Everything the means tests need for one person or couple on one date. Couples' figures are
/// combined: their maximum rate, free area, thresholds, and the result, are for both together.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct MeansTest<N> {
    /// Maximum basic rate plus Pension Supplement plus Energy Supplement, a fortnight.
    pub max_rate: N,
    pub income_free_area: N,
    pub income_taper: N,
    pub deeming_threshold: N,
    pub deeming_lower_rate: N,
    pub deeming_upper_rate: N,
    pub assets_threshold: N,
    pub assets_taper: N,
    pub fortnights_per_year: N,
}

/// Both tests' rates; the pension is the lower.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Tested<N> {
    pub deemed_income: N,
    pub income_test: N,
    pub assets_test: N,
}

impl<N: Amount> Tested<N> {
    pub fn rate(&self) -> N {
        min(self.income_test, self.assets_test)
    }
}

impl<N: Amount> MeansTest<N> {
    /// Deemed income from financial assets, a fortnight: the lower rate up to the threshold, the
    /// upper rate above it.
    pub fn deemed_income(&self, financial_assets: N) -> N {
        let lower = min(financial_assets, self.deeming_threshold);
        let upper = max(financial_assets - self.deeming_threshold, N::ZERO);
        (lower * self.deeming_lower_rate + upper * self.deeming_upper_rate)
            / self.fortnights_per_year
    }

    /// `assets` excludes the home and includes `financial_assets`; `other_income` is assessable
    /// income other than deemed income, a fortnight.
    pub fn test(&self, assets: N, financial_assets: N, other_income: N) -> Tested<N> {
        let deemed_income = self.deemed_income(financial_assets);
        let income = deemed_income + other_income;
        let over_income = max(income - self.income_free_area, N::ZERO);
        let over_assets = max(assets - self.assets_threshold, N::ZERO);
        Tested {
            deemed_income,
            income_test: max(self.max_rate - over_income * self.income_taper, N::ZERO),
            assets_test: max(self.max_rate - over_assets * self.assets_taper, N::ZERO),
        }
    }

    pub fn map<M>(&self, f: impl Fn(N) -> M) -> MeansTest<M> {
        MeansTest {
            max_rate: f(self.max_rate),
            income_free_area: f(self.income_free_area),
            income_taper: f(self.income_taper),
            deeming_threshold: f(self.deeming_threshold),
            deeming_lower_rate: f(self.deeming_lower_rate),
            deeming_upper_rate: f(self.deeming_upper_rate),
            assets_threshold: f(self.assets_threshold),
            assets_taper: f(self.assets_taper),
            fortnights_per_year: f(self.fortnights_per_year),
        }
    }
}

impl MeansTest<Decimal> {
    /// The same test in `f64`, for the plan's loops.
    pub fn to_f64(&self) -> MeansTest<f64> {
        self.map(|d| d.to_f64().unwrap_or(0.0))
    }
}

/// Maximum rates and deeming rates from one indexation date (20 March or 20 September).
#[derive(Debug, Clone, Copy)]
pub struct RatePeriod {
    /// (year, month, day) the rates apply from.
    pub from: (i32, u32, u32),
    pub label: &'static str,
    /// Single, a fortnight, including the Pension and Energy Supplements.
    pub single: Figure,
    /// Each member of a couple, a fortnight, including the supplements.
    pub couple_each: Figure,
    pub deeming_lower_rate: Figure,
    pub deeming_upper_rate: Figure,
    /// Set when a figure in this period rests on something short of the published table.
    pub provisional: Option<&'static str>,
}

/// Means-test thresholds from one 1 July indexation.
#[derive(Debug, Clone, Copy)]
pub struct ThresholdPeriod {
    pub from: (i32, u32, u32),
    pub label: &'static str,
    /// Income free area a fortnight: single, couple combined.
    pub income_free_area: [Figure; 2],
    /// Full-pension assets limit, homeowners: single, couple combined.
    pub assets_homeowner: [Figure; 2],
    /// Full-pension assets limit, non-homeowners: single, couple combined.
    pub assets_non_homeowner: [Figure; 2],
    /// Deeming threshold: single, couple combined.
    pub deeming_threshold: [Figure; 2],
}

const SA_RATES: &str =
    "Services Australia, Age Pension: how much you can get; DSS, Social Security Guide 5.2.2.10";
const SA_INCOME: &str =
    "Services Australia, Income test for pensions; DSS, Social Security Guide 4.10.3";
const SA_ASSETS: &str =
    "Services Australia, Assets test for pensions; DSS, Social Security Guide 4.10.3";
const SA_DEEMING: &str = "Services Australia, Deeming; Social Security Act 1991 s 1082";

const fn f(value: Decimal, source: &'static str) -> Figure {
    Figure { value, source }
}

/// Rate periods in date order. Single from 20 March 2025: basic $1,051.30 + Pension Supplement
/// $83.60 + Energy Supplement $14.10; couple each $792.50 + $63.00 + $10.60. From 20 September
/// 2025: single $1,079.70 + $84.90 + $14.10; couple each $813.90 + $64.00 + $10.60.
pub const RATE_PERIODS: [RatePeriod; 3] = [
    RatePeriod {
        from: (2025, 3, 20),
        label: "20 March 2025",
        single: f(dec!(1_149.00), SA_RATES),
        couple_each: f(dec!(866.10), SA_RATES),
        // Frozen until 30 June 2025 and unchanged until 19 September 2025.
        deeming_lower_rate: f(dec!(0.0025), SA_DEEMING),
        deeming_upper_rate: f(dec!(0.0225), SA_DEEMING),
        provisional: None,
    },
    RatePeriod {
        from: (2025, 9, 20),
        label: "20 September 2025",
        single: f(dec!(1_178.70), SA_RATES),
        couple_each: f(dec!(888.50), SA_RATES),
        deeming_lower_rate: f(dec!(0.0075), SA_DEEMING),
        deeming_upper_rate: f(dec!(0.0275), SA_DEEMING),
        provisional: None,
    },
    RatePeriod {
        from: (2026, 3, 20),
        label: "20 March 2026",
        // 20 September 2025 rates plus the indexation increase: +$22.20 single, +$16.70 each.
        single: f(
            dec!(1_200.90),
            "DSS, pension indexation 20 March 2026 (+$22.20 a fortnight single, +$33.40 couple combined)",
        ),
        couple_each: f(
            dec!(905.20),
            "DSS, pension indexation 20 March 2026 (+$22.20 a fortnight single, +$33.40 couple combined)",
        ),
        deeming_lower_rate: f(
            dec!(0.0125),
            "Minister for Social Services, deeming rates from 20 March 2026 (Social Security Act 1991 s 1082)",
        ),
        deeming_upper_rate: f(
            dec!(0.0325),
            "Minister for Social Services, deeming rates from 20 March 2026 (Social Security Act 1991 s 1082)",
        ),
        provisional: Some(
            "The 20 March 2026 Age Pension maximum rates are the 20 September 2025 rates plus the announced indexation increase; the published breakdown into basic rate and supplements is not in Penny",
        ),
    },
];

pub const THRESHOLD_PERIODS: [ThresholdPeriod; 2] = [
    ThresholdPeriod {
        from: (2024, 7, 1),
        label: "1 July 2024",
        income_free_area: [f(dec!(212), SA_INCOME), f(dec!(372), SA_INCOME)],
        assets_homeowner: [f(dec!(314_000), SA_ASSETS), f(dec!(470_000), SA_ASSETS)],
        assets_non_homeowner: [f(dec!(566_000), SA_ASSETS), f(dec!(722_000), SA_ASSETS)],
        deeming_threshold: [f(dec!(62_600), SA_DEEMING), f(dec!(103_800), SA_DEEMING)],
    },
    ThresholdPeriod {
        from: (2025, 7, 1),
        label: "1 July 2025",
        income_free_area: [f(dec!(218), SA_INCOME), f(dec!(380), SA_INCOME)],
        assets_homeowner: [f(dec!(321_500), SA_ASSETS), f(dec!(481_500), SA_ASSETS)],
        assets_non_homeowner: [f(dec!(579_500), SA_ASSETS), f(dec!(739_500), SA_ASSETS)],
        deeming_threshold: [f(dec!(64_200), SA_DEEMING), f(dec!(106_200), SA_DEEMING)],
    },
];

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Relationship {
    Single,
    Couple,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Binding {
    Income,
    Assets,
    None,
}

fn ymd((y, m, d): (i32, u32, u32)) -> NaiveDate {
    NaiveDate::from_ymd_opt(y, m, d).unwrap_or(NaiveDate::MIN)
}

fn months_later(date: NaiveDate, months: u32) -> NaiveDate {
    date.checked_add_months(chrono::Months::new(months))
        .unwrap_or(NaiveDate::MAX)
}

/// The parameters in force on a date, with the reasons any of them are provisional.
#[derive(Debug, Clone)]
pub struct Parameters {
    pub test: MeansTest<Decimal>,
    /// The rate period's first day.
    pub rates_as_at: NaiveDate,
    pub thresholds_as_at: NaiveDate,
    /// "20 March 2026", "1 July 2025".
    pub rates_label: &'static str,
    pub thresholds_label: &'static str,
    pub provisional_reasons: Vec<Cow<'static, str>>,
}

/// The earliest date Penny holds rates for.
pub fn first_date() -> NaiveDate {
    ymd(RATE_PERIODS[0].from)
}

/// The means test for `relationship` and `homeowner` on `date`. Past the last published period the
/// last table is carried forward and the reason names what was carried.
pub fn parameters(
    date: NaiveDate,
    relationship: Relationship,
    homeowner: bool,
) -> Result<Parameters, DomainError> {
    let rates = RATE_PERIODS
        .iter()
        .rev()
        .find(|p| ymd(p.from) <= date)
        .ok_or_else(|| {
            DomainError::invalid(
                "date",
                format!(
                    "Age Pension rates in Penny start on {}",
                    RATE_PERIODS[0].label
                ),
            )
        })?;
    let thresholds = THRESHOLD_PERIODS
        .iter()
        .rev()
        .find(|p| ymd(p.from) <= date)
        .ok_or_else(|| DomainError::invalid("date", "no Age Pension thresholds for that date"))?;

    let mut reasons: Vec<Cow<'static, str>> = Vec::new();
    if let Some(why) = rates.provisional {
        reasons.push(Cow::Borrowed(why));
    }
    let [.., last_rates] = &RATE_PERIODS;
    let next_rates = months_later(ymd(last_rates.from), 6);
    if date >= next_rates {
        // Indexation days are 20 March and 20 September (labels written out: formatting a date
        // with chrono costs more than the whole plan's year step).
        let month = if next_rates.month() == 3 {
            "March"
        } else {
            "September"
        };
        reasons.push(Cow::Owned(format!(
            "The Age Pension maximum rates and deeming rates from 20 {month} {} are not in Penny yet; the {} rates are used",
            next_rates.year(),
            last_rates.label
        )));
    }
    let [.., last_thresholds] = &THRESHOLD_PERIODS;
    let next_thresholds = months_later(ymd(last_thresholds.from), 12);
    if date >= next_thresholds {
        reasons.push(Cow::Owned(format!(
            "The Age Pension income and assets test thresholds and deeming thresholds from 1 July {} are not in Penny yet; the {} thresholds are used",
            next_thresholds.year(),
            last_thresholds.label
        )));
    }

    let i = usize::from(relationship == Relationship::Couple);
    let max_rate = match relationship {
        Relationship::Single => rates.single.value,
        Relationship::Couple => rates.couple_each.value * dec!(2),
    };
    let assets = if homeowner {
        thresholds.assets_homeowner
    } else {
        thresholds.assets_non_homeowner
    };
    Ok(Parameters {
        test: MeansTest {
            max_rate,
            income_free_area: thresholds.income_free_area[i].value,
            income_taper: INCOME_TAPER.value,
            deeming_threshold: thresholds.deeming_threshold[i].value,
            deeming_lower_rate: rates.deeming_lower_rate.value,
            deeming_upper_rate: rates.deeming_upper_rate.value,
            assets_threshold: assets[i].value,
            assets_taper: ASSETS_TAPER_PER_DOLLAR.value,
            fortnights_per_year: FORTNIGHTS_PER_YEAR,
        },
        rates_as_at: ymd(rates.from),
        thresholds_as_at: ymd(thresholds.from),
        rates_label: rates.label,
        thresholds_label: thresholds.label,
        provisional_reasons: reasons,
    })
}

/// A `penny pension` question. Couples give combined assets and income; assets exclude the home.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct AgePensionRequest {
    pub date: NaiveDate,
    pub relationship: Relationship,
    pub homeowner: bool,
    pub assets: Decimal,
    pub financial_assets: Decimal,
    #[serde(default)]
    pub other_income_fortnightly: Decimal,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AgePensionResult {
    /// A fortnight; couples: combined.
    pub fortnightly: Decimal,
    pub annual: Decimal,
    pub income_test_fortnightly: Decimal,
    pub assets_test_fortnightly: Decimal,
    pub deemed_income_fortnightly: Decimal,
    pub binding: Binding,
    pub rates_as_at: NaiveDate,
    pub thresholds_as_at: NaiveDate,
    pub provisional: bool,
    pub provisional_reasons: Vec<Cow<'static, str>>,
}

/// Money inputs above this are refused rather than risk overflow: far beyond any real estate.
const MAX_AMOUNT: Decimal = dec!(1_000_000_000_000);

fn check(field: &str, v: Decimal) -> Result<(), DomainError> {
    if v < Decimal::ZERO {
        return Err(DomainError::invalid(field, "must not be negative"));
    }
    if v > MAX_AMOUNT {
        return Err(DomainError::invalid(
            field,
            "must be at most 1,000,000,000,000",
        ));
    }
    Ok(())
}

fn cents(v: Decimal) -> Decimal {
    v.round_dp_with_strategy(2, RoundingStrategy::MidpointAwayFromZero)
}

/// The Age Pension for a person or couple of pension age on the request's date.
pub fn estimate(req: &AgePensionRequest) -> Result<AgePensionResult, DomainError> {
    check("assets", req.assets)?;
    check("financialAssets", req.financial_assets)?;
    check("otherIncomeFortnightly", req.other_income_fortnightly)?;
    if req.financial_assets > req.assets {
        return Err(DomainError::invalid(
            "financialAssets",
            "must not exceed assets (financial assets are part of assets)",
        ));
    }
    let p = parameters(req.date, req.relationship, req.homeowner)?;
    let t = p.test.test(
        req.assets,
        req.financial_assets,
        req.other_income_fortnightly,
    );
    let fortnightly = cents(t.rate());
    let income_test = cents(t.income_test);
    let assets_test = cents(t.assets_test);
    let binding = if fortnightly >= cents(p.test.max_rate) {
        Binding::None
    } else if income_test <= assets_test {
        Binding::Income
    } else {
        Binding::Assets
    };
    Ok(AgePensionResult {
        fortnightly,
        annual: fortnightly * FORTNIGHTS_PER_YEAR,
        income_test_fortnightly: income_test,
        assets_test_fortnightly: assets_test,
        deemed_income_fortnightly: cents(t.deemed_income),
        binding,
        rates_as_at: p.rates_as_at,
        thresholds_as_at: p.thresholds_as_at,
        provisional: !p.provisional_reasons.is_empty(),
        provisional_reasons: p.provisional_reasons,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn date(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    fn req(
        on: NaiveDate,
        relationship: Relationship,
        assets: Decimal,
        financial: Decimal,
        other: Decimal,
    ) -> AgePensionRequest {
        AgePensionRequest {
            date: on,
            relationship,
            homeowner: true,
            assets,
            financial_assets: financial,
            other_income_fortnightly: other,
        }
    }

    #[test]
    fn full_pension_is_the_published_maximum_rate() {
        let r = estimate(&req(
            date(2025, 10, 1),
            Relationship::Single,
            dec!(0),
            dec!(0),
            dec!(0),
        ))
        .unwrap();
        assert_eq!(r.fortnightly, dec!(1178.70));
        assert_eq!(r.annual, dec!(30646.20)); // Services Australia: $30,646.20 a year
        assert_eq!(r.binding, Binding::None);
        assert_eq!(r.rates_as_at, date(2025, 9, 20));
        assert!(!r.provisional);
        let c = estimate(&req(
            date(2025, 10, 1),
            Relationship::Couple,
            dec!(0),
            dec!(0),
            dec!(0),
        ))
        .unwrap();
        assert_eq!(c.fortnightly, dec!(1777.00)); // couple combined
    }

    /// DSS publishes the income at which the pension stops: from 20 September 2025 $2,575.40 a
    /// fortnight single and $3,934.00 couple combined (= free area + maximum rate / 50c taper);
    /// from 1 July 2025 (20 March 2025 rates) $2,516.00 single and $3,844.40 couple combined.
    #[test]
    fn income_test_cuts_out_at_the_published_disqualifying_income() {
        let cases = [
            (date(2025, 10, 1), Relationship::Single, dec!(2575.40)),
            (date(2025, 10, 1), Relationship::Couple, dec!(3934.00)),
            (date(2025, 8, 1), Relationship::Single, dec!(2516.00)),
            (date(2025, 8, 1), Relationship::Couple, dec!(3844.40)),
        ];
        for (on, rel, limit) in cases {
            let at = estimate(&req(on, rel, dec!(0), dec!(0), limit)).unwrap();
            assert_eq!(at.fortnightly, dec!(0), "{rel:?} {on}");
            assert_eq!(at.binding, Binding::Income);
            let below = estimate(&req(on, rel, dec!(0), dec!(0), limit - dec!(0.20))).unwrap();
            assert_eq!(below.fortnightly, dec!(0.10), "{rel:?} {on}");
        }
    }

    /// DSS: from 1 July 2025 (20 March 2025 rates) a single homeowner's part pension stops at
    /// $704,500 of assets: $321,500 + $1,149.00 / $3 per $1,000.
    #[test]
    fn assets_test_cuts_out_at_the_published_limit() {
        let on = date(2025, 8, 1);
        let at = estimate(&AgePensionRequest {
            homeowner: true,
            ..req(on, Relationship::Single, dec!(704_500), dec!(0), dec!(0))
        })
        .unwrap();
        assert_eq!(at.fortnightly, dec!(0));
        assert_eq!(at.binding, Binding::Assets);
        let full = estimate(&req(
            on,
            Relationship::Single,
            dec!(321_500),
            dec!(0),
            dec!(0),
        ))
        .unwrap();
        assert_eq!(full.fortnightly, dec!(1149.00));
        // $1,000 over the threshold costs $3 a fortnight.
        let over = estimate(&req(
            on,
            Relationship::Single,
            dec!(322_500),
            dec!(0),
            dec!(0),
        ))
        .unwrap();
        assert_eq!(over.fortnightly, dec!(1146.00));
        // Non-homeowners have the higher limit: $579,500 + 383,000 = $962,500 (published).
        let renter = estimate(&AgePensionRequest {
            homeowner: false,
            ..req(on, Relationship::Single, dec!(962_500), dec!(0), dec!(0))
        })
        .unwrap();
        assert_eq!(renter.fortnightly, dec!(0));
    }

    /// Services Australia's deeming rules from 20 September 2025: $100,000 single is deemed to earn
    /// 0.75% on the first $64,200 ($481.50) and 2.75% on the other $35,800 ($984.50): $1,466 a year.
    #[test]
    fn deeming_uses_the_two_rates_around_the_threshold() {
        let p = parameters(date(2025, 10, 1), Relationship::Single, true).unwrap();
        assert_eq!(p.test.deemed_income(dec!(100_000)) * dec!(26), dec!(1466));
    }

    #[test]
    fn the_issue_example_is_assets_tested() {
        // 20 September 2025 rates, 1 July 2025 thresholds. Deemed: (481.50 + 235,800 × 2.75%) / 26
        // = 267.92; income test 1,178.70 − (267.92 − 218) / 2 = 1,153.74. Assets test 1,178.70 −
        // 128.5 × 3 = 793.20, the lower.
        let r = estimate(&AgePensionRequest {
            date: date(2025, 10, 1),
            relationship: Relationship::Single,
            homeowner: true,
            assets: dec!(450_000),
            financial_assets: dec!(300_000),
            other_income_fortnightly: dec!(0),
        })
        .unwrap();
        assert_eq!(r.income_test_fortnightly, dec!(1153.74));
        assert_eq!(r.assets_test_fortnightly, dec!(793.20));
        assert_eq!(r.fortnightly, dec!(793.20));
        assert_eq!(r.binding, Binding::Assets);
    }

    #[test]
    fn later_dates_carry_the_last_tables_forward_and_say_which() {
        let r = estimate(&req(
            date(2026, 11, 24),
            Relationship::Single,
            dec!(0),
            dec!(0),
            dec!(0),
        ))
        .unwrap();
        assert_eq!(r.fortnightly, dec!(1200.90));
        assert!(r.provisional);
        let all = r.provisional_reasons.join(" | ");
        assert!(all.contains("from 20 September 2026"), "{all}");
        assert!(all.contains("from 1 July 2026"), "{all}");
        assert!(all.contains("the 1 July 2025 thresholds"), "{all}");
    }

    #[test]
    fn bad_input_is_a_named_error() {
        let base = req(
            date(2025, 10, 1),
            Relationship::Single,
            dec!(10),
            dec!(20),
            dec!(0),
        );
        assert_eq!(
            estimate(&base).unwrap_err().field(),
            Some("financialAssets")
        );
        let neg = AgePensionRequest {
            assets: dec!(-1),
            ..base.clone()
        };
        assert_eq!(estimate(&neg).unwrap_err().field(), Some("assets"));
        let early = AgePensionRequest {
            date: date(2024, 1, 1),
            financial_assets: dec!(0),
            ..base
        };
        assert_eq!(estimate(&early).unwrap_err().field(), Some("date"));
    }

    #[test]
    fn f64_and_decimal_agree() {
        let p = parameters(date(2025, 10, 1), Relationship::Couple, false).unwrap();
        let fast = p.test.to_f64();
        for assets in [0u32, 150_000, 400_000, 800_000, 1_200_000] {
            let a = Decimal::from(assets);
            let exact = p.test.test(a, a, dec!(0)).rate();
            let quick = fast.test(f64::from(assets), f64::from(assets), 0.0).rate();
            assert!((exact.to_f64().unwrap() - quick).abs() < 1e-6);
        }
    }

    #[test]
    fn periods_are_in_date_order() {
        assert!(RATE_PERIODS.windows(2).all(|w| w[0].from < w[1].from));
        assert!(THRESHOLD_PERIODS.windows(2).all(|w| w[0].from < w[1].from));
    }
}
