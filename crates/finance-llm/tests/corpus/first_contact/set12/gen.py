#!/usr/bin/env python3
"""Writes questions.jsonl and conversations.jsonl. Every figure is computed here
(tax figures from bin/penny tax; loans/savings per BRIEF.md conventions)."""
import json, os
from decimal import Decimal
from figs import tax, total_tax, money, canon, repayment, simulate, extra_saving, fv, needed, todays, c2

HERE = os.path.dirname(os.path.abspath(__file__))
Q = []
C = []

def q(m, intent, p=None, ch=None, figs=None, has=None):
    Q.append({"m": m, "p": p or {}, "intent": intent, "ch": ch or {}, "figs": figs or [], "has": has or []})

def t(m, intent, ch=None, figs=None, has=None):
    return {"m": m, "intent": intent, "ch": ch or {}, "figs": figs or [], "has": has or []}

def conv(p, turns):
    C.append({"id": "c%02d" % (len(C) + 1), "p": p or {}, "turns": turns})

US = {"country": "us"}
def us(state, **kw):
    d = {"country": "us", "state": state}
    d.update(kw)
    return d

def au_tax_figs(inc, **kw):
    d = tax("australia", inc, **kw)
    f = [money(d["takeHome"]), money(d["federalTax"])]
    if d.get("helpRepayment"):
        f.append(money(d["helpRepayment"]))
    return f

def us_tax_figs(inc, state, **kw):
    d = tax("us", inc, state=state, **kw)
    return [money(d["takeHome"]), money(d["federalTax"])]

def loan_figs(P, rate, years, ppy=12):
    pay, n = repayment(P, rate, years, ppy)
    return [money(pay, True)]

# ---------------------------------------------------------------- TAX (AU)
for m, inc, ch, p in [
    ("how much tax do i pay on 85k", 85000, {}, {}),
    ("What's the take home pay on $120,000 a year?", 120000, {}, {}),
    ("I earn 72k, what's my take home?", 72000, {"annualIncome": "72000"}, {}),
    ("tax on 45000?", 45000, {}, {}),
    ("im on 150k what do i actually get in my pocket after tax", 150000, {"annualIncome": "150000"}, {}),
    ("How much will I take home on a salary of $95,500?", 95500, {}, {}),
    ("whats the tax on 200k in australia", 200000, {}, {}),
    ("what's my take-home pay?", 88000, {}, {"annualIncome": "88000"}),
    ("how much tax am i paying", 64000, {}, {"annualIncome": "64000", "state": "QLD"}),
    ("I make $2,000 a week before tax. How much tax is that a year?", 104000, {"annualIncome": "104000"}, {}),
    ("I get paid 3,100 a fortnight gross, what's my yearly take home", 80600, {"annualIncome": "80600"}, {}),
    ("if I earned 130k how much would I take home", 130000, {}, {"annualIncome": "90000"}),
    ("net pay on 60k pls", 60000, {}, {}),
    ("my salary is $110k. what's my tax?", 110000, {"annualIncome": "110000"}, {}),
    ("how much tax do i pay on $38 an hour full time", 38 * 38 * 52, {}, {}),
]:
    q(m, "tax", p, ch, au_tax_figs(inc))

q("I earn 85k and have about 25k HECS, how much will I take home?", "tax", {},
  {"annualIncome": "85000", "helpDebt": "25000"}, au_tax_figs(85000, help_debt=25000))
q("whats my take home with my hecs debt", "tax", {"annualIncome": "98000", "helpDebt": "31000"}, {},
  au_tax_figs(98000, help_debt=31000))
q("tax on 75k for 2024-25?", "tax", {}, {}, au_tax_figs(75000, tax_year="2024-25"), ["2024-25"])
q("how much tax would I have paid on 92k last financial year (2025-26)", "tax", {}, {},
  au_tax_figs(92000, tax_year="2025-26"), ["2025-26"])
q("I'm 68 and get 40k a year taxable, how much tax do I pay?", "tax", {}, {"age": "68", "annualIncome": "40000"},
  au_tax_figs(40000, age=68))

# ---------------------------------------------------------------- TAX (US)
for m, inc, st, ch, p in [
    ("how much federal tax on 90k in texas", 90000, "TX", {}, US),
    ("I make 120k in California, what's my take home?", 120000, "CA", {"annualIncome": "120000", "state": "CA"}, US),
    ("take home on $75,000 a year in New York?", 75000, "NY", {}, US),
    ("what's my take home pay", 105000, "WA", {}, us("WA", annualIncome="105000")),
    ("how much tax do I owe on 65k? I live in Florida", 65000, "FL", {"state": "FL"}, US),
    ("i make 55k in ohio how much do i actually take home", 55000, "OH", {"annualIncome": "55000", "state": "OH"}, US),
    ("Paycheck after taxes for $140k salary in Illinois?", 140000, "IL", {}, US),
    ("what would my net be on 85,000 in Colorado", 85000, "CO", {}, US),
    ("I'm making $32 an hour, what's that after tax?", 32 * 40 * 52, "GA", {"annualIncome": str(32 * 40 * 52)}, us("GA")),
    ("how much of my 200k salary goes to taxes", 200000, "MA", {"annualIncome": "200000"}, us("MA")),
    ("federal + state + fica on 48000 in PA?", 48000, "PA", {}, US),
    ("how much tax will I pay this year", 98000, "NC", {}, us("NC", annualIncome="98000")),
]:
    q(m, "tax", p, ch, us_tax_figs(inc, st))
