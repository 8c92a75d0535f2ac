#!/usr/bin/env python3
"""Generate questions.jsonl and conversations.jsonl for the Penny first-contact set.

All figures are computed here from the conventions in BRIEF.md; tax figures come from
the Penny tax engine command line (/work/dev16/bin/penny tax --batch), everything else
(loans, savings, nest eggs, own figures) is computed independently below.
"""
import json
import math
import os
import subprocess
from decimal import Decimal, ROUND_HALF_UP, ROUND_CEILING

HERE = os.path.dirname(os.path.abspath(__file__))
PENNY = os.path.join(HERE, "bin", "penny")

# ---------------------------------------------------------------- helpers: formatting

def D(x):
    return Decimal(str(x))


def cent(x):
    return D(x).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def usd(x, cents=False):
    """Money as $N,NNN (whole, half-up) or $N,NNN.NN."""
    x = D(x)
    neg = x < 0
    x = abs(x)
    if cents:
        s = f"{cent(x):,.2f}"
    else:
        s = f"{x.quantize(Decimal('1'), rounding=ROUND_HALF_UP):,.0f}"
    return ("-$" if neg else "$") + s


def mstr(x):
    """Canonical decimal string for profile writes."""
    x = cent(x)
    if x == x.to_integral_value():
        return str(int(x))
    return f"{x:.2f}"


# ---------------------------------------------------------------- tax engine

_tax_cache = {}


def tax(income, p=None, **over):
    """Run the Penny tax engine for an income with the person's profile p (dict of canonical strings)."""
    p = dict(p or {})
    req = {"country": p.get("country", "australia"), "income": float(income)}
    if "state" in p:
        req["state"] = p["state"]
    if "maritalStatus" in p:
        req["maritalStatus"] = p["maritalStatus"]
    if "dependents" in p:
        req["dependents"] = int(p["dependents"])
    if "age" in p:
        req["age"] = int(p["age"])
    if req["country"] == "australia":
        if "helpDebt" in p:
            req["helpDebt"] = float(p["helpDebt"])
        if "privateHospitalCover" in p:
            req["privateHospitalCover"] = p["privateHospitalCover"] == "true"
    for k, v in over.items():
        if v is None:
            req.pop(k, None)
        else:
            req[k] = v
    key = json.dumps(req, sort_keys=True)
    if key not in _tax_cache:
        out = subprocess.run([PENNY, "tax", "--batch"], input=key + "\n", capture_output=True,
                             text=True, check=True).stdout
        res = json.loads(out.strip().splitlines()[0])
        if "error" in res:
            raise RuntimeError(res["error"] + " for " + key)
        _tax_cache[key] = res
    return _tax_cache[key]


def take_home(income, p=None, **over):
    return tax(income, p, **over)["takeHome"]


def total_tax(income, p=None, **over):
    t = tax(income, p, **over)
    return t["federalTax"] + t["stateTax"] + t["ficaTax"] + t.get("helpRepayment", 0)


def gross_from_take_home(target_annual, p=None):
    """Smallest whole-dollar gross whose take-home reaches the target."""
    lo, hi = 0, int(target_annual * 3) + 1000
    while lo < hi:
        mid = (lo + hi) // 2
        if take_home(mid, p) >= target_annual:
            hi = mid
        else:
            lo = mid + 1
    return lo


def tax_figs(income, p=None, **over):
    """Headline tax figures: income tax (federal) and take-home, whole dollars."""
    t = tax(income, p, **over)
    return [usd(t["federalTax"]), usd(t["takeHome"])]


# ---------------------------------------------------------------- loans

PER = {"monthly": 12, "fortnightly": 26, "weekly": 52}


def repayment(P, rate, years, freq="monthly"):
    k = PER[freq]
    r = D(rate) / k
    n = int(round(years * k))
    if r == 0:
        return cent(D(P) / n)
    a = D(P) * r / (1 - (1 + r) ** (-n))
    return cent(a)


def total_interest_formula(P, rate, years, freq="monthly"):
    k = PER[freq]
    n = int(round(years * k))
    return repayment(P, rate, years, freq) * n - D(P)


def simulate(P, rate, payment, freq="monthly", max_periods=2000):
    """Period-by-period simulation, interest rounded to the cent. Returns (periods, total interest)."""
    k = PER[freq]
    r = D(rate) / k
    bal = D(P)
    payment = D(payment)
    n = 0
    tot = D(0)
    while bal > 0:
        i = cent(bal * r)
        if payment <= i:
            return None, None
        tot += i
        bal += i
        bal -= min(payment, bal)
        n += 1
        if n > max_periods:
            return None, None
    return n, tot


def extra_saving(P, rate, years, extra, freq="monthly"):
    a = repayment(P, rate, years, freq)
    n0, i0 = simulate(P, rate, a, freq)
    n1, i1 = simulate(P, rate, a + D(extra), freq)
    return {"repayment": a, "n0": n0, "n1": n1, "saved": i0 - i1, "periods_saved": n0 - n1}


# ---------------------------------------------------------------- savings

def fv(pv, c, rate, years, k=12):
    r = D(rate) / k
    n = int(round(years * k))
    g = (1 + r) ** n
    return D(pv) * g + D(c) * ((g - 1) / r)


def needed(target, rate, years, k=12, pv=0):
    r = D(rate) / k
    n = int(round(years * k))
    g = (1 + r) ** n
    c = (D(target) - D(pv) * g) * r / (g - 1)
    return c.quantize(Decimal("0.01"), rounding=ROUND_CEILING)


def periods_to_target(target, c, rate, k=12, pv=0):
    r = D(rate) / k
    bal = D(pv)
    n = 0
    while bal < D(target):
        bal = bal * (1 + r) + D(c)
        n += 1
    return n


def todays(amount, years, infl=0.025):
    return D(amount) / (1 + D(infl)) ** years


# ---------------------------------------------------------------- builders

QUESTIONS = []
CONVS = []


def Q(m, intent, p=None, ch=None, figs=None, has=None):
    QUESTIONS.append({"m": m, "p": p or {}, "intent": intent, "ch": ch or {},
                      "figs": figs or [], "has": has or []})


def T(m, intent, ch=None, figs=None, has=None):
    return {"m": m, "intent": intent, "ch": ch or {}, "figs": figs or [], "has": has or []}


def C(p, *turns):
    CONVS.append({"id": f"c{len(CONVS) + 1:02d}", "p": p or {}, "turns": list(turns)})


US = {"country": "us"}


def merged(*ds):
    out = {}
    for d in ds:
        out.update(d)
    return out


# ================================================================= SINGLE QUESTIONS

# ---------------- tax (AU)
Q("how much tax do i pay on 85k", "tax", figs=tax_figs(85000))
Q("whats the take home on $120,000?", "tax", figs=[usd(take_home(120000))])
Q("I'm on 72k, how much tax will I pay this year?", "tax",
  ch={"annualIncome": "72000"}, figs=tax_figs(72000))
Q("tax on 45000 a year?", "tax", figs=tax_figs(45000))
Q("if i got a job paying 150k what would i actually take home", "tax",
  p={"annualIncome": "95000"}, figs=[usd(take_home(150000))])
Q("How much tax on 200k in 2025-26?", "tax",
  figs=tax_figs(200000, taxYear="2025-26"), has=["2025-26"])
_h = 38 * 38 * 52
Q("I earn $38 an hour full time, what's my take home?", "tax",
  ch={"annualIncome": str(_h)}, figs=[usd(take_home(_h))])
