//! The rules a goal's inputs meet, for the API and the advisor alike: each refusal is a
//! `DomainError` naming the field ("targetDate: must be after today").

use chrono::{DateTime, Months, NaiveDate, Utc};
use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::kind::{GoalKind, TrackedDebt};
use super::model::{Goal, GoalPatch, NewGoal};
use super::progress;
use super::{MAX_GOALS, MAX_TITLE_CHARS};
use crate::error::DomainError;
use crate::profile::FinancialProfile;
use crate::validation::MAX_MONEY;

/// The furthest target date: the savings maths runs to 100 years.
const MAX_YEARS_AHEAD: u32 = 100;
const MAX_MONTHS_OF_EXPENSES: Decimal = dec!(60);

fn bad(field: &str, message: impl Into<String>) -> DomainError {
    DomainError::invalid(field, message)
}

/// A person may hold at most [`MAX_GOALS`]; `held` is how many they have now.
pub fn check_room(held: usize) -> Result<(), DomainError> {
    if held >= MAX_GOALS {
        return Err(bad(
            "goals",
            format!("you can have at most {MAX_GOALS} goals; delete one to add another"),
        ));
    }
    Ok(())
}

fn title(raw: &str) -> Result<String, DomainError> {
    let t = raw.trim();
    if t.is_empty() {
        return Err(bad("title", "must not be empty"));
    }
    if t.chars().count() > MAX_TITLE_CHARS {
        return Err(bad(
            "title",
            format!("must be at most {MAX_TITLE_CHARS} characters"),
        ));
    }
    if t.chars().any(char::is_control) {
        return Err(bad("title", "must not contain control characters"));
    }
    Ok(t.to_string())
}

/// The title a goal gets when none is given.
pub fn default_title(kind: GoalKind, field: Option<TrackedDebt>) -> &'static str {
    match kind {
        GoalKind::Savings => "Savings goal",
        GoalKind::EmergencyFund => "Emergency fund",
        GoalKind::DebtPayoff => match field.unwrap_or(TrackedDebt::Debts) {
            TrackedDebt::Debts => "Pay off debts",
            TrackedDebt::MortgageBalance => "Pay off the mortgage",
            TrackedDebt::HelpDebt => "Pay off HELP debt",
        },
        GoalKind::Retirement => "Retirement spending",
        GoalKind::NetWorth => "Net worth",
    }
}

fn money(field: &str, v: Decimal) -> Result<Decimal, DomainError> {
    if v < Decimal::ZERO || v > MAX_MONEY {
        return Err(bad(field, "must be between 0 and 1,000,000,000,000"));
    }
    if v.round_dp(2) != v {
        return Err(bad(field, "must have at most 2 decimal places"));
    }
    Ok(v.normalize())
}

fn target_amount(kind: GoalKind, v: Option<Decimal>) -> Result<Option<Decimal>, DomainError> {
    const F: &str = "targetAmount";
    match (kind, v) {
        (GoalKind::EmergencyFund, Some(_)) => Err(bad(
            F,
            "an emergency fund's target is targetMonths × your monthly expenses; give targetMonths instead",
        )),
        (GoalKind::EmergencyFund, None) => Ok(None),
        (GoalKind::DebtPayoff, v) => money(F, v.unwrap_or(Decimal::ZERO)).map(Some),
        (_, None) => Err(bad(F, format!("is needed for {}", kind.a_goal()))),
        (_, Some(v)) => {
            let v = money(F, v)?;
            if v.is_zero() {
                return Err(bad(F, "must be more than 0"));
            }
            Ok(Some(v))
        }
    }
}

fn target_date(
    kind: GoalKind,
    v: Option<NaiveDate>,
    today: NaiveDate,
) -> Result<Option<NaiveDate>, DomainError> {
    const F: &str = "targetDate";
    let Some(d) = v else { return Ok(None) };
    if kind == GoalKind::Retirement {
        return Err(bad(
            F,
            "a retirement goal is dated by your retirement age; set that in your profile instead",
        ));
    }
    if d <= today {
        return Err(bad(F, "must be after today"));
    }
    let furthest = today.checked_add_months(Months::new(MAX_YEARS_AHEAD * 12));
    if furthest.is_none_or(|f| d > f) {
        return Err(bad(F, "must be within 100 years"));
    }
    Ok(Some(d))
}

