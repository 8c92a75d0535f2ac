import json
from lib import *

Qs = []
def Q(m, intent, ch=None, figs=None, has=None, p=None):
    Qs.append({"m": m, "p": p or {}, "intent": intent, "ch": ch or {}, "figs": figs or [], "has": has or []})

US = {"country": "us"}
def us(state=None, **kw):
    d = {"country": "us"}
    if state: d["state"] = state
    d.update(kw); return d
def th(*a, **k): return money(T(*a, **k)["takeHome"])

# ---------------- tax (AU) ----------------
Q("how much tax do i pay on 85k", "tax", figs=[th(85000)])
Q("Whats my take home on $120,000 a year?", "tax", figs=[th(120000)])
Q("take home pay 65k nsw", "tax", figs=[th(65000)])
Q("if i got a job paying 150k what would i actually take home", "tax", figs=[th(150000)])
Q("I'm on 72k, what's my tax", "tax", ch={"annualIncome": "72000"}, figs=[th(72000)])
Q("I earn $34 an hour full time, how much do I take home a year?", "tax", ch={"annualIncome": str(34*38*52)}, figs=[th(34*38*52)])
Q("tax on 2000 a week?", "tax", figs=[th(2000*52)])
Q("how much tax would I pay on 95000 in 2024-25", "tax", figs=[th(95000, year="2024-25")], has=["2024-25"])
Q("what's my take home pay", "tax", p={"annualIncome": "110000"}, figs=[th(110000)])
Q("hey so im on 58 grand and have about 30k hecs left, how much do i actually get after tax and hecs", "tax",
  ch={"annualIncome": "58000", "helpDebt": "30000"}, figs=[money(T(58000, help_debt=30000)["takeHome"])])
# ---------------- tax (US) ----------------
Q("how much federal tax on 85k", "tax", p=us("TX"), figs=[th(85000, "us", "TX")])
Q("whats my take home on 100k in california", "tax", p=us(), figs=[th(100000, "us", "CA")])
Q("I make $60,000 a year in Florida. What's my paycheck after taxes?", "tax", p=us("FL"), ch={"annualIncome": "60000"}, figs=[th(60000, "us", "FL")])
Q("i make 25 an hour, how much do i take home yearly", "tax", p=us("TX"), ch={"annualIncome": str(25*40*52)}, figs=[th(25*40*52, "us", "TX")])
Q("take home pay on 150000 new york", "tax", p=us(), figs=[th(150000, "us", "NY")])
Q("what will I take home this year", "tax", p=us("WA", annualIncome="130000"), figs=[th(130000, "us", "WA")])
Q("how much is taken out of a 75k salary for taxes in illinois", "tax", p=us(), figs=[th(75000, "us", "IL")])
Q("federal income tax on 250,000 single filer?", "tax", p=us("TX"), figs=[money(T(250000, "us", "TX")["federalTax"])])
Q("how much tax would i have paid on 90k in 2025", "tax", p=us("TX"), figs=[th(90000, "us", "TX", year="2025")], has=["2025"])

# ---------------- facts ----------------
Q("I'm 34 and earn 85k", "facts", ch={"age": "34", "annualIncome": "85000"})
Q("we owe 550k on the mortgage", "facts", ch={"mortgageBalance": "550000"})
Q("got about 25k HECS still", "facts", ch={"helpDebt": "25000"})
Q("rent is $550 a week", "facts", ch={"rentOrMortgage": "2383.33"})
Q("married, 2 kids", "facts", ch={"maritalStatus": "married", "dependents": "2"})
Q("I have 12k in my emergency fund", "facts", ch={"emergencyFund": "12000", "emergencyFundCurrent": "12000"})
Q("my 401k balance is about 140k", "facts", p=us("NC"), ch={"superBalance": "140000"})
Q("i have like 8k on credit cards", "facts", ch={"debts": "8000"})
Q("Our house is worth about $900,000 and we live in Queensland", "facts", ch={"propertyValue": "900000", "state": "QLD"})
Q("we spend about 4500 a month all up", "facts", ch={"monthlyExpenses": "4500"})
Q("just so you know I've got private hospital cover", "facts", ch={"privateHospitalCover": "true"})
Q("I want to retire at 60. I'm 41 now", "facts", ch={"retirementAge": "60", "age": "41"})
Q("my employer matches 5% of my salary", "facts", p=us("GA"), ch={"employerMatch": "0.05"})
Q("I have 68k in super and about 20k in shares", "facts", ch={"superBalance": "68000", "investmentAccounts": "20000"})

