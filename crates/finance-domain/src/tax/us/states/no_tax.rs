//! States with no income tax on wages: AK, FL, NV, NH, SD, TN, TX, WA, WY.

use crate::region::Region;

use super::engine::{Calc, Ctx};

pub(super) fn compute(c: &Ctx) -> Calc {
    let mut calc = Calc::default();
    calc.note(match c.input.state {
        // RSA 77 interest and dividends tax repealed for taxable periods after 31 Dec 2024 (HB 2, 2023).
        Region::UsNh => "New Hampshire does not tax wages; its interest and dividends tax ended with 2024.",
        // RCW 82.87: 7% (9.9% above $1M from 2025) on long-term capital gains only.
        Region::UsWa => "Washington does not tax wages; it taxes only long-term capital gains above a large exemption.",
        // Hall income tax repealed from 2021 (Pub. Ch. 181, 2017).
        Region::UsTn => "Tennessee does not tax wages; the Hall tax on investment income was repealed in 2021.",
        _ => "This state has no personal income tax.",
    });
    calc
}
