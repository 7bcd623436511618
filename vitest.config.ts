import { defineConfig } from 'vitest/config';

/**
 * Waits end on events (a DOM change, an answer, a poll that holds); the time bounds here (polls,
 * tests, hooks) only say when a wait has failed. They are generous because the suite shares two
 * cores with other work: a render that takes 200 ms on an idle machine took 7 s at a load average
 * of 13. A passing test costs nothing extra. testing-library's bound is in apps/web/src/test/setup.ts.
 */
const POLL_BOUNDS = { poll: { timeout: 30_000 } };

/** One runner for every layer; each project is a layer of the suite (see scripts/test.sh). */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
          environment: 'node',
          // parsing a saved Amazon page took 6.5 s at a load average of 11
          testTimeout: 60_000,
          expect: POLL_BOUNDS,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/{src,test}/**/*.test.ts'],
          environment: 'node',
          // a seller's first Amazon sync (35 reports, 34 imports) took 60 s at a load average of 14
          testTimeout: 120_000,
          hookTimeout: 60_000,
          expect: POLL_BOUNDS,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['src/test/setup.ts'],
          // the first test of a page file took 62 s beside the whole suite at a load average of 17
          testTimeout: 120_000,
          expect: POLL_BOUNDS,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          // A page, a server and a browser per test: at a load average of 16 one took 68 s.
          testTimeout: 180_000,
          hookTimeout: 120_000,
          expect: POLL_BOUNDS,
          fileParallelism: false,
        },
      },
    ],
  },
});
