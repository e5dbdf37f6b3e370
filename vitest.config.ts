import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['core/**/*.test.ts', 'electron/**/*.test.ts', 'renderer/**/*.test.ts', 'test/unit/**/*.test.ts', 'tools/**/*.test.ts', 'build/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
