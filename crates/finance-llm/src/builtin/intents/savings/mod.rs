//! Savings and growth: which savings question a message asks (this file), and one file per answer:
//! what a lump sum and regular saving grow to (`growth.rs`), the saving a target needs
//! (`target.rs`), how long a target takes (`time_to_target.rs`), the nest egg a retirement income
//! needs (`nest_egg.rs`) and what a future sum is worth in today's dollars (`todays_dollars.rs`).
//! They share their inputs' names (`initial`, `contribution`, `target`, `rate`, `years`, `atAge`,
//! `byYear`, `age`, `frequency`, `inflation`), so a follow-up that moves between them keeps the
//! plan ("how long to reach $100k at that rate?" after a growth question). Figures from
//! `finance_domain::calc::savings`; a rate stated in the question applies to that answer only.

pub(crate) mod growth;
pub(crate) mod nest_egg;
pub(crate) mod target;
pub(crate) mod time_to_target;
pub(crate) mod todays_dollars;

use chrono::Datelike;
use finance_domain::answer::InputSource;
use finance_domain::calc::Frequency;
use finance_domain::profile::{DEFAULT_EXPECTED_RETURN_RATE, DEFAULT_INFLATION_RATE};
use rust_decimal::Decimal;

use super::{IntentDef, SavingsAsk};
use crate::builtin::Understanding;
use crate::builtin::conversation::last_answer;
use crate::builtin::facts::Reading;
use crate::builtin::inputs::{InputSpec, Inputs, Unit, Value};
use crate::builtin::out::Out;
use crate::builtin::slots::{Money, Slots};
use crate::context::AdvisorContext;
use crate::format::rate_as_given;

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
    "savings goal",
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
    "how much would i need saved",
    "how much will i need saved",
    "4% rule",
    "withdrawal rate",
    "withdrawal",
    "how big",
];

/// Retiring, however it is said.
const RETIRING: &[&str] = &[
    "4% rule",
    "nest egg",
    "withdrawal rate",
    "stop working",
    "stopped working",
    "quit working",
    "stop work",
    "financially independent",
    "financial independence",
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
    "do i have",
    "i'll have",
    "i'd have",
    "end up",
    "start with",
    "starting with",
    "savings plan",
];

const SAVING_WORDS: &[&str] = &[
    "save",
    "saving",
    "invest",
    "investing",
    "put away",
    "put aside",
    "putting",
    "put in",
    "contribute",
    "contributing",
    "depositing",
];

/// A sum in today's money: "in today's dollars", "in real terms", "after inflation". The reader
/// drops the "'s" ("today's" is "today") and currency words ("dollars").
const REAL_CUES: &[&str] = &[
    "in today",
    "in todays",
    "worth today",
    "today money",
    "todays money",
    "today terms",
    "todays terms",
    "today value",
    "todays value",
    "today prices",
    "todays prices",
    "in real",
    "real terms",
    "adjusted for inflation",
    "after inflation",
    "inflation adjusted",
    "purchasing power",
    "buying power",
];

/// Spending, not saving: "spend 3k a month".
const SPEND_WORDS: &[&str] = &[
    "spend", "spending", "spent", "expenses", "bills", "costs", "cost", "rent",
];

/// Words that make a rate a rate of inflation ("3% inflation", "inflation of 3%").
const INFLATION_WORDS: &[&str] = &["inflation", "cpi", "prices"];

