// `npm test`: every check the project has, in one command, on a fresh machine with Node.js and npm.
//   1. install the workspace (pinned pnpm, frozen lockfile), then the repository's own checks
//      (decision records, docs links, the new-package scaffold: `test:tooling`)
//   2. lint, typecheck, unit tests and build of every package and app (Turborepo, cached), then
//      the web apps' browser suites in Chromium (`test:e2e`)
//   3. the database suites again on a real PostgreSQL when TEST_DATABASE_URL is set
//   4. package checks: publint, arethetypeswrong and gzip size budgets of every published package,
//      and `changeset status` (pending changesets parse)
//   5. the registry round trip: publish to a throwaway local registry, install into consumers
// It stops at the first failing step and ends with a `checks: N passed, N failed` line.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { install, pnpm, root } from './pnpm.mjs';

const started = Date.now();
install();

const steps = [
  {
    // The repository's own rules: the decision records' shape and index, links between the docs,
    // the new-package scaffold.
    name: 'repository checks (node --test tooling/scripts)',
    run: () => pnpm(['run', 'test:tooling']),
  },
  {
    name: 'lint, typecheck, unit tests, build',
    run: () => pnpm(['exec', 'turbo', 'run', 'lint', 'typecheck', 'test', 'build', '--concurrency=2']),
  },
  {
    // The sites' browser suites (real Chromium through playwright-core, the real API in process on
    // a fresh embedded database): built once, one API and one site per suite, one suite at a time.
    name: 'browser suites (Chromium: journeys and axe)',
    run: () => pnpm(['exec', 'turbo', 'run', 'test:e2e', '--concurrency=1']),
  },
  {
    name: 'database suites on PostgreSQL (TEST_DATABASE_URL)',
    skip: !process.env.TEST_DATABASE_URL && 'TEST_DATABASE_URL is not set; the suites ran on PGlite',
    run: () => pnpm(['exec', 'turbo', 'run', 'test:db', '--concurrency=1']),
  },
  { name: 'package checks (publint, arethetypeswrong, size)', run: () => node('package-checks.mjs') },
  // Every pending changeset must parse (front matter naming packages and bumps), and a change to a
  // published package on a branch must come with one.
  { name: 'changesets', run: () => pnpm(['exec', 'changeset', 'status']) },
  {
    name: 'registry round trip (publish, install, import, require, tsc)',
    run: () => node('registry-roundtrip.mjs'),
  },
];

function node(script) {
  const result = spawnSync(process.execPath, [join(root, 'tooling', 'scripts', script)], {
    stdio: 'inherit',
    cwd: root,
  });
  return result.status ?? 1;
}

let passed = 0;
let failed = 0;
for (const step of steps) {
  if (step.skip) {
    console.log(`\n▶ ${step.name}: skipped (${step.skip})`);
    continue;
  }
  console.log(`\n▶ ${step.name}`);
  const t0 = Date.now();
  const code = step.run();
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (code === 0) {
    passed++;
    console.log(`✔ ${step.name} (${seconds} s)`);
  } else {
    failed++;
    console.log(`✘ ${step.name} failed with exit code ${code} (${seconds} s)`);
    break;
  }
}
console.log(`\nTotal ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`checks: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
