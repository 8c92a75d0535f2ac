#!/usr/bin/env python3
"""Generate the first-contact evaluation set for Penny's chat advisor.

Standard library only; money in decimal.Decimal.  Every figure that is not a
tax figure is computed here from the conventions in BRIEF.md.  Tax figures
come from the tax engine's command line (never the advisor):

    /work/targets/base/debug/penny tax --batch < tax_requests.jsonl

The requests are the canonical JSON lines printed by `python3 gen.py --requests`;
the results are hard-coded in TAX_RESULTS at the bottom of this file (federalTax,
stateTax, ficaTax, takeHome, helpRepayment and takeHomePerPeriod of each line).

Usage:
    python3 gen.py --check      # worked-example self checks only
    python3 gen.py --requests   # print the tax requests the set needs (JSON lines)
    python3 gen.py              # write questions.jsonl and conversations.jsonl
"""
import json
import sys
from decimal import Decimal as D, ROUND_HALF_UP, ROUND_CEILING, getcontext

getcontext().prec = 60
CENT = D("0.01")
ONE = D(1)


# --------------------------------------------------------------------------
# Money helpers
# --------------------------------------------------------------------------

def r2(x):
    """Round to the cent, half away from zero (ROUND_HALF_UP on Decimal is away from zero)."""
    return D(x).quantize(CENT, rounding=ROUND_HALF_UP)


def r0(x):
    return D(x).quantize(ONE, rounding=ROUND_HALF_UP)


def up2(x):
    """Round up to the cent (positive amounts)."""
    return D(x).quantize(CENT, rounding=ROUND_CEILING)


def money(x, cents=False):
    x = D(x)
    if cents:
        v = r2(x)
        s = f"{abs(v):,.2f}"
    else:
        v = r0(x)
        s = f"{abs(v):,.0f}"
    return ("-$" if v < 0 else "$") + s


HALF_CASES = []


def m0(x):
    if (D(x) * 2) == (D(x) * 2).to_integral_value() and D(x) != D(x).to_integral_value():
        HALF_CASES.append(D(x))       # exactly on 50 cents: avoided in the set (see NOTES.md)
    return money(x, cents=False)


def m2(x):
    return money(x, cents=True)


def dec(s):
    return D(str(s))


# --------------------------------------------------------------------------
# Calculators (BRIEF "Conventions for figures")
# --------------------------------------------------------------------------

def repayment(principal, rate, years, periods=12):
    """Annuity repayment P*r/(1-(1+r)^-n), rounded to the cent."""
    P, i = dec(principal), dec(rate) / periods
    n = int(dec(years) * periods)
    return r2(P * i / (ONE - (ONE + i) ** (-n)))


def total_interest(principal, rate, years, periods=12):
    n = int(dec(years) * periods)
    return repayment(principal, rate, years, periods) * n - dec(principal)


def interest_only(principal, rate, periods=12):
    return r2(dec(principal) * dec(rate) / periods)


def simulate(principal, rate, periods, payment, limit=10000):
    """Period by period: interest rounded to the cent, then the payment (the
    last one only what is owed).  Returns (number of payments, total interest)."""
    bal, i, pay = dec(principal), dec(rate) / periods, dec(payment)
    n, tot = 0, D(0)
    while bal > 0:
        interest = r2(bal * i)
        if n > limit:
            raise ValueError("payment never clears the balance")
        bal += interest
        tot += interest
        bal -= min(pay, bal)
        n += 1
    return n, tot


def extra_repayment(principal, rate, years, extra, periods=12):
    """Simulate the plain and the extra schedule; interest saved is the
    difference of the two simulated totals; time saved in periods."""
    pmt = repayment(principal, rate, years, periods)
    n0, i0 = simulate(principal, rate, periods, pmt)
    n1, i1 = simulate(principal, rate, periods, pmt + dec(extra))
    return {"pmt": pmt, "plain_n": n0, "plain_int": i0, "extra_n": n1,
            "extra_int": i1, "saved": i0 - i1, "periods_saved": n0 - n1}


def fv(pv, contrib, rate, years, periods=12):
    """FV = PV(1+r)^n + C((1+r)^n - 1)/r, end-of-period contributions."""
    i = dec(rate) / periods
    n = int(dec(years) * periods)
    f = (ONE + i) ** n
    if i == 0:
        return r2(dec(pv) + dec(contrib) * n)
    return r2(dec(pv) * f + dec(contrib) * (f - ONE) / i)


def saving_needed(target, rate, years, periods=12, pv=0):
    """Regular saving to reach target, rounded UP to the cent."""
    i = dec(rate) / periods
    n = int(dec(years) * periods)
    f = (ONE + i) ** n
    return up2((dec(target) - dec(pv) * f) * i / (f - ONE))


def time_to_target(target, contrib, rate, periods=12, pv=0):
    """Smallest number of periods whose (exact-formula) balance reaches the
    target; also checked against a cent-rounded period-by-period run."""
    i = dec(rate) / periods
    bal, n = dec(pv), 0
    while True:
        n += 1
        f = (ONE + i) ** n
        exact = dec(pv) * f + dec(contrib) * (f - ONE) / i
        bal = bal + r2(bal * i) + dec(contrib)
        if exact >= dec(target) or bal >= dec(target):
            assert exact >= dec(target) and bal >= dec(target), (
                "boundary case: exact and cent-rounded runs disagree", target, contrib, rate)
            return n


def nest_egg(yearly, wr="0.04"):
    return dec(yearly) / dec(wr)


def todays_dollars(nominal, years, infl="0.025"):
    return dec(nominal) / (ONE + dec(infl)) ** int(years)


def ym_tokens(months):
    """'has' tokens for a duration given in months: '4 years', '2 months'."""
    y, m = divmod(int(months), 12)
    out = []
    if y:
        out.append(f"{y} year" if y == 1 else f"{y} years")
    if m:
        out.append(f"{m} month" if m == 1 else f"{m} months")
    return out


def periods_to_months(n, periods):
    """Whole months for a count of weekly / fortnightly periods (rounded up)."""
    if periods == 12:
        return n
    return int((D(n) * 12 / periods).to_integral_value(rounding=ROUND_CEILING))


# --------------------------------------------------------------------------
# Tax (hard-coded engine results; see TAX_RESULTS at the bottom)
# --------------------------------------------------------------------------

MISSING = []

AU_YEAR = "2026-27"
US_YEAR = "2026"


def tax_request(country, income, year=None, state=None, filing=None, marital=None,
                dependents=None, help_debt=None, sacrifice=None, pretax=None, age=None,
                cover=None, household=None):
    q = {"country": country, "income": int(dec(income)) if dec(income) == int(dec(income)) else float(income),
         "taxYear": year or (AU_YEAR if country == "australia" else US_YEAR)}
    if state:
        q["state"] = state
    if filing:
        q["filingStatus"] = filing
    if marital:
        q["maritalStatus"] = marital
    if dependents:
        q["dependents"] = int(dependents)
    if help_debt:
        q["helpDebt"] = int(dec(help_debt))
    if sacrifice:
        q["salarySacrifice"] = int(dec(sacrifice))
    if pretax:
        q["preTaxRetirement"] = int(dec(pretax))
    if age:
        q["age"] = int(age)
    if cover is False:
        q["privateHospitalCover"] = False
    if household:
        q["householdIncome"] = int(dec(household))
    return json.dumps(q, sort_keys=True)


USED = []


def tax(country, income, **kw):
    key = tax_request(country, income, **kw)
    USED.append(key)
    if key not in TAX_RESULTS:
        MISSING.append(key)
        return {"federalTax": D(0), "stateTax": D(0), "ficaTax": D(0), "takeHome": D(0),
                "helpRepayment": D(0), "weekly": D(0), "fortnightly": D(0), "monthly": D(0)}
    r = TAX_RESULTS[key]
    return {k: dec(v) for k, v in r.items()}


def tax_from_profile(p, income=None, **over):
    """The engine request the advisor would build from a profile (own income)."""
    country = p.get("country", "australia")
    inc = income if income is not None else p["annualIncome"]
    kw = {}
    if p.get("maritalStatus"):
        kw["marital"] = p["maritalStatus"]
    if p.get("dependents") and p["dependents"] != "0":
        kw["dependents"] = p["dependents"]
    if p.get("age"):
        kw["age"] = p["age"]
    if country == "us":
        if p.get("state"):
            kw["state"] = p["state"]
        if p.get("preTaxRetirement"):
            kw["pretax"] = p["preTaxRetirement"]
    else:
        if p.get("helpDebt"):
            kw["help_debt"] = p["helpDebt"]
        if p.get("salarySacrifice"):
            kw["sacrifice"] = p["salarySacrifice"]
        if p.get("privateHospitalCover") == "false":
            kw["cover"] = False
        if p.get("householdIncome"):
            kw["household"] = p["householdIncome"]
    kw.update(over)
    kw = {k: v for k, v in kw.items() if v is not None}
    return tax(country, inc, **kw)


def total_tax(t):
    return t["federalTax"] + t["stateTax"] + t["ficaTax"] + t.get("helpRepayment", D(0))


# --------------------------------------------------------------------------
# Own-figure formulas
# --------------------------------------------------------------------------

def g(p, k):
    return dec(p.get(k, "0") or "0")


def net_worth(p):
    assets = sum(g(p, k) for k in ("currentSavings", "propertyValue", "superBalance",
                                   "investmentAccounts", "emergencyFund"))
    liab = g(p, "mortgageBalance") + g(p, "debts")
    return assets - liab


def equity(p):
    return g(p, "propertyValue") - g(p, "mortgageBalance")


def monthly_savings(p, take_home_monthly=None):
    th = take_home_monthly if take_home_monthly is not None else tax_from_profile(p)["takeHome"] / 12
    return th - g(p, "monthlyExpenses"), th


def sg(p):
    return g(p, "annualIncome") * D("0.12")


def us_match(p, rate=None):
    return g(p, "annualIncome") * (dec(rate) if rate is not None else g(p, "employerMatch"))


def cover_months(p):
    return g(p, "emergencyFund") / g(p, "monthlyExpenses")


def dti(p):
    return (g(p, "mortgageBalance") + g(p, "debts")) / g(p, "annualIncome")


def years_to_ret(p):
    return int(p.get("retirementAge", "65")) - int(p["age"])


def ratio_token(x, places=2):
    """A ratio such as 4.5 or 4.65 as a 'has' token (trailing zeros dropped)."""
    s = f"{D(x).quantize(D(1).scaleb(-places), rounding=ROUND_HALF_UP)}"
    return s.rstrip("0").rstrip(".")


def merged(p, ch):
    q = dict(p)
    q.update(ch)
    return q


def weekly_to_monthly(x):
    return r2(dec(x) * 52 / 12)


def EF(x):
    return {"emergencyFund": str(x), "emergencyFundCurrent": str(x)}


# --------------------------------------------------------------------------
# Self checks against worked examples
# --------------------------------------------------------------------------

def self_check():
    assert repayment(500000, "0.06", 30) == D("2997.75"), repayment(500000, "0.06", 30)
    assert repayment(300000, "0.05", 30) == D("1610.46")
    assert repayment(200000, "0.045", 15) == D("1529.99")
    assert fv(10000, 0, "0.05", 10) == D("16470.09")      # 10k at 5% monthly for 10 years
    assert fv(0, 100, "0.06", 10) == D("16387.93")        # $100/month at 6% for 10 years
    assert nest_egg(40000) == D(1000000)
    assert r0(todays_dollars(1000000, 30)) == D(476743)
    assert r2(D("2.005")) == D("2.01") and r2(D("-2.005")) == D("-2.01")
    # a schedule simulated at the plain repayment takes (about) the full term
    n, _ = simulate(500000, "0.06", 12, D("2997.75"))
    assert n in (360, 361), n
    return True


# --------------------------------------------------------------------------
# Profiles
# --------------------------------------------------------------------------

AU = {"country": "australia"}
US = {"country": "us"}

# --------------------------------------------------------------------------
# Questions
# --------------------------------------------------------------------------

Q = []


def q(m, p, intent, ch=None, figs=None, has=None, cat=None):
    Q.append({"m": m, "p": p, "intent": intent, "ch": ch or {}, "figs": figs or [],
              "has": has or [], "_cat": cat})


