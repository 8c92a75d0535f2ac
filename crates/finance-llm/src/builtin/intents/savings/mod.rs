//! Savings and growth: what a lump sum and regular contributions grow to, the saving needed for a
//! target by a date or age, and the nest egg for a retirement income by the withdrawal-rate rule.
//! Figures from `finance_domain::calc::savings`; a rate stated in the question applies to that
//! answer only.

use chrono::Datelike;
use finance_domain::calc::savings::{
    SavingsPlan, convention, future_value, nest_egg, periods_to_target, saving_needed,
};
use finance_domain::calc::{Frequency, duration_text};
use rust_decimal::Decimal;

use super::SavingsAsk;
use super::{Intent, IntentDef};
use crate::builtin::Understanding;
use crate::builtin::inputs::Inputs;
use crate::builtin::facts::Reading;
use crate::builtin::out::Out;
use crate::builtin::slots::Slots;
use crate::context::AdvisorContext;
use crate::format::{money, percent};

const TARGET_CUES: &[&str] = &[
    "how much do i need to save",
    "how much should i save",
    "how much to save",
    "how much would i need to save",
    "how much will i need to save",
    "how much do i need to invest",
    "how much should i invest",
    "need to save",
    "need to put away",
    "need to invest",
    "have to save",
    "save up",
    "to reach",
    "to have",
    "to hit",
    "to get to",
    "goal of",
    "target of",
    "how much should we save",
    "how much do we need to save",
    "gets me to",
    "get me to",
    "how much a month",
    "how much per",
    "how much each",
    "how much a week",
    "how much a fortnight",
];

const NEST_EGG_CUES: &[&str] = &[
    "nest egg",
    "how much do i need to retire",
    "how much will i need to retire",
    "how much would i need to retire",
    "how much do i need in retirement",
    "how much do i need for retirement",
    "how much super do i need",
    "how much do i need saved",
    "4% rule",
    "withdrawal rate",
    "withdrawal",
    "how big",
];

const GROWTH_CUES: &[&str] = &[
    "invest",
    "investing",
    "save",
    "saving",
    "put away",
    "put aside",
    "deposit",
    "grow",
    "grows",
    "compound",
    "compounding",
    "worth",
    "end up with",
    "will i have",
    "would i have",
    "will she have",
    "will he have",
    "will they have",
    "turn into",
    "become",
    "becomes",
];

pub fn detect(r: &Reading, s: &Slots) -> Option<SavingsAsk> {
    if r.has("rule")
        && s.rate().is_some()
        && (r.has_prefix("retir") || r.has("withdrawal") || r.has("rule"))
    {
        return Some(SavingsAsk::NestEgg);
    }
    if s.money.is_empty() {
        return None;
    }
    let horizon = s.years.is_some() || s.months.is_some() || s.age.is_some() || s.by_year.is_some();
    if r.has_any(NEST_EGG_CUES)
        && (r.has_prefix("retir")
            || r.has("4% rule")
            || r.has("nest egg")
            || r.has("withdrawal rate"))
    {
        return Some(SavingsAsk::NestEgg);
    }
    let saving = r.has_any(&[
        "save",
        "saving",
        "invest",
        "investing",
        "put away",
        "put aside",
    ]);
    if r.has_any(&[
        "how long",
        "how many months",
        "how many years",
        "when will i",
    ]) && saving
        && s.periodic_saving().is_some()
    {
        return Some(SavingsAsk::TimeToTarget);
    }
    if deposit_share(r, s).is_some() && horizon {
        return Some(SavingsAsk::Target);
    }
    if r.has_any(TARGET_CUES) && horizon {
        return Some(SavingsAsk::Target);
    }
    // "I want $1 million by 60 … how much a month?", "need 25k for a wedding in 2 years … how much?"
    if r.has_any(&["i want", "we want", "need", "i need", "we need"])
        && r.has("how much")
        && horizon
        && !r.has_prefix("retir")
    {
        return Some(SavingsAsk::Target);
    }
    if r.has_any(GROWTH_CUES)
        && horizon
        && (s.years.is_some() || s.months.is_some() || s.rate().is_some())
    {
        return Some(SavingsAsk::Growth);
    }
    // A sum with a rate and a term, asked about ("$100 a week for 5 years at 4.5% - how much?").
    if s.rate().is_some()
        && (s.years.is_some() || s.months.is_some())
        && (r.question || r.has("how much"))
    {
        return Some(SavingsAsk::Growth);
    }
    None
}