pub fn detect(r: &Reading, s: &Slots) -> Option<SavingsAsk> {
    if r.has("rule")
        && s.rate().is_some()
        && (r.has_prefix("retir") || r.has("withdrawal") || r.has("rule"))
    {
        return Some(SavingsAsk::NestEgg);
    }
    if r.has_any(REAL_CUES) && (!s.money.is_empty() || refers_back(r)) {
        // "$1m in 30 years in today's dollars" asks for the real value; "what will $500 a month
        // at 7% grow to, in today's dollars?" is a growth question that shows it too.
        let growth = saving_flow_in(r, s).is_some()
            || s.rates
                .iter()
                .any(|(at, _)| !inflation_rate_at(&r.tokens, *at))
            || r.has_any(&[
                "invest",
                "investing",
                "grow",
                "grows",
                "compound",
                "return",
                "returns",
            ]);
        if !growth {
            return Some(SavingsAsk::TodaysDollars);
        }
    }
    if s.money.is_empty() {
        return None;
    }
    let horizon = s.years.is_some() || s.months.is_some() || s.age.is_some() || s.by_year.is_some();
    if r.has_any(NEST_EGG_CUES) && (r.has_prefix("retir") || r.has_any(RETIRING)) {
        return Some(SavingsAsk::NestEgg);
    }
    let flow = saving_flow_in(r, s);
    let goal = s.money.iter().any(|m| m.per.is_none() && !m.pay);
    let how_long = r.has_any(&[
        "how long",
        "how many months",
        "how many years",
        "how many weeks",
        "when will i",
        "when would i",
    ]);
    let reach = goal && r.has_any(&["hit", "reach", "get to", "have", "accumulate", "build"]);
    // "how long to reach $100k at that rate?" after a growth question: the saving comes from it.
    if how_long && (flow.is_some() && r.has_any(SAVING_WORDS) || reach) {
        return Some(SavingsAsk::TimeToTarget);
    }
    // "a goal of $30,000 saving $750 a month": with no horizon, the time is what is asked.
    if flow.is_some() && goal && !horizon && r.has_any(&["goal", "target"]) {
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

/// The definition of each intent of this family.
pub(crate) fn def(ask: SavingsAsk) -> &'static IntentDef {
    match ask {
        SavingsAsk::Growth => &growth::DEF,
        SavingsAsk::Target => &target::DEF,
        SavingsAsk::TimeToTarget => &time_to_target::DEF,
        SavingsAsk::NestEgg => &nest_egg::DEF,
        SavingsAsk::TodaysDollars => &todays_dollars::DEF,
    }
}

/// "what's that worth…", "is it…": the message points at an earlier figure.
fn refers_back(r: &Reading) -> bool {
    r.has_any(&["that", "it", "this", "those"])
}

/// Whether the rate at token `at` is said of inflation.
fn inflation_rate_at(tokens: &[crate::builtin::amounts::Token], at: usize) -> bool {
    (at.saturating_sub(3)..(at + 3).min(tokens.len()))
        .any(|k| INFLATION_WORDS.iter().any(|w| tokens[k].tok.is(w)))
}

/// "a 20% deposit on a 500k house": (the share, the price).
fn deposit_share(r: &Reading, s: &Slots) -> Option<(Decimal, Decimal)> {
    deposit_at(r, s).map(|(_, share, price)| (share, price))
}

/// The deposit share with its token position, and the price.
fn deposit_at(r: &Reading, s: &Slots) -> Option<(usize, Decimal, Decimal)> {
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
    let (at, share) = s.rates.iter().find(|(i, _)| named_at(*i)).copied()?;
    let price = s
        .money
        .iter()
        .filter(|m| m.per.is_none())
        .map(|m| m.value)
        .max()?;
    Some((at, share, price))
}

/// Whether a spending word comes just before the figure ("spend about 3k a month").
fn spent(tokens: &[crate::builtin::amounts::Token], m: &Money) -> bool {
    (m.at.saturating_sub(4)..m.at).any(|k| SPEND_WORDS.iter().any(|w| tokens[k].tok.is(w)))
}

/// What is saved each period: the first sum with a period that is neither pay nor spending.
fn saving_flow_in(r: &Reading, s: &Slots) -> Option<Money> {
    s.money
        .iter()
        .find(|m| m.per.is_some() && !m.pay && !spent(&r.tokens, m))
        .copied()
}

pub(crate) fn saving_flow(u: &Understanding) -> Option<Money> {
    saving_flow_in(&u.reading, &u.slots)
}

/// A contribution as an input: its sum each period.
pub(crate) fn flow_value(m: &Money) -> Value {
    Value::Flow(m.value, m.per.unwrap_or(Frequency::Monthly))
}

/// The lump sums of the message (no period, not pay), skipping the figures at `not`.
pub(crate) fn lumps<'a>(u: &'a Understanding, not: &'a [usize]) -> impl Iterator<Item = &'a Money> {
    u.slots
        .money
        .iter()
        .filter(move |m| m.per.is_none() && !m.pay && !not.contains(&m.at))
}

/// The expected return: the rate the message gives (not one of inflation, nor the figure at
/// `not`), else the profile's, else the default, each marked as such.
pub(crate) fn read_return(i: &mut Inputs, u: &Understanding, not: Option<usize>) {
    let said = u
        .slots
        .rates
        .iter()
        .find(|(at, _)| Some(*at) != not && !inflation_rate_at(&u.reading.tokens, *at))
        .map(|(_, r)| *r);
    match (said, u.updated.expected_return_rate) {
        (Some(r), _) => i.said("rate", Some(Value::Rate(r))),
        (None, Some(r)) => i.set("rate", Value::Rate(r), InputSource::Profile),
        (None, None) => i.set(
            "rate",
            Value::Rate(DEFAULT_EXPECTED_RETURN_RATE),
            InputSource::Default,
        ),
    }
}

/// Inflation: the rate said of it, else the profile's, else the default (only `with_default`).
pub(crate) fn read_inflation(i: &mut Inputs, u: &Understanding, with_default: bool) {
    let said = u
        .slots
        .rates
        .iter()
        .find(|(at, _)| inflation_rate_at(&u.reading.tokens, *at))
        .map(|(_, r)| *r);
    match (said, u.updated.inflation_rate) {
        (Some(r), _) => i.said("inflation", Some(Value::Rate(r))),
        _ if !with_default => {}
        (None, Some(r)) => i.set("inflation", Value::Rate(r), InputSource::Profile),
        (None, None) => i.set(
            "inflation",
            Value::Rate(DEFAULT_INFLATION_RATE),
            InputSource::Default,
        ),
    }
}

/// Whether the message asks for a figure in today's dollars.
pub(crate) fn asks_real(u: &Understanding) -> bool {
    u.reading.has_any(REAL_CUES)
}

/// The horizon as the message gives it: a term, an age to reach (with the person's age from the
/// profile), or a calendar year.
pub(crate) fn read_horizon(i: &mut Inputs, u: &Understanding) {
    let s = &u.slots;
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
    i.said("atAge", s.age.map(Value::Age));
    i.said("byYear", s.by_year.map(Value::Year));
    if let Some(a) = u.updated.age {
        i.set("age", Value::Age(a), InputSource::Profile);
    }
}

/// The inputs every horizon-reading savings answer declares after its own.
pub(crate) const HORIZON: [InputSpec; 4] = [
    InputSpec::needed("years", Unit::Term),
    InputSpec::optional("atAge", Unit::Age),
    InputSpec::optional("byYear", Unit::Year),
    InputSpec::optional("age", Unit::Age),
];

fn rank(s: Option<InputSource>) -> u8 {
    match s {
        Some(InputSource::Message) => 4,
        Some(InputSource::Earlier) => 3,
        Some(InputSource::Profile) => 2,
        Some(InputSource::Default) => 1,
        None => 0,
    }
}

/// Of inputs that say the same thing in different ways (a term, an age or a year; a target or a
/// deposit share), the one said most recently: the message's over one carried from earlier, and
/// the first named on a tie.
pub(crate) fn latest<'a>(i: &Inputs, names: &[&'a str]) -> Option<&'a str> {
    let mut best: Option<(&str, u8)> = None;
    for n in names {
        let r = rank(i.source(n));
        if r > 0 && best.is_none_or(|(_, b)| r > b) {
            best = Some((n, r));
        }
    }
    best.map(|(n, _)| n)
}

