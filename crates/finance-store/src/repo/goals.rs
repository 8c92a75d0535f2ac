//! Goals, one row each, every change audited in `goal_audit` (the goal before and after, as JSON)
//! the way profile changes are in `profile_audit`: from the API as `form`, from the advisor as
//! `advisor` inside its turn's change set (so `undo_change_set` puts the goals back too), and the
//! undo's own rows as `undo`. Validation and every derived figure are the domain's
//! (`finance_domain::goals`); this file only reads and writes rows.

use std::str::FromStr;

use chrono::NaiveDate;
use diesel::prelude::*;
use finance_domain::FinancialProfile;
use finance_domain::goals::{
    AppliedGoalChange, Goal, GoalChange, GoalKind, GoalPatch, NewGoal, TrackedDebt, validate,
};
use rust_decimal::Decimal;

use crate::Store;
use crate::conn::AnyConnection;
use crate::error::StoreError;
use crate::models::{ChangeSource, GoalAuditEntry};
use crate::repo::profiles;
use crate::schema::{goal_audit, goals};
use crate::time::{from_ms, now_ms, to_ms};

const DATE: &str = "%Y-%m-%d";

#[derive(Queryable, Selectable, Insertable, AsChangeset)]
#[diesel(table_name = goals, treat_none_as_null = true)]
struct GoalRow {
    id: String,
    user_id: String,
    kind: String,
    title: String,
    target_amount: Option<String>,
    target_date: Option<String>,
    target_months: Option<String>,
    field: Option<String>,
    start_amount: String,
    current_amount: Option<String>,
    created_at: i64,
    updated_at: i64,
}

fn unreadable(what: &str, raw: &str) -> StoreError {
    StoreError::internal(format!("stored goal unreadable: {what} {raw:?}"))
}

fn decimal(raw: &str) -> Result<Decimal, StoreError> {
    Decimal::from_str(raw).map_err(|_| unreadable("amount", raw))
}

fn text(d: Decimal) -> String {
    d.normalize().to_string()
}

impl GoalRow {
    fn from_goal(user_id: &str, g: &Goal) -> GoalRow {
        GoalRow {
            id: g.id.clone(),
            user_id: user_id.to_string(),
            kind: g.kind.as_str().to_string(),
            title: g.title.clone(),
            target_amount: g.target_amount.map(text),
            target_date: g.target_date.map(|d| d.format(DATE).to_string()),
            target_months: g.target_months.map(text),
            field: g.field.map(|f| f.as_str().to_string()),
            start_amount: text(g.start_amount),
            current_amount: g.current_amount.map(text),
            created_at: to_ms(g.created_at),
            updated_at: to_ms(g.updated_at),
        }
    }

    fn into_goal(self) -> Result<Goal, StoreError> {
        let opt = |v: Option<String>| v.as_deref().map(decimal).transpose();
        Ok(Goal {
            kind: GoalKind::parse(&self.kind).ok_or_else(|| unreadable("kind", &self.kind))?,
            target_amount: opt(self.target_amount)?,
            target_date: self
                .target_date
                .as_deref()
                .map(|d| NaiveDate::parse_from_str(d, DATE).map_err(|_| unreadable("date", d)))
                .transpose()?,
            target_months: opt(self.target_months)?,
            field: self
                .field
                .as_deref()
                .map(|f| TrackedDebt::parse(f).ok_or_else(|| unreadable("field", f)))
                .transpose()?,
            start_amount: decimal(&self.start_amount)?,
            current_amount: opt(self.current_amount)?,
            created_at: from_ms(self.created_at),
            updated_at: from_ms(self.updated_at),
            id: self.id,
            title: self.title,
        })
    }
}

#[derive(Queryable, Selectable, Insertable)]
#[diesel(table_name = goal_audit)]
struct GoalAuditRow {
    id: String,
    user_id: String,
    goal_id: String,
    old_value: Option<String>,
    new_value: Option<String>,
    source: String,
    created_at: i64,
    change_set_id: Option<String>,
}

