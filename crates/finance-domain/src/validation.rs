//! The one validation every writer of a profile goes through: REST forms, quick edits and the advisor.
//!
//! Each field's kind and bounds come from the one field table (`profile::fields`, listed in
//! docs/domain.md); this module reads raw values against them. A state must belong to the profile's
//! country.

use std::str::FromStr;

use rust_decimal::Decimal;
use rust_decimal::prelude::ToPrimitive;
use rust_decimal_macros::dec;

use crate::error::DomainError;
use crate::profile::{Country, FinancialProfile, MaritalStatus};
use crate::region::Region;

pub use crate::profile::fields::{FieldKind, FieldValue, ProfileField};

pub const MAX_MONEY: Decimal = dec!(1_000_000_000_000);
pub const MAX_OTHER_ASSETS_CHARS: usize = 500;
const MAX_EMERGENCY_FUND_MONTHS: Decimal = dec!(60);

impl ProfileField {
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
    pub const COMPUTED: [ProfileField; 6] = [
        ProfileField::TakeHome,
        ProfileField::FederalTax,
        ProfileField::StateTax,
        ProfileField::FicaTax,
        ProfileField::TaxYear,
        ProfileField::HelpRepayment,
    ];

    /// The fields the spec's net-worth sums read (`FinancialProfile::total_assets` and
    /// `total_liabilities`); a change to any other leaves the net worth as it was.
    pub const NET_WORTH: [ProfileField; 7] = [
        ProfileField::CurrentSavings,
        ProfileField::PropertyValue,
        ProfileField::SuperBalance,
        ProfileField::InvestmentAccounts,
        ProfileField::EmergencyFund,
        ProfileField::MortgageBalance,
        ProfileField::Debts,
    ];

    /// Changing one of these makes the stored tax figures stale.
    pub const TAX_INPUTS: [ProfileField; 12] = [
        ProfileField::AnnualIncome,
        ProfileField::HouseholdIncome,
        ProfileField::Country,
        ProfileField::State,
        ProfileField::MaritalStatus,
        ProfileField::Dependents,
        ProfileField::PrivateHospitalCover,
        ProfileField::Age,
        ProfileField::SpouseAge,
        ProfileField::HelpDebt,
        ProfileField::SalarySacrifice,
        ProfileField::PreTaxRetirement,
    ];

    pub fn from_name(name: &str) -> Option<ProfileField> {
        ProfileField::ALL.into_iter().find(|f| f.name() == name)
    }

    /// Whether the stored tax figures must be recomputed when this field changes.
    pub fn affects_tax(self) -> bool {
        ProfileField::TAX_INPUTS.contains(&self)
    }
}

impl FieldKind {
    /// The lowest and highest number a value of this kind may be, inclusive; `None` for a kind that
    /// is not a number.
    pub fn bounds(self) -> Option<(Decimal, Decimal)> {
        match self {
            FieldKind::Money => Some((Decimal::ZERO, MAX_MONEY)),
            FieldKind::Rate { min, max } => Some((min, max)),
            FieldKind::Months => Some((Decimal::ZERO, MAX_EMERGENCY_FUND_MONTHS)),
            FieldKind::Count { min, max } => Some((Decimal::from(min), Decimal::from(max))),
            _ => None,
        }
    }

    /// What a number outside [`FieldKind::bounds`] (or a fraction of a count) is told.
    fn out_of_bounds(self) -> String {
        match self {
            FieldKind::Money => "must be between 0 and 1,000,000,000,000".into(),
            FieldKind::Rate { min, max } => {
                format!("must be a fraction from {min} to {max} (7% is 0.07)")
            }
            FieldKind::Months => {
                format!("must be between 0 and {MAX_EMERGENCY_FUND_MONTHS} months")
            }
            FieldKind::Count { min, max } => format!("must be a whole number from {min} to {max}"),
            _ => "is out of range".into(),
        }
    }
}

impl ProfileField {
    /// Checks a number against this field's bounds (a count must also be whole). The error names
    /// `name`: the field's own, or a what-if read with the field's bounds, so the field and its
    /// what-if are refused in the same words.
    pub fn check_bounds(self, name: &str, v: Decimal) -> Result<(), DomainError> {
        let kind = self.kind();
        let whole = !matches!(kind, FieldKind::Count { .. }) || v.fract().is_zero();
        match kind.bounds() {
            Some((min, max)) if whole && (min..=max).contains(&v) => Ok(()),
            _ => Err(DomainError::invalid(name, kind.out_of_bounds())),
        }
    }
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
            field.check_bounds(name, v)?;
            if v.round_dp(2) != v {
                return Err(DomainError::invalid(
                    name,
                    "must have at most 2 decimal places",
                ));
            }
            Ok(FieldValue::Decimal(v.normalize()))
        }
        FieldKind::Rate { .. } | FieldKind::Months => {
            let v = parse_decimal(field, raw)?;
            field.check_bounds(name, v)?;
            Ok(FieldValue::Decimal(v.normalize()))
        }
        FieldKind::Count { .. } => {
            let v = parse_decimal(field, raw)?;
            field.check_bounds(name, v)?;
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

/// Writes one already-validated value. Changing the country drops a state of the other country; a
/// state must belong to the profile's country.
pub fn set_field(
    p: &mut FinancialProfile,
    field: ProfileField,
    value: FieldValue,
) -> Result<(), DomainError> {
    if let FieldValue::Region(r) = &value
        && r.country() != p.country
    {
        return Err(DomainError::invalid(
            field.name(),
            "must be a state of the profile's country",
        ));
    }
    field
        .assign(p, value)
        .ok_or_else(|| DomainError::invalid(field.name(), "has the wrong type of value"))?;
    if p.state.is_some_and(|s| s.country() != p.country) {
        p.state = None;
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
