//! Money and rate formatting for replies: the domain's formatter, so the advisor's figures read
//! exactly like the domain's own texts.

pub use finance_domain::money::{money, money_whole, percent, rate_as_given};
