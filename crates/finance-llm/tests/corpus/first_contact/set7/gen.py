#!/usr/bin/env python3
"""Writes questions.jsonl and conversations.jsonl. Every figure is computed here by calc.py."""
import json
import os

from calc import (money, repayment, interest_only, simulate, extra_repayment, fv,
                  saving_needed, periods_to_target, todays_dollars, nest_egg, tax,
                  tax_for_profile, total_tax, r2)

HERE = os.path.dirname(os.path.abspath(__file__))
Q = []
CONV = []


def q(m, intent, p=None, ch=None, figs=None, has=None):
    Q.append({"m": m, "p": p or {}, "intent": intent, "ch": ch or {},
              "figs": figs or [], "has": has or []})


def t(m, intent, ch=None, figs=None, has=None):
    return {"m": m, "intent": intent, "ch": ch or {}, "figs": figs or [], "has": has or []}


def conv(p, *turns):
    CONV.append({"id": "c%02d" % (len(CONV) + 1), "p": p or {}, "turns": list(turns)})


def M(x):
    return money(x)


def C(x):
    return money(x, cents=True)


def au(income, **kw):
    return tax("australia", income, **kw)


def us(income, state, **kw):
    return tax("us", income, state=state, **kw)


def th(d):
    return M(d["takeHome"])


def taxfigs(d):
    f = [th(d)]
    if d["federalTax"] > 0:
        f.append(M(d["federalTax"]))
    return f


def per(d, k):
    return M(d["takeHomePerPeriod"][k])


def ef(v):
    return {"emergencyFund": v, "emergencyFundCurrent": v}


def loanfigs(P, rate, years, per=12, interest=False):
    pmt, tot, n = repayment(P, rate, years, per)
    return [C(pmt)] + ([M(tot)] if interest else [])


def extrafigs(P, rate, years, extra, per=12):
    e = extra_repayment(P, rate, years, extra, per)
    return [M(e["saved"])] if e["saved"] is not None else []


def payofffigs(P, rate, pmt, per=12):
    n, tot = simulate(P, rate, per, pmt)
    return [M(tot)]


def fvfig(pv, c, rate, years, per=12):
    return M(fv(pv, c, rate, years, per))


def needfig(target, rate, years, per=12, pv=0.0):
    return C(saving_needed(target, rate, years, per, pv))


def net_worth(p):
    a = sum(float(p.get(k, 0)) for k in ("currentSavings", "propertyValue", "superBalance",
                                          "investmentAccounts", "emergencyFund"))
    l = sum(float(p.get(k, 0)) for k in ("mortgageBalance", "debts"))
    return a - l


def monthly_take_home(p):
    return tax_for_profile(p)["takeHome"] / 12


# =====================================================================================
# SINGLE QUESTIONS
# =====================================================================================

# ---------------- tax / take-home, Australia
q("how much tax do i pay on 85k", "tax", figs=taxfigs(au(85000)))
q("whats the take home on 120k", "tax", figs=taxfigs(au(120000)))
q("I earn 72k a year, how much do I actually take home a fortnight?", "tax",
  ch={"annualIncome": "72000"}, figs=[per(au(72000), "fortnightly")])
q("take home pay 65000 nsw", "tax", figs=taxfigs(au(65000)))
q("tax on 45k?", "tax", figs=taxfigs(au(45000)))
q("Im on $32.50 an hour full time, whats that after tax", "tax",
  ch={"annualIncome": "64220"}, figs=taxfigs(au(64220)))
q("I get paid $2,400 a week before tax. What's that after tax?", "tax",
  ch={"annualIncome": "124800"}, figs=taxfigs(au(124800)))
p = {"annualIncome": "95000", "helpDebt": "30000", "age": "29"}
q("whats my take home pay", "tax", p=p, figs=[th(tax_for_profile(p))])
p = {"annualIncome": "150000", "privateHospitalCover": "false", "age": "41"}
q("how much tax am i paying at the moment?", "tax", p=p, figs=taxfigs(tax_for_profile(p)))
q("tax on 200k in australia", "tax", figs=taxfigs(au(200000)))
q("how much tax would I pay on 18000", "tax", figs=[th(au(18000))])
p = {"annualIncome": "68000"}
q("monthly take home?", "tax", p=p, figs=[per(tax_for_profile(p), "monthly")])
q("if i got a job paying 110k whats that per month after tax", "tax",
  figs=[per(au(110000), "monthly")])
q("whats the tax on 90k for 2025-26", "tax", figs=taxfigs(au(90000, year="2025-26")), has=["2025-26"])
q("I'm on 140k with about 40k HECS, what's my take home?", "tax",
  ch={"annualIncome": "140000", "helpDebt": "40000"},
  figs=[th(au(140000, help_debt=40000))])
q("how much will i get paid weekly on a 78,000 salary", "tax", figs=[per(au(78000), "weekly")])
p = {"annualIncome": "54000", "state": "QLD"}
q("how much tax comes out of my pay each year", "tax", p=p, figs=taxfigs(tax_for_profile(p)))
q("55k after tax", "tax", figs=taxfigs(au(55000)))
q("i make 3,100 a fortnight gross, how much tax is that a year?", "tax",
  ch={"annualIncome": "80600"}, figs=taxfigs(au(80600)))

# ---------------- tax / take-home, US
pus = {"country": "us", "state": "CA"}
q("take home on 100k?", "tax", p=pus, figs=taxfigs(us(100000, "CA")))
q("I make 75k, what's my take home after all the taxes", "tax", p={"country": "us", "state": "TX"},
  ch={"annualIncome": "75000"}, figs=taxfigs(us(75000, "TX")))
q("how much federal income tax on 60k single", "tax", p={"country": "us", "state": "NY"},
  figs=[M(us(60000, "NY")["federalTax"])])
q("whats 130k after taxes in washington state", "tax", p={"country": "us", "state": "OR"},
  figs=taxfigs(us(130000, "WA")))
q("I make $28/hr full time. whats my yearly take home", "tax", p={"country": "us", "state": "IL"},
  ch={"annualIncome": "58240"}, figs=[th(us(58240, "IL"))])
q("biweekly take home on 90k?", "tax", p={"country": "us", "state": "FL"},
  figs=[per(us(90000, "FL"), "fortnightly")])
q("I earn 250k in New Jersey, how much am I paying in tax total", "tax",
  p={"country": "us"}, ch={"annualIncome": "250000", "state": "NJ"},
  figs=[th(us(250000, "NJ")), M(us(250000, "NJ")["federalTax"])])