/// The horizon in whole periods of `f`, or the reply that asks for what is missing.
pub(crate) fn horizon_periods(
    i: &Inputs,
    ctx: &AdvisorContext,
    f: Frequency,
    out: &mut Out,
) -> Option<u32> {
    let per = f.per_year();
    match latest(i, &["years", "atAge", "byYear"]) {
        Some("years") => {
            let (y, m) = i.term("years")?;
            Some(
                y.saturating_mul(per)
                    .saturating_add((m.saturating_mul(per)).div_ceil(12)),
            )
        }
        Some("atAge") => {
            let target_age = i.age("atAge")?;
            let Some(age) = i.age("age") else {
                out.ask(
                    "age",
                    format!(
                        "To work to age {target_age} I need your age: tell me \"I'm 35\", or ask with a number of years instead."
                    ),
                );
                return None;
            };
            if target_age <= age {
                out.para(format!(
                    "You're already {age}, so age {target_age} has passed."
                ));
                return None;
            }
            Some((target_age - age).saturating_mul(per))
        }
        Some("byYear") => {
            let y = i.year("byYear")?;
            let years = y - ctx.today.year();
            if years <= 0 {
                out.para(format!("{y} isn't in the future."));
                return None;
            }
            Some(u32::try_from(years).unwrap_or(0).saturating_mul(per))
        }
        _ => {
            out.ask(
                "years",
                "How long for? Add the number of years, an age or a year, for example \"over 10 years\".",
            );
            None
        }
    }
}

