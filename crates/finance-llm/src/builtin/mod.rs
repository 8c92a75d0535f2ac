//! The built-in advisor: a deterministic, offline reader of plain-English messages. It reads facts
//! and questions from the message, checks every proposed profile change with the domain's
//! validation on a copy of the profile, and answers with figures computed by `finance-domain`.

pub mod amounts;
mod compare;
mod compound;
mod conversation;
pub mod facts;
mod inputs;
pub mod intents;
mod out;
pub mod places;
mod replies;
pub mod router;
pub(crate) mod shorthand;
pub mod slots;
mod spelling;
mod statements;
mod topics;

use chrono::NaiveDate;
use finance_domain::profile_update::apply_update;
use finance_domain::tax::{TaxRequest, calculate};
use finance_domain::validation::{FieldKind, apply_raw_changes, parse_field};
use finance_domain::{Country, FinancialProfile, ProfileField};
use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use crate::context::{AdvisorContext, AdvisorReply, Role};

use conversation::FollowUp;
pub(crate) use conversation::last_answer;
use facts::{ReadContext, Reading, read};
pub(crate) use inputs::{Household, Value};
use intents::Intent;
use router::Route;
use slots::Slots;

/// The offline advisor. Stateless: everything it needs arrives in the [`AdvisorContext`].
#[derive(Debug, Clone, Default)]
pub struct BuiltinAdvisor;

/// A change the reader proposed but validation refused, with the domain's reason.
#[derive(Debug, Clone)]
pub(crate) struct Refusal {
    pub field: ProfileField,
    pub raw: String,
    pub reason: String,
}

/// The outcome of reading one message against the profile.
pub(crate) struct Understanding {
    pub reading: Reading,
    /// The figures of the message with their roles.
    pub slots: Slots,
    /// What the router chose for the message on its own.
    pub route: Route,
    /// The intent that answers: the route's, or the earlier answer's for a follow-up.
    pub intent: Intent,
    /// How the message builds on the earlier answer, when it does.
    pub follow: Option<FollowUp>,
    /// Two or more different questions in one message, each read on its own, in order.
    pub parts: Vec<Understanding>,
    /// Valid changes that alter the profile, in the order they were read.
    pub changes: Vec<(ProfileField, Option<String>)>,
    pub derivations: Vec<(ProfileField, String)>,
    pub refused: Vec<Refusal>,
    /// The profile with the saved changes applied (tax fields recomputed).
    pub updated: FinancialProfile,
    /// `updated` plus the message's what-ifs, for the reply's figures only.
    pub scenario: FinancialProfile,
    /// Gross income worked back from a stated take-home pay.
    pub net_to_gross: Option<NetToGross>,
}

/// A stated take-home pay worked back to the gross income the tax engine gives it for.
pub(crate) struct NetToGross {
    /// Take-home a year.
    pub net: Decimal,
    /// Gross a year, to the next whole dollar.
    pub gross: Decimal,
    /// Whether the gross was saved as the annual income (only when none was stored).
    pub saved: bool,
    /// The rules it was worked back through: "the 2026-27 Australian tax rules".
    pub rules: String,
    /// When an income is stored and kept: that income and its take-home a year.
    pub stored: Option<(Decimal, Decimal)>,
}

/// The tax rules a result was worked out under, for a sentence: "the 2026-27 Australian tax
/// rules", "the 2026 federal and California tax rules and FICA".
pub(crate) fn rules_of(r: &finance_domain::tax::TaxResult) -> String {
    match (r.country, r.state) {
        (Country::Australia, _) => format!("the {} Australian tax rules", r.tax_year),
        (Country::Us, Some(st)) => format!(
            "the {} federal and {} tax rules and FICA",
            r.tax_year,
            st.name()
        ),
        (Country::Us, None) => format!("the {} US federal tax rules and FICA", r.tax_year),
    }
}

impl BuiltinAdvisor {
    pub fn new() -> Self {
        BuiltinAdvisor
    }

    /// Reads the message and composes the reply. Pure and synchronous; well under a millisecond.
    pub fn reply(&self, ctx: &AdvisorContext) -> AdvisorReply {
        let u = understand(ctx);
        replies::compose(ctx, &u)
    }

