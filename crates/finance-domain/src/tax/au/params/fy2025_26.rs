//! 2025-26 (1 July 2025 - 30 June 2026).

use rust_decimal_macros::dec;

use super::{AuParams, Help, HelpSchedule, Lito, MedicareLevy, Sapto, SaptoRate, Surcharge};
use crate::tax::schedule::{Bracket, bracket};

// Income Tax Rates Act 1986 sch 7 pt I cl 1 (Treasury Laws Amendment (Cost of Living Tax Cuts) Act
// 2024): unchanged from 2024-25. ATO worked figures: $4,288 at $45,000, $31,288 at $135,000,
// $51,638 at $190,000.
const SCALE: [Bracket; 5] = [
    bracket(dec!(0), dec!(0), dec!(0)),
    bracket(dec!(18_200), dec!(0.16), dec!(0)),
    bracket(dec!(45_000), dec!(0.30), dec!(4_288)),
    bracket(dec!(135_000), dec!(0.37), dec!(31_288)),
    bracket(dec!(190_000), dec!(0.45), dec!(51_638)),
];

const HELP_SCALE_2025_26: [Bracket; 3] = [
    bracket(dec!(0), dec!(0), dec!(0)),
    bracket(dec!(67_000), dec!(0.15), dec!(0)),
    bracket(dec!(125_000), dec!(0.17), dec!(8_700)),
];

pub(super) const HELP_MARGINAL_2025_26: HelpSchedule = HelpSchedule::Marginal {
    scale: &HELP_SCALE_2025_26,
    flat_above: dec!(179_285),
    flat_rate: dec!(0.10),
};

pub const PARAMS: AuParams = AuParams {
    label: "2025-26",
    start_year: 2025,
    scale: &SCALE,
    // Income Tax Assessment Act 1997 s 61-115: unchanged.
    lito: Lito {
        max: dec!(700),
        full_until: dec!(37_500),
        taper1: dec!(0.05),
        taper2_from: dec!(45_000),
        taper2: dec!(0.015),
    },
    // The 2025-26 low-income thresholds are set each year in a later Budget and were not found in a
    // published source when this table was written: the 2024-25 figures are carried forward.
    medicare: MedicareLevy {
        rate: dec!(0.02),
        phase_in_rate: dec!(0.10),
        family_taper: dec!(0.08),
        single_threshold: dec!(27_222),
        family_threshold: dec!(45_907),
        per_dependant: dec!(4_216),
        senior_single_threshold: dec!(43_020),
        senior_family_threshold: dec!(59_886),
        provisional: Some(
            "The 2025-26 Medicare levy low-income thresholds are not yet published; the 2024-25 thresholds are used",
        ),
    },
    // ATO "Medicare levy surcharge income, thresholds and rates", 2025-26 (indexed under Private
    // Health Insurance Act 2007 s 61-5): singles $101,000 / $118,000 / $158,000, families
    // $202,000 / $236,000 / $316,000.
    surcharge: Surcharge {
        single: [dec!(101_000), dec!(118_000), dec!(158_000)],
        family: [dec!(202_000), dec!(236_000), dec!(316_000)],
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
    // ATO "Study and training loan repayment thresholds and rates", 2025-26 (Universities Accord
    // (Cutting Student Debt by 20 Per Cent) Act 2025): nil to $67,000; 15c per $1 over $67,000 to
    // $125,000; $8,700 plus 17c per $1 over $125,000 to $179,285; 10% of the whole repayment
    // income from $179,286.
    help: Help {
        schedule: HELP_MARGINAL_2025_26,
        provisional: None,
    },
};
