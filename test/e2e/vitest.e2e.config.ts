import { defineConfig } from 'vitest/config';

// End-to-end tests: the built renderer in Debian's Chromium against the browser-mode host.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // One more try for a test that fails on a loaded machine (CI shares two
    // cores); a rule or screen that is wrong fails both tries. Vitest prints
    // every retry, so a flaky test stays visible in the log.
    retry: 1,
  },
});