q("how much will i take home on 68,000", "tax", p={"country": "us", "state": "MA"},
  figs=taxfigs(us(68000, "MA")))
p = {"country": "us", "state": "CA", "annualIncome": "140000", "preTaxRetirement": "15000"}
q("whats my take home", "tax", p=p, figs=[th(tax_for_profile(p))])
q("tax on 80k in ohio", "tax", p={"country": "us"}, figs=taxfigs(us(80000, "OH")))
q("I make 52k a year in Pennsylvania, what's my monthly take home pay?", "tax",
  p={"country": "us"}, ch={"annualIncome": "52000", "state": "PA"},
  figs=[per(us(52000, "PA"), "monthly")])
q("how much is 100k after tax in texas", "tax", figs=taxfigs(us(100000, "TX")))
q("i make 120k in colorado, what would my paycheck be every two weeks", "tax",
  p={"country": "us"}, ch={"annualIncome": "120000", "state": "CO"},
  figs=[per(us(120000, "CO"), "fortnightly")])

# ---------------- loan repayments
q("repayments on 600k over 30 years at 6.2%", "loan_repayment",
  figs=loanfigs(600000, 0.062, 30), has=["6.2%"])
q("whats the monthly payment on a 350k mortgage at 6.75% 30 year fixed", "loan_repayment",
  p={"country": "us", "state": "AZ"}, figs=loanfigs(350000, 0.0675, 30))
q("fortnightly repaymnts on 480k @ 5.99% 25 yrs", "loan_repayment",
  figs=loanfigs(480000, 0.0599, 25, 26))
q("how much would a $45,000 car loan cost per month at 7.5% over 5 years", "loan_repayment",
  figs=loanfigs(45000, 0.075, 5, interest=True))
q("weekly repayments 300k 6.3% 30 years", "loan_repayment", figs=loanfigs(300000, 0.063, 30, 52))
q("interest only repayments on 750k at 6.4%?", "loan_repayment",
  figs=[C(interest_only(750000, 0.064))])
q("personal loan 20k 11% 3 years whats the repayment", "loan_repayment",
  figs=loanfigs(20000, 0.11, 3))
q("If we borrow 1.2m at 6% for 30 years what would the repayments be", "loan_repayment",
  figs=loanfigs(1200000, 0.06, 30))
q("what are repayments on a 550k loan at 6.1 percent", "loan_repayment")
q("Total interest on a 500,000 home loan at 5.89% over 30 years?", "loan_repayment",
  figs=loanfigs(500000, 0.0589, 30, interest=True))
a = repayment(400000, 0.065, 15)[0]
b = repayment(400000, 0.065, 30)[0]
q("15 or 30 year mortgage on 400k at 6.5%? what's the difference in payments", "loan_repayment",
  p={"country": "us", "state": "NC"}, figs=[C(a), C(b), C(a - b)])
q("what would i pay monthly on a 35k boat loan, 9.5% over 7 years", "loan_repayment",
  figs=loanfigs(35000, 0.095, 7))

# ---------------- extra repayments
q("if i pay an extra 500 a month on a 450k mortgage at 6% with 30 years left how much interest do i save",
  "loan_extra_repayment", figs=extrafigs(450000, 0.06, 30, 500))
q("extra $200/fortnight on a 600k loan 6.2% 30yrs - how much quicker is it paid off",
  "loan_extra_repayment", figs=extrafigs(600000, 0.062, 30, 200, 26))
q("How much would paying an extra 1000 a month save on a 700k mortgage at 5.8% over 25 years?",
  "loan_extra_repayment", figs=extrafigs(700000, 0.058, 25, 1000))
q("if I add 300 a month to my mortgage what happens", "loan_extra_repayment",
  p={"mortgageBalance": "380000"})
q("whats the saving if I chuck an extra 150 a week on my 320k home loan, 6.05% 25 years left",
  "loan_extra_repayment", figs=extrafigs(320000, 0.0605, 25, 150, 52))

# ---------------- payoff time
q("how long to pay off 12k on a credit card at 21% paying 400 a month", "loan_payoff_time",
  figs=payofffigs(12000, 0.21, 400))
q("how long would it take to pay off a 28k car loan at 9% if i pay 800 a month", "loan_payoff_time",
  figs=payofffigs(28000, 0.09, 800))
q("mortgage of 520k at 6.05%, paying 4000 a month, how many years till its gone?",
  "loan_payoff_time", figs=payofffigs(520000, 0.0605, 4000))
q("how long to clear 5000 at 18% if i pay 250 a month", "loan_payoff_time",
  figs=payofffigs(5000, 0.18, 250))
q("paying $1,200 a fortnight off a 310k loan at 5.75% - when will it be paid off", "loan_payoff_time",
  figs=payofffigs(310000, 0.0575, 1200, 26))

# ---------------- savings growth
q("if I invest 500 a month for 20 years at 7% how much will i have", "savings_growth",
  figs=[fvfig(0, 500, 0.07, 20)])
q("10k at 5% for 10 years?", "savings_growth", figs=[fvfig(10000, 0, 0.05, 10)])
q("what will 50k grow to in 15 yrs at 8%", "savings_growth", figs=[fvfig(50000, 0, 0.08, 15)])
q("put away $150 a week for 10 years at 6%, what do i end up with", "savings_growth",
  figs=[fvfig(0, 150, 0.06, 10, 52)])
q("how much will I have if I save 1000 a month for 5 years", "savings_growth",
  figs=[fvfig(0, 1000, 0.07, 5)])
q("invest 25k now plus 400 a month for 25 years at 7.5% - final amount?", "savings_growth",
  figs=[fvfig(25000, 400, 0.075, 25)])
q("what does 200 a month turn into after 30 years", "savings_growth",
  p={"expectedReturnRate": "0.06"}, figs=[fvfig(0, 200, 0.06, 30)])

# ---------------- saving needed for a target
q("how much do i need to save each month to get 60k in 4 years", "savings_target",
  figs=[needfig(60000, 0.07, 4)])
q("want a 120k house deposit in 5 years, how much a fortnight do i need to put away", "savings_target",
  figs=[needfig(120000, 0.07, 5, 26)])
q("I'm 35 and want 1 million by 60, how much a month do I need to invest at 8%?", "savings_target",
  ch={"age": "35"}, figs=[needfig(1000000, 0.08, 25)])
