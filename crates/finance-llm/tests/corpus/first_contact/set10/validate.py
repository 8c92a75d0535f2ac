#!/usr/bin/env python3
"""Checks questions.jsonl and conversations.jsonl against BRIEF.md's formats. Exit 1 on any error."""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

SIMPLE = {"tax", "retirement", "loan_repayment", "loan_extra_repayment", "loan_payoff_time", "savings_growth",
          "savings_target", "savings_time_to_target", "nest_egg", "todays_dollars", "bonus_after_tax",
          "raise_after_tax", "couple_take_home", "surcharge_cost", "compare_states", "compare_years",
          "pretax_saving", "contribution_what_if", "net_worth", "equity", "savings_rate",
          "employer_contributions", "emergency_cover", "debt_to_income", "years_to_retirement",
          "emergency_fund", "budget", "debt", "home_buying", "salary_sacrifice", "retirement_accounts",
          "profile_summary", "facts", "greeting", "thanks", "help", "unknown", "*"}
LIMIT_IDS = {"standard_deduction", "child_tax_credit", "social_security_wage_base", "fica", "tax_free_threshold",
             "medicare_levy", "surcharge_thresholds", "tax_brackets", "concessional_cap", "non_concessional_cap",
             "super_guarantee_rate", "401k_limit", "ira_limit", "hsa_limit", "age_pension_rate",
             "help_repayment_thresholds"}
EXPLAIN_IDS = {"franking_credits", "negative_gearing", "capital_gains_tax", "roth_vs_traditional", "ira", "401k",
               "hsa", "social_security_ages", "us_medicare", "super", "help_debt", "age_pension",
               "first_home_schemes", "offset_vs_redraw", "index_funds_and_fees", "life_insurance",
               "extra_repayments_vs_super", "savings_by_age"}
TOPIC_IDS = {"lease-vs-buy-car", "concessional-super-contributions", "family-trust-setup",
             "investment-property-vs-shares", "debt-consolidation", "emergency-fund-size",
             "salary-sacrifice-strategies", "tax-effective-investing"}

MONEY = {"annualIncome", "householdIncome", "monthlyExpenses", "rentOrMortgage", "currentSavings", "propertyValue",
         "superBalance", "investmentAccounts", "emergencyFund", "emergencyFundCurrent", "mortgageBalance", "debts",
         "helpDebt", "salarySacrifice", "preTaxRetirement", "retirementSpending", "voluntaryContributions"}
COUNTS = {"numberOfCars", "dependents", "age", "spouseAge", "emergencyFundMonths", "retirementAge"}
RATES = {"expectedReturnRate", "retirementWithdrawalRate", "inflationRate", "employerMatch"}
OTHER = {"country", "state", "maritalStatus", "otherAssets", "privateHospitalCover"}
COMPUTED = {"takeHome", "federalTax", "stateTax", "ficaTax"}
FIELDS = MONEY | COUNTS | RATES | OTHER
AU_STATES = {"NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT"}
US_STATES = set("AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY "
                "NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC".split())
MARITAL = {"single", "married", "de facto", "divorced", "separated", "widowed"}

MONEY_RE = re.compile(r"^(0|[1-9]\d*)(\.\d\d)?$")
COUNT_RE = re.compile(r"^(0|[1-9]\d*)$")
RATE_RE = re.compile(r"^(0|1)(\.\d*[1-9])?$")
FIG_RE = re.compile(r"^-?\$(0|[1-9]\d{0,2}(,\d{3})*)(\.\d\d)?$")

errors = []


def err(where, msg):
    errors.append(f"{where}: {msg}")


def intent_ok(intent):
    parts = intent.split("+")
    if len(parts) > 1 and "*" in parts:
        return False
    for part in parts:
        if part in SIMPLE:
            continue
        kind, _, ident = part.partition(":")
        if kind == "limit" and ident in LIMIT_IDS:
            continue
        if kind == "explain" and ident in EXPLAIN_IDS:
            continue
        if kind == "topic" and ident in TOPIC_IDS:
            continue
        return False
    return True


def check_value(where, k, v, country, canonical):
    """canonical=True for writes (strings only); profiles may hold counts as numbers and bools."""
    if k in COMPUTED:
        err(where, f"computed field {k} must not appear")
        return
    if k not in FIELDS:
        err(where, f"unknown profile field {k}")
        return
    if k in COUNTS:
        if isinstance(v, bool) or not (isinstance(v, int) or (isinstance(v, str) and COUNT_RE.match(v))):
            err(where, f"{k}={v!r} is not a count")
        elif canonical and not isinstance(v, str):
            err(where, f"write {k} must be a string")
        return
    if k == "privateHospitalCover":
        ok = v in ("true", "false") or (not canonical and isinstance(v, bool))
        if not ok:
            err(where, f"{k}={v!r} must be 'true'/'false'")
        return
    if not isinstance(v, str):
        err(where, f"{k}={v!r} must be a string")
        return
    if k in MONEY:
        if not MONEY_RE.match(v) or v.endswith(".00"):
            err(where, f"{k}={v!r} is not a canonical money string")
    elif k in RATES:
        if not RATE_RE.match(v):
            err(where, f"{k}={v!r} is not a canonical fraction")
    elif k == "country":
        if v not in ("australia", "us"):
            err(where, f"country={v!r}")
    elif k == "state":
        allowed = US_STATES if country == "us" else AU_STATES
        if v not in allowed:
            err(where, f"state={v!r} not valid for country {country}")
    elif k == "maritalStatus":
        if v not in MARITAL:
            err(where, f"maritalStatus={v!r}")


