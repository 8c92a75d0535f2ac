use finance_store::{OidcClaims, ProfileImage, StoreError};

use crate::both;
use crate::common::user;

both!(local_accounts_are_unique_by_email_in_any_case, |store| {
    let u = store.create_local_user("Ann@Example.com", "h1").unwrap();
    assert_eq!(u.email.as_deref(), Some("ann@example.com"));
    assert!(matches!(
        store.create_local_user("ann@EXAMPLE.com", "h2"),
        Err(StoreError::Conflict)
    ));
    let (found, hash) = store
        .find_local_user_by_email("ANN@example.COM")
        .unwrap()
        .unwrap();
    assert_eq!(found, u);
    assert_eq!(hash, "h1");
    assert!(
        store
            .find_local_user_by_email("bob@example.com")
            .unwrap()
            .is_none()
    );
    assert_eq!(store.get_user(&u.id).unwrap(), Some(u));
    assert_eq!(store.get_user("no-such-id").unwrap(), None);
});

both!(oidc_users_are_created_once_and_refreshed, |store| {
    let claims = OidcClaims {
        email: Some("Oidc@Example.com".into()),
        first_name: Some("Olive".into()),
        last_name: Some("Ng".into()),
        profile_image: ProfileImage::Fetched("https://img.example/o.png".into()),
    };
    let first = store
        .upsert_oidc_user("https://idp", "sub-1", &claims)
        .unwrap();
    assert_eq!(first.email.as_deref(), Some("oidc@example.com"));
    assert_eq!(first.oidc_subject.as_deref(), Some("sub-1"));
    let renamed = OidcClaims {
        first_name: Some("Olivia".into()),
        ..claims.clone()
    };
    let second = store
        .upsert_oidc_user("https://idp", "sub-1", &renamed)
        .unwrap();
    assert_eq!(second.id, first.id);
    assert_eq!(second.first_name.as_deref(), Some("Olivia"));
    // A picture the provider names but that could not be fetched this time keeps the stored one;
    // a provider that names none clears it.
    let blip = OidcClaims {
        profile_image: ProfileImage::Unavailable,
        ..renamed.clone()
    };
    let kept = store
        .upsert_oidc_user("https://idp", "sub-1", &blip)
        .unwrap();
    assert_eq!(
        kept.profile_image_url.as_deref(),
        Some("https://img.example/o.png")
    );
    let dropped = OidcClaims {
        profile_image: ProfileImage::Absent,
        ..renamed.clone()
    };
    let cleared = store
        .upsert_oidc_user("https://idp", "sub-1", &dropped)
        .unwrap();
    assert_eq!(cleared.profile_image_url, None);
    let fresh = store
        .upsert_oidc_user("https://idp", "sub-new", &blip)
        .unwrap();
    assert_eq!(
        fresh.profile_image_url, None,
        "nothing to keep on a first sign-in"
    );
    // Same subject at another issuer is another person.
    let other = store
        .upsert_oidc_user("https://other-idp", "sub-1", &OidcClaims::default())
        .unwrap();
    assert_ne!(other.id, first.id);
    // An OIDC identity has no password: it cannot sign in with the built-in form.
    assert!(
        store
            .find_local_user_by_email("oidc@example.com")
            .unwrap()
            .is_none()
    );
    // Never linked by email to somebody else's account, and never refused for it: the newcomer
    // signs in without the address, and its holder keeps it.
    let holder = user(store, "taken@example.com").id;
    let clash = OidcClaims {
        email: Some("Taken@example.com".into()),
        first_name: Some("Newcomer".into()),
        ..OidcClaims::default()
    };
    let newcomer = store
        .upsert_oidc_user("https://idp", "sub-2", &clash)
        .unwrap();
    assert_ne!(newcomer.id, holder);
    assert_eq!(newcomer.email, None);
    assert_eq!(newcomer.first_name.as_deref(), Some("Newcomer"));
    let (found, _) = store
        .find_local_user_by_email("taken@example.com")
        .unwrap()
        .unwrap();
    assert_eq!(found.id, holder);
    // An existing identity whose provider address moves onto one another account holds keeps
    // signing in (to the same account), without the address.
    let moved = OidcClaims {
        email: Some("taken@example.com".into()),
        ..claims.clone()
    };
    let again = store
        .upsert_oidc_user("https://idp", "sub-1", &moved)
        .unwrap();
    assert_eq!(again.id, first.id);
    assert_eq!(again.email, None);
    // And gets its own address back when the provider reports it again.
    let back = store
        .upsert_oidc_user("https://idp", "sub-1", &claims)
        .unwrap();
    assert_eq!(back.email.as_deref(), Some("oidc@example.com"));
});

both!(unknown_users_are_not_found, |store| {
    assert!(!store.delete_user("nobody").unwrap());
    assert!(matches!(
        store.create_conversation("nobody", "t"),
        Err(StoreError::NotFound)
    ));
    assert!(matches!(
        store.export_user("nobody"),
        Err(StoreError::NotFound)
    ));
});
