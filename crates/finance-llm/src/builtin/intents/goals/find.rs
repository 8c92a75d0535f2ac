//! Which of the person's goals a message names: by the words of its title ("the deposit" names
//! "House deposit"), by a word that means the same ("the trip" names "Holiday"), or by its kind
//! ("my emergency fund", "the mortgage", "my retirement goal"). The best match wins; a tie is
//! asked about; no match is said.

use finance_domain::Country;
use finance_domain::goals::{Goal, GoalKind, TrackedDebt};

use super::aim::{EMERGENCY, debt_named};
use finance_domain::answer::InputSource;

use crate::builtin::Understanding;
use crate::builtin::conversation::last_answer;
use crate::builtin::facts::Reading;
use crate::builtin::inputs::{Inputs, Value};
use crate::builtin::out::Out;
use crate::context::AdvisorContext;

/// Words that name the same thing.
const SAME: &[&[&str]] = &[
    &[
        "deposit",
        "house",
        "home",
        "down",
        "downpayment",
        "property",
        "apartment",
        "flat",
    ],
    &[
        "holiday", "holidays", "vacation", "trip", "travel", "getaway", "overseas",
    ],
    &["car", "ute", "vehicle"],
    &["renovation", "renovations", "reno", "kitchen", "bathroom"],
    &["wedding", "honeymoon", "marriage"],
    &["card", "credit"],
    &[
        "education",
        "school",
        "uni",
        "university",
        "college",
        "tuition",
    ],
    &["baby", "kid", "kids", "child"],
];

/// Words of a title that name nothing on their own.
const FILLER: &[&str] = &[
    "goal", "goals", "fund", "savings", "saving", "save", "for", "the", "my", "our", "a", "an",
    "pay", "off", "to", "of", "and", "new", "money", "target", "plan",
];

fn stem(w: &str) -> &str {
    w.strip_suffix('s').filter(|s| s.len() >= 3).unwrap_or(w)
}

/// The title's words that can name it.
fn title_words(g: &Goal) -> Vec<String> {
    g.title
        .split(|c: char| !c.is_alphanumeric() && c != '\'')
        .map(|w| w.to_lowercase())
        .filter(|w| w.len() >= 2 && !FILLER.contains(&w.as_str()))
        .collect()
}

fn same_meaning(a: &str, b: &str) -> bool {
    let (a, b) = (stem(a), stem(b));
    a == b || SAME.iter().any(|g| g.contains(&a) && g.contains(&b))
}

/// How strongly the message names `g`: its title's words (2 each, 1 for a word that means the
/// same), and its kind (2).
fn score(r: &Reading, g: &Goal, country: Country) -> u32 {
    let words: Vec<&str> = r.words.iter().map(String::as_str).collect();
    let mut s = 0;
    for t in title_words(g) {
        if words.iter().any(|w| stem(w) == stem(&t)) {
            s += 2;
        } else if words.iter().any(|w| same_meaning(w, &t)) {
            s += 1;
        }
    }
    let kind = match g.kind {
        GoalKind::EmergencyFund => r.has_any(EMERGENCY),
        GoalKind::Retirement => r.has_prefix("retire"),
        GoalKind::NetWorth => r.has("net worth") || r.has("millionaire"),
        GoalKind::DebtPayoff => debt_named(r, country).is_some_and(|(name, field)| {
            field == g.field.unwrap_or(TrackedDebt::Debts)
                && (field != TrackedDebt::Debts
                    || matches!(name, "debt" | "debts")
                    || g.title == finance_domain::goals::validate::default_title(g.kind, g.field))
        }),
        GoalKind::Savings => false,
    };
    s + if kind { 2 } else { 0 }
}

/// What a message names among the goals.
#[derive(Debug, PartialEq)]
pub(crate) enum Named<'a> {
    One(&'a Goal),
    /// Several match equally well.
    Several(Vec<&'a Goal>),
    /// The message names something, but no goal is it.
    Nothing,
}

/// The goal the message names, if it names one.
pub(crate) fn named<'a>(r: &Reading, goals: &'a [Goal], country: Country) -> Named<'a> {
    let scored: Vec<(u32, &Goal)> = goals.iter().map(|g| (score(r, g, country), g)).collect();
    let best = scored.iter().map(|(s, _)| *s).max().unwrap_or(0);
    if best == 0 {
        return Named::Nothing;
    }
    let top: Vec<&Goal> = scored
        .into_iter()
        .filter(|(s, _)| *s == best)
        .map(|(_, g)| g)
        .collect();
    match top.as_slice() {
        [one] => Named::One(one),
        _ => Named::Several(top),
    }
}

