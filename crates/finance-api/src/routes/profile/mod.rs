//! `/api/financial-profile` and its sub-resources.

pub mod assumptions;
pub mod country;
pub mod get;
pub mod history;
pub mod patch;
pub mod plan;
pub mod projection;
pub mod recommendations;
pub mod rendered;
pub mod undo;

use finance_domain::clock;
use finance_domain::profile_update::with_current_tax;
use finance_domain::validation::FieldKind;
use finance_domain::{FinancialProfile, ProfileField};
use serde::ser::{Serialize, SerializeMap, Serializer};
use serde_json::{Map, Value};
use utoipa::openapi::RefOr;
use utoipa::openapi::schema::{
    AdditionalProperties, ObjectBuilder, OneOfBuilder, Schema, SchemaType, Type,
};
use utoipa::{PartialSchema, ToSchema};

use crate::error::ApiError;

/// The saved profile as the web app reads it: every field of the domain's field table present,
/// numbers as numeric strings ("85000", "0.07"), the table's defaults filled in, `null` where nothing
/// is known, and the computed tax figures worked out for the tax year in force now in the person's
/// own time zone (`taxYear` names it), so they are never left over from an earlier year or parameter
/// table. Serialised and described (OpenAPI) from the table, so a new field appears here by itself.
#[derive(Debug)]
pub struct ProfileDto(FinancialProfile);

impl From<&FinancialProfile> for ProfileDto {
    fn from(p: &FinancialProfile) -> Self {
        let today = clock::tax_today(p.country, p.state, chrono::Utc::now());
        ProfileDto(with_current_tax(p, today).with_defaults())
    }
}

impl Serialize for ProfileDto {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(ProfileField::ALL.len()))?;
        for f in ProfileField::ALL {
            let value = f.get(&self.0);
            match f.kind() {
                FieldKind::Bool => map.serialize_entry(f.name(), &value.map(|v| v == "true"))?,
                _ => map.serialize_entry(f.name(), &value)?,
            }
        }
        map.end()
    }
}

impl PartialSchema for ProfileDto {
    fn schema() -> RefOr<Schema> {
        let mut object = ObjectBuilder::new().description(Some(
            "The saved profile as the web app reads it: every field present, numbers as numeric \
             strings (\"85000\", \"0.07\"), defaults filled in, `null` where nothing is known.",
        ));
        for f in ProfileField::ALL {
            // Every field is always sent; only the country is never null (and, as before, the only
            // one marked required, so the web app's types keep their shape).
            let types = match (f, f.kind()) {
                (ProfileField::Country, _) => {
                    object = object.required(f.name());
                    SchemaType::Type(Type::String)
                }
                (_, FieldKind::Bool) => SchemaType::from_iter([Type::Boolean, Type::Null]),
                _ => SchemaType::from_iter([Type::String, Type::Null]),
            };
            let property = ObjectBuilder::new()
                .schema_type(types)
                .description(Some(f.description().trim()));
            object = object.property(f.name(), property);
        }
        RefOr::T(Schema::Object(object.build()))
    }
}

impl ToSchema for ProfileDto {}

/// One input value: a number, a numeric string, a word, a boolean, or `null` to clear the field.
fn input_value(field: ProfileField) -> Schema {
    OneOfBuilder::new()
        .item(ObjectBuilder::new().schema_type(Type::String))
        .item(ObjectBuilder::new().schema_type(Type::Number))
        .item(ObjectBuilder::new().schema_type(Type::Boolean))
        .item(ObjectBuilder::new().schema_type(Type::Null))
        .description(Some(field.description().trim()))
        .into()
}

/// An input object of `fields`, each optional, nothing else allowed.
fn input_schema(
    description: &str,
    fields: impl IntoIterator<Item = ProfileField>,
) -> RefOr<Schema> {
    let mut object = ObjectBuilder::new()
        .description(Some(description))
        .additional_properties(Some(AdditionalProperties::FreeForm(false)));
    for f in fields {
        object = object.property(f.name(), input_value(f));
    }
    RefOr::T(Schema::Object(object.build()))
}

/// `PATCH /api/financial-profile`: any writable field (the table's fields less the computed tax
/// figures); omitted fields are untouched, `null` clears. Numbers may be sent as numbers or numeric
/// strings; rates are fractions. Only a schema: the handler reads the body field by field.
pub struct ProfileInput;

impl PartialSchema for ProfileInput {
    fn schema() -> RefOr<Schema> {
        input_schema(
            "`PATCH /api/financial-profile`: any writable field; omitted fields are untouched, `null` \
             clears. Numbers may be sent as numbers or numeric strings; rates are fractions.",
            writable_fields(),
        )
    }
}

impl ToSchema for ProfileInput {}

/// `POST /api/financial-profile/assumptions`: any of the seven planning assumptions. Only a schema.
pub struct AssumptionsInput;

impl PartialSchema for AssumptionsInput {
    fn schema() -> RefOr<Schema> {
        input_schema(
            "`POST /api/financial-profile/assumptions`: any of the seven planning assumptions.",
            ProfileField::ASSUMPTIONS,
        )
    }
}

impl ToSchema for AssumptionsInput {}

/// Reads a JSON object of profile fields into raw changes, refusing unknown fields, fields outside
/// `allowed`, and values of the wrong JSON type. Numbers are taken as written.
pub fn read_changes(
    body: Map<String, Value>,
    allowed: &[ProfileField],
    what: &str,
) -> Result<Vec<(ProfileField, Option<String>)>, ApiError> {
    let mut changes = Vec::with_capacity(body.len());
    for (name, value) in body {
        let field = ProfileField::from_name(&name)
            .filter(|f| allowed.contains(f))
            .ok_or_else(|| ApiError::bad_field(&name, format!("is not {what}")))?;
        let raw = match value {
            Value::Null => None,
            Value::String(s) => Some(s),
            Value::Number(n) => Some(n.to_string()),
            Value::Bool(b) => Some(b.to_string()),
            Value::Array(_) | Value::Object(_) => {
                return Err(ApiError::bad_field(
                    &name,
                    "must be a number, a string or null",
                ));
            }
        };
        changes.push((field, raw));
    }
    Ok(changes)
}

/// Every field a person may set directly (everything but the computed tax figures).
pub fn writable_fields() -> Vec<ProfileField> {
    ProfileField::ALL
        .into_iter()
        .filter(|f| !ProfileField::COMPUTED.contains(f))
        .collect()
}
