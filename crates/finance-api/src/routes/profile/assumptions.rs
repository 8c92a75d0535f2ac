use actix_web::{post, web};
use finance_domain::ProfileField;
use finance_store::ChangeSource;
use serde_json::{Map, Value};

use super::{AssumptionsInput, ProfileDto, read_changes};
use crate::auth::AuthUser;
use crate::error::{ApiResult, ErrorBody};
use crate::extract::JsonBody;
use crate::state::State;

/// Update some of the seven planning assumptions (age, retirementAge, emergencyFundMonths,
/// currentSavings, monthlyExpenses, expectedReturnRate, retirementWithdrawalRate). Omitted fields
/// are untouched; any other field is refused.
#[utoipa::path(
    tag = "profile",
    request_body(content = AssumptionsInput, description = "Any of age, retirementAge, emergencyFundMonths, currentSavings, monthlyExpenses, expectedReturnRate, retirementWithdrawalRate (numbers or numeric strings; rates are fractions)"),
    responses((status = 200, body = ProfileDto), (status = 400, body = ErrorBody, description = "Bad input; the message names the field"), (status = 401, body = ErrorBody, description = "Not signed in"))
)]
#[post("/financial-profile/assumptions")]
pub async fn post_assumptions(
    state: State,
    user: AuthUser,
    body: JsonBody<Map<String, Value>>,
) -> ApiResult<web::Json<ProfileDto>> {
    let changes = read_changes(
        body.into_inner(),
        &ProfileField::ASSUMPTIONS,
        "an assumption field (age, retirementAge, emergencyFundMonths, currentSavings, monthlyExpenses, expectedReturnRate, retirementWithdrawalRate)",
    )?;
    let source = if changes.len() == 1 {
        ChangeSource::QuickEdit
    } else {
        ChangeSource::Form
    };
    let today = chrono::Utc::now().date_naive();
    let outcome = state
        .db(move |s| s.update_profile(&user.id, &changes, source, today))
        .await?;
    Ok(web::Json(ProfileDto::from(&outcome.profile)))
}
