#!/usr/bin/env bash
# Installs what the README's two commands need and this machine lacks, so each works from a fresh
# clone with nothing done by hand first. The one install step: scripts/test.sh runs it first (and
# .ci/run only runs scripts/test.sh); scripts/run.sh runs it with `run`, for the one package
# building Penny needs.
#   scripts/install-deps.sh [test|run]      (default: test)
#
#   Debian packages   chromium (Playwright drives Debian's browser; none is ever downloaded),
#                     postgresql (the tests start a throwaway cluster), libpq-dev (the PostgreSQL
#                     backend links libpq), wrk (HTTP benchmark), docker-compose (docker-compose.yml
#                     is checked), util-linux (runuser: the cluster runs as `postgres` under root)
#   cargo-deny        at the version pinned below, built with a quick release profile
#   npm packages      frontend/ and the OIDC test provider, exactly as their lockfiles list them
#
# With `run`, only libpq-dev and the web app's npm packages. Rust and Node.js 20+ are checked, not
# installed. As root with apt-get, missing Debian packages are installed (apt-get update first).
# Otherwise nothing is built or installed: one message names every missing piece and the command
# that installs it, and the script fails.
#
# A new component that needs a Debian package adds one `need` line below; one that installs itself
# (for example into a cache folder) needs nothing here.
set -euo pipefail
cd "$(dirname "$0")/.."

CARGO_DENY_VERSION=0.20.2
for_what=${1:-test}
case "$for_what" in
  test | run) ;;
  *) echo "usage: scripts/install-deps.sh [test|run]" >&2; exit 2 ;;
esac

missing=()      # what is missing, for the message
apt_packages=() # the Debian packages that install it
fixes=()        # how to get what apt cannot give

# need PACKAGE WHAT CHECK...: PACKAGE is missing unless the command CHECK succeeds.
need() {
  local package=$1 what=$2
  shift 2
  if ! "$@" >/dev/null 2>&1; then
    missing+=("$what")
    apt_packages+=("$package")
  fi
}

have_chromium() { [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; }
have_postgres() { compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; }
have_libpq() {
  if command -v dpkg-query >/dev/null; then
    dpkg-query -W -f='${Status}' libpq-dev 2>/dev/null | grep -q 'ok installed'
  else
    pkg-config --exists libpq
  fi
}

need libpq-dev "libpq-dev (the PostgreSQL client library Penny links)" have_libpq
if [ "$for_what" = test ]; then
  need chromium "Chromium at ${CHROMIUM_PATH:-/usr/bin/chromium} (end-to-end tests)" have_chromium
  need postgresql "PostgreSQL server binaries under /usr/lib/postgresql/*/bin" have_postgres
  need wrk "wrk (HTTP benchmark)" command -v wrk
  need docker-compose "docker-compose (checks docker-compose.yml)" command -v docker-compose
  need util-linux "runuser (util-linux)" command -v runuser
fi

node_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$node_major" -lt 20 ]; then
  missing+=("Node.js 20 or newer (found: $(node --version 2>/dev/null || echo none))")
  fixes+=("Node.js 20+: https://nodejs.org/en/download (Debian's own nodejs is older than 20)")
fi
if ! command -v cargo >/dev/null; then
  missing+=("Rust (cargo)")
  fixes+=("Rust: curl --proto '=https' -sSf https://sh.rustup.rs | sh")
fi
# The test command's supply-chain step; the run command needs none of it.
deny_version=$CARGO_DENY_VERSION
if [ "$for_what" = test ]; then
  deny_version=$(cargo deny --version 2>/dev/null | awk '{print $2}' || true)
  if [ "$deny_version" != "$CARGO_DENY_VERSION" ]; then
    missing+=("cargo-deny $CARGO_DENY_VERSION (found: ${deny_version:-none})")
  fi
fi

# What this script cannot install itself: Debian packages without root and apt-get, and anything
# with a fix of its own (Rust, Node.js).
why=""
if [ "${#apt_packages[@]}" -gt 0 ]; then
  if [ "$(id -u)" != 0 ]; then
    why="it is not running as root"
  elif ! command -v apt-get >/dev/null; then
    why="apt-get is not here"
  fi
fi
if [ -n "$why" ] || [ "${#fixes[@]}" -gt 0 ]; then
  {
    echo "install-deps: the tests need what this machine lacks${why:+, and this script cannot install it ($why)}."
    echo "Nothing was built or installed. Missing:"
    printf '  - %s\n' "${missing[@]}"
    echo "Install with:"
    if [ "${#apt_packages[@]}" -gt 0 ]; then
      echo "  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${apt_packages[*]}"
      echo "      (without apt: your system's packages of the same names)"
    fi
    if [ "${#fixes[@]}" -gt 0 ]; then printf '  %s\n' "${fixes[@]}"; fi
    if [ "$deny_version" != "$CARGO_DENY_VERSION" ]; then
      echo "  cargo-deny: this script builds it once the rest is in place (or: cargo install cargo-deny@$CARGO_DENY_VERSION --locked)"
    fi
    echo "then run ./scripts/$for_what.sh again."
  } >&2
  exit 1
fi

if [ "${#apt_packages[@]}" -gt 0 ]; then
  echo "install-deps: installing Debian packages: ${apt_packages[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${apt_packages[@]}" >/dev/null
fi

if [ "$deny_version" != "$CARGO_DENY_VERSION" ]; then
  # cargo-deny's own release profile asks for fat LTO and one codegen unit (32 minutes to build on
  # a busy two-core machine here); this plain optimised build took 8 and checks exactly the same.
  echo "install-deps: building cargo-deny $CARGO_DENY_VERSION (about 8 minutes on two cores)"
  CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 \
    CARGO_PROFILE_RELEASE_OPT_LEVEL=1 CARGO_PROFILE_RELEASE_DEBUG=false \
    cargo install "cargo-deny@$CARGO_DENY_VERSION" --locked --quiet
fi

# Exactly what the committed lockfiles list (`npm ci`), when a folder has no packages yet or its
# lockfile changed since they were installed; a lockfile out of step with its package.json fails
# here in one line naming the folder (scripts/npm-ci.sh). The run command needs only the web app's.
folders=(frontend)
[ "$for_what" = test ] && folders+=(crates/finance-api/tests/oidc)
for dir in "${folders[@]}"; do
  if [ ! -f "$dir/node_modules/.package-lock.json" ] || [ "$dir/package-lock.json" -nt "$dir/node_modules/.package-lock.json" ]; then
    echo "install-deps: npm ci in $dir"
    ./scripts/npm-ci.sh "$dir"
  fi
done