def build_questions():
    # ---------------- calculators: loans ----------------
    C = "calc"
    q("whats the monthly repayment on a 650k loan at 6.2% over 30 yrs",
      {**AU, "state": "NSW", "age": "33"}, "loan_repayment",
      figs=[m2(repayment(650000, "0.062", 30))], cat=C)
    q("fortnightly repayments on $420,000 @ 5.89% over 25 years?",
      {**AU, "state": "VIC"}, "loan_repayment",
      figs=[m2(repayment(420000, "0.0589", 25, 26))], cat=C)
    q("Monthly payment on a $380k mortgage, 6.75%, 30 year fixed?",
      {**US, "state": "AZ"}, "loan_repayment",
      figs=[m2(repayment(380000, "0.0675", 30))], cat=C)
    q("car loan 28 grand at 8.5% for 5 years what would the payments be",
      {**AU, "age": "24"}, "loan_repayment",
      figs=[m2(repayment(28000, "0.085", 5))], cat=C)
    q("how much a week to repay 55000 at 7% over 7 years",
      AU, "loan_repayment", figs=[m2(repayment(55000, "0.07", 7, 52))], cat=C)
    q("interest only repayments on 700k at 6.1%? monthly",
      {**AU, "state": "QLD"}, "loan_repayment", figs=[m2(interest_only(700000, "0.061"))], cat=C)
    q("What's the payment on a 15-year $300,000 loan at 5.9%?",
      {**US, "state": "NC", "age": "38"}, "loan_repayment",
      figs=[m2(repayment(300000, "0.059", 15))], cat=C)
    q("if i borrow 35k for a truck at 9.9% over 4 years how much interest do i end up paying total",
      {**US, "state": "OK"}, "loan_repayment",
      figs=[m2(repayment(35000, "0.099", 4)), m2(total_interest(35000, "0.099", 4))], cat=C)

    e = extra_repayment(500000, "0.06", 30, 300)
    q("if i chuck an extra $300 a month on a 500k mortgage at 6% over 30 years how much interest do i save",
      {**AU, "state": "WA"}, "loan_extra_repayment", figs=[m0(e["saved"])], cat=C)
    e = extra_repayment(260000, "0.065", 30, 200)
    q("Extra $200/month on a $260,000 30-yr loan at 6.5% - how much sooner would it be paid off?",
      {**US, "state": "GA"}, "loan_extra_repayment",
      figs=[m0(e["saved"])], has=ym_tokens(e["periods_saved"]), cat=C)
    e = extra_repayment(400000, "0.058", 25, 100, 26)
    q("paying an extra 100 a fortnight on a 400k home loan (5.8%, 25 yrs, fortnightly repayments) - what does that save me?",
      {**AU, "state": "SA"}, "loan_extra_repayment", figs=[m0(e["saved"])], cat=C)

    n, _ = simulate(12000, "0.21", 12, 400)
    q("how long to pay off a 12k credit card at 21% if i pay $400 a month",
      {**US, "state": "AL"}, "loan_payoff_time", has=ym_tokens(n), cat=C)
    n, _ = simulate(18500, "0.069", 12, 350)
    q("How long would it take to pay off $18,500 at 6.9% paying $350 a month?",
      {**US, "state": "MI"}, "loan_payoff_time", has=ym_tokens(n), cat=C)
    n, _ = simulate(200000, "0.06", 12, 2000)
    q("how many years to pay off 200k at 6% with 2000 a month repayments",
      {**AU, "state": "TAS"}, "loan_payoff_time", has=ym_tokens(n), cat=C)

    # ---------------- calculators: savings ----------------
    q("if i put 500 a month into a high yield savings account at 4.5% how much will i have after 10 years",
      {**US, "state": "SC"}, "savings_growth", figs=[m0(fv(0, 500, "0.045", 10))], cat=C)
    q("10k invested at 8% for 25 years, what's it worth at the end?",
      {**US, "state": "CO"}, "savings_growth", figs=[m0(fv(10000, 0, "0.08", 25))], cat=C)
    q("starting with $20k and adding $300/mo at 7%, what do I have after 15 years?",
      {**US, "state": "PA"}, "savings_growth", figs=[m0(fv(20000, 300, "0.07", 15))], cat=C)
    q("150 a week into ETFs at 7% for 20 years, what would that grow to",
      {**AU, "age": "27"}, "savings_growth", figs=[m0(fv(0, 150, "0.07", 20, 52))], cat=C)
    q("how much would 1000 a month grow to over 30 years",
      {**US, "state": "MD", "age": "30"}, "savings_growth",
      figs=[m0(fv(0, 1000, "0.07", 30))], cat=C)
    q("what does $400 a month turn into after 20 years?",
      {**US, "state": "OR", "expectedReturnRate": "0.06"}, "savings_growth",
      figs=[m0(fv(0, 400, "0.06", 20))], cat=C)

    q("how much do i need to save each month to have 40k in 3 years? assume 4%",
      {**AU, "age": "26"}, "savings_target", figs=[m2(saving_needed(40000, "0.04", 3))], cat=C)
    q("we want a 120k house deposit in 5 yrs, how much do we need to put away per fortnight at 4.5%?",
      {**AU, "state": "VIC", "maritalStatus": "de facto"}, "savings_target",
      figs=[m2(saving_needed(120000, "0.045", 5, 26))], cat=C)
    q("How much per month to reach $1M in 30 years at 8%?",
      {**US, "state": "IL"}, "savings_target", figs=[m2(saving_needed(1000000, "0.08", 30))], cat=C)
    q("need $15k for our wedding in 2 years, how much should i be putting away monthly",
      {**US, "state": "WI"}, "savings_target", figs=[m2(saving_needed(15000, "0.07", 2))], cat=C)

    n = time_to_target(100000, 800, "0.05")
    q("saving 800 a month at 5%, how long to get to 100k", {**US, "state": "UT"}, "savings_time_to_target",
      has=ym_tokens(n), cat=C)
    n = time_to_target(1000000, 2000, "0.07")
    q("how many years till i hit a million investing 2k a month at 7%?",
      {**US, "state": "FL", "age": "35"}, "savings_time_to_target", has=ym_tokens(n), cat=C)
    n = time_to_target(30000, 250, "0.04", 52)
    q("If I save $250 a week at 4%, how long until I have $30,000?",
      {**US, "state": "NJ"}, "savings_time_to_target", has=ym_tokens(periods_to_months(n, 52))[:1], cat=C)

    q("how big a nest egg do i need to live on 60k a year in retirement",
      {**AU, "age": "41"}, "nest_egg", figs=[m0(nest_egg(60000))], cat=C)
    q("To retire on $8,000 a month, how much do I need saved up?",
      {**US, "state": "VA", "age": "47"}, "nest_egg", figs=[m0(nest_egg(96000))], cat=C)
    q("using a 3.5% withdrawal rate, how much would i need to retire on 70k a yr",
      {**US, "state": "NM"}, "nest_egg", figs=[m0(nest_egg(70000, "0.035"))], cat=C)

    q("what's 1 million in 30 years worth in todays dollars",
      {**US, "state": "MO", "age": "35"}, "todays_dollars", figs=[m0(todays_dollars(1000000, 30))], cat=C)
    q("$500k in 20 yrs at 3% inflation - what's that in today's money?",
      {**US, "state": "MN"}, "todays_dollars", figs=[m0(todays_dollars(500000, 20, "0.03"))], cat=C)

    # ---------------- bonus / raise / couple / surcharge / states / years ----------------
    p = {**AU, "state": "NSW", "age": "34", "annualIncome": "92000"}
    kept = tax_from_profile(p, 102000)["takeHome"] - tax_from_profile(p)["takeHome"]
    q("getting a 10k bonus next month, how much will i actually see after tax?", p,
      "bonus_after_tax", figs=[m0(kept)], cat=C)
    p = {**US, "state": "NY", "age": "36", "annualIncome": "120000"}
    kept = tax_from_profile(p, 135000)["takeHome"] - tax_from_profile(p)["takeHome"]
    q("how much of a $15,000 bonus do I actually get to keep?", p, "bonus_after_tax",
      figs=[m0(kept)], cat=C)
    p = {**AU, "state": "QLD", "age": "28", "annualIncome": "78000"}
    extra = tax_from_profile(p, 85000)["takeHome"] - tax_from_profile(p)["takeHome"]
    q("boss is offering a 7k pay rise, whats that after tax per fortnight?", p, "raise_after_tax",
      figs=[m0(extra / 26)], cat=C)
    p = {**US, "state": "WA", "age": "33", "annualIncome": "85000"}
    extra = tax_from_profile(p, 95000)["takeHome"] - tax_from_profile(p)["takeHome"]
    q("If I get a 10k raise how much more do I actually take home a year?", p, "raise_after_tax",
      figs=[m0(extra)], cat=C)

    p = {**AU, "state": "ACT", "age": "38", "maritalStatus": "married", "annualIncome": "90000"}
    both = tax_from_profile(p)["takeHome"] + tax_from_profile(p, 65000)["takeHome"]
    q("my partner's on 65k, what do we bring home together after tax?", p, "couple_take_home",
      figs=[m0(both)], cat=C)
    p = {**US, "state": "OH", "age": "39", "maritalStatus": "married", "annualIncome": "72000"}
    both = tax("us", 130000, state="OH", marital="married", age=39)["takeHome"]
    q("husband makes 58k, what's our combined take home?", p, "couple_take_home",
      figs=[m0(both)], cat=C)

    p = {**AU, "state": "NSW", "age": "37", "annualIncome": "112000", "privateHospitalCover": "false"}
    mls = tax_from_profile(p)["ficaTax"] - tax_from_profile(p, cover=None)["ficaTax"]
    q("do i need private health to dodge the medicare levy surcharge? what's it costing me without it?",
      p, "surcharge_cost", figs=[m0(mls)], cat=C)
    mls = tax("australia", 140000, cover=False)["ficaTax"] - tax("australia", 140000)["ficaTax"]
    q("how much is the medicare levy surcharge on 140k if you dont have private hospital cover",
      AU, "surcharge_cost", figs=[m0(mls)], has=["1.25%"], cat=C)

    q("120k salary, new york vs florida, which one leaves me more?", US, "compare_states",
      figs=[m0(tax("us", 120000, state="NY")["takeHome"]), m0(tax("us", 120000, state="FL")["takeHome"])],
      cat=C)
    q("compare tax in NY, FL and NJ on 96k single",
      {**US, "age": "30"}, "compare_states",
      figs=[m0(tax("us", 96000, state=s, filing="single", age=30)["takeHome"]) for s in ("NY", "FL", "NJ")],
      cat=C)

    p = {**AU, "state": "VIC", "age": "44", "annualIncome": "92000"}
    q("how much less tax am i paying this financial year compared to last?", p, "compare_years",
      figs=[m0(tax_from_profile(p, year="2025-26")["federalTax"]), m0(tax_from_profile(p)["federalTax"])],
      has=["2025-26", "2026-27"], cat=C)
    p = {**US, "age": "42", "annualIncome": "110000"}
    q("compare my federal tax for 2025 vs 2026", p, "compare_years",
      figs=[m0(tax_from_profile(p, year="2025")["federalTax"]), m0(tax_from_profile(p)["federalTax"])],
      cat=C)

    p = {**AU, "state": "NSW", "age": "46", "annualIncome": "120000"}
    saved = total_tax(tax_from_profile(p)) - total_tax(tax_from_profile(p, sacrifice=8000))
    q("how much tax would i save salary sacrificing 8k into super", p, "pretax_saving",
      figs=[m0(saved)], cat=C)
    p = {**US, "state": "CA", "age": "34", "annualIncome": "95000"}
    saved = total_tax(tax_from_profile(p)) - total_tax(tax_from_profile(p, pretax=10000))
    q("if i put $10k pre-tax into my 401k how much tax does that save me?", p, "pretax_saving",
      figs=[m0(saved)], cat=C)

    q("what would my super be worth at 65 if i put in an extra 5k a year",
      {**AU, "age": "40", "annualIncome": "100000", "superBalance": "150000"},
      "contribution_what_if", cat=C)
    q("how much more would my 401k have by retirement if I bumped my contributions by $300 a month?",
      {**US, "state": "TN", "age": "35", "annualIncome": "88000", "superBalance": "60000"},
      "contribution_what_if", cat=C)

    # ---------------- tax ----------------
    T = "tax"
    t = tax("australia", 87000)
    q("how much tax on 87k", AU, "tax", figs=[m0(t["federalTax"]), m0(t["takeHome"])], cat=T)
    p = {**AU, "state": "VIC", "age": "27", "annualIncome": "120000", "helpDebt": "30000"}
    t = tax_from_profile(p)
    q("whats my take home pay?", p, "tax", figs=[m0(t["takeHome"])], cat=T)
    t = tax("us", 65000, filing="single")
    q("federal tax on 65k single?", US, "tax", figs=[m0(t["federalTax"])], cat=T)
    t = tax("us", 150000, state="WA")
    q("What would I take home on 150k in Washington state?", US, "tax",
      figs=[m0(t["takeHome"])], cat=T)
    t = tax("australia", 200000)
    q("if i earned 200k how much tax would i pay", {**AU, "annualIncome": "95000"}, "tax",
      figs=[m0(t["federalTax"])], cat=T)
    inc = 38 * 38 * 52
    t = tax("australia", inc)
    q("i'm on $38 an hour full time, whats my weekly take home?", AU, "tax",
      ch={"annualIncome": str(inc)}, figs=[m0(t["weekly"])], cat=T)
    inc = 28 * 40 * 52
    p = {**US, "state": "FL"}
    t = tax("us", inc, state="FL")
    q("I make $28 an hour, what's my take-home every two weeks?", p, "tax",
      ch={"annualIncome": str(inc)}, figs=[m0(t["fortnightly"])], cat=T)
    t = tax("australia", 45000)
    q("tax on 45000?", {**AU, "age": "22"}, "tax", figs=[m0(t["federalTax"]), m0(t["takeHome"])], cat=T)
    t = tax("us", 180000, state="IL", filing="married_filing_jointly")
    q("tax on 180k married filing jointly in illinois?", US, "tax",
      figs=[m0(t["federalTax"]), m0(t["takeHome"])], cat=T)
    t = tax("australia", 130000)
    q("what's left of 2,500 a week after tax?", AU, "tax", figs=[m0(t["weekly"])], cat=T)
    t = tax("australia", 60000)
    q("what's the monthly take home on a 5k a month salary?", {**AU, "annualIncome": "52000"}, "tax",
      figs=[m0(t["monthly"])], cat=T)
    p = {**US, "state": "MA", "age": "45", "annualIncome": "105000"}
    t = tax_from_profile(p)
    q("how much am I paying in state income tax?", p, "tax", figs=[m0(t["stateTax"])], cat=T)
    t = tax("australia", 100000, year="2024-25")
    q("what was the tax on 100k in 2024-25", AU, "tax", figs=[m0(t["federalTax"])], has=["2024-25"], cat=T)
    t = tax("australia", 50000, age=68)
    q("I'm 68 and still earn about 50k from part time work, how much tax do I pay?", AU, "tax",
      ch={"age": "68", "annualIncome": "50000"}, figs=[m0(t["takeHome"])], cat=T)
    p = {**US, "state": "TX", "age": "31", "annualIncome": "78000"}
    t = tax_from_profile(p)
    q("how much do i lose to taxes each year?", p, "tax", figs=[m0(t["federalTax"]), m0(t["ficaTax"])], cat=T)

    # ---------------- limits and tables ----------------
    L = "limit"
    q("whats the concessional cap this year", {**AU, "age": "50"}, "limit:concessional_cap",
      figs=["$32,500"], cat=L)
    q("non concessional contribution limit for 2025-26?", AU, "limit:non_concessional_cap",
      figs=["$120,000"], cat=L)
    q("401k max contribution 2026", US, "limit:401k_limit", figs=["$24,500"], cat=L)
    q("how much can i put in my 401k if im 52", {**US, "state": "TX"}, "limit:401k_limit",
      ch={"age": "52"}, figs=["$24,500", "$8,000"], cat=L)
    q("What's the IRA contribution limit?", US, "limit:ira_limit", figs=["$7,500"], cat=L)
    q("hsa limit for family coverage in 2026?", US, "limit:hsa_limit", figs=["$8,750"], cat=L)
    q("standard deduction married filing jointly", US, "limit:standard_deduction",
      figs=["$32,200"], cat=L)
    q("what was the standard deduction in 2025 for a single person", US, "limit:standard_deduction",
      figs=["$15,750"], cat=L)
    q("how much is the child tax credit per kid", {**US, "dependents": "2"}, "limit:child_tax_credit",
      figs=["$2,200"], cat=L)
    q("social security wage base 2026?", US, "limit:social_security_wage_base",
      figs=["$184,500"], cat=L)
    q("what's the fica tax rate", US, "limit:fica", has=["7.65%"], cat=L)
    q("whats the tax free threshold in australia", AU, "limit:tax_free_threshold",
      figs=["$18,200"], cat=L)
    q("what % is the medicare levy", AU, "limit:medicare_levy", has=["2%"], cat=L)
    q("what are the medicare levy surcharge thresholds for singles", AU, "limit:surcharge_thresholds",
      figs=["$101,000", "$118,000", "$158,000"], cat=L)
    q("what tax bracket am i in?", {**AU, "state": "NSW", "annualIncome": "150000"},
      "limit:tax_brackets", has=["37%"], cat=L)
    q("at what income does the 45% rate kick in", AU, "limit:tax_brackets", figs=["$190,000"], cat=L)
    q("top marginal federal tax rate in the US?", US, "limit:tax_brackets", has=["37%"], cat=L)
    q("california income tax brackets?", US, "limit:tax_brackets", has=["12.3%"], cat=L)
    q("colorado state income tax rate", {**US, "state": "CO"}, "limit:tax_brackets", has=["4.4"], cat=L)
    q("current super guarantee rate?", AU, "limit:super_guarantee_rate", has=["12%"], cat=L)
    q("at what income do i have to start paying back my HECS", {**AU, "helpDebt": "18000"},
      "limit:help_repayment_thresholds", figs=["$67,000"], cat=L)
    q("how much is the age pension a fortnight for a single person", {**AU, "age": "66"},
      "limit:age_pension_rate", figs=["$1,200.90"], cat=L)
    q("2025 401(k) limit?", US, "limit:401k_limit", figs=["$23,500"], cat=L)
    q("tax brackets for 2024-25?", AU, "limit:tax_brackets", figs=["$135,000", "$190,000"],
      has=["16%", "45%"], cat=L)
    q("what bracket is 90k in for a single filer", US, "limit:tax_brackets", has=["22%"], cat=L)
    q("whats north carolina's income tax rate for 2026", US, "limit:tax_brackets", has=["3.99%"], cat=L)

    # ---------------- own figures ----------------
    O = "own"
    pc = {**AU, "state": "QLD", "age": "45", "maritalStatus": "married", "dependents": "2",
          "annualIncome": "118000", "propertyValue": "850000", "mortgageBalance": "460000",
          "superBalance": "210000", "currentSavings": "30000", "monthlyExpenses": "5200", **EF(20000)}
    q("whats my net worth", pc, "net_worth", figs=[m0(net_worth(pc))], cat=O)
    pu = {**US, "state": "WA", "age": "33", "annualIncome": "104000", "currentSavings": "18000",
          "superBalance": "96000", "investmentAccounts": "41000", "debts": "27500"}
    q("what am i worth right now, net?", pu, "net_worth", figs=[m0(net_worth(pu))], cat=O)
    ch = {"currentSavings": "40000", "superBalance": "85000", "debts": "15000"}
    q("i've got 40k in savings, 85k in super and owe 15k on my car, what's my net worth?",
      {**AU, "age": "32"}, "net_worth", ch=ch, figs=[m0(net_worth(merged(AU, ch)))], cat=O)
    q("how much equity have i got in the house?", pc, "equity", figs=[m0(equity(pc))], cat=O)
    ch = {"propertyValue": "1100000", "mortgageBalance": "640000"}
    q("our house is worth about 1.1m and we owe 640k on it. how much equity do we have?",
      {**US, "state": "CA", "maritalStatus": "married"}, "equity", ch=ch,
      figs=[m0(equity(ch))], cat=O)
    s, th = monthly_savings(pc)
    q("how much am i saving each month?", pc, "savings_rate", figs=[m0(s)], cat=O)
    p = {**US, "state": "NV", "age": "29", "annualIncome": "90000"}
    q("I take home about $5,600 a month and spend around $4,100. what's my savings rate?", p,
      "savings_rate", ch={"monthlyExpenses": "4100"}, figs=[m0(D(1500))], cat=O)
    p = {**AU, "state": "NSW", "age": "34", "annualIncome": "92000"}
    q("how much super should my employer be paying me", p, "employer_contributions",
      figs=[m0(sg(p))], cat=O)
    q("i get paid 76,500 a year, how much SG should be going into my super?", AU, "employer_contributions",
      ch={"annualIncome": "76500"}, figs=[m0(sg({"annualIncome": "76500"}))], cat=O)
    p = {**US, "state": "AZ", "age": "41", "annualIncome": "100000", "employerMatch": "0.05"}
    q("how much is my employer putting into my 401k each year", p, "employer_contributions",
      figs=[m0(us_match(p))], cat=O)
    ch = {"employerMatch": "0.04", "annualIncome": "110000"}
    q("My company matches 4% and I make 110k - how much free money is that a year?",
      {**US, "state": "GA"}, "employer_contributions", ch=ch, figs=[m0(us_match(ch))], cat=O)
    p = {**US, "state": "NY", "age": "37", "annualIncome": "95000", "monthlyExpenses": "4000", **EF(18000)}
    q("how many months would my emergency fund last me?", p, "emergency_cover",
      has=[ratio_token(cover_months(p), 1)], cat=O)
    ch = {**EF(10500), "monthlyExpenses": "3000"}
    q("i have 10.5k in my emergency fund and spend about 3k a month, how many months would that cover",
      AU, "emergency_cover", ch=ch, has=[ratio_token(cover_months(ch), 1)], cat=O)
    p = {**AU, "state": "SA", "age": "39", "annualIncome": "100000", "mortgageBalance": "420000",
         "debts": "30000"}
    q("what's my debt to income ratio?", p, "debt_to_income", has=[ratio_token(dti(p))], cat=O)
    p = {**US, "state": "TX", "age": "31", "annualIncome": "78000"}
    q("how many years until i can retire?", p, "years_to_retirement",
      has=[f"{years_to_ret(p)} years"], cat=O)
    q("just turned 29, how long till retirement?", {**AU, "annualIncome": "70000"}, "years_to_retirement",
      ch={"age": "29"}, has=[f"{65 - 29} years"], cat=O)
    p = {**AU, "state": "WA", "age": "44", "retirementAge": "60"}
    q("how long have i got until i retire", p, "years_to_retirement",
      has=[f"{years_to_ret(p)} years"], cat=O)
    ch = {"annualIncome": "80000", "debts": "36000"}
    q("I make 80k and owe about 36k between student loans and my car. what's my debt to income?",
      {**US, "state": "OH"}, "debt_to_income", ch=ch, has=[ratio_token(dti(ch))], cat=O)

    p = {**US, "state": "NC", "age": "46", "currentSavings": "12000", "propertyValue": "420000",
         "mortgageBalance": "310000", "superBalance": "150000", "debts": "9000", **EF(8000)}
    q("net worth?", p, "net_worth", figs=[m0(net_worth(p))], cat=O)
    p = {**AU, "state": "VIC", "age": "36", "propertyValue": "690000", "mortgageBalance": "455000"}
    q("how much of my place do i actually own now, equity wise", p, "equity", figs=[m0(equity(p))], cat=O)
    p = {**US, "state": "FL", "age": "27", "annualIncome": "72000", "monthlyExpenses": "3900"}
    s_, _ = monthly_savings(p)
    q("what's my savings rate looking like", p, "savings_rate", figs=[m0(s_)], cat=O)
    q("I'm 52, how many working years have I got left before retirement?",
      {**AU, "state": "NSW", "annualIncome": "115000"}, "years_to_retirement", ch={"age": "52"},
      has=["13 years"], cat=O)
    p = {**US, "state": "AR", "age": "30", "monthlyExpenses": "3000", **EF(7500)}
    q("how long could i live off my emergency savings", p, "emergency_cover",
      has=[ratio_token(cover_months(p), 1)], cat=O)

    # ---------------- facts stated ----------------
    F = "facts"
    q("i'm 31", AU, "facts", ch={"age": "31"}, cat=F)
    q("I earn 72k a year", US, "facts", ch={"annualIncome": "72000"}, cat=F)
    q("rent is $620 a week", {**AU, "state": "NSW"}, "facts",
      ch={"rentOrMortgage": str(weekly_to_monthly(620))}, cat=F)
    q("we've got 2 kids", {**AU, "maritalStatus": "married"}, "facts", ch={"dependents": "2"}, cat=F)
    q("I'm married btw", US, "facts", ch={"maritalStatus": "married"}, cat=F)
    q("just moved up to queensland", {**AU, "state": "NSW"}, "facts", ch={"state": "QLD"}, cat=F)
    q("i have about 30k in HECS", AU, "facts", ch={"helpDebt": "30000"}, cat=F)
    q("My super balance is sitting at 145k", AU, "facts", ch={"superBalance": "145000"}, cat=F)
    q("got roughly $210k in my 401k", US, "facts", ch={"superBalance": "210000"}, cat=F)
    q("I live in Ohio", US, "facts", ch={"state": "OH"}, cat=F)
    q("monthly expenses are around 3,800", US, "facts", ch={"monthlyExpenses": "3800"}, cat=F)
    q("got 22k sitting in an emergency fund", AU, "facts", ch=EF(22000), cat=F)
    q("I don't have private hospital cover", {**AU, "annualIncome": "98000"}, "facts",
      ch={"privateHospitalCover": "false"}, cat=F)
    q("we own our place, it's worth around 850k and we still owe 390k on it", AU, "facts",
      ch={"propertyValue": "850000", "mortgageBalance": "390000"}, cat=F)
    q("I make $31.50 an hour", {**US, "state": "MO"}, "facts",
      ch={"annualIncome": str(int(D("31.50") * 40 * 52))}, cat=F)
    q("I'm 42, married with 3 kids, and on 130k", AU, "facts",
      ch={"age": "42", "maritalStatus": "married", "dependents": "3", "annualIncome": "130000"}, cat=F)
    q("I have about $40,000 in a brokerage account", US, "facts", ch={"investmentAccounts": "40000"}, cat=F)
    q("salary is 95k and im in georgia", US, "facts", ch={"annualIncome": "95000", "state": "GA"}, cat=F)
    q("i salary sacrifice 10k a year into super", {**AU, "annualIncome": "115000"}, "facts",
      ch={"salarySacrifice": "10000"}, cat=F)
    q("we have two cars", {**US, "state": "MT"}, "facts", ch={"numberOfCars": "2"}, cat=F)
    q("planning to retire at 60", {**AU, "age": "38"}, "facts", ch={"retirementAge": "60"}, cat=F)
    q("my wife earns about 65k", {**AU, "maritalStatus": "married", "annualIncome": "88000"}, "*",
      cat=F)
    q("goal is to have 100k saved by the time i'm 35", {**US, "age": "27"}, "*", cat=F)
    q("my brother has like 300k in his 401k lol", US, "*", cat=F)

    # ---------------- compound ----------------
    K = "compound"
    q("mortgage payment on 600k at 6% - 20 or 30 years?", {**US, "state": "CO"}, "loan_repayment",
      figs=[m2(repayment(600000, "0.06", 20)), m2(repayment(600000, "0.06", 30))], cat=K)
    p = {**AU, "state": "VIC", "age": "43", "annualIncome": "110000"}
    s5 = total_tax(tax_from_profile(p)) - total_tax(tax_from_profile(p, sacrifice=4000))
    s10 = total_tax(tax_from_profile(p)) - total_tax(tax_from_profile(p, sacrifice=9000))
    q("would sacrificing 4k or 9k into super save me more tax? show me both", p, "pretax_saving",
      figs=[m0(s5), m0(s10)], cat=K)
    q("on 100k would I keep more in oregon or washington?", US, "compare_states",
      figs=[m0(tax("us", 100000, state="OR")["takeHome"]), m0(tax("us", 100000, state="WA")["takeHome"])],
      cat=K)
    q("retire at 58 or 63, which makes more sense for me?",
      {**AU, "age": "48", "annualIncome": "105000", "superBalance": "320000", "monthlyExpenses": "4500"},
      "retirement", cat=K)
    q("save 500 or 800 a month for 10 years at 6%, whats the difference at the end",
      {**US, "state": "KS"}, "savings_growth", figs=[m0(fv(0, 500, "0.06", 10)), m0(fv(0, 800, "0.06", 10))], cat=K)
    t = tax("australia", 95000)
    n = time_to_target(30000, 1000, "0.07")
    q("two things: what's the tax on 95k, and how long would it take to save 30k at 1k a month?",
      AU, "tax+savings_time_to_target", figs=[m0(t["federalTax"])], has=ym_tokens(n), cat=K)
    q("whats the 401k limit and the ira limit for 2026", US, "limit:401k_limit+limit:ira_limit",
      figs=["$24,500", "$7,500"], cat=K)
    q("what's my net worth and how many months does my emergency fund cover?", pc,
      "net_worth+emergency_cover", figs=[m0(net_worth(pc))], has=[ratio_token(cover_months(pc), 1)],
      cat=K)
    q("monthly repayment on 450k at 6.5% over 30 years? also what's the super guarantee rate now",
      AU, "loan_repayment+limit:super_guarantee_rate",
      figs=[m2(repayment(450000, "0.065", 30))], has=["12%"], cat=K)
    q("fortnightly vs monthly repayments on 500k at 6% over 30 years?", AU, "loan_repayment",
      figs=[m2(repayment(500000, "0.06", 30, 26)), m2(repayment(500000, "0.06", 30))], cat=K)
    q("30k car loan: 5 years at 7.5% or 3 years at 6.9%, what are the repayments each way",
      AU, "loan_repayment",
      figs=[m2(repayment(30000, "0.075", 5)), m2(repayment(30000, "0.069", 3))], cat=K)
    q("What's the standard deduction for a single filer, and what's the social security wage base?",
      US, "limit:standard_deduction+limit:social_security_wage_base",
      figs=["$16,100", "$184,500"], cat=K)
    q("how much equity do i have, and whats my debt to income", pc, "equity+debt_to_income",
      figs=[m0(equity(pc))], has=[ratio_token(dti(pc))], cat=K)
    q("tax on 70k in 2025-26 vs 2026-27?", AU, "compare_years",
      figs=[m0(tax("australia", 70000, year="2025-26")["federalTax"]),
            m0(tax("australia", 70000)["federalTax"])], cat=K)
    q("how big a nest egg do i need for 50k a year? and whats the concessional cap",
      {**AU, "age": "52"}, "nest_egg+limit:concessional_cap", figs=[m0(nest_egg(50000)), "$32,500"], cat=K)
    p = {**US, "state": "TX", "age": "36", "annualIncome": "90000"}
    s6 = total_tax(tax_from_profile(p)) - total_tax(tax_from_profile(p, pretax=5400))
    s10 = total_tax(tax_from_profile(p)) - total_tax(tax_from_profile(p, pretax=9000))
    q("should I put 6% or 10% of my salary into my 401k pre-tax? how much tax does each save", p,
      "pretax_saving", figs=[m0(s6), m0(s10)], cat=K)

    p = {**AU, "state": "QLD", "age": "33", "annualIncome": "98000"}
    q("what's my take home, and how much super does my employer owe me each year?", p,
      "tax+employer_contributions", figs=[m0(tax_from_profile(p)["takeHome"]), m0(sg(p))], cat=K)
    q("hsa and ira limits for 2026?", US, "limit:hsa_limit+limit:ira_limit", figs=["$4,400", "$7,500"], cat=K)
    n_ = simulate(5000, "0.18", 12, 250)[0]
    q("how long to pay off 5k at 18% paying 250/mo? and what's the repayment on a 20k loan at 9% over 3 years",
      {**US, "state": "LA"}, "loan_payoff_time+loan_repayment",
      figs=[m2(repayment(20000, "0.09", 3))], has=ym_tokens(n_), cat=K)

    # ---------------- explainers and general advice ----------------
    X = "explain"
    q("how do franking credits work?", AU, "explain:franking_credits", cat=X)
    q("do i pay tax when i sell shares in australia? how does cgt work", AU, "explain:capital_gains_tax", cat=X)
    q("Roth or traditional - which one should I pick?", US, "explain:roth_vs_traditional", cat=X)
    q("when should I start claiming social security?", {**US, "age": "60"}, "explain:social_security_ages", cat=X)
    q("how does medicare work in the us, when do i qualify", US, "explain:us_medicare", cat=X)
    q("how does my hecs debt work? does it keep growing?", {**AU, "helpDebt": "24000"}, "explain:help_debt", cat=X)
    q("is there any government help for first home buyers?", AU, "explain:first_home_schemes", cat=X)
    q("offset account vs redraw whats the difference", AU, "explain:offset_vs_redraw", cat=X)
    q("are index funds actually worth it? how much do fees matter", US, "explain:index_funds_and_fees", cat=X)
    q("do i actually need life insurance?", {**AU, "maritalStatus": "married", "dependents": "2"},
      "explain:life_insurance", cat=X)
    q("better to throw extra money at the mortgage or into super?", {**AU, "age": "41"},
      "explain:extra_repayments_vs_super", cat=X)
    q("how much should i have saved by 30?", {**US, "age": "27"}, "explain:savings_by_age", cat=X)
    q("how big should my emergency fund be", US, "emergency_fund", cat=X)
    q("any tips for actually sticking to a budget", US, "budget", cat=X)
    q("should i pay off my credit card or my car loan first?", US, "debt", cat=X)
    q("how much of a down payment do i need to buy a house", US, "home_buying", cat=X)
    q("is salary sacrificing worth it?", {**AU, "annualIncome": "95000"}, "salary_sacrifice", cat=X)
    q("what retirement accounts should I be using?", US, "retirement_accounts", cat=X)
    q("should i lease or buy my next car", US, "topic:lease-vs-buy-car", cat=X)
    q("is it worth setting up a family trust?", AU, "topic:family-trust-setup", cat=X)
    q("investment property or shares, which is better long term?", AU,
      "topic:investment-property-vs-shares", cat=X)
    q("should i roll all my debts into one loan?", US, "topic:debt-consolidation", cat=X)

    # ---------------- greetings / help / summary / other ----------------
    R = "misc"
    q("hey there", US, "greeting", cat=R)
    q("Good morning!", US, "greeting", cat=R)
    q("cheers mate, that helps", AU, "thanks", cat=R)
    q("thank you so much", US, "thanks", cat=R)
    q("what can you help me with?", US, "help", cat=R)
    q("what sort of stuff can i ask you", AU, "help", cat=R)
    q("what do you know about me?", pc, "profile_summary", cat=R)
    q("what have you got saved on my profile", pu, "profile_summary", cat=R)
    q("who won the footy last night", AU, "unknown", cat=R)
    q("can you book me a flight to bali", AU, "unknown", cat=R)


