#!/usr/bin/env python3
"""Generate questions.jsonl and conversations.jsonl for the Penny advisor test set.

All figures are computed here, independently, from the conventions in BRIEF.md.
Tax figures come from the Penny tax engine CLI (bin/penny tax), the only Penny
program used.  Loan / savings maths is done here.
"""
import json
import math
import os
import subprocess
from decimal import Decimal, ROUND_HALF_UP, ROUND_CEILING

HERE = os.path.dirname(os.path.abspath(__file__))
PENNY = os.path.join(HERE, "bin", "penny")

# ---------------------------------------------------------------- helpers
D = Decimal


def r2(x):
    return D(str(x)).quantize(D("0.01"), rounding=ROUND_HALF_UP)


def money(x, cents=False):
    x = D(str(x))
    if cents:
        v = x.quantize(D("0.01"), rounding=ROUND_HALF_UP)
        s = f"{v:,.2f}"
    else:
        v = x.quantize(D("1"), rounding=ROUND_HALF_UP)
        s = f"{int(v):,}"
    if s.startswith("-"):
        return "-$" + s[1:]
    return "$" + s


_tax_cache = {}


def tax(income, country="australia", state=None, year=None, **kw):
    """Run the Penny tax engine; returns the parsed JSON."""
    args = [PENNY, "tax", "--country", country, "--income", str(income)]
    if state:
        args += ["--state", state]
    if year:
        args += ["--tax-year", year]
    flags = {
        "filing_status": "--filing-status",
        "dependents": "--dependents",
        "marital_status": "--marital-status",
        "household_income": "--household-income",
        "age": "--age",
        "help_debt": "--help-debt",
        "salary_sacrifice": "--salary-sacrifice",
        "pre_tax": "--pre-tax-retirement",
    }
    for k, v in kw.items():
        if k == "no_phc":
            if v:
                args.append("--no-private-hospital-cover")
            continue
        if v is None:
            continue
        args += [flags[k], str(v)]
    key = tuple(args)
    if key not in _tax_cache:
        out = subprocess.run(args, capture_output=True, text=True, check=True).stdout
        _tax_cache[key] = json.loads(out)
    return _tax_cache[key]


def tax_p(p, income=None, **over):
    """Tax on a profile (optionally overriding income / other inputs)."""
    kw = {}
    country = p.get("country", "australia")
    if income is None:
        income = p["annualIncome"]
    state = p.get("state")
    if country == "australia":
        state = None  # AU state does not change tax
    if "maritalStatus" in p:
        kw["marital_status"] = p["maritalStatus"]
    if "dependents" in p:
        kw["dependents"] = p["dependents"]
    if "age" in p:
        kw["age"] = p["age"]
    if country == "australia" and "helpDebt" in p:
        kw["help_debt"] = p["helpDebt"]
    if p.get("privateHospitalCover") == "false":
        kw["no_phc"] = True
    if country == "australia" and "salarySacrifice" in p:
        kw["salary_sacrifice"] = p["salarySacrifice"]
    if country == "us" and "preTaxRetirement" in p:
        kw["pre_tax"] = p["preTaxRetirement"]
    kw.update(over)
    st = kw.pop("state", state)
    yr = kw.pop("year", None)
    return tax(income, country=country, state=st, year=yr, **kw)


def th(income, **kw):
    return tax(income, **kw)["takeHome"]


def total_tax(t):
    return D(str(t["federalTax"])) + D(str(t["stateTax"])) + D(str(t["ficaTax"])) + D(
        str(t.get("helpRepayment", 0) or 0))


# ---------------------------------------------------------------- loans
PER = {"monthly": 12, "fortnightly": 26, "weekly": 52}


def repayment(P, rate, years, freq="monthly"):
    n = PER[freq] * years
    r = D(str(rate)) / PER[freq]
    P = D(str(P))
    pmt = P * r / (1 - (1 + r) ** (-n))
    return r2(pmt), n


def total_interest_formula(P, rate, years, freq="monthly"):
    pmt, n = repayment(P, rate, years, freq)
    return pmt * n - D(str(P))


def simulate(P, rate, per_year, payment, last_clears_at=None):
    """Simulate period by period; returns (periods, total interest)."""
    bal = D(str(P))
    r = D(str(rate)) / per_year
    payment = D(str(payment))
    k = 0
    tot = D(0)
    while bal > 0:
        k += 1
        i = r2(bal * r)
        tot += i
        if (last_clears_at is not None and k == last_clears_at) or bal + i <= payment:
            bal = D(0)
        else:
            bal = bal + i - payment
        if k > 10000:
            raise RuntimeError("never pays off")
    return k, tot


def extra_saving(P, rate, years, extra, freq="monthly"):
    pmt, n = repayment(P, rate, years, freq)
    k0, i0 = simulate(P, rate, PER[freq], pmt, last_clears_at=n)
    k1, i1 = simulate(P, rate, PER[freq], pmt + D(str(extra)))
    return i0 - i1, k0 - k1, pmt


def payoff(P, rate, payment, freq="monthly"):
    return simulate(P, rate, PER[freq], payment)


# ---------------------------------------------------------------- savings
def fv(pv, contrib, rate, years, per_year=12):
    r = rate / per_year
    n = int(round(years * per_year))
    g = (1 + r) ** n
    return pv * g + (contrib * (g - 1) / r if contrib else 0)


def needed(target, pv, rate, years, per_year=12):
    r = D(str(rate)) / per_year
    n = int(round(years * per_year))
    g = (1 + r) ** n
    c = (D(str(target)) - D(str(pv)) * g) * r / (g - 1)
    return c.quantize(D("0.01"), rounding=ROUND_CEILING)


def todays(nominal, years, infl=0.025):
    return nominal / (1 + infl) ** years


# ---------------------------------------------------------------- records
Q = []


def q(m, intent, ch=None, figs=None, has=None, p=None):
    Q.append({"m": m, "p": p or {}, "intent": intent, "ch": ch or {},
              "figs": figs or [], "has": has or []})


US = {"country": "us"}


def us(**kw):
    d = {"country": "us"}
    d.update({k: str(v) for k, v in kw.items()})
    return d


def au(**kw):
    return {k: str(v) for k, v in kw.items()}


# ================================================================ QUESTIONS
# ---- tax
q("how much tax do i pay on 85k", "tax", figs=[money(th(85000))])
q("I'm on 120k, what's my take home pay?", "tax", {"annualIncome": "120000"},
  [money(th(120000))])