_p = {"helpDebt": "30000"}
Q("whats my take home on 95k with my hecs debt", "tax", p=_p,
  figs=[usd(take_home(95000, _p)), usd(tax(95000, _p)["helpRepayment"])])
_p = {"helpDebt": "25000"}
Q("I've got about 25k HECS and earn 80k, how much comes out of my pay each year?", "tax",
  ch={"helpDebt": "25000", "annualIncome": "80000"},
  figs=[usd(tax(80000, _p)["helpRepayment"]), usd(take_home(80000, _p))])
Q("weekly take home on 90k?", "tax", figs=[usd(tax(90000)["takeHomePerPeriod"]["weekly"])])
Q("what's my fortnightly pay after tax on 60k?", "tax",
  figs=[usd(tax(60000)["takeHomePerPeriod"]["fortnightly"])])
Q("I make 3,500 a fortnight before tax. how much tax is that a year?", "tax",
  ch={"annualIncome": "91000"}, figs=tax_figs(91000))
Q("tax on 18k?", "tax", figs=[usd(take_home(18000))])
Q("whats the tax on a 135k salary", "tax", figs=tax_figs(135000))
Q("how much gets taken out of 100k for tax and medicare", "tax", figs=tax_figs(100000))
_p = {"age": "24", "annualIncome": "58000", "state": "WA"}
Q("Im 24 earning 58k in Perth. what do I take home a month?", "tax", ch=_p,
  figs=[usd(tax(58000, _p)["takeHomePerPeriod"]["monthly"])])
Q("how much tax would i pay on 65,000", "tax", p={"state": "NSW", "age": "38"}, figs=tax_figs(65000))
Q("whats my take home pay", "tax", p={"annualIncome": "112000", "state": "VIC"},
  figs=[usd(take_home(112000))])
Q("how much tax do I pay?", "tax", p={}, figs=[])  # no income saved: advisor asks for it

# ---------------- tax (US)
Q("how much federal tax on 85k?", "tax", p=US, figs=[usd(tax(85000, US)["federalTax"])])
_p = {"country": "us", "state": "TX", "annualIncome": "95000"}
Q("I make 95k in Texas, what's my take home?", "tax", p=US, ch={"state": "TX", "annualIncome": "95000"},
  figs=[usd(take_home(95000, _p))])
Q("what would I take home on 130k in california", "tax", p=US,
  figs=[usd(take_home(130000, US, state="CA"))])
_p = {"country": "us", "maritalStatus": "married", "dependents": "2"}
Q("im married with 2 kids making 110k, whats my federal tax", "tax", p=US,
  ch={"maritalStatus": "married", "dependents": "2", "annualIncome": "110000"},
  figs=[usd(tax(110000, _p)["federalTax"])])
Q("how much tax would i pay on 250k in new york", "tax", p=US,
  figs=[usd(take_home(250000, US, state="NY"))])
_p = {"country": "us", "state": "OH"}
Q("im on 62k in ohio whats my paycheck after taxes every two weeks", "tax", p=US,
  ch={"state": "OH", "annualIncome": "62000"},
  figs=[usd(tax(62000, _p)["takeHomePerPeriod"]["fortnightly"])])
Q("what's the federal tax on 75k for 2025?", "tax", p=US,
  figs=[usd(tax(75000, US, taxYear="2025")["federalTax"])], has=["2025"])
_p = {"country": "us", "state": "FL"}
Q("I make $28 an hour, what do I take home a year?", "tax", p=_p,
  ch={"annualIncome": str(28 * 40 * 52)}, figs=[usd(take_home(28 * 40 * 52, _p))])
_p = {"country": "us", "state": "GA", "annualIncome": "78000"}
Q("how much do i pay in taxes total", "tax", p=_p,
  figs=[usd(tax(78000, _p)["federalTax"]), usd(take_home(78000, _p))])

# ---------------- loan repayments
a = repayment(600000, 0.06, 30)
Q("repayments on a 600k loan at 6% over 30 years?", "loan_repayment", figs=[usd(a, True)], has=["6%"])
Q("what are the fortnightly repayments on $450,000 at 5.89% for 25 yrs", "loan_repayment",
  figs=[usd(repayment(450000, 0.0589, 25, "fortnightly"), True)])
Q("weekly repayments on 350k at 6.2% over 30 years", "loan_repayment",
  figs=[usd(repayment(350000, 0.062, 30, "weekly"), True)])
Q("how much would a $45,000 car loan cost a month at 8.5% over 5 years", "loan_repayment",
  figs=[usd(repayment(45000, 0.085, 5), True)])
Q("If I borrow 750k at 5.99% for 30 years, what's the monthly repayment and total interest?",
  "loan_repayment", figs=[usd(repayment(750000, 0.0599, 30), True),
                          usd(total_interest_formula(750000, 0.0599, 30))])
Q("interest only repayments on 500k at 6.4%?", "loan_repayment",
  figs=[usd(cent(D(500000) * D("0.064") / 12), True)])
Q("400k mortgage at 6% - whats the difference in repayments between 15 and 30 years?", "loan_repayment",
  figs=[usd(repayment(400000, 0.06, 15), True), usd(repayment(400000, 0.06, 30), True),
        usd(repayment(400000, 0.06, 15) - repayment(400000, 0.06, 30), True)])
Q("personal loan 20k 12% 3 years repayments?", "loan_repayment",
  figs=[usd(repayment(20000, 0.12, 3), True)])
Q("monthly payment on a $380,000 mortgage at 6.75%, 30 year fixed", "loan_repayment", p=US,
  figs=[usd(repayment(380000, 0.0675, 30), True)])
Q("whats the repayment on 1.2 mil at 6.1 percent over 30 yrs", "loan_repayment",
  figs=[usd(repayment(1200000, 0.061, 30), True)])
Q("we're looking at borrowing 680k, rates are around 5.8%, 30 years. monthly repayments?",
  "loan_repayment", figs=[usd(repayment(680000, 0.058, 30), True)])
Q("How much would I pay each month on a $25k loan at 7% over 4 years?", "loan_repayment",
  figs=[usd(repayment(25000, 0.07, 4), True)])
Q("what's the monthly on a 30 yr 520,000 loan @ 5.5", "loan_repayment",
  figs=[usd(repayment(520000, 0.055, 30), True)])

# ---------------- extra repayments
e = extra_saving(600000, 0.06, 30, 500)
Q("how much interest do i save paying an extra $500 a month on a 600k loan at 6% over 30 years",
  "loan_extra_repayment", figs=[usd(e["saved"])])
e = extra_saving(450000, 0.059, 25, 200, "fortnightly")
Q("if I pay an extra 200 a fortnight on a 450k loan at 5.9% over 25 years (fortnightly repayments) how much do i save?",
  "loan_extra_repayment", figs=[usd(e["saved"])])
e = extra_saving(800000, 0.062, 30, 1000)
Q("whats the benefit of paying 1k extra a month on 800k @ 6.2% 30yrs", "loan_extra_repayment",
  figs=[usd(e["saved"])])
e = extra_saving(320000, 0.065, 30, 300)
Q("extra $300/month on a $320,000 mortgage at 6.5%, 30 years - how much interest would that save?",
  "loan_extra_repayment", p=US, figs=[usd(e["saved"])])
e = extra_saving(300000, 0.06, 25, 100, "weekly")
Q("what happens if i pay 100 extra a week on a 300k loan at 6% over 25 years, paying weekly",
  "loan_extra_repayment", figs=[usd(e["saved"])])

