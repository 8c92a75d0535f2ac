//! The profile's fields, each stated once: Rust name, JSON name, type, kind (which carries the bounds),
//! the country's labels and the default. The struct [`FinancialProfile`], [`ProfileField`] with its
//! names, kinds, labels, defaults and canonical values, and [`FinancialProfile::with_defaults`] are
//! generated from the table at the bottom of this file; validation (`crate::validation`), the store's
//! row mapping, the API's DTOs and OpenAPI schemas (and through `openapi.yaml` the web app's types) all
//! read them. A new field is one line here; nothing else needs to name it unless it has a rule of its
//! own (a tax input, an assumption).

use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};

use crate::profile::{
    Country, DEFAULT_EMERGENCY_FUND_MONTHS, DEFAULT_EXPECTED_RETURN_RATE, DEFAULT_HORIZON_AGE,
    DEFAULT_INFLATION_RATE, DEFAULT_RETIREMENT_AGE, DEFAULT_RETIREMENT_WITHDRAWAL_RATE,
    DEFAULT_RETURN_VOLATILITY, MaritalStatus,
};
use crate::region::Region;
use crate::retirement::social_security::{EARLIEST_CLAIM_AGE, LATEST_CLAIM_AGE};

/// A share of something: 0 to 1.
const FRACTION: FieldKind = FieldKind::Rate {
    min: Decimal::ZERO,
    max: Decimal::ONE,
};
/// The retirement plan compounds the expected return and inflation over up to 120 years; beyond
/// 50% a year of return or 20% a year of inflation no plan says anything useful. The plan's
/// what-ifs are read with these same bounds (`PlanOverrides::NAMES`), so any value saved here gives
/// a plan.
const EXPECTED_RETURN: FieldKind = FieldKind::Rate {
    min: Decimal::ZERO,
    max: rust_decimal_macros::dec!(0.5),
};
const INFLATION: FieldKind = FieldKind::Rate {
    min: Decimal::ZERO,
    max: rust_decimal_macros::dec!(0.2),
};

/// How a field's value is read and bounded.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FieldKind {
    Country,
    Region,
    /// Dollars, 0 to 1e12, up to 2 decimal places.
    Money,
    /// A fraction between the bounds, inclusive (0.07 is 7%).
    Rate {
        min: Decimal,
        max: Decimal,
    },
    /// A whole number between the bounds, inclusive.
    Count {
        min: u32,
        max: u32,
    },
    /// A decimal number of months, 0 to 60.
    Months,
    MaritalStatus,
    /// Free text, at most `validation::MAX_OTHER_ASSETS_CHARS` characters.
    Text,
    Bool,
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

/// The Rust types a field can hold, with their canonical string (what the store keeps and the API
/// shows) and the validated value they are set from.
pub trait FieldType: Sized {
    fn canonical(&self) -> String;
    fn from_value(value: FieldValue) -> Option<Self>;
}

impl FieldType for Decimal {
    fn canonical(&self) -> String {
        self.normalize().to_string()
    }
    fn from_value(value: FieldValue) -> Option<Self> {
        match value {
            FieldValue::Decimal(d) => Some(d),
            _ => None,
        }
    }
}

impl FieldType for u32 {
    fn canonical(&self) -> String {
        self.to_string()
    }
    fn from_value(value: FieldValue) -> Option<Self> {
        match value {
            FieldValue::Count(n) => Some(n),
            _ => None,
        }
    }
}

impl FieldType for Country {
    fn canonical(&self) -> String {
        self.as_str().to_string()
    }
    fn from_value(value: FieldValue) -> Option<Self> {
        match value {
            FieldValue::Country(c) => Some(c),
            _ => None,
        }
    }
}

impl FieldType for Region {
    fn canonical(&self) -> String {
        self.code().to_string()
    }
    fn from_value(value: FieldValue) -> Option<Self> {
        match value {
            FieldValue::Region(r) => Some(r),
            _ => None,
        }
    }
}

