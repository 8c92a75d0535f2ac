#!/usr/bin/env python3
"""Generate the first-contact evaluation set for Penny's chat advisor.

Writes questions.jsonl and conversations.jsonl next to this file.

Every non-tax figure is computed here from the conventions in BRIEF.md (Decimal
arithmetic throughout).  Tax figures come from the tax engine's command line and
are hard-coded in the TAX table at the bottom of this file: each key is the JSON
request line that was piped into

    /work/targets/base/debug/penny tax --batch

(the command is therefore `echo '<key>' | penny tax --batch`).  The table is
(re)filled by build_tax_table.py, which runs exactly those commands.

Usage:  python3 gen.py            (writes the two files)
        python3 gen.py --missing  (lists tax requests not yet in the table)
"""
import json
import math
import os
import sys
from decimal import Decimal as D, ROUND_HALF_UP, ROUND_CEILING, getcontext

getcontext().prec = 60
HERE = os.path.dirname(os.path.abspath(__file__))

# --------------------------------------------------------------------------
# money helpers


def dec(x):
    return x if isinstance(x, D) else D(str(x))


def r2(x):
    return dec(x).quantize(D("0.01"), ROUND_HALF_UP)


def up2(x):
    return dec(x).quantize(D("0.01"), ROUND_CEILING)


def whole(x):
    return dec(x).quantize(D("1"), ROUND_HALF_UP)


def money(x, cents=False):
    """'$1,234' (whole dollars, half away from zero) or '$1,234.56'."""
    x = dec(x)
    neg = x < 0
    x = abs(x)
    if cents:
        s = "{:,.2f}".format(r2(x))
    else:
        s = "{:,}".format(int(whole(x)))
    return ("-" if neg else "") + "$" + s


def canon(x):
    """Canonical decimal string for a profile write ('85000', '2686.67')."""
    x = r2(x)
    if x == x.to_integral_value():
        return str(int(x))
    return format(x.normalize(), "f")


# --------------------------------------------------------------------------
# calculators (BRIEF.md "Conventions for figures")


def annuity(principal, rate_pct, years, ppy=12):
    """Repayment P*r/(1-(1+r)^-n), rounded to the cent; total interest = A*n - P."""
    P = dec(principal)
    r = dec(rate_pct) / 100 / ppy
    n = int(dec(years) * ppy)
    A = r2(P * r / (1 - (1 + r) ** (-n)))
    return A, A * n - P


def interest_only(principal, rate_pct, ppy=12):
    return r2(dec(principal) * dec(rate_pct) / 100 / ppy)


def simulate(principal, rate_pct, ppy, payment, limit=5000):
    """Period-by-period: interest rounded to the cent each period, then the payment.
    Returns (periods, total interest).  The last payment is whatever clears it."""
    bal = dec(principal)
    r = dec(rate_pct) / 100 / ppy
    pay = dec(payment)
    n = 0
    tot = D(0)
    while bal > 0:
        i = r2(bal * r)
        if i >= pay:
            raise ValueError("payment never clears the balance")
        tot += i
        bal = bal + i - pay
        n += 1
        if n > limit:
            raise ValueError("too long")
    return n, tot


def extra_repayment(principal, rate_pct, years, extra, ppy=12):
    A, base_formula_int = annuity(principal, rate_pct, years, ppy)
    n0, base_sim_int = simulate(principal, rate_pct, ppy, A)
    n1, new_int = simulate(principal, rate_pct, ppy, A + dec(extra))
    return {
        "repayment": A,
        "periods": int(dec(years) * ppy),
        "base_sim_periods": n0,
        "new_periods": n1,
        "saved_formula": base_formula_int - new_int,
        "saved_sim": base_sim_int - new_int,
    }


def extra_saved_fig(principal, rate_pct, years, extra, ppy=12):
    """Interest saved, whole dollars: the loan's total interest by the brief's
    definition (rounded repayment x n - P) less the interest of the period-by-period
    simulation with the extra repayment.  (Simulating the baseline as well gives a
    figure a few dollars different; see NOTES.md.)"""
    e = extra_repayment(principal, rate_pct, years, extra, ppy)
    EXTRA_LOG.append((principal, rate_pct, years, extra, ppy, e))
    # After the first-contact score (2026-11-26), the lead switched these figures to the
    # alternative this file already computed and NOTES.md gives: both schedules simulated, the
    # convention set 2 was told to use and Penny uses. The first-contact score counted the
    # figures below as written before the switch.
    return [money(e["saved_sim"])]


EXTRA_LOG = []


def fv(pv, contrib, rate_pct, years, ppy=12):
    r = dec(rate_pct) / 100 / ppy
    n = int(dec(years) * ppy)
    g = (1 + r) ** n
    return dec(pv) * g + dec(contrib) * (g - 1) / r


def needed(target, pv, rate_pct, years, ppy=12):
    r = dec(rate_pct) / 100 / ppy
    n = int(dec(years) * ppy)
    g = (1 + r) ** n
    return up2((dec(target) - dec(pv) * g) * r / (g - 1))


def periods_to_target(target, pv, contrib, rate_pct, ppy=12):
    """Whole periods until the balance first reaches the target (FV formula)."""
    n = 0
    while fv(pv, contrib, rate_pct, D(n) / ppy, ppy) < dec(target):
        n += 1
    return n


def nest_egg(yearly_income, wr="0.04"):
    return dec(yearly_income) / dec(wr)


def todays(nominal, years, infl="0.025"):
    return dec(nominal) / (1 + dec(infl)) ** int(years)


# --------------------------------------------------------------------------
# tax engine look-ups (figures hard-coded from `penny tax --batch`, see TAX below)

MISSING = []
USED = []


def _req(country, income, year, **kw):
    req = {"country": country, "taxYear": year, "income": int(income) if dec(income) == int(dec(income)) else str(income)}
    for k in sorted(kw):
        if kw[k] is not None:
            req[k] = kw[k]
    return json.dumps(req, sort_keys=True, separators=(",", ":"))


def tax(country, income, year=None, **kw):
    if year is None:
        year = "2026-27" if country == "australia" else "2026"
    key = _req(country, income, year, **kw)
    USED.append(key)
    if key not in TAX:
        MISSING.append(key)
        return {"federalTax": D(0), "stateTax": D(0), "ficaTax": D(0), "takeHome": D(0),
                "helpRepayment": D(0), "marginalRate": D(0)}
    return {k: dec(v) for k, v in TAX[key].items()}


def au(income, year=None, **kw):
    return tax("australia", income, year, **kw)


def us(income, year=None, status="single", **kw):
    return tax("us", income, year, filingStatus=status, **kw)


def W(x):
    return money(x)


# --------------------------------------------------------------------------
# profiles

def AU(**kw):
    p = {"country": "australia"}
    p.update({k: str(v) for k, v in kw.items()})
    return p


def US(**kw):
    p = {"country": "us"}
    p.update({k: str(v) for k, v in kw.items()})
    return p


QUESTIONS = []
CONVERSATIONS = []


def Q(m, p, intent, ch=None, figs=None, has=None, cat=None):
    QUESTIONS.append({"m": m, "p": p, "intent": intent, "ch": ch or {},
                      "figs": figs or [], "has": has or [], "_cat": cat})


def T(m, intent, ch=None, figs=None, has=None):
    return {"m": m, "intent": intent, "ch": ch or {}, "figs": figs or [], "has": has or []}


def C(p, *turns):
    CONVERSATIONS.append({"id": "c%02d" % (len(CONVERSATIONS) + 1), "p": p, "turns": list(turns)})


def EF(x):
    return {"emergencyFund": canon(x), "emergencyFundCurrent": canon(x)}


# --------------------------------------------------------------------------
# sanity checks against worked examples I know

def self_checks():
    a, i = annuity(500000, 6, 30)
    assert a == D("2997.75"), a                       # textbook: $2,997.75
    assert money(i) == "$579,190", money(i)           # 2997.75*360 - 500000
    a, _ = annuity(200000, 5, 30)
    assert a == D("1073.64"), a                       # textbook: $1,073.64
    a, _ = annuity(100000, 4, 15)
    assert a == D("739.69"), a                        # textbook: $739.69
    assert whole(fv(10000, 0, 5, 10, 1)) == 16289     # 10k at 5% yearly for 10y
    assert whole(fv(0, 100, 6, 10)) == 16388          # $100/month, 6%, 10y: $16,387.93
    assert nest_egg(60000) == 1500000
    assert whole(todays(1000000, 30)) == 476743       # 1/1.025^30 = 0.476743
    # the 2026 federal figures the tax docs quote for $60,000 single
    t = us(60000)
    if t["federalTax"]:
        assert t["federalTax"] == D("5020"), t
    # AU 2026-27 $85,000: 4,020 + 30% x 40,000 = 16,020; Medicare 1,700; take-home 67,280
    t = au(85000)
    if t["federalTax"]:
        assert t["federalTax"] == 16020 and t["ficaTax"] == 1700 and t["takeHome"] == 67280, t


# ==========================================================================
# QUESTIONS
# ==========================================================================

