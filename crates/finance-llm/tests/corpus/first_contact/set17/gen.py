#!/usr/bin/env python3
"""Generate questions.jsonl and conversations.jsonl for Penny's chat advisor.

All figures are computed here from the conventions in BRIEF.md.  Tax figures come
from the Penny tax engine's command line (bin/penny tax), never from the advisor.
"""
import json, math, os, subprocess
from decimal import Decimal, ROUND_HALF_UP, ROUND_CEILING

HERE = os.path.dirname(os.path.abspath(__file__))
PENNY = os.path.join(HERE, "bin", "penny")

# ---------------------------------------------------------------- helpers
_cache = {}


def engine(income, country="australia", state=None, year=None, marital=None, dependents=None,
           age=None, help_debt=None, no_cover=False, household=None, sacrifice=None, pretax=None,
           filing=None):
    args = [PENNY, "tax", "--country", country, "--income", str(income)]
    if state: args += ["--state", state]
    if year: args += ["--tax-year", year]
    if marital: args += ["--marital-status", marital]
    if dependents is not None: args += ["--dependents", str(dependents)]
    if age is not None: args += ["--age", str(age)]
    if help_debt: args += ["--help-debt", str(help_debt)]
    if no_cover: args += ["--no-private-hospital-cover"]
    if household: args += ["--household-income", str(household)]
    if sacrifice: args += ["--salary-sacrifice", str(sacrifice)]
    if pretax: args += ["--pre-tax-retirement", str(pretax)]
    if filing: args += ["--filing-status", filing]
    key = tuple(args)
    if key not in _cache:
        out = subprocess.run(args, capture_output=True, text=True, check=True).stdout
        _cache[key] = json.loads(out)
    return _cache[key]


def engine_p(profile, income=None, **kw):
    """Tax engine run for a saved profile (optionally on a different income)."""
    p = profile
    a = dict(country=p.get("country", "australia"))
    if p.get("state"): a["state"] = p["state"]
    if p.get("maritalStatus"): a["marital"] = p["maritalStatus"]
    if p.get("dependents"): a["dependents"] = p["dependents"]
    if p.get("age"): a["age"] = p["age"]
    if p.get("helpDebt"): a["help_debt"] = p["helpDebt"]
    if p.get("privateHospitalCover") == "false": a["no_cover"] = True
    if p.get("householdIncome"): a["household"] = p["householdIncome"]
    a.update(kw)
    return engine(income if income is not None else p["annualIncome"], **a)


def th(income, **kw):
    return engine(income, **kw)["takeHome"]


def D(x):
    return Decimal(str(x))


def cents(x):
    return D(x).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def money(x, dp=0):
    """$N,NNN or $N,NNN.NN.  dp=0 forces whole dollars, dp=2 forces cents."""
    x = D(x)
    if dp == 0 or (dp is None and x == x.to_integral_value()):
        if abs((x - x.to_integral_value(rounding="ROUND_FLOOR")) - Decimal("0.5")) < Decimal("0.005"):
            print("WARNING: half-dollar figure", x)
        v = x.quantize(Decimal("1"), rounding=ROUND_HALF_UP)
        return "${:,}".format(int(v))
    v = x.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    return "${:,.2f}".format(v)


def pmt(P, rate, years, per=12):
    r = rate / per
    n = round(years * per)
    return cents(P * r / (1 - (1 + r) ** -n))


def io_pmt(P, rate, per=12):
    return cents(D(P) * D(rate) / per)


def total_interest(P, rate, years, per=12):
    return pmt(P, rate, years, per) * round(years * per) - D(P)


def simulate(P, rate, per, payment):
    """Period-by-period simulation, interest rounded to the cent; last payment clears the rest.
    Returns (periods, total interest)."""
    bal = D(P)
    r = D(rate) / D(per)
    pay = D(payment)
    n = 0
    tot = D(0)
    while bal > 0:
        n += 1
        i = (bal * r).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
        tot += i
        bal += i
        if bal <= pay:
            bal = D(0)
        else:
            bal -= pay
        if n > 10000:
            raise ValueError("never paid off")
    return n, tot


def extra_saving(P, rate, years, extra, per=12):
    base = pmt(P, rate, years, per)
    n0, i0 = simulate(P, rate, per, base)
    n1, i1 = simulate(P, rate, per, base + D(extra))
    return i0 - i1, n0 - n1


def fv(pv, contrib, rate, years, per=12):
    r = rate / per
    n = round(years * per)
    g = (1 + r) ** n
    return pv * g + (contrib * (g - 1) / r if contrib else 0)


def needed(target, rate, years, per=12, pv=0):
    r = rate / per
    n = round(years * per)
    g = (1 + r) ** n
    c = (target - pv * g) * r / (g - 1)
    return (D(c)).quantize(Decimal("0.01"), rounding=ROUND_CEILING)


def months_to_target(target, contrib, rate, pv=0, per=12):
    r = rate / per
    bal = pv
    n = 0
    while bal < target:
        bal = bal * (1 + r) + contrib
        n += 1
    return n


def todays(amount, years, infl=0.025):
    return amount / (1 + infl) ** years


def weekly_to_month(x):
    return cents(D(x) * 52 / 12)