impl FieldType for MaritalStatus {
    fn canonical(&self) -> String {
        self.as_str().to_string()
    }
    fn from_value(value: FieldValue) -> Option<Self> {
        match value {
            FieldValue::MaritalStatus(m) => Some(m),
            _ => None,
        }
    }
}

impl FieldType for String {
    fn canonical(&self) -> String {
        self.clone()
    }
    fn from_value(value: FieldValue) -> Option<Self> {
        match value {
            FieldValue::Text(t) => Some(t),
            _ => None,
        }
    }
}

impl FieldType for bool {
    fn canonical(&self) -> String {
        self.to_string()
    }
    fn from_value(value: FieldValue) -> Option<Self> {
        match value {
            FieldValue::Bool(b) => Some(b),
            _ => None,
        }
    }
}

/// Generates the profile struct and `ProfileField` from the table below. The country is the one
/// field that is never missing (it defaults to Australia), so it is written out here; every other
/// field is an `Option`, `None` meaning the person never told us.
macro_rules! profile_fields {
    ($(
        $(#[doc = $doc:literal])*
        $variant:ident $field:ident $json:literal: $ty:ty, $kind:expr,
            label($au:literal, $us:literal) $(, default($default:expr))?;
    )*) => {
        /// A person's saved financial profile. Money is exact decimal dollars; rates are fractions.
        #[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
        #[serde(rename_all = "camelCase")]
        pub struct FinancialProfile {
            pub country: Country,
            $( $(#[doc = $doc])* pub $field: Option<$ty>, )*
        }

        /// Every profile field, by its camelCase API name.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum ProfileField {
            Country,
            $( $variant, )*
        }

        impl ProfileField {
            /// Every field, in the table's order (the country first, so a state is read against it).
            pub const ALL: [ProfileField; 1 + [$($json),*].len()] =
                [ProfileField::Country, $( ProfileField::$variant, )*];

            /// The camelCase name used by the API, the store and the advisor.
            pub fn name(self) -> &'static str {
                match self {
                    ProfileField::Country => "country",
                    $( ProfileField::$variant => $json, )*
                }
            }

            pub fn kind(self) -> FieldKind {
                match self {
                    ProfileField::Country => FieldKind::Country,
                    $( ProfileField::$variant => $kind, )*
                }
            }

            /// What the field is called in a sentence, in the country's own terms.
            pub fn label(self, country: Country) -> &'static str {
                match self {
                    ProfileField::Country => "country",
                    $( ProfileField::$variant => match country {
                        Country::Australia => $au,
                        Country::Us => $us,
                    }, )*
                }
            }

            /// One line saying what the field holds (the table's doc comment).
            pub fn description(self) -> &'static str {
                match self {
                    ProfileField::Country => " \"australia\" or \"us\".",
                    $( ProfileField::$variant => concat!("" $(, $doc)*), )*
                }
            }

            /// The canonical value a missing field reads as, when the field has a fixed default.
            pub fn default_value(self) -> Option<String> {
                match self {
                    ProfileField::Country => Some(Country::default().canonical()),
                    $( ProfileField::$variant => profile_fields!(@default $($default)?), )*
                }
            }

            /// The stored value as its canonical string; `None` when never set.
            pub fn get(self, p: &FinancialProfile) -> Option<String> {
                match self {
                    ProfileField::Country => Some(p.country.canonical()),
                    $( ProfileField::$variant => p.$field.as_ref().map(FieldType::canonical), )*
                }
            }

            /// Writes an already-validated value of the field's own type; `None` for a value of
            /// another type. The country and state rules are `validation::set_field`'s.
            pub(crate) fn assign(self, p: &mut FinancialProfile, value: FieldValue) -> Option<()> {
                let clear = matches!(value, FieldValue::Clear);
                match self {
                    ProfileField::Country => {
                        p.country = if clear { Country::default() } else { Country::from_value(value)? };
                    }
                    $( ProfileField::$variant => {
                        p.$field = if clear { None } else { Some(<$ty>::from_value(value)?) };
                    } )*
                }
                Some(())
            }
        }

        impl FinancialProfile {
            /// The profile as the API shows it: the table's defaults filled in where nothing was
            /// chosen.
            pub fn with_defaults(&self) -> FinancialProfile {
                let mut filled = self.clone();
                $( profile_fields!(@fill filled $field $($default)?); )*
                filled
            }
        }
    };
    (@default) => { None };
    (@default $default:expr) => { Some(FieldType::canonical(&$default)) };
    (@fill $p:ident $field:ident) => {};
    (@fill $p:ident $field:ident $default:expr) => {
        if $p.$field.is_none() {
            $p.$field = Some($default);
        }
    };
}

