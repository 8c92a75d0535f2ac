#!/usr/bin/env python3
"""Writes questions.jsonl and conversations.jsonl. Every figure is computed here
(calc.py helpers; tax figures from bin/penny tax)."""
import json
import os
from decimal import Decimal

from calc import (money, take_home, per_period, tax, tax_ctx, repayment, interest_only,
                  total_interest, simulate, extra_saving, fv, need, todays, nest_egg,
                  gross_from_take_home, dollars)

HERE = os.path.dirname(os.path.abspath(__file__))
M = money


def mc(x):
    return money(x, with_cents=True)


def ctx(p, **over):
    kw = tax_ctx(p)
    kw.update({k: v for k, v in over.items()})
    return kw


def cty(p):
    return p.get("country", "australia")


def th(income, p=None, **over):
    p = p or {}
    return take_home(income, cty(p), **ctx(p, **over))


def thp(income, period, p=None, **over):
    p = p or {}
    return per_period(income, period, cty(p), **ctx(p, **over))


def xs(P, rate, years, extra, per=12):
    s, nb, nn, pm = extra_saving(P, rate, years, extra, per)
    assert s is not None, (P, rate, years, extra, per)
    return M(s)


def payoff_interest(P, rate, pay, per=12):
    n, tot = simulate(P, rate, pay, per)
    return M(tot)


def tax_saved(income, p, **kw):
    base = tax(income, cty(p), **ctx(p))
    new = tax(income, cty(p), **ctx(p, **kw))
    def t(r):
        return r["federalTax"] + r["stateTax"] + r["ficaTax"] + r.get("helpRepayment", 0)
    return t(base) - t(new)


Q = []


def q(m, p, intent, ch=None, figs=None, has=None):
    Q.append({"m": m, "p": p, "intent": intent, "ch": ch or {}, "figs": figs or [], "has": has or []})


US = {"country": "us"}

# =====================================================================  TAX (AU)
q("whats the tax on 85k", {}, "tax", figs=[M(th(85000))])
q("how much would i take home on 120,000?", {}, "tax", figs=[M(th(120000))])
q("I'm on 72k a year, what do I actually get in my pocket each fortnight?", {}, "tax",
  {"annualIncome": "72000"}, [M(thp(72000, "fortnightly"))])
q("take home pay 65000 nsw", {}, "tax", figs=[M(th(65000))])
q("im on $32/hr full time, whats my take home", {}, "tax",
  {"annualIncome": str(32 * 38 * 52)}, [M(th(32 * 38 * 52))])
q("i earn 1800 a week before tax how much tax do i pay", {}, "tax",
  {"annualIncome": str(1800 * 52)}, [M(th(1800 * 52))])
q("How much tax will I pay on $180,000 this financial year?", {}, "tax", figs=[M(th(180000))])
q("tax on 45k?", {}, "tax", figs=[M(th(45000))])
q("I earn 95k and have about 28k in HECS, what's my take home after the repayments come out?", {}, "tax",
  {"annualIncome": "95000", "helpDebt": "28000"},
  [M(th(95000, helpDebt=28000)), M(tax(95000, helpDebt=28000)["helpRepayment"])])
q("what's 250k after tax in australia", {}, "tax", figs=[M(th(250000))])
q("how much tax on a 60k salary in 2025-26", {}, "tax", figs=[M(th(60000, taxYear="2025-26"))], has=["2025-26"])
q("monthly take home on 110k?", {}, "tax", figs=[M(thp(110000, "monthly"))])
q("my salary is 78,500. how much do i get after tax and medicare", {}, "tax",
  {"annualIncome": "78500"}, [M(th(78500))])
p = {"annualIncome": "102000", "age": "39"}
q("what's my take home pay", p, "tax", figs=[M(th(102000, p))])
p = {"annualIncome": "58000", "helpDebt": "15000"}
q("how much tax am i paying at the moment?", p, "tax", figs=[M(th(58000, p))])
q("If I got a job paying 140k what would that be after tax?", {"annualIncome": "98000"}, "tax",
  figs=[M(th(140000))])
q("Hi, I've just been offered a job for $68,000 plus super and I'm trying to work out if I can afford "
  "to move out. What would I actually get paid each week after tax?", {}, "tax",
  figs=[M(thp(68000, "weekly"))])
q("weekly pay after tax on 52k", {}, "tax", figs=[M(thp(52000, "weekly"))])

# =====================================================================  TAX (US)
q("I make 72k in florida what's my take home", dict(US), "tax",
  {"annualIncome": "72000", "state": "FL"}, [M(th(72000, US, state="FL"))])
p = {"country": "us", "state": "CA"}
q("take home on 130k?", p, "tax", figs=[M(th(130000, p))])
q("how much would i take home on 60000 in texas as a single filer", dict(US), "tax",
  figs=[M(th(60000, US, state="TX"))])
p = {"country": "us", "state": "NY"}
q("i make 55k, whats my paycheck after taxes? i get paid biweekly", p, "tax",
  {"annualIncome": "55000"}, [M(thp(55000, "fortnightly", p))])
p = {"country": "us", "state": "IL", "maritalStatus": "married"}
q("how much tax would we owe on 160k filing jointly", p, "tax", figs=[M(th(160000, p))])
q("I make $28 an hour in Ohio, 40 hrs a week. whats my take home for the year?", dict(US), "tax",
  {"annualIncome": str(28 * 40 * 52), "state": "OH"}, [M(th(28 * 40 * 52, US, state="OH"))])
p = {"country": "us", "state": "WA"}
q("what's 200k after tax", p, "tax", figs=[M(th(200000, p))])
p = {"country": "us", "state": "PA", "annualIncome": "68000"}
q("how much do i get each month after taxes?", p, "tax", figs=[M(thp(68000, "monthly", p))])
p = {"country": "us", "state": "NC"}
q("federal + state + fica on 95000?? just want the total i keep", p, "tax", figs=[M(th(95000, p))])
p = {"country": "us", "state": "GA"}
q("single mom of 2 making 60k, what will i actually take home after taxes and the child credit", p, "tax",
  {"maritalStatus": "single", "dependents": "2", "annualIncome": "60000"},
  [M(th(60000, p, maritalStatus="single", dependents=2))])

# =====================================================================  LOANS
q("wat would my repaymnets be on a 600k loan at 6.2 over 30 yrs", {}, "loan_repayment",
  figs=[mc(repayment(600000, 0.062, 30))])
q("how much would fortnightly repayments be on 450000 at 5.89% 30yrs", {}, "loan_repayment",
  figs=[mc(repayment(450000, 0.0589, 30, 26))])
