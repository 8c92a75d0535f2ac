//! Profiles are stored one column per `ProfileField`, each holding the domain's canonical string
//! for the value (`ProfileField::get`), read back through the domain's own parser. Money therefore
//! round-trips exactly ("0.07" stays "0.07"), with no float and no backend-specific numeric type.

use std::sync::Arc;

use chrono::NaiveDate;
use diesel::prelude::*;
use finance_domain::profile_update::apply_update;
use finance_domain::validation::{parse_field, set_field};
use finance_domain::{FinancialProfile, ProfileField};

use crate::Store;
use crate::cache::Eviction;
use crate::conn::AnyConnection;
use crate::error::StoreError;
use crate::listen;
use crate::models::{AuditEntry, ChangeSource, ProfileUpdateOutcome};
use crate::schema::{financial_profiles, profile_audit};
use crate::time::{from_ms, now_ms};

#[derive(Queryable, Selectable, Insertable, AsChangeset)]
#[diesel(table_name = financial_profiles, primary_key(user_id), treat_none_as_null = true)]
struct ProfileRow {
    user_id: String,
    country: Option<String>,
    state: Option<String>,
    annual_income: Option<String>,
    household_income: Option<String>,
    monthly_expenses: Option<String>,
    take_home: Option<String>,
    federal_tax: Option<String>,
    state_tax: Option<String>,
    fica_tax: Option<String>,
    current_savings: Option<String>,
    property_value: Option<String>,
    super_balance: Option<String>,
    investment_accounts: Option<String>,
    emergency_fund: Option<String>,
    emergency_fund_current: Option<String>,
    emergency_fund_months: Option<String>,
    mortgage_balance: Option<String>,
    debts: Option<String>,
    rent_or_mortgage: Option<String>,
    number_of_cars: Option<String>,
    dependents: Option<String>,
    age: Option<String>,
    marital_status: Option<String>,
    other_assets: Option<String>,
    retirement_age: Option<String>,
    expected_return_rate: Option<String>,
    retirement_withdrawal_rate: Option<String>,
    private_hospital_cover: Option<String>,
    updated_at: i64,
}

impl ProfileRow {
    fn empty(user_id: &str, updated_at: i64) -> ProfileRow {
        ProfileRow {
            user_id: user_id.to_string(),
            country: None,
            state: None,
            annual_income: None,
            household_income: None,
            monthly_expenses: None,
            take_home: None,
            federal_tax: None,
            state_tax: None,
            fica_tax: None,
            current_savings: None,
            property_value: None,
            super_balance: None,
            investment_accounts: None,
            emergency_fund: None,
            emergency_fund_current: None,
            emergency_fund_months: None,
            mortgage_balance: None,
            debts: None,
            rent_or_mortgage: None,
            number_of_cars: None,
            dependents: None,
            age: None,
            marital_status: None,
            other_assets: None,
            retirement_age: None,
            expected_return_rate: None,
            retirement_withdrawal_rate: None,
            private_hospital_cover: None,
            updated_at,
        }
    }

    fn slot(&mut self, field: ProfileField) -> &mut Option<String> {
        use ProfileField as F;
        match field {
            F::Country => &mut self.country,
            F::State => &mut self.state,
            F::AnnualIncome => &mut self.annual_income,
            F::HouseholdIncome => &mut self.household_income,
            F::MonthlyExpenses => &mut self.monthly_expenses,
            F::TakeHome => &mut self.take_home,
            F::FederalTax => &mut self.federal_tax,
            F::StateTax => &mut self.state_tax,
            F::FicaTax => &mut self.fica_tax,
            F::CurrentSavings => &mut self.current_savings,
            F::PropertyValue => &mut self.property_value,
            F::SuperBalance => &mut self.super_balance,
            F::InvestmentAccounts => &mut self.investment_accounts,
            F::EmergencyFund => &mut self.emergency_fund,
            F::EmergencyFundCurrent => &mut self.emergency_fund_current,
            F::EmergencyFundMonths => &mut self.emergency_fund_months,
            F::MortgageBalance => &mut self.mortgage_balance,
            F::Debts => &mut self.debts,
            F::RentOrMortgage => &mut self.rent_or_mortgage,
            F::NumberOfCars => &mut self.number_of_cars,
            F::Dependents => &mut self.dependents,
            F::Age => &mut self.age,
            F::MaritalStatus => &mut self.marital_status,
            F::OtherAssets => &mut self.other_assets,
            F::RetirementAge => &mut self.retirement_age,
            F::ExpectedReturnRate => &mut self.expected_return_rate,
            F::RetirementWithdrawalRate => &mut self.retirement_withdrawal_rate,
            F::PrivateHospitalCover => &mut self.private_hospital_cover,
        }
    }

    fn from_profile(user_id: &str, p: &FinancialProfile, updated_at: i64) -> ProfileRow {
        let mut row = ProfileRow::empty(user_id, updated_at);
        for f in ProfileField::ALL {
            *row.slot(f) = f.get(p);
        }
        row
    }

    /// `ProfileField::ALL` lists the country before the state, so a state is read against it.
    fn into_profile(mut self) -> Result<FinancialProfile, StoreError> {
        let mut p = FinancialProfile::default();
        for f in ProfileField::ALL {
            let Some(raw) = self.slot(f).take() else {
                continue;
            };
            let value = parse_field(f, Some(&raw), p.country)
                .and_then(|v| set_field(&mut p, f, v))
                .map_err(|e| StoreError::internal(format!("stored profile value unreadable: {e}")));
            value?;
        }
        Ok(p)
    }
}

