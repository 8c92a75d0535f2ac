//! Tax year 2025.
//!
//! Brackets: Rev. Proc. 2024-40 §3.01, rates made permanent by the One Big Beautiful Bill Act
//! (Pub. L. 119-21) §70101. Standard deduction: OBBBA §70102 (15,750 / 31,500 / 23,625).
//! Child tax credit: 26 U.S.C. §24 as amended by OBBBA §70104 ($2,200); refundable cap $1,700
//! (Rev. Proc. 2024-40 §3.05). EITC: Rev. Proc. 2024-40 §3.06. FICA: 26 U.S.C. §3101; 2025 wage
//! base $176,100 (SSA 2025 COLA fact sheet); Additional Medicare thresholds §3101(b)(2).

use rust_decimal_macros::dec;

use super::{
    AgeDeductions, ChildTaxCredit, DeferralLimits, EarnedIncomeCredit, Fica, SeniorDeduction,
    UsParams,
};
use crate::tax::schedule::{Bracket, bracket};

const SINGLE: [Bracket; 7] = [
    bracket(dec!(0), dec!(0.10), dec!(0)),
    bracket(dec!(11_925), dec!(0.12), dec!(1_192.50)),
    bracket(dec!(48_475), dec!(0.22), dec!(5_578.50)),
    bracket(dec!(103_350), dec!(0.24), dec!(17_651.00)),
    bracket(dec!(197_300), dec!(0.32), dec!(40_199.00)),
    bracket(dec!(250_525), dec!(0.35), dec!(57_231.00)),
    bracket(dec!(626_350), dec!(0.37), dec!(188_769.75)),
];
const JOINT: [Bracket; 7] = [
    bracket(dec!(0), dec!(0.10), dec!(0)),
    bracket(dec!(23_850), dec!(0.12), dec!(2_385.00)),
    bracket(dec!(96_950), dec!(0.22), dec!(11_157.00)),
    bracket(dec!(206_700), dec!(0.24), dec!(35_302.00)),
    bracket(dec!(394_600), dec!(0.32), dec!(80_398.00)),
    bracket(dec!(501_050), dec!(0.35), dec!(114_462.00)),
    bracket(dec!(751_600), dec!(0.37), dec!(202_154.50)),
];
const SEPARATE: [Bracket; 7] = [
    bracket(dec!(0), dec!(0.10), dec!(0)),
    bracket(dec!(11_925), dec!(0.12), dec!(1_192.50)),
    bracket(dec!(48_475), dec!(0.22), dec!(5_578.50)),
    bracket(dec!(103_350), dec!(0.24), dec!(17_651.00)),
    bracket(dec!(197_300), dec!(0.32), dec!(40_199.00)),
    bracket(dec!(250_525), dec!(0.35), dec!(57_231.00)),
    bracket(dec!(375_800), dec!(0.37), dec!(101_077.25)),
];
const HEAD: [Bracket; 7] = [
    bracket(dec!(0), dec!(0.10), dec!(0)),
    bracket(dec!(17_000), dec!(0.12), dec!(1_700.00)),
    bracket(dec!(64_850), dec!(0.22), dec!(7_442.00)),
    bracket(dec!(103_350), dec!(0.24), dec!(15_912.00)),
    bracket(dec!(197_300), dec!(0.32), dec!(38_460.00)),
    bracket(dec!(250_500), dec!(0.35), dec!(55_484.00)),
    bracket(dec!(626_350), dec!(0.37), dec!(187_031.50)),
];

pub const PARAMS: UsParams = UsParams {
    year: 2025,
    label: "2025",
    brackets: [&SINGLE, &JOINT, &SEPARATE, &HEAD],
    standard_deduction: [dec!(15_750), dec!(31_500), dec!(15_750), dec!(23_625)],
    ctc: ChildTaxCredit {
        per_child: dec!(2_200),
        refundable_per_child: dec!(1_700),
        refundable_earned_floor: dec!(2_500),
        refundable_rate: dec!(0.15),
        // §24(h)(3): $400,000 joint, $200,000 otherwise; $50 per $1,000 or fraction (§24(b)).
        phase_out_start: [dec!(200_000), dec!(400_000), dec!(200_000), dec!(200_000)],
        phase_out_step: dec!(1_000),
        phase_out_per_step: dec!(50),
    },
    eitc: EarnedIncomeCredit {
        // §32(b)(1): credit and phase-out percentages.
        phase_in_rate: [dec!(0.0765), dec!(0.34), dec!(0.40), dec!(0.45)],
        earned_amount: [dec!(8_490), dec!(12_730), dec!(17_880), dec!(17_880)],
        max_credit: [dec!(649), dec!(4_328), dec!(7_152), dec!(8_046)],
        phase_out_rate: [dec!(0.0765), dec!(0.1598), dec!(0.2106), dec!(0.2106)],
        phase_out_start: [dec!(10_620), dec!(23_350), dec!(23_350), dec!(23_350)],
        phase_out_start_joint: [dec!(17_730), dec!(30_470), dec!(30_470), dec!(30_470)],
    },
    fica: Fica {
        social_security_rate: dec!(0.062),
        wage_base: dec!(176_100),
        medicare_rate: dec!(0.0145),
        additional_medicare_rate: dec!(0.009),
        additional_medicare_threshold: [dec!(200_000), dec!(250_000), dec!(125_000), dec!(200_000)],
    },
    // IRS Notice 2024-80: §402(g) $23,500; age-50 catch-up $7,500; ages 60-63 $11,250.
    deferrals: DeferralLimits {
        limit: dec!(23_500),
        catch_up_50: dec!(7_500),
        catch_up_60_63: dec!(11_250),
        roth_catch_up_wages: None,
    },
    aged: AgeDeductions {
        // Rev. Proc. 2024-40 §3.15(3): $2,000 unmarried, $1,600 married, per person 65 or over.
        additional_standard: [dec!(2_000), dec!(1_600), dec!(1_600), dec!(2_000)],
        // P.L. 119-21 §70103 (26 U.S.C. §151(f)), 2025-2028: $6,000 per person 65 or over, less 6% of
        // modified AGI above $75,000 ($150,000 joint); not for married filing separately.
        senior: Some(SeniorDeduction {
            per_person: dec!(6_000),
            phase_out_rate: dec!(0.06),
            phase_out_start: [dec!(75_000), dec!(150_000), dec!(75_000), dec!(75_000)],
        }),
    },
};
