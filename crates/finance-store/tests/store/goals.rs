//! Goals: the rows, their audit trail, the limit, the advisor's goal changes inside a turn's change
//! set and their undo, and the net-worth history over the profile change log.

use chrono::{Duration, NaiveDate, Utc};
use finance_domain::ProfileField as F;
use finance_domain::goals::{GoalChange, GoalKind, GoalPatch, MAX_GOALS, NewGoal};
use finance_domain::profile::history::HistoryRange;
use finance_store::{
    ChangeSource, MessageMetadata, NewMessage, ProposedChanges, Store, StoreError,
};
use rust_decimal_macros::dec;

use crate::both;
use crate::common::{today, user};

fn house() -> NewGoal {
    NewGoal {
        title: Some("House deposit".into()),
        target_amount: Some(dec!(40000)),
        target_date: NaiveDate::from_ymd_opt(2029, 12, 31),
        ..NewGoal::of(GoalKind::Savings)
    }
}

fn reply(text: &str) -> NewMessage {
    NewMessage {
        content: text.into(),
        metadata: MessageMetadata::default(),
    }
}

fn refused(e: &finance_domain::DomainError) -> NewMessage {
    reply(&format!("not saved: {e}"))
}

fn invalid_field(e: StoreError) -> String {
    match e {
        StoreError::Invalid(d) => d.field().unwrap_or_default().to_string(),
        other => panic!("expected Invalid, got {other:?}"),
    }
}

/// An advisor turn proposing `profile` and `goals`; returns the outcome's change set and notice.
fn advisor_turn(
    store: &Store,
    uid: &str,
    cid: &str,
    profile: &[(F, Option<String>)],
    goals: &[GoalChange],
) -> finance_store::ReplyOutcome {
    store
        .record_reply(
            uid,
            cid,
            reply("Done."),
            ProposedChanges { profile, goals },
            today(),
            refused,
        )
        .unwrap()
}

both!(
    goals_are_created_read_changed_and_deleted_with_an_audit_trail,
    |store| {
        let u = user(store, "g@example.com");
        let g = store.create_goal(&u.id, &house(), today()).unwrap();
        assert_eq!(g.title, "House deposit");
        assert_eq!(store.list_goals(&u.id).unwrap(), vec![g.clone()]);
        assert_eq!(store.goal(&u.id, &g.id).unwrap(), g, "exact round trip");

        let patch = GoalPatch {
            current_amount: Some(Some(dec!(18000))),
            target_date: Some(None),
            ..GoalPatch::default()
        };
        let changed = store.update_goal(&u.id, &g.id, &patch, today()).unwrap();
        assert_eq!(changed.current_amount, Some(dec!(18000)));
        assert_eq!(changed.target_date, None, "null clears the date");
        assert_eq!(store.goal(&u.id, &g.id).unwrap(), changed);
        // The same again changes nothing and writes no audit row.
        store.update_goal(&u.id, &g.id, &patch, today()).unwrap();

        // A refused value names its field and writes nothing.
        let bad = GoalPatch {
            target_amount: Some(Some(dec!(-5))),
            ..GoalPatch::default()
        };
        let e = store.update_goal(&u.id, &g.id, &bad, today()).unwrap_err();
        assert_eq!(invalid_field(e), "targetAmount");
        assert_eq!(store.goal(&u.id, &g.id).unwrap(), changed);

        store.delete_goal(&u.id, &g.id).unwrap();
        assert!(store.list_goals(&u.id).unwrap().is_empty());
        assert!(matches!(
            store.goal(&u.id, &g.id),
            Err(StoreError::NotFound)
        ));
        assert!(matches!(
            store.delete_goal(&u.id, &g.id),
            Err(StoreError::NotFound)
        ));

        let audit = store.goal_audit(&u.id).unwrap();
        assert_eq!(audit.len(), 3, "create, the one real update, delete");
        assert!(
            audit
                .iter()
                .all(|a| a.source == ChangeSource::Form && a.goal_id == g.id)
        );
        assert_eq!(
            (audit[0].old_value.as_ref(), audit[0].new_value.as_ref()),
            (None, Some(&g))
        );
        assert_eq!(audit[1].new_value.as_ref(), Some(&changed));
        assert_eq!(
            (audit[2].old_value.as_ref(), audit[2].new_value.as_ref()),
            (Some(&changed), None)
        );
    }
);

