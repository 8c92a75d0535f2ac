use diesel::Connection;

use crate::Store;
use crate::error::StoreError;
use crate::models::{AccountExport, ConversationExport};
use crate::repo::{conversations, goals, messages, profiles, users};

impl Store {
    /// Everything stored about the user (`NotFound` for an unknown id), read in one transaction.
    pub fn export_user(&self, user_id: &str) -> Result<AccountExport, StoreError> {
        let mut c = self.conn()?;
        c.transaction(|c| {
            let user = users::get(c, user_id)?.ok_or(StoreError::NotFound)?;
            let profile = profiles::load(c, user_id)?;
            let audit = profiles::audit(c, user_id)?;
            let goals = goals::list(c, user_id)?;
            let goal_audit = goals::audit(c, user_id)?;
            let conversations = conversations::list(c, user_id)?
                .into_iter()
                .map(|conversation| {
                    let messages = messages::list(c, user_id, &conversation.id)?;
                    Ok(ConversationExport {
                        conversation,
                        messages,
                    })
                })
                .collect::<Result<Vec<_>, StoreError>>()?;
            Ok(AccountExport {
                user,
                profile,
                audit,
                goals,
                goal_audit,
                conversations,
            })
        })
    }
}
