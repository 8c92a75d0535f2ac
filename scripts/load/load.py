#!/usr/bin/env python3
"""Open-loop load on `penny serve` over loopback, on SQLite and/or PostgreSQL.

Starts the server on a fresh database (a temp SQLite file, or a throwaway PostgreSQL cluster),
runs `penny-load` (tools/penny-load: requests on a fixed schedule, latency from the scheduled
start) over a realistic mix, samples the server's memory, and prints requests/s, p50/p99/p99.9,
statuses per request kind, and the peak RSS (VmHWM from /proc/PID/status).

`--processes 2` (PostgreSQL only) runs two servers on one database with one session secret, and
spreads every user's requests over both (scale-out with shared sessions).
Python 3.11 standard library only.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from penny_harness import PgCluster, Server  # noqa: E402


def load_binary() -> Path:
    if os.environ.get("PENNY_LOAD_BIN"):
        return Path(os.environ["PENNY_LOAD_BIN"])
    target = Path(os.environ.get("CARGO_TARGET_DIR", Path(__file__).resolve().parents[2] / "target"))
    return target / "release" / "penny-load"


class RssSampler(threading.Thread):
    """Largest VmRSS seen (KiB), sampled every 200 ms, as a cross-check on VmHWM."""

    def __init__(self, servers: list[Server]) -> None:
        super().__init__(daemon=True)
        self.servers = servers
        self.peak = [0] * len(servers)
        self.done = threading.Event()

    def run(self) -> None:
        while not self.done.wait(0.2):
            for i, s in enumerate(self.servers):
                try:
                    self.peak[i] = max(self.peak[i], s.memory_kib().get("VmRSS", 0))
                except OSError:
                    pass


def run_backend(backend: str, args: argparse.Namespace, work: Path) -> dict:
    cluster = None
    servers: list[Server] = []
    try:
        if backend == "postgres":
            cluster = PgCluster().start(max_connections=300)
            url = cluster.create_database("penny_load")
        else:
            url = f"sqlite://{work / f'load-{uuid.uuid4().hex[:6]}.db'}"
        secret = uuid.uuid4().hex + uuid.uuid4().hex
        for i in range(args.processes):
            s = Server(url, secret=secret, extra_args=args.server_arg,
                       log_path=work / f"server-{backend}-{i}.log",
                       env=dict(kv.split("=", 1) for kv in args.server_env))
            s.start()
            servers.append(s)
        idle = [s.memory_kib() for s in servers]
        sampler = RssSampler(servers)
        sampler.start()
        report_path = work / f"load-{backend}.json"
        cmd = [str(load_binary()), "--rate", str(args.rate), "--duration", str(args.duration),
               "--warmup", str(args.warmup), "--users", str(args.users), "--json", str(report_path)]
        for s in servers:
            cmd += ["--url", s.base]
        if args.mix:
            cmd += ["--mix", args.mix]
        print(f"== {backend}, {args.processes} process(es): {' '.join(cmd)}", flush=True)
        r = subprocess.run(cmd)
        sampler.done.set()
        sampler.join()
        mem = [s.memory_kib() for s in servers]
        alive = all(s.proc is not None and s.proc.poll() is None for s in servers)
        report = json.loads(report_path.read_text()) if report_path.exists() else {}
        report.update({
            "backend": backend,
            "processes": args.processes,
            "exitCode": r.returncode,
            "serverAlive": alive,
            "idleRssKib": [m.get("VmRSS") for m in idle],
            "peakRssKib": [m.get("VmHWM") for m in mem],
            "endRssKib": [m.get("VmRSS") for m in mem],
            "sampledPeakRssKib": sampler.peak,
        })
        idle_mib = ", ".join(f"{m.get('VmRSS', 0) / 1024:.1f} MiB" for m in idle)
        peak_mib = ", ".join(f"{m.get('VmHWM', 0) / 1024:.1f} MiB" for m in mem)
        end_mib = ", ".join(f"{m.get('VmRSS', 0) / 1024:.1f} MiB" for m in mem)
        print(f"server memory: idle RSS {idle_mib}; peak RSS (VmHWM, includes the sign-ups' "
              f"argon2 hashing) {peak_mib}; RSS at the end {end_mib}; "
              f"server still running: {alive}", flush=True)
        return report
    finally:
        for s in servers:
            s.stop()
        if cluster is not None:
            cluster.stop()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--backend", choices=["sqlite", "postgres", "both"], default="both")
    ap.add_argument("--duration", type=int, default=60, help="measured seconds (default 60)")
    ap.add_argument("--warmup", type=int, default=3)
    ap.add_argument("--rate", type=int, default=200, help="requests per second (default 200)")
    ap.add_argument("--users", type=int, default=16)
    ap.add_argument("--mix", default="", help="penny-load --mix (default: its realistic mix)")
    ap.add_argument("--processes", type=int, default=1, help="penny serve processes (PostgreSQL only for >1)")
    ap.add_argument("--server-arg", action="append", default=[],
                    help="extra `penny serve` argument (repeatable), e.g. a rate-limit flag")
    ap.add_argument("--server-env", action="append", default=[], metavar="KEY=VALUE",
                    help="extra environment for `penny serve` (repeatable), e.g. MALLOC_ARENA_MAX=2")
    ap.add_argument("--out", type=Path, help="write all reports as one JSON file here")
    args = ap.parse_args()
    if args.processes > 1 and args.backend != "postgres":
        ap.error("--processes > 1 needs --backend postgres (SQLite is for one process)")
    for b in (load_binary(),):
        if not b.exists():
            print(f"missing {b}; run scripts/load/run.sh (it builds it)", file=sys.stderr)
            return 2
    backends = ["sqlite", "postgres"] if args.backend == "both" else [args.backend]
    work = Path(tempfile.mkdtemp(prefix="penny-load-"))
    reports = []
    for backend in backends:
        reports.append(run_backend(backend, args, work))
    if args.out:
        args.out.write_text(json.dumps(reports, indent=2))
    print(f"logs and reports in {work}")
    bad = [r for r in reports if r.get("exitCode") != 0 or not r.get("serverAlive")]
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
