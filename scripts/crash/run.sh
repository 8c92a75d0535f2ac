#!/usr/bin/env bash
# Crash safety: kill -9 `penny serve` at random moments while it takes writes, restart it, and check
# every acknowledged write survived (and PRAGMA integrity_check on SQLite).
#   scripts/crash/run.sh                 # SQLite, 100 kills
#   scripts/crash/run.sh --postgres --kills 30
#   scripts/crash/run.sh --help
# Uses $PENNY_BIN, else builds `penny` in release mode into $CARGO_TARGET_DIR (default ./target).
set -euo pipefail
cd "$(dirname "$0")/../.."
if [[ -z "${PENNY_BIN:-}" ]]; then
  cargo build --release -p penny >&2
  export PENNY_BIN="${CARGO_TARGET_DIR:-target}/release/penny"
fi
exec python3 scripts/crash/crash.py "$@"
