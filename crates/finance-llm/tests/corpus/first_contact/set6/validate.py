import json, re, collections
BASE = set("""tax retirement loan_repayment loan_extra_repayment loan_payoff_time savings_growth savings_target
savings_time_to_target nest_egg todays_dollars bonus_after_tax raise_after_tax couple_take_home surcharge_cost
compare_states compare_years pretax_saving contribution_what_if net_worth equity savings_rate employer_contributions
emergency_cover debt_to_income years_to_retirement emergency_fund budget debt home_buying salary_sacrifice
retirement_accounts profile_summary facts greeting thanks help unknown *""".split())
LIM = "standard_deduction child_tax_credit social_security_wage_base fica tax_free_threshold medicare_levy surcharge_thresholds tax_brackets concessional_cap non_concessional_cap super_guarantee_rate 401k_limit ira_limit hsa_limit age_pension_rate help_repayment_thresholds".split()
EXP = "franking_credits negative_gearing capital_gains_tax roth_vs_traditional ira 401k hsa social_security_ages us_medicare super help_debt age_pension first_home_schemes offset_vs_redraw index_funds_and_fees life_insurance extra_repayments_vs_super savings_by_age".split()
TOP = "lease-vs-buy-car concessional-super-contributions family-trust-setup investment-property-vs-shares debt-consolidation emergency-fund-size salary-sacrifice-strategies tax-effective-investing".split()
OK = BASE | {"limit:" + x for x in LIM} | {"explain:" + x for x in EXP} | {"topic:" + x for x in TOP}
FIELDS = set("""country state annualIncome householdIncome monthlyExpenses rentOrMortgage currentSavings propertyValue
superBalance investmentAccounts emergencyFund emergencyFundCurrent emergencyFundMonths mortgageBalance debts helpDebt
numberOfCars dependents age spouseAge maritalStatus otherAssets retirementAge expectedReturnRate
retirementWithdrawalRate inflationRate privateHospitalCover salarySacrifice preTaxRetirement employerMatch
retirementSpending voluntaryContributions""".split())
MONEY = re.compile(r"^-?\$\d{1,3}(,\d{3})*(\.\d\d)?$")
cnt = collections.Counter()
def chk_turn(x, where):
    assert isinstance(x["m"], str) and x["m"].strip(), where
    parts = x["intent"].split("+")
    for part in parts: assert part in OK, (where, part)
    cnt[x["intent"] if len(parts) == 1 else "compound(a+b)"] += 1
    for k, v in x["ch"].items():
        assert k in FIELDS, (where, k); assert isinstance(v, str), (where, k, v)
    if "emergencyFund" in x["ch"]: assert x["ch"].get("emergencyFundCurrent") == x["ch"]["emergencyFund"], where
    for f in x["figs"]: assert MONEY.match(f), (where, f)
    for h in x["has"]: assert isinstance(h, str) and len(h) <= 20, (where, h)
    assert set(x) == {"m", "intent", "ch", "figs", "has"} | ({"p"} if "p" in x else set()), where
def chk_p(p, where):
    for k in p: assert k in FIELDS, (where, k)
nq = 0
for i, line in enumerate(open("questions.jsonl", encoding="utf-8")):
    x = json.loads(line); chk_p(x["p"], i); chk_turn(x, "q%d" % i); nq += 1
qc = collections.Counter(cnt); cnt.clear()
nc = 0; nt = 0; ids = set()
for i, line in enumerate(open("conversations.jsonl", encoding="utf-8")):
    x = json.loads(line); assert x["id"] not in ids; ids.add(x["id"]); chk_p(x["p"], x["id"])
    assert 2 <= len(x["turns"]) <= 4, x["id"]
    for j, tt in enumerate(x["turns"]): chk_turn(tt, "%s.%d" % (x["id"], j)); nt += 1
    nc += 1
print("questions", nq, "conversations", nc, "turns", nt)
print("Q intents:", sorted(qc.items(), key=lambda z: -z[1]))
print("C intents:", sorted(cnt.items(), key=lambda z: -z[1]))
print("Q with figs:", sum(1 for l in open("questions.jsonl") if json.loads(l)["figs"]))
