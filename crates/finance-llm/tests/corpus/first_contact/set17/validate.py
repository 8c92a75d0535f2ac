#!/usr/bin/env python3
"""Check questions.jsonl and conversations.jsonl against the formats in BRIEF.md."""
import json, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))

PLAIN = {"tax", "retirement", "loan_repayment", "loan_extra_repayment", "loan_payoff_time", "savings_growth",
         "savings_target", "savings_time_to_target", "nest_egg", "todays_dollars", "bonus_after_tax",
         "raise_after_tax", "couple_take_home", "surcharge_cost", "compare_states", "compare_years",
         "pretax_saving", "contribution_what_if", "net_worth", "equity", "savings_rate",
         "employer_contributions", "emergency_cover", "debt_to_income", "years_to_retirement",
         "emergency_fund", "budget", "debt", "home_buying", "salary_sacrifice", "retirement_accounts",
         "profile_summary", "facts", "greeting", "thanks", "help", "unknown", "*"}
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
          "emergencyFundCurrent", "emergencyFundMonths", "mortgageBalance", "debts", "helpDebt", "numberOfCars",
          "dependents", "age", "spouseAge", "maritalStatus", "otherAssets", "retirementAge", "expectedReturnRate",
          "retirementWithdrawalRate", "inflationRate", "privateHospitalCover", "salarySacrifice",
          "preTaxRetirement", "employerMatch", "retirementSpending", "voluntaryContributions"}
AU_STATES = {"NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT"}
US_STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM "
                "NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
MONEY = re.compile(r"^\$\d{1,3}(,\d{3})*(\.\d{2})?$")
NUMSTR = re.compile(r"^-?\d+(\.\d+)?$")

errors = []


def err(where, msg):
    errors.append("%s: %s" % (where, msg))


def one_intent(i):
    if i in PLAIN:
        return True
    if i.startswith("limit:"):
        return i[6:] in LIMITS
    if i.startswith("explain:"):
        return i[8:] in EXPLAINS
    if i.startswith("topic:"):
        return i[6:] in TOPICS
    return False


def valid_intent(i):
    if not isinstance(i, str) or not i:
        return False
    parts = i.split("+")
    return all(one_intent(x) and x != "*" for x in parts) if len(parts) > 1 else one_intent(i)


def check_profile(where, prof, is_write):
    if not isinstance(prof, dict):
        err(where, "profile/ch not an object")
        return
    for k, v in prof.items():
        if k not in FIELDS:
            err(where, "unknown profile field %r" % k)
            continue
        if not isinstance(v, str):
            err(where, "%s value must be a string, got %r" % (k, v))
            continue
        if k == "country" and v not in ("australia", "us"):
            err(where, "bad country %r" % v)
        if k == "state" and v not in AU_STATES | US_STATES:
            err(where, "bad state %r" % v)
        if k == "maritalStatus" and v not in ("single", "married", "de facto", "divorced", "separated", "widowed"):
            err(where, "bad maritalStatus %r" % v)
        if k == "privateHospitalCover" and v not in ("true", "false"):
            err(where, "bad privateHospitalCover %r" % v)
        if k not in ("country", "state", "maritalStatus", "otherAssets", "privateHospitalCover") and not NUMSTR.match(v):
            err(where, "%s is not a canonical number string: %r" % (k, v))
    if "emergencyFund" in prof and is_write and prof.get("emergencyFundCurrent") != prof["emergencyFund"]:
        err(where, "emergencyFund write without matching emergencyFundCurrent")


def check_turn(where, t, keys):
    for k in keys:
        if k not in t:
            err(where, "missing key %r" % k)
    if not isinstance(t.get("m"), str) or not t.get("m", "").strip():
        err(where, "empty message")
    if not valid_intent(t.get("intent")):
        err(where, "invalid intent %r" % t.get("intent"))
    check_profile(where + " ch", t.get("ch", {}), True)
    figs = t.get("figs", [])
    if not isinstance(figs, list):
        err(where, "figs not a list")
    else:
        for f in figs:
            if not isinstance(f, str) or not MONEY.match(f):
                err(where, "bad money figure %r" % f)
    has = t.get("has", [])
    if not isinstance(has, list) or not all(isinstance(h, str) and 0 < len(h) <= 20 for h in has):
        err(where, "bad has %r" % has)


def main():
    nq = nc = 0
    with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            where = "questions.jsonl:%d" % ln
            try:
                d = json.loads(line)
            except Exception as e:
                err(where, "invalid JSON: %s" % e)
                continue
            nq += 1
            extra = set(d) - {"m", "p", "intent", "ch", "figs", "has"}
            if extra:
                err(where, "unexpected keys %s" % extra)
            if "p" not in d:
                err(where, "missing key 'p'")
            check_profile(where + " p", d.get("p", {}), False)
            check_turn(where, d, ["m", "p", "intent", "ch", "figs", "has"])
    ids = set()
    with open(os.path.join(HERE, "conversations.jsonl"), encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            where = "conversations.jsonl:%d" % ln
            try:
                d = json.loads(line)
            except Exception as e:
                err(where, "invalid JSON: %s" % e)
                continue
            nc += 1
            for k in ("id", "p", "turns"):
                if k not in d:
                    err(where, "missing key %r" % k)
            if d.get("id") in ids:
                err(where, "duplicate id %r" % d.get("id"))
            ids.add(d.get("id"))
            check_profile(where + " p", d.get("p", {}), False)
            turns = d.get("turns", [])
            if not isinstance(turns, list) or not 2 <= len(turns) <= 4:
                err(where, "needs 2-4 turns")
                continue
            for i, t in enumerate(turns, 1):
                extra = set(t) - {"m", "intent", "ch", "figs", "has"}
                if extra:
                    err(where, "turn %d unexpected keys %s" % (i, extra))
                check_turn("%s turn %d" % (where, i), t, ["m", "intent", "ch", "figs", "has"])
    for e in errors:
        print(e)
    print("%d questions, %d conversations, %d errors" % (nq, nc, len(errors)))
    if nq < 150 or nc < 50:
        print("too few lines")
        return 1
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
