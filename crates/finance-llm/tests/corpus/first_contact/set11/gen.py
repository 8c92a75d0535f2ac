#!/usr/bin/env python3
"""Writes questions.jsonl and conversations.jsonl. Every figure is computed here (calc.py) or is a
published limit typed by hand (marked LIMIT)."""
import json, os
from calc import *

HERE = os.path.dirname(os.path.abspath(__file__))
Q = []

def q(m, intent, ch=None, figs=None, has=None, p=None):
    Q.append({"m": m, "p": p or {}, "intent": intent, "ch": ch or {}, "figs": figs or [], "has": has or []})

def T(m, intent, ch=None, figs=None, has=None):
    return {"m": m, "intent": intent, "ch": ch or {}, "figs": figs or [], "has": has or []}

US = {"country": "us"}
def th(i, **kw): return money(take_home(i, **kw))

# thresholds from the engine (the product's own tables)
def first(f, lo, hi):
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if f(mid): hi = mid
        else: lo = mid
    return hi
HELP_THRESHOLD = first(lambda i: tax(i, help_debt=20000)["helpRepayment"] > 0, 30000, 150000) - 1
MLS_BASE = first(lambda i: tax(i, no_cover=True)["ficaTax"] > i * 0.02 + 0.5, 60000, 200000) - 1

# ======================= single questions =======================
# --- tax, AU ---
q("how much tax do i pay on 85k", "tax", figs=[th(85000)])
q("Whats my take home pay on $72,000 a year?", "tax", figs=[th(72000)])
q("take home on 120k in NSW?", "tax", figs=[th(120000)])
q("If I earned 150k what would I actually get in my pocket", "tax", figs=[th(150000)])
q("tax on 45000", "tax", figs=[th(45000)])
q("how much tax will I pay this year?", "tax", p={"annualIncome": "98000"}, figs=[th(98000)])
q("what's my take-home each fortnight?", "tax", p={"annualIncome": "64000", "state": "QLD"},
  figs=[money(tax(64000)["takeHomePerPeriod"]["fortnightly"])])
q("I'm on 110k, what's my take home after tax and medicare?", "tax", ch={"annualIncome": "110000"}, figs=[th(110000)])
q("i make $1,600 a week, how much tax is that?", "tax", ch={"annualIncome": canon(1600 * 52)}, figs=[th(1600 * 52)])
q("whats the tax on 200k salary in australia", "tax", figs=[th(200000)])
q("I get paid $38 an hour full time, what do I take home a year?", "tax", ch={"annualIncome": canon(38 * 38 * 52)},
  figs=[th(38 * 38 * 52)])
q("how much would i take home on 95k with a 30k HECS debt", "tax", figs=[th(95000, help_debt=30000)])
q("tax on 60k for 2025-26?", "tax", figs=[th(60000, year="2025-26")], has=["2025-26"])
q("how much do I take home monthly?", "tax", p={"annualIncome": "130000", "state": "VIC"},
  figs=[money(tax(130000)["takeHomePerPeriod"]["monthly"])])
q("net pay for 78,500 per annum?", "tax", figs=[th(78500)])
q("what would someone on 55k take home in WA", "tax", figs=[th(55000)])
# --- tax, US ---
q("what's my take home on 120k in California?", "tax", figs=[th(120000, country="us", state="CA")])
q("how much federal and state tax on $85,000 in New York", "tax", figs=[th(85000, country="us", state="NY")])
q("I make 70k a year in Texas, whats my take home after taxes", "tax",
  ch={"annualIncome": "70000", "country": "us", "state": "TX"}, figs=[th(70000, country="us", state="TX")])
q("how much tax will i owe this year", "tax", p={"country": "us", "state": "FL", "annualIncome": "95000"},
  figs=[th(95000, country="us", state="FL")])
q("take home pay for 150000 salary in washington state", "tax", figs=[th(150000, country="us", state="WA")])
q("what's my paycheck after taxes if I earn 62k in Ohio", "tax", ch={"annualIncome": "62000", "country": "us", "state": "OH"},
  figs=[th(62000, country="us", state="OH")])
q("federal tax on 50k single?", "tax", p=US, figs=[th(50000, country="us")])
q("How much is taken out of a $200k salary in Illinois?", "tax", figs=[th(200000, country="us", state="IL")])
q("whats my monthly take home", "tax", p={"country": "us", "state": "CO", "annualIncome": "88000"},
  figs=[money(tax(88000, country="us", state="CO")["takeHomePerPeriod"]["monthly"])])

# --- loan repayments ---
q("whats the monthly repayment on a 600k loan at 6.2% over 30 yrs", "loan_repayment",
  figs=[money(repayment(600000, 0.062, 30))], has=["6.2%"])
q("repayments on $450,000 @ 5.89% 25 years fortnightly?", "loan_repayment",
  figs=[money(repayment(450000, 0.0589, 25, 26))])
q("If I borrow 35k for a car at 8.5% over 5 years what are the weekly payments", "loan_repayment",
  figs=[money(repayment(35000, 0.085, 5, 52))])
q("interest only repayments on 500k at 6.5%?", "loan_repayment", figs=[money(r2(500000 * 0.065 / 12))])
q("monthly payments on a $320,000 mortgage at 6.75% for 30 years", "loan_repayment",
  figs=[money(repayment(320000, 0.0675, 30))], has=["6.75%"])
