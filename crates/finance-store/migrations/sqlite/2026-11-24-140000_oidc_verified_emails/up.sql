-- OIDC sign-ins used to store the provider's email claim whether or not the provider had verified
-- it, so an address on an OIDC account may be somebody else's (and would block them). Forget them:
-- the account is keyed on (oidc_issuer, oidc_subject) and keeps working; the next sign-in stores
-- the address again when the provider says it is verified and no other account holds it.
UPDATE users SET email = NULL
WHERE oidc_subject IS NOT NULL AND password_hash IS NULL AND email IS NOT NULL;