# --------------------------------------------------------------------------
# Conversations
# --------------------------------------------------------------------------

CONV = []


def T(m, intent, ch=None, figs=None, has=None):
    return {"m": m, "intent": intent, "ch": ch or {}, "figs": figs or [], "has": has or []}


def conv(p, *turns, cat=None):
    CONV.append({"id": f"c{len(CONV) + 1:02d}", "p": p, "turns": list(turns), "_cat": cat})


def build_conversations():
    # --- follow-ups that change one input ---
    conv({**AU, "state": "NSW", "age": "32"},
         T("repayments on 550k at 6.1% over 30 years?", "loan_repayment",
           figs=[m2(repayment(550000, "0.061", 30))]),
         T("25 year term instead?", "loan_repayment", figs=[m2(repayment(550000, "0.061", 25))]),
         T("and if i paid fortnightly?", "loan_repayment", figs=[m2(repayment(550000, "0.061", 25, 26))]),
         cat="followup")
    conv({**US, "state": "NC"},
         T("Payment on $320k at 6.8% for 30 years?", "loan_repayment",
           figs=[m2(repayment(320000, "0.068", 30))]),
         T("make it a 15 year", "loan_repayment", figs=[m2(repayment(320000, "0.068", 15))]),
         T("ok and if the rate was 6.2 instead", "loan_repayment", figs=[m2(repayment(320000, "0.062", 15))]),
         cat="followup")
    e1 = extra_repayment(480000, "0.063", 30, 250)
    e2 = extra_repayment(480000, "0.063", 30, 500)
    conv({**AU, "state": "VIC", "mortgageBalance": "480000"},
         T("if i put an extra 250 a month on a 480k loan at 6.3% (30 yrs) how much interest would that save",
           "loan_extra_repayment", figs=[m0(e1["saved"])]),
         T("what if i went 500 extra?", "loan_extra_repayment", figs=[m0(e2["saved"])]),
         cat="followup")
    n1, _ = simulate(9000, "0.1999", 12, 300)
    n2, _ = simulate(9000, "0.1999", 12, 450)
    conv({**US, "state": "SC"},
         T("how long to clear 9k on a card at 19.99% paying 300 a month", "loan_payoff_time", has=ym_tokens(n1)),
         T("and if i bump it up to 450?", "loan_payoff_time", has=ym_tokens(n2)),
         cat="followup")
    conv({**US, "state": "TX", "age": "30"},
         T("what does 1000 a month become in 20 years at 7%?", "savings_growth",
           figs=[m0(fv(0, 1000, "0.07", 20))]),
         T("and over 25 years?", "savings_growth", figs=[m0(fv(0, 1000, "0.07", 25))]),
         T("bump it to 1,250 a month", "savings_growth", figs=[m0(fv(0, 1250, "0.07", 25))]),
         T("ok now at 5%", "savings_growth", figs=[m0(fv(0, 1250, "0.05", 25))]),
         cat="followup")
    conv({**AU, "state": "QLD", "age": "29"},
         T("need 80k in 4 years for a deposit, how much a month do i need to save at 4%?", "savings_target",
           figs=[m2(saving_needed(80000, "0.04", 4))]),
         T("what about weekly", "savings_target", figs=[m2(saving_needed(80000, "0.04", 4, 52))]),
         T("same thing but for 100k", "savings_target", figs=[m2(saving_needed(100000, "0.04", 4, 52))]),
         cat="followup")
    conv({**US, "state": "IA", "age": "36"},
         T("how long to reach 250k investing 1500 a month at 7%", "savings_time_to_target",
           has=ym_tokens(time_to_target(250000, 1500, "0.07"))),
         T("what if i put in 2000 a month instead", "savings_time_to_target",
           has=ym_tokens(time_to_target(250000, 2000, "0.07"))),
         cat="followup")
    conv({**US, "state": "FL", "age": "50"},
         T("what nest egg do I need to spend 65k a year in retirement?", "nest_egg",
           figs=[m0(nest_egg(65000))]),
         T("and for 90k?", "nest_egg", figs=[m0(nest_egg(90000))]),
         T("now with a 3.5% withdrawal rate", "nest_egg", figs=[m0(nest_egg(90000, "0.035"))]),
         cat="followup")
    conv({**US, "state": "ID", "age": "30"},
         T("what's 2 million in 35 years worth in today's dollars?", "todays_dollars",
           figs=[m0(todays_dollars(2000000, 35))]),
         T("and if inflation runs at 3%?", "todays_dollars", figs=[m0(todays_dollars(2000000, 35, "0.03"))]),
         cat="followup")
    p = {**AU, "state": "SA", "age": "40", "annualIncome": "100000"}
    k12 = tax_from_profile(p, 112000)["takeHome"] - tax_from_profile(p)["takeHome"]
    k20 = tax_from_profile(p, 120000)["takeHome"] - tax_from_profile(p)["takeHome"]
    conv(p,
         T("how much of a 12k bonus would i keep after tax", "bonus_after_tax", figs=[m0(k12)]),
         T("and if it was 20k?", "bonus_after_tax", figs=[m0(k20)]),
         cat="followup")
    p = {**US, "state": "TX", "age": "34", "annualIncome": "82000"}
    r_tx = tax_from_profile(p, 90000)["takeHome"] - tax_from_profile(p)["takeHome"]
    r_ca = tax_from_profile(p, 90000, state="CA")["takeHome"] - tax_from_profile(p, state="CA")["takeHome"]
    conv(p,
         T("what does an $8k raise work out to after taxes?", "raise_after_tax", figs=[m0(r_tx)]),
         T("what if i was living in california", "raise_after_tax", figs=[m0(r_ca)]),
         cat="followup")
    p = {**AU, "state": "NSW", "maritalStatus": "de facto"}
    ch1 = {"annualIncome": "95000"}
    p1 = merged(p, ch1)
    conv(p,
         T("I'm on 95k and my partner makes 70k, what's our combined take home?", "couple_take_home",
           ch=ch1, figs=[m0(tax_from_profile(p1)["takeHome"] + tax_from_profile(p1, 70000)["takeHome"])]),
         T("what if she gets bumped up to 80k", "couple_take_home",
           figs=[m0(tax_from_profile(p1)["takeHome"] + tax_from_profile(p1, 80000)["takeHome"])]),
         cat="followup")
    m125 = tax("australia", 128000, cover=False)["ficaTax"] - tax("australia", 128000)["ficaTax"]
    m165 = tax("australia", 165000, cover=False)["ficaTax"] - tax("australia", 165000)["ficaTax"]
    conv(AU,
         T("what would the medicare levy surcharge cost on 128k with no hospital cover", "surcharge_cost",
           figs=[m0(m125)]),
         T("what about 165k", "surcharge_cost", figs=[m0(m165)]),
         cat="followup")
    conv(US,
         T("tax in MA vs NH on 130k?", "compare_states",
           figs=[m0(tax("us", 130000, state="MA")["takeHome"]), m0(tax("us", 130000, state="NH")["takeHome"])]),
         T("swap new hampshire for connecticut", "compare_states",
           figs=[m0(tax("us", 130000, state="MA")["takeHome"]), m0(tax("us", 130000, state="CT")["takeHome"])]),
         cat="followup")
    conv(US,
         T("federal tax on 100k in 2025 vs 2026?", "compare_years",
           figs=[m0(tax("us", 100000, year="2025")["federalTax"]), m0(tax("us", 100000)["federalTax"])]),
         T("same but married filing jointly", "compare_years",
           figs=[m0(tax("us", 100000, year="2025", filing="married_filing_jointly")["federalTax"]),
                 m0(tax("us", 100000, filing="married_filing_jointly")["federalTax"])]),
         cat="followup")
    p = {**AU, "state": "WA", "age": "39", "annualIncome": "135000"}
    base = total_tax(tax_from_profile(p))
    conv(p,
         T("how much tax do i save if i salary sacrifice 6k?", "pretax_saving",
           figs=[m0(base - total_tax(tax_from_profile(p, sacrifice=6000)))]),
         T("and 12k?", "pretax_saving", figs=[m0(base - total_tax(tax_from_profile(p, sacrifice=12000)))]),
         cat="followup")
    p = {**US, "state": "IL", "age": "38", "annualIncome": "125000"}
    base = total_tax(tax_from_profile(p))
    conv(p,
         T("How much would a $16k pre-tax 401k contribution save me in taxes?", "pretax_saving",
           figs=[m0(base - total_tax(tax_from_profile(p, pretax=16000)))]),
         T("what if I max it out", "pretax_saving",
           figs=[m0(base - total_tax(tax_from_profile(p, pretax=24500)))]),
         cat="followup")
    conv({**AU, "age": "42", "annualIncome": "110000", "superBalance": "180000"},
         T("what will my super be worth at 65 if i add an extra 3k a year?", "contribution_what_if"),
         T("what about 6k a year", "contribution_what_if"),
         cat="followup")
    t75, t90 = tax("australia", 75000), tax("australia", 90000)
    conv({**AU, "annualIncome": "64000"},
         T("tax on 75k?", "tax", figs=[m0(t75["federalTax"]), m0(t75["takeHome"])]),
         T("and 90k", "tax", figs=[m0(t90["federalTax"]), m0(t90["takeHome"])]),
         T("what would 90k have been back in 2024-25", "tax",
           figs=[m0(tax("australia", 90000, year="2024-25")["federalTax"])]),
         cat="followup")
    conv(US,
         T("take home on 86k in new york?", "tax", figs=[m0(tax("us", 86000, state="NY")["takeHome"])]),
         T("how about new jersey", "tax", figs=[m0(tax("us", 86000, state="NJ")["takeHome"])]),
         T("and if i was married filing jointly", "tax",
           figs=[m0(tax("us", 86000, state="NJ", filing="married_filing_jointly")["takeHome"])]),
         cat="followup")
    conv(US,
         T("401k contribution limit for 2026?", "limit:401k_limit", figs=["$24,500"]),
         T("and 2025?", "limit:401k_limit", figs=["$23,500"]),
         T("and the catch-up for over 50s that year?", "limit:401k_limit", figs=["$7,500"]),
         cat="followup")
    conv(US,
         T("standard deduction for single filers?", "limit:standard_deduction", figs=["$16,100"]),
         T("and head of household", "limit:standard_deduction", figs=["$24,150"]),
         cat="followup")
    conv(US,
         T("what are the income tax brackets in oregon", "limit:tax_brackets", has=["9.9%"]),
         T("what about new york?", "limit:tax_brackets", has=["10.9%"]),
         cat="followup")
    conv(AU,
         T("concessional super cap?", "limit:concessional_cap", figs=["$32,500"]),
         T("and the non-concessional one?", "limit:non_concessional_cap", figs=["$130,000"]),
         T("what was that last financial year", "limit:non_concessional_cap", figs=["$120,000"]),
         cat="followup")
    conv({**AU, "age": "55", "annualIncome": "120000", "superBalance": "450000", "monthlyExpenses": "5000"},
         T("can i afford to retire at 60?", "retirement"),
         T("what about 62?", "retirement"),
         cat="followup")
    conv({**AU, "state": "NSW", "annualIncome": "86000"},
         T("what's the tax-free threshold?", "limit:tax_free_threshold", figs=["$18,200"]),
         T("and the medicare levy", "limit:medicare_levy", has=["2%"]),
         cat="followup")
    conv({**US, "state": "MN", "age": "44"},
         T("todays value of 750k in 25 years?", "todays_dollars", figs=[m0(todays_dollars(750000, 25))]),
         T("use 3.5% inflation", "todays_dollars", figs=[m0(todays_dollars(750000, 25, "0.035"))]),
         cat="followup")
    conv({**AU, "state": "VIC"},
         T("interest only repayments on 800k at 6%?", "loan_repayment", figs=[m2(interest_only(800000, "0.06"))]),
         T("and principal and interest over 30 years", "loan_repayment",
           figs=[m2(repayment(800000, "0.06", 30))]),
         cat="followup")
    n1 = simulate(25000, "0.075", 12, 600)[0]
    n2 = simulate(25000, "0.075", 12, 800)[0]
    conv({**US, "state": "KY"},
         T("if i pay $600 a month on a $25,000 loan at 7.5%, when is it paid off?", "loan_payoff_time",
           has=ym_tokens(n1)),
         T("at $800/mo?", "loan_payoff_time", has=ym_tokens(n2)),
         cat="followup")

    # --- topic / pronoun carried over ---
    conv({**US, "age": "33"},
         T("ira - what is it exactly?", "explain:ira"),
         T("whats the max contribution for 2026", "limit:ira_limit", figs=["$7,500"]),
         cat="carry")
    conv({**US, "state": "CO"},
         T("explain HSAs to me", "explain:hsa"),
         T("what's the limit for family coverage", "limit:hsa_limit", figs=["$8,750"]),
         cat="carry")
    conv({**AU, "age": "63"},
         T("how does the age pension work", "explain:age_pension"),
         T("how much is it for a couple?", "limit:age_pension_rate", figs=["$905.20"]),
         cat="carry")
    conv(AU,
         T("how does super work?", "explain:super"),
         T("what percentage do employers have to pay in now?", "limit:super_guarantee_rate", has=["12%"]),
         cat="carry")
    conv(AU,
         T("what's negative gearing?", "explain:negative_gearing"),
         T("and how does capital gains tax work when you sell?", "explain:capital_gains_tax"),
         cat="carry")
    conv({**US, "state": "PA", "age": "28"},
         T("how does a 401k work", "explain:401k"),
         T("what's the most i can put in it this year", "limit:401k_limit", figs=["$24,500"]),
         T("my employer matches 3% of my 80k salary, how much is that?", "employer_contributions",
           ch={"employerMatch": "0.03", "annualIncome": "80000"}, figs=["$2,400"]),
         cat="carry")

    # --- corrections ---
    conv({**US, "state": "NE"},
         T("payment on 610k at 6.4% over 30 years", "loan_repayment", figs=[m2(repayment(610000, "0.064", 30))]),
         T("sorry meant 5.4", "loan_repayment", figs=[m2(repayment(610000, "0.054", 30))]),
         cat="correction")
    t92, t82 = tax("australia", 92000), tax("australia", 82000)
    conv(AU,
         T("how much tax on 92k", "tax", figs=[m0(t92["federalTax"]), m0(t92["takeHome"])]),
         T("oops typo, 82k", "tax", figs=[m0(t82["federalTax"]), m0(t82["takeHome"])]),
         cat="correction")
    conv({**US, "state": "DE"},
         T("i'm 43", "facts", ch={"age": "43"}),
         T("sorry, 34 actually. fat fingers", "facts", ch={"age": "34"}),
         cat="correction")
    conv({**AU, "state": "NSW"},
         T("my rent is 550 a week", "facts", ch={"rentOrMortgage": str(weekly_to_monthly(550))}),
         T("actually it just went up to 580", "facts", ch={"rentOrMortgage": str(weekly_to_monthly(580))}),
         cat="correction")
    conv({**US, "state": "WA"},
         T("savings needed per month to get 50k in 5 years at 5%?", "savings_target",
           figs=[m2(saving_needed(50000, "0.05", 5))]),
         T("no wait, 3 years", "savings_target", figs=[m2(saving_needed(50000, "0.05", 3))]),
         cat="correction")

    # --- hypothetical, then a real statement ---
    t120 = tax("australia", 125000, age=31)
    t120h = tax("australia", 125000, age=31, help_debt=20000)
    conv({**AU, "state": "VIC", "age": "31"},
         T("if i got a job paying 125k, what would i take home?", "tax", figs=[m0(t120["takeHome"])]),
         T("and with a 20k HECS debt?", "tax", figs=[m0(t120h["takeHome"])]),
         T("fyi i'm actually on 88k at the moment", "facts", ch={"annualIncome": "88000"}),
         cat="hypo")
    conv({**US, "age": "37"},
         T("If I made 150k in Texas what would my take-home be?", "tax",
           figs=[m0(tax("us", 150000, state="TX", age=37)["takeHome"])]),
         T("and in colorado?", "tax", figs=[m0(tax("us", 150000, state="CO", age=37)["takeHome"])]),
         T("For real though I make 97k and I live in Colorado", "facts",
           ch={"annualIncome": "97000", "state": "CO"}),
         cat="hypo")
    conv({**AU, "state": "NSW", "age": "35", "annualIncome": "90000"},
         T("hypothetically if i had 100k in an offset, how much would i save on a 600k loan at 6%?", "*"),
         T("what's the repayment on that loan over 30 years then", "loan_repayment",
           figs=[m2(repayment(600000, "0.06", 30))]),
         cat="hypo")
    p = {**AU, "state": "QLD", "age": "33"}
    conv(p,
         T("say I was on 150k, how much tax would that be", "tax",
           figs=[m0(tax("australia", 150000)["federalTax"])]),
         T("and without private hospital cover?", "tax",
           figs=[m0(tax("australia", 150000, cover=False)["takeHome"])]),
         T("ok well i earn 104k and i do have hospital cover", "facts",
           ch={"annualIncome": "104000", "privateHospitalCover": "true"}),
         cat="hypo")

    # --- own figures: missing figure, then supplied ---
    p = {**AU, "state": "VIC", "age": "44", "propertyValue": "780000"}
    conv(p,
         T("how much equity have i got", "equity"),
         T("still owe about 410k on it", "equity", ch={"mortgageBalance": "410000"},
           figs=[m0(equity(merged(p, {"mortgageBalance": "410000"})))]),
         cat="missing")
    p = {**US, "state": "MI", "age": "35", **EF(14000)}
    ch = {"monthlyExpenses": "4000"}
    conv(p,
         T("how long would my emergency fund last", "emergency_cover"),
         T("we spend roughly 4k a month", "emergency_cover", ch=ch,
           has=[ratio_token(cover_months(merged(p, ch)), 1)]),
         cat="missing")
    conv({**AU, "annualIncome": "85000"},
         T("how many years have i got till retirement?", "years_to_retirement"),
         T("i'm 47", "years_to_retirement", ch={"age": "47"}, has=["18 years"]),
         cat="missing")
    conv({**AU, "state": "SA", "age": "30"},
         T("how much super should my employer be paying", "employer_contributions"),
         T("i earn 105k", "employer_contributions", ch={"annualIncome": "105000"},
           figs=[m0(sg({"annualIncome": "105000"}))]),
         cat="missing")
    conv({**US, "state": "IN", "age": "40", "annualIncome": "90000"},
         T("how much does my employer put into my 401k", "employer_contributions"),
         T("they match up to 6%", "employer_contributions", ch={"employerMatch": "0.06"},
           figs=[m0(us_match({"annualIncome": "90000"}, "0.06"))]),
         cat="missing")
    p = {**US, "state": "TN", "age": "36", "mortgageBalance": "360000", "debts": "12000"}
    conv(p,
         T("what's my debt to income ratio", "debt_to_income"),
         T("I make 80k", "debt_to_income", ch={"annualIncome": "80000"},
           has=[ratio_token(dti(merged(p, {"annualIncome": "80000"})))]),
         cat="missing")
    p = {**AU, "state": "NSW", "age": "31", "annualIncome": "95000"}
    ch = {"monthlyExpenses": "3500"}
    s, _ = monthly_savings(merged(p, ch))
    conv(p,
         T("how much am i saving a month?", "savings_rate"),
         T("expenses are about 3,500 a month", "savings_rate", ch=ch, figs=[m0(s)]),
         cat="missing")
    p = {**AU, "state": "WA", "age": "50", "mortgageBalance": "300000", "debts": "8000",
         "superBalance": "390000", "currentSavings": "25000"}
    ch = {"propertyValue": "920000"}
    conv(p,
         T("what's my net worth", "net_worth"),
         T("the house is worth about 920k", "net_worth", ch=ch, figs=[m0(net_worth(merged(p, ch)))]),
         cat="missing")

    # --- comparisons within a conversation ---
    conv({**US, "state": "VT"},
         T("monthly payment on 700k at 6% over 30 years", "loan_repayment", figs=[m2(repayment(700000, "0.06", 30))]),
         T("how does that compare with 25 years", "loan_repayment",
           figs=[m2(repayment(700000, "0.06", 25))]),
         cat="compare")
    conv({**US, "age": "29"},
         T("take home on 110k in texas", "tax", figs=[m0(tax("us", 110000, state="TX", age=29)["takeHome"])]),
         T("compare that with california", "compare_states",
           figs=[m0(tax("us", 110000, state="TX", age=29)["takeHome"]),
                 m0(tax("us", 110000, state="CA", age=29)["takeHome"])]),
         cat="compare")
    conv({**US, "state": "OR", "age": "57", "annualIncome": "140000", "superBalance": "800000",
          "monthlyExpenses": "6500"},
         T("should I retire at 62 or 67?", "retirement"),
         T("what about 65", "retirement"),
         cat="compare")
    conv({**US, "state": "HI"},
         T("would i be better off saving 400 a month or 600 a month for 8 years at 5%?", "savings_growth",
           figs=[m0(fv(0, 400, "0.05", 8)), m0(fv(0, 600, "0.05", 8))]),
         T("and over 12 years", "savings_growth",
           figs=[m0(fv(0, 400, "0.05", 12)), m0(fv(0, 600, "0.05", 12))]),
         cat="compare")

    # --- plain multi-question chats ---
    conv({**AU, "state": "ACT"},
         T("hi", "greeting"),
         T("whats the tax free threshold", "limit:tax_free_threshold", figs=["$18,200"]),
         T("thanks!", "thanks"),
         cat="multi")
    p = {**AU, "state": "NSW"}
    t = tax("australia", 120000, age=36)
    conv(p,
         T("what do you know about me", "profile_summary"),
         T("I'm 36 and earn 120k", "facts", ch={"age": "36", "annualIncome": "120000"}),
         T("how much tax do i pay then?", "tax", figs=[m0(t["federalTax"]), m0(t["takeHome"])]),
         cat="multi")
    conv(pc_profile(),
         T("what can you do", "help"),
         T("ok what's my net worth", "net_worth", figs=[m0(net_worth(pc_profile()))]),
         T("cheers", "thanks"),
         cat="multi")
    p = {**AU, "state": "VIC", "age": "34", "monthlyExpenses": "3200"}
    conv(p,
         T("how big should an emergency fund be?", "emergency_fund"),
         T("i've got 8k put aside in mine", "facts", ch=EF(8000)),
         T("so how many months is that?", "emergency_cover", has=[ratio_token(D(8000) / D(3200), 1)]),
         cat="multi")
    conv({**US, "state": "NY", "age": "26", "annualIncome": "68000"},
         T("whats the fica rate", "limit:fica", has=["7.65%"]),
         T("and how much tax do I pay all up?", "tax",
           figs=[m0(tax("us", 68000, state="NY", age=26)["federalTax"]),
                 m0(tax("us", 68000, state="NY", age=26)["stateTax"])]),
         cat="multi")
    conv({**AU, "state": "QLD", "age": "26", "annualIncome": "72000", "helpDebt": "34000"},
         T("when do i have to start paying back hecs", "limit:help_repayment_thresholds", figs=["$67,000"]),
         T("how does it work, does it get indexed?", "explain:help_debt"),
         cat="multi")
    conv({**US, "state": "AZ", "age": "45"},
         T("what's the difference between roth and traditional?", "explain:roth_vs_traditional"),
         T("and what's the ira limit if I'm 50 or over?", "limit:ira_limit", figs=["$7,500", "$1,100"]),
         cat="multi")
    conv({**US, "state": "ME", "age": "34"},
         T("should i get life insurance", "explain:life_insurance"),
         T("how much should someone my age have saved", "explain:savings_by_age"),
         cat="multi")
    conv({**AU, "age": "39", "mortgageBalance": "520000", "superBalance": "140000"},
         T("is it smarter to pay down the mortgage faster or add to super?", "explain:extra_repayments_vs_super"),
         T("what's the concessional cap again?", "limit:concessional_cap", figs=["$32,500"]),
         cat="multi")
    conv(US,
         T("hey penny", "greeting"),
         T("I'm 52 and I earn 140k in Virginia", "facts",
           ch={"age": "52", "annualIncome": "140000", "state": "VA"}),
         T("how much can I put in my 401k this year?", "limit:401k_limit", figs=["$24,500", "$8,000"]),
         cat="multi")
    conv({**AU, "state": "NSW", "age": "28"},
         T("whats the monthly repayment on a 40k car loan at 8% over 5 years", "loan_repayment",
           figs=[m2(repayment(40000, "0.08", 5))]),
         T("should i lease instead of buying?", "topic:lease-vs-buy-car"),
         cat="multi")
    conv({**US, "state": "NJ", "age": "48", "annualIncome": "115000", "superBalance": "240000",
          "monthlyExpenses": "5200"},
         T("am i on track for retirement?", "retirement"),
         T("how many years do i have left until 65", "years_to_retirement", has=["17 years"]),
         cat="multi")
    conv({**AU, "state": "TAS"},
         T("what's the weather doing in hobart", "unknown"),
         T("fair enough. how much tax on 68k then", "tax",
           figs=[m0(tax("australia", 68000)["federalTax"]), m0(tax("australia", 68000)["takeHome"])]),
         cat="multi")


