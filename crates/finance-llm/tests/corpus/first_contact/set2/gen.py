#!/usr/bin/env python3
"""Generate the first-contact evaluation set for Penny's chat advisor.

Standard library only. Every expected figure except tax figures is computed here from the
conventions in BRIEF.md (annuity formula, period-by-period loan schedules with interest rounded to
the cent, future-value and sinking-fund formulas, nest egg, today's dollars, own-figure formulas).

Tax figures come from the tax engine's command line and are hard-coded in the TAX block at the end
of this file: each key IS the argument list of the command that produced it, i.e.
    /work/targets/base/debug/penny tax <key>
`python3 gen.py --refresh-tax` re-runs those commands and rewrites the block (it is the only thing
that runs the engine); a plain `python3 gen.py` never runs anything and writes
questions.jsonl and conversations.jsonl next to this file.

Today is 2026-11-24: Australian financial year 2026-27, US tax year 2026.
"""
import json
import os
import re
import subprocess
import sys
from collections import Counter
from decimal import Decimal as D, ROUND_HALF_UP, ROUND_CEILING, getcontext

getcontext().prec = 60
HERE = os.path.dirname(os.path.abspath(__file__))
PENNY = "/work/targets/base/debug/penny"
AU_YEAR, US_YEAR = "2026-27", "2026"
CENT = D("0.01")


# ----------------------------------------------------------------------------------------------
# money helpers
# ----------------------------------------------------------------------------------------------
def d(x):
    return x if isinstance(x, D) else D(str(x))


def c2(x):
    return d(x).quantize(CENT, ROUND_HALF_UP)


def whole(x):
    return d(x).quantize(D("1"), ROUND_HALF_UP)


def m(x, cents=False):
    """Money as the brief writes it: $N,NNN or $N,NNN.NN."""
    if cents:
        return "${:,.2f}".format(c2(x))
    return "${:,}".format(int(whole(x)))


def canon(x):
    """Canonical profile string: whole numbers without decimals, otherwise to the cent."""
    x = c2(x)
    return str(int(x)) if x == x.to_integral_value() else str(x)


# ----------------------------------------------------------------------------------------------
# loans
# ----------------------------------------------------------------------------------------------
def pmt(P, rate, years, per=12):
    """Annuity repayment P*r/(1-(1+r)^-n), rounded to the cent."""
    P, rate = d(P), d(rate)
    n = int(d(years) * per)
    r = rate / per
    return c2(P * r / (1 - (1 + r) ** (-n)))


def total_interest(P, rate, years, per=12):
    """Convention: rounded repayment x n - P."""
    n = int(d(years) * per)
    return pmt(P, rate, years, per) * n - d(P)


def interest_only(P, rate, per=12):
    return c2(d(P) * d(rate) / per)


def simulate(P, rate, per, payment, term=None, max_periods=5000):
    """Period-by-period schedule; interest rounded to the cent each period.
    Returns (periods, total interest). The last payment is whatever clears the balance; with a
    term (the plain schedule of a loan), the term's last payment also clears the few cents the
    rounded repayment leaves over."""
    bal, r, paid_int, k = d(P), d(rate) / per, D(0), 0
    payment = d(payment)
    while bal > 0:
        k += 1
        if k > max_periods:
            raise ValueError("never paid off")
        i = c2(bal * r)
        paid_int += i
        if bal + i <= payment or (term is not None and k == term):
            bal = D(0)
        else:
            bal = bal + i - payment
    return k, paid_int


def extra_repayment(P, rate, years, extra, per=12):
    """Plain and extra schedules both simulated; interest saved = difference of the totals."""
    base = pmt(P, rate, years, per)
    n = int(d(years) * per)
    n0, i0 = simulate(P, rate, per, base, term=n)
    n1, i1 = simulate(P, rate, per, base + d(extra))
    return {"base": base, "n_plain": n0, "n_extra": n1, "periods_saved": n0 - n1,
            "interest_saved": i0 - i1, "interest_plain": i0, "interest_extra": i1}


def payoff(P, rate, payment, per=12):
    return simulate(P, rate, per, payment)


def years_token(periods, per=12):
    """'N years' (whole years in the time), or 'N months' under a year."""
    if periods < per:
        return f"{periods} {'months' if per == 12 else 'weeks' if per == 52 else 'fortnights'}"
    y = periods // per
    return f"{y} years" if y != 1 else "1 year"


# ----------------------------------------------------------------------------------------------
# savings
# ----------------------------------------------------------------------------------------------
def fv(pv, contrib, rate, years, per=12):
    """FV = PV(1+r)^n + C((1+r)^n - 1)/r, end-of-period contributions."""
    r = d(rate) / per
    n = int(d(years) * per)
    g = (1 + r) ** n
    return d(pv) * g + d(contrib) * (g - 1) / r


def saving_needed(target, pv, rate, years, per=12):
    """Regular saving to reach target, rounded UP to the cent."""
    r = d(rate) / per
    n = int(d(years) * per)
    g = (1 + r) ** n
    need = (d(target) - d(pv) * g) * r / (g - 1)
    return need.quantize(CENT, ROUND_CEILING)


def time_to_target(target, pv, contrib, rate, per=12):
    bal, r, k = d(pv), d(rate) / per, 0
    while bal < d(target):
        k += 1
        bal = bal * (1 + r) + d(contrib)
        if k > 10000:
            raise ValueError("never")
    return k


def nest_egg(yearly_income, wr="0.04"):
    return d(yearly_income) / d(wr)


def todays(nominal, years, infl="0.025"):
    return d(nominal) / (1 + d(infl)) ** int(years)


# ----------------------------------------------------------------------------------------------
# own figures
# ----------------------------------------------------------------------------------------------
def g(p, k):
    return d(p.get(k, "0") or "0")


def assets(p):
    return sum(g(p, k) for k in ("currentSavings", "propertyValue", "superBalance",
                                 "investmentAccounts", "emergencyFund"))


def liabilities(p):
    return g(p, "mortgageBalance") + g(p, "debts")


def net_worth(p):
    return assets(p) - liabilities(p)


# ----------------------------------------------------------------------------------------------
# tax engine look-ups (figures hard-coded in the TAX block below)
# ----------------------------------------------------------------------------------------------
NEEDED = []


def tax_args(country, income, year=None, state=None, fs=None, ms=None, dep=None, hh=None,
             nocover=False, age=None, helpd=None, ss=None, ptr=None):
    a = ["--country", country, "--tax-year", year or (AU_YEAR if country == "australia" else US_YEAR)]
    if state:
        a += ["--state", state]
    if fs:
        a += ["--filing-status", fs]
    a += ["--income", canon(income)]
    if ms:
        a += ["--marital-status", ms.replace(" ", "-")]
    if dep not in (None, "0", 0):
        a += ["--dependents", str(dep)]
    if hh:
        a += ["--household-income", canon(hh)]
    if nocover:
        a += ["--no-private-hospital-cover"]
    if age:
        a += ["--age", str(age)]
    if helpd:
        a += ["--help-debt", canon(helpd)]
    if ss:
        a += ["--salary-sacrifice", canon(ss)]
    if ptr:
        a += ["--pre-tax-retirement", canon(ptr)]
    return " ".join(a)


def T(country, income, **kw):
    key = tax_args(country, income, **kw)
    NEEDED.append(key)
    if key not in TAX:
        if REFRESH:
            return {k: D(0) for k in ("takeHome", "federalTax", "stateTax", "ficaTax", "helpRepayment",
                                      "weekly", "fortnightly", "monthly")}
        raise SystemExit(f"tax figure missing, run: python3 gen.py --refresh-tax  ({key})")
    return {k: d(v) for k, v in TAX[key].items()}


def us_fs(p):
    if p.get("maritalStatus") == "married":
        return "married_filing_jointly"
    if p.get("dependents") not in (None, "0"):
        return "head_of_household"
    return "single"


def TP(p, income=None, year=None, state=None, ss=None, ptr=None, fs=None):
    """Tax for a profile (its own income unless another is given), with the profile's tax inputs."""
    country = p.get("country", "australia")
    inc = income if income is not None else p["annualIncome"]
    if country == "australia":
        return T("australia", inc, year=year,
                 ms=p.get("maritalStatus") if p.get("maritalStatus") in ("married", "de facto") else None,
                 dep=p.get("dependents"), hh=p.get("householdIncome"),
                 nocover=p.get("privateHospitalCover") == "false", age=p.get("age"),
                 helpd=p.get("helpDebt"), ss=ss if ss is not None else p.get("salarySacrifice"))
    return T("us", inc, year=year, state=state or p.get("state"), fs=fs or us_fs(p),
             dep=p.get("dependents"), age=p.get("age"),
             ptr=ptr if ptr is not None else p.get("preTaxRetirement"))


def au(income, **kw):
    return T("australia", income, **kw)


def us(income, state=None, fs="single", **kw):
    return T("us", income, state=state, fs=fs, **kw)


def tax_figs(r):
    return [m(r["takeHome"]), m(r["federalTax"])]


# ----------------------------------------------------------------------------------------------
# self-checks against worked examples and published rates
# ----------------------------------------------------------------------------------------------
def own_au_tax_2026_27(x):
    """Resident scale 2026-27 + LITO + 2% Medicare levy (single, income above the low-income range)."""
    x = d(x)
    if x <= 18200:
        t = D(0)
    elif x <= 45000:
        t = (x - 18200) * D("0.15")
    elif x <= 135000:
        t = 4020 + (x - 45000) * D("0.30")
    elif x <= 190000:
        t = 31020 + (x - 135000) * D("0.37")
    else:
        t = 51370 + (x - 190000) * D("0.45")
    lito = D(700)
    if x > 37500:
        lito -= (min(x, D(45000)) - 37500) * D("0.05")
    if x > 45000:
        lito -= (x - 45000) * D("0.015")
    t = max(D(0), t - max(lito, D(0)))
    return c2(t), c2(x * D("0.02"))


def own_us_federal_2026_single(wages):
    ti = max(D(0), d(wages) - 16100)
    br = [(12400, "0.10"), (50400, "0.12"), (105700, "0.22"), (201775, "0.24"), (256225, "0.32"),
          (640600, "0.35"), (10 ** 12, "0.37")]
    t, lo = D(0), D(0)
    for top, rate in br:
        if ti > lo:
            t += (min(ti, D(top)) - lo) * D(rate)
        lo = D(top)
    fica = min(d(wages), D(184500)) * D("0.062") + d(wages) * D("0.0145") + max(D(0), d(wages) - 200000) * D("0.009")
    return c2(t), c2(fica)


CHECKED = []


def self_checks():
    # Worked examples known independently of the advisor.
    assert pmt(500000, "0.06", 30) == D("2997.75"), pmt(500000, "0.06", 30)
    assert total_interest(500000, "0.06", 30) == D("579190.00")
    assert pmt(300000, "0.07", 15) == D("2696.48"), pmt(300000, "0.07", 15)
    assert pmt(200000, "0.05", 30) == D("1073.64")
    assert whole(fv(0, 500, "0.05", 10)) == 77641, fv(0, 500, "0.05", 10)
    assert whole(fv(10000, 0, "0.07", 10)) == 20097  # 10k at 7% monthly for 10y = 20,096.61
    # A simulated plain schedule charges (almost) the convention's total interest.
    n, i = simulate(500000, "0.06", 12, pmt(500000, "0.06", 30), term=360)
    assert n == 360 and abs(i - total_interest(500000, "0.06", 30)) < 5, (n, i)
    assert saving_needed(100000, 0, "0.045", 5) * 60 < 100000
    assert nest_egg(60000) == 1500000
    assert whole(todays(1000000, 30)) == 476743
    if REFRESH:
        return
    # The engine agrees with the published AU 2026-27 scale and US 2026 brackets + FICA.
    for inc in (30000, 42000, 60000, 85000, 92000, 115000, 150000, 200000):
        key = tax_args("australia", inc)
        if key in TAX:
            t, lev = own_au_tax_2026_27(inc)
            assert d(TAX[key]["federalTax"]) == t, (inc, TAX[key], t)
            CHECKED.append(key)
            if inc > 40000:
                assert d(TAX[key]["ficaTax"]) == lev, (inc, TAX[key], lev)
    for inc in (60000, 95000, 120000, 130000, 150000):
        key = tax_args("us", inc, fs="single")
        if key in TAX:
            t, fica = own_us_federal_2026_single(inc)
            assert d(TAX[key]["federalTax"]) == t, (inc, TAX[key], t)
            assert d(TAX[key]["ficaTax"]) == fica, (inc, TAX[key], fica)
            CHECKED.append(key)


