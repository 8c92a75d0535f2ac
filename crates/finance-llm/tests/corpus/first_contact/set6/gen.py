#!/usr/bin/env python3
"""Generate questions.jsonl and conversations.jsonl for the Penny first-contact eval set.
All figures computed here from BRIEF.md conventions; tax figures from /work/dev6/bin/penny tax."""
import json
from decimal import Decimal as D
from calc import *

Q = []
C = []

def q(m, p, intent, ch=None, figs=None, has=None):
    Q.append({"m": m, "p": p, "intent": intent, "ch": ch or {}, "figs": figs or [], "has": has or []})

def t(m, intent, ch=None, figs=None, has=None):
    return {"m": m, "intent": intent, "ch": ch or {}, "figs": figs or [], "has": has or []}

def conv(p, *turns):
    C.append({"id": "c%02d" % (len(C) + 1), "p": p, "turns": list(turns)})

M = money
def Mc(x): return money(x, cents=True)

# ---------- tax helpers ----------
def prof_tax(p, income=None, **over):
    """Run the engine with the person's profile (income from profile unless given)."""
    country = p.get("country", "australia")
    kw = {}
    if p.get("helpDebt") and country == "australia": kw["help_debt"] = p["helpDebt"]
    if p.get("salarySacrifice") and country == "australia": kw["salary_sacrifice"] = p["salarySacrifice"]
    if p.get("preTaxRetirement") and country == "us": kw["pre_tax_retirement"] = p["preTaxRetirement"]
    if p.get("privateHospitalCover") in (False, "false"): kw["no_private_hospital_cover"] = True
    if p.get("age"): kw["age"] = p["age"]
    kw.update(over)
    st = p.get("state") if country == "us" else None
    inc = income if income is not None else p["annualIncome"]
    return tax(country, inc, st, **kw)

def au(inc, year=None, **kw): return tax("australia", inc, None, year, **kw)
def us(inc, state=None, year=None, **kw): return tax("us", inc, state, year, **kw)
def thf(d): return M(d["takeHome"])
def per(d, k): return M(d["takeHomePerPeriod"][k])

def gross_from_takehome(takehome_year, country="australia", state=None):
    lo, hi = int(takehome_year), int(takehome_year * 3)
    while lo < hi:
        mid = (lo + hi) // 2
        if D(str(tax(country, mid, state)["takeHome"])) >= D(str(takehome_year)): hi = mid
        else: lo = mid + 1
    return lo

def surcharge(inc):
    return D(str(au(inc, no_private_hospital_cover=True)["ficaTax"])) - D(str(au(inc)["ficaTax"]))

def diff_th(a, b): return abs(D(str(a["takeHome"])) - D(str(b["takeHome"])))

def loanfigs(P, r, y, per_=12):
    p_, i_ = loan(P, r, y, per_)
    return [Mc(p_), M(i_)]

def extrafigs(P, r, y, x, per_=12):
    e = extra(P, r, y, x, per_)
    return [M(e["saved"])] if e["ok"] else []

def payoff_int(P, r, pay, per_=12):
    n, i = simulate(P, r, pay, per_)
    return n, i

US = {"country": "us"}

# =====================================================================
# QUESTIONS
# =====================================================================

# ---- tax (AU) ----
q("how much tax do i pay on 85k", {}, "tax", figs=[thf(au(85000))])
q("I'm on $120,000 and have about 32k of HECS, what's my take home pay?", {}, "tax",
  {"annualIncome": "120000", "helpDebt": "32000"}, [thf(au(120000, help_debt=32000))])
q("Take home pay on 65000?", {}, "tax", figs=[thf(au(65000))])
q("I make 2,400 a fortnight before tax, how much do i actually get after tax each fortnight", {}, "tax",
  {"annualIncome": "62400"}, [per(au(62400), "fortnightly")])
q("tax on 150k salary nsw", {}, "tax", figs=[thf(au(150000))])
p = {"annualIncome": "95000", "age": 29}
q("whats my take-home pay?", p, "tax", figs=[thf(prof_tax(p))])
q("how much will i get per week after tax on 72k", {}, "tax", figs=[per(au(72000), "weekly")])
q("I earn $38 an hour full time. what's that after tax per year?", {}, "tax",
  {"annualIncome": str(38 * 38 * 52)}, [thf(au(38 * 38 * 52))])
q("if i got a job paying 110k how much would actually hit my account each month?", {}, "tax",
  figs=[per(au(110000), "monthly")])
q("tax on 200k?", {}, "tax", figs=[thf(au(200000))])
q("I'm 68 and get about 45k a year from part time work, how much tax do I pay?", {}, "tax",
  {"age": "68", "annualIncome": "45000"}, [thf(au(45000, age=68))])
p = {"annualIncome": "58000", "state": "SA"}
q("how much of my pay goes to the tax man each year?", p, "tax", figs=[thf(prof_tax(p))])
q("My income is 90k and I don't have private health insurance. What's my tax looking like?", {}, "tax",
  {"annualIncome": "90000", "privateHospitalCover": "false"}, [thf(au(90000, no_private_hospital_cover=True))])
q("whats the tax on 45,000 for the 2025-26 financial year", {}, "tax",
  figs=[thf(au(45000, "2025-26"))], has=["2025-26"])
q("how much tax would i of paid on 250k in 2024-25", {}, "tax", figs=[thf(au(250000, "2024-25"))], has=["2024-25"])
p = {"annualIncome": "132000", "helpDebt": "41000"}
q("with my hecs how much do i actually take home a fortnight", p, "tax", figs=[per(prof_tax(p), "fortnightly")])
q("after tax on 55k?", {}, "tax", figs=[thf(au(55000))])
q("Hi, I just started a new job on 1,650 a week gross. What will I take home weekly?", {}, "tax",
  {"annualIncome": str(1650 * 52)}, [per(au(1650 * 52), "weekly")])
q("net pay for 175,000 p.a.", {}, "tax", figs=[thf(au(175000))])
p = {"annualIncome": "67000", "age": 24, "state": "QLD"}
q("how much tax am I paying", p, "tax", figs=[thf(prof_tax(p))])

# ---- tax (US) ----
q("I'm in Texas making 95k, what's my take home?", {}, "tax",
  {"country": "us", "state": "TX", "annualIncome": "95000"},
  [M(us(95000, "TX")["federalTax"]), thf(us(95000, "TX"))])
q("federal income tax on 75k single?", US, "tax", figs=[M(us(75000)["federalTax"])])
q("how much do i take home on 130k in california", US, "tax",
  figs=[M(us(130000, "CA")["federalTax"]), thf(us(130000, "CA"))])
q("I make $28/hr in Ohio, whats my paycheck after taxes", US, "tax",
  {"annualIncome": str(28 * 40 * 52), "state": "OH"}, [M(us(28 * 40 * 52, "OH")["federalTax"])])
q("take home on 250k in NY state?", US, "tax", figs=[M(us(250000, "NY")["federalTax"]), thf(us(250000, "NY"))])
q("how much federal income tax would I owe on $60,000", US, "tax", figs=[M(us(60000)["federalTax"])])
p = {"country": "us", "state": "WA", "annualIncome": "140000"}
q("what's my take home pay", p, "tax", figs=[M(prof_tax(p)["federalTax"]), thf(prof_tax(p))])
q("I make 80k in Florida, how much goes to FICA?", US, "tax",
  {"annualIncome": "80000", "state": "FL"}, [M(us(80000, "FL")["ficaTax"])])