q("whats the tax on $62,500 a year in australia", "tax", figs=[money(th(62500))])
q("I earn $1,850 a week before tax. How much do I actually take home?", "tax",
  {"annualIncome": "96200"}, [money(th(96200))])
q("I'm a nurse on $42.50 an hour, what do I take home after tax?", "tax",
  {"annualIncome": "83980"}, [money(th(83980))])
q("what would my take home be if I earned 150k", "tax", {}, [money(th(150000))],
  p=au(annualIncome=110000))
q("How much tax will I pay this year?", "tax", {}, [money(th(78000))], p=au(annualIncome=78000))
p = au(annualIncome=88000)
q("I've still got about 25k HECS, how much will they take out of my pay for it?", "tax",
  {"helpDebt": "25000"}, [money(tax(88000, help_debt=25000)["helpRepayment"])], p=p)
q("how much would I take home on 95k", "tax", {},
  [money(th(95000, country="us", state="TX"))], p=us(state="TX"))
q("I make 72k in Ohio, how much do I take home after taxes?", "tax",
  {"annualIncome": "72000", "state": "OH"}, [money(th(72000, country="us", state="OH"))], p=us())
q("how much federal tax on 60000 single filer", "tax", {},
  [money(tax(60000, country="us")["federalTax"])], p=us())
q("Whats the take-home on $250k in New York for a single person?", "tax", {},
  [money(th(250000, country="us", state="NY"))], p=us())
q("How much tax on $45k part time?", "tax", figs=[money(th(45000))])
q("tax on 200k last financial year?", "tax", figs=[money(th(200000, year="2025-26"))],
  has=["2025-26"])
q("I earn 7,500 a month, how much tax is that", "tax", {"annualIncome": "90000"},
  [money(th(90000))])
q("I make $28/hr full time, what's that after tax", "tax", {"annualIncome": "58240"},
  [money(th(58240, country="us", state="FL"))], p=us(state="FL"))
q("im 19 and earn like 30k from my casual job, do i even pay tax", "tax",
  {"age": "19", "annualIncome": "30000"}, [money(th(30000, age=19))])
q("fortnightly take home on 105,000?", "tax",
  figs=[money(tax(105000)["takeHomePerPeriod"]["fortnightly"], cents=True)])
p = us(state="CA", maritalStatus="married", dependents=2, annualIncome=140000)
q("what's my take home pay", "tax", {}, [money(tax_p(p)["takeHome"])], p=p)
q("What's the tax on a 65k salary in Victoria?", "tax", figs=[money(th(65000))])
p = au(annualIncome=135000, helpDebt=40000)
q("whats my take-home after tax and hecs", "tax", {}, [money(tax_p(p)["takeHome"])], p=p)
q("take home pay on 52k in texas??", "tax", {}, [money(th(52000, country="us", state="TX"))],
  p=us())
q("if I went full time at $38 an hour what would I clear per year?", "tax", {},
  [money(th(38 * 38 * 52))])
q("Im 70 and still working part time, earning about 40k. How much tax do I pay?", "tax",
  {"age": "70", "annualIncome": "40000"}, [money(th(40000, age=70))])

# ---- facts
q("I'm 34 and earn 85k", "facts", {"age": "34", "annualIncome": "85000"})
q("we owe 550k on the mortgage", "facts", {"mortgageBalance": "550000"})
q("I've got about 25k HECS", "facts", {"helpDebt": "25000"})
q("rent is $520 a week", "facts", {"rentOrMortgage": "2253.33"})
q("my super balance is 148k", "facts", {"superBalance": "148000"})
q("married, 2 kids, we're in QLD", "facts",
  {"maritalStatus": "married", "dependents": "2", "state": "QLD"})
q("I have 12k in my emergency fund", "facts",
  {"emergencyFund": "12000", "emergencyFundCurrent": "12000"})
q("I live in Texas and make 95k a year", "facts", {"state": "TX", "annualIncome": "95000"}, p=us())
q("spend roughly 3,800 a month all up", "facts", {"monthlyExpenses": "3800"})
q("I have around $40k in savings and another 15k in ETFs", "facts",
  {"currentSavings": "40000", "investmentAccounts": "15000"})
q("car loan of 18k and about 4k on credit cards", "facts", {"debts": "22000"})
q("my 401k has about 210k in it", "facts", {"superBalance": "210000"}, p=us())
q("my employer matches 4%", "facts", {"employerMatch": "0.04"}, p=us())
q("I don't have private health insurance", "facts", {"privateHospitalCover": "false"})
q("planning to retire at 60", "facts", {"retirementAge": "60"})
q("our house is worth about 900k", "facts", {"propertyValue": "900000"})
q("I salary sacrifice 10k a year into super", "facts", {"salarySacrifice": "10000"})
q("single, no kids", "facts", {"maritalStatus": "single", "dependents": "0"})
q("I'm 41, married, wife is 39", "facts", {"age": "41", "maritalStatus": "married", "spouseAge": "39"})

# ---- loan_repayment
pm, _ = repayment(500000, 0.06, 30)
q("repayments on a 500k loan at 6% over 30 years?", "loan_repayment", figs=[money(pm, True)])
q("what are the monthly repayments on $650,000 at 5.89% over 30 yrs", "loan_repayment",
  figs=[money(repayment(650000, 0.0589, 30)[0], True)])
q("fortnightly repayments on 420k, 6.2%, 25 years", "loan_repayment",
  figs=[money(repayment(420000, 0.062, 25, "fortnightly")[0], True)])
q("if I borrow 35k for a car at 8.5% over 5 years whats the monthly payment", "loan_repayment",
  figs=[money(repayment(35000, 0.085, 5)[0], True)])
q("weekly repayment on a 300k home loan at 5.5% for 30 years", "loan_repayment",
  figs=[money(repayment(300000, 0.055, 30, "weekly")[0], True)])
q("interest only repayments on 600k at 6.1%?", "loan_repayment",
  figs=[money(r2(D(600000) * D("0.061") / 12), True)])
q("monthly payment on a $400k mortgage at 6.75% for 30 years", "loan_repayment",
  figs=[money(repayment(400000, 0.0675, 30)[0], True)], p=us())
q("15 or 30 years on a $350k mortgage at 6.5%, what's the difference in payments?",
  "loan_repayment", figs=[money(repayment(350000, 0.065, 15)[0], True),
                          money(repayment(350000, 0.065, 30)[0], True)], p=us())
