-- Every profile change the advisor makes is one change set, so it can be undone as a whole. The
-- fields' previous and new values are the set's rows in profile_audit (change_set_id).
-- The PostgreSQL twin of this file lives in ../../postgres/ under the same name.
CREATE TABLE profile_change_sets (
    id TEXT PRIMARY KEY NOT NULL,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    -- The conversation whose notice announced the change (NULL once that conversation is deleted).
    conversation_id TEXT REFERENCES conversations (id) ON DELETE SET NULL,
    created_at BIGINT NOT NULL,
    -- Set when the change was undone; an undo happens at most once.
    undone_at BIGINT
);
CREATE INDEX profile_change_sets_user_idx ON profile_change_sets (user_id);

-- SQLite cannot alter a CHECK constraint: rebuild profile_audit with the change set column and the
-- 'undo' source (the rows of an undo point at the change set they undid).
CREATE TABLE profile_audit_next (
    id TEXT PRIMARY KEY NOT NULL,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    field TEXT NOT NULL,
    old_value TEXT,
    new_value TEXT,
    source TEXT NOT NULL CHECK (source IN ('form', 'quick_edit', 'advisor', 'country', 'system', 'undo')),
    created_at BIGINT NOT NULL,
    change_set_id TEXT REFERENCES profile_change_sets (id) ON DELETE CASCADE
);
INSERT INTO profile_audit_next (id, user_id, field, old_value, new_value, source, created_at)
    SELECT id, user_id, field, old_value, new_value, source, created_at FROM profile_audit;
DROP TABLE profile_audit;
ALTER TABLE profile_audit_next RENAME TO profile_audit;
CREATE INDEX profile_audit_user_idx ON profile_audit (user_id, created_at);
CREATE INDEX profile_audit_change_set_idx ON profile_audit (change_set_id);
