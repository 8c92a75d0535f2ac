Cs = []
def t(m, intent, ch=None, figs=None, has=None):
    return {"m": m, "intent": intent, "ch": ch or {}, "figs": figs or [], "has": has or []}
def C(p, *turns):
    Cs.append({"id": "c%02d" % (len(Cs) + 1), "p": p, "turns": list(turns)})
def r(*a, **k): return money(repay(*a, **k))

# 1 loan: change term
C({}, t("repayments on 500k at 6% over 30 years", "loan_repayment", figs=[r(500000, .06, 30)]),
      t("what about over 25 years?", "loan_repayment", figs=[r(500000, .06, 25)]))
# 2 loan: rate change then fortnightly
C({}, t("how much would repayments be on a 620k loan, 6.14%, 30 yrs", "loan_repayment", figs=[r(620000, .0614, 30)]),
      t("and at 5.5%?", "loan_repayment", figs=[r(620000, .055, 30)]),
      t("fortnightly instead", "loan_repayment", figs=[r(620000, .055, 30, 26)]))
# 3 correction
C(us("TX"), t("monthly payment on 350k at 6.5% 30 year", "loan_repayment", figs=[r(350000, .065, 30)]),
      t("sorry I meant 5.5%, not 6.5%", "loan_repayment", figs=[r(350000, .055, 30)]))
# 4 same but amount
C({}, t("weekly repayments on 450k 6% 30 years", "loan_repayment", figs=[r(450000, .06, 30, 52)]),
      t("same but $500k", "loan_repayment", figs=[r(500000, .06, 30, 52)]))
# 5 comparison then follow-up
C(us("NC"), t("should I do a 15 or 30 year mortgage on 300k at 6.25%", "loan_repayment", figs=[r(300000, .0625, 15), r(300000, .0625, 30)]),
      t("what if the rate was 5.75% instead", "loan_repayment", figs=[r(300000, .0575, 15), r(300000, .0575, 30)], has=["5.75%"]))
# 6 extra repayment follow-up
def es(P, rate, years, ex, per=12):
    base = repay(P, rate, years, per); n, ti = simulate(P, rate, base + ex, per)
    return M(total_interest(P, rate, years, per) - ti)
C({}, t("if I pay an extra 300 a month on a 480k loan at 6.2% over 30 years what do I save", "loan_extra_repayment", figs=[es(480000, .062, 30, 300)]),
      t("what about 600 extra", "loan_extra_repayment", figs=[es(480000, .062, 30, 600)]))
# 7 repayment then add extra
C({}, t("repayments on 400k at 6% 25 years", "loan_repayment", figs=[r(400000, .06, 25)]),
      t("what if i add $200 a month", "loan_extra_repayment", figs=[es(400000, .06, 25, 200)]))
# 8 payoff time then change payment
n1, ti1 = simulate(15000, .199, 500); n2, ti2 = simulate(15000, .199, 800)
C({}, t("how long to pay off a 15k credit card at 19.9% if i pay 500 a month", "loan_payoff_time", figs=[M(ti1)]),
      t("and if I paid 800?", "loan_payoff_time", figs=[M(ti2)]))
# 9 savings growth: rate and time changes
C({}, t("if i invest 400 a month at 7% for 25 years how much would i have", "savings_growth", figs=[M(fv(0, 400, .07, 25))]),
      t("and at 8%?", "savings_growth", figs=[M(fv(0, 400, .08, 25))]),
      t("what about over 30 years at 8", "savings_growth", figs=[M(fv(0, 400, .08, 30))]))
# 10 savings target follow-up, then real fact
C({}, t("how much per month do i need to save to get 80k for a deposit in 4 years at 5%", "savings_target", figs=[money(need(80000, 0, .05, 4), True)]),
      t("what if I already had 20k saved", "savings_target", figs=[money(need(80000, 20000, .05, 4), True)]),
      t("i actually do have 22k saved in a HISA", "facts", ch={"currentSavings": "22000"}))
# 11 target: fortnightly instead
C({}, t("how much do I need to put away monthly to hit 30k in 3 years", "savings_target", figs=[money(need(30000, 0, .07, 3), True)]),
      t("fortnightly instead", "savings_target", figs=[money(need(30000, 0, .07, 3, 26), True)]))