/// Where the rate came from, for the reply.
pub(crate) fn return_source(i: &Inputs) -> &'static str {
    match i.source("rate") {
        Some(InputSource::Message | InputSource::Earlier) => "the rate you gave",
        Some(InputSource::Profile) => "the expected return in your profile",
        _ => "Penny's default expected return (set your own in your profile)",
    }
}

/// Where the inflation rate came from, for the reply.
pub(crate) fn inflation_source(i: &Inputs) -> String {
    match i.source("inflation") {
        Some(InputSource::Message | InputSource::Earlier) => "the rate you gave".into(),
        Some(InputSource::Profile) => "the inflation rate in your profile".into(),
        _ => format!(
            "Penny's default of {}, the middle of the RBA's 2–3% target band and close to the Fed's 2% goal",
            rate_as_given(DEFAULT_INFLATION_RATE)
        ),
    }
}

/// The earlier answer's inputs as `def` reads them: the answer this message follows up, or,
/// before that is settled, the newest answer in reach.
pub(crate) fn earlier_inputs(
    u: &Understanding,
    ctx: &AdvisorContext,
    def: &IntentDef,
) -> Option<Inputs> {
    let rec = match &u.follow {
        Some(f) => &f.earlier,
        None => last_answer(&ctx.history)?,
    };
    let i = Inputs::from_record(&rec.inputs, def.inputs);
    (!i.is_empty()).then_some(i)
}

/// "How long to reach $100k at that rate?": a question that points back at the earlier answer
/// ("that", "the same", "those") takes that answer's figures of the same names where it gives none
/// of its own, marked as carried over. (A message cued as a follow-up gets this from the
/// conversation's fill.)
pub(crate) fn points_back(
    i: &mut Inputs,
    u: &Understanding,
    ctx: &AdvisorContext,
    def: &IntentDef,
) {
    if u.follow.is_some() || !u.reading.has_any(&["that", "same", "those"]) {
        return;
    }
    let Some(before) = earlier_inputs(u, ctx, def) else {
        return;
    };
    for x in before.iter() {
        if matches!(x.source, InputSource::Message | InputSource::Earlier)
            && i.source(x.name) != Some(InputSource::Message)
            && let Some(spec) = def.inputs.iter().find(|s| s.name == x.name)
        {
            i.set(spec.name, x.value.clone(), InputSource::Earlier);
        }
    }
}