q("washington state, 180k salary, after tax?", US, "tax",
  figs=[M(us(180000, "WA")["federalTax"]), thf(us(180000, "WA"))])
q("whats the take home on 52k in pennsylvania, paid every 2 weeks", US, "tax",
  figs=[per(us(52000, "PA"), "fortnightly")])
p = {"country": "us", "state": "GA", "annualIncome": "72000", "age": 31}
q("how much am i paying in federal vs state tax?", p, "tax",
  figs=[M(prof_tax(p)["federalTax"]), M(prof_tax(p)["stateTax"])])
q("single, 110k, colorado. how much do I actually keep?", US, "tax",
  figs=[M(us(110000, "CO")["federalTax"]), thf(us(110000, "CO"))])

# ---- bonus / raise ----
p = {"annualIncome": "95000"}
q("I'm getting a 10k bonus, how much will I actually see after tax?", p, "bonus_after_tax",
  figs=[M(diff_th(au(105000), au(95000)))])
q("my bonus this yr is $8,000. what do I get after tax? salary is 70k", {}, "bonus_after_tax",
  {"annualIncome": "70000"}, [M(diff_th(au(78000), au(70000)))])
p = {"country": "us", "state": "TX", "annualIncome": "110000"}
q("bonus of $15,000 coming, what will i net?", p, "bonus_after_tax")  # US supplemental-withholding ambiguity
p = {"annualIncome": "80000"}
q("if I get a 10k raise how much more do I take home a year?", p, "raise_after_tax",
  figs=[M(diff_th(au(90000), au(80000)))])
p = {"annualIncome": "100000"}
q("whats a 5% payrise worth after tax on my salary", p, "raise_after_tax",
  figs=[M(diff_th(au(105000), au(100000)))])
p = {"annualIncome": "72000"}
q("boss offered me 7k more a year. what's that after tax per fortnight?", p, "raise_after_tax",
  figs=[M(diff_th(au(79000), au(72000)) / 26)])

# ---- couple ----
q("combined take home for a couple on 95k and 70k?", {}, "couple_take_home",
  figs=[M(D(str(au(95000)["takeHome"])) + D(str(au(70000)["takeHome"])))])
p = {"annualIncome": "110000"}
q("my wife earns 60k, what do we bring home together after tax?", p, "couple_take_home",
  figs=[M(D(str(au(110000)["takeHome"])) + D(str(au(60000)["takeHome"])))])
q("household take home if we both make 80k in Colorado?", US, "couple_take_home")  # MFJ vs single ambiguity

# ---- surcharge ----
q("I earn 135k with no private health cover, how much is the medicare levy surcharge costing me?", {},
  "surcharge_cost", {"annualIncome": "135000", "privateHospitalCover": "false"}, [M(surcharge(135000))])
q("is it worth getting hospital cover to avoid the MLS? single on 115k", {}, "surcharge_cost",
  figs=[M(surcharge(115000))])
p = {"annualIncome": "175000"}
q("how much extra tax do i pay if i ditch private health insurance?", p, "surcharge_cost",
  figs=[M(surcharge(175000))])

# ---- compare states ----
a, b = us(150000, "TX"), us(150000, "CA")
q("texas vs california on 150k, how much more do i keep?", US, "compare_states",
  figs=[thf(a), thf(b), M(diff_th(a, b))])
q("compare take home in NY, NJ and FL for 120000", US, "compare_states",
  figs=[thf(us(120000, "NY")), thf(us(120000, "NJ")), thf(us(120000, "FL"))])
a, b = us(105000, "WA"), us(105000, "OR")
q("I make 105k. Would I keep more in Washington or Oregon?", US, "compare_states",
  {"annualIncome": "105000"}, [thf(a), thf(b), M(diff_th(a, b))])
a, b = us(90000, "TN"), us(90000, "NC")
q("which state is better for taxes at 90k, tennessee or north carolina", US, "compare_states",
  figs=[thf(a), thf(b), M(diff_th(a, b))])

# ---- compare years ----
a, b = au(85000, "2026-27"), au(85000, "2025-26")
q("how much less tax will i pay this financial year vs last year on 85k?", {}, "compare_years",
  figs=[thf(a), thf(b), M(diff_th(a, b))])
p = {"annualIncome": "70000"}
a, b = au(70000, "2025-26"), au(70000, "2026-27")
q("compare my tax in 2025-26 to 2026-27", p, "compare_years", figs=[thf(a), thf(b), M(diff_th(a, b))],
  has=["2025-26", "2026-27"])
a, b = us(100000, None, "2025"), us(100000, None, "2026")
q("2025 vs 2026 federal tax on 100k, single filer", US, "compare_years",
  figs=[M(a["federalTax"]), M(b["federalTax"])])

# ---- pretax saving ----
def ss_save(inc, ss, **kw):
    return total_tax(au(inc, **kw)) - total_tax(au(inc, salary_sacrifice=ss, **kw))
def k_save(inc, st, dfr):
    return total_tax(us(inc, st)) - total_tax(us(inc, st, pre_tax_retirement=dfr))
p = {"annualIncome": "120000"}
q("how much tax do I save if I salary sacrifice 10k into super?", p, "pretax_saving", figs=[M(ss_save(120000, 10000))])
q("sal sac 5k vs 10k on a 95k salary, which one saves me more tax", {}, "pretax_saving",
  figs=[M(ss_save(95000, 5000)), M(ss_save(95000, 10000))])
p = {"country": "us", "state": "CA", "annualIncome": "100000"}
q("if I put 10k pre-tax into my 401k how much tax do I save", p, "pretax_saving", figs=[M(k_save(100000, "CA", 10000))])
q("401k deferral of 23,500 on 140k in texas - what are the tax savings?", US, "pretax_saving",
  figs=[M(k_save(140000, "TX", 23500))])
p = {"annualIncome": "88000"}
q("whats the tax benefit of salary sacrificing $300 a fortnight?", p, "pretax_saving",
  figs=[M(ss_save(88000, 300 * 26))])

# ---- contribution what-if ----
q("if I add an extra $100 a week to super what will I have at 65?",
  {"age": 35, "superBalance": "80000", "annualIncome": "90000"}, "contribution_what_if")
q("what would my 401k be worth at retirement if I bumped contributions by 200 a month",
  {"country": "us", "age": 40, "superBalance": "150000", "annualIncome": "120000"}, "contribution_what_if")
q("extra 5k a year into super, how much difference would that make by the time I retire?",
  {"age": 45, "superBalance": "210000", "annualIncome": "105000"}, "contribution_what_if")

# ---- retirement ----
q("Am I on track to retire at 60?", {"age": 42, "superBalance": "250000", "annualIncome": "130000",
                                       "currentSavings": "40000"}, "retirement")
q("how long will 800k last if i spend 50k a year in retirement", {}, "retirement")
q("can i retire at 55 with 1.2 mil", {"age": 48}, "retirement")
q("retire at 60 or 65 - whats the difference for me?", {"age": 50, "superBalance": "400000",
                                                        "annualIncome": "140000"}, "retirement")
