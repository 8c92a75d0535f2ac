//! 2026-27 (1 July 2026 - 30 June 2027).

use rust_decimal_macros::dec;

use super::{AuParams, Help, Lito, MedicareLevy, Sapto, SaptoRate, Surcharge};
use crate::tax::schedule::{Bracket, bracket};

// Treasury Laws Amendment (More Cost of Living Relief) Act 2025: the 16% rate becomes 15% from
// 1 July 2026 (and 14% from 1 July 2027). Cumulative tax: $4,020 at $45,000, $31,020 at $135,000,
// $51,370 at $190,000.
const SCALE: [Bracket; 5] = [
    bracket(dec!(0), dec!(0), dec!(0)),
    bracket(dec!(18_200), dec!(0.15), dec!(0)),
    bracket(dec!(45_000), dec!(0.30), dec!(4_020)),
    bracket(dec!(135_000), dec!(0.37), dec!(31_020)),
    bracket(dec!(190_000), dec!(0.45), dec!(51_370)),
];

pub const PARAMS: AuParams = AuParams {
    label: "2026-27",
    start_year: 2026,
    scale: &SCALE,
    // Income Tax Assessment Act 1997 s 61-115: unchanged.
    lito: Lito {
        max: dec!(700),
        full_until: dec!(37_500),
        taper1: dec!(0.05),
        taper2_from: dec!(45_000),
        taper2: dec!(0.015),
    },
    // Not yet published: the 2024-25 thresholds (the last legislated) are carried forward.
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
            "The 2026-27 Medicare levy low-income thresholds are not yet published; the 2024-25 thresholds are used",
        ),
    },
    // The 2026-27 surcharge thresholds were not found in a published source: 2025-26 carried forward.
    surcharge: Surcharge {
        single: [dec!(101_000), dec!(118_000), dec!(158_000)],
        family: [dec!(202_000), dec!(236_000), dec!(316_000)],
        rates: [dec!(0.01), dec!(0.0125), dec!(0.015)],
        per_child_after_first: dec!(1_500),
        provisional: Some(
            "The 2026-27 Medicare levy surcharge thresholds are not yet published; the 2025-26 thresholds are used",
        ),
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
    // The 2026-27 thresholds (indexed under HESA 2003 s 154-25) were not found in a published ATO
    // table when this was written: the 2025-26 schedule is carried forward.
    help: Help {
        schedule: super::fy2025_26::HELP_MARGINAL_2025_26,
        provisional: Some(
            "The 2026-27 study loan repayment thresholds are not yet published; the 2025-26 thresholds are used",
        ),
    },
};
