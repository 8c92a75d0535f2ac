#!/usr/bin/env python3
"""Generate the goals-in-chat corpus for Penny's built-in advisor.

Writes questions.jsonl and conversations.jsonl next to this file (read by
tests/goals_corpus.rs). Today is 24 Nov 2026, as in the test.

Every expected figure is computed here from the rules in docs/goals.md, in
Decimal arithmetic, independently of the code under test:

- the monthly amount a goal needs by its date: C = (T - S(1+r)^n) r / ((1+r)^n - 1),
  rounded up to the cent, r = the expected return / 12 (7% unless the profile
  sets another), n = whole calendar months to the date (at least 1); debts:
  (owed - target) / n rounded up, no interest;
- the date reached at a pace: the first whole month the balance (growing at r,
  the pace added at each month's end) reaches the target, from today; debts
  paid down at the pace with no interest;
- the pace: what the profile leaves each month, take-home / 12 - expenses, to
  the cent (half away from zero); take-home is the tax engine's, copied from
      echo '<request>' | /work/targets/base/debug/penny tax --batch
  into TAKE_HOME below;
- an emergency fund's target: months x monthly expenses; its balance the
  profile's emergencyFundCurrent, else emergencyFund;
- a net worth: savings + property + super + investments + emergency fund +
  other assets - mortgage - debts.

Dates: a year alone is its last day, a month its last day (the next one to
come), "mid" 30 June, an age today plus the years to it, a term today plus it.

Usage: python3 gen.py
"""
import json
import os
from datetime import date
from decimal import Decimal as D, ROUND_HALF_UP, ROUND_UP, getcontext

getcontext().prec = 50
HERE = os.path.dirname(os.path.abspath(__file__))
TODAY = date(2026, 11, 24)

# echo '<key>' | /work/targets/base/debug/penny tax --batch  ->  takeHome
TAKE_HOME = {
    '{"country":"australia","income":"90000","taxYear":"2026-27"}': "70680",
    '{"country":"australia","income":"65000","taxYear":"2026-27"}': "53705",
    '{"country":"australia","income":"120000","taxYear":"2026-27"}': "91080",
    '{"country":"us","state":"CA","income":"120000","taxYear":"2026","filingStatus":"single"}': "86335.02",
    '{"country":"us","state":"TX","income":"80000","taxYear":"2026","filingStatus":"single"}': "65110",
}


def take_home(p):
    if p["country"] == "australia":
        key = '{"country":"australia","income":"%s","taxYear":"2026-27"}' % p["annualIncome"]
    else:
        key = ('{"country":"us","state":"%s","income":"%s","taxYear":"2026","filingStatus":"single"}'
               % (p["state"], p["annualIncome"]))
    return D(TAKE_HOME[key])


# --------------------------------------------------------------------------
# money and dates


def r2(x):
    return D(x).quantize(D("0.01"), ROUND_HALF_UP)


def up2(x):
    return D(x).quantize(D("0.01"), ROUND_UP)


def money(x):
    x = r2(x)
    neg = x < 0
    x = abs(x)
    s = "{:,.2f}".format(x)
    if s.endswith(".00"):
        s = s[:-3]
    return ("-" if neg else "") + "$" + s


def last_day(y, m):
    for d in (31, 30, 29, 28):
        try:
            return date(y, m, d)
        except ValueError:
            pass


def add_months(d, n):
    m = d.month - 1 + n
    y = d.year + m // 12
    m = m % 12 + 1
    return date(y, m, min(d.day, last_day(y, m).day))


def months_until(d, start=TODAY):
    if d <= start:
        return 0
    m = (d.year - start.year) * 12 + d.month - start.month
    return m - 1 if d.day < start.day else m


def day_text(d, country):
    mon = d.strftime("%b")
    if country == "us":
        return "%s %d, %d" % (mon, d.day, d.year)
    return "%d %s %d" % (d.day, mon, d.year)


def iso(d):
    return d.isoformat()


# --------------------------------------------------------------------------
# the goal maths (docs/goals.md)


def rate_of(p):
    return D(p.get("expectedReturnRate", "0.07"))


def needed(target, current, n, rate):
    n = max(n, 1)
    r = rate / 12
    g = (1 + r) ** n
    gap = max(D(target) - D(current) * g, D(0))
    if gap == 0:
        return D(0)
    # Exact in principle; 1e-12 keeps the last digit of a 50-digit division from rounding a
    # whole-cent amount up.
    return up2((gap * r / (g - 1)).quantize(D("1e-12"), ROUND_HALF_UP))


def debt_needed(owed, target, n):
    return up2((D(owed) - D(target)) / max(n, 1))


def periods(target, current, pace, rate):
    r = rate / 12
    bal, n = D(current), 0
    while bal < D(target):
        bal = bal + bal * r + D(pace)
        n += 1
        if n > 1200:
            return None
    return n


def debt_periods(owed, target, pace):
    bal, n = D(owed), 0
    while bal > D(target):
        bal -= D(pace)
        n += 1
    return n


def surplus(p):
    if "annualIncome" not in p or "monthlyExpenses" not in p:
        return None
    left = r2(take_home(p) / 12 - D(p["monthlyExpenses"]))
    return left if left > 0 else None


def net_worth(p):
    plus = sum(D(p.get(k, "0")) for k in ("currentSavings", "propertyValue", "superBalance",
                                           "investmentAccounts", "emergencyFund", "otherAssets"))
    return plus - D(p.get("mortgageBalance", "0")) - D(p.get("debts", "0"))


def ef_balance(p):
    return D(p.get("emergencyFundCurrent", p.get("emergencyFund", "0")))


