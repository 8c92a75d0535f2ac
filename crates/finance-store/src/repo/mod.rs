//! Repository methods on `Store`, one file per aggregate. Row types stay private here.
mod change_sets;
pub(crate) mod conversations;
mod export;
pub(crate) mod goals;
pub(crate) mod messages;
mod net_worth;
pub(crate) mod profiles;
mod rate_limits;
mod sessions;
mod turns;
pub(crate) mod users;

pub use rate_limits::RateVerdict;

pub(crate) fn new_id() -> String {
    uuid::Uuid::new_v4().to_string()
}