/// "double the monthly amount", "half the target": the factor.
fn scale(r: &Reading) -> Option<Decimal> {
    if r.has_any(&["double", "doubled", "twice"]) {
        Some(Decimal::TWO)
    } else if r.has_any(&["triple", "tripled", "treble"]) {
        Some(Decimal::from(3))
    } else if r.has_any(&["half", "halve", "halved"]) {
        Some(Decimal::new(5, 1))
    } else {
        None
    }
}

/// Words that make a figure come on top of the earlier one ("another $200 a month", "$200 more").
const ON_TOP: &[&str] = &[
    "another",
    "more",
    "extra",
    "additional",
    "on top",
    "top up",
    "add",
    "adding",
];

/// A change said relative to the earlier answer: "another $200 a month on top" adds the message's
/// contribution to the earlier one; "double the monthly amount" scales an earlier figure (the one
/// the words name, else its regular sum, else its first sum). Only for a message that gives no
/// other figure of its own.
pub(crate) fn relative(i: &mut Inputs, u: &Understanding, ctx: &AdvisorContext, def: &IntentDef) {
    let figures = u.slots.money.len() + u.slots.rates.len();
    if figures > 1 {
        return;
    }
    let Some(before) = earlier_inputs(u, ctx, def) else {
        return;
    };
    let r = &u.reading;
    let carried = |name: &str| {
        matches!(
            before.source(name),
            Some(InputSource::Message | InputSource::Earlier)
        )
    };
    if figures == 0 {
        let Some(k) = scale(r) else { return };
        let named = [
            (&["target", "goal"][..], "target"),
            (&["lump", "initial", "starting", "start"][..], "initial"),
            (&["income", "spending"][..], "retirementIncome"),
            (&["bonus"][..], "bonus"),
        ]
        .into_iter()
        .find(|(words, name)| r.has_any(words) && carried(name))
        .map(|(_, name)| name);
        let name = named.or_else(|| {
            def.inputs
                .iter()
                .filter(|s| carried(s.name))
                .find(|s| s.unit == Unit::Flow)
                .or_else(|| {
                    def.inputs
                        .iter()
                        .find(|s| s.unit == Unit::Money && carried(s.name))
                })
                .map(|s| s.name)
        });
        let Some(name) = name else { return };
        let scaled = match before.get(name) {
            Some(Value::Flow(v, f)) => Value::Flow((*v * k).round_dp(2), *f),
            Some(Value::Money(v)) => Value::Money((*v * k).round_dp(2)),
            _ => return,
        };
        if let Some(spec) = def.inputs.iter().find(|s| s.name == name) {
            i.set(spec.name, scaled, InputSource::Message);
        }
        return;
    }
    let on_top = r.has_any(ON_TOP);
    if let (true, Some(Value::Flow(add, f)), Some(Value::Flow(had, g))) = (
        on_top,
        i.get("contribution").cloned(),
        before.get("contribution").cloned(),
    ) && carried("contribution")
        && i.source("contribution") == Some(InputSource::Message)
    {
        // The same period as the earlier sum, or both a year's worth.
        let sum = if f == g {
            Value::Flow(had + add, g)
        } else {
            let yearly = |v: Decimal, f: Frequency| v * Decimal::from(f.per_year());
            let total = yearly(had, g) + yearly(add, f);
            Value::Flow((total / Decimal::from(g.per_year())).round_dp(2), g)
        };
        i.said("contribution", Some(sum));
    }
}

#[cfg(test)]
mod tests {
    use crate::builtin::intents::tests::{answers_as, follow_up};

    #[test]
    fn a_goal_and_a_regular_saving_with_no_horizon_ask_how_long() {
        answers_as(
            "I have a savings goal of $30,000 and can save $750 a month at 4.5%",
            "savings_time_to_target",
        );
    }

    #[test]
    fn spending_is_not_saving() {
        let r = follow_up(
            &[],
            "I've got 9 grand put away for emergencies and spend about 3k a month, how many months is that?",
        );
        assert!(!r.contains("Saving $3,000 a month"), "{r}");
    }
}
