//! The chat's suggested questions (spec section 4 "Suggestion rules").
//!
//! Each suggestion is a question the person can click to send, so it is phrased in their voice.
//! Rules are checked in a fixed order and the first three distinct prompts win, so the same profile and
//! messages always give the same list.

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use crate::profile::{Country, FinancialProfile};

pub const MAX_SUGGESTIONS: usize = 3;
/// How many of the most recent messages the keyword rules read.
pub const KEYWORD_WINDOW: usize = 3;
pub const YOUNG_INVESTOR_AGE: u32 = 35;
pub const HIGH_EARNER_INCOME: Decimal = dec!(100000);
pub const EMERGENCY_FUND_MIN_MONTHS: Decimal = dec!(3);

const TAX_KEYWORDS: [&str; 3] = ["tax", "income", "calculat"];
const RETIREMENT_KEYWORDS: [&str; 3] = ["retire", "super", "401"];

/// Suggested questions for the chat, at most [`MAX_SUGGESTIONS`].
///
/// `recent_messages` holds the contents of the conversation's latest messages, oldest first (the API
/// passes the last three, user and assistant alike; only the last three given are read).
/// `message_count` is the number of messages in the conversation so far (0 before the first send);
/// one or fewer gets the first-message set.
pub fn suggestions(
    p: &FinancialProfile,
    recent_messages: &[&str],
    message_count: usize,
) -> Vec<String> {
    let mut out = Prompts::default();
    if is_first_message(message_count) {
        first_message(p, &mut out);
        return out.0;
    }

    let window = &recent_messages[recent_messages.len().saturating_sub(KEYWORD_WINDOW)..];
    let text = window.join("\n").to_lowercase();
    let mentions = |words: &[&str]| words.iter().any(|w| text.contains(w));
    let us = p.country == Country::Us;

    if mentions(&TAX_KEYWORDS) {
        if us {
            out.push("What tax deductions can I claim to lower my federal tax?");
            out.push("Which tax bracket am I in, and what does that mean for a raise?");
        } else {
            out.push("How can I legally reduce the tax I pay?");
            out.push("How do franking credits work on Australian shares?");
        }
    }
    if mentions(&RETIREMENT_KEYWORDS) {
        out.push("When can I realistically afford to retire?");
        out.push(if us {
            "How much should I contribute to my 401(k) each month?"
        } else {
            "How much should I contribute to my super each month?"
        });
    }

    if p.age.is_some_and(|a| a < YOUNG_INVESTOR_AGE) {
        out.push(if us {
            "How should I start investing for the long term while I'm young?"
        } else {
            "How should I start investing outside super while I'm young?"
        });
    }
    if p.annual_income_or_zero() > HIGH_EARNER_INCOME {
        out.push(if us {
            "What tax strategies make sense for someone earning over $100,000?"
        } else {
            "What tax strategies make sense for someone earning over $100,000 in Australia?"
        });
    }
    if is_missing(p.monthly_expenses) {
        out.push("Can you help me work out a realistic monthly budget?");
    }
    if is_missing(p.current_savings) {
        out.push("How much should I have in savings at my stage of life?");
    }
    if emergency_fund_is_short(p) {
        out.push("How big should my emergency fund be, and how do I build it?");
    }
    out.0
}

/// Whether a conversation with `message_count` messages gets the first-message set (spec: one or
/// fewer messages). The API reports this as `isFirstMessage`.
pub fn is_first_message(message_count: usize) -> bool {
    message_count <= 1
}

fn first_message(p: &FinancialProfile, out: &mut Prompts) {
    let us = p.country == Country::Us;
    out.push(match (us, p.annual_income_or_zero() > Decimal::ZERO) {
        (true, true) => "How much federal and state tax am I paying on my current income?",
        (true, false) => "Can you calculate my taxes on a $75,000 salary?",
        (false, true) => "How much tax am I paying on my current income?",
        (false, false) => "Can you calculate my tax on a $75,000 salary?",
    });
    if us {
        out.push("What's a good 401(k) strategy for my retirement?");
        out.push("Should I max out my 401(k) contributions this year?");
    } else {
        out.push("What's a good superannuation strategy for my retirement?");
        out.push("Should I salary sacrifice into my super?");
    }
}

/// Missing means never given, or 0: a zero budget or balance is almost always "not told yet".
fn is_missing(v: Option<Decimal>) -> bool {
    v.is_none_or(|x| x.is_zero())
}

/// The emergency fund (emergencyFundCurrent, else emergencyFund, else 0) is below three months of
/// expenses. Without expenses there is nothing to compare; the missing-expenses prompt covers that.
fn emergency_fund_is_short(p: &FinancialProfile) -> bool {
    let expenses = p.monthly_expenses_or_zero();
    expenses > Decimal::ZERO
        && emergency_fund_balance(p) < expenses.saturating_mul(EMERGENCY_FUND_MIN_MONTHS)
}

/// The emergency fund the rules read: emergencyFundCurrent when set, else emergencyFund, else 0.
pub fn emergency_fund_balance(p: &FinancialProfile) -> Decimal {
    p.emergency_fund_current
        .or(p.emergency_fund)
        .unwrap_or(Decimal::ZERO)
}

/// Distinct prompts in insertion order, capped.
#[derive(Default)]
struct Prompts(Vec<String>);

