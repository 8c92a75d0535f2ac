//! The one spec intent not yet described by its inputs: net worth, answered from the profile as
//! the spec's reply did. `own/` is porting it (with the other questions about the person's own
//! figures); this file goes when that lands.

use finance_domain::Country;

use super::{Intent, IntentDef};
use crate::builtin::Understanding;
use crate::builtin::inputs::Inputs;
use crate::builtin::out::Out;
use crate::context::AdvisorContext;
use crate::format::money;

pub(crate) const DEF: IntentDef = IntentDef {
    noun: "question",
    inputs: &[],
    read: |_, _, _| Inputs::new(),
    answer,
};

fn answer(_: Intent, _: &Inputs, _: &AdvisorContext, u: &Understanding, out: &mut Out) {
    let p = &u.updated;
    if p.total_assets().is_zero() && p.total_liabilities().is_zero() {
        out.para("I don't know your assets or debts yet. Tell me things like your savings, super, investments, property value, mortgage and other debts, and I'll work out your net worth.");
        return;
    }
    out.para(format!(
        "From your profile:\n\n- Assets: **{}** (savings, property, {}, investments and emergency fund)\n- Liabilities: **{}** (mortgage and other debts)\n- Net worth: **{}**",
        money(p.total_assets()),
        if p.country == Country::Australia { "super" } else { "401(k)" },
        money(p.total_liabilities()),
        money(p.net_worth())
    ));
}
