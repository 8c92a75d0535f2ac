#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The built-in advisor against a corpus of real-world phrasings (`tests/corpus/messages.jsonl`).
//!
//! Each line: `m` message; optional `p` starting profile (API JSON), `h` the person's previous
//! message; `ch` the exact profile changes expected (default: none); `calc` the calculation box
//! expected (decimal strings, hand-computed where noted in the file's companion README); `nocalc`
//! to require no calculation box; `has` / `not` substrings the reply must / must not contain.
//! Every reply must also end with the disclaimer and every change must pass the domain's validation.

use std::collections::BTreeMap;

use chrono::NaiveDate;
use finance_domain::FinancialProfile;
use finance_domain::validation::{apply_raw_changes, parse_field};
use finance_llm::{AdvisorContext, BuiltinAdvisor, ChatTurn, DISCLAIMER, Role};
use rust_decimal::Decimal;
use serde::Deserialize;

#[derive(Deserialize)]
struct Case {
    m: String,
    #[serde(default)]
    p: Option<FinancialProfile>,
    #[serde(default)]
    h: Option<String>,
    #[serde(default)]
    ch: BTreeMap<String, Option<String>>,
    #[serde(default)]
    calc: Option<BTreeMap<String, String>>,
    #[serde(default)]
    nocalc: bool,
    #[serde(default)]
    has: Vec<String>,
    #[serde(default)]
    not: Vec<String>,
}

fn today() -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, 11, 21).unwrap()
}

#[test]
fn corpus() {
    let text = include_str!("corpus/messages.jsonl");
    let advisor = BuiltinAdvisor::new();
    let mut failures = Vec::new();
    let mut count = 0;
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with("//") {
            continue;
        }
        count += 1;
        let case: Case =
            serde_json::from_str(line).unwrap_or_else(|e| panic!("line {}: {e}", n + 1));
        let profile = case.p.clone().unwrap_or_default();
        let history = case
            .h
            .iter()
            .map(|h| ChatTurn {
                role: Role::User,
                content: h.clone(),
                answer: None,
            })
            .collect();
        let reply = advisor.reply(&AdvisorContext {
            profile: profile.clone(),
            goals: Vec::new(),
            history,
            message: case.m.clone(),
            today: today(),
        });
        let mut problems = Vec::new();

        let got: BTreeMap<String, Option<String>> = reply
            .profile_changes
            .iter()
            .map(|(f, v)| (f.name().to_string(), v.clone()))
            .collect();
        let expected: BTreeMap<String, Option<String>> = case.ch.clone();
        if got != expected {
            problems.push(format!("changes: expected {expected:?}, got {got:?}"));
        }
        // Whatever is proposed must pass the same validation as REST, on this profile.
        for (f, v) in &reply.profile_changes {
            let country = reply
                .profile_changes
                .iter()
                .find(|(g, _)| g.name() == "country")
                .and_then(|(_, c)| c.as_deref().and_then(finance_domain::Country::parse))
                .unwrap_or(profile.country);
            if let Err(e) = parse_field(*f, v.as_deref(), country) {
                problems.push(format!("invalid change proposed: {e}"));
            }
        }
        let mut copy = profile.clone();
        if let Err(e) = apply_raw_changes(&mut copy, &reply.profile_changes) {
            problems.push(format!("changes do not apply: {e}"));
        }

        match (&case.calc, &reply.calculations) {
            (Some(want), Some(got)) => {
                let got_json = serde_json::to_value(got).unwrap();
                for (k, v) in want {
                    let g = got_json.get(k).and_then(|x| {
                        x.as_str()
                            .map(str::to_string)
                            .or_else(|| Some(x.to_string()))
                    });
                    let g = g.and_then(|s| s.trim_matches('"').parse::<Decimal>().ok());
                    if g != v.parse::<Decimal>().ok() {
                        problems.push(format!("calc {k}: expected {v}, got {g:?}"));
                    }
                }
            }
            (Some(_), None) => problems.push("expected a calculation box, got none".into()),
            (None, Some(_)) if case.nocalc => problems.push("expected no calculation box".into()),
            _ => {}
        }
        for s in &case.has {
            if !reply.content.contains(s.as_str()) {
                problems.push(format!("reply lacks {s:?}"));
            }
        }
        for s in &case.not {
            if reply.content.contains(s.as_str()) {
                problems.push(format!("reply contains {s:?}"));
            }
        }
        if !reply.content.ends_with(DISCLAIMER) {
            problems.push("reply does not end with the disclaimer".into());
        }
        if !problems.is_empty() {
            failures.push(format!(
                "line {}: {:?}\n  {}\n  reply: {}",
                n + 1,
                case.m,
                problems.join("\n  "),
                reply.content.replace('\n', " / ")
            ));
        }
    }
    assert!(
        count >= 200,
        "the corpus needs at least 200 messages, has {count}"
    );
    assert!(
        failures.is_empty(),
        "{} of {count} corpus cases failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
