#!/usr/bin/env bash
# Every test Penny has, in the order CI runs them (.ci/run runs exactly this). First it installs
# what the machine lacks (scripts/install-deps.sh: Debian's chromium and PostgreSQL, cargo-deny,
# the npm packages…), or names it all in one message and stops, before any build. Needs Rust and
# Node.js 20+, as the run command does.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
step() { printf '\n==> %s\n' "$*"; }

step "install what is missing"
./scripts/install-deps.sh

step "rustfmt"
cargo fmt --all --check

step "clippy (warnings are errors)"
cargo clippy --workspace --all-targets --locked -- -D warnings

step "layering"
./scripts/check-layering.sh

step "supply chain: cargo deny, npm audit"
./scripts/supply-chain.sh

step "cargo test (SQLite and a throwaway PostgreSQL cluster)"
# The OIDC tests start a local provider (oauth2-mock-server) from crates/finance-api/tests/oidc.
cargo test --workspace --locked

step "docker-compose.yml is valid"
docker-compose -f docker-compose.yml config -q

step "frontend: generated API types are current"
cd "$root/frontend"
npm run --silent check:api-types

step "frontend: typecheck, lint, unit tests"
npm run --silent typecheck
npm run --silent lint
npm test --silent

step "frontend: production build"
npm run --silent build

step "end-to-end: Playwright in Debian's Chromium against penny serve"
cd "$root"
# Wherever cargo builds to (CARGO_TARGET_DIR or its configuration), not only ./target.
target_dir=$(cargo metadata --format-version 1 --no-deps --locked |
  node -e 'let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () => console.log(JSON.parse(s).target_directory))')
# `cargo test --workspace` above built the binary its own tests run; `cargo build -p penny` would
# build it again with another feature set (about 6 minutes on 2 cores). Penny reads the web app
# from frontend/dist at run time, so that binary serves the build just made.
[ -x "$target_dir/debug/penny" ] || cargo build -p penny --locked
cd "$root/frontend"
PENNY_BIN="$target_dir/debug/penny" npm run --silent e2e

step "a real model in the loop: llama-server and SmolLM2-135M behind the OpenAI-compatible provider"
"$root/scripts/test-local-model.sh"

printf '\nAll checks passed.\n'
