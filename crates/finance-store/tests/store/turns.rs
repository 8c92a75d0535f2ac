use finance_domain::ProfileField as F;
use finance_store::{Calculations, ChangeSource, MessageMetadata, NewMessage, Role, StoreError};
use rust_decimal::Decimal;

use crate::both;
use crate::common::{profile_only, today, user};

fn reply(text: &str) -> NewMessage {
    NewMessage {
        content: text.to_string(),
        metadata: MessageMetadata {
            calculations: Some(Calculations {
                federal_tax: Decimal::new(12000, 0),
                state_tax: Decimal::ZERO,
                fica_tax: Decimal::ZERO,
                take_home: Decimal::new(7300000, 2),
            }),
            ..MessageMetadata::default()
        },
    }
}

fn refused(e: &finance_domain::DomainError) -> NewMessage {
    NewMessage {
        content: format!("not saved: {e}"),
        metadata: MessageMetadata::default(),
    }
}

both!(a_turn_begins_in_one_call, |store| {
    let u = user(store, "t@example.com");
    let first = store
        .begin_turn(&u.id, None, "I earn 85000", "New chat")
        .unwrap();
    assert_eq!(first.conversation.title, "New chat");
    assert!(first.history.is_empty());
    assert_eq!(first.message.content, "I earn 85000");
    assert_eq!(first.message.role, Role::User);
    let again = store
        .begin_turn(&u.id, Some(&first.conversation.id), "and more", "ignored")
        .unwrap();
    assert_eq!(again.conversation.id, first.conversation.id);
    assert_eq!(again.history, vec![first.message.clone()]);
    assert_eq!(store.list_conversations(&u.id).unwrap().len(), 1);
    // Another person's (or a missing) conversation: nothing is written.
    let other = user(store, "o@example.com");
    assert!(matches!(
        store.begin_turn(&other.id, Some(&first.conversation.id), "x", "t"),
        Err(StoreError::NotFound)
    ));
    assert!(store.list_conversations(&other.id).unwrap().is_empty());
    assert_eq!(
        store
            .list_messages(&u.id, &first.conversation.id)
            .unwrap()
            .unwrap()
            .len(),
        2
    );
});

both!(
    a_reply_with_profile_changes_writes_one_change_set_notice_and_reply,
    |store| {
        let u = user(store, "r@example.com");
        let turn = store
            .begin_turn(&u.id, None, "I earn 85000 and I'm 34", "Chat")
            .unwrap();
        let c = turn.conversation;
        let out = store
            .record_reply(
                &u.id,
                &c.id,
                reply("Thanks!"),
                profile_only(&[
                    (F::AnnualIncome, Some("85000".into())),
                    (F::Age, Some("34".into())),
                ]),
                today(),
                refused,
            )
            .unwrap();
        assert!(out.profile_updated);
        assert!(out.changes.iter().any(|ch| ch.field == F::AnnualIncome));
        let set = out.change_set_id.clone().unwrap();
        let notice = out.notice.clone().unwrap();
        assert_eq!(notice.role, Role::Assistant);
        assert!(notice.metadata.is_system_message);
        assert_eq!(notice.metadata.change_set_id.as_deref(), Some(set.as_str()));
        assert!(
            notice.content.starts_with("Profile updated"),
            "{}",
            notice.content
        );
        assert_eq!(out.reply.content, "Thanks!");
        assert_eq!(
            out.reply
                .metadata
                .calculations
                .as_ref()
                .unwrap()
                .federal_tax,
            Decimal::new(12000, 0)
        );

        let msgs = store.list_messages(&u.id, &c.id).unwrap().unwrap();
        assert_eq!(msgs.len(), 3);
        assert_eq!(msgs[1], notice, "the notice comes before the reply");
        assert_eq!(msgs[2], out.reply);
        let p = store.load_profile(&u.id).unwrap();
        assert_eq!(p.age, Some(34));
        let audit = store.profile_audit(&u.id).unwrap();
        // Every row belongs to the change set: the advisor's fields as advisor, the tax figures
        // the domain recomputed as system.
        for a in &audit {
            assert_eq!(a.change_set_id.as_deref(), Some(set.as_str()));
            let computed = F::COMPUTED.iter().any(|f| f.name() == a.field);
            let want = if computed {
                ChangeSource::System
            } else {
                ChangeSource::Advisor
            };
            assert_eq!(a.source, want, "{}", a.field);
        }
        assert!(p.federal_tax.is_some() && p.take_home.is_some());
        assert!(audit.iter().any(|a| a.field == "takeHome"));
    }
);