impl Prompts {
    fn push(&mut self, prompt: &str) {
        if self.0.len() < MAX_SUGGESTIONS && !self.0.iter().any(|s| s == prompt) {
            self.0.push(prompt.to_string());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn au() -> FinancialProfile {
        // Nothing triggers the profile rules: 40 years old, modest income, expenses and savings known,
        // emergency fund at 3 months.
        FinancialProfile {
            country: Country::Australia,
            age: Some(40),
            annual_income: Some(dec!(90000)),
            monthly_expenses: Some(dec!(3000)),
            current_savings: Some(dec!(20000)),
            emergency_fund_current: Some(dec!(9000)),
            ..FinancialProfile::default()
        }
    }

    fn us() -> FinancialProfile {
        FinancialProfile {
            country: Country::Us,
            ..au()
        }
    }

    #[test]
    fn first_message_set_is_tax_retirement_and_sacrifice_in_australia() {
        let s = suggestions(&au(), &[], 0);
        assert_eq!(
            s,
            vec![
                "How much tax am I paying on my current income?",
                "What's a good superannuation strategy for my retirement?",
                "Should I salary sacrifice into my super?",
            ]
        );
        let mut no_income = au();
        no_income.annual_income = None;
        assert_eq!(
            suggestions(&no_income, &["hi"], 1)[0],
            "Can you calculate my tax on a $75,000 salary?"
        );
    }

    #[test]
    fn first_message_set_is_401k_in_the_us() {
        let s = suggestions(&us(), &["hello"], 1);
        assert_eq!(s.len(), 3);
        assert!(s[0].contains("federal and state tax"));
        assert!(s[1].contains("401(k) strategy"));
        assert!(s[2].contains("max out my 401(k)"));
        let mut no_income = us();
        no_income.annual_income = Some(Decimal::ZERO);
        assert!(suggestions(&no_income, &[], 0)[0].contains("calculate my taxes"));
    }

    #[test]
    fn tax_keywords_give_tax_reduction_and_franking_prompts_in_australia() {
        for word in [
            "What TAX do I pay?",
            "my income went up",
            "please calculate it",
        ] {
            let s = suggestions(&au(), &["hi", word], 2);
            assert_eq!(
                s,
                vec![
                    "How can I legally reduce the tax I pay?",
                    "How do franking credits work on Australian shares?",
                ],
                "{word}"
            );
        }
    }

    #[test]
    fn tax_keywords_give_deduction_and_bracket_prompts_in_the_us() {
        let s = suggestions(&us(), &["about my taxes"], 2);
        assert!(s[0].contains("deductions"));
        assert!(s[1].contains("tax bracket"));
        assert_eq!(s.len(), 2);
    }

    #[test]
    fn retirement_keywords_give_timeline_and_contribution_prompts() {
        for word in ["when can I retire", "my super fund", "my 401k"] {
            let s = suggestions(&au(), &[word], 5);
            assert_eq!(
                s,
                vec![
                    "When can I realistically afford to retire?",
                    "How much should I contribute to my super each month?",
                ],
                "{word}"
            );
        }
        let s = suggestions(&us(), &["retirement"], 5);
        assert_eq!(
            s[1],
            "How much should I contribute to my 401(k) each month?"
        );
    }

    #[test]
    fn only_the_last_three_messages_are_scanned() {
        let msgs = ["tax question", "a", "b", "c"];
        assert!(suggestions(&au(), &msgs, 4).is_empty());
        assert_eq!(suggestions(&au(), &msgs[..3], 4).len(), 2);
    }

    #[test]
    fn young_people_get_an_investing_prompt() {
        let mut p = au();
        p.age = Some(34);
        assert_eq!(
            suggestions(&p, &["hi"], 2),
            vec!["How should I start investing outside super while I'm young?"]
        );
        p.age = Some(35);
        assert!(suggestions(&p, &["hi"], 2).is_empty());
    }

    #[test]
    fn high_earners_get_a_tax_strategy_prompt() {
        let mut p = us();
        p.annual_income = Some(dec!(100001));
        assert_eq!(
            suggestions(&p, &["hi"], 2),
            vec!["What tax strategies make sense for someone earning over $100,000?"]
        );
        p.annual_income = Some(dec!(100000));
        assert!(suggestions(&p, &["hi"], 2).is_empty());
    }

    #[test]
    fn missing_expenses_or_savings_get_prompts() {
        let mut p = au();
        p.monthly_expenses = None;
        assert_eq!(
            suggestions(&p, &["hi"], 2),
            vec!["Can you help me work out a realistic monthly budget?"]
        );
        let mut p = au();
        p.current_savings = Some(Decimal::ZERO);
        assert_eq!(
            suggestions(&p, &["hi"], 2),
            vec!["How much should I have in savings at my stage of life?"]
        );
    }

    #[test]
    fn thin_emergency_fund_gets_a_prompt_using_current_then_fund() {
        let mut p = au();
        p.emergency_fund_current = Some(dec!(8999.99));
        let prompt = "How big should my emergency fund be, and how do I build it?";
        assert_eq!(suggestions(&p, &["hi"], 2), vec![prompt]);
        p.emergency_fund_current = None;
        p.emergency_fund = Some(dec!(9000));
        assert!(suggestions(&p, &["hi"], 2).is_empty());
        p.emergency_fund = None;
        assert_eq!(suggestions(&p, &["hi"], 2), vec![prompt]);
    }

    #[test]
    fn capped_at_three_in_rule_order_without_duplicates() {
        let p = FinancialProfile {
            country: Country::Australia,
            age: Some(25),
            annual_income: Some(dec!(150000)),
            ..FinancialProfile::default()
        };
        let s = suggestions(&p, &["tax and super", "tax", "super"], 3);
        assert_eq!(
            s,
            vec![
                "How can I legally reduce the tax I pay?",
                "How do franking credits work on Australian shares?",
                "When can I realistically afford to retire?",
            ]
        );
        let s = suggestions(&p, &["hello"], 3);
        assert_eq!(s.len(), 3);
        assert!(s[0].contains("while I'm young"));
        assert!(s[1].contains("over $100,000"));
        assert!(s[2].contains("monthly budget"));
    }
}
