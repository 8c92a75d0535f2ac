#!/usr/bin/env python3
"""Generate questions.jsonl and conversations.jsonl for Penny's chat advisor.

Figures are computed here independently from the conventions in BRIEF.md.
Tax figures come from the Penny tax engine command line (bin/penny tax), the
only Penny program this set is allowed to use.
"""
import json
import math
import os
import subprocess
from decimal import Decimal, ROUND_HALF_UP, ROUND_CEILING
from functools import lru_cache

HERE = os.path.dirname(os.path.abspath(__file__))
PENNY = os.path.join(HERE, "bin", "penny")


# ---------------------------------------------------------------- formatting
def D(x):
    return Decimal(str(x))


def r2(x):
    return D(x).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def money(x, cents=False):
    """'$1,234' (whole dollars, matches any amount rounding to it) or '$1,234.56'."""
    d = D(x)
    if cents:
        d = d.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
        s = f"{d:,.2f}"
    else:
        d = d.quantize(Decimal("1"), rounding=ROUND_HALF_UP)
        s = f"{int(d):,}"
    if s.startswith("-"):
        return "-$" + s[1:]
    return "$" + s


def canon(x):
    """Canonical profile string: whole numbers without decimals, else 2 dp."""
    d = r2(x)
    if d == d.to_integral_value():
        return str(int(d))
    return f"{d:.2f}"


def weekly_to_month(w):
    return canon(r2(D(w) * 52 / 12))


