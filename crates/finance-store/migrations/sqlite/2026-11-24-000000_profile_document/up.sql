-- The profile becomes one JSON document of canonical strings keyed by the API's field names
-- ({"annualIncome":"85000"}), so its fields are defined once, in finance-domain's field table, and a
-- new field needs no column. Missing values are absent keys. Existing rows are carried over as they are.
-- The twin of this file for the other backend lives under the same name.
CREATE TABLE financial_profiles_doc (
    user_id TEXT PRIMARY KEY NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    fields TEXT NOT NULL,
    updated_at BIGINT NOT NULL
);

INSERT INTO financial_profiles_doc (user_id, fields, updated_at)
SELECT user_id,
    json_patch('{}', json_object(
        'country', country,
        'state', state,
        'annualIncome', annual_income,
        'householdIncome', household_income,
        'monthlyExpenses', monthly_expenses,
        'takeHome', take_home,
        'federalTax', federal_tax,
        'stateTax', state_tax,
        'ficaTax', fica_tax,
        'currentSavings', current_savings,
        'propertyValue', property_value,
        'superBalance', super_balance,
        'investmentAccounts', investment_accounts,
        'emergencyFund', emergency_fund,
        'emergencyFundCurrent', emergency_fund_current,
        'emergencyFundMonths', emergency_fund_months,
        'mortgageBalance', mortgage_balance,
        'debts', debts,
        'rentOrMortgage', rent_or_mortgage,
        'numberOfCars', number_of_cars,
        'dependents', dependents,
        'age', age,
        'maritalStatus', marital_status,
        'otherAssets', other_assets,
        'retirementAge', retirement_age,
        'expectedReturnRate', expected_return_rate,
        'retirementWithdrawalRate', retirement_withdrawal_rate,
        'privateHospitalCover', private_hospital_cover
    )),
    updated_at
FROM financial_profiles;

DROP TABLE financial_profiles;
ALTER TABLE financial_profiles_doc RENAME TO financial_profiles;
