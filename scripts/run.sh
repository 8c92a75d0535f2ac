#!/usr/bin/env bash
# Runs Penny on this machine with nothing else to set up: an embedded SQLite file in ./data, the
# built-in sign-in and the offline advisor. Open http://127.0.0.1:8080 when it says it is listening.
set -euo pipefail
cd "$(dirname "$0")/.."
# libpq-dev when it is missing (or one message saying how to get it), and the web app's packages.
./scripts/install-deps.sh run
if [ ! -f frontend/dist/index.html ] || [ -n "$(find frontend/src frontend/index.html -newer frontend/dist/index.html -print -quit 2>/dev/null)" ]; then
  (cd frontend && npm run build)
fi
exec cargo run --release --locked -p penny -- serve "$@"
