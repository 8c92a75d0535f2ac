#!/usr/bin/env python3
"""Latency of GET /api/financial-profile/plan (default 2,000 Monte Carlo paths) at a steady rate.

Signs up a person on a running `penny serve`, saves a profile (38, $95,000, $120k super, $4,000 a
month), then sends requests on a fixed schedule (an open loop: a slow answer does not delay the next
send) and prints p50/p90/p99/max. Bounded: RATE x SECONDS requests to one loopback server, then exits.

    scripts/bench-plan.py http://127.0.0.1:18190 [RATE=20] [SECONDS=30]

Start the server with PENNY_PLAN_PER_MINUTE=100000: the per-person plan budget (120 a minute) would
answer most of a run 429.
"""
import http.cookiejar
import json
import sys
import threading
import time
import urllib.request

base = sys.argv[1].rstrip("/")
rate = float(sys.argv[2]) if len(sys.argv) > 2 else 20.0
seconds = float(sys.argv[3]) if len(sys.argv) > 3 else 30.0
assert base.startswith(("http://127.", "http://localhost")), "loopback only"

jar = http.cookiejar.CookieJar()
opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))


def call(method, path, body=None):
    req = urllib.request.Request(base + path, method=method,
                                 data=None if body is None else json.dumps(body).encode(),
                                 headers={"content-type": "application/json", "origin": base})
    with opener.open(req, timeout=10) as r:
        return r.read()


call("POST", "/api/auth/register", {"email": f"plan-bench-{time.time_ns()}@example.com",
                                      "password": "bench-password-123"})
call("PATCH", "/api/financial-profile", {"age": 38, "annualIncome": 95000, "superBalance": 120000,
                                         "monthlyExpenses": 4000, "currentSavings": 20000})
call("GET", "/api/financial-profile/plan")  # warm-up

latencies = []
errors = []
lock = threading.Lock()


def one():
    t0 = time.perf_counter()
    try:
        call("GET", "/api/financial-profile/plan")
        ms = (time.perf_counter() - t0) * 1000
        with lock:
            latencies.append(ms)
    except Exception as e:  # noqa: BLE001 - counted and reported
        with lock:
            errors.append(str(e))


n = int(rate * seconds)
start = time.perf_counter()
threads = []
for i in range(n):
    delay = start + i / rate - time.perf_counter()
    if delay > 0:
        time.sleep(delay)
    t = threading.Thread(target=one)
    t.start()
    threads.append(t)
for t in threads:
    t.join()

latencies.sort()
pct = lambda p: latencies[min(len(latencies) - 1, int(p / 100 * len(latencies)))]
print(f"{len(latencies)} requests at {rate:g}/s for {seconds:g} s, {len(errors)} errors")
print(f"p50 {pct(50):.1f} ms  p90 {pct(90):.1f} ms  p99 {pct(99):.1f} ms  max {latencies[-1]:.1f} ms")
