#!/usr/bin/env python3
"""Check questions.jsonl and conversations.jsonl against the formats in BRIEF.md."""
import json, re, sys, os
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
BASE = set("""tax retirement loan_repayment loan_extra_repayment loan_payoff_time savings_growth savings_target
savings_time_to_target nest_egg todays_dollars bonus_after_tax raise_after_tax couple_take_home surcharge_cost
compare_states compare_years pretax_saving contribution_what_if net_worth equity savings_rate employer_contributions
emergency_cover debt_to_income years_to_retirement emergency_fund budget debt home_buying salary_sacrifice
retirement_accounts profile_summary facts greeting thanks help unknown *""".split())
LIMITS = set("""standard_deduction child_tax_credit social_security_wage_base fica tax_free_threshold medicare_levy
surcharge_thresholds tax_brackets concessional_cap non_concessional_cap super_guarantee_rate 401k_limit ira_limit
hsa_limit age_pension_rate help_repayment_thresholds""".split())
EXPLAIN = set("""franking_credits negative_gearing capital_gains_tax roth_vs_traditional ira 401k hsa social_security_ages
us_medicare super help_debt age_pension first_home_schemes offset_vs_redraw index_funds_and_fees life_insurance
extra_repayments_vs_super savings_by_age""".split())
TOPICS = set("""lease-vs-buy-car concessional-super-contributions family-trust-setup investment-property-vs-shares
debt-consolidation emergency-fund-size salary-sacrifice-strategies tax-effective-investing""".split())
FIELDS = set("""country state annualIncome householdIncome monthlyExpenses rentOrMortgage currentSavings propertyValue
superBalance investmentAccounts emergencyFund emergencyFundCurrent emergencyFundMonths mortgageBalance debts helpDebt
numberOfCars dependents age spouseAge maritalStatus otherAssets retirementAge expectedReturnRate
retirementWithdrawalRate inflationRate privateHospitalCover salarySacrifice preTaxRetirement employerMatch
retirementSpending voluntaryContributions""".split())
MONEY = re.compile(r"^\$\d{1,3}(,\d{3})*(\.\d{2})?$")


def ok_intent(i):
    if i == "*":
        return True
    for part in i.split("+"):
        if part in BASE - {"*"}:
            continue
        k, _, v = part.partition(":")
        if (k == "limit" and v in LIMITS) or (k == "explain" and v in EXPLAIN) or (k == "topic" and v in TOPICS):
            continue
        return False
    return True


def check_turn(t, where, errs):
    for k in ("m", "intent", "ch", "figs", "has"):
        if k not in t:
            errs.append("%s: missing %s" % (where, k))
    if not isinstance(t.get("m"), str) or not t["m"].strip():
        errs.append("%s: empty message" % where)
    if not ok_intent(t.get("intent", "")):
        errs.append("%s: unknown intent %r" % (where, t.get("intent")))
    ch = t.get("ch", {})
    if not isinstance(ch, dict) or any(k not in FIELDS or not isinstance(v, str) for k, v in ch.items()):
        errs.append("%s: bad ch %r" % (where, ch))
    if "emergencyFund" in ch and ch.get("emergencyFundCurrent") != ch["emergencyFund"]:
        errs.append("%s: emergencyFund without emergencyFundCurrent" % where)
    for f in t.get("figs", []):
        if not MONEY.match(f):
            errs.append("%s: bad fig %r" % (where, f))
    if not all(isinstance(h, str) and 0 < len(h) <= 20 for h in t.get("has", [])):
        errs.append("%s: bad has %r" % (where, t.get("has")))


def check_profile(p, where, errs):
    if not isinstance(p, dict) or any(k not in FIELDS or not isinstance(v, str) for k, v in p.items()):
        errs.append("%s: bad profile %r" % (where, p))


errs = []
intents = Counter()
qs = []
for n, line in enumerate(open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8"), 1):
    q = json.loads(line)
    qs.append(q)
    where = "questions:%d" % n
    if set(q) != {"m", "p", "intent", "ch", "figs", "has"}:
        errs.append("%s: keys %s" % (where, sorted(q)))
    check_profile(q.get("p"), where, errs)
    check_turn(q, where, errs)
    intents[q["intent"]] += 1
cintents = Counter()
cs = []
ids = set()
for n, line in enumerate(open(os.path.join(HERE, "conversations.jsonl"), encoding="utf-8"), 1):
    c = json.loads(line)
    cs.append(c)
    where = "conversations:%d" % n
    if set(c) != {"id", "p", "turns"}:
        errs.append("%s: keys %s" % (where, sorted(c)))
    if c["id"] in ids:
        errs.append("%s: duplicate id" % where)
    ids.add(c["id"])
    check_profile(c.get("p"), where, errs)
    if not 2 <= len(c["turns"]) <= 4:
        errs.append("%s: %d turns" % (where, len(c["turns"])))
    for i, t in enumerate(c["turns"]):
        if set(t) != {"m", "intent", "ch", "figs", "has"}:
            errs.append("%s turn %d: keys %s" % (where, i, sorted(t)))
        check_turn(t, "%s turn %d" % (where, i), errs)
        cintents[t["intent"]] += 1
msgs = [q["m"] for q in qs]
dups = [m for m, k in Counter(msgs).items() if k > 1]
if dups:
    errs.append("duplicate questions: %r" % dups)
print("questions: %d   conversations: %d (%d turns)" % (len(qs), len(cs), sum(len(c["turns"]) for c in cs)))
print("question countries:", dict(Counter(q["p"].get("country", "australia") for q in qs)))
print("conversation countries:", dict(Counter(c["p"].get("country", "australia") for c in cs)))
print("questions with figs: %d, with has: %d, with writes: %d" % (
    sum(1 for q in qs if q["figs"]), sum(1 for q in qs if q["has"]), sum(1 for q in qs if q["ch"])))
if "-v" in sys.argv:
    print("\nquestion intents:")
    for k, v in sorted(intents.items(), key=lambda x: (-x[1], x[0])):
        print("  %3d  %s" % (v, k))
    print("\nconversation turn intents:")
    for k, v in sorted(cintents.items(), key=lambda x: (-x[1], x[0])):
        print("  %3d  %s" % (v, k))
if errs:
    print("\n".join(errs))
    sys.exit(1)
print("OK")