q("will my super be enough to live on??", {"age": 57, "superBalance": "520000", "retirementSpending": "4500"},
  "retirement")
q("can we afford to retire in 5 years", {"country": "us", "age": 59, "superBalance": "900000",
                                          "maritalStatus": "married"}, "retirement")

# ---- loan repayment ----
q("repayments on a 600k loan at 6.2% over 30 years?", {}, "loan_repayment", figs=loanfigs(600000, 0.062, 30))
q("whats the monthly payment on $450,000 at 5.89% for 25yrs", {}, "loan_repayment", figs=loanfigs(450000, 0.0589, 25))
q("fortnightly repayments 520k 6.05% 30 years", {}, "loan_repayment", figs=loanfigs(520000, 0.0605, 30, 26))
q("weekly repayment on a 35k car loan, 8.9%, 5 years", {}, "loan_repayment", figs=loanfigs(35000, 0.089, 5, 52))
q("interest only on 700k at 6.4%, how much a month?", {}, "loan_repayment", figs=[Mc(interest_only(700000, 0.064))])
q("mortgage payment for 400k at 6.75% 30 year fixed", US, "loan_repayment", figs=loanfigs(400000, 0.0675, 30))
q("how much would a 15 year vs 30 year mortgage on 350k at 6.5% cost me per month?", US, "loan_repayment",
  figs=loanfigs(350000, 0.065, 15) + loanfigs(350000, 0.065, 30))
q("20k personal loan 12% 3 yrs how much a month", {}, "loan_repayment", figs=loanfigs(20000, 0.12, 3))
q("I'm looking at borrowing 750k, rates are around 6.1%. What would repayments be?", {}, "loan_repayment")
q("If I borrow 480k at 5.99% over 30 years what are the repayments and total interest?", {}, "loan_repayment",
  figs=loanfigs(480000, 0.0599, 30))
q("Monthly repayment on $1.1m over 30 yrs @ 6%", {}, "loan_repayment", figs=loanfigs(1100000, 0.06, 30))
q("what r the repayments on 300k at 7% over 20", {}, "loan_repayment", figs=loanfigs(300000, 0.07, 20))
q("how much per fortnight would a $62,000 loan at 7.2% over 7 years be?", {}, "loan_repayment",
  figs=loanfigs(62000, 0.072, 7, 26))
q("we're pre approved for 820k. at 5.74% over 30 yrs what would the monthly repayments come to", {},
  "loan_repayment", figs=loanfigs(820000, 0.0574, 30))

# ---- loan extra ----
q("If I pay an extra $500 a month on a 600k mortgage at 6.2% (30yr) how much interest do I save?", {},
  "loan_extra_repayment", figs=extrafigs(600000, 0.062, 30, 500))
q("extra 200/fortnight on a 450k 25yr loan @ 5.9%, how much sooner would i be done?", {},
  "loan_extra_repayment", figs=extrafigs(450000, 0.059, 25, 200, 26))
q("We have a 30 year loan of $350,000 at 6.25%. What happens if we put in an extra 1,000 a month?", {},
  "loan_extra_repayment", figs=extrafigs(350000, 0.0625, 30, 1000))
q("paying 300 extra per month on a $250k 6.5% 30 yr mortgage, worth it?", US,
  "loan_extra_repayment", figs=extrafigs(250000, 0.065, 30, 300))
q("how much interest would I save paying $100 more a week on a 500k loan, 6%, 30 years", {},
  "loan_extra_repayment", figs=extrafigs(500000, 0.06, 30, 100, 52))

# ---- loan payoff ----
n, i = payoff_int(12000, 0.20, 400)
q("i owe 12k on my credit card at 20% and can pay 400 a month, how long to pay it off?", {},
  "loan_payoff_time", figs=[M(i)])
n, i = payoff_int(25000, 0.075, 600)
q("how long to pay off a 25k car loan at 7.5% paying $600/month", {}, "loan_payoff_time", figs=[M(i)])
n, i = payoff_int(38000, 0.068, 450)
q("Student loan balance 38,000 at 6.8%, paying $450 a month. When will it be paid off?", US,
  "loan_payoff_time", figs=[M(i)])
n, i = payoff_int(500000, 0.06, 4000)
q("how many years to clear a 500k mortgage at 6% if we pay 4000 a month", {}, "loan_payoff_time", figs=[M(i)])
n, i = payoff_int(9000, 0.11, 150, 52)
q("if i pay $150 a week off a $9,000 loan at 11% how long will it take", {}, "loan_payoff_time", figs=[M(i)])

# ---- savings growth ----
q("if I invest 500 a month at 8% for 20 years how much will I have", {}, "savings_growth",
  figs=[M(fv(0, 500, 0.08, 20))])
q("10k lump sum at 5% for 10 years?", {}, "savings_growth", figs=[M(fv(10000, 0, 0.05, 10))])
q("what will 50k grow to in 15 yrs at 7%", {}, "savings_growth", figs=[M(fv(50000, 0, 0.07, 15))])
q("putting $200 a fortnight into an etf, what's it worth after 10 years?", {}, "savings_growth",
  figs=[M(fv(0, 200, 0.07, 10, 26))])
q("I have 20k saved and can add 1000 a month. 6% return. How much will I have in 5 years?", {},
  "savings_growth", {"currentSavings": "20000"}, [M(fv(20000, 1000, 0.06, 5))])
q("how much would $100 a week become in 30 years at 9%", {}, "savings_growth", figs=[M(fv(0, 100, 0.09, 30, 52))])
q("if i put 30k in a hysa paying 4.5%, what do i have after 3 years", US, "savings_growth",
  figs=[M(fv(30000, 0, 0.045, 3))])
q("compound interest on 5000 at 4% for 18 years? it's for my daughter", {}, "savings_growth",
  figs=[M(fv(5000, 0, 0.04, 18))])
q("what does 1000/month at 7% look like after 10, 20 and 30 years?", {}, "savings_growth",
  figs=[M(fv(0, 1000, 0.07, 10)), M(fv(0, 1000, 0.07, 20)), M(fv(0, 1000, 0.07, 30))])
q("invest 300 per month for 40 yrs, what do i end up with", {}, "savings_growth", figs=[M(fv(0, 300, 0.07, 40))])
q("if i put 15k in and add 250 a month at 6.5% what will it be in 12 years", {}, "savings_growth",
  figs=[M(fv(15000, 250, 0.065, 12))])

# ---- savings target ----
q("how much do I need to save a month to have 100k in 5 years", {}, "savings_target",
  figs=[Mc(needed(100000, 0.07, 5))])
q("need an 80k deposit in 3 years, how much per week?", {}, "savings_target", figs=[Mc(needed(80000, 0.07, 3, 52))])
q("saving for a 20% deposit on a $750k place in 4 years - how much should i put away each month", {},
  "savings_target", figs=[Mc(needed(150000, 0.07, 4))])
q("want 1 million by the time i'm 60, im 30 now. how much a month at 8%?", {}, "savings_target",
  {"age": "30"}, [Mc(needed(1000000, 0.08, 30))])
q("how much per fortnight to reach 25k in 2 years at 4.5%", {}, "savings_target",
  figs=[Mc(needed(25000, 0.045, 2, 26))])
