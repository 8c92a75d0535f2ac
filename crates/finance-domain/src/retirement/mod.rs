//! Retirement: the spec's projection and outlook (section 9), and the plan beside it: a year-by-year
//! plan in today's dollars with the Age Pension or Social Security, drawdown and the odds it holds.
//! The model, its parameters and their sources are in docs/retirement.md.

pub mod age_pension;
pub mod monte_carlo;
pub mod plan;
pub mod projection;
pub mod social_security;

pub use projection::*;
