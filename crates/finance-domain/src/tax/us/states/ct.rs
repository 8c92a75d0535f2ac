//! Connecticut: schedules (C.G.S. 12-700(a)) on Connecticut AGI less the personal exemption
//! (12-702), which phases out; the 2% rate phase-out add-back and the benefit recapture
//! (12-700(a)(10)); the personal tax credit (12-703); EITC (12-704e).

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::eitc::federal_eitc;
use super::engine::{ByStatus, Calc, Ctx, Schedule, apply, pos};

/// C.G.S. 12-700(a)(10)-(11) as amended by P.A. 23-204 (2% and 4.5% lowest rates from 2024).
const SINGLE: Schedule = &[
    (dec!(0), dec!(0.02)),
    (dec!(10000), dec!(0.045)),
    (dec!(50000), dec!(0.055)),
    (dec!(100000), dec!(0.06)),
    (dec!(200000), dec!(0.065)),
    (dec!(250000), dec!(0.069)),
    (dec!(500000), dec!(0.0699)),
];
const JOINT: Schedule = &[
    (dec!(0), dec!(0.02)),
    (dec!(20000), dec!(0.045)),
    (dec!(100000), dec!(0.055)),
    (dec!(200000), dec!(0.06)),
    (dec!(400000), dec!(0.065)),
    (dec!(500000), dec!(0.069)),
    (dec!(1000000), dec!(0.0699)),
];
const HOH: Schedule = &[
    (dec!(0), dec!(0.02)),
    (dec!(16000), dec!(0.045)),
    (dec!(80000), dec!(0.055)),
    (dec!(160000), dec!(0.06)),
    (dec!(320000), dec!(0.065)),
    (dec!(400000), dec!(0.069)),
    (dec!(800000), dec!(0.0699)),
];
const RATES: ByStatus<Schedule> = [SINGLE, JOINT, SINGLE, HOH];

/// 12-702(c): (maximum exemption, AGI where it starts falling by $1,000 per $1,000).
const EXEMPTION: ByStatus<(Decimal, Decimal)> = [
    (dec!(15000), dec!(30000)),
    (dec!(24000), dec!(48000)),
    (dec!(12000), dec!(24000)),
    (dec!(19000), dec!(38000)),
];

/// A step-in by AGI: `amount` for each `step` (or part of one) of AGI above `start`, at most `max`.
#[derive(Clone, Copy)]
struct StepIn {
    start: u32,
    step: u32,
    amount: u32,
    max: u32,
}

const fn tier(start: u32, step: u32, amount: u32, max: u32) -> StepIn {
    StepIn {
        start,
        step,
        amount,
        max,
    }
}

/// 12-700(a)(10) as amended by P.A. 23-204, CT-1040 instructions 2024 and 2025, Tax Calculation
/// Schedule Table C: the benefit of the 2% rate is added back as AGI rises.
const ADD_BACK: ByStatus<StepIn> = [
    tier(56_500, 5_000, 25, 250),
    tier(100_500, 5_000, 50, 500),
    tier(50_250, 2_500, 25, 250),
    tier(78_500, 4_000, 40, 400),
];
/// Same schedule, Table D: recapture of the benefit of the 4.5%, then the lower 5.5%-6.5%, then
/// the 6.9% brackets (the three tiers add up; not indexed).
const RECAPTURE: [ByStatus<StepIn>; 3] = [
    [
        tier(105_000, 5_000, 25, 250),
        tier(210_000, 10_000, 50, 500),
        tier(105_000, 5_000, 25, 250),
        tier(168_000, 8_000, 40, 400),
    ],
    [
        tier(200_000, 5_000, 90, 2_700),
        tier(400_000, 10_000, 180, 5_400),
        tier(200_000, 5_000, 90, 2_700),
        tier(320_000, 8_000, 140, 4_200),
    ],
    [
        tier(500_000, 5_000, 50, 450),
        tier(1_000_000, 10_000, 100, 900),
        tier(500_000, 5_000, 50, 450),
        tier(800_000, 8_000, 80, 720),
    ],
];

fn step_in(p: StepIn, agi: Decimal) -> Decimal {
    let steps = (pos(agi - Decimal::from(p.start)) / Decimal::from(p.step)).ceil();
    (steps * Decimal::from(p.amount)).min(Decimal::from(p.max))
}

