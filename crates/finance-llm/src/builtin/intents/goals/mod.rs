//! Goals in chat: setting one ("I want to save $40,000 for a house deposit by the end of 2029",
//! "build a 6-month emergency fund", "pay off my credit card by June", "I want $70k a year in
//! retirement"), checking on one ("how am I tracking on my house deposit?"), changing one ("I've
//! now got $18,000 put aside for the deposit", "push the wedding back to 2029") and removing one
//! ("delete my holiday goal"). `detect.rs` tells which a message asks; one file per answer
//! (`create.rs`, `progress.rs`, `update.rs`, `delete.rs`), with what a goal is read from the
//! words (`aim.rs`), when it is for (`dates.rs`), which goal a message names (`find.rs`) and the
//! shared sentences (`say.rs`).
//!
//! Answers propose `finance_domain::goals::GoalChange`s (in `Out::goal_changes`), each checked
//! with the domain's goal validation first, so a bad goal is a sentence and never a change the
//! store refuses. A goal's figures (its target, what is put aside for it) are the goal's: never
//! saved to the profile (`keep_goal_figures`). The rule that tells a goal from a one-off savings
//! calculation is in docs/advisor.md ("Goals in chat").

mod aim;
pub(crate) mod create;
mod dates;
pub(crate) mod delete;
mod detect;
mod find;
pub(crate) mod progress;
mod purpose;
mod say;
pub(crate) mod update;

use chrono::{DateTime, NaiveDate, Utc};
use finance_domain::ProfileField;
use finance_domain::goals::Goal;
use rust_decimal::Decimal;

pub use detect::detect;

use super::{GoalAsk, Intent, IntentDef};
use crate::builtin::facts::Reading;
use crate::builtin::slots::Slots;
use crate::context::AdvisorContext;

/// A what-if ("what if I save $1,500 a month for it?", "if I wanted $50k instead"): its figures
/// are for the answer; no goal is changed.
pub(crate) fn what_if(r: &Reading) -> bool {
    r.words
        .first()
        .is_some_and(|w| matches!(w.as_str(), "if" | "suppose" | "imagine" | "say"))
        || r.has_any(&[
            "what if",
            "what about if",
            "hypothetically",
            "let say",
            "lets say",
        ])
}

/// The definition of each intent of this family.
pub(crate) fn def(a: GoalAsk) -> &'static IntentDef {
    match a {
        GoalAsk::Create => &create::DEF,
        GoalAsk::Progress => &progress::DEF,
        GoalAsk::Update => &update::DEF,
        GoalAsk::Delete => &delete::DEF,
    }
}

/// A goal's figures are the goal's: the facts the reader took from them are dropped before the
/// profile is changed ("I want to save 40k for a deposit" saves no savings; "build a 6-month
/// emergency fund" no emergencyFundMonths; "$60,000 for a home deposit" no home value; "the car
/// goal" no count of cars). A sum put aside for a goal the person has is that goal's; one for a
/// goal they don't have stays the profile's.
pub(crate) fn keep_goal_figures(
    intent: Intent,
    reading: &mut Reading,
    slots: &Slots,
    ctx: &AdvisorContext,
) {
    let Intent::Goal(ask) = intent else {
        return;
    };
    let country = ctx.profile.country;
    let a = aim::read(reading, slots, country);
    let toks = &reading.tokens;
    let aimed: Vec<Decimal> = slots
        .money
        .iter()
        .filter(|m| aim::aimed(toks, m))
        .map(|m| m.value)
        .collect();
    let figures: Vec<Decimal> = match ask {
        GoalAsk::Create => [a.target, a.saved, a.months.map(Decimal::from)]
            .into_iter()
            .flatten()
            .collect(),
        GoalAsk::Update if find::has_goal(reading, ctx) => {
            [a.target, a.saved, aim::fund_months(toks).map(Decimal::from)]
                .into_iter()
                .flatten()
                .chain(slots.money.iter().map(|m| m.value))
                .collect()
        }
        _ => Vec::new(),
    };
    let goal_talk = reading.has_any(&["goal", "goals"]);
    let creating = ask == GoalAsk::Create;
    let updating = ask == GoalAsk::Update && !figures.is_empty();
    // A retirement goal's spending is not today's ("$60,000 a year to spend" in retirement), and
    // an age to reach is not the person's ("by the time I'm 55").
    let retirement_spend: Vec<Decimal> = a
        .target
        .filter(|_| creating && a.kind == Some(finance_domain::goals::GoalKind::Retirement))
        .map(|t| vec![t, (t / Decimal::from(12)).round_dp(2)])
        .unwrap_or_default();
    let at_age = slots
        .age
        .or(dates::read(toks, ctx.today, country).age)
        .filter(|_| creating || ask == GoalAsk::Update)
        .map(Decimal::from);
    reading.facts.retain(|f| {
        let v = f.raw.parse::<Decimal>().ok();
        let of_goal = v.is_some_and(|v| figures.contains(&v));
        let shaped = aim::GOAL_SHAPED.contains(&f.field) && of_goal;
        let for_purpose = creating
            && v.is_some_and(|v| aimed.contains(&v))
            && !matches!(
                f.field,
                ProfileField::AnnualIncome | ProfileField::HouseholdIncome
            );
        let car_goal = goal_talk && f.field == ProfileField::NumberOfCars;
        let goal_figure = updating
            && of_goal
            && !matches!(
                f.field,
                ProfileField::AnnualIncome | ProfileField::HouseholdIncome
            );
        let spend = matches!(
            f.field,
            ProfileField::MonthlyExpenses | ProfileField::RetirementSpending
        ) && v.is_some_and(|v| retirement_spend.contains(&v));
        let age = f.field == ProfileField::Age && v.is_some_and(|v| at_age == Some(v));
        !(shaped || for_purpose || car_goal || goal_figure || spend || age)
    });
}

