use chrono::NaiveDate;
use finance_domain::ProfileField;
use finance_domain::profile_update::describe_changes;
use serde_json::json;

use crate::Store;
use crate::error::StoreError;
use crate::models::{ChangeSource, NewMessage, ReplyOutcome, Role};
use crate::repo::{conversations, messages, profiles};

impl Store {
    /// Stores an advisor turn in ONE transaction: the profile changes the advisor read (audited as
    /// `advisor`), a "Profile updated: …" notice when something changed, then the reply. A refused
    /// change rolls everything back (`Invalid`): no notice, no reply, no profile change. A missing
    /// or foreign conversation is `NotFound`.
    pub fn record_assistant_reply(
        &self,
        user_id: &str,
        conversation_id: &str,
        reply: NewMessage,
        profile_changes: &[(ProfileField, Option<String>)],
        today: NaiveDate,
    ) -> Result<ReplyOutcome, StoreError> {
        self.write_for_user(user_id, |c| {
            conversations::get_owned(c, user_id, conversation_id)?.ok_or(StoreError::NotFound)?;
            let (changes, country) = if profile_changes.is_empty() {
                (Vec::new(), None)
            } else {
                let outcome = profiles::update_in_tx(
                    c,
                    user_id,
                    profile_changes,
                    ChangeSource::Advisor,
                    today,
                )?;
                (outcome.changes, Some(outcome.profile.country))
            };
            let notice_text = country.and_then(|country| describe_changes(&changes, country));
            let notice = match notice_text {
                Some(text) => Some(messages::insert(
                    c,
                    user_id,
                    conversation_id,
                    Role::Assistant,
                    &text,
                    &json!({"isSystemMessage": true}),
                )?),
                None => None,
            };
            let reply = messages::insert(
                c,
                user_id,
                conversation_id,
                Role::Assistant,
                &reply.content,
                &reply.metadata,
            )?;
            Ok(ReplyOutcome {
                profile_updated: !changes.is_empty(),
                changes,
                notice,
                reply,
            })
        })
    }
}
