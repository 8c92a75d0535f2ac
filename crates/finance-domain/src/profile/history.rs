//! Net worth over time, read from the profile's change log: every write already records each
//! changed field with its previous value, so nothing new is written per change. The log is replayed
//! backwards from the profile as it is now (the one state known for certain): the point of a change
//! is the profile just after it, and undoing the change's fields gives the profile before it. The
//! sums are the spec's (`FinancialProfile::total_assets`, `total_liabilities`, `net_worth`).

use std::str::FromStr;

use chrono::{DateTime, Duration, Utc};
use rust_decimal::Decimal;

use crate::clock::tax_today;
use crate::profile::FinancialProfile;
use crate::validation::{FieldValue, ProfileField, set_field};

/// One field change from the log: when it was committed, the field and its value before.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoggedChange {
    pub at: DateTime<Utc>,
    pub field: ProfileField,
    /// The canonical value before the change; `None` when it was not set.
    pub old: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NetWorthPoint {
    pub at: DateTime<Utc>,
    pub total_assets: Decimal,
    pub total_liabilities: Decimal,
    pub net_worth: Decimal,
}

/// Which points to answer with; either end may be open. Both ends are inclusive.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct HistoryRange {
    pub from: Option<DateTime<Utc>>,
    pub to: Option<DateTime<Utc>>,
}

impl HistoryRange {
    pub fn contains(&self, at: DateTime<Utc>) -> bool {
        self.from.is_none_or(|f| at >= f) && self.to.is_none_or(|t| at <= t)
    }
}

/// Up to this span between the first and last change in range, every change is its own point.
pub const DETAILED_SPAN: Duration = Duration::days(31);
/// Up to this many changes in range, every change is its own point.
pub const MAX_DETAILED_POINTS: usize = 500;

fn point(at: DateTime<Utc>, p: &FinancialProfile) -> NetWorthPoint {
    NetWorthPoint {
        at,
        total_assets: p.total_assets(),
        total_liabilities: p.total_liabilities(),
        net_worth: p.net_worth(),
    }
}

/// Puts back the value a field had before a change (only the net-worth fields matter here).
fn revert(p: &mut FinancialProfile, change: &LoggedChange) {
    if !ProfileField::NET_WORTH.contains(&change.field) {
        return;
    }
    let value = match change.old.as_deref().map(Decimal::from_str) {
        Some(Ok(v)) => FieldValue::Decimal(v),
        // Never set (or unreadable, which the store's parser would have refused): not counted.
        _ => FieldValue::Clear,
    };
    // A money field takes any decimal; the country and state rules do not apply to it.
    let _ = set_field(p, change.field, value);
}

