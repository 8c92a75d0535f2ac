#![allow(clippy::unwrap_used, clippy::expect_used)]
//! US federal and FICA rules against IRS and SSA figures.

use chrono::NaiveDate;
use finance_domain::tax::{FilingStatus, TaxRequest, TaxResult, calculate};
use finance_domain::{Country, MaritalStatus};
use rust_decimal::Decimal;
use rust_decimal_macros::dec;

fn today() -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, 11, 21).unwrap()
}

fn us(year: &str, status: FilingStatus, income: Decimal) -> TaxRequest {
    TaxRequest {
        country: Country::Us,
        tax_year: Some(year.into()),
        income,
        filing_status: Some(status),
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

fn refundable(r: &TaxResult, label: &str) -> Decimal {
    r.refundable_credits
        .iter()
        .find(|l| l.label == label)
        .map_or(dec!(0), |l| l.amount)
}

use FilingStatus::*;

/// (status, standard deduction, bracket tops, tax at each top) from Rev. Proc. 2024-40 / OBBBA and
/// Rev. Proc. 2025-32.
type Published = (
    &'static str,
    FilingStatus,
    Decimal,
    [Decimal; 6],
    [Decimal; 6],
);

fn published() -> Vec<Published> {
    vec![
        (
            "2025",
            Single,
            dec!(15_750),
            [
                dec!(11_925),
                dec!(48_475),
                dec!(103_350),
                dec!(197_300),
                dec!(250_525),
                dec!(626_350),
            ],
            [
                dec!(1_192.50),
                dec!(5_578.50),
                dec!(17_651),
                dec!(40_199),
                dec!(57_231),
                dec!(188_769.75),
            ],
        ),
        (
            "2025",
            MarriedFilingJointly,
            dec!(31_500),
            [
                dec!(23_850),
                dec!(96_950),
                dec!(206_700),
                dec!(394_600),
                dec!(501_050),
                dec!(751_600),
            ],
            [
                dec!(2_385),
                dec!(11_157),
                dec!(35_302),
                dec!(80_398),
                dec!(114_462),
                dec!(202_154.50),
            ],
        ),
        (
            "2025",
            MarriedFilingSeparately,
            dec!(15_750),
            [
                dec!(11_925),
                dec!(48_475),
                dec!(103_350),
                dec!(197_300),
                dec!(250_525),
                dec!(375_800),
            ],
            [
                dec!(1_192.50),
                dec!(5_578.50),
                dec!(17_651),
                dec!(40_199),
                dec!(57_231),
                dec!(101_077.25),
            ],
        ),
        (
            "2025",
            HeadOfHousehold,
            dec!(23_625),
            [
                dec!(17_000),
                dec!(64_850),
                dec!(103_350),
                dec!(197_300),
                dec!(250_500),
                dec!(626_350),
            ],
            [
                dec!(1_700),
                dec!(7_442),
                dec!(15_912),
                dec!(38_460),
                dec!(55_484),
                dec!(187_031.50),
            ],
        ),
        (
            "2026",
            Single,
            dec!(16_100),
            [
                dec!(12_400),
                dec!(50_400),
                dec!(105_700),
                dec!(201_775),
                dec!(256_225),
                dec!(640_600),
            ],
            [
                dec!(1_240),
                dec!(5_800),
                dec!(17_966),
                dec!(41_024),
                dec!(58_448),
                dec!(192_979.25),
            ],
        ),
        (
            "2026",
            MarriedFilingJointly,
            dec!(32_200),
            [
                dec!(24_800),
                dec!(100_800),
                dec!(211_400),
                dec!(403_550),
                dec!(512_450),
                dec!(768_700),
            ],
            [
                dec!(2_480),
                dec!(11_600),
                dec!(35_932),
                dec!(82_048),
                dec!(116_896),
                dec!(206_583.50),
            ],
        ),
        (
            "2026",
            MarriedFilingSeparately,
            dec!(16_100),
            [
                dec!(12_400),
                dec!(50_400),
                dec!(105_700),
                dec!(201_775),
                dec!(256_225),
                dec!(384_350),
            ],
            [
                dec!(1_240),
                dec!(5_800),
                dec!(17_966),
                dec!(41_024),
                dec!(58_448),
                dec!(103_291.75),
            ],
        ),
        (
            "2026",
            HeadOfHousehold,
            dec!(24_150),
            [
                dec!(17_700),
                dec!(67_450),
                dec!(105_700),
                dec!(201_750),
                dec!(256_200),
                dec!(640_600),
            ],
            [
                dec!(1_770),
                dec!(7_740),
                dec!(16_155),
                dec!(39_207),
                dec!(56_631),
                dec!(191_171),
            ],
        ),
    ]
}

#[test]
fn irs_bracket_tops_and_standard_deductions() {
    let rates = [
        dec!(0.12),
        dec!(0.22),
        dec!(0.24),
        dec!(0.32),
        dec!(0.35),
        dec!(0.37),
    ];
    for (year, status, deduction, tops, taxes) in published() {
        let r = run(&us(year, status, deduction));
        assert_eq!(line(&r, "Standard deduction"), deduction);
        assert_eq!(r.federal_tax, dec!(0), "{year} {status:?}");
        for ((top, tax), next_rate) in tops.into_iter().zip(taxes).zip(rates) {
            let r = run(&us(year, status, deduction + top));
            assert_eq!(r.federal_tax, tax, "{year} {status:?} top {top}");
            // The next dollar is taxed at the next rate.
            let above = run(&us(year, status, deduction + top + dec!(100)));
            assert_eq!(
                above.federal_tax - tax,
                next_rate * dec!(100),
                "{year} {status:?} {top}"
            );
        }
    }
}

#[test]
fn single_85k_in_2026() {
    // Taxable 68,900: 5,800 + 22% × 18,500 = 9,870. FICA 6.2% + 1.45% of 85,000 = 6,502.50.
    let r = run(&us("2026", Single, dec!(85_000)));
    assert_eq!(r.federal_tax, dec!(9_870));
    assert_eq!(r.fica_tax, dec!(6_502.50));
    assert_eq!(r.state_tax, dec!(0));
    assert_eq!(r.take_home, dec!(68_627.50));
    assert_eq!(r.marginal_rate, dec!(0.2965));
    assert!(r.assumptions.iter().any(|a| a.contains("No state")));
    assert!(r.not_modelled.iter().any(|a| a.contains("Local and city")));
}

#[test]
fn social_security_stops_at_the_wage_base() {
    let r = run(&us("2026", Single, dec!(300_000)));
    assert_eq!(line(&r, "Social Security"), dec!(11_439));
    let r = run(&us("2025", Single, dec!(300_000)));
    assert_eq!(line(&r, "Social Security"), dec!(10_918.20));
    let r = run(&us("2025", Single, dec!(176_100)));
    assert_eq!(line(&r, "Social Security"), dec!(10_918.20));
    let r = run(&us("2025", Single, dec!(176_000)));
    assert_eq!(line(&r, "Social Security"), dec!(10_912));
}

#[test]
fn additional_medicare_above_the_status_threshold() {
    for (status, wages, expected) in [
        (Single, dec!(250_000), dec!(450)),
        (HeadOfHousehold, dec!(210_000), dec!(90)),
        (MarriedFilingJointly, dec!(300_000), dec!(450)),
        (MarriedFilingSeparately, dec!(150_000), dec!(225)),
    ] {
        let r = run(&us("2026", status, wages));
        assert_eq!(line(&r, "Additional Medicare"), expected, "{status:?}");
        assert_eq!(line(&r, "Medicare"), dec!(0.0145) * wages);
    }
    let r = run(&us("2026", Single, dec!(200_000)));
    assert!(r.breakdown.iter().all(|l| l.label != "Additional Medicare"));
}

#[test]
fn child_tax_credit_and_refundable_credits() {
    // MFJ, two children, $60,000 (2026): tax before credits 2,480 + 12% × 3,000 = 2,840, wiped out by
    // the $4,400 credit; ACTC = min(4,400 − 2,840, 2 × 1,700, 15% × 57,500) = 1,560.
    let req = TaxRequest {
        dependents: 2,
        ..us("2026", MarriedFilingJointly, dec!(60_000))
    };
    let r = run(&req);
    assert_eq!(line(&r, "Federal income tax before credits"), dec!(2_840));
    assert_eq!(r.federal_tax, dec!(0));
    assert_eq!(refundable(&r, "Additional child tax credit"), dec!(1_560));
    // EITC: 7,316 − 21.06% × (60,000 − 31,160).
    assert_eq!(refundable(&r, "Earned income credit"), dec!(1_242.30));
    // Refundable credits do not enter take-home.
    assert_eq!(r.take_home, dec!(60_000) - r.fica_tax);

    // Phase-out: $50 for each $1,000 or part over $200,000 (HoH, one child).
    let r = run(&TaxRequest {
        dependents: 1,
        ..us("2026", HeadOfHousehold, dec!(210_000.50))
    });
    assert_eq!(line(&r, "Child tax credit (non-refundable)"), dec!(-1_650));
}

#[test]
fn earned_income_credit_maxima() {
    for (year, kids, wages, max) in [
        ("2025", 0, dec!(8_490), dec!(649)),
        ("2025", 1, dec!(12_730), dec!(4_328)),
        ("2025", 2, dec!(17_880), dec!(7_152)),
        ("2025", 3, dec!(17_880), dec!(8_046)),
        ("2026", 0, dec!(8_680), dec!(664)),
        ("2026", 1, dec!(13_020), dec!(4_427)),
        ("2026", 2, dec!(18_290), dec!(7_316)),
        ("2026", 3, dec!(18_290), dec!(8_231)),
    ] {
        let status = if kids == 0 { Single } else { HeadOfHousehold };
        let r = run(&TaxRequest {
            dependents: kids,
            ..us(year, status, wages)
        });
        assert_eq!(refundable(&r, "Earned income credit"), max, "{year} {kids}");
    }
    // Completed phase-out (Rev. Proc. 2025-32): nothing left at $62,974 with three children.
    let r = run(&TaxRequest {
        dependents: 3,
        ..us("2026", HeadOfHousehold, dec!(62_974))
    });
    assert_eq!(refundable(&r, "Earned income credit"), dec!(0));
    // Married filing separately: not modelled as eligible.
    let r = run(&us("2026", MarriedFilingSeparately, dec!(8_000)));
    assert_eq!(refundable(&r, "Earned income credit"), dec!(0));
}

/// Without a qualifying child the EITC needs a taxpayer aged 25 to 64 at the end of the year
/// (26 U.S.C. §32(c)(1)(A)(ii)(II)); on a joint return one spouse in that range is enough, and the
/// spouse's age defaults to the filer's. With a child there is no age test.
#[test]
fn childless_earned_income_credit_age_test() {
    let credit = |status, age: Option<u32>, spouse_age: Option<u32>, kids: u32| {
        let r = run(&TaxRequest {
            age,
            spouse_age,
            dependents: kids,
            ..us("2025", status, dec!(8_490))
        });
        refundable(&r, "Earned income credit")
    };
    assert_eq!(credit(Single, Some(64), None, 0), dec!(649));
    assert_eq!(credit(Single, Some(65), None, 0), dec!(0));
    assert_eq!(credit(Single, Some(24), None, 0), dec!(0));
    assert_eq!(credit(Single, None, None, 0), dec!(649));
    assert_eq!(
        credit(MarriedFilingJointly, Some(70), Some(60), 0),
        dec!(649)
    );
    assert_eq!(credit(MarriedFilingJointly, Some(70), None, 0), dec!(0));
    // 34% of $8,490 (the one-child phase-in rate).
    assert_eq!(credit(HeadOfHousehold, Some(70), None, 1), dec!(2_886.60));
}

#[test]
fn filing_status_and_year_defaults() {
    let req = TaxRequest {
        country: Country::Us,
        income: dec!(85_000),
        marital_status: Some(MaritalStatus::Married),
        ..TaxRequest::default()
    };
    let r = run(&req);
    assert_eq!(r.tax_year, "2026");
    assert_eq!(r.filing_status, Some(MarriedFilingJointly));
    let r = calculate(&req, NaiveDate::from_ymd_opt(2025, 3, 1).unwrap()).unwrap();
    assert_eq!(r.tax_year, "2025");
    let single_parent = TaxRequest {
        marital_status: Some(MaritalStatus::Divorced),
        dependents: 1,
        ..req.clone()
    };
    assert_eq!(run(&single_parent).filing_status, Some(HeadOfHousehold));
    let err = calculate(&us("2024", Single, dec!(1)), today()).unwrap_err();
    assert_eq!(err.field(), Some("taxYear"));
}

#[test]
fn below_the_standard_deduction_only_fica_is_due() {
    let r = run(&us("2026", Single, dec!(10_000)));
    assert_eq!(r.federal_tax, dec!(0));
    assert_eq!(r.fica_tax, dec!(765));
    assert_eq!(r.marginal_rate, dec!(0.0765));
    let r = run(&us("2026", Single, dec!(0)));
    assert_eq!(r.take_home, dec!(0));
    assert_eq!(r.average_rate, dec!(0));
}

#[test]
fn pre_tax_401k_leaves_federal_wages_but_not_fica() {
    // 2026 single, $85,000 with 6% ($5,100) deferred: federal wages $79,900, taxable $63,800, tax
    // $5,800 + 22% × $13,400 = $8,748; FICA on all $85,000 = $6,502.50.
    let r = run(&TaxRequest {
        pre_tax_retirement: Some(dec!(5_100)),
        ..us("2026", FilingStatus::Single, dec!(85_000))
    });
    assert_eq!(line(&r, "Pre-tax retirement contributions"), dec!(-5_100));
    assert_eq!(line(&r, "Federal wages"), dec!(79_900));
    assert_eq!(line(&r, "Federal taxable income"), dec!(63_800));
    assert_eq!(r.federal_tax, dec!(8_748));
    assert_eq!(r.fica_tax, dec!(6_502.50));
    assert_eq!(r.pre_tax_contributions, dec!(5_100));
    assert_eq!(r.take_home, dec!(64_649.50));
    assert_eq!(r.help_repayment, None);
    assert_eq!(r.take_home_per_period.fortnightly, dec!(2_486.52));
}

#[test]
fn states_follow_their_own_deferral_rules() {
    let with = |state, d| {
        run(&TaxRequest {
            state: Some(state),
            pre_tax_retirement: d,
            ..us("2026", FilingStatus::Single, dec!(85_000))
        })
        .state_tax
    };
    // Pennsylvania taxes the deferral: 3.07% of all $85,000 either way.
    assert_eq!(with(finance_domain::Region::UsPa, None), dec!(2_609.50));
    assert_eq!(
        with(finance_domain::Region::UsPa, Some(dec!(5_100))),
        dec!(2_609.50)
    );
    // California, New Jersey (for a 401(k)) and Illinois exclude it like the federal return.
    for state in [
        finance_domain::Region::UsCa,
        finance_domain::Region::UsNj,
        finance_domain::Region::UsIl,
    ] {
        assert!(
            with(state, Some(dec!(5_100))) < with(state, None),
            "{state:?}"
        );
    }
    // Illinois: flat 4.95%, so exactly 4.95% of the deferral less.
    assert_eq!(
        with(finance_domain::Region::UsIl, None)
            - with(finance_domain::Region::UsIl, Some(dec!(5_100))),
        dec!(252.45)
    );
}

#[test]
fn deferral_over_the_limit_is_an_error() {
    let over = |year: &str, age, amount| {
        calculate(
            &TaxRequest {
                age,
                pre_tax_retirement: Some(amount),
                ..us(year, FilingStatus::Single, dec!(150_000))
            },
            today(),
        )
    };
    assert!(over("2025", Some(40), dec!(23_500)).is_ok());
    let e = over("2025", Some(40), dec!(23_501)).unwrap_err();
    assert_eq!(e.field(), Some("preTaxRetirement"));
    // 50+: $31,000; 60-63: $34,750 (2025).
    assert!(over("2025", Some(55), dec!(31_000)).is_ok());
    assert!(over("2025", Some(55), dec!(31_001)).is_err());
    assert!(over("2025", Some(62), dec!(34_750)).is_ok());
    assert!(over("2025", Some(62), dec!(34_751)).is_err());
    // More than the wages themselves.
    let e = calculate(
        &TaxRequest {
            pre_tax_retirement: Some(dec!(10_001)),
            ..us("2025", FilingStatus::Single, dec!(10_000))
        },
        today(),
    )
    .unwrap_err();
    assert_eq!(e.field(), Some("preTaxRetirement"));
}

#[test]
fn age_65_gets_the_additional_and_the_senior_deduction() {
    // 2025 single, 67, $60,000: $15,750 + $2,000 + $6,000 → taxable $36,250; tax $1,192.50 +
    // 12% × $24,325 = $4,111.50.
    let r = run(&TaxRequest {
        age: Some(67),
        ..us("2025", FilingStatus::Single, dec!(60_000))
    });
    assert_eq!(
        line(&r, "Additional standard deduction (65 or over)"),
        dec!(2_000)
    );
    assert_eq!(line(&r, "Senior deduction (65 or over)"), dec!(6_000));
    assert_eq!(line(&r, "Federal taxable income"), dec!(36_250));
    assert_eq!(r.federal_tax, dec!(4_111.50));
    // Joint, both 66 (spouseAge defaults to age), $200,000: $31,500 + 2 × $1,600; the senior
    // deduction is 2 × (6,000 − 6% × 50,000) = $6,000 (IRS phase-out) → taxable $159,300, tax
    // $11,157 + 22% × $62,350 = $24,874.
    let r = run(&TaxRequest {
        age: Some(66),
        ..us("2025", FilingStatus::MarriedFilingJointly, dec!(200_000))
    });
    assert_eq!(line(&r, "Senior deduction (65 or over)"), dec!(6_000));
    assert_eq!(line(&r, "Federal taxable income"), dec!(159_300));
    assert_eq!(r.federal_tax, dec!(24_874));
    // A younger spouse counts once.
    let r = run(&TaxRequest {
        age: Some(66),
        spouse_age: Some(60),
        ..us("2025", FilingStatus::MarriedFilingJointly, dec!(200_000))
    });
    assert_eq!(line(&r, "Senior deduction (65 or over)"), dec!(3_000));
    // The phase-out reads MAGI after the pre-tax deferral: $100,000 − $10,000 → 6,000 − 6% × 15,000.
    let r = run(&TaxRequest {
        age: Some(67),
        pre_tax_retirement: Some(dec!(10_000)),
        ..us("2025", FilingStatus::Single, dec!(100_000))
    });
    assert_eq!(line(&r, "Senior deduction (65 or over)"), dec!(5_100));
    // Under 65: no lines.
    let r = run(&TaxRequest {
        age: Some(64),
        ..us("2025", FilingStatus::Single, dec!(60_000))
    });
    assert!(r.breakdown.iter().all(|l| !l.label.contains("65 or over")));
}

/// The federal credit for the elderly (26 U.S.C. §22, Schedule R) is not modelled, and neither is
/// Vermont's credit of 24% of it (docs/tax-states.md): for a wage-only household they are always 0.
/// The §22 credit is 15% of an initial amount ($5,000 single or head of household or a joint return
/// with one person 65+, $7,500 joint with both, $3,750 separate) less half of AGI over $7,500
/// ($10,000 joint, $5,000 separate), so it is gone at AGI of $17,500 ($20,000 / $25,000 joint,
/// $12,500 separate). It is non-refundable, and below those limits the 65+ standard deductions
/// already leave no federal tax to reduce.
#[test]
fn the_credit_for_the_elderly_has_no_tax_to_reduce_for_a_wage_earner() {
    for year in ["2025", "2026"] {
        for (status, age, spouse_age, limit) in [
            (Single, 65, None, 17_500),
            (HeadOfHousehold, 65, None, 17_500),
            (MarriedFilingJointly, 65, Some(50), 20_000),
            (MarriedFilingJointly, 65, Some(65), 25_000),
            (MarriedFilingSeparately, 65, None, 12_500),
        ] {
            for wages in (0..=limit).step_by(250) {
                let r = run(&TaxRequest {
                    age: Some(age),
                    spouse_age,
                    dependents: u32::from(status == HeadOfHousehold),
                    ..us(year, status, Decimal::from(wages))
                });
                assert_eq!(
                    line(&r, "Federal income tax before credits"),
                    dec!(0),
                    "{year} {status:?} {wages}"
                );
            }
        }
    }
}