# ---------------- payoff time
n, i = simulate(8500, 0.1999, 300)
Q("how long to pay off 8,500 on a credit card at 19.99% paying 300 a month", "loan_payoff_time",
  figs=[usd(i)])
n, i = simulate(300000, 0.06, 2500)
Q("if i pay 2500 a month on a 300k loan at 6% how long till its paid off", "loan_payoff_time",
  figs=[usd(i)])
n, i = simulate(18000, 0.09, 600)
Q("car loan of 18k at 9%, I can afford 600 a month, how long will it take to clear?",
  "loan_payoff_time", figs=[usd(i)])
n, i = simulate(400000, 0.055, 3000)
Q("How many years to clear a 400k mortgage at 5.5% paying $3,000 a month?", "loan_payoff_time",
  figs=[usd(i)])
n, i = simulate(35000, 0.065, 400)
Q("student loans 35k at 6.5%, paying 400/month how long until theyre gone", "loan_payoff_time",
  p=US, figs=[usd(i)])

# ---------------- savings growth
Q("if I put 500 a month away at 8% for 20 years how much will I have", "savings_growth",
  figs=[usd(fv(0, 500, 0.08, 20))])
Q("50k invested at 7% for 25 years, what's it worth at the end?", "savings_growth",
  figs=[usd(fv(50000, 0, 0.07, 25))])
Q("what will 10k grow to in 10 years at 5%", "savings_growth", figs=[usd(fv(10000, 0, 0.05, 10))])
Q("if i start with 20k and add 300 a week at 5% for 5 years what do i end up with?", "savings_growth",
  figs=[usd(fv(20000, 300, 0.05, 5, 52))])
Q("how much will i have if i save 1000 a month for 10 years", "savings_growth",
  figs=[usd(fv(0, 1000, 0.07, 10))])
Q("Putting $200 a fortnight into an index fund for 15 yrs at 9%, what do I end up with?",
  "savings_growth", figs=[usd(fv(0, 200, 0.09, 15, 26))])
Q("If I invest $6,000 a year in a Roth for 30 years at 7%, how much will it be?", "savings_growth",
  p=US, figs=[usd(fv(0, 6000, 0.07, 30, 1))])
Q("I have 15k in savings, what will it be in 5 years at 4.5%?", "savings_growth",
  ch={"currentSavings": "15000"}, figs=[usd(fv(15000, 0, 0.045, 5))])
Q("how much would 250 a month be worth after 40 years?", "savings_growth",
  p={"expectedReturnRate": "0.06"}, figs=[usd(fv(0, 250, 0.06, 40))])

# ---------------- savings target
Q("how much do i need to save a month to have 60k in 4 years", "savings_target",
  figs=[usd(needed(60000, 0.07, 4), True)])
Q("need 100k for a house deposit in 5 years, how much per fortnight at 4.5%?", "savings_target",
  figs=[usd(needed(100000, 0.045, 5, 26), True)])
Q("how much a week to get to 10k in 2 years", "savings_target",
  figs=[usd(needed(10000, 0.07, 2, 52), True)])
Q("I want $1M by the time im 60, I'm 30 now. how much a month at 8%?", "savings_target",
  ch={"age": "30"}, figs=[usd(needed(1000000, 0.08, 30), True)])
Q("How much should I save monthly to hit 250k in 15 years at 6%?", "savings_target",
  figs=[usd(needed(250000, 0.06, 15), True)])
Q("we want 80k for a deposit by 2029, how much do we need to put away each month?", "savings_target")
Q("how much do I need to save each month to have $50k for a down payment in 3 years at 4%?",
  "savings_target", p=US, figs=[usd(needed(50000, 0.04, 3), True)])

# ---------------- time to target
Q("how long will it take to save 50k if I put away 1,200 a month", "savings_time_to_target")
Q("saving 400 a week, how long til I have 30k?", "savings_time_to_target")
Q("I've got 10k and save 800/month at 5%, when will I reach 100k?", "savings_time_to_target",
  ch={"currentSavings": "10000"})
Q("how many years to reach a million investing 2k a month at 7%", "savings_time_to_target")

# ---------------- nest egg
Q("how much do I need to retire on 60k a year?", "nest_egg", figs=[usd(60000 / D("0.04"))])
Q("what size nest egg do i need for 80k a year at a 3.5% withdrawal rate", "nest_egg",
  figs=[usd(D(80000) / D("0.035"))])
Q("how much do i need saved to get 6k a month in retirement", "nest_egg",
  figs=[usd(D(72000) / D("0.04"))])
Q("how much super do I need for 70k a year in retirement?", "nest_egg",
  p={"retirementWithdrawalRate": "0.035"}, figs=[usd(D(70000) / D("0.035"))])
Q("How big does my 401k need to be to pull 100k a year?", "nest_egg", p=US,
  figs=[usd(D(100000) / D("0.04"))])

# ---------------- today's dollars
Q("what's 1 million in 30 years worth in today's money?", "todays_dollars",
  figs=[usd(todays(1000000, 30))])
Q("how much is 500k in 20 years worth today with 3% inflation", "todays_dollars",
  figs=[usd(todays(500000, 20, 0.03))])
Q("if I have 2 mil when I retire in 25 years what's that in todays dollars", "todays_dollars",
  figs=[usd(todays(2000000, 25))])

# ---------------- bonus / raise
_p = {"annualIncome": "95000"}
Q("i'm getting a 10k bonus, how much will i actually see?", "bonus_after_tax", p=_p,
  figs=[usd(10000 - (total_tax(105000) - total_tax(95000)))])
Q("I earn 130k, what's a $15,000 bonus after tax?", "bonus_after_tax", ch={"annualIncome": "130000"},
  figs=[usd(15000 - (total_tax(145000) - total_tax(130000)))])
_p = {"country": "us", "state": "CA", "annualIncome": "120000"}
Q("how much of a 5k bonus do i keep", "bonus_after_tax", p=_p,
  figs=[usd(take_home(125000, _p) - take_home(120000, _p))])
Q("what's a 5k bonus worth after tax?", "bonus_after_tax")  # asks for income
Q("I'm on 70k and got offered a 5k raise, what's that after tax?", "raise_after_tax",
  ch={"annualIncome": "70000"}, figs=[usd(take_home(75000) - take_home(70000))])
Q("I'm on 110k, what's a 10% pay rise worth after tax?", "raise_after_tax",
  ch={"annualIncome": "110000"}, figs=[usd(take_home(121000) - take_home(110000))])
_p = {"country": "us", "state": "WA", "annualIncome": "90000"}
Q("what's an 8k raise worth after taxes for me?", "raise_after_tax", p=_p,
  figs=[usd(take_home(98000, _p) - take_home(90000, _p))])

# ---------------- couple take-home
Q("I'm on 95k and my partner earns 70k, what's our combined take home?", "couple_take_home",
  ch={"annualIncome": "95000"}, figs=[usd(take_home(95000) + take_home(70000))])
Q("whats the combined take home for a couple on 120k and 80k", "couple_take_home",
  figs=[usd(take_home(120000) + take_home(80000))])
_p = {"country": "us", "state": "TX", "maritalStatus": "married"}
Q("my husband makes 80k and I make 60k, what do we bring home together?", "couple_take_home", p=_p,
  ch={"annualIncome": "60000"}, figs=[usd(take_home(140000, _p))])

# ---------------- surcharge
Q("how much would the medicare levy surcharge cost me on 130k if I don't get private cover?",
  "surcharge_cost", figs=[usd(D(130000) * D("0.0125"))])
