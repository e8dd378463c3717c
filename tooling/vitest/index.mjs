// Shared Vitest configuration. Packages call `lenderVitestConfig()` from their vitest.config.ts.
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import { TimesReporter } from './times-reporter.mjs';

const setupFile = fileURLToPath(new URL('./setup.mjs', import.meta.url));

/**
 * @param {import('vitest/config').UserConfig} [overrides]
 * @returns {import('vitest/config').UserConfig}
 */
export function lenderVitestConfig(overrides = {}) {
  return mergeConfig(
    defineConfig({
      test: {
        include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
        setupFiles: [setupFile],
        // Tests must name what they guard; an empty file is a mistake, not a pass.
        passWithNoTests: false,
        restoreMocks: true,
        unstubEnvs: true,
        // Generous: PGlite boots a WASM Postgres per file, and CI machines have two shared cores.
        testTimeout: 60_000,
        hookTimeout: 120_000,
        // Two cores on CI machines: keep workers bounded so database suites do not starve.
        poolOptions: { forks: { maxForks: 2, minForks: 1 }, threads: { maxThreads: 2, minThreads: 1 } },
        // `npm test` lists the slowest test files of the run (LENDER_TEST_TIMES, ./times-reporter.mjs).
        reporters: process.env.LENDER_TEST_TIMES
          ? ['default', new TimesReporter(process.env.LENDER_TEST_TIMES)]
          : ['default'],
      },
    }),
    overrides,
  );
}
