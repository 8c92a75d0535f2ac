//! What the retirement plan starts from: [`PlanInput`], built from the saved profile and the
//! what-ifs ([`PlanOverrides`]), and its bounds.

use rust_decimal::Decimal;

use crate::error::DomainError;
use crate::profile::{
    Country, DEFAULT_HORIZON_AGE, DEFAULT_INFLATION_RATE, DEFAULT_RETURN_VOLATILITY,
    FinancialProfile,
};
use crate::validation::{FieldValue, ProfileField, parse_field};

/// What the plan starts from. Money is dollars; rates are fractions; ages whole years.
#[derive(Debug, Clone, PartialEq)]
pub struct PlanInput {
    pub country: Country,
    pub age: u32,
    pub retirement_age: u32,
    pub horizon_age: u32,
    /// Married or de facto: the Age Pension's couple rates on combined assets.
    pub partnered: bool,
    /// The partner's age, for when each reaches pension age; `None` takes the person's own.
    pub spouse_age: Option<u32>,
    /// Owns their home (Age Pension homeowner thresholds; the home is not an asset).
    pub homeowner: bool,
    pub annual_income: Decimal,
    /// Super (Australia) or 401(k) (US).
    pub retirement_balance: Decimal,
    /// Savings and investment accounts, reachable at any age.
    pub savings: Decimal,
    /// Spending in retirement, a month, in today's dollars.
    pub monthly_spending: Decimal,
    pub expected_return: Decimal,
    pub inflation: Decimal,
    pub volatility: Decimal,
    /// Australia: salary sacrificed into super each year, on top of the Super Guarantee.
    pub salary_sacrifice: Decimal,
    /// US: the employee's pre-tax 401(k)/403(b) deferral a year.
    pub pre_tax_deferral: Decimal,
    /// US: the employer matches the deferral dollar for dollar up to this share of salary.
    pub employer_match: Decimal,
    /// Extra saving into savings and investments each year until retirement.
    pub voluntary_contributions: Decimal,
    /// US: Social Security claiming age, 62-70; `None` claims at the full retirement age.
    pub claim_age: Option<u32>,
}

/// What-ifs on top of the saved profile; none of them changes the profile.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct PlanOverrides {
    pub retirement_age: Option<u32>,
    pub monthly_spending: Option<Decimal>,
    pub inflation: Option<Decimal>,
    pub expected_return: Option<Decimal>,
    pub volatility: Option<Decimal>,
    /// Added to the voluntary contributions, a year.
    pub extra_contribution: Option<Decimal>,
    pub claim_age: Option<u32>,
    pub horizon_age: Option<u32>,
}

impl PlanOverrides {
    /// Every what-if by the name the API's query and the model's tool give it, with the profile
    /// field whose bounds it is read with.
    pub const NAMES: [(&'static str, ProfileField); 8] = [
        ("retirementAge", ProfileField::RetirementAge),
        ("monthlySpending", ProfileField::RetirementSpending),
        ("inflation", ProfileField::InflationRate),
        ("expectedReturn", ProfileField::ExpectedReturnRate),
        ("volatility", ProfileField::ReturnVolatility),
        ("extraContribution", ProfileField::VoluntaryContributions),
        ("claimAge", ProfileField::SocialSecurityClaimAge),
        ("horizonAge", ProfileField::HorizonAge),
    ];

    /// Reads the what-ifs `raw` gives by name, each with its profile field's bounds; an error names
    /// the what-if. A missing name leaves that what-if unset; an empty one is refused.
    pub fn read(raw: impl Fn(&str) -> Option<String>) -> Result<PlanOverrides, DomainError> {
        let mut o = PlanOverrides::default();
        for (name, field) in PlanOverrides::NAMES {
            let Some(text) = raw(name) else { continue };
            // The country only matters for a state, which no what-if is.
            let value = match parse_field(field, Some(&text), Country::Australia) {
                Ok(FieldValue::Clear) => Err(DomainError::invalid(name, "must not be empty")),
                Ok(v) => Ok(v),
                Err(DomainError::InvalidField { message, .. }) => {
                    Err(DomainError::invalid(name, message))
                }
                Err(other) => Err(other),
            }?;
            let (d, n) = match value {
                FieldValue::Decimal(d) => (Some(d), None),
                FieldValue::Count(n) => (None, Some(n)),
                _ => (None, None),
            };
            match field {
                ProfileField::RetirementAge => o.retirement_age = n,
                ProfileField::RetirementSpending => o.monthly_spending = d,
                ProfileField::InflationRate => o.inflation = d,
                ProfileField::ExpectedReturnRate => o.expected_return = d,
                ProfileField::ReturnVolatility => o.volatility = d,
                ProfileField::VoluntaryContributions => o.extra_contribution = d,
                ProfileField::SocialSecurityClaimAge => o.claim_age = n,
                ProfileField::HorizonAge => o.horizon_age = n,
                _ => {}
            }
        }
        Ok(o)
    }
}

impl PlanInput {
    /// The profile fields the plan reads: [`PlanInput::from_profile`]'s and the state, whose time
    /// zone says what "today" is (`clock::tax_today`). `penny plan` takes exactly these and the
    /// what-ifs.
    pub const PROFILE_FIELDS: [ProfileField; 22] = [
        ProfileField::Country,
        ProfileField::State,
        ProfileField::Age,
        ProfileField::MaritalStatus,
        ProfileField::SpouseAge,
        ProfileField::AnnualIncome,
        ProfileField::SuperBalance,
        ProfileField::CurrentSavings,
        ProfileField::InvestmentAccounts,
        ProfileField::PropertyValue,
        ProfileField::MonthlyExpenses,
        ProfileField::RetirementSpending,
        ProfileField::RetirementAge,
        ProfileField::HorizonAge,
        ProfileField::ExpectedReturnRate,
        ProfileField::InflationRate,
        ProfileField::ReturnVolatility,
        ProfileField::SalarySacrifice,
        ProfileField::PreTaxRetirement,
        ProfileField::EmployerMatch,
        ProfileField::VoluntaryContributions,
        ProfileField::SocialSecurityClaimAge,
    ];