Q("I'm single on 105k with no private hospital cover - am I paying the surcharge and how much?",
  "surcharge_cost", ch={"maritalStatus": "single", "annualIncome": "105000", "privateHospitalCover": "false"},
  figs=[usd(D(105000) * D("0.01"))])
Q("is it cheaper to get private health than pay the MLS?", "surcharge_cost", p={"annualIncome": "150000"},
  figs=[usd(D(150000) * D("0.0125"))])
# cross-check the tiers against the engine
for inc, rate in [(130000, "0.0125"), (105000, "0.01"), (150000, "0.0125")]:
    t0 = total_tax(inc, privateHospitalCover=True)
    t1 = total_tax(inc, privateHospitalCover=False)
    assert D(t1 - t0).quantize(Decimal("0.01")) == cent(D(inc) * D(rate)), (inc, t1 - t0)

# ---------------- compare states
Q("take home on 150k in New York vs Florida?", "compare_states", p=US,
  figs=[usd(take_home(150000, US, state="NY")), usd(take_home(150000, US, state="FL"))])
Q("I'm deciding between a job in California or Texas, both pay 120k, which leaves me more?",
  "compare_states", p=US,
  figs=[usd(take_home(120000, US, state="CA")), usd(take_home(120000, US, state="TX")),
        usd(take_home(120000, US, state="TX") - take_home(120000, US, state="CA"))])
Q("compare state taxes for 90k in oregon, washington and idaho", "compare_states", p=US,
  figs=[usd(take_home(90000, US, state=s)) for s in ("OR", "WA", "ID")])
_p = {"country": "us", "state": "IL", "annualIncome": "100000"}
Q("how much would I save moving from Illinois to Tennessee?", "compare_states", p=_p,
  figs=[usd(tax(100000, _p)["stateTax"])])

# ---------------- compare years
Q("how much less tax will I pay on 90k in 2026-27 compared to 2025-26?", "compare_years",
  figs=[usd(total_tax(90000, taxYear="2025-26") - total_tax(90000, taxYear="2026-27"))],
  has=["2025-26", "2026-27"])
_p = {"annualIncome": "110000"}
Q("compare my tax this year with last year", "compare_years", p=_p,
  figs=[usd(take_home(110000, taxYear="2025-26")), usd(take_home(110000, taxYear="2026-27"))])
Q("how does federal tax on 80k in 2026 compare to 2025", "compare_years", p=US,
  figs=[usd(tax(80000, US, taxYear="2025")["federalTax"]), usd(tax(80000, US, taxYear="2026")["federalTax"])])

# ---------------- pre-tax saving
def ss_saved(inc, amt, p=None):
    return total_tax(inc, p) - total_tax(inc, p, salarySacrifice=float(amt))


def k401_saved(inc, amt, p):
    a = tax(inc, p)
    b = tax(inc, p, preTaxRetirement=float(amt))
    return (a["federalTax"] + a["stateTax"]) - (b["federalTax"] + b["stateTax"])


Q("how much tax would I save salary sacrificing 10k if I earn 110k?", "pretax_saving",
  ch={"annualIncome": "110000"}, figs=[usd(ss_saved(110000, 10000))])
Q("salary sacrifice 5k or 10k on 95k - whats the tax saving each way?", "pretax_saving",
  figs=[usd(ss_saved(95000, 5000)), usd(ss_saved(95000, 10000))])
_p = {"country": "us", "state": "CO"}
Q("if I put 10k pre-tax into my 401k how much tax do i save? I make 120k in Colorado", "pretax_saving",
  p=US, ch={"annualIncome": "120000", "state": "CO"}, figs=[usd(k401_saved(120000, 10000, _p))])
_p = {"country": "us", "state": "NY", "annualIncome": "150000", "age": "40"}
Q("tax saving if I max out my 401k this year?", "pretax_saving", p=_p,
  figs=[usd(k401_saved(150000, 24500, _p))])
Q("how much tax does salary sacrificing 20k save me?", "pretax_saving", p={"annualIncome": "180000"},
  figs=[usd(ss_saved(180000, 20000))])

# ---------------- contribution what-if (figure depends on modelling choices: no figs)
Q("what would my super be worth at 65 if I added an extra 5k a year?", "contribution_what_if",
  p={"superBalance": "150000", "age": "40", "annualIncome": "100000"})
Q("what will my 401k be at retirement if I put in an extra 200 a month?", "contribution_what_if",
  p={"country": "us", "superBalance": "80000", "age": "35", "annualIncome": "90000"})
Q("if i add 100 a week to my super how much more will i have when i retire", "contribution_what_if",
  p={"age": "30", "superBalance": "40000", "annualIncome": "75000"})

# ---------------- retirement
Q("am I on track to retire at 60?", "retirement",
  p={"age": "45", "superBalance": "300000", "annualIncome": "120000"})
Q("I've got 900k in super, can I retire at 55?", "retirement", p={"age": "52"},
  ch={"superBalance": "900000"})
Q("how long will 1.2 million last if i spend 70k a year", "retirement")
Q("should I retire at 60 or 65?", "retirement",
  p={"age": "50", "superBalance": "450000", "annualIncome": "110000"})
Q("I'm 50 with 400k in my 401k, can I retire at 62?", "retirement", p=US,
  ch={"age": "50", "superBalance": "400000"})

# ---------------- employer contributions
Q("I'm on 100k, how much super should my employer be putting in?", "employer_contributions",
  ch={"annualIncome": "100000"}, figs=[usd(D(100000) * D("0.12"))], has=["12%"])
Q("how much super is my boss meant to pay me?", "employer_contributions", p={"annualIncome": "85000"},
  figs=[usd(D(85000) * D("0.12"))])
Q("how much is my employer's 401k match worth?", "employer_contributions",
  p={"country": "us", "annualIncome": "110000", "employerMatch": "0.05"}, figs=[usd(5500)])
Q("my company matches 4% and I earn 90k, how much do they put in?", "employer_contributions", p=US,
  ch={"employerMatch": "0.04", "annualIncome": "90000"}, figs=[usd(3600)])
Q("how much super does my employer have to pay me?", "employer_contributions")  # asks income

# ---------------- net worth / equity
Q("what's my net worth?", "net_worth",
  p={"currentSavings": "20000", "propertyValue": "850000", "superBalance": "120000",
     "mortgageBalance": "520000", "debts": "15000"}, figs=[usd(455000)])
Q("I have 30k in savings, 60k in super and 12k on a car loan. what's my net worth?", "net_worth",
  ch={"currentSavings": "30000", "superBalance": "60000", "debts": "12000"}, figs=[usd(78000)])
Q("what am i worth right now", "net_worth",
  p={"country": "us", "currentSavings": "15000", "superBalance": "95000", "investmentAccounts": "40000",
     "debts": "22000"}, figs=[usd(128000)])
Q("net worth?", "net_worth",
  p={"currentSavings": "25000", "superBalance": "45000", "helpDebt": "30000"}, figs=[usd(70000)])
Q("whats my total net worth incl super", "net_worth",
  p={"currentSavings": "8000", "emergencyFund": "10000", "emergencyFundCurrent": "10000",
     "superBalance": "210000", "investmentAccounts": "35000", "propertyValue": "720000",
     "mortgageBalance": "480000", "debts": "6000"},
  figs=[usd(8000 + 10000 + 210000 + 35000 + 720000 - 480000 - 6000)])