q("What's the take home for a married couple filing jointly on 150k in Texas?", "tax", US,
  {}, [money(tax("us", 150000, state="TX", filing_status="married_filing_jointly")["takeHome"])])
q("what's the tax on 80k in Virginia for 2025", "tax", US, {},
  us_tax_figs(80000, "VA", tax_year="2025"), ["2025"])

# ---------------------------------------------------------------- LIMITS
lim = [
    ("what's the 401k limit for 2026?", "limit:401k_limit", US, ["$24,500"]),
    ("how much can i put in my 401(k) this year", "limit:401k_limit", us("CA"), ["$24,500"]),
    ("IRA contribution limit?", "limit:ira_limit", US, ["$7,500"]),
    ("max i can contribute to a roth ira in 2026", "limit:ira_limit", US, ["$7,500"]),
    ("HSA limit 2026 for self-only coverage", "limit:hsa_limit", US, ["$4,400"]),
    ("what's the standard deduction for 2026", "limit:standard_deduction", US, ["$16,100"]),
    ("standard deduction married filing jointly 2026?", "limit:standard_deduction", US, ["$32,200"]),
    ("how much is the child tax credit now", "limit:child_tax_credit", US, ["$2,200"]),
    ("What's the social security wage base for 2026?", "limit:social_security_wage_base", US, ["$184,500"]),
    ("what are the fica rates", "limit:fica", US, []),
    ("what's the tax free threshold", "limit:tax_free_threshold", {}, ["$18,200"]),
    ("how much can I earn before I pay tax in Australia?", "limit:tax_free_threshold", {}, ["$18,200"]),
    ("whats the medicare levy rate", "limit:medicare_levy", {}, []),
    ("what are the medicare levy surcharge thresholds?", "limit:surcharge_thresholds", {}, []),
    ("what's the concessional contributions cap for 2025-26?", "limit:concessional_cap", {}, ["$30,000"]),
    ("concessional cap this year?", "limit:concessional_cap", {}, []),
    ("how much can I put into super after tax? non concessional cap", "limit:non_concessional_cap", {}, []),
    ("what's the super guarantee rate", "limit:super_guarantee_rate", {}, []),
    ("what % super does an employer have to pay now?", "limit:super_guarantee_rate", {}, []),
    ("What are the Australian tax brackets for 2026-27?", "limit:tax_brackets", {}, ["$18,200"]),
    ("whats the top marginal tax rate in australia", "limit:tax_brackets", {}, []),
    ("what are the federal tax brackets for 2026", "limit:tax_brackets", US, []),
    ("what's California's top income tax rate?", "limit:tax_brackets", US, []),
    ("what tax bracket am i in on 85k", "limit:tax_brackets", {}, []),
    ("how much is the age pension for a single person", "limit:age_pension_rate", {}, []),
    ("what are the hecs repayment thresholds", "limit:help_repayment_thresholds", {}, []),
]
for m, i, p, f in lim:
    h = []
    if i == "limit:fica":
        h = ["6.2%", "1.45%"]
    if i == "limit:medicare_levy":
        h = ["2%"]
    if i == "limit:super_guarantee_rate":
        h = ["12%"]
    if m.startswith("whats the top marginal"):
        h = ["45%"]
    if m.startswith("what tax bracket am i in on 85k"):
        h = ["30%"]
    if m.startswith("what's the concessional"):
        h = ["2025-26"]
    q(m, i, p, {}, f, h)

# ---------------------------------------------------------------- EXPLAINERS
for m, i, p in [
    ("how do franking credits work", "explain:franking_credits", {}),
    ("can someone explain negative gearing to me like im 5", "explain:negative_gearing", {}),
    ("What is capital gains tax and when do I pay it?", "explain:capital_gains_tax", {}),
    ("roth or traditional 401k, which is better?", "explain:roth_vs_traditional", US),
    ("what's an IRA", "explain:ira", US),
    ("how does a 401k work?", "explain:401k", US),
    ("what's an HSA and is it worth it", "explain:hsa", US),
    ("when should I claim social security, 62 or 70?", "explain:social_security_ages", US),
    ("how does medicare work in the US when i turn 65", "explain:us_medicare", US),
    ("how does super actually work", "explain:super", {}),
    ("how does HECS debt work, does it grow?", "explain:help_debt", {}),
    ("who qualifies for the age pension?", "explain:age_pension", {}),
    ("what first home buyer schemes are there", "explain:first_home_schemes", {}),
    ("offset account vs redraw - whats the difference", "explain:offset_vs_redraw", {}),
    ("are index funds a good idea? what fees should i look for", "explain:index_funds_and_fees", {}),
    ("do I need life insurance?", "explain:life_insurance", {}),
    ("should I put extra into my mortgage or into super?", "explain:extra_repayments_vs_super", {}),
    ("how much should I have saved by 35", "explain:savings_by_age", {}),
]:
    q(m, i, p)

