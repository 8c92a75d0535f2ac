//! The public shapes the store hands out. Database row types stay private to `repo/`.
mod audit;
mod conversation;
mod message;
mod outcome;
mod session;
mod user;

pub use audit::{AuditEntry, ChangeSource, GoalAuditEntry};
pub use conversation::Conversation;
pub use message::{Calculations, Message, MessageMetadata, NewMessage, ProposedChanges, Role};
pub use outcome::{
    AccountExport, ConversationExport, ProfileUpdateOutcome, ReplyOutcome, TurnStart, UndoOutcome,
};
pub use session::SessionRecord;
pub use user::{OidcClaims, ProfileImage, User};