Q("how much equity do i have", "equity", p={"propertyValue": "950000", "mortgageBalance": "610000"},
  figs=[usd(340000)])
Q("our place is worth about 1.1m and we owe 640k on it, how much equity have we got?", "equity",
  ch={"propertyValue": "1100000", "mortgageBalance": "640000"}, figs=[usd(460000)])
Q("what's my equity?", "equity", p={"propertyValue": "700000"})  # asks for the mortgage

# ---------------- savings rate
_mt = cent(D(take_home(85000)) / 12)
Q("how much am i saving each month?", "savings_rate",
  p={"annualIncome": "85000", "monthlyExpenses": "4000"}, figs=[usd(_mt - 4000)])
Q("I take home 5,200 a month and spend about 3,800, what's my savings rate?", "savings_rate",
  p={"annualIncome": "80000"}, ch={"monthlyExpenses": "3800"}, figs=[usd(1400)])
Q("I spend around 5k a month, how much do i save a year?", "savings_rate", p={"annualIncome": "120000"},
  ch={"monthlyExpenses": "5000"}, figs=[usd(take_home(120000) - 60000)])
_p = {"country": "us", "state": "TX", "annualIncome": "100000", "monthlyExpenses": "4500"}
Q("what's my savings rate?", "savings_rate", p=_p,
  figs=[usd(cent(D(take_home(100000, _p)) / 12) - 4500)])

# ---------------- emergency cover
Q("how many months would my emergency fund last?", "emergency_cover",
  p={"emergencyFund": "15000", "emergencyFundCurrent": "15000", "monthlyExpenses": "3000"},
  has=["5 months"])
Q("I've got 12k in my emergency fund and spend about 4k a month, how long would that last me?",
  "emergency_cover", ch={"emergencyFund": "12000", "emergencyFundCurrent": "12000",
                         "monthlyExpenses": "4000"}, has=["3 months"])
Q("how many months does my emergency fund cover?", "emergency_cover", p={"monthlyExpenses": "3500"})

# ---------------- debt to income / years to retirement
Q("what's my debt to income ratio", "debt_to_income",
  p={"annualIncome": "100000", "mortgageBalance": "450000", "debts": "20000"})
Q("I earn 90k with a 400k mortgage and 10k on credit cards, what's my debt to income?",
  "debt_to_income", ch={"annualIncome": "90000", "mortgageBalance": "400000", "debts": "10000"})
Q("how many years until i can retire?", "years_to_retirement", p={"age": "34"}, has=["31 years"])
Q("I'm 41 and want to retire at 60, how many years have I got?", "years_to_retirement",
  ch={"age": "41", "retirementAge": "60"}, has=["19 years"])
Q("how long till I retire", "years_to_retirement")  # asks for age

# ---------------- limits and tables
Q("what's the 401k limit for 2026?", "limit:401k_limit", p=US, figs=["$24,500"])
Q("how much can I put in an IRA this year", "limit:ira_limit", p=US, figs=["$7,500"])
Q("hsa contribution limit?", "limit:hsa_limit", p=US, figs=["$4,400"])
Q("What's the standard deduction for married filing jointly?", "limit:standard_deduction", p=US,
  figs=["$32,200"])
Q("whats the standard deduction this year", "limit:standard_deduction", p=US, figs=["$16,100"])
Q("how much is the child tax credit", "limit:child_tax_credit", p=US, figs=["$2,200"])
Q("what's the social security wage base for 2026", "limit:social_security_wage_base", p=US,
  figs=["$184,500"])
Q("what are the FICA rates?", "limit:fica", p=US, has=["6.2%", "1.45%"])
Q("what's the tax free threshold in australia?", "limit:tax_free_threshold", figs=["$18,200"])
Q("how much is the medicare levy?", "limit:medicare_levy", has=["2%"])
Q("what are the medicare levy surcharge thresholds for singles", "limit:surcharge_thresholds")
Q("what are the tax brackets for 2026-27", "limit:tax_brackets", has=["15%", "30%", "37%", "45%"])
Q("federal tax brackets for single filers 2026?", "limit:tax_brackets", p=US, has=["10%", "37%"])
Q("what's the top tax rate in california", "limit:tax_brackets", p=US)
Q("whats illinois state income tax rate", "limit:tax_brackets", p=US, has=["4.95%"])
Q("at what income does the 37% bracket kick in?", "limit:tax_brackets", has=["37%"])
Q("whats my marginal tax rate on 120k?", "limit:tax_brackets")
Q("concessional cap?", "limit:concessional_cap", figs=["$32,500"])
Q("what's the non concessional cap for 2026-27", "limit:non_concessional_cap", figs=["$130,000"])
Q("whats the super guarantee rate now", "limit:super_guarantee_rate", has=["12%"])
Q("what was the concessional contributions cap in 2025-26?", "limit:concessional_cap", figs=["$30,000"])
Q("how much is the age pension for a single person", "limit:age_pension_rate")
Q("what's the HELP repayment threshold for 2025-26", "limit:help_repayment_thresholds", figs=["$67,000"])
Q("what's the 401k catch up limit if im over 50", "limit:401k_limit", p=US, figs=["$8,000"])
Q("roth ira limit 2026", "limit:ira_limit", p=US, figs=["$7,500"])
Q("what's the family HSA limit", "limit:hsa_limit", p=US, figs=["$8,750"])
Q("at what income do you start repaying hecs", "limit:help_repayment_thresholds")

# ---------------- explainers
Q("what are franking credits?", "explain:franking_credits")
Q("can someone explain negative gearing like im 5", "explain:negative_gearing")
Q("how does capital gains tax work when I sell shares?", "explain:capital_gains_tax")
Q("roth or traditional 401k, which is better?", "explain:roth_vs_traditional", p=US)
Q("what is an IRA", "explain:ira", p=US)
Q("how does a 401k work?", "explain:401k", p=US)
Q("what's an HSA and is it worth it", "explain:hsa", p=US)
Q("when should i start claiming social security", "explain:social_security_ages", p=US)
Q("what does medicare cover in the US and when do i get it", "explain:us_medicare", p=US)
Q("how does super actually work?", "explain:super")
Q("how does hecs debt work, does it get indexed?", "explain:help_debt")
Q("who can get the age pension?", "explain:age_pension")
Q("are there any first home buyer schemes I can use?", "explain:first_home_schemes")
Q("offset account vs redraw - whats the difference", "explain:offset_vs_redraw")
Q("are index funds better because of lower fees?", "explain:index_funds_and_fees")
Q("do i need life insurance?", "explain:life_insurance")
Q("is it better to put extra money into the mortgage or into super?", "explain:extra_repayments_vs_super")
Q("how much should i have saved by 35?", "explain:savings_by_age")
Q("what's the difference between a roth ira and a traditional ira", "explain:roth_vs_traditional", p=US)

# ---------------- general advice and library topics
Q("how do i start a budget? i never seem to have money left", "budget")
Q("any tips for paying off debt faster?", "debt")
Q("how much should i have in an emergency fund", "emergency_fund")
Q("what should I know before buying my first home?", "home_buying")
Q("is salary sacrificing worth it?", "salary_sacrifice")
Q("which retirement accounts should I be using?", "retirement_accounts", p=US)
Q("is it better to lease or buy a car?", "topic:lease-vs-buy-car")
Q("what are concessional super contributions?", "topic:concessional-super-contributions")
Q("how do i set up a family trust", "topic:family-trust-setup")
Q("should I buy an investment property or just put the money in shares?", "topic:investment-property-vs-shares")
Q("should I consolidate my credit cards into one personal loan?", "topic:debt-consolidation")
Q("what are some good salary sacrifice strategies", "topic:salary-sacrifice-strategies")
Q("whats the most tax effective way to invest?", "topic:tax-effective-investing")
Q("should i pay off my credit card or save first", "debt")

