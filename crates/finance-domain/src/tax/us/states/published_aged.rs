//! Hand-checked figures for taxpayers 65 or over and for pre-tax deferrals. Each expected value
//! was worked out from the state's schedule and the age amounts cited in the state's file, with
//! the federal figures a wage earner of that age gets (2025, single, $60,000 of wages, 65 or over:
//! standard deduction $15,750 + $2,000, taxable income before the senior deduction $42,250,
//! senior deduction $6,000).

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::*;
use crate::region::Region;

/// A single 2025 filer with `wages` and no dependents, aged `age`, with the federal figures of a
/// 65+ filer when `age` is 65 or over (the senior deduction phases out 6% above $75,000).
fn single(state: Region, wages: Decimal, age: u32) -> StateTaxInput {
    let aged = age >= 65;
    let additional = if aged { dec!(2000) } else { Decimal::ZERO };
    let senior = if aged {
        (dec!(6000) - (wages - dec!(75000)).max(Decimal::ZERO) * dec!(0.06)).max(Decimal::ZERO)
    } else {
        Decimal::ZERO
    };
    let mut input = super::tests::input(state, 2025, FilingStatus::Single, wages, 0);
    input.federal_taxable_income = (wages - dec!(15750) - additional).max(Decimal::ZERO);
    input.age = Some(age);
    input.federal_additional_standard = additional;
    input.federal_senior_deduction = senior;
    input
}

fn tax(input: &StateTaxInput) -> Decimal {
    state_income_tax(input).unwrap().tax
}

#[test]
fn worked_examples_for_a_single_filer_65_or_over() {
    let cases: &[(Region, Decimal, u32, Decimal, &str)] = &[
        // 60,000 - 15,000 - 2,000 (2025 pre-act federal deduction and the §63(f) amount) - the
        // $15,000 age 65 deduction = 28,000: 3% x 14,270 + 6% x 10,170.
        (
            Region::UsSc,
            dec!(60000),
            70,
            dec!(1038.30),
            "SC 12-6-1170(B)",
        ),
        // 60,000 - age deduction (12,000 - 10,000 over $50,000) - 8,750 - (930 + 800) = 47,520.
        (
            Region::UsVa,
            dec!(60000),
            70,
            dec!(2474.90),
            "VA 58.1-322.03(5)",
        ),
        // Born 1938 (before 1939): the full $12,000 at any income: 100,000 - 12,000 - 8,750 - 1,730.
        (
            Region::UsVa,
            dec!(100000),
            87,
            dec!(4199.90),
            "VA born before 1939",
        ),
        // The $60,000 figure (1,639.53) less a second $153 exemption credit.
        (
            Region::UsCa,
            dec!(60000),
            66,
            dec!(1486.53),
            "CA senior exemption",
        ),
        // 5.19% x (60,000 - 12,000 - 5,000 earned income in the retirement exclusion).
        (Region::UsGa, dec!(60000), 63, dec!(2231.70), "GA 62-64"),
        // The same at 66: Georgia has no age amount since 2024.
        (Region::UsGa, dec!(60000), 66, dec!(2231.70), "GA 65+"),
        // 60,000 - 3,350 - (3,200 + 1,000) = 52,450: 20 + 30 + 40 + 4.75% x 49,450, less the
        // $1,000 senior tax credit.
        (Region::UsMd, dec!(60000), 70, dec!(1438.88), "MD"),
        // Born 1957: 20,000 - 5,800 against all income, besides the 5,800 exemption.
        (
            Region::UsMi,
            dec!(60000),
            68,
            dec!(1700.00),
            "MI born 1953 or later",
        ),
        // Born 1950: the full $20,000.
        (
            Region::UsMi,
            dec!(60000),
            75,
            dec!(1453.50),
            "MI born 1946-1952",
        ),
        // Born 1943: nothing against wages: 4.25% x 54,200.
        (
            Region::UsMi,
            dec!(60000),
            82,
            dec!(2303.50),
            "MI born before 1946",
        ),
        // 30,000 - (9,600 - half of 15,500) - (14,950 + 2,000) = 11,200 at 5.35%.
        (Region::UsMn, dec!(30000), 70, dec!(599.20), "MN"),
        // 24,000 - 17,750 (federal deduction with the aged amount) - (8,000 - 4 x 1,000) = 2,250
        // at 1.5%.
        (Region::UsNm, dec!(24000), 70, dec!(33.75), "NM 7-2-5.2"),
        // 2.5% x (60,000 - 6,000 senior - 15,750 basic deduction - 2,100).
        (Region::UsAz, dec!(60000), 70, dec!(903.75), "AZ"),
        // 3.8% x (42,250 - 6,000), less $40 + $20 exemption credits.
        (Region::UsIa, dec!(60000), 70, dec!(1317.50), "IA"),
        // 4.4% x (42,250 - 6,000).
        (Region::UsCo, dec!(60000), 70, dec!(1595.00), "CO"),
        // 42,250 - 6,000 - 5,660 = 30,590: 4.7% x 21,100 + 5.9% x 9,490.
        (Region::UsMt, dec!(60000), 70, dec!(1551.61), "MT"),
        // 60,000 - 2,000 - 8,000 senior citizen deduction = 50,000: 222 + 444 + 499.50 + 444.
        (Region::UsWv, dec!(60000), 70, dec!(1609.50), "WV"),
    ];
    for (state, wages, age, expected, what) in cases {
        assert_eq!(tax(&single(*state, *wages, *age)), *expected, "{what}");
    }
}

