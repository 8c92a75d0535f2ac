"""Helper calculators for the evaluation set (independent of the advisor).

Tax figures come from the Penny tax engine's command line (bin/penny tax --batch);
everything else is computed here from the brief's conventions.
"""
import json
import math
import os
import subprocess
from decimal import Decimal, ROUND_HALF_UP, ROUND_CEILING

HERE = os.path.dirname(os.path.abspath(__file__))
PENNY = os.path.join(HERE, "bin", "penny")
_cache = {}


def D(x):
    return Decimal(str(x))


def cents(x):
    return D(x).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def dollars(x):
    return D(x).quantize(Decimal("1"), rounding=ROUND_HALF_UP)


def money(x, with_cents=False):
    """$N,NNN or $N,NNN.NN"""
    if with_cents:
        v = cents(x)
        return "${:,.2f}".format(v)
    v = dollars(x)
    return "${:,}".format(int(v))


# ---------------------------------------------------------------- tax engine
def tax(income, country="australia", **kw):
    """Run the tax engine once (cached). kw: state, filingStatus, taxYear, dependents,
    maritalStatus, householdIncome, privateHospitalCover, age, helpDebt, salarySacrifice,
    preTaxRetirement."""
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
            raise RuntimeError(res["error"] + " for " + key)
        _cache[key] = res
    return _cache[key]


def tax_ctx(profile):
    """Engine arguments implied by a saved profile (other than income)."""
    kw = {}
    if profile.get("state"):
        kw["state"] = profile["state"]
    if profile.get("maritalStatus"):
        kw["maritalStatus"] = profile["maritalStatus"]
    if profile.get("dependents") not in (None, ""):
        kw["dependents"] = int(profile["dependents"])
    if profile.get("helpDebt") and profile.get("country", "australia") == "australia":
        kw["helpDebt"] = float(profile["helpDebt"])
    if profile.get("privateHospitalCover") in ("true", "false"):
        kw["privateHospitalCover"] = profile["privateHospitalCover"] == "true"
    return kw


def take_home(income, country="australia", **kw):
    return tax(income, country, **kw)["takeHome"]


def per_period(income, period, country="australia", **kw):
    return tax(income, country, **kw)["takeHomePerPeriod"][period]


def total_tax(income, country="australia", **kw):
    r = tax(income, country, **kw)
    return r["income"] - r["takeHome"] - r.get("preTaxContributions", 0)


def gross_from_take_home(annual_take_home, country="australia", **kw):
    """Smallest whole-dollar gross whose take-home reaches the figure."""
    lo, hi = 0, 2_000_000
    while lo < hi:
        mid = (lo + hi) // 2
        if take_home(mid, country, **kw) >= annual_take_home:
            hi = mid
        else:
            lo = mid + 1
    return lo


# ---------------------------------------------------------------- loans
def repayment(P, annual_rate, years, per=12):
    r = D(annual_rate) / per
    n = int(round(years * per))
    P = D(P)
    if r == 0:
        return cents(P / n)
    pmt = P * r / (1 - (1 + r) ** (-n))
    return cents(pmt)


def interest_only(P, annual_rate, per=12):
    return cents(D(P) * D(annual_rate) / per)


def total_interest(P, annual_rate, years, per=12):
    n = int(round(years * per))
    return repayment(P, annual_rate, years, per) * n - D(P)


def simulate(P, annual_rate, payment, per=12, max_periods=10000):
    """Period-by-period amortisation, interest rounded to the cent.
    Returns (periods, total_interest)."""
    r = D(annual_rate) / per
    bal = D(P)
    pay = D(payment)
    n = 0
    tot = Decimal(0)
    while bal > 0:
        i = cents(bal * r)
        if pay <= i:
            raise ValueError("payment never clears the loan")
        tot += i
        bal += i
        bal -= min(pay, bal)
        n += 1
        if n > max_periods:
            raise ValueError("too long")
    return n, tot


def extra_saving(P, annual_rate, years, extra, per=12):
    """Interest saved by an extra regular repayment. Returns (saved_whole_dollars or None,
    periods_base, periods_new). None when the two readings of the base interest
    (formula vs simulation) disagree at whole-dollar level."""
    base_pmt = repayment(P, annual_rate, years, per)
    n_base_sim, int_base_sim = simulate(P, annual_rate, base_pmt, per)
    int_base_formula = total_interest(P, annual_rate, years, per)
    n_new, int_new = simulate(P, annual_rate, base_pmt + D(extra), per)
    a = dollars(int_base_formula - int_new)
    b = dollars(int_base_sim - int_new)
    return (a if a == b else None), n_base_sim, n_new, base_pmt


# ---------------------------------------------------------------- savings
def fv(pv, contrib, annual_rate, years, per=12):
    r = D(annual_rate) / per
    n = int(round(years * per))
    g = (1 + r) ** n
    out = D(pv) * g
    if contrib:
        out += D(contrib) * ((g - 1) / r if r else n)
    return out


def need(target, pv, annual_rate, years, per=12):
    r = D(annual_rate) / per
    n = int(round(years * per))
    g = (1 + r) ** n
    rest = D(target) - D(pv) * g
    c = rest * r / (g - 1)
    return c.quantize(Decimal("0.01"), rounding=ROUND_CEILING)


def periods_to_target(target, pv, contrib, annual_rate, per=12):
    n = 0
    while fv(pv, contrib, annual_rate, n / per, per) < D(target):
        n += 1
    return n


def todays(nominal, years, infl=0.025):
    return D(nominal) / (1 + D(infl)) ** years


def nest_egg(yearly, wr=0.04):
    return D(yearly) / D(wr)