def s(x):
    """canonical decimal string for a profile write"""
    x = D(x)
    if x == x.to_integral_value():
        return str(int(x))
    return str(x.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def efund(x):
    return {"emergencyFund": s(x), "emergencyFundCurrent": s(x)}


def monthly_take(t):
    return cents(D(t["takeHome"]) / 12)


# ---------------------------------------------------------------- questions
Q = []


def q(m, intent, p=None, ch=None, figs=None, has=None):
    Q.append({"m": m, "p": p or {}, "intent": intent, "ch": ch or {}, "figs": figs or [], "has": has or []})


US = {"country": "us"}

# ---- tax: incomes in the question (nothing saved)
q("how much tax do i pay on 85k", "tax", figs=[money(th(85000))])
q("whats the take home on $120,000 a year", "tax", figs=[money(th(120000))])
q("Take home pay on 65000?", "tax", figs=[money(th(65000))])
q("if i got a job paying 140k what would i actually take home", "tax", figs=[money(th(140000))])
q("tax on 45k salary australia", "tax", figs=[money(th(45000))])
q("How much tax would someone on $210,000 pay in Australia?", "tax", figs=[money(th(210000))])
q("what's 100k after tax in texas", "tax", figs=[money(th(100000, country="us", state="TX"))])
q("take home on 75000 in california?", "tax", figs=[money(th(75000, country="us", state="CA"))])
q("How much would I take home on $130k in New York", "tax",
  figs=[money(th(130000, country="us", state="NY"))])
q("what's the take-home on 56k in florida", "tax", p=dict(US), figs=[money(th(56000, country="us", state="FL"))])
q("how much tax on 90k for the 2025-26 year", "tax", figs=[money(th(90000, year="2025-26"))], has=["2025-26"])
q("how much is 150k after tax in 2025 in illinois?", "tax",
  figs=[money(th(150000, country="us", state="IL", year="2025"))])

# ---- tax: own income (saved)
q("I earn 85k, what's my take home?", "tax", ch={"annualIncome": "85000"}, figs=[money(th(85000))])
q("im on 72,500 a year how much tax am i paying", "tax", ch={"annualIncome": "72500"},
  figs=[money(th(72500))])
t = engine(95000)
q("I make 95k. whats my fortnightly take home pay?", "tax", ch={"annualIncome": "95000"},
  figs=[money(t["takeHomePerPeriod"]["fortnightly"], 0)])
q("I get paid $1,800 a week before tax, how much tax am I paying a year?", "tax",
  ch={"annualIncome": "93600"}, figs=[money(th(93600))])
q("i earn $35 an hour full time, what do i take home?", "tax", ch={"annualIncome": str(35 * 38 * 52)},
  figs=[money(th(35 * 38 * 52))])
q("I make $28/hr, what's my take home pay", "tax", p={"country": "us", "state": "OH"},
  ch={"annualIncome": str(28 * 40 * 52)}, figs=[money(th(28 * 40 * 52, country="us", state="OH"))])
p = {"country": "us", "state": "GA"}
q("I make 68k in Georgia, how much will I take home?", "tax", p={"country": "us"},
  ch={"annualIncome": "68000", "state": "GA"}, figs=[money(th(68000, country="us", state="GA"))])
p = {"annualIncome": "110000"}
q("whats my take home pay", "tax", p=p, figs=[money(th(110000))])
p = {"annualIncome": "82000", "helpDebt": "31000"}
q("how much do i actualy get paid after tax and hecs?", "tax", p=p,
  figs=[money(engine_p(p)["takeHome"])])
p = {"country": "us", "state": "NC", "annualIncome": "88000", "maritalStatus": "married", "dependents": "2"}
q("how much federal and state tax am I paying", "tax", p=p, figs=[money(engine_p(p)["takeHome"])])
p = {"country": "us", "state": "PA", "annualIncome": "61000"}
q("what's my monthly take-home?", "tax", p=p,
  figs=[money(engine_p(p)["takeHomePerPeriod"]["monthly"], 0)])
q("I'm on 180k and have about 40k HECS left, how much will I take home this year?", "tax",
  ch={"annualIncome": "180000", "helpDebt": "40000"}, figs=[money(th(180000, help_debt=40000))])
q("just got a job offer for 78k in Washington state, what's that after tax", "tax", p=dict(US),
  figs=[money(th(78000, country="us", state="WA"))])
q("tax on $52,000 pls", "tax", figs=[money(th(52000))])

# ---- limits
q("what's the standard deduction for 2026?", "limit:standard_deduction", p=dict(US), figs=["$16,100"])
q("standard deduction married filing jointly this year", "limit:standard_deduction", p=dict(US),
  figs=["$32,200"])
q("how much is the child tax credit", "limit:child_tax_credit", p=dict(US), figs=["$2,200"])
q("whats the social security wage base for 2026", "limit:social_security_wage_base", figs=["$184,500"])
q("what's the FICA rate", "limit:fica", p=dict(US), has=["7.65%"])
q("what's the tax free threshold in australia", "limit:tax_free_threshold", figs=["$18,200"])
q("how much is the medicare levy?", "limit:medicare_levy", has=["2%"])
q("what r the medicare levy surcharge thresholds", "limit:surcharge_thresholds")
q("what are the tax brackets this year", "limit:tax_brackets", has=["2026-27"])
q("what's the top marginal tax rate in australia", "limit:tax_brackets", has=["45%"])
q("what tax bracket is 120k in", "limit:tax_brackets", has=["30%"])
q("whats my marginal tax rate", "limit:tax_brackets", p={"annualIncome": "150000"}, has=["37%"])
q("what federal bracket is 85k in for a single filer?", "limit:tax_brackets", p=dict(US), has=["22%"])
q("what are the income tax brackets in new york state", "limit:tax_brackets", p=dict(US))
q("what was the concessional cap for 2025-26?", "limit:concessional_cap", figs=["$30,000"], has=["2025-26"])
q("how much can i put into super before tax this year", "limit:concessional_cap")
q("non concessional cap 2025-26", "limit:non_concessional_cap", figs=["$120,000"])
q("whats the super gaurantee rate now", "limit:super_guarantee_rate", has=["12%"])
q("401k contribution limit 2026?", "limit:401k_limit", p=dict(US), figs=["$24,500"])
q("how much can I put in my 401k this year", "limit:401k_limit", p={"country": "us", "age": "38"},
  figs=["$24,500"])
q("whats the ira limit for 2026", "limit:ira_limit", p=dict(US), figs=["$7,500"])
q("HSA contribution limit for self only coverage 2026", "limit:hsa_limit", p=dict(US), figs=["$4,400"])
q("how much is the age pension per fortnight", "limit:age_pension_rate")
q("what are the HELP repayment thresholds for 2025-26", "limit:help_repayment_thresholds",
  figs=["$67,000"], has=["2025-26"])
q("what was the 401k limit in 2025", "limit:401k_limit", p=dict(US), figs=["$23,500"])

# ---- explainers
q("how do franking credits work?", "explain:franking_credits")
q("can someone explain negative gearing like im 5", "explain:negative_gearing")
q("do i pay capital gains tax when i sell shares i've had for 2 yrs?", "explain:capital_gains_tax")
q("roth vs traditional 401k, which one should i pick", "explain:roth_vs_traditional", p=dict(US))
q("what is an IRA exactly", "explain:ira", p=dict(US))
q("how does a 401(k) actually work", "explain:401k", p=dict(US))
q("whats an HSA and is it worth it", "explain:hsa", p=dict(US))
q("should I claim social security at 62 or wait till 70?", "explain:social_security_ages", p=dict(US))
q("what does medicare cover in the US and when do I get it", "explain:us_medicare", p=dict(US))
q("how does super work? just moved here from the uk", "explain:super")
q("how does HECS work, do i have to pay it back straight away?", "explain:help_debt")
q("who can get the age pension?", "explain:age_pension")
q("are there any first home buyer schemes i can use", "explain:first_home_schemes")
q("offset account vs redraw, whats the difference", "explain:offset_vs_redraw")
q("are index funds worth it? how much should I be paying in fees", "explain:index_funds_and_fees")
q("do i actually need life insurance", "explain:life_insurance")
q("is it better to pay extra off the mortgage or chuck it into super?", "explain:extra_repayments_vs_super")
q("how much shoud I have saved by 35?", "explain:savings_by_age")
q("what's CGT and how does the 50% discount work", "explain:capital_gains_tax")

# ---- loans
q("repayments on a 600k loan at 6% over 30 years?", "loan_repayment",
  figs=[money(pmt(600000, 0.06, 30), 2)], has=["6%"])
q("what would my monthly repaymnets be on $450,000 at 5.8% for 25 years", "loan_repayment",
  figs=[money(pmt(450000, 0.058, 25), 2)])
q("fortnightly repayments on 520k at 6.1% 30yrs", "loan_repayment",
  figs=[money(pmt(520000, 0.061, 30, 26), 2)])
q("weekly repayment on a 35k car loan at 8.5% over 5 years?", "loan_repayment",
  figs=[money(pmt(35000, 0.085, 5, 52), 2)])
q("interest only repayments on 700k at 6.2%?", "loan_repayment", figs=[money(io_pmt(700000, 0.062), 2)])
q("how much interest will I pay in total on a 400k mortgage at 6.5% over 30 years", "loan_repayment",
  figs=[money(total_interest(400000, 0.065, 30), 0)])
q("morgage payment on 350k at 6.75% 30 year fixed", "loan_repayment", p=dict(US),
  figs=[money(pmt(350000, 0.0675, 30), 2)])
q("15 or 30 years on a 300k loan at 6%, what's the difference in repayments?", "loan_repayment",
  figs=[money(pmt(300000, 0.06, 15), 2), money(pmt(300000, 0.06, 30), 2)])
q("personal loan 15000 at 12% over 3 years monthly repayment?", "loan_repayment",
  figs=[money(pmt(15000, 0.12, 3), 2)])

sv, _ = extra_saving(500000, 0.06, 30, 200)
q("how much would I save paying an extra $200 a month on a 500k loan at 6% over 30 years?",
  "loan_extra_repayment", figs=[money(sv, 0)])
sv, _ = extra_saving(650000, 0.059, 30, 500)
q("if i put an extra 500 a month on my 650k mortgage at 5.9% (30 yr), how much interest do i save",
  "loan_extra_repayment", figs=[money(sv, 0)])
sv, _ = extra_saving(400000, 0.062, 25, 100, per=26)
q("extra 100 a fortnight on a 400k loan at 6.2% over 25 years, how much quicker is it paid off?",
  "loan_extra_repayment", figs=[money(sv, 0)])
sv, _ = extra_saving(300000, 0.065, 30, 1000)
q("what happens if i pay an extra 1k a month on a 300k mortgage at 6.5% 30yrs", "loan_extra_repayment",
  p=dict(US), figs=[money(sv, 0)])

n, it = simulate(12000, 0.21, 12, 500)
q("how long to pay off 12k on my credit card at 21% if i pay 500 a month?", "loan_payoff_time",
  figs=[money(it, 0)])
n, it = simulate(25000, 0.07, 12, 600)
q("how long will it take to pay off a 25k car loan at 7% paying $600 a month", "loan_payoff_time",
  figs=[money(it, 0)])
n, it = simulate(5000, 0.229, 12, 200)
q("if I pay $200/month on a $5,000 card at 22.9%, when will it be paid off?", "loan_payoff_time",
  figs=[money(it, 0)])
q("how long to clear my mortgage paying 3000 a month", "loan_payoff_time", p={"mortgageBalance": "420000"})

# ---- savings growth
q("if I invest 10k at 7% for 20 years how much will I have?", "savings_growth",
  figs=[money(fv(10000, 0, 0.07, 20), 0)])
q("what will $500 a month be worth in 25 years at 8%", "savings_growth",
  figs=[money(fv(0, 500, 0.08, 25), 0)])
q("If I put 200 a week into an index fund for 10 years at 7% what would I end up with", "savings_growth",
  figs=[money(fv(0, 200, 0.07, 10, 52), 0)])
q("i have 20k, if i add 1000 a month at 6% how much will i have in 15 years?", "savings_growth",
  ch={"currentSavings": "20000"}, figs=[money(fv(20000, 1000, 0.06, 15), 0)])
q("how much would 50k grow to in 30 yrs", "savings_growth", figs=[money(fv(50000, 0, 0.07, 30), 0)])
q("what will 300 a month grow to over 40 years", "savings_growth",
  p={"expectedReturnRate": "0.06"}, figs=[money(fv(0, 300, 0.06, 40), 0)])

# ---- savings target
q("how much do i need to save a month to have 100k in 5 years?", "savings_target",
  figs=[money(needed(100000, 0.07, 5), 2)])
q("I want $50k for a house deposit in 3 years, how much a week do I need to put away at 5%?",
  "savings_target", figs=[money(needed(50000, 0.05, 3, 52), 2)])
q("we've got 30k saved and need 120k deposit in 4 years, how much do we need to save each month at 4.5%?",
  "savings_target", ch={"currentSavings": "30000"}, figs=[money(needed(120000, 0.045, 4, pv=30000), 2)])
q("how much should I save monthly to reach 1 million in 30 years", "savings_target",
  figs=[money(needed(1000000, 0.07, 30), 2)])
q("need 20k for a wedding in 2 years at 4%, how much per fortnight?", "savings_target",
  figs=[money(needed(20000, 0.04, 2, 26), 2)])
q("how much do I need to save to have 40k by 2030", "savings_target")

# ---- time to target
q("how long will it take to save 50k if i put away 1500 a month?", "savings_time_to_target")
q("at $800 a month how long until i have a 100k deposit", "savings_time_to_target",
  p={"currentSavings": "15000"})
q("how many years to hit 1 million if i invest 2k a month at 8%", "savings_time_to_target")

# ---- nest egg / today's dollars
q("how much do i need to retire on 60k a year?", "nest_egg", figs=["$1,500,000"])
q("what size nest egg for $80,000 a year in retirement", "nest_egg", figs=["$2,000,000"])
q("how big a nest egg do I need to live on 5k a month in retirement", "nest_egg", figs=["$1,500,000"])
q("how much super do i need to retire on 70k a year using a 3.5% withdrawal rate", "nest_egg",
  figs=[money(70000 / 0.035, 0)])
q("what's 1 million in 30 years worth in today's money", "todays_dollars",
  figs=[money(todays(1000000, 30), 0)])
q("if I have 2 mil in 25 years what's that in today's dollars at 3% inflation", "todays_dollars",
  figs=[money(todays(2000000, 25, 0.03), 0)])
q("500k in 20 years, what is that worth in todays dollars", "todays_dollars",
  figs=[money(todays(500000, 20), 0)])

# ---- bonus / raise
q("I'm on 90k and getting a 10k bonus, how much will I actually get?", "bonus_after_tax",
  ch={"annualIncome": "90000"}, figs=[money(th(100000) - th(90000))])
q("how much of a $5,000 bonus do i keep", "bonus_after_tax", p={"annualIncome": "120000"},
  figs=[money(th(125000) - th(120000))])
p = {"country": "us", "state": "CA", "annualIncome": "105000"}
q("got a 12k bonus, how much is that after tax?", "bonus_after_tax", p=p,
  figs=[money(engine_p(p, 117000)["takeHome"] - engine_p(p)["takeHome"])])
q("if I got a raise from 80k to 95k how much more would I take home?", "raise_after_tax",
  figs=[money(th(95000) - th(80000))])
q("boss offered me a 7k raise, what's that in my pocket", "raise_after_tax", p={"annualIncome": "68000"},
  figs=[money(th(75000) - th(68000))])
p = {"country": "us", "state": "TX", "annualIncome": "72000"}
q("what's a $6,000 raise worth after taxes?", "raise_after_tax", p=p,
  figs=[money(engine_p(p, 78000)["takeHome"] - engine_p(p)["takeHome"])])

# ---- couple
q("what would a couple on 90k and 70k take home together?", "couple_take_home",
  figs=[money(th(90000) + th(70000))])
q("I earn 110k and my partner earns 60k, what's our combined take home?", "couple_take_home",
  ch={"annualIncome": "110000"}, figs=[money(th(110000) + th(60000))])
q("me and my husband both make 75k in ohio, what do we take home combined?", "couple_take_home",
  p=dict(US), ch={"annualIncome": "75000", "state": "OH"})

# ---- surcharge
t1 = th(130000, no_cover=True); t0 = th(130000)
q("I'm on 130k with no private health, how much is the medicare levy surcharge costing me?", "surcharge_cost",
  ch={"annualIncome": "130000", "privateHospitalCover": "false"}, figs=[money(t0 - t1)])
q("is it worth getting hospital cover on 105k to avoid the surcharge", "surcharge_cost",
  figs=[money(th(105000) - th(105000, no_cover=True))])
p = {"annualIncome": "165000", "privateHospitalCover": "false"}
q("how much MLS would I pay without private health?", "surcharge_cost", p=p,
  figs=[money(th(165000) - th(165000, no_cover=True))])

# ---- compare states
q("California or Texas on 150k, how much more would I keep?", "compare_states", p=dict(US),
  figs=[money(th(150000, country="us", state="CA")), money(th(150000, country="us", state="TX"))])
q("compare take home on 90k in new york vs florida", "compare_states", p=dict(US),
  figs=[money(th(90000, country="us", state="NY")), money(th(90000, country="us", state="FL"))])
p = {"country": "us", "state": "IL", "annualIncome": "120000"}
q("thinking of moving from Illinois to Tennessee, how much would I save in tax?", "compare_states", p=p,
  figs=[money(engine_p(p)["takeHome"]), money(engine_p(p, state="TN")["takeHome"])])
q("oregon vs washington vs idaho for 88k salary", "compare_states", p=dict(US),
  figs=[money(th(88000, country="us", state=s_)) for s_ in ("OR", "WA", "ID")])

# ---- compare years
q("how much less tax will I pay on 85k this year compared to last year?", "compare_years",
  figs=[money(th(85000)), money(th(85000, year="2025-26"))])
q("compare my tax in 2025-26 and 2026-27", "compare_years", p={"annualIncome": "62000"},
  figs=[money(th(62000, year="2025-26")), money(th(62000, year="2026-27"))])
p = {"country": "us", "state": "FL", "annualIncome": "70000"}
q("is my tax going to be different in 2026 vs 2025?", "compare_years", p=p,
  figs=[money(engine_p(p, year="2025")["takeHome"]), money(engine_p(p, year="2026")["takeHome"])])


def au_tax_saved(income, sac, **kw):
    a = engine(income, **kw); b = engine(income, sacrifice=sac, **kw)
    ta = a["federalTax"] + a["ficaTax"] + a.get("helpRepayment", 0)
    tb = b["federalTax"] + b["ficaTax"] + b.get("helpRepayment", 0)
    return ta - tb


def us_tax_saved(income, pre, state=None, **kw):
    a = engine(income, country="us", state=state, **kw)
    b = engine(income, country="us", state=state, pretax=pre, **kw)
    return (a["federalTax"] + a["stateTax"]) - (b["federalTax"] + b["stateTax"])


# ---- pretax saving
q("how much tax would I save salary sacrificing 10k into super on 120k?", "pretax_saving",
  figs=[money(au_tax_saved(120000, 10000))])
q("I earn 95k, if I salary sacrifice $5,000 how much tax do I save", "pretax_saving",
  ch={"annualIncome": "95000"}, figs=[money(au_tax_saved(95000, 5000))])
q("salary sacrifice 5k or 10k on 150k, which saves more tax?", "pretax_saving",
  figs=[money(au_tax_saved(150000, 5000)), money(au_tax_saved(150000, 10000))])
p = {"country": "us", "state": "CA", "annualIncome": "110000"}
q("how much tax do I save if I put 10k pre-tax into my 401k?", "pretax_saving", p=p,
  figs=[money(us_tax_saved(110000, 10000, "CA"))])
q("I make 95k in Texas, how much tax would maxing out my 401k save me?", "pretax_saving", p=dict(US),
  ch={"annualIncome": "95000", "state": "TX"},
  figs=[money(us_tax_saved(95000, 24500, "TX"))])

# ---- contribution what-if
q("what will my super be worth if I add an extra $200 a month?", "contribution_what_if",
  p={"age": "35", "superBalance": "85000", "annualIncome": "90000"})
q("if i put an extra 5k a year into super how much more will i have at 65", "contribution_what_if",
  p={"age": "42", "superBalance": "160000"})
q("what will my 401k be worth if I bump my contributions by $300 a month?", "contribution_what_if",
  p={"country": "us", "state": "AZ", "age": "30", "superBalance": "40000", "annualIncome": "80000"})

# ---- own figures
p = {"currentSavings": "25000", "propertyValue": "850000", "mortgageBalance": "520000",
     "superBalance": "140000", "debts": "12000"}
q("what's my net worth?", "net_worth", p=p, figs=[money(25000 + 850000 + 140000 - 520000 - 12000)])
q("I've got 40k in savings, 95k in super and a 20k car loan. what's my net worth", "net_worth",
  ch={"currentSavings": "40000", "superBalance": "95000", "debts": "20000"}, figs=[money(40000 + 95000 - 20000)])
p = {"currentSavings": "15000", "superBalance": "60000", "investmentAccounts": "22000",
     "emergencyFund": "10000", "emergencyFundCurrent": "10000", "debts": "8000", "helpDebt": "30000"}
q("how much am i worth all up", "net_worth", p=p, figs=[money(15000 + 60000 + 22000 + 10000 - 8000)])
p = {"country": "us", "state": "VA", "currentSavings": "18000", "superBalance": "210000",
     "propertyValue": "480000", "mortgageBalance": "310000"}
q("whats my net worth looking like", "net_worth", p=p, figs=[money(18000 + 210000 + 480000 - 310000)])

q("our place is worth about 1.2 mil and we owe 640k, how much equity do we have?", "equity",
  ch={"propertyValue": "1200000", "mortgageBalance": "640000"}, figs=["$560,000"])
p = {"propertyValue": "780000", "mortgageBalance": "455000"}
q("how much equity have I got in my house", "equity", p=p, figs=["$325,000"])
p = {"country": "us", "state": "CO", "propertyValue": "615000", "mortgageBalance": "402500"}
q("what's my home equity", "equity", p=p, figs=["$212,500"])

p = {"annualIncome": "85000", "monthlyExpenses": "4000"}
q("how much am I saving each month?", "savings_rate", p=p,
  figs=[money(monthly_take(engine_p(p)) - 4000)])
q("I take home 5,200 a month and spend about 3,900, what's my savings rate?", "savings_rate",
  p={"annualIncome": "80000"}, ch={"monthlyExpenses": "3900"}, figs=["$1,300"], has=["25%"])
p = {"country": "us", "state": "NJ", "annualIncome": "95000"}
q("i spend around 4500 a month, how much am i saving a year?", "savings_rate", p=p,
  ch={"monthlyExpenses": "4500"}, figs=[money(D(engine_p(p)["takeHome"]) - 4500 * 12, 0)])
p = {"annualIncome": "120000", "monthlyExpenses": "5500"}
q("what's my savings rate", "savings_rate", p=p, figs=[money(monthly_take(engine_p(p)) - 5500)])

q("I'm on 100k, how much super should my employer be putting in?", "employer_contributions",
  ch={"annualIncome": "100000"}, figs=["$12,000"])
q("how much super is my boss meant to pay me", "employer_contributions", p={"annualIncome": "76000"},
  figs=["$9,120"])
q("my employer matches 4% and I make 85k, how much is the match worth?", "employer_contributions",
  p={"country": "us", "state": "MI"}, ch={"employerMatch": "0.04", "annualIncome": "85000"}, figs=["$3,400"])
p = {"country": "us", "state": "MN", "annualIncome": "92000", "employerMatch": "0.05"}
q("how much does my employer put in my 401k a year", "employer_contributions", p=p, figs=["$4,600"])

q("I've got 15k in my emergency fund and spend 3k a month, how many months would that last?",
  "emergency_cover", ch=dict(efund(15000), monthlyExpenses="3000"))
p = {"emergencyFund": "9000", "emergencyFundCurrent": "9000", "monthlyExpenses": "3600"}
q("how many months of expenses does my emergency fund cover", "emergency_cover", p=p)
p = {"country": "us", "state": "NV", "emergencyFund": "20000", "emergencyFundCurrent": "20000",
     "monthlyExpenses": "5000"}
q("if i lost my job tomorrow how long would my emergency fund last", "emergency_cover", p=p)

p = {"annualIncome": "95000", "mortgageBalance": "480000", "debts": "15000"}
q("what's my debt to income ratio?", "debt_to_income", p=p)
q("I earn 70k and have 25k in car and card debt, what's my DTI?", "debt_to_income",
  p=dict(US), ch={"annualIncome": "70000", "debts": "25000"})
p = {"annualIncome": "150000", "mortgageBalance": "900000"}
q("is my debt to income too high?", "debt_to_income", p=p)

q("I'm 34, how many years until I can retire?", "years_to_retirement", ch={"age": "34"}, has=["31 years"])
p = {"age": "47", "retirementAge": "60"}
q("how long til i retire", "years_to_retirement", p=p, has=["13 years"])
p = {"country": "us", "age": "52"}
q("how many years do I have left before retirement?", "years_to_retirement", p=p, has=["13 years"])

# ---- retirement
p = {"age": "45", "superBalance": "280000", "annualIncome": "110000"}
q("am I on track for retirement?", "retirement", p=p)
q("I've got 900k in super, can i retire at 60?", "retirement", p={"age": "52"}, ch={"superBalance": "900000"})
q("how long will 800k last if I spend 50k a year", "retirement")
p = {"country": "us", "state": "FL", "age": "55", "superBalance": "620000"}
q("retire at 60 or 65, which makes more sense for me?", "retirement", p=p)

# ---- general advice
q("how big should my emergency fund be?", "emergency_fund")
q("how many months of expenses should i keep in an emergency fund", "emergency_fund")
q("any tips for budgeting? i always run out of money before payday", "budget")
q("whats a good budget rule to follow", "budget")
q("how do i make a budget when my income changes every month", "budget")
q("should i pay off my credit card or my car loan first", "debt")
q("i'm drowning in debt, where do i start", "debt")
q("how much deposit do I need to buy a house?", "home_buying")
q("is now a good time to buy a house or should i keep renting", "home_buying")
q("what costs are there when buying a home besides the deposit", "home_buying")
q("is salary sacrificing into super worth it??", "salary_sacrifice")
q("how does salary sacrifice work", "salary_sacrifice")
q("which retirement accounts should i be using? 401k, ira, roth?", "retirement_accounts", p=dict(US))
q("where should I put money for retirement besides my 401k", "retirement_accounts", p=dict(US))

# ---- library topics
q("is it better to lease or buy a car?", "topic:lease-vs-buy-car")
q("should I set up a family trust?", "topic:family-trust-setup")
q("investment property or shares, which is better long term", "topic:investment-property-vs-shares")
q("should i consolidate my debts into one loan?", "topic:debt-consolidation")
q("what are some salary sacrifice strategies to cut my tax", "topic:salary-sacrifice-strategies")
q("what's the most tax effective way to invest", "topic:tax-effective-investing")
q("tell me about concessional super contributions", "topic:concessional-super-contributions")
q("novated lease vs buying outright for my next car?", "topic:lease-vs-buy-car")

# ---- profile, facts, chit-chat
q("what do you know about me?", "profile_summary", p={"age": "29", "annualIncome": "74000"})
q("what info have you got saved on me", "profile_summary")
q("I'm 34, married with 2 kids", "facts", ch={"age": "34", "maritalStatus": "married", "dependents": "2"})
q("we owe 550k on the mortgage", "facts", ch={"mortgageBalance": "550000"})
q("I've got about 25k HECS", "facts", ch={"helpDebt": "25000"})
q("rent is $550 a week", "facts", ch={"rentOrMortgage": s(weekly_to_month(550))})
q("i live in austin texas and make 115k", "facts", ch={"country": "us", "state": "TX", "annualIncome": "115000"})
q("I have 180k in super and 30k in shares", "facts", ch={"superBalance": "180000", "investmentAccounts": "30000"})
q("just so you know I'm single and 27", "facts", ch={"maritalStatus": "single", "age": "27"})
q("I don't have private health insurance", "facts", ch={"privateHospitalCover": "false"})
q("we have 2 cars and 3 kids", "facts", ch={"numberOfCars": "2", "dependents": "3"})
q("I'm planning to retire at 60", "facts", ch={"retirementAge": "60"})
q("hi", "greeting")
q("hey penny! how's it going", "greeting")
q("good morning", "greeting")
q("thanks heaps", "thanks")
q("cheers, that's really helpful", "thanks")
q("what can you do?", "help")
q("what kind of questions can i ask you", "help")
q("should i buy bitcoin", "unknown")
q("what's the weather like in sydney", "unknown")
q("can you book me a flight to bali", "unknown")
q("what's the best credit card for points", "unknown")

# ---- two questions in one message
q("what's the tax on 90k and how long would it take to save 40k at 1000 a month?",
  "tax+savings_time_to_target", figs=[money(th(90000))])
q("what's the 401k limit this year and how much can I put in an IRA?", "limit:401k_limit+limit:ira_limit",
  p=dict(US), figs=["$24,500", "$7,500"])
q("how much are repayments on 500k at 6% over 30 years, and how much do i need to retire on 60k a year?",
  "loan_repayment+nest_egg", figs=[money(pmt(500000, 0.06, 30), 2), "$1,500,000"])
q("what's the super guarantee rate? also what's the concessional cap for 2025-26", 
  "limit:super_guarantee_rate+limit:concessional_cap", has=["12%"], figs=["$30,000"])

# ---------------------------------------------------------------- conversations
C = []


def turn(m, intent, ch=None, figs=None, has=None):
    return {"m": m, "intent": intent, "ch": ch or {}, "figs": figs or [], "has": has or []}


def conv(p, *turns):
    C.append({"id": "c%02d" % (len(C) + 1), "p": p or {}, "turns": list(turns)})


# loan follow-ups
conv({}, turn("repayments on 600k at 6% over 30 years?", "loan_repayment", figs=[money(pmt(600000, .06, 30), 2)]),
     turn("what about over 25 years?", "loan_repayment", figs=[money(pmt(600000, .06, 25), 2)]),
     turn("fortnightly instead", "loan_repayment", figs=[money(pmt(600000, .06, 25, 26), 2)]))
conv({}, turn("how much would the monthly repayments be on a 750k loan at 6.2% over 30 yrs", "loan_repayment",
              figs=[money(pmt(750000, .062, 30), 2)]),
     turn("and at 5.5%?", "loan_repayment", figs=[money(pmt(750000, .055, 30), 2)]))
conv({}, turn("repayments on 480k at 6.5% 30 years", "loan_repayment", figs=[money(pmt(480000, .065, 30), 2)]),
     turn("I meant 5.5%, not 6.5%", "loan_repayment", figs=[money(pmt(480000, .055, 30), 2)]))
conv({}, turn("what's the monthly payment on a 400k mortgage at 6.8% for 30 years", "loan_repayment",
              figs=[money(pmt(400000, .068, 30), 2)]),
     turn("same but $500k", "loan_repayment", figs=[money(pmt(500000, .068, 30), 2)]),
     turn("how much interest would I save if I paid an extra $200 a month on that?", "loan_extra_repayment",
          figs=[money(extra_saving(500000, .068, 30, 200)[0], 0)]))
conv({"country": "us"}, turn("mortgage payment on 320k at 7% 30 year?", "loan_repayment",
                             figs=[money(pmt(320000, .07, 30), 2)]),
     turn("what about a 15 year?", "loan_repayment", figs=[money(pmt(320000, .07, 15), 2)]))
sv1, _ = extra_saving(550000, .06, 30, 300)
sv2, _ = extra_saving(550000, .06, 30, 500)
conv({}, turn("how much interest would i save putting an extra 300 a month on a 550k loan at 6% over 30 years?",
              "loan_extra_repayment", figs=[money(sv1, 0)]),
     turn("what about 500 extra?", "loan_extra_repayment", figs=[money(sv2, 0)]))
n1, i1 = simulate(8000, .199, 12, 300)
n2, i2 = simulate(8000, .199, 12, 500)
conv({}, turn("how long to pay off 8k on a credit card at 19.9% paying 300 a month", "loan_payoff_time",
              figs=[money(i1, 0)]),
     turn("and if i paid 500?", "loan_payoff_time", figs=[money(i2, 0)]))
conv({}, turn("weekly repayments on a 40k car loan at 9% over 5 years", "loan_repayment",
              figs=[money(pmt(40000, .09, 5, 52), 2)]),
     turn("monthly?", "loan_repayment", figs=[money(pmt(40000, .09, 5), 2)]),
     turn("thanks", "thanks"))
conv({},
     turn("what are the repayments on 380k at 6.1% over 25 years", "loan_repayment",
          figs=[money(pmt(380000, .061, 25), 2)]),
     turn("interest only?", "loan_repayment", figs=[money(io_pmt(380000, .061), 2)]))

# savings follow-ups
conv({}, turn("if I invest 500 a month for 20 years what will I have?", "savings_growth",
              figs=[money(fv(0, 500, .07, 20), 0)]),
     turn("and at 8%?", "savings_growth", figs=[money(fv(0, 500, .08, 20), 0)]),
     turn("what about 30 years", "savings_growth", figs=[money(fv(0, 500, .08, 30), 0)]))
conv({}, turn("how much do i need to save each month to get 80k in 4 years", "savings_target",
              figs=[money(needed(80000, .07, 4), 2)]),
     turn("what if it's 5 years", "savings_target", figs=[money(needed(80000, .07, 5), 2)]))
conv({}, turn("we need a 100k deposit in 3 years, how much a fortnight at 4.5%?", "savings_target",
              figs=[money(needed(100000, .045, 3, 26), 2)]),
     turn("weekly instead", "savings_target", figs=[money(needed(100000, .045, 3, 52), 2)]))
conv({}, turn("what will 25k grow to in 10 years at 6%", "savings_growth", figs=[money(fv(25000, 0, .06, 10), 0)]),
     turn("what if I add $200 a month", "savings_growth", figs=[money(fv(25000, 200, .06, 10), 0)]))
conv({}, turn("how much do I need to retire on 70k a year?", "nest_egg", figs=["$1,750,000"]),
     turn("what about 90k", "nest_egg", figs=["$2,250,000"]),
     turn("and what's 2.25 million in 25 years worth in today's dollars?", "todays_dollars",
          figs=[money(todays(2250000, 25), 0)]))
conv({}, turn("how long to save 60k putting away 2000 a month?", "savings_time_to_target"),
     turn("what about 2500 a month", "savings_time_to_target"))

# tax follow-ups, hypotheticals, corrections
conv({}, turn("I earn 85k, what's my take home?", "tax", ch={"annualIncome": "85000"}, figs=[money(th(85000))]),
     turn("sorry, 95k", "facts", ch={"annualIncome": "95000"}, figs=[money(th(95000))]))
conv({"country": "us"}, turn("if I earned 120k in california what would I take home?", "tax",
                             figs=[money(th(120000, country="us", state="CA"))]),
     turn("what about texas", "tax", figs=[money(th(120000, country="us", state="TX"))]),
     turn("I actually earn 95k", "facts", ch={"annualIncome": "95000"}))
conv({}, turn("if i earned 120k what would i take home?", "tax", figs=[money(th(120000))]),
     turn("and in victoria?", "tax", figs=[money(th(120000))]))
conv({}, turn("tax on 70k?", "tax", figs=[money(th(70000))]),
     turn("what about 80k", "tax", figs=[money(th(80000))]),
     turn("and last financial year?", "tax", figs=[money(th(80000, year="2025-26"))]))
conv({}, turn("hey", "greeting"),
     turn("I'm 29 and on 68k, what's my take home?", "tax", ch={"age": "29", "annualIncome": "68000"},
          figs=[money(th(68000, age=29))]),
     turn("and how much super should my employer be paying", "employer_contributions", figs=["$8,160"]))
conv({}, turn("I'm 34 and earn 85k", "facts", ch={"age": "34", "annualIncome": "85000"}),
     turn("what's my take home pay?", "tax", figs=[money(th(85000, age=34))]),
     turn("how many years til i can retire?", "years_to_retirement", has=["31 years"]))
p0 = {"country": "us", "state": "NY"}
conv(p0, turn("I make 90k, how much do I take home?", "tax", ch={"annualIncome": "90000"},
              figs=[money(th(90000, country="us", state="NY"))]),
     turn("what if I moved to florida?", "tax", figs=[money(th(90000, country="us", state="FL"))]))
conv({}, turn("what's the take home on 150k", "tax", figs=[money(th(150000))]),
     turn("what about with 30k hecs?", "tax", figs=[money(th(150000, help_debt=30000))]))
conv({"annualIncome": "92000"}, turn("what's my take-home", "tax", figs=[money(th(92000))]),
     turn("actually I got a raise, I'm on 101k now", "facts", ch={"annualIncome": "101000"},
          figs=[money(th(101000))]))
conv({"country": "us", "state": "CA", "annualIncome": "130000"},
     turn("how much would I save in tax living in Nevada vs California?", "compare_states",
          figs=[money(th(130000, country="us", state="NV")), money(th(130000, country="us", state="CA"))]),
     turn("what about oregon", "compare_states", figs=[money(th(130000, country="us", state="OR"))]))
conv({}, turn("how much more will I take home on 75k this year vs last year?", "compare_years",
              figs=[money(th(75000)), money(th(75000, year="2025-26"))]),
     turn("what about on 140k", "compare_years", figs=[money(th(140000)), money(th(140000, year="2025-26"))]))
conv({"annualIncome": "88000"},
     turn("I'm getting a 12k bonus, what will I get after tax?", "bonus_after_tax",
          figs=[money(th(100000) - th(88000))]),
     turn("what if it was 20k", "bonus_after_tax", figs=[money(th(108000) - th(88000))]))
conv({}, turn("whats a 10k raise worth after tax if i'm on 60k", "raise_after_tax",
              ch={"annualIncome": "60000"}, figs=[money(th(70000) - th(60000))]),
     turn("and a 20k raise?", "raise_after_tax", figs=[money(th(80000) - th(60000))]))
conv({}, turn("what would a couple on 120k and 50k take home?", "couple_take_home",
              figs=[money(th(120000) + th(50000))]),
     turn("what if the second one earned 80k", "couple_take_home", figs=[money(th(120000) + th(80000))]))

# salary sacrifice / 401k
conv({"annualIncome": "130000"},
     turn("how much tax would I save salary sacrificing 8k?", "pretax_saving",
          figs=[money(au_tax_saved(130000, 8000))]),
     turn("what about 15k", "pretax_saving", figs=[money(au_tax_saved(130000, 15000))]))
conv({"country": "us", "state": "MA", "annualIncome": "100000"},
     turn("how much tax do I save putting 15k into a traditional 401k", "pretax_saving",
          figs=[money(us_tax_saved(100000, 15000, "MA"))]),
     turn("and if I max it out?", "pretax_saving", figs=[money(us_tax_saved(100000, 24500, "MA"))]))
conv({}, turn("is salary sacrifice worth it?", "salary_sacrifice"),
     turn("I'm on 115k, how much tax would I save sacrificing 10k?", "pretax_saving",
          ch={"annualIncome": "115000"}, figs=[money(au_tax_saved(115000, 10000))]))

# surcharge
conv({}, turn("im on 128k and dont have hospital cover, what's the medicare levy surcharge going to cost me",
              "surcharge_cost", ch={"annualIncome": "128000", "privateHospitalCover": "false"},
              figs=[money(th(128000) - th(128000, no_cover=True))]),
     turn("what if I earned 170k", "surcharge_cost", figs=[money(th(170000) - th(170000, no_cover=True))]))
conv({}, turn("what are the surcharge thresholds", "limit:surcharge_thresholds"),
     turn("how much would it cost me on 110k without private cover?", "surcharge_cost",
          figs=[money(th(110000) - th(110000, no_cover=True))]))

# topic carry-over
conv({"country": "us"}, turn("what's an IRA?", "explain:ira"),
     turn("how much can I put in it this year?", "limit:ira_limit", figs=["$7,500"]))
conv({"country": "us"}, turn("what's an HSA", "explain:hsa"),
     turn("whats the limit for 2026", "limit:hsa_limit", figs=["$4,400"]))
conv({"country": "us"}, turn("how does a 401k work", "explain:401k"),
     turn("what's the contribution limit?", "limit:401k_limit", figs=["$24,500"]),
     turn("my employer matches 3% and I make 70k, how much is that?", "employer_contributions",
          ch={"employerMatch": "0.03", "annualIncome": "70000"}, figs=["$2,100"]))
conv({}, turn("how does super work?", "explain:super"),
     turn("whats the super guarantee rate", "limit:super_guarantee_rate", has=["12%"]),
     turn("i'm on 85k, how much should my employer be paying in?", "employer_contributions",
          ch={"annualIncome": "85000"}, figs=["$10,200"]))
conv({}, turn("what is hecs", "explain:help_debt"),
     turn("what are the repayment thresholds?", "limit:help_repayment_thresholds"))
conv({"country": "us"}, turn("roth or traditional ira?", "explain:roth_vs_traditional"),
     turn("what's the ira contribution limit for 2025", "limit:ira_limit", figs=["$7,000"]))
conv({}, turn("what's negative gearing", "explain:negative_gearing"),
     turn("and how does capital gains tax work when I sell the property?", "explain:capital_gains_tax"))
conv({"country": "us"}, turn("what's the standard deduction this year", "limit:standard_deduction",
                             figs=["$16,100"]),
     turn("for married filing jointly?", "limit:standard_deduction", figs=["$32,200"]))

# missing figure asked, then answered
conv({"mortgageBalance": "410000"},
     turn("how much equity do I have?", "equity"),
     turn("it's worth about 760k", "equity", ch={"propertyValue": "760000"}, figs=["$350,000"]))
conv({"annualIncome": "78000"},
     turn("how much am I saving a month?", "savings_rate"),
     turn("about 3,800 a month", "savings_rate", ch={"monthlyExpenses": "3800"},
          figs=[money(monthly_take(engine(78000)) - 3800)]))
conv({}, turn("how many years until I retire?", "years_to_retirement"),
     turn("I'm 41", "years_to_retirement", ch={"age": "41"}, has=["24 years"]))
conv({"monthlyExpenses": "4200"},
     turn("how many months would my emergency fund last", "emergency_cover"),
     turn("i've got 21k put aside", "emergency_cover", ch=efund(21000)))
conv({}, turn("how much super should my employer pay me?", "employer_contributions"),
     turn("95k", "employer_contributions", ch={"annualIncome": "95000"}, figs=["$11,400"]))
conv({"country": "us", "state": "WI", "annualIncome": "82000"},
     turn("how much is my 401k match worth?", "employer_contributions"),
     turn("they match 6%", "employer_contributions", ch={"employerMatch": "0.06"}, figs=["$4,920"]))
conv({"annualIncome": "88000", "monthlyExpenses": "4000"},
     turn("what's my savings rate?", "savings_rate", figs=[money(monthly_take(engine(88000)) - 4000)]),
     turn("my expenses are actually more like 4,200", "facts", ch={"monthlyExpenses": "4200"},
          figs=[money(monthly_take(engine(88000)) - 4200)]))
conv({"propertyValue": "900000", "mortgageBalance": "500000", "currentSavings": "30000", "superBalance": "150000"},
     turn("what's my net worth", "net_worth", figs=[money(900000 + 30000 + 150000 - 500000)]),
     turn("oh I also have a 15k car loan", "facts", ch={"debts": "15000"},
          figs=[money(900000 + 30000 + 150000 - 500000 - 15000)]))
conv({"annualIncome": "100000", "mortgageBalance": "450000"},
     turn("what's my debt to income", "debt_to_income"),
     turn("what's my home equity?", "equity"),
     turn("the house is worth 700k", "equity", ch={"propertyValue": "700000"}, figs=["$250,000"]))

# facts then own figures
conv({}, turn("I'm 38, earn 120k and spend about 5k a month", "facts",
              ch={"age": "38", "annualIncome": "120000", "monthlyExpenses": "5000"}),
     turn("how much am I saving each month?", "savings_rate",
          figs=[money(monthly_take(engine(120000, age=38)) - 5000)]),
     turn("what do you know about me", "profile_summary"))
conv({}, turn("we owe 520k on the mortgage and the house is worth about 950k", "facts",
              ch={"mortgageBalance": "520000", "propertyValue": "950000"}),
     turn("how much equity is that?", "equity", figs=["$430,000"]),
     turn("cheers", "thanks"))
conv({"country": "us", "state": "TX"},
     turn("I have 12k in an emergency fund and my monthly expenses are about 4k", "facts",
          ch=dict(efund(12000), monthlyExpenses="4000")),
     turn("how many months does that cover?", "emergency_cover"),
     turn("how big should it be?", "emergency_fund"))
conv({}, turn("rent is 480 a week", "facts", ch={"rentOrMortgage": s(weekly_to_month(480))}),
     turn("and I earn $1,500 a week", "facts", ch={"annualIncome": "78000"}),
     turn("what's my take home a fortnight?", "tax", figs=[money(engine(78000)["takeHomePerPeriod"]["fortnightly"], 0)]))

# retirement
conv({"age": "50", "superBalance": "420000", "annualIncome": "130000"},
     turn("can I retire at 60?", "retirement"),
     turn("what about 65", "retirement"))
conv({}, turn("am i on track to retire", "retirement"),
     turn("i'm 44 with 210k in super", "retirement", ch={"age": "44", "superBalance": "210000"}))
conv({"country": "us"}, turn("when should i claim social security", "explain:social_security_ages"),
     turn("and when does medicare kick in?", "explain:us_medicare"))

# advice chains
conv({}, turn("should I pay off my credit card before I start investing?", "debt"),
     turn("how much deposit would I need for a 700k place", "home_buying"))
conv({}, turn("any budgeting tips", "budget"),
     turn("I earn 65k and spend about 3,500 a month, what am I saving?", "savings_rate",
          ch={"annualIncome": "65000", "monthlyExpenses": "3500"},
          figs=[money(monthly_take(engine(65000)) - 3500)]))
conv({}, turn("should I lease or buy my next car", "topic:lease-vs-buy-car"),
     turn("what would repayments be on a 45k car loan at 8% over 5 years?", "loan_repayment",
          figs=[money(pmt(45000, .08, 5), 2)]))
conv({}, turn("what can you help with", "help"),
     turn("ok how much tax on 60k", "tax", figs=[money(th(60000))]))
conv({}, turn("hello!", "greeting"),
     turn("what are first home buyer schemes", "explain:first_home_schemes"),
     turn("how much would i need to save each month for a 90k deposit in 3 years at 5%", "savings_target",
          figs=[money(needed(90000, .05, 3), 2)]))
conv({}, turn("I've got 30k in savings", "facts", ch={"currentSavings": "30000"}),
     turn("how long to get to 100k if I save 1500 a month?", "savings_time_to_target"))
conv({"country": "us", "state": "AZ"},
     turn("compare 115k in arizona vs colorado", "compare_states",
          figs=[money(th(115000, country="us", state="AZ")), money(th(115000, country="us", state="CO"))]),
     turn("thanks!", "thanks"))
conv({}, turn("my husband earns 60k, what's his take home?", "tax", figs=[money(th(60000))]),
     turn("and I earn 45k", "facts", ch={"annualIncome": "45000"}))
conv({}, turn("is it better to put extra on the mortgage or into super", "explain:extra_repayments_vs_super"),
     turn("what was the concessional cap in 2025-26?", "limit:concessional_cap", figs=["$30,000"]))


# ---------------------------------------------------------------- write
def dump(path, rows):
    with open(path, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    dump(os.path.join(HERE, "questions.jsonl"), Q)
    dump(os.path.join(HERE, "conversations.jsonl"), C)
    print(len(Q), "questions,", len(C), "conversations")