q("how much would i pay a month on 750k over 30 years at 5.99%, and how much interest in total?", "loan_repayment",
  figs=[money(repayment(750000, 0.0599, 30)), whole(total_interest_formula(750000, 0.0599, 30))])
q("800k loan at 6% - 15 or 30 years? whats the difference in repayments", "loan_repayment",
  figs=[money(repayment(800000, 0.06, 15)), money(repayment(800000, 0.06, 30)),
        money(r2(repayment(800000, 0.06, 15) - repayment(800000, 0.06, 30)))])
q("personal loan 15000 at 12% over 3 years monthly repayment?", "loan_repayment",
  figs=[money(repayment(15000, 0.12, 3))])
q("what are the repayments on a 400k home loan at 6.1% over 25 years", "loan_repayment",
  figs=[money(repayment(400000, 0.061, 25))])
q("$28,000 car loan, 7.9% interest, 4 yrs - fortnightly repayment?", "loan_repayment",
  figs=[money(repayment(28000, 0.079, 4, 26))])
q("compare weekly vs monthly repayments on 550k at 6.3% over 30 years", "loan_repayment",
  figs=[money(repayment(550000, 0.063, 30, 52)), money(repayment(550000, 0.063, 30))])

# --- extra repayments ---
s, p_ = extra_saving(550000, 0.06, 30, 500)
q("if i pay an extra $500 a month on a 550k mortgage at 6% over 30 years how much interest do i save", "loan_extra_repayment",
  figs=[whole(s)])
s, p_ = extra_saving(400000, 0.065, 25, 200, 26)
q("what does an extra $200 a fortnight do on a $400,000 loan at 6.5% over 25 years?", "loan_extra_repayment", figs=[whole(s)])
s, p_ = extra_saving(300000, 0.0575, 30, 1000)
q("how much faster will i pay off 300k at 5.75% (30 yr) if I chuck in an extra 1000/month", "loan_extra_repayment",
  figs=[whole(s)])
s, p_ = extra_saving(650000, 0.0625, 30, 250)
q("Extra $250 per month on a 650,000 mortgage, 6.25%, 30 years - interest saved?", "loan_extra_repayment", figs=[whole(s)])

# --- payoff time ---
n, i_ = simulate_payment(12000, 0.1999, 400)
q("how long would it take to pay off 12k on a credit card at 19.99% if I pay $400 a month?", "loan_payoff_time",
  has=years_has(n))
n, i_ = simulate_payment(400000, 0.06, 3500)
q("how long to pay off 400k at 6% paying 3500 a month", "loan_payoff_time", has=years_has(n))
n, i_ = simulate_payment(25000, 0.09, 600)
q("how many months to clear a $25,000 car loan at 9% if I pay $600/mth", "loan_payoff_time")  # asked in months: wording of the answer unclear
n, i_ = simulate_payment(250000, 0.058, 2500)
q("if I pay 2,500 a month on a 250k balance at 5.8% when will it be paid off", "loan_payoff_time", has=years_has(n))

# --- savings growth ---
q("if I put away 500 a month at 7% for 20 years how much will i have", "savings_growth",
  figs=[whole(fv(0, 500, 0.07, 20))])
q("what will 10k grow to at 5% over 10 years?", "savings_growth", figs=[whole(fv(10000, 0, 0.05, 10))])
q("$20k now plus $200 a week at 6% for 5 years, what do I end up with", "savings_growth",
  figs=[whole(fv(20000, 200, 0.06, 5, 52))])
q("how much will $50,000 be worth in 15 years", "savings_growth", figs=[whole(fv(50000, 0, 0.07, 15))])
q("if i save 1000 a month for 10 years at 4.5% interest?", "savings_growth", figs=[whole(fv(0, 1000, 0.045, 10))])
q("I've got 15k in savings. if I add 300 a month at 5% what'll I have in 8 years", "savings_growth",
  ch={"currentSavings": "15000"}, figs=[whole(fv(15000, 300, 0.05, 8))])
q("100 bucks a week invested for 30 years at 8%, how much?", "savings_growth", figs=[whole(fv(0, 100, 0.08, 30, 52))])

# --- savings target ---
q("how much do i need to save each month to have 100k in 5 years", "savings_target", figs=[money(needed(100000, 0.07, 5))])
q("I want a 120k house deposit in 4 years, already have 30k saved, how much a month at 4.5%?", "savings_target",
  ch={"currentSavings": "30000"}, figs=[money(needed(120000, 0.045, 4, 30000))])
q("how much per week to save 20k in 2 years at 5%", "savings_target", figs=[money(needed(20000, 0.05, 2, 0, 52))])
q("need $1m in 25 years, whats the monthly contribution at 8%?", "savings_target", figs=[money(needed(1000000, 0.08, 25))])
q("how much should I save a month for a 50k wedding fund in 3 years?", "savings_target", figs=[money(needed(50000, 0.07, 3))])
q("I want $50k by 2030 for a deposit, how much do I need to put away?", "savings_target")

# --- time to target ---
n = periods_to_target(50000, 1000, 0.07)
q("how long will it take to save 50k if I put away 1,000 a month", "savings_time_to_target", has=years_has(n))
n = periods_to_target(200000, 2000, 0.05, 40000)
q("I've got 40k saved, adding 2k a month at 5% - how long till I hit 200k?", "savings_time_to_target",
  ch={"currentSavings": "40000"}, has=years_has(n))
