#!/usr/bin/env python3
"""Check questions.jsonl and conversations.jsonl against the formats in BRIEF.md."""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

PLAIN = {
    "tax", "retirement", "loan_repayment", "loan_extra_repayment", "loan_payoff_time",
    "savings_growth", "savings_target", "savings_time_to_target", "nest_egg", "todays_dollars",
    "bonus_after_tax", "raise_after_tax", "couple_take_home", "surcharge_cost", "compare_states",
    "compare_years", "pretax_saving", "contribution_what_if", "net_worth", "equity", "savings_rate",
    "employer_contributions", "emergency_cover", "debt_to_income", "years_to_retirement",
    "emergency_fund", "budget", "debt", "home_buying", "salary_sacrifice", "retirement_accounts",
    "profile_summary", "facts", "greeting", "thanks", "help", "unknown", "*",
}
LIMITS = {
    "standard_deduction", "child_tax_credit", "social_security_wage_base", "fica",
    "tax_free_threshold", "medicare_levy", "surcharge_thresholds", "tax_brackets",
    "concessional_cap", "non_concessional_cap", "super_guarantee_rate", "401k_limit", "ira_limit",
    "hsa_limit", "age_pension_rate", "help_repayment_thresholds",
}
EXPLAINS = {
    "franking_credits", "negative_gearing", "capital_gains_tax", "roth_vs_traditional", "ira",
    "401k", "hsa", "social_security_ages", "us_medicare", "super", "help_debt", "age_pension",
    "first_home_schemes", "offset_vs_redraw", "index_funds_and_fees", "life_insurance",
    "extra_repayments_vs_super", "savings_by_age",
}
TOPICS = {
    "lease-vs-buy-car", "concessional-super-contributions", "family-trust-setup",
    "investment-property-vs-shares", "debt-consolidation", "emergency-fund-size",
    "salary-sacrifice-strategies", "tax-effective-investing",
}
FIELDS = {
    "country", "state", "annualIncome", "householdIncome", "monthlyExpenses", "rentOrMortgage",
    "currentSavings", "propertyValue", "superBalance", "investmentAccounts", "emergencyFund",
    "emergencyFundCurrent", "emergencyFundMonths", "mortgageBalance", "debts", "helpDebt",
    "numberOfCars", "dependents", "age", "spouseAge", "maritalStatus", "otherAssets",
    "retirementAge", "expectedReturnRate", "retirementWithdrawalRate", "inflationRate",
    "privateHospitalCover", "salarySacrifice", "preTaxRetirement", "employerMatch",
    "retirementSpending", "voluntaryContributions",
}
COMPUTED = {"takeHome", "federalTax", "stateTax", "ficaTax"}
AU_STATES = {"NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT"}
US_STATES = set("""AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE
NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC""".split())
MARITAL = {"single", "married", "de facto", "divorced", "separated", "widowed"}
MONEY = re.compile(r"^\$\d{1,3}(,\d{3})*(\.\d{2})?$")
NUM = re.compile(r"^-?\d+(\.\d+)?$")

errors = []


def err(where, msg):
    errors.append("%s: %s" % (where, msg))


def one_intent(i):
    if i in PLAIN:
        return True
    kind, _, ident = i.partition(":")
    return (kind == "limit" and ident in LIMITS) or (kind == "explain" and ident in EXPLAINS) or \
        (kind == "topic" and ident in TOPICS)


def check_intent(where, intent):
    if not isinstance(intent, str) or not intent:
        return err(where, "intent must be a non-empty string")
    parts = intent.split("+")
    for part in parts:
        if not one_intent(part):
            err(where, "unknown intent %r" % part)
    if len(parts) > 1 and "*" in parts:
        err(where, "'*' inside a compound intent")