q("car loan 35k 7.5% 5 years monthly payment?", {}, "loan_repayment",
  figs=[mc(repayment(35000, 0.075, 5))])
q("whats the monthly payment on a $320,000 mortgage at 6.75% for 30 years", dict(US), "loan_repayment",
  figs=[mc(repayment(320000, 0.0675, 30))])
q("interest only repayments on 700k at 6.1%", {}, "loan_repayment", figs=[mc(interest_only(700000, 0.061))])
q("15 or 30 year mortgage on 400k at 6.5%, what's the difference in the monthly payment", dict(US),
  "loan_repayment", figs=[mc(repayment(400000, 0.065, 15)), mc(repayment(400000, 0.065, 30))])
q("weekly repayments 520k 6.04% 25 years", {}, "loan_repayment",
  figs=[mc(repayment(520000, 0.0604, 25, 52))])
q("personal loan of 15000 at 11.9% over 3 years, how much a month and how much interest all up?", {},
  "loan_repayment", figs=[mc(repayment(15000, 0.119, 3)), M(total_interest(15000, 0.119, 3))])
q("we're looking at borrowing 750k over 30 yrs at 5.99%, what are we up for each month", {},
  "loan_repayment", figs=[mc(repayment(750000, 0.0599, 30))])
q("how much interest will I pay in total on a 500k home loan at 6% for 30 years", {}, "loan_repayment",
  figs=[M(total_interest(500000, 0.06, 30))])
q("Quick one - my bank is offering 5.74% on a $480,000 loan, 30 years. What would repayments be per month?",
  {}, "loan_repayment", figs=[mc(repayment(480000, 0.0574, 30))])
q("ute finance 52000 9.2% 7yrs what's the weekly", {}, "loan_repayment",
  figs=[mc(repayment(52000, 0.092, 7, 52))])

q("if I pay an extra $500 a month on a 320k mortgage at 5.75% over 25 years how much interest do i save",
  {}, "loan_extra_repayment", figs=[xs(320000, 0.0575, 25, 500)])
q("extra 200 a fortnight on a 370k loan 6.2% 30 years, how much sooner would it be paid off?", {},
  "loan_extra_repayment", figs=[xs(370000, 0.062, 30, 200, 26)])
q("we owe 330k on the mortgage at 5.9% with 30 years to go. what happens if we chuck an extra 1000 a month at it",
  {}, "loan_extra_repayment", {"mortgageBalance": "330000"}, [xs(330000, 0.059, 30, 1000)])
q("paying an extra $300/mo on a $310k 30yr at 6.5%, how much do I save in interest?", dict(US),
  "loan_extra_repayment", figs=[xs(310000, 0.065, 30, 300)])
q("is it worth putting an extra 250 a fortnight into a 340k loan at 6.1% over 25 yrs?", {},
  "loan_extra_repayment", figs=[xs(340000, 0.061, 25, 250, 26)])

q("I owe 8,500 on my credit card at 20.99%. if I pay $300 a month how long until it's gone?", {},
  "loan_payoff_time", {"debts": "8500"}, [payoff_interest(8500, 0.2099, 300)])
q("how long to pay off a 25k car loan at 8.5% paying 600 a month", {}, "loan_payoff_time",
  figs=[payoff_interest(25000, 0.085, 600)])
q("if i pay 3000 a month on a 400k loan at 6%, how many years will it take", {}, "loan_payoff_time",
  figs=[payoff_interest(400000, 0.06, 3000)])
q("how long will it take to pay off 32k in student loans at 5.5% if I pay 350 a month", dict(US),
  "loan_payoff_time", figs=[payoff_interest(32000, 0.055, 350)])

# =====================================================================  SAVINGS
q("if i put 500 a month into an index fund at 8% for 20 years how much will i have", {}, "savings_growth",
  figs=[M(fv(0, 500, 0.08, 20))])
q("10k invested at 7% for 30 years?", {}, "savings_growth", figs=[M(fv(10000, 0, 0.07, 30))])
q("I have 20k saved and can add 1000 a month, what will I have in 10 years at 5%", {}, "savings_growth",
  {"currentSavings": "20000"}, [M(fv(20000, 1000, 0.05, 10))])
q("how much will 200 a week grow to in 15 years at 6%", {}, "savings_growth",
  figs=[M(fv(0, 200, 0.06, 15, 52))])
q("what would 50k be worth in 25 years if I never add anything", {}, "savings_growth",
  figs=[M(fv(50000, 0, 0.07, 25))])
q("compound interest on 5000 at 4.5% for 3 years", {}, "savings_growth", figs=[M(fv(5000, 0, 0.045, 3))])
q("putting $150 a fortnight away for my daughter until she turns 18, she's 3 now. at 6% what will she have?",
  {}, "savings_growth", figs=[M(fv(0, 150, 0.06, 15, 26))])

q("how much do i need to save a month to get 100k in 5 years", {}, "savings_target",
  figs=[mc(need(100000, 0, 0.07, 5))])
q("we need a 120k house deposit in 3 years and have 40k already saved, how much per fortnight if we get 4.5%?",
  {}, "savings_target", {"currentSavings": "40000"}, [mc(need(120000, 40000, 0.045, 3, 26))])
q("i want $1 million by the time i'm 60, i'm 30 now. how much a month do i need to invest at 7%?", {},
  "savings_target", {"age": "30"}, [mc(need(1000000, 0, 0.07, 30))])
q("saving for a wedding, need 30k in 18 months, how much a week?", {}, "savings_target",
  figs=[mc(need(30000, 0, 0.07, 1.5, 52))])
q("how much per month to reach 250k in 12 years if I start with 30k", {}, "savings_target",
  figs=[mc(need(250000, 30000, 0.07, 12))])
p = {"expectedReturnRate": "0.05"}
q("How much should I put aside monthly to have $60,000 for a deposit in four years?", p, "savings_target",
  figs=[mc(need(60000, 0, 0.05, 4))])

q("how long will it take to save 50k if i put away 1500 a month", {}, "savings_time_to_target")
q("i've got 15k saved, putting in 800/month at 5%, when do i hit 60k?", {}, "savings_time_to_target",
  {"currentSavings": "15000"})
q("at $250 a week how many years until I have 100 grand", {}, "savings_time_to_target")

