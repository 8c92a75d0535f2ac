#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The built-in advisor's goals in chat against `tests/corpus/goals/` (questions and multi-turn
//! conversations written with `gen.py`, which computes every expected figure itself from the
//! formulas in docs/goals.md and take-home pay from the tax engine's command line).
//!
//! Each item: `m` message, `p` starting profile, `g` starting goals, `intent` the expected route
//! ("*" = any), `ch` the exact profile writes, `goals` the exact goal changes (`{"create": NewGoal}`,
//! `{"update": {"goal": title, "patch": GoalPatch}}`, `{"delete": title}`), `figs` money figures
//! and `has` phrases the reply must show, `not` phrases it must not. A conversation runs turn by
//! turn as the chat does: the profile and the goals carry the earlier turns' changes, applied as
//! the store applies them (a new goal gets a fresh id and today's date; every change goes through
//! `goals::validate`, and one the store would refuse fails the item), and the history holds the
//! person's messages, the change notices and the replies.
//!
//! The bar: every write right (profile and goals), at least 98% of intents and of figures.
//! `cargo test -p finance-llm --test goals_corpus -- --nocapture` prints the table and every miss.

mod scoring;

use scoring::{Tally, TurnScore, amounts, pct, print_report};

use std::collections::BTreeMap;

use chrono::{DateTime, NaiveDate, Utc};
use finance_domain::goals::{
    AppliedGoalChange, Goal, GoalChange, GoalPatch, NewGoal, describe_all, validate,
};
use finance_domain::profile_update::{apply_update, describe_changes, recompute_tax};
use finance_domain::validation::apply_raw_changes;
use finance_domain::{FinancialProfile, ProfileField};
use finance_llm::{AdvisorContext, BuiltinAdvisor, ChatTurn, DISCLAIMER, Role};
use serde::Deserialize;
use serde_json::Value;

fn today() -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, 11, 24).unwrap()
}

fn now() -> DateTime<Utc> {
    today().and_hms_opt(9, 0, 0).unwrap().and_utc()
}

#[derive(Deserialize, Clone)]
struct Turn {
    m: String,
    intent: String,
    #[serde(default)]
    ch: BTreeMap<String, Option<String>>,
    #[serde(default)]
    goals: Vec<Value>,
    #[serde(default)]
    figs: Vec<String>,
    #[serde(default)]
    has: Vec<String>,
    #[serde(default)]
    not: Vec<String>,
}

#[derive(Deserialize)]
struct Question {
    p: serde_json::Map<String, Value>,
    #[serde(default)]
    g: Vec<Value>,
    #[serde(flatten)]
    turn: Turn,
}

#[derive(Deserialize)]
struct Conversation {
    id: String,
    p: serde_json::Map<String, Value>,
    #[serde(default)]
    g: Vec<Value>,
    turns: Vec<Turn>,
}

/// A starting profile: field names to values, through the profile's own validation (country
/// first), with its tax figures worked out as the store keeps them.
fn profile_of(fields: &serde_json::Map<String, Value>) -> FinancialProfile {
    let mut p = FinancialProfile::default();
    let mut changes: Vec<(ProfileField, Option<String>)> = fields
        .iter()
        .map(|(k, v)| {
            let f = ProfileField::from_name(k).unwrap_or_else(|| panic!("unknown field {k}"));
            let raw = match v {
                Value::String(s) => s.clone(),
                other => other.to_string(),
            };
            (f, Some(raw))
        })
        .collect();
    changes.sort_by_key(|(f, _)| *f != ProfileField::Country);
    apply_raw_changes(&mut p, &changes).unwrap_or_else(|e| panic!("profile {fields:?}: {e}"));
    recompute_tax(&mut p, today()).unwrap();
    p
}

