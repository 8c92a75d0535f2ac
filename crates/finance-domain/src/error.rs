use thiserror::Error;

/// Everything the domain can refuse. Messages are safe to show to the person who sent the input.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum DomainError {
    /// A profile or calculation input is malformed or out of bounds; `field` is the camelCase name.
    #[error("{field}: {message}")]
    InvalidField { field: String, message: String },
    /// The tax engine has no table for that year.
    #[error("tax year {year} is not supported for {country}; supported: {supported}")]
    UnsupportedTaxYear {
        country: String,
        year: String,
        supported: String,
    },
}

impl DomainError {
    pub fn invalid(field: impl Into<String>, message: impl Into<String>) -> Self {
        DomainError::InvalidField {
            field: field.into(),
            message: message.into(),
        }
    }

    /// The field the error is about, when it is about one.
    pub fn field(&self) -> Option<&str> {
        match self {
            DomainError::InvalidField { field, .. } => Some(field),
            DomainError::UnsupportedTaxYear { .. } => Some("taxYear"),
        }
    }
}
