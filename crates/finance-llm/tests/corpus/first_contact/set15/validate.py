#!/usr/bin/env python3
"""Check questions.jsonl and conversations.jsonl against the formats in BRIEF.md."""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

PLAIN = {"tax", "retirement", "loan_repayment", "loan_extra_repayment", "loan_payoff_time",
         "savings_growth", "savings_target", "savings_time_to_target", "nest_egg", "todays_dollars",
         "bonus_after_tax", "raise_after_tax", "couple_take_home", "surcharge_cost", "compare_states",
         "compare_years", "pretax_saving", "contribution_what_if", "net_worth", "equity", "savings_rate",
         "employer_contributions", "emergency_cover", "debt_to_income", "years_to_retirement",
         "emergency_fund", "budget", "debt", "home_buying", "salary_sacrifice", "retirement_accounts",
         "profile_summary", "facts", "greeting", "thanks", "help", "unknown", "*"}
LIMITS = {"standard_deduction", "child_tax_credit", "social_security_wage_base", "fica",
          "tax_free_threshold", "medicare_levy", "surcharge_thresholds", "tax_brackets",
          "concessional_cap", "non_concessional_cap", "super_guarantee_rate", "401k_limit", "ira_limit",
          "hsa_limit", "age_pension_rate", "help_repayment_thresholds"}
EXPLAINS = {"franking_credits", "negative_gearing", "capital_gains_tax", "roth_vs_traditional", "ira",
            "401k", "hsa", "social_security_ages", "us_medicare", "super", "help_debt", "age_pension",
            "first_home_schemes", "offset_vs_redraw", "index_funds_and_fees", "life_insurance",
            "extra_repayments_vs_super", "savings_by_age"}
TOPICS = {"lease-vs-buy-car", "concessional-super-contributions", "family-trust-setup",
          "investment-property-vs-shares", "debt-consolidation", "emergency-fund-size",
          "salary-sacrifice-strategies", "tax-effective-investing"}

MONEY_FIELDS = {"annualIncome", "householdIncome", "monthlyExpenses", "rentOrMortgage", "currentSavings",
                "propertyValue", "superBalance", "investmentAccounts", "emergencyFund",
                "emergencyFundCurrent", "mortgageBalance", "debts", "helpDebt", "salarySacrifice",
                "preTaxRetirement", "retirementSpending", "voluntaryContributions"}
COUNT_FIELDS = {"numberOfCars", "dependents", "age", "spouseAge", "retirementAge"}
RATE_FIELDS = {"expectedReturnRate", "retirementWithdrawalRate", "inflationRate", "employerMatch"}
OTHER_FIELDS = {"country", "state", "maritalStatus", "otherAssets", "privateHospitalCover",
                "emergencyFundMonths"}
FIELDS = MONEY_FIELDS | COUNT_FIELDS | RATE_FIELDS | OTHER_FIELDS
AU_STATES = {"NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT"}
US_STATES = set("AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ "
                "NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC".split())
MARITAL = {"single", "married", "de facto", "divorced", "separated", "widowed"}
FIG_RE = re.compile(r"^\$\d{1,3}(,\d{3})*(\.\d{2})?$")

errors = []


def err(where, msg):
    errors.append("%s: %s" % (where, msg))


def intent_ok(intent):
    parts = intent.split("+")
    for part in parts:
        if part in PLAIN:
            continue
        kind, _, ident = part.partition(":")
        if kind == "limit" and ident in LIMITS:
            continue
        if kind == "explain" and ident in EXPLAINS:
            continue
        if kind == "topic" and ident in TOPICS:
            continue
        return False
    return "*" not in parts or len(parts) == 1


