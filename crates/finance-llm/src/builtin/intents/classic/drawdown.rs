//! "How long will 800k last if I withdraw 50k a year?": a balance drawn down each month while
//! the rest earns the expected return (`calc::loan::time_to_clear`, the same simulation as paying
//! off a debt, the withdrawals being the payments). Part of the retirement answer: its follow-ups
//! ("what if I get 6%?") change the same inputs.

use finance_domain::calc::loan::{Clearing, time_to_clear};
use finance_domain::calc::{Frequency, duration_text};
use rust_decimal::Decimal;

use crate::builtin::Understanding;
use crate::builtin::inputs::Inputs;
use crate::builtin::out::Out;
use crate::format::{money, rate_as_given};

/// The balance a drawdown question names: "how long will 800k last", "make 600k last".
pub(super) fn said_balance(u: &Understanding) -> Option<Decimal> {
    let r = &u.reading;
    if !(r.has("last") && r.has_any(&["how long", "how many years", "will it", "make"])) {
        return None;
    }
    u.slots
        .money
        .iter()
        .filter(|m| m.per.is_none() && !m.pay)
        .map(|m| m.value)
        .max()
}

/// Answers a drawdown when the inputs hold a balance and a yearly withdrawal; `false` otherwise.
pub(super) fn answer(
    i: &Inputs,
    yearly: Option<Decimal>,
    rate: Decimal,
    default_rate: bool,
    out: &mut Out,
) -> bool {
    let (Some(balance), Some(year)) = (i.money("balance"), yearly) else {
        return false;
    };
    if year <= Decimal::ZERO {
        return false;
    }
    let monthly = (year / Decimal::from(12)).round_dp(2);
    let whose = if default_rate {
        " (Penny's default expected return; set your own in your profile)"
    } else {
        ""
    };
    let Some(plain_years) = balance.checked_div(year).map(|y| y.round_dp(1).normalize()) else {
        return false;
    };
    match time_to_clear(balance, rate, monthly, Frequency::Monthly) {
        Err(e) => out.para(format!("I couldn't work that out: {e}.")),
        Ok(Clearing::Never { .. }) => out.para(format!(
            "**{} would not run out** drawing {} a year ({} a month): at {} a year{whose} it earns more than you take out. With no return at all it would last about {plain_years} years.",
            money(balance),
            money(year),
            money(monthly),
            rate_as_given(rate),
        )),
        Ok(Clearing::Cleared(p)) => {
            out.para(format!(
                "**{} lasts about {}** drawing {} a year ({} a month) while the rest earns {} a year{whose}. With no return at all it would last about {plain_years} years.\n\nWithdrawals come at the end of each month and returns are added monthly; the withdrawal isn't raised with inflation, and returns vary from year to year.",
                money(balance),
                duration_text(p.periods, Frequency::Monthly),
                money(year),
                money(monthly),
                rate_as_given(rate),
            ));
            out.figure("Months the balance lasts", Decimal::from(p.periods));
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use crate::builtin::intents::tests::{answers_as, follow_up};

    #[test]
    fn a_balance_drawn_down_lasts_as_the_simulation_says() {
        let first = "how long will 800k last if i withdraw 50k a year";
        answers_as(first, "retirement");
        // At 7% the balance earns more than $50,000 a year: it never runs out.
        let r = follow_up(&[], first);
        assert!(r.contains("would not run out"), "{r}");
        assert!(r.contains("about 16 years"), "{r}");
        let r = follow_up(&[first], "what if i get 5% return");
        assert!(r.contains("lasts about 32 years and 4 months"), "{r}");
        let r = follow_up(
            &[first, "what if i get 5% return"],
            "and if i spend 70k a year",
        );
        assert!(
            r.contains("$70,000 a year instead of $50,000 a year"),
            "{r}"
        );
        assert!(r.contains("lasts about 17 years"), "{r}");
    }
}