fn target_months(kind: GoalKind, v: Option<Decimal>) -> Result<Option<Decimal>, DomainError> {
    const F: &str = "targetMonths";
    match (kind, v) {
        (_, None) => Ok(None),
        (GoalKind::EmergencyFund, Some(m)) if m > Decimal::ZERO && m <= MAX_MONTHS_OF_EXPENSES => {
            Ok(Some(m.normalize()))
        }
        (GoalKind::EmergencyFund, Some(_)) => {
            Err(bad(F, "must be more than 0 and at most 60 months"))
        }
        (_, Some(_)) => Err(bad(F, "only an emergency_fund goal takes targetMonths")),
    }
}

fn field(kind: GoalKind, v: Option<TrackedDebt>) -> Result<Option<TrackedDebt>, DomainError> {
    match (kind, v) {
        (GoalKind::DebtPayoff, v) => Ok(Some(v.unwrap_or(TrackedDebt::Debts))),
        (_, None) => Ok(None),
        (_, Some(_)) => Err(bad("field", "only a debt_payoff goal takes field")),
    }
}

fn current_amount(kind: GoalKind, v: Option<Decimal>) -> Result<Option<Decimal>, DomainError> {
    const F: &str = "currentAmount";
    match (kind, v) {
        (GoalKind::Savings, v) => money(F, v.unwrap_or(Decimal::ZERO)).map(Some),
        (_, None) => Ok(None),
        (_, Some(_)) => Err(bad(
            F,
            format!(
                "{} reads its current amount from your profile",
                kind.a_goal()
            ),
        )),
    }
}

/// A new goal from what was asked, with the id and time the store gives it. Its start amount is
/// where the profile (or, for savings, the amount given) stands today.
pub fn create(
    new: &NewGoal,
    profile: &FinancialProfile,
    today: NaiveDate,
    id: String,
    now: DateTime<Utc>,
) -> Result<Goal, DomainError> {
    let kind = new.kind;
    let field = field(kind, new.field)?;
    let title = match &new.title {
        Some(t) => title(t)?,
        None => default_title(kind, field).to_string(),
    };
    let mut goal = Goal {
        id,
        kind,
        title,
        target_amount: target_amount(kind, new.target_amount)?,
        target_date: target_date(kind, new.target_date, today)?,
        target_months: target_months(kind, new.target_months)?,
        field,
        start_amount: Decimal::ZERO,
        current_amount: current_amount(kind, new.current_amount)?,
        created_at: now,
        updated_at: now,
    };
    goal.start_amount = progress::start_amount(&goal, profile, today);
    Ok(goal)
}

