//! Loans and mortgages: the repayment on a loan, what an extra repayment saves, and how long a
//! balance takes to clear at a given payment. Figures from `finance_domain::calc::loan`.

use finance_domain::calc::loan::{Clearing, LoanTerms, extra_repayment, repayment, time_to_clear};
use finance_domain::calc::{Frequency, duration_text};
use rust_decimal::Decimal;

use super::LoanAsk;
use crate::builtin::Understanding;
use crate::builtin::facts::Reading;
use crate::builtin::out::Out;
use crate::builtin::slots::{Money, Slots};
use crate::format::{money, percent};

const LOAN_WORDS: &[&str] = &[
    "loan",
    "loans",
    "mortgage",
    "mortgages",
    "morgage",
    "mortage",
    "home loan",
    "borrow",
    "borrowing",
    "borrowed",
    "credit card",
    "card",
    "debt",
    "balance",
    "owe",
];

const PAYOFF_CUES: &[&str] = &[
    "how long",
    "how many months",
    "how many years",
    "how many weeks",
    "when will i",
    "when would i",
    "when will it",
    "when would it",
    "when will they",
    "when would they",
    "when will my",
    "until i'm",
    "till i'm",
    "will i ever",
    "ever pay",
];

const REPAYMENT_WORDS: &[&str] = &[
    "repayment",
    "repayments",
    "payment",
    "payments",
    "repay",
    "cost",
    "interest",
    "how much would i pay",
    "how much will i pay",
    "pay back",
    "monthly",
    "weekly",
    "fortnightly",
];

const EXTRA_WORDS: &[&str] = &["extra", "additional", "more", "on top"];

pub fn detect(r: &Reading, s: &Slots) -> Option<LoanAsk> {
    // "a 20% down payment on a 500k house" is saving for a deposit, not a loan at 20%.
    if s.money.is_empty() || r.has_any(&["down payment", "deposit", "downpayment"]) {
        return None;
    }
    let payment_and_balance = s.money.len() >= 2
        && s.money.iter().any(|m| m.per.is_some())
        && s.money.iter().any(|m| m.per.is_none());
    // "repayments on 650k at 6% over 30 yrs": a rate and a term make it a loan without the word.
    let interest_only = r.has_any(&["interest only", "interest-only"]);
    let loan_terms = s.bare_loan
        || s.rate().is_some()
            && (s.years.is_some() || s.fixed_years.is_some() || interest_only)
            && (r.has_prefix("repay")
                || r.has_any(&[
                    "payment",
                    "payments",
                    "fixed",
                    "variable",
                    "amortization",
                    "amortisation",
                ]));
    // "how long to save 100k at 2k a month" is saving, not a debt.
    let saving = r.has_any(&["save", "saving", "invest", "investing"]);
    let debt_by_figures = payment_and_balance && !saving;
    if !r.has_any(LOAN_WORDS) && !debt_by_figures && !loan_terms {
        return None;
    }
    if r.has_any(PAYOFF_CUES)
        && r.has_any(&[
            "pay off",
            "payoff",
            "pay it off",
            "clear",
            "repay",
            "pay down",
            "paid off",
            "to pay",
            "be debt free",
            "debt free",
            "take",
            "gone",
            "pay",
            "paying",
        ])
    {
        return Some(LoanAsk::Payoff);
    }
    if s.money.len() >= 2 && s.money_near(&r.tokens, EXTRA_WORDS, 3).is_some() {
        return Some(LoanAsk::Extra);
    }
    // "paying 200 a month off my 5k card": a payment off a named debt asks when it clears, even
    // with no "how long" (the payoff answer asks for the rate when none is given). "I pay 2,500 a
    // month on my 500k mortgage" states the repayment and is not asked.
    if payment_and_balance && r.has_any(LOAN_WORDS) && r.has_any(&["paying", "pay"]) && r.has("off")
    {
        return Some(LoanAsk::Payoff);
    }
    // "what if rates go up to 7% on my 600k loan": a rate change is a repayment question.
    let rate_change = s.rate().is_some() && r.has_any(&["rate", "rates"]);
    // A loan with its rate and term (or interest-only) asks for its repayment however it is put:
    // "how much would we be paying each fortnight", "how much a fortnight to pay off".
    let priced = s.bare_loan
        || s.rate().is_some() && (s.years.is_some() || interest_only) && r.has_any(LOAN_WORDS);
    let repayment_words =
        r.has_any(REPAYMENT_WORDS) || r.has_prefix("repay") || rate_change || priced;
    if repayment_words && s.money.iter().any(|m| m.per.is_none()) {
        return Some(LoanAsk::Repayment);
    }
    None
}