# ---------------------------------------------------------------- LOANS
q("what are the repayments on a 600k loan at 6% over 30 years", "loan_repayment", {}, {}, loan_figs(600000, 0.06, 30), ["6%"])
q("Monthly repayment on $450,000 at 5.89% for 25 years?", "loan_repayment", {}, {}, loan_figs(450000, 0.0589, 25))
q("fortnightly repayments on a $520k mortgage, 6.2% over 30 yrs", "loan_repayment", {}, {}, loan_figs(520000, 0.062, 30, 26))
q("weekly repayments for 350k at 5.5% 30 years", "loan_repayment", {}, {}, loan_figs(350000, 0.055, 30, 52))
q("how much would a $45,000 car loan at 8.5% over 5 years cost me a month", "loan_repayment", {}, {}, loan_figs(45000, 0.085, 5))
q("if I borrow 20k for 3 years at 11%, whats the monthly payment", "loan_repayment", {}, {}, loan_figs(20000, 0.11, 3))
q("interest only repayments on 700k at 6.5%?", "loan_repayment", {}, {}, [money(c2(Decimal(700000) * Decimal("0.065") / 12), True)])
q("mortgage payment on $380k, 6.75%, 30 year fixed?", "loan_repayment", US, {}, loan_figs(380000, 0.0675, 30))
q("15 or 30 years on a 500k loan at 6%?", "loan_repayment", {}, {},
  loan_figs(500000, 0.06, 15) + loan_figs(500000, 0.06, 30))
for m, P, r, y, x, ppy in [
    ("If I pay an extra $500 a month on my 600k loan at 6% over 30 years, how much interest do I save?", 600000, 0.06, 30, 500, 12),
    ("how much would paying an extra 200 a fortnight save on a 450k mortgage at 5.9% over 25 years", 450000, 0.059, 25, 200, 26),
    ("extra $1000/month on a $300,000 loan at 6.5% 30yr - how much interest saved?", 300000, 0.065, 30, 1000, 12),
]:
    pay, saved, per = extra_saving(P, r, y, x, ppy)
    q(m, "loan_extra_repayment", {}, {}, [money(saved, True)])
for m, P, r, pay in [
    ("how long will it take to pay off 15k on a credit card at 20% if I pay 500 a month", 15000, 0.20, 500),
    ("I owe 8,500 on my car at 9%, paying $300 a month. when will it be paid off?", 8500, 0.09, 300),
    ("how long to pay off a $400k mortgage at 6% paying 3,000 a month", 400000, 0.06, 3000),
]:
    n, it = simulate(P, r, pay)
    ch = {}  # loan amounts in a calculator question are not saved
    q(m, "loan_payoff_time", {}, ch, [money(it, True)])

# ---------------------------------------------------------------- SAVINGS
def sg(pv, c, r, y, ppy=12):
    return [money(c2(fv(pv, c, r, y, ppy)), True)]
q("if I save $500 a month for 10 years at 7% what will I have", "savings_growth", {}, {}, sg(0, 500, 0.07, 10))
q("how much will 20k grow to in 15 years at 6%?", "savings_growth", {}, {}, sg(20000, 0, 0.06, 15))
q("I've got 10k saved and can put away 300 a month, what'll I have in 5 years at 5%", "savings_growth", {},
  {"currentSavings": "10000"}, sg(10000, 300, 0.05, 5))
q("what does $1,000 a month become after 20 years", "savings_growth", {}, {}, sg(0, 1000, 0.07, 20))
q("50k invested for 25 years at 8 percent, how much?", "savings_growth", {}, {}, sg(50000, 0, 0.08, 25))
q("$100 a week for 10 yrs at 4.5%?", "savings_growth", {}, {}, sg(0, 100, 0.045, 10, 52))
def nd(target, pv, r, y):
    return [money(needed(target, pv, r, y), True)]
q("how much do i need to save a month to have 50k in 5 years", "savings_target", {}, {}, nd(50000, 0, 0.07, 5))
q("I want $100,000 in 8 years, I have 20k now. how much a month at 6%?", "savings_target", {},
  {"currentSavings": "20000"}, nd(100000, 20000, 0.06, 8))
q("need a 20% deposit on an $800k place in 4 years, how much do I save each month? assume 4.5%", "savings_target", {}, {},
  nd(160000, 0, 0.045, 4))
q("what monthly amount gets me to a million in 30 years at 7%", "savings_target", {}, {}, nd(1000000, 0, 0.07, 30))
q("how long will it take to save 30k if I put away 800 a month", "savings_time_to_target", {}, {})
q("how many years till I hit 1 million if I invest 2k a month at 8%", "savings_time_to_target", {}, {})
q("I have 5k saved, adding 250/month - how long until I've got 20k?", "savings_time_to_target", {}, {"currentSavings": "5000"})

# nest egg / todays dollars
q("how big a nest egg do I need for 60k a year in retirement?", "nest_egg", {}, {}, [money(60000 / 0.04)])
q("what do i need saved to live on $5,000 a month when i retire", "nest_egg", {}, {}, [money(60000 / 0.04)])
q("how much super do I need to retire on 80k a year using a 3.5% withdrawal rate", "nest_egg", {}, {}, [money(80000 / 0.035)])
q("what's $1 million in 30 years worth in today's dollars", "todays_dollars", {}, {}, [money(c2(todays(1000000, 30)))])
q("what would 500k in 20 years be worth today at 3% inflation", "todays_dollars", {}, {}, [money(c2(todays(500000, 20, 0.03)))])

