//! Two questions in one message ("how much would I take home on 85k, and how long to save $20k at
//! $1,000 a month?", "what's the 401k limit and the IRA limit?"): each is read and answered on its
//! own, in the order asked.

use super::amounts::{Tok, Token, tokenize};
use super::intents::Intent;
use super::{Understanding, conversation, text_of};
use crate::context::AdvisorContext;

/// Words that open a question.
const ASKING: &[&str] = &[
    "how", "what", "whats", "what's", "when", "where", "which", "can", "could", "should", "is",
    "are", "do", "does", "will", "would", "and",
];

/// Where a second question starts: after a "?", or at "and"/"also"/"plus" followed by an asking
/// word ("…, and how long…", "… and what's the IRA limit"); `soft`, at any "and".
fn boundaries(tokens: &[Token], soft: bool) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    // A soft cut joins two things asked, so only inside a sentence that asks: "we need a 150k
    // deposit in 4 years and we've already got 40k saved. How much a month…?" states, then asks.
    let asks_at = |i: usize| {
        tokens[i..]
            .iter()
            .find(|t| matches!(t.tok, Tok::Punct('.' | '!' | '?' | ';')))
            .is_none_or(|t| t.tok == Tok::Punct('?'))
    };
    // "the difference between roth and traditional": that "and" joins the two things compared.
    let mut between = false;
    for (i, t) in tokens.iter().enumerate() {
        if t.tok.is("between") {
            between = true;
        }
        if matches!(t.tok, Tok::Punct('?')) {
            between = false;
        }
        let next = |k: usize| tokens.get(i + k).and_then(|n| n.tok.word());
        match &t.tok {
            Tok::Punct('?') if i + 1 < tokens.len() => out.push((i, 1)),
            Tok::Word(w) if matches!(w.as_str(), "and" | "also" | "plus") => {
                let skip = usize::from(matches!(next(1), Some("also" | "then")));
                let asking = next(1 + skip).is_some_and(|n| ASKING.contains(&n) && n != "and");
                if asking || soft && !between && asks_at(i) {
                    out.push((i, 1 + skip));
                }
            }
            _ => {}
        }
    }
    out
}

/// The questions of a message when it asks two or more different things, each read on its own;
/// none when it asks one.
pub(crate) fn questions(u: &Understanding, ctx: &AdvisorContext) -> Vec<Understanding> {
    if let Some(each) = limits_of_each(u, ctx) {
        return each;
    }
    let found = split(u, ctx, false);
    if found.is_empty() && u.reading.question {
        // "what's my equity and my debt to income like?": an "and" joining two things asked.
        return split(u, ctx, true);
    }
    found
}

