#!/usr/bin/env python3
"""Generate questions.jsonl and conversations.jsonl for Penny's chat advisor.

All figures are computed here: tax figures through the Penny tax engine command line
(/work/dev15/bin/penny tax), everything else (loans, savings, nest egg, own figures) by the
conventions in BRIEF.md.
"""
import json
import math
import os
import subprocess
from decimal import Decimal, ROUND_HALF_UP, ROUND_CEILING

HERE = os.path.dirname(os.path.abspath(__file__))
PENNY = os.path.join(HERE, "bin", "penny")

# ---------------------------------------------------------------- formatting

def r2(x):
    return float(Decimal(repr(x)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def money(x):
    """Whole-dollar money string, e.g. $57,190 (matches any amount that rounds to it)."""
    v = int(Decimal(repr(x)).quantize(Decimal("1"), rounding=ROUND_HALF_UP))
    return "${:,}".format(v)


def money2(x):
    """Money to the cent, e.g. $2,997.75."""
    v = Decimal(repr(x)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    return "${:,.2f}".format(v)


def dec(x):
    """Canonical decimal string for a profile write."""
    d = Decimal(repr(x)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    s = format(d.normalize(), "f")
    return s


# ---------------------------------------------------------------- tax engine

_cache = {}


def tax(income, p=None, **kw):
    """Run penny tax for an income with profile p (and overrides)."""
    p = dict(p or {})
    p.update(kw)
    country = p.get("country", "australia")
    args = [PENNY, "tax", "--country", country, "--income", str(income)]
    if country == "us" and p.get("state"):
        args += ["--state", p["state"]]
    if p.get("taxYear"):
        args += ["--tax-year", p["taxYear"]]
    if p.get("maritalStatus"):
        args += ["--marital-status", p["maritalStatus"]]
    if p.get("filingStatus"):
        args += ["--filing-status", p["filingStatus"]]
    if p.get("dependents") not in (None, "", "0"):
        args += ["--dependents", str(p["dependents"])]
    if p.get("age"):
        args += ["--age", str(p["age"])]
    if country == "australia":
        if p.get("helpDebt"):
            args += ["--help-debt", str(p["helpDebt"])]
        if p.get("privateHospitalCover") == "false":
            args += ["--no-private-hospital-cover"]
        if p.get("householdIncome"):
            args += ["--household-income", str(p["householdIncome"])]
        if p.get("salarySacrifice"):
            args += ["--salary-sacrifice", str(p["salarySacrifice"])]
    else:
        if p.get("preTaxRetirement"):
            args += ["--pre-tax-retirement", str(p["preTaxRetirement"])]
    key = tuple(args)
    if key not in _cache:
        out = subprocess.run(args, capture_output=True, text=True, check=True).stdout
        _cache[key] = json.loads(out)
    return _cache[key]


def th(income, p=None, **kw):
    return tax(income, p, **kw)["takeHome"]


def total_tax(income, p=None, **kw):
    d = tax(income, p, **kw)
    return d["federalTax"] + d["stateTax"] + d["ficaTax"]


def income_tax_only(income, p=None, **kw):
    """Income tax (AU: income tax + Medicare levy; US: federal + state, no FICA)."""
    d = tax(income, p, **kw)
    if d["country"] == "australia":
        return d["federalTax"] + d["ficaTax"]
    return d["federalTax"] + d["stateTax"]


def breakdown(income, label, p=None, **kw):
    for b in tax(income, p, **kw)["breakdown"]:
        if b["label"] == label:
            return b["amount"]
    return 0


# ---------------------------------------------------------------- calculators

def pmt(P, rate, years, ppy=12):
    r = rate / ppy
    n = round(years * ppy)
    if r == 0:
        return r2(P / n)
    return r2(P * r / (1 - (1 + r) ** -n))


def loan_total_interest(P, rate, years, ppy=12):
    return r2(pmt(P, rate, years, ppy) * round(years * ppy) - P)


def simulate(P, rate, payment, ppy=12, limit=100000):
    """Period-by-period, interest rounded to the cent, last payment clears the balance.
    Returns (periods, total interest)."""
    r = rate / ppy
    bal = Decimal(repr(P)).quantize(Decimal("0.01"))
    pay = Decimal(repr(payment)).quantize(Decimal("0.01"))
    total = Decimal("0")
    n = 0
    while bal > 0:
        n += 1
        if n > limit:
            raise ValueError("never pays off")
        i = (bal * Decimal(repr(r))).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
        total += i
        bal += i
        bal -= min(pay, bal)
    return n, float(total)


def extra_saving(P, rate, years, extra, ppy=12):
    base = pmt(P, rate, years, ppy)
    n0, i0 = simulate(P, rate, base, ppy)
    n1, i1 = simulate(P, rate, base + extra, ppy)
    return {"pmt": base, "n0": n0, "n1": n1, "periods_saved": n0 - n1,
            "interest_saved": r2(i0 - i1), "i0": i0, "i1": i1}


def fv(pv, c, rate, years, ppy=12):
    r = rate / ppy
    n = round(years * ppy)
    g = (1 + r) ** n
    return pv * g + (c * (g - 1) / r if r else c * n)


def needed(target, years, rate, pv=0.0, ppy=12):
    r = rate / ppy
    n = round(years * ppy)
    g = (1 + r) ** n
    need = (target - pv * g) * r / (g - 1)
    return float(Decimal(repr(need)).quantize(Decimal("0.01"), rounding=ROUND_CEILING))


def periods_to_target(target, c, rate, pv=0.0, ppy=12):
    r = rate / ppy
    bal = pv
    n = 0
    while bal < target:
        n += 1
        bal = bal * (1 + r) + c
    return n


def nest_egg(yearly, wr=0.04):
    return yearly / wr


def todays(nominal, years, infl=0.025):
    return nominal / (1 + infl) ** years


def yrs_months(n):
    y, m = divmod(n, 12)
    return y, m


# ---------------------------------------------------------------- records

questions = []
conversations = []


def Q(m, intent, p=None, ch=None, figs=None, has=None):
    questions.append({"m": m, "p": p or {}, "intent": intent, "ch": ch or {},
                      "figs": figs or [], "has": has or []})


def T(m, intent, ch=None, figs=None, has=None):
    return {"m": m, "intent": intent, "ch": ch or {}, "figs": figs or [], "has": has or []}


def C(p, *turns):
    conversations.append({"id": "c%02d" % (len(conversations) + 1), "p": p or {}, "turns": list(turns)})


US = {"country": "us"}


def us(**kw):
    d = {"country": "us"}
    d.update(kw)
    return d


def ef(x):
    return {"emergencyFund": dec(x), "emergencyFundCurrent": dec(x)}


# ================================================================ SINGLE QUESTIONS

# ---------------- tax (AU)
Q("whats the tax on 85k", "tax", {}, {}, [money(th(85000))])
Q("I earn $92,000 a year, what's my take home pay?", "tax", {}, {"annualIncome": "92000"},
  [money(th(92000))])
Q("take home on 120k in NSW?", "tax", {}, {}, [money(th(120000))])
Q("im on 65 an hour, what do i actually take home?", "tax", {},
  {"annualIncome": dec(65 * 38 * 52)}, [money(th(65 * 38 * 52))])
Q("I get paid $2,400 a fortnight before tax. how much tax is that a year?", "tax", {},
  {"annualIncome": dec(2400 * 26)}, [money(th(2400 * 26))])
Q("Tax on 45000?", "tax", {}, {}, [money(th(45000))])
Q("how much tax will i pay this year", "tax", {"annualIncome": "110000"}, {},
  [money(th(110000))])
Q("what would my take home be on 70k for 2025-26", "tax", {}, {},
  [money(th(70000, taxYear="2025-26"))], ["2025-26"])
Q("yo whats the take home on 60k a yr in queensland", "tax", {}, {}, [money(th(60000))])
Q("What's my take-home pay per fortnight?", "tax", {"annualIncome": "78000"}, {},
  [money(tax(78000)["takeHomePerPeriod"]["fortnightly"])])
Q("how much tax does someone on 200k pay in australia", "tax", {}, {},
  [money(th(200000))])
Q("I'm 68 and still working part time, about 40k a year. How much tax do I pay?", "tax", {},
  {"age": "68", "annualIncome": "40000"}, [money(th(40000, age=68))])
p = {"annualIncome": "85000", "helpDebt": "25000"}
Q("how much will i take home after tax and hecs?", "tax", p, {}, [money(th(85000, p))])
Q("I've got about 30k HECS and earn 95k. What's my take home after the HELP repayment?", "tax", {},
  {"helpDebt": "30000", "annualIncome": "95000"}, [money(th(95000, helpDebt=30000))])
Q("whats 150 grand after tax", "tax", {}, {}, [money(th(150000))])
Q("what's the weekly take home on 55k", "tax", {}, {},
  [money(tax(55000)["takeHomePerPeriod"]["weekly"])])
Q("i make $5,500 a month gross. whats that after tax?", "tax", {},
  {"annualIncome": dec(5500 * 12)}, [money(th(66000))])
Q("how much tax on a 32k salary", "tax", {}, {}, [money(th(32000))])
Q("Just started a new job on $105k + super. What will I actually get in my account each month?", "tax",
  {}, {"annualIncome": "105000"}, [money(tax(105000)["takeHomePerPeriod"]["monthly"])])

# ---------------- tax (US)
p = us(state="TX")
Q("how much federal tax would i pay on 75k", "tax", p, {},
  [money(tax(75000, p)["federalTax"])])
p = us(state="OH")
Q("I make 28 bucks an hour, whats my take home after taxes", "tax", p,
  {"annualIncome": dec(28 * 40 * 52)}, [money(th(28 * 40 * 52, p))])
Q("whats the tax on a 250k salary in california", "tax", US, {},
  [money(th(250000, us(state="CA")))])
p = us(state="NY", maritalStatus="married", dependents="2")
Q("whats my take home if i make 140k", "tax", p, {}, [money(th(140000, p))])
p = us(state="FL")
Q("i just got offered 95k in florida, how much is that after tax?", "tax", p, {},
  [money(th(95000, p))])
Q("what's take home on $52k in washington state", "tax", US, {},
  [money(th(52000, us(state="WA")))])
p = us(state="IL", annualIncome="68000")
Q("How much am I paying in taxes total? Federal, state, FICA, all of it", "tax", p, {},
  [money(th(68000, p))])
p = us(state="GA")
Q("I'm a nurse making $88,000. What's my paycheck after taxes if I get paid biweekly?", "tax", p,
  {"annualIncome": "88000"}, [money(tax(88000, p)["takeHomePerPeriod"]["fortnightly"])])
p = us(state="NC")
Q("how much fica comes out of 60k", "tax", p, {}, [money(tax(60000, p)["ficaTax"])])
p = us(state="MA", maritalStatus="married")
Q("We file jointly and make 180k together. What's our tax bill?", "tax", p,
  {"householdIncome": "180000"}, [money(th(180000, p))])

# ---------------- limits
Q("what's the 401k limit for 2026", "limit:401k_limit", US, {}, ["$24,500"], ["2026"])
Q("how much can i put in an IRA this year", "limit:ira_limit", US, {}, ["$7,500"])
Q("hsa max for family coverage?", "limit:hsa_limit", US, {}, ["$8,750"])
Q("standard deduction married filing jointly 2026?", "limit:standard_deduction", US, {}, ["$32,200"])
Q("whats the standard deduction", "limit:standard_deduction", US, {}, ["$16,100"])
Q("how much is the child tax credit now", "limit:child_tax_credit", US, {}, ["$2,200"])
Q("what's the social security wage base for 2026?", "limit:social_security_wage_base", US, {},
  ["$184,500"])
Q("fica rate?", "limit:fica", US, {}, [], ["7.65%"])
Q("whats the tax free threshold", "limit:tax_free_threshold", {}, {}, ["$18,200"])
Q("how much is the medicare levy", "limit:medicare_levy", {}, {}, [], ["2%"])
Q("what are the MLS tiers for singles?", "limit:surcharge_thresholds", {}, {}, [], ["1.5%"])
Q("what are the tax brackets in australia", "limit:tax_brackets", {}, {}, ["$135,000", "$190,000"])
Q("top marginal tax rate australia?", "limit:tax_brackets", {}, {}, [], ["45%"])
Q("I make 130k, what tax bracket does that put me in?", "limit:tax_brackets", us(state="AZ"),
  {"annualIncome": "130000"}, [], ["24%"])
Q("what's the income tax rate in illinois", "limit:tax_brackets", US, {}, [], ["4.95%"])
Q("does texas have state income tax?", "limit:tax_brackets", US, {}, [], [])
Q("what was the concessional contributions cap in 2025-26", "limit:concessional_cap", {}, {},
  ["$30,000"])
Q("how much can i put into super after tax each year without going over the cap", "limit:non_concessional_cap",
  {}, {}, [], [])
Q("whats the super guarantee rate at the moment", "limit:super_guarantee_rate", {}, {}, [], ["12%"])
Q("how much is the age pension per fortnight for a single person", "limit:age_pension_rate", {}, {}, [], [])
Q("what income do you have to earn before you start paying back HECS in 2025-26?",
  "limit:help_repayment_thresholds", {}, {}, ["$67,000"])
Q("I'm 52, how much extra can I put in my 401k as a catch up?", "limit:401k_limit", US,
  {"age": "52"}, ["$8,000"])
Q("where does the 32% bracket start for single filers", "limit:tax_brackets", US, {}, ["$201,775"])
Q("whats my marginal tax rate on 95k", "limit:tax_brackets", {}, {}, [], ["30%"])

# ---------------- explainers
Q("what are franking credits?", "explain:franking_credits")
Q("can someone explain negative gearing like im 5", "explain:negative_gearing")
Q("how does capital gains tax work when you sell shares", "explain:capital_gains_tax")
Q("roth or traditional 401k which is better", "explain:roth_vs_traditional", US)
Q("what even is an IRA", "explain:ira", US)
Q("how does a 401(k) work?", "explain:401k", US)
Q("whats an HSA and is it worth it", "explain:hsa", US)
Q("when should i start claiming social security? 62 or 67 or 70?", "explain:social_security_ages", US)
Q("how does medicare work in the us, what are parts a b and d", "explain:us_medicare", US)
Q("how does super actually work? i'm new to australia", "explain:super")
Q("how does a HECS debt work, does it grow?", "explain:help_debt")
Q("who's eligible for the age pension", "explain:age_pension")
Q("what help is there for first home buyers", "explain:first_home_schemes")
Q("offset account vs redraw, whats the difference?", "explain:offset_vs_redraw")
Q("are index funds a good idea? what fees should i look out for", "explain:index_funds_and_fees")
Q("do i need life insurance?", "explain:life_insurance")
Q("is it better to put extra money on the mortgage or into super?", "explain:extra_repayments_vs_super")
Q("how much should I have saved by 30?", "explain:savings_by_age")
Q("wat is the first home super saver scheme", "explain:first_home_schemes")
Q("whats the difference between a roth ira and a regular one", "explain:roth_vs_traditional", US)

# ---------------- loans
P_, R_, Y_ = 600000, 0.062, 30
Q("repayments on a 600k loan at 6.2% over 30 years?", "loan_repayment", {}, {},
  [money2(pmt(P_, R_, Y_))])
Q("whats the monthly payment on a 35k car loan at 7.5% for 5 years", "loan_repayment", {}, {},
  [money2(pmt(35000, 0.075, 5))])
Q("fortnightly repayments on $450,000 at 5.89% 25 yrs", "loan_repayment", {}, {},
  [money2(pmt(450000, 0.0589, 25, 26))])
Q("weekly repayments 300k 6% 30 years", "loan_repayment", {}, {},
  [money2(pmt(300000, 0.06, 30, 52))])
Q("interest only repayments on 500k at 6.5%?", "loan_repayment", {}, {},
  [money2(500000 * 0.065 / 12)])
Q("mortgage payment on 400k at 6.75%, 15 or 30 years?", "loan_repayment", US, {},
  [money2(pmt(400000, 0.0675, 15)), money2(pmt(400000, 0.0675, 30)),
   money2(pmt(400000, 0.0675, 15) - pmt(400000, 0.0675, 30))])
Q("how much interest would i pay in total on a 750k mortgage at 5.8% over 30 years", "loan_repayment", {}, {},
  [money2(loan_total_interest(750000, 0.058, 30))])
Q("personal loan 15000 at 12.9% over 3 years, what are the monthly repayments", "loan_repayment", {}, {},
  [money2(pmt(15000, 0.129, 3))])
e = extra_saving(550000, 0.06, 30, 500)
Q("how much would i save paying an extra 500 a month on a 550k loan at 6% over 30 yrs", "loan_extra_repayment",
  {}, {}, [money(e["interest_saved"])])
e = extra_saving(420000, 0.0619, 25, 100, 26)
Q("if I pay an extra $100 a fortnight on a $420,000 loan at 6.19% over 25 years how much sooner is it paid off?",
  "loan_extra_repayment", {}, {}, [money(e["interest_saved"])])
n, i = simulate(8000, 0.20, 300)
Q("how long to pay off 8k on a credit card at 20% paying 300 a month", "loan_payoff_time", {}, {},
  [money(i)])
n, i = simulate(18000, 0.08, 500)
Q("how long will it take to pay off an 18,000 car loan at 8% if I pay 500 a month?", "loan_payoff_time",
  {}, {}, [money(i)])
n, i = simulate(25000, 0.065, 250)
Q("Student loans: $25k at 6.5%, paying $250/mo. when am i free??", "loan_payoff_time", US, {},
  [money(i)])

# ---------------- savings
Q("if i put 500 a month into savings at 5% how much will i have in 10 years", "savings_growth", {}, {},
  [money(fv(0, 500, 0.05, 10))])
Q("10k invested at 7% for 20 years?", "savings_growth", {}, {}, [money(fv(10000, 0, 0.07, 20))])
Q("If I invest 20k now and add 1,000 a month, what'll it be worth in 15 years at 8%?", "savings_growth",
  {}, {}, [money(fv(20000, 1000, 0.08, 15))])
Q("what will $200 a week grow to in 5 years at 4.5%", "savings_growth", {}, {},
  [money(fv(0, 200, 0.045, 5, 52))])
Q("how much do i need to save each month to get 100k in 5 years", "savings_target", {}, {},
  [money2(needed(100000, 5, 0.07))])
Q("we need a 120k house deposit in 3 years, how much a fortnight do we need to save at 4.5%?",
  "savings_target", {}, {}, [money2(needed(120000, 3, 0.045, 0, 26))])
Q("I want $50k in 4 years for a wedding. Savings account pays 5%. How much per month?", "savings_target",
  {}, {}, [money2(needed(50000, 4, 0.05))])
Q("how long to save 50k saving 1000 a month at 4.5%", "savings_time_to_target", {}, {}, [])
Q("how long until i have a million if i invest 2k a month at 7%", "savings_time_to_target", {}, {}, [])
Q("how much will 1 million be worth in 30 years in today's money", "todays_dollars", {}, {},
  [money(todays(1000000, 30))])
Q("what's $500k in 20 years worth in todays dollars at 3% inflation", "todays_dollars", {}, {},
  [money(todays(500000, 20, 0.03))])

# ---------------- nest egg / retirement
Q("how much do i need to retire on 80k a year", "nest_egg", {}, {}, [money(nest_egg(80000))])
Q("what size nest egg do I need for $5,000 a month in retirement?", "nest_egg", US, {},
  [money(nest_egg(60000))])
Q("how big a pot do i need to draw 55k a year at a 3.5% withdrawal rate", "nest_egg", {}, {},
  [money(nest_egg(55000, 0.035))])
p = {"age": "45", "annualIncome": "110000", "superBalance": "280000"}
Q("am i on track for retirement?", "retirement", p)
p = {"age": "52", "superBalance": "410000", "monthlyExpenses": "4500"}
Q("can i retire at 60?", "retirement", p)
p = us(age="58", superBalance="900000")
Q("if I retire now with 900k and spend 50k a year how long will it last?", "retirement", p)

# ---------------- bonus / raise / couple / surcharge
Q("I earn 90k and I'm getting a 10k bonus, how much will I actually get?", "bonus_after_tax", {},
  {"annualIncome": "90000"}, [money(th(100000) - th(90000))])
p = {"annualIncome": "75000"}
Q("what's a 5k raise worth after tax", "raise_after_tax", p, {}, [money(th(80000) - th(75000))])
p = us(state="CA", annualIncome="110000")
Q("how much of a $15,000 bonus do i actually keep", "bonus_after_tax", p, {},
  [money(th(125000, p) - th(110000, p))])
p = {"annualIncome": "125000"}
Q("got offered a pay rise to 140k, how much more is that per fortnight after tax?", "raise_after_tax", p, {},
  [money((th(140000) - th(125000)) / 26)])
Q("my partner earns 70k and i earn 95k, what's our combined take home", "couple_take_home", {},
  {"annualIncome": "95000"}, [money(th(70000) + th(95000))])
Q("husband on 120k, me on 45k part time. what do we bring home between us?", "couple_take_home", {},
  {"annualIncome": "45000"}, [money(th(120000) + th(45000))])
Q("I earn 130k and don't have private health, how much is the medicare levy surcharge costing me?",
  "surcharge_cost", {}, {"annualIncome": "130000", "privateHospitalCover": "false"},
  [money(breakdown(130000, "Medicare levy surcharge", privateHospitalCover="false"))])
Q("on 105k, how much MLS would I pay without hospital cover?", "surcharge_cost", {}, {},
  [money(breakdown(105000, "Medicare levy surcharge", privateHospitalCover="false"))])

# ---------------- compare states / years
Q("compare take home on 100k in texas vs california", "compare_states", US, {},
  [money(th(100000, us(state="TX"))), money(th(100000, us(state="CA")))])
Q("NY or NJ on 150k, which is cheaper tax wise?", "compare_states", US, {},
  [money(th(150000, us(state="NY"))), money(th(150000, us(state="NJ")))])
p = us(annualIncome="85000", state="OR")
Q("would I pay less tax if I moved to washington?", "compare_states", p, {},
  [money(th(85000, p)), money(th(85000, us(state="WA")))])
Q("how much less tax will i pay this year vs last year on 90k", "compare_years", {}, {},
  [money(total_tax(90000, taxYear="2025-26") - total_tax(90000, taxYear="2026-27"))])
Q("2025 vs 2026 federal tax on 80k single", "compare_years", us(state="TN"), {},
  [money(tax(80000, us(state="TN"), taxYear="2025")["federalTax"]),
   money(tax(80000, us(state="TN"), taxYear="2026")["federalTax"])])

# ---------------- pre-tax saving / contribution what-if
Q("how much tax would i save salary sacrificing 10k on a 120k salary", "pretax_saving", {}, {},
  [money(income_tax_only(120000) - income_tax_only(120000, salarySacrifice=10000))])
p = us(state="VA")
Q("if i put 10k pre tax in my 401k how much tax do i save? i make 95k", "pretax_saving", p,
  {"annualIncome": "95000"},
  [money(income_tax_only(95000, p) - income_tax_only(95000, p, preTaxRetirement=10000))])
p = {"annualIncome": "88000"}
Q("is it worth salary sacrificing $200 a fortnight? how much tax does it save me", "pretax_saving", p, {},
  [money(income_tax_only(88000) - income_tax_only(88000, salarySacrifice=5200))])
p = {"age": "40", "superBalance": "150000", "annualIncome": "90000"}
Q("if i add an extra 100 a week into super what will i have at 65", "contribution_what_if", p)
p = us(age="35", superBalance="60000", annualIncome="100000")
Q("what would my 401k be worth at retirement if I bumped contributions by $300 a month?",
  "contribution_what_if", p)

# ---------------- own figures
p = {"currentSavings": "35000", "propertyValue": "900000", "superBalance": "160000",
     "investmentAccounts": "20000", "mortgageBalance": "610000", "debts": "12000"}
Q("what's my net worth?", "net_worth", p, {}, [money(35000 + 900000 + 160000 + 20000 - 610000 - 12000)])
Q("I've got 40k in savings, 120k super, and a 5k car loan. what's my net worth?", "net_worth", {},
  {"currentSavings": "40000", "superBalance": "120000", "debts": "5000"}, [money(155000)])
Q("whats my net worth", "net_worth", {}, {}, [])
p = {"propertyValue": "850000", "mortgageBalance": "520000"}
Q("how much equity do i have in the house", "equity", p, {}, [money(330000)])
Q("our house is worth about 1.2m and we owe 640k, how much equity have we got?", "equity", {},
  {"propertyValue": "1200000", "mortgageBalance": "640000"}, [money(560000)])
p = {"annualIncome": "85000", "monthlyExpenses": "3500"}
Q("how much am i saving a month?", "savings_rate", p, {},
  [money2(tax(85000)["takeHomePerPeriod"]["monthly"] - 3500)])
p = {"annualIncome": "75000"}
Q("I take home 4,800 a month and spend about 3,900. what's my savings rate?", "savings_rate", p,
  {"monthlyExpenses": "3900"}, [money(900)])
Q("I'm on 100k, how much super should my employer be putting in?", "employer_contributions", {},
  {"annualIncome": "100000"}, [money(12000)])
p = {"annualIncome": "67500"}
Q("how much super is my boss meant to pay me", "employer_contributions", p, {}, [money(67500 * 0.12)])
p = us(employerMatch="0.05")
Q("my salary is 80k, how much is my employer match worth a year", "employer_contributions", p,
  {"annualIncome": "80000"}, [money(4000)])
p = {"monthlyExpenses": "4000", **ef(15000)}
Q("how many months would my emergency fund last", "emergency_cover", p, {}, [])
p = {"mortgageBalance": "400000", "debts": "10000", "annualIncome": "100000"}
Q("whats my debt to income ratio", "debt_to_income", p, {}, [])
Q("I'm 41, how many years till I can retire?", "years_to_retirement", {}, {"age": "41"}, [],
  ["24 years"])
p = {"age": "33", "retirementAge": "60"}
Q("how long have i got till retirement", "years_to_retirement", p, {}, [], ["27 years"])

# ---------------- general advice / topics / chit-chat
Q("how big should my emergency fund be", "emergency_fund")
Q("any tips for budgeting? i always run out of money before payday", "budget")
Q("should i pay off my credit card or my car loan first", "debt")
Q("what should I know before buying my first home?", "home_buying")
Q("is salary sacrificing worth it?", "salary_sacrifice")
Q("should I be putting more into my 401k or opening an IRA?", "retirement_accounts", US)
Q("should i lease or buy my next car", "topic:lease-vs-buy-car")
Q("how do you set up a family trust and is it worth it", "topic:family-trust-setup")
Q("investment property vs shares, what's better long term?", "topic:investment-property-vs-shares")
Q("is it a good idea to consolidate my debts into one loan", "topic:debt-consolidation")
Q("what are the most tax effective ways to invest in australia", "topic:tax-effective-investing")
Q("what are some good salary sacrifice strategies", "topic:salary-sacrifice-strategies")
Q("what's the deal with concessional super contributions, should I be making them?",
  "topic:concessional-super-contributions")
Q("how do i make a budget that actually works", "budget")
Q("im drowning in debt, where do i start", "debt")
Q("what do you know about me?", "profile_summary", {"age": "31", "annualIncome": "72000"})
Q("what info have you got saved on me", "profile_summary", us(state="CA", age="44"))
Q("hi", "greeting")
Q("hey penny", "greeting")
Q("G'day!", "greeting")
Q("thanks heaps", "thanks")
Q("cheers mate, that helps", "thanks")
Q("what can you do?", "help")
Q("what kind of questions can i ask you", "help")
Q("what's the weather in sydney tomorrow", "unknown")
Q("can you recommend a good crypto to buy", "unknown")
Q("how do i cancel my netflix", "unknown")

# ---------------- facts
Q("I'm 34 and earn 85k", "facts", {}, {"age": "34", "annualIncome": "85000"})
Q("we owe 550k on the mortgage", "facts", {}, {"mortgageBalance": "550000"})
Q("I've got about 25k HECS", "facts", {}, {"helpDebt": "25000"})
Q("rent is $650 a week", "facts", {}, {"rentOrMortgage": dec(r2(650 * 52 / 12))})
Q("I'm married with 2 kids", "facts", {}, {"maritalStatus": "married", "dependents": "2"})
Q("i have 12k in my emergency fund", "facts", {}, ef(12000))
Q("my super balance is $87,500", "facts", {}, {"superBalance": "87500"})
Q("I spend about 4k a month all up", "facts", {}, {"monthlyExpenses": "4000"})
Q("I've got $30,000 in shares and ETFs", "facts", {}, {"investmentAccounts": "30000"})
Q("single, no kids", "facts", {}, {"maritalStatus": "single", "dependents": "0"})
Q("I have private health insurance with hospital cover", "facts", {}, {"privateHospitalCover": "true"})
Q("I salary sacrifice 5k a year into super", "facts", {}, {"salarySacrifice": "5000"})
Q("my employer matches 4%", "facts", US, {"employerMatch": "0.04"})
Q("I live in Texas", "facts", US, {"state": "TX"})
Q("Im in victoria", "facts", {}, {"state": "VIC"})
Q("we've got 2 cars", "facts", {}, {"numberOfCars": "2"})
Q("about 15k left on the car loan and 3k on the credit card", "facts", {}, {"debts": "18000"})
Q("I plan to retire at 60", "facts", {}, {"retirementAge": "60"})
Q("our place is worth around $780k", "facts", {}, {"propertyValue": "780000"})
Q("I have about 42,000 in savings", "facts", {}, {"currentSavings": "42000"})
Q("I'm 29, de facto, no kids yet", "facts", {}, {"age": "29", "maritalStatus": "de facto", "dependents": "0"})
Q("i earn 52 dollars an hour", "facts", {}, {"annualIncome": dec(52 * 38 * 52)})
Q("my weekly spending is around $900", "facts", {}, {"monthlyExpenses": dec(r2(900 * 52 / 12))})
Q("I have $310k in my 401k", "facts", US, {"superBalance": "310000"})
Q("I put 8k a year into my 401k pre-tax", "facts", US, {"preTaxRetirement": "8000"})
Q("Divorced, 2 kids, 47 years old", "facts", {},
  {"maritalStatus": "divorced", "dependents": "2", "age": "47"})
Q("i pay 2,300 a month on the mortgage", "facts", {}, {"rentOrMortgage": "2300"})

# ---------------- compound
Q("What's the 401k limit and the IRA limit for 2026?", "limit:401k_limit+limit:ira_limit", US, {},
  ["$24,500", "$7,500"])
Q("how much tax on 100k, and how long would it take to save 60k at 2k a month?", "tax+savings_time_to_target",
  {}, {}, [money(th(100000))])
Q("what's negative gearing? also whats the top tax rate", "explain:negative_gearing+limit:tax_brackets",
  {}, {}, [], ["45%"])
Q("repayments on 500k at 6% over 25 years vs 30 years?", "loan_repayment", {}, {},
  [money2(pmt(500000, 0.06, 25)), money2(pmt(500000, 0.06, 30))])
Q("salary sacrifice $5k or $10k on 110k, which saves more tax?", "pretax_saving", {}, {},
  [money(income_tax_only(110000) - income_tax_only(110000, salarySacrifice=5000)),
   money(income_tax_only(110000) - income_tax_only(110000, salarySacrifice=10000))])
Q("whats the super guarantee rate? and how much is my employer meant to pay, I'm on 90k",
  "limit:super_guarantee_rate+employer_contributions", {}, {"annualIncome": "90000"}, [money(10800)], ["12%"])
Q("how much is the HSA limit for 2026? and what's an HSA anyway", "limit:hsa_limit+explain:hsa", US, {},
  ["$4,400"])
Q("save 300 a month at 6% for 10 years vs 20 years, how much do i end up with", "savings_growth", {}, {},
  [money(fv(0, 300, 0.06, 10)), money(fv(0, 300, 0.06, 20))])
Q("Texas, Florida or Tennessee on 120k - does it even matter?", "compare_states", US, {},
  [money(th(120000, us(state="TX")))])
Q("I'm 38 with 95k in super. What's a franking credit btw?", "explain:franking_credits", {},
  {"age": "38", "superBalance": "95000"})

# ================================================================ CONVERSATIONS

# c: loan follow-ups
C({},
  T("repayments on 500k at 6% over 30 yrs?", "loan_repayment", {}, [money2(pmt(500000, 0.06, 30))]),
  T("what about over 25 years?", "loan_repayment", {}, [money2(pmt(500000, 0.06, 25))]),
  T("and fortnightly?", "loan_repayment", {}, [money2(pmt(500000, 0.06, 25, 26))]))

# hypothetical stays hypothetical, US state change
p = us(state="CA")
C(p,
  T("if I earned 120k what would I take home?", "tax", {}, [money(th(120000, p))]),
  T("and in Texas?", "tax", {}, [money(th(120000, us(state="TX")))]))

# savings growth + add monthly
C({},
  T("10k at 7% for 20 years, what does that grow to", "savings_growth", {}, [money(fv(10000, 0, 0.07, 20))]),
  T("what if I add $200 a month", "savings_growth", {}, [money(fv(10000, 200, 0.07, 20))]))

# topic carry over roth ira
C(US,
  T("what's a Roth IRA?", "explain:ira"),
  T("how much can I put in it this year?", "limit:ira_limit", {}, ["$7,500"]))

# emergency cover asks for expenses
p = ef(12000)
C(p,
  T("how many months would my emergency fund cover?", "emergency_cover"),
  T("about 3k a month", "emergency_cover", {"monthlyExpenses": "3000"}, [], []))

# employer contributions asks income
C({},
  T("how much super should my boss be paying me", "employer_contributions"),
  T("110k", "employer_contributions", {"annualIncome": "110000"}, [money(13200)]))

# years to retirement asks age
C({},
  T("how many years until I can retire?", "years_to_retirement"),
  T("I'm 47", "years_to_retirement", {"age": "47"}, [], ["18 years"]))

# equity asks mortgage
C({"propertyValue": "750000"},
  T("what's my home equity", "equity"),
  T("we owe about 420k", "equity", {"mortgageBalance": "420000"}, [money(330000)]))

# savings rate asks expenses
C({"annualIncome": "95000"},
  T("how much am I saving each month?", "savings_rate"),
  T("around 4,200", "savings_rate", {"monthlyExpenses": "4200"},
    [money2(tax(95000)["takeHomePerPeriod"]["monthly"] - 4200)]))

# correction of income
C({},
  T("I earn 85k, what's my take home?", "tax", {"annualIncome": "85000"}, [money(th(85000))]),
  T("sorry, 95k", "facts", {"annualIncome": "95000"}, [money(th(95000))]))

# rate correction
C({},
  T("monthly repayments on 380k at 6.5% over 30 years", "loan_repayment", {}, [money2(pmt(380000, 0.065, 30))]),
  T("I meant 5.5%, not 6.5%", "loan_repayment", {}, [money2(pmt(380000, 0.055, 30))]))

# savings target change of mind
C({},
  T("how much do I need to save a month to get 80k in 4 years?", "savings_target", {},
    [money2(needed(80000, 4, 0.07))]),
  T("actually make that 5 years", "savings_target", {}, [money2(needed(80000, 5, 0.07))]))

# greeting, question, thanks
C({},
  T("hey", "greeting"),
  T("whats the tax on 72k", "tax", {}, [money(th(72000))]),
  T("thanks!", "thanks"))

# hypothetical HECS
C({},
  T("if I earned 120k what would I take home?", "tax", {}, [money(th(120000))]),
  T("and with a 20k HECS debt?", "tax", {}, [money(th(120000, helpDebt=20000))]))

# hypothetical then real statement
C({},
  T("if i was on 120k what would my take home be", "tax", {}, [money(th(120000))]),
  T("I actually earn 95k", "facts", {"annualIncome": "95000"}, [money(th(95000))]))

# age pension couple
C({},
  T("how much is the age pension", "limit:age_pension_rate"),
  T("for a couple?", "limit:age_pension_rate"))

# bonus follow up
C({},
  T("I'm on 120k, how much of a 15k bonus will I keep?", "bonus_after_tax", {"annualIncome": "120000"},
    [money(th(135000) - th(120000))]),
  T("what about 25k?", "bonus_after_tax", {}, [money(th(145000) - th(120000))]))

# compare states follow-up
C(US,
  T("100k salary, california vs texas take home?", "compare_states", {},
    [money(th(100000, us(state="CA"))), money(th(100000, us(state="TX")))]),
  T("what about new york and colorado?", "compare_states", {},
    [money(th(100000, us(state="NY"))), money(th(100000, us(state="CO")))]))

# salary sacrifice comparison then thanks
C({"annualIncome": "130000"},
  T("how much tax do I save sacrificing 5k or 10k into super?", "pretax_saving", {},
    [money(income_tax_only(130000) - income_tax_only(130000, salarySacrifice=5000)),
     money(income_tax_only(130000) - income_tax_only(130000, salarySacrifice=10000))]),
  T("ok cool, thanks", "thanks"))

# super explain -> SG rate -> own SG
C({},
  T("how does super work", "explain:super"),
  T("what's the SG rate at the moment?", "limit:super_guarantee_rate", {}, [], ["12%"]),
  T("I'm on 72k, how much should my employer be paying?", "employer_contributions",
    {"annualIncome": "72000"}, [money(8640)]))

# retirement 60 or 65
p = {"age": "50", "superBalance": "350000", "annualIncome": "120000"}
C(p,
  T("can I retire at 60?", "retirement"),
  T("what about 65?", "retirement"))

# payoff time follow up
n1, i1 = simulate(12000, 0.1999, 400)
n2, i2 = simulate(12000, 0.1999, 600)
C({},
  T("how long to pay off 12k on a credit card at 19.99% paying 400 a month", "loan_payoff_time", {}, [money(i1)]),
  T("what if I pay 600?", "loan_payoff_time", {}, [money(i2)]))

# extra repayment follow up
e1 = extra_saving(480000, 0.061, 30, 300)
e2 = extra_saving(480000, 0.061, 30, 500)
C({},
  T("if I add $300 a month to a 480k loan at 6.1% over 30 years, how much interest do I save?",
    "loan_extra_repayment", {}, [money(e1["interest_saved"])]),
  T("what about $500?", "loan_extra_repayment", {}, [money(e2["interest_saved"])]))

# hsa carry over
C(US,
  T("what's an HSA?", "explain:hsa"),
  T("whats the limit for a family?", "limit:hsa_limit", {}, ["$8,750"]))

# 401k carry over with age
C(US,
  T("how does a 401k work", "explain:401k"),
  T("how much can I put in it in 2026", "limit:401k_limit", {}, ["$24,500"]),
  T("I'm 55, what about the catch up?", "limit:401k_limit", {"age": "55"}, ["$8,000"]))

# savings time follow up
C({},
  T("how long will it take to save 40k if i put away 1,000 a month?", "savings_time_to_target"),
  T("and if I saved 1500 instead", "savings_time_to_target"))

# today's dollars follow up
C({},
  T("what's 2 million in 35 years worth in today's dollars?", "todays_dollars", {},
    [money(todays(2000000, 35))]),
  T("at 3% inflation?", "todays_dollars", {}, [money(todays(2000000, 35, 0.03))]))

# nest egg withdrawal follow up
C({},
  T("how much do I need saved to live on 70k a year in retirement", "nest_egg", {}, [money(nest_egg(70000))]),
  T("what if I only withdraw 3.5%?", "nest_egg", {}, [money(nest_egg(70000, 0.035))]))

# facts then net worth
C({},
  T("hi", "greeting"),
  T("I'm 29, earn 72k and have 18k saved", "facts",
    {"age": "29", "annualIncome": "72000", "currentSavings": "18000"}),
  T("what's my net worth?", "net_worth", {}, [money(18000)]))

# compare years follow up
C({},
  T("how much more will I take home this year compared to last on 110k?", "compare_years", {},
    [money(th(110000, taxYear="2026-27") - th(110000, taxYear="2025-26"))]),
  T("and on 40k?", "compare_years", {},
    [money(th(40000, taxYear="2026-27") - th(40000, taxYear="2025-26"))]))

# surcharge follow up
C({},
  T("I earn 140k and don't have private health, what's the MLS going to cost me?", "surcharge_cost",
    {"annualIncome": "140000", "privateHospitalCover": "false"},
    [money(breakdown(140000, "Medicare levy surcharge", privateHospitalCover="false"))]),
  T("what about on 170k?", "surcharge_cost", {},
    [money(breakdown(170000, "Medicare levy surcharge", privateHospitalCover="false"))]))

# expenses correction
p = {"annualIncome": "90000", "monthlyExpenses": "4000"}
m90 = tax(90000)["takeHomePerPeriod"]["monthly"]
C(p,
  T("how much am I saving a month?", "savings_rate", {}, [money2(m90 - 4000)]),
  T("my expenses are actually more like 4,200", "facts", {"monthlyExpenses": "4200"}, [money2(m90 - 4200)]))

# US 401k pretax follow up
p = us(state="CO")
C(p,
  T("I make 130k. how much tax would I save putting 15k in my 401k pretax?", "pretax_saving",
    {"annualIncome": "130000"},
    [money(income_tax_only(130000, p) - income_tax_only(130000, p, preTaxRetirement=15000))]),
  T("what about maxing it out?", "pretax_saving", {},
    [money(income_tax_only(130000, p) - income_tax_only(130000, p, preTaxRetirement=24500))]))

# interest only -> P&I
C({},
  T("interest only repayments on 700k at 6.3%?", "loan_repayment", {}, [money2(700000 * 0.063 / 12)]),
  T("and principal and interest over 30 years?", "loan_repayment", {}, [money2(pmt(700000, 0.063, 30))]))

# standard deduction carry over
C(US,
  T("what's the standard deduction this year?", "limit:standard_deduction", {}, ["$16,100"]),
  T("and for married filing jointly?", "limit:standard_deduction", {}, ["$32,200"]))

# brackets last year
C({},
  T("what are the tax rates in australia", "limit:tax_brackets", {}, [], ["30%"]),
  T("and last year?", "limit:tax_brackets", {}, [], ["16%"]))

# explainer chain
C({},
  T("what's negative gearing", "explain:negative_gearing"),
  T("and how does CGT work when I sell?", "explain:capital_gains_tax"))

# couple take home follow up
C({},
  T("I earn 85k and my wife earns 65k, what do we take home together?", "couple_take_home",
    {"annualIncome": "85000"}, [money(th(85000) + th(65000))]),
  T("what if she went up to 80k", "couple_take_home", {}, [money(th(85000) + th(80000))]))

# house deposit, fortnightly instead
C({},
  T("We need a 150k deposit in 4 years and we've already got 40k saved. How much a month do we need to put away at 5%?",
    "savings_target", {"currentSavings": "40000"}, [money2(needed(150000, 4, 0.05, 40000))]),
  T("fortnightly instead", "savings_target", {}, [money2(needed(150000, 4, 0.05, 40000, 26))]))

# facts then tax on own income with state
C({},
  T("g'day, I'm in WA, 45, on 150k", "facts", {"state": "WA", "age": "45", "annualIncome": "150000"}),
  T("how much tax am i paying", "tax", {}, [money(th(150000, age=45))]))

# raise follow up
C({"annualIncome": "80000"},
  T("if I got a 10k raise how much extra would I take home?", "raise_after_tax", {},
    [money(th(90000) - th(80000))]),
  T("and 20k?", "raise_after_tax", {}, [money(th(100000) - th(80000))]))

# tax asks income
C({},
  T("what's my take home pay?", "tax"),
  T("about 95 grand", "tax", {"annualIncome": "95000"}, [money(th(95000))]))

# help then question
C({},
  T("what can you help me with", "help"),
  T("ok how much would repayments be on a 40k car loan, 6.9%, 5 years", "loan_repayment", {},
    [money2(pmt(40000, 0.069, 5))]),
  T("same but $50k", "loan_repayment", {}, [money2(pmt(50000, 0.069, 5))]))

# weekly loan, term compare
C({},
  T("weekly repayments on 350k at 6.05% over 30 years", "loan_repayment", {},
    [money2(pmt(350000, 0.0605, 30, 52))]),
  T("15 or 30 years, what's the difference monthly?", "loan_repayment", {},
    [money2(pmt(350000, 0.0605, 15)), money2(pmt(350000, 0.0605, 30))]))

# emergency fund general -> own cover
C({"monthlyExpenses": "3200"},
  T("how big should my emergency fund be?", "emergency_fund"),
  T("I've got 9,600 in it at the moment", "facts", ef(9600)),
  T("so how many months does that cover?", "emergency_cover", {}, [], []))

# US match asks for rate? (statement in question)
p = us(annualIncome="92000")
C(p,
  T("my employer matches 6%, how much is that a year?", "employer_contributions",
    {"employerMatch": "0.06"}, [money(92000 * 0.06)]),
  T("what's the 401k limit again?", "limit:401k_limit", {}, ["$24,500"]))

# debt general then payoff
C({},
  T("should I pay off my credit card before investing?", "debt"),
  T("it's 6,500 at 21.99% and I can pay 350 a month, how long will it take?", "loan_payoff_time", {},
    [money(simulate(6500, 0.2199, 350)[1])]))

# retirement spending -> nest egg
C({},
  T("what nest egg do i need for 90k a year in retirement", "nest_egg", {}, [money(nest_egg(90000))]),
  T("actually make it 60k a year", "nest_egg", {},
    [money(nest_egg(60000))]))

# US tax with family facts
p = us(state="TX")
C(p,
  T("married, 3 kids", "facts", {"maritalStatus": "married", "dependents": "3"}),
  T("what would we take home on 150k?", "tax", {},
    [money(th(150000, us(state="TX", maritalStatus="married", dependents=3)))]))

# first home schemes carry over to home buying
C({},
  T("what are the first home buyer schemes", "explain:first_home_schemes"),
  T("any general tips for buying my first place?", "home_buying"))

# net worth asks? profile-based with facts in same message
C({"propertyValue": "650000", "mortgageBalance": "480000"},
  T("I've also got 22k in savings and 95k in super. What's my net worth now?", "net_worth",
    {"currentSavings": "22000", "superBalance": "95000"}, [money(650000 - 480000 + 22000 + 95000)]),
  T("oh and I owe 8k on a car", "facts", {"debts": "8000"}, [money(650000 - 480000 + 22000 + 95000 - 8000)]))

# savings growth at different rate
C({},
  T("how much will I have if I save 800 a month for 8 years at 5%?", "savings_growth", {},
    [money(fv(0, 800, 0.05, 8))]),
  T("and at 8%?", "savings_growth", {}, [money(fv(0, 800, 0.08, 8))]))

# payoff with the advisor: loan repayment then extra
C({},
  T("what are the repayments on a 620k mortgage at 5.94% for 30 years", "loan_repayment", {},
    [money2(pmt(620000, 0.0594, 30))]),
  T("how much interest would I save paying an extra 250 a month?", "loan_extra_repayment", {},
    [money(extra_saving(620000, 0.0594, 30, 250)["interest_saved"])]))

# topic then another
C({},
  T("lease or buy a car through work, which is better?", "topic:lease-vs-buy-car"),
  T("and what about salary packaging in general, any strategies?", "topic:salary-sacrifice-strategies"))

# profile summary after facts
C({},
  T("I'm 36, married, 1 kid and we rent for $2,600 a month", "facts",
    {"age": "36", "maritalStatus": "married", "dependents": "1", "rentOrMortgage": "2600"}),
  T("what do you know about me now?", "profile_summary"))

# US own tax after moving state
p = us(state="NY", annualIncome="115000")
C(p,
  T("how much tax am I paying?", "tax", {}, [money(th(115000, p))]),
  T("I just moved to Florida", "facts", {"state": "FL"}, [money(th(115000, us(state="FL")))]))

# HECS explain then own HECS repayment
C({"annualIncome": "82000"},
  T("how does HECS work?", "explain:help_debt"),
  T("I've got 28k of it. what will my repayment be this year?", "tax", {"helpDebt": "28000"},
    [money(tax(82000, helpDebt=28000)["helpRepayment"])]))

# unknown then help
C({},
  T("can you book me a flight to bali", "unknown"),
  T("lol ok what can you actually do", "help"))

# debt to income asks for income
C({"mortgageBalance": "450000", "debts": "15000"},
  T("what's my debt to income?", "debt_to_income"),
  T("I earn 120k", "debt_to_income", {"annualIncome": "120000"}, [], []))

# savings target for a car, then time
C({},
  T("how much a week to save 15k for a car in 2 years at 4%?", "savings_target", {},
    [money2(needed(15000, 2, 0.04, 0, 52))]),
  T("what if I just put away 100 a week, how long would it take?", "savings_time_to_target"))


# ---------------------------------------------------------------- write

import random
random.Random(15).shuffle(questions)  # mix categories the way real traffic arrives

with open(os.path.join(HERE, "questions.jsonl"), "w", encoding="utf-8") as f:
    for q in questions:
        f.write(json.dumps(q, ensure_ascii=False) + "\n")
with open(os.path.join(HERE, "conversations.jsonl"), "w", encoding="utf-8") as f:
    for c in conversations:
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
print(len(questions), "questions;", len(conversations), "conversations")
