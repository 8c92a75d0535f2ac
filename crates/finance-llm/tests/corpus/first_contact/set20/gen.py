#!/usr/bin/env python3
"""Generate questions.jsonl and conversations.jsonl for Penny's chat advisor.

All figures are computed here from the brief's conventions; tax figures come from
/work/dev20/bin/penny tax (the tax engine CLI, not the advisor).
"""
import json, math, os, subprocess
from decimal import Decimal, ROUND_HALF_UP, ROUND_CEILING

HERE = os.path.dirname(os.path.abspath(__file__))
PENNY = os.path.join(HERE, "bin", "penny")

# ----------------------------------------------------------------- helpers
def r2(x):
    return float(Decimal(repr(x)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))

def up2(x):
    return float(Decimal(repr(x)).quantize(Decimal("0.01"), rounding=ROUND_CEILING))

def money(x, cents=None):
    """'$1,234' for whole dollars, '$1,234.56' otherwise (cents=True forces cents,
    cents=False rounds to whole dollars)."""
    if cents is False:
        v = int(Decimal(repr(x)).quantize(Decimal("1"), rounding=ROUND_HALF_UP))
        return "${:,}".format(v)
    x = r2(x)
    if cents is None and abs(x - round(x)) < 1e-9:
        return "${:,}".format(int(round(x)))
    return "${:,.2f}".format(x)

def whole(x):
    return money(x, cents=False)

def canon(x):
    """Canonical decimal string for profile writes."""
    x = r2(x)
    if abs(x - round(x)) < 1e-9:
        return str(int(round(x)))
    s = "{:.2f}".format(x)
    assert not s.endswith("0"), s  # avoid one-decimal ambiguity
    return s

_cache = {}
def tax(income, country="australia", state=None, year=None, marital=None, dependents=None,
        age=None, help_debt=None, no_cover=False, household=None, sacrifice=None, pretax=None,
        filing=None):
    args = [PENNY, "tax", "--country", country, "--income", str(income)]
    if state: args += ["--state", state]
    if year: args += ["--tax-year", year]
    if marital: args += ["--marital-status", marital]
    if filing: args += ["--filing-status", filing]
    if dependents is not None: args += ["--dependents", str(dependents)]
    if age is not None: args += ["--age", str(age)]
    if help_debt: args += ["--help-debt", str(help_debt)]
    if no_cover: args += ["--no-private-hospital-cover"]
    if household: args += ["--household-income", str(household)]
    if sacrifice: args += ["--salary-sacrifice", str(sacrifice)]
    if pretax: args += ["--pre-tax-retirement", str(pretax)]
    key = tuple(args)
    if key not in _cache:
        out = subprocess.run(args, capture_output=True, text=True, check=True).stdout
        _cache[key] = json.loads(out)
    return _cache[key]

def total_tax(t):
    return t["federalTax"] + t["stateTax"] + t["ficaTax"]

def bd(t, label):
    for b in t["breakdown"]:
        if b["label"] == label:
            return b["amount"]
    return 0

# loans
def pmt(P, rate, years, freq=12):
    r = rate / freq
    n = int(round(years * freq))
    return r2(P * r / (1 - (1 + r) ** -n))

def simulate(P, rate, freq, payment):
    r = rate / freq
    bal = P
    n = 0
    interest = 0.0
    while bal > 0.005:
        i = r2(bal * r)
        interest = r2(interest + i)
        bal = r2(bal + i)
        pay = min(payment, bal)
        bal = r2(bal - pay)
        n += 1
        assert n < 5000, "never pays off"
    return n, interest

def extra_saving(P, rate, years, extra, freq=12):
    p = pmt(P, rate, years, freq)
    n0, i0 = simulate(P, rate, freq, p)
    n1, i1 = simulate(P, rate, freq, p + extra)
    return p, r2(i0 - i1), n0 - n1

def span(months):
    y, m = divmod(months, 12)
    if y == 0:
        return "%d months" % m if m != 1 else "1 month"
    return "%d years" % y if y != 1 else "1 year"

# savings
def fv(pv, contrib, rate, years, freq=12):
    r = rate / freq
    n = int(round(years * freq))
    g = (1 + r) ** n
    return pv * g + (contrib * (g - 1) / r if contrib else 0)

def need(target, rate, years, freq=12, pv=0):
    r = rate / freq
    n = int(round(years * freq))
    g = (1 + r) ** n
    return up2((target - pv * g) * r / (g - 1))

def months_to(target, contrib, rate, pv=0, freq=12):
    r = rate / freq
    n = 0
    while True:
        n += 1
        g = (1 + r) ** n
        if pv * g + contrib * (g - 1) / r >= target - 1e-9:
            return n

def todays(nominal, years, infl=0.025):
    return nominal / (1 + infl) ** years

# ----------------------------------------------------------------- data
Q = []
def q(m, p, intent, ch=None, figs=None, has=None):
    Q.append({"m": m, "p": p, "intent": intent, "ch": ch or {}, "figs": figs or [], "has": has or []})

C = []
def conv(p, *turns):
    C.append({"id": "c%02d" % (len(C) + 1), "p": p, "turns": list(turns)})

def t(m, intent, ch=None, figs=None, has=None):
    return {"m": m, "intent": intent, "ch": ch or {}, "figs": figs or [], "has": has or []}

AU = {"country": "australia"}
def US(state=None, **kw):
    d = {"country": "us"}
    if state: d["state"] = state
    d.update(kw)
    return d

def au_tax_figs(inc, **kw):
    x = tax(inc, **kw)
    return [whole(x["takeHome"]), whole(x["federalTax"])]

def us_tax_figs(inc, state=None, **kw):
    x = tax(inc, country="us", state=state, **kw)
    return [whole(x["takeHome"]), whole(x["federalTax"])]

# ================================================================ QUESTIONS
# ---- tax (AU)
q("how much tax do i pay on 85k", {}, "tax", figs=au_tax_figs(85000))
q("whats the take home on $120,000 in NSW", {}, "tax", figs=au_tax_figs(120000))
x = tax(95000)
q("I'm on 95k, what's my take home per fortnight?", {}, "tax", {"annualIncome": "95000"},
  [money(x["takeHomePerPeriod"]["fortnightly"])])
q("How much tax would I pay if I earned 150k", dict(AU, annualIncome="90000"), "tax", figs=au_tax_figs(150000))
q("whats the tax on $52 an hour", {}, "tax", figs=au_tax_figs(52 * 38 * 52))
q("Im on 38 an hour, whats that after tax?", {}, "tax", {"annualIncome": canon(38 * 38 * 52)},
  [whole(tax(38 * 38 * 52)["takeHome"])])
q("how much tax will I pay this year", dict(AU, annualIncome="110000"), "tax", figs=au_tax_figs(110000))
q("tax on 60k for 2024-25?", {}, "tax", figs=au_tax_figs(60000, year="2024-25"), has=["2024-25"])
x = tax(85000, help_debt=30000)
q("I earn 85k and have about 30k of HECS, how much actually hits my account each year?", {}, "tax",
  {"annualIncome": "85000", "helpDebt": "30000"}, [whole(x["takeHome"]), whole(x["helpRepayment"])])