fn principal(u: &Understanding) -> Option<Money> {
    let s = &u.slots;
    s.money_near(
        &u.reading.tokens,
        &[
            "loan",
            "mortgage",
            "borrow",
            "borrowing",
            "borrowed",
            "owe",
            "balance",
            "card",
            "debt",
        ],
        4,
    )
    .filter(|m| m.per.is_none())
    .or_else(|| {
        s.money
            .iter()
            .filter(|m| m.per.is_none())
            .max_by_key(|m| m.value)
            .copied()
    })
}

fn frequency(u: &Understanding) -> Frequency {
    match u.slots.frequency {
        Some(Frequency::Yearly) | None => Frequency::Monthly,
        Some(f) => f,
    }
}

fn ask_for(out: &mut Out, what: &str, example: &str) {
    out.para(format!(
        "I can work that out with {what}. Ask again with it, for example \"{example}\"."
    ));
}

pub(crate) fn answer(ask: LoanAsk, u: &Understanding, out: &mut Out) {
    match ask {
        LoanAsk::Repayment => repayment_answer(u, out),
        LoanAsk::Extra => extra_answer(u, out),
        LoanAsk::Payoff => payoff_answer(u, out),
    }
}

fn rate_text(rate: Decimal) -> String {
    percent(rate)
}

fn repayment_answer(u: &Understanding, out: &mut Out) {
    let Some(p) = principal(u) else {
        return ask_for(
            out,
            "the loan amount",
            "repayments on $500,000 at 6% over 30 years",
        );
    };
    let Some(rate) = u.slots.rate() else {
        return ask_for(
            out,
            "the interest rate",
            &format!("repayments on {} at 6% over 30 years", money(p.value)),
        );
    };
    let interest_only = u.reading.has("interest only")
        || u.reading.has_prefix("interest-only")
        || u.reading.has("io");
    let f = frequency(u);
    let years = u.slots.years.or(u.slots.months.map(|m| m.div_ceil(12)));
    let Some(years) = years.or(interest_only.then_some(1)) else {
        return ask_for(
            out,
            "the loan term",
            &format!(
                "repayments on {} at {} over 30 years",
                money(p.value),
                rate_text(rate)
            ),
        );
    };
    let terms = LoanTerms {
        principal: p.value,
        annual_rate: rate,
        years,
        frequency: f,
        interest_only,
    };
    match repayment(&terms) {
        Err(e) => out.para(format!("I couldn't work that out: {e}.")),
        Ok(r) => {
            let kind = if interest_only {
                "interest only"
            } else {
                "principal and interest"
            };
            let mut s = format!(
                "**Repayments on {} at {} a year** ({kind}, {}):\n\n- Repayment: **{} {}**",
                money(p.value),
                rate_text(rate),
                f.adverb(),
                money(r.payment),
                f.per_label()
            );
            if interest_only && u.slots.years.is_none() {
                s.push_str(
                    "\n- The balance stays the same: interest-only repayments don't reduce it.",
                );
            } else {
                s.push_str(&format!(
                    "\n- Total interest over {}: **{}**\n- Total repaid: {}",
                    duration_text(r.periods, f),
                    money(r.total_interest),
                    money(if interest_only {
                        r.total_paid + p.value
                    } else {
                        r.total_paid
                    })
                ));
                if interest_only {
                    s.push_str(&format!(
                        " (including the {} principal still owed at the end)",
                        money(p.value)
                    ));
                }
            }
            s.push_str(&format!(
                "\n\nInterest is charged {} at {} ÷ {} on the balance, the usual lender convention; fees, rate changes and offset balances aren't included.",
                f.adverb(),
                rate_text(rate),
                f.per_year()
            ));
            // "fixed for 2 years then variable": one rate is used throughout, and the reply says
            // so rather than implying the rate after the fixed period was counted.
            if let Some(fixed) = u.slots.fixed_years {
                let after = match u.slots.rates.get(1) {
                    Some((_, next)) => {
                        format!("the {} that follows isn't included", rate_text(*next))
                    }
                    None => "the rate that follows isn't known, so it isn't included".to_string(),
                };
                s.push_str(&format!(
                    " The {fixed}-year fixed rate of {} is used for the whole term; {after}.",
                    rate_text(rate)
                ));
            }
            out.para(s);
        }
    }
}

