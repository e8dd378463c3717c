// node --test tooling/scripts/floor-plan-core.test.mjs — the floor plan of @lender/core
// (docs/decisions/150-core-folders-in-one-direction.md): its folders import each other in one direction only, no
// source file is over 350 lines, and test helpers live outside `src`. The import graph is read
// from the sources themselves (`import … from`, `export … from`, `import()`), production files only
// (tests sit beside the code they test and may reach across). `node tooling/scripts/floor-plan-core.test.mjs --print`
// prints the folders' edges and floors.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const src = join(root, 'packages', 'core', 'src');
const MAX_LINES = 350;

const isTest = (path) => /\.(test|bench)\.tsx?$/.test(path) || /(^|\/)test-fixtures\.ts$/.test(path);

function filesUnder(folder) {
  const out = [];
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) out.push(...filesUnder(path));
    else if (/\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

const files = filesUnder(src).map((path) => relative(src, path).split(sep).join('/'));
const production = files.filter((path) => !isTest(path));

/** Strips comments so that an import written in a comment draws no edge. */
function code(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** The relative specifiers a file imports or re-exports. */
function importsOf(file) {
  const text = code(readFileSync(join(src, file), 'utf8'));
  const specifiers = [];
  for (const match of text.matchAll(/(?:^|[\s;])(?:import|export)\s[^'"`;]*?\sfrom\s*['"]([^'"]+)['"]/g)) {
    specifiers.push(match[1]);
  }
  for (const match of text.matchAll(/(?:^|[\s;])import\s*['"]([^'"]+)['"]/g)) specifiers.push(match[1]);
  for (const match of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) specifiers.push(match[1]);
  return specifiers.filter((specifier) => specifier.startsWith('.'));
}

function resolveImport(file, specifier) {
  const base = resolve(join(src, dirname(file)), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile())
      return relative(src, candidate).split(sep).join('/');
  }
  return undefined;
}

/** A file's room on the plan: its top folder under src, or the file itself at the top. */
const folderOf = (file) =>
  file.includes('/') ? file.slice(0, file.indexOf('/')) : file.replace(/\.tsx?$/, '');

const unresolved = [];
const edges = new Map(); // folder -> Map(folder -> [file -> file])
for (const file of production) {
  for (const specifier of importsOf(file)) {
    const target = resolveImport(file, specifier);
    if (target === undefined) {
      unresolved.push(`${file}: ${specifier}`);
      continue;
    }
    if (target.startsWith('..')) continue;
    const from = folderOf(file);
    const to = folderOf(target);
    if (from === to) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    const out = edges.get(from);
    if (!out.has(to)) out.set(to, []);
    out.get(to).push(`${file} -> ${target}`);
  }
}

/** Strongly connected components of more than one folder (Tarjan). */
function loops() {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next++;
    stack.push(node);
    onStack.add(node);
    for (const to of edges.get(node)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of new Set(production.map(folderOf))) if (!index.has(node)) visit(node);
  return found;
}

function describe(component) {
  const lines = [];
  for (const from of component) {
    for (const [to, via] of edges.get(from) ?? []) {
      if (component.includes(to)) lines.push(`  ${from} -> ${to}: ${via.slice(0, 3).join(', ')}`);
    }
  }
  return lines.join('\n');
}

test('every relative import of core resolves to a file', () => {
  assert.deepEqual(unresolved, []);
});

test("core's folders import each other in one direction only (no loop)", () => {
  const found = loops();
  assert.equal(
    found.length,
    0,
    `import loops between folders of packages/core/src:\n${found.map((c) => `${c.join(' <-> ')}\n${describe(c)}`).join('\n')}`,
  );
});

/** The lending floors, lowest first: a folder imports only those before it (never one after it). */
const LENDING_FLOORS = ['catalog', 'contact', 'clients', 'applications', 'loans', 'payments', 'back-office'];
/** Pairs that meet only through a port that core.ts wires: the first never imports the second. */
const THROUGH_PORTS = [['loans', 'documents']];

test('the lending floors run one way: catalog, contact, clients, applications, loans, payments, back-office', () => {
  const upward = [];
  for (const [i, from] of LENDING_FLOORS.entries()) {
    for (const to of LENDING_FLOORS.slice(i + 1)) {
      for (const via of edges.get(from)?.get(to) ?? []) upward.push(via);
    }
  }
  assert.deepEqual(upward, []);
});

test('loans reach documents only through the ports that core.ts wires (loans/loan-papers.ts)', () => {
  const crossings = THROUGH_PORTS.flatMap(([from, to]) => edges.get(from)?.get(to) ?? []);
  assert.deepEqual(crossings, []);
});

test('no core source file is over 350 lines', () => {
  const long = files
    .map((file) => ({
      file,
      lines: readFileSync(join(src, file), 'utf8').replace(/\n$/, '').split('\n').length,
    }))
    .filter(({ lines }) => lines > MAX_LINES)
    .map(({ file, lines }) => `${file} (${lines})`);
  assert.deepEqual(long, []);
});

test("test helpers live outside core's src (packages/core/testing)", () => {
  const helpers = files.filter(
    (file) => file.startsWith('testing/') || /(^|\/)test-fixtures\.ts$/.test(file),
  );
  assert.deepEqual(helpers, []);
  assert.ok(existsSync(join(root, 'packages', 'core', 'testing', 'index.ts')));
});

if (process.argv.includes('--print')) {
  const floors = new Map();
  const floorOf = (node, seen = new Set()) => {
    if (floors.has(node)) return floors.get(node);
    if (seen.has(node)) return 0;
    seen.add(node);
    const below = [...(edges.get(node)?.keys() ?? [])].map((to) => floorOf(to, seen));
    const floor = 1 + Math.max(0, ...below);
    floors.set(node, floor);
    return floor;
  };
  for (const node of new Set(production.map(folderOf))) floorOf(node);
  for (const [node, floor] of [...floors].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))) {
    console.log(
      `floor ${String(floor).padStart(2)}  ${node} -> ${[...(edges.get(node)?.keys() ?? [])].sort().join(', ')}`,
    );
  }
  for (const component of loops()) console.log(`LOOP ${component.join(' <-> ')}\n${describe(component)}`);
}
