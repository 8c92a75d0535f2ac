#!/usr/bin/env python3
"""Writes questions.jsonl and conversations.jsonl. All figures computed here (calc.py),
tax figures from bin/penny tax. Only published limits are typed by hand (see LIMITS)."""
import json
import os
from calc import (tax, total_tax, surcharge, money, canon, rate_str, pmt, loan_total_interest,
                  simulate, extra_saving, fv, gross_from_take_home, needed, months_to_target, nest_egg, todays)

HERE = os.path.dirname(os.path.abspath(__file__))
AU = {"country": "australia"}
USP = {"country": "us"}

# Published limits typed by hand (the only hand-typed figures).
LIMITS = {
    "us_std_single_2026": 16100, "us_std_mfj_2026": 32200, "us_std_hoh_2026": 24150,
    "us_std_single_2025": 15750,
    "ctc_2026": 2200, "ss_wage_base_2026": 184500, "ss_wage_base_2025": 176100,
    "au_tax_free_threshold": 18200,
    "au_mls_single_2025_26": 101000, "au_mls_family_2025_26": 202000,
    "au_cc_cap_2025_26": 30000, "au_ncc_cap_2025_26": 120000,
    "k401_2026": 24500, "k401_2025": 23500, "k401_catchup_2026": 8000,
    "ira_2026": 7500, "ira_2025": 7000,
    "hsa_self_2026": 4400, "hsa_family_2026": 8750,
    "help_min_threshold_2025_26": 67000,
    "us_24pct_start_single_2026": 105700, "us_37pct_start_single_2026": 640600,
}


def L(k):
    return money(LIMITS[k])


def tx_figs(d, with_tax=True, state=False):
    f = [money(d["takeHome"])]
    if with_tax:
        f.append(money(d["federalTax"]))
    if state and d["stateTax"]:
        f.append(money(d["stateTax"]))
    return f


def Q(m, intent, p=None, ch=None, figs=None, has=None):
    return {"m": m, "p": p or {}, "intent": intent, "ch": ch or {}, "figs": figs or [], "has": has or []}


def T(m, intent, ch=None, figs=None, has=None):
    return {"m": m, "intent": intent, "ch": ch or {}, "figs": figs or [], "has": has or []}


def au(income, **kw):
    return tax("australia", income, **kw)


def us(income, state=None, **kw):
    return tax("us", income, state=state, **kw)


def add_sur(income):
    return surcharge(au(income, no_cover=True))


