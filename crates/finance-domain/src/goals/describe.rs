//! The words a chat notice uses for goal changes: "Goal added: House deposit, $40,000 by 31 Dec
//! 2029", "Goal updated: House deposit, saved so far $18,000", "Goal removed: Holiday". Joined with
//! the profile's "Profile updated: …" into the one notice of a change set, and used again, prefixed
//! "Change undone.", when the set is undone.

use chrono::NaiveDate;
use rust_decimal::Decimal;

use super::kind::{GoalKind, TrackedDebt};
use super::model::{AppliedGoalChange, Goal};
use crate::money::money;
use crate::profile::Country;

/// 31 Dec 2029 in Australia, Dec 31, 2029 in the US.
pub fn date_text(d: NaiveDate, country: Country) -> String {
    match country {
        Country::Australia => d.format("%-d %b %Y").to_string(),
        Country::Us => d.format("%b %-d, %Y").to_string(),
    }
}

fn months_text(m: Decimal) -> String {
    let m = m.normalize();
    if m == Decimal::ONE {
        "1 month of expenses".into()
    } else {
        format!("{m} months of expenses")
    }
}

/// What the goal aims at, as a phrase: "$40,000 by 31 Dec 2029", "6 months of expenses",
/// "debts paid off", "$70,000 a year in retirement".
pub fn aim(goal: &Goal, country: Country) -> String {
    let by = goal
        .target_date
        .map(|d| format!(" by {}", date_text(d, country)))
        .unwrap_or_default();
    let amount = goal.target_amount.unwrap_or(Decimal::ZERO);
    match goal.kind {
        GoalKind::Savings => format!("{}{by}", money(amount)),
        GoalKind::NetWorth => format!("a net worth of {}{by}", money(amount)),
        GoalKind::EmergencyFund => match goal.target_months {
            Some(m) => format!("{}{by}", months_text(m)),
            None => format!("your usual months of expenses{by}"),
        },
        GoalKind::DebtPayoff => {
            let label = goal
                .field
                .unwrap_or(TrackedDebt::Debts)
                .profile_field()
                .label(country);
            if amount.is_zero() {
                format!("{label} paid off{by}")
            } else {
                format!("{label} down to {}{by}", money(amount))
            }
        }
        GoalKind::Retirement => format!("{} a year in retirement", money(amount)),
    }
}

/// What an update changed, as phrases.
fn changed(before: &Goal, after: &Goal, country: Country) -> Vec<String> {
    let mut parts = Vec::new();
    if before.title != after.title {
        parts.push(format!("renamed from \"{}\"", before.title));
    }
    if before.target_amount != after.target_amount
        || before.target_months != after.target_months
        || before.target_date != after.target_date
    {
        parts.push(match (after.target_date, before.target_date) {
            (None, Some(_)) => format!("{}, no target date", aim(after, country)),
            _ => aim(after, country),
        });
    }
    if before.current_amount != after.current_amount {
        parts.push(format!(
            "saved so far {}",
            money(after.current_amount.unwrap_or(Decimal::ZERO))
        ));
    }
    parts
}

/// One change in words.
pub fn describe(change: &AppliedGoalChange, country: Country) -> Option<String> {
    match (&change.before, &change.after) {
        (None, Some(g)) => Some(format!("Goal added: {}, {}", g.title, aim(g, country))),
        (Some(g), None) => Some(format!("Goal removed: {}", g.title)),
        (Some(b), Some(a)) => {
            let parts = changed(b, a, country);
            (!parts.is_empty()).then(|| format!("Goal updated: {}, {}", a.title, parts.join(", ")))
        }
        (None, None) => None,
    }
}

/// Every change in words, joined into sentences; none when nothing a person would notice changed.
pub fn describe_all(changes: &[AppliedGoalChange], country: Country) -> Option<String> {
    let parts: Vec<String> = changes
        .iter()
        .filter_map(|c| describe(c, country))
        .collect();
    (!parts.is_empty()).then(|| parts.join(". "))
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::DateTime;
    use rust_decimal_macros::dec;

    fn house() -> Goal {
        Goal {
            id: "g1".into(),
            kind: GoalKind::Savings,
            title: "House deposit".into(),
            target_amount: Some(dec!(40000)),
            target_date: NaiveDate::from_ymd_opt(2029, 12, 31),
            target_months: None,
            field: None,
            start_amount: Decimal::ZERO,
            current_amount: Some(Decimal::ZERO),
            created_at: DateTime::from_timestamp(0, 0).unwrap(),
            updated_at: DateTime::from_timestamp(0, 0).unwrap(),
        }
    }

    fn added(g: Goal) -> AppliedGoalChange {
        AppliedGoalChange {
            before: None,
            after: Some(g),
        }
    }

    #[test]
    fn notices_name_the_goal_and_its_aim() {
        let au = Country::Australia;
        assert_eq!(
            describe(&added(house()), au).unwrap(),
            "Goal added: House deposit, $40,000 by 31 Dec 2029"
        );
        assert_eq!(
            describe(&added(house()), Country::Us).unwrap(),
            "Goal added: House deposit, $40,000 by Dec 31, 2029"
        );
        let fund = Goal {
            kind: GoalKind::EmergencyFund,
            title: "Emergency fund".into(),
            target_amount: None,
            target_date: None,
            target_months: Some(dec!(6)),
            ..house()
        };
        assert_eq!(
            describe(&added(fund), au).unwrap(),
            "Goal added: Emergency fund, 6 months of expenses"
        );
        let card = Goal {
            kind: GoalKind::DebtPayoff,
            title: "Credit card".into(),
            target_amount: Some(Decimal::ZERO),
            target_date: NaiveDate::from_ymd_opt(2027, 6, 30),
            field: Some(TrackedDebt::Debts),
            ..house()
        };
        assert_eq!(
            describe(&added(card), au).unwrap(),
            "Goal added: Credit card, debts paid off by 30 Jun 2027"
        );
        let retire = Goal {
            kind: GoalKind::Retirement,
            title: "Retirement spending".into(),
            target_amount: Some(dec!(70000)),
            target_date: None,
            ..house()
        };
        assert_eq!(
            describe(&added(retire), au).unwrap(),
            "Goal added: Retirement spending, $70,000 a year in retirement"
        );
        let removed = AppliedGoalChange {
            before: Some(house()),
            after: None,
        };
        assert_eq!(
            describe(&removed, au).unwrap(),
            "Goal removed: House deposit"
        );
    }

    #[test]
    fn an_update_names_what_changed() {
        let before = house();
        let after = Goal {
            current_amount: Some(dec!(18000)),
            target_date: NaiveDate::from_ymd_opt(2030, 6, 30),
            ..house()
        };
        let change = AppliedGoalChange {
            before: Some(before.clone()),
            after: Some(after),
        };
        assert_eq!(
            describe(&change, Country::Australia).unwrap(),
            "Goal updated: House deposit, $40,000 by 30 Jun 2030, saved so far $18,000"
        );
        let same = AppliedGoalChange {
            before: Some(before.clone()),
            after: Some(before),
        };
        assert_eq!(describe(&same, Country::Australia), None);
        assert_eq!(describe_all(&[same], Country::Australia), None);
    }
}