# ---------------- own profile, chit-chat, other
Q("what do you know about me?", "profile_summary", p={"age": "34", "annualIncome": "85000"})
Q("what info have u got saved on me", "profile_summary")
Q("hi", "greeting")
Q("Hey Penny, good morning!", "greeting")
Q("thanks heaps, thats really helpful", "thanks")
Q("cheers mate", "thanks")
Q("what can you do?", "help")
Q("what sort of things can i ask you", "help")
Q("should I buy bitcoin right now?", "unknown")
Q("what's the weather like in sydney tomorrow", "unknown")
Q("can you book me a flight to bali", "unknown")

# ---------------- bare statements (facts)
Q("I'm 34, earn 85k and rent for 2,200 a month", "facts",
  ch={"age": "34", "annualIncome": "85000", "rentOrMortgage": "2200"})
Q("we pay 550 a week rent", "facts", ch={"rentOrMortgage": mstr(D(550) * 52 / 12)})
Q("I spend about 4k a month all up", "facts", ch={"monthlyExpenses": "4000"})
Q("we've got 2 kids", "facts", ch={"dependents": "2"})
Q("I'm married btw", "facts", ch={"maritalStatus": "married"})
Q("my super's at 145k", "facts", ch={"superBalance": "145000"})
Q("I have about 25k HECS", "facts", ch={"helpDebt": "25000"})
Q("got 12k sitting in an emergency fund", "facts", ch={"emergencyFund": "12000", "emergencyFundCurrent": "12000"})
Q("house is worth about 900k and we owe 550k on the mortgage", "facts",
  ch={"propertyValue": "900000", "mortgageBalance": "550000"})
Q("I live in QLD", "facts", ch={"state": "QLD"})
Q("planning to retire at 60", "facts", ch={"retirementAge": "60"})
Q("I'm in California, 29, single, making 105k", "facts", p=US,
  ch={"state": "CA", "age": "29", "maritalStatus": "single", "annualIncome": "105000"})
Q("I salary sacrifice 200 a fortnight into super", "facts", ch={"salarySacrifice": "5200"})
Q("i have private hospital cover", "facts", ch={"privateHospitalCover": "true"})
Q("about 18k on credit cards and a car loan", "facts", ch={"debts": "18000"})
Q("my salary is 1,750 a week before tax", "facts", ch={"annualIncome": str(1750 * 52)})
Q("I've got 40k in shares and about 22k in savings", "facts",
  ch={"investmentAccounts": "40000", "currentSavings": "22000"})
Q("my employer matches 6% on my 401k", "facts", p=US, ch={"employerMatch": "0.06"})
Q("I contribute 500 a month pre-tax to my 401k", "facts", p=US, ch={"preTaxRetirement": "6000"})

# ---------------- two questions in one message
Q("what's the take home on 90k and how long would it take to save 50k at 1,000 a month?",
  "tax+savings_time_to_target", figs=[usd(take_home(90000))])
Q("what's the super guarantee rate and what's the concessional cap?",
  "limit:super_guarantee_rate+limit:concessional_cap", has=["12%"], figs=["$32,500"])
Q("401k limit and ira limit for 2026?", "limit:401k_limit+limit:ira_limit", p=US,
  figs=["$24,500", "$7,500"])
Q("how much equity do I have and what's my net worth?", "equity+net_worth",
  p={"propertyValue": "800000", "mortgageBalance": "500000", "currentSavings": "20000", "superBalance": "90000"},
  figs=[usd(300000), usd(410000)])
Q("repayments on 500k at 6% over 30 years, and what's the tax on 110k?", "loan_repayment+tax",
  figs=[usd(repayment(500000, 0.06, 30), True), usd(take_home(110000))])


# ================================================================= CONVERSATIONS

# c01 loan term follow-up then frequency
C({}, T("what would the repayments be on 600k at 6.2% over 30 years?", "loan_repayment",
        figs=[usd(repayment(600000, 0.062, 30), True)]),
  T("what about over 25 years?", "loan_repayment", figs=[usd(repayment(600000, 0.062, 25), True)]),
  T("and fortnightly?", "loan_repayment", figs=[usd(repayment(600000, 0.062, 25, "fortnightly"), True)]))

# c02 rate correction
C({}, T("monthly repayments on 480k at 6.5% for 30 years", "loan_repayment",
        figs=[usd(repayment(480000, 0.065, 30), True)]),
  T("sorry I meant 5.5%, not 6.5%", "loan_repayment", figs=[usd(repayment(480000, 0.055, 30), True)]))

# c03 hypothetical stays hypothetical, then real statement
_p = {"annualIncome": "90000"}
C(_p, T("if I earned 120k what would I take home?", "tax", figs=[usd(take_home(120000))]),
  T("and what about 140k?", "tax", figs=[usd(take_home(140000))]),
  T("I actually earn 95k now, just got a pay rise", "facts", ch={"annualIncome": "95000"}))

# c04 US state follow-up
C(US, T("whats the take home on 120k in california?", "tax", figs=[usd(take_home(120000, US, state="CA"))]),
  T("what about texas?", "tax", figs=[usd(take_home(120000, US, state="TX"))]))

# c05 topic carry-over HSA
C(US, T("what's an HSA?", "explain:hsa"),
  T("how much can I put in one this year?", "limit:hsa_limit", figs=["$4,400"]))

# c06 IRA carry over
C(US, T("what is an IRA exactly", "explain:ira"),
  T("ok and whats the limit for 2026", "limit:ira_limit", figs=["$7,500"]),
  T("thanks!", "thanks"))

# c07 asked-for figure: super guarantee
C({}, T("how much super should my employer be paying?", "employer_contributions"),
  T("I'm on 95k", "employer_contributions", ch={"annualIncome": "95000"}, figs=[usd(11400)]))

# c08 asked-for figure: years to retirement
C({}, T("how many years til i can retire", "years_to_retirement"),
  T("38", "years_to_retirement", ch={"age": "38"}, has=["27 years"]))

# c09 emergency cover asked for expenses, then correction (facts)
_p = {"emergencyFund": "15000", "emergencyFundCurrent": "15000"}
C(_p, T("how many months would my emergency fund cover me for?", "emergency_cover"),
  T("about 3k a month", "emergency_cover", ch={"monthlyExpenses": "3000"}, has=["5 months"]),
  T("actually my expenses are more like 5,000", "facts", ch={"monthlyExpenses": "5000"}, has=["3 months"]))

# c10 net worth then correction
_p = {"currentSavings": "20000", "propertyValue": "850000", "superBalance": "120000",
      "mortgageBalance": "520000", "debts": "15000"}
C(_p, T("what's my net worth", "net_worth", figs=[usd(455000)]),
  T("oh sorry the mortgage is actually 480k now", "facts", ch={"mortgageBalance": "480000"},
    figs=[usd(495000)]))

# c11 savings target change of mind
C({}, T("I want to save 40k for a house deposit in 3 years, how much a month do I need?", "savings_target",
        figs=[usd(needed(40000, 0.07, 3), True)]),
  T("actually make it 4 years", "savings_target", figs=[usd(needed(40000, 0.07, 4), True)]),
  T("and at 4.5%?", "savings_target", figs=[usd(needed(40000, 0.045, 4), True)]))

