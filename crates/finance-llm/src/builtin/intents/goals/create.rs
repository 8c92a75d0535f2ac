//! "I want to save $40,000 for a house deposit by the end of 2029", "build a 6-month emergency
//! fund", "pay off my credit card by June", "I want $70k a year in retirement", "my goal is a net
//! worth of $1m by 50": one `GoalChange::Create`, checked with the domain's goal validation on
//! the profile as this message leaves it, then the monthly amount the goal needs and whether
//! today's pace gets there (`goals::progress_with` on the would-be goal).
//!
//! A follow-up arrives after the store has added the goal: "make it $50k" or "by 2030 instead"
//! changes that goal (`GoalChange::Update`, only what the message says), "what if I save $1,500 a
//! month for it?" answers at that pace and changes nothing. Saying a goal the person already has
//! changes it the same way.

use chrono::NaiveDate;
use finance_domain::ProfileField;
use finance_domain::answer::InputSource;
use finance_domain::calc::Frequency;
use finance_domain::goals::describe::aim;
use finance_domain::goals::{
    Goal, GoalChange, GoalKind, GoalPatch, NewGoal, TrackedDebt, validate,
};
use rust_decimal::Decimal;

use super::dates::{self, Due};
use super::{aim as goal_aim, find, now, say, what_if, what_if_monthly};
use crate::builtin::Understanding;
use crate::builtin::inputs::{InputSpec, Inputs, Unit, Value};
use crate::builtin::intents::own::{money as money_value, read_field};
use crate::builtin::intents::savings::{flow_value, saving_flow};
use crate::builtin::intents::{Intent, IntentDef};
use crate::builtin::out::Out;
use crate::context::AdvisorContext;
use crate::format::money;

/// The date inputs every goal intent reads (`dates.rs`), named as the savings calculators name
/// them so that "make it a goal" after a savings answer carries its horizon.
pub(crate) const WHEN: [InputSpec; 6] = [
    InputSpec::optional("byYear", Unit::Year),
    InputSpec::optional("byMonth", Unit::Choice),
    InputSpec::optional("byDay", Unit::Count),
    InputSpec::optional("years", Unit::Term),
    InputSpec::optional("atAge", Unit::Age),
    InputSpec::optional("age", Unit::Age),
];

pub(crate) const DEF: IntentDef = IntentDef {
    noun: "goal",
    inputs: &[
        InputSpec::optional("goalKind", Unit::Choice),
        InputSpec::optional("goal", Unit::Choice),
        InputSpec::optional("target", Unit::Money),
        InputSpec::optional("targetMonths", Unit::Count),
        InputSpec::optional("debt", Unit::Choice),
        InputSpec::optional("initial", Unit::Money),
        WHEN[0],
        WHEN[1],
        WHEN[2],
        WHEN[3],
        WHEN[4],
        WHEN[5],
        InputSpec::optional("contribution", Unit::Flow),
        // Asked for when a goal needs them; a bare answer is saved as the profile field.
        InputSpec::optional("monthlyExpenses", Unit::Money),
        InputSpec::optional("debts", Unit::Money),
        InputSpec::optional("mortgageBalance", Unit::Money),
        InputSpec::optional("helpDebt", Unit::Money),
    ],
    read,
    answer,
};

/// Phrasings it answers (checked by the tests below).
#[cfg(test)]
pub(crate) const EXAMPLES: &[&str] = &[
    "I want to save $40,000 for a house deposit by the end of 2029",
    "build a 6-month emergency fund",
    "pay off my credit card by June",
    "I want $70k a year in retirement",
    "my goal is a net worth of $1m by 50",
    "I earn 90k and want to save 40k for a deposit by 2029",
    "help me save for a $12k holiday next year",
    "set a goal to save 25k for a wedding by March 2028",
    "I'd like to save $8,000 for a trip to Japan by December 2027",
    "I need $80,000 for a deposit",
    "I want to be debt free by 2028",
    "we're saving $60,000 for a home deposit by mid-2029",
    "can you set a goal for me: $15k for a new car in 2 years?",
    "I want to build up an emergency fund of 3 months by next year",
    "I want to be a millionaire by 45",
];