q("how much do i need to retire on 70k a year", {}, "nest_egg", figs=[M(nest_egg(70000))])
q("what size nest egg gives me $5,000 a month in retirement", dict(US), "nest_egg", figs=[M(nest_egg(60000))])
p = {"retirementWithdrawalRate": "0.035"}
q("how much do I need saved to live off 90k a year", p, "nest_egg", figs=[M(nest_egg(90000, 0.035))])
q("what's the 4% rule number if we want 100k/yr in retirement?", dict(US), "nest_egg",
  figs=[M(nest_egg(100000))])

q("what's 2 million in 30 years worth in todays dollars", {}, "todays_dollars", figs=[M(todays(2000000, 30))])
q("how much is $500k in 20 years in today's money at 3% inflation", {}, "todays_dollars",
  figs=[M(todays(500000, 20, 0.03))])

# =====================================================================  BONUS / RAISE / COUPLE / MLS
p = {"annualIncome": "95000"}
q("getting a 10k bonus this year, how much of it will i actually see?", p, "bonus_after_tax",
  figs=[M(th(105000, p) - th(95000, p))])
q("I'm on 110k and got offered a raise to 125k, how much more is that a fortnight after tax?", {},
  "raise_after_tax", {"annualIncome": "110000"},
  [M(th(125000) - th(110000)), M(thp(125000, "fortnightly") - thp(110000, "fortnightly"))])
p = {"country": "us", "state": "TX", "annualIncome": "90000"}
q("what's a $5,000 bonus after taxes", p, "bonus_after_tax", figs=[M(th(95000, p) - th(90000, p))])
q("if i got a 5% raise on 80k what's that after tax", {}, "raise_after_tax",
  figs=[M(th(84000) - th(80000))])
q("me on 95k and my partner on 70k, what's our combined take home?", {}, "couple_take_home",
  {"annualIncome": "95000"}, [M(th(95000) + th(70000))])
q("what would a couple earning 120k and 60k take home together", {}, "couple_take_home",
  figs=[M(th(120000) + th(60000))])
q("I'm on 130k with no private health insurance, how much is the medicare levy surcharge going to cost me?",
  {}, "surcharge_cost", {"annualIncome": "130000", "privateHospitalCover": "false"},
  [M(th(130000) - th(130000, privateHospitalCover=False))])
q("is it cheaper to get hospital cover or just pay the MLS on 110k", {}, "surcharge_cost",
  figs=[M(th(110000) - th(110000, privateHospitalCover=False))])

# =====================================================================  COMPARE STATES / YEARS
q("take home on 150k california vs texas", dict(US), "compare_states",
  figs=[M(th(150000, US, state="TX") - th(150000, US, state="CA"))])
q("how much more tax would i pay in new york than florida on 95k", dict(US), "compare_states",
  figs=[M(th(95000, US, state="FL") - th(95000, US, state="NY"))])
p = {"country": "us", "state": "WA"}
q("thinking of moving from WA to oregon for work. I make 120k, how much worse off would I be tax wise?", p,
  "compare_states", {"annualIncome": "120000"}, [M(th(120000, p) - th(120000, p, state="OR"))])
q("How much less tax will I pay in 2026-27 compared to 2025-26 on 90k?", {}, "compare_years",
  figs=[M(th(90000) - th(90000, taxYear="2025-26"))], has=["2025-26"])
p = {"country": "us", "state": "TX"}
q("compare my federal tax for 2025 vs 2026 on 100k", p, "compare_years",
  figs=[M(th(100000, p) - th(100000, p, taxYear="2025"))])

# =====================================================================  PRE-TAX / WHAT-IF
p = {"annualIncome": "120000"}
q("how much tax would I save salary sacrificing 10k into super", p, "pretax_saving",
  figs=[M(tax_saved(120000, p, salarySacrifice=10000))])
q("I earn 150k, should I salary sacrifice 5k or 10k? how much tax does each one save", {}, "pretax_saving",
  {"annualIncome": "150000"},
  [M(tax_saved(150000, {}, salarySacrifice=5000)), M(tax_saved(150000, {}, salarySacrifice=10000))])
p = {"country": "us", "state": "CA", "annualIncome": "110000"}
q("how much tax do i save if i put 15k pre-tax into my 401k", p, "pretax_saving",
  figs=[M(tax_saved(110000, p, preTaxRetirement=15000))])
q("tax saving if I sacrifice an extra $200 a fortnight into super on a 85k salary?", {}, "pretax_saving",
  figs=[M(tax_saved(85000, {}, salarySacrifice=200 * 26))])
p = {"age": "40", "superBalance": "150000", "annualIncome": "100000"}
q("what will my super be worth at 65 if I add an extra 100 a week", p, "contribution_what_if")
p = {"country": "us", "age": "35", "superBalance": "60000", "annualIncome": "85000"}
q("if i bump my 401k contributions up by 300 a month what will i have at retirement?", p,
  "contribution_what_if")

# =====================================================================  LIMITS
q("whats the 401k limit for 2026", dict(US), "limit:401k_limit", figs=["$24,500"])
q("how much can i put in my IRA this year", dict(US), "limit:ira_limit", figs=["$7,500"])
q("hsa contribution limit family 2026", dict(US), "limit:hsa_limit", figs=["$8,750"])
q("standard deduction for married filing jointly 2026?", dict(US), "limit:standard_deduction",
  figs=["$32,200"])
q("how much is the child tax credit now?? got 2 kids", dict(US), "limit:child_tax_credit", {"dependents": "2"},
  figs=["$2,200"])
q("social security wage base 2026", dict(US), "limit:social_security_wage_base", figs=["$184,500"])
q("what's the FICA rate", dict(US), "limit:fica", has=["7.65%"])
q("tax free threshold australia?", {}, "limit:tax_free_threshold", figs=["$18,200"])
q("what's the medicare levy", {}, "limit:medicare_levy", has=["2%"])
q("medicare levy surcharge thresholds for singles?", {}, "limit:surcharge_thresholds")
q("what are the tax brackets for 2026-27", {}, "limit:tax_brackets", has=["37%", "45%"])
q("top marginal tax rate in aus and where does it start", {}, "limit:tax_brackets",
  figs=["$190,000"], has=["45%"])
q("what's my marginal tax rate", {"annualIncome": "85000"}, "limit:tax_brackets", has=["30%"])
q("california income tax brackets", dict(US), "limit:tax_brackets")
q("i make 95k, what federal tax bracket am i in", dict(US), "limit:tax_brackets",
  {"annualIncome": "95000"}, has=["22%"])
