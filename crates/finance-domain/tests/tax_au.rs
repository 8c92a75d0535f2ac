#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Australian rules against published figures (ATO rates, worked examples, Medicare levy examples).

use chrono::NaiveDate;
use finance_domain::tax::{TaxRequest, TaxResult, calculate};
use finance_domain::{Country, DomainError, MaritalStatus};
use rust_decimal::Decimal;
use rust_decimal_macros::dec;

fn today() -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, 11, 21).unwrap()
}

fn au(year: &str, income: Decimal) -> TaxRequest {
    TaxRequest {
        country: Country::Australia,
        tax_year: Some(year.into()),
        income,
        ..TaxRequest::default()
    }
}

fn run(req: &TaxRequest) -> TaxResult {
    calculate(req, today()).unwrap()
}

fn line(r: &TaxResult, label: &str) -> Decimal {
    r.breakdown
        .iter()
        .find(|l| l.label == label)
        .unwrap_or_else(|| panic!("no line {label}"))
        .amount
}

#[test]
fn cumulative_scale_matches_the_ato_figures() {
    for (year, figures) in [
        ("2024-25", [dec!(4_288), dec!(31_288), dec!(51_638)]),
        ("2025-26", [dec!(4_288), dec!(31_288), dec!(51_638)]),
        ("2026-27", [dec!(4_020), dec!(31_020), dec!(51_370)]),
    ] {
        for (income, expected) in [dec!(45_000), dec!(135_000), dec!(190_000)]
            .into_iter()
            .zip(figures)
        {
            let r = run(&au(year, income));
            assert_eq!(
                line(&r, "Tax on taxable income"),
                expected,
                "{year} {income}"
            );
        }
        // Nothing below the tax-free threshold.
        assert_eq!(run(&au(year, dec!(18_200))).federal_tax, dec!(0));
    }
}

#[test]
fn income_tax_after_lito_and_take_home() {
    // $85,000 in 2025-26: 4,288 + 30% × 40,000 = 16,288; no LITO; Medicare levy 2% = 1,700.
    let r = run(&au("2025-26", dec!(85_000)));
    assert_eq!(r.federal_tax, dec!(16_288));
    assert_eq!(r.fica_tax, dec!(1_700));
    assert_eq!(r.state_tax, dec!(0));
    assert_eq!(r.take_home, dec!(67_012));
    assert_eq!(r.tax_year, "2025-26");
    assert_eq!(r.marginal_rate, dec!(0.32));
    assert_eq!(r.average_rate, dec!(0.2116));
    // The 15% rate from 1 July 2026 saves $268 at this income.
    let r = run(&au("2026-27", dec!(85_000)));
    assert_eq!(r.federal_tax, dec!(16_020));
    assert_eq!(r.take_home, dec!(67_280));
}

#[test]
fn low_income_tax_offset_tapers() {
    // $40,000: 16% × 21,800 = 3,488 less LITO 700 − 5% × 2,500 = 575.
    let r = run(&au("2025-26", dec!(40_000)));
    assert_eq!(line(&r, "Low income tax offset"), dec!(-575));
    assert_eq!(r.federal_tax, dec!(2_913));
    // 5c per dollar LITO withdrawal adds to the 16% rate, plus the 2% levy.
    assert_eq!(r.marginal_rate, dec!(0.23));
    // $55,000: 4,288 + 3,000 − (325 − 150).
    let r = run(&au("2025-26", dec!(55_000)));
    assert_eq!(r.federal_tax, dec!(7_113));
    // Offset larger than the tax: no tax, never negative.
    let r = run(&au("2025-26", dec!(20_000)));
    assert_eq!(r.federal_tax, dec!(0));
    assert_eq!(line(&r, "Low income tax offset"), dec!(-288));
}

#[test]
fn medicare_levy_single_reduction_ato_example() {
    // ATO "Medicare levy reduction for low-income earners" (2024-25): Angie, single, taxable income
    // $29,000, levy reduced to $177.80.
    let r = run(&au("2024-25", dec!(29_000)));
    assert_eq!(r.fica_tax, dec!(177.80));
    assert!(!r.provisional);
    assert_eq!(run(&au("2024-25", dec!(27_222))).fica_tax, dec!(0));
    // Upper threshold $34,027: the reduction is gone just above it.
    assert_eq!(run(&au("2024-25", dec!(34_028))).fica_tax, dec!(680.56));
    assert_eq!(run(&au("2024-25", dec!(34_000))).fica_tax, dec!(677.80));
}

