use diesel::prelude::*;

use crate::Store;
use crate::cache::Eviction;
use crate::conn::AnyConnection;
use crate::error::StoreError;
use crate::listen;
use crate::models::{OidcClaims, ProfileImage, User};
use crate::schema::users;
use crate::time::{from_ms, now_ms};

#[derive(Queryable, Selectable, Insertable)]
#[diesel(table_name = users)]
struct UserRow {
    id: String,
    email: Option<String>,
    password_hash: Option<String>,
    oidc_issuer: Option<String>,
    oidc_subject: Option<String>,
    first_name: Option<String>,
    last_name: Option<String>,
    profile_image_url: Option<String>,
    created_at: i64,
    updated_at: i64,
}

impl UserRow {
    fn into_user(self) -> (User, Option<String>) {
        let user = User {
            id: self.id,
            email: self.email,
            first_name: self.first_name,
            last_name: self.last_name,
            profile_image_url: self.profile_image_url,
            oidc_issuer: self.oidc_issuer,
            oidc_subject: self.oidc_subject,
            created_at: from_ms(self.created_at),
            updated_at: from_ms(self.updated_at),
        };
        (user, self.password_hash)
    }
}

/// Emails are compared case-insensitively by storing them lower-cased.
fn normalise_email(email: &str) -> String {
    email.trim().to_lowercase()
}

/// Locks the user's row for the rest of the transaction (see `Store::write_for_user`).
pub(crate) fn lock(c: &mut AnyConnection, user_id: &str) -> Result<(), StoreError> {
    let n = diesel::update(users::table.find(user_id))
        .set(users::updated_at.eq(users::updated_at))
        .execute(c)?;
    if n == 0 {
        return Err(StoreError::NotFound);
    }
    Ok(())
}

pub(crate) fn get(c: &mut AnyConnection, id: &str) -> Result<Option<User>, StoreError> {
    Ok(users::table
        .find(id)
        .select(UserRow::as_select())
        .first(c)
        .optional()?
        .map(|r| r.into_user().0))
}

fn find_oidc(
    c: &mut AnyConnection,
    issuer: &str,
    subject: &str,
) -> Result<Option<UserRow>, StoreError> {
    Ok(users::table
        .filter(users::oidc_issuer.eq(issuer))
        .filter(users::oidc_subject.eq(subject))
        .select(UserRow::as_select())
        .first(c)
        .optional()?)
}

fn upsert_oidc_once(
    c: &mut AnyConnection,
    issuer: &str,
    subject: &str,
    claims: &OidcClaims,
) -> Result<User, StoreError> {
    let now = now_ms();
    // Write first (a no-op when the identity is new): the SQLite write lock, or the PostgreSQL row
    // lock, is then held before the read, as in `Store::write_for_user`.
    diesel::update(
        users::table
            .filter(users::oidc_issuer.eq(issuer))
            .filter(users::oidc_subject.eq(subject)),
    )
    .set(users::updated_at.eq(now))
    .execute(c)?;
    let found = find_oidc(c, issuer, subject)?;
    // An address another account holds is left off this one rather than refusing the sign-in:
    // either way round, a refusal would lock a person out of their own account.
    let email = match claims.email.as_deref().map(normalise_email) {
        Some(email) => {
            let holder: Option<String> = users::table
                .filter(users::email.eq(&email))
                .select(users::id)
                .first(c)
                .optional()?;
            match (holder, &found) {
                (Some(holder), Some(me)) if holder == me.id => Some(email),
                (Some(_), _) => None,
                (None, _) => Some(email),
            }
        }
        None => None,
    };
    // A picture that could not be had this time keeps the one stored (none on a first sign-in).
    let picture = match &claims.profile_image {
        ProfileImage::Absent => None,
        ProfileImage::Unavailable => found.as_ref().and_then(|u| u.profile_image_url.clone()),
        ProfileImage::Fetched(url) => Some(url.clone()),
    };
    if let Some(existing) = found {
        diesel::update(users::table.find(&existing.id))
            .set((
                users::email.eq(&email),
                users::first_name.eq(&claims.first_name),
                users::last_name.eq(&claims.last_name),
                users::profile_image_url.eq(&picture),
                users::updated_at.eq(now),
            ))
            .execute(c)?;
        return get(c, &existing.id)?.ok_or(StoreError::NotFound);
    }
    let row = UserRow {
        id: super::new_id(),
        email,
        password_hash: None,
        oidc_issuer: Some(issuer.to_string()),
        oidc_subject: Some(subject.to_string()),
        first_name: claims.first_name.clone(),
        last_name: claims.last_name.clone(),
        profile_image_url: picture,
        created_at: now,
        updated_at: now,
    };
    diesel::insert_into(users::table).values(&row).execute(c)?;
    Ok(row.into_user().0)
}

impl Store {
    /// A built-in account. The email is stored lower-cased; a taken address is `Conflict`.
    pub fn create_local_user(&self, email: &str, password_hash: &str) -> Result<User, StoreError> {
        let now = now_ms();
        let row = UserRow {
            id: super::new_id(),
            email: Some(normalise_email(email)),
            password_hash: Some(password_hash.to_string()),
            oidc_issuer: None,
            oidc_subject: None,
            first_name: None,
            last_name: None,
            profile_image_url: None,
            created_at: now,
            updated_at: now,
        };
        let mut c = self.conn()?;
        diesel::insert_into(users::table)
            .values(&row)
            .execute(&mut c)?;
        Ok(row.into_user().0)
    }

    /// The built-in account with this email (any case) and its password hash.
    pub fn find_local_user_by_email(
        &self,
        email: &str,
    ) -> Result<Option<(User, String)>, StoreError> {
        let mut c = self.conn()?;
        let row = users::table
            .filter(users::email.eq(normalise_email(email)))
            .filter(users::password_hash.is_not_null())
            .select(UserRow::as_select())
            .first(&mut c)
            .optional()?;
        Ok(row.and_then(|r| {
            let (user, hash) = r.into_user();
            hash.map(|h| (user, h))
        }))
    }

    /// Creates the user for an OIDC identity (the account is keyed on issuer and subject) on first
    /// sign-in and refreshes their name, email and picture on later ones. Identities are never
    /// linked by email: an email another account already holds is not stored on this one (its
    /// email is then empty), so neither account is locked out. `claims.email` must be one the
    /// provider has verified.
    pub fn upsert_oidc_user(
        &self,
        issuer: &str,
        subject: &str,
        claims: &OidcClaims,
    ) -> Result<User, StoreError> {
        let mut c = self.conn()?;
        let first = c.transaction(|c| upsert_oidc_once(c, issuer, subject, claims));
        match first {
            // Two first sign-ins racing: the loser finds the winner's row on a second try.
            Err(StoreError::Conflict) => {
                c.transaction(|c| upsert_oidc_once(c, issuer, subject, claims))
            }
            other => other,
        }
    }

    pub fn get_user(&self, id: &str) -> Result<Option<User>, StoreError> {
        let mut c = self.conn()?;
        get(&mut c, id)
    }

    /// Deletes the user and, by cascade, every row of theirs: sessions, profile, audit trail,
    /// conversations and messages. Returns whether the user existed.
    pub fn delete_user(&self, id: &str) -> Result<bool, StoreError> {
        let mut c = self.conn()?;
        let n = diesel::delete(users::table.find(id)).execute(&mut c)?;
        let gone = Eviction::User(id.to_string());
        self.cache.evict(&gone);
        listen::notify(&mut c, &gone)?;
        Ok(n > 0)
    }
}
