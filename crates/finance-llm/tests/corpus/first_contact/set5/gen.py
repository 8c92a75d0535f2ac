#!/usr/bin/env python3
"""Generator for Penny first-contact evaluation set 4.

Computes every figure from the brief's conventions (loans, savings, own figures) in
Python, and tax figures through the tax engine's command line (/work/set4/bin/penny tax
--batch).  Emits questions.jsonl and conversations.jsonl and validates both.
"""
import json
import math
import subprocess
import sys
from decimal import Decimal, ROUND_HALF_UP, ROUND_CEILING, getcontext

getcontext().prec = 50
HERE = "/work/set4"
PENNY = HERE + "/bin/penny"

# --------------------------------------------------------------------------------------
# tax engine
# --------------------------------------------------------------------------------------
_cache = {}


def tax(income, country="australia", **kw):
    req = {"country": country, "income": income}
    for k, v in kw.items():
        if v is not None:
            req[k] = v
    key = json.dumps(req, sort_keys=True)
    if key not in _cache:
        out = subprocess.run([PENNY, "tax", "--batch"], input=key + "\n",
                             capture_output=True, text=True, check=True).stdout
        res = json.loads(out.strip().splitlines()[0])
        if "error" in res:
            raise RuntimeError(f"{req}: {res['error']}")
        _cache[key] = res
    return _cache[key]


def taxp(profile, **over):
    """Tax on the person's own figures: every tax-relevant profile field is passed."""
    p = dict(profile)
    p.update({k: v for k, v in over.items() if k not in ("taxYear",)})
    country = p.get("country", "australia")
    kw = {}
    if "state" in p and country == "us":
        kw["state"] = p["state"]
    for f in ("dependents", "age", "spouseAge"):
        if f in p:
            kw[f] = int(p[f])
    if "maritalStatus" in p:
        kw["maritalStatus"] = p["maritalStatus"]
    if country == "australia":
        if "helpDebt" in p:
            kw["helpDebt"] = float(p["helpDebt"])
        if "salarySacrifice" in p:
            kw["salarySacrifice"] = float(p["salarySacrifice"])
        if "privateHospitalCover" in p:
            kw["privateHospitalCover"] = p["privateHospitalCover"] in (True, "true")
        if "householdIncome" in p:
            kw["householdIncome"] = float(p["householdIncome"])
    else:
        if "preTaxRetirement" in p:
            kw["preTaxRetirement"] = float(p["preTaxRetirement"])
    if "taxYear" in over:
        kw["taxYear"] = over["taxYear"]
    return tax(float(p["annualIncome"]), country, **kw)


def th(*a, **k):
    return tax(*a, **k)["takeHome"]


def thp(profile, **over):
    return taxp(profile, **over)["takeHome"]


# --------------------------------------------------------------------------------------
# formatting
# --------------------------------------------------------------------------------------
def D(x):
    return x if isinstance(x, Decimal) else Decimal(str(x))


def r2(x):
    return D(x).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def r0(x):
    return D(x).quantize(Decimal("1"), rounding=ROUND_HALF_UP)


def money(x, cents=False):
    if cents:
        return "${:,.2f}".format(r2(x))
    frac = r2(x) - r2(x).to_integral_value(rounding="ROUND_FLOOR")
    if frac == Decimal("0.50"):
        raise ValueError(f"{x}: whole-dollar rounding of an exact half is ambiguous; change the inputs")
    return "${:,}".format(int(r0(x)))


def canon(x):
    """Canonical profile string."""
    if isinstance(x, bool):
        return "true" if x else "false"
    if isinstance(x, str):
        return x
    if isinstance(x, float) and 0 < x < 1:   # a rate, as a fraction
        return format(D(x).normalize(), "f")
    d = r2(x)
    if d == d.to_integral_value():
        return str(int(d))
    return str(d)


def robust_diff(a, b):
    """Whole-dollar difference a-b only if it is the same whether or not the parts are
    rounded first; else None (not well-defined to the dollar)."""
    d1 = r0(D(a) - D(b))
    d2 = r0(a) - r0(b)
    return money(abs(d1)) if d1 == d2 else None


def same_whole(*vals):
    ws = {r0(v) for v in vals}
    return money(vals[0]) if len(ws) == 1 else None


# --------------------------------------------------------------------------------------
# loans
# --------------------------------------------------------------------------------------
def pmt(P, rate, years, ppy=12):
    P, rate = D(P), D(rate)
    r = rate / ppy
    n = int(round(years * ppy))
    x = P * r / (1 - (1 + r) ** (-n))
    return r2(x), n


def io_pmt(P, rate, ppy=12):
    return r2(D(P) * D(rate) / ppy)


def simulate(P, rate, payment, ppy=12, max_periods=100000):
    """Period by period, interest rounded to the cent; returns (periods, total interest)."""
    bal = D(P)
    r = D(rate) / ppy
    payment = D(payment)
    tot = Decimal(0)
    n = 0
    while bal > 0:
        n += 1
        i = r2(bal * r)
        tot += i
        if bal + i <= payment:
            bal = Decimal(0)
        else:
            bal = bal + i - payment
        if n > max_periods:
            raise RuntimeError("never paid off")
    return n, tot


def loan_total_interest(P, rate, years, ppy=12):
    p, n = pmt(P, rate, years, ppy)
    return p * n - D(P)


def extra_saving(P, rate, years, extra, ppy=12):
    """Interest saved by an extra regular repayment; None if the two baseline methods
    (formula vs simulation) disagree to the dollar."""
    p, n = pmt(P, rate, years, ppy)
    base_formula = p * n - D(P)
    _, base_sim = simulate(P, rate, p, ppy)
    n2, new_int = simulate(P, rate, p + D(extra), ppy)
    return same_whole(base_formula - new_int, base_sim - new_int), n, n2


def extra_has(P, rate, years, extra, ppy=12):
    """The new payoff time in whole years (interest saved is not defined to the dollar:
    the formula and simulated baselines differ by a few dollars)."""
    p, n = pmt(P, rate, years, ppy)
    n2, _ = simulate(P, rate, p + D(extra), ppy)
    return years_token(n2, ppy)


def years_token(n, ppy):
    y = n // ppy
    return [f"{y} years"] if y >= 2 else []


# --------------------------------------------------------------------------------------
# savings
# --------------------------------------------------------------------------------------
def fv(pv, c, rate, years, ppy=12):
    r = D(rate) / ppy
    n = int(round(years * ppy))
    g = (1 + r) ** n
    return D(pv) * g + D(c) * (g - 1) / r


def needed(target, pv, rate, years, ppy=12):
    r = D(rate) / ppy
    n = int(round(years * ppy))
    g = (1 + r) ** n
    c = (D(target) - D(pv) * g) * r / (g - 1)
    return c.quantize(Decimal("0.01"), rounding=ROUND_CEILING)


def periods_to_target(pv, c, rate, target, ppy=12):
    r = D(rate) / ppy
    bal = D(pv)
    n = 0
    while bal < D(target):
        n += 1
        bal = bal * (1 + r) + D(c)
    return n


def todays(nominal, years, infl=0.025):
    return D(nominal) / (1 + D(infl)) ** years


# --------------------------------------------------------------------------------------
# records
# --------------------------------------------------------------------------------------
QUESTIONS = []
CONVS = []


def ch_(**kw):
    out = {}
    for k, v in kw.items():
        out[k] = canon(v)
        if k == "emergencyFund":
            out["emergencyFundCurrent"] = canon(v)
    return out


def Q(m, p, intent, ch=None, figs=None, has=None):
    figs = [f for f in (figs or []) if f]
    QUESTIONS.append({"m": m, "p": p, "intent": intent, "ch": ch or {},
                      "figs": figs, "has": has or []})


def T(m, intent, ch=None, figs=None, has=None):
    figs = [f for f in (figs or []) if f]
    return {"m": m, "intent": intent, "ch": ch or {}, "figs": figs, "has": has or []}


def C(p, *turns):
    CONVS.append({"id": f"c{len(CONVS) + 1:02d}", "p": p, "turns": list(turns)})


US = {"country": "us"}
AU = {}

# ======================================================================================
# SINGLE QUESTIONS
# ======================================================================================

# ---------------------------------------------------------------- tax (AU)
Q("how much tax do i pay on 85k", {}, "tax", figs=[money(th(85000))])
Q("Take home pay on $120,000?", {}, "tax", figs=[money(th(120000))])
Q("I'm on 72k, what's my take home per fortnight", {}, "tax", ch_(annualIncome=72000),
  figs=[money(tax(72000)["takeHomePerPeriod"]["fortnightly"], True)])
Q("what will i take home on 95000 with a hecs debt", {}, "tax",
  figs=[money(th(95000, helpDebt=60000))])
Q("My salary is $110k and I have $32k HECS. What's my take-home?", {}, "tax",
  ch_(annualIncome=110000, helpDebt=32000), figs=[money(th(110000, helpDebt=32000))])
