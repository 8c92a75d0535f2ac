#![allow(clippy::unwrap_used, clippy::expect_used)]
//! First-contact sets: questions and multi-turn conversations written by people who had not read
//! the advisor's code (`tests/corpus/first_contact/set*/`, each with the writer's generator and
//! notes). A conversation runs turn by turn as the chat does: each turn sees the history so far
//! (the person's messages, the "Profile updated" notices and the replies) and the profile with the
//! earlier turns' changes applied. A turn is right when its intent, its exact profile writes and
//! its figures are; a conversation is right when every turn is.
//!
//! Figures are matched as amounts: each expected `$…` must equal a `$…` amount of the reply to the
//! cent, and a whole-dollar figure on either side also matches an amount that rounds to it.

mod scoring;

use scoring::{Tally, TurnScore, amounts, pct, print_report};

use std::collections::BTreeMap;

use chrono::NaiveDate;
use finance_domain::profile_update::{apply_update, describe_changes};
use finance_domain::validation::apply_raw_changes;
use finance_domain::{FinancialProfile, ProfileField};
use finance_llm::{AdvisorContext, BuiltinAdvisor, ChatTurn, DISCLAIMER, Role};
use rust_decimal::{Decimal, RoundingStrategy};
use serde::Deserialize;

#[derive(Deserialize, Clone)]
struct Turn {
    m: String,
    intent: String,
    #[serde(default)]
    ch: BTreeMap<String, Option<String>>,
    #[serde(default)]
    figs: Vec<String>,
    #[serde(default)]
    has: Vec<String>,
}

/// A starting profile as the writer gave it: field names to values (strings or numbers), read
/// through the profile's own validation, country first.
fn profile_of(fields: &serde_json::Map<String, serde_json::Value>) -> FinancialProfile {
    let mut p = FinancialProfile::default();
    let mut changes: Vec<(ProfileField, Option<String>)> = fields
        .iter()
        .map(|(k, v)| {
            let f = ProfileField::from_name(k).unwrap_or_else(|| panic!("unknown field {k}"));
            let raw = match v {
                serde_json::Value::String(s) => s.clone(),
                other => other.to_string(),
            };
            (f, Some(raw))
        })
        .collect();
    changes.sort_by_key(|(f, _)| *f != ProfileField::Country);
    apply_raw_changes(&mut p, &changes).unwrap_or_else(|e| panic!("profile {fields:?}: {e}"));
    p
}

#[derive(Deserialize)]
struct Question {
    p: serde_json::Map<String, serde_json::Value>,
    #[serde(flatten)]
    turn: Turn,
}

#[derive(Deserialize)]
struct Conversation {
    id: String,
    p: serde_json::Map<String, serde_json::Value>,
    turns: Vec<Turn>,
}

fn today() -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, 11, 24).unwrap()
}

fn figure_shown(reply: &str, wanted: &str) -> bool {
    let w = wanted.trim();
    if !w.starts_with('$') && !w.starts_with("-$") {
        return reply.contains(w);
    }
    let Some(expected) = amounts(w).first().copied() else {
        return reply.contains(w);
    };
    // Money rounds half away from zero, as the domain rounds it ($75,662.50 is $75,663).
    let whole = |v: Decimal| v.round_dp_with_strategy(0, RoundingStrategy::MidpointAwayFromZero);
    let expected_whole = expected.fract().is_zero();
    amounts(reply).into_iter().any(|got| {
        got == expected
            || (expected_whole && whole(got) == expected)
            || (got.fract().is_zero() && whole(expected) == got)
    })
}