q("I want $50k for our wedding by December 2028, how much do I need to save?", {}, "savings_target")
q("what do i need to put aside monthly to hit 10k in 18 months", {}, "savings_target",
  figs=[Mc(needed(10000, 0.07, 1.5))])
q("Monthly savings needed for $250,000 in 10 years at 5%?", {}, "savings_target", figs=[Mc(needed(250000, 0.05, 10))])

# ---- savings time ----
q("how long will it take to save 60k if i put away 1500 a month", {}, "savings_time_to_target")
q("saving 400/wk at 5%, how long till i have 100k?", {}, "savings_time_to_target")
q("How many years to reach a million investing 2k a month at 8%?", {}, "savings_time_to_target")
q("i have 15k, adding 800 a month, when do i hit 50k?", {}, "savings_time_to_target", {"currentSavings": "15000"})

# ---- nest egg ----
q("how much do I need to retire on 70k a year", {}, "nest_egg", figs=[M(D(70000) / D("0.04"))])
q("what size nest egg do I need for 5k a month in retirement", {}, "nest_egg", figs=[M(D(60000) / D("0.04"))])
q("how much super do i need to retire comfortably on $55,000 a year?", {}, "nest_egg", figs=[M(D(55000) / D("0.04"))])
q("using a 3.5% withdrawal rate, how much do i need for 80k/yr", US, "nest_egg", figs=[M(D(80000) / D("0.035"))])

# ---- todays dollars ----
q("what will 1 million be worth in today's dollars in 30 years?", {}, "todays_dollars", figs=[M(todays(1000000, 30))])
q("100k in 20 years, what's that in todays money with 3% inflation", {}, "todays_dollars",
  figs=[M(todays(100000, 20, 0.03))])
q("is 2 mil in 25 yrs actually a lot? what's it worth in today's terms", {}, "todays_dollars",
  figs=[M(todays(2000000, 25))])

# ---- limits ----
q("what's the 401k contribution limit for 2026", US, "limit:401k_limit", figs=["$24,500"])
q("ira limit this year?", US, "limit:ira_limit", figs=["$7,500"])
q("how much can I put in an HSA with family coverage in 2026", US, "limit:hsa_limit", figs=["$8,750"])
q("standard deduction married filing jointly 2026", US, "limit:standard_deduction", figs=["$32,200"])
q("whats the standard deduction", US, "limit:standard_deduction", figs=["$16,100"])
q("social security wage base 2026?", US, "limit:social_security_wage_base", figs=["$184,500"])
q("what are the fica rates", US, "limit:fica", has=["6.2%", "1.45%"])
q("tax free threshold australia", {}, "limit:tax_free_threshold", figs=["$18,200"])
q("medicare levy rate?", {}, "limit:medicare_levy", has=["2%"])
q("what's the super guarantee rate now", {}, "limit:super_guarantee_rate", has=["12%"])
q("concessional contributions cap for 2026-27?", {}, "limit:concessional_cap")
q("what was the non concessional cap in 2024-25", {}, "limit:non_concessional_cap", figs=["$120,000"])
q("how much is the child tax credit", US, "limit:child_tax_credit", figs=["$2,200"])
q("aus tax brackets 2026-27", {}, "limit:tax_brackets", figs=["$18,200", "$45,000", "$135,000", "$190,000"],
  has=["15%", "30%", "37%", "45%"])
q("what's my marginal tax rate", {"annualIncome": "95000"}, "limit:tax_brackets", has=["30%"])
q("california income tax brackets", US, "limit:tax_brackets")
q("medicare levy surcharge thresholds?", {}, "limit:surcharge_thresholds", has=["1.25%"])
q("HELP repayment thresholds this year", {}, "limit:help_repayment_thresholds")
q("age pension rate for a couple", {}, "limit:age_pension_rate")
q("US federal tax brackets 2026 for single filers", US, "limit:tax_brackets",
  has=["10%", "12%", "22%", "24%", "32%", "35%", "37%"])
q("how much can i put into super before tax this year", {}, "limit:concessional_cap")
q("hsa max for self-only coverage 2026", US, "limit:hsa_limit", figs=["$4,400"])
q("401k catch up limit for over 50s in 2026?", US, "limit:401k_limit", figs=["$8,000"])
q("what income does the 37% bracket kick in at", {}, "limit:tax_brackets", has=["37%"])

# ---- explainers ----
q("what are franking credits", {}, "explain:franking_credits")
q("negative gearing explained pls", {}, "explain:negative_gearing")
q("how does CGT work on shares I've held for more than a year", {}, "explain:capital_gains_tax")
q("roth or traditional 401k, which should I pick?", US, "explain:roth_vs_traditional")
q("whats an IRA", US, "explain:ira")
q("how does a 401(k) actually work", US, "explain:401k")
q("whats an HSA and is it worth having", US, "explain:hsa")
q("when should i start claiming social security? 62 or wait till 70?", US, "explain:social_security_ages")
q("does medicare cover everything once you turn 65?", US, "explain:us_medicare")
q("what actually is super and how does it work", {}, "explain:super")
q("how does hecs work, does it keep growing?", {}, "explain:help_debt")
q("who qualifies for the age pension", {}, "explain:age_pension")
q("first home buyer schemes - what's available?", {}, "explain:first_home_schemes")
q("offset account or redraw, what's the difference?", {}, "explain:offset_vs_redraw")
q("are index funds better than managed funds? how much do fees matter", {}, "explain:index_funds_and_fees")
q("do I really need life insurance", {}, "explain:life_insurance")
q("should I put extra into my mortgage or into super?", {}, "explain:extra_repayments_vs_super")
q("how much should I have saved by 35?", {}, "explain:savings_by_age")
q("term life vs whole life, what's the go?", US, "explain:life_insurance")
q("Can you explain capital gains tax on an investment property when I sell", {}, "explain:capital_gains_tax")
q("what's a roth ira vs traditional ira", US, "explain:roth_vs_traditional")

# ---- own figures ----
p = {"currentSavings": "25000", "propertyValue": "850000", "superBalance": "120000",
     "mortgageBalance": "520000", "debts": "8000"}
q("what's my net worth", p, "net_worth", figs=[M(25000 + 850000 + 120000 - 520000 - 8000)])
p = {"currentSavings": "18000", "superBalance": "64000", "investmentAccounts": "22000",
     "emergencyFund": "10000", "emergencyFundCurrent": "10000", "debts": "14500"}
q("how much am i worth all up?", p, "net_worth", figs=[M(18000 + 64000 + 22000 + 10000 - 14500)])
q("I've got 40k in savings, 60k in super and a 15k car loan. What's my net worth?", {}, "net_worth",
  {"currentSavings": "40000", "superBalance": "60000", "debts": "15000"}, [M(40000 + 60000 - 15000)])
p = {"country": "us", "superBalance": "310000", "propertyValue": "540000", "mortgageBalance": "285000",
     "investmentAccounts": "75000", "currentSavings": "20000", "debts": "6000"}
q("net worth?", p, "net_worth", figs=[M(310000 + 540000 + 75000 + 20000 - 285000 - 6000)])
p = {"propertyValue": "900000", "mortgageBalance": "430000"}
q("how much equity do i have in my house", p, "equity", figs=[M(470000)])
q("our place is worth about 1.2m and we owe 610k, how much equity have we got?", {}, "equity",
  {"propertyValue": "1200000", "mortgageBalance": "610000"}, [M(590000)])
