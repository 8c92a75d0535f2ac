//! The router: every message goes to exactly one primary intent (and at most one secondary) with
//! its slots. Families are asked most specific first: the topics screen's own messages, limit
//! lookups, income changes, loans, savings, explainers, then the spec's intents (tax, retirement,
//! topics, facts…), and finally the fallback.

use super::facts::Reading;
use super::intents::{
    Intent, classic, contributions, explain, goals, income, limits, loan, own, savings,
};
use super::slots::Slots;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Route {
    pub primary: Intent,
    /// A second, different question in the same message (spec intents only).
    pub secondary: Option<Intent>,
    /// The message named nothing an intent knows and the primary is a guess (a sum alone reads
    /// as a tax question): a follow-up may be read in the conversation's terms instead.
    pub guessed: bool,
    /// The message was routed as if it named the earlier answer's subject ("how much would I
    /// save if I paid an extra 250 each fortnight" after a repayment): it builds on that answer.
    pub on_earlier: bool,
}

impl Route {
    fn one(primary: Intent) -> Route {
        Route {
            on_earlier: false,
            primary,
            secondary: None,
            guessed: false,
        }
    }
}

pub fn route(r: &Reading, s: &Slots) -> Route {
    route_with(r, s, true)
}

/// Routes a message read with an earlier answer's subject added ("whats the cap for 2025-26
/// (Concessional Super Contributions)"): the subject is a library topic's title, but the message
/// asks its own question about it.
pub fn route_with_subject(r: &Reading, s: &Slots) -> Route {
    route_with(r, s, false)
}

