#!/usr/bin/env python3
"""Time to the first `delta` of the streamed POST /api/chat over HTTP, with the built-in advisor.

Usage: python3 scripts/bench-chat-stream.py http://127.0.0.1:8080 [people] [messages-per-person]

Each simulated person registers (built-in sign-in) with a profile, then asks the question mix of
scripts/chat_mix.py (tax, loan, savings, plan in turn) one after another in one conversation with
`Accept: text/event-stream`. The clock runs from sending the request to reading the first
`event: delta` line (by then the turn has begun, the advisor has answered and the reply is stored);
the rest of the stream is read before the next message. The chat rate limit (30 per person per
minute) is respected by using several people.
"""
import json
import time

import chat_mix

base, people, per_person = chat_mix.args()

first_delta = []
whole = []
outcomes = {}


def send(conn, cookie, _kind, body):
    t0 = time.perf_counter()
    conn.request("POST", "/api/chat", body=json.dumps(body), headers={
        "Content-Type": "application/json", "Accept": "text/event-stream", "Cookie": cookie})
    res = conn.getresponse()
    if res.status != 200:
        res.read()
        outcomes[res.status] = outcomes.get(res.status, 0) + 1
        return None
    conversation = None
    seen_delta = False
    last = None
    for line in iter(res.readline, b""):
        if line.startswith(b"event: delta") and not seen_delta:
            first_delta.append((time.perf_counter() - t0) * 1000)
            seen_delta = True
        if line.startswith(b"event: "):
            last = line[7:].strip().decode()
        if line.startswith(b"data: ") and last == "start":
            conversation = json.loads(line[6:])["conversationId"]
    whole.append((time.perf_counter() - t0) * 1000)
    outcomes[last] = outcomes.get(last, 0) + 1
    return conversation


chat_mix.conversations(base, people, per_person, send)

print(f"streamed POST /api/chat x {len(whole)} ({people} people x {per_person} messages), "
      f"last events {outcomes}")
chat_mix.report("first delta", first_delta)
chat_mix.report("whole stream", whole)