both!(a_goal_is_only_its_owners, |store| {
    let owner = user(store, "owner@example.com");
    let other = user(store, "other@example.com");
    let g = store.create_goal(&owner.id, &house(), today()).unwrap();
    assert!(store.list_goals(&other.id).unwrap().is_empty());
    assert!(matches!(
        store.goal(&other.id, &g.id),
        Err(StoreError::NotFound)
    ));
    let patch = GoalPatch {
        title: Some(Some("Mine now".into())),
        ..GoalPatch::default()
    };
    assert!(matches!(
        store.update_goal(&other.id, &g.id, &patch, today()),
        Err(StoreError::NotFound)
    ));
    assert!(matches!(
        store.delete_goal(&other.id, &g.id),
        Err(StoreError::NotFound)
    ));
    assert_eq!(store.goal(&owner.id, &g.id).unwrap(), g);
    assert!(store.goal_audit(&other.id).unwrap().is_empty());
});

both!(a_person_holds_at_most_twenty_goals, |store| {
    let u = user(store, "many@example.com");
    for _ in 0..MAX_GOALS {
        store.create_goal(&u.id, &house(), today()).unwrap();
    }
    let e = store.create_goal(&u.id, &house(), today()).unwrap_err();
    assert_eq!(invalid_field(e), "goals");
    assert_eq!(store.list_goals(&u.id).unwrap().len(), MAX_GOALS);
    // Another person is not affected.
    let other = user(store, "few@example.com");
    assert!(store.create_goal(&other.id, &house(), today()).is_ok());
});

both!(a_goal_starts_from_the_saved_profile, |store| {
    let u = user(store, "start@example.com");
    store
        .update_profile(
            &u.id,
            &[(F::Debts, Some("12000".into()))],
            ChangeSource::Form,
            today(),
        )
        .unwrap();
    let g = store
        .create_goal(&u.id, &NewGoal::of(GoalKind::DebtPayoff), today())
        .unwrap();
    assert_eq!(g.start_amount, dec!(12000));
    assert_eq!(g.title, "Pay off debts");
});

both!(
    advisor_goal_changes_share_the_turns_change_set_and_its_undo,
    |store| {
        let u = user(store, "advisor@example.com");
        let turn = store
            .begin_turn(
                &u.id,
                None,
                "I have $5,000 saved for emergencies; build a 6-month fund",
                "Chat",
            )
            .unwrap();
        assert!(turn.goals.is_empty());
        let c = turn.conversation;
        let before = store.load_profile(&u.id).unwrap();
        let out = advisor_turn(
            store,
            &u.id,
            &c.id,
            &[(F::EmergencyFundCurrent, Some("5000".into()))],
            &[GoalChange::Create(NewGoal {
                target_months: Some(dec!(6)),
                ..NewGoal::of(GoalKind::EmergencyFund)
            })],
        );
        let set = out.change_set_id.clone().expect("one change set");
        assert!(out.profile_updated);
        assert_eq!(out.goal_changes.len(), 1);
        let goal = out.goal_changes[0].after.clone().unwrap();
        assert_eq!(
            goal.start_amount,
            dec!(5000),
            "read against the profile as just changed"
        );
        let notice = out.notice.unwrap();
        assert_eq!(notice.metadata.change_set_id.as_deref(), Some(set.as_str()));
        assert_eq!(
            notice.content,
            "Profile updated: current emergency fund $5,000. Goal added: Emergency fund, 6 months of expenses"
        );
        // The next turn reads the goal.
        let next = store
            .begin_turn(&u.id, Some(&c.id), "how far off am I?", "x")
            .unwrap();
        assert_eq!(next.goals, vec![goal.clone()]);
        let audit = store.goal_audit(&u.id).unwrap();
        assert_eq!(audit.len(), 1);
        assert_eq!(audit[0].source, ChangeSource::Advisor);
        assert_eq!(audit[0].change_set_id.as_deref(), Some(set.as_str()));

        let undone = store.undo_change_set(&u.id, &set, today()).unwrap();
        assert!(
            store.list_goals(&u.id).unwrap().is_empty(),
            "the goal is gone"
        );
        assert_eq!(store.load_profile(&u.id).unwrap(), before);
        assert_eq!(undone.goal_changes.len(), 1);
        assert_eq!(
            undone.notice.unwrap().content,
            "Change undone. Profile updated: current emergency fund cleared. Goal removed: Emergency fund"
        );
        let undo_rows: Vec<_> = store
            .goal_audit(&u.id)
            .unwrap()
            .into_iter()
            .filter(|a| a.source == ChangeSource::Undo)
            .collect();
        assert_eq!(undo_rows.len(), 1);
        assert_eq!(undo_rows[0].change_set_id.as_deref(), Some(set.as_str()));
        assert!(matches!(
            store.undo_change_set(&u.id, &set, today()),
            Err(StoreError::AlreadyUndone)
        ));
    }
);

