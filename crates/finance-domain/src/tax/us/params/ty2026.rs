//! Tax year 2026.
//!
//! Brackets and standard deduction (16,100 / 32,200 / 24,150): Rev. Proc. 2025-32 §4.01, §4.15.
//! Child tax credit $2,200 with $1,700 refundable: Rev. Proc. 2025-32 (26 U.S.C. §24 as amended by
//! the One Big Beautiful Bill Act). EITC: Rev. Proc. 2025-32 (maximum credits 664 / 4,427 / 7,316 /
//! 8,231; completed phase-out 19,540 / 51,593 / 58,629 / 62,974, joint 26,820 / 58,863 / 65,899 /
//! 70,224). FICA: 26 U.S.C. §3101; 2026 wage base $184,500 (SSA 2026 COLA fact sheet).

use rust_decimal_macros::dec;

use super::{
    AgeDeductions, ChildTaxCredit, DeferralLimits, EarnedIncomeCredit, Fica, SeniorDeduction,
    UsParams,
};
use crate::tax::schedule::{Bracket, bracket};

const SINGLE: [Bracket; 7] = [
    bracket(dec!(0), dec!(0.10), dec!(0)),
    bracket(dec!(12_400), dec!(0.12), dec!(1_240.00)),
    bracket(dec!(50_400), dec!(0.22), dec!(5_800.00)),
    bracket(dec!(105_700), dec!(0.24), dec!(17_966.00)),
    bracket(dec!(201_775), dec!(0.32), dec!(41_024.00)),
    bracket(dec!(256_225), dec!(0.35), dec!(58_448.00)),
    bracket(dec!(640_600), dec!(0.37), dec!(192_979.25)),
];
const JOINT: [Bracket; 7] = [
    bracket(dec!(0), dec!(0.10), dec!(0)),
    bracket(dec!(24_800), dec!(0.12), dec!(2_480.00)),
    bracket(dec!(100_800), dec!(0.22), dec!(11_600.00)),
    bracket(dec!(211_400), dec!(0.24), dec!(35_932.00)),
    bracket(dec!(403_550), dec!(0.32), dec!(82_048.00)),
    bracket(dec!(512_450), dec!(0.35), dec!(116_896.00)),
    bracket(dec!(768_700), dec!(0.37), dec!(206_583.50)),
];
const SEPARATE: [Bracket; 7] = [
    bracket(dec!(0), dec!(0.10), dec!(0)),
    bracket(dec!(12_400), dec!(0.12), dec!(1_240.00)),
    bracket(dec!(50_400), dec!(0.22), dec!(5_800.00)),
    bracket(dec!(105_700), dec!(0.24), dec!(17_966.00)),
    bracket(dec!(201_775), dec!(0.32), dec!(41_024.00)),
    bracket(dec!(256_225), dec!(0.35), dec!(58_448.00)),
    bracket(dec!(384_350), dec!(0.37), dec!(103_291.75)),
];
const HEAD: [Bracket; 7] = [
    bracket(dec!(0), dec!(0.10), dec!(0)),
    bracket(dec!(17_700), dec!(0.12), dec!(1_770.00)),
    bracket(dec!(67_450), dec!(0.22), dec!(7_740.00)),
    bracket(dec!(105_700), dec!(0.24), dec!(16_155.00)),
    bracket(dec!(201_750), dec!(0.32), dec!(39_207.00)),
    bracket(dec!(256_200), dec!(0.35), dec!(56_631.00)),
    bracket(dec!(640_600), dec!(0.37), dec!(191_171.00)),
];

pub const PARAMS: UsParams = UsParams {
    year: 2026,
    label: "2026",
    brackets: [&SINGLE, &JOINT, &SEPARATE, &HEAD],
    standard_deduction: [dec!(16_100), dec!(32_200), dec!(16_100), dec!(24_150)],
    ctc: ChildTaxCredit {
        per_child: dec!(2_200),
        refundable_per_child: dec!(1_700),
        refundable_earned_floor: dec!(2_500),
        refundable_rate: dec!(0.15),
        phase_out_start: [dec!(200_000), dec!(400_000), dec!(200_000), dec!(200_000)],
        phase_out_step: dec!(1_000),
        phase_out_per_step: dec!(50),
    },
    eitc: EarnedIncomeCredit {
        phase_in_rate: [dec!(0.0765), dec!(0.34), dec!(0.40), dec!(0.45)],
        earned_amount: [dec!(8_680), dec!(13_020), dec!(18_290), dec!(18_290)],
        max_credit: [dec!(664), dec!(4_427), dec!(7_316), dec!(8_231)],
        phase_out_rate: [dec!(0.0765), dec!(0.1598), dec!(0.2106), dec!(0.2106)],
        // Implied by the published maxima and completed phase-outs above.
        phase_out_start: [dec!(10_860), dec!(23_890), dec!(23_890), dec!(23_890)],
        phase_out_start_joint: [dec!(18_140), dec!(31_160), dec!(31_160), dec!(31_160)],
    },
    fica: Fica {
        social_security_rate: dec!(0.062),
        wage_base: dec!(184_500),
        medicare_rate: dec!(0.0145),
        additional_medicare_rate: dec!(0.009),
        additional_medicare_threshold: [dec!(200_000), dec!(250_000), dec!(125_000), dec!(200_000)],
    },
    // IRS Notice 2025-67: §402(g) $24,500; age-50 catch-up $8,000; ages 60-63 $11,250; catch-ups
    // must be Roth after prior-year FICA wages over $150,000.
    deferrals: DeferralLimits {
        limit: dec!(24_500),
        catch_up_50: dec!(8_000),
        catch_up_60_63: dec!(11_250),
        roth_catch_up_wages: Some(dec!(150_000)),
    },
    aged: AgeDeductions {
        // Rev. Proc. 2025-32 §4.15(3): $2,050 unmarried, $1,650 married, per person 65 or over.
        additional_standard: [dec!(2_050), dec!(1_650), dec!(1_650), dec!(2_050)],
        // P.L. 119-21 §70103 (26 U.S.C. §151(f)), 2025-2028: $6,000 per person 65 or over, less 6% of
        // modified AGI above $75,000 ($150,000 joint); not for married filing separately.
        senior: Some(SeniorDeduction {
            per_person: dec!(6_000),
            phase_out_rate: dec!(0.06),
            phase_out_start: [dec!(75_000), dec!(150_000), dec!(75_000), dec!(75_000)],
        }),
    },
};
