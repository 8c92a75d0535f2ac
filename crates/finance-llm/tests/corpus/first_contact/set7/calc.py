"""Helper calculators for the evaluation set (independent of the advisor).

Conventions follow BRIEF.md: annuity repayments rounded to the cent, period-by-period
simulation with interest rounded to the cent, end-of-period contributions, saving needed
rounded up to the cent, today's dollars with yearly inflation.  Tax figures come from the
Penny tax engine's command line (bin/penny tax), which was spot-checked by hand.
"""
import json
import math
import os
import subprocess
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
PENNY = os.path.join(HERE, "bin", "penny")


def r2(x):
    return float(Decimal(repr(x)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def r0(x):
    return int(Decimal(repr(x)).quantize(Decimal("1"), rounding=ROUND_HALF_UP))


def money(x, cents=False):
    """'$1,234' (whole dollars, half up) or '$1,234.56'."""
    if cents:
        v = Decimal(repr(x)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
        return "${:,.2f}".format(v)
    return "${:,}".format(r0(x))


# ---------------------------------------------------------------- loans
def repayment(P, rate, years, per=12):
    r = rate / per
    n = int(round(years * per))
    if r == 0:
        pmt = r2(P / n)
    else:
        pmt = r2(P * r / (1 - (1 + r) ** -n))
    interest = r2(pmt * n - P)
    return pmt, interest, n


def interest_only(P, rate, per=12):
    return r2(P * rate / per)


def simulate(P, rate, per, pmt, max_periods=2000):
    """Pay pmt each period; interest rounded to the cent. Returns (periods, total_interest)."""
    r = rate / per
    bal = Decimal(str(P))
    tot = Decimal("0")
    n = 0
    pm = Decimal(str(pmt))
    while bal > 0:
        n += 1
        i = (bal * Decimal(repr(r))).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
        if pm <= i and n > 1:
            return None, None
        tot += i
        bal += i
        bal -= min(pm, bal)
        if n > max_periods:
            return None, None
    return n, float(tot)


def extra_repayment(P, rate, years, extra, per=12):
    """Returns dict with base pmt, interest saved (or None if not well-defined to the dollar),
    periods saved."""
    pmt, formula_int, n = repayment(P, rate, years, per)
    n_base, sim_int = simulate(P, rate, per, pmt)
    n_new, new_int = simulate(P, rate, per, r2(pmt + extra))
    saved_a = formula_int - new_int
    saved_b = sim_int - new_int
    saved = None
    if r0(saved_a) == r0(saved_b):
        saved = saved_a
    return {"pmt": pmt, "saved": saved, "saved_a": saved_a, "saved_b": saved_b,
            "n": n, "n_base": n_base, "n_new": n_new, "new_int": new_int}


# ---------------------------------------------------------------- savings
def fv(pv, c, rate, years, per=12):
    r = rate / per
    n = int(round(years * per))
    g = (1 + r) ** n
    return pv * g + (c * (g - 1) / r if r else c * n)


def saving_needed(target, rate, years, per=12, pv=0.0):
    r = rate / per
    n = int(round(years * per))
    g = (1 + r) ** n
    c = (target - pv * g) * r / (g - 1)
    return math.ceil(c * 100 - 1e-7) / 100


def periods_to_target(target, c, rate, per=12, pv=0.0):
    r = rate / per
    bal = pv
    n = 0
    while bal < target:
        bal = bal * (1 + r) + c
        n += 1
    return n


def todays_dollars(nominal, years, infl=0.025):
    return nominal / (1 + infl) ** years


def nest_egg(yearly, wr=0.04):
    return yearly / wr


# ---------------------------------------------------------------- tax engine
_cache = {}


def tax(country="australia", income=0, state=None, year=None, help_debt=None,
        no_cover=False, salary_sacrifice=None, pre_tax=None, age=None,
        filing_status=None, dependents=None, marital_status=None, household_income=None):
    args = [PENNY, "tax", "--country", country, "--income", str(income)]
    if state:
        args += ["--state", state]
    if year:
        args += ["--tax-year", year]
    if help_debt:
        args += ["--help-debt", str(help_debt)]
    if no_cover:
        args += ["--no-private-hospital-cover"]
    if salary_sacrifice:
        args += ["--salary-sacrifice", str(salary_sacrifice)]
    if pre_tax:
        args += ["--pre-tax-retirement", str(pre_tax)]
    if age is not None:
        args += ["--age", str(age)]
    if filing_status:
        args += ["--filing-status", filing_status]
    if dependents:
        args += ["--dependents", str(dependents)]
    if marital_status:
        args += ["--marital-status", marital_status]
    if household_income:
        args += ["--household-income", str(household_income)]
    key = tuple(args)
    if key not in _cache:
        out = subprocess.run(args, capture_output=True, text=True, check=True).stdout
        _cache[key] = json.loads(out)
    return _cache[key]


def tax_for_profile(p, income=None, state=None, year=None, **over):
    """Tax on the profile's situation (own figures): passes HELP, cover, sacrifice, age..."""
    country = p.get("country", "australia")
    inc = income if income is not None else float(p["annualIncome"])
    kw = dict(country=country, income=inc, year=year)
    if country == "us":
        kw["state"] = state or p.get("state")
        if p.get("preTaxRetirement"):
            kw["pre_tax"] = p["preTaxRetirement"]
    else:
        if p.get("helpDebt"):
            kw["help_debt"] = p["helpDebt"]
        if p.get("privateHospitalCover") == "false":
            kw["no_cover"] = True
        if p.get("salarySacrifice"):
            kw["salary_sacrifice"] = p["salarySacrifice"]
    if p.get("age"):
        kw["age"] = p["age"]
    kw.update(over)
    return tax(**kw)


def total_tax(d):
    """AU: income tax + Medicare (+ surcharge) ; US: federal + state + FICA. (HELP excluded)"""
    return d["federalTax"] + d["stateTax"] + d["ficaTax"]