    /// The plan's input from the saved profile and the what-ifs (a what-if wins over the saved
    /// value, which wins over the default). The profile needs an age.
    pub fn from_profile(p: &FinancialProfile, o: &PlanOverrides) -> Result<PlanInput, DomainError> {
        let age = p.age.ok_or_else(|| {
            DomainError::invalid(
                "age",
                "set your age in your profile to see a retirement plan",
            )
        })?;
        let zero = |v: Option<Decimal>| v.unwrap_or(Decimal::ZERO);
        Ok(PlanInput {
            country: p.country,
            age,
            retirement_age: o.retirement_age.unwrap_or(p.retirement_age_or_default()),
            // Someone already past the default horizon still gets a plan to the year after next.
            horizon_age: o
                .horizon_age
                .or(p.horizon_age)
                .unwrap_or(DEFAULT_HORIZON_AGE.max(age.saturating_add(1)).min(120)),
            partnered: p.marital_status.is_some_and(|m| m.is_partnered()),
            spouse_age: p.spouse_age,
            homeowner: zero(p.property_value) > Decimal::ZERO,
            annual_income: p.annual_income_or_zero(),
            retirement_balance: zero(p.super_balance),
            savings: p
                .current_savings_or_zero()
                .saturating_add(zero(p.investment_accounts)),
            monthly_spending: o
                .monthly_spending
                .or(p.retirement_spending)
                .unwrap_or(p.monthly_expenses_or_zero()),
            expected_return: o
                .expected_return
                .unwrap_or(p.expected_return_rate_or_default()),
            inflation: o
                .inflation
                .or(p.inflation_rate)
                .unwrap_or(DEFAULT_INFLATION_RATE),
            volatility: o
                .volatility
                .or(p.return_volatility)
                .unwrap_or(DEFAULT_RETURN_VOLATILITY),
            salary_sacrifice: zero(p.salary_sacrifice),
            pre_tax_deferral: zero(p.pre_tax_retirement),
            employer_match: zero(p.employer_match),
            voluntary_contributions: zero(p.voluntary_contributions)
                .saturating_add(zero(o.extra_contribution)),
            claim_age: o.claim_age.or(p.social_security_claim_age),
        })
    }

