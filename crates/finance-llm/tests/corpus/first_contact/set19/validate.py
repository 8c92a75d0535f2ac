#!/usr/bin/env python3
"""Check questions.jsonl and conversations.jsonl against the formats in BRIEF.md."""
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
LIMITS = {"standard_deduction", "child_tax_credit", "social_security_wage_base", "fica", "tax_free_threshold",
          "medicare_levy", "surcharge_thresholds", "tax_brackets", "concessional_cap", "non_concessional_cap",
          "super_guarantee_rate", "401k_limit", "ira_limit", "hsa_limit", "age_pension_rate",
          "help_repayment_thresholds"}
EXPLAIN = {"franking_credits", "negative_gearing", "capital_gains_tax", "roth_vs_traditional", "ira", "401k",
           "hsa", "social_security_ages", "us_medicare", "super", "help_debt", "age_pension",
           "first_home_schemes", "offset_vs_redraw", "index_funds_and_fees", "life_insurance",
           "extra_repayments_vs_super", "savings_by_age"}
TOPICS = {"lease-vs-buy-car", "concessional-super-contributions", "family-trust-setup",
          "investment-property-vs-shares", "debt-consolidation", "emergency-fund-size",
          "salary-sacrifice-strategies", "tax-effective-investing"}
FIELDS = {"country", "state", "annualIncome", "householdIncome", "monthlyExpenses", "rentOrMortgage",
          "currentSavings", "propertyValue", "superBalance", "investmentAccounts", "emergencyFund",
          "emergencyFundCurrent", "emergencyFundMonths", "mortgageBalance", "debts", "helpDebt", "numberOfCars",
          "dependents", "age", "spouseAge", "maritalStatus", "otherAssets", "retirementAge",
          "expectedReturnRate", "retirementWithdrawalRate", "inflationRate", "privateHospitalCover",
          "salarySacrifice", "preTaxRetirement", "employerMatch", "retirementSpending", "voluntaryContributions"}
AU_STATES = {"NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT"}
US_STATES = set("AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY "
                "NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC".split())
MONEY = re.compile(r"^\$\d{1,3}(,\d{3})*(\.\d{2})?$")

errors = []

def err(where, msg):
    errors.append("%s: %s" % (where, msg))

def valid_single(i):
    if i in PLAIN:
        return True
    kind, _, ident = i.partition(":")
    return (kind == "limit" and ident in LIMITS) or (kind == "explain" and ident in EXPLAIN) or \
           (kind == "topic" and ident in TOPICS)

def valid_intent(i):
    if not isinstance(i, str) or not i:
        return False
    parts = i.split("+")
    return all(valid_single(p) and p != "*" or (p == "*" and len(parts) == 1) for p in parts)

def check_profile(where, p, what):
    if not isinstance(p, dict):
        err(where, "%s is not an object" % what); return
    for k, v in p.items():
        if k not in FIELDS:
            err(where, "%s: unknown field %r" % (what, k))
        if not isinstance(v, str):
            err(where, "%s: %s value must be a string" % (what, k))
    if "emergencyFund" in p and p.get("emergencyFundCurrent") != p["emergencyFund"]:
        err(where, "%s: emergencyFund without matching emergencyFundCurrent" % what)
    if p.get("country") not in (None, "australia", "us"):
        err(where, "%s: bad country" % what)
    if "state" in p and p["state"] not in AU_STATES | US_STATES:
        err(where, "%s: bad state" % what)

def check_item(where, d, need):
    for k in need:
        if k not in d:
            err(where, "missing key %r" % k)
    extra = set(d) - set(need) - {"p", "id", "turns"}
    if extra:
        err(where, "unexpected keys %s" % sorted(extra))
    if not isinstance(d.get("m"), str) or not d.get("m", "").strip():
        err(where, "empty message")
    if not valid_intent(d.get("intent")):
        err(where, "bad intent %r" % d.get("intent"))
    check_profile(where, d.get("ch", {}), "ch")
    for f in d.get("figs", []):
        if not isinstance(f, str) or not MONEY.match(f):
            err(where, "bad fig %r" % f)
    if not isinstance(d.get("has", []), list) or not all(isinstance(h, str) and h for h in d.get("has", [])):
        err(where, "bad has")

def main():
    nq = nc = 0
    with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            where = "questions.jsonl:%d" % n
            try:
                d = json.loads(line)
            except ValueError as e:
                err(where, "invalid JSON: %s" % e); continue
            nq += 1
            check_item(where, d, ["m", "p", "intent", "ch", "figs", "has"])
            check_profile(where, d.get("p"), "p")
    ids = set()
    with open(os.path.join(HERE, "conversations.jsonl"), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            where = "conversations.jsonl:%d" % n
            try:
                d = json.loads(line)
            except ValueError as e:
                err(where, "invalid JSON: %s" % e); continue
            nc += 1
            for k in ("id", "p", "turns"):
                if k not in d:
                    err(where, "missing key %r" % k)
            if set(d) - {"id", "p", "turns"}:
                err(where, "unexpected keys")
            if d.get("id") in ids:
                err(where, "duplicate id")
            ids.add(d.get("id"))
            check_profile(where, d.get("p"), "p")
            turns = d.get("turns", [])
            if not isinstance(turns, list) or not 2 <= len(turns) <= 4:
                err(where, "needs 2-4 turns")
                continue
            for t, turn in enumerate(turns, 1):
                check_item("%s turn %d" % (where, t), turn, ["m", "intent", "ch", "figs", "has"])
    print("questions: %d, conversations: %d" % (nq, nc))
    if nq < 150:
        err("questions.jsonl", "fewer than 150 questions")
    if nc < 50:
        err("conversations.jsonl", "fewer than 50 conversations")
    for e in errors:
        print("ERROR", e)
    print("OK" if not errors else "%d errors" % len(errors))
    return 1 if errors else 0

if __name__ == "__main__":
    sys.exit(main())
