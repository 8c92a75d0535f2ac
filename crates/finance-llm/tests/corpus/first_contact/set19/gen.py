#!/usr/bin/env python3
"""Generate questions.jsonl and conversations.jsonl for the Penny advisor test set.

Figures are computed here from the conventions in BRIEF.md. Tax figures come from
the Penny tax engine's command line (bin/penny tax), everything else (loans,
savings, nest egg, own figures) is computed independently below.
"""
import json
import math
import os
import subprocess
from decimal import Decimal, ROUND_HALF_UP, ROUND_CEILING

HERE = os.path.dirname(os.path.abspath(__file__))
PENNY = os.path.join(HERE, "bin", "penny")

# ---------------------------------------------------------------- formatting

def money(x, cents=False):
    d = Decimal(str(x))
    if cents:
        d = d.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
        return "${:,.2f}".format(d)
    d = d.quantize(Decimal("1"), rounding=ROUND_HALF_UP)
    return "${:,}".format(int(d))

C2 = Decimal("0.01")

def r2(x):
    return Decimal(str(x)).quantize(C2, rounding=ROUND_HALF_UP)

# ---------------------------------------------------------------- tax engine

_cache = {}

def tax(income, profile=None, **kw):
    """Run the tax engine for an income, with the engine options the profile implies."""
    p = dict(profile or {})
    args = ["tax", "--income", str(income)]
    country = kw.pop("country", p.get("country", "australia"))
    args += ["--country", country]
    state = kw.pop("state", p.get("state") if country == "us" else None)
    if state and country == "us":
        args += ["--state", state]
    if "year" in kw:
        args += ["--tax-year", kw.pop("year")]
    ms = kw.pop("marital", p.get("maritalStatus"))
    if ms:
        args += ["--marital-status", ms]
    dep = kw.pop("dependents", p.get("dependents"))
    if dep:
        args += ["--dependents", str(dep)]
    age = p.get("age")
    if age:
        args += ["--age", str(age)]
    help_debt = kw.pop("help", p.get("helpDebt"))
    if help_debt and country == "australia":
        args += ["--help-debt", str(help_debt)]
    nocover = kw.pop("nocover", p.get("privateHospitalCover") == "false")
    if nocover and country == "australia":
        args += ["--no-private-hospital-cover"]
    ss = kw.pop("ss", None)
    if ss:
        args += ["--salary-sacrifice", str(ss)]
    pre = kw.pop("pretax", None)
    if pre:
        args += ["--pre-tax-retirement", str(pre)]
    hh = p.get("householdIncome")
    if hh and country == "australia":
        args += ["--household-income", str(hh)]
    assert not kw, kw
    key = tuple(args)
    if key not in _cache:
        out = subprocess.run([PENNY] + args, capture_output=True, text=True, check=True).stdout
        _cache[key] = json.loads(out)
    return _cache[key]

def th(income, profile=None, **kw):
    return tax(income, profile, **kw)["takeHome"]

def total_tax(res):
    return res["federalTax"] + res["stateTax"] + res["ficaTax"] + res.get("helpRepayment", 0)

def surcharge(income, profile=None):
    res = tax(income, profile, nocover=True)
    for b in res["breakdown"]:
        if b["label"] == "Medicare levy surcharge":
            return b["amount"]
    return 0

# ---------------------------------------------------------------- loans

def repayment(P, rate, years, ppy=12):
    r = rate / ppy
    n = int(round(years * ppy))
    return r2(P * r / (1 - (1 + r) ** -n))

def sim_original(P, rate, n, ppy, R):
    bal = Decimal(str(P)); ti = Decimal(0); r = Decimal(str(rate)) / ppy
    for k in range(1, n + 1):
        i = (bal * r).quantize(C2, rounding=ROUND_HALF_UP)
        bal += i; ti += i
        pay = bal if k == n else min(R, bal)
        bal -= pay
        if bal <= 0:
            break
    return ti

def sim_pay(P, rate, ppy, pay):
    """Pay a fixed amount each period until cleared. Returns (periods, total interest)."""
    bal = Decimal(str(P)); ti = Decimal(0); r = Decimal(str(rate)) / ppy
    pay = Decimal(str(pay)); n = 0
    while bal > 0:
        i = (bal * r).quantize(C2, rounding=ROUND_HALF_UP)
        if i >= pay:
            raise ValueError("never pays off")
        bal += i; ti += i
        bal -= min(pay, bal)
        n += 1
    return n, ti

def extra_saving(P, rate, years, ppy, extra):
    n = int(round(years * ppy))
    R = repayment(P, rate, years, ppy)
    orig = sim_original(P, rate, n, ppy, R)
    n2, with_extra = sim_pay(P, rate, ppy, R + Decimal(str(extra)))
    return orig - with_extra, n - n2

# ---------------------------------------------------------------- savings

def fv(pv, c, rate, years, ppy=12):
    r = rate / ppy; n = int(round(years * ppy))
    if r == 0:
        return pv + c * n
    return pv * (1 + r) ** n + c * ((1 + r) ** n - 1) / r

def needed(target, rate, years, ppy=12, pv=0):
    r = rate / ppy; n = int(round(years * ppy))
    c = (target - pv * (1 + r) ** n) * r / ((1 + r) ** n - 1)
    return Decimal(repr(c)).quantize(C2, rounding=ROUND_CEILING)

def periods_to_target(target, c, rate, ppy=12, pv=0):
    r = rate / ppy; n = 0; bal = pv
    while bal < target:
        bal = bal * (1 + r) + c; n += 1
    return n

def todays(nominal, years, infl=0.025):
    return nominal / (1 + infl) ** years

# ---------------------------------------------------------------- builders

QUESTIONS = []
CONVS = []

def Q(m, intent, p=None, ch=None, figs=None, has=None):
    QUESTIONS.append({"m": m, "p": p or {}, "intent": intent, "ch": ch or {},
                      "figs": figs or [], "has": has or []})

def T(m, intent, ch=None, figs=None, has=None):
    return {"m": m, "intent": intent, "ch": ch or {}, "figs": figs or [], "has": has or []}

def C(p, *turns):
    CONVS.append({"id": "c%02d" % (len(CONVS) + 1), "p": p or {}, "turns": list(turns)})