/// Starting goals: each a `NewGoal` (as the API takes it) plus an optional `id` and `createdAt`
/// (a date, for a goal set a while ago), created as the store creates them.
fn goals_of(list: &[Value], p: &FinancialProfile) -> Vec<Goal> {
    list.iter()
        .enumerate()
        .map(|(n, v)| {
            let mut v = v.clone();
            let obj = v.as_object_mut().unwrap();
            let id = obj
                .remove("id")
                .and_then(|i| i.as_str().map(str::to_string))
                .unwrap_or_else(|| format!("start-{n}"));
            let created = obj
                .remove("createdAt")
                .and_then(|d| d.as_str().map(str::to_string))
                .map(|d| {
                    NaiveDate::parse_from_str(&d, "%Y-%m-%d")
                        .unwrap()
                        .and_hms_opt(9, 0, 0)
                        .unwrap()
                        .and_utc()
                });
            let start = obj.remove("startAmount");
            let new: NewGoal = serde_json::from_value(v).unwrap();
            let mut g = validate::create(&new, p, today(), id, now()).unwrap();
            if let Some(c) = created {
                (g.created_at, g.updated_at) = (c, c);
            }
            if let Some(s) = start {
                g.start_amount = s.as_str().unwrap().parse().unwrap();
            }
            g
        })
        .collect()
}

/// The goals after a change set, as the store writes it: `None` when it would refuse one.
fn apply_goals(
    goals: &mut Vec<Goal>,
    changes: &[GoalChange],
    p: &FinancialProfile,
    fresh: &mut usize,
) -> Result<Vec<AppliedGoalChange>, String> {
    let mut applied = Vec::new();
    for c in changes {
        match c {
            GoalChange::Create(new) => {
                validate::check_room(goals.len()).map_err(|e| e.to_string())?;
                *fresh += 1;
                let g = validate::create(new, p, today(), format!("new-{fresh}"), now())
                    .map_err(|e| e.to_string())?;
                applied.push(AppliedGoalChange {
                    before: None,
                    after: Some(g.clone()),
                });
                goals.push(g);
            }
            GoalChange::Update { id, patch } => {
                let i = goals
                    .iter()
                    .position(|g| g.id == *id)
                    .ok_or("update of a goal that is not the person's")?;
                let after = validate::update(&goals[i], patch, today(), now())
                    .map_err(|e| e.to_string())?;
                applied.push(AppliedGoalChange {
                    before: Some(goals[i].clone()),
                    after: Some(after.clone()),
                });
                goals[i] = after;
            }
            GoalChange::Delete { id } => {
                let i = goals
                    .iter()
                    .position(|g| g.id == *id)
                    .ok_or("delete of a goal that is not the person's")?;
                applied.push(AppliedGoalChange {
                    before: Some(goals.remove(i)),
                    after: None,
                });
            }
        }
    }
    Ok(applied)
}

/// What a goal change comes to, comparable whatever defaults it left out: the goal it makes (a
/// new one as `validate::create` makes it; a changed one as `validate::update` leaves it) or the
/// goal it removes, by title.
fn outcome(c: &GoalChange, goals: &[Goal], p: &FinancialProfile) -> String {
    let show = |g: &Goal| {
        format!(
            "{:?} {:?} target={:?} date={:?} months={:?} field={:?} saved={:?}",
            g.kind,
            g.title.to_lowercase(),
            g.target_amount.map(|d| d.normalize()),
            g.target_date,
            g.target_months.map(|d| d.normalize()),
            g.field,
            g.current_amount.map(|d| d.normalize())
        )
    };
    let title_of = |id: &str| {
        goals
            .iter()
            .find(|g| g.id == id)
            .map_or_else(|| format!("<no goal {id}>"), |g| g.title.clone())
    };
    match c {
        GoalChange::Create(new) => match validate::create(new, p, today(), "x".into(), now()) {
            Ok(g) => format!("create {}", show(&g)),
            Err(e) => format!("create refused: {e}"),
        },
        GoalChange::Update { id, patch } => match goals.iter().find(|g| g.id == *id) {
            Some(g) => match validate::update(g, patch, today(), now()) {
                Ok(after) => format!("update {:?} to {}", g.title, show(&after)),
                Err(e) => format!("update of {:?} refused: {e}", g.title),
            },
            None => format!("update of {}", title_of(id)),
        },
        GoalChange::Delete { id } => format!("delete {:?}", title_of(id)),
    }
}

