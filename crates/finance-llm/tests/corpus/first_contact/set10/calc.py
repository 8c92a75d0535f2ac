"""Figure helpers for the evaluation set. Every figure follows BRIEF.md's conventions;
tax figures come from /work/dev10/bin/penny tax (the tax engine's CLI)."""
import json
import math
import subprocess
from decimal import Decimal, ROUND_HALF_UP, ROUND_CEILING

PENNY = "/work/dev10/bin/penny"
_cache = {}


def tax(country="australia", income=0, year=None, state=None, marital=None, dependents=None,
        age=None, help_debt=None, no_cover=False, salary_sacrifice=None, pretax=None,
        household=None):
    args = [PENNY, "tax", "--country", country, "--income", str(income)]
    if year:
        args += ["--tax-year", year]
    if state:
        args += ["--state", state]
    if marital:
        args += ["--marital-status", marital]
    if dependents is not None:
        args += ["--dependents", str(dependents)]
    if age is not None:
        args += ["--age", str(age)]
    if help_debt:
        args += ["--help-debt", str(help_debt)]
    if no_cover:
        args += ["--no-private-hospital-cover"]
    if salary_sacrifice:
        args += ["--salary-sacrifice", str(salary_sacrifice)]
    if pretax:
        args += ["--pre-tax-retirement", str(pretax)]
    if household:
        args += ["--household-income", str(household)]
    key = tuple(args)
    if key not in _cache:
        out = subprocess.run(args, capture_output=True, text=True, check=True).stdout
        _cache[key] = json.loads(out)
    return _cache[key]


def total_tax(d):
    """Income tax + levies (AU: income tax + Medicare levy/surcharge; US: federal + state + FICA)."""
    return d["federalTax"] + d["stateTax"] + d["ficaTax"]


def surcharge(d):
    return sum(b["amount"] for b in d["breakdown"] if b["label"] == "Medicare levy surcharge")


def r2(x):
    return float(Decimal(str(x)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def up2(x):
    return float(Decimal(repr(x)).quantize(Decimal("0.01"), rounding=ROUND_CEILING))


def money(x, cents=False):
    """$N,NNN (whole dollars, rounded half up) or $N,NNN.NN."""
    if cents:
        v = Decimal(str(x)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
        s = f"{v:,.2f}"
    else:
        v = Decimal(str(x)).quantize(Decimal("1"), rounding=ROUND_HALF_UP)
        s = f"{v:,.0f}"
    if s.startswith("-"):
        return "-$" + s[1:]
    return "$" + s


def canon(x):
    """Canonical money string for profile writes: '85000' or '3466.67'."""
    v = Decimal(str(x)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    if v == v.to_integral_value():
        return str(int(v))
    return f"{v:.2f}"


def rate_str(r):
    return format(Decimal(str(r)).normalize(), "f")


# ---------- loans ----------
def pmt(P, rate, years, freq=12):
    r = rate / freq
    n = round(years * freq)
    return r2(P * r / (1 - (1 + r) ** -n))


def loan_total_interest(P, rate, years, freq=12):
    return r2(pmt(P, rate, years, freq) * round(years * freq) - P)


def simulate(P, rate, payment, freq=12, max_periods=2000):
    """Period-by-period with interest rounded to the cent; last repayment clears the rest.
    Returns (periods, total_interest)."""
    r = rate / freq
    bal = Decimal(str(P))
    pay = Decimal(str(payment))
    tot = Decimal("0")
    n = 0
    while bal > 0 and n < max_periods:
        i = (bal * Decimal(str(r))).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
        tot += i
        bal += i
        bal -= min(pay, bal)
        n += 1
    return n, float(tot)


def extra_saving(P, rate, years, extra, freq=12):
    base = pmt(P, rate, years, freq)
    n0, i0 = simulate(P, rate, base, freq)
    n1, i1 = simulate(P, rate, base + extra, freq)
    return {"payment": base, "interest_saved": r2(i0 - i1), "periods_saved": n0 - n1,
            "n0": n0, "n1": n1}


# ---------- savings ----------
def fv(pv, c, rate, years, freq=12):
    r = rate / freq
    n = round(years * freq)
    g = (1 + r) ** n
    return pv * g + c * (g - 1) / r


def needed(target, pv, rate, years, freq=12):
    r = rate / freq
    n = round(years * freq)
    g = (1 + r) ** n
    return up2((target - pv * g) * r / (g - 1))


def months_to_target(target, pv, c, rate, freq=12):
    r = rate / freq
    bal, n = pv, 0
    while bal < target and n < 5000:
        bal = bal * (1 + r) + c
        n += 1
    return n


def nest_egg(yearly, wr=0.04):
    return yearly / wr


def todays(nominal, years, infl=0.025):
    return nominal / (1 + infl) ** years


def gross_from_take_home(annual_take_home, country="australia", **kw):
    """Smallest whole-dollar gross whose yearly take-home reaches the figure (binary search)."""
    lo, hi = 0, 2_000_000
    while lo < hi:
        mid = (lo + hi) // 2
        if tax(country, mid, **kw)["takeHome"] >= annual_take_home:
            hi = mid
        else:
            lo = mid + 1
    return lo
