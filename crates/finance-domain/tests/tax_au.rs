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

#[test]
fn help_debt_of_30k_on_95k_matches_the_ato_schedule() {
    // The question: $95,000 with a $30,000 HECS debt in 2025-26. Income tax $4,288 + 30% ×
    // $50,000 = $19,288; Medicare levy $1,900; HELP 15c per $1 over $67,000 = $4,200 (ATO 2025-26
    // table).
    let req = TaxRequest {
        help_debt: Some(dec!(30_000)),
        ..au("2025-26", dec!(95_000))
    };
    let r = run(&req);
    assert_eq!(r.federal_tax, dec!(19_288));
    assert_eq!(r.help_repayment, Some(dec!(4_200)));
    assert_eq!(line(&r, "HELP repayment"), dec!(4_200));
    assert_eq!(r.take_home, dec!(69_612));
    assert!(!r.provisional);
    // Without a debt the field is still there, at 0, and there is no line.
    let r = run(&au("2025-26", dec!(95_000)));
    assert_eq!(r.help_repayment, Some(dec!(0)));
    assert!(r.breakdown.iter().all(|l| l.label != "HELP repayment"));
    assert_eq!(r.take_home, dec!(73_812));
    // 2024-25: 5.5% of the whole $95,000 = $5,225. A small debt caps the repayment.
    let r = run(&TaxRequest {
        help_debt: Some(dec!(30_000)),
        ..au("2024-25", dec!(95_000))
    });
    assert_eq!(r.help_repayment, Some(dec!(5_225)));
    let r = run(&TaxRequest {
        help_debt: Some(dec!(812.40)),
        ..au("2025-26", dec!(95_000))
    });
    assert_eq!(r.help_repayment, Some(dec!(812.40)));
}

#[test]
fn help_in_an_unpublished_year_is_provisional() {
    let r = run(&TaxRequest {
        help_debt: Some(dec!(30_000)),
        ..au("2026-27", dec!(95_000))
    });
    assert!(r.provisional);
    assert!(
        r.provisional_reasons
            .iter()
            .any(|w| w.contains("study loan repayment thresholds"))
    );
}

#[test]
fn salary_sacrifice_lowers_taxable_income_but_counts_for_help() {
    // $95,000 salary, $10,000 sacrificed: taxable $85,000 → income tax $16,288, levy $1,700; HELP
    // repayment income is $95,000 again → $4,200.
    let r = run(&TaxRequest {
        salary_sacrifice: Some(dec!(10_000)),
        help_debt: Some(dec!(30_000)),
        ..au("2025-26", dec!(95_000))
    });
    assert_eq!(line(&r, "Taxable income"), dec!(85_000));
    assert_eq!(line(&r, "Salary sacrifice to super"), dec!(-10_000));
    assert_eq!(r.federal_tax, dec!(16_288));
    assert_eq!(r.fica_tax, dec!(1_700));
    assert_eq!(r.help_repayment, Some(dec!(4_200)));
    assert_eq!(r.pre_tax_contributions, dec!(10_000));
    // 95,000 − 10,000 − 16,288 − 1,700 − 4,200.
    assert_eq!(r.take_home, dec!(62_812));
    assert_eq!(r.income, dec!(95_000));
}

#[test]
fn salary_sacrifice_counts_for_the_surcharge_income_test() {
    // 2025-26 singles tier 1 starts above $101,000. Taxable $95,000 alone is under it; with $10,000
    // sacrificed the income for surcharge purposes is $105,000, so 1% of taxable income applies.
    let r = run(&TaxRequest {
        salary_sacrifice: Some(dec!(10_000)),
        private_hospital_cover: Some(false),
        ..au("2025-26", dec!(105_000))
    });
    assert_eq!(line(&r, "Medicare levy surcharge"), dec!(950));
    let r = run(&TaxRequest {
        private_hospital_cover: Some(false),
        ..au("2025-26", dec!(95_000))
    });
    assert_eq!(line(&r, "Medicare levy surcharge"), dec!(0));
}

