//! Questions about the person's own figures ("how much equity have we got?", "how many months does
//! my emergency fund cover?", "what's my net worth?"), answered from the profile with the figures
//! used. One file per intent; this file detects which one a message asks and reads profile fields
//! as inputs.
//!
//! Each input is named by its profile field ("propertyValue", "monthlyExpenses"…): the message's
//! own figure when it states one (it is saved as usual, so `u.updated` has it too), else the
//! profile's. When a figure the answer needs is missing, the answer asks for exactly that field;
//! the next message's bare answer ("about 800k") is then saved as it and the answer completed.

pub mod debt_to_income;
pub mod emergency_cover;
pub mod employer;
pub mod equity;
pub mod net_worth;
pub mod retirement_years;
pub mod savings_rate;

use finance_domain::ProfileField;
use finance_domain::answer::InputSource;
use rust_decimal::Decimal;
use rust_decimal::prelude::ToPrimitive;

use super::{Intent, IntentDef, OwnAsk};
use crate::builtin::Understanding;
use crate::builtin::amounts::Amount;
use crate::builtin::facts::Reading;
use crate::builtin::inputs::{Inputs, Value};
use crate::builtin::slots::Slots;

/// Which own-figure question the message asks, if any. Only questions: "my net worth is 500k"
/// states a figure, it doesn't ask for one.
pub fn detect(r: &Reading, _s: &Slots) -> Option<Intent> {
    let asks = r.question || r.has_any(&["tell me", "work out", "show me"]);
    if !asks {
        return None;
    }
    if net_worth::asks(r) {
        return Some(Intent::NetWorth);
    }
    let own = [
        (OwnAsk::Equity, equity::asks as fn(&Reading) -> bool),
        (OwnAsk::DebtToIncome, debt_to_income::asks),
        (OwnAsk::EmergencyCover, emergency_cover::asks),
        (OwnAsk::YearsToRetirement, retirement_years::asks),
        (OwnAsk::EmployerContributions, employer::asks),
        (OwnAsk::SavingsRate, savings_rate::asks),
    ];
    own.into_iter()
        .find(|(_, asks)| asks(r))
        .map(|(a, _)| Intent::Own(a))
}

pub(crate) fn def(a: OwnAsk) -> &'static IntentDef {
    match a {
        OwnAsk::Equity => &equity::DEF,
        OwnAsk::SavingsRate => &savings_rate::DEF,
        OwnAsk::EmployerContributions => &employer::DEF,
        OwnAsk::EmergencyCover => &emergency_cover::DEF,
        OwnAsk::DebtToIncome => &debt_to_income::DEF,
        OwnAsk::YearsToRetirement => &retirement_years::DEF,
    }
}

/// What a later "it" stands for ("what is it now?" after the net worth).
pub(crate) fn subject(intent: Intent) -> Option<&'static str> {
    Some(match intent {
        Intent::NetWorth => "my net worth",
        Intent::Own(OwnAsk::Equity) => "my equity",
        Intent::Own(OwnAsk::SavingsRate) => "my savings rate",
        Intent::Own(OwnAsk::EmployerContributions) => "my employer contributions",
        Intent::Own(OwnAsk::EmergencyCover) => "my emergency fund cover",
        Intent::Own(OwnAsk::DebtToIncome) => "my debt to income ratio",
        Intent::Own(OwnAsk::YearsToRetirement) => "my years to retirement",
        _ => return None,
    })
}

/// The figure the message states for `field` (a what-if's over a statement: "what if it were
/// worth 900k?" asks about 900k), if any.
fn stated(u: &Understanding, field: ProfileField) -> Option<Decimal> {
    let facts = || u.reading.facts.iter().filter(|f| f.field == field);
    facts()
        .find(|f| f.hypothetical)
        .or_else(|| facts().next_back())
        .and_then(|f| f.raw.parse().ok())
}

/// The profile's figure for `field`.
fn saved(u: &Understanding, field: ProfileField) -> Option<Decimal> {
    field.get(&u.updated).and_then(|v| v.parse().ok())
}

/// Reads `field` as the input of the same name: the message's figure, else the profile's
/// (`others` are fields holding the same figure, read when `field` has none).
pub(crate) fn read_field(
    i: &mut Inputs,
    u: &Understanding,
    field: ProfileField,
    others: &[ProfileField],
    value: fn(Decimal) -> Option<Value>,
) {
    let all = || std::iter::once(field).chain(others.iter().copied());
    if let Some(v) = all().find_map(|f| stated(u, f)).and_then(value) {
        i.set(field.name(), v, InputSource::Message);
    } else if let Some(v) = all().find_map(|f| saved(u, f)).and_then(value) {
        i.set(field.name(), v, InputSource::Profile);
    }
}