#[derive(Queryable, Selectable, Insertable)]
#[diesel(table_name = profile_audit)]
struct AuditRow {
    id: String,
    user_id: String,
    field: String,
    old_value: Option<String>,
    new_value: Option<String>,
    source: String,
    created_at: i64,
    change_set_id: Option<String>,
}

impl AuditRow {
    fn into_entry(self) -> Result<AuditEntry, StoreError> {
        let source = ChangeSource::parse(&self.source)
            .ok_or_else(|| StoreError::internal(format!("unknown audit source {}", self.source)))?;
        Ok(AuditEntry {
            id: self.id,
            user_id: self.user_id,
            field: self.field,
            old_value: self.old_value,
            new_value: self.new_value,
            source,
            created_at: from_ms(self.created_at),
            change_set_id: self.change_set_id,
        })
    }
}

pub(crate) fn load(c: &mut AnyConnection, user_id: &str) -> Result<FinancialProfile, StoreError> {
    let row = financial_profiles::table
        .find(user_id)
        .select(ProfileRow::as_select())
        .first(c)
        .optional()?;
    match row {
        Some(r) => r.into_profile(),
        None => Ok(FinancialProfile::default()),
    }
}

fn save(
    c: &mut AnyConnection,
    user_id: &str,
    p: &FinancialProfile,
    now: i64,
) -> Result<(), StoreError> {
    let row = ProfileRow::from_profile(user_id, p, now);
    // No ON CONFLICT through MultiConnection; the caller holds the user's lock, so update-then-insert
    // cannot race with another writer of this profile.
    let n = diesel::update(financial_profiles::table.find(user_id))
        .set(&row)
        .execute(c)?;
    if n == 0 {
        diesel::insert_into(financial_profiles::table)
            .values(&row)
            .execute(c)?;
    }
    listen::notify(c, &Eviction::Profile(user_id.to_string()))
}

/// The tax figures the domain recomputes are Penny's doing, not the person's or the advisor's.
fn audit_source(field: ProfileField, requested: ChangeSource) -> ChangeSource {
    if ProfileField::COMPUTED.contains(&field) {
        ChangeSource::System
    } else {
        requested
    }
}

/// Load, validate and apply (the domain also recomputes the stored tax figures when a tax input
/// changed), save, and one audit row per changed field (tagged with the change set, when the change
/// belongs to one). Runs inside the caller's transaction; a validation error writes nothing.
pub(crate) fn update_in_tx(
    c: &mut AnyConnection,
    user_id: &str,
    changes: &[(ProfileField, Option<String>)],
    source: ChangeSource,
    today: NaiveDate,
    change_set_id: Option<&str>,
) -> Result<ProfileUpdateOutcome, StoreError> {
    let mut profile = load(c, user_id)?;
    let applied = apply_update(&mut profile, changes, today)?;
    if !applied.is_empty() {
        let now = now_ms();
        save(c, user_id, &profile, now)?;
        let rows: Vec<AuditRow> = applied
            .iter()
            .map(|ch| AuditRow {
                id: uuid::Uuid::now_v7().to_string(),
                user_id: user_id.to_string(),
                field: ch.field.name().to_string(),
                old_value: ch.old.clone(),
                new_value: ch.new.clone(),
                source: audit_source(ch.field, source).as_str().to_string(),
                created_at: now,
                change_set_id: change_set_id.map(str::to_string),
            })
            .collect();
        // One statement per row: batch inserts do not compile for MultiConnection's SQLite side.
        for row in &rows {
            diesel::insert_into(profile_audit::table)
                .values(row)
                .execute(c)?;
        }
    }
    Ok(ProfileUpdateOutcome {
        profile,
        changes: applied,
    })
}

pub(crate) fn audit(c: &mut AnyConnection, user_id: &str) -> Result<Vec<AuditEntry>, StoreError> {
    profile_audit::table
        .filter(profile_audit::user_id.eq(user_id))
        .order((profile_audit::created_at.asc(), profile_audit::id.asc()))
        .select(AuditRow::as_select())
        .load(c)?
        .into_iter()
        .map(AuditRow::into_entry)
        .collect()
}

impl Store {
    /// The saved profile, or the default profile when the user never saved one. Defaults are not
    /// filled in here (`FinancialProfile::with_defaults` does that for display).
    pub fn load_profile(&self, user_id: &str) -> Result<FinancialProfile, StoreError> {
        if let Some(p) = self.cache.profile(user_id) {
            return Ok((*p).clone());
        }
        let seen = self.cache.generation();
        let mut c = self.conn()?;
        let profile = load(&mut c, user_id)?;
        self.cache.put_profile(seen, user_id, profile.clone());
        Ok(profile)
    }

    /// The profile if this process read it within the last `CACHE_TTL` and nothing has changed it
    /// since. Never blocks, so callers on an async worker can try it before `load_profile`.
    pub fn cached_profile(&self, user_id: &str) -> Option<Arc<FinancialProfile>> {
        self.cache.profile(user_id)
    }

    /// Applies raw changes all-or-nothing in one transaction: validation (and tax recomputation) by
    /// the domain, the save, and one audit row per changed field. A refused value is
    /// `Invalid(DomainError)` and nothing is written; an unknown user is `NotFound`.
    pub fn update_profile(
        &self,
        user_id: &str,
        changes: &[(ProfileField, Option<String>)],
        source: ChangeSource,
        today: NaiveDate,
    ) -> Result<ProfileUpdateOutcome, StoreError> {
        self.write_for_user(user_id, |c| {
            update_in_tx(c, user_id, changes, source, today, None)
        })
    }

    /// The user's profile changes, oldest first.
    pub fn profile_audit(&self, user_id: &str) -> Result<Vec<AuditEntry>, StoreError> {
        let mut c = self.conn()?;
        audit(&mut c, user_id)
    }
}