    /// The intent a message is routed to, by name ("loan_repayment", "tax", "explain:hsa"), for
    /// evaluation and logs.
    pub fn intent_of(&self, ctx: &AdvisorContext) -> String {
        let u = understand(ctx);
        // "I spend about 3.5k a month so how much is that for me?" after the emergency fund's
        // advice asks that question again, and "I live in Nevada and make 88k, what's mine?" asks
        // the tax the statement goes on to show (a bare statement stays a statement).
        if u.intent == Intent::Facts
            && u.reading.question
            && let Some((again, _)) = intents::classic::facts_follow_up::goes_on_to(ctx, &u)
        {
            return again.name();
        }
        // A bare statement (nothing asked, nothing supposed) is recorded as a statement even when
        // the reply goes on to show an earlier answer again with it ("i actually do have 22k
        // saved" after a savings target); a figure the last reply asked for completes that
        // question instead, and a goal said is a goal.
        if u.follow
            .as_ref()
            .is_some_and(|f| f.mode != conversation::Mode::Complete)
            && !matches!(u.intent, Intent::Goal(_))
            && !u.reading.question
            && !u.reading.hypothetical
            && !u.changes.is_empty()
        {
            return Intent::Facts.name();
        }
        if u.parts.is_empty() {
            u.intent.name()
        } else {
            let names: Vec<String> = u.parts.iter().map(|p| p.intent.name()).collect();
            names.join("+")
        }
    }
}

fn current_values(p: &FinancialProfile) -> Vec<(ProfileField, Decimal)> {
    ProfileField::ALL
        .into_iter()
        .filter(|f| {
            matches!(f.kind(), FieldKind::Money | FieldKind::Count { .. })
                && !ProfileField::COMPUTED.contains(f)
        })
        .filter_map(|f| {
            f.get(p)
                .and_then(|v| v.parse::<Decimal>().ok())
                .map(|v| (f, v))
        })
        .collect()
}