# bonus / raise
def bonus(inc, b, country="australia", **kw):
    a = tax(country, inc, **kw)["takeHome"]
    z = tax(country, inc + b, **kw)["takeHome"]
    return [money(c2(z - a))]
q("I'm getting a $10k bonus, how much will I actually see after tax?", "bonus_after_tax", {"annualIncome": "95000"}, {}, bonus(95000, 10000))
q("I earn 130k, how much of a 15,000 bonus do I keep?", "bonus_after_tax", {}, {"annualIncome": "130000"}, bonus(130000, 15000))
q("what's a $5k bonus worth after tax on a 70k salary", "bonus_after_tax", {}, {}, bonus(70000, 5000))
q("got offered a raise from 85k to 95k, how much more per year after tax?", "raise_after_tax", {}, {"annualIncome": "85000"}, bonus(85000, 10000))
q("what's an 8k raise worth after tax for me", "raise_after_tax", {"annualIncome": "100000"}, {}, bonus(100000, 8000))
q("a $12,000 raise on my salary in CA, what's that after taxes", "raise_after_tax", us("CA", annualIncome="110000"), {},
  bonus(110000, 12000, "us", state="CA"))

# couple
def couple(a, b):
    x = tax("australia", a)["takeHome"]; y = tax("australia", b)["takeHome"]
    return [money(x + y)]
q("I earn 90k and my partner earns 65k, what's our combined take home?", "couple_take_home", {}, {"annualIncome": "90000"}, couple(90000, 65000))
q("household take home if we make 120k and 80k?", "couple_take_home", {}, {}, couple(120000, 80000))
q("what do my husband and I take home together? he's on 75k", "couple_take_home", {"annualIncome": "82000"}, {}, couple(82000, 75000))

# surcharge
def mls(inc):
    a = tax("australia", inc)["takeHome"]; b = tax("australia", inc, no_private_hospital_cover=True)["takeHome"]
    return [money(c2(a - b))]
q("i earn 130k and have no private health, how much is the medicare levy surcharge?", "surcharge_cost", {},
  {"annualIncome": "130000", "privateHospitalCover": "false"}, mls(130000))
q("would I pay less getting private hospital cover vs paying the surcharge on 160k?", "surcharge_cost", {}, {}, mls(160000))
q("how much is the MLS costing me", "surcharge_cost", {"annualIncome": "145000", "privateHospitalCover": False}, {}, mls(145000))

# compare states
def cs(inc, a, b, **kw):
    x = tax("us", inc, state=a, **kw)["takeHome"]; y = tax("us", inc, state=b, **kw)["takeHome"]
    return [money(c2(abs(x - y)))]
q("California or Texas on 150k - how much more tax would I pay in CA?", "compare_states", US, {}, cs(150000, "CA", "TX"))
q("compare taxes in NY vs FL for a $100k salary", "compare_states", US, {}, cs(100000, "NY", "FL"))
q("thinking of moving from Oregon to Washington, I earn 95k, how much would I save in tax?", "compare_states", us("OR"),
  {"annualIncome": "95000"}, cs(95000, "OR", "WA"))
q("is colorado or utah cheaper tax wise on 80k", "compare_states", US, {}, cs(80000, "CO", "UT"))

# compare years
def cy(inc, a, b, country="australia", **kw):
    x = tax(country, inc, tax_year=a, **kw)["takeHome"]; y = tax(country, inc, tax_year=b, **kw)["takeHome"]
    return [money(c2(abs(x - y)))]
q("how much less tax will I pay in 2026-27 compared to 2025-26 on 90k?", "compare_years", {}, {}, cy(90000, "2025-26", "2026-27"), ["2025-26", "2026-27"])
q("compare my tax this year vs last year", "compare_years", {"annualIncome": "70000"}, {}, cy(70000, "2025-26", "2026-27"))
q("how does my federal tax on 120k change from 2025 to 2026", "compare_years", us("TX"), {}, cy(120000, "2025", "2026", "us", state="TX"))

# pretax saving
def ps_au(inc, s):
    a = tax("australia", inc); b = tax("australia", inc, salary_sacrifice=s)
    return [money(c2(total_tax(a) - total_tax(b)))]
def ps_us(inc, s, st):
    a = tax("us", inc, state=st); b = tax("us", inc, state=st, pre_tax_retirement=s)
    return [money(c2(total_tax(a) - total_tax(b)))]
q("how much tax would I save by salary sacrificing 10k into super? I earn 100k", "pretax_saving", {}, {"annualIncome": "100000"}, ps_au(100000, 10000))
q("tax saving if i sacrifice $5,000 a year", "pretax_saving", {"annualIncome": "85000"}, {}, ps_au(85000, 5000))
q("salary sacrifice 5k or 10k on 120k - what's the difference in tax?", "pretax_saving", {}, {},
  ps_au(120000, 5000) + ps_au(120000, 10000))
q("If I put $15,000 pre-tax into my 401k, how much tax do I save? I make 110k in California", "pretax_saving", US,
  {"annualIncome": "110000", "state": "CA"}, ps_us(110000, 15000, "CA"))
q("how much do I save in taxes maxing my 401k at 24,500 on 150k in texas", "pretax_saving", US, {}, ps_us(150000, 24500, "TX"))

