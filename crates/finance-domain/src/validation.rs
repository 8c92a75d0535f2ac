//! The one validation every writer of a profile goes through: REST forms, quick edits and the advisor.
//!
//! Bounds (documented in docs/domain.md): age 0-120; retirementAge 1-100; rates are fractions 0-1;
//! money 0 to 1e12; dependents 0-20; numberOfCars 0-50; emergencyFundMonths 0-60; maritalStatus one of
//! single, married, de facto, divorced, separated, widowed; otherAssets at most 500 characters;
//! state must belong to the profile's country.

use std::str::FromStr;

use rust_decimal::Decimal;
use rust_decimal::prelude::ToPrimitive;
use rust_decimal_macros::dec;

use crate::error::DomainError;
use crate::profile::{Country, FinancialProfile, MaritalStatus};
use crate::region::Region;

pub const MAX_MONEY: Decimal = dec!(1_000_000_000_000);
pub const MAX_OTHER_ASSETS_CHARS: usize = 500;

/// Every writable profile field, by its camelCase API name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ProfileField {
    Country,
    State,
    AnnualIncome,
    HouseholdIncome,
    MonthlyExpenses,
    TakeHome,
    FederalTax,
    StateTax,
    FicaTax,
    CurrentSavings,
    PropertyValue,
    SuperBalance,
    InvestmentAccounts,
    EmergencyFund,
    EmergencyFundCurrent,
    EmergencyFundMonths,
    MortgageBalance,
    Debts,
    RentOrMortgage,
    NumberOfCars,
    Dependents,
    Age,
    MaritalStatus,
    OtherAssets,
    RetirementAge,
    ExpectedReturnRate,
    RetirementWithdrawalRate,
    PrivateHospitalCover,
}

/// How a field's value is read and bounded.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FieldKind {
    Country,
    Region,
    /// Dollars, 0 to 1e12, up to 2 decimal places.
    Money,
    /// A fraction from 0 to 1.
    Rate,
    /// A whole number between the bounds, inclusive.
    Count {
        min: u32,
        max: u32,
    },
    /// A decimal number of months, 0 to 60.
    Months,
    MaritalStatus,
    Text,
    Bool,
}

impl ProfileField {
    pub const ALL: [ProfileField; 28] = [
        ProfileField::Country,
        ProfileField::State,
        ProfileField::AnnualIncome,
        ProfileField::HouseholdIncome,
        ProfileField::MonthlyExpenses,
        ProfileField::TakeHome,
        ProfileField::FederalTax,
        ProfileField::StateTax,
        ProfileField::FicaTax,
        ProfileField::CurrentSavings,
        ProfileField::PropertyValue,
        ProfileField::SuperBalance,
        ProfileField::InvestmentAccounts,
        ProfileField::EmergencyFund,
        ProfileField::EmergencyFundCurrent,
        ProfileField::EmergencyFundMonths,
        ProfileField::MortgageBalance,
        ProfileField::Debts,
        ProfileField::RentOrMortgage,
        ProfileField::NumberOfCars,
        ProfileField::Dependents,
        ProfileField::Age,
        ProfileField::MaritalStatus,
        ProfileField::OtherAssets,
        ProfileField::RetirementAge,
        ProfileField::ExpectedReturnRate,
        ProfileField::RetirementWithdrawalRate,
        ProfileField::PrivateHospitalCover,
    ];

    /// The fields of `POST /api/financial-profile/assumptions` (spec section 7).
    pub const ASSUMPTIONS: [ProfileField; 7] = [
        ProfileField::Age,
        ProfileField::RetirementAge,
        ProfileField::EmergencyFundMonths,
        ProfileField::CurrentSavings,
        ProfileField::MonthlyExpenses,
        ProfileField::ExpectedReturnRate,
        ProfileField::RetirementWithdrawalRate,
    ];

    /// Fields the tax engine derives; people may not set them directly.
    pub const COMPUTED: [ProfileField; 4] = [
        ProfileField::TakeHome,
        ProfileField::FederalTax,
        ProfileField::StateTax,
        ProfileField::FicaTax,
    ];