fn snapshot(g: Option<&Goal>) -> Result<Option<String>, StoreError> {
    g.map(|g| serde_json::to_string(g).map_err(StoreError::internal))
        .transpose()
}

fn from_snapshot(raw: Option<&str>) -> Result<Option<Goal>, StoreError> {
    raw.map(|r| {
        serde_json::from_str(r)
            .map_err(|e| StoreError::internal(format!("goal audit row unreadable: {e}")))
    })
    .transpose()
}

impl GoalAuditRow {
    fn into_entry(self) -> Result<GoalAuditEntry, StoreError> {
        let source = ChangeSource::parse(&self.source)
            .ok_or_else(|| StoreError::internal(format!("unknown audit source {}", self.source)))?;
        Ok(GoalAuditEntry {
            old_value: from_snapshot(self.old_value.as_deref())?,
            new_value: from_snapshot(self.new_value.as_deref())?,
            id: self.id,
            user_id: self.user_id,
            goal_id: self.goal_id,
            source,
            created_at: from_ms(self.created_at),
            change_set_id: self.change_set_id,
        })
    }
}

/// The person's goals, oldest first.
pub(crate) fn list(c: &mut AnyConnection, user_id: &str) -> Result<Vec<Goal>, StoreError> {
    goals::table
        .filter(goals::user_id.eq(user_id))
        .order((goals::created_at.asc(), goals::id.asc()))
        .select(GoalRow::as_select())
        .load(c)?
        .into_iter()
        .map(GoalRow::into_goal)
        .collect()
}

/// One of the person's goals; another person's is `None`, like a missing one.
pub(crate) fn get(
    c: &mut AnyConnection,
    user_id: &str,
    id: &str,
) -> Result<Option<Goal>, StoreError> {
    goals::table
        .filter(goals::id.eq(id))
        .filter(goals::user_id.eq(user_id))
        .select(GoalRow::as_select())
        .first(c)
        .optional()?
        .map(GoalRow::into_goal)
        .transpose()
}

fn count(c: &mut AnyConnection, user_id: &str) -> Result<usize, StoreError> {
    let n: i64 = goals::table
        .filter(goals::user_id.eq(user_id))
        .count()
        .get_result(c)?;
    Ok(usize::try_from(n).unwrap_or(usize::MAX))
}

/// Writes `change` (insert, update or delete of the row) and its audit row, inside the caller's
/// transaction.
fn write(
    c: &mut AnyConnection,
    user_id: &str,
    change: &AppliedGoalChange,
    source: ChangeSource,
    change_set_id: Option<&str>,
    now: i64,
) -> Result<(), StoreError> {
    match (&change.before, &change.after) {
        (None, Some(g)) => {
            diesel::insert_into(goals::table)
                .values(GoalRow::from_goal(user_id, g))
                .execute(c)?;
        }
        (Some(_), Some(g)) => {
            diesel::update(
                goals::table
                    .filter(goals::id.eq(&g.id))
                    .filter(goals::user_id.eq(user_id)),
            )
            .set(GoalRow::from_goal(user_id, g))
            .execute(c)?;
        }
        (Some(g), None) => {
            diesel::delete(
                goals::table
                    .filter(goals::id.eq(&g.id))
                    .filter(goals::user_id.eq(user_id)),
            )
            .execute(c)?;
        }
        (None, None) => return Ok(()),
    }
    diesel::insert_into(goal_audit::table)
        .values(GoalAuditRow {
            id: uuid::Uuid::now_v7().to_string(),
            user_id: user_id.to_string(),
            goal_id: change.goal_id().to_string(),
            old_value: snapshot(change.before.as_ref())?,
            new_value: snapshot(change.after.as_ref())?,
            source: source.as_str().to_string(),
            created_at: now,
            change_set_id: change_set_id.map(str::to_string),
        })
        .execute(c)?;
    Ok(())
}