def check_profile(where, prof, label):
    if not isinstance(prof, dict):
        err(where, "%s is not an object" % label)
        return
    for k, v in prof.items():
        if k not in FIELDS:
            err(where, "%s: unknown field %r" % (label, k))
            continue
        if not isinstance(v, str):
            err(where, "%s: %s value must be a string, got %r" % (label, k, v))
            continue
        if k in MONEY_FIELDS and not re.fullmatch(r"\d+(\.\d{1,2})?", v):
            err(where, "%s: %s=%r not a decimal dollar string" % (label, k, v))
        if k in COUNT_FIELDS and not re.fullmatch(r"\d+", v):
            err(where, "%s: %s=%r not a count" % (label, k, v))
        if k in RATE_FIELDS and not re.fullmatch(r"0(\.\d+)?", v):
            err(where, "%s: %s=%r not a fraction" % (label, k, v))
        if k == "country" and v not in ("australia", "us"):
            err(where, "%s: bad country %r" % (label, v))
        if k == "maritalStatus" and v not in MARITAL:
            err(where, "%s: bad maritalStatus %r" % (label, v))
        if k == "privateHospitalCover" and v not in ("true", "false"):
            err(where, "%s: bad privateHospitalCover %r" % (label, v))
        if k == "state":
            country = prof.get("country", "australia")
            if label == "ch":
                pass
            elif country == "us" and v not in US_STATES:
                err(where, "%s: bad US state %r" % (label, v))
            elif country == "australia" and v not in AU_STATES:
                err(where, "%s: bad AU state %r" % (label, v))
            if v not in US_STATES | AU_STATES:
                err(where, "%s: unknown state %r" % (label, v))
    if "emergencyFund" in prof and prof.get("emergencyFundCurrent") != prof["emergencyFund"]:
        err(where, "%s: emergencyFund without matching emergencyFundCurrent" % label)


def check_turn(where, t, keys):
    if set(t) != keys:
        err(where, "keys %s, expected %s" % (sorted(t), sorted(keys)))
    if not isinstance(t.get("m"), str) or not t.get("m", "").strip():
        err(where, "m must be a non-empty string")
    if not isinstance(t.get("intent"), str) or not intent_ok(t.get("intent", "")):
        err(where, "invalid intent %r" % t.get("intent"))
    check_profile(where, t.get("ch", {}), "ch")
    for name in ("figs", "has"):
        v = t.get(name)
        if not isinstance(v, list) or not all(isinstance(x, str) for x in v):
            err(where, "%s must be a list of strings" % name)
    for f in t.get("figs", []):
        if not FIG_RE.match(f):
            err(where, "fig %r is not $N,NNN or $N,NNN.NN" % f)
    for h in t.get("has", []):
        if len(h) > 20:
            err(where, "has token %r too long" % h)


def load(name):
    rows = []
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            if not line.strip():
                err("%s:%d" % (name, i), "blank line")
                continue
            try:
                rows.append((i, json.loads(line)))
            except json.JSONDecodeError as e:
                err("%s:%d" % (name, i), "invalid JSON: %s" % e)
    return rows


qs = load("questions.jsonl")
for i, q in qs:
    where = "questions.jsonl:%d" % i
    if not isinstance(q, dict):
        err(where, "not an object")
        continue
    check_profile(where, q.get("p"), "p")
    check_turn(where, {k: v for k, v in q.items() if k != "p"}, {"m", "intent", "ch", "figs", "has"})
    if set(q) != {"m", "p", "intent", "ch", "figs", "has"}:
        err(where, "keys %s" % sorted(q))

cs = load("conversations.jsonl")
ids = set()
for i, c in cs:
    where = "conversations.jsonl:%d" % i
    if not isinstance(c, dict) or set(c) != {"id", "p", "turns"}:
        err(where, "must have exactly id, p, turns")
        continue
    if c["id"] in ids:
        err(where, "duplicate id %r" % c["id"])
    ids.add(c["id"])
    check_profile(where, c["p"], "p")
    turns = c["turns"]
    if not isinstance(turns, list) or not 2 <= len(turns) <= 4:
        err(where, "needs 2-4 turns")
        continue
    for j, t in enumerate(turns, 1):
        check_turn("%s turn %d" % (where, j), t, {"m", "intent", "ch", "figs", "has"})

msgs = [q["m"] for _, q in qs]
if len(set(msgs)) != len(msgs):
    err("questions.jsonl", "duplicate messages")
if len(qs) < 150:
    err("questions.jsonl", "only %d questions (need 150)" % len(qs))
if len(cs) < 50:
    err("conversations.jsonl", "only %d conversations (need 50)" % len(cs))

for e in errors:
    print(e)
print("%d questions, %d conversations, %d errors" % (len(qs), len(cs), len(errors)))
sys.exit(1 if errors else 0)
