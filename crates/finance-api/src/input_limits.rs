//! The limits on free text people send (chat messages, conversation titles) and the checks that
//! enforce them. The handlers call these, and `schema_rules` writes the same limits into the
//! OpenAPI document, so neither depends on the other.

use crate::error::{ApiError, ApiResult};

pub const MAX_MESSAGE_CHARS: usize = 4000;
pub const MAX_TITLE_CHARS: usize = 200;

/// Nothing a person could read: only white space and control characters (`"\u0000\u0000"` is as
/// empty as `"  "`, spec section 5).
pub fn is_blank(text: &str) -> bool {
    text.chars().all(|c| c.is_whitespace() || c.is_control())
}

/// A chat message: not blank, no NUL, at most `MAX_MESSAGE_CHARS` characters.
pub fn check_message(message: &str) -> ApiResult<()> {
    if is_blank(message) {
        return Err(ApiError::bad_field("message", "must not be empty"));
    }
    // PostgreSQL's text cannot hold U+0000, so no backend takes it (it never means anything in a
    // message); other control characters are kept as sent.
    if message.contains('\0') {
        return Err(ApiError::bad_field(
            "message",
            "must not contain the NUL character (U+0000)",
        ));
    }
    if message.chars().count() > MAX_MESSAGE_CHARS {
        return Err(ApiError::bad_field(
            "message",
            format!("is too long: at most {MAX_MESSAGE_CHARS} characters, please shorten it"),
        ));
    }
    Ok(())
}

/// The title as stored: trimmed, 1 to `MAX_TITLE_CHARS` characters, no control characters.
pub fn check_title(raw: &str) -> ApiResult<String> {
    let title = raw.trim().to_string();
    if title.is_empty() {
        return Err(ApiError::bad_field("title", "must not be empty"));
    }
    if title.chars().count() > MAX_TITLE_CHARS {
        return Err(ApiError::bad_field(
            "title",
            format!("must be at most {MAX_TITLE_CHARS} characters"),
        ));
    }
    if title.chars().any(char::is_control) {
        return Err(ApiError::bad_field(
            "title",
            "must not contain control characters",
        ));
    }
    Ok(title)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empty_and_long_messages_are_refused() {
        assert!(check_message("   \n").is_err());
        assert!(check_message("\u{0}\u{0}").is_err());
        assert!(check_message(" \u{7f}\u{9f}\t").is_err());
        assert!(check_message("\u{0}a").is_err());
        assert!(check_message("\u{7}a\u{1b}").is_ok());
        assert!(check_message(&"a".repeat(MAX_MESSAGE_CHARS + 1)).is_err());
        assert!(check_message(&"a".repeat(MAX_MESSAGE_CHARS)).is_ok());
    }

    #[test]
    fn titles_are_trimmed_and_bounded() {
        assert_eq!(check_title("  Trip  ").unwrap(), "Trip");
        assert!(check_title(" \t").is_err());
        assert!(check_title(&"a".repeat(MAX_TITLE_CHARS + 1)).is_err());
        assert!(check_title(&"a".repeat(MAX_TITLE_CHARS)).is_ok());
        assert!(check_title("a\u{7}b").is_err());
    }
}
