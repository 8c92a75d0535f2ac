//! What a message asks for. One enum for every intent the router can choose; each family of intents
//! has its own file with its detection rules and its answer.

pub mod classic;
pub mod contributions;
pub mod explain;
pub mod fallback;
pub mod income;
pub mod limits;
pub mod loan;
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
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ContributionAsk {
    /// The tax a before-tax contribution saves (salary sacrifice, a pre-tax 401(k) deferral).
    TaxSaving,
    /// What the super or 401(k) is worth with an extra contribution.
    WhatIf,
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
    Limit(LimitKind),
    Explain(Explainer),
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
            Intent::Income(IncomeAsk::Bonus) => "bonus_after_tax".into(),
            Intent::Income(IncomeAsk::Raise) => "raise_after_tax".into(),
            Intent::Income(IncomeAsk::Couple) => "couple_take_home".into(),
            Intent::Income(IncomeAsk::Surcharge) => "surcharge_cost".into(),
            Intent::Income(IncomeAsk::States) => "compare_states".into(),
            Intent::Income(IncomeAsk::Years) => "compare_years".into(),
            Intent::Contribution(ContributionAsk::TaxSaving) => "pretax_saving".into(),
            Intent::Contribution(ContributionAsk::WhatIf) => "contribution_what_if".into(),
            Intent::Limit(k) => format!("limit:{}", k.id()),
            Intent::Explain(e) => format!("explain:{}", e.id()),
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