q("how much interest would I pay in total on a 480k loan over 30 years at 6%", "loan_repayment",
  figs=[money(total_interest_formula(480000, 0.06, 30), True)])
q("Whats the repayment on 25k personal loan 11.9% 3 years", "loan_repayment",
  figs=[money(repayment(25000, 0.119, 3)[0], True)])
q("we're looking at borrowing 720k at 5.74% for 30 years, monthly repayments?", "loan_repayment",
  figs=[money(repayment(720000, 0.0574, 30)[0], True)])
q("how much would repayments be on a 550 k loan 30 yr at 6.09 percent", "loan_repayment",
  figs=[money(repayment(550000, 0.0609, 30)[0], True)])

# ---- loan_extra_repayment
q("If I pay an extra $500 a month on my 500k mortgage at 6% over 30 years how much interest do I save?",
  "loan_extra_repayment", figs=[money(extra_saving(500000, 0.06, 30, 500)[0])])
q("how much quicker would I pay off a 400k loan at 5.8% 30yrs if i put an extra 200 a fortnight in",
  "loan_extra_repayment")
q("extra $1000/month on a 600k mortgage at 6.2% over 25 years - what does that save?",
  "loan_extra_repayment", figs=[money(extra_saving(600000, 0.062, 25, 1000)[0])])
q("I've got 380k left on the mortgage at 6.1% with 22 years to go, what if I chuck an extra 300 a month at it?",
  "loan_extra_repayment", {"mortgageBalance": "380000"},
  [money(extra_saving(380000, 0.061, 22, 300)[0])])
q("paying an extra $250 a month on a 300k 30-year at 7%, how much interest does that save?",
  "loan_extra_repayment", figs=[money(extra_saving(300000, 0.07, 30, 250)[0])], p=us())

# ---- loan_payoff_time (figure: total interest over the simulated payoff)
q("how long to pay off 12k on a card at 20% if I pay 400 a month", "loan_payoff_time",
  figs=[money(payoff(12000, 0.20, 400)[1])])
q("if i pay $3,000 a month on a 450k mortgage at 6% how long until its paid off",
  "loan_payoff_time", figs=[money(payoff(450000, 0.06, 3000)[1])])
q("car loan 22,000 at 9%, paying $600 a month, when will it be done", "loan_payoff_time",
  figs=[money(payoff(22000, 0.09, 600)[1])])
q("how long to pay off $28k in student loans at 6.5% paying $350/month", "loan_payoff_time",
  figs=[money(payoff(28000, 0.065, 350)[1])], p=us())
q("I owe 8,500 on my credit card at 21%. If I pay $250 a month how long will it take?",
  "loan_payoff_time", {"debts": "8500"}, [money(payoff(8500, 0.21, 250)[1])])

# ---- savings_growth
q("if I put 500 a month into savings at 5% for 10 years how much will I have?", "savings_growth",
  figs=[money(fv(0, 500, 0.05, 10))])
q("what will 20k grow to in 15 years at 7%", "savings_growth", figs=[money(fv(20000, 0, 0.07, 15))])
q("I have 10k and will add 200 a week at 4.5%, how much in 5 years", "savings_growth",
  {"currentSavings": "10000"}, [money(fv(10000, 200, 0.045, 5, 52))])
q("how much would $300 a fortnight be worth after 8 years", "savings_growth",
  figs=[money(fv(0, 300, 0.07, 8, 26))])
q("If I invest $6,000 a year in a Roth for 30 years at 8%, what will it be worth?", "savings_growth",
  figs=[money(fv(0, 6000, 0.08, 30, 1))], p=us())
q("50k lump sum in an index fund for 20 years, what's it worth at 6.5%", "savings_growth",
  figs=[money(fv(50000, 0, 0.065, 20))])
q("what will my savings be worth in 10 years", "savings_growth",
  figs=[money(fv(25000, 0, 0.07, 10))], p=au(currentSavings=25000))

# ---- savings_target
q("how much do I need to save each month to have 100k in 5 years?", "savings_target",
  figs=[money(needed(100000, 0, 0.07, 5), True)])
q("I want a 120k house deposit in 4 years, I've got 30k saved. how much a month at 4.5%?",
  "savings_target", {"currentSavings": "30000"}, [money(needed(120000, 30000, 0.045, 4), True)])
q("how much per week to get 10k in 2 years at 5%", "savings_target",
  figs=[money(needed(10000, 0, 0.05, 2, 52), True)])
q("need $50k in 3 years for a wedding, how much do I need to put away monthly at 4%",
  "savings_target", figs=[money(needed(50000, 0, 0.04, 3), True)])
q("how much should I save a month to have $1 million in 30 years at 8%?", "savings_target",
  figs=[money(needed(1000000, 0, 0.08, 30), True)], p=us())
q("how much a fortnight do i need to save for 25k in 18 months", "savings_target",
  figs=[money(needed(25000, 0, 0.07, 1.5, 26), True)])
q("I want $50k by 2030, how much should I be putting away each month?", "savings_target")

# ---- savings_time_to_target (time not a money figure -> figs empty)
q("how long will it take to save 60k if I put away 1,500 a month?", "savings_time_to_target")
q("saving 400 a fortnight, when will I hit 20k at 5%", "savings_time_to_target")
q("how many years till I reach 1 million if I invest 2k a month at 7%", "savings_time_to_target",
  p=us())
q("I've got 15k saved and can put away 800/month. How long until I have a 100k deposit?",
  "savings_time_to_target", {"currentSavings": "15000"})

# ---- nest_egg
q("how much do I need to retire on 60k a year", "nest_egg", figs=[money(60000 / 0.04)])
q("what size nest egg for $80,000 a year using the 4% rule?", "nest_egg",
  figs=[money(80000 / 0.04)], p=us())
q("how big a pot do I need to draw 5k a month in retirement", "nest_egg",
  figs=[money(60000 / 0.04)])
q("How much would I need saved to live on 70k a year in retirement?", "nest_egg",
  figs=[money(D(70000) / D("0.035"))], p=au(retirementWithdrawalRate="0.035"))
q("nest egg for 50k a year at a 3.5% withdrawal rate", "nest_egg",
  figs=[money(D(50000) / D("0.035"))])

# ---- todays_dollars
q("what's 1 million in 30 years worth in today's money", "todays_dollars",
  figs=[money(todays(1000000, 30))])
