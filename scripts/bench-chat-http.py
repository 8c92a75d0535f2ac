#!/usr/bin/env python3
"""Chat round trip over HTTP with the built-in advisor: p50/p90/p99 of POST /api/chat.

Usage: python3 chat_http.py http://127.0.0.1:8080 [users] [messages-per-user]

Each simulated person registers (built-in sign-in), then sends corpus messages one after another in
one conversation, so every request stores the user message, reads the history, runs the advisor and
writes the reply and any profile changes in one transaction. Requests are sequential on a keep-alive
connection; the chat rate limit (30 per person per minute) is respected by using several people.
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
users = int(sys.argv[2]) if len(sys.argv) > 2 else 20
per_user = int(sys.argv[3]) if len(sys.argv) > 3 else 25
corpus = pathlib.Path(__file__).resolve().parent.parent / "tests" / "corpus" / "messages.jsonl"
messages = [json.loads(l)["m"] for l in corpus.read_text().splitlines() if l.strip()]
messages = [m for m in messages if m.strip()]


def request(conn, method, path, body=None, cookie=None):
    headers = {"Content-Type": "application/json", "Accept": "application/json"}
    if cookie:
        headers["Cookie"] = cookie
    data = json.dumps(body).encode() if body is not None else None
    conn.request(method, path, body=data, headers=headers)
    res = conn.getresponse()
    payload = res.read()
    return res.status, res.getheader("Set-Cookie"), payload


samples = []
statuses = {}
k = 0
for u in range(users):
    conn = http.client.HTTPConnection(base.hostname, base.port or 80, timeout=30)
    email = f"bench-{uuid.uuid4().hex[:12]}@example.com"
    status, set_cookie, _ = request(conn, "POST", "/api/auth/register", {"email": email, "password": "correct horse battery staple"})
    if status not in (200, 201) or not set_cookie:
        sys.exit(f"register failed: {status}")
    cookie = set_cookie.split(";", 1)[0]
    conversation = None
    for _ in range(per_user):
        body = {"message": messages[k % len(messages)]}
        k += 1
        if conversation:
            body["conversationId"] = conversation
        t0 = time.perf_counter()
        status, _, payload = request(conn, "POST", "/api/chat", body, cookie)
        samples.append((time.perf_counter() - t0) * 1000)
        statuses[status] = statuses.get(status, 0) + 1
        if status == 200:
            conversation = json.loads(payload)["conversationId"]
    conn.close()

samples.sort()
def pct(p):
    return samples[round((len(samples) - 1) * p)]
print(f"POST /api/chat x {len(samples)} ({users} people x {per_user} messages), statuses {statuses}")
print(f"p50 {pct(0.50):.2f} ms  p90 {pct(0.90):.2f} ms  p99 {pct(0.99):.2f} ms  max {samples[-1]:.2f} ms  mean {statistics.mean(samples):.2f} ms")
