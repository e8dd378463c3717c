// node --test tooling/scripts/floor-plan-edges.test.mjs — the edges of the floor plan (issue 41):
//   1. a pay cycle is spelled only in @lender/calculator (its table, `PAY_CYCLE_TABLE`) and in the
//      words (@lender/i18n): every other source file derives it, so a new cycle touches two packages;
//   2. no source file of an app is over 350 lines (a route is its loader, action and components);
//   3. no import circle among the files of the UI kit and of the two web apps;
//   4. no app and no core file lists the parts of a borrower's name: they read `NAME_FIELDS` of the
//      contracts (core through `identity/name-parts.ts`).
// What is a source file here: what ships, not its tests, stories, benchmarks, consumer fixtures,
// end-to-end suites or test support (a file that imports vitest, `test/`, `testing/`, `seed/`,
// `*fixtures*`), nor generated files (`*.gen.ts`) and snapshots.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const MAX_APP_LINES = 350;
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|jsx)$/;
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'dist',
  'build',
  'storybook-static',
  'public',
  'coverage',
  '.cache',
  'e2e',
  'test',
  'tests',
  'testing',
  'seed',
  'bench',
  'consumer',
  'stories',
  '__snapshots__',
  '.turbo',
  '.types',
]);

/** The source files under `dir` (relative to the repository), test support left out. */
function sourceFiles(dir) {
  const found = [];
  const walk = (folder) => {
    if (!existsSync(folder)) return;
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) {
        if (!SKIPPED_FOLDERS.has(name) && !name.startsWith('.')) walk(path);
      } else if (
        SOURCE.test(name) &&
        !/\.(test|spec|stories|bench|gen)\.[^.]+$/.test(name) &&
        !/\.d\.[cm]?ts$/.test(name) &&
        !/fixtures?/i.test(name) &&
        !/^vite(st)?\.config\./.test(name) &&
        !/^tsup\.config\./.test(name)
      ) {
        const text = readFileSync(path, 'utf8');
        if (!/from ['"]vitest['"]/.test(text)) found.push({ path: relative(root, path), text });
      }
    }
  };
  walk(join(root, dir));
  return found;
}

const workspaces = ['packages', 'apps'].flatMap((group) =>
  readdirSync(join(root, group))
    .filter((name) => existsSync(join(root, group, name, 'package.json')))
    .map((name) => `${group}/${name}`),
);

/** The text without its comments (`// …` and `/* … *\/`); strings and code stay. */
function withoutComments(text) {
  let out = '';
  let quote = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      out += c;
      if (c === '\\') out += text[++i] ?? '';
      else if (c === quote) quote = null;
      continue;
    }
    if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
      out += '\n';
      continue;
    }
    if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      const comment = text.slice(i, end === -1 ? text.length : end + 2);
      out += comment.replace(/[^\n]/g, '');
      i = end === -1 ? text.length : end + 1;
      continue;
    }
    if (c === "'" || c === '"' || c === '`') quote = c;
    out += c;
  }
  return out;
}