# contribution what-if
q("what will my super be worth if I add an extra 200 a month", "contribution_what_if", {"age": 35, "superBalance": "80000", "annualIncome": "90000"})
q("If I bump my 401k contributions by $3,000 a year, what would it be worth at retirement?", "contribution_what_if", us("TX", age=40, superBalance="120000", annualIncome="100000"))

# retirement
q("am I on track to retire at 60?", "retirement", {"age": 42, "superBalance": "250000", "annualIncome": "120000"})
q("I'm 55 with 400k in super, can I retire at 62?", "retirement", {}, {"age": "55", "superBalance": "400000"})
q("how long will my money last in retirement if I spend 4k a month", "retirement", {"age": 64, "superBalance": "600000"})

# ---------------------------------------------------------------- OWN FIGURES
p_nw = {"currentSavings": "25000", "propertyValue": "850000", "superBalance": "140000", "investmentAccounts": "30000",
        "emergencyFund": "15000", "mortgageBalance": "520000", "debts": "12000"}
nw = 25000 + 850000 + 140000 + 30000 + 15000 - 520000 - 12000
q("what's my net worth?", "net_worth", p_nw, {}, [money(nw)])
q("how much am i worth all up", "net_worth", {"currentSavings": "40000", "superBalance": "95000", "debts": "18000"}, {}, [money(40000 + 95000 - 18000)])
q("We owe 550k on the mortgage and the house is worth about 900k. What's our equity?", "equity", {},
  {"mortgageBalance": "550000", "propertyValue": "900000"}, [money(350000)])
q("how much equity do I have in my home", "equity", {"propertyValue": "1100000", "mortgageBalance": "640000"}, {}, [money(460000)])
m1 = tax("australia", 90000)["takeHomePerPeriod"]["monthly"]
q("how much am I saving each month?", "savings_rate", {"annualIncome": "90000", "monthlyExpenses": "3800"}, {}, [money(c2(m1 - 3800), True)])
q("I take home 5,200 a month and spend about 3,800. what's my savings rate?", "savings_rate", {"annualIncome": "80000"},
  {"monthlyExpenses": "3800"}, [money(1400)])
q("how much super should my employer be paying? I'm on 100k", "employer_contributions", {}, {"annualIncome": "100000"}, [money(12000)])
q("how much is my boss putting in my super", "employer_contributions", {"annualIncome": "78000"}, {}, [money(78000 * 0.12)])
q("how much is my employer 401k match worth?", "employer_contributions", us("CA", annualIncome="120000", employerMatch=0.04), {}, [money(4800)])
q("my company matches 5% and i make 90k, how much do they put in?", "employer_contributions", US,
  {"annualIncome": "90000", "employerMatch": "0.05"}, [money(4500)])
q("how many months would my emergency fund last", "emergency_cover", {"emergencyFund": "18000", "monthlyExpenses": "4000"})
q("I've got 12k in an emergency fund and spend 3k a month, how long does that cover me?", "emergency_cover", {},
  {"emergencyFund": "12000", "emergencyFundCurrent": "12000", "monthlyExpenses": "3000"})
q("what's my debt to income ratio", "debt_to_income", {"annualIncome": "100000", "mortgageBalance": "400000", "debts": "20000"})
q("how many years until I can retire?", "years_to_retirement", {"age": 38}, {}, [], ["27 years"])
q("I'm 45, how long have I got until retirement?", "years_to_retirement", {}, {"age": "45"}, [], ["20 years"])

# ---------------------------------------------------------------- GENERAL / TOPICS / MISC
for m, i, p in [
    ("how big should my emergency fund be", "emergency_fund", {}),
    ("any tips for sticking to a budget?", "budget", {}),
    ("should I pay off my credit card or save first", "debt", {}),
    ("tips for buying my first home?", "home_buying", {}),
    ("is salary sacrifice worth it", "salary_sacrifice", {}),
    ("which retirement accounts should I be using", "retirement_accounts", US),
    ("should I lease or buy my next car", "topic:lease-vs-buy-car", {}),
    ("how do concessional super contributions work", "topic:concessional-super-contributions", {}),
    ("how do i set up a family trust", "topic:family-trust-setup", {}),
    ("investment property or shares - which is better?", "topic:investment-property-vs-shares", {}),
    ("is debt consolidation a good idea", "topic:debt-consolidation", {}),
    ("what are the most tax effective ways to invest", "topic:tax-effective-investing", {}),
    ("hi", "greeting", {}),
    ("hey there!", "greeting", {}),
    ("thanks heaps", "thanks", {}),
    ("what can you do?", "help", {}),
    ("what do you know about me", "profile_summary", {"age": 34, "annualIncome": "85000"}),
    ("what's the weather in sydney tomorrow", "unknown", {}),
    ("can you recommend a good crypto coin", "unknown", {}),
]:
    q(m, i, p)