    /// Changing one of these makes the stored tax figures stale.
    pub const TAX_INPUTS: [ProfileField; 7] = [
        ProfileField::AnnualIncome,
        ProfileField::HouseholdIncome,
        ProfileField::Country,
        ProfileField::State,
        ProfileField::MaritalStatus,
        ProfileField::Dependents,
        ProfileField::PrivateHospitalCover,
    ];

    pub fn name(self) -> &'static str {
        match self {
            ProfileField::Country => "country",
            ProfileField::State => "state",
            ProfileField::AnnualIncome => "annualIncome",
            ProfileField::HouseholdIncome => "householdIncome",
            ProfileField::MonthlyExpenses => "monthlyExpenses",
            ProfileField::TakeHome => "takeHome",
            ProfileField::FederalTax => "federalTax",
            ProfileField::StateTax => "stateTax",
            ProfileField::FicaTax => "ficaTax",
            ProfileField::CurrentSavings => "currentSavings",
            ProfileField::PropertyValue => "propertyValue",
            ProfileField::SuperBalance => "superBalance",
            ProfileField::InvestmentAccounts => "investmentAccounts",
            ProfileField::EmergencyFund => "emergencyFund",
            ProfileField::EmergencyFundCurrent => "emergencyFundCurrent",
            ProfileField::EmergencyFundMonths => "emergencyFundMonths",
            ProfileField::MortgageBalance => "mortgageBalance",
            ProfileField::Debts => "debts",
            ProfileField::RentOrMortgage => "rentOrMortgage",
            ProfileField::NumberOfCars => "numberOfCars",
            ProfileField::Dependents => "dependents",
            ProfileField::Age => "age",
            ProfileField::MaritalStatus => "maritalStatus",
            ProfileField::OtherAssets => "otherAssets",
            ProfileField::RetirementAge => "retirementAge",
            ProfileField::ExpectedReturnRate => "expectedReturnRate",
            ProfileField::RetirementWithdrawalRate => "retirementWithdrawalRate",
            ProfileField::PrivateHospitalCover => "privateHospitalCover",
        }
    }

    pub fn from_name(name: &str) -> Option<ProfileField> {
        ProfileField::ALL.into_iter().find(|f| f.name() == name)
    }

    pub fn kind(self) -> FieldKind {
        match self {
            ProfileField::Country => FieldKind::Country,
            ProfileField::State => FieldKind::Region,
            ProfileField::EmergencyFundMonths => FieldKind::Months,
            ProfileField::NumberOfCars => FieldKind::Count { min: 0, max: 50 },
            ProfileField::Dependents => FieldKind::Count { min: 0, max: 20 },
            ProfileField::Age => FieldKind::Count { min: 0, max: 120 },
            ProfileField::RetirementAge => FieldKind::Count { min: 1, max: 100 },
            ProfileField::MaritalStatus => FieldKind::MaritalStatus,
            ProfileField::OtherAssets => FieldKind::Text,
            ProfileField::ExpectedReturnRate | ProfileField::RetirementWithdrawalRate => {
                FieldKind::Rate
            }
            ProfileField::PrivateHospitalCover => FieldKind::Bool,
            _ => FieldKind::Money,
        }
    }

    /// Whether the stored tax figures must be recomputed when this field changes.
    pub fn affects_tax(self) -> bool {
        ProfileField::TAX_INPUTS.contains(&self)
    }

    /// The stored value as its canonical string; `None` when never set.
    pub fn get(self, p: &FinancialProfile) -> Option<String> {
        fn d(v: Option<Decimal>) -> Option<String> {
            v.map(|x| x.normalize().to_string())
        }
        fn n(v: Option<u32>) -> Option<String> {
            v.map(|x| x.to_string())
        }
        match self {
            ProfileField::Country => Some(p.country.as_str().to_string()),
            ProfileField::State => p.state.map(|r| r.code().to_string()),
            ProfileField::AnnualIncome => d(p.annual_income),
            ProfileField::HouseholdIncome => d(p.household_income),
            ProfileField::MonthlyExpenses => d(p.monthly_expenses),
            ProfileField::TakeHome => d(p.take_home),
            ProfileField::FederalTax => d(p.federal_tax),
            ProfileField::StateTax => d(p.state_tax),
            ProfileField::FicaTax => d(p.fica_tax),
            ProfileField::CurrentSavings => d(p.current_savings),
            ProfileField::PropertyValue => d(p.property_value),
            ProfileField::SuperBalance => d(p.super_balance),
            ProfileField::InvestmentAccounts => d(p.investment_accounts),
            ProfileField::EmergencyFund => d(p.emergency_fund),
            ProfileField::EmergencyFundCurrent => d(p.emergency_fund_current),
            ProfileField::EmergencyFundMonths => d(p.emergency_fund_months),
            ProfileField::MortgageBalance => d(p.mortgage_balance),
            ProfileField::Debts => d(p.debts),
            ProfileField::RentOrMortgage => d(p.rent_or_mortgage),
            ProfileField::NumberOfCars => n(p.number_of_cars),
            ProfileField::Dependents => n(p.dependents),
            ProfileField::Age => n(p.age),
            ProfileField::MaritalStatus => p.marital_status.map(|m| m.as_str().to_string()),
            ProfileField::OtherAssets => p.other_assets.clone(),
            ProfileField::RetirementAge => n(p.retirement_age),
            ProfileField::ExpectedReturnRate => d(p.expected_return_rate),
            ProfileField::RetirementWithdrawalRate => d(p.retirement_withdrawal_rate),
            ProfileField::PrivateHospitalCover => p.private_hospital_cover.map(|b| b.to_string()),
        }
    }
}