Q("tax on 45k?", {}, "tax", figs=[money(th(45000))])
p = {"annualIncome": "130000", "age": "41"}
Q("whats my take home pay", p, "tax", figs=[money(thp(p))])
p = {"annualIncome": "68000", "helpDebt": "15000"}
Q("how much tax will I pay this year", p, "tax", figs=[money(thp(p))])
Q("whats the take home on 250k", {}, "tax", figs=[money(th(250000))])
Q("I earn $38/hr full time, whats that after tax?", {}, "tax", ch_(annualIncome=38 * 38 * 52),
  figs=[money(th(38 * 38 * 52))])
Q("how much tax on 90k in 2025-26", {}, "tax", figs=[money(th(90000, taxYear="2025-26"))],
  has=["2025-26"])
Q("How much tax would I pay on a salary of 200,000 in NSW?", {}, "tax", figs=[money(th(200000))])
Q("whats the tax on 30k a year, i work part time", {}, "tax", figs=[money(th(30000))])
Q("I don't have private health insurance. what would I take home on 150k?", {}, "tax",
  ch_(privateHospitalCover=False), figs=[money(th(150000, privateHospitalCover=False))])
Q("i get paid 2,900 a fortnight before tax, how much tax is that a year", {}, "tax",
  ch_(annualIncome=2900 * 26), figs=[money(th(2900 * 26))])
Q("I'm 68 and still working part time, earning about 45k. how much tax do I pay?", {}, "tax",
  ch_(age=68, annualIncome=45000), figs=[money(th(45000, age=68))])
p = {"annualIncome": "98000"}
Q("how much do i get paid weekly after tax", p, "tax",
  figs=[money(taxp(p)["takeHomePerPeriod"]["weekly"], True)])
Q("what's 65000 after tax", {}, "tax", figs=[money(th(65000))])
# ---------------------------------------------------------------- tax (US)
Q("what's my take-home on 100k in California", dict(US), "tax",
  figs=[money(th(100000, "us", state="CA"))])
Q("I make 86k in Texas, how much do I take home", dict(US), "tax",
  ch_(annualIncome=86000, state="TX"), figs=[money(th(86000, "us", state="TX"))])
p = {"country": "us", "state": "FL"}
Q("federal tax on $60,000 single?", p, "tax", figs=[money(tax(60000, "us", state="FL")["federalTax"])])
Q("I'm in NY making 150k a year, what's my take home after taxes?", dict(US), "tax",
  ch_(state="NY", annualIncome=150000), figs=[money(th(150000, "us", state="NY"))])
p = {"country": "us", "state": "WA", "annualIncome": "120000"}
Q("how much will I take home a month?", p, "tax",
  figs=[money(taxp(p)["takeHomePerPeriod"]["monthly"], True)])
p = {"country": "us", "state": "IL"}
Q("what is the tax on 55k", p, "tax", figs=[money(th(55000, "us", state="IL"))])
Q("How much FICA will I pay on 90k?", dict(US), "tax", figs=[money(90000 * 0.0765)])
Q("how much is taken out of a 76k salary in florida", {}, "tax",
  figs=[money(th(76000, "us", state="FL"))])
Q("i make $28 an hour in florida, whats my take home", dict(US), "tax",
  ch_(annualIncome=28 * 40 * 52, state="FL"), figs=[money(th(28 * 40 * 52, "us", state="FL"))])
p = {"country": "us", "state": "GA", "annualIncome": "64000", "maritalStatus": "married", "dependents": "2"}
Q("what will my tax be this year", p, "tax", figs=[money(thp(p))])

# ---------------------------------------------------------------- loan_repayment
Q("repayments on 600k loan at 6.2% over 30 years", {}, "loan_repayment",
  figs=[money(pmt(600000, .062, 30)[0], True)])
Q("what would my monthly repayment be on a $450,000 mortgage at 5.89% for 25 yrs", {}, "loan_repayment",
  figs=[money(pmt(450000, .0589, 25)[0], True)])
Q("fortnightly repayments on 500k at 6% 30 years?", {}, "loan_repayment",
  figs=[money(pmt(500000, .06, 30, 26)[0], True)])
Q("weekly repayments 350k 5.5% 30yrs", {}, "loan_repayment",
  figs=[money(pmt(350000, .055, 30, 52)[0], True)])
Q("car loan 35k at 8.5% over 5 years, whats the monthly payment", {}, "loan_repayment",
  figs=[money(pmt(35000, .085, 5)[0], True)])
Q("interest only repayments on 700k at 6.1%?", {}, "loan_repayment",
  figs=[money(io_pmt(700000, .061), True)])
Q("How much is the payment on a 30 year fixed $400k mortgage at 6.75%?", dict(US), "loan_repayment",
  figs=[money(pmt(400000, .0675, 30)[0], True)])
Q("monthly payment on a $28,000 car loan, 6.9% APR, 60 months", dict(US), "loan_repayment",
  figs=[money(pmt(28000, .069, 5)[0], True)])
a, b = pmt(320000, .065, 15)[0], pmt(320000, .065, 30)[0]
Q("should I go 15 or 30 years on 320k at 6.5%?", {}, "loan_repayment",
  figs=[money(a, True), money(b, True), money(a - b, True)])
Q("personal loan 15k 12% 3 years repayments", {}, "loan_repayment",
  figs=[money(pmt(15000, .12, 3)[0], True)])
Q("whats the repayment on 800 grand at 5.99 over 30", {}, "loan_repayment",
  figs=[money(pmt(800000, .0599, 30)[0], True)])
pp, nn = pmt(520000, .0604, 30)
Q("Borrowing 520k at 6.04% for 30 years. What are the repayments and how much interest will I pay in total?",
  {}, "loan_repayment", figs=[money(pp, True), money(pp * nn - 520000)])
p = {"mortgageBalance": "480000"}
Q("How much would repayments be on my mortgage over 25 years at 6%?", p, "loan_repayment",
  figs=[money(pmt(480000, .06, 25)[0], True)])

# ---------------------------------------------------------------- loan_extra_repayment
Q("If I pay an extra $500 a month on a 600k loan at 6% over 30 years how much interest do I save?", {},
  "loan_extra_repayment", has=extra_has(600000, .06, 30, 500))
Q("how much quicker would i pay off a 350k loan at 6.2% 30yrs if i paid 1000 extra a month", {},
  "loan_extra_repayment", has=extra_has(350000, .062, 30, 1000))
Q("Extra $250/month on a $300,000 30-yr mortgage at 7% — how much do I save?", dict(US),
  "loan_extra_repayment", has=extra_has(300000, .07, 30, 250))
Q("what difference does an extra 100 a week make on a 500k mortgage, 6% over 30 years, paying weekly", {},
  "loan_extra_repayment", has=extra_has(500000, .06, 30, 100, 52))
Q("I owe 430k on the mortgage at 5.8% with 27 years left, what if I put an extra 400 a month on it?", {},
  "loan_extra_repayment", ch_(mortgageBalance=430000), has=extra_has(430000, .058, 27, 400))

# ---------------------------------------------------------------- loan_payoff_time
n, i = simulate(8000, .21, 300)
Q("I've got 8k on a credit card at 21%, if I pay $300 a month how long will it take to pay off?", {},
  "loan_payoff_time", ch_(debts=8000), figs=[money(i)], has=years_token(n, 12))
n, i = simulate(450000, .06, 3500)
Q("how long will it take to pay off 450k at 6% paying 3500 a month", {}, "loan_payoff_time",
  figs=[money(i)], has=years_token(n, 12))
n, i = simulate(600000, .061, 4000)
Q("if i pay 4k/month on a 600k loan at 6.1% when will it be paid off", {}, "loan_payoff_time",
  figs=[money(i)], has=years_token(n, 12))
n, i = simulate(32000, .055, 400)
Q("Student loan of $32,000 at 5.5%, paying $400/month. How long until it's gone?", dict(US),
  "loan_payoff_time", figs=[money(i)], has=years_token(n, 12))
n, i = simulate(18000, .09, 500)
Q("car loan 18k, 9% interest, paying $500 a month - how many months left?", {}, "loan_payoff_time",
  figs=[money(i)])

# ---------------------------------------------------------------- savings_growth
Q("if I save 500 a month for 10 years at 5% how much will I have", {}, "savings_growth",
  figs=[money(fv(0, 500, .05, 10))])
Q("what will 20k grow to in 15 years at 7%", {}, "savings_growth", figs=[money(fv(20000, 0, .07, 15))])
Q("I have 15k saved and can put away 800 a month, what will I have in 5 years?", {}, "savings_growth",
  ch_(currentSavings=15000), figs=[money(fv(15000, 800, .07, 5))])
Q("$200 a week into an index fund for 20 years at 8%, how much would that be?", {}, "savings_growth",
  figs=[money(fv(0, 200, .08, 20, 52))])
