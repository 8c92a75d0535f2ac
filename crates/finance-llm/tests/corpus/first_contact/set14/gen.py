#!/usr/bin/env python3
"""Generate questions.jsonl and conversations.jsonl for Penny's chat advisor.

Figures are computed here from the conventions in BRIEF.md; tax figures come from
/work/dev14/bin/penny tax (the tax engine, not the advisor).
"""
import json
import math
import os
import subprocess
from decimal import Decimal, ROUND_HALF_UP, ROUND_CEILING

HERE = os.path.dirname(os.path.abspath(__file__))
PENNY = os.path.join(HERE, "bin", "penny")

# ---------------------------------------------------------------- formatting

def d(x):
    return Decimal(str(x))


def r2(x):
    return d(x).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def money(x, cents=False):
    """$N,NNN (whole dollars, half-up) or $N,NNN.NN."""
    x = d(x)
    if cents:
        v = x.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
        return "${:,.2f}".format(v)
    if abs(x - x.to_integral_value(rounding="ROUND_FLOOR") - Decimal("0.5")) < Decimal("0.000001"):
        raise ValueError("figure ends in exactly 50 cents, ambiguous when rounded: %s" % x)
    v = x.quantize(Decimal("1"), rounding=ROUND_HALF_UP)
    return "${:,}".format(int(v))


def cents_str(x):
    v = r2(x)
    t = format(v, "f")
    if t.endswith(".00"):
        t = t[:-3]
    return t

# ---------------------------------------------------------------- tax engine

_cache = {}


def tax(income, country="australia", state=None, year=None, filing=None, dependents=None,
        marital=None, age=None, help_debt=None, no_cover=False, sacrifice=None, pretax=None,
        household=None):
    args = [PENNY, "tax", "--country", country, "--income", str(income)]
    if state:
        args += ["--state", state]
    if year:
        args += ["--tax-year", str(year)]
    if filing:
        args += ["--filing-status", filing]
    if dependents is not None:
        args += ["--dependents", str(dependents)]
    if marital:
        args += ["--marital-status", marital]
    if age is not None:
        args += ["--age", str(age)]
    if help_debt:
        args += ["--help-debt", str(help_debt)]
    if no_cover:
        args += ["--no-private-hospital-cover"]
    if sacrifice:
        args += ["--salary-sacrifice", str(sacrifice)]
    if pretax:
        args += ["--pre-tax-retirement", str(pretax)]
    if household:
        args += ["--household-income", str(household)]
    key = tuple(args)
    if key not in _cache:
        out = subprocess.run(args, capture_output=True, text=True, check=True).stdout
        _cache[key] = json.loads(out)
    return _cache[key]


def ptax(profile, income=None, **kw):
    """Tax on the person's own income with what the profile says about them."""
    p = profile
    country = p.get("country", "australia")
    inc = income if income is not None else p["annualIncome"]
    opts = dict(country=country)
    if p.get("state"):
        opts["state"] = p["state"]
    if p.get("maritalStatus"):
        opts["marital"] = p["maritalStatus"]
    if p.get("dependents"):
        opts["dependents"] = p["dependents"]
    if p.get("age"):
        opts["age"] = p["age"]
    if country == "australia":
        if p.get("helpDebt"):
            opts["help_debt"] = p["helpDebt"]
        if p.get("privateHospitalCover") == "false":
            opts["no_cover"] = True
        if p.get("salarySacrifice"):
            opts["sacrifice"] = p["salarySacrifice"]
    else:
        if p.get("preTaxRetirement"):
            opts["pretax"] = p["preTaxRetirement"]
    opts.update(kw)
    return tax(inc, **opts)


def TH(res):
    return money(res["takeHome"])


def per(res, period):
    return money(res["takeHomePerPeriod"][period])

# ---------------------------------------------------------------- calculators

PPY = {"weekly": 52, "fortnightly": 26, "monthly": 12}


def repayment(P, rate, years, period="monthly"):
    n = PPY[period] * years
    r = rate / PPY[period]
    pay = P * r / (1 - (1 + r) ** -n)
    return r2(pay)


def simulate(P, rate, ppy, pay, extra=0, term_n=None):
    """Period-by-period with interest rounded to the cent. Returns (periods, interest)."""
    r = d(rate) / d(ppy)
    bal = d(P)
    pay = d(pay) + d(extra)
    tot = Decimal("0")
    n = 0
    while bal > 0:
        i = (bal * r).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
        tot += i
        n += 1
        due = bal + i
        if pay >= due or (term_n is not None and n >= term_n):
            bal = Decimal("0")
        else:
            bal = due - pay
        if n > 100000:
            raise RuntimeError("never paid off")
    return n, tot


def extra_saving(P, rate, years, extra, period="monthly"):
    ppy = PPY[period]
    pay = repayment(P, rate, years, period)
    n0, i0 = simulate(P, rate, ppy, pay, 0, term_n=ppy * years)
    n1, i1 = simulate(P, rate, ppy, pay, extra)
    return pay, n0, i0, n1, i1, i0 - i1


def fv(pv, c, rate, years, period="monthly"):
    ppy = PPY[period]
    r = rate / ppy
    n = round(ppy * years)
    g = (1 + r) ** n
    return pv * g + c * (g - 1) / r


def needed(target, pv, rate, years, period="monthly"):
    ppy = PPY[period]
    r = rate / ppy
    n = round(ppy * years)
    g = (1 + r) ** n
    c = (target - pv * g) * r / (g - 1)
    return d(repr(c)).quantize(Decimal("0.01"), rounding=ROUND_CEILING)


def months_to_target(target, pv, c, rate):
    r = rate / 12
    n = 0
    bal = pv
    while True:
        n += 1
        bal = bal * (1 + r) + c
        if bal >= target - 1e-9:
            return n


def years_tok(n_months):
    y = n_months // 12
    return ["%d years" % y] if y >= 2 else []


def todays(x, years, infl=0.025):
    return x / (1 + infl) ** years

# ---------------------------------------------------------------- records

questions = []
conversations = []


def Q(m, intent, ch=None, figs=None, has=None, p=None):
    questions.append({"m": m, "p": p or {}, "intent": intent, "ch": ch or {},
                      "figs": figs or [], "has": has or []})


def T(m, intent, ch=None, figs=None, has=None):
    return {"m": m, "intent": intent, "ch": ch or {}, "figs": figs or [], "has": has or []}


def C(p, *turns):
    cid = "c%02d" % (len(conversations) + 1)
    conversations.append({"id": cid, "p": p or {}, "turns": list(turns)})


def apply(p, ch):
    q = dict(p)
    q.update(ch)
    return q


US = {"country": "us"}


def us(state=None, **kw):
    p = {"country": "us"}
    if state:
        p["state"] = state
    p.update({k: str(v) for k, v in kw.items()})
    return p