x = tax(70000)
q("weekly take home on 70k?", {}, "tax", figs=[money(x["takeHomePerPeriod"]["weekly"])])
q("what would i take home on 45k in tassie", {}, "tax", figs=au_tax_figs(45000))
q("I'm 68 and earn 40k from part time work, how much tax do I pay?", {}, "tax",
  {"age": "68", "annualIncome": "40000"}, [whole(tax(40000, age=68)["takeHome"])])
x = tax(160000)
q("Whats the monthly take home pay on a 160k salary", {}, "tax", figs=[money(x["takeHomePerPeriod"]["monthly"])])
q("how much tax on 32000", {}, "tax", figs=au_tax_figs(32000))
q("Just got offered 135k in Brisbane. What's that after tax?", {}, "tax", figs=au_tax_figs(135000))
q("how much tax on 250k a year in aus", {}, "tax", figs=au_tax_figs(250000))
x = tax(78000, year="2025-26")
q("What was my take home last financial year? I was on 78k", {}, "tax", {"annualIncome": "78000"},
  [whole(x["takeHome"])], ["2025-26"])

# ---- tax (US)
q("I live in Ohio and make 72k, how much do I actually take home?", US(), "tax",
  {"state": "OH", "annualIncome": "72000"}, us_tax_figs(72000, "OH"))
q("tax on 65000?", US("FL"), "tax", figs=us_tax_figs(65000, "FL"))
q("What's my take home if my salary was $200k in California?", US("TX"), "tax", figs=us_tax_figs(200000, "CA"))
x = tax(95000, country="us", state="TX", filing="married_filing_jointly")
q("how much federal tax on 95k married filing jointly", US("TX"), "tax", figs=[whole(x["federalTax"])])
q("Income tax on a $250,000 salary in NY?", US(), "tax", figs=us_tax_figs(250000, "NY"))
x = tax(80000, country="us", state="WA")
q("how much FICA comes out of 80k", US("WA"), "tax", figs=[whole(x["ficaTax"])])
q("tax on 180k in washington state", US(), "tax", figs=us_tax_figs(180000, "WA"))
x = tax(25 * 40 * 52, country="us", state="GA")
q("i live in georgia and make $25/hr, how much is that a year after taxes", US(), "tax",
  {"annualIncome": canon(25 * 40 * 52), "state": "GA"}, [whole(x["takeHome"])])
q("I make 110k, what do I actually take home after tax?", US("IL"), "tax", {"annualIncome": "110000"},
  us_tax_figs(110000, "IL"))
q("how much do I pay in taxes", US("PA", annualIncome="68000"), "tax", figs=us_tax_figs(68000, "PA"))
x = tax(55000, country="us", state="NC", year="2025")
q("what would my taxes have been on 55k in 2025", US("NC"), "tax", figs=[whole(x["takeHome"]), whole(x["federalTax"])], has=["2025"])
x = tax(130000, country="us", state="CO")
q("Colorado, 130k salary - how much do I clear each month?", US(), "tax",
  figs=[money(x["takeHomePerPeriod"]["monthly"])])

# ---- loans
P, rt, y = 600000, 0.062, 30
q("what are the repayments on a 600k loan at 6.2% over 30 years", AU, "loan_repayment",
  figs=[money(pmt(P, rt, y))], has=["6.2%"])
q("monthly payment on a $450,000 morgage at 5.89% for 25 years?", {}, "loan_repayment",
  figs=[money(pmt(450000, 0.0589, 25))])
q("fortnightly repaymnets on 520k at 6.05% 30yrs", AU, "loan_repayment", figs=[money(pmt(520000, 0.0605, 30, 26))])
q("how much would a $35,000 car loan at 8.5% over 5 years cost me a month", {}, "loan_repayment",
  figs=[money(pmt(35000, 0.085, 5))])
q("Weekly repayments on a 300k home loan at 6% over 30 years?", {}, "loan_repayment",
  figs=[money(pmt(300000, 0.06, 30, 52))])
q("interest only repayments on 700k at 6.1%?", {}, "loan_repayment", figs=[money(r2(700000 * 0.061 / 12))])
q("what's the mortgage payment on 380k at 6.75% for 30 years", US("TX"), "loan_repayment",
  figs=[money(pmt(380000, 0.0675, 30))])
p15, p30 = pmt(500000, 0.06, 15), pmt(500000, 0.06, 30)
q("500k loan at 6% - 15 or 30 years, whats the difference in repayments?", {}, "loan_repayment",
  figs=[money(p15), money(p30), money(r2(p15 - p30))])
q("total interest on a 400k loan at 6.5% over 30 years?", {}, "loan_repayment",
  figs=[whole(r2(pmt(400000, 0.065, 30) * 360 - 400000))])
q("repayments on 15k personal loan 12% 3 years", {}, "loan_repayment", figs=[money(pmt(15000, 0.12, 3))])
q("If we borrow $820,000 at 5.95% over 30 years what will the monthly repayment be", AU, "loan_repayment",
  figs=[money(pmt(820000, 0.0595, 30))])

p_, s_, n_ = extra_saving(600000, 0.06, 30, 500)
q("600k at 6% over 30 years, how much interest do I save paying an extra $500 a month?", {},
  "loan_extra_repayment", figs=[whole(s_)])
p_, s_, n_ = extra_saving(350000, 0.0625, 25, 200)
q("if i put an extra 200/month on my 350k loan (6.25%, 25 yrs) how much sooner will it be paid off", {},
  "loan_extra_repayment", figs=[whole(s_)])
p_, s_, n_ = extra_saving(480000, 0.059, 30, 250, 26)
q("Paying an extra $250 a fortnight on a 480k mortgage at 5.9% over 30 years - what does that save?", {},
  "loan_extra_repayment", figs=[whole(s_)])
p_, s_, n_ = extra_saving(280000, 0.07, 30, 1000)
q("whats the benefit of chucking an extra grand a month on a 280k mortgage at 7% 30 year term", {},
  "loan_extra_repayment", figs=[whole(s_)])

n, i = simulate(8000, 0.20, 12, 300)
q("how long to pay off 8k on a credit card at 20% if I pay 300 a month", {}, "loan_payoff_time", has=[span(n)])
n, i = simulate(250000, 0.06, 12, 2500)
q("If I pay $2,500 a month on a 250k balance at 6%, when will it be paid off?", {}, "loan_payoff_time", has=[span(n)])
n, i = simulate(22000, 0.075, 12, 600)
q("car loan balance is 22k at 7.5%, paying 600/mth, how long till its gone", {}, "loan_payoff_time", has=[span(n)])
n, i = simulate(45000, 0.065, 12, 700)
q("how many years to clear 45k student loans at 6.5% paying $700 a month?", US(), "loan_payoff_time", has=[span(n)])

# ---- savings
q("if I put 500 a month away at 6% for 10 years how much will I have", {}, "savings_growth",
  figs=[whole(fv(0, 500, 0.06, 10))])