q("how much a month to reach 250k in 10 years at 6%", "savings_target",
  figs=[needfig(250000, 0.06, 10)])
q("we want 40k for the wedding in 2 years, how much do we need per week", "savings_target",
  figs=[needfig(40000, 0.07, 2, 52)])
q("what monthly amount gets me to $100,000 in 8 years if I get 4.5%", "savings_target",
  figs=[needfig(100000, 0.045, 8)])

# ---------------- time to target
q("how long will it take to save 50k if I put away 1000 a month", "savings_time_to_target")
q("saving 600 a fortnight, how long until I have 30k", "savings_time_to_target")
q("how many years to hit a million investing 2k a month at 8%", "savings_time_to_target")
q("if i save 350 a week how long till i have a 90k deposit", "savings_time_to_target")

# ---------------- nest egg / today's dollars
q("how much do i need to retire on 80k a year", "nest_egg", figs=[M(nest_egg(80000))])
q("how big a nest egg do I need for 5k a month in retirement", "nest_egg",
  figs=[M(nest_egg(60000))])
q("whats the nest egg for 70,000/yr income at a 3.5% withdrawal rate", "nest_egg",
  figs=[M(nest_egg(70000, 0.035))], has=["3.5%"])
q("what's 1 million in 30 years worth in today's money", "todays_dollars",
  figs=[M(todays_dollars(1000000, 30))])
q("how much is 500k in 20 years in todays dollars with 3% inflation", "todays_dollars",
  figs=[M(todays_dollars(500000, 20, 0.03))])
q("what will 100k be worth in 10 years after inflation", "todays_dollars",
  p={"inflationRate": "0.03"}, figs=[M(todays_dollars(100000, 10, 0.03))])

# ---------------- bonus / raise
p = {}
d0, d1 = au(90000), au(100000)
q("I'm on 90k and getting a 10k bonus, how much will I actually get?", "bonus_after_tax",
  ch={"annualIncome": "90000"}, figs=[M(d1["takeHome"] - d0["takeHome"])])
p = {"annualIncome": "130000"}
q("how much of a 20k bonus do i keep", "bonus_after_tax", p=p,
  figs=[M(au(150000)["takeHome"] - au(130000)["takeHome"])])
p = {"country": "us", "state": "CA", "annualIncome": "110000"}
q("my bonus is 15k, what will it be after tax?", "bonus_after_tax", p=p,
  figs=[M(us(125000, "CA")["takeHome"] - us(110000, "CA")["takeHome"])])
q("I'm on 80k and might get bumped to 90k. How much extra would that be per year after tax?",
  "raise_after_tax", ch={"annualIncome": "80000"},
  figs=[M(au(90000)["takeHome"] - au(80000)["takeHome"])])
p = {"annualIncome": "62000"}
q("whats a 5k payrise worth after tax", "raise_after_tax", p=p,
  figs=[M(au(67000)["takeHome"] - au(62000)["takeHome"])])

# ---------------- couple take-home
q("what would a couple on 90k and 70k take home together", "couple_take_home",
  figs=[M(au(90000)["takeHome"] + au(70000)["takeHome"])])
q("I earn 110k and my partner earns 45k, what's our combined take home?", "couple_take_home",
  ch={"annualIncome": "110000"}, figs=[M(au(110000)["takeHome"] + au(45000)["takeHome"])])
q("household take home if we both earn 85k?", "couple_take_home",
  figs=[M(2 * au(85000)["takeHome"])])

# ---------------- Medicare levy surcharge
d = au(130000, no_cover=True)
mls = [b["amount"] for b in d["breakdown"] if b["label"] == "Medicare levy surcharge"][0]
q("I'm on 130k with no private health, how much is the medicare levy surcharge costing me",
  "surcharge_cost", ch={"annualIncome": "130000", "privateHospitalCover": "false"}, figs=[M(mls)])
p = {"annualIncome": "105000"}
d = au(105000, no_cover=True)
mls = [b["amount"] for b in d["breakdown"] if b["label"] == "Medicare levy surcharge"][0]
q("is it worth getting private hospital cover to avoid the surcharge?", "surcharge_cost", p=p,
  figs=[M(mls)])
d = au(170000, no_cover=True)
mls = [b["amount"] for b in d["breakdown"] if b["label"] == "Medicare levy surcharge"][0]
q("mls on 170k if i dont have hospital cover?", "surcharge_cost", figs=[M(mls)])

# ---------------- compare states
a, b = us(100000, "CA"), us(100000, "TX")
q("100k in california vs texas, how much more tax?", "compare_states", p={"country": "us"},
  figs=[M(b["takeHome"] - a["takeHome"])])
a, b = us(150000, "NY"), us(150000, "FL")
q("I'm thinking of moving from NY to Florida. On 150k how much would I save in taxes?",
  "compare_states", p={"country": "us", "state": "NY"}, ch={"annualIncome": "150000"},
  figs=[M(b["takeHome"] - a["takeHome"])])
a, b, c = us(85000, "OR"), us(85000, "WA"), us(85000, "ID")
q("compare take home on 85k in oregon, washington and idaho", "compare_states",
  p={"country": "us", "state": "OR"}, figs=[th(a), th(b), th(c)])

# ---------------- compare years
a, b = au(90000, year="2025-26"), au(90000, year="2026-27")
q("how much less tax will I pay in 2026-27 than 2025-26 on 90k", "compare_years",
  figs=[M(a["federalTax"] - b["federalTax"])], has=["2026-27"])
p = {"annualIncome": "60000"}
a, b = au(60000, year="2025-26"), au(60000, year="2026-27")
q("compare my tax this year vs last year", "compare_years", p=p,
  figs=[M(a["federalTax"] - b["federalTax"])])
a, b = us(100000, "TX", year="2025"), us(100000, "TX", year="2026")
q("federal tax on 100k, 2025 compared to 2026?", "compare_years", p={"country": "us", "state": "TX"},
  figs=[M(a["federalTax"]), M(b["federalTax"]), M(a["federalTax"] - b["federalTax"])])

# ---------------- pre-tax saving
a, b = au(100000), au(100000, salary_sacrifice=10000)
q("how much tax would I save salary sacrificing 10k on a 100k salary", "pretax_saving",
  figs=[M(total_tax(a) - total_tax(b))])