// Bounds are documented in docs/domain.md; money is 0 to 1e12 with at most 2 decimal places. The
// retirement plan checks its input against these same bounds (`PlanInput::validate`).
profile_fields! {
    /// Australian state/territory or US state/DC code (NSW, CA, …).
    State state "state": Region, FieldKind::Region, label("state or territory", "state");
    /// Annual gross income.
    AnnualIncome annual_income "annualIncome": Decimal, FieldKind::Money, label("annual income", "annual income");
    /// Annual household income (for the Medicare levy surcharge family test).
    HouseholdIncome household_income "householdIncome": Decimal, FieldKind::Money, label("household income", "household income");
    /// Monthly living expenses.
    MonthlyExpenses monthly_expenses "monthlyExpenses": Decimal, FieldKind::Money, label("monthly expenses", "monthly expenses");
    /// Annual take-home pay, computed.
    TakeHome take_home "takeHome": Decimal, FieldKind::Money, label("take-home pay", "take-home pay");
    /// Income tax (Australia) or federal tax (US), computed.
    FederalTax federal_tax "federalTax": Decimal, FieldKind::Money, label("income tax", "federal tax");
    /// State income tax, computed (0 in Australia).
    StateTax state_tax "stateTax": Decimal, FieldKind::Money, label("state tax", "state tax");
    /// Medicare levy and surcharge (Australia) or FICA (US), computed.
    FicaTax fica_tax "ficaTax": Decimal, FieldKind::Money, label("Medicare levy", "FICA");
    /// The tax year the computed figures are for ("2026-27", "2026"), computed.
    TaxYear tax_year "taxYear": String, FieldKind::Text, label("tax year", "tax year");
    /// Australia: this tax year's compulsory HELP repayment, computed (0 without a HELP debt).
    HelpRepayment help_repayment "helpRepayment": Decimal, FieldKind::Money, label("HELP repayment", "HELP repayment");
    /// Cash savings.
    CurrentSavings current_savings "currentSavings": Decimal, FieldKind::Money, label("savings", "savings"), default(Decimal::ZERO);
    /// Value of property owned (0 or missing: not a homeowner).
    PropertyValue property_value "propertyValue": Decimal, FieldKind::Money, label("property value", "property value");
    /// Superannuation (Australia) or 401(k) (US) balance.
    SuperBalance super_balance "superBalance": Decimal, FieldKind::Money, label("super balance", "401(k) balance");
    /// Investment accounts outside super or a 401(k).
    InvestmentAccounts investment_accounts "investmentAccounts": Decimal, FieldKind::Money, label("investments", "investments");
    /// Emergency fund target.
    EmergencyFund emergency_fund "emergencyFund": Decimal, FieldKind::Money, label("emergency fund", "emergency fund");
    /// Emergency fund held now.
    EmergencyFundCurrent emergency_fund_current "emergencyFundCurrent": Decimal, FieldKind::Money, label("current emergency fund", "current emergency fund");
    /// Emergency fund target in months of expenses.
    EmergencyFundMonths emergency_fund_months "emergencyFundMonths": Decimal, FieldKind::Months, label("emergency fund target", "emergency fund target"), default(DEFAULT_EMERGENCY_FUND_MONTHS);
    /// Mortgage balance owed.
    MortgageBalance mortgage_balance "mortgageBalance": Decimal, FieldKind::Money, label("mortgage balance", "mortgage balance");
    /// Other debts owed.
    Debts debts "debts": Decimal, FieldKind::Money, label("debts", "debts");
    /// Monthly rent or mortgage repayment.
    RentOrMortgage rent_or_mortgage "rentOrMortgage": Decimal, FieldKind::Money, label("rent or mortgage", "rent or mortgage");
    /// Number of cars.
    NumberOfCars number_of_cars "numberOfCars": u32, FieldKind::Count { min: 0, max: 50 }, label("cars", "cars");
    /// Number of dependants.
    Dependents dependents "dependents": u32, FieldKind::Count { min: 0, max: 20 }, label("dependents", "dependents");
    /// Age in years.
    Age age "age": u32, FieldKind::Count { min: 0, max: 120 }, label("age", "age");
    /// single, married, de facto, divorced, separated or widowed.
    MaritalStatus marital_status "maritalStatus": MaritalStatus, FieldKind::MaritalStatus, label("marital status", "marital status");
    /// Free text.
    OtherAssets other_assets "otherAssets": String, FieldKind::Text, label("other assets", "other assets");
    /// Planned retirement age.
    RetirementAge retirement_age "retirementAge": u32, FieldKind::Count { min: 1, max: 100 }, label("retirement age", "retirement age"), default(DEFAULT_RETIREMENT_AGE);
    /// Expected annual return, a fraction from 0 to 0.5: 0.07 is 7%.
    ExpectedReturnRate expected_return_rate "expectedReturnRate": Decimal, EXPECTED_RETURN, label("expected return", "expected return"), default(DEFAULT_EXPECTED_RETURN_RATE);
    /// Annual withdrawal rate in retirement, a fraction.
    RetirementWithdrawalRate retirement_withdrawal_rate "retirementWithdrawalRate": Decimal, FRACTION, label("withdrawal rate", "withdrawal rate"), default(DEFAULT_RETIREMENT_WITHDRAWAL_RATE);
    /// Australia: private hospital cover (Medicare levy surcharge). Missing means covered.
    PrivateHospitalCover private_hospital_cover "privateHospitalCover": bool, FieldKind::Bool, label("private hospital cover", "private hospital cover");
    /// Australia: HELP / study and training loan balance still owed.
    HelpDebt help_debt "helpDebt": Decimal, FieldKind::Money, label("HELP debt", "HELP debt");
    /// Australia: salary sacrificed into super each year (concessional, before tax).
    SalarySacrifice salary_sacrifice "salarySacrifice": Decimal, FieldKind::Money, label("salary sacrifice", "salary sacrifice");
    /// US: pre-tax 401(k)/403(b) deferral each year.
    PreTaxRetirement pre_tax_retirement "preTaxRetirement": Decimal, FieldKind::Money, label("pre-tax retirement contributions", "pre-tax 401(k) contributions");
    /// Age of a spouse or partner (US married filers; missing reads as the person's own age).
    SpouseAge spouse_age "spouseAge": u32, FieldKind::Count { min: 0, max: 120 }, label("partner's age", "spouse's age");
    /// Expected inflation, a fraction from 0 to 0.2: plans are shown in today's dollars with it.
    InflationRate inflation_rate "inflationRate": Decimal, INFLATION, label("inflation", "inflation"), default(DEFAULT_INFLATION_RATE);
    /// Volatility of annual returns (standard deviation), a fraction, for the retirement odds.
    ReturnVolatility return_volatility "returnVolatility": Decimal, FRACTION, label("return volatility", "return volatility"), default(DEFAULT_RETURN_VOLATILITY);
    /// Monthly spending in retirement, in today's dollars (missing: the monthly expenses).
    RetirementSpending retirement_spending "retirementSpending": Decimal, FieldKind::Money, label("retirement spending", "retirement spending");
    /// The age a retirement plan runs to.
    HorizonAge horizon_age "horizonAge": u32, FieldKind::Count { min: 50, max: 120 }, label("plan horizon age", "plan horizon age"), default(DEFAULT_HORIZON_AGE);
    /// US: the age Social Security is claimed (missing: the full retirement age).
    SocialSecurityClaimAge social_security_claim_age "socialSecurityClaimAge": u32, FieldKind::Count { min: EARLIEST_CLAIM_AGE, max: LATEST_CLAIM_AGE }, label("Social Security claim age", "Social Security claim age");
    /// Extra saving each year into savings and investments, beyond super or a 401(k).
    VoluntaryContributions voluntary_contributions "voluntaryContributions": Decimal, FieldKind::Money, label("voluntary contributions", "voluntary contributions");
    /// US: the share of salary an employer matches into the 401(k), a fraction.
    EmployerMatch employer_match "employerMatch": Decimal, FRACTION, label("employer match", "employer 401(k) match");
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::validation::{parse_field, set_field};

    /// A valid raw value for every kind, different from any default.
    fn sample(field: ProfileField) -> String {
        let s = match field.kind() {
            FieldKind::Country => "us",
            FieldKind::Region => "CA",
            FieldKind::Money => "1234.5",
            FieldKind::Rate { .. } => "0.031",
            FieldKind::Count { min, max } => return ((min + max) / 2).to_string(),
            FieldKind::Months => "4.5",
            FieldKind::MaritalStatus => "de facto",
            FieldKind::Text => "a boat",
            FieldKind::Bool => "false",
        };
        s.to_string()
    }

    #[test]
    fn serde_names_are_the_table_names() {
        let mut p = FinancialProfile::default();
        for f in ProfileField::ALL {
            let v = parse_field(f, Some(&sample(f)), Country::Us).unwrap();
            set_field(&mut p, f, v).unwrap();
        }
        let json = serde_json::to_value(&p).unwrap();
        let obj = json.as_object().unwrap();
        assert_eq!(obj.len(), ProfileField::ALL.len());
        for f in ProfileField::ALL {
            assert!(obj.contains_key(f.name()), "{}", f.name());
        }
    }

    #[test]
    fn every_field_round_trips_through_its_canonical_string() {
        let mut p = FinancialProfile::default();
        for f in ProfileField::ALL {
            let v = parse_field(f, Some(&sample(f)), Country::Us).unwrap();
            set_field(&mut p, f, v).unwrap();
        }
        let mut q = FinancialProfile::default();
        for f in ProfileField::ALL {
            let raw = f.get(&p).unwrap();
            let v = parse_field(f, Some(&raw), q.country).unwrap();
            set_field(&mut q, f, v).unwrap();
        }
        assert_eq!(p, q);
    }

    #[test]
    fn defaults_are_valid_values_and_fill_only_missing_fields() {
        for f in ProfileField::ALL {
            if let Some(d) = f.default_value() {
                parse_field(f, Some(&d), Country::Australia).unwrap();
            }
        }
        let filled = FinancialProfile::default().with_defaults();
        for f in ProfileField::ALL {
            assert_eq!(f.get(&filled), f.default_value(), "{}", f.name());
        }
        let chosen = FinancialProfile {
            horizon_age: Some(90),
            ..FinancialProfile::default()
        };
        assert_eq!(chosen.with_defaults().horizon_age, Some(90));
    }

    /// The descriptions (in the OpenAPI document and the model's tools) that name a rate's range name
    /// the table's own.
    #[test]
    fn a_description_naming_a_range_names_the_fields_bounds() {
        for f in ProfileField::ALL {
            if let FieldKind::Rate { min, max } = f.kind()
                && f.description().contains(" from ")
            {
                let range = format!("from {min} to {max}");
                assert!(f.description().contains(&range), "{}", f.name());
            }
        }
    }

    #[test]
    fn a_value_of_another_type_is_refused() {
        let mut p = FinancialProfile::default();
        assert!(
            ProfileField::Age
                .assign(&mut p, FieldValue::Bool(true))
                .is_none()
        );
        assert_eq!(p, FinancialProfile::default());
    }
}
