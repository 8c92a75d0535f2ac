#!/usr/bin/env python3
"""Validate questions.jsonl and conversations.jsonl against the formats in BRIEF.md."""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

PLAIN = {
    "tax", "retirement", "loan_repayment", "loan_extra_repayment", "loan_payoff_time", "savings_growth",
    "savings_target", "savings_time_to_target", "nest_egg", "todays_dollars", "bonus_after_tax",
    "raise_after_tax", "couple_take_home", "surcharge_cost", "compare_states", "compare_years",
    "pretax_saving", "contribution_what_if", "net_worth", "equity", "savings_rate",
    "employer_contributions", "emergency_cover", "debt_to_income", "years_to_retirement",
    "emergency_fund", "budget", "debt", "home_buying", "salary_sacrifice", "retirement_accounts",
    "profile_summary", "facts", "greeting", "thanks", "help", "unknown", "*",
}
LIMITS = {
    "standard_deduction", "child_tax_credit", "social_security_wage_base", "fica", "tax_free_threshold",
    "medicare_levy", "surcharge_thresholds", "tax_brackets", "concessional_cap", "non_concessional_cap",
    "super_guarantee_rate", "401k_limit", "ira_limit", "hsa_limit", "age_pension_rate",
    "help_repayment_thresholds",
}
EXPLAINS = {
    "franking_credits", "negative_gearing", "capital_gains_tax", "roth_vs_traditional", "ira", "401k", "hsa",
    "social_security_ages", "us_medicare", "super", "help_debt", "age_pension", "first_home_schemes",
    "offset_vs_redraw", "index_funds_and_fees", "life_insurance", "extra_repayments_vs_super",
    "savings_by_age",
}
TOPICS = {
    "lease-vs-buy-car", "concessional-super-contributions", "family-trust-setup",
    "investment-property-vs-shares", "debt-consolidation", "emergency-fund-size",
    "salary-sacrifice-strategies", "tax-effective-investing",
}
PROFILE = {
    "country", "state", "annualIncome", "householdIncome", "monthlyExpenses", "rentOrMortgage",
    "currentSavings", "propertyValue", "superBalance", "investmentAccounts", "emergencyFund",
    "emergencyFundCurrent", "emergencyFundMonths", "mortgageBalance", "debts", "helpDebt", "numberOfCars",
    "dependents", "age", "spouseAge", "maritalStatus", "otherAssets", "retirementAge", "expectedReturnRate",
    "retirementWithdrawalRate", "inflationRate", "privateHospitalCover", "salarySacrifice",
    "preTaxRetirement", "employerMatch", "retirementSpending", "voluntaryContributions",
}
COMPUTED = {"takeHome", "federalTax", "stateTax", "ficaTax"}
MONEY = {"annualIncome", "householdIncome", "monthlyExpenses", "rentOrMortgage", "currentSavings",
         "propertyValue", "superBalance", "investmentAccounts", "emergencyFund", "emergencyFundCurrent",
         "mortgageBalance", "debts", "helpDebt", "salarySacrifice", "preTaxRetirement",
         "retirementSpending", "voluntaryContributions"}
COUNTS = {"numberOfCars", "dependents", "age", "spouseAge", "retirementAge", "emergencyFundMonths"}
RATES = {"expectedReturnRate", "retirementWithdrawalRate", "inflationRate", "employerMatch"}
AU_STATES = {"NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT"}
US_STATES = set("AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ "
                "NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC".split())
MARITAL = {"single", "married", "de facto", "divorced", "separated", "widowed"}
FIG = re.compile(r"^-?\$\d{1,3}(,\d{3})*(\.\d{2})?$")

errors = []


def err(where, msg):
    errors.append(f"{where}: {msg}")


def valid_single(i):
    if i in PLAIN:
        return True
    for prefix, ids in (("limit:", LIMITS), ("explain:", EXPLAINS), ("topic:", TOPICS)):
        if i.startswith(prefix):
            return i[len(prefix):] in ids
    return False


def check_intent(where, intent):
    if not isinstance(intent, str) or not intent:
        return err(where, "intent must be a non-empty string")
    parts = intent.split("+")
    for p in parts:
        if not valid_single(p):
            err(where, f"unknown intent {p!r}")
    if len(parts) > 1 and "*" in parts:
        err(where, "'*' inside a compound intent")