# 12 time to target follow up
C(us("WA"), t("how long to save 60k if i put away 1200 a month at 4.5%?", "savings_time_to_target"),
      t("what if I add $300 a month", "savings_time_to_target"))
# 13 nest egg follow ups
C({}, t("how much do i need to retire on 70k a year", "nest_egg", figs=[M(70000 / .04)]),
      t("what about 90k", "nest_egg", figs=[M(90000 / .04)]),
      t("and with a 3.5% withdrawal rate?", "nest_egg", figs=[M(90000 / .035)]))
# 14 hypothetical tax then state, nothing saved, then real fact
C(us(), t("if I earned 120k what would I take home in california?", "tax", figs=[th(120000, "us", "CA")]),
      t("and in texas?", "tax", figs=[th(120000, "us", "TX")]),
      t("I actually earn 95k and live in Texas", "facts", ch={"annualIncome": "95000", "state": "TX"}))
# 15 AU hypothetical then state-free follow-up, then real
C({}, t("if i earned 120k what would i take home?", "tax", figs=[th(120000)]),
      t("what about 140k", "tax", figs=[th(140000)]),
      t("ok well I actually earn 95k, what's mine?", "tax", ch={"annualIncome": "95000"}, figs=[th(95000)]))
# 16 tax then year change
C({}, t("tax on 100k", "tax", figs=[th(100000)]),
      t("what was it in 2024-25", "tax", figs=[th(100000, year="2024-25")], has=["2024-25"]))
# 17 tax couple follow-up
C({}, t("take home on 90k?", "tax", figs=[th(90000)]),
      t("what would a couple both on 90k take home together", "couple_take_home", figs=[money(2 * T(90000)["takeHome"])]))
# 18 topic carryover roth
C(us(), t("what's a roth ira", "explain:ira"),
      t("how much can I put in it this year?", "limit:ira_limit", figs=["$7,500"]))
# 19 topic carry 401k
C(us(), t("how does a 401k work?", "explain:401k"),
      t("what's the max i can contribute", "limit:401k_limit", figs=["$24,500"]),
      t("thanks!", "thanks"))
# 20 HSA topic
C(us("CO"), t("what is an HSA", "explain:hsa"),
      t("whats the limit for a family", "limit:hsa_limit", figs=["$8,750"]))
# 21 missing figure: monthly savings needs expenses
C({"annualIncome": "80000"},
      t("how much can i save each month", "savings_rate"),
      t("we spend about 3,500 a month", "savings_rate", ch={"monthlyExpenses": "3500"}, figs=[M(T(80000)["takeHomePerPeriod"]["monthly"] - 3500)]))
# 22 missing figure: super guarantee
C({}, t("how much super should my boss be paying me", "employer_contributions"),
      t("i'm on 78k", "employer_contributions", ch={"annualIncome": "78000"}, figs=[M(78000 * .12)]))
# 23 missing figure: emergency cover
C({"emergencyFund": "18000", "emergencyFundCurrent": "18000"},
      t("how many months will my emergency fund cover", "emergency_cover"),
      t("we spend about 4500 a month", "emergency_cover", ch={"monthlyExpenses": "4500"}, has=["4 months"]))
# 24 missing: years to retirement
C({"retirementAge": "67"}, t("how many years til i retire", "years_to_retirement"),
      t("I'm 44", "years_to_retirement", ch={"age": "44"}, has=["23 years"]))
# 25 missing: equity
C({"mortgageBalance": "390000"}, t("how much equity have I got in the house", "equity"),
      t("it'd sell for about 720k", "equity", ch={"propertyValue": "720000"}, figs=[M(330000)]))
# 26 US match missing
C(us("MI", employerMatch="0.06"), t("how much does my employer put into my 401k", "employer_contributions"),
      t("I make 72,000", "employer_contributions", ch={"annualIncome": "72000"}, figs=[M(72000 * .06)]))
# 27 facts then own figure
C({}, t("I'm 29, earn 82k and I've got 14k in savings", "facts", ch={"age": "29", "annualIncome": "82000", "currentSavings": "14000"}),
      t("how much super should i be getting", "employer_contributions", figs=[M(82000 * .12)]),
      t("and whats my take home", "tax", figs=[th(82000)]))
