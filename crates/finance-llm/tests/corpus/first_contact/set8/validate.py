#!/usr/bin/env python3
"""Checks questions.jsonl and conversations.jsonl against the brief's formats."""
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
    "profile_summary", "facts", "greeting", "thanks", "help", "unknown",
}
LIMITS = {"standard_deduction", "child_tax_credit", "social_security_wage_base", "fica", "tax_free_threshold",
          "medicare_levy", "surcharge_thresholds", "tax_brackets", "concessional_cap", "non_concessional_cap",
          "super_guarantee_rate", "401k_limit", "ira_limit", "hsa_limit", "age_pension_rate",
          "help_repayment_thresholds"}
EXPLAINS = {"franking_credits", "negative_gearing", "capital_gains_tax", "roth_vs_traditional", "ira", "401k",
            "hsa", "social_security_ages", "us_medicare", "super", "help_debt", "age_pension",
            "first_home_schemes", "offset_vs_redraw", "index_funds_and_fees", "life_insurance",
            "extra_repayments_vs_super", "savings_by_age"}
TOPICS = {"lease-vs-buy-car", "concessional-super-contributions", "family-trust-setup",
          "investment-property-vs-shares", "debt-consolidation", "emergency-fund-size",
          "salary-sacrifice-strategies", "tax-effective-investing"}
FIELDS = {"country", "state", "annualIncome", "householdIncome", "monthlyExpenses", "rentOrMortgage",
          "currentSavings", "propertyValue", "superBalance", "investmentAccounts", "emergencyFund",
          "emergencyFundCurrent", "emergencyFundMonths", "mortgageBalance", "debts", "helpDebt",
          "numberOfCars", "dependents", "age", "spouseAge", "maritalStatus", "otherAssets", "retirementAge",
          "expectedReturnRate", "retirementWithdrawalRate", "inflationRate", "privateHospitalCover",
          "salarySacrifice", "preTaxRetirement", "employerMatch", "retirementSpending",
          "voluntaryContributions"}
COMPUTED = {"takeHome", "federalTax", "stateTax", "ficaTax"}
AU_STATES = {"NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT"}
US_STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ "
                "NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
MARITAL = {"single", "married", "de facto", "divorced", "separated", "widowed"}
FIG = re.compile(r"^\$\d{1,3}(,\d{3})*(\.\d{2})?$")
NUM = re.compile(r"^-?\d+(\.\d+)?$")

errors = []


def err(where, msg):
    errors.append(f"{where}: {msg}")


def one_intent(i):
    if i in PLAIN or i == "*":
        return True
    if i.startswith("limit:"):
        return i[6:] in LIMITS
    if i.startswith("explain:"):
        return i[8:] in EXPLAINS
    if i.startswith("topic:"):
        return i[6:] in TOPICS
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
            err(where, f"unknown intent {part!r}")


def check_profile(where, prof, is_write):
    if not isinstance(prof, dict):
        err(where, "profile/ch is not an object")
        return
    for k, v in prof.items():
        if k not in FIELDS:
            err(where, f"unknown profile field {k!r}" + (" (computed, never written)" if k in COMPUTED else ""))
            continue
        if not isinstance(v, str):
            err(where, f"{k} value is not a string: {v!r}")
            continue
        if k in ("country",) and v not in ("australia", "us"):
            err(where, f"bad country {v!r}")
        if k == "state" and v not in AU_STATES | US_STATES:
            err(where, f"bad state {v!r}")
        if k == "maritalStatus" and v not in MARITAL:
            err(where, f"bad maritalStatus {v!r}")
        if k == "privateHospitalCover" and v not in ("true", "false"):
            err(where, f"bad privateHospitalCover {v!r}")
        if k not in ("country", "state", "maritalStatus", "otherAssets", "privateHospitalCover") \
                and not NUM.match(v):
            err(where, f"{k} is not a canonical number string: {v!r}")
        if k in ("expectedReturnRate", "retirementWithdrawalRate", "inflationRate", "employerMatch") \
                and NUM.match(v) and float(v) >= 1:
            err(where, f"{k} should be a fraction: {v!r}")
    if is_write and "emergencyFund" in prof:
        if prof.get("emergencyFundCurrent") != prof["emergencyFund"]:
            err(where, "emergencyFund write without a matching emergencyFundCurrent")
    if "emergencyFund" in prof and not is_write and prof.get("emergencyFundCurrent") != prof["emergencyFund"]:
        err(where, "starting profile emergencyFund without matching emergencyFundCurrent")


def check_turn(where, t, keys):
    for k in keys:
        if k not in t:
            err(where, f"missing key {k!r}")
    if not isinstance(t.get("m"), str) or not t.get("m", "").strip():
        err(where, "empty message")
    check_intent(where, t.get("intent"))
    check_profile(where + " ch", t.get("ch", {}), True)
    figs = t.get("figs", [])
    if not isinstance(figs, list):
        err(where, "figs is not a list")
    else:
        for f in figs:
            if not isinstance(f, str) or not FIG.match(f):
                err(where, f"bad figure format {f!r}")
    has = t.get("has", [])
    if not isinstance(has, list) or not all(isinstance(h, str) and 0 < len(h) <= 20 for h in has):
        err(where, f"bad has {has!r}")


def main():
    nq = 0
    with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            where = f"questions.jsonl:{n}"
            try:
                r = json.loads(line)
            except json.JSONDecodeError as e:
                err(where, f"bad JSON: {e}")
                continue
            nq += 1
            extra = set(r) - {"m", "p", "intent", "ch", "figs", "has"}
            if extra:
                err(where, f"unexpected keys {extra}")
            check_profile(where + " p", r.get("p"), False)
            check_turn(where, r, ("m", "p", "intent", "ch", "figs", "has"))
    nc = 0
    ids = set()
    with open(os.path.join(HERE, "conversations.jsonl"), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            where = f"conversations.jsonl:{n}"
            try:
                r = json.loads(line)
            except json.JSONDecodeError as e:
                err(where, f"bad JSON: {e}")
                continue
            nc += 1
            if set(r) != {"id", "p", "turns"}:
                err(where, f"keys {set(r)}")
            if r.get("id") in ids:
                err(where, "duplicate id")
            ids.add(r.get("id"))
            check_profile(where + " p", r.get("p"), False)
            turns = r.get("turns")
            if not isinstance(turns, list) or not 2 <= len(turns) <= 4:
                err(where, "a conversation needs 2-4 turns")
                continue
            for i, t in enumerate(turns, 1):
                if set(t) - {"m", "intent", "ch", "figs", "has"}:
                    err(f"{where} turn {i}", f"unexpected keys {set(t)}")
                check_turn(f"{where} turn {i}", t, ("m", "intent", "ch", "figs", "has"))
    if nq < 160:
        err("questions.jsonl", f"only {nq} questions (need 160)")
    if nc < 55:
        err("conversations.jsonl", f"only {nc} conversations (need 55)")
    for e in errors:
        print(e)
    print(f"{nq} questions, {nc} conversations, {len(errors)} errors")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
