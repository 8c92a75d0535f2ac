//! The saved financial profile (spec section 3) and its derived values.
//!
//! The fields themselves are defined once, in [`fields`]. Every field is optional: `None` means the person never told us. Defaults from spec section 9 are
//! applied by the accessors (`retirement_age_or_default`, …) and by [`FinancialProfile::with_defaults`],
//! never stored, so a later change of a default reaches everybody who did not choose a value.

use rust_decimal::Decimal;
use rust_decimal_macros::dec;
use serde::{Deserialize, Serialize};

pub mod fields;
pub mod history;

pub use fields::{FieldKind, FieldType, FieldValue, FinancialProfile, ProfileField};

pub const DEFAULT_RETIREMENT_AGE: u32 = 65;
pub const DEFAULT_EMERGENCY_FUND_MONTHS: Decimal = dec!(6);
pub const DEFAULT_EXPECTED_RETURN_RATE: Decimal = dec!(0.07);
pub const DEFAULT_RETIREMENT_WITHDRAWAL_RATE: Decimal = dec!(0.04);
/// Long-run inflation for plans in today's dollars: the middle of the RBA's 2-3% target band, and
/// close to the Fed's 2% (PCE) goal.
pub const DEFAULT_INFLATION_RATE: Decimal = dec!(0.025);
/// Standard deviation of annual returns of a balanced/growth portfolio, for the retirement odds.
pub const DEFAULT_RETURN_VOLATILITY: Decimal = dec!(0.10);
/// The age a retirement plan runs to.
pub const DEFAULT_HORIZON_AGE: u32 = 95;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Country {
    #[default]
    Australia,
    Us,
}