/// A validated value for one field. `Clear` removes what was stored (the field reads as missing).
#[derive(Debug, Clone, PartialEq)]
pub enum FieldValue {
    Clear,
    Country(Country),
    Region(Region),
    Decimal(Decimal),
    Count(u32),
    MaritalStatus(MaritalStatus),
    Text(String),
    Bool(bool),
}

/// One applied change, for the audit trail: old and new values as canonical strings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldChange {
    pub field: ProfileField,
    pub old: Option<String>,
    pub new: Option<String>,
}

fn parse_decimal(field: ProfileField, raw: &str) -> Result<Decimal, DomainError> {
    let t = raw.trim();
    let ok_chars = !t.is_empty()
        && t.chars()
            .all(|c| c.is_ascii_digit() || c == '.' || c == '-' || c == '+');
    let parsed = if ok_chars {
        Decimal::from_str(t).ok()
    } else {
        None
    };
    parsed.ok_or_else(|| DomainError::invalid(field.name(), "must be a number"))
}

/// Reads and bounds-checks a raw value (a numeric string, a code, a word) for `field` given the
/// profile's country. `None` or an empty string clears the field.
pub fn parse_field(
    field: ProfileField,
    raw: Option<&str>,
    country: Country,
) -> Result<FieldValue, DomainError> {
    let raw = match raw.map(str::trim) {
        None | Some("") => return Ok(FieldValue::Clear),
        Some(r) => r,
    };
    let name = field.name();
    match field.kind() {
        FieldKind::Country => Country::parse(raw)
            .map(FieldValue::Country)
            .ok_or_else(|| DomainError::invalid(name, "must be 'australia' or 'us'")),
        FieldKind::Region => Region::parse(country, raw)
            .map(FieldValue::Region)
            .ok_or_else(|| {
                let what = match country {
                    Country::Australia => "an Australian state or territory code such as NSW",
                    Country::Us => "a US state or DC code such as CA",
                };
                DomainError::invalid(name, format!("must be {what}"))
            }),
        FieldKind::Money => {
            let v = parse_decimal(field, raw)?;
            if v < Decimal::ZERO || v > MAX_MONEY {
                return Err(DomainError::invalid(
                    name,
                    "must be between 0 and 1,000,000,000,000",
                ));
            }
            if v.round_dp(2) != v {
                return Err(DomainError::invalid(
                    name,
                    "must have at most 2 decimal places",
                ));
            }
            Ok(FieldValue::Decimal(v.normalize()))
        }
        FieldKind::Rate => {
            let v = parse_decimal(field, raw)?;
            if v < Decimal::ZERO || v > Decimal::ONE {
                return Err(DomainError::invalid(
                    name,
                    "must be a fraction between 0 and 1 (7% is 0.07)",
                ));
            }
            Ok(FieldValue::Decimal(v.normalize()))
        }
        FieldKind::Months => {
            let v = parse_decimal(field, raw)?;
            if v < Decimal::ZERO || v > dec!(60) {
                return Err(DomainError::invalid(
                    name,
                    "must be between 0 and 60 months",
                ));
            }
            Ok(FieldValue::Decimal(v.normalize()))
        }
        FieldKind::Count { min, max } => {
            let v = parse_decimal(field, raw)?;
            if v.fract() != Decimal::ZERO || v < Decimal::from(min) || v > Decimal::from(max) {
                return Err(DomainError::invalid(
                    name,
                    format!("must be a whole number from {min} to {max}"),
                ));
            }
            let n = v
                .normalize()
                .to_u32()
                .ok_or_else(|| DomainError::invalid(name, "must be a whole number"))?;
            Ok(FieldValue::Count(n))
        }
        FieldKind::MaritalStatus => MaritalStatus::parse(raw)
            .map(FieldValue::MaritalStatus)
            .ok_or_else(|| {
                DomainError::invalid(
                    name,
                    "must be one of single, married, de facto, divorced, separated, widowed",
                )
            }),
        FieldKind::Text => {
            if raw.chars().count() > MAX_OTHER_ASSETS_CHARS {
                return Err(DomainError::invalid(
                    name,
                    format!("must be at most {MAX_OTHER_ASSETS_CHARS} characters"),
                ));
            }
            if raw.chars().any(|c| c.is_control() && c != '\n') {
                return Err(DomainError::invalid(
                    name,
                    "must not contain control characters",
                ));
            }
            Ok(FieldValue::Text(raw.to_string()))
        }
        FieldKind::Bool => match raw.to_ascii_lowercase().as_str() {
            "true" | "yes" | "1" => Ok(FieldValue::Bool(true)),
            "false" | "no" | "0" => Ok(FieldValue::Bool(false)),
            _ => Err(DomainError::invalid(name, "must be true or false")),
        },
    }
}