#[test]
fn seniors_offset_shades_out_and_with_lito_cannot_exceed_the_tax() {
    // 67, single, $40,000 in 2025-26: tax 16% × 21,800 = 3,488; LITO 575; SAPTO 2,230 − 12.5% ×
    // (40,000 − 34,919) = 1,594.875 (ATO shade-out); levy nil under the seniors' $43,020.
    let r = run(&TaxRequest {
        age: Some(67),
        ..au("2025-26", dec!(40_000))
    });
    assert_eq!(
        line(&r, "Seniors and pensioners tax offset"),
        dec!(-1_594.88)
    );
    assert_eq!(r.federal_tax, dec!(1_318.13));
    assert_eq!(r.fica_tax, dec!(0));
    // The same person at 66 gets neither the offset nor the seniors' levy threshold.
    let young = run(&TaxRequest {
        age: Some(66),
        ..au("2025-26", dec!(40_000))
    });
    assert!(
        young
            .breakdown
            .iter()
            .all(|l| l.label != "Seniors and pensioners tax offset")
    );
    assert_eq!(young.federal_tax, dec!(2_913));
    assert_eq!(young.fica_tax, dec!(800));
    // $30,000: the offsets (700 + 2,230) exceed the $1,888 tax; only $1,188 of SAPTO is used.
    let r = run(&TaxRequest {
        age: Some(80),
        ..au("2025-26", dec!(30_000))
    });
    assert_eq!(line(&r, "Seniors and pensioners tax offset"), dec!(-1_188));
    assert_eq!(r.federal_tax, dec!(0));
    // Single seniors pay no income tax to about $35,813 (LITO + SAPTO = 16% of the excess over
    // $18,200).
    let at = |income| {
        run(&TaxRequest {
            age: Some(70),
            ..au("2025-26", income)
        })
        .federal_tax
    };
    assert_eq!(at(dec!(35_813)), dec!(0));
    assert!(at(dec!(35_900)) > dec!(0));
}

#[test]
fn seniors_couple_rate_and_rebate_income_includes_salary_sacrifice() {
    // Couple rate: $1,602 shading out above $30,994: at $40,000 rebate income, 1,602 − 1,125.75.
    let r = run(&TaxRequest {
        age: Some(68),
        marital_status: Some(MaritalStatus::Married),
        household_income: Some(dec!(70_000)),
        ..au("2025-26", dec!(40_000))
    });
    assert_eq!(line(&r, "Seniors and pensioners tax offset"), dec!(-476.25));
    // $36,000 taxable plus $4,000 sacrificed is the same $40,000 rebate income.
    let r = run(&TaxRequest {
        age: Some(68),
        salary_sacrifice: Some(dec!(4_000)),
        ..au("2025-26", dec!(40_000))
    });
    assert_eq!(
        line(&r, "Seniors and pensioners tax offset"),
        dec!(-1_594.88)
    );
}

#[test]
fn seniors_medicare_levy_thresholds() {
    // 2024-25 seniors' single threshold $43,020: 10% phase-in above it. At $48,000 (SAPTO still
    // applies below the $52,759 cut-out): 10% × 4,980 = 498, under 2% × 48,000 = 960.
    let r = run(&TaxRequest {
        age: Some(70),
        ..au("2024-25", dec!(48_000))
    });
    assert_eq!(r.fica_tax, dec!(498));
    let r = run(&au("2024-25", dec!(48_000)));
    assert_eq!(r.fica_tax, dec!(960));
}

#[test]
fn pay_periods_split_the_take_home() {
    let r = run(&au("2025-26", dec!(85_000)));
    assert_eq!(r.take_home, dec!(67_012));
    assert_eq!(r.take_home_per_period.weekly, dec!(1_288.69));
    assert_eq!(r.take_home_per_period.fortnightly, dec!(2_577.38));
    assert_eq!(r.take_home_per_period.monthly, dec!(5_584.33));
}