Q("How much will 100k be worth in 25 yrs at 6%?", {}, "savings_growth", figs=[money(fv(100000, 0, .06, 25))])
Q("if i invest 1000 a month for 30 years what would i end up with", {}, "savings_growth",
  figs=[money(fv(0, 1000, .07, 30))])
Q("50k in a high interest savings account at 4.5% for 3 years, what do I end up with?", {}, "savings_growth",
  figs=[money(fv(50000, 0, .045, 3))])
p = {"expectedReturnRate": "0.05"}
Q("what would $300 a month turn into after 12 years", p, "savings_growth", figs=[money(fv(0, 300, .05, 12))])

# ---------------------------------------------------------------- savings_target
Q("how much do I need to save a month to get 100k in 5 years", {}, "savings_target",
  figs=[money(needed(100000, 0, .07, 5), True)])
Q("we need a 120k house deposit in 4 years, we have 30k, how much do we need to save per month?", {},
  "savings_target", ch_(currentSavings=30000), figs=[money(needed(120000, 30000, .07, 4), True)])
Q("how much per fortnight to save 20k in 2 years at 4.5%", {}, "savings_target",
  figs=[money(needed(20000, 0, .045, 2, 26), True)])
Q("want to buy a $45,000 car in 3 years, how much should i put away each week?", {}, "savings_target",
  figs=[money(needed(45000, 0, .07, 3, 52), True)])
Q("I'm 35 and want 1 million by 60, how much do I need to invest each month?", {}, "savings_target",
  ch_(age=35), figs=[money(needed(1000000, 0, .07, 25), True)])
Q("need 10k for our wedding by 2028, how much a month?", {}, "savings_target")
Q("How much should I save monthly to have $250,000 in 10 years at 6%?", dict(US), "savings_target",
  figs=[money(needed(250000, 0, .06, 10), True)])

# ---------------------------------------------------------------- savings_time_to_target
n = periods_to_target(0, 1200, .07, 50000)
Q("how long to save 50k if i put away 1,200 a month", {}, "savings_time_to_target", has=years_token(n, 12))
n = periods_to_target(10000, 500, .07, 60000, 26)
Q("I have 10k, saving 500 a fortnight, how long until I hit 60k?", {}, "savings_time_to_target",
  ch_(currentSavings=10000), has=years_token(n, 26))
n = periods_to_target(0, 2000, .08, 1000000)
Q("how many years to reach a million investing 2k a month at 8%", {}, "savings_time_to_target",
  has=years_token(n, 12))
n = periods_to_target(0, 2500, .04, 100000)
Q("How long would it take to save a 100k deposit putting away 2500 a month at 4%?", {},
  "savings_time_to_target", has=years_token(n, 12))

# ---------------------------------------------------------------- nest_egg
Q("how much do i need to retire on 60k a year", {}, "nest_egg", figs=[money(60000 / 0.04)])
Q("what size nest egg would I need for 4.5k a month in retirement?", {}, "nest_egg",
  figs=[money(4500 * 12 / 0.04)])
Q("how much super do I need to retire on $80,000 a year with a 3.5% withdrawal rate", {}, "nest_egg",
  figs=[money(D(80000) / D("0.035"))])
Q("If I want $70k/yr in retirement how big does my 401k need to be?", dict(US), "nest_egg",
  figs=[money(70000 / 0.04)])

# ---------------------------------------------------------------- todays_dollars
Q("what is 1 million in 30 years worth in today's money", {}, "todays_dollars",
  figs=[money(todays(1000000, 30))])
Q("how much is 500k in 20 yrs in todays dollars with 3% inflation", {}, "todays_dollars",
  figs=[money(todays(500000, 20, .03))])
Q("my super statement says I'll have 850k at retirement in 25 years, what's that in today's dollars?", {},
  "todays_dollars", figs=[money(todays(850000, 25))])

# ---------------------------------------------------------------- bonus / raise
Q("I'm getting a 10k bonus, how much will I actually see after tax? I earn 95k", {}, "bonus_after_tax",
  ch_(annualIncome=95000), figs=[robust_diff(th(105000), th(95000))])
p = {"annualIncome": "140000"}
Q("how much of a $5,000 bonus do I get to keep", p, "bonus_after_tax",
  figs=[robust_diff(th(145000), th(140000))])
Q("I make 80k in Georgia and just got a 7,500 bonus, what's it after tax?", dict(US), "bonus_after_tax",
  ch_(annualIncome=80000, state="GA"),
  figs=[robust_diff(th(87500, "us", state="GA"), th(80000, "us", state="GA"))])
Q("I'm getting a raise from 85k to 95k, how much more will I actually take home?", {}, "raise_after_tax",
  ch_(annualIncome=85000), figs=[robust_diff(th(95000), th(85000))])
p = {"annualIncome": "110000"}
Q("What's a 5% raise worth after tax?", p, "raise_after_tax",
  figs=[robust_diff(th(115500), th(110000))])
p = {"annualIncome": "70000", "helpDebt": "20000"}
Q("boss offered me 8k more a year, what's that actually in my pocket", p, "raise_after_tax",
  figs=[robust_diff(th(78000, helpDebt=20000), th(70000, helpDebt=20000))])

# ---------------------------------------------------------------- couple_take_home
Q("I earn 90k and my partner earns 65k, what's our take home combined?", {}, "couple_take_home",
  ch_(annualIncome=90000), figs=[money(D(th(90000)) + D(th(65000)))])
Q("what would our household take home be if we both earn 75k?", {}, "couple_take_home",
  figs=[money(2 * D(th(75000)))])
Q("I make 70k and my husband makes 90k, what's our combined take-home?",
  {"country": "us", "state": "CO", "maritalStatus": "married"}, "couple_take_home", ch_(annualIncome=70000))

# ---------------------------------------------------------------- surcharge_cost
r = tax(130000, privateHospitalCover=False)
mls = [b["amount"] for b in r["breakdown"] if "surcharge" in b["label"].lower()][0]
Q("I earn 130k and don't have private hospital cover, how much is the medicare levy surcharge costing me?",
  {}, "surcharge_cost", ch_(annualIncome=130000, privateHospitalCover=False), figs=[money(mls)])
r = tax(105000, privateHospitalCover=False)
mls = [b["amount"] for b in r["breakdown"] if "surcharge" in b["label"].lower()][0]
Q("is it worth getting private health to avoid the surcharge on 105k? cheapest hospital cover is about $1,300",
  {}, "surcharge_cost", figs=[money(mls)])
r = tax(180000, privateHospitalCover=False)
mls = [b["amount"] for b in r["breakdown"] if "surcharge" in b["label"].lower()][0]
Q("whats the MLS on a 180k salary", {}, "surcharge_cost", figs=[money(mls)])

# ---------------------------------------------------------------- compare_states
a, b = th(150000, "us", state="CA"), th(150000, "us", state="TX")
Q("California vs Texas take home on 150k?", {}, "compare_states",
  figs=[money(a), money(b), robust_diff(a, b)])
a, b = th(120000, "us", state="WA"), th(120000, "us", state="OR")
Q("I earn 120k, would I take home more in Washington or Oregon?", dict(US), "compare_states",
  ch_(annualIncome=120000), figs=[money(a), money(b), robust_diff(a, b)])
Q("compare tax in NY, NJ and PA on 95k", dict(US), "compare_states",
  figs=[money(th(95000, "us", state=s)) for s in ("NY", "NJ", "PA")])
a, b = tax(80000, "us", state="IL")["stateTax"], tax(80000, "us", state="FL")["stateTax"]
Q("how much more tax would i pay in Illinois than Florida on 80k", {}, "compare_states",
  figs=[robust_diff(a, b)])

# ---------------------------------------------------------------- compare_years
p = {"annualIncome": "92000"}
a, b = thp(p), thp(p, taxYear="2025-26")
Q("how does my tax this year compare to last year?", p, "compare_years",
  figs=[money(a), money(b), robust_diff(a, b)])
a, b = th(60000, taxYear="2026-27"), th(60000, taxYear="2025-26")
Q("how much less tax on 60k in 2026-27 vs 2025-26", {}, "compare_years", figs=[robust_diff(a, b)],
  has=["2026-27", "2025-26"])
a, b = th(110000, "us", state="TX", taxYear="2025"), th(110000, "us", state="TX", taxYear="2026")
Q("2025 vs 2026 federal tax on 110k in Texas", dict(US), "compare_years",
  figs=[money(tax(110000, "us", state="TX", taxYear="2025")["federalTax"]),
        money(tax(110000, "us", state="TX", taxYear="2026")["federalTax"])])

# ---------------------------------------------------------------- pretax_saving
def ss_saved(income, amount, **kw):
    a = th(income, **kw)
    b = th(income, salarySacrifice=amount, **kw)
    return money(D(amount) - (D(a) - D(b)))


def k401_saved(income, amount, state):
    a = th(income, "us", state=state)
    b = th(income, "us", state=state, preTaxRetirement=amount)
    return money(D(amount) - (D(a) - D(b)))