fn mismatch(field: ProfileField) -> DomainError {
    DomainError::invalid(field.name(), "has the wrong type of value")
}

/// Writes one already-validated value. Changing the country drops a state of the other country.
pub fn set_field(
    p: &mut FinancialProfile,
    field: ProfileField,
    value: FieldValue,
) -> Result<(), DomainError> {
    use FieldValue as V;
    use ProfileField as F;
    fn dec_of(field: ProfileField, v: V) -> Result<Option<Decimal>, DomainError> {
        match v {
            V::Clear => Ok(None),
            V::Decimal(d) => Ok(Some(d)),
            _ => Err(mismatch(field)),
        }
    }
    fn count_of(field: ProfileField, v: V) -> Result<Option<u32>, DomainError> {
        match v {
            V::Clear => Ok(None),
            V::Count(n) => Ok(Some(n)),
            _ => Err(mismatch(field)),
        }
    }
    match field {
        F::Country => match value {
            V::Country(c) => {
                p.country = c;
                if p.state.is_some_and(|s| s.country() != c) {
                    p.state = None;
                }
            }
            V::Clear => {
                p.country = Country::default();
                if p.state.is_some_and(|s| s.country() != p.country) {
                    p.state = None;
                }
            }
            _ => return Err(mismatch(field)),
        },
        F::State => match value {
            V::Region(r) if r.country() == p.country => p.state = Some(r),
            V::Region(_) => {
                return Err(DomainError::invalid(
                    field.name(),
                    "must be a state of the profile's country",
                ));
            }
            V::Clear => p.state = None,
            _ => return Err(mismatch(field)),
        },
        F::MaritalStatus => match value {
            V::MaritalStatus(m) => p.marital_status = Some(m),
            V::Clear => p.marital_status = None,
            _ => return Err(mismatch(field)),
        },
        F::OtherAssets => match value {
            V::Text(t) => p.other_assets = Some(t),
            V::Clear => p.other_assets = None,
            _ => return Err(mismatch(field)),
        },
        F::PrivateHospitalCover => match value {
            V::Bool(b) => p.private_hospital_cover = Some(b),
            V::Clear => p.private_hospital_cover = None,
            _ => return Err(mismatch(field)),
        },
        F::NumberOfCars => p.number_of_cars = count_of(field, value)?,
        F::Dependents => p.dependents = count_of(field, value)?,
        F::Age => p.age = count_of(field, value)?,
        F::RetirementAge => p.retirement_age = count_of(field, value)?,
        F::AnnualIncome => p.annual_income = dec_of(field, value)?,
        F::HouseholdIncome => p.household_income = dec_of(field, value)?,
        F::MonthlyExpenses => p.monthly_expenses = dec_of(field, value)?,
        F::TakeHome => p.take_home = dec_of(field, value)?,
        F::FederalTax => p.federal_tax = dec_of(field, value)?,
        F::StateTax => p.state_tax = dec_of(field, value)?,
        F::FicaTax => p.fica_tax = dec_of(field, value)?,
        F::CurrentSavings => p.current_savings = dec_of(field, value)?,
        F::PropertyValue => p.property_value = dec_of(field, value)?,
        F::SuperBalance => p.super_balance = dec_of(field, value)?,
        F::InvestmentAccounts => p.investment_accounts = dec_of(field, value)?,
        F::EmergencyFund => p.emergency_fund = dec_of(field, value)?,
        F::EmergencyFundCurrent => p.emergency_fund_current = dec_of(field, value)?,
        F::EmergencyFundMonths => p.emergency_fund_months = dec_of(field, value)?,
        F::MortgageBalance => p.mortgage_balance = dec_of(field, value)?,
        F::Debts => p.debts = dec_of(field, value)?,
        F::RentOrMortgage => p.rent_or_mortgage = dec_of(field, value)?,
        F::ExpectedReturnRate => p.expected_return_rate = dec_of(field, value)?,
        F::RetirementWithdrawalRate => p.retirement_withdrawal_rate = dec_of(field, value)?,
    }
    Ok(())
}