def ef(x):
    return {"emergencyFund": str(x), "emergencyFundCurrent": str(x)}

US = lambda st, **kw: dict({"country": "us", "state": st}, **{k: str(v) for k, v in kw.items()})

# ================================================================ QUESTIONS

# ---- tax, Australia
Q("how much tax do i pay on 85k", "tax", figs=[money(th(85000))])
Q("whats the take home on $120,000 a year?", "tax", figs=[money(th(120000))])
Q("I'm on 95k, what's my take home pay per fortnight?", "tax", ch={"annualIncome": "95000"},
  figs=[money(tax(95000)["takeHomePerPeriod"]["fortnightly"])])
Q("I earn $32 an hour full time, how much tax will I pay?", "tax", ch={"annualIncome": "63232"},
  figs=[money(th(63232))])
Q("tax on 200k in australia?", "tax", figs=[money(th(200000))])
Q("I get paid 1,650 a week before tax. what do i actually take home a year?", "tax",
  ch={"annualIncome": "85800"}, figs=[money(th(85800))])
Q("I earn 60k and have about 25k HECS, how much do I lose to tax and HECS repayments?", "tax",
  ch={"annualIncome": "60000", "helpDebt": "25000"}, figs=[money(th(60000, help=25000))])
Q("what's my take home?", "tax", p={"annualIncome": "110000"}, figs=[money(th(110000))])
Q("how much tax am i paying roughly", "tax", p={"annualIncome": "48000", "age": "23"},
  figs=[money(th(48000, {"age": "23"}))])
Q("take home pay for 2025-26 on 75k?", "tax", figs=[money(th(75000, year="2025-26"))], has=["2025-26"])
Q("What would I take home on $150k if I didn't have private health?", "tax",
  figs=[money(th(150000, nocover=True))])
Q("I'm 19 and just started full time on 45k, how much tax will come out of my pay?", "tax",
  ch={"age": "19", "annualIncome": "45000"}, figs=[money(th(45000, {"age": "19"}))])
Q("how much would i take home on 52 grand", "tax", figs=[money(th(52000))])
Q("whats the monthly take home on a 140k salary in sydney", "tax",
  figs=[money(tax(140000)["takeHomePerPeriod"]["monthly"])])
Q("I earn 7,500 a month gross, whats that after tax", "tax", ch={"annualIncome": "90000"},
  figs=[money(th(90000))])

# ---- tax, US
Q("how much federal tax would I pay on 85k in the US?", "tax",
  figs=[money(tax(85000, country="us")["federalTax"])])
Q("I make 72k in Texas, whats my take home after taxes", "tax",
  ch={"country": "us", "state": "TX", "annualIncome": "72000"}, figs=[money(th(72000, US("TX")))])
Q("how much tax do I pay on 130k?", "tax", p=US("CA"), figs=[money(th(130000, US("CA")))])
Q("I make $28/hr, how much is my paycheck after taxes every two weeks?", "tax", p=US("NY"),
  ch={"annualIncome": "58240"}, figs=[money(tax(58240, US("NY"))["takeHomePerPeriod"]["fortnightly"])])
Q("how much gets taken out of a 65000 salary in illinois for taxes", "tax", p=US("IL"),
  figs=[money(th(65000, US("IL")))])
Q("what would we take home on 120k?", "tax", p=US("GA", maritalStatus="married", dependents=2),
  figs=[money(th(120000, US("GA", maritalStatus="married", dependents=2)))])
Q("whats my take home pay", "tax", p=US("FL", annualIncome=98000), figs=[money(th(98000, US("FL")))])
Q("take home on 250k in new york state?", "tax", figs=[money(th(250000, US("NY")))])
Q("how much is fica on 200k", "tax", p=US("TX"), figs=[money(tax(200000, US("TX"))["ficaTax"])])

# ---- loan repayments
def lr(P, rate, years, ppy=12):
    return money(repayment(P, rate, years, ppy), cents=True)

Q("what are the repayments on a 600k loan at 6.2% over 30 years", "loan_repayment", figs=[lr(600000, .062, 30)])
Q("repayments on $450,000 at 5.89% for 25 yrs, fortnightly?", "loan_repayment", figs=[lr(450000, .0589, 25, 26)])
Q("how much would weekly repayments be on a 35k car loan at 8.5% over 5 years", "loan_repayment",
  figs=[lr(35000, .085, 5, 52)])
Q("if i borrow 750k at 6% what's the monthly repayment", "loan_repayment")
Q("interest only repayments on 500k at 6.5%?", "loan_repayment", figs=[money(500000 * .065 / 12, cents=True)])
Q("mortgage payment on 400k, 30 year fixed at 6.75%", "loan_repayment", p=US("NC"), figs=[lr(400000, .0675, 30)])
Q("15 or 30 years on a $350k mortgage at 6.5%, which is better?", "loan_repayment", p=US("OH"),
  figs=[lr(350000, .065, 15), lr(350000, .065, 30)])
Q("monthly payment for a 25000 car loan at 7.9% over 60 months?", "loan_repayment", figs=[lr(25000, .079, 5)])
Q("what would my repayments be at 6.1% over 28 years", "loan_repayment", p={"mortgageBalance": "520000"},
  figs=[lr(520000, .061, 28)])
Q("we're looking at borrowing 820k @ 5.99% 30yrs - what are the monthly repayments??", "loan_repayment",
  figs=[lr(820000, .0599, 30)])
Q("whats the repayment on a 15k personal loan at 11% over 3 years", "loan_repayment", figs=[lr(15000, .11, 3)])

# ---- extra repayments
def xs(P, rate, years, extra, ppy=12):
    return money(extra_saving(P, rate, years, ppy, extra)[0])

Q("if I pay an extra $500 a month on a 600k mortgage at 6.2% over 30 years how much interest do I save?",
  "loan_extra_repayment", figs=[xs(600000, .062, 30, 500)])
Q("what happens if i put an extra 200 a fortnight on a 400k loan at 5.9%, 30 yrs", "loan_extra_repayment",
  figs=[xs(400000, .059, 30, 200, 26)])
Q("extra $100/month on a 30k car loan at 9% over 5 years - worth it?", "loan_extra_repayment",
  figs=[xs(30000, .09, 5, 100)])