q("what will 10k grow to in 20 years at 7%?", {}, "savings_growth", figs=[whole(fv(10000, 0, 0.07, 20))])
q("I have 25k saved. If I add 1000 a month at 5% what will I have in 8 years?", {}, "savings_growth",
  {"currentSavings": "25000"}, [whole(fv(25000, 1000, 0.05, 8))])
q("$100 a week for 5 years at 4.5% interest - how much is that?", {}, "savings_growth",
  figs=[whole(fv(0, 100, 0.045, 5, 52))])
q("how much would i have if i invest 300 a month for 30 years", {}, "savings_growth",
  figs=[whole(fv(0, 300, 0.07, 30))])
q("50k lump sum at 8% for 15 years, what's it worth at the end?", {}, "savings_growth",
  figs=[whole(fv(50000, 0, 0.08, 15))])
q("If I put $6,500 a year into a Roth for 25 years at 8% what will it be worth", US("TX"), "savings_growth",
  figs=[whole(fv(0, 6500, 0.08, 25, 1))])
q("how much will 2000 a month get me in 10 yrs", dict(AU, expectedReturnRate="0.06"), "savings_growth",
  figs=[whole(fv(0, 2000, 0.06, 10))])

q("how much do I need to save each month to have 50k in 5 years?", {}, "savings_target",
  figs=[money(need(50000, 0.07, 5))])
q("We want a 120k house deposit in 3 years. How much do we need to save a fortnight?", {}, "savings_target",
  figs=[money(need(120000, 0.07, 3, 26))])
q("how much a month to get to 1 million in 25 years at 8%", {}, "savings_target",
  figs=[money(need(1000000, 0.08, 25))])
q("I've got 10k already, how much per month do I need to reach 40k in 3 years at 4.5%?", {}, "savings_target",
  {"currentSavings": "10000"}, [money(need(40000, 0.045, 3, pv=10000))])
q("saving for a wedding, need 30k in 18 months, how much a week at 4%?", {}, "savings_target",
  figs=[money(need(30000, 0.04, 1.5, 52))])
q("what do i need to put away monthly for a $20,000 car in 2 years at 5%", {}, "savings_target",
  figs=[money(need(20000, 0.05, 2))])
q("how much should I save per month to have $500k in 20 years", US("NY"), "savings_target",
  figs=[money(need(500000, 0.07, 20))])

n = months_to(30000, 800, 0.07)
q("how long to save 30k putting away 800 a month", {}, "savings_time_to_target", has=[span(n)])
n = months_to(100000, 1500, 0.05, pv=20000)
q("I have 20k saved and can put away 1500 a month at 5%. How long until I hit 100k?", {},
  "savings_time_to_target", {"currentSavings": "20000"}, has=[span(n)])
n = months_to(1000000, 2000, 0.08)
q("how many years to reach a million saving 2k a month at 8%", {}, "savings_time_to_target", has=[span(n)])
n = months_to(15000, 400, 0.045)
q("how long will it take me to save 15k for a trip if I save $400/mo at 4.5%", {}, "savings_time_to_target", has=[span(n)])

q("how much do I need to retire on 70k a year?", {}, "nest_egg", figs=[whole(70000 / 0.04)])
q("How big a nest egg for $5,000 a month in retirement?", {}, "nest_egg", figs=[whole(5000 * 12 / 0.04)])
q("what size portfolio do i need to pull 100k a year at a 3.5% withdrawal rate", {}, "nest_egg",
  figs=[whole(100000 / 0.035)])
q("how much super would I need for 55k a year in retirement", dict(AU, retirementWithdrawalRate="0.05"), "nest_egg",
  figs=[whole(55000 / 0.05)])

q("what's $1 million in 30 years worth in today's dollars?", {}, "todays_dollars", figs=[whole(todays(1e6, 30))])
q("if I have 800k in 25 years what's that in today's money at 3% inflation", {}, "todays_dollars",
  figs=[whole(todays(800000, 25, 0.03))])
q("how much is $2m in 2056 worth in todays terms", {}, "todays_dollars", figs=[whole(todays(2e6, 30))])

# ---- bonus / raise / couple / surcharge / states / years / pretax / contribution
x0, x1 = tax(100000), tax(115000)
q("I'm getting a 15k bonus, how much will I actually see after tax?", dict(AU, annualIncome="100000"),
  "bonus_after_tax", figs=[whole(x1["takeHome"] - x0["takeHome"])])
x0, x1 = tax(85000), tax(95000)
q("I'm on 85k and getting a 10k raise, how much more will I take home?", {}, "raise_after_tax",
  {"annualIncome": "85000"}, [whole(x1["takeHome"] - x0["takeHome"])])
x0, x1 = tax(90000, country="us", state="CA"), tax(100000, country="us", state="CA")
q("what's a $10,000 bonus worth after taxes", US("CA", annualIncome="90000"), "bonus_after_tax",
  figs=[whole(x1["takeHome"] - x0["takeHome"])])
x0, x1 = tax(72000, country="us", state="TX"), tax(80000, country="us", state="TX")
q("if i get a raise from 72k to 80k how much extra per year after tax", US("TX"), "raise_after_tax",
  figs=[whole(x1["takeHome"] - x0["takeHome"])])
x0, x1 = tax(130000), tax(130000 * 1.05)
q("5% pay rise on 130k, what's that after tax?", AU, "raise_after_tax", figs=[whole(x1["takeHome"] - x0["takeHome"])])

a, b = tax(90000), tax(60000)
q("me on 90k and my partner on 60k, whats our combined take home", {}, "couple_take_home",
  {"annualIncome": "90000"}, [whole(a["takeHome"] + b["takeHome"])])
a, b = tax(110000), tax(75000)
q("Household take home if one of us earns 110k and the other 75k?", AU, "couple_take_home",
  figs=[whole(a["takeHome"] + b["takeHome"])])
q("combined take home for me and my partner? she makes 95k and I make 120k", US("TX"), "couple_take_home",
  {"annualIncome": "120000"})

x = tax(120000, no_cover=True)
q("I earn 120k and don't have private health, how much is the medicare levy surcharge costing me?", {},
  "surcharge_cost", {"annualIncome": "120000", "privateHospitalCover": "false"},
  [whole(bd(x, "Medicare levy surcharge"))])
x = tax(105000, no_cover=True)
q("would i pay the medicare levy surcharge on 105k without hospital cover", {}, "surcharge_cost",
  figs=[whole(bd(x, "Medicare levy surcharge"))])
x = tax(160000, no_cover=True)
q("Is it cheaper to get private hospital cover than pay the MLS? I'm on 160k", {}, "surcharge_cost",
  {"annualIncome": "160000"}, [whole(bd(x, "Medicare levy surcharge"))])

a, b = tax(150000, country="us", state="CA"), tax(150000, country="us", state="TX")
q("take home on 150k in California vs Texas?", US(), "compare_states",
  figs=[whole(a["takeHome"]), whole(b["takeHome"]), whole(b["takeHome"] - a["takeHome"])])
