// node --test tooling/scripts/api-docs.test.mjs — the TypeDoc API reference of a published package.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { declarationEntries, generate } from './api-docs.mjs';
import { ensureBuilt, publishedPackages } from './lib/published-packages.mjs';

test('every export subpath of every published package has a declaration file to document', () => {
  for (const pkg of publishedPackages()) {
    const entries = declarationEntries(pkg.manifest);
    const subpaths = Object.keys(pkg.manifest.exports).filter(
      (subpath) => subpath !== './package.json' && !subpath.endsWith('.css'),
    );
    assert.deepEqual(
      entries.map((entry) => entry.subpath),
      subpaths,
      pkg.name,
    );
  }
});

test('the reference of @lender/clabe has a page per entry, named as imported, with the doc comments', async () => {
  const pkg = publishedPackages().find((candidate) => candidate.name === '@lender/clabe');
  await ensureBuilt(pkg);
  const out = join(mkdtempSync(join(tmpdir(), 'lender-api-docs-')), 'clabe');
  try {
    const result = await generate(pkg, out);
    assert.equal(result.code, 0, result.output);
    for (const page of ['_lender_clabe', '_lender_clabe_curp', '_lender_clabe_rfc', '_lender_clabe_plazas']) {
      assert.ok(existsSync(join(out, 'modules', `${page}.html`)), page);
    }
    const page = readFileSync(join(out, 'functions', '_lender_clabe.validateClabe.html'), 'utf8');
    assert.match(page, /validateClabe/);
    assert.match(readFileSync(join(out, 'index.html'), 'utf8'), /Validate Mexican CLABEs/);
  } finally {
    rmSync(join(out, '..'), { recursive: true, force: true });
  }
});
