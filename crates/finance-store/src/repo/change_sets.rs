//! Advisor changes as change sets: one row in `profile_change_sets` per turn that changed the
//! profile or the goals, the fields' previous and new values in `profile_audit`, the goals' in
//! `goal_audit`, and the undo that puts all of them back when nothing has changed them since.

use std::collections::HashMap;

use chrono::NaiveDate;
use diesel::prelude::*;
use finance_domain::goals::{AppliedGoalChange, GoalChange, describe_all};
use finance_domain::profile_update::describe_changes;
use finance_domain::{Country, DomainError, FieldChange, ProfileField};

use crate::Store;
use crate::conn::AnyConnection;
use crate::error::StoreError;
use crate::models::{ChangeSource, MessageMetadata, ProfileUpdateOutcome, Role, UndoOutcome};
use crate::repo::{conversations, goals, messages, profiles};
use crate::schema::{profile_audit, profile_change_sets};
use crate::time::now_ms;

#[derive(Queryable, Selectable, Insertable)]
#[diesel(table_name = profile_change_sets)]
struct ChangeSetRow {
    id: String,
    user_id: String,
    conversation_id: Option<String>,
    created_at: i64,
    undone_at: Option<i64>,
}

/// A change set as written: its id, the profile after it (with the fields it changed) and the goals
/// it added, changed or removed.
pub(crate) struct SetOutcome {
    pub id: String,
    pub profile: ProfileUpdateOutcome,
    pub goals: Vec<AppliedGoalChange>,
}

/// The notice of a change set: "Profile updated: …" and "Goal added: …" as sentences of one text;
/// `None` when nothing a person would notice changed.
pub(crate) fn notice_text(
    changes: &[FieldChange],
    goal_changes: &[AppliedGoalChange],
    country: Country,
) -> Option<String> {
    let parts: Vec<String> = [
        describe_changes(changes, country),
        describe_all(goal_changes, country),
    ]
    .into_iter()
    .flatten()
    .collect();
    (!parts.is_empty()).then(|| parts.join(". "))
}

/// Applies the advisor's profile changes, then its goal changes (read against the profile as just
/// changed), as a new change set of `conversation_id`, inside the caller's transaction. `None` when
/// nothing changed (no set is kept). A refused value, or a goal that is not (or no longer) the
/// person's, is `Invalid`.
pub(crate) fn apply(
    c: &mut AnyConnection,
    user_id: &str,
    conversation_id: &str,
    changes: &[(ProfileField, Option<String>)],
    goal_changes: &[GoalChange],
    today: NaiveDate,
) -> Result<Option<SetOutcome>, StoreError> {
    let row = ChangeSetRow {
        id: super::new_id(),
        user_id: user_id.to_string(),
        conversation_id: Some(conversation_id.to_string()),
        created_at: now_ms(),
        undone_at: None,
    };
    // The set exists before its audit rows, which refer to it.
    diesel::insert_into(profile_change_sets::table)
        .values(&row)
        .execute(c)?;
    let outcome = profiles::update_in_tx(
        c,
        user_id,
        changes,
        ChangeSource::Advisor,
        today,
        Some(&row.id),
    )?;
    let mut applied = Vec::with_capacity(goal_changes.len());
    for change in goal_changes {
        let source = ChangeSource::Advisor;
        match goals::apply(
            c,
            user_id,
            change,
            &outcome.profile,
            today,
            source,
            Some(&row.id),
        ) {
            Ok(done) => applied.extend(done),
            Err(StoreError::NotFound) => {
                return Err(StoreError::Invalid(DomainError::invalid(
                    "goal",
                    "is not one of your goals (it may have been deleted)",
                )));
            }
            Err(other) => return Err(other),
        }
    }
    if outcome.changes.is_empty() && applied.is_empty() {
        diesel::delete(profile_change_sets::table.find(&row.id)).execute(c)?;
        return Ok(None);
    }
    Ok(Some(SetOutcome {
        id: row.id,
        profile: outcome,
        goals: applied,
    }))
}

/// When each of the person's change sets among `ids` was undone, in epoch milliseconds; sets not
/// undone (or not theirs) are absent. No query when `ids` is empty (most conversations).
pub(crate) fn undone_times(
    c: &mut AnyConnection,
    user_id: &str,
    ids: &[&str],
) -> Result<HashMap<String, i64>, StoreError> {
    if ids.is_empty() {
        return Ok(HashMap::new());
    }
    let rows: Vec<(String, Option<i64>)> = profile_change_sets::table
        .filter(profile_change_sets::user_id.eq(user_id))
        .filter(profile_change_sets::id.eq_any(ids))
        .filter(profile_change_sets::undone_at.is_not_null())
        .select((profile_change_sets::id, profile_change_sets::undone_at))
        .load(c)?;
    Ok(rows
        .into_iter()
        .filter_map(|(id, at)| Some((id, at?)))
        .collect())
}

