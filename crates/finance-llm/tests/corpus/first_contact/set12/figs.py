"""Figure helpers: tax via bin/penny tax, loans/savings per the brief's conventions."""
import json, math, os, subprocess
from decimal import Decimal, ROUND_HALF_UP, ROUND_CEILING

PENNY = os.path.join(os.path.dirname(os.path.abspath(__file__)), "bin", "penny")
_cache = {}

def tax(country="australia", income=0, **kw):
    args = [PENNY, "tax", "--country", country, "--income", str(income)]
    for k, v in sorted(kw.items()):
        if v is None:
            continue
        if v is True:
            args.append("--" + k.replace("_", "-"))
        else:
            args += ["--" + k.replace("_", "-"), str(v)]
    key = tuple(args)
    if key not in _cache:
        _cache[key] = json.loads(subprocess.check_output(args))
    return _cache[key]

def total_tax(d):
    return d["federalTax"] + d["stateTax"] + d["ficaTax"] + d.get("helpRepayment", 0)

def c2(x):
    return Decimal(str(x)).quantize(Decimal("0.01"), ROUND_HALF_UP)

def money(x, cents=None):
    """$N,NNN or $N,NNN.NN"""
    d = c2(x)
    if cents is None:
        cents = d != d.to_integral_value()
    if cents:
        return "${:,.2f}".format(d)
    return "${:,}".format(int(d.to_integral_value(ROUND_HALF_UP)))

def canon(x):
    d = c2(x)
    if d == d.to_integral_value():
        return str(int(d))
    return "{:.2f}".format(d)

def repayment(P, rate, years, ppy=12):
    r = Decimal(str(rate)) / ppy
    n = int(years * ppy)
    P = Decimal(str(P))
    pay = P * r / (1 - (1 + r) ** -n)
    return c2(pay), n

def simulate(P, rate, pay, ppy=12, max_n=10000):
    """period-by-period, interest rounded to cent; returns (periods, total interest)"""
    r = Decimal(str(rate)) / ppy
    bal = c2(P)
    pay = c2(pay)
    tot = Decimal(0)
    n = 0
    while bal > 0 and n < max_n:
        i = c2(bal * r)
        tot += i
        n += 1
        if bal + i <= pay:
            bal = Decimal(0)
        else:
            bal = bal + i - pay
    return n, tot

def extra_saving(P, rate, years, extra, ppy=12):
    pay, n = repayment(P, rate, years, ppy)
    n0, i0 = simulate(P, rate, pay, ppy)
    n1, i1 = simulate(P, rate, pay + c2(extra), ppy)
    return pay, i0 - i1, n0 - n1

def fv(pv, c, rate, years, ppy=12):
    r = rate / ppy
    n = int(round(years * ppy))
    g = (1 + r) ** n
    return pv * g + c * (g - 1) / r

def needed(target, pv, rate, years, ppy=12):
    r = Decimal(str(rate)) / ppy
    n = int(round(years * ppy))
    g = (1 + r) ** n
    c = (Decimal(str(target)) - Decimal(str(pv)) * g) * r / (g - 1)
    return c.quantize(Decimal("0.01"), ROUND_CEILING)

def todays(nominal, years, infl=0.025):
    return nominal / (1 + infl) ** years