/// "a 20% deposit on a 500k house": (the share, the price).
fn deposit_share(r: &Reading, s: &Slots) -> Option<(Decimal, Decimal)> {
    if !r.has_any(&["deposit", "down payment", "downpayment"]) {
        return None;
    }
    // The share is the rate written right before the word ("a 20% deposit"); "a deposit … at
    // 4.5%" is a rate of return, not a share.
    let named_at = |i: usize| {
        (1..=2).any(|k| {
            r.tokens
                .get(i + k)
                .is_some_and(|t| t.tok.is("deposit") || t.tok.is("down") || t.tok.is("downpayment"))
        })
    };
    let share = s
        .rates
        .iter()
        .find(|(i, _)| named_at(*i))
        .map(|(_, v)| *v)?;
    let price = s
        .money
        .iter()
        .filter(|m| m.per.is_none())
        .map(|m| m.value)
        .max()?;
    Some((share, price))
}

/// The definition of each intent of this family. Until an intent is described by its inputs it
/// reads the message as a whole (`LEGACY`).
pub(crate) fn def(_: SavingsAsk) -> &'static IntentDef {
    &LEGACY
}

const LEGACY: IntentDef = IntentDef {
    noun: "savings plan",
    inputs: &[],
    read: |_, _, _| Inputs::new(),
    answer: |intent, _, ctx, u, out| {
        if let Intent::Savings(ask) = intent {
            answer(ask, ctx, u, out);
        }
    },
};

pub(crate) fn answer(ask: SavingsAsk, ctx: &AdvisorContext, u: &Understanding, out: &mut Out) {
    match ask {
        SavingsAsk::Growth => growth(ctx, u, out),
        SavingsAsk::Target => target(ctx, u, out),
        SavingsAsk::TimeToTarget => time_to_target(u, out),
        SavingsAsk::NestEgg => nest(u, out),
    }
}

/// The rate stated in the question, else the profile's expected return (said as such).
fn rate(u: &Understanding) -> (Decimal, &'static str) {
    match u.slots.rate() {
        Some(r) => (r, "the rate you gave"),
        None => (
            u.updated.expected_return_rate_or_default(),
            "the expected return in your profile",
        ),
    }
}

/// Whole years to the horizon: stated years (and months), an age to reach, or a calendar year.
fn horizon_periods(ctx: &AdvisorContext, u: &Understanding, f: Frequency) -> Result<u32, String> {
    let s = &u.slots;
    if let Some(n) = s.term_periods(f) {
        return Ok(n);
    }
    if let Some(target_age) = s.age {
        let Some(age) = u.updated.age else {
            return Err(format!(
                "To work to age {target_age} I need your age: tell me \"I'm 35\", or ask with a number of years instead."
            ));
        };
        if target_age <= age {
            return Err(format!(
                "You're already {age}, so age {target_age} has passed."
            ));
        }
        return Ok((target_age - age).saturating_mul(f.per_year()));
    }
    if let Some(y) = s.by_year {
        let years = y - ctx.today.year();
        if years <= 0 {
            return Err(format!("{y} isn't in the future."));
        }
        return Ok(u32::try_from(years)
            .unwrap_or(0)
            .saturating_mul(f.per_year()));
    }
    Err(
        "How long for? Add the number of years, an age or a year, for example \"over 10 years\"."
            .into(),
    )
}

fn contribution_frequency(u: &Understanding) -> Frequency {
    u.slots
        .periodic_saving()
        .and_then(|m| m.per)
        .or(u.slots.frequency)
        .unwrap_or(Frequency::Monthly)
}