n = periods_to_target(1000000, 1500, 0.07, 100000)
q("starting with 100k and saving 1500/month, when do I reach a million?", "savings_time_to_target", has=years_has(n))

# --- nest egg ---
q("how much do i need to retire on 80k a year", "nest_egg", figs=[whole(80000 / 0.04)])
q("what size nest egg do I need for $5,000 a month in retirement?", "nest_egg", figs=[whole(60000 / 0.04)])
q("nest egg for 100k/yr income using a 3.5% withdrawal rate?", "nest_egg", figs=[whole(100000 / 0.035)], has=["3.5%"])
q("how big does my super need to be to draw 60k a year", "nest_egg", figs=[whole(60000 / 0.04)])

# --- today's dollars ---
q("what's 1 million in 30 years worth in today's money", "todays_dollars", figs=[whole(todays(1000000, 30))])
q("$500k in 20 years, what is that in today's dollars at 3% inflation", "todays_dollars", figs=[whole(todays(500000, 20, 0.03))])
q("how much is 2 million in 25 yrs really worth adjusted for inflation", "todays_dollars", figs=[whole(todays(2000000, 25))])

# --- bonus / raise ---
def bonus(inc, b, **kw): return take_home(inc + b, **kw) - take_home(inc, **kw)
q("if I get a 10k bonus how much do I actually keep?", "bonus_after_tax", p={"annualIncome": "95000"},
  figs=[money(bonus(95000, 10000))])
q("I'm on 130k and getting a $15,000 bonus, what's it after tax", "bonus_after_tax", ch={"annualIncome": "130000"},
  figs=[money(bonus(130000, 15000))])
q("how much of a 5000 bonus do I keep on a 70k salary", "bonus_after_tax", figs=[money(bonus(70000, 5000))])
q("my boss is giving me a $8k bonus - after tax?", "bonus_after_tax", p={"country": "us", "state": "TX", "annualIncome": "90000"},
  figs=[money(bonus(90000, 8000, country="us", state="TX"))])
q("I'm on 85k, getting a 10k raise, what's that after tax", "raise_after_tax", ch={"annualIncome": "85000"},
  figs=[money(bonus(85000, 10000))])
q("what's a $12,000 pay rise worth after tax?", "raise_after_tax", p={"annualIncome": "105000"},
  figs=[money(bonus(105000, 12000))])
q("going from 60k to 75k, how much more do i take home", "raise_after_tax", figs=[money(bonus(60000, 15000))])
q("if I got a 5% raise how much extra would I see after tax", "raise_after_tax",
  p={"country": "us", "state": "CA", "annualIncome": "100000"}, figs=[money(bonus(100000, 5000, country="us", state="CA"))])

# --- couple take-home ---
q("my partner makes 65k, what do we take home together?", "couple_take_home", p={"annualIncome": "110000"},
  figs=[money(take_home(110000) + take_home(65000))])
q("what would a couple on 80k and 60k take home combined", "couple_take_home",
  figs=[money(take_home(80000) + take_home(60000))])
q("household take home if I earn 90k and my wife earns 72k?", "couple_take_home", p={"annualIncome": "90000"},
  figs=[money(take_home(90000) + take_home(72000))])

# --- surcharge ---
def mls(i): return take_home(i) - take_home(i, no_cover=True)
q("I earn 120k and don't have private health, how much is the medicare levy surcharge", "surcharge_cost",
  ch={"annualIncome": "120000", "privateHospitalCover": "false"}, figs=[money(mls(120000))])
q("would I pay the MLS on 140k without hospital cover? how much", "surcharge_cost", figs=[money(mls(140000))])
q("is it cheaper to get private health insurance than pay the surcharge?", "surcharge_cost", p={"annualIncome": "165000"},
  figs=[money(mls(165000))])

# --- compare states ---
q("tax on 150k in Texas vs California", "compare_states",
  figs=[th(150000, country="us", state="TX"), th(150000, country="us", state="CA")])
q("should I move from NY to Florida? how much more would I take home on 110k", "compare_states",
  figs=[th(110000, country="us", state="NY"), th(110000, country="us", state="FL")])
q("compare take home in Washington, Oregon and Idaho on 95k", "compare_states",
  figs=[th(95000, country="us", state="WA"), th(95000, country="us", state="OR"), th(95000, country="us", state="ID")])
q("how would my take-home differ between Colorado and Utah?", "compare_states",
  p={"country": "us", "state": "CO", "annualIncome": "80000"},
  figs=[th(80000, country="us", state="CO"), th(80000, country="us", state="UT")])

# --- compare years ---
q("how does my tax this year compare to last year?", "compare_years", p={"annualIncome": "85000"},
  figs=[th(85000, year="2025-26"), th(85000, year="2026-27")])
q("tax on 70k in 2024-25 vs 2026-27", "compare_years", figs=[th(70000, year="2024-25"), th(70000, year="2026-27")])
q("federal tax 2025 vs 2026 on 90,000?", "compare_years", p=US,
  figs=[th(90000, country="us", year="2025"), th(90000, country="us", year="2026")])

# --- pre-tax saving ---
def ss_saved(i, x): return total_tax(i) - total_tax(i, ss=x)
def k_saved(i, x, st=None): return total_tax(i, country="us", state=st) - total_tax(i, country="us", state=st, pretax=x)
q("how much tax would I save salary sacrificing 10k into super?", "pretax_saving", p={"annualIncome": "100000"},
  figs=[money(ss_saved(100000, 10000))])
