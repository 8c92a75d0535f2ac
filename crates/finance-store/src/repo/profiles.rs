//! Profiles are stored one column per `ProfileField`, each holding the domain's canonical string
//! for the value (`ProfileField::get`), read back through the domain's own parser. Money therefore
//! round-trips exactly ("0.07" stays "0.07"), with no float and no backend-specific numeric type.

use std::sync::Arc;

use chrono::NaiveDate;
use diesel::prelude::*;
use finance_domain::profile_update::apply_update;
use finance_domain::validation::{parse_field, set_field};
use finance_domain::{FinancialProfile, ProfileField};

use crate::Store;
use crate::cache::Eviction;
use crate::conn::AnyConnection;
use crate::error::StoreError;
use crate::listen;
use crate::models::{AuditEntry, ChangeSource, ProfileUpdateOutcome};
use crate::schema::{financial_profiles, profile_audit};
use crate::time::{from_ms, now_ms};

/// One row per profile: the fields as a JSON object of canonical strings keyed by their API names,
/// `{"annualIncome":"85000","age":"34"}`. Missing fields are absent. The mapping is generic over the
/// domain's field table, so a new field needs no column, no migration and no code here.
#[derive(Queryable, Selectable, Insertable, AsChangeset)]
#[diesel(table_name = financial_profiles, primary_key(user_id))]
struct ProfileRow {
    user_id: String,
    fields: String,
    updated_at: i64,
}

impl ProfileRow {
    fn from_profile(user_id: &str, p: &FinancialProfile, updated_at: i64) -> ProfileRow {
        let fields: serde_json::Map<String, serde_json::Value> = ProfileField::ALL
            .into_iter()
            .filter_map(|f| Some((f.name().to_string(), f.get(p)?.into())))
            .collect();
        ProfileRow {
            user_id: user_id.to_string(),
            fields: serde_json::Value::Object(fields).to_string(),
            updated_at,
        }
    }

    /// Fields are read in `ProfileField::ALL` order, which lists the country before the state, so a
    /// state is read against it. A name the table no longer has is ignored.
    fn into_profile(self) -> Result<FinancialProfile, StoreError> {
        let unreadable =
            |e: String| StoreError::internal(format!("stored profile unreadable: {e}"));
        let stored: serde_json::Map<String, serde_json::Value> =
            serde_json::from_str(&self.fields).map_err(|e| unreadable(e.to_string()))?;
        let mut p = FinancialProfile::default();
        for f in ProfileField::ALL {
            let raw = match stored.get(f.name()) {
                None | Some(serde_json::Value::Null) => continue,
                Some(serde_json::Value::String(raw)) => raw,
                Some(other) => return Err(unreadable(format!("{} is {other}", f.name()))),
            };
            parse_field(f, Some(raw), p.country)
                .and_then(|v| set_field(&mut p, f, v))
                .map_err(|e| unreadable(e.to_string()))?;
        }
        Ok(p)
    }
}

#[derive(Queryable, Selectable, Insertable)]
#[diesel(table_name = profile_audit)]
struct AuditRow {
    id: String,
    user_id: String,
    field: String,
    old_value: Option<String>,
    new_value: Option<String>,
    source: String,
    created_at: i64,
    change_set_id: Option<String>,
}

impl AuditRow {
    fn into_entry(self) -> Result<AuditEntry, StoreError> {
        let source = ChangeSource::parse(&self.source)
            .ok_or_else(|| StoreError::internal(format!("unknown audit source {}", self.source)))?;
        Ok(AuditEntry {
            id: self.id,
            user_id: self.user_id,
            field: self.field,
            old_value: self.old_value,
            new_value: self.new_value,
            source,
            created_at: from_ms(self.created_at),
            change_set_id: self.change_set_id,
        })
    }
}

pub(crate) fn load(c: &mut AnyConnection, user_id: &str) -> Result<FinancialProfile, StoreError> {
    let row = financial_profiles::table
        .find(user_id)
        .select(ProfileRow::as_select())
        .first(c)
        .optional()?;
    match row {
        Some(r) => r.into_profile(),
        None => Ok(FinancialProfile::default()),
    }
}

