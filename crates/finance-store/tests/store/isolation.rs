use finance_domain::{FinancialProfile, ProfileField as F};
use finance_store::{ChangeSource, MessageMetadata, NewMessage, Role, StoreError};

use crate::both;
use crate::common::{profile_only, today, user};

both!(one_user_cannot_touch_another_users_data, |store| {
    let a = user(store, "a@example.com");
    let b = user(store, "b@example.com");
    let conv = store.create_conversation(&a.id, "A's").unwrap();
    store
        .add_message(
            &a.id,
            &conv.id,
            Role::User,
            "secret",
            MessageMetadata::default(),
        )
        .unwrap();
    store
        .update_profile(
            &a.id,
            &[(F::AnnualIncome, Some("90000".into()))],
            ChangeSource::Form,
            today(),
        )
        .unwrap();

    // Reads.
    assert!(store.list_conversations(&b.id).unwrap().is_empty());
    assert!(store.get_conversation(&b.id, &conv.id).unwrap().is_none());
    assert!(store.list_messages(&b.id, &conv.id).unwrap().is_none());
    assert_eq!(
        store.load_profile(&b.id).unwrap(),
        FinancialProfile::default()
    );
    assert!(store.profile_audit(&b.id).unwrap().is_empty());
    let export = store.export_user(&b.id).unwrap();
    assert!(export.conversations.is_empty() && export.audit.is_empty());

    // Writes.
    assert!(
        store
            .rename_conversation(&b.id, &conv.id, "mine now")
            .unwrap()
            .is_none()
    );
    assert!(!store.delete_conversation(&b.id, &conv.id).unwrap());
    assert!(matches!(
        store.add_message(
            &b.id,
            &conv.id,
            Role::User,
            "intrude",
            MessageMetadata::default()
        ),
        Err(StoreError::NotFound)
    ));
    let reply = NewMessage {
        content: "x".into(),
        metadata: MessageMetadata::default(),
    };
    assert!(matches!(
        store.record_reply(
            &b.id,
            &conv.id,
            reply,
            profile_only(&[(F::Age, Some("50".into()))]),
            today(),
            |_| unreachable!("no change is tried for a foreign conversation"),
        ),
        Err(StoreError::NotFound)
    ));

    // A's data is untouched, and B's failed reply did not change B's profile either.
    let c = store.get_conversation(&a.id, &conv.id).unwrap().unwrap();
    assert_eq!(c.title, "A's");
    let msgs = store.list_messages(&a.id, &conv.id).unwrap().unwrap();
    assert_eq!(msgs.len(), 1);
    assert_eq!(msgs[0].content, "secret");
    assert_eq!(
        store
            .load_profile(&a.id)
            .unwrap()
            .annual_income
            .map(|d| d.to_string())
            .as_deref(),
        Some("90000")
    );
    assert_eq!(store.load_profile(&b.id).unwrap().age, None);
});

both!(deleting_a_user_deletes_every_row_of_theirs, |store| {
    let a = user(store, "gone@example.com");
    let b = user(store, "stays@example.com");
    let now = chrono::Utc::now();
    let later = now + chrono::Duration::hours(1);
    for u in [&a, &b] {
        let c = store.create_conversation(&u.id, "c").unwrap();
        store
            .add_message(&u.id, &c.id, Role::User, "m", MessageMetadata::default())
            .unwrap();
        store
            .update_profile(
                &u.id,
                &[(F::Age, Some("30".into()))],
                ChangeSource::Form,
                today(),
            )
            .unwrap();
        store
            .session_insert(&format!("s-{}", u.id), Some(&u.id), "{}", now, later)
            .unwrap();
    }
    let conv_a = store.list_conversations(&a.id).unwrap()[0].id.clone();

    assert!(store.delete_user(&a.id).unwrap());
    assert!(store.get_user(&a.id).unwrap().is_none());
    assert!(store.list_conversations(&a.id).unwrap().is_empty());
    assert!(store.list_messages(&a.id, &conv_a).unwrap().is_none());
    assert_eq!(
        store.load_profile(&a.id).unwrap(),
        FinancialProfile::default()
    );
    assert!(store.profile_audit(&a.id).unwrap().is_empty());
    assert!(
        store
            .session_load(&format!("s-{}", a.id), now)
            .unwrap()
            .is_none()
    );
    // The email is free again.
    user(store, "gone@example.com");

    // B is untouched.
    assert_eq!(store.list_conversations(&b.id).unwrap().len(), 1);
    assert_eq!(store.load_profile(&b.id).unwrap().age, Some(30));
    assert!(
        store
            .session_load(&format!("s-{}", b.id), now)
            .unwrap()
            .is_some()
    );
});
