//! Minnesota: schedules on federal AGI less the Minnesota standard deduction and dependent
//! exemptions (Minn. Stat. 290.06 subd. 2c, 290.0123, 290.0121).

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::engine::{ByStatus, Calc, Ctx, Schedule, apply, pos};

/// MN DOR 2025 Form M1 instructions, tax rate schedules (indexed under 290.06 subd. 2d).
const RATES_2025: ByStatus<Schedule> = [
    &[
        (dec!(0), dec!(0.0535)),
        (dec!(32570), dec!(0.068)),
        (dec!(106990), dec!(0.0785)),
        (dec!(198630), dec!(0.0985)),
    ],
    &[
        (dec!(0), dec!(0.0535)),
        (dec!(47620), dec!(0.068)),
        (dec!(189180), dec!(0.0785)),
        (dec!(330410), dec!(0.0985)),
    ],
    &[
        (dec!(0), dec!(0.0535)),
        (dec!(23810), dec!(0.068)),
        (dec!(94590), dec!(0.0785)),
        (dec!(165205), dec!(0.0985)),
    ],
    &[
        (dec!(0), dec!(0.0535)),
        (dec!(40100), dec!(0.068)),
        (dec!(161130), dec!(0.0785)),
        (dec!(264050), dec!(0.0985)),
    ],
];
/// MN DOR announcement of 2026 inflation adjustments (16 Dec 2025): brackets indexed 2.369%.
const RATES_2026: ByStatus<Schedule> = [
    &[
        (dec!(0), dec!(0.0535)),
        (dec!(33310), dec!(0.068)),
        (dec!(109430), dec!(0.0785)),
        (dec!(203150), dec!(0.0985)),
    ],
    &[
        (dec!(0), dec!(0.0535)),
        (dec!(48700), dec!(0.068)),
        (dec!(193480), dec!(0.0785)),
        (dec!(337930), dec!(0.0985)),
    ],
    &[
        (dec!(0), dec!(0.0535)),
        (dec!(24350), dec!(0.068)),
        (dec!(96740), dec!(0.0785)),
        (dec!(168965), dec!(0.0985)),
    ],
    &[
        (dec!(0), dec!(0.0535)),
        (dec!(41010), dec!(0.068)),
        (dec!(164800), dec!(0.0785)),
        (dec!(270060), dec!(0.0985)),
    ],
];
/// 2025 Form M1: standard deduction $14,950 / $29,900 / $14,950 / $22,500; dependent exemption $5,200.
const STANDARD_2025: ByStatus<Decimal> = [dec!(14950), dec!(29900), dec!(14950), dec!(22500)];
const DEPENDENT_2025: Decimal = dec!(5200);
/// MN DOR 2026 inflation adjustments: $15,300 / $30,600 / $15,300 / $23,000; dependent $5,300.
const STANDARD_2026: ByStatus<Decimal> = [dec!(15300), dec!(30600), dec!(15300), dec!(23000)];
const DEPENDENT_2026: Decimal = dec!(5300);

pub(super) fn compute(c: &Ctx) -> Calc {
    let mut calc = Calc::default();
    let (rates, standard, dependent) = if c.is_2026() {
        (RATES_2026, STANDARD_2026, DEPENDENT_2026)
    } else {
        (RATES_2025, STANDARD_2025, DEPENDENT_2025)
    };
    // 290.0123 subd. 2: $2,000 more ($1,550 married) for each taxpayer 65 or over (2025 Form M1
    // instructions); 2026 carried.
    let aged = c.aged(65);
    if aged > Decimal::ZERO && c.is_2026() {
        calc.provisional("Minnesota 2026 additional standard deduction for age 65 not confirmed; the 2025 amounts carried forward");
    }
    let std = c.pick(standard) + aged * c.pick([dec!(2000), dec!(1550), dec!(1550), dec!(2000)]);
    let dep = c.deps() * dependent;
    calc.line("Minnesota standard deduction", std);
    calc.line("Minnesota dependent exemptions", dep);
    let elderly = elderly_subtraction(c, aged);
    if elderly > Decimal::ZERO {
        calc.line("Minnesota subtraction for the elderly", elderly);
    }
    let taxable = pos(c.agi() - elderly - std - dep);
    calc.line("Minnesota taxable income", taxable);
    let (gross, marginal) = apply(c.pick(rates), taxable);
    calc.marginal = marginal;
    calc.settle(gross, &[]);
    calc.note("Minnesota child tax credit and working family credit (refundable, income-tested), and the high-income standard deduction phase-down, are not modelled.");
    calc
}

/// 290.0802 subd. 2 (Schedule M1R): for taxpayers 65 or over, $9,600 ($12,000 when both spouses
/// are 65 or over; $6,000 married filing separately) less nontaxable Social Security (none here)
/// and half of federal AGI above $14,500 ($18,000 both spouses; $9,000 separately).
fn elderly_subtraction(c: &Ctx, aged: Decimal) -> Decimal {
    if aged.is_zero() {
        return Decimal::ZERO;
    }
    let (base, offset) = if c.mfs() {
        (dec!(6000), dec!(9000))
    } else if aged == dec!(2) {
        (dec!(12000), dec!(18000))
    } else {
        (dec!(9600), dec!(14500))
    };
    pos(base - pos(c.agi() - offset) / dec!(2))
}