p = {"annualIncome": "120000"}
a = au(120000)
s5, s10 = au(120000, salary_sacrifice=5000), au(120000, salary_sacrifice=10000)
q("salary sacrifice 5k or 10k - which saves more tax?", "pretax_saving", p=p,
  figs=[M(total_tax(a) - total_tax(s5)), M(total_tax(a) - total_tax(s10))])
p = {"country": "us", "state": "CA", "annualIncome": "150000"}
a, b = us(150000, "CA"), us(150000, "CA", pre_tax=20000)
q("how much tax do i save if i put 20k pre-tax into my 401k?", "pretax_saving", p=p,
  figs=[M(total_tax(a) - total_tax(b))])
a, b = us(90000, "TX"), us(90000, "TX", pre_tax=6000)
q("if I put 500 a month in my 401k pre tax on a 90k salary what's the tax saving",
  "pretax_saving", p={"country": "us", "state": "TX"}, figs=[M(total_tax(a) - total_tax(b))])

# ---------------- contribution what-if (figures not well-defined: fees, SG, contributions tax)
q("what will my super be worth if I add an extra 200 a month?", "contribution_what_if",
  p={"age": "38", "superBalance": "95000", "annualIncome": "88000"})
q("if I put an extra 5k a year into super how much more will I have at 65", "contribution_what_if",
  p={"age": "45", "superBalance": "210000", "annualIncome": "105000"})
q("how much more would my 401k be at retirement if I bump contributions by $3,000/yr",
  "contribution_what_if", p={"country": "us", "state": "GA", "age": "33", "superBalance": "60000",
                             "annualIncome": "95000"})

# ---------------- retirement
q("am i on track for retirement?", "retirement",
  p={"age": "44", "superBalance": "260000", "annualIncome": "115000"})
q("can I retire at 60", "retirement", p={"age": "52", "superBalance": "540000"})
q("how long will 800k last me in retirement if I spend 50k a year", "retirement")
q("retire at 60 or 65 - which makes more sense for me", "retirement",
  p={"age": "50", "superBalance": "420000", "annualIncome": "130000"})
q("will my 401k be enough to retire on", "retirement",
  p={"country": "us", "state": "OH", "age": "48", "superBalance": "310000", "annualIncome": "98000"})

# ---------------- limits and tables
q("whats the concessional cap for 2025-26", "limit:concessional_cap", figs=["$30,000"],
  has=["2025-26"])
q("non concessional contributions cap?", "limit:non_concessional_cap")
q("401k limit 2026", "limit:401k_limit", p={"country": "us"}, figs=["$24,500"])
q("how much can i put in an ira this year", "limit:ira_limit", p={"country": "us", "state": "MI"},
  figs=["$7,500"])
q("hsa contribution limit for 2025 family coverage", "limit:hsa_limit", p={"country": "us"},
  figs=["$8,550"])
q("standard deduction for single filers 2026?", "limit:standard_deduction", p={"country": "us"},
  figs=["$16,100"])
q("how much is the child tax credit now", "limit:child_tax_credit", p={"country": "us"},
  figs=["$2,200"])
q("social security wage base 2026", "limit:social_security_wage_base", p={"country": "us"},
  figs=["$184,500"])
q("what's the fica tax rate?", "limit:fica", p={"country": "us"}, has=["7.65%"])
q("whats the tax free threshold in australia", "limit:tax_free_threshold", figs=["$18,200"])
q("medicare levy rate?", "limit:medicare_levy", has=["2%"])
q("what income does the medicare levy surcharge kick in at for singles in 2025-26",
  "limit:surcharge_thresholds", figs=["$101,000"])
q("what's the super guarantee rate at the moment", "limit:super_guarantee_rate", has=["12%"])
q("australian tax brackets 2026-27", "limit:tax_brackets", has=["15%", "45%"])
q("what tax bracket am i in", "limit:tax_brackets", p={"annualIncome": "100000"}, has=["30%"])
q("whats the income tax rate in north carolina for 2026", "limit:tax_brackets",
  p={"country": "us"}, has=["3.99%"])
q("us federal tax brackets 2026 for single", "limit:tax_brackets", p={"country": "us"},
  has=["10%", "37%"])
q("what are the HELP repayment thresholds for 2025-26", "limit:help_repayment_thresholds",
  figs=["$67,000"])
q("how much is the age pension a fortnight", "limit:age_pension_rate")
q("catch up contribution limit for 401k if you're over 50 in 2026", "limit:401k_limit",
  p={"country": "us"}, figs=["$8,000"])
q("what was the ira contribution limit in 2025", "limit:ira_limit", p={"country": "us"},
  figs=["$7,000"])
q("does texas have state income tax", "limit:tax_brackets", p={"country": "us"})

# ---------------- explainers
q("what are franking credits", "explain:franking_credits")
q("can someone explain negative gearing in plain english", "explain:negative_gearing")
q("how does capital gains tax work if I sell my shares", "explain:capital_gains_tax")
q("roth or traditional 401k - which is better?", "explain:roth_vs_traditional", p={"country": "us"})
q("what is an IRA", "explain:ira", p={"country": "us"})
q("how does a 401(k) work", "explain:401k", p={"country": "us"})
q("whats an hsa and is it worth it", "explain:hsa", p={"country": "us"})
q("when should i start claiming social security?", "explain:social_security_ages",
  p={"country": "us"})
q("how does medicare work in the us, when do i sign up", "explain:us_medicare", p={"country": "us"})
q("how does super work", "explain:super")
q("what happens with my hecs debt, do i have to pay it back straight away", "explain:help_debt")
q("who gets the age pension", "explain:age_pension")
q("what first home buyer schemes are there", "explain:first_home_schemes")
q("offset account vs redraw, whats the difference", "explain:offset_vs_redraw")
q("are index funds a good idea? how much do fees matter", "explain:index_funds_and_fees")
q("do i need life insurance", "explain:life_insurance")
q("is it better to put extra money on the mortgage or into super?",
  "explain:extra_repayments_vs_super")
q("how much should i have saved by 30", "explain:savings_by_age")
q("what's CGT discount", "explain:capital_gains_tax")

# ---------------- own figures
p = {"currentSavings": "25000", "propertyValue": "850000", "superBalance": "140000",
     "mortgageBalance": "520000", "debts": "12000"}
