#!/usr/bin/env python3
"""Checks questions.jsonl and conversations.jsonl against BRIEF.md's formats."""
import json, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
PLAIN = {"tax", "retirement", "loan_repayment", "loan_extra_repayment", "loan_payoff_time", "savings_growth",
         "savings_target", "savings_time_to_target", "nest_egg", "todays_dollars", "bonus_after_tax", "raise_after_tax",
         "couple_take_home", "surcharge_cost", "compare_states", "compare_years", "pretax_saving", "contribution_what_if",
         "net_worth", "equity", "savings_rate", "employer_contributions", "emergency_cover", "debt_to_income",
         "years_to_retirement", "emergency_fund", "budget", "debt", "home_buying", "salary_sacrifice",
         "retirement_accounts", "profile_summary", "facts", "greeting", "thanks", "help", "unknown", "*"}
LIMITS = {"standard_deduction", "child_tax_credit", "social_security_wage_base", "fica", "tax_free_threshold",
          "medicare_levy", "surcharge_thresholds", "tax_brackets", "concessional_cap", "non_concessional_cap",
          "super_guarantee_rate", "401k_limit", "ira_limit", "hsa_limit", "age_pension_rate", "help_repayment_thresholds"}
EXPLAIN = {"franking_credits", "negative_gearing", "capital_gains_tax", "roth_vs_traditional", "ira", "401k", "hsa",
           "social_security_ages", "us_medicare", "super", "help_debt", "age_pension", "first_home_schemes",
           "offset_vs_redraw", "index_funds_and_fees", "life_insurance", "extra_repayments_vs_super", "savings_by_age"}
TOPICS = {"lease-vs-buy-car", "concessional-super-contributions", "family-trust-setup", "investment-property-vs-shares",
          "debt-consolidation", "emergency-fund-size", "salary-sacrifice-strategies", "tax-effective-investing"}
MONEY_FIELDS = {"annualIncome", "householdIncome", "monthlyExpenses", "rentOrMortgage", "currentSavings", "propertyValue",
                "superBalance", "investmentAccounts", "emergencyFund", "emergencyFundCurrent", "mortgageBalance", "debts",
                "helpDebt", "salarySacrifice", "preTaxRetirement", "retirementSpending", "voluntaryContributions"}
COUNT_FIELDS = {"numberOfCars", "dependents", "age", "spouseAge", "retirementAge", "emergencyFundMonths"}
RATE_FIELDS = {"expectedReturnRate", "retirementWithdrawalRate", "inflationRate", "employerMatch"}
AU_STATES = {"NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT"}
US_STATES = set("AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND "
                "OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC".split())
MARITAL = {"single", "married", "de facto", "divorced", "separated", "widowed"}
MONEY_RE = re.compile(r"^\$\d{1,3}(,\d{3})*(\.\d{2})?$")
DEC_RE = re.compile(r"^(0|[1-9]\d*)(\.\d*[1-9])?$")
errors = []

def err(where, msg): errors.append("%s: %s" % (where, msg))

def intent_ok(it):
    parts = it.split("+")
    if it != "*" and "*" in parts and len(parts) > 1: return False
    for p in parts:
        if p in PLAIN: continue
        k, _, v = p.partition(":")
        if k == "limit" and v in LIMITS: continue
        if k == "explain" and v in EXPLAIN: continue
        if k == "topic" and v in TOPICS: continue
        return False
    return True

def check_writes(where, d, label):
    if not isinstance(d, dict): err(where, label + " not an object"); return
    for k, v in d.items():
        if not isinstance(v, str): err(where, "%s.%s not a string" % (label, k)); continue
        if k in MONEY_FIELDS or k in RATE_FIELDS:
            if not DEC_RE.match(v): err(where, "%s.%s not canonical decimal: %r" % (label, k, v))
            if k in RATE_FIELDS and DEC_RE.match(v) and float(v) >= 1: err(where, "%s.%s rate not a fraction" % (label, k))
        elif k in COUNT_FIELDS:
            if not re.match(r"^(0|[1-9]\d*)$", v): err(where, "%s.%s not canonical count: %r" % (label, k, v))
        elif k == "country":
            if v not in ("australia", "us"): err(where, "bad country " + v)
        elif k == "state":
            if v not in AU_STATES | US_STATES: err(where, "bad state " + v)
        elif k == "maritalStatus":
            if v not in MARITAL: err(where, "bad maritalStatus " + v)
        elif k == "privateHospitalCover":
            if v not in ("true", "false"): err(where, "bad privateHospitalCover " + v)
        elif k == "otherAssets":
            pass
        else:
            err(where, "%s: unknown field %s" % (label, k))
    if "emergencyFund" in d and d.get("emergencyFundCurrent") != d["emergencyFund"]:
        err(where, label + ": emergencyFund without matching emergencyFundCurrent")

def check_turn(where, t, keys):
    if set(t) != keys: err(where, "keys %s != %s" % (sorted(t), sorted(keys)))
    if not isinstance(t.get("m"), str) or not t.get("m", "").strip(): err(where, "empty m")
    if not isinstance(t.get("intent"), str) or not intent_ok(t.get("intent", "")): err(where, "bad intent %r" % t.get("intent"))
    check_writes(where, t.get("ch"), "ch")
    figs = t.get("figs")
    if not isinstance(figs, list): err(where, "figs not list")
    else:
        for f in figs:
            if not isinstance(f, str) or not MONEY_RE.match(f): err(where, "bad fig %r" % f)
    has = t.get("has")
    if not isinstance(has, list) or not all(isinstance(h, str) and 0 < len(h) <= 20 for h in has):
        err(where, "bad has %r" % has)

def lines(name):
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            try: yield i, json.loads(line)
            except Exception as e: err("%s:%d" % (name, i), "bad JSON: %s" % e); continue

nq = 0
for i, o in lines("questions.jsonl"):
    nq += 1; w = "questions.jsonl:%d" % i
    check_turn(w, o, {"m", "p", "intent", "ch", "figs", "has"})
    check_writes(w, o.get("p"), "p")
nc = 0; ids = set()
for i, o in lines("conversations.jsonl"):
    nc += 1; w = "conversations.jsonl:%d" % i
    if set(o) != {"id", "p", "turns"}: err(w, "keys %s" % sorted(o))
    if o.get("id") in ids: err(w, "duplicate id")
    ids.add(o.get("id"))
    check_writes(w, o.get("p"), "p")
    turns = o.get("turns")
    if not isinstance(turns, list) or not 2 <= len(turns) <= 4: err(w, "needs 2-4 turns"); continue
    for j, t in enumerate(turns):
        check_turn("%s turn %d" % (w, j + 1), t, {"m", "intent", "ch", "figs", "has"})
if nq < 150: err("questions.jsonl", "only %d questions" % nq)
if nc < 50: err("conversations.jsonl", "only %d conversations" % nc)
for e in errors: print(e)
print("%d questions, %d conversations, %d errors" % (nq, nc, len(errors)))
sys.exit(1 if errors else 0)
