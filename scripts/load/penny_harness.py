"""Shared helpers for the hardening scripts (crash, load, hostile): a throwaway PostgreSQL cluster,
a `penny serve` process on a free loopback port, and a tiny JSON client with the session cookie.

Python 3.11 standard library only, so the scripts run on a bare machine with the server binary.
"""

from __future__ import annotations

import http.client
import json
import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
import uuid
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
SESSION_COOKIE = "penny_session"


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def penny_binary() -> Path:
    """`$PENNY_BIN`, else `$CARGO_TARGET_DIR/release/penny`, else `target/release/penny`."""
    if os.environ.get("PENNY_BIN"):
        return Path(os.environ["PENNY_BIN"])
    target = Path(os.environ.get("CARGO_TARGET_DIR", REPO / "target"))
    return target / "release" / "penny"


class PgCluster:
    """A private PostgreSQL cluster in a temp folder on a free loopback port, like the store's test
    harness, but with the default durability settings (fsync on): these scripts measure the real
    thing. Runs the server binaries as the `postgres` user when we are root."""

    def __init__(self) -> None:
        self.dir = Path(tempfile.mkdtemp(prefix="penny-hardening-pg-"))
        self.data = self.dir / "data"
        self.port = 0
        self.bin = self._bin_dir()
        self.as_root = os.geteuid() == 0
        if self.as_root:
            shutil.chown(self.dir, "postgres", "postgres")

    @staticmethod
    def _bin_dir() -> Path:
        versions = sorted(
            (p for p in Path("/usr/lib/postgresql").glob("*/bin") if (p / "initdb").exists()),
            key=lambda p: int(p.parent.name) if p.parent.name.isdigit() else 0,
        )
        if not versions:
            raise SystemExit("no PostgreSQL under /usr/lib/postgresql/*/bin (apt-get install postgresql)")
        return versions[-1]

    def _cmd(self, program: str, *args: str) -> list[str]:
        cmd = [str(self.bin / program), *args]
        return ["runuser", "-u", "postgres", "--", *cmd] if self.as_root else cmd

    def start(self, max_connections: int = 200) -> "PgCluster":
        subprocess.run(
            self._cmd("initdb", "-D", str(self.data), "-U", "postgres", "-A", "trust", "-E", "UTF8",
                      "--no-sync"),
            check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
        )
        for _ in range(3):
            self.port = free_port()
            opts = (f"-p {self.port} -k {self.dir} -c listen_addresses=127.0.0.1 "
                    f"-c max_connections={max_connections}")
            r = subprocess.run(
                self._cmd("pg_ctl", "-D", str(self.data), "-l", str(self.dir / "server.log"),
                          "-w", "-t", "60", "-o", opts, "start"),
                stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            )
            if r.returncode == 0:
                return self
        raise SystemExit("pg_ctl start failed:\n" + (self.dir / "server.log").read_text(errors="replace"))

    def url(self, database: str = "postgres") -> str:
        return f"postgres://postgres@127.0.0.1:{self.port}/{database}"

    def psql(self, sql: str, database: str = "postgres") -> str:
        r = subprocess.run(
            self._cmd("psql", "-h", "127.0.0.1", "-p", str(self.port), "-U", "postgres",
                      "-d", database, "-tA", "-c", sql),
            check=True, capture_output=True, text=True,
        )
        return r.stdout.strip()

    def create_database(self, name: str) -> str:
        self.psql(f"CREATE DATABASE {name}")
        return self.url(name)

    def stop(self) -> None:
        subprocess.run(self._cmd("pg_ctl", "-D", str(self.data), "stop", "-m", "immediate"),
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        shutil.rmtree(self.dir, ignore_errors=True)


class Server:
    """One `penny serve` process. `database_url` is `sqlite:///abs/file.db` or a postgres URL."""

    def __init__(self, database_url: str, *, port: int | None = None, secret: str | None = None,
                 extra_args: list[str] | None = None, log_path: Path | None = None,
                 env: dict[str, str] | None = None) -> None:
        self.database_url = database_url
        self.port = port or free_port()
        self.secret = secret
        self.extra_args = extra_args or []
        self.log_path = log_path
        self.extra_env = env or {}
        self.proc: subprocess.Popen[bytes] | None = None
        self._log = None

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, timeout: float = 60.0) -> float:
        """Starts the server and waits for /readyz; returns the seconds it took."""
        env = dict(os.environ)
        env.update(self.extra_env)
        env.setdefault("RUST_LOG", "warn")
        for k in ("OPENAI_API_KEY", "OPENAI_BASE_URL", "OIDC_ISSUER_URL", "OIDC_CLIENT_ID",
                  "OIDC_CLIENT_SECRET"):
            env.pop(k, None)
        if self.secret:
            env["SESSION_SECRET"] = self.secret
        args = [str(penny_binary()), "serve", "--bind", f"127.0.0.1:{self.port}",
                "--database-url", self.database_url,
                "--public-url", f"http://127.0.0.1:{self.port}",
                "--static-dir", str(REPO / "frontend" / "dist"), *self.extra_args]
        self._log = open(self.log_path, "ab") if self.log_path else subprocess.DEVNULL
        started = time.monotonic()
        self.proc = subprocess.Popen(args, env=env, stdin=subprocess.DEVNULL, stdout=self._log,
                                     stderr=self._log, start_new_session=True)
        while time.monotonic() - started < timeout:
            if self.proc.poll() is not None:
                raise RuntimeError(f"penny serve exited with {self.proc.returncode} (log: {self.log_path})")
            try:
                status, _, _ = request("GET", self.base + "/readyz", timeout=1.0)
                if status == 200:
                    return time.monotonic() - started
            except OSError:
                pass
            time.sleep(0.02)
        self.kill9()
        raise RuntimeError(f"penny serve not ready after {timeout}s (log: {self.log_path})")

    @property
    def pid(self) -> int:
        assert self.proc is not None
        return self.proc.pid

    def kill9(self) -> None:
        if self.proc and self.proc.poll() is None:
            os.kill(self.proc.pid, signal.SIGKILL)
            self.proc.wait()

    def stop(self) -> None:
        """SIGTERM (graceful shutdown), then SIGKILL after 15 s."""
        if self.proc and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.kill9()

    def memory_kib(self) -> dict[str, int]:
        """VmHWM (peak RSS) and VmRSS of the server, in KiB."""
        out: dict[str, int] = {}
        with open(f"/proc/{self.pid}/status") as f:
            for line in f:
                key, _, rest = line.partition(":")
                if key in ("VmHWM", "VmRSS"):
                    out[key] = int(rest.split()[0])
        return out


