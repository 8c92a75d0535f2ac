#!/usr/bin/env python3
"""Crash safety: every write Penny acknowledged survives `kill -9`.

Writers (one thread and one user each) change the profile (PATCH and assumption edits with values
never used before) and chat with the built-in advisor, recording every 2xx answer. The server is
killed with SIGKILL at a random moment, the SQLite file is checked (`PRAGMA integrity_check` and
`PRAGMA foreign_key_check` on a copy of the file and its WAL, so the check does not checkpoint the
real one), the server restarts, and every acknowledged write must be visible through the API:

- each profile field holds its last acknowledged value, or the value of a write that was in flight
  (unanswered) when the server died, which may or may not have committed;
- every acknowledged chat message is stored as a user message followed by an assistant reply;
- the session cookies issued before the first kill still work.

Exit status 1 on any lost or corrupted write. Python 3.11 standard library only.
Usage: scripts/crash/run.sh [--kills 100] [--postgres] [--writers 4] [--seed N] [--keep]
       scripts/crash/run.sh --self-test-drop-wal --kills 5   # must fail: proves losses are caught
"""

from __future__ import annotations

import argparse
import http.client
import random
import shutil
import sqlite3
import statistics
import sys
import tempfile
import threading
import time
import uuid
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "load"))
from penny_harness import Client, PgCluster, Server, penny_binary  # noqa: E402

PROFILE_FIELDS = ("annualIncome", "otherAssets", "currentSavings", "monthlyExpenses")
LETTERS = "abcdefghijklmnop"


def letters_token() -> str:
    """A unique token with no digits, so the advisor never reads a number out of a chat message."""
    return "".join(LETTERS[int(c, 16)] for c in uuid.uuid4().hex)


def same(stored: object, expected: str) -> bool:
    if stored is None:
        return False
    try:
        return Decimal(str(stored)) == Decimal(expected)
    except InvalidOperation:
        return str(stored) == expected


