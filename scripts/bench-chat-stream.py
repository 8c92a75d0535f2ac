#!/usr/bin/env python3
"""Time to the first `delta` of the streamed POST /api/chat over HTTP, with the built-in advisor.

Usage: python3 scripts/bench-chat-stream.py http://127.0.0.1:8080 [people] [messages-per-person]

Each simulated person registers (built-in sign-in), then sends corpus messages one after another in
one conversation with `Accept: text/event-stream`. The clock runs from sending the request to reading
the first `event: delta` line (by then the turn has begun, the advisor has answered and the reply is
stored); the rest of the stream is read before the next message. The chat rate limit (30 per person
per minute) is respected by using several people.
"""
import http.client
import json
import pathlib
import statistics
import sys
import time
import urllib.parse
import uuid

base = urllib.parse.urlparse(sys.argv[1] if len(sys.argv) > 1 else "http://127.0.0.1:8080")
people = int(sys.argv[2]) if len(sys.argv) > 2 else 20
per_person = int(sys.argv[3]) if len(sys.argv) > 3 else 25
root = pathlib.Path(__file__).resolve().parent.parent
corpus = root / "crates" / "finance-llm" / "tests" / "corpus" / "messages.jsonl"
messages = [json.loads(l)["m"] for l in corpus.read_text().splitlines() if l.strip()]
messages = [m for m in messages if m.strip()]

first_delta = []
whole = []
outcomes = {}
k = 0
for _ in range(people):
    conn = http.client.HTTPConnection(base.hostname, base.port or 80, timeout=30)
    email = f"bench-{uuid.uuid4().hex[:12]}@example.com"
    conn.request("POST", "/api/auth/register",
                 body=json.dumps({"email": email, "password": "correct horse battery staple"}),
                 headers={"Content-Type": "application/json"})
    res = conn.getresponse()
    res.read()
    cookie = (res.getheader("Set-Cookie") or "").split(";", 1)[0]
    if res.status not in (200, 201) or not cookie:
        sys.exit(f"register failed: {res.status}")
    conversation = None
    for _ in range(per_person):
        body = {"message": messages[k % len(messages)]}
        k += 1
        if conversation:
            body["conversationId"] = conversation
        t0 = time.perf_counter()
        conn.request("POST", "/api/chat", body=json.dumps(body), headers={
            "Content-Type": "application/json", "Accept": "text/event-stream", "Cookie": cookie})
        res = conn.getresponse()
        if res.status != 200:
            res.read()
            outcomes[res.status] = outcomes.get(res.status, 0) + 1
            continue
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
    conn.close()


def report(name, samples):
    samples = sorted(samples)
    pct = lambda p: samples[round((len(samples) - 1) * p)]
    print(f"{name}: p50 {pct(0.50):.2f} ms  p90 {pct(0.90):.2f} ms  p99 {pct(0.99):.2f} ms  "
          f"max {samples[-1]:.2f} ms  mean {statistics.mean(samples):.2f} ms")


print(f"streamed POST /api/chat x {len(whole)} ({people} people x {per_person} messages), last events {outcomes}")
report("first delta", first_delta)
report("whole stream", whole)