/// The instant a would-be goal is created: the start of today (UTC), so its own pace is nothing
/// yet.
pub(crate) fn now(today: NaiveDate) -> DateTime<Utc> {
    today.and_hms_opt(0, 0, 0).unwrap_or_default().and_utc()
}

/// A goal's pace asked about ("what if I save $1,500 a month for it?"), a month.
pub(crate) fn what_if_monthly(i: &crate::builtin::inputs::Inputs) -> Option<Decimal> {
    i.flow("contribution").map(|(v, f)| {
        (v.saturating_mul(Decimal::from(f.per_year())) / Decimal::from(12)).round_dp(2)
    })
}

/// "Your goals are House deposit and Holiday." or that there are none.
pub(crate) fn listing(goals: &[Goal]) -> String {
    if goals.is_empty() {
        return "You haven't set any goals yet. Tell me one, for example \"I want to save $20,000 for a house deposit by the end of 2028\" or \"build a 6-month emergency fund\".".into();
    }
    let all: Vec<&Goal> = goals.iter().collect();
    format!(
        "Your goals are {}.",
        find::titles(&all).replacen(" or ", " and ", 1)
    )
}

#[cfg(test)]
pub(crate) mod tests {
    use chrono::NaiveDate;
    use finance_domain::FinancialProfile;
    use finance_domain::goals::{Goal, GoalChange, NewGoal, validate};
    use finance_domain::profile_update::{apply_update, recompute_tax};

    use crate::builtin::BuiltinAdvisor;
    use crate::context::{AdvisorContext, AdvisorReply, ChatTurn, Role};

    pub(crate) fn today() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, 24).unwrap_or_default()
    }

    /// Earns 90k, spends 4k a month (1,890 a month left), 34, in Australia.
    pub(crate) fn profile() -> FinancialProfile {
        let mut p = FinancialProfile {
            age: Some(34),
            annual_income: Some(90_000.into()),
            monthly_expenses: Some(4_000.into()),
            ..FinancialProfile::default()
        };
        let _ = recompute_tax(&mut p, today());
        p
    }

    /// A chat as the app holds it: each reply's profile and goal changes applied as the store
    /// applies them before the next message. The replies and the goals at the end.
    pub(crate) fn chat(goals: &[NewGoal], messages: &[&str]) -> (Vec<AdvisorReply>, Vec<Goal>) {
        let advisor = BuiltinAdvisor::new();
        let mut p = profile();
        let at = super::now(today());
        let mut goals: Vec<Goal> = goals
            .iter()
            .enumerate()
            .filter_map(|(n, g)| validate::create(g, &p, today(), format!("g{n}"), at).ok())
            .collect();
        let mut history = Vec::new();
        let mut replies = Vec::new();
        for (n, m) in messages.iter().enumerate() {
            let reply = advisor.reply(&AdvisorContext {
                profile: p.clone(),
                goals: goals.clone(),
                history: history.clone(),
                message: (*m).to_string(),
                today: today(),
            });
            let _ = apply_update(&mut p, &reply.profile_changes, today());
            for c in &reply.goal_changes {
                match c {
                    GoalChange::Create(new) => {
                        goals.extend(validate::create(new, &p, today(), format!("new{n}"), at).ok())
                    }
                    GoalChange::Update { id, patch } => {
                        for g in goals.iter_mut().filter(|g| g.id == *id) {
                            if let Ok(after) = validate::update(g, patch, today(), at) {
                                *g = after;
                            }
                        }
                    }
                    GoalChange::Delete { id } => goals.retain(|g| g.id != *id),
                }
            }
            history.push(ChatTurn {
                role: Role::User,
                content: (*m).to_string(),
                answer: None,
            });
            history.push(ChatTurn {
                role: Role::Assistant,
                content: reply.content.clone(),
                answer: reply.answer.clone(),
            });
            replies.push(reply);
        }
        (replies, goals)
    }

    /// A savings goal: title, target, date.
    pub(crate) fn saving(title: &str, target: i64, date: Option<NaiveDate>) -> NewGoal {
        NewGoal {
            title: Some(title.into()),
            target_amount: Some(target.into()),
            target_date: date,
            ..NewGoal::of(finance_domain::goals::GoalKind::Savings)
        }
    }
}