    /// Checks every input against the bounds of the profile field it comes from (the one field
    /// table, `profile::fields`), so a profile the API accepted always gives a plan and a refusal
    /// reads as the field's own. A sum of two fields (savings and investments; voluntary
    /// contributions and the extra what-if) may reach both fields' maximums together.
    pub fn validate(&self) -> Result<(), DomainError> {
        use ProfileField as F;
        let whole = |n: u32| Decimal::from(n);
        let mut checks = vec![
            ("age", whole(self.age), F::Age),
            (
                "retirementAge",
                whole(self.retirement_age),
                F::RetirementAge,
            ),
            ("horizonAge", whole(self.horizon_age), F::HorizonAge),
            ("annualIncome", self.annual_income, F::AnnualIncome),
            ("superBalance", self.retirement_balance, F::SuperBalance),
            (
                "monthlySpending",
                self.monthly_spending,
                F::RetirementSpending,
            ),
            (
                "expectedReturn",
                self.expected_return,
                F::ExpectedReturnRate,
            ),
            ("inflation", self.inflation, F::InflationRate),
            ("volatility", self.volatility, F::ReturnVolatility),
            ("salarySacrifice", self.salary_sacrifice, F::SalarySacrifice),
            (
                "preTaxRetirement",
                self.pre_tax_deferral,
                F::PreTaxRetirement,
            ),
            ("employerMatch", self.employer_match, F::EmployerMatch),
        ];
        if let Some(a) = self.spouse_age {
            checks.push(("spouseAge", whole(a), F::SpouseAge));
        }
        if let Some(a) = self.claim_age {
            checks.push(("claimAge", whole(a), F::SocialSecurityClaimAge));
        }
        for (name, v, field) in checks {
            field.check_bounds(name, v)?;
        }
        for (name, v, parts) in [
            (
                "currentSavings",
                self.savings,
                [F::CurrentSavings, F::InvestmentAccounts],
            ),
            (
                "extraContribution",
                self.voluntary_contributions,
                [F::VoluntaryContributions, F::VoluntaryContributions],
            ),
        ] {
            let max: Decimal = parts
                .iter()
                .filter_map(|f| f.kind().bounds().map(|(_, max)| max))
                .sum();
            if v < Decimal::ZERO || v > max {
                return Err(DomainError::invalid(
                    name,
                    format!(
                        "must be between 0 and {}",
                        crate::money::money(max).trim_start_matches('$')
                    ),
                ));
            }
        }
        // At the horizon age itself the plan is today's row alone (someone of 120, the oldest age
        // the profile takes, plans to 120, the furthest horizon).
        if self.horizon_age < self.age {
            return Err(DomainError::invalid(
                "horizonAge",
                "must not be below your age",
            ));
        }
        Ok(())
    }
}

#[cfg(test)]
mod what_if_tests {
    use super::*;
    use crate::validation::{FieldKind, set_field};
    use rust_decimal_macros::dec;

    /// A field outside `PROFILE_FIELDS` never changes the plan's input, so `penny plan` refusing it
    /// loses nothing; a field inside it (other than the state) does.
    #[test]
    fn the_plan_reads_exactly_its_profile_fields() {
        let base = FinancialProfile {
            country: Country::Us,
            age: Some(40),
            ..FinancialProfile::default()
        };
        let o = PlanOverrides::default();
        let before = PlanInput::from_profile(&base, &o).unwrap();
        for f in ProfileField::ALL {
            let raw = match f.kind() {
                FieldKind::Country => "australia".to_string(),
                FieldKind::Region => "CA".to_string(),
                FieldKind::Money => "1234".to_string(),
                FieldKind::Rate { .. } => "0.031".to_string(),
                FieldKind::Count { min, max } => ((min + max) / 2 + 1).to_string(),
                FieldKind::Months => "4.5".to_string(),
                FieldKind::MaritalStatus => "married".to_string(),
                FieldKind::Text => "a boat".to_string(),
                FieldKind::Bool => "false".to_string(),
            };
            let mut p = base.clone();
            let value = parse_field(f, Some(&raw), p.country).unwrap();
            set_field(&mut p, f, value).unwrap();
            let after = PlanInput::from_profile(&p, &o).unwrap();
            let listed = PlanInput::PROFILE_FIELDS.contains(&f);
            if f != ProfileField::State {
                assert_eq!(after != before, listed, "{}", f.name());
            }
        }
    }

    #[test]
    fn what_ifs_are_read_with_their_fields_bounds_and_errors_name_them() {
        let given = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                pairs
                    .iter()
                    .find(|(n, _)| *n == name)
                    .map(|(_, v)| v.to_string())
            }
        };
        let o =
            PlanOverrides::read(given(&[("retirementAge", "60"), ("inflation", "0.03")])).unwrap();
        assert_eq!(o.retirement_age, Some(60));
        assert_eq!(o.inflation, Some(dec!(0.03)));
        assert_eq!(o.monthly_spending, None);
        for (name, bad) in [
            ("claimAge", "61"),
            ("volatility", "2"),
            ("monthlySpending", " "),
        ] {
            let pairs: &'static [(&'static str, &'static str)] =
                Box::leak(vec![(name, bad)].into_boxed_slice());
            let err = PlanOverrides::read(given(pairs)).unwrap_err();
            assert_eq!(err.field(), Some(name), "{err}");
        }
    }
}

/// One bounds table: whatever the profile accepts gives a plan, and a what-if is refused in the
/// words its field is.
#[cfg(test)]
mod bounds_tests {
    use super::*;
    use crate::retirement::monte_carlo::Odds;
    use crate::retirement::plan::PlanView;
    use crate::validation::{apply_raw_changes, set_field};
    use chrono::NaiveDate;