Q("how much would I save paying $1000 extra each month on a 750k home loan at 6% over 30 years",
  "loan_extra_repayment", figs=[xs(750000, .06, 30, 1000)])
Q("how much interest would an extra 250 a month save me on a 300k mortgage, 6.5%, 25 years left",
  "loan_extra_repayment", figs=[xs(300000, .065, 25, 250)])

# ---- payoff time
def po(P, rate, pay, ppy=12):
    return money(sim_pay(P, rate, ppy, pay)[1])

Q("how long will it take to pay off 12k at 21% paying $400 a month?", "loan_payoff_time", figs=[po(12000, .21, 400)])
Q("if i pay 3000 a month how long until a 400k mortgage at 6% is paid off", "loan_payoff_time",
  figs=[po(400000, .06, 3000)])
Q("How long would it take to clear a $8,500 personal loan at 12.5% paying $250 a month?", "loan_payoff_time",
  figs=[po(8500, .125, 250)])
Q("I owe 6k on my card at 19.99%, if I pay 300 a month how long will it take to be debt free", "loan_payoff_time",
  ch={"debts": "6000"}, figs=[po(6000, .1999, 300)])
Q("paying 1200 a fortnight on a 350k loan at 6.2%, when will it be paid off?", "loan_payoff_time",
  figs=[po(350000, .062, 1200, 26)])

# ---- savings growth
Q("if I invest 10k and add 500 a month at 7% for 10 years what will I have", "savings_growth",
  figs=[money(fv(10000, 500, .07, 10))])
Q("how much will 50k grow to in 20 years at 6%", "savings_growth", figs=[money(fv(50000, 0, .06, 20))])
Q("saving $200 a week for 5 years at 4.5%, how much would that be", "savings_growth",
  figs=[money(fv(0, 200, .045, 5, 52))])
Q("what will 25k be worth in 15 yrs?", "savings_growth", figs=[money(fv(25000, 0, .07, 15))])
Q("if I put 1000 a month into an index fund what would i have after 25 years at 8%?", "savings_growth",
  figs=[money(fv(0, 1000, .08, 25))])
Q("if i save 300 a month for 10 years what will i end up with", "savings_growth",
  p={"expectedReturnRate": "0.05"}, figs=[money(fv(0, 300, .05, 10))])
Q("got 5k in a HISA at 5%, adding 100 a month. how much after 3 years?", "savings_growth",
  figs=[money(fv(5000, 100, .05, 3))])

# ---- savings target
def nd(target, rate, years, ppy=12, pv=0):
    return money(needed(target, rate, years, ppy, pv), cents=True)

Q("how much do i need to save a month to have 100k in 5 years?", "savings_target", figs=[nd(100000, .07, 5)])
Q("need a 120k house deposit in 4 years, how much per fortnight if i get 5%?", "savings_target",
  figs=[nd(120000, .05, 4, 26)])
Q("I have 15k saved, how much a month to get to 60k in 3 years at 4.5%", "savings_target",
  ch={"currentSavings": "15000"}, figs=[nd(60000, .045, 3, 12, 15000)])
Q("want to have a million by the time I'm 60, I'm 30 now. how much do I need to invest monthly?",
  "savings_target", ch={"age": "30"}, figs=[nd(1000000, .07, 30)])
Q("how much should i put away weekly to have $20,000 in 2 years at 4%?", "savings_target",
  figs=[nd(20000, .04, 2, 52)])
Q("we want 80k for a deposit by december 2028, how much do we need to save each month?", "savings_target")

# ---- time to target
Q("how long will it take me to save 50k if i put away 1,000 a month?", "savings_time_to_target")
Q("saving 400 a fortnight, when will I hit 30k?", "savings_time_to_target")
Q("how many years to reach 1 million investing 2k a month at 8%", "savings_time_to_target")
Q("i have 20k, saving 1500/month at 5%, how long until i have 100k", "savings_time_to_target",
  ch={"currentSavings": "20000"})

# ---- nest egg
Q("how much do I need to retire on 80k a year?", "nest_egg", figs=[money(80000 / .04)])
Q("what size nest egg do i need for $6,000 a month in retirement", "nest_egg", p=US("AZ"), figs=[money(72000 / .04)])
Q("how big does my retirement pot need to be to pull 50k/yr using a 3.5% withdrawal rate", "nest_egg",
  figs=[money(50000 / .035)])
Q("how much would i need saved to live off 70k a year", "nest_egg", p={"retirementWithdrawalRate": "0.05"},
  figs=[money(70000 / .05)])

# ---- today's dollars
Q("what will 1 million be worth in today's dollars in 30 years?", "todays_dollars", figs=[money(todays(1e6, 30))])
Q("if I have 2.5m when I retire in 25 years, what's that in today's money at 3% inflation", "todays_dollars",
  figs=[money(todays(2.5e6, 25, .03))])
Q("how much is 500k in 20 years worth in todays terms", "todays_dollars", p={"inflationRate": "0.03"},
  figs=[money(todays(500000, 20, .03))])

# ---- bonus / raise
Q("I'm on 90k, getting a 10k bonus. how much will i actually see?", "bonus_after_tax",
  ch={"annualIncome": "90000"}, figs=[money(th(100000) - th(90000))])
Q("how much of a $15,000 bonus do I keep after tax?", "bonus_after_tax", p={"annualIncome": "140000"},
  figs=[money(th(155000) - th(140000))])
Q("bonus of 20k coming, how much after taxes?", "bonus_after_tax", p=US("CA", annualIncome=110000),
  figs=[money(th(130000, US("CA")) - th(110000, US("CA")))])
Q("I earn 80k, if I get a 10k raise how much more will I take home?", "raise_after_tax",
  ch={"annualIncome": "80000"}, figs=[money(th(90000) - th(80000))])
Q("would a raise to 75k be worth much after tax?", "raise_after_tax", p={"annualIncome": "65000"},
  figs=[money(th(75000) - th(65000))])
Q("boss offered me a 5% raise, how much extra is that after tax?", "raise_after_tax", p=US("TX", annualIncome=70000),
  figs=[money(th(73500, US("TX")) - th(70000, US("TX")))])

# ---- couple
Q("I earn 95k and my partner earns 70k, what do we take home together?", "couple_take_home",
  ch={"annualIncome": "95000"}, figs=[money(th(95000) + th(70000))])