a, b = tax(95000, country="us", state="NY"), tax(95000, country="us", state="FL")
q("should I move from NY to florida? how much more would I keep on 95k", US("NY"), "compare_states",
  figs=[whole(a["takeHome"]), whole(b["takeHome"]), whole(b["takeHome"] - a["takeHome"])])
a, b, c = (tax(120000, country="us", state=s) for s in ("OR", "WA", "ID"))
q("compare taxes on 120k in oregon, washington and idaho", US(), "compare_states",
  figs=[whole(a["takeHome"]), whole(b["takeHome"]), whole(c["takeHome"])])
a, b = tax(85000, country="us", state="NC"), tax(85000, country="us", state="SC")
q("North Carolina or South Carolina, which is better for tax? I make 85k", US(), "compare_states",
  {"annualIncome": "85000"}, [whole(a["takeHome"]), whole(b["takeHome"])])

a, b = tax(100000, year="2025-26"), tax(100000, year="2026-27")
q("how does my tax this year compare to last year?", dict(AU, annualIncome="100000"), "compare_years",
  figs=[whole(a["takeHome"]), whole(b["takeHome"])], has=["2025-26", "2026-27"])
a, b = tax(70000, year="2024-25"), tax(70000, year="2026-27")
q("how much less tax will I pay on 70k in 2026-27 compared to 2024-25", {}, "compare_years",
  figs=[whole(a["takeHome"]), whole(b["takeHome"])], has=["2024-25", "2026-27"])
a, b = tax(90000, country="us", state="TX", year="2025"), tax(90000, country="us", state="TX", year="2026")
q("2025 vs 2026 federal tax on 90k?", US("TX"), "compare_years",
  figs=[whole(a["federalTax"]), whole(b["federalTax"])])

a, b = tax(120000), tax(120000, sacrifice=10000)
q("how much tax would I save salary sacrificing 10k into super?", dict(AU, annualIncome="120000"), "pretax_saving",
  figs=[whole(total_tax(a) - total_tax(b))])
a, b = tax(95000), tax(95000, sacrifice=5000)
q("I'm on 95k - if I salary sacrifice $5000 what's the tax saving", {}, "pretax_saving",
  {"annualIncome": "95000"}, [whole(total_tax(a) - total_tax(b))])
a, b = tax(100000, country="us", state="TX"), tax(100000, country="us", state="TX", pretax=10000)
q("how much tax do I save putting 10k pre tax in my 401k", US("TX", annualIncome="100000"), "pretax_saving",
  figs=[whole(total_tax(a) - total_tax(b))])
a = tax(140000)
b5, b10 = tax(140000, sacrifice=5000), tax(140000, sacrifice=10000)
q("salary sacrifice 5k or 10k on 140k, which saves more tax?", AU, "pretax_saving",
  figs=[whole(total_tax(a) - total_tax(b5)), whole(total_tax(a) - total_tax(b10))])
a, b = tax(80000, country="us", state="CA"), tax(80000, country="us", state="CA", pretax=80000 * 0.06)
q("what's the tax benefit of putting 6% of my 80k salary in the 401k", US("CA"), "pretax_saving",
  {"annualIncome": "80000"}, [whole(total_tax(a) - total_tax(b))])

q("how much more will my super be worth at retirement if I add $200 a month?",
  dict(AU, age="35", annualIncome="90000", superBalance="60000"), "contribution_what_if")
q("what happens to my 401k balance if I bump contributions by 5k a year",
  US("TX", age="40", annualIncome="110000", superBalance="150000"), "contribution_what_if")
q("If I put an extra 10k a year into super from now til 67 what difference does it make",
  dict(AU, age="50", superBalance="250000", annualIncome="130000"), "contribution_what_if")

# ---- retirement
q("am I on track to retire at 60?", dict(AU, age="42", annualIncome="115000", superBalance="210000"), "retirement")
q("can I afford to retire at 62", US("AZ", age="55", superBalance="720000", annualIncome="140000",
  retirementSpending="6000"), "retirement")
q("how long will 900k last in retirement if I spend 60k a year", {}, "retirement")
q("retire at 60 or 65, whats the difference for me?", dict(AU, age="48", superBalance="320000",
  annualIncome="125000"), "retirement")

# ---- limits
q("whats the 401k limit for 2026", US(), "limit:401k_limit", figs=["$24,500"])
q("401k contribution limit 2025?", US(), "limit:401k_limit", figs=["$23,500"])
q("how much can I put in an IRA this year", US("CA"), "limit:ira_limit", figs=["$7,500"])
q("Roth IRA max contribution 2025", US(), "limit:ira_limit", figs=["$7,000"])
q("hsa limit for self only coverage 2026?", US(), "limit:hsa_limit", figs=["$4,400"])
q("what's the family HSA contribution limit for 2025", US(), "limit:hsa_limit", figs=["$8,550"])
q("standard deduction 2026 single?", US(), "limit:standard_deduction", figs=["$16,100"])
q("what's the standard deduction for married filing jointly this year", US(), "limit:standard_deduction",
  figs=["$32,200"])
q("how much is the child tax credit", US(), "limit:child_tax_credit", figs=["$2,200"])
q("what's the social security wage base for 2026", US(), "limit:social_security_wage_base", figs=["$184,500"])
q("at what income do you stop paying social security tax?", US(), "limit:social_security_wage_base",
  figs=["$184,500"])
q("what are the FICA rates?", US(), "limit:fica", has=["6.2%", "1.45%"])
q("what's the tax free threshold", AU, "limit:tax_free_threshold", figs=["$18,200"])
q("how much can i earn before paying tax in australia", {}, "limit:tax_free_threshold", figs=["$18,200"])
q("what is the medicare levy rate", AU, "limit:medicare_levy", has=["2%"])
q("medicare levy surcharge thresholds for singles?", AU, "limit:surcharge_thresholds")
q("what's the concessional contributions cap", AU, "limit:concessional_cap")
q("concessional cap for 2025-26?", AU, "limit:concessional_cap", figs=["$30,000"])
q("how much can I put into super after tax? non concessional cap", AU, "limit:non_concessional_cap")
q("non-concessional cap 2025-26", AU, "limit:non_concessional_cap", figs=["$120,000"])
q("whats the super guarantee rate now", AU, "limit:super_guarantee_rate", has=["12%"])
q("What are the tax brackets for 2026-27?", AU, "limit:tax_brackets", has=["15%", "30%", "37%", "45%"])
q("what's my marginal tax rate on 85k", AU, "limit:tax_brackets", has=["30%"])
q("what tax bracket am I in if I make 85k", US("TX"), "limit:tax_brackets", has=["22%"])
q("whats the top tax rate in australia and where does it kick in", {}, "limit:tax_brackets", has=["45%"])
q("what's the state income tax rate in Illinois?", US(), "limit:tax_brackets", has=["4.95%"])
q("federal tax brackets 2026 single filer", US(), "limit:tax_brackets", has=["10%", "12%", "22%", "24%", "32%", "35%", "37%"])
q("how much is the age pension for a single person", AU, "limit:age_pension_rate")
q("whats the age pension for a couple per fortnight", {}, "limit:age_pension_rate")
q("HECS repayment thresholds 2025-26?", AU, "limit:help_repayment_thresholds", figs=["$67,000"])
q("at what income do I start repaying my HELP debt", dict(AU, helpDebt="18000"), "limit:help_repayment_thresholds")