@dataclass
class Writer:
    index: int
    client: Client
    rng: random.Random
    counter: int = 0
    # Per field: the last acknowledged value, and values written since that got no answer.
    acked: dict[str, str | None] = field(default_factory=lambda: dict.fromkeys(PROFILE_FIELDS))
    pending: dict[str, list[str]] = field(default_factory=lambda: {f: [] for f in PROFILE_FIELDS})
    conversation: str | None = None
    conv_messages: int = 0
    # Chats acknowledged since the last verification (token, conversation id), and every one so far.
    new_chats: list[tuple[str, str]] = field(default_factory=list)
    all_chats: list[tuple[str, str]] = field(default_factory=list)
    maybe_chats: list[str] = field(default_factory=list)
    acked_profile_writes: int = 0
    acked_chat_writes: int = 0
    refused: dict[int, int] = field(default_factory=dict)

    def unique(self) -> int:
        self.counter += 1
        return self.index * 10_000_000 + self.counter

    def next_op(self) -> tuple[str, str, dict, dict[str, str]]:
        """(method, path, body, {field: value written}) for a profile write, or a chat."""
        n = self.unique()
        roll = self.rng.random()
        if roll < 0.35:
            values = {"annualIncome": str(40_000 + n), "otherAssets": f"crash {letters_token()}"}
            return "PATCH", "/api/financial-profile", dict(values), values
        if roll < 0.7:
            values = {"currentSavings": f"{n}.25", "monthlyExpenses": str(1_000 + n)}
            return "POST", "/api/financial-profile/assumptions", dict(values), values
        token = letters_token()
        if self.conversation is None or self.conv_messages >= 8:
            self.conversation, self.conv_messages = None, 0
        body = {"message": f"Crash check {token}: please keep this note."}
        if self.conversation:
            body["conversationId"] = self.conversation
        return "POST", "/api/chat", body, {"__chat__": token}

    def run(self, stop: threading.Event) -> None:
        while not stop.is_set():
            method, path, body, written = self.next_op()
            chat = written.get("__chat__")
            if chat is None:
                for f, v in written.items():
                    self.pending[f].append(v)
            try:
                status, resp = self.client.call(method, path, body, timeout=15)
            except (OSError, http.client.HTTPException):
                # The server died with this request in flight: it may or may not have committed.
                if chat:
                    self.maybe_chats.append(chat)
                    self.conversation = None
                return
            if 200 <= status < 300:
                if chat:
                    assert isinstance(resp, dict)
                    conv = str(resp["conversationId"])
                    self.conversation, self.conv_messages = conv, self.conv_messages + 2
                    self.new_chats.append((chat, conv))
                    self.acked_chat_writes += 1
                    if resp.get("profileUpdated"):
                        # The advisor changed the profile: its values are the acknowledged ones now.
                        self.resync()
                else:
                    for f, v in written.items():
                        self.acked[f] = v
                        self.pending[f].clear()
                    self.acked_profile_writes += 1
            else:
                self.refused[status] = self.refused.get(status, 0) + 1
                if chat:
                    self.maybe_chats.append(chat)  # a 503 keeps the person's message
                if status >= 500 and status != 503:
                    print(f"writer {self.index}: {method} {path} answered {status}: {resp}", file=sys.stderr)
                time.sleep(0.05)

    def resync(self) -> None:
        status, profile = self.client.call("GET", "/api/financial-profile")
        if status == 200 and isinstance(profile, dict):
            for f in PROFILE_FIELDS:
                v = profile.get(f)
                self.acked[f] = None if v is None else str(v)
                self.pending[f].clear()

    def verify(self, full: bool) -> list[str]:
        """Checks this writer's acknowledged writes through the API; returns the losses."""
        losses: list[str] = []
        status, profile = self.client.call("GET", "/api/financial-profile")
        if status != 200 or not isinstance(profile, dict):
            return [f"writer {self.index}: GET /api/financial-profile answered {status} (session lost?)"]
        for f in PROFILE_FIELDS:
            stored = profile.get(f)
            allowed = [v for v in [self.acked[f], *self.pending[f]] if v is not None]
            if self.acked[f] is None and stored is None:
                pass
            elif not any(same(stored, v) for v in allowed):
                losses.append(f"writer {self.index}: {f} = {stored!r}, acknowledged {self.acked[f]!r}"
                              f" (in flight: {self.pending[f]})")
            else:
                # Whatever survived is now durable and visible: it is the acknowledged value.
                self.acked[f] = None if stored is None else str(stored)
            self.pending[f].clear()
        to_check = self.all_chats + self.new_chats if full else self.new_chats
        by_conv: dict[str, list[str]] = {}
        for token, conv in to_check:
            by_conv.setdefault(conv, []).append(token)
        for conv, tokens in by_conv.items():
            status, messages = self.client.call("GET", f"/api/conversations/{conv}/messages")
            if status != 200 or not isinstance(messages, list):
                losses.append(f"writer {self.index}: conversation {conv} answered {status}")
                continue
            for token in tokens:
                idx = next((i for i, m in enumerate(messages)
                            if m.get("role") == "user" and token in str(m.get("content", ""))), None)
                if idx is None:
                    losses.append(f"writer {self.index}: acknowledged chat {token} missing from {conv}")
                elif not any(m.get("role") == "assistant" for m in messages[idx + 1:]):
                    losses.append(f"writer {self.index}: chat {token} has no stored reply")
        self.all_chats.extend(self.new_chats)
        self.new_chats.clear()
        self.maybe_chats.clear()
        return losses


def sqlite_check(db: Path, scratch: Path) -> str:
    """integrity_check + foreign_key_check on a copy of the killed server's file and WAL."""
    if scratch.exists():
        shutil.rmtree(scratch)
    scratch.mkdir()
    for suffix in ("", "-wal"):
        src = Path(str(db) + suffix)
        if src.exists():
            shutil.copy2(src, scratch / (db.name + suffix))
    conn = sqlite3.connect(scratch / db.name)
    try:
        integrity = "; ".join(r[0] for r in conn.execute("PRAGMA integrity_check"))
        fk = conn.execute("PRAGMA foreign_key_check").fetchall()
    finally:
        conn.close()
    if integrity != "ok":
        return f"integrity_check: {integrity}"
    if fk:
        return f"foreign_key_check: {fk[:5]}"
    return "ok"