p = {"country": "us", "propertyValue": "425000", "mortgageBalance": "298000"}
q("how much home equity do I have right now?", p, "equity", figs=[M(127000)])
p = {"annualIncome": "85000", "monthlyExpenses": "3800"}
q("how much am I saving each month?", p, "savings_rate",
  figs=[M(D(str(prof_tax(p)["takeHomePerPeriod"]["monthly"])) - 3800)])
p = {"annualIncome": "110000", "monthlyExpenses": "4500"}
q("whats my savings rate", p, "savings_rate",
  figs=[M(D(str(prof_tax(p)["takeHomePerPeriod"]["monthly"])) - 4500)])
g = gross_from_takehome(5200 * 12)
q("I take home 5200 a month and spend about 3900. what's my savings rate?", {}, "savings_rate",
  {"annualIncome": str(g), "monthlyExpenses": "3900"}, [M(1300)])
p = {"annualIncome": "78000"}
q("how much super should my employer be paying me", p, "employer_contributions", figs=[M(78000 * D("0.12"))])
q("I'm on 100k, how much super should my boss be putting in each year?", {}, "employer_contributions",
  {"annualIncome": "100000"}, [M(12000)])
p = {"country": "us", "annualIncome": "90000", "employerMatch": 0.05}
q("how much is my 401k match worth", p, "employer_contributions", figs=[M(4500)])
q("my employer matches 4% - whats that in dollars on my 120k salary?", US, "employer_contributions",
  {"employerMatch": "0.04", "annualIncome": "120000"}, [M(4800)])
p = {"emergencyFund": "15000", "emergencyFundCurrent": "15000", "monthlyExpenses": "4000"}
q("how many months would my emergency fund last", p, "emergency_cover")
p = {"emergencyFund": "22000", "emergencyFundCurrent": "22000", "monthlyExpenses": "5500", "annualIncome": "98000"}
q("if i lost my job tomorrow how long could i get by on my emergency savings?", p, "emergency_cover")
p = {"annualIncome": "100000", "mortgageBalance": "450000", "debts": "20000"}
q("what's my debt to income ratio", p, "debt_to_income")
p = {"country": "us", "annualIncome": "65000", "debts": "42000"}
q("is my DTI too high?", p, "debt_to_income")
q("how many years till i can retire", {"age": 38}, "years_to_retirement", has=["27 years"])
q("I'm 52 and want to retire at 62. how many years do I have left to save?", {}, "years_to_retirement",
  {"age": "52", "retirementAge": "62"}, has=["10 years"])
q("years to retirement?", {"age": 29, "retirementAge": 60}, "years_to_retirement", has=["31 years"])

# ---- facts ----
q("I'm 34, married with 2 kids", {}, "facts", {"age": "34", "maritalStatus": "married", "dependents": "2"})
q("I earn 85k and rent is $550 a week", {}, "facts", {"annualIncome": "85000", "rentOrMortgage": "2383.33"})
q("just so you know, we owe 550k on the mortgage and the house is worth about 980k", {}, "facts",
  {"mortgageBalance": "550000", "propertyValue": "980000"})
q("i've got 25k hecs and about 12k in savings", {}, "facts", {"helpDebt": "25000", "currentSavings": "12000"})
q("I live in Colorado and make $96k", {}, "facts", {"country": "us", "state": "CO", "annualIncome": "96000"})
q("super balance is 143k", {}, "facts", {"superBalance": "143000"})
q("I have private hospital cover", {}, "facts", {"privateHospitalCover": "true"})
q("monthly expenses are around 3,200 and my emergency fund is 9k", {}, "facts",
  {"monthlyExpenses": "3200", "emergencyFund": "9000", "emergencyFundCurrent": "9000"})
q("I have about 210k in my 401k and 30k in a brokerage account", US, "facts",
  {"superBalance": "210000", "investmentAccounts": "30000"})
q("Im 27 and single", {}, "facts", {"age": "27", "maritalStatus": "single"})
q("fyi i salary sacrifice 6k a year into super and have 2 cars", {}, "facts",
  {"salarySacrifice": "6000", "numberOfCars": "2"})

# ---- general advice ----
q("how big should my emergency fund be?", {}, "emergency_fund")
q("how many months of expenses should I keep in cash?", US, "emergency_fund")
q("any tips for budgeting? I'm always broke by payday", {}, "budget")
q("whats the 50/30/20 rule", {}, "budget")
q("should I pay off my credit card first or start saving?", {}, "debt")
q("debt snowball or avalanche?", US, "debt")
q("how much deposit do i need to buy a house", {}, "home_buying")
q("is it better to buy a house now or keep renting for a few years", {}, "home_buying")
q("is salary sacrificing worth it?", {}, "salary_sacrifice")
q("should I be putting more into my 401k or an IRA?", US, "retirement_accounts")
q("which retirement account should I open first?", US, "retirement_accounts")

# ---- library topics ----
q("should i lease or buy my next car", {}, "topic:lease-vs-buy-car")
q("novated lease vs just buying outright, what's smarter?", {}, "topic:lease-vs-buy-car")
q("how do concessional super contributions work?", {}, "topic:concessional-super-contributions")
q("how do I set up a family trust", {}, "topic:family-trust-setup")
q("investment property or shares - which is better long term?", {}, "topic:investment-property-vs-shares")
q("is it smart to consolidate my credit cards and car loan into one loan?", {}, "topic:debt-consolidation")
q("what are the best salary sacrifice strategies?", {}, "topic:salary-sacrifice-strategies")
q("most tax effective way to invest outside of super?", {}, "topic:tax-effective-investing")

# ---- misc ----
q("hi", {}, "greeting")
q("hey penny 👋", {}, "greeting")
q("thanks heaps!", {}, "thanks")
q("cheers mate, that helps", {}, "thanks")
q("what can you help me with?", {}, "help")
q("what sort of questions can i ask you", {}, "help")
q("what do you know about me", {"annualIncome": "85000", "age": 34}, "profile_summary")
q("what info have you got saved on me?", {"country": "us", "state": "OR", "age": 41}, "profile_summary")
q("whats the weather going to be like in melbourne tomorrow", {}, "unknown")
q("can you book me a flight to bali", {}, "unknown")
q("who won the footy last night", {}, "unknown")

# ---- compound ----
q("what's my take home on 90k and how long would it take to save 50k at 1500 a month?", {},
  "tax+savings_time_to_target", figs=[thf(au(90000))])
q("what's the 401k limit for 2026 and what's the IRA limit?", US, "limit:401k_limit+limit:ira_limit",
  figs=["$24,500", "$7,500"])
q("repayments on 500k at 6% over 30 years? also what's the super guarantee rate", {},
  "loan_repayment+limit:super_guarantee_rate", figs=loanfigs(500000, 0.06, 30), has=["12%"])
q("whats my net worth and how many years until i retire?",
  {"age": 45, "currentSavings": "30000", "superBalance": "190000", "propertyValue": "700000",
   "mortgageBalance": "380000"}, "net_worth+years_to_retirement", figs=[M(30000 + 190000 + 700000 - 380000)],
  has=["20 years"])