# facts
q("I'm 34 and earn 85k", "facts", {}, {"age": "34", "annualIncome": "85000"})
q("we've got 2 kids", "facts", {}, {"dependents": "2"})
q("rent is $550 a week", "facts", {}, {"rentOrMortgage": canon(Decimal(550) * 52 / 12)})
q("I have about 40k in super and 15k in savings", "facts", {}, {"superBalance": "40000", "currentSavings": "15000"})
q("I live in Texas", "facts", US, {"state": "TX"})
q("married, one kid, we're in Victoria", "facts", {}, {"maritalStatus": "married", "dependents": "1", "state": "VIC"})
q("I moved to the US, living in Seattle WA now", "facts", {}, {"country": "us", "state": "WA"})
q("my expenses are around 4,500 a month", "facts", {}, {"monthlyExpenses": "4500"})
q("I've got private hospital cover", "facts", {}, {"privateHospitalCover": "true"})

# two questions
q("what's the tax on 85k and how long would it take to save 30k at 1k a month?", "tax+savings_time_to_target", {}, {}, au_tax_figs(85000))
q("what's the super guarantee rate and the concessional cap?", "limit:super_guarantee_rate+limit:concessional_cap", {}, {}, [], ["12%"])
q("What's the 401k limit and the IRA limit for 2026?", "limit:401k_limit+limit:ira_limit", US, {}, ["$24,500", "$7,500"])
q("repayments on 400k at 6% over 30 years, and what's my net worth?", "loan_repayment+net_worth",
  {"currentSavings": "30000", "superBalance": "60000", "debts": "5000"}, {}, loan_figs(400000, 0.06, 30) + [money(85000)])

# ================================================================ CONVERSATIONS
# 1 loan term change
conv({}, [t("repayments on 600k at 6.1% over 30 years?", "loan_repayment", figs=loan_figs(600000, 0.061, 30)),
          t("what about over 25 years?", "loan_repayment", figs=loan_figs(600000, 0.061, 25))])
conv({}, [t("what would my monthly repayments be on a $480,000 loan at 5.99% for 30 years", "loan_repayment", figs=loan_figs(480000, 0.0599, 30)),
          t("fortnightly instead", "loan_repayment", figs=loan_figs(480000, 0.0599, 30, 26)),
          t("and weekly?", "loan_repayment", figs=loan_figs(480000, 0.0599, 30, 52))])
conv({}, [t("monthly payment on a 400k loan at 6.5% 30 years", "loan_repayment", figs=loan_figs(400000, 0.065, 30)),
          t("I meant 5.5%, not 6.5%", "loan_repayment", figs=loan_figs(400000, 0.055, 30))])
conv({}, [t("how much are repayments on 350k over 25 yrs at 6%", "loan_repayment", figs=loan_figs(350000, 0.06, 25)),
          t("same but $500k", "loan_repayment", figs=loan_figs(500000, 0.06, 25))])
conv(US, [t("what's the monthly payment on a $300k mortgage at 7%, 30 years?", "loan_repayment", figs=loan_figs(300000, 0.07, 30)),
          t("15 or 30 years, what's the difference?", "loan_repayment", figs=loan_figs(300000, 0.07, 15) + loan_figs(300000, 0.07, 30)),
          t("thanks!", "thanks")])
pay, sv, _ = extra_saving(550000, 0.0625, 30, 300)
pay2, sv2, _ = extra_saving(550000, 0.0625, 30, 600)
conv({}, [t("we owe 550k on the mortgage at 6.25% with 30 years left. how much would an extra $300 a month save?", "loan_extra_repayment",
            {}, [money(sv, True)]),
          t("what about $600?", "loan_extra_repayment", figs=[money(sv2, True)])])
n1, i1 = simulate(12000, 0.19, 400); n2, i2 = simulate(12000, 0.19, 600)
conv({}, [t("how long to clear 12k on a card at 19% paying 400 a month?", "loan_payoff_time", figs=[money(i1, True)]),
          t("and if i paid 600 a month?", "loan_payoff_time", figs=[money(i2, True)])])
# savings follow-ups
conv({}, [t("if I put away $400 a month for 15 years at 6%, what do I end up with?", "savings_growth", figs=sg(0, 400, 0.06, 15)),
          t("and at 8%?", "savings_growth", figs=sg(0, 400, 0.08, 15)),
          t("what if I add $200 a month", "savings_growth", figs=sg(0, 600, 0.08, 15))])
conv({}, [t("25k in an index fund for 20 years at 7%, how much?", "savings_growth", figs=sg(25000, 0, 0.07, 20)),
          t("over 30 years?", "savings_growth", figs=sg(25000, 0, 0.07, 30))])
conv({}, [t("how much a month to save $80,000 in 5 years at 5%?", "savings_target", figs=nd(80000, 0, 0.05, 5)),
          t("what about 7 years", "savings_target", figs=nd(80000, 0, 0.05, 7))])
conv({}, [t("I've got 15k saved and want a 120k house deposit in 4 years, how much do I need to put away each month at 4%?", "savings_target", {"currentSavings": "15000"}, nd(120000, 15000, 0.04, 4)),
          t("sorry I actually have 25k saved already", "facts", {"currentSavings": "25000"}, nd(120000, 25000, 0.04, 4))])
conv({}, [t("how long until I have 50k if I save 1,500 a month?", "savings_time_to_target"),
          t("and 2000 a month?", "savings_time_to_target")])
conv({}, [t("how big a nest egg for 70k a year in retirement", "nest_egg", figs=[money(70000 / 0.04)]),
          t("and for 90k?", "nest_egg", figs=[money(90000 / 0.04)])])