# ---------------- loan_repayment ----------------
Q("repayments on 500k over 30 years at 6%", "loan_repayment", figs=[money(repay(500000, .06, 30))], has=["6%"])
Q("what would the monthly payment be on a $650,000 loan at 5.89% for 30 yrs", "loan_repayment", figs=[money(repay(650000, .0589, 30))])
Q("fortnightly repayments on 400k at 6.2% 25 years?", "loan_repayment", figs=[money(repay(400000, .062, 25, 26))])
Q("car loan 35000 at 8.5% over 5 years, how much a month", "loan_repayment", figs=[money(repay(35000, .085, 5))])
Q("monthly mortgage payment for 320k at 6.75% 30 year fixed", "loan_repayment", p=us("TX"), figs=[money(repay(320000, .0675, 30))])
Q("if I borrow 750k at 5.99% how much are repayments? 30 years", "loan_repayment", figs=[money(repay(750000, .0599, 30))])
Q("interest only repayments on 600k at 6.3%", "loan_repayment", figs=[money(600000 * .063 / 12)])
Q("how much interest would i pay in total on a 450k loan at 6% over 30 years", "loan_repayment", figs=[M(total_interest(450000, .06, 30))])

# ---------------- extra / payoff ----------------
def extra_saved(P, rate, years, ex, per=12):
    base = repay(P, rate, years, per)
    n, ti = simulate(P, rate, base + ex, per)
    return base, round(total_interest(P, rate, years, per) - ti, 2), n
b, s, n = extra_saved(500000, .06, 30, 500)
Q("if i pay an extra $500 a month on my 500k mortgage at 6% (30 yrs) how much interest do i save", "loan_extra_repayment", figs=[M(s)])
b, s, n = extra_saved(300000, .065, 30, 100, 26)
Q("how much faster would I pay off 300k at 6.5% over 30 years paying 100 extra a fortnight", "loan_extra_repayment", figs=[M(s)])
b, s, n = extra_saved(250000, .07, 30, 300)
Q("Paying $300 more per month on a $250k mortgage at 7% 30yr, what does that save me?", "loan_extra_repayment", p=us("CO"), figs=[M(s)])
n, ti = simulate(12000, .2199, 400)
Q("how long to pay off 12k credit card at 21.99% paying 400 a month", "loan_payoff_time", figs=[M(ti)])
n, ti = simulate(350000, .06, 3000)
Q("if i pay 3000 a month on 350k at 6% when will it be paid off", "loan_payoff_time", figs=[M(ti)])
n, ti = simulate(8000, .18, 250)
Q("how many months to clear 8k of debt at 18% if i put 250 a month on it", "loan_payoff_time", figs=[M(ti)])

# ---------------- savings ----------------
Q("if i put 500 a month away at 7% for 20 years how much will i have", "savings_growth", figs=[M(fv(0, 500, .07, 20))])
Q("10k invested at 8% for 30 years?", "savings_growth", figs=[M(fv(10000, 0, .08, 30))])
Q("What will $25,000 grow to in 15 years if I add $300 a month, 6% return?", "savings_growth", figs=[M(fv(25000, 300, .06, 15))])
Q("saving 200 a week at 5% for 10 years what do i end up with", "savings_growth", figs=[M(fv(0, 200, .05, 10, 52))])
Q("how much will 1000 a month be worth in 25 yrs", "savings_growth", figs=[M(fv(0, 1000, .07, 25))])
Q("how much do i need to save a month to have 100k in 10 years", "savings_target", figs=[money(need(100000, 0, .07, 10), True)])
Q("I want a $120,000 house deposit in 5 years. I've got $30k saved. How much per month at 4.5%?", "savings_target", ch={"currentSavings": "30000"}, figs=[money(need(120000, 30000, .045, 5), True)])
Q("need 1 million by 60, im 30, how much per month", "savings_target", ch={"age": "30"}, figs=[money(need(1000000, 0, .07, 30), True)])
Q("how much a fortnight to save 20k in 2 years at 5%", "savings_target", figs=[money(need(20000, 0, .05, 2, 26), True)])
Q("what do i have to put away each month to reach $500,000 in 20 years at 6 percent", "savings_target", p=us("AZ"), figs=[money(need(500000, 0, .06, 20), True)])
Q("how long will it take to save 80k if i save 1500 a month at 5%", "savings_time_to_target")
Q("how long til I hit a million saving 2k/month at 7%", "savings_time_to_target")
Q("I've got 15k, putting away 400 a month. when will i reach 50k? assume 4%", "savings_time_to_target", ch={"currentSavings": "15000"})