Q("how much tax would I save salary sacrificing 10k into super on 120k", {}, "pretax_saving",
  figs=[ss_saved(120000, 10000)])
Q("if I salary sacrifice $500 a month how much tax do I save", {"annualIncome": "95000"}, "pretax_saving",
  figs=[ss_saved(95000, 6000)])
s5, s10 = ss_saved(140000, 5000), ss_saved(140000, 10000)
Q("salary sacrifice 5k or 10k, which saves more tax? I'm on 140k", {}, "pretax_saving",
  ch_(annualIncome=140000), figs=[s5, s10, money(D(s10[1:].replace(",", "")) - D(s5[1:].replace(",", "")))])
Q("How much tax do I save if I put 10k pre-tax in my 401k? I make 95k in Arizona", dict(US), "pretax_saving",
  ch_(annualIncome=95000, state="AZ"), figs=[k401_saved(95000, 10000, "AZ")])
Q("tax savings if i put 15k into my 401k on 130k in california?", dict(US), "pretax_saving",
  figs=[k401_saved(130000, 15000, "CA")])

# ---------------------------------------------------------------- contribution_what_if (no figs)
Q("what will my super be worth at 67 if I add an extra $100 a week",
  {"age": "40", "superBalance": "150000", "annualIncome": "90000"}, "contribution_what_if")
Q("if I bump my 401k contribution by $300 a month what will I have at retirement",
  {"country": "us", "age": "35", "superBalance": "80000", "annualIncome": "100000"}, "contribution_what_if")
Q("extra 5k a year into super, how much more would I have at retirement? I'm 45 with 220k", {},
  "contribution_what_if", ch_(age=45, superBalance=220000))

# ---------------------------------------------------------------- retirement (no figs)
Q("am I on track for retirement?", {"age": "45", "superBalance": "280000", "annualIncome": "110000"},
  "retirement")
Q("can I retire at 60?", {"age": "52", "superBalance": "600000", "annualIncome": "140000",
                          "monthlyExpenses": "5500"}, "retirement")
Q("I'm 55 with 800k in super, how long will it last if I spend 60k a year", {}, "retirement",
  ch_(age=55, superBalance=800000))
Q("retire at 60 or 65, which works better for me?", {"age": "50", "superBalance": "420000",
                                                      "annualIncome": "120000"}, "retirement")
Q("will I have enough to retire? I'm 38, my 401k has 120k", dict(US), "retirement",
  ch_(age=38, superBalance=120000))

# ---------------------------------------------------------------- limits
Q("what's the 401k limit for 2026", {}, "limit:401k_limit", figs=["$24,500"])
Q("how much can i put in an IRA this year", dict(US), "limit:ira_limit", figs=["$7,500"])
Q("HSA contribution limit family 2026?", {}, "limit:hsa_limit", figs=["$8,750"])
Q("standard deduction for married filing jointly?", dict(US), "limit:standard_deduction", figs=["$32,200"])
Q("what's the child tax credit now", dict(US), "limit:child_tax_credit", figs=["$2,200"])
Q("social security wage base 2026", {}, "limit:social_security_wage_base", figs=["$184,500"])
Q("what is the fica rate", dict(US), "limit:fica", has=["6.2%", "1.45%"])
Q("what's the tax free threshold in australia", {}, "limit:tax_free_threshold", figs=["$18,200"])
Q("how much is the medicare levy?", {}, "limit:medicare_levy", has=["2%"])
Q("what are the medicare levy surcharge income thresholds for singles", {}, "limit:surcharge_thresholds",
  figs=["$101,000"])
Q("concessional cap 2025-26?", {}, "limit:concessional_cap", figs=["$30,000"])
Q("how much can I put into super after tax each year", {}, "limit:non_concessional_cap")
Q("what's the super guarantee rate at the moment", {}, "limit:super_guarantee_rate", has=["12%"])
Q("what tax bracket am i in", {"annualIncome": "95000"}, "limit:tax_brackets", has=["30%"])
Q("what's the top tax rate in California", {}, "limit:tax_brackets", has=["13.3%"])
Q("federal tax brackets 2026 for single filers", dict(US), "limit:tax_brackets",
  figs=["$12,400", "$50,400", "$105,700"], has=["37%"])
Q("at what income does the 45% rate kick in", {}, "limit:tax_brackets", figs=["$190,000"])
Q("how much is the age pension for a single person", {}, "limit:age_pension_rate")
Q("HECS repayment threshold for 2025-26", {}, "limit:help_repayment_thresholds", figs=["$67,000"])
Q("marginal tax rate on 150k?", {}, "limit:tax_brackets", has=["37%"])
Q("Pennsylvania state income tax rate?", {}, "limit:tax_brackets", has=["3.07%"])
Q("whats the HSA limit for just me", dict(US), "limit:hsa_limit", figs=["$4,400"])

# ---------------------------------------------------------------- explainers
Q("how do franking credits work", {}, "explain:franking_credits")
Q("what is negative gearing? is it actually worth it", {}, "explain:negative_gearing")
Q("how is capital gains tax worked out on shares in australia", {}, "explain:capital_gains_tax")
Q("do I pay CGT if I sell an investment property I've owned for 5 years?", {}, "explain:capital_gains_tax")
Q("roth or traditional 401k?", dict(US), "explain:roth_vs_traditional")
Q("what's an IRA", {}, "explain:ira")
Q("how does a 401(k) work", {}, "explain:401k")
Q("what is an HSA and should I get one", dict(US), "explain:hsa")
Q("when should i start claiming social security", dict(US), "explain:social_security_ages")
Q("when do I get medicare in the US and what does it cover", {}, "explain:us_medicare")
Q("can someone explain super to me like im 5", {}, "explain:super")
Q("how does hecs work, do i actually have to pay it back?", {}, "explain:help_debt")
Q("how does the age pension work", {}, "explain:age_pension")
Q("what first home buyer schemes are there?", {}, "explain:first_home_schemes")
Q("offset account vs redraw, what's the difference", {}, "explain:offset_vs_redraw")
Q("are index funds a good idea? what fees should i look out for", {}, "explain:index_funds_and_fees")
Q("do I need life insurance", {}, "explain:life_insurance")
Q("how much life cover should someone with a mortgage and 2 kids have?", {}, "explain:life_insurance")
Q("should I put extra money into my mortgage or into super?", {}, "explain:extra_repayments_vs_super")
Q("how much should I have saved by 35?", {}, "explain:savings_by_age")
Q("whats the difference between roth and traditional ira", {}, "explain:roth_vs_traditional")
Q("What is the First Home Super Saver scheme?", {}, "explain:first_home_schemes")

# ---------------------------------------------------------------- own figures
p = {"currentSavings": "25000", "propertyValue": "850000", "superBalance": "140000",
     "mortgageBalance": "520000", "debts": "12000"}
Q("what's my net worth", p, "net_worth", figs=[money(25000 + 850000 + 140000 - 520000 - 12000)])
Q("I have 40k in savings, 60k in super and 15k in shares, and owe 22k on my car. What's my net worth?", {},
  "net_worth", ch_(currentSavings=40000, superBalance=60000, investmentAccounts=15000, debts=22000),
  figs=[money(40000 + 60000 + 15000 - 22000)])
p = {"currentSavings": "8000", "emergencyFund": "15000", "emergencyFundCurrent": "15000",
     "superBalance": "95000", "investmentAccounts": "22000", "helpDebt": "28000", "debts": "4000"}
Q("how much am I worth overall?", p, "net_worth", figs=[money(8000 + 15000 + 95000 + 22000 - 4000)])
p = {"country": "us", "propertyValue": "410000", "mortgageBalance": "265000", "superBalance": "180000",
     "currentSavings": "30000", "debts": "18000"}
Q("whats my net worth looking like", p, "net_worth", figs=[money(410000 + 180000 + 30000 - 265000 - 18000)])

Q("how much equity do i have", {"propertyValue": "780000", "mortgageBalance": "410000"}, "equity",
  figs=[money(370000)])
Q("our house is worth about 1.2m and we owe 650k, how much equity have we got?", {}, "equity",
  ch_(propertyValue=1200000, mortgageBalance=650000), figs=[money(550000)])
Q("what's my home equity", {"propertyValue": "500000"}, "equity")

p = {"annualIncome": "90000", "monthlyExpenses": "4000"}
m = tax(90000)["takeHomePerPeriod"]["monthly"]
Q("how much am I saving each month?", p, "savings_rate",
  figs=[same_whole(D(m) - 4000, D(th(90000)) / 12 - 4000)])
def gross_for_take_home(annual_take_home, **kw):
    """Smallest whole-dollar gross whose take-home reaches the figure (the brief's rule)."""
    lo, hi = 0, 1000000
    while lo < hi:
        mid = (lo + hi) // 2
        if th(mid, **kw) >= annual_take_home:
            hi = mid
        else:
            lo = mid + 1
    # take-home must be monotonic around the answer
    assert th(lo, **kw) >= annual_take_home > th(lo - 1, **kw)
    return lo