# ----------------------------------------------------------------------------------------------
# profiles
# ----------------------------------------------------------------------------------------------
AU_SYD = {"country": "australia", "state": "NSW", "age": "34", "maritalStatus": "single", "annualIncome": "92000",
          "monthlyExpenses": "4200", "currentSavings": "18000", "superBalance": "68000"}
AU_MEL = {"country": "australia", "state": "VIC", "age": "41", "maritalStatus": "married", "dependents": "2",
          "annualIncome": "115000", "householdIncome": "175000", "propertyValue": "850000",
          "mortgageBalance": "520000", "superBalance": "160000", "monthlyExpenses": "6500",
          "emergencyFund": "19500", "emergencyFundCurrent": "19500", "privateHospitalCover": "true"}
AU_BNE = {"country": "australia", "state": "QLD", "age": "26", "annualIncome": "68000", "helpDebt": "32000",
          "monthlyExpenses": "2900", "currentSavings": "9000"}
AU_PER = {"country": "australia", "state": "WA", "age": "58", "maritalStatus": "married", "annualIncome": "130000",
          "superBalance": "420000", "retirementAge": "63", "privateHospitalCover": "true",
          "propertyValue": "780000", "mortgageBalance": "90000", "monthlyExpenses": "5500"}
AU_ADL = {"country": "australia", "state": "SA", "age": "37", "annualIncome": "108000",
          "privateHospitalCover": "false", "monthlyExpenses": "3800"}
AU_HOB = {"country": "australia", "state": "TAS", "age": "45", "annualIncome": "120000"}
AU_MIN = {"country": "australia"}
AU_NT = {"country": "australia", "state": "NT", "age": "29", "annualIncome": "76000", "monthlyExpenses": "3300",
         "currentSavings": "14000", "superBalance": "41000", "debts": "9000"}
NONE = {}

US_SF = {"country": "us", "state": "CA", "age": "31", "maritalStatus": "single", "annualIncome": "105000",
         "monthlyExpenses": "5200", "superBalance": "45000", "employerMatch": "0.04"}
US_TX = {"country": "us", "state": "TX", "age": "45", "maritalStatus": "married", "dependents": "2",
         "annualIncome": "140000", "propertyValue": "420000", "mortgageBalance": "260000",
         "superBalance": "210000", "debts": "14000", "monthlyExpenses": "7800"}
US_OH = {"country": "us", "state": "OH", "age": "28", "maritalStatus": "single", "annualIncome": "62000",
         "monthlyExpenses": "3100", "debts": "22000", "currentSavings": "4000"}
US_NY = {"country": "us", "state": "NY", "age": "52", "maritalStatus": "single", "annualIncome": "180000",
         "superBalance": "520000", "retirementAge": "62", "investmentAccounts": "85000"}
US_FL = {"country": "us", "state": "FL", "age": "39", "annualIncome": "88000", "monthlyExpenses": "4000",
         "emergencyFund": "24000", "emergencyFundCurrent": "24000"}
US_MIN = {"country": "us"}
US_WA = {"country": "us", "state": "WA", "age": "33", "maritalStatus": "single", "annualIncome": "95000"}
US_IL = {"country": "us", "state": "IL", "age": "36", "maritalStatus": "married", "dependents": "1",
         "annualIncome": "98000", "employerMatch": "0.05", "superBalance": "88000", "propertyValue": "365000",
         "mortgageBalance": "298000", "currentSavings": "12000", "monthlyExpenses": "5600"}

QS = []
CONVS = []


def Q(m_, p, intent, ch=None, figs=None, has=None, cat=None):
    QS.append({"m": m_, "p": dict(p), "intent": intent, "ch": ch or {}, "figs": figs or [],
               "has": has or [], "_cat": cat})


def turn(m_, intent, ch=None, figs=None, has=None):
    return {"m": m_, "intent": intent, "ch": ch or {}, "figs": figs or [], "has": has or []}


def C(p, *turns):
    CONVS.append({"id": "c%02d" % (len(CONVS) + 1), "p": dict(p), "turns": list(turns)})


def merged(p, ch):
    q = dict(p)
    q.update(ch)
    return q


def EF(x):
    return {"emergencyFund": canon(x), "emergencyFundCurrent": canon(x)}