def au(**kw):
    return {k: str(v) for k, v in kw.items()}

# ================================================================ QUESTIONS

# ---- tax, Australia
Q("how much tax do i pay on 85k", "tax", figs=[TH(tax(85000))])
Q("whats my take home on $120,000", "tax", figs=[TH(tax(120000))])
Q("I earn 72k a year, what do I actually take home each fortnight?", "tax",
  ch={"annualIncome": "72000"}, figs=[per(tax(72000), "fortnightly")])
Q("tax on 45000?", "tax", figs=[TH(tax(45000))])
Q("If I got a job paying 150k how much would I take home", "tax", figs=[TH(tax(150000))])
Q("how much tax am I paying", "tax", p=au(annualIncome=95000), figs=[TH(tax(95000))])
p = au(annualIncome=68000, helpDebt=22000)
Q("what's my take home pay after HECS comes out?", "tax", p=p, figs=[TH(ptax(p))])
Q("I'm on $32 an hour full time, what's that after tax?", "tax",
  ch={"annualIncome": str(32 * 38 * 52)}, figs=[TH(tax(32 * 38 * 52))])
Q("I make 6500 a month before tax. How much do I keep each month after tax?", "tax",
  ch={"annualIncome": "78000"}, figs=[per(tax(78000), "monthly")])
Q("tax on 200k in 2025-26?", "tax", figs=[TH(tax(200000, year="2025-26"))], has=["2025-26"])
r = tax(80000, help_debt=18000)
Q("I've got 18k HECS and earn 80k, how much comes out for HECS each year?", "tax",
  ch={"helpDebt": "18000", "annualIncome": "80000"}, figs=[money(r["helpRepayment"])])
p = au(annualIncome=110000, privateHospitalCover="false")
Q("whats my after tax pay", "tax", p=p, figs=[TH(ptax(p))])
Q("I'm on 60 grand, what's my weekly pay after tax?", "tax", ch={"annualIncome": "60000"},
  figs=[per(tax(60000), "weekly")])
Q("how much would i take home on 38k part time", "tax", figs=[TH(tax(38000))])
Q("take home on 250000 a year in australia?", "tax", figs=[TH(tax(250000))])

# ---- tax, US
p = us("CA")
Q("I make 85k, what's my take home?", "tax", p=p, ch={"annualIncome": "85000"},
  figs=[TH(tax(85000, "us", "CA"))])
Q("how much federal tax on 60000 single", "tax", p=us(),
  figs=[money(tax(60000, "us")["federalTax"])])
Q("whats the take home on 100k in new york", "tax", figs=[TH(tax(100000, "us", "NY"))])
p = us("TX", annualIncome=150000, maritalStatus="married", dependents=2)
Q("how much tax do we pay all up?", "tax", p=p, figs=[TH(ptax(p))])
Q("$25 an hour in Florida, how much is that after taxes?", "tax", p=us(),
  figs=[TH(tax(25 * 40 * 52, "us", "FL"))])
Q("I got a job offer for 130k. what would my paycheck look like every two weeks after tax?", "tax",
  p=us("WA"), figs=[per(tax(130000, "us", "WA"), "fortnightly")])
Q("how much FICA comes out of 90k", "tax", p=us("TX"),
  figs=[money(tax(90000, "us", "TX")["ficaTax"])])
Q("tax on 250k married filing jointly for 2025?", "tax", p=us("IL"),
  figs=[TH(tax(250000, "us", "IL", year="2025", filing="married_filing_jointly"))])
p = us("NC", annualIncome=70000)
Q("How much state tax am I paying?", "tax", p=p, figs=[money(ptax(p)["stateTax"])])
p = us("OH", annualIncome=54000)
Q("what do i actually get paid a month after taxes", "tax", p=p, figs=[per(ptax(p), "monthly")])
Q("im a nurse in arizona making 91000 what will my take home be", "tax", p=us("AZ"),
  ch={"annualIncome": "91000"}, figs=[TH(tax(91000, "us", "AZ"))])

# ---- loan repayments
Q("repayments on a 600k loan at 6.2% over 30 years?", "loan_repayment",
  figs=[money(repayment(600000, 0.062, 30), True)])
Q("what would fortnightly repayments be on $450,000 at 5.89% for 25 yrs", "loan_repayment",
  figs=[money(repayment(450000, 0.0589, 25, "fortnightly"), True)])
Q("car loan 25k at 8.5% over 5 years, monthly payment?", "loan_repayment",
  figs=[money(repayment(25000, 0.085, 5), True)])
Q("whats the payment on a $350k 30 year fixed at 6.75%", "loan_repayment", p=us("GA"),
  figs=[money(repayment(350000, 0.0675, 30), True)])
Q("weekly repayments on 520k over 30 years at 6.09%", "loan_repayment",
  figs=[money(repayment(520000, 0.0609, 30, "weekly"), True)])
Q("interest only repayments on 700k at 6.3%?", "loan_repayment",
  figs=[money(r2(700000 * 0.063 / 12), True)])
Q("we owe 550k on the mortgage at 5.99% with 27 years left, what should the monthly repayment be?",
  "loan_repayment", ch={"mortgageBalance": "550000"},
  figs=[money(repayment(550000, 0.0599, 27), True)])
Q("400k at 6.5%, whats the difference in monthly payments between a 15 and 30 year loan?",
  "loan_repayment", p=us("CO"),
  figs=[money(repayment(400000, 0.065, 15), True), money(repayment(400000, 0.065, 30), True)])
Q("personal loan of 15k at 11.9% over 3 years how much a month", "loan_repayment",
  figs=[money(repayment(15000, 0.119, 3), True)])
Q("if i borrow 800k at 6% over 30 years what r the repayments", "loan_repayment",
  figs=[money(repayment(800000, 0.06, 30), True)])
Q("How much would I pay each month on a $42,000 car at 7.2% for 6 years?", "loan_repayment",
  figs=[money(repayment(42000, 0.072, 6), True)])

# ---- extra repayments
pay, n0, i0, n1, i1, sv = extra_saving(600000, 0.06, 30, 500)
Q("how much interest would I save paying an extra $500 a month on a 600k loan at 6% over 30 years?",
  "loan_extra_repayment", figs=[money(sv)])
pay, n0, i0, n1, i1, sv = extra_saving(420000, 0.061, 25, 400)
Q("on a 420k mortgage at 6.1% with 25 years, what happens if I chuck in an extra 400 a month?",
  "loan_extra_repayment", figs=[money(sv)])
pay, n0, i0, n1, i1, sv = extra_saving(300000, 0.0675, 30, 250)
Q("if we pay an extra 250/month on a 300k 30yr mortgage at 6.75% how much interest do we save",
  "loan_extra_repayment", p=us("PA"), figs=[money(sv)])