def check_profile(where, p, canonical=False):
    if not isinstance(p, dict):
        err(where, "profile/writes must be an object")
        return
    country = p.get("country", "australia")
    for k, v in p.items():
        check_value(where, k, v, country, canonical)
    if "emergencyFund" in p and p.get("emergencyFundCurrent") != p["emergencyFund"]:
        err(where, "emergencyFund needs emergencyFundCurrent with the same value")


def check_turn(where, t, profile, keys):
    if set(t.keys()) != keys:
        err(where, f"fields {sorted(t.keys())} != {sorted(keys)}")
        return
    if not isinstance(t["m"], str) or not t["m"].strip():
        err(where, "empty message")
    if not isinstance(t["intent"], str) or not intent_ok(t["intent"]):
        err(where, f"bad intent {t['intent']!r}")
    ch = t["ch"]
    if not isinstance(ch, dict):
        err(where, "ch must be an object")
    else:
        country = ch.get("country", profile.get("country", "australia"))
        for k, v in ch.items():
            check_value(where + " ch", k, v, country, True)
        if "emergencyFund" in ch and ch.get("emergencyFundCurrent") != ch["emergencyFund"]:
            err(where, "emergencyFund write needs emergencyFundCurrent")
        if t["intent"] == "facts" and not ch:
            pass  # a fact about someone else may save nothing
    for key in ("figs", "has"):
        if not isinstance(t[key], list) or not all(isinstance(x, str) for x in t[key]):
            err(where, f"{key} must be a list of strings")
    for f in t.get("figs", []):
        if not FIG_RE.match(f):
            err(where, f"fig {f!r} not in $N,NNN or $N,NNN.NN form")
    for h in t.get("has", []):
        if len(h) > 20 or not h.strip():
            err(where, f"has token {h!r} too long/empty")


def load(path):
    rows = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                err(f"{os.path.basename(path)}:{n}", "blank line")
                continue
            try:
                rows.append((n, json.loads(line)))
            except json.JSONDecodeError as e:
                err(f"{os.path.basename(path)}:{n}", f"bad JSON: {e}")
    return rows


def main():
    qpath = os.path.join(HERE, "questions.jsonl")
    cpath = os.path.join(HERE, "conversations.jsonl")
    qs = load(qpath)
    seen = set()
    for n, q in qs:
        where = f"questions.jsonl:{n}"
        if not isinstance(q, dict):
            err(where, "not an object")
            continue
        if set(q.keys()) != {"m", "p", "intent", "ch", "figs", "has"}:
            err(where, f"fields {sorted(q.keys())}")
            continue
        check_profile(where + " p", q["p"])
        check_turn(where, q, q["p"], {"m", "p", "intent", "ch", "figs", "has"})
        if q["m"] in seen:
            err(where, "duplicate message")
        seen.add(q["m"])
    cs = load(cpath)
    ids = set()
    for n, c in cs:
        where = f"conversations.jsonl:{n}"
        if not isinstance(c, dict) or set(c.keys()) != {"id", "p", "turns"}:
            err(where, "needs exactly id, p, turns")
            continue
        if c["id"] in ids:
            err(where, f"duplicate id {c['id']}")
        ids.add(c["id"])
        check_profile(where + " p", c["p"])
        turns = c["turns"]
        if not isinstance(turns, list) or not 2 <= len(turns) <= 4:
            err(where, "needs 2-4 turns")
            continue
        prof = dict(c["p"])
        for i, t in enumerate(turns, 1):
            if not isinstance(t, dict):
                err(f"{where} turn {i}", "not an object")
                continue
            check_turn(f"{where} turn {i}", t, prof, {"m", "intent", "ch", "figs", "has"})
            if isinstance(t.get("ch"), dict):
                prof.update(t["ch"])
    nq, nc = len(qs), len(cs)
    if nq < 150:
        err("questions.jsonl", f"only {nq} questions (need 150)")
    if nc < 50:
        err("conversations.jsonl", f"only {nc} conversations (need 50)")
    for e in errors:
        print("ERROR", e)
    print(f"questions={nq} conversations={nc} turns={sum(len(c['turns']) for _, c in cs if isinstance(c, dict))} "
          f"errors={len(errors)}")
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
