#!/usr/bin/env python3
"""Checks questions.jsonl / conversations.jsonl against BRIEF.md formats."""
import json, re, sys, os
HERE = os.path.dirname(os.path.abspath(__file__))
PLAIN = set("tax retirement loan_repayment loan_extra_repayment loan_payoff_time savings_growth savings_target "
            "savings_time_to_target nest_egg todays_dollars bonus_after_tax raise_after_tax couple_take_home "
            "surcharge_cost compare_states compare_years pretax_saving contribution_what_if net_worth equity "
            "savings_rate employer_contributions emergency_cover debt_to_income years_to_retirement emergency_fund "
            "budget debt home_buying salary_sacrifice retirement_accounts profile_summary facts greeting thanks help unknown *".split())
LIMITS = set("standard_deduction child_tax_credit social_security_wage_base fica tax_free_threshold medicare_levy "
             "surcharge_thresholds tax_brackets concessional_cap non_concessional_cap super_guarantee_rate 401k_limit "
             "ira_limit hsa_limit age_pension_rate help_repayment_thresholds".split())
EXPL = set("franking_credits negative_gearing capital_gains_tax roth_vs_traditional ira 401k hsa social_security_ages "
           "us_medicare super help_debt age_pension first_home_schemes offset_vs_redraw index_funds_and_fees "
           "life_insurance extra_repayments_vs_super savings_by_age".split())
TOPICS = set("lease-vs-buy-car concessional-super-contributions family-trust-setup investment-property-vs-shares "
             "debt-consolidation emergency-fund-size salary-sacrifice-strategies tax-effective-investing".split())
MONEY_F = set("annualIncome householdIncome monthlyExpenses rentOrMortgage currentSavings propertyValue superBalance "
              "investmentAccounts emergencyFund emergencyFundCurrent mortgageBalance debts helpDebt salarySacrifice "
              "preTaxRetirement retirementSpending voluntaryContributions".split())
COUNT_F = {"numberOfCars", "dependents", "age", "spouseAge", "retirementAge", "emergencyFundMonths"}
RATE_F = {"expectedReturnRate", "retirementWithdrawalRate", "inflationRate", "employerMatch"}
AU_ST = set("NSW VIC QLD WA SA TAS ACT NT".split())
US_ST = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC "
            "ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
MARITAL = {"single", "married", "de facto", "divorced", "separated", "widowed"}
FIELDS = MONEY_F | COUNT_F | RATE_F | {"country", "state", "maritalStatus", "otherAssets", "privateHospitalCover"}
MONEY_RE = re.compile(r"^\$\d{1,3}(,\d{3})*(\.\d{2})?$")
errs = []

def err(where, msg):
    errs.append(f"{where}: {msg}")

def intent_ok(i):
    if i in PLAIN: return True
    if "+" in i: return all(intent_ok(x) and x != "*" and "+" not in x for x in i.split("+")) and len(i.split("+")) >= 2
    if i.startswith("limit:"): return i[6:] in LIMITS
    if i.startswith("explain:"): return i[8:] in EXPL
    if i.startswith("topic:"): return i[6:] in TOPICS
    return False

def canon_ok(k, v):
    if not isinstance(v, str): return False
    if k in MONEY_F: return re.fullmatch(r"-?(0|[1-9]\d*)(\.\d[1-9]|\.[1-9]0)?", v) is not None
    if k in COUNT_F: return re.fullmatch(r"0|[1-9]\d*", v) is not None
    if k in RATE_F: return re.fullmatch(r"0(\.\d*[1-9])?|1", v) is not None
    if k == "country": return v in ("australia", "us")
    if k == "state": return v in AU_ST or v in US_ST
    if k == "maritalStatus": return v in MARITAL
    if k == "privateHospitalCover": return v in ("true", "false")
    return k == "otherAssets"

def check_ch(where, ch):
    if not isinstance(ch, dict): return err(where, "ch not an object")
    for k, v in ch.items():
        if k not in FIELDS: err(where, f"unknown field {k}")
        elif not canon_ok(k, v): err(where, f"non-canonical write {k}={v!r}")
    if "emergencyFund" in ch and ch.get("emergencyFundCurrent") != ch["emergencyFund"]:
        err(where, "emergencyFund without matching emergencyFundCurrent")

def check_turn(where, d, keys):
    if set(d) != keys: err(where, f"keys {sorted(d)} != {sorted(keys)}")
    if not isinstance(d.get("m"), str) or not d.get("m", "").strip(): err(where, "empty m")
    if not intent_ok(d.get("intent", "")): err(where, f"bad intent {d.get('intent')!r}")
    check_ch(where, d.get("ch"))
    for f in d.get("figs", []) if isinstance(d.get("figs"), list) else [None]:
        if not isinstance(f, str) or not MONEY_RE.match(f): err(where, f"bad fig {f!r}")
    if not isinstance(d.get("has"), list) or not all(isinstance(h, str) and h for h in d["has"]): err(where, "bad has")

def check_p(where, p):
    if not isinstance(p, dict): return err(where, "p not an object")
    for k in p:
        if k not in FIELDS: err(where, f"unknown profile field {k}")

def lines(name):
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        for n, l in enumerate(f, 1):
            try:
                yield n, json.loads(l)
            except Exception as e:
                err(f"{name}:{n}", f"bad JSON {e}")

nq = 0
for n, d in lines("questions.jsonl"):
    nq += 1
    check_turn(f"questions:{n}", d, {"m", "p", "intent", "ch", "figs", "has"})
    check_p(f"questions:{n}", d.get("p"))
nc = 0; ids = set()
for n, d in lines("conversations.jsonl"):
    nc += 1
    w = f"conversations:{n}"
    if set(d) != {"id", "p", "turns"}: err(w, f"keys {sorted(d)}")
    if d.get("id") in ids: err(w, "duplicate id")
    ids.add(d.get("id"))
    check_p(w, d.get("p"))
    ts = d.get("turns", [])
    if not isinstance(ts, list) or not 2 <= len(ts) <= 4: err(w, "needs 2-4 turns")
    for i, tt in enumerate(ts):
        check_turn(f"{w} turn {i+1}", tt, {"m", "intent", "ch", "figs", "has"})
if nq < 150: err("questions", f"only {nq}")
if nc < 50: err("conversations", f"only {nc}")
for e in errs: print(e)
print(f"{nq} questions, {nc} conversations, {len(errs)} errors")
sys.exit(1 if errs else 0)
