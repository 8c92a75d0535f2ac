use std::str::FromStr;

use finance_domain::{Country, DomainError, FinancialProfile, ProfileField as F};
use finance_store::{ChangeSource, StoreError};
use rust_decimal::Decimal;

use crate::both;
use crate::common::{today, user};

fn set(field: F, v: &str) -> (F, Option<String>) {
    (field, Some(v.to_string()))
}

both!(a_missing_profile_loads_as_the_default, |store| {
    let u = user(store, "p@example.com");
    assert_eq!(
        store.load_profile(&u.id).unwrap(),
        FinancialProfile::default()
    );
    assert!(store.profile_audit(&u.id).unwrap().is_empty());
});

both!(money_round_trips_exactly, |store| {
    let u = user(store, "m@example.com");
    let out = store
        .update_profile(
            &u.id,
            &[
                set(F::ExpectedReturnRate, "0.07"),
                set(F::AnnualIncome, "1000000000000"),
                set(F::CurrentSavings, "12.34"),
                set(F::Debts, "0.01"),
                set(F::EmergencyFundMonths, "4.5"),
            ],
            ChangeSource::Form,
            today(),
        )
        .unwrap();
    let p = store.load_profile(&u.id).unwrap();
    assert_eq!(p, out.profile);
    assert_eq!(
        p.expected_return_rate,
        Some(Decimal::from_str("0.07").unwrap())
    );
    assert_eq!(
        p.annual_income,
        Some(Decimal::from_str("1000000000000").unwrap())
    );
    assert_eq!(p.current_savings, Some(Decimal::from_str("12.34").unwrap()));
    assert_eq!(p.debts, Some(Decimal::from_str("0.01").unwrap()));
    assert_eq!(F::ExpectedReturnRate.get(&p).as_deref(), Some("0.07"));
    assert_eq!(F::CurrentSavings.get(&p).as_deref(), Some("12.34"));
    // 0.1 + 0.2 is exactly 0.3 after a round trip: no float anywhere on the way.
    store
        .update_profile(
            &u.id,
            &[set(F::Debts, "0.1"), set(F::MortgageBalance, "0.2")],
            ChangeSource::Form,
            today(),
        )
        .unwrap();
    let p = store.load_profile(&u.id).unwrap();
    assert_eq!(p.total_liabilities(), Decimal::from_str("0.3").unwrap());
});

both!(every_field_is_saved_and_read_back, |store| {
    let u = user(store, "all@example.com");
    let changes = vec![
        set(F::Country, "us"),
        set(F::State, "CA"),
        set(F::AnnualIncome, "85000"),
        set(F::HouseholdIncome, "120000"),
        set(F::MonthlyExpenses, "3000.50"),
        set(F::CurrentSavings, "10000"),
        set(F::PropertyValue, "500000"),
        set(F::SuperBalance, "40000"),
        set(F::InvestmentAccounts, "7000"),
        set(F::EmergencyFund, "9000"),
        set(F::EmergencyFundCurrent, "8000"),
        set(F::EmergencyFundMonths, "3"),
        set(F::MortgageBalance, "300000"),
        set(F::Debts, "2500"),
        set(F::RentOrMortgage, "1800"),
        set(F::NumberOfCars, "2"),
        set(F::Dependents, "1"),
        set(F::Age, "34"),
        set(F::MaritalStatus, "de facto"),
        set(F::OtherAssets, "a boat, \"vintage\" guitars; 'quotes'"),
        set(F::RetirementAge, "60"),
        set(F::ExpectedReturnRate, "0.065"),
        set(F::RetirementWithdrawalRate, "0.035"),
        set(F::PrivateHospitalCover, "false"),
    ];
    let out = store
        .update_profile(&u.id, &changes, ChangeSource::Form, today())
        .unwrap();
    let loaded = store.load_profile(&u.id).unwrap();
    assert_eq!(loaded, out.profile);
    assert_eq!(loaded.country, Country::Us);
    assert_eq!(loaded.state.map(|s| s.code()), Some("CA"));
    for (field, raw) in &changes {
        if *field != F::MaritalStatus {
            let want = raw
                .as_deref()
                .map(|r| Decimal::from_str(r).map_or(r.to_string(), |d| d.normalize().to_string()));
            assert_eq!(field.get(&loaded), want, "{field:?}");
        }
    }
    assert_eq!(loaded.marital_status.map(|m| m.as_str()), Some("de facto"));
    // Clearing a field stores NULL, not an empty string.
    store
        .update_profile(&u.id, &[(F::Debts, None)], ChangeSource::QuickEdit, today())
        .unwrap();
    assert_eq!(store.load_profile(&u.id).unwrap().debts, None);
});