# 28 facts then debt-to-income
C({}, t("we owe 520k on the mortgage and have 15k in personal loans. I earn 130k", "facts", ch={"mortgageBalance": "520000", "debts": "15000", "annualIncome": "130000"}),
      t("so what's my debt to income", "debt_to_income"))
# 29 subject switch greeting -> tax -> budget
C({}, t("hey there", "greeting"),
      t("what's the tax free threshold", "limit:tax_free_threshold", figs=["$18,200"]),
      t("different question - how should I set up a budget", "budget"))
# 30 two questions in one, then follow-up
C({}, t("what's the super guarantee rate and what's the concessional cap for 2025-26?", "limit:super_guarantee_rate+limit:concessional_cap", figs=["$30,000"], has=["12%"]),
      t("how much tax would i save salary sacrificing 8k on 95k", "pretax_saving", figs=[money(au_tax(95000) - au_tax(95000, salary_sacrifice=8000))]))
# 31 salary sacrifice comparison follow-up
C({"annualIncome": "140000"}, t("how much tax do i save if i salary sacrifice 10k", "pretax_saving", figs=[money(au_tax(140000) - au_tax(140000, salary_sacrifice=10000))]),
      t("what about 15k", "pretax_saving", figs=[money(au_tax(140000) - au_tax(140000, salary_sacrifice=15000))]))
# 32 US pretax follow-up
C(us("CA", annualIncome="120000"), t("how much tax would I save deferring 15k into my 401k", "pretax_saving", figs=[money(us_tax(120000, "CA") - us_tax(120000, "CA", pre_tax_retirement=15000))]),
      t("and if i maxed it out?", "pretax_saving", figs=[money(us_tax(120000, "CA") - us_tax(120000, "CA", pre_tax_retirement=24500))]))
# 33 compare states then add a state
C(us(), t("tax on 200k in washington vs oregon", "compare_states", figs=[th(200000, "us", "WA"), th(200000, "us", "OR")]),
      t("same but 150k", "compare_states", figs=[th(150000, "us", "WA"), th(150000, "us", "OR")]))
# 34 bonus follow-up
C({"annualIncome": "100000"}, t("i'm getting an 8k bonus what do i keep", "bonus_after_tax", figs=[money(tk(108000) - tk(100000))]),
      t("what if it was 20k", "bonus_after_tax", figs=[money(tk(120000) - tk(100000))]))
# 35 raise then fact
C(us("NY"), t("if I got a raise from 70k to 80k how much more would I take home", "raise_after_tax", figs=[money(tk(80000, country="us", state="NY") - tk(70000, country="us", state="NY"))]),
      t("fwiw i currently make 70k", "facts", ch={"annualIncome": "70000"}))
# 36 surcharge follow-up
C({}, t("how much is the medicare levy surcharge on 125k if i dont have hospital cover", "surcharge_cost", figs=[money(mls(125000))]),
      t("and on 160k?", "surcharge_cost", figs=[money(mls(160000))]))
# 37 explain then own
C({}, t("how does HECS get paid back?", "explain:help_debt"),
      t("I've got about 35k of it and earn 90k, how much comes out each year", "tax", ch={"helpDebt": "35000", "annualIncome": "90000"}, figs=[money(T(90000, help_debt=35000)["helpRepayment"])]))
# 38 explain first home -> savings target
C({}, t("what schemes are there for first home buyers in nsw", "explain:first_home_schemes"),
      t("ok how much a month to save 60k in 3 years", "savings_target", figs=[money(need(60000, 0, .07, 3), True)]))
# 39 offset -> repayment
C({}, t("is an offset account better than redraw", "explain:offset_vs_redraw"),
      t("what are repayments on 550k at 5.94% over 30 years", "loan_repayment", figs=[r(550000, .0594, 30)]))
# 40 retirement: 60 or 65
C({"age": "50", "superBalance": "400000", "annualIncome": "120000"}, t("should i retire at 60 or 65", "retirement"),
      t("how many years is that from now if i go at 65", "years_to_retirement", has=["15 years"]))