def pc_profile():
    return {**AU, "state": "QLD", "age": "45", "maritalStatus": "married", "dependents": "2",
            "annualIncome": "118000", "propertyValue": "850000", "mortgageBalance": "460000",
            "superBalance": "210000", "currentSavings": "30000", "monthlyExpenses": "5200", **EF(20000)}


# --------------------------------------------------------------------------
# Validation and output
# --------------------------------------------------------------------------

FIELDS = {"country", "state", "annualIncome", "householdIncome", "monthlyExpenses", "rentOrMortgage",
          "currentSavings", "propertyValue", "superBalance", "investmentAccounts", "emergencyFund",
          "emergencyFundCurrent", "emergencyFundMonths", "mortgageBalance", "debts", "helpDebt",
          "numberOfCars", "dependents", "age", "spouseAge", "maritalStatus", "otherAssets",
          "retirementAge", "expectedReturnRate", "retirementWithdrawalRate", "inflationRate",
          "privateHospitalCover", "salarySacrifice", "preTaxRetirement", "employerMatch",
          "retirementSpending", "voluntaryContributions"}


def check_turn(t, where):
    assert isinstance(t["m"], str) and t["m"].strip(), where
    assert isinstance(t["intent"], str) and t["intent"], where
    for k, v in t["ch"].items():
        assert k in FIELDS, (where, k)
        assert isinstance(v, str), (where, k, v)
    for f in t["figs"]:
        assert f.startswith("$") and f != "$0", (where, f)
    for h in t["has"]:
        assert isinstance(h, str) and h, where