def questions():
    q = []
    # ---------------- tax: AU ----------------
    q.append(Q("how much tax do i pay on 85k?", "tax", figs=tx_figs(au(85000))))
    q.append(Q("Whats my take home pay on $120,000 a year", "tax", figs=tx_figs(au(120000))))
    q.append(Q("take home on 65k?", "tax", figs=tx_figs(au(65000))))
    q.append(Q("If I earned 150k what would I actually get in my pocket each year?", "tax",
               figs=tx_figs(au(150000))))
    q.append(Q("I'm on 78,500. How much tax comes out of that?", "tax", ch={"annualIncome": "78500"},
               figs=tx_figs(au(78500))))
    q.append(Q("whats my take home pay", "tax", p={**AU, "annualIncome": "92000"},
               figs=tx_figs(au(92000))))
    q.append(Q("how much tax will I pay this financial year?", "tax", p={**AU, "annualIncome": "210000"},
               figs=tx_figs(au(210000))))
    q.append(Q("I make $35 an hour full time, what's that after tax?", "tax",
               ch={"annualIncome": canon(35 * 38 * 52)}, figs=tx_figs(au(35 * 38 * 52))))
    q.append(Q("tax on 2,500 a week?", "tax", figs=tx_figs(au(2500 * 52))))
    q.append(Q("how much tax on 95k with a hecs debt", "tax", p={**AU, "helpDebt": "30000"},
               figs=[money(au(95000, help_debt=30000)["helpRepayment"])]))
    q.append(Q("what would my take home be with my HELP debt?", "tax",
               p={**AU, "annualIncome": "88000", "helpDebt": "22000"},
               figs=[money(au(88000, help_debt=22000)["takeHome"]),
                     money(au(88000, help_debt=22000)["helpRepayment"])]))
    q.append(Q("tax on 45000 for the 2024-25 year", "tax",
               figs=tx_figs(au(45000, year="2024-25")), has=["2024-25"]))
    q.append(Q("how much does someone on 190k take home in aus", "tax", figs=tx_figs(au(190000))))
    q.append(Q("my husband earns 60k, how much tax does he pay?", "tax", p=AU, figs=tx_figs(au(60000))))
    # ---------------- tax: US ----------------
    q.append(Q("how much federal tax on 85k", "tax", p=USP, figs=tx_figs(us(85000))))
    q.append(Q("whats my take home on 100k in california", "tax", p=USP,
               figs=tx_figs(us(100000, "CA"), state=True)))
    q.append(Q("I make 72k in Texas, what's my take-home?", "tax", p=USP,
               ch={"annualIncome": "72000", "state": "TX"}, figs=tx_figs(us(72000, "TX"))))
    q.append(Q("how much do i take home?", "tax", p={**USP, "state": "NY", "annualIncome": "95000"},
               figs=tx_figs(us(95000, "NY"), state=True)))
    q.append(Q("What's the tax on $250,000 in New Jersey?", "tax", p=USP,
               figs=tx_figs(us(250000, "NJ"), state=True)))
    q.append(Q("i get paid 28 an hour in florida, how much is that after taxes", "tax", p=USP,
               ch={"annualIncome": canon(28 * 40 * 52), "state": "FL"}, figs=tx_figs(us(28 * 40 * 52, "FL"))))
    q.append(Q("what's my paycheck after tax?", "tax",
               p={**USP, "state": "WA", "annualIncome": "130000", "maritalStatus": "married", "dependents": 2},
               figs=tx_figs(us(130000, "WA", marital="married", dependents=2))))
    q.append(Q("federal income tax on 60,000 single for 2025?", "tax", p=USP,
               figs=[money(us(60000, year="2025")["federalTax"])], has=["2025"]))
    q.append(Q("how much fica comes out of 90k", "tax", p=USP, figs=[money(us(90000)["ficaTax"])]))
    q.append(Q("how much tax do i pay on 55k a yr", "tax", figs=tx_figs(au(55000))))
    q.append(Q("wats the take home on 140k", "tax", figs=tx_figs(au(140000))))
    q.append(Q("whats the IRA contribution limit for 2025", "limit:ira_limit", p=USP, figs=[L("ira_2025")],
               has=["2025"]))
    q.append(Q("how much can i contribute to my 401k in 2025", "limit:401k_limit", p=USP, figs=[L("k401_2025")]))
    q.append(Q("superanuation guarentee rate?", "limit:super_guarantee_rate", has=["12%"]))
    q.append(Q("repayments on a 480k morgage 6.3% 30yrs", "loan_repayment",
               figs=[money(pmt(480000, .063, 30), cents=True)]))

    # ---------------- loans ----------------
    def lr(P, rate, yrs, freq=12):
        return money(pmt(P, rate, yrs, freq), cents=True)
    q.append(Q("repayments on 600k at 6% over 30 years?", "loan_repayment",
               figs=[lr(600000, .06, 30)], has=["6%"]))
    q.append(Q("what would the monthly payments be on a $450,000 mortgage at 5.89% for 25 yrs", "loan_repayment",
               figs=[lr(450000, .0589, 25)], has=["5.89%"]))
    q.append(Q("fortnightly repayments on 720k at 6.24% 30 year loan", "loan_repayment",
               figs=[lr(720000, .0624, 30, 26)]))
    q.append(Q("weekly repayment 350k loan 6.5% over 20 years", "loan_repayment", figs=[lr(350000, .065, 20, 52)]))
    q.append(Q("I'm looking at a $45,000 car loan at 8.9% over 5 years - whats the monthly repayment and how much interest all up?",
               "loan_repayment", figs=[lr(45000, .089, 5), money(loan_total_interest(45000, .089, 5))]))
    q.append(Q("monthly payment on a 320k mortgage, 6.75% 30yr fixed?", "loan_repayment", p=USP,
               figs=[lr(320000, .0675, 30)]))
    q.append(Q("interest only repayments on 800k at 6.1%?", "loan_repayment",
               figs=[money(800000 * .061 / 12, cents=True)]))
    q.append(Q("If I borrow 25k for 3 years at 11% what are repayments", "loan_repayment",
               figs=[lr(25000, .11, 3)]))
    q.append(Q("how much would i pay a month on a 500k home loan at 6.2%", "loan_repayment",
               figs=[lr(500000, .062, 30)]))
    q.append(Q("Should I go 15 or 30 years on a 400k loan at 6.5%? whats the difference in payments", "loan_repayment",
               p=USP, figs=[lr(400000, .065, 15), lr(400000, .065, 30),
                            money(pmt(400000, .065, 15) - pmt(400000, .065, 30), cents=True)]))
    e = extra_saving(550000, .0614, 30, 500)
    q.append(Q("if I pay an extra $500 a month on a 550k loan at 6.14% over 30 years how much interest do I save?",
               "loan_extra_repayment", figs=[money(e["interest_saved"])]))
    e = extra_saving(300000, .065, 25, 200)
    q.append(Q("how much would an extra 200/month save me on my mortgage, 300k at 6.5% with 25 yrs left",
               "loan_extra_repayment", figs=[money(e["interest_saved"])]))
    e = extra_saving(420000, .058, 30, 150, 26)
    q.append(Q("whats the saving if i put an extra $150 a fortnight on a 420k loan 5.8% 30yrs",
               "loan_extra_repayment", figs=[money(e["interest_saved"])]))
    e = extra_saving(250000, .07, 30, 1000)
    q.append(Q("250k mortgage at 7%, 30 year. what happens if I throw an extra grand a month at it?",
               "loan_extra_repayment", p=USP, figs=[money(e["interest_saved"])]))
    q.append(Q("how long will it take to pay off 8k on my credit card at 20% if I pay 300 a month", "loan_payoff_time"))
    q.append(Q("how long to pay off a 15,000 car loan at 8% paying $400 a month?", "loan_payoff_time"))
    q.append(Q("If I pay $3,500 a month on 400k at 6% how long until its paid off", "loan_payoff_time"))
    q.append(Q("student loans 32k at 5.5%, I can do 600/mo. how many years till I'm done?", "loan_payoff_time",
               p=USP))

    # ---------------- savings ----------------
    q.append(Q("what will 10k grow to in 10 years at 7% if i add 500 a month", "savings_growth",
               figs=[money(fv(10000, 500, .07, 10))]))
    q.append(Q("If I invest $50,000 now, what's it worth in 20 years?", "savings_growth",
               figs=[money(fv(50000, 0, .07, 20))]))
    q.append(Q("saving 1000 a month for 15 years at 6%, how much will I have", "savings_growth",
               figs=[money(fv(0, 1000, .06, 15))]))
    q.append(Q("how much will I have if I put away $200 a week for 5 years at 4.5%", "savings_growth",
               figs=[money(fv(0, 200, .045, 5, 52))]))
    q.append(Q("whats 25k at 5% for 8 years worth", "savings_growth", figs=[money(fv(25000, 0, .05, 8))]))
    q.append(Q("I've got 40k saved, what will it be in 10 years if I keep adding 800 a month?", "savings_growth",
               ch={"currentSavings": "40000"}, figs=[money(fv(40000, 800, .07, 10))]))
    q.append(Q("how much do i need to save a month to have 100k in 5 years", "savings_target",
               figs=[money(needed(100000, 0, .07, 5), cents=True)]))
    q.append(Q("we need a 150k house deposit in 4 years, how much should we be putting away each month at 4.5%?",
               "savings_target", figs=[money(needed(150000, 0, .045, 4), cents=True)]))
    q.append(Q("How much per month to hit $1 million in 30 years at 8%?", "savings_target", p=USP,
               figs=[money(needed(1000000, 0, .08, 30), cents=True)]))
    q.append(Q("I want $50k by 2030, how much do I need to save monthly at 5%?", "savings_target"))
    q.append(Q("how much should i save each month to have 50k in 4 years at 5%", "savings_target",
               figs=[money(needed(50000, 0, .05, 4), cents=True)]))
    q.append(Q("how much a fortnight to save 30k in 3 years at 5%", "savings_target",
               figs=[money(needed(30000, 0, .05, 3, 26), cents=True)]))
    q.append(Q("how long to save 80k if I put away 2k a month", "savings_time_to_target"))
    q.append(Q("If I save $1,500 a month at 5%, how long until I have a $120,000 deposit?", "savings_time_to_target"))
    q.append(Q("how many years to get to a million saving 3k a month at 7%", "savings_time_to_target", p=USP))
    q.append(Q("when will i have 20k if i save 250 a week", "savings_time_to_target"))

    # ---------------- nest egg / todays dollars ----------------
    q.append(Q("how much do I need to retire on 60k a year?", "nest_egg", figs=[money(nest_egg(60000))]))
    q.append(Q("What size nest egg do I need for $5,000 a month in retirement", "nest_egg",
               figs=[money(nest_egg(60000))]))
    q.append(Q("how big a nest egg for 80k/yr using a 3.5% withdrawal rate", "nest_egg",
               figs=[money(nest_egg(80000, .035))]))
    q.append(Q("how much do i need saved to live off 100k a year in retirement", "nest_egg", p=USP,
               figs=[money(nest_egg(100000))]))
    q.append(Q("what's $1 million in 30 years worth in today's dollars?", "todays_dollars",
               figs=[money(todays(1000000, 30))]))
    q.append(Q("what would 500k in 20 years be in todays money at 3% inflation", "todays_dollars",
               figs=[money(todays(500000, 20, .03))]))
    q.append(Q("2 mil in 25 years, what's that in real terms?", "todays_dollars",
               figs=[money(todays(2000000, 25))]))

    # ---------------- bonus / raise / couple / surcharge ----------------
    def bonus(inc, b, cty="australia", **kw):
        return tax(cty, inc + b, **kw)["takeHome"] - tax(cty, inc, **kw)["takeHome"]
    q.append(Q("I'm getting a 10k bonus, how much will I actually see after tax?", "bonus_after_tax",
               p={**AU, "annualIncome": "90000"}, figs=[money(bonus(90000, 10000))]))
    q.append(Q("I earn 130k and just got told I'm getting a $20,000 bonus. what's that after tax", "bonus_after_tax",
               ch={"annualIncome": "130000"}, figs=[money(bonus(130000, 20000))]))
    q.append(Q("how much of a 5k bonus do i keep", "bonus_after_tax", p={**USP, "annualIncome": "80000", "state": "IL"},
               figs=[money(bonus(80000, 5000, "us", state="IL"))]))
    q.append(Q("after tax value of a $15k bonus on a 180k salary?", "bonus_after_tax",
               figs=[money(bonus(180000, 15000))]))
    q.append(Q("what would a 10k raise be worth after tax?", "raise_after_tax",
               p={**AU, "annualIncome": "85000"}, figs=[money(bonus(85000, 10000))]))
    q.append(Q("I'm on 120k and might get a 7% pay rise, what's that in my pocket?", "raise_after_tax",
               ch={"annualIncome": "120000"}, figs=[money(bonus(120000, 8400))]))
    q.append(Q("if i got bumped from 95k to 110k how much extra take home is that", "raise_after_tax", p=USP,
               figs=[money(us(110000)["takeHome"] - us(95000)["takeHome"])]))
    q.append(Q("what's our combined take home? my wife earns 70k", "couple_take_home",
               p={**AU, "annualIncome": "95000", "maritalStatus": "married"},
               figs=[money(au(95000, marital="married", household=165000)["takeHome"]
                           + au(70000, marital="married", household=165000)["takeHome"])]))
    q.append(Q("couple on 110k and 85k, how much do they take home together?", "couple_take_home",
               figs=[money(au(110000)["takeHome"] + au(85000)["takeHome"])]))
    q.append(Q("couple both on 100k, whats the household take home", "couple_take_home",
               figs=[money(2 * au(100000)["takeHome"])]))
    q.append(Q("how much is the medicare levy surcharge on 120k if i dont have private hospital cover", "surcharge_cost",
               figs=[money(add_sur(120000))]))
    q.append(Q("I'm on 140k, what would the MLS cost me if I dropped my hospital cover?", "surcharge_cost",
               ch={"annualIncome": "140000"}, figs=[money(add_sur(140000))]))
    q.append(Q("what would I pay in medicare levy surcharge without hospital cover?", "surcharge_cost",
               p={**AU, "annualIncome": "175000"}, figs=[money(add_sur(175000))]))

    # ---------------- compare states / years / pretax ----------------
    ca, tx = us(150000, "CA"), us(150000, "TX")
    q.append(Q("California or Texas on 150k, how much more would I take home?", "compare_states", p=USP,
               figs=[money(ca["takeHome"]), money(tx["takeHome"]), money(tx["takeHome"] - ca["takeHome"])]))
    ny, fl = us(120000, "NY"), us(120000, "FL")
    q.append(Q("compare take home in new york vs florida on 120k", "compare_states", p=USP,
               figs=[money(ny["takeHome"]), money(fl["takeHome"])]))
    wa, orr = us(95000, "WA"), us(95000, "OR")
    q.append(Q("Thinking of moving from Oregon to Washington - how much tax would I save on 95k?", "compare_states",
               p=USP, figs=[money(orr["takeHome"]), money(wa["takeHome"]), money(wa["takeHome"] - orr["takeHome"])]))
    il, inn, oh = us(80000, "IL"), us(80000, "IN"), us(80000, "OH")
    q.append(Q("state tax on 80k: illinois vs indiana vs ohio?", "compare_states", p=USP,
               figs=[money(il["stateTax"]), money(inn["stateTax"]), money(oh["stateTax"])]))
    a, b = au(120000, year="2025-26"), au(120000, year="2026-27")
    q.append(Q("how much less tax will I pay in 2026-27 compared to 2025-26 on 120k?", "compare_years",
               figs=[money(b["takeHome"] - a["takeHome"])], has=["2025-26", "2026-27"]))
    a, b = au(75000, year="2024-25"), au(75000, year="2026-27")
    q.append(Q("compare my tax this year vs 2024-25", "compare_years", p={**AU, "annualIncome": "75000"},
               figs=[money(a["federalTax"]), money(b["federalTax"])], has=["2024-25"]))
    a, b = us(90000, year="2025"), us(90000, year="2026")
    q.append(Q("federal tax on 90k in 2025 vs 2026?", "compare_years", p=USP,
               figs=[money(a["federalTax"]), money(b["federalTax"])]))
    def ss_save(inc, amt):
        return total_tax(au(inc)) - total_tax(au(inc, salary_sacrifice=amt))
    q.append(Q("how much tax would I save salary sacrificing 10k into super? I'm on 120k", "pretax_saving",
               ch={"annualIncome": "120000"}, figs=[money(ss_save(120000, 10000))]))
    q.append(Q("tax saving if i sacrifice $5,000 a year", "pretax_saving", p={**AU, "annualIncome": "95000"},
               figs=[money(ss_save(95000, 5000))]))
    q.append(Q("salary sacrifice 5k or 10k on 150k - which saves more tax?", "pretax_saving",
               figs=[money(ss_save(150000, 5000)), money(ss_save(150000, 10000))]))
    def k_save(inc, amt, st=None):
        d0, d1 = us(inc, st), us(inc, st, pretax=amt)
        return (d0["federalTax"] + d0["stateTax"]) - (d1["federalTax"] + d1["stateTax"])
    q.append(Q("If I put 10k pre-tax into my 401k how much tax do I save?", "pretax_saving",
               p={**USP, "annualIncome": "100000", "state": "CA"}, figs=[money(k_save(100000, 10000, "CA"))]))
    q.append(Q("I make 140k in texas, how much tax would maxing my 401k save?", "pretax_saving", p=USP,
               ch={"annualIncome": "140000", "state": "TX"}, figs=[money(k_save(140000, LIMITS["k401_2026"], "TX"))]))
    q.append(Q("what will my super be worth if I add an extra 5k a year?", "contribution_what_if",
               p={**AU, "age": 40, "superBalance": "150000", "annualIncome": "100000"}))
    q.append(Q("if I bump my 401k by $300 a month what will it be worth when I retire", "contribution_what_if",
               p={**USP, "age": 35, "superBalance": "60000", "annualIncome": "90000"}))
    q.append(Q("how much more super would I have at 67 if I chucked in an extra $100 a week?", "contribution_what_if",
               p={**AU, "age": 30, "superBalance": "45000", "annualIncome": "80000"}))

    # ---------------- retirement ----------------
    q.append(Q("am i on track for retirement?", "retirement",
               p={**AU, "age": 45, "superBalance": "260000", "annualIncome": "110000"}))
    q.append(Q("I've got 800k in super, can I retire at 60?", "retirement", p=AU, ch={"superBalance": "800000"}))
    q.append(Q("retire at 60 or 65, which makes more sense for me?", "retirement",
               p={**USP, "age": 52, "superBalance": "650000", "annualIncome": "140000"}))
    q.append(Q("how long will 1.2 million last if I spend 6k a month", "retirement", p=USP))

    # ---------------- limits ----------------
    q.append(Q("what's the standard deduction for 2026?", "limit:standard_deduction", p=USP,
               figs=[L("us_std_single_2026")]))
    q.append(Q("standard deduction married filing jointly", "limit:standard_deduction", p=USP,
               figs=[L("us_std_mfj_2026")]))
    q.append(Q("how much is the child tax credit now", "limit:child_tax_credit", p=USP, figs=[L("ctc_2026")]))
    q.append(Q("what's the social security wage base this year?", "limit:social_security_wage_base", p=USP,
               figs=[L("ss_wage_base_2026")]))
    q.append(Q("what's the fica rate", "limit:fica", p=USP, has=["7.65%"]))
    q.append(Q("whats the tax free threshold in australia", "limit:tax_free_threshold", figs=[L("au_tax_free_threshold")]))
    q.append(Q("how much is the medicare levy?", "limit:medicare_levy", has=["2%"]))
    q.append(Q("what are the MLS income thresholds for 2025-26?", "limit:surcharge_thresholds",
               figs=[L("au_mls_single_2025_26")]))
    q.append(Q("what are the tax brackets in australia?", "limit:tax_brackets", has=["30%", "45%"]))
    q.append(Q("what tax bracket is 85k in?", "limit:tax_brackets", p=AU, has=["30%"]))
    q.append(Q("top marginal tax rate federal?", "limit:tax_brackets", p=USP, has=["37%"]))
    q.append(Q("at what income does the 24% bracket start for single filers in 2026", "limit:tax_brackets", p=USP,
               figs=[L("us_24pct_start_single_2026")]))
    q.append(Q("what are california's income tax brackets", "limit:tax_brackets", p=USP))
    q.append(Q("What was the concessional contributions cap in 2025-26?", "limit:concessional_cap",
               figs=[L("au_cc_cap_2025_26")]))
    q.append(Q("how much can i put in super after tax each year?", "limit:non_concessional_cap"))
    q.append(Q("what's the super guarantee rate at the moment", "limit:super_guarantee_rate", has=["12%"]))
    q.append(Q("401k contribution limit 2026?", "limit:401k_limit", p=USP, figs=[L("k401_2026")]))
    q.append(Q("how much can I put in a roth ira this year", "limit:ira_limit", p=USP, figs=[L("ira_2026")]))
    q.append(Q("hsa max for family coverage?", "limit:hsa_limit", p=USP, figs=[L("hsa_family_2026")]))
    q.append(Q("how much is the age pension per fortnight for a single", "limit:age_pension_rate"))
    q.append(Q("at what income do I start paying back HECS? (2025-26)", "limit:help_repayment_thresholds",
               figs=[L("help_min_threshold_2025_26")], has=["2025-26"]))

    # ---------------- explainers ----------------
    ex = [
        ("how do franking credits work", "franking_credits", AU),
        ("can someone explain negative gearing like im 5", "negative_gearing", AU),
        ("How does capital gains tax work when you sell shares?", "capital_gains_tax", AU),
        ("roth vs traditional 401k - which one?", "roth_vs_traditional", USP),
        ("what is an IRA?", "ira", USP),
        ("how does a 401(k) actually work", "401k", USP),
        ("what's an HSA and is it worth it", "hsa", USP),
        ("when should I claim social security, 62 or 70?", "social_security_ages", USP),
        ("how does medicare work in the US once you turn 65?", "us_medicare", USP),
        ("what is super and how does it work", "super", AU),
        ("how does HECS debt work? does it get indexed?", "help_debt", AU),
        ("who can get the age pension", "age_pension", AU),
        ("what first home buyer schemes are there?", "first_home_schemes", AU),
        ("offset account vs redraw, what's the difference", "offset_vs_redraw", AU),
        ("are index funds better than managed funds? fees?", "index_funds_and_fees", {}),
        ("do I need life insurance?", "life_insurance", {}),
        ("should I put extra into my mortgage or into super?", "extra_repayments_vs_super", AU),
        ("how much should I have saved by 30?", "savings_by_age", {}),
    ]
    for m, i, p in ex:
        q.append(Q(m, "explain:" + i, p=p))

    # ---------------- own figures ----------------
    q.append(Q("what's my net worth?", "net_worth",
               p={**AU, "currentSavings": "35000", "propertyValue": "900000", "superBalance": "180000",
                  "mortgageBalance": "520000", "debts": "12000"},
               figs=[money(35000 + 900000 + 180000 - 520000 - 12000)]))
    q.append(Q("net worth?", "net_worth", p={**USP, "currentSavings": "22000", "superBalance": "95000",
                                              "investmentAccounts": "40000", "debts": "18000"},
               figs=[money(22000 + 95000 + 40000 - 18000)]))
    q.append(Q("I have 50k in savings, a house worth 750k with 400k left on the mortgage. what am I worth?", "net_worth",
               p=AU, ch={"currentSavings": "50000", "propertyValue": "750000", "mortgageBalance": "400000"},
               figs=[money(50000 + 750000 - 400000)]))
    q.append(Q("whats my total net worth including super", "net_worth",
               p={**AU, "currentSavings": "15000", "superBalance": "120000", "emergencyFund": "10000",
                  "emergencyFundCurrent": "10000", "debts": "25000", "helpDebt": "30000"},
               figs=[money(15000 + 120000 + 10000 - 25000)]))
    q.append(Q("how much equity do I have in my house?", "equity",
               p={**AU, "propertyValue": "1100000", "mortgageBalance": "640000"}, figs=[money(1100000 - 640000)]))
    q.append(Q("place is worth about 680k and we owe 410k, how much equity is that", "equity", p=AU,
               ch={"propertyValue": "680000", "mortgageBalance": "410000"}, figs=[money(680000 - 410000)]))
    q.append(Q("my home equity?", "equity", p={**USP, "propertyValue": "525000", "mortgageBalance": "298000"},
               figs=[money(525000 - 298000)]))
    th = au(100000)["takeHomePerPeriod"]["monthly"]
    q.append(Q("how much am I saving each month?", "savings_rate",
               p={**AU, "annualIncome": "100000", "monthlyExpenses": "4200"}, figs=[money(th - 4200, cents=True)]))
    q.append(Q("I take home 6,200 a month and spend about 4,500. what's my savings rate?", "savings_rate", p=AU,
               ch={"monthlyExpenses": "4500", "annualIncome": canon(gross_from_take_home(6200 * 12))},
               figs=[money(6200 - 4500)]))
    th = us(85000, "TX")["takeHomePerPeriod"]["monthly"]
    q.append(Q("how much do I save a year?", "savings_rate",
               p={**USP, "state": "TX", "annualIncome": "85000", "monthlyExpenses": "3900"},
               figs=[money((th - 3900) * 12)]))
    q.append(Q("how much super should my employer be paying me?", "employer_contributions",
               p={**AU, "annualIncome": "92000"}, figs=[money(92000 * .12)]))
    q.append(Q("I'm on 100k, how much super should my employer be putting in?", "employer_contributions", p=AU,
               ch={"annualIncome": "100000"}, figs=[money(12000)]))
    q.append(Q("how much does my employer put in my 401k?", "employer_contributions",
               p={**USP, "annualIncome": "90000", "employerMatch": "0.05"}, figs=[money(90000 * .05)]))
    q.append(Q("whats my SG", "employer_contributions", p={**AU, "annualIncome": "67500"},
               figs=[money(67500 * .12)]))
    q.append(Q("how many months would my emergency fund last", "emergency_cover",
               p={**AU, "emergencyFund": "18000", "emergencyFundCurrent": "18000", "monthlyExpenses": "4500"},
               ))
    q.append(Q("if i lost my job how long could I live off my emergency fund?", "emergency_cover",
               p={**USP, "emergencyFund": "15000", "emergencyFundCurrent": "15000", "monthlyExpenses": "3000"},
               ))
    q.append(Q("I've got 24k in an emergency fund and spend 4k a month, how many months is that?", "emergency_cover",
               p=AU, ch={"emergencyFund": "24000", "emergencyFundCurrent": "24000", "monthlyExpenses": "4000"},
               ))
    q.append(Q("what's my debt to income ratio?", "debt_to_income",
               p={**AU, "annualIncome": "120000", "mortgageBalance": "480000", "debts": "20000"}))
    q.append(Q("DTI?", "debt_to_income", p={**USP, "annualIncome": "75000", "debts": "30000"}))
    q.append(Q("how many years until I can retire?", "years_to_retirement", p={**AU, "age": 38}, has=["27 years"]))
    q.append(Q("I'm 52, how long til retirement?", "years_to_retirement", p=USP, ch={"age": "52"}, has=["13 years"]))
    q.append(Q("how many years have i got left until retirement?", "years_to_retirement",
               p={**AU, "age": 41, "retirementAge": 60},
               has=["19 years"]))

    # ---------------- general / topics / misc ----------------
    q += [
        Q("how big should my emergency fund be?", "emergency_fund"),
        Q("how many months of expenses should I keep as an emergency fund", "emergency_fund", p=USP),
        Q("any tips for making a budget? I'm hopeless with money", "budget"),
        Q("how should i budget my pay", "budget"),
        Q("I've got a few credit cards, how should I pay them off?", "debt"),
        Q("snowball or avalanche for paying off debt?", "debt", p=USP),
        Q("what should I know before buying my first home", "home_buying"),
        Q("how much house can i afford", "home_buying", p=USP),
        Q("is salary sacrificing worth it?", "salary_sacrifice", p=AU),
        Q("how does salary sacrifice work", "salary_sacrifice", p=AU),
        Q("which retirement accounts should i be using", "retirement_accounts", p=USP),
        Q("what's the best way to save for retirement?", "retirement_accounts", p=USP),
        Q("is it better to lease or buy a car?", "topic:lease-vs-buy-car"),
        Q("should i make concessional contributions to super", "topic:concessional-super-contributions", p=AU),
        Q("how do I set up a family trust", "topic:family-trust-setup", p=AU),
        Q("investment property or shares - which is better?", "topic:investment-property-vs-shares", p=AU),
        Q("is debt consolidation a good idea", "topic:debt-consolidation"),
        Q("emergency fund size - what's the rule of thumb?", "topic:emergency-fund-size"),
        Q("what are some salary sacrifice strategies?", "topic:salary-sacrifice-strategies", p=AU),
        Q("tax effective ways to invest?", "topic:tax-effective-investing", p=AU),
        Q("what do you know about me?", "profile_summary", p={**AU, "age": 34, "annualIncome": "85000"}),
        Q("show me my profile", "profile_summary", p={**USP, "state": "CO", "annualIncome": "110000"}),
        Q("hey", "greeting"),
        Q("Hi there! 👋", "greeting"),
        Q("thanks heaps", "thanks"),
        Q("cheers, that's really helpful", "thanks"),
        Q("what can you do?", "help"),
        Q("what sort of stuff can you help me with", "help"),
        Q("what's the weather in sydney tomorrow", "unknown"),
        Q("can you book me a flight to bali", "unknown"),
        Q("should I buy bitcoin right now??", "unknown"),
    ]

    # ---------------- facts ----------------
    q += [
        Q("I'm 34", "facts", p=AU, ch={"age": "34"}),
        Q("I earn 85k", "facts", p=AU, ch={"annualIncome": "85000"}),
        Q("we owe 550k on the mortgage", "facts", p=AU, ch={"mortgageBalance": "550000"}),
        Q("I've got about 25k HECS", "facts", p=AU, ch={"helpDebt": "25000"}),
        Q("married with 2 kids", "facts", p=AU, ch={"maritalStatus": "married", "dependents": "2"}),
        Q("rent is $650 a week", "facts", p=AU, ch={"rentOrMortgage": canon(650 * 52 / 12)}),
        Q("I have 12k in my emergency fund", "facts", p=USP, ch={"emergencyFund": "12000", "emergencyFundCurrent": "12000"}),
        Q("i live in colorado now", "facts", p=USP, ch={"state": "CO"}),
        Q("I've got private hospital cover", "facts", p=AU, ch={"privateHospitalCover": "true"}),
        Q("my 401k balance is 143,500 and I'm 47", "facts", p=USP, ch={"superBalance": "143500", "age": "47"}),
        Q("we spend about 800 a week all up", "facts", p=AU, ch={"monthlyExpenses": canon(800 * 52 / 12)}),
        Q("I want to retire at 60", "facts", p=AU, ch={"retirementAge": "60"}),
        Q("about 8k on the credit card and 14k left on the car", "facts", p=AU, ch={"debts": "22000"}),
    ]

    # ---------------- two questions in one ----------------
    q.append(Q("tax on 70k? and what's the 401k limit this year?", "tax+limit:401k_limit", p=USP,
               figs=tx_figs(us(70000)) + [L("k401_2026")]))
    q.append(Q("whats the SG rate and how much is the tax free threshold", "limit:super_guarantee_rate+limit:tax_free_threshold",
               has=["12%"], figs=[L("au_tax_free_threshold")]))
    q.append(Q("repayments on 400k at 6% over 30 years, and how long to save 80k at 2k a month?",
               "loan_repayment+savings_time_to_target", figs=[money(pmt(400000, .06, 30), cents=True)]))
    q.append(Q("what's my net worth and how much equity do i have?", "net_worth+equity",
               p={**AU, "currentSavings": "20000", "propertyValue": "820000", "superBalance": "150000",
                  "mortgageBalance": "500000"},
               figs=[money(20000 + 820000 + 150000 - 500000), money(820000 - 500000)]))
    q.append(Q("what's a roth ira and how much can i put in one", "explain:ira+limit:ira_limit", p=USP,
               figs=[L("ira_2026")]))
    return q