def saving_figs(p, target, current=0, due=None, pace=None):
    """The monthly amount by the date and the date reached at the pace."""
    figs, has = [], []
    rate = rate_of(p)
    if due is not None:
        c = needed(target, current, months_until(due), rate)
        if c == 0:
            has.append("nothing more is needed")
        else:
            figs.append(money(c))
    pace = pace if pace is not None else surplus(p)
    if pace:  # 0: no pace to judge by
        n = periods(target, current, pace, rate)
        has.append(day_text(add_months(TODAY, n), p["country"]))
    return figs, has


def debt_figs(p, owed, target=0, due=None, pace=None):
    figs, has = [], []
    if due is not None:
        figs.append(money(debt_needed(owed, target, months_until(due))))
    pace = pace if pace is not None else surplus(p)
    if pace:
        has.append(day_text(add_months(TODAY, debt_periods(owed, target, pace)), p["country"]))
    return figs, has


# --------------------------------------------------------------------------
# profiles

AU = {"country": "australia", "annualIncome": "90000", "monthlyExpenses": "4000", "age": 34}
AU_BARE = {"country": "australia"}
AU_LOW = {"country": "australia", "annualIncome": "65000", "monthlyExpenses": "3500", "age": 27}
AU_HI = {"country": "australia", "annualIncome": "120000", "monthlyExpenses": "5500", "age": 45,
         "currentSavings": "40000", "superBalance": "260000", "propertyValue": "750000",
         "mortgageBalance": "300000"}
US = {"country": "us", "state": "CA", "annualIncome": "120000", "monthlyExpenses": "5000",
      "age": 40, "currentSavings": "30000", "superBalance": "210000", "emergencyFund": "3000"}
US_TX = {"country": "us", "state": "TX", "annualIncome": "80000", "monthlyExpenses": "4000",
         "age": 29}


def P(base, **extra):
    """A profile: the base with more fields (money as strings, the age a number)."""
    p = dict(base)
    for k, v in extra.items():
        p[k] = v if k == "age" else str(v)
    return p


# --------------------------------------------------------------------------
# goals as the corpus writes them


def savings(title, amount, due=None, saved=None):
    g = {"kind": "savings", "title": title, "targetAmount": str(amount)}
    if due:
        g["targetDate"] = iso(due)
    if saved is not None:
        g["currentAmount"] = str(saved)
    return g


def fund(months=None, due=None, title=None):
    g = {"kind": "emergency_fund"}
    if title:
        g["title"] = title
    if months is not None:
        g["targetMonths"] = str(months)
    if due:
        g["targetDate"] = iso(due)
    return g


def payoff(title=None, due=None, field=None, down_to=None):
    g = {"kind": "debt_payoff"}
    if title:
        g["title"] = title
    if due:
        g["targetDate"] = iso(due)
    if field:
        g["field"] = field
    if down_to is not None:
        g["targetAmount"] = str(down_to)
    return g


def retire(amount):
    return {"kind": "retirement", "targetAmount": str(amount)}


def worth(amount, due=None):
    g = {"kind": "net_worth", "targetAmount": str(amount)}
    if due:
        g["targetDate"] = iso(due)
    return g


def create(g):
    return {"create": g}


def update(goal, **patch):
    return {"update": {"goal": goal, "patch": patch}}


def delete(title):
    return {"delete": title}


def Q(m, p, intent, goals=(), ch=None, figs=(), has=(), g=(), not_=()):
    item = {"m": m, "p": p, "g": list(g), "intent": intent, "ch": ch or {},
            "goals": list(goals), "figs": list(figs), "has": list(has)}
    if not_:
        item["not"] = list(not_)
    return item


def T(m, intent, goals=(), ch=None, figs=(), has=(), not_=()):
    t = {"m": m, "intent": intent, "ch": ch or {}, "goals": list(goals), "figs": list(figs),
         "has": list(has)}
    if not_:
        t["not"] = list(not_)
    return t


def C(cid, p, turns, g=()):
    return {"id": cid, "p": p, "g": list(g), "turns": turns}


def d(y, m, day=None):
    return last_day(y, m) if day is None else date(y, m, day)


# --------------------------------------------------------------------------
# questions: one message each