fn split(u: &Understanding, ctx: &AdvisorContext, soft: bool) -> Vec<Understanding> {
    // "how should I think about my 401k and IRA, what order do I fund them": advice weighing the
    // accounts together is one question, whatever each part names.
    if u.intent == Intent::RetirementAccounts {
        return Vec::new();
    }
    let tokens = &u.reading.tokens;
    let cuts = boundaries(tokens, soft);
    if cuts.is_empty() {
        return Vec::new();
    }
    // Each part, and whether it follows a "?" (a new sentence, which may only state figures).
    let mut parts: Vec<(&[Token], bool)> = Vec::new();
    let mut start = 0;
    let mut after_mark = false;
    for (at, width) in cuts {
        parts.push((&tokens[start..at], after_mark));
        after_mark = tokens[at].tok == Tok::Punct('?');
        start = at + width;
    }
    parts.push((&tokens[start..], after_mark));
    let mut read: Vec<Understanding> = Vec::new();
    for (p, after_mark) in parts
        .into_iter()
        .filter(|(p, _)| p.iter().filter(|t| t.tok.word().is_some()).count() >= 2)
    {
        let mut part = u.part(p, ctx);
        // "… paying 400/month? and what would the payment be to clear it in 2 years?": a later
        // question that names no subject of its own is about the earlier one's.
        // "what's the super guarantee rate and how much is that on my salary": that rate applied.
        if let Some(prev) = read.last()
            && let Some(applied) = conversation::applied_to_pay(prev.intent, &part)
        {
            part.route.primary = applied;
            part.intent = applied;
        } else if let Some(prev) = read.last()
            && (part.intent.is_weak()
                || part.route.guessed
                // "… and how much tax would i save maxing it out": "it" is the earlier part's.
                || part.intent == Intent::Tax
                    && part.reading.has_any(&["it", "that", "them", "each", "both", "either"]))
        {
            let def = prev.intent.def();
            let inputs = (def.read)(prev.intent, prev, ctx);
            // A tax question pointing back names the earlier subject itself ("the 401(k) limit").
            let named = if part.intent == Intent::Tax {
                prev.intent.subject().unwrap_or_default()
            } else {
                String::new()
            };
            let text = format!(
                "{} {} {named}",
                text_of(p),
                conversation::subject_text(def, &inputs)
            );
            let again = u.part(&tokenize(&text), ctx);
            // Read with the earlier subject's words, a broad advice answer only echoes that
            // subject ("does it keep growing?" after HELP debt is not a question about debt).
            // Nor is a tax answer found only in the subject's words ("62 or wait till 70?" after
            // Social Security claiming ages).
            let tax_of_its_own = part
                .reading
                .has_any(&["tax", "taxes", "take home", "takehome"])
                || !part.slots.money.is_empty();
            if answerable(again.intent)
                && !again.route.guessed
                && !again.intent.is_broad_advice()
                && (again.intent != Intent::Tax || tax_of_its_own)
            {
                part.route = again.route;
                part.intent = again.intent;
            }
        }
        // In a soft split, a later part naming only a broad advice topic is a noun of the same
        // question ("consolidate my credit cards and car loan"), not a second question.
        // "how much do I lose to tax and HECS repayments?": a later part that asks nothing of its
        // own, naming only a subject, is a noun of the same question.
        let asks_itself = part
            .reading
            .words
            .iter()
            .any(|w| w != "and" && ASKING.contains(&w.as_str()));
        let broad = soft
            && !read.is_empty()
            && (part.intent.is_broad_advice()
                || !asks_itself && matches!(part.intent, Intent::Explain(_) | Intent::Topic(_)));
        // "what's CGT and how is it calculated on an investment property": "it" is the subject
        // the explainer before answers.
        let same_subject = read.last().is_some_and(|prev| {
            matches!(prev.intent, Intent::Explain(_))
                && matches!(part.intent, Intent::Topic(_) | Intent::Explain(_))
                && part.reading.has_any(&["it", "that", "this", "them"])
        });
        // "we need a 120k house deposit in 3 years and have 40k already saved, how much per
        // fortnight…?": a wish cut from the question that weighs it is that question's figures,
        // not a goal to set.
        let wish =
            soft && matches!(part.intent, Intent::Goal(_)) && !matches!(u.intent, Intent::Goal(_));
        // "… on my morgage? its 260k at 6.25% for 30 years": a later statement gives the first
        // question's figures; it asks nothing of its own.
        let statement = after_mark && !read.is_empty() && !part.reading.question;
        if statement {
            continue;
        }
        // "should I move from NY to Florida? how much more would I take home on 110k": the later
        // part gives what the first one lacked; read whole, the message is that one question.
        if let Some(prev) = read.last()
            && prev.intent == u.intent
            && part.intent != u.intent
        {
            let def = u.intent.def();
            if def.missing(&(def.read)(prev.intent, prev, ctx)).is_some()
                && def.missing(&(def.read)(u.intent, u, ctx)).is_none()
            {
                return Vec::new();
            }
        }
        if answerable(part.intent) && !part.route.guessed && !broad && !wish && !same_subject {
            read.push(part);
        }
    }
    let distinct = read
        .windows(2)
        .all(|w| w[0].intent.name() != w[1].intent.name());
    // "is it worth salary sacrificing $200 a fortnight? how much tax does it save me": read whole
    // it is one calculation, which neither part is on its own (the advice, then "it").
    let one_calculation = !u.intent.def().inputs.is_empty()
        && !u.intent.is_broad_advice()
        && !matches!(
            u.intent,
            Intent::Topic(_) | Intent::Explain(_) | Intent::Limit(_)
        )
        && read.iter().all(|p| p.intent != u.intent)
        && read.iter().any(|p| p.intent.is_broad_advice());
    if read.len() >= 2 && distinct && !one_calculation {
        read
    } else {
        Vec::new()
    }
}