both!(
    a_reply_without_changes_has_no_notice_or_change_set,
    |store| {
        let u = user(store, "plain@example.com");
        let c = store.create_conversation(&u.id, "Chat").unwrap();
        let out = store
            .record_reply(
                &u.id,
                &c.id,
                reply("Hello"),
                profile_only(&[]),
                today(),
                refused,
            )
            .unwrap();
        assert!(!out.profile_updated && out.notice.is_none() && out.changes.is_empty());
        assert!(out.change_set_id.is_none());
        store
            .update_profile(
                &u.id,
                &[(F::Age, Some("40".into()))],
                ChangeSource::Form,
                today(),
            )
            .unwrap();
        // A change to the value already stored is no change either.
        let out = store
            .record_reply(
                &u.id,
                &c.id,
                reply("Same"),
                profile_only(&[(F::Age, Some("40".into()))]),
                today(),
                refused,
            )
            .unwrap();
        assert!(!out.profile_updated && out.notice.is_none() && out.change_set_id.is_none());
        assert_eq!(store.list_messages(&u.id, &c.id).unwrap().unwrap().len(), 2);
    }
);

both!(
    a_refused_change_stores_the_refusal_reply_and_nothing_else,
    |store| {
        let u = user(store, "rollback@example.com");
        let turn = store.begin_turn(&u.id, None, "question", "Chat").unwrap();
        let c = turn.conversation;
        let out = store
            .record_reply(
                &u.id,
                &c.id,
                reply("I've updated your profile"),
                profile_only(&[
                    (F::AnnualIncome, Some("85000".into())),
                    (F::Age, Some("200".into())),
                ]),
                today(),
                refused,
            )
            .unwrap();
        assert!(!out.profile_updated && out.notice.is_none() && out.change_set_id.is_none());
        assert!(
            out.reply.content.starts_with("not saved: age"),
            "{}",
            out.reply.content
        );
        let msgs = store.list_messages(&u.id, &c.id).unwrap().unwrap();
        assert_eq!(msgs.len(), 2, "the question and the truthful reply");
        assert_eq!(msgs[1].content, out.reply.content);
        assert_eq!(store.load_profile(&u.id).unwrap().annual_income, None);
        assert!(store.profile_audit(&u.id).unwrap().is_empty());
    }
);

fn advisor_change(
    store: &finance_store::Store,
    uid: &str,
    cid: &str,
    changes: &[(F, Option<String>)],
) -> String {
    store
        .record_reply(
            uid,
            cid,
            reply("ok"),
            profile_only(changes),
            today(),
            refused,
        )
        .unwrap()
        .change_set_id
        .unwrap()
}

