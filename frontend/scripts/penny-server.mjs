// A real `penny serve` for the benchmark scripts: SQLite in a fresh temp folder, the built web app,
// built-in sign-in. `ready()` resolves once /healthz answers; `stop()` ends it and removes the folder.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export function startPenny({ port, staticDir = 'dist', publicUrl, name = 'penny-bench' }) {
  const bin = resolve(process.env.PENNY_BIN ?? '../target/debug/penny');
  const base = `http://127.0.0.1:${port}`;
  const dir = mkdtempSync(join(tmpdir(), `${name}-`));
  const server = spawn(bin, ['serve', '--bind', `127.0.0.1:${port}`, '--static-dir', staticDir], {
    // A benchmark measures how fast the plan answers, not the per-person plan budget.
    env: { ...process.env, DATABASE_URL: `sqlite://${dir}/penny.db`, PUBLIC_URL: publicUrl ?? base, RUST_LOG: 'warn', PENNY_PLAN_PER_MINUTE: '100000' },
    stdio: 'ignore',
  });
  async function ready() {
    for (let i = 0; i < 120; i++) {
      try {
        if ((await fetch(`${base}/healthz`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('penny serve did not start');
  }
  function stop() {
    server.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
  return { base, dir, ready, stop };
}