q("in today's dollars, what's $500k in 20 years at 3% inflation", "todays_dollars",
  figs=[money(todays(500000, 20, 0.03))], p=us())
q("if I have 2 million when I retire in 25 years what's that in today's dollars?", "todays_dollars",
  figs=[money(todays(2000000, 25, 0.03))], p=au(inflationRate="0.03"))

# ---- bonus / raise
q("I'm getting a 10k bonus, how much will I actually get after tax?", "bonus_after_tax", {},
  [money(D(str(th(105000))) - D(str(th(95000))))], p=au(annualIncome=95000))
q("I earn 130k, what's a 15k bonus worth after tax?", "bonus_after_tax", {"annualIncome": "130000"},
  [money(D(str(th(145000))) - D(str(th(130000))))])
q("if I get a raise from 80k to 90k how much more do I take home?", "raise_after_tax", {},
  [money(D(str(th(90000))) - D(str(th(80000))))])
p = us(state="CA", annualIncome=110000)
q("what's a $5,000 raise worth after taxes", "raise_after_tax", {},
  [money(D(str(th(115000, country="us", state="CA"))) - D(str(th(110000, country="us", state="CA"))))],
  p=p)
q("what would a 5% raise be worth after tax", "raise_after_tax", {},
  [money(D(str(th(105000))) - D(str(th(100000))))], p=au(annualIncome=100000))

# ---- couple_take_home
q("I earn 85k and my partner earns 60k, what's our combined take-home?", "couple_take_home",
  {"annualIncome": "85000"}, [money(D(str(th(85000))) + D(str(th(60000))))])
q("combined take home for a couple on 110k and 45k?", "couple_take_home",
  figs=[money(D(str(th(110000))) + D(str(th(45000))))])
q("what do we take home together, me on 70k and my partner on 95k", "couple_take_home",
  {"annualIncome": "70000"}, [money(D(str(th(70000))) + D(str(th(95000))))])


# ---- surcharge_cost
def mls(income, year=None):
    t = tax(income, no_phc=True, year=year)
    return sum(x["amount"] for x in t["breakdown"] if x["label"] == "Medicare levy surcharge")


q("I earn 120k and don't have private health, what will the surcharge cost me?", "surcharge_cost",
  {"annualIncome": "120000", "privateHospitalCover": "false"}, [money(mls(120000))])
q("on 105k is it worth getting hospital cover to avoid the medicare levy surcharge?",
  "surcharge_cost", figs=[money(mls(105000))])
q("how much is the MLS on 160k for a single?", "surcharge_cost", figs=[money(mls(160000))])

# ---- compare_states
q("california or texas on 150k, which takes home more?", "compare_states",
  figs=[money(th(150000, country="us", state="CA")), money(th(150000, country="us", state="TX"))],
  p=us())
q("compare take home on 90k in new york vs florida vs washington", "compare_states",
  figs=[money(th(90000, country="us", state=s)) for s in ("NY", "FL", "WA")], p=us())
p = us(annualIncome=120000, state="IL")
q("would i pay less tax in tennessee?", "compare_states",
  figs=[money(th(120000, country="us", state="IL")), money(th(120000, country="us", state="TN"))],
  p=p)


# ---- compare_years
def ydiff(income, a, b, country="australia", **kw):
    return abs(D(str(th(income, country=country, year=a, **kw))) - D(str(th(income, country=country, year=b, **kw))))


q("how much less tax on 85k this year compared to last year", "compare_years",
  figs=[money(ydiff(85000, "2025-26", "2026-27"))])
q("how does my 2026 tax compare with 2025?", "compare_years",
  figs=[money(ydiff(95000, "2025", "2026", country="us"))], p=us(annualIncome=95000))
q("tax on 130k in 2024-25 vs 2026-27", "compare_years",
  figs=[money(ydiff(130000, "2024-25", "2026-27"))])


# ---- pretax_saving
def ss_saving(income, amt, **kw):
    a = tax(income, **kw)
    b = tax(income, salary_sacrifice=amt, **kw)
    return total_tax(a) - total_tax(b)


def k401_saving(income, amt, state=None):
    a = tax(income, country="us", state=state)
    b = tax(income, country="us", state=state, pre_tax=amt)
    return total_tax(a) - total_tax(b)


q("how much tax would I save if I salary sacrifice 10k into super?", "pretax_saving", {},
  [money(ss_saving(110000, 10000))], p=au(annualIncome=110000))
q("salary sacrifice 5k or 10k on 95k, which saves more tax?", "pretax_saving",
  figs=[money(ss_saving(95000, 5000)), money(ss_saving(95000, 10000))])
q("how much tax do I save by putting 10k pre-tax in my 401k", "pretax_saving", {},
  [money(k401_saving(100000, 10000, "NY"))], p=us(state="NY", annualIncome=100000))
q("I'm on 150k, what's the tax saving if I sacrifice $10,000?", "pretax_saving",
  {"annualIncome": "150000"}, [money(ss_saving(150000, 10000))])

# ---- contribution_what_if (projection assumptions not fixed by the conventions -> no figs)
q("what will my super be worth if I add an extra $200 a month?", "contribution_what_if",
  p=au(age=40, superBalance=120000, annualIncome=100000))
q("if I bump my 401k by another 5k a year what would it be at 65?", "contribution_what_if",
  p=us(age=35, superBalance=80000, annualIncome=90000))
q("how much extra would I have at retirement if I put an extra 50 a week into super",
  "contribution_what_if", p=au(age=30, superBalance=45000, annualIncome=72000))

# ---- retirement
q("am I on track to retire at 60?", "retirement",
  p=au(age=45, superBalance=300000, annualIncome=120000))
q("can i retire at 55?", "retirement", p=au(age=49, superBalance=650000, annualIncome=140000))
q("how long will 1.2 million last if I spend 70k a year", "retirement")
q("retire at 60 or 65, which works better for me?", "retirement",
  p=au(age=50, superBalance=500000, annualIncome=130000))
q("I'm 52 with 600k in my 401k, will I be ok retiring at 62?", "retirement",
  {"age": "52", "superBalance": "600000"}, p=us())

# ---- limits
q("what's the 401k limit for 2026", "limit:401k_limit", figs=["$24,500"], p=us())
q("how much can i put in an IRA this year", "limit:ira_limit", figs=["$7,500"], p=us())
q("HSA contribution limit family 2026?", "limit:hsa_limit", figs=["$8,750"], p=us())
q("what's the standard deduction for single filers", "limit:standard_deduction",
  figs=["$16,100"], p=us())