/// A message that is only a figure ("900k?", "what about 65?", an option of a comparison: "800k or
/// 900k?") gives the input a follow-up most often changes, `field` (converted by `value`), unless
/// the earlier reply asked for a particular one (the framework gives that one the figure).
pub(crate) fn read_bare(
    i: &mut Inputs,
    u: &Understanding,
    field: ProfileField,
    value: fn(&Amount) -> Option<Value>,
) {
    let awaited = u
        .follow
        .as_ref()
        .is_some_and(|f| f.earlier.awaiting.is_some());
    if awaited || !u.reading.facts.is_empty() || u.reading.words.len() > 3 {
        return;
    }
    let amounts: Vec<&Amount> = u
        .reading
        .tokens
        .iter()
        .filter_map(|t| t.tok.amount())
        .collect();
    if let [a] = amounts.as_slice()
        && let Some(v) = value(a)
    {
        i.set(field.name(), v, InputSource::Message);
    }
}

/// A bare figure as money ("900k").
pub(crate) fn bare_money(a: &Amount) -> Option<Value> {
    (!a.percent && a.looks_like_money()).then_some(Value::Money(a.value))
}

/// A bare figure as an age ("65").
pub(crate) fn bare_age(a: &Amount) -> Option<Value> {
    a.is_bare_count()
        .then(|| a.value.to_u32())
        .flatten()
        .filter(|v| (15..=100).contains(v))
        .map(Value::Age)
}

/// A money field.
pub(crate) fn money(v: Decimal) -> Option<Value> {
    Some(Value::Money(v))
}

/// An age field.
pub(crate) fn age(v: Decimal) -> Option<Value> {
    v.fract()
        .is_zero()
        .then(|| v.to_u32())
        .flatten()
        .map(Value::Age)
}

/// A rate field (a fraction).
pub(crate) fn rate(v: Decimal) -> Option<Value> {
    Some(Value::Rate(v))
}

/// "a, b or c".
pub(crate) fn join_or(items: &[&str]) -> String {
    match items {
        [] => String::new(),
        [one] => (*one).to_string(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use finance_domain::profile_update::apply_update;
    use finance_domain::validation::apply_raw_changes;
    use finance_domain::{FinancialProfile, ProfileField};

    use crate::builtin::BuiltinAdvisor;
    use crate::context::{AdvisorContext, ChatTurn, Role};

    /// A profile from field names and raw values, country first.
    pub(crate) fn profile(fields: &[(&str, &str)]) -> FinancialProfile {
        let mut p = FinancialProfile::default();
        let mut changes: Vec<(ProfileField, Option<String>)> = fields
            .iter()
            .filter_map(|(k, v)| Some((ProfileField::from_name(k)?, Some((*v).to_string()))))
            .collect();
        changes.sort_by_key(|(f, _)| *f != ProfileField::Country);
        apply_raw_changes(&mut p, &changes).unwrap_or_default();
        p
    }

    /// A reply and the profile changes it made, by field name.
    pub(crate) type Turn = (String, Vec<(String, Option<String>)>);

    /// One reply of a chat as the app holds it: each message answered in turn, its profile
    /// changes saved before the next. Returns the replies and their changes by field name.
    pub(crate) fn chat(p: FinancialProfile, messages: &[&str]) -> Vec<Turn> {
        chat_with_intents(p, messages)
            .into_iter()
            .map(|(turn, _)| turn)
            .collect()
    }

    /// `chat`, with the intent each turn is recorded under.
    pub(crate) fn chat_with_intents(
        mut p: FinancialProfile,
        messages: &[&str],
    ) -> Vec<(Turn, String)> {
        let today = chrono::NaiveDate::from_ymd_opt(2026, 11, 24).unwrap_or_default();
        let advisor = BuiltinAdvisor::new();
        let mut history = Vec::new();
        let mut out = Vec::new();
        for m in messages {
            let ctx = AdvisorContext {
                profile: p.clone(),
                goals: Vec::new(),
                history: history.clone(),
                message: (*m).to_string(),
                today,
            };
            let intent = advisor.intent_of(&ctx);
            let reply = advisor.reply(&ctx);
            let _ = apply_update(&mut p, &reply.profile_changes, today);
            history.push(ChatTurn {
                role: Role::User,
                content: (*m).to_string(),
                answer: None,
            });
            history.push(ChatTurn {
                role: Role::Assistant,
                content: reply.content.clone(),
                answer: reply.answer,
            });
            let changes = reply
                .profile_changes
                .iter()
                .map(|(f, v)| (f.name().to_string(), v.clone()))
                .collect();
            out.push(((reply.content, changes), intent));
        }
        out
    }

    /// The last reply of `chat`, and every change the chat made.
    pub(crate) fn last(p: FinancialProfile, messages: &[&str]) -> Turn {
        let all = chat(p, messages);
        let changes = all.iter().flat_map(|(_, c)| c.clone()).collect();
        (
            all.last().map(|(r, _)| r.clone()).unwrap_or_default(),
            changes,
        )
    }

    /// Asserts the intent of `message` against a profile.
    pub(crate) fn intent_of(p: &FinancialProfile, message: &str) -> String {
        BuiltinAdvisor::new().intent_of(&AdvisorContext {
            profile: p.clone(),
            goals: Vec::new(),
            history: Vec::new(),
            message: message.to_string(),
            today: chrono::NaiveDate::from_ymd_opt(2026, 11, 24).unwrap_or_default(),
        })
    }
}