# ---- explainers
q("wat are franking credits", {}, "explain:franking_credits")
q("can someone explain negative gearing like im 5", {}, "explain:negative_gearing")
q("how does capital gains tax work on shares in australia", {}, "explain:capital_gains_tax")
q("roth or traditional 401k, which is better?", US(), "explain:roth_vs_traditional")
q("what is an IRA", US(), "explain:ira")
q("how does a 401k work?", {}, "explain:401k")
q("what's an HSA and is it worth it", US(), "explain:hsa")
q("when should I claim social security, 62 or 70?", US(), "explain:social_security_ages")
q("what does medicare cover when I turn 65", US(), "explain:us_medicare")
q("how does super work?? just started my first job", {}, "explain:super")
q("what happens with my HECS debt, does it grow with inflation?", AU, "explain:help_debt")
q("who is eligible for the age pension", AU, "explain:age_pension")
q("what first home buyer schemes are there", AU, "explain:first_home_schemes")
q("offset account vs redraw - what's the diff?", {}, "explain:offset_vs_redraw")
q("are index funds a good idea, and how much do fees matter", {}, "explain:index_funds_and_fees")
q("do i really need life insurence", {}, "explain:life_insurance")
q("is it better to put extra money on the mortgage or into super?", AU, "explain:extra_repayments_vs_super")
q("how much should I have saved by 30", {}, "explain:savings_by_age")
q("what's a normal amount of savings for someone my age", dict(US("TX"), age="40"), "explain:savings_by_age")

# ---- own figures
p = dict(AU, currentSavings="22000", propertyValue="850000", superBalance="140000",
         investmentAccounts="15000", mortgageBalance="520000", debts="8000")
q("what's my net worth?", p, "net_worth", figs=[whole(22000 + 850000 + 140000 + 15000 - 520000 - 8000)])
p = US("CA", currentSavings="12000", superBalance="85000", debts="24000")
q("whats my net worth", p, "net_worth", figs=[whole(12000 + 85000 - 24000)])
p = dict(AU, currentSavings="9000", superBalance="30000", helpDebt="35000", debts="4000")
q("so what am i actually worth", p, "net_worth", figs=[whole(9000 + 30000 - 4000)])
q("I've got 40k in savings, 95k in super and owe 6k on a car loan, what's my net worth?", AU, "net_worth",
  {"currentSavings": "40000", "superBalance": "95000", "debts": "6000"}, [whole(40000 + 95000 - 6000)])
q("how much equity do I have in my house", dict(AU, propertyValue="920000", mortgageBalance="410000"), "equity",
  figs=[whole(920000 - 410000)])
q("our place is worth about 1.2 million and we owe 640k, how much equity is that?", AU, "equity",
  {"propertyValue": "1200000", "mortgageBalance": "640000"}, [whole(1200000 - 640000)])
x = tax(90000)
mt = x["takeHome"] / 12
q("how much am i saving each month", dict(AU, annualIncome="90000", monthlyExpenses="4200"), "savings_rate",
  figs=[money(r2(mt - 4200))])
q("I take home 6,200 a month and spend about 4,500. What's my savings rate?", dict(AU, annualIncome="95000"),
  "savings_rate", {"monthlyExpenses": "4500"}, [money(1700)])
x = tax(75000, country="us", state="TX")
mt = x["takeHomePerPeriod"]["monthly"]
q("how much am I saving a year?", US("TX", annualIncome="75000", monthlyExpenses="3900"), "savings_rate",
  figs=[whole(x["takeHome"] - 3900 * 12)])
q("how much super should my employer be putting in? I'm on 100k", AU, "employer_contributions",
  {"annualIncome": "100000"}, [whole(12000)])
q("whats my super guarantee", dict(AU, annualIncome="87500"), "employer_contributions", figs=[whole(87500 * 0.12)])
q("how much is my employer's 401k match worth", US("NJ", annualIncome="120000", employerMatch="0.05"),
  "employer_contributions", figs=[whole(6000)])
q("my employer matches 4% and I make 65k, how much free money is that a year?", US("MI"), "employer_contributions",
  {"employerMatch": "0.04", "annualIncome": "65000"}, [whole(2600)])
q("how many months would my emergency fund cover",
  dict(AU, emergencyFund="18000", emergencyFundCurrent="18000", monthlyExpenses="4500"), "emergency_cover",
  has=["4 months"])
q("I have 10k in my emergency fund and spend 2,500 a month, how long would that last?", {}, "emergency_cover",
  {"emergencyFund": "10000", "emergencyFundCurrent": "10000", "monthlyExpenses": "2500"}, has=["4 months"])
q("whats my debt to income ratio", dict(AU, annualIncome="120000", mortgageBalance="480000", debts="15000"),
  "debt_to_income", figs=[whole(495000)])
q("debt to income?", US("OH", annualIncome="80000", debts="32000"), "debt_to_income", figs=[whole(32000)])
q("how many years until I can retire", dict(AU, age="38"), "years_to_retirement", has=["27 years"])
q("I'm 52 and planning to retire at 60 - how many years to go?", {}, "years_to_retirement",
  {"age": "52", "retirementAge": "60"}, has=["8 years"])
q("how long til i retire", US("FL", age="29", retirementAge="55"), "years_to_retirement", has=["26 years"])

# ---- facts
q("I'm 34", {}, "facts", {"age": "34"})
q("I earn 85k", {}, "facts", {"annualIncome": "85000"})
q("we owe 550k on the mortgage", AU, "facts", {"mortgageBalance": "550000"})
q("I've got about 25k HECS", {}, "facts", {"helpDebt": "25000"})
q("married, 2 kids", {}, "facts", {"maritalStatus": "married", "dependents": "2"})
q("rent is $450 a week", AU, "facts", {"rentOrMortgage": canon(450 * 52 / 12)})
q("I live in Austin TX and make $98k", US(), "facts", {"state": "TX", "annualIncome": "98000"})
q("we spend around $900 a week all up", AU, "facts", {"monthlyExpenses": canon(900 * 52 / 12)})
q("my super balance is 142,500", AU, "facts", {"superBalance": "142500"})
q("I have about 18k in an emergency fund", {}, "facts", {"emergencyFund": "18000", "emergencyFundCurrent": "18000"})
q("just turned 41, single, no kids", {}, "facts", {"age": "41", "maritalStatus": "single", "dependents": "0"})
q("I don't have private health insurance", AU, "facts", {"privateHospitalCover": "false"})
q("I'm on 72k, my partner's on about 60k", AU, "facts", {"annualIncome": "72000"})
q("I get paid $3,200 a fortnight before tax", AU, "facts", {"annualIncome": canon(3200 * 26)})
q("Our house is worth about 750k", AU, "facts", {"propertyValue": "750000"})
q("I have 2 cars and about 12k on credit cards", {}, "facts", {"numberOfCars": "2", "debts": "12000"})
q("I want to have $50k saved by 2030", {}, "*", {})
q("I'm in the US, Texas actually", {}, "facts", {"country": "us", "state": "TX"})
q("I've got 310k in my 401k and about 40k in a brokerage account", US("WA"), "facts",
  {"superBalance": "310000", "investmentAccounts": "40000"})