# c12 savings growth add more
C({}, T("if i invest 10k now at 7% what will it be worth in 20 years", "savings_growth",
        figs=[usd(fv(10000, 0, 0.07, 20))]),
  T("what if I add $200 a month", "savings_growth", figs=[usd(fv(10000, 200, 0.07, 20))]),
  T("and at 8%?", "savings_growth", figs=[usd(fv(10000, 200, 0.08, 20))]))

# c13 greeting then facts then tax
C({}, T("hey there", "greeting"),
  T("I'm 29, live in Sydney and earn 78k", "facts", ch={"age": "29", "state": "NSW", "annualIncome": "78000"}),
  T("how much tax am I paying?", "tax", figs=tax_figs(78000)))

# c14 bonus after tax: asks income
C({}, T("how much of a 10k bonus would I keep after tax?", "bonus_after_tax"),
  T("I earn 105k", "bonus_after_tax", ch={"annualIncome": "105000"},
    figs=[usd(take_home(115000) - take_home(105000))]))

# c15 loan extra repayments then more
e1 = extra_saving(550000, 0.061, 27, 500)
e2 = extra_saving(550000, 0.061, 27, 1000)
C({}, T("how much would I save paying an extra 500 a month on a 550k loan at 6.1% with 27 years to go?",
        "loan_extra_repayment", figs=[usd(e1["saved"])]),
  T("what about 1000 extra?", "loan_extra_repayment", figs=[usd(e2["saved"])]))

# c16 couple take home for a couple follow-up of tax
C({}, T("whats the take home on 85k?", "tax", figs=[usd(take_home(85000))]),
  T("and what would a couple on 85k and 60k take home together?", "couple_take_home",
    figs=[usd(take_home(85000) + take_home(60000))]))

# c17 US pretax 401k then change amount
_p = {"country": "us", "state": "CA", "annualIncome": "130000"}
C(_p, T("how much tax would i save putting 15k into my 401k pre tax?", "pretax_saving",
        figs=[usd(k401_saved(130000, 15000, _p))]),
  T("what about the full 24.5k?", "pretax_saving", figs=[usd(k401_saved(130000, 24500, _p))]))

# c18 salary sacrifice compare
_p = {"annualIncome": "125000"}
C(_p, T("how much tax do I save if I salary sacrifice 8k?", "pretax_saving", figs=[usd(ss_saved(125000, 8000))]),
  T("what about 15k?", "pretax_saving", figs=[usd(ss_saved(125000, 15000))]))

# c19 equity with missing mortgage then net worth
_p = {"propertyValue": "780000"}
C(_p, T("how much equity have i got in the house?", "equity"),
  T("we owe about 430k", "equity", ch={"mortgageBalance": "430000"}, figs=[usd(350000)]))

# c20 savings rate then expenses correction
_p = {"annualIncome": "95000", "monthlyExpenses": "3800"}
_m = cent(D(take_home(95000)) / 12)
C(_p, T("how much am I saving a month?", "savings_rate", figs=[usd(_m - 3800)]),
  T("hmm my expenses are actually more like 4,200", "facts", ch={"monthlyExpenses": "4200"},
    figs=[usd(_m - 4200)]))

# c21 nest egg with follow-up withdrawal rate
C({}, T("how big a nest egg do i need for 70k a year in retirement?", "nest_egg",
        figs=[usd(D(70000) / D("0.04"))]),
  T("what if I use a 3.5% withdrawal rate instead", "nest_egg", figs=[usd(D(70000) / D("0.035"))]),
  T("and for 90k a year?", "nest_egg", figs=[usd(D(90000) / D("0.035"))]))

# c22 compare states then add one
C(US, T("compare take home on 100k in washington vs oregon", "compare_states",
        figs=[usd(take_home(100000, US, state="WA")), usd(take_home(100000, US, state="OR"))]),
  T("same but 150k", "compare_states",
    figs=[usd(take_home(150000, US, state="WA")), usd(take_home(150000, US, state="OR"))]))

# c23 payoff time then higher payment
n1, i1 = simulate(12000, 0.2149, 400)
n2, i2 = simulate(12000, 0.2149, 600)
C({}, T("how long to pay off a 12k credit card at 21.49% if i pay 400 a month?", "loan_payoff_time",
        figs=[usd(i1)]),
  T("and if i pay 600?", "loan_payoff_time", figs=[usd(i2)]))

# c24 explain super then SG rate then own SG
C({}, T("how does super work in australia?", "explain:super"),
  T("whats the current super guarantee rate", "limit:super_guarantee_rate", has=["12%"]),
  T("so how much should I be getting on 82k?", "employer_contributions", figs=[usd(D(82000) * D("0.12"))]))

# c25 HELP explainer then own tax with HECS stated
_p = {"helpDebt": "32000"}
C({}, T("how does HECS work?", "explain:help_debt"),
  T("I've got 32k of it and earn 75k, how much will I repay this year?", "tax",
    ch={"helpDebt": "32000", "annualIncome": "75000"},
    figs=[usd(tax(75000, _p)["helpRepayment"])]))

# c26 tax compare years follow-up
C({}, T("tax on 150k?", "tax", figs=tax_figs(150000)),
  T("how does that compare with last financial year?", "compare_years",
    figs=[usd(take_home(150000, taxYear="2025-26")), usd(take_home(150000, taxYear="2026-27"))]))

# c27 retirement then years
_p = {"age": "48", "superBalance": "380000", "annualIncome": "115000"}
C(_p, T("can i retire at 60?", "retirement"),
  T("what about 65?", "retirement"))

# c28 years to retirement with a change of mind about retirement age
_p = {"age": "36"}
C(_p, T("how many years till I retire?", "years_to_retirement", has=["29 years"]),
  T("actually I want to retire at 58", "facts", ch={"retirementAge": "58"}, has=["22 years"]))

# c29 today's dollars follow-up
C({}, T("what will 1.5 million be worth in today's dollars in 25 years?", "todays_dollars",
        figs=[usd(todays(1500000, 25))]),
  T("with 3% inflation?", "todays_dollars", figs=[usd(todays(1500000, 25, 0.03))]))

# c30 loan repayment weekly then interest-only
C({}, T("weekly repayments on 420k at 5.95% over 30 years?", "loan_repayment",
        figs=[usd(repayment(420000, 0.0595, 30, "weekly"), True)]),
  T("what would it be interest only, monthly?", "loan_repayment",
    figs=[usd(cent(D(420000) * D("0.0595") / 12), True)]))

# c31 MLS follow-up on income change (hypothetical)
C({}, T("how much is the medicare levy surcharge on 110k if I don't have private hospital cover?",
        "surcharge_cost", figs=[usd(D(110000) * D("0.01"))]),
  T("what about on 170k?", "surcharge_cost", figs=[usd(D(170000) * D("0.015"))]))

# c32 US tax then married
_p = {"country": "us", "state": "TX", "annualIncome": "140000"}
C(_p, T("whats my federal tax", "tax", figs=[usd(tax(140000, _p)["federalTax"])]),
  T("I'm married by the way, we file jointly", "facts", ch={"maritalStatus": "married"},
    figs=[usd(tax(140000, merged(_p, {"maritalStatus": "married"}))["federalTax"])]))

# c33 US 401k match asks income
_p = {"country": "us", "employerMatch": "0.05"}
C(_p, T("how much does my employer put into my 401k?", "employer_contributions"),
  T("I make 84k", "employer_contributions", ch={"annualIncome": "84000"}, figs=[usd(4200)]))

