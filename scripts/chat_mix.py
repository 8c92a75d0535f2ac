"""The question mix, the simulated people and the loop over them of the chat benchmarks
(bench-chat-http.py, bench-chat-stream.py); each script keeps only how it sends and times one message.

A person registers with the built-in sign-in and gets a profile (half Australian, half US), then asks
questions in one conversation, drawn in turn from four kinds so that no single path dominates:

- tax: the 312-message corpus's lines with a tax calculation (most also save the income, so the
  turn writes a change set and a notice), and the everyday questions that run the tax engine
  (bonus, raise, couple, surcharge, two states, two years);
- loan: repayments, payoff time, extra repayments (amortisation in Decimal);
- savings: growth, the saving needed for a target, time to a target, the nest egg;
- plan: retirement questions answered from the profile's projection ("Am I on track…", "What if I
  retire at 60?");
- follow-up: asked right after the loan question, a message that changes one input of the last
  answer ("what about over 25 years?", "and at 7%?"), so the turn reads the earlier answer's record
  from the history and merges it (conversation state included in the figures).

Each kind's lines are shuffled with a fixed seed and taken in the person's country where there are
any, so every run asks the same questions in the same order.
"""
import http.client
import json
import pathlib
import random
import re
import sys
import urllib.parse
import uuid

ROOT = pathlib.Path(__file__).resolve().parent.parent
CORPUS = ROOT / "crates" / "finance-llm" / "tests" / "corpus"

KINDS = {
    "tax": {"tax", "bonus_after_tax", "raise_after_tax", "couple_take_home", "surcharge_cost",
            "compare_states", "compare_years"},
    "loan": {"loan_repayment", "loan_payoff_time", "loan_extra_repayment"},
    "savings": {"savings_growth", "savings_target", "savings_time_to_target", "nest_egg"},
    "plan": {"retirement"},
}
FOLLOW_UPS = [
    "what about over 25 years?",
    "and at 7%?",
    "fortnightly instead",
    "same but $400k",
    "I meant 5.5%, not 6%",
    "what if I paid an extra $200 a month?",
]
PLAN_WORDS = re.compile(r"\bretire\b|on track|outlook", re.I)
PROFILES = {
    "australia": {"annualIncome": 85000, "age": 34, "state": "NSW", "monthlyExpenses": 3000,
                  "currentSavings": 12000},
    "us": {"annualIncome": 100000, "age": 40, "state": "TX", "monthlyExpenses": 4000,
           "currentSavings": 20000},
}


def _lines(name):
    return [json.loads(l) for l in (CORPUS / name).read_text().splitlines() if l.strip()]


def _kinds():
    found = {kind: [] for kind in KINDS}
    for q in _lines("questions.jsonl"):
        for kind, intents in KINDS.items():
            if q.get("intent") in intents:
                found[kind].append(q)
    corpus = [m for m in _lines("messages.jsonl") if m["m"].strip()]
    found["tax"] += [m for m in corpus if "calc" in m]
    # The 312-message corpus's questions about the outlook (those that save nothing).
    found["plan"] += [m for m in corpus if not m.get("ch") and PLAN_WORDS.search(m["m"])
                      and len(m["m"]) < 200]
    rng = random.Random(11)
    for lines in found.values():
        rng.shuffle(lines)
    # Each follows the loan question of its round (the dict keeps this order).
    follow_ups = [{"m": m, "p": {}} for m in FOLLOW_UPS]
    return {"tax": found["tax"], "loan": found["loan"], "follow-up": follow_ups,
            "savings": found["savings"], "plan": found["plan"]}


_KINDS = _kinds()


def questions(country):
    """An endless round of (kind, text) for a person in `country`."""
    own = {
        kind: [q["m"] for q in lines if q["p"].get("country") == country] or [q["m"] for q in lines]
        for kind, lines in _KINDS.items()
    }
    i = 0
    while True:
        for kind, lines in own.items():
            yield kind, lines[i % len(lines)]
        i += 1


def request(conn, method, path, body=None, cookie=None):
    headers = {"Content-Type": "application/json", "Accept": "application/json"}
    if cookie:
        headers["Cookie"] = cookie
    conn.request(method, path, body=json.dumps(body) if body is not None else None, headers=headers)
    res = conn.getresponse()
    payload = res.read()
    return res.status, res.getheader("Set-Cookie"), payload


def person(conn, n):
    """Registers person `n` and sets up their profile; returns (cookie, country)."""
    country = "australia" if n % 2 == 0 else "us"
    email = f"bench-{uuid.uuid4().hex[:12]}@example.com"
    status, set_cookie, _ = request(conn, "POST", "/api/auth/register",
                                    {"email": email, "password": "correct horse battery staple"})
    if status not in (200, 201) or not set_cookie:
        raise SystemExit(f"register failed: {status}")
    cookie = set_cookie.split(";", 1)[0]
    for method, path, body in (("POST", "/api/financial-profile/country", {"country": country}),
                               ("PATCH", "/api/financial-profile", PROFILES[country])):
        status, _, payload = request(conn, method, path, body, cookie)
        if status != 200:
            raise SystemExit(f"{method} {path} failed: {status} {payload[:200]!r}")
    return cookie, country


def args():
    """The benchmarks' shared command line: base URL, people, messages per person."""
    base = urllib.parse.urlparse(sys.argv[1] if len(sys.argv) > 1 else "http://127.0.0.1:8080")
    people = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    per_person = int(sys.argv[3]) if len(sys.argv) > 3 else 25
    return base, people, per_person


def conversations(base, people, per_person, send):
    """Runs the mix: each of `people` registers on their own keep-alive connection, then sends
    `per_person` messages in one conversation through `send(conn, cookie, kind, body)`, which times
    and reads one request and returns the conversation id it was given (None keeps the last one, as
    when the request failed). The people are sequential, so one connection is open at a time."""
    for n in range(people):
        conn = http.client.HTTPConnection(base.hostname, base.port or 80, timeout=30)
        cookie, country = person(conn, n)
        asks = questions(country)
        conversation = None
        for _ in range(per_person):
            kind, text = next(asks)
            body = {"message": text}
            if conversation:
                body["conversationId"] = conversation
            conversation = send(conn, cookie, kind, body) or conversation
        conn.close()


def report(name, samples):
    samples = sorted(samples)
    pct = lambda p: samples[round((len(samples) - 1) * p)]
    mean = sum(samples) / len(samples)
    print(f"{name}: n {len(samples)}  p50 {pct(0.50):.2f} ms  p90 {pct(0.90):.2f} ms  "
          f"p99 {pct(0.99):.2f} ms  max {samples[-1]:.2f} ms  mean {mean:.2f} ms")