q("I'm planning to retire at 60", AU, "facts", {"retirementAge": "60"})

# ---- general / topics / chat
q("how big should my emergency fund be", {}, "emergency_fund")
q("how much should i keep in savings for emergencies", {}, "emergency_fund")
q("any tips for sticking to a budget?", {}, "budget")
q("how do I make a budget when my income changes every month", {}, "budget")
q("what's the best way to pay off my debts", {}, "debt")
q("should i pay off my credit card or student loans first", US(), "debt")
q("tips for buying my first home?", {}, "home_buying")
q("how much house can i afford", US(), "home_buying")
q("what is salary sacrifice and is it worth it", AU, "salary_sacrifice")
q("should I contribute to my 401k or an IRA first", US(), "retirement_accounts")
q("what retirement accounts should i be using", US(), "retirement_accounts")
q("should I lease or buy my next car?", {}, "topic:lease-vs-buy-car")
q("is it worth setting up a family trust", AU, "topic:family-trust-setup")
q("investment property vs shares, which is better long term", AU, "topic:investment-property-vs-shares")
q("should I consolidate my credit cards and car loan into one loan", {}, "topic:debt-consolidation")
q("what are the most tax effective ways to invest in australia", {}, "topic:tax-effective-investing")
q("how do concessional super contributions work", AU, "topic:concessional-super-contributions")
q("what are some good salary sacrifice strategies", AU, "topic:salary-sacrifice-strategies")
q("hi", {}, "greeting")
q("G'day Penny", {}, "greeting")
q("thanks heaps!", {}, "thanks")
q("cheers, that helps", {}, "thanks")
q("what can you help me with?", {}, "help")
q("what do you know about me", dict(AU, age="33", annualIncome="92000"), "profile_summary")
q("what info have you got saved on me", US("CO", annualIncome="105000"), "profile_summary")
q("should I buy bitcoin", {}, "unknown")
q("what's the weather in sydney tomorrow", {}, "unknown")

# ---- compound (two separate questions)
x = tax(90000)
n = months_to(40000, 1000, 0.07)
q("what's the tax on 90k, and how long would it take to save 40k at 1k a month?", {},
  "tax+savings_time_to_target", figs=[whole(x["takeHome"])], has=[span(n)])
q("What's the IRA limit this year? Also what's the 401k limit?", US(), "limit:ira_limit+limit:401k_limit",
  figs=["$7,500", "$24,500"])
q("how much would repayments be on 400k at 6% over 30 years and what's negative gearing?", AU,
  "loan_repayment+explain:negative_gearing", figs=[money(pmt(400000, 0.06, 30))])
q("what's the super guarantee rate and what's the concessional cap for 2025-26?", AU,
  "limit:super_guarantee_rate+limit:concessional_cap", figs=["$30,000"], has=["12%"])

# ================================================================ CONVERSATIONS
conv(AU,
     t("what are the repayments on a 600k loan at 6.2% over 30 years", "loan_repayment",
       figs=[money(pmt(600000, 0.062, 30))]),
     t("what about over 25 years?", "loan_repayment", figs=[money(pmt(600000, 0.062, 25))]),
     t("and fortnightly?", "loan_repayment", figs=[money(pmt(600000, 0.062, 25, 26))]))
conv({},
     t("tax on 85k?", "tax", figs=au_tax_figs(85000)),
     t("and 95k?", "tax", figs=au_tax_figs(95000)))
conv(dict(AU, annualIncome="80000"),
     t("if I earned 120k what would I take home?", "tax", figs=[whole(tax(120000)["takeHome"])]),
     t("and in Victoria?", "tax", figs=[whole(tax(120000)["takeHome"])]),
     t("I actually earn 95k", "facts", {"annualIncome": "95000"}, [whole(tax(95000)["takeHome"])]))
conv(US("CA"),
     t("what's the difference between a roth and a traditional IRA", "explain:roth_vs_traditional"),
     t("how much can I put in one this year?", "limit:ira_limit", figs=["$7,500"]))
conv(dict(AU, emergencyFund="20000", emergencyFundCurrent="20000"),
     t("how many months would my emergency fund last me?", "emergency_cover"),
     t("around 4k a month", "emergency_cover", {"monthlyExpenses": "4000"}, has=["5 months"]))
p = dict(AU, currentSavings="30000", propertyValue="780000", superBalance="120000", mortgageBalance="450000")
conv(p,
     t("what's my net worth", "net_worth", figs=[whole(30000 + 780000 + 120000 - 450000)]),
     t("sorry the mortgage is actually 420k now", "facts", {"mortgageBalance": "420000"},
       [whole(30000 + 780000 + 120000 - 420000)]))
conv({},
     t("how much do I need to save a month to get an 80k deposit in 4 years?", "savings_target",
       figs=[money(need(80000, 0.07, 4))]),
     t("what if I already had 20k of it?", "savings_target", figs=[money(need(80000, 0.07, 4, pv=20000))]))
conv(AU,
     t("how much super should my employer be paying me?", "employer_contributions"),
     t("I'm on 92k", "employer_contributions", {"annualIncome": "92000"}, [whole(92000 * 0.12)]))
conv(US("TX", annualIncome="85000"),
     t("how much is my 401k match worth?", "employer_contributions"),
     t("they match 4%", "employer_contributions", {"employerMatch": "0.04"}, [whole(3400)]))
a, b = tax(150000, country="us", state="CA"), tax(150000, country="us", state="TX")
a2, b2 = tax(200000, country="us", state="CA"), tax(200000, country="us", state="TX")
conv(US(),
     t("take home on 150k in California vs Texas", "compare_states",
       figs=[whole(a["takeHome"]), whole(b["takeHome"])]),
     t("same but 200k", "compare_states", figs=[whole(a2["takeHome"]), whole(b2["takeHome"])]))
conv({},
     t("if I save 500 a month at 6% for 10 years how much will I have?", "savings_growth",
       figs=[whole(fv(0, 500, 0.06, 10))]),
     t("and at 8%?", "savings_growth", figs=[whole(fv(0, 500, 0.08, 10))]),
     t("what if I add $200 a month", "savings_growth", figs=[whole(fv(0, 700, 0.08, 10))]))
x0, x1, x2 = tax(100000), tax(115000), tax(120000)
conv(dict(AU, annualIncome="100000"),
     t("getting a 15k bonus next month, how much do I actually get after tax?", "bonus_after_tax",
       figs=[whole(x1["takeHome"] - x0["takeHome"])]),
     t("oh wait it's 20k not 15k", "bonus_after_tax", figs=[whole(x2["takeHome"] - x0["takeHome"])]))
conv(US(),
     t("what's an HSA?", "explain:hsa"),
     t("what's the limit for 2026?", "limit:hsa_limit", figs=["$4,400"]))
