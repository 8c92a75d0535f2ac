#!/usr/bin/env python3
"""Checks questions.jsonl and conversations.jsonl against the formats of BRIEF.md."""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

PLAIN = {"tax", "retirement", "loan_repayment", "loan_extra_repayment", "loan_payoff_time",
         "savings_growth", "savings_target", "savings_time_to_target", "nest_egg", "todays_dollars",
         "bonus_after_tax", "raise_after_tax", "couple_take_home", "surcharge_cost", "compare_states",
         "compare_years", "pretax_saving", "contribution_what_if", "net_worth", "equity",
         "savings_rate", "employer_contributions", "emergency_cover", "debt_to_income",
         "years_to_retirement", "emergency_fund", "budget", "debt", "home_buying",
         "salary_sacrifice", "retirement_accounts", "profile_summary", "facts", "greeting",
         "thanks", "help", "unknown"}
LIMITS = {"standard_deduction", "child_tax_credit", "social_security_wage_base", "fica",
          "tax_free_threshold", "medicare_levy", "surcharge_thresholds", "tax_brackets",
          "concessional_cap", "non_concessional_cap", "super_guarantee_rate", "401k_limit",
          "ira_limit", "hsa_limit", "age_pension_rate", "help_repayment_thresholds"}
EXPLAIN = {"franking_credits", "negative_gearing", "capital_gains_tax", "roth_vs_traditional", "ira",
           "401k", "hsa", "social_security_ages", "us_medicare", "super", "help_debt", "age_pension",
           "first_home_schemes", "offset_vs_redraw", "index_funds_and_fees", "life_insurance",
           "extra_repayments_vs_super", "savings_by_age"}
TOPICS = {"lease-vs-buy-car", "concessional-super-contributions", "family-trust-setup",
          "investment-property-vs-shares", "debt-consolidation", "emergency-fund-size",
          "salary-sacrifice-strategies", "tax-effective-investing"}
FIELDS = {"country", "state", "annualIncome", "householdIncome", "monthlyExpenses", "rentOrMortgage",
          "currentSavings", "propertyValue", "superBalance", "investmentAccounts", "emergencyFund",
          "emergencyFundCurrent", "emergencyFundMonths", "mortgageBalance", "debts", "helpDebt",
          "numberOfCars", "dependents", "age", "spouseAge", "maritalStatus", "otherAssets",
          "retirementAge", "expectedReturnRate", "retirementWithdrawalRate", "inflationRate",
          "privateHospitalCover", "salarySacrifice", "preTaxRetirement", "employerMatch",
          "retirementSpending", "voluntaryContributions"}
AU_STATES = {"NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT"}
US_STATES = set("AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV "
                "NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC".split())
MARITAL = {"single", "married", "de facto", "divorced", "separated", "widowed"}
FIG = re.compile(r"^\$\d{1,3}(,\d{3})*(\.\d{2})?$")
NUM = re.compile(r"^-?\d+(\.\d+)?$")

errors = []


def err(where, msg):
    errors.append("%s: %s" % (where, msg))


def one_intent(i):
    if i in PLAIN or i == "*":
        return True
    for pre, ids in (("limit:", LIMITS), ("explain:", EXPLAIN), ("topic:", TOPICS)):
        if i.startswith(pre):
            return i[len(pre):] in ids
    return False


def check_intent(where, i):
    if not isinstance(i, str) or not i:
        err(where, "intent missing")
        return
    parts = i.split("+")
    if len(parts) > 1 and "*" in parts:
        err(where, "'*' inside a compound intent")
    for part in parts:
        if not one_intent(part):
            err(where, "unknown intent %r" % part)


def check_profile(where, d, is_ch):
    if not isinstance(d, dict):
        err(where, "not an object")
        return
    for k, v in d.items():
        if k not in FIELDS:
            err(where, "unknown profile field %r" % k)
        if not isinstance(v, str):
            err(where, "value of %s is not a string: %r" % (k, v))
            continue
        if k == "country" and v not in ("australia", "us"):
            err(where, "bad country %r" % v)
        if k == "state" and v not in AU_STATES | US_STATES:
            err(where, "bad state %r" % v)
        if k == "maritalStatus" and v not in MARITAL:
            err(where, "bad maritalStatus %r" % v)
        if k == "privateHospitalCover" and v not in ("true", "false"):
            err(where, "bad privateHospitalCover %r" % v)
        if k not in ("country", "state", "maritalStatus", "privateHospitalCover", "otherAssets") \
                and not NUM.match(v):
            err(where, "non-numeric %s %r" % (k, v))
    if "emergencyFund" in d and d.get("emergencyFundCurrent") != d["emergencyFund"]:
        err(where, "emergencyFund without matching emergencyFundCurrent")
    if is_ch and "emergencyFundCurrent" in d and "emergencyFund" not in d:
        err(where, "emergencyFundCurrent written without emergencyFund")


def check_item(where, x, keys):
    for k in keys:
        if k not in x:
            err(where, "missing key %s" % k)
    if not isinstance(x.get("m"), str) or not x.get("m", "").strip():
        err(where, "empty message")
    check_intent(where, x.get("intent"))
    check_profile(where + " ch", x.get("ch"), True)
    for key in ("figs", "has"):
        v = x.get(key)
        if not isinstance(v, list) or not all(isinstance(s, str) for s in v):
            err(where, "%s must be a list of strings" % key)
    for f in x.get("figs", []):
        if not FIG.match(f):
            err(where, "bad figure format %r" % f)
    for h in x.get("has", []):
        if len(h) > 20:
            err(where, "has token too long %r" % h)


def main():
    nq = 0
    with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            where = "questions.jsonl:%d" % n
            try:
                x = json.loads(line)
            except ValueError as e:
                err(where, "JSON: %s" % e)
                continue
            nq += 1
            check_profile(where + " p", x.get("p"), False)
            check_item(where, x, ("m", "p", "intent", "ch", "figs", "has"))
    nc = nt = 0
    ids = set()
    with open(os.path.join(HERE, "conversations.jsonl"), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            where = "conversations.jsonl:%d" % n
            try:
                x = json.loads(line)
            except ValueError as e:
                err(where, "JSON: %s" % e)
                continue
            nc += 1
            if x.get("id") in ids:
                err(where, "duplicate id")
            ids.add(x.get("id"))
            check_profile(where + " p", x.get("p"), False)
            turns = x.get("turns")
            if not isinstance(turns, list) or not 2 <= len(turns) <= 4:
                err(where, "must have 2-4 turns")
                continue
            for i, tn in enumerate(turns, 1):
                nt += 1
                check_item("%s turn %d" % (where, i), tn, ("m", "intent", "ch", "figs", "has"))
    if nq < 160:
        err("questions.jsonl", "fewer than 160 questions (%d)" % nq)
    if nc < 55:
        err("conversations.jsonl", "fewer than 55 conversations (%d)" % nc)
    for e in errors:
        print("ERROR", e)
    print("%d questions, %d conversations (%d turns): %s" %
          (nq, nc, nt, "OK" if not errors else "%d errors" % len(errors)))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