q("concessional cap this year?", {}, "limit:concessional_cap")
q("whats the non concessional contributions cap", {}, "limit:non_concessional_cap")
q("what is the super guarantee rate now", {}, "limit:super_guarantee_rate", has=["12%"])
q("how much is the age pension for a couple", {}, "limit:age_pension_rate")
q("HECS repayment threshold 2025-26?", {}, "limit:help_repayment_thresholds", figs=["$67,000"],
  has=["2025-26"])
q("Whats the catch up contribution limit for a 401k if im over 50", dict(US), "limit:401k_limit",
  figs=["$8,000"])
q("at what income does the 37% bracket kick in", {}, "limit:tax_brackets", figs=["$135,000"])
q("how much can I put in an HSA with self-only coverage", dict(US), "limit:hsa_limit", figs=["$4,400"])
q("what's the standard deduction for single filers", dict(US), "limit:standard_deduction",
  figs=["$16,100"])

# =====================================================================  EXPLAINERS
q("what are franking credits", {}, "explain:franking_credits")
q("can someone explain negative gearing like im 5", {}, "explain:negative_gearing")
q("how does capital gains tax work when I sell shares?", {}, "explain:capital_gains_tax")
q("roth vs traditional 401k, which one makes more sense", dict(US), "explain:roth_vs_traditional")
q("what's an IRA", dict(US), "explain:ira")
q("how does a 401k work", dict(US), "explain:401k")
q("can u explain how an hsa works pls", dict(US), "explain:hsa")
q("when can I start collecting social security and is it better to wait", dict(US),
  "explain:social_security_ages")
q("when do i get medicare in the us and what does it actually cover", dict(US), "explain:us_medicare")
q("how does super actualy work lol", {}, "explain:super")
q("how does hecs debt work? does it keep growing?", {}, "explain:help_debt")
q("who can get the age pension", {}, "explain:age_pension")
q("what help is there for first home buyers", {}, "explain:first_home_schemes")
q("offset account vs redraw - what's the difference", {}, "explain:offset_vs_redraw")
q("are index funds worth it? what fees should i be looking at", {}, "explain:index_funds_and_fees")
q("do i need life insurance if i dont have kids", {}, "explain:life_insurance")
q("should i put extra money into the mortgage or into super", {}, "explain:extra_repayments_vs_super")
q("how much should i have saved by 30", {}, "explain:savings_by_age")
q("what is the CGT discount", {}, "explain:capital_gains_tax")
q("difference between a traditional and roth IRA?", dict(US), "explain:roth_vs_traditional")
q("my dad keeps going on about fully franked dividends, what does that even mean", {},
  "explain:franking_credits")
q("I'm 28 with 40k saved, is that good or bad compared to others my age?", {}, "explain:savings_by_age",
  {"age": "28", "currentSavings": "40000"})

# =====================================================================  OWN FIGURES
p = {"currentSavings": "30000", "propertyValue": "800000", "superBalance": "120000",
     "mortgageBalance": "500000", "debts": "15000"}
q("what's my net worth", p, "net_worth", figs=[M(30000 + 800000 + 120000 - 500000 - 15000)])
q("I have 25k in savings, 90k in super and a 10k car loan. what's my net worth?", {}, "net_worth",
  {"currentSavings": "25000", "superBalance": "90000", "debts": "10000"}, [M(25000 + 90000 - 10000)])
p = {"country": "us", "currentSavings": "18000", "superBalance": "145000", "investmentAccounts": "40000",
     "propertyValue": "420000", "mortgageBalance": "310000", "debts": "22000"}
q("net worth check pls", p, "net_worth", figs=[M(18000 + 145000 + 40000 + 420000 - 310000 - 22000)])
p = {"propertyValue": "950000", "mortgageBalance": "610000"}
q("how much equity do I have", p, "equity", figs=[M(340000)])
q("our house is worth about 1.2m and we owe 700k, how much equity is that?", {}, "equity",
  {"propertyValue": "1200000", "mortgageBalance": "700000"}, [M(500000)])
p = {"annualIncome": "90000", "monthlyExpenses": "3500"}
q("how much am i saving each month", p, "savings_rate", figs=[M(thp(90000, "monthly") - 3500)])
p = {"annualIncome": "100000"}
q("I take home 6200 a month and spend about 4100, what's my savings rate", p, "savings_rate",
  {"monthlyExpenses": "4100"}, [M(2100)])
p = {"annualIncome": "75000", "monthlyExpenses": "3200"}
q("how much do i save a year", p, "savings_rate", figs=[M(12 * (thp(75000, "monthly") - 3200))])
p = {"annualIncome": "100000"}
q("how much super should my employer be paying me", p, "employer_contributions", figs=[M(12000)])
q("im on 87,500 what should my boss be paying into my super", {}, "employer_contributions",
  {"annualIncome": "87500"}, [M(87500 * 0.12)])
p = {"country": "us", "annualIncome": "80000", "employerMatch": "0.04"}
q("how much is my employer 401k match worth", p, "employer_contributions", figs=[M(3200)])
p = {"country": "us", "annualIncome": "120000"}
q("my company matches 5% of salary. how much is that a year?", p, "employer_contributions",
  {"employerMatch": "0.05"}, [M(6000)])
p = {"emergencyFund": "13500", "emergencyFundCurrent": "13500", "monthlyExpenses": "3000"}
q("how many months would my emergency fund last", p, "emergency_cover", has=["4.5 months"])
q("I've got 10k in my emergency fund and spend 4k a month, how long would that last if I lost my job", {},
  "emergency_cover", {"emergencyFund": "10000", "emergencyFundCurrent": "10000", "monthlyExpenses": "4000"},
  has=["2.5 months"])
p = {"annualIncome": "120000", "mortgageBalance": "450000", "debts": "20000"}
q("what's my debt to income ratio", p, "debt_to_income", figs=[M(470000)])
p = {"age": "42"}
q("how many years till I can retire", p, "years_to_retirement", has=["23 years"])
q("I'm 51 and want to retire at 62, how many years do I have left?", {}, "years_to_retirement",
  {"age": "51", "retirementAge": "62"}, has=["11 years"])
p = {"age": "38", "retirementAge": "60"}
q("years until retirement?", p, "years_to_retirement", has=["22 years"])

# =====================================================================  FACTS
q("I'm 34", {}, "facts", {"age": "34"})
q("i earn 85k", {}, "facts", {"annualIncome": "85000"})
q("we owe 550k on the mortgage", {}, "facts", {"mortgageBalance": "550000"})
q("I've got about 25k HECS", {}, "facts", {"helpDebt": "25000"})
q("rent is $550 a week", {}, "facts", {"rentOrMortgage": "2383.33"})
q("married, 2 kids, we live in brisbane", {}, "facts",
  {"maritalStatus": "married", "dependents": "2", "state": "QLD"})
