#!/usr/bin/env python3
"""Hostile request bodies and slow clients against `penny serve`, over raw sockets.

Checks (each prints PASS/FAIL with what the server answered):
- oversized bodies (declared, streamed, chunked) -> 413; a lying Content-Length -> 413;
- deeply nested JSON arrays and objects -> 400; malformed JSON, invalid UTF-8, a NUL, huge numbers,
  wrong top-level types -> 400; never a 5xx;
- wrong or missing content types on state-changing calls -> 415;
- an oversized header block (256 kB, or 200 headers) -> 431 or 400, not a hang;
- slow clients: many connections trickling a request head (slowloris) or a body, while a normal
  client keeps using the API: the normal client is never blocked, and the slow connections are cut
  off by the server's timeouts (times reported);
- afterwards the server is still healthy and its log holds no panic.

By default it starts its own server on a temp SQLite file; `--url http://127.0.0.1:PORT` uses a
running one (then the log check is skipped). Exit 1 on any FAIL. Python 3.11 standard library.
"""

from __future__ import annotations

import argparse
import selectors
import shutil
import socket
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "load"))
from penny_harness import SESSION_COOKIE, Client, Server, request  # noqa: E402

RESULTS: list[tuple[bool, str]] = []


def record(ok: bool, what: str) -> None:
    RESULTS.append((ok, what))
    print(("PASS " if ok else "FAIL ") + what, flush=True)


def raw_exchange(port: int, head: bytes, body_chunks: list[bytes] = (), timeout: float = 15.0) -> tuple[int | None, bytes]:
    """Sends a request head and body pieces on one connection; returns (status, response bytes).
    The server may answer and close before the body is all sent (as it should for a 413)."""
    s = socket.create_connection(("127.0.0.1", port), timeout=timeout)
    try:
        s.sendall(head)
        for chunk in body_chunks:
            try:
                s.sendall(chunk)
            except (BrokenPipeError, ConnectionResetError):
                break
        data = b""
        try:
            s.shutdown(socket.SHUT_WR)
        except OSError:
            pass
        while True:
            try:
                piece = s.recv(65536)
            except (ConnectionResetError, socket.timeout):
                break
            if not piece:
                break
            data += piece
            if b"\r\n\r\n" in data and len(data) > 16384:
                break
    finally:
        s.close()
    status = None
    if data.startswith(b"HTTP/1."):
        try:
            status = int(data.split(b" ", 2)[1])
        except (IndexError, ValueError):
            pass
    return status, data


def head(method: str, path: str, port: int, cookie: str, headers: dict[str, str]) -> bytes:
    lines = [f"{method} {path} HTTP/1.1", f"Host: 127.0.0.1:{port}", f"Cookie: {SESSION_COOKIE}={cookie}",
             "Connection: close"]
    lines += [f"{k}: {v}" for k, v in headers.items()]
    return ("\r\n".join(lines) + "\r\n\r\n").encode()


def expect(name: str, status: int | None, data: bytes, allowed: set[int]) -> None:
    body = data.partition(b"\r\n\r\n")[2][:160]
    record(status in allowed, f"{name}: {status} (want {'/'.join(map(str, sorted(allowed)))}) {body!r}")


def json_post(port: int, cookie: str, path: str, body: bytes, content_type: str | None = "application/json",
              method: str = "POST") -> tuple[int | None, bytes]:
    headers = {"Content-Length": str(len(body))}
    if content_type is not None:
        headers["Content-Type"] = content_type
    return raw_exchange(port, head(method, path, port, cookie, headers), [body])