pub(crate) fn understand(ctx: &AdvisorContext) -> Understanding {
    let previous = ctx
        .history
        .iter()
        .rev()
        .find(|t| t.role == Role::User)
        .map(|t| t.content.as_str());
    let rc = ReadContext {
        country: ctx.profile.country,
        current: current_values(&ctx.profile),
        previous_user_message: previous,
    };
    let mut reading = read(&ctx.message, &rc);
    let mut slots = slots::read(&reading.tokens, ctx.profile.country);
    let mut route = router::route(&reading, &slots);
    let earlier = conversation::last_answer(&ctx.history);
    // Asked of the message as written ("who qualifies for it?"), before "it" is replaced.
    let asks_how = conversation::asks_how_it_works(&reading);
    // "How much can I put in it this year?" after "what's a Roth IRA?": "it" is what the last
    // answer was about; a question that names nothing is asked about it ("what's the max I can put
    // in?" after "how does a 401k work?"), unless the earlier answer takes it as it is ("and by
    // 50?").
    // "thanks, that makes sense" only thanks: its "that" asks nothing about the subject.
    let only_thanks = route.primary == Intent::Thanks && !reading.question;
    if route.primary.is_weak()
        && !only_thanks
        && !reading.it_named_here()
        && let Some(e) = conversation::last_subject(&ctx.history)
        && let Some(subject) = e.subject.as_deref()
    {
        let text = conversation::with_subject(&reading.tokens, subject).or_else(|| {
            let asks = reading.question && reading.facts.is_empty();
            (asks
                && !conversation::takes_as_is(
                    e,
                    &Understanding::draft(ctx, reading.clone(), slots.clone(), route),
                    ctx,
                ))
            .then(|| format!("{} ({subject})", ctx.message))
        });
        if let Some(text) = text {
            let r = read(&text, &rc);
            let s = slots::read(&r.tokens, ctx.profile.country);
            let again = router::route_with_subject(&r, &s);
            if !again.primary.is_weak() {
                (reading, slots, route) = (r, s, again);
            }
        }
    }
    // "how does it work?" after a limit: how the account or tax it belongs to works.
    if let Some(e) = earlier
        && (asks_how || conversation::asks_how_it_works(&reading))
        && let Some(Intent::Limit(k)) = Intent::from_name(&e.intent)
        && let Some(explainer) = k.explainer()
        && (route.primary.is_weak() || route.primary == Intent::Limit(k))
    {
        route = Route {
            on_earlier: false,
            primary: Intent::Explain(explainer),
            secondary: None,
            guessed: false,
        };
    }
    let mut draft = Understanding::draft(ctx, reading, slots, route);
    // "What if I pay an extra $500 a month?" after a repayment question: routed as if it named
    // the earlier answer's subject, when that reads as a question sharing its inputs. Only a
    // route that is weak or a guess gives way, or one whose message points back ("how much tax
    // would that save?"); a question naming its own subject ("and how many years until I
    // retire?") keeps it, and so does a message the earlier answer can take as it is ("what
    // about $300 a month?").
    if let Some(e) = earlier {
        let loose = route.primary.is_weak() || route.guessed;
        // "compare that with California" asks for the two side by side, not the earlier answer
        // redone.
        let compares = draft
            .reading
            .has_any(&["compare", "compared", "vs", "versus"]);
        let as_is = loose && !compares && conversation::takes_as_is(e, &draft, ctx);
        // A topic or explainer the message names is its own question ("should I lease instead
        // of buying?" after a car loan), unless the route is only a guess.
        let names_its_subject = matches!(route.primary, Intent::Topic(_) | Intent::Explain(_));
        // "I'm 45 btw" only states a fact: it is saved, not read as a question on the earlier
        // subject.
        let statement = route.primary == Intent::Facts
            && !draft.reading.question
            && !draft.reading.hypothetical
            && !conversation::cued(&draft);
        if !as_is
            && !statement
            && (loose || (conversation::refers_back(&draft.reading) && !names_its_subject))
            && let Some(text) =
                conversation::with_earlier_subject(&ctx.message, &draft.reading, &draft.slots, e)
        {
            let r = read(&text, &rc);
            let s = slots::read(&r.tokens, ctx.profile.country);
            let again = router::route(&r, &s);
            // A question of its own keeps its route when that already works on the earlier
            // answer's figures ("how long to reach $100k at that rate?" after a growth answer).
            let own_fits = !loose && conversation::shares_inputs(route.primary, e);
            // ...unless, read on that subject, it is the earlier question itself ("how much tax
            // does that save me?" after a salary sacrifice's saving).
            // The own route here is one found by a keyword alone ("tax").
            let the_earlier = Intent::from_name(&e.intent) == Some(again.primary)
                && (route.primary == Intent::Tax || route.primary.is_broad_advice());
            if again.primary != route.primary
                && (!own_fits || the_earlier)
                && conversation::shares_inputs(again.primary, e)
            {
                draft.route = Route {
                    guessed: false,
                    on_earlier: true,
                    ..again
                };
            }
        }
    }
    // A question that, after the earlier answer, means another calculation ("how much is that on
    // my salary?" after the Super Guarantee rate).
    if let Some(primary) = conversation::pivot(&ctx.history, &draft, ctx.profile.country) {
        draft.route = Route {
            on_earlier: false,
            primary,
            secondary: None,
            guessed: false,
        };
    }
    let route = draft.route;
    let (intent, follow) = conversation::choose(route, &ctx.history, &draft, ctx);
    let Understanding { reading, slots, .. } = draft;
    let single = follow.is_some();
    let mut u = settle(ctx, reading, slots, route, intent, follow);
    if !single {
        u.parts = compound::questions(&u, ctx);
    }
    u
}

impl Understanding {
    /// The message's reading against the profile as it stands, before any change: enough to
    /// choose how to answer it.
    fn draft(ctx: &AdvisorContext, reading: Reading, slots: Slots, route: Route) -> Understanding {
        Understanding {
            reading,
            slots,
            route,
            intent: route.primary,
            follow: None,
            parts: Vec::new(),
            changes: Vec::new(),
            derivations: Vec::new(),
            refused: Vec::new(),
            updated: ctx.profile.clone(),
            scenario: ctx.profile.clone(),
            net_to_gross: None,
        }
    }
}