both!(each_change_is_audited_with_its_source, |store| {
    let u = user(store, "audit@example.com");
    store
        .update_profile(
            &u.id,
            &[set(F::Age, "30"), set(F::AnnualIncome, "50000")],
            ChangeSource::Form,
            today(),
        )
        .unwrap();
    store
        .update_profile(
            &u.id,
            &[set(F::Age, "31")],
            ChangeSource::QuickEdit,
            today(),
        )
        .unwrap();
    // Unchanged values write no audit rows.
    let same = store
        .update_profile(
            &u.id,
            &[set(F::Age, "31")],
            ChangeSource::QuickEdit,
            today(),
        )
        .unwrap();
    assert!(same.changes.is_empty());
    store
        .update_profile(
            &u.id,
            &[set(F::Country, "us")],
            ChangeSource::Country,
            today(),
        )
        .unwrap();
    let audit = store.profile_audit(&u.id).unwrap();
    let rows: Vec<(&str, Option<&str>, Option<&str>, ChangeSource)> = audit
        .iter()
        .map(|a| {
            (
                a.field.as_str(),
                a.old_value.as_deref(),
                a.new_value.as_deref(),
                a.source,
            )
        })
        .collect();
    assert!(rows.contains(&("age", None, Some("30"), ChangeSource::Form)));
    assert!(rows.contains(&("annualIncome", None, Some("50000"), ChangeSource::Form)));
    assert!(rows.contains(&("age", Some("30"), Some("31"), ChangeSource::QuickEdit)));
    assert!(rows.contains(&(
        "country",
        Some("australia"),
        Some("us"),
        ChangeSource::Country
    )));
    let age_rows: Vec<_> = rows.iter().filter(|r| r.0 == "age").collect();
    assert_eq!(age_rows.len(), 2);
    assert_eq!(age_rows[0].2, Some("30"), "oldest first");
    assert!(audit.iter().all(|a| a.user_id == u.id));
});

both!(a_refused_value_writes_nothing, |store| {
    let u = user(store, "bad@example.com");
    store
        .update_profile(&u.id, &[set(F::Age, "40")], ChangeSource::Form, today())
        .unwrap();
    let err = store
        .update_profile(
            &u.id,
            &[set(F::Age, "41"), set(F::RetirementAge, "500")],
            ChangeSource::Form,
            today(),
        )
        .unwrap_err();
    match err {
        StoreError::Invalid(e @ DomainError::InvalidField { .. }) => {
            assert_eq!(e.field(), Some("retirementAge"))
        }
        other => panic!("expected Invalid, got {other:?}"),
    }
    assert_eq!(store.load_profile(&u.id).unwrap().age, Some(40));
    assert_eq!(store.profile_audit(&u.id).unwrap().len(), 1);
    assert!(matches!(
        store.update_profile("nobody", &[set(F::Age, "1")], ChangeSource::Form, today()),
        Err(StoreError::NotFound)
    ));
});

both!(computed_tax_fields_are_refused_and_recomputed, |store| {
    let u = user(store, "tax@example.com");
    let err = store
        .update_profile(&u.id, &[set(F::TakeHome, "1")], ChangeSource::Form, today())
        .unwrap_err();
    assert!(
        matches!(&err, StoreError::Invalid(e) if e.field() == Some("takeHome")),
        "{err:?}"
    );
    let out = store
        .update_profile(
            &u.id,
            &[set(F::AnnualIncome, "85000")],
            ChangeSource::Form,
            today(),
        )
        .unwrap();
    let stored = store.load_profile(&u.id).unwrap();
    assert_eq!(stored, out.profile);
    assert!(stored.federal_tax.is_some_and(|t| t > Decimal::ZERO));
    let take_home = stored.take_home.unwrap();
    assert!(take_home < Decimal::from(85000) && take_home > Decimal::ZERO);
    let audit = store.profile_audit(&u.id).unwrap();
    let take_home_row = audit.iter().find(|a| a.field == "takeHome").unwrap();
    assert_eq!(take_home_row.source, ChangeSource::System);
    assert_eq!(
        take_home_row.new_value,
        Some(take_home.normalize().to_string())
    );
});