q("I have 45k in super and 12k in savings", {}, "facts", {"superBalance": "45000", "currentSavings": "12000"})
q("I live in Ohio and make 68,000 a year", dict(US), "facts", {"state": "OH", "annualIncome": "68000"})
q("just so you know I have private hospital cover", {}, "facts", {"privateHospitalCover": "true"})
q("my partner and i spend about 5200 a month all up", {}, "facts", {"monthlyExpenses": "5200"})
q("house is worth roughly 850k", {}, "facts", {"propertyValue": "850000"})
q("I've got 6k on a credit card and 14k left on the car loan", {}, "facts", {"debts": "20000"})
q("I'm 29, single, no kids, earning 64k in Melbourne", {}, "facts",
  {"age": "29", "maritalStatus": "single", "dependents": "0", "annualIncome": "64000", "state": "VIC"})
q("I salary sacrifice 8k a year into super", {}, "facts", {"salarySacrifice": "8000"})
g = gross_from_take_home(4800 * 12)
q("I take home about $4,800 a month", {}, "facts", {"annualIncome": str(g)})
q("emergency fund is sitting at 9k", {}, "facts", {"emergencyFund": "9000", "emergencyFundCurrent": "9000"})
q("my 401k balance is 112k", dict(US), "facts", {"superBalance": "112000"})
q("planning to retire at 60", {}, "facts", {"retirementAge": "60"})
q("I'm on $42/hr, full time", {}, "facts", {"annualIncome": str(42 * 38 * 52)})
q("moved to texas last year for work", {}, "facts", {"country": "us", "state": "TX"})

# =====================================================================  GENERAL ADVICE / TOPICS / RETIREMENT
q("how big should my emergency fund be", {}, "emergency_fund")
q("how do i start budgeting, i always run out of money before payday", {}, "budget")
q("what's the 50/30/20 rule", {}, "budget")
q("best way to pay off multiple credit cards?", {}, "debt")
q("tips for buying my first home?", {}, "home_buying")
q("is it better to rent or buy in this market", {}, "home_buying")
q("is salary sacrificing worth it?", {}, "salary_sacrifice")
q("what retirement accounts should I be using? I'm 25 and just started my first real job", dict(US),
  "retirement_accounts", {"age": "25"})
q("should I lease or buy my next car", {}, "topic:lease-vs-buy-car")
q("is it worth setting up a family trust", {}, "topic:family-trust-setup")
q("investment property vs shares - which is better long term?", {}, "topic:investment-property-vs-shares")
q("should I consolidate my debts into one loan", {}, "topic:debt-consolidation")
q("most tax effective way to invest outside super?", {}, "topic:tax-effective-investing")
q("concessional super contributions - how do they work?", {}, "topic:concessional-super-contributions")
q("salary sacrifice strategies for high income earners", {}, "topic:salary-sacrifice-strategies")
p = {"age": "45", "superBalance": "280000", "annualIncome": "110000"}
q("am i on track to retire at 65?", p, "retirement")
q("I've got 900k in super, can I retire at 58?", {}, "retirement", {"superBalance": "900000"})
q("how long will 600k last if i spend 45k a year", {}, "retirement")
p = {"age": "55", "superBalance": "500000", "annualIncome": "95000"}
q("retire at 60 or 65 - whats the difference for me", p, "retirement")

# =====================================================================  MIXED EXTRA
q("Hey so bit of background, I'm 36, work in IT on about 135k, partner's on 80k, two kids, mortgage of 620k "
  "on a house worth maybe 1.1m. We're trying to work out whether spare cash should go into the mortgage or "
  "into super. What do you reckon?", {}, "explain:extra_repayments_vs_super",
  {"age": "36", "annualIncome": "135000", "dependents": "2", "mortgageBalance": "620000",
   "propertyValue": "1100000"})
q("ok so me and my gf are trying to save for our first place, we've got 60k saved between us and want a 100k "
  "deposit in 2 years. how much do we need to put away each month?", {}, "savings_target",
  {"currentSavings": "60000"}, [mc(need(100000, 60000, 0.07, 2))])
q("hsa limt for 2026 for just me", dict(US), "limit:hsa_limit", figs=["$4,400"])
q("so i just started a new job in denver making 78k (up from 61k!!) and have no idea what my paychecks will "
  "look like after tax, they pay every two weeks", dict(US), "tax", {"annualIncome": "78000", "state": "CO"},
  [M(thp(78000, "fortnightly", US, state="CO"))])
q("how much tax do i pay on 75 grand", {}, "tax", figs=[M(th(75000))])
q("superannuation guarantee on a 65k salary?", {}, "employer_contributions", figs=[M(65000 * 0.12)])

# =====================================================================  CHAT
q("hi", {}, "greeting")
q("hey there penny!", {}, "greeting")
q("good morning", {}, "greeting")
q("thanks heaps!", {}, "thanks")
q("cheers mate that helps", {}, "thanks")
q("what can you do?", {}, "help")
q("how do i use this thing", {}, "help")
p = {"annualIncome": "85000", "age": "34", "state": "NSW"}
q("what do you know about me", p, "profile_summary", figs=[M(85000)])
q("can you book me a flight to bali", {}, "unknown")
q("whats the best pizza place near me", {}, "unknown")
q("asdfgh", {}, "unknown")

# =====================================================================  COMPOUND
q("whats the tax on 90k and how long to save 40k at 1000 a month", {}, "tax+savings_time_to_target",
  figs=[M(th(90000))])
q("what's the 401k limit this year and what's the IRA limit?", dict(US), "limit:401k_limit+limit:ira_limit",
  figs=["$24,500", "$7,500"])
p = {"currentSavings": "15000", "propertyValue": "700000", "superBalance": "60000", "mortgageBalance": "450000"}
q("what's my net worth? also how much equity do i have in the house", p, "net_worth+equity",
  figs=[M(15000 + 700000 + 60000 - 450000), M(250000)])
q("repayments on 500k at 6% 30 years, and what's negative gearing?", {},
  "loan_repayment+explain:negative_gearing", figs=[mc(repayment(500000, 0.06, 30))])
q("what's the super guarantee rate and how much is the concessional cap", {},
  "limit:super_guarantee_rate+limit:concessional_cap", has=["12%"])


# =====================================================================  CONVERSATIONS
C = []


