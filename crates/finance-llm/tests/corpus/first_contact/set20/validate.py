#!/usr/bin/env python3
"""Check questions.jsonl and conversations.jsonl: valid JSON, required keys, valid intents,
profile writes as canonical strings, figures formatted as money."""
import json, os, re, sys

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
          "numberOfCars", "dependents", "age", "spouseAge", "maritalStatus", "otherAssets", "retirementAge",
          "expectedReturnRate", "retirementWithdrawalRate", "inflationRate", "privateHospitalCover",
          "salarySacrifice", "preTaxRetirement", "employerMatch", "retirementSpending",
          "voluntaryContributions"}
AU_STATES = {"NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT"}
US_STATES = set("AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ "
                "NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC".split())
MARITAL = {"single", "married", "de facto", "divorced", "separated", "widowed"}
MONEY = re.compile(r"^\$\d{1,3}(,\d{3})*(\.\d{2})?$")
NUM = re.compile(r"^-?\d+(\.\d+)?$")

def valid_intent(i):
    if not isinstance(i, str) or not i:
        return False
    parts = i.split("+")
    if len(parts) > 1 and "*" in parts:
        return False
    for p in parts:
        if p in PLAIN: continue
        if p.startswith("limit:") and p[6:] in LIMITS: continue
        if p.startswith("explain:") and p[8:] in EXPLAIN: continue
        if p.startswith("topic:") and p[6:] in TOPICS: continue
        return False
    return True

def check_profile(d, where, errs):
    if not isinstance(d, dict):
        errs.append(f"{where}: not an object"); return
    for k, v in d.items():
        if k not in FIELDS:
            errs.append(f"{where}: unknown field {k}")
        if not isinstance(v, str):
            errs.append(f"{where}: {k} value must be a string")
            continue
        if k == "country" and v not in ("australia", "us"):
            errs.append(f"{where}: bad country {v}")
        elif k == "state" and v not in AU_STATES | US_STATES:
            errs.append(f"{where}: bad state {v}")
        elif k == "maritalStatus" and v not in MARITAL:
            errs.append(f"{where}: bad maritalStatus {v}")
        elif k == "privateHospitalCover" and v not in ("true", "false"):
            errs.append(f"{where}: bad bool {v}")
        elif k not in ("country", "state", "maritalStatus", "privateHospitalCover", "otherAssets") and not NUM.match(v):
            errs.append(f"{where}: {k} not a decimal string: {v}")
    if "emergencyFund" in d and d.get("emergencyFundCurrent") != d["emergencyFund"]:
        errs.append(f"{where}: emergencyFund without matching emergencyFundCurrent")

def check_item(d, where, errs, need_p):
    keys = {"m", "intent", "ch", "figs", "has"} | ({"p"} if need_p else set())
    missing = keys - set(d)
    if missing:
        errs.append(f"{where}: missing keys {sorted(missing)}")
        return
    if not isinstance(d["m"], str) or not d["m"].strip():
        errs.append(f"{where}: empty message")
    if not valid_intent(d["intent"]):
        errs.append(f"{where}: bad intent {d['intent']!r}")
    check_profile(d["ch"], where + " ch", errs)
    if need_p:
        check_profile(d["p"], where + " p", errs)
    for f in d["figs"]:
        if not isinstance(f, str) or not MONEY.match(f):
            errs.append(f"{where}: bad fig {f!r}")
    for h in d["has"]:
        if not isinstance(h, str) or not h or len(h) > 20:
            errs.append(f"{where}: bad has {h!r}")

def main():
    errs = []
    nq = nc = 0
    with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            try:
                d = json.loads(line)
            except Exception as e:
                errs.append(f"questions:{n}: invalid JSON ({e})"); continue
            nq += 1
            check_item(d, f"questions:{n}", errs, True)
    ids = set()
    with open(os.path.join(HERE, "conversations.jsonl"), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            try:
                d = json.loads(line)
            except Exception as e:
                errs.append(f"conversations:{n}: invalid JSON ({e})"); continue
            nc += 1
            for k in ("id", "p", "turns"):
                if k not in d:
                    errs.append(f"conversations:{n}: missing {k}")
            if "id" in d:
                if d["id"] in ids: errs.append(f"conversations:{n}: duplicate id")
                ids.add(d["id"])
            check_profile(d.get("p", {}), f"conversations:{n} p", errs)
            turns = d.get("turns", [])
            if not (2 <= len(turns) <= 4):
                errs.append(f"conversations:{n}: {len(turns)} turns (need 2-4)")
            for i, tt in enumerate(turns):
                check_item(tt, f"conversations:{n} turn {i+1}", errs, False)
    for e in errs:
        print(e)
    print(f"{nq} questions, {nc} conversations, {len(errs)} errors")
    if nq < 150 or nc < 50:
        print("too few items"); return 1
    return 1 if errs else 0

if __name__ == "__main__":
    sys.exit(main())