q("I earn 140k. if i sacrifice $15,000 into super what's the tax saving", "pretax_saving", ch={"annualIncome": "140000"},
  figs=[money(ss_saved(140000, 15000))])
q("if I put 15k in my 401k pre tax how much tax do i save", "pretax_saving",
  p={"country": "us", "state": "NC", "annualIncome": "110000"}, figs=[money(k_saved(110000, 15000, "NC"))])
q("salary sacrifice 5k or 10k on a 90k income, which saves more tax?", "pretax_saving",
  figs=[money(ss_saved(90000, 5000)), money(ss_saved(90000, 10000))])
q("tax saved by maxing my 401(k)? I make 150k in Virginia", "pretax_saving",
  ch={"annualIncome": "150000", "country": "us", "state": "VA"}, figs=[money(k_saved(150000, 24500, "VA"))])  # LIMIT 401k 2026 $24,500

# --- contribution what-if / retirement ---
q("what will my super be worth at 65 if I add an extra $200 a month?", "contribution_what_if",
  p={"age": "35", "annualIncome": "90000", "superBalance": "60000"})
q("if I put an extra 5% into my 401k how much more will I have at retirement", "contribution_what_if",
  p={"country": "us", "age": "30", "annualIncome": "85000", "superBalance": "40000"})
q("am I on track to retire at 60?", "retirement", p={"age": "42", "annualIncome": "120000", "superBalance": "250000"})
q("can i retire at 55 with 800k in super?", "retirement", p={"age": "48"})
q("retire at 60 or 65 - which makes more sense for me?", "retirement",
  p={"age": "50", "superBalance": "400000", "annualIncome": "110000"})
q("how long will 600k last me if I spend 4k a month in retirement", "retirement")

# --- limits ---
q("what's the 401k limit for 2026?", "limit:401k_limit", figs=["$24,500"], has=["2026"])  # LIMIT
q("how much can I put in an IRA this year", "limit:ira_limit", p=US, figs=["$7,500"])  # LIMIT
q("HSA contribution limit?", "limit:hsa_limit", p=US, figs=["$4,400"])  # LIMIT self-only 2026
q("whats the standard deduction for single filers", "limit:standard_deduction", p=US, figs=["$16,100"])  # LIMIT, engine-confirmed
q("standard deduction married filing jointly 2026", "limit:standard_deduction", figs=["$32,200"])  # LIMIT
q("how much is the child tax credit", "limit:child_tax_credit", p=US, figs=["$2,200"])  # LIMIT
q("what's the social security wage base for 2026?", "limit:social_security_wage_base", figs=["$184,500"])  # LIMIT
q("what are the FICA rates", "limit:fica", p=US, has=["6.2%", "1.45%"])  # LIMIT
q("what's the tax free threshold", "limit:tax_free_threshold", figs=["$18,200"])  # LIMIT
q("how much is the medicare levy?", "limit:medicare_levy", has=["2%"])  # LIMIT
q("what are the medicare levy surcharge thresholds", "limit:surcharge_thresholds", figs=[whole(MLS_BASE)])
q("whats the concessional contributions cap", "limit:concessional_cap")
q("how much can i put into super after tax each year? non concessional cap", "limit:non_concessional_cap")
q("what's the super guarantee rate at the moment", "limit:super_guarantee_rate", has=["12%"])  # LIMIT
q("what are the tax brackets for 2026-27", "limit:tax_brackets", figs=["$18,200"], has=["30%"])  # LIMIT
q("what tax bracket am I in on 100k", "limit:tax_brackets", has=["30%"])  # LIMIT AU 2026-27
q("what's the top marginal tax rate in california", "limit:tax_brackets")
q("federal tax brackets 2026 single?", "limit:tax_brackets", p=US, has=["22%", "37%"])  # LIMIT
q("how much is the age pension per fortnight", "limit:age_pension_rate")
q("what's the HELP repayment threshold", "limit:help_repayment_thresholds", figs=[whole(HELP_THRESHOLD)])
q("what income do you start paying back HECS at?", "limit:help_repayment_thresholds", figs=[whole(HELP_THRESHOLD)])

# --- explainers ---
for m, k in [
    ("what are franking credits", "franking_credits"),
    ("can someone explain negative gearing like im 5", "negative_gearing"),
    ("how does capital gains tax work when you sell shares in australia?", "capital_gains_tax"),
    ("roth vs traditional 401k - which is better?", "roth_vs_traditional"),
    ("what is an IRA", "ira"),
    ("how does a 401(k) work", "401k"),
    ("what's an HSA and is it worth it", "hsa"),
    ("when should I start claiming social security? 62 or 67 or 70?", "social_security_ages"),
    ("how does medicare work in the US, what are parts a b and d", "us_medicare"),
    ("what is super and how does it work", "super"),
    ("how does HECS debt work, does it go up with inflation?", "help_debt"),
    ("who qualifies for the age pension", "age_pension"),
    ("what first home buyer schemes are there", "first_home_schemes"),
    ("offset account vs redraw - what's the difference", "offset_vs_redraw"),
    ("are index funds better than managed funds? what about fees", "index_funds_and_fees"),
    ("do i need life insurance?", "life_insurance"),
    ("should I put extra money into my mortgage or into super?", "extra_repayments_vs_super"),
    ("how much should I have saved by 40", "savings_by_age"),
    ("explain franking credits on dividends pls", "franking_credits"),
    ("whats the 50% CGT discount", "capital_gains_tax"),
]:
    q(m, "explain:" + k)