fn read(_: Intent, u: &Understanding, ctx: &AdvisorContext) -> Inputs {
    let mut i = Inputs::new();
    let r = &u.reading;
    let mut a = goal_aim::read(r, &u.slots, u.updated.country);
    // "What if I save $1,500 a month for it?" (or an option of "$1,000 or $1,500 a month"): a
    // pace tried on the goal, not a new one.
    let dated = !dates::read(&r.tokens, ctx.today, u.updated.country).is_empty();
    if what_if(r) && a.title.is_none() && !dated && matches!(a.kind, None | Some(GoalKind::Savings))
    {
        let pace = saving_flow(u)
            .map(|m| flow_value(&m))
            .or_else(|| a.target.map(|t| Value::Flow(t, Frequency::Monthly)));
        i.said("contribution", pace);
        a = goal_aim::Aim::default();
    }
    // A sum alone ("make it $50k") says nothing of the kind: the earlier answer's stays.
    let named = a.kind != Some(GoalKind::Savings)
        || a.title.is_some()
        || r.has_any(&["save", "saving", "savings"]);
    if let Some(kind) = a.kind.filter(|_| named) {
        i.said("goalKind", Some(Value::Choice(kind.as_str().into())));
        // A new goal's title, said even when it is the kind's own, so that one carried from an
        // earlier answer never names it.
        let title = a
            .title
            .clone()
            .unwrap_or_else(|| validate::default_title(kind, a.field).to_string());
        i.said("goal", Some(Value::Choice(title)));
    } else {
        i.said("goal", a.title.map(Value::Choice));
    }
    i.said("target", a.target.map(Value::Money));
    i.said("targetMonths", a.months.map(Value::Count));
    i.said("debt", a.field.map(|f| Value::Choice(f.as_str().into())));
    // Put aside already, unless the reader saves it as the person's savings.
    let profile_fact = |v: Decimal| r.facts.iter().any(|f| f.raw.parse() == Ok(v));
    i.said(
        "initial",
        a.saved.filter(|v| !profile_fact(*v)).map(Value::Money),
    );
    dates::said(&mut i, u, ctx);
    if i.get("contribution").is_none() {
        i.said("contribution", saving_flow(u).map(|m| flow_value(&m)));
    }
    read_field(&mut i, u, ProfileField::MonthlyExpenses, &[], money_value);
    for f in [
        ProfileField::Debts,
        ProfileField::MortgageBalance,
        ProfileField::HelpDebt,
    ] {
        read_field(&mut i, u, f, &[], money_value);
    }
    i
}

/// Whether any of `names` was said in this message.
pub(crate) fn said(i: &Inputs, names: &[&str]) -> bool {
    names
        .iter()
        .any(|n| i.source(n) == Some(InputSource::Message))
}

/// The date inputs as a date (`Some(None)` when none was given), or `None` after asking for what
/// is missing.
pub(crate) fn due(
    i: &Inputs,
    today: NaiveDate,
    keep: Option<NaiveDate>,
    out: &mut Out,
) -> Option<Option<NaiveDate>> {
    match dates::resolve(i, today, keep) {
        Due::None => Some(None),
        Due::Date(d) => Some(Some(d)),
        Due::NeedAge(at) => {
            out.ask(
                "age",
                format!(
                    "To date it at age {at} I need your age: tell me \"I'm 35\", or give a year instead."
                ),
            );
            None
        }
        Due::AgePassed { at, now } => {
            out.para(format!(
                "You're already {now}, so age {at} has passed: give it a later age or a year."
            ));
            None
        }
    }
}

/// What to ask when the goal's amount is missing.
fn ask_target(kind: GoalKind, title: Option<&str>) -> String {
    match kind {
        GoalKind::Retirement => "How much a year would you like to spend in retirement, in today's dollars? For example \"I want $70,000 a year in retirement\".".into(),
        GoalKind::NetWorth => "What net worth are you aiming for, and by when? For example \"$1 million by 50\".".into(),
        _ => {
            let what = title.map(|t| format!(" for the {}", super::purpose::in_sentence(t))).unwrap_or_default();
            format!(
                "How much do you want to put aside{what}, and by when? For example \"$20,000 by the end of 2028\"."
            )
        }
    }
}

