//! Written by hand to match both migration folders (which must stay identical in meaning).
//! Money and other profile values are TEXT (exact decimal strings); timestamps are BIGINT unix ms.

diesel::table! {
    users (id) {
        id -> Text,
        email -> Nullable<Text>,
        password_hash -> Nullable<Text>,
        oidc_issuer -> Nullable<Text>,
        oidc_subject -> Nullable<Text>,
        first_name -> Nullable<Text>,
        last_name -> Nullable<Text>,
        profile_image_url -> Nullable<Text>,
        created_at -> BigInt,
        updated_at -> BigInt,
    }
}

diesel::table! {
    sessions (id) {
        id -> Text,
        user_id -> Nullable<Text>,
        state -> Text,
        created_at -> BigInt,
        expires_at -> BigInt,
    }
}

diesel::table! {
    financial_profiles (user_id) {
        user_id -> Text,
        fields -> Text,
        updated_at -> BigInt,
    }
}

diesel::table! {
    conversations (id) {
        id -> Text,
        user_id -> Text,
        title -> Text,
        created_at -> BigInt,
        updated_at -> BigInt,
    }
}

diesel::table! {
    messages (id) {
        id -> Text,
        conversation_id -> Text,
        user_id -> Text,
        role -> Text,
        content -> Text,
        metadata -> Text,
        created_at -> BigInt,
        seq -> BigInt,
    }
}

diesel::table! {
    profile_audit (id) {
        id -> Text,
        user_id -> Text,
        field -> Text,
        old_value -> Nullable<Text>,
        new_value -> Nullable<Text>,
        source -> Text,
        created_at -> BigInt,
        change_set_id -> Nullable<Text>,
    }
}
diesel::table! {
    profile_change_sets (id) {
        id -> Text,
        user_id -> Text,
        conversation_id -> Nullable<Text>,
        created_at -> BigInt,
        undone_at -> Nullable<BigInt>,
    }
}

diesel::table! {
    goals (id) {
        id -> Text,
        user_id -> Text,
        kind -> Text,
        title -> Text,
        target_amount -> Nullable<Text>,
        target_date -> Nullable<Text>,
        target_months -> Nullable<Text>,
        field -> Nullable<Text>,
        start_amount -> Text,
        current_amount -> Nullable<Text>,
        created_at -> BigInt,
        updated_at -> BigInt,
    }
}

diesel::table! {
    goal_audit (id) {
        id -> Text,
        user_id -> Text,
        goal_id -> Text,
        old_value -> Nullable<Text>,
        new_value -> Nullable<Text>,
        source -> Text,
        created_at -> BigInt,
        change_set_id -> Nullable<Text>,
    }
}

diesel::joinable!(conversations -> users (user_id));
diesel::joinable!(messages -> conversations (conversation_id));
diesel::joinable!(financial_profiles -> users (user_id));
diesel::joinable!(profile_audit -> users (user_id));
diesel::joinable!(profile_change_sets -> users (user_id));
diesel::joinable!(goals -> users (user_id));
diesel::joinable!(goal_audit -> users (user_id));

diesel::allow_tables_to_appear_in_same_query!(
    users,
    sessions,
    financial_profiles,
    conversations,
    messages,
    profile_audit,
    profile_change_sets,
    goals,
    goal_audit,
);

diesel::table! {
    rate_limits (key) {
        key -> Text,
        tat -> BigInt,
    }
}
