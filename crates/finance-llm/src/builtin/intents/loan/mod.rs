//! Loans and mortgages: which loan question a message asks (this file), and one file per answer:
//! the repayment (`repayment.rs`), what an extra repayment saves (`extra.rs`) and how long a
//! balance takes to clear (`payoff.rs`). The three share their inputs' names (`principal`,
//! `rate`, `years`, `frequency`), so a follow-up that moves between them keeps the loan. Figures
//! from `finance_domain::calc::loan`.

pub(crate) mod deposit;
pub(crate) mod extra;
pub(crate) mod payoff;
pub(crate) mod repayment;

use finance_domain::answer::InputSource;
use finance_domain::calc::Frequency;

use super::LoanAsk;
use crate::builtin::Understanding;
use crate::builtin::facts::Reading;
use crate::builtin::inputs::{Inputs, Value};
use crate::builtin::slots::{Money, Slots, TERM_WORDS};

const LOAN_WORDS: &[&str] = &[
    "loan",
    "loans",
    "finance",
    "financing",
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

/// The person's own loan, whose amount the profile holds.
const OWN_LOAN: &[&str] = &[
    "my mortgage",
    "our mortgage",
    "my home loan",
    "our home loan",
    "my loan",
    "our loan",
    // "what would my repayments be at 6.1% over 28 years": the person's own loan.
    "my repayments",
    "our repayments",
    "my repayment",
    "our repayment",
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
    // "when am i free??"
    "when am i",
    "when will i be free",
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
    // "repayments on my mortgage over 25 years at 6%": the amount is the saved balance.
    let own_loan = r.has_any(OWN_LOAN) && s.rate().is_some() && s.years.is_some();
    // "how much will my hecs repayment be?": HELP is repaid through tax, at no set rate.
    if r.has_any(crate::builtin::facts::HELP_NAMES) && s.rate().is_none() && !r.has_any(PAYOFF_CUES)
    {
        return None;
    }
    if deposit::asks_repayment(r, s) {
        return Some(LoanAsk::Repayment);
    }
    if s.money.is_empty() && !own_loan || r.has_any(&["down payment", "deposit", "downpayment"]) {
        return None;
    }
    let payment_and_balance = s.money.len() >= 2
        && s.money.iter().any(|m| m.per.is_some())
        && s.money.iter().any(|m| m.per.is_none());
    // "repayments on 650k at 6% over 30 yrs": a rate and a term make it a loan without the word.
    let interest_only = r.has_any(&["interest only", "interest-only"]);
    let loan_terms = s.bare_loan
        // "interest only on 700k at 6.4%": only a loan is interest-only.
        || interest_only && s.rate().is_some()
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
    // "how long to save 100k at 2k a month" is saving, not a debt; so is a savings goal.
    let saving = r.has_any(&[
        "save",
        "saving",
        "savings",
        "goal",
        "target",
        "invest",
        "investing",
        "put away",
        "put aside",
        "set aside",
        "stash",
    ]);
    let debt_by_figures = payment_and_balance && !saving;
    // "how much interest would I pay on 500k at 6% over 30 years?": interest paid (not earned) on
    // a sum at a rate over a term is a loan's.
    let interest_paid = r.has("interest")
        && r.has_any(&["pay", "paying", "paid", "owe", "cost", "costs"])
        && s.rate().is_some()
        && (s.years.is_some() || s.months.is_some())
        && !saving
        && !r.has_any(&[
            "earn", "earns", "earning", "earned", "get", "make", "receive",
        ]);
    // "how much would I save if I paid an extra 250 a fortnight on 450k at 6.1% over 30 years":
    // an extra payment on a sum at a rate over a term is a loan's, even with "save".
    let extra_paid = s.money.len() >= 2
        && s.money_near(&r.tokens, EXTRA_WORDS, 3).is_some()
        && s.rate().is_some()
        && s.years.is_some()
        && (r.has_any(&["pay", "paid", "paying", "repay", "repaid", "repaying"])
            // "extra $300/month on 550k at 6.1% 30yr, how much interest does that save": interest
            // saved by an extra payment is a loan's.
            || r.has("interest") && r.has_any(&["save", "saves", "saved", "saving"])
            // "we've got 400k left at 6% over 25 years, how much would an extra 500 a month
            // save?": what is left is owed.
            || r.has_any(&["left", "owe", "owing"]) && r.has_any(&["save", "saves", "saved", "saving"]));
    // "should I go 15 or 30 years on 320k at 6.5%?": choosing between terms for a sum at a rate
    // is choosing a loan's term; nobody chooses how long to invest that way.
    let term_choice = s.rate().is_some() && !saving && terms_offered(&r.tokens);
    // "how much would I pay each month on a $42,000 car at 7.2% for 6 years?": what is paid each
    // period on a sum at a rate over a term, with no sum paid in, is a loan's repayment.
    let paid_each_period = r.has_any(&["pay", "paying"])
        && r.has_any(&[
            "each month",
            "a month",
            "per month",
            "monthly",
            "each week",
            "a week",
            "per week",
            "weekly",
            "each fortnight",
            "a fortnight",
            "fortnightly",
        ])
        && s.rate().is_some()
        && s.years.is_some()
        && !s.money.is_empty()
        && s.money.iter().all(|m| m.per.is_none())
        && !saving;
    let loan_terms = loan_terms || interest_paid || extra_paid || term_choice || paid_each_period;
    // "if I add 300 a month to my mortgage what happens": more paid each period into the person's
    // own loan (its balance is the profile's).
    if r.has_any(OWN_LOAN)
        && r.has_any(&[
            "add",
            "adding",
            "extra",
            "additional",
            "more",
            "put",
            "putting",
        ])
        && s.money.iter().any(|m| m.per.is_some())
        && !r.has_any(PAYOFF_CUES)
        && !saving
    {
        return Some(LoanAsk::Extra);
    }
    // "how long to pay it off if I pay 4k a month": clearing something at a payment is a payoff,
    // whatever "it" is (the earlier answer's loan).
    if r.has_any(PAYOFF_CUES)
        && r.has_any(&[
            "pay it off",
            "pay off",
            "clear it",
            "pay this off",
            "pay that off",
        ])
        && s.money.iter().any(|m| m.per.is_some())
        && !saving
    {
        return Some(LoanAsk::Payoff);
    }
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
            // "how many years till I'm done?"
            "done",
            "finished",
        ])
    {
        return Some(LoanAsk::Payoff);
    }
    // "what if i add $200 a month" read on the earlier loan: a sum added each period is extra.
    let added = r.has_any(LOAN_WORDS) && added_each_period(&r.tokens, s).is_some();
    if s.money.len() >= 2 && (s.money_near(&r.tokens, EXTRA_WORDS, 3).is_some() || added) {
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
        || term_choice
        || s.rate().is_some() && (s.years.is_some() || interest_only) && r.has_any(LOAN_WORDS);
    let repayment_words =
        r.has_any(REPAYMENT_WORDS) || r.has_prefix("repay") || rate_change || priced;
    if repayment_words && (own_loan || s.money.iter().any(|m| m.per.is_none())) {
        return Some(LoanAsk::Repayment);
    }
    None
}

