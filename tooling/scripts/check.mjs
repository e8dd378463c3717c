// `npm test`: every check the project has, in one command, on a fresh machine with Node.js and npm.
//   1. install the workspace (pinned pnpm, frozen lockfile)
//   2. lint, typecheck, unit tests and build of every package and app (Turborepo, cached); the
//      database suites run here on PGlite (TEST_DATABASE_URL is taken out of this stage); nothing
//      here drives a browser
//   3. then two lanes side by side, within the machine's two cores (ADR 308, ADR 310, ADR 353):
//      - the borrower site's and the back-office's browser suites in Chromium (`test:e2e`: one
//        built site and one Chromium per app), one app at a time
//      - the repository's own checks (decision records, docs links, the new-package scaffold:
//        `test:tooling`), the database suites on a real PostgreSQL when TEST_DATABASE_URL is set
//        (only the files that open a database: tooling/scripts/database-suites.mjs), the package
//        checks (publint, arethetypeswrong, gzip size budgets), `changeset status`, the registry
//        round trip (publish to a throwaway local registry, install into consumers), then the
//        packages' browser runs (`@lender/ui`'s stories under axe, the collector's page)
// Each stage prints its wall time; a lane stops at its first failing step, and the run ends with
// the stage times, the ten slowest test files and a `checks: N passed, N failed` line.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { install, pnpmCommand, root } from './pnpm.mjs';

const started = Date.now();
install();

// Every Vitest run of this check records its files' times here (tooling/vitest/times-reporter.mjs).
const timesDir = mkdtempSync(join(tmpdir(), 'lender-test-times-'));
const baseEnv = { ...process.env, LENDER_TEST_TIMES: timesDir };
/**
 * Turborepo runs packages' suites side by side, so each suite gets one worker (`LENDER_TEST_WORKERS`,
 * tooling/vitest): two workers each cost ~10 % more CPU for the same wall time.
 */
const sideBySideEnv = { ...baseEnv, LENDER_TEST_WORKERS: '1' };
/** The unit stage runs the database suites on PGlite, whatever the caller's environment says. */
const { TEST_DATABASE_URL: _postgres, ...pgliteEnv } = sideBySideEnv;

const turbo = (...args) => ['exec', 'turbo', 'run', ...args];

/** @typedef {{ name: string; command: string[]; env?: NodeJS.ProcessEnv; skip?: string | false }} Step */

/** @type {Step[]} */
const first = [
  {
    name: 'lint, typecheck, unit tests (database suites on PGlite), build',
    // --summarize: the run's tasks with their start and end (.turbo/runs), for the slowest list.
    // Three tasks at a time, a suite one worker: the two long suites (core's, the API's) keep a core
    // each while the third slot builds and checks the apps, instead of those waiting for both.
    command: ['pnpm', ...turbo('lint', 'typecheck', 'test', 'build', '--concurrency=3', '--summarize')],
    env: pgliteEnv,
  },
];

/** @type {Step[][]} Lanes that run side by side once `first` passed. */
const lanes = [
  [
    {
      // The sites' suites: real Chromium through playwright-core, the real API in process on a
      // fresh embedded database per suite, one built site and one browser per app; one app at a
      // time (two at once, beside the PostgreSQL suites, made the machine the bottleneck: ADR 310).
      name: 'browser suites of the site and the back-office (Chromium: journeys and axe)',
      command: [
        'pnpm',
        ...turbo('test:e2e', '--filter=@lender/web', '--filter=@lender/backoffice', '--concurrency=1'),
      ],
    },
  ],
  [
    {
      // The repository's own rules: the decision records' shape and index, links between the docs,
      // the new-package scaffold.
      name: 'repository checks (node --test tooling/scripts)',
      command: ['pnpm', 'run', 'test:tooling'],
    },
    {
      name: 'database suites on PostgreSQL (TEST_DATABASE_URL)',
      skip: !process.env.TEST_DATABASE_URL && 'TEST_DATABASE_URL is not set; they ran on PGlite only',
      // Core's and the API's side by side, one worker each.
      command: ['pnpm', ...turbo('test:db', '--concurrency=2')],
      env: sideBySideEnv,
    },
    { name: 'package checks (publint, arethetypeswrong, size)', command: ['node', 'package-checks.mjs'] },
    // Every pending changeset must parse (front matter naming packages and bumps), and a change to a
    // published package on a branch must come with one.
    { name: 'changesets', command: ['pnpm', 'exec', 'changeset', 'status'] },
    {
      name: 'registry round trip (publish, install, import, require, tsc)',
      command: ['node', 'registry-roundtrip.mjs'],
    },
    {
      // The packages' own browser runs, where this lane has room left: the stories under axe and
      // the collector in a real page (ADR 310).
      name: 'browser runs of the packages (the ui stories under axe, the collector in Chromium)',
      command: [
        'pnpm',
        ...turbo('test:e2e', '--filter=@lender/ui', '--filter=@lender/collector', '--concurrency=1'),
      ],
    },
  ],
];

