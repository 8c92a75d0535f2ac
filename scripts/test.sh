#!/usr/bin/env bash
# Every test Penny has, in the order CI runs them. Needs what .ci/run installs: Rust, Node 20+,
# PostgreSQL server binaries (the tests start a throwaway cluster themselves), Debian's chromium,
# cargo-deny.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
step() { printf '\n==> %s\n' "$*"; }

step "rustfmt"
cargo fmt --all --check

step "clippy (warnings are errors)"
cargo clippy --workspace --all-targets --locked -- -D warnings

step "layering"
./scripts/check-layering.sh

step "supply chain: cargo deny, npm audit"
./scripts/supply-chain.sh

step "cargo test (SQLite and a throwaway PostgreSQL cluster)"
# The OIDC tests start a local provider (oauth2-mock-server) from this folder.
[ -d crates/finance-api/tests/oidc/node_modules ] || ./scripts/npm-ci.sh crates/finance-api/tests/oidc
cargo test --workspace --locked

if command -v docker-compose >/dev/null 2>&1; then
  step "docker-compose.yml is valid"
  docker-compose -f docker-compose.yml config -q
fi

step "frontend: install"
cd "$root/frontend"
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  "$root/scripts/npm-ci.sh" .
fi

step "frontend: generated API types are current"
npm run --silent check:api-types

step "frontend: typecheck, lint, unit tests"
npm run --silent typecheck
npm run --silent lint
npm test --silent

step "frontend: production build"
npm run --silent build

step "end-to-end: Playwright in Debian's Chromium against penny serve"
cd "$root"
cargo build -p penny --locked
cd "$root/frontend"
PENNY_BIN="$root/target/debug/penny" npm run --silent e2e

step "a real model in the loop: llama-server and SmolLM2-135M behind the OpenAI-compatible provider"
"$root/scripts/test-local-model.sh"

printf '\nAll checks passed.\n'
