#!/usr/bin/env bash
# Keeps the crate layering visible: a lower layer never depends on a higher one or on another layer's
# framework. `cargo tree -i X -p Y` prints X's reverse tree when Y reaches X, and nothing otherwise.
set -uo pipefail
cd "$(dirname "$0")/.."
fail=0
forbid() {
  local crate=$1; shift
  for dep in "$@"; do
    if cargo tree --offline -e normal,build -p "$crate" -i "$dep" --prefix none 2>/dev/null | grep -q "^$dep v"; then
      echo "layering: $crate must not depend on $dep:" >&2
      cargo tree --offline -e normal,build -p "$crate" -i "$dep" >&2 || true
      fail=1
    fi
  done
}
forbid finance-domain diesel actix-web tokio async-openai reqwest finance-store finance-llm finance-api finance-batch
forbid finance-batch diesel actix-web tokio async-openai reqwest finance-store finance-llm finance-api
forbid finance-store actix-web async-openai finance-llm finance-api
forbid finance-llm diesel actix-web finance-store finance-api
if [ "$fail" -ne 0 ]; then exit 1; fi
echo "layering: ok (domain < batch, store, llm < api < penny)"
