//! Which goal question a message asks (`detect`): setting one (asked in so many words, or a wish
//! that names what the goal is and asks for no one-off figure), checking on one, changing one or
//! removing one. The rule is in docs/advisor.md ("Goals in chat").

use chrono::NaiveDate;

use super::{aim, dates, what_if};
use crate::builtin::facts::Reading;
use crate::builtin::intents::GoalAsk;
use crate::builtin::slots::Slots;

/// Asking to set a goal in so many words: always a goal, even with a question.
const SETTING: &[&str] = &[
    "set a goal",
    "set up a goal",
    "set me a goal",
    "set goal",
    "set a target",
    "add a goal",
    "add goal",
    "create a goal",
    "new goal",
    "as a goal",
    "as my goal",
    "a goal for",
    "a goal to",
    "a goal of",
    "make it a goal",
    "make that a goal",
    "make this a goal",
    "make it my goal",
    "track it",
    "track this",
    "track that",
    "start tracking",
    "to my goals",
];

/// A wish said as something to work towards: a goal when it names one and asks for no one-off
/// figure.
const AIMING: &[&str] = &[
    "goal is",
    "my target is",
    "our target is",
    "my goal",
    "our goal",
    "i have a goal",
    "i've got a goal",
    "we have a goal",
    "want to save",
    "wants to save",
    "like to save",
    "need to save",
    "want to put away",
    "want to put aside",
    "saving up",
    "save up",
    "want to build",
    "build a",
    "build an",
    "build up",
    "build my",
    "build our",
    "grow my emergency",
    "start an emergency",
    "set up an emergency",
    "want to pay off",
    "want to pay down",
    "want to clear",
    "want to get rid of",
    "want to be debt free",
    "be debt free",
    "debt free by",
    "help me save",
    "help us save",
    "help me build",
    "help me pay",
    "help us pay",
    "help me get",
    "help me reach",
    "i'm aiming",
    "im aiming",
    "aiming for",
    "aiming to",
    "aim to",
    "i plan to save",
    "planning to save",
    "i want to have",
    "we want to have",
    "i want to reach",
    "i want to hit",
    "i want to get to",
    "be a millionaire",
    "work towards",
    "working towards",
    "i want to retire on",
    "i'd like to retire on",
    "we want to retire on",
];

/// A wish with its figure: "I want $40k for a deposit", "I need $80,000 for a deposit", "we're
/// saving $60k for…" (only with a sum).
const WANTING: &[&str] = &[
    "want",
    "wants",
    "i'd like",
    "id like",
    "we'd like",
    "i would like",
    "need",
    "needs",
    "i'm saving",
    "im saving",
    "we're saving",
    "were saving",
    "we are saving",
    "i am saving",
];

/// Wishing ("I'd love to", "we're hoping to", "I'm trying to"), before a verb of aiming.
const WISHING: &[&str] = &[
    "want", "wants", "like", "love", "need", "needs", "hope", "hoping", "trying", "try", "plan",
    "planning", "aim", "aiming", "keen", "going", "gonna", "intend", "would",
];

/// What is wished for: "to save", "to put away", "to have", "to pay off", "to get my emergency
/// fund to".
const TO_AIM: &[&str] = &[
    "to save",
    "to put away",
    "to put aside",
    "to set aside",
    "to build",
    "to grow",
    "to pay off",
    "to pay down",
    "to clear",
    "to have",
    "to reach",
    "to hit",
    "to get",
    "to be debt",
    "to be out of debt",
    "to be a millionaire",
    "to retire on",
    "to retire with",
];

/// Retirement accounts: a sum wanted in one is not a savings goal.
const ACCOUNTS: &[&str] = &[
    "super",
    "superannuation",
    "401k",
    "401(k)",
    "ira",
    "roth",
    "pension",
];

/// Asking for a one-off figure: a calculation, not a goal.
const CALCULATING: &[&str] = &[
    "how much",
    "how long",
    "how many",
    "what do i need",
    "what would i need",
    "what will i",
    "what would i",
    "what monthly",
    // "saving 400 a fortnight, when will I hit 30k?"
    "when will i",
    "when will we",
    "when would i",
    "when would we",
    // "what's" reads as "what".
    "what the monthly",
    "whats the monthly",
];

/// Checking on a goal, with anything a goal can be called.
const TRACKING: &[&str] = &[
    "how am i tracking",
    "how are we tracking",
    "am i tracking",
    "tracking on",
    "tracking for",
    "tracking towards",
    "tracking toward",
    "tracking with",
    "how far off",
    "how far away",
    "how far am i",
    "how far are we",
    "how close am i",
    "how close are we",
    "am i on track",
    "are we on track",
    "progress on",
    "progress towards",
    "progress toward",
    "progress with",
    "my progress",
    "check on",
    "when will i reach",
    "when will i hit",
    "when will we reach",
    "when will i get there",
    "will i make it",
    "will i get there",
    "how much more do i need for",
    "going to hit",
    "going to make",
    "going to reach",
    "will i hit",
    "will i reach",
    "on target",
    "how much is left for",
    "how much left for",
];

