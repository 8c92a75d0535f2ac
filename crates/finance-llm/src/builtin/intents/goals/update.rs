//! "I've now got $18,000 put aside for the deposit" (the goal's amount saved so far, never the
//! profile's savings), "push the wedding back to 2029", "bring the holiday forward 6 months",
//! "change my emergency fund to 3 months", "increase my deposit goal to $50k": one
//! `GoalChange::Update` of the goal the message names, with only what it says, checked with the
//! domain's goal validation first; then where the goal stands.

use finance_domain::answer::InputSource;
use finance_domain::goals::describe::describe;
use finance_domain::goals::{AppliedGoalChange, GoalChange, GoalKind, GoalPatch, validate};
use finance_domain::{FinancialProfile, ProfileField};
use rust_decimal::Decimal;

use super::create::{WHEN, due, said};
use super::find::{Located, locate, read_goal};
use super::{aim as goal_aim, dates, listing, now, say, what_if};
use crate::builtin::Understanding;
use crate::builtin::amounts::{Tok, Token};
use crate::builtin::inputs::{InputSpec, Inputs, Unit, Value};
use crate::builtin::intents::own::{money as money_value, read_field};
use crate::builtin::intents::{Intent, IntentDef};
use crate::builtin::out::Out;
use crate::context::AdvisorContext;

pub(crate) const DEF: IntentDef = IntentDef {
    noun: "change",
    inputs: &[
        InputSpec::optional("goal", Unit::Choice),
        InputSpec::optional("target", Unit::Money),
        InputSpec::optional("saved", Unit::Money),
        InputSpec::optional("more", Unit::Flag),
        InputSpec::optional("targetMonths", Unit::Count),
        WHEN[0],
        WHEN[1],
        WHEN[2],
        WHEN[3],
        WHEN[4],
        WHEN[5],
        // Months to move the date by: later, or sooner with `sooner`.
        InputSpec::optional("shift", Unit::Term),
        InputSpec::optional("sooner", Unit::Flag),
        InputSpec::optional("monthlyExpenses", Unit::Money),
        InputSpec::optional("title", Unit::Choice),
    ],
    read,
    answer,
};

/// Phrasings it answers (checked by the tests below).
#[cfg(test)]
pub(crate) const EXAMPLES: &[&str] = &[
    "I've now got $18,000 put aside for the deposit",
    "push the wedding back to 2029",
    "change my emergency fund to 3 months",
    "increase my house deposit goal to $50,000",
    "bring the holiday forward 6 months",
    "I've saved another $2,000 for the holiday",
    "move my car goal to June 2028",
    "update my wedding goal: I have $7,500 saved",
];

/// Words that make a sum the new target ("increase my deposit goal to $50k"), not what is put
/// aside.
const TARGET_WORDS: &[&str] = &[
    "target",
    "increase",
    "raise",
    "lower",
    "reduce",
    "bump",
    "make the",
    "make my",
    "up the",
    "cut the",
    "goal to",
    "change the amount",
];

fn read(_: Intent, u: &Understanding, ctx: &AdvisorContext) -> Inputs {
    let mut i = Inputs::new();
    let r = &u.reading;
    read_goal(&mut i, u, ctx);
    let a = goal_aim::read(r, &u.slots, u.updated.country);
    let sum = u
        .slots
        .money
        .iter()
        .find(|m| m.per.is_none() && !goal_aim::paid(&r.tokens, m))
        .map(|m| m.value);
    match a.saved {
        Some(s) if !r.has_any(TARGET_WORDS) => {
            i.said("saved", Some(Value::Money(s)));
            if a.more {
                i.said("more", Some(Value::Flag(true)));
            }
        }
        _ => i.said("target", sum.map(Value::Money)),
    }
    // Months of expenses only for an emergency fund ("bring it forward 6 months" moves a date).
    if r.has_any(goal_aim::EMERGENCY) || r.has("expenses") {
        i.said(
            "targetMonths",
            goal_aim::fund_months(&r.tokens).map(Value::Count),
        );
    }
    dates::said(&mut i, u, ctx);
    if let Some(m) = dates::shift(&r.tokens) {
        i.said(
            "shift",
            u32::try_from(m.unsigned_abs()).ok().map(|m| Value::Term {
                years: m / 12,
                months: m % 12,
            }),
        );
        if m < 0 {
            i.said("sooner", Some(Value::Flag(true)));
        }
    }
    read_field(&mut i, u, ProfileField::MonthlyExpenses, &[], money_value);
    i.said("title", new_name(&r.tokens).map(Value::Choice));
    i
}

