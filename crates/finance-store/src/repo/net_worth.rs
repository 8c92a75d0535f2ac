//! The net-worth history: a read over the profile change log, summed by the domain
//! (`finance_domain::profile::history`). Nothing is written per change beyond the audit rows every
//! profile write already keeps.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use finance_domain::ProfileField;
use finance_domain::profile::history::{
    HistoryRange, LoggedChange, NetWorthPoint, net_worth_history,
};

use crate::Store;
use crate::error::StoreError;
use crate::repo::profiles;
use crate::schema::profile_audit;
use crate::time::{from_ms, to_ms};

impl Store {
    /// The person's net worth after each committed profile change in `range`, then at `now`,
    /// oldest first (at most one point a day over long histories; see `net_worth_history`). Read
    /// in one transaction, so the profile and its log agree.
    pub fn net_worth_history(
        &self,
        user_id: &str,
        range: &HistoryRange,
        now: DateTime<Utc>,
    ) -> Result<Vec<NetWorthPoint>, StoreError> {
        let mut c = self.conn()?;
        c.transaction(|c| {
            let current = profiles::load(c, user_id)?;
            // Replaying back from now needs every change since the range starts, none before.
            let since = range.from.map_or(i64::MIN, to_ms);
            let rows: Vec<(i64, String, Option<String>)> = profile_audit::table
                .filter(profile_audit::user_id.eq(user_id))
                .filter(profile_audit::created_at.ge(since))
                .order((profile_audit::created_at.asc(), profile_audit::id.asc()))
                .select((
                    profile_audit::created_at,
                    profile_audit::field,
                    profile_audit::old_value,
                ))
                .load(c)?;
            let log: Vec<LoggedChange> = rows
                .into_iter()
                .filter_map(|(at, name, old)| {
                    Some(LoggedChange {
                        at: from_ms(at),
                        field: ProfileField::from_name(&name)?,
                        old,
                    })
                })
                .collect();
            Ok(net_worth_history(&current, &log, now, range))
        })
    }
}