/// Checking on goals in words no other question uses, with or without one named.
const TRACKING_ALONE: &[&str] = &[
    "how am i tracking",
    "how are we tracking",
    "am i tracking",
    "are we tracking",
    "how it tracking",
    "how is it tracking",
];

/// Checking on a goal, only with the goal or its purpose named ("how's my wedding fund going?").
const HOW_IS: &[&str] = &[
    // "how's" reads as "how".
    "how my",
    "hows my",
    "how is my",
    "how are my",
    "how the",
    "how is the",
    "how our",
    "how is our",
    "how are our",
    "how am i going",
    "how are we going",
    "how am i doing",
    "how are we doing",
    "show me my goals",
    "show my goals",
    "list my goals",
    "what are my goals",
    "what goals",
    "my goals",
    "status of",
];

const DELETING: &[&str] = &[
    "delete",
    "remove",
    "drop",
    "cancel",
    "scrap",
    "ditch",
    "abandon",
    "stop tracking",
    "get rid of",
    "forget about",
    "forget the",
    "no longer want",
    "don't want",
    "dont want",
    "don't need",
    "no longer need",
    "give up on",
    "gave up on",
];

const CHANGING: &[&str] = &[
    "push",
    "move",
    "bring",
    "change",
    "increase",
    "raise",
    "lower",
    "reduce",
    "bump",
    "update",
    "extend",
    "delay",
    "adjust",
    "make the",
    "make my",
    "make it",
    "make that",
    "should be",
    "to be",
    "set the",
    "set my",
    "rename",
    "up the",
    "cut the",
];

/// Things that are never goals, whatever the verb ("delete my account").
const NOT_GOALS: &[&str] = &[
    "account",
    "profile",
    "conversation",
    "conversations",
    "chat",
    "history",
    "my data",
    "everything",
    "instructions",
    "all profiles",
];

/// Whether the message names what a goal is about: the word "goal", a purpose ("the wedding"), an
/// emergency fund, a net worth.
fn names_goal(r: &Reading) -> bool {
    r.has_any(&["goal", "goals"])
        || r.has_any(super::purpose::PURPOSES)
        || r.has_any(aim::EMERGENCY)
        || r.has("net worth")
}

/// Which goal question the message asks, if any.
pub fn detect(r: &Reading, s: &Slots) -> Option<GoalAsk> {
    if r.injection || r.has_any(NOT_GOALS) {
        return None;
    }
    let goal_word = r.has_any(&["goal", "goals"]);
    let named = names_goal(r);
    // "delete it" after a goal answer: nothing else is removed in chat.
    let it = r.words.len() <= 4 && r.has_any(&["it", "that", "this", "them"]);
    if r.has_any(DELETING) && (goal_word || it || (named && !r.has_any(aim::PAYING_OFF))) {
        return Some(GoalAsk::Delete);
    }
    let debt = aim::debt_named(r, finance_domain::Country::Us).is_some();
    // "what if I save $1,500 a month for my house deposit goal?": a pace tried on a goal.
    let paced = what_if(r)
        && (goal_word || r.has("my") && named)
        && s.money.iter().any(|m| m.per.is_some());
    // "how long until I reach my house deposit goal?", "how much do I need to put away each month
    // for my deposit goal?": a figure asked of a goal the person has (with no figures of its own,
    // which make it a calculation).
    let asked_of_goal = r.has("goal")
        && r.has_any(&["how much", "how long", "when", "what"])
        && s.money.is_empty()
        && s.rates.is_empty();
    let left = r.has_any(&[
        "left to save",
        "still need",
        "still to save",
        "how much more",
    ]) && named;
    let tracking = r.has_any(TRACKING) && (named || debt)
        || r.has_any(TRACKING_ALONE)
        || paced
        || asked_of_goal
        || left;
    if tracking && !r.has_prefix("retire")
        || r.has_any(HOW_IS)
            && (goal_word || named && r.has_any(&["going", "coming", "looking", "tracking"]))
    {
        return Some(GoalAsk::Progress);
    }
    // "push it back 6 months" after a goal answer: moving a date is only ever a goal's.
    let moves_it = r.has_any(&["push", "move", "bring", "extend", "delay"])
        && r.has_any(&["it", "that", "this"]);
    let changes_one = r.has_any(CHANGING)
        && (named || moves_it)
        && (!s.money.is_empty()
            || aim::fund_months(&r.tokens).is_some()
            || says_when(r)
            || s.age.is_some()
            || dates::shift(&r.tokens).is_some());
    let renames = r.has_any(&["rename", "call it", "call the"]) && (named || goal_word);
    if (changes_one || renames) && !sets_goal(r) {
        return Some(GoalAsk::Update);
    }
    if creates(r, s) {
        return Some(GoalAsk::Create);
    }
    // "I've now got $18,000 put aside for the deposit": a sum put aside for a goal's purpose (an
    // emergency fund's balance is the profile's).
    let aim = aim::read(r, s, finance_domain::Country::Australia);
    let saving_for = matches!(
        aim.kind,
        None | Some(finance_domain::goals::GoalKind::Savings)
    );
    let for_it = r.has_any(&["for it", "towards it", "toward it", "into it", "for that"]);
    if aim.saved.is_some()
        && saving_for
        && (goal_word || aim.title.is_some() || for_it)
        && !r.has_prefix("emergenc")
        // "I've got 10k put aside for that" after the emergency fund's advice is that fund.
        && !matches!(
            r.points_back_to(),
            Some(finance_domain::ProfileField::EmergencyFund)
        )
        // "I've got 9k on credit cards and a 14k car loan": sums owed are not put aside.
        && !r.has_any(&["loan", "loans", "credit card", "credit cards", "owe", "owing", "debt"])
        && !calculates(r)
        && !r.hypothetical
        && s.rates.is_empty()
    {
        return Some(GoalAsk::Update);
    }
    None
}