Q("what would a couple on 120k and 60k take home combined?", "couple_take_home", figs=[money(th(120000) + th(60000))])
Q("my husband makes 85k and I make 60k, whats our combined take home", "couple_take_home",
  p=US("OH", maritalStatus="married"), ch={"annualIncome": "60000"})

# ---- surcharge
Q("I'm on 110k with no private hospital cover, how much is the medicare levy surcharge going to cost me?",
  "surcharge_cost", ch={"annualIncome": "110000", "privateHospitalCover": "false"}, figs=[money(surcharge(110000))])
Q("is it cheaper to get private health or just pay the MLS?", "surcharge_cost", p={"annualIncome": "150000"},
  figs=[money(surcharge(150000))])
Q("how much is the medicare levy surcharge on 130k for a single person", "surcharge_cost",
  figs=[money(surcharge(130000))])

# ---- compare states
Q("take home on 100k: texas vs california?", "compare_states",
  figs=[money(th(100000, US("TX"))), money(th(100000, US("CA")))])
Q("would I take home more in Florida than New York?", "compare_states", p=US("NY", annualIncome=140000),
  figs=[money(th(140000, US("NY"))), money(th(140000, US("FL")))])
Q("compare tax on 80k in washington, oregon and idaho", "compare_states",
  figs=[money(th(80000, US(s))) for s in ("WA", "OR", "ID")])

# ---- compare years
Q("how much less tax on 85k in 2026-27 than 2025-26?", "compare_years",
  figs=[money(th(85000) - th(85000, year="2025-26"))], has=["2025-26"])
Q("how does my tax this year compare to last year", "compare_years", p={"annualIncome": "120000"},
  figs=[money(th(120000) - th(120000, year="2025-26"))])
Q("federal tax on 90k in 2025 vs 2026?", "compare_years", p=US("TX"),
  figs=[money(tax(90000, US("TX"), year="2025")["federalTax"]), money(tax(90000, US("TX"), year="2026")["federalTax"])])

# ---- pretax saving
def ss_saving(inc, amt, prof=None):
    return total_tax(tax(inc, prof)) - total_tax(tax(inc, prof, ss=amt))

def k_saving(inc, amt, prof):
    return total_tax(tax(inc, prof)) - total_tax(tax(inc, prof, pretax=amt))

Q("I'm on 100k, how much tax would I save salary sacrificing 10k into super?", "pretax_saving",
  ch={"annualIncome": "100000"}, figs=[money(ss_saving(100000, 10000))])
Q("salary sacrifice $5k or $10k, what's the difference in tax?", "pretax_saving", p={"annualIncome": "85000"},
  figs=[money(ss_saving(85000, 5000)), money(ss_saving(85000, 10000))])
Q("how much tax do i save putting 15k into my 401k pre-tax?", "pretax_saving", p=US("CA", annualIncome=120000),
  figs=[money(k_saving(120000, 15000, US("CA")))])
Q("if I max my 401k on a 150k salary how much tax would it save me", "pretax_saving", p=US("TX"),
  figs=[money(k_saving(150000, 24500, US("TX")))])

# ---- contribution what-if (no well-defined figure: SG/contributions tax/timing unspecified)
Q("what would my super be worth at 65 if I put in an extra $100 a week?", "contribution_what_if",
  p={"age": "35", "superBalance": "80000", "annualIncome": "90000"})
Q("if I bump my 401k by $300 a month what will it be worth when I retire?", "contribution_what_if",
  p=US("CO", age=40, superBalance=150000, annualIncome=100000))
Q("I'm 45 with 200k in super, if I add 5k a year how much more will I have at retirement?", "contribution_what_if",
  ch={"age": "45", "superBalance": "200000"})

# ---- limits
Q("what's the concessional cap this year?", "limit:concessional_cap")
Q("non concessional contributions cap?", "limit:non_concessional_cap")
Q("what's the 401k limit for 2026", "limit:401k_limit", figs=["$24,500"])
Q("how much can i put in an IRA this year", "limit:ira_limit", p=US("MI"), figs=["$7,500"])
Q("HSA contribution limit for family coverage 2026?", "limit:hsa_limit", figs=["$8,750"])
Q("standard deduction for married filing jointly 2026?", "limit:standard_deduction", figs=["$32,200"])
Q("whats the standard deduction", "limit:standard_deduction", p=US("VA"), figs=["$16,100"])
Q("how much is the child tax credit now", "limit:child_tax_credit", p=US("TN"), figs=["$2,200"])
Q("social security wage base 2026", "limit:social_security_wage_base", figs=["$184,500"])
Q("what's the FICA rate?", "limit:fica", p=US("PA"), has=["6.2%", "1.45%"])
Q("tax free threshold in australia?", "limit:tax_free_threshold", figs=["$18,200"])
Q("what is the medicare levy rate", "limit:medicare_levy", has=["2%"])
Q("what are the MLS thresholds", "limit:surcharge_thresholds")
Q("what's the super guarantee rate now", "limit:super_guarantee_rate", has=["12%"])
Q("what tax bracket am I in on 95k", "limit:tax_brackets", has=["30%"])
Q("top marginal tax rate in australia?", "limit:tax_brackets", has=["45%"])
Q("what are the federal tax brackets for 2026", "limit:tax_brackets", p=US("KY"), has=["10%", "37%"])
Q("whats the state income tax rate in pennsylvania", "limit:tax_brackets", has=["3.07%"])
Q("illinois income tax rate?", "limit:tax_brackets", has=["4.95%"])
Q("how much is the age pension for a single person", "limit:age_pension_rate")
Q("HELP repayment thresholds 2026-27?", "limit:help_repayment_thresholds")
Q("401k catch up limit if im over 50?", "limit:401k_limit", p=US("NV"), figs=["$8,000"])

