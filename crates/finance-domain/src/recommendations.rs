//! The dashboard's Recommended Updates (spec section 9): at most three, most important first.
//!
//! Each recommendation names the profile field its 'Update Now' button edits and, where we can
//! estimate it, a suggested value to prefill. Rules and their order are listed in docs/domain.md.

use rust_decimal::{Decimal, RoundingStrategy};
use rust_decimal_macros::dec;
use serde::{Serialize, Serializer};

use crate::money::money_whole;
use crate::profile::{Country, FinancialProfile};
use crate::suggestions::emergency_fund_balance;
use crate::validation::ProfileField;

pub const MAX_RECOMMENDATIONS: usize = 3;
/// Share of take-home pay suggested for monthly spending.
pub const EXPENSES_SHARE_OF_TAKE_HOME: Decimal = dec!(0.7);
/// Share of gross pay suggested for monthly spending when take-home is unknown.
pub const EXPENSES_SHARE_OF_INCOME: Decimal = dec!(0.5);
/// Housing commonly costs about 28% of gross income.
pub const HOUSING_SHARE_OF_INCOME: Decimal = dec!(0.28);
/// The housing tip shows when monthly expenses are below this multiple of the housing estimate.
pub const HOUSING_TIP_MULTIPLE: Decimal = dec!(1.5);
/// The savings tip shows below this balance.
pub const SAVINGS_TIP_THRESHOLD: Decimal = dec!(10000);
/// Share of take-home pay the savings tip suggests putting aside.
pub const SAVINGS_RATE: Decimal = dec!(0.1);

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Impact {
    High,
    Medium,
    Low,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Recommendation {
    /// Stable: "monthly-expenses", "emergency-fund", "housing-costs" or "savings-buffer".
    pub id: &'static str,
    pub title: String,
    pub description: String,
    pub impact: Impact,
    /// A lucide icon name.
    pub icon: &'static str,
    /// 1 is the most important.
    pub priority: u8,
    /// The profile field (camelCase API name) 'Update Now' edits.
    #[serde(serialize_with = "field_name")]
    pub field: ProfileField,
    /// A value to prefill the editor with, in dollars; `None` when only the person knows it.
    pub suggested_value: Option<Decimal>,
}

fn field_name<S: Serializer>(f: &ProfileField, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(f.name())
}

/// Monthly spending we suggest when none is given: 70% of monthly take-home when known, else half of
/// gross monthly income. Whole dollars.
pub fn suggested_monthly_expenses(p: &FinancialProfile) -> Decimal {
    let take_home = p.take_home.unwrap_or(Decimal::ZERO);
    let v = if take_home > Decimal::ZERO {
        take_home / dec!(12) * EXPENSES_SHARE_OF_TAKE_HOME
    } else {
        p.annual_income_or_zero() / dec!(12) * EXPENSES_SHARE_OF_INCOME
    };
    whole(v)
}

/// Typical monthly housing cost for the income: 28% of gross monthly income. Whole dollars.
pub fn housing_estimate(p: &FinancialProfile) -> Decimal {
    whole(p.annual_income_or_zero() / dec!(12) * HOUSING_SHARE_OF_INCOME)
}

/// The recommendations that apply, most important first, at most [`MAX_RECOMMENDATIONS`].
pub fn recommendations(p: &FinancialProfile) -> Vec<Recommendation> {
    let mut out: Vec<Recommendation> = [
        monthly_expenses(p),
        emergency_fund(p),
        housing_costs(p),
        savings_buffer(p),
    ]
    .into_iter()
    .flatten()
    .collect();
    out.sort_by_key(|r| r.priority);
    out.truncate(MAX_RECOMMENDATIONS);
    out
}

fn monthly_expenses(p: &FinancialProfile) -> Option<Recommendation> {
    if p.monthly_expenses_or_zero() > Decimal::ZERO {
        return None;
    }
    let suggested = suggested_monthly_expenses(p);
    if suggested <= Decimal::ZERO {
        return None;
    }
    let take_home = p.take_home.unwrap_or(Decimal::ZERO);
    let basis = if take_home > Decimal::ZERO {
        format!(
            "70% of your take-home pay of {} a month",
            money_whole(take_home / dec!(12))
        )
    } else {
        format!(
            "half of your gross income of {} a month",
            money_whole(p.annual_income_or_zero() / dec!(12))
        )
    };
    Some(Recommendation {
        id: "monthly-expenses",
        title: "Add your monthly expenses".into(),
        description: format!(
            "A typical budget for your income is about {} a month ({basis}). Enter what you really \
             spend so your savings, emergency fund and retirement figures are accurate.",
            money_whole(suggested)
        ),
        impact: Impact::High,
        icon: "receipt",
        priority: 1,
        field: ProfileField::MonthlyExpenses,
        suggested_value: Some(suggested),
    })
}

fn emergency_fund(p: &FinancialProfile) -> Option<Recommendation> {
    let expenses = p.monthly_expenses_or_zero();
    let months = p.emergency_fund_months_or_default();
    let target = whole(expenses.saturating_mul(months));
    let have = emergency_fund_balance(p);
    if expenses <= Decimal::ZERO || target <= Decimal::ZERO || have >= target {
        return None;
    }
    let covered = (have / expenses).round_dp_with_strategy(1, RoundingStrategy::ToZero);
    let place = match p.country {
        Country::Australia => "a high-interest savings account or a mortgage offset account",
        Country::Us => "an FDIC-insured high-yield savings account",
    };
    // Edit the balance the rules actually read, so the update clears the recommendation.
    let field = if p.emergency_fund_current.is_some() {
        ProfileField::EmergencyFundCurrent
    } else {
        ProfileField::EmergencyFund
    };
    Some(Recommendation {
        id: "emergency-fund",
        title: "Build your emergency fund".into(),
        description: format!(
            "Your emergency fund of {} covers {} months of expenses. Your {}-month target is {}, \
             so you are {} short. Keep it in {place}.",
            money_whole(have),
            covered.normalize(),
            months.normalize(),
            money_whole(target),
            money_whole(target - have)
        ),
        impact: Impact::High,
        icon: "shield",
        priority: 2,
        field,
        suggested_value: Some(target),
    })
}

fn housing_costs(p: &FinancialProfile) -> Option<Recommendation> {
    let estimate = housing_estimate(p);
    let expenses = p.monthly_expenses_or_zero();
    if estimate <= Decimal::ZERO || expenses >= estimate.saturating_mul(HOUSING_TIP_MULTIPLE) {
        return None;
    }
    let housing = match p.country {
        Country::Australia => "rent or mortgage repayments",
        Country::Us => "rent or mortgage payment (with property tax and insurance)",
    };
    let lead = if expenses > Decimal::ZERO {
        format!(
            "Your monthly expenses of {} look low for your income: housing",
            money_whole(expenses)
        )
    } else {
        "Housing".to_string()
    };
    Some(Recommendation {
        id: "housing-costs",
        title: "Check your housing costs".into(),
        description: format!(
            "{lead} alone typically costs about {} a month (28% of your gross monthly \
             income of {}). Add your {housing} so your budget is complete.",
            money_whole(estimate),
            money_whole(p.annual_income_or_zero() / dec!(12))
        ),
        impact: Impact::Medium,
        icon: "home",
        priority: 3,
        field: ProfileField::RentOrMortgage,
        suggested_value: Some(estimate),
    })
}

fn savings_buffer(p: &FinancialProfile) -> Option<Recommendation> {
    let income = p.annual_income_or_zero();
    let savings = p.current_savings_or_zero();
    if income <= Decimal::ZERO || savings >= SAVINGS_TIP_THRESHOLD {
        return None;
    }
    let take_home = p.take_home.unwrap_or(Decimal::ZERO);
    let monthly_pay = if take_home > Decimal::ZERO {
        take_home
    } else {
        income
    } / dec!(12);
    let monthly_saving = whole(monthly_pay * SAVINGS_RATE).max(Decimal::ONE);
    let months_to_go = ((SAVINGS_TIP_THRESHOLD - savings) / monthly_saving).ceil();
    let account = match p.country {
        Country::Australia => "a high-interest savings account",
        Country::Us => "a high-yield savings account",
    };
    Some(Recommendation {
        id: "savings-buffer",
        title: "Grow your savings".into(),
        description: format!(
            "You have {} in savings. Putting aside 10% of your pay ({} a month) in {account} would \
             reach {} in about {} months.",
            money_whole(savings),
            money_whole(monthly_saving),
            money_whole(SAVINGS_TIP_THRESHOLD),
            months_to_go.normalize()
        ),
        impact: Impact::Medium,
        icon: "piggy-bank",
        priority: 4,
        field: ProfileField::CurrentSavings,
        suggested_value: None,
    })
}

fn whole(v: Decimal) -> Decimal {
    v.round_dp_with_strategy(0, RoundingStrategy::MidpointAwayFromZero)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(p: &FinancialProfile) -> Vec<&'static str> {
        recommendations(p).iter().map(|r| r.id).collect()
    }

    /// A profile none of the rules fire for.
    fn settled() -> FinancialProfile {
        FinancialProfile {
            annual_income: Some(dec!(120000)),
            take_home: Some(dec!(90000)),
            monthly_expenses: Some(dec!(5000)),
            current_savings: Some(dec!(10000)),
            emergency_fund_current: Some(dec!(30000)),
            ..FinancialProfile::default()
        }
    }

    #[test]
    fn nothing_fires_for_a_settled_profile_or_an_empty_one() {
        assert!(recommendations(&settled()).is_empty());
        assert!(recommendations(&FinancialProfile::default()).is_empty());
    }

    #[test]
    fn suggested_expenses_use_take_home_then_income() {
        let mut p = settled();
        p.monthly_expenses = None;
        // 90,000 / 12 × 0.7 = 5,250
        assert_eq!(suggested_monthly_expenses(&p), dec!(5250));
        let r = &recommendations(&p)[0];
        assert_eq!(r.id, "monthly-expenses");
        assert_eq!(r.suggested_value, Some(dec!(5250)));
        assert_eq!(r.field, ProfileField::MonthlyExpenses);
        assert!(r.description.contains("$5,250"), "{}", r.description);
        assert!(r.description.contains("$7,500 a month"));
        p.take_home = Some(Decimal::ZERO);
        // 120,000 / 12 × 0.5 = 5,000
        assert_eq!(suggested_monthly_expenses(&p), dec!(5000));
    }

    #[test]
    fn housing_tip_below_one_and_a_half_times_the_estimate() {
        let mut p = settled();
        // estimate 120,000 / 12 × 0.28 = 2,800; 1.5 × = 4,200
        assert_eq!(housing_estimate(&p), dec!(2800));
        p.monthly_expenses = Some(dec!(4199));
        assert_eq!(ids(&p), vec!["housing-costs"]);
        let r = &recommendations(&p)[0];
        assert_eq!(r.suggested_value, Some(dec!(2800)));
        assert!(r.description.starts_with("Your monthly expenses of $4,199"));
        assert!(r.description.contains("$2,800"));
        p.monthly_expenses = Some(dec!(4200));
        assert!(ids(&p).is_empty());
    }

    #[test]
    fn savings_tip_needs_income_and_under_ten_thousand() {
        let mut p = settled();
        p.current_savings = Some(dec!(9999.99));
        assert_eq!(ids(&p), vec!["savings-buffer"]);
        let r = &recommendations(&p)[0];
        // 10% of 7,500 = 750 a month; (10,000 - 9,999.99) / 750 → 1 month.
        assert!(r.description.contains("$750 a month"), "{}", r.description);
        assert!(r.description.contains("about 1 months"));
        assert_eq!(r.icon, "piggy-bank");
        p.annual_income = None;
        assert!(!ids(&p).contains(&"savings-buffer"));
    }

    #[test]
    fn emergency_fund_target_is_expenses_times_months() {
        let mut p = settled();
        p.emergency_fund_current = Some(dec!(29999));
        assert_eq!(ids(&p), vec!["emergency-fund"]);
        let r = &recommendations(&p)[0];
        assert_eq!(r.suggested_value, Some(dec!(30000)));
        assert_eq!(r.field, ProfileField::EmergencyFundCurrent);
        assert!(r.description.contains("$1 short"), "{}", r.description);
        p.emergency_fund_months = Some(dec!(3));
        assert!(ids(&p).is_empty());
        // Falls back to emergencyFund, and edits that field.
        p.emergency_fund_current = None;
        p.emergency_fund = Some(dec!(100));
        let r = &recommendations(&p)[0];
        assert_eq!(r.field, ProfileField::EmergencyFund);
        assert!(r.description.contains("covers 0 months"));
    }

    #[test]
    fn at_most_three_sorted_by_priority() {
        let p = FinancialProfile {
            country: Country::Us,
            annual_income: Some(dec!(60000)),
            ..FinancialProfile::default()
        };
        assert_eq!(
            ids(&p),
            vec!["monthly-expenses", "housing-costs", "savings-buffer"]
        );
        let p = FinancialProfile {
            annual_income: Some(dec!(60000)),
            monthly_expenses: Some(dec!(1000)),
            ..FinancialProfile::default()
        };
        let recs = recommendations(&p);
        assert_eq!(
            recs.iter().map(|r| r.id).collect::<Vec<_>>(),
            vec!["emergency-fund", "housing-costs", "savings-buffer"]
        );
        assert!(recs.windows(2).all(|w| w[0].priority <= w[1].priority));
    }

    #[test]
    fn wording_is_country_aware() {
        let mut p = settled();
        p.emergency_fund_current = Some(Decimal::ZERO);
        assert!(
            recommendations(&p)[0]
                .description
                .contains("offset account")
        );
        p.country = Country::Us;
        assert!(recommendations(&p)[0].description.contains("FDIC"));
    }

    #[test]
    fn housing_description_reads_well_without_expenses() {
        let p = FinancialProfile {
            annual_income: Some(dec!(60000)),
            ..FinancialProfile::default()
        };
        let r = recommendations(&p)
            .into_iter()
            .find(|r| r.id == "housing-costs")
            .unwrap();
        assert!(
            r.description.starts_with("Housing alone"),
            "{}",
            r.description
        );
    }

    #[test]
    fn serializes_for_the_api() {
        let p = FinancialProfile {
            annual_income: Some(dec!(60000)),
            ..FinancialProfile::default()
        };
        let json = serde_json::to_value(recommendations(&p)).unwrap();
        assert_eq!(json[0]["field"], "monthlyExpenses");
        assert_eq!(json[0]["impact"], "high");
        assert_eq!(json[0]["suggestedValue"], "2500");
        assert_eq!(json[2]["suggestedValue"], serde_json::Value::Null);
    }
}
