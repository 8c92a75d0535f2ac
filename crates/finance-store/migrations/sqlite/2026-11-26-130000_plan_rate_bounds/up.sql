-- expectedReturnRate and inflationRate used to take any fraction from 0 to 1, while the retirement
-- plan refused a return above 0.5 and inflation above 0.2, so a saved value could leave a person
-- without a plan. The field table (finance-domain's profile/fields.rs) now bounds both as the plan
-- does; a value stored above the new bound is brought down to it, so every stored profile still reads
-- and gives a plan. The twin of this file for the other backend lives under the same name.
-- SQLite compares as REAL: a value within 1e-16 of the bound may be set to the bound itself.
UPDATE financial_profiles
SET fields = json_set(fields, '$.expectedReturnRate', '0.5')
WHERE CAST(json_extract(fields, '$.expectedReturnRate') AS REAL) >= 0.5
    AND json_extract(fields, '$.expectedReturnRate') <> '0.5';

UPDATE financial_profiles
SET fields = json_set(fields, '$.inflationRate', '0.2')
WHERE CAST(json_extract(fields, '$.inflationRate') AS REAL) >= 0.2
    AND json_extract(fields, '$.inflationRate') <> '0.2';
