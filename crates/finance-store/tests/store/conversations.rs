use finance_domain::answer::{AnswerInput, AnswerRecord, InputSource, InputUnit};
use finance_store::{Calculations, MessageMetadata, Role, StoreError};
use rust_decimal::Decimal;

use crate::both;
use crate::common::user;

both!(
    conversations_list_newest_first_and_rename_and_delete,
    |store| {
        let u = user(store, "c@example.com");
        let first = store.create_conversation(&u.id, "First").unwrap();
        std::thread::sleep(std::time::Duration::from_millis(5));
        let second = store.create_conversation(&u.id, "Second").unwrap();
        let ids: Vec<_> = store
            .list_conversations(&u.id)
            .unwrap()
            .into_iter()
            .map(|c| c.id)
            .collect();
        assert_eq!(ids, vec![second.id.clone(), first.id.clone()]);
        // A new message makes a conversation the most recent.
        std::thread::sleep(std::time::Duration::from_millis(5));
        store
            .add_message(
                &u.id,
                &first.id,
                Role::User,
                "hi",
                MessageMetadata::default(),
            )
            .unwrap();
        let ids: Vec<_> = store
            .list_conversations(&u.id)
            .unwrap()
            .into_iter()
            .map(|c| c.id)
            .collect();
        assert_eq!(ids, vec![first.id.clone(), second.id.clone()]);

        let renamed = store
            .rename_conversation(&u.id, &first.id, "Budget")
            .unwrap()
            .unwrap();
        assert_eq!(renamed.title, "Budget");
        assert_eq!(
            store
                .get_conversation(&u.id, &first.id)
                .unwrap()
                .unwrap()
                .title,
            "Budget"
        );
        assert!(
            store
                .rename_conversation(&u.id, "missing", "x")
                .unwrap()
                .is_none()
        );

        assert!(store.delete_conversation(&u.id, &first.id).unwrap());
        assert!(!store.delete_conversation(&u.id, &first.id).unwrap());
        assert!(store.get_conversation(&u.id, &first.id).unwrap().is_none());
        assert!(store.list_messages(&u.id, &first.id).unwrap().is_none());
        assert_eq!(store.list_conversations(&u.id).unwrap().len(), 1);
    }
);

both!(messages_keep_their_order_and_metadata, |store| {
    let u = user(store, "msg@example.com");
    let c = store.create_conversation(&u.id, "Chat").unwrap();
    let mut written = Vec::new();
    for i in 0..12 {
        let role = if i % 2 == 0 {
            Role::User
        } else {
            Role::Assistant
        };
        let meta = MessageMetadata {
            is_system_message: i % 3 == 0,
            calculations: Some(Calculations {
                federal_tax: Decimal::new(i, 0),
                state_tax: Decimal::ZERO,
                fica_tax: Decimal::ZERO,
                take_home: Decimal::new(6123456, 2),
            }),
            change_set_id: None,
            // What an answer computed reads back exactly (a follow-up builds on it).
            answer: (i % 2 == 1).then(|| AnswerRecord {
                intent: "loan_repayment".into(),
                inputs: vec![AnswerInput {
                    name: "rate".into(),
                    unit: InputUnit::Rate,
                    value: format!("0.0{i}75"),
                    source: InputSource::Message,
                }],
                hypothetical: i == 3,
                awaiting: (i == 5).then(|| "years".to_string()),
                subject: None,
                options: Vec::new(),
            }),
        };
        written.push(
            store
                .add_message(&u.id, &c.id, role, &format!("m{i} ünïcødé '\""), meta)
                .unwrap(),
        );
    }
    let read = store.list_messages(&u.id, &c.id).unwrap().unwrap();
    assert_eq!(read, written);
    assert_eq!(
        read.iter().map(|m| m.seq).collect::<Vec<_>>(),
        (1..=12).collect::<Vec<_>>()
    );
    assert_eq!(
        read[3]
            .metadata
            .calculations
            .as_ref()
            .unwrap()
            .take_home
            .to_string(),
        "61234.56"
    );
    assert_eq!(read[0].role, Role::User);
    assert!(matches!(
        store.add_message(
            &u.id,
            "missing",
            Role::User,
            "x",
            MessageMetadata::default()
        ),
        Err(StoreError::NotFound)
    ));
});
