//! The OpenAPI schemas of the goal inputs' fields (feature `openapi`), written out because an amount
//! is a number or a numeric string, and a date a plain `YYYY-MM-DD` string.

use utoipa::openapi::RefOr;
use utoipa::openapi::schema::{
    KnownFormat, ObjectBuilder, OneOfBuilder, Schema, SchemaFormat, SchemaType, Type,
};

use super::MAX_TITLE_CHARS;

fn nullable_string() -> ObjectBuilder {
    ObjectBuilder::new().schema_type(SchemaType::from_iter([Type::String, Type::Null]))
}

pub fn amount_input() -> impl Into<RefOr<Schema>> {
    OneOfBuilder::new()
        .item(
            ObjectBuilder::new()
                .schema_type(Type::Number)
                .minimum(Some(0)),
        )
        .item(nullable_string().description(Some("A decimal number of dollars; empty means none")))
        .description(Some(
            "Dollars: a number or a numeric string, 0 to 1,000,000,000,000 with at most 2 decimal \
places; null or empty means none.",
        ))
        .examples(["40000"])
}

pub fn months_input() -> impl Into<RefOr<Schema>> {
    OneOfBuilder::new()
        .item(
            ObjectBuilder::new()
                .schema_type(Type::Number)
                .exclusive_minimum(Some(0))
                .maximum(Some(60)),
        )
        .item(nullable_string().description(Some("A decimal number of months; empty means none")))
        .description(Some(
            "Months of expenses: more than 0 and at most 60, a number or a numeric string; null or \
empty follows the profile's emergencyFundMonths.",
        ))
        .examples(["6"])
}

pub fn date_input() -> impl Into<RefOr<Schema>> {
    // No `examples`: a bare 2029-12-31 in the YAML reads as a date, not a string, in some parsers.
    nullable_string()
        .format(Some(SchemaFormat::KnownFormat(KnownFormat::Date)))
        .description(Some(
            "A calendar date YYYY-MM-DD (such as 2029-12-31) after today; null or empty means none.",
        ))
}

pub fn title_input() -> impl Into<RefOr<Schema>> {
    nullable_string()
        .max_length(Some(MAX_TITLE_CHARS))
        .description(Some(
            "1 to 80 characters once surrounding white space is trimmed, no control characters.",
        ))
        .examples(["House deposit"])
}
