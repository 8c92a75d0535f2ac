#!/usr/bin/env bash
# Supply-chain checks, run by scripts/test.sh:
# - cargo deny: licenses, bans and sources always (policy in deny.toml); advisories too when the
#   RustSec database can be fetched (it lives on github.com, which some build machines cannot reach).
# - npm audit of what the web app ships (production dependencies, high and critical), when the
#   registry's audit endpoint answers (some mirrors refuse it with 405).
# A check that cannot reach its database says so in one line; a finding always fails.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! cargo deny --version >/dev/null 2>&1; then
  echo "cargo-deny is not installed; scripts/install-deps.sh (run by scripts/test.sh) installs it" >&2
  exit 1
fi
cargo deny --log-level error check licenses bans sources

if timeout 120 cargo deny fetch db >/dev/null 2>&1; then
  cargo deny --offline --log-level error check advisories
else
  echo "cargo deny advisories: skipped, the RustSec advisory database could not be fetched"
fi

cd frontend
report=$(npm audit --omit=dev --json 2>/dev/null || true)
verdict=$(node -e '
  let r; try { r = JSON.parse(process.argv[1]); } catch { r = null; }
  if (!r || !r.metadata || !r.metadata.vulnerabilities) { console.log("unreachable"); process.exit(0); }
  const v = r.metadata.vulnerabilities;
  console.log((v.high || 0) + (v.critical || 0) > 0 ? "vulnerable" : "clean");
' "$report")
case "$verdict" in
  clean) echo "npm audit: no high or critical advisories in production dependencies" ;;
  vulnerable) npm audit --omit=dev --audit-level=high; exit 1 ;;
  *) echo "npm audit: skipped, the registry's audit endpoint did not answer" ;;
esac
