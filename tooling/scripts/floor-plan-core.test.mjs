// node --test tooling/scripts/floor-plan-core.test.mjs — the floor plan of @lender/core
// (docs/decisions/150-core-folders-in-one-direction.md): its folders import each other in one direction only, no
// source file is over 350 lines, and test helpers live outside `src`. The import graph is read
// from the sources themselves (`import … from`, `export … from`, `import()`), production files only
// (tests sit beside the code they test and may reach across), and none of them imports the test
// helpers of `testing/`. `node tooling/scripts/floor-plan-core.test.mjs --print` prints the folders'
// edges and floors.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { describeLoop, folderEdges, folderLoops, folderOf, importGraph } from './lib/import-graph.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const src = join(root, 'packages', 'core', 'src');
const MAX_LINES = 350;

// The import graph (lib/import-graph.mjs, shared with floor-plan-packages.test.mjs); a file's room
// is its top folder under src, or the file itself at the top.
const graph = importGraph(src);
const { files, production, unresolved } = graph;
const edges = folderEdges(graph); // folder -> Map(folder -> [file -> file])
const loops = () => folderLoops(graph);

test('every relative import of core resolves to a file', () => {
  assert.deepEqual(unresolved, []);
});

test("core's folders import each other in one direction only (no loop)", () => {
  const found = loops();
  assert.equal(
    found.length,
    0,
    `import loops between folders of packages/core/src:\n${found.map(describeLoop).join('\n')}`,
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

/** The specifiers a file imports, re-exports or loads (`import()`), comments left out. */
function specifiersOf(text) {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  return [
    ...code.matchAll(/(?:^|[\s;])(?:import|export)\s[^'"`;]*?\sfrom\s*['"]([^'"]+)['"]/g),
    ...code.matchAll(/(?:^|[\s;])import\s*['"]([^'"]+)['"]/g),
    ...code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => match[1]);
}

test('no production file of core imports its test helpers (packages/core/testing, ADR 321)', () => {
  const testing = join(root, 'packages', 'core', 'testing');
  const offenders = production.flatMap((file) =>
    specifiersOf(readFileSync(join(src, file), 'utf8'))
      .filter((specifier) =>
        specifier.startsWith('.')
          ? resolve(join(src, dirname(file)), specifier).startsWith(testing)
          : /^@lender\/core\/testing(\/|$)/.test(specifier),
      )
      .map((specifier) => `${file}: ${specifier}`),
  );
  assert.deepEqual(offenders, []);
  // The check sees such an import: a relative one and the package's own export.
  assert.deepEqual(
    specifiersOf("import { a } from '../../testing/x';\nexport * from '@lender/core/testing';"),
    ['../../testing/x', '@lender/core/testing'],
  );
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
  for (const loop of loops()) console.log(`LOOP ${describeLoop(loop)}`);
}