fn growth(ctx: &AdvisorContext, u: &Understanding, out: &mut Out) {
    let f = contribution_frequency(u);
    let contribution = u.slots.periodic_saving().map(|m| {
        // A yearly contribution made monthly would misstate the convention; keep its own period.
        m.value
    });
    let initial = u
        .slots
        .money
        .iter()
        .find(|m| m.per.is_none())
        .map_or(Decimal::ZERO, |m| m.value);
    let periods = match horizon_periods(ctx, u, f) {
        Ok(n) => n,
        Err(e) => return out.para(e),
    };
    let (r, source) = rate(u);
    let plan = SavingsPlan {
        initial,
        contribution: contribution.unwrap_or(Decimal::ZERO),
        frequency: f,
        annual_rate: r,
        periods,
    };
    match future_value(&plan) {
        Err(e) => out.para(format!("I couldn't work that out: {e}.")),
        Ok(p) => {
            let mut what = Vec::new();
            if !initial.is_zero() {
                what.push(money(initial));
            }
            if let Some(c) = contribution {
                what.push(format!("{} {}", money(c), f.per_label()));
            }
            out.para(format!(
                "**{} at {} a year for {} grows to about {}.**\n\n- You put in: {}\n- Growth: **{}**\n\n{} The rate is {source}, before tax, fees and inflation; real returns vary from year to year.",
                what.join(" plus "),
                percent(r),
                duration_text(periods, f),
                money(p.future_value),
                money(p.total_contributed),
                money(p.growth),
                convention(f)
            ));
        }
    }
}

fn target(ctx: &AdvisorContext, u: &Understanding, out: &mut Out) {
    if let Some((share, price)) = deposit_share(&u.reading, &u.slots) {
        return deposit(ctx, u, share, price, out);
    }
    let f = contribution_frequency(u);
    let goal = u
        .slots
        .money_near(
            &u.reading.tokens,
            &[
                "have", "reach", "hit", "get to", "target", "goal", "save", "need", "up",
            ],
            4,
        )
        .or_else(|| u.slots.money.iter().max_by_key(|m| m.value).copied());
    let Some(goal) = goal else {
        return out.para("What's the target? For example \"how much do I need to save to have $50,000 in 5 years?\"");
    };
    let initial = u
        .slots
        .money
        .iter()
        .filter(|m| m.at != goal.at && m.per.is_none())
        .map(|m| m.value)
        .next()
        .unwrap_or(Decimal::ZERO);
    let periods = match horizon_periods(ctx, u, f) {
        Ok(n) => n,
        Err(e) => return out.para(e),
    };
    let (r, source) = rate(u);
    match saving_needed(goal.value, initial, r, f, periods) {
        Err(e) => out.para(format!("I couldn't work that out: {e}.")),
        Ok(n) => {
            let start = if initial.is_zero() {
                String::new()
            } else {
                format!(
                    " starting from {} (which grows to {} on its own)",
                    money(initial),
                    money(n.initial_grows_to)
                )
            };
            let lead = if n.contribution.is_zero() {
                format!(
                    "**You don't need to add anything: {} grows past {} on its own.**",
                    money(initial),
                    money(goal.value)
                )
            } else {
                format!(
                    "**To reach {} in {}{start}, save about {} {}** at {} a year.",
                    money(goal.value),
                    duration_text(periods, f),
                    money(n.contribution),
                    f.per_label(),
                    percent(r)
                )
            };
            out.para(format!(
                "{lead}\n\n{} The rate is {source}, before tax, fees and inflation.",
                convention(f)
            ));
        }
    }
}

fn nest(u: &Understanding, out: &mut Out) {
    let s = &u.slots;
    let income = s
        .money
        .iter()
        .find(|m| m.per.is_some())
        .map(|m| match m.per {
            Some(Frequency::Weekly) => m.value.saturating_mul(Decimal::from(52)),
            Some(Frequency::Fortnightly) => m.value.saturating_mul(Decimal::from(26)),
            Some(Frequency::Monthly) => m.value.saturating_mul(Decimal::from(12)),
            _ => m.value,
        })
        .or_else(|| s.money.first().map(|m| m.value));
    let rate = s
        .rate()
        .unwrap_or(u.updated.retirement_withdrawal_rate_or_default());
    let Some(income) = income else {
        let example = nest_egg(Decimal::from(60000), rate)
            .map(|n| n.target)
            .unwrap_or_default();
        return out.para(format!(
            "**The {} rule** is a rule of thumb for retirement: withdraw {} of your balance in the first year, then raise the amount with inflation, and historically the money has lasted about 30 years. Turned around, the nest egg you need is the yearly income divided by {}: $60,000 a year needs about {}.\n\nIt ignores the pension or Social Security you may also get, fees and taxes, and a longer retirement may need a lower rate. Ask \"how much do I need to retire on $50,000 a year?\" for your own figure.",
            percent(rate),
            percent(rate),
            percent(rate),
            money(example)
        ));
    };
    match nest_egg(income, rate) {
        Err(e) => out.para(format!("I couldn't work that out: {e}.")),
        Ok(n) => out.para(format!(
            "**By the {} withdrawal-rate rule, an income of {} a year needs a nest egg of about {}** ({} ÷ {}).\n\nThe rule of thumb says withdrawing {} of the starting balance a year, raised with inflation, has historically lasted about 30 years. It's a rule of thumb, not a plan: it ignores the pension or Social Security you may also get, fees and taxes, and a longer retirement may need a lower rate.",
            percent(rate),
            money(income),
            money(n.target),
            money(income),
            percent(rate),
            percent(rate),
        )),
    }
}

