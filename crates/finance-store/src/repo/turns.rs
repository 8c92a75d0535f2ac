//! A chat turn in two transactions: `begin_turn` before the advisor runs, `record_reply` after.
//! Nothing the advisor proposes is visible until `record_reply` commits.

use chrono::NaiveDate;
use diesel::Connection;
use finance_domain::DomainError;

use crate::Store;
use crate::error::StoreError;
use crate::models::{MessageMetadata, NewMessage, ProposedChanges, ReplyOutcome, Role, TurnStart};
use crate::repo::{change_sets, conversations, goals, messages, profiles};

impl Store {
    /// Starts a turn in ONE transaction: finds the user's conversation (or creates one titled
    /// `new_title` when `conversation_id` is `None`), reads its history, stores the person's message
    /// and loads the profile and the goals. A missing or foreign conversation is `NotFound`, and
    /// nothing is written.
    pub fn begin_turn(
        &self,
        user_id: &str,
        conversation_id: Option<&str>,
        text: &str,
        new_title: &str,
    ) -> Result<TurnStart, StoreError> {
        self.write_for_user(user_id, |c| {
            let conversation = match conversation_id {
                Some(id) => {
                    conversations::get_owned(c, user_id, id)?.ok_or(StoreError::NotFound)?
                }
                None => conversations::insert(c, user_id, new_title)?,
            };
            let history = messages::list(c, user_id, &conversation.id)?;
            let message = messages::insert(
                c,
                user_id,
                &conversation.id,
                Role::User,
                text,
                &MessageMetadata::default(),
            )?;
            let profile = profiles::load(c, user_id)?;
            let goals = goals::list(c, user_id)?;
            Ok(TurnStart {
                conversation,
                history,
                message,
                profile,
                goals,
            })
        })
    }

    /// Records the advisor's reply in ONE transaction: the profile changes it read and the goal
    /// changes it proposed as one change set (audited as `advisor`, each field and goal with its
    /// previous and new value), a "Profile updated: …" / "Goal added: …" notice carrying the change
    /// set's id, then the reply. When the domain refuses a change (a bad goal, or the profile moved
    /// on since the turn began), none is written and the reply stored is `if_refused(reason)`
    /// instead, so it never claims a save that did not happen. A missing or foreign conversation is
    /// `NotFound`, and nothing is written.
    pub fn record_reply(
        &self,
        user_id: &str,
        conversation_id: &str,
        reply: NewMessage,
        proposed: ProposedChanges<'_>,
        today: NaiveDate,
        if_refused: impl FnOnce(&DomainError) -> NewMessage,
    ) -> Result<ReplyOutcome, StoreError> {
        self.write_for_user(user_id, |c| {
            conversations::get_owned(c, user_id, conversation_id)?.ok_or(StoreError::NotFound)?;
            let mut reply = reply;
            let mut applied = None;
            let ProposedChanges {
                profile: profile_changes,
                goals: goal_changes,
            } = proposed;
            if !profile_changes.is_empty() || !goal_changes.is_empty() {
                // A savepoint: a refusal undoes the change set and keeps the turn.
                let attempt = c.transaction(|c| {
                    change_sets::apply(
                        c,
                        user_id,
                        conversation_id,
                        profile_changes,
                        goal_changes,
                        today,
                    )
                });
                match attempt {
                    Ok(done) => applied = done,
                    Err(StoreError::Invalid(reason)) => {
                        tracing::warn!(%reason, "advisor proposed a refused change; stored the reply without it");
                        reply = if_refused(&reason);
                    }
                    Err(other) => return Err(other),
                }
            }
            let (changes, goal_changes, change_set_id, notice) = match applied {
                Some(set) => {
                    let country = set.profile.profile.country;
                    let text = change_sets::notice_text(&set.profile.changes, &set.goals, country);
                    let notice = match text {
                        Some(text) => Some(messages::insert(
                            c,
                            user_id,
                            conversation_id,
                            Role::Assistant,
                            &text,
                            &MessageMetadata {
                                is_system_message: true,
                                change_set_id: Some(set.id.clone()),
                                ..MessageMetadata::default()
                            },
                        )?),
                        None => None,
                    };
                    (set.profile.changes, set.goals, Some(set.id), notice)
                }
                None => (Vec::new(), Vec::new(), None, None),
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
                goal_changes,
                change_set_id,
                notice,
                reply,
            })
        })
    }
}