/// How much less tax a 65-or-over single filer pays than the same filer at 40 with the same
/// federal figures: the state's own age amount times its marginal rate, or its age credit.
#[test]
fn age_amounts_lower_tax_by_the_worked_difference() {
    let cases: &[(Region, Decimal, u32, Decimal)] = &[
        (Region::UsAr, dec!(60000), 66, dec!(58)), // two more $29 credits
        (Region::UsDe, dec!(60000), 62, dec!(110)), // one more $110 credit from 60
        (Region::UsDe, dec!(60000), 66, dec!(248.75)), // 110 + 5.55% x 2,500
        (Region::UsHi, dec!(60000), 66, dec!(86.95)), // 7.6% x 1,144 = 86.944, between two cent-rounded taxes
        (Region::UsIl, dec!(60000), 66, dec!(49.50)), // 4.95% x 1,000
        (Region::UsIn, dec!(60000), 66, dec!(30.00)), // 3% x 1,000
        (Region::UsIn, dec!(30000), 66, dec!(45.00)), // 3% x 1,500 below $40,000
        (Region::UsKs, dec!(60000), 66, dec!(47.43)), // 5.58% x 850
        (Region::UsKy, dec!(60000), 66, dec!(40)),
        (Region::UsMa, dec!(60000), 66, dec!(35)), // 5% x 700
        (Region::UsMs, dec!(60000), 66, dec!(66)), // 4.4% x 1,500
        (Region::UsNe, dec!(60000), 66, dec!(104)), // 5.2% x 2,000
        (Region::UsNj, dec!(60000), 66, dec!(55.25)), // 5.525% x 1,000
        (Region::UsOh, dec!(60000), 66, dec!(50)),
        (Region::UsOk, dec!(15000), 66, dec!(42.00)), // 450 x 4.75% + 550 x 3.75%
        (Region::UsUt, dec!(30000), 74, dec!(325)),   // 450 - 2.5% x 5,000
        (Region::UsWi, dec!(100000), 66, dec!(13.25)), // 5.3% x 250
    ];
    for (state, wages, age, saving) in cases {
        let young = super::tests::input(*state, 2025, FilingStatus::Single, *wages, 0);
        let mut old = young.clone();
        old.age = Some(*age);
        assert_eq!(
            tax(&young) - tax(&old),
            *saving,
            "{} at {wages}, age {age}",
            state.code()
        );
    }
}

#[test]
fn maryland_senior_credit_by_status_and_income() {
    let mut joint = super::tests::input(
        Region::UsMd,
        2025,
        FilingStatus::MarriedFilingJointly,
        dec!(120000),
        0,
    );
    let base = tax(&joint);
    joint.age = Some(70);
    joint.spouse_age = Some(60);
    // One spouse 65+: $1,000 exemption at 4.75% and the $1,000 credit.
    assert_eq!(base - tax(&joint), dec!(1047.50));
    joint.spouse_age = Some(66);
    // Both: two exemptions and the $1,750 credit.
    assert_eq!(base - tax(&joint), dec!(1845.00));
    // At $150,000 of AGI the credit is gone; the exemptions stay.
    let mut rich = super::tests::input(
        Region::UsMd,
        2025,
        FilingStatus::MarriedFilingJointly,
        dec!(150000),
        0,
    );
    let base = tax(&rich);
    rich.age = Some(70);
    rich.spouse_age = Some(70);
    assert_eq!(base - tax(&rich), dec!(95.00));
}

#[test]
fn a_spouse_counts_only_on_a_joint_return() {
    let mut separate = super::tests::input(
        Region::UsIl,
        2025,
        FilingStatus::MarriedFilingSeparately,
        dec!(60000),
        0,
    );
    let base = tax(&separate);
    separate.spouse_age = Some(80);
    assert_eq!(tax(&separate), base);
    // West Virginia's deduction is against the taxpayer's own income: a joint return whose
    // 65-year-old spouse has no wages gets nothing.
    let mut joint = super::tests::input(
        Region::UsWv,
        2025,
        FilingStatus::MarriedFilingJointly,
        dec!(60000),
        0,
    );
    let base = tax(&joint);
    joint.age = Some(50);
    joint.spouse_age = Some(70);
    assert_eq!(tax(&joint), base);
    joint.age = Some(70);
    assert!(tax(&joint) < base);
}

