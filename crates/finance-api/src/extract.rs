//! `JsonBody<T>`: the JSON extractor every handler uses. Unlike `web::Json` it names the field in
//! every refusal ("income: invalid type: …", "unknown field `foo`") and answers 413 past the size
//! limit, all through [`ApiError`].

use std::future::Future;
use std::pin::Pin;
use std::time::Duration;

use actix_web::error::PayloadError;
use actix_web::{FromRequest, HttpRequest, dev::Payload, web};
use serde::de::DeserializeOwned;

use crate::error::ApiError;

/// How long a whole request body may take to arrive. Bodies are at most 64 KiB, so a client slower
/// than that is stalling on purpose (slowloris) and only holds a connection and a task hostage.
pub const BODY_TIMEOUT: Duration = Duration::from_secs(10);

pub struct JsonBody<T>(pub T);

impl<T> JsonBody<T> {
    pub fn into_inner(self) -> T {
        self.0
    }
}

impl<T: DeserializeOwned + 'static> FromRequest for JsonBody<T> {
    type Error = ApiError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, ApiError>>>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let bytes = web::Bytes::from_request(req, payload);
        Box::pin(async move {
            let bytes = tokio::time::timeout(BODY_TIMEOUT, bytes)
                .await
                .map_err(|_| ApiError::RequestTimeout)?
                .map_err(|e| match e.as_error::<PayloadError>() {
                    Some(PayloadError::Overflow) => ApiError::PayloadTooLarge,
                    _ => ApiError::BadRequest("Could not read the request body".into()),
                })?;
            parse(&bytes).map(JsonBody)
        })
    }
}

pub fn parse<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, ApiError> {
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Err(ApiError::BadRequest(
            "Request body must be a JSON object".into(),
        ));
    }
    let de = &mut serde_json::Deserializer::from_slice(bytes);
    let value = serde_path_to_error::deserialize(&mut *de).map_err(|e| {
        let path = e.path().to_string();
        let inner = e.into_inner();
        let what = if inner.is_syntax() || inner.is_eof() {
            format!("Malformed JSON: {inner}")
        } else {
            // serde's own message names unknown and missing fields; the path names the rest.
            strip_position(&inner.to_string())
        };
        if path == "." || path.is_empty() || inner.is_syntax() || inner.is_eof() {
            ApiError::BadRequest(what)
        } else {
            ApiError::BadRequest(format!("{path}: {what}"))
        }
    })?;
    // Anything after the value ("{}{") is malformed too.
    de.end()
        .map_err(|e| ApiError::BadRequest(format!("Malformed JSON: {e}")))?;
    Ok(value)
}

/// " at line 1 column 12" helps nobody filling a form.
fn strip_position(msg: &str) -> String {
    match msg.rfind(" at line ") {
        Some(i) => msg[..i].to_string(),
        None => msg.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, serde::Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Input {
        #[allow(dead_code)]
        age: u32,
    }

    fn message(body: &str) -> String {
        match parse::<Input>(body.as_bytes()) {
            Err(ApiError::BadRequest(m)) => m,
            other => panic!("expected a 400, got {:?}", other.map(|_| ())),
        }
    }

    #[test]
    fn every_refusal_names_the_field() {
        assert!(message(r#"{"age": "x"}"#).starts_with("age: invalid type"));
        assert!(message(r#"{"age": 1, "nope": 2}"#).contains("unknown field `nope`"));
        assert!(message(r#"{}"#).contains("missing field `age`"));
        assert!(message(r#"{"age": -1}"#).starts_with("age: "));
        assert!(message(r#"{"age": "#).starts_with("Malformed JSON"));
        assert!(message("").contains("JSON object"));
        assert!(message(r#"{"age": 1} {"#).starts_with("Malformed JSON"));
    }
}