pay, n0, i0, n1, i1, sv = extra_saving(500000, 0.058, 30, 100, "fortnightly")
Q("500k loan, 5.8%, 30 years, fortnightly repayments - how much interest would an extra $100 a fortnight save me?",
  "loan_extra_repayment", figs=[money(sv)])

# ---- payoff time
n, it = simulate(8000, 0.1999, 12, 300)
Q("how long to pay off 8k on a credit card at 19.99% if i pay 300 a month", "loan_payoff_time",
  has=years_tok(n))
n, it = simulate(400000, 0.06, 12, 3000)
Q("If I pay $3,000 a month on a 400k mortgage at 6%, how long until it's paid off?",
  "loan_payoff_time", has=years_tok(n))
n, it = simulate(18500, 0.075, 12, 450)
Q("car loan of 18,500 at 7.5%, paying 450 a month, when will it be gone?", "loan_payoff_time",
  has=years_tok(n))
n, it = simulate(35000, 0.065, 12, 400)
Q("how many years to clear 35k of student loans at 6.5% paying $400/mo", "loan_payoff_time",
  p=us("MI"), has=years_tok(n))

# ---- savings growth
Q("if i save 500 a month for 10 years at 5% how much will i have", "savings_growth",
  figs=[money(fv(0, 500, 0.05, 10))])
Q("what will 20k grow to in 15 years at 7%", "savings_growth", figs=[money(fv(20000, 0, 0.07, 15))])
Q("50 bucks a week for 5 years at 4.5% interest, what do I end up with?", "savings_growth",
  figs=[money(fv(0, 50, 0.045, 5, "weekly"))])
Q("I have 10k in savings and can add 300 a month. What'll I have in 8 years at 6%?", "savings_growth",
  ch={"currentSavings": "10000"}, figs=[money(fv(10000, 300, 0.06, 8))])
Q("how much would 100k be worth in 25 years at 8% a year", "savings_growth",
  figs=[money(fv(100000, 0, 0.08, 25))])
Q("if I put $1000 a month into an index fund for 20 years what do I end up with?", "savings_growth",
  figs=[money(fv(0, 1000, 0.07, 20))])
Q("putting away 250 a fortnight at 5.5% for 3 years, how much will that be", "savings_growth",
  figs=[money(fv(0, 250, 0.055, 3, "fortnightly"))])

# ---- savings target
Q("how much do I need to save a month to have 100k in 5 years", "savings_target",
  figs=[money(needed(100000, 0, 0.07, 5), True)])
Q("need an 80k house deposit in 3 years, I've got 20k now, how much per month at 4.5%?",
  "savings_target", ch={"currentSavings": "20000"},
  figs=[money(needed(80000, 20000, 0.045, 3), True)])
Q("how much a week do i need to save to have $10,000 in 2 years at 4%", "savings_target",
  figs=[money(needed(10000, 0, 0.04, 2, "weekly"), True)])
Q("what do i need to put away each month to reach 1 million in 30 years at 7%", "savings_target",
  figs=[money(needed(1000000, 0, 0.07, 30), True)])
Q("we want 150k for a deposit in 4 years. how much should we save each fortnight at 5%?",
  "savings_target", figs=[money(needed(150000, 0, 0.05, 4, "fortnightly"), True)])
Q("How much should I save monthly for a $30k wedding in 2 years if my savings account pays 4.75%?",
  "savings_target", p=us("NJ"), figs=[money(needed(30000, 0, 0.0475, 2), True)])

# ---- time to target
n = months_to_target(50000, 0, 1500, 0.07)
Q("how long will it take to save 50k if I put away 1500 a month", "savings_time_to_target",
  has=years_tok(n))
n = months_to_target(30000, 0, 800, 0.04)
Q("saving 800 a month at 4%, how long until I hit 30k?", "savings_time_to_target", has=years_tok(n))
n = months_to_target(25000, 5000, 600, 0.05)
Q("I've got 5k saved. How long to get to 25k if I save 600 a month at 5%?", "savings_time_to_target",
  ch={"currentSavings": "5000"}, has=years_tok(n))
n = months_to_target(1000000, 0, 2000, 0.08)
Q("how many years to become a millionaire saving 2k a month at 8%", "savings_time_to_target",
  has=years_tok(n))

# ---- nest egg
Q("how much do i need to retire on 60k a year", "nest_egg", figs=[money(60000 / 0.04)])
Q("What size nest egg do I need for an $80,000/yr income in retirement?", "nest_egg", p=us("FL"),
  figs=[money(80000 / 0.04)])
Q("how much do I need saved to live off $5k a month in retirement with a 3.5% withdrawal rate",
  "nest_egg", figs=[money(60000 / 0.035)])
Q("how big a nest egg would give me 50k a year?", "nest_egg",
  p=au(age=45, retirementWithdrawalRate="0.05"), figs=[money(50000 / 0.05)])

# ---- today's dollars
Q("what's 1 million in 30 years worth in today's money?", "todays_dollars",
  figs=[money(todays(1000000, 30))])
Q("if i have 2 mil when i retire in 25 years whats that in todays dollars at 3% inflation",
  "todays_dollars", figs=[money(todays(2000000, 25, 0.03))])
Q("how much is $500k in 20 years worth in todays terms", "todays_dollars",
  figs=[money(todays(500000, 20))])

# ---- bonus / raise
p = au(annualIncome=95000)
Q("I'm getting a 10k bonus, how much will I actually see after tax?", "bonus_after_tax", p=p,
  figs=[money(tax(105000)["takeHome"] - tax(95000)["takeHome"])])
Q("I earn 130k and just got a $15,000 bonus. what do i get to keep", "bonus_after_tax",
  ch={"annualIncome": "130000"}, figs=[money(tax(145000)["takeHome"] - tax(130000)["takeHome"])])
p = us("NY", annualIncome=110000)
Q("how much of a $20k bonus do I keep after taxes?", "bonus_after_tax", p=p,
  figs=[money(ptax(p, 130000)["takeHome"] - ptax(p)["takeHome"])])
p = au(annualIncome=85000)
Q("boss offered me a raise to 95k, how much more will I take home?", "raise_after_tax", p=p,
  figs=[money(tax(95000)["takeHome"] - tax(85000)["takeHome"])])
Q("if I get a 5k pay rise on 70k what's that after tax", "raise_after_tax",
  figs=[money(tax(75000)["takeHome"] - tax(70000)["takeHome"])])
p = us("TX", annualIncome=80000)
Q("What's a $6,000 raise worth after tax?", "raise_after_tax", p=p,
  figs=[money(ptax(p, 86000)["takeHome"] - ptax(p)["takeHome"])])

# ---- couple take-home
Q("what would a couple on 90k and 65k take home together?", "couple_take_home",
  figs=[money(tax(90000)["takeHome"] + tax(65000)["takeHome"])])
