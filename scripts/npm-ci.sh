#!/usr/bin/env bash
# Installs a folder's npm packages exactly as its committed package-lock.json lists them (`npm ci`),
# and says in one line what is wrong when it cannot, instead of a long diff or npm's own trace.
# Used by scripts/install-deps.sh (for scripts/test.sh) and scripts/run.sh for frontend/ and the OIDC
# test provider.
#   scripts/npm-ci.sh DIR
# The lockfile is complete: it lists every platform's optional builds (Tailwind's oxide-*), so what
# the registry happens to serve on a given day cannot change it. Regenerate it with `npm install` in
# DIR on a clean checkout (no node_modules) and commit it.
set -euo pipefail
dir=${1:?usage: scripts/npm-ci.sh DIR}
cd "$dir"
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

node_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$node_major" -lt 20 ]; then
  echo "npm-ci: $dir needs Node.js 20 or newer (found: $(node --version 2>/dev/null || echo none))" >&2
  exit 1
fi
if [ ! -f package-lock.json ]; then
  echo "npm-ci: $dir/package-lock.json is missing: run 'npm install' in $dir and commit the lockfile" >&2
  exit 1
fi
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! npm ci --no-audit --no-fund --loglevel=error >"$log" 2>&1; then
  if grep -q 'in sync' "$log"; then
    echo "npm-ci: $dir/package-lock.json does not match package.json: run 'npm install' in $dir and commit the lockfile" >&2
  else
    echo "npm-ci: 'npm ci' failed in $dir (registry unreachable or a listed version withdrawn): $(grep -m1 'npm error' "$log" || tail -n1 "$log")" >&2
  fi
  exit 1
fi