both!(
    an_undo_puts_back_a_goal_the_advisor_changed_or_deleted,
    |store| {
        let u = user(store, "back@example.com");
        let c = store.create_conversation(&u.id, "Chat").unwrap();
        let g = store.create_goal(&u.id, &house(), today()).unwrap();
        let update = GoalChange::Update {
            id: g.id.clone(),
            patch: GoalPatch {
                current_amount: Some(Some(dec!(18000))),
                ..GoalPatch::default()
            },
        };
        let out = advisor_turn(store, &u.id, &c.id, &[], &[update]);
        assert!(!out.profile_updated, "only a goal changed");
        assert_eq!(
            out.notice.unwrap().content,
            "Goal updated: House deposit, saved so far $18,000"
        );
        let set = out.change_set_id.unwrap();
        store.undo_change_set(&u.id, &set, today()).unwrap();
        let back = store.goal(&u.id, &g.id).unwrap();
        assert_eq!(back.current_amount, g.current_amount);
        assert_eq!(
            (back.title.as_str(), back.target_amount),
            (g.title.as_str(), g.target_amount)
        );

        let out = advisor_turn(
            store,
            &u.id,
            &c.id,
            &[],
            &[GoalChange::Delete { id: g.id.clone() }],
        );
        assert_eq!(out.notice.unwrap().content, "Goal removed: House deposit");
        assert!(store.list_goals(&u.id).unwrap().is_empty());
        let set = out.change_set_id.unwrap();
        let undone = store.undo_change_set(&u.id, &set, today()).unwrap();
        assert_eq!(
            store.goal(&u.id, &g.id).unwrap(),
            back,
            "the same goal, id and all"
        );
        assert!(
            undone
                .notice
                .unwrap()
                .content
                .starts_with("Change undone. Goal added: House deposit, $40,000"),
        );
    }
);

both!(an_undo_refuses_when_the_goal_changed_since, |store| {
    let u = user(store, "moved@example.com");
    let c = store.create_conversation(&u.id, "Chat").unwrap();
    let out = advisor_turn(store, &u.id, &c.id, &[], &[GoalChange::Create(house())]);
    let g = out.goal_changes[0].after.clone().unwrap();
    let renamed = store
        .update_goal(
            &u.id,
            &g.id,
            &GoalPatch {
                title: Some(Some("Flat deposit".into())),
                ..GoalPatch::default()
            },
            today(),
        )
        .unwrap();
    match store.undo_change_set(&u.id, &out.change_set_id.unwrap(), today()) {
        Err(StoreError::ChangedSince { field }) => {
            assert_eq!(field, "the goal \"House deposit\"")
        }
        other => panic!("expected ChangedSince, got {other:?}"),
    }
    assert_eq!(
        store.list_goals(&u.id).unwrap(),
        vec![renamed],
        "nothing undone"
    );
});