/// Validates and applies one goal change inside the caller's transaction, audited with `source`
/// (and the change set, when it belongs to one). `None` when an update changed nothing. A refused
/// value is `Invalid` (naming the field), a goal that is not the person's `NotFound`; nothing is
/// written either way.
pub(crate) fn apply(
    c: &mut AnyConnection,
    user_id: &str,
    change: &GoalChange,
    profile: &FinancialProfile,
    today: NaiveDate,
    source: ChangeSource,
    change_set_id: Option<&str>,
) -> Result<Option<AppliedGoalChange>, StoreError> {
    let now = now_ms();
    let applied = match change {
        GoalChange::Create(new) => {
            validate::check_room(count(c, user_id)?)?;
            let goal = validate::create(new, profile, today, super::new_id(), from_ms(now))?;
            AppliedGoalChange {
                before: None,
                after: Some(goal),
            }
        }
        GoalChange::Update { id, patch } => {
            let before = get(c, user_id, id)?.ok_or(StoreError::NotFound)?;
            let after = validate::update(&before, patch, today, from_ms(now))?;
            if after == before {
                return Ok(None);
            }
            AppliedGoalChange {
                before: Some(before),
                after: Some(after),
            }
        }
        GoalChange::Delete { id } => AppliedGoalChange {
            before: Some(get(c, user_id, id)?.ok_or(StoreError::NotFound)?),
            after: None,
        },
    };
    write(c, user_id, &applied, source, change_set_id, now)?;
    Ok(Some(applied))
}

/// What a change set did to goals, one entry a goal (the goal before the set's first change to it,
/// and after its last), in the order the set first touched them. The undo's own rows are left out.
pub(crate) fn set_changes(
    c: &mut AnyConnection,
    user_id: &str,
    set_id: &str,
) -> Result<Vec<AppliedGoalChange>, StoreError> {
    let rows: Vec<GoalAuditRow> = goal_audit::table
        .filter(goal_audit::user_id.eq(user_id))
        .filter(goal_audit::change_set_id.eq(set_id))
        .filter(goal_audit::source.ne(ChangeSource::Undo.as_str()))
        .order((goal_audit::created_at.asc(), goal_audit::id.asc()))
        .select(GoalAuditRow::as_select())
        .load(c)?;
    let mut merged: Vec<(String, AppliedGoalChange)> = Vec::new();
    for row in rows {
        let before = from_snapshot(row.old_value.as_deref())?;
        let after = from_snapshot(row.new_value.as_deref())?;
        match merged.iter_mut().find(|(id, _)| *id == row.goal_id) {
            Some((_, change)) => change.after = after,
            None => merged.push((row.goal_id, AppliedGoalChange { before, after })),
        }
    }
    Ok(merged.into_iter().map(|(_, change)| change).collect())
}

/// Whether the goal is still as `change` left it (so that putting it back loses nothing); `Err`
/// names it when it is not.
pub(crate) fn check_unchanged(
    c: &mut AnyConnection,
    user_id: &str,
    change: &AppliedGoalChange,
) -> Result<(), StoreError> {
    let current = get(c, user_id, change.goal_id())?;
    if current == change.after {
        return Ok(());
    }
    let title = change
        .after
        .as_ref()
        .or(change.before.as_ref())
        .map_or("", |g| g.title.as_str());
    Err(StoreError::ChangedSince {
        field: format!("the goal \"{title}\""),
    })
}

/// Puts a goal back as it was before `change` (which `check_unchanged` has checked), audited as
/// `undo` with the change set it undoes. Returns the change this made.
pub(crate) fn restore(
    c: &mut AnyConnection,
    user_id: &str,
    change: &AppliedGoalChange,
    set_id: &str,
) -> Result<AppliedGoalChange, StoreError> {
    let now = now_ms();
    if change.after.is_none() && change.before.is_some() {
        validate::check_room(count(c, user_id)?)?;
    }
    let restored = AppliedGoalChange {
        before: change.after.clone(),
        after: change.before.clone().map(|mut g| {
            if change.after.is_some() {
                g.updated_at = from_ms(now);
            }
            g
        }),
    };
    write(c, user_id, &restored, ChangeSource::Undo, Some(set_id), now)?;
    Ok(restored)
}