# ---------------- nest egg / todays dollars ----------------
Q("how much do i need to retire on 60k a year", "nest_egg", figs=[M(60000 / .04)])
Q("what nest egg do i need for $80,000 a year in retirement", "nest_egg", p=us("FL"), figs=[M(80000 / .04)])
Q("how big does my super need to be to live on 5k a month in retirement", "nest_egg", figs=[M(60000 / .04)])
Q("what's 1 million in 30 years worth in today's dollars", "todays_dollars", figs=[M(1000000 / 1.025 ** 30)])
Q("$500k in 20 years in todays money at 3% inflation?", "todays_dollars", figs=[M(500000 / 1.03 ** 20)])

# ---------------- bonus / raise / couple / surcharge ----------------
def tk(i, **k): return T(i, **k)["takeHome"]
Q("I earn 90k and i'm getting a 10k bonus, how much will i actually see", "bonus_after_tax", ch={"annualIncome": "90000"}, figs=[money(tk(100000) - tk(90000))])
Q("how much of a $5,000 bonus do I keep", "bonus_after_tax", p={"annualIncome": "130000"}, figs=[money(tk(135000) - tk(130000))])
Q("got offered a raise from 80k to 95k, what's that after tax", "raise_after_tax", ch={"annualIncome": "80000"}, figs=[money(tk(95000) - tk(80000))])
Q("what's a 5k pay rise worth after tax", "raise_after_tax", p={"annualIncome": "70000"}, figs=[money(tk(75000) - tk(70000))])
Q("if I get a $10,000 raise how much more do I take home", "raise_after_tax", p=us("NY", annualIncome="85000"), figs=[money(tk(95000, country="us", state="NY") - tk(85000, country="us", state="NY"))])
Q("combined take home if i earn 95k and my partner earns 70k?", "couple_take_home", ch={"annualIncome": "95000"}, figs=[money(tk(95000) + tk(70000))])
Q("me 120k, wife 60k, what do we take home together", "couple_take_home", p={"maritalStatus": "married"}, ch={"annualIncome": "120000"}, figs=[money(tk(120000) + tk(60000))])
def mls(i, **k):
    d = T(i, no_private_hospital_cover=True, **k)
    return [x["amount"] for x in d["breakdown"] if x["label"] == "Medicare levy surcharge"][0]
Q("i earn 130k with no private health, how much medicare levy surcharge would i pay", "surcharge_cost", ch={"annualIncome": "130000", "privateHospitalCover": "false"}, figs=[money(mls(130000))])
Q("is it cheaper to get hospital cover or pay the surcharge on 110k", "surcharge_cost", figs=[money(mls(110000))])

# ---------------- compare states / years ----------------
Q("taxes on 120k california vs texas", "compare_states", p=us(), figs=[th(120000, "us", "CA"), th(120000, "us", "TX")])
Q("compare take home in NY, NJ and florida on 150k", "compare_states", p=us(), figs=[th(150000, "us", "NY"), th(150000, "us", "NJ"), th(150000, "us", "FL")])
Q("how much more would i take home on 90k in 2026-27 vs 2024-25", "compare_years", figs=[th(90000, year="2024-25"), th(90000, year="2026-27")])
Q("2025 vs 2026 federal tax on 100k, did it change", "compare_years", p=us("TX"), figs=[money(T(100000, "us", "TX", year="2025")["federalTax"]), money(T(100000, "us", "TX", year="2026")["federalTax"])])

# ---------------- pretax saving / contribution what-if ----------------
def au_tax(i, **k):
    d = T(i, **k); return d["federalTax"] + d["ficaTax"]
def us_tax(i, st, **k):
    d = T(i, "us", st, **k); return d["federalTax"] + d["stateTax"]
Q("how much tax would i save salary sacrificing 10k into super on 100k", "pretax_saving", figs=[money(au_tax(100000) - au_tax(100000, salary_sacrifice=10000))])
Q("if i salary sacrifice $5000 a year how much tax do i save", "pretax_saving", p={"annualIncome": "85000"}, figs=[money(au_tax(85000) - au_tax(85000, salary_sacrifice=5000))])
Q("tax savings from putting 10k pre-tax in my 401k, i make 90k", "pretax_saving", p=us("CA"), ch={"annualIncome": "90000"}, figs=[money(us_tax(90000, "CA") - us_tax(90000, "CA", pre_tax_retirement=10000))])
Q("how much does maxing out 401k reduce my taxes", "pretax_saving", p=us("TX", annualIncome="150000"), figs=[money(us_tax(150000, "TX") - us_tax(150000, "TX", pre_tax_retirement=24500))])
Q("what will my super be worth if i add an extra 200 a month", "contribution_what_if", p={"age": "35", "annualIncome": "90000", "superBalance": "80000"})
Q("if I put an extra $5k a year into my 401k what'll it be worth when i retire", "contribution_what_if", p=us("TX", age="40", annualIncome="100000", superBalance="150000"))