Q("I'm on 110k and my partner's on 70k. What's our combined take-home?", "couple_take_home",
  ch={"annualIncome": "110000"}, figs=[money(tax(110000)["takeHome"] + tax(70000)["takeHome"])])
p = au(annualIncome=80000)
Q("what's our household take home if my husband earns 60k?", "couple_take_home", p=p,
  figs=[money(tax(80000)["takeHome"] + tax(60000)["takeHome"])])

# ---- Medicare levy surcharge
mls = tax(120000, no_cover=True)["takeHome"] - tax(120000)["takeHome"]
Q("I earn 120k and don't have private health. is hospital cover worth it vs paying the surcharge?",
  "surcharge_cost", ch={"annualIncome": "120000", "privateHospitalCover": "false"},
  figs=[money(-mls)])
p = au(annualIncome=140000)
mls = tax(140000, no_cover=True)["takeHome"] - tax(140000)["takeHome"]
Q("how much would the medicare levy surcharge cost me?", "surcharge_cost", p=p, figs=[money(-mls)])
Q("would I get hit with the MLS on 95k without private health?", "surcharge_cost")

# ---- compare states
Q("on 120k would I take home more in Texas or California?", "compare_states", p=us(),
  figs=[TH(tax(120000, "us", "TX")), TH(tax(120000, "us", "CA"))])
p = us("NY", annualIncome=96000)
Q("how much would I save in tax moving from New York to Florida", "compare_states", p=p,
  figs=[TH(ptax(p)), TH(ptax(p, state="FL"))])
Q("compare take home on 76k in Washington, Oregon and Idaho", "compare_states", p=us(),
  figs=[TH(tax(76000, "us", s_)) for s_ in ("WA", "OR", "ID")])

# ---- compare years
p = au(annualIncome=90000)
Q("how much less tax am I paying this year compared to last year?", "compare_years", p=p,
  figs=[TH(tax(90000, year="2026-27")), TH(tax(90000, year="2025-26"))])
Q("tax on 60k in 2024-25 vs 2026-27", "compare_years",
  figs=[TH(tax(60000, year="2024-25")), TH(tax(60000, year="2026-27"))])
Q("compare my federal tax for 2025 and 2026 on 100k", "compare_years", p=us("TX"),
  figs=[money(tax(100000, "us", "TX", year="2025")["federalTax"]),
        money(tax(100000, "us", "TX", year="2026")["federalTax"])])


def ss_saving(inc, amt, **kw):
    a = tax(inc, **kw)
    b = tax(inc, sacrifice=amt, **kw)
    return (a["federalTax"] + a["ficaTax"]) - (b["federalTax"] + b["ficaTax"])


def k_saving(inc, amt, state, **kw):
    a = tax(inc, "us", state, **kw)
    b = tax(inc, "us", state, pretax=amt, **kw)
    return (a["federalTax"] + a["stateTax"]) - (b["federalTax"] + b["stateTax"])


# ---- pre-tax saving
Q("how much tax would I save salary sacrificing 10k on a 100k salary", "pretax_saving",
  figs=[money(ss_saving(100000, 10000))])
p = au(annualIncome=130000)
Q("if I salary sacrifice $5k or $10k into super how much tax do I save?", "pretax_saving", p=p,
  figs=[money(ss_saving(130000, 5000)), money(ss_saving(130000, 10000))])
p = us("CA", annualIncome=120000)
Q("how much tax would i save putting 15k in my 401k pre-tax?", "pretax_saving", p=p,
  figs=[money(k_saving(120000, 15000, "CA"))])
p = us("TX", annualIncome=90000, age=35)
Q("if I max out my 401k how much tax does that save me", "pretax_saving", p=p,
  figs=[money(k_saving(90000, 24500, "TX", age=35))])
p = au(annualIncome=75000)
Q("whats the tax saving if i sacrifice 200 a week into super", "pretax_saving", p=p,
  figs=[money(ss_saving(75000, 200 * 52))])

# ---- contribution what-if (projection assumptions not fixed by the conventions)
Q("what will my super be worth if I add an extra 100 a week?", "contribution_what_if",
  p=au(age=35, superBalance=60000, annualIncome=90000))
Q("if I bump my 401k by $300 a month, how much more will I have at 65?", "contribution_what_if",
  p=us("VA", age=40, superBalance=120000, annualIncome=100000))
Q("how much extra would i have in super at retirement if i put in 5k a year more", "contribution_what_if",
  p=au(age=45, superBalance=210000, annualIncome=115000))

# ---- retirement (no well-defined figures)
Q("am I on track to retire?", "retirement", p=au(age=45, superBalance=250000, annualIncome=110000))
Q("can I retire at 60?", "retirement", p=au(age=55, superBalance=900000, annualIncome=140000))
Q("how long will 1.2 million last if I spend 70k a year?", "retirement")
Q("should I retire at 60 or 65?", "retirement", p=us("AZ", age=50, superBalance=600000, annualIncome=130000))
Q("I'm 58 with 600k in super, can I retire next year?", "retirement",
  ch={"age": "58", "superBalance": "600000"})

# ---- limits
Q("whats the 401k limit for 2026", "limit:401k_limit", figs=["$24,500"])
Q("how much can I put in an IRA this year", "limit:ira_limit", p=us("MA"), figs=["$7,500"])
Q("HSA contribution limit for family coverage?", "limit:hsa_limit", p=us(), figs=["$8,750"])
Q("standard deduction married filing jointly?", "limit:standard_deduction", p=us(), figs=["$32,200"])
Q("what was the standard deduction for 2025 for a single person", "limit:standard_deduction", p=us(),
  figs=["$15,750"])
Q("how much is the child tax credit now", "limit:child_tax_credit", p=us("OH"), figs=["$2,200"])
Q("social security wage base 2026?", "limit:social_security_wage_base", figs=["$184,500"])
Q("what's the FICA rate", "limit:fica", p=us(), has=["6.2%", "1.45%"])
Q("what's the tax free threshold in australia", "limit:tax_free_threshold", figs=["$18,200"])
Q("how much is the medicare levy?", "limit:medicare_levy", has=["2%"])
Q("what are the medicare levy surcharge thresholds", "limit:surcharge_thresholds")
Q("what are the tax brackets for 2026-27", "limit:tax_brackets",
  figs=["$18,200", "$45,000", "$135,000", "$190,000"])
Q("what tax bracket am i in on 95k", "limit:tax_brackets", has=["30%"])
Q("what's the top tax rate in california", "limit:tax_brackets", p=us())
Q("US federal tax brackets for single filers?", "limit:tax_brackets", p=us(),
  figs=["$12,400", "$50,400", "$105,700"])
