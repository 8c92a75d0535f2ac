//! `POST /api/chat`: one turn with the advisor, answered as JSON or, when asked, as a stream.

pub mod send;
pub mod stream;
pub mod turn;
