DROP TABLE profile_audit;
DROP TABLE messages;
DROP TABLE conversations;
DROP TABLE financial_profiles;
DROP TABLE sessions;
DROP TABLE users;
