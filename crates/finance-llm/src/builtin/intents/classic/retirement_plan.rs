//! The retirement plan in today's dollars (docs/retirement.md), the second part of the retirement
//! answer: how long the money lasts at the person's spending, the odds over simulated markets, the
//! Age Pension or Social Security, and the spending that lasts. The what-ifs of the question (a
//! retirement age, a spending, an extra contribution, a return) are the plan's own overrides, so
//! nothing is saved.

use std::fmt::Write as _;

use finance_domain::FinancialProfile;
use finance_domain::retirement::monte_carlo;
use finance_domain::retirement::plan::{PlanInput, PlanOverrides, Planner};
use rust_decimal::Decimal;

use crate::builtin::out::Out;
use crate::format::{money_whole, percent};

/// Paths for the odds in a chat reply: enough for a whole percentage, a millisecond or two.
const CHAT_PLAN_PATHS: u32 = 500;

/// The plan paragraph for `p` with the what-ifs `o`; `None` without an age or any spending.
pub(crate) fn plan_paragraph(
    p: &FinancialProfile,
    o: &PlanOverrides,
    today: chrono::NaiveDate,
    out: &mut Out,
) -> Option<String> {
    let input = PlanInput::from_profile(p, o).ok()?;
    if input.monthly_spending <= Decimal::ZERO || input.retirement_age >= input.horizon_age {
        return None;
    }
    let planner = Planner::new(&input, today).ok()?;
    let plan = planner.plan();
    let odds = monte_carlo::run(&planner, CHAT_PLAN_PATHS, 1).ok()?;
    let horizon = input.horizon_age;
    let mut s = format!(
        "**In today's dollars**, spending {} a month from age {}: ",
        money_whole(input.monthly_spending),
        input.retirement_age
    );
    match plan.money_lasts_to_age {
        Some(age) => {
            let _ = write!(s, "your money lasts to about age **{age}**.");
        }
        None => {
            let _ = write!(s, "your money lasts past age **{horizon}**.");
        }
    }
    let _ = write!(
        s,
        " Chance it lasts to {horizon}: **{}%** (over {CHAT_PLAN_PATHS} simulated markets with {} yearly volatility).",
        (odds.success_probability * Decimal::ONE_HUNDRED).round(),
        percent(input.volatility)
    );
    if let Some(f) = plan.age_pension_fortnightly.filter(|f| *f > Decimal::ZERO) {
        let _ = write!(
            s,
            " Age Pension from 67: about **{}** a fortnight.",
            money_whole(f)
        );
    }
    if let Some(m) = plan.social_security_monthly {
        let _ = write!(s, " Social Security: about **{}** a month.", money_whole(m));
    }
    if let Some(m) = plan.sustainable_monthly_spending {
        let _ = write!(
            s,
            " Spending about {} a month would last to {horizon}.",
            money_whole(m)
        );
        out.figure("Spending that lasts, a month (today's dollars)", m.round());
    }
    let _ = write!(
        s,
        " This assumes {} inflation and a {} return; the dashboard's full plan lets you change each assumption.",
        percent(input.inflation),
        percent(input.expected_return)
    );
    Some(s)
}
