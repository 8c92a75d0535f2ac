use finance_domain::ProfileField as F;
use finance_store::{ChangeSource, NewMessage, Role, StoreError};
use serde_json::json;

use crate::both;
use crate::common::{today, user};

fn reply(text: &str) -> NewMessage {
    NewMessage {
        content: text.to_string(),
        metadata: json!({"calculations": {"federalTax": "12000"}}),
    }
}

both!(
    a_reply_with_profile_changes_writes_notice_reply_and_audit_together,
    |store| {
        let u = user(store, "r@example.com");
        let c = store.create_conversation(&u.id, "Chat").unwrap();
        store
            .add_message(
                &u.id,
                &c.id,
                Role::User,
                "I earn 85000 and I'm 34",
                json!({}),
            )
            .unwrap();
        let out = store
            .record_assistant_reply(
                &u.id,
                &c.id,
                reply("Thanks!"),
                &[
                    (F::AnnualIncome, Some("85000".into())),
                    (F::Age, Some("34".into())),
                ],
                today(),
            )
            .unwrap();
        assert!(out.profile_updated);
        assert!(out.changes.iter().any(|ch| ch.field == F::AnnualIncome));
        let notice = out.notice.clone().unwrap();
        assert_eq!(notice.role, Role::Assistant);
        assert_eq!(notice.metadata, json!({"isSystemMessage": true}));
        assert!(
            notice.content.starts_with("Profile updated"),
            "{}",
            notice.content
        );
        assert_eq!(out.reply.content, "Thanks!");
        assert_eq!(out.reply.metadata["calculations"]["federalTax"], "12000");

        let msgs = store.list_messages(&u.id, &c.id).unwrap().unwrap();
        assert_eq!(msgs.len(), 3);
        assert_eq!(msgs[1], notice, "the notice comes before the reply");
        assert_eq!(msgs[2], out.reply);
        let p = store.load_profile(&u.id).unwrap();
        assert_eq!(p.age, Some(34));
        let audit = store.profile_audit(&u.id).unwrap();
        assert!(
            audit
                .iter()
                .any(|a| a.field == "age" && a.source == ChangeSource::Advisor)
        );
        // The advisor's fields are audited as advisor; the tax figures the domain recomputed as system.
        for a in &audit {
            let computed =
                ["federalTax", "stateTax", "ficaTax", "takeHome"].contains(&a.field.as_str());
            let want = if computed {
                ChangeSource::System
            } else {
                ChangeSource::Advisor
            };
            assert_eq!(a.source, want, "{}", a.field);
        }
        assert!(
            p.federal_tax.is_some() && p.take_home.is_some(),
            "tax recomputed from the new income"
        );
        assert!(audit.iter().any(|a| a.field == "takeHome"));
        assert!(!notice.content.contains("takeHome"));
    }
);

both!(a_reply_without_changes_has_no_notice, |store| {
    let u = user(store, "plain@example.com");
    let c = store.create_conversation(&u.id, "Chat").unwrap();
    let out = store
        .record_assistant_reply(&u.id, &c.id, reply("Hello"), &[], today())
        .unwrap();
    assert!(!out.profile_updated && out.notice.is_none() && out.changes.is_empty());
    // A change to the value already stored is no change either.
    store
        .update_profile(
            &u.id,
            &[(F::Age, Some("40".into()))],
            ChangeSource::Form,
            today(),
        )
        .unwrap();
    let out = store
        .record_assistant_reply(
            &u.id,
            &c.id,
            reply("Same"),
            &[(F::Age, Some("40".into()))],
            today(),
        )
        .unwrap();
    assert!(!out.profile_updated && out.notice.is_none());
    assert_eq!(store.list_messages(&u.id, &c.id).unwrap().unwrap().len(), 2);
});

both!(a_bad_change_rolls_back_the_whole_reply, |store| {
    let u = user(store, "rollback@example.com");
    let c = store.create_conversation(&u.id, "Chat").unwrap();
    store
        .add_message(&u.id, &c.id, Role::User, "question", json!({}))
        .unwrap();
    let before = store.get_conversation(&u.id, &c.id).unwrap().unwrap();
    let err = store
        .record_assistant_reply(
            &u.id,
            &c.id,
            reply("should not be stored"),
            &[
                (F::AnnualIncome, Some("85000".into())),
                (F::Age, Some("200".into())),
            ],
            today(),
        )
        .unwrap_err();
    match err {
        StoreError::Invalid(e) => assert_eq!(e.field(), Some("age")),
        other => panic!("expected Invalid, got {other:?}"),
    }
    let msgs = store.list_messages(&u.id, &c.id).unwrap().unwrap();
    assert_eq!(msgs.len(), 1, "no notice, no reply");
    assert_eq!(store.load_profile(&u.id).unwrap().annual_income, None);
    assert!(store.profile_audit(&u.id).unwrap().is_empty());
    assert_eq!(
        store.get_conversation(&u.id, &c.id).unwrap().unwrap(),
        before
    );
    // The conversation still takes new messages in sequence afterwards.
    let next = store
        .add_message(&u.id, &c.id, Role::User, "again", json!({}))
        .unwrap();
    assert_eq!(next.seq, 2);
});
