//! FICA employee share: Social Security to the wage base, Medicare, Additional Medicare.

use rust_decimal::Decimal;

use super::params::{Fica, status_index};
use crate::tax::FilingStatus;
use crate::tax::sign::or_zero;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FicaTax {
    pub social_security: Decimal,
    pub medicare: Decimal,
    pub additional_medicare: Decimal,
    pub marginal: Decimal,
}

pub fn fica(p: &Fica, status: FilingStatus, wages: Decimal) -> FicaTax {
    let threshold = p.additional_medicare_threshold[status_index(status)];
    let ss_marginal = if wages < p.wage_base {
        p.social_security_rate
    } else {
        Decimal::ZERO
    };
    let addl_marginal = if wages >= threshold {
        p.additional_medicare_rate
    } else {
        Decimal::ZERO
    };
    FicaTax {
        social_security: p.social_security_rate * wages.min(p.wage_base),
        medicare: p.medicare_rate * wages,
        additional_medicare: p.additional_medicare_rate * or_zero(wages - threshold),
        marginal: ss_marginal + p.medicare_rate + addl_marginal,
    }
}