q("what's my net worth", "net_worth", p=p, figs=[M(net_worth(p))])
p = {"currentSavings": "8000", "superBalance": "45000", "debts": "22000", "investmentAccounts": "5000"}
q("whats my net worth at the moment?", "net_worth", p=p, figs=[M(net_worth(p))])
p = {"propertyValue": "720000", "mortgageBalance": "410000"}
q("how much equity do i have", "equity", p=p, figs=[M(310000)])
p = {"annualIncome": "85000", "monthlyExpenses": "4000"}
q("how much am i saving a month", "savings_rate", p=p,
  figs=[M(monthly_take_home(p) - 4000)])
p = {"annualIncome": "92000", "monthlyExpenses": "3500"}
q("I take home 5,800 a month, what's my savings rate?", "savings_rate", p=p,
  figs=[M(5800 - 3500)])
q("I'm on 100k, how much super should my employer be putting in?", "employer_contributions",
  ch={"annualIncome": "100000"}, figs=["$12,000"])
p = {"annualIncome": "76500"}
q("how much super does my boss have to pay me", "employer_contributions", p=p,
  figs=[M(76500 * 0.12)])
p = {"country": "us", "state": "WA", "annualIncome": "120000", "employerMatch": "0.05"}
q("how much is my employer putting into my 401k each year", "employer_contributions", p=p,
  figs=[M(6000)])
p = {"monthlyExpenses": "5000"}
q("I've got 15k in an emergency fund, how many months would that last me?", "emergency_cover",
  p=p, ch=ef("15000"), has=["3 months"])
p = {"emergencyFund": "20000", "emergencyFundCurrent": "20000", "monthlyExpenses": "4000"}
q("how many months does my emergency fund cover", "emergency_cover", p=p, has=["5 months"])
p = {"annualIncome": "120000", "mortgageBalance": "450000", "debts": "15000"}
q("what's my debt to income ratio", "debt_to_income", p=p, figs=[M(465000)])
p = {"age": "38"}
q("how many years until i retire", "years_to_retirement", p=p, has=["27 years"])
p = {"age": "47", "retirementAge": "60"}
q("how long till retirement for me?", "years_to_retirement", p=p, has=["13 years"])
p = {"annualIncome": "70000", "monthlyExpenses": "3200"}
q("how much do I save per year", "savings_rate", p=p,
  figs=[M(au(70000)["takeHome"] - 3200 * 12)])

# ---------------- facts only
q("I'm 34 and earn 85k", "facts", ch={"age": "34", "annualIncome": "85000"})
q("we owe 550k on the mortgage", "facts", ch={"mortgageBalance": "550000"})
q("I've got about 25k HECS", "facts", ch={"helpDebt": "25000"})
q("married, 2 kids", "facts", ch={"maritalStatus": "married", "dependents": "2"})
q("rent is $550 a week", "facts", ch={"rentOrMortgage": "2383.33"})
q("my super balance is 132k", "facts", ch={"superBalance": "132000"})
q("no private health insurance", "facts", ch={"privateHospitalCover": "false"})
q("I live in Texas and make 95k", "facts", p={"country": "us"},
  ch={"state": "TX", "annualIncome": "95000"})
q("my 401k has about 80k in it and my employer matches 4%", "facts", p={"country": "us", "state": "VA"},
  ch={"superBalance": "80000", "employerMatch": "0.04"})
q("we spend around 900 a week all up", "facts", ch={"monthlyExpenses": "3900"})
q("i have 10k on credit cards and a 15k car loan", "facts", ch={"debts": "25000"})
q("house is worth about 1.1m", "facts", ch={"propertyValue": "1100000"})
q("I salary sacrifice $200 a fortnight", "facts", ch={"salarySacrifice": "5200"})

# ---------------- general advice and library topics
q("how much should i have in an emergency fund", "emergency_fund")
q("any tips for sticking to a budget", "budget")
q("whats the 50/30/20 rule", "budget")
q("should I pay off my credit card or my car loan first", "debt")
q("best way to get out of debt?", "debt")
q("how much deposit do I need to buy a house", "home_buying")
q("is now a good time to buy a home or should i keep renting", "home_buying")
q("is salary sacrificing worth it?", "salary_sacrifice")
q("which retirement accounts should i be using", "retirement_accounts", p={"country": "us"})
q("should i lease or buy my next car", "topic:lease-vs-buy-car")
q("how do i set up a family trust", "topic:family-trust-setup")
q("investment property or shares - which is better long term?", "topic:investment-property-vs-shares")
q("is consolidating my debts into one loan a good idea", "topic:debt-consolidation")
q("what are some tax effective ways to invest", "topic:tax-effective-investing")
q("what are the best salary sacrifice strategies", "topic:salary-sacrifice-strategies")

# ---------------- greetings, help, profile, unknown
q("hi", "greeting")
q("hey penny", "greeting")
q("thanks heaps!", "thanks")
q("cheers mate", "thanks")
q("what can you do?", "help")
q("what do you know about me", "profile_summary", p={"age": "31", "annualIncome": "78000"})
q("whats the weather in sydney tomorrow", "unknown")
q("should i buy bitcoin", "unknown")
q("can you help me with my tax return lodgement", "*")

# ---------------- two questions in one
d = au(90000)
q("whats the tax on 90k and how long to save 30k at 800 a month", "tax+savings_time_to_target",
  figs=taxfigs(d))
p = {"currentSavings": "30000", "propertyValue": "650000", "mortgageBalance": "400000",
     "superBalance": "90000"}
q("what's my net worth and how much equity do i have in the house", "net_worth+equity", p=p,
  figs=[M(net_worth(p)), M(250000)])
q("what's the 401k limit for 2026 and what's the ira limit", "limit:401k_limit+limit:ira_limit",
  p={"country": "us"}, figs=["$24,500", "$7,500"])
q("repayments on 400k at 6% over 30 years? and what's an offset account",
  "loan_repayment+explain:offset_vs_redraw", figs=loanfigs(400000, 0.06, 30))


# =====================================================================================
# CONVERSATIONS
# =====================================================================================

# 1 loan: term change, then frequency
conv({},
     t("whats the repayment on 600k at 6.2% over 30 years", "loan_repayment",
       figs=loanfigs(600000, 0.062, 30)),
     t("what about 25 years", "loan_repayment", figs=loanfigs(600000, 0.062, 25)),
     t("fortnightly?", "loan_repayment", figs=loanfigs(600000, 0.062, 25, 26)))

# 2 tax: change income
conv({},
     t("tax on 120k?", "tax", figs=taxfigs(au(120000))),
     t("what about 140k", "tax", figs=taxfigs(au(140000))))