g = gross_for_take_home(5000 * 12)
Q("I take home about $5,000 a month and spend $3,600, how much am I saving?", {}, "savings_rate",
  ch_(annualIncome=g, monthlyExpenses=3600), figs=[money(1400)], has=["28%"])
Q("I take home about 6,000 a month and spend 4,200, what's my savings rate?", {"annualIncome": "105000"},
  "savings_rate", ch_(monthlyExpenses=4200), figs=[money(1800)], has=["30%"])
p = {"annualIncome": "75000", "monthlyExpenses": "3500", "helpDebt": "10000"}
r = taxp(p)
Q("how much do i save a year", p, "savings_rate",
  figs=[same_whole(D(r["takeHome"]) - 42000, (D(r["takeHomePerPeriod"]["monthly"]) - 3500) * 12)])
p = {"country": "us", "state": "TX", "annualIncome": "85000", "monthlyExpenses": "3800"}
r = taxp(p)
Q("what's my savings rate?", p, "savings_rate",
  figs=[same_whole(D(r["takeHomePerPeriod"]["monthly"]) - 3800, D(r["takeHome"]) / 12 - 3800)])

Q("I'm on 100k, how much super should my employer be putting in?", {}, "employer_contributions",
  ch_(annualIncome=100000), figs=[money(12000)])
Q("how much super does my boss have to pay me", {"annualIncome": "78500"}, "employer_contributions",
  figs=[money(D(78500) * D("0.12"))])
Q("my employer matches 5%, how much is that a year?", {"country": "us", "annualIncome": "92000"},
  "employer_contributions", ch_(employerMatch=0.05), figs=[money(92000 * 0.05)])
Q("what's my 401k match worth", {"country": "us", "annualIncome": "120000", "employerMatch": "0.04"},
  "employer_contributions", figs=[money(4800)])
Q("how much is my super guarantee", {}, "employer_contributions")

Q("how many months would my emergency fund last",
  {"emergencyFund": "18000", "emergencyFundCurrent": "18000", "monthlyExpenses": "4500"},
  "emergency_cover", has=["4 months"])
Q("I've got 12k in an emergency fund and my expenses are about 3k a month, how long would that last me?", {},
  "emergency_cover", ch_(emergencyFund=12000, monthlyExpenses=3000), has=["4 months"])
Q("how many months of expenses does my emergency fund cover",
  {"emergencyFund": "20000", "emergencyFundCurrent": "20000"}, "emergency_cover")

Q("what's my debt to income ratio", {"annualIncome": "120000", "mortgageBalance": "540000", "debts": "20000"},
  "debt_to_income")
Q("I earn 80k, have a 400k mortgage and a 15k car loan. what's my DTI?", {}, "debt_to_income",
  ch_(annualIncome=80000, mortgageBalance=400000, debts=15000))
Q("debt to income?", {"country": "us", "annualIncome": "100000", "mortgageBalance": "250000", "debts": "25000"},
  "debt_to_income")

Q("I'm 34, how many years until I can retire?", {}, "years_to_retirement", ch_(age=34), has=["31 years"])
Q("how long till retirement", {"age": "48", "retirementAge": "60"}, "years_to_retirement", has=["12 years"])
Q("how many years have I got left till I retire? I'm 52 and plan to retire at 62", {}, "years_to_retirement",
  ch_(age=52, retirementAge=62), has=["10 years"])

# ---------------------------------------------------------------- general advice
Q("how big should my emergency fund be?", {}, "emergency_fund")
Q("how much should i keep in an emergency fund", dict(US), "emergency_fund")
Q("how do I make a budget", {}, "budget")
Q("is the 50/30/20 rule any good?", {}, "budget")
Q("any tips to stop overspending every month", {}, "budget")
Q("should I pay off my debt or save first", {}, "debt")
Q("how do i get out of credit card debt", dict(US), "debt")
Q("tips for buying my first home?", {}, "home_buying")
Q("should I buy a house or keep renting", {}, "home_buying")
Q("should I salary sacrifice?", {}, "salary_sacrifice")
Q("is salary sacrificing into super worth it", {}, "salary_sacrifice")
Q("which retirement accounts should I be using?", dict(US), "retirement_accounts")
Q("best way to save for retirement in the us?", {}, "retirement_accounts")

# ---------------------------------------------------------------- library topics
Q("lease or buy a car, which is better?", {}, "topic:lease-vs-buy-car")
Q("should i set up a family trust", {}, "topic:family-trust-setup")
Q("investment property or shares?", {}, "topic:investment-property-vs-shares")
Q("is debt consolidation a good idea", {}, "topic:debt-consolidation")
Q("emergency fund - 3 months or 6 months?", {}, "*")
Q("how do concessional super contributions work", {}, "topic:concessional-super-contributions")
Q("what are some good salary sacrifice strategies", {}, "topic:salary-sacrifice-strategies")
Q("most tax effective ways to invest?", {}, "topic:tax-effective-investing")

# ---------------------------------------------------------------- profile / facts / chit-chat
Q("what do you know about me", {"age": "34", "annualIncome": "85000", "state": "VIC"}, "profile_summary",
  figs=["$85,000"])
Q("what info have you got saved on me?", {"country": "us", "state": "OH", "superBalance": "64000"},
  "profile_summary", figs=["$64,000"])

Q("I'm 34 and earn 85k", {}, "facts", ch_(age=34, annualIncome=85000))
Q("we owe 550k on the mortgage", {}, "facts", ch_(mortgageBalance=550000))
Q("I've got about 25k HECS", {}, "facts", ch_(helpDebt=25000))
Q("married, 2 kids", {}, "facts", ch_(maritalStatus="married", dependents=2))
Q("rent is $550 a week", {}, "facts", ch_(rentOrMortgage=D(550 * 52) / 12))
Q("I have about 30k in savings and 85k in super", {}, "facts", ch_(currentSavings=30000, superBalance=85000))
Q("our place is worth around 920k", {}, "facts", ch_(propertyValue=920000))
Q("I spend roughly 3.5k a month", {}, "facts", ch_(monthlyExpenses=3500))
Q("I don't have private hospital cover", {}, "facts", ch_(privateHospitalCover=False))
Q("i have a 12k emergency fund", {}, "facts", ch_(emergencyFund=12000))
Q("I've got 9k on credit cards and a 14k car loan", {}, "facts", ch_(debts=23000))
Q("I'm 41, divorced, one kid", {}, "facts", ch_(age=41, maritalStatus="divorced", dependents=1))
Q("I salary sacrifice 8k a year into super", {}, "facts", ch_(salarySacrifice=8000))
Q("my employer matches 4% on my 401k", dict(US), "facts", ch_(employerMatch=0.04))
Q("I earn $4,500 a fortnight", {}, "facts", ch_(annualIncome=4500 * 26))
Q("I make 85k, my partner makes about 60k", {}, "facts", ch_(annualIncome=85000))
Q("I've got 310k in my 401k and I'm 52", dict(US), "facts", ch_(superBalance=310000, age=52))
Q("mortgage repayments are $3,100 a month", {}, "facts", ch_(rentOrMortgage=3100))
Q("spend about 900 a week on everything", {}, "facts", ch_(monthlyExpenses=D(900 * 52) / 12))
Q("I live in Queensland", {}, "facts", ch_(state="QLD"))

Q("hi", {}, "greeting")
Q("hey penny, good morning", {}, "greeting")
Q("thanks!", {}, "thanks")
Q("cheers mate that's really helpful", {}, "thanks")
Q("what can you do?", {}, "help")
Q("how does this work, what sort of things can I ask", {}, "help")
Q("what's the weather in sydney tomorrow", {}, "unknown")
Q("can you book me a flight to bali", {}, "unknown")
Q("who won the footy last night", {}, "unknown")

# ---------------------------------------------------------------- compound (two questions)
n = periods_to_target(0, 1000, .07, 20000)
Q("what's the tax on 80k? and how long to save 20k at 1000 a month", {}, "tax+savings_time_to_target",
  figs=[money(th(80000))], has=years_token(n, 12))
Q("what's the super guarantee rate and what's the concessional cap?", {},
  "limit:super_guarantee_rate+limit:concessional_cap", has=["12%"])
Q("how much equity do I have, and what's my net worth?",
  {"propertyValue": "700000", "mortgageBalance": "380000", "superBalance": "120000", "currentSavings": "20000"},
  "equity+net_worth", figs=[money(320000), money(700000 + 120000 + 20000 - 380000)])
Q("what's an HSA and what's the limit this year?", dict(US), "explain:hsa+limit:hsa_limit", figs=["$4,400"])
Q("repayments on 500k at 6% over 30 years, and how much would I need to save each month for a 100k deposit in 3 years?",
  {}, "loan_repayment+savings_target",
  figs=[money(pmt(500000, .06, 30)[0], True), money(needed(100000, 0, .07, 3), True)])

