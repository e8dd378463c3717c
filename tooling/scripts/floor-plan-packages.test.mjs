// node --test tooling/scripts/floor-plan-packages.test.mjs — the floor plan of the published
// packages a request crosses on its way to core, @lender/contracts and @lender/sdk, held as core's
// is (floor-plan-core.test.mjs): no file imports itself through others, and their folders import
// each other in one direction only. Production files only (tests sit beside the code they test and
// may reach across); types count: a loop of type imports is still a loop for a reader.
// `node tooling/scripts/floor-plan-packages.test.mjs --print` prints each package's folder edges.
import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { describeLoop, fileLoops, folderEdges, folderLoops, importGraph } from './lib/import-graph.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const PACKAGES = ['contracts', 'sdk'];

for (const name of PACKAGES) {
  const src = join(root, 'packages', name, 'src');
  const graph = importGraph(src);

  test(`every relative import of ${name} resolves to a file`, () => {
    assert.ok(graph.production.length > 10, `read ${graph.production.length} files of packages/${name}/src`);
    assert.deepEqual(graph.unresolved, []);
  });

  test(`no file of ${name} imports itself through others (no import loop)`, () => {
    const loops = fileLoops(graph);
    assert.equal(
      loops.length,
      0,
      `import loops among the files of packages/${name}/src:\n${loops.map(describeLoop).join('\n')}`,
    );
  });

  test(`${name}'s folders import each other in one direction only (no loop)`, () => {
    const loops = folderLoops(graph);
    assert.equal(
      loops.length,
      0,
      `import loops between folders of packages/${name}/src:\n${loops.map(describeLoop).join('\n')}`,
    );
  });

  if (process.argv.includes('--print')) {
    console.log(`packages/${name}/src`);
    for (const [from, out] of [...folderEdges(graph)].sort(([a], [b]) => a.localeCompare(b))) {
      console.log(`  ${from} -> ${[...out.keys()].sort().join(', ')}`);
    }
  }
}