def check_profile(where, prof, is_write):
    if not isinstance(prof, dict):
        return err(where, "profile/writes must be an object")
    for k, v in prof.items():
        if k in COMPUTED:
            err(where, "%s is computed and never written" % k)
            continue
        if k not in FIELDS:
            err(where, "unknown profile field %r" % k)
            continue
        if not isinstance(v, str):
            err(where, "%s must be a string, got %r" % (k, v))
            continue
        if k == "country" and v not in ("australia", "us"):
            err(where, "bad country %r" % v)
        elif k == "state" and v not in AU_STATES | US_STATES:
            err(where, "bad state %r" % v)
        elif k == "maritalStatus" and v not in MARITAL:
            err(where, "bad maritalStatus %r" % v)
        elif k == "privateHospitalCover" and v not in ("true", "false"):
            err(where, "bad privateHospitalCover %r" % v)
        elif k == "otherAssets":
            pass
        elif k not in ("country", "state", "maritalStatus", "privateHospitalCover") and not NUM.match(v):
            err(where, "%s must be a decimal string, got %r" % (k, v))
        if k in ("expectedReturnRate", "retirementWithdrawalRate", "inflationRate", "employerMatch") \
                and NUM.match(v) and float(v) >= 1:
            err(where, "%s must be a fraction, got %r" % (k, v))
    if is_write and ("emergencyFund" in prof) != ("emergencyFundCurrent" in prof):
        err(where, "emergencyFund and emergencyFundCurrent must be written together")
    if is_write and "emergencyFund" in prof and prof.get("emergencyFund") != prof.get("emergencyFundCurrent"):
        err(where, "emergencyFundCurrent must equal emergencyFund")


def check_turn(where, t, need_p):
    keys = {"m", "intent", "ch", "figs", "has"} | ({"p"} if need_p else set())
    missing = keys - set(t)
    if missing:
        err(where, "missing keys %s" % sorted(missing))
    extra = set(t) - keys
    if extra:
        err(where, "unexpected keys %s" % sorted(extra))
    if not isinstance(t.get("m"), str) or not t.get("m", "").strip():
        err(where, "m must be a non-empty string")
    check_intent(where, t.get("intent"))
    if need_p:
        check_profile(where + " p", t.get("p", {}), False)
    check_profile(where + " ch", t.get("ch", {}), True)
    figs = t.get("figs", [])
    if not isinstance(figs, list):
        err(where, "figs must be a list")
    else:
        for f in figs:
            if not isinstance(f, str) or not MONEY.match(f):
                err(where, "bad money figure %r" % (f,))
    has = t.get("has", [])
    if not isinstance(has, list):
        err(where, "has must be a list")
    else:
        for h in has:
            if not isinstance(h, str) or not h or len(h) > 20:
                err(where, "has tokens must be short strings, got %r" % (h,))


def load(name):
    rows = []
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                err("%s:%d" % (name, n), "blank line")
                continue
            try:
                rows.append((n, json.loads(line)))
            except json.JSONDecodeError as e:
                err("%s:%d" % (name, n), "invalid JSON: %s" % e)
    return rows


qs = load("questions.jsonl")
seen = set()
for n, q in qs:
    where = "questions.jsonl:%d" % n
    if not isinstance(q, dict):
        err(where, "not an object")
        continue
    check_turn(where, q, True)
    key = (q.get("m"), json.dumps(q.get("p"), sort_keys=True))
    if key in seen:
        err(where, "duplicate message+profile")
    seen.add(key)

cs = load("conversations.jsonl")
ids = set()
for n, c in cs:
    where = "conversations.jsonl:%d" % n
    if not isinstance(c, dict):
        err(where, "not an object")
        continue
    if set(c) != {"id", "p", "turns"}:
        err(where, "keys must be id, p, turns; got %s" % sorted(c))
    cid = c.get("id")
    if not isinstance(cid, str) or cid in ids:
        err(where, "id missing or duplicate: %r" % cid)
    ids.add(cid)
    check_profile(where + " p", c.get("p", {}), False)
    turns = c.get("turns")
    if not isinstance(turns, list) or not 2 <= len(turns) <= 4:
        err(where, "turns must be a list of 2-4 messages")
        continue
    for i, t in enumerate(turns, 1):
        if not isinstance(t, dict):
            err("%s turn %d" % (where, i), "not an object")
            continue
        check_turn("%s turn %d" % (where, i), t, False)

if len(qs) < 150:
    err("questions.jsonl", "only %d questions (need at least 150)" % len(qs))
if len(cs) < 50:
    err("conversations.jsonl", "only %d conversations (need at least 50)" % len(cs))

if errors:
    print("\n".join(errors))
    print("%d problem(s)" % len(errors))
    sys.exit(1)
print("OK: %d questions, %d conversations" % (len(qs), len(cs)))
