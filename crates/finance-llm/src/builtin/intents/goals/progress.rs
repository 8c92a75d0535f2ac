//! "How am I tracking on my house deposit?", "how far off is my emergency fund?", "how are my goals
//! going?": where the goal stands, the monthly amount it still needs by its date and when the
//! current pace gets there (`goals::progress_with`). The goal is the one the message names (asked
//! about when several match, said when none does); with none named, the only goal, or every goal
//! in a line each. "What if I save $1,500 a month for it?" answers at that pace and saves
//! nothing.

use finance_domain::ProfileField;
use finance_domain::answer::InputSource;
use finance_domain::goals::describe::aim;
use finance_domain::goals::{Goal, GoalKind, NewGoal, progress, validate};

use super::find::{ALL, Located, locate, read_goal};
use super::{aim, listing, now, say, what_if_monthly};
use crate::builtin::Understanding;
use crate::builtin::inputs::{InputSpec, Inputs, Unit};
use crate::builtin::intents::own::{age as age_value, money as money_value, read_field};
use crate::builtin::intents::savings::{flow_value, saving_flow};
use crate::builtin::intents::{Intent, IntentDef};
use crate::builtin::out::Out;
use crate::context::AdvisorContext;

pub(crate) const DEF: IntentDef = IntentDef {
    noun: "question",
    inputs: &[
        InputSpec::optional("goal", Unit::Choice),
        InputSpec::optional("contribution", Unit::Flow),
        // Asked for when a goal needs them to be judged.
        InputSpec::optional("monthlyExpenses", Unit::Money),
        InputSpec::optional("age", Unit::Age),
    ],
    read,
    answer,
};

/// Phrasings it answers (checked by the tests below).
#[cfg(test)]
pub(crate) const EXAMPLES: &[&str] = &[
    "how am I tracking on my house deposit?",
    "how far off is my emergency fund?",
    "am I on track for my wedding goal?",
    "how close am I to my holiday goal?",
    "how are my goals going?",
    "what are my goals?",
    "how's the house deposit going?",
    "how much more do I need for my car?",
    "when will I reach my net worth goal?",
    "how am I tracking on paying off the credit card?",
];

fn read(_: Intent, u: &Understanding, ctx: &AdvisorContext) -> Inputs {
    let mut i = Inputs::new();
    read_goal(&mut i, u, ctx);
    i.said("contribution", saving_flow(u).map(|m| flow_value(&m)));
    read_field(&mut i, u, ProfileField::MonthlyExpenses, &[], money_value);
    read_field(&mut i, u, ProfileField::Age, &[], age_value);
    i
}

fn answer(_: Intent, i: &Inputs, ctx: &AdvisorContext, u: &Understanding, out: &mut Out) {
    let p = &u.updated;
    // A pace tried earlier goes with a follow-up about it, not with a fresh check on another
    // question's figures ("how am I tracking?" after a what-if).
    let filled = u
        .follow
        .as_ref()
        .is_some_and(|f| f.mode == crate::builtin::conversation::Mode::Fill);
    let pace = what_if_monthly(i)
        .filter(|_| !filled || i.source("contribution") == Some(InputSource::Message));
    if i.choice("goal") == Some(ALL) {
        return match ctx.goals.as_slice() {
            [] => out.para(listing(&ctx.goals)),
            goals => every(goals, u, ctx, out),
        };
    }
    let goal = match locate(i, u, ctx, out) {
        Located::Asked => return,
        Located::Missing(what) => {
            out.para(format!("You don't have a goal for {what}."));
            if u.reading.has_any(aim::EMERGENCY) {
                return fund_without_goal(u, ctx, out);
            }
            out.para(listing(&ctx.goals));
            if !ctx.goals.is_empty() {
                out.para("To add it, tell me its target and date, for example \"I want to save $10,000 for it by next December\".");
            }
            return;
        }
        Located::One(g) => g,
        Located::Unnamed => match ctx.goals.as_slice() {
            [] => return out.para(listing(&ctx.goals)),
            [only] => only,
            goals => return every(goals, u, ctx, out),
        },
    };
    out.para(format!("**{}: {}**", goal.title, aim(goal, p.country)));
    say::report(goal, p, ctx.today, pace, out);
}

/// "How far off is my emergency fund?" with no goal for it: the fund against the profile's months
/// of expenses all the same (a goal that would follow them, not proposed).
fn fund_without_goal(u: &Understanding, ctx: &AdvisorContext, out: &mut Out) {
    let p = &u.updated;
    let fund = NewGoal::of(GoalKind::EmergencyFund);
    if let Ok(g) = validate::create(&fund, p, ctx.today, String::new(), now(ctx.today)) {
        out.para(format!(
            "Against your {}-month target:",
            p.emergency_fund_months_or_default().normalize()
        ));
        say::report(&g, p, ctx.today, None, out);
    }
    out.para("Say \"build a 6-month emergency fund\" (or the months you want, with a date if you like) and I'll track it as a goal.");
}

/// Every goal, a line each.
fn every(goals: &[Goal], u: &Understanding, ctx: &AdvisorContext, out: &mut Out) {
    let p = &u.updated;
    let lines: Vec<String> = goals
        .iter()
        .map(|g| format!("- {}", say::summary(g, &progress(g, p, ctx.today), p)))
        .collect();
    out.para(format!(
        "Your {} goals:\n\n{}",
        goals.len(),
        lines.join("\n")
    ));
    out.para("Ask about one (\"how am I tracking on the house deposit?\") for its monthly amount and when you'd get there.");
}

#[cfg(test)]
mod tests {
    use crate::builtin::intents::tests::answers_as;

    #[test]
    fn examples_check_on_goals() {
        for m in super::EXAMPLES {
            answers_as(m, "goal_progress");
        }
    }

    #[test]
    fn a_pace_is_tried_and_compared_and_saves_nothing() {
        use crate::builtin::intents::goals::tests::{chat, saving};
        let house = saving(
            "House deposit",
            40_000,
            chrono::NaiveDate::from_ymd_opt(2029, 12, 31),
        );
        let reno = saving("Home renovation", 25_000, None);
        let (replies, goals) = chat(
            &[house, reno],
            &[
                "how am I tracking on my house deposit?",
                "what if I save $1,500 a month for it?",
                "what if I save $1,000 or $2,000 a month for it?",
                "how am I going with the home goal?",
                "the renovation",
            ],
        );
        let text: Vec<&str> = replies.iter().map(|r| r.content.as_str()).collect();
        // Surplus 1,890 a month; at 1,500 from 24 Nov 2026.
        assert!(text[0].contains("24 Aug 2028"), "{}", text[0]);
        assert!(
            text[1].contains("Same question, with $1,500 a month"),
            "{}",
            text[1]
        );
        assert!(text[1].contains("24 Dec 2028"), "{}", text[1]);
        assert!(
            text[2].contains("**$1,000 a month:**") && text[2].contains("**$2,000 a month:**"),
            "{}",
            text[2]
        );
        assert!(text[3].contains("Which goal do you mean"), "{}", text[3]);
        assert!(
            text[4].contains("**Home renovation: $25,000**"),
            "{}",
            text[4]
        );
        assert!(
            replies
                .iter()
                .all(|r| r.goal_changes.is_empty() && r.profile_changes.is_empty())
        );
        assert_eq!(goals.len(), 2);
    }
}
