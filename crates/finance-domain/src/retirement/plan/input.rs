//! What the retirement plan starts from: [`PlanInput`], built from the saved profile and the
//! what-ifs ([`PlanOverrides`]), and its bounds.

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use crate::error::DomainError;
use crate::profile::{
    Country, DEFAULT_HORIZON_AGE, DEFAULT_INFLATION_RATE, DEFAULT_RETURN_VOLATILITY,
    FinancialProfile,
};
use crate::retirement::social_security;
use crate::validation::{FieldValue, ProfileField, parse_field};

/// Money inputs above this are refused rather than risk overflow.
const MAX_AMOUNT: Decimal = dec!(1_000_000_000_000);

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

    pub fn validate(&self) -> Result<(), DomainError> {
        let bad = |field: &str, message: &str| DomainError::invalid(field, message);
        if self.age > 120 {
            return Err(bad("age", "must be at most 120"));
        }
        if !(50..=120).contains(&self.horizon_age) {
            return Err(bad("horizonAge", "must be a whole number from 50 to 120"));
        }
        if self.horizon_age <= self.age {
            return Err(bad("horizonAge", "must be above your age"));
        }
        if self.retirement_age > 120 {
            return Err(bad("retirementAge", "must be at most 120"));
        }
        if self.spouse_age.is_some_and(|a| a > 120) {
            return Err(bad("spouseAge", "must be at most 120"));
        }
        for (field, v) in [
            ("annualIncome", self.annual_income),
            ("superBalance", self.retirement_balance),
            ("currentSavings", self.savings),
            ("monthlySpending", self.monthly_spending),
            ("salarySacrifice", self.salary_sacrifice),
            ("preTaxRetirement", self.pre_tax_deferral),
            ("extraContribution", self.voluntary_contributions),
        ] {
            if v < Decimal::ZERO {
                return Err(bad(field, "must not be negative"));
            }
            if v > MAX_AMOUNT {
                return Err(bad(field, "must be at most 1,000,000,000,000"));
            }
        }
        for (field, v, lo, hi) in [
            (
                "expectedReturn",
                self.expected_return,
                dec!(-0.5),
                dec!(0.5),
            ),
            ("inflation", self.inflation, dec!(-0.05), dec!(0.2)),
            ("volatility", self.volatility, dec!(0), dec!(1)),
            ("employerMatch", self.employer_match, dec!(0), dec!(1)),
        ] {
            if v < lo || v > hi {
                return Err(bad(field, &format!("must be from {lo} to {hi}")));
            }
        }
        if let Some(a) = self.claim_age
            && !(social_security::EARLIEST_CLAIM_AGE..=social_security::LATEST_CLAIM_AGE)
                .contains(&a)
        {
            return Err(bad("claimAge", "must be a whole number from 62 to 70"));
        }
        Ok(())
    }
}

#[cfg(test)]
mod what_if_tests {
    use super::*;
    use crate::validation::{FieldKind, set_field};

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
                FieldKind::Rate => "0.031".to_string(),
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
