//! Built-in accounts: register, sign in, and who am I.

use actix_session::Session;
use actix_web::{HttpRequest, HttpResponse, get, post, web};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::auth::{AuthUser, password, start_session};
use crate::error::{ApiError, ApiResult, ErrorBody};
use crate::extract::JsonBody;
use crate::security::client_ip;
use crate::state::State;

/// Sign-in: any strings (a wrong or malformed address or password is a 401, not a 400).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Credentials {
    pub email: String,
    pub password: String,
}

/// A new account: the sign-in body, with the rules registration enforces.
// Serde still calls it `Credentials`, so error messages are unchanged.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename = "Credentials", deny_unknown_fields)]
#[schema(as = Registration)]
pub struct Registration {
    #[schema(schema_with = crate::schema_rules::email_schema)]
    pub email: String,
    /// 8 to 256 characters, not one character repeated (the pattern: two neighbours differ).
    #[schema(min_length = 8, max_length = 256, pattern = r"([\s\S])(?!\1)[\s\S]")]
    pub password: String,
}

/// The signed-in person as the web app sees them.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UserDto {
    /// UUID.
    pub id: String,
    pub email: Option<String>,
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    /// The OpenID Connect provider's picture, copied in at sign-in as a `data:image/…;base64,` URL
    /// (the CSP shows no remote images); null when there is none or it could not be fetched.
    pub profile_image_url: Option<String>,
}

impl From<finance_store::User> for UserDto {
    fn from(u: finance_store::User) -> Self {
        UserDto {
            id: u.id,
            email: u.email,
            first_name: u.first_name,
            last_name: u.last_name,
            profile_image_url: u.profile_image_url,
        }
    }
}

fn local_accounts_enabled(state: &State) -> ApiResult<()> {
    if state.oidc.is_some() {
        return Err(ApiError::NotFound);
    }
    Ok(())
}

/// Create a built-in account and sign in.
#[utoipa::path(
    tag = "auth",
    request_body = Registration,
    responses(
        (status = 201, body = UserDto, description = "Account created; the session cookie is set"),
        (status = 400, body = ErrorBody, description = "Bad input; the message names the field"), (status = 409, body = ErrorBody, description = "The email address is taken"), (status = 429, body = ErrorBody, description = "Too many requests; see Retry-After")
    )
)]
#[post("/auth/register")]
pub async fn register(
    state: State,
    req: HttpRequest,
    session: Session,
    body: JsonBody<Registration>,
) -> ApiResult<HttpResponse> {
    local_accounts_enabled(&state)?;
    state
        .sign_in_ip_limiter
        .check(&state.store, &client_ip(&req))
        .await?;
    let Registration { email, password } = body.into_inner();
    let email = password::normalise_email(&email)?;
    password::check_strength(&password)?;
    let hash = web::block(move || password::hash(&password)).await??;
    let user = state
        .db(move |s| s.create_local_user(&email, &hash))
        .await
        .map_err(|e| match e {
            ApiError::Conflict(_) => {
                ApiError::Conflict("An account with this email already exists".into())
            }
            other => other,
        })?;
    start_session(&session, &user.id)?;
    tracing::info!(user_id = %user.id, "account created");
    Ok(HttpResponse::Created().json(UserDto::from(user)))
}

/// Sign in with a built-in account.
#[utoipa::path(
    tag = "auth",
    request_body = Credentials,
    responses(
        (status = 200, body = UserDto, description = "Signed in; the session cookie is set"),
        (status = 400, body = ErrorBody, description = "Bad input; the message names the field"), (status = 401, body = ErrorBody, description = "Not signed in"), (status = 429, body = ErrorBody, description = "Too many requests; see Retry-After")
    )
)]
#[post("/auth/login")]
pub async fn login(
    state: State,
    req: HttpRequest,
    session: Session,
    body: JsonBody<Credentials>,
) -> ApiResult<HttpResponse> {
    local_accounts_enabled(&state)?;
    let Credentials { email, password } = body.into_inner();
    state
        .sign_in_ip_limiter
        .check(&state.store, &client_ip(&req))
        .await?;
    let email = email.trim().to_lowercase();
    state
        .sign_in_account_limiter
        .check(&state.store, &email)
        .await?;
    let lookup = email.clone();
    let found = state
        .db(move |s| s.find_local_user_by_email(&lookup))
        .await?;
    let dummy = state.dummy_hash.clone();
    let (user, ok) = web::block(move || match found {
        Some((user, hash)) => {
            let ok = password::verify(&password, &hash);
            (Some(user), ok)
        }
        None => {
            dummy.spend(&password);
            (None, false)
        }
    })
    .await?;
    match (user, ok) {
        (Some(user), true) => {
            start_session(&session, &user.id)?;
            tracing::info!(user_id = %user.id, "signed in");
            Ok(HttpResponse::Ok().json(UserDto::from(user)))
        }
        _ => Err(ApiError::Unauthorized),
    }
}

/// The signed-in person, or 401 `{"message":"Unauthorized"}`.
#[utoipa::path(
    tag = "auth",
    responses((status = 200, body = UserDto), (status = 401, body = ErrorBody, description = "Not signed in"))
)]
#[get("/auth/user")]
pub async fn current_user(state: State, user: AuthUser) -> ApiResult<web::Json<UserDto>> {
    // A session can outlive its account only by a race with deletion; treat it as signed out.
    let found = state.db(move |s| s.get_user(&user.id)).await?;
    found
        .map(|u| web::Json(UserDto::from(u)))
        .ok_or(ApiError::Unauthorized)
}
