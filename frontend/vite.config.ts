/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const domainData = fileURLToPath(new URL('../crates/finance-domain/data', import.meta.url));

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // The topics live with the domain crate so the server and the app read one copy.
      '@domain-data': domainData,
    },
  },
  server: {
    fs: { allow: [repoRoot] },
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
  build: {
    target: 'es2022',
    // Read by scripts/prerender.mjs to preload the signed-in shell's chunks.
    manifest: true,
    chunkSizeWarningLimit: 600,
  },
  test: {
    environment: 'jsdom',
    globals: false,
    setupFiles: ['./src/test/setup.ts'],
    // Component tests make real HTTP round trips; on a loaded two-core machine 5 s is too tight.
    testTimeout: 20_000,
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
});
