-- expectedReturnRate and inflationRate used to take any fraction from 0 to 1, while the retirement
-- plan refused a return above 0.5 and inflation above 0.2, so a saved value could leave a person
-- without a plan. The field table (finance-domain's profile/fields.rs) now bounds both as the plan
-- does; a value stored above the new bound is brought down to it, so every stored profile still reads
-- and gives a plan. The twin of this file for the other backend lives under the same name.
UPDATE financial_profiles
SET fields = jsonb_set(fields::jsonb, '{expectedReturnRate}', '"0.5"')::text
WHERE (fields::jsonb ->> 'expectedReturnRate')::numeric > 0.5;

UPDATE financial_profiles
SET fields = jsonb_set(fields::jsonb, '{inflationRate}', '"0.2"')::text
WHERE (fields::jsonb ->> 'inflationRate')::numeric > 0.2;