/// The fields a person's change set set, with their previous and new values (the recomputed tax
/// figures are left out: the domain recomputes them from the restored inputs).
fn chosen_fields(
    c: &mut AnyConnection,
    user_id: &str,
    set_id: &str,
) -> Result<Vec<FieldChange>, StoreError> {
    let rows: Vec<(String, Option<String>, Option<String>)> = profile_audit::table
        .filter(profile_audit::user_id.eq(user_id))
        .filter(profile_audit::change_set_id.eq(set_id))
        .filter(profile_audit::source.ne(ChangeSource::Undo.as_str()))
        .order((profile_audit::created_at.asc(), profile_audit::id.asc()))
        .select((
            profile_audit::field,
            profile_audit::old_value,
            profile_audit::new_value,
        ))
        .load(c)?;
    let mut fields = Vec::with_capacity(rows.len());
    for (name, old, new) in rows {
        let field = ProfileField::from_name(&name)
            .ok_or_else(|| StoreError::internal(format!("unknown audited field {name}")))?;
        if !ProfileField::COMPUTED.contains(&field) {
            fields.push(FieldChange { field, old, new });
        }
    }
    // The country before the state, so a restored state is read against its own country.
    fields.sort_by_key(|f| ProfileField::ALL.iter().position(|a| *a == f.field));
    Ok(fields)
}

impl Store {
    /// Puts back the previous values of an advisor change set, all or nothing, in one transaction:
    /// the profile (tax figures recomputed) and the goals (a goal it added is removed, one it removed
    /// comes back, one it changed is as it was), audit rows with the source `undo`, and a notice in
    /// the conversation that announced the change. `NotFound` for an unknown or foreign set,
    /// `AlreadyUndone` the second time, `ChangedSince` when a field no longer holds the value the
    /// set gave it (or a goal is no longer as the set left it).
    pub fn undo_change_set(
        &self,
        user_id: &str,
        set_id: &str,
        today: NaiveDate,
    ) -> Result<UndoOutcome, StoreError> {
        self.write_for_user(user_id, |c| {
            let set: ChangeSetRow = profile_change_sets::table
                .filter(profile_change_sets::id.eq(set_id))
                .filter(profile_change_sets::user_id.eq(user_id))
                .select(ChangeSetRow::as_select())
                .first(c)
                .optional()?
                .ok_or(StoreError::NotFound)?;
            if set.undone_at.is_some() {
                return Err(StoreError::AlreadyUndone);
            }
            let fields = chosen_fields(c, user_id, set_id)?;
            let goal_changes = goals::set_changes(c, user_id, set_id)?;
            let current = profiles::load(c, user_id)?;
            if let Some(moved) = fields.iter().find(|f| f.field.get(&current) != f.new) {
                return Err(StoreError::ChangedSince {
                    field: moved.field.name().to_string(),
                });
            }
            for change in &goal_changes {
                goals::check_unchanged(c, user_id, change)?;
            }
            let restore: Vec<(ProfileField, Option<String>)> =
                fields.into_iter().map(|f| (f.field, f.old)).collect();
            let outcome = profiles::update_in_tx(
                c,
                user_id,
                &restore,
                ChangeSource::Undo,
                today,
                Some(set_id),
            )?;
            // The goals the set added are removed first, so that one it removed can come back
            // within the limit.
            let mut order: Vec<&AppliedGoalChange> = goal_changes.iter().collect();
            order.sort_by_key(|change| change.before.is_some());
            let restored = order
                .into_iter()
                .map(|change| goals::restore(c, user_id, change, set_id))
                .collect::<Result<Vec<_>, _>>()?;
            diesel::update(profile_change_sets::table.find(set_id))
                .set(profile_change_sets::undone_at.eq(Some(now_ms())))
                .execute(c)?;
            let conversation = match &set.conversation_id {
                Some(id) => conversations::get_owned(c, user_id, id)?,
                None => None,
            };
            let text = notice_text(&outcome.changes, &restored, outcome.profile.country)
                .map(|described| format!("Change undone. {described}"));
            let notice = match (conversation, text) {
                (Some(conversation), Some(text)) => Some(messages::insert(
                    c,
                    user_id,
                    &conversation.id,
                    Role::Assistant,
                    &text,
                    &MessageMetadata {
                        is_system_message: true,
                        ..MessageMetadata::default()
                    },
                )?),
                _ => None,
            };
            Ok(UndoOutcome {
                profile: outcome.profile,
                changes: outcome.changes,
                goal_changes: restored,
                notice,
            })
        })
    }
}