class Conv:
    def __init__(self, p=None):
        self.p0 = dict(p or {})
        self.p = dict(p or {})
        self.turns = []

    def t(self, m, intent, ch=None, figs=None, has=None):
        ch = ch or {}
        self.turns.append({"m": m, "intent": intent, "ch": ch, "figs": figs or [], "has": has or []})
        self.p.update(ch)
        return self

    def done(self):
        assert 2 <= len(self.turns) <= 4
        C.append({"id": "c%02d" % (len(C) + 1), "p": self.p0, "turns": self.turns})


c = Conv()
c.t("repayments on 500k at 6% over 30 years?", "loan_repayment", figs=[mc(repayment(500000, 0.06, 30))])
c.t("what about over 25 years?", "loan_repayment", figs=[mc(repayment(500000, 0.06, 25))])
c.t("and fortnightly?", "loan_repayment", figs=[mc(repayment(500000, 0.06, 25, 26))])
c.done()

c = Conv({"annualIncome": "88000"})
c.t("if I earned 120k what would I take home?", "tax", figs=[M(th(120000))])
c.t("and in Victoria?", "tax", figs=[M(th(120000))])
c.t("ok cool. I actually earn 95k now, what's mine?", "tax", {"annualIncome": "95000"}, [M(th(95000))])
c.done()

c = Conv(US)
c.t("what's an IRA", "explain:ira")
c.t("how much can I put in one this year?", "limit:ira_limit", figs=["$7,500"])
c.t("and if im over 50?", "limit:ira_limit", figs=["$8,600"])
c.done()

c = Conv()
c.t("hello!", "greeting")
c.t("how much tax on 70k", "tax", figs=[M(th(70000))])
c.t("thanks!", "thanks")
c.done()

c = Conv()
c.t("how much super should my employer be paying", "employer_contributions")
c.t("I earn 92k", "employer_contributions", {"annualIncome": "92000"}, [M(92000 * 0.12)])
c.done()

c = Conv({"propertyValue": "900000"})
c.t("how much equity have i got in the place", "equity")
c.t("we still owe about 520k", "equity", {"mortgageBalance": "520000"}, [M(380000)])
c.done()

c = Conv()
c.t("how many years till i retire", "years_to_retirement")
c.t("I'm 47", "years_to_retirement", {"age": "47"}, has=["18 years"])
c.t("what if i retire at 60 instead", "years_to_retirement", has=["13 years"])
c.done()

c = Conv({"emergencyFund": "14000", "emergencyFundCurrent": "14000"})
c.t("how many months does my emergency fund cover?", "emergency_cover")
c.t("about 4,000 a month", "emergency_cover", {"monthlyExpenses": "4000"}, has=["3.5 months"])
c.done()

c = Conv()
c.t("how much do i need to save each month to have 80k in 4 years", "savings_target",
    figs=[mc(need(80000, 0, 0.07, 4))])
c.t("and at 5%?", "savings_target", figs=[mc(need(80000, 0, 0.05, 4))])
c.t("what if it's 6 years instead", "savings_target", figs=[mc(need(80000, 0, 0.05, 6))])
c.done()

c = Conv()
c.t("If I invest 300 a month for 25 years what will I end up with?", "savings_growth",
    figs=[M(fv(0, 300, 0.07, 25))])
c.t("what if I add $200 a month", "savings_growth", figs=[M(fv(0, 500, 0.07, 25))])
c.t("and at 8%?", "savings_growth", figs=[M(fv(0, 500, 0.08, 25))])
c.done()

c = Conv()
c.t("repayments on 650k at 6.5% 30 years", "loan_repayment", figs=[mc(repayment(650000, 0.065, 30))])
c.t("sorry I meant 5.5%, not 6.5%", "loan_repayment", figs=[mc(repayment(650000, 0.055, 30))])
c.done()

c = Conv(US)
c.t("take home on 110k in california?", "tax", figs=[M(th(110000, US, state="CA"))])
c.t("and in texas?", "tax", figs=[M(th(110000, US, state="TX"))])
c.done()

c = Conv()
c.t("what's the take home on 90k", "tax", figs=[M(th(90000))])
c.t("and for a couple, both on 90k?", "couple_take_home", figs=[M(2 * th(90000))])
c.done()

c = Conv(US)
c.t("what's an HSA?", "explain:hsa")
c.t("how much can i contribute to one", "limit:hsa_limit", figs=["$4,400"])
c.t("whats the family limit", "limit:hsa_limit", figs=["$8,750"])
c.done()

c = Conv()
c.t("I'm 31, earn 78k and spend about 3,000 a month", "facts",
    {"age": "31", "annualIncome": "78000", "monthlyExpenses": "3000"})
c.t("how much am i saving a month then?", "savings_rate", figs=[M(thp(78000, "monthly") - 3000)])
c.done()

c = Conv()
c.t("whats negative gearing", "explain:negative_gearing")
c.t("ok and CGT?", "explain:capital_gains_tax")
c.done()

c = Conv(US)
c.t("monthly payment on a 40k car loan at 8% over 5 years", "loan_repayment",
    figs=[mc(repayment(40000, 0.08, 5))])
c.t("different question - what's the standard deduction this year for single", "limit:standard_deduction",
    figs=["$16,100"])
c.done()

c = Conv()
c.t("if i had 50k in savings and put 1000/month in at 6%, what would I have in 10 years", "savings_growth",
    figs=[M(fv(50000, 1000, 0.06, 10))])
c.t("ok in reality I have 32k saved. what does that give me?", "savings_growth",
    {"currentSavings": "32000"}, [M(fv(32000, 1000, 0.06, 10))])
c.done()

c = Conv({"annualIncome": "85000"})
c.t("what's a 15k bonus worth after tax", "bonus_after_tax", figs=[M(th(100000) - th(85000))])
c.t("and 25k?", "bonus_after_tax", figs=[M(th(110000) - th(85000))])
c.done()

c = Conv()
c.t("tax on 130k this year?", "tax", figs=[M(th(130000))])
c.t("how does that compare to last financial year", "compare_years",
    figs=[M(th(130000) - th(130000, taxYear="2025-26"))], has=["2025-26"])
c.done()

p = {"country": "us", "state": "CA", "annualIncome": "95000"}
c = Conv(p)
c.t("how much tax would i save putting 10k into my 401k pre-tax", "pretax_saving",
    figs=[M(tax_saved(95000, p, preTaxRetirement=10000))])
c.t("what about 20k", "pretax_saving", figs=[M(tax_saved(95000, p, preTaxRetirement=20000))])
c.done()

