//! The one way a profile changes: validate the raw values, refuse the fields Penny computes, and
//! keep the stored tax figures in step with the inputs they come from.

use std::str::FromStr;

use chrono::NaiveDate;
use rust_decimal::Decimal;

use crate::error::DomainError;
use crate::money::money;
use crate::profile::{Country, FinancialProfile};
use crate::tax::{TaxRequest, TaxResult, calculate};
use crate::validation::{FieldChange, FieldKind, ProfileField, apply_raw_changes, diff};

/// Validates and applies raw changes (refusing the computed tax fields), then recomputes
/// federalTax, stateTax, ficaTax, takeHome when a tax input changed. All-or-nothing. The returned
/// changes include the recomputed fields.
pub fn apply_update(
    p: &mut FinancialProfile,
    changes: &[(ProfileField, Option<String>)],
    today: NaiveDate,
) -> Result<Vec<FieldChange>, DomainError> {
    if let Some((field, _)) = changes
        .iter()
        .find(|(f, _)| ProfileField::COMPUTED.contains(f))
    {
        return Err(DomainError::invalid(
            field.name(),
            "is calculated from your income and tax details and cannot be set directly",
        ));
    }
    let mut next = p.clone();
    let applied = apply_raw_changes(&mut next, changes)?;
    if applied.iter().any(|c| c.field.affects_tax()) {
        recompute_tax(&mut next, today)?;
    }
    let changes = diff(p, &next);
    *p = next;
    Ok(changes)
}

/// Sets the computed fields (the four figures and the tax year they are for) from the profile's tax
/// inputs; with no income they are cleared. Returns the calculation when there was one.
pub fn recompute_tax(
    p: &mut FinancialProfile,
    today: NaiveDate,
) -> Result<Option<TaxResult>, DomainError> {
    if p.annual_income_or_zero() <= Decimal::ZERO {
        p.federal_tax = None;
        p.state_tax = None;
        p.fica_tax = None;
        p.take_home = None;
        p.tax_year = None;
        p.help_repayment = None;
        return Ok(None);
    }
    let r = calculate(&TaxRequest::from_profile(p), today)?;
    p.federal_tax = Some(r.federal_tax);
    p.state_tax = Some(r.state_tax);
    p.fica_tax = Some(r.fica_tax);
    p.take_home = Some(r.take_home);
    p.tax_year = Some(r.tax_year.clone());
    p.help_repayment = r.help_repayment;
    Ok(Some(r))
}

/// The profile with its computed tax figures worked out for the tax year in force on `today` (use
/// `clock::tax_today`), so what is shown is never left over from an earlier year or an earlier
/// parameter table. The stored figures are only a record of the last write. When the inputs cannot
/// be calculated (never for a profile that passed validation) the stored figures are kept.
pub fn with_current_tax(p: &FinancialProfile, today: NaiveDate) -> FinancialProfile {
    let mut current = p.clone();
    match recompute_tax(&mut current, today) {
        Ok(_) => current,
        Err(_) => p.clone(),
    }
}

/// "Profile updated: annual income $85,000, age 34" (country-aware labels; computed tax fields not
/// listed). `None` when nothing a person chose changed.
pub fn describe_changes(changes: &[FieldChange], country: Country) -> Option<String> {
    let parts: Vec<String> = changes
        .iter()
        .filter(|c| !ProfileField::COMPUTED.contains(&c.field))
        .map(|c| {
            let label = c.field.label(country);
            match &c.new {
                None => format!("{label} cleared"),
                Some(v) => format!("{label} {}", display_value(c.field, v)),
            }
        })
        .collect();
    (!parts.is_empty()).then(|| format!("Profile updated: {}", parts.join(", ")))
}

