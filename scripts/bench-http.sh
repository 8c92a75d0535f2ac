#!/usr/bin/env bash
# HTTP benchmark: `GET /api/financial-profile` with a signed-in session under wrk at 64 connections,
# beside a bare actix-web handler (crates/finance-api/examples/bare_actix.rs) measured in the same run.
# Usage: scripts/bench-http.sh [--duration 20s] [--connections 64] [--threads 2]
# Needs: wrk, curl, a Rust toolchain. Prints requests/s and p50/p99 for both servers.
set -euo pipefail

DURATION=20s
CONNECTIONS=64
THREADS=2
while [[ $# -gt 0 ]]; do
  case "$1" in
    --duration) DURATION=$2; shift 2 ;;
    --connections) CONNECTIONS=$2; shift 2 ;;
    --threads) THREADS=$2; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done

cd "$(dirname "$0")/.."
TARGET=${CARGO_TARGET_DIR:-target}
cargo build --release -p penny >&2
cargo build --release -p finance-api --example bare_actix >&2

WORK=$(mktemp -d)
PIDS=()
cleanup() { for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null || true; done; rm -rf "$WORK"; }
trap cleanup EXIT

PENNY_PORT=18180
BARE_PORT=18181
DATABASE_URL="sqlite://$WORK/penny.db" PENNY_BIND="127.0.0.1:$PENNY_PORT" RUST_LOG=warn \
  "$TARGET/release/penny" serve >"$WORK/penny.log" 2>&1 &
PIDS+=($!)
"$TARGET/release/examples/bare_actix" "127.0.0.1:$BARE_PORT" >"$WORK/bare.log" 2>&1 &
PIDS+=($!)
wait_for() {
  for _ in $(seq 1 200); do curl -s -o /dev/null "$1" && return 0; sleep 0.1; done
  echo "no server answered at $1" >&2; exit 1
}
wait_for "http://127.0.0.1:$PENNY_PORT/healthz"
wait_for "http://127.0.0.1:$BARE_PORT/api/financial-profile"

BASE="http://127.0.0.1:$PENNY_PORT"
curl -sf -c "$WORK/jar" -H 'content-type: application/json' \
  -d '{"email":"bench@example.com","password":"bench-password-123"}' "$BASE/api/auth/register" >/dev/null
COOKIE=$(awk '$6 == "penny_session" { print $6 "=" $7 }' "$WORK/jar")
curl -sf -b "$COOKIE" -H 'content-type: application/json' -X PATCH \
  -d '{"annualIncome":85000,"age":34,"state":"NSW","monthlyExpenses":3000,"currentSavings":12000}' \
  "$BASE/api/financial-profile" >/dev/null

run() { # id name url [cookie]
  local id=$1 name=$2 url=$3 cookie=${4:-}
  local args=(-t"$THREADS" -c"$CONNECTIONS" -d"$DURATION" --latency)
  [[ -n $cookie ]] && args+=(-H "Cookie: $cookie")
  wrk "${args[@]}" "$url" >"$WORK/$id.txt"
  local rps p50 p99
  rps=$(awk '/Requests\/sec/ { print $2 }' "$WORK/$id.txt")
  p50=$(awk '$1 == "50%" { print $2 }' "$WORK/$id.txt")
  p99=$(awk '$1 == "99%" { print $2 }' "$WORK/$id.txt")
  local errors
  errors=$(awk '/Non-2xx|Socket errors/' "$WORK/$id.txt" | tr '\n' ' ')
  printf '| %s | %s | %s | %s | %s |\n' "$name" "$rps" "$p50" "$p99" "${errors:-none}"
}

# Warm both up, then measure penny and the bare handler back to back.
wrk -t1 -c8 -d2s -H "Cookie: $COOKIE" "$BASE/api/financial-profile" >/dev/null
wrk -t1 -c8 -d2s "http://127.0.0.1:$BARE_PORT/api/financial-profile" >/dev/null
echo "| Server | Requests/s | p50 | p99 | Errors |"
echo "|---|---|---|---|---|"
run penny "penny GET /api/financial-profile (session, SQLite)" "$BASE/api/financial-profile" "$COOKIE"
run bare "bare actix-web handler" "http://127.0.0.1:$BARE_PORT/api/financial-profile"
