#!/usr/bin/env python3
"""Generate Penny first-contact evaluation set: questions.jsonl and conversations.jsonl.

Every figure is computed here from the brief's conventions; tax figures come from
/work/dev4/bin/penny tax (the tax engine's CLI)."""
import json, math, subprocess, functools, sys
from decimal import Decimal, ROUND_HALF_UP, ROUND_CEILING

HERE = "/work/dev4"
PENNY = HERE + "/bin/penny"

# ---------------------------------------------------------------- formatting
HALF = []
def W(x):
    """whole-dollar money string"""
    frac = abs(float(x)) % 1
    if abs(frac - 0.5) < 0.006:
        HALF.append(x)
    d = Decimal(str(x)).quantize(Decimal(1), rounding=ROUND_HALF_UP)
    return "${:,}".format(int(d))

def C(x):
    """cents money string"""
    d = Decimal(str(x)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    return "${:,.2f}".format(d)

def S(x):
    """canonical profile money string"""
    d = Decimal(str(x)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    if d == d.to_integral_value():
        return str(int(d))
    return format(d, "f")

def r2(x):
    return float(Decimal(str(x)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))

# ---------------------------------------------------------------- tax engine
@functools.lru_cache(maxsize=None)
def _tax(country, income, state, year, help_debt, nophc, ss, pretax, marital, household, age):
    args = [PENNY, "tax", "--country", country, "--income", str(income)]
    if state: args += ["--state", state]
    if year: args += ["--tax-year", year]
    if help_debt: args += ["--help-debt", str(help_debt)]
    if nophc: args += ["--no-private-hospital-cover"]
    if ss: args += ["--salary-sacrifice", str(ss)]
    if pretax: args += ["--pre-tax-retirement", str(pretax)]
    if marital: args += ["--marital-status", marital]
    if household: args += ["--household-income", str(household)]
    if age: args += ["--age", str(age)]
    out = subprocess.run(args, capture_output=True, text=True, check=True).stdout
    return json.loads(out)

def tax(income, country="australia", state=None, year=None, help_debt=None, nophc=False,
        ss=None, pretax=None, marital=None, household=None, age=None):
    return _tax(country, income, state, year, help_debt, nophc, ss, pretax, marital, household, age)

def th(income, **kw):
    return tax(income, **kw)["takeHome"]

def total_tax(d):
    return d["income"] - d["takeHome"] - d.get("preTaxContributions", 0)

def mls(income, **kw):
    d = tax(income, nophc=True, **kw)
    return sum(b["amount"] for b in d["breakdown"] if "surcharge" in b["label"].lower())

def pretax_saved(income, amt, country="australia", state=None):
    if country == "australia":
        a = tax(income, country=country, state=state)
        b = tax(income, country=country, state=state, ss=amt)
        return (a["federalTax"] + a["ficaTax"]) - (b["federalTax"] + b["ficaTax"])
    a = tax(income, country=country, state=state)
    b = tax(income, country=country, state=state, pretax=amt)
    return (a["federalTax"] + a["stateTax"]) - (b["federalTax"] + b["stateTax"])

# ---------------------------------------------------------------- loans
def pmt(P, rate, years, per=12):
    r = rate / per
    n = round(years * per)
    return r2(P * r / (1 - (1 + r) ** -n))

def loan_total_interest(P, rate, years, per=12):
    return r2(pmt(P, rate, years, per) * round(years * per) - P)

def simulate(P, rate, payment, per=12, cap=100000):
    """period-by-period, interest rounded to the cent; returns (periods, total interest)"""
    r = rate / per
    bal = Decimal(str(P)); tot = Decimal(0); k = 0
    pay = Decimal(str(payment))
    while bal > 0:
        i = (bal * Decimal(str(r))).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
        if pay <= i:
            return None, None
        bal += i; tot += i; k += 1
        bal -= min(pay, bal)
        if k > cap: return None, None
    return k, float(tot)

def extra_saving(P, rate, years, extra, per=12):
    base = pmt(P, rate, years, per)
    n_b, int_b_sim = simulate(P, rate, base, per)
    int_b_formula = loan_total_interest(P, rate, years, per)
    n_e, int_e = simulate(P, rate, base + extra, per)
    saved_sim = int_b_sim - int_e
    saved_formula = int_b_formula - int_e
    return dict(base=base, n_base=n_b, n_extra=n_e, int_extra=int_e,
                saved_sim=saved_sim, saved_formula=saved_formula)

def extra_figs(P, rate, years, extra, per=12):
    e = extra_saving(P, rate, years, extra, per)
    # baseline total interest follows the brief's loan convention (rounded repayment x n - P);
    # the loan with the extra repayment is simulated period by period.
    return [W(e["saved_formula"])], e

# ---------------------------------------------------------------- savings
def fv(pv, c, rate, years, per=12):
    r = rate / per; n = round(years * per)
    g = (1 + r) ** n
    return pv * g + c * (g - 1) / r

def need(target, rate, years, per=12, pv=0.0):
    r = rate / per; n = round(years * per)
    g = (1 + r) ** n
    x = (target - pv * g) * r / (g - 1)
    return float(Decimal(repr(x - 1e-9)).quantize(Decimal("0.01"), rounding=ROUND_CEILING))

def periods_to_target(target, c, rate, per=12, pv=0.0):
    r = rate / per; bal = pv; k = 0
    while bal < target:
        bal = bal * (1 + r) + c; k += 1
    return k

def todays(x, years, infl=0.025):
    return x / (1 + infl) ** years

# ---------------------------------------------------------------- builders
def T(m, intent, ch=None, figs=None, has=None):
    return {"m": m, "intent": intent, "ch": ch or {}, "figs": figs or [], "has": has or []}

def Q(m, intent, p=None, ch=None, figs=None, has=None):
    d = {"m": m, "p": p or {}}
    d.update({k: v for k, v in T(m, intent, ch, figs, has).items() if k != "m"})
    return d

CONVS = []
def conv(p, *turns):
    CONVS.append({"id": "c%02d" % (len(CONVS) + 1), "p": p, "turns": list(turns)})

QS = []
def q(*a, **k):
    QS.append(Q(*a, **k))

US = {"country": "us"}

# ======================================================================
# CONVERSATIONS
# ======================================================================

# --- loan repayments: change one input, frequency, correction, total interest
conv({},
     T("whats the repayment on a 600k loan at 6.2% over 30 yrs", "loan_repayment", figs=[C(pmt(600000, .062, 30))]),
     T("what about over 25 years?", "loan_repayment", figs=[C(pmt(600000, .062, 25))]),
     T("and fortnightly?", "loan_repayment", figs=[C(pmt(600000, .062, 25, 26))]),
     T("what if it was 550k", "loan_repayment", figs=[C(pmt(550000, .062, 25, 26))]))

conv({},
     T("Monthly repayments on $450,000 at 5.99% for 30 years?", "loan_repayment", figs=[C(pmt(450000, .0599, 30))]),
     T("sorry I meant 5.49", "loan_repayment", figs=[C(pmt(450000, .0549, 30))]),
     T("how much interest would I pay in total on that", "loan_repayment", figs=[W(loan_total_interest(450000, .0549, 30))]))

conv({},
     T("If we borrow 750k at 6% over 30 years what are the weekly repayments", "loan_repayment", figs=[C(pmt(750000, .06, 30, 52))]),
     T("what if it was 600k", "loan_repayment", figs=[C(pmt(600000, .06, 30, 52))]))

conv({},
     T("interest only repayments on 500k at 6.5%?", "loan_repayment", figs=[C(500000 * .065 / 12)]),
     T("and if it was principal and interest over 30 yrs", "loan_repayment", figs=[C(pmt(500000, .065, 30))]))

conv({},
     T("15 or 30 years on a 400k loan at 5.8% - whats the difference in repayments", "loan_repayment",
       figs=[C(pmt(400000, .058, 15)), C(pmt(400000, .058, 30))]),
     T("and at 6.5?", "loan_repayment", figs=[C(pmt(400000, .065, 15)), C(pmt(400000, .065, 30))]))

f1, _ = extra_figs(500000, .06, 30, 500)
f2, _ = extra_figs(500000, .06, 30, 1000)
conv({},
     T("on a 500k mortgage at 6%, 30 years, how much would an extra $500 a month save me?", "loan_extra_repayment", figs=f1),
     T("what about an extra 1000", "loan_extra_repayment", figs=f2))

_, i1 = simulate(8000, .1999, 300)
_, i2 = simulate(8000, .1999, 500)
conv({},
     T("how long would it take to pay off 8k at 19.99% if i pay 300 a month", "loan_payoff_time", figs=[W(i1)]),
     T("what if I paid 500", "loan_payoff_time", figs=[W(i2)]))

conv({},
     T("repayments on a $45,000 car loan at 8.5% over 5 years?", "loan_repayment", figs=[C(pmt(45000, .085, 5))]),
     T("make it fortnightly", "loan_repayment", figs=[C(pmt(45000, .085, 5, 26))]),
     T("and over 7 years?", "loan_repayment", figs=[C(pmt(45000, .085, 7, 26))]))

conv(dict(US),
     T("what's the monthly payment on a 350k mortgage at 6.75% for 30 years", "loan_repayment", figs=[C(pmt(350000, .0675, 30))]),
     T("what about a 15 year", "loan_repayment", figs=[C(pmt(350000, .0675, 15))]))

_, i1 = simulate(400000, .06, 3000)
_, i2 = simulate(400000, .06, 3500)
conv({},
     T("how long to pay off 400k at 6% paying 3k a month?", "loan_payoff_time", figs=[W(i1)]),
     T("and if i paid 3,500?", "loan_payoff_time", figs=[W(i2)]))

conv({},
     T("what would repayments be on 550k at 6.1% over 30 years", "loan_repayment", figs=[C(pmt(550000, .061, 30))]),
     T("fyi we currently owe 520k on our mortgage", "facts", ch={"mortgageBalance": "520000"}))

conv({},
     T("repayments on 300k at 6% over 25 and 30 years", "loan_repayment", figs=[C(pmt(300000, .06, 25)), C(pmt(300000, .06, 30))]),
     T("whats the total interest for each", "loan_repayment",
       figs=[W(loan_total_interest(300000, .06, 25)), W(loan_total_interest(300000, .06, 30))]))

p1, p2 = pmt(500000, .058, 30), pmt(500000, .063, 30)
conv({},
     T("what are the repayments on 500k at 5.8% vs 6.3% over 30 yrs", "loan_repayment", figs=[C(p1), C(p2)]),
     T("and the total interest on both?", "loan_repayment",
       figs=[W(loan_total_interest(500000, .058, 30)), W(loan_total_interest(500000, .063, 30))]))

conv({},
     T("Whats the repayment on a 25k personal loan at 11% over 4 yrs", "loan_repayment", figs=[C(pmt(25000, .11, 4))]),
     T("no, 3 years", "loan_repayment", figs=[C(pmt(25000, .11, 3))]))

f1, _ = extra_figs(450000, .061, 30, 250, 26)
conv({},
     T("fortnightly repayments on 450k at 6.1% over 30 years?", "loan_repayment", figs=[C(pmt(450000, .061, 30, 26))]),
     T("how much would I save if I paid an extra 250 each fortnight", "loan_extra_repayment", figs=f1))

# --- savings growth / targets / time
conv({},
     T("if I save 500 a month at 5% how much will I have in 10 years", "savings_growth", figs=[W(fv(0, 500, .05, 10))]),
     T("and at 7?", "savings_growth", figs=[W(fv(0, 500, .07, 10))]),
     T("what about 20 yrs", "savings_growth", figs=[W(fv(0, 500, .07, 20))]),
     T("and if I started with 10k already in there", "savings_growth", figs=[W(fv(10000, 500, .07, 20))]))

v = fv(20000, 200, .06, 15)
conv({},
     T("If I invest 20k at 6% for 15 years what will it be worth", "savings_growth", figs=[W(fv(20000, 0, .06, 15))]),
     T("what if I add 200 a month", "savings_growth", figs=[W(v)]),
     T("whats that in todays dollars", "todays_dollars", figs=[W(todays(v, 15))]))

conv({},
     T("how much do I need to save a month to get 100k in 5 years at 4.5%", "savings_target", figs=[C(need(100000, .045, 5))]),
     T("what about 3 years", "savings_target", figs=[C(need(100000, .045, 3))]),
     T("make it fortnightly", "savings_target", figs=[C(need(100000, .045, 3, 26))]))

conv({},
     T("we want a 120k deposit in 4 years and we have 30k saved so far. how much a month do we need to put away?",
       "savings_target", ch={"currentSavings": "30000"}, figs=[C(need(120000, .07, 4, pv=30000))]),
     T("and if we only got 5% in a high interest account?", "savings_target", figs=[C(need(120000, .05, 4, pv=30000))]))

conv({},
     T("how long to save 50k if I put away 1,500 a month", "savings_time_to_target"),
     T("what about 2k a month?", "savings_time_to_target"))

conv({},
     T("how big a nest egg do I need to retire on 70k a year?", "nest_egg", figs=[W(70000 / .04)]),
     T("what if I use a 3.5% withdrawal rate", "nest_egg", figs=[W(70000 / .035)]),
     T("and for 90k a year", "nest_egg", figs=[W(90000 / .035)]))

conv({},
     T("what's 1 million in 30 yrs worth in todays money", "todays_dollars", figs=[W(todays(1e6, 30))]),
     T("at 3% inflation?", "todays_dollars", figs=[W(todays(1e6, 30, .03))]))

conv({},
     T("if i put $100 a week into an index fund earning 8% what will it be in 20 years", "savings_growth", figs=[W(fv(0, 100, .08, 20, 52))]),
     T("what about 25 years?", "savings_growth", figs=[W(fv(0, 100, .08, 25, 52))]))

conv({},
     T("how much a month to save 40k in 3 years", "savings_target", figs=[C(need(40000, .07, 3))]),
     T("no, 4 years", "savings_target", figs=[C(need(40000, .07, 4))]),
     T("and at 5%", "savings_target", figs=[C(need(40000, .05, 4))]))

v = fv(0, 500, .07, 25)
conv({},
     T("how much will 500 a month at 7% grow to in 25 years", "savings_growth", figs=[W(v)]),
     T("what's that in today's dollars?", "todays_dollars", figs=[W(todays(v, 25))]))

conv(dict(US),
     T("how much do I need to save a month to have 1 million by 65", "savings_target"),
     T("I'm 30", "savings_target", ch={"age": "30"}, figs=[C(need(1e6, .07, 35))]))

conv({"retirementSpending": "5000"},
     T("how much do I need saved to retire?", "nest_egg", figs=[W(60000 / .04)]),
     T("what if I spent 6k a month", "nest_egg", figs=[W(72000 / .04)]))

conv({},
     T("how long will it take to get to 200k if I save 2500 a month at 6%", "savings_time_to_target"),
     T("and if I started with 50k already", "savings_time_to_target"))

conv({"expectedReturnRate": "0.05"},
     T("if i chuck 300 a fortnight into savings how much will i have after 5 years", "savings_growth", figs=[W(fv(0, 300, .05, 5, 26))]),
     T("what about 10", "savings_growth", figs=[W(fv(0, 300, .05, 10, 26))]))

# --- tax
d = tax(85000)
conv({},
     T("tax on 85k?", "tax", figs=[W(d["takeHome"])]),
     T("how much is that per fortnight", "tax", figs=[W(d["takeHomePerPeriod"]["fortnightly"])]))

conv({},
     T("if I earned 120k what would I take home?", "tax", figs=[W(th(120000))]),
     T("and in Victoria?", "tax", figs=[W(th(120000, state="VIC"))]))

conv(dict(US),
     T("what would i take home on 150k in texas", "tax", figs=[W(th(150000, country="us", state="TX"))]),
     T("what about california", "tax", figs=[W(th(150000, country="us", state="CA"))]))

conv({},
     T("I'm on 95k, how much tax do I pay?", "tax", ch={"annualIncome": "95000"}, figs=[W(th(95000))]),
     T("what would i take home on 110k then", "tax", figs=[W(th(110000))]))

conv({},
     T("how much tax do i pay", "tax"),
     T("I make 72,000", "tax", ch={"annualIncome": "72000"}, figs=[W(th(72000))]))

d = tax(90000, help_debt=25000)
conv({"annualIncome": "90000", "helpDebt": "25000"},
     T("whats my take home pay with my hecs", "tax", figs=[W(d["takeHome"])]),
     T("how much of that goes to hecs each year?", "tax", figs=[W(d["helpRepayment"])]))

inc = 28 * 40 * 52
conv({"country": "us", "state": "FL"},
     T("I make $28 an hour", "facts", ch={"annualIncome": S(inc)}),
     T("what's my take home", "tax", figs=[W(th(inc, country="us", state="FL"))]))

a, b = th(80000, year="2025-26"), th(80000, year="2026-27")
a2, b2 = th(120000, year="2025-26"), th(120000, year="2026-27")
conv({},
     T("how much more will I take home in 2026-27 than 2025-26 on 80k?", "compare_years", figs=[W(a), W(b), W(b - a)], has=["2025-26", "2026-27"]),
     T("same but 120k", "compare_years", figs=[W(a2), W(b2), W(b2 - a2)]))

conv(dict(US),
     T("compare take home on 100k in NY vs FL vs TX", "compare_states",
       figs=[W(th(100000, country="us", state=s)) for s in ("NY", "FL", "TX")]),
     T("what about 200k", "compare_states",
       figs=[W(th(200000, country="us", state=s)) for s in ("NY", "FL", "TX")]))

conv({},
     T("my partner earns 70k and I earn 90k, what's our combined take home?", "couple_take_home",
       ch={"annualIncome": "90000"}, figs=[W(th(70000) + th(90000))]),
     T("and if she went up to 80k", "couple_take_home", figs=[W(th(80000) + th(90000))]))

conv({"annualIncome": "110000"},
     T("I'm getting a 15k bonus, how much will I actually see of it?", "bonus_after_tax", figs=[W(th(125000) - th(110000))]),
     T("what if it was 30k", "bonus_after_tax", figs=[W(th(140000) - th(110000))]))

r1 = th(95000, country="us", state="WA") - th(85000, country="us", state="WA")
conv({"country": "us", "state": "WA", "annualIncome": "85000"},
     T("what's a 10k raise worth after tax", "raise_after_tax", figs=[W(r1)]),
     T("per month?", "raise_after_tax", figs=[W(r1 / 12)]))

conv({"annualIncome": "120000", "privateHospitalCover": "false"},
     T("how much is the medicare levy surcharge costing me without private health", "surcharge_cost", figs=[W(mls(120000))]),
     T("what if I earned 160k", "surcharge_cost", figs=[W(mls(160000))]))

conv({"annualIncome": "85000"},
     T("how much tax would I save salary sacrificing 10k into super", "pretax_saving", figs=[W(pretax_saved(85000, 10000))]),
     T("vs 5k?", "pretax_saving", figs=[W(pretax_saved(85000, 5000)), W(pretax_saved(85000, 10000))]))

conv({"country": "us", "state": "NY", "annualIncome": "120000"},
     T("how much tax do I save putting 10k pre-tax into my 401k", "pretax_saving",
       figs=[W(pretax_saved(120000, 10000, "us", "NY"))]),
     T("what about 24,500?", "pretax_saving", figs=[W(pretax_saved(120000, 24500, "us", "NY"))]))

conv({"age": "35", "superBalance": "80000", "annualIncome": "90000"},
     T("what will my super be worth at 65 if I add an extra 5k a year", "contribution_what_if"),
     T("what about 10k", "contribution_what_if"))

conv({},
     T("if my wife and I both earned 80k what would our take home be", "couple_take_home", figs=[W(2 * th(80000))]),
     T("what if she earned 60k", "couple_take_home", figs=[W(th(80000) + th(60000))]))

conv({},
     T("if I earned 120k how much would I take home", "tax", figs=[W(th(120000))]),
     T("I actually earn 95k", "facts", ch={"annualIncome": "95000"}),
     T("so what do i take home?", "tax", figs=[W(th(95000))]))

conv({"country": "us", "state": "CA", "annualIncome": "95000"},
     T("what will a 6k bonus be after tax", "bonus_after_tax",
       figs=[W(th(101000, country="us", state="CA") - th(95000, country="us", state="CA"))]),
     T("and if it was 10k", "bonus_after_tax",
       figs=[W(th(105000, country="us", state="CA") - th(95000, country="us", state="CA"))]))

conv({},
     T("What's the tax on 70k in Queensland", "tax", figs=[W(th(70000, state="QLD"))]),
     T("ok for the record I'm in WA and on 70k", "facts", ch={"state": "WA", "annualIncome": "70000"}))

conv({"country": "us", "state": "WA", "annualIncome": "140000"},
     T("how much more would I take home in Washington than Oregon", "compare_states",
       figs=[W(th(140000, country="us", state="WA")), W(th(140000, country="us", state="OR")),
             W(th(140000, country="us", state="WA") - th(140000, country="us", state="OR"))]),
     T("what about california vs washington", "compare_states",
       figs=[W(th(140000, country="us", state="CA")), W(th(140000, country="us", state="WA"))]))

a, b = th(90000, country="us", year="2025"), th(90000, country="us", year="2026")
conv(dict(US),
     T("how does my tax change from 2025 to 2026 on 90k", "compare_years", figs=[W(a), W(b)]),
     T("and on 66k?", "compare_years", figs=[W(th(66000, country="us", year="2025")), W(th(66000, country="us", year="2026"))]))

conv({},
     T("whats the medicare levy surcharge on 110k if I don't have hospital cover", "surcharge_cost", figs=[W(mls(110000))]),
     T("for a couple on 210k combined?", "surcharge_cost"))

d = tax(130000, state="NSW")
conv({"annualIncome": "130000", "state": "NSW"},
     T("whats my take home", "tax", figs=[W(d["takeHome"])]),
     T("how much is that a fortnight?", "tax", figs=[W(d["takeHomePerPeriod"]["fortnightly"])]))

d = tax(65000)
conv({},
     T("what would I take home on 65k a year", "tax", figs=[W(d["takeHome"])]),
     T("weekly?", "tax", figs=[W(d["takeHomePerPeriod"]["weekly"])]))

conv(dict(US),
     T("if i made 82k in ohio whats my take home", "tax", figs=[W(th(82000, country="us", state="OH"))]),
     T("sorry, 85k", "tax", figs=[W(th(85000, country="us", state="OH"))]))

# --- limits with carry-over
conv(dict(US),
     T("what's an IRA", "explain:ira"),
     T("how much can I put in it this year?", "limit:ira_limit", figs=["$7,500"]))

conv({},
     T("what's the concessional cap for 2025-26?", "limit:concessional_cap", figs=["$30,000"]),
     T("and non concessional?", "limit:non_concessional_cap", figs=["$120,000"]))

conv(dict(US),
     T("what's the 401k limit for 2026", "limit:401k_limit", figs=["$24,500"]),
     T("and if I'm over 50?", "limit:401k_limit", figs=["$8,000"]))

conv(dict(US),
     T("HSA limit this year?", "limit:hsa_limit", figs=["$4,400"]),
     T("for family coverage", "limit:hsa_limit", figs=["$8,750"]))

conv(dict(US),
     T("what's the standard deduction", "limit:standard_deduction", figs=["$16,100"]),
     T("for married filing jointly?", "limit:standard_deduction", figs=["$32,200"]))

conv(dict(US),
     T("how much is the child tax credit", "limit:child_tax_credit", figs=["$2,200"]),
     T("is that per kid?", "limit:child_tax_credit", figs=["$2,200"]))

conv(dict(US),
     T("what's the social security wage base", "limit:social_security_wage_base", figs=["$184,500"]),
     T("and whats the fica rate", "limit:fica", has=["7.65%"]))

conv({},
     T("whats the tax free threshold", "limit:tax_free_threshold", figs=["$18,200"]),
     T("and what are the brackets above that", "limit:tax_brackets", has=["30%", "37%", "45%"]))

conv({},
     T("medicare levy rate?", "limit:medicare_levy", has=["2%"]),
     T("and what are the surcharge thresholds", "limit:surcharge_thresholds", figs=["$101,000"]))

conv({},
     T("what's the super guarantee rate", "limit:super_guarantee_rate", has=["12%"]),
     T("I'm on 95k, how much should my employer be putting in then?", "employer_contributions",
       ch={"annualIncome": "95000"}, figs=[W(95000 * .12)]))

conv({},
     T("what are the hecs repayment thresholds", "limit:help_repayment_thresholds", figs=["$67,000"]),
     T("i have about 25k hecs", "facts", ch={"helpDebt": "25000"}))

conv({},
     T("how much is the age pension", "limit:age_pension_rate"),
     T("how does the age pension work, who can get it", "explain:age_pension"))

conv(dict(US),
     T("what tax bracket am I in on 95k", "limit:tax_brackets", has=["22%"]),
     T("what about at 250k", "limit:tax_brackets", has=["32%"]))

conv(dict(US),
     T("what's the top income tax rate in california", "limit:tax_brackets"),
     T("does texas have state income tax", "limit:tax_brackets"))

# --- explainers with carry-over / new topics
conv({},
     T("what are franking credits", "explain:franking_credits"),
     T("how does negative gearing work", "explain:negative_gearing"))

conv({},
     T("explain capital gains tax", "explain:capital_gains_tax"),
     T("what's the discount if I hold for over a year?", "explain:capital_gains_tax", has=["50%"]))

conv(dict(US),
     T("whats an hsa", "explain:hsa"),
     T("how much can I put in one?", "limit:hsa_limit", figs=["$4,400"]))

conv(dict(US),
     T("what's a 401k and how does it work", "explain:401k"),
     T("what's the limit for 2026", "limit:401k_limit", figs=["$24,500"]),
     T("my employer matches 4%", "facts", ch={"employerMatch": "0.04"}))

conv(dict(US),
     T("when should I claim social security", "explain:social_security_ages"),
     T("what age is full retirement age", "explain:social_security_ages", has=["67"]))

conv(dict(US),
     T("how does medicare work in the us", "explain:us_medicare"),
     T("at what age do I qualify", "explain:us_medicare", has=["65"]))

conv({},
     T("what is super and how does it work", "explain:super"),
     T("whats the SG rate now?", "limit:super_guarantee_rate", has=["12%"]))

conv({},
     T("how does hecs work?", "explain:help_debt"),
     T("when do I start paying it back", "limit:help_repayment_thresholds", figs=["$67,000"]))

conv({},
     T("what first home buyer schemes are there", "explain:first_home_schemes"),
     T("how much do we need to save a month for a 5% deposit on a 700k place in 3 years", "savings_target",
       figs=[C(need(35000, .07, 3))]))

f1, _ = extra_figs(600000, .06, 30, 500)
conv({},
     T("offset vs redraw, which is better?", "explain:offset_vs_redraw"),
     T("how much would I save with an extra 500 a month on a 600k loan at 6% over 30 years", "loan_extra_repayment", figs=f1))

conv({},
     T("are index funds worth it? what about fees", "explain:index_funds_and_fees"),
     T("if I put 10k in at 7% for 30 years what's it worth", "savings_growth", figs=[W(fv(10000, 0, .07, 30))]))

conv({},
     T("do i need life insurance", "explain:life_insurance"),
     T("thanks", "thanks"))

conv({},
     T("is it better to pay extra off the mortgage or put extra in super?", "explain:extra_repayments_vs_super"),
     T("I'm 45 btw", "facts", ch={"age": "45"}))

conv({},
     T("how much should I have saved by 35", "explain:savings_by_age"),
     T("I'm 35 and have about 40k in savings", "facts", ch={"age": "35", "currentSavings": "40000"}))

conv(dict(US),
     T("roth vs traditional 401k - which one?", "explain:roth_vs_traditional"),
     T("how much can I put in this year", "limit:401k_limit", figs=["$24,500"]))

# --- own figures
th85 = tax(85000)
conv({},
     T("I'm 34, earn 85k and spend about 4k a month", "facts",
       ch={"age": "34", "annualIncome": "85000", "monthlyExpenses": "4000"}),
     T("how much am I saving a month?", "savings_rate", figs=[W(th85["takeHome"] / 12 - 4000)]),
     T("and per year?", "savings_rate", figs=[W(th85["takeHome"] - 48000)]))

conv({"currentSavings": "25000", "superBalance": "90000", "propertyValue": "800000", "mortgageBalance": "520000"},
     T("whats my net worth", "net_worth", figs=["$395,000"]),
     T("I also have 15k in shares", "facts", ch={"investmentAccounts": "15000"}),
     T("and now?", "net_worth", figs=["$410,000"]))

conv({"mortgageBalance": "400000"},
     T("how much equity do I have in my house", "equity"),
     T("it's worth about 750k", "equity", ch={"propertyValue": "750000"}, figs=["$350,000"]))

inc = 48 * 38 * 52
conv({},
     T("how much super should my boss be paying me", "employer_contributions"),
     T("I'm on $48 an hour", "employer_contributions", ch={"annualIncome": S(inc)}, figs=[W(inc * .12)]))

conv({"country": "us", "annualIncome": "120000"},
     T("my employer matches 5%, how much is that a year", "employer_contributions",
       ch={"employerMatch": "0.05"}, figs=["$6,000"]),
     T("what if they did 6%", "employer_contributions", figs=["$7,200"]))

conv({"monthlyExpenses": "3000"},
     T("how many months would my emergency fund last", "emergency_cover"),
     T("I've got 15k in my emergency fund", "emergency_cover",
       ch={"emergencyFund": "15000", "emergencyFundCurrent": "15000"}, has=["5 months"]))

conv({"annualIncome": "110000", "mortgageBalance": "480000", "debts": "20000"},
     T("what's my debt to income ratio", "debt_to_income"),
     T("paid off the car loan last week so no other debts now", "facts", ch={"debts": "0"}),
     T("what is it now?", "debt_to_income"))

conv({},
     T("how many years until I can retire", "years_to_retirement"),
     T("I'm 41", "years_to_retirement", ch={"age": "41"}, has=["24 years"]),
     T("what if I retired at 60 instead", "years_to_retirement", has=["19 years"]))

conv({"age": "29", "annualIncome": "75000"},
     T("what do you know about me", "profile_summary"),
     T("actually I earn 78k now", "facts", ch={"annualIncome": "78000"}))

conv({"annualIncome": "100000"},
     T("I take home 6,200 a month and spend 4,500, what's my savings rate", "savings_rate",
       ch={"monthlyExpenses": "4500"}, figs=["$1,700"]),
     T("what if I cut spending to 4k", "savings_rate", figs=["$2,200"]))

conv({"propertyValue": "1200000", "mortgageBalance": "650000"},
     T("what's my equity", "equity", figs=["$550,000"]),
     T("what if the place was worth 1.1m", "equity", figs=["$450,000"]))

conv({"age": "52", "retirementAge": "67"},
     T("how long till I retire", "years_to_retirement", has=["15 years"]),
     T("I'm planning to go at 62 now actually", "facts", ch={"retirementAge": "62"}))

conv({"emergencyFund": "10000", "emergencyFundCurrent": "10000"},
     T("how long would my emergency fund last me", "emergency_cover"),
     T("we spend about 2,500 a month", "emergency_cover", ch={"monthlyExpenses": "2500"}, has=["4 months"]))

# --- general advice, topics, chit-chat
conv({},
     T("hi", "greeting"),
     T("what can you do?", "help"))

conv({},
     T("how big should my emergency fund be", "emergency_fund"),
     T("I spend about 3.5k a month so how much is that for me?", "emergency_fund",
       ch={"monthlyExpenses": "3500"}, figs=["$21,000"]))

_, i1 = simulate(12000, .21, 600)
conv({},
     T("should I pay off debt or invest", "debt"),
     T("I've got 12k on credit cards", "facts", ch={"debts": "12000"}),
     T("how long to pay off 12k at 21% paying 600 a month", "loan_payoff_time", figs=[W(i1)]))

conv({},
     T("any tips for budgeting?", "budget"),
     T("thanks heaps", "thanks"))

conv({},
     T("should we buy a house or keep renting", "home_buying"),
     T("we pay $620 a week rent", "facts", ch={"rentOrMortgage": S(620 * 52 / 12)}))

conv({},
     T("is salary sacrifice worth it?", "salary_sacrifice"),
     T("how much tax would I save sacrificing 8k on 100k", "pretax_saving", figs=[W(pretax_saved(100000, 8000))]))

conv(dict(US),
     T("what retirement accounts should I be using?", "retirement_accounts"),
     T("whats the IRA limit", "limit:ira_limit", figs=["$7,500"]))

conv({},
     T("should I lease or buy my next car", "topic:lease-vs-buy-car"),
     T("repayments on a 40k car loan at 7.5% over 5 years", "loan_repayment", figs=[C(pmt(40000, .075, 5))]))

conv({},
     T("is an investment property better than shares", "topic:investment-property-vs-shares"),
     T("what's negative gearing", "explain:negative_gearing"))

conv({},
     T("should I consolidate my debts into one loan", "topic:debt-consolidation"),
     T("whats the repayment on 30k at 10.5% over 5 years", "loan_repayment", figs=[C(pmt(30000, .105, 5))]))

conv({},
     T("how do I set up a family trust", "topic:family-trust-setup"),
     T("cheers", "thanks"))

conv({},
     T("what are some tax effective ways to invest", "topic:tax-effective-investing"),
     T("and what are franking credits?", "explain:franking_credits"))

conv({},
     T("how do concessional super contributions work", "topic:concessional-super-contributions"),
     T("whats the cap for 2025-26", "limit:concessional_cap", figs=["$30,000"]))

conv({},
     T("can you book me a flight to bali", "unknown"),
     T("ok what about some budgeting tips then", "budget"))

conv({"age": "45", "superBalance": "250000", "annualIncome": "120000"},
     T("am I on track to retire at 60?", "retirement"),
     T("what about 65", "retirement"))

conv({},
     T("tax on 90k and how long to save 30k at 1k a month?", "tax+savings_time_to_target", figs=[W(th(90000))]),
     T("and how long if I did 1,500 a month", "savings_time_to_target"))

conv({},
     T("hey, I'm 28 and just started a job on 68k", "facts", ch={"age": "28", "annualIncome": "68000"}),
     T("how much super will my employer pay", "employer_contributions", figs=[W(68000 * .12)]),
     T("and what do I take home a fortnight?", "tax", figs=[W(tax(68000)["takeHomePerPeriod"]["fortnightly"])]))

conv({"annualIncome": "150000", "age": "55", "superBalance": "600000"},
     T("can I retire at 60 or should I wait till 65", "retirement"),
     T("what's the concessional cap for 2025-26 btw", "limit:concessional_cap", figs=["$30,000"]))

conv({},
     T("we're married with 2 kids", "facts", ch={"maritalStatus": "married", "dependents": "2"}),
     T("how much life insurance should we have", "explain:life_insurance"))

conv({"annualIncome": "80000"},
     T("whats a 5% raise worth after tax", "raise_after_tax", figs=[W(th(84000) - th(80000))]),
     T("and 10%?", "raise_after_tax", figs=[W(th(88000) - th(80000))]))

conv({},
     T("what would 400k in 20 yrs be worth in today's dollars", "todays_dollars", figs=[W(todays(400000, 20))]),
     T("how big a nest egg do I need for 50k a year in retirement", "nest_egg", figs=[W(50000 / .04)]))

conv(dict(US),
     T("whats my take home on 64k in new york", "tax", figs=[W(th(64000, country="us", state="NY"))]),
     T("and in new jersey?", "tax", figs=[W(th(64000, country="us", state="NJ"))]))

conv({},
     T("what's the interest only payment on 800k at 6.2%", "loan_repayment", figs=[C(800000 * .062 / 12)]),
     T("what about fortnightly", "loan_repayment", figs=[C(800000 * .062 / 26)]))

conv({"country": "us", "annualIncome": "90000", "employerMatch": "0.03"},
     T("how much does my employer put into my 401k", "employer_contributions", figs=["$2,700"]),
     T("I got a raise to 100k", "facts", ch={"annualIncome": "100000"}),
     T("so how much is the match now", "employer_contributions", figs=["$3,000"]))

# ======================================================================
# SINGLE QUESTIONS
# ======================================================================
q("whats the tax on 85k", "tax", figs=[W(th(85000))])
q("how much would i take home on $120,000 in california", "tax", p=dict(US),
  figs=[W(th(120000, country="us", state="CA"))])
q("I'm on 100k, how much super should my employer be putting in?", "employer_contributions",
  ch={"annualIncome": "100000"}, figs=["$12,000"])
q("monthly repayments on 680k at 5.89% for 30 yrs", "loan_repayment", figs=[C(pmt(680000, .0589, 30))])
q("weekly repayments on a 420,000 loan, 6.05%, 25 years", "loan_repayment", figs=[C(pmt(420000, .0605, 25, 52))])
f1, _ = extra_figs(350000, .059, 25, 300)
q("how much interest would i save paying an extra $300/month on a 350k loan at 5.9% over 25 years", "loan_extra_repayment", figs=f1)
_, i1 = simulate(15000, .09, 400)
q("how long to pay off a 15,000 car loan at 9% paying 400 a month", "loan_payoff_time", figs=[W(i1)])
q("If I save $800 a month for 15 years at 6.5% what will I end up with", "savings_growth", figs=[W(fv(0, 800, .065, 15))])
q("need 60k for a house deposit in 3 years, how much per week do I need to save?", "savings_target",
  figs=[C(need(60000, .07, 3, 52))])
q("how long will it take to save 100k if i save 2k a month", "savings_time_to_target")
q("how much do I need in super to get 60k a year in retirement", "nest_egg", figs=["$1,500,000"])
q("what will 500k be worth in todays dollars in 20 years", "todays_dollars", figs=[W(todays(500000, 20))])
q("whats a 20k bonus worth after tax if I earn 150k", "bonus_after_tax", figs=[W(th(170000) - th(150000))])
q("I earn 95k, if I get a 5% raise how much extra will I take home", "raise_after_tax",
  ch={"annualIncome": "95000"}, figs=[W(th(99750) - th(95000))])
q("combined take home if I earn 110k and my wife earns 65k?", "couple_take_home",
  ch={"annualIncome": "110000"}, figs=[W(th(110000) + th(65000))])
q("medicare levy surcharge on 140k with no private cover?", "surcharge_cost", figs=[W(mls(140000))])
q("texas vs california take home on 180k", "compare_states", p=dict(US),
  figs=[W(th(180000, country="us", state="TX")), W(th(180000, country="us", state="CA"))])
q("compare tax 2025-26 and 2026-27 on 60k", "compare_years",
  figs=[W(th(60000, year="2025-26")), W(th(60000, year="2026-27"))], has=["2025-26", "2026-27"])
q("how much would I save in tax by salary sacrificing 15k on a 140k salary", "pretax_saving",
  figs=[W(pretax_saved(140000, 15000))])
q("how much tax do i save putting 20k in my 401k if I make 150k in Illinois", "pretax_saving", p=dict(US),
  figs=[W(pretax_saved(150000, 20000, "us", "IL"))])
q("if I bump my 401k by 300 a month what will it be at 65", "contribution_what_if",
  p={"country": "us", "age": "40", "superBalance": "150000", "annualIncome": "130000"})
q("can I retire at 55?", "retirement", p={"age": "50", "superBalance": "800000"})
q("standard deduction 2025 for head of household?", "limit:standard_deduction", p=dict(US), figs=["$23,625"], has=["2025"])
q("max earnings subject to social security tax in 2025", "limit:social_security_wage_base", p=dict(US), figs=["$176,100"])
q("what % is fica", "limit:fica", p=dict(US), has=["7.65%"])
q("is the medicare levy still 2%?", "limit:medicare_levy", has=["2%"])
q("what income does the MLS kick in at for families", "limit:surcharge_thresholds", figs=["$202,000"])
q("what are the tax rates for 2026-27", "limit:tax_brackets", has=["15%", "30%", "37%", "45%"])
q("can i put 35k concessional into super this year?", "limit:concessional_cap")
q("max 401k contribution 2026?", "limit:401k_limit", p=dict(US), figs=["$24,500"])
q("roth ira limit 2025", "limit:ira_limit", p=dict(US), figs=["$7,000"])
q("hsa family limit 2026", "limit:hsa_limit", p=dict(US), figs=["$8,750"])
q("how much is the age pension for a couple", "limit:age_pension_rate")
q("at what income do I start repaying my hecs", "limit:help_repayment_thresholds", figs=["$67,000"])
q("how do franking credits work", "explain:franking_credits")
q("is negative gearing worth it", "explain:negative_gearing")
q("do i pay cgt when i sell shares?", "explain:capital_gains_tax")
q("is it better to take social security at 62 or 70", "explain:social_security_ages", p=dict(US))
q("what's the first home super saver scheme", "explain:first_home_schemes")
q("how much should i have in super at 40", "explain:savings_by_age")
q("how much life insurance do I need", "explain:life_insurance")
q("how does an ira work", "explain:ira", p=dict(US))
q("are index funds better than managed funds", "explain:index_funds_and_fees")
q("I have 50k savings, 120k super and owe 15k on a car loan, what's my net worth?", "net_worth",
  ch={"currentSavings": "50000", "superBalance": "120000", "debts": "15000"}, figs=["$155,000"])
q("how much equity in my place", "equity", p={"propertyValue": "950000", "mortgageBalance": "610000"}, figs=["$340,000"])
q("how many months would my emergency fund cover", "emergency_cover",
  p={"emergencyFund": "18000", "emergencyFundCurrent": "18000", "monthlyExpenses": "4500"}, has=["4 months"])
q("whats my DTI", "debt_to_income", p={"annualIncome": "100000", "mortgageBalance": "400000"})
q("how many years til I can retire", "years_to_retirement", p={"age": "38"}, has=["27 years"])
q("what do you know about me?", "profile_summary", p={"age": "31", "annualIncome": "82000", "state": "QLD"})
q("I'm 42, married, two kids and we live in Victoria", "facts",
  ch={"age": "42", "maritalStatus": "married", "dependents": "2", "state": "VIC"})
q("My rent is $480 a week", "facts", ch={"rentOrMortgage": S(480 * 52 / 12)})
q("hey penny", "greeting")
q("what can you help me with", "help")
q("what's the weather in sydney tomorrow", "unknown")
q("what's the tax free threshold and the medicare levy rate?", "limit:tax_free_threshold+limit:medicare_levy",
  figs=["$18,200"], has=["2%"])
q("how do I start a budget", "budget")
q("debt snowball or avalanche?", "debt")
q("should I salary sacrifice?", "salary_sacrifice")
q("monthly payment on a 400k mortgage at 6.5% 30 year fixed", "loan_repayment", p=dict(US), figs=[C(pmt(400000, .065, 30))])
q("how much would I take home making $26 an hour in Ohio", "tax", p=dict(US),
  figs=[W(th(26 * 40 * 52, country="us", state="OH"))])

# ======================================================================
# VALIDATION + OUTPUT
# ======================================================================
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
EXPLAIN = {"franking_credits", "negative_gearing", "capital_gains_tax", "roth_vs_traditional", "ira", "401k",
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

def ok_intent(i):
    for part in i.split("+"):
        if part in PLAIN: continue
        if part.startswith("limit:") and part[6:] in LIMITS: continue
        if part.startswith("explain:") and part[8:] in EXPLAIN: continue
        if part.startswith("topic:") and part[6:] in TOPICS: continue
        return False
    return True

def check_turn(t, where):
    assert ok_intent(t["intent"]), (where, t["intent"])
    for k, v in t["ch"].items():
        assert k in FIELDS and isinstance(v, str), (where, k, v)
    for f in t["figs"]:
        assert f.startswith("$") and "nan" not in f, (where, f)
    assert t["m"].strip(), where

assert not HALF, HALF  # whole-dollar figures must not sit on a half-dollar
for c in CONVS:
    assert 2 <= len(c["turns"]) <= 4, c["id"]
    for k in c["p"]: assert k in FIELDS, (c["id"], k)
    for i, t in enumerate(c["turns"]): check_turn(t, c["id"] + "/%d" % i)
for i, x in enumerate(QS):
    for k in x["p"]: assert k in FIELDS
    check_turn(x, "q%d" % i)

with open(HERE + "/conversations.jsonl", "w") as f:
    for c in CONVS:
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
with open(HERE + "/questions.jsonl", "w") as f:
    for x in QS:
        f.write(json.dumps(x, ensure_ascii=False) + "\n")

if __name__ == "__main__":
    from collections import Counter
    ci = Counter(t["intent"] for c in CONVS for t in c["turns"])
    qi = Counter(x["intent"] for x in QS)
    print("conversations", len(CONVS), "turns", sum(len(c["turns"]) for c in CONVS), "questions", len(QS))
    if "-v" in sys.argv:
        print("conv turn intents:", dict(sorted(ci.items())))
        print("question intents:", dict(sorted(qi.items())))