# --- own figures ---
NW_P = {"currentSavings": "25000", "propertyValue": "850000", "superBalance": "140000", "investmentAccounts": "30000",
        "mortgageBalance": "510000", "debts": "12000"}
def nw(p):
    g = lambda k: float(p.get(k, 0))
    return (g("currentSavings") + g("propertyValue") + g("superBalance") + g("investmentAccounts") + g("emergencyFund")
            - g("mortgageBalance") - g("debts"))
q("whats my net worth", "net_worth", p=NW_P, figs=[whole(nw(NW_P))])
p2 = {"currentSavings": "40000", "superBalance": "180000", "propertyValue": "900000", "mortgageBalance": "520000"}
q("I have 40k in savings, 180k super, house worth 900k and owe 520k on it - what's my net worth?", "net_worth",
  ch=p2, figs=[whole(nw(p2))])
p3 = {"country": "us", "currentSavings": "18000", "superBalance": "95000", "debts": "22000", "investmentAccounts": "12000"}
q("am i in the green? what's my net worth now", "net_worth", p=p3, figs=[whole(nw(p3))])
q("how much equity do I have in my house", "equity", p={"propertyValue": "780000", "mortgageBalance": "430000"},
  figs=[whole(350000)])
q("our place is worth about 1.2m and we owe 650k, how much equity is that?", "equity",
  ch={"propertyValue": "1200000", "mortgageBalance": "650000"}, figs=[whole(1200000 - 650000)])
def msave(inc, exp, **kw): return tax(inc, **kw)["takeHomePerPeriod"]["monthly"] - exp
q("how much am I saving each month?", "savings_rate", p={"annualIncome": "95000", "monthlyExpenses": "4200"},
  figs=[money(msave(95000, 4200))])
q("what's my savings rate", "savings_rate", p={"annualIncome": "120000", "monthlyExpenses": "5000"},
  figs=[money(msave(120000, 5000))])
q("I take home 6k a month and spend about 4,500, what's my savings rate?", "savings_rate",
  p={"annualIncome": "90000"}, ch={"monthlyExpenses": "4500"}, figs=[money(1500)])
q("how much do i save a year", "savings_rate", p={"country": "us", "state": "TX", "annualIncome": "100000", "monthlyExpenses": "5200"},
  figs=[whole(12 * msave(100000, 5200, country="us", state="TX"))])
q("how much super should my employer be paying me?", "employer_contributions", p={"annualIncome": "92000"},
  figs=[whole(92000 * 0.12)])
q("I'm on 100k, how much super should my employer be putting in?", "employer_contributions",
  ch={"annualIncome": "100000"}, figs=[whole(12000)])
q("how much is my employer's 401k match worth", "employer_contributions",
  p={"country": "us", "annualIncome": "120000", "employerMatch": "0.04"}, figs=[whole(4800)])
q("my work matches 6%, I make 75k, how much free money is that?", "employer_contributions", p=US,
  ch={"annualIncome": "75000", "employerMatch": "0.06"}, figs=[whole(4500)])
q("how many months would my emergency fund last", "emergency_cover",
  p={"emergencyFund": "18000", "emergencyFundCurrent": "18000", "monthlyExpenses": "4500"}, has=["4 months"])
q("I've got 15k in my emergency fund and spend 3k a month, how long would that cover me?", "emergency_cover",
  ch={"emergencyFund": "15000", "emergencyFundCurrent": "15000", "monthlyExpenses": "3000"}, has=["5 months"])
q("what's my debt to income ratio", "debt_to_income", p={"annualIncome": "100000", "mortgageBalance": "450000", "debts": "20000"})
q("is my debt too high compared to what I earn? DTI?", "debt_to_income", p={"annualIncome": "85000", "mortgageBalance": "380000"})
q("how many years until I can retire", "years_to_retirement", p={"age": "38"}, has=["27 years"])
q("I'm 52 and want to retire at 62, how many years is that?", "years_to_retirement",
  ch={"age": "52", "retirementAge": "62"}, has=["10 years"])

# --- general advice ---
q("how should i budget my pay?", "budget")
q("any tips for sticking to a budget, i always overspend", "budget")
q("how big should an emergency fund be", "emergency_fund")
q("how many months of expenses should i keep in cash for emergencies", "emergency_fund")
q("should I pay off my credit card or invest?", "debt")
q("is it better to buy a house or keep renting", "home_buying")
q("how much should i have for a deposit before buying my first home", "home_buying")
q("is salary sacrificing worth it?", "salary_sacrifice")
q("which retirement accounts should i be using", "retirement_accounts", p=US)
q("how should I be thinking about my 401k and IRA, what order do I fund them", "retirement_accounts", p=US)
# --- topics ---
q("should I lease or buy my next car?", "topic:lease-vs-buy-car")
q("how do concessional super contributions work", "topic:concessional-super-contributions")
q("how do I set up a family trust", "topic:family-trust-setup")
q("investment property or shares - which is better?", "topic:investment-property-vs-shares")
q("is debt consolidation a good idea? i have 3 credit cards", "topic:debt-consolidation")
q("what are some good salary sacrifice strategies", "topic:salary-sacrifice-strategies")
q("most tax effective ways to invest in australia?", "topic:tax-effective-investing")