fn extra_answer(u: &Understanding, out: &mut Out) {
    let s = &u.slots;
    let extra = s.money_near(
        &u.reading.tokens,
        &["extra", "additional", "more", "on top"],
        3,
    );
    let Some(extra) = extra else {
        return ask_for(
            out,
            "the extra amount",
            "what if I pay $500 extra a month on a $500,000 loan at 6% over 30 years",
        );
    };
    let principal = s
        .money
        .iter()
        .filter(|m| m.at != extra.at)
        .max_by_key(|m| m.value)
        .copied();
    let (Some(p), Some(rate), Some(years)) = (principal, s.rate(), s.years) else {
        return ask_for(
            out,
            "the loan amount, rate and term",
            &format!(
                "what if I pay {} extra a month on a $500,000 loan at 6% over 30 years",
                money(extra.value)
            ),
        );
    };
    let f = extra
        .per
        .filter(|f| *f != Frequency::Yearly)
        .unwrap_or(frequency(u));
    let terms = LoanTerms {
        principal: p.value,
        annual_rate: rate,
        years,
        frequency: f,
        interest_only: false,
    };
    match extra_repayment(&terms, extra.value) {
        Err(e) => out.para(format!("I couldn't work that out: {e}.")),
        Ok(e) => out.para(format!(
            "**Paying {} extra {} on {} at {} over {} years:**\n\n- Regular repayment: {} {}; with the extra, {}\n- Paid off in **{}** instead of {}: **{} sooner**\n- Interest saved: **{}** ({} instead of {})\n\nInterest is charged {} at {} ÷ {} on the balance, and the extra goes straight off the principal.",
            money(extra.value),
            f.per_label(),
            money(p.value),
            rate_text(rate),
            years,
            money(e.regular_payment),
            f.per_label(),
            money(e.regular_payment + extra.value),
            duration_text(e.with_extra.periods, f),
            duration_text(e.base.periods, f),
            duration_text(e.periods_saved, f),
            money(e.interest_saved),
            money(e.with_extra.total_interest),
            money(e.base.total_interest),
            f.adverb(),
            rate_text(rate),
            f.per_year()
        )),
    }
}

fn payoff_answer(u: &Understanding, out: &mut Out) {
    let s = &u.slots;
    let payment = s
        .money
        .iter()
        .find(|m| m.per.is_some_and(|f| f != Frequency::Yearly))
        .copied()
        .or_else(|| s.money_near(&u.reading.tokens, &["paying", "pay", "at", "repay"], 2));
    let Some(payment) = payment else {
        return ask_for(
            out,
            "the payment",
            "how long to pay off $5,000 at 20% paying $200 a month",
        );
    };
    let balance = s
        .money
        .iter()
        .filter(|m| m.at != payment.at && m.per.is_none())
        .max_by_key(|m| m.value)
        .copied();
    let Some(balance) = balance else {
        return ask_for(
            out,
            "the balance",
            &format!(
                "how long to pay off $5,000 at 20% paying {} a month",
                money(payment.value)
            ),
        );
    };
    let Some(rate) = s.rate() else {
        return ask_for(
            out,
            "the interest rate",
            &format!(
                "how long to pay off {} at 20% paying {} {}",
                money(balance.value),
                money(payment.value),
                payment.per.unwrap_or(Frequency::Monthly).per_label()
            ),
        );
    };
    let f = payment
        .per
        .filter(|f| *f != Frequency::Yearly)
        .unwrap_or(frequency(u));
    match time_to_clear(balance.value, rate, payment.value, f) {
        Err(e) => out.para(format!("I couldn't work that out: {e}.")),
        Ok(Clearing::Never { interest_per_period }) => out.para(format!(
            "**Never, at that payment.** {} at {} a year is charged about **{}** of interest {}, so paying {} {} doesn't reduce the balance. Paying more than the interest is the first step; ask me again with a bigger payment to see how long it takes.",
            money(balance.value),
            rate_text(rate),
            money(interest_per_period),
            f.per_label(),
            money(payment.value),
            f.per_label()
        )),
        Ok(Clearing::Cleared(p)) => out.para(format!(
            "**Paying {} {} clears {} at {} a year in {}** ({} payments, the last one {}).\n\n- Interest paid along the way: **{}**\n- Total paid: {}\n\nInterest is charged {} at {} ÷ {} on the balance; no new spending or fees are assumed.",
            money(payment.value),
            f.per_label(),
            money(balance.value),
            rate_text(rate),
            duration_text(p.periods, f),
            p.periods,
            money(p.final_payment),
            money(p.total_interest),
            money(balance.value + p.total_interest),
            f.adverb(),
            rate_text(rate),
            f.per_year()
        )),
    }
}