# ---- explainers
Q("how do franking credits work?", "explain:franking_credits")
Q("can someone explain negative gearing like I'm 5", "explain:negative_gearing")
Q("do i pay capital gains tax when i sell shares ive held for 2 years?", "explain:capital_gains_tax")
Q("roth or traditional 401k, which is better?", "explain:roth_vs_traditional", p=US("WA"))
Q("what is an IRA exactly", "explain:ira")
Q("how does a 401k work", "explain:401k")
Q("whats an hsa and is it worth having one", "explain:hsa")
Q("what age can I start claiming social security?", "explain:social_security_ages", p=US("FL"))
Q("when do I get medicare and what does it actually cover?", "explain:us_medicare", p=US("AZ"))
Q("can someone explain super to me, i'm clueless", "explain:super")
Q("how does HECS actually work, does it gain interest?", "explain:help_debt")
Q("who is eligible for the age pension?", "explain:age_pension")
Q("what first home buyer schemes are there?", "explain:first_home_schemes")
Q("offset account vs redraw, what's the difference", "explain:offset_vs_redraw")
Q("are index funds better than managed funds? what about fees", "explain:index_funds_and_fees")
Q("do i need life insurance?", "explain:life_insurance")
Q("should i put extra money on the mortgage or into super?", "explain:extra_repayments_vs_super")
Q("how much should I have saved by 30?", "explain:savings_by_age")
Q("what's CGT and how is it calculated on an investment property", "explain:capital_gains_tax")
Q("whats the difference between a roth ira and a regular one", "explain:roth_vs_traditional")

# ---- own figures
Q("what's my net worth?", "net_worth",
  p={"currentSavings": "25000", "superBalance": "60000", "propertyValue": "700000",
     "mortgageBalance": "480000", "debts": "8000"}, figs=["$297,000"])
Q("I've got 40k in savings, 90k in super and a 12k car loan. what's my net worth?", "net_worth",
  ch={"currentSavings": "40000", "superBalance": "90000", "debts": "12000"}, figs=["$118,000"])
Q("net worth?", "net_worth",
  p=US("TX", superBalance=210000, investmentAccounts=45000, currentSavings=18000, debts=22000), figs=["$251,000"])
Q("how much am I worth on paper", "net_worth",
  p=dict(ef(10000), currentSavings="5000", propertyValue="550000", mortgageBalance="400000", helpDebt="20000"),
  figs=["$165,000"])
Q("how much equity do i have in my house?", "equity", p={"propertyValue": "850000", "mortgageBalance": "520000"},
  figs=["$330,000"])
Q("our place is worth about 1.2m and we owe 640k, how much equity is that?", "equity",
  ch={"propertyValue": "1200000", "mortgageBalance": "640000"}, figs=["$560,000"])
Q("my house is worth 450k and I still owe 310k, what's my equity", "equity", p=US("MN"),
  ch={"propertyValue": "450000", "mortgageBalance": "310000"}, figs=["$140,000"])
Q("how much am i saving each month?", "savings_rate", p={"annualIncome": "85000", "monthlyExpenses": "4000"},
  figs=[money(tax(85000)["takeHomePerPeriod"]["monthly"] - 4000)])
Q("I take home 6,200 a month and spend about 4,500, what's my savings rate?", "savings_rate",
  p={"annualIncome": "100000"}, ch={"monthlyExpenses": "4500"}, figs=["$1,700"])
Q("how much do i save a year?", "savings_rate", p=US("WA", annualIncome=95000, monthlyExpenses=5000),
  figs=[money(th(95000, US("WA")) - 60000)])
Q("I'm on 100k, how much super should my employer be putting in?", "employer_contributions",
  ch={"annualIncome": "100000"}, figs=["$12,000"])
Q("how much super does my boss have to pay me", "employer_contributions", p={"annualIncome": "78500"},
  figs=[money(78500 * 0.12)])
Q("how much is my employer 401k match worth?", "employer_contributions",
  p=US("NC", annualIncome=90000, employerMatch="0.05"), figs=["$4,500"])
Q("my company matches 6% and I make 110k, how much free money is that a year?", "employer_contributions",
  p=US("MA"), ch={"annualIncome": "110000", "employerMatch": "0.06"}, figs=["$6,600"])
Q("how many months would my emergency fund last?", "emergency_cover",
  p=dict(ef(18000), monthlyExpenses="4500"), has=["4 months"])
Q("I've got 12k in my emergency fund and spend about 3k a month, how long would that last if I lost my job?",
  "emergency_cover", ch=dict(ef(12000), monthlyExpenses="3000"), has=["4 months"])
Q("what's my debt to income ratio?", "debt_to_income",
  p={"annualIncome": "120000", "mortgageBalance": "540000", "debts": "15000"})
Q("i earn 75k and owe 20k on a car loan plus 5k on cards, what's my DTI?", "debt_to_income",
  ch={"annualIncome": "75000", "debts": "25000"})
Q("debt to income?", "debt_to_income", p=US("AZ", annualIncome=85000, debts=34000))
Q("how many years till retirement?", "years_to_retirement", p={"age": "34"}, has=["31 years"])
Q("I'm 47 and want to retire at 60, how many years have I got?", "years_to_retirement",
  ch={"age": "47", "retirementAge": "60"}, has=["13 years"])
Q("how long till i retire", "years_to_retirement", p={"age": "52", "retirementAge": "67"}, has=["15 years"])

# ---- general advice
Q("how big should my emergency fund be?", "emergency_fund")
Q("how much should i keep aside for emergencies", "emergency_fund")
Q("how do i start a budget, i'm always broke by payday", "budget")
Q("is the 50/30/20 rule any good for budgeting?", "budget")
Q("should i pay off my credit card or car loan first?", "debt")
Q("whats the best way to get out of debt", "debt")
Q("how much deposit do i need to buy a house?", "home_buying")
Q("should I buy a house or keep renting?", "home_buying")
Q("is salary sacrificing worth it?", "salary_sacrifice")
Q("what retirement accounts should I be using?", "retirement_accounts", p=US("CO"))
Q("should i fill up my 401k or IRA first?", "retirement_accounts")

# ---- library topics
Q("is it better to novated lease a car or just buy it outright?", "topic:lease-vs-buy-car")
Q("what are concessional super contributions and should I be making them?", "topic:concessional-super-contributions")
Q("how do i set up a family trust?", "topic:family-trust-setup")
Q("investment property or shares, which is better long term?", "topic:investment-property-vs-shares")
Q("should I consolidate my debts into one loan?", "topic:debt-consolidation")
Q("what are some salary sacrifice strategies?", "topic:salary-sacrifice-strategies")
Q("what are the most tax effective ways to invest?", "topic:tax-effective-investing")