q("explain franking credits, and what's the tax free threshold?", {},
  "explain:franking_credits+limit:tax_free_threshold", figs=["$18,200"])
q("how much equity do I have? and what's my net worth", {"propertyValue": "650000", "mortgageBalance": "400000",
  "superBalance": "90000", "currentSavings": "15000"}, "equity+net_worth",
  figs=[M(250000), M(650000 + 90000 + 15000 - 400000)])

# =====================================================================
# CONVERSATIONS
# =====================================================================

conv({},
     t("repayments on 600k at 6.2% over 30 years?", "loan_repayment", figs=loanfigs(600000, 0.062, 30)),
     t("what about over 25 years?", "loan_repayment", figs=loanfigs(600000, 0.062, 25)),
     t("and fortnightly?", "loan_repayment", figs=loanfigs(600000, 0.062, 25, 26)))
conv({},
     t("tax on 95k?", "tax", figs=[thf(au(95000))]),
     t("how much is that per fortnight", "tax", figs=[per(au(95000), "fortnightly")]))
conv({},
     t("if i earned 120k what would i take home?", "tax", figs=[thf(au(120000))]),
     t("and in victoria?", "tax", figs=[thf(au(120000))]),
     t("I actually earn 95k, what do I take home now?", "tax", {"annualIncome": "95000"}, [thf(au(95000))]))
conv(US,
     t("what's the difference between a roth and traditional IRA", "explain:roth_vs_traditional"),
     t("how much can I put in one this year?", "limit:ira_limit", figs=["$7,500"]))
conv(US,
     t("how does a 401k work?", "explain:401k"),
     t("whats the max i can put in for 2026", "limit:401k_limit", figs=["$24,500"]),
     t("and if i'm 55?", "limit:401k_limit", figs=["$32,500"]))
conv({},
     t("how much should my employer be paying into my super?", "employer_contributions"),
     t("i'm on about 92k", "employer_contributions", {"annualIncome": "92000"}, [M(92000 * D("0.12"))]))
conv({},
     t("how many years until I can retire?", "years_to_retirement"),
     t("I'm 41", "years_to_retirement", {"age": "41"}, has=["24 years"]),
     t("what if I retire at 60 instead?", "years_to_retirement", has=["19 years"]))
conv({},
     t("500 a month at 7% for 20 years, what do i end up with?", "savings_growth", figs=[M(fv(0, 500, 0.07, 20))]),
     t("what if I add $200 a month", "savings_growth", figs=[M(fv(0, 700, 0.07, 20))]),
     t("and at 8%?", "savings_growth", figs=[M(fv(0, 700, 0.08, 20))]))
conv({},
     t("repayments on 480k at 6.5% over 30 years", "loan_repayment", figs=loanfigs(480000, 0.065, 30)),
     t("sorry I meant 5.5%, not 6.5%", "loan_repayment", figs=loanfigs(480000, 0.055, 30)))
conv({},
     t("15 or 30 years on a 400k loan at 6%?", "loan_repayment",
       figs=loanfigs(400000, 0.06, 15) + loanfigs(400000, 0.06, 30)),
     t("what about 20 vs 25?", "loan_repayment", figs=loanfigs(400000, 0.06, 20) + loanfigs(400000, 0.06, 25)))
p11 = {"age": "30", "annualIncome": "78000", "rentOrMortgage": "2100"}
conv({},
     t("I'm 30, earn 78k and my rent is 2,100 a month", "facts", p11),
     t("how much tax do i pay?", "tax", figs=[thf(au(78000, age=30))]),
     t("and how much super does my employer owe me?", "employer_contributions", figs=[M(78000 * D("0.12"))]))
a, b = us(120000, "CA"), us(120000, "TX")
conv(US,
     t("take home on 120k in california?", "tax", figs=[M(a["federalTax"]), thf(a)]),
     t("what about Texas?", "tax", figs=[thf(b)]),
     t("compare the two side by side", "compare_states", figs=[thf(a), thf(b), M(diff_th(a, b))]))
conv({},
     t("how much do i need to save a month to get to 100k in 5 years?", "savings_target",
       figs=[Mc(needed(100000, 0.07, 5))]),
     t("weekly instead?", "savings_target", figs=[Mc(needed(100000, 0.07, 5, 52))]),
     t("and if i only get 5%", "savings_target", figs=[Mc(needed(100000, 0.05, 5, 52))]))
conv({"annualIncome": "85000"},
     t("if i got a 15k bonus what would i actually get?", "bonus_after_tax",
       figs=[M(diff_th(au(100000), au(85000)))]),
     t("and a 25k one?", "bonus_after_tax", figs=[M(diff_th(au(110000), au(85000)))]))
conv({},
     t("hello!", "greeting"),
     t("what can you do", "help"),
     t("ok thanks", "thanks"))
pnw = {"currentSavings": "20000", "superBalance": "95000", "propertyValue": "620000", "mortgageBalance": "455000"}
conv(pnw,
     t("what's my net worth?", "net_worth", figs=[M(20000 + 95000 + 620000 - 455000)]),
     t("oh I also have about 30k in shares, what is it now?", "net_worth", {"investmentAccounts": "30000"},
       [M(20000 + 95000 + 620000 - 455000 + 30000)]))
conv(US,
     t("what's an HSA?", "explain:hsa"),
     t("what's the limit for 2026 if it's just me?", "limit:hsa_limit", figs=["$4,400"]))
conv({"emergencyFund": "12000", "emergencyFundCurrent": "12000"},
     t("how many months would my emergency fund cover?", "emergency_cover"),
     t("about 3k a month", "emergency_cover", {"monthlyExpenses": "3000"}))
conv({"annualIncome": "95000"},
     t("what's my savings rate", "savings_rate"),
     t("we spend roughly $1,000 a week", "savings_rate", {"monthlyExpenses": "4333.33"},
       [M(D(str(au(95000)["takeHomePerPeriod"]["monthly"])) - D("4333.33"))]))
n1, i1 = payoff_int(12000, 0.199, 350)
n2, i2 = payoff_int(12000, 0.199, 500)
conv({},
     t("how long to pay off 12k on a card at 19.9% if i pay 350 a month", "loan_payoff_time", figs=[M(i1)]),
     t("what if i pay 500?", "loan_payoff_time", figs=[M(i2)]))
conv({},
     t("how much do I need to retire on 60k a year?", "nest_egg", figs=[M(D(60000) / D("0.04"))]),
     t("what about 80k?", "nest_egg", figs=[M(D(80000) / D("0.04"))]),
     t("and with a 3.5% withdrawal rate?", "nest_egg", figs=[M(D(80000) / D("0.035"))]))
a, b = au(90000, "2025-26"), au(90000, "2026-27")
c, d_ = au(150000, "2025-26"), au(150000, "2026-27")
conv({},
     t("how does tax in 2025-26 compare to 2026-27 on 90k?", "compare_years",
       figs=[thf(a), thf(b), M(diff_th(a, b))]),
     t("and on 150k?", "compare_years", figs=[thf(c), thf(d_), M(diff_th(c, d_))]))
