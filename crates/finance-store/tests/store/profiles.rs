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

// The profile moved from one column per field to one JSON document (migration
// 2026-11-24-000000_profile_document). A row written in the old schema, with every old column set,
// must read back as the same profile: this fails when the migration and the domain's field table
// disagree on a name or a value's form.
both!(a_profile_saved_one_column_per_field_carries_over, |store| {
    let u = user(store, "legacy@example.com");
    let sql = format!(
        "INSERT INTO financial_profiles (user_id, country, state, annual_income, household_income, \
         monthly_expenses, take_home, federal_tax, state_tax, fica_tax, current_savings, property_value, \
         super_balance, investment_accounts, emergency_fund, emergency_fund_current, emergency_fund_months, \
         mortgage_balance, debts, rent_or_mortgage, number_of_cars, dependents, age, marital_status, \
         other_assets, retirement_age, expected_return_rate, retirement_withdrawal_rate, \
         private_hospital_cover, updated_at) VALUES ('{}', 'us', 'CA', '85000', '120000', '3000.5', \
         '61000', '12000', '4000', '6502.5', '1000', '500000', '80000', '25000', '15000', '9000', '4.5', \
         '400000', '12000', '2100', '2', '3', '41', 'de facto', 'a boat', '60', '0.065', '0.035', \
         'false', 1)",
        u.id
    );
    finance_store::testing::write_in_schema_of(store, "2026-11-21-100000", &sql);
    finance_store::testing::run_pending_migrations(store);
    let p = store.load_profile(&u.id).unwrap();
    let expect = [
        (F::Country, "us"),
        (F::State, "CA"),
        (F::AnnualIncome, "85000"),
        (F::HouseholdIncome, "120000"),
        (F::MonthlyExpenses, "3000.5"),
        (F::TakeHome, "61000"),
        (F::FederalTax, "12000"),
        (F::StateTax, "4000"),
        (F::FicaTax, "6502.5"),
        (F::CurrentSavings, "1000"),
        (F::PropertyValue, "500000"),
        (F::SuperBalance, "80000"),
        (F::InvestmentAccounts, "25000"),
        (F::EmergencyFund, "15000"),
        (F::EmergencyFundCurrent, "9000"),
        (F::EmergencyFundMonths, "4.5"),
        (F::MortgageBalance, "400000"),
        (F::Debts, "12000"),
        (F::RentOrMortgage, "2100"),
        (F::NumberOfCars, "2"),
        (F::Dependents, "3"),
        (F::Age, "41"),
        (F::MaritalStatus, "de facto"),
        (F::OtherAssets, "a boat"),
        (F::RetirementAge, "60"),
        (F::ExpectedReturnRate, "0.065"),
        (F::RetirementWithdrawalRate, "0.035"),
        (F::PrivateHospitalCover, "false"),
    ];
    for (field, value) in expect {
        assert_eq!(field.get(&p).as_deref(), Some(value), "{}", field.name());
    }
    let set_before: Vec<F> = expect.iter().map(|(f, _)| *f).collect();
    for field in F::ALL.into_iter().filter(|f| !set_before.contains(f)) {
        assert_eq!(field.get(&p), None, "{} was never stored", field.name());
    }
});

// Every field of the table, set at once, is saved and read back unchanged by a second store on the
// same database (so the read comes from the database, not the first store's cache).
// The expected return and inflation used to take any fraction up to 1, above what the retirement
// plan takes (migration 2026-11-26-130000_plan_rate_bounds). A profile saved then reads back with
// each brought down to its new bound, every other value as it was, and a value in bounds untouched.
both!(
    rates_saved_above_the_plans_bounds_are_brought_down_to_them,
    |store| {
        let high = user(store, "high@example.com");
        let fine = user(store, "fine@example.com");
        let sql = format!(
            "INSERT INTO financial_profiles (user_id, fields, updated_at) VALUES \
         ('{}', '{{\"age\":\"41\",\"expectedReturnRate\":\"0.6\",\"inflationRate\":\"0.3\",\"returnVolatility\":\"0.9\"}}', 1), \
         ('{}', '{{\"expectedReturnRate\":\"0.5\",\"inflationRate\":\"0.19\"}}', 1)",
            high.id, fine.id
        );
        finance_store::testing::write_in_schema_of(store, "2026-11-24-150000", &sql);
        finance_store::testing::run_pending_migrations(store);
        let p = store.load_profile(&high.id).unwrap();
        assert_eq!(F::ExpectedReturnRate.get(&p).as_deref(), Some("0.5"));
        assert_eq!(F::InflationRate.get(&p).as_deref(), Some("0.2"));
        assert_eq!(F::ReturnVolatility.get(&p).as_deref(), Some("0.9"));
        assert_eq!(F::Age.get(&p).as_deref(), Some("41"));
        let q = store.load_profile(&fine.id).unwrap();
        assert_eq!(F::ExpectedReturnRate.get(&q).as_deref(), Some("0.5"));
        assert_eq!(F::InflationRate.get(&q).as_deref(), Some("0.19"));
    }
);

fn every_field_round_trips(backend: finance_store::Backend) {
    use finance_domain::validation::FieldKind as K;
    let db = finance_store::testing::TestDb::new(backend);
    let store = db.store();
    let u = user(&store, "all@example.com");
    let sample = |f: F| -> String {
        match f.kind() {
            K::Country => "us".into(),
            K::Region => "TX".into(),
            // Enough pay for the pre-tax deferral to come out of it.
            K::Money if f == F::AnnualIncome => "94321.09".into(),
            K::Money => "4321.09".into(),
            K::Rate { .. } => "0.042".into(),
            K::Count { min, max } => ((min + max) / 2).to_string(),
            K::Months => "3.5".into(),
            K::MaritalStatus => "married".into(),
            K::Text => "shares, \"quoted\" and\nmultiline".into(),
            K::Bool => "false".into(),
        }
    };
    let changes: Vec<(F, Option<String>)> = F::ALL
        .into_iter()
        .filter(|f| !F::COMPUTED.contains(f))
        .map(|f| (f, Some(sample(f))))
        .collect();
    let out = store
        .update_profile(&u.id, &changes, ChangeSource::Form, today())
        .unwrap();
    let p = db.store().load_profile(&u.id).unwrap();
    assert_eq!(p, out.profile);
    for (f, v) in &changes {
        assert_eq!(f.get(&p).as_ref(), v.as_ref(), "{}", f.name());
    }
}

mod every_field_of_the_table_round_trips {
    #[test]
    fn sqlite() {
        super::every_field_round_trips(finance_store::Backend::Sqlite);
    }
    #[test]
    fn postgres() {
        super::every_field_round_trips(finance_store::Backend::Postgres);
    }
}