Q("whats the concessional contributions cap this year", "limit:concessional_cap")
Q("how much can I put into super after tax each year? the non concessional cap", "limit:non_concessional_cap")
Q("what's the super guarantee rate at the moment", "limit:super_guarantee_rate", has=["12%"])
Q("how much is the age pension for a single person", "limit:age_pension_rate")
Q("at what income do I start repaying my HECS", "limit:help_repayment_thresholds")
Q("what's the 401k catch up contribution if you're over 50", "limit:401k_limit", p=us(), figs=["$8,000"])
Q("roth ira limit?", "limit:ira_limit", p=us(), figs=["$7,500"])
Q("standard deduction for head of household 2026", "limit:standard_deduction", figs=["$24,150"])
Q("hsa max for just me", "limit:hsa_limit", p=us("CO"), figs=["$4,400"])

# ---- explainers
Q("what are franking credits and how do they work", "explain:franking_credits")
Q("can someone explain negative gearing like im 5", "explain:negative_gearing")
Q("how does capital gains tax work when I sell shares I've held for 2 years?", "explain:capital_gains_tax")
Q("roth or traditional 401k, which is better?", "explain:roth_vs_traditional", p=us())
Q("what is an IRA exactly", "explain:ira", p=us())
Q("how does a 401(k) work?", "explain:401k", p=us())
Q("whats an HSA", "explain:hsa")
Q("when should I claim social security, 62 or 70?", "explain:social_security_ages", p=us("OR"))
Q("how does medicare work in the US once you turn 65", "explain:us_medicare")
Q("what is super and how does it actually work", "explain:super")
Q("how does HECS debt work, does it get indexed every year?", "explain:help_debt")
Q("who is eligible for the age pension", "explain:age_pension")
Q("what first home buyer schemes are there in australia?", "explain:first_home_schemes")
Q("offset account vs redraw, whats the difference", "explain:offset_vs_redraw")
Q("are index funds worth it? how much do fees really matter", "explain:index_funds_and_fees")
Q("do I need life insurance?", "explain:life_insurance")
Q("is it better to pay extra off the mortgage or put it into super", "explain:extra_repayments_vs_super")
Q("how much should I have saved by 35?", "explain:savings_by_age")
Q("whats CGT", "explain:capital_gains_tax")
Q("how do I know how much life cover I need", "explain:life_insurance")

# ---- own figures
p = au(currentSavings=15000, propertyValue=750000, superBalance=120000, investmentAccounts=30000,
       mortgageBalance=480000, debts=12000)
Q("whats my net worth", "net_worth", p=p, figs=[money(15000 + 750000 + 120000 + 30000 - 480000 - 12000)])
Q("I've got 40k in savings, 90k in super and owe 8k on my car. What's my net worth?", "net_worth",
  ch={"currentSavings": "40000", "superBalance": "90000", "debts": "8000"},
  figs=[money(40000 + 90000 - 8000)])
p = au(currentSavings=22000, superBalance=65000, investmentAccounts=8000, debts=4000, helpDebt=31000)
Q("how much am i worth all up?", "net_worth", p=p, figs=[money(22000 + 65000 + 8000 - 4000)])
Q("how much equity do I have in my house", "equity", p=au(propertyValue=850000, mortgageBalance=520000),
  figs=[money(330000)])
Q("our place is worth about 1.1m and we owe 640k, how much equity have we got?", "equity",
  ch={"propertyValue": "1100000", "mortgageBalance": "640000"}, figs=[money(460000)])
Q("how much home equity do i have", "equity", p=us("MN", propertyValue=420000, mortgageBalance=265000),
  figs=[money(155000)])
p = au(annualIncome=85000, monthlyExpenses=3500)
Q("how much am I saving each month?", "savings_rate", p=p,
  figs=[money(d(ptax(p)["takeHomePerPeriod"]["monthly"]) - 3500)])
Q("I take home about 6,000 a month and spend around 4,200, what's my savings rate?", "savings_rate",
  p=au(annualIncome=100000), ch={"monthlyExpenses": "4200"}, figs=[money(1800)], has=["30%"])
p = us("TX", annualIncome=70000, monthlyExpenses=3000)
Q("whats my savings rate", "savings_rate", p=p,
  figs=[money(d(ptax(p)["takeHomePerPeriod"]["monthly"]) - 3000)])
Q("I'm on 100k, how much super should my employer be putting in?", "employer_contributions",
  ch={"annualIncome": "100000"}, figs=[money(12000)])
Q("how much super is my boss meant to pay me", "employer_contributions", p=au(annualIncome=78500),
  figs=[money(78500 * 0.12)])
Q("how much does my employer put into my 401k?", "employer_contributions",
  p=us("IL", annualIncome=90000, employerMatch="0.04"), figs=[money(3600)])
Q("I make 120k and my company matches 5%. how much is that a year?", "employer_contributions", p=us("GA"),
  ch={"annualIncome": "120000", "employerMatch": "0.05"}, figs=[money(6000)])
Q("how many months would my emergency fund last", "emergency_cover",
  p=au(emergencyFund=18000, emergencyFundCurrent=18000, monthlyExpenses=3000), has=["6 months"])
Q("I've got 10k in my emergency fund and spend about 2,500 a month, how long would that last me?",
  "emergency_cover", ch={"emergencyFund": "10000", "emergencyFundCurrent": "10000", "monthlyExpenses": "2500"},
  has=["4 months"])
Q("what's my debt to income ratio", "debt_to_income",
  p=au(annualIncome=120000, mortgageBalance=480000, debts=20000))
Q("is my DTI too high?", "debt_to_income", p=us("NV", annualIncome=75000, mortgageBalance=310000, debts=15000))
Q("how many years until I can retire?", "years_to_retirement", p=au(age=38), has=["27 years"])
Q("I'm 52 and want to retire at 62, how many years have I got left?", "years_to_retirement",
  ch={"age": "52", "retirementAge": "62"}, has=["10 years"])
Q("how long til retirement", "years_to_retirement", p=au(age=29, retirementAge=60), has=["31 years"])

# ---- general advice
Q("how big should my emergency fund be?", "emergency_fund")
Q("how much should i keep aside for emergencies", "emergency_fund", p=us())
Q("how do I make a budget?", "budget")
Q("any tips for budgeting on one income with kids", "budget")
Q("should i pay off my credit card or save first?", "debt")
Q("whats the best way to get out of debt", "debt", p=us())
Q("how much deposit do I need to buy a house", "home_buying")
Q("tips for buying my first home?", "home_buying")
Q("is salary sacrificing worth it?", "salary_sacrifice")
Q("how does salary sacrifice work", "salary_sacrifice")
Q("which retirement account should I open first?", "retirement_accounts", p=us())
Q("should I be putting more into super?", "retirement_accounts")