fn save(
    c: &mut AnyConnection,
    user_id: &str,
    p: &FinancialProfile,
    now: i64,
) -> Result<(), StoreError> {
    let row = ProfileRow::from_profile(user_id, p, now);
    // No ON CONFLICT through MultiConnection; the caller holds the user's lock, so update-then-insert
    // cannot race with another writer of this profile.
    let n = diesel::update(financial_profiles::table.find(user_id))
        .set(&row)
        .execute(c)?;
    if n == 0 {
        diesel::insert_into(financial_profiles::table)
            .values(&row)
            .execute(c)?;
    }
    listen::notify(c, &Eviction::Profile(user_id.to_string()))
}

/// The tax figures the domain recomputes are Penny's doing, not the person's or the advisor's.
fn audit_source(field: ProfileField, requested: ChangeSource) -> ChangeSource {
    if ProfileField::COMPUTED.contains(&field) {
        ChangeSource::System
    } else {
        requested
    }
}

/// Load, validate and apply (the domain also recomputes the stored tax figures when a tax input
/// changed), save, and one audit row per changed field (tagged with the change set, when the change
/// belongs to one). Runs inside the caller's transaction; a validation error writes nothing.
pub(crate) fn update_in_tx(
    c: &mut AnyConnection,
    user_id: &str,
    changes: &[(ProfileField, Option<String>)],
    source: ChangeSource,
    today: NaiveDate,
    change_set_id: Option<&str>,
) -> Result<ProfileUpdateOutcome, StoreError> {
    let mut profile = load(c, user_id)?;
    let applied = apply_update(&mut profile, changes, today)?;
    if !applied.is_empty() {
        let now = now_ms();
        save(c, user_id, &profile, now)?;
        let rows: Vec<AuditRow> = applied
            .iter()
            .map(|ch| AuditRow {
                id: uuid::Uuid::now_v7().to_string(),
                user_id: user_id.to_string(),
                field: ch.field.name().to_string(),
                old_value: ch.old.clone(),
                new_value: ch.new.clone(),
                source: audit_source(ch.field, source).as_str().to_string(),
                created_at: now,
                change_set_id: change_set_id.map(str::to_string),
            })
            .collect();
        // One statement per row: batch inserts do not compile for MultiConnection's SQLite side.
        for row in &rows {
            diesel::insert_into(profile_audit::table)
                .values(row)
                .execute(c)?;
        }
    }
    Ok(ProfileUpdateOutcome {
        profile,
        changes: applied,
    })
}

pub(crate) fn audit(c: &mut AnyConnection, user_id: &str) -> Result<Vec<AuditEntry>, StoreError> {
    profile_audit::table
        .filter(profile_audit::user_id.eq(user_id))
        .order((profile_audit::created_at.asc(), profile_audit::id.asc()))
        .select(AuditRow::as_select())
        .load(c)?
        .into_iter()
        .map(AuditRow::into_entry)
        .collect()
}

impl Store {
    /// The saved profile, or the default profile when the user never saved one. Defaults are not
    /// filled in here (`FinancialProfile::with_defaults` does that for display).
    pub fn load_profile(&self, user_id: &str) -> Result<FinancialProfile, StoreError> {
        if let Some(p) = self.cache.profile(user_id) {
            return Ok((*p).clone());
        }
        let seen = self.cache.generation();
        let mut c = self.conn()?;
        let profile = load(&mut c, user_id)?;
        self.cache.put_profile(seen, user_id, profile.clone());
        Ok(profile)
    }

    /// The profile if this process read it within the last `CACHE_TTL` and nothing has changed it
    /// since. Never blocks, so callers on an async worker can try it before `load_profile`.
    pub fn cached_profile(&self, user_id: &str) -> Option<Arc<FinancialProfile>> {
        self.cache.profile(user_id)
    }

    /// Applies raw changes all-or-nothing in one transaction: validation (and tax recomputation) by
    /// the domain, the save, and one audit row per changed field. A refused value is
    /// `Invalid(DomainError)` and nothing is written; an unknown user is `NotFound`.
    pub fn update_profile(
        &self,
        user_id: &str,
        changes: &[(ProfileField, Option<String>)],
        source: ChangeSource,
        today: NaiveDate,
    ) -> Result<ProfileUpdateOutcome, StoreError> {
        self.write_for_user(user_id, |c| {
            update_in_tx(c, user_id, changes, source, today, None)
        })
    }

    /// The user's profile changes, oldest first.
    pub fn profile_audit(&self, user_id: &str) -> Result<Vec<AuditEntry>, StoreError> {
        let mut c = self.conn()?;
        audit(&mut c, user_id)
    }
}
