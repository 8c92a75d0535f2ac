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
LIMITS = {
    "standard_deduction", "child_tax_credit", "social_security_wage_base", "fica", "tax_free_threshold",
    "medicare_levy", "surcharge_thresholds", "tax_brackets", "concessional_cap", "non_concessional_cap",
    "super_guarantee_rate", "401k_limit", "ira_limit", "hsa_limit", "age_pension_rate",
    "help_repayment_thresholds",
}
EXPLAINS = {
    "franking_credits", "negative_gearing", "capital_gains_tax", "roth_vs_traditional", "ira", "401k", "hsa",
    "social_security_ages", "us_medicare", "super", "help_debt", "age_pension", "first_home_schemes",
    "offset_vs_redraw", "index_funds_and_fees", "life_insurance", "extra_repayments_vs_super", "savings_by_age",
}
TOPICS = {
    "lease-vs-buy-car", "concessional-super-contributions", "family-trust-setup",
    "investment-property-vs-shares", "debt-consolidation", "emergency-fund-size",
    "salary-sacrifice-strategies", "tax-effective-investing",
}
FIELDS = {
    "country", "state", "annualIncome", "householdIncome", "monthlyExpenses", "rentOrMortgage",
    "currentSavings", "propertyValue", "superBalance", "investmentAccounts", "emergencyFund",
    "emergencyFundCurrent", "emergencyFundMonths", "mortgageBalance", "debts", "helpDebt", "numberOfCars",
    "dependents", "age", "spouseAge", "maritalStatus", "otherAssets", "retirementAge", "expectedReturnRate",
    "retirementWithdrawalRate", "inflationRate", "privateHospitalCover", "salarySacrifice",
    "preTaxRetirement", "employerMatch", "retirementSpending", "voluntaryContributions",
}
AU_STATES = {"NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT"}
US_STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM "
                "NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
MARITAL = {"single", "married", "de facto", "divorced", "separated", "widowed"}
NUMERIC = re.compile(r"^-?\d+(\.\d{1,2})?$")
RATE = re.compile(r"^0(\.\d+)?$|^1(\.0+)?$")
FIG = re.compile(r"^-?\$\d{1,3}(,\d{3})*(\.\d{2})?$")


def intent_ok(s):
    parts = s.split("+")
    for p in parts:
        if p in PLAIN:
            continue
        if p.startswith("limit:") and p[6:] in LIMITS:
            continue
        if p.startswith("explain:") and p[8:] in EXPLAINS:
            continue
        if p.startswith("topic:") and p[6:] in TOPICS:
            continue
        return False
    return len(parts) == 1 or "*" not in parts


def check_profile(d, where, errs):
    if not isinstance(d, dict):
        errs.append(f"{where}: not an object")
        return
    for k, v in d.items():
        if k not in FIELDS:
            errs.append(f"{where}: unknown field {k}")
            continue
        if not isinstance(v, str):
            errs.append(f"{where}: {k} value not a string")
            continue
        if k == "country" and v not in ("australia", "us"):
            errs.append(f"{where}: bad country {v}")
        elif k == "state" and v not in AU_STATES | US_STATES:
            errs.append(f"{where}: bad state {v}")
        elif k == "maritalStatus" and v not in MARITAL:
            errs.append(f"{where}: bad maritalStatus {v}")
        elif k == "privateHospitalCover" and v not in ("true", "false"):
            errs.append(f"{where}: bad bool {v}")
        elif k in ("expectedReturnRate", "retirementWithdrawalRate", "inflationRate", "employerMatch"):
            if not RATE.match(v):
                errs.append(f"{where}: bad rate {k}={v}")
        elif k not in ("country", "state", "maritalStatus", "privateHospitalCover", "otherAssets"):
            if not NUMERIC.match(v):
                errs.append(f"{where}: bad number {k}={v}")
    if "emergencyFund" in d and d.get("emergencyFundCurrent") != d["emergencyFund"]:
        errs.append(f"{where}: emergencyFund without matching emergencyFundCurrent")


def check_turn(o, where, errs, need_p):
    keys = {"m", "intent", "ch", "figs", "has"} | ({"p"} if need_p else set())
    missing = keys - set(o)
    extra = set(o) - keys
    if missing:
        errs.append(f"{where}: missing keys {sorted(missing)}")
        return
    if extra:
        errs.append(f"{where}: extra keys {sorted(extra)}")
    if not isinstance(o["m"], str) or not o["m"].strip():
        errs.append(f"{where}: empty message")
    if not isinstance(o["intent"], str) or not intent_ok(o["intent"]):
        errs.append(f"{where}: bad intent {o['intent']!r}")
    if need_p:
        check_profile(o["p"], where + " p", errs)
    check_profile(o["ch"], where + " ch", errs)
    if not isinstance(o["figs"], list) or not all(isinstance(f, str) and FIG.match(f) for f in o["figs"]):
        errs.append(f"{where}: bad figs {o['figs']!r}")
    if not isinstance(o["has"], list) or not all(isinstance(h, str) and 0 < len(h) <= 20 for h in o["has"]):
        errs.append(f"{where}: bad has {o['has']!r}")


def main():
    errs = []
    nq = nc = 0
    with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            try:
                o = json.loads(line)
            except json.JSONDecodeError as e:
                errs.append(f"questions:{i}: invalid JSON ({e})")
                continue
            nq += 1
            check_turn(o, f"questions:{i}", errs, True)
    ids = set()
    with open(os.path.join(HERE, "conversations.jsonl"), encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            try:
                o = json.loads(line)
            except json.JSONDecodeError as e:
                errs.append(f"conversations:{i}: invalid JSON ({e})")
                continue
            nc += 1
            where = f"conversations:{i}"
            if set(o) != {"id", "p", "turns"}:
                errs.append(f"{where}: keys {sorted(o)}")
                continue
            if o["id"] in ids:
                errs.append(f"{where}: duplicate id {o['id']}")
            ids.add(o["id"])
            check_profile(o["p"], where + " p", errs)
            if not isinstance(o["turns"], list) or not 2 <= len(o["turns"]) <= 4:
                errs.append(f"{where}: needs 2-4 turns")
                continue
            for j, t in enumerate(o["turns"], 1):
                check_turn(t, f"{where} turn {j}", errs, False)
    if nq < 150:
        errs.append(f"only {nq} questions (need 150)")
    if nc < 50:
        errs.append(f"only {nc} conversations (need 50)")
    for e in errs:
        print(e)
    print(f"questions: {nq}  conversations: {nc}  errors: {len(errs)}")
    return 1 if errs else 0


if __name__ == "__main__":
    sys.exit(main())