p = {"annualIncome": "140000"}
c = Conv(p)
c.t("salary sacrifice $5k or $10k, how much tax do I save on each?", "pretax_saving",
    figs=[M(tax_saved(140000, p, salarySacrifice=5000)), M(tax_saved(140000, p, salarySacrifice=10000))])
c.t("whats the concessional cap again", "limit:concessional_cap")
c.done()

c = Conv()
c.t("how long to pay off 12k at 18% paying 400 a month", "loan_payoff_time",
    figs=[payoff_interest(12000, 0.18, 400)])
c.t("what if I pay 600", "loan_payoff_time", figs=[payoff_interest(12000, 0.18, 600)])
c.done()

c = Conv()
c.t("we have 370k left on our mortgage at 5.99%, 30 years to go. what if we pay an extra 250 a fortnight?",
    "loan_extra_repayment", {"mortgageBalance": "370000"}, [xs(370000, 0.0599, 30, 250, 26)])
c.t("and 500 a fortnight?", "loan_extra_repayment", figs=[xs(370000, 0.0599, 30, 500, 26)])
c.done()

c = Conv()
c.t("how much do I need to retire on 60k a year", "nest_egg", figs=[M(nest_egg(60000))])
c.t("what if I use a 3.5% withdrawal rate", "nest_egg", figs=[M(nest_egg(60000, 0.035))])
c.done()

c = Conv()
c.t("what will 1.5m be worth in today's dollars in 25 years", "todays_dollars",
    figs=[M(todays(1500000, 25))])
c.t("and at 3% inflation?", "todays_dollars", figs=[M(todays(1500000, 25, 0.03))])
c.done()

c = Conv()
c.t("hello", "greeting")
c.t("what can you help me with", "help")
c.t("ok what's the tax-free threshold", "limit:tax_free_threshold", figs=["$18,200"])
c.done()

c = Conv()
c.t("i'm 42, married, 3 kids", "facts", {"age": "42", "maritalStatus": "married", "dependents": "3"})
c.t("what do you know about me?", "profile_summary")
c.done()

p = {"country": "us", "state": "NY", "annualIncome": "85000"}
c = Conv(p)
c.t("what would I take home if I moved to florida", "tax", figs=[M(th(85000, p, state="FL"))])
c.t("and nevada?", "tax", figs=[M(th(85000, p, state="NV"))])
c.done()

p = {"annualIncome": "105000"}
c = Conv(p)
c.t("what's my take home and how much super does my employer have to pay", "tax+employer_contributions",
    figs=[M(th(105000)), M(105000 * 0.12)])
c.t("thanks", "thanks")
c.done()

c = Conv(US)
c.t("15 or 30 years on 350k at 6.8%?", "loan_repayment",
    figs=[mc(repayment(350000, 0.068, 15)), mc(repayment(350000, 0.068, 30))])
c.t("what about 20?", "loan_repayment", figs=[mc(repayment(350000, 0.068, 20))])
c.done()

c = Conv()
c.t("how long to save 100k putting away 2000 a month", "savings_time_to_target")
c.t("how much would i need to put away a month to get there in 3 years instead", "savings_target",
    figs=[mc(need(100000, 0, 0.07, 3))])
c.done()

c = Conv({"state": "VIC"})
c.t("what first home buyer schemes are there?", "explain:first_home_schemes")
c.t("how much deposit should i be aiming for", "home_buying")
c.done()

c = Conv()
c.t("I earn 115k and don't have private health insurance. how much is the surcharge costing me?",
    "surcharge_cost", {"annualIncome": "115000", "privateHospitalCover": "false"},
    [M(th(115000) - th(115000, privateHospitalCover=False))])
c.t("what if I got a pay rise to 128k", "surcharge_cost",
    figs=[M(th(128000) - th(128000, privateHospitalCover=False))])
c.done()

c = Conv()
c.t("I'm on 68k, my boss offered 75k. how much extra is that after tax per week?", "raise_after_tax",
    {"annualIncome": "68000"}, [M(th(75000) - th(68000)), M(thp(75000, "weekly") - thp(68000, "weekly"))])
c.t("what if she goes to 80k", "raise_after_tax", figs=[M(th(80000) - th(68000))])
c.done()

c = Conv()
c.t("how big should an emergency fund be", "emergency_fund")
c.t("I have 8k put aside and expenses are 3200 a month, how many months is that", "emergency_cover",
    {"emergencyFund": "8000", "emergencyFundCurrent": "8000", "monthlyExpenses": "3200"}, has=["2.5 months"])
c.done()

c = Conv({"mortgageBalance": "380000", "debts": "12000"})
c.t("what's my debt to income", "debt_to_income")
c.t("i make 98k", "debt_to_income", {"annualIncome": "98000"}, [M(392000)])
c.done()

p = {"annualIncome": "90000"}
c = Conv(p)
c.t("I spend about 3800 a month, how much am i saving", "savings_rate", {"monthlyExpenses": "3800"},
    [M(thp(90000, "monthly") - 3800)])
c.t("what if I cut spending to 3300", "savings_rate", figs=[M(thp(90000, "monthly") - 3300)])
c.done()

p = {"country": "us", "state": "TX"}
c = Conv(p)
c.t("whats take home on 150k married filing jointly", "tax",
    figs=[M(th(150000, p, filingStatus="married_filing_jointly"))])
c.t("and if single?", "tax", figs=[M(th(150000, p, filingStatus="single"))])
c.done()

c = Conv()
c.t("interest only repayments on 800k at 6.3%", "loan_repayment", figs=[mc(interest_only(800000, 0.063))])
c.t("and principal and interest over 30 years?", "loan_repayment", figs=[mc(repayment(800000, 0.063, 30))])
c.done()

c = Conv(US)
c.t("what's a 401k", "explain:401k")
c.t("whats the max i can put in it", "limit:401k_limit", figs=["$24,500"])
c.done()

c = Conv()
c.t("if i earned 150k how much super would my employer have to pay", "employer_contributions",
    figs=[M(18000)])
c.t("I'm actually on 118k", "employer_contributions", {"annualIncome": "118000"}, [M(118000 * 0.12)])
c.done()

c = Conv()
c.t("how should I budget on 60k", "budget")
c.t("what about an emergency fund, how much should that be?", "emergency_fund")
c.done()

c = Conv()
c.t("what will 20k grow to in 30 years at 7%", "savings_growth", figs=[M(fv(20000, 0, 0.07, 30))])
c.t("what's that in today's dollars", "todays_dollars", figs=[M(todays(fv(20000, 0, 0.07, 30), 30))])
c.done()

