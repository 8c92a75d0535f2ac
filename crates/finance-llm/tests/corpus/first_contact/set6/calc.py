"""Independent calculators for the Penny eval set (conventions from BRIEF.md)."""
import json, subprocess, math
from decimal import Decimal as D, ROUND_HALF_UP, ROUND_CEILING

PENNY = "/work/dev6/bin/penny"
_cache = {}

def c2(x):
    return D(str(x)).quantize(D("0.01"), rounding=ROUND_HALF_UP)

def tax(country="australia", income=None, state=None, year=None, **kw):
    args = {"country": country, "income": income}
    if state: args["state"] = state
    if year: args["taxYear"] = year
    args.update(kw)
    key = json.dumps(args, sort_keys=True)
    if key not in _cache:
        cmd = [PENNY, "tax", "--country", country, "--income", str(income)]
        if state: cmd += ["--state", state]
        if year: cmd += ["--tax-year", year]
        for k, v in kw.items():
            flag = "--" + k.replace("_", "-")
            if v is True: cmd.append(flag)
            elif v is False or v is None: pass
            else: cmd += [flag, str(v)]
        out = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
        _cache[key] = json.loads(out)
    return _cache[key]

def money(x, cents=False):
    """Format as $N,NNN (whole, half-up) or $N,NNN.NN."""
    x = D(str(x))
    neg = x < 0
    x = abs(x)
    if cents or c2(x) % 1 == D("0.5"):  # exact half-dollar: give cents, rounding is ambiguous
        s = "{:,.2f}".format(c2(x))
    else:
        s = "{:,}".format(int(x.quantize(D("1"), rounding=ROUND_HALF_UP)))
    return ("-" if neg else "") + "$" + s

def pmt(P, annual, years, per=12):
    r = D(str(annual)) / per
    n = int(round(years * per))
    P = D(str(P))
    p = P * r / (1 - (1 + r) ** (-n))
    return c2(p), n

def loan(P, annual, years, per=12):
    p, n = pmt(P, annual, years, per)
    return p, p * n - D(str(P))

def interest_only(P, annual, per=12):
    return c2(D(str(P)) * D(str(annual)) / per)

def simulate(P, annual, payment, per=12, maxn=100000):
    r = D(str(annual)) / per
    bal = D(str(P)); payment = D(str(payment)); ti = D(0); n = 0
    while bal > 0:
        i = c2(bal * r)
        if i >= payment:
            return None, None
        n += 1; ti += i
        if bal + i <= payment:
            bal = D(0); break
        bal = bal + i - payment
        if n > maxn: return None, None
    return n, ti

def extra(P, annual, years, extra_amt, per=12):
    p, n = pmt(P, annual, years, per)
    nb, ib = simulate(P, annual, p, per)
    ne, ie = simulate(P, annual, p + D(str(extra_amt)), per)
    formula_int = p * n - D(str(P))
    saved_sim = ib - ie
    saved_formula = formula_int - ie
    ok = money(saved_sim) == money(saved_formula)
    return dict(payment=p, n=n, n_base_sim=nb, n_extra=ne, saved=saved_sim, ok=ok,
                saved_formula=saved_formula, int_extra=ie)

def fv(pv, contrib, annual, years, per=12):
    r = D(str(annual)) / per
    n = int(round(years * per))
    g = (1 + r) ** n
    return D(str(pv)) * g + D(str(contrib)) * (g - 1) / r

def needed(target, annual, years, per=12, pv=0):
    r = D(str(annual)) / per
    n = int(round(years * per))
    g = (1 + r) ** n
    c = (D(str(target)) - D(str(pv)) * g) * r / (g - 1)
    return c.quantize(D("0.01"), rounding=ROUND_CEILING)

def todays(nominal, years, infl=0.025):
    return D(str(nominal)) / (1 + D(str(infl))) ** years

def th(d):
    return D(str(d["takeHome"]))

def total_tax(d):
    return D(str(d["federalTax"])) + D(str(d["stateTax"])) + D(str(d["ficaTax"])) + D(str(d.get("helpRepayment") or 0))