/** argv for a step: pnpm through the pinned version, node scripts from tooling/scripts. */
function argv(step) {
  const [tool, ...rest] = step.command;
  if (tool === 'pnpm') {
    const [bin, ...prefix] = pnpmCommand();
    return [bin, [...prefix, ...rest]];
  }
  return [process.execPath, [join(root, 'tooling', 'scripts', rest[0]), ...rest.slice(1)]];
}

/**
 * Runs a step. With `log`, its output goes to that file (a lane beside the streaming one) and is
 * printed whole when the step ends; otherwise it streams.
 */
function runStep(step, log) {
  const [bin, args] = argv(step);
  return new Promise((resolve) => {
    const child = spawn(bin, args, {
      cwd: root,
      stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: {
        ...(step.env ?? baseEnv),
        COREPACK_ENABLE_STRICT: '0',
        npm_config_update_notifier: 'false',
      },
    });
    let out;
    if (log) {
      out = createWriteStream(log);
      child.stdout.pipe(out);
      child.stderr.pipe(out);
    }
    child.on('close', (code) => {
      if (!out) return resolve(code ?? 1);
      out.end(() => {
        process.stdout.write(readFileSync(log, 'utf8'));
        resolve(code ?? 1);
      });
    });
  });
}

const results = [];
let failed = 0;

async function runLane(steps, logDir, lane = 0) {
  for (const [index, step] of steps.entries()) {
    if (step.skip) {
      console.log(`\n▶ ${step.name}: skipped (${step.skip})`);
      continue;
    }
    console.log(
      `\n▶ ${step.name}${logDir ? ' (beside the browser suites; its output follows when it ends)' : ''}`,
    );
    const t0 = Date.now();
    const code = await runStep(step, logDir && join(logDir, `${lane}-${index}.log`));
    const seconds = (Date.now() - t0) / 1000;
    results.push({ name: step.name, seconds, ok: code === 0 });
    if (code === 0) {
      console.log(`✔ ${step.name} (${seconds.toFixed(1)} s)`);
    } else {
      failed++;
      console.log(`✘ ${step.name} failed with exit code ${code} (${seconds.toFixed(1)} s)`);
      return false;
    }
  }
  return true;
}

/** The slowest tasks of the newest Turborepo run summary (`--summarize`), with how long each took. */
function slowestTasks(count) {
  const dir = join(root, '.turbo', 'runs');
  let newest;
  try {
    newest = readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => ({ name, at: statSync(join(dir, name)).mtimeMs }))
      .sort((a, b) => b.at - a.at)[0];
  } catch {
    return [];
  }
  if (!newest) return [];
  const summary = JSON.parse(readFileSync(join(dir, newest.name), 'utf8'));
  return (summary.tasks ?? [])
    .filter((task) => task.execution?.endTime && task.cache?.status !== 'HIT')
    .map((task) => ({ task: task.taskId, ms: task.execution.endTime - task.execution.startTime }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count);
}

function slowestFiles(count) {
  const times = [];
  for (const name of readdirSync(timesDir)) {
    for (const line of readFileSync(join(timesDir, name), 'utf8').split('\n')) {
      if (line.trim()) times.push(JSON.parse(line));
    }
  }
  const failures = times.flatMap((time) => (time.failed ?? []).map((test) => `${time.file}: ${test}`));
  return { total: times.length, slowest: times.sort((a, b) => b.ms - a.ms).slice(0, count), failures };
}

if (await runLane(first)) {
  const logDir = mkdtempSync(join(tmpdir(), 'lender-check-lane-'));
  await Promise.all(lanes.map((lane, index) => runLane(lane, index === 0 ? undefined : logDir, index)));
  rmSync(logDir, { recursive: true, force: true });
}

console.log('\nStage times:');
for (const { name, seconds, ok } of results) {
  console.log(`  ${ok ? '✔' : '✘'} ${seconds.toFixed(1).padStart(7)} s  ${name}`);
}
const tasks = slowestTasks(10);
if (tasks.length > 0) {
  console.log('\nThe ten slowest tasks of the first stage (wall time each; three run at a time):');
  for (const { task, ms } of tasks) console.log(`  ${(ms / 1000).toFixed(1).padStart(7)} s  ${task}`);
}
const { total, slowest, failures } = slowestFiles(10);
if (slowest.length > 0) {
  console.log(`\nThe ten slowest of ${total} test files run (wall time each):`);
  for (const { file, ms } of slowest) console.log(`  ${(ms / 1000).toFixed(1).padStart(7)} s  ${file}`);
}
if (failures.length > 0) {
  // Last, where a log cut to its tail still shows them.
  console.log(`\nThe ${failures.length} failed tests (after their retry):`);
  for (const failure of failures) console.log(`  ✘ ${failure}`);
}
rmSync(timesDir, { recursive: true, force: true });
const passed = results.filter((result) => result.ok).length;
console.log(`\nTotal ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`checks: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