# ---- retirement
Q("am I on track for retirement?", "retirement", p={"age": "40", "superBalance": "150000", "annualIncome": "100000"})
Q("can i retire at 60?", "retirement", p={"age": "52", "superBalance": "600000", "annualIncome": "120000"})
Q("retire at 60 or 65 - how much difference does it make?", "retirement",
  p={"age": "45", "superBalance": "300000", "annualIncome": "110000"})
Q("how long will 1 million last in retirement if I spend 60k a year?", "retirement")

# ---- profile, facts, small talk
Q("what do you know about me?", "profile_summary", p={"age": "36", "annualIncome": "92000"}, figs=["$92,000"])
Q("what info have you got saved on me", "profile_summary")
Q("I'm 34 and earn 85k", "facts", ch={"age": "34", "annualIncome": "85000"})
Q("we've got 550k left on the mortgage", "facts", ch={"mortgageBalance": "550000"})
Q("I've got about 25k HECS", "facts", ch={"helpDebt": "25000"})
Q("rent is 550 a week", "facts", ch={"rentOrMortgage": "2383.33"})
Q("married with 2 kids, living in QLD", "facts", ch={"maritalStatus": "married", "dependents": "2", "state": "QLD"})
Q("I live in Texas and make 130k", "facts", ch={"country": "us", "state": "TX", "annualIncome": "130000"})
Q("I've got private hospital cover", "facts", ch={"privateHospitalCover": "true"})
Q("i have 2 cars and about 15k on credit cards", "facts", ch={"numberOfCars": "2", "debts": "15000"})
Q("my super balance is 142k", "facts", ch={"superBalance": "142000"})
Q("monthly expenses are around 3,800", "facts", ch={"monthlyExpenses": "3800"})
Q("hi", "greeting")
Q("g'day mate", "greeting")
Q("thanks heaps!", "thanks")
Q("cheers, that helps", "thanks")
Q("what can you do?", "help")
Q("what kind of questions can I ask you", "help")
Q("what's the weather in sydney tomorrow", "unknown")
Q("can you recommend a good pizza place", "unknown")
Q("who won the footy last night", "unknown")

# ---- compound
Q("what's the tax on 90k and how long would it take to save 20k at 500 a month?", "tax+savings_time_to_target",
  figs=[money(th(90000))])
Q("whats the 401k limit for 2026 and the IRA limit?", "limit:401k_limit+limit:ira_limit", figs=["$24,500", "$7,500"])
Q("what's my net worth and how much equity do I have?", "net_worth+equity",
  p={"currentSavings": "30000", "superBalance": "120000", "propertyValue": "800000", "mortgageBalance": "450000"},
  figs=["$500,000", "$350,000"])
Q("repayments on 500k at 6% over 30 years? also what nest egg do i need for 60k a year", "loan_repayment+nest_egg",
  figs=[lr(500000, .06, 30), "$1,500,000"])

Q("hw much tax on 68k", "tax", figs=[money(th(68000))])
Q("salary sacrifice - good idea or nah?", "salary_sacrifice")
Q("can you book me a flight to bali", "unknown")
Q("whats the repayment on 300k over 30 yrs at 6.25%, and how much equity have i got?", "loan_repayment+equity",
  p={"propertyValue": "640000", "mortgageBalance": "310000"}, figs=[lr(300000, .0625, 30), "$330,000"])

# ================================================================ CONVERSATIONS

C({},
  T("what are repayments on 650k at 6.1% over 30 years?", "loan_repayment", figs=[lr(650000, .061, 30)]),
  T("what about over 25 years?", "loan_repayment", figs=[lr(650000, .061, 25)]),
  T("fortnightly instead", "loan_repayment", figs=[lr(650000, .061, 25, 26)]))
C({},
  T("if I earned 120k what would I take home?", "tax", figs=[money(th(120000))]),
  T("and in Victoria?", "tax", figs=[money(th(120000))]),
  T("what about 130k", "tax", figs=[money(th(130000))]))
C({},
  T("what's my take home pay?", "tax"),
  T("about 92k", "tax", ch={"annualIncome": "92000"}, figs=[money(th(92000))]))
C({},
  T("I'm on 85k, what's my take home?", "tax", ch={"annualIncome": "85000"}, figs=[money(th(85000))]),
  T("sorry, 95k", "facts", ch={"annualIncome": "95000"}, figs=[money(th(95000))]))
C({},
  T("if i invest 20k at 7% for 10 years what will it be", "savings_growth", figs=[money(fv(20000, 0, .07, 10))]),
  T("and at 8%?", "savings_growth", figs=[money(fv(20000, 0, .08, 10))]),
  T("what if I add $200 a month", "savings_growth", figs=[money(fv(20000, 200, .08, 10))]))
C({"country": "us", "state": "PA"},
  T("what's an IRA?", "explain:ira"),
  T("how much can I put in one this year?", "limit:ira_limit", figs=["$7,500"]))
C({"country": "us", "state": "UT"},
  T("whats an HSA", "explain:hsa"),
  T("what's the max for a family?", "limit:hsa_limit", figs=["$8,750"]))
C(ef(15000),
  T("how many months would my emergency fund cover?", "emergency_cover"),
  T("about 3k a month", "emergency_cover", ch={"monthlyExpenses": "3000"}, has=["5 months"]))
C({},
  T("how many years until I retire?", "years_to_retirement"),
  T("I'm 41", "years_to_retirement", ch={"age": "41"}, has=["24 years"]))
C({},
  T("how much super should my boss be paying?", "employer_contributions"),
  T("I'm on 72,000", "employer_contributions", ch={"annualIncome": "72000"}, figs=["$8,640"]))
C({"annualIncome": "90000"},
  T("I spend about 3,800 a month, how much am I saving?", "savings_rate", ch={"monthlyExpenses": "3800"},
    figs=[money(tax(90000)["takeHomePerPeriod"]["monthly"] - 3800)]),
  T("my expenses are actually more like 4,200", "facts", ch={"monthlyExpenses": "4200"},
    figs=[money(tax(90000)["takeHomePerPeriod"]["monthly"] - 4200)]))
C({},
  T("monthly repayment on 500k at 6.5% over 30 years?", "loan_repayment", figs=[lr(500000, .065, 30)]),
  T("I meant 5.5%, not 6.5%", "loan_repayment", figs=[lr(500000, .055, 30)]))
