use finance_domain::ProfileField as F;
use finance_store::{ChangeSource, MessageMetadata, Role};

use crate::both;
use crate::common::{today, user};

both!(export_holds_everything_of_the_user, |store| {
    let u = user(store, "export@example.com");
    store
        .update_profile(
            &u.id,
            &[(F::CurrentSavings, Some("12.34".into()))],
            ChangeSource::Form,
            today(),
        )
        .unwrap();
    let c = store.create_conversation(&u.id, "Plans").unwrap();
    store
        .add_message(
            &u.id,
            &c.id,
            Role::User,
            "hello",
            MessageMetadata::default(),
        )
        .unwrap();
    store.create_conversation(&u.id, "Empty").unwrap();

    let export = store.export_user(&u.id).unwrap();
    assert_eq!(export.user, u);
    assert_eq!(export.audit.len(), 1);
    assert_eq!(export.conversations.len(), 2);
    let plans = export
        .conversations
        .iter()
        .find(|x| x.conversation.id == c.id)
        .unwrap();
    assert_eq!(plans.messages.len(), 1);

    let v = serde_json::to_value(&export).unwrap();
    assert_eq!(v["user"]["email"], "export@example.com");
    assert!(
        v["user"].get("passwordHash").is_none(),
        "no password hash in exports"
    );
    assert_eq!(v["profile"]["currentSavings"], "12.34");
    assert_eq!(v["audit"][0]["field"], "currentSavings");
    assert_eq!(v["audit"][0]["source"], "form");
    let conv = v["conversations"]
        .as_array()
        .unwrap()
        .iter()
        .find(|x| x["id"] == c.id.as_str())
        .unwrap();
    assert_eq!(conv["title"], "Plans");
    assert_eq!(conv["messages"][0]["role"], "user");
    assert_eq!(conv["messages"][0]["content"], "hello");
});
