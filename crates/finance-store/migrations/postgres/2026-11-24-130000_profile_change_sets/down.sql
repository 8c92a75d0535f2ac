DELETE FROM profile_audit WHERE source = 'undo';
ALTER TABLE profile_audit DROP CONSTRAINT profile_audit_source_check;
ALTER TABLE profile_audit ADD CONSTRAINT profile_audit_source_check
    CHECK (source IN ('form', 'quick_edit', 'advisor', 'country', 'system'));
DROP INDEX profile_audit_change_set_idx;
ALTER TABLE profile_audit DROP COLUMN change_set_id;
DROP TABLE profile_change_sets;