C({},
  T("how much do i need to retire on 70k a year?", "nest_egg", figs=["$1,750,000"]),
  T("what about 90k?", "nest_egg", figs=["$2,250,000"]),
  T("and with a 3.5% withdrawal rate?", "nest_egg", figs=[money(90000 / .035)]))
C(US("CA", annualIncome=150000),
  T("what's my take home?", "tax", figs=[money(th(150000, US("CA")))]),
  T("what if I moved to Texas?", "tax", figs=[money(th(150000, US("TX")))]),
  T("California or Texas, side by side?", "compare_states",
    figs=[money(th(150000, US("CA"))), money(th(150000, US("TX")))]))
C({},
  T("what would my partner and I take home together? I earn 80k and she's on 65k", "couple_take_home",
    ch={"annualIncome": "80000"}, figs=[money(th(80000) + th(65000))]),
  T("what if she went up to 75k?", "couple_take_home", figs=[money(th(80000) + th(75000))]))
C({},
  T("if I earned 110k what would I take home?", "tax", figs=[money(th(110000))]),
  T("I actually earn 95k", "facts", ch={"annualIncome": "95000"}, figs=[money(th(95000))]))
C({},
  T("If I pay an extra 300 a month on a 450k loan at 6% over 30 years how much interest do I save?",
    "loan_extra_repayment", figs=[xs(450000, .06, 30, 300)]),
  T("what about an extra 500?", "loan_extra_repayment", figs=[xs(450000, .06, 30, 500)]))
C({},
  T("I owe 9k on my credit card at 20%. how long to pay it off at 300 a month?", "loan_payoff_time",
    ch={"debts": "9000"}, figs=[po(9000, .20, 300)]),
  T("what if I pay 500 a month?", "loan_payoff_time", figs=[po(9000, .20, 500)]))
C({},
  T("how much do I need to save monthly for a 100k house deposit in 5 years?", "savings_target",
    figs=[nd(100000, .07, 5)]),
  T("what about 4 years?", "savings_target", figs=[nd(100000, .07, 4)]),
  T("and fortnightly?", "savings_target", figs=[nd(100000, .07, 4, 26)]))
C({},
  T("hey", "greeting"),
  T("tax on 65k?", "tax", figs=[money(th(65000))]),
  T("thanks mate", "thanks"))
C({},
  T("I'm 29, earn 78k and have 35k in super", "facts", ch={"age": "29", "annualIncome": "78000", "superBalance": "35000"}),
  T("how much super should my employer be paying?", "employer_contributions", figs=["$9,360"]),
  T("how many years till I hit retirement?", "years_to_retirement", has=["36 years"]))
C({},
  T("I've got 30k in savings and 70k in super", "facts", ch={"currentSavings": "30000", "superBalance": "70000"}),
  T("oh and a 15k car loan", "facts", ch={"debts": "15000"}),
  T("so what's my net worth?", "net_worth", figs=["$85,000"]))
C({},
  T("our house is worth about 900k", "facts", ch={"propertyValue": "900000"}),
  T("how much equity do we have?", "equity"),
  T("we owe 520k", "equity", ch={"mortgageBalance": "520000"}, figs=["$380,000"]))
C({"annualIncome": "110000"},
  T("how much of a 10k bonus will I keep?", "bonus_after_tax", figs=[money(th(120000) - th(110000))]),
  T("what about 20k?", "bonus_after_tax", figs=[money(th(130000) - th(110000))]))
C({},
  T("I'm on 70k, what would a 10k raise be worth after tax?", "raise_after_tax", ch={"annualIncome": "70000"},
    figs=[money(th(80000) - th(70000))]),
  T("and 15k?", "raise_after_tax", figs=[money(th(85000) - th(70000))]))
C({"annualIncome": "120000"},
  T("how much tax would I save salary sacrificing 5k?", "pretax_saving", figs=[money(ss_saving(120000, 5000))]),
  T("what about 10k or 15k?", "pretax_saving",
    figs=[money(ss_saving(120000, 10000)), money(ss_saving(120000, 15000))]))
C(US("NJ", annualIncome=130000),
  T("how much tax do i save if i put 10k in my 401k pre-tax?", "pretax_saving",
    figs=[money(k_saving(130000, 10000, US("NJ")))]),
  T("what if I max it out?", "pretax_saving", figs=[money(k_saving(130000, 24500, US("NJ")))]))
C({},
  T("how much less tax on 85k this year vs last year?", "compare_years",
    figs=[money(th(85000) - th(85000, year="2025-26"))]),
  T("same but 40k", "compare_years", figs=[money(th(40000) - th(40000, year="2025-26"))]))
C({"country": "us", "state": "MO"},
  T("what's the standard deduction for 2026?", "limit:standard_deduction", figs=["$16,100"]),
  T("and for married filing jointly?", "limit:standard_deduction", figs=["$32,200"]))
C({"annualIncome": "95000"},
  T("what tax bracket am I in?", "limit:tax_brackets", has=["30%"]),
  T("what about if I earned 140k?", "limit:tax_brackets", has=["37%"]))
C({},
  T("I earn 105k and don't have private hospital cover. how much is the surcharge?", "surcharge_cost",
    ch={"annualIncome": "105000", "privateHospitalCover": "false"}, figs=[money(surcharge(105000))]),
  T("what about on 150k?", "surcharge_cost", figs=[money(surcharge(150000))]))
C({},
  T("how much do I need to retire on 80k a year?", "nest_egg", figs=["$2,000,000"]),
  T("what's 2 million in 30 years worth in today's dollars?", "todays_dollars", figs=[money(todays(2e6, 30))]))
C({},
  T("what's negative gearing?", "explain:negative_gearing"),
  T("is an investment property better than shares?", "topic:investment-property-vs-shares"))
C({"country": "us", "state": "OR"},
  T("roth ira or traditional ira, which should I pick?", "explain:roth_vs_traditional"),
  T("how much can I put in this year?", "limit:ira_limit", figs=["$7,500"]))
C({},
  T("how do franking credits work", "explain:franking_credits"),
  T("ok and what's the tax free threshold?", "limit:tax_free_threshold", figs=["$18,200"]))
