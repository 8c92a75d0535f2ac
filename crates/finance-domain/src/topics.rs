//! The eight built-in finance topics (spec section 3 "Topic").
//!
//! The content lives in `data/topics.json` so the web app imports the very same file; here it is
//! embedded at compile time and parsed once. A test below fails the build's tests if the JSON drifts
//! from the spec's ids and category counts.

use std::sync::LazyLock;

use serde::{Deserialize, Serialize};

use crate::profile::Country;

const TOPICS_JSON: &str = include_str!("../data/topics.json");

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Category {
    Vehicles,
    Super,
    Tax,
    Investments,
    Property,
    General,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Complexity {
    Beginner,
    Intermediate,
    Advanced,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TopicContent {
    pub overview: String,
    pub considerations: Vec<String>,
    pub australia_specific: Vec<String>,
    /// Absent for topics that only exist in Australia (concessional super contributions).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub us_specific: Option<Vec<String>>,
    pub recommendation: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Topic {
    pub id: String,
    pub title: String,
    pub description: String,
    pub category: Category,
    pub complexity: Complexity,
    /// A lucide icon name.
    pub icon: String,
    pub content: TopicContent,
}

impl Topic {
    /// The country-specific factors for `country`; empty when the topic has none for it.
    pub fn country_specific(&self, country: Country) -> &[String] {
        match country {
            Country::Australia => &self.content.australia_specific,
            Country::Us => self.content.us_specific.as_deref().unwrap_or(&[]),
        }
    }
}

static TOPICS: LazyLock<Result<Vec<Topic>, serde_json::Error>> =
    LazyLock::new(|| serde_json::from_str(TOPICS_JSON));

/// The topics, parsed once, or why `data/topics.json` does not parse. The server calls this at
/// startup and refuses to start on an error, so `all` never hands out a silently empty list.
pub fn load() -> Result<&'static [Topic], &'static serde_json::Error> {
    TOPICS.as_deref()
}

/// Every topic, in the order the topics screen lists them (see `load` for a broken file).
pub fn all() -> &'static [Topic] {
    load().unwrap_or_default()
}

pub fn find(id: &str) -> Option<&'static Topic> {
    all().iter().find(|t| t.id == id)
}

/// The topic a free-text question is most about, for the advisor: the one whose title and id words
/// appear most often in `query` (case-insensitive; words of three letters or fewer are ignored).
/// `None` when nothing matches.
pub fn find_by_text(query: &str) -> Option<&'static Topic> {
    let q = query.to_lowercase();
    let mut best: Option<(&'static Topic, usize)> = None;
    for t in all() {
        let title = t.title.to_lowercase();
        let mut words: Vec<&str> = title
            .split(|c: char| !c.is_alphanumeric())
            .chain(t.id.split('-'))
            .filter(|w| w.len() > 3 && !STOP_WORDS.contains(w))
            .collect();
        words.sort_unstable();
        words.dedup();
        let score = words.iter().filter(|w| q.contains(**w)).count();
        if score > 0 && best.is_none_or(|(_, s)| score > s) {
            best = Some((t, score));
        }
    }
    best.map(|(t, _)| t)
}

const STOP_WORDS: [&str; 6] = ["your", "with", "versus", "what", "setup", "size"];

/// Counts per category, for the topic filter chips.
pub fn count(category: Category) -> usize {
    all().iter().filter(|t| t.category == category).count()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_parses_strictly_with_the_spec_ids() {
        let parsed: Vec<Topic> = serde_json::from_str(TOPICS_JSON).unwrap();
        assert_eq!(load().unwrap(), parsed.as_slice());
        assert_eq!(parsed.len(), 8);
        assert_eq!(all(), parsed.as_slice());
        let ids: Vec<_> = all().iter().map(|t| t.id.as_str()).collect();
        assert_eq!(
            ids,
            vec![
                "lease-vs-buy-car",
                "concessional-super-contributions",
                "family-trust-setup",
                "investment-property-vs-shares",
                "debt-consolidation",
                "emergency-fund-size",
                "salary-sacrifice-strategies",
                "tax-effective-investing",
            ]
        );
    }

    #[test]
    fn category_counts_match_the_filter_chips() {
        assert_eq!(count(Category::Vehicles), 1);
        assert_eq!(count(Category::Super), 2);
        assert_eq!(count(Category::Investments), 2);
        assert_eq!(count(Category::Tax), 1);
        assert_eq!(count(Category::Property), 0);
        assert_eq!(count(Category::General), 2);
        assert_eq!(find("family-trust-setup").unwrap().category, Category::Tax);
        assert_eq!(
            find("lease-vs-buy-car").unwrap().category,
            Category::Vehicles
        );
    }

    #[test]
    fn only_the_concessional_super_topic_lacks_us_factors() {
        for t in all() {
            assert!(!t.content.overview.is_empty());
            assert!(!t.content.considerations.is_empty());
            assert!(!t.content.australia_specific.is_empty());
            assert!(!t.content.recommendation.is_empty());
            let us_missing = t.content.us_specific.is_none();
            assert_eq!(
                us_missing,
                t.id == "concessional-super-contributions",
                "{}",
                t.id
            );
        }
        let t = find("concessional-super-contributions").unwrap();
        assert!(t.country_specific(Country::Us).is_empty());
        assert!(!t.country_specific(Country::Australia).is_empty());
    }

    #[test]
    fn content_cites_the_spec_figures() {
        let text = serde_json::to_string(all()).unwrap();
        for figure in ["$27,500", "$30,000", "5 years", "$500,000", "$2,000-5,000+"] {
            assert!(text.contains(figure), "{figure}");
        }
    }

    #[test]
    fn serializes_back_in_camel_case_without_null_us_list() {
        let json = serde_json::to_value(find("concessional-super-contributions").unwrap()).unwrap();
        assert!(json["content"]["australiaSpecific"].is_array());
        assert!(json["content"].get("usSpecific").is_none());
    }

    #[test]
    fn finds_topics_from_free_text() {
        let id = |q: &str| find_by_text(q).map(|t| t.id.as_str());
        assert_eq!(
            id("Should I lease a car or buy one?"),
            Some("lease-vs-buy-car")
        );
        assert_eq!(
            id("how does a family trust work"),
            Some("family-trust-setup")
        );
        assert_eq!(
            id("I want to consolidate my debt"),
            Some("debt-consolidation")
        );
        assert_eq!(
            id("how big should my emergency fund be"),
            Some("emergency-fund-size")
        );
        assert_eq!(id("hello there"), None);
        assert_eq!(find("nope"), None);
    }
}