# ----------------------------------------------------------------------------------------------
# single questions
# ----------------------------------------------------------------------------------------------
def build_questions():
    CALC = "calc"
    # ---- loan repayments ----
    Q("whats the repayemnt on a 650k loan at 6.2% over 30 yrs", NONE, "loan_repayment",
      figs=[m(pmt(650000, "0.062", 30), True)], cat=CALC)
    Q("Monthly payment on a $400,000 mortgage at 6.5% for 30 years?", US_MIN, "loan_repayment",
      figs=[m(pmt(400000, "0.065", 30), True)], cat=CALC)
    Q("how much would fortnightly repayments be on 550k at 5.89% over 25 years", AU_SYD, "loan_repayment",
      figs=[m(pmt(550000, "0.0589", 25, 26), True)], cat=CALC)
    Q("weekly repayments on a 35k car loan, 8.9%, 5 years?", AU_MIN, "loan_repayment",
      figs=[m(pmt(35000, "0.089", 5, 52), True)], cat=CALC)
    Q("if i borrow 300k at 7% for 15 years what are the payments", US_OH, "loan_repayment",
      figs=[m(pmt(300000, "0.07", 15), True)], cat=CALC)
    Q("interest only repayments on 600k at 6.1%?", AU_MEL, "loan_repayment",
      figs=[m(interest_only(600000, "0.061"), True)], cat=CALC)
    Q("$25k personal loan at 11.5% over 3 years, how much a month", AU_NT, "loan_repayment",
      figs=[m(pmt(25000, "0.115", 3), True)], cat=CALC)
    Q("Hi, could you please work out the repayments on a $780,000 home loan at 5.74% p.a. over 30 years? "
      "Paid monthly. Thank you", NONE, "loan_repayment", figs=[m(pmt(780000, "0.0574", 30), True)], cat=CALC)
    Q("how much interest will I pay in total on a $500k mortgage at 6% over 30 years", US_MIN, "loan_repayment",
      figs=[m(total_interest(500000, "0.06", 30))], cat=CALC)
    Q("car loan 42000 7.5% 4yrs monthly repayment?", US_FL, "loan_repayment",
      figs=[m(pmt(42000, "0.075", 4), True)], cat=CALC)

    # ---- extra repayments ----
    e = extra_repayment(600000, "0.062", 30, 500)
    Q("if i put an extra $500 a month on a 600k mortgage at 6.2% over 30 yrs how much interest do i save",
      AU_SYD, "loan_extra_repayment", figs=[m(e["interest_saved"])], cat=CALC)
    e = extra_repayment(450000, "0.059", 30, 200, per=26)
    Q("how much faster would i pay off 450k at 5.9% over 30 years if i chuck an extra 200 a fortnight on it",
      AU_MIN, "loan_extra_repayment", figs=[m(e["interest_saved"])],
      has=[years_token(e["periods_saved"], 26)], cat=CALC)
    e = extra_repayment(350000, "0.0675", 30, 300)
    Q("Paying an extra $300/month on a $350,000 30-yr mortgage at 6.75%, how much interest do I save?",
      US_MIN, "loan_extra_repayment", figs=[m(e["interest_saved"])], cat=CALC)
    e = extra_repayment(720000, "0.0609", 30, 1000)
    Q("extra 1k a month on a 720k loan at 6.09% over 30 years, how many years does that knock off?",
      US_MIN, "loan_extra_repayment", figs=[m(e["interest_saved"])],
      has=[years_token(e["periods_saved"])], cat=CALC)
    e = extra_repayment(260000, "0.0625", 30, 150)
    Q("what happens if i pay an extra $150 a month on my morgage? its 260k at 6.25% for 30 years",
      US_TX, "loan_extra_repayment", figs=[m(e["interest_saved"])], cat=CALC)

    # ---- payoff time ----
    n, i = payoff(8500, "0.1999", 300)
    Q("I owe 8,500 on a credit card at 19.99%, if i pay 300 a month how long til its gone?", AU_ADL,
      "loan_payoff_time", has=[years_token(n)], cat=CALC)
    n, i = payoff(280000, "0.06", 2500)
    Q("how long to pay off a 280k mortgage at 6% paying $2,500 a month", US_WA, "loan_payoff_time",
      has=[years_token(n)], cat=CALC)
    n, i = payoff(32000, "0.055", 400)
    Q("student loans are 32k at 5.5%. paying 400/month, when will they be paid off?", US_MIN,
      "loan_payoff_time", has=[years_token(n)], cat=CALC)
    n, i = payoff(95000, "0.065", 700, per=26)
    Q("if I pay $700 a fortnight on a 95k loan at 6.5% how long will it take to clear", AU_MIN,
      "loan_payoff_time", has=[years_token(n, 26)], cat=CALC)

    # ---- savings growth ----
    Q("if i put 500 a month into savings at 5% how much will i have in 10 years", US_WA, "savings_growth",
      figs=[m(fv(0, 500, "0.05", 10))], cat=CALC)
    Q("whats 20k worth in 20 years if i invest it at 7%", US_MIN, "savings_growth",
      figs=[m(fv(20000, 0, "0.07", 20))], cat=CALC)
    Q("10k lump sum plus $200 a week at 6% for 15 years - what do i end up with?", AU_MIN, "savings_growth",
      figs=[m(fv(10000, 200, "0.06", 15, 52))], cat=CALC)
    Q("how much will I have if I save $1,000 a month for 25 years", US_MIN, "savings_growth",
      figs=[m(fv(0, 1000, "0.07", 25))], cat=CALC)
    Q("what will 50k grow to in 30 years at 8%?", US_WA, "savings_growth",
      figs=[m(fv(50000, 0, "0.08", 30))], cat=CALC)

    # ---- saving needed for a target ----
    Q("how much do i need to save a month to have 100k in 5 years at 4.5%", US_SF, "savings_target",
      figs=[m(saving_needed(100000, 0, "0.045", 5), True)], cat=CALC)
    Q("need a 120k house deposit in 4 years, already have 30k saved. how much do i need to put away each month?",
      NONE, "savings_target", ch={"currentSavings": "30000"},
      figs=[m(saving_needed(120000, 30000, "0.07", 4), True)], cat=CALC)
    Q("i want 1 million by the time i'm 60, i'm 35 now. how much a month would i need at 7%?", AU_MIN,
      "savings_target", ch={"age": "35"}, figs=[m(saving_needed(1000000, 0, "0.07", 25), True)], cat=CALC)
    Q("How much should I save each month to have $60k in 3 years? assume 4%", US_MIN, "savings_target",
      figs=[m(saving_needed(60000, 0, "0.04", 3), True)], cat=CALC)
    Q("I want $50k by 2030 for a wedding, how much a week do i need to save at 5%?", AU_MIN, "savings_target",
      figs=[m(saving_needed(50000, 0, "0.05", 4, 52), True)], cat=CALC)

    # ---- time to a target ----
    k = time_to_target(50000, 0, 1500, "0.07")
    Q("how long wil it take to save 50k if i put away 1500 a month", US_MIN, "savings_time_to_target",
      has=[years_token(k)], cat=CALC)
    k = time_to_target(40000, 0, 250, "0.05", 52)
    Q("saving $250 a week at 5%, how long to hit 40 grand", US_MIN, "savings_time_to_target",
      has=[years_token(k, 52)], cat=CALC)
    k = time_to_target(60000, 10000, 800, "0.06")
    Q("I've got 10k and can save 800 a month, how long to reach 60k at 6%?", US_MIN, "savings_time_to_target",
      ch={"currentSavings": "10000"}, has=[years_token(k)], cat=CALC)

    # ---- nest egg ----
    Q("how much do i need to retire on 70k a year", AU_MIN, "nest_egg", figs=[m(nest_egg(70000))], cat=CALC)
    Q("what size nest egg would I need for $5,000 a month in retirement?", US_MIN, "nest_egg",
      figs=[m(nest_egg(60000))], cat=CALC)
    Q("If I want 80k a year in retirement using a 3.5% withdrawal rate, how much do I need to have saved?",
      US_MIN, "nest_egg", figs=[m(nest_egg(80000, "0.035"))], cat=CALC)

    # ---- today's dollars ----
    Q("what will 1 million be worth in today's dollars in 30 years", AU_MIN, "todays_dollars",
      figs=[m(todays(1000000, 30))], cat=CALC)
    Q("if i have 2m when i retire in 2055 whats that in todays money at 3% inflation", US_MIN, "todays_dollars",
      figs=[m(todays(2000000, 2055 - 2026, "0.03"))], cat=CALC)
    Q("how much is 500k in 20 years actually worth in real terms", US_IL, "todays_dollars",
      figs=[m(todays(500000, 20))], cat=CALC)

    # ---- bonus / raise ----
    r0, r1 = TP(AU_SYD), TP(AU_SYD, 102000)
    Q("I'm getting a 10k bonus, how much will I actually get after tax?", AU_SYD, "bonus_after_tax",
      figs=[m(r1["takeHome"] - r0["takeHome"])], cat=CALC)
    r0, r1 = TP(US_SF), TP(US_SF, 120000)
    Q("what's a $15,000 bonus worth after taxes?", US_SF, "bonus_after_tax",
      figs=[m(r1["takeHome"] - r0["takeHome"])], cat=CALC)
    r0, r1 = TP(AU_BNE), TP(AU_BNE, 78000)
    diff = r1["takeHome"] - r0["takeHome"]
    Q("if i get a 10k raise how much extra will i take home a fortnight?", AU_BNE, "raise_after_tax",
      figs=[m(diff / 26)], cat=CALC)
    r0, r1 = TP(US_OH), TP(US_OH, 65100)
    Q("I'm getting a 5% raise, what does that work out to after tax?", US_OH, "raise_after_tax",
      figs=[m(r1["takeHome"] - r0["takeHome"])], cat=CALC)
    r0, r1 = au(120000), au(127000)
    Q("what's a 7k pay rise worth after tax on a 120k salary", AU_MIN, "raise_after_tax",
      figs=[m(r1["takeHome"] - r0["takeHome"])], cat=CALC)

    # ---- couple ----
    a, b = au(95000), au(72000)
    Q("what would a couple on 95k and 72k take home all up?", AU_MIN, "couple_take_home",
      figs=[m(a["takeHome"] + b["takeHome"])], cat=CALC)
    p = {"country": "us", "state": "TX", "maritalStatus": "married", "annualIncome": "80000", "age": "38"}
    r = us(160000, "TX", "married_filing_jointly", age="38")
    Q("my husband makes 80k too, what do we take home together?", p, "couple_take_home",
      figs=[m(r["takeHome"])], cat=CALC)
    p = dict(AU_NT, maritalStatus="de facto")
    a, b = TP(p), au(58000)
    Q("my partner's on 58k. whats our combined take home pay", p, "couple_take_home",
      figs=[m(a["takeHome"] + b["takeHome"])], cat=CALC)

    # ---- surcharge ----
    Q("how much would the medicare levy surchage cost me on 130k if i don't get private health",
      AU_MIN, "surcharge_cost", figs=[m(D(130000) * D("0.0125"))], cat=CALC)
    Q("is it worth getting hospital cover to avoid the surcharge?", AU_ADL, "surcharge_cost",
      figs=[m(D(108000) * D("0.01"))], cat=CALC)

    # ---- compare states ----
    ca, tx = us(120000, "CA"), us(120000, "TX")
    Q("how much more tax would i pay in california vs texas on 120k?", US_MIN, "compare_states",
      figs=[m(ca["takeHome"]), m(tx["takeHome"]), m(tx["takeHome"] - ca["takeHome"])], cat=CALC)
    wa, orr = TP(US_SF, state="WA"), TP(US_SF, state="OR")
    Q("would i take home more if i moved to washington or oregon?", US_SF, "compare_states",
      figs=[m(wa["takeHome"]), m(orr["takeHome"]), m(wa["takeHome"] - orr["takeHome"])], cat=CALC)
    ny, nj, pa = us(150000, "NY"), us(150000, "NJ"), us(150000, "PA")
    Q("NY vs NJ vs PA take home on 150k single?", US_MIN, "compare_states",
      figs=[m(ny["takeHome"]), m(nj["takeHome"]), m(pa["takeHome"])], cat=CALC)

    # ---- compare years ----
    a, b = au(90000, year="2025-26"), au(90000, year="2026-27")
    Q("how much less tax will i pay this financial year compared to last year on 90k", AU_MIN, "compare_years",
      figs=[m(a["federalTax"]), m(b["federalTax"]), m(a["federalTax"] - b["federalTax"])],
      has=["2025-26", "2026-27"], cat=CALC)
    a, b = TP(US_OH, year="2025"), TP(US_OH, year="2026")
    Q("compare my 2025 and 2026 federal tax", US_OH, "compare_years",
      figs=[m(a["federalTax"]), m(b["federalTax"])], has=["2025", "2026"], cat=CALC)

    # ---- pre-tax saving ----
    a, b = TP(AU_HOB), TP(AU_HOB, ss=10000)
    Q("how much tax would i save salary sacrificing 10k into super", AU_HOB, "pretax_saving",
      figs=[m(a["federalTax"] + a["ficaTax"] - b["federalTax"] - b["ficaTax"])], cat=CALC)
    a, b = TP(US_SF), TP(US_SF, ptr=10000)
    Q("if I put $10k pre-tax in my 401k how much tax do I save?", US_SF, "pretax_saving",
      figs=[m(a["federalTax"] + a["stateTax"] - b["federalTax"] - b["stateTax"])], cat=CALC)
    a, b = au(95000), au(95000, ss=7800)
    Q("salary sacrifice 300 a fortnight on 95k, whats the tax saving?", AU_MIN, "pretax_saving",
      figs=[m(a["federalTax"] + a["ficaTax"] - b["federalTax"] - b["ficaTax"])], cat=CALC)
    a, b = us(130000), us(130000, ptr=24500)
    Q("if i max out my 401k on 130k how much less tax do i pay", US_MIN, "pretax_saving",
      figs=[m(a["federalTax"] - b["federalTax"])], cat=CALC)

    # ---- contribution what-if (figs left empty: model not defined by the conventions) ----
    Q("what would my super be at 65 if i put in an extra 100 a week", AU_SYD, "contribution_what_if", cat=CALC)
    Q("how much more would my 401k be worth at retirement if I put in an extra $300 a month?", US_NY,
      "contribution_what_if", cat=CALC)

    # ---- tax ----
    Q("how much tax on 85k", NONE, "tax", figs=tax_figs(au(85000)), cat=CALC)
    Q("tax on a 60000 salary?", US_MIN, "tax", figs=tax_figs(us(60000)), cat=CALC)
    Q("whats my take home pay after tax", AU_SYD, "tax", figs=tax_figs(TP(AU_SYD)), cat=CALC)
    Q("whats the take home on 150k in victoria", AU_MIN, "tax", figs=tax_figs(au(150000)), cat=CALC)
    Q("how much tax do i pay", US_TX, "tax", figs=tax_figs(TP(US_TX)), cat=CALC)
    Q("I earn 75k, how much tax do I pay?", NONE, "tax", ch={"annualIncome": "75000"},
      figs=tax_figs(au(75000)), cat=CALC)
    r = au(45 * 38 * 52)
    Q("take home on $45/hr full time in sydney?", AU_MIN, "tax", figs=[m(r["takeHome"])], cat=CALC)
    Q("tax on 200k in NY", US_MIN, "tax", figs=tax_figs(us(200000, "NY")), cat=CALC)
    Q("how much will I repay on my HECS this year?", AU_BNE, "tax",
      figs=[m(TP(AU_BNE)["helpRepayment"])], cat=CALC)
    Q("fortnightly take home on 78k?", AU_MIN, "tax", figs=[m(au(78000)["fortnightly"])], cat=CALC)
    Q("if i earned 120k what would i take home", AU_SYD, "tax", figs=tax_figs(au(120000)), cat=CALC)
    Q("my husband earns 60k, how much tax does he pay on that?", AU_MEL, "tax",
      figs=[m(au(60000)["federalTax"])], cat=CALC)
    r = TP(US_IL)
    Q("whats my take-home per month after federal and state?", US_IL, "tax", figs=[m(r["monthly"])], cat=CALC)
    ch = {"age": "44", "maritalStatus": "married", "dependents": "2", "annualIncome": "128000", "state": "VA"}
    Q("Hi there! Trying to get my head around our finances. I'm 44, married with two kids, I make about "
      "$128,000 a year and we live in Virginia. What would my take-home pay be?", US_MIN, "tax", ch=ch,
      figs=tax_figs(TP(merged(US_MIN, ch))), cat=CALC)
    Q("i'm on 42k a year, how much tax comes out", NONE, "tax", ch={"annualIncome": "42000"},
      figs=tax_figs(au(42000)), cat=CALC)

    # ------------------------------------------------------------------------------------------
    # limits and tables
    # ------------------------------------------------------------------------------------------
    L = "limit"
    Q("whats the concessional cap this year", AU_SYD, "limit:concessional_cap", figs=["$32,500"], cat=L)
    Q("non concessional cap?", AU_PER, "limit:non_concessional_cap", figs=["$130,000"], cat=L)
    Q("how much can i put into super before it gets taxed more", AU_MIN, "limit:concessional_cap",
      figs=["$32,500"], cat=L)
    Q("what was the concessional contributions cap in 2024-25", NONE, "limit:concessional_cap",
      figs=["$30,000"], cat=L)
    Q("401k contribution limit 2026", US_MIN, "limit:401k_limit", figs=["$24,500"], cat=L)
    Q("whats the 401k catch up limit if im over 50", US_NY, "limit:401k_limit", figs=["$8,000"], cat=L)
    Q("what was the max 401(k) contribution for 2025?", US_SF, "limit:401k_limit", figs=["$23,500"], cat=L)
    Q("how much can i put in an IRA this year", US_MIN, "limit:ira_limit", figs=["$7,500"], cat=L)
    Q("hsa limit for family coverage?", US_TX, "limit:hsa_limit", figs=["$8,750"], cat=L)
    Q("what's the standard deduction for married filing jointly", US_MIN, "limit:standard_deduction",
      figs=["$32,200"], cat=L)
    Q("standard deduction 2025 single", US_MIN, "limit:standard_deduction", figs=["$15,750"], cat=L)
    Q("how much is the child tax credit per kid?", US_TX, "limit:child_tax_credit", figs=["$2,200"], cat=L)
    Q("social security wage base for 2026?", US_MIN, "limit:social_security_wage_base", figs=["$184,500"], cat=L)
    Q("what's the fica rate", US_OH, "limit:fica", has=["6.2%", "1.45%"], cat=L)
    Q("whats the tax free threshold in australia", NONE, "limit:tax_free_threshold", figs=["$18,200"], cat=L)
    Q("how much is the medicare levy", AU_MIN, "limit:medicare_levy", has=["2%"], cat=L)
    Q("what are the medicare levy surcharge thresholds for singles?", AU_ADL, "limit:surcharge_thresholds",
      figs=["$101,000"], cat=L)
    Q("wat is the super guarentee rate at the moment", AU_MIN, "limit:super_guarantee_rate", has=["12%"], cat=L)
    Q("australian tax brackets 2026-27?", AU_MIN, "limit:tax_brackets",
      figs=["$18,200", "$45,000", "$135,000", "$190,000"], has=["15%", "30%", "37%", "45%"], cat=L)
    Q("whats the top marginal tax rate in aus and when does it kick in", NONE, "limit:tax_brackets",
      figs=["$190,000"], has=["45%"], cat=L)
    Q("at what income does the 37% bracket start", AU_SYD, "limit:tax_brackets", figs=["$135,000"], cat=L)
    Q("what tax bracket am i in", US_SF, "limit:tax_brackets", has=["22%"], cat=L)
    Q("colorado state income tax rate?", US_MIN, "limit:tax_brackets", has=["4.4%"], cat=L)
    Q("north carolina income tax rate 2026", US_MIN, "limit:tax_brackets", has=["3.99%"], cat=L)
    Q("what are the federal brackets for married filing jointly in 2026", US_TX, "limit:tax_brackets",
      figs=["$24,800", "$100,800", "$211,400"], has=["10%", "12%", "22%", "24%"], cat=L)
    Q("whats the HECS repayment threshold", AU_BNE, "limit:help_repayment_thresholds", figs=["$67,000"], cat=L)
    Q("how much is the full age pension for a single person", AU_MIN, "limit:age_pension_rate",
      figs=["$1,200.90"], cat=L)
    Q("medicare levy surcharge rates?", AU_MIN, "limit:surcharge_thresholds", has=["1%", "1.25%", "1.5%"], cat=L)
    Q("does texas have a state income tax", US_MIN, "limit:tax_brackets", cat=L)

    # ------------------------------------------------------------------------------------------
    # the person's own figures
    # ------------------------------------------------------------------------------------------
    O = "own"
    Q("what's my net worth", AU_MEL, "net_worth", figs=[m(net_worth(AU_MEL))], cat=O)
    Q("net worth?", US_TX, "net_worth", figs=[m(net_worth(US_TX))], cat=O)
    Q("how much equity do i have in my house", AU_MEL, "equity",
      figs=[m(g(AU_MEL, "propertyValue") - g(AU_MEL, "mortgageBalance"))], cat=O)
    Q("my place is worth 900k and i owe 610k on it, whats my equity?", NONE, "equity",
      ch={"propertyValue": "900000", "mortgageBalance": "610000"}, figs=["$290,000"], cat=O)
    r = TP(AU_SYD)
    Q("how much am i saving each month", AU_SYD, "savings_rate",
      figs=[m(r["takeHome"] / 12 - g(AU_SYD, "monthlyExpenses"))], cat=O)
    r = TP(US_OH)
    Q("what's my savings rate?", US_OH, "savings_rate",
      figs=[m(r["takeHome"] / 12 - g(US_OH, "monthlyExpenses"))], cat=O)
    Q("I earn 110k, how much super should my employer be paying?", NONE, "employer_contributions",
      ch={"annualIncome": "110000"}, figs=["$13,200"], cat=O)
    Q("how much is my employer putting in my 401k", US_SF, "employer_contributions",
      figs=[m(D("0.04") * 105000)], cat=O)
    Q("how many months would my emergency fund last", AU_MEL, "emergency_cover", has=["3 months"], cat=O)
    Q("i have 15k in an emergency fund and spend about 3k a month. how many months is that?", NONE,
      "emergency_cover", ch=dict(EF(15000), monthlyExpenses="3000"), has=["5 months"], cat=O)
    Q("whats my debt to income ratio", US_TX, "debt_to_income", figs=[m(liabilities(US_TX))], cat=O)
    Q("how many years till i can retire", AU_PER, "years_to_retirement", has=["5 years"], cat=O)
    Q("years to retirement?", US_NY, "years_to_retirement", has=["10 years"], cat=O)
    Q("I'm 29, how long until I hit retirement?", AU_MIN, "years_to_retirement", ch={"age": "29"},
      has=["36 years"], cat=O)
    ch = {"superBalance": "85000", "currentSavings": "22000", "debts": "15000"}
    Q("my super is 85k, savings 22k and i've got a 15k car loan. what's my net worth", AU_MIN, "net_worth",
      ch=ch, figs=[m(net_worth(merged(AU_MIN, ch)))], cat=O)
    r = TP(AU_BNE)
    Q("how much can I save each month?", AU_BNE, "savings_rate",
      figs=[m(r["takeHome"] / 12 - g(AU_BNE, "monthlyExpenses"))], cat=O)
    r = TP(US_SF)
    Q("how much do i save a year", US_SF, "savings_rate",
      figs=[m(r["takeHome"] - 12 * g(US_SF, "monthlyExpenses"))], cat=O)
    Q("with my expenses how long would my emergency fund cover me", US_FL, "emergency_cover",
      has=["6 months"], cat=O)
    Q("my employer matches 5% and I make 90k, how much is that worth a year?", US_MIN, "employer_contributions",
      ch={"employerMatch": "0.05", "annualIncome": "90000"}, figs=["$4,500"], cat=O)
    Q("what's my net worth?", US_MIN, "net_worth", cat=O)
    ch = {"age": "31", "annualIncome": "98000", "rentOrMortgage": canon(D(620) * 52 / 12),
          "currentSavings": "23000", "superBalance": "55000"}
    Q("ok so bit of background, i'm 31, on about 98k, renting for $620 a week, got 23k in savings and about "
      "55k in super. how much am i actually saving each month?", AU_MIN, "savings_rate", ch=ch, cat=O)
    Q("whats my super guarantee worth", AU_NT, "employer_contributions", figs=[m(D(76000) * D("0.12"))], cat=O)
    Q("net worth pls", US_IL, "net_worth", figs=[m(net_worth(US_IL))], cat=O)

    # ------------------------------------------------------------------------------------------
    # facts stated
    # ------------------------------------------------------------------------------------------
    F = "facts"
    Q("I'm 34 and earn 85k", NONE, "facts", ch={"age": "34", "annualIncome": "85000"}, cat=F)
    Q("just so you know we have 2 kids", AU_SYD, "facts", ch={"dependents": "2"}, cat=F)
    Q("rent is $550 a week", AU_MIN, "facts", ch={"rentOrMortgage": canon(D(550) * 52 / 12)}, cat=F)
    Q("I've got about 25k HECS", AU_MIN, "facts", ch={"helpDebt": "25000"}, cat=F)
    Q("my super balance is 145k", AU_NT, "facts", ch={"superBalance": "145000"}, cat=F)
    Q("we owe 550k on our mortgage", US_MIN, "facts", ch={"mortgageBalance": "550000"}, cat=F)
    Q("I make $32 an hour", AU_MIN, "facts", ch={"annualIncome": canon(32 * 38 * 52)}, cat=F)
    Q("i make 28/hr", US_MIN, "facts", ch={"annualIncome": canon(28 * 40 * 52)}, cat=F)
    Q("got married last month!", US_SF, "facts", ch={"maritalStatus": "married"}, cat=F)
    Q("we just moved to colorado", US_OH, "facts", ch={"state": "CO"}, cat=F)
    Q("i spend about 900 a week all up", AU_MIN, "facts", ch={"monthlyExpenses": canon(D(900) * 52 / 12)}, cat=F)
    Q("I have private hospital cover", AU_ADL, "facts", ch={"privateHospitalCover": "true"}, cat=F)
    Q("dont have private health insurance btw", AU_HOB, "facts", ch={"privateHospitalCover": "false"}, cat=F)
    Q("i have 12k in my emergency fund", US_MIN, "facts", ch=EF(12000), cat=F)
    Q("I have about 40k in a brokerage account", US_MIN, "facts", ch={"investmentAccounts": "40000"}, cat=F)
    Q("my 401k is at 230k", US_MIN, "facts", ch={"superBalance": "230000"}, cat=F)
    Q("im single, no kids", US_MIN, "facts", ch={"maritalStatus": "single", "dependents": "0"}, cat=F)
    Q("I earn 3,400 a fortnight before tax", AU_MIN, "facts", ch={"annualIncome": "88400"}, cat=F)
    Q("we're in Queensland", AU_MIN, "facts", ch={"state": "QLD"}, cat=F)
    Q("i put 200 a fortnight into super through salary sacrifice", AU_SYD, "facts",
      ch={"salarySacrifice": "5200"}, cat=F)
    Q("I put $500 a month pre-tax into my 401k", US_WA, "facts", ch={"preTaxRetirement": "6000"}, cat=F)
    Q("my employer matches 4%", US_MIN, "facts", ch={"employerMatch": "0.04"}, cat=F)
    Q("house is worth about 1.2 mil", AU_MEL, "facts", ch={"propertyValue": "1200000"}, cat=F)
    Q("credit card debt is about 6k", US_MIN, "facts", ch={"debts": "6000"}, cat=F)
    Q("I'm 52, married, and we make about 210k between us. I'm on 130k of that", NONE, "facts",
      ch={"age": "52", "maritalStatus": "married", "householdIncome": "210000", "annualIncome": "130000"}, cat=F)

    # ------------------------------------------------------------------------------------------
    # compound: comparisons and two questions in one
    # ------------------------------------------------------------------------------------------
    K = "compound"
    Q("whats the difference in repayments on 500k at 6% over 15 vs 30 years", AU_MIN, "loan_repayment",
      figs=[m(pmt(500000, "0.06", 15), True), m(pmt(500000, "0.06", 30), True)], cat=K)
    a, b5, b10 = TP(AU_SYD), TP(AU_SYD, ss=5000), TP(AU_SYD, ss=10000)
    sv = lambda x: a["federalTax"] + a["ficaTax"] - x["federalTax"] - x["ficaTax"]
    Q("should i salary sacrifice 5k or 10k?", AU_SYD, "pretax_saving", figs=[m(sv(b5)), m(sv(b10))], cat=K)
    ca, tx = us(150000, "CA"), us(150000, "TX")
    Q("california or texas on 150k, which is better?", US_MIN, "compare_states",
      figs=[m(ca["takeHome"]), m(tx["takeHome"]), m(tx["takeHome"] - ca["takeHome"])], cat=K)
    Q("retire at 60 or 65, which makes more sense for me?", AU_PER, "retirement", cat=K)
    k = time_to_target(20000, 0, 500, "0.07")
    Q("tax on 90k? and how long to save 20k at 500 a month", AU_MIN, "tax+savings_time_to_target",
      figs=tax_figs(au(90000)), has=[years_token(k)], cat=K)
    Q("whats the 401k limit this year and how much can i put in an ira", US_SF,
      "limit:401k_limit+limit:ira_limit", figs=["$24,500", "$7,500"], cat=K)
    Q("repayments on 600k at 6% vs 6.5% over 30 years?", AU_MIN, "loan_repayment",
      figs=[m(pmt(600000, "0.06", 30), True), m(pmt(600000, "0.065", 30), True)], cat=K)
    Q("is it better to save 500 a month at 5% or 700 a month at 4%, over 10 years", US_MIN, "savings_growth",
      figs=[m(fv(0, 500, "0.05", 10)), m(fv(0, 700, "0.04", 10))], cat=K)
    Q("what's my net worth and how much equity have i got in the house", AU_MEL, "net_worth+equity",
      figs=[m(net_worth(AU_MEL)), m(g(AU_MEL, "propertyValue") - g(AU_MEL, "mortgageBalance"))], cat=K)
    Q("whats the concessional cap and what's the SG rate", AU_MIN,
      "limit:concessional_cap+limit:super_guarantee_rate", figs=["$32,500"], has=["12%"], cat=K)
    fl, ny = us(100000, "FL"), us(100000, "NY")
    Q("how much tax on 100k in florida vs new york", US_MIN, "compare_states",
      figs=[m(fl["takeHome"]), m(ny["takeHome"]), m(fl["takeHome"] - ny["takeHome"])], cat=K)
    Q("weekly vs fortnightly repayments on 450k at 6.3% over 30 years", AU_MIN, "loan_repayment",
      figs=[m(pmt(450000, "0.063", 30, 52), True), m(pmt(450000, "0.063", 30, 26), True)], cat=K)
    a, b = us(95000, year="2025"), us(95000, year="2026")
    Q("Compare 2025 vs 2026 federal tax on 95k", US_MIN, "compare_years",
      figs=[m(a["federalTax"]), m(b["federalTax"])], cat=K)
    e2, e5 = extra_repayment(500000, "0.06", 30, 200), extra_repayment(500000, "0.06", 30, 500)
    Q("extra 200 or extra 500 a month on a 500k loan at 6% over 30 years - how much interest does each save?",
      US_MIN, "loan_extra_repayment", figs=[m(e2["interest_saved"]), m(e5["interest_saved"])], cat=K)
    r = TP(AU_SYD)
    Q("what's my take home and how much super is my employer paying", AU_SYD, "tax+employer_contributions",
      figs=[m(r["takeHome"]), m(D(92000) * D("0.12"))], cat=K)
    n, _ = payoff(12000, "0.20", 400)
    Q("How long to pay off 12k on a card at 20% paying 400/month? and what would the payment be to clear "
      "it in 2 years?", US_MIN, "loan_payoff_time+loan_repayment",
      figs=[m(pmt(12000, "0.20", 2), True)], has=[years_token(n)], cat=K)
    Q("should i retire at 62 or 65?", US_NY, "retirement", cat=K)

    # ------------------------------------------------------------------------------------------
    # explainers and general advice
    # ------------------------------------------------------------------------------------------
    E = "explain"
    Q("what are franking credits", AU_MIN, "explain:franking_credits", cat=E)
    Q("how does negative gearing actually work lol", AU_SYD, "explain:negative_gearing", cat=E)
    Q("roth or traditional 401k, whats the difference", US_SF, "explain:roth_vs_traditional", cat=E)
    Q("whats an hsa", US_MIN, "explain:hsa", cat=E)
    Q("when's the best age to claim social security", US_NY, "explain:social_security_ages", cat=E)
    Q("do i really need life insurence", AU_MEL, "explain:life_insurance", cat=E)
    Q("is it better to put extra money on the mortgage or into super?", AU_MEL,
      "explain:extra_repayments_vs_super", cat=E)
    Q("how much should i have saved by 40", US_MIN, "explain:savings_by_age", cat=E)
    Q("offset account vs redraw, whats the difference", AU_MIN, "explain:offset_vs_redraw", cat=E)
    Q("are index funds worth it? what about the fees", US_MIN, "explain:index_funds_and_fees", cat=E)
    Q("how does capital gains tax work when i sell shares", AU_NT, "explain:capital_gains_tax", cat=E)
    Q("how does HECS work, does it ever get wiped", AU_BNE, "explain:help_debt", cat=E)
    Q("how does medicare work in the us, when do i get it", US_NY, "explain:us_medicare", cat=E)
    Q("how much should i have in an emergency fund", US_WA, "emergency_fund", cat=E)
    Q("any tips for sticking to a budget", US_OH, "budget", cat=E)
    Q("should i pay off my credit card or invest", US_MIN, "debt", cat=E)
    Q("im thinking of buying my first home, where do i even start", AU_NT, "home_buying", cat=E)
    Q("should I salary sacrifice?", AU_SYD, "salary_sacrifice", cat=E)
    Q("should i lease or buy my next car", AU_MIN, "topic:lease-vs-buy-car", cat=E)
    Q("is a family trust worth setting up", AU_PER, "topic:family-trust-setup", cat=E)

    # ------------------------------------------------------------------------------------------
    # greetings, help, summary, off-topic
    # ------------------------------------------------------------------------------------------
    R = "other"
    Q("hi", NONE, "greeting", cat=R)
    Q("hey penny", US_MIN, "greeting", cat=R)
    Q("thanks heaps!", AU_SYD, "thanks", cat=R)
    Q("cheers mate", AU_MIN, "thanks", cat=R)
    Q("what can you do?", US_FL, "help", cat=R)
    Q("what sort of stuff can u help me with", US_MIN, "help", cat=R)
    Q("what do you know about me", US_TX, "profile_summary", cat=R)
    Q("show me what you've got saved on my profile", AU_MEL, "profile_summary", cat=R)
    Q("whats the weather gonna be in brisbane tomorrow", AU_MIN, "unknown", cat=R)
    Q("can you recommend a good pizza place near me", US_MIN, "unknown", cat=R)
    Q("who won the nba finals", US_FL, "unknown", cat=R)


