//! "Delete my holiday goal", "I don't want the car goal any more", "remove all my goals": one
//! `GoalChange::Delete` for each goal named (the notice's Undo brings it back). A goal no longer
//! there, or never set, is said; several equally named are asked about.

use finance_domain::goals::{Goal, GoalChange};

use super::find::{ALL, Located, locate, read_goal, titles};
use super::{listing, what_if};
use crate::builtin::Understanding;
use crate::builtin::inputs::{InputSpec, Inputs, Unit};
use crate::builtin::intents::{Intent, IntentDef};
use crate::builtin::out::Out;
use crate::context::AdvisorContext;

pub(crate) const DEF: IntentDef = IntentDef {
    noun: "request",
    inputs: &[InputSpec::optional("goal", Unit::Choice)],
    read,
    answer,
};

/// Phrasings it answers (checked by the tests below).
#[cfg(test)]
pub(crate) const EXAMPLES: &[&str] = &[
    "delete my holiday goal",
    "remove the wedding goal",
    "I don't want the car goal any more",
    "cancel my house deposit goal",
    "scrap the holiday",
    "stop tracking my emergency fund goal",
    "delete all my goals",
];

fn read(_: Intent, u: &Understanding, ctx: &AdvisorContext) -> Inputs {
    let mut i = Inputs::new();
    read_goal(&mut i, u, ctx);
    i
}

fn answer(_: Intent, i: &Inputs, ctx: &AdvisorContext, u: &Understanding, out: &mut Out) {
    let every = i.choice("goal") == Some(ALL);
    let goals: Vec<&Goal> = if every {
        ctx.goals.iter().collect()
    } else {
        match locate(i, u, ctx, out) {
            Located::One(g) => vec![g],
            Located::Asked => return,
            Located::Missing(what) => {
                out.para(format!(
                    "You don't have a goal for {what}, so there's nothing to remove."
                ));
                return out.para(listing(&ctx.goals));
            }
            Located::Unnamed => match ctx.goals.as_slice() {
                [] => return out.para(listing(&ctx.goals)),
                all => {
                    let all: Vec<&Goal> = all.iter().collect();
                    return out.ask(
                        "goal",
                        format!("Which goal should I remove: {}?", titles(&all)),
                    );
                }
            },
        }
    };
    if goals.is_empty() {
        return out.para(listing(&ctx.goals));
    }
    if what_if(&u.reading) {
        return out.para(format!(
            "Nothing is removed on a what-if; say \"delete {}\" when you want it gone.",
            goals[0].title
        ));
    }
    for g in &goals {
        out.goal_changes
            .push(GoalChange::Delete { id: g.id.clone() });
    }
    let names: Vec<&Goal> = goals.clone();
    let plural = if goals.len() == 1 { "goal" } else { "goals" };
    out.para(format!(
        "I've removed your {plural} {}. Undo on the notice brings {} back.",
        titles(&names).replace(" or ", " and "),
        if goals.len() == 1 { "it" } else { "them" }
    ));
}

#[cfg(test)]
mod tests {
    use crate::builtin::intents::tests::answers_as;

    #[test]
    fn examples_remove_goals() {
        for m in super::EXAMPLES {
            answers_as(m, "goal_delete");
        }
    }

    #[test]
    fn one_then_another_then_none() {
        use crate::builtin::intents::goals::tests::{chat, saving};
        let (replies, goals) = chat(
            &[
                saving("Holiday", 6_000, None),
                saving("New car", 15_000, None),
            ],
            &[
                "delete my holiday goal",
                "and the car one too",
                "delete my wedding goal",
            ],
        );
        assert!(goals.is_empty(), "{}", replies[1].content);
        assert!(
            replies[2]
                .content
                .contains("don't have a goal for the wedding"),
            "{}",
            replies[2].content
        );
        assert!(
            replies[2].content.contains("haven't set any goals"),
            "{}",
            replies[2].content
        );
    }
}