p = {"country": "us"}
c = Conv(p)
c.t("I live in Illinois and make 95k. how much more would I take home in Tennessee?", "compare_states",
    {"state": "IL", "annualIncome": "95000"},
    [M(th(95000, p, state="TN") - th(95000, p, state="IL"))])
c.t("what about indiana", "compare_states", figs=[M(th(95000, p, state="IN") - th(95000, p, state="IL"))])
c.done()

c = Conv()
c.t("weekly repayments on 380k 6.2% 30 yrs", "loan_repayment", figs=[mc(repayment(380000, 0.062, 30, 52))])
c.t("monthly?", "loan_repayment", figs=[mc(repayment(380000, 0.062, 30))])
c.done()

c = Conv()
c.t("what's the SG rate at the moment", "limit:super_guarantee_rate", has=["12%"])
c.t("unrelated but how do franking credits work", "explain:franking_credits")
c.done()

c = Conv()
c.t("I earn 85k", "facts", {"annualIncome": "85000"})
c.t("sorry, 88k", "facts", {"annualIncome": "88000"})
c.done()

c = Conv()
c.t("whats my take home", "tax")
c.t("about 67 grand", "tax", {"annualIncome": "67000"}, [M(th(67000))])
c.done()

c = Conv()
c.t("how much is the age pension", "limit:age_pension_rate")
c.t("when can i get it", "explain:age_pension")
c.done()

c = Conv()
c.t("what will $100 a week be worth in 10 years at 6%", "savings_growth", figs=[M(fv(0, 100, 0.06, 10, 52))])
c.t("fortnightly instead, 200 a fortnight", "savings_growth", figs=[M(fv(0, 200, 0.06, 10, 26))])
c.done()

p = {"annualIncome": "75000"}
c = Conv(p)
c.t("what's my savings rate", "savings_rate")
c.t("we spend about 3,500 a month", "savings_rate", {"monthlyExpenses": "3500"},
    [M(thp(75000, "monthly") - 3500)])
c.done()

c = Conv()
c.t("we've got 35k in the bank, house worth 750k, mortgage 430k", "facts",
    {"currentSavings": "35000", "propertyValue": "750000", "mortgageBalance": "430000"})
c.t("so what's our net worth", "net_worth", figs=[M(35000 + 750000 - 430000)])
c.t("and equity?", "equity", figs=[M(320000)])
c.done()

p = {"age": "50", "superBalance": "420000", "annualIncome": "120000"}
c = Conv(p)
c.t("should i retire at 60 or 65", "retirement")
c.t("how many years away is 65 for me", "years_to_retirement", has=["15 years"])
c.done()

c = Conv()
c.t("what's the medicare levy", "limit:medicare_levy", has=["2%"])
c.t("and the surcharge thresholds?", "limit:surcharge_thresholds")
c.done()

c = Conv()
c.t("how much would repayments be on 45k over 5 years at 8.9% for a car", "loan_repayment",
    figs=[mc(repayment(45000, 0.089, 5))])
c.t("actually should I lease it instead?", "topic:lease-vs-buy-car")
c.done()

c = Conv({"country": "us", "state": "CO"})
c.t("I'm 29, make 82k and my job matches 4% on the 401k", "facts",
    {"age": "29", "annualIncome": "82000", "employerMatch": "0.04"})
c.t("how much free money is that each year?", "employer_contributions", figs=[M(82000 * 0.04)])
c.t("and what's my take home?", "tax", figs=[M(th(82000, {"country": "us", "state": "CO"}))])
c.done()

c = Conv()
c.t("can you check my bank balance for me", "unknown")
c.t("ok fair enough. what about first home buyer schemes?", "explain:first_home_schemes")
c.done()

c = Conv()
c.t("my husband earns 60k, what would he take home", "tax", figs=[M(th(60000))])
c.t("what about me? I'm on 82k", "tax", {"annualIncome": "82000"}, [M(th(82000))])
c.done()

c = Conv({"annualIncome": "72000"})
c.t("how much do I need to save a week to have a 50k deposit in 3 years at 4%", "savings_target",
    figs=[mc(need(50000, 0, 0.04, 3, 52))])
c.t("what if I already have 10k?", "savings_target", figs=[mc(need(50000, 10000, 0.04, 3, 52))])
c.done()

p = {"country": "us"}
c = Conv(p)
c.t("what's the 401k limit and how much tax would i save maxing it out on 130k in virginia",
    "limit:401k_limit+pretax_saving",
    figs=["$24,500", M(tax_saved(130000, {"country": "us", "state": "VA"}, preTaxRetirement=24500))])
c.t("thx", "thanks")
c.done()

c = Conv(US)
c.t("roth vs traditional IRA?", "explain:roth_vs_traditional")
c.t("how much can i put into a roth this year", "limit:ira_limit", figs=["$7,500"])
c.done()

c = Conv()
c.t("how long to pay off my 18k car loan at 7.9% if I pay 450 a month", "loan_payoff_time",
    {"debts": "18000"}, [payoff_interest(18000, 0.079, 450)])
c.t("oops it's 9.7% not 7.9%", "loan_payoff_time", figs=[payoff_interest(18000, 0.097, 450)])
c.done()

c = Conv()
c.t("repayments on 560k at 6.14% 30 years", "loan_repayment", figs=[mc(repayment(560000, 0.0614, 30))])
c.t("what if rates go up another 1%", "loan_repayment", figs=[mc(repayment(560000, 0.0714, 30))])
c.t("ouch. and if they drop to 5.5?", "loan_repayment", figs=[mc(repayment(560000, 0.055, 30))])
c.done()

c = Conv()
c.t("25k lump sum for 15 years, 5% or 8% - what's the difference?", "savings_growth",
    figs=[M(fv(25000, 0, 0.05, 15)), M(fv(25000, 0, 0.08, 15))])
c.t("and if I also add 100 a month", "savings_growth",
    figs=[M(fv(25000, 100, 0.05, 15)), M(fv(25000, 100, 0.08, 15))])
c.done()

c = Conv()
c.t("how big a nest egg do I need for 6k a month of spending", "nest_egg", figs=[M(nest_egg(72000))])
c.t("ok and how much a month would I need to invest to get that in 25 years?", "savings_target",
    figs=[mc(need(nest_egg(72000), 0, 0.07, 25))])
c.done()


def main():
    with open(os.path.join(HERE, "questions.jsonl"), "w") as f:
        for r in Q:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "conversations.jsonl"), "w") as f:
        for r in C:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(len(Q), "questions,", len(C), "conversations")


if __name__ == "__main__":
    main()
