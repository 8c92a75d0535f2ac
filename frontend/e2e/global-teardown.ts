import { rmSync } from 'node:fs';

/** Removes the throwaway SQLite folder that playwright.config.ts made for this run. */
export default function globalTeardown(): void {
  const dir = process.env.PENNY_E2E_DATA;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
