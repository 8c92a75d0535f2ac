"""Figure helpers for the eval set; conventions from BRIEF.md. Tax figures via bin/penny tax."""
import json, math, subprocess, os
from decimal import Decimal, ROUND_HALF_UP, ROUND_CEILING

PENNY = os.path.join(os.path.dirname(os.path.abspath(__file__)), "bin", "penny")
_cache = {}

def tax(income, country="australia", state=None, year=None, ss=None, pretax=None,
        no_cover=False, help_debt=None, filing=None):
    args = [PENNY, "tax", "--country", country, "--income", str(income)]
    if state: args += ["--state", state]
    if year: args += ["--tax-year", year]
    if ss: args += ["--salary-sacrifice", str(ss)]
    if pretax: args += ["--pre-tax-retirement", str(pretax)]
    if no_cover: args += ["--no-private-hospital-cover"]
    if help_debt: args += ["--help-debt", str(help_debt)]
    if filing: args += ["--filing-status", filing]
    key = tuple(args)
    if key not in _cache:
        out = subprocess.run(args, capture_output=True, text=True, check=True).stdout
        _cache[key] = json.loads(out)
    return _cache[key]

def take_home(income, **kw):
    return tax(income, **kw)["takeHome"]

def total_tax(income, **kw):
    t = tax(income, **kw)
    return t["federalTax"] + t["stateTax"] + t["ficaTax"] + t.get("helpRepayment", 0)

def r2(x):
    return float(Decimal(repr(x)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))

def up2(x):
    return float(Decimal(repr(x)).quantize(Decimal("0.01"), rounding=ROUND_CEILING))

def money(x, cents=None):
    """$N,NNN or $N,NNN.NN. cents=None: show cents only when not whole."""
    x = r2(x)
    if cents is False or (cents is None and abs(x - round(x)) < 1e-9):
        return "${:,}".format(int(Decimal(repr(x)).quantize(Decimal("1"), rounding=ROUND_HALF_UP)))
    return "${:,.2f}".format(x)

def whole(x):
    return money(x, cents=False)

def canon(x):
    """Canonical decimal string for profile writes."""
    d = Decimal(repr(r2(x))).normalize()
    s = format(d, "f")
    return s

# ---- loans ----
def repayment(P, rate, years, per=12):
    r = rate / per; n = round(years * per)
    return r2(P * r / (1 - (1 + r) ** -n))

def total_interest_formula(P, rate, years, per=12):
    n = round(years * per)
    return r2(repayment(P, rate, years, per) * n - P)

def simulate_original(P, rate, years, per=12):
    r = rate / per; n = round(years * per); R = repayment(P, rate, years, per)
    B = P; interest = 0.0
    for i in range(n):
        it = r2(B * r); interest = r2(interest + it); B = r2(B + it)
        pay = B if i == n - 1 else min(R, B)
        B = r2(B - pay)
        if B <= 0: return interest, i + 1
    return interest, n

def simulate_payment(P, rate, payment, per=12, limit=10000):
    """Periods and interest to clear P at a fixed payment per period."""
    r = rate / per; B = P; interest = 0.0
    for i in range(limit):
        it = r2(B * r); interest = r2(interest + it); B = r2(B + it)
        B = r2(B - min(payment, B))
        if B <= 0: return i + 1, interest
    return None, interest

def extra_saving(P, rate, years, extra, per=12):
    R = repayment(P, rate, years, per)
    i0, n0 = simulate_original(P, rate, years, per)
    n1, i1 = simulate_payment(P, rate, R + extra, per)
    return r2(i0 - i1), n0 - n1

# ---- savings ----
def fv(pv, contrib, rate, years, per=12):
    r = rate / per; n = round(years * per)
    g = (1 + r) ** n
    return pv * g + (contrib * (g - 1) / r if contrib else 0.0)

def needed(target, rate, years, pv=0.0, per=12):
    r = rate / per; n = round(years * per); g = (1 + r) ** n
    return up2((target - pv * g) * r / (g - 1))

def periods_to_target(target, contrib, rate, pv=0.0, per=12):
    r = rate / per; B = pv; n = 0
    while B < target:
        B = B * (1 + r) + contrib; n += 1
    return n

def todays(nominal, years, infl=0.025):
    return nominal / (1 + infl) ** years

def years_has(months):
    y = months // 12
    return ["%d years" % y] if y >= 2 else []