# --- facts ---
q("I'm 34", "facts", ch={"age": "34"})
q("i earn 85k", "facts", ch={"annualIncome": "85000"})
q("we owe 550k on the mortgage", "facts", ch={"mortgageBalance": "550000"})
q("I've got about 25k HECS", "facts", ch={"helpDebt": "25000"})
q("rent is $550 a week", "facts", ch={"rentOrMortgage": canon(550 * 52 / 12)})
q("married with 2 kids", "facts", ch={"maritalStatus": "married", "dependents": "2"})
q("my super balance is 210k and I'm 45", "facts", ch={"superBalance": "210000", "age": "45"})
q("I have private hospital cover", "facts", ch={"privateHospitalCover": "true"})
q("Our monthly expenses are around 6,000", "facts", ch={"monthlyExpenses": "6000"})
q("I have 8k on credit cards and a 15k car loan", "facts", ch={"debts": "23000"})

# --- misc ---
q("hi", "greeting")
q("hey penny!", "greeting")
q("thanks heaps", "thanks")
q("cheers, that's really helpful", "thanks")
q("what can you do?", "help")
q("what do you know about me", "profile_summary", p={"age": "31", "annualIncome": "78000"})
q("show me what you've got saved about me", "profile_summary", p={"annualIncome": "78000"})
q("what's the weather in sydney tomorrow", "unknown")
q("should i buy bitcoin right now", "unknown")

# --- two questions in one ---
n = periods_to_target(50000, 1000, 0.07)
q("what's the tax on 90k and how long to save 50k at 1000 a month?", "tax+savings_time_to_target",
  figs=[th(90000)], has=years_has(n))
q("whats the super guarantee rate and how much is the tax free threshold?", "limit:super_guarantee_rate+limit:tax_free_threshold",
  figs=["$18,200"], has=["12%"])
q("what's the repayment on 500k at 6% over 30 years, and what's my net worth?", "loan_repayment+net_worth",
  p=NW_P, figs=[money(repayment(500000, 0.06, 30)), whole(nw(NW_P))])
q("how much equity do i have and what's my debt to income?", "equity+debt_to_income",
  p={"annualIncome": "120000", "propertyValue": "950000", "mortgageBalance": "600000"}, figs=[whole(350000)])
q("401k limit this year? and the IRA limit?", "limit:401k_limit+limit:ira_limit", p=US, figs=["$24,500", "$7,500"])

# ======================= conversations =======================
C = []
def conv(p, *turns):
    C.append({"id": "c%02d" % (len(C) + 1), "p": p, "turns": list(turns)})

conv({}, T("repayments on a 600k loan at 6% over 30 years?", "loan_repayment", figs=[money(repayment(600000, 0.06, 30))]),
     T("what about over 25 years?", "loan_repayment", figs=[money(repayment(600000, 0.06, 25))]),
     T("and fortnightly?", "loan_repayment", figs=[money(repayment(600000, 0.06, 25, 26))]))
conv({}, T("if I earned 120k what would I take home?", "tax", figs=[th(120000)]),
     T("and in Victoria?", "tax", figs=[th(120000)]),
     T("I actually earn 95k", "facts", ch={"annualIncome": "95000"}, figs=[th(95000)]))
conv(US, T("what's a Roth IRA?", "explain:roth_vs_traditional"),
     T("how much can I put in it this year?", "limit:ira_limit", figs=["$7,500"]))
conv({}, T("how much super should my employer pay me?", "employer_contributions"),
     T("I'm on 92k", "employer_contributions", ch={"annualIncome": "92000"}, figs=[whole(92000 * 0.12)]))
conv({"propertyValue": "820000"}, T("how much equity have i got", "equity"),
     T("about 420k left on the mortgage", "equity", ch={"mortgageBalance": "420000"}, figs=[whole(400000)]))
conv({"emergencyFund": "20000", "emergencyFundCurrent": "20000"}, T("how many months would my emergency fund cover?", "emergency_cover"),
     T("expenses are about 4k a month", "emergency_cover", ch={"monthlyExpenses": "4000"}, has=["5 months"]))
conv({}, T("how many years till I retire?", "years_to_retirement"),
     T("41", "years_to_retirement", ch={"age": "41"}, has=["24 years"]))
conv({}, T("what will 20k grow to in 10 years at 6%", "savings_growth", figs=[whole(fv(20000, 0, 0.06, 10))]),
     T("and at 8%?", "savings_growth", figs=[whole(fv(20000, 0, 0.08, 10))]),
     T("what if I add $200 a month", "savings_growth", figs=[whole(fv(20000, 200, 0.08, 10))]))
conv({}, T("monthly repayment on 450k at 6.5% over 30 years", "loan_repayment", figs=[money(repayment(450000, 0.065, 30))]),
     T("I meant 5.5%, not 6.5%", "loan_repayment", figs=[money(repayment(450000, 0.055, 30))]))
conv({}, T("repayments on 700k at 6.1% for 30 yrs?", "loan_repayment", figs=[money(repayment(700000, 0.061, 30))]),
     T("same but $500k", "loan_repayment", figs=[money(repayment(500000, 0.061, 30))]))
conv(US, T("take home on 100k in California?", "tax", figs=[th(100000, country="us", state="CA")]),
     T("what about Texas?", "tax", figs=[th(100000, country="us", state="TX")]))