fn display_value(field: ProfileField, raw: &str) -> String {
    match field.kind() {
        FieldKind::Money => Decimal::from_str(raw).map_or_else(|_| raw.to_string(), money),
        FieldKind::Rate { .. } => Decimal::from_str(raw).map_or_else(
            |_| raw.to_string(),
            |d| format!("{}%", (d * Decimal::ONE_HUNDRED).normalize()),
        ),
        FieldKind::Months => format!("{raw} months"),
        FieldKind::Country => match Country::parse(raw) {
            Some(Country::Australia) => "Australia".to_string(),
            Some(Country::Us) => "US".to_string(),
            None => raw.to_string(),
        },
        FieldKind::Bool => match raw {
            "true" => "yes".to_string(),
            "false" => "no".to_string(),
            other => other.to_string(),
        },
        _ => raw.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::region::Region;
    use rust_decimal_macros::dec;

    fn today() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, 21).unwrap()
    }

    fn raw(field: ProfileField, v: &str) -> (ProfileField, Option<String>) {
        (field, Some(v.to_string()))
    }

    #[test]
    fn computed_fields_are_refused_and_nothing_changes() {
        let mut p = FinancialProfile::default();
        for f in ProfileField::COMPUTED {
            let err = apply_update(
                &mut p,
                &[raw(ProfileField::Age, "30"), raw(f, "100")],
                today(),
            )
            .unwrap_err();
            assert_eq!(err.field(), Some(f.name()));
            assert_eq!(p, FinancialProfile::default());
        }
    }

    #[test]
    fn income_change_recomputes_tax_fields() {
        let mut p = FinancialProfile::default();
        let changes =
            apply_update(&mut p, &[raw(ProfileField::AnnualIncome, "85000")], today()).unwrap();
        // Australia 2026-27: 4,020 + 30% × 40,000 = 16,020; Medicare levy 1,700.
        assert_eq!(p.federal_tax, Some(dec!(16_020)));
        assert_eq!(p.state_tax, Some(dec!(0)));
        assert_eq!(p.fica_tax, Some(dec!(1_700)));
        assert_eq!(p.take_home, Some(dec!(67_280)));
        let fields: Vec<_> = changes.iter().map(|c| c.field).collect();
        assert_eq!(
            fields,
            vec![
                ProfileField::AnnualIncome,
                ProfileField::TakeHome,
                ProfileField::FederalTax,
                ProfileField::StateTax,
                ProfileField::FicaTax,
                ProfileField::TaxYear,
                ProfileField::HelpRepayment,
            ]
        );
        // Australia always has a HELP repayment line: 0 without a debt.
        assert_eq!(p.help_repayment, Some(Decimal::ZERO));
        assert_eq!(p.tax_year.as_deref(), Some("2026-27"));
        assert_eq!(
            describe_changes(&changes, p.country).as_deref(),
            Some("Profile updated: annual income $85,000")
        );
    }

    #[test]
    fn the_payslip_fields_reach_the_stored_take_home() {
        let mut plain = FinancialProfile::default();
        apply_update(
            &mut plain,
            &[raw(ProfileField::AnnualIncome, "95000")],
            today(),
        )
        .unwrap();
        let mut with_help = plain.clone();
        apply_update(
            &mut with_help,
            &[raw(ProfileField::HelpDebt, "30000")],
            today(),
        )
        .unwrap();
        let r = calculate(&TaxRequest::from_profile(&with_help), today()).unwrap();
        let help = r.help_repayment.unwrap_or_default();
        assert!(help > Decimal::ZERO);
        assert_eq!(with_help.help_repayment, Some(help));
        assert_eq!(
            with_help.take_home.unwrap(),
            plain.take_home.unwrap() - help
        );
        // A US deferral saved on an Australian profile does not reach the engine.
        let mut other = plain.clone();
        apply_update(
            &mut other,
            &[raw(ProfileField::PreTaxRetirement, "5000")],
            today(),
        )
        .unwrap();
        assert_eq!(other.take_home, plain.take_home);
        // In the US it comes out of take-home pay (and over the year's limit is refused).
        let mut us = FinancialProfile::default();
        apply_update(
            &mut us,
            &[
                raw(ProfileField::Country, "us"),
                raw(ProfileField::State, "TX"),
                raw(ProfileField::AnnualIncome, "85000"),
            ],
            today(),
        )
        .unwrap();
        let mut deferring = us.clone();
        apply_update(
            &mut deferring,
            &[raw(ProfileField::PreTaxRetirement, "6000")],
            today(),
        )
        .unwrap();
        assert!(deferring.take_home.unwrap() < us.take_home.unwrap());
        let err = apply_update(
            &mut deferring,
            &[raw(ProfileField::PreTaxRetirement, "80000")],
            today(),
        )
        .unwrap_err();
        assert_eq!(err.field(), Some("preTaxRetirement"));
        // Pay cannot go below nothing: FICA is on the whole wage, so deferring all of it is refused.
        let err = apply_update(
            &mut us,
            &[
                raw(ProfileField::AnnualIncome, "20000"),
                raw(ProfileField::PreTaxRetirement, "20000"),
            ],
            today(),
        )
        .unwrap_err();
        assert_eq!(err.field(), Some("preTaxRetirement"));
        assert!(err.to_string().contains("at most $18,470"), "{err}");
    }

    #[test]
    fn figures_left_from_an_earlier_year_are_worked_out_again_for_today() {
        let mut p = FinancialProfile::default();
        let in_2024_25 = NaiveDate::from_ymd_opt(2025, 3, 1).unwrap();
        apply_update(
            &mut p,
            &[raw(ProfileField::AnnualIncome, "85000")],
            in_2024_25,
        )
        .unwrap();
        // 2024-25: 4,288 + 30% × 40,000 = 16,288.
        assert_eq!(p.federal_tax, Some(dec!(16_288)));
        assert_eq!(p.tax_year.as_deref(), Some("2024-25"));
        let now = with_current_tax(&p, today());
        assert_eq!(now.federal_tax, Some(dec!(16_020)));
        assert_eq!(now.take_home, Some(dec!(67_280)));
        assert_eq!(now.tax_year.as_deref(), Some("2026-27"));
        // Nothing but the computed fields moves.
        assert_eq!(now.annual_income, p.annual_income);
        assert_eq!(
            with_current_tax(&FinancialProfile::default(), today()),
            FinancialProfile::default()
        );
    }

    #[test]
    fn switching_country_and_state_recomputes() {
        let mut p = FinancialProfile::default();
        apply_update(&mut p, &[raw(ProfileField::AnnualIncome, "85000")], today()).unwrap();
        let changes = apply_update(
            &mut p,
            &[
                raw(ProfileField::Country, "us"),
                raw(ProfileField::State, "TX"),
            ],
            today(),
        )
        .unwrap();
        assert_eq!(p.state, Some(Region::UsTx));
        // US 2026 single: 9,870 federal; FICA 6,502.50; Texas has no income tax.
        assert_eq!(p.federal_tax, Some(dec!(9_870)));
        assert_eq!(p.fica_tax, Some(dec!(6_502.50)));
        assert!(changes.iter().any(|c| c.field == ProfileField::FederalTax));
        assert_eq!(
            describe_changes(&changes, p.country).as_deref(),
            Some("Profile updated: country US, state TX")
        );
    }

    #[test]
    fn non_tax_changes_leave_tax_fields_alone() {
        let mut p = FinancialProfile::default();
        apply_update(&mut p, &[raw(ProfileField::AnnualIncome, "85000")], today()).unwrap();
        let before = p.clone();
        let changes = apply_update(&mut p, &[raw(ProfileField::Age, "34")], today()).unwrap();
        assert_eq!(changes.len(), 1);
        assert_eq!(p.take_home, before.take_home);
    }

    #[test]
    fn clearing_income_clears_tax_fields() {
        let mut p = FinancialProfile::default();
        apply_update(&mut p, &[raw(ProfileField::AnnualIncome, "85000")], today()).unwrap();
        let changes = apply_update(&mut p, &[(ProfileField::AnnualIncome, None)], today()).unwrap();
        assert_eq!(p.take_home, None);
        assert_eq!(p.federal_tax, None);
        assert_eq!(
            describe_changes(&changes, p.country).as_deref(),
            Some("Profile updated: annual income cleared")
        );
        apply_update(&mut p, &[raw(ProfileField::AnnualIncome, "0")], today()).unwrap();
        assert_eq!(p.fica_tax, None);
    }

    #[test]
    fn descriptions_are_country_aware() {
        let changes = [
            FieldChange {
                field: ProfileField::SuperBalance,
                old: None,
                new: Some("120000.5".into()),
            },
            FieldChange {
                field: ProfileField::ExpectedReturnRate,
                old: None,
                new: Some("0.07".into()),
            },
            FieldChange {
                field: ProfileField::Age,
                old: None,
                new: Some("34".into()),
            },
            FieldChange {
                field: ProfileField::TakeHome,
                old: None,
                new: Some("1".into()),
            },
        ];
        assert_eq!(
            describe_changes(&changes, Country::Australia).as_deref(),
            Some("Profile updated: super balance $120,000.50, expected return 7%, age 34")
        );
        assert_eq!(
            describe_changes(&changes, Country::Us).as_deref(),
            Some("Profile updated: 401(k) balance $120,000.50, expected return 7%, age 34")
        );
        assert_eq!(describe_changes(&changes[3..], Country::Us), None);
    }
}