conv({},
     t("we owe 420k on the mortgage", "facts", {"mortgageBalance": "420000"}),
     t("and the place is worth about 780k. how much equity do we have?", "equity",
       {"propertyValue": "780000"}, [M(360000)]))
p24 = {"country": "us", "state": "NY", "annualIncome": "130000"}
conv(p24,
     t("how much tax would I save putting 10k pre-tax in my 401k?", "pretax_saving",
       figs=[M(k_save(130000, "NY", 10000))]),
     t("what about maxing it out?", "pretax_saving", figs=[M(k_save(130000, "NY", 24500))]),
     t("and whats the limit for an IRA?", "limit:ira_limit", figs=["$7,500"]))
conv({"annualIncome": "105000"},
     t("salary sacrifice 5k or 10k, which saves more tax?", "pretax_saving",
       figs=[M(ss_save(105000, 5000)), M(ss_save(105000, 10000))]),
     t("what about 15k?", "pretax_saving", figs=[M(ss_save(105000, 15000))]))
conv({},
     t("what's 1.5m in 30 years worth in today's money", "todays_dollars", figs=[M(todays(1500000, 30))]),
     t("what if inflation averages 3%?", "todays_dollars", figs=[M(todays(1500000, 30, 0.03))]))
conv({},
     t("how long to save 80k if i put away 2k a month?", "savings_time_to_target"),
     t("what if i do 2500?", "savings_time_to_target"))
conv({},
     t("weekly repayments on a 40k car loan at 9% over 5 years", "loan_repayment", figs=loanfigs(40000, 0.09, 5, 52)),
     t("monthly instead", "loan_repayment", figs=loanfigs(40000, 0.09, 5)),
     t("and over 7 years?", "loan_repayment", figs=loanfigs(40000, 0.09, 7)))
conv({},
     t("interest only repayments on 650k at 6.3%?", "loan_repayment", figs=[Mc(interest_only(650000, 0.063))]),
     t("and principal and interest over 30 years?", "loan_repayment", figs=loanfigs(650000, 0.063, 30)))
conv({},
     t("I'm 45 with 180k in super, am I on track?", "retirement", {"age": "45", "superBalance": "180000"}),
     t("what if I retire at 67?", "retirement"))
conv({},
     t("combined take home on 90k and 65k?", "couple_take_home",
       figs=[M(D(str(au(90000)["takeHome"])) + D(str(au(65000)["takeHome"])))]),
     t("what if the 65k goes up to 80k", "couple_take_home",
       figs=[M(D(str(au(90000)["takeHome"])) + D(str(au(80000)["takeHome"])))]))
conv(US,
     t("take home on 200k in WA vs OR", "compare_states", figs=[thf(us(200000, "WA")), thf(us(200000, "OR"))]),
     t("add california too", "compare_states",
       figs=[thf(us(200000, "WA")), thf(us(200000, "OR")), thf(us(200000, "CA"))]))
conv({},
     t("what's the super guarantee rate?", "limit:super_guarantee_rate", has=["12%"]),
     t("so how much would that be on 85k?", "employer_contributions", figs=[M(85000 * D("0.12"))]))
conv({"mortgageBalance": "500000", "debts": "10000"},
     t("what's my debt to income?", "debt_to_income"),
     t("around 120k", "debt_to_income", {"annualIncome": "120000"}))
conv({"annualIncome": "70000"},
     t("hey", "greeting"),
     t("whats my take home", "tax", figs=[thf(au(70000))]),
     t("per week?", "tax", figs=[per(au(70000), "weekly")]))
conv({},
     t("what first home buyer schemes are there?", "explain:first_home_schemes"),
     t("how much would I need to save each month for a 10% deposit on a 650k apartment in 3 years?",
       "savings_target", figs=[Mc(needed(65000, 0.07, 3))]))
conv({"annualIncome": "125000"},
     t("how much would the medicare levy surcharge cost me if i dropped my hospital cover?", "surcharge_cost",
       figs=[M(surcharge(125000))]),
     t("what about if i earned 175k?", "surcharge_cost", figs=[M(surcharge(175000))]))
conv({},
     t("extra 500 a month on a 500k loan at 6.5% over 30 years, what does it save?", "loan_extra_repayment",
       figs=extrafigs(500000, 0.065, 30, 500)),
     t("what about 1000?", "loan_extra_repayment", figs=extrafigs(500000, 0.065, 30, 1000)))
conv({},
     t("what will 25k be worth in 10 years at 6%?", "savings_growth", figs=[M(fv(25000, 0, 0.06, 10))]),
     t("and 20 years?", "savings_growth", figs=[M(fv(25000, 0, 0.06, 20))]),
     t("and if I add 300 a month?", "savings_growth", figs=[M(fv(25000, 300, 0.06, 20))]))
conv({},
     t("what's my take home?", "tax"),
     t("85k", "tax", {"annualIncome": "85000"}, [thf(au(85000))]))
conv(US,
     t("what would I take home on 95k in Arizona?", "tax", figs=[thf(us(95000, "AZ"))]),
     t("I actually live in Nevada and make 88k, what's mine?", "tax", {"state": "NV", "annualIncome": "88000"},
       [thf(us(88000, "NV"))]))
conv({},
     t("I have 9k in my emergency fund", "facts", {"emergencyFund": "9000", "emergencyFundCurrent": "9000"}),
     t("and my expenses are about 2,500 a month. how long would it last me?", "emergency_cover",
       {"monthlyExpenses": "2500"}))
conv({},
     t("got any budgeting tips?", "budget"),
     t("what about an emergency fund, how big should it be?", "emergency_fund"))
conv({},
     t("how does negative gearing work", "explain:negative_gearing"),
     t("and what about CGT when I sell the property?", "explain:capital_gains_tax"))
conv(US,
     t("what age should i claim social security", "explain:social_security_ages"),
     t("and medicare, when does that kick in?", "explain:us_medicare"))
conv(US,
     t("what's the standard deduction for 2026?", "limit:standard_deduction", figs=["$16,100"]),
     t("and for married filing jointly?", "limit:standard_deduction", figs=["$32,200"]))
conv(US,
     t("401k limit 2025?", "limit:401k_limit", figs=["$23,500"]),
     t("and 2026?", "limit:401k_limit", figs=["$24,500"]))
conv({},
     t("australian tax brackets?", "limit:tax_brackets", figs=["$18,200", "$45,000", "$135,000", "$190,000"],
       has=["15%", "30%"]),
     t("what were they in 2024-25?", "limit:tax_brackets", figs=["$18,200", "$45,000", "$135,000", "$190,000"],
       has=["16%", "30%"]))
conv({},
     t("how much tax would I save if I salary sacrificed 8k?", "pretax_saving"),
     t("I'm on 95k", "pretax_saving", {"annualIncome": "95000"}, [M(ss_save(95000, 8000))]))
conv({"country": "us", "annualIncome": "100000"},
     t("What's my 401k match worth?", "employer_contributions"),
     t("they match 3%", "employer_contributions", {"employerMatch": "0.03"}, [M(3000)]))
a, b = us(150000, "FL"), us(150000, "NY")
conv({"country": "us", "state": "NY", "annualIncome": "150000"},
     t("if i moved to florida what would i take home?", "tax", figs=[thf(a)]),
     t("how does that compare with where i am now", "compare_states", figs=[thf(a), thf(b), M(diff_th(a, b))]))
