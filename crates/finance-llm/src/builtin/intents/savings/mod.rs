//! Savings and growth: which savings question a message asks (this file), and one file per answer:
//! what a lump sum and regular saving grow to (`growth.rs`), the saving a target needs
//! (`target.rs`), how long a target takes (`time_to_target.rs`), the nest egg a retirement income
//! needs (`nest_egg.rs`) and what a future sum is worth in today's dollars (`todays_dollars.rs`).
//! They share their inputs' names (`initial`, `contribution`, `target`, `rate`, `years`, `atAge`,
//! `byYear`, `age`, `frequency`, `inflation`), so a follow-up that moves between them keeps the
//! plan ("how long to reach $100k at that rate?" after a growth question). Figures from
//! `finance_domain::calc::savings`; a rate stated in the question applies to that answer only.

mod follow;
pub(crate) mod growth;
pub(crate) mod nest_egg;
mod reading;
pub(crate) mod target;
pub(crate) mod time_to_target;
pub(crate) mod todays_dollars;

pub(crate) use follow::{earlier_inputs, latest, nearest_figure, points_back, relative};
pub(crate) use reading::{
    HORIZON, already_saved, asks_real, flow_value, horizon_periods, inflation_source, lumps,
    read_horizon, read_inflation, read_return, return_source, savings_on_hand,
};

use rust_decimal::Decimal;

use super::{IntentDef, SavingsAsk};
use crate::builtin::Understanding;
use crate::builtin::amounts::Token;
use crate::builtin::facts::Reading;
use crate::builtin::slots::{Money, Slots};