/// The age amounts never raise state tax: every state, both years, every status, with and
/// without children, over a range of wages (the federal inputs are held fixed).
#[test]
fn being_65_or_over_never_raises_state_tax_anywhere() {
    for state in Region::all(crate::profile::Country::Us) {
        for year in SUPPORTED_YEARS {
            for fs in [
                FilingStatus::Single,
                FilingStatus::MarriedFilingJointly,
                FilingStatus::MarriedFilingSeparately,
                FilingStatus::HeadOfHousehold,
            ] {
                for kids in [0, 2] {
                    for wages in [
                        8000, 15000, 22000, 30000, 45000, 60000, 90000, 140000, 300000,
                    ] {
                        // A childless worker loses the EITC at 65 (tested below); the childless
                        // credit is nil from $30,000 for every status.
                        if kids == 0 && wages < 30000 {
                            continue;
                        }
                        let young =
                            super::tests::input(*state, year, fs, Decimal::from(wages), kids);
                        let mut old = young.clone();
                        old.age = Some(70);
                        old.spouse_age = Some(70);
                        // Net of refundable credits: Delaware's choice between its non-refundable
                        // and refundable EITC can move part of the benefit out of `tax`.
                        let net = |i: &StateTaxInput| {
                            let r = state_income_tax(i).unwrap();
                            r.tax - r.refundable_credits
                        };
                        assert!(
                            net(&old) <= net(&young),
                            "{} {year} {fs:?} {wages} {kids}",
                            state.code()
                        );
                    }
                }
            }
        }
    }
}

/// Every state but Pennsylvania starts from wages after the 401(k) deferral: the tax on $60,000
/// with a $6,000 deferral is the tax on $54,000. Pennsylvania taxes the deferral. (Massachusetts'
/// FICA deduction counts the deferred wages too, but is at its $2,000 cap at these wages; see
/// below.)
#[test]
fn deferrals_are_excluded_everywhere_but_pennsylvania() {
    for state in Region::all(crate::profile::Country::Us) {
        let plain = super::tests::input(*state, 2025, FilingStatus::Single, dec!(54000), 0);
        let mut deferring = plain.clone();
        deferring.elective_deferrals = dec!(6000);
        let (a, b) = (tax(&plain), tax(&deferring));
        if *state == Region::UsPa {
            // 3.07% of $60,000 of compensation.
            assert_eq!((a, b), (dec!(1657.80), dec!(1842.00)));
        } else {
            assert_eq!(a, b, "{}", state.code());
        }
    }
}

/// Without a qualifying child the federal EITC, and with it the state EITCs built on it, needs a
/// taxpayer aged 25 to 64 (26 U.S.C. §32(c)(1)(A)(ii)(II)): Colorado's 50% share of the $649
/// maximum (2025) goes at 65; on a joint return one spouse under 65 is enough.
#[test]
fn a_childless_worker_65_or_over_gets_no_state_eitc() {
    let credit = |fs: FilingStatus, age: u32, spouse: Option<u32>| {
        let mut i = super::tests::input(Region::UsCo, 2025, fs, dec!(9000), 0);
        i.age = Some(age);
        i.spouse_age = spouse;
        state_income_tax(&i).unwrap().refundable_credits
    };
    assert_eq!(credit(FilingStatus::Single, 64, None), dec!(324.50));
    assert_eq!(credit(FilingStatus::Single, 65, None), Decimal::ZERO);
    assert_eq!(
        credit(FilingStatus::MarriedFilingJointly, 70, Some(60)),
        dec!(324.50)
    );
    assert_eq!(
        credit(FilingStatus::MarriedFilingJointly, 70, Some(66)),
        Decimal::ZERO
    );
}

/// Iowa at 65 for a separate return: no tax at or below $32,000 of income; above it the
/// alternate tax, 4.3% of income above $32,000, when that is less than 3.8% of taxable income.
#[test]
fn iowa_low_income_exemption_and_alternate_tax_at_65() {
    let separate = |wages: Decimal, kids: u32| {
        let mut i = super::tests::input(
            Region::UsIa,
            2025,
            FilingStatus::MarriedFilingSeparately,
            wages,
            kids,
        );
        // Federal standard deduction $15,750 + $1,600 (married, 65 or over); no senior deduction
        // on a separate return.
        i.federal_taxable_income = wages - dec!(17350);
        i.federal_additional_standard = dec!(1600);
        i.age = Some(70);
        tax(&i)
    };
    assert_eq!(separate(dec!(32000), 1), Decimal::ZERO);
    // 4.3% x 43,000 = 1,849 (below 3.8% x 57,650 = 2,190.70), less $40 + 3 x $40 + $20.
    assert_eq!(separate(dec!(75000), 3), dec!(1669.00));
}

/// Massachusetts deducts the Social Security and Medicare tax withheld, which is on the whole
/// wage: with $24,000 of wages and a $2,000 deferral it is 7.65% x $24,000 = $1,836, not
/// 7.65% x $22,000 = $1,683, so the tax is 5% x $153 = $7.65 less than on $22,000 of plain wages.
#[test]
fn massachusetts_fica_deduction_counts_the_deferred_wages() {
    let plain = super::tests::input(Region::UsMa, 2025, FilingStatus::Single, dec!(22000), 0);
    let mut deferring = plain.clone();
    deferring.elective_deferrals = dec!(2000);
    assert_eq!(tax(&plain) - tax(&deferring), dec!(7.65));
}