def body_checks(port: int, cookie: str) -> None:
    profile = "/api/financial-profile"
    big = b'{"otherAssets": "' + b"a" * (1 << 20) + b'"}'
    st, d = raw_exchange(port, head("PATCH", profile, port, cookie, {
        "Content-Type": "application/json", "Content-Length": str(len(big))}),
        [big[i:i + 65536] for i in range(0, len(big), 65536)])
    expect("1 MiB JSON body (Content-Length)", st, d, {413})

    chunks = []
    for i in range(0, len(big), 65536):
        piece = big[i:i + 65536]
        chunks.append(f"{len(piece):x}\r\n".encode() + piece + b"\r\n")
    chunks.append(b"0\r\n\r\n")
    st, d = raw_exchange(port, head("PATCH", profile, port, cookie, {
        "Content-Type": "application/json", "Transfer-Encoding": "chunked"}), chunks)
    expect("1 MiB JSON body (chunked, no length)", st, d, {413})

    st, d = raw_exchange(port, head("POST", "/api/chat", port, cookie, {
        "Content-Type": "application/json", "Content-Length": str(10 ** 10)}), [b'{"message":'])
    expect("Content-Length of 10 GB, few bytes sent", st, d, {413})

    for depth in (1_000, 30_000):
        nested = b'{"otherAssets": ' + b"[" * depth + b"]" * depth + b"}"
        st, d = json_post(port, cookie, profile, nested, method="PATCH")
        expect(f"arrays nested {depth} deep", st, d, {400})
    nested = b'{"a":' * 10_000 + b"1" + b"}" * 10_000  # 60 kB: under the body limit
    st, d = json_post(port, cookie, "/api/financial-profile/assumptions", nested)
    expect("objects nested 10000 deep", st, d, {400})

    cases = [
        ("malformed JSON", b'{"age": 3', 400),
        ("invalid UTF-8 in a string", b'{"otherAssets": "\xff\xfe\xfd"}', 400),
        ("overlong UTF-8 encoding", b'{"otherAssets": "\xc0\xaf"}', 400),
        ("lone surrogate escape", b'{"otherAssets": "\\ud800"}', 400),
        ("number 1e999", b'{"annualIncome": 1e999}', 400),
        ("number with 5000 digits", b'{"annualIncome": ' + b"9" * 5000 + b"}", 400),
        ("NaN literal", b'{"annualIncome": NaN}', 400),
        ("top-level array", b'[1, 2, 3]', 400),
        ("top-level null", b"null", 400),
        ("top-level string", b'"hello"', 400),
        ("empty body", b"", 400),
        ("unknown field", b'{"isAdmin": true}', 400),
        ("negative money", b'{"annualIncome": "-5"}', 400),
        ("duplicate keys", b'{"age": 30, "age": 40}', {200, 400}),
    ]
    for name, body, want in cases:
        st, d = json_post(port, cookie, profile, body, method="PATCH")
        expect(name, st, d, want if isinstance(want, set) else {want})

    chat_cases = [
        ("chat: NUL in message", b'{"message": "hello\\u0000world"}', {200, 400}),
        ("chat: 4001-character message", b'{"message": "' + b"x" * 4001 + b'"}', {400}),
        ("chat: conversationId not a UUID", b'{"message": "hi", "conversationId": "../../etc/passwd"}', {400, 404}),
        ("chat: message of emoji and RTL marks",
         '{"message": "\u202e\U0001F4B0\u200d\U0001F4B0 income 85000"}'.encode(), {200}),
    ]
    for name, body, want in chat_cases:
        st, d = json_post(port, cookie, "/api/chat", body)
        expect(name, st, d, want)

    good = b'{"age": 41}'
    for name, ctype in [("text/plain", "text/plain"),
                        ("form encoding", "application/x-www-form-urlencoded"),
                        ("multipart", "multipart/form-data; boundary=x"),
                        ("no content type", None),
                        ("application/jsonp", "application/jsonp")]:
        st, d = json_post(port, cookie, "/api/financial-profile/assumptions", good, content_type=ctype)
        expect(f"content type {name}", st, d, {415})
    st, d = json_post(port, cookie, "/api/financial-profile/assumptions", good,
                      content_type="application/json; charset=utf-8")
    expect("content type application/json; charset=utf-8 (accepted)", st, d, {200})

    st, d = raw_exchange(port, head("GET", profile, port, cookie, {"X-Padding": "a" * 256_000}), [])
    expect("256 kB header", st, d, {400, 431})
    st, d = raw_exchange(port, head("GET", profile, port, cookie, {f"X-H{i}": "a" for i in range(200)}), [])
    expect("200 headers", st, d, {400, 431})