# ----------------------------------------------------------------------------------------------
# conversations
# ----------------------------------------------------------------------------------------------
def build_conversations():
    # --- follow-ups that change one input ---
    C(NONE,
      turn("repayments on a 600k loan at 6% over 30 years?", "loan_repayment", figs=[m(pmt(600000, "0.06", 30), True)]),
      turn("what about over 25 years?", "loan_repayment", figs=[m(pmt(600000, "0.06", 25), True)]),
      turn("and at 5.5%?", "loan_repayment", figs=[m(pmt(600000, "0.055", 25), True)]))
    C(AU_SYD,
      turn("how much would the repayments be on 480k at 6.19% over 30 yrs, monthly", "loan_repayment",
           figs=[m(pmt(480000, "0.0619", 30), True)]),
      turn("fortnightly instead", "loan_repayment", figs=[m(pmt(480000, "0.0619", 30, 26), True)]))
    C(US_MIN,
      turn("What's the monthly payment on a $350,000 mortgage at 6.8% for 30 years?", "loan_repayment",
           figs=[m(pmt(350000, "0.068", 30), True)]),
      turn("same but $300k", "loan_repayment", figs=[m(pmt(300000, "0.068", 30), True)]),
      turn("how much interest would I pay in total on that?", "loan_repayment",
           figs=[m(total_interest(300000, "0.068", 30))]))
    C(AU_MIN,
      turn("repayments on 450k at 6.5% over 30 yrs", "loan_repayment", figs=[m(pmt(450000, "0.065", 30), True)]),
      turn("sorry i meant 5.5% not 6.5%", "loan_repayment", figs=[m(pmt(450000, "0.055", 30), True)]))
    e4, e8 = extra_repayment(520000, "0.061", 25, 400), extra_repayment(520000, "0.061", 25, 800)
    C(AU_MEL,
      turn("if i pay an extra $400 a month on a 520k mortgage at 6.1% with 25 years left, how much interest do i save?",
           "loan_extra_repayment", figs=[m(e4["interest_saved"])]),
      turn("what if i make it 800?", "loan_extra_repayment", figs=[m(e8["interest_saved"])]))
    a, b = extra_repayment(280000, "0.07", 30, 250), extra_repayment(280000, "0.07", 15, 250)
    C(US_MIN,
      turn("extra $250/month on a $280,000 loan at 7% over 30 years, how much interest would that save?",
           "loan_extra_repayment", figs=[m(a["interest_saved"])]),
      turn("and if it was a 15 year loan?", "loan_extra_repayment", figs=[m(b["interest_saved"])]))
    n1, _ = payoff(7000, "0.21", 250)
    n2, _ = payoff(7000, "0.21", 400)
    C(AU_MIN,
      turn("how long to pay off 7k on a credit card at 21% if i pay 250 a month", "loan_payoff_time",
           has=[years_token(n1)]),
      turn("what if i paid 400?", "loan_payoff_time", has=[years_token(n2)]))
    n1, _ = payoff(22000, "0.065", 450)
    n2, _ = payoff(22000, "0.065", 600)
    C(US_OH,
      turn("how long would it take to pay off $22,000 at 6.5% paying $450 a month", "loan_payoff_time",
           has=[years_token(n1)]),
      turn("what about $600 a month", "loan_payoff_time", has=[years_token(n2)]))
    C(AU_MIN,
      turn("if i put away 500 a month at 5% what will i have in 10 years", "savings_growth",
           figs=[m(fv(0, 500, "0.05", 10))]),
      turn("what about 20 years?", "savings_growth", figs=[m(fv(0, 500, "0.05", 20))]),
      turn("and at 7%?", "savings_growth", figs=[m(fv(0, 500, "0.07", 20))]))
    C(US_MIN,
      turn("what would $15k grow to in 15 yrs at 8%", "savings_growth", figs=[m(fv(15000, 0, "0.08", 15))]),
      turn("what if i add 300 a month to it", "savings_growth", figs=[m(fv(15000, 300, "0.08", 15))]))
    C(AU_MIN,
      turn("how much do i need to save each month to get 80k in 4 years at 4.5%", "savings_target",
           figs=[m(saving_needed(80000, 0, "0.045", 4), True)]),
      turn("what if i give myself 6 years", "savings_target", figs=[m(saving_needed(80000, 0, "0.045", 6), True)]))
    C(US_MIN,
      turn("how much per month to hit $50,000 in 5 years? assume 5%", "savings_target",
           figs=[m(saving_needed(50000, 0, "0.05", 5), True)]),
      turn("what if I already had 10k toward it?", "savings_target",
           figs=[m(saving_needed(50000, 10000, "0.05", 5), True)]))
    k1, k2 = time_to_target(30000, 0, 600, "0.07"), time_to_target(30000, 0, 800, "0.07")
    C(US_WA,
      turn("how long to save 30k at 600 a month", "savings_time_to_target", has=[years_token(k1)]),
      turn("what if i add $200 a month", "savings_time_to_target", has=[years_token(k2)]))
    k1, k2 = time_to_target(25000, 0, 400, "0.045"), time_to_target(40000, 0, 400, "0.045")
    C(US_MIN,
      turn("saving $400 a month at 4.5%, how long to reach $25,000?", "savings_time_to_target", has=[years_token(k1)]),
      turn("and for $40,000?", "savings_time_to_target", has=[years_token(k2)]))
    C(AU_MIN,
      turn("how much do i need to retire on 60k a year", "nest_egg", figs=[m(nest_egg(60000))]),
      turn("what if i want 80k", "nest_egg", figs=[m(nest_egg(80000))]),
      turn("and with a 3.5% withdrawal rate?", "nest_egg", figs=[m(nest_egg(80000, "0.035"))]))
    C(US_MIN,
      turn("what's $1 million in 30 years worth in today's money?", "todays_dollars", figs=[m(todays(1000000, 30))]),
      turn("and at 3% inflation?", "todays_dollars", figs=[m(todays(1000000, 30, "0.03"))]))
    r0 = TP(AU_SYD)
    C(AU_SYD,
      turn("how much of a 10k bonus will i actually see after tax?", "bonus_after_tax",
           figs=[m(TP(AU_SYD, 102000)["takeHome"] - r0["takeHome"])]),
      turn("what about 20k?", "bonus_after_tax", figs=[m(TP(AU_SYD, 112000)["takeHome"] - r0["takeHome"])]))
    r0 = TP(US_SF)
    C(US_SF,
      turn("if i get a $10,000 raise what do i actually take home from it?", "raise_after_tax",
           figs=[m(TP(US_SF, 115000)["takeHome"] - r0["takeHome"])]),
      turn("and a 20k raise?", "raise_after_tax", figs=[m(TP(US_SF, 125000)["takeHome"] - r0["takeHome"])]))
    C(AU_MIN,
      turn("what would a couple on 90k and 70k take home between them?", "couple_take_home",
           figs=[m(au(90000)["takeHome"] + au(70000)["takeHome"])]),
      turn("what if the second one got 80k", "couple_take_home",
           figs=[m(au(90000)["takeHome"] + au(80000)["takeHome"])]))
    C(AU_MIN,
      turn("how much is the medicare levy surcharge on 120k with no private health?", "surcharge_cost",
           figs=[m(D(120000) * D("0.0125"))]),
      turn("and on 160k?", "surcharge_cost", figs=[m(D(160000) * D("0.015"))]))
    ca, tx, ca2, tx2 = us(120000, "CA"), us(120000, "TX"), us(200000, "CA"), us(200000, "TX")
    C(US_MIN,
      turn("CA vs TX take-home on $120k?", "compare_states",
           figs=[m(ca["takeHome"]), m(tx["takeHome"]), m(tx["takeHome"] - ca["takeHome"])]),
      turn("what about at 200k?", "compare_states",
           figs=[m(ca2["takeHome"]), m(tx2["takeHome"]), m(tx2["takeHome"] - ca2["takeHome"])]))
    a1, b1 = au(100000, year="2025-26"), au(100000, year="2026-27")
    a2, b2 = au(150000, year="2025-26"), au(150000, year="2026-27")
    C(AU_MIN,
      turn("compare tax this year and last year on 100k", "compare_years",
           figs=[m(a1["federalTax"]), m(b1["federalTax"])], has=["2025-26", "2026-27"]),
      turn("and 150k?", "compare_years", figs=[m(a2["federalTax"]), m(b2["federalTax"])]))
    a, b5, b10 = TP(AU_SYD), TP(AU_SYD, ss=5000), TP(AU_SYD, ss=10000)
    sv = lambda x: a["federalTax"] + a["ficaTax"] - x["federalTax"] - x["ficaTax"]
    C(AU_SYD,
      turn("how much tax would i save salary sacrificing 5k?", "pretax_saving", figs=[m(sv(b5))]),
      turn("what about 10k", "pretax_saving", figs=[m(sv(b10))]))
    a, b6, b15 = TP(US_SF), TP(US_SF, ptr=6000), TP(US_SF, ptr=15000)
    svu = lambda x: a["federalTax"] + a["stateTax"] - x["federalTax"] - x["stateTax"]
    C(US_SF,
      turn("how much tax does $6,000 into my 401k pre-tax save me?", "pretax_saving", figs=[m(svu(b6))]),
      turn("and 15k?", "pretax_saving", figs=[m(svu(b15))]))
    r85, r95 = au(85000), au(95000)
    C(NONE,
      turn("tax on 85k?", "tax", figs=tax_figs(r85)),
      turn("and 95k?", "tax", figs=tax_figs(r95)),
      turn("whats that per fortnight", "tax", figs=[m(r95["fortnightly"])]))

    # --- hypothetical, follow-up (nothing saved), then a real statement (saved) ---
    r = au(120000)
    C(NONE,
      turn("if I earned 120k what would I take home?", "tax", figs=[m(r["takeHome"])]),
      turn("and in victoria?", "tax", figs=[m(r["takeHome"])]),
      turn("I actually earn 95k", "facts", ch={"annualIncome": "95000"}))
    C(US_MIN,
      turn("if I made 150k in Texas what's my take home?", "tax", figs=[m(us(150000, "TX")["takeHome"])]),
      turn("and in California?", "tax", figs=[m(us(150000, "CA")["takeHome"])]),
      turn("fwiw i actually make 110k, and i'm in texas", "facts", ch={"annualIncome": "110000", "state": "TX"}))

    # --- corrections of facts ---
    C(NONE,
      turn("I earn 85k", "facts", ch={"annualIncome": "85000"}),
      turn("sorry, 95k not 85", "facts", ch={"annualIncome": "95000"}),
      turn("what's my take home?", "tax", figs=tax_figs(au(95000))))
    C(US_MIN,
      turn("i'm 41 and my 401k has about 180k in it", "facts", ch={"age": "41", "superBalance": "180000"}),
      turn("oops, it's 190k actually", "facts", ch={"superBalance": "190000"}))

    # --- limit and table follow-ups ---
    C(US_MIN,
      turn("401k limit for 2026?", "limit:401k_limit", figs=["$24,500"]),
      turn("and for 2025?", "limit:401k_limit", figs=["$23,500"]))
    C(AU_MIN,
      turn("what's the concessional cap?", "limit:concessional_cap", figs=["$32,500"]),
      turn("and the non-concessional?", "limit:non_concessional_cap", figs=["$130,000"]))
    C(US_MIN,
      turn("standard deduction for a single filer?", "limit:standard_deduction", figs=["$16,100"]),
      turn("and married filing jointly?", "limit:standard_deduction", figs=["$32,200"]),
      turn("what about head of household", "limit:standard_deduction", figs=["$24,150"]))
    C(US_MIN,
      turn("what's colorado's income tax rate", "limit:tax_brackets", has=["4.4%"]),
      turn("how about utah?", "limit:tax_brackets", has=["4.45%"]))
    C(AU_MIN,
      turn("what are the tax brackets this year?", "limit:tax_brackets", has=["15%", "30%", "37%", "45%"]),
      turn("and what were they in 2024-25?", "limit:tax_brackets", has=["16%"]))
    C(US_MIN,
      turn("whats the top federal tax rate", "limit:tax_brackets", has=["37%"]),
      turn("at what income does it start for a single person?", "limit:tax_brackets", figs=["$640,600"]))
    C(AU_MIN,
      turn("what's the medicare levy?", "limit:medicare_levy", has=["2%"]),
      turn("and the surcharge thresholds?", "limit:surcharge_thresholds", figs=["$101,000"]))
    C(AU_MIN,
      turn("what's the age pension for a single?", "limit:age_pension_rate", figs=["$1,200.90"]),
      turn("and for a couple?", "limit:age_pension_rate", figs=["$905.20"]))

    # --- topic carried over ---
    C(US_MIN,
      turn("what's an IRA?", "explain:ira"),
      turn("how much can I put in one this year?", "limit:ira_limit", figs=["$7,500"]))
    C(US_MIN,
      turn("roth vs traditional IRA, what's the difference?", "explain:roth_vs_traditional"),
      turn("ok and what's the max i can put in?", "limit:ira_limit", figs=["$7,500"]))
    C(US_TX,
      turn("what's an HSA?", "explain:hsa"),
      turn("whats the limit for family coverage?", "limit:hsa_limit", figs=["$8,750"]))
    C(US_MIN,
      turn("how does a 401k work?", "explain:401k"),
      turn("how much can i put in it?", "limit:401k_limit", figs=["$24,500"]))
    r = au(120000)
    C(AU_MIN,
      turn("what's the tax on 120k", "tax", figs=tax_figs(r)),
      turn("how much is the surcharge on that if I don't have private cover?", "surcharge_cost",
           figs=[m(D(120000) * D("0.0125"))]))
    C(AU_BNE,
      turn("how much will I repay on my HECS this year?", "tax", figs=[m(TP(AU_BNE)["helpRepayment"])]),
      turn("what would it be on 80k?", "tax", figs=[m(TP(AU_BNE, 80000)["helpRepayment"])]))
    r0, r1 = au(60000), au(65000)
    C(AU_MEL,
      turn("my husband earns 60k, what's the tax on that?", "tax", figs=[m(r0["federalTax"])]),
      turn("and if he got a 5k raise, how much would he keep?", "raise_after_tax",
           figs=[m(r1["takeHome"] - r0["takeHome"])]))

    # --- retirement follow-ups (no figures: the plan's outcome is not fixed by the conventions) ---
    C(AU_PER,
      turn("can i retire at 60?", "retirement"),
      turn("what about 62?", "retirement"))
    C(US_MIN,
      turn("i'm 40 and have 150k in my 401k", "facts", ch={"age": "40", "superBalance": "150000"}),
      turn("am i on track to retire at 65?", "retirement"),
      turn("thanks", "thanks"))

    # --- own figures with a missing figure, then the person supplies it (saved) ---
    p = {"country": "australia", "monthlyExpenses": "3000"}
    C(p,
      turn("how many months would my emergency fund last me?", "emergency_cover"),
      turn("about 12k", "emergency_cover", ch=EF(12000), has=["4 months"]))
    C(AU_MIN,
      turn("how much super should my employer be paying me?", "employer_contributions"),
      turn("95k", "employer_contributions", ch={"annualIncome": "95000"}, figs=["$11,400"]))
    p = {"country": "us", "debts": "18000", "mortgageBalance": "240000"}
    C(p,
      turn("what's my debt to income?", "debt_to_income"),
      turn("I make 86k", "debt_to_income", ch={"annualIncome": "86000"}, figs=["$258,000"]))
    C(AU_MIN,
      turn("how many years until i can retire?", "years_to_retirement"),
      turn("i'm 38", "years_to_retirement", ch={"age": "38"}, has=["27 years"]))
    p = {"country": "australia", "annualIncome": "80000"}
    r = TP(p)
    C(p,
      turn("how much am i saving a month?", "savings_rate"),
      turn("we spend about 3500 a month", "savings_rate", ch={"monthlyExpenses": "3500"},
           figs=[m(r["takeHome"] / 12 - 3500)]))
    p = {"country": "us", "state": "GA", "annualIncome": "75000"}
    C(p,
      turn("how much does my employer put in my 401k?", "employer_contributions"),
      turn("they match 6%", "employer_contributions", ch={"employerMatch": "0.06"}, figs=["$4,500"]))
    p = {"country": "australia", "mortgageBalance": "430000"}
    C(p,
      turn("how much equity have i got?", "equity"),
      turn("place is worth about 700k", "equity", ch={"propertyValue": "700000"}, figs=["$270,000"]))
    r0, r1 = us(70000), us(75000)
    C(US_MIN,
      turn("If I get a $5,000 bonus how much do I keep?", "bonus_after_tax"),
      turn("i make 70k", "bonus_after_tax", ch={"annualIncome": "70000"},
           figs=[m(r1["takeHome"] - r0["takeHome"])]))

    # --- facts then own figures / comparisons within a conversation ---
    p1 = {"age": "30", "annualIncome": "100000"}
    C(NONE,
      turn("I'm 30 and earn 100k", "facts", ch=p1),
      turn("how much super should my employer put in?", "employer_contributions", figs=["$12,000"]),
      turn("and what's my take home?", "tax", figs=tax_figs(au(100000))))
    C(US_MIN,
      turn("what's the difference in monthly payments between a 15 and 30 year mortgage on $400k at 6.5%?",
           "loan_repayment", figs=[m(pmt(400000, "0.065", 15), True), m(pmt(400000, "0.065", 30), True)]),
      turn("what about the total interest on each?", "loan_repayment",
           figs=[m(total_interest(400000, "0.065", 15)), m(total_interest(400000, "0.065", 30))]))
    a, b5, b10 = TP(AU_SYD), TP(AU_SYD, ss=5000), TP(AU_SYD, ss=10000)
    C(AU_SYD,
      turn("should i salary sacrifice 5k or 10k?", "pretax_saving", figs=[m(sv(b5)), m(sv(b10))]),
      turn("what's the concessional cap again?", "limit:concessional_cap", figs=["$32,500"]))
    fl, ga, nc = us(95000, "FL"), us(95000, "GA"), us(95000, "NC")
    C(US_MIN,
      turn("tax on 95k in florida vs georgia?", "compare_states",
           figs=[m(fl["takeHome"]), m(ga["takeHome"]), m(fl["takeHome"] - ga["takeHome"])]),
      turn("and georgia vs north carolina?", "compare_states",
           figs=[m(ga["takeHome"]), m(nc["takeHome"])]))
    C(AU_MEL,
      turn("what's my net worth?", "net_worth", figs=[m(net_worth(AU_MEL))]),
      turn("we just paid another 20k off the mortgage, it's 500k now", "facts", ch={"mortgageBalance": "500000"}),
      turn("so what's my equity now?", "equity", figs=["$350,000"]))
    fv30 = fv(0, 500, "0.07", 30)
    C(US_MIN,
      turn("how much will $500 a month grow to in 30 years?", "savings_growth", figs=[m(fv30)]),
      turn("what's that in today's dollars?", "todays_dollars", figs=[m(todays(whole(fv30), 30))]))
    k = time_to_target(100000, 0, 2000, "0.07")
    C(AU_MIN,
      turn("how much do i need to save per month for a 100k house deposit in 3 years", "savings_target",
           figs=[m(saving_needed(100000, 0, "0.07", 3), True)]),
      turn("what if i can only do 2000 a month, how long will it take?", "savings_time_to_target",
           has=[years_token(k)]))
    e = extra_repayment(500000, "0.06", 30, 500)
    C(US_MIN,
      turn("how much interest would i pay on 500k at 6% over 30 years?", "loan_repayment",
           figs=[m(total_interest(500000, "0.06", 30))]),
      turn("and if i paid an extra 500 a month?", "loan_extra_repayment", figs=[m(e["interest_saved"])]))

    # --- plain multi-question chats ---
    C(NONE,
      turn("hi", "greeting"),
      turn("what's the tax on 80k?", "tax", figs=tax_figs(au(80000))),
      turn("thanks!", "thanks"))
    C(US_MIN,
      turn("hey", "greeting"),
      turn("what can you do?", "help"),
      turn("what's the social security wage base this year", "limit:social_security_wage_base", figs=["$184,500"]))
    C(US_IL,
      turn("what do you know about me?", "profile_summary"),
      turn("how much is my employer matching?", "employer_contributions", figs=[m(D("0.05") * 98000)]),
      turn("and whats my net worth", "net_worth", figs=[m(net_worth(US_IL))]))
    C(AU_NT,
      turn("what are franking credits?", "explain:franking_credits"),
      turn("and how does negative gearing work", "explain:negative_gearing"),
      turn("cheers", "thanks"))
    C(AU_MIN,
      turn("how much should i have in an emergency fund?", "emergency_fund"),
      turn("i've got 8k put aside for emergencies", "facts", ch=EF(8000)),
      turn("we spend about 4k a month, how many months does that cover?", "emergency_cover",
           ch={"monthlyExpenses": "4000"}, has=["2 months"]))
    C(US_OH,
      turn("whats the best way to pay down my debt?", "debt"),
      turn("how long to pay off 22k at 6.5% if i put 800 a month at it?", "loan_payoff_time",
           has=[years_token(payoff(22000, "0.065", 800)[0])]))
    C(AU_MIN,
      turn("whats the weather like in perth", "unknown"),
      turn("ok fair enough. what's the tax free threshold?", "limit:tax_free_threshold", figs=["$18,200"]))