pub(super) fn compute(c: &Ctx) -> Calc {
    let mut calc = Calc::default();
    let agi = c.agi();
    let (max, start) = c.pick(EXEMPTION);
    let steps = (pos(agi - start) / dec!(1000)).ceil();
    let ex = pos(max - steps * dec!(1000));
    calc.line("Connecticut personal exemption", ex);
    let taxable = pos(agi - ex);
    calc.line("Connecticut taxable income", taxable);
    let (schedule_tax, marginal) = apply(c.pick(RATES), taxable);
    let add_back = step_in(c.pick(ADD_BACK), agi);
    if add_back > Decimal::ZERO {
        calc.line("Connecticut 2% rate phase-out add-back", add_back);
    }
    let recapture: Decimal = RECAPTURE.iter().map(|t| step_in(c.pick(*t), agi)).sum();
    if recapture > Decimal::ZERO {
        calc.line("Connecticut benefit recapture", recapture);
    }
    // The personal tax credit is a share of the tax after add-back and recapture (CT-1040 Tax
    // Calculation Schedule lines 7-9).
    let gross = schedule_tax + add_back + recapture;
    calc.marginal = marginal;
    let credit_rate = personal_credit_rate(c, agi);
    calc.settle(
        gross,
        &[("Connecticut personal tax credit", gross * credit_rate)],
    );
    // 12-704e: 40% of the federal EITC plus $250 with at least one qualifying child, refundable.
    let eitc = federal_eitc(c);
    let bonus = if eitc > Decimal::ZERO && c.input.dependents > 0 {
        dec!(250)
    } else {
        Decimal::ZERO
    };
    calc.refundable_credit(
        "Connecticut earned income credit (refundable)",
        eitc * dec!(0.40) + bonus,
    );
    calc
}

/// C.G.S. 12-703(a) (CT-1040 instructions, personal tax credit table, unchanged since 2016): the
/// credit is this fraction of tax for AGI above each threshold (none above the last).
fn personal_credit_rate(c: &Ctx, agi: Decimal) -> Decimal {
    let (first, steps): (Decimal, &[(u32, u32)]) = c.pick([
        (dec!(15000), SINGLE_CREDIT),
        (dec!(24000), JOINT_CREDIT),
        (dec!(12000), SEPARATE_CREDIT),
        (dec!(19000), HOH_CREDIT),
    ]);
    if agi <= first {
        return Decimal::ZERO;
    }
    let hundredths = steps
        .iter()
        .rev()
        .find(|&&(from, _)| agi > Decimal::from(from))
        .map_or(75, |&(_, pct)| pct);
    Decimal::from(hundredths) / dec!(100)
}

/// (AGI above which, credit in hundredths); the 0.75 band starts at the first threshold.
const SINGLE_CREDIT: &[(u32, u32)] = &[
    (18800, 70),
    (19300, 65),
    (19800, 60),
    (20300, 55),
    (20800, 50),
    (21300, 45),
    (21800, 40),
    (22300, 35),
    (25000, 30),
    (25500, 25),
    (26000, 20),
    (26500, 15),
    (31300, 14),
    (31800, 13),
    (32300, 12),
    (32800, 11),
    (33300, 10),
    (60000, 9),
    (60500, 8),
    (61000, 7),
    (61500, 6),
    (62000, 5),
    (62500, 4),
    (63000, 3),
    (63500, 2),
    (64000, 1),
    (64500, 0),
];
const JOINT_CREDIT: &[(u32, u32)] = &[
    (30000, 70),
    (30500, 65),
    (31000, 60),
    (31500, 55),
    (32000, 50),
    (32500, 45),
    (33000, 40),
    (33500, 35),
    (40000, 30),
    (40500, 25),
    (41000, 20),
    (41500, 15),
    (50000, 14),
    (50500, 13),
    (51000, 12),
    (51500, 11),
    (52000, 10),
    (96000, 9),
    (96500, 8),
    (97000, 7),
    (97500, 6),
    (98000, 5),
    (98500, 4),
    (99000, 3),
    (99500, 2),
    (100000, 1),
    (100500, 0),
];
const SEPARATE_CREDIT: &[(u32, u32)] = &[
    (15000, 70),
    (15500, 65),
    (16000, 60),
    (16500, 55),
    (17000, 50),
    (17500, 45),
    (18000, 40),
    (18500, 35),
    (20000, 30),
    (20500, 25),
    (21000, 20),
    (21500, 15),
    (25000, 14),
    (25500, 13),
    (26000, 12),
    (26500, 11),
    (27000, 10),
    (48000, 9),
    (48500, 8),
    (49000, 7),
    (49500, 6),
    (50000, 5),
    (50500, 4),
    (51000, 3),
    (51500, 2),
    (52000, 1),
    (52500, 0),
];
const HOH_CREDIT: &[(u32, u32)] = &[
    (24000, 70),
    (24500, 65),
    (25000, 60),
    (25500, 55),
    (26000, 50),
    (26500, 45),
    (27000, 40),
    (27500, 35),
    (34000, 30),
    (34500, 25),
    (35000, 20),
    (35500, 15),
    (44000, 14),
    (44500, 13),
    (45000, 12),
    (45500, 11),
    (46000, 10),
    (74000, 9),
    (74500, 8),
    (75000, 7),
    (75500, 6),
    (76000, 5),
    (76500, 4),
    (77000, 3),
    (77500, 2),
    (78000, 1),
    (78500, 0),
];
