import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/setup/seed.ts'],
    setupFiles: ['test/setup/fast-check.ts'],
    // Type-level tests (*.test-d.ts) are checked by tsc, not run.
    typecheck: { enabled: true, include: ['test/**/*.test-d.ts'], tsconfig: 'tsconfig.node.json' },
  },
});