def pg_check(cluster: PgCluster, database: str) -> str:
    """amcheck over every B-tree index, and orphan checks the foreign keys should make impossible."""
    cluster.psql("CREATE EXTENSION IF NOT EXISTS amcheck", database)
    cluster.psql(
        "SELECT bt_index_check(c.oid, true) FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid "
        "JOIN pg_am a ON a.oid = c.relam JOIN pg_namespace n ON n.oid = c.relnamespace "
        "WHERE a.amname = 'btree' AND n.nspname = 'public'", database)
    orphans = cluster.psql(
        "SELECT (SELECT count(*) FROM messages m WHERE NOT EXISTS "
        "(SELECT 1 FROM conversations c WHERE c.id = m.conversation_id)) + "
        "(SELECT count(*) FROM conversations c WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = c.user_id))",
        database)
    return "ok" if orphans == "0" else f"{orphans} orphan rows"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--kills", type=int, default=100)
    ap.add_argument("--postgres", action="store_true", help="a throwaway PostgreSQL cluster instead of SQLite")
    ap.add_argument("--writers", type=int, default=4)
    ap.add_argument("--min-up", type=float, default=0.05, help="shortest write time before a kill (s)")
    ap.add_argument("--max-up", type=float, default=1.5, help="longest write time before a kill (s)")
    ap.add_argument("--seed", type=int, default=None)
    ap.add_argument("--keep", action="store_true", help="keep the temp folder (database, server log)")
    ap.add_argument("--self-test-drop-wal", action="store_true",
                    help="SQLite only: delete the WAL after each kill, losing recent commits; the run "
                         "must then FAIL (shows the checker catches lost writes)")
    args = ap.parse_args()

    seed = args.seed if args.seed is not None else random.randrange(1 << 30)
    rng = random.Random(seed)
    if not penny_binary().exists():
        print(f"no server binary at {penny_binary()} (build it or set PENNY_BIN)", file=sys.stderr)
        return 2
    work = Path(tempfile.mkdtemp(prefix="penny-crash-"))
    log = work / "server.log"
    cluster = None
    server = None
    secret = uuid.uuid4().hex + uuid.uuid4().hex
    try:
        if args.postgres:
            cluster = PgCluster().start()
            url = cluster.create_database("penny_crash")
            db_file = None
            backend = "postgresql"
        else:
            db_file = work / "penny.db"
            url = f"sqlite://{db_file}"
            backend = "sqlite"
        server = Server(url, secret=secret, log_path=log)
        server.start()
        writers = [Writer(i, Client.register(server.base, f"crash{i}"), random.Random(rng.random()))
                   for i in range(args.writers)]
        for w in writers:
            w.resync()  # the defaults (currentSavings 0) are the starting values

        started = time.monotonic()
        restarts: list[float] = []
        checks_ok = 0
        losses: list[str] = []
        for kill in range(1, args.kills + 1):
            stop = threading.Event()
            threads = [threading.Thread(target=w.run, args=(stop,), daemon=True) for w in writers]
            for t in threads:
                t.start()
            time.sleep(rng.uniform(args.min_up, args.max_up))
            server.kill9()
            stop.set()
            for t in threads:
                t.join(timeout=30)

            if db_file is not None and args.self_test_drop_wal:
                for suffix in ("-wal", "-shm"):
                    Path(str(db_file) + suffix).unlink(missing_ok=True)
            if db_file is not None:
                verdict = sqlite_check(db_file, work / "check")
                if verdict == "ok":
                    checks_ok += 1
                else:
                    losses.append(f"kill {kill}: {verdict}")

            restarts.append(server.start())
            for w in writers:
                w.client.base = server.base
                losses.extend(f"kill {kill}: {loss}" for loss in w.verify(full=kill == args.kills))
            if losses:
                break
            if kill % 10 == 0:
                acked = sum(w.acked_profile_writes + w.acked_chat_writes for w in writers)
                print(f"  {kill} kills, {acked} acknowledged writes verified so far", flush=True)

        if cluster is not None:
            server.stop()
            verdict = pg_check(cluster, "penny_crash")
            if verdict == "ok":
                checks_ok += 1
            else:
                losses.append(f"final PostgreSQL check: {verdict}")
        else:
            server.stop()
            verdict = sqlite_check(db_file, work / "check")
            if verdict != "ok":
                losses.append(f"after graceful stop: {verdict}")

        elapsed = time.monotonic() - started
        profile_writes = sum(w.acked_profile_writes for w in writers)
        chat_writes = sum(w.acked_chat_writes for w in writers)
        refused: dict[int, int] = {}
        for w in writers:
            for s, c in w.refused.items():
                refused[s] = refused.get(s, 0) + c
        for loss in losses[:20]:
            print("LOST:", loss, file=sys.stderr)
        check_name = "amcheck (final)" if cluster else "integrity_check"
        print(
            f"crash-safety {backend}: {len(restarts)} kills, {args.writers} writers, "
            f"{profile_writes + chat_writes} acknowledged writes ({profile_writes} profile, "
            f"{chat_writes} chats) checked, {len(losses)} lost, {check_name} ok {checks_ok}x, "
            f"refused {dict(sorted(refused.items())) or 'none'}, restart to ready median "
            f"{statistics.median(restarts) * 1000:.0f} ms max {max(restarts) * 1000:.0f} ms, "
            f"{elapsed:.0f} s, seed {seed}"
        )
        return 1 if losses else 0
    finally:
        if server is not None:
            server.kill9()
        if cluster is not None:
            cluster.stop()
        if args.keep:
            print(f"kept {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
