use finance_domain::ProfileField as F;
use finance_store::{ChangeSource, MessageMetadata, Role};

use crate::both;
use crate::common::{today, user};

both!(
    concurrent_writers_wait_and_number_messages_without_gaps,
    |store| {
        let u = user(store, "w@example.com");
        let conv = store.create_conversation(&u.id, "busy").unwrap();
        let handles: Vec<_> = (0..4)
            .map(|t| {
                let s = store.clone();
                let (uid, cid) = (u.id.clone(), conv.id.clone());
                std::thread::spawn(move || {
                    for i in 0..25 {
                        s.add_message(
                            &uid,
                            &cid,
                            Role::User,
                            &format!("{t}-{i}"),
                            MessageMetadata::default(),
                        )
                        .unwrap();
                    }
                })
            })
            .collect();
        for h in handles {
            h.join().unwrap();
        }
        let msgs = store.list_messages(&u.id, &conv.id).unwrap().unwrap();
        assert_eq!(msgs.len(), 100);
        let seqs: Vec<i64> = msgs.iter().map(|m| m.seq).collect();
        assert_eq!(seqs, (1..=100).collect::<Vec<_>>());
    }
);

both!(concurrent_profile_updates_lose_nothing, |store| {
    let u = user(store, "lost@example.com");
    // Each thread writes its own field, read-modify-write style; without the per-user lock one
    // save would overwrite another's field with the value it read before.
    let fields = [F::Age, F::Debts, F::PropertyValue, F::NumberOfCars];
    let handles: Vec<_> = fields
        .into_iter()
        .map(|field| {
            let s = store.clone();
            let uid = u.id.clone();
            std::thread::spawn(move || {
                for i in 1..=10 {
                    s.update_profile(
                        &uid,
                        &[(field, Some(i.to_string()))],
                        ChangeSource::Form,
                        today(),
                    )
                    .unwrap();
                }
            })
        })
        .collect();
    for h in handles {
        h.join().unwrap();
    }
    let p = store.load_profile(&u.id).unwrap();
    for field in fields {
        assert_eq!(field.get(&p).as_deref(), Some("10"), "{field:?}");
    }
    assert_eq!(store.profile_audit(&u.id).unwrap().len(), 40);
});