# 3 hypothetical then real
conv({},
     t("if i earned 120k what would i take home", "tax", figs=[th(au(120000))]),
     t("and in victoria?", "tax", figs=[th(au(120000))]),
     t("ok well I actually earn 95k, what's my take home", "tax", ch={"annualIncome": "95000"},
       figs=[th(au(95000))]))

# 4 emergency cover: missing figure asked for
conv({"monthlyExpenses": "4000"},
     t("how many months would my emergency fund last", "emergency_cover"),
     t("about 16k", "emergency_cover", ch=ef("16000"), has=["4 months"]))

# 5 employer contributions: missing income
conv({},
     t("how much super should my employer be paying me?", "employer_contributions"),
     t("I'm on 92k", "employer_contributions", ch={"annualIncome": "92000"}, figs=[M(92000 * 0.12)]))

# 6 years to retirement: missing age
conv({},
     t("how many years till I retire?", "years_to_retirement"),
     t("41", "years_to_retirement", ch={"age": "41"}, has=["24 years"]))

# 7 equity: missing property value
conv({"mortgageBalance": "400000"},
     t("how much equity have i got in my place", "equity"),
     t("its worth around 750k", "equity", ch={"propertyValue": "750000"}, figs=[M(350000)]))

# 8 tax on own income: missing
conv({},
     t("how much tax do I pay?", "tax"),
     t("i earn 70k a year", "tax", ch={"annualIncome": "70000"}, figs=taxfigs(au(70000))))

# 9 Roth -> how much can I put in
conv({"country": "us", "state": "NV"},
     t("roth vs traditional ira, which one should i pick", "explain:roth_vs_traditional"),
     t("how much can I put in one this year?", "limit:ira_limit", figs=["$7,500"]))

# 10 HSA -> family limit
conv({"country": "us"},
     t("what's an HSA?", "explain:hsa"),
     t("whats the limit for a family in 2026", "limit:hsa_limit", figs=["$8,750"]))

# 11 salary sacrifice: general -> calculator -> change amount
a = au(100000)
conv({},
     t("how does salary sacrificing work", "salary_sacrifice"),
     t("how much tax would i save sacrificing 10k on 100k", "pretax_saving",
       figs=[M(total_tax(a) - total_tax(au(100000, salary_sacrifice=10000)))]),
     t("what about 15k", "pretax_saving",
       figs=[M(total_tax(a) - total_tax(au(100000, salary_sacrifice=15000)))]))

# 12 savings growth: rate change, add contribution
conv({},
     t("if I put 500 a month away for 20 years at 7% what will I have", "savings_growth",
       figs=[fvfig(0, 500, 0.07, 20)]),
     t("and at 8%?", "savings_growth", figs=[fvfig(0, 500, 0.08, 20)]),
     t("what if I add another 200 a month", "savings_growth", figs=[fvfig(0, 700, 0.08, 20)]))

# 13 compare states then swap one
pus = {"country": "us", "state": "CA", "annualIncome": "100000"}
a, b, c = us(100000, "CA"), us(100000, "TX"), us(100000, "AZ")
conv(pus,
     t("how much would I save moving from california to texas", "compare_states",
       figs=[M(b["takeHome"] - a["takeHome"])]),
     t("what about arizona instead", "compare_states", figs=[M(c["takeHome"] - a["takeHome"])]))

# 14 savings target: years, then frequency
conv({},
     t("need an 80k deposit in 3 years, how much a month should I be saving?", "savings_target",
       figs=[needfig(80000, 0.07, 3)]),
     t("what about over 5 years", "savings_target", figs=[needfig(80000, 0.07, 5)]),
     t("fortnightly?", "savings_target", figs=[needfig(80000, 0.07, 5, 26)]))

# 15 extra repayments: change extra
conv({},
     t("500k loan at 6% over 30 years, if I pay an extra 300 a month how much do I save?",
       "loan_extra_repayment", figs=extrafigs(500000, 0.06, 30, 300)),
     t("what about 500 extra", "loan_extra_repayment", figs=extrafigs(500000, 0.06, 30, 500)))

# 16 correction of rate
conv({},
     t("repayments on 450k at 6.5% over 30 years", "loan_repayment", figs=loanfigs(450000, 0.065, 30)),
     t("sorry I meant 5.5%", "loan_repayment", figs=loanfigs(450000, 0.055, 30), has=["5.5%"]))

# 17 facts then own figure
p17 = {"age": "34", "annualIncome": "95000", "monthlyExpenses": "4000"}
conv({},
     t("I'm 34, on 95k and spend about 4k a month", "facts",
       ch={"age": "34", "annualIncome": "95000", "monthlyExpenses": "4000"}),
     t("so how much am I saving each month?", "savings_rate",
       figs=[M(monthly_take_home(p17) - 4000)]))

# 18 greeting then question
conv({},
     t("hello!", "greeting"),
     t("whats the take home on 65k", "tax", figs=taxfigs(au(65000))))

# 19 two questions in one, then thanks
conv({"annualIncome": "88000"},
     t("what's the super guarantee rate and how much is that on my salary",
       "limit:super_guarantee_rate+employer_contributions", figs=[M(88000 * 0.12)], has=["12%"]),
     t("thanks", "thanks"))

# 20 nest egg: withdrawal rate change
conv({},
     t("how much do I need saved to retire on 70k a year", "nest_egg", figs=[M(nest_egg(70000))]),
     t("what if I use a 3.5% withdrawal rate instead", "nest_egg",
       figs=[M(nest_egg(70000, 0.035))]))

# 21 payoff: payment change
conv({},
     t("how long to clear 15k of credit card debt at 19.99% paying 400 a month", "loan_payoff_time",
       figs=payofffigs(15000, 0.1999, 400)),
     t("what about 600 a month", "loan_payoff_time", figs=payofffigs(15000, 0.1999, 600)))

# 22 couple take-home, change one income
conv({},
     t("what would a couple on 90k and 70k take home", "couple_take_home",
       figs=[M(au(90000)["takeHome"] + au(70000)["takeHome"])]),
     t("and if the second one went up to 80k?", "couple_take_home",
       figs=[M(au(90000)["takeHome"] + au(80000)["takeHome"])]))

# 23 retirement age change
conv({"age": "49", "superBalance": "380000", "annualIncome": "120000"},
     t("can i retire at 60?", "retirement"),
     t("what about 62", "retirement"))