/// Asking to set a goal in so many words: a phrase of `SETTING`, or a verb of setting a few words
/// before "goal" or "target" ("set a savings goal of $15,000", "create a new goal").
fn sets_goal(r: &Reading) -> bool {
    r.has_any(SETTING)
        || r.words.iter().enumerate().any(|(i, w)| {
            matches!(w.as_str(), "set" | "add" | "create" | "start" | "setup")
                && r.words[i + 1..]
                    .iter()
                    .take(3)
                    .any(|x| matches!(x.as_str(), "goal" | "target"))
        })
}

/// A wish to work towards something: "I'd love to have…", "we hope to put away…", "save $25k for
/// a car…", "Goal: …", "target net worth…".
fn aiming(r: &Reading) -> bool {
    let first = r.words.first().map(String::as_str);
    r.has_any(AIMING)
        || r.has_any(TO_AIM) && r.has_any(WISHING)
        || matches!(first, Some("goal" | "target" | "aim" | "save" | "saving"))
}

/// Whether the message sets a goal: asked in so many words, or a wish that names what it is for
/// and asks no one-off question (a rate of return of its own makes it a calculation too).
fn creates(r: &Reading, s: &Slots) -> bool {
    if sets_goal(r) {
        return true;
    }
    if what_if(r) || calculates(r) || !s.rates.is_empty() {
        return false;
    }
    let aim = aim::read(r, s, finance_domain::Country::Australia);
    let Some(kind) = aim.kind else {
        return false;
    };
    let figure = aim.target.is_some() || aim.months.is_some();
    // A balance wanted in a retirement account ("$1 million in super by 60") is none of the kinds
    // a goal tracks: the retirement answers and the plan speak to it.
    if kind == finance_domain::goals::GoalKind::Savings && r.has_any(ACCOUNTS) {
        return false;
    }
    // "I want a 3 month emergency fund" is the profile's emergencyFundMonths: a fund is a goal
    // when it is built, saved up or named a goal.
    if kind == finance_domain::goals::GoalKind::EmergencyFund {
        // "my emergency fund target is 3 months" is that field too.
        return aiming(r) && !r.has("target")
            || r.has("goal") && r.has_any(WANTING)
            || says_when(r) && r.has_any(WANTING);
    }
    if kind == finance_domain::goals::GoalKind::DebtPayoff {
        // "pay off my credit card by June": the payoff with a date is the wish.
        let dated = says_when(r) || s.age.is_some();
        return aiming(r) || r.has_any(WANTING) || dated && !r.question;
    }
    // A sum wanted is a goal when it says what for or by when ("I want $40k for a deposit", "I
    // want $1m by 60"); "I'd like to know my tax on 90k" is not.
    let bounded = kind != finance_domain::goals::GoalKind::Savings
        || aim.title.is_some()
        || says_when(r)
        || s.age.is_some();
    // A wish with no figure is a goal only when it is about saving ("help me save for a
    // wedding"): "I want to have a baby next year" is not one.
    let saving = r.has_any(&[
        "save",
        "saving",
        "put away",
        "put aside",
        "set aside",
        "savings",
    ]);
    aiming(r) && (figure || saving || kind != finance_domain::goals::GoalKind::Savings)
        || (figure && bounded && r.has_any(WANTING))
}

/// Whether the message asks for a figure: a question opening with a question word ("what size nest
/// egg would I need…?", "how much a month…?") or asking how much or how long. ("Can you help me
/// save for…?" asks for help, not a figure.)
fn calculates(r: &Reading) -> bool {
    r.has_any(CALCULATING)
        || r.words.first().is_some_and(|w| {
            matches!(
                w.as_str(),
                "how"
                    | "what"
                    | "whats"
                    | "when"
                    | "which"
                    | "why"
                    | "where"
                    | "is"
                    | "are"
                    | "do"
                    | "does"
                    | "should"
                    | "will"
                    | "would"
                    | "am"
            )
        })
}

/// Whether the message says when (a date, a year, a term).
fn says_when(r: &Reading) -> bool {
    let any_day = NaiveDate::from_ymd_opt(2026, 1, 1).unwrap_or_default();
    !dates::read(&r.tokens, any_day, finance_domain::Country::Australia).is_empty()
}
