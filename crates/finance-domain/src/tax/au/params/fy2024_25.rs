//! 2024-25 (1 July 2024 - 30 June 2025).

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::{AuParams, Help, HelpSchedule, Lito, MedicareLevy, Sapto, SaptoRate, Surcharge};
use crate::tax::schedule::{Bracket, bracket};

// Income Tax Rates Act 1986 sch 7 pt I cl 1, as amended by the Treasury Laws Amendment (Cost of
// Living Tax Cuts) Act 2024; ATO "Individual income tax rates", Resident tax rates 2024-25.
const SCALE: [Bracket; 5] = [
    bracket(dec!(0), dec!(0), dec!(0)),
    bracket(dec!(18_200), dec!(0.16), dec!(0)),
    bracket(dec!(45_000), dec!(0.30), dec!(4_288)),
    bracket(dec!(135_000), dec!(0.37), dec!(31_288)),
    bracket(dec!(190_000), dec!(0.45), dec!(51_638)),
];

// ATO "Study and training loan repayment thresholds and rates", 2024-25 table (income from, rate).
const HELP_2024_25: [(Decimal, Decimal); 19] = [
    (dec!(0), dec!(0)),
    (dec!(54_435), dec!(0.01)),
    (dec!(62_851), dec!(0.02)),
    (dec!(66_621), dec!(0.025)),
    (dec!(70_619), dec!(0.03)),
    (dec!(74_856), dec!(0.035)),
    (dec!(79_347), dec!(0.04)),
    (dec!(84_108), dec!(0.045)),
    (dec!(89_155), dec!(0.05)),
    (dec!(94_504), dec!(0.055)),
    (dec!(100_175), dec!(0.06)),
    (dec!(106_186), dec!(0.065)),
    (dec!(112_557), dec!(0.07)),
    (dec!(119_310), dec!(0.075)),
    (dec!(126_468), dec!(0.08)),
    (dec!(134_057), dec!(0.085)),
    (dec!(142_101), dec!(0.09)),
    (dec!(150_627), dec!(0.095)),
    (dec!(159_664), dec!(0.10)),
];

pub const PARAMS: AuParams = AuParams {
    label: "2024-25",
    start_year: 2024,
    scale: &SCALE,
    // Income Tax Assessment Act 1997 s 61-115 (LITO from 2020-21): $700, less 5c per $1 over
    // $37,500, less 1.5c per $1 over $45,000; ATO "Low and middle income earner tax offsets".
    lito: Lito {
        max: dec!(700),
        full_until: dec!(37_500),
        taper1: dec!(0.05),
        taper2_from: dec!(45_000),
        taper2: dec!(0.015),
    },
    // Medicare Levy Act 1986 s 6 (2%), ss 7-8 (10% phase-in, 8% family taper). Thresholds for
    // 2024-25 from the Treasury Laws Amendment (Medicare Levy and Other Measures) Act 2025 (2025-26
    // Budget measure); ATO "Medicare levy reduction for low-income earners" (single lower $27,222,
    // upper $34,027) and "Medicare levy reduction - family income" (family $45,907 + $4,216 per
    // dependent child or student).
    medicare: MedicareLevy {
        rate: dec!(0.02),
        phase_in_rate: dec!(0.10),
        family_taper: dec!(0.08),
        single_threshold: dec!(27_222),
        family_threshold: dec!(45_907),
        per_dependant: dec!(4_216),
        // Same Act and ATO pages: seniors and pensioners $43,020 single, $59,886 family.
        senior_single_threshold: dec!(43_020),
        senior_family_threshold: dec!(59_886),
        provisional: None,
    },
    // ATO "Medicare levy surcharge income, thresholds and rates", 2024-25: singles $97,000 /
    // $113,000 / $151,000, families $194,000 / $226,000 / $302,000; rates 1%, 1.25%, 1.5%; family
    // threshold + $1,500 for each dependent child after the first (Medicare Levy Act 1986 s 3A(2)).
    surcharge: Surcharge {
        single: [dec!(97_000), dec!(113_000), dec!(151_000)],
        family: [dec!(194_000), dec!(226_000), dec!(302_000)],
        rates: [dec!(0.01), dec!(0.0125), dec!(0.015)],
        per_child_after_first: dec!(1_500),
        provisional: None,
    },
    // ATO "Seniors and pensioners tax offset" (unchanged since 2012-13): single $2,230 shading out
    // above $34,919 rebate income (cut-out $52,759); each member of a couple $1,602 above $30,994
    // (cut-out $43,810); 12.5c lost per $1. Income Tax Assessment (1936 Act) Regulation 2015 ss 8-10.
    sapto: Sapto {
        min_age: 67,
        single: SaptoRate {
            max: dec!(2_230),
            shade_out: dec!(34_919),
        },
        couple: SaptoRate {
            max: dec!(1_602),
            shade_out: dec!(30_994),
        },
        taper: dec!(0.125),
    },
    // ATO "Study and training loan repayment thresholds and rates", 2024-25: nil below $54,435, then
    // 1% to 10% of the whole repayment income (HESA 2003 s 154-20, indexed under s 154-25).
    help: Help {
        schedule: HelpSchedule::WholeIncome(&HELP_2024_25),
        provisional: None,
    },
};