both!(
    a_refused_goal_change_writes_nothing_of_the_turns_changes,
    |store| {
        let u = user(store, "refused@example.com");
        let c = store.create_conversation(&u.id, "Chat").unwrap();
        let past = NewGoal {
            target_date: NaiveDate::from_ymd_opt(2020, 1, 1),
            ..house()
        };
        let out = store
            .record_reply(
                &u.id,
                &c.id,
                reply("Saved your goal!"),
                ProposedChanges {
                    profile: &[(F::Age, Some("34".into()))],
                    goals: &[GoalChange::Create(past)],
                },
                today(),
                refused,
            )
            .unwrap();
        assert!(out.change_set_id.is_none() && out.notice.is_none());
        assert_eq!(
            out.reply.content,
            "not saved: targetDate: must be after today"
        );
        assert_eq!(
            store.load_profile(&u.id).unwrap().age,
            None,
            "the profile change went too"
        );
        assert!(store.list_goals(&u.id).unwrap().is_empty());
        assert!(store.goal_audit(&u.id).unwrap().is_empty());
        // A goal that is not the person's is refused the same way.
        let other = user(store, "someone@example.com");
        let theirs = store.create_goal(&other.id, &house(), today()).unwrap();
        let out = store
            .record_reply(
                &u.id,
                &c.id,
                reply("Deleted it."),
                ProposedChanges {
                    profile: &[],
                    goals: &[GoalChange::Delete {
                        id: theirs.id.clone(),
                    }],
                },
                today(),
                refused,
            )
            .unwrap();
        assert!(
            out.reply.content.starts_with("not saved: goal:"),
            "{}",
            out.reply.content
        );
        assert_eq!(store.goal(&other.id, &theirs.id).unwrap(), theirs);
    }
);

both!(
    export_holds_goals_and_deleting_the_account_removes_them,
    |store| {
        let u = user(store, "export@example.com");
        let g = store.create_goal(&u.id, &house(), today()).unwrap();
        let export = store.export_user(&u.id).unwrap();
        assert_eq!(export.goals, vec![g.clone()]);
        assert_eq!(export.goal_audit.len(), 1);
        let json = serde_json::to_value(&export).unwrap();
        assert_eq!(json["goals"][0]["title"], "House deposit");
        assert_eq!(json["goals"][0]["targetAmount"], "40000");
        assert_eq!(json["goalAudit"][0]["newValue"]["id"], g.id.as_str());
        assert!(store.delete_user(&u.id).unwrap());
        assert!(store.list_goals(&u.id).unwrap().is_empty());
        assert!(store.goal_audit(&u.id).unwrap().is_empty());
    }
);

both!(net_worth_history_follows_the_profile_changes, |store| {
    let u = user(store, "history@example.com");
    let start = Utc::now();
    for changes in [
        vec![(F::CurrentSavings, Some("10000".into()))],
        vec![
            (F::Debts, Some("4000".into())),
            (F::AnnualIncome, Some("90000".into())),
        ],
        vec![(F::CurrentSavings, Some("12500".into()))],
    ] {
        store
            .update_profile(&u.id, &changes, ChangeSource::Form, today())
            .unwrap();
        // Distinct commit times, so each write is its own point.
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    let now = Utc::now();
    let points = store
        .net_worth_history(&u.id, &HistoryRange::default(), now)
        .unwrap();
    let nets: Vec<_> = points.iter().map(|p| p.net_worth).collect();
    assert_eq!(nets, vec![dec!(10000), dec!(6000), dec!(8500), dec!(8500)]);
    assert_eq!(points[1].total_liabilities, dec!(4000));
    assert_eq!(points.last().unwrap().at, now);
    assert!(points.windows(2).all(|w| w[0].at <= w[1].at));
    // A window after the second change: the third change and now.
    let from = points[1].at + Duration::milliseconds(1);
    let later = store
        .net_worth_history(
            &u.id,
            &HistoryRange {
                from: Some(from),
                to: None,
            },
            now,
        )
        .unwrap();
    assert_eq!(
        later.iter().map(|p| p.net_worth).collect::<Vec<_>>(),
        vec![dec!(8500), dec!(8500)]
    );
    // Another person's history is their own.
    let other = user(store, "nohistory@example.com");
    let theirs = store
        .net_worth_history(&other.id, &HistoryRange::default(), now)
        .unwrap();
    assert_eq!(theirs.len(), 1);
    assert_eq!(theirs[0].net_worth, dec!(0));
    assert!(points[0].at >= start - Duration::seconds(1));
});
