//! The spec's intents (tax, retirement, the eight topics, budgeting, debt…): which one a message
//! asks (`detect.rs`: keyword rules over the message's words, most specific first; the router asks
//! these after the calculators, limits and explainers), and one file per answer under `classic/`.
//! Tax and retirement are described by their inputs; the others read the profile and the message
//! as a whole.

pub(crate) mod budget;
pub(crate) mod debt;
mod detect;
mod drawdown;
pub(crate) mod emergency_fund;
pub(crate) mod facts_follow_up;
pub(crate) mod greeting;
pub(crate) mod help;
pub(crate) mod home_buying;
pub(crate) mod profile_summary;
pub(crate) mod retirement;
pub(crate) mod retirement_accounts;
mod retirement_plan;
pub(crate) mod salary_sacrifice;
pub(crate) mod tax;
mod tax_breakdown;
pub(crate) mod tax_inputs;
pub(crate) mod thanks;
pub(crate) mod topic;
pub(crate) mod unknown;
mod which_topic;

pub use detect::{detect, guessed};
pub use which_topic::names_topic_title;

use super::{Intent, IntentDef};

/// The definition of each spec intent.
pub(crate) fn def(intent: Intent) -> &'static IntentDef {
    match intent {
        Intent::Tax => &tax::DEF,
        Intent::Retirement => &retirement::DEF,
        Intent::Topic(_) => &topic::DEF,
        Intent::EmergencyFund => &emergency_fund::DEF,
        Intent::Budget => &budget::DEF,
        Intent::Debt => &debt::DEF,
        Intent::SalarySacrifice => &salary_sacrifice::DEF,
        Intent::RetirementAccounts => &retirement_accounts::DEF,
        Intent::HomeBuying => &home_buying::DEF,
        Intent::ProfileSummary => &profile_summary::DEF,
        Intent::Greeting => &greeting::DEF,
        Intent::Thanks => &thanks::DEF,
        Intent::Help => &help::DEF,
        Intent::Facts => &facts_follow_up::DEF,
        Intent::NetWorth => &super::own::net_worth::DEF,
        _ => &unknown::DEF,
    }
}

/// The replies to `messages` in turn, each seeing the ones before (and the profile as the
/// earlier replies changed it), as the chat runs them.
#[cfg(test)]
pub(crate) fn talk(
    mut profile: finance_domain::FinancialProfile,
    messages: &[&str],
) -> Vec<crate::context::AdvisorReply> {
    use crate::BuiltinAdvisor;
    use crate::context::{AdvisorContext, ChatTurn, Role};
    let today = chrono::NaiveDate::from_ymd_opt(2026, 11, 24).unwrap_or_default();
    let mut history = Vec::new();
    let mut replies = Vec::new();
    for m in messages {
        let ctx = AdvisorContext {
            profile: profile.clone(),
            goals: Vec::new(),
            history: history.clone(),
            message: m.to_string(),
            today,
        };
        let reply = BuiltinAdvisor::new().reply(&ctx);
        let _ = finance_domain::profile_update::apply_update(
            &mut profile,
            &reply.profile_changes,
            today,
        );
        history.push(ChatTurn {
            role: Role::User,
            content: m.to_string(),
            answer: None,
        });
        history.push(ChatTurn {
            role: Role::Assistant,
            content: reply.content.clone(),
            answer: reply.answer.clone(),
        });
        replies.push(reply);
    }
    replies
}
