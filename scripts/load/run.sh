#!/usr/bin/env bash
# Open-loop load over a realistic mix on SQLite and PostgreSQL (60 s each by default):
#   scripts/load/run.sh                                   # both backends, 200 req/s, 60 s
#   scripts/load/run.sh --backend sqlite --duration 10 --rate 500
#   scripts/load/run.sh --backend postgres --processes 2  # scale-out: two servers, one database
#   scripts/load/run.sh --help
# Builds `penny` and `penny-load` in release mode into $CARGO_TARGET_DIR (default ./target) unless
# $PENNY_BIN and $PENNY_LOAD_BIN are set. Loopback only.
set -euo pipefail
cd "$(dirname "$0")/../.."
target="${CARGO_TARGET_DIR:-target}"
if [[ -z "${PENNY_BIN:-}" || -z "${PENNY_LOAD_BIN:-}" ]]; then
  cargo build --release -p penny -p penny-load >&2
  export PENNY_BIN="${PENNY_BIN:-$target/release/penny}"
  export PENNY_LOAD_BIN="${PENNY_LOAD_BIN:-$target/release/penny-load}"
fi
exec python3 scripts/load/load.py "$@"