/// Works out what the message saves, given how it is answered.
fn settle(
    ctx: &AdvisorContext,
    mut reading: Reading,
    slots: Slots,
    route: Route,
    intent: Intent,
    follow: Option<FollowUp>,
) -> Understanding {
    if intent.is_question_scoped() || follow.is_some() {
        // Figures in a calculator, limit or explainer question belong to that answer: a loan
        // amount, a price, a bonus, a target or an assumed rate is never saved to the profile. A
        // first-person statement clause of the question ("I have 2 kids, …") is saved as if alone.
        // Nothing is saved because of a follow-up either ("and with 2 kids?").
        // A what-if stays for the person's own figures to read ("what if I cut spending to
        // 4k?" after the savings rate); being a what-if, it is never saved.
        let own = !intent.is_question_scoped();
        // An answer to the reply's own question about the person ("what's your home worth?"
        // then "house is worth 1.05m, 600k left on the loan") is theirs, said in any person.
        let answers_ask = follow
            .as_ref()
            .is_some_and(|f| f.mode == conversation::Mode::Complete && !f.earlier.hypothetical);
        reading.facts.retain(|f| {
            (f.hypothetical && own)
                || ((!f.in_question || f.stated_in_question)
                    && (f.first_person || (answers_ask && !f.in_question))
                    && !f.hypothetical)
        });
        if (reading.question && !reading.net_income_stated)
            || reading
                .net_income
                .is_some_and(|(_, hypothetical)| hypothetical)
        {
            reading.net_income = None;
        }
    }
    // A goal's figures (its target, what is put aside for it) are the goal's, never the profile's.
    intents::goals::keep_goal_figures(intent, &mut reading, &slots, ctx);
    intents::own::emergency_cover::held_is_the_fund(intent, &mut reading);
    // "I meant 5.5%, not 6.5%" corrects the earlier answer's question, not the profile.
    if follow
        .as_ref()
        .is_some_and(|f| conversation::corrects_the_question(&reading, f))
    {
        reading.facts.clear();
        reading.unresolved_correction = None;
    }
    // The reply asked for a figure of the person's own ("what's your home worth?"): the bare
    // answer is that fact.
    if let Some(f) = follow
        .as_ref()
        .filter(|f| f.mode == conversation::Mode::Complete && !f.earlier.hypothetical)
        && let Some(field) = f
            .earlier
            .awaiting
            .as_deref()
            .and_then(conversation::awaited_field)
        && !reading.facts.iter().any(|x| x.field == field)
        && let Some(raw) = conversation::awaited_fact(&reading, field, ctx.profile.country)
    {
        // "we owe 500k" answering "how much is left on your mortgage?" is the mortgage.
        reading.facts.retain(|x| !x.unnamed);
        reading.facts.extend(facts::statement_of(field, raw));
    }
    // "sorry, 95k" after a take-home worked on the profile's 85k: a correction that names no
    // field corrects the one figure of the person's that the last answer read.
    if let Some(v) = reading.unresolved_correction
        && reading.facts.is_empty()
        && let Some(field) = conversation::profile_figure_read(&ctx.history)
    {
        reading
            .facts
            .extend(facts::statement_of(field, v.to_string()));
    }
    let target_country = reading
        .facts
        .iter()
        .find(|f| f.field == ProfileField::Country && !f.hypothetical)
        .and_then(|f| Country::parse(&f.raw))
        .unwrap_or(ctx.profile.country);

    let mut accepted: Vec<(ProfileField, Option<String>)> = Vec::new();
    let mut derivations = Vec::new();
    let mut refused = Vec::new();
    for fact in reading.facts.iter().filter(|f| !f.hypothetical) {
        if ProfileField::COMPUTED.contains(&fact.field) {
            refused.push(Refusal {
                field: fact.field,
                raw: fact.raw.clone(),
                reason: "is calculated from your income before tax, so tell me that instead".into(),
            });
            continue;
        }
        match parse_field(fact.field, Some(&fact.raw), target_country) {
            Ok(_) => {
                accepted.push((fact.field, Some(fact.raw.clone())));
                if let Some(d) = &fact.derivation {
                    derivations.push((fact.field, d.clone()));
                }
            }
            Err(e) => refused.push(Refusal {
                field: fact.field,
                raw: fact.raw.clone(),
                reason: reason_of(&e),
            }),
        }
    }

    // Take-home pay stated: work back to the gross income the tax engine would need.
    let mut net_to_gross = None;
    if let Some((net, hypothetical)) = reading.net_income {
        let mut base = ctx.profile.clone();
        let _ = apply_raw_changes(&mut base, &accepted);
        if let Some(gross) = gross_for_net(&base, net, ctx.today) {
            let income_given = accepted
                .iter()
                .any(|(f, _)| *f == ProfileField::AnnualIncome);
            let save = !hypothetical && base.annual_income.is_none() && !income_given;
            if save {
                accepted.push((ProfileField::AnnualIncome, Some(gross.to_string())));
            }
            let mut req = TaxRequest::from_profile(&base);
            req.income = gross;
            let rules = calculate(&req, ctx.today)
                .map(|r| rules_of(&r))
                .unwrap_or_else(|_| "the tax rules".into());
            // The stored income is kept: its own take-home answers the question.
            let stored = base.annual_income.filter(|_| !save).and_then(|income| {
                calculate(&TaxRequest::from_profile(&base), ctx.today)
                    .ok()
                    .map(|r| (income, r.take_home))
            });
            net_to_gross = Some(NetToGross {
                net,
                gross,
                saved: save,
                rules,
                stored,
            });
        }
    }

    let mut updated = ctx.profile.clone();
    let applied = match apply_update(&mut updated, &accepted, ctx.today) {
        Ok(changed) => changed,
        Err(e) => {
            // Never expected (every change was checked above); keep the profile as it was.
            tracing::warn!(error = %e, "built-in advisor: validated changes failed to apply");
            updated = ctx.profile.clone();
            Vec::new()
        }
    };
    let changes: Vec<(ProfileField, Option<String>)> = accepted
        .into_iter()
        .filter(|(f, _)| applied.iter().any(|c| c.field == *f))
        .collect();

    let mut scenario = updated.clone();
    for fact in reading.facts.iter().filter(|f| f.hypothetical) {
        let _ = apply_raw_changes(&mut scenario, &[(fact.field, Some(fact.raw.clone()))]);
    }

    Understanding {
        reading,
        slots,
        route,
        intent,
        follow,
        parts: Vec::new(),
        changes,
        derivations,
        refused,
        updated,
        scenario,
        net_to_gross,
    }
}

