import json, subprocess, math
from functools import lru_cache
PENNY = "/work/dev9/bin/penny"

@lru_cache(maxsize=None)
def _tax(args):
    out = subprocess.run([PENNY, "tax"] + list(args), capture_output=True, text=True, check=True).stdout
    return json.loads(out)

def T(income, country="australia", state=None, year=None, **kw):
    a = ["--country", country, "--income", str(income)]
    if state: a += ["--state", state]
    if year: a += ["--tax-year", year]
    for k, v in kw.items():
        flag = "--" + k.replace("_", "-")
        if v is True: a.append(flag)
        else: a += [flag, str(v)]
    return _tax(tuple(a))

def money(x, cents=None):
    x = round(x + 0.0, 2)
    if cents is None:
        cents = abs(x - round(x)) > 0.004
    if cents:
        return "${:,.2f}".format(x)
    return "${:,}".format(int(round(x)))

def M(x):  # whole dollar
    return money(round(x), cents=False)

def repay(P, rate, years, per=12):
    r = rate / per; n = round(years * per)
    return round(P * r / (1 - (1 + r) ** -n), 2)

def total_interest(P, rate, years, per=12):
    return round(repay(P, rate, years, per) * round(years * per) - P, 2)

def simulate(P, rate, payment, per=12, maxn=10000):
    r = rate / per; bal = P; n = 0; ti = 0.0
    while bal > 0.005 and n < maxn:
        i = round(bal * r, 2); ti += i
        bal = round(bal + i - payment, 2); n += 1
    return n, round(ti, 2)

def fv(pv, c, rate, years, per=12):
    r = rate / per; n = round(years * per)
    g = (1 + r) ** n
    return pv * g + (c * (g - 1) / r if r else c * n)

def need(target, pv, rate, years, per=12):
    r = rate / per; n = round(years * per); g = (1 + r) ** n
    c = (target - pv * g) * r / (g - 1)
    return math.ceil(round(c * 100, 6)) / 100

def months_to(target, pv, c, rate, per=12):
    r = rate / per; b = pv; n = 0
    while b < target and n < 100000:
        b = b * (1 + r) + c; n += 1
    return n
