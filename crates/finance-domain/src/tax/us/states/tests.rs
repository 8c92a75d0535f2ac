//! Cross-state properties. Per-state figures live in `tests_*.rs` style modules below.

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::*;
use crate::region::Region;

/// A rough federal return for wage-only households, good enough to feed the states that start
/// from federal taxable income or deduct federal tax (not the federal engine itself).
pub(super) fn federal(
    year: u16,
    fs: FilingStatus,
    wages: Decimal,
    kids: u32,
) -> (Decimal, Decimal) {
    use FilingStatus::*;
    let (std, brackets): (Decimal, [Decimal; 6]) = match (year, fs) {
        (2025, Single) => (
            dec!(15750),
            [
                dec!(11925),
                dec!(48475),
                dec!(103350),
                dec!(197300),
                dec!(250525),
                dec!(626350),
            ],
        ),
        (2025, MarriedFilingJointly) => (
            dec!(31500),
            [
                dec!(23850),
                dec!(96950),
                dec!(206700),
                dec!(394600),
                dec!(501050),
                dec!(751600),
            ],
        ),
        (2025, MarriedFilingSeparately) => (
            dec!(15750),
            [
                dec!(11925),
                dec!(48475),
                dec!(103350),
                dec!(197300),
                dec!(250525),
                dec!(375800),
            ],
        ),
        (2025, HeadOfHousehold) => (
            dec!(23625),
            [
                dec!(17000),
                dec!(64850),
                dec!(103350),
                dec!(197300),
                dec!(250500),
                dec!(626350),
            ],
        ),
        (_, Single) => (
            dec!(16100),
            [
                dec!(12400),
                dec!(50400),
                dec!(105700),
                dec!(201775),
                dec!(256225),
                dec!(640600),
            ],
        ),
        (_, MarriedFilingJointly) => (
            dec!(32200),
            [
                dec!(24800),
                dec!(100800),
                dec!(211400),
                dec!(403550),
                dec!(512450),
                dec!(768700),
            ],
        ),
        (_, MarriedFilingSeparately) => (
            dec!(16100),
            [
                dec!(12400),
                dec!(50400),
                dec!(105700),
                dec!(201775),
                dec!(256225),
                dec!(384350),
            ],
        ),
        (_, HeadOfHousehold) => (
            dec!(24150),
            [
                dec!(17700),
                dec!(67450),
                dec!(105700),
                dec!(201750),
                dec!(256200),
                dec!(640600),
            ],
        ),
    };
    let rates = [
        dec!(0.10),
        dec!(0.12),
        dec!(0.22),
        dec!(0.24),
        dec!(0.32),
        dec!(0.35),
        dec!(0.37),
    ];
    let ti = (wages - std).max(Decimal::ZERO);
    let mut tax = Decimal::ZERO;
    let mut lower = Decimal::ZERO;
    for (i, rate) in rates.iter().enumerate() {
        let upper = brackets.get(i).copied().unwrap_or(Decimal::MAX);
        if ti > lower {
            tax += (ti.min(upper) - lower) * rate;
        }
        lower = upper;
    }
    let ctc = Decimal::from(kids) * dec!(2200);
    (ti, (tax - ctc).max(Decimal::ZERO).round_dp(2))
}

pub(super) fn input(
    state: Region,
    year: u16,
    fs: FilingStatus,
    wages: Decimal,
    kids: u32,
) -> StateTaxInput {
    let (ti, tax) = federal(year, fs, wages, kids);
    StateTaxInput {
        state,
        year,
        filing_status: fs,
        wages,
        federal_agi: wages,
        federal_taxable_income: ti,
        federal_income_tax: tax,
        dependents: kids,
        elective_deferrals: Decimal::ZERO,
        age: None,
        spouse_age: None,
        federal_additional_standard: Decimal::ZERO,
        federal_senior_deduction: Decimal::ZERO,
    }
}

/// States whose non-refundable EITC grows with wages while the federal credit phases in, so a
/// dollar more of wages can lower state tax below this income (documented in docs/tax-states.md).
const NONREFUNDABLE_EITC: &[Region] = &[
    Region::UsDe,
    Region::UsMo,
    Region::UsOh,
    Region::UsSc,
    Region::UsUt,
];
/// Above this the federal EITC is nil for every household tested (3 children, joint, 2026).
const EITC_END: Decimal = dec!(72000);