# ----------------------------------------------------------------------------------------------
# main
# ----------------------------------------------------------------------------------------------
REFRESH = "--refresh-tax" in sys.argv


def refresh_tax():
    keys = sorted(set(NEEDED))
    out = {}
    for k in keys:
        res = json.loads(subprocess.run([PENNY, "tax"] + k.split(), check=True, capture_output=True,
                                        text=True).stdout)
        pp = res["takeHomePerPeriod"]
        out[k] = {"takeHome": str(res["takeHome"]), "federalTax": str(res["federalTax"]),
                  "stateTax": str(res["stateTax"]), "ficaTax": str(res["ficaTax"]),
                  "helpRepayment": str(res.get("helpRepayment", 0)), "weekly": str(pp["weekly"]),
                  "fortnightly": str(pp["fortnightly"]), "monthly": str(pp["monthly"])}
    body = "TAX = {\n" + "".join(
        "    %r:\n        %r,\n" % (k, v) for k, v in out.items()) + "}\n"
    src = open(__file__).read()
    src = re.sub(r"# BEGIN TAX\n.*# END TAX\n", lambda _: "# BEGIN TAX\n" + body + "# END TAX\n", src, flags=re.S)
    open(__file__, "w").write(src)
    print(f"refreshed {len(out)} tax figures")