/// Net worth after each committed change in `range` (changes committed together, at the same
/// instant, are one point), then one for `now`, oldest first. When the changes in range span more
/// than [`DETAILED_SPAN`] or number more than [`MAX_DETAILED_POINTS`], each day (the person's own,
/// as `clock::tax_today` reads it) keeps only its last point, so years of changes give at most one
/// point a day. `log` holds at least every change since `range.from`, in any order.
pub fn net_worth_history(
    current: &FinancialProfile,
    log: &[LoggedChange],
    now: DateTime<Utc>,
    range: &HistoryRange,
) -> Vec<NetWorthPoint> {
    let mut log: Vec<&LoggedChange> = log.iter().collect();
    log.sort_by_key(|c| c.at);
    let mut state = current.clone();
    let mut newest_first = Vec::new();
    let mut i = log.len();
    while let Some(last) = i.checked_sub(1).map(|j| log[j]) {
        let at = last.at;
        if at <= now && range.contains(at) {
            newest_first.push(point(at, &state));
        }
        while i > 0 && log[i - 1].at == at {
            revert(&mut state, log[i - 1]);
            i -= 1;
        }
    }
    let mut points: Vec<NetWorthPoint> = newest_first.into_iter().rev().collect();
    let span = match (points.first(), points.last()) {
        (Some(first), Some(last)) => last.at - first.at,
        _ => Duration::zero(),
    };
    if span > DETAILED_SPAN || points.len() > MAX_DETAILED_POINTS {
        let day = |at| tax_today(current.country, current.state, at);
        let mut daily: Vec<NetWorthPoint> = Vec::new();
        for p in points {
            match daily.last_mut() {
                Some(kept) if day(kept.at) == day(p.at) => *kept = p,
                _ => daily.push(p),
            }
        }
        points = daily;
    }
    if range.contains(now) {
        points.push(point(now, current));
    }
    points
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;
    use rust_decimal_macros::dec;

    fn at(d: u32, h: u32) -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 10, d, h, 0, 0).unwrap()
    }

    fn change(at: DateTime<Utc>, field: ProfileField, old: Option<&str>) -> LoggedChange {
        LoggedChange {
            at,
            field,
            old: old.map(str::to_string),
        }
    }

    #[test]
    fn each_change_is_a_point_then_now() {
        // Savings 0 → 10,000 (day 1), debts 0 → 4,000 with income (day 2, one write), savings
        // 10,000 → 12,500 (day 3). Today: savings 12,500, debts 4,000.
        let current = FinancialProfile {
            current_savings: Some(dec!(12500)),
            debts: Some(dec!(4000)),
            annual_income: Some(dec!(90000)),
            ..FinancialProfile::default()
        };
        let log = vec![
            change(at(1, 9), ProfileField::CurrentSavings, None),
            change(at(2, 9), ProfileField::Debts, None),
            change(at(2, 9), ProfileField::AnnualIncome, None),
            change(at(3, 9), ProfileField::CurrentSavings, Some("10000")),
        ];
        let now = at(5, 12);
        let points = net_worth_history(&current, &log, now, &HistoryRange::default());
        let nets: Vec<(DateTime<Utc>, Decimal, Decimal, Decimal)> = points
            .iter()
            .map(|p| (p.at, p.total_assets, p.total_liabilities, p.net_worth))
            .collect();
        assert_eq!(
            nets,
            vec![
                (at(1, 9), dec!(10000), dec!(0), dec!(10000)),
                (at(2, 9), dec!(10000), dec!(4000), dec!(6000)),
                (at(3, 9), dec!(12500), dec!(4000), dec!(8500)),
                (now, dec!(12500), dec!(4000), dec!(8500)),
            ]
        );
        // A window: only what falls in it, and now only when it does.
        let window = HistoryRange {
            from: Some(at(2, 0)),
            to: Some(at(2, 23)),
        };
        let points = net_worth_history(&current, &log, now, &window);
        assert_eq!(points.len(), 1);
        assert_eq!(points[0].net_worth, dec!(6000));
    }

    #[test]
    fn the_sums_are_the_spec_formulas() {
        let p = FinancialProfile {
            current_savings: Some(dec!(1)),
            property_value: Some(dec!(2)),
            super_balance: Some(dec!(4)),
            investment_accounts: Some(dec!(8)),
            emergency_fund: Some(dec!(16)),
            mortgage_balance: Some(dec!(32)),
            debts: Some(dec!(64)),
            help_debt: Some(dec!(128)),
            emergency_fund_current: Some(dec!(256)),
            ..FinancialProfile::default()
        };
        let now = at(1, 0);
        let points = net_worth_history(&p, &[], now, &HistoryRange::default());
        assert_eq!(points.len(), 1);
        assert_eq!(points[0].total_assets, dec!(31));
        assert_eq!(points[0].total_liabilities, dec!(96));
        assert_eq!(points[0].net_worth, dec!(-65));
    }

    #[test]
    fn net_worth_fields_are_exactly_those_the_sums_read() {
        for f in ProfileField::ALL {
            if f.kind() != crate::validation::FieldKind::Money {
                assert!(!ProfileField::NET_WORTH.contains(&f));
                continue;
            }
            let mut p = FinancialProfile::default();
            set_field(&mut p, f, FieldValue::Decimal(dec!(1))).unwrap();
            let moved = p.total_assets() + p.total_liabilities() != Decimal::ZERO;
            assert_eq!(moved, ProfileField::NET_WORTH.contains(&f), "{}", f.name());
        }
    }

    #[test]
    fn years_of_changes_give_at_most_one_point_a_day() {
        // Three changes a day for 400 days, savings rising by 1 each time.
        let start = Utc.with_ymd_and_hms(2025, 1, 1, 1, 0, 0).unwrap();
        let mut log = Vec::new();
        let mut savings = 0;
        for day in 0..400 {
            for hour in [0, 4, 8] {
                let when = start + Duration::days(day) + Duration::hours(hour);
                log.push(change(
                    when,
                    ProfileField::CurrentSavings,
                    (savings > 0).then(|| savings.to_string()).as_deref(),
                ));
                savings += 1;
            }
        }
        let current = FinancialProfile {
            current_savings: Some(Decimal::from(savings)),
            ..FinancialProfile::default()
        };
        let now = start + Duration::days(401);
        let points = net_worth_history(&current, &log, now, &HistoryRange::default());
        assert_eq!(points.len(), 401, "one a day plus now");
        let days: std::collections::BTreeSet<_> = points[..400]
            .iter()
            .map(|p| tax_today(current.country, current.state, p.at))
            .collect();
        assert_eq!(days.len(), 400);
        // Each day keeps its closing figure: the third change of day 0 left savings at 3.
        assert_eq!(points[0].net_worth, dec!(3));
        assert_eq!(points[399].net_worth, Decimal::from(savings));
    }
}
