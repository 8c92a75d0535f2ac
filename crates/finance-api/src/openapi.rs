//! The OpenAPI 3.1 description of every `/api` call, served at `/api/openapi.json` and written to
//! `openapi.yaml` by `penny openapi`.

use std::sync::OnceLock;

use utoipa::OpenApi;

use crate::auth::{local, login_page, logout, oidc};
use crate::error::ErrorBody;
use crate::routes::{account, chat, conversations, goals, health, profile, suggestions, tax};

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Penny API",
        description = "Personal-finance assistant for Australia and the US. Sign in at /api/login; \
every call then sends the session cookie. State-changing calls take application/json and are \
refused cross-site. Errors are JSON {\"message\": ...}.",
        license(name = "MIT")
    ),
    servers((url = "/", description = "This server")),
    paths(
        login_page::login_page,
        logout::logout,
        logout::post_logout,
        oidc::callback,
        local::register,
        local::login,
        local::current_user,
        profile::get::get_profile,
        profile::patch::patch_profile,
        profile::country::post_country,
        profile::assumptions::post_assumptions,
        profile::projection::get_projection,
        profile::plan::get_plan,
        profile::recommendations::get_recommendations,
        profile::undo::undo_change_set,
        profile::history::get_history,
        goals::list::list_goals,
        goals::create::create_goal,
        goals::get::get_goal,
        goals::update::update_goal,
        goals::delete::delete_goal,
        suggestions::list::get_suggestions,
        tax::calculate::calculate,
        chat::send::send_message,
        conversations::list::list_conversations,
        conversations::rename::rename_conversation,
        conversations::delete::delete_conversation,
        conversations::messages::list_messages,
        account::export::export_account,
        account::delete::delete_account,
        health::healthz,
        health::readyz,
    ),
    components(schemas(ErrorBody, conversations::messages::CalculationsDto)),
    tags(
        (name = "auth", description = "Sign-in, sign-out and the current user"),
        (name = "profile", description = "The financial profile and what is computed from it"),
        (name = "goals", description = "Goals and their progress"),
        (name = "chat", description = "The advisor"),
        (name = "conversations", description = "Chat history"),
        (name = "tax", description = "Tax calculations"),
        (name = "account", description = "Export and deletion"),
        (name = "health", description = "Liveness and readiness")
    )
)]
struct ApiDoc;

/// The document, built once. Paths under `/api` are written in full.
pub fn document() -> &'static utoipa::openapi::OpenApi {
    static DOC: OnceLock<utoipa::openapi::OpenApi> = OnceLock::new();
    DOC.get_or_init(|| {
        let mut doc = ApiDoc::openapi();
        let paths = std::mem::take(&mut doc.paths.paths);
        for (path, item) in paths {
            let full = if path.starts_with("/healthz") || path.starts_with("/readyz") {
                path
            } else {
                format!("/api{path}")
            };
            doc.paths.paths.insert(full, item);
        }
        doc
    })
}

/// The YAML written to `openapi.yaml`.
pub fn yaml() -> Result<String, crate::error::ApiError> {
    document()
        .to_yaml()
        .map_err(crate::error::ApiError::internal)
}

/// The document states the rules the handlers enforce (`schema_rules` builds them).
#[cfg(test)]
mod tests {
    use super::*;
    use crate::auth::password;
    use crate::schema_rules::*;

    #[test]
    fn password_lengths_are_the_handlers() {
        let json = serde_json::to_value(document()).unwrap();
        let password = &json["components"]["schemas"]["Registration"]["properties"]["password"];
        assert_eq!(password["minLength"], password::MIN_PASSWORD_CHARS);
        assert_eq!(password["maxLength"], password::MAX_PASSWORD_CHARS);
        // "Not one character repeated" needs a backreference and a lookahead, which Rust's `regex`
        // lacks; ECMA-262 and Python's `re` (schemathesis) have both. The pattern finds two
        // neighbouring characters that differ, which is exactly "not all one character".
        assert_eq!(password["pattern"], r"([\s\S])(?!\1)[\s\S]");
        let dependents = &json["components"]["schemas"]["TaxInput"]["properties"]["dependents"];
        assert_eq!(dependents["maximum"], 20);
    }

    #[test]
    fn the_document_carries_these_patterns() {
        let json = serde_json::to_value(document()).unwrap();
        let schemas = &json["components"]["schemas"];
        let pattern = |s: &str, f: &str| {
            schemas[s]["properties"][f]["pattern"]
                .as_str()
                .map(String::from)
        };
        assert_eq!(pattern("ChatInput", "message"), Some(message_pattern()));
        assert_eq!(pattern("RenameInput", "title"), Some(title_pattern()));
        assert_eq!(pattern("CountryInput", "country"), Some(country_pattern()));
        assert_eq!(pattern("TaxInput", "country"), Some(country_pattern()));
        assert_eq!(pattern("TaxInput", "state"), Some(region_pattern()));
        assert_eq!(
            pattern("TaxInput", "filingStatus"),
            Some(filing_status_pattern())
        );
        assert_eq!(pattern("Registration", "email"), Some(email_pattern()));
        assert_eq!(
            pattern("Credentials", "email"),
            None,
            "sign-in takes any string"
        );
    }
}