def request(method: str, url: str, body: object | None = None, *, cookie: str | None = None,
            timeout: float = 30.0, headers: dict[str, str] | None = None,
            raw: bytes | None = None) -> tuple[int, dict[str, str], bytes]:
    """One HTTP request on a fresh connection; returns (status, lower-cased headers, body)."""
    assert url.startswith("http://127.0.0.1:"), "these scripts only talk to loopback"
    hostport, _, path = url[len("http://"):].partition("/")
    host, _, port = hostport.partition(":")
    conn = http.client.HTTPConnection(host, int(port), timeout=timeout)
    try:
        h = dict(headers or {})
        data = raw
        if body is not None:
            data = json.dumps(body).encode()
            h.setdefault("Content-Type", "application/json")
        if cookie:
            h["Cookie"] = f"{SESSION_COOKIE}={cookie}"
        conn.request(method, "/" + path, body=data, headers=h)
        resp = conn.getresponse()
        payload = resp.read()
        hdrs: dict[str, str] = {}
        for k, v in resp.getheaders():
            k = k.lower()
            if k == "set-cookie" and "set-cookie" in hdrs:
                hdrs[k] += "\n" + v
            else:
                hdrs[k] = v
        return resp.status, hdrs, payload
    finally:
        conn.close()


def session_from(headers: dict[str, str]) -> str | None:
    for line in headers.get("set-cookie", "").split("\n"):
        name, _, rest = line.partition("=")
        if name.strip() == SESSION_COOKIE:
            value = rest.split(";", 1)[0]
            return value or None
    return None


class Client:
    """A signed-in user: keeps the session cookie up to date from Set-Cookie."""

    def __init__(self, base: str, cookie: str | None = None, email: str | None = None) -> None:
        self.base = base
        self.cookie = cookie
        self.email = email

    def call(self, method: str, path: str, body: object | None = None,
             timeout: float = 30.0) -> tuple[int, object]:
        status, headers, payload = request(method, self.base + path, body, cookie=self.cookie,
                                           timeout=timeout)
        fresh = session_from(headers)
        if fresh:
            self.cookie = fresh
        try:
            return status, json.loads(payload) if payload else None
        except ValueError:
            return status, payload

    @classmethod
    def register(cls, base: str, prefix: str = "hardening") -> "Client":
        email = f"{prefix}-{uuid.uuid4().hex[:12]}@example.com"
        password = "correct horse battery staple " + uuid.uuid4().hex[:8]
        status, headers, payload = request("POST", base + "/api/auth/register",
                                           {"email": email, "password": password})
        if status != 201:
            raise RuntimeError(f"register: {status} {payload[:200]!r}")
        cookie = session_from(headers)
        if not cookie:
            raise RuntimeError("register: no session cookie")
        return cls(base, cookie, email)
