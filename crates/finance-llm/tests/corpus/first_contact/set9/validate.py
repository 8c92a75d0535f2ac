import json, re, sys
LIMITS = "standard_deduction child_tax_credit social_security_wage_base fica tax_free_threshold medicare_levy surcharge_thresholds tax_brackets concessional_cap non_concessional_cap super_guarantee_rate 401k_limit ira_limit hsa_limit age_pension_rate help_repayment_thresholds".split()
EXPL = "franking_credits negative_gearing capital_gains_tax roth_vs_traditional ira 401k hsa social_security_ages us_medicare super help_debt age_pension first_home_schemes offset_vs_redraw index_funds_and_fees life_insurance extra_repayments_vs_super savings_by_age".split()
TOPICS = "lease-vs-buy-car concessional-super-contributions family-trust-setup investment-property-vs-shares debt-consolidation emergency-fund-size salary-sacrifice-strategies tax-effective-investing".split()
BASE = """tax retirement loan_repayment loan_extra_repayment loan_payoff_time savings_growth savings_target savings_time_to_target
nest_egg todays_dollars bonus_after_tax raise_after_tax couple_take_home surcharge_cost compare_states compare_years pretax_saving
contribution_what_if net_worth equity savings_rate employer_contributions emergency_cover debt_to_income years_to_retirement
emergency_fund budget debt home_buying salary_sacrifice retirement_accounts profile_summary facts greeting thanks help unknown *""".split()
INTENTS = set(BASE) | {"limit:" + x for x in LIMITS} | {"explain:" + x for x in EXPL} | {"topic:" + x for x in TOPICS}
FIELDS = set("""country state annualIncome householdIncome monthlyExpenses rentOrMortgage currentSavings propertyValue superBalance
investmentAccounts emergencyFund emergencyFundCurrent emergencyFundMonths mortgageBalance debts helpDebt numberOfCars dependents age spouseAge
maritalStatus otherAssets retirementAge expectedReturnRate retirementWithdrawalRate inflationRate privateHospitalCover salarySacrifice
preTaxRetirement employerMatch retirementSpending voluntaryContributions""".split())
FIG = re.compile(r"^\$\d{1,3}(,\d{3})*(\.\d{2})?$")
errs = []
def chk_intent(it, where):
    parts = it.split("+")
    if not all(p in INTENTS for p in parts) or (len(parts) > 1 and "*" in parts):
        errs.append(f"{where}: bad intent {it}")
def chk_prof(d, where, is_ch):
    if not isinstance(d, dict): errs.append(f"{where}: not an object"); return
    for k, v in d.items():
        if k not in FIELDS: errs.append(f"{where}: bad field {k}")
        if not isinstance(v, str): errs.append(f"{where}: {k} not a string")
    if is_ch and "emergencyFund" in d and d.get("emergencyFundCurrent") != d["emergencyFund"]:
        errs.append(f"{where}: emergencyFund without matching emergencyFundCurrent")
def chk_turn(t, where):
    for k in ("m", "intent", "ch", "figs", "has"):
        if k not in t: errs.append(f"{where}: missing {k}")
    if not isinstance(t.get("m"), str) or not t.get("m", "").strip(): errs.append(f"{where}: empty m")
    chk_intent(t.get("intent", ""), where)
    chk_prof(t.get("ch", {}), where + " ch", True)
    for f in t.get("figs", []):
        if not isinstance(f, str) or not FIG.match(f): errs.append(f"{where}: bad fig {f!r}")
    for h in t.get("has", []):
        if not isinstance(h, str) or not h or len(h) > 20: errs.append(f"{where}: bad has {h!r}")
nq = nc = 0
for i, l in enumerate(open("questions.jsonl", encoding="utf-8"), 1):
    q = json.loads(l); nq += 1
    chk_prof(q.get("p", {}), f"q{i} p", False)
    chk_turn(q, f"q{i}")
for i, l in enumerate(open("conversations.jsonl", encoding="utf-8"), 1):
    c = json.loads(l); nc += 1
    if not c.get("id"): errs.append(f"c line {i}: no id")
    chk_prof(c.get("p", {}), f"{c.get('id')} p", False)
    ts = c.get("turns", [])
    if not 2 <= len(ts) <= 4: errs.append(f"{c.get('id')}: {len(ts)} turns")
    for j, t in enumerate(ts, 1): chk_turn(t, f"{c.get('id')} t{j}")
ids = [json.loads(l)["id"] for l in open("conversations.jsonl")]
if len(set(ids)) != len(ids): errs.append("duplicate ids")
if nq < 150: errs.append(f"only {nq} questions")
if nc < 50: errs.append(f"only {nc} conversations")
print(f"questions {nq}, conversations {nc}, errors {len(errs)}")
for e in errs: print(" ", e)
sys.exit(1 if errs else 0)