/// Runs one turn against `profile` and `history`, then applies its changes and extends the
/// history as the chat does.
fn run_turn(
    advisor: &BuiltinAdvisor,
    profile: &mut FinancialProfile,
    history: &mut Vec<ChatTurn>,
    turn: &Turn,
) -> TurnScore {
    let ctx = AdvisorContext {
        profile: profile.clone(),
        goals: Vec::new(),
        history: history.clone(),
        message: turn.m.clone(),
        today: today(),
    };
    let got_intent = advisor.intent_of(&ctx);
    let reply = advisor.reply(&ctx);
    assert!(
        reply.content.ends_with(DISCLAIMER),
        "{:?}: no disclaimer",
        turn.m
    );
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
    let writes_ok = got == turn.ch;
    if !writes_ok {
        notes.push(format!("writes {got:?}, expected {:?}", turn.ch));
    }
    let wanted: Vec<&String> = turn.figs.iter().chain(&turn.has).collect();
    let figures_ok = (!wanted.is_empty()).then(|| {
        let missing: Vec<&&String> = wanted
            .iter()
            .filter(|w| !figure_shown(&reply.content, w))
            .collect();
        if !missing.is_empty() {
            notes.push(format!("lacks {missing:?}"));
        }
        missing.is_empty()
    });
    if !notes.is_empty() {
        notes.push(format!("reply: {}", reply.content.replace('\n', " / ")));
    }

    history.push(ChatTurn {
        role: Role::User,
        content: turn.m.clone(),
        answer: None,
    });
    if let Ok(applied) = apply_update(profile, &reply.profile_changes, today())
        && let Some(notice) = describe_changes(&applied, profile.country)
    {
        history.push(ChatTurn {
            role: Role::Assistant,
            content: notice,
            answer: None,
        });
    }
    history.push(ChatTurn {
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

struct Report {
    questions: Tally,
    conversations: Tally,
    misses: Vec<String>,
}

impl Report {
    fn print(&self, name: &str) {
        print_report(name, &self.questions, &self.conversations, &self.misses);
    }

    /// No fewer questions and conversations fully right than the set's figure recorded in
    /// docs/advisor.md (after its fixes, or on first contact for a set not fixed yet).
    fn holds(&self, questions: usize, conversations: usize) {
        assert!(
            self.questions.right >= questions && self.conversations.right >= conversations,
            "questions {} (at least {questions}), conversations {} (at least {conversations})",
            self.questions.right,
            self.conversations.right
        );
    }
}

fn score(questions: &str, conversations: &str) -> Report {
    let advisor = BuiltinAdvisor::new();
    let mut report = Report {
        questions: Tally::default(),
        conversations: Tally::default(),
        misses: Vec::new(),
    };
    for (n, line) in questions.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let q: Question =
            serde_json::from_str(line).unwrap_or_else(|e| panic!("question {}: {e}", n + 1));
        let mut profile = profile_of(&q.p);
        let s = run_turn(&advisor, &mut profile, &mut Vec::new(), &q.turn);
        report.questions.items += 1;
        report.questions.add_turn(&s);
        if s.right() {
            report.questions.right += 1;
        } else {
            report.misses.push(format!(
                "question {} {:?}: {}",
                n + 1,
                q.turn.m,
                s.notes.join("; ")
            ));
        }
    }
    for (n, line) in conversations.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let c: Conversation =
            serde_json::from_str(line).unwrap_or_else(|e| panic!("conversation {}: {e}", n + 1));
        let mut profile = profile_of(&c.p);
        let mut history = Vec::new();
        let mut all_right = true;
        for (k, turn) in c.turns.iter().enumerate() {
            let s = run_turn(&advisor, &mut profile, &mut history, turn);
            report.conversations.add_turn(&s);
            if !s.right() {
                all_right = false;
                report.misses.push(format!(
                    "conversation {} turn {} {:?}: {}",
                    c.id,
                    k + 1,
                    turn.m,
                    s.notes.join("; ")
                ));
            }
        }
        report.conversations.items += 1;
        report.conversations.right += usize::from(all_right);
    }
    report
}

#[test]
fn figures_match_as_amounts() {
    assert!(figure_shown("pay **$2,997.75** a month", "$2,997.75"));
    assert!(!figure_shown("pay **$2,997.50** a month", "$2,997.75"));
    assert!(figure_shown("interest of $579,190.40 in all", "$579,190"));
    assert!(figure_shown("about $579,190 in all", "$579,190.40"));
    assert!(!figure_shown("about $579,191 in all", "$579,190"));
    assert!(figure_shown("take home $75,662.50 a year", "$75,663"));
    assert!(!figure_shown("take home $75,662.49 a year", "$75,663"));
    assert!(figure_shown("at 5.75% a year", "5.75%"));
    assert!(!figure_shown("at 5.8% a year", "5.75%"));
}

/// Set 1, written before the conversation work (2026-11-26); its first-contact score is in
/// docs/advisor.md.
#[test]
fn first_contact_set_1() {
    let r = score(
        include_str!("corpus/first_contact/set1/questions.jsonl"),
        include_str!("corpus/first_contact/set1/conversations.jsonl"),
    );
    r.print("first contact, set 1");
    r.holds(212, 64);
}

/// Set 2, written blind after the conversation work by another helper; its first-contact score
/// (before any fix) is in docs/advisor.md.
#[test]
fn first_contact_set_2() {
    let r = score(
        include_str!("corpus/first_contact/set2/questions.jsonl"),
        include_str!("corpus/first_contact/set2/conversations.jsonl"),
    );
    r.print("first contact, set 2");
    r.holds(199, 68);
}

/// Set 3, written blind after the goals and fixes of set 2 by a third helper; its first-contact
/// score (before any fix) is in docs/advisor.md.
#[test]
fn first_contact_set_3() {
    let r = score(
        include_str!("corpus/first_contact/set3/questions.jsonl"),
        include_str!("corpus/first_contact/set3/conversations.jsonl"),
    );
    r.print("first contact, set 3");
    r.holds(185, 66);
}

/// Set 4, written blind (a set of conversations above all) after set 3's fixes and the relative
/// follow-ups; its first-contact score (before any fix) is in docs/advisor.md.
#[test]
fn first_contact_set_4() {
    let r = score(
        include_str!("corpus/first_contact/set4/questions.jsonl"),
        include_str!("corpus/first_contact/set4/conversations.jsonl"),
    );
    r.print("first contact, set 4");
    r.holds(59, 115);
}

/// Set 5, written blind by a fifth helper; its first-contact score (before any fix) is in
/// docs/advisor.md.
#[test]
fn first_contact_set_5() {
    let r = score(
        include_str!("corpus/first_contact/set5/questions.jsonl"),
        include_str!("corpus/first_contact/set5/conversations.jsonl"),
    );
    r.print("first contact, set 5");
    r.holds(235, 85);
}

/// Set 6, written blind by a sixth helper; its first-contact score (before any fix) is in
/// docs/advisor.md.
#[test]
fn first_contact_set_6() {
    let r = score(
        include_str!("corpus/first_contact/set6/questions.jsonl"),
        include_str!("corpus/first_contact/set6/conversations.jsonl"),
    );
    r.print("first contact, set 6");
    r.holds(231, 78);
}

/// Set 7, written blind by a seventh helper (beside set 8, neither seeing the other); its
/// first-contact score (before any fix) is in docs/advisor.md.
#[test]
fn first_contact_set_7() {
    let r = score(
        include_str!("corpus/first_contact/set7/questions.jsonl"),
        include_str!("corpus/first_contact/set7/conversations.jsonl"),
    );
    r.print("first contact, set 7");
    r.holds(202, 63);
}

/// Set 8, written blind by an eighth helper beside set 7 (neither seeing the other); its
/// first-contact score (before any fix) is in docs/advisor.md.
#[test]
fn first_contact_set_8() {
    let r = score(
        include_str!("corpus/first_contact/set8/questions.jsonl"),
        include_str!("corpus/first_contact/set8/conversations.jsonl"),
    );
    r.print("first contact, set 8");
    r.holds(212, 65);
}

/// Set 9, written blind by a ninth helper after sets 7 and 8's fixes; its first-contact score
/// (before any fix) is in docs/advisor.md.
#[test]
fn first_contact_set_9() {
    let r = score(
        include_str!("corpus/first_contact/set9/questions.jsonl"),
        include_str!("corpus/first_contact/set9/conversations.jsonl"),
    );
    r.print("first contact, set 9");
    r.holds(158, 52);
}

/// Set 10, written blind by a tenth helper during session 9, beside set 11 (its brief was made
/// explicit about bare statements while it was written); its first-contact score (before any
/// fix) is in docs/advisor.md.
#[test]
fn first_contact_set_10() {
    let r = score(
        include_str!("corpus/first_contact/set10/questions.jsonl"),
        include_str!("corpus/first_contact/set10/conversations.jsonl"),
    );
    r.print("first contact, set 10");
    r.holds(211, 55);
}

/// Set 20, written blind by a twentieth helper in session 10 from the brief of sets 10-18, while
/// sets 17 and 18 were being fixed; its first-contact score (before any fix) is in docs/advisor.md.
#[test]
fn first_contact_set_20() {
    let r = score(
        include_str!("corpus/first_contact/set20/questions.jsonl"),
        include_str!("corpus/first_contact/set20/conversations.jsonl"),
    );
    r.print("first contact, set 20");
    r.holds(225, 62);
}

/// Set 19, written blind by a nineteenth helper in session 10 from the brief of sets 10-18, while
/// sets 17 and 18 were being fixed; its first-contact score (before any fix) is in docs/advisor.md.
#[test]
fn first_contact_set_19() {
    let r = score(
        include_str!("corpus/first_contact/set19/questions.jsonl"),
        include_str!("corpus/first_contact/set19/conversations.jsonl"),
    );
    r.print("first contact, set 19");
    r.holds(209, 58);
}

/// Set 18, written blind by an eighteenth helper in session 10 from the brief of sets 10-16, while
/// sets 15 and 16 were being fixed; its first-contact score (before any fix) is in docs/advisor.md.
#[test]
fn first_contact_set_18() {
    let r = score(
        include_str!("corpus/first_contact/set18/questions.jsonl"),
        include_str!("corpus/first_contact/set18/conversations.jsonl"),
    );
    r.print("first contact, set 18");
    r.holds(218, 63);
}

/// Set 17, written blind by a seventeenth helper in session 10 from the brief of sets 10-16, while
/// sets 15 and 16 were being fixed; its first-contact score (before any fix) is in docs/advisor.md.
#[test]
fn first_contact_set_17() {
    let r = score(
        include_str!("corpus/first_contact/set17/questions.jsonl"),
        include_str!("corpus/first_contact/set17/conversations.jsonl"),
    );
    r.print("first contact, set 17");
    r.holds(213, 67);
}

/// Set 16, written blind by a sixteenth helper in session 10 from the brief of sets 10-14, while
/// sets 13 and 14 were being fixed; its first-contact score (before any fix) is in docs/advisor.md.
#[test]
fn first_contact_set_16() {
    let r = score(
        include_str!("corpus/first_contact/set16/questions.jsonl"),
        include_str!("corpus/first_contact/set16/conversations.jsonl"),
    );
    r.print("first contact, set 16");
    r.holds(232, 55);
}

/// Set 15, written blind by a fifteenth helper in session 10 from the brief of sets 10-14, while
/// sets 13 and 14 were being fixed; its first-contact score (before any fix) is in docs/advisor.md.
#[test]
fn first_contact_set_15() {
    let r = score(
        include_str!("corpus/first_contact/set15/questions.jsonl"),
        include_str!("corpus/first_contact/set15/conversations.jsonl"),
    );
    r.print("first contact, set 15");
    r.holds(199, 60);
}

/// Set 14, written blind by a fourteenth helper in session 10, beside set 13 and from the same
/// brief; its first-contact score (before any fix) is in docs/advisor.md.
#[test]
fn first_contact_set_14() {
    let r = score(
        include_str!("corpus/first_contact/set14/questions.jsonl"),
        include_str!("corpus/first_contact/set14/conversations.jsonl"),
    );
    r.print("first contact, set 14");
    r.holds(222, 60);
}

/// Set 13, written blind by a thirteenth helper in session 10 from the brief of sets 10-12; its
/// first-contact score (before any fix) is in docs/advisor.md.
#[test]
fn first_contact_set_13() {
    let r = score(
        include_str!("corpus/first_contact/set13/questions.jsonl"),
        include_str!("corpus/first_contact/set13/conversations.jsonl"),
    );
    r.print("first contact, set 13");
    r.holds(218, 59);
}

/// Set 12, written blind by a twelfth helper late in session 9 under a 40-minute limit, from the
/// brief of sets 10 and 11; its first-contact score (before any fix) is in docs/advisor.md. Fixed
/// in session 10 and in the whole corpus, four write expectations aligned (docs/advisor.md).
#[test]
fn first_contact_set_12() {
    let r = score(
        include_str!("corpus/first_contact/set12/questions.jsonl"),
        include_str!("corpus/first_contact/set12/conversations.jsonl"),
    );
    r.print("first contact, set 12");
    r.holds(185, 54);
}

/// Set 11, written blind by an eleventh helper during session 9 (its brief states the convention
/// for bare statements); its first-contact score (before any fix) is in docs/advisor.md. Its
/// misses were then fixed by general rules (the last, a mortgage owed "on it" after a dash, in
/// session 10); it is in the whole corpus.
#[test]
fn first_contact_set_11() {
    let r = score(
        include_str!("corpus/first_contact/set11/questions.jsonl"),
        include_str!("corpus/first_contact/set11/conversations.jsonl"),
    );
    r.print("first contact, set 11");
    r.holds(200, 52);
}

/// The whole corpus, the multi-turn conversations included: the everyday questions
/// (`questions.jsonl`), the first blind set (`blind.jsonl`) and the first-contact sets. Every
/// profile write right; at least 98% of intents and of figures.
#[test]
fn whole_corpus() {
    let parts = [
        (
            "questions.jsonl",
            score(include_str!("corpus/questions.jsonl"), ""),
        ),
        ("blind.jsonl", score(include_str!("corpus/blind.jsonl"), "")),
        (
            "first contact, set 1",
            score(
                include_str!("corpus/first_contact/set1/questions.jsonl"),
                include_str!("corpus/first_contact/set1/conversations.jsonl"),
            ),
        ),
        (
            "first contact, set 2",
            score(
                include_str!("corpus/first_contact/set2/questions.jsonl"),
                include_str!("corpus/first_contact/set2/conversations.jsonl"),
            ),
        ),
        (
            "first contact, set 3",
            score(
                include_str!("corpus/first_contact/set3/questions.jsonl"),
                include_str!("corpus/first_contact/set3/conversations.jsonl"),
            ),
        ),
        (
            "first contact, set 4",
            score(
                include_str!("corpus/first_contact/set4/questions.jsonl"),
                include_str!("corpus/first_contact/set4/conversations.jsonl"),
            ),
        ),
        (
            "first contact, set 5",
            score(
                include_str!("corpus/first_contact/set5/questions.jsonl"),
                include_str!("corpus/first_contact/set5/conversations.jsonl"),
            ),
        ),
        (
            "first contact, set 6",
            score(
                include_str!("corpus/first_contact/set6/questions.jsonl"),
                include_str!("corpus/first_contact/set6/conversations.jsonl"),
            ),
        ),
        (
            "first contact, set 7",
            score(
                include_str!("corpus/first_contact/set7/questions.jsonl"),
                include_str!("corpus/first_contact/set7/conversations.jsonl"),
            ),
        ),
        (
            "first contact, set 8",
            score(
                include_str!("corpus/first_contact/set8/questions.jsonl"),
                include_str!("corpus/first_contact/set8/conversations.jsonl"),
            ),
        ),
        (
            "first contact, set 9",
            score(
                include_str!("corpus/first_contact/set9/questions.jsonl"),
                include_str!("corpus/first_contact/set9/conversations.jsonl"),
            ),
        ),
        (
            "first contact, set 10",
            score(
                include_str!("corpus/first_contact/set10/questions.jsonl"),
                include_str!("corpus/first_contact/set10/conversations.jsonl"),
            ),
        ),
        (
            "first contact, set 11",
            score(
                include_str!("corpus/first_contact/set11/questions.jsonl"),
                include_str!("corpus/first_contact/set11/conversations.jsonl"),
            ),
        ),
        (
            "first contact, set 12",
            score(
                include_str!("corpus/first_contact/set12/questions.jsonl"),
                include_str!("corpus/first_contact/set12/conversations.jsonl"),
            ),
        ),
        (
            "first contact, set 13",
            score(
                include_str!("corpus/first_contact/set13/questions.jsonl"),
                include_str!("corpus/first_contact/set13/conversations.jsonl"),
            ),
        ),
        (
            "first contact, set 14",
            score(
                include_str!("corpus/first_contact/set14/questions.jsonl"),
                include_str!("corpus/first_contact/set14/conversations.jsonl"),
            ),
        ),
        (
            "first contact, set 15",
            score(
                include_str!("corpus/first_contact/set15/questions.jsonl"),
                include_str!("corpus/first_contact/set15/conversations.jsonl"),
            ),
        ),
        (
            "first contact, set 16",
            score(
                include_str!("corpus/first_contact/set16/questions.jsonl"),
                include_str!("corpus/first_contact/set16/conversations.jsonl"),
            ),
        ),
        (
            "first contact, set 17",
            score(
                include_str!("corpus/first_contact/set17/questions.jsonl"),
                include_str!("corpus/first_contact/set17/conversations.jsonl"),
            ),
        ),
        (
            "first contact, set 18",
            score(
                include_str!("corpus/first_contact/set18/questions.jsonl"),
                include_str!("corpus/first_contact/set18/conversations.jsonl"),
            ),
        ),
        (
            "first contact, set 19",
            score(
                include_str!("corpus/first_contact/set19/questions.jsonl"),
                include_str!("corpus/first_contact/set19/conversations.jsonl"),
            ),
        ),
        (
            "first contact, set 20",
            score(
                include_str!("corpus/first_contact/set20/questions.jsonl"),
                include_str!("corpus/first_contact/set20/conversations.jsonl"),
            ),
        ),
    ];
    let mut all = Tally::default();
    let mut wrong_writes = Vec::new();
    for (name, r) in &parts {
        for t in [&r.questions, &r.conversations] {
            all.turns += t.turns;
            all.intent_ok += t.intent_ok;
            all.writes_ok += t.writes_ok;
            all.figures_total += t.figures_total;
            all.figures_ok += t.figures_ok;
        }
        wrong_writes.extend(
            r.misses
                .iter()
                .filter(|m| m.contains("writes "))
                .map(|m| format!("{name}: {m}")),
        );
    }
    println!(
        "whole corpus: {} turns, intents {:.1}%, writes {:.1}%, figures {:.1}% ({}/{})",
        all.turns,
        pct(all.intent_ok, all.turns),
        pct(all.writes_ok, all.turns),
        pct(all.figures_ok, all.figures_total),
        all.figures_ok,
        all.figures_total
    );
    assert!(
        wrong_writes.is_empty(),
        "every profile write must be right:\n{}",
        wrong_writes.join("\n")
    );
    assert!(
        pct(all.intent_ok, all.turns) >= 98.0,
        "intents {:.1}% are under 98%",
        pct(all.intent_ok, all.turns)
    );
    assert!(
        pct(all.figures_ok, all.figures_total) >= 98.0,
        "figures {:.1}% are under 98%",
        pct(all.figures_ok, all.figures_total)
    );
}