conv({"country": "us", "state": "NY", "annualIncome": "130000"},
     T("how much would I save moving from New York to Florida?", "compare_states",
       figs=[th(130000, country="us", state="NY"), th(130000, country="us", state="FL")]),
     T("and New Jersey?", "compare_states",
       figs=[th(130000, country="us", state="NJ")]))  # which states are shown beside NJ is unclear; only NJ checked
conv({"annualIncome": "100000"}, T("if I get a 10k bonus what do I keep", "bonus_after_tax", figs=[money(bonus(100000, 10000))]),
     T("what if its 20k", "bonus_after_tax", figs=[money(bonus(100000, 20000))]))
conv({}, T("hi there", "greeting"),
     T("how much tax on 75k?", "tax", figs=[th(75000)]),
     T("thanks!", "thanks"))
conv({}, T("I'm 29, earn 82k and have 35k saved", "facts", ch={"age": "29", "annualIncome": "82000", "currentSavings": "35000"}),
     T("how much super should my boss be paying?", "employer_contributions", figs=[whole(82000 * 0.12)]))
conv({"annualIncome": "85000"}, T("how much tax do I pay?", "tax", figs=[th(85000)]),
     T("what if I earned 100k?", "tax", figs=[th(100000)]),
     T("ok well I'm actually on 88k now", "facts", ch={"annualIncome": "88000"}, figs=[th(88000)]))
conv({}, T("what is super?", "explain:super"),
     T("what's the SG rate now?", "limit:super_guarantee_rate", has=["12%"]))
conv({}, T("how long to pay off 15k on a credit card at 20% paying 500 a month", "loan_payoff_time",
           has=years_has(simulate_payment(15000, 0.20, 500)[0])),
     T("what if I pay 700 instead", "loan_payoff_time", has=years_has(simulate_payment(15000, 0.20, 700)[0])))
conv({}, T("extra $300 a month on a 500k loan at 6% over 30 years - how much interest does that save?", "loan_extra_repayment",
           figs=[whole(extra_saving(500000, 0.06, 30, 300)[0])]),
     T("what about $1000 extra", "loan_extra_repayment", figs=[whole(extra_saving(500000, 0.06, 30, 1000)[0])]))
conv({}, T("how much a month do I need to save to get 80k in 5 years?", "savings_target", figs=[money(needed(80000, 0.07, 5))]),
     T("and over 3 years instead?", "savings_target", figs=[money(needed(80000, 0.07, 3))]))
conv({"annualIncome": "150000"}, T("how much would the medicare levy surcharge cost me", "surcharge_cost", figs=[money(mls(150000))]),
     T("I do have hospital cover actually", "facts", ch={"privateHospitalCover": "true"}))
conv({}, T("what's my net worth?", "net_worth"),
     T("I have 50k savings and 120k in super", "*", ch={"currentSavings": "50000", "superBalance": "120000"}))
conv({"annualIncome": "110000", "monthlyExpenses": "5500"},
     T("how much am i saving a month", "savings_rate", figs=[money(msave(110000, 5500))]),
     T("my expenses are actually more like 4,200", "facts", ch={"monthlyExpenses": "4200"}, figs=[money(msave(110000, 4200))]))
conv({"annualIncome": "120000"}, T("tax saving if I salary sacrifice 10k?", "pretax_saving", figs=[money(ss_saved(120000, 10000))]),
     T("what about 20k", "pretax_saving", figs=[money(ss_saved(120000, 20000))]))
conv({}, T("whats the 401k limit", "limit:401k_limit", figs=["$24,500"]),
     T("and for an HSA?", "limit:hsa_limit", figs=["$4,400"]))
conv({}, T("what's negative gearing", "explain:negative_gearing"),
     T("and how is CGT worked out when I sell?", "explain:capital_gains_tax"))
conv({}, T("how much do I need to retire on 70k a year", "nest_egg", figs=[whole(70000 / 0.04)]),
     T("what about 90k", "nest_egg", figs=[whole(90000 / 0.04)]))
conv({}, T("car loan 40k at 7.5% over 5 years - monthly?", "loan_repayment", figs=[money(repayment(40000, 0.075, 5))]),
     T("weekly instead", "loan_repayment", figs=[money(repayment(40000, 0.075, 5, 52))]),
     T("and over 7 years?", "loan_repayment", figs=[money(repayment(40000, 0.075, 7, 52))]))
conv({}, T("what's 1m in 25 years in today's dollars", "todays_dollars", figs=[whole(todays(1000000, 25))]),
     T("at 3% inflation?", "todays_dollars", figs=[whole(todays(1000000, 25, 0.03))]))
conv({"annualIncome": "90000"}, T("how does my tax compare to last financial year", "compare_years",
                                   figs=[th(90000, year="2025-26"), th(90000, year="2026-27")]),
     T("thanks mate", "thanks"))
conv({}, T("what do you know about me?", "profile_summary"),
     T("I'm 40, married, 2 kids, earn 130k", "facts", ch={"age": "40", "maritalStatus": "married", "dependents": "2", "annualIncome": "130000"}),
     T("ok what's my take home?", "tax", figs=[th(130000)]))
conv({}, T("how long to save 30k putting away 500 a month", "savings_time_to_target",
           has=years_has(periods_to_target(30000, 500, 0.07))),
     T("what if I put away 800?", "savings_time_to_target", has=years_has(periods_to_target(30000, 800, 0.07))))
conv({"country": "us", "annualIncome": "90000"}, T("how much tax would i save putting 10k in my 401k pre-tax", "pretax_saving",
                                                    figs=[money(k_saved(90000, 10000))]),
     T("and what's the max I can put in?", "limit:401k_limit", figs=["$24,500"]))
