//! `/api/financial-profile` and its sub-resources.

pub mod assumptions;
pub mod country;
pub mod get;
pub mod patch;
pub mod projection;
pub mod recommendations;
pub mod rendered;
pub mod undo;

use finance_domain::{FinancialProfile, ProfileField};
use serde::Serialize;
use serde_json::{Map, Value};
use utoipa::ToSchema;

use crate::error::ApiError;

/// The saved profile as the web app reads it: every field present, numbers as numeric strings
/// ("85000", "0.07"), the spec's defaults filled in, `null` where nothing is known.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProfileDto {
    /// "australia" or "us".
    pub country: String,
    /// State or territory code (NSW, CA, …).
    pub state: Option<String>,
    pub annual_income: Option<String>,
    pub household_income: Option<String>,
    pub monthly_expenses: Option<String>,
    /// Annual take-home pay, computed.
    pub take_home: Option<String>,
    pub federal_tax: Option<String>,
    pub state_tax: Option<String>,
    pub fica_tax: Option<String>,
    pub current_savings: Option<String>,
    pub property_value: Option<String>,
    pub super_balance: Option<String>,
    pub investment_accounts: Option<String>,
    pub emergency_fund: Option<String>,
    pub emergency_fund_current: Option<String>,
    pub emergency_fund_months: Option<String>,
    pub mortgage_balance: Option<String>,
    pub debts: Option<String>,
    pub rent_or_mortgage: Option<String>,
    pub number_of_cars: Option<String>,
    pub dependents: Option<String>,
    pub age: Option<String>,
    /// single, married, de facto, divorced, separated or widowed.
    pub marital_status: Option<String>,
    /// Free text.
    pub other_assets: Option<String>,
    pub retirement_age: Option<String>,
    /// Fraction: 0.07 is 7%.
    pub expected_return_rate: Option<String>,
    pub retirement_withdrawal_rate: Option<String>,
    /// Australia: private hospital cover (Medicare levy surcharge). `null` means covered.
    pub private_hospital_cover: Option<bool>,
}

impl From<&FinancialProfile> for ProfileDto {
    fn from(p: &FinancialProfile) -> Self {
        let p = p.with_defaults();
        let g = |f: ProfileField| f.get(&p);
        use ProfileField as F;
        ProfileDto {
            country: p.country.as_str().to_string(),
            state: g(F::State),
            annual_income: g(F::AnnualIncome),
            household_income: g(F::HouseholdIncome),
            monthly_expenses: g(F::MonthlyExpenses),
            take_home: g(F::TakeHome),
            federal_tax: g(F::FederalTax),
            state_tax: g(F::StateTax),
            fica_tax: g(F::FicaTax),
            current_savings: g(F::CurrentSavings),
            property_value: g(F::PropertyValue),
            super_balance: g(F::SuperBalance),
            investment_accounts: g(F::InvestmentAccounts),
            emergency_fund: g(F::EmergencyFund),
            emergency_fund_current: g(F::EmergencyFundCurrent),
            emergency_fund_months: g(F::EmergencyFundMonths),
            mortgage_balance: g(F::MortgageBalance),
            debts: g(F::Debts),
            rent_or_mortgage: g(F::RentOrMortgage),
            number_of_cars: g(F::NumberOfCars),
            dependents: g(F::Dependents),
            age: g(F::Age),
            marital_status: g(F::MaritalStatus),
            other_assets: g(F::OtherAssets),
            retirement_age: g(F::RetirementAge),
            expected_return_rate: g(F::ExpectedReturnRate),
            retirement_withdrawal_rate: g(F::RetirementWithdrawalRate),
            private_hospital_cover: p.private_hospital_cover,
        }
    }
}

/// One input value: a number, a numeric string, a word, a boolean, or `null` to clear the field.
fn input_value() -> utoipa::openapi::schema::Schema {
    use utoipa::openapi::schema::{ObjectBuilder, OneOfBuilder, Type};
    OneOfBuilder::new()
        .item(ObjectBuilder::new().schema_type(Type::String))
        .item(ObjectBuilder::new().schema_type(Type::Number))
        .item(ObjectBuilder::new().schema_type(Type::Boolean))
        .item(ObjectBuilder::new().schema_type(Type::Null))
        .into()
}