def check_value(where, k, v):
    if k in COMPUTED:
        return err(where, f"{k} is computed and never written")
    if k not in PROFILE:
        return err(where, f"unknown profile field {k!r}")
    if not isinstance(v, str):
        return err(where, f"{k} value must be a string, got {v!r}")
    if k in MONEY and not re.fullmatch(r"\d+(\.\d{1,2})?", v):
        err(where, f"{k}={v!r} is not a canonical dollar string")
    if k in COUNTS and not re.fullmatch(r"\d+", v):
        err(where, f"{k}={v!r} is not a whole number")
    if k in RATES and not re.fullmatch(r"0(\.\d+)?|1", v):
        err(where, f"{k}={v!r} is not a fraction")
    if k == "country" and v not in ("australia", "us"):
        err(where, f"bad country {v!r}")
    if k == "maritalStatus" and v not in MARITAL:
        err(where, f"bad maritalStatus {v!r}")
    if k == "privateHospitalCover" and v not in ("true", "false"):
        err(where, f"bad privateHospitalCover {v!r}")


def check_profile(where, prof, name):
    if not isinstance(prof, dict):
        return err(where, f"{name} must be an object")
    for k, v in prof.items():
        check_value(f"{where} {name}", k, v)
    if "emergencyFund" in prof and prof.get("emergencyFundCurrent") != prof["emergencyFund"]:
        err(where, f"{name}: emergencyFund without the same emergencyFundCurrent")


def check_state(where, prof):
    st = prof.get("state")
    if st is None:
        return
    country = prof.get("country", "australia")
    ok = st in (US_STATES if country == "us" else AU_STATES)
    if not ok:
        err(where, f"state {st!r} does not belong to country {country!r}")


def check_turn(where, t, keys):
    for k in keys:
        if k not in t:
            err(where, f"missing key {k!r}")
    extra = set(t) - set(keys)
    if extra:
        err(where, f"unexpected keys {sorted(extra)}")
    if not isinstance(t.get("m"), str) or not t.get("m", "").strip():
        err(where, "m must be a non-empty string")
    check_intent(where, t.get("intent"))
    check_profile(where, t.get("ch", {}), "ch")
    for f in t.get("figs", []) if isinstance(t.get("figs"), list) else [None]:
        if not isinstance(f, str) or not FIG.match(f):
            err(where, f"bad fig {f!r}")
    if not isinstance(t.get("has"), list) or not all(isinstance(h, str) and h for h in t.get("has", [])):
        err(where, "has must be a list of non-empty strings")


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
                err(f"{os.path.basename(path)}:{n}", f"invalid JSON: {e}")
    return rows


def main():
    qs = load(os.path.join(HERE, "questions.jsonl"))
    seen = set()
    for n, q in qs:
        where = f"questions.jsonl:{n}"
        if not isinstance(q, dict):
            err(where, "not an object")
            continue
        check_turn(where, q, ["m", "p", "intent", "ch", "figs", "has"])
        check_profile(where, q.get("p", {}), "p")
        check_state(where, {**q.get("p", {}), **q.get("ch", {})})
        if q.get("m") in seen:
            err(where, "duplicate message")
        seen.add(q.get("m"))

    cs = load(os.path.join(HERE, "conversations.jsonl"))
    ids = set()
    for n, c in cs:
        where = f"conversations.jsonl:{n}"
        if not isinstance(c, dict):
            err(where, "not an object")
            continue
        for k in ("id", "p", "turns"):
            if k not in c:
                err(where, f"missing key {k!r}")
        if set(c) - {"id", "p", "turns"}:
            err(where, f"unexpected keys {sorted(set(c) - {'id', 'p', 'turns'})}")
        if c.get("id") in ids:
            err(where, f"duplicate id {c.get('id')!r}")
        ids.add(c.get("id"))
        check_profile(where, c.get("p", {}), "p")
        turns = c.get("turns", [])
        if not isinstance(turns, list) or not 2 <= len(turns) <= 4:
            err(where, "turns must be a list of 2-4 messages")
            continue
        prof = dict(c.get("p", {}))
        for j, t in enumerate(turns, 1):
            check_turn(f"{where} turn {j}", t, ["m", "intent", "ch", "figs", "has"])
            prof.update(t.get("ch", {}))
            check_state(f"{where} turn {j}", prof)

    print(f"{len(qs)} questions, {len(cs)} conversations")
    if len(qs) < 150:
        err("questions.jsonl", f"only {len(qs)} questions (need at least 150)")
    if len(cs) < 50:
        err("conversations.jsonl", f"only {len(cs)} conversations (need at least 50)")
    if errors:
        print("\n".join(errors))
        print(f"{len(errors)} problem(s)")
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