q("whats the child tax credit worth per kid", "limit:child_tax_credit", figs=["$2,200"], p=us())
q("social security wage base 2026?", "limit:social_security_wage_base", figs=["$184,500"], p=us())
q("what's the FICA rate", "limit:fica", has=["7.65%"], p=us())
q("whats the tax free threshold", "limit:tax_free_threshold", figs=["$18,200"])
q("how much is the medicare levy", "limit:medicare_levy", has=["2%"])
q("what are the MLS thresholds for singles", "limit:surcharge_thresholds", figs=["$101,000"])
q("What's the concessional cap?", "limit:concessional_cap")
q("non concessional contributions cap 2025-26", "limit:non_concessional_cap", figs=["$120,000"])
q("what's the super guarantee rate now", "limit:super_guarantee_rate", has=["12%"])
q("what are the tax brackets in australia", "limit:tax_brackets", has=["15%", "30%"])
q("what's the top marginal tax rate in california", "limit:tax_brackets", p=us())
q("what tax bracket is 95k in?", "limit:tax_brackets", has=["30%"])
q("what's the age pension rate for a couple", "limit:age_pension_rate")
q("HELP repayment thresholds 2026-27?", "limit:help_repayment_thresholds", figs=["$67,000"])
q("texas state income tax rate?", "limit:tax_brackets", p=us())
q("I'm 55, how much can I put in my 401(k) this year?", "limit:401k_limit",
  {"age": "55"}, figs=["$32,500"], p=us())

# ---- explainers
q("how do franking credits work", "explain:franking_credits")
q("can someone explain negative gearing like im 5", "explain:negative_gearing")
q("do i pay tax when i sell shares?", "explain:capital_gains_tax")
q("roth or traditional 401k, which is better?", "explain:roth_vs_traditional", p=us())
q("what's an IRA", "explain:ira", p=us())
q("how does a 401(k) actually work", "explain:401k", p=us())
q("what is an HSA and is it worth it", "explain:hsa", p=us())
q("when should I start claiming social security", "explain:social_security_ages", p=us())
q("when do i become eligible for medicare in the us", "explain:us_medicare", p=us())
q("what even is super", "explain:super")
q("does my HECS debt grow with inflation?", "explain:help_debt")
q("how does the age pension work?", "explain:age_pension")
q("any government schemes for first home buyers?", "explain:first_home_schemes")
q("offset account vs redraw, what's the difference", "explain:offset_vs_redraw")
q("are index funds better than managed funds? what fees should I expect", "explain:index_funds_and_fees")
q("do I need life insurance?", "explain:life_insurance")
q("should I put extra money into the mortgage or into super?", "explain:extra_repayments_vs_super")
q("how much should I have saved by 35?", "explain:savings_by_age")
q("whats capital gains tax on an investment property", "explain:capital_gains_tax")
q("explain franking credits pls", "explain:franking_credits")

# ---- own figures
p = au(currentSavings=30000, propertyValue=750000, superBalance=120000, mortgageBalance=480000, debts=15000)
q("what's my net worth?", "net_worth", figs=[money(30000 + 750000 + 120000 - 480000 - 15000)], p=p)
q("I've got 50k savings, 200k in super and a 20k car loan, what's my net worth", "net_worth",
  {"currentSavings": "50000", "superBalance": "200000", "debts": "20000"}, [money(50000 + 200000 - 20000)])
q("whats my net worth", "net_worth")
p = us(currentSavings=18000, superBalance=95000, investmentAccounts=40000, debts=32000)
q("net worth?", "net_worth", figs=[money(18000 + 95000 + 40000 - 32000)], p=p)
q("how much equity do i have", "equity", figs=[money(820000 - 515000)],
  p=au(propertyValue=820000, mortgageBalance=515000))
q("our place is worth 1.1m and we owe 640k, how much equity is that?", "equity",
  {"propertyValue": "1100000", "mortgageBalance": "640000"}, [money(1100000 - 640000)])
q("how much home equity have I got", "equity", figs=[money(450000 - 310000)],
  p=us(propertyValue=450000, mortgageBalance=310000))


def monthly_savings(p, exp=None):
    t = tax_p(p)
    m = D(str(t["takeHomePerPeriod"]["monthly"]))
    return m - D(str(exp if exp is not None else p["monthlyExpenses"]))


p = au(annualIncome=85000, monthlyExpenses=4000)
q("how much am I saving each month?", "savings_rate", figs=[money(monthly_savings(p))], p=p)
q("I take home 5,200 a month and spend about 3,900, what's my savings rate?", "savings_rate",
  {"monthlyExpenses": "3900"}, ["$1,300"], p=au(annualIncome=80000))
p = au(annualIncome=120000, monthlyExpenses=5500)
q("what's my savings rate", "savings_rate", figs=[money(monthly_savings(p))], p=p)
p = us(state="WA", annualIncome=100000, monthlyExpenses=4500)
q("how much do i save a year", "savings_rate",
  figs=[money(D(str(tax_p(p)["takeHome"])) - 4500 * 12)], p=p)
q("how much super should my employer be paying me?", "employer_contributions",
  figs=[money(95000 * 0.12)], p=au(annualIncome=95000))
q("I'm on 100k, how much super should my employer be putting in?", "employer_contributions",
  {"annualIncome": "100000"}, ["$12,000"])
q("how much is my employer 401k match worth", "employer_contributions", figs=["$4,500"],
  p=us(annualIncome=90000, employerMatch="0.05"))
q("I make 120k and my company matches 6%, how much free money is that a year?",
  "employer_contributions", {"annualIncome": "120000", "employerMatch": "0.06"}, ["$7,200"], p=us())
q("how many months would my emergency fund last", "emergency_cover",
  p=au(emergencyFund=15000, emergencyFundCurrent=15000, monthlyExpenses=3000))
q("I have 9k in an emergency fund and spend 3k a month, how many months does that cover?",
  "emergency_cover", {"emergencyFund": "9000", "emergencyFundCurrent": "9000", "monthlyExpenses": "3000"})
q("how long would my emergency fund cover me", "emergency_cover", p=au(monthlyExpenses=4000))
q("what's my debt to income ratio", "debt_to_income",
  p=au(annualIncome=100000, mortgageBalance=450000, debts=20000))
q("I earn 75k and owe 30k on a car plus 5k on cards, is my debt to income ok?", "debt_to_income",
  {"annualIncome": "75000", "debts": "35000"})