def slow_clients(port: int, cookie: str, conns: int, seconds: float) -> None:
    """Slowloris heads and slow bodies, while a normal client keeps working."""
    def slow_socket(kind: str) -> socket.socket:
        s = socket.create_connection(("127.0.0.1", port), timeout=5)
        if kind == "head":
            s.sendall(f"GET /api/financial-profile HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n".encode())
        elif kind == "anon-body":
            s.sendall(f"POST /api/auth/register HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
                      "Content-Type: application/json\r\nContent-Length: 4000\r\n\r\n".encode())
        else:
            s.sendall(head("POST", "/api/financial-profile/assumptions", port, cookie, {
                "Content-Type": "application/json", "Content-Length": "4000"}).replace(
                b"Connection: close\r\n", b""))
        s.setblocking(False)
        return s

    socks: dict[socket.socket, tuple[str, float]] = {}
    kinds = ("head", "body", "anon-body")
    for i in range(conns):
        kind = kinds[i % 3]
        socks[slow_socket(kind)] = (kind, time.monotonic())
    cut: dict[str, list[float]] = {k: [] for k in kinds}
    answers: dict[str, dict[str, int]] = {k: {} for k in kinds}

    latencies: list[float] = []
    failures: list[str] = []
    stop = threading.Event()

    def normal_client() -> None:
        c = Client(f"http://127.0.0.1:{port}", cookie)
        while not stop.is_set():
            t0 = time.monotonic()
            try:
                st, _ = c.call("GET", "/api/financial-profile", timeout=10)
                if st != 200:
                    failures.append(str(st))
            except OSError as e:
                failures.append(type(e).__name__)
            latencies.append(time.monotonic() - t0)
            time.sleep(0.1)

    t = threading.Thread(target=normal_client, daemon=True)
    t.start()
    started = time.monotonic()
    # epoll, not select(): more than 1024 sockets must work.
    sel = selectors.DefaultSelector()
    for s in socks:
        sel.register(s, selectors.EVENT_READ)
    while socks and time.monotonic() - started < seconds:
        readable = [key.fileobj for key, _ in sel.select(1.0)]
        for s in readable:
            sel.unregister(s)
            kind, opened = socks.pop(s)
            try:
                data = s.recv(4096)
            except OSError:
                data = b""
            status = data.split(b" ", 2)[1].decode(errors="replace") if data.startswith(b"HTTP/") else "closed"
            answers[kind][status] = answers[kind].get(status, 0) + 1
            cut[kind].append(time.monotonic() - opened)
            s.close()
        for s, (kind, _) in list(socks.items()):
            try:  # one more byte of head or body
                s.send(b"X" if kind == "head" else b" ")
            except (BlockingIOError, InterruptedError):
                pass
            except OSError:
                sel.unregister(s)
                k, opened = socks.pop(s)
                cut[k].append(time.monotonic() - opened)
                answers[k]["reset"] = answers[k].get("reset", 0) + 1
                s.close()
    stop.set()
    t.join()
    still_open = dict.fromkeys(kinds, 0)
    for s, (kind, _) in socks.items():
        still_open[kind] += 1
        s.close()

    worst = max(latencies) if latencies else float("inf")
    record(not failures and worst < 2.0,
           f"normal client during {conns} slow connections: {len(latencies)} requests, "
           f"median {statistics.median(latencies) * 1000:.1f} ms, max {worst * 1000:.1f} ms, failures {failures[:5]}")
    for kind, label in (("head", "slow request head (slowloris)"),
                        ("body", "slow request body, signed in"),
                        ("anon-body", "slow request body, signed out (register)")):
        times = cut[kind]
        summary = (f"cut off {len(times)} after median {statistics.median(times):.1f} s "
                   f"(max {max(times):.1f} s), answers {answers[kind]}" if times else "none cut off")
        record(still_open[kind] == 0,
               f"{label}: {summary}; still open after {seconds:.0f} s: {still_open[kind]}")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--url", help="a running server (http://127.0.0.1:PORT); default: start one")
    ap.add_argument("--slow-connections", type=int, default=200)
    ap.add_argument("--slow-seconds", type=float, default=40.0,
                    help="how long slow connections may trickle before counting as not cut off")
    args = ap.parse_args()

    work = Path(tempfile.mkdtemp(prefix="penny-hostile-"))
    server = None
    try:
        if args.url:
            base = args.url.rstrip("/")
        else:
            server = Server(f"sqlite://{work / 'penny.db'}", log_path=work / "server.log")
            server.start()
            base = server.base
        port = int(base.rsplit(":", 1)[1])
        user = Client.register(base, "hostile")
        assert user.cookie
        body_checks(port, user.cookie)
        slow_clients(port, user.cookie, args.slow_connections, args.slow_seconds)
        st, _, _ = request("GET", base + "/healthz")
        record(st == 200, f"server healthy afterwards: /healthz {st}")
        st, body = user.call("GET", "/api/financial-profile")
        record(st == 200, f"the user's session still works: {st}")
        if server is not None:
            alive = server.proc is not None and server.proc.poll() is None
            log = (work / "server.log").read_text(errors="replace")
            record(alive and "panicked" not in log, f"server process alive: {alive}; panics in log: "
                   f"{log.count('panicked')}")
    finally:
        if server is not None:
            server.stop()
        shutil.rmtree(work, ignore_errors=True)
    failed = [w for ok, w in RESULTS if not ok]
    print(f"hostile bodies: {len(RESULTS) - len(failed)}/{len(RESULTS)} checks passed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
