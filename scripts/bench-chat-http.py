#!/usr/bin/env python3
"""Chat round trip over HTTP with the built-in advisor: p50/p90/p99 of the JSON POST /api/chat.

Usage: python3 scripts/bench-chat-http.py http://127.0.0.1:8080 [people] [messages-per-person]

Each simulated person registers (built-in sign-in) with a profile, then asks the question mix of
scripts/chat_mix.py (tax, loan, savings, plan in turn) one after another in one conversation, so
every request begins the turn (stores the message, reads the history, loads the profile), runs the
advisor and records the reply (and any profile change set and notice). Requests are sequential on a
keep-alive connection; the chat rate limit (30 per person per minute) is respected by using several
people. Prints the whole mix and each kind.
"""
import json
import time

import chat_mix

base, people, per_person = chat_mix.args()

samples = []
by_kind = {}
statuses = {}


def send(conn, cookie, kind, body):
    t0 = time.perf_counter()
    status, _, payload = chat_mix.request(conn, "POST", "/api/chat", body, cookie)
    ms = (time.perf_counter() - t0) * 1000
    statuses[status] = statuses.get(status, 0) + 1
    if status != 200:
        return None
    samples.append(ms)
    by_kind.setdefault(kind, []).append(ms)
    return json.loads(payload)["conversationId"]


chat_mix.conversations(base, people, per_person, send)

print(f"JSON POST /api/chat x {sum(statuses.values())} ({people} people x {per_person} messages), "
      f"statuses {statuses}")
chat_mix.report("all", samples)
for kind, kind_samples in by_kind.items():
    chat_mix.report(f"  {kind}", kind_samples)
