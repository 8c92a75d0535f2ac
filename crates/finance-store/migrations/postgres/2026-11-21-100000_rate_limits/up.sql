-- Rate limits shared by every process on this database (sign-in per account and per address, chat
-- per user). One row per limited key: `tat` is the GCRA "theoretical arrival time" in unix ms; a
-- row whose tat has passed means the same as no row, and is swept.
CREATE TABLE rate_limits (
    -- "<limit name>:<SHA-256 of the key>", so no address or email is stored.
    key TEXT PRIMARY KEY NOT NULL,
    tat BIGINT NOT NULL
);
CREATE INDEX rate_limits_tat_idx ON rate_limits (tat);