q("debt-to-income?", "debt_to_income", p=us(annualIncome=85000, mortgageBalance=260000, debts=14000))
q("how many years until I can retire", "years_to_retirement", has=["27 years"], p=au(age=38))
q("I'm 29, how long till retirement?", "years_to_retirement", {"age": "29"}, has=["36 years"])
q("how many years have I got left till retirement", "years_to_retirement", has=["10 years"],
  p=au(age=50, retirementAge=60))

# ---- general advice
q("how big should my emergency fund be", "emergency_fund")
q("how much should i keep aside for emergencies?", "emergency_fund")
q("how do I make a budget that actually works", "budget")
q("is the 50/30/20 rule any good?", "budget")
q("should I pay off my credit card or save first?", "debt")
q("whats the best way to get out of debt", "debt")
q("how much deposit do I need to buy a house?", "home_buying")
q("tips for buying my first home?", "home_buying")
q("is salary sacrificing worth it?", "salary_sacrifice")
q("what retirement accounts should I be using?", "retirement_accounts", p=us())
q("should i be putting more into retirement accounts or is that dumb at 25", "retirement_accounts",
  p=us())

# ---- library topics
q("should I lease or buy my next car", "topic:lease-vs-buy-car")
q("how do I set up a family trust", "topic:family-trust-setup")
q("is an investment property better than shares?", "topic:investment-property-vs-shares")
q("should I consolidate my credit cards and personal loan into one loan", "topic:debt-consolidation")
q("what are some tax effective ways to invest", "topic:tax-effective-investing")
q("what salary sacrifice strategies are there apart from super?", "topic:salary-sacrifice-strategies")
q("how do concessional super contributions work?", "topic:concessional-super-contributions")

# ---- misc
q("what do you know about me?", "profile_summary", p=au(age=33, annualIncome=70000))
q("what info have you got saved on me", "profile_summary")
q("hi", "greeting")
q("g'day mate", "greeting")
q("hello there!", "greeting")
q("thanks heaps!", "thanks")
q("cheers that's really helpful", "thanks")
q("what can you do?", "help")
q("what sort of stuff can you help with", "help")
q("what's the weather in melbourne tomorrow", "unknown")
q("can you book me a flight to bali", "unknown")
q("who won the footy on the weekend", "unknown")

# ---- compound
q("what's the tax on 90k and how long would it take to save 50k at 1,000 a month?",
  "tax+savings_time_to_target", figs=[money(th(90000))])
q("what's the 401k limit and the IRA limit for 2026?", "limit:401k_limit+limit:ira_limit",
  figs=["$24,500", "$7,500"], p=us())
p = au(propertyValue=700000, mortgageBalance=400000, currentSavings=25000, superBalance=90000)
q("whats my net worth and how much equity do i have", "net_worth+equity",
  figs=[money(700000 + 25000 + 90000 - 400000), money(700000 - 400000)], p=p)
q("repayments on 450k at 6% over 30 years, and how much do I need to retire on 80k a year?",
  "loan_repayment+nest_egg", figs=[money(repayment(450000, 0.06, 30)[0], True), money(80000 / 0.04)])

# ================================================================ CONVERSATIONS
C = []


def t(m, intent, ch=None, figs=None, has=None):
    return {"m": m, "intent": intent, "ch": ch or {}, "figs": figs or [], "has": has or []}


def conv(p, *turns):
    C.append({"id": f"c{len(C) + 1:02d}", "p": p or {}, "turns": list(turns)})


R = lambda *a: money(repayment(*a)[0], True)

conv({}, t("repayments on a 500k loan at 6% over 30 years?", "loan_repayment", figs=[R(500000, 0.06, 30)]),
     t("what about over 25 years?", "loan_repayment", figs=[R(500000, 0.06, 25)]),
     t("fortnightly instead", "loan_repayment", figs=[R(500000, 0.06, 25, "fortnightly")]))
conv({}, t("tax on 85k?", "tax", figs=[money(th(85000))]),
     t("and 95k?", "tax", figs=[money(th(95000))]))
conv(au(annualIncome=90000),
     t("if I earned 120k what would I take home?", "tax", figs=[money(th(120000))]),
     t("and in Victoria?", "tax", figs=[money(th(120000))]),
     t("I actually earn 95k", "facts", {"annualIncome": "95000"}, [money(th(95000))]))
conv(us(), t("what's an IRA?", "explain:ira"),
     t("how much can I put in one this year?", "limit:ira_limit", figs=["$7,500"]))
conv({}, t("how much super should my boss be paying me", "employer_contributions"),
     t("about 88k", "employer_contributions", {"annualIncome": "88000"}, [money(88000 * 0.12)]))
conv({}, t("how many years till I retire?", "years_to_retirement"),
     t("I'm 41", "years_to_retirement", {"age": "41"}, has=["24 years"]))
conv({}, t("if i save 500 a month at 5% for 10 years what do i end up with?", "savings_growth",
           figs=[money(fv(0, 500, 0.05, 10))]),
     t("and at 8%?", "savings_growth", figs=[money(fv(0, 500, 0.08, 10))]),
     t("what if I add $200 a month", "savings_growth", figs=[money(fv(0, 700, 0.08, 10))]))
conv({}, t("repayments on 600k at 6.5% over 30 years", "loan_repayment", figs=[R(600000, 0.065, 30)]),
     t("I meant 5.5%, not 6.5%", "loan_repayment", figs=[R(600000, 0.055, 30)]))
conv(au(annualIncome=90000), t("How much tax do I pay?", "tax", figs=[money(th(90000))]),
     t("sorry, 95k", "facts", {"annualIncome": "95000"}, [money(th(95000))]))
p = au(annualIncome=100000, monthlyExpenses=3800)
conv(p, t("how much am I saving a month", "savings_rate", figs=[money(monthly_savings(p))]),
     t("my expenses are actually more like 4,200", "facts", {"monthlyExpenses": "4200"},
       [money(monthly_savings(p, 4200))]))
conv(us(), t("what's the take home on 120k in california?", "tax",
             figs=[money(th(120000, country="us", state="CA"))]),
     t("what about texas?", "tax", figs=[money(th(120000, country="us", state="TX"))]))
conv(us(), t("california or texas on 150k?", "compare_states",
             figs=[money(th(150000, country="us", state=s)) for s in ("CA", "TX")]),
     t("same but $200k", "compare_states",
       figs=[money(th(200000, country="us", state=s)) for s in ("CA", "TX")]))