# ---- library topics
Q("should I lease or buy my next car?", "topic:lease-vs-buy-car")
Q("tell me about concessional super contributions", "topic:concessional-super-contributions")
Q("how do I set up a family trust?", "topic:family-trust-setup")
Q("investment property or shares - which is better?", "topic:investment-property-vs-shares")
Q("is consolidating my debts into one loan a good idea?", "topic:debt-consolidation")
Q("what are some good salary sacrifice strategies?", "topic:salary-sacrifice-strategies")
Q("whats the most tax effective way to invest", "topic:tax-effective-investing")
Q("novated lease or just buy the car outright?", "topic:lease-vs-buy-car")

# ---- facts
Q("I'm 34", "facts", ch={"age": "34"})
Q("I earn 85k", "facts", ch={"annualIncome": "85000"})
Q("we owe 550k on the mortgage", "facts", ch={"mortgageBalance": "550000"})
Q("I've got about 25k HECS", "facts", ch={"helpDebt": "25000"})
Q("rent is $550 a week", "facts", ch={"rentOrMortgage": cents_str(d(550) * 52 / 12)})
Q("I'm married with 2 kids", "facts", ch={"maritalStatus": "married", "dependents": "2"})
Q("I live in Queensland", "facts", ch={"state": "QLD"})
Q("I live in Ohio", "facts", p=us(), ch={"state": "OH"})
Q("I have 45k in my 401k", "facts", p=us(), ch={"superBalance": "45000"})
Q("Got about 12k in an emergency fund", "facts", ch={"emergencyFund": "12000", "emergencyFundCurrent": "12000"})
Q("I don't have private health insurance", "facts", ch={"privateHospitalCover": "false"})
Q("I salary sacrifice 8k a year into super", "facts", ch={"salarySacrifice": "8000"})
Q("my expenses are around 3,800 a month", "facts", ch={"monthlyExpenses": "3800"})
Q("I'm on $28 an hour", "facts", p=us("MO"), ch={"annualIncome": str(28 * 40 * 52)})
Q("my husband earns 60k", "facts")
Q("single, no kids, 27 years old", "facts", ch={"maritalStatus": "single", "dependents": "0", "age": "27"})
Q("house is worth about 900k", "facts", ch={"propertyValue": "900000"})
Q("I reckon I'll spend about $4,000 a month in retirement", "facts", ch={"retirementSpending": "4000"})
Q("we've got 2 cars", "facts", ch={"numberOfCars": "2"})
Q("I've got 30k in ETFs and about 15k in savings", "facts",
  ch={"investmentAccounts": "30000", "currentSavings": "15000"})
Q("I get paid $2,900 a fortnight before tax", "facts", ch={"annualIncome": str(2900 * 26)})

# ---- profile, greetings, help, unknown
Q("what do you know about me?", "profile_summary", p=au(age=31, annualIncome=92000, state="NSW"))
Q("show me my profile", "profile_summary", p=us("TX", annualIncome=65000))
Q("hi", "greeting")
Q("hey penny!", "greeting")
Q("g'day", "greeting")
Q("thanks heaps", "thanks")
Q("cheers mate, that's really helpful", "thanks")
Q("what can you do?", "help")
Q("what kind of stuff can I ask you", "help")
Q("whats the weather in sydney tomorrow", "unknown")
Q("can you book me a flight to bali", "unknown")
Q("who won the footy last night", "unknown")

# ---- two questions in one
n = months_to_target(50000, 0, 1000, 0.07)
Q("whats the tax on 90k and how long to save 50k at 1000 a month?", "tax+savings_time_to_target",
  figs=[TH(tax(90000))], has=years_tok(n))
Q("what's the 401k limit and the IRA limit?", "limit:401k_limit+limit:ira_limit", p=us(),
  figs=["$24,500", "$7,500"])
Q("how much super is my employer meant to pay, and what's the concessional cap?",
  "employer_contributions+limit:concessional_cap", p=au(annualIncome=95000), figs=[money(11400)])
p = au(currentSavings=20000, propertyValue=700000, superBalance=150000, mortgageBalance=400000)
Q("what's my net worth and how much equity do I have?", "net_worth+equity", p=p,
  figs=[money(20000 + 700000 + 150000 - 400000), money(300000)])
Q("repayments on 500k at 6% over 30 years? also what's the take home on 120k", "loan_repayment+tax",
  figs=[money(repayment(500000, 0.06, 30), True), TH(tax(120000))])

# ================================================================ CONVERSATIONS

C({},
  T("repayments on 600k at 6.2% over 30 years", "loan_repayment",
    figs=[money(repayment(600000, 0.062, 30), True)]),
  T("what about over 25 years?", "loan_repayment", figs=[money(repayment(600000, 0.062, 25), True)]),
  T("and fortnightly instead?", "loan_repayment",
    figs=[money(repayment(600000, 0.062, 25, "fortnightly"), True)]))
C({},
  T("how much would repayments be on 450k at 6.5% over 30yrs", "loan_repayment",
    figs=[money(repayment(450000, 0.065, 30), True)]),
  T("and at 5.8%?", "loan_repayment", figs=[money(repayment(450000, 0.058, 30), True)]))
C(us("FL"),
  T("monthly payment on a 300k mortgage at 6.5% for 30 years?", "loan_repayment",
    figs=[money(repayment(300000, 0.065, 30), True)]),
  T("sorry I meant 5.5%, not 6.5%", "loan_repayment", figs=[money(repayment(300000, 0.055, 30), True)]))
C({},
  T("whats the monthly repayment on 400k at 6% over 30 years", "loan_repayment",
    figs=[money(repayment(400000, 0.06, 30), True)]),
  T("same but $500k", "loan_repayment", figs=[money(repayment(500000, 0.06, 30), True)]),
  T("thanks", "thanks"))
C({},
  T("what will 20k grow to in 10 years at 6%?", "savings_growth", figs=[money(fv(20000, 0, 0.06, 10))]),
  T("what if I add $200 a month", "savings_growth", figs=[money(fv(20000, 200, 0.06, 10))]))
C({},
  T("if I earned 120k what would I take home?", "tax", figs=[TH(tax(120000))]),
  T("and in Victoria?", "tax", figs=[TH(tax(120000, state="VIC"))]))
p0 = au(annualIncome=85000)
C(p0,
  T("how much tax am I paying?", "tax", figs=[TH(tax(85000))]),
  T("sorry, 95k", "facts", ch={"annualIncome": "95000"}, figs=[TH(tax(95000))]))
C({},
  T("how much super should my employer be paying me?", "employer_contributions"),
  T("about 88k", "employer_contributions", ch={"annualIncome": "88000"}, figs=[money(88000 * 0.12)]))
C(au(emergencyFund=15000, emergencyFundCurrent=15000),
  T("how many months does my emergency fund cover?", "emergency_cover"),
  T("around 3,000 a month", "emergency_cover", ch={"monthlyExpenses": "3000"}, has=["5 months"]))
C({},
  T("how many years until I retire?", "years_to_retirement"),
  T("I'm 47", "years_to_retirement", ch={"age": "47"}, has=["18 years"]))
