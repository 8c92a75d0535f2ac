//! `GET /api/financial-profile/history`: net worth over time, read from the profile's change log
//! (nothing is written per change beyond the audit rows every write keeps).

use std::collections::HashMap;

use actix_web::{get, web};
use chrono::{DateTime, NaiveDate, NaiveTime, Utc};
use finance_domain::profile::history::{HistoryRange, NetWorthPoint};
use serde::Serialize;
use utoipa::ToSchema;

use crate::auth::AuthUser;
use crate::error::{ApiError, ApiResult, ErrorBody};
use crate::state::State;

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NetWorthPointDto {
    /// When the change was committed (the last point: when this was asked).
    pub at: DateTime<Utc>,
    /// savings + property + super/401(k) + investments + emergency fund, dollars as a numeric string.
    pub total_assets: String,
    /// mortgage + debts.
    pub total_liabilities: String,
    /// totalAssets − totalLiabilities (negative with a leading "-").
    pub net_worth: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct HistoryResponse {
    /// Oldest first.
    pub points: Vec<NetWorthPointDto>,
}

impl From<NetWorthPoint> for NetWorthPointDto {
    fn from(p: NetWorthPoint) -> Self {
        NetWorthPointDto {
            at: p.at,
            total_assets: p.total_assets.normalize().to_string(),
            total_liabilities: p.total_liabilities.normalize().to_string(),
            net_worth: p.net_worth.normalize().to_string(),
        }
    }
}

/// A bound: an RFC 3339 instant, or a date (UTC), read as its first instant for `from` and its
/// last for `to`.
fn bound(name: &str, raw: &str, end_of_day: bool) -> Result<DateTime<Utc>, ApiError> {
    let raw = raw.trim();
    if let Ok(at) = DateTime::parse_from_rfc3339(raw) {
        return Ok(at.with_timezone(&Utc));
    }
    let day = NaiveDate::parse_from_str(raw, "%Y-%m-%d").map_err(|_| {
        ApiError::bad_field(
            name,
            "must be a date such as 2026-01-31 or an instant such as 2026-01-31T09:00:00Z",
        )
    })?;
    let time = if end_of_day {
        NaiveTime::from_hms_milli_opt(23, 59, 59, 999)
    } else {
        Some(NaiveTime::MIN)
    };
    Ok(day.and_time(time.unwrap_or(NaiveTime::MIN)).and_utc())
}

fn range(query: &HashMap<String, String>) -> Result<HistoryRange, ApiError> {
    if let Some(unknown) = query.keys().find(|k| !matches!(k.as_str(), "from" | "to")) {
        return Err(ApiError::bad_field(
            unknown,
            "is not a history filter (from, to)",
        ));
    }
    let from = query
        .get("from")
        .map(|r| bound("from", r, false))
        .transpose()?;
    let to = query.get("to").map(|r| bound("to", r, true)).transpose()?;
    if let (Some(f), Some(t)) = (from, to)
        && f > t
    {
        return Err(ApiError::bad_field("from", "must not be after to"));
    }
    Ok(HistoryRange { from, to })
}

/// Net worth over time: a point after each committed profile change (changes saved together are
/// one point) and one for now, oldest first, each with total assets, total liabilities and net
/// worth by the spec's formulas. When the points in range span more than 31 days (or number over
/// 500), each day keeps only its last point.
#[utoipa::path(
    tag = "profile",
    params(
        ("from" = Option<String>, Query, description = "Only points at or after this: a date (2026-01-31, from its start, UTC) or an RFC 3339 instant"),
        ("to" = Option<String>, Query, description = "Only points at or before this: a date (to its end, UTC) or an RFC 3339 instant")
    ),
    responses(
        (status = 200, body = HistoryResponse),
        (status = 400, body = ErrorBody, description = "A bad filter; the message names it"),
        (status = 401, body = ErrorBody, description = "Not signed in")
    )
)]
#[get("/financial-profile/history")]
pub async fn get_history(
    state: State,
    user: AuthUser,
    query: web::Query<HashMap<String, String>>,
) -> ApiResult<web::Json<HistoryResponse>> {
    let range = range(&query)?;
    let now = Utc::now();
    let points = state
        .db(move |s| s.net_worth_history(&user.id, &range, now))
        .await?;
    Ok(web::Json(HistoryResponse {
        points: points.into_iter().map(NetWorthPointDto::from).collect(),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn q(pairs: &[(&str, &str)]) -> HashMap<String, String> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn bounds_are_dates_or_instants() {
        let r = range(&q(&[("from", "2026-01-31"), ("to", "2026-02-01")])).unwrap();
        assert_eq!(r.from.unwrap().to_rfc3339(), "2026-01-31T00:00:00+00:00");
        assert_eq!(r.to.unwrap().to_rfc3339(), "2026-02-01T23:59:59.999+00:00");
        let r = range(&q(&[("to", "2026-01-31T09:00:00+10:00")])).unwrap();
        assert_eq!(r.to.unwrap().to_rfc3339(), "2026-01-30T23:00:00+00:00");
        for bad in [
            q(&[("from", "yesterday")]),
            q(&[("from", "2026-02-02"), ("to", "2026-02-01")]),
            q(&[("since", "2026-01-01")]),
        ] {
            assert!(
                matches!(range(&bad), Err(ApiError::BadRequest(_))),
                "{bad:?}"
            );
        }
    }
}