# ---------------------------------------------------------------- tax engine
@lru_cache(maxsize=None)
def _tax(args):
    out = subprocess.run([PENNY, "tax"] + list(args), capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def tax(country, income, state=None, year=None, marital=None, dependents=None, age=None,
        help_debt=None, ss=None, pretax=None, nocover=False, filing=None, household=None):
    a = ["--country", country, "--income", str(income)]
    if state:
        a += ["--state", state]
    if year:
        a += ["--tax-year", year]
    if marital:
        a += ["--marital-status", marital]
    if dependents is not None:
        a += ["--dependents", str(dependents)]
    if age is not None:
        a += ["--age", str(age)]
    if help_debt:
        a += ["--help-debt", str(help_debt)]
    if ss:
        a += ["--salary-sacrifice", str(ss)]
    if pretax:
        a += ["--pre-tax-retirement", str(pretax)]
    if nocover:
        a += ["--no-private-hospital-cover"]
    if filing:
        a += ["--filing-status", filing]
    if household:
        a += ["--household-income", str(household)]
    return _tax(tuple(a))


def total_tax(t):
    return D(t["federalTax"]) + D(t["stateTax"]) + D(t["ficaTax"]) + D(t.get("helpRepayment") or 0)


def tax_figs(t, period=None):
    """Figures for a tax question: take-home (annual or per period) and income tax."""
    figs = []
    if period:
        figs.append(money(t["takeHomePerPeriod"][period], cents=True))
    else:
        figs.append(money(t["takeHome"]))
    figs.append(money(t["federalTax"]))
    return figs


def mls(income, **kw):
    t = tax("australia", income, nocover=True, **kw)
    for b in t["breakdown"]:
        if b["label"] == "Medicare levy surcharge":
            return D(b["amount"])
    return D(0)


# ---------------------------------------------------------------- loans
def loan_pmt(P, rate, years, per=12):
    r = D(rate) / per
    n = int(round(years * per))
    P = D(P)
    pm = P * r / (1 - (1 + r) ** -n)
    return r2(pm)


def loan_sim(P, rate, per, payment, max_n=10000):
    """Simulate period by period, interest rounded to the cent; last payment clears."""
    bal = D(P)
    r = D(rate) / per
    pay = D(payment)
    n = 0
    interest = D(0)
    while bal > 0 and n < max_n:
        i = r2(bal * r)
        interest += i
        bal += i
        p = min(pay, bal)
        bal -= p
        n += 1
    return n, interest


def loan_extra(P, rate, years, extra, per=12):
    pmt = loan_pmt(P, rate, years, per)
    n0, i0 = loan_sim(P, rate, per, pmt)
    n1, i1 = loan_sim(P, rate, per, pmt + D(extra))
    return pmt, n0 - n1, i0 - i1


def ym(n_months):
    return n_months // 12, n_months % 12


# ---------------------------------------------------------------- savings
def fv(pv, c, rate, years, per=12):
    r = D(rate) / per
    n = int(round(years * per))
    g = (1 + r) ** n
    return D(pv) * g + D(c) * (g - 1) / r


def need(target, pv, rate, years, per=12):
    r = D(rate) / per
    n = int(round(years * per))
    g = (1 + r) ** n
    c = (D(target) - D(pv) * g) * r / (g - 1)
    return c.quantize(Decimal("0.01"), rounding=ROUND_CEILING)


def time_to(target, pv, c, rate, per=12):
    r = D(rate) / per
    bal = D(pv)
    n = 0
    while bal < D(target):
        bal = bal * (1 + r) + D(c)
        n += 1
    return n


def todays(amount, years, infl=0.025):
    return D(amount) / (1 + D(infl)) ** years


# ---------------------------------------------------------------- builders
Qs = []


def Q(m, intent, ch=None, figs=None, has=None, p=None):
    Qs.append({"m": m, "p": p or {}, "intent": intent, "ch": ch or {}, "figs": figs or [], "has": has or []})


def T(m, intent, ch=None, figs=None, has=None):
    return {"m": m, "intent": intent, "ch": ch or {}, "figs": figs or [], "has": has or []}


Cs = []


def C(p, *turns):
    Cs.append({"id": f"c{len(Cs) + 1:02d}", "p": p or {}, "turns": list(turns)})


US = {"country": "us"}


def us(**kw):
    d = {"country": "us"}
    d.update({k: str(v) for k, v in kw.items()})
    return d


def au(**kw):
    return {k: str(v) for k, v in kw.items()}


def yrs_has(n_periods, per=12):
    y = n_periods // per
    return [f"{y} years"] if y >= 2 else []


# ============================================================ SINGLE QUESTIONS
# ---------------- tax, Australia
t = tax("australia", 85000)
Q("how much tax do i pay on 85k", "tax", figs=tax_figs(t))
t = tax("australia", 120000)
Q("whats the take home on 120,000 a year?", "tax", figs=tax_figs(t))
t = tax("australia", 72000)
Q("I'm on 72k, what do I actually get each fortnight after tax?", "tax",
  ch={"annualIncome": "72000"}, figs=[money(t["takeHomePerPeriod"]["fortnightly"], True)])
t = tax("australia", 55 * 38 * 52)
Q("take home pay for $55 an hour full time?", "tax", figs=tax_figs(t))
t = tax("australia", 1500 * 52)
Q("how much tax on 1500 a week", "tax", figs=tax_figs(t))
t = tax("australia", 200000, year="2025-26")
Q("tax on 200k for 2025-26?", "tax", figs=tax_figs(t), has=["2025-26"])
t = tax("australia", 45000)
Q("tax on 45000", "tax", figs=tax_figs(t))
t = tax("australia", 95000)
Q("how much tax am i paying?", "tax", p=au(annualIncome=95000), figs=tax_figs(t))
t = tax("australia", 110000, help_debt=25000)
Q("I earn 110k and still have about 25k HECS. what's my take home after everything?", "tax",
  ch={"annualIncome": "110000", "helpDebt": "25000"}, figs=[money(t["takeHome"]), money(t["helpRepayment"])])
t = tax("australia", 40000, age=68)
Q("Im 68 and get 40k from part time work, do i pay much tax?", "tax",
  ch={"age": "68", "annualIncome": "40000"}, figs=[money(t["takeHome"], True)])
t = tax("australia", 65000)
Q("what would my monthly take home be on a 65k salary", "tax",
  figs=[money(t["takeHomePerPeriod"]["monthly"], True)])
t = tax("australia", 150000, nocover=True)
Q("I don't have private health. how much tax will I pay on my 150k salary?", "tax",
  ch={"privateHospitalCover": "false", "annualIncome": "150000"}, figs=[money(t["takeHome"]), money(t["federalTax"])])
t = tax("australia", 2900 * 26)
Q("if i get paid 2900 a fortnight gross how much tax is that a year", "tax", figs=[money(t["federalTax"])])
t = tax("australia", 250000)
Q("wat's the tax on 250k in aus", "tax", figs=tax_figs(t))
t = tax("australia", 30000)
Q("how much tax does someone on 30k pay", "tax", figs=tax_figs(t))
t = tax("australia", 88000, help_debt=40000)
Q("how much will my HECS repayment be this year?", "tax", p=au(annualIncome=88000, helpDebt=40000),
  figs=[money(t["helpRepayment"])])

# ---------------- tax, US
t = tax("us", 95000)
Q("how much federal tax would i owe on 95k single", "tax", p=US, figs=[money(t["federalTax"])])
t = tax("us", 130000, state="NY")
Q("take home on 130k in new york?", "tax", figs=[money(t["takeHome"])])
t = tax("us", 28 * 40 * 52, state="TX")
Q("I make $28/hr, whats my take home pay?", "tax", p=us(state="TX"),
  ch={"annualIncome": str(28 * 40 * 52)}, figs=[money(t["takeHome"])])
t = tax("us", 180000, filing="married_filing_jointly")
Q("federal tax on 180k for a married couple filing jointly?", "tax", figs=[money(t["federalTax"])])
t = tax("us", 70000)
Q("how much FICA comes out of a 70k salary", "tax", p=US, figs=[money(t["ficaTax"])])
t = tax("us", 105000, state="FL")
Q("how much am I paying in taxes rn", "tax", p=us(state="FL", annualIncome=105000), figs=[money(t["takeHome"]), money(t["federalTax"])])
t = tax("us", 140000, state="WA")
Q("im in washington state making 140k. what's my take-home?", "tax", p=US,
  ch={"state": "WA", "annualIncome": "140000"}, figs=[money(t["takeHome"])])
t = tax("us", 62000, state="OH")
Q("take home on 62000 in ohio", "tax", figs=[money(t["takeHome"])])
t = tax("us", 85000, state="CA", year="2025")
Q("what was the tax on 85k in california for 2025", "tax", figs=[money(t["takeHome"])], has=["2025"])
t = tax("us", 210000, state="IL")
Q("what would I clear on a 210k offer in Illinois?", "tax", p=US, figs=[money(t["takeHome"])])
t = tax("us", 75000, state="NC", marital="married", dependents=2)
Q("How much federal tax will I pay this year?", "tax",
  p=us(state="NC", annualIncome=75000, maritalStatus="married", dependents=2), figs=[money(t["federalTax"])])
t = tax("us", 48000, state="PA")
Q("I'm 24, making 48k in Pennsylvania, how much do i take home per month", "tax", p=US,
  ch={"age": "24", "annualIncome": "48000", "state": "PA"}, figs=[money(t["takeHomePerPeriod"]["monthly"], True)])

# ---------------- loan repayments
Q("what are the repayments on a 600k loan at 6.2% over 30 years?", "loan_repayment",
  figs=[money(loan_pmt(600000, 0.062, 30), True)], has=["6.2%"])
Q("monthly payment on 450000 at 5.89% 30 yrs", "loan_repayment", figs=[money(loan_pmt(450000, 0.0589, 30), True)])
Q("fortnightly repayments for a $520,000 home loan at 6.04% over 25 years", "loan_repayment",
  figs=[money(loan_pmt(520000, 0.0604, 25, 26), True)])
Q("weekly repayment on 300k at 6.5% over 30 years?", "loan_repayment", figs=[money(loan_pmt(300000, 0.065, 30, 52), True)])
Q("how much would a $45,000 car loan at 8.9% over 5 years cost me a month", "loan_repayment",
  figs=[money(loan_pmt(45000, 0.089, 5), True)])
Q("interest only repayments on 750k at 6.3%?", "loan_repayment", figs=[money(r2(D(750000) * D("0.063") / 12), True)])
Q("if i borrow 20k for a personal loan at 12% over 3 years whats the monthly repayment", "loan_repayment",
  figs=[money(loan_pmt(20000, 0.12, 3), True)])
Q("mortgage payment on 380k, 15 years, 6.1%", "loan_repayment", figs=[money(loan_pmt(380000, 0.061, 15), True)])
Q("repayment on 700k at 5.99 for 30 years or 25 years?", "loan_repayment",
  figs=[money(loan_pmt(700000, 0.0599, 30), True), money(loan_pmt(700000, 0.0599, 25), True),
        money(loan_pmt(700000, 0.0599, 25) - loan_pmt(700000, 0.0599, 30), True)])
Q("whats the monthly on a 350k mortgage at 6.75% - 15 or 30 year?", "loan_repayment",
  figs=[money(loan_pmt(350000, 0.0675, 15), True), money(loan_pmt(350000, 0.0675, 30), True),
        money(loan_pmt(350000, 0.0675, 15) - loan_pmt(350000, 0.0675, 30), True)])
_p = loan_pmt(500000, 0.06, 30)
Q("how much interest would I pay in total on a 500k loan at 6% over 30 years", "loan_repayment",
  figs=[money(_p, True), money(_p * 360 - 500000)])
Q("We're looking at borrowing 640k at 6.14% for 30 years, what would fortnightly repayments be?", "loan_repayment",
  figs=[money(loan_pmt(640000, 0.0614, 30, 26), True)])
Q("car loan 32k 7.5% 4 years monthly payment??", "loan_repayment", figs=[money(loan_pmt(32000, 0.075, 4), True)])

# ---------------- extra repayments
_pm, _dn, _di = loan_extra(550000, 0.062, 30, 500)
Q("if I pay an extra $500 a month on a 550k loan at 6.2% over 30 years how much do I save?", "loan_extra_repayment",
  figs=[money(_di)], has=yrs_has(_dn))
_pm, _dn, _di = loan_extra(400000, 0.0599, 25, 200, 26)
Q("how much interest do i save paying an extra 200 a fortnight on a 400k mortgage, 5.99%, 25 yrs", "loan_extra_repayment",
  figs=[money(_di)])
_pm, _dn, _di = loan_extra(300000, 0.07, 30, 1000)
Q("extra 1k/month on a 300k 30yr loan at 7%, how much sooner is it paid off?", "loan_extra_repayment",
  figs=[money(_di)], has=yrs_has(_dn))
_pm, _dn, _di = loan_extra(620000, 0.0645, 30, 250)
Q("what does throwing an extra $250 a month at my mortgage actually do? it's 620k at 6.45% over 30 years", "loan_extra_repayment",
  figs=[money(_di)])
_pm, _dn, _di = loan_extra(25000, 0.11, 5, 100)
Q("paying an extra $100/month on a 25k car loan at 11% for 5 yrs - worth it?", "loan_extra_repayment",
  figs=[money(_di)])

# ---------------- payoff time
_n, _i = loan_sim(8000, D("0.2199"), 12, 300)
Q("how long to pay off 8k on my credit card at 21.99% if i pay 300 a month", "loan_payoff_time",
  figs=[money(_i)], has=yrs_has(_n))
_n, _i = loan_sim(420000, D("0.061"), 12, 3500)
Q("how long will it take to pay off 420k at 6.1% paying $3,500 a month?", "loan_payoff_time",
  figs=[money(_i)], has=yrs_has(_n))
_n, _i = loan_sim(15000, D("0.095"), 26, 250)
Q("If I pay $250 a fortnight off a 15k loan at 9.5%, when is it gone?", "loan_payoff_time",
  figs=[money(_i)], has=yrs_has(_n, 26))
_n, _i = loan_sim(35000, D("0.068"), 12, 600)
Q("student loan of 35k at 6.8%, paying 600/mo - how many years til its paid off", "loan_payoff_time",
  figs=[money(_i)], has=yrs_has(_n))
_n, _i = loan_sim(250000, D("0.058"), 12, 2500)
Q("how long to clear a 250k mortgage at 5.8% with $2500 monthly repayments", "loan_payoff_time",
  figs=[money(_i)], has=yrs_has(_n))

# ---------------- savings growth
Q("if I put 10k in an account at 5% how much will I have after 5 years?", "savings_growth",
  figs=[money(fv(10000, 0, 0.05, 5))])
Q("what will $500 a month grow to over 20 years at 7%", "savings_growth", figs=[money(fv(0, 500, 0.07, 20))])
Q("20k invested plus 300 a month for 10 years at 8%, what do i end up with", "savings_growth",
  figs=[money(fv(20000, 300, 0.08, 10))])
Q("how much will 50k be worth in 15 years", "savings_growth", figs=[money(fv(50000, 0, 0.07, 15))])
Q("If i save $200 a week at 4.5% for 3 years how much will i have", "savings_growth",
  figs=[money(fv(0, 200, 0.045, 3, 52))])
Q("I've got 18k saved. if I add 1000 a month at 4.75% what will I have in 2 years?", "savings_growth",
  ch={"currentSavings": "18000"}, figs=[money(fv(18000, 1000, 0.0475, 2))])
Q("how much would 100 bucks a fortnight turn into over 30 yrs at 6%", "savings_growth",
  figs=[money(fv(0, 100, 0.06, 30, 26))])
Q("what does 5000 grow to in 40 years at 10%?", "savings_growth", figs=[money(fv(5000, 0, 0.10, 40))])

# ---------------- savings target
Q("how much do I need to save each month to have 50k in 3 years?", "savings_target",
  figs=[money(need(50000, 0, 0.07, 3), True)])
Q("we want a 120k house deposit in 4 years, how much a month at 4.5%?", "savings_target",
  figs=[money(need(120000, 0, 0.045, 4), True)])
Q("need 15k for a wedding in 18 months, how much per fortnight at 4%", "savings_target",
  figs=[money(need(15000, 0, 0.04, 1.5, 26), True)])
Q("I have 10k already, how much a month to get to 60k in 5 years at 5%?", "savings_target",
  ch={"currentSavings": "10000"}, figs=[money(need(60000, 10000, 0.05, 5), True)])
Q("how much should i save weekly to reach $25,000 in 2 years at 4.8%", "savings_target",
  figs=[money(need(25000, 0, 0.048, 2, 52), True)])
Q("I want $1 million in 30 years, how much do I have to invest monthly at 8%?", "savings_target",
  figs=[money(need(1000000, 0, 0.08, 30), True)])
Q("saving for a 100k deposit by end of 2029, how much each month?", "savings_target",
  figs=[])  # horizon (today 2026-11-26 to end 2029) not a whole number of months -> ambiguous

# ---------------- time to target
_n = time_to(50000, 0, 1000, 0.05)
Q("how long to save 50k if I put away 1000 a month at 5%", "savings_time_to_target", has=yrs_has(_n))
_n = time_to(100000, 20000, 1500, 0.07)
Q("starting with 20k and adding 1500 a month at 7%, how long til I hit 100k?", "savings_time_to_target", has=yrs_has(_n))
_n = time_to(1000000, 0, 2000, 0.07)
Q("how many years to reach a million investing 2k a month", "savings_time_to_target", has=yrs_has(_n))
_n = time_to(30000, 0, 400, 0.045, 26)
Q("if i save 400 a fortnight at 4.5% when will I have 30k for a car", "savings_time_to_target", has=yrs_has(_n, 26))
_n = time_to(150000, 35000, 2500, 0.05)
Q("I have 35k saved and can put away 2.5k a month at 5%. how long until i have a 150k deposit?", "savings_time_to_target",
  ch={"currentSavings": "35000"}, has=yrs_has(_n))

# ---------------- nest egg
Q("how big a nest egg do i need for 80k a year in retirement?", "nest_egg", figs=[money(D(80000) / D("0.04"))])
Q("how much do I need to retire on $5,000 a month", "nest_egg", figs=[money(D(60000) / D("0.04"))])
Q("what size portfolio for 100k/yr using a 3.5% withdrawal rate", "nest_egg", figs=[money(D(100000) / D("0.035"))])
Q("how much super do I need to have to live on 55k a year?", "nest_egg", figs=[money(D(55000) / D("0.04"))])
Q("nest egg needed for 70k a year", "nest_egg", p=au(retirementWithdrawalRate="0.045"), figs=[money(D(70000) / D("0.045"))])

# ---------------- today's dollars
Q("what's $1 million in 30 years worth in today's dollars?", "todays_dollars", figs=[money(todays(1000000, 30))])
Q("how much is 500k in 20 years in todays money at 3% inflation", "todays_dollars", figs=[money(todays(500000, 20, 0.03))])
Q("if I have 2 mil when I retire in 25 years what is that in today's terms", "todays_dollars", figs=[money(todays(2000000, 25))])

# ---------------- bonus / raise
t0, t1 = tax("australia", 90000), tax("australia", 100000)
Q("I'm getting a 10k bonus, how much will I actually keep?", "bonus_after_tax", p=au(annualIncome=90000),
  figs=[money(D(t1["takeHome"]) - D(t0["takeHome"]))])
t0, t1 = tax("us", 120000, state="CA"), tax("us", 135000, state="CA")
Q("how much of a 15k bonus do I take home", "bonus_after_tax", p=us(state="CA", annualIncome=120000),
  figs=[money(D(t1["takeHome"]) - D(t0["takeHome"]))])
t0, t1 = tax("australia", 130000), tax("australia", 135000)
Q("after-tax value of a $5,000 bonus on a 130k salary?", "bonus_after_tax",
  figs=[money(D(t1["takeHome"]) - D(t0["takeHome"]))])
t0, t1 = tax("australia", 80000), tax("australia", 90000)
Q("if I get a raise from 80k to 90k how much more do I take home?", "raise_after_tax",
  figs=[money(D(t1["takeHome"]) - D(t0["takeHome"]))])
t0, t1 = tax("australia", 100000), tax("australia", 105000)
Q("boss offered me a 5% raise, how much is that after tax?", "raise_after_tax", p=au(annualIncome=100000),
  figs=[money(D(t1["takeHome"]) - D(t0["takeHome"]))])
t0, t1 = tax("us", 90000, state="TX"), tax("us", 100000, state="TX")
Q("I make 90k, whats a 10k raise worth after taxes", "raise_after_tax", p=us(state="TX"),
  ch={"annualIncome": "90000"}, figs=[money(D(t1["takeHome"]) - D(t0["takeHome"]))])

# ---------------- couple take-home
ta, tb = tax("australia", 95000), tax("australia", 60000)
Q("I earn 95k and my partner earns 60k, what's our combined take home?", "couple_take_home",
  ch={"annualIncome": "95000"}, figs=[money(D(ta["takeHome"]) + D(tb["takeHome"]))])
ta, tb = tax("australia", 120000), tax("australia", 45000)
Q("couple take home on 120k and 45k?", "couple_take_home", figs=[money(D(ta["takeHome"]) + D(tb["takeHome"]))])
ta, tb = tax("australia", 80000), tax("australia", 70000)
Q("my husband earns 70k, what do we bring home together?", "couple_take_home", p=au(annualIncome=80000),
  figs=[money(D(ta["takeHome"]) + D(tb["takeHome"]))])
Q("me and my wife make 85k and 65k in Georgia, what's our take home combined", "couple_take_home", p=US,
  ch={"annualIncome": "85000"}, figs=[])  # US couple: joint vs separate return not fixed by the conventions

# ---------------- surcharge cost
Q("I earn 130k and don't have private hospital cover, how much is the medicare levy surcharge costing me?", "surcharge_cost",
  ch={"annualIncome": "130000", "privateHospitalCover": "false"}, figs=[money(mls(130000))])
Q("is it worth getting private health on 110k to avoid the surcharge?", "surcharge_cost", figs=[money(mls(110000))])
Q("how much MLS would I pay?", "surcharge_cost", p=au(annualIncome=165000, privateHospitalCover="false"),
  figs=[money(mls(165000))])

# ---------------- compare states
ta, tb = tax("us", 120000, state="CA"), tax("us", 120000, state="TX")
Q("take home on 120k California vs Texas?", "compare_states",
  figs=[money(ta["takeHome"]), money(tb["takeHome"]), money(D(tb["takeHome"]) - D(ta["takeHome"]))])
ta, tb = tax("us", 95000, state="NY"), tax("us", 95000, state="FL")
Q("I'm thinking of moving from NY to Florida, how much more would I keep on 95k?", "compare_states", p=US,
  figs=[money(ta["takeHome"]), money(tb["takeHome"]), money(D(tb["takeHome"]) - D(ta["takeHome"]))])
ta, tb, tc = (tax("us", 150000, state=s) for s in ("WA", "OR", "ID"))
Q("compare taxes on 150k in washington, oregon and idaho", "compare_states",
  figs=[money(ta["takeHome"]), money(tb["takeHome"]), money(tc["takeHome"])])

# ---------------- compare years
ta, tb = tax("australia", 100000, year="2025-26"), tax("australia", 100000, year="2026-27")
Q("how much less tax do I pay on 100k in 2026-27 compared to 2025-26?", "compare_years",
  figs=[money(D(tb["takeHome"]) - D(ta["takeHome"]))], has=["2025-26", "2026-27"])
ta, tb = tax("us", 80000, year="2025"), tax("us", 80000, year="2026")
Q("federal tax on 80k 2025 vs 2026", "compare_years", figs=[money(ta["federalTax"]), money(tb["federalTax"])])
ta, tb = tax("australia", 60000, year="2024-25"), tax("australia", 60000, year="2026-27")
Q("how has the tax on my 60k changed since 2024-25", "compare_years", p=au(annualIncome=60000),
  figs=[money(D(tb["takeHome"]) - D(ta["takeHome"]))], has=["2024-25"])

# ---------------- pretax saving
t0, t1 = tax("australia", 120000), tax("australia", 120000, ss=10000)
Q("how much tax would I save salary sacrificing 10k on a 120k salary?", "pretax_saving",
  figs=[money(total_tax(t0) - total_tax(t1))])
t0, t1 = tax("australia", 95000), tax("australia", 95000, ss=5000)
Q("If I salary sacrifice $5k into super how much tax do i save", "pretax_saving", p=au(annualIncome=95000),
  figs=[money(total_tax(t0) - total_tax(t1))])
t0, t1 = tax("us", 110000, state="GA"), tax("us", 110000, state="GA", pretax=15000)
Q("if I put 15k pre-tax into my 401k on 110k in Georgia, how much tax do I save?", "pretax_saving",
  figs=[money(total_tax(t0) - total_tax(t1))])
t0, t1 = tax("us", 85000, state="CO"), tax("us", 85000, state="CO", pretax=6000)
Q("how much does contributing 500 a month to my 401k cut my taxes", "pretax_saving", p=us(state="CO", annualIncome=85000),
  figs=[money(total_tax(t0) - total_tax(t1))])
t0 = tax("australia", 140000)
t1, t2 = tax("australia", 140000, ss=5000), tax("australia", 140000, ss=10000)
Q("on 140k, salary sacrifice 5k or 10k - how much tax does each save?", "pretax_saving",
  figs=[money(total_tax(t0) - total_tax(t1)), money(total_tax(t0) - total_tax(t2))])

# ---------------- contribution what-if (figures not fixed by the conventions)
Q("if I put an extra 5k a year into super, how much more will I have when I retire?", "contribution_what_if",
  p=au(age=40, superBalance=120000, annualIncome=100000))
Q("what would my 401k be worth at 65 if i bumped contributions by $300 a month", "contribution_what_if",
  p=us(age=35, superBalance=60000, annualIncome=90000))
Q("how much extra super would I end up with if I added 100 a week?", "contribution_what_if",
  p=au(age=29, superBalance=45000, annualIncome=75000))

# ---------------- retirement (odds / projections not fixed)
Q("can I retire at 60?", "retirement", p=au(age=48, superBalance=380000, annualIncome=130000, currentSavings=50000))
Q("am i on track for retirement?", "retirement", p=us(age=42, superBalance=210000, annualIncome=115000))
Q("will my money last if I retire at 62 with 900k?", "retirement", p=au(age=58))
Q("retire at 60 or 65, which makes more sense for me?", "retirement", p=au(age=50, superBalance=450000, annualIncome=110000))

# ---------------- limits
Q("whats the 401k contribution limit for 2026", "limit:401k_limit", figs=["$24,500"], has=["2026"])
Q("how much can I put in an IRA this year?", "limit:ira_limit", figs=["$7,500"])
Q("HSA limit for family coverage?", "limit:hsa_limit", figs=["$8,750"])
Q("whats the standard deduction for single filers", "limit:standard_deduction", figs=["$16,100"])
Q("standard deduction married filing jointly 2026?", "limit:standard_deduction", figs=["$32,200"])
Q("how much is the child tax credit per kid", "limit:child_tax_credit", figs=["$2,200"])
Q("what's the social security wage base this year", "limit:social_security_wage_base", figs=["$184,500"])
Q("what are the fica rates", "limit:fica", has=["6.2%", "1.45%"])
Q("what's the tax free threshold in australia?", "limit:tax_free_threshold", figs=["$18,200"])
Q("how much is the medicare levy", "limit:medicare_levy", has=["2%"])
Q("what are the medicare levy surcharge thresholds for singles", "limit:surcharge_thresholds",
  figs=["$101,000", "$158,000"])
Q("what's the super guarantee rate now?", "limit:super_guarantee_rate", has=["12%"])
Q("what's the concessional contributions cap", "limit:concessional_cap")
Q("how much can i put into super after tax each year? non concessional cap?", "limit:non_concessional_cap")
Q("how much is the age pension for a single person", "limit:age_pension_rate")
Q("at what income do I start repaying HECS?", "limit:help_repayment_thresholds", figs=["$67,000"])
Q("what tax bracket am i in on 100k", "limit:tax_brackets", has=["30%"])
Q("what are the australian tax brackets for 2026-27", "limit:tax_brackets", has=["15%", "30%", "37%", "45%"])
Q("federal tax brackets 2026?", "limit:tax_brackets", has=["10%", "12%", "22%", "24%", "32%", "35%", "37%"])
Q("where does the 45% bracket kick in", "limit:tax_brackets", has=["45%"])
Q("what's the top income tax rate in new york state", "limit:tax_brackets", has=["10.9%"])
Q("hsa contribution limit self only 2026", "limit:hsa_limit", figs=["$4,400"])
Q("max 401k contribution if im over 50?", "limit:401k_limit", figs=["$32,500"])

# ---------------- explainers
Q("what are franking credits?", "explain:franking_credits")
Q("can someone explain negative gearing like im 5", "explain:negative_gearing")
Q("how does capital gains tax work in australia", "explain:capital_gains_tax")
Q("roth or traditional 401k, which is better?", "explain:roth_vs_traditional")
Q("what's an IRA", "explain:ira")
Q("how does a 401(k) work?", "explain:401k")
Q("what is an HSA and is it worth it", "explain:hsa")
Q("when should I start claiming social security", "explain:social_security_ages")
Q("how does medicare work in the US once you turn 65?", "explain:us_medicare")
Q("what is super exactly? just moved to australia", "explain:super")
Q("how does HECS debt work", "explain:help_debt")
Q("who qualifies for the age pension", "explain:age_pension")
Q("are there any first home buyer grants or schemes?", "explain:first_home_schemes")
Q("offset account vs redraw, what's the difference", "explain:offset_vs_redraw")
Q("are index funds a good idea? and do fees really matter that much", "explain:index_funds_and_fees")
Q("do I need life insurance?", "explain:life_insurance")
Q("should I put extra money into my mortgage or into super?", "explain:extra_repayments_vs_super")
Q("how much should I have saved by 35", "explain:savings_by_age")
Q("what's CGT discount", "explain:capital_gains_tax")

# ---------------- own figures
Q("what's my net worth?", "net_worth",
  p=au(currentSavings=25000, propertyValue=850000, superBalance=140000, investmentAccounts=30000, mortgageBalance=520000, debts=12000),
  figs=[money(25000 + 850000 + 140000 + 30000 - 520000 - 12000)])
Q("whats my net worth", "net_worth",
  p=us(currentSavings=15000, superBalance=95000, investmentAccounts=20000, debts=28000),
  figs=[money(15000 + 95000 + 20000 - 28000)])
Q("I have 40k in savings and owe 18k on my car - what's my net worth now?", "net_worth",
  p=au(superBalance=60000), ch={"currentSavings": "40000", "debts": "18000"}, figs=[money(40000 + 60000 - 18000)])
Q("how much equity do I have in my house?", "equity", p=au(propertyValue=920000, mortgageBalance=410000),
  figs=[money(920000 - 410000)])
Q("our place is worth about 1.1m and we owe 630k, how much equity is that?", "equity",
  ch={"propertyValue": "1100000", "mortgageBalance": "630000"}, figs=[money(1100000 - 630000)])
t = tax("australia", 85000)
Q("how much am i saving a month?", "savings_rate", p=au(annualIncome=85000, monthlyExpenses=4000),
  figs=[money(D(t["takeHome"]) / 12 - 4000)])
Q("I take home 6,200 a month and spend about 4,500, what's my savings rate?", "savings_rate",
  p=au(annualIncome=100000), ch={"monthlyExpenses": "4500"}, figs=[money(1700)])
t = tax("us", 100000, state="TX")
Q("what's my savings rate?", "savings_rate", p=us(state="TX", annualIncome=100000, monthlyExpenses=5000),
  figs=[money(D(t["takeHome"]) / 12 - 5000)])
Q("how much super should my employer be paying me?", "employer_contributions", p=au(annualIncome=95000),
  figs=[money(D(95000) * D("0.12"))])
Q("I'm on 100k, how much super should my employer be putting in?", "employer_contributions",
  ch={"annualIncome": "100000"}, figs=["$12,000"])
Q("how much is my employer's 401k match worth?", "employer_contributions",
  p=us(annualIncome=120000, employerMatch="0.05"), figs=[money(6000)])
Q("my company matches 4% and i make 80k, how much is that a year?", "employer_contributions", p=US,
  ch={"employerMatch": "0.04", "annualIncome": "80000"}, figs=[money(3200)])
Q("how many months would my emergency fund last?", "emergency_cover",
  p=au(emergencyFund=18000, emergencyFundCurrent=18000, monthlyExpenses=4500), has=["4 months"])
Q("i've got 15k in my emergency fund and spend about 3k a month, how long would that last me?", "emergency_cover",
  ch={"emergencyFund": "15000", "emergencyFundCurrent": "15000", "monthlyExpenses": "3000"}, has=["5 months"])
Q("what's my debt to income ratio", "debt_to_income", p=au(annualIncome=110000, mortgageBalance=480000, debts=15000))
Q("how many years until I can retire?", "years_to_retirement", p=au(age=41), has=["24 years"])
Q("I'm 52, how long till I hit retirement age?", "years_to_retirement", ch={"age": "52"}, has=["13 years"])
Q("how many years to go until retirement if I retire at 60?", "years_to_retirement", p=au(age=38),
  has=["22 years"])

# ---------------- general advice
Q("how big should my emergency fund be?", "emergency_fund")
Q("how do i actually make a budget that sticks", "budget")
Q("should I pay off my credit card or my car loan first?", "debt")
Q("any tips for buying my first home?", "home_buying")
Q("is salary sacrificing into super worth it?", "salary_sacrifice")
Q("should I max my 401k or my IRA first", "retirement_accounts")
Q("whats the 50 30 20 rule", "budget")
Q("how do I get out of debt fast", "debt")

# ---------------- library topics
Q("is it better to lease or buy a car?", "topic:lease-vs-buy-car")
Q("how do I set up a family trust?", "topic:family-trust-setup")
Q("investment property or shares, which is better long term?", "topic:investment-property-vs-shares")
Q("should i consolidate my debts into one loan?", "topic:debt-consolidation")
Q("what are some salary sacrifice strategies?", "topic:salary-sacrifice-strategies")
Q("how do concessional super contributions work?", "topic:concessional-super-contributions")
Q("what are the most tax effective ways to invest?", "topic:tax-effective-investing")

# ---------------- facts
Q("I'm 34 and earn 85k", "facts", ch={"age": "34", "annualIncome": "85000"})
Q("we owe about 550k on the mortgage", "facts", ch={"mortgageBalance": "550000"})
Q("got about 25k HECS", "facts", ch={"helpDebt": "25000"})
Q("rent is $620 a week", "facts", ch={"rentOrMortgage": weekly_to_month(620)})
Q("I'm married with 2 kids", "facts", ch={"maritalStatus": "married", "dependents": "2"})
Q("my super is sitting at 143k", "facts", ch={"superBalance": "143000"})
Q("I live in Queensland", "facts", ch={"state": "QLD"})
Q("im in california, single, 29", "facts", p=US, ch={"state": "CA", "maritalStatus": "single", "age": "29"})
Q("I have 12k in my emergency fund", "facts", ch={"emergencyFund": "12000", "emergencyFundCurrent": "12000"})
Q("I spend about 3,800 a month", "facts", ch={"monthlyExpenses": "3800"})
Q("my 401k has about 210k in it", "facts", p=US, ch={"superBalance": "210000"})
Q("planning to retire at 60", "facts", ch={"retirementAge": "60"})
Q("I've got private health insurance", "facts", ch={"privateHospitalCover": "true"})
Q("I make $32 an hour", "facts", ch={"annualIncome": str(32 * 38 * 52)})
Q("I get paid 2,900 a fortnight before tax", "facts", ch={"annualIncome": str(2900 * 26)})
Q("my employer matches 4%", "facts", p=US, ch={"employerMatch": "0.04"})
Q("i salary sacrifice 200 a fortnight into super", "facts", ch={"salarySacrifice": str(200 * 26)})
Q("Got about 40k in shares and an ETF portfolio", "facts", ch={"investmentAccounts": "40000"})
Q("im in the US btw, Texas", "facts", ch={"country": "us", "state": "TX"})
Q("house is worth roughly 780k", "facts", ch={"propertyValue": "780000"})

# ---------------- social / meta
Q("hi", "greeting")
Q("g'day penny", "greeting")
Q("thanks heaps!", "thanks")
Q("cheers mate that helps", "thanks")
Q("what can you do?", "help")
Q("what do you know about me?", "profile_summary", p=au(age=34, annualIncome=85000))
Q("whats the weather in sydney tomorrow", "unknown")
Q("can you book me a flight to bali", "unknown")
Q("who won the footy last night", "unknown")

# ---------------- compound: two questions
t = tax("australia", 90000)
_n = time_to(50000, 0, 1000, 0.07)
Q("what's the tax on 90k? and how long would it take to save 50k at 1k a month?", "tax+savings_time_to_target",
  figs=tax_figs(t), has=yrs_has(_n))
Q("what's the 401k limit and what's the IRA limit?", "limit:401k_limit+limit:ira_limit", figs=["$24,500", "$7,500"])
Q("whats the repayment on 500k at 6% over 30 years, and what are franking credits?", "loan_repayment+explain:franking_credits",
  figs=[money(loan_pmt(500000, 0.06, 30), True)])
Q("How much super should my boss be paying and how many years till I retire?", "employer_contributions+years_to_retirement",
  p=au(annualIncome=90000, age=45), figs=["$10,800"], has=["20 years"])


# ============================================================ CONVERSATIONS
# loan follow-ups
C({}, T("repayments on 600k at 6% over 30 years?", "loan_repayment", figs=[money(loan_pmt(600000, 0.06, 30), True)]),
  T("what about over 25 years?", "loan_repayment", figs=[money(loan_pmt(600000, 0.06, 25), True)]),
  T("and at 5.5%?", "loan_repayment", figs=[money(loan_pmt(600000, 0.055, 25), True)]))
C({}, T("monthly repayment on 480k at 6.24% for 30 yrs", "loan_repayment", figs=[money(loan_pmt(480000, 0.0624, 30), True)]),
  T("fortnightly instead", "loan_repayment", figs=[money(loan_pmt(480000, 0.0624, 30, 26), True)]))
C({}, T("whats the monthly payment on 400k at 6.5% over 30 years", "loan_repayment", figs=[money(loan_pmt(400000, 0.065, 30), True)]),
  T("same but $500k", "loan_repayment", figs=[money(loan_pmt(500000, 0.065, 30), True)]),
  T("thanks!", "thanks"))
C({}, T("repayments on a 350k loan at 6.5% over 25 years?", "loan_repayment", figs=[money(loan_pmt(350000, 0.065, 25), True)]),
  T("sorry I meant 5.5%, not 6.5%", "loan_repayment", figs=[money(loan_pmt(350000, 0.055, 25), True)]))
C(US, T("30 year mortgage on 425k at 6.875%, whats the payment", "loan_repayment", figs=[money(loan_pmt(425000, 0.06875, 30), True)]),
  T("what about a 15 year?", "loan_repayment", figs=[money(loan_pmt(425000, 0.06875, 15), True)]))
C({}, T("weekly repayments on 550k at 6.1% over 30 years", "loan_repayment", figs=[money(loan_pmt(550000, 0.061, 30, 52), True)]),
  T("and monthly?", "loan_repayment", figs=[money(loan_pmt(550000, 0.061, 30), True)]))
_pm, _dn, _di = loan_extra(500000, 0.06, 30, 300)
_pm2, _dn2, _di2 = loan_extra(500000, 0.06, 30, 600)
C({}, T("If I put an extra $300 a month on a 500k loan at 6% over 30 years, how much interest do I save?", "loan_extra_repayment",
        figs=[money(_di)], has=yrs_has(_dn)),
  T("what about an extra 600?", "loan_extra_repayment", figs=[money(_di2)], has=yrs_has(_dn2)))
_n1, _i1 = loan_sim(12000, D("0.2099"), 12, 400)
_n2, _i2 = loan_sim(12000, D("0.2099"), 12, 600)
C({}, T("how long to pay off 12k of credit card debt at 20.99% paying 400 a month?", "loan_payoff_time",
        figs=[money(_i1)], has=yrs_has(_n1)),
  T("and if i pay 600?", "loan_payoff_time", figs=[money(_i2)], has=yrs_has(_n2)))
C({}, T("hey penny", "greeting"),
  T("what would repayments be on 720k at 5.94% over 30 years?", "loan_repayment", figs=[money(loan_pmt(720000, 0.0594, 30), True)]),
  T("and interest only?", "loan_repayment", figs=[money(r2(D(720000) * D("0.0594") / 12), True)]))

# savings follow-ups
C({}, T("what will 10k grow to in 10 years at 6%?", "savings_growth", figs=[money(fv(10000, 0, 0.06, 10))]),
  T("what if I add $200 a month", "savings_growth", figs=[money(fv(10000, 200, 0.06, 10))]),
  T("and over 20 years?", "savings_growth", figs=[money(fv(10000, 200, 0.06, 20))]))
C({}, T("how much a month to save 80k in 5 years?", "savings_target", figs=[money(need(80000, 0, 0.07, 5), True)]),
  T("at 4.5% instead", "savings_target", figs=[money(need(80000, 0, 0.045, 5), True)]))
C({}, T("we need a 150k deposit in 4 years, how much do we need to save each month at 5%", "savings_target",
        figs=[money(need(150000, 0, 0.05, 4), True)]),
  T("what about in 3 years?", "savings_target", figs=[money(need(150000, 0, 0.05, 3), True)]),
  T("ok and weekly?", "savings_target", figs=[money(need(150000, 0, 0.05, 3, 52), True)]))
_n1 = time_to(40000, 0, 800, 0.05)
_n2 = time_to(40000, 0, 1200, 0.05)
C({}, T("how long to save 40k putting away 800 a month at 5%", "savings_time_to_target", has=yrs_has(_n1)),
  T("what if i do 1200 a month", "savings_time_to_target", has=yrs_has(_n2)))
C({}, T("how much will 25k be worth in 20 years at 7%", "savings_growth", figs=[money(fv(25000, 0, 0.07, 20))]),
  T("what's that in today's dollars?", "todays_dollars", figs=[money(todays(fv(25000, 0, 0.07, 20), 20))]))
C({}, T("how big a nest egg do I need for 90k a year?", "nest_egg", figs=[money(D(90000) / D("0.04"))]),
  T("what about at a 3.5% withdrawal rate", "nest_egg", figs=[money(D(90000) / D("0.035"))]))

# tax follow-ups and hypotheticals
ta, tb = tax("us", 120000), tax("us", 120000, state="TX")
t95 = tax("us", 95000, state="TX")
C(US, T("if I earned 120k what would I take home?", "tax", figs=[money(ta["takeHome"])]),
  T("and in Texas?", "tax", figs=[money(tb["takeHome"])]),
  T("I actually earn 95k", "facts", ch={"annualIncome": "95000"}, figs=[money(t95["federalTax"])]))
t85, t95a = tax("australia", 85000), tax("australia", 95000)
C(au(annualIncome=85000), T("how much tax am I paying?", "tax", figs=tax_figs(t85)),
  T("sorry, 95k", "facts", ch={"annualIncome": "95000"}, figs=tax_figs(t95a)))
t1, t2 = tax("australia", 130000), tax("australia", 130000, year="2025-26")
C({}, T("tax on 130k?", "tax", figs=tax_figs(t1)),
  T("what about last financial year?", "tax", figs=tax_figs(t2), has=["2025-26"]))
t1, t2 = tax("us", 100000, state="CA"), tax("us", 100000, state="CA", marital="married", filing="married_filing_jointly")
C(US, T("take home on 100k in California?", "tax", figs=[money(t1["takeHome"])]),
  T("what if I'm married filing jointly?", "tax", figs=[money(t2["takeHome"])]))
t1, t2 = tax("australia", 78000), tax("australia", 78000, help_debt=20000)
C({}, T("I'm on 78k, what's my take home each fortnight", "tax", ch={"annualIncome": "78000"},
        figs=[money(t1["takeHomePerPeriod"]["fortnightly"], True)]),
  T("oh and I've got about 20k HECS", "facts", ch={"helpDebt": "20000"},
    figs=[money(t2["takeHomePerPeriod"]["fortnightly"], True)]))
t1 = tax("us", 160000, state="NY")
t2 = tax("us", 160000, state="NJ")
C(US, T("what's my take home on 160k in NYC", "tax", figs=[money(t1["takeHome"])]),
  T("what about in New Jersey?", "tax", figs=[money(t2["takeHome"])]))
t1 = tax("australia", 92000)
C({}, T("G'day! I'm 29 and on 92k in NSW", "facts", ch={"age": "29", "annualIncome": "92000", "state": "NSW"}),
  T("how much tax do i pay", "tax", figs=tax_figs(t1)),
  T("cheers", "thanks"))
t0, t1 = tax("australia", 115000), tax("australia", 120000)
t2 = tax("australia", 125000)
C(au(annualIncome=115000), T("how much of a 5k bonus would I keep?", "bonus_after_tax",
                             figs=[money(D(t1["takeHome"]) - D(t0["takeHome"]))]),
  T("what about a 10k one?", "bonus_after_tax", figs=[money(D(t2["takeHome"]) - D(t0["takeHome"]))]))
t0, t1 = tax("australia", 140000), tax("australia", 140000, ss=8000)
t2 = tax("australia", 140000, ss=12000)
C(au(annualIncome=140000), T("how much tax would salary sacrificing 8k save me?", "pretax_saving",
                             figs=[money(total_tax(t0) - total_tax(t1))]),
  T("and 12k?", "pretax_saving", figs=[money(total_tax(t0) - total_tax(t2))]))
C({}, T("I earn 125k, no private health. what's the surcharge cost?", "surcharge_cost",
        ch={"annualIncome": "125000", "privateHospitalCover": "false"}, figs=[money(mls(125000))]),
  T("what are the thresholds for families?", "limit:surcharge_thresholds"))

# topic carry-over
C(US, T("what's an IRA?", "explain:ira"),
  T("how much can I put in one this year?", "limit:ira_limit", figs=["$7,500"]))
C(US, T("what is an HSA", "explain:hsa"),
  T("whats the limit for a family", "limit:hsa_limit", figs=["$8,750"]))
C({}, T("how does the age pension work?", "explain:age_pension"),
  T("how much is it for a couple?", "limit:age_pension_rate"))
C(US, T("roth vs traditional 401k?", "explain:roth_vs_traditional"),
  T("what's the max I can put in this year", "limit:401k_limit", figs=["$24,500"]))
C({}, T("what's HECS?", "explain:help_debt"),
  T("when do you start paying it back", "limit:help_repayment_thresholds", figs=["$67,000"]))
C({}, T("how does super work", "explain:super"),
  T("what's the guarantee rate", "limit:super_guarantee_rate", has=["12%"]),
  T("how much is that on my salary? I'm on 88k", "employer_contributions", ch={"annualIncome": "88000"}, figs=["$10,560"]))

# missing figure, then supplied
C({}, T("how much super should my boss be paying me?", "employer_contributions"),
  T("95k", "employer_contributions", ch={"annualIncome": "95000"}, figs=["$11,400"]))
C(au(emergencyFund=20000, emergencyFundCurrent=20000),
  T("how many months would my emergency fund cover?", "emergency_cover"),
  T("about 4k a month", "emergency_cover", ch={"monthlyExpenses": "4000"}, has=["5 months"]))
C({}, T("how many years till i can retire", "years_to_retirement"),
  T("I'm 41", "years_to_retirement", ch={"age": "41"}, has=["24 years"]))
C(au(mortgageBalance=450000), T("how much equity have I got?", "equity"),
  T("it's worth around 900k", "equity", ch={"propertyValue": "900000"}, figs=["$450,000"]))
t = tax("australia", 90000)
C(au(annualIncome=90000), T("how much am I saving each month?", "savings_rate"),
  T("roughly 3,500 a month", "savings_rate", ch={"monthlyExpenses": "3500"}, figs=[money(D(t["takeHome"]) / 12 - 3500)]))
C(us(mortgageBalance=300000, debts=20000), T("what's my debt to income?", "debt_to_income"),
  T("I make 128k", "debt_to_income", ch={"annualIncome": "128000"}))
C(us(annualIncome=110000), T("how much does my employer match come to?", "employer_contributions"),
  T("they match 6%", "employer_contributions", ch={"employerMatch": "0.06"}, figs=["$6,600"]))

# facts then own-figure questions
C({}, T("I have 30k in savings, 95k in super and owe 22k on a car", "facts",
        ch={"currentSavings": "30000", "superBalance": "95000", "debts": "22000"}),
  T("what's my net worth?", "net_worth", figs=[money(30000 + 95000 - 22000)]))
C(au(propertyValue=750000, mortgageBalance=500000), T("what's my equity", "equity", figs=["$250,000"]),
  T("actually we owe more like 460k now", "facts", ch={"mortgageBalance": "460000"}, figs=["$290,000"]))
C(au(emergencyFund=12000, emergencyFundCurrent=12000, monthlyExpenses=3000),
  T("how long would my emergency fund last", "emergency_cover", has=["4 months"]),
  T("my expenses are actually more like 4,000", "facts", ch={"monthlyExpenses": "4000"}, has=["3 months"]))
C({}, T("hi there", "greeting"),
  T("what can you help with?", "help"),
  T("I'm 45, planning to retire at 62", "facts", ch={"age": "45", "retirementAge": "62"}),
  T("so how many years have I got left?", "years_to_retirement", has=["17 years"]))
C(US, T("i'm 31, live in Colorado, make 96k", "facts", ch={"age": "31", "state": "CO", "annualIncome": "96000"}),
  T("what's my take home?", "tax", figs=[money(tax("us", 96000, state="CO", age=31)["takeHome"])]),
  T("what do you know about me", "profile_summary"))
C({}, T("my husband earns 60k", "facts"),
  T("and i earn 75k, what do we take home together?", "couple_take_home", ch={"annualIncome": "75000"},
    figs=[money(D(tax("australia", 75000)["takeHome"]) + D(tax("australia", 60000)["takeHome"]))]))

# compound / comparisons in conversation
C({}, T("repayments on 650k at 6.2%: 25 or 30 years?", "loan_repayment",
        figs=[money(loan_pmt(650000, 0.062, 25), True), money(loan_pmt(650000, 0.062, 30), True)]),
  T("what about fortnightly", "loan_repayment",
    figs=[money(loan_pmt(650000, 0.062, 25, 26), True), money(loan_pmt(650000, 0.062, 30, 26), True)]))
ta, tb = tax("us", 110000, state="CA"), tax("us", 110000, state="TX")
tc = tax("us", 130000, state="CA")
td = tax("us", 130000, state="TX")
C(US, T("California or Texas on 110k, which leaves me more?", "compare_states",
        figs=[money(ta["takeHome"]), money(tb["takeHome"])]),
  T("same but 130k", "compare_states", figs=[money(tc["takeHome"]), money(td["takeHome"])]))
C(au(age=55, superBalance=600000), T("should I retire at 60 or 65?", "retirement"),
  T("what about 67", "retirement"))
ta = tax("australia", 100000)
C({}, T("I'm on 100k - what's my take home, and how much super should my employer be paying?", "tax+employer_contributions",
        ch={"annualIncome": "100000"}, figs=[money(ta["takeHome"]), "$12,000"]),
  T("thanks heaps", "thanks"))

# general advice / explain flows
C({}, T("how much should I keep in an emergency fund", "emergency_fund"),
  T("I've got 8k put aside for emergencies", "facts", ch={"emergencyFund": "8000", "emergencyFundCurrent": "8000"}))
C({}, T("should i pay off my mortgage faster or put more into super?", "explain:extra_repayments_vs_super"),
  T("what's the concessional cap", "limit:concessional_cap"))
C(US, T("whats a 401k", "explain:401k"),
  T("my employer matches 5% and I make 90k, how much is that worth?", "employer_contributions",
    ch={"employerMatch": "0.05", "annualIncome": "90000"}, figs=["$4,500"]))
C({}, T("is an investment property better than shares?", "topic:investment-property-vs-shares"),
  T("what's negative gearing?", "explain:negative_gearing"))
C({}, T("what's the best pizza place in melbourne", "unknown"),
  T("ok what can you actually do", "help"))
C(US, T("when can I claim social security?", "explain:social_security_ages"),
  T("and what about medicare?", "explain:us_medicare"))
C({}, T("tips for buying a first home?", "home_buying"),
  T("are there any government schemes for first home buyers", "explain:first_home_schemes"),
  T("how much do I need to save monthly to have 90k in 3 years?", "savings_target",
    figs=[money(need(90000, 0, 0.07, 3), True)]))
t0, t1 = tax("australia", 70000), tax("australia", 78000)
C(au(annualIncome=70000), T("i'm getting a raise to 78k, how much more will I take home?", "raise_after_tax",
                            figs=[money(D(t1["takeHome"]) - D(t0["takeHome"]))]),
  T("per fortnight?", "raise_after_tax",
    figs=[money((D(t1["takeHome"]) - D(t0["takeHome"])) / 26)]))
C({}, T("whats the medicare levy", "limit:medicare_levy", has=["2%"]),
  T("and the tax free threshold?", "limit:tax_free_threshold", figs=["$18,200"]))
C({}, T("how much would I need saved to retire on 4k a month?", "nest_egg", figs=[money(D(48000) / D("0.04"))]),
  T("and 6k a month?", "nest_egg", figs=[money(D(72000) / D("0.04"))]))
C({}, T("what's 1.5 million in 25 years worth today", "todays_dollars", figs=[money(todays(1500000, 25))]),
  T("at 3% inflation?", "todays_dollars", figs=[money(todays(1500000, 25, 0.03))]))


# ============================================================ write
def dump(path, rows):
    with open(os.path.join(HERE, path), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    dump("questions.jsonl", Qs)
    dump("conversations.jsonl", Cs)
    print(f"questions: {len(Qs)}  conversations: {len(Cs)}")