/// An expected change as written in the corpus, as a `GoalChange` on these goals; `Err` names a
/// goal it changes that is not there (an earlier turn went wrong).
fn expected_change(v: &Value, goals: &[Goal]) -> Result<GoalChange, String> {
    let id_of = |title: &str| {
        goals
            .iter()
            .find(|g| g.title.eq_ignore_ascii_case(title))
            .map(|g| g.id.clone())
            .ok_or_else(|| format!("<expected a change of {title:?}, which is not there>"))
    };
    if let Some(new) = v.get("create") {
        return Ok(GoalChange::Create(
            serde_json::from_value(new.clone()).unwrap(),
        ));
    }
    if let Some(u) = v.get("update") {
        let patch: GoalPatch = serde_json::from_value(u["patch"].clone()).unwrap();
        return Ok(GoalChange::Update {
            id: id_of(u["goal"].as_str().unwrap())?,
            patch,
        });
    }
    if let Some(title) = v.get("delete").and_then(Value::as_str) {
        return Ok(GoalChange::Delete { id: id_of(title)? });
    }
    panic!("unknown goal change {v}");
}

/// A `$…` figure is shown when an amount of the reply equals it to the cent; anything else when
/// the reply contains it.
fn shown(reply: &str, wanted: &str) -> bool {
    match wanted.strip_prefix('$') {
        Some(_) => {
            let want = amounts(wanted)[0];
            amounts(reply).contains(&want)
        }
        None => reply.contains(wanted),
    }
}

struct Chat {
    profile: FinancialProfile,
    goals: Vec<Goal>,
    history: Vec<ChatTurn>,
    fresh: usize,
}

fn run_turn(advisor: &BuiltinAdvisor, chat: &mut Chat, turn: &Turn) -> TurnScore {
    let ctx = AdvisorContext {
        profile: chat.profile.clone(),
        goals: chat.goals.clone(),
        history: chat.history.clone(),
        message: turn.m.clone(),
        today: today(),
    };
    let got_intent = advisor.intent_of(&ctx);
    let reply = advisor.reply(&ctx);
    assert!(reply.content.ends_with(DISCLAIMER), "{:?}", turn.m);
    let mut notes = Vec::new();
    let intent_ok = turn.intent == "*" || got_intent == turn.intent;
    if !intent_ok {
        notes.push(format!("intent {got_intent}, expected {}", turn.intent));
    }
    let got: BTreeMap<String, Option<String>> = reply
        .profile_changes
        .iter()
        .map(|(f, v)| (f.name().to_string(), v.clone()))
        .collect();
    let mut writes_ok = got == turn.ch;
    if !writes_ok {
        notes.push(format!("writes {got:?}, expected {:?}", turn.ch));
    }
    // The goal changes are read against the profile as this turn leaves it, as the store reads
    // them.
    let mut after = chat.profile.clone();
    let profile_applied = apply_update(&mut after, &reply.profile_changes, today());
    let want: Vec<String> = turn
        .goals
        .iter()
        .map(|v| match expected_change(v, &chat.goals) {
            Ok(c) => outcome(&c, &chat.goals, &after),
            Err(e) => e,
        })
        .collect();
    let have: Vec<String> = reply
        .goal_changes
        .iter()
        .map(|c| outcome(c, &chat.goals, &after))
        .collect();
    if want != have {
        writes_ok = false;
        notes.push(format!("goal changes {have:?}, expected {want:?}"));
    }
    let wanted: Vec<&String> = turn.figs.iter().chain(&turn.has).collect();
    let mut missing: Vec<String> = wanted
        .iter()
        .filter(|w| !shown(&reply.content, w))
        .map(|w| (*w).clone())
        .collect();
    missing.extend(
        turn.not
            .iter()
            .filter(|n| reply.content.contains(n.as_str()))
            .map(|n| format!("not {n}")),
    );
    let figures_ok = (!wanted.is_empty() || !turn.not.is_empty()).then_some(missing.is_empty());
    if !missing.is_empty() {
        notes.push(format!("lacks {missing:?}"));
    }
    // Applied as the store applies the turn's change set.
    let applied_profile = profile_applied.unwrap_or_default();
    let applied_goals = match apply_goals(
        &mut chat.goals,
        &reply.goal_changes,
        &after,
        &mut chat.fresh,
    ) {
        Ok(a) => a,
        Err(e) => {
            writes_ok = false;
            notes.push(format!("the store would refuse the goal changes: {e}"));
            Vec::new()
        }
    };
    chat.profile = after;
    if !notes.is_empty() {
        notes.push(format!("reply: {}", reply.content.replace('\n', " / ")));
    }
    chat.history.push(ChatTurn {
        role: Role::User,
        content: turn.m.clone(),
        answer: None,
    });
    let notice: Vec<String> = [
        describe_changes(&applied_profile, chat.profile.country),
        describe_all(&applied_goals, chat.profile.country),
    ]
    .into_iter()
    .flatten()
    .collect();
    if !notice.is_empty() {
        chat.history.push(ChatTurn {
            role: Role::Assistant,
            content: notice.join(". "),
            answer: None,
        });
    }
    chat.history.push(ChatTurn {
        role: Role::Assistant,
        content: reply.content,
        answer: reply.answer,
    });
    TurnScore {
        intent_ok,
        writes_ok,
        figures_ok,
        notes,
    }
}