conv({}, t("extra 500 a month on a 500k loan at 6% over 30 years, what does it save?",
           "loan_extra_repayment", figs=[money(extra_saving(500000, 0.06, 30, 500)[0])]),
     t("what about 1000?", "loan_extra_repayment", figs=[money(extra_saving(500000, 0.06, 30, 1000)[0])]))
conv({}, t("how long to pay off 15k at 19% paying 500 a month", "loan_payoff_time",
           figs=[money(payoff(15000, 0.19, 500)[1])]),
     t("and if I pay 800?", "loan_payoff_time", figs=[money(payoff(15000, 0.19, 800)[1])]))
conv({}, t("how much a month to save 80k in 5 years?", "savings_target",
           figs=[money(needed(80000, 0, 0.07, 5), True)]),
     t("what about in 3 years", "savings_target", figs=[money(needed(80000, 0, 0.07, 3), True)]),
     t("and weekly?", "savings_target", figs=[money(needed(80000, 0, 0.07, 3, 52), True)]))
conv({}, t("how much do I need to retire on 70k a year", "nest_egg", figs=[money(70000 / 0.04)]),
     t("what about 90k", "nest_egg", figs=[money(90000 / 0.04)]))
conv(us(), t("what's the 401k limit?", "limit:401k_limit", figs=["$24,500"]),
     t("what about if I'm over 50?", "limit:401k_limit", figs=["$8,000"]))
conv(us(), t("what's an HSA?", "explain:hsa"),
     t("what's the limit for 2026?", "limit:hsa_limit", figs=["$4,400"]))
p2 = au(age=30, annualIncome=95000, monthlyExpenses=4000)
conv({}, t("I'm 30, earn 95k and spend about 4k a month", "facts",
           {"age": "30", "annualIncome": "95000", "monthlyExpenses": "4000"}),
     t("how much am I saving each month?", "savings_rate", figs=[money(monthly_savings(p2))]))
conv({}, t("I have 20k in savings and 150k in super", "facts",
           {"currentSavings": "20000", "superBalance": "150000"}),
     t("and I owe 10k on a car loan. what's my net worth?", "net_worth", {"debts": "10000"},
       [money(20000 + 150000 - 10000)]))
conv({}, t("tax on 70k?", "tax", figs=[money(th(70000))]),
     t("what about last financial year?", "tax", figs=[money(th(70000, year="2025-26"))]))
conv({}, t("I'm on 110k with no private health. what's the surcharge going to cost me?", "surcharge_cost",
           {"annualIncome": "110000", "privateHospitalCover": "false"}, [money(mls(110000))]),
     t("what if I earned 130k", "surcharge_cost", figs=[money(mls(130000))]))
conv(au(annualIncome=90000),
     t("what's a 10k bonus worth after tax", "bonus_after_tax",
       figs=[money(D(str(th(100000))) - D(str(th(90000))))]),
     t("and 20k?", "bonus_after_tax", figs=[money(D(str(th(110000))) - D(str(th(90000))))]))
conv({}, t("I earn 80k. If I got a raise to 95k how much more would I take home?", "raise_after_tax",
           {"annualIncome": "80000"}, [money(D(str(th(95000))) - D(str(th(80000))))]),
     t("what about 100k?", "raise_after_tax", figs=[money(D(str(th(100000))) - D(str(th(80000))))]))
conv(au(annualIncome=120000),
     t("how much tax would I save salary sacrificing 8k?", "pretax_saving",
       figs=[money(ss_saving(120000, 8000))]),
     t("what about 12k?", "pretax_saving", figs=[money(ss_saving(120000, 12000))]))
conv(us(state="CA", annualIncome=130000),
     t("tax saved if I put 15k in my 401k pre-tax?", "pretax_saving",
       figs=[money(k401_saving(130000, 15000, "CA"))]),
     t("and if I max it out?", "pretax_saving", figs=[money(k401_saving(130000, 24500, "CA"))]))
conv({}, t("how much more do I take home this year vs last year on 100k", "compare_years",
           figs=[money(ydiff(100000, "2025-26", "2026-27"))]),
     t("same for 150k", "compare_years", figs=[money(ydiff(150000, "2025-26", "2026-27"))]))
conv({}, t("what is negative gearing", "explain:negative_gearing"),
     t("and capital gains tax?", "explain:capital_gains_tax"))
conv({}, t("what's super?", "explain:super"),
     t("what's the guarantee rate?", "limit:super_guarantee_rate", has=["12%"]),
     t("so how much is that on 75k?", "employer_contributions", figs=["$9,000"]))
conv({}, t("hey", "greeting"), t("what can you do?", "help"))
conv({}, t("hi there", "greeting"),
     t("I'm 45, married with 3 kids", "facts", {"age": "45", "maritalStatus": "married", "dependents": "3"}),
     t("thanks", "thanks"))
conv(au(age=33, annualIncome=70000), t("what do you know about me?", "profile_summary"),
     t("I also have 40k in savings", "facts", {"currentSavings": "40000"}))
conv({}, t("fortnightly repayments on 450k at 6.1% over 30 years", "loan_repayment",
           figs=[R(450000, 0.061, 30, "fortnightly")]),
     t("weekly?", "loan_repayment", figs=[R(450000, 0.061, 30, "weekly")]))
conv({}, t("how much should I have in my emergency fund?", "emergency_fund"),
     t("I spend about 3,500 a month", "facts", {"monthlyExpenses": "3500"}))
conv({}, t("how long will it take to save 50k if I put away 1k a month", "savings_time_to_target"),
     t("what about 1,500?", "savings_time_to_target"))
conv({}, t("interest only on 700k at 6%?", "loan_repayment", figs=[money(r2(D(700000) * D("0.06") / 12), True)]),
     t("and principal and interest over 30 years?", "loan_repayment", figs=[R(700000, 0.06, 30)]))
conv(us(), t("I'm in Florida, making about 85k. What's my take home?", "tax",
             {"state": "FL", "annualIncome": "85000"}, [money(th(85000, country="us", state="FL"))]),
     t("what would it be in New York?", "tax", figs=[money(th(85000, country="us", state="NY"))]))
conv({}, t("what's 1.5 million in 30 years in today's money", "todays_dollars",
           figs=[money(todays(1500000, 30))]),
     t("at 3% inflation?", "todays_dollars", figs=[money(todays(1500000, 30, 0.03))]))