C(us("NC"),
  T("what's an IRA?", "explain:ira"),
  T("how much can I put in it this year?", "limit:ira_limit", figs=["$7,500"]))
C(us(),
  T("whats an HSA", "explain:hsa"),
  T("what's the max I can put in?", "limit:hsa_limit", figs=["$4,400", "$8,750"]))
C({},
  T("hey", "greeting"),
  T("how much tax on 70k?", "tax", figs=[TH(tax(70000))]),
  T("thanks!", "thanks"))
C(us(),
  T("on 100k, how much more would I take home in Texas than in California?", "compare_states",
    figs=[TH(tax(100000, "us", "TX")), TH(tax(100000, "us", "CA"))]),
  T("what about on 150k?", "compare_states",
    figs=[TH(tax(150000, "us", "TX")), TH(tax(150000, "us", "CA"))]))
C({},
  T("how much is the age pension?", "limit:age_pension_rate"),
  T("for a couple", "limit:age_pension_rate"))
C({},
  T("how much do I need to save each month to get 60k in 3 years at 5%?", "savings_target",
    figs=[money(needed(60000, 0, 0.05, 3), True)]),
  T("what about over 5 years instead?", "savings_target", figs=[money(needed(60000, 0, 0.05, 5), True)]))
C({},
  T("if I earned 120k what would I take home?", "tax", figs=[TH(tax(120000))]),
  T("and 130k?", "tax", figs=[TH(tax(130000))]),
  T("I actually earn 95k", "facts", ch={"annualIncome": "95000"}))
pay, n0, i0, n1, i1, sv = extra_saving(500000, 0.062, 30, 500)
pay2, _, _, _, _, sv2 = extra_saving(500000, 0.062, 30, 1000)
C({},
  T("how much interest do I save with an extra 500 a month on a 500k loan at 6.2% over 30 years?",
    "loan_extra_repayment", figs=[money(sv)]),
  T("what about $1000 a month extra?", "loan_extra_repayment", figs=[money(sv2)]))
p0 = au(annualIncome=110000)
C(p0,
  T("i'm getting a 12k bonus, how much of it do I actually get?", "bonus_after_tax",
    figs=[money(tax(122000)["takeHome"] - tax(110000)["takeHome"])]),
  T("what if it was 20k?", "bonus_after_tax",
    figs=[money(tax(130000)["takeHome"] - tax(110000)["takeHome"])]))
C({},
  T("I'm 30 and earn 75k", "facts", ch={"age": "30", "annualIncome": "75000"}),
  T("how much tax do I pay?", "tax", figs=[TH(tax(75000, age=30))]),
  T("and how much super does my employer put in?", "employer_contributions", figs=[money(9000)]))
p0 = au(annualIncome=90000, monthlyExpenses=3800)
th_m = d(tax(90000)["takeHomePerPeriod"]["monthly"])
C(p0,
  T("how much am I saving a month?", "savings_rate", figs=[money(th_m - 3800)]),
  T("my expenses are actually more like 4,200", "facts", ch={"monthlyExpenses": "4200"},
    figs=[money(th_m - 4200)]))
C({},
  T("how much do I need to retire on 70k a year?", "nest_egg", figs=[money(70000 / 0.04)]),
  T("what about at a 3.5% withdrawal rate?", "nest_egg", figs=[money(70000 / 0.035)]))
C({},
  T("what's $1m in 25 years worth in today's dollars?", "todays_dollars", figs=[money(todays(1e6, 25))]),
  T("and at 3% inflation?", "todays_dollars", figs=[money(todays(1e6, 25, 0.03))]))
n_a, _ = simulate(12000, 0.2199, 12, 300)
n_b, _ = simulate(12000, 0.2199, 12, 400)
C({},
  T("how long to pay off 12k on a credit card at 21.99% paying 300 a month?", "loan_payoff_time",
    has=years_tok(n_a)),
  T("what if I paid 400 a month instead?", "loan_payoff_time", has=years_tok(n_b)))
p0 = us("CO", annualIncome=140000)
C(p0,
  T("what's my take home pay?", "tax", figs=[TH(ptax(p0))]),
  T("what if I was married filing jointly?", "tax",
    figs=[TH(tax(140000, "us", "CO", filing="married_filing_jointly"))]))
p0 = au(annualIncome=100000)
C(p0,
  T("how does my tax this year compare with last financial year?", "compare_years",
    figs=[TH(tax(100000, year="2026-27")), TH(tax(100000, year="2025-26"))]),
  T("what about on 150k?", "compare_years",
    figs=[TH(tax(150000, year="2026-27")), TH(tax(150000, year="2025-26"))]))
C(us(),
  T("explain roth vs traditional", "explain:roth_vs_traditional"),
  T("how much can i put in a roth ira this year", "limit:ira_limit", figs=["$7,500"]))
C({},
  T("what is super?", "explain:super"),
  T("whats the super guarantee rate?", "limit:super_guarantee_rate", has=["12%"]),
  T("how much is that on my salary of 95k", "employer_contributions", ch={"annualIncome": "95000"},
    figs=[money(11400)]))
p0 = au(annualIncome=120000)
C(p0,
  T("how much tax would I save by salary sacrificing 10k?", "pretax_saving",
    figs=[money(ss_saving(120000, 10000))]),
  T("what about 15k?", "pretax_saving", figs=[money(ss_saving(120000, 15000))]))
C(au(mortgageBalance=430000),
  T("how much equity have I got?", "equity"),
  T("it's worth around 800k", "equity", ch={"propertyValue": "800000"}, figs=[money(370000)]))
p0 = au(annualIncome=80000)
C(p0,
  T("what's my savings rate?", "savings_rate"),
  T("about 3,200 a month", "savings_rate", ch={"monthlyExpenses": "3200"},
    figs=[money(d(tax(80000)["takeHomePerPeriod"]["monthly"]) - 3200)]))
C(us("WI", annualIncome=100000),
  T("how much is my 401k match worth?", "employer_contributions"),
  T("they match 6%", "employer_contributions", ch={"employerMatch": "0.06"}, figs=[money(6000)]))
p0 = au(annualIncome=126000, privateHospitalCover="false")
C(p0,
  T("how much is the medicare levy surcharge costing me?", "surcharge_cost",
    figs=[money(tax(126000)["takeHome"] - tax(126000, no_cover=True)["takeHome"])]),
  T("what about on 160k?", "surcharge_cost",
    figs=[money(tax(160000)["takeHome"] - tax(160000, no_cover=True)["takeHome"])]))
C(au(age=40, annualIncome=98000, state="WA"),
  T("hello", "greeting"),
  T("what can you help me with?", "help"),
  T("what do you know about me", "profile_summary"))
C({},
  T("weekly repayments on 480k at 5.99% over 30 years?", "loan_repayment",
    figs=[money(repayment(480000, 0.0599, 30, "weekly"), True)]),
  T("monthly instead", "loan_repayment", figs=[money(repayment(480000, 0.0599, 30), True)]))