fn time_to_target(u: &Understanding, out: &mut Out) {
    let s = &u.slots;
    let Some(contribution) = s.periodic_saving() else {
        return out.para("How much will you save each time? For example \"how long to save $100,000 at $2,000 a month?\"");
    };
    let f = contribution.per.unwrap_or(Frequency::Monthly);
    let others: Vec<Decimal> = s
        .money
        .iter()
        .filter(|m| m.at != contribution.at && m.per.is_none())
        .map(|m| m.value)
        .collect();
    let Some(goal) = others.iter().copied().max() else {
        return out.para(
            "What's the target? For example \"how long to save $100,000 at $2,000 a month?\"",
        );
    };
    let initial = others
        .iter()
        .copied()
        .filter(|v| *v != goal)
        .max()
        .unwrap_or(Decimal::ZERO);
    let (r, source) = rate(u);
    match periods_to_target(goal, initial, contribution.value, r, f) {
        Err(e) => out.para(format!("I couldn't work that out: {e}.")),
        Ok(None) => out.para(format!(
            "At {} {} that doesn't reach {} within 100 years.",
            money(contribution.value),
            f.per_label(),
            money(goal)
        )),
        Ok(Some(n)) => out.para(format!(
            "**Saving {} {} reaches {} in about {}** at {} a year{}.\n\n{} The rate is {source}, before tax, fees and inflation.",
            money(contribution.value),
            f.per_label(),
            money(goal),
            duration_text(n, f),
            percent(r),
            if initial.is_zero() {
                String::new()
            } else {
                format!(", starting from {}", money(initial))
            },
            convention(f)
        )),
    }
}

/// Saving for a deposit: the share of the price, by the horizon, at the profile's (or the given)
/// return. The share is the question's rate, so the return is the profile's.
fn deposit(ctx: &AdvisorContext, u: &Understanding, share: Decimal, price: Decimal, out: &mut Out) {
    let f = contribution_frequency(u);
    let goal = (price * share).round_dp(2);
    let periods = match horizon_periods(ctx, u, f) {
        Ok(n) => n,
        Err(e) => return out.para(e),
    };
    // "a 20% deposit … at 4%": the rate after the share is the saving's.
    let (r, source) = match u.slots.rates.iter().find(|(_, v)| *v != share) {
        Some((_, r)) => (*r, "the rate you gave"),
        None => (
            u.updated.expected_return_rate_or_default(),
            "the expected return in your profile; a savings account may pay less",
        ),
    };
    match saving_needed(goal, Decimal::ZERO, r, f, periods) {
        Err(e) => out.para(format!("I couldn't work that out: {e}.")),
        Ok(n) => out.para(format!(
            "**A {} {} on {} is {}. To save it in {}, put away about {} {}** at {} a year ({source}).\n\n{} Buying costs such as {} come on top.",
            percent(share),
            match u.updated.country {
                finance_domain::Country::Australia => "deposit",
                finance_domain::Country::Us => "down payment",
            },
            money(price),
            money(goal),
            duration_text(periods, f),
            money(n.contribution),
            f.per_label(),
            percent(r),
            convention(f),
            match u.updated.country {
                finance_domain::Country::Australia => "stamp duty and conveyancing",
                finance_domain::Country::Us => "closing costs",
            }
        )),
    }
}