def build_questions():
    # ---------------- calculators: loans ----------------
    A, _ = annuity(500000, 6, 30)
    Q("whats the repayment on 500k over 30 years at 6%", AU(), "loan_repayment",
      figs=[money(A, True)], has=["6%"], cat="calc")
    A, _ = annuity(420000, "6.75", 30)
    Q("How much would my monthly mortgage payment be on a $420,000 loan at 6.75% for 30 years?",
      US(state="TX"), "loan_repayment", figs=[money(A, True)], has=["6.75%"], cat="calc")
    A, _ = annuity(650000, "5.89", 30, 26)
    Q("fortnightly repayments on a 650k home loan, 5.89%, 30 yrs?", AU(state="NSW"),
      "loan_repayment", figs=[money(A, True)], has=["5.89%"], cat="calc")
    A, _ = annuity(35000, "8.5", 5, 52)
    Q("weekly repayments for a 35k car loan at 8.5% over 5 years", AU(), "loan_repayment",
      figs=[money(A, True)], has=["8.5%"], cat="calc")
    A, I = annuity(25000, "7.9", 5)
    Q("if i borrow 25 grand for a car at 7.9% over 5 years whats the monthly payment and how much interest do i pay all up",
      US(state="OH"), "loan_repayment", figs=[money(A, True), money(I)], has=["7.9%"], cat="calc")
    Q("interest only repayments on 600k at 6.2%?", AU(), "loan_repayment",
      figs=[money(interest_only(600000, "6.2"), True)], has=["6.2%"], cat="calc")
    A, _ = annuity(300000, "5.5", 15)
    Q("15 year mortgage 300k at 5.5% monthly payment", US(state="FL"), "loan_repayment",
      figs=[money(A, True)], has=["5.5%"], cat="calc")
    A, I = annuity(750000, "6.04", 30)
    Q("Could you tell me what the monthly repayments would be on a $750,000 loan at 6.04% over 30 years, and the total interest?",
      AU(state="VIC", age=36), "loan_repayment", figs=[money(A, True), money(I)], has=["6.04%"], cat="calc")

    # extra repayments
    Q("how much interest would i save paying an extra $500 a month on a 480k loan at 6.1% over 27 years",
      AU(), "loan_extra_repayment", figs=extra_saved_fig(480000, "6.1", 27, 500), cat="calc")
    Q("extra 200 a fortnight on a 550k loan at 6% over 30 years - how much does that save me?",
      AU(state="QLD"), "loan_extra_repayment", figs=extra_saved_fig(550000, 6, 30, 200, 26), cat="calc")
    Q("What happens if I pay an extra $300/month on a $350k mortgage at 6.5%, 30 yr fixed?",
      US(state="GA"), "loan_extra_repayment", figs=extra_saved_fig(350000, "6.5", 30, 300), cat="calc")
    Q("if i chuck an extra 1k a month at a 400k loan (6.2%, 25 years left) how much sooner is it paid off",
      AU(), "loan_extra_repayment", figs=extra_saved_fig(400000, "6.2", 25, 1000), cat="calc")

    # payoff time
    n, I = simulate(12000, "19.99", 12, 400)
    Q("how long to pay off a 12k credit card at 19.99% if i pay 400 a month", US(state="NV"), "loan_payoff_time",
      figs=[money(I)], cat="calc")
    n, I = simulate(28000, "5.5", 12, 350)
    Q("student loan is 28,000 at 5.5%. paying $350 a month, when will it be paid off?",
      US(state="PA"), "loan_payoff_time", figs=[money(I)], cat="calc")
    n, I = simulate(180000, 6, 12, 2000)
    Q("If I pay $2,000 a month on a $180,000 balance at 6%, how many years until it's gone?",
      US(state="MA"), "loan_payoff_time", figs=[money(I)],
      has=["%d years" % (n // 12)] if n % 12 == 0 else [], cat="calc")

    # ---------------- savings ----------------
    Q("if i put 500 a month into savings at 5% for 10 years how much will i have", US(state="CT"),
      "savings_growth", figs=[W(fv(0, 500, 5, 10))], cat="calc")
    Q("if i invest 20k at 7% for 25 years what's it worth at the end", US(state="NC"),
      "savings_growth", figs=[W(fv(20000, 0, 7, 25))], cat="calc")
    Q("saving $150 a week at 4.5% for 5 years?", AU(state="SA"), "savings_growth",
      figs=[W(fv(0, 150, "4.5", 5, 52))], cat="calc")
    Q("10k lump sum plus 300/mo at 6% for 15 yrs = ?", US(state="AZ"), "savings_growth",
      figs=[W(fv(10000, 300, 6, 15))], cat="calc")
    Q("what will 1000 a month grow to in 20 yrs", US(state="MN", expectedReturnRate="0.06"),
      "savings_growth", figs=[W(fv(0, 1000, 6, 20))], cat="calc")
    Q("How much will I have if I save $250 a fortnight for 8 years at 5.2%?", AU(), "savings_growth",
      figs=[W(fv(0, 250, "5.2", 8, 26))], has=["5.2%"], cat="calc")

    Q("how much do I need to save each month to have 100k in 5 years at 4%", US(state="MD"), "savings_target",
      figs=[money(needed(100000, 0, 4, 5), True)], cat="calc")
    Q("we need a 120k house deposit in 4 years, how much a fortnight if the account pays 4.75%",
      AU(state="WA"), "savings_target", figs=[money(needed(120000, 0, "4.75", 4, 26), True)], cat="calc")
    Q("how much per month to reach $1 million in 30 years?", US(state="VA"), "savings_target",
      figs=[money(needed(1000000, 0, 7, 30), True)], cat="calc")
    Q("I've got 15k saved already. how much do i need to put away monthly to hit 60k in 3 years at 4.5%?",
      AU(), "savings_target", ch={"currentSavings": "15000"},
      figs=[money(needed(60000, 15000, "4.5", 3), True)], cat="calc")
    Q("i want 40k for a house deposit in 3 years, how much do i need to save a month at 4.5%?",
      US(state="CO"), "savings_target", figs=[money(needed(40000, 0, "4.5", 3), True)], cat="calc")

    Q("how long will it take to save 50k if i put away 1,500 a month at 4.5%", AU(),
      "savings_time_to_target", cat="calc")
    Q("How many years to hit $250k putting in $800/month at 7%?", US(state="WI"),
      "savings_time_to_target", cat="calc")

    # ---------------- nest egg / today's dollars ----------------
    Q("how much do i need to retire on 60k a year", AU(age=40), "nest_egg",
      figs=[W(nest_egg(60000))], cat="calc")
    Q("what size nest egg would I need for $4,500 a month in retirement?", US(state="FL", age=50),
      "nest_egg", figs=[W(nest_egg(4500 * 12))], cat="calc")
    Q("how much do I need saved to live off 80k a year once I stop working",
      AU(retirementWithdrawalRate="0.035"), "nest_egg", figs=[W(nest_egg(80000, "0.035"))], cat="calc")
    Q("whats 1 million in 30 years worth in todays money", AU(), "todays_dollars",
      figs=[W(todays(1000000, 30))], cat="calc")
    Q("If I have $2M when I retire in 25 years, what is that in today's dollars assuming 3% inflation?",
      US(state="NJ"), "todays_dollars", figs=[W(todays(2000000, 25, "0.03"))], has=["3%"], cat="calc")
    Q("$500k in 20 years, what's that in today's terms?", US(inflationRate="0.03"), "todays_dollars",
      figs=[W(todays(500000, 20, "0.03"))], cat="calc")

    # ---------------- bonus / raise / couple / surcharge ----------------
    t0, t1 = au(95000), au(105000)
    Q("I'm getting a 10k bonus, how much will I actually see after tax?", AU(annualIncome=95000),
      "bonus_after_tax", figs=[W(t1["takeHome"] - t0["takeHome"])], cat="calc")
    t0, t1 = us(72000, state="NY"), us(77000, state="NY")
    Q("how much of a $5,000 bonus do i actually keep", US(state="NY", annualIncome=72000),
      "bonus_after_tax", figs=[W(t1["takeHome"] - t0["takeHome"])], cat="calc")
    t0, t1 = au(98000), au(110000)
    Q("if i get bumped up to 110k how much more do i take home", AU(annualIncome=98000, state="ACT"),
      "raise_after_tax", figs=[W(t1["takeHome"] - t0["takeHome"])], cat="calc")
    t0, t1 = us(88000, state="IL"), us(96000, state="IL")
    Q("boss offered me an $8k raise. what's that worth after taxes?", US(state="IL", annualIncome=88000),
      "raise_after_tax", figs=[W(t1["takeHome"] - t0["takeHome"])], cat="calc")
    a = au(105000, maritalStatus="married")
    b = au(68000, maritalStatus="married")
    Q("my partner earns 68k, what's our combined take home?",
      AU(annualIncome=105000, maritalStatus="married", state="NSW"), "couple_take_home",
      figs=[W(a["takeHome"] + b["takeHome"])], cat="calc")
    j = us(160000, state="TX", status="married_filing_jointly")
    Q("my wife makes 80k too. what do we bring home together after tax?",
      US(state="TX", annualIncome=80000, maritalStatus="married"), "couple_take_home",
      figs=[W(j["takeHome"])], cat="calc")
    Q("i'm on 120k and don't have private health. how much would the medicare levy surcharge cost me?",
      AU(), "surcharge_cost", ch={"annualIncome": "120000", "privateHospitalCover": "false"},
      figs=[W(D("0.0125") * 120000)], cat="calc")
    Q("is it cheaper to get hospital cover than pay the surcharge on 105k? cheapest policy i found is $1,100 a year",
      AU(), "surcharge_cost", figs=[W(D("0.01") * 105000)], cat="calc")

    # ---------------- states / years / pre-tax / what-if ----------------
    ca = us(150000, state="CA")
    Q("how much more tax would i pay in california vs texas on 150k", US(state="TX"), "compare_states",
      figs=[W(ca["stateTax"])], cat="calc")
    orr, wa = us(95000, state="OR"), us(95000, state="WA")
    Q("Oregon or Washington on a $95,000 salary, which is better tax-wise?", US(state="OR"),
      "compare_states", figs=[W(orr["stateTax"])], cat="calc")
    y0, y1 = au(90000, "2025-26"), au(90000, "2026-27")
    Q("how much less tax do i pay this financial year compared to last year on 90k?", AU(),
      "compare_years", figs=[W(y1["takeHome"] - y0["takeHome"])],
      has=["2025-26", "2026-27"], cat="calc")
    y0, y1 = us(110000, "2025"), us(110000, "2026")
    Q("how does my federal tax for 2026 compare with 2025?", US(annualIncome=110000), "compare_years",
      figs=[W(y0["federalTax"]), W(y1["federalTax"])], cat="calc")
    b0, b1 = au(120000), au(120000, salarySacrifice=10000)
    Q("how much tax would i save salary sacrificing 10k into super?", AU(annualIncome=120000),
      "pretax_saving", figs=[W(b0["federalTax"] + b0["ficaTax"] - b1["federalTax"] - b1["ficaTax"])], cat="calc")
    b0, b1 = us(95000, state="CA"), us(95000, state="CA", preTaxRetirement=10000)
    Q("If I put $10,000 pre-tax into my 401(k), how much tax do I save?",
      US(state="CA", annualIncome=95000, age=33), "pretax_saving",
      figs=[W(b0["federalTax"] + b0["stateTax"] - b1["federalTax"] - b1["stateTax"])], cat="calc")
    Q("what will my super be worth at 65 if i add an extra 100 a week",
      AU(age=35, annualIncome=90000, superBalance=80000), "contribution_what_if", cat="calc")
    Q("if i bump my 401k contributions by $200 a month what would it be worth when i retire?",
      US(state="MI", age=31, annualIncome=70000, superBalance=45000), "contribution_what_if", cat="calc")

    # ---------------- tax ----------------
    t = au(85000)
    Q("tax on 85k?", AU(), "tax", figs=[W(t["federalTax"]), W(t["takeHome"])], cat="tax")
    t = au(72000)
    Q("how much tax do I pay", AU(annualIncome=72000, state="NSW"), "tax",
      figs=[W(t["federalTax"]), W(t["takeHome"])], cat="tax")
    t = au(90000, helpDebt=30000)
    Q("how much of my pay goes on my HECS each year?", AU(annualIncome=90000, helpDebt=30000), "tax",
      figs=[W(t["helpRepayment"])], cat="tax")
    t = us(100000, state="CA")
    Q("whats the take home on 100k in california", US(state="CA"), "tax",
      figs=[W(t["federalTax"]), W(t["stateTax"]), W(t["takeHome"])], cat="tax")
    t = us(60000)
    Q("how much federal tax on 60k, single?", US(), "tax", figs=[W(t["federalTax"])], cat="tax")
    inc = 32 * 40 * 52
    t = us(inc, state="OH")
    Q("i make 32 an hour, whats my take home", US(state="OH"), "tax",
      ch={"annualIncome": str(inc)}, figs=[W(t["takeHome"])], cat="tax")
    t = au(180000, "2024-25")
    Q("tax on 180k in 2024-25?", AU(), "tax", figs=[W(t["federalTax"]), W(t["takeHome"])],
      has=["2024-25"], cat="tax")
    t = au(78000)
    Q("how much tax comes out of 1,500 a week", AU(), "tax", figs=[W(t["federalTax"])], cat="tax")
    t = us(95000, state="TX", status="married_filing_jointly", dependents=2)
    Q("what will my federal tax be this year?",
      US(state="TX", annualIncome=95000, maritalStatus="married", dependents=2), "tax",
      figs=[W(t["federalTax"])], cat="tax")
    t = au(45000, age=68)
    Q("how much tax will i pay this year? i'm retired but still do a bit of consulting",
      AU(annualIncome=45000, age=68, state="TAS"), "tax", figs=[W(t["federalTax"]), W(t["takeHome"])], cat="tax")
    t = au(130000, privateHospitalCover=False)
    Q("whats my take home pay", AU(annualIncome=130000, privateHospitalCover="false", state="VIC"), "tax",
      figs=[W(t["takeHome"])], cat="tax")
    t = us(120000, state="NY")
    Q("If I earned 120k in New York what would I take home?", US(state="NY", annualIncome=85000), "tax",
      figs=[W(t["takeHome"])], cat="tax")
    t = au(70000)
    Q("my wife earns 70k, how much tax does she pay?", AU(annualIncome=110000, maritalStatus="married"),
      "tax", figs=[W(t["federalTax"])], cat="tax")
    t = us(250000, state="MA")
    Q("take home on 250k in massachusetts?", US(state="MA"), "tax",
      figs=[W(t["federalTax"]), W(t["stateTax"]), W(t["takeHome"])], cat="tax")
    t = au(55000)
    Q("hi, I'm on 55k a year - how much do I actually take home after tax?", AU(), "tax",
      ch={"annualIncome": "55000"}, figs=[W(t["takeHome"])], cat="tax")

    # negatives inside calculator questions
    A, _ = annuity(45000, "8.9", 5)
    Q("looking at a $45,000 car, 8.9% over 5 years, what would the payments be", US(state="MI", annualIncome=80000),
      "loan_repayment", figs=[money(A, True)], has=["8.9%"], cat="calc")

    t = us(65000, state="GA", status="head_of_household", dependents=1)
    Q("whats my take home", US(state="GA", annualIncome=65000, dependents=1), "tax",
      figs=[W(t["federalTax"]), W(t["takeHome"])], cat="tax")
    t = us(52000, state="PA")
    Q("how much would someone take home on 25 bucks an hour?", US(state="PA"), "tax", figs=[W(t["takeHome"])], cat="tax")

    # ---------------- limits and tables ----------------
    Q("what's the concessional cap this year", AU(), "limit:concessional_cap", figs=["$32,500"], cat="limit")
    Q("non concessional cap?", AU(), "limit:non_concessional_cap", figs=["$130,000"], cat="limit")
    Q("what was the concessional contributions cap in 2025-26", AU(), "limit:concessional_cap",
      figs=["$30,000"], has=["2025-26"], cat="limit")
    Q("what's the super guarantee rate at the moment?", AU(), "limit:super_guarantee_rate", has=["12%"], cat="limit")
    Q("how much can i put in my 401k in 2026", US(state="CA"), "limit:401k_limit", figs=["$24,500"], cat="limit")
    Q("i'm 52, how much can i put into my 401k this year?", US(state="NV"), "limit:401k_limit",
      ch={"age": "52"}, figs=["$24,500", "$8,000"], cat="limit")
    Q("IRA contribution limit 2025", US(), "limit:ira_limit", figs=["$7,000"], cat="limit")
    Q("whats the hsa limit for family coverage", US(state="UT"), "limit:hsa_limit", figs=["$8,750"], cat="limit")
    Q("standard deduction married filing jointly?", US(maritalStatus="married"), "limit:standard_deduction",
      figs=["$32,200"], cat="limit")
    Q("what was the standard deduction for 2025 for a single person", US(), "limit:standard_deduction",
      figs=["$15,750"], cat="limit")
    Q("how much is the child tax credit per kid", US(state="OK", dependents=2), "limit:child_tax_credit",
      figs=["$2,200"], cat="limit")
    Q("social security wage base 2026?", US(), "limit:social_security_wage_base", figs=["$184,500"], cat="limit")
    Q("what's the fica rate", US(state="TN"), "limit:fica", has=["6.2%", "1.45%"], cat="limit")
    Q("whats the tax free threshold in australia", AU(), "limit:tax_free_threshold", figs=["$18,200"], cat="limit")
    Q("medicare levy rate?", AU(), "limit:medicare_levy", has=["2%"], cat="limit")
    Q("what are the MLS thresholds for singles", AU(), "limit:surcharge_thresholds",
      figs=["$101,000", "$118,000", "$158,000"], cat="limit")
    Q("I earn 140k, what tax bracket am I in?", AU(), "limit:tax_brackets", ch={"annualIncome": "140000"},
      has=["37%"], cat="limit")
    Q("what's the top marginal tax rate in australia and where does it kick in", AU(),
      "limit:tax_brackets", figs=["$190,000"], has=["45%"], cat="limit")
    Q("US tax brackets for single filers 2026", US(), "limit:tax_brackets",
      figs=["$12,400", "$50,400", "$105,700", "$201,775", "$256,225", "$640,600"], cat="limit")
    Q("what's the income tax rate in illinois", US(state="IL"), "limit:tax_brackets", has=["4.95%"], cat="limit")
    Q("does florida have a state income tax?", US(state="GA"), "limit:tax_brackets", cat="limit")
    Q("new york state tax brackets pls", US(state="NY"), "limit:tax_brackets", has=["10.9%"], cat="limit")
    Q("hecs repayment threshold?", AU(), "limit:help_repayment_thresholds", figs=["$67,000"], cat="limit")
    Q("how much is the age pension per fortnight for a single", AU(age=66), "limit:age_pension_rate",
      figs=["$1,200.90"], cat="limit")
    Q("where does the 32% bracket start for married filing jointly", US(), "limit:tax_brackets",
      figs=["$403,550"], has=["32%"], cat="limit")
    Q("what were the aussie tax rates in 2024-25", AU(), "limit:tax_brackets", figs=["$18,200"],
      has=["2024-25", "16%"], cat="limit")
    Q("What's the HSA contribution limit for self-only coverage this year?", US(), "limit:hsa_limit",
      figs=["$4,400"], cat="limit")
    Q("how much extra can i put in an IRA if i'm over 50", US(state="OR", age=56), "limit:ira_limit",
      figs=["$1,100"], cat="limit")

    # ---------------- own figures ----------------
    Q("what's my net worth", AU(currentSavings=25000, superBalance=110000, propertyValue=750000,
                               mortgageBalance=520000, debts=12000), "net_worth",
      figs=["$353,000"], cat="own")
    Q("I also have 8k left on a car loan. what's my net worth now?",
      US(state="CO", superBalance=240000, investmentAccounts=60000, currentSavings=15000), "net_worth",
      ch={"debts": "8000"}, figs=["$307,000"], cat="own")
    Q("net worth?", AU(currentSavings=12000, superBalance=45000, helpDebt=28000, debts=5000, age=27),
      "net_worth", figs=["$52,000"], cat="own")
    Q("whats my net worth looking like", US(state="VA", currentSavings=22000, superBalance=185000, investmentAccounts=40000,
                                            propertyValue=520000, mortgageBalance=395000, debts=31000),
      "net_worth", figs=["$341,000"], cat="own")
    Q("how much equity have I got in the house", AU(propertyValue=900000, mortgageBalance=610000),
      "equity", figs=["$290,000"], cat="own")
    Q("the house got valued at 1.1 mil last week, how much equity do i have now?",
      AU(mortgageBalance=640000, state="NSW"), "equity", ch={"propertyValue": "1100000"},
      figs=["$460,000"], cat="own")
    Q("How much equity do we have in our home?", US(state="NC", propertyValue=485000, mortgageBalance=302500),
      "equity", figs=["$182,500"], cat="own")
    t = au(90000)
    Q("how much am i saving each month?", AU(annualIncome=90000, monthlyExpenses=4000), "savings_rate",
      figs=[W(t["takeHome"] / 12 - 4000)], cat="own")
    Q("i bring home about 6,200 a month and spend around 4,500, whats my savings rate",
      US(state="WA", annualIncome=100000), "savings_rate", ch={"monthlyExpenses": "4500"},
      figs=["$1,700"], cat="own")
    t = au(75000)
    Q("how much am i saving a year roughly", AU(annualIncome=75000, monthlyExpenses=3800), "savings_rate",
      figs=[W(t["takeHome"] - 3800 * 12)], cat="own")
    Q("how much super should my employer be paying me", AU(annualIncome=85000), "employer_contributions",
      figs=["$10,200"], has=["12%"], cat="own")
    Q("I'm on 100k, how much super should my employer be putting in?", AU(), "employer_contributions",
      ch={"annualIncome": "100000"}, figs=["$12,000"], cat="own")
    Q("how much does my employer match put in my 401k a year?", US(state="MA", annualIncome=120000, employerMatch="0.04"),
      "employer_contributions", figs=["$4,800"], cat="own")
    Q("my company matches 6%, how much is that on my salary?", US(state="TX", annualIncome=95000),
      "employer_contributions", ch={"employerMatch": "0.06"}, figs=["$5,700"], cat="own")
    Q("how many months would my emergency fund last", AU(emergencyFund=18000, emergencyFundCurrent=18000, monthlyExpenses=4500),
      "emergency_cover", has=["4 months"], cat="own")
    Q("i've got 10k in my emergency fund and spend about 2,500 a month, how long would that last if i lost my job?",
      US(state="AZ"), "emergency_cover", ch=dict(EF(10000), monthlyExpenses="2500"), has=["4 months"], cat="own")
    Q("what's my debt to income ratio", AU(annualIncome=110000, mortgageBalance=480000, debts=15000),
      "debt_to_income", cat="own")
    Q("is my debt to income ok?", US(state="KY", annualIncome=80000, debts=20000), "debt_to_income", cat="own")
    Q("how many years until i can retire", AU(age=38, retirementAge=60), "years_to_retirement",
      has=["22 years"], cat="own")
    Q("how long till retirement for me?", US(state="IN", age=29), "years_to_retirement", has=["36 years"], cat="own")
    Q("I'm 47, how many years do I have left until I retire?", AU(retirementAge=62), "years_to_retirement",
      ch={"age": "47"}, has=["15 years"], cat="own")

    # ---------------- facts stated ----------------
    Q("I'm 34", US(state="NY"), "facts", ch={"age": "34"}, cat="facts")
    Q("i earn 85k", AU(), "facts", ch={"annualIncome": "85000"}, cat="facts")
    Q("we owe 550k on the mortgage", US(state="CA"), "facts", ch={"mortgageBalance": "550000"}, cat="facts")
    Q("ive still got about 25k HECS", AU(), "facts", ch={"helpDebt": "25000"}, cat="facts")
    Q("I get paid $2,400 a fortnight before tax", AU(), "facts", ch={"annualIncome": "62400"}, cat="facts")
    Q("on $38 an hour at the moment", AU(), "facts", ch={"annualIncome": str(38 * 38 * 52)}, cat="facts")
    Q("I make $28/hr", US(state="MO"), "facts", ch={"annualIncome": str(28 * 40 * 52)}, cat="facts")
    Q("rent's $620 a week", AU(), "facts", ch={"rentOrMortgage": canon(D(620) * 52 / 12)}, cat="facts")
    Q("married, 3 kids", AU(), "facts", ch={"maritalStatus": "married", "dependents": "3"}, cat="facts")
    Q("I live in Queensland", AU(), "facts", ch={"state": "QLD"}, cat="facts")
    Q("moved to colorado last month", US(state="TX"), "facts", ch={"state": "CO"}, cat="facts")
    Q("my 401k balance is about 142k", US(state="OH"), "facts", ch={"superBalance": "142000"}, cat="facts")
    Q("I have $18,500 in my emergency fund.", US(state="GA"), "facts", ch=EF(18500), cat="facts")
    Q("house is worth about 720k and there's 390k left on the loan", AU(), "facts",
      ch={"propertyValue": "720000", "mortgageBalance": "390000"}, cat="facts")
    Q("2 cars, and a 15k car loan", AU(), "facts", ch={"numberOfCars": "2", "debts": "15000"}, cat="facts")
    Q("FYI I salary sacrifice $8,000 a year into super", AU(annualIncome=110000), "facts",
      ch={"salarySacrifice": "8000"}, cat="facts")
    Q("ive got private hospital cover through bupa", AU(), "facts", ch={"privateHospitalCover": "true"}, cat="facts")
    Q("my employer matches up to 4% of my salary", US(state="NJ", annualIncome=90000), "facts",
      ch={"employerMatch": "0.04"}, cat="facts")
    Q("41, on 130k, single, no kids, living in Victoria", AU(), "facts",
      ch={"age": "41", "annualIncome": "130000", "maritalStatus": "single", "dependents": "0", "state": "VIC"}, cat="facts")
    Q("we spend about 5k a month all up", US(state="CA"), "facts", ch={"monthlyExpenses": "5000"}, cat="facts")
    Q("I put $500 a month into my 401k pre-tax", US(state="VA", annualIncome=75000), "facts",
      ch={"preTaxRetirement": "6000"}, cat="facts")
    Q("planning to retire at 60", AU(age=45), "facts", ch={"retirementAge": "60"}, cat="facts")
    Q("super balance is 86,400 as of last statement", AU(), "facts", ch={"superBalance": "86400"}, cat="facts")
    Q("I have about 35k in a brokerage account", US(state="WA"), "facts", ch={"investmentAccounts": "35000"}, cat="facts")
    Q("single mom, 2 kids, 31 years old", US(state="OH"), "facts",
      ch={"maritalStatus": "single", "dependents": "2", "age": "31"}, cat="facts")
    Q("my husband's on about 60k", AU(annualIncome=75000, maritalStatus="married"), "facts", cat="facts")
    Q("hypothetically if I had a million in super at 60 could I retire comfortably?", AU(age=52), "retirement", cat="facts")

    # ---------------- compound ----------------
    a15, _ = annuity(400000, 6, 15)
    a30, _ = annuity(400000, 6, 30)
    Q("15 or 30 year mortgage on 400k at 6%? what's the difference in the monthly payment", US(state="IL"), "loan_repayment",
      figs=[money(a15, True), money(a30, True)], cat="compound")
    b0 = au(110000)
    b5, b10 = au(110000, salarySacrifice=5000), au(110000, salarySacrifice=10000)
    saved = lambda x: b0["federalTax"] + b0["ficaTax"] - x["federalTax"] - x["ficaTax"]
    Q("salary sacrifice 5k or 10k, which saves more tax?", AU(annualIncome=110000), "pretax_saving",
      figs=[W(saved(b5)), W(saved(b10))], cat="compound")
    ca = us(140000, state="CA")
    Q("California or Texas on 140k - how much difference in tax?", US(), "compare_states",
      figs=[W(ca["stateTax"])], cat="compound")
    Q("retire at 60 or 65 - which makes more sense for me?",
      AU(age=48, annualIncome=125000, superBalance=310000, monthlyExpenses=5500), "retirement", cat="compound")
    t = au(90000)
    Q("what's the tax on 90k, and how long would it take to save 40k at 1000 a month?", AU(),
      "tax+savings_time_to_target", figs=[W(t["federalTax"])], cat="compound")
    Q("whats the concessional cap and how much super does my employer put in on my 95k",
      AU(annualIncome=95000), "limit:concessional_cap+employer_contributions", figs=["$32,500", "$11,400"], cat="compound")
    Q("what's my net worth and how many years till I retire?",
      AU(age=44, currentSavings=30000, superBalance=190000, propertyValue=680000, mortgageBalance=410000),
      "net_worth+years_to_retirement", figs=["$490,000"], has=["21 years"], cat="compound")
    Q("401k limit this year? and the IRA limit?", US(state="SC"), "limit:401k_limit+limit:ira_limit",
      figs=["$24,500", "$7,500"], cat="compound")
    a25, _ = annuity(600000, 6, 25)
    a30, _ = annuity(600000, 6, 30)
    Q("repayments on 600k at 6%, 25 vs 30 years?", AU(), "loan_repayment",
      figs=[money(a25, True), money(a30, True)], cat="compound")
    x, _ = annuity(700000, "5.8", 30)
    y, _ = annuity(700000, "6.3", 30)
    Q("one bank's offering 5.8% and another 6.3% - what's the difference in monthly repayments on 700k over 30 years?",
      AU(state="VIC"), "loan_repayment", figs=[money(x, True), money(y, True)], cat="compound")
    ny, nj = us(120000, state="NY"), us(120000, state="NJ")
    Q("take home on 120k in NY vs NJ?", US(), "compare_states", figs=[W(ny["takeHome"]), W(nj["takeHome"])], cat="compound")
    f1, f2 = fv(0, 1000, 5, 10), fv(0, 1500, 5, 10)
    Q("saving 1000 vs 1500 a month at 5% for 10 years, how much more would i end up with?", US(state="NE"),
      "savings_growth", figs=[W(f1), W(f2)], cat="compound")
    t = au(88000)
    Q("how much tax do i pay and what's my savings rate?", AU(annualIncome=88000, monthlyExpenses=3600),
      "tax+savings_rate", figs=[W(t["federalTax"]), W(t["takeHome"] / 12 - 3600)], cat="compound")
    Q("what's the standard deduction and how much is the child tax credit per kid?", US(state="MI"),
      "limit:standard_deduction+limit:child_tax_credit", figs=["$16,100", "$2,200"], cat="compound")
    Q("how much do i need to retire on 50k a year? also whats the super guarantee rate", AU(),
      "nest_egg+limit:super_guarantee_rate", figs=["$1,250,000"], has=["12%"], cat="compound")
    Q("should I pay an extra $500 or $1,000 a month on a $500k loan at 6% over 30 years?", US(state="TN"),
      "loan_extra_repayment", figs=extra_saved_fig(500000, 6, 30, 500) + extra_saved_fig(500000, 6, 30, 1000), cat="compound")

    Q("what's my equity and my debt to income like?",
      AU(annualIncome=150000, propertyValue=1250000, mortgageBalance=700000, debts=25000),
      "equity+debt_to_income", figs=["$550,000"], cat="compound")
    t = us(115000, state="CO")
    Q("how much tax will i pay this year and how much can i put in my 401k?",
      US(state="CO", annualIncome=115000, age=38), "tax+limit:401k_limit",
      figs=[W(t["federalTax"]), "$24,500"], cat="compound")
    Q("whats the medicare levy and the tax free threshold", AU(), "limit:medicare_levy+limit:tax_free_threshold",
      figs=["$18,200"], has=["2%"], cat="compound")
    x, _ = annuity(520000, "5.9", 25)
    y, _ = annuity(520000, "6.2", 30)
    Q("520k loan: 5.9% over 25 years or 6.2% over 30, what are the repayments on each?", AU(state="WA"),
      "loan_repayment", figs=[money(x, True), money(y, True)], cat="compound")

    # ---------------- explainers & general advice ----------------
    Q("how do franking credits work", AU(), "explain:franking_credits", cat="explain")
    Q("whats negative gearing and is it actually worth it", AU(), "explain:negative_gearing", cat="explain")
    Q("do i pay capital gains tax if i sell my shares after 2 years?", AU(), "explain:capital_gains_tax", cat="explain")
    Q("roth or traditional 401k, which is better?", US(state="CA"), "explain:roth_vs_traditional", cat="explain")
    Q("what is an HSA", US(), "explain:hsa", cat="explain")
    Q("when should i claim social security, 62 or wait?", US(age=58), "explain:social_security_ages", cat="explain")
    Q("do I actually need life insurance? I've got two young kids", AU(dependents=2), "explain:life_insurance",
      cat="explain")
    Q("is it better to put extra money on the mortgage or into super?", AU(age=42, mortgageBalance=380000),
      "explain:extra_repayments_vs_super", cat="explain")
    Q("how much should I have saved by 40?", US(age=37), "explain:savings_by_age", cat="explain")
    Q("offset account vs redraw - whats the difference", AU(), "explain:offset_vs_redraw", cat="explain")
    Q("are index funds a good idea? what fees should i look for", US(), "explain:index_funds_and_fees", cat="explain")
    Q("how does HECS indexation work", AU(helpDebt=32000), "explain:help_debt", cat="explain")
    Q("how does medicare work when i turn 65", US(age=63), "explain:us_medicare", cat="explain")
    Q("first home super saver scheme - how does it work?", AU(age=28), "explain:first_home_schemes", cat="explain")
    Q("what is an IRA exactly", US(), "explain:ira", cat="explain")
    Q("how does a 401k work", US(state="IL"), "explain:401k", cat="explain")
    Q("can someone explain super to me like im 5", AU(age=19), "explain:super", cat="explain")
    Q("how does the age pension work?", AU(age=64), "explain:age_pension", cat="explain")
    Q("how do i start budgeting, i'm hopeless with money", US(state="TX"), "budget", cat="explain")
    Q("how big should my emergency fund be?", US(), "emergency_fund", cat="explain")
    Q("should i pay off my credit card debt first or save?", US(state="OH"), "debt", cat="explain")
    Q("any tips for buying my first house?", US(state="PA"), "home_buying", cat="explain")
    Q("Should I salary sacrifice?", AU(annualIncome=95000), "salary_sacrifice", cat="explain")
    Q("which retirement accounts should i be using?", US(state="NY"), "retirement_accounts", cat="explain")
    Q("am i on track for retirement?", AU(age=45, annualIncome=120000, superBalance=250000, monthlyExpenses=5000),
      "retirement", cat="explain")
    Q("am i on track to retire at 62?", US(state="AZ", age=47, annualIncome=105000, superBalance=310000, monthlyExpenses=6000),
      "retirement", cat="explain")
    Q("how long will my money last if I retire now?",
      US(state="FL", age=64, superBalance=850000, monthlyExpenses=5200, annualIncome=90000), "retirement", cat="explain")

    # ---------------- topics ----------------
    Q("should I lease or buy my next car?", AU(), "topic:lease-vs-buy-car", cat="topic")
    Q("is it worth setting up a family trust?", AU(annualIncome=210000), "topic:family-trust-setup", cat="topic")
    Q("investment property or shares, what's better long term", AU(), "topic:investment-property-vs-shares", cat="topic")
    Q("should i consolidate my debts into one loan?", US(debts=22000), "topic:debt-consolidation", cat="topic")
    Q("what are some tax effective ways to invest", AU(), "topic:tax-effective-investing", cat="topic")
    Q("salary sacrifice strategies?", AU(annualIncome=140000), "topic:salary-sacrifice-strategies", cat="topic")
    Q("how do concessional super contributions work? can i use the carry forward thing?", AU(age=46, superBalance=210000),
      "topic:concessional-super-contributions", cat="topic")

    # ---------------- greetings / help / summary / off-topic ----------------
    Q("hi", AU(), "greeting", cat="misc")
    Q("g'day", AU(), "greeting", cat="misc")
    Q("hey there!", US(), "greeting", cat="misc")
    Q("hello", US(state="CA"), "greeting", cat="misc")
    Q("thanks heaps", AU(), "thanks", cat="misc")
    Q("cheers, that's really helpful", AU(), "thanks", cat="misc")
    Q("what can you do?", US(), "help", cat="misc")
    Q("what kind of stuff can i ask you", US(state="WA"), "help", cat="misc")
    Q("what do you know about me", AU(age=33, annualIncome=92000, state="NSW"), "profile_summary", cat="misc")
    Q("show me what's in my profile", US(state="CA", age=40, annualIncome=130000), "profile_summary", cat="misc")
    Q("what's the weather like in melbourne tomorrow", AU(), "unknown", cat="misc")
    Q("can you recommend a good pizza place near me", US(), "unknown", cat="misc")
    Q("who's gonna win the footy this weekend", AU(), "unknown", cat="misc")
    Q("bitcoin price today?", US(), "unknown", cat="misc")


# ==========================================================================
# CONVERSATIONS
# ==========================================================================

def build_conversations():
    a30, _ = annuity(500000, 6, 30)
    a25, _ = annuity(500000, 6, 25)
    f25, _ = annuity(500000, 6, 25, 26)
    C(AU(),
      T("repayments on 500k at 6% over 30 years?", "loan_repayment", figs=[money(a30, True)]),
      T("what about over 25 years?", "loan_repayment", figs=[money(a25, True)]),
      T("and fortnightly?", "loan_repayment", figs=[money(f25, True)]))

    a, _ = annuity(380000, "6.5", 30)
    b, _ = annuity(380000, 7, 30)
    c, _ = annuity(380000, 7, 15)
    C(US(state="TX"),
      T("monthly payment on a 380k mortgage at 6.5%, 30 year fixed", "loan_repayment", figs=[money(a, True)]),
      T("and at 7%?", "loan_repayment", figs=[money(b, True)], has=["7%"]),
      T("what about a 15 year at 7%", "loan_repayment", figs=[money(c, True)]))

    a, _ = annuity(450000, "6.5", 30)
    b, _ = annuity(450000, "5.5", 30)
    C(AU(state="QLD"),
      T("how much is the repayment on 450k at 6.5% over 30yrs", "loan_repayment", figs=[money(a, True)]),
      T("sorry i meant 5.5% not 6.5%", "loan_repayment", figs=[money(b, True)], has=["5.5%"]))

    a, _ = annuity(30000, 9, 5, 52)
    b, _ = annuity(40000, 9, 5, 52)
    C(AU(),
      T("weekly repayments on 30k at 9% over 5 years", "loan_repayment", figs=[money(a, True)]),
      T("same but 40k", "loan_repayment", figs=[money(b, True)]))

    C(AU(state="NSW"),
      T("how much quicker would i pay off 600k at 6% over 30 years with an extra 300 a month",
        "loan_extra_repayment", figs=extra_saved_fig(600000, 6, 30, 300)),
      T("what if i put in 500 extra instead", "loan_extra_repayment", figs=extra_saved_fig(600000, 6, 30, 500)))

    n1, i1 = simulate(8000, 22, 12, 300)
    n2, i2 = simulate(8000, 22, 12, 500)
    C(US(state="FL"),
      T("how long to pay off 8k on a credit card at 22% paying 300 a month?", "loan_payoff_time", figs=[money(i1)]),
      T("what if I pay 500 a month?", "loan_payoff_time", figs=[money(i2)]))

    C(US(state="NM"),
      T("if I save 400 a month at 5% how much will I have after 10 years", "savings_growth", figs=[W(fv(0, 400, 5, 10))]),
      T("what about 20 years", "savings_growth", figs=[W(fv(0, 400, 5, 20))]),
      T("and if I add another $200 a month on top?", "savings_growth", figs=[W(fv(0, 600, 5, 20))]))

    C(US(state="WA"),
      T("how much do I need to save monthly to have 60k for a down payment in 5 years at 4%?", "savings_target",
        figs=[money(needed(60000, 0, 4, 5), True)]),
      T("what if I want it in 3 years instead?", "savings_target", figs=[money(needed(60000, 0, 4, 3), True)]))

    C(AU(state="VIC"),
      T("how much a fortnight to save an 80k deposit in 4 years at 4.5%?", "savings_target",
        figs=[money(needed(80000, 0, "4.5", 4, 26), True)]),
      T("and weekly?", "savings_target", figs=[money(needed(80000, 0, "4.5", 4, 52), True)]))

    C(US(state="OR"),
      T("how long to save 30k at 750 a month at 4.5%", "savings_time_to_target"),
      T("what about if I do 1000 a month", "savings_time_to_target"))

    C(AU(age=43),
      T("how much super do I need to retire on 65k a year?", "nest_egg", figs=[W(nest_egg(65000))]),
      T("what about 80k?", "nest_egg", figs=[W(nest_egg(80000))]),
      T("and with a 3.5% withdrawal rate?", "nest_egg", figs=[W(nest_egg(80000, "0.035"))]))

    ne = nest_egg(90000)
    C(US(state="NV", age=35),
      T("How much do I need to retire on $90k a year?", "nest_egg", figs=[W(ne)]),
      T("what's that in today's dollars if I retire in 30 years?", "todays_dollars", figs=[W(todays(ne, 30))]))

    C(US(state="DE"),
      T("what's 750k in 20 years worth in today's money?", "todays_dollars", figs=[W(todays(750000, 20))]),
      T("at 3% inflation?", "todays_dollars", figs=[W(todays(750000, 20, "0.03"))]))

    t120, t95 = au(120000), au(95000)
    C(AU(state="NSW"),
      T("if I earned 120k what would I take home?", "tax", figs=[W(t120["takeHome"])]),
      T("and in Victoria?", "tax", figs=[W(t120["takeHome"])]),
      T("ok well I actually earn 95k, what's my take home then?", "tax", ch={"annualIncome": "95000"},
        figs=[W(t95["takeHome"])]))

    ca, tx, fl = us(100000, state="CA"), us(100000, state="TX"), us(100000, state="FL")
    C(US(state="CA"),
      T("how much tax on 100k in california?", "tax", figs=[W(ca["stateTax"]), W(ca["takeHome"])]),
      T("and in texas?", "tax", figs=[W(tx["takeHome"])]),
      T("florida?", "tax", figs=[W(fl["takeHome"])]))

    a, b = au(150000), au(150000, "2025-26")
    C(AU(),
      T("tax on 150k this year?", "tax", figs=[W(a["federalTax"])]),
      T("what about last financial year?", "tax", figs=[W(b["federalTax"])], has=["2025-26"]))

    a, b = us(95000, "2025"), us(95000, "2026")
    C(US(),
      T("federal tax on 95k in 2025?", "tax", figs=[W(a["federalTax"])]),
      T("and 2026?", "tax", figs=[W(b["federalTax"])]))

    t0, t1, t2 = au(88000), au(103000), au(113000)
    C(AU(annualIncome=88000),
      T("I'm getting a $15k bonus, how much do I keep after tax?", "bonus_after_tax",
        figs=[W(t1["takeHome"] - t0["takeHome"])]),
      T("what if it was 25k?", "bonus_after_tax", figs=[W(t2["takeHome"] - t0["takeHome"])]))

    t0, t1, t2 = us(75000, state="GA"), us(85000, state="GA"), us(95000, state="GA")
    C(US(state="GA", annualIncome=75000),
      T("if I get a raise to 85k how much more do I take home per year?", "raise_after_tax",
        figs=[W(t1["takeHome"] - t0["takeHome"])]),
      T("and to 95k?", "raise_after_tax", figs=[W(t2["takeHome"] - t0["takeHome"])]))

    me = au(90000, maritalStatus="married")
    w1, w2 = au(75000, maritalStatus="married"), au(60000, maritalStatus="married")
    C(AU(annualIncome=90000, maritalStatus="married"),
      T("whats our household take home if my wife earns 75k", "couple_take_home",
        figs=[W(me["takeHome"] + w1["takeHome"])]),
      T("what if she goes part time on 60k?", "couple_take_home", figs=[W(me["takeHome"] + w2["takeHome"])]))

    C(AU(privateHospitalCover="false"),
      T("how much would the medicare levy surcharge cost me on 115k", "surcharge_cost", figs=[W(D("0.01") * 115000)]),
      T("and on 160k?", "surcharge_cost", figs=[W(D("0.015") * 160000)]))

    ny, fl = us(200000, state="NY"), us(200000, state="FL")
    ca = us(200000, state="CA")
    C(US(state="NY"),
      T("tax in california vs texas on 200k?", "compare_states", figs=[W(ca["stateTax"])]),
      T("what about new york vs florida?", "compare_states", figs=[W(ny["stateTax"])]))

    b0, b8, b15 = au(130000), au(130000, salarySacrifice=8000), au(130000, salarySacrifice=15000)
    sv = lambda x: b0["federalTax"] + b0["ficaTax"] - x["federalTax"] - x["ficaTax"]
    C(AU(annualIncome=130000, age=39),
      T("how much tax do i save salary sacrificing 8k?", "pretax_saving", figs=[W(sv(b8))]),
      T("what about 15k?", "pretax_saving", figs=[W(sv(b15))]))

    u0 = us(110000, state="NC", age=35)
    u15 = us(110000, state="NC", age=35, preTaxRetirement=16000)
    u24 = us(110000, state="NC", age=35, preTaxRetirement=24500)
    sv2 = lambda x: u0["federalTax"] + u0["stateTax"] - x["federalTax"] - x["stateTax"]
    C(US(state="NC", annualIncome=110000, age=35),
      T("how much tax do I save putting $16,000 pre-tax in my 401k?", "pretax_saving", figs=[W(sv2(u15))]),
      T("and if I max it out?", "pretax_saving", figs=[W(sv2(u24))]))

    C(US(state="AZ"),
      T("what's the standard deduction this year?", "limit:standard_deduction", figs=["$16,100"]),
      T("and for married couples?", "limit:standard_deduction", figs=["$32,200"]),
      T("what was it last year?", "limit:standard_deduction", figs=["$31,500"], has=["2025"]))

    C(AU(),
      T("what's the concessional cap?", "limit:concessional_cap", figs=["$32,500"]),
      T("and non-concessional?", "limit:non_concessional_cap", figs=["$130,000"]))

    C(US(state="CO"),
      T("how does an IRA work?", "explain:ira"),
      T("how much can I put in one this year?", "limit:ira_limit", figs=["$7,500"]))

    C(US(state="UT"),
      T("what's an HSA?", "explain:hsa"),
      T("whats the limit for family coverage", "limit:hsa_limit", figs=["$8,750"]))

    C(US(state="MN"),
      T("how does a 401k work", "explain:401k"),
      T("what's the max I can put in?", "limit:401k_limit", figs=["$24,500"]),
      T("and if i'm 61?", "limit:401k_limit", figs=["$11,250"]))

    C(AU(age=66),
      T("how much is the age pension for a single person?", "limit:age_pension_rate", figs=["$1,200.90"]),
      T("and for a couple?", "limit:age_pension_rate", figs=["$905.20"]))

    C(AU(),
      T("what are the medicare levy surcharge thresholds?", "limit:surcharge_thresholds",
        figs=["$101,000", "$118,000", "$158,000"]),
      T("and for families?", "limit:surcharge_thresholds", figs=["$202,000", "$236,000", "$316,000"]))

    C(AU(),
      T("what tax bracket is 95k in?", "limit:tax_brackets", has=["30%"]),
      T("and 150k?", "limit:tax_brackets", has=["37%"]))

    C(US(state="CO"),
      T("what's the income tax rate in north carolina", "limit:tax_brackets", has=["3.99%"]),
      T("and utah?", "limit:tax_brackets", has=["4.45%"]))

    h = au(80000, helpDebt=22000)
    C(AU(),
      T("when do I have to start paying back my HECS?", "limit:help_repayment_thresholds", figs=["$67,000"]),
      T("I've got about 22k HECS and earn 80k, how much will come out each year?", "tax",
        ch={"helpDebt": "22000", "annualIncome": "80000"}, figs=[W(h["helpRepayment"])]))

    C(AU(),
      T("how many years until I can retire?", "years_to_retirement"),
      T("I'm 44", "years_to_retirement", ch={"age": "44"}, has=["21 years"]))

    C(AU(mortgageBalance=430000, state="SA"),
      T("how much equity do i have in my place?", "equity"),
      T("it's worth about 820k", "equity", ch={"propertyValue": "820000"}, figs=["$390,000"]))

    C(AU(),
      T("how much super should my boss be paying me?", "employer_contributions"),
      T("I'm on 92k", "employer_contributions", ch={"annualIncome": "92000"}, figs=["$11,040"]))

    C(AU(monthlyExpenses=3200),
      T("how many months would my emergency fund cover?", "emergency_cover"),
      T("I've got 16k in it", "emergency_cover", ch=EF(16000), has=["5 months"]))

    C(US(state="MD", annualIncome=90000),
      T("how much does my employer put in my 401k", "employer_contributions"),
      T("they match 4%", "employer_contributions", ch={"employerMatch": "0.04"}, figs=["$3,600"]))

    t = au(80000)
    C(AU(annualIncome=80000),
      T("what's my savings rate?", "savings_rate"),
      T("we spend about 3,800 a month", "savings_rate", ch={"monthlyExpenses": "3800"},
        figs=[W(t["takeHome"] / 12 - 3800)]))

    C(US(state="PA", mortgageBalance=350000, debts=10000),
      T("what's my debt to income ratio?", "debt_to_income"),
      T("I earn 120k", "debt_to_income", ch={"annualIncome": "120000"}))

    C(AU(currentSavings=20000, superBalance=95000, debts=18000),
      T("what's my net worth", "net_worth", figs=["$97,000"]),
      T("just paid off the car loan so no debts now", "facts", ch={"debts": "0"}),
      T("what is it now?", "net_worth", figs=["$115,000"]))

    a30, _ = annuity(550000, "6.2", 30)
    a25, _ = annuity(550000, "6.2", 25)
    C(AU(),
      T("repayments on 550k at 6.2% over 30 years", "loan_repayment", figs=[money(a30, True)]),
      T("how does that compare to 25 years?", "loan_repayment", figs=[money(a25, True)]))

    C(AU(),
      T("hi", "greeting"),
      T("what's the tax free threshold?", "limit:tax_free_threshold", figs=["$18,200"]),
      T("thanks!", "thanks"))

    t = us(70000, state="IL")
    C(US(state="IL", age=30, annualIncome=70000),
      T("what can you do?", "help"),
      T("ok how much tax do i pay", "tax", figs=[W(t["federalTax"]), W(t["stateTax"])]),
      T("what do you know about me", "profile_summary"))

    t = au(68000)
    C(AU(),
      T("I'm 29 and earn 68k", "facts", ch={"age": "29", "annualIncome": "68000"}),
      T("how much tax do I pay?", "tax", figs=[W(t["federalTax"]), W(t["takeHome"])]),
      T("and how many years until I retire?", "years_to_retirement", has=["36 years"]))

    ca, az = us(95000, state="CA"), us(95000, state="AZ")
    C(US(),
      T("I live in Texas and make 95k", "facts", ch={"state": "TX", "annualIncome": "95000"}),
      T("what would I take home if I moved to California?", "tax", figs=[W(ca["takeHome"])]),
      T("ok what about Arizona", "tax", figs=[W(az["takeHome"])]))

    C(US(state="MT"),
      T("If I invest 25k at 8% for 15 years what do I end up with?", "savings_growth", figs=[W(fv(25000, 0, 8, 15))]),
      T("oops I meant 6%", "savings_growth", figs=[W(fv(25000, 0, 6, 15))]))

    C(AU(annualIncome=105000),
      T("if I had 200k in super at 45 would I be on track?", "retirement"),
      T("realistically I've got 140k in super and I'm 45", "facts", ch={"superBalance": "140000", "age": "45"}))

    C(AU(),
      T("what are franking credits?", "explain:franking_credits"),
      T("how about capital gains tax, how does that work", "explain:capital_gains_tax"))

    u = us(130000, state="VA", age=40)
    s10 = us(130000, state="VA", age=40, preTaxRetirement=10000)
    s20 = us(130000, state="VA", age=40, preTaxRetirement=20000)
    s24 = us(130000, state="VA", age=40, preTaxRetirement=24500)
    sv3 = lambda x: u["federalTax"] + u["stateTax"] - x["federalTax"] - x["stateTax"]
    C(US(state="VA", annualIncome=130000, age=40),
      T("should I do 10k or 20k pre-tax in my 401k? how much tax would each save?", "pretax_saving",
        figs=[W(sv3(s10)), W(sv3(s20))]),
      T("what about 24.5k?", "pretax_saving", figs=[W(sv3(s24))]))

    n1, i1 = simulate(20000, 12, 12, 600)
    n2, i2 = simulate(20000, 12, 12, 800)
    C(US(state="WI"),
      T("how long to clear a 20k personal loan at 12% paying 600 a month?", "loan_payoff_time", figs=[money(i1)]),
      T("and paying 800?", "loan_payoff_time", figs=[money(i2)]))

    C(US(state="SC"),
      T("what nest egg do I need for 55k a year?", "nest_egg", figs=[W(nest_egg(55000))]),
      T("what about 4,000 a month instead", "nest_egg", figs=[W(nest_egg(48000))]))

    C(AU(),
      T("if I put 100 a week into an account at 4% for 5 years what's it worth", "savings_growth",
        figs=[W(fv(0, 100, 4, 5, 52))]),
      T("what if i did 200 a fortnight instead", "savings_growth", figs=[W(fv(0, 200, 4, 5, 26))]))

    d70 = au(70000, "2026-27")["takeHome"] - au(70000, "2025-26")["takeHome"]
    d45 = au(45000, "2026-27")["takeHome"] - au(45000, "2025-26")["takeHome"]
    C(AU(),
      T("how much less tax will I pay in 2026-27 than 2025-26 on 70k?", "compare_years", figs=[W(d70)]),
      T("and on 45k?", "compare_years", figs=[W(d45)]))

    C(AU(age=38, annualIncome=100000, superBalance=120000),
      T("what will my super be at 67 if i put an extra 5k a year in?", "contribution_what_if"),
      T("what about 10k a year", "contribution_what_if"))

    C(AU(age=50, annualIncome=140000, superBalance=420000, monthlyExpenses=6000),
      T("can I retire at 60?", "retirement"),
      T("what about 63", "retirement"))

    C(US(state="KS"),
      T("what's the 401k limit?", "limit:401k_limit", figs=["$24,500"]),
      T("what was it in 2025?", "limit:401k_limit", figs=["$23,500"], has=["2025"]))

    t0 = au(85000)
    t1 = au(85000, helpDebt=30000)
    C(AU(annualIncome=85000),
      T("what's my take home?", "tax", figs=[W(t0["takeHome"])]),
      T("I also have a 30k HECS debt, how does that change it?", "tax", ch={"helpDebt": "30000"},
        figs=[W(t1["helpRepayment"]), W(t1["takeHome"])]))

    t120 = us(120000, state="OH")
    C(US(state="OH", annualIncome=90000),
      T("if i made 120k what would my take home be?", "tax", figs=[W(t120["takeHome"])]),
      T("and with a $10k 401k contribution?", "tax",
        figs=[W(us(120000, state="OH", preTaxRetirement=10000)["takeHome"])]),
      T("ok thanks. fwiw I just got a raise, I'm on 98k now", "*", ch={"annualIncome": "98000"}))

    C(US(state="NH"),
      T("what's a good amount to have in an emergency fund?", "emergency_fund"),
      T("I've got 9 grand put away for emergencies and spend about 3k a month, how many months is that?",
        "emergency_cover", ch=dict(EF(9000), monthlyExpenses="3000"), has=["3 months"]))

    a, _ = annuity(45000, "7.5", 5)
    b, _ = annuity(45000, "7.5", 7)
    C(US(state="MO"),
      T("thinking of a $45k truck at 7.5% for 5 years, what's the payment?", "loan_repayment", figs=[money(a, True)]),
      T("what if I stretch it to 7 years", "loan_repayment", figs=[money(b, True)]))

    C(AU(age=31),
      T("should I be putting extra into my mortgage or my super?", "explain:extra_repayments_vs_super"),
      T("and do i need life insurance with a mortgage?", "explain:life_insurance"))

    C(US(age=34, state="NJ"),
      T("how much should I have saved for retirement by my age?", "explain:savings_by_age"),
      T("fwiw I've got 60k in my 401k", "facts", ch={"superBalance": "60000"}))

    f1 = fv(5000, 200, 7, 10)
    f2 = fv(5000, 400, 7, 10)
    C(US(state="ID"),
      T("if i start with 5k and add 200 a month at 7% what do i have in 10 years", "savings_growth", figs=[W(f1)]),
      T("double the monthly amount?", "savings_growth", figs=[W(f2)]))


# ==========================================================================

def main():
    self_checks()
    build_questions()
    build_conversations()
    if "--missing" in sys.argv or "--used" in sys.argv:
        for k in dict.fromkeys(MISSING if "--missing" in sys.argv else USED):
            print(k)
        return
    if MISSING:
        sys.exit("tax table incomplete: run build_tax_table.py (%d missing)" % len(set(MISSING)))
    with open(os.path.join(HERE, "questions.jsonl"), "w", encoding="utf-8") as f:
        for q in QUESTIONS:
            q = {k: v for k, v in q.items() if not k.startswith("_")}
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "conversations.jsonl"), "w", encoding="utf-8") as f:
        for c in CONVERSATIONS:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    if "--report" in sys.argv:
        from collections import Counter
        print(len(QUESTIONS), "questions;", len(CONVERSATIONS), "conversations")
        print(Counter(q["_cat"] for q in QUESTIONS))
        for e in EXTRA_LOG:
            print("extra", e[:5], {k: str(v) for k, v in e[5].items()})


# BEGIN TAX TABLE
# Each key is the request line for: echo '<key>' | /work/targets/base/debug/penny tax --batch
# (values copied from the engine's answer; money in dollars)
TAX = {
    # echo '{"age":35,"country":"us","filingStatus":"single","income":110000,"preTaxRetirement":16000,"state":"NC","taxYear":"2026"}' | penny tax --batch
    '{"age":35,"country":"us","filingStatus":"single","income":110000,"preTaxRetirement":16000,"state":"NC","taxYear":"2026"}': {'federalTax': '11850', 'stateTax': '3241.88', 'ficaTax': '8415', 'takeHome': '70493.12', 'marginalRate': '0.3364'},
    # echo '{"age":35,"country":"us","filingStatus":"single","income":110000,"preTaxRetirement":24500,"state":"NC","taxYear":"2026"}' | penny tax --batch
    '{"age":35,"country":"us","filingStatus":"single","income":110000,"preTaxRetirement":24500,"state":"NC","taxYear":"2026"}': {'federalTax': '9980', 'stateTax': '2902.73', 'ficaTax': '8415', 'takeHome': '64202.27', 'marginalRate': '0.3364'},
    # echo '{"age":35,"country":"us","filingStatus":"single","income":110000,"state":"NC","taxYear":"2026"}' | penny tax --batch
    '{"age":35,"country":"us","filingStatus":"single","income":110000,"state":"NC","taxYear":"2026"}': {'federalTax': '15370', 'stateTax': '3880.28', 'ficaTax': '8415', 'takeHome': '82334.72', 'marginalRate': '0.3364'},
    # echo '{"age":40,"country":"us","filingStatus":"single","income":130000,"preTaxRetirement":10000,"state":"VA","taxYear":"2026"}' | penny tax --batch
    '{"age":40,"country":"us","filingStatus":"single","income":130000,"preTaxRetirement":10000,"state":"VA","taxYear":"2026"}': {'federalTax': '17570', 'stateTax': '6085.9', 'ficaTax': '9945', 'takeHome': '86399.1', 'marginalRate': '0.354'},
    # echo '{"age":40,"country":"us","filingStatus":"single","income":130000,"preTaxRetirement":20000,"state":"VA","taxYear":"2026"}' | penny tax --batch
    '{"age":40,"country":"us","filingStatus":"single","income":130000,"preTaxRetirement":20000,"state":"VA","taxYear":"2026"}': {'federalTax': '15370', 'stateTax': '5510.9', 'ficaTax': '9945', 'takeHome': '79174.1', 'marginalRate': '0.354'},
    # echo '{"age":40,"country":"us","filingStatus":"single","income":130000,"preTaxRetirement":24500,"state":"VA","taxYear":"2026"}' | penny tax --batch
    '{"age":40,"country":"us","filingStatus":"single","income":130000,"preTaxRetirement":24500,"state":"VA","taxYear":"2026"}': {'federalTax': '14380', 'stateTax': '5252.15', 'ficaTax': '9945', 'takeHome': '75922.85', 'marginalRate': '0.354'},
    # echo '{"age":40,"country":"us","filingStatus":"single","income":130000,"state":"VA","taxYear":"2026"}' | penny tax --batch
    '{"age":40,"country":"us","filingStatus":"single","income":130000,"state":"VA","taxYear":"2026"}': {'federalTax': '19934', 'stateTax': '6660.9', 'ficaTax': '9945', 'takeHome': '93460.1', 'marginalRate': '0.374'},
    # echo '{"age":68,"country":"australia","income":45000,"taxYear":"2026-27"}' | penny tax --batch
    '{"age":68,"country":"australia","income":45000,"taxYear":"2026-27"}': {'federalTax': '2725.13', 'stateTax': '0', 'ficaTax': '198', 'takeHome': '42076.87', 'helpRepayment': '0', 'marginalRate': '0.54'},
    # echo '{"country":"australia","helpDebt":22000,"income":80000,"taxYear":"2026-27"}' | penny tax --batch
    '{"country":"australia","helpDebt":22000,"income":80000,"taxYear":"2026-27"}': {'federalTax': '14520', 'stateTax': '0', 'ficaTax': '1600', 'takeHome': '61930', 'helpRepayment': '1950', 'marginalRate': '0.32'},
    # echo '{"country":"australia","helpDebt":30000,"income":85000,"taxYear":"2026-27"}' | penny tax --batch
    '{"country":"australia","helpDebt":30000,"income":85000,"taxYear":"2026-27"}': {'federalTax': '16020', 'stateTax': '0', 'ficaTax': '1700', 'takeHome': '64580', 'helpRepayment': '2700', 'marginalRate': '0.32'},
    # echo '{"country":"australia","helpDebt":30000,"income":90000,"taxYear":"2026-27"}' | penny tax --batch
    '{"country":"australia","helpDebt":30000,"income":90000,"taxYear":"2026-27"}': {'federalTax': '17520', 'stateTax': '0', 'ficaTax': '1800', 'takeHome': '67230', 'helpRepayment': '3450', 'marginalRate': '0.32'},
    # echo '{"country":"australia","income":103000,"taxYear":"2026-27"}' | penny tax --batch
    '{"country":"australia","income":103000,"taxYear":"2026-27"}': {'federalTax': '21420', 'stateTax': '0', 'ficaTax': '2060', 'takeHome': '79520', 'helpRepayment': '0', 'marginalRate': '0.32'},
    # echo '{"country":"australia","income":105000,"maritalStatus":"married","taxYear":"2026-27"}' | penny tax --batch
    '{"country":"australia","income":105000,"maritalStatus":"married","taxYear":"2026-27"}': {'federalTax': '22020', 'stateTax': '0', 'ficaTax': '2100', 'takeHome': '80880', 'helpRepayment': '0', 'marginalRate': '0.32'},
    # echo '{"country":"australia","income":105000,"taxYear":"2026-27"}' | penny tax --batch
    '{"country":"australia","income":105000,"taxYear":"2026-27"}': {'federalTax': '22020', 'stateTax': '0', 'ficaTax': '2100', 'takeHome': '80880', 'helpRepayment': '0', 'marginalRate': '0.32'},
    # echo '{"country":"australia","income":110000,"salarySacrifice":10000,"taxYear":"2026-27"}' | penny tax --batch
    '{"country":"australia","income":110000,"salarySacrifice":10000,"taxYear":"2026-27"}': {'federalTax': '20520', 'stateTax': '0', 'ficaTax': '2000', 'takeHome': '77480', 'helpRepayment': '0', 'marginalRate': '0.32'},
    # echo '{"country":"australia","income":110000,"salarySacrifice":5000,"taxYear":"2026-27"}' | penny tax --batch
    '{"country":"australia","income":110000,"salarySacrifice":5000,"taxYear":"2026-27"}': {'federalTax': '22020', 'stateTax': '0', 'ficaTax': '2100', 'takeHome': '80880', 'helpRepayment': '0', 'marginalRate': '0.32'},
    # echo '{"country":"australia","income":110000,"taxYear":"2026-27"}' | penny tax --batch
    '{"country":"australia","income":110000,"taxYear":"2026-27"}': {'federalTax': '23520', 'stateTax': '0', 'ficaTax': '2200', 'takeHome': '84280', 'helpRepayment': '0', 'marginalRate': '0.32'},
    # echo '{"country":"australia","income":113000,"taxYear":"2026-27"}' | penny tax --batch
    '{"country":"australia","income":113000,"taxYear":"2026-27"}': {'federalTax': '24420', 'stateTax': '0', 'ficaTax': '2260', 'takeHome': '86320', 'helpRepayment': '0', 'marginalRate': '0.32'},
    # echo '{"country":"australia","income":120000,"salarySacrifice":10000,"taxYear":"2026-27"}' | penny tax --batch
    '{"country":"australia","income":120000,"salarySacrifice":10000,"taxYear":"2026-27"}': {'federalTax': '23520', 'stateTax': '0', 'ficaTax': '2200', 'takeHome': '84280', 'helpRepayment': '0', 'marginalRate': '0.32'},
    # echo '{"country":"australia","income":120000,"taxYear":"2026-27"}' | penny tax --batch
    '{"country":"australia","income":120000,"taxYear":"2026-27"}': {'federalTax': '26520', 'stateTax': '0', 'ficaTax': '2400', 'takeHome': '91080', 'helpRepayment': '0', 'marginalRate': '0.32'},
    # echo '{"country":"australia","income":130000,"privateHospitalCover":false,"taxYear":"2026-27"}' | penny tax --batch
    '{"country":"australia","income":130000,"privateHospitalCover":false,"taxYear":"2026-27"}': {'federalTax': '29520', 'stateTax': '0', 'ficaTax': '4225', 'takeHome': '96255', 'helpRepayment': '0', 'marginalRate': '0.3325'},
    # echo '{"country":"australia","income":130000,"salarySacrifice":15000,"taxYear":"2026-27"}' | penny tax --batch
    '{"country":"australia","income":130000,"salarySacrifice":15000,"taxYear":"2026-27"}': {'federalTax': '25020', 'stateTax': '0', 'ficaTax': '2300', 'takeHome': '87680', 'helpRepayment': '0', 'marginalRate': '0.32'},
    # echo '{"country":"australia","income":130000,"salarySacrifice":8000,"taxYear":"2026-27"}' | penny tax --batch
    '{"country":"australia","income":130000,"salarySacrifice":8000,"taxYear":"2026-27"}': {'federalTax': '27120', 'stateTax': '0', 'ficaTax': '2440', 'takeHome': '92440', 'helpRepayment': '0', 'marginalRate': '0.32'},
    # echo '{"country":"australia","income":130000,"taxYear":"2026-27"}' | penny tax --batch
    '{"country":"australia","income":130000,"taxYear":"2026-27"}': {'federalTax': '29520', 'stateTax': '0', 'ficaTax': '2600', 'takeHome': '97880', 'helpRepayment': '0', 'marginalRate': '0.32'},
    # echo '{"country":"australia","income":150000,"taxYear":"2025-26"}' | penny tax --batch
    '{"country":"australia","income":150000,"taxYear":"2025-26"}': {'federalTax': '36838', 'stateTax': '0', 'ficaTax': '3000', 'takeHome': '110162', 'helpRepayment': '0', 'marginalRate': '0.39'},
    # echo '{"country":"australia","income":150000,"taxYear":"2026-27"}' | penny tax --batch
    '{"country":"australia","income":150000,"taxYear":"2026-27"}': {'federalTax': '36570', 'stateTax': '0', 'ficaTax': '3000', 'takeHome': '110430', 'helpRepayment': '0', 'marginalRate': '0.39'},
    # echo '{"country":"australia","income":180000,"taxYear":"2024-25"}' | penny tax --batch
    '{"country":"australia","income":180000,"taxYear":"2024-25"}': {'federalTax': '47938', 'stateTax': '0', 'ficaTax': '3600', 'takeHome': '128462', 'helpRepayment': '0', 'marginalRate': '0.39'},
    # echo '{"country":"australia","income":45000,"taxYear":"2025-26"}' | penny tax --batch
    '{"country":"australia","income":45000,"taxYear":"2025-26"}': {'federalTax': '3963', 'stateTax': '0', 'ficaTax': '900', 'takeHome': '40137', 'helpRepayment': '0', 'marginalRate': '0.335'},
    # echo '{"country":"australia","income":45000,"taxYear":"2026-27"}' | penny tax --batch
    '{"country":"australia","income":45000,"taxYear":"2026-27"}': {'federalTax': '3695', 'stateTax': '0', 'ficaTax': '900', 'takeHome': '40405', 'helpRepayment': '0', 'marginalRate': '0.335'},
    # echo '{"country":"australia","income":55000,"taxYear":"2026-27"}' | penny tax --batch
    '{"country":"australia","income":55000,"taxYear":"2026-27"}': {'federalTax': '6845', 'stateTax': '0', 'ficaTax': '1100', 'takeHome': '47055', 'helpRepayment': '0', 'marginalRate': '0.335'},
    # echo '{"country":"australia","income":60000,"maritalStatus":"married","taxYear":"2026-27"}' | penny tax --batch
    '{"country":"australia","income":60000,"maritalStatus":"married","taxYear":"2026-27"}': {'federalTax': '8420', 'stateTax': '0', 'ficaTax': '1200', 'takeHome': '50380', 'helpRepayment': '0', 'marginalRate': '0.335'},
    # echo '{"country":"australia","income":68000,"maritalStatus":"married","taxYear":"2026-27"}' | penny tax --batch
    '{"country":"australia","income":68000,"maritalStatus":"married","taxYear":"2026-27"}': {'federalTax': '10920', 'stateTax': '0', 'ficaTax': '1360', 'takeHome': '55720', 'helpRepayment': '0', 'marginalRate': '0.32'},
    # echo '{"country":"australia","income":68000,"taxYear":"2026-27"}' | penny tax --batch
    '{"country":"australia","income":68000,"taxYear":"2026-27"}': {'federalTax': '10920', 'stateTax': '0', 'ficaTax': '1360', 'takeHome': '55720', 'helpRepayment': '0', 'marginalRate': '0.32'},
    # echo '{"country":"australia","income":70000,"taxYear":"2025-26"}' | penny tax --batch
    '{"country":"australia","income":70000,"taxYear":"2025-26"}': {'federalTax': '11788', 'stateTax': '0', 'ficaTax': '1400', 'takeHome': '56812', 'helpRepayment': '0', 'marginalRate': '0.32'},
    # echo '{"country":"australia","income":70000,"taxYear":"2026-27"}' | penny tax --batch
    '{"country":"australia","income":70000,"taxYear":"2026-27"}': {'federalTax': '11520', 'stateTax': '0', 'ficaTax': '1400', 'takeHome': '57080', 'helpRepayment': '0', 'marginalRate': '0.32'},
    # echo '{"country":"australia","income":72000,"taxYear":"2026-27"}' | penny tax --batch
    '{"country":"australia","income":72000,"taxYear":"2026-27"}': {'federalTax': '12120', 'stateTax': '0', 'ficaTax': '1440', 'takeHome': '58440', 'helpRepayment': '0', 'marginalRate': '0.32'},
    # echo '{"country":"australia","income":75000,"maritalStatus":"married","taxYear":"2026-27"}' | penny tax --batch
    '{"country":"australia","income":75000,"maritalStatus":"married","taxYear":"2026-27"}': {'federalTax': '13020', 'stateTax': '0', 'ficaTax': '1500', 'takeHome': '60480', 'helpRepayment': '0', 'marginalRate': '0.32'},
    # echo '{"country":"australia","income":75000,"taxYear":"2026-27"}' | penny tax --batch
    '{"country":"australia","income":75000,"taxYear":"2026-27"}': {'federalTax': '13020', 'stateTax': '0', 'ficaTax': '1500', 'takeHome': '60480', 'helpRepayment': '0', 'marginalRate': '0.32'},
    # echo '{"country":"australia","income":78000,"taxYear":"2026-27"}' | penny tax --batch
    '{"country":"australia","income":78000,"taxYear":"2026-27"}': {'federalTax': '13920', 'stateTax': '0', 'ficaTax': '1560', 'takeHome': '62520', 'helpRepayment': '0', 'marginalRate': '0.32'},
    # echo '{"country":"australia","income":80000,"taxYear":"2026-27"}' | penny tax --batch
    '{"country":"australia","income":80000,"taxYear":"2026-27"}': {'federalTax': '14520', 'stateTax': '0', 'ficaTax': '1600', 'takeHome': '63880', 'helpRepayment': '0', 'marginalRate': '0.32'},
    # echo '{"country":"australia","income":85000,"taxYear":"2026-27"}' | penny tax --batch
    '{"country":"australia","income":85000,"taxYear":"2026-27"}': {'federalTax': '16020', 'stateTax': '0', 'ficaTax': '1700', 'takeHome': '67280', 'helpRepayment': '0', 'marginalRate': '0.32'},
    # echo '{"country":"australia","income":88000,"taxYear":"2026-27"}' | penny tax --batch
    '{"country":"australia","income":88000,"taxYear":"2026-27"}': {'federalTax': '16920', 'stateTax': '0', 'ficaTax': '1760', 'takeHome': '69320', 'helpRepayment': '0', 'marginalRate': '0.32'},
    # echo '{"country":"australia","income":90000,"maritalStatus":"married","taxYear":"2026-27"}' | penny tax --batch
    '{"country":"australia","income":90000,"maritalStatus":"married","taxYear":"2026-27"}': {'federalTax': '17520', 'stateTax': '0', 'ficaTax': '1800', 'takeHome': '70680', 'helpRepayment': '0', 'marginalRate': '0.32'},
    # echo '{"country":"australia","income":90000,"taxYear":"2025-26"}' | penny tax --batch
    '{"country":"australia","income":90000,"taxYear":"2025-26"}': {'federalTax': '17788', 'stateTax': '0', 'ficaTax': '1800', 'takeHome': '70412', 'helpRepayment': '0', 'marginalRate': '0.32'},
    # echo '{"country":"australia","income":90000,"taxYear":"2026-27"}' | penny tax --batch
    '{"country":"australia","income":90000,"taxYear":"2026-27"}': {'federalTax': '17520', 'stateTax': '0', 'ficaTax': '1800', 'takeHome': '70680', 'helpRepayment': '0', 'marginalRate': '0.32'},
    # echo '{"country":"australia","income":95000,"taxYear":"2026-27"}' | penny tax --batch
    '{"country":"australia","income":95000,"taxYear":"2026-27"}': {'federalTax': '19020', 'stateTax': '0', 'ficaTax': '1900', 'takeHome': '74080', 'helpRepayment': '0', 'marginalRate': '0.32'},
    # echo '{"country":"australia","income":98000,"taxYear":"2026-27"}' | penny tax --batch
    '{"country":"australia","income":98000,"taxYear":"2026-27"}': {'federalTax': '19920', 'stateTax': '0', 'ficaTax': '1960', 'takeHome': '76120', 'helpRepayment': '0', 'marginalRate': '0.32'},
    # echo '{"country":"us","dependents":1,"filingStatus":"head_of_household","income":65000,"state":"GA","taxYear":"2026"}' | penny tax --batch
    '{"country":"us","dependents":1,"filingStatus":"head_of_household","income":65000,"state":"GA","taxYear":"2026"}': {'federalTax': '2348', 'stateTax': '2245.5', 'ficaTax': '4972.5', 'takeHome': '55434', 'marginalRate': '0.2464'},
    # echo '{"country":"us","dependents":2,"filingStatus":"married_filing_jointly","income":95000,"state":"TX","taxYear":"2026"}' | penny tax --batch
    '{"country":"us","dependents":2,"filingStatus":"married_filing_jointly","income":95000,"state":"TX","taxYear":"2026"}': {'federalTax': '2640', 'stateTax': '0', 'ficaTax': '7267.5', 'takeHome': '85092.5', 'marginalRate': '0.1965'},
    # echo '{"country":"us","filingStatus":"married_filing_jointly","income":160000,"state":"TX","taxYear":"2026"}' | penny tax --batch
    '{"country":"us","filingStatus":"married_filing_jointly","income":160000,"state":"TX","taxYear":"2026"}': {'federalTax': '17540', 'stateTax': '0', 'ficaTax': '12240', 'takeHome': '130220', 'marginalRate': '0.2965'},
    # echo '{"country":"us","filingStatus":"single","income":100000,"state":"CA","taxYear":"2026"}' | penny tax --batch
    '{"country":"us","filingStatus":"single","income":100000,"state":"CA","taxYear":"2026"}': {'federalTax': '13170', 'stateTax': '5054.98', 'ficaTax': '7650', 'takeHome': '74125.02', 'marginalRate': '0.3895'},
    # echo '{"country":"us","filingStatus":"single","income":100000,"state":"FL","taxYear":"2026"}' | penny tax --batch
    '{"country":"us","filingStatus":"single","income":100000,"state":"FL","taxYear":"2026"}': {'federalTax': '13170', 'stateTax': '0', 'ficaTax': '7650', 'takeHome': '79180', 'marginalRate': '0.2965'},
    # echo '{"country":"us","filingStatus":"single","income":100000,"state":"TX","taxYear":"2026"}' | penny tax --batch
    '{"country":"us","filingStatus":"single","income":100000,"state":"TX","taxYear":"2026"}': {'federalTax': '13170', 'stateTax': '0', 'ficaTax': '7650', 'takeHome': '79180', 'marginalRate': '0.2965'},
    # echo '{"country":"us","filingStatus":"single","income":110000,"taxYear":"2025"}' | penny tax --batch
    '{"country":"us","filingStatus":"single","income":110000,"taxYear":"2025"}': {'federalTax': '15649', 'stateTax': '0', 'ficaTax': '8415', 'takeHome': '85936', 'marginalRate': '0.2965'},
    # echo '{"country":"us","filingStatus":"single","income":110000,"taxYear":"2026"}' | penny tax --batch
    '{"country":"us","filingStatus":"single","income":110000,"taxYear":"2026"}': {'federalTax': '15370', 'stateTax': '0', 'ficaTax': '8415', 'takeHome': '86215', 'marginalRate': '0.2965'},
    # echo '{"country":"us","filingStatus":"single","income":115000,"state":"CO","taxYear":"2026"}' | penny tax --batch
    '{"country":"us","filingStatus":"single","income":115000,"state":"CO","taxYear":"2026"}': {'federalTax': '16470', 'stateTax': '4351.6', 'ficaTax': '8797.5', 'takeHome': '85380.9', 'marginalRate': '0.3405'},
    # echo '{"country":"us","filingStatus":"single","income":120000,"preTaxRetirement":10000,"state":"OH","taxYear":"2026"}' | penny tax --batch
    '{"country":"us","filingStatus":"single","income":120000,"preTaxRetirement":10000,"state":"OH","taxYear":"2026"}': {'federalTax': '15370', 'stateTax': '2588.38', 'ficaTax': '9180', 'takeHome': '82861.62', 'marginalRate': '0.324'},
    # echo '{"country":"us","filingStatus":"single","income":120000,"state":"NJ","taxYear":"2026"}' | penny tax --batch
    '{"country":"us","filingStatus":"single","income":120000,"state":"NJ","taxYear":"2026"}': {'federalTax': '17570', 'stateTax': '5454.05', 'ficaTax': '9180', 'takeHome': '87795.95', 'marginalRate': '0.3602'},
    # echo '{"country":"us","filingStatus":"single","income":120000,"state":"NY","taxYear":"2026"}' | penny tax --batch
    '{"country":"us","filingStatus":"single","income":120000,"state":"NY","taxYear":"2026"}': {'federalTax': '17570', 'stateTax': '6180.11', 'ficaTax': '9180', 'takeHome': '87069.89', 'marginalRate': '0.3555'},
    # echo '{"country":"us","filingStatus":"single","income":120000,"state":"OH","taxYear":"2026"}' | penny tax --batch
    '{"country":"us","filingStatus":"single","income":120000,"state":"OH","taxYear":"2026"}': {'federalTax': '17570', 'stateTax': '2863.38', 'ficaTax': '9180', 'takeHome': '90386.62', 'marginalRate': '0.324'},
    # echo '{"country":"us","filingStatus":"single","income":140000,"state":"CA","taxYear":"2026"}' | penny tax --batch
    '{"country":"us","filingStatus":"single","income":140000,"state":"CA","taxYear":"2026"}': {'federalTax': '22334', 'stateTax': '8774.98', 'ficaTax': '10710', 'takeHome': '98181.02', 'marginalRate': '0.4095'},
    # echo '{"country":"us","filingStatus":"single","income":150000,"state":"CA","taxYear":"2026"}' | penny tax --batch
    '{"country":"us","filingStatus":"single","income":150000,"state":"CA","taxYear":"2026"}': {'federalTax': '24734', 'stateTax': '9704.98', 'ficaTax': '11475', 'takeHome': '104086.02', 'marginalRate': '0.4095'},
    # echo '{"country":"us","filingStatus":"single","income":200000,"state":"CA","taxYear":"2026"}' | penny tax --batch
    '{"country":"us","filingStatus":"single","income":200000,"state":"CA","taxYear":"2026"}': {'federalTax': '36734', 'stateTax': '14354.98', 'ficaTax': '14339', 'takeHome': '134572.02', 'marginalRate': '0.3565'},
    # echo '{"country":"us","filingStatus":"single","income":200000,"state":"FL","taxYear":"2026"}' | penny tax --batch
    '{"country":"us","filingStatus":"single","income":200000,"state":"FL","taxYear":"2026"}': {'federalTax': '36734', 'stateTax': '0', 'ficaTax': '14339', 'takeHome': '148927', 'marginalRate': '0.2635'},
    # echo '{"country":"us","filingStatus":"single","income":200000,"state":"NY","taxYear":"2026"}' | penny tax --batch
    '{"country":"us","filingStatus":"single","income":200000,"state":"NY","taxYear":"2026"}': {'federalTax': '36734', 'stateTax': '11328', 'ficaTax': '14339', 'takeHome': '137599', 'marginalRate': '0.3225'},
    # echo '{"country":"us","filingStatus":"single","income":250000,"state":"MA","taxYear":"2026"}' | penny tax --batch
    '{"country":"us","filingStatus":"single","income":250000,"state":"MA","taxYear":"2026"}': {'federalTax': '51304', 'stateTax': '12180', 'ficaTax': '15514', 'takeHome': '171002', 'marginalRate': '0.3935'},
    # echo '{"country":"us","filingStatus":"single","income":52000,"state":"PA","taxYear":"2026"}' | penny tax --batch
    '{"country":"us","filingStatus":"single","income":52000,"state":"PA","taxYear":"2026"}': {'federalTax': '4060', 'stateTax': '1596.4', 'ficaTax': '3978', 'takeHome': '42365.6', 'marginalRate': '0.2272'},
    # echo '{"country":"us","filingStatus":"single","income":60000,"taxYear":"2026"}' | penny tax --batch
    '{"country":"us","filingStatus":"single","income":60000,"taxYear":"2026"}': {'federalTax': '5020', 'stateTax': '0', 'ficaTax': '4590', 'takeHome': '50390', 'marginalRate': '0.1965'},
    # echo '{"country":"us","filingStatus":"single","income":66560,"state":"OH","taxYear":"2026"}' | penny tax --batch
    '{"country":"us","filingStatus":"single","income":66560,"state":"OH","taxYear":"2026"}': {'federalTax': '5813.2', 'stateTax': '1386.9', 'ficaTax': '5091.84', 'takeHome': '54268.06', 'marginalRate': '0.324'},
    # echo '{"country":"us","filingStatus":"single","income":70000,"state":"IL","taxYear":"2026"}' | penny tax --batch
    '{"country":"us","filingStatus":"single","income":70000,"state":"IL","taxYear":"2026"}': {'federalTax': '6570', 'stateTax': '3323.93', 'ficaTax': '5355', 'takeHome': '54751.07', 'marginalRate': '0.346'},
    # echo '{"country":"us","filingStatus":"single","income":72000,"state":"NY","taxYear":"2026"}' | penny tax --batch
    '{"country":"us","filingStatus":"single","income":72000,"state":"NY","taxYear":"2026"}': {'federalTax': '7010', 'stateTax': '3291', 'ficaTax': '5508', 'takeHome': '56191', 'marginalRate': '0.3505'},
    # echo '{"country":"us","filingStatus":"single","income":75000,"state":"GA","taxYear":"2026"}' | penny tax --batch
    '{"country":"us","filingStatus":"single","income":75000,"state":"GA","taxYear":"2026"}': {'federalTax': '7670', 'stateTax': '2994', 'ficaTax': '5737.5', 'takeHome': '58598.5', 'marginalRate': '0.3464'},
    # echo '{"country":"us","filingStatus":"single","income":77000,"state":"NY","taxYear":"2026"}' | penny tax --batch
    '{"country":"us","filingStatus":"single","income":77000,"state":"NY","taxYear":"2026"}': {'federalTax': '8110', 'stateTax': '3561', 'ficaTax': '5890.5', 'takeHome': '59438.5', 'marginalRate': '0.3505'},
    # echo '{"country":"us","filingStatus":"single","income":85000,"state":"GA","taxYear":"2026"}' | penny tax --batch
    '{"country":"us","filingStatus":"single","income":85000,"state":"GA","taxYear":"2026"}': {'federalTax': '9870', 'stateTax': '3493', 'ficaTax': '6502.5', 'takeHome': '65134.5', 'marginalRate': '0.3464'},
    # echo '{"country":"us","filingStatus":"single","income":88000,"state":"IL","taxYear":"2026"}' | penny tax --batch
    '{"country":"us","filingStatus":"single","income":88000,"state":"IL","taxYear":"2026"}': {'federalTax': '10530', 'stateTax': '4214.93', 'ficaTax': '6732', 'takeHome': '66523.07', 'marginalRate': '0.346'},
    # echo '{"country":"us","filingStatus":"single","income":95000,"preTaxRetirement":10000,"state":"CA","taxYear":"2026"}' | penny tax --batch
    '{"country":"us","filingStatus":"single","income":95000,"preTaxRetirement":10000,"state":"CA","taxYear":"2026"}': {'federalTax': '9870', 'stateTax': '3659.98', 'ficaTax': '7267.5', 'takeHome': '64202.52', 'marginalRate': '0.3895'},
    # echo '{"country":"us","filingStatus":"single","income":95000,"state":"AZ","taxYear":"2026"}' | penny tax --batch
    '{"country":"us","filingStatus":"single","income":95000,"state":"AZ","taxYear":"2026"}': {'federalTax': '12070', 'stateTax': '1972.5', 'ficaTax': '7267.5', 'takeHome': '73690', 'marginalRate': '0.3215'},
    # echo '{"country":"us","filingStatus":"single","income":95000,"state":"CA","taxYear":"2026"}' | penny tax --batch
    '{"country":"us","filingStatus":"single","income":95000,"state":"CA","taxYear":"2026"}': {'federalTax': '12070', 'stateTax': '4589.98', 'ficaTax': '7267.5', 'takeHome': '71072.52', 'marginalRate': '0.3895'},
    # echo '{"country":"us","filingStatus":"single","income":95000,"state":"GA","taxYear":"2026"}' | penny tax --batch
    '{"country":"us","filingStatus":"single","income":95000,"state":"GA","taxYear":"2026"}': {'federalTax': '12070', 'stateTax': '3992', 'ficaTax': '7267.5', 'takeHome': '71670.5', 'marginalRate': '0.3464'},
    # echo '{"country":"us","filingStatus":"single","income":95000,"state":"OR","taxYear":"2026"}' | penny tax --batch
    '{"country":"us","filingStatus":"single","income":95000,"state":"OR","taxYear":"2026"}': {'federalTax': '12070', 'stateTax': '6723.81', 'ficaTax': '7267.5', 'takeHome': '68938.69', 'marginalRate': '0.384'},
    # echo '{"country":"us","filingStatus":"single","income":95000,"state":"WA","taxYear":"2026"}' | penny tax --batch
    '{"country":"us","filingStatus":"single","income":95000,"state":"WA","taxYear":"2026"}': {'federalTax': '12070', 'stateTax': '0', 'ficaTax': '7267.5', 'takeHome': '75662.5', 'marginalRate': '0.2965'},
    # echo '{"country":"us","filingStatus":"single","income":95000,"taxYear":"2025"}' | penny tax --batch
    '{"country":"us","filingStatus":"single","income":95000,"taxYear":"2025"}': {'federalTax': '12349', 'stateTax': '0', 'ficaTax': '7267.5', 'takeHome': '75383.5', 'marginalRate': '0.2965'},
    # echo '{"country":"us","filingStatus":"single","income":95000,"taxYear":"2026"}' | penny tax --batch
    '{"country":"us","filingStatus":"single","income":95000,"taxYear":"2026"}': {'federalTax': '12070', 'stateTax': '0', 'ficaTax': '7267.5', 'takeHome': '75662.5', 'marginalRate': '0.2965'},
    # echo '{"country":"us","filingStatus":"single","income":96000,"state":"IL","taxYear":"2026"}' | penny tax --batch
    '{"country":"us","filingStatus":"single","income":96000,"state":"IL","taxYear":"2026"}': {'federalTax': '12290', 'stateTax': '4610.93', 'ficaTax': '7344', 'takeHome': '71755.07', 'marginalRate': '0.346'},
}
# END TAX TABLE

if __name__ == "__main__":
    main()