/// A new name: "rename the holiday goal to Japan trip", "call it Europe 2028".
fn new_name(toks: &[Token]) -> Option<String> {
    let at = toks
        .iter()
        .position(|t| t.tok.is("rename") || t.tok.is("call"))?;
    let from = if toks[at].tok.is("call") {
        // "call it …", "call the holiday goal …"
        toks[at + 1..]
            .iter()
            .position(|t| t.tok.is("it") || t.tok.is("goal"))
            .map(|k| at + 1 + k + 1)?
    } else {
        toks[at + 1..]
            .iter()
            .position(|t| t.tok.is("to") || t.tok.is("as"))
            .map(|k| at + 1 + k + 1)?
    };
    let words: Vec<&str> = toks[from..]
        .iter()
        .take_while(|t| !matches!(t.tok, Tok::Punct('.' | '?' | '!' | ';')))
        .filter(|t| !matches!(t.tok, Tok::Punct(_)))
        .map(|t| t.orig.as_str())
        .collect();
    let name = words.join(" ");
    let name = name.trim_matches(|c: char| c == '"' || c == '\'' || c.is_whitespace());
    (!name.is_empty()).then(|| super::purpose::title_case(name))
}

fn answer(_: Intent, i: &Inputs, ctx: &AdvisorContext, u: &Understanding, out: &mut Out) {
    let p = &u.updated;
    let goal = match locate(i, u, ctx, out) {
        Located::One(g) => g,
        Located::Asked => return,
        Located::Missing(what) => {
            out.para(format!(
                "You don't have a goal for {what}, so there's nothing to change."
            ));
            return out.para(listing(&ctx.goals));
        }
        Located::Unnamed => match ctx.goals.as_slice() {
            [only] => only,
            [] => return out.para(listing(&ctx.goals)),
            goals => {
                let all: Vec<_> = goals.iter().collect();
                return out.ask(
                    "goal",
                    format!("Which goal should change: {}?", super::find::titles(&all)),
                );
            }
        },
    };
    // What this message asks (or, when it answers "which goal?", what the asking one did): a
    // change carried from an earlier answer is made already, and one said relative to the goal
    // ("another $500", "back 6 months") must not be made twice.
    let completing = u
        .follow
        .as_ref()
        .is_some_and(|f| f.mode == crate::builtin::conversation::Mode::Complete);
    let asked = |name: &str| completing || i.source(name) == Some(InputSource::Message);
    let mut patch = GoalPatch::default();
    if let Some(saved) = i.money("saved").filter(|_| asked("saved")) {
        if goal.kind != GoalKind::Savings {
            return out.para(follows_profile(goal.kind, goal.field, p));
        }
        let now_saved = if i.flag("more") {
            goal.current_amount.unwrap_or_default() + saved
        } else {
            saved
        };
        patch.current_amount = Some(Some(now_saved));
    }
    if let Some(t) = i.money("target").filter(|_| asked("target")) {
        if goal.kind == GoalKind::EmergencyFund {
            // A fund's size is months of expenses.
            let Some(e) = i.money("monthlyExpenses").filter(|e| *e > Decimal::ZERO) else {
                return out.ask(
                    "monthlyExpenses",
                    "An emergency fund goal is set in months of expenses: what do you spend a month?",
                );
            };
            patch.target_months = Some(Some(t.checked_div(e).unwrap_or(Decimal::MAX).round_dp(1)));
        } else {
            patch.target_amount = Some(Some(t));
        }
    }
    if let Some(m) = i.count("targetMonths").filter(|_| asked("targetMonths")) {
        patch.target_months = Some(Some(Decimal::from(m)));
    }
    let dated = ["byYear", "years", "atAge"];
    if said(i, &dated) || completing && dated.iter().any(|n| i.get(n).is_some()) {
        let Some(date) = due(i, ctx.today, goal.target_date, out) else {
            return;
        };
        patch.target_date = Some(date);
    } else if let Some((years, months)) = i.term("shift").filter(|_| asked("shift")) {
        let m = years.saturating_mul(12).saturating_add(months);
        let Some(from) = goal.target_date else {
            return out.para(format!(
                "**{}** has no date to move: tell me the new one, for example \"by June 2028\".",
                goal.title
            ));
        };
        let by = if i.flag("sooner") {
            -i64::from(m)
        } else {
            i64::from(m)
        };
        patch.target_date = Some(dates::moved(from, by));
    }
    if let Some(t) = i.choice("title").filter(|_| asked("title")) {
        patch.title = Some(Some(t.to_string()));
    }
    if patch == GoalPatch::default() {
        return out.para(format!(
            "What should change on **{}**? Tell me the new target, date or amount put aside, for example \"I've now got $5,000 for it\" or \"push it back to 2029\".",
            goal.title
        ));
    }
    let after = match validate::update(goal, &patch, ctx.today, now(ctx.today)) {
        Ok(a) => a,
        Err(e) => {
            return out.para(format!(
                "I couldn't change **{}**: {}.",
                goal.title,
                say::reason(&e)
            ));
        }
    };
    let change = AppliedGoalChange {
        before: Some(goal.clone()),
        after: Some(after.clone()),
    };
    let what = describe(&change, p.country)
        .and_then(|d| {
            d.strip_prefix(&format!("Goal updated: {}, ", after.title))
                .map(str::to_string)
        })
        .unwrap_or_default();
    if what.is_empty() {
        out.para(format!("**{}** is already set that way.", goal.title));
    } else if what_if(&u.reading) {
        out.para(format!(
            "As a what-if (your goal stays as it is), **{}** with {what}:",
            goal.title
        ));
    } else {
        out.goal_changes.push(GoalChange::Update {
            id: goal.id.clone(),
            patch,
        });
        out.para(format!(
            "I've updated your goal **{}**: {what}.",
            after.title
        ));
    }
    say::report(&after, p, ctx.today, None, out);
}