#[test]
fn goals_corpus() {
    let advisor = BuiltinAdvisor::new();
    let mut questions = Tally::default();
    let mut conversations = Tally::default();
    let mut misses = Vec::new();
    for (n, line) in include_str!("corpus/goals/questions.jsonl")
        .lines()
        .enumerate()
    {
        if line.trim().is_empty() {
            continue;
        }
        let q: Question =
            serde_json::from_str(line).unwrap_or_else(|e| panic!("question {}: {e}", n + 1));
        let profile = profile_of(&q.p);
        let goals = goals_of(&q.g, &profile);
        let mut chat = Chat {
            profile,
            goals,
            history: Vec::new(),
            fresh: 0,
        };
        let s = run_turn(&advisor, &mut chat, &q.turn);
        questions.items += 1;
        questions.add_turn(&s);
        if s.right() {
            questions.right += 1;
        } else {
            misses.push(format!(
                "question {} {:?}: {}",
                n + 1,
                q.turn.m,
                s.notes.join("; ")
            ));
        }
    }
    for (n, line) in include_str!("corpus/goals/conversations.jsonl")
        .lines()
        .enumerate()
    {
        if line.trim().is_empty() {
            continue;
        }
        let c: Conversation =
            serde_json::from_str(line).unwrap_or_else(|e| panic!("conversation {}: {e}", n + 1));
        let profile = profile_of(&c.p);
        let goals = goals_of(&c.g, &profile);
        let mut chat = Chat {
            profile,
            goals,
            history: Vec::new(),
            fresh: 0,
        };
        let mut all_right = true;
        for (k, turn) in c.turns.iter().enumerate() {
            let s = run_turn(&advisor, &mut chat, turn);
            conversations.add_turn(&s);
            if !s.right() {
                all_right = false;
                misses.push(format!(
                    "conversation {} turn {} {:?}: {}",
                    c.id,
                    k + 1,
                    turn.m,
                    s.notes.join("; ")
                ));
            }
        }
        conversations.items += 1;
        conversations.right += usize::from(all_right);
    }
    print_report("goals corpus", &questions, &conversations, &misses);
    assert!(questions.items >= 60, "at least 60 goal questions");
    assert!(conversations.items >= 15, "at least 15 goal conversations");
    let turns = questions.turns + conversations.turns;
    let writes = questions.writes_ok + conversations.writes_ok;
    assert_eq!(writes, turns, "every write right (see the misses above)");
    let intents = questions.intent_ok + conversations.intent_ok;
    assert!(pct(intents, turns) >= 98.0, "intents {intents}/{turns}");
    let figs = questions.figures_ok + conversations.figures_ok;
    let figs_total = questions.figures_total + conversations.figures_total;
    assert!(pct(figs, figs_total) >= 98.0, "figures {figs}/{figs_total}");
}

