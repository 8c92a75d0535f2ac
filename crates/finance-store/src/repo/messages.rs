use diesel::dsl::max;
use diesel::prelude::*;

use crate::Store;
use crate::conn::AnyConnection;
use crate::error::StoreError;
use crate::models::{Message, MessageMetadata, Role};
use crate::repo::{change_sets, conversations};
use crate::schema::messages;
use crate::time::{from_ms, now_ms};

#[derive(Queryable, Selectable, Insertable)]
#[diesel(table_name = messages)]
struct MessageRow {
    id: String,
    conversation_id: String,
    user_id: String,
    role: String,
    content: String,
    metadata: String,
    created_at: i64,
    seq: i64,
}

impl MessageRow {
    fn into_message(self) -> Result<Message, StoreError> {
        let role = Role::parse(&self.role)
            .ok_or_else(|| StoreError::internal(format!("unknown message role {}", self.role)))?;
        let metadata = serde_json::from_str(&self.metadata).map_err(StoreError::internal)?;
        Ok(Message {
            id: self.id,
            conversation_id: self.conversation_id,
            user_id: self.user_id,
            role,
            content: self.content,
            metadata,
            created_at: from_ms(self.created_at),
            seq: self.seq,
            change_set_undone_at: None,
        })
    }
}

/// Appends a message to a conversation already checked to be the user's, inside the caller's
/// transaction (which holds the user's lock, so the next `seq` cannot be taken twice).
pub(crate) fn insert(
    c: &mut AnyConnection,
    user_id: &str,
    conversation_id: &str,
    role: Role,
    content: &str,
    metadata: &MessageMetadata,
) -> Result<Message, StoreError> {
    let last: Option<i64> = messages::table
        .filter(messages::conversation_id.eq(conversation_id))
        .select(max(messages::seq))
        .first(c)?;
    let now = now_ms();
    let row = MessageRow {
        id: super::new_id(),
        conversation_id: conversation_id.to_string(),
        user_id: user_id.to_string(),
        role: role.as_str().to_string(),
        content: content.to_string(),
        metadata: serde_json::to_string(metadata).map_err(StoreError::internal)?,
        created_at: now,
        seq: last.unwrap_or(0) + 1,
    };
    diesel::insert_into(messages::table)
        .values(&row)
        .execute(c)?;
    conversations::touch(c, conversation_id, now)?;
    row.into_message()
}

/// The conversation's messages in order, each notice with whether its change set was undone.
pub(crate) fn list(
    c: &mut AnyConnection,
    user_id: &str,
    conversation_id: &str,
) -> Result<Vec<Message>, StoreError> {
    let mut list = messages::table
        .filter(messages::conversation_id.eq(conversation_id))
        .filter(messages::user_id.eq(user_id))
        .order(messages::seq.asc())
        .select(MessageRow::as_select())
        .load(c)?
        .into_iter()
        .map(MessageRow::into_message)
        .collect::<Result<Vec<_>, _>>()?;
    let sets: Vec<&str> = list
        .iter()
        .filter_map(|m| m.metadata.change_set_id.as_deref())
        .collect();
    let undone = change_sets::undone_times(c, user_id, &sets)?;
    for m in &mut list {
        if let Some(set) = &m.metadata.change_set_id {
            m.change_set_undone_at = undone.get(set).map(|&ms| from_ms(ms));
        }
    }
    Ok(list)
}

impl Store {
    /// `NotFound` when the conversation is missing or not the user's.
    pub fn add_message(
        &self,
        user_id: &str,
        conversation_id: &str,
        role: Role,
        content: &str,
        metadata: MessageMetadata,
    ) -> Result<Message, StoreError> {
        self.write_for_user(user_id, |c| {
            conversations::get_owned(c, user_id, conversation_id)?.ok_or(StoreError::NotFound)?;
            insert(c, user_id, conversation_id, role, content, &metadata)
        })
    }

    /// The conversation's messages in the order they were written; `None` when the conversation is
    /// missing or not the user's.
    pub fn list_messages(
        &self,
        user_id: &str,
        conversation_id: &str,
    ) -> Result<Option<Vec<Message>>, StoreError> {
        let mut c = self.conn()?;
        c.transaction(|c| {
            if conversations::get_owned(c, user_id, conversation_id)?.is_none() {
                return Ok(None);
            }
            list(c, user_id, conversation_id).map(Some)
        })
    }
}
