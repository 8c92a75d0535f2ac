-- Every profile change the advisor makes is one change set, so it can be undone as a whole. The
-- fields' previous and new values are the set's rows in profile_audit (change_set_id).
-- The SQLite twin of this file lives in ../../sqlite/ under the same name.
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

-- The rows of an undo carry the source 'undo' and point at the change set they undid.
ALTER TABLE profile_audit
    ADD COLUMN change_set_id TEXT REFERENCES profile_change_sets (id) ON DELETE CASCADE;
ALTER TABLE profile_audit DROP CONSTRAINT profile_audit_source_check;
ALTER TABLE profile_audit ADD CONSTRAINT profile_audit_source_check
    CHECK (source IN ('form', 'quick_edit', 'advisor', 'country', 'system', 'undo'));
CREATE INDEX profile_audit_change_set_idx ON profile_audit (change_set_id);
