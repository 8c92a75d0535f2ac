#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Prints the built-in advisor's reply to each argument: `cargo run -p finance-llm --example ask -- "I earn 85k"`.
//! A profile as JSON may be given in PENNY_PROFILE.

use chrono::NaiveDate;
use finance_domain::FinancialProfile;
use finance_llm::{AdvisorContext, BuiltinAdvisor};

fn main() {
    let profile: FinancialProfile = std::env::var("PENNY_PROFILE")
        .ok()
        .map(|j| serde_json::from_str(&j).expect("PENNY_PROFILE must be a profile as JSON"))
        .unwrap_or_default();
    let advisor = BuiltinAdvisor::new();
    for message in std::env::args().skip(1) {
        let reply = advisor.reply(&AdvisorContext {
            profile: profile.clone(),
            goals: Vec::new(),
            history: Vec::new(),
            message: message.clone(),
            today: NaiveDate::from_ymd_opt(2026, 11, 21).unwrap(),
        });
        println!(
            "> {message}\n{}\nchanges: {:?}\ncalculations: {:?}\n",
            reply.content, reply.profile_changes, reply.calculations
        );
    }
}