def validate(qs, convs):
    import itertools
    for q in qs:
        assert set(q) == {"m", "p", "intent", "ch", "figs", "has"}, q
    for c in convs:
        assert set(c) == {"id", "p", "turns"} and 2 <= len(c["turns"]) <= 4, c
        for t in c["turns"]:
            assert set(t) == {"m", "intent", "ch", "figs", "has"}, t
    for x in itertools.chain(qs, (t for c in convs for t in c["turns"])):
        for f in x["figs"]:
            assert re.fullmatch(r"\$\d{1,3}(,\d{3})*(\.\d\d)?", f), f
        for k, v in x["ch"].items():
            assert isinstance(v, str), (k, v)


def main():
    self_checks()
    build_questions()
    build_conversations()
    if REFRESH:
        refresh_tax()
        return
    self_checks()
    print("engine figures re-derived by hand formula:", sorted(set(CHECKED)))
    cats = Counter(q.pop("_cat") for q in QS)
    validate(QS, CONVS)
    with open(os.path.join(HERE, "questions.jsonl"), "w") as f:
        for q in QS:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "conversations.jsonl"), "w") as f:
        for c in CONVS:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    au_n = sum(1 for q in QS if q["p"].get("country", "australia") == "australia")
    print(f"questions: {len(QS)} (AU profiles {au_n}, US {len(QS) - au_n}); categories {dict(cats)}")
    print(f"conversations: {len(CONVS)}, turns {sum(len(c['turns']) for c in CONVS)}")
    ints = Counter(q["intent"] for q in QS)
    print("question intents:", dict(sorted(ints.items())))
    tints = Counter(t["intent"] for c in CONVS for t in c["turns"])
    print("turn intents:", dict(sorted(tints.items())))