fn route_with(r: &Reading, s: &Slots, titles: bool) -> Route {
    // The topics screen's "Ask AI" message names a topic by its title: that topic answers it.
    if !(titles && classic::names_topic_title(r)) {
        let figures = !s.money.is_empty();
        // Goals first: their cues ("set a goal", "how am I tracking on…", "delete my … goal") are
        // the most specific, and a goal said as a wish is not a one-off calculation.
        if let Some(a) = goals::detect(r, s) {
            return Route::one(Intent::Goal(a));
        }
        if let Some(i) = own::detect(r, s) {
            return Route::one(i);
        }
        if let Some(k) = limits::detect(r, figures) {
            return Route::one(Intent::Limit(k));
        }
        if let Some(a) = contributions::detect(r, s) {
            return Route::one(Intent::Contribution(a));
        }
        if let Some(a) = income::detect(r, s) {
            return Route::one(Intent::Income(a));
        }
        if let Some(a) = loan::detect(r, s) {
            return Route::one(Intent::Loan(a));
        }
        if let Some(a) = savings::detect(r, s) {
            return Route::one(Intent::Savings(a));
        }
        let stated = r.facts.iter().any(|f| !f.hypothetical && !f.in_question);
        if let Some(e) = explain::detect(r, figures || stated) {
            return Route::one(Intent::Explain(e));
        }
    }
    let found = classic::detect(r);
    Route {
        on_earlier: false,
        primary: found.first().copied().unwrap_or(Intent::Unknown),
        secondary: found.get(1).copied(),
        guessed: classic::guessed(r),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builtin::facts::{ReadContext, read};
    use crate::builtin::intents::{ContributionAsk, IncomeAsk, LimitKind, LoanAsk, SavingsAsk};
    use finance_domain::Country;

    fn intent(msg: &str) -> Intent {
        let r = read(
            msg,
            &ReadContext {
                country: Country::Australia,
                current: Vec::new(),
                previous_user_message: None,
            },
        );
        let s = crate::builtin::slots::read(&r.tokens, Country::Australia);
        route(&r, &s).primary
    }

    #[test]
    fn one_intent_per_family() {
        assert_eq!(
            intent("what are the repayments on a $500k loan at 6% over 30 years?"),
            Intent::Loan(LoanAsk::Repayment)
        );
        assert_eq!(
            intent("how long to pay off $5,000 at 18% paying $100 a month"),
            Intent::Loan(LoanAsk::Payoff)
        );
        assert_eq!(
            intent("if I invest $500 a month for 30 years at 7% how much will I have"),
            Intent::Savings(SavingsAsk::Growth)
        );
        assert_eq!(
            intent("what's a $10k bonus worth after tax on 85k"),
            Intent::Income(IncomeAsk::Bonus)
        );
        assert_eq!(
            intent("what's the standard deduction"),
            Intent::Limit(LimitKind::StandardDeduction)
        );
        assert_eq!(
            intent("how much tax would I save by salary sacrificing $10,000?"),
            Intent::Contribution(ContributionAsk::TaxSaving)
        );
        assert_eq!(
            intent("what will my super be worth if I add $200 a week?"),
            Intent::Contribution(ContributionAsk::WhatIf)
        );
        // Weighing it up is the advice's; a sum with its own rate and term is the savings calculator's.
        assert_ne!(
            intent("is salary sacrificing into super worth it on 85k?"),
            Intent::Contribution(ContributionAsk::WhatIf)
        );
        assert_eq!(
            intent("If I put $500 a month into super for 20 years at 7%, how much will I have?"),
            Intent::Savings(SavingsAsk::Growth)
        );
        assert_eq!(
            intent("paying 200 a month off my 5k card"),
            Intent::Loan(LoanAsk::Payoff)
        );
        assert_eq!(intent("how much tax on 85k?"), Intent::Tax);
        assert_eq!(intent("what's the weather like"), Intent::Unknown);
    }

    #[test]
    fn everyday_shorthand_and_checks_route_to_their_answers() {
        assert_eq!(
            intent("what income does the MLS kick in at for families"),
            Intent::Limit(LimitKind::SurchargeThresholds)
        );
        assert_eq!(
            intent("is the medicare levy still 2%?"),
            Intent::Limit(LimitKind::MedicareLevy)
        );
        assert_eq!(
            intent("what's the medicare levy surcharge on 100k"),
            Intent::Income(IncomeAsk::Surcharge)
        );
        assert_eq!(
            intent("can i put 35k concessional into super this year?"),
            Intent::Limit(LimitKind::ConcessionalCap)
        );
        assert_eq!(
            intent("is it better to take social security at 62 or 70"),
            Intent::Explain(crate::builtin::intents::Explainer::SocialSecurity)
        );
        assert_eq!(intent("whats my take home pay with my hecs"), Intent::Tax);
        assert_eq!(
            intent("if I bump my 401k by 300 a month what will it be at 65"),
            Intent::Contribution(ContributionAsk::WhatIf)
        );
        assert_eq!(
            intent(
                "how much would I save if I paid an extra 250 a fortnight on 450k at 6.1% over 30 years"
            ),
            Intent::Loan(LoanAsk::Extra)
        );
    }

    #[test]
    fn loans_and_advice_said_loosely_route_to_their_answers() {
        use crate::builtin::intents::Explainer;
        let loan = Intent::Loan(LoanAsk::Repayment);
        assert_eq!(intent("what r the repayments on 300k at 7% over 20"), loan);
        assert_eq!(
            intent("interest only on 700k at 6.4%, how much a month?"),
            loan
        );
        assert_eq!(intent("should I go 15 or 30 years on 320k at 6.5%?"), loan);
        assert_eq!(
            intent("How much would repayments be on my mortgage over 25 years at 6%?"),
            loan
        );
        assert_eq!(
            intent("extra $300/month on 550k at 6.1% 30yr, how much interest does that save"),
            Intent::Loan(LoanAsk::Extra)
        );
        assert_eq!(
            intent("how much is 1k a month invested for 25 years"),
            Intent::Savings(SavingsAsk::Growth)
        );
        assert_eq!(
            intent("want to buy a $45,000 car in 3 years, how much should i put away each week?"),
            Intent::Savings(SavingsAsk::Target)
        );
        assert_eq!(intent("is the 50/30/20 rule any good?"), Intent::Budget);
        assert_eq!(
            intent("any tips to stop overspending every month"),
            Intent::Budget
        );
        assert_eq!(intent("tips for buying my first home?"), Intent::HomeBuying);
        assert_eq!(
            intent("what info have you got saved on me?"),
            Intent::ProfileSummary
        );
        assert_eq!(
            intent("what's a roth ira vs traditional ira"),
            Intent::Explain(Explainer::RothVsTraditional)
        );
        assert_eq!(
            intent("negative gearing explained pls"),
            Intent::Explain(Explainer::NegativeGearing)
        );
        assert_eq!(
            intent("best way to save for retirement in the us?"),
            Intent::RetirementAccounts
        );
        assert_eq!(
            intent("I'm 55 with 800k in super, how long will it last if I spend 60k a year"),
            Intent::Retirement
        );
        assert_eq!(
            intent("sal sac 5k vs 10k on a 95k salary, which one saves me more tax"),
            Intent::Contribution(ContributionAsk::TaxSaving)
        );
        assert_eq!(
            intent(
                "Hi, I just started a new job on 1,650 a week gross. What will I take home weekly?"
            ),
            Intent::Tax
        );
        assert_eq!(
            intent("how much extra tax do i pay if i ditch private health insurance?"),
            Intent::Income(IncomeAsk::Surcharge)
        );
        assert_eq!(
            intent("i have 15k, adding 800 a month, when do i hit 50k?"),
            Intent::Savings(SavingsAsk::TimeToTarget)
        );
        assert_eq!(
            intent("how many months of expenses should I keep in cash?"),
            Intent::EmergencyFund
        );
        assert_eq!(intent("tax on 150k salary nsw"), Intent::Tax);
        assert_eq!(
            intent("how much does maxing out 401k reduce my taxes"),
            Intent::Contribution(ContributionAsk::TaxSaving)
        );
        // HELP is the study loan when its repayment or debt is named, not a call for help.
        assert_eq!(
            intent("what's the HELP repayment on 80k?"),
            Intent::Limit(LimitKind::HelpThresholds)
        );
        assert_eq!(
            intent("single, 110k, colorado. how much do I actually keep?"),
            Intent::Tax
        );
        assert_eq!(
            intent(
                "extra 5k a year into super, how much difference would that make by the time I retire?"
            ),
            Intent::Contribution(ContributionAsk::WhatIf)
        );
        assert_eq!(
            intent("I want $50k for our wedding by December 2028, how much do I need to save?"),
            Intent::Savings(SavingsAsk::Target)
        );
    }
}