# ---------------- limits ----------------
Q("whats the 401k limit for 2026", "limit:401k_limit", p=us(), figs=["$24,500"])
Q("ira contribution limit this year?", "limit:ira_limit", p=us(), figs=["$7,500"])
Q("HSA max for family coverage 2026", "limit:hsa_limit", p=us(), figs=["$8,750"])
Q("standard deduction married filing jointly", "limit:standard_deduction", p=us(), figs=["$32,200"])
Q("how much is the child tax credit now", "limit:child_tax_credit", p=us(), figs=["$2,200"])
Q("social security wage base 2026", "limit:social_security_wage_base", p=us(), figs=["$184,500"])
Q("what's the FICA rate", "limit:fica", p=us(), has=["6.2%", "1.45%"])
Q("tax free threshold australia", "limit:tax_free_threshold", figs=["$18,200"])
Q("what is the medicare levy", "limit:medicare_levy", has=["2%"])
Q("what are the mls thresholds", "limit:surcharge_thresholds")
Q("what was the concessional cap in 2025-26", "limit:concessional_cap", figs=["$30,000"])
Q("non concessional contributions cap?", "limit:non_concessional_cap")
Q("what's the super guarantee rate", "limit:super_guarantee_rate", has=["12%"])
Q("aus tax brackets 2026-27", "limit:tax_brackets", figs=["$18,200", "$45,000", "$135,000", "$190,000"])
Q("at what income does the 22% bracket start", "limit:tax_brackets", p=us(), figs=["$50,400"])
Q("what's my marginal tax rate on 100k", "limit:tax_brackets", has=["30%"])
Q("how much is the age pension for a couple", "limit:age_pension_rate")
Q("at what income do you start repaying HECS?", "limit:help_repayment_thresholds")

# ---------------- explainers ----------------
for m, i, p in [
    ("what are franking credits", "franking_credits", {}),
    ("can someone explain negative gearing like im 5", "negative_gearing", {}),
    ("how does capital gains tax work on shares", "capital_gains_tax", {}),
    ("roth or traditional ira, which is better?", "roth_vs_traditional", us()),
    ("what is an IRA", "ira", us()),
    ("how does a 401k work", "401k", us()),
    ("whats an hsa and is it worth it", "hsa", us()),
    ("when should i claim social security? 62 or 67 or 70", "social_security_ages", us()),
    ("explain medicare parts a b c d", "us_medicare", us()),
    ("how does super work", "super", {}),
    ("does my hecs debt grow? how does it work", "help_debt", {}),
    ("who's eligible for the age pension", "age_pension", {}),
    ("what help is there for first home buyers", "first_home_schemes", {}),
    ("offset account vs redraw whats the difference", "offset_vs_redraw", {}),
    ("are index funds a good idea, what fees should i look for", "index_funds_and_fees", {}),
    ("do i need life insurance", "life_insurance", {}),
    ("is it better to put extra money on the mortgage or into super", "extra_repayments_vs_super", {}),
    ("how much should i have saved by 40", "savings_by_age", {}),
]:
    Q(m, "explain:" + i, p=p)

# ---------------- own figures ----------------
pf = {"currentSavings": "20000", "propertyValue": "850000", "superBalance": "120000", "investmentAccounts": "15000",
      "emergencyFund": "10000", "emergencyFundCurrent": "10000", "mortgageBalance": "480000", "debts": "12000"}
Q("what's my net worth", "net_worth", p=pf, figs=[M(20000 + 850000 + 120000 + 15000 + 10000 - 480000 - 12000)])
Q("I've got 30k in savings, 95k in super and a 7k car loan, what am I worth?", "net_worth",
  ch={"currentSavings": "30000", "superBalance": "95000", "debts": "7000"}, figs=[M(30000 + 95000 - 7000)])