both!(an_undo_restores_the_previous_values_once, |store| {
    let u = user(store, "undo@example.com");
    store
        .update_profile(
            &u.id,
            &[(F::AnnualIncome, Some("70000".into()))],
            ChangeSource::Form,
            today(),
        )
        .unwrap();
    let before = store.load_profile(&u.id).unwrap();
    let c = store.create_conversation(&u.id, "Chat").unwrap();
    let set = advisor_change(
        store,
        &u.id,
        &c.id,
        &[
            (F::AnnualIncome, Some("85000".into())),
            (F::Age, Some("34".into())),
        ],
    );
    let undone = store.undo_change_set(&u.id, &set, today()).unwrap();
    assert_eq!(
        undone.profile, before,
        "income, age and the tax figures are as before"
    );
    assert_eq!(store.load_profile(&u.id).unwrap(), before);
    let notice = undone.notice.unwrap();
    assert!(notice.metadata.is_system_message && notice.metadata.change_set_id.is_none());
    assert!(
        notice.content.starts_with("Change undone."),
        "{}",
        notice.content
    );
    let msgs = store.list_messages(&u.id, &c.id).unwrap().unwrap();
    assert_eq!(msgs.last().unwrap(), &notice);
    let undo_rows: Vec<_> = store
        .profile_audit(&u.id)
        .unwrap()
        .into_iter()
        .filter(|a| a.field == "age" || a.field == "annualIncome")
        .filter(|a| a.source == ChangeSource::Undo)
        .collect();
    assert_eq!(undo_rows.len(), 2);
    assert!(
        undo_rows
            .iter()
            .all(|a| a.change_set_id.as_deref() == Some(set.as_str()))
    );
    assert!(matches!(
        store.undo_change_set(&u.id, &set, today()),
        Err(StoreError::AlreadyUndone)
    ));
});

both!(a_notice_read_after_its_undo_says_when, |store| {
    let u = user(store, "reads@example.com");
    let c = store.create_conversation(&u.id, "Chat").unwrap();
    let set = advisor_change(store, &u.id, &c.id, &[(F::Age, Some("34".into()))]);
    let notice_of = |user_id: &str, conversation: &str| {
        store
            .list_messages(user_id, conversation)
            .unwrap()
            .unwrap()
            .into_iter()
            .find(|m| m.metadata.change_set_id.as_deref() == Some(set.as_str()))
            .expect("the notice carries its change set")
    };
    assert_eq!(notice_of(&u.id, &c.id).change_set_undone_at, None);
    store.undo_change_set(&u.id, &set, today()).unwrap();
    let at = notice_of(&u.id, &c.id)
        .change_set_undone_at
        .expect("read from the change set after its undo");
    assert!(at <= chrono::Utc::now());
    let export = store.export_user(&u.id).unwrap();
    assert!(
        export.conversations[0]
            .messages
            .iter()
            .any(|m| m.change_set_undone_at == Some(at))
    );
    // A message of someone else naming this set learns nothing about it: the read is the reader's.
    let other = user(store, "curious@example.com");
    let theirs = store.create_conversation(&other.id, "Chat").unwrap();
    store
        .add_message(
            &other.id,
            &theirs.id,
            Role::Assistant,
            "Profile updated: age 34",
            MessageMetadata {
                is_system_message: true,
                change_set_id: Some(set.clone()),
                ..MessageMetadata::default()
            },
        )
        .unwrap();
    assert_eq!(notice_of(&other.id, &theirs.id).change_set_undone_at, None);
});

both!(an_undo_refuses_when_a_field_changed_since, |store| {
    let u = user(store, "since@example.com");
    let c = store.create_conversation(&u.id, "Chat").unwrap();
    let set = advisor_change(
        store,
        &u.id,
        &c.id,
        &[
            (F::Age, Some("34".into())),
            (F::CurrentSavings, Some("1000".into())),
        ],
    );
    store
        .update_profile(
            &u.id,
            &[(F::CurrentSavings, Some("2000".into()))],
            ChangeSource::QuickEdit,
            today(),
        )
        .unwrap();
    let before = store.load_profile(&u.id).unwrap();
    match store.undo_change_set(&u.id, &set, today()) {
        Err(StoreError::ChangedSince { field }) => assert_eq!(field, "currentSavings"),
        other => panic!("expected ChangedSince, got {other:?}"),
    }
    assert_eq!(
        store.load_profile(&u.id).unwrap(),
        before,
        "no partial undo"
    );
    // Another person's set, and an unknown one, look the same.
    let other = user(store, "other@example.com");
    assert!(matches!(
        store.undo_change_set(&other.id, &set, today()),
        Err(StoreError::NotFound)
    ));
    assert!(matches!(
        store.undo_change_set(&u.id, "nope", today()),
        Err(StoreError::NotFound)
    ));
});
