//! How profile fields and their values read in prose, in the person's country terms: "super
//! balance **$60,000**", "state **Victoria**".

use finance_domain::validation::FieldKind;
use finance_domain::{Country, ProfileField};
use rust_decimal::Decimal;

use crate::format::{money, percent};

/// How a field is named in prose, in the person's country terms.
pub(crate) fn field_label(f: ProfileField, country: Country) -> &'static str {
    match f {
        ProfileField::Country => "country",
        ProfileField::State => "state",
        ProfileField::AnnualIncome => "annual income",
        ProfileField::HouseholdIncome => "household income",
        ProfileField::MonthlyExpenses => "monthly expenses",
        ProfileField::TakeHome => "take-home pay",
        ProfileField::FederalTax => "income tax",
        ProfileField::StateTax => "state tax",
        ProfileField::FicaTax => match country {
            Country::Australia => "Medicare levy",
            Country::Us => "FICA",
        },
        ProfileField::CurrentSavings => "savings",
        ProfileField::PropertyValue => "property value",
        ProfileField::SuperBalance => match country {
            Country::Australia => "super balance",
            Country::Us => "401(k) balance",
        },
        ProfileField::InvestmentAccounts => "investments",
        ProfileField::EmergencyFund => "emergency fund",
        ProfileField::EmergencyFundCurrent => "emergency fund",
        ProfileField::EmergencyFundMonths => "emergency fund target",
        ProfileField::MortgageBalance => "mortgage balance",
        ProfileField::Debts => "other debts",
        ProfileField::RentOrMortgage => "monthly rent or mortgage repayment",
        ProfileField::NumberOfCars => "cars",
        ProfileField::Dependents => "dependents",
        ProfileField::Age => "age",
        ProfileField::MaritalStatus => "marital status",
        ProfileField::OtherAssets => "other assets",
        ProfileField::RetirementAge => "retirement age",
        ProfileField::ExpectedReturnRate => "expected return",
        ProfileField::RetirementWithdrawalRate => "withdrawal rate",
        ProfileField::PrivateHospitalCover => "private hospital cover",
        // The table's own label (profile::fields) for the fields added since these were written.
        other => other.label(country),
    }
}

/// A raw value as prose: money as $85,000, rates as 7%, states by name.
pub(crate) fn value_text(f: ProfileField, raw: &str, country: Country) -> String {
    match f.kind() {
        FieldKind::Money => raw
            .parse::<Decimal>()
            .map(money)
            .unwrap_or_else(|_| raw.to_string()),
        FieldKind::Rate { .. } => raw
            .parse::<Decimal>()
            .map(percent)
            .unwrap_or_else(|_| raw.to_string()),
        FieldKind::Months => format!("{raw} months"),
        FieldKind::Region => finance_domain::Region::parse(country, raw)
            .map(|r| r.name().to_string())
            .unwrap_or_else(|| raw.to_string()),
        FieldKind::Country => match Country::parse(raw) {
            Some(Country::Australia) => "Australia".into(),
            Some(Country::Us) => "the United States".into(),
            None => raw.to_string(),
        },
        FieldKind::Bool => {
            if raw == "true" {
                "yes".into()
            } else {
                "no".into()
            }
        }
        _ => raw.to_string(),
    }
}

/// "super balance" → "Super balance", for the start of a list item.
pub(crate) fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}