# Tax figures from the engine's command line. Key = the arguments of
#   /work/targets/base/debug/penny tax <key>
# Values: takeHome, federalTax (AU: income tax after LITO), stateTax, ficaTax (AU: Medicare levy +
# surcharge), helpRepayment (AU), and takeHomePerPeriod. Regenerate with --refresh-tax.
# BEGIN TAX
TAX = {
    '--country australia --tax-year 2025-26 --income 100000':
        {'takeHome': '77212', 'federalTax': '20788', 'stateTax': '0', 'ficaTax': '2000', 'helpRepayment': '0', 'weekly': '1484.85', 'fortnightly': '2969.69', 'monthly': '6434.33'},
    '--country australia --tax-year 2025-26 --income 150000':
        {'takeHome': '110162', 'federalTax': '36838', 'stateTax': '0', 'ficaTax': '3000', 'helpRepayment': '0', 'weekly': '2118.5', 'fortnightly': '4237', 'monthly': '9180.17'},
    '--country australia --tax-year 2025-26 --income 90000':
        {'takeHome': '70412', 'federalTax': '17788', 'stateTax': '0', 'ficaTax': '1800', 'helpRepayment': '0', 'weekly': '1354.08', 'fortnightly': '2708.15', 'monthly': '5867.67'},
    '--country australia --tax-year 2026-27 --income 100000':
        {'takeHome': '77480', 'federalTax': '20520', 'stateTax': '0', 'ficaTax': '2000', 'helpRepayment': '0', 'weekly': '1490', 'fortnightly': '2980', 'monthly': '6456.67'},
    '--country australia --tax-year 2026-27 --income 102000 --age 34':
        {'takeHome': '78840', 'federalTax': '21120', 'stateTax': '0', 'ficaTax': '2040', 'helpRepayment': '0', 'weekly': '1516.15', 'fortnightly': '3032.31', 'monthly': '6570'},
    '--country australia --tax-year 2026-27 --income 112000 --age 34':
        {'takeHome': '85640', 'federalTax': '24120', 'stateTax': '0', 'ficaTax': '2240', 'helpRepayment': '0', 'weekly': '1646.92', 'fortnightly': '3293.85', 'monthly': '7136.67'},
    '--country australia --tax-year 2026-27 --income 120000':
        {'takeHome': '91080', 'federalTax': '26520', 'stateTax': '0', 'ficaTax': '2400', 'helpRepayment': '0', 'weekly': '1751.54', 'fortnightly': '3503.08', 'monthly': '7590'},
    '--country australia --tax-year 2026-27 --income 120000 --age 45':
        {'takeHome': '91080', 'federalTax': '26520', 'stateTax': '0', 'ficaTax': '2400', 'helpRepayment': '0', 'weekly': '1751.54', 'fortnightly': '3503.08', 'monthly': '7590'},
    '--country australia --tax-year 2026-27 --income 120000 --age 45 --salary-sacrifice 10000':
        {'takeHome': '84280', 'federalTax': '23520', 'stateTax': '0', 'ficaTax': '2200', 'helpRepayment': '0', 'weekly': '1620.77', 'fortnightly': '3241.54', 'monthly': '7023.33'},
    '--country australia --tax-year 2026-27 --income 127000':
        {'takeHome': '95840', 'federalTax': '28620', 'stateTax': '0', 'ficaTax': '2540', 'helpRepayment': '0', 'weekly': '1843.08', 'fortnightly': '3686.15', 'monthly': '7986.67'},
    '--country australia --tax-year 2026-27 --income 150000':
        {'takeHome': '110430', 'federalTax': '36570', 'stateTax': '0', 'ficaTax': '3000', 'helpRepayment': '0', 'weekly': '2123.65', 'fortnightly': '4247.31', 'monthly': '9202.5'},
    '--country australia --tax-year 2026-27 --income 42000':
        {'takeHome': '38065', 'federalTax': '3095', 'stateTax': '0', 'ficaTax': '840', 'helpRepayment': '0', 'weekly': '732.02', 'fortnightly': '1464.04', 'monthly': '3172.08'},
    '--country australia --tax-year 2026-27 --income 58000':
        {'takeHome': '49050', 'federalTax': '7790', 'stateTax': '0', 'ficaTax': '1160', 'helpRepayment': '0', 'weekly': '943.27', 'fortnightly': '1886.54', 'monthly': '4087.5'},
    '--country australia --tax-year 2026-27 --income 60000':
        {'takeHome': '50380', 'federalTax': '8420', 'stateTax': '0', 'ficaTax': '1200', 'helpRepayment': '0', 'weekly': '968.85', 'fortnightly': '1937.69', 'monthly': '4198.33'},
    '--country australia --tax-year 2026-27 --income 65000':
        {'takeHome': '53705', 'federalTax': '9995', 'stateTax': '0', 'ficaTax': '1300', 'helpRepayment': '0', 'weekly': '1032.79', 'fortnightly': '2065.58', 'monthly': '4475.42'},
    '--country australia --tax-year 2026-27 --income 68000 --age 26 --help-debt 32000':
        {'takeHome': '55570', 'federalTax': '10920', 'stateTax': '0', 'ficaTax': '1360', 'helpRepayment': '150', 'weekly': '1068.65', 'fortnightly': '2137.31', 'monthly': '4630.83'},
    '--country australia --tax-year 2026-27 --income 70000':
        {'takeHome': '57080', 'federalTax': '11520', 'stateTax': '0', 'ficaTax': '1400', 'helpRepayment': '0', 'weekly': '1097.69', 'fortnightly': '2195.38', 'monthly': '4756.67'},
    '--country australia --tax-year 2026-27 --income 72000':
        {'takeHome': '58440', 'federalTax': '12120', 'stateTax': '0', 'ficaTax': '1440', 'helpRepayment': '0', 'weekly': '1123.85', 'fortnightly': '2247.69', 'monthly': '4870'},
    '--country australia --tax-year 2026-27 --income 75000':
        {'takeHome': '60480', 'federalTax': '13020', 'stateTax': '0', 'ficaTax': '1500', 'helpRepayment': '0', 'weekly': '1163.08', 'fortnightly': '2326.15', 'monthly': '5040'},
    '--country australia --tax-year 2026-27 --income 76000 --marital-status de-facto --age 29':
        {'takeHome': '61160', 'federalTax': '13320', 'stateTax': '0', 'ficaTax': '1520', 'helpRepayment': '0', 'weekly': '1176.15', 'fortnightly': '2352.31', 'monthly': '5096.67'},
    '--country australia --tax-year 2026-27 --income 78000':
        {'takeHome': '62520', 'federalTax': '13920', 'stateTax': '0', 'ficaTax': '1560', 'helpRepayment': '0', 'weekly': '1202.31', 'fortnightly': '2404.62', 'monthly': '5210'},
    '--country australia --tax-year 2026-27 --income 78000 --age 26 --help-debt 32000':
        {'takeHome': '60870', 'federalTax': '13920', 'stateTax': '0', 'ficaTax': '1560', 'helpRepayment': '1650', 'weekly': '1170.58', 'fortnightly': '2341.15', 'monthly': '5072.5'},
    '--country australia --tax-year 2026-27 --income 80000':
        {'takeHome': '63880', 'federalTax': '14520', 'stateTax': '0', 'ficaTax': '1600', 'helpRepayment': '0', 'weekly': '1228.46', 'fortnightly': '2456.92', 'monthly': '5323.33'},
    '--country australia --tax-year 2026-27 --income 80000 --age 26 --help-debt 32000':
        {'takeHome': '61930', 'federalTax': '14520', 'stateTax': '0', 'ficaTax': '1600', 'helpRepayment': '1950', 'weekly': '1190.96', 'fortnightly': '2381.92', 'monthly': '5160.83'},
    '--country australia --tax-year 2026-27 --income 85000':
        {'takeHome': '67280', 'federalTax': '16020', 'stateTax': '0', 'ficaTax': '1700', 'helpRepayment': '0', 'weekly': '1293.85', 'fortnightly': '2587.69', 'monthly': '5606.67'},
    '--country australia --tax-year 2026-27 --income 88920':
        {'takeHome': '69945.6', 'federalTax': '17196', 'stateTax': '0', 'ficaTax': '1778.4', 'helpRepayment': '0', 'weekly': '1345.11', 'fortnightly': '2690.22', 'monthly': '5828.8'},
    '--country australia --tax-year 2026-27 --income 90000':
        {'takeHome': '70680', 'federalTax': '17520', 'stateTax': '0', 'ficaTax': '1800', 'helpRepayment': '0', 'weekly': '1359.23', 'fortnightly': '2718.46', 'monthly': '5890'},
    '--country australia --tax-year 2026-27 --income 92000 --age 34':
        {'takeHome': '72040', 'federalTax': '18120', 'stateTax': '0', 'ficaTax': '1840', 'helpRepayment': '0', 'weekly': '1385.38', 'fortnightly': '2770.77', 'monthly': '6003.33'},
    '--country australia --tax-year 2026-27 --income 92000 --age 34 --salary-sacrifice 10000':
        {'takeHome': '65240', 'federalTax': '15120', 'stateTax': '0', 'ficaTax': '1640', 'helpRepayment': '0', 'weekly': '1254.62', 'fortnightly': '2509.23', 'monthly': '5436.67'},
    '--country australia --tax-year 2026-27 --income 92000 --age 34 --salary-sacrifice 5000':
        {'takeHome': '68640', 'federalTax': '16620', 'stateTax': '0', 'ficaTax': '1740', 'helpRepayment': '0', 'weekly': '1320', 'fortnightly': '2640', 'monthly': '5720'},
    '--country australia --tax-year 2026-27 --income 95000':
        {'takeHome': '74080', 'federalTax': '19020', 'stateTax': '0', 'ficaTax': '1900', 'helpRepayment': '0', 'weekly': '1424.62', 'fortnightly': '2849.23', 'monthly': '6173.33'},
    '--country australia --tax-year 2026-27 --income 95000 --salary-sacrifice 7800':
        {'takeHome': '68776', 'federalTax': '16680', 'stateTax': '0', 'ficaTax': '1744', 'helpRepayment': '0', 'weekly': '1322.62', 'fortnightly': '2645.23', 'monthly': '5731.33'},
    '--country us --tax-year 2025 --filing-status single --income 95000':
        {'takeHome': '75383.5', 'federalTax': '12349', 'stateTax': '0', 'ficaTax': '7267.5', 'helpRepayment': '0', 'weekly': '1449.68', 'fortnightly': '2899.37', 'monthly': '6281.96'},
    '--country us --tax-year 2025 --state OH --filing-status single --income 62000 --age 28':
        {'takeHome': '50674', 'federalTax': '5311.5', 'stateTax': '1271.5', 'ficaTax': '4743', 'helpRepayment': '0', 'weekly': '974.5', 'fortnightly': '1949', 'monthly': '4222.83'},
    '--country us --tax-year 2026 --filing-status single --income 130000':
        {'takeHome': '100121', 'federalTax': '19934', 'stateTax': '0', 'ficaTax': '9945', 'helpRepayment': '0', 'weekly': '1925.4', 'fortnightly': '3850.81', 'monthly': '8343.42'},
    '--country us --tax-year 2026 --filing-status single --income 130000 --pre-tax-retirement 24500':
        {'takeHome': '81175', 'federalTax': '14380', 'stateTax': '0', 'ficaTax': '9945', 'helpRepayment': '0', 'weekly': '1561.06', 'fortnightly': '3122.12', 'monthly': '6764.58'},
    '--country us --tax-year 2026 --filing-status single --income 60000':
        {'takeHome': '50390', 'federalTax': '5020', 'stateTax': '0', 'ficaTax': '4590', 'helpRepayment': '0', 'weekly': '969.04', 'fortnightly': '1938.08', 'monthly': '4199.17'},
    '--country us --tax-year 2026 --filing-status single --income 70000':
        {'takeHome': '58075', 'federalTax': '6570', 'stateTax': '0', 'ficaTax': '5355', 'helpRepayment': '0', 'weekly': '1116.83', 'fortnightly': '2233.65', 'monthly': '4839.58'},
    '--country us --tax-year 2026 --filing-status single --income 75000':
        {'takeHome': '61592.5', 'federalTax': '7670', 'stateTax': '0', 'ficaTax': '5737.5', 'helpRepayment': '0', 'weekly': '1184.47', 'fortnightly': '2368.94', 'monthly': '5132.71'},
    '--country us --tax-year 2026 --filing-status single --income 95000':
        {'takeHome': '75662.5', 'federalTax': '12070', 'stateTax': '0', 'ficaTax': '7267.5', 'helpRepayment': '0', 'weekly': '1455.05', 'fortnightly': '2910.1', 'monthly': '6305.21'},
    '--country us --tax-year 2026 --state CA --filing-status single --income 105000 --age 31':
        {'takeHome': '77177.52', 'federalTax': '14270', 'stateTax': '5519.98', 'ficaTax': '8032.5', 'helpRepayment': '0', 'weekly': '1484.18', 'fortnightly': '2968.37', 'monthly': '6431.46'},
    '--country us --tax-year 2026 --state CA --filing-status single --income 105000 --age 31 --pre-tax-retirement 10000':
        {'takeHome': '70307.52', 'federalTax': '12070', 'stateTax': '4589.98', 'ficaTax': '8032.5', 'helpRepayment': '0', 'weekly': '1352.07', 'fortnightly': '2704.14', 'monthly': '5858.96'},
    '--country us --tax-year 2026 --state CA --filing-status single --income 105000 --age 31 --pre-tax-retirement 15000':
        {'takeHome': '66872.52', 'federalTax': '10970', 'stateTax': '4124.98', 'ficaTax': '8032.5', 'helpRepayment': '0', 'weekly': '1286.01', 'fortnightly': '2572.02', 'monthly': '5572.71'},
    '--country us --tax-year 2026 --state CA --filing-status single --income 105000 --age 31 --pre-tax-retirement 6000':
        {'takeHome': '73055.52', 'federalTax': '12950', 'stateTax': '4961.98', 'ficaTax': '8032.5', 'helpRepayment': '0', 'weekly': '1404.91', 'fortnightly': '2809.83', 'monthly': '6087.96'},
    '--country us --tax-year 2026 --state CA --filing-status single --income 115000 --age 31':
        {'takeHome': '83282.52', 'federalTax': '16470', 'stateTax': '6449.98', 'ficaTax': '8797.5', 'helpRepayment': '0', 'weekly': '1601.59', 'fortnightly': '3203.17', 'monthly': '6940.21'},
    '--country us --tax-year 2026 --state CA --filing-status single --income 120000':
        {'takeHome': '86335.02', 'federalTax': '17570', 'stateTax': '6914.98', 'ficaTax': '9180', 'helpRepayment': '0', 'weekly': '1660.29', 'fortnightly': '3320.58', 'monthly': '7194.59'},
    '--country us --tax-year 2026 --state CA --filing-status single --income 120000 --age 31':
        {'takeHome': '86335.02', 'federalTax': '17570', 'stateTax': '6914.98', 'ficaTax': '9180', 'helpRepayment': '0', 'weekly': '1660.29', 'fortnightly': '3320.58', 'monthly': '7194.59'},
    '--country us --tax-year 2026 --state CA --filing-status single --income 125000 --age 31':
        {'takeHome': '89323.52', 'federalTax': '18734', 'stateTax': '7379.98', 'ficaTax': '9562.5', 'helpRepayment': '0', 'weekly': '1717.76', 'fortnightly': '3435.52', 'monthly': '7443.63'},
    '--country us --tax-year 2026 --state CA --filing-status single --income 150000':
        {'takeHome': '104086.02', 'federalTax': '24734', 'stateTax': '9704.98', 'ficaTax': '11475', 'helpRepayment': '0', 'weekly': '2001.65', 'fortnightly': '4003.31', 'monthly': '8673.84'},
    '--country us --tax-year 2026 --state CA --filing-status single --income 200000':
        {'takeHome': '134572.02', 'federalTax': '36734', 'stateTax': '14354.98', 'ficaTax': '14339', 'helpRepayment': '0', 'weekly': '2587.92', 'fortnightly': '5175.85', 'monthly': '11214.34'},
    '--country us --tax-year 2026 --state FL --filing-status single --income 100000':
        {'takeHome': '79180', 'federalTax': '13170', 'stateTax': '0', 'ficaTax': '7650', 'helpRepayment': '0', 'weekly': '1522.69', 'fortnightly': '3045.38', 'monthly': '6598.33'},
    '--country us --tax-year 2026 --state FL --filing-status single --income 95000':
        {'takeHome': '75662.5', 'federalTax': '12070', 'stateTax': '0', 'ficaTax': '7267.5', 'helpRepayment': '0', 'weekly': '1455.05', 'fortnightly': '2910.1', 'monthly': '6305.21'},
    '--country us --tax-year 2026 --state GA --filing-status single --income 95000':
        {'takeHome': '71670.5', 'federalTax': '12070', 'stateTax': '3992', 'ficaTax': '7267.5', 'helpRepayment': '0', 'weekly': '1378.28', 'fortnightly': '2756.56', 'monthly': '5972.54'},
    '--country us --tax-year 2026 --state IL --filing-status married_filing_jointly --income 98000 --dependents 1 --age 36':
        {'takeHome': '80875.22', 'federalTax': '5200', 'stateTax': '4427.78', 'ficaTax': '7497', 'helpRepayment': '0', 'weekly': '1555.29', 'fortnightly': '3110.59', 'monthly': '6739.6'},
    '--country us --tax-year 2026 --state NC --filing-status single --income 95000':
        {'takeHome': '72380.72', 'federalTax': '12070', 'stateTax': '3281.78', 'ficaTax': '7267.5', 'helpRepayment': '0', 'weekly': '1391.94', 'fortnightly': '2783.87', 'monthly': '6031.73'},
    '--country us --tax-year 2026 --state NJ --filing-status single --income 150000':
        {'takeHome': '106425.95', 'federalTax': '24734', 'stateTax': '7365.05', 'ficaTax': '11475', 'helpRepayment': '0', 'weekly': '2046.65', 'fortnightly': '4093.31', 'monthly': '8868.83'},
    '--country us --tax-year 2026 --state NY --filing-status single --income 100000':
        {'takeHome': '74320.25', 'federalTax': '13170', 'stateTax': '4859.75', 'ficaTax': '7650', 'helpRepayment': '0', 'weekly': '1429.24', 'fortnightly': '2858.47', 'monthly': '6193.35'},
    '--country us --tax-year 2026 --state NY --filing-status single --income 150000':
        {'takeHome': '105499.94', 'federalTax': '24734', 'stateTax': '8291.06', 'ficaTax': '11475', 'helpRepayment': '0', 'weekly': '2028.85', 'fortnightly': '4057.69', 'monthly': '8791.66'},
    '--country us --tax-year 2026 --state NY --filing-status single --income 200000':
        {'takeHome': '137599', 'federalTax': '36734', 'stateTax': '11328', 'ficaTax': '14339', 'helpRepayment': '0', 'weekly': '2646.13', 'fortnightly': '5292.27', 'monthly': '11466.58'},
    '--country us --tax-year 2026 --state OH --filing-status single --income 62000 --age 28':
        {'takeHome': '50735.5', 'federalTax': '5260', 'stateTax': '1261.5', 'ficaTax': '4743', 'helpRepayment': '0', 'weekly': '975.68', 'fortnightly': '1951.37', 'monthly': '4227.96'},
    '--country us --tax-year 2026 --state OH --filing-status single --income 65100 --age 28':
        {'takeHome': '53141.1', 'federalTax': '5632', 'stateTax': '1346.75', 'ficaTax': '4980.15', 'helpRepayment': '0', 'weekly': '1021.94', 'fortnightly': '2043.89', 'monthly': '4428.43'},
    '--country us --tax-year 2026 --state OR --filing-status single --income 105000 --age 31':
        {'takeHome': '74842.69', 'federalTax': '14270', 'stateTax': '7854.81', 'ficaTax': '8032.5', 'helpRepayment': '0', 'weekly': '1439.28', 'fortnightly': '2878.57', 'monthly': '6236.89'},
    '--country us --tax-year 2026 --state PA --filing-status single --income 150000':
        {'takeHome': '109186', 'federalTax': '24734', 'stateTax': '4605', 'ficaTax': '11475', 'helpRepayment': '0', 'weekly': '2099.73', 'fortnightly': '4199.46', 'monthly': '9098.83'},
    '--country us --tax-year 2026 --state TX --filing-status married_filing_jointly --income 140000 --dependents 2 --age 45':
        {'takeHome': '120550', 'federalTax': '8740', 'stateTax': '0', 'ficaTax': '10710', 'helpRepayment': '0', 'weekly': '2318.27', 'fortnightly': '4636.54', 'monthly': '10045.83'},
    '--country us --tax-year 2026 --state TX --filing-status married_filing_jointly --income 160000 --age 38':
        {'takeHome': '130220', 'federalTax': '17540', 'stateTax': '0', 'ficaTax': '12240', 'helpRepayment': '0', 'weekly': '2504.23', 'fortnightly': '5008.46', 'monthly': '10851.67'},
    '--country us --tax-year 2026 --state TX --filing-status single --income 120000':
        {'takeHome': '93250', 'federalTax': '17570', 'stateTax': '0', 'ficaTax': '9180', 'helpRepayment': '0', 'weekly': '1793.27', 'fortnightly': '3586.54', 'monthly': '7770.83'},
    '--country us --tax-year 2026 --state TX --filing-status single --income 150000':
        {'takeHome': '113791', 'federalTax': '24734', 'stateTax': '0', 'ficaTax': '11475', 'helpRepayment': '0', 'weekly': '2188.29', 'fortnightly': '4376.58', 'monthly': '9482.58'},
    '--country us --tax-year 2026 --state TX --filing-status single --income 200000':
        {'takeHome': '148927', 'federalTax': '36734', 'stateTax': '0', 'ficaTax': '14339', 'helpRepayment': '0', 'weekly': '2863.98', 'fortnightly': '5727.96', 'monthly': '12410.58'},
    '--country us --tax-year 2026 --state VA --filing-status married_filing_jointly --income 128000 --dependents 2 --age 44':
        {'takeHome': '105725.65', 'federalTax': '6600', 'stateTax': '5882.35', 'ficaTax': '9792', 'helpRepayment': '0', 'weekly': '2033.19', 'fortnightly': '4066.37', 'monthly': '8810.47'},
    '--country us --tax-year 2026 --state WA --filing-status single --income 105000 --age 31':
        {'takeHome': '82697.5', 'federalTax': '14270', 'stateTax': '0', 'ficaTax': '8032.5', 'helpRepayment': '0', 'weekly': '1590.34', 'fortnightly': '3180.67', 'monthly': '6891.46'},
}
# END TAX

if __name__ == "__main__":
    main()