/// `goal` with the patch applied (all or nothing). A field given its present value is no change; a
/// new target date must be after today, while a date that has passed since may stay.
pub fn update(
    goal: &Goal,
    patch: &GoalPatch,
    today: NaiveDate,
    now: DateTime<Utc>,
) -> Result<Goal, DomainError> {
    let kind = goal.kind;
    if patch.kind.is_some_and(|k| k != kind) {
        return Err(bad(
            "kind",
            "cannot be changed; delete the goal and add a new one",
        ));
    }
    if patch.field.is_some_and(|f| Some(f) != goal.field) {
        return Err(bad(
            "field",
            "cannot be changed; delete the goal and add a new one",
        ));
    }
    let mut next = goal.clone();
    if let Some(t) = &patch.title {
        next.title = match t {
            Some(t) => title(t)?,
            None => return Err(bad("title", "must not be empty")),
        };
    }
    if let Some(v) = patch.target_amount {
        if v.is_none() && kind != GoalKind::DebtPayoff && kind != GoalKind::EmergencyFund {
            return Err(bad(
                "targetAmount",
                format!("is needed for {}", kind.a_goal()),
            ));
        }
        next.target_amount = target_amount(kind, v)?;
    }
    if let Some(d) = patch.target_date
        && d != goal.target_date
    {
        next.target_date = target_date(kind, d, today)?;
    }
    if let Some(m) = patch.target_months {
        next.target_months = target_months(kind, m)?;
    }
    if let Some(v) = patch.current_amount {
        if v.is_none() && kind == GoalKind::Savings {
            return Err(bad("currentAmount", "must be a number"));
        }
        next.current_amount = current_amount(kind, v)?;
    }
    if next != *goal {
        next.updated_at = now;
    }
    Ok(next)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn today() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, 26).unwrap()
    }

    fn now() -> DateTime<Utc> {
        DateTime::from_timestamp(1_795_000_000, 0).unwrap()
    }

    fn make(new: NewGoal) -> Result<Goal, DomainError> {
        create(
            &new,
            &FinancialProfile::default(),
            today(),
            "g1".into(),
            now(),
        )
    }

    fn field_of(e: DomainError) -> String {
        e.field().unwrap_or_default().to_string()
    }

    #[test]
    fn a_savings_goal_needs_a_positive_target() {
        let g = make(NewGoal {
            title: Some("  House deposit ".into()),
            target_amount: Some(dec!(40000)),
            target_date: NaiveDate::from_ymd_opt(2029, 12, 31),
            ..NewGoal::of(GoalKind::Savings)
        })
        .unwrap();
        assert_eq!(g.title, "House deposit");
        assert_eq!(g.current_amount, Some(Decimal::ZERO));
        assert_eq!(g.start_amount, Decimal::ZERO);
        let e = make(NewGoal::of(GoalKind::Savings)).unwrap_err();
        assert_eq!(e.to_string(), "targetAmount: is needed for a savings goal");
        let e = make(NewGoal {
            target_amount: Some(Decimal::ZERO),
            ..NewGoal::of(GoalKind::NetWorth)
        })
        .unwrap_err();
        assert_eq!(e.to_string(), "targetAmount: must be more than 0");
        let e = make(NewGoal {
            target_amount: Some(dec!(10.001)),
            ..NewGoal::of(GoalKind::Savings)
        })
        .unwrap_err();
        assert_eq!(field_of(e), "targetAmount");
    }

    #[test]
    fn a_debt_payoff_goal_may_target_zero_and_defaults_to_debts() {
        let g = make(NewGoal::of(GoalKind::DebtPayoff)).unwrap();
        assert_eq!(g.target_amount, Some(Decimal::ZERO));
        assert_eq!(g.field, Some(TrackedDebt::Debts));
        assert_eq!(g.title, "Pay off debts");
        let e = make(NewGoal {
            target_amount: Some(dec!(-1)),
            ..NewGoal::of(GoalKind::DebtPayoff)
        })
        .unwrap_err();
        assert_eq!(field_of(e), "targetAmount");
    }

    #[test]
    fn the_date_is_after_today_and_within_a_century() {
        for bad_date in [today(), NaiveDate::from_ymd_opt(2020, 1, 1).unwrap()] {
            let e = make(NewGoal {
                target_amount: Some(dec!(1000)),
                target_date: Some(bad_date),
                ..NewGoal::of(GoalKind::Savings)
            })
            .unwrap_err();
            assert_eq!(e.to_string(), "targetDate: must be after today");
        }
        let e = make(NewGoal {
            target_amount: Some(dec!(1000)),
            target_date: NaiveDate::from_ymd_opt(2200, 1, 1),
            ..NewGoal::of(GoalKind::Savings)
        })
        .unwrap_err();
        assert_eq!(field_of(e), "targetDate");
        let e = make(NewGoal {
            target_amount: Some(dec!(70000)),
            target_date: NaiveDate::from_ymd_opt(2040, 1, 1),
            ..NewGoal::of(GoalKind::Retirement)
        })
        .unwrap_err();
        assert_eq!(field_of(e), "targetDate");
    }

    #[test]
    fn titles_are_at_most_80_characters_of_text() {
        let long = "x".repeat(81);
        for t in [long.as_str(), "   ", "tab\tinside"] {
            let e = make(NewGoal {
                title: Some(t.into()),
                target_amount: Some(dec!(1)),
                ..NewGoal::of(GoalKind::Savings)
            })
            .unwrap_err();
            assert_eq!(field_of(e), "title", "{t:?}");
        }
        let ok = make(NewGoal {
            title: Some("é".repeat(80)),
            target_amount: Some(dec!(1)),
            ..NewGoal::of(GoalKind::Savings)
        });
        assert!(ok.is_ok());
    }

    #[test]
    fn each_kind_takes_only_its_own_fields() {
        let cases = [
            (
                NewGoal {
                    target_amount: Some(dec!(1000)),
                    ..NewGoal::of(GoalKind::EmergencyFund)
                },
                "targetAmount",
            ),
            (
                NewGoal {
                    target_amount: Some(dec!(1000)),
                    target_months: Some(dec!(3)),
                    ..NewGoal::of(GoalKind::Savings)
                },
                "targetMonths",
            ),
            (
                NewGoal {
                    target_months: Some(dec!(61)),
                    ..NewGoal::of(GoalKind::EmergencyFund)
                },
                "targetMonths",
            ),
            (
                NewGoal {
                    target_amount: Some(dec!(1000)),
                    field: Some(TrackedDebt::Debts),
                    ..NewGoal::of(GoalKind::NetWorth)
                },
                "field",
            ),
            (
                NewGoal {
                    current_amount: Some(dec!(5)),
                    ..NewGoal::of(GoalKind::DebtPayoff)
                },
                "currentAmount",
            ),
        ];
        for (new, field) in cases {
            assert_eq!(field_of(make(new.clone()).unwrap_err()), field, "{new:?}");
        }
    }

    #[test]
    fn a_person_holds_at_most_twenty_goals() {
        assert!(check_room(19).is_ok());
        let e = check_room(20).unwrap_err();
        assert_eq!(field_of(e), "goals");
    }

    #[test]
    fn an_update_changes_only_what_it_names() {
        let g = make(NewGoal {
            target_amount: Some(dec!(40000)),
            target_date: NaiveDate::from_ymd_opt(2029, 12, 31),
            ..NewGoal::of(GoalKind::Savings)
        })
        .unwrap();
        let later = now() + chrono::Duration::days(3);
        let u = update(
            &g,
            &GoalPatch {
                current_amount: Some(Some(dec!(18000))),
                kind: Some(GoalKind::Savings),
                ..GoalPatch::default()
            },
            today(),
            later,
        )
        .unwrap();
        assert_eq!(u.current_amount, Some(dec!(18000)));
        assert_eq!(u.target_amount, g.target_amount);
        assert_eq!(u.updated_at, later);
        let same = update(&g, &GoalPatch::default(), today(), later).unwrap();
        assert_eq!(same, g, "nothing named, nothing changes");
        let cleared = update(
            &g,
            &GoalPatch {
                target_date: Some(None),
                ..GoalPatch::default()
            },
            today(),
            later,
        )
        .unwrap();
        assert_eq!(cleared.target_date, None);
        for (patch, field) in [
            (
                GoalPatch {
                    kind: Some(GoalKind::NetWorth),
                    ..GoalPatch::default()
                },
                "kind",
            ),
            (
                GoalPatch {
                    target_amount: Some(None),
                    ..GoalPatch::default()
                },
                "targetAmount",
            ),
            (
                GoalPatch {
                    title: Some(None),
                    ..GoalPatch::default()
                },
                "title",
            ),
            (
                GoalPatch {
                    target_date: Some(NaiveDate::from_ymd_opt(2026, 1, 1)),
                    ..GoalPatch::default()
                },
                "targetDate",
            ),
        ] {
            assert_eq!(
                field_of(update(&g, &patch, today(), later).unwrap_err()),
                field
            );
        }
    }

    #[test]
    fn a_passed_date_may_stay_when_other_fields_change() {
        let mut g = make(NewGoal {
            target_amount: Some(dec!(100)),
            target_date: NaiveDate::from_ymd_opt(2027, 1, 1),
            ..NewGoal::of(GoalKind::Savings)
        })
        .unwrap();
        g.target_date = NaiveDate::from_ymd_opt(2026, 1, 1);
        let u = update(
            &g,
            &GoalPatch {
                title: Some(Some("Car".into())),
                target_date: Some(NaiveDate::from_ymd_opt(2026, 1, 1)),
                ..GoalPatch::default()
            },
            today(),
            now(),
        )
        .unwrap();
        assert_eq!(u.title, "Car");
    }
}