conv(dict(AU, annualIncome="80000"),
     t("whats the super guarantee rate?", "limit:super_guarantee_rate", has=["12%"]),
     t("so how much is that on my salary", "employer_contributions", figs=[whole(9600)]))
_, s1, _ = extra_saving(600000, 0.06, 30, 500)
_, s2, _ = extra_saving(600000, 0.06, 30, 1000)
conv({},
     t("600k at 6% over 30 years, what do I save by paying an extra 500 a month?", "loan_extra_repayment",
       figs=[whole(s1)]),
     t("what about an extra 1000?", "loan_extra_repayment", figs=[whole(s2)]))
n1, _ = simulate(8000, 0.2, 12, 300)
n2, _ = simulate(8000, 0.2, 12, 500)
conv({},
     t("how long to pay off 8k credit card debt at 20% paying 300 a month?", "loan_payoff_time", has=[span(n1)]),
     t("what if I pay 500?", "loan_payoff_time", has=[span(n2)]))
conv({},
     t("how much do I need to retire on 70k a year", "nest_egg", figs=[whole(70000 / 0.04)]),
     t("what about with a 3.5% withdrawal rate?", "nest_egg", figs=[whole(70000 / 0.035)]))
conv({},
     t("hey", "greeting"),
     t("what can you do?", "help"),
     t("ok thanks", "thanks"))
a, b = tax(90000), tax(60000)
c_ = tax(75000)
conv(AU,
     t("I'm on 90k and my partner's on 60k, what's our take home together?", "couple_take_home",
       {"annualIncome": "90000"}, [whole(a["takeHome"] + b["takeHome"])]),
     t("what if she goes up to 75k", "couple_take_home", figs=[whole(a["takeHome"] + c_["takeHome"])]))
conv({},
     t("500k loan at 6%, 15 or 30 years?", "loan_repayment",
       figs=[money(pmt(500000, 0.06, 15)), money(pmt(500000, 0.06, 30))]),
     t("what about 20 years", "loan_repayment", figs=[money(pmt(500000, 0.06, 20))]))
conv(dict(AU, age="40"),
     t("how many years till i can retire?", "years_to_retirement", has=["25 years"]),
     t("what if I retire at 60", "years_to_retirement", has=["20 years"]))
conv(dict(AU, mortgageBalance="380000", debts="12000"),
     t("what's my debt to income ratio?", "debt_to_income"),
     t("i earn 105k", "debt_to_income", {"annualIncome": "105000"}, [whole(392000)]))
x = tax(78000)
conv({},
     t("I'm 31, earn 78k and spend about 3,800 a month", "facts",
       {"age": "31", "annualIncome": "78000", "monthlyExpenses": "3800"}),
     t("how much am I saving each month?", "savings_rate", figs=[money(r2(x["takeHome"] / 12 - 3800))]))
a, b = tax(95000, country="us", state="TX"), tax(95000, country="us", state="CA")
conv(US(),
     t("I live in Texas and make 95k", "facts", {"state": "TX", "annualIncome": "95000"}),
     t("how much tax am I paying?", "tax", figs=[whole(a["takeHome"]), whole(a["federalTax"])]),
     t("what if I moved to California?", "tax", figs=[whole(b["takeHome"])]))
a = tax(120000)
b10, b15 = tax(120000, sacrifice=10000), tax(120000, sacrifice=15000)
conv(dict(AU, annualIncome="120000"),
     t("how much tax would I save salary sacrificing 10k?", "pretax_saving",
       figs=[whole(total_tax(a) - total_tax(b10))]),
     t("what about 15k?", "pretax_saving", figs=[whole(total_tax(a) - total_tax(b15))]))
a = tax(100000, country="us", state="TX")
b1, b2 = tax(100000, country="us", state="TX", pretax=10000), tax(100000, country="us", state="TX", pretax=24500)
conv(US("TX", annualIncome="100000"),
     t("how much tax do I save by putting 10k pre-tax into my 401k?", "pretax_saving",
       figs=[whole(total_tax(a) - total_tax(b1))]),
     t("and if I max it out?", "pretax_saving", figs=[whole(total_tax(a) - total_tax(b2))]))
x1, x2 = tax(110000, no_cover=True), tax(140000, no_cover=True)
conv(dict(AU, annualIncome="110000", privateHospitalCover="false"),
     t("how much is the medicare levy surcharge costing me?", "surcharge_cost",
       figs=[whole(bd(x1, "Medicare levy surcharge"))]),
     t("and if I was on 140k?", "surcharge_cost", figs=[whole(bd(x2, "Medicare levy surcharge"))]))
conv({},
     t("what will 1 million be worth in 30 years in today's dollars?", "todays_dollars",
       figs=[whole(todays(1e6, 30))]),
     t("at 3% inflation?", "todays_dollars", figs=[whole(todays(1e6, 30, 0.03))]))
a, b = tax(100000, year="2025-26"), tax(100000, year="2026-27")
a2, b2 = tax(130000, year="2025-26"), tax(130000, year="2026-27")
conv(dict(AU, annualIncome="100000"),
     t("how does my tax this year compare with last year?", "compare_years",
       figs=[whole(a["takeHome"]), whole(b["takeHome"])]),
     t("and at 130k?", "compare_years", figs=[whole(a2["takeHome"]), whole(b2["takeHome"])]))
conv({},
     t("how much do i need to save each month to have 50k in 5 years", "savings_target",
       figs=[money(need(50000, 0.07, 5))]),
     t("actually make it 3 years", "savings_target", figs=[money(need(50000, 0.07, 3))]))
x = tax(120000)
conv({},
     t("if I earned 120k what would I take home?", "tax", figs=[whole(x["takeHome"])]),
     t("per fortnight?", "tax", figs=[money(x["takeHomePerPeriod"]["fortnightly"])]))
n1, n2 = months_to(30000, 800, 0.07), months_to(30000, 1500, 0.07)
conv({},
     t("how long to save 30k if I put away 800 a month", "savings_time_to_target", has=[span(n1)]),
     t("what if i do 1500?", "savings_time_to_target", has=[span(n2)]))
conv(US(),
     t("401k limit this year?", "limit:401k_limit", figs=["$24,500"]),
     t("and what's the catch-up if you're over 50?", "limit:401k_limit", figs=["$8,000"]))
conv(dict(AU, propertyValue="900000", mortgageBalance="430000"),
     t("what's my equity", "equity", figs=[whole(470000)]),
     t("we just paid it down to 380k", "facts", {"mortgageBalance": "380000"}, [whole(520000)]))
conv(dict(AU, age="47", annualIncome="125000", superBalance="290000"),
     t("can I retire at 60?", "retirement"),
     t("what about 65?", "retirement"))
conv(AU,
     t("what's negative gearing", "explain:negative_gearing"),
     t("and how does CGT work when I sell the property?", "explain:capital_gains_tax"))
conv(dict(AU, monthlyExpenses="3000"),
     t("how long would my emergency fund last if I lost my job", "emergency_cover"),
     t("I've got 15k put aside", "emergency_cover", {"emergencyFund": "15000", "emergencyFundCurrent": "15000"},
       has=["5 months"]))