# c34 savings time to target, follow-ups (figs empty: time)
C({}, T("how long will it take me to save a 100k deposit putting away 2k a month?", "savings_time_to_target"),
  T("what if i add another $500 a month", "savings_time_to_target"))

# c35 limits chain US
C(US, T("whats the 401k contribution limit this year?", "limit:401k_limit", figs=["$24,500"]),
  T("and whats the catch up if you're over 50?", "limit:401k_limit", figs=["$8,000"]),
  T("what about an IRA?", "limit:ira_limit", figs=["$7,500"]))

# c36 facts over turns then net worth
C({}, T("I've got 35k in savings and 88k in super", "facts", ch={"currentSavings": "35000", "superBalance": "88000"}),
  T("plus about 9k on a car loan", "facts", ch={"debts": "9000"}),
  T("so what's my net worth?", "net_worth", figs=[usd(35000 + 88000 - 9000)]))

# c37 raise after tax, then hypothetical follow-up
_p = {"annualIncome": "88000"}
C(_p, T("what would a 7k raise be worth after tax?", "raise_after_tax",
        figs=[usd(take_home(95000) - take_home(88000))]),
  T("and a 12k one?", "raise_after_tax", figs=[usd(take_home(100000) - take_home(88000))]))

# c38 first home explainer then savings target for deposit
C({}, T("what help is there for first home buyers in australia", "explain:first_home_schemes"),
  T("how much would I need to save a fortnight to get 60k in 3 years?", "savings_target",
    figs=[usd(needed(60000, 0.07, 3, 26), True)]))

# c39 debt to income asks income
_p = {"mortgageBalance": "500000", "debts": "15000"}
C(_p, T("whats my debt to income ratio?", "debt_to_income"),
  T("around 120k a year", "debt_to_income", ch={"annualIncome": "120000"}))

# c40 15 vs 30 year compare then rate
C(US, T("30 year or 15 year mortgage on 350k at 6.25%, what's the monthly payment for each?", "loan_repayment",
        figs=[usd(repayment(350000, 0.0625, 30), True), usd(repayment(350000, 0.0625, 15), True)]),
  T("what about at 5.75%?", "loan_repayment",
    figs=[usd(repayment(350000, 0.0575, 30), True), usd(repayment(350000, 0.0575, 15), True)]))

# c41 help then a limit
C({}, T("what can you help me with", "help"),
  T("ok what's the tax free threshold", "limit:tax_free_threshold", figs=["$18,200"]))

# c42 profile summary after stating facts
C({}, T("im 45, married, 3 kids, earning 130k", "facts",
        ch={"age": "45", "maritalStatus": "married", "dependents": "3", "annualIncome": "130000"}),
  T("what do you know about me now?", "profile_summary"))

# c43 extra repayments vs super explainer then loan extra
e = extra_saving(400000, 0.06, 25, 300)
C({}, T("should i put extra into my mortgage or my super?", "explain:extra_repayments_vs_super"),
  T("how much interest would an extra 300 a month save on a 400k loan at 6% over 25 years?",
    "loan_extra_repayment", figs=[usd(e["saved"])]))

# c44 US take-home then hourly statement
_p = {"country": "us", "state": "NC"}
C(_p, T("what's the take home on 70k here?", "tax", figs=[usd(take_home(70000, _p))]),
  T("i'm actually paid hourly, $36 an hour", "facts", ch={"annualIncome": str(36 * 40 * 52)}))

# c45 thanks after a calc
C({}, T("what's the monthly repayment on 35k at 9.5% over 5 years?", "loan_repayment",
        figs=[usd(repayment(35000, 0.095, 5), True)]),
  T("cheers thanks", "thanks"))

# c46 savings growth US then monthly vs lump
C(US, T("if I put 7,500 a year into my IRA for 25 years at 8% how much will I have?", "savings_growth",
        figs=[usd(fv(0, 7500, 0.08, 25, 1))]),
  T("what about over 30 years?", "savings_growth", figs=[usd(fv(0, 7500, 0.08, 30, 1))]))

# c47 tax on own income with salary stated as correction
_p = {"annualIncome": "92000"}
C(_p, T("how much tax do i pay?", "tax", figs=tax_figs(92000)),
  T("sorry, 97k", "facts", ch={"annualIncome": "97000"}, figs=[usd(take_home(97000))]))

# c48 explainer negative gearing then CGT
C({}, T("whats negative gearing?", "explain:negative_gearing"),
  T("and how is capital gains tax worked out when you sell the property?", "explain:capital_gains_tax"))

# c49 emergency fund general then own cover with fact
C({}, T("how big should my emergency fund be?", "emergency_fund"),
  T("I've got 9k saved for emergencies and spend 3k a month, how many months is that?", "emergency_cover",
    ch={"emergencyFund": "9000", "emergencyFundCurrent": "9000", "monthlyExpenses": "3000"},
    has=["3 months"]))

# c50 compare states with own income
_p = {"country": "us", "state": "NY", "annualIncome": "160000"}
C(_p, T("how much more would I take home if I moved to Florida?", "compare_states",
        figs=[usd(take_home(160000, _p)), usd(take_home(160000, _p, state="FL"))]),
  T("what about New Jersey?", "compare_states",
    figs=[usd(take_home(160000, _p)), usd(take_home(160000, _p, state="NJ"))]))

# c51 loan repayment for a car, same but amount
C({}, T("repayments on a $38,000 car loan over 5 years at 7.9%?", "loan_repayment",
        figs=[usd(repayment(38000, 0.079, 5), True)]),
  T("same but $30k", "loan_repayment", figs=[usd(repayment(30000, 0.079, 5), True)]),
  T("over 7 years?", "loan_repayment", figs=[usd(repayment(30000, 0.079, 7), True)]))

# c52 AU tax then Victoria follow-up on hypothetical (nothing saved, AU state doesn't change tax)
C({"annualIncome": "70000"},
  T("if I moved jobs and earned 88k what would my take home be?", "tax", figs=[usd(take_home(88000))]),
  T("and in Victoria?", "tax", figs=[usd(take_home(88000))]))

# c53 years to retirement, then statement of age change
C({"age": "40", "retirementAge": "67"},
  T("how long until I can retire?", "years_to_retirement", has=["27 years"]),
  T("whoops I'm 42 actually", "facts", ch={"age": "42"}, has=["25 years"]))

# c54 contribution what-if follow-up
C({"age": "35", "superBalance": "95000", "annualIncome": "100000"},
  T("what will my super be worth if I add 300 a month?", "contribution_what_if"),
  T("and 500?", "contribution_what_if"))

# c55 take-home stated → gross worked back (no income stored)
_g = gross_from_take_home(5000 * 12)
C({}, T("I take home about 5,000 a month after tax and spend 3,500, how much am I saving?", "savings_rate",
        ch={"annualIncome": str(_g), "monthlyExpenses": "3500"}, figs=[usd(1500)]),
  T("what's that as a percentage?", "savings_rate", figs=[usd(1500)]))

# ================================================================= write

def main():
    with open(os.path.join(HERE, "questions.jsonl"), "w", encoding="utf-8") as f:
        for q in QUESTIONS:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "conversations.jsonl"), "w", encoding="utf-8") as f:
        for c in CONVS:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    print(f"{len(QUESTIONS)} questions, {len(CONVS)} conversations")


if __name__ == "__main__":
    main()
