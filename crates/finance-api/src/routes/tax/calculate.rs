use std::str::FromStr;

use actix_web::{post, web};
use finance_domain::tax::{self, FilingStatus, TaxRequest};
use finance_domain::{Country, Region};
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
    pub breakdown: Vec<TaxLineDto>,
    pub refundable_credits: Vec<TaxLineDto>,
    pub marginal_rate: String,
    pub average_rate: String,
    pub provisional: bool,
    pub provisional_reasons: Vec<String>,
    pub assumptions: Vec<String>,
    pub not_modelled: Vec<String>,
}

fn read_income(v: &Value) -> Result<Decimal, ApiError> {
    let bad = || {
        ApiError::bad_field(
            "income",
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
    let request = TaxRequest {
        country,
        tax_year: input.tax_year.filter(|y| !y.trim().is_empty()),
        income,
        state,
        filing_status,
        marital_status: None,
        dependents,
        household_income: None,
        private_hospital_cover: input.private_hospital_cover,
    };
    let today =
        finance_domain::clock::tax_today(request.country, request.state, chrono::Utc::now());
    let result = tax::calculate(&request, today)?;
    Ok(web::Json(
        serde_json::to_value(result).map_err(ApiError::internal)?,
    ))
}