/// `PATCH /api/financial-profile`: any writable field; omitted fields are untouched, `null` clears.
/// Numbers may be sent as numbers or numeric strings; rates are fractions.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[allow(dead_code)] // documentation only: the handler reads the body field by field
pub struct ProfileInput {
    #[schema(schema_with = input_value)]
    country: Option<()>,
    #[schema(schema_with = input_value)]
    state: Option<()>,
    #[schema(schema_with = input_value)]
    annual_income: Option<()>,
    #[schema(schema_with = input_value)]
    household_income: Option<()>,
    #[schema(schema_with = input_value)]
    monthly_expenses: Option<()>,
    #[schema(schema_with = input_value)]
    current_savings: Option<()>,
    #[schema(schema_with = input_value)]
    property_value: Option<()>,
    #[schema(schema_with = input_value)]
    super_balance: Option<()>,
    #[schema(schema_with = input_value)]
    investment_accounts: Option<()>,
    #[schema(schema_with = input_value)]
    emergency_fund: Option<()>,
    #[schema(schema_with = input_value)]
    emergency_fund_current: Option<()>,
    #[schema(schema_with = input_value)]
    emergency_fund_months: Option<()>,
    #[schema(schema_with = input_value)]
    mortgage_balance: Option<()>,
    #[schema(schema_with = input_value)]
    debts: Option<()>,
    #[schema(schema_with = input_value)]
    rent_or_mortgage: Option<()>,
    #[schema(schema_with = input_value)]
    number_of_cars: Option<()>,
    #[schema(schema_with = input_value)]
    dependents: Option<()>,
    #[schema(schema_with = input_value)]
    age: Option<()>,
    #[schema(schema_with = input_value)]
    marital_status: Option<()>,
    #[schema(schema_with = input_value)]
    other_assets: Option<()>,
    #[schema(schema_with = input_value)]
    retirement_age: Option<()>,
    #[schema(schema_with = input_value)]
    expected_return_rate: Option<()>,
    #[schema(schema_with = input_value)]
    retirement_withdrawal_rate: Option<()>,
    #[schema(schema_with = input_value)]
    private_hospital_cover: Option<()>,
}

/// `POST /api/financial-profile/assumptions`: any of the seven planning assumptions.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[allow(dead_code)] // documentation only
pub struct AssumptionsInput {
    #[schema(schema_with = input_value)]
    age: Option<()>,
    #[schema(schema_with = input_value)]
    retirement_age: Option<()>,
    #[schema(schema_with = input_value)]
    emergency_fund_months: Option<()>,
    #[schema(schema_with = input_value)]
    current_savings: Option<()>,
    #[schema(schema_with = input_value)]
    monthly_expenses: Option<()>,
    #[schema(schema_with = input_value)]
    expected_return_rate: Option<()>,
    #[schema(schema_with = input_value)]
    retirement_withdrawal_rate: Option<()>,
}

/// Reads a JSON object of profile fields into raw changes, refusing unknown fields, fields outside
/// `allowed`, and values of the wrong JSON type. Numbers are taken as written.
pub fn read_changes(
    body: Map<String, Value>,
    allowed: &[ProfileField],
    what: &str,
) -> Result<Vec<(ProfileField, Option<String>)>, ApiError> {
    let mut changes = Vec::with_capacity(body.len());
    for (name, value) in body {
        let field = ProfileField::from_name(&name)
            .filter(|f| allowed.contains(f))
            .ok_or_else(|| ApiError::bad_field(&name, format!("is not {what}")))?;
        let raw = match value {
            Value::Null => None,
            Value::String(s) => Some(s),
            Value::Number(n) => Some(n.to_string()),
            Value::Bool(b) => Some(b.to_string()),
            Value::Array(_) | Value::Object(_) => {
                return Err(ApiError::bad_field(
                    &name,
                    "must be a number, a string or null",
                ));
            }
        };
        changes.push((field, raw));
    }
    Ok(changes)
}

/// Every field a person may set directly (everything but the computed tax figures).
pub fn writable_fields() -> Vec<ProfileField> {
    ProfileField::ALL
        .into_iter()
        .filter(|f| !ProfileField::COMPUTED.contains(f))
        .collect()
}