/// Whether the message is about a goal the person has: one it names, or the one the last answer
/// was about when it points back ("for it").
pub(crate) fn has_goal(r: &Reading, ctx: &AdvisorContext) -> bool {
    !matches!(named(r, &ctx.goals, ctx.profile.country), Named::Nothing)
        || r.has_any(&["it", "that", "this", "them"])
            && earlier_goal(ctx).is_some_and(|t| by_title(&ctx.goals, &t).is_some())
}

/// The goal the last answer was about, by title, when it was a goal answer about one goal.
fn earlier_goal(ctx: &AdvisorContext) -> Option<String> {
    last_answer(&ctx.history)
        .filter(|a| a.intent.starts_with("goal_"))
        .and_then(|a| a.inputs.iter().find(|x| x.name == "goal"))
        .map(|x| x.value.clone())
        .filter(|t| t != ALL)
}

/// The goal of this title (as recorded by an earlier answer).
pub(crate) fn by_title<'a>(goals: &'a [Goal], title: &str) -> Option<&'a Goal> {
    goals
        .iter()
        .rev()
        .find(|g| g.title.eq_ignore_ascii_case(title.trim()))
}

/// The goal a new one would repeat: the same kind for the kinds a person holds one of (an
/// emergency fund, retirement spending, a net worth, a payoff of the same debt), or the same
/// title for savings.
pub(crate) fn same_as<'a>(
    goals: &'a [Goal],
    kind: GoalKind,
    title: &str,
    field: Option<TrackedDebt>,
) -> Option<&'a Goal> {
    goals.iter().rev().find(|g| {
        g.kind == kind
            && match kind {
                GoalKind::Savings => g.title.eq_ignore_ascii_case(title.trim()),
                GoalKind::DebtPayoff => {
                    g.field == field.or(Some(TrackedDebt::Debts))
                        && g.title.eq_ignore_ascii_case(title.trim())
                }
                _ => true,
            }
    })
}

/// What a message's words call the goal when none is it: "the wedding", "your emergency fund".
pub(crate) fn asked_about(r: &Reading, country: Country) -> Option<String> {
    if r.has_any(EMERGENCY) {
        return Some("an emergency fund".into());
    }
    if let Some((name, _)) = debt_named(r, country) {
        return Some(format!("your {name}"));
    }
    if r.has("net worth") {
        return Some("your net worth".into());
    }
    if r.has_prefix("retire") && r.has_any(&["goal", "goals"]) {
        return Some("retirement".into());
    }
    super::purpose::purpose(&r.tokens).map(|p| format!("the {}", super::purpose::in_sentence(&p)))
}

/// Where the goal an answer is about stands.
pub(crate) enum Located<'a> {
    One(&'a Goal),
    /// The message named none of the goals (and there are some, or none at all).
    Unnamed,
    /// The answer has asked which.
    Asked,
    /// The message named something no goal is ("the wedding").
    Missing(String),
}

/// The goal the inputs name (`goal`: a title, from this message or an earlier answer, or what this
/// message called a goal), else the one this message names; several equally named are asked
/// about.
pub(crate) fn locate<'a>(
    i: &Inputs,
    u: &Understanding,
    ctx: &'a AdvisorContext,
    out: &mut Out,
) -> Located<'a> {
    let country = u.updated.country;
    let given = i.choice("goal");
    if let Some(g) = given.and_then(|t| by_title(&ctx.goals, t)) {
        return Located::One(g);
    }
    match named(&u.reading, &ctx.goals, country) {
        Named::One(g) => Located::One(g),
        Named::Several(gs) => {
            out.ask("goal", format!("Which goal do you mean: {}?", titles(&gs)));
            Located::Asked
        }
        // A goal this message named that isn't there is said; one carried from an earlier
        // answer that is gone since is as if none was named.
        Named::Nothing => match given.filter(|_| i.source("goal") == Some(InputSource::Message)) {
            Some(what) => Located::Missing(what.to_string()),
            None => Located::Unnamed,
        },
    }
}