def main():
    self_check()
    if "--check" in sys.argv:
        print("self checks passed")
        return
    build_questions()
    build_conversations()
    if "--requests" in sys.argv or MISSING:
        seen = []
        for k in MISSING:
            if k not in seen:
                seen.append(k)
        if "--requests" in sys.argv:
            keys = sorted(set(USED))
            print("\n".join(keys))
            return
        sys.stderr.write(f"{len(seen)} tax requests missing from TAX_RESULTS; run with --requests\n")
        sys.exit(1)
    for i, x in enumerate(Q):
        check_turn(x, f"q{i}")
        for k in x["p"]:
            assert k in FIELDS, (i, k)
    for c in CONV:
        assert 2 <= len(c["turns"]) <= 4, c["id"]
        for j, t in enumerate(c["turns"]):
            check_turn(t, f"{c['id']}.{j}")
    if HALF_CASES:
        sys.stderr.write(f"warning: whole-dollar figures exactly on 50 cents: {HALF_CASES}\n")
    with open("questions.jsonl", "w", encoding="utf-8") as f:
        for x in Q:
            f.write(json.dumps({k: x[k] for k in ("m", "p", "intent", "ch", "figs", "has")},
                               ensure_ascii=False) + "\n")
    with open("conversations.jsonl", "w", encoding="utf-8") as f:
        for c in CONV:
            f.write(json.dumps({k: c[k] for k in ("id", "p", "turns")}, ensure_ascii=False) + "\n")
    print(f"questions: {len(Q)}  conversations: {len(CONV)}  turns: {sum(len(c['turns']) for c in CONV)}")