/// Validates every raw value first and applies them only if all pass, so a bad field leaves the
/// profile untouched. A country in the same batch is applied first, so a state is read against it.
/// Returns the changes actually made (unchanged values are not listed).
pub fn apply_raw_changes(
    p: &mut FinancialProfile,
    changes: &[(ProfileField, Option<String>)],
) -> Result<Vec<FieldChange>, DomainError> {
    let country = changes
        .iter()
        .find(|(f, _)| *f == ProfileField::Country)
        .map(|(_, raw)| parse_field(ProfileField::Country, raw.as_deref(), p.country))
        .transpose()?;
    let target_country = match country {
        Some(FieldValue::Country(c)) => c,
        Some(_) => Country::default(),
        None => p.country,
    };
    let mut parsed = Vec::with_capacity(changes.len());
    for (field, raw) in changes {
        parsed.push((*field, parse_field(*field, raw.as_deref(), target_country)?));
    }
    parsed.sort_by_key(|(f, _)| *f != ProfileField::Country);
    let mut next = p.clone();
    for (field, value) in parsed {
        set_field(&mut next, field, value)?;
    }
    let changes = diff(p, &next);
    *p = next;
    Ok(changes)
}

/// Every field whose canonical value differs between two profiles, in `ProfileField::ALL` order.
pub fn diff(old: &FinancialProfile, new: &FinancialProfile) -> Vec<FieldChange> {
    ProfileField::ALL
        .into_iter()
        .filter_map(|f| {
            let (before, after) = (f.get(old), f.get(new));
            (before != after).then_some(FieldChange {
                field: f,
                old: before,
                new: after,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn raw(field: ProfileField, v: &str) -> (ProfileField, Option<String>) {
        (field, Some(v.to_string()))
    }

    #[test]
    fn every_field_round_trips_by_name() {
        for f in ProfileField::ALL {
            assert_eq!(ProfileField::from_name(f.name()), Some(f));
        }
        assert_eq!(ProfileField::from_name("nope"), None);
    }

    #[test]
    fn bounds_are_enforced_with_the_field_named() {
        let cases = [
            (ProfileField::Age, "121"),
            (ProfileField::Age, "34.5"),
            (ProfileField::RetirementAge, "0"),
            (ProfileField::RetirementAge, "101"),
            (ProfileField::ExpectedReturnRate, "7"),
            (ProfileField::AnnualIncome, "-1"),
            (ProfileField::AnnualIncome, "1000000000001"),
            (ProfileField::AnnualIncome, "12.345"),
            (ProfileField::AnnualIncome, "abc"),
            (ProfileField::AnnualIncome, "1e5"),
            (ProfileField::Dependents, "21"),
            (ProfileField::NumberOfCars, "51"),
            (ProfileField::MaritalStatus, "complicated"),
            (ProfileField::State, "XX"),
            (ProfileField::Country, "nz"),
            (ProfileField::EmergencyFundMonths, "61"),
        ];
        for (field, v) in cases {
            let err = parse_field(field, Some(v), Country::Australia).unwrap_err();
            assert_eq!(err.field(), Some(field.name()), "{field:?} {v}");
        }
    }

    #[test]
    fn empty_clears_and_values_are_normalised() {
        assert_eq!(
            parse_field(ProfileField::AnnualIncome, Some(""), Country::Us).unwrap(),
            FieldValue::Clear
        );
        assert_eq!(
            parse_field(ProfileField::AnnualIncome, Some(" 85000.00 "), Country::Us).unwrap(),
            FieldValue::Decimal(dec!(85000))
        );
        assert_eq!(
            parse_field(ProfileField::Age, Some("34.0"), Country::Us).unwrap(),
            FieldValue::Count(34)
        );
        assert_eq!(
            parse_field(ProfileField::Age, Some("120"), Country::Us).unwrap(),
            FieldValue::Count(120)
        );
    }

    #[test]
    fn a_bad_field_leaves_the_profile_untouched() {
        let mut p = FinancialProfile::default();
        let err = apply_raw_changes(
            &mut p,
            &[
                raw(ProfileField::Age, "40"),
                raw(ProfileField::RetirementAge, "500"),
            ],
        )
        .unwrap_err();
        assert_eq!(err.field(), Some("retirementAge"));
        assert_eq!(p, FinancialProfile::default());
    }

    #[test]
    fn changes_report_old_and_new_values() {
        let mut p = FinancialProfile {
            age: Some(30),
            ..FinancialProfile::default()
        };
        let changes = apply_raw_changes(
            &mut p,
            &[
                raw(ProfileField::Age, "31"),
                raw(ProfileField::MonthlyExpenses, "3000"),
            ],
        )
        .unwrap();
        assert_eq!(
            changes,
            vec![
                FieldChange {
                    field: ProfileField::MonthlyExpenses,
                    old: None,
                    new: Some("3000".into())
                },
                FieldChange {
                    field: ProfileField::Age,
                    old: Some("30".into()),
                    new: Some("31".into())
                },
            ]
        );
    }

    #[test]
    fn state_is_read_against_the_new_country_and_cleared_on_switch() {
        let mut p = FinancialProfile::default();
        apply_raw_changes(
            &mut p,
            &[
                raw(ProfileField::State, "WA"),
                raw(ProfileField::Country, "us"),
            ],
        )
        .unwrap();
        assert_eq!(p.state, Some(Region::UsWa));
        apply_raw_changes(&mut p, &[raw(ProfileField::Country, "australia")]).unwrap();
        assert_eq!(p.state, None);
        let err = apply_raw_changes(&mut p, &[raw(ProfileField::State, "CA")]).unwrap_err();
        assert_eq!(err.field(), Some("state"));
    }
}