# ======================================================================================
# CONVERSATIONS
# ======================================================================================
a30 = pmt(600000, .06, 30)[0]
a25 = pmt(600000, .06, 25)[0]
C({}, T("repayments on 600k at 6% over 30 years?", "loan_repayment", figs=[money(a30, True)]),
  T("what about over 25 years?", "loan_repayment", figs=[money(a25, True)]))

C({}, T("tax on 85k?", "tax", figs=[money(th(85000))]),
  T("and on 95k?", "tax", figs=[money(th(95000))]),
  T("how much is that a fortnight", "tax", figs=[money(tax(95000)["takeHomePerPeriod"]["fortnightly"], True)]),
  T("what if I had a 20k hecs debt?", "tax", figs=[money(th(95000, helpDebt=20000))]))

C({}, T("if I earned 120k what would I take home?", "tax", figs=[money(th(120000))]),
  T("and in Victoria?", "tax", figs=[money(th(120000))]),
  T("ok well I actually earn 95k, what do I take home?", "tax", ch_(annualIncome=95000),
    figs=[money(th(95000))]))

C(dict(US), T("what's a Roth IRA?", "explain:roth_vs_traditional"),
  T("how much can I put in it this year?", "limit:ira_limit", figs=["$7,500"]))

p = {"annualIncome": "88000"}
m = tax(88000)["takeHomePerPeriod"]["monthly"]
C(p, T("how much am I saving a month?", "savings_rate"),
  T("about 3,800", "savings_rate", ch_(monthlyExpenses=3800),
    figs=[same_whole(D(m) - 3800, D(th(88000)) / 12 - 3800)]))

a, b = pmt(400000, .065, 15)[0], pmt(400000, .065, 30)[0]
c, d = pmt(400000, .059, 15)[0], pmt(400000, .059, 30)[0]
C({}, T("400k loan at 6.5%, 15 or 30 years?", "loan_repayment",
        figs=[money(a, True), money(b, True), money(a - b, True)]),
  T("what about at 5.9%", "loan_repayment", figs=[money(c, True), money(d, True), money(c - d, True)]))

C({}, T("fortnightly repayments on 550k at 6.2% over 30", "loan_repayment",
        figs=[money(pmt(550000, .062, 30, 26)[0], True)]),
  T("monthly instead?", "loan_repayment", figs=[money(pmt(550000, .062, 30)[0], True)]))

C({}, T("I'm 34 and earn 85k", "facts", ch_(age=34, annualIncome=85000)),
  T("how much super should my employer be paying me", "employer_contributions", figs=[money(10200)]),
  T("and how many years until I retire?", "years_to_retirement", has=["31 years"]))

C({}, T("how much will 10k grow to in 10 years at 6%", "savings_growth", figs=[money(fv(10000, 0, .06, 10))]),
  T("what if I add $200 a month", "savings_growth", figs=[money(fv(10000, 200, .06, 10))]))

C({}, T("repayments on 480k at 6.5% over 30 years", "loan_repayment",
        figs=[money(pmt(480000, .065, 30)[0], True)]),
  T("sorry I meant 5.5% not 6.5%", "loan_repayment", figs=[money(pmt(480000, .055, 30)[0], True)]))

a, b = th(132000, "us", state="CA"), th(132000, "us", state="TX")
c = th(132000, "us", state="CO")
C(dict(US), T("California or Texas on 132k?", "compare_states", figs=[money(a), money(b), robust_diff(a, b)]),
  T("what about Colorado instead of Texas", "compare_states", figs=[money(a), money(c), robust_diff(a, c)]))

C({}, T("how much tax would I save salary sacrificing 10k on 120k", "pretax_saving",
        figs=[ss_saved(120000, 10000)]),
  T("and on 150k?", "pretax_saving", figs=[ss_saved(150000, 10000)]))

C({}, T("what's the age pension for a single person?", "limit:age_pension_rate"),
  T("and for a couple?", "limit:age_pension_rate"))

n1, i1 = simulate(15000, .19, 400)
n2, i2 = simulate(15000, .19, 600)
C({}, T("how long to pay off a 15k credit card at 19% paying 400 a month?", "loan_payoff_time",
        figs=[money(i1)], has=years_token(n1, 12)),
  T("and if I pay 600?", "loan_payoff_time", figs=[money(i2)], has=years_token(n2, 12)))

C({}, T("I've got 25k HECS", "facts", ch_(helpDebt=25000)),
  T("I earn 85k, what's my take-home?", "tax", ch_(annualIncome=85000),
    figs=[money(th(85000, helpDebt=25000))]))

C({}, T("what's the concessional cap?", "limit:concessional_cap"),
  T("and the non-concessional?", "limit:non_concessional_cap"))

C({}, T("how much do I need to retire on 70k a year?", "nest_egg", figs=[money(70000 / .04)]),
  T("what about with a 3.5% withdrawal rate?", "nest_egg", figs=[money(2000000)]),
  T("what's 2 million in 30 years worth in today's dollars?", "todays_dollars",
    figs=[money(todays(2000000, 30))]))

C({}, T("hi", "greeting"), T("what can you do?", "help"),
  T("whats the tax on 60k", "tax", figs=[money(th(60000))]))

C({}, T("I'm in the US, I live in Ohio", "facts", ch_(country="us", state="OH")),
  T("what's the take-home on 82k?", "tax", figs=[money(th(82000, "us", state="OH"))]),
  T("thanks", "thanks"))

C({}, T("how much do i need to save per month for an 80k deposit in 4 years", "savings_target",
        figs=[money(needed(80000, 0, .07, 4), True)]),
  T("and per fortnight?", "savings_target", figs=[money(needed(80000, 0, .07, 4, 26), True)]))

def mls_of(income, **kw):
    r = tax(income, privateHospitalCover=False, **kw)
    return [b["amount"] for b in r["breakdown"] if "surcharge" in b["label"].lower()][0]


C({}, T("how much is the medicare levy surcharge on 110k", "surcharge_cost", figs=[money(mls_of(110000))]),
  T("what about on 140k?", "surcharge_cost", figs=[money(mls_of(140000))]))

C({"propertyValue": "900000"}, T("what's my home equity?", "equity"),
  T("we owe about 480k", "equity", ch_(mortgageBalance=480000), figs=[money(420000)]))

C({"emergencyFund": "15000", "emergencyFundCurrent": "15000"},
  T("how many months does my emergency fund cover?", "emergency_cover"),
  T("3,750 a month", "emergency_cover", ch_(monthlyExpenses=3750), has=["4 months"]))

C({}, T("how many years until I can retire?", "years_to_retirement"),
  T("I'm 41", "years_to_retirement", ch_(age=41), has=["24 years"]))

C({}, T("how much super should my employer be paying?", "employer_contributions"),
  T("95k", "employer_contributions", ch_(annualIncome=95000), figs=[money(11400)]))

C({"mortgageBalance": "350000", "debts": "10000"}, T("what's my debt to income?", "debt_to_income"),
  T("I make 90k", "debt_to_income", ch_(annualIncome=90000)))

C({"country": "us", "employerMatch": "0.05"}, T("what's my 401k match worth?", "employer_contributions"),
  T("I make 110k", "employer_contributions", ch_(annualIncome=110000), figs=[money(5500)]))

C(dict(US), T("what's a 401k?", "explain:401k"),
  T("how much can I put in?", "limit:401k_limit", figs=["$24,500"]),
  T("what about if I'm over 50?", "limit:401k_limit", figs=["$8,000"]))

C(dict(US), T("roth vs traditional?", "explain:roth_vs_traditional"),
  T("whats the IRA limit", "limit:ira_limit", figs=["$7,500"]))

C({}, T("what is an HSA", "explain:hsa"),
  T("what's the limit for a family?", "limit:hsa_limit", figs=["$8,750"]))

C({}, T("how does HECS work", "explain:help_debt"),
  T("what were the repayment thresholds for 2025-26?", "limit:help_repayment_thresholds", figs=["$67,000"]))

r = tax(95000)
lev = [b["amount"] for b in r["breakdown"] if b["label"] == "Medicare levy"][0]
C({}, T("what's the tax on 95k?", "tax", figs=[money(r["takeHome"])]),
  T("how much of that is the medicare levy", "tax", figs=[money(lev)]))

C({}, T("if I earned 150k how much tax would I pay", "tax", figs=[money(th(150000))]),
  T("and with a 20k HECS debt?", "tax", figs=[money(th(150000, helpDebt=20000))]),
  T("I do actually have about 18k of HECS", "facts", ch_(helpDebt=18000)))

C({}, T("repayment on a 45k car loan at 7.5% over 5 years", "loan_repayment",
        figs=[money(pmt(45000, .075, 5)[0], True)]),
  T("what about 7 years?", "loan_repayment", figs=[money(pmt(45000, .075, 7)[0], True)]),
  T("weekly?", "loan_repayment", figs=[money(pmt(45000, .075, 7, 52)[0], True)]))

