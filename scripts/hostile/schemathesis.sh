#!/usr/bin/env bash
# Schemathesis against the served OpenAPI document, signed in as a fresh user:
# checks not_a_server_error and response_schema_conformance on every operation. Register and sign-in
# run separately without the cookie: a successful one renews the session, which would sign the
# rest of the run out. The server it starts has the sign-in limits raised so that register's inputs
# reach the handler (429 is tested by the API tests).
#   scripts/hostile/schemathesis.sh                        # starts its own server (temp SQLite)
#   PENNY_URL=http://127.0.0.1:8080 scripts/hostile/schemathesis.sh   # a running server
#   scripts/hostile/schemathesis.sh --max-examples 20      # extra arguments go to schemathesis
# Installs schemathesis into a venv under /tmp (PyPI) the first time. Uses $PENNY_BIN, else builds
# `penny` in release mode into $CARGO_TARGET_DIR (default ./target). Loopback only.
set -euo pipefail
cd "$(dirname "$0")/../.."
VENV="${SCHEMATHESIS_VENV:-/tmp/penny-schemathesis-venv}"
VERSION="${SCHEMATHESIS_VERSION:-4.32.5}"
if [[ ! -x "$VENV/bin/schemathesis" ]]; then
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install -q "schemathesis==$VERSION"
fi

work="$(mktemp -d /tmp/penny-schemathesis-XXXXXX)"
server_pid=""
cleanup() {
  if [[ -n "$server_pid" ]]; then kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

base="${PENNY_URL:-}"
if [[ -z "$base" ]]; then
  if [[ -z "${PENNY_BIN:-}" ]]; then
    cargo build --release -p penny >&2
    PENNY_BIN="${CARGO_TARGET_DIR:-target}/release/penny"
  fi
  port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')"
  base="http://127.0.0.1:$port"
  env -u OPENAI_API_KEY -u OIDC_ISSUER_URL RUST_LOG="${RUST_LOG:-warn}" \
    PENNY_SIGN_IN_PER_IP_PER_MINUTE=1000000 PENNY_SIGN_IN_PER_ACCOUNT_PER_MINUTE=1000000 \
    "$PENNY_BIN" serve --bind "127.0.0.1:$port" --database-url "sqlite://$work/penny.db" \
    --public-url "$base" --static-dir frontend/dist >"$work/server.log" 2>&1 &
  server_pid=$!
  for _ in $(seq 1 300); do
    curl -fsS "$base/readyz" >/dev/null 2>&1 && break
    sleep 0.1
  done
fi
case "$base" in http://127.0.0.1:*|http://localhost:*) ;; *) echo "loopback only: $base" >&2; exit 2;; esac

email="schemathesis-$RANDOM$RANDOM@example.com"
curl -fsS -D "$work/headers" -o /dev/null -H 'Content-Type: application/json' \
  -d "{\"email\":\"$email\",\"password\":\"schemathesis password $RANDOM$RANDOM\"}" "$base/api/auth/register"
cookie="$(grep -i '^set-cookie: penny_session=' "$work/headers" | head -n1 | sed -E 's/^[^:]*: *([^;]*).*/\1/' | tr -d '\r')"
[[ -n "$cookie" ]] || { echo "no session cookie after registering" >&2; exit 1; }

# Logout and account deletion would end the session the rest of the run relies on; register and
# sign-in would replace it, so they run on their own, signed out.
set +e
"$VENV/bin/schemathesis" run "$base/api/openapi.json" \
  --checks not_a_server_error,response_schema_conformance \
  -H "Cookie: $cookie" \
  --exclude-path /api/logout --exclude-path /api/account \
  --exclude-path /api/auth/register --exclude-path /api/auth/login \
  --request-timeout 60 --workers 2 --max-examples "${MAX_EXAMPLES:-100}" \
  --report junit --report-dir "$work/report" "$@"
status=$?
"$VENV/bin/schemathesis" run "$base/api/openapi.json" \
  --checks not_a_server_error,response_schema_conformance \
  --include-path /api/auth/register --include-path /api/auth/login \
  --request-timeout 60 --workers 2 --max-examples "${MAX_EXAMPLES:-100}" \
  --report junit --report-dir "$work/report-auth" "$@"
auth_status=$?
[[ "$status" == "0" ]] && status="$auth_status"
set -e
if [[ -n "$server_pid" ]]; then
  if ! kill -0 "$server_pid" 2>/dev/null; then echo "the server died during the run" >&2; status=1; fi
  panics="$(grep -c panicked "$work/server.log" || true)"
  echo "server log: $panics panics"
  [[ "$panics" == "0" ]] || { grep -m5 panicked "$work/server.log"; status=1; }
fi
exit "$status"
