// node --test tooling/scripts/file-loops.test.mjs — no file of a package or an app imports itself
// through others: no import loop among the files of `packages/*/src`, `packages/*/testing`,
// `apps/*/src` and `apps/*/app`, read as one graph (lib/import-graph.mjs) so a loop that crosses
// from one folder or workspace to another is seen too. Types count (`import type`, `export type
// … from`): a loop of type imports is still a loop for a reader. Tests and test helpers count too:
// nothing imports a test, so a test is never in a loop unless a file imports it by mistake.
// A loop is broken by moving what both files need to where it belongs, below both (docs/architecture.md,
// "No import loops"). `node tooling/scripts/file-loops.test.mjs --print` prints how many files of
// each folder were read.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { describeLoop, fileLoops, importGraph } from './lib/import-graph.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The folders of each workspace whose files the rule covers. */
const FOLDERS = { packages: ['src', 'testing'], apps: ['src', 'app'] };

const folders = Object.entries(FOLDERS).flatMap(([group, names]) =>
  readdirSync(join(root, group))
    .filter((name) => existsSync(join(root, group, name, 'package.json')))
    .flatMap((name) => names.map((folder) => `${group}/${name}/${folder}`))
    .filter((folder) => existsSync(join(root, folder))),
);

const graph = importGraph(root, { folders, tests: true });

test('the packages and the apps are read, each relative import to a file', () => {
  for (const folder of ['packages/calculator/src', 'packages/core/src', 'apps/api/src', 'apps/web/app']) {
    assert.ok(folders.includes(folder), `${folder} is read`);
  }
  assert.ok(graph.imports.size > 1000, `read ${graph.imports.size} files`);
  // An import that names no file draws no edge: a loop through it would not be seen.
  assert.deepEqual(graph.unresolved, [], 'teach candidatesOf (lib/import-graph.mjs) how these name a file');
});

test('no file of a package or an app imports itself through others (no import loop)', () => {
  const loops = fileLoops(graph);
  assert.equal(
    loops.length,
    0,
    `import loops (each: its files, then the imports that tie them; move what they share below both):\n${loops
      .map(describeLoop)
      .join('\n')}`,
  );
});

test('a loop of type imports, re-exports or JavaScript modules is found and named', () => {
  const dir = mkdtempSync(join(tmpdir(), 'file-loops-'));
  try {
    const write = (path, text) => {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    };
    // a.ts -> b.ts by a type import only, b.ts -> a.ts by a re-export: one loop of two files.
    write('pkg/src/a.ts', "import type { B } from './b';\nexport interface A { b: B }\n");
    write('pkg/src/b.ts', "export type { A } from './a.js';\nexport interface B { n: number }\n");
    // A loop of JavaScript modules, one import written across two lines.
    write('pkg/src/node/x.mjs', "import {\n  y,\n} from './y.mjs';\nexport const x = () => y;\n");
    write('pkg/src/node/y.mjs', "import { x } from './x.mjs';\nexport const y = () => x;\n");
    // No loop: an import in a comment draws no edge, a test imports freely.
    write('pkg/src/c.ts', "// import { d } from './d';\nexport const c = 1;\n");
    write('pkg/src/d.ts', "import { c } from './c';\nexport const d = c;\n");
    write('pkg/src/d.test.ts', "import { d } from './d';\nd;\n");
    const fixture = importGraph(dir, { folders: ['pkg/src'], tests: true });
    assert.deepEqual(fixture.unresolved, []);
    const loops = fileLoops(fixture);
    assert.deepEqual(loops.map((loop) => loop.members).sort(), [
      ['pkg/src/a.ts', 'pkg/src/b.ts'],
      ['pkg/src/node/x.mjs', 'pkg/src/node/y.mjs'],
    ]);
    const message = loops.map(describeLoop).join('\n');
    assert.match(message, /pkg\/src\/a\.ts -> pkg\/src\/b\.ts/);
    assert.match(message, /pkg\/src\/b\.ts -> pkg\/src\/a\.ts/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

if (process.argv.includes('--print')) {
  for (const folder of folders) {
    const read = [...graph.imports.keys()].filter((file) => file.startsWith(`${folder}/`));
    console.log(`${String(read.length).padStart(5)}  ${folder}`);
  }
  for (const loop of fileLoops(graph)) console.log(`LOOP ${describeLoop(loop)}`);
}
