use std::str::FromStr;

use actix_web::{post, web};
use finance_domain::tax::{self, FilingStatus, TaxRequest};
use finance_domain::{Country, MaritalStatus, Region};
use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;

use crate::auth::AuthUser;
use crate::error::{ApiError, ApiResult, ErrorBody};
use crate::extract::JsonBody;

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TaxInput {
    #[schema(schema_with = crate::schema_rules::country_schema)]
    pub country: String,
    #[schema(schema_with = crate::schema_rules::income_schema)]
    pub income: Value,
    #[schema(schema_with = crate::schema_rules::region_schema)]
    pub state: Option<String>,
    #[schema(schema_with = crate::schema_rules::filing_status_schema)]
    pub filing_status: Option<String>,
    /// "2026" (US) or "2025-26" (Australia); default: the year in force today.
    pub tax_year: Option<String>,
    /// 0 to 20.
    #[schema(maximum = 20)]
    pub dependents: Option<u32>,
    pub private_hospital_cover: Option<bool>,
    /// single, married, de facto, divorced, separated or widowed: a spouse selects the Australian
    /// Medicare levy family thresholds, the seniors offset couple rate and the US joint filing status.
    pub marital_status: Option<String>,
    /// Australia: family income for the Medicare levy family thresholds and the surcharge tiers.
    #[schema(schema_with = crate::schema_rules::optional_money_schema)]
    pub household_income: Option<Value>,
    /// Age at the end of the tax year, 0 to 120.
    #[schema(maximum = 120)]
    pub age: Option<u32>,
    /// US joint filers: the spouse's age, 0 to 120; default `age`.
    #[schema(maximum = 120)]
    pub spouse_age: Option<u32>,
    /// Australia: HELP / study loan balance.
    #[schema(schema_with = crate::schema_rules::optional_money_schema)]
    pub help_debt: Option<Value>,
    /// Australia: salary sacrificed into super in the year (part of income).
    #[schema(schema_with = crate::schema_rules::optional_money_schema)]
    pub salary_sacrifice: Option<Value>,
    /// US: pre-tax 401(k)/403(b) deferral in the year (part of income), within the year's limit.
    #[schema(schema_with = crate::schema_rules::optional_money_schema)]
    pub pre_tax_retirement: Option<Value>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TaxLineDto {
    pub label: String,
    pub amount: String,
}

/// The tax engine's result. Money is numeric strings in dollars; rates are fractions.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TaxResultDto {
    pub country: String,
    pub tax_year: String,
    pub income: String,
    pub filing_status: Option<String>,
    pub state: Option<String>,
    pub federal_tax: String,
    pub state_tax: String,
    pub fica_tax: String,
    pub take_home: String,
    pub take_home_per_period: PayPeriodsDto,
    /// Salary sacrifice (Australia) or the pre-tax 401(k)/403(b) deferral (US).
    pub pre_tax_contributions: String,
    /// Australia only (0 when there is no study loan); absent for the US.
    pub help_repayment: Option<String>,
    pub breakdown: Vec<TaxLineDto>,
    pub refundable_credits: Vec<TaxLineDto>,
    pub marginal_rate: String,
    pub average_rate: String,
    pub provisional: bool,
    pub provisional_reasons: Vec<String>,
    pub assumptions: Vec<String>,
    pub not_modelled: Vec<String>,
}

/// Take-home pay per pay period (fortnightly is the US biweekly).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PayPeriodsDto {
    pub weekly: String,
    pub fortnightly: String,
    pub monthly: String,
}

fn read_income(v: &Value) -> Result<Decimal, ApiError> {
    read_money("income", v)
}

/// An optional money field; null or an empty string is omitted.
fn read_optional_money(field: &str, v: Option<&Value>) -> Result<Option<Decimal>, ApiError> {
    match v {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) if s.trim().is_empty() => Ok(None),
        Some(v) => read_money(field, v).map(Some),
    }
}

fn read_money(field: &str, v: &Value) -> Result<Decimal, ApiError> {
    let bad = || {
        ApiError::bad_field(
            field,
            "must be a number of dollars from 0 to 1,000,000,000,000",
        )
    };
    let d = match v {
        Value::Number(n) => Decimal::from_str(&n.to_string()).map_err(|_| bad())?,
        Value::String(s) => Decimal::from_str(s.trim()).map_err(|_| bad())?,
        _ => return Err(bad()),
    };
    if d < Decimal::ZERO || d > finance_domain::validation::MAX_MONEY {
        return Err(bad());
    }
    Ok(d)
}

/// Calculate income tax and take-home pay without touching the profile.
#[utoipa::path(
    tag = "tax",
    request_body = TaxInput,
    responses((status = 200, body = TaxResultDto), (status = 400, body = ErrorBody, description = "Bad input; the message names the field"), (status = 401, body = ErrorBody, description = "Not signed in"))
)]
#[post("/tax/calculate")]
pub async fn calculate(_user: AuthUser, body: JsonBody<TaxInput>) -> ApiResult<web::Json<Value>> {
    let input = body.into_inner();
    let country = Country::parse(&input.country)
        .ok_or_else(|| ApiError::bad_field("country", "must be 'australia' or 'us'"))?;
    let income = read_income(&input.income)?;
    let state = match input
        .state
        .as_deref()
        .map(str::trim)
        .filter(|s| !s.is_empty())
    {
        None => None,
        Some(raw) => Some(Region::parse(country, raw).ok_or_else(|| {
            ApiError::bad_field(
                "state",
                "must be a state of the chosen country, such as NSW or CA",
            )
        })?),
    };
    let filing_status = match input.filing_status.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
        None => None,
        Some(raw) => Some(FilingStatus::parse(raw).ok_or_else(|| {
            ApiError::bad_field(
                "filingStatus",
                "must be single, married_filing_jointly, married_filing_separately or head_of_household",
            )
        })?),
    };
    let dependents = input.dependents.unwrap_or(0);
    if dependents > 20 {
        return Err(ApiError::bad_field(
            "dependents",
            "must be a whole number from 0 to 20",
        ));
    }
    let marital_status = match input
        .marital_status
        .as_deref()
        .map(str::trim)
        .filter(|s| !s.is_empty())
    {
        None => None,
        Some(raw) => Some(MaritalStatus::parse(raw).ok_or_else(|| {
            ApiError::bad_field(
                "maritalStatus",
                "must be single, married, de facto, divorced, separated or widowed",
            )
        })?),
    };
    // The domain checks the ages' range, the other country's fields and the deferral limit.
    let request = TaxRequest {
        country,
        tax_year: input.tax_year.filter(|y| !y.trim().is_empty()),
        income,
        state,
        filing_status,
        marital_status,
        dependents,
        household_income: read_optional_money("householdIncome", input.household_income.as_ref())?,
        private_hospital_cover: input.private_hospital_cover,
        age: input.age,
        spouse_age: input.spouse_age,
        help_debt: read_optional_money("helpDebt", input.help_debt.as_ref())?,
        salary_sacrifice: read_optional_money("salarySacrifice", input.salary_sacrifice.as_ref())?,
        pre_tax_retirement: read_optional_money(
            "preTaxRetirement",
            input.pre_tax_retirement.as_ref(),
        )?,
    };
    let today =
        finance_domain::clock::tax_today(request.country, request.state, chrono::Utc::now());
    let result = tax::calculate(&request, today)?;
    Ok(web::Json(
        serde_json::to_value(result).map_err(ApiError::internal)?,
    ))
}