conv({}, [t("what's $2 million in 35 years in today's money?", "todays_dollars", figs=[money(c2(todays(2000000, 35)))]),
          t("at 3% inflation?", "todays_dollars", figs=[money(c2(todays(2000000, 35, 0.03)))])])
# tax follow-ups
conv({}, [t("if I earned 120k what would I take home?", "tax", figs=au_tax_figs(120000)),
          t("and in Victoria?", "tax", figs=au_tax_figs(120000))])
conv({}, [t("I earn 90k, what's my take home?", "tax", {"annualIncome": "90000"}, au_tax_figs(90000)),
          t("sorry, 95k", "facts", {"annualIncome": "95000"}, au_tax_figs(95000))])
conv({}, [t("what's the tax on 110k?", "tax", figs=au_tax_figs(110000)),
          t("what about 140k", "tax", figs=au_tax_figs(140000)),
          t("I actually earn 95k", "facts", {"annualIncome": "95000"})])
conv(US, [t("take home on 130k in california?", "tax", figs=us_tax_figs(130000, "CA")),
          t("what about in texas", "tax", figs=us_tax_figs(130000, "TX"))])
conv(us("NY"), [t("I make 85k, how much tax do I pay?", "tax", {"annualIncome": "85000"}, us_tax_figs(85000, "NY")),
          t("what if I made 100k", "tax", figs=us_tax_figs(100000, "NY"))])
conv({}, [t("take home on 78k", "tax", figs=au_tax_figs(78000)),
          t("with a 20k HECS debt?", "tax", figs=au_tax_figs(78000, help_debt=20000))])
conv({}, [t("hey", "greeting"),
          t("I'm on 67k, how much tax am I paying?", "tax", {"annualIncome": "67000"}, au_tax_figs(67000)),
          t("and how much super should my employer be putting in?", "employer_contributions", figs=[money(67000 * 0.12)]),
          t("cheers", "thanks")])
conv({}, [t("how much tax on 200k", "tax", figs=au_tax_figs(200000)),
          t("what's the top tax rate?", "limit:tax_brackets", has=["45%"])])
conv({}, [t("tax on 85k in 2025-26 vs 2026-27?", "compare_years", figs=cy(85000, "2025-26", "2026-27")),
          t("same for 150k", "compare_years", figs=cy(150000, "2025-26", "2026-27"))])
conv(US, [t("CA vs TX tax on 200k?", "compare_states", figs=cs(200000, "CA", "TX")),
          t("what about on 90k", "compare_states", figs=cs(90000, "CA", "TX"))])
# bonus/raise
conv({"annualIncome": "100000"}, [t("I'm getting a 10k bonus, what do I keep?", "bonus_after_tax", figs=bonus(100000, 10000)),
          t("what if it was 20k", "bonus_after_tax", figs=bonus(100000, 20000))])
conv({}, [t("whats a 5k raise worth after tax if I'm on 80k", "raise_after_tax", {"annualIncome": "80000"}, bonus(80000, 5000)),
          t("and if it was a 15k raise?", "raise_after_tax", figs=bonus(80000, 15000))])
conv({}, [t("what's our take home if I make 95k and my wife makes 70k", "couple_take_home", {"annualIncome": "95000"}, couple(95000, 70000)),
          t("what if she went up to 85k", "couple_take_home", figs=couple(95000, 85000))])
conv({}, [t("I earn 140k with no private health insurance, how much is the surcharge?", "surcharge_cost",
            {"annualIncome": "140000", "privateHospitalCover": "false"}, mls(140000)),
          t("what if I earned 180k", "surcharge_cost", figs=mls(180000))])
conv({"annualIncome": "110000"}, [t("how much tax do I save salary sacrificing 8k?", "pretax_saving", figs=ps_au(110000, 8000)),
          t("what about 15k?", "pretax_saving", figs=ps_au(110000, 15000)),
          t("what's the concessional cap again", "limit:concessional_cap")])
conv(us("IL", annualIncome="95000"), [t("how much tax would I save putting 10k into my 401k pre-tax?", "pretax_saving", figs=ps_us(95000, 10000, "IL")),
          t("and if I maxed it out at 24,500?", "pretax_saving", figs=ps_us(95000, 24500, "IL"))])
# topic carry-over
conv(US, [t("what's a Roth IRA?", "*"),
          t("how much can I put in it this year?", "limit:ira_limit", figs=["$7,500"])])
conv(US, [t("what's an HSA", "explain:hsa"),
          t("what's the contribution limit for 2026 for self-only?", "limit:hsa_limit", figs=["$4,400"])])
conv(US, [t("401k limit for 2026?", "limit:401k_limit", figs=["$24,500"]),
          t("and for an IRA?", "limit:ira_limit", figs=["$7,500"])])
conv({}, [t("how does HECS work", "explain:help_debt"),
          t("what are the repayment thresholds?", "limit:help_repayment_thresholds")])
conv({}, [t("explain franking credits", "explain:franking_credits"),
          t("and negative gearing?", "explain:negative_gearing")])
conv(US, [t("when can I start claiming social security?", "explain:social_security_ages"),
          t("what's the wage base this year", "limit:social_security_wage_base", figs=["$184,500"])])
# missing figure prompts
conv({"mortgageBalance": "480000"}, [t("how much equity do I have?", "equity"),
          t("it's worth about 820k", "equity", {"propertyValue": "820000"}, [money(340000)])])
