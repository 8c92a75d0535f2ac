//! "What's the repayment on a 700k place with a 10% deposit at 6% over 30 years?": the loan is
//! the price less the deposit, and the rate is the one that is not the deposit's share.

use rust_decimal::Decimal;

use crate::builtin::facts::Reading;
use crate::builtin::intents::savings::{deposit_at, deposit_named_after};
use crate::builtin::slots::Slots;

const DEPOSIT_WORDS: &[&str] = &["deposit", "down payment", "downpayment"];

/// The loan left after the deposit, and where the deposit's share is written (a rate that is not
/// the loan's); `None` when the message names no deposit and price.
pub(crate) fn financed(r: &Reading, s: &Slots) -> Option<(Decimal, Option<usize>)> {
    if !r.has_any(DEPOSIT_WORDS) {
        return None;
    }
    // "a 10% deposit on a 700k place": a share of the price (rates are fractions: 10% is 0.1).
    if let Some((at, share, price)) = deposit_at(r, s) {
        let loan = price.checked_mul(Decimal::ONE - share)?.round_dp(2);
        return Some((loan, Some(at)));
    }
    // "an 800k house with 160k deposit", "a deposit of 160k": a sum off the price.
    let lumps = || s.money.iter().filter(|m| m.per.is_none());
    let deposit = lumps().find(|m| {
        deposit_named_after(&r.tokens, m.at)
            || (m.at >= 2
                && r.tokens[m.at - 1].tok.is("of")
                && r.tokens[m.at - 2].tok.is("deposit"))
    })?;
    let price = lumps()
        .filter(|m| m.at != deposit.at)
        .map(|m| m.value)
        .max()
        .filter(|p| *p > deposit.value)?;
    Some((price - deposit.value, None))
}

/// The loan's rate: the first rate that is not the deposit's share.
pub(crate) fn loan_rate(s: &Slots, share_at: Option<usize>) -> Option<Decimal> {
    s.rates
        .iter()
        .find(|(i, _)| Some(*i) != share_at)
        .map(|(_, r)| *r)
}

/// A deposit and a loan's repayment asked together: "repayments … with a 10% deposit".
pub(crate) fn asks_repayment(r: &Reading, s: &Slots) -> bool {
    let Some((_, share_at)) = financed(r, s) else {
        return false;
    };
    (r.has_prefix("repay") || r.has_any(&["mortgage payment", "monthly payment", "payments"]))
        && loan_rate(s, share_at).is_some()
        && s.years.is_some()
}

#[cfg(test)]
mod tests {
    use crate::builtin::intents::own::tests::{last, profile};
    use crate::builtin::intents::tests::answers_as;

    #[test]
    fn the_loan_is_the_price_less_the_deposit() {
        for (m, loan, repayment) in [
            (
                "whats the repayment on a 700k place with a 10% deposit at 6% over 30 years",
                "$630,000",
                "$3,777.17",
            ),
            (
                "buying a 800k house with 160k deposit, repayments at 6.1% 30 years?",
                "$640,000",
                "$3,878.37",
            ),
        ] {
            answers_as(m, "loan_repayment");
            let (r, changes) = last(profile(&[("country", "australia")]), &[m]);
            assert!(r.contains(loan) && r.contains(repayment), "{m}: {r}");
            assert!(changes.is_empty(), "{changes:?}");
        }
        // Saving for the deposit is still the savings target.
        answers_as(
            "how much do i need to save a month for a 20% deposit on a 600k house in 4 years",
            "savings_target",
        );
    }
}