/// "add $200 a month": a sum added each period (an extra repayment, on a loan).
pub(crate) fn added_each_period(
    tokens: &[crate::builtin::amounts::Token],
    s: &Slots,
) -> Option<Money> {
    s.money_near(tokens, &["add", "adding"], 2)
        .filter(|m| m.per.is_some())
}

/// "15 or 30 years", "20 vs 25 year": two terms offered as options.
fn terms_offered(tokens: &[crate::builtin::amounts::Token]) -> bool {
    tokens.windows(4).any(|w| {
        w[0].tok.amount().is_some_and(|a| a.is_bare_count())
            && (w[1].tok.is("or") || w[1].tok.is("vs") || w[1].tok.is("versus"))
            && w[2].tok.amount().is_some_and(|a| a.is_bare_count())
            && TERM_WORDS.iter().any(|y| w[3].tok.is(y))
    })
}

/// The loan amount: the figure next to a loan word, else the largest lump sum (never one with a
/// period, and never the one at `not`).
fn principal_near(u: &Understanding, not: Option<usize>) -> Option<Money> {
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
    .filter(|m| m.per.is_none() && Some(m.at) != not)
    .or_else(|| {
        s.money
            .iter()
            .filter(|m| m.per.is_none() && Some(m.at) != not)
            .max_by_key(|m| m.value)
            .copied()
    })
}

/// The inputs every loan answer shares, as the message gives them: the amount (not the figure at
/// `not`, which is another input's), the rate, the term and how often repayments are made.
pub(crate) fn read_loan(u: &Understanding, not: Option<usize>) -> Inputs {
    let s = &u.slots;
    let mut i = Inputs::new();
    let financed = deposit::financed(&u.reading, s);
    match principal_near(u, not) {
        // "a 700k place with a 10% deposit": the loan is what the deposit leaves.
        Some(_) if let Some((loan, _)) = financed => {
            i.said("principal", Some(Value::Money(loan)));
        }
        Some(m) => i.said("principal", Some(Value::Money(m.value))),
        // "repayments on my mortgage over 25 years at 6%": the saved balance is the amount.
        None => {
            let own_mortgage = u.reading.has_any(OWN_LOAN);
            if let Some(b) = u
                .updated
                .mortgage_balance
                .filter(|b| own_mortgage && !b.is_zero())
            {
                i.set("principal", Value::Money(b), InputSource::Profile);
            }
        }
    }
    let rate = match financed {
        Some((_, share_at)) => deposit::loan_rate(s, share_at),
        None => s.rate(),
    };
    i.said("rate", rate.map(Value::Rate));
    i.said("nextRate", s.rates.get(1).map(|(_, r)| Value::Rate(*r)));
    let term = match (s.years, s.months) {
        (Some(years), months) => Some(Value::Term {
            years,
            months: months.unwrap_or(0),
        }),
        (None, Some(m)) => Some(Value::Term {
            years: m / 12,
            months: m % 12,
        }),
        (None, None) => None,
    };
    i.said("years", term);
    i.said(
        "fixedYears",
        s.fixed_years.map(|years| Value::Term { years, months: 0 }),
    );
    match s.frequency.filter(|f| *f != Frequency::Yearly) {
        Some(f) => i.said("frequency", Some(Value::Frequency(f))),
        None => i.set(
            "frequency",
            Value::Frequency(Frequency::Monthly),
            InputSource::Default,
        ),
    }
    if u.reading.has("interest only")
        || u.reading.has_prefix("interest-only")
        || u.reading.has("io")
    {
        i.said("interestOnly", Some(Value::Flag(true)));
    } else if u
        .reading
        .has_any(&["principal and interest", "p&i", "p and i"])
    {
        // "and principal and interest over 30 years" after an interest-only answer.
        i.said("interestOnly", Some(Value::Flag(false)));
    }
    i
}

/// A loan's term in whole years for the calculator (18 months is 2 years, as lenders round).
pub(crate) fn whole_years(inputs: &Inputs) -> Option<u32> {
    inputs
        .term("years")
        .map(|(y, m)| if m == 0 { y } else { y + m.div_ceil(12) })
}