/// The `goal` of a message about every goal ("how are my goals going?", "delete all my goals").
pub(crate) const ALL: &str = "all your goals";

/// Reads `goal`: the title of the goal the message names, else what it calls one ("the
/// wedding"), so that a goal carried from an earlier answer never stands in for another named
/// here.
pub(crate) fn read_goal(i: &mut Inputs, u: &Understanding, ctx: &AdvisorContext) {
    let country = u.updated.country;
    let r = &u.reading;
    let found = named(r, &ctx.goals, country);
    let every = r.has_any(&["every goal", "each goal", "all goals", "all my goals"]);
    if every || r.has("goals") && matches!(found, Named::Nothing) {
        return i.said("goal", Some(Value::Choice(ALL.into())));
    }
    match found {
        Named::One(g) => i.said("goal", Some(Value::Choice(g.title.clone()))),
        Named::Several(_) | Named::Nothing => {
            i.said("goal", asked_about(r, country).map(Value::Choice));
        }
    }
    // "I've now got $18,000 for it", "delete it": the goal the last answer was about.
    if i.get("goal").is_none()
        && r.has_any(&["it", "that", "this", "them"])
        && let Some(title) = earlier_goal(ctx)
    {
        i.set("goal", Value::Choice(title), InputSource::Earlier);
    }
}

/// "House deposit, Wedding or Holiday".
pub(crate) fn titles(goals: &[&Goal]) -> String {
    let names: Vec<String> = goals.iter().map(|g| format!("**{}**", g.title)).collect();
    match names.as_slice() {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::builtin::facts::{ReadContext, read};
    use chrono::{DateTime, NaiveDate};
    use rust_decimal::Decimal;

    /// A goal as the store would hold it.
    pub(crate) fn goal(id: &str, kind: GoalKind, title: &str) -> Goal {
        Goal {
            id: id.into(),
            kind,
            title: title.into(),
            target_amount: Some(Decimal::from(10_000)),
            target_date: NaiveDate::from_ymd_opt(2029, 12, 31),
            target_months: None,
            field: (kind == GoalKind::DebtPayoff).then_some(TrackedDebt::Debts),
            start_amount: Decimal::ZERO,
            current_amount: (kind == GoalKind::Savings).then_some(Decimal::ZERO),
            created_at: DateTime::from_timestamp(0, 0).unwrap_or_default(),
            updated_at: DateTime::from_timestamp(0, 0).unwrap_or_default(),
        }
    }

    fn reading(s: &str) -> Reading {
        read(
            s,
            &ReadContext {
                country: Country::Australia,
                current: Vec::new(),
                previous_user_message: None,
            },
        )
    }

    fn found(s: &str, goals: &[Goal]) -> Vec<String> {
        match named(&reading(s), goals, Country::Australia) {
            Named::One(g) => vec![g.title.clone()],
            Named::Several(gs) => gs.iter().map(|g| g.title.clone()).collect(),
            Named::Nothing => Vec::new(),
        }
    }

    #[test]
    fn goals_are_named_by_title_meaning_or_kind() {
        let goals = vec![
            goal("1", GoalKind::Savings, "House deposit"),
            goal("2", GoalKind::Savings, "Holiday"),
            goal("3", GoalKind::EmergencyFund, "Emergency fund"),
            goal("4", GoalKind::DebtPayoff, "Pay off credit card"),
            goal("5", GoalKind::Savings, "Home renovation"),
        ];
        assert_eq!(
            found("how am I tracking on my house deposit?", &goals),
            ["House deposit"]
        );
        assert_eq!(
            found("I've got 18k for the deposit", &goals),
            ["House deposit"]
        );
        assert_eq!(found("how's the trip fund going", &goals), ["Holiday"]);
        assert_eq!(
            found("how far off is my emergency fund?", &goals),
            ["Emergency fund"]
        );
        assert_eq!(
            found("how am I going on the card?", &goals),
            ["Pay off credit card"]
        );
        assert_eq!(
            found("delete the home goal", &goals),
            ["House deposit", "Home renovation"]
        );
        assert!(found("push the wedding back to 2029", &goals).is_empty());
    }
}