/// Refundable credits that do not depend on earnings (Idaho grocery credit, Maine dependent
/// credit, Empire State child credit).
const INCOME_FREE_CREDITS: &[Region] = &[Region::UsId, Region::UsMe, Region::UsNy];

#[test]
fn every_state_every_year_every_status_is_sane_and_monotone() {
    let incomes: Vec<Decimal> = (0..=60)
        .map(|i| Decimal::from(i * i) * dec!(150))
        .chain([dec!(1_000_000), dec!(2_500_000), dec!(30_000_000)])
        .collect();
    for state in Region::US {
        for year in SUPPORTED_YEARS {
            for fs in FilingStatus::ALL {
                for kids in [0, 2] {
                    let mut prev = Decimal::ZERO;
                    for &w in &incomes {
                        let r = state_income_tax(&input(state, year, fs, w, kids)).unwrap();
                        assert!(
                            r.tax >= Decimal::ZERO,
                            "{state:?} {year} {fs:?} {w}: negative tax"
                        );
                        assert!(r.tax <= w, "{state:?} {year} {fs:?} {w}: tax above wages");
                        assert!(r.refundable_credits >= Decimal::ZERO);
                        assert_eq!(r.tax, r.tax.round_dp(2), "{state:?}: not in cents");
                        assert!(r.marginal_rate >= Decimal::ZERO && r.marginal_rate < dec!(0.2));
                        if !(NONREFUNDABLE_EITC.contains(&state) && w <= EITC_END) {
                            assert!(
                                r.tax >= prev,
                                "{state:?} {year} {fs:?} kids {kids}: tax fell from {prev} to {} at {w}",
                                r.tax
                            );
                        }
                        prev = r.tax;
                    }
                }
            }
        }
    }
}

#[test]
fn zero_income_pays_nothing_everywhere() {
    for state in Region::US {
        for year in SUPPORTED_YEARS {
            for fs in FilingStatus::ALL {
                let r = state_income_tax(&input(state, year, fs, Decimal::ZERO, 1)).unwrap();
                assert_eq!(r.tax, Decimal::ZERO, "{state:?} {year} {fs:?}");
                if !INCOME_FREE_CREDITS.contains(&state) {
                    assert_eq!(
                        r.refundable_credits,
                        Decimal::ZERO,
                        "{state:?} {year} {fs:?}"
                    );
                }
            }
        }
    }
}

#[test]
fn refuses_other_years_and_australian_regions() {
    let mut i = input(Region::UsCa, 2024, FilingStatus::Single, dec!(50000), 0);
    assert!(matches!(
        state_income_tax(&i),
        Err(DomainError::UnsupportedTaxYear { .. })
    ));
    i.year = 2027;
    assert!(matches!(
        state_income_tax(&i),
        Err(DomainError::UnsupportedTaxYear { .. })
    ));
    i.year = 2025;
    i.state = Region::AuNsw;
    let err = state_income_tax(&i).unwrap_err();
    assert_eq!(err.field(), Some("state"));
}

#[test]
fn no_tax_states_pay_nothing_and_say_why() {
    for state in [
        Region::UsAk,
        Region::UsFl,
        Region::UsNv,
        Region::UsNh,
        Region::UsSd,
        Region::UsTn,
        Region::UsTx,
        Region::UsWa,
        Region::UsWy,
    ] {
        let r =
            state_income_tax(&input(state, 2026, FilingStatus::Single, dec!(250000), 0)).unwrap();
        assert_eq!(r.tax, Decimal::ZERO);
        assert_eq!(r.marginal_rate, Decimal::ZERO);
        assert!(!r.notes.is_empty());
    }
}

#[test]
fn every_result_names_local_taxes() {
    for state in Region::US {
        let r =
            state_income_tax(&input(state, 2025, FilingStatus::Single, dec!(50000), 0)).unwrap();
        let mentions = |n: &str| {
            ["local", "county", "city", "municipal"]
                .iter()
                .any(|k| n.to_lowercase().contains(k))
        };
        assert!(r.notes.iter().any(|n| mentions(n)), "{state:?}");
    }
    let md = state_income_tax(&input(
        Region::UsMd,
        2025,
        FilingStatus::Single,
        dec!(50000),
        0,
    ))
    .unwrap();
    assert!(
        md.notes
            .iter()
            .any(|n| n.contains("county income tax") && n.contains("large"))
    );
}