/// Why a goal that reads the profile takes no amount of its own.
fn follows_profile(
    kind: GoalKind,
    field: Option<finance_domain::goals::TrackedDebt>,
    p: &FinancialProfile,
) -> String {
    match kind {
        GoalKind::EmergencyFund => "Your emergency fund goal follows the emergency fund in your profile: tell me \"my emergency fund is now $8,000\" and I'll update it there.".into(),
        GoalKind::DebtPayoff => {
            let label = field
                .unwrap_or(finance_domain::goals::TrackedDebt::Debts)
                .profile_field()
                .label(p.country)
                .to_lowercase();
            format!(
                "That goal follows the {label} in your profile: tell me what's owing now (\"I owe $5,000 on it now\") and I'll update it there."
            )
        }
        _ => "That goal follows your profile's figures: tell me the figure itself (\"my savings are $20,000\") and it moves with it.".into(),
    }
}

#[cfg(test)]
mod tests {
    use crate::builtin::intents::tests::answers_as;

    #[test]
    fn examples_change_goals() {
        for m in super::EXAMPLES {
            answers_as(m, "goal_update");
        }
    }

    #[test]
    fn a_change_then_another_to_the_same_goal() {
        use crate::builtin::intents::goals::tests::{chat, saving};
        use chrono::NaiveDate;
        let holiday = saving("Holiday", 6_000, NaiveDate::from_ymd_opt(2027, 12, 31));
        let (replies, goals) = chat(
            &[holiday],
            &[
                "I've saved another $2,000 for the holiday",
                "push it back 6 months",
                "and another 500",
            ],
        );
        assert!(
            replies.iter().all(|r| r.profile_changes.is_empty()),
            "never the profile's savings"
        );
        assert_eq!(goals[0].target_date, NaiveDate::from_ymd_opt(2028, 6, 30));
        assert_eq!(
            goals[0].current_amount,
            Some(2_500.into()),
            "{}",
            replies[2].content
        );
    }
}
