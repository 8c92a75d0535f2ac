use actix_web::{get, web};
use finance_domain::retirement;
use serde::Serialize;
use utoipa::ToSchema;

use crate::auth::AuthUser;
use crate::error::{ApiResult, ErrorBody};
use crate::state::State;

/// One year of the retirement projection; money as numeric strings.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProjectionRowDto {
    pub age: u32,
    pub year: i32,
    pub savings: String,
    pub contributions: String,
    pub total_value: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OutlookDto {
    pub final_value: String,
    pub sustainable_income: String,
    pub annual_expenses: String,
    pub is_comfortable: bool,
    pub shortfall: String,
    pub surplus: String,
    /// Sustainable income as a fraction of today's income; null without an income.
    pub replacement_ratio: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ProjectionResponse {
    /// Empty unless age and retirementAge are known and retirementAge > age.
    pub projection: Vec<ProjectionRowDto>,
    pub outlook: Option<OutlookDto>,
}

/// Year-by-year retirement projection and outlook, computed from the saved profile.
#[utoipa::path(
    tag = "profile",
    responses((status = 200, body = ProjectionResponse), (status = 401, body = ErrorBody, description = "Not signed in"))
)]
#[get("/financial-profile/projection")]
pub async fn get_projection(
    state: State,
    user: AuthUser,
) -> ApiResult<web::Json<ProjectionResponse>> {
    let profile = state.profile(&user.id).await?;
    let today =
        finance_domain::clock::tax_today(profile.country, profile.state, chrono::Utc::now());
    let response = match retirement::project(&profile, today) {
        None => ProjectionResponse {
            projection: Vec::new(),
            outlook: None,
        },
        Some(plan) => ProjectionResponse {
            projection: plan
                .rows
                .into_iter()
                .map(|r| ProjectionRowDto {
                    age: r.age,
                    year: r.year,
                    savings: r.savings.to_string(),
                    contributions: r.contributions.to_string(),
                    total_value: r.total_value.to_string(),
                })
                .collect(),
            outlook: Some(OutlookDto {
                final_value: plan.outlook.final_value.to_string(),
                sustainable_income: plan.outlook.sustainable_income.to_string(),
                annual_expenses: plan.outlook.annual_expenses.to_string(),
                is_comfortable: plan.outlook.is_comfortable,
                shortfall: plan.outlook.shortfall.to_string(),
                surplus: plan.outlook.surplus.to_string(),
                replacement_ratio: plan.outlook.replacement_ratio.map(|r| r.to_string()),
            }),
        },
    };
    Ok(web::Json(response))
}