conv({"emergencyFund": "15000", "emergencyFundCurrent": "15000"}, [t("how many months will my emergency fund cover?", "emergency_cover"),
          t("about 3,000 a month", "emergency_cover", {"monthlyExpenses": "3000"}, [], ["5 months"])])
conv({}, [t("how much super should my employer be paying me", "employer_contributions"),
          t("95k", "employer_contributions", {"annualIncome": "95000"}, [money(11400)])])
conv({}, [t("how many years until I retire?", "years_to_retirement"),
          t("I'm 41", "years_to_retirement", {"age": "41"}, [], ["24 years"])])
conv(us("CA", employerMatch=0.06), [t("how much is my 401k match worth", "employer_contributions"),
          t("I make 110,000", "employer_contributions", {"annualIncome": "110000"}, [money(6600)])])
conv({"annualIncome": "120000", "debts": "15000"}, [t("what's my debt to income?", "debt_to_income"),
          t("oh and we owe 600k on the mortgage", "facts", {"mortgageBalance": "600000"})])
mh = tax("australia", 85000)["takeHomePerPeriod"]["monthly"]
conv({"annualIncome": "85000"}, [t("how much am I saving a month?", "savings_rate"),
          t("my expenses are about 3,500 a month", "savings_rate", {"monthlyExpenses": "3500"}, [money(c2(mh - 3500), True)])])
# own figures + corrections
m2 = tax("australia", 100000)["takeHomePerPeriod"]["monthly"]
conv({"annualIncome": "100000", "monthlyExpenses": "4000"}, [t("how much do I save each month", "savings_rate", figs=[money(c2(m2 - 4000), True)]),
          t("my expenses are actually more like 4,200", "facts", {"monthlyExpenses": "4200"}, [money(c2(m2 - 4200), True)])])
conv({"propertyValue": "750000", "mortgageBalance": "450000", "superBalance": "90000", "currentSavings": "20000"},
     [t("what's my net worth", "net_worth", figs=[money(750000 + 90000 + 20000 - 450000)]),
      t("I also have about 10k on a car loan", "facts", {"debts": "10000"}, [money(750000 + 90000 + 20000 - 450000 - 10000)])])
conv({}, [t("I'm 34, earn 92k and have 60k in super", "facts", {"age": "34", "annualIncome": "92000", "superBalance": "60000"}),
          t("how many years until I retire", "years_to_retirement", has=["31 years"]),
          t("what if I retire at 60 instead?", "years_to_retirement", has=["26 years"])])
conv({}, [t("hi!", "greeting"),
          t("what can you help with?", "help"),
          t("ok what's the tax free threshold", "limit:tax_free_threshold", figs=["$18,200"])])
conv({"age": 29, "annualIncome": "75000"}, [t("what do you know about me?", "profile_summary"),
          t("I've also got 18k HECS", "facts", {"helpDebt": "18000"})])
conv({}, [t("should I pay extra off my mortgage or put it in super", "explain:extra_repayments_vs_super"),
          t("we've got 400k left at 6% over 25 years, how much would an extra 500 a month save?", "loan_extra_repayment",
            {}, [money(extra_saving(400000, 0.06, 25, 500)[1], True)])])
conv({}, [t("I'm on 95k - what's my tax and how much super should my employer pay?", "tax+employer_contributions", {"annualIncome": "95000"}, au_tax_figs(95000) + [money(11400)]),
          t("thank you", "thanks")])
conv({}, [t("retire at 60 or 65 - which makes more sense for me? I'm 45 with 300k super", "retirement", {"age": "45", "superBalance": "300000"}),
          t("what if I had 400k?", "retirement")])
conv(US, [t("I moved to Austin Texas last month", "facts", {"state": "TX"}),
          t("what will I take home on 115k?", "tax", figs=us_tax_figs(115000, "TX"))])
conv({}, [t("what's the medicare levy?", "limit:medicare_levy", has=["2%"]),
          t("and the surcharge thresholds?", "limit:surcharge_thresholds")])
conv({}, [t("is debt consolidation worth it", "topic:debt-consolidation"),
          t("I've got 3 credit cards totalling 14k, how long to pay off at 21% if I pay 700 a month?", "loan_payoff_time",
            {}, [money(simulate(14000, 0.21, 700)[1], True)])])
conv({}, [t("$300 a month for 10 years at 7%?", "savings_growth", figs=sg(0, 300, 0.07, 10)),
          t("over 20 years or 30 years?", "savings_growth", figs=sg(0, 300, 0.07, 20) + sg(0, 300, 0.07, 30))])
conv({}, [t("how much do i need to retire on 50k a year", "nest_egg", figs=[money(50000 / 0.04)]),
          t("what about with a 5% withdrawal rate", "nest_egg", figs=[money(50000 / 0.05)])])

import random
random.Random(12).shuffle(Q)
with open(os.path.join(HERE, "questions.jsonl"), "w", encoding="utf-8") as f:
    for r in Q:
        f.write(json.dumps(r, ensure_ascii=False) + "\n")
with open(os.path.join(HERE, "conversations.jsonl"), "w", encoding="utf-8") as f:
    for r in C:
        f.write(json.dumps(r, ensure_ascii=False) + "\n")
print(len(Q), "questions,", len(C), "conversations")