impl Understanding {
    /// Part of the message read on its own (with its own route), against the same profile: an
    /// option of a comparison, one question of two.
    pub(crate) fn part(&self, tokens: &[amounts::Token], ctx: &AdvisorContext) -> Understanding {
        let rc = ReadContext {
            country: ctx.profile.country,
            current: Vec::new(),
            previous_user_message: None,
        };
        let reading = read(&text_of(tokens), &rc);
        let slots = slots::read(&reading.tokens, ctx.profile.country);
        let route = router::route(&reading, &slots);
        Understanding {
            reading,
            slots,
            route,
            intent: route.primary,
            follow: None,
            parts: Vec::new(),
            changes: Vec::new(),
            derivations: Vec::new(),
            refused: Vec::new(),
            updated: self.updated.clone(),
            scenario: self.scenario.clone(),
            net_to_gross: None,
        }
    }
}

/// Text for re-reading a run of tokens.
pub(crate) fn text_of(tokens: &[amounts::Token]) -> String {
    let mut s = String::new();
    for t in tokens {
        let piece = match &t.tok {
            // A percent given to a bare figure ("6 or 7%") keeps its sign, and a sum its dollar
            // sign (the token's spelling leaves it out).
            amounts::Tok::Amount(a) if a.percent && !t.orig.contains('%') => format!("{}%", t.orig),
            amounts::Tok::Amount(a) if a.currency && !t.orig.contains('$') => {
                format!("${}", t.orig)
            }
            _ => t.orig.clone(),
        };
        // A dash standing alone keeps its spaces; other marks sit against the word before.
        if !s.is_empty() && !matches!(t.tok, amounts::Tok::Punct(c) if c != '-') {
            s.push(' ');
        }
        s.push_str(&piece);
    }
    s
}

/// The domain's message without the field name ("must be between 0 and …").
fn reason_of(e: &finance_domain::DomainError) -> String {
    match e {
        finance_domain::DomainError::InvalidField { message, .. } => message.clone(),
        other => other.to_string(),
    }
}

/// The gross annual income whose take-home is `net` for this profile: the smallest whole dollar
/// whose take-home reaches it, by bisection over whole dollars with the domain's tax calculation
/// (take-home rises with income). `None` when it cannot be found.
pub(crate) fn gross_for_net(
    p: &FinancialProfile,
    net: Decimal,
    today: NaiveDate,
) -> Option<Decimal> {
    if net <= Decimal::ZERO || net > dec!(100_000_000) {
        return None;
    }
    let take_home = |gross: Decimal| -> Option<Decimal> {
        let mut req = TaxRequest::from_profile(p);
        req.income = gross;
        calculate(&req, today).ok().map(|r| r.take_home)
    };
    // Take-home never exceeds the gross, so the answer is at least `net`.
    let mut lo = net.floor() - Decimal::ONE;
    let mut hi = (net * dec!(3)).ceil();
    if take_home(hi)? < net {
        return None;
    }
    // Invariant: take_home(lo) < net <= take_home(hi).
    while hi - lo > Decimal::ONE {
        let mid = ((lo + hi) / dec!(2)).floor();
        if take_home(mid)? < net {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    Some(hi)
}