Q("net worth?", "net_worth", p=us("TX", currentSavings="45000", superBalance="210000", propertyValue="400000", mortgageBalance="260000"), figs=[M(45000 + 210000 + 400000 - 260000)])
Q("how much equity do i have", "equity", p={"propertyValue": "780000", "mortgageBalance": "410000"}, figs=[M(370000)])
Q("house is worth 1.2m and we owe 640k, whats our equity", "equity", ch={"propertyValue": "1200000", "mortgageBalance": "640000"}, figs=[M(560000)])
Q("I take home $5,200 a month and spend $3,900. what's my savings rate?", "savings_rate", p={"annualIncome": "85000"}, ch={"monthlyExpenses": "3900"}, figs=[M(1300)], has=["25%"])
mt = T(100000)["takeHomePerPeriod"]["monthly"]
Q("how much am i saving each month", "savings_rate", p={"annualIncome": "100000", "monthlyExpenses": "4000"}, figs=[M(mt - 4000)])
mt2 = T(75000, "us", "FL")["takeHomePerPeriod"]["monthly"]
Q("how much super should my employer be paying", "employer_contributions", p={"annualIncome": "95000"}, figs=[M(95000 * .12)])
Q("I'm on 100k, how much super should my employer be putting in?", "employer_contributions", ch={"annualIncome": "100000"}, figs=["$12,000"])
Q("how much is my employer 401k match worth", "employer_contributions", p=us("IL", annualIncome="90000", employerMatch="0.04"), figs=[M(3600)])
Q("how many months would my emergency fund last", "emergency_cover", p={"emergencyFund": "15000", "emergencyFundCurrent": "15000", "monthlyExpenses": "3000"}, has=["5 months"])
Q("i have 9k saved for emergencies and spend 3600 a month, how long does that cover me", "emergency_cover", ch={"emergencyFund": "9000", "emergencyFundCurrent": "9000", "monthlyExpenses": "3600"}, has=["2.5"])
Q("what's my debt to income ratio", "debt_to_income", p={"annualIncome": "120000", "mortgageBalance": "500000", "debts": "10000"})
Q("debt to income?", "debt_to_income", p=us("OR", annualIncome="80000", mortgageBalance="200000", debts="20000"))
Q("how many years until i can retire", "years_to_retirement", p={"age": "38"}, has=["27 years"])
Q("i'm 52, how long til retirement if I go at 62", "years_to_retirement", ch={"age": "52", "retirementAge": "62"}, has=["10 years"])

# ---------------- retirement ----------------
Q("am i on track for retirement", "retirement", p={"age": "45", "annualIncome": "110000", "superBalance": "220000"})
Q("I've got 600k in super, can i retire at 55?", "retirement", ch={"superBalance": "600000"})
Q("how long will 800k last in retirement if I spend 4k a month", "retirement", p=us("FL"))

# ---------------- general advice ----------------
Q("how big should my emergency fund be", "emergency_fund")
Q("how much should i keep in an emergency fund?? 3 months or 6", "emergency_fund", p=us())
Q("how do i make a budget that actually works", "budget")
Q("should i pay off my credit card or car loan first", "debt")
Q("how much deposit do i need to buy a house", "home_buying")
Q("is salary sacrificing worth it", "salary_sacrifice")
Q("should i use a 401k or ira", "retirement_accounts", p=us())
Q("which retirement accounts should I be using?", "retirement_accounts", p=us())

# ---------------- topics ----------------
Q("should i lease or buy a car", "topic:lease-vs-buy-car")
Q("how do i set up a family trust", "topic:family-trust-setup")
Q("investment property or shares, which is better?", "topic:investment-property-vs-shares")
Q("is consolidating my debts into one loan a good idea", "topic:debt-consolidation")
Q("tax effective ways to invest?", "topic:tax-effective-investing")

# ---------------- misc ----------------
Q("what do you know about me", "profile_summary", p={"age": "30", "annualIncome": "70000"})
Q("hi", "greeting")
Q("thanks heaps!", "thanks")
Q("what can you do?", "help")
Q("what's the weather in sydney tomorrow", "unknown")
Q("can you recommend a good crypto coin to buy", "unknown")

# ---------------- compound ----------------
Q("what's the tax on 80k and how long to save 50k at 1000 a month?", "tax+savings_time_to_target", figs=[th(80000)])
Q("repayments on 600k at 6% over 30 years? also what's the concessional cap", "loan_repayment+limit:concessional_cap", figs=[money(repay(600000, .06, 30))])
Q("what is an ira and whats the limit this year", "explain:ira+limit:ira_limit", p=us(), figs=["$7,500"])
Q("15 or 30 year mortgage on 400k at 6.5%?", "loan_repayment", p=us("TX"), figs=[money(repay(400000, .065, 15)), money(repay(400000, .065, 30))])
Q("salary sacrifice 5k or 10k on 120k income, which saves more tax", "pretax_saving",
  figs=[money(au_tax(120000) - au_tax(120000, salary_sacrifice=5000)), money(au_tax(120000) - au_tax(120000, salary_sacrifice=10000))])

with open("questions.jsonl", "w") as f:
    for q in Qs: f.write(json.dumps(q, ensure_ascii=False) + "\n")
print("questions", len(Qs))

exec(open("gen_conv.py").read())
