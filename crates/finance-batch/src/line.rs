//! Reading one JSON line into a calculator's request and writing its answer: the shared part of the
//! `penny pension`, `penny social-security` and `penny plan` batches. (`penny tax --batch` reads its
//! lines with plain serde_json, whose errors already name the field: path tracking would cost its
//! hot path, see `finance_batch::json`.)

use finance_domain::DomainError;
use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::runner::write_error;

/// One line as `T`. A line that is JSON but not the request names the field at fault
/// ("relationship: unknown variant …"); a line that is not JSON says so.
pub fn read<T: DeserializeOwned>(line: &[u8]) -> Result<T, String> {
    let mut de = serde_json::Deserializer::from_slice(line);
    let value = serde_path_to_error::deserialize::<_, T>(&mut de).map_err(|e| {
        let (path, inner) = (e.path().to_string(), e.into_inner());
        if !inner.is_data() {
            // serde_json reads a number where a word belongs (`"relationship":1`) as bad syntax.
            // A fault before any key is read has no field ("." or "?").
            if path == "." || path.contains('?') {
                format!("invalid JSON: {inner}")
            } else {
                format!("{path}: invalid JSON: {inner}")
            }
        } else if !line.trim_ascii_start().starts_with(b"{") {
            // serde reads an array as the request's fields in order; what it says about the
            // first element that did not fit would mislead.
            "a line must be a JSON object".to_string()
        } else if path == "." {
            // Missing and unknown fields are reported at the object and already name the field.
            inner.to_string()
        } else {
            format!("{path}: {inner}")
        }
    })?;
    // Anything after the object is not one line's JSON.
    de.end().map_err(|e| format!("invalid JSON: {e}"))?;
    Ok(value)
}

/// Answers one line: reads `T`, computes with `calc`, and writes the result with `write` (a view of
/// it, which borrows the result), or `{"error": …}` naming the field or the JSON fault.
pub fn answer<T, R>(
    line: &[u8],
    out: &mut Vec<u8>,
    calc: impl FnOnce(&T) -> Result<R, DomainError>,
    write: impl FnOnce(&R, &mut Vec<u8>),
) where
    T: DeserializeOwned,
{
    match read::<T>(line) {
        Err(message) => write_error(out, &message),
        Ok(req) => match calc(&req) {
            Ok(r) => write(&r, out),
            Err(e) => write_error(out, &e.to_string()),
        },
    }
}

/// Appends `view` as one compact JSON value.
pub fn write_json(out: &mut Vec<u8>, view: &impl Serialize) {
    // Writing to a Vec cannot fail and every view serializes.
    let _ = serde_json::to_writer(out, view);
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[derive(Debug, serde::Deserialize)]
    #[serde(rename_all = "camelCase", deny_unknown_fields)]
    struct Req {
        birth_year: i32,
        flag: Option<bool>,
    }

    fn err(line: &str) -> String {
        read::<Req>(line.as_bytes()).unwrap_err()
    }

    #[test]
    fn errors_name_the_field_or_the_fault() {
        let ok = read::<Req>(br#" {"birthYear":1,"flag":null} "#).unwrap();
        assert_eq!((ok.birth_year, ok.flag), (1, None));
        assert!(err(r#"{"birthYear":"x"}"#).starts_with("birthYear: invalid type: string"));
        assert!(err(r#"{"birthYear":1,"flag":2}"#).starts_with("flag: invalid type"));
        assert!(err(r#"{"flag":true}"#).starts_with("missing field `birthYear`"));
        assert!(err(r#"{"birthYear":1,"x":1}"#).starts_with("x: unknown field `x`"));
        assert_eq!(err("[1]"), "a line must be a JSON object");
        assert_eq!(err("7"), "a line must be a JSON object");
        assert!(err("{").starts_with("invalid JSON: "));
        assert!(err(r#"{"birthYear":1,"flag":tru}"#).starts_with("flag: invalid JSON: "));
        assert!(err(r#"{"birthYear":1} {}"#).starts_with("invalid JSON: trailing characters"));
    }
}
