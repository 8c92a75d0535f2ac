#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Prints the built-in advisor's replies to a conversation, one argument a message, each turn
//! seeing the ones before (history, answer records and saved changes) as the chat does:
//! `cargo run -p finance-llm --example ask -- "repayments on 500k at 6% over 30 years" "and at 7%?"`.
//! A profile as JSON may be given in PENNY_PROFILE.

use chrono::NaiveDate;
use finance_domain::FinancialProfile;
use finance_domain::profile_update::apply_update;
use finance_llm::{AdvisorContext, BuiltinAdvisor, ChatTurn, Role};

fn main() {
    let mut profile: FinancialProfile = std::env::var("PENNY_PROFILE")
        .ok()
        .map(|j| serde_json::from_str(&j).expect("PENNY_PROFILE must be a profile as JSON"))
        .unwrap_or_default();
    let advisor = BuiltinAdvisor::new();
    let today = NaiveDate::from_ymd_opt(2026, 11, 24).unwrap();
    let mut history = Vec::new();
    for message in std::env::args().skip(1) {
        let ctx = AdvisorContext {
            profile: profile.clone(),
            goals: Vec::new(),
            history: history.clone(),
            message: message.clone(),
            today,
        };
        let intent = advisor.intent_of(&ctx);
        let reply = advisor.reply(&ctx);
        println!(
            "> {message}\n[{intent}]\n{}\nchanges: {:?}\nanswer: {}\n",
            reply.content,
            reply.profile_changes,
            serde_json::to_string(&reply.answer).unwrap()
        );
        apply_update(&mut profile, &reply.profile_changes, today).unwrap();
        history.push(ChatTurn {
            role: Role::User,
            content: message,
            answer: None,
        });
        history.push(ChatTurn {
            role: Role::Assistant,
            content: reply.content,
            answer: reply.answer,
        });
    }
}