def conversations():
    c = []

    def C(p, *turns):
        c.append({"id": f"c{len(c) + 1:02d}", "p": p, "turns": list(turns)})

    lr = lambda P, r, y, f=12: money(pmt(P, r, y, f), cents=True)
    # 1 loan term change then frequency
    C({}, T("repayments on 500k at 6.2% over 30 years?", "loan_repayment", figs=[lr(500000, .062, 30)]),
      T("what about over 25 years?", "loan_repayment", figs=[lr(500000, .062, 25)]),
      T("fortnightly instead", "loan_repayment", figs=[lr(500000, .062, 25, 26)]))
    # 2 hypothetical tax then state (AU, no change)
    C(AU, T("if I earned 120k what would I take home?", "tax", figs=tx_figs(au(120000))),
      T("and in Victoria?", "tax", figs=[money(au(120000)["takeHome"])]))
    # 3 topic carry-over
    C(USP, T("what's a Roth IRA?", "explain:ira"),
      T("how much can I put in it this year?", "limit:ira_limit", figs=[L("ira_2026")]))
    # 4 missing expenses for emergency cover
    C({**AU, "emergencyFund": "15000", "emergencyFundCurrent": "15000"},
      T("how many months would my emergency fund cover?", "emergency_cover"),
      T("about 3k a month", "emergency_cover", ch={"monthlyExpenses": "3000"}))
    # 5 missing property value for equity
    C({**AU, "mortgageBalance": "430000"},
      T("how much equity have I got?", "equity"),
      T("it's worth around 850k", "equity", ch={"propertyValue": "850000"}, figs=[money(850000 - 430000)]))
    # 6 missing age
    C(AU, T("how many years till I can retire", "years_to_retirement"),
      T("I'm 41", "years_to_retirement", ch={"age": "41"}, has=["24 years"]))
    # 7 missing income for SG
    C(AU, T("how much super should my boss be paying me?", "employer_contributions"),
      T("92k", "employer_contributions", ch={"annualIncome": "92000"}, figs=[money(92000 * .12)]))
    # 8 missing expenses for savings
    th = au(105000)["takeHomePerPeriod"]["monthly"]
    C({**AU, "annualIncome": "105000"},
      T("how much am i saving a month?", "savings_rate"),
      T("around 3,200 a month", "savings_rate", ch={"monthlyExpenses": "3200"}, figs=[money(th - 3200, cents=True)]))
    # 9 correction of own income -> facts
    C({**AU, "annualIncome": "85000"}, T("what's my take home?", "tax", figs=tx_figs(au(85000))),
      T("sorry, 95k", "facts", ch={"annualIncome": "95000"}, figs=[money(au(95000)["takeHome"])]))
    # 10 rate correction
    C({}, T("monthly repayments on 380k at 6.5% for 30 years", "loan_repayment", figs=[lr(380000, .065, 30)]),
      T("I meant 5.5%, not 6.5%", "loan_repayment", figs=[lr(380000, .055, 30)]))
    # 11 hypothetical then real
    C(AU, T("if I earned 120k what would I take home?", "tax", figs=tx_figs(au(120000))),
      T("I actually earn 95k", "facts", ch={"annualIncome": "95000"}, figs=[money(au(95000)["takeHome"])]))
    # 12 savings growth -> rate -> add monthly
    C({}, T("what will 20k grow to in 10 years?", "savings_growth", figs=[money(fv(20000, 0, .07, 10))]),
      T("and at 8%?", "savings_growth", figs=[money(fv(20000, 0, .08, 10))]),
      T("what if I add $200 a month", "savings_growth", figs=[money(fv(20000, 200, .08, 10))]))
    # 13 same but different principal
    C({}, T("whats the repayment on 650k at 6.09% over 30 yrs", "loan_repayment", figs=[lr(650000, .0609, 30)]),
      T("same but $500k", "loan_repayment", figs=[lr(500000, .0609, 30)]))
    # 14 two questions, then thanks
    C(USP, T("what's the 401k limit for 2026 and the IRA limit?", "limit:401k_limit+limit:ira_limit",
             figs=[L("k401_2026"), L("ira_2026")]),
      T("thanks!", "thanks"))
    # 15 greeting -> help -> tax
    C(AU, T("hello", "greeting"), T("what can you help with?", "help"),
      T("ok how much tax on 72k", "tax", figs=tx_figs(au(72000))))
    # 16 facts then net worth
    C(AU, T("I'm 34 and have about 30k in savings", "facts", ch={"age": "34", "currentSavings": "30000"}),
      T("my super is around 85k and I owe 9k on a car loan", "facts", ch={"superBalance": "85000", "debts": "9000"}),
      T("so what's my net worth?", "net_worth", figs=[money(30000 + 85000 - 9000)]))
    # 17 US facts then take home
    C(USP, T("I live in Texas and make 85k", "facts", ch={"state": "TX", "annualIncome": "85000"}),
      T("what's my take home?", "tax", figs=tx_figs(us(85000, "TX"))))
    # 18 loan compare then rate change
    C(USP, T("15 or 30 year mortgage on 350k at 6.25%?", "loan_repayment",
             figs=[lr(350000, .0625, 15), lr(350000, .0625, 30)]),
      T("and at 5.9%?", "loan_repayment", figs=[lr(350000, .059, 15), lr(350000, .059, 30)]))
    # 19 surcharge real then hypothetical
    C(AU, T("I'm on 130k with no hospital cover, how much is the surcharge costing me?", "surcharge_cost",
            ch={"annualIncome": "130000", "privateHospitalCover": "false"}, figs=[money(add_sur(130000))]),
      T("what about if I was on 160k?", "surcharge_cost", figs=[money(add_sur(160000))]))
    # 20 bonus then change
    b = lambda i, x: au(i + x)["takeHome"] - au(i)["takeHome"]
    C({**AU, "annualIncome": "110000"},
      T("I'm getting a 15k bonus, how much will I keep?", "bonus_after_tax", figs=[money(b(110000, 15000))]),
      T("what if it was 20k", "bonus_after_tax", figs=[money(b(110000, 20000))]))
    # 21 house deposit target
    C({}, T("need a 120k deposit in 4 years, how much do I need to save a month?", "savings_target",
            figs=[money(needed(120000, 0, .07, 4), cents=True)]),
      T("what about 5 years", "savings_target", figs=[money(needed(120000, 0, .07, 5), cents=True)]))
    # 22 nest egg withdrawal change
    C({}, T("how much do I need to retire on 70k a year?", "nest_egg", figs=[money(nest_egg(70000))]),
      T("and at a 3.5% withdrawal rate?", "nest_egg", figs=[money(nest_egg(70000, .035))]))
    # 23 todays dollars
    C({}, T("what's 2 million in 35 years worth in today's money", "todays_dollars",
            figs=[money(todays(2000000, 35))]),
      T("at 3% inflation?", "todays_dollars", figs=[money(todays(2000000, 35, .03))]))
    # 24 salary sacrifice comparison
    ss = lambda i, a: total_tax(au(i)) - total_tax(au(i, salary_sacrifice=a))
    C({**AU, "annualIncome": "140000"},
      T("salary sacrifice $5k or $10k - how much tax do I save?", "pretax_saving",
        figs=[money(ss(140000, 5000)), money(ss(140000, 10000)), money(ss(140000, 10000) - ss(140000, 5000))]),
      T("cheers", "thanks"))
    # 25 super explainer -> SG rate -> own SG
    C(AU, T("how does super work?", "explain:super"),
      T("what's the super guarantee rate?", "limit:super_guarantee_rate", has=["12%"]),
      T("I'm on 78k, how much should I be getting?", "employer_contributions", ch={"annualIncome": "78000"},
        figs=[money(78000 * .12)]))
    # 26 HSA -> family limit
    C(USP, T("what's an hsa", "explain:hsa"),
      T("whats the limit for family coverage", "limit:hsa_limit", figs=[L("hsa_family_2026")]))
    # 27 401k explainer -> max -> match
    C(USP, T("how does a 401k work?", "explain:401k"),
      T("whats the max I can put in?", "limit:401k_limit", figs=[L("k401_2026")]),
      T("I make 110k and my employer matches 4%, how much do they put in?", "employer_contributions",
        ch={"annualIncome": "110000", "employerMatch": "0.04"}, figs=[money(110000 * .04)]))
    # 28 DTI missing income
    C({**AU, "mortgageBalance": "390000", "debts": "15000"},
      T("what's my debt to income", "debt_to_income"),
      T("I earn 115k", "debt_to_income", ch={"annualIncome": "115000"}))
    # 29 loan payoff then payment change
    C({}, T("how long to pay off a 15k car loan at 8% paying 400 a month?", "loan_payoff_time"),
      T("what if I pay 500?", "loan_payoff_time"))
    # 30 extra repayments then more
    e1 = extra_saving(450000, .06, 30, 300)
    e2 = extra_saving(450000, .06, 30, 500)
    C({}, T("if I pay an extra 300 a month on a 450k mortgage at 6% over 30 years how much interest do I save?",
            "loan_extra_repayment", figs=[money(e1["interest_saved"])]),
      T("what about 500 extra", "loan_extra_repayment", figs=[money(e2["interest_saved"])]))
    # 31 US compare years
    a, bb = us(90000, year="2025"), us(90000, year="2026")
    C(USP, T("how much federal tax on 90k in 2026?", "tax", figs=[money(bb["federalTax"])]),
      T("how does that compare to 2025?", "compare_years", figs=[money(a["federalTax"]), money(bb["federalTax"])]))
    # 32 negative gearing -> CGT
    C(AU, T("what's negative gearing?", "explain:negative_gearing"),
      T("and how does CGT work when I sell the property?", "explain:capital_gains_tax"))
    # 33 standard deduction -> MFJ
    C(USP, T("what's the standard deduction?", "limit:standard_deduction", figs=[L("us_std_single_2026")]),
      T("and for married filing jointly?", "limit:standard_deduction", figs=[L("us_std_mfj_2026")]))
    # 34 tax free threshold -> top rate
    C(AU, T("what's the tax free threshold", "limit:tax_free_threshold", figs=[L("au_tax_free_threshold")]),
      T("and the top rate?", "limit:tax_brackets", has=["45%"]))
    # 35 401k retirement then what-if
    C(USP, T("how's my 401k looking? I'm 45 with 200k in it", "retirement", ch={"age": "45", "superBalance": "200000"}),
      T("what if I add 5k a year?", "contribution_what_if"))
    # 36 weekly rent & expenses facts, then summary
    C(AU, T("rent's $580 a week", "facts", ch={"rentOrMortgage": canon(580 * 52 / 12)}),
      T("what do you know about me", "profile_summary"))
    # 37 hourly income then tax
    C(AU, T("I get $42 an hour, full time", "facts", ch={"annualIncome": canon(42 * 38 * 52)}),
      T("how much tax is that", "tax", figs=tx_figs(au(42 * 38 * 52))))
    # 38 extra repayments vs super -> pretax saving
    C(AU, T("which is better, extra mortgage repayments or extra super?", "explain:extra_repayments_vs_super"),
      T("I'm on 130k, how much tax would salary sacrificing 10k save me?", "pretax_saving",
        ch={"annualIncome": "130000"}, figs=[money(ss(130000, 10000))]))
    # 39 savings by age -> on track
    C(AU, T("how much should I have saved by 35?", "explain:savings_by_age"),
      T("I'm 35 with 40k in super, am I on track?", "retirement", ch={"age": "35", "superBalance": "40000"}))
    # 40 interest-only then P&I
    C({}, T("what's interest only on 700k at 6.1%", "loan_repayment", figs=[money(700000 * .061 / 12, cents=True)]),
      T("and principal and interest over 30 years?", "loan_repayment", figs=[lr(700000, .061, 30)]))
    # 41 time to target then change saving
    C({}, T("how long to save 60k if I put away 1200 a month", "savings_time_to_target"),
      T("and if I save 1500 instead", "savings_time_to_target"))
    # 42 compare states then own facts
    ca, tx = us(130000, "CA"), us(130000, "TX")
    C(USP, T("california vs texas take home on 130k?", "compare_states",
             figs=[money(ca["takeHome"]), money(tx["takeHome"])]),
      T("ok well I live in texas and I'm on 130k", "facts", ch={"state": "TX", "annualIncome": "130000"}))
    # 43 expense correction
    th = au(98000)["takeHomePerPeriod"]["monthly"]
    C({**AU, "annualIncome": "98000", "monthlyExpenses": "3600"},
      T("how much am I saving per month", "savings_rate", figs=[money(th - 3600, cents=True)]),
      T("my expenses are actually more like 4,200", "facts", ch={"monthlyExpenses": "4200"},
        figs=[money(th - 4200, cents=True)]))
    # 44 HELP explain -> thresholds -> own repayment
    C(AU, T("how does HECS work", "explain:help_debt"),
      T("I've got about 25k HECS and earn 95k, how much comes out each year?", "tax",
        ch={"helpDebt": "25000", "annualIncome": "95000"},
        figs=[money(au(95000, help_debt=25000)["helpRepayment"])]))
    # 45 couple hypothetical
    C(AU, T("what would a couple on 95k and 70k take home?", "couple_take_home",
            figs=[money(au(95000)["takeHome"] + au(70000)["takeHome"])]),
      T("and if the second one earned 90k", "couple_take_home",
        figs=[money(au(95000)["takeHome"] + au(90000)["takeHome"])]))
    # 46 retire at 60 or 65
    C({**AU, "age": 50, "superBalance": "420000", "annualIncome": "125000"},
      T("should I retire at 60 or 65?", "retirement"),
      T("how many years away is 65 for me?", "years_to_retirement", has=["15 years"]))
    # 47 debt advice -> consolidation topic
    C(AU, T("I've got like 3 credit cards maxed, what do I do", "debt"),
      T("would consolidating them into a personal loan help?", "topic:debt-consolidation"))
    # 48 US tax own then pre-tax
    kk = us(120000, "CO")
    k1 = us(120000, "CO", pretax=15000)
    C({**USP, "state": "CO", "annualIncome": "120000"},
      T("how much tax am I paying?", "tax", figs=tx_figs(kk, state=True)),
      T("how much would I save if I put 15k pretax in my 401k?", "pretax_saving",
        figs=[money(kk["federalTax"] + kk["stateTax"] - k1["federalTax"] - k1["stateTax"])]))
    # 49 weekly savings target
    C({}, T("how much a week do i need to save for 25k in 2 years at 4%", "savings_target",
            figs=[money(needed(25000, 0, .04, 2, 52), cents=True)]),
      T("what about 3 years", "savings_target", figs=[money(needed(25000, 0, .04, 3, 52), cents=True)]))
    # 50 social security ages -> medicare
    C(USP, T("when can I start claiming social security?", "explain:social_security_ages"),
      T("and when do I get medicare?", "explain:us_medicare"),
      T("ty", "thanks"))
    # 51 emergency fund general -> own cover
    C({**USP, "monthlyExpenses": "3500"},
      T("how big should an emergency fund be", "emergency_fund"),
      T("I've got 14k set aside for emergencies, how many months is that for me?", "emergency_cover",
        ch={"emergencyFund": "14000", "emergencyFundCurrent": "14000"}))
    # 52 raise then own correction
    C({**AU, "annualIncome": "85000"},
      T("what's a 10k raise worth after tax?", "raise_after_tax", figs=[money(b(85000, 10000))]),
      T("what about 15k?", "raise_after_tax", figs=[money(b(85000, 15000))]))
    # 53 first home schemes -> deposit target with stated savings
    C(AU, T("what help is there for first home buyers?", "explain:first_home_schemes"),
      T("I've got 20k saved, how much a month to get to 80k in 3 years?", "savings_target",
        ch={"currentSavings": "20000"}, figs=[money(needed(80000, 20000, .07, 3), cents=True)]))
    # 54 US hypothetical state then real
    C(USP, T("if I made 100k in Illinois what would I take home?", "tax", figs=tx_figs(us(100000, "IL"), state=True)),
      T("and in Indiana?", "tax", figs=tx_figs(us(100000, "IN"), state=True)),
      T("I actually live in Indiana and make 88k", "facts", ch={"state": "IN", "annualIncome": "88000"}))
    # 55 loan two questions
    C({}, T("repayments on 300k at 6% over 25 years and how much interest total?", "loan_repayment",
            figs=[lr(300000, .06, 25), money(loan_total_interest(300000, .06, 25))]),
      T("what if I pay an extra 250 a month", "loan_extra_repayment",
        figs=[money(extra_saving(300000, .06, 25, 250)["interest_saved"])]))
    return c


def main():
    qs, cs = questions(), conversations()
    with open(os.path.join(HERE, "questions.jsonl"), "w", encoding="utf-8") as f:
        for x in qs:
            f.write(json.dumps(x, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "conversations.jsonl"), "w", encoding="utf-8") as f:
        for x in cs:
            f.write(json.dumps(x, ensure_ascii=False) + "\n")
    print(f"questions: {len(qs)}  conversations: {len(cs)}  turns: {sum(len(x['turns']) for x in cs)}")


if __name__ == "__main__":
    main()