/// "hsa and ira limits for 2026?": one lookup of several accounts named together, asked of each
/// (the accounts' names replaced in turn by one of them).
fn limits_of_each(u: &Understanding, ctx: &AdvisorContext) -> Option<Vec<Understanding>> {
    const ACCOUNTS: &[&str] = &["k401", "b403", "ira", "hsa"];
    if !matches!(u.intent, Intent::Limit(_))
        || !u
            .reading
            .has_any(&["limits", "caps", "maxes", "max", "limit"])
    {
        return None;
    }
    let tokens = &u.reading.tokens;
    let named: Vec<usize> = (0..tokens.len())
        .filter(|&i| tokens[i].tok.word().is_some_and(|w| ACCOUNTS.contains(&w)))
        .collect();
    let [a, b] = named.as_slice() else {
        return None;
    };
    // Joined as one list: "hsa and ira", "401k & ira", "ira, hsa".
    let joined = b - a == 2
        && (tokens[a + 1].tok.is("and") || matches!(tokens[a + 1].tok, Tok::Punct('&' | ',')));
    if !joined {
        return None;
    }
    let each: Vec<Understanding> = [*a, *b]
        .iter()
        .map(|&keep| {
            let mut t: Vec<Token> = Vec::with_capacity(tokens.len());
            for (i, tok) in tokens.iter().enumerate() {
                if (*a..=*b).contains(&i) && i != keep {
                    continue;
                }
                t.push(tok.clone());
            }
            u.part(&t, ctx)
        })
        .collect();
    (each.iter().all(|p| matches!(p.intent, Intent::Limit(_))) && each[0].intent != each[1].intent)
        .then_some(each)
}

/// A question of its own: not a greeting, a thank-you, a statement or the fallback.
fn answerable(i: Intent) -> bool {
    !i.is_weak() && !matches!(i, Intent::Greeting | Intent::Help)
}

#[cfg(test)]
mod tests {
    use crate::builtin::intents::tests::{answers_as, follow_up};

    #[test]
    fn two_questions_are_answered_in_order() {
        answers_as(
            "how much tax on 85k, and how long to save $20k at $1,000 a month?",
            "tax+savings_time_to_target",
        );
        answers_as(
            "what's the concessional cap? and the super guarantee rate?",
            "limit:concessional_cap+limit:super_guarantee_rate",
        );
        // One question with figures joined by "and" is one question.
        answers_as("repayments on 500k at 6% and 30 years?", "loan_repayment");
        answers_as("I earn 85k and have 2 kids", "facts");
        // The things compared, the nouns of one question and a subject's own words stay in it.
        answers_as(
            "whats the difference between roth and traditional ira",
            "explain:roth_vs_traditional",
        );
        answers_as(
            "is it smart to consolidate my credit cards and car loan into one loan?",
            "topic:debt-consolidation",
        );
        answers_as(
            "when should i start claiming social security? 62 or wait till 70?",
            "explain:social_security_ages",
        );
        answers_as(
            "what's an HSA and what's the limit this year?",
            "explain:hsa+limit:hsa_limit",
        );
        // Several accounts' limits asked together: each one's.
        answers_as(
            "hsa and ira limits for 2026?",
            "limit:hsa_limit+limit:ira_limit",
        );
        answers_as(
            "what are the 401k and ira limits",
            "limit:401k_limit+limit:ira_limit",
        );
        // A loan's rate is not the return of a savings question asked with it.
        let r = follow_up(
            &[],
            "repayments on 500k at 6% over 30 years, and how much would I need to save each month for a 100k deposit in 3 years?",
        );
        assert!(r.contains("$2,504.38"), "{r}");
        let r = follow_up(
            &[],
            "how much tax on 85k, and how long to save $20k at $1,000 a month?",
        );
        let tax = r.find("$67,280").unwrap_or(usize::MAX);
        let saving = r.find("1 year and 7 months").unwrap_or(0);
        assert!(tax < saving, "{r}");
    }
}