pub(crate) fn audit(
    c: &mut AnyConnection,
    user_id: &str,
) -> Result<Vec<GoalAuditEntry>, StoreError> {
    goal_audit::table
        .filter(goal_audit::user_id.eq(user_id))
        .order((goal_audit::created_at.asc(), goal_audit::id.asc()))
        .select(GoalAuditRow::as_select())
        .load(c)?
        .into_iter()
        .map(GoalAuditRow::into_entry)
        .collect()
}

impl Store {
    /// The person's goals, oldest first.
    pub fn list_goals(&self, user_id: &str) -> Result<Vec<Goal>, StoreError> {
        let mut c = self.conn()?;
        list(&mut c, user_id)
    }

    /// One of the person's goals; `NotFound` when it is missing or somebody else's.
    pub fn goal(&self, user_id: &str, id: &str) -> Result<Goal, StoreError> {
        let mut c = self.conn()?;
        get(&mut c, user_id, id)?.ok_or(StoreError::NotFound)
    }

    /// Adds a goal in one transaction: the domain's validation (its start read from the saved
    /// profile), at most `MAX_GOALS` a person, the row and its audit row (`form`). A refused value is
    /// `Invalid` naming the field; nothing is written.
    pub fn create_goal(
        &self,
        user_id: &str,
        new: &NewGoal,
        today: NaiveDate,
    ) -> Result<Goal, StoreError> {
        self.write_for_user(user_id, |c| {
            let profile = profiles::load(c, user_id)?;
            let change = GoalChange::Create(new.clone());
            let applied = apply(
                c,
                user_id,
                &change,
                &profile,
                today,
                ChangeSource::Form,
                None,
            )?;
            applied
                .and_then(|a| a.after)
                .ok_or_else(|| StoreError::internal("a created goal came back empty"))
        })
    }

    /// Changes one of the person's goals (all or nothing), audited as `form` when anything changed.
    /// `NotFound` for a missing or foreign goal, `Invalid` for a refused value.
    pub fn update_goal(
        &self,
        user_id: &str,
        id: &str,
        patch: &GoalPatch,
        today: NaiveDate,
    ) -> Result<Goal, StoreError> {
        self.write_for_user(user_id, |c| {
            let profile = profiles::load(c, user_id)?;
            let change = GoalChange::Update {
                id: id.to_string(),
                patch: patch.clone(),
            };
            match apply(
                c,
                user_id,
                &change,
                &profile,
                today,
                ChangeSource::Form,
                None,
            )? {
                Some(applied) => applied
                    .after
                    .ok_or_else(|| StoreError::internal("an updated goal came back empty")),
                None => get(c, user_id, id)?.ok_or(StoreError::NotFound),
            }
        })
    }

    /// Deletes one of the person's goals, audited as `form`; `NotFound` for a missing or foreign one.
    pub fn delete_goal(&self, user_id: &str, id: &str) -> Result<(), StoreError> {
        self.write_for_user(user_id, |c| {
            let change = GoalChange::Delete { id: id.to_string() };
            // A deletion reads neither the profile nor the date.
            let (profile, today) = (FinancialProfile::default(), NaiveDate::MIN);
            apply(
                c,
                user_id,
                &change,
                &profile,
                today,
                ChangeSource::Form,
                None,
            )
            .map(|_| ())
        })
    }

    /// The person's goal changes, oldest first.
    pub fn goal_audit(&self, user_id: &str) -> Result<Vec<GoalAuditEntry>, StoreError> {
        let mut c = self.conn()?;
        audit(&mut c, user_id)
    }
}