impl Country {
    pub fn as_str(self) -> &'static str {
        match self {
            Country::Australia => "australia",
            Country::Us => "us",
        }
    }

    /// Every spelling `parse` accepts (after trimming, ASCII case-insensitive): the stored ones and
    /// the common ones people type. The API's OpenAPI pattern is built from this list too.
    pub const SPELLINGS: [(&'static str, Country); 8] = [
        ("australia", Country::Australia),
        ("au", Country::Australia),
        ("aus", Country::Australia),
        ("us", Country::Us),
        ("usa", Country::Us),
        ("united states", Country::Us),
        ("united states of america", Country::Us),
        ("america", Country::Us),
    ];

    /// Accepts the stored spellings and the common ones people type ("AU", "USA", "United States").
    pub fn parse(raw: &str) -> Option<Country> {
        let raw = raw.trim();
        Country::SPELLINGS
            .into_iter()
            .find(|(spelling, _)| spelling.eq_ignore_ascii_case(raw))
            .map(|(_, country)| country)
    }

    /// What the country calls the tax-advantaged retirement account.
    pub fn retirement_account_label(self) -> &'static str {
        match self {
            Country::Australia => "Superannuation",
            Country::Us => "401(k)",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MaritalStatus {
    #[serde(rename = "single")]
    Single,
    #[serde(rename = "married")]
    Married,
    #[serde(rename = "de facto")]
    DeFacto,
    #[serde(rename = "divorced")]
    Divorced,
    #[serde(rename = "separated")]
    Separated,
    #[serde(rename = "widowed")]
    Widowed,
}

impl MaritalStatus {
    pub const ALL: [MaritalStatus; 6] = [
        MaritalStatus::Single,
        MaritalStatus::Married,
        MaritalStatus::DeFacto,
        MaritalStatus::Divorced,
        MaritalStatus::Separated,
        MaritalStatus::Widowed,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            MaritalStatus::Single => "single",
            MaritalStatus::Married => "married",
            MaritalStatus::DeFacto => "de facto",
            MaritalStatus::Divorced => "divorced",
            MaritalStatus::Separated => "separated",
            MaritalStatus::Widowed => "widowed",
        }
    }

    /// Case-insensitive; accepts "de-facto" and "defacto" too.
    pub fn parse(raw: &str) -> Option<MaritalStatus> {
        // Compared in place rather than through a normalised copy: a batch parses one per line.
        let raw = raw.trim();
        if raw.eq_ignore_ascii_case("defacto") {
            return Some(MaritalStatus::DeFacto);
        }
        MaritalStatus::ALL.into_iter().find(|m| {
            let name = m.as_str();
            name.len() == raw.len()
                && name.bytes().zip(raw.bytes()).all(|(n, r)| {
                    let r = r.to_ascii_lowercase();
                    r == n || n == b' ' && matches!(r, b'-' | b'_')
                })
        })
    }

    /// Married and de facto people are partnered for tax purposes (AU Medicare family thresholds,
    /// US joint filing for "married").
    pub fn is_partnered(self) -> bool {
        matches!(self, MaritalStatus::Married | MaritalStatus::DeFacto)
    }
}

fn or_zero(v: Option<Decimal>) -> Decimal {
    v.unwrap_or(Decimal::ZERO)
}

impl FinancialProfile {
    pub fn annual_income_or_zero(&self) -> Decimal {
        or_zero(self.annual_income)
    }
    pub fn monthly_expenses_or_zero(&self) -> Decimal {
        or_zero(self.monthly_expenses)
    }
    pub fn current_savings_or_zero(&self) -> Decimal {
        or_zero(self.current_savings)
    }
    pub fn retirement_age_or_default(&self) -> u32 {
        self.retirement_age.unwrap_or(DEFAULT_RETIREMENT_AGE)
    }
    pub fn emergency_fund_months_or_default(&self) -> Decimal {
        self.emergency_fund_months
            .unwrap_or(DEFAULT_EMERGENCY_FUND_MONTHS)
    }
    pub fn expected_return_rate_or_default(&self) -> Decimal {
        self.expected_return_rate
            .unwrap_or(DEFAULT_EXPECTED_RETURN_RATE)
    }
    pub fn retirement_withdrawal_rate_or_default(&self) -> Decimal {
        self.retirement_withdrawal_rate
            .unwrap_or(DEFAULT_RETIREMENT_WITHDRAWAL_RATE)
    }
    pub fn has_private_hospital_cover(&self) -> bool {
        self.private_hospital_cover.unwrap_or(true)
    }

    /// savings + property + super + investments + emergency fund (spec section 3).
    pub fn total_assets(&self) -> Decimal {
        or_zero(self.current_savings)
            + or_zero(self.property_value)
            + or_zero(self.super_balance)
            + or_zero(self.investment_accounts)
            + or_zero(self.emergency_fund)
    }

    /// mortgage + debts.
    pub fn total_liabilities(&self) -> Decimal {
        or_zero(self.mortgage_balance) + or_zero(self.debts)
    }

    pub fn net_worth(&self) -> Decimal {
        self.total_assets() - self.total_liabilities()
    }

    /// federal + state + FICA (in Australia: income tax + 0 + Medicare levy).
    pub fn total_tax(&self) -> Decimal {
        or_zero(self.federal_tax) + or_zero(self.state_tax) + or_zero(self.fica_tax)
    }

    /// Annual take-home / 12, unrounded; callers round for display.
    pub fn monthly_take_home(&self) -> Decimal {
        or_zero(self.take_home) / dec!(12)
    }

    /// The dashboard's empty state: no income, no assets and no expenses.
    pub fn is_empty_for_dashboard(&self) -> bool {
        self.annual_income_or_zero().is_zero()
            && self.total_assets().is_zero()
            && self.monthly_expenses_or_zero().is_zero()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn derived_values_follow_the_spec() {
        let p = FinancialProfile {
            current_savings: Some(dec!(10000)),
            property_value: Some(dec!(500000)),
            super_balance: Some(dec!(80000)),
            investment_accounts: Some(dec!(5000)),
            emergency_fund: Some(dec!(2000)),
            mortgage_balance: Some(dec!(400000)),
            debts: Some(dec!(15000)),
            federal_tax: Some(dec!(100)),
            state_tax: Some(dec!(20)),
            fica_tax: Some(dec!(3)),
            take_home: Some(dec!(60000)),
            ..FinancialProfile::default()
        };
        assert_eq!(p.total_assets(), dec!(597000));
        assert_eq!(p.total_liabilities(), dec!(415000));
        assert_eq!(p.net_worth(), dec!(182000));
        assert_eq!(p.total_tax(), dec!(123));
        assert_eq!(p.monthly_take_home(), dec!(5000));
        assert!(!p.is_empty_for_dashboard());
    }

    #[test]
    fn defaults_are_the_spec_constants() {
        let p = FinancialProfile::default().with_defaults();
        assert_eq!(p.country, Country::Australia);
        assert_eq!(p.retirement_age, Some(65));
        assert_eq!(p.emergency_fund_months, Some(dec!(6)));
        assert_eq!(p.current_savings, Some(Decimal::ZERO));
        assert_eq!(p.expected_return_rate, Some(dec!(0.07)));
        assert_eq!(p.retirement_withdrawal_rate, Some(dec!(0.04)));
        assert!(p.has_private_hospital_cover());
        assert!(FinancialProfile::default().is_empty_for_dashboard());
    }

    #[test]
    fn marital_status_parses_loosely() {
        assert_eq!(
            MaritalStatus::parse("De-Facto"),
            Some(MaritalStatus::DeFacto)
        );
        assert_eq!(
            MaritalStatus::parse("defacto"),
            Some(MaritalStatus::DeFacto)
        );
        assert_eq!(
            MaritalStatus::parse("WIDOWED"),
            Some(MaritalStatus::Widowed)
        );
        assert_eq!(MaritalStatus::parse("engaged"), None);
    }
}