C({}, T("I earn 110k and my partner earns 70k, what's our take-home?", "couple_take_home",
        ch_(annualIncome=110000), figs=[money(D(th(110000)) + D(th(70000)))]),
  T("what if she gets a raise to 80k?", "couple_take_home", figs=[money(D(th(110000)) + D(th(80000)))]))

C({"age": "50", "superBalance": "450000", "annualIncome": "125000"},
  T("retire at 60 or 65?", "retirement"), T("what about 67?", "retirement"))

p = {"annualIncome": "100000", "monthlyExpenses": "4500"}
r = tax(100000)
C(p, T("what's my savings rate?", "savings_rate",
       figs=[same_whole(D(r["takeHomePerPeriod"]["monthly"]) - 4500, D(r["takeHome"]) / 12 - 4500)]),
  T("what if I cut my spending to 4k?", "savings_rate",
    figs=[same_whole(D(r["takeHomePerPeriod"]["monthly"]) - 4000, D(r["takeHome"]) / 12 - 4000)]))

C({}, T("I spend about 5k a month", "facts", ch_(monthlyExpenses=5000)),
  T("how big should my emergency fund be?", "emergency_fund"))

n1 = periods_to_target(0, 1000, .07, 30000)
n2 = periods_to_target(0, 1500, .07, 30000)
C({}, T("how long to save 30k saving 1000 a month", "savings_time_to_target", has=years_token(n1, 12)),
  T("and if I saved 1500?", "savings_time_to_target", has=years_token(n2, 12)))

C(dict(US), T("what's the 2026 standard deduction", "limit:standard_deduction", figs=["$16,100"]),
  T("and for married filing jointly?", "limit:standard_deduction", figs=["$32,200"]),
  T("head of household?", "limit:standard_deduction", figs=["$24,150"]))

p = {"annualIncome": "75000"}
a, b = thp(p), thp(p, taxYear="2025-26")
c, d = th(150000), th(150000, taxYear="2025-26")
C(p, T("compare my tax this year with last year", "compare_years", figs=[money(a), money(b), robust_diff(a, b)]),
  T("what about on 150k", "compare_years", figs=[money(c), money(d), robust_diff(c, d)]))

C({}, T("bonus of 15k on a 120k salary, how much do i keep", "bonus_after_tax",
        figs=[robust_diff(th(135000), th(120000))]),
  T("what if it was 25k", "bonus_after_tax", figs=[robust_diff(th(145000), th(120000))]))

a, b = th(88000 * 1.06), th(88000)
c = th(88000 * 1.10)
C({}, T("I'm getting a 6% raise, I'm on 88k. how much more is that a year after tax?", "raise_after_tax",
        ch_(annualIncome=88000), figs=[robust_diff(a, b)]),
  T("and if it was 10%?", "raise_after_tax", figs=[robust_diff(c, b)]))

C({}, T("whats the top marginal tax rate in australia", "limit:tax_brackets", has=["45%"]),
  T("and in the US?", "limit:tax_brackets", has=["37%"]))

C(dict(US), T("what are the income tax brackets for New Jersey", "limit:tax_brackets", has=["10.75%"]),
  T("and Colorado?", "limit:tax_brackets", has=["4.4%"]))

C({}, T("hey, I'm 29, earn 72k, rent's 2,200 a month", "facts",
        ch_(age=29, annualIncome=72000, rentOrMortgage=2200)),
  T("how much should I have saved by my age?", "explain:savings_by_age"),
  T("ok thanks", "thanks"))

C({}, T("how much do I need to save a month for a 20% deposit on a 750k place in 5 years?", "savings_target",
        figs=[money(needed(150000, 0, .07, 5), True)]),
  T("we've already got 40k saved", "savings_target", ch_(currentSavings=40000),
    figs=[money(needed(150000, 40000, .07, 5), True)]))

C({}, T("what's my take home?", "tax"),
  T("about 78k", "tax", ch_(annualIncome=78000), figs=[money(th(78000))]))

C({}, T("I earn 126k with no hospital cover. what's the surcharge?", "surcharge_cost",
        ch_(annualIncome=126000, privateHospitalCover=False), figs=[money(mls_of(126000))]),
  T("what about on 160k?", "surcharge_cost", figs=[money(mls_of(160000))]))

C({}, T("extra $300/month on 550k at 6.1% 30yr, how much interest does that save", "loan_extra_repayment",
        has=extra_has(550000, .061, 30, 300)),
  T("what about $600?", "loan_extra_repayment", has=extra_has(550000, .061, 30, 600)))

C({}, T("what's CGT?", "explain:capital_gains_tax"),
  T("what about on shares I've held for more than a year?", "explain:capital_gains_tax"))

C({}, T("what are franking credits", "explain:franking_credits"),
  T("how does negative gearing work", "explain:negative_gearing"))

C({}, T("tax on 70k in 2025-26", "tax", figs=[money(th(70000, taxYear="2025-26"))], has=["2025-26"]),
  T("and 2026-27?", "tax", figs=[money(th(70000, taxYear="2026-27"))], has=["2026-27"]))

C({"annualIncome": "82000"}, T("what's the super guarantee rate?", "limit:super_guarantee_rate", has=["12%"]),
  T("how much is that on my salary?", "employer_contributions", figs=[money(D(82000) * D("0.12"))]))

p0 = {"country": "us"}
pa = {"country": "us", "state": "TX", "annualIncome": "96000", "preTaxRetirement": "6000"}
C(p0, T("I'm in Texas, make 96k, and put 6k a year into my 401k pre-tax", "facts",
        ch_(state="TX", annualIncome=96000, preTaxRetirement=6000)),
  T("what's my take home?", "tax", figs=[money(thp(pa))]),
  T("how much tax does my 401k contribution save me?", "pretax_saving", figs=[k401_saved(96000, 6000, "TX")]))

C({}, T("what can I do to pay off my credit cards faster", "debt"),
  T("should I consolidate them?", "topic:debt-consolidation"))

C({}, T("interest only on 650k at 6.3%?", "loan_repayment", figs=[money(io_pmt(650000, .063), True)]),
  T("and principal and interest over 30 years?", "loan_repayment",
    figs=[money(pmt(650000, .063, 30)[0], True)]))

C({}, T("with the 4% rule how big a nest egg do I need for 90k a year", "nest_egg", figs=[money(90000 / .04)]),
  T("and 100k?", "nest_egg", figs=[money(100000 / .04)]))

C({}, T("how much is 1k a month invested for 25 years", "savings_growth", figs=[money(fv(0, 1000, .07, 25))]),
  T("what about at 9%?", "savings_growth", figs=[money(fv(0, 1000, .09, 25))]),
  T("and 35 years?", "savings_growth", figs=[money(fv(0, 1000, .09, 35))]),
  T("what if it was 1,500 a month?", "savings_growth", figs=[money(fv(0, 1500, .09, 35))]))

C({}, T("what's the weekly repayment on 380k, 6.09%, 30 years?", "loan_repayment",
        figs=[money(pmt(380000, .0609, 30, 52)[0], True)]),
  T("same but $500k", "loan_repayment", figs=[money(pmt(500000, .0609, 30, 52)[0], True)]))

C({"age": "30"}, T("how much do I need to save a month to have 1M by 65?", "savings_target",
                   figs=[money(needed(1000000, 0, .07, 35), True)]),
  T("and by 60?", "savings_target", figs=[money(needed(1000000, 0, .07, 30), True)]))

C({}, T("how much tax on 90k?", "tax", figs=[money(th(90000))]),
  T("sorry I meant 3,500 a fortnight", "tax", figs=[money(th(3500 * 26))]))

C(dict(US), T("what's the standard deduction", "limit:standard_deduction", figs=["$16,100"]),
  T("and the child tax credit?", "limit:child_tax_credit", figs=["$2,200"]))

C({}, T("what is an index fund", "explain:index_funds_and_fees"),
  T("what fees are reasonable?", "explain:index_funds_and_fees"))

C({}, T("offset vs redraw?", "explain:offset_vs_redraw"),
  T("is it better to put extra into the mortgage or super?", "explain:extra_repayments_vs_super"))

C({}, T("what first home buyer help is there in NSW", "explain:first_home_schemes"),
  T("how much do I need to save a month for a 60k deposit in 3 years?", "savings_target",
    figs=[money(needed(60000, 0, .07, 3), True)]))

C({}, T("hey", "greeting"),
  T("I'm 45 with 300k in super, earning 130k", "facts", ch_(age=45, superBalance=300000, annualIncome=130000)),
  T("am I on track?", "retirement"))

C(dict(US), T("when can I claim social security", "explain:social_security_ages"),
  T("what about medicare, when does that kick in?", "explain:us_medicare"))

C(dict(US), T("what's the social security wage base?", "limit:social_security_wage_base", figs=["$184,500"]),
  T("and what's the FICA rate?", "limit:fica", has=["6.2%", "1.45%"]))

