use diesel::prelude::*;

use crate::Store;
use crate::conn::AnyConnection;
use crate::error::StoreError;
use crate::models::Conversation;
use crate::schema::conversations;
use crate::time::{from_ms, now_ms};

#[derive(Queryable, Selectable, Insertable)]
#[diesel(table_name = conversations)]
struct ConversationRow {
    id: String,
    user_id: String,
    title: String,
    created_at: i64,
    updated_at: i64,
}

impl From<ConversationRow> for Conversation {
    fn from(r: ConversationRow) -> Self {
        Conversation {
            id: r.id,
            user_id: r.user_id,
            title: r.title,
            created_at: from_ms(r.created_at),
            updated_at: from_ms(r.updated_at),
        }
    }
}

/// The conversation if it is this user's; another user's looks exactly like a missing one.
pub(crate) fn get_owned(
    c: &mut AnyConnection,
    user_id: &str,
    id: &str,
) -> Result<Option<Conversation>, StoreError> {
    Ok(conversations::table
        .filter(conversations::id.eq(id))
        .filter(conversations::user_id.eq(user_id))
        .select(ConversationRow::as_select())
        .first(c)
        .optional()?
        .map(Conversation::from))
}

pub(crate) fn list(c: &mut AnyConnection, user_id: &str) -> Result<Vec<Conversation>, StoreError> {
    Ok(conversations::table
        .filter(conversations::user_id.eq(user_id))
        .order((
            conversations::updated_at.desc(),
            conversations::created_at.desc(),
            conversations::id.asc(),
        ))
        .select(ConversationRow::as_select())
        .load(c)?
        .into_iter()
        .map(Conversation::from)
        .collect())
}

/// Creates a conversation for the user inside the caller's transaction. An unknown user is `NotFound`.
pub(crate) fn insert(
    c: &mut AnyConnection,
    user_id: &str,
    title: &str,
) -> Result<Conversation, StoreError> {
    let now = now_ms();
    let row = ConversationRow {
        id: super::new_id(),
        user_id: user_id.to_string(),
        title: title.to_string(),
        created_at: now,
        updated_at: now,
    };
    diesel::insert_into(conversations::table)
        .values(&row)
        .execute(c)?;
    Ok(row.into())
}

/// Marks activity so the conversation lists first.
pub(crate) fn touch(c: &mut AnyConnection, id: &str, now: i64) -> Result<(), StoreError> {
    diesel::update(conversations::table.find(id))
        .set(conversations::updated_at.eq(now))
        .execute(c)?;
    Ok(())
}

impl Store {
    /// An unknown user is `NotFound`.
    pub fn create_conversation(
        &self,
        user_id: &str,
        title: &str,
    ) -> Result<Conversation, StoreError> {
        let mut c = self.conn()?;
        insert(&mut c, user_id, title)
    }

    /// The user's conversations, most recently active first.
    pub fn list_conversations(&self, user_id: &str) -> Result<Vec<Conversation>, StoreError> {
        let mut c = self.conn()?;
        list(&mut c, user_id)
    }

    pub fn get_conversation(
        &self,
        user_id: &str,
        id: &str,
    ) -> Result<Option<Conversation>, StoreError> {
        let mut c = self.conn()?;
        get_owned(&mut c, user_id, id)
    }

    /// `None` when the conversation is missing or not the user's. Renaming does not reorder the list.
    pub fn rename_conversation(
        &self,
        user_id: &str,
        id: &str,
        title: &str,
    ) -> Result<Option<Conversation>, StoreError> {
        let mut c = self.conn()?;
        c.transaction(|c| {
            let n = diesel::update(
                conversations::table
                    .filter(conversations::id.eq(id))
                    .filter(conversations::user_id.eq(user_id)),
            )
            .set(conversations::title.eq(title))
            .execute(c)?;
            if n == 0 {
                return Ok(None);
            }
            get_owned(c, user_id, id)
        })
    }

    /// Deletes the conversation and its messages. False when missing or not the user's.
    pub fn delete_conversation(&self, user_id: &str, id: &str) -> Result<bool, StoreError> {
        let mut c = self.conn()?;
        let n = diesel::delete(
            conversations::table
                .filter(conversations::id.eq(id))
                .filter(conversations::user_id.eq(user_id)),
        )
        .execute(&mut c)?;
        Ok(n > 0)
    }
}