conv({}, t("I've got 25k saved. What will it grow to in 10 years at 6%?", "savings_growth",
           {"currentSavings": "25000"}, [money(fv(25000, 0, 0.06, 10))]),
     t("and if I add 300 a month?", "savings_growth", figs=[money(fv(25000, 300, 0.06, 10))]))
conv({}, t("what's our combined take home, I'm on 95k and my partner's on 70k", "couple_take_home",
           {"annualIncome": "95000"}, [money(D(str(th(95000))) + D(str(th(70000))))]),
     t("what if she went up to 85k", "couple_take_home",
       figs=[money(D(str(th(95000))) + D(str(th(85000))))]))
conv(au(age=48, superBalance=350000, annualIncome=110000),
     t("Can I retire at 60?", "retirement"), t("what about 65?", "retirement"))
conv({}, t("how does HECS work", "explain:help_debt"),
     t("what are the repayment thresholds?", "limit:help_repayment_thresholds", figs=["$67,000"]))
conv({}, t("How much do I need to save a week to get a 100k deposit in 4 years?", "savings_target",
           figs=[money(needed(100000, 0, 0.07, 4, 52), True)]),
     t("I've already got 20k put aside", "facts", {"currentSavings": "20000"},
       [money(needed(100000, 20000, 0.07, 4, 52), True)]))
conv(us(), t("how much can I put in my 401k?", "limit:401k_limit", figs=["$24,500"]),
     t("and my IRA?", "limit:ira_limit", figs=["$7,500"]),
     t("and HSA?", "limit:hsa_limit", figs=["$4,400"]))
conv(au(mortgageBalance=420000), t("how much equity do I have?", "equity"),
     t("it's worth about 780k", "equity", {"propertyValue": "780000"}, [money(780000 - 420000)]))
conv(au(monthlyExpenses=3200), t("how many months would my emergency fund cover?", "emergency_cover"),
     t("about 10k", "emergency_cover", {"emergencyFund": "10000", "emergencyFundCurrent": "10000"}))
conv(au(mortgageBalance=380000, debts=12000), t("what's my debt to income", "debt_to_income"),
     t("I earn 98k", "debt_to_income", {"annualIncome": "98000"}))
p = au(annualIncome=75000)
conv(p, t("what's my savings rate?", "savings_rate"),
     t("around 3,200 a month", "savings_rate", {"monthlyExpenses": "3200"},
       [money(monthly_savings(p, 3200))]))
conv({}, t("15 or 30 years on 400k at 6%?", "loan_repayment",
           figs=[R(400000, 0.06, 15), R(400000, 0.06, 30)]),
     t("and at 5.5%?", "loan_repayment", figs=[R(400000, 0.055, 15), R(400000, 0.055, 30)]))
conv(us(), t("whats the standard deduction", "limit:standard_deduction", figs=["$16,100"]),
     t("for married filing jointly?", "limit:standard_deduction", figs=["$32,200"]))
conv({}, t("how does the age pension work?", "explain:age_pension"),
     t("what's the rate for a single?", "limit:age_pension_rate"))
conv({}, t("tax on 60k", "tax", figs=[money(th(60000))]), t("thanks!", "thanks"))
conv({}, t("what's the tax on 100k", "tax", figs=[money(th(100000))]),
     t("and what's the marginal rate on that?", "limit:tax_brackets", has=["30%"]))
conv({}, t("I'm 27 and earn 68k", "facts", {"age": "27", "annualIncome": "68000"}),
     t("how much super should my employer be paying?", "employer_contributions", figs=[money(68000 * 0.12)]))
conv(us(), t("I make 85k in Colorado", "facts", {"annualIncome": "85000", "state": "CO"}),
     t("what's my take home?", "tax", figs=[money(th(85000, country="us", state="CO"))]))
conv({}, t("I owe 6k on my card at 20%. how long to clear it paying 300 a month?", "loan_payoff_time",
           {"debts": "6000"}, [money(payoff(6000, 0.20, 300)[1])]),
     t("what if I paid 500?", "loan_payoff_time", figs=[money(payoff(6000, 0.20, 500)[1])]))
conv({}, t("what's the tax free threshold?", "limit:tax_free_threshold", figs=["$18,200"]),
     t("and the medicare levy?", "limit:medicare_levy", has=["2%"]))
conv(us(), t("what's the difference between a roth and a traditional ira", "explain:roth_vs_traditional"),
     t("I'm 31 and make 78k, which one makes more sense for me?", "explain:roth_vs_traditional",
       {"age": "31", "annualIncome": "78000"}))
conv({}, t("weekly repayments on a 35k car loan at 7.9% over 5 years?", "loan_repayment",
           figs=[R(35000, 0.079, 5, "weekly")]),
     t("what about over 7 years", "loan_repayment", figs=[R(35000, 0.079, 7, "weekly")]))
conv(us(state="NJ"), t("If I made 200k what would my take home be?", "tax",
                       figs=[money(th(200000, country="us", state="NJ"))]),
     t("and 250k?", "tax", figs=[money(th(250000, country="us", state="NJ"))]),
     t("ok I actually make 140k", "facts", {"annualIncome": "140000"},
       [money(th(140000, country="us", state="NJ"))]))
conv({}, t("how much should I have saved for retirement by 40?", "explain:savings_by_age"),
     t("I'm 40 with about 180k in super", "facts", {"age": "40", "superBalance": "180000"}))
conv({}, t("what's the super guarantee on 120k", "employer_contributions", figs=["$14,400"]),
     t("and on 150k?", "employer_contributions", figs=["$18,000"]))
conv({}, t("if I put 10k in an index fund at 7% for 30 years what's it worth?", "savings_growth",
           figs=[money(fv(10000, 0, 0.07, 30))]),
     t("what would that be in today's dollars?", "todays_dollars",
       figs=[money(todays(fv(10000, 0, 0.07, 30), 30))]))

# ---------------------------------------------------------------- write
import random
random.Random(18).shuffle(Q)  # interleave topics as real traffic would arrive
with open(os.path.join(HERE, "questions.jsonl"), "w", encoding="utf-8") as f:
    for rec in Q:
        f.write(json.dumps(rec, ensure_ascii=False) + "\n")
with open(os.path.join(HERE, "conversations.jsonl"), "w", encoding="utf-8") as f:
    for rec in C:
        f.write(json.dumps(rec, ensure_ascii=False) + "\n")
print(f"{len(Q)} questions, {len(C)} conversations")