def build_questions():
    q = []
    add = q.append

    # Setting a savings goal, said many ways.
    due = d(2029, 12)
    f, h = saving_figs(AU, 40000, 0, due)
    add(Q("I want to save $40,000 for a house deposit by the end of 2029", AU, "goal_create",
          [create(savings("House deposit", 40000, due))], figs=f + ["$40,000"],
          has=h + ["on track"]))
    due = d(2028, 3)
    f, h = saving_figs(AU, 25000, 0, due)
    add(Q("I'd like to save 25k for our wedding by March 2028", AU, "goal_create",
          [create(savings("Wedding", 25000, due))], figs=f, has=h))
    due = d(2027, 12)
    f, h = saving_figs(AU, 12000, 0, due)
    add(Q("help me save for a $12k holiday next year", AU, "goal_create",
          [create(savings("Holiday", 12000, due))], figs=f, has=h))
    due = add_months(TODAY, 24)
    f, h = saving_figs(AU_LOW, 15000, 0, due)
    add(Q("set a goal to save 15k for a new car in 2 years", AU_LOW, "goal_create",
          [create(savings("New car", 15000, due))], figs=f, has=h))
    due = d(2027, 12)
    f, h = saving_figs(AU, 8000, 0, due)
    add(Q("my goal is to save $8,000 for a trip to Japan by December 2027", AU, "goal_create",
          [create(savings("Trip to Japan", 8000, due))], figs=f, has=h))
    due = d(2030, 6)
    f, h = saving_figs(AU, 80000, 0, due)
    add(Q("I need $80,000 for a deposit by mid-2030", AU, "goal_create",
          [create(savings("Deposit", 80000, due))], figs=f, has=h))
    due = d(2028, 12)
    f, h = saving_figs(AU_HI, 60000, 0, due)
    add(Q("we're saving $60,000 for a home deposit by the end of 2028", AU_HI, "goal_create",
          [create(savings("Home deposit", 60000, due))], figs=f, has=h))
    due = d(2026, 12)
    f, h = saving_figs(AU, 1500, 0, due)
    add(Q("I want to put away $1,500 for Christmas by December", AU, "goal_create",
          [create(savings("Christmas", 1500, due))], figs=f, has=h))
    due = d(2030, 12)
    f, h = saving_figs(US, 30000, 0, due)
    add(Q("I want to save $30,000 for a down payment by 2030", US, "goal_create",
          [create(savings("Down payment", 30000, due))], figs=f, has=h))
    due = d(2027, 6)
    f, h = saving_figs(US, 10000, 0, due)
    add(Q("Can you set up a goal for me? $10k for a vacation by next June", US, "goal_create",
          [create(savings("Vacation", 10000, due))], figs=f, has=h))
    f, h = saving_figs(AU, 40000, 10000)
    add(Q("I want $40k for a house deposit, I've already got $10k put aside", AU, "goal_create",
          [create(savings("House deposit", 40000, None, 10000))], figs=f + ["$10,000"], has=h,
          not_=["updated your profile"]))
    add(Q("I want to save 20 grand for a new car", AU_BARE, "goal_create",
          [create(savings("New car", 20000))], has=["no date", "take-home pay"]))
    due = add_months(TODAY, 6)
    f, h = saving_figs(AU_LOW, 5000, 0, due)
    add(Q("I'd like to save 5000 for a laptop within 6 months", AU_LOW, "goal_create",
          [create(savings("Laptop", 5000, due))], figs=f, has=h))
    due = add_months(TODAY, 60)
    f, h = saving_figs(US_TX, 100000, 0, due)
    add(Q("Our goal is $100k for a house deposit in 5 years", US_TX, "goal_create",
          [create(savings("House deposit", 100000, due))], figs=f, has=h))
    due = add_months(TODAY, (60 - 34) * 12)
    f, h = saving_figs(AU, 1000000, 0, due)
    add(Q("I want to have $1 million by 60", AU, "goal_create",
          [create(savings("Savings goal", 1000000, due))], figs=f, has=h))
    due = d(2027, 3)
    f, h = saving_figs(AU, 3000, 0, due)
    add(Q("add a goal: $3,000 for a new phone by March", AU, "goal_create",
          [create(savings("New phone", 3000, due))], figs=f, has=h))
    due = d(2028, 6, 30)
    f, _ = saving_figs(AU_BARE, 25000, 0, due, pace=0)
    add(Q("I want to save $25,000 for a wedding by June 30th, 2028, I earn 90k", AU_BARE,
          "goal_create", [create(savings("Wedding", 25000, due))],
          ch={"annualIncome": "90000"}, figs=f))
    due = d(2029, 12)
    f, _ = saving_figs(AU_BARE, 40000, 0, due, pace=0)
    add(Q("I earn 90k and want to save 40k for a deposit by 2029", AU_BARE, "goal_create",
          [create(savings("Deposit", 40000, due))], ch={"annualIncome": "90000"}, figs=f))
    due = add_months(TODAY, 15 * 12)
    f, _ = saving_figs(AU_BARE, 500000, 0, due, pace=0)
    add(Q("I'm 30 and want $500k by 45", AU_BARE, "goal_create",
          [create(savings("Savings goal", 500000, due))], ch={"age": "30"}, figs=f))
    due = d(2027, 12)
    f, h = saving_figs(AU, 15000, 0, due)
    add(Q("my goal's $15k for a car by the end of next year", AU, "goal_create",
          [create(savings("Car", 15000, due))], figs=f, has=h))
    due = d(2027, 12)
    f, h = saving_figs(AU, 6000, 0, due)
    add(Q("I'm saving up for a $6,000 holiday to Bali by December 2027", AU, "goal_create",
          [create(savings("Holiday to Bali", 6000, due))], figs=f, has=h))
    rated = P(AU, expectedReturnRate="0.045")
    due = d(2028, 12)
    f, h = saving_figs(rated, 20000, 0, due)
    add(Q("I want to save $20,000 for a renovation by the end of 2028", rated, "goal_create",
          [create(savings("Renovation", 20000, due))], figs=f, has=h + ["4.5%"]))

    due = d(2026, 12, 25)
    f, h = saving_figs(AU, 10000, 0, due)
    add(Q("I'd love to have 10 grand saved for a trip to Europe by next Christmas", AU,
          "goal_create", [create(savings("Trip to Europe", 10000, due))], figs=f, has=h,
          not_=["updated your profile"]))
    due = d(2027, 12)
    f, h = saving_figs(AU, 25000, 0, due)
    add(Q("Goal: save $25k for a car by end of 2027", AU, "goal_create",
          [create(savings("Car", 25000, due))], figs=f, has=h))
    due = add_months(TODAY, 36)
    f, h = saving_figs(AU, 50000, 0, due)
    add(Q("I'm trying to save 50k for a house deposit over the next 3 years", AU, "goal_create",
          [create(savings("House deposit", 50000, due))], figs=f, has=h,
          not_=["updated your profile"]))
    due = d(2028, 12)
    f, h = saving_figs(US_TX, 20000, 0, due)
    add(Q("We hope to put away $20,000 for our baby by 2028", US_TX, "goal_create",
          [create(savings("Baby", 20000, due))], figs=f, has=h))
    due = d(2028, 12)
    f, h = saving_figs(AU, 15000, 0, due)
    add(Q("Set a savings goal of $15,000 for a new car by December 2028", AU, "goal_create",
          [create(savings("New car", 15000, due))], figs=f, has=h))
    due = d(2028, 3)
    f, h = saving_figs(AU, 30000, 0, due)
    add(Q("I'm saving for a wedding - need $30k by March 2028", AU, "goal_create",
          [create(savings("Wedding", 30000, due))], figs=f, has=h))
    due = d(2027, 6)
    f, h = saving_figs(US, 25000, 0, due)
    add(Q("my target is $25,000 saved for a wedding by next June", US, "goal_create",
          [create(savings("Wedding", 25000, due))], figs=f, has=h, not_=["updated your profile"]))
    add(Q("save $300 a month for a holiday", AU, "goal_create",
          has=["How much do you want to put aside for the holiday"]))

    # Emergency funds.
    n = periods(24000, 0, surplus(AU), rate_of(AU))
    add(Q("build a 6-month emergency fund", AU, "goal_create", [create(fund(6))],
          figs=["$24,000"], has=[day_text(add_months(TODAY, n), "australia")]))
    p = P(AU, emergencyFund=2000)
    due = d(2027, 12)
    f, h = saving_figs(p, 12000, 2000, due)
    add(Q("I want to build up 3 months of expenses as an emergency fund by the end of 2027", p,
          "goal_create", [create(fund(3, due))], figs=f + ["$12,000"], has=h))
    f, h = saving_figs(AU, 20000, 0)
    add(Q("I want to build an emergency fund of $20,000", AU, "goal_create", [create(fund(5))],
          figs=["$20,000"], has=h + ["5 months"]))
    add(Q("start an emergency fund goal", AU_BARE, "goal_create", [create(fund())],
          has=["what you spend a month"]))
    due = d(2028, 6)
    f, h = saving_figs(US, 20000, 3000, due)
    add(Q("help me build an emergency fund of 4 months by June 2028", US, "goal_create",
          [create(fund(4, due))], figs=f + ["$20,000"], has=h))
    n = periods(24000, 0, surplus(US_TX), rate_of(US_TX))
    add(Q("I want to save up a 6 month emergency fund", US_TX, "goal_create", [create(fund(6))],
          figs=["$24,000"], has=[day_text(add_months(TODAY, n), "us")]))
    n = periods(24000, 0, surplus(AU), rate_of(AU))
    add(Q("I want to get my emergency fund to 6 months of expenses", AU, "goal_create",
          [create(fund(6))], has=[day_text(add_months(TODAY, n), "australia")]))
    p = P(AU, emergencyFund=1000)
    due = d(2027, 6)
    f, h = saving_figs(p, 12000, 1000, due)
    add(Q("I'd like to have 3 months expenses saved for emergencies by mid 2027", p,
          "goal_create", [create(fund(3, due))], figs=f, has=h, not_=["updated your profile"]))
    due = d(2027, 12)
    f, h = saving_figs(AU, 24000, 0, due)
    add(Q("I'd like a 6 month emergency fund by the end of next year", AU, "goal_create",
          [create(fund(6, due))], figs=f, has=h, not_=["updated your profile"]))
    add(Q("build a 90-month emergency fund", AU, "goal_create",
          has=["couldn't set that goal", "at most 60 months"]))

    # Paying off a debt.
    p = P(AU, debts=6000)
    due = d(2027, 6)
    f, h = debt_figs(p, 6000, 0, due)
    add(Q("pay off my credit card by June", p, "goal_create",
          [create(payoff("Pay off credit card", due))], figs=f + ["$6,000"], has=h))
    p = P(AU, debts=15000)
    due = d(2028, 12)
    f, h = debt_figs(p, 15000, 0, due)
    add(Q("I want to be debt free by 2028", p, "goal_create", [create(payoff(None, due))],
          figs=f, has=h))
    p = dict(AU_HI)
    due = add_months(TODAY, 10 * 12)
    f, h = debt_figs(p, 300000, 0, due)
    add(Q("I want to pay off the mortgage by 55", p, "goal_create",
          [create(payoff(None, due, "mortgageBalance"))], figs=f, has=h))
    p = P(AU_LOW, helpDebt=20000)
    due = d(2030, 12)
    f, h = debt_figs(p, 20000, 0, due)
    add(Q("help me pay off my HECS by 2030", p, "goal_create",
          [create(payoff(None, due, "helpDebt"))], figs=f, has=h))
    p = P(US_TX, debts=25000)
    due = d(2029, 12)
    f, h = debt_figs(p, 25000, 0, due)
    add(Q("I want to pay off my student loans by the end of 2029", p, "goal_create",
          [create(payoff("Pay off student loans", due))], figs=f, has=h))
    p = P(AU, debts=6000)
    due = d(2027, 3)
    f, h = debt_figs(p, 6000, 2000, due)
    add(Q("pay my card down to $2,000 by March", p, "goal_create",
          [create(payoff("Pay off credit card", due, None, 2000))], figs=f, has=h))
    p = P(AU, debts=9000)
    due = d(2027, 12)
    f, h = debt_figs(p, 9000, 0, due)
    add(Q("I want to be out of debt by the end of next year", p, "goal_create",
          [create(payoff(None, due))], figs=f, has=h))
    p = P(AU, debts=6000)
    due = d(2027, 6)
    f, h = debt_figs(p, 6000, 0, due)
    add(Q("I want to knock off my credit card by June", p, "goal_create",
          [create(payoff("Pay off credit card", due))], figs=f, has=h))
    add(Q("I need to pay off my credit card", p, "goal_create",
          [create(payoff("Pay off credit card"))], has=debt_figs(p, 6000)[1] + ["no date"]))
    p = P(US, debts=18000)
    due = d(2028, 12)
    f, h = debt_figs(p, 18000, 0, due)
    add(Q("I want to pay off my car loan by 2028", p, "goal_create",
          [create(payoff("Pay off car loan", due))], figs=f, has=h))
    add(Q("I want to clear my car loan by next year", AU_BARE, "goal_create",
          has=["How much is owing"]))

    # Retirement spending (judged by the retirement plan: only the writes are checked).
    add(Q("I want $70k a year in retirement", P(AU, superBalance=80000), "goal_create",
          [create(retire(70000))], has=["$70,000 a year"]))
    add(Q("I'd like to retire on $6,000 a month", US, "goal_create", [create(retire(72000))],
          has=["$72,000"]))
    add(Q("my goal is to spend $50,000 a year when I retire", AU_HI, "goal_create",
          [create(retire(50000))]))
    add(Q("I want $80k a year in retirement", AU_BARE, "goal_create", [create(retire(80000))],
          has=["need your age"]))
    add(Q("I'd like to retire with $60,000 a year to spend", AU, "goal_create",
          [create(retire(60000))], not_=["updated your profile"]))
    add(Q("I want an income of $5k a month in retirement", US, "goal_create",
          [create(retire(60000))]))

    # A net worth.
    p = P(AU, currentSavings=20000, superBalance=80000, debts=6000)
    due = add_months(TODAY, 16 * 12)
    f, h = saving_figs(p, 1000000, net_worth(p), due)
    add(Q("my goal is a net worth of $1m by 50", p, "goal_create",
          [create(worth(1000000, due))], figs=f + [money(net_worth(p))], has=h))
    due = add_months(TODAY, 60)
    f, h = saving_figs(US, 1000000, net_worth(US), due)
    add(Q("I want to be a millionaire by 45", US, "goal_create", [create(worth(1000000, due))],
          figs=f, has=h))
    due = add_months(TODAY, 20 * 12)
    f, h = saving_figs(US, 2000000, net_worth(US), due)
    add(Q("I want to be worth $2 million by 60", US, "goal_create", [create(worth(2000000, due))],
          figs=f, has=h))
    due = add_months(TODAY, 120)
    f, h = saving_figs(AU_HI, 1500000, net_worth(AU_HI), due)
    add(Q("I want to reach a net worth of $1.5m in 10 years", AU_HI, "goal_create",
          [create(worth(1500000, due))], figs=f, has=h))

    p = P(AU, currentSavings=15000, superBalance=50000)
    due = add_months(TODAY, 21 * 12)
    f, h = saving_figs(p, 2000000, net_worth(p), due)
    add(Q("target net worth $2m by the time I'm 55", p, "goal_create",
          [create(worth(2000000, due))], figs=f, has=h, not_=["updated your profile"]))

    # One-off calculations stay calculations; a size said as a wish is the profile's.
    add(Q("I want $50k by 2030, how much a month?", AU, "savings_target"))
    add(Q("i want 40k for a house deposit in 3 years, how much do i need to save a month at 4.5%?",
          AU, "savings_target"))
    add(Q("How much do I need to save each month to have $100k in 5 years?", AU,
          "savings_target"))
    add(Q("how long to save $20k at $1,000 a month?", AU, "savings_time_to_target"))
    add(Q("I want a 3 month emergency fund", AU, "facts", ch={"emergencyFundMonths": "3"}))
    add(Q("how many months would my emergency fund cover?", P(AU, emergencyFund=8000),
          "emergency_cover"))
    add(Q("how much do I need to retire on $70k a year?", AU, "nest_egg"))
    add(Q("how do I pay off my credit card debt faster", AU, "debt"))

    # Asked for what is missing.
    add(Q("I want to save for a wedding", AU, "goal_create",
          has=["How much do you want to put aside for the wedding"]))
    add(Q("set a goal", AU, "goal_create", has=["How much do you want to put aside"]))

    # Refused by the goal rules: a clear sentence, no change.
    add(Q("I want to save $10k for a holiday by 2020", AU, "goal_create",
          has=["the date must be after today"]))
    many = [savings("Goal %d" % k, 1000 + k) for k in range(20)]
    add(Q("I want to save $5k for a bike by 2028", AU, "goal_create", g=many,
          has=["at most 20 goals"]))

    # Checking on a goal.
    house = savings("House deposit", 40000, d(2029, 12), 10000)
    f, h = saving_figs(AU, 40000, 10000, d(2029, 12))
    add(Q("how am I tracking on my house deposit?", AU, "goal_progress", g=[house],
          figs=f + ["$10,000"], has=h + ["25%"]))
    p = P(AU, emergencyFund=6000)
    f, h = saving_figs(p, 24000, 6000, d(2027, 11, 30))
    add(Q("how far off is my emergency fund?", p, "goal_progress",
          g=[fund(6, d(2027, 11, 30))], figs=f + ["$6,000", "$24,000"], has=h))
    wedding = savings("Wedding", 30000, d(2028, 6), 5000)
    f, h = saving_figs(US, 30000, 5000, d(2028, 6))
    add(Q("am I on track for my wedding goal?", US, "goal_progress", g=[wedding], figs=f, has=h))
    holiday = savings("Holiday", 6000, d(2027, 6), 1500)
    f1, _ = saving_figs(AU, 40000, 10000, d(2029, 12))
    f2, _ = saving_figs(AU, 6000, 1500, d(2027, 6))
    add(Q("how are my goals going?", AU, "goal_progress", g=[house, holiday], figs=f1 + f2))
    f, h = saving_figs(AU, 6000, 1500, d(2027, 6))
    add(Q("how's the holiday fund going?", AU, "goal_progress", g=[house, holiday], figs=f,
          has=h))
    add(Q("how am I tracking on my wedding?", AU, "goal_progress", g=[house],
          has=["don't have a goal for the wedding"]))
    p = P(AU, debts=4000)
    card = dict(payoff("Pay off credit card", d(2027, 6)), startAmount="6000")
    f, h = debt_figs(p, 4000, 0, d(2027, 6))
    add(Q("how close am I to paying off my credit card?", p, "goal_progress", g=[card],
          figs=f + ["$4,000"], has=h + ["33.3%"]))
    add(Q("what are my goals?", AU, "goal_progress", has=["haven't set any goals"]))
    p = P(AU, emergencyFund=5000)
    add(Q("how far off is my emergency fund?", p, "goal_progress",
          figs=["$5,000", "$24,000"], has=["don't have a goal for an emergency fund",
                                          day_text(add_months(TODAY, periods(24000, 5000, surplus(p), rate_of(p))), "australia")]))
    f, h = saving_figs(US, 30000, 5000, d(2028, 6))
    add(Q("am I going to hit my wedding goal?", US, "goal_progress", g=[wedding], figs=f, has=h))
    f, h = saving_figs(AU, 40000, 10000, d(2029, 12))
    add(Q("how long until I reach my house deposit goal?", AU, "goal_progress", g=[house, holiday],
          figs=f, has=h))
    f, h = saving_figs(AU, 6000, 1500, d(2027, 6))
    add(Q("what's left to save for the holiday?", AU, "goal_progress", g=[house, holiday],
          figs=f + ["$1,500"], has=h))
    f, h = saving_figs(AU, 40000, 10000, d(2029, 12))
    add(Q("how much do I need to put away each month for my deposit goal?", AU, "goal_progress",
          g=[house], figs=f, has=h))
    reno = savings("Home renovation", 25000, d(2028, 12))
    f, h = saving_figs(AU, 40000, 10000, d(2029, 12))
    add(Q("how am I tracking on the deposit?", AU, "goal_progress", g=[house, reno], figs=f,
          has=h))
    add(Q("how am I going with the home goal?", AU, "goal_progress", g=[house, reno],
          has=["Which goal do you mean"]))
    nw = worth(1500000, add_months(TODAY, 120))
    f, h = saving_figs(AU_HI, 1500000, net_worth(AU_HI), add_months(TODAY, 120))
    add(Q("how's my net worth goal tracking?", AU_HI, "goal_progress", g=[nw], figs=f, has=h))
    f, h = saving_figs(AU, 40000, 10000, d(2029, 12), pace=D(1500))
    add(Q("what if I save $1,500 a month for my house deposit goal?", AU, "goal_progress",
          g=[house], figs=f, has=h + ["nothing is saved"]))

    # Changing one.
    house0 = savings("House deposit", 40000, d(2029, 12))
    f, h = saving_figs(AU, 40000, 18000, d(2029, 12))
    add(Q("I've now got $18,000 put aside for the deposit", AU, "goal_update",
          [update("House deposit", currentAmount="18000")], g=[house0], figs=f, has=h,
          not_=["updated your profile"]))
    add(Q("push the wedding back to 2029", US, "goal_update",
          [update("Wedding", targetDate=iso(d(2029, 6)))], g=[wedding],
          figs=saving_figs(US, 30000, 5000, d(2029, 6))[0]))
    add(Q("change my emergency fund to 3 months", AU, "goal_update",
          [update("Emergency fund", targetMonths="3")], g=[fund(6)], figs=["$12,000"],
          not_=["updated your profile"]))
    add(Q("increase my house deposit goal to $50,000", AU, "goal_update",
          [update("House deposit", targetAmount="50000")], g=[house],
          figs=saving_figs(AU, 50000, 10000, d(2029, 12))[0]))
    hol = savings("Holiday", 6000, d(2027, 12), 1500)
    add(Q("bring the holiday forward 6 months", AU, "goal_update",
          [update("Holiday", targetDate=iso(d(2027, 6)))], g=[hol],
          figs=saving_figs(AU, 6000, 1500, d(2027, 6))[0]))
    add(Q("I've saved another $2,000 for the holiday", AU, "goal_update",
          [update("Holiday", currentAmount="3500")], g=[hol],
          figs=saving_figs(AU, 6000, 3500, d(2027, 12))[0] + ["$3,500"]))
    car = savings("New car", 15000, add_months(TODAY, 24))
    add(Q("move my car goal to June 2028", AU, "goal_update",
          [update("New car", targetDate=iso(d(2028, 6)))], g=[car],
          figs=saving_figs(AU, 15000, 0, d(2028, 6))[0]))
    add(Q("I have $7,500 saved for the wedding now", US, "goal_update",
          [update("Wedding", currentAmount="7500")], g=[wedding],
          figs=saving_figs(US, 30000, 7500, d(2028, 6))[0]))
    add(Q("I have $18,000 saved for the deposit", AU, "goal_update",
          ch={"currentSavings": "18000"}, has=["don't have a goal for the deposit"]))
    add(Q("change my emergency fund to 3 months", AU, "goal_update",
          ch={"emergencyFundMonths": "3"}))
    add(Q("push my holiday goal back a year", AU, "goal_update",
          [update("Holiday", targetDate=iso(d(2028, 6)))], g=[holiday],
          figs=saving_figs(AU, 6000, 1500, d(2028, 6))[0]))
    add(Q("lower the renovation target to $20k", AU, "goal_update",
          [update("Home renovation", targetAmount="20000")], g=[house, reno],
          figs=saving_figs(AU, 20000, 0, d(2028, 12))[0]))
    add(Q("I've put another 500 into the holiday fund", AU, "goal_update",
          [update("Holiday", currentAmount="2000")], g=[holiday],
          figs=saving_figs(AU, 6000, 2000, d(2027, 6))[0]))
    add(Q("holiday fund is up to $2,500", AU, "goal_update",
          [update("Holiday", currentAmount="2500")], g=[house, holiday],
          figs=saving_figs(AU, 6000, 2500, d(2027, 6))[0]))
    add(Q("I now have 12k in the house deposit", AU, "goal_update",
          [update("House deposit", currentAmount="12000")], g=[house],
          figs=saving_figs(AU, 40000, 12000, d(2029, 12))[0], not_=["updated your profile"]))
    add(Q("rename the holiday goal to Japan trip", AU, "goal_update",
          [update("Holiday", title="Japan trip")], g=[holiday], has=["Japan trip"]))
    add(Q("the deposit target should be 45k", AU, "goal_update",
          [update("House deposit", targetAmount="45000")], g=[house],
          figs=saving_figs(AU, 45000, 10000, d(2029, 12))[0]))
    add(Q("I want the holiday goal to be $8,000 instead", AU, "goal_update",
          [update("Holiday", targetAmount="8000")], g=[holiday],
          figs=saving_figs(AU, 8000, 1500, d(2027, 6))[0]))
    add(Q("push the wedding back to 2020", US, "goal_update", g=[wedding],
          has=["the date must be after today"]))

    # Removing one.
    add(Q("delete my holiday goal", AU, "goal_delete", [delete("Holiday")], g=[house, holiday]))
    add(Q("remove the wedding goal", US, "goal_delete", [delete("Wedding")], g=[wedding]))
    add(Q("I don't want the car goal any more", AU, "goal_delete", [delete("New car")],
          g=[car, holiday]))
    add(Q("delete my holiday goal", AU, "goal_delete", g=[house],
          has=["don't have a goal for the holiday"]))
    add(Q("delete all my goals", AU, "goal_delete",
          [delete("House deposit"), delete("Holiday")], g=[house, holiday]))
    add(Q("cancel my emergency fund goal", AU, "goal_delete", [delete("Emergency fund")],
          g=[fund(6), house]))
    add(Q("get rid of the holiday goal", AU, "goal_delete", [delete("Holiday")],
          g=[house, holiday]))
    return q