fn answer(_: Intent, i: &Inputs, ctx: &AdvisorContext, u: &Understanding, out: &mut Out) {
    let kind = i
        .choice("goalKind")
        .and_then(GoalKind::parse)
        .unwrap_or(GoalKind::Savings);
    let title = i.choice("goal").map(str::to_string);
    let Some(mut date) = due(i, ctx.today, None, out) else {
        return;
    };
    if kind == GoalKind::Retirement && date.take().is_some() {
        out.para(
            "A retirement goal is dated by your retirement age, so it takes no date of its own.",
        );
    }
    let field = (kind == GoalKind::DebtPayoff).then(|| {
        i.choice("debt")
            .and_then(TrackedDebt::parse)
            .unwrap_or(TrackedDebt::Debts)
    });
    let shown_title = title
        .clone()
        .unwrap_or_else(|| validate::default_title(kind, field).to_string());
    // A goal said again, or changed right after it was set: the goal the person has.
    let untitled = shown_title == validate::default_title(kind, field);
    let same = if !untitled || u.follow.is_some() || kind != GoalKind::Savings {
        find::same_as(&ctx.goals, kind, &shown_title, field)
    } else {
        None
    };
    let hypothetical = what_if(&u.reading);
    let pace = what_if_monthly(i);
    let mut new = NewGoal::of(kind);
    new.title = title;
    new.target_date = date;
    new.field = field;
    if kind == GoalKind::Savings {
        new.current_amount = i.money("initial");
    }
    if let Some(g) = same {
        // What this message says of it; nothing needs asking.
        new.target_months = i.count("targetMonths").map(Decimal::from).or_else(|| {
            (kind == GoalKind::EmergencyFund)
                .then(|| fund_months(i, None))
                .flatten()
        });
        if kind != GoalKind::EmergencyFund {
            new.target_amount = i.money("target");
        }
        return change(g, &new, i, ctx, u, hypothetical, pace, out);
    }
    if !complete(&mut new, i, u, out) {
        return;
    }
    add(new, ctx, u, hypothetical, pace, out);
}

/// An emergency fund said as a sum ("an emergency fund of $20,000"): that many months of the
/// monthly expenses, to one decimal. `None` without expenses (or a sum).
fn fund_months(i: &Inputs, out: Option<&mut Out>) -> Option<Decimal> {
    let t = i.money("target")?;
    let e = i.money("monthlyExpenses").filter(|e| *e > Decimal::ZERO)?;
    let months = t
        .checked_div(e)
        .unwrap_or(Decimal::MAX)
        .round_dp(1)
        .clamp(Decimal::new(1, 1), Decimal::from(60));
    if let Some(out) = out {
        out.para(format!(
            "{} is about {} months of your {} monthly expenses, so I've set it in months: it follows your expenses as they change.",
            money(t),
            months.normalize(),
            money(e)
        ));
    }
    Some(months)
}

/// Fills in what a new goal of its kind needs, or asks for it (`false` then).
fn complete(new: &mut NewGoal, i: &Inputs, u: &Understanding, out: &mut Out) -> bool {
    let p = &u.updated;
    match new.kind {
        GoalKind::Savings | GoalKind::NetWorth | GoalKind::Retirement => match i.money("target") {
            Some(t) => new.target_amount = Some(t),
            None => {
                out.ask("target", ask_target(new.kind, new.title.as_deref()));
                return false;
            }
        },
        GoalKind::EmergencyFund => {
            new.target_months = match (i.count("targetMonths"), i.money("target")) {
                (Some(m), _) => Some(Decimal::from(m)),
                (None, Some(t)) => {
                    let Some(months) = fund_months(i, Some(out)) else {
                        out.ask(
                            "monthlyExpenses",
                            format!(
                                "An emergency fund goal is set in months of expenses. What do you spend a month, so I can tell how many months {} is?",
                                money(t)
                            ),
                        );
                        return false;
                    };
                    Some(months)
                }
                (None, None) => None,
            };
        }
        GoalKind::DebtPayoff => {
            let field = new.field.unwrap_or(TrackedDebt::Debts);
            new.target_amount = i.money("target");
            let owed = i.money(field.as_str()).unwrap_or(Decimal::ZERO);
            if owed <= new.target_amount.unwrap_or(Decimal::ZERO) {
                let label = field.profile_field().label(p.country).to_lowercase();
                out.ask(
                    field.as_str(),
                    format!(
                        "How much is owing on your {label} now? The goal follows that balance down, so I need where it starts."
                    ),
                );
                return false;
            }
        }
    }
    true
}

/// A new goal: validated on the profile as this message leaves it, proposed, then its figures.
fn add(
    new: NewGoal,
    ctx: &AdvisorContext,
    u: &Understanding,
    hypothetical: bool,
    pace: Option<Decimal>,
    out: &mut Out,
) {
    let p = &u.updated;
    if let Err(e) = validate::check_room(ctx.goals.len()) {
        return out.para(format!("I couldn't add that goal: {}.", say::reason(&e)));
    }
    let goal = match validate::create(&new, p, ctx.today, String::new(), now(ctx.today)) {
        Ok(g) => g,
        Err(e) => {
            return out.para(format!("I couldn't set that goal: {}.", say::reason(&e)));
        }
    };
    if hypothetical {
        out.para(format!(
            "As a what-if (no goal is saved), **{}: {}**:",
            goal.title,
            aim(&goal, p.country)
        ));
    } else {
        out.goal_changes.push(GoalChange::Create(new));
        out.para(format!(
            "I've added the goal **{}: {}**.",
            goal.title,
            aim(&goal, p.country)
        ));
    }
    say::report(&goal, p, ctx.today, pace, out);
    if !hypothetical && goal.kind == GoalKind::Savings {
        out.para(format!(
            "It's on your Goals view. Tell me as you put money aside (\"I've now got $5,000 for the {}\") and I'll keep it up to date.",
            super::purpose::in_sentence(&goal.title)
        ));
    }
}