    fn today() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 3, 1).unwrap()
    }

    fn odds() -> Odds {
        Odds {
            paths: 200,
            seed: 7,
        }
    }

    fn plans(p: &FinancialProfile, o: &PlanOverrides, what: &str) {
        let input = PlanInput::from_profile(p, o).unwrap_or_else(|e| panic!("{what}: {e}"));
        PlanView::compute(&input, today(), odds()).unwrap_or_else(|e| panic!("{what}: {e}"));
    }

    fn person(country: Country) -> FinancialProfile {
        let mut p = FinancialProfile {
            country,
            ..FinancialProfile::default()
        };
        let raw = |f: ProfileField, v: &str| (f, Some(v.to_string()));
        apply_raw_changes(
            &mut p,
            &[
                raw(ProfileField::Age, "40"),
                raw(ProfileField::AnnualIncome, "90000"),
                raw(ProfileField::MonthlyExpenses, "4000"),
                raw(ProfileField::SuperBalance, "150000"),
            ],
        )
        .unwrap();
        p
    }

    /// Each field the plan reads at its lowest and its highest value, in both countries.
    #[test]
    fn every_field_the_plan_reads_gives_a_plan_at_either_bound() {
        for country in [Country::Australia, Country::Us] {
            for f in PlanInput::PROFILE_FIELDS {
                let Some((min, max)) = f.kind().bounds() else {
                    continue;
                };
                for v in [min, max] {
                    let mut p = person(country);
                    let value = parse_field(f, Some(&v.to_string()), country).unwrap();
                    set_field(&mut p, f, value).unwrap();
                    plans(
                        &p,
                        &PlanOverrides::default(),
                        &format!("{} = {v}", f.name()),
                    );
                }
            }
        }
    }

    /// At 120, the oldest age the profile takes and the furthest horizon, the plan is today's row.
    #[test]
    fn the_oldest_age_plans_its_one_year() {
        let mut p = person(Country::Australia);
        p.age = Some(120);
        let input = PlanInput::from_profile(&p, &PlanOverrides::default()).unwrap();
        let view = PlanView::compute(&input, today(), odds()).unwrap();
        assert_eq!(view.rows.len(), 1);
        assert_eq!(view.rows[0].age, 120);
        assert_eq!(view.money_lasts_to_age, None);
        assert_eq!(view.success_probability, "1");
        assert_eq!(view.bands.ages, vec![120]);
        let past = FinancialProfile {
            horizon_age: Some(90),
            ..p
        };
        let err = PlanInput::from_profile(&past, &PlanOverrides::default())
            .and_then(|i| PlanView::compute(&i, today(), odds()))
            .unwrap_err();
        assert_eq!(err.field(), Some("horizonAge"));
    }

    /// Every money field at the most it may hold at once (savings plus investments is twice the
    /// most either holds), every rate and age at its top: still a plan, and a what-if at its top on
    /// top of that too.
    #[test]
    fn every_field_at_its_maximum_together_gives_a_plan() {
        for country in [Country::Australia, Country::Us] {
            let mut p = person(country);
            for f in PlanInput::PROFILE_FIELDS {
                if matches!(f, ProfileField::Age | ProfileField::SpouseAge) {
                    continue;
                }
                if let Some((_, max)) = f.kind().bounds() {
                    let value = parse_field(f, Some(&max.to_string()), country).unwrap();
                    set_field(&mut p, f, value).unwrap();
                }
            }
            plans(&p, &PlanOverrides::default(), "every field at its maximum");
            let top = |name: &str| {
                let (_, field) = PlanOverrides::NAMES.iter().find(|(n, _)| *n == name)?;
                field.kind().bounds().map(|(_, max)| max.to_string())
            };
            let o = PlanOverrides::read(top).unwrap();
            plans(&p, &o, "every what-if at its maximum");
        }
    }

    /// `expectedReturnRate` 0.6 was saved and then refused by the plan; now the profile refuses it
    /// in the same words as the what-if, and the top of the range gives a plan.
    #[test]
    fn a_field_and_its_what_if_are_refused_in_the_same_words() {
        for (name, field) in PlanOverrides::NAMES {
            let Some((_, max)) = field.kind().bounds() else {
                continue;
            };
            let over = (max + Decimal::ONE).to_string();
            let saved = parse_field(field, Some(&over), Country::Australia).unwrap_err();
            let what_if = PlanOverrides::read(|n| (n == name).then(|| over.clone())).unwrap_err();
            assert_eq!(what_if.field(), Some(name));
            let message = |e: &DomainError| match e {
                DomainError::InvalidField { message, .. } => message.clone(),
                other => panic!("{other}"),
            };
            assert_eq!(message(&saved), message(&what_if), "{name}");
        }
    }
}