#[test]
fn figures_are_matched_to_the_cent() {
    assert!(shown("about **$971.75 a month**", "$971.75"));
    assert!(!shown("about **$971.76 a month**", "$971.75"));
    assert!(shown("by **24 Aug 2028**", "24 Aug 2028"));
}

/// Words goal messages are made of, so that random ones reach every path.
const VOCAB: &[&str] = &[
    "I",
    "want",
    "to",
    "save",
    "$40,000",
    "40k",
    "500",
    "$1,500",
    "a",
    "month",
    "year",
    "for",
    "the",
    "my",
    "house",
    "deposit",
    "holiday",
    "wedding",
    "car",
    "emergency",
    "fund",
    "6-month",
    "3",
    "months",
    "of",
    "expenses",
    "pay",
    "off",
    "credit",
    "card",
    "debt",
    "free",
    "mortgage",
    "HECS",
    "retirement",
    "in",
    "retire",
    "on",
    "net",
    "worth",
    "$1m",
    "millionaire",
    "by",
    "end",
    "2029",
    "2020",
    "June",
    "mid",
    "Christmas",
    "next",
    "50",
    "I'm",
    "30",
    "goal",
    "goals",
    "set",
    "make",
    "it",
    "that",
    "what",
    "if",
    "how",
    "am",
    "tracking",
    "far",
    "push",
    "back",
    "bring",
    "forward",
    "delete",
    "remove",
    "all",
    "rename",
    "another",
    "put",
    "aside",
    "got",
    "now",
    "up",
    "99999999999999999999999",
    "-5000",
    "0",
    "1200",
    "?",
    ",",
    ".",
    "instead",
];

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(400))]

    /// Any goal talk, after any earlier goal answer, never panics, and every change it proposes
    /// is one the store takes.
    #[test]
    fn goal_talk_never_panics_and_proposes_only_valid_changes(
        first in proptest::collection::vec(proptest::sample::select(VOCAB), 0..16),
        second in proptest::collection::vec(proptest::sample::select(VOCAB), 0..16),
        us in proptest::prelude::any::<bool>(),
    ) {
        let mut fields = serde_json::Map::new();
        fields.insert("country".into(), Value::from(if us { "us" } else { "australia" }));
        fields.insert("annualIncome".into(), Value::from("90000"));
        fields.insert("monthlyExpenses".into(), Value::from("4000"));
        fields.insert("debts".into(), Value::from("6000"));
        fields.insert("age".into(), Value::from(34));
        let profile = profile_of(&fields);
        let goals = goals_of(
            &[
                serde_json::json!({"kind": "savings", "title": "House deposit", "targetAmount": "40000", "targetDate": "2029-12-31"}),
                serde_json::json!({"kind": "emergency_fund", "targetMonths": "6"}),
                serde_json::json!({"kind": "debt_payoff", "title": "Pay off credit card"}),
            ],
            &profile,
        );
        let mut chat = Chat { profile, goals, history: Vec::new(), fresh: 0 };
        let advisor = BuiltinAdvisor::new();
        for words in [first, second] {
            let turn = Turn {
                m: words.join(" "),
                intent: "*".into(),
                ch: BTreeMap::new(),
                goals: Vec::new(),
                figs: Vec::new(),
                has: Vec::new(),
                not: Vec::new(),
            };
            let s = run_turn(&advisor, &mut chat, &turn);
            proptest::prop_assert!(
                !s.notes.iter().any(|n| n.starts_with("the store would refuse")),
                "{:?}: {:?}", turn.m, s.notes
            );
        }
    }
}