C({"country": "us", "state": "NJ", "annualIncome": "140000"},
  T("how much tax do I save putting 20k in my 401k", "pretax_saving", figs=[k401_saved(140000, 20000, "NJ")]),
  T("what about if I lived in New York instead?", "pretax_saving", figs=[k401_saved(140000, 20000, "NY")]))

p = {"annualIncome": "105000"}
C(p, T("what's my take home pay?", "tax", figs=[money(th(105000))]),
  T("what if I salary sacrifice 10k?", "tax", figs=[money(th(105000, salarySacrifice=10000))]),
  T("how much tax does that save me?", "pretax_saving", figs=[ss_saved(105000, 10000)]))

C({}, T("I have 20k saved", "facts", ch_(currentSavings=20000)),
  T("how long to get to 50k if I save 1,000 a month?", "savings_time_to_target",
    has=years_token(periods_to_target(20000, 1000, .07, 50000), 12)))

C({"propertyValue": "650000", "mortgageBalance": "390000", "superBalance": "75000"},
  T("what's my net worth?", "net_worth", figs=[money(650000 + 75000 - 390000)]),
  T("I forgot, I also have 18k in savings and 6k on a credit card. what is it now?", "net_worth",
    ch_(currentSavings=18000, debts=6000), figs=[money(650000 + 75000 + 18000 - 390000 - 6000)]))

C({}, T("whats the tax free threshold", "limit:tax_free_threshold", figs=["$18,200"]),
  T("and what's the tax on 40k?", "tax", figs=[money(th(40000))]))

C(dict(US), T("how much can I put in my HSA this year?", "limit:hsa_limit", figs=["$4,400"]),
  T("what's an HSA actually good for though", "explain:hsa"))

n1, i1 = simulate(520000, .059, 3500)
n2, i2 = simulate(520000, .059, 4000)
C({}, T("I owe 520k on my home loan at 5.9%. if I pay 3,500 a month how long until it's paid off?",
        "loan_payoff_time", ch_(mortgageBalance=520000), figs=[money(i1)], has=years_token(n1, 12)),
  T("what if I paid 4k", "loan_payoff_time", figs=[money(i2)], has=years_token(n2, 12)))

C({}, T("what's my equity if my place is worth 850k and I owe 500k?", "equity",
        ch_(propertyValue=850000, mortgageBalance=500000), figs=[money(350000)]),
  T("what about if it's actually worth 800k", "equity", figs=[money(300000)]))

C({}, T("what's the medicare levy?", "limit:medicare_levy", has=["2%"]),
  T("and the surcharge thresholds?", "limit:surcharge_thresholds", figs=["$101,000"]))

C({}, T("how much will I have if I invest 5k now and 250 a month at 6% for 15 years", "savings_growth",
        figs=[money(fv(5000, 250, .06, 15))]),
  T("what's that in today's money?", "todays_dollars", figs=[money(todays(fv(5000, 250, .06, 15), 15))]))

C({"country": "us", "state": "MA"}, T("take home on 90k?", "tax", figs=[money(th(90000, "us", state="MA"))]),
  T("and on 110k", "tax", figs=[money(th(110000, "us", state="MA"))]),
  T("what about in New Hampshire?", "tax", figs=[money(th(110000, "us", state="NH"))]))

C({}, T("what do you know about me", "profile_summary"),
  T("I'm 27, single, earn 64k and I rent for $480 a week", "facts",
    ch_(age=27, maritalStatus="single", annualIncome=64000, rentOrMortgage=D(480 * 52) / 12)),
  T("what do you know now?", "profile_summary", figs=["$64,000"]))

C({"annualIncome": "115000", "age": "38"},
  T("should I salary sacrifice?", "salary_sacrifice"),
  T("how much tax would 15k save me?", "pretax_saving", figs=[ss_saved(115000, 15000, age=38)]))

C({}, T("how much is a 5k bonus after tax if I'm on 60k", "bonus_after_tax",
        ch_(annualIncome=60000), figs=[robust_diff(th(65000), th(60000))]),
  T("and 10k?", "bonus_after_tax", figs=[robust_diff(th(70000), th(60000))]))

C({}, T("what's a good emergency fund size", "emergency_fund"),
  T("I have 9k put away for emergencies and spend 3k a month, how many months is that?", "emergency_cover",
    ch_(emergencyFund=9000, monthlyExpenses=3000), has=["3 months"]))

p = {"country": "us", "state": "CA", "annualIncome": "140000"}
C(p, T("if I moved to Washington, what would I take home on my salary?", "tax",
       figs=[money(th(140000, "us", state="WA"))]),
  T("and Oregon?", "tax", figs=[money(th(140000, "us", state="OR"))]),
  T("what do I take home now?", "tax", figs=[money(th(140000, "us", state="CA"))]))

C({}, T("hey there", "greeting"),
  T("I'm 30, on 95k and I've got 40k HECS", "facts", ch_(age=30, annualIncome=95000, helpDebt=40000)),
  T("what's my take home per fortnight?", "tax",
    figs=[money(tax(95000, helpDebt=40000, age=30)["takeHomePerPeriod"]["fortnightly"], True)]),
  T("and how much super should my boss be paying?", "employer_contributions", figs=[money(11400)]))

C({}, T("lease or buy a car?", "topic:lease-vs-buy-car"),
  T("what would the repayments be on a 40k car loan at 8% over 5 years", "loan_repayment",
    figs=[money(pmt(40000, .08, 5)[0], True)]))


# ======================================================================================
# output + validation
# ======================================================================================
INTENTS_PLAIN = {
    "tax", "retirement", "loan_repayment", "loan_extra_repayment", "loan_payoff_time", "savings_growth",
    "savings_target", "savings_time_to_target", "nest_egg", "todays_dollars", "bonus_after_tax",
    "raise_after_tax", "couple_take_home", "surcharge_cost", "compare_states", "compare_years",
    "pretax_saving", "contribution_what_if", "net_worth", "equity", "savings_rate", "employer_contributions",
    "emergency_cover", "debt_to_income", "years_to_retirement", "emergency_fund", "budget", "debt",
    "home_buying", "salary_sacrifice", "retirement_accounts", "profile_summary", "facts", "greeting",
    "thanks", "help", "unknown", "*"}
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
          "dependents", "age", "spouseAge", "maritalStatus", "otherAssets", "retirementAge",
          "expectedReturnRate", "retirementWithdrawalRate", "inflationRate", "privateHospitalCover",
          "salarySacrifice", "preTaxRetirement", "employerMatch", "retirementSpending",
          "voluntaryContributions"}


def intent_ok(i):
    parts = i.split("+")
    for x in parts:
        if x in INTENTS_PLAIN:
            continue
        if x.startswith("limit:") and x[6:] in LIMITS:
            continue
        if x.startswith("explain:") and x[8:] in EXPLAINS:
            continue
        if x.startswith("topic:") and x[6:] in TOPICS:
            continue
        return False
    return True


def check_item(it, where):
    assert intent_ok(it["intent"]), (where, it["intent"])
    for k, v in it["ch"].items():
        assert k in FIELDS and isinstance(v, str), (where, k, v)
    for f in it["figs"]:
        assert isinstance(f, str) and f.startswith("$"), (where, f)
    for h in it["has"]:
        assert isinstance(h, str) and h, (where, h)
    assert it["m"].strip(), where


def main():
    for i, q in enumerate(QUESTIONS):
        for k, v in q["p"].items():
            assert k in FIELDS and isinstance(v, str), (i, k)
        check_item(q, f"q{i}")
    ids = set()
    for c in CONVS:
        assert 2 <= len(c["turns"]) <= 4, c["id"]
        assert c["id"] not in ids
        ids.add(c["id"])
        for k, v in c["p"].items():
            assert k in FIELDS and isinstance(v, str), (c["id"], k)
        for j, t in enumerate(c["turns"]):
            check_item(t, f"{c['id']}.{j}")
    msgs = [q["m"] for q in QUESTIONS]
    assert len(msgs) == len(set(msgs)), "duplicate question"
    with open(HERE + "/questions.jsonl", "w", encoding="utf-8") as f:
        for q in QUESTIONS:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    with open(HERE + "/conversations.jsonl", "w", encoding="utf-8") as f:
        for c in CONVS:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    # re-parse
    for fn in ("questions.jsonl", "conversations.jsonl"):
        with open(HERE + "/" + fn, encoding="utf-8") as f:
            for line in f:
                json.loads(line)
    nturns = sum(len(c["turns"]) for c in CONVS)
    print(f"questions={len(QUESTIONS)} conversations={len(CONVS)} turns={nturns}")
    from collections import Counter
    cnt = Counter(q["intent"] for q in QUESTIONS)
    cnt2 = Counter(t["intent"] for c in CONVS for t in c["turns"])
    if "--counts" in sys.argv:
        allk = sorted(set(cnt) | set(cnt2))
        for k in allk:
            print(f"{k:55s} {cnt.get(k, 0):4d} {cnt2.get(k, 0):4d}")


if __name__ == "__main__":
    main()
