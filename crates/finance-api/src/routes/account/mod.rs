pub mod delete;
pub mod export;