const TARGET_CUES: &[&str] = &[
    "how much do i need to save",
    "how much should i save",
    "how much should i put away",
    "how much do i need to put away",
    "how much should we put away",
    "how much should i put aside",
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
    // "need $1m in 25 years, what's the monthly contribution at 8%?".
    "monthly contribution",
    "contribution needed",
    "contributions needed",
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
    "savings needed",
    "saving needed",
    "needed per",
    "needed a month",
    "needed each",
    "a month to get",
    "per month to get",
    "a week to get",
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
    "invested",
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
    "what'll i have",
    "whatll i have",
    "add",
    // "I've got 40k saved, what will it be in 10 years if I keep adding 800 a month?"
    "will it be",
    "keep adding",
    // "how much will 2000 a month get me in 10 yrs"
    "get me",
    "get us",
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
    "real value",
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
    // "what will $100k be worth in 20 years with inflation at 3%?" asks the same.
    let real = r.has_any(REAL_CUES)
        || r.has("inflation") && r.has_any(&["worth", "value", "buy", "buys", "purchasing"]);
    if real && (!s.money.is_empty() || refers_back(r)) {
        // "$1m in 30 years in today's dollars" asks for the real value; "what will $500 a month
        // at 7% grow to, in today's dollars?" is a growth question that shows it too.
        let growth = saving_flow_in(r, s).is_some()
            || !r.has("inflation")
                && s.rates
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
    let horizon_said = s.years.is_some() || s.months.is_some() || s.by_year.is_some();
    if s.money.is_empty() && horizon_said && growth::own_savings_grown(r) {
        return Some(SavingsAsk::Growth);
    }
    // "how much a month would I need to invest to get that in 25 years?" after a nest egg: the
    // saving for the sum just worked out.
    if s.money.is_empty() && horizon_said && r.has_any(TARGET_CUES) && refers_back(r) {
        return Some(SavingsAsk::Target);
    }
    // "how much do I need saved to retire?", "how big a nest egg do I need?": the nest egg, for the
    // spending the profile holds (or asked for).
    if s.money.is_empty()
        && (r.has("nest egg")
            || r.has_prefix("retir")
                && r.has_any(&[
                    "how much do i need",
                    "how much would i need",
                    "how much will i need",
                ]))
        && !r.has_any(&["on track", "enough", "can i retire", "k401", "super", "age"])
    {
        return Some(SavingsAsk::NestEgg);
    }
    if s.money.is_empty() {
        return None;
    }
    let horizon = s.years.is_some() || s.months.is_some() || s.age.is_some() || s.by_year.is_some();
    if r.has_any(NEST_EGG_CUES) && (r.has_prefix("retir") || r.has_any(RETIRING)) {
        return Some(SavingsAsk::NestEgg);
    }
    // "how much do I need in super to retire on $70k a year?": an income wanted in retirement.
    let yearly_income = s.money.iter().any(|m| m.per.is_some())
        || r.has_any(&["live on", "live off", "retire on", "income of"]);
    if r.has_any(&[
        "how much do i need",
        "how much would i need",
        "how much will i need",
        "how much do we need",
        "what do i need",
        "what would i need",
        // "how much super do I need to have to live on 55k a year?"
        "super do i need",
        "super do we need",
        "super would i need",
        "k401 do i need",
        "do i need to have",
        "do we need to have",
    ]) && (r.has_prefix("retir") || r.has_any(RETIRING) || r.has_any(&["live off", "live on"]))
        && yearly_income
    {
        return Some(SavingsAsk::NestEgg);
    }
    // "how big does my super need to be to draw 60k a year?": the balance that pays an income.
    if r.has_any(&["need to be", "needs to be", "how big", "how much do i need"])
        && r.has_any(&[
            "draw",
            "withdraw",
            "live on",
            "live off",
            "income of",
            "pay me",
            // "to pull 100k a year"
            "pull",
            "take out",
        ])
        && s.money.iter().any(|m| m.per.is_some())
    {
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
        "when do i",
        "when would we",
        "when will we",
        "when do we",
    ]);
    let reach = goal && r.has_any(&["hit", "reach", "get to", "have", "accumulate", "build"]);
    // "how long to reach $100k at that rate?" after a growth question: the saving comes from it.
    // "what if I can only do 2000 a month, how long?" about a savings goal is its time too.
    let toward_goal = goal && r.has_any(&["goal", "target", "savings"]);
    if how_long && (flow.is_some() && (r.has_any(SAVING_WORDS) || toward_goal) || reach) {
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
pub(crate) fn refers_back(r: &Reading) -> bool {
    r.has_any(&["that", "it", "this", "those"])
        || r.words
            .first()
            .is_some_and(|w| matches!(w.as_str(), "and" | "so" | "ok" | "okay"))
        || r.has_any(&["what about", "how about"])
}

/// Whether the rate at token `at` is said of inflation.
fn inflation_rate_at(tokens: &[Token], at: usize) -> bool {
    (at.saturating_sub(3)..(at + 3).min(tokens.len()))
        .any(|k| INFLATION_WORDS.iter().any(|w| tokens[k].tok.is(w)))
}

/// "a 20% deposit on a 500k house": (the share, the price).
fn deposit_share(r: &Reading, s: &Slots) -> Option<(Decimal, Decimal)> {
    deposit_at(r, s).map(|(_, share, price)| (share, price))
}

/// The deposit share with its token position, and the price.
pub(crate) fn deposit_at(r: &Reading, s: &Slots) -> Option<(usize, Decimal, Decimal)> {
    if !r.has_any(&["deposit", "down payment", "downpayment"]) {
        return None;
    }
    // The share is the rate written right before the word ("a 20% deposit"); "a deposit … at
    // 4.5%" is a rate of return, not a share.
    let (at, share) = s
        .rates
        .iter()
        .find(|(i, _)| deposit_named_after(&r.tokens, *i))
        .copied()?;
    let price = s
        .money
        .iter()
        .filter(|m| m.per.is_none())
        .map(|m| m.value)
        .max()?;
    Some((at, share, price))
}

/// Whether the figure at `i` is a deposit's: "a 20% deposit", "160k down payment".
pub(crate) fn deposit_named_after(tokens: &[Token], i: usize) -> bool {
    (1..=2).any(|k| {
        tokens
            .get(i + k)
            .is_some_and(|t| t.tok.is("deposit") || t.tok.is("down") || t.tok.is("downpayment"))
    })
}

/// Whether a spending word comes just before the figure ("spend about 3k a month").
fn spent(tokens: &[Token], m: &Money) -> bool {
    (m.at.saturating_sub(4)..m.at).any(|k| SPEND_WORDS.iter().any(|w| tokens[k].tok.is(w)))
}

/// What is saved each period: the first sum with a period that is neither pay nor spending
/// ("make it $400 a fortnight" changes a figure; it is not pay).
fn saving_flow_in(r: &Reading, s: &Slots) -> Option<Money> {
    let made_it = |m: &Money| {
        (m.at.saturating_sub(3)..m.at).any(|k| {
            r.tokens[k].tok.is("make")
                && r.tokens
                    .get(k + 1)
                    .is_some_and(|t| t.tok.is("it") || t.tok.is("that"))
        })
    };
    s.money
        .iter()
        .find(|m| m.per.is_some() && (!m.pay || made_it(m)) && !spent(&r.tokens, m))
        .copied()
}

pub(crate) fn saving_flow(u: &Understanding) -> Option<Money> {
    saving_flow_in(&u.reading, &u.slots)
}

#[cfg(test)]
pub(crate) mod tests {
    use crate::builtin::BuiltinAdvisor;
    use crate::builtin::intents::tests::{answers_as, follow_up};
    use crate::context::{AdvisorContext, AdvisorReply, ChatTurn, Role};
    use finance_domain::FinancialProfile;

    /// The reply to `message` after `before`, for `profile`, each earlier reply's profile changes
    /// applied as the chat does.
    pub(crate) fn chat(
        mut profile: FinancialProfile,
        before: &[&str],
        message: &str,
    ) -> AdvisorReply {
        let advisor = BuiltinAdvisor::new();
        let today = chrono::NaiveDate::from_ymd_opt(2026, 11, 24).unwrap_or_default();
        let mut history = Vec::new();
        for m in before {
            let ctx = AdvisorContext {
                profile: profile.clone(),
                goals: Vec::new(),
                history: history.clone(),
                message: (*m).to_string(),
                today,
            };
            let reply = advisor.reply(&ctx);
            let _ = finance_domain::profile_update::apply_update(
                &mut profile,
                &reply.profile_changes,
                today,
            );
            history.push(ChatTurn {
                role: Role::User,
                content: (*m).to_string(),
                answer: None,
            });
            history.push(ChatTurn {
                role: Role::Assistant,
                content: reply.content,
                answer: reply.answer,
            });
        }
        advisor.reply(&AdvisorContext {
            profile,
            goals: Vec::new(),
            history,
            message: message.to_string(),
            today,
        })
    }

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