// The pay cycles and their words' key names, read from the calculator's table itself.
const tableSource = readFileSync(join(root, 'packages/calculator/src/pay-cycles.ts'), 'utf8');
const tableBody = /export const PAY_CYCLE_TABLE = \{\n([\s\S]*?)\n\} as const/.exec(tableSource)?.[1] ?? '';
const cycles = [...tableBody.matchAll(/^ {2}(\w+): \{$/gm)].map((match) => match[1]);
const keyNames = [...tableBody.matchAll(/Key: 'calculator\.\w+\.(\w+)'/g)].map((match) => match[1]);

test('the pay-cycle table is where the cycles are read from', () => {
  assert.ok(cycles.length >= 4, `PAY_CYCLE_TABLE lists ${cycles.length} cycles`);
  assert.ok(cycles.includes('monthly'));
});

/**
 * Files another issue is rewriting at the same time, each with why; the check holds them to it: an
 * entry whose file no longer spells a cycle must go.
 */
const PENDING = new Map();

test('no source file outside @lender/calculator and @lender/i18n spells a pay cycle', () => {
  const spelled = new RegExp(`(?<![\\w$-])(${cycles.join('|')})(?![\\w$-])`, 'g');
  // A label key names a cycle by its key name (`payDate.semiMonthly`).
  const labelled = new RegExp(`\\b(payDate|payCycle)\\.(${[...new Set(keyNames)].join('|')})\\b`, 'g');
  const offenders = [];
  for (const workspace of workspaces) {
    if (workspace === 'packages/calculator' || workspace === 'packages/i18n') continue;
    for (const file of sourceFiles(workspace)) {
      const code = withoutComments(file.text);
      const lines = code.split('\n');
      let spells = false;
      lines.forEach((line, index) => {
        const hits = [...line.matchAll(spelled), ...line.matchAll(labelled)].map((match) => match[0]);
        if (hits.length === 0) return;
        spells = true;
        if (!PENDING.has(file.path)) offenders.push(`${file.path}:${index + 1}: ${hits.join(', ')}`);
      });
      if (PENDING.has(file.path) && !spells) offenders.push(`${file.path}: derives now; take it off PENDING`);
    }
  }
  assert.deepEqual(
    offenders,
    [],
    'derive these from PAY_CYCLE_TABLE of @lender/calculator (PAY_CYCLES, payCyclesDeclaring, perPayCycle, labelKey, payDateKey)',
  );
});

// The parts of a name, declared once in the contracts (`NAME_FIELDS`): the apps read them from there.
const registrationSource = readFileSync(join(root, 'packages/contracts/src/public/registration.ts'), 'utf8');
const nameBody = /export const NAME_FIELDS = \[\n([\s\S]*?)\n\] as const/.exec(registrationSource)?.[1] ?? '';
const nameParts = [...nameBody.matchAll(/name: '(\w+)'/g)].map((match) => match[1]);

// Core reads them through `identity/name-parts.ts` (the one file of core that may name them, for the
// sort order); its seeds and sandbox write demo people and are data, not code that reads a name.
const NAME_PARTS_HOME = 'packages/core/src/identity/name-parts.ts';
const isNameData = (path) => /^packages\/core\/(src\/(seed|sandbox)\/|testing\/)/.test(path);

test('no source file of an app or of core lists the parts of the name (NAME_FIELDS of the contracts)', () => {
  assert.ok(nameParts.length >= 2, `NAME_FIELDS lists ${nameParts.length} parts`);
  // A greeting may use the first name; a file that names two parts or more is listing them.
  const spelled = new RegExp(`(?<![\\w$])(${nameParts.join('|')})(?![\\w$])`, 'g');
  const offenders = workspaces
    .filter((workspace) => workspace.startsWith('apps/') || workspace === 'packages/core')
    .flatMap((workspace) => sourceFiles(workspace))
    .filter((file) => file.path !== NAME_PARTS_HOME && !isNameData(file.path))
    .map((file) => ({ path: file.path, parts: new Set(withoutComments(file.text).match(spelled) ?? []) }))
    .filter((file) => file.parts.size >= 2)
    .map((file) => `${file.path}: ${[...file.parts].join(', ')}`);
  assert.deepEqual(offenders, [], "read the parts from NAME_FIELDS (fullNameOf, the loader's nameFields)");
});

test(`no source file of an app is over ${MAX_APP_LINES} lines`, () => {
  const long = workspaces
    .filter((workspace) => workspace.startsWith('apps/'))
    .flatMap((workspace) => sourceFiles(workspace))
    .map((file) => ({ path: file.path, lines: file.text.replace(/\n$/, '').split('\n').length }))
    .filter((file) => file.lines > MAX_APP_LINES)
    .map((file) => `${file.path}: ${file.lines} lines`);
  assert.deepEqual(long, [], 'split a route into its loader/action (`.server.ts`) and components');
});

/** The files `file` imports by a relative path (static imports and re-exports, types included). */
function relativeImports(file, known) {
  const imports = [];
  const code = withoutComments(file.text);
  for (const match of code.matchAll(
    /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/g,
  )) {
    const base = resolve(root, dirname(file.path), match[1]);
    const candidates = [
      base,
      base.replace(/\.js$/, '.ts'),
      base.replace(/\.js$/, '.tsx'),
      ...['.ts', '.tsx', '.mts', '.js', '.mjs', '/index.ts', '/index.tsx'].map((ext) => base + ext),
    ];
    const target = candidates.map((path) => relative(root, path)).find((path) => known.has(path));
    if (target) imports.push(target);
  }
  return imports;
}

/** The circles of imports among `files`: each a list of files, first repeated at the end. */
function circlesOf(files) {
  const known = new Set(files.map((file) => file.path));
  const edges = new Map(files.map((file) => [file.path, relativeImports(file, known)]));
  const circles = [];
  const state = new Map();
  const stack = [];
  const visit = (path) => {
    state.set(path, 'open');
    stack.push(path);
    for (const next of edges.get(path) ?? []) {
      if (state.get(next) === 'open') circles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(path, 'done');
  };
  for (const path of [...edges.keys()].sort()) if (!state.has(path)) visit(path);
  return circles;
}

for (const place of ['packages/ui/src', 'apps/web/app', 'apps/backoffice/app']) {
  test(`no import circle among the files of ${place}`, () => {
    const circles = circlesOf(sourceFiles(place)).map((circle) => circle.join(' -> '));
    assert.deepEqual(circles, [], 'a shared piece goes below both files that use it');
  });
}

// A summary table (ADR 154) is its declaration in the contracts, its read model in core and its
// words: no app's source names one, so a new table changes neither the API nor the back-office.
test('no source file of an app names a summary table (SUMMARY_TABLES of the contracts)', () => {
  const declarations = readFileSync(
    join(root, 'packages/contracts/src/back-office/summary-tables.ts'),
    'utf8',
  );
  const names = [
    ...[...declarations.matchAll(/slug: '([\w-]+)'/g)].map((match) => match[1]),
    ...[...declarations.matchAll(/endpoint: '(\w+)'/g)].map((match) => match[1]),
    ...[...declarations.matchAll(/titleKey: '(summaries\.\w+)\.title'/g)].map((match) => match[1]),
  ];
  assert.ok(names.length >= 3, `found ${names.length} summary-table names`);
  const offenders = workspaces
    .filter((workspace) => workspace.startsWith('apps/'))
    .flatMap((workspace) => sourceFiles(workspace))
    .filter((file) => names.some((name) => withoutComments(file.text).includes(name)))
    .map((file) => file.path);
  assert.deepEqual(offenders, [], 'the summaries screen reads SUMMARY_TABLES; name no table in an app');
});
