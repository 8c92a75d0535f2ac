#!/usr/bin/env python3
"""Validate questions.jsonl and conversations.jsonl against the formats in BRIEF.md."""
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
PROFILE = {
    "country", "state", "annualIncome", "householdIncome", "monthlyExpenses", "rentOrMortgage",
    "currentSavings", "propertyValue", "superBalance", "investmentAccounts", "emergencyFund",
    "emergencyFundCurrent", "emergencyFundMonths", "mortgageBalance", "debts", "helpDebt",
    "numberOfCars", "dependents", "age", "spouseAge", "maritalStatus", "otherAssets",
    "retirementAge", "expectedReturnRate", "retirementWithdrawalRate", "inflationRate",
    "privateHospitalCover", "salarySacrifice", "preTaxRetirement", "employerMatch",
    "retirementSpending", "voluntaryContributions",
}
AU_STATES = {"NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT"}
US_STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE "
                "NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
MARITAL = {"single", "married", "de facto", "divorced", "separated", "widowed"}
MONEY = re.compile(r"^-?\$\d{1,3}(,\d{3})*(\.\d{2})?$")
NUM = re.compile(r"^-?\d+(\.\d+)?$")


def valid_single(i):
    if i in PLAIN:
        return True
    kind, _, ident = i.partition(":")
    return (kind == "limit" and ident in LIMITS) or (kind == "explain" and ident in EXPLAINS) or (
        kind == "topic" and ident in TOPICS)


def valid_intent(i):
    if not isinstance(i, str) or not i:
        return False
    return all(valid_single(part) for part in i.split("+"))


def check_profile(d, where, errs, writes=False):
    if not isinstance(d, dict):
        errs.append(f"{where}: not an object")
        return
    for k, v in d.items():
        if k not in PROFILE:
            errs.append(f"{where}: unknown profile field {k}")
            continue
        if not isinstance(v, str):
            errs.append(f"{where}: {k} value must be a string, got {v!r}")
            continue
        if k == "country" and v not in ("australia", "us"):
            errs.append(f"{where}: bad country {v}")
        elif k == "state" and v not in AU_STATES | US_STATES:
            errs.append(f"{where}: bad state {v}")
        elif k == "maritalStatus" and v not in MARITAL:
            errs.append(f"{where}: bad maritalStatus {v}")
        elif k == "privateHospitalCover" and v not in ("true", "false"):
            errs.append(f"{where}: bad privateHospitalCover {v}")
        elif k not in ("country", "state", "maritalStatus", "privateHospitalCover", "otherAssets") \
                and not NUM.match(v):
            errs.append(f"{where}: {k} not a canonical number string: {v!r}")
    if writes and "emergencyFund" in d and d.get("emergencyFundCurrent") != d["emergencyFund"]:
        errs.append(f"{where}: emergencyFund written without matching emergencyFundCurrent")


def check_turn(rec, where, errs, need_p):
    keys = {"m", "intent", "ch", "figs", "has"} | ({"p"} if need_p else set())
    missing = keys - rec.keys()
    if missing:
        errs.append(f"{where}: missing keys {sorted(missing)}")
        return
    extra = set(rec.keys()) - keys
    if extra:
        errs.append(f"{where}: unexpected keys {sorted(extra)}")
    if not isinstance(rec["m"], str) or not rec["m"].strip():
        errs.append(f"{where}: empty message")
    if not valid_intent(rec["intent"]):
        errs.append(f"{where}: invalid intent {rec['intent']!r}")
    if need_p:
        check_profile(rec["p"], where + " p", errs)
    check_profile(rec["ch"], where + " ch", errs, writes=True)
    for f in rec["figs"] if isinstance(rec["figs"], list) else [None]:
        if not isinstance(f, str) or not MONEY.match(f):
            errs.append(f"{where}: bad figure {f!r}")
    for h in rec["has"] if isinstance(rec["has"], list) else [None]:
        if not isinstance(h, str) or not h or len(h) > 20:
            errs.append(f"{where}: bad has token {h!r}")


def main():
    errs = []
    nq = 0
    with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            try:
                rec = json.loads(line)
            except json.JSONDecodeError as e:
                errs.append(f"questions:{n}: invalid JSON ({e})")
                continue
            nq += 1
            check_turn(rec, f"questions:{n}", errs, need_p=True)
    nc = 0
    ids = set()
    with open(os.path.join(HERE, "conversations.jsonl"), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            try:
                rec = json.loads(line)
            except json.JSONDecodeError as e:
                errs.append(f"conversations:{n}: invalid JSON ({e})")
                continue
            nc += 1
            where = f"conversations:{n}"
            for k in ("id", "p", "turns"):
                if k not in rec:
                    errs.append(f"{where}: missing key {k}")
            if set(rec.keys()) - {"id", "p", "turns"}:
                errs.append(f"{where}: unexpected keys")
            if rec.get("id") in ids:
                errs.append(f"{where}: duplicate id {rec.get('id')}")
            ids.add(rec.get("id"))
            check_profile(rec.get("p", {}), where + " p", errs)
            turns = rec.get("turns", [])
            if not isinstance(turns, list) or not 2 <= len(turns) <= 4:
                errs.append(f"{where}: needs 2-4 turns")
                continue
            for j, tr in enumerate(turns, 1):
                check_turn(tr, f"{where} turn {j}", errs, need_p=False)
    if nq < 150:
        errs.append(f"only {nq} questions (need >= 150)")
    if nc < 50:
        errs.append(f"only {nc} conversations (need >= 50)")
    for e in errs:
        print(e)
    print(f"{nq} questions, {nc} conversations, {len(errs)} problems")
    sys.exit(1 if errs else 0)


if __name__ == "__main__":
    main()