# --------------------------------------------------------------------------
# Tax engine results (hard-coded).  Produced with:
#   python3 gen.py --requests > tax_requests.jsonl
#   /work/targets/base/debug/penny tax --batch < tax_requests.jsonl > tax_results.jsonl
# Key: the request line; value: the figures of the engine's answer.
# --------------------------------------------------------------------------
TAX_RESULTS = {
# BEGIN TAX_RESULTS
    "{\"age\": 26, \"country\": \"us\", \"income\": 68000, \"state\": \"NY\", \"taxYear\": \"2026\"}": {"federalTax": "6130", "stateTax": "3075", "ficaTax": "5202", "takeHome": "53593", "helpRepayment": "0", "weekly": "1030.63", "fortnightly": "2061.27", "monthly": "4466.08"},
    "{\"age\": 27, \"country\": \"australia\", \"helpDebt\": 30000, \"income\": 120000, \"taxYear\": \"2026-27\"}": {"federalTax": "26520", "stateTax": "0", "ficaTax": "2400", "takeHome": "83130", "helpRepayment": "7950", "weekly": "1598.65", "fortnightly": "3197.31", "monthly": "6927.5"},
    "{\"age\": 27, \"country\": \"us\", \"income\": 72000, \"state\": \"FL\", \"taxYear\": \"2026\"}": {"federalTax": "7010", "stateTax": "0", "ficaTax": "5508", "takeHome": "59482", "helpRepayment": "0", "weekly": "1143.88", "fortnightly": "2287.77", "monthly": "4956.83"},
    "{\"age\": 28, \"country\": \"australia\", \"income\": 78000, \"taxYear\": \"2026-27\"}": {"federalTax": "13920", "stateTax": "0", "ficaTax": "1560", "takeHome": "62520", "helpRepayment": "0", "weekly": "1202.31", "fortnightly": "2404.62", "monthly": "5210"},
    "{\"age\": 28, \"country\": \"australia\", \"income\": 85000, \"taxYear\": \"2026-27\"}": {"federalTax": "16020", "stateTax": "0", "ficaTax": "1700", "takeHome": "67280", "helpRepayment": "0", "weekly": "1293.85", "fortnightly": "2587.69", "monthly": "5606.67"},
    "{\"age\": 29, \"country\": \"us\", \"income\": 110000, \"state\": \"CA\", \"taxYear\": \"2026\"}": {"federalTax": "15370", "stateTax": "5984.98", "ficaTax": "8415", "takeHome": "80230.02", "helpRepayment": "0", "weekly": "1542.89", "fortnightly": "3085.77", "monthly": "6685.84"},
    "{\"age\": 29, \"country\": \"us\", \"income\": 110000, \"state\": \"TX\", \"taxYear\": \"2026\"}": {"federalTax": "15370", "stateTax": "0", "ficaTax": "8415", "takeHome": "86215", "helpRepayment": "0", "weekly": "1657.98", "fortnightly": "3315.96", "monthly": "7184.58"},
    "{\"age\": 30, \"country\": \"us\", \"filingStatus\": \"single\", \"income\": 96000, \"state\": \"FL\", \"taxYear\": \"2026\"}": {"federalTax": "12290", "stateTax": "0", "ficaTax": "7344", "takeHome": "76366", "helpRepayment": "0", "weekly": "1468.58", "fortnightly": "2937.15", "monthly": "6363.83"},
    "{\"age\": 30, \"country\": \"us\", \"filingStatus\": \"single\", \"income\": 96000, \"state\": \"NJ\", \"taxYear\": \"2026\"}": {"federalTax": "12290", "stateTax": "3925.25", "ficaTax": "7344", "takeHome": "72440.75", "helpRepayment": "0", "weekly": "1393.09", "fortnightly": "2786.18", "monthly": "6036.73"},
    "{\"age\": 30, \"country\": \"us\", \"filingStatus\": \"single\", \"income\": 96000, \"state\": \"NY\", \"taxYear\": \"2026\"}": {"federalTax": "12290", "stateTax": "4623.75", "ficaTax": "7344", "takeHome": "71742.25", "helpRepayment": "0", "weekly": "1379.66", "fortnightly": "2759.32", "monthly": "5978.52"},
    "{\"age\": 31, \"country\": \"australia\", \"helpDebt\": 20000, \"income\": 125000, \"taxYear\": \"2026-27\"}": {"federalTax": "28020", "stateTax": "0", "ficaTax": "2500", "takeHome": "85780", "helpRepayment": "8700", "weekly": "1649.62", "fortnightly": "3299.23", "monthly": "7148.33"},
    "{\"age\": 31, \"country\": \"australia\", \"income\": 125000, \"taxYear\": \"2026-27\"}": {"federalTax": "28020", "stateTax": "0", "ficaTax": "2500", "takeHome": "94480", "helpRepayment": "0", "weekly": "1816.92", "fortnightly": "3633.85", "monthly": "7873.33"},
    "{\"age\": 31, \"country\": \"australia\", \"income\": 95000, \"taxYear\": \"2026-27\"}": {"federalTax": "19020", "stateTax": "0", "ficaTax": "1900", "takeHome": "74080", "helpRepayment": "0", "weekly": "1424.62", "fortnightly": "2849.23", "monthly": "6173.33"},
    "{\"age\": 31, \"country\": \"us\", \"income\": 78000, \"state\": \"TX\", \"taxYear\": \"2026\"}": {"federalTax": "8330", "stateTax": "0", "ficaTax": "5967", "takeHome": "63703", "helpRepayment": "0", "weekly": "1225.06", "fortnightly": "2450.12", "monthly": "5308.58"},
    "{\"age\": 33, \"country\": \"australia\", \"income\": 98000, \"taxYear\": \"2026-27\"}": {"federalTax": "19920", "stateTax": "0", "ficaTax": "1960", "takeHome": "76120", "helpRepayment": "0", "weekly": "1463.85", "fortnightly": "2927.69", "monthly": "6343.33"},
    "{\"age\": 33, \"country\": \"us\", \"income\": 85000, \"state\": \"WA\", \"taxYear\": \"2026\"}": {"federalTax": "9870", "stateTax": "0", "ficaTax": "6502.5", "takeHome": "68627.5", "helpRepayment": "0", "weekly": "1319.76", "fortnightly": "2639.52", "monthly": "5718.96"},
    "{\"age\": 33, \"country\": \"us\", \"income\": 95000, \"state\": \"WA\", \"taxYear\": \"2026\"}": {"federalTax": "12070", "stateTax": "0", "ficaTax": "7267.5", "takeHome": "75662.5", "helpRepayment": "0", "weekly": "1455.05", "fortnightly": "2910.1", "monthly": "6305.21"},
    "{\"age\": 34, \"country\": \"australia\", \"income\": 102000, \"taxYear\": \"2026-27\"}": {"federalTax": "21120", "stateTax": "0", "ficaTax": "2040", "takeHome": "78840", "helpRepayment": "0", "weekly": "1516.15", "fortnightly": "3032.31", "monthly": "6570"},
    "{\"age\": 34, \"country\": \"australia\", \"income\": 92000, \"taxYear\": \"2026-27\"}": {"federalTax": "18120", "stateTax": "0", "ficaTax": "1840", "takeHome": "72040", "helpRepayment": "0", "weekly": "1385.38", "fortnightly": "2770.77", "monthly": "6003.33"},
    "{\"age\": 34, \"country\": \"us\", \"income\": 82000, \"state\": \"CA\", \"taxYear\": \"2026\"}": {"federalTax": "9210", "stateTax": "3380.98", "ficaTax": "6273", "takeHome": "63136.02", "helpRepayment": "0", "weekly": "1214.15", "fortnightly": "2428.31", "monthly": "5261.34"},
    "{\"age\": 34, \"country\": \"us\", \"income\": 82000, \"state\": \"TX\", \"taxYear\": \"2026\"}": {"federalTax": "9210", "stateTax": "0", "ficaTax": "6273", "takeHome": "66517", "helpRepayment": "0", "weekly": "1279.17", "fortnightly": "2558.35", "monthly": "5543.08"},
    "{\"age\": 34, \"country\": \"us\", \"income\": 90000, \"state\": \"CA\", \"taxYear\": \"2026\"}": {"federalTax": "10970", "stateTax": "4124.98", "ficaTax": "6885", "takeHome": "68020.02", "helpRepayment": "0", "weekly": "1308.08", "fortnightly": "2616.15", "monthly": "5668.34"},
    "{\"age\": 34, \"country\": \"us\", \"income\": 90000, \"state\": \"TX\", \"taxYear\": \"2026\"}": {"federalTax": "10970", "stateTax": "0", "ficaTax": "6885", "takeHome": "72145", "helpRepayment": "0", "weekly": "1387.4", "fortnightly": "2774.81", "monthly": "6012.08"},
    "{\"age\": 34, \"country\": \"us\", \"income\": 95000, \"preTaxRetirement\": 10000, \"state\": \"CA\", \"taxYear\": \"2026\"}": {"federalTax": "9870", "stateTax": "3659.98", "ficaTax": "7267.5", "takeHome": "64202.52", "helpRepayment": "0", "weekly": "1234.66", "fortnightly": "2469.33", "monthly": "5350.21"},
    "{\"age\": 34, \"country\": \"us\", \"income\": 95000, \"state\": \"CA\", \"taxYear\": \"2026\"}": {"federalTax": "12070", "stateTax": "4589.98", "ficaTax": "7267.5", "takeHome": "71072.52", "helpRepayment": "0", "weekly": "1366.78", "fortnightly": "2733.56", "monthly": "5922.71"},
    "{\"age\": 36, \"country\": \"australia\", \"income\": 120000, \"taxYear\": \"2026-27\"}": {"federalTax": "26520", "stateTax": "0", "ficaTax": "2400", "takeHome": "91080", "helpRepayment": "0", "weekly": "1751.54", "fortnightly": "3503.08", "monthly": "7590"},
    "{\"age\": 36, \"country\": \"us\", \"income\": 120000, \"state\": \"NY\", \"taxYear\": \"2026\"}": {"federalTax": "17570", "stateTax": "6180.11", "ficaTax": "9180", "takeHome": "87069.89", "helpRepayment": "0", "weekly": "1674.42", "fortnightly": "3348.84", "monthly": "7255.82"},
    "{\"age\": 36, \"country\": \"us\", \"income\": 135000, \"state\": \"NY\", \"taxYear\": \"2026\"}": {"federalTax": "21134", "stateTax": "7235.58", "ficaTax": "10327.5", "takeHome": "96302.92", "helpRepayment": "0", "weekly": "1851.98", "fortnightly": "3703.96", "monthly": "8025.24"},
    "{\"age\": 36, \"country\": \"us\", \"income\": 90000, \"preTaxRetirement\": 5400, \"state\": \"TX\", \"taxYear\": \"2026\"}": {"federalTax": "9782", "stateTax": "0", "ficaTax": "6885", "takeHome": "67933", "helpRepayment": "0", "weekly": "1306.4", "fortnightly": "2612.81", "monthly": "5661.08"},
    "{\"age\": 36, \"country\": \"us\", \"income\": 90000, \"preTaxRetirement\": 9000, \"state\": \"TX\", \"taxYear\": \"2026\"}": {"federalTax": "8990", "stateTax": "0", "ficaTax": "6885", "takeHome": "65125", "helpRepayment": "0", "weekly": "1252.4", "fortnightly": "2504.81", "monthly": "5427.08"},
    "{\"age\": 36, \"country\": \"us\", \"income\": 90000, \"state\": \"TX\", \"taxYear\": \"2026\"}": {"federalTax": "10970", "stateTax": "0", "ficaTax": "6885", "takeHome": "72145", "helpRepayment": "0", "weekly": "1387.4", "fortnightly": "2774.81", "monthly": "6012.08"},
    "{\"age\": 37, \"country\": \"australia\", \"income\": 112000, \"privateHospitalCover\": false, \"taxYear\": \"2026-27\"}": {"federalTax": "24120", "stateTax": "0", "ficaTax": "3360", "takeHome": "84520", "helpRepayment": "0", "weekly": "1625.38", "fortnightly": "3250.77", "monthly": "7043.33"},
    "{\"age\": 37, \"country\": \"australia\", \"income\": 112000, \"taxYear\": \"2026-27\"}": {"federalTax": "24120", "stateTax": "0", "ficaTax": "2240", "takeHome": "85640", "helpRepayment": "0", "weekly": "1646.92", "fortnightly": "3293.85", "monthly": "7136.67"},
    "{\"age\": 37, \"country\": \"us\", \"income\": 150000, \"state\": \"CO\", \"taxYear\": \"2026\"}": {"federalTax": "24734", "stateTax": "5891.6", "ficaTax": "11475", "takeHome": "107899.4", "helpRepayment": "0", "weekly": "2074.99", "fortnightly": "4149.98", "monthly": "8991.62"},
    "{\"age\": 37, \"country\": \"us\", \"income\": 150000, \"state\": \"TX\", \"taxYear\": \"2026\"}": {"federalTax": "24734", "stateTax": "0", "ficaTax": "11475", "takeHome": "113791", "helpRepayment": "0", "weekly": "2188.29", "fortnightly": "4376.58", "monthly": "9482.58"},
    "{\"age\": 38, \"country\": \"australia\", \"income\": 65000, \"maritalStatus\": \"married\", \"taxYear\": \"2026-27\"}": {"federalTax": "9995", "stateTax": "0", "ficaTax": "1300", "takeHome": "53705", "helpRepayment": "0", "weekly": "1032.79", "fortnightly": "2065.58", "monthly": "4475.42"},
    "{\"age\": 38, \"country\": \"australia\", \"income\": 90000, \"maritalStatus\": \"married\", \"taxYear\": \"2026-27\"}": {"federalTax": "17520", "stateTax": "0", "ficaTax": "1800", "takeHome": "70680", "helpRepayment": "0", "weekly": "1359.23", "fortnightly": "2718.46", "monthly": "5890"},
    "{\"age\": 38, \"country\": \"us\", \"income\": 125000, \"preTaxRetirement\": 16000, \"state\": \"IL\", \"taxYear\": \"2026\"}": {"federalTax": "15150", "stateTax": "5254.43", "ficaTax": "9562.5", "takeHome": "79033.07", "helpRepayment": "0", "weekly": "1519.87", "fortnightly": "3039.73", "monthly": "6586.09"},
    "{\"age\": 38, \"country\": \"us\", \"income\": 125000, \"preTaxRetirement\": 24500, \"state\": \"IL\", \"taxYear\": \"2026\"}": {"federalTax": "13280", "stateTax": "4833.68", "ficaTax": "9562.5", "takeHome": "72823.82", "helpRepayment": "0", "weekly": "1400.46", "fortnightly": "2800.92", "monthly": "6068.65"},
    "{\"age\": 38, \"country\": \"us\", \"income\": 125000, \"state\": \"IL\", \"taxYear\": \"2026\"}": {"federalTax": "18734", "stateTax": "6046.43", "ficaTax": "9562.5", "takeHome": "90657.07", "helpRepayment": "0", "weekly": "1743.41", "fortnightly": "3486.81", "monthly": "7554.76"},
    "{\"age\": 39, \"country\": \"australia\", \"income\": 135000, \"salarySacrifice\": 12000, \"taxYear\": \"2026-27\"}": {"federalTax": "27420", "stateTax": "0", "ficaTax": "2460", "takeHome": "93120", "helpRepayment": "0", "weekly": "1790.77", "fortnightly": "3581.54", "monthly": "7760"},
    "{\"age\": 39, \"country\": \"australia\", \"income\": 135000, \"salarySacrifice\": 6000, \"taxYear\": \"2026-27\"}": {"federalTax": "29220", "stateTax": "0", "ficaTax": "2580", "takeHome": "97200", "helpRepayment": "0", "weekly": "1869.23", "fortnightly": "3738.46", "monthly": "8100"},
    "{\"age\": 39, \"country\": \"australia\", \"income\": 135000, \"taxYear\": \"2026-27\"}": {"federalTax": "31020", "stateTax": "0", "ficaTax": "2700", "takeHome": "101280", "helpRepayment": "0", "weekly": "1947.69", "fortnightly": "3895.38", "monthly": "8440"},
    "{\"age\": 39, \"country\": \"us\", \"income\": 130000, \"maritalStatus\": \"married\", \"state\": \"OH\", \"taxYear\": \"2026\"}": {"federalTax": "11240", "stateTax": "3086.13", "ficaTax": "9945", "takeHome": "105728.87", "helpRepayment": "0", "weekly": "2033.25", "fortnightly": "4066.5", "monthly": "8810.74"},
    "{\"age\": 40, \"country\": \"australia\", \"income\": 100000, \"taxYear\": \"2026-27\"}": {"federalTax": "20520", "stateTax": "0", "ficaTax": "2000", "takeHome": "77480", "helpRepayment": "0", "weekly": "1490", "fortnightly": "2980", "monthly": "6456.67"},
    "{\"age\": 40, \"country\": \"australia\", \"income\": 112000, \"taxYear\": \"2026-27\"}": {"federalTax": "24120", "stateTax": "0", "ficaTax": "2240", "takeHome": "85640", "helpRepayment": "0", "weekly": "1646.92", "fortnightly": "3293.85", "monthly": "7136.67"},
    "{\"age\": 40, \"country\": \"australia\", \"income\": 120000, \"taxYear\": \"2026-27\"}": {"federalTax": "26520", "stateTax": "0", "ficaTax": "2400", "takeHome": "91080", "helpRepayment": "0", "weekly": "1751.54", "fortnightly": "3503.08", "monthly": "7590"},
    "{\"age\": 42, \"country\": \"us\", \"income\": 110000, \"taxYear\": \"2025\"}": {"federalTax": "15649", "stateTax": "0", "ficaTax": "8415", "takeHome": "85936", "helpRepayment": "0", "weekly": "1652.62", "fortnightly": "3305.23", "monthly": "7161.33"},
    "{\"age\": 42, \"country\": \"us\", \"income\": 110000, \"taxYear\": \"2026\"}": {"federalTax": "15370", "stateTax": "0", "ficaTax": "8415", "takeHome": "86215", "helpRepayment": "0", "weekly": "1657.98", "fortnightly": "3315.96", "monthly": "7184.58"},
    "{\"age\": 43, \"country\": \"australia\", \"income\": 110000, \"salarySacrifice\": 4000, \"taxYear\": \"2026-27\"}": {"federalTax": "22320", "stateTax": "0", "ficaTax": "2120", "takeHome": "81560", "helpRepayment": "0", "weekly": "1568.46", "fortnightly": "3136.92", "monthly": "6796.67"},
    "{\"age\": 43, \"country\": \"australia\", \"income\": 110000, \"salarySacrifice\": 9000, \"taxYear\": \"2026-27\"}": {"federalTax": "20820", "stateTax": "0", "ficaTax": "2020", "takeHome": "78160", "helpRepayment": "0", "weekly": "1503.08", "fortnightly": "3006.15", "monthly": "6513.33"},
    "{\"age\": 43, \"country\": \"australia\", \"income\": 110000, \"taxYear\": \"2026-27\"}": {"federalTax": "23520", "stateTax": "0", "ficaTax": "2200", "takeHome": "84280", "helpRepayment": "0", "weekly": "1620.77", "fortnightly": "3241.54", "monthly": "7023.33"},
    "{\"age\": 44, \"country\": \"australia\", \"income\": 92000, \"taxYear\": \"2025-26\"}": {"federalTax": "18388", "stateTax": "0", "ficaTax": "1840", "takeHome": "71772", "helpRepayment": "0", "weekly": "1380.23", "fortnightly": "2760.46", "monthly": "5981"},
    "{\"age\": 44, \"country\": \"australia\", \"income\": 92000, \"taxYear\": \"2026-27\"}": {"federalTax": "18120", "stateTax": "0", "ficaTax": "1840", "takeHome": "72040", "helpRepayment": "0", "weekly": "1385.38", "fortnightly": "2770.77", "monthly": "6003.33"},
    "{\"age\": 45, \"country\": \"australia\", \"dependents\": 2, \"income\": 118000, \"maritalStatus\": \"married\", \"taxYear\": \"2026-27\"}": {"federalTax": "25920", "stateTax": "0", "ficaTax": "2360", "takeHome": "89720", "helpRepayment": "0", "weekly": "1725.38", "fortnightly": "3450.77", "monthly": "7476.67"},
    "{\"age\": 45, \"country\": \"us\", \"income\": 105000, \"state\": \"MA\", \"taxYear\": \"2026\"}": {"federalTax": "14270", "stateTax": "4930", "ficaTax": "8032.5", "takeHome": "77767.5", "helpRepayment": "0", "weekly": "1495.53", "fortnightly": "2991.06", "monthly": "6480.63"},
    "{\"age\": 46, \"country\": \"australia\", \"income\": 120000, \"salarySacrifice\": 8000, \"taxYear\": \"2026-27\"}": {"federalTax": "24120", "stateTax": "0", "ficaTax": "2240", "takeHome": "85640", "helpRepayment": "0", "weekly": "1646.92", "fortnightly": "3293.85", "monthly": "7136.67"},
    "{\"age\": 46, \"country\": \"australia\", \"income\": 120000, \"taxYear\": \"2026-27\"}": {"federalTax": "26520", "stateTax": "0", "ficaTax": "2400", "takeHome": "91080", "helpRepayment": "0", "weekly": "1751.54", "fortnightly": "3503.08", "monthly": "7590"},
    "{\"age\": 68, \"country\": \"australia\", \"income\": 50000, \"taxYear\": \"2026-27\"}": {"federalTax": "4925.13", "stateTax": "0", "ficaTax": "698", "takeHome": "44376.87", "helpRepayment": "0", "weekly": "853.4", "fortnightly": "1706.8", "monthly": "3698.07"},
    "{\"country\": \"australia\", \"income\": 100000, \"taxYear\": \"2024-25\"}": {"federalTax": "20788", "stateTax": "0", "ficaTax": "2000", "takeHome": "77212", "helpRepayment": "0", "weekly": "1484.85", "fortnightly": "2969.69", "monthly": "6434.33"},
    "{\"country\": \"australia\", \"income\": 128000, \"privateHospitalCover\": false, \"taxYear\": \"2026-27\"}": {"federalTax": "28920", "stateTax": "0", "ficaTax": "4160", "takeHome": "94920", "helpRepayment": "0", "weekly": "1825.38", "fortnightly": "3650.77", "monthly": "7910"},
    "{\"country\": \"australia\", \"income\": 128000, \"taxYear\": \"2026-27\"}": {"federalTax": "28920", "stateTax": "0", "ficaTax": "2560", "takeHome": "96520", "helpRepayment": "0", "weekly": "1856.15", "fortnightly": "3712.31", "monthly": "8043.33"},
    "{\"country\": \"australia\", \"income\": 130000, \"taxYear\": \"2026-27\"}": {"federalTax": "29520", "stateTax": "0", "ficaTax": "2600", "takeHome": "97880", "helpRepayment": "0", "weekly": "1882.31", "fortnightly": "3764.62", "monthly": "8156.67"},
    "{\"country\": \"australia\", \"income\": 140000, \"privateHospitalCover\": false, \"taxYear\": \"2026-27\"}": {"federalTax": "32870", "stateTax": "0", "ficaTax": "4550", "takeHome": "102580", "helpRepayment": "0", "weekly": "1972.69", "fortnightly": "3945.38", "monthly": "8548.33"},
    "{\"country\": \"australia\", \"income\": 140000, \"taxYear\": \"2026-27\"}": {"federalTax": "32870", "stateTax": "0", "ficaTax": "2800", "takeHome": "104330", "helpRepayment": "0", "weekly": "2006.35", "fortnightly": "4012.69", "monthly": "8694.17"},
    "{\"country\": \"australia\", \"income\": 150000, \"privateHospitalCover\": false, \"taxYear\": \"2026-27\"}": {"federalTax": "36570", "stateTax": "0", "ficaTax": "4875", "takeHome": "108555", "helpRepayment": "0", "weekly": "2087.6", "fortnightly": "4175.19", "monthly": "9046.25"},
    "{\"country\": \"australia\", \"income\": 150000, \"taxYear\": \"2026-27\"}": {"federalTax": "36570", "stateTax": "0", "ficaTax": "3000", "takeHome": "110430", "helpRepayment": "0", "weekly": "2123.65", "fortnightly": "4247.31", "monthly": "9202.5"},
    "{\"country\": \"australia\", \"income\": 165000, \"privateHospitalCover\": false, \"taxYear\": \"2026-27\"}": {"federalTax": "42120", "stateTax": "0", "ficaTax": "5775", "takeHome": "117105", "helpRepayment": "0", "weekly": "2252.02", "fortnightly": "4504.04", "monthly": "9758.75"},
    "{\"country\": \"australia\", \"income\": 165000, \"taxYear\": \"2026-27\"}": {"federalTax": "42120", "stateTax": "0", "ficaTax": "3300", "takeHome": "119580", "helpRepayment": "0", "weekly": "2299.62", "fortnightly": "4599.23", "monthly": "9965"},
    "{\"country\": \"australia\", \"income\": 200000, \"taxYear\": \"2026-27\"}": {"federalTax": "55870", "stateTax": "0", "ficaTax": "4000", "takeHome": "140130", "helpRepayment": "0", "weekly": "2694.81", "fortnightly": "5389.62", "monthly": "11677.5"},
    "{\"country\": \"australia\", \"income\": 45000, \"taxYear\": \"2026-27\"}": {"federalTax": "3695", "stateTax": "0", "ficaTax": "900", "takeHome": "40405", "helpRepayment": "0", "weekly": "777.02", "fortnightly": "1554.04", "monthly": "3367.08"},
    "{\"country\": \"australia\", \"income\": 60000, \"taxYear\": \"2026-27\"}": {"federalTax": "8420", "stateTax": "0", "ficaTax": "1200", "takeHome": "50380", "helpRepayment": "0", "weekly": "968.85", "fortnightly": "1937.69", "monthly": "4198.33"},
    "{\"country\": \"australia\", \"income\": 68000, \"taxYear\": \"2026-27\"}": {"federalTax": "10920", "stateTax": "0", "ficaTax": "1360", "takeHome": "55720", "helpRepayment": "0", "weekly": "1071.54", "fortnightly": "2143.08", "monthly": "4643.33"},
    "{\"country\": \"australia\", \"income\": 70000, \"maritalStatus\": \"de facto\", \"taxYear\": \"2026-27\"}": {"federalTax": "11520", "stateTax": "0", "ficaTax": "1400", "takeHome": "57080", "helpRepayment": "0", "weekly": "1097.69", "fortnightly": "2195.38", "monthly": "4756.67"},
    "{\"country\": \"australia\", \"income\": 70000, \"taxYear\": \"2025-26\"}": {"federalTax": "11788", "stateTax": "0", "ficaTax": "1400", "takeHome": "56812", "helpRepayment": "0", "weekly": "1092.54", "fortnightly": "2185.08", "monthly": "4734.33"},
    "{\"country\": \"australia\", \"income\": 70000, \"taxYear\": \"2026-27\"}": {"federalTax": "11520", "stateTax": "0", "ficaTax": "1400", "takeHome": "57080", "helpRepayment": "0", "weekly": "1097.69", "fortnightly": "2195.38", "monthly": "4756.67"},
    "{\"country\": \"australia\", \"income\": 75000, \"taxYear\": \"2026-27\"}": {"federalTax": "13020", "stateTax": "0", "ficaTax": "1500", "takeHome": "60480", "helpRepayment": "0", "weekly": "1163.08", "fortnightly": "2326.15", "monthly": "5040"},
    "{\"country\": \"australia\", \"income\": 75088, \"taxYear\": \"2026-27\"}": {"federalTax": "13046.4", "stateTax": "0", "ficaTax": "1501.76", "takeHome": "60539.84", "helpRepayment": "0", "weekly": "1164.23", "fortnightly": "2328.46", "monthly": "5044.99"},
    "{\"country\": \"australia\", \"income\": 80000, \"maritalStatus\": \"de facto\", \"taxYear\": \"2026-27\"}": {"federalTax": "14520", "stateTax": "0", "ficaTax": "1600", "takeHome": "63880", "helpRepayment": "0", "weekly": "1228.46", "fortnightly": "2456.92", "monthly": "5323.33"},
    "{\"country\": \"australia\", \"income\": 82000, \"taxYear\": \"2026-27\"}": {"federalTax": "15120", "stateTax": "0", "ficaTax": "1640", "takeHome": "65240", "helpRepayment": "0", "weekly": "1254.62", "fortnightly": "2509.23", "monthly": "5436.67"},
    "{\"country\": \"australia\", \"income\": 87000, \"taxYear\": \"2026-27\"}": {"federalTax": "16620", "stateTax": "0", "ficaTax": "1740", "takeHome": "68640", "helpRepayment": "0", "weekly": "1320", "fortnightly": "2640", "monthly": "5720"},
    "{\"country\": \"australia\", \"income\": 90000, \"taxYear\": \"2024-25\"}": {"federalTax": "17788", "stateTax": "0", "ficaTax": "1800", "takeHome": "70412", "helpRepayment": "0", "weekly": "1354.08", "fortnightly": "2708.15", "monthly": "5867.67"},
    "{\"country\": \"australia\", \"income\": 90000, \"taxYear\": \"2026-27\"}": {"federalTax": "17520", "stateTax": "0", "ficaTax": "1800", "takeHome": "70680", "helpRepayment": "0", "weekly": "1359.23", "fortnightly": "2718.46", "monthly": "5890"},
    "{\"country\": \"australia\", \"income\": 92000, \"taxYear\": \"2026-27\"}": {"federalTax": "18120", "stateTax": "0", "ficaTax": "1840", "takeHome": "72040", "helpRepayment": "0", "weekly": "1385.38", "fortnightly": "2770.77", "monthly": "6003.33"},
    "{\"country\": \"australia\", \"income\": 95000, \"maritalStatus\": \"de facto\", \"taxYear\": \"2026-27\"}": {"federalTax": "19020", "stateTax": "0", "ficaTax": "1900", "takeHome": "74080", "helpRepayment": "0", "weekly": "1424.62", "fortnightly": "2849.23", "monthly": "6173.33"},
    "{\"country\": \"australia\", \"income\": 95000, \"taxYear\": \"2026-27\"}": {"federalTax": "19020", "stateTax": "0", "ficaTax": "1900", "takeHome": "74080", "helpRepayment": "0", "weekly": "1424.62", "fortnightly": "2849.23", "monthly": "6173.33"},
    "{\"country\": \"us\", \"filingStatus\": \"married_filing_jointly\", \"income\": 100000, \"taxYear\": \"2025\"}": {"federalTax": "7743", "stateTax": "0", "ficaTax": "7650", "takeHome": "84607", "helpRepayment": "0", "weekly": "1627.06", "fortnightly": "3254.12", "monthly": "7050.58"},
    "{\"country\": \"us\", \"filingStatus\": \"married_filing_jointly\", \"income\": 100000, \"taxYear\": \"2026\"}": {"federalTax": "7640", "stateTax": "0", "ficaTax": "7650", "takeHome": "84710", "helpRepayment": "0", "weekly": "1629.04", "fortnightly": "3258.08", "monthly": "7059.17"},
    "{\"country\": \"us\", \"filingStatus\": \"married_filing_jointly\", \"income\": 180000, \"state\": \"IL\", \"taxYear\": \"2026\"}": {"federalTax": "21940", "stateTax": "8627.85", "ficaTax": "13770", "takeHome": "135662.15", "helpRepayment": "0", "weekly": "2608.89", "fortnightly": "5217.78", "monthly": "11305.18"},
    "{\"country\": \"us\", \"filingStatus\": \"married_filing_jointly\", \"income\": 86000, \"state\": \"NJ\", \"taxYear\": \"2026\"}": {"federalTax": "5960", "stateTax": "1866", "ficaTax": "6579", "takeHome": "71595", "helpRepayment": "0", "weekly": "1376.83", "fortnightly": "2753.65", "monthly": "5966.25"},
    "{\"country\": \"us\", \"filingStatus\": \"single\", \"income\": 65000, \"taxYear\": \"2026\"}": {"federalTax": "5620", "stateTax": "0", "ficaTax": "4972.5", "takeHome": "54407.5", "helpRepayment": "0", "weekly": "1046.3", "fortnightly": "2092.6", "monthly": "4533.96"},
    "{\"country\": \"us\", \"income\": 100000, \"state\": \"OR\", \"taxYear\": \"2026\"}": {"federalTax": "13170", "stateTax": "7161.31", "ficaTax": "7650", "takeHome": "72018.69", "helpRepayment": "0", "weekly": "1384.97", "fortnightly": "2769.95", "monthly": "6001.56"},
    "{\"country\": \"us\", \"income\": 100000, \"state\": \"WA\", \"taxYear\": \"2026\"}": {"federalTax": "13170", "stateTax": "0", "ficaTax": "7650", "takeHome": "79180", "helpRepayment": "0", "weekly": "1522.69", "fortnightly": "3045.38", "monthly": "6598.33"},
    "{\"country\": \"us\", \"income\": 100000, \"taxYear\": \"2025\"}": {"federalTax": "13449", "stateTax": "0", "ficaTax": "7650", "takeHome": "78901", "helpRepayment": "0", "weekly": "1517.33", "fortnightly": "3034.65", "monthly": "6575.08"},
    "{\"country\": \"us\", \"income\": 100000, \"taxYear\": \"2026\"}": {"federalTax": "13170", "stateTax": "0", "ficaTax": "7650", "takeHome": "79180", "helpRepayment": "0", "weekly": "1522.69", "fortnightly": "3045.38", "monthly": "6598.33"},
    "{\"country\": \"us\", \"income\": 120000, \"state\": \"FL\", \"taxYear\": \"2026\"}": {"federalTax": "17570", "stateTax": "0", "ficaTax": "9180", "takeHome": "93250", "helpRepayment": "0", "weekly": "1793.27", "fortnightly": "3586.54", "monthly": "7770.83"},
    "{\"country\": \"us\", \"income\": 120000, \"state\": \"NY\", \"taxYear\": \"2026\"}": {"federalTax": "17570", "stateTax": "6180.11", "ficaTax": "9180", "takeHome": "87069.89", "helpRepayment": "0", "weekly": "1674.42", "fortnightly": "3348.84", "monthly": "7255.82"},
    "{\"country\": \"us\", \"income\": 130000, \"state\": \"CT\", \"taxYear\": \"2026\"}": {"federalTax": "19934", "stateTax": "6925", "ficaTax": "9945", "takeHome": "93196", "helpRepayment": "0", "weekly": "1792.23", "fortnightly": "3584.46", "monthly": "7766.33"},
    "{\"country\": \"us\", \"income\": 130000, \"state\": \"MA\", \"taxYear\": \"2026\"}": {"federalTax": "19934", "stateTax": "6180", "ficaTax": "9945", "takeHome": "93941", "helpRepayment": "0", "weekly": "1806.56", "fortnightly": "3613.12", "monthly": "7828.42"},
    "{\"country\": \"us\", \"income\": 130000, \"state\": \"NH\", \"taxYear\": \"2026\"}": {"federalTax": "19934", "stateTax": "0", "ficaTax": "9945", "takeHome": "100121", "helpRepayment": "0", "weekly": "1925.4", "fortnightly": "3850.81", "monthly": "8343.42"},
    "{\"country\": \"us\", \"income\": 150000, \"state\": \"WA\", \"taxYear\": \"2026\"}": {"federalTax": "24734", "stateTax": "0", "ficaTax": "11475", "takeHome": "113791", "helpRepayment": "0", "weekly": "2188.29", "fortnightly": "4376.58", "monthly": "9482.58"},
    "{\"country\": \"us\", \"income\": 58240, \"state\": \"FL\", \"taxYear\": \"2026\"}": {"federalTax": "4808.8", "stateTax": "0", "ficaTax": "4455.36", "takeHome": "48975.84", "helpRepayment": "0", "weekly": "941.84", "fortnightly": "1883.69", "monthly": "4081.32"},
    "{\"country\": \"us\", \"income\": 86000, \"state\": \"NJ\", \"taxYear\": \"2026\"}": {"federalTax": "10090", "stateTax": "3288.25", "ficaTax": "6579", "takeHome": "66042.75", "helpRepayment": "0", "weekly": "1270.05", "fortnightly": "2540.11", "monthly": "5503.56"},
    "{\"country\": \"us\", \"income\": 86000, \"state\": \"NY\", \"taxYear\": \"2026\"}": {"federalTax": "10090", "stateTax": "4047", "ficaTax": "6579", "takeHome": "65284", "helpRepayment": "0", "weekly": "1255.46", "fortnightly": "2510.92", "monthly": "5440.33"},
# END TAX_RESULTS
}

if __name__ == "__main__":
    main()
