-- Goals (docs/goals.md): what a person chose, one row a goal. Amounts are TEXT holding the domain's
-- canonical decimal string, dates TEXT 'YYYY-MM-DD', timestamps BIGINT unix milliseconds. Figures
-- that follow the profile (an emergency fund's target, a debt's balance) are derived when read.
-- The twin of this file lives in ../../postgres/ under the same name.
CREATE TABLE goals (
    id TEXT PRIMARY KEY NOT NULL,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('savings', 'emergency_fund', 'debt_payoff', 'retirement', 'net_worth')),
    title TEXT NOT NULL,
    target_amount TEXT,
    target_date TEXT,
    target_months TEXT,
    field TEXT CHECK (field IN ('debts', 'mortgageBalance', 'helpDebt')),
    start_amount TEXT NOT NULL,
    current_amount TEXT,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);
CREATE INDEX goals_user_idx ON goals (user_id, created_at);

-- Every goal change, like profile_audit's rows: the goal before and after as JSON (NULL before a
-- goal existed and after it was deleted), who made it, and the advisor change set it belongs to
-- (or, for an undo, the one it undid). No foreign key to goals: the trail outlives a deleted goal.
CREATE TABLE goal_audit (
    id TEXT PRIMARY KEY NOT NULL,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    goal_id TEXT NOT NULL,
    old_value TEXT,
    new_value TEXT,
    source TEXT NOT NULL CHECK (source IN ('form', 'advisor', 'undo')),
    created_at BIGINT NOT NULL,
    change_set_id TEXT REFERENCES profile_change_sets (id) ON DELETE CASCADE
);
CREATE INDEX goal_audit_user_idx ON goal_audit (user_id, created_at);
CREATE INDEX goal_audit_change_set_idx ON goal_audit (change_set_id);