n, i = payoff_int(30000, 0.085, 700)
conv({},
     t("how long will it take to pay off 30k at 8.5% paying 700 a month?", "loan_payoff_time", figs=[M(i)]),
     t("how much interest would that cost me all up?", "loan_payoff_time", figs=[M(i)]))
conv({},
     t("any tips for buying my first home?", "home_buying"),
     t("I need a 60k deposit. how much a fortnight to get there in 2.5 years?", "savings_target",
       figs=[Mc(needed(60000, 0.07, 2.5, 26))]))
conv({},
     t("what's the medicare levy?", "limit:medicare_levy", has=["2%"]),
     t("and the surcharge thresholds?", "limit:surcharge_thresholds", has=["1.25%"]))
conv({"age": 35, "superBalance": "60000", "annualIncome": "85000"},
     t("how much super will I have at 65 if I add an extra 200 a month?", "contribution_what_if"),
     t("what about $400?", "contribution_what_if"))
conv({"age": 52, "superBalance": "480000", "annualIncome": "150000", "currentSavings": "60000"},
     t("can I retire at 60?", "retirement"),
     t("what about 65", "retirement"))
conv({},
     t("I'm 29 and live in QLD", "facts", {"age": "29", "state": "QLD"}),
     t("I earn 68k, whats my tax", "tax", {"annualIncome": "68000"}, [thf(au(68000, age=29))]))
conv({"annualIncome": "75000"},
     t("if I get a 5k pay rise what's that after tax?", "raise_after_tax", figs=[M(diff_th(au(80000), au(75000)))]),
     t("what about 10k", "raise_after_tax", figs=[M(diff_th(au(85000), au(75000)))]))
conv(US,
     t("ira contribution limit?", "limit:ira_limit", figs=["$7,500"]),
     t("thanks!", "thanks"))
conv({},
     t("repayments on 350k at 6% over 25 years?", "loan_repayment", figs=loanfigs(350000, 0.06, 25)),
     t("how much interest is that in total", "loan_repayment", figs=[loanfigs(350000, 0.06, 25)[1]]))
conv(US,
     t("what's the 401k limit and the HSA limit?", "limit:401k_limit+limit:hsa_limit", figs=["$24,500", "$4,400"]),
     t("and what were they in 2025?", "limit:401k_limit+limit:hsa_limit", figs=["$23,500", "$4,300"]))
p64 = {"country": "us", "state": "IL", "annualIncome": "82000"}
conv(p64,
     t("how much federal tax am i paying?", "tax", figs=[M(us(82000, "IL")["federalTax"])]),
     t("and state?", "tax", figs=[M(us(82000, "IL")["stateTax"])]))
conv({},
     t("I earn 90k", "facts", {"annualIncome": "90000"}),
     t("sorry, 95k", "facts", {"annualIncome": "95000"}))
conv({},
     t("how does capital gains tax work?", "explain:capital_gains_tax"),
     t("does it apply to crypto too?", "explain:capital_gains_tax"))
conv({},
     t("what's the tax on 130k for 2024-25", "tax", figs=[thf(au(130000, "2024-25"))]),
     t("and this year?", "tax", figs=[thf(au(130000, "2026-27"))]))
conv({},
     t("how much to save monthly for a 100k deposit in 4 yrs", "savings_target", figs=[Mc(needed(100000, 0.07, 4))]),
     t("what if I already had 20k saved?", "savings_target", figs=[Mc(needed(100000, 0.07, 4, pv=20000))]))
conv({},
     t("can you do my tax return for me?", "unknown"),
     t("ok what can you do then", "help"))
conv({},
     t("how long to get to 1m investing 1500 a month at 7%?", "savings_time_to_target"),
     t("and if I start with 100k?", "savings_time_to_target"))
conv({},
     t("repayments on 500k at 6% over 25 or 30 years?", "loan_repayment",
       figs=[loanfigs(500000, 0.06, 25)[0], loanfigs(500000, 0.06, 30)[0]]),
     t("what's the total interest for each", "loan_repayment",
       figs=[loanfigs(500000, 0.06, 25)[1], loanfigs(500000, 0.06, 30)[1]]))
conv({"country": "us", "state": "TX", "annualIncome": "90000"},
     t("what's a 10k bonus worth after tax?", "bonus_after_tax"),
     t("and 20k?", "bonus_after_tax"))
conv({"annualIncome": "85000"},
     t("what's my tax?", "tax", figs=[thf(au(85000))]),
     t("what if I had a 20k HECS debt?", "tax", figs=[thf(au(85000, help_debt=20000))]))
conv({},
     t("what's the age pension rate?", "limit:age_pension_rate"),
     t("for couples?", "limit:age_pension_rate"))
conv({},
     t("any tips for saving more each month?", "budget"),
     t("I earn 110k and spend about 5k a month, how much am I saving?", "savings_rate",
       {"annualIncome": "110000", "monthlyExpenses": "5000"},
       [M(D(str(au(110000)["takeHomePerPeriod"]["monthly"])) - 5000)]))
conv({"age": 33},
     t("how much should I have saved by my age?", "explain:savings_by_age"),
     t("what's the super guarantee rate at the moment", "limit:super_guarantee_rate", has=["12%"]))
conv({"country": "us"},
     t("I'm 38, in Oregon, making 115k", "facts", {"age": "38", "state": "OR", "annualIncome": "115000"}),
     t("what's my take home pay?", "tax", figs=[M(us(115000, "OR", age=38)["federalTax"]),
                                                  thf(us(115000, "OR", age=38))]),
     t("how much would i save in tax putting 15k in my 401k", "pretax_saving",
       figs=[M(k_save(115000, "OR", 15000))]))
conv({},
     t("what are repayments on a 900k mortgage at 6.1% with 28 yrs remaining?",
       "loan_repayment", figs=loanfigs(900000, 0.061, 28)),
     t("and if we refinance to 5.6%?", "loan_repayment", figs=loanfigs(900000, 0.056, 28)))
conv({},
     t("is a novated lease worth it?", "topic:lease-vs-buy-car"),
     t("how about debt consolidation, is that a good idea?", "topic:debt-consolidation"))
conv({"propertyValue": "1050000", "mortgageBalance": "690000"},
     t("what's my equity?", "equity", figs=[M(360000)]),
     t("the bank just valued it at 1.15m, so what's my equity now?", "equity", {"propertyValue": "1150000"}, [M(460000)]))
conv({"monthlyExpenses": "4200"},
     t("how much should i have in my emergency fund?", "emergency_fund"),
     t("I've got 14k put aside, how many months does that cover?", "emergency_cover",
       {"emergencyFund": "14000", "emergencyFundCurrent": "14000"}))
conv({},
     t("what will $800 a month grow to over 25 years?", "savings_growth", figs=[M(fv(0, 800, 0.07, 25))]),
     t("in today's dollars?", "savings_growth", figs=[M(todays(fv(0, 800, 0.07, 25), 25))]))

# =====================================================================
def dump(path, rows):
    with open(path, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")

if __name__ == "__main__":
    dump("/work/dev6/questions.jsonl", Q)
    dump("/work/dev6/conversations.jsonl", C)
    print(len(Q), "questions,", len(C), "conversations")