# 41 todays dollars follow-up
C({}, t("what's 2 million in 35 years in today's money", "todays_dollars", figs=[M(2000000 / 1.025 ** 35)]),
      t("and at 3% inflation?", "todays_dollars", figs=[M(2000000 / 1.03 ** 35)]))
# 42 hypothetical stays hypothetical, then own savings rate
C({"annualIncome": "90000", "monthlyExpenses": "3800"}, t("how much am I saving per month", "savings_rate", figs=[M(T(90000)["takeHomePerPeriod"]["monthly"] - 3800)]),
      t("my expenses are actually more like 4200", "savings_rate", ch={"monthlyExpenses": "4200"}, figs=[M(T(90000)["takeHomePerPeriod"]["monthly"] - 4200)]))
# 43 emergency fund advice then own fact
C({}, t("how much should i have in an emergency fund", "emergency_fund"),
      t("I've got 10k put aside for that", "facts", ch={"emergencyFund": "10000", "emergencyFundCurrent": "10000"}))
# 44 debt advice, then payoff
n3, ti3 = simulate(6000, .2049, 300)
C(us(), t("whats the best way to pay down credit card debt", "debt"),
      t("how long would it take to clear 6k at 20.49% paying 300 a month", "loan_payoff_time", figs=[M(ti3)]))
# 45 contribution what-if follow-up
C({"age": "32", "superBalance": "60000", "annualIncome": "85000"}, t("what would my super be worth at 65 if i put in an extra 100 a week", "contribution_what_if"),
      t("what about 200 a week", "contribution_what_if"))
# 46 compare years US
C(us("TX"), t("how much federal tax did i pay on 110k in 2025 compared to 2026", "compare_years", figs=[money(T(110000, "us", "TX", year="2025")["federalTax"]), money(T(110000, "us", "TX", year="2026")["federalTax"])]),
      t("and the standard deduction for 2026?", "limit:standard_deduction", figs=["$16,100"]))
# 47 profile summary after facts
C({}, t("I live in WA, I'm 37 and single", "facts", ch={"state": "WA", "age": "37", "maritalStatus": "single"}),
      t("what do you know about me so far", "profile_summary"))
# 48 interest only follow-up
C({}, t("interest only repayments on 700k investment loan at 6.5%", "loan_repayment", figs=[money(700000 * .065 / 12)]),
      t("and principal and interest over 30 years?", "loan_repayment", figs=[r(700000, .065, 30)]))
# 49 help then explain then thanks
C({}, t("what can you help me with", "help"),
      t("ok explain franking credits", "explain:franking_credits"),
      t("ta", "thanks"))
# 50 US tax own then hourly correction
C(us("PA"), t("I make 30 bucks an hour, what's my take home", "tax", ch={"annualIncome": str(30 * 40 * 52)}, figs=[th(30 * 40 * 52, "us", "PA")]),
      t("sorry it's 32 an hour", "tax", ch={"annualIncome": str(32 * 40 * 52)}, figs=[th(32 * 40 * 52, "us", "PA")]))
# 51 SS ages -> wage base
C(us(), t("what age can i start collecting social security", "explain:social_security_ages"),
      t("and whats the max earnings that get taxed for it", "limit:social_security_wage_base", figs=["$184,500"]))
# 52 savings growth lump + follow-up monthly add
C({}, t("what will 20k be worth in 10 years at 6%", "savings_growth", figs=[M(fv(20000, 0, .06, 10))]),
      t("what if i add $200 a month", "savings_growth", figs=[M(fv(20000, 200, .06, 10))]))
# 53 married with kids then US tax
C(us("TX"), t("married, two kids, i make 95k and my wife doesn't work", "facts", ch={"maritalStatus": "married", "dependents": "2", "annualIncome": "95000"}),
      t("what's my federal tax", "tax", figs=[money(T(95000, "us", "TX", filing_status="married_filing_jointly", dependents=2, marital_status="married")["federalTax"])]))
# 54 investment topic then index funds
C({}, t("should i buy an investment property or invest in shares", "topic:investment-property-vs-shares"),
      t("what fees should i look for in an index fund", "explain:index_funds_and_fees"))

with open("conversations.jsonl", "w") as f:
    for c in Cs: f.write(json.dumps(c, ensure_ascii=False) + "\n")
print("conversations", len(Cs))
