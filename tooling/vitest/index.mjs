// Shared Vitest configuration. Packages call `lenderVitestConfig()` from their vitest.config.ts.
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import { TimesReporter } from './times-reporter.mjs';

const setupFile = fileURLToPath(new URL('./setup.mjs', import.meta.url));

/**
 * Workers per Vitest run: two (the CI machine's cores), or `LENDER_TEST_WORKERS` where the caller
 * already runs suites side by side. `npm test` runs two packages' suites at a time with one worker
 * each: measured with core's and the API's suites together, 10 % less CPU than two workers each
 * (every worker loads the sources and boots its databases) for the same wall time.
 */
const workers = Math.max(1, Number(process.env.LENDER_TEST_WORKERS) || 2);
const databaseRun = fileURLToPath(new URL('./database-run.mjs', import.meta.url));

/**
 * @param {import('vitest/config').UserConfig} [overrides]
 * @param {{ shareModules?: { isolated: readonly string[] } }} [options]
 * @returns {import('vitest/config').UserConfig}
 */
export function lenderVitestConfig(overrides = {}, options = {}) {
  const config = mergeConfig(
    defineConfig({
      test: {
        include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
        setupFiles: [setupFile],
        // On PostgreSQL, the run's kept test databases are dropped when it ends (./database-run.mjs).
        ...(process.env.TEST_DATABASE_URL ? { globalSetup: [databaseRun] } : {}),
        // Tests must name what they guard; an empty file is a mistake, not a pass.
        passWithNoTests: false,
        restoreMocks: true,
        unstubEnvs: true,
        // Generous: PGlite boots a WASM Postgres per file, and CI machines have two shared cores.
        testTimeout: 60_000,
        hookTimeout: 120_000,
        // Two cores on CI machines: keep workers bounded so database suites do not starve.
        poolOptions: {
          forks: { maxForks: workers, minForks: 1 },
          threads: { maxThreads: workers, minThreads: 1 },
        },
        // `npm test` lists the slowest test files of the run (LENDER_TEST_TIMES, ./times-reporter.mjs).
        reporters: process.env.LENDER_TEST_TIMES
          ? ['default', new TimesReporter(process.env.LENDER_TEST_TIMES)]
          : ['default'],
      },
    }),
    overrides,
  );
  return options.shareModules ? withSharedModules(config, options.shareModules.isolated) : config;
}

/**
 * Test files that do not need a module graph of their own run with `isolate: false`: a worker
 * imports the package's sources (and PGlite's WASM) once and runs file after file on them, instead
 * of once per file. `isolated` lists the files that do need their own (a `vi.mock` of a module
 * others import, a global they patch); they run as a second project with the default isolation.
 * A helper must not register hooks at its module's top level: with shared modules they would run
 * for the first file only (per-file setup belongs in `setupFiles`, which runs for every file).
 *
 * Vitest sets isolation per pool, not per project, so the shared files run in the forks pool
 * (isolate: false) and the isolated ones in the threads pool (isolate: true).
 * @param {import('vitest/config').UserConfig} config
 * @param {readonly string[]} isolated
 * @returns {import('vitest/config').UserConfig}
 */
function withSharedModules(config, isolated) {
  // A project extending the root would add its `include` to the root's (arrays merge), so the
  // root keeps none and each project names its own files.
  const { include, ...root } = config.test ?? {};
  const shared = {
    extends: true,
    test: { name: 'shared', pool: 'forks', include, exclude: [...configDefaults.exclude, ...isolated] },
  };
  const own = { extends: true, test: { name: 'isolated', pool: 'threads', include: [...isolated] } };
  const poolOptions = {
    forks: { ...root.poolOptions?.forks, isolate: false },
    threads: { ...root.poolOptions?.threads, isolate: true },
  };
  return {
    ...config,
    test: { ...root, poolOptions, projects: isolated.length > 0 ? [shared, own] : [shared] },
  };
}
