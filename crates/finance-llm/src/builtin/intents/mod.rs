//! What a message asks for. One enum for every intent the router can choose. Each intent has a
//! definition ([`IntentDef`]): the inputs it needs and how a follow-up merges them, how it reads
//! them from a message, and its answer. The router only chooses; `conversation.rs` carries inputs
//! between turns for every intent alike.

use crate::builtin::Understanding;
use crate::builtin::inputs::{InputSpec, Inputs};
use crate::builtin::out::Out;
use crate::context::AdvisorContext;

pub mod classic;
pub mod contributions;
pub mod explain;
pub mod fallback;
pub mod goals;
pub mod income;
pub mod limits;
pub mod loan;
pub mod own;
pub mod savings;

pub use explain::Explainer;
pub use limits::LimitKind;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LoanAsk {
    /// The regular repayment and total interest.
    Repayment,
    /// What an extra regular repayment saves.
    Extra,
    /// How long a balance takes to clear at a given payment.
    Payoff,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SavingsAsk {
    /// What a lump sum and regular contributions grow to.
    Growth,
    /// The regular saving needed to reach a target.
    Target,
    /// How long regular saving takes to reach a target.
    TimeToTarget,
    /// The nest egg a retirement income needs by the withdrawal-rate rule.
    NestEgg,
    /// What a future sum is worth in today's dollars after inflation.
    TodaysDollars,
}

/// Questions about the person's own figures, answered from the profile.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OwnAsk {
    /// Property value minus the mortgage.
    Equity,
    /// Take-home less expenses, a month and a year, and the share of take-home saved.
    SavingsRate,
    /// The Super Guarantee due on the salary (AU) or the 401(k) match (US).
    EmployerContributions,
    /// Months of expenses the emergency fund covers.
    EmergencyCover,
    /// Debts against income.
    DebtToIncome,
    /// Retirement age less age.
    YearsToRetirement,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ContributionAsk {
    /// The tax a before-tax contribution saves (salary sacrifice, a pre-tax 401(k) deferral).
    TaxSaving,
    /// What the super or 401(k) is worth with an extra contribution.
    WhatIf,
}

/// Goals set, checked, changed or removed in chat (`intents/goals/`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GoalAsk {
    Create,
    Progress,
    Update,
    Delete,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IncomeAsk {
    Bonus,
    Raise,
    Couple,
    Surcharge,
    States,
    Years,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Intent {
    /// One of the eight topics of the topics library, by id.
    Topic(&'static str),
    Tax,
    Retirement,
    EmergencyFund,
    Budget,
    Debt,
    SalarySacrifice,
    RetirementAccounts,
    NetWorth,
    HomeBuying,
    ProfileSummary,
    Greeting,
    Thanks,
    Help,
    /// Only facts were stated; the reply acknowledges them.
    Facts,
    Loan(LoanAsk),
    Savings(SavingsAsk),
    Income(IncomeAsk),
    Contribution(ContributionAsk),
    Own(OwnAsk),
    Limit(LimitKind),
    Explain(Explainer),
    Goal(GoalAsk),
    Unknown,
}

impl Intent {
    /// A stable name for evaluation and logs: "tax", "loan_repayment", "limit:standard_deduction".
    pub fn name(self) -> String {
        match self {
            Intent::Topic(id) => format!("topic:{id}"),
            Intent::Tax => "tax".into(),
            Intent::Retirement => "retirement".into(),
            Intent::EmergencyFund => "emergency_fund".into(),
            Intent::Budget => "budget".into(),
            Intent::Debt => "debt".into(),
            Intent::SalarySacrifice => "salary_sacrifice".into(),
            Intent::RetirementAccounts => "retirement_accounts".into(),
            Intent::NetWorth => "net_worth".into(),
            Intent::HomeBuying => "home_buying".into(),
            Intent::ProfileSummary => "profile_summary".into(),
            Intent::Greeting => "greeting".into(),
            Intent::Thanks => "thanks".into(),
            Intent::Help => "help".into(),
            Intent::Facts => "facts".into(),
            Intent::Loan(LoanAsk::Repayment) => "loan_repayment".into(),
            Intent::Loan(LoanAsk::Extra) => "loan_extra_repayment".into(),
            Intent::Loan(LoanAsk::Payoff) => "loan_payoff_time".into(),
            Intent::Savings(SavingsAsk::Growth) => "savings_growth".into(),
            Intent::Savings(SavingsAsk::Target) => "savings_target".into(),
            Intent::Savings(SavingsAsk::TimeToTarget) => "savings_time_to_target".into(),
            Intent::Savings(SavingsAsk::NestEgg) => "nest_egg".into(),
            Intent::Savings(SavingsAsk::TodaysDollars) => "todays_dollars".into(),
            Intent::Income(IncomeAsk::Bonus) => "bonus_after_tax".into(),
            Intent::Income(IncomeAsk::Raise) => "raise_after_tax".into(),
            Intent::Income(IncomeAsk::Couple) => "couple_take_home".into(),
            Intent::Income(IncomeAsk::Surcharge) => "surcharge_cost".into(),
            Intent::Income(IncomeAsk::States) => "compare_states".into(),
            Intent::Income(IncomeAsk::Years) => "compare_years".into(),
            Intent::Contribution(ContributionAsk::TaxSaving) => "pretax_saving".into(),
            Intent::Contribution(ContributionAsk::WhatIf) => "contribution_what_if".into(),
            Intent::Own(OwnAsk::Equity) => "equity".into(),
            Intent::Own(OwnAsk::SavingsRate) => "savings_rate".into(),
            Intent::Own(OwnAsk::EmployerContributions) => "employer_contributions".into(),
            Intent::Own(OwnAsk::EmergencyCover) => "emergency_cover".into(),
            Intent::Own(OwnAsk::DebtToIncome) => "debt_to_income".into(),
            Intent::Own(OwnAsk::YearsToRetirement) => "years_to_retirement".into(),
            Intent::Limit(k) => format!("limit:{}", k.id()),
            Intent::Explain(e) => format!("explain:{}", e.id()),
            Intent::Goal(GoalAsk::Create) => "goal_create".into(),
            Intent::Goal(GoalAsk::Progress) => "goal_progress".into(),
            Intent::Goal(GoalAsk::Update) => "goal_update".into(),
            Intent::Goal(GoalAsk::Delete) => "goal_delete".into(),
            Intent::Unknown => "unknown".into(),
        }
    }

    /// Calculators, limits and explainers answer the question asked; figures in it are the
    /// question's, never the person's profile.
    pub fn is_question_scoped(self) -> bool {
        matches!(
            self,
            Intent::Loan(_)
                | Intent::Savings(_)
                | Intent::Income(_)
                | Intent::Contribution(_)
                | Intent::Limit(_)
                | Intent::Explain(_)
        )
    }
}

/// An intent's definition: what it needs, how it reads it, how it answers.
pub(crate) struct IntentDef {
    /// What a follow-up calls it: "Same loan, over 25 years instead of 30".
    pub noun: &'static str,
    /// Its inputs, in the order a reply names them. Names are recorded with every answer, so they
    /// stay stable; a name shared by two intents ("principal", "rate", "years") lets a follow-up
    /// that switches intent carry the value across.
    pub inputs: &'static [InputSpec],
    /// What this message gives of the inputs (with the profile's values and defaults marked as
    /// such). A follow-up's message is read the same way and merged over the earlier inputs.
    pub read: fn(Intent, &Understanding, &AdvisorContext) -> Inputs,
    /// The answer from resolved inputs. It asks for a missing required input with `Out::ask`.
    pub answer: fn(Intent, &Inputs, &AdvisorContext, &Understanding, &mut Out),
}

impl IntentDef {
    /// The first required input missing from `inputs`.
    pub fn missing(&self, inputs: &Inputs) -> Option<&'static InputSpec> {
        self.inputs
            .iter()
            .find(|s| s.required && inputs.get(s.name).is_none())
    }
}

impl Intent {
    /// Its definition.
    pub(crate) fn def(self) -> &'static IntentDef {
        match self {
            Intent::Loan(LoanAsk::Repayment) => &loan::repayment::DEF,
            Intent::Loan(LoanAsk::Extra) => &loan::extra::DEF,
            Intent::Loan(LoanAsk::Payoff) => &loan::payoff::DEF,
            Intent::Savings(a) => savings::def(a),
            Intent::Income(a) => income::def(a),
            Intent::Contribution(a) => contributions::def(a),
            Intent::Limit(_) => &limits::DEF,
            Intent::Explain(_) => &explain::DEF,
            Intent::Own(a) => own::def(a),
            Intent::NetWorth => &own::net_worth::DEF,
            Intent::Goal(a) => goals::def(a),
            _ => classic::def(self),
        }
    }

    /// Whether two intents share a definition (and so their inputs): `limit:ira_limit` and
    /// `limit:hsa_limit` do, `loan_repayment` and `loan_payoff_time` don't.
    pub(crate) fn same_def(self, other: Intent) -> bool {
        std::ptr::eq(self.def(), other.def())
    }

    /// The intent a recorded name stands for ([`Intent::name`] read back).
    pub fn from_name(name: &str) -> Option<Intent> {
        if let Some(id) = name.strip_prefix("limit:") {
            return LimitKind::ALL
                .into_iter()
                .find(|k| k.id() == id)
                .map(Intent::Limit);
        }
        if let Some(id) = name.strip_prefix("explain:") {
            return Explainer::ALL
                .into_iter()
                .find(|e| e.id() == id)
                .map(Intent::Explain);
        }
        if let Some(id) = name.strip_prefix("topic:") {
            return finance_domain::topics::find(id).map(|t| Intent::Topic(t.id.as_str()));
        }
        FIXED.iter().find(|i| i.name() == name).copied()
    }

    /// What a later "it" stands for: the account, tax or topic the answer was about.
    pub fn subject(self) -> Option<String> {
        self.subject_in(None)
    }

    /// The subject, narrowed by the message that asked: "roth vs traditional 401k?" is about a
    /// 401(k), so a later "how much can I put in each year?" asks that account's limit.
    pub fn subject_in(self, r: Option<&crate::builtin::facts::Reading>) -> Option<String> {
        if self == Intent::Explain(Explainer::RothVsTraditional)
            && r.is_some_and(|r| r.has_any(&["k401", "b403"]))
        {
            return Some("Roth 401(k)".into());
        }
        match self {
            Intent::Explain(e) => Some(e.subject().to_string()),
            Intent::Limit(k) => k.subject().map(str::to_string),
            Intent::Topic(id) => finance_domain::topics::find(id).map(|t| t.title.clone()),
            Intent::Own(_) | Intent::NetWorth => own::subject(self).map(str::to_string),
            _ => None,
        }
    }

    /// Intents whose answer is itself a comparison of what the message lists (states, years): a
    /// message's "or" is theirs, not options to answer one by one.
    pub fn compares_itself(self) -> bool {
        matches!(self, Intent::Income(IncomeAsk::States | IncomeAsk::Years))
    }

    /// Intents that answer no question of their own: a message routed here may be a follow-up.
    pub fn is_weak(self) -> bool {
        matches!(self, Intent::Unknown | Intent::Facts | Intent::Thanks)
    }

    /// General advice found by a keyword ("debt", "super", "budget"): the broadest answers.
    pub fn is_broad_advice(self) -> bool {
        matches!(
            self,
            Intent::Debt
                | Intent::Budget
                | Intent::RetirementAccounts
                | Intent::HomeBuying
                | Intent::EmergencyFund
                | Intent::SalarySacrifice
        )
    }
}

/// Every intent that carries no id.
const FIXED: &[Intent] = &[
    Intent::Tax,
    Intent::Retirement,
    Intent::EmergencyFund,
    Intent::Budget,
    Intent::Debt,
    Intent::SalarySacrifice,
    Intent::RetirementAccounts,
    Intent::NetWorth,
    Intent::HomeBuying,
    Intent::ProfileSummary,
    Intent::Greeting,
    Intent::Thanks,
    Intent::Help,
    Intent::Facts,
    Intent::Loan(LoanAsk::Repayment),
    Intent::Loan(LoanAsk::Extra),
    Intent::Loan(LoanAsk::Payoff),
    Intent::Savings(SavingsAsk::Growth),
    Intent::Savings(SavingsAsk::Target),
    Intent::Savings(SavingsAsk::TimeToTarget),
    Intent::Savings(SavingsAsk::NestEgg),
    Intent::Savings(SavingsAsk::TodaysDollars),
    Intent::Income(IncomeAsk::Bonus),
    Intent::Income(IncomeAsk::Raise),
    Intent::Income(IncomeAsk::Couple),
    Intent::Income(IncomeAsk::Surcharge),
    Intent::Income(IncomeAsk::States),
    Intent::Income(IncomeAsk::Years),
    Intent::Contribution(ContributionAsk::TaxSaving),
    Intent::Contribution(ContributionAsk::WhatIf),
    Intent::Own(OwnAsk::Equity),
    Intent::Own(OwnAsk::SavingsRate),
    Intent::Own(OwnAsk::EmployerContributions),
    Intent::Own(OwnAsk::EmergencyCover),
    Intent::Own(OwnAsk::DebtToIncome),
    Intent::Own(OwnAsk::YearsToRetirement),
    Intent::Goal(GoalAsk::Create),
    Intent::Goal(GoalAsk::Progress),
    Intent::Goal(GoalAsk::Update),
    Intent::Goal(GoalAsk::Delete),
    Intent::Unknown,
];

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::builtin::BuiltinAdvisor;
    use crate::context::{ChatTurn, Role};
    use finance_domain::{Country, FinancialProfile};

    fn ctx(message: &str, history: Vec<ChatTurn>) -> AdvisorContext {
        AdvisorContext {
            profile: FinancialProfile {
                country: Country::Australia,
                ..FinancialProfile::default()
            },
            goals: Vec::new(),
            history,
            message: message.to_string(),
            today: chrono::NaiveDate::from_ymd_opt(2026, 11, 24).unwrap_or_default(),
        }
    }

    /// Asserts that `message`, on its own, is answered as `intent`.
    pub(crate) fn answers_as(message: &str, intent: &str) {
        assert_eq!(
            BuiltinAdvisor::new().intent_of(&ctx(message, Vec::new())),
            intent,
            "{message}"
        );
    }

    /// The reply to `message` after `before` (each answered in turn, as the chat does).
    pub(crate) fn follow_up(before: &[&str], message: &str) -> String {
        let advisor = BuiltinAdvisor::new();
        let mut history = Vec::new();
        for m in before {
            let reply = advisor.reply(&ctx(m, history.clone()));
            history.push(ChatTurn {
                role: Role::User,
                content: (*m).to_string(),
                answer: None,
            });
            history.push(ChatTurn {
                role: Role::Assistant,
                content: reply.content,
                answer: reply.answer,
            });
        }
        advisor.reply(&ctx(message, history)).content
    }

    #[test]
    fn every_name_reads_back() {
        let mut all: Vec<Intent> = FIXED.to_vec();
        all.extend(LimitKind::ALL.map(Intent::Limit));
        all.extend(Explainer::ALL.map(Intent::Explain));
        all.extend(
            finance_domain::topics::all()
                .iter()
                .map(|t| Intent::Topic(t.id.as_str())),
        );
        for i in all {
            assert_eq!(Intent::from_name(&i.name()), Some(i), "{}", i.name());
        }
        assert_eq!(Intent::from_name("nonsense"), None);
    }
}