# --------------------------------------------------------------------------
# conversations: each turn sees the earlier ones, their profile and goal changes applied


def build_conversations():
    c = []
    add = c.append
    due = d(2029, 12)
    due2 = d(2030, 12)
    add(C("set-then-change", AU, [
        T("I want to save $40,000 for a house deposit by the end of 2029", "goal_create",
          [create(savings("House deposit", 40000, due))], figs=saving_figs(AU, 40000, 0, due)[0]),
        T("make it $50k", "goal_create", [update("House deposit", targetAmount="50000")],
          figs=saving_figs(AU, 50000, 0, due)[0], not_=["updated your profile"]),
        T("by 2030 instead", "goal_create",
          [update("House deposit", targetDate=iso(due2))],
          figs=saving_figs(AU, 50000, 0, due2)[0]),
        T("what if I save $1,500 a month for it?", "goal_create",
          has=saving_figs(AU, 50000, 0, None, pace=D(1500))[1] + ["nothing is saved"]),
    ]))
    due = d(2028, 6)
    add(C("asked-target", AU, [
        T("I want to save for a wedding", "goal_create",
          has=["How much do you want to put aside for the wedding"]),
        T("$30k by June 2028", "goal_create", [create(savings("Wedding", 30000, due))],
          figs=saving_figs(AU, 30000, 0, due)[0]),
    ]))
    add(C("asked-expenses", AU_BARE, [
        T("build a 6 month emergency fund", "goal_create", [create(fund(6))],
          has=["what you spend a month"]),
        T("about 4k", "goal_create", ch={"monthlyExpenses": "4000"}, figs=["$24,000"]),
    ]))
    due = d(2028, 12)
    p = P(AU_BARE)
    add(C("asked-balance", p, [
        T("pay off my car loan by 2028", "goal_create", has=["How much is owing"]),
        T("I owe about 15k", "goal_create", [create(payoff("Pay off car loan", due))],
          ch={"debts": "15000"}, figs=debt_figs(p, 15000, 0, due)[0]),
    ]))
    due = add_months(TODAY, 25 * 12)
    add(C("asked-age", AU_BARE, [
        T("I want $1m by 55", "goal_create", has=["need your age"]),
        T("I'm 30", "goal_create", [create(savings("Savings goal", 1000000, due))],
          ch={"age": "30"}, figs=saving_figs(AU_BARE, 1000000, 0, due, pace=0)[0]),
    ]))
    house = savings("House deposit", 40000, d(2029, 12), 10000)
    add(C("check-what-if-update", AU, [
        T("how am I tracking on my house deposit?", "goal_progress",
          figs=saving_figs(AU, 40000, 10000, d(2029, 12))[0]),
        T("what if I save $1,500 a month for it?", "goal_progress",
          has=saving_figs(AU, 40000, 10000, None, pace=D(1500))[1]),
        T("I've now got $18,000 put aside for it", "goal_update",
          [update("House deposit", currentAmount="18000")],
          figs=saving_figs(AU, 40000, 18000, d(2029, 12))[0], not_=["updated your profile"]),
    ], g=[house]))
    reno = savings("Home renovation", 25000, d(2028, 12), 5000)
    add(C("which-one", AU, [
        T("how am I tracking on the home goal?", "goal_progress",
          has=["Which goal do you mean"]),
        T("the renovation", "goal_progress",
          figs=saving_figs(AU, 25000, 5000, d(2028, 12))[0]),
    ], g=[house, reno]))
    holiday = savings("Holiday", 6000, d(2027, 6), 1500)
    car = savings("New car", 15000, add_months(TODAY, 24))
    add(C("delete-two", AU, [
        T("delete my holiday goal", "goal_delete", [delete("Holiday")]),
        T("and the car one too", "goal_delete", [delete("New car")]),
    ], g=[holiday, car, house]))
    due = add_months(TODAY, 60)
    add(C("calculation-then-goal", AU, [
        T("how much do I need to save each month to have 60k in 5 years?", "savings_target",
          figs=saving_figs(AU, 60000, 0, due)[0]),
        T("make it a goal", "goal_create", [create(savings("Savings goal", 60000, due))],
          figs=saving_figs(AU, 60000, 0, due)[0]),
    ]))
    due = d(2028, 3)
    add(C("set-then-track", AU, [
        T("set a goal to save 25k for a wedding by March 2028", "goal_create",
          [create(savings("Wedding", 25000, due))]),
        T("how am I tracking?", "goal_progress", figs=saving_figs(AU, 25000, 0, due)[0],
          has=saving_figs(AU, 25000, 0, due)[1]),
    ]))
    hol = savings("Holiday", 6000, d(2027, 12), 1500)
    add(C("saved-then-moved", AU, [
        T("I've saved another $2,000 for the holiday", "goal_update",
          [update("Holiday", currentAmount="3500")]),
        T("push it back 6 months", "goal_update", [update("Holiday", targetDate=iso(d(2028, 6)))],
          figs=saving_figs(AU, 6000, 3500, d(2028, 6))[0]),
        T("and another 500", "goal_update", [update("Holiday", currentAmount="4000")],
          figs=saving_figs(AU, 6000, 4000, d(2028, 6))[0]),
    ], g=[hol]))
    due = d(2028, 12)
    after = P(AU_BARE, annualIncome="90000", monthlyExpenses="4000")
    add(C("facts-then-goal", AU_BARE, [
        T("I earn 90k and spend about 4k a month", "facts",
          ch={"annualIncome": "90000", "monthlyExpenses": "4000"}),
        T("I want to save $20,000 for a car by the end of 2028", "goal_create",
          [create(savings("Car", 20000, due))], figs=saving_figs(after, 20000, 0, due)[0],
          has=saving_figs(after, 20000, 0, due)[1]),
    ]))
    p = P(AU, emergencyFund=3000)
    p2 = P(AU, emergencyFund=9000)
    due = d(2027, 11, 30)
    add(C("fund-moves-with-profile", p, [
        T("how far off is my emergency fund?", "goal_progress",
          figs=saving_figs(p, 24000, 3000, due)[0]),
                T("my emergency fund is now $9,000", "facts",
          ch={"emergencyFund": "9000", "emergencyFundCurrent": "9000"}),
        T("how am I tracking now?", "goal_progress",
          figs=saving_figs(p2, 24000, 9000, due)[0] + ["$9,000"]),
    ], g=[fund(6, due)]))
    wedding = savings("Wedding", 30000, d(2028, 6), 5000)
    add(C("wedding-moves", US, [
        T("push the wedding back to 2029", "goal_update",
          [update("Wedding", targetDate=iso(d(2029, 6)))]),
        T("how's the wedding fund going?", "goal_progress",
          figs=saving_figs(US, 30000, 5000, d(2029, 6))[0]),
        T("increase the wedding target to $35,000", "goal_update",
          [update("Wedding", targetAmount="35000")],
          figs=saving_figs(US, 35000, 5000, d(2029, 6))[0]),
    ], g=[wedding]))
    p = P(AU, superBalance=80000)
    add(C("retirement-then-more", p, [
        T("I want $70k a year in retirement", "goal_create", [create(retire(70000))]),
        T("make it $80k", "goal_create", [update("Retirement spending", targetAmount="80000")]),
    ]))
    p = P(AU, debts=6000)
    p2 = P(AU, debts=4000)
    due = d(2027, 6)
    card_new = payoff("Pay off credit card", due)
    add(C("card-paid-down", p, [
        T("pay off my credit card by June", "goal_create", [create(card_new)],
          figs=debt_figs(p, 6000, 0, due)[0]),
        T("my debts are now $4,000", "facts", ch={"debts": "4000"}),
        T("how am I tracking on the card?", "goal_progress",
          figs=debt_figs(p2, 4000, 0, due)[0], has=["33.3%"]),
    ]))
    due = d(2027, 12)
    add(C("set-then-delete", AU, [
        T("I want to save $12,000 for a holiday by the end of 2027", "goal_create",
          [create(savings("Holiday", 12000, due))]),
        T("actually, delete it", "goal_delete", [delete("Holiday")]),
    ]))
    due = d(2029, 12)
    add(C("paces-compared-then-changed", AU, [
        T("I want to save $40,000 for a house deposit by the end of 2029", "goal_create",
          [create(savings("House deposit", 40000, due))]),
        T("what if I save $1,000 or $1,500 a month for it?", "goal_create",
          has=saving_figs(AU, 40000, 0, None, pace=D(1000))[1]
          + saving_figs(AU, 40000, 0, None, pace=D(1500))[1]),
        T("how am I tracking?", "goal_progress", has=saving_figs(AU, 40000, 0, due)[1],
          not_=["you asked about"]),
        T("make it 45k", "goal_update", [update("House deposit", targetAmount="45000")],
          figs=saving_figs(AU, 45000, 0, due)[0], not_=["updated your profile"]),
    ]))
    return c


def main():
    with open(os.path.join(HERE, "questions.jsonl"), "w") as f:
        for item in build_questions():
            f.write(json.dumps(item) + "\n")
    with open(os.path.join(HERE, "conversations.jsonl"), "w") as f:
        for item in build_conversations():
            f.write(json.dumps(item) + "\n")


if __name__ == "__main__":
    main()