/// The goal the person already has, changed by what this message says (only that: a figure
/// carried from the earlier answer is the goal's own already).
#[allow(clippy::too_many_arguments)]
fn change(
    g: &Goal,
    new: &NewGoal,
    i: &Inputs,
    ctx: &AdvisorContext,
    u: &Understanding,
    hypothetical: bool,
    pace: Option<Decimal>,
    out: &mut Out,
) {
    let p = &u.updated;
    let mut patch = GoalPatch::default();
    if said(i, &["target"]) && new.target_amount.is_some() && new.target_amount != g.target_amount {
        patch.target_amount = Some(new.target_amount);
    }
    if said(i, &["byYear", "years", "atAge"]) && new.target_date != g.target_date {
        patch.target_date = Some(new.target_date);
    }
    if said(i, &["targetMonths", "target"])
        && new.target_months.is_some()
        && new.target_months != g.target_months
    {
        patch.target_months = Some(new.target_months);
    }
    if said(i, &["initial"])
        && new.current_amount.is_some()
        && new.current_amount != g.current_amount
    {
        patch.current_amount = Some(new.current_amount);
    }
    if patch == GoalPatch::default() {
        if u.follow.is_none() {
            out.para(format!(
                "You already have that goal: **{}: {}**.",
                g.title,
                aim(g, p.country)
            ));
        } else {
            out.para(format!("**{}: {}**", g.title, aim(g, p.country)));
        }
        say::report(g, p, ctx.today, pace, out);
        return;
    }
    let after = match validate::update(g, &patch, ctx.today, now(ctx.today)) {
        Ok(a) => a,
        Err(e) => {
            return out.para(format!("I couldn't change that goal: {}.", say::reason(&e)));
        }
    };
    if hypothetical {
        out.para(format!(
            "As a what-if (your goal stays as it is), **{}: {}**:",
            after.title,
            aim(&after, p.country)
        ));
    } else {
        out.goal_changes.push(GoalChange::Update {
            id: g.id.clone(),
            patch,
        });
        out.para(format!(
            "I've changed your goal **{}**: now {}.",
            after.title,
            aim(&after, p.country)
        ));
    }
    say::report(&after, p, ctx.today, pace, out);
}

#[cfg(test)]
mod tests {
    use crate::builtin::intents::tests::answers_as;

    #[test]
    fn examples_set_goals() {
        for m in super::EXAMPLES {
            answers_as(m, "goal_create");
        }
    }

    #[test]
    fn follow_ups_change_the_goal_just_set() {
        use crate::builtin::intents::goals::tests::chat;
        use rust_decimal::Decimal;
        let set = "I want to save $40,000 for a house deposit by the end of 2029";
        // One input changed, then a correction: each an update of the goal the store has.
        let (replies, goals) = chat(&[], &[set, "make it $50k", "I meant $45k, not $50k"]);
        assert_eq!(replies[0].goal_changes.len(), 1, "{}", replies[0].content);
        assert!(
            replies[1].content.contains("$50,000 instead of $40,000"),
            "{}",
            replies[1].content
        );
        assert!(
            replies[2].content.contains("$1,093.22 a month"),
            "{}",
            replies[2].content
        );
        assert_eq!(goals.len(), 1);
        assert_eq!(goals[0].target_amount, Some(Decimal::from(45_000)));
        assert!(replies.iter().all(|r| r.profile_changes.is_empty()));
        // Two would-be goals side by side: nothing is set.
        let (replies, goals) = chat(
            &[],
            &["I want to save $40k or $50k for a house deposit by 2029"],
        );
        assert!(
            replies[0].content.contains("Side by side"),
            "{}",
            replies[0].content
        );
        assert!(goals.is_empty());
        // A savings calculation made a goal: its target and horizon carried.
        let (replies, goals) = chat(
            &[],
            &[
                "how much do I need to save each month to have 60k in 5 years?",
                "make it a goal",
            ],
        );
        assert_eq!(goals.len(), 1, "{}", replies[1].content);
        assert_eq!(goals[0].target_amount, Some(Decimal::from(60_000)));
        assert_eq!(
            goals[0].target_date,
            chrono::NaiveDate::from_ymd_opt(2031, 11, 24)
        );
    }
}