conv({}, T("what can you help with", "help"),
     T("ok how big should my emergency fund be", "emergency_fund"))
conv({}, T("tax on 65k?", "tax", figs=[th(65000)]),
     T("sorry I meant 68k", "tax", figs=[th(68000)]))
conv({"annualIncome": "105000"}, T("my wife earns 70k, what's our combined take home?", "couple_take_home",
                                    figs=[money(take_home(105000) + take_home(70000))]),
     T("what if she went up to 80k", "couple_take_home", figs=[money(take_home(105000) + take_home(80000))]))
conv({}, T("hey", "greeting"),
     T("I'm 33 and earn 95k in Brisbane", "facts", ch={"age": "33", "annualIncome": "95000", "state": "QLD"}),
     T("how much should my employer be putting into super for me?", "employer_contributions", figs=[whole(95000 * 0.12)]))
conv({}, T("what's an HSA?", "explain:hsa"),
     T("how much can I contribute?", "limit:hsa_limit", figs=["$4,400"]))
conv({"propertyValue": "700000", "mortgageBalance": "380000"}, T("whats my equity", "equity", figs=[whole(320000)]),
     T("actually we owe 350k now", "facts", ch={"mortgageBalance": "350000"}, figs=[whole(350000)]))
conv({}, T("15 or 30 years on a 500k loan at 6.2%?", "loan_repayment",
           figs=[money(repayment(500000, 0.062, 15)), money(repayment(500000, 0.062, 30))]),
     T("and at 5.8%?", "loan_repayment", figs=[money(repayment(500000, 0.058, 15)), money(repayment(500000, 0.058, 30))]))
conv({}, T("if i saved 400 a month at 6% for 15 years what would I have", "savings_growth", figs=[whole(fv(0, 400, 0.06, 15))]),
     T("and over 25 years?", "savings_growth", figs=[whole(fv(0, 400, 0.06, 25))]))
conv({"age": "45", "superBalance": "300000", "annualIncome": "140000"},
     T("can i retire at 60?", "retirement"),
     T("what about 65", "retirement"))
conv({}, T("should I consolidate my debts?", "topic:debt-consolidation"),
     T("I have about 18k across two cards and a personal loan", "facts", ch={"debts": "18000"}))
conv({"annualIncome": "80000"}, T("if I got a raise to 90k how much more would I take home", "raise_after_tax",
                                   figs=[money(bonus(80000, 10000))]),
     T("and to 100k?", "raise_after_tax", figs=[money(bonus(80000, 20000))]))
conv({}, T("what's the HELP repayment threshold", "limit:help_repayment_thresholds", figs=[whole(HELP_THRESHOLD)]),
     T("how does HECS indexation work?", "explain:help_debt"))
conv({"country": "us", "annualIncome": "110000", "employerMatch": "0.05"},
     T("how much does my employer put in my 401k", "employer_contributions", figs=[whole(5500)]),
     T("I just got bumped to 120k", "facts", ch={"annualIncome": "120000"}, figs=[whole(6000)]))
conv({}, T("repayments on 380k at 6.4% over 25 years and how much interest overall?", "loan_repayment",
           figs=[money(repayment(380000, 0.064, 25)), whole(total_interest_formula(380000, 0.064, 25))]),
     T("what if I pay an extra 400 a month", "loan_extra_repayment", figs=[whole(extra_saving(380000, 0.064, 25, 400)[0])]))
conv({}, T("how much would someone on 150k take home in Texas vs California?", "compare_states",
           figs=[th(150000, country="us", state="TX"), th(150000, country="us", state="CA")]),
     T("I'm actually on 135k and I live in Texas", "facts", ch={"annualIncome": "135000", "country": "us", "state": "TX"}))
conv({}, T("should I lease or buy a car", "topic:lease-vs-buy-car"),
     T("what would repayments be on a 45k car loan at 8% over 5 years?", "loan_repayment",
       figs=[money(repayment(45000, 0.08, 5))]))
conv({"emergencyFund": "9000", "emergencyFundCurrent": "9000", "monthlyExpenses": "3000"},
     T("how long would my emergency fund last me", "emergency_cover", has=["3 months"]),
     T("I've topped it up to 15k", "facts", ch={"emergencyFund": "15000", "emergencyFundCurrent": "15000"}, has=["5 months"]))
conv({}, T("how much tax on 120k, and what's the medicare levy?", "tax+limit:medicare_levy", figs=[th(120000)], has=["2%"]),
     T("cheers", "thanks"))
conv({"age": "36"}, T("how many years till retirement for me", "years_to_retirement", has=["29 years"]),
     T("I want to retire at 60 actually", "facts", ch={"retirementAge": "60"}, has=["24 years"]))
conv({}, T("how much do i need saved by 35?", "explain:savings_by_age"),
     T("I'm 35 with 60k in super and 20k in savings", "facts", ch={"age": "35", "superBalance": "60000", "currentSavings": "20000"}))

with open(os.path.join(HERE, "questions.jsonl"), "w") as f:
    for x in Q: f.write(json.dumps(x, ensure_ascii=False) + "\n")
with open(os.path.join(HERE, "conversations.jsonl"), "w") as f:
    for x in C: f.write(json.dumps(x, ensure_ascii=False) + "\n")
print(len(Q), "questions;", len(C), "conversations")
