import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { alias } from './vite.config.ts';

export default defineConfig({
  test: {
    // React's scheduler sometimes finishes a render (setImmediate) after vitest has torn down a test file's jsdom: it
    // then throws "window is not defined" from performWorkUntilDeadline. The file's tests have all run and passed by
    // then, so that one teardown artifact is not counted; every other unhandled error still fails the run.
    onUnhandledError(error) {
      const where = `${error.stack ?? ''} ${JSON.stringify((error as { stacks?: unknown }).stacks ?? '')}`;
      const afterTeardown =
        error.name === 'ReferenceError' && /window is not defined/.test(error.message) && /performWorkUntilDeadline/.test(where);
      return afterTeardown ? false : undefined;
    },
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          testTimeout: 15000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          // one database per worker file; PostgreSQL runs share one server, so keep files sequential there
          fileParallelism: !process.env.DATABASE_URL,
          testTimeout: 20000,
          hookTimeout: 60000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          // one Chromium per file; two cores, so keep files sequential and predictable
          fileParallelism: false,
          testTimeout: 60000,
          hookTimeout: 120000,
        },
      },
    ],
  },
});
