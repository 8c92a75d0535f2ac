-- Penny's initial schema. Timestamps are BIGINT unix milliseconds (UTC). Money and every other
-- profile value is TEXT holding the domain's canonical decimal string ("0.07", "85000"): exact, never a float.
-- The SQLite twin of this file lives in ../../postgres/ under the same name.

CREATE TABLE users (
    id TEXT PRIMARY KEY NOT NULL,
    -- Lower-cased; unique so one address is one built-in account.
    email TEXT UNIQUE,
    password_hash TEXT,
    oidc_issuer TEXT,
    oidc_subject TEXT,
    first_name TEXT,
    last_name TEXT,
    profile_image_url TEXT,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL,
    UNIQUE (oidc_issuer, oidc_subject)
);

CREATE TABLE sessions (
    -- SHA-256 of the session key, never the key itself.
    id TEXT PRIMARY KEY NOT NULL,
    user_id TEXT REFERENCES users (id) ON DELETE CASCADE,
    state TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL
);
CREATE INDEX sessions_expires_at_idx ON sessions (expires_at);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);

CREATE TABLE financial_profiles (
    user_id TEXT PRIMARY KEY NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    country TEXT,
    state TEXT,
    annual_income TEXT,
    household_income TEXT,
    monthly_expenses TEXT,
    take_home TEXT,
    federal_tax TEXT,
    state_tax TEXT,
    fica_tax TEXT,
    current_savings TEXT,
    property_value TEXT,
    super_balance TEXT,
    investment_accounts TEXT,
    emergency_fund TEXT,
    emergency_fund_current TEXT,
    emergency_fund_months TEXT,
    mortgage_balance TEXT,
    debts TEXT,
    rent_or_mortgage TEXT,
    number_of_cars TEXT,
    dependents TEXT,
    age TEXT,
    marital_status TEXT,
    other_assets TEXT,
    retirement_age TEXT,
    expected_return_rate TEXT,
    retirement_withdrawal_rate TEXT,
    private_hospital_cover TEXT,
    updated_at BIGINT NOT NULL
);

CREATE TABLE conversations (
    id TEXT PRIMARY KEY NOT NULL,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    title TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);
CREATE INDEX conversations_user_updated_idx ON conversations (user_id, updated_at);

CREATE TABLE messages (
    id TEXT PRIMARY KEY NOT NULL,
    conversation_id TEXT NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    role TEXT NOT NULL CHECK (role IN ('user', 'assistant')),
    content TEXT NOT NULL,
    metadata TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    seq BIGINT NOT NULL,
    UNIQUE (conversation_id, seq)
);
CREATE INDEX messages_user_id_idx ON messages (user_id);

CREATE TABLE profile_audit (
    id TEXT PRIMARY KEY NOT NULL,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    field TEXT NOT NULL,
    old_value TEXT,
    new_value TEXT,
    source TEXT NOT NULL CHECK (source IN ('form', 'quick_edit', 'advisor', 'country', 'system')),
    created_at BIGINT NOT NULL
);
CREATE INDEX profile_audit_user_idx ON profile_audit (user_id, created_at);