conv(AU,
     t("interest only repayments on 700k at 6.1%?", "loan_repayment", figs=[money(r2(700000 * 0.061 / 12))]),
     t("and principal and interest over 30 years?", "loan_repayment", figs=[money(pmt(700000, 0.061, 30))]))
conv(AU,
     t("my partner earns 60k, what's his take home?", "tax", figs=[whole(tax(60000)["takeHome"])]),
     t("and mine? I'm on 85k", "tax", {"annualIncome": "85000"}, [whole(tax(85000)["takeHome"])]))
conv(US(),
     t("What's the standard deduction?", "limit:standard_deduction", figs=["$16,100"]),
     t("for married couples?", "limit:standard_deduction", figs=["$32,200"]))
conv(AU,
     t("what are the tax brackets", "limit:tax_brackets", has=["30%", "37%"]),
     t("what were they last year?", "limit:tax_brackets", has=["2025-26", "16%"]))
conv(dict(AU, age="35", superBalance="80000", annualIncome="95000"),
     t("how much more would my super be worth at 67 if I add 200 a month?", "contribution_what_if"),
     t("and 400?", "contribution_what_if"))
conv(AU,
     t("I'm 45 with 180k in super, on 110k", "facts", {"age": "45", "superBalance": "180000", "annualIncome": "110000"}),
     t("am I on track to retire at 65?", "retirement"))
conv(dict(AU, annualIncome="95000"),
     t("I take home 6,200 a month and spend 4,500, how much am I saving?", "savings_rate",
       {"monthlyExpenses": "4500"}, [money(1700)]),
     t("what if I cut my spending to 4k", "savings_rate", figs=[money(2200)]))
conv(dict(AU, annualIncome="80000", mortgageBalance="300000"),
     t("I've got 12k on credit cards and a 20k car loan", "facts", {"debts": "32000"}),
     t("whats my debt to income", "debt_to_income", figs=[whole(332000)]))
conv(dict(AU, age="29", annualIncome="70000", state="QLD"),
     t("hey penny", "greeting"),
     t("what do you know about me?", "profile_summary"))
conv({},
     t("how big a nest egg do I need for 6k a month in retirement?", "nest_egg", figs=[whole(72000 / 0.04)]),
     t("what about 8k a month", "nest_egg", figs=[whole(96000 / 0.04)]))
conv({},
     t("repayments on a 650k loan at 5.99% over 30 years?", "loan_repayment", figs=[money(pmt(650000, 0.0599, 30))]),
     t("same but $500k", "loan_repayment", figs=[money(pmt(500000, 0.0599, 30))]),
     t("I meant 5.5%, not 5.99%", "loan_repayment", figs=[money(pmt(500000, 0.055, 30))]))
conv(US(),
     t("whats the ira contribution limit", "limit:ira_limit", figs=["$7,500"]),
     t("and for 2025?", "limit:ira_limit", figs=["$7,000"]))
conv(AU,
     t("what first home buyer schemes are there?", "explain:first_home_schemes"),
     t("how much would I need to save each month for a 60k deposit in 2 years?", "savings_target",
       figs=[money(need(60000, 0.07, 2))]))
conv(AU,
     t("fortnightly repayments on 450k at 6.3% over 30 years", "loan_repayment",
       figs=[money(pmt(450000, 0.063, 30, 26))]),
     t("weekly instead", "loan_repayment", figs=[money(pmt(450000, 0.063, 30, 52))]))
conv(AU,
     t("how much does the age pension pay?", "limit:age_pension_rate"),
     t("who actually qualifies for it?", "explain:age_pension"))
x = tax(90000)
conv({},
     t("how much tax do I pay? I'm on 90k", "tax", {"annualIncome": "90000"}, au_tax_figs(90000)),
     t("sorry, 95k", "facts", {"annualIncome": "95000"}, [whole(tax(95000)["takeHome"])]))
x = tax(85000)
mt = x["takeHome"] / 12
conv(dict(AU, annualIncome="85000", monthlyExpenses="3800"),
     t("how much am i saving a month", "savings_rate", figs=[money(r2(mt - 3800))]),
     t("my expenses are actually more like 4,200", "facts", {"monthlyExpenses": "4200"},
       [money(r2(mt - 4200))]))
conv(US("NV"),
     t("what's a 401k?", "explain:401k"),
     t("how much can I put in it this year?", "limit:401k_limit", figs=["$24,500"]))
conv(US("FL"),
     t("how much house can I afford?", "home_buying"),
     t("what would the monthly payment be on 400k at 6.5% for 30 years", "loan_repayment",
       figs=[money(pmt(400000, 0.065, 30))]),
     t("and 15 years?", "loan_repayment", figs=[money(pmt(400000, 0.065, 15))]))
x0, x1 = tax(85000, country="us", state="GA"), tax(95000, country="us", state="GA")
conv(US("GA"),
     t("I make 85k, if I get a 10k raise how much more do I take home?", "raise_after_tax",
       {"annualIncome": "85000"}, [whole(x1["takeHome"] - x0["takeHome"])]),
     t("thanks!", "thanks"))
conv(AU,
     t("should I pay extra off the mortgage or put it in super?", "explain:extra_repayments_vs_super"),
     t("what's the concessional cap for 2025-26?", "limit:concessional_cap", figs=["$30,000"]))
g1 = fv(50000, 0, 0.07, 20)
conv({},
     t("what will 50k grow to in 20 years", "savings_growth", figs=[whole(g1)]),
     t("and in today's dollars?", "todays_dollars", figs=[whole(todays(r2(g1), 20))]))
conv(US("TX", age="45"),
     t("how much should I have saved for retirement by now?", "explain:savings_by_age"),
     t("I've got 210k in my 401k", "facts", {"superBalance": "210000"}))
n1 = months_to(100000, 2000, 0.07, pv=15000)
conv({},
     t("I have 15k saved, how long to hit 100k if I save 2k a month?", "savings_time_to_target",
       {"currentSavings": "15000"}, has=[span(n1)]),
     t("what about 3k a month", "savings_time_to_target", has=[span(months_to(100000, 3000, 0.07, pv=15000))]))
a = tax(180000, country="us", state="NY")
b = tax(180000, country="us", state="NJ")
conv(US("NY"),
     t("I'm on 180k in NY, would I pay less tax over in New Jersey?", "compare_states",
       {"annualIncome": "180000"}, [whole(a["takeHome"]), whole(b["takeHome"])]),
     t("ok what about Florida", "compare_states",
       figs=[whole(tax(180000, country="us", state="FL")["takeHome"])]))

# ----------------------------------------------------------------- write
with open(os.path.join(HERE, "questions.jsonl"), "w", encoding="utf-8") as f:
    for row in Q:
        f.write(json.dumps(row, ensure_ascii=False) + "\n")
with open(os.path.join(HERE, "conversations.jsonl"), "w", encoding="utf-8") as f:
    for row in C:
        f.write(json.dumps(row, ensure_ascii=False) + "\n")
print("questions:", len(Q), "conversations:", len(C))