# 24 bonus change
d0 = au(110000)
conv({},
     t("I'm on 110k and getting a 15k bonus, how much will I actually see", "bonus_after_tax",
       ch={"annualIncome": "110000"}, figs=[M(au(125000)["takeHome"] - d0["takeHome"])]),
     t("what if it was 20k", "bonus_after_tax", figs=[M(au(130000)["takeHome"] - d0["takeHome"])]))

# 25 401k limit, catch-up follow-up
conv({"country": "us"},
     t("what's the 401k contribution limit for 2026", "limit:401k_limit", figs=["$24,500"]),
     t("and if I'm over 50?", "limit:401k_limit", figs=["$32,500"]))

# 26 standard deduction, filing status follow-up
conv({"country": "us"},
     t("standard deduction 2026?", "limit:standard_deduction", figs=["$16,100"]),
     t("married filing jointly?", "limit:standard_deduction", figs=["$32,200"]))

# 27 surcharge: own, then hypothetical income
d = au(130000, no_cover=True)
m1 = [x["amount"] for x in d["breakdown"] if x["label"] == "Medicare levy surcharge"][0]
d = au(160000, no_cover=True)
m2 = [x["amount"] for x in d["breakdown"] if x["label"] == "Medicare levy surcharge"][0]
conv({},
     t("I'm on 130k and don't have private hospital cover, how much is the surcharge",
       "surcharge_cost", ch={"annualIncome": "130000", "privateHospitalCover": "false"}, figs=[M(m1)]),
     t("what if I earned 160k", "surcharge_cost", figs=[M(m2)]))

# 28 today's dollars: inflation change
conv({},
     t("whats 2 million in 35 years in today's money", "todays_dollars",
       figs=[M(todays_dollars(2000000, 35))]),
     t("at 3% inflation?", "todays_dollars", figs=[M(todays_dollars(2000000, 35, 0.03))]))

# 29 weekly repayment, same but 500k
conv({},
     t("weekly repayments on 350k at 6.1% over 25 yrs", "loan_repayment",
       figs=loanfigs(350000, 0.061, 25, 52)),
     t("same but 500k", "loan_repayment", figs=loanfigs(500000, 0.061, 25, 52)))

# 30 time to target, change saving
conv({},
     t("how long to save 100k if I put away 1500 a month", "savings_time_to_target"),
     t("and with 2000 a month?", "savings_time_to_target"))

# 31 US tax own, then hypothetical move
conv({"country": "us"},
     t("I make 85k in Florida, what's my take home?", "tax", ch={"annualIncome": "85000", "state": "FL"},
       figs=[th(us(85000, "FL"))]),
     t("what if I moved to New York?", "tax", figs=[th(us(85000, "NY"))]))

# 32 hypothetical, change, real statement
conv({},
     t("if i earned 150k how much tax would i pay", "tax", figs=taxfigs(au(150000))),
     t("and 170k?", "tax", figs=taxfigs(au(170000))),
     t("I actually earn 130k. whats my take home per month", "tax", ch={"annualIncome": "130000"},
       figs=[per(au(130000), "monthly")]))

# 33 explainer topic carry-over
conv({},
     t("explain franking credits", "explain:franking_credits"),
     t("and negative gearing?", "explain:negative_gearing"))

# 34 limit then thanks
conv({},
     t("what's the medicare levy", "limit:medicare_levy", has=["2%"]),
     t("perfect thank you", "thanks"))

# 35 facts then debt-to-income
conv({},
     t("mortgage is 480k, 20k car loan, and I earn 125k", "facts",
       ch={"mortgageBalance": "480000", "debts": "20000", "annualIncome": "125000"}),
     t("what's my debt to income ratio then", "debt_to_income", figs=[M(500000)]))

# 36 net worth, add a fact, re-ask
p36 = {"currentSavings": "18000", "superBalance": "75000", "debts": "9000"}
p36b = dict(p36, investmentAccounts="20000")
conv(p36,
     t("what's my net worth", "net_worth", figs=[M(net_worth(p36))]),
     t("oh I also have 20k in shares", "facts", ch={"investmentAccounts": "20000"}),
     t("so what is it now?", "net_worth", figs=[M(net_worth(p36b))]))

# 37 interest only then P&I
conv({},
     t("interest only on 600k at 6.3%?", "loan_repayment", figs=[C(interest_only(600000, 0.063))]),
     t("and principal and interest over 30 years?", "loan_repayment",
       figs=loanfigs(600000, 0.063, 30)))

# 38 comparison 15 vs 30, then 20
a, b, c = repayment(400000, 0.065, 15)[0], repayment(400000, 0.065, 30)[0], \
    repayment(400000, 0.065, 20)[0]
conv({"country": "us", "state": "TN"},
     t("15 or 30 year on a 400k mortgage at 6.5%", "loan_repayment", figs=[C(a), C(b), C(a - b)]),
     t("what about a 20 year", "loan_repayment", figs=[C(c)]))

# 39 salary sacrifice comparison, then real fact
a = au(120000)
conv({},
     t("on 120k, salary sacrifice 5k or 10k, how much tax does each save", "pretax_saving",
       figs=[M(total_tax(a) - total_tax(au(120000, salary_sacrifice=5000))),
             M(total_tax(a) - total_tax(au(120000, salary_sacrifice=10000)))]),
     t("I'm on 120k by the way", "facts", ch={"annualIncome": "120000"}))

# 40 retirement comparison
conv({"age": "55", "superBalance": "650000", "annualIncome": "140000"},
     t("should i retire at 60 or 65", "retirement"),
     t("what if i work until 67", "retirement"))

# 41 401k pre-tax: change deferral
p41 = {"country": "us", "state": "CA", "annualIncome": "150000"}
a = us(150000, "CA")
conv(p41,
     t("how much tax do i save putting 20k in my 401k", "pretax_saving",
       figs=[M(total_tax(a) - total_tax(us(150000, "CA", pre_tax=20000)))]),
     t("what about the max, 24,500", "pretax_saving",
       figs=[M(total_tax(a) - total_tax(us(150000, "CA", pre_tax=24500)))]))

# 42 SG rate then own figure with stated income
conv({},
     t("what's the super guarantee rate", "limit:super_guarantee_rate", has=["12%"]),
     t("I'm on 75k, so how much should they be paying in?", "employer_contributions",
       ch={"annualIncome": "75000"}, figs=["$9,000"]))

