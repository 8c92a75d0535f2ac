//! What a goal tracks ([`GoalKind`]), which debt a payoff goal follows ([`TrackedDebt`]) and where a
//! goal stands ([`GoalStatus`]). Each spelling here is the one the API, the store and the advisor use.

use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};

use crate::profile::FinancialProfile;
use crate::validation::ProfileField;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum GoalKind {
    /// A sum to put aside (a house deposit, a wedding, a car); the person keeps its amount up to date.
    Savings,
    /// Months of expenses held in the profile's emergency fund.
    EmergencyFund,
    /// A debt of the profile paid down (to 0 unless the goal says otherwise).
    DebtPayoff,
    /// A yearly spending level in retirement, in today's dollars, tested by the retirement plan.
    Retirement,
    /// A net worth (total assets less total liabilities) to reach.
    NetWorth,
}

impl GoalKind {
    pub const ALL: [GoalKind; 5] = [
        GoalKind::Savings,
        GoalKind::EmergencyFund,
        GoalKind::DebtPayoff,
        GoalKind::Retirement,
        GoalKind::NetWorth,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            GoalKind::Savings => "savings",
            GoalKind::EmergencyFund => "emergency_fund",
            GoalKind::DebtPayoff => "debt_payoff",
            GoalKind::Retirement => "retirement",
            GoalKind::NetWorth => "net_worth",
        }
    }

    pub fn parse(raw: &str) -> Option<GoalKind> {
        GoalKind::ALL.into_iter().find(|k| k.as_str() == raw)
    }

    /// "a savings goal", for messages.
    pub fn a_goal(self) -> &'static str {
        match self {
            GoalKind::Savings => "a savings goal",
            GoalKind::EmergencyFund => "an emergency fund goal",
            GoalKind::DebtPayoff => "a debt payoff goal",
            GoalKind::Retirement => "a retirement goal",
            GoalKind::NetWorth => "a net worth goal",
        }
    }
}

/// The profile balance a debt payoff goal follows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub enum TrackedDebt {
    /// The profile's other debts (credit cards, personal and car loans).
    Debts,
    MortgageBalance,
    /// Australia: the HELP (study loan) balance.
    HelpDebt,
}

impl TrackedDebt {
    pub const ALL: [TrackedDebt; 3] = [
        TrackedDebt::Debts,
        TrackedDebt::MortgageBalance,
        TrackedDebt::HelpDebt,
    ];

    pub fn profile_field(self) -> ProfileField {
        match self {
            TrackedDebt::Debts => ProfileField::Debts,
            TrackedDebt::MortgageBalance => ProfileField::MortgageBalance,
            TrackedDebt::HelpDebt => ProfileField::HelpDebt,
        }
    }

    /// The profile field's camelCase name, as stored and sent.
    pub fn as_str(self) -> &'static str {
        self.profile_field().name()
    }

    pub fn parse(raw: &str) -> Option<TrackedDebt> {
        TrackedDebt::ALL.into_iter().find(|d| d.as_str() == raw)
    }

    /// The balance owed now; a balance never given is 0.
    pub fn balance(self, p: &FinancialProfile) -> Decimal {
        match self {
            TrackedDebt::Debts => p.debts,
            TrackedDebt::MortgageBalance => p.mortgage_balance,
            TrackedDebt::HelpDebt => p.help_debt,
        }
        .unwrap_or(Decimal::ZERO)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum GoalStatus {
    Active,
    /// The target is reached (progress is 1). A retirement goal stays active: the plan is tested
    /// again every time it is read.
    Achieved,
}
