CREATE TABLE profile_audit_prev (
    id TEXT PRIMARY KEY NOT NULL,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    field TEXT NOT NULL,
    old_value TEXT,
    new_value TEXT,
    source TEXT NOT NULL CHECK (source IN ('form', 'quick_edit', 'advisor', 'country', 'system')),
    created_at BIGINT NOT NULL
);
INSERT INTO profile_audit_prev (id, user_id, field, old_value, new_value, source, created_at)
    SELECT id, user_id, field, old_value, new_value, source, created_at FROM profile_audit
    WHERE source <> 'undo';
DROP TABLE profile_audit;
ALTER TABLE profile_audit_prev RENAME TO profile_audit;
CREATE INDEX profile_audit_user_idx ON profile_audit (user_id, created_at);
DROP TABLE profile_change_sets;