# 43 budget general, then own savings with stated take-home
conv({"annualIncome": "96000"},
     t("how do i make a budget", "budget"),
     t("I take home about 6k a month and spend 4.5k, how am I going?", "savings_rate",
       ch={"monthlyExpenses": "4500"}, figs=[M(1500)]))

# 44 state brackets, switch state
conv({"country": "us"},
     t("what's the income tax rate in illinois", "limit:tax_brackets", has=["4.95%"]),
     t("and pennsylvania?", "limit:tax_brackets", has=["3.07%"]))

# 45 age pension explainer then rate
conv({"age": "66"},
     t("how does the age pension work", "explain:age_pension"),
     t("how much is it for a single person", "limit:age_pension_rate"))

# 46 social security ages then wage base
conv({"country": "us"},
     t("what age can I claim social security", "explain:social_security_ages"),
     t("what's the social security wage base this year", "limit:social_security_wage_base",
       figs=["$184,500"]))

# 47 extra fortnightly, change extra
conv({},
     t("if i pay 200 extra a fortnight on a 550k loan at 6% over 30 yrs, how much interest do i save",
       "loan_extra_repayment", figs=extrafigs(550000, 0.06, 30, 200, 26)),
     t("and 400 extra?", "loan_extra_repayment", figs=extrafigs(550000, 0.06, 30, 400, 26)))

# 48 help then profile summary
conv({"age": "27", "annualIncome": "64000", "helpDebt": "18000"},
     t("what can you do", "help"),
     t("ok what do you know about me", "profile_summary"))

# 49 raise, change raise
p49 = {"annualIncome": "95000"}
conv(p49,
     t("getting a raise to 105k, how much more is that a fortnight after tax", "raise_after_tax",
       figs=[M((au(105000)["takeHome"] - au(95000)["takeHome"]) / 26)]),
     t("what if it's 110k", "raise_after_tax",
       figs=[M((au(110000)["takeHome"] - au(95000)["takeHome"]) / 26)]))

# 50 savings growth with lump sum stated, change years
conv({},
     t("I have 20k saved, if I add 300 a month at 6% for 15 years what would it be", "savings_growth",
       ch={"currentSavings": "20000"}, figs=[fvfig(20000, 300, 0.06, 15)]),
     t("what about 25 years", "savings_growth", figs=[fvfig(20000, 300, 0.06, 25)]))

# 51 fact correction
conv({},
     t("I earn 85k", "facts", ch={"annualIncome": "85000"}),
     t("sorry, I meant 95k", "facts", ch={"annualIncome": "95000"}))

# 52 home buying then repayment
conv({},
     t("should i buy a house or keep renting", "home_buying"),
     t("how much would repayments be on 700k at 6% over 30 years", "loan_repayment",
       figs=loanfigs(700000, 0.06, 30)))

# 53 FICA then wage base
conv({"country": "us"},
     t("whats fica", "limit:fica", has=["7.65%"]),
     t("is there a cap on the social security part?", "limit:social_security_wage_base",
       figs=["$184,500"]))

# 54 emergency fund advice then own cover
conv({},
     t("how big should an emergency fund be", "emergency_fund"),
     t("I've got 12k in my emergency fund and spend 3k a month, how many months is that",
       "emergency_cover", ch=dict(ef("12000"), monthlyExpenses="3000"), has=["4 months"]))

# 55 car loan term change
conv({},
     t("car loan 25k at 8.5% over 5 years, repayments?", "loan_repayment",
       figs=loanfigs(25000, 0.085, 5)),
     t("what about 7 years", "loan_repayment", figs=loanfigs(25000, 0.085, 7)))

# 56 compare years
a, b = au(40000, year="2025-26"), au(40000, year="2026-27")
conv({},
     t("how much tax on 40k in 2025-26 vs 2026-27", "compare_years",
       figs=[M(a["federalTax"]), M(b["federalTax"]), M(a["federalTax"] - b["federalTax"])]),
     t("same but 30k", "compare_years",
       figs=[M(au(30000, year="2025-26")["federalTax"] - au(30000, year="2026-27")["federalTax"])]))

# 57 US tax: missing income supplied via hourly
conv({"country": "us", "state": "AZ"},
     t("what's my take home pay", "tax"),
     t("$30 an hour, full time", "tax", ch={"annualIncome": "62400"}, figs=[th(us(62400, "AZ"))]))

# 58 savings target with current savings, then rate correction
conv({},
     t("I've got 15k saved and want 60k for a deposit in 4 years, how much a month do i need",
       "savings_target", ch={"currentSavings": "15000"}, figs=[needfig(60000, 0.07, 4, pv=15000)]),
     t("oops, assume 4% not 7%", "savings_target", figs=[needfig(60000, 0.04, 4, pv=15000)]))

# 59 explainer then general advice
conv({},
     t("whats an offset account", "explain:offset_vs_redraw"),
     t("should i put spare cash there or pay off the car loan", "debt"))

# 60 what-if contribution then change
conv({"age": "40", "superBalance": "150000", "annualIncome": "100000"},
     t("what would my super be at 65 if I put an extra 100 a week in", "contribution_what_if"),
     t("and 200 a week?", "contribution_what_if"))

# 61 US couple-free: tax, then biweekly
conv({"country": "us", "state": "GA", "annualIncome": "72000"},
     t("how much do i take home a year", "tax", figs=[th(us(72000, "GA"))]),
     t("biweekly?", "tax", figs=[per(us(72000, "GA"), "fortnightly")]))

# 62 two questions, then follow-up on the second
conv({},
     t("what's the tax free threshold and what's the medicare levy",
       "limit:tax_free_threshold+limit:medicare_levy", figs=["$18,200"], has=["2%"]),
     t("and the surcharge thresholds for 2025-26?", "limit:surcharge_thresholds",
       figs=["$101,000"]))

# 63 nest egg monthly, then fact
conv({},
     t("what nest egg do i need for 6k a month", "nest_egg", figs=[M(nest_egg(72000))]),
     t("I'm 52 by the way", "facts", ch={"age": "52"}))


def main():
    with open(os.path.join(HERE, "questions.jsonl"), "w", encoding="utf-8") as f:
        for x in Q:
            f.write(json.dumps(x, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "conversations.jsonl"), "w", encoding="utf-8") as f:
        for x in CONV:
            f.write(json.dumps(x, ensure_ascii=False) + "\n")
    print(len(Q), "questions,", len(CONV), "conversations,",
          sum(len(c["turns"]) for c in CONV), "turns")


if __name__ == "__main__":
    main()
