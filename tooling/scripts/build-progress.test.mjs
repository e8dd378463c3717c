// `npm start`'s build progress (issue 48): a line per package as it starts, a line when the build
// has been quiet, the time each package took and the total; a failure shows its package's output.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import {
  buildWithProgress,
  createBuildProgress,
  formatDuration,
  parseTurboLine,
} from './lib/build-progress.mjs';

function harness() {
  let time = 1_000_000;
  const printed = [];
  const progress = createBuildProgress({ print: (line) => printed.push(line), now: () => time });
  return { progress, printed, advance: (ms) => (time += ms), at: () => time };
}

test('durations read as seconds under a minute, then minutes and seconds', () => {
  assert.equal(formatDuration(4_210), '4.2 s');
  assert.equal(formatDuration(472_400), '7 min 52 s');
});

test("turbo's lines: a task's by its prefix (colours removed), or turbo's own", () => {
  assert.deepEqual(parseTurboLine('\u001b[36m@lender/core:build: \u001b[0mcache miss, executing 0a1b'), {
    task: '@lender/core',
    text: 'cache miss, executing 0a1b',
  });
  assert.deepEqual(parseTurboLine(' Tasks:    3 successful, 3 total'), {
    turbo: ' Tasks:    3 successful, 3 total',
  });
});

test('a package that starts building gets a line; a cached one and the output of a build do not', () => {
  const { progress, printed, advance } = harness();
  progress.line('   • Packages in scope: @lender/a, @lender/b, @lender/c');
  progress.line('   • Running build in 3 packages');
  progress.line('@lender/a:build: cache hit, replaying logs 1234');
  progress.line('@lender/a:build: > tsup');
  advance(7_000);
  progress.line('@lender/b:build: cache miss, executing 5678');
  progress.line('@lender/b:build: ESM Build start');
  progress.line('@lender/b:build: ESM dist/index.js 12 KB');
  assert.deepEqual(printed, ['   • Running build in 3 packages', '   0:07  building @lender/b']);
});

test('a quiet build says it is still going, naming the package started last', () => {
  const { progress, printed, advance } = harness();
  progress.line('@lender/web:build: cache miss, executing 9abc');
  advance(10_000);
  progress.tick();
  assert.equal(printed.length, 1, 'ten quiet seconds say nothing');
  advance(25_000);
  progress.tick();
  assert.equal(printed.at(-1), '   0:35  … still building (last started: @lender/web)');
  progress.tick();
  assert.equal(printed.length, 2, 'then again only after another quiet spell');
});

test('the end: the time each built package took, in the order they started, and the total', () => {
  const { progress, printed, advance, at } = harness();
  progress.line('@lender/core:build: cache miss, executing 1');
  progress.line('@lender/web:build: cache miss, executing 2');
  advance(472_400);
  const start = at();
  progress.report({
    code: 0,
    summary: {
      tasks: [
        {
          package: '@lender/web',
          cache: { status: 'MISS' },
          execution: { startTime: start + 5, endTime: start + 300_005, exitCode: 0 },
        },
        {
          package: '@lender/clabe',
          cache: { status: 'HIT' },
          execution: { startTime: start, endTime: start + 20, exitCode: 0 },
        },
        {
          package: '@lender/core',
          cache: { status: 'MISS' },
          execution: { startTime: start, endTime: start + 42_100, exitCode: 0 },
        },
      ],
    },
  });
  assert.deepEqual(printed.slice(2), [
    'Time each package took to build:',
    '  @lender/core        42.1 s',
    '  @lender/web      5 min 0 s',
    'Built in 7 min 52 s.',
  ]);
});

test("a failed package's output is printed whole, and the build says it failed", () => {
  const { progress, printed } = harness();
  progress.line('@lender/ui:build: cache miss, executing 1');
  progress.line('@lender/ui:build: src/Button.tsx(3,1): error TS2304');
  progress.line('@lender/core:build: cache miss, executing 2');
  progress.line('@lender/core:build: ok');
  progress.report({
    code: 1,
    summary: {
      tasks: [
        {
          package: '@lender/ui',
          cache: { status: 'MISS' },
          execution: { startTime: 0, endTime: 1_000, exitCode: 2 },
        },
        {
          package: '@lender/core',
          cache: { status: 'MISS' },
          execution: { startTime: 0, endTime: 900, exitCode: 0 },
        },
      ],
    },
  });
  const text = printed.join('\n');
  assert.match(text, /@lender\/ui failed; its output:\n {2}src\/Button\.tsx\(3,1\): error TS2304/);
  assert.doesNotMatch(text, /\n {2}ok\n/);
  assert.match(text, /@lender\/ui\s+1\.0 s {2}failed/);
  assert.match(printed.at(-1), /^The build failed in /);
});

test('the real thing: turbo run through a stand-in pnpm, its summary read and removed', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'build-progress-'));
  try {
    const summary = join(dir, 'run.json');
    writeFileSync(
      summary,
      JSON.stringify({
        tasks: [
          {
            package: '@lender/core',
            cache: { status: 'MISS' },
            execution: { startTime: 0, endTime: 3_000, exitCode: 0 },
          },
        ],
      }),
    );
    // What `pnpm exec turbo run build …` prints, by a script standing in for pnpm.
    const fake = join(dir, 'pnpm.mjs');
    writeFileSync(
      fake,
      [
        "if (!process.argv.includes('--summarize')) process.exit(3);",
        "console.log('@lender/core:build: cache miss, executing 1');",
        "console.log('@lender/core:build: built');",
        "console.error(' Tasks:    1 successful, 1 total');",
        `console.log('Summary:    ${summary}');`,
      ].join('\n'),
    );
    chmodSync(fake, 0o755);
    const printed = [];
    const code = await buildWithProgress([process.execPath, fake], {
      cwd: dir,
      print: (line) => printed.push(line),
    });
    assert.equal(code, 0);
    assert.match(printed.join('\n'), /building @lender\/core/);
    assert.match(printed.join('\n'), / Tasks: {4}1 successful, 1 total/);
    assert.match(printed.join('\n'), /@lender\/core\s+3\.0 s/);
    assert.equal(spawnSync('test', ['-e', summary]).status, 1, 'the summary file is removed');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