C({},
  T("interest only repayments on 700k at 6.3%?", "loan_repayment", figs=[money(700000 * .063 / 12, cents=True)]),
  T("and principal and interest over 30 years?", "loan_repayment", figs=[lr(700000, .063, 30)]))
C({},
  T("weekly repayments on a 40k car loan at 7.5% over 5 years?", "loan_repayment", figs=[lr(40000, .075, 5, 52)]),
  T("monthly instead", "loan_repayment", figs=[lr(40000, .075, 5)]),
  T("over 7 years", "loan_repayment", figs=[lr(40000, .075, 7)]))
C({},
  T("how long to save 25k at 800 a month?", "savings_time_to_target"),
  T("what if I save 1,200?", "savings_time_to_target"))
C({"age": "45"},
  T("I want to retire at 60", "facts", ch={"retirementAge": "60"}),
  T("actually make that 62", "facts", ch={"retirementAge": "62"}),
  T("how many years do I have left then?", "years_to_retirement", has=["17 years"]))
C({},
  T("I've got about 25k HECS", "facts", ch={"helpDebt": "25000"}),
  T("I earn 80k, how much will I take home after HECS repayments?", "tax", ch={"annualIncome": "80000"},
    figs=[money(th(80000, help=25000))]))
C({},
  T("hi, I'm in Ohio", "facts", ch={"country": "us", "state": "OH"}),
  T("I make 65k a year, how much tax do I pay?", "tax", ch={"annualIncome": "65000"},
    figs=[money(th(65000, US("OH")))]),
  T("what about if I got a job paying 80k?", "tax", figs=[money(th(80000, US("OH")))]))
C(US("TX", annualIncome=90000),
  T("what's my take home", "tax", figs=[money(th(90000, US("TX")))]),
  T("I'm married with 2 kids btw", "facts", ch={"maritalStatus": "married", "dependents": "2"},
    figs=[money(th(90000, US("TX", maritalStatus="married", dependents=2)))]))
C({},
  T("how big should my emergency fund be?", "emergency_fund"),
  T("I spend around 4k a month and have 10k put aside for emergencies, how many months is that?", "emergency_cover",
    ch=dict(ef(10000), monthlyExpenses="4000"), has=["2.5 months"]))
C({"mortgageBalance": "400000", "debts": "10000"},
  T("what's my debt to income ratio?", "debt_to_income"),
  T("I earn 100k", "debt_to_income", ch={"annualIncome": "100000"}))
C({},
  T("what can you do?", "help"),
  T("ok what's the super guarantee rate?", "limit:super_guarantee_rate", has=["12%"]))
C({"expectedReturnRate": "0.06"},
  T("if I put away 500 a month for 20 years what will I have?", "savings_growth", figs=[money(fv(0, 500, .06, 20))]),
  T("and at 8%?", "savings_growth", figs=[money(fv(0, 500, .08, 20))]))
C({},
  T("15 or 30 years on a 400k mortgage at 6.75%?", "loan_repayment",
    figs=[lr(400000, .0675, 15), lr(400000, .0675, 30)]),
  T("what about at 6%?", "loan_repayment", figs=[lr(400000, .06, 15), lr(400000, .06, 30)]))
C({},
  T("what's 500k in 25 years in today's money?", "todays_dollars", figs=[money(todays(500000, 25))]),
  T("at 3% inflation?", "todays_dollars", figs=[money(todays(500000, 25, .03))]))
C({},
  T("compare take home on 120k in Florida and New York", "compare_states",
    figs=[money(th(120000, US("FL"))), money(th(120000, US("NY")))]),
  T("and California?", "compare_states", figs=[money(th(120000, US("CA")))]))
C({},
  T("I'm 38, married, 2 kids, earn 140k", "facts",
    ch={"age": "38", "maritalStatus": "married", "dependents": "2", "annualIncome": "140000"}),
  T("what do you know about me?", "profile_summary", figs=["$140,000"]))
C({},
  T("how much is the age pension?", "limit:age_pension_rate"),
  T("who actually qualifies for it?", "explain:age_pension"))
C({},
  T("how big a nest egg do I need?", "nest_egg"),
  T("about 6k a month", "nest_egg", ch={"retirementSpending": "6000"}, figs=["$1,800,000"]))
C(US("CA"),
  T("I make 140k and I'm getting a 25k bonus, how much will I actually get after tax?", "bonus_after_tax",
    ch={"annualIncome": "140000"}, figs=[money(th(165000, US("CA")) - th(140000, US("CA")))]),
  T("what if the bonus was 15k?", "bonus_after_tax", figs=[money(th(155000, US("CA")) - th(140000, US("CA")))]))
C({},
  T("how much tax on 75k?", "tax", figs=[money(th(75000))]),
  T("what about in 2024-25?", "tax", figs=[money(th(75000, year="2024-25"))], has=["2024-25"]))
C({},
  T("i want 10k for a holiday in 2 years, how much a week do i need to save?", "savings_target",
    figs=[nd(10000, .07, 2, 52)]),
  T("assume 4.5% in a high interest account", "savings_target", figs=[nd(10000, .045, 2, 52)]))
C({},
  T("if i made 200k in washington state what's my take home?", "tax", figs=[money(th(200000, US("WA")))]),
  T("and in oregon?", "tax", figs=[money(th(200000, US("OR")))]))
C({"annualIncome": "88000", "monthlyExpenses": "3500"},
  T("how much am i saving a month", "savings_rate", figs=[money(tax(88000)["takeHomePerPeriod"]["monthly"] - 3500)]),
  T("I got a raise to 96k", "facts", ch={"annualIncome": "96000"},
    figs=[money(tax(96000)["takeHomePerPeriod"]["monthly"] - 3500)]))
C({},
  T("should I consolidate my credit card and car loan?", "topic:debt-consolidation"),
  T("how long to pay off 14k at 18% if i pay 600 a month?", "loan_payoff_time", figs=[po(14000, .18, 600)]))


def main():
    with open(os.path.join(HERE, "questions.jsonl"), "w", encoding="utf-8") as f:
        for q in QUESTIONS:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "conversations.jsonl"), "w", encoding="utf-8") as f:
        for c in CONVS:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    print("questions:", len(QUESTIONS), "conversations:", len(CONVS))


if __name__ == "__main__":
    main()