n_a = months_to_target(40000, 0, 700, 0.045)
n_b = months_to_target(40000, 0, 1000, 0.045)
C({},
  T("how long to save 40k putting away 700 a month at 4.5%?", "savings_time_to_target", has=years_tok(n_a)),
  T("what if I save 1000 a month?", "savings_time_to_target", has=years_tok(n_b)))
C({},
  T("what would a raise from 90k to 100k be worth after tax", "raise_after_tax",
    figs=[money(tax(100000)["takeHome"] - tax(90000)["takeHome"])]),
  T("what if the raise was to 110k?", "raise_after_tax",
    figs=[money(tax(110000)["takeHome"] - tax(90000)["takeHome"])]))
p0 = au(annualIncome=105000)
C(p0,
  T("whats my take home?", "tax", figs=[TH(tax(105000))]),
  T("what about last financial year?", "tax", figs=[TH(tax(105000, year="2025-26"))], has=["2025-26"]))
C(us(),
  T("what's the 401k contribution limit?", "limit:401k_limit", figs=["$24,500"]),
  T("and if I'm over 50?", "limit:401k_limit", figs=["$8,000"]))
C(us(),
  T("whats the standard deduction for single filers", "limit:standard_deduction", figs=["$16,100"]),
  T("what about married filing jointly?", "limit:standard_deduction", figs=["$32,200"]))
C({},
  T("what's my marginal tax rate on 95k?", "limit:tax_brackets", has=["30%"]),
  T("what about 140k?", "limit:tax_brackets", has=["37%"]))
C({},
  T("I'm 41", "facts", ch={"age": "41"}),
  T("earn 130k", "facts", ch={"annualIncome": "130000"}),
  T("we have 3 kids", "facts", ch={"dependents": "3"}),
  T("what do you know about me?", "profile_summary"))
C({},
  T("can you explain negative gearing?", "explain:negative_gearing"),
  T("thanks, that makes sense", "thanks"))
C({},
  T("what first home buyer schemes are around?", "explain:first_home_schemes"),
  T("how big a deposit would I need?", "home_buying"))
C({},
  T("how much should I save each month for a 50k deposit in 4 years?", "savings_target",
    figs=[money(needed(50000, 0, 0.07, 4), True)]),
  T("fortnightly instead", "savings_target", figs=[money(needed(50000, 0, 0.07, 4, "fortnightly"), True)]))
p0 = us("TX", annualIncome=110000, age=38)
C(p0,
  T("how much tax do I save if I put 10k pre-tax into my 401k?", "pretax_saving",
    figs=[money(k_saving(110000, 10000, "TX", age=38))]),
  T("what about maxing it out?", "pretax_saving", figs=[money(k_saving(110000, 24500, "TX", age=38))]))
C(us("TX"),
  T("If I took a job paying 140k, what would I take home?", "tax", figs=[TH(tax(140000, "us", "TX"))]),
  T("what about in California?", "tax", figs=[TH(tax(140000, "us", "CA"))]))
C({},
  T("what nest egg do i need for 60k a year in retirement", "nest_egg", figs=[money(60000 / 0.04)]),
  T("and for 90k a year?", "nest_egg", figs=[money(90000 / 0.04)]))
C({},
  T("I'm 62 and have 700k in super", "facts", ch={"age": "62", "superBalance": "700000"}),
  T("can I retire at 65?", "retirement"),
  T("how long would it last if I spend 50k a year?", "retirement"))
C({},
  T("how big should an emergency fund be?", "emergency_fund"),
  T("I've got 9k put aside for emergencies and spend about 3k a month", "facts",
    ch={"emergencyFund": "9000", "emergencyFundCurrent": "9000", "monthlyExpenses": "3000"}))
C(us(),
  T("whats the smartest way to pay down debt", "debt"),
  T("cheers", "thanks"))
C({},
  T("interest only repayments on 650k at 6.1%?", "loan_repayment", figs=[money(r2(650000 * 0.061 / 12), True)]),
  T("and principal and interest over 30 years?", "loan_repayment",
    figs=[money(repayment(650000, 0.061, 30), True)]))
C(au(age=36, superBalance=85000, annualIncome=95000),
  T("what will my super be worth at 65 if I add 100 a week?", "contribution_what_if"),
  T("what about $200 a week?", "contribution_what_if"))
C({},
  T("what will 100 a week grow to over 10 years at 6%?", "savings_growth",
    figs=[money(fv(0, 100, 0.06, 10, "weekly"))]),
  T("and at 8%?", "savings_growth", figs=[money(fv(0, 100, 0.08, 10, "weekly"))]))
C(au(age=40),
  T("how many years till I retire?", "years_to_retirement", has=["25 years"]),
  T("what if I retire at 60 instead?", "years_to_retirement", has=["20 years"]))
C({},
  T("my rent is 480 a week and I earn 70k", "facts",
    ch={"rentOrMortgage": cents_str(d(480) * 52 / 12), "annualIncome": "70000"}),
  T("how much do i take home a fortnight?", "tax", figs=[per(tax(70000), "fortnightly")]))
C(us("NY"),
  T("I'm 29, single, make 95k. Roth or traditional 401k?", "explain:roth_vs_traditional",
    ch={"age": "29", "maritalStatus": "single", "annualIncome": "95000"}),
  T("how much can I put in each year?", "limit:401k_limit", figs=["$24,500"]))
C({},
  T("what's the 15 vs 30 year repayment on 550k at 6.3%?", "loan_repayment",
    figs=[money(repayment(550000, 0.063, 15), True), money(repayment(550000, 0.063, 30), True)]),
  T("and at 5.9%?", "loan_repayment",
    figs=[money(repayment(550000, 0.059, 15), True), money(repayment(550000, 0.059, 30), True)]))
C({},
  T("what does a couple on 100k and 80k take home?", "couple_take_home",
    figs=[money(tax(100000)["takeHome"] + tax(80000)["takeHome"])]),
  T("what about 100k and 50k?", "couple_take_home",
    figs=[money(tax(100000)["takeHome"] + tax(50000)["takeHome"])]))
C(au(annualIncome=95000, helpDebt=28000),
  T("how much do i repay on my hecs each year", "tax", figs=[money(tax(95000, help_debt=28000)["helpRepayment"])]),
  T("how does that debt get indexed?", "explain:help_debt"))

# ================================================================ write

with open(os.path.join(HERE, "questions.jsonl"), "w", encoding="utf-8") as f:
    for q in questions:
        f.write(json.dumps(q, ensure_ascii=False) + "\n")
with open(os.path.join(HERE, "conversations.jsonl"), "w", encoding="utf-8") as f:
    for c in conversations:
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
print("questions:", len(questions), "conversations:", len(conversations))