#[test]
fn medicare_levy_family_reduction() {
    // Couple with two children, family income $60,000, own income $40,000 (2024-25): family threshold
    // 45,907 + 2 × 4,216 = 54,339; reduction (2% × 54,339 − 8% × 5,661) × 40/60 = 422.60.
    let req = TaxRequest {
        marital_status: Some(MaritalStatus::Married),
        dependents: 2,
        household_income: Some(dec!(60_000)),
        ..au("2024-25", dec!(40_000))
    };
    assert_eq!(run(&req).fica_tax, dec!(377.40));
    // Family income at or below the family threshold: no levy.
    let req = TaxRequest {
        household_income: Some(dec!(54_339)),
        ..req
    };
    assert_eq!(run(&req).fica_tax, dec!(0));
    // Sole parent with one child on $45,000: under the family threshold of $50,123.
    let sole = TaxRequest {
        dependents: 1,
        ..au("2024-25", dec!(45_000))
    };
    assert_eq!(run(&sole).fica_tax, dec!(0));
    // The same income without a child pays the full 2%.
    assert_eq!(run(&au("2024-25", dec!(45_000))).fica_tax, dec!(900));
}

#[test]
fn medicare_levy_surcharge_tiers() {
    let no_cover = |year: &str, income| TaxRequest {
        private_hospital_cover: Some(false),
        ..au(year, income)
    };
    let mls = |r: &TaxResult| r.fica_tax - line(r, "Medicare levy");
    // 2025-26 singles: base tier to $101,000, then 1% / 1.25% / 1.5% of taxable income.
    assert_eq!(mls(&run(&no_cover("2025-26", dec!(101_000)))), dec!(0));
    assert_eq!(
        mls(&run(&no_cover("2025-26", dec!(101_001)))),
        dec!(1_010.01)
    );
    assert_eq!(mls(&run(&no_cover("2025-26", dec!(120_000)))), dec!(1_500));
    assert_eq!(mls(&run(&no_cover("2025-26", dec!(200_000)))), dec!(3_000));
    // 2024-25 singles: $97,000 / $113,000 / $151,000.
    assert_eq!(mls(&run(&no_cover("2024-25", dec!(100_000)))), dec!(1_000));
    // Covered (or unknown) pays none.
    let covered = run(&au("2025-26", dec!(200_000)));
    assert_eq!(covered.fica_tax, dec!(4_000));
    assert!(
        covered
            .assumptions
            .iter()
            .any(|a| a.contains("hospital cover"))
    );
    // Families: tiered on family income, +$1,500 per dependent child after the first.
    let family = TaxRequest {
        marital_status: Some(MaritalStatus::Married),
        dependents: 3,
        household_income: Some(dec!(250_000)),
        ..no_cover("2025-26", dec!(150_000))
    };
    // Tiers 205,000 / 239,000 / 319,000: 250,000 is tier 2 (1.25% × 150,000).
    assert_eq!(mls(&run(&family)), dec!(1_875));
    let family = TaxRequest {
        household_income: Some(dec!(239_000)),
        ..family
    };
    assert_eq!(mls(&run(&family)), dec!(1_500));
}

#[test]
fn provisional_when_thresholds_are_carried_forward() {
    // 2025-26 Medicare levy low-income thresholds are carried forward from 2024-25.
    let r = run(&au("2025-26", dec!(30_000)));
    assert!(r.provisional);
    assert!(r.provisional_reasons[0].contains("2024-25"));
    // Far above the thresholds the carried-forward figure cannot matter.
    assert!(!run(&au("2025-26", dec!(150_000))).provisional);
    // 2026-27 surcharge thresholds are carried forward too.
    let r = run(&TaxRequest {
        private_hospital_cover: Some(false),
        ..au("2026-27", dec!(150_000))
    });
    assert!(r.provisional);
    assert!(
        r.provisional_reasons
            .iter()
            .any(|s| s.contains("surcharge"))
    );
}

#[test]
fn default_year_is_the_one_in_force() {
    let mut req = au("", dec!(85_000));
    req.tax_year = None;
    let on = |y, m, d| calculate(&req, NaiveDate::from_ymd_opt(y, m, d).unwrap()).unwrap();
    assert_eq!(on(2026, 11, 21).tax_year, "2026-27");
    assert_eq!(on(2026, 6, 30).tax_year, "2025-26");
    assert_eq!(on(2024, 7, 1).tax_year, "2024-25");
    // Beyond the tables: the latest table, marked provisional with the reason.
    let later = on(2028, 8, 1);
    assert_eq!(later.tax_year, "2028-29");
    assert!(later.provisional);
    assert!(later.provisional_reasons[0].contains("2026-27"));
}

#[test]
fn bad_input_is_an_error_naming_the_field() {
    let err = calculate(&au("2023-24", dec!(1)), today()).unwrap_err();
    assert!(matches!(err, DomainError::UnsupportedTaxYear { .. }));
    assert_eq!(err.field(), Some("taxYear"));
    let err = calculate(&au("2025-26", dec!(-1)), today()).unwrap_err();
    assert_eq!(err.field(), Some("income"));
    let err = calculate(
        &TaxRequest {
            state: Some(finance_domain::Region::UsCa),
            ..au("2025-26", dec!(1))
        },
        today(),
    )
    .unwrap_err();
    assert_eq!(err.field(), Some("state"));
}
